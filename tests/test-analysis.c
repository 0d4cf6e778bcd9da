/* test-analysis.c — deadly patterns, closest alternatives, locked rectangles,
 * true candidates, suggestions, redundant givens */
#include "wp-test-utils.h"
#include "genres/ashes/ashes.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

#include <string.h>

#define EXAMPLE_ONE \
  "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483"
#define EXAMPLE_TWO \
  "3.86.9.141.43.8.696.94.1.38743185692862947351915236847487593126236814975591762483"
#define SEVENTEEN \
  "000000010400000000020000000000050407008000300001090000300400200050100000000806000"

/* 9×9 puzzles with 22 and 25 givens from example one's grid: far beyond
 * the enumeration cap. */
static const char *const MANY[] = {
  "..8..92..15....7..629.7.538.4......2...9.....................2......4.7.5.1.6....",
  "378..92..15....7..629.7.53874......2...9.....................2......4.7.5.1.6....",
};
/* Example one's first solution with the rectangle r4c4 r4c5 r8c4 r8c5, the
 * nine cells of example two and all of row 9 blank: 2 × 12 solutions. */
#define RECTANGLE_AND_BAND \
  "3.86.9.141.43.8.696.94.1.38743..5692862947351915236847487593126236..4975........."
/* Example one's grid with 40 blanks, the rectangle's four among them, but
 * neither of its values is locked in: 6 solutions, none of them a swap of it. */
#define RECTANGLE_NOT_LOCKED \
  "3..6.92..1..32..6.62..7..38.4...56..8.294..519.5...8.748....12.2....49..5...62..3"

static WpAnalysis *
analyse_with_cap (const WpPuzzle *puzzle, guint64 cap)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpAnalysisOptions options = { .cap = cap };
  WpAnalysis *analysis = wp_analyse (puzzle, &options, search, &error);

  g_assert_no_error (error);
  return analysis;
}

static WpAnalysis *
analyse (const WpPuzzle *puzzle)
{
  return analyse_with_cap (puzzle, 0);
}

static guint
distance (const gint *a, const gint *b)
{
  guint d = 0;

  for (guint i = 0; i < 81; i++)
    d += a[i] != b[i];
  return d;
}

/* The fewest cells any other enumerated solution changes in solution @i. */
static guint
nearest_enumerated (GPtrArray *solutions, guint n_solutions, guint i)
{
  guint best = G_MAXUINT;

  for (guint j = 0; j < n_solutions; j++)
    if (j != i)
      best = MIN (best, distance (g_ptr_array_index (solutions, i), g_ptr_array_index (solutions, j)));
  return best;
}

static guint
pattern_cells (GPtrArray *patterns)
{
  guint n = 0;

  for (guint i = 0; i < patterns->len; i++)
    n += ((const WpPattern *) g_ptr_array_index (patterns, i))->cells->len;
  return n;
}

/* The unique rectangle of seed 002 example one: r4c4, r4c5, r8c4, r8c5
 * holding 1 and 8 one way in the first solution and the other way in the
 * second. */
static void
assert_example_one_rectangle (const WpPattern *pattern)
{
  const guint expected[] = { 30, 31, 66, 67 };

  g_assert_cmpstr (pattern->kind, ==, "unique rectangle");
  g_assert_cmpstr (pattern->where, ==, "rows 4 and 8, columns 4 and 5, boxes 5 and 8");
  g_assert_cmpuint (pattern->cells->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      gint a = g_array_index (pattern->first, gint, i), b = g_array_index (pattern->second, gint, i);

      g_assert_cmpuint (g_array_index (pattern->cells, guint, i), ==, expected[i]);
      g_assert_true ((a == 1 && b == 8) || (a == 8 && b == 1));
    }
}

/* Seed 002, example one: one unique rectangle on r4c4, r4c5, r8c4, r8c5
 * swapping 1 and 8, and placing any of its cells fixes the puzzle. */
static void
test_unique_rectangle (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  const WpPattern *pattern;
  gboolean suggests_rectangle = FALSE;

  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  assert_example_one_rectangle (pattern);

  /* True candidates: each rectangle cell takes 1 once and 8 once. */
  g_assert_cmpuint (wp_analysis_value_count (analysis, 30, 1), ==, 1);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 30, 8), ==, 1);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 30, 5), ==, 0);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 0, 3), ==, 2);   /* a given */

  g_assert_cmpuint (analysis->suggestions->len, >, 0);
  for (guint i = 0; i < analysis->suggestions->len; i++)
    {
      const WpSuggestion *s = &g_array_index (analysis->suggestions, WpSuggestion, i);

      g_assert_cmpuint (s->remaining, ==, 1);
      g_assert_true (s->exact);
      suggests_rectangle |= s->cell == 30 || s->cell == 31 || s->cell == 66 || s->cell == 67;
    }
  g_assert_true (suggests_rectangle);
  g_assert_null (analysis->redundant);
}

/* Seed 002, example two: all 12 solutions counted; the patterns between
 * all pairs of them cover exactly the nine blanked cells of the top band. */
static void
test_latin_square_band (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_TWO);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  guint8 covered[81] = { 0 };
  const guint blanks[] = { 1, 4, 6, 10, 13, 15, 19, 22, 24 };
  guint n_covered = 0;

  g_assert_cmpuint (analysis->count, ==, 12);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->solutions->len, ==, 12);
  for (guint i = 0; i < 12; i++)
    for (guint j = i + 1; j < 12; j++)
      {
        g_autoptr (GPtrArray) patterns = wp_find_patterns (puzzle, g_ptr_array_index (analysis->solutions, i),
                                                           g_ptr_array_index (analysis->solutions, j));
        for (guint p = 0; p < patterns->len; p++)
          {
            const WpPattern *pattern = g_ptr_array_index (patterns, p);
            for (guint c = 0; c < pattern->cells->len; c++)
              covered[g_array_index (pattern->cells, guint, c)] = TRUE;
          }
      }
  for (guint cell = 0; cell < 81; cell++)
    n_covered += covered[cell];
  g_assert_cmpuint (n_covered, ==, 9);
  for (guint i = 0; i < G_N_ELEMENTS (blanks); i++)
    g_assert_true (covered[blanks[i]]);
  /* Every blank takes 2, 5 and 7, four times each. */
  g_assert_cmpuint (wp_analysis_value_count (analysis, 1, 2), ==, 4);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 1, 5), ==, 4);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 1, 7), ==, 4);
}

/* A unique puzzle with one extra given from its solution: that given is
 * redundant, and every given reported redundant really is (recounted). */
