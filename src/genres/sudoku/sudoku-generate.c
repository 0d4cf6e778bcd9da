/* sudoku-generate.c — random full grids: the solved instances that the
 * generator (wp-generate.h) takes givens away from
 *
 * Two ways to draw a grid, both reproducible from the GRand they are
 * handed:
 *
 *  - Under the classic rules alone (any size, boxes or jigsaw regions,
 *    any of the three rules switched off) a randomised backtracking fill
 *    of its own: candidates as bitmasks kept per cell, the cell with the
 *    fewest next (ties drawn at random), its digits in a random order.
 *    A 9×9 costs a few microseconds, which matters: the generator wants
 *    hundreds of minimal 9×9 puzzles a second, and every one starts from a
 *    fresh grid.  Random choices now and then walk into a dead end deep
 *    in a large grid, so each attempt has a budget of nodes and a fresh
 *    attempt starts when it runs out; after a few, the engine (complete,
 *    with hidden singles) settles whether the layout admits a grid at all
 *    (a jigsaw may not).
 *
 *  - With elements (cages, thermometers, arrows, dots, global rules) the
 *    engine's generic search over the puzzle's own model, in the random
 *    order of WpSearchOptions.random_seed: whatever the elements allow, it
 *    finds a grid or proves there is none.
 *
 * Neither is uniform over all grids, but every grid can come out and
 * nothing systematic (a fixed first row, a digit order) survives.
 */
#include "genres/sudoku/sudoku-private.h"
#include "core/wp-engine.h"
#include "core/wp-error.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Random numbers ------------------------------------------------------- */

/* splitmix64, seeded once from the caller's GRand: one GRand draw per grid
 * instead of one per choice. */
static guint64
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static guint64
seed_from (GRand *rand)
{
  guint64 seed = ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);

  return seed ? seed : 1;   /* 0 means "no random order" to the engine */
}

/* A number below @n, by a multiply instead of a division (Lemire):
 * choices are made at every node, and a 64-bit division costs more than
 * the rest of a node's bookkeeping. */
static guint
random_below (guint64 *state, guint n)
{
  return (guint) (((next_random (state) >> 32) * n) >> 32);
}

/* Bits of a mask of at most 32 digits, without the popcnt instruction
 * the build may not allow (the builtin would then be a library call). */
