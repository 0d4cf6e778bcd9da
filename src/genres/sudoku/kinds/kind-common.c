/* kind-common.c — helpers every Sudoku constraint kind shares
 *
 * Cells, messages naming the element, native members and f-puzzles
 * entries: the kinds (kind-*.c) say only what is their own.
 */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <stdlib.h>

/* f-puzzles draws grids up to 16×16: honest data stays far below. */
#define FP_MAX_ENTRIES 4096

/* --- Cells and words ------------------------------------------------------------- */

guint
wp_kind_grid_size (const WpPuzzle *puzzle)
{
  return wp_sudoku_get_size (puzzle);
}

gboolean
wp_kind_cells_touch (const WpPuzzle *puzzle, guint a, guint b, gboolean diagonally)
{
  guint n = puzzle->width;
  gint dr = abs ((gint) (a / n) - (gint) (b / n)), dc = abs ((gint) (a % n) - (gint) (b % n));

  if (diagonally)
    return MAX (dr, dc) == 1;
  return dr + dc == 1;
}

char *
wp_kind_cell_name (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

GArray *
wp_kind_cells_array (const guint *cells, guint n)
{
  GArray *array = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  g_array_append_vals (array, cells, n);
  return array;
}

const guint *
wp_kind_cells (const WpElement *element)
{
  return (const guint *) (gpointer) element->cells->data;
}

gint
wp_kind_given (const WpPuzzle *puzzle, const WpElement *element, guint i)
{
  return puzzle->cells[wp_element_cell (element, i)];
}

gboolean
wp_kind_invalid (GError **error, const WpPuzzle *puzzle, const WpElement *element, const char *format, ...)
{
  g_autofree char *what = wp_element_describe (puzzle, element);
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%s %s", what, why);
  return FALSE;
}

gboolean
wp_kind_check_path (const WpPuzzle *puzzle, const WpElement *element, guint from, GError **error)
{
  for (guint i = MAX (from, 1); i < element->cells->len; i++)
    if (!wp_kind_cells_touch (puzzle, wp_element_cell (element, i - 1), wp_element_cell (element, i), TRUE))
      {
        g_autofree char *a = wp_kind_cell_name (puzzle, wp_element_cell (element, i - 1));
        g_autofree char *b = wp_kind_cell_name (puzzle, wp_element_cell (element, i));

        return wp_kind_invalid (error, puzzle, element, _("jumps from %s to %s, which do not touch"), a, b);
      }
  return TRUE;
}

gboolean
wp_kind_check_orthogonal_path (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  for (guint i = 1; i < element->cells->len; i++)
    if (!wp_kind_cells_touch (puzzle, wp_element_cell (element, i - 1), wp_element_cell (element, i), FALSE))
      {
        g_autofree char *a = wp_kind_cell_name (puzzle, wp_element_cell (element, i - 1));
        g_autofree char *b = wp_kind_cell_name (puzzle, wp_element_cell (element, i));

        return wp_kind_invalid (error, puzzle, element, _("steps from %s to %s, which do not share a side"), a, b);
      }
  return TRUE;
}

gboolean
wp_kind_check_length (const WpPuzzle *puzzle, const WpElement *element, guint least, guint most, GError **error)
{
  if (element->cells->len < least)
    return wp_kind_invalid (error, puzzle, element, g_dngettext (GETTEXT_PACKAGE, "needs at least %u cell",
                                                                 "needs at least %u cells", least), least);
  if (most && element->cells->len > most)
    return wp_kind_invalid (error, puzzle, element, g_dngettext (GETTEXT_PACKAGE, "has more than %u cell",
                                                                 "has more than %u cells", most), most);
  return TRUE;
}

gint
wp_kind_sum_of_givens (const WpPuzzle *puzzle, const WpElement *element, guint from, guint to, guint *n_empty)
{
  gint sum = 0;

  *n_empty = 0;
  for (guint i = from; i < to; i++)
    if (wp_kind_given (puzzle, element, i) == WP_CELL_EMPTY)
      (*n_empty)++;
    else
      sum += wp_kind_given (puzzle, element, i);
  return sum;
}

WpConflict *
wp_kind_repeated_given (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 0; i < element->cells->len; i++)
    for (guint j = i + 1; j < element->cells->len; j++)
      if (wp_kind_given (puzzle, element, i) != WP_CELL_EMPTY &&
          wp_kind_given (puzzle, element, i) == wp_kind_given (puzzle, element, j))
        {
          guint pair[2] = { wp_element_cell (element, i), wp_element_cell (element, j) };
          g_autofree char *a = wp_kind_cell_name (puzzle, pair[0]);
          g_autofree char *b = wp_kind_cell_name (puzzle, pair[1]);
          g_autofree char *what = wp_element_describe (puzzle, element);

          return wp_conflict_new (wp_kind_cells_array (pair, 2),
                                  g_strdup_printf (_("%s and %s both hold %c in %s"), a, b,
                                                   wp_sudoku_value_char (wp_kind_given (puzzle, element, i)), what));
        }
  return NULL;
}