static void
test_redundant_givens (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpAnalysis) minimal = analyse (puzzle);
  g_autoptr (WpAnalysis) padded = NULL;
  WpSearchResult solved;
  gboolean found = FALSE;

  g_assert_cmpuint (minimal->count, ==, 1);
  g_assert_true (minimal->minimal);
  g_assert_cmpuint (minimal->redundant->len, ==, 0);

  wp_test_count (puzzle, 2, 1, &solved);
  puzzle->cells[0] = ((const gint *) g_ptr_array_index (solved.solutions, 0))[0];
  wp_search_result_clear (&solved);
  padded = analyse (puzzle);
  g_assert_false (padded->minimal);
  for (guint i = 0; i < padded->redundant->len; i++)
    {
      guint cell = g_array_index (padded->redundant, guint, i);
      g_autoptr (WpPuzzle) without = wp_puzzle_copy (puzzle);
      WpSearchResult result;

      found |= cell == 0;
      without->cells[cell] = WP_CELL_EMPTY;
      wp_test_count (without, 2, 0, &result);
      g_assert_cmpuint (result.count, ==, 1);
      wp_search_result_clear (&result);
    }
  g_assert_true (found);
}

/* Example one: the only other solution is the rectangle swapped, four cells
 * away, and the branch and bound proves nothing is closer. */
static void
test_closest_example_one (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-one.txt");
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autofree gint *alternative = NULL;
  gboolean proved = FALSE;
  guint d;

  g_assert_cmpuint (analysis->closest_distance, ==, 4);
  g_assert_true (analysis->closest_proved);
  g_assert_cmpuint (analysis->solutions->len, ==, 2);

  d = wp_closest_alternative (puzzle, g_ptr_array_index (analysis->solutions, 0), search, 0,
                              &alternative, &proved);
  g_assert_cmpuint (d, ==, 4);
  g_assert_true (proved);
  g_assert_cmpmem (alternative, 81 * sizeof (gint), g_ptr_array_index (analysis->solutions, 1), 81 * sizeof (gint));
}

/* Example two: all 12 solutions are enumerated, so brute force over every
 * pair says how close two can be; the branch and bound from each solution
 * must find exactly its nearest neighbour. */
static void
test_closest_example_two (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-two.txt");
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (WpSearch) search = wp_search_new ();
  guint closest_pair = G_MAXUINT;

  g_assert_cmpuint (analysis->count, ==, 12);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->solutions->len, ==, 12);
  for (guint i = 0; i < 12; i++)
    {
      g_autofree gint *alternative = NULL;
      gboolean proved = FALSE;
      guint nearest = nearest_enumerated (analysis->solutions, 12, i);
      guint d = wp_closest_alternative (puzzle, g_ptr_array_index (analysis->solutions, i), search, 0,
                                        &alternative, &proved);

      g_assert_cmpuint (d, ==, nearest);
      g_assert_true (proved);
      g_assert_true (wp_test_is_solution (puzzle, alternative));
      g_assert_cmpuint (distance (alternative, g_ptr_array_index (analysis->solutions, i)), ==, d);
      closest_pair = MIN (closest_pair, nearest);
    }
  g_assert_cmpuint (analysis->closest_distance, ==, closest_pair);
  g_assert_true (analysis->closest_proved);
  g_assert_cmpuint (pattern_cells (analysis->patterns), ==, closest_pair);
}

/* Far more solutions than the cap: the branch and bound beats or ties
 * every solution enumerated, its alternative is a real solution that
 * differs in exactly that many cells, and the patterns lie between the
 * closest two solutions known. */
static void
test_closest_many_solutions (void)
{
  for (guint p = 0; p < G_N_ELEMENTS (MANY); p++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_test_load_one (MANY[p]);
      g_autoptr (WpAnalysis) analysis = analyse_with_cap (puzzle, 2000);
      g_autoptr (WpSearch) search = wp_search_new ();
      g_autofree gint *alternative = NULL;
      const gint *zero = g_ptr_array_index (analysis->solutions, 0);
      gboolean proved = FALSE;
      guint first = 0, second = 0, d, pair;

      g_assert_false (analysis->exact);
      g_assert_cmpuint (analysis->count, ==, 2000);
      g_assert_true (analysis->closest_proved);
      g_assert_cmpuint (analysis->closest_distance, >=, 4);   /* no Sudoku swap is smaller */
      g_assert_cmpuint (analysis->closest_distance, <=, nearest_enumerated (analysis->solutions, 2000, 0));

      d = wp_closest_alternative (puzzle, zero, search, 0, &alternative, &proved);
      g_assert_true (proved);
      g_assert_cmpuint (d, ==, analysis->closest_distance);
      g_assert_true (wp_test_is_solution (puzzle, alternative));
      g_assert_cmpuint (distance (zero, alternative), ==, d);

      /* The full pair scan (wp_closest_pair) agrees with the analysis's
       * bounded one. */
      g_assert_true (wp_closest_pair (analysis->solutions, 81, &first, &second));
      pair = distance (g_ptr_array_index (analysis->solutions, first), g_ptr_array_index (analysis->solutions, second));
      g_assert_cmpuint (pattern_cells (analysis->patterns), ==, MIN (d, pair));
    }
}

/* A cancelled search or a spent time limit returns at once, unproved. */
static void
test_closest_stopped (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (MANY[0]);
  g_autoptr (WpAnalysis) analysis = analyse_with_cap (puzzle, 2);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpSearch) cancelled = wp_search_new ();
  gint *alternative = NULL;
  gboolean proved = TRUE;

  g_assert_cmpuint (wp_closest_alternative (puzzle, g_ptr_array_index (analysis->solutions, 0), search, 1e-9,
                                            &alternative, &proved), ==, 0);
  g_assert_null (alternative);
  g_assert_false (proved);

  proved = TRUE;
  wp_search_cancel (cancelled);
  g_assert_cmpuint (wp_closest_alternative (puzzle, g_ptr_array_index (analysis->solutions, 0), cancelled, 0,
                                            &alternative, &proved), ==, 0);
  g_assert_null (alternative);
  g_assert_false (proved);
}

/* Unique puzzles have no alternative. */
static void
test_closest_unique (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (WpSearch) search = wp_search_new ();
  gint *alternative = NULL;
  gboolean proved = FALSE;

  g_assert_cmpuint (analysis->closest_distance, ==, 0);
  g_assert_cmpuint (analysis->locked->len, ==, 0);
  g_assert_cmpuint (wp_closest_alternative (puzzle, g_ptr_array_index (analysis->solutions, 0), search, 0,
                                            &alternative, &proved), ==, 0);
  g_assert_null (alternative);
  g_assert_true (proved);
}

static void
assert_only_the_rectangle (const WpAnalysis *analysis)
{
  const WpPattern *pattern;

  g_assert_cmpuint (analysis->locked->len, ==, 1);
  pattern = g_ptr_array_index (analysis->locked, 0);
  g_assert_true (pattern->locked);
  assert_example_one_rectangle (pattern);
  /* Crosswise: r4c4 = r8c5 and r4c5 = r8c4. */
  g_assert_cmpint (g_array_index (pattern->first, gint, 0), ==, g_array_index (pattern->first, gint, 3));
  g_assert_cmpint (g_array_index (pattern->first, gint, 1), ==, g_array_index (pattern->first, gint, 2));
}

