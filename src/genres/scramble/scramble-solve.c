/* scramble-solve.c — counting Scramble Squares: a backtracking search that
 * keeps one arrangement per turn of the whole grid, its counting backend,
 * and the genre's own analysis
 *
 * The search fills the grid in a spiral from the centre (the seed's
 * Fig. 9) and tries, at each position, only the pieces and rotations whose
 * edges match the neighbours already placed (an index by side and edge).
 *
 * One arrangement per orbit.  The four turns of the grid act on
 * arrangements, every orbit has exactly 4 of them (scramble.h), and the
 * search only visits arrangements meeting a condition C that at least one
 * member of every orbit meets:
 *   - odd N without givens: the centre piece in its first look (rotation
 *     0; the seed's fixed orientation of position 1);
 *   - even N without givens (no centre): the anchor piece in the top-left
 *     quadrant (the 4 turns of a position land in the 4 quadrants);
 *   - with givens: every given in place.
 * A centre piece that looks the same after a half or quarter turn meets C
 * in 2 or 4 members of its orbit, as may givens; so each arrangement found
 * is also turned, and it counts only when it is the smallest (value by
 * value) of the members of its orbit that meet C.  That keeps exactly one
 * per orbit whatever the pieces' symmetry: a quarter of the raw count
 * would be wrong for those (each would be found 2 or 4 times).
 */
#include "genres/scramble/scramble-private.h"
#include "core/wp-analysis-private.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define EDGE_SPAN (2 * WP_SCRAMBLE_MAX_PICTURE + 1)
#define MAX_CELLS (WP_SCRAMBLE_MAX_SIZE * WP_SCRAMBLE_MAX_SIZE)

typedef struct {
  guint8 piece;
  guint8 rotation;
} Placement;

/* A position of the order and the sides on which a neighbour placed
 * earlier touches it. */
typedef struct {
  guint8 cell;
  guint8 n_links;
  guint8 side[4];       /* side of this cell */
  guint8 other[4];      /* the neighbour's cell */
} Step;

typedef struct {
  /* Returns FALSE to stop. */
  gboolean (*solution) (gpointer data, const gint *values, guint matching);
  gboolean (*tick)     (gpointer data, guint nodes);
  gpointer   data;
} Sink;

typedef struct {
  guint        n, cells;
  WpScrambleOrder order;
  const gint  *givens;              /* n² values or WP_CELL_EMPTY */
  gboolean     has_givens;
  guint        anchor;              /* even N without givens */
  gint         shown[MAX_CELLS][4][4];   /* piece, rotation, side */
  guint        period[MAX_CELLS];
  gint         index[EDGE_SPAN];    /* occurrences of each picture (seed: its index) */
  gint         rank[MAX_CELLS];     /* lower is tried first (not at the first position) */
  guint        first_pieces[MAX_CELLS];  /* pieces in the order tried at the first position */
  /* by_edge[side][edge + MAX_PICTURE]: placements showing that edge on that side. */
  GArray      *by_edge[4][EDGE_SPAN];
  Step         steps[4][MAX_CELLS]; /* the spiral turned k quarter turns */
  const Step  *path;                /* the one in use */
  gint         values[MAX_CELLS];
  gboolean     used[MAX_CELLS];
  guint        pending;             /* nodes not yet ticked */
  gboolean     stop;
  Sink         sink;
} Solver;

/* --- Geometry ------------------------------------------------------------------- */

static const gint dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };

static guint
turn_cell (guint n, guint cell)
{
  guint r = cell / n, c = cell % n;

  return c * n + (n - 1 - r);
}

/* The seed's spiral from the centre (the top-left of the centre block for
 * even N): right 1, down 1, left 2, up 2, right 3, … skipping positions
 * off the grid. */
static void
spiral (guint n, guint8 *out)
{
  gint r = ((gint) n - 1) / 2, c = ((gint) n - 1) / 2;
  guint k = 0, dir = 1, run = 1;

  out[k++] = (guint8) (r * (gint) n + c);
  while (k < n * n)
    {
      for (guint twice = 0; twice < 2; twice++)
        {
          for (guint i = 0; i < run; i++)
            {
              r += dr[dir];
              c += dc[dir];
              if (r >= 0 && c >= 0 && r < (gint) n && c < (gint) n && k < n * n)
                out[k++] = (guint8) (r * (gint) n + c);
            }
          dir = (dir + 1) % 4;
        }
      run++;
    }
}

