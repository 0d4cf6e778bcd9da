/* sudoku-rules.c — which classic rules apply, and the rules text
 *
 * Seed 004's author "commented out" Sudoku's rules to publish puzzles with
 * boxes and siteswap lines only: each of the three classic all-different
 * rules (rows, columns, boxes or jigsaw regions) can be switched off.  In
 * files: "classic": ["rows", "columns", "boxes"] (written only when one is
 * off).  In the studio each is a switch among the puzzle settings.
 */
#include "genres/sudoku/sudoku-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>

static const struct {
  guint       bit;
  const char *file_name;     /* in "classic" */
  const char *setting_id;
  const char *label;
} classic_rules[] = {
  { WP_SUDOKU_CLASSIC_ROWS,    "rows",    "classic-rows",    N_("Digits differ in every row") },
  { WP_SUDOKU_CLASSIC_COLUMNS, "columns", "classic-columns", N_("Digits differ in every column") },
  { WP_SUDOKU_CLASSIC_BOXES,   "boxes",   "classic-boxes",   N_("Digits differ in every box or region") },
};

guint
wp_sudoku_get_classic (const WpPuzzle *puzzle)
{
  return ((const WpSudokuParams *) puzzle->params)->classic;
}

gboolean
wp_sudoku_read_classic (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  WpSudokuParams *params = puzzle->params;
  JsonNode *node = json_object_get_member (object, "classic");
  JsonArray *array;

  params->classic = WP_SUDOKU_CLASSIC_ALL;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("classic: expected a list such as [\"rows\", \"columns\", \"boxes\"]"));
      return FALSE;
    }
  array = json_node_get_array (node);
  params->classic = 0;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *name = JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING
                         ? json_node_get_string (item) : "";
      guint bit = 0;

      for (guint r = 0; r < G_N_ELEMENTS (classic_rules); r++)
        if (g_str_equal (name, classic_rules[r].file_name))
          bit = classic_rules[r].bit;
      if (bit == 0)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("classic[%u]: expected “rows”, “columns” or “boxes”"), i);
          return FALSE;
        }
      params->classic |= bit;
    }
  return TRUE;
}

void
wp_sudoku_write_classic (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  guint classic = wp_sudoku_get_classic (puzzle);

  if (classic == WP_SUDOKU_CLASSIC_ALL)
    return;
  json_builder_set_member_name (builder, "classic");
  json_builder_begin_array (builder);
  for (guint r = 0; r < G_N_ELEMENTS (classic_rules); r++)
    if (classic & classic_rules[r].bit)
      json_builder_add_string_value (builder, classic_rules[r].file_name);
  json_builder_end_array (builder);
}

/* --- Settings: one switch per classic rule ------------------------------------ */

static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);
  guint classic = wp_sudoku_get_classic (puzzle);

  for (guint r = 0; r < G_N_ELEMENTS (classic_rules); r++)
    {
      gint on = (classic & classic_rules[r].bit) != 0;

      g_ptr_array_add (settings, wp_setting_new (classic_rules[r].setting_id, _(classic_rules[r].label),
                                                 WP_SETTING_SWITCH, on, 0, 1));
    }
  return settings;
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  WpSudokuParams *params = puzzle->params;

  for (guint r = 0; r < G_N_ELEMENTS (classic_rules); r++)
    {
      if (!g_str_equal (id, classic_rules[r].setting_id))
        continue;
      if (value != 0 && value != 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s is a switch: 0 or 1, not %d"), id, value);
          return FALSE;
        }
      params->classic = value ? params->classic | classic_rules[r].bit
                              : params->classic & ~classic_rules[r].bit;
      return TRUE;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("Sudoku puzzles have no setting “%s”"), id);
  return FALSE;
}

const WpSettingHooks wp_sudoku_setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

/* --- Rules text ----------------------------------------------------------------- */

/* The classic sentence for the rules that apply, then one sentence per
 * kind of element present. */
char *
wp_sudoku_compose_rules (const WpPuzzle *puzzle)
{
  GString *text = g_string_new (NULL);
  guint classic = wp_sudoku_get_classic (puzzle);
  const WpElementKind *const *kinds = wp_sudoku_element_hooks.kinds;

  if (classic == WP_SUDOKU_CLASSIC_ALL)
    g_string_append (text, _(puzzle->genre->rules));
  else if (classic == 0 && puzzle->elements->len > 0)
    g_string_append (text, _("Place a digit in every empty cell; rows, columns and regions may repeat digits unless a rule below says otherwise."));
  else if (classic == 0)
    g_string_append (text, _("Place a digit in every empty cell; rows, columns and regions may repeat digits."));
  else
    {
      g_autoptr (GPtrArray) units = g_ptr_array_new ();
      g_autofree char *list = NULL;

      if (classic & WP_SUDOKU_CLASSIC_ROWS)
        g_ptr_array_add (units, (gpointer) _("each row"));
      if (classic & WP_SUDOKU_CLASSIC_COLUMNS)
        g_ptr_array_add (units, (gpointer) _("each column"));
      if (classic & WP_SUDOKU_CLASSIC_BOXES)
        g_ptr_array_add (units, (gpointer) _("each outlined region"));
      g_ptr_array_add (units, NULL);
      list = g_strjoinv (_(" and "), (char **) units->pdata);
      g_string_append_printf (text, _("Place a digit in every empty cell so that %s contains every digit exactly once."),
                              list);
    }
  for (guint k = 0; kinds[k]; k++)
    for (guint i = 0; i < puzzle->elements->len; i++)
      if (((const WpElement *) g_ptr_array_index (puzzle->elements, i))->kind == kinds[k])
        {
          g_string_append_c (text, ' ');
          g_string_append (text, _(kinds[k]->rule));
          break;
        }
  return g_string_free (text, FALSE);
}