/* A filled grid with blanks: the rectangle is locked while the rest of the
 * grid (example two's band, a free row) still has other solutions.  Found
 * from all solutions, and proved by search when the cap stops short. */
static void
test_locked_rectangle (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (RECTANGLE_AND_BAND);
  g_autoptr (WpAnalysis) all = analyse (puzzle);
  g_autoptr (WpAnalysis) capped = analyse_with_cap (puzzle, 3);

  g_assert_cmpuint (all->count, ==, 24);
  g_assert_true (all->exact);
  assert_only_the_rectangle (all);
  g_assert_false (capped->exact);
  assert_only_the_rectangle (capped);
  /* Deadly patterns between two solutions are not marked locked. */
  for (guint i = 0; i < all->patterns->len; i++)
    g_assert_false (((const WpPattern *) g_ptr_array_index (all->patterns, i))->locked);
}

/* Blanks that are not a locked rectangle: example two's band (three values
 * per cell), and a rectangle of blanks whose values are not locked in. */
static void
test_no_locked_rectangle (void)
{
  g_autoptr (WpPuzzle) band = wp_test_load_data_file ("seed002-example-two.txt");
  g_autoptr (WpPuzzle) open = wp_test_load_one (RECTANGLE_NOT_LOCKED);
  g_autoptr (WpAnalysis) band_analysis = analyse (band);
  g_autoptr (WpAnalysis) open_analysis = analyse (open);
  g_autoptr (WpAnalysis) open_capped = analyse_with_cap (open, 2);

  g_assert_cmpuint (band_analysis->locked->len, ==, 0);
  g_assert_cmpuint (open_analysis->count, ==, 6);
  g_assert_cmpuint (open_analysis->locked->len, ==, 0);
  g_assert_false (open_capped->exact);
  g_assert_cmpuint (open_capped->locked->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (MANY); i++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_test_load_one (MANY[i]);
      g_autoptr (WpAnalysis) analysis = analyse_with_cap (puzzle, 50);

      g_assert_cmpuint (analysis->locked->len, ==, 0);
    }
}

static void
test_17_clue_minimal (void)
{
  g_autofree char *path = wp_test_shared_path ("sudoku/puzzles2_17_clue.txt");
  g_autoptr (GPtrArray) puzzles = NULL;

  if (path == NULL)
    return;
  puzzles = wp_load_file (path, NULL, NULL);
  for (guint i = 0; i < puzzles->len; i += 9973)
    {
      g_autoptr (WpAnalysis) analysis = analyse (g_ptr_array_index (puzzles, i));

      g_assert_cmpuint (analysis->count, ==, 1);
      g_assert_true (analysis->minimal);
      g_assert_cmpuint (analysis->patterns->len, ==, 0);
    }
}

static void
test_no_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("55" "...............................................................................");
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);

  g_assert_cmpuint (analysis->count, ==, 0);
  g_assert_cmpuint (analysis->patterns->len, ==, 0);
  g_assert_null (analysis->suggestions);
  g_assert_null (analysis->redundant);
}

/* The analysis's own time limit: past it every part stops and the result
 * says "not exact"; a run out of time before it counted claims nothing
 * (not even "minimal"). */
static void
test_time_limit (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (16, 4, 4);
  g_autoptr (WpPuzzle) unique = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpSearch) search = wp_search_new ();
  WpAnalysisOptions options = { .cap = 100000000, .timeout_s = 0.2 };
  g_autoptr (WpAnalysis) partial = NULL;
  g_autoptr (WpAnalysis) cut_short = NULL;

  partial = wp_analyse (empty, &options, search, NULL);
  g_assert_nonnull (partial);
  g_assert_false (partial->exact);
  g_assert_cmpuint (partial->count, >, 1);

  unique->cells[30] = 1;
  options.timeout_s = 1e-9;   /* gone before the first count */
  cut_short = wp_analyse (unique, &options, search, NULL);
  g_assert_nonnull (cut_short);
  g_assert_false (cut_short->exact);
  g_assert_false (cut_short->minimal);
  g_assert_cmpuint (cut_short->redundant ? cut_short->redundant->len : 0, ==, 0);
}

/* --- Submarines: chains as deadly patterns ------------------------------------------ */

/* Solution 0 with @pattern swapped in: each cell takes its second value. */
static gint *
swap_pattern (const WpAnalysis *analysis, const WpPattern *pattern)
{
  gint *swapped = g_memdup2 (g_ptr_array_index (analysis->solutions, 0), sizeof (gint) * analysis->n_cells);

  for (guint i = 0; i < pattern->cells->len; i++)
    swapped[g_array_index (pattern->cells, guint, i)] = g_array_index (pattern->second, gint, i);
  return swapped;
}

/* Whether @grid is a full 0/1 grid that keeps @puzzle's givens and every
 * known sum (checked here, not by the engine). */
static gboolean
submarines_grid_fits (const WpPuzzle *puzzle, const gint *grid)
{
  const gint *rows = wp_submarines_get_row_sums (puzzle), *cols = wp_submarines_get_column_sums (puzzle);
  guint w = puzzle->width, h = puzzle->height;

  for (guint cell = 0; cell < w * h; cell++)
    if ((grid[cell] != 0 && grid[cell] != 1) ||
        (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != grid[cell]))
      return FALSE;
  for (guint r = 0; r < h; r++)
    {
      gint sum = 0;

      for (guint c = 0; c < w; c++)
        sum += grid[r * w + c];
      if (rows[r] != WP_SUBMARINES_UNKNOWN && rows[r] != sum)
        return FALSE;
    }
  for (guint c = 0; c < w; c++)
    {
      gint sum = 0;

      for (guint r = 0; r < h; r++)
        sum += grid[r * w + c];
      if (cols[c] != WP_SUBMARINES_UNKNOWN && cols[c] != sum)
        return FALSE;
    }
  return TRUE;
}

/* A chain pattern: cells ascending, first = solution 0, second = the other
 * value; the path holds the same cells, and its moves alternate between
 * along a row and along a column, closing on its start. */
