/* kind-whispers.c — whispers lines: digits next to each other on the line
 * differ by at least the line's value, 5 on 9×9 ("German whispers"; 4 is
 * Dutch).  Rangsk's "whispers": [{ "lines": [[…]], "value": "5" }], the
 * value (N + 1) / 2 when absent (WhispersConstraint.cs). */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gint
default_difference (guint size)
{
  return (gint) (size + 1) / 2;
}

static gboolean
whispers_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return wp_kind_read_cells_member (puzzle, object, element, error) &&
         wp_kind_read_int (object, "difference", FALSE, 1, WP_SUDOKU_MAX_SIZE - 1, &element->value, error);
}

static void
whispers_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_kind_write_cells_member (puzzle, element, builder);
  wp_kind_write_int (builder, "difference", element->value);
}

static gboolean
whispers_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value < 1 || element->value > (gint) wp_kind_grid_size (puzzle) - 1)
    return wp_kind_invalid (error, puzzle, element, _("needs a difference from 1 to %u"),
                            wp_kind_grid_size (puzzle) - 1);
  return wp_kind_check_length (puzzle, element, 2, 0, error) && wp_kind_check_path (puzzle, element, 1, error);
}

static void
whispers_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  for (guint i = 1; i < element->cells->len; i++)
    wp_sudoku_add_pair (model, wp_element_cell (element, i - 1), wp_element_cell (element, i), WP_PAIR_APART,
                        element->value, wp_kind_grid_size (puzzle));
}

static WpConflict *
whispers_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 1; i < element->cells->len; i++)
    {
      gint a = wp_kind_given (puzzle, element, i - 1), b = wp_kind_given (puzzle, element, i);
      guint pair[2] = { wp_element_cell (element, i - 1), wp_element_cell (element, i) };
      g_autofree char *what = NULL;

      if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || ABS (a - b) >= element->value)
        continue;
      what = wp_element_describe (puzzle, element);
      return wp_conflict_new (wp_kind_cells_array (pair, 2),
                              g_strdup_printf (_("%s joins %c and %c, less than %d apart"), what,
                                               wp_sudoku_value_char (a), wp_sudoku_value_char (b), element->value));
    }
  return NULL;
}

static void
whispers_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_line (sketch, wp_kind_cells (element), element->cells->len, WP_SKETCH_INK_GREEN, 0.22, FALSE);
}

static gboolean
whispers_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  gint difference = default_difference (reader->size);

  return wp_fp_read_number (entry, "value", place, TRUE, 1, (gint) reader->size - 1, &difference, error) &&
         wp_fp_read_line_entry (reader, entry, place, &wp_sudoku_whispers, difference, error);
}

static void
whispers_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  wp_fp_write_line (builder, size, element);
  wp_fp_write_number (builder, "value", element->value);
}

static const WpFpKey whispers_keys[] = {
  { .key = "whispers", .rank = 61, .read_entry = whispers_fp_read, .write_entry = whispers_fp_write },
  { NULL }
};

static char *
whispers_mark (const WpElement *element)
{
  return NULL;
}

const WpSudokuKind wp_sudoku_whispers_kind = {
  .base = {
    .id = "whispers", .name = N_("Whispers line"), .noun = N_("whispers line"), .family = "whispers", .family_name = N_("whispers lines"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = whispers_read, .write_json = whispers_write, .validate = whispers_validate,
    .add_propagators = whispers_propagators, .find_conflict = whispers_conflict, .sketch = whispers_sketch,
    .mark = whispers_mark,
    .rule = N_("Digits next to each other on a green line differ by at least its value (5 on a 9×9 grid unless it says otherwise)."),
  },
  .fpuzzles = whispers_keys,
};