static inline guint
count_digits (guint32 bits)
{
  bits = bits - ((bits >> 1) & 0x55555555u);
  bits = (bits & 0x33333333u) + ((bits >> 2) & 0x33333333u);
  return (((bits + (bits >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24;
}

/* One of the set bits of @bits (not 0), each as likely. */
static guint32
random_bit (guint64 *state, guint32 bits)
{
  for (guint skip = random_below (state, count_digits (bits)); skip > 0; skip--)
    bits &= bits - 1;
  return bits & -bits;
}

/* --- The classic fill ---------------------------------------------------------- */

/* The units that apply (rows, columns, regions, as the classic rules
 * say), each @size cells, and which cells see which: for each cell, the
 * other cells of its units (compressed rows). */
typedef struct {
  guint    size;
  guint    n_cells;
  guint32  all_digits;
  guint    n_units;
  guint   *units;        /* n_units × size cells */
  guint   *peer_first;   /* n_cells + 1 */
  guint   *peers;
} Layout;

/* The @size units of @rule, filled in one pass over the cells. */
static void
add_units (Layout *layout, const WpPuzzle *shape, guint rule)
{
  guint size = layout->size, first = layout->n_units;
  g_autofree guint *filled = g_new0 (guint, size);

  for (guint row = 0, cell = 0; row < size; row++)
    for (guint col = 0; col < size; col++, cell++)
      {
        guint index = rule == WP_SUDOKU_CLASSIC_ROWS ? row
                      : rule == WP_SUDOKU_CLASSIC_COLUMNS ? col
                      : wp_sudoku_region_of (shape, cell);

        /* check_complete() saw to regions of @size cells. */
        g_assert (filled[index] < size);
        layout->units[(gsize) (first + index) * size + filled[index]++] = cell;
      }
  layout->n_units += size;
}

static void
layout_init (Layout *layout, const WpPuzzle *shape)
{
  static const guint rules[] = { WP_SUDOKU_CLASSIC_ROWS, WP_SUDOKU_CLASSIC_COLUMNS, WP_SUDOKU_CLASSIC_BOXES };
  guint size = wp_sudoku_get_size (shape), n = size * size, total = 0;
  guint classic = wp_sudoku_get_classic (shape);
  g_autofree guint *stamp = g_new0 (guint, n);
  g_autofree guint *first_unit = g_new (guint, (gsize) n * 3);
  g_autofree guint *n_units_of = g_new0 (guint, n);

  layout->size = size;
  layout->n_cells = n;
  layout->all_digits = (guint32) ((G_GUINT64_CONSTANT (1) << size) - 1);
  layout->n_units = 0;
  layout->units = g_new (guint, (gsize) 3 * n);
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    if (classic & rules[r])
      add_units (layout, shape, rules[r]);
  for (guint u = 0; u < layout->n_units; u++)
    for (guint i = 0; i < size; i++)
      {
        guint cell = layout->units[u * size + i];

        first_unit[cell * 3 + n_units_of[cell]++] = u;
      }
  /* Each unit's cells are the cell's peers; a stamp drops the cells two
   * units share. */
  layout->peer_first = g_new (guint, n + 1);
  layout->peers = g_new (guint, MAX ((gsize) n * 3 * size, 1));
  for (guint cell = 0; cell < n; cell++)
    {
      layout->peer_first[cell] = total;
      stamp[cell] = cell + 1;
      for (guint k = 0; k < n_units_of[cell]; k++)
        for (guint i = 0; i < size; i++)
          {
            guint other = layout->units[first_unit[cell * 3 + k] * size + i];

            if (stamp[other] != cell + 1)
              {
                stamp[other] = cell + 1;
                layout->peers[total++] = other;
              }
          }
    }
  layout->peer_first[n] = total;
}

static void
layout_clear (Layout *layout)
{
  g_free (layout->units);
  g_free (layout->peer_first);
  g_free (layout->peers);
}

typedef struct {
  guint    cell;
  guint32  left;      /* digits not tried yet */
} Frame;

typedef enum {
  FILL_DONE,
  FILL_NO_GRID,       /* the search was complete: no grid exists */
  FILL_OUT_OF_BUDGET,
  FILL_CANCELLED,
} FillOutcome;

typedef struct {
  const Layout *layout;
  WpSearch     *search;
  guint64       random;
  guint32      *levels;   /* (n_cells + 1) × n_cells candidate masks: level d
                           * after the first d frames' digits are placed */
  gint         *values;   /* 0 = empty, else the digit */
  Frame        *frames;
  gboolean      hidden_singles;
} Fill;

static guint32 *
level (Fill *fill, guint depth)
{
  return fill->levels + (gsize) depth * fill->layout->n_cells;
}

/* Every unit holds every digit once: a digit with no place left in a
 * unit is a dead end, a digit with one place must go there.  Bit-sliced
 * over the unit's candidate masks (a filled cell's mask is its digit):
 * @once has the digits seen at least once, @twice at least twice.
 * Returns FALSE for a dead end; else TRUE, with *@cell and *@digits set
 * to a forced placement, or *@cell = n_cells when there is none. */
static gboolean
find_hidden_single (Fill *fill, const guint32 *cand, guint *cell, guint32 *digits)
{
  const Layout *layout = fill->layout;
  guint size = layout->size;

  *cell = layout->n_cells;
  for (guint u = 0; u < layout->n_units; u++)
    {
      const guint *unit = layout->units + (gsize) u * size;
      guint32 once = 0, twice = 0, single;

      for (guint i = 0; i < size; i++)
        {
          twice |= once & cand[unit[i]];
          once |= cand[unit[i]];
        }
      if (once != layout->all_digits)
        return FALSE;
      single = once & ~twice;
      for (guint i = 0; single && *cell == layout->n_cells && i < size; i++)
        if (!fill->values[unit[i]] && (cand[unit[i]] & single))
          {
            *cell = unit[i];
            *digits = cand[unit[i]] & single;
            *digits &= -*digits;
          }
    }
  return TRUE;
}

/* The empty cell with the fewest candidates; n_cells when every cell is
 * filled.  The scan starts at a random cell and wraps round, the first
 * cell of the fewest winning, so a tie goes to a cell drawn at random
 * (the one after a random point: cheaper than drawing among the tied
 * ones, and random enough, as the digits are drawn anyway).  A cell with
 * one candidate ends the scan: it is forced. */
static guint
choose_cell (Fill *fill, const guint32 *cand)
{
  guint n = fill->layout->n_cells, best = n, best_count = G_MAXUINT;
  guint start = random_below (&fill->random, n);

  for (guint i = 0, cell = start; i < n; i++, cell = cell + 1 == n ? 0 : cell + 1)
    {
      guint count;

      if (fill->values[cell])
        continue;
      count = count_digits (cand[cell]);
      if (count < best_count)
        {
          best = cell;
          best_count = count;
          if (count <= 1)
            break;
        }
    }
  return best;
}

/* Places @bit's digit in @cell on @cand and takes it from every empty
 * peer; FALSE when a peer is left without a candidate. */
static gboolean
place (Fill *fill, guint32 *cand, guint cell, guint32 bit)
{
  const Layout *layout = fill->layout;

  cand[cell] = bit;
  fill->values[cell] = __builtin_ctz (bit) + 1;
  for (guint i = layout->peer_first[cell]; i < layout->peer_first[cell + 1]; i++)
    {
      guint peer = layout->peers[i];

      if (!fill->values[peer] && !(cand[peer] &= ~bit))
        return FALSE;
    }
  return TRUE;
}

/* Backtracks to the innermost frame with a digit left and places it,
 * within @budget nodes. */
static FillOutcome
next_digit (Fill *fill, guint *depth, guint64 *nodes, guint64 budget)
{
  guint n = fill->layout->n_cells;

  while (*depth > 0)
    {
      Frame *frame = &fill->frames[*depth - 1];
      guint32 bit;

      fill->values[frame->cell] = 0;
      if (frame->left == 0)
        {
          (*depth)--;
          continue;
        }
      if (++*nodes > budget)
        return FILL_OUT_OF_BUDGET;
      if (*nodes % 1024 == 0 && fill->search && wp_search_is_cancelled (fill->search))
        return FILL_CANCELLED;
      bit = random_bit (&fill->random, frame->left);
      frame->left &= ~bit;
      memcpy (level (fill, *depth), level (fill, *depth - 1), sizeof (guint32) * n);
      if (place (fill, level (fill, *depth), frame->cell, bit))
        return FILL_DONE;
    }
  return FILL_NO_GRID;
}

/* One attempt: depth first from the empty grid, at most @budget nodes.
 * The grid is in fill->values on FILL_DONE. */
static FillOutcome
fill_attempt (Fill *fill, guint64 budget)
{
  const Layout *layout = fill->layout;
  guint depth = 0;
  guint64 nodes = 0;

  memset (fill->values, 0, sizeof (gint) * layout->n_cells);
  for (guint cell = 0; cell < layout->n_cells; cell++)
    level (fill, 0)[cell] = layout->all_digits;
  for (;;)
    {
      guint32 *cand = level (fill, depth), digits = 0;
      guint cell = layout->n_cells;
      gboolean alive = TRUE;
      FillOutcome outcome;

      if (fill->hidden_singles)
        alive = find_hidden_single (fill, cand, &cell, &digits);
      if (alive && cell == layout->n_cells)
        {
          cell = choose_cell (fill, cand);
          if (cell == layout->n_cells)
            return FILL_DONE;
          digits = cand[cell];
        }
      /* A forced digit is the frame's only choice: when it fails, the
       * frame before is wrong. */
      if (alive)
        fill->frames[depth++] = (Frame) { cell, digits };
      outcome = next_digit (fill, &depth, &nodes, budget);
      if (outcome != FILL_DONE)
        return outcome;
    }
}

/* Attempts before the engine is asked, and the first one's nodes per
 * cell (each later attempt gets twice the last).  A 9×9 box layout needs
 * one attempt nearly always; a 25×25 now and then a second. */
#define FILL_ATTEMPTS 6
/* Up to 20×20 the fewest-candidates rule alone nearly always completes
 * on the first attempt and the unit scan costs more than it saves (16×16:
 * 0.2 ms a grid without, 0.34 ms with); on 25×25 hidden singles keep
 * random choices out of dead ends (3 ms a grid with them, 13 ms without). */
#define HIDDEN_SINGLES_FROM 20
#define FIRST_BUDGET_PER_CELL 4

/* A random grid under the classic rules into @values; FILL_OUT_OF_BUDGET
 * when every attempt ran out (then the caller asks the engine). */
static FillOutcome
fill_classic (const WpPuzzle *shape, GRand *rand, WpSearch *search, gint *values)
{
  Layout layout;
  Fill fill = { &layout, search, seed_from (rand), NULL, values, NULL, FALSE };
  FillOutcome outcome = FILL_OUT_OF_BUDGET;
  guint64 budget;

  layout_init (&layout, shape);
  fill.hidden_singles = layout.size > (guint) HIDDEN_SINGLES_FROM;
  budget = (guint64) FIRST_BUDGET_PER_CELL * layout.n_cells + 64;
  fill.levels = g_new (guint32, (gsize) (layout.n_cells + 1) * layout.n_cells);
  fill.frames = g_new (Frame, layout.n_cells);
  for (guint attempt = 0; attempt < FILL_ATTEMPTS && outcome == FILL_OUT_OF_BUDGET; attempt++, budget *= 2)
    outcome = fill_attempt (&fill, budget);
  g_free (fill.frames);
  g_free (fill.levels);
  layout_clear (&layout);
  return outcome;
}

/* --- Standard 9×9 ------------------------------------------------------------------ */

/* Shuffles @values[0 .. n) (Fisher–Yates). */
static void
shuffle (guint64 *random, gint *values, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = random_below (random, i);
      gint swap = values[i - 1];

      values[i - 1] = values[j];
      values[j] = swap;
    }
}

static void
identity (gint *values, guint n)
{
  for (guint i = 0; i < n; i++)
    values[i] = (gint) i;
}

/* The three boxes on the diagonal share no row or column, so each is an
 * independent random permutation; the bitboard solver (sudoku9.c)
 * completes the grid in a few microseconds, five times faster than the
 * general fill.  Its completion is the first in its own order (smaller
 * digits first), so the digits are then renamed at random and the grid
 * is moved by a random one of the moves that keep every row, column and
 * box (bands, rows inside a band, stacks, columns inside a stack, the
 * transpose): no digit and no place is favoured. */
static gboolean
fill_standard_9 (const WpPuzzle *empty, GRand *rand, WpSearch *search, gint *values)
{
  g_autoptr (WpPuzzle) diagonal = wp_puzzle_copy (empty);
  g_autoptr (WpModel) model = NULL;
  g_autoptr (WpSearch) own = search ? NULL : wp_search_new ();
  WpSearchOptions options = { .cap = 1, .keep = 1 };
  WpSearchResult result;
  guint64 random = seed_from (rand);
  gint digits[9], rows[9], cols[9], bands[3], stacks[3];
  gboolean transpose = random_below (&random, 2), found;

  for (guint box = 0; box < 3; box++)
    {
      identity (digits, 9);
      shuffle (&random, digits, 9);
      for (guint i = 0; i < 9; i++)
        diagonal->cells[(box * 3 + i / 3) * 9 + box * 3 + i % 3] = digits[i] + 1;
    }
  model = diagonal->genre->build_model (diagonal, WP_MODEL_FOR_COUNTING);
  wp_search_run (search ? search : own, model, &options, &result);
  found = result.solutions->len == 1;   /* else cancelled: any diagonal completes */
  if (found)
    {
      const gint *grid = g_ptr_array_index (result.solutions, 0);

      identity (digits, 9);
      shuffle (&random, digits, 9);
      identity (bands, 3);
      shuffle (&random, bands, 3);
      identity (stacks, 3);
      shuffle (&random, stacks, 3);
      for (guint b = 0; b < 3; b++)
        {
          gint inside[3] = { 0, 1, 2 };

          shuffle (&random, inside, 3);
          for (guint i = 0; i < 3; i++)
            rows[b * 3 + i] = bands[b] * 3 + inside[i];
          shuffle (&random, inside, 3);
          for (guint i = 0; i < 3; i++)
            cols[b * 3 + i] = stacks[b] * 3 + inside[i];
        }
      for (guint r = 0; r < 9; r++)
        for (guint c = 0; c < 9; c++)
          {
            gint value = digits[grid[rows[r] * 9 + cols[c]] - 1] + 1;

            values[transpose ? c * 9 + r : r * 9 + c] = value;
          }
    }
  wp_search_result_clear (&result);
  return found;
}

static gboolean
is_standard_9 (const WpPuzzle *shape)
{
  const WpSudokuParams *params = shape->params;

  return params->size == 9 && params->regions == NULL && params->box_rows == 3 &&
         params->classic == WP_SUDOKU_CLASSIC_ALL && shape->elements->len == 0;
}

/* --- Through the engine ------------------------------------------------------------ */

/* A random solution of @empty's model (every constraint a propagator, so
 * the generic search and its random order run), or NULL: *@cancelled
 * tells a stopped search from a proof that there is none. */
static gint *
engine_solution (const WpPuzzle *empty, GRand *rand, WpSearch *search, gboolean *cancelled)
{
  g_autoptr (WpModel) model = empty->genre->build_model (empty, WP_MODEL_FOR_ANALYSIS);
  g_autoptr (WpSearch) own = search ? NULL : wp_search_new ();
  WpSearchOptions options = { .cap = 1, .keep = 1, .random_seed = seed_from (rand) };
  WpSearchResult result;
  gint *solution = NULL;

  wp_search_run (search ? search : own, model, &options, &result);
  *cancelled = result.stopped == WP_STOP_CANCELLED;
  if (result.solutions->len > 0)
    solution = g_steal_pointer (&g_ptr_array_index (result.solutions, 0));
  wp_search_result_clear (&result);
  return solution;
}

/* --- The solved instance ---------------------------------------------------------- */

/* A cage drawn without a sum gets the one the grid gives it: a setter
 * drawing a killer draws the cages and lets the grid choose the sums. */
static void
fill_cage_sums (WpPuzzle *solved)
{
  for (guint e = 0; e < solved->elements->len; e++)
    {
      WpElement *element = g_ptr_array_index (solved->elements, e);
      gint sum = 0;

      if (element->kind != &wp_sudoku_cage || element->value != WP_ELEMENT_NO_VALUE)
        continue;
      for (guint i = 0; i < element->cells->len; i++)
        sum += solved->cells[wp_element_cell (element, i)];
      element->value = sum;
    }
}

static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree gint *grid = NULL;
  guint n;
  gboolean cancelled = FALSE;

  if (!wp_puzzle_check_countable (shape, error))
    return NULL;
  puzzle = wp_puzzle_copy (shape);
  n = wp_puzzle_n_cells (puzzle);
  for (guint cell = 0; cell < n; cell++)
    puzzle->cells[cell] = WP_CELL_EMPTY;

  if (is_standard_9 (puzzle))
    {
      grid = g_new (gint, n);
      if (!fill_standard_9 (puzzle, rand, search, grid))
        return NULL;
    }
  else if (puzzle->elements->len == 0)
    {
      FillOutcome outcome;

      grid = g_new (gint, n);
      outcome = fill_classic (puzzle, rand, search, grid);
      if (outcome == FILL_CANCELLED)
        return NULL;
      if (outcome != FILL_DONE)
        g_clear_pointer (&grid, g_free);
      if (outcome == FILL_OUT_OF_BUDGET)
        grid = engine_solution (puzzle, rand, search, &cancelled);
    }
  else
    grid = engine_solution (puzzle, rand, search, &cancelled);
  if (grid == NULL)
    {
      if (!cancelled)
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     puzzle->elements->len ? _("this layout of cages and lines admits no grid")
                                           : _("these regions admit no grid"));
      return NULL;
    }
  memcpy (puzzle->cells, grid, sizeof (gint) * n);
  fill_cage_sums (puzzle);
  return g_steal_pointer (&puzzle);
}

const WpGeneratorHooks wp_sudoku_generator_hooks = {
  .solved = solved,
};