WpConflict *
wp_kind_full_clash (const WpPuzzle *puzzle, const WpElement *element,
                    gboolean (*holds) (const gint *digits, guint n, gint value))
{
  guint n = element->cells->len;
  g_autofree gint *digits = g_new (gint, MAX (n, 1));
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *what = NULL;

  for (guint i = 0; i < n; i++)
    if ((digits[i] = wp_kind_given (puzzle, element, i)) == WP_CELL_EMPTY)
      return NULL;
  if (n == 0 || holds (digits, n, element->value))
    return NULL;
  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, i ? ", %c" : "%c", wp_sudoku_value_char (digits[i]));
  what = wp_element_describe (puzzle, element);
  /* TRANSLATORS: "the renban r1c1–r1c4 breaks its rule with 1, 2, 4, 5" */
  return wp_conflict_new (g_array_copy (element->cells),
                          g_strdup_printf (_("%s breaks its rule with %s"), what, list->str));
}

char *
wp_kind_describe_noun (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (_(element->kind->noun));
}

gboolean
wp_kind_pair_marked (const WpPuzzle *puzzle, const WpElementKind *kind, guint a, guint b)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->kind == kind && element->cells->len == 2 &&
          ((wp_element_cell (element, 0) == a && wp_element_cell (element, 1) == b) ||
           (wp_element_cell (element, 0) == b && wp_element_cell (element, 1) == a)))
        return TRUE;
    }
  return FALSE;
}

/* --- Native members --------------------------------------------------------------------- */

gboolean
wp_kind_read_int (JsonObject *object, const char *member, gboolean optional, gint64 min, gint64 max,
                  gint *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL && optional)
    return TRUE;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s: expected a whole number from %d to %d"), member, (gint) min, (gint) max);
      return FALSE;
    }
  *out = (gint) json_node_get_int (node);
  return TRUE;
}

void
wp_kind_write_int (JsonBuilder *builder, const char *member, gint value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

gboolean
wp_kind_read_choice (JsonObject *object, const char *member, const char *const *choices, gint *out,
                     GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  const char *text = node && JSON_NODE_HOLDS_VALUE (node) &&
                     json_node_get_value_type (node) == G_TYPE_STRING
                     ? json_node_get_string (node) : NULL;
  g_autofree char *list = g_strjoinv ("”, “", (char **) choices);

  for (guint i = 0; text && choices[i]; i++)
    if (g_str_equal (text, choices[i]))
      {
        *out = (gint) i;
        return TRUE;
      }
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: expected one of “%s”"), member, list);
  return FALSE;
}

gboolean
wp_kind_read_cells_member (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return wp_element_read_cells (puzzle, object, "cells", element, error);
}

void
wp_kind_write_cells_member (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_element_write_cells (puzzle, element, "cells", 0, element->cells->len, builder);
}

gboolean
wp_kind_no_members_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return TRUE;
}

void
wp_kind_no_members_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
}

/* --- f-puzzles entries ---------------------------------------------------------------- */

gboolean
wp_fp_fail (GError **error, gint code, const char *place, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, code, "%s: %s", place, what);
  return FALSE;
}

char *
wp_fp_shown (const char *text)
{
  if (g_utf8_strlen (text, -1) <= 40)
    return g_strdup (text);
  return g_strdup_printf ("%.*s…", (int) (g_utf8_offset_to_pointer (text, 40) - text), text);
}