static void
build_steps (Solver *s)
{
  guint8 base[MAX_CELLS];

  spiral (s->n, base);
  for (guint k = 0; k < 4; k++)
    {
      gint depth_of[MAX_CELLS];

      for (guint i = 0; i < s->cells; i++)
        depth_of[i] = -1;
      for (guint d = 0; d < s->cells; d++)
        {
          Step *step = &s->steps[k][d];
          guint cell = base[d];

          for (guint t = 0; t < k; t++)
            cell = turn_cell (s->n, cell);
          step->cell = (guint8) cell;
          step->n_links = 0;
          depth_of[cell] = (gint) d;
          for (guint side = 0; side < 4; side++)
            {
              gint r = (gint) (cell / s->n) + dr[side], c = (gint) (cell % s->n) + dc[side];
              guint other;

              if (r < 0 || c < 0 || r >= (gint) s->n || c >= (gint) s->n)
                continue;
              other = (guint) r * s->n + (guint) c;
              if (depth_of[other] < 0)
                continue;
              step->side[step->n_links] = (guint8) side;
              step->other[step->n_links] = (guint8) other;
              step->n_links++;
            }
        }
    }
}

/* --- Pieces ----------------------------------------------------------------------- */

static gint
index_of (const WpPuzzle *puzzle, gint edge)
{
  guint pieces = wp_scramble_n_pieces (puzzle);
  gint count = 0;

  for (guint p = 0; p < pieces; p++)
    for (guint side = 0; side < 4; side++)
      count += wp_scramble_get_edge (puzzle, p, side) == edge;
  return count;
}

/* Section 3.1 of the seed: the value index of a piece is the sum of the
 * indices (occurrences) of the complements of its pictures. */
static gint
value_index (const WpPuzzle *puzzle, guint piece)
{
  gint sum = 0;

  for (guint side = 0; side < 4; side++)
    sum += index_of (puzzle, -wp_scramble_get_edge (puzzle, piece, side));
  return sum;
}

static gint
compare_rank (gconstpointer a, gconstpointer b, gpointer data)
{
  const Solver *s = data;
  const Placement *x = a, *y = b;

  if (s->rank[x->piece] != s->rank[y->piece])
    return s->rank[x->piece] < s->rank[y->piece] ? -1 : 1;
  if (x->piece != y->piece)
    return x->piece < y->piece ? -1 : 1;
  return (gint) x->rotation - (gint) y->rotation;
}

static void
solver_init (Solver *s, const WpPuzzle *puzzle, WpScrambleOrder order, Sink sink)
{
  gint values[MAX_CELLS];

  memset (s, 0, sizeof *s);
  s->n = puzzle->width;
  s->cells = s->n * s->n;
  s->order = order;
  s->sink = sink;
  s->givens = puzzle->cells;
  for (guint cell = 0; cell < s->cells; cell++)
    s->has_givens |= puzzle->cells[cell] != WP_CELL_EMPTY;
  for (guint p = 0; p < s->cells; p++)
    {
      s->period[p] = wp_scramble_period (puzzle, p);
      for (guint r = 0; r < 4; r++)
        for (guint side = 0; side < 4; side++)
          s->shown[p][r][side] = wp_scramble_shown_edge (puzzle, p, r, side);
      values[p] = order == WP_SCRAMBLE_ORDER_CENTER ? value_index (puzzle, p) : 0;
      for (guint side = 0; side < 4; side++)
        s->index[wp_scramble_get_edge (puzzle, p, side) + WP_SCRAMBLE_MAX_PICTURE]++;
      s->rank[p] = values[p];
      s->first_pieces[p] = p;
    }
  /* The first position takes the highest value index first. */
  for (guint i = 1; i < s->cells; i++)
    for (guint j = i; j > 0 && values[s->first_pieces[j]] > values[s->first_pieces[j - 1]]; j--)
      {
        guint t = s->first_pieces[j];

        s->first_pieces[j] = s->first_pieces[j - 1];
        s->first_pieces[j - 1] = t;
      }
  s->anchor = s->first_pieces[0];
  for (guint side = 0; side < 4; side++)
    for (guint e = 0; e < EDGE_SPAN; e++)
      s->by_edge[side][e] = g_array_new (FALSE, FALSE, sizeof (Placement));
  for (guint p = 0; p < s->cells; p++)
    for (guint r = 0; r < s->period[p]; r++)
      for (guint side = 0; side < 4; side++)
        {
          Placement placement = { (guint8) p, (guint8) r };

          g_array_append_val (s->by_edge[side][s->shown[p][r][side] + WP_SCRAMBLE_MAX_PICTURE], placement);
        }
  for (guint side = 0; side < 4; side++)
    for (guint e = 0; e < EDGE_SPAN; e++)
      g_array_sort_with_data (s->by_edge[side][e], compare_rank, s);
  build_steps (s);
  s->path = s->steps[0];
}

