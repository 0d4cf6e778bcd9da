/* kind-dots.c — marks between two cells: white and black dots, X and V */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Rules between two cells -------------------------------------------------------- */

static WpPairRule
dot_rule (const WpElement *element, gint *param)
{
  *param = element->value;
  if (element->kind == &wp_sudoku_difference_dot)
    return WP_PAIR_CONSECUTIVE;
  if (element->kind == &wp_sudoku_ratio_dot)
    return WP_PAIR_DOUBLE;
  return WP_PAIR_SUM;
}

static gboolean
dot_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len != 2 ||
      !wp_kind_cells_touch (puzzle, wp_element_cell (element, 0), wp_element_cell (element, 1), FALSE))
    return wp_kind_invalid (error, puzzle, element, _("must join two cells side by side"));
  return TRUE;
}

static void
dot_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  gint param;
  WpPairRule rule = dot_rule (element, &param);

  wp_sudoku_add_pair (model, wp_element_cell (element, 0), wp_element_cell (element, 1), rule,
                      param, wp_kind_grid_size (puzzle));
}

static WpConflict *
dot_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  gint a = wp_kind_given (puzzle, element, 0), b = wp_kind_given (puzzle, element, 1), param;
  WpPairRule rule = dot_rule (element, &param);
  g_autofree char *what = NULL;

  if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || wp_sudoku_pair_holds (rule, param, a, b))
    return NULL;
  what = wp_element_describe (puzzle, element);
  return wp_conflict_new (g_array_copy (element->cells),
                       g_strdup_printf (_("%s joins %c and %c"), what,
                                        wp_sudoku_value_char (a), wp_sudoku_value_char (b)));
}

static char *
dot_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *a = wp_kind_cell_name (puzzle, wp_element_cell (element, 0));
  g_autofree char *b = NULL;

  if (element->cells->len < 2)
    {
      const char *name = _(element->kind->noun);

      /* TRANSLATORS: a dot with one cell only, "the white dot at r1c1" */
      return g_strdup_printf (_("the %s at %s"), name, a);
    }
  b = wp_kind_cell_name (puzzle, wp_element_cell (element, 1));
  if (element->kind == &wp_sudoku_difference_dot)
    return g_strdup_printf (_("the white dot between %s and %s"), a, b);
  if (element->kind == &wp_sudoku_ratio_dot)
    return g_strdup_printf (_("the black dot between %s and %s"), a, b);
  return g_strdup_printf (_("the %s between %s and %s"), element->value == 5 ? "V" : "X", a, b);
}

/* --- f-puzzles: "difference" and "ratio": [{ "cells": [a, b] }], "xv" with a
 * "value" of "X" or "V" ------------------------------------------------------------ */

/* A dot's optional "value": the difference or ratio it stands for. */
static gboolean
dot_value_is (JsonObject *object, gint64 expected)
{
  JsonNode *node = json_object_get_member (object, "value");
  gint64 number;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (wp_fp_holds_type (node, G_TYPE_INT64))
    return json_node_get_int (node) == expected;
  if (wp_fp_holds_type (node, G_TYPE_STRING))
    {
      g_autofree char *text = g_strstrip (g_strdup (json_node_get_string (node)));

      return *text == '\0' || (g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &number, NULL) &&
                               number == expected);
    }
  return FALSE;
}

static gboolean
dot_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, const WpElementKind *kind, GError **error)
{
  gboolean white = kind == &wp_sudoku_difference_dot;
  g_autofree char *value_place = g_strdup_printf ("%s.value", place);
  g_autoptr (WpElement) element = wp_element_new (kind);

  if (!dot_value_is (entry, white ? 1 : 2))
    return wp_fp_fail (error, WP_ERROR_UNSUPPORTED, value_place,
                       white ? _("difference dots with a value other than 1 are not supported yet")
                             : _("ratio dots with a value other than 2 are not supported yet"));
  return wp_fp_read_entry_cells (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static gboolean
white_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return dot_fp_read (reader, entry, place, &wp_sudoku_difference_dot, error);
}

static gboolean
black_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  return dot_fp_read (reader, entry, place, &wp_sudoku_ratio_dot, error);
}

