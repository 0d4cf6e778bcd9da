/* kind-thermometer.c — thermometers: digits rise from the bulb */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Thermometer ------------------------------------------------------------------ */

static gboolean
thermo_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len < 2)
    return wp_kind_invalid (error, puzzle, element, _("needs at least two cells"));
  if (element->cells->len > wp_kind_grid_size (puzzle))
    return wp_kind_invalid (error, puzzle, element, _("is longer than the %u digits that can rise along it"),
                    wp_kind_grid_size (puzzle));
  return wp_kind_check_path (puzzle, element, 1, error);
}

static void
thermo_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_thermometer (model, (const guint *) (gpointer) element->cells->data,
                             element->cells->len, wp_kind_grid_size (puzzle));
}

/* A given with too little room below or above it, or two givens that do
 * not rise far enough apart. */
static WpConflict *
thermo_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint n = element->cells->len, size = wp_kind_grid_size (puzzle);
  gint last_value = 0;
  guint last = 0;

  for (guint i = 0; i < n; i++)
    {
      gint v = wp_kind_given (puzzle, element, i);
      g_autofree char *name = NULL;
      g_autofree char *what = NULL;

      if (v == WP_CELL_EMPTY)
        continue;
      name = wp_kind_cell_name (puzzle, wp_element_cell (element, i));
      what = wp_element_describe (puzzle, element);
      if (v < (gint) i + 1 || v > (gint) (size - (n - 1 - i)))
        return wp_conflict_new (wp_kind_cells_array (&g_array_index (element->cells, guint, i), 1),
                             g_strdup_printf (_("%s cannot rise through %c at %s"), what,
                                              wp_sudoku_value_char (v), name));
      if (last_value && v - last_value < (gint) (i - last))
        {
          guint pair[2] = { wp_element_cell (element, last), wp_element_cell (element, i) };
          g_autofree char *before = wp_kind_cell_name (puzzle, pair[0]);

          return wp_conflict_new (wp_kind_cells_array (pair, 2),
                               g_strdup_printf (_("%s cannot rise from %c at %s to %c at %s"),
                                                what, wp_sudoku_value_char (last_value), before,
                                                wp_sudoku_value_char (v), name));
        }
      last_value = v;
      last = i;
    }
  return NULL;
}

static char *
thermo_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the thermometer %s"), span);
}

/* f-puzzles: "thermometer": [{ "lines": [["R1C1", "R1C2", …], …] }], each
 * line a thermometer, bulb first. */
static gboolean
thermo_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return wp_fp_read_line_entry (reader, entry, place, &wp_sudoku_thermometer, WP_ELEMENT_NO_VALUE, error);
}

static void
thermo_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  wp_fp_write_line (builder, size, element);
}

static const WpFpKey thermo_keys[] = {
  { .key = "thermometer", .rank = 25, .read_entry = thermo_fp_read, .write_entry = thermo_fp_write },
  { NULL }
};

const WpSudokuKind wp_sudoku_thermometer_kind = {
  .base = {
    .id = "thermometer", .name = N_("Thermometer"), .noun = N_("thermometer"), .family = "thermometers", .family_name = N_("thermometers"),
    .shape = WP_ELEMENT_SHAPE_THERMOMETER,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = thermo_validate,
    .add_propagators = thermo_propagators, .find_conflict = thermo_conflict,
    .describe = thermo_describe,
    .rule = N_("Digits along a thermometer increase from its bulb."),
  },
  .fpuzzles = thermo_keys,
};