static void
solver_clear (Solver *s)
{
  for (guint side = 0; side < 4; side++)
    for (guint e = 0; e < EDGE_SPAN; e++)
      g_array_unref (s->by_edge[side][e]);
}

/* --- Orbits --------------------------------------------------------------------- */

static void
turn_values (guint n, const guint *period, const gint *values, gint *out)
{
  for (guint cell = 0; cell < n * n; cell++)
    {
      guint piece = (guint) values[cell] / 4, rotation = (guint) values[cell] % 4;

      out[turn_cell (n, cell)] = (gint) (piece * 4 + (rotation + 1) % period[piece]);
    }
}

static gboolean
quadrant (guint n, guint cell)
{
  return cell / n < n / 2 && cell % n < n / 2;
}

/* Whether @values meets the search's condition C (see the top). */
static gboolean
meets_condition (const Solver *s, const gint *values)
{
  if (s->has_givens)
    {
      for (guint cell = 0; cell < s->cells; cell++)
        if (s->givens[cell] != WP_CELL_EMPTY && s->givens[cell] != values[cell])
          return FALSE;
      return TRUE;
    }
  if (s->n % 2 == 1)
    return values[s->cells / 2] % 4 == 0;
  for (guint cell = 0; cell < s->cells; cell++)
    if ((guint) values[cell] / 4 == s->anchor)
      return quadrant (s->n, cell);
  return FALSE;
}

/* Arrangements compared cell by cell in the spiral's order from the
 * centre (steps[0]), not in reading order: any fixed order picks one
 * representative per orbit, and this one decides on the cells the search
 * fills first.  In reading order it decided on a corner, filled last, so
 * with identical pieces nearly every arrangement found lost to its turn
 * and the search went through the permutations of everything placed
 * after the deciding corner (25 identical pieces on 5×5: no arrangement
 * in 5 s). */
static gint
compare_values (const Solver *s, const gint *a, const gint *b)
{
  for (guint i = 0; i < s->cells; i++)
    {
      guint cell = s->steps[0][i].cell;

      if (a[cell] != b[cell])
        return a[cell] < b[cell] ? -1 : 1;
    }
  return 0;
}

/* Whether the arrangement found is its orbit's representative: the
 * smallest member meeting C.  *@matching: how many members agree with
 * the givens (all 4 without givens): the arrangements it stands for. */
static gboolean
representative (const Solver *s, guint *matching)
{
  gint turned[4][MAX_CELLS];
  gboolean smallest = TRUE;

  memcpy (turned[0], s->values, sizeof (gint) * s->cells);
  *matching = 1;
  for (guint k = 1; k < 4; k++)
    {
      turn_values (s->n, s->period, turned[k - 1], turned[k]);
      if (!meets_condition (s, turned[k]))
        continue;
      if (s->has_givens)
        (*matching)++;
      if (compare_values (s, turned[k], turned[0]) < 0)
        smallest = FALSE;
    }
  if (!s->has_givens)
    *matching = 4;
  return smallest;
}

/* --- Search ------------------------------------------------------------------------ */

static gboolean
fits (const Solver *s, const Step *step, guint piece, guint rotation)
{
  for (guint i = 0; i < step->n_links; i++)
    {
      guint side = step->side[i], other = step->other[i];
      guint op = (guint) s->values[other] / 4, orot = (guint) s->values[other] % 4;

      if (s->shown[piece][rotation][side] + s->shown[op][orot][(side + 2) % 4] != 0)
        return FALSE;
    }
  return TRUE;
}

static void search_from (Solver *s, guint depth);

