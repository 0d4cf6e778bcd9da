/* sudoku9.c — fast solution counter for 9×9 Sudoku with any regions
 *
 * The grid is kept digit-major: for each digit, the set of cells where it
 * may still go.  A solved cell keeps exactly its own digit, so "every unit
 * still has a place for every digit" and "every cell still has a candidate"
 * are plain bitwise tests over whole sets.
 *
 * Propagation alternates naked singles (found for all cells at once by
 * counting candidates bit-parallel) with per-digit unit rules, run only for
 * digits whose set changed: a unit with no place left is a contradiction, a
 * unit with one place left is a hidden single, and locked candidates
 * (region/line intersections) remove more.  Rows, columns and standard
 * boxes are handled bit-parallel, all minirows and minicolumns at once;
 * jigsaw regions one by one.  When nothing more follows, search branches on
 * a cell with the fewest candidates (the most unsolved peers among those),
 * trying digits in increasing order, so the order of solutions is
 * deterministic.  A branch copies the small state; there is no undo.
 */
#include "genres/sudoku/sudoku9-private.h"

#include <string.h>

#define N_CELLS       81
#define N_DIGITS      9
#define N_UNITS       27     /* rows, then columns, then regions */
#define FIRST_COLUMN  9
#define FIRST_REGION  18
#define N_BANDS       3
#define CELLS_PER_BAND 27

/* How many nodes to accumulate before telling the context: a node costs
 * about a microsecond at most, so cancellation is still noticed within tens
 * of microseconds. */
#define TICK_BATCH 32

/* --- Sets of cells ----------------------------------------------------------
 *
 * A set of cells is three bands of 27 bits (rows 0–2, 3–5, 6–8), one per
 * lane of a 128-bit vector; inside a band, cell (r, c) is bit 9 (r mod 3) + c.
 * Lane 3 and bits 27–31 of each lane stay clear.  Bitwise operations and
 * shifts act on the three bands at once (one SSE2 or NEON instruction), and a
 * shift never carries from one band into another.
 */
typedef guint32 Cells __attribute__ ((vector_size (16)));
typedef gint32 LaneOrder __attribute__ ((vector_size (16)));

#define BANDS(bits)  ((Cells) { (bits), (bits), (bits), 0 })
#define NO_CELLS     BANDS (0)
#define ALL_CELLS    BANDS (0x7FFFFFF)

#if defined(__clang__)
#define SHUFFLE_LANES(cells, a, b, c, d) __builtin_shufflevector ((cells), (cells), a, b, c, d)
#else
#define SHUFFLE_LANES(cells, a, b, c, d) __builtin_shuffle ((cells), (LaneOrder) { a, b, c, d })
#endif

/* Scalar tests go through the set as two 64-bit halves (bands 0–1, band 2),
 * which costs fewer moves out of the vector than three lanes. */
typedef union {
  Cells   cells;
  guint64 halves[2];
} CellsHalves;

static inline gboolean
cells_any (Cells cells)
{
  CellsHalves view = { cells };

  return (view.halves[0] | view.halves[1]) != 0;
}

static inline gboolean
cells_equal (Cells a, Cells b)
{
  return !cells_any (a ^ b);
}

static inline Cells
cell_bit (guint cell)
{
  Cells bit = NO_CELLS;

  bit[cell / CELLS_PER_BAND] = 1u << (cell % CELLS_PER_BAND);
  return bit;
}

static inline gboolean
cells_has_several (Cells cells)
{
  CellsHalves view = { cells };
  guint64 low = view.halves[0], high = view.halves[1];

  return ((low & (low - 1)) | (high & (high - 1))) != 0 || (low != 0 && high != 0);
}

/* Counts bits without the popcnt instruction, which the build may not
 * allow: per-lane sums of bit pairs, nibbles and bytes, then across lanes. */
static inline guint
cells_count (Cells cells)
{
  Cells sums = cells - ((cells >> 1) & BANDS (0x55555555));
  guint32 total;

  sums = (sums & BANDS (0x33333333)) + ((sums >> 2) & BANDS (0x33333333));
  sums = (sums + (sums >> 4)) & BANDS (0x0F0F0F0F);
  total = sums[0] + sums[1] + sums[2];
  total += total >> 8;
  total += total >> 16;
  return total & 0xFF;
}