static gboolean
xv_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autofree char *value_place = g_strdup_printf ("%s.value", place);
  g_autoptr (WpElement) element = wp_element_new (&wp_sudoku_xv);
  JsonNode *value = json_object_get_member (entry, "value");
  const char *letter = wp_fp_holds_type (value, G_TYPE_STRING) ? json_node_get_string (value) : "";

  if (g_ascii_strcasecmp (letter, "X") == 0)
    element->value = 10;
  else if (g_ascii_strcasecmp (letter, "V") == 0)
    element->value = 5;
  else
    return wp_fp_fail (error, WP_ERROR_PARSE, value_place, _("expected “X” or “V”"));
  return wp_fp_read_entry_cells (reader, entry, place, element, error) &&
         wp_fp_add_element (reader, element, place, error);
}

static void
xv_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  wp_fp_write_cells (builder, size, element);
  json_builder_set_member_name (builder, "value");
  json_builder_add_string_value (builder, element->value == 5 ? "V" : "X");
}

static const WpFpKey white_keys[] = { { .key = "difference", .rank = 22, .read_entry = white_fp_read }, { NULL } };
static const WpFpKey black_keys[] = { { .key = "ratio", .rank = 23, .read_entry = black_fp_read }, { NULL } };
static const WpFpKey xv_keys[] = { { .key = "xv", .rank = 24, .read_entry = xv_fp_read, .write_entry = xv_fp_write }, { NULL } };

const WpSudokuKind wp_sudoku_difference_dot_kind = {
  .base = {
    .id = "difference-dot", .name = N_("White dot"), .noun = N_("white dot"), .family = "dots", .family_name = N_("dots"),
    .shape = WP_ELEMENT_SHAPE_WHITE_DOT,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = dot_validate,
    .add_propagators = dot_propagators, .find_conflict = dot_conflict, .describe = dot_describe,
    .rule = N_("Digits joined by a white dot are consecutive."),
  },
  .fpuzzles = white_keys,
};

const WpSudokuKind wp_sudoku_ratio_dot_kind = {
  .base = {
    .id = "ratio-dot", .name = N_("Black dot"), .noun = N_("black dot"), .family = "dots", .family_name = N_("dots"),
    .shape = WP_ELEMENT_SHAPE_BLACK_DOT,
    .read_json = wp_kind_read_cells_member, .write_json = wp_kind_write_cells_member, .validate = dot_validate,
    .add_propagators = dot_propagators, .find_conflict = dot_conflict, .describe = dot_describe,
    .rule = N_("Of two digits joined by a black dot, one is double the other."),
  },
  .fpuzzles = black_keys,
};

static gboolean
xv_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  static const char *const letters[] = { "X", "V", NULL };
  gint which;

  if (!wp_kind_read_cells_member (puzzle, object, element, error) ||
      !wp_kind_read_choice (object, "value", letters, &which, error))
    return FALSE;
  element->value = which == 0 ? 10 : 5;
  return TRUE;
}

static void
xv_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_kind_write_cells_member (puzzle, element, builder);
  json_builder_set_member_name (builder, "value");
  json_builder_add_string_value (builder, element->value == 5 ? "V" : "X");
}

static gboolean
xv_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value != 5 && element->value != 10)
    return wp_kind_invalid (error, puzzle, element, _("must be X (10) or V (5)"));
  return dot_validate (puzzle, element, error);
}

static char *
xv_mark (const WpElement *element)
{
  return g_strdup (element->value == 5 ? "V" : "X");
}

const WpSudokuKind wp_sudoku_xv_kind = {
  .base = {
    .id = "xv", .name = N_("XV"), .noun = N_("XV"), .family = "xv", .family_name = N_("XV marks"),
    .shape = WP_ELEMENT_SHAPE_EDGE_TEXT,
    .read_json = xv_read, .write_json = xv_write, .validate = xv_validate,
    .add_propagators = dot_propagators, .find_conflict = dot_conflict, .mark = xv_mark,
    .describe = dot_describe,
    .rule = N_("Digits joined by an X add up to 10; joined by a V, to 5."),
  },
  .fpuzzles = xv_keys,
};
