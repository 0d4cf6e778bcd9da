/* kind-parity.c — even and odd cells: a grey square holds an even digit, a
 * grey circle an odd one (f-puzzles "even" / "odd": [{ "cell": "R1C1" }]) */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
is_even (const WpElement *element)
{
  return element->kind == &wp_sudoku_even;
}

static gboolean
parity_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  return wp_kind_check_length (puzzle, element, 1, 1, error);
}

/* Digits are bits from digit 1 at bit 0: the even ones are the odd bits. */
static void
parity_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  WpDomain odd_digits = G_GUINT64_CONSTANT (0x5555555555555555);

  model->domains[wp_element_cell (element, 0)] &= is_even (element) ? ~odd_digits : odd_digits;
}

static WpConflict *
parity_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  gint digit = wp_kind_given (puzzle, element, 0);
  g_autofree char *what = NULL;

  if (digit == WP_CELL_EMPTY || (digit % 2 == 0) == is_even (element))
    return NULL;
  what = wp_element_describe (puzzle, element);
  return wp_conflict_new (g_array_copy (element->cells),
                          g_strdup_printf (is_even (element) ? _("%s holds %c, which is odd")
                                                             : _("%s holds %c, which is even"),
                                           what, wp_sudoku_value_char (digit)));
}

static void
parity_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_cell_shape (sketch, wp_element_cell (element, 0),
                        is_even (element) ? WP_SKETCH_SHAPE_SQUARE : WP_SKETCH_SHAPE_CIRCLE, WP_SKETCH_INK_GREY);
}

static gboolean
even_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_even);

  return wp_fp_read_entry_cell (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static gboolean
odd_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_odd);

  return wp_fp_read_entry_cell (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static const WpFpKey even_keys[] = { { .key = "even", .rank = 40, .read_entry = even_fp_read, .write_entry = wp_fp_write_one_cell }, { NULL } };
static const WpFpKey odd_keys[] = { { .key = "odd", .rank = 41, .read_entry = odd_fp_read, .write_entry = wp_fp_write_one_cell }, { NULL } };

const WpSudokuKind wp_sudoku_even_kind = {
  .base = {
    .id = "even", .name = N_("Even cell"), .noun = N_("even cell"), .family = "parity", .family_name = N_("even and odd cells"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = parity_validate,
    .add_propagators = parity_propagators, .find_conflict = parity_conflict, .sketch = parity_sketch,
    .rule = N_("A cell with a grey square holds an even digit."),
  },
  .fpuzzles = even_keys,
};

const WpSudokuKind wp_sudoku_odd_kind = {
  .base = {
    .id = "odd", .name = N_("Odd cell"), .noun = N_("odd cell"), .family = "parity", .family_name = N_("even and odd cells"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = parity_validate,
    .add_propagators = parity_propagators, .find_conflict = parity_conflict, .sketch = parity_sketch,
    .rule = N_("A cell with a grey circle holds an odd digit."),
  },
  .fpuzzles = odd_keys,
};