/* --- Rows, columns and boxes, bit-parallel -------------------------------------
 *
 * A minirow (three cells of a row inside one box) is three adjacent bits of
 * a band and a minicolumn three bits 9 apart; minirows are flagged at their
 * first cell, minicolumns at their top cell.  Rows and columns are the same
 * in every shape; boxes only in the standard one.
 */
#define COLUMN_0      BANDS (0x40201)                 /* one bit per row */
#define COLUMN_3      BANDS (0x40201 << 3)
#define COLUMN_6      BANDS (0x40201 << 6)
#define COLS_0_MOD_3  BANDS (0x1249249)               /* minirow starts */
#define COLS_1_MOD_3  BANDS (0x1249249 << 1)
#define COLS_2_MOD_3  BANDS (0x1249249 << 2)
#define TOP_ROWS      BANDS (0x1FF)                   /* minicolumn tops */
#define MIDDLE_ROWS   BANDS (0x1FF << 9)
#define BOTTOM_ROWS   BANDS (0x1FF << 18)
#define BOX_CORNERS   BANDS (0x49)

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

static inline Cells
minirow_partners (Cells bits)
{
  return triple_partners (bits, 1, COLS_0_MOD_3, COLS_1_MOD_3, COLS_2_MOD_3);
}

static inline Cells
minicolumn_partners (Cells bits)
{
  return triple_partners (bits, 9, TOP_ROWS, MIDDLE_ROWS, BOTTOM_ROWS);
}

/* For flags at minirow starts: the other two minirows of the row. */
static inline Cells
row_partner_minirows (Cells starts)
{
  return triple_partners (starts, 3, COLUMN_0, COLUMN_3, COLUMN_6);
}

/* For any cells: the same cells in the other two bands. */
static inline Cells
band_partners (Cells cells)
{
  return SHUFFLE_LANES (cells, 1, 2, 0, 3) | SHUFFLE_LANES (cells, 2, 0, 1, 3);
}

static inline Cells
spread_minirows (Cells starts)
{
  return starts | starts << 1 | starts << 2;
}

static inline Cells
spread_minicolumns (Cells tops)
{
  return tops | tops << 9 | tops << 18;
}

/* Rows and columns with places in @cells: rows flagged in column 0, columns
 * in the top row of every band. */
static inline Cells
rows_of (Cells cells)
{
  Cells minirows = cells | cells >> 1 | cells >> 2;

  return (minirows | minirows >> 3 | minirows >> 6) & COLUMN_0;
}

static inline Cells
columns_of (Cells cells)
{
  Cells minicols = (cells | cells >> 9 | cells >> 18) & TOP_ROWS;

  return minicols | band_partners (minicols);
}

static inline Cells
spread_rows (Cells rows)
{
  return spread_minirows (rows | rows << 3 | rows << 6);
}

/* For column flags as columns_of() gives them. */
static inline gboolean
columns_has_several (Cells columns)
{
  return (columns[0] & (columns[0] - 1)) != 0;
}

/* --- Shapes ------------------------------------------------------------------ */

struct _WpSudoku9Shape {
  gboolean boxes;     /* standard 3×3 boxes: use the bit-parallel rules */
  Cells    units[N_UNITS];
  Cells    peers[N_CELLS];
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
      shape->units[FIRST_COLUMN + cell % 9] |= cell_bit (cell);
      shape->units[FIRST_REGION + regions[cell]] |= cell_bit (cell);
    }

  for (guint cell = 0; cell < N_CELLS; cell++)
    {
      Cells seen = shape->units[cell / 9]
                   | shape->units[FIRST_COLUMN + cell % 9]
                   | shape->units[FIRST_REGION + regions[cell]];

      shape->peers[cell] = seen & ~cell_bit (cell);
    }
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

  /* The vectors inside need their natural alignment. */
  shape = g_aligned_alloc (1, sizeof *shape, _Alignof (WpSudoku9Shape));
  shape_init (shape, regions);
  return shape;
}

