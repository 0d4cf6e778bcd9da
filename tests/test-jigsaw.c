/* test-jigsaw.c — jigsaw Sudoku: presets, region checks, drawing regions */
#include "wp-test-utils.h"
#include "genres/sudoku/sudoku-private.h"

#include <gio/gio.h>
#include <string.h>

/* A jigsaw from one letter a region ("AABB" "AABB" …), read as a file is,
 * so it may be unfinished (wp_sudoku_new_jigsaw() takes finished ones). */
static WpPuzzle *
jigsaw_from (guint size, const char *letters)
{
  g_autoptr (GString) text = g_string_new ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",");

  g_assert_cmpuint (strlen (letters), ==, size * size);
  g_string_append_printf (text, "\"size\":%u,\"regions\":[", size);
  for (guint r = 0; r < size; r++)
    g_string_append_printf (text, "%s\"%.*s\"", r ? "," : "", (int) size, letters + r * size);
  g_string_append (text, "]}");
  return wp_test_load_one (text->str);
}

static const WpPreset *
preset (const char *id)
{
  const WpPreset *found = wp_genre_find_preset (&wp_genre_sudoku, id);

  g_assert_nonnull (found);
  return found;
}

/* Where the size has rectangular boxes, some cell's region is not its box. */
static void
assert_not_boxes (const WpPuzzle *puzzle)
{
  guint size = wp_sudoku_get_size (puzzle), rows, cols, differ = 0;
  g_autoptr (WpPuzzle) boxed = NULL;

  if (!wp_sudoku_box_shape_for_size (size, &rows, &cols))
    return;
  boxed = wp_sudoku_new (size, rows, cols);
  for (guint cell = 0; cell < size * size; cell++)
    differ += wp_sudoku_region_of (puzzle, cell) != wp_sudoku_region_of (boxed, cell);
  g_assert_cmpuint (differ, >, 0);
}

/* Every jigsaw preset starts with a finished layout that is no set of
 * boxes, which an empty grid fills in more than one way; its regions can
 * be drawn, boxes cannot. */
static void
test_presets (void)
{
  const char *ids[] = { "jigsaw-5", "jigsaw-6", "jigsaw-7", "jigsaw-8", "jigsaw-9" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_genre_sudoku.new_puzzle (preset (ids[i]));
      g_autoptr (GError) error = NULL;
      guint size = i + 5;
      WpSearchResult result;

      g_assert_true (wp_sudoku_is_jigsaw (puzzle));
      g_assert_cmpuint (wp_sudoku_get_size (puzzle), ==, size);
      g_assert_cmpuint (wp_genre_sudoku.regions->drawable (puzzle), ==, size);
      g_assert_true (wp_puzzle_check_countable (puzzle, &error));
      g_assert_no_error (error);
      assert_not_boxes (puzzle);
      wp_test_count (puzzle, 2, 2, &result);
      g_assert_cmpuint (result.count, ==, 2);
      for (guint s = 0; s < result.solutions->len; s++)
        g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, s)));
      wp_search_result_clear (&result);
    }
  {
    g_autoptr (WpPuzzle) boxed = wp_genre_sudoku.new_puzzle (preset ("9"));

    g_assert_cmpuint (wp_genre_sudoku.regions->drawable (boxed), ==, 0);
  }
}

static void
assert_incomplete (const WpPuzzle *puzzle, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) model_error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &model_error);

  g_assert_false (wp_puzzle_check_countable (puzzle, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INCOMPLETE);
  g_assert_cmpstr (error->message, ==, message);
  /* Counting says the same, and so does the analysis. */
  g_assert_null (model);
  g_assert_error (model_error, WP_ERROR, WP_ERROR_INCOMPLETE);
  g_assert_null (wp_puzzle_build_analysis_model (puzzle, NULL));
  /* A document all the same: valid, so it saves and opens. */
  g_assert_true (puzzle->genre->validate (puzzle, NULL));
}

/* Regions of the wrong size are named with their sizes, the first three by
 * number; a region in pieces says how many. */
