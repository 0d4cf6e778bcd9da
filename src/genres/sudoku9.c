/* sudoku9.c — fast solution counter for 9×9 Sudoku with any regions
 *
 * The grid is kept digit-major: for each digit, an 81-bit set of the cells
 * where it may still go.  A solved cell keeps exactly its own digit's bit, so
 * "every unit still has a place for every digit" and "every cell still has a
 * candidate" are plain bitwise tests over whole sets.
 *
 * Propagation alternates naked singles (found for all cells at once by
 * counting candidates bit-parallel) with per-digit unit rules, run only for
 * digits whose set changed: a unit with no place left is a contradiction, a
 * unit with one place left is a hidden single, and locked candidates
 * (region/line intersections) remove more.  With standard boxes the unit
 * rules work on whole minirows and minicolumns at once; jigsaw regions use a
 * loop over units.  When nothing more follows, search branches on a cell with
 * the fewest candidates — usually a bivalue cell — trying digits in
 * increasing order, so the order of solutions is deterministic.
 */
#include "genres/sudoku9-private.h"

#include <string.h>

#define N_CELLS   81
#define N_DIGITS  9
#define N_UNITS   27         /* rows 0–8, columns 9–17, regions 18–26 */

/* How many nodes to accumulate before telling the context: a node costs well
 * under a microsecond, so cancellation is still noticed promptly. */
#define TICK_BATCH 32

/* A set of cells: bit c stands for cell c (row-major). */
typedef unsigned __int128 Cells;

#define ALL_CELLS ((((Cells) 1) << N_CELLS) - 1)

static inline Cells
cell_bit (guint cell)
{
  return ((Cells) 1) << cell;
}

static inline gboolean
cells_has_several (Cells cells)
{
  return (cells & (cells - 1)) != 0;
}

static inline guint
cells_first (Cells cells)
{
  guint64 low = (guint64) cells;

  if (low != 0)
    return (guint) __builtin_ctzll (low);
  return 64 + (guint) __builtin_ctzll ((guint64) (cells >> 64));
}

/* The standard layout, bit-parallel.  Cell (r, c) is bit 9r + c, so a
 * minirow (three cells of a row inside one box) is three adjacent bits and a
 * minicolumn is three bits 9 apart.  These masks pick out positions. */
#define COLUMN_0      ((Cells) 1 | (Cells) 1 << 9 | (Cells) 1 << 18 | (Cells) 1 << 27 \
                       | (Cells) 1 << 36 | (Cells) 1 << 45 | (Cells) 1 << 54 \
                       | (Cells) 1 << 63 | (Cells) 1 << 72)
#define COLUMN_3      (COLUMN_0 << 3)
#define COLUMN_6      (COLUMN_0 << 6)
#define COLS_0_MOD_3  (COLUMN_0 | COLUMN_3 | COLUMN_6)     /* minirow starts */
#define COLS_1_MOD_3  (COLS_0_MOD_3 << 1)
#define COLS_2_MOD_3  (COLS_0_MOD_3 << 2)
#define ROW_0         ((Cells) 0x1FF)
#define BAND_0        ((Cells) 0x7FFFFFF)                   /* rows 0–2 */
#define BAND_1        (BAND_0 << 27)
#define BAND_2        (BAND_0 << 54)
#define ROWS_0_MOD_3  (ROW_0 | ROW_0 << 27 | ROW_0 << 54)   /* minicolumn tops */
#define ROWS_1_MOD_3  (ROWS_0_MOD_3 << 9)
#define ROWS_2_MOD_3  (ROWS_0_MOD_3 << 18)
#define BOX_CORNERS   (COLS_0_MOD_3 & ROWS_0_MOD_3)

/* @bits sit in aligned triples of positions @step apart, whose first,
 * second and third members are selected by @first, @second and @third.
 * Returns, at each position, the OR of its two partners in the triple. */
static inline Cells
triple_partners (Cells bits, guint step, Cells first, Cells second, Cells third)
{
  return (((bits >> step) | (bits >> (2 * step))) & first)
         | (((bits << step) | (bits >> step)) & second)
         | (((bits << step) | (bits << (2 * step))) & third);
}