void
wp_sudoku9_shape_free (WpSudoku9Shape *shape)
{
  g_aligned_free (shape);
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

/* The peers of every cell in @cells. */
static inline Cells
shape_peers_of (const WpSudoku9Shape *shape, Cells cells)
{
  Cells seen = NO_CELLS;

  for (guint band = 0; band < N_BANDS; band++)
    for (guint32 bits = cells[band]; bits != 0; bits &= bits - 1)
      seen |= shape->peers[band * CELLS_PER_BAND + (guint) __builtin_ctz (bits)];
  return seen;
}

/* --- Unit rules for one digit ------------------------------------------------ */

/* One digit's places seen through all 27 minirows and all 27 minicolumns
 * at once.  Rows and columns are the same in every shape; the box fields are
 * filled only for standard boxes. */
typedef struct {
  Cells minirows;            /* minirows with a place */
  Cells minicols;            /* minicolumns with a place */
  Cells rows_elsewhere;      /* per minirow: places in the rest of its row */
  Cells cols_elsewhere;      /* per minicolumn: places in the rest of its column */
  Cells box_rows_elsewhere;  /* per minirow: places in the rest of its box */
  Cells box_cols_elsewhere;  /* per minicolumn: places in the rest of its box */
} PlacesView;

/* FALSE if some row or column (or box, with @boxes) has no place left. */
static inline gboolean
places_view_init (PlacesView *view, Cells places, gboolean boxes)
{
  Cells minirows = (places | places >> 1 | places >> 2) & COLS_0_MOD_3;
  Cells minicols = (places | places >> 9 | places >> 18) & TOP_ROWS;
  Cells rows_with = minirows | minirows >> 3 | minirows >> 6;
  Cells columns_with = minicols | band_partners (minicols);
  Cells missing = (COLUMN_0 & ~rows_with) | (TOP_ROWS & ~columns_with);

  if (boxes)
    missing |= BOX_CORNERS & ~(minirows | minirows >> 9 | minirows >> 18);
  if (cells_any (missing))
    return FALSE;

  view->minirows = minirows;
  view->minicols = minicols;
  view->rows_elsewhere = row_partner_minirows (minirows);
  view->cols_elsewhere = band_partners (minicols);
  if (boxes)
    {
      /* The other minirows of a box are the minicolumn partners of a
       * minirow's start; the other minicolumns of a box, the minirow
       * partners of a minicolumn's top. */
      view->box_rows_elsewhere = minicolumn_partners (minirows);
      view->box_cols_elsewhere = minirow_partners (minicols);
    }
  return TRUE;
}

/* Places alone in their column, or alone in their minirow when that
 * minirow is not flagged in @shared_minirows (minirows whose row — and box,
 * if boxes count — has places elsewhere too). */
static inline Cells
places_view_lone (const PlacesView *view, Cells places, Cells shared_minirows)
{
  return (places & ~minirow_partners (places) & ~spread_minirows (shared_minirows))
         | (places & ~minicolumn_partners (places) & ~spread_minicolumns (view->cols_elsewhere));
}

/* A minirow holding all of its row's places claims the digit for its box;
 * one holding all of its box's places points it along its row.  The same
 * goes for minicolumns.  Returns the places these rule out. */
static inline Cells
places_view_locked_out_of_boxes (const PlacesView *view)
{
  Cells row_claims = view->minirows & ~view->rows_elsewhere;
  Cells box_row_points = view->minirows & ~view->box_rows_elsewhere;
  Cells col_claims = view->minicols & ~view->cols_elsewhere;
  Cells box_col_points = view->minicols & ~view->box_cols_elsewhere;

  return spread_minirows (minicolumn_partners (row_claims)
                          | row_partner_minirows (box_row_points))
         | spread_minicolumns (minirow_partners (col_claims)
                               | band_partners (box_col_points));
}

/* Any regions, one region at a time.  Where the digit is already placed
 * (@settled) a region has nothing left to say: its other cells and the rest
 * of their lines have lost the digit. */

/* Places alone in their region.  FALSE if a region has none. */
static gboolean
regions_lone (const WpSudoku9Shape *shape, Cells places, Cells settled, Cells *lone)
{
  *lone = NO_CELLS;
  for (guint unit = FIRST_REGION; unit < N_UNITS; unit++)
    {
      Cells here = places & shape->units[unit];

      if (!cells_any (here))
        return FALSE;
      if (!cells_any (here & settled) && !cells_has_several (here))
        *lone |= here;
    }
  return TRUE;
}

/* A line whose places all lie in one region claims the digit for that
 * region, and a region whose places all lie in one line points it along the
 * line.  Returns the places these rule out.  Two lines claiming the same
 * region would need the digit twice there, so they rule out all of it. */
static inline Cells
region_locked_out (Cells region, Cells places)
{
  Cells inside = places & region, outside = places & ~region;
  Cells rows = rows_of (inside), columns = columns_of (inside);
  Cells claiming_rows = rows & ~rows_of (outside);
  Cells claiming_columns = columns & ~columns_of (outside);
  Cells out = NO_CELLS;

  if (cells_any (claiming_rows))
    out |= cells_has_several (claiming_rows) ? region : region & ~spread_rows (claiming_rows);
  if (cells_any (claiming_columns))
    out |= columns_has_several (claiming_columns) ? region
                                                  : region & ~spread_minicolumns (claiming_columns);
  if (!cells_has_several (rows))
    out |= spread_rows (rows) & ~region;
  if (!columns_has_several (columns))
    out |= spread_minicolumns (columns) & ~region;
  return out;
}

static Cells
regions_locked_out (const WpSudoku9Shape *shape, Cells places, Cells settled)
{
  Cells out = NO_CELLS;

  for (guint unit = FIRST_REGION; unit < N_UNITS; unit++)
    if (!cells_any (settled & shape->units[unit]))
      out |= region_locked_out (shape->units[unit], places);
  return out;
}

/* --- Grid state and propagation ---------------------------------------------- */

typedef struct {
  Cells cand[N_DIGITS];   /* where each digit may (still) go */
  Cells solved;
  guint stale;            /* digits whose unit rules must run again */
} Grid;

/* Removes @out from @digit's places.  Branch-free: whether anything goes is
 * close to a coin toss, and mispredictions would cost more than the work. */
static inline void
grid_rule_out (Grid *grid, guint digit, Cells out)
{
  grid->stale |= (guint) cells_any (grid->cand[digit] & out) << digit;
  grid->cand[digit] &= ~out;
}

/* Puts @digit in every cell of @cells.  FALSE if two of them see each other
 * or one of them can no longer hold @digit. */
static gboolean
grid_place (Grid *grid, const WpSudoku9Shape *shape, guint digit, Cells cells)
{
  Cells seen = shape_peers_of (shape, cells);

  if (cells_any (seen & cells) || !cells_equal (grid->cand[digit] & cells, cells))
    return FALSE;

  /* Take @cells from every digit, then give them back to @digit.  That
   * leaves @digit stale even when no peer had it: its locked candidates
   * still need another look, as placing skipped them. */
  for (guint other = 0; other < N_DIGITS; other++)
    grid_rule_out (grid, other, cells);
  grid->cand[digit] |= cells;
  grid_rule_out (grid, digit, seen);

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
  Cells once = NO_CELLS, twice = NO_CELLS, singles;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      twice |= once & grid->cand[digit];
      once |= grid->cand[digit];
    }
  if (!cells_equal (once, ALL_CELLS))
    return STEP_CONTRADICTION;

  singles = once & ~twice & ~grid->solved;
  if (!cells_any (singles))
    return STEP_NOTHING;

  /* No other digit is left in these cells, so placing them only takes each
   * digit from the peers. */
  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      Cells mine = singles & grid->cand[digit];
      Cells seen;

      if (!cells_any (mine))
        continue;
      seen = shape_peers_of (shape, mine);
      if (cells_any (seen & mine))
        return STEP_CONTRADICTION;
      grid_rule_out (grid, digit, seen);
    }
  grid->solved |= singles;
  return STEP_PROGRESS;
}

