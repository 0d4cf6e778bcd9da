/* test-generate.c — clue references, symmetry orbits, seed 004's removal
 * loop (Reduce) and the guess measure, on every genre's own clues */
#include "wp-test-utils.h"
#include "genres/nonograms/nonograms.h"
#include "genres/sudoku/sudoku.h"

#include <string.h>

/* A full grid (the solution of a classic 9×9). */
#define FULL_GRID "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

static gint
count (const WpPuzzle *puzzle)
{
  WpSearchResult result;
  gint n;

  wp_test_count (puzzle, 2, 0, &result);
  g_assert_true (result.exact || result.stopped == WP_STOP_CAP);
  n = (gint) result.count;
  wp_search_result_clear (&result);
  return n;
}

/* Every clue left is needed: without any one of them, the puzzle has more
 * than one solution. */
static void
assert_minimal (const WpPuzzle *puzzle)
{
  g_autoptr (GArray) clues = wp_clue_list (puzzle);

  for (guint i = 0; i < clues->len; i++)
    {
      g_autoptr (WpPuzzle) less = wp_clue_drop_one (puzzle, &g_array_index (clues, WpClueRef, i));

      g_assert_cmpint (count (less), ==, 2);
    }
}

static void
test_clue_list_and_drop (void)
{
  g_autoptr (WpPuzzle) sudoku = wp_test_load_one ("5.......1" "........." "........." "........." "........."
                                                  "........." "........." "........." "........9");
  g_autoptr (WpPuzzle) subs = wp_test_load_data_file ("submarines-givens.sub");
  g_autoptr (GArray) clues = wp_clue_list (sudoku);
  g_autoptr (GArray) sub_clues = wp_clue_list (subs);
  g_autofree char *first = wp_clue_describe (sudoku, &g_array_index (clues, WpClueRef, 0));
  g_autoptr (WpPuzzle) fewer = wp_clue_drop_one (sudoku, &g_array_index (clues, WpClueRef, 1));
  guint lines = 0;

  g_assert_cmpuint (clues->len, ==, 3);
  g_assert_cmpuint (g_array_index (clues, WpClueRef, 2).index, ==, 80);
  g_assert_cmpstr (first, ==, "r1c1 (5)");
  g_assert_cmpint (fewer->cells[8], ==, WP_CELL_EMPTY);
  g_assert_cmpint (fewer->cells[0], ==, 5);

  /* Submarines: its givens, then the sums that are known (2 of 3 rows,
   * 2 of 4 columns). */
  for (guint i = 0; i < sub_clues->len; i++)
    lines += g_array_index (sub_clues, WpClueRef, i).kind == WP_CLUE_LINE;
  g_assert_cmpuint (lines, ==, 4);
  g_assert_cmpuint (sub_clues->len, ==, 6);
  {
    const WpClueRef *row = &g_array_index (sub_clues, WpClueRef, sub_clues->len - lines);
    g_autoptr (WpPuzzle) unknown = wp_clue_drop_one (subs, row);
    g_autoptr (GArray) left = wp_clue_list (unknown);
    g_autofree char *said = wp_clue_describe (subs, row);

    g_assert_cmpuint (left->len, ==, sub_clues->len - 1);
    g_assert_true (g_str_has_prefix (said, "the clue of row 1 ("));
  }
}

static guint
orbit_size_count (GPtrArray *orbits, guint size)
{
  guint n = 0;

  for (guint i = 0; i < orbits->len; i++)
    n += ((GArray *) g_ptr_array_index (orbits, i))->len == size;
  return n;
}