static void
try_placement (Solver *s, guint depth, guint piece, guint rotation)
{
  const Step *step = &s->path[depth];
  guint cell = step->cell;

  if (s->used[piece])
    return;
  if (s->givens[cell] != WP_CELL_EMPTY && s->givens[cell] != (gint) (piece * 4 + rotation))
    return;
  if (!s->has_givens && s->n % 2 == 0 && piece == s->anchor && !quadrant (s->n, cell))
    return;
  if (!fits (s, step, piece, rotation))
    return;
  if (++s->pending >= 256)
    {
      if (!s->sink.tick (s->sink.data, s->pending))
        s->stop = TRUE;
      s->pending = 0;
      if (s->stop)
        return;
    }
  s->used[piece] = TRUE;
  s->values[cell] = (gint) (piece * 4 + rotation);
  search_from (s, depth + 1);
  s->used[piece] = FALSE;
  s->values[cell] = WP_CELL_EMPTY;
}

/* The index of the complement of what @piece in @rotation shows on @side. */
static gint
complement_index (const Solver *s, guint piece, guint rotation, guint side)
{
  return s->index[-s->shown[piece][rotation][side] + WP_SCRAMBLE_MAX_PICTURE];
}

/* The first position: every piece (highest value index first in the
 * centre order), the centre in its first look for odd N without givens.
 * In the centre order the spiral then turns to start beside the centre's
 * picture whose complement is rarest (the seed's step 4). */
static void
search_first (Solver *s)
{
  for (guint i = 0; i < s->cells && !s->stop; i++)
    {
      guint piece = s->first_pieces[i];

      for (guint r = 0; r < s->period[piece] && !s->stop; r++)
        {
          if (!s->has_givens && s->n % 2 == 1 && r > 0)
            break;
          s->path = s->steps[0];
          if (s->order == WP_SCRAMBLE_ORDER_CENTER && s->n % 2 == 1)
            {
              guint best = 1;

              for (guint side = 0; side < 4; side++)
                if (complement_index (s, piece, r, side) < complement_index (s, piece, r, best))
                  best = side;
              /* steps[k] is the spiral turned k quarter turns: its first
               * step goes to side 1 + k. */
              s->path = s->steps[(best + 3) % 4];
            }
          try_placement (s, 0, piece, r);
        }
    }
}

static void
search_from (Solver *s, guint depth)
{
  const Step *step;
  const GArray *candidates;
  guint side, other, op, orot;
  gint need;

  if (depth == s->cells)
    {
      guint matching;

      if (representative (s, &matching) && !s->sink.solution (s->sink.data, s->values, matching))
        s->stop = TRUE;
      return;
    }
  if (depth == 0)
    {
      search_first (s);
      return;
    }
  step = &s->path[depth];
  /* Every later position of a spiral touches one placed before it. */
  side = step->side[0];
  other = step->other[0];
  op = (guint) s->values[other] / 4;
  orot = (guint) s->values[other] % 4;
  need = -s->shown[op][orot][(side + 2) % 4];
  if (need < -WP_SCRAMBLE_MAX_PICTURE || need > WP_SCRAMBLE_MAX_PICTURE)
    return;
  candidates = s->by_edge[side][need + WP_SCRAMBLE_MAX_PICTURE];
  for (guint i = 0; i < candidates->len && !s->stop; i++)
    {
      const Placement *placement = &g_array_index (candidates, Placement, i);

      try_placement (s, depth, placement->piece, placement->rotation);
    }
}

static void
solver_run (Solver *s)
{
  for (guint cell = 0; cell < s->cells; cell++)
    s->values[cell] = WP_CELL_EMPTY;
  search_from (s, 0);
  /* The last few nodes count too, even after a stop. */
  if (s->pending > 0)
    s->sink.tick (s->sink.data, s->pending);
}

/* --- The public count -------------------------------------------------------------- */

typedef struct {
  WpScrambleCount *out;
  guint64          cap;
  guint            keep;
  guint            cells;
  WpSearch        *search;
} CountRun;

static gboolean
count_solution (gpointer data, const gint *values, guint matching)
{
  CountRun *run = data;

  run->out->count++;
  run->out->raw += matching;
  if (run->out->solutions->len < run->keep)
    g_ptr_array_add (run->out->solutions, g_memdup2 (values, sizeof (gint) * run->cells));
  return run->cap == 0 || run->out->count < run->cap;
}

static gboolean
count_tick (gpointer data, guint nodes)
{
  CountRun *run = data;

  run->out->nodes += nodes;
  return run->search == NULL || !wp_search_is_cancelled (run->search);
}