/* The unit rules for one digit.  Hidden singles come first and locked
 * candidates only when there are none, since placing is what makes most
 * progress.  FALSE on contradiction. */
static gboolean
grid_apply_box_rules (Grid *grid, const WpSudoku9Shape *shape, guint digit)
{
  Cells places = grid->cand[digit];
  PlacesView view;
  Cells lone;

  if (!places_view_init (&view, places, TRUE))
    return FALSE;

  lone = places_view_lone (&view, places, view.rows_elsewhere & view.box_rows_elsewhere)
         & ~grid->solved;
  if (cells_any (lone))
    return grid_place (grid, shape, digit, lone);

  grid_rule_out (grid, digit, places_view_locked_out_of_boxes (&view));
  return TRUE;
}

static gboolean
grid_apply_region_rules (Grid *grid, const WpSudoku9Shape *shape, guint digit)
{
  Cells places = grid->cand[digit];
  Cells settled = places & grid->solved;
  PlacesView view;
  Cells lone;

  if (!places_view_init (&view, places, FALSE)
      || !regions_lone (shape, places, settled, &lone))
    return FALSE;

  lone = (lone | places_view_lone (&view, places, view.rows_elsewhere)) & ~grid->solved;
  if (cells_any (lone))
    return grid_place (grid, shape, digit, lone);

  grid_rule_out (grid, digit, regions_locked_out (shape, places, settled));
  return TRUE;
}

