/* test-edit.c — every kind of edit, applied by wp_puzzle_apply_edit() */
#include "wp-test-utils.h"
#include "core/wp-edit.h"
#include "core/wp-error.h"
#include "genres/battleships/battleships.h"
#include "genres/nonograms/nonograms.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

/* Cells change in the new snapshot only; a later change of a cell wins;
 * a cell outside the grid and a value out of range are named. */
static void
test_cells (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpEdit) edit = wp_edit_new_cells ();
  g_autoptr (WpEdit) outside = wp_edit_new_cell (81, 1);
  g_autoptr (WpEdit) too_big = wp_edit_new_cell (4, 10);
  g_autoptr (WpPuzzle) next = NULL;
  g_autoptr (GError) error = NULL;

  wp_edit_add_cell (edit, 0, 5);
  wp_edit_add_cell (edit, 80, 9);
  wp_edit_add_cell (edit, 0, 6);
  next = wp_puzzle_apply_edit (puzzle, edit, &error);
  g_assert_no_error (error);
  g_assert_cmpint (next->cells[0], ==, 6);
  g_assert_cmpint (next->cells[80], ==, 9);
  g_assert_cmpuint (wp_puzzle_count_givens (next), ==, 2);
  g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 0);
  g_assert_true (wp_edit_changes_solutions (edit));

  g_assert_null (wp_puzzle_apply_edit (puzzle, outside, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "r10c1 is outside the 9×9 grid");
  g_clear_error (&error);
  g_assert_null (wp_puzzle_apply_edit (puzzle, too_big, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "r1c5"));
}

/* A line clue as typed; a sum that cannot fit is refused by name. */
static void
test_line_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (5, 5, NULL, NULL);
  g_autoptr (WpEdit) sum = wp_edit_new_line_clues (WP_LINE_ROW, 2, "3");
  g_autoptr (WpEdit) too_big = wp_edit_new_line_clues (WP_LINE_COLUMN, 1, "12");
  g_autoptr (WpEdit) sudoku_clue = wp_edit_new_line_clues (WP_LINE_ROW, 0, "1");
  g_autoptr (WpPuzzle) sudoku = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpPuzzle) next = NULL;
  g_autoptr (GError) error = NULL;

  next = wp_puzzle_apply_edit (puzzle, sum, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wp_submarines_get_row_sums (next)[2], ==, 3);
  g_assert_cmpint (wp_submarines_get_row_sums (puzzle)[2], ==, WP_SUBMARINES_UNKNOWN);
  g_assert_null (wp_puzzle_apply_edit (puzzle, too_big, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Column 2 has 5 cells; a sum of 12 does not fit");
  g_clear_error (&error);
  g_assert_null (wp_puzzle_apply_edit (sudoku, sudoku_clue, &error));
  g_assert_cmpstr (error->message, ==, "Sudoku puzzles have no clues beside the lines");
}

/* Painting a nonogram's picture sets the clues from it; painting over it
 * again changes only the cells of the stroke. */
static void
test_picture (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (5, 5);
  g_autoptr (WpEdit) stroke = wp_edit_new_paint (NULL, 25, 1);
  g_autoptr (WpEdit) erase = wp_edit_new_paint (NULL, 25, 0);
  g_autoptr (WpPuzzle) painted = NULL, erased = NULL;
  g_auto (GStrv) row = NULL;
  g_auto (GStrv) after = NULL;

  for (guint cell = 5; cell < 9; cell++)
    wp_edit_add_painted (stroke, cell);          /* row 2: four filled */
  painted = wp_puzzle_apply_edit (puzzle, stroke, NULL);
  row = painted->genre->lines->clues (painted, WP_LINE_ROW, 1);
  g_assert_cmpstrv (row, ((const char *[]) { "4", NULL }));
  g_assert_null (puzzle->genre->picture->get (puzzle));

  wp_edit_add_painted (erase, 6);
  erased = wp_puzzle_apply_edit (painted, erase, NULL);
  after = erased->genre->lines->clues (erased, WP_LINE_ROW, 1);
  g_assert_cmpstrv (after, ((const char *[]) { "1", "2", NULL }));
}

/* A setting (the fleet) in range is applied, one out of range refused. */
static void
test_setting (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (10, 10, NULL, NULL, NULL, 0);
  g_autoptr (WpEdit) more = wp_edit_new_setting ("ships-4", 2);
  g_autoptr (WpEdit) unknown = wp_edit_new_setting ("dragons", 2);
  g_autoptr (WpPuzzle) next = NULL;
  g_autoptr (GPtrArray) settings = NULL;
  g_autoptr (GError) error = NULL;
  gint ships_4 = -1;

  next = wp_puzzle_apply_edit (puzzle, more, &error);
  g_assert_no_error (error);
  settings = next->genre->settings->list (next);
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      if (g_str_equal (setting->id, "ships-4"))
        ships_4 = setting->value;
    }
  g_assert_cmpint (ships_4, ==, 2);
  g_assert_null (wp_puzzle_apply_edit (puzzle, unknown, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
}

/* Metadata: set, cleared by an empty text; it changes no solution. */
static void
test_metadata (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpEdit) title = wp_edit_new_metadata ("title", "Morning");
  g_autoptr (WpEdit) clear = wp_edit_new_metadata ("title", "");
  g_autoptr (WpEdit) bad = wp_edit_new_metadata ("colour", "red");
  g_autoptr (WpPuzzle) titled = wp_puzzle_apply_edit (puzzle, title, NULL);
  g_autoptr (WpPuzzle) cleared = wp_puzzle_apply_edit (titled, clear, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (titled->title, ==, "Morning");
  g_assert_null (puzzle->title);
  g_assert_null (cleared->title);
  g_assert_false (wp_edit_changes_solutions (title));
  g_assert_cmpstr (wp_edit_get_field (title), ==, "title");
  g_assert_null (wp_puzzle_apply_edit (puzzle, bad, &error));
  g_assert_cmpstr (error->message, ==, "a puzzle has no detail named “colour”");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit/cells", test_cells);
  g_test_add_func ("/edit/line-clues", test_line_clues);
  g_test_add_func ("/edit/picture", test_picture);
  g_test_add_func ("/edit/setting", test_setting);
  g_test_add_func ("/edit/metadata", test_metadata);
  return g_test_run ();
}