gboolean
wp_fp_holds_type (JsonNode *node, GType type)
{
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/* A number of up to four digits at *@p (longer ones are far outside any
 * grid: 9999 stands for them), moving @p past every digit.  FALSE when
 * there is no digit. */
static gboolean
read_number (const char **p, guint *n)
{
  *n = 0;
  if (!g_ascii_isdigit (**p))
    return FALSE;
  for (; g_ascii_isdigit (**p); (*p)++)
    *n = MIN (*n * 10 + (guint) (**p - '0'), 9999);
  return TRUE;
}

/* "R3C7" (either case) to a row and a column, each from 0 up. */
static gboolean
parse_cell_name (JsonNode *node, const char *place, guint *row, guint *col, GError **error)
{
  const char *text = wp_fp_holds_type (node, G_TYPE_STRING) ? json_node_get_string (node) : NULL;
  const char *p = text;
  g_autofree char *quoted = NULL;

  if (text == NULL)
    return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a cell such as “R1C1”"));
  if (g_ascii_toupper (*p++) == 'R' && read_number (&p, row) &&
      g_ascii_toupper (*p++) == 'C' && read_number (&p, col) && *p == '\0')
    return TRUE;
  quoted = wp_fp_shown (text);
  return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a cell such as “R1C1”, not “%s”"), quoted);
}

gboolean
wp_fp_read_cell (const WpFpReader *reader, JsonNode *node, const char *place, guint *cell, GError **error)
{
  guint row, col;

  if (!parse_cell_name (node, place, &row, &col, error))
    return FALSE;
  if (row == 0 || col == 0 || row > reader->size || col > reader->size)
    {
      g_autofree char *quoted = wp_fp_shown (json_node_get_string (node));

      return wp_fp_fail (error, WP_ERROR_INVALID, place, _("“%s” is outside the %u×%u grid"), quoted,
                         reader->size, reader->size);
    }
  *cell = (row - 1) * reader->size + (col - 1);
  return TRUE;
}

gboolean
wp_fp_read_ring_cell (const WpFpReader *reader, JsonNode *node, const char *place, guint *row, guint *col,
                      GError **error)
{
  if (!parse_cell_name (node, place, row, col, error))
    return FALSE;
  if (*row > reader->size + 1 || *col > reader->size + 1)
    {
      g_autofree char *quoted = wp_fp_shown (json_node_get_string (node));

      return wp_fp_fail (error, WP_ERROR_INVALID, place, _("“%s” is not inside or beside the %u×%u grid"),
                         quoted, reader->size, reader->size);
    }
  return TRUE;
}

gboolean
wp_fp_get_list (JsonObject *object, const char *member, const char *place, JsonArray **list, GError **error)
{
  JsonNode *node = object ? json_object_get_member (object, member) : NULL;

  *list = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a list"));
  *list = json_node_get_array (node);
  if (json_array_get_length (*list) > FP_MAX_ENTRIES)
    return wp_fp_fail (error, WP_ERROR_INVALID, place, _("has %u entries; Wellposed reads at most %d"),
                       json_array_get_length (*list), FP_MAX_ENTRIES);
  return TRUE;
}

gboolean
wp_fp_read_cells (const WpFpReader *reader, JsonNode *node, const char *place, WpElement *element, GError **error)
{
  JsonArray *list;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a list of cells such as [\"R1C1\", \"R1C2\"]"));
  list = json_node_get_array (node);
  if (json_array_get_length (list) > reader->size * reader->size)
    return wp_fp_fail (error, WP_ERROR_INVALID, place, _("lists %u cells, more than the %u×%u grid has"),
                       json_array_get_length (list), reader->size, reader->size);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", place, i);
      guint cell = 0;

      if (!wp_fp_read_cell (reader, json_array_get_element (list, i), where, &cell, error))
        return FALSE;
      wp_element_add_cell (element, cell);
    }
  return TRUE;
}

gboolean
wp_fp_get_lines (JsonObject *object, const char *place, JsonArray **lines, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s.lines", place);

  if (!wp_fp_get_list (object, "lines", where, lines, error))
    return FALSE;
  if (*lines == NULL)
    return wp_fp_fail (error, WP_ERROR_PARSE, where, _("missing (expected a list of lines of cells)"));
  return TRUE;
}