/* Widens flags at minirow starts to the whole minirow. */
static inline Cells
spread_minirows (Cells starts)
{
  return starts | starts << 1 | starts << 2;
}

/* Widens flags at minicolumn tops to the whole minicolumn. */
static inline Cells
spread_minicolumns (Cells tops)
{
  return tops | tops << 9 | tops << 18;
}

/* --- Shapes --------------------------------------------------------------- */

/* Where a region meets a row or a column.  If a digit's places in the line
 * all lie in the region, the digit is locked there and leaves the rest of the
 * region, and the other way round. */
typedef struct {
  Cells both;
  Cells line_only;
  Cells region_only;
} Intersection;

/* Each region meets at most 9 rows and 9 columns. */
#define MAX_INTERSECTIONS (2 * N_DIGITS * N_DIGITS)

struct _WpSudoku9Shape {
  gboolean     boxes;     /* standard 3×3 boxes: use the bit-parallel rules */
  Cells        units[N_UNITS];
  Cells        peers[N_CELLS];
  guint        n_intersections;
  Intersection intersections[MAX_INTERSECTIONS];
};

static guint8
standard_box (guint cell)
{
  return (guint8) (cell / 27 * 3 + cell % 9 / 3);
}

static guint
standard_box_corner (guint cell)
{
  return cell / 27 * 27 + cell % 9 / 3 * 3;
}

static void
shape_add_intersection (WpSudoku9Shape *shape, Cells line, Cells region)
{
  Cells both = line & region;
  Intersection *meet;

  /* One shared cell adds nothing a hidden single would not find, and a
   * region that is a whole line leaves nothing to remove. */
  if (!cells_has_several (both) || both == line)
    return;

  meet = &shape->intersections[shape->n_intersections++];
  meet->both = both;
  meet->line_only = line & ~both;
  meet->region_only = region & ~both;
}

static void
shape_init (WpSudoku9Shape *shape, const guint8 regions[N_CELLS])
{
  memset (shape, 0, sizeof *shape);

  /* Region numbering does not matter, only which cells share a region. */
  shape->boxes = TRUE;
  for (guint cell = 0; cell < N_CELLS; cell++)
    if (regions[cell] != regions[standard_box_corner (cell)])
      shape->boxes = FALSE;

  for (guint cell = 0; cell < N_CELLS; cell++)
    {
      shape->units[cell / 9] |= cell_bit (cell);
      shape->units[9 + cell % 9] |= cell_bit (cell);
      shape->units[18 + regions[cell]] |= cell_bit (cell);
    }

  for (guint cell = 0; cell < N_CELLS; cell++)
    {
      Cells seen = shape->units[cell / 9]
                   | shape->units[9 + cell % 9]
                   | shape->units[18 + regions[cell]];

      shape->peers[cell] = seen & ~cell_bit (cell);
    }

  for (guint region = 18; region < N_UNITS; region++)
    for (guint line = 0; line < 18; line++)
      shape_add_intersection (shape, shape->units[line], shape->units[region]);
}

static gboolean
regions_are_valid (const guint8 regions[N_CELLS])
{
  guint sizes[N_DIGITS] = { 0 };

  for (guint cell = 0; cell < N_CELLS; cell++)
    {
      if (regions[cell] >= N_DIGITS)
        return FALSE;
      sizes[regions[cell]]++;
    }
  for (guint region = 0; region < N_DIGITS; region++)
    if (sizes[region] != 9)
      return FALSE;
  return TRUE;
}

WpSudoku9Shape *
wp_sudoku9_shape_new (const guint8 regions[81])
{
  WpSudoku9Shape *shape;

  g_return_val_if_fail (regions != NULL, NULL);
  g_return_val_if_fail (regions_are_valid (regions), NULL);

  shape = g_new (WpSudoku9Shape, 1);
  shape_init (shape, regions);
  return shape;
}

void
wp_sudoku9_shape_free (WpSudoku9Shape *shape)
{
  g_free (shape);
}