static void
assert_chain_pattern (const WpPuzzle *puzzle, const WpAnalysis *analysis, const WpPattern *pattern)
{
  const gint *zero = g_ptr_array_index (analysis->solutions, 0);
  g_autofree guint *sorted = NULL;
  guint w = puzzle->width, n = pattern->cells->len;
  gboolean previous_along_row = FALSE;

  g_assert_nonnull (pattern->path);
  g_assert_false (pattern->locked);
  g_assert_cmpuint (pattern->path->len, ==, n);
  g_assert_cmpuint (n % 2, ==, 0);
  g_assert_cmpuint (n, >=, 4);
  g_assert_nonnull (pattern->where);
  for (guint i = 0; i < n; i++)
    {
      guint cell = g_array_index (pattern->cells, guint, i);

      if (i > 0)
        g_assert_cmpuint (g_array_index (pattern->cells, guint, i - 1), <, cell);
      g_assert_cmpint (g_array_index (pattern->first, gint, i), ==, zero[cell]);
      g_assert_cmpint (g_array_index (pattern->second, gint, i), ==, 1 - zero[cell]);
      g_assert_cmpint (puzzle->cells[cell], ==, WP_CELL_EMPTY);
    }
  sorted = g_memdup2 (pattern->path->data, sizeof (guint) * n);
  for (guint i = 0; i < n; i++)   /* the path is a permutation of the cells */
    for (guint j = i + 1; j < n; j++)
      if (sorted[j] < sorted[i])
        {
          guint t = sorted[i];
          sorted[i] = sorted[j];
          sorted[j] = t;
        }
  g_assert_cmpmem (sorted, sizeof (guint) * n, pattern->cells->data, sizeof (guint) * n);
  for (guint i = 0; i < n; i++)
    {
      guint from = g_array_index (pattern->path, guint, i);
      guint to = g_array_index (pattern->path, guint, (i + 1) % n);
      gboolean along_row = from / w == to / w, along_column = from % w == to % w;

      g_assert_true (along_row != along_column);
      if (i > 0)
        g_assert_true (along_row != previous_along_row);
      previous_along_row = along_row;
      g_assert_cmpint (zero[from], !=, zero[to]);
    }
}

/* The seed's R = (2,2,1), C = (1,3,1): two solutions, one swappable
 * rectangle between them, found by the chain test with its path. */
static void
test_submarines_rectangle (void)
{
  static const gint rows[] = { 2, 2, 1 }, cols[] = { 1, 3, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autofree gint *swapped = NULL;
  const WpPattern *pattern;

  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->closest_distance, ==, 4);
  g_assert_true (analysis->closest_proved);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "swappable rectangle");
  g_assert_cmpstr (pattern->where, ==, "rows 1 and 2, columns 1 and 3");
  assert_chain_pattern (puzzle, analysis, pattern);
  swapped = swap_pattern (analysis, pattern);
  g_assert_cmpmem (swapped, sizeof (gint) * 9, g_ptr_array_index (analysis->solutions, 1), sizeof (gint) * 9);
  /* No regions: nothing is looked for as a locked rectangle. */
  g_assert_cmpuint (analysis->locked->len, ==, 0);
  g_assert_cmpuint (analysis->suggestions->len, >, 0);
  for (guint i = 0; i < analysis->suggestions->len; i++)
    g_assert_cmpuint (g_array_index (analysis->suggestions, WpSuggestion, i).remaining, ==, 1);
  g_assert_null (analysis->redundant);
}

/* Random grids, every sum known, a few cells given: every pattern is a
 * chain whose swap is a solution (sums and givens checked here), shortest
 * first, and the shortest is as near as the closest alternative. */
static void
test_submarines_random_chains (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (3141);
  guint with_chains = 0, longer = 0;

  for (guint round = 0; round < 40; round++)
    {
      guint h = g_rand_int_range (rand, 4, 9), w = g_rand_int_range (rand, 4, 9);
      g_autofree gint *grid = g_new (gint, w * h);
      g_autofree gint *rows = g_new0 (gint, h);
      g_autofree gint *cols = g_new0 (gint, w);
      g_autoptr (WpPuzzle) puzzle = NULL;
      g_autoptr (WpAnalysis) analysis = NULL;

      for (guint cell = 0; cell < w * h; cell++)
        {
          grid[cell] = g_rand_double (rand) < 0.45;
          rows[cell / w] += grid[cell];
          cols[cell % w] += grid[cell];
        }
      puzzle = wp_submarines_new (h, w, rows, cols);
      for (guint cell = 0; cell < w * h; cell++)
        if (g_rand_double (rand) < 0.15)
          puzzle->cells[cell] = grid[cell];
      analysis = analyse_with_cap (puzzle, 500);
      g_assert_cmpuint (analysis->count, >=, 1);
      g_assert_cmpuint (analysis->locked->len, ==, 0);
      if (analysis->count < 2)
        {
          g_assert_cmpuint (analysis->patterns->len, ==, 0);
          continue;
        }
      with_chains++;
      g_assert_cmpuint (analysis->patterns->len, >, 0);
      g_assert_cmpuint (analysis->patterns->len, <=, 16);
      for (guint p = 0; p < analysis->patterns->len; p++)
        {
          const WpPattern *pattern = g_ptr_array_index (analysis->patterns, p);
          g_autofree gint *swapped = swap_pattern (analysis, pattern);
          g_autofree char *kind = pattern->cells->len == 4 ? g_strdup ("swappable rectangle")
                                  : g_strdup_printf ("chain of %u cells", pattern->cells->len);

          assert_chain_pattern (puzzle, analysis, pattern);
          g_assert_true (submarines_grid_fits (puzzle, swapped));
          g_assert_true (wp_test_is_solution (puzzle, swapped));
          if (p > 0)
            g_assert_cmpuint (((const WpPattern *) g_ptr_array_index (analysis->patterns, p - 1))->cells->len, <=,
                              pattern->cells->len);
          longer += pattern->cells->len > 4;
          g_assert_cmpstr (pattern->kind, ==, kind);
        }
      g_assert_true (analysis->closest_proved);
      g_assert_cmpuint (((const WpPattern *) g_ptr_array_index (analysis->patterns, 0))->cells->len, ==,
                        analysis->closest_distance);
    }
  g_test_message ("submarines: %u ambiguous grids, %u longer chains", with_chains, longer);
  g_assert_cmpuint (with_chains, >=, 20);
}

/* Unknown sums: a solution may have no chain at all (every other one
 * changes an unknown sum), and then the patterns between the closest pair
 * stay; a single free cell closer than any chain is listed beside them. */