gboolean
wp_fp_read_entry_cells (const WpFpReader *reader, JsonObject *object, const char *place, WpElement *element,
                        GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s.cells", place);

  return wp_fp_read_cells (reader, json_object_get_member (object, "cells"), where, element, error);
}

gboolean
wp_fp_read_entry_cell (const WpFpReader *reader, JsonObject *object, const char *place, WpElement *element,
                       GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s.cell", place);
  guint cell;

  if (!wp_fp_read_cell (reader, json_object_get_member (object, "cell"), where, &cell, error))
    return FALSE;
  wp_element_add_cell (element, cell);
  return TRUE;
}

gboolean
wp_fp_read_number (JsonObject *object, const char *member, const char *place, gboolean optional, gint min,
                   gint max, gint *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autofree char *where = g_strdup_printf ("%s.%s", place, member);
  g_autofree char *text = NULL;
  gint64 number;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return optional ? TRUE : wp_fp_fail (error, WP_ERROR_PARSE, where, _("missing (expected a number)"));
  if (wp_fp_holds_type (node, G_TYPE_INT64))
    text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  else if (wp_fp_holds_type (node, G_TYPE_STRING))
    text = g_strstrip (g_strdup (json_node_get_string (node)));
  else
    return wp_fp_fail (error, WP_ERROR_PARSE, where, _("expected a number such as “17”"));
  if (*text == '\0')
    return optional ? TRUE : wp_fp_fail (error, WP_ERROR_PARSE, where, _("missing (expected a number)"));
  if (!g_ascii_string_to_signed (text, 10, min, max, &number, NULL))
    {
      g_autofree char *quoted = wp_fp_shown (text);

      return wp_fp_fail (error, WP_ERROR_INVALID, where, _("expected a number from %d to %d, not “%s”"),
                         min, max, quoted);
    }
  *out = (gint) number;
  return TRUE;
}

gboolean
wp_fp_add_element (WpFpReader *reader, WpElement *element, const char *place, GError **error)
{
  g_autoptr (GError) invalid = NULL;

  if (!wp_puzzle_check_element (reader->puzzle, element, -1, &invalid))
    return wp_fp_fail (error, WP_ERROR_INVALID, place, "%s", invalid->message);
  g_ptr_array_add (reader->puzzle->elements, wp_element_copy (element));
  return TRUE;
}

gboolean
wp_fp_read_line_entry (WpFpReader *reader, JsonObject *entry, const char *place, const WpElementKind *kind,
                       gint value, GError **error)
{
  JsonArray *lines;

  if (!wp_fp_get_lines (entry, place, &lines, error))
    return FALSE;
  for (guint l = 0; l < json_array_get_length (lines); l++)
    {
      g_autofree char *line_place = g_strdup_printf ("%s.lines[%u]", place, l);
      g_autoptr (WpElement) element = wp_element_new (kind);

      element->value = value;
      if (!wp_fp_read_cells (reader, json_array_get_element (lines, l), line_place, element, error) ||
          !wp_fp_add_element (reader, element, line_place, error))
        return FALSE;
    }
  return TRUE;
}

void
wp_fp_add_cell_name (JsonBuilder *builder, guint size, guint cell)
{
  g_autofree char *name = g_strdup_printf ("R%uC%u", cell / size + 1, cell % size + 1);

  json_builder_add_string_value (builder, name);
}

void
wp_fp_add_cells (JsonBuilder *builder, guint size, const guint *cells, guint n)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    wp_fp_add_cell_name (builder, size, cells[i]);
  json_builder_end_array (builder);
}

void
wp_fp_write_cells (JsonBuilder *builder, guint size, const WpElement *element)
{
  json_builder_set_member_name (builder, "cells");
  wp_fp_add_cells (builder, size, wp_kind_cells (element), element->cells->len);
}

void
wp_fp_write_line (JsonBuilder *builder, guint size, const WpElement *element)
{
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  wp_fp_add_cells (builder, size, wp_kind_cells (element), element->cells->len);
  json_builder_end_array (builder);
}

void
wp_fp_write_number (JsonBuilder *builder, const char *member, gint value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, text);
}

void
wp_fp_write_one_cell (JsonBuilder *builder, guint size, const WpElement *element)
{
  json_builder_set_member_name (builder, "cell");
  wp_fp_add_cell_name (builder, size, wp_element_cell (element, 0));
}
