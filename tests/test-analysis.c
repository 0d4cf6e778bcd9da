/* test-analysis.c — deadly patterns, true candidates, suggestions, redundant givens */
#include "wp-test-utils.h"

#define EXAMPLE_ONE \
  "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483"
#define EXAMPLE_TWO \
  "3.86.9.141.43.8.696.94.1.38743185692862947351915236847487593126236814975591762483"
#define SEVENTEEN \
  "000000010400000000020000000000050407008000300001090000300400200050100000000806000"

static WpAnalysis *
analyse (const WpPuzzle *puzzle)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpAnalysis *analysis = wp_analyse (puzzle, NULL, search, &error);

  g_assert_no_error (error);
  return analysis;
}

/* Seed 002, example one: one unique rectangle on r4c4, r4c5, r8c4, r8c5
 * swapping 1 and 8, and placing any of its cells fixes the puzzle. */
static void
test_unique_rectangle (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  const guint expected[] = { 30, 31, 66, 67 };
  const WpPattern *pattern;
  gboolean suggests_rectangle = FALSE;

  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "unique rectangle");
  g_assert_cmpstr (pattern->where, ==, "rows 4 and 8, columns 4 and 5, boxes 5 and 8");
  g_assert_cmpuint (pattern->cells->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      gint a = g_array_index (pattern->first, gint, i), b = g_array_index (pattern->second, gint, i);

      g_assert_cmpuint (g_array_index (pattern->cells, guint, i), ==, expected[i]);
      g_assert_true ((a == 1 && b == 8) || (a == 8 && b == 1));
    }

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/analysis/unique-rectangle", test_unique_rectangle);
  g_test_add_func ("/analysis/latin-square-band", test_latin_square_band);
  g_test_add_func ("/analysis/redundant-givens", test_redundant_givens);
  g_test_add_func ("/analysis/17-clue-minimal", test_17_clue_minimal);
  g_test_add_func ("/analysis/no-solution", test_no_solution);
  return g_test_run ();
}