static void
test_region_checks (void)
{
  g_autoptr (WpPuzzle) one_moved = jigsaw_from (4, "AABB" "AABB" "CCDD" "CCDC");
  g_autoptr (WpPuzzle) two_off = jigsaw_from (6, "AAAAAA" "ABBBBB" "CCCCCC" "DDDDDD" "EEEEEE" "FFFFFF");
  g_autoptr (WpPuzzle) five_off = jigsaw_from (6, "AAAAAA" "ABBBBB" "BCCCCC" "CCDDDD" "DDDEEE" "EEEEEF");
  g_autoptr (WpPuzzle) pieces = jigsaw_from (4, "DABB" "AABB" "CCDD" "CCDA");
  g_autoptr (WpPuzzle) whole = jigsaw_from (4, "AABB" "ACBB" "ACDD" "CCDD");
  static const guint8 bad[16] = { 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 2 };
  g_autoptr (GError) error = NULL;

  assert_incomplete (one_moved, "regions: region 3 has 5 cells, region 4 has 3; each needs 4");
  assert_incomplete (two_off, "regions: region 1 has 7 cells, region 2 has 5; each needs 6");
  assert_incomplete (five_off, "regions: region 1 has 7 cells, region 3 has 7, region 4 has 7, …; each needs 6");
  assert_incomplete (pieces, "regions: region 1 is in 2 pieces; each must be one piece");
  g_assert_true (wp_puzzle_check_countable (whole, &error));
  g_assert_no_error (error);

  /* The constructor takes finished layouts only. */
  g_assert_null (wp_sudoku_new_jigsaw (4, bad, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INCOMPLETE);
}

/* A region being drawn may hold more cells than there are values: its
 * clashes are still found, without reading past its cells. */
static void
test_conflicts_in_oversized_region (void)
{
  g_autoptr (WpPuzzle) puzzle = jigsaw_from (4, "AABB" "AABB" "AACD" "CCDD");
  g_autoptr (GPtrArray) conflicts = NULL;
  const WpConflict *conflict;

  puzzle->cells[0] = 3;    /* r1c1, region 1 */
  puzzle->cells[9] = 3;    /* r3c2, region 1 as well, another row and column */
  conflicts = wp_genre_sudoku.find_conflicts (puzzle);
  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->message, ==, "r1c1 and r3c2 both hold 3 in region 1");
}

/* Drawing regions edits the parameters of a copy: the original (what undo
 * goes back to) keeps its layout, and moving the cells back makes the two
 * equal again. */
static void
test_assign_region (void)
{
  g_autoptr (WpPuzzle) before = wp_genre_sudoku.new_puzzle (preset ("jigsaw-9"));
  g_autoptr (WpPuzzle) after = wp_puzzle_copy (before);
  guint region_r1c1 = wp_sudoku_region_of (before, 0);
  guint region_r9c9 = wp_sudoku_region_of (before, 80);
  const guint cells[] = { 79, 80 };   /* r9c8 and r9c9 */
  g_autofree char *message = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (region_r1c1, ==, 0);
  g_assert_cmpuint (region_r9c9, ==, 8);
  wp_genre_sudoku.regions->assign (after, cells, G_N_ELEMENTS (cells), region_r1c1);
  g_assert_cmpuint (wp_sudoku_region_of (after, 79), ==, 0);
  g_assert_cmpuint (wp_sudoku_region_of (after, 80), ==, 0);
  g_assert_cmpuint (wp_sudoku_region_of (before, 80), ==, 8);   /* the copy shares nothing */
  g_assert_false (wp_puzzle_equal (before, after));
  g_assert_false (wp_genre_sudoku.params_equal (before->params, after->params));
  /* Region 1 now has 11 cells, two of them far off; region 9 has 7. */
  g_assert_false (wp_puzzle_check_countable (after, &error));
  g_assert_cmpstr (error->message, ==, "regions: region 1 has 11 cells, region 9 has 7; each needs 9");

  wp_genre_sudoku.regions->assign (after, cells, G_N_ELEMENTS (cells), region_r9c9);
  g_assert_true (wp_puzzle_equal (before, after));
  g_assert_true (wp_puzzle_check_countable (after, NULL));
}

/* A layout being drawn is saved and opened as it is (so no work is lost to
 * a half-drawn region), and still cannot be counted; a region letter out
 * of range is refused on opening. */
static void
test_incomplete_layout_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = jigsaw_from (4, "AABB" "AABB" "CCDD" "CCDC");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };

  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"CCDC\""));
  again = wp_test_load_text (text);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));
  assert_incomplete (g_ptr_array_index (again, 0), "regions: region 3 has 5 cells, region 4 has 3; each needs 4");

  wp_test_assert_load_error ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                             "\"regions\":[\"AABB\",\"AABB\",\"CCDD\",\"CCDE\"]}", NULL,
                             "regions[3]: 'E' at column 4 is not a region letter (A to D)");
}

/* The command-line client counts: an unfinished layout is bad input to it,
 * named with the file. */
static void
test_cli_refuses_incomplete (void)
{
  const char *cli = g_getenv ("WELLPOSED_CLI");
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;

  if (cli == NULL)
    {
      g_test_skip ("WELLPOSED_CLI is not set (run under meson test)");
      return;
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                              G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, cli, "count", "-", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process,
                                 "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                                 "\"regions\":[\"AABB\",\"AABB\",\"CCDD\",\"CCDC\"]}",
                                 NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "wellposed-cli: -:regions: region 3 has 5 cells, region 4 has 3; each needs 4\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/jigsaw/presets", test_presets);
  g_test_add_func ("/jigsaw/region-checks", test_region_checks);
  g_test_add_func ("/jigsaw/conflicts-in-oversized-region", test_conflicts_in_oversized_region);
  g_test_add_func ("/jigsaw/assign-region", test_assign_region);
  g_test_add_func ("/jigsaw/incomplete-layout-round-trip", test_incomplete_layout_round_trip);
  g_test_add_func ("/jigsaw/cli-refuses-incomplete", test_cli_refuses_incomplete);
  return g_test_run ();
}
