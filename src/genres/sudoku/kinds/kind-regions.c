/* kind-regions.c — regions beyond rows, columns and boxes: diagonals, extra regions */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Regions beyond rows, columns and boxes ------------------------------------------ */

/* The cells of diagonal @direction (0: main, r1c1–rNcN; 1: anti, r1cN–rNc1). */
static void
diagonal_cells (guint size, gint direction, guint *cells)
{
  for (guint i = 0; i < size; i++)
    cells[i] = i * size + (direction == 0 ? i : size - 1 - i);
}

static gboolean
diagonal_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  static const char *const directions[] = { "main", "anti", NULL };

  return wp_kind_read_choice (object, "direction", directions, &element->value, error);
}

static void
diagonal_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "direction");
  json_builder_add_string_value (builder, element->value == 1 ? "anti" : "main");
}

static gboolean
diagonal_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value != 0 && element->value != 1)
    return wp_kind_invalid (error, puzzle, element, _("must run the main way or the anti way"));
  return TRUE;
}

static void
diagonal_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  diagonal_cells (size, element->value, cells);
  wp_model_add_permutation (model, cells, size, (G_GUINT64_CONSTANT (1) << size) - 1);
}

static WpConflict *
diagonal_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);
  g_autoptr (WpElement) line = wp_element_new (element->kind);

  diagonal_cells (size, element->value, cells);
  g_array_append_vals (line->cells, cells, size);
  line->value = element->value;
  return wp_kind_repeated_given (puzzle, line);
}

static char *
diagonal_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (element->value == 1 ? _("the anti-diagonal") : _("the main diagonal"));
}

/* f-puzzles: "diagonal+": true is the diagonal rising from r9c1 to r1c9,
 * the anti-diagonal here; "diagonal-" the main one. */
static gboolean
diagonal_fp_is_anti (const WpElement *element)
{
  return element->value == 1;
}

static gboolean
diagonal_fp_is_main (const WpElement *element)
{
  return element->value == 0;
}

static const WpFpKey diagonal_keys[] = {
  { .key = "diagonal+", .rank = 10, .flag = TRUE, .flag_value = 1, .holds = diagonal_fp_is_anti },
  { .key = "diagonal-", .rank = 11, .flag = TRUE, .flag_value = 0, .holds = diagonal_fp_is_main },
  { NULL }
};

const WpSudokuKind wp_sudoku_diagonal_kind = {
  .base = {
    .id = "diagonal", .name = N_("Diagonal"), .noun = N_("diagonal"), .family = "diagonals", .family_name = N_("diagonals"),
    .shape = WP_ELEMENT_SHAPE_DIAGONAL, .global = TRUE,
    .read_json = diagonal_read, .write_json = diagonal_write, .validate = diagonal_validate,
    .add_propagators = diagonal_propagators, .find_conflict = diagonal_conflict,
    .describe = diagonal_describe,
    .rule = N_("Digits do not repeat along a marked diagonal."),
  },
  .fpuzzles = diagonal_keys,
};

static gboolean
extra_region_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len < 2)
    return wp_kind_invalid (error, puzzle, element, _("needs at least two cells"));
  if (element->cells->len > wp_kind_grid_size (puzzle))
    return wp_kind_invalid (error, puzzle, element, _("has %u cells, but only %u digits can differ"),
                    element->cells->len, wp_kind_grid_size (puzzle));
  return TRUE;
}

static void
extra_region_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_cage (model, (const guint *) (gpointer) element->cells->data, element->cells->len,
                      0, wp_kind_grid_size (puzzle));
}

static char *
extra_region_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the extra region %s"), span);
}

/* f-puzzles: "extraregion": [{ "cells": [...] }]. */
static gboolean
extra_region_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_extra_region);

  return wp_fp_read_entry_cells (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static const WpFpKey extra_region_keys[] = {
  { .key = "extraregion", .rank = 26, .read_entry = extra_region_fp_read },
  { NULL }
};

const WpSudokuKind wp_sudoku_extra_region_kind = {
  .base = {
    .id = "extra-region", .name = N_("Extra region"), .noun = N_("extra region"), .family = "extra-regions", .family_name = N_("extra regions"),
    .shape = WP_ELEMENT_SHAPE_SHADED,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member,
    .validate = extra_region_validate, .add_propagators = extra_region_propagators,
    .find_conflict = wp_kind_repeated_given, .describe = extra_region_describe,
    .rule = N_("Digits do not repeat in a shaded region."),
  },
  .fpuzzles = extra_region_keys,
};