const WpSudoku9Shape *
wp_sudoku9_shape_standard (void)
{
  static WpSudoku9Shape standard;
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      guint8 boxes[N_CELLS];

      for (guint cell = 0; cell < N_CELLS; cell++)
        boxes[cell] = standard_box (cell);
      shape_init (&standard, boxes);
      g_once_init_leave (&initialised, 1);
    }
  return &standard;
}

/* --- Unit rules for one digit --------------------------------------------- */

/* What the units say about one digit's places. */
typedef struct {
  Cells lone;         /* places that are the only one left in some unit */
  Cells locked_out;   /* places locked candidates rule out */
} DigitFacts;

/* Standard boxes.  FALSE if some unit has no place left. */
static gboolean
digit_facts_boxes (Cells places, DigitFacts *facts)
{
  Cells minirows = (places | places >> 1 | places >> 2) & COLS_0_MOD_3;
  Cells minicols = (places | places >> 9 | places >> 18) & ROWS_0_MOD_3;
  Cells rows_elsewhere, box_rows_elsewhere, cols_elsewhere, box_cols_elsewhere;
  Cells row_claims, box_row_points, col_claims, box_col_points;
  Cells lone_in_row_or_box, lone_in_col;

  if (((minirows | minirows >> 3 | minirows >> 6) & COLUMN_0) != COLUMN_0
      || ((minicols | minicols >> 27 | minicols >> 54) & ROW_0) != ROW_0
      || ((minirows | minirows >> 9 | minirows >> 18) & BOX_CORNERS) != BOX_CORNERS)
    return FALSE;

  /* For each minirow: does the digit have places in the rest of its row,
   * or in the rest of its box (other rows)?  Likewise for minicolumns. */
  rows_elsewhere = triple_partners (minirows, 3, COLUMN_0, COLUMN_3, COLUMN_6);
  box_rows_elsewhere = triple_partners (minirows, 9, ROWS_0_MOD_3, ROWS_1_MOD_3, ROWS_2_MOD_3);
  cols_elsewhere = triple_partners (minicols, 27, BAND_0, BAND_1, BAND_2);
  box_cols_elsewhere = triple_partners (minicols, 1, COLS_0_MOD_3, COLS_1_MOD_3, COLS_2_MOD_3);

  lone_in_row_or_box = ~triple_partners (places, 1, COLS_0_MOD_3, COLS_1_MOD_3, COLS_2_MOD_3)
                       & ~spread_minirows (rows_elsewhere & box_rows_elsewhere);
  lone_in_col = ~triple_partners (places, 9, ROWS_0_MOD_3, ROWS_1_MOD_3, ROWS_2_MOD_3)
                & ~spread_minicolumns (cols_elsewhere);
  facts->lone = places & (lone_in_row_or_box | lone_in_col);

  /* A minirow holding the row's only places claims the digit for its box;
   * a minirow holding the box's only places points it along its row. */
  row_claims = minirows & ~rows_elsewhere;
  box_row_points = minirows & ~box_rows_elsewhere;
  col_claims = minicols & ~cols_elsewhere;
  box_col_points = minicols & ~box_cols_elsewhere;
  facts->locked_out =
    spread_minirows (triple_partners (row_claims, 9, ROWS_0_MOD_3, ROWS_1_MOD_3, ROWS_2_MOD_3)
                     | triple_partners (box_row_points, 3, COLUMN_0, COLUMN_3, COLUMN_6))
    | spread_minicolumns (triple_partners (col_claims, 1, COLS_0_MOD_3, COLS_1_MOD_3, COLS_2_MOD_3)
                          | triple_partners (box_col_points, 27, BAND_0, BAND_1, BAND_2));
  return TRUE;
}

/* Any regions.  FALSE if some unit has no place left. */
static gboolean
digit_facts_regions (const WpSudoku9Shape *shape, Cells places, DigitFacts *facts)
{
  facts->lone = 0;
  facts->locked_out = 0;

  for (guint unit = 0; unit < N_UNITS; unit++)
    {
      Cells here = places & shape->units[unit];

      if (here == 0)
        return FALSE;
      if (!cells_has_several (here))
        facts->lone |= here;
    }

  for (guint i = 0; i < shape->n_intersections; i++)
    {
      const Intersection *meet = &shape->intersections[i];

      if ((places & meet->both) == 0)
        continue;
      if ((places & meet->line_only) == 0)
        facts->locked_out |= meet->region_only;
      else if ((places & meet->region_only) == 0)
        facts->locked_out |= meet->line_only;
    }
  return TRUE;
}

