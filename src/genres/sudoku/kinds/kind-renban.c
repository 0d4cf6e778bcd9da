/* kind-renban.c — renban lines: the digits on the line are different and
 * form a run of consecutive digits, in any order (Rangsk's "renban":
 * [{ "lines": [[…]] }]; RenbanConstraint.cs) */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
renban_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  return wp_kind_check_length (puzzle, element, 1, wp_kind_grid_size (puzzle), error) &&
         wp_kind_check_path (puzzle, element, 1, error);
}

/* A prefix keeps the rule while its digits differ and span at most n. */
static gboolean
renban_holds (const gint *digits, guint k, guint n, gint value, gint aux, guint size)
{
  gint low = digits[k - 1], high = digits[k - 1];

  for (guint i = 0; i + 1 < k; i++)
    {
      if (digits[i] == digits[k - 1])
        return FALSE;
      low = MIN (low, digits[i]);
      high = MAX (high, digits[i]);
    }
  return high - low < (gint) n;
}

static gboolean
renban_holds_full (const gint *digits, guint n, gint value)
{
  for (guint k = 1; k <= n; k++)
    if (!renban_holds (digits, k, n, value, 0, 0))
      return FALSE;
  return TRUE;
}

static void
renban_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle);

  wp_sudoku_add_cage (model, wp_kind_cells (element), element->cells->len, 0, size);
  wp_sudoku_add_tuple (model, wp_kind_cells (element), element->cells->len, renban_holds, 0, 0, size);
}

static WpConflict *
renban_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  WpConflict *repeat = wp_kind_repeated_given (puzzle, element);

  return repeat ? repeat : wp_kind_full_clash (puzzle, element, renban_holds_full);
}

static void
renban_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_line (sketch, wp_kind_cells (element), element->cells->len, WP_SKETCH_INK_PURPLE, 0.28, FALSE);
}

static gboolean
renban_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return wp_fp_read_line_entry (reader, entry, place, &wp_sudoku_renban, WP_ELEMENT_NO_VALUE, error);
}

static const WpFpKey renban_keys[] = {
  { .key = "renban", .rank = 60, .read_entry = renban_fp_read, .write_entry = wp_fp_write_line },
  { NULL }
};

const WpSudokuKind wp_sudoku_renban_kind = {
  .base = {
    .id = "renban", .name = N_("Renban line"), .noun = N_("renban line"), .family = "renban", .family_name = N_("renban lines"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = renban_validate,
    .add_propagators = renban_propagators, .find_conflict = renban_conflict, .sketch = renban_sketch,
    .rule = N_("Digits on a purple line do not repeat and form a set of consecutive digits, in any order."),
  },
  .fpuzzles = renban_keys,
};
