/* kind-clone.c — clones: two shaded groups of cells of the same shape hold
 * the same digits, cell for cell (f-puzzles "clone": [{ "cells": [...],
 * "cloneCells": [...] }], cells[i] the twin of cloneCells[i], as in
 * Rangsk's CloneConstraint.cs).  Natively the first group's cells, then
 * the clone's; n_head is the size of a group. */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

static gboolean
clone_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  if (!wp_element_read_cells (puzzle, object, "cells", element, error))
    return FALSE;
  element->n_head = element->cells->len;
  return wp_element_read_cells (puzzle, object, "clone", element, error);
}

static void
clone_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_element_write_cells (puzzle, element, "cells", 0, element->n_head, builder);
  wp_element_write_cells (puzzle, element, "clone", element->n_head, element->cells->len - element->n_head, builder);
}

static gboolean
clone_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->n_head == 0 || element->cells->len != 2 * element->n_head)
    return wp_kind_invalid (error, puzzle, element, _("needs two groups with as many cells each"));
  return TRUE;
}

static void
clone_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  for (guint i = 0; i < element->n_head; i++)
    wp_sudoku_add_pair (model, wp_element_cell (element, i), wp_element_cell (element, element->n_head + i),
                        WP_PAIR_EQUAL, 0, wp_kind_grid_size (puzzle));
}

static WpConflict *
clone_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 0; i < element->n_head && element->cells->len == 2 * element->n_head; i++)
    {
      gint a = wp_kind_given (puzzle, element, i), b = wp_kind_given (puzzle, element, element->n_head + i);
      guint pair[2] = { wp_element_cell (element, i), wp_element_cell (element, element->n_head + i) };
      g_autofree char *na = NULL;
      g_autofree char *nb = NULL;

      if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || a == b)
        continue;
      na = wp_kind_cell_name (puzzle, pair[0]);
      nb = wp_kind_cell_name (puzzle, pair[1]);
      return wp_conflict_new (wp_kind_cells_array (pair, 2),
                              g_strdup_printf (_("%s (%c) and its clone %s (%c) differ"), na, wp_sudoku_value_char (a),
                                               nb, wp_sudoku_value_char (b)));
    }
  return NULL;
}

static void
clone_sketch (const WpPuzzle *puzzle, const WpElement *element, WpSketch *sketch)
{
  wp_sketch_shade (sketch, wp_kind_cells (element), element->cells->len, WP_SKETCH_INK_TEAL);
}

static gboolean
clone_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_clone);
  g_autofree char *clone_place = g_strdup_printf ("%s.cloneCells", place);

  if (!wp_fp_read_entry_cells (reader, entry, place, element, error))
    return FALSE;
  element->n_head = element->cells->len;
  return wp_fp_read_cells (reader, json_object_get_member (entry, "cloneCells"), clone_place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static void
clone_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  json_builder_set_member_name (builder, "cells");
  wp_fp_add_cells (builder, size, wp_kind_cells (element), element->n_head);
  json_builder_set_member_name (builder, "cloneCells");
  wp_fp_add_cells (builder, size, wp_kind_cells (element) + element->n_head, element->cells->len - element->n_head);
}

static const WpFpKey clone_keys[] = {
  { .key = "clone", .rank = 46, .read_entry = clone_fp_read, .write_entry = clone_fp_write },
  { NULL }
};

const WpSudokuKind wp_sudoku_clone_kind = {
  .base = {
    .id = "clone", .name = N_("Clone"), .noun = N_("clone"), .family = "clones", .family_name = N_("clones"),
    .shape = WP_ELEMENT_SHAPE_SKETCH,
    .read_json = clone_read, .write_json = clone_write, .validate = clone_validate,
    .add_propagators = clone_propagators, .find_conflict = clone_conflict, .sketch = clone_sketch,
    .rule = N_("Shaded groups of the same shape are clones: they hold the same digits in the same places."),
  },
  .fpuzzles = clone_keys,
};