/* --- Grid state and propagation --------------------------------------------- */

typedef struct {
  Cells cand[N_DIGITS];   /* where each digit may (still) go */
  Cells solved;
  guint stale;            /* digits whose unit rules must run again */
} Grid;

/* Puts @digit in every cell of @cells.  FALSE if two of them see each other
 * or one of them can no longer hold @digit. */
static gboolean
grid_place (Grid *grid, const WpSudoku9Shape *shape, guint digit, Cells cells)
{
  Cells seen = 0;
  Cells before;

  for (Cells rest = cells; rest != 0; rest &= rest - 1)
    seen |= shape->peers[cells_first (rest)];
  if ((seen & cells) != 0 || (grid->cand[digit] & cells) != cells)
    return FALSE;

  before = grid->cand[digit];
  grid->cand[digit] &= ~seen;
  if (grid->cand[digit] != before)
    grid->stale |= 1u << digit;

  for (guint other = 0; other < N_DIGITS; other++)
    if (other != digit && (grid->cand[other] & cells) != 0)
      {
        grid->cand[other] &= ~cells;
        grid->stale |= 1u << other;
      }

  grid->solved |= cells;
  return TRUE;
}

typedef enum {
  STEP_CONTRADICTION,
  STEP_NOTHING,
  STEP_PROGRESS,
} Step;

static Step
grid_naked_singles (Grid *grid, const WpSudoku9Shape *shape)
{
  Cells once = 0, twice = 0, singles;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      twice |= once & grid->cand[digit];
      once |= grid->cand[digit];
    }
  if (once != ALL_CELLS)
    return STEP_CONTRADICTION;

  singles = once & ~twice & ~grid->solved;
  if (singles == 0)
    return STEP_NOTHING;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      Cells mine = singles & grid->cand[digit];

      if (mine != 0 && !grid_place (grid, shape, digit, mine))
        return STEP_CONTRADICTION;
    }
  return STEP_PROGRESS;
}

/* Hidden singles first; locked candidates only when there are none, since
 * placing is what makes most progress. */
static gboolean
grid_apply_unit_rules (Grid *grid, const WpSudoku9Shape *shape, guint digit)
{
  Cells places = grid->cand[digit];
  DigitFacts facts;
  gboolean ok = shape->boxes ? digit_facts_boxes (places, &facts)
                             : digit_facts_regions (shape, places, &facts);

  if (!ok)
    return FALSE;

  facts.lone &= ~grid->solved;
  if (facts.lone != 0)
    return grid_place (grid, shape, digit, facts.lone);

  if ((places & facts.locked_out) != 0)
    {
      grid->cand[digit] = places & ~facts.locked_out;
      grid->stale |= 1u << digit;
    }
  return TRUE;
}

/* Applies the rules until none makes progress.  FALSE on contradiction. */
static gboolean
grid_propagate (Grid *grid, const WpSudoku9Shape *shape)
{
  for (;;)
    {
      Step step = grid_naked_singles (grid, shape);
      guint digit;

      if (step == STEP_CONTRADICTION)
        return FALSE;
      if (step == STEP_PROGRESS)
        continue;
      if (grid->stale == 0)
        return TRUE;

      for (guint stale = grid->stale; stale != 0; stale &= stale - 1)
        {
          digit = (guint) __builtin_ctz (stale);
          grid->stale &= ~(1u << digit);
          if (!grid_apply_unit_rules (grid, shape, digit))
            return FALSE;
        }
    }
}

/* The unsolved cell with the fewest candidates, the lowest such index on a
 * tie.  Only called when every unsolved cell has at least two. */