static void
test_symmetry_orbits (void)
{
  g_autoptr (WpPuzzle) full = wp_test_load_one (FULL_GRID);
  g_autoptr (GArray) clues = wp_clue_list (full);
  g_autoptr (GPtrArray) none = wp_symmetry_orbits (full, clues, WP_SYMMETRY_NONE);
  g_autoptr (GPtrArray) half = wp_symmetry_orbits (full, clues, WP_SYMMETRY_ROTATE_180);
  g_autoptr (GPtrArray) quarter = wp_symmetry_orbits (full, clues, WP_SYMMETRY_ROTATE_90);
  g_autoptr (GPtrArray) mirror = wp_symmetry_orbits (full, clues, WP_SYMMETRY_MIRROR);
  g_autoptr (GPtrArray) diagonal = wp_symmetry_orbits (full, clues, WP_SYMMETRY_DIAGONAL);
  g_autoptr (WpPuzzle) subs = wp_test_load_data_file ("submarines-one.sub");
  g_autoptr (GArray) sub_clues = wp_clue_list (subs);
  g_autoptr (WpPuzzle) wide = wp_nonograms_new (6, 4);

  g_assert_cmpuint (none->len, ==, 81);
  g_assert_cmpuint (half->len, ==, 41);
  g_assert_cmpuint (orbit_size_count (half, 2), ==, 40);
  g_assert_cmpuint (quarter->len, ==, 21);
  g_assert_cmpuint (orbit_size_count (quarter, 4), ==, 20);
  g_assert_cmpuint (mirror->len, ==, 45);
  g_assert_cmpuint (diagonal->len, ==, 45);
  g_assert_cmpuint (orbit_size_count (diagonal, 1), ==, 9);

  /* Lines: under 90° a row's clue goes with a column's, so the sums of an
   * n×n Submarines puzzle pair up into orbits of four (and the middle
   * row and column of an odd size into one of two). */
  g_assert_cmpuint (subs->width, ==, subs->height);
  {
    g_autoptr (GPtrArray) orbits = wp_symmetry_orbits (subs, sub_clues, WP_SYMMETRY_ROTATE_90);
    guint lines_in_fours = 0;

    for (guint i = 0; i < orbits->len; i++)
      {
        GArray *orbit = g_ptr_array_index (orbits, i);
        const WpClueRef *clue = &g_array_index (sub_clues, WpClueRef, g_array_index (orbit, guint, 0));

        if (clue->kind == WP_CLUE_LINE && orbit->len == 4)
          lines_in_fours += 4;
      }
    g_assert_cmpuint (lines_in_fours, ==, 2 * subs->width - (subs->width % 2 ? 2 : 0));
  }
  g_assert_false (wp_symmetry_fits (WP_SYMMETRY_ROTATE_90, wide));
  g_assert_true (wp_symmetry_fits (WP_SYMMETRY_MIRROR, wide));
}

static void
test_reduce_full_grid (void)
{
  g_autoptr (WpPuzzle) full = wp_test_load_one (FULL_GRID);
  g_autoptr (WpSearch) search = wp_search_new ();
  WpGenerateOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGenerated) a = NULL;
  g_autoptr (WpGenerated) b = NULL;
  g_autoptr (WpGenerated) c = NULL;

  wp_generate_options_init (&options);
  options.seed = 7;
  a = wp_reduce (full, &options, search, &error);
  g_assert_no_error (error);
  b = wp_reduce (full, &options, search, &error);
  g_assert_no_error (error);
  g_assert_true (wp_puzzle_equal (a->puzzle, b->puzzle));
  g_assert_cmpuint (a->n_clues, ==, wp_puzzle_count_givens (a->puzzle));
  g_assert_cmpuint (a->n_clues, <, 30);
  g_assert_cmpuint (a->n_clues, >=, 17);
  g_assert_true (a->minimal);
  g_assert_cmpint (count (a->puzzle), ==, 1);
  assert_minimal (a->puzzle);
  for (guint i = 0; i < 81; i++)
    g_assert_cmpint (a->solution_cells[i], ==, full->cells[i]);

  /* Symmetric, and another seed gives another puzzle. */
  options.symmetry = WP_SYMMETRY_ROTATE_180;
  options.seed = 8;
  c = wp_reduce (full, &options, search, &error);
  g_assert_no_error (error);
  g_assert_true (wp_symmetry_holds (c->puzzle, WP_SYMMETRY_ROTATE_180));
  g_assert_false (wp_symmetry_holds (a->puzzle, WP_SYMMETRY_ROTATE_180));
  g_assert_cmpint (count (c->puzzle), ==, 1);
  g_assert_false (wp_puzzle_equal (a->puzzle, c->puzzle));
}

/* A target number of clues stops the loop early: not minimal then. */
static void
test_reduce_target_and_keep (void)
{
  g_autoptr (WpPuzzle) full = wp_test_load_one (FULL_GRID);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GArray) clues = wp_clue_list (full);
  g_autofree gboolean *keep = g_new0 (gboolean, clues->len);
  WpGenerateOptions options;
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGenerated) target = NULL;
  g_autoptr (WpGenerated) kept = NULL;

  wp_generate_options_init (&options);
  options.target_clues = 40;
  target = wp_reduce (full, &options, search, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (target->n_clues, ==, 40);
  g_assert_false (target->minimal);
  g_assert_cmpint (count (target->puzzle), ==, 1);

  /* The setter's locked givens stay: the whole first row. */
  for (guint i = 0; i < 9; i++)
    keep[i] = TRUE;
  options.target_clues = 0;
  options.keep = keep;
  kept = wp_reduce (full, &options, search, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 9; i++)
    g_assert_cmpint (kept->puzzle->cells[i], ==, full->cells[i]);
  g_assert_cmpint (count (kept->puzzle), ==, 1);
}