gboolean
wp_scramble_count (const WpPuzzle *puzzle, WpScrambleOrder order, guint64 cap, guint keep, WpSearch *search,
                   WpScrambleCount *out)
{
  CountRun run = { out, cap, keep, wp_puzzle_n_cells (puzzle), search };
  Solver *solver;

  memset (out, 0, sizeof *out);
  out->solutions = g_ptr_array_new_with_free_func (g_free);
  if (!puzzle->genre->validate (puzzle, NULL))
    return FALSE;
  solver = g_new (Solver, 1);
  solver_init (solver, puzzle, order, (Sink) { count_solution, count_tick, &run });
  solver_run (solver);
  out->exact = !solver->stop;
  solver_clear (solver);
  g_free (solver);
  return TRUE;
}

void
wp_scramble_count_clear (WpScrambleCount *count)
{
  g_clear_pointer (&count->solutions, g_ptr_array_unref);
}

/* --- The counting backend ------------------------------------------------------------ */

static gboolean
backend_solution (gpointer data, const gint *values, guint matching)
{
  return wp_search_context_add_solution (data, values);
}

static gboolean
backend_tick (gpointer data, guint nodes)
{
  return wp_search_context_tick (data, nodes);
}

static void
backend_search (const WpModel *model, WpSearchContext *ctx)
{
  Solver *solver = g_new (Solver, 1);

  solver_init (solver, model->backend_data, WP_SCRAMBLE_ORDER_CENTER,
               (Sink) { backend_solution, backend_tick, ctx });
  solver_run (solver);
  solver_clear (solver);
  g_free (solver);
}

static const WpSearchBackend scramble_backend = {
  .name = "scramble",
  .search = backend_search,
};

/* --- The analysis model's propagators ------------------------------------------------ */

static WpDomain
piece_bits (guint piece)
{
  return G_GUINT64_CONSTANT (0xF) << (piece * 4);
}

/* Every piece once: a placed piece leaves every other cell, and a piece
 * that only one cell can still take goes there. */
static gboolean
distinct_propagate (const WpPropagator *self, WpStore *store)
{
  guint pieces = self->n_vars;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (d == 0)
        return FALSE;
      if (wp_domain_is_single (d))
        for (guint j = 0; j < self->n_vars; j++)
          if (j != i && !wp_store_restrict (store, self->vars[j], ~piece_bits (wp_domain_first (d) / 4)))
            return FALSE;
    }
  for (guint p = 0; p < pieces; p++)
    {
      guint where = 0, n = 0;

      for (guint i = 0; i < self->n_vars && n < 2; i++)
        if (wp_store_get (store, self->vars[i]) & piece_bits (p))
          {
            where = i;
            n++;
          }
      if (n == 0)
        return FALSE;
      if (n == 1 && !wp_store_restrict (store, self->vars[where], piece_bits (p)))
        return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass distinct_class = { "scramble-every-piece-once", distinct_propagate, NULL };

/* Two touching cells: vars[0] and vars[1], param the side of vars[0]
 * (1: vars[1] is to its right, 2: below); data the puzzle.  Each value
 * keeps only while a value of the other cell matches it. */
static WpDomain
supported (const WpPuzzle *puzzle, WpDomain mine, WpDomain theirs, guint side)
{
  WpDomain keep = 0;

  for (WpDomain a = mine; a; a &= a - 1)
    {
      guint va = wp_domain_first (a);
      gint edge = wp_scramble_shown_edge (puzzle, va / 4, va % 4, side);

      for (WpDomain b = theirs; b; b &= b - 1)
        {
          guint vb = wp_domain_first (b);

          if (vb / 4 != va / 4 && wp_scramble_shown_edge (puzzle, vb / 4, vb % 4, (side + 2) % 4) == -edge)
            {
              keep |= G_GUINT64_CONSTANT (1) << va;
              break;
            }
        }
    }
  return keep;
}

static gboolean
match_propagate (const WpPropagator *self, WpStore *store)
{
  const WpPuzzle *puzzle = self->data;
  guint side = (guint) self->param;
  WpDomain a = wp_store_get (store, self->vars[0]), b = wp_store_get (store, self->vars[1]);

  return wp_store_restrict (store, self->vars[0], supported (puzzle, a, b, side)) &&
         wp_store_restrict (store, self->vars[1],
                            supported (puzzle, b, wp_store_get (store, self->vars[0]), (side + 2) % 4));
}

static const WpPropagatorClass match_class = { "scramble-edges-match", match_propagate, NULL };

/* The counting model is the backend on a copy of the puzzle.  The analysis
 * model spells the rules out (every piece once, touching edges match) for
 * the generic engine, which counts arrangements, not orbits; its values
 * must fit a 64-bit domain, so it exists up to 4 × 4 (64 values) only. */
WpModel *
wp_scramble_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  guint n = puzzle->width, cells = n * n;
  WpModel *model;
  WpPuzzle *copy;
  g_autofree guint *vars = NULL;

  if (use == WP_MODEL_FOR_COUNTING || cells * 4 > 64)
    {
      if (use != WP_MODEL_FOR_COUNTING)
        return NULL;
      model = wp_model_new (cells, 0, G_MAXUINT64);
      model->backend = &scramble_backend;
      model->backend_data = wp_puzzle_copy (puzzle);
      model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
      return model;
    }
  copy = wp_puzzle_copy (puzzle);
  model = wp_model_new (cells, 0, 0);
  /* The propagators read the copy; the model frees it with the backend
   * data, which nothing runs. */
  model->backend_data = copy;
  model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
  for (guint cell = 0; cell < cells; cell++)
    {
      WpDomain all = 0;

      for (guint p = 0; p < cells; p++)
        for (guint r = 0; r < wp_scramble_period (puzzle, p); r++)
          all |= G_GUINT64_CONSTANT (1) << (p * 4 + r);
      model->domains[cell] = puzzle->cells[cell] == WP_CELL_EMPTY ? all
                             : all & (G_GUINT64_CONSTANT (1) << puzzle->cells[cell]);
    }
  vars = g_new (guint, cells);
  for (guint cell = 0; cell < cells; cell++)
    vars[cell] = cell;
  wp_model_add_propagator (model, &distinct_class, vars, cells, 0, NULL);
  for (guint cell = 0; cell < cells; cell++)
    {
      guint right[2] = { cell, cell + 1 }, below[2] = { cell, cell + n };

      if (cell % n + 1 < n)
        wp_model_add_propagator (model, &match_class, right, 2, 1, copy);
      if (cell / n + 1 < n)
        wp_model_add_propagator (model, &match_class, below, 2, 2, copy);
    }
  return model;
}