/* Applies the rules until none makes progress.  FALSE on contradiction. */
static gboolean
grid_propagate (Grid *grid, const WpSudoku9Shape *shape)
{
  for (;;)
    {
      Step step = grid_naked_singles (grid, shape);

      if (step == STEP_CONTRADICTION)
        return FALSE;
      if (step == STEP_PROGRESS)
        continue;
      if (grid->stale == 0)
        return TRUE;

      /* Naked singles are cheap to look for, so they wait only until every
       * digit that was stale at this point has had its unit rules run. */
      for (guint stale = grid->stale; stale != 0; stale &= stale - 1)
        {
          guint digit = (guint) __builtin_ctz (stale);
          gboolean ok;

          grid->stale &= ~(1u << digit);
          ok = shape->boxes ? grid_apply_box_rules (grid, shape, digit)
                            : grid_apply_region_rules (grid, shape, digit);
          if (!ok)
            return FALSE;
        }
    }
}

/* Unsolved cells with exactly @count candidates, from candidate counts held
 * as bit-planes. */
static inline Cells
cells_with_count (const Cells planes[4], Cells unsolved, guint count)
{
  Cells cells = unsolved;

  for (guint plane = 0; plane < 4; plane++)
    cells &= (count >> plane & 1) ? planes[plane] : ~planes[plane];
  return cells;
}

/* Unsolved cells with the fewest candidates.  Only called when every
 * unsolved cell has two or more. */
static Cells
grid_fewest_candidates (const Grid *grid, Cells unsolved)
{
  Cells once = NO_CELLS, twice = NO_CELLS, thrice = NO_CELLS;
  Cells planes[4] = { NO_CELLS, NO_CELLS, NO_CELLS, NO_CELLS };
  Cells fewest = NO_CELLS;

  /* Bivalue cells are by far the most common answer, and need only three
   * running ORs rather than full counts. */
  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      thrice |= twice & grid->cand[digit];
      twice |= once & grid->cand[digit];
      once |= grid->cand[digit];
    }
  if (cells_any (twice & ~thrice))
    return twice & ~thrice;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      Cells carry = grid->cand[digit];

      for (guint plane = 0; plane < 4; plane++)
        {
          Cells sum = planes[plane] ^ carry;

          carry &= planes[plane];
          planes[plane] = sum;
        }
    }
  for (guint count = 3; count <= N_DIGITS && !cells_any (fewest); count++)
    fewest = cells_with_count (planes, unsolved, count);
  return fewest;
}

/* Branches on a cell with the fewest candidates; among those, on the one
 * with the most unsolved peers, whose guess propagates furthest — that
 * halves the nodes on hard puzzles compared with taking the first.  Lowest
 * index on a tie. */
static guint
grid_pick_branch_cell (const Grid *grid, const WpSudoku9Shape *shape)
{
  Cells unsolved = ALL_CELLS & ~grid->solved;
  Cells fewest = grid_fewest_candidates (grid, unsolved);
  guint best = 0, best_score = 0;

  for (guint band = 0; band < N_BANDS; band++)
    for (guint32 bits = fewest[band]; bits != 0; bits &= bits - 1)
      {
        guint cell = band * CELLS_PER_BAND + (guint) __builtin_ctz (bits);
        guint score = cells_count (shape->peers[cell] & unsolved) + 1;

        if (score > best_score)
          {
            best_score = score;
            best = cell;
          }
      }
  return best;
}

