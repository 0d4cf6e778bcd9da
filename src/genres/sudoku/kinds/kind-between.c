/* kind-between.c — between lines: every digit on the line lies strictly
 * between the digits in the circles at its two ends (f-puzzles
 * "betweenline": [{ "lines": [[…]] }]; BetweenLineConstraint.cs) */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
between_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  return wp_kind_check_length (puzzle, element, 2, 0, error) && wp_kind_check_path (puzzle, element, 1, error);
}

/* Digits come ends first (the propagator is given the cells that way). */
static gboolean
between_holds (const gint *digits, guint k, guint n, gint value, gint aux, guint size)
{
  gint low, high;

  /* The ends need room between them for the digits of the line. */
  if (k == 1)
    return TRUE;
  if (k == 2)
    return ABS (digits[0] - digits[1]) >= 2;
  low = MIN (digits[0], digits[1]);
  high = MAX (digits[0], digits[1]);
  return digits[k - 1] > low && digits[k - 1] < high;
}

static gboolean
between_holds_full (const gint *digits, guint n, gint value)
{
  for (guint i = 1; i + 1 < n; i++)
    if (digits[i] <= MIN (digits[0], digits[n - 1]) || digits[i] >= MAX (digits[0], digits[n - 1]))
      return FALSE;
  return TRUE;
}

static void
between_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint n = element->cells->len;
  g_autofree guint *order = g_new (guint, n);

  if (n <= 2)
    return;
  order[0] = wp_element_cell (element, 0);
  order[1] = wp_element_cell (element, n - 1);
  for (guint i = 1; i + 1 < n; i++)
    order[i + 1] = wp_element_cell (element, i);
  wp_sudoku_add_tuple (model, order, n, between_holds, 0, 0, wp_kind_grid_size (puzzle));
}

static WpConflict *
between_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  return wp_kind_full_clash (puzzle, element, between_holds_full);
}

static void
between_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_line (sketch, wp_kind_cells (element), element->cells->len, WP_SKETCH_INK_GREY, 0.12, TRUE);
}

static gboolean
between_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return wp_fp_read_line_entry (reader, entry, place, &wp_sudoku_between, WP_ELEMENT_NO_VALUE, error);
}

static const WpFpKey between_keys[] = {
  { .key = "betweenline", .rank = 45, .read_entry = between_fp_read, .write_entry = wp_fp_write_line },
  { NULL }
};

const WpSudokuKind wp_sudoku_between_kind = {
  .base = {
    .id = "between", .name = N_("Between line"), .noun = N_("between line"), .family = "between", .family_name = N_("between lines"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = between_validate,
    .add_propagators = between_propagators, .find_conflict = between_conflict, .sketch = between_sketch,
    .rule = N_("Digits on a line between two circles lie strictly between the digits in the circles."),
  },
  .fpuzzles = between_keys,
};