/* --- The genre's own analysis ---------------------------------------------------------- */

#define MAX_KEPT 10000

static guint
distance (const gint *a, const gint *b, guint cells)
{
  guint d = 0;

  for (guint i = 0; i < cells; i++)
    d += a[i] != b[i];
  return d;
}

static gboolean
agrees_with_givens (const WpPuzzle *puzzle, const gint *values)
{
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != values[cell])
      return FALSE;
  return TRUE;
}

/* Solution 0's closest other arrangement: any turn of the grid of any
 * other orbit's representative (that agrees with the givens), since the
 * representatives are each one frame among four. */
static gint *
closest_alternative (const WpPuzzle *puzzle, GPtrArray *solutions, guint *best_out)
{
  guint cells = wp_puzzle_n_cells (puzzle), best = G_MAXUINT;
  const gint *first = g_ptr_array_index (solutions, 0);
  g_autofree gint *turned = g_new (gint, cells);
  g_autofree gint *next = g_new (gint, cells);
  gint *closest = g_new (gint, cells);

  for (guint i = 1; i < solutions->len; i++)
    {
      memcpy (turned, g_ptr_array_index (solutions, i), sizeof (gint) * cells);
      for (guint k = 0; k < 4; k++)
        {
          guint d = distance (first, turned, cells);

          if (d < best && agrees_with_givens (puzzle, turned))
            {
              best = d;
              memcpy (closest, turned, sizeof (gint) * cells);
            }
          wp_scramble_turn_grid (puzzle, turned, next);
          memcpy (turned, next, sizeof (gint) * cells);
        }
    }
  *best_out = best;
  return closest;
}

static void
add_pattern (WpAnalysis *analysis, const WpPuzzle *puzzle, const gint *first, const gint *second)
{
  WpPattern *pattern = wp_pattern_new ();

  for (guint cell = 0; cell < analysis->n_cells; cell++)
    if (first[cell] != second[cell])
      {
        g_array_append_val (pattern->cells, cell);
        g_array_append_val (pattern->first, first[cell]);
        g_array_append_val (pattern->second, second[cell]);
      }
  wp_scramble_describe_pattern (puzzle, pattern);
  g_ptr_array_add (analysis->patterns, pattern);
}

/* "Pieces 3 and 7 are identical: swapped, they make another solution." for
 * each pair of pieces that look alike when there is a solution, so a
 * count of 2 is not a surprise. */