static void
test_reduce_refuses_ambiguous (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGenerated) none = wp_reduce (empty, NULL, search, &error);

  g_assert_null (none);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Only a puzzle with one solution can be reduced: this one has at least 2");
}

/* Line clues go like givens: a unique Submarines puzzle loses sums. */
static void
test_reduce_line_clues (void)
{
  g_autoptr (WpPuzzle) subs = wp_test_load_data_file ("submarines-one.sub");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGenerated) reduced = NULL;
  g_autoptr (GArray) before = wp_clue_list (subs);
  g_autoptr (GArray) after = NULL;

  g_assert_cmpint (count (subs), ==, 1);
  reduced = wp_reduce (subs, NULL, search, &error);
  g_assert_no_error (error);
  after = wp_clue_list (reduced->puzzle);
  g_assert_cmpuint (after->len, <, before->len);
  g_assert_cmpint (count (reduced->puzzle), ==, 1);
  assert_minimal (reduced->puzzle);
}

/* The same seed, the same first solution; another seed, another one. */
static void
test_random_search (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (empty, &error);
  gint *first[3];

  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      WpSearchOptions options = { .cap = 1, .keep = 1, .random_seed = i < 2 ? 11 : 12 };
      WpSearchResult result;

      wp_count_solutions (model, &options, &result);
      g_assert_cmpuint (result.count, ==, 1);
      first[i] = g_memdup2 (g_ptr_array_index (result.solutions, 0), sizeof (gint) * 81);
      g_assert_true (wp_test_is_solution (empty, first[i]));
      wp_search_result_clear (&result);
    }
  g_assert_cmpmem (first[0], 81 * sizeof (gint), first[1], 81 * sizeof (gint));
  g_assert_true (memcmp (first[0], first[2], 81 * sizeof (gint)) != 0);
  for (guint i = 0; i < 3; i++)
    g_free (first[i]);
}

/* Seed 004's measure: a grid with every given needs no guess; fewer
 * givens need some; a seed repeats its figure. */
static void
test_mean_guesses (void)
{
  g_autoptr (WpPuzzle) full = wp_test_load_one (FULL_GRID);
  g_autoptr (WpPuzzle) subs = wp_test_load_data_file ("submarines-one.sub");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGrade) grade = NULL;
  gdouble a, b;

  g_assert_cmpfloat (wp_grade_mean_guesses (full, 10, 1, search), ==, 0);
  a = wp_grade_mean_guesses (subs, 100, 3, search);
  b = wp_grade_mean_guesses (subs, 100, 3, search);
  g_assert_cmpfloat (a, ==, b);
  g_assert_cmpfloat (a, >=, 0);

  /* Submarines has no grader of its own: graded by guesses. */
  grade = wp_grade_puzzle (subs, NULL, search, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (grade->scale, ==, "guesses");
  g_assert_cmpfloat (grade->mean_guesses, ==, wp_grade_mean_guesses (subs, 100, 0, search));
  g_assert_cmpuint (grade->runs, ==, 100);
  g_assert_nonnull (grade->summary);
  g_assert_null (grade->steps);
}

static void
test_grade_refuses_ambiguous (void)
{
  g_autoptr (WpPuzzle) subs = wp_test_load_data_file ("submarines-two.sub");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGrade) grade = wp_grade_puzzle (subs, NULL, search, &error);

  g_assert_null (grade);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Only a puzzle with one solution can be graded: this one has more");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/generate/clue-list-and-drop", test_clue_list_and_drop);
  g_test_add_func ("/generate/symmetry-orbits", test_symmetry_orbits);
  g_test_add_func ("/generate/reduce-full-grid", test_reduce_full_grid);
  g_test_add_func ("/generate/reduce-target-and-keep", test_reduce_target_and_keep);
  g_test_add_func ("/generate/reduce-refuses-ambiguous", test_reduce_refuses_ambiguous);
  g_test_add_func ("/generate/reduce-line-clues", test_reduce_line_clues);
  g_test_add_func ("/generate/random-search", test_random_search);
  g_test_add_func ("/generate/mean-guesses", test_mean_guesses);
  g_test_add_func ("/generate/grade-refuses-ambiguous", test_grade_refuses_ambiguous);
  return g_test_run ();
}