static void
test_submarines_unknown_sums (void)
{
  g_autoptr (WpPuzzle) open = wp_submarines_new (2, 2, NULL, NULL);
  g_autoptr (WpAnalysis) open_analysis = analyse (open);
  static const gint rows[] = { 1, 1, WP_SUBMARINES_UNKNOWN }, cols[] = { 1, 1, WP_SUBMARINES_UNKNOWN };
  g_autoptr (WpPuzzle) mixed = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpAnalysis) mixed_analysis = NULL;
  gboolean any_chain = FALSE, any_cell = FALSE;

  g_assert_cmpuint (open_analysis->count, ==, 16);
  g_assert_cmpuint (open_analysis->closest_distance, ==, 1);
  g_assert_cmpuint (open_analysis->patterns->len, >, 0);
  for (guint p = 0; p < open_analysis->patterns->len; p++)
    {
      const WpPattern *pattern = g_ptr_array_index (open_analysis->patterns, p);

      g_assert_null (pattern->path);
      g_assert_cmpstr (pattern->kind, ==, "deadly pattern");
    }

  /* r3c3 lies on two unknown sums: free on its own, one cell, while every
   * chain of solution 0 runs through four. */
  mixed_analysis = analyse (mixed);
  g_assert_cmpuint (mixed_analysis->count, ==, 14);
  g_assert_cmpuint (mixed_analysis->closest_distance, ==, 1);
  for (guint p = 0; p < mixed_analysis->patterns->len; p++)
    {
      const WpPattern *pattern = g_ptr_array_index (mixed_analysis->patterns, p);
      g_autofree gint *swapped = swap_pattern (mixed_analysis, pattern);

      g_assert_true (submarines_grid_fits (mixed, swapped));
      if (pattern->path)
        {
          assert_chain_pattern (mixed, mixed_analysis, pattern);
          any_chain = TRUE;
        }
      else
        any_cell |= pattern->cells->len == 1 && g_array_index (pattern->cells, guint, 0) == 8;
      if (p > 0)
        g_assert_cmpuint (((const WpPattern *) g_ptr_array_index (mixed_analysis->patterns, p - 1))->cells->len, <=,
                          pattern->cells->len);
    }
  g_assert_true (any_cell);
  g_assert_true (any_chain);
  g_assert_null (((const WpPattern *) g_ptr_array_index (mixed_analysis->patterns, 0))->path);
}

/* A unique Submarines puzzle: no pattern, and with no givens it is minimal. */
static void
test_submarines_unique (void)
{
  static const gint rows[] = { 2, 1, 3 }, cols[] = { 1, 2, 3 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);

  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_cmpuint (analysis->patterns->len, ==, 0);
  g_assert_cmpuint (analysis->locked->len, ==, 0);
  g_assert_cmpuint (analysis->closest_distance, ==, 0);
  g_assert_true (analysis->minimal);
}

/* A @size×@size nonogram whose first @k rows and columns hold one filled
 * cell each and the rest none: k! solutions. */
static WpPuzzle *
nonogram_permutations (guint size, guint k)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) lines = g_string_new (NULL);

  for (guint i = 0; i < size; i++)
    g_string_append (lines, i < k ? "1\n" : "0\n");
  g_string_append_printf (text, "width %u\nheight %u\n\nrows\n%s\ncolumns\n%s", size, size,
                          lines->str, lines->str);
  return wp_test_load_one (text->str);
}

/* The analysis of a large grid once asked for (n+1)·n domains (64 GB at
 * 300×300) and aborted; and it kept up to 10,000 solutions of n cells
 * each.  Now the search keeps one grid and an undo trail, and the kept
 * solutions fit 64 MB: 186 of a 300×300 grid, the count saying "at least". */
static void
test_large_grid_memory (void)
{
  g_autoptr (WpPuzzle) two = nonogram_permutations (300, 2);
  g_autoptr (WpPuzzle) many = nonogram_permutations (300, 6);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpAnalysis) of_two = wp_analyse (two, NULL, search, NULL);
  g_autoptr (WpAnalysis) of_many = wp_analyse (many, NULL, search, NULL);
  const WpPattern *pattern;

  g_assert_cmpuint (of_two->count, ==, 2);
  g_assert_true (of_two->exact);
  g_assert_cmpuint (of_two->patterns->len, ==, 1);
  pattern = g_ptr_array_index (of_two->patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 4);
  g_assert_cmpuint (g_array_index (pattern->cells, guint, 3), ==, 301);

  /* 720 solutions; 64 MiB / (90,000 cells × 4 bytes) = 186 kept. */
  g_assert_cmpuint (of_many->count, ==, 186);
  g_assert_false (of_many->exact);
  g_assert_cmpint (of_many->stopped, ==, WP_STOP_CAP);
  g_assert_cmpuint (of_many->cap, ==, 186);
  g_assert_cmpuint (of_two->cap, ==, 186);
  g_assert_cmpuint (wp_analysis_value_count (of_many, 0, 1), >, 0);
}

/* --- Elements: removable ones, what the puzzle owes to each rule ------------------- */

/* A native Sudoku of @size with @cells (size² characters, '.' empty) and
 * the elements of @elements (JSON objects, comma-separated). */
static WpPuzzle *
sudoku_with_elements (guint size, const char *cells, const char *elements)
{
  g_autoptr (GString) json = g_string_new (NULL);

  g_string_printf (json, "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":%u,\"givens\":[",
                   size);
  for (guint r = 0; r < size; r++)
    g_string_append_printf (json, "%s\"%.*s\"", r ? "," : "", (int) size, cells + r * size);
  g_string_append_printf (json, "],\"elements\":[%s]}", elements);
  return wp_test_load_one (json->str);
}

static guint64
exact_count (const WpPuzzle *puzzle)
{
  WpSearchResult result;
  guint64 count;

  wp_test_count (puzzle, 0, 0, &result);
  g_assert_true (result.exact);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

#define THERMOMETER_ROW_1 "{\"kind\":\"thermometer\",\"cells\":[\"r1c1\",\"r1c2\",\"r1c3\",\"r1c4\"]}"

/* 4×4, solution 1234/3412/2143/4321.  The givens alone settle it: the
 * thermometer along row 1 can go, and it is the only element. */
static void
test_removable_thermometer (void)
{
  g_autoptr (WpPuzzle) puzzle = sudoku_with_elements (4, "12..3.1.2..3...1", THERMOMETER_ROW_1);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (WpPuzzle) without = wp_puzzle_without_family (puzzle, "thermometers");
  g_autofree char *words = NULL;

  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_true (analysis->exact);
  g_assert_nonnull (analysis->redundant_elements);
  g_assert_cmpuint (analysis->redundant_elements->len, ==, 1);
  g_assert_cmpuint (g_array_index (analysis->redundant_elements, guint, 0), ==, 0);
  g_assert_true (analysis->elements_all_tried);
  words = wp_describe_redundant_element (puzzle, 0);
  g_assert_cmpstr (words, ==, "the thermometer r1c1–r1c4 can go: still unique");
  g_assert_cmpuint (exact_count (without), ==, 1);
}

/* The same thermometer with three givens: it is what makes the puzzle
 * unique (6 solutions without it), so it is not listed, and the list is
 * complete. */
static void
test_needed_thermometer (void)
{
  g_autoptr (WpPuzzle) puzzle = sudoku_with_elements (4, "....3.....4....1", THERMOMETER_ROW_1);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (WpPuzzle) without = wp_puzzle_without_family (puzzle, NULL);

  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->redundant_elements->len, ==, 0);
  g_assert_true (analysis->elements_all_tried);
  g_assert_true (analysis->minimal);
  g_assert_cmpuint (exact_count (without), ==, 6);
}