static char *
explain (const WpPuzzle *puzzle, const WpScrambleCount *count)
{
  GString *text = g_string_new (NULL);
  guint pieces = wp_scramble_n_pieces (puzzle), pairs = 0;
  g_autofree char *orbits = g_strdup_printf ("%" G_GUINT64_FORMAT, count->count);
  g_autofree char *raw = g_strdup_printf ("%" G_GUINT64_FORMAT, count->raw);

  if (count->exact)
    /* Translators: %s a count of solutions, %s a count of arrangements. */
    g_string_append_printf (text, _("Counted up to turning the whole grid: %s, from %s arrangements of the "
                                    "pieces."), orbits, raw);
  else
    g_string_append_printf (text, _("Counted up to turning the whole grid: at least %s, from at least %s "
                                    "arrangements of the pieces."), orbits, raw);
  /* Three pairs say it; a design of one picture would list hundreds.
   * Without a solution there is nothing to swap into another. */
  for (guint a = 0; count->count > 0 && a < pieces; a++)
    for (guint b = a + 1; b < pieces; b++)
      if (wp_scramble_same_look (puzzle, a, b) && ++pairs <= 3)
        /* Translators: two piece numbers. */
        g_string_append_printf (text, _(" Pieces %u and %u are identical: swapped, they make another "
                                        "solution."), a + 1, b + 1);
  if (pairs > 3)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %u more pair of pieces is identical.",
                                               " %u more pairs of pieces are identical.", pairs - 3),
                            pairs - 3);
  return g_string_free (text, FALSE);
}

gboolean
wp_scramble_best_edge_change (const WpPuzzle *puzzle, guint64 count_now, WpSearch *search, gint64 deadline,
                              WpScrambleEdgeChange *out, gboolean *complete)
{
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);
  guint pieces = wp_scramble_n_pieces (puzzle);
  gint largest = 1;
  gboolean found = FALSE;

  *complete = FALSE;
  for (guint p = 0; p < pieces; p++)
    for (guint side = 0; side < 4; side++)
      largest = MAX (largest, ABS (wp_scramble_get_edge (puzzle, p, side)));
  largest = MIN (largest + 1, WP_SCRAMBLE_MAX_PICTURE);
  for (guint p = 0; p < pieces; p++)
    for (guint side = 0; side < 4; side++)
      {
        gint was = wp_scramble_get_edge (puzzle, p, side);

        for (gint picture = 1; picture <= largest; picture++)
          for (gint half = -1; half <= 1; half += 2)
            {
              WpScrambleCount count;
              guint64 best = found ? out->count : count_now;

              if (picture * half == was)
                continue;
              if ((search && wp_search_is_cancelled (search)) || (deadline && g_get_monotonic_time () > deadline))
                return found;
              wp_scramble_set_edge (trial, p, side, picture * half);
              /* Only fewer than the best so far can matter: count to it. */
              wp_scramble_count (trial, WP_SCRAMBLE_ORDER_CENTER, best, 0, search, &count);
              if (count.exact && count.count >= 1 && count.count < best)
                {
                  *out = (WpScrambleEdgeChange) { p, side, was, picture * half, count.count };
                  found = TRUE;
                }
              wp_scramble_count_clear (&count);
              if (found && out->count == 1)
                {
                  /* Nothing keeps a solution with fewer. */
                  *complete = TRUE;
                  return TRUE;
                }
              /* Givens may clash with the new edge: the trial keeps them. */
            }
        wp_scramble_set_edge (trial, p, side, was);
      }
  *complete = !(search && wp_search_is_cancelled (search));
  return found;
}

/* " Changing piece 3's right edge from 2+ to 4- leaves 1 solution." */
static void
explain_edge_change (GString *text, const WpPuzzle *puzzle, WpSearch *search, guint64 count_now)
{
  WpScrambleEdgeChange change;
  gboolean complete;
  g_autofree char *was = NULL, *now = NULL;

  if (!wp_scramble_best_edge_change (puzzle, count_now, search, g_get_monotonic_time () + 2 * G_USEC_PER_SEC,
                                     &change, &complete))
    return;
  was = wp_scramble_edge_name (change.was);
  now = wp_scramble_edge_name (change.edge);
  /* Translators: a piece number, a side ("right"), two edges ("2+", "4-"), a count. */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                             " Changing piece %u's %s edge from %s to %s leaves %u solution%s.",
                                             " Changing piece %u's %s edge from %s to %s leaves %u solutions%s.",
                                             (gulong) change.count),
                          change.piece + 1, wp_side_name (change.side), was, now, (guint) change.count,
                          complete ? _(", the fewest of any one edge") : _(" (not every edge was tried in time)"));
}

