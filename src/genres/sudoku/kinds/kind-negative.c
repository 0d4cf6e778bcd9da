/* kind-negative.c — negative constraints: every X and V is given (no other
 * pair side by side adds up to 10 or 5), or every black dot is given (no
 * other pair side by side is one digit and its double).  f-puzzles
 * "negative": ["ratio", "xv"].  As in Rangsk's solver
 * (OrthogonalValueConstraint.cs), a pair with an X or V is exempt from
 * negative XV, and a pair with any dot from negative ratio. */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

enum { NEGATIVE_XV = 1, NEGATIVE_RATIO = 2 };

static const char *const marks[] = { "xv", "ratio", NULL };

static gboolean
negative_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  gint which;

  if (!wp_kind_read_choice (object, "marks", marks, &which, error))
    return FALSE;
  element->value = which + 1;
  return TRUE;
}

static void
negative_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "marks");
  json_builder_add_string_value (builder, marks[CLAMP (element->value, 1, 2) - 1]);
}

static gboolean
negative_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value != NEGATIVE_XV && element->value != NEGATIVE_RATIO)
    return wp_kind_invalid (error, puzzle, element, _("must be about X and V or about black dots"));
  return TRUE;
}

static gboolean
exempt (const WpPuzzle *puzzle, const WpElement *element, guint a, guint b)
{
  if (element->value == NEGATIVE_XV)
    return wp_kind_pair_marked (puzzle, &wp_sudoku_xv, a, b);
  return wp_kind_pair_marked (puzzle, &wp_sudoku_ratio_dot, a, b) ||
         wp_kind_pair_marked (puzzle, &wp_sudoku_difference_dot, a, b);
}

static WpPairRule
negative_rule (const WpElement *element, gint *param)
{
  *param = 5 | 10 << 8;
  return element->value == NEGATIVE_XV ? WP_PAIR_NOT_SUM : WP_PAIR_NOT_DOUBLE;
}

static void
negative_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle);
  gint param;
  WpPairRule rule = negative_rule (element, &param);

  for (guint cell = 0; cell < size * size; cell++)
    {
      guint right = cell + 1, down = cell + size;

      if (cell % size + 1 < size && !exempt (puzzle, element, cell, right))
        wp_sudoku_add_pair (model, cell, right, rule, param, size);
      if (down < size * size && !exempt (puzzle, element, cell, down))
        wp_sudoku_add_pair (model, cell, down, rule, param, size);
    }
}

/* The first unmarked pair of givens side by side that breaks the rule. */
static WpConflict *
negative_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle);
  gint param;
  WpPairRule rule = negative_rule (element, &param);

  for (guint cell = 0; cell < size * size; cell++)
    for (guint step = 0; step < 2; step++)
      {
        guint other = step ? cell + size : cell + 1;
        gint a = puzzle->cells[cell], b;
        guint pair[2] = { cell, other };
        g_autofree char *na = NULL;
        g_autofree char *nb = NULL;
        g_autofree char *what = NULL;

        if ((step ? other >= size * size : cell % size + 1 >= size) || a == WP_CELL_EMPTY)
          continue;
        b = puzzle->cells[other];
        if (b == WP_CELL_EMPTY || wp_sudoku_pair_holds (rule, param, a, b) || exempt (puzzle, element, cell, other))
          continue;
        na = wp_kind_cell_name (puzzle, cell);
        nb = wp_kind_cell_name (puzzle, other);
        what = wp_element_describe (puzzle, element);
        return wp_conflict_new (wp_kind_cells_array (pair, 2),
                                g_strdup_printf (_("%s (%c) and %s (%c) break %s"), na, wp_sudoku_value_char (a), nb,
                                                 wp_sudoku_value_char (b), what));
      }
  return NULL;
}

static char *
negative_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (element->value == NEGATIVE_XV ? _("negative XV") : _("negative black dots"));
}

/* f-puzzles: a list of names. */
static gboolean
negative_fp_read (WpFpReader *reader, const char *key, JsonNode *node, GError **error)
{
  JsonArray *list;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, key, _("expected a list such as [\"ratio\", \"xv\"]"));
  list = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (list) && i < 16; i++)
    {
      JsonNode *item = json_array_get_element (list, i);
      const char *name = wp_fp_holds_type (item, G_TYPE_STRING) ? json_node_get_string (item) : "";
      g_autofree char *place = g_strdup_printf ("%s[%u]", key, i);
      g_autoptr (WpElement) element = NULL;

      if (!g_str_equal (name, "xv") && !g_str_equal (name, "ratio"))
        {
          g_autofree char *quoted = wp_fp_shown (name);

          return wp_fp_fail (error, WP_ERROR_UNSUPPORTED, place, _("negative constraint “%s” is not supported yet"),
                             quoted);
        }
      element = wp_element_new_global (&wp_sudoku_negative, g_str_equal (name, "xv") ? NEGATIVE_XV : NEGATIVE_RATIO);
      if (wp_puzzle_find_global (reader->puzzle, element->kind, element->value) < 0 &&
          !wp_fp_add_element (reader, element, place, error))
        return FALSE;
    }
  return TRUE;
}

static void
negative_fp_write (JsonBuilder *builder, const WpPuzzle *puzzle, const char *key)
{
  gboolean ratio = wp_puzzle_find_global (puzzle, &wp_sudoku_negative, NEGATIVE_RATIO) >= 0;
  gboolean xv = wp_puzzle_find_global (puzzle, &wp_sudoku_negative, NEGATIVE_XV) >= 0;

  if (!ratio && !xv)
    return;
  json_builder_set_member_name (builder, key);
  json_builder_begin_array (builder);
  if (ratio)
    json_builder_add_string_value (builder, "ratio");
  if (xv)
    json_builder_add_string_value (builder, "xv");
  json_builder_end_array (builder);
}

static const WpFpKey negative_keys[] = {
  { .key = "negative", .rank = 27, .read_member = negative_fp_read, .write_member = negative_fp_write },
  { NULL }
};

const WpSudokuKind wp_sudoku_negative_kind = {
  .base = {
    .id = "negative", .name = N_("Negative constraint"), .noun = N_("negative constraint"), .family = "negative",
    .family_name = N_("negative constraints"),
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
    .read_json = negative_read, .write_json = negative_write, .validate = negative_validate,
    .add_propagators = negative_propagators, .find_conflict = negative_conflict, .describe = negative_describe,
    .rule = N_("All possible marks of a negative constraint are given: no other cells side by side add up to 10 or 5 (negative XV), or hold a digit and its double (negative black dots)."),
  },
  .fpuzzles = negative_keys,
};