/* Ambiguous and unsolvable puzzles have no list of removable elements,
 * and a classic puzzle's is empty. */
static void
test_removable_elements_only_when_unique (void)
{
  g_autoptr (WpPuzzle) ambiguous = sudoku_with_elements (4, "..........4....1", THERMOMETER_ROW_1);
  g_autoptr (WpPuzzle) classic = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpAnalysis) of_ambiguous = analyse (ambiguous);
  g_autoptr (WpAnalysis) of_classic = analyse (classic);

  g_assert_cmpuint (of_ambiguous->count, ==, 2);
  g_assert_null (of_ambiguous->redundant_elements);
  g_assert_cmpuint (of_classic->redundant_elements->len, ==, 0);
  g_assert_true (of_classic->elements_all_tried);
}

#define SEED004_BOTTOM \
  "...........................729153486864297531315648972153486729297531864648972315"
#define SITESWAP_BOTH "{\"kind\":\"siteswap\",\"lines\":\"both\"}"

/* Seed 004 with its top band blank: unique with siteswap rows and columns,
 * 1728 solutions under the classic rules alone — the puzzle owes its
 * uniqueness to the siteswap rule, which therefore cannot go. */
static void
test_seed004_rule_dependence (void)
{
  g_autoptr (WpPuzzle) puzzle = sudoku_with_elements (9, SEED004_BOTTOM, SITESWAP_BOTH);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpRuleDependence) rules = wp_rule_dependence (puzzle, search, 10000, 0, &error);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  const WpRuleCount *siteswap;

  g_assert_no_error (error);
  g_assert_cmpuint (rules->all.count, ==, 1);
  g_assert_true (rules->all.exact);
  g_assert_cmpuint (rules->without->len, ==, 1);
  siteswap = &g_array_index (rules->without, WpRuleCount, 0);
  g_assert_cmpstr (siteswap->family, ==, "siteswap");
  g_assert_cmpstr (siteswap->label, ==, "siteswap rows and columns");
  g_assert_cmpuint (siteswap->count, ==, 1728);
  g_assert_true (siteswap->exact);
  g_assert_cmpint (siteswap->stopped, ==, WP_STOP_NONE);
  g_assert_cmpuint (rules->base.count, ==, 1728);
  g_assert_true (rules->base.exact);
  g_assert_null (rules->base.label);

  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_cmpuint (analysis->redundant_elements->len, ==, 0);
  g_assert_true (analysis->elements_all_tried);
}

/* Several families on an empty 4×4, unique with all of them: each count is
 * the count of the puzzle without that family (18, 2 and 4), the base is
 * counted once more without any (all 288 classic grids); a family of two
 * is named by its family name, one of one by its element.  A small cap or
 * a spent time limit says "at least", never a verdict. */
static void
test_rule_dependence_families (void)
{
  g_autoptr (WpPuzzle) puzzle = sudoku_with_elements (
    4, "................",
    THERMOMETER_ROW_1 ","
    "{\"kind\":\"cage\",\"cells\":[\"r3c3\",\"r3c4\"],\"sum\":3},"
    "{\"kind\":\"thermometer\",\"cells\":[\"r4c1\",\"r3c1\"]},"
    "{\"kind\":\"difference-dot\",\"cells\":[\"r2c2\",\"r2c3\"]}");
  const char *const families[] = { "thermometers", "cages", "dots" };
  const char *const labels[] = { "thermometers", "the cage r3c3–r3c4", "the white dot between r2c2 and r2c3" };
  const guint64 expected[] = { 18, 2, 4 };
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpRuleDependence) rules = wp_rule_dependence (puzzle, search, 0, 0, NULL);
  g_autoptr (WpRuleDependence) capped = wp_rule_dependence (puzzle, search, 5, 0, NULL);
  g_autoptr (WpRuleDependence) late = wp_rule_dependence (puzzle, search, 0, 1e-9, NULL);
  g_autoptr (WpPuzzle) classic = wp_puzzle_without_family (puzzle, NULL);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);

  g_assert_cmpuint (rules->all.count, ==, 1);
  g_assert_true (rules->all.exact);
  g_assert_cmpuint (rules->without->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const WpRuleCount *count = &g_array_index (rules->without, WpRuleCount, i);
      g_autoptr (WpPuzzle) without = wp_puzzle_without_family (puzzle, families[i]);

      g_assert_cmpstr (count->family, ==, families[i]);
      g_assert_cmpstr (count->label, ==, labels[i]);
      g_assert_true (count->exact);
      g_assert_cmpuint (count->count, ==, expected[i]);
      g_assert_cmpuint (exact_count (without), ==, expected[i]);
    }
  g_assert_cmpuint (rules->base.count, ==, 288);
  g_assert_true (rules->base.exact);
  g_assert_cmpuint (exact_count (classic), ==, 288);

  /* Of the four elements only the second thermometer can go alone. */
  g_assert_cmpuint (analysis->redundant_elements->len, ==, 1);
  g_assert_cmpuint (g_array_index (analysis->redundant_elements, guint, 0), ==, 2);

  /* Capped at 5: the counts that reach it say so, the others stay exact. */
  g_assert_cmpuint (g_array_index (capped->without, WpRuleCount, 0).count, ==, 5);
  g_assert_false (g_array_index (capped->without, WpRuleCount, 0).exact);
  g_assert_cmpint (g_array_index (capped->without, WpRuleCount, 0).stopped, ==, WP_STOP_CAP);
  g_assert_cmpuint (g_array_index (capped->without, WpRuleCount, 1).count, ==, 2);
  g_assert_true (g_array_index (capped->without, WpRuleCount, 1).exact);
  g_assert_cmpuint (g_array_index (capped->without, WpRuleCount, 2).count, ==, 4);
  g_assert_true (g_array_index (capped->without, WpRuleCount, 2).exact);
  g_assert_cmpuint (capped->base.count, ==, 5);
  g_assert_false (capped->base.exact);
  g_assert_cmpint (capped->base.stopped, ==, WP_STOP_CAP);

  /* Out of time before the first count: every line still there, none exact. */
  g_assert_cmpuint (late->without->len, ==, 3);
  g_assert_false (late->all.exact);
  g_assert_cmpint (late->all.stopped, ==, WP_STOP_TIMEOUT);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (g_array_index (late->without, WpRuleCount, i).stopped, ==, WP_STOP_TIMEOUT);
  g_assert_cmpint (late->base.stopped, ==, WP_STOP_TIMEOUT);
}

