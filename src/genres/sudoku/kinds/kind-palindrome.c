/* kind-palindrome.c — palindrome lines: the line reads the same from
 * either end (f-puzzles "palindrome": [{ "lines": [[…]] }]) */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
palindrome_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  return wp_kind_check_length (puzzle, element, 2, 0, error) && wp_kind_check_path (puzzle, element, 1, error);
}

static void
palindrome_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint n = element->cells->len;

  for (guint i = 0; i < n / 2; i++)
    wp_sudoku_add_pair (model, wp_element_cell (element, i), wp_element_cell (element, n - 1 - i), WP_PAIR_EQUAL, 0,
                        wp_kind_grid_size (puzzle));
}

static WpConflict *
palindrome_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint n = element->cells->len;

  for (guint i = 0; i < n / 2; i++)
    {
      gint a = wp_kind_given (puzzle, element, i), b = wp_kind_given (puzzle, element, n - 1 - i);
      guint pair[2] = { wp_element_cell (element, i), wp_element_cell (element, n - 1 - i) };
      g_autofree char *what = NULL;

      if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || a == b)
        continue;
      what = wp_element_describe (puzzle, element);
      return wp_conflict_new (wp_kind_cells_array (pair, 2),
                              g_strdup_printf (_("%s mirrors %c with %c"), what, wp_sudoku_value_char (a),
                                               wp_sudoku_value_char (b)));
    }
  return NULL;
}

static void
palindrome_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_line (sketch, wp_kind_cells (element), element->cells->len, WP_SKETCH_INK_GREY, 0.22, FALSE);
}

static gboolean
palindrome_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return wp_fp_read_line_entry (reader, entry, place, &wp_sudoku_palindrome, WP_ELEMENT_NO_VALUE, error);
}

static const WpFpKey palindrome_keys[] = {
  { .key = "palindrome", .rank = 44, .read_entry = palindrome_fp_read, .write_entry = wp_fp_write_line },
  { NULL }
};

const WpSudokuKind wp_sudoku_palindrome_kind = {
  .base = {
    .id = "palindrome", .name = N_("Palindrome"), .noun = N_("palindrome"), .family = "palindromes", .family_name = N_("palindromes"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = palindrome_validate,
    .add_propagators = palindrome_propagators, .find_conflict = palindrome_conflict, .sketch = palindrome_sketch,
    .rule = N_("A grey line reads the same from either end."),
  },
  .fpuzzles = palindrome_keys,
};