static gboolean
analyse (const WpPuzzle *puzzle, WpAnalysis *analysis, WpSearch *search)
{
  WpScrambleCount count;
  guint cells = wp_puzzle_n_cells (puzzle);
  guint64 cap = analysis->cap ? analysis->cap : MAX_KEPT;

  if (!wp_scramble_count (puzzle, WP_SCRAMBLE_ORDER_CENTER, cap, (guint) MIN (cap, MAX_KEPT), search, &count))
    {
      wp_scramble_count_clear (&count);
      return FALSE;
    }
  if (search && wp_search_is_cancelled (search))
    {
      wp_scramble_count_clear (&count);
      return FALSE;
    }
  analysis->count = count.count;
  analysis->count_kind = WP_COUNT_ENUMERATED;
  analysis->exact = count.exact;
  analysis->stopped = count.exact ? WP_STOP_NONE : WP_STOP_CAP;
  analysis->n_values = cells * 4;
  analysis->value_base = 0;
  analysis->value_counts = g_new0 (guint64, (gsize) cells * analysis->n_values);
  for (guint i = 0; i < count.solutions->len; i++)
    {
      const gint *values = g_ptr_array_index (count.solutions, i);

      for (guint cell = 0; cell < cells; cell++)
        analysis->value_counts[cell * analysis->n_values + (guint) values[cell]]++;
    }
  analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  analysis->explanation = explain (puzzle, &count);
  if (count.exact && count.count >= 2)
    {
      GString *text = g_string_new (analysis->explanation);

      explain_edge_change (text, puzzle, search, count.count);
      g_free (analysis->explanation);
      analysis->explanation = g_string_free (text, FALSE);
    }
  if (count.solutions->len >= 2)
    {
      guint best;
      gint *closest = closest_alternative (puzzle, count.solutions, &best);

      add_pattern (analysis, puzzle, g_ptr_array_index (count.solutions, 0), closest);
      analysis->closest_distance = best;
      analysis->closest_proved = count.exact;
      /* The alternative in the frame of solution 0, for the studio to draw
       * the pattern on; it is not tallied. */
      g_ptr_array_add (count.solutions, closest);
    }
  analysis->solutions = g_steal_pointer (&count.solutions);
  return TRUE;
}

const WpAnalysisHooks wp_scramble_analysis_hooks = {
  .analyse = analyse,
};

/* --- Deadly patterns in words --------------------------------------------------------- */

static gint
ascending (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static char *
piece_list (GArray *pieces)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < pieces->len; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == pieces->len ? _(" and ") : ", ");
      g_string_append_printf (text, "%u", g_array_index (pieces, guint, i) + 1);
    }
  return g_string_free (text, FALSE);
}

/* Names a pattern between two arrangements: pieces that only turn in
 * place, two identical pieces that swap, or pieces that change places. */
void
wp_scramble_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  g_autoptr (GArray) pieces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *list = NULL;
  gboolean turn_only = TRUE;

  for (guint i = 0; i < pattern->cells->len; i++)
    {
      guint a = (guint) g_array_index (pattern->first, gint, i) / 4;
      guint b = (guint) g_array_index (pattern->second, gint, i) / 4;

      g_array_append_val (pieces, a);
      turn_only &= a == b;
    }
  g_array_sort (pieces, ascending);
  list = piece_list (pieces);
  g_free (pattern->kind);
  g_free (pattern->where);
  if (turn_only)
    {
      pattern->kind = g_strdup (_("pieces that turn in place"));
      pattern->where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "piece %s turns in place",
                                                     "pieces %s turn in place", pieces->len),
                                        list);
    }
  else if (pieces->len == 2 && wp_scramble_same_look (puzzle, g_array_index (pieces, guint, 0),
                                                       g_array_index (pieces, guint, 1)))
    {
      pattern->kind = g_strdup (_("identical pieces"));
      pattern->where = g_strdup_printf (_("pieces %s are identical and can swap"), list);
    }
  else
    {
      pattern->kind = g_strdup (_("pieces that exchange places"));
      pattern->where = g_strdup_printf (_("pieces %s exchange places"), list);
    }
}