/* A classic puzzle: no families, and the base is the puzzle itself. */
static void
test_rule_dependence_without_elements (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpRuleDependence) rules = wp_rule_dependence (puzzle, search, 0, 0, NULL);

  g_assert_cmpuint (rules->without->len, ==, 0);
  g_assert_cmpuint (rules->all.count, ==, 2);
  g_assert_cmpuint (rules->base.count, ==, 2);
  g_assert_true (rules->base.exact);
}

/* The plain reading of a cage: digits differ and, with a sum, add up to it. */
static gboolean
cages_hold (const WpPuzzle *puzzle, const gint *grid)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *cage = g_ptr_array_index (puzzle->elements, i);
      gint sum = 0;

      for (guint a = 0; a < cage->cells->len; a++)
        {
          sum += grid[wp_element_cell (cage, a)];
          for (guint b = a + 1; b < cage->cells->len; b++)
            if (grid[wp_element_cell (cage, a)] == grid[wp_element_cell (cage, b)])
              return FALSE;
        }
      if (cage->value != WP_ELEMENT_NO_VALUE && sum != cage->value)
        return FALSE;
    }
  return TRUE;
}

/* A killer puzzle with 10 solutions: the true candidates, the suggestions'
 * figures and the closest alternative all agree with the classic
 * solutions that keep the cages, read here without the propagators. */
static void
test_killer_candidates (void)
{
  g_autoptr (WpPuzzle) puzzle = sudoku_with_elements (
    4, "................",
    "{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r2c1\"],\"sum\":3},"
    "{\"kind\":\"cage\",\"cells\":[\"r1c3\",\"r1c4\",\"r2c4\"],\"sum\":9},"
    "{\"kind\":\"cage\",\"cells\":[\"r3c2\",\"r4c3\"]}");
  g_autoptr (WpPuzzle) classic = wp_puzzle_without_family (puzzle, NULL);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  guint64 counts[16][5] = { { 0 } };
  const gint *zero;
  guint closest = G_MAXUINT;
  WpSearchResult all;

  wp_test_count (classic, 0, 1000, &all);
  g_assert_cmpuint (all.count, ==, 288);
  for (guint s = 0; s < all.solutions->len; s++)
    if (cages_hold (puzzle, g_ptr_array_index (all.solutions, s)))
      g_ptr_array_add (kept, g_ptr_array_index (all.solutions, s));

  g_assert_cmpuint (kept->len, ==, 10);
  g_assert_cmpuint (analysis->count, ==, kept->len);
  g_assert_true (analysis->exact);
  for (guint s = 0; s < kept->len; s++)
    for (guint cell = 0; cell < 16; cell++)
      counts[cell][((const gint *) g_ptr_array_index (kept, s))[cell]]++;
  for (guint cell = 0; cell < 16; cell++)
    for (gint v = 1; v <= 4; v++)
      g_assert_cmpuint (wp_analysis_value_count (analysis, cell, v), ==, counts[cell][v]);

  g_assert_cmpuint (analysis->suggestions->len, >, 0);
  for (guint i = 0; i < analysis->suggestions->len; i++)
    {
      const WpSuggestion *s = &g_array_index (analysis->suggestions, WpSuggestion, i);

      g_assert_true (s->exact);
      g_assert_cmpuint (s->remaining, ==, counts[s->cell][s->value]);
    }

  zero = g_ptr_array_index (analysis->solutions, 0);
  for (guint s = 0; s < kept->len; s++)
    {
      const gint *other = g_ptr_array_index (kept, s);
      guint d = 0;

      for (guint cell = 0; cell < 16; cell++)
        d += zero[cell] != other[cell];
      if (d > 0)
        closest = MIN (closest, d);
    }
  g_assert_true (analysis->closest_proved);
  g_assert_cmpuint (analysis->closest_distance, ==, closest);
  wp_search_result_clear (&all);
}

/* Example one's rectangle r4c4 r4c5 r8c4 r8c5 holds 1 and 8 crosswise in
 * both classic solutions.  A white dot from r4c4 to its neighbour r5c4 (a
 * given 9) lets r4c4 be 8 only: one arrangement, so the puzzle is unique
 * and nothing is reported.  (A dot between two corners could not do it:
 * a dot reads the same both ways, so it sits between a corner and a given.)
 * With example two's band and a free row also open, the rectangle still
 * holds 1 and 8 crosswise in every solution, but always the same way:
 * neither a locked rectangle nor part of a deadly pattern; nor when a cage
 * of 17 over r4c4 and r5c4 does the same. */
static void
test_rectangle_fixed_by_element (void)
{
  const char *const elements[] = {
    "{\"kind\":\"difference-dot\",\"cells\":[\"r4c4\",\"r5c4\"]}",
    "{\"kind\":\"cage\",\"cells\":[\"r4c4\",\"r5c4\"],\"sum\":17}",
  };
  const guint corners[] = { 30, 31, 66, 67 };

  for (guint e = 0; e < G_N_ELEMENTS (elements); e++)
    {
      g_autoptr (WpPuzzle) unique = sudoku_with_elements (9, EXAMPLE_ONE, elements[e]);
      g_autoptr (WpPuzzle) open = sudoku_with_elements (9, RECTANGLE_AND_BAND, elements[e]);
      g_autoptr (WpAnalysis) of_unique = analyse (unique);
      g_autoptr (WpAnalysis) of_open = analyse (open);
      g_autoptr (WpAnalysis) of_open_capped = analyse_with_cap (open, 3);

      g_assert_cmpuint (of_unique->count, ==, 1);
      g_assert_true (of_unique->exact);
      g_assert_cmpuint (of_unique->patterns->len, ==, 0);
      g_assert_cmpuint (of_unique->locked->len, ==, 0);
      /* The element is what settles the rectangle: it cannot go. */
      g_assert_cmpuint (of_unique->redundant_elements->len, ==, 0);
      g_assert_cmpint (((const gint *) g_ptr_array_index (of_unique->solutions, 0))[30], ==, 8);

      g_assert_cmpuint (of_open->count, ==, 12);
      g_assert_true (of_open->exact);
      g_assert_cmpuint (of_open->locked->len, ==, 0);
      g_assert_cmpuint (of_open_capped->locked->len, ==, 0);
      for (guint c = 0; c < 4; c++)
        {
          g_assert_cmpuint (wp_analysis_value_count (of_open, corners[c], 1) == 0 ||
                            wp_analysis_value_count (of_open, corners[c], 8) == 0, ==, TRUE);
          for (guint p = 0; p < of_open->patterns->len; p++)
            {
              const WpPattern *pattern = g_ptr_array_index (of_open->patterns, p);

              for (guint i = 0; i < pattern->cells->len; i++)
                g_assert_cmpuint (g_array_index (pattern->cells, guint, i), !=, corners[c]);
            }
        }
    }
}