static guint
grid_pick_branch_cell (const Grid *grid)
{
  /* Candidate counts as four bit-planes, added one digit at a time. */
  Cells bit0 = 0, bit1 = 0, bit2 = 0, bit3 = 0;
  Cells pick = 0;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      Cells carry0 = bit0 & grid->cand[digit];
      Cells carry1 = bit1 & carry0;

      bit0 ^= grid->cand[digit];
      bit1 ^= carry0;
      bit3 |= bit2 & carry1;
      bit2 ^= carry1;
    }

  for (guint count = 2; count <= N_DIGITS && pick == 0; count++)
    {
      pick = ~grid->solved & ALL_CELLS;
      pick &= (count & 1) ? bit0 : ~bit0;
      pick &= (count & 2) ? bit1 : ~bit1;
      pick &= (count & 4) ? bit2 : ~bit2;
      pick &= (count & 8) ? bit3 : ~bit3;
    }
  return cells_first (pick);
}

static gboolean
grid_init (Grid *grid, const WpSudoku9Shape *shape, const gint givens[N_CELLS])
{
  Cells given[N_DIGITS] = { 0 };

  for (guint cell = 0; cell < N_CELLS; cell++)
    if (givens[cell] >= 1 && givens[cell] <= N_DIGITS)
      given[givens[cell] - 1] |= cell_bit (cell);

  for (guint digit = 0; digit < N_DIGITS; digit++)
    grid->cand[digit] = ALL_CELLS;
  grid->solved = 0;
  grid->stale = 0;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    if (given[digit] != 0 && !grid_place (grid, shape, digit, given[digit]))
      return FALSE;

  /* Every unit must be checked once, changed or not. */
  grid->stale = (1u << N_DIGITS) - 1;
  return TRUE;
}

/* --- Search ------------------------------------------------------------------ */

typedef struct {
  const WpSudoku9Shape *shape;
  WpSearchContext      *ctx;
  guint                 pending_nodes;
  gboolean              stop;
} Searcher;

static void
searcher_count_node (Searcher *searcher)
{
  if (++searcher->pending_nodes < TICK_BATCH)
    return;
  searcher->pending_nodes = 0;
  if (!wp_search_context_tick (searcher->ctx, TICK_BATCH))
    searcher->stop = TRUE;
}

static void
searcher_report (Searcher *searcher, const Grid *grid)
{
  gint values[N_CELLS];

  for (guint digit = 0; digit < N_DIGITS; digit++)
    for (Cells rest = grid->cand[digit]; rest != 0; rest &= rest - 1)
      values[cells_first (rest)] = (gint) digit + 1;

  if (!wp_search_context_add_solution (searcher->ctx, values))
    searcher->stop = TRUE;
}

/* Explores @grid, which it may overwrite.  The last candidate of a branch
 * cell reuses @grid instead of a copy, so the loop is the tail call. */
static void
searcher_explore (Searcher *searcher, Grid *grid)
{
  const WpSudoku9Shape *shape = searcher->shape;

  while (!searcher->stop && grid_propagate (grid, shape))
    {
      guint cell;
      guint digit;
      Cells bit;

      if (grid->solved == ALL_CELLS)
        {
          searcher_report (searcher, grid);
          return;
        }

      cell = grid_pick_branch_cell (grid);
      bit = cell_bit (cell);
      digit = 0;
      while ((grid->cand[digit] & bit) == 0)
        digit++;

      for (guint next = digit + 1; next < N_DIGITS; next++)
        {
          Grid child;

          if ((grid->cand[next] & bit) == 0)
            continue;

          child = *grid;
          searcher_count_node (searcher);
          if (grid_place (&child, shape, digit, bit))
            searcher_explore (searcher, &child);
          if (searcher->stop)
            return;
          digit = next;
        }

      searcher_count_node (searcher);
      if (!grid_place (grid, shape, digit, bit))
        return;
    }
}

void
wp_sudoku9_search (const WpSudoku9Shape *shape,
                   const gint            givens[81],
                   WpSearchContext      *ctx)
{
  Searcher searcher = { shape, ctx, 1, FALSE };   /* the root is a node */
  Grid grid;

  g_return_if_fail (shape != NULL);
  g_return_if_fail (givens != NULL);
  g_return_if_fail (ctx != NULL);

  if (grid_init (&grid, shape, givens))
    searcher_explore (&searcher, &grid);

  if (searcher.pending_nodes > 0)
    wp_search_context_tick (ctx, searcher.pending_nodes);
}
