/* kind-cage.c — killer cages: digits differ and add up to the cage's sum */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Killer cage ------------------------------------------------------------------ */

static gboolean
cage_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return wp_kind_read_cells_member (puzzle, object, element, error) &&
         wp_kind_read_int (object, "sum", TRUE, 1, 999, &element->value, error);
}

static void
cage_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_kind_write_cells_member (puzzle, element, builder);
  if (element->value == WP_ELEMENT_NO_VALUE)
    return;
  json_builder_set_member_name (builder, "sum");
  json_builder_add_int_value (builder, element->value);
}

static gboolean
cage_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len == 0)
    return wp_kind_invalid (error, puzzle, element, _("has no cells"));
  if (element->cells->len > wp_kind_grid_size (puzzle))
    return wp_kind_invalid (error, puzzle, element, _("has %u cells, but only %u digits can differ"),
                    element->cells->len, wp_kind_grid_size (puzzle));
  if (element->value != WP_ELEMENT_NO_VALUE && element->value < 1)
    return wp_kind_invalid (error, puzzle, element, _("has a sum below 1"));
  return TRUE;
}

static void
cage_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_cage (model, (const guint *) (gpointer) element->cells->data, element->cells->len,
                      element->value == WP_ELEMENT_NO_VALUE ? 0 : element->value, wp_kind_grid_size (puzzle));
}

/* The smallest and largest totals @n_empty different digits can add, none
 * of them in @used (the givens). */
static void
reach_of_empty (guint size, guint64 used, guint n_empty, gint *low, gint *high)
{
  guint low_left = n_empty, high_left = n_empty;

  *low = *high = 0;
  for (guint d = 1; d <= size && low_left; d++)
    if (!(used & (G_GUINT64_CONSTANT (1) << d)))
      *low += (gint) d, low_left--;
  for (guint d = size; d >= 1 && high_left; d--)
    if (!(used & (G_GUINT64_CONSTANT (1) << d)))
      *high += (gint) d, high_left--;
}

static WpConflict *
cage_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  WpConflict *repeat = wp_kind_repeated_given (puzzle, element);
  guint64 used = 0;
  guint n_empty;
  gint sum, low, high;
  g_autofree char *what = NULL;

  if (repeat || element->value == WP_ELEMENT_NO_VALUE)
    return repeat;
  sum = wp_kind_sum_of_givens (puzzle, element, 0, element->cells->len, &n_empty);
  for (guint i = 0; i < element->cells->len; i++)
    if (wp_kind_given (puzzle, element, i) != WP_CELL_EMPTY)
      used |= G_GUINT64_CONSTANT (1) << wp_kind_given (puzzle, element, i);
  reach_of_empty (wp_kind_grid_size (puzzle), used, n_empty, &low, &high);
  what = wp_element_describe (puzzle, element);
  if (sum + high < element->value)
    return wp_conflict_new (g_array_copy (element->cells),
                         g_strdup_printf (_("%s needs %d, its digits reach at most %d"),
                                          what, element->value, sum + high));
  if (sum + low > element->value)
    return wp_conflict_new (g_array_copy (element->cells),
                         g_strdup_printf (_("%s needs %d, its digits make at least %d"),
                                          what, element->value, sum + low));
  return NULL;
}

static char *
cage_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the cage %s"), span);
}

/* f-puzzles: "killercage": [{ "cells": ["R1C1", "R1C2"], "value": "17" }]; no
 * value, or "", for a cage without a sum. */
static gboolean
cage_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_cage);

  return wp_fp_read_entry_cells (reader, entry, place, element, error) &&
         wp_fp_read_number (entry, "value", place, TRUE, 1, 999, &element->value, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static void
cage_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  wp_fp_write_cells (builder, size, element);
  if (element->value != WP_ELEMENT_NO_VALUE)
    wp_fp_write_number (builder, "value", element->value);
}

static const WpFpKey cage_keys[] = {
  { .key = "killercage", .rank = 21, .read_entry = cage_fp_read, .write_entry = cage_fp_write },
  { NULL }
};

const WpSudokuKind wp_sudoku_cage_kind = {
  .base = {
    .id = "cage", .name = N_("Killer cage"), .noun = N_("killer cage"), .family = "cages", .family_name = N_("killer cages"),
    .shape = WP_ELEMENT_SHAPE_CAGE,
    .read_json = cage_read, .write_json = cage_write, .validate = cage_validate,
    .add_propagators = cage_propagators, .find_conflict = cage_conflict, .describe = cage_describe,
    .rule = N_("Digits in a cage do not repeat and add up to the small number in its corner."),
  },
  .fpuzzles = cage_keys,
};