/* --- Every time limit honoured (issue 31, item 4) ------------------------------------- */

/* The largest instance a setter gets from New: a custom size of up to
 * 60×60 where the genre takes any size, else its largest preset. */
static WpPuzzle *
large_instance (const WpGenre *genre)
{
  const WpPreset *largest = &genre->presets[0];

  if (genre->max_width > 0 && genre->max_height > 0)
    {
      WpPreset custom = { "custom", NULL, MIN (genre->max_width, 60), MIN (genre->max_height, 60), 0, 0 };

      return genre->new_puzzle (&custom);
    }
  for (guint i = 1; i < genre->n_presets; i++)
    if (genre->presets[i].width * genre->presets[i].height > largest->width * largest->height)
      largest = &genre->presets[i];
  return genre->new_puzzle (largest);
}

/* Every genre's whole analysis, on its largest empty puzzle, stops soon
 * after a limit of 0.2 s and says it stopped (the limit reached the
 * generic engine through the search's deadline; a 60×60 Laplace's Ashes
 * with a domain ran 5½ minutes under `analyse --timeout 10`).  The bound
 * checked is loose, 20 s, so a loaded or sanitized run still passes: it
 * tells a limit kept from one ignored, not how fast the machine is. */
static void
test_every_genre_keeps_the_time_limit (void)
{
  const WpGenre *const *genres = wp_genres_list ();

  for (guint g = 0; genres[g]; g++)
    {
      g_autoptr (WpPuzzle) puzzle = large_instance (genres[g]);
      WpAnalysisOptions options = { .cap = 10000, .max_suggestions = 5, .timeout_s = 0.2 };
      g_autoptr (WpSearch) search = wp_search_new ();
      gint64 start = g_get_monotonic_time ();
      g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &options, search, NULL);
      gdouble elapsed = (g_get_monotonic_time () - start) / (gdouble) G_USEC_PER_SEC;

      g_test_message ("%s %u×%u: %.2f s, %s", genres[g]->id, puzzle->width, puzzle->height, elapsed,
                      analysis && analysis->exact ? "exact" : "stopped");
      g_assert_nonnull (analysis);
      g_assert_cmpfloat (elapsed, <, 20.0);
      if (!analysis->exact)
        g_assert_cmpint (analysis->stopped, !=, WP_STOP_NONE);
    }
}

/* Counts @puzzle to 2, keeping one solution, and checks the count ended
 * exact. */
static void
count_exactly (const WpPuzzle *puzzle, WpSearchResult *result)
{
  WpSearchOptions options = { .cap = 2, .keep = 1, .timeout_s = 20 };
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);

  wp_count_solutions (model, &options, result);
  g_assert_true (result->exact);
}

/* A 60×60 Laplace's Ashes with a domain, its clues made from a grid of
 * 0..9: the exact elimination decides it (one solution, and none once the
 * domain leaves out a value the grid uses) where a search of the domain
 * ended "at least 0" (issue 31, item 6). */
static void
test_ashes_domain_decided_by_elimination (void)
{
  const guint n = 60;
  g_autoptr (WpPuzzle) puzzle = wp_ashes_new (n, n, WP_ASHES_SUM);
  g_autofree gint64 *values = g_new (gint64, n * n);
  g_autofree gint64 *clues = g_new (gint64, n * n);
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  WpSearchResult result;

  for (guint cell = 0; cell < n * n; cell++)
    values[cell] = g_rand_int_range (rand, 0, 10);
  wp_ashes_clues_of (WP_ASHES_SUM, n, n, values, clues);
  for (guint cell = 0; cell < n * n; cell++)
    wp_ashes_set_clue (puzzle, cell, clues[cell]);
  wp_ashes_set_domain (puzzle, TRUE, 0, 9);
  count_exactly (puzzle, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_cmpuint (result.solutions->len, ==, 1);
  for (guint cell = 0; cell < n * n; cell++)
    g_assert_cmpint (((gint *) result.solutions->pdata[0])[cell], ==, wp_ashes_encode ((gint) values[cell]));
  wp_search_result_clear (&result);

  wp_ashes_set_domain (puzzle, TRUE, 0, 8);
  count_exactly (puzzle, &result);
  g_assert_cmpuint (result.count, ==, 0);
  wp_search_result_clear (&result);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/unique-rectangle", test_unique_rectangle);
  g_test_add_func ("/analysis/latin-square-band", test_latin_square_band);
  g_test_add_func ("/analysis/closest-example-one", test_closest_example_one);
  g_test_add_func ("/analysis/closest-example-two", test_closest_example_two);
  g_test_add_func ("/analysis/closest-many-solutions", test_closest_many_solutions);
  g_test_add_func ("/analysis/closest-stopped", test_closest_stopped);
  g_test_add_func ("/analysis/closest-unique", test_closest_unique);
  g_test_add_func ("/analysis/locked-rectangle", test_locked_rectangle);
  g_test_add_func ("/analysis/no-locked-rectangle", test_no_locked_rectangle);
  g_test_add_func ("/analysis/redundant-givens", test_redundant_givens);
  g_test_add_func ("/analysis/17-clue-minimal", test_17_clue_minimal);
  g_test_add_func ("/analysis/no-solution", test_no_solution);
  g_test_add_func ("/analysis/time-limit", test_time_limit);
  g_test_add_func ("/analysis/submarines/rectangle", test_submarines_rectangle);
  g_test_add_func ("/analysis/submarines/random-chains", test_submarines_random_chains);
  g_test_add_func ("/analysis/submarines/unknown-sums", test_submarines_unknown_sums);
  g_test_add_func ("/analysis/submarines/unique", test_submarines_unique);
  g_test_add_func ("/analysis/large-grid-memory", test_large_grid_memory);
  g_test_add_func ("/analysis/elements/removable-thermometer", test_removable_thermometer);
  g_test_add_func ("/analysis/elements/needed-thermometer", test_needed_thermometer);
  g_test_add_func ("/analysis/elements/only-when-unique", test_removable_elements_only_when_unique);
  g_test_add_func ("/analysis/elements/seed004-rule-dependence", test_seed004_rule_dependence);
  g_test_add_func ("/analysis/elements/rule-dependence-families", test_rule_dependence_families);
  g_test_add_func ("/analysis/elements/rule-dependence-classic", test_rule_dependence_without_elements);
  g_test_add_func ("/analysis/elements/killer-candidates", test_killer_candidates);
  g_test_add_func ("/analysis/elements/rectangle-fixed-by-element", test_rectangle_fixed_by_element);
  g_test_add_func ("/analysis/every-genre-keeps-the-time-limit", test_every_genre_keeps_the_time_limit);
  g_test_add_func ("/analysis/ashes-domain-decided-by-elimination", test_ashes_domain_decided_by_elimination);
  return g_test_run ();
}