/* The digits still possible in @cell, as a bit mask. */
static guint
grid_digits_at (const Grid *grid, Cells cell)
{
  guint digits = 0;

  for (guint digit = 0; digit < N_DIGITS; digit++)
    if (cells_any (grid->cand[digit] & cell))
      digits |= 1u << digit;
  return digits;
}

/* FALSE if two givens contradict each other. */
static gboolean
grid_init (Grid *grid, const WpSudoku9Shape *shape, const gint givens[N_CELLS])
{
  /* Indexed by value, 0 collecting the empty cells so the loop needs no
   * test. */
  Cells given[1 + N_DIGITS], seen[1 + N_DIGITS];
  Cells all_given, conflicts = NO_CELLS;

  for (guint value = 0; value <= N_DIGITS; value++)
    given[value] = seen[value] = NO_CELLS;
  for (guint cell = 0; cell < N_CELLS; cell++)
    {
      given[givens[cell]][cell / CELLS_PER_BAND] |= 1u << (cell % CELLS_PER_BAND);
      seen[givens[cell]] |= shape->peers[cell];
    }

  all_given = ALL_CELLS & ~given[0];
  for (guint digit = 0; digit < N_DIGITS; digit++)
    {
      Cells mine = given[digit + 1];

      conflicts |= seen[digit + 1] & mine;
      grid->cand[digit] = ALL_CELLS & ~(all_given & ~mine) & ~seen[digit + 1];
    }
  grid->solved = all_given;

  /* Every unit must be checked once, changed or not. */
  grid->stale = (1u << N_DIGITS) - 1;
  return !cells_any (conflicts);
}

/* --- Search ------------------------------------------------------------------- */

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
    for (guint band = 0; band < N_BANDS; band++)
      for (guint32 bits = grid->cand[digit][band]; bits != 0; bits &= bits - 1)
        values[band * CELLS_PER_BAND + (guint) __builtin_ctz (bits)] = (gint) digit + 1;

  if (!wp_search_context_add_solution (searcher->ctx, values))
    searcher->stop = TRUE;
}

/* Explores @grid, which it may overwrite: every candidate of the branch
 * cell but the last gets a copy, and the last carries on in @grid. */
static void
searcher_explore (Searcher *searcher, Grid *grid)
{
  const WpSudoku9Shape *shape = searcher->shape;

  while (!searcher->stop && grid_propagate (grid, shape))
    {
      Cells cell;
      guint digits;

      if (cells_equal (grid->solved, ALL_CELLS))
        {
          searcher_report (searcher, grid);
          return;
        }

      cell = cell_bit (grid_pick_branch_cell (grid, shape));
      digits = grid_digits_at (grid, cell);
      while ((digits & (digits - 1)) != 0)
        {
          Grid child = *grid;

          searcher_count_node (searcher);
          if (grid_place (&child, shape, (guint) __builtin_ctz (digits), cell))
            searcher_explore (searcher, &child);
          if (searcher->stop)
            return;
          digits &= digits - 1;
        }

      searcher_count_node (searcher);
      if (!grid_place (grid, shape, (guint) __builtin_ctz (digits), cell))
        return;
    }
}

static gboolean
givens_are_valid (const gint givens[N_CELLS])
{
  for (guint cell = 0; cell < N_CELLS; cell++)
    if (givens[cell] < 0 || givens[cell] > N_DIGITS)
      return FALSE;
  return TRUE;
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

  /* Checked even without g_return checks: the values index arrays. */
  if (G_UNLIKELY (!givens_are_valid (givens)))
    {
      g_critical ("%s: givens must lie in 0..9", G_STRFUNC);
      return;
    }

  if (grid_init (&grid, shape, givens))
    searcher_explore (&searcher, &grid);

  if (searcher.pending_nodes > 0)
    wp_search_context_tick (ctx, searcher.pending_nodes);
}
