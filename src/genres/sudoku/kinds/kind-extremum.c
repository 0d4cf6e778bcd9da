/* kind-extremum.c — minimum and maximum cells: a minimum is less than each
 * cell beside it, a maximum greater (f-puzzles "minimum" / "maximum":
 * [{ "cell": "R1C1" }]).  As in Rangsk's solver (MinimumConstraint.cs),
 * two minimum cells side by side are not compared with each other. */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
is_minimum (const WpElement *element)
{
  return element->kind == &wp_sudoku_minimum;
}

static gboolean
extremum_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  return wp_kind_check_length (puzzle, element, 1, 1, error);
}

/* Whether @cell carries an element of @kind. */
static gboolean
cell_marked (const WpPuzzle *puzzle, const WpElementKind *kind, guint cell)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->kind == kind && element->cells->len == 1 && wp_element_cell (element, 0) == cell)
        return TRUE;
    }
  return FALSE;
}

/* The cells beside @cell (up to four), into @out. */
static guint
neighbours (guint size, guint cell, guint *out)
{
  guint r = cell / size, c = cell % size, n = 0;

  if (r > 0)
    out[n++] = cell - size;
  if (r + 1 < size)
    out[n++] = cell + size;
  if (c > 0)
    out[n++] = cell - 1;
  if (c + 1 < size)
    out[n++] = cell + 1;
  return n;
}

static void
extremum_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle), cell = wp_element_cell (element, 0), around[4];
  guint n = neighbours (size, cell, around);

  for (guint i = 0; i < n; i++)
    {
      if (cell_marked (puzzle, element->kind, around[i]))
        continue;
      if (is_minimum (element))
        wp_sudoku_add_pair (model, cell, around[i], WP_PAIR_LESS, 0, size);
      else
        wp_sudoku_add_pair (model, around[i], cell, WP_PAIR_LESS, 0, size);
    }
}

static WpConflict *
extremum_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle), cell = wp_element_cell (element, 0), around[4];
  guint n = neighbours (size, cell, around);
  gint digit = puzzle->cells[cell];

  for (guint i = 0; i < n && digit != WP_CELL_EMPTY; i++)
    {
      gint other = puzzle->cells[around[i]];
      guint pair[2] = { cell, around[i] };
      g_autofree char *what = NULL;
      g_autofree char *name = NULL;

      if (other == WP_CELL_EMPTY || cell_marked (puzzle, element->kind, around[i]) ||
          (is_minimum (element) ? digit < other : digit > other))
        continue;
      what = wp_element_describe (puzzle, element);
      name = wp_kind_cell_name (puzzle, around[i]);
      return wp_conflict_new (wp_kind_cells_array (pair, 2),
                              g_strdup_printf (is_minimum (element) ? _("%s holds %c, not less than %c at %s")
                                                                    : _("%s holds %c, not more than %c at %s"),
                                               what, wp_sudoku_value_char (digit), wp_sudoku_value_char (other), name));
    }
  return NULL;
}

static void
extremum_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_cell_shape (sketch, wp_element_cell (element, 0),
                        is_minimum (element) ? WP_SKETCH_SHAPE_CHEVRONS_IN : WP_SKETCH_SHAPE_CHEVRONS_OUT,
                        WP_SKETCH_INK_GREY);
}

static gboolean
extremum_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, const WpElementKind *kind,
                  GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (kind);

  return wp_fp_read_entry_cell (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static gboolean
minimum_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return extremum_fp_read (reader, entry, place, &wp_sudoku_minimum, error);
}

static gboolean
maximum_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return extremum_fp_read (reader, entry, place, &wp_sudoku_maximum, error);
}

static const WpFpKey minimum_keys[] = { { .key = "minimum", .rank = 42, .read_entry = minimum_fp_read, .write_entry = wp_fp_write_one_cell }, { NULL } };
static const WpFpKey maximum_keys[] = { { .key = "maximum", .rank = 43, .read_entry = maximum_fp_read, .write_entry = wp_fp_write_one_cell }, { NULL } };

const WpSudokuKind wp_sudoku_minimum_kind = {
  .base = {
    .id = "minimum", .name = N_("Minimum cell"), .noun = N_("minimum cell"), .family = "extremes", .family_name = N_("minimum and maximum cells"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = extremum_validate,
    .add_propagators = extremum_propagators, .find_conflict = extremum_conflict, .sketch = extremum_sketch,
    .rule = N_("A minimum cell (arrows pointing in) holds a digit less than each cell beside it."),
  },
  .fpuzzles = minimum_keys,
};

const WpSudokuKind wp_sudoku_maximum_kind = {
  .base = {
    .id = "maximum", .name = N_("Maximum cell"), .noun = N_("maximum cell"), .family = "extremes", .family_name = N_("minimum and maximum cells"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = extremum_validate,
    .add_propagators = extremum_propagators, .find_conflict = extremum_conflict, .sketch = extremum_sketch,
    .rule = N_("A maximum cell (arrows pointing out) holds a digit greater than each cell beside it."),
  },
  .fpuzzles = maximum_keys,
};
