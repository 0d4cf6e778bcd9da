/* line-counts.c — numbers beside rows and columns, each possibly unknown
 * (see line-counts.h)
 */
#include "genres/common/line-counts.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Copies ---------------------------------------------------------------- */

gint *
wp_line_counts_copy (const WpLineCountsSpec *spec, const gint *counts, guint n)
{
  gint *copy = g_new (gint, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    copy[i] = counts ? counts[i] : spec->unknown;
  return copy;
}

/* --- Native file ----------------------------------------------------------- */

/* How many elements @member of @object holds; 0 when it is not a list. */
static guint
member_length (JsonObject *object, const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_array_get_length (json_node_get_array (node)) : 0;
}

/* Past G_MAXINT: refused here as written when the genre quotes such
 * numbers, else read as G_MAXINT for validate to refuse. */
static gboolean
read_large (const WpLineCountsSpec *spec, const char *member, guint i, gint64 value, guint length,
            gint *out, GError **error)
{
  g_autofree char *written = NULL;
  g_autofree char *problem = NULL;

  if (spec->too_large == NULL)
    {
      *out = G_MAXINT;
      return TRUE;
    }
  written = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  problem = spec->too_large (written, length, g_str_equal (member, "rows"));
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%s[%u]: %s", member, i, problem);
  return FALSE;
}

/* Element @i of @member: null for unknown, or a whole number of at least 0.
 * Anything past the grid is left to validate, which knows the line's
 * length; json-glib hands integers past the 64-bit range over wrapped
 * around, so those cannot be quoted as written. */
static gboolean
read_number (const WpLineCountsSpec *spec, JsonArray *array, const char *member, guint i, guint length,
             gint *out, GError **error)
{
  JsonNode *element = json_array_get_element (array, i);
  gint64 value;

  if (JSON_NODE_HOLDS_NULL (element))
    {
      *out = spec->unknown;
      return TRUE;
    }
  if (json_node_get_value_type (element) != G_TYPE_INT64)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s[%u]: expected a whole number, or null for unknown"), member, i);
      return FALSE;
    }
  value = json_node_get_int (element);
  if (value < 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   spec->noun == WP_LINE_SUMS
                   ? _("%s[%u]: a sum of %lld is negative (use null for an unknown sum)")
                   : _("%s[%u]: a count of %lld is negative (use null for an unknown count)"),
                   member, i, (long long) value);
      return FALSE;
    }
  if (value > G_MAXINT)
    return read_large (spec, member, i, value, length, out, error);
  *out = (gint) value;
  return TRUE;
}

void
wp_line_counts_copy_into (WpLineCounts *copy, const WpLineCounts *from)
{
  *copy = *from;
  copy->rows = g_memdup2 (from->rows, sizeof (gint) * MAX (from->n_rows, 1));
  copy->cols = g_memdup2 (from->cols, sizeof (gint) * MAX (from->n_cols, 1));
}

void
wp_line_counts_clear (WpLineCounts *counts)
{
  g_clear_pointer (&counts->rows, g_free);
  g_clear_pointer (&counts->cols, g_free);
}

gpointer
wp_line_counts_params_copy (gconstpointer params, gsize size)
{
  WpLineCounts *copy = g_memdup2 (params, size);

  wp_line_counts_copy_into (copy, params);
  return copy;
}

void
wp_line_counts_params_free (gpointer params)
{
  wp_line_counts_clear (params);
  g_free (params);
}

gboolean
wp_line_counts_equal (const WpLineCounts *a, const WpLineCounts *b)
{
  return a->n_rows == b->n_rows && a->n_cols == b->n_cols &&
         memcmp (a->rows, b->rows, sizeof (gint) * a->n_rows) == 0 &&
         memcmp (a->cols, b->cols, sizeof (gint) * a->n_cols) == 0;
}

/* "rows" or "columns": a list of 1 to spec->max_lines numbers or nulls,
 * beside lines of @length cells (0 when not known). */
static gint *
read_list (const WpLineCountsSpec *spec, JsonObject *object, const char *member, guint length,
           guint *n_out, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autofree gint *counts = NULL;
  JsonArray *array;
  guint n;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   spec->noun == WP_LINE_SUMS
                   ? _("%s: expected a list of sums (whole numbers, or null for unknown)")
                   : _("%s: expected a list of counts (whole numbers, or null for unknown)"),
                   member);
      return NULL;
    }
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n == 0 || n > spec->max_lines)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   spec->noun == WP_LINE_SUMS
                   ? _("%s: %u sums, but a Submarines grid has 1 to %u rows and columns")
                   : _("%s: %u counts, but a Battleships grid has 1 to %u rows and columns"),
                   member, n, spec->max_lines);
      return NULL;
    }
  counts = g_new (gint, n);
  for (guint i = 0; i < n; i++)
    if (!read_number (spec, array, member, i, length, &counts[i], error))
      return NULL;
  *n_out = n;
  return g_steal_pointer (&counts);
}

gboolean
wp_line_counts_read (const WpLineCountsSpec *spec, JsonObject *object,
                     gint **rows, guint *n_rows, gint **cols, guint *n_cols, GError **error)
{
  g_autofree gint *row_counts = NULL;
  g_autofree gint *col_counts = NULL;
  guint n_row_counts = 0, n_col_counts = 0;

  /* Rows first, as long as "columns" is before it is read (0 when it is
   * no list), so that a number too large to hold is quoted against its
   * row. */
  row_counts = read_list (spec, object, "rows", member_length (object, "columns"), &n_row_counts, error);
  if (row_counts == NULL)
    return FALSE;
  col_counts = read_list (spec, object, "columns", n_row_counts, &n_col_counts, error);
  if (col_counts == NULL)
    return FALSE;
  *rows = g_steal_pointer (&row_counts);
  *cols = g_steal_pointer (&col_counts);
  *n_rows = n_row_counts;
  *n_cols = n_col_counts;
  return TRUE;
}

static void
write_list (const WpLineCountsSpec *spec, JsonBuilder *builder, const char *member, const gint *counts, guint n)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    if (counts[i] == spec->unknown)
      json_builder_add_null_value (builder);
    else
      json_builder_add_int_value (builder, counts[i]);
  json_builder_end_array (builder);
}

void
wp_line_counts_write (const WpLineCountsSpec *spec, JsonBuilder *builder, const WpLineCounts *counts)
{
  write_list (spec, builder, "rows", counts->rows, counts->n_rows);
  write_list (spec, builder, "columns", counts->cols, counts->n_cols);
}

/* --- Checks and line clues ------------------------------------------------- */

/* The place is the native file's ("rows[2]", counting from 0 like the
 * other members), whatever the puzzle was read from. */
static gboolean
check_list (const WpLineCountsSpec *spec, const gint *counts, guint n, guint length, gboolean is_row,
            GError **error)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *problem = spec->problem (counts[i], length, is_row);

      if (problem)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%s[%u]: %s",
                       is_row ? "rows" : "columns", i, problem);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
wp_line_counts_check (const WpLineCountsSpec *spec, const WpLineCounts *counts, GError **error)
{
  return check_list (spec, counts->rows, counts->n_rows, counts->n_cols, TRUE, error) &&
         check_list (spec, counts->cols, counts->n_cols, counts->n_rows, FALSE, error);
}

GStrv
wp_line_counts_clues (const WpLineCountsSpec *spec, const gint *counts, guint n, guint index)
{
  GStrv clues = g_new0 (char *, 2);

  g_return_val_if_fail (index < n, clues);
  if (counts[index] != spec->unknown)
    clues[0] = g_strdup_printf ("%d", counts[index]);
  return clues;
}

/* --- Givens, one string per row -------------------------------------------- */

static gboolean
read_given_row (JsonArray *rows, guint r, WpPuzzle *puzzle, WpGivenReadFunc read_cell, GError **error)
{
  JsonNode *node = json_array_get_element (rows, r);
  const char *p;
  guint c = 0;

  if (json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("givens[%u]: expected a string of %u cells"), r, puzzle->width);
      return FALSE;
    }
  p = json_node_get_string (node);
  if (g_utf8_strlen (p, -1) != puzzle->width)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens[%u]: has %u cells, expected %u"),
                   r, (guint) g_utf8_strlen (p, -1), puzzle->width);
      return FALSE;
    }
  for (; *p; p = g_utf8_next_char (p), c++)
    if (!read_cell (g_utf8_get_char (p), r, c, &puzzle->cells[r * puzzle->width + c], error))
      return FALSE;
  return TRUE;
}

gboolean
wp_given_rows_read (JsonObject *object, WpPuzzle *puzzle, WpGivenReadFunc read_cell, GError **error)
{
  JsonNode *node = json_object_get_member (object, "givens");
  JsonArray *rows;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens: expected a list of %u rows"), puzzle->height);
      return FALSE;
    }
  rows = json_node_get_array (node);
  for (guint r = 0; r < puzzle->height; r++)
    if (!read_given_row (rows, r, puzzle, read_cell, error))
      return FALSE;
  return TRUE;
}

void
wp_given_rows_write (JsonBuilder *builder, const WpPuzzle *puzzle, WpGivenWriteFunc write_cell)
{
  g_autofree char *row = g_new0 (char, puzzle->width + 1);

  json_builder_set_member_name (builder, "givens");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        row[c] = write_cell (puzzle->cells[r * puzzle->width + c]);
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
}

/* --- Naming lines ---------------------------------------------------------- */

/* "row 2", "rows 1 and 3", "columns 2, 5 and 7" from flags over 0-based
 * indices. */
static void
append_line_list (GString *out, const char *one, const char *many, const guint8 *used, guint n)
{
  guint count = 0, seen = 0;

  for (guint i = 0; i < n; i++)
    count += used[i] != 0;
  g_string_append (out, count == 1 ? one : many);
  for (guint i = 0; i < n; i++)
    if (used[i])
      {
        seen++;
        g_string_append_printf (out, "%s%u", seen == 1 ? " " : seen == count ? _(" and ") : ", ", i + 1);
      }
}

char *
wp_lines_named (WpLineKind kind, const guint8 *used, guint n)
{
  GString *names = g_string_new (NULL);

  if (kind == WP_LINE_ROW)
    append_line_list (names, _("row"), _("rows"), used, n);
  else
    append_line_list (names, _("column"), _("columns"), used, n);
  return g_string_free (names, FALSE);
}

char *
wp_cells_where (const WpPuzzle *puzzle, const GArray *cells, guint *n_rows_out, guint *n_cols_out)
{
  g_autofree guint8 *rows = g_new0 (guint8, puzzle->height);
  g_autofree guint8 *cols = g_new0 (guint8, puzzle->width);
  g_autoptr (GString) columns = g_string_new (NULL);
  GString *where = g_string_new (NULL);
  guint n_rows = 0, n_cols = 0;

  for (guint i = 0; i < cells->len; i++)
    {
      guint cell = g_array_index (cells, guint, i);

      if (cell >= wp_puzzle_n_cells (puzzle))
        continue;
      n_rows += !rows[cell / puzzle->width];
      n_cols += !cols[cell % puzzle->width];
      rows[cell / puzzle->width] = cols[cell % puzzle->width] = TRUE;
    }
  *n_rows_out = n_rows;
  *n_cols_out = n_cols;
  if (n_rows == 0)
    return g_string_free (where, TRUE);
  append_line_list (where, _("row"), _("rows"), rows, puzzle->height);
  append_line_list (columns, _("column"), _("columns"), cols, puzzle->width);
  g_string_append_printf (where, "%s%s", n_rows > 2 || n_cols > 2 ? "; " : ", ", columns->str);
  return g_string_free (where, FALSE);
}

/* --- 0/1 givens ------------------------------------------------------------ */

gboolean
wp_given_read_binary (gunichar ch, guint row, guint col, gint *value, GError **error)
{
  if (ch != '.' && ch != '0' && ch != '1')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("givens[%u]: the cell at column %u is not '.', '0' or '1'"), row, col + 1);
      return FALSE;
    }
  *value = ch == '.' ? WP_CELL_EMPTY : (gint) (ch - '0');
  return TRUE;
}

char
wp_given_write_binary (gint value)
{
  return value == WP_CELL_EMPTY ? '.' : value == 0 ? '0' : '1';
}

/* --- What the setter types beside a line ------------------------------------ */

gboolean
wp_line_counts_parse (const char *text, gint *value, gboolean *too_large)
{
  gint64 number = 0;
  const char *p = text;

  *too_large = FALSE;
  if (*p == '-')
    p++;
  if (*p == '\0')
    return FALSE;
  for (const char *d = p; *d; d++)
    if (!g_ascii_isdigit (*d))
      return FALSE;
  for (; *p; p++)
    {
      number = number * 10 + (*p - '0');
      if (number > G_MAXINT)
        {
          *too_large = TRUE;
          number = G_MAXINT;
          break;
        }
    }
  *value = text[0] == '-' ? -(gint) number : (gint) number;
  return TRUE;
}

GStrv
wp_line_counts_line_clues (const WpLineCountsSpec *spec, const WpLineCounts *counts, WpLineKind kind,
                           guint index)
{
  if (kind == WP_LINE_ROW)
    return wp_line_counts_clues (spec, counts->rows, counts->n_rows, index);
  return wp_line_counts_clues (spec, counts->cols, counts->n_cols, index);
}

char *
wp_line_title (gboolean is_row, guint index)
{
  return g_strdup_printf (is_row ? _("Row %u") : _("Column %u"), index + 1);
}

static void
set_not_a_number (const WpLineCountsSpec *spec, const char *line, const char *typed, GError **error)
{
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               spec->noun == WP_LINE_SUMS
                 ? _("%s: “%s” is not a sum (write a whole number, or ? for an unknown sum)")
                 : _("%s: “%s” is not a count (write a whole number, or ? for an unknown count)"),
               line, typed);
}

static void
set_negative (const WpLineCountsSpec *spec, const char *line, const char *typed, GError **error)
{
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
               spec->noun == WP_LINE_SUMS
                 ? _("%s: a sum of %s is negative (leave it empty or write ? for an unknown sum)")
                 : _("%s: a count of %s is negative (leave it empty or write ? for an unknown count)"),
               line, typed);
}

/* Whole sentences, one per noun and kind of line, with their plurals. */
static void
set_too_large (const WpLineCountsSpec *spec, gboolean is_row, guint index, guint length, const char *written,
               GError **error)
{
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
               spec->noun == WP_LINE_SUMS
                 ? (is_row ? g_dngettext (GETTEXT_PACKAGE, "Row %u has %u cell; a sum of %s does not fit",
                                          "Row %u has %u cells; a sum of %s does not fit", length)
                           : g_dngettext (GETTEXT_PACKAGE, "Column %u has %u cell; a sum of %s does not fit",
                                          "Column %u has %u cells; a sum of %s does not fit", length))
                 : (is_row ? g_dngettext (GETTEXT_PACKAGE, "Row %u has %u cell; a count of %s does not fit",
                                          "Row %u has %u cells; a count of %s does not fit", length)
                           : g_dngettext (GETTEXT_PACKAGE, "Column %u has %u cell; a count of %s does not fit",
                                          "Column %u has %u cells; a count of %s does not fit", length)),
               index + 1, length, written);
}

gboolean
wp_line_counts_set_typed (const WpLineCountsSpec *spec, WpLineCounts *counts, WpLineKind kind, guint index,
                          const char *text, GError **error)
{
  gboolean is_row = kind == WP_LINE_ROW, too_large = FALSE;
  guint n = is_row ? counts->n_rows : counts->n_cols;
  guint length = is_row ? counts->n_cols : counts->n_rows;
  g_autofree char *typed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *line = wp_line_title (is_row, index);
  gint value = spec->unknown;

  if (index >= n)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   is_row ? _("There is no row %u") : _("There is no column %u"), index + 1);
      return FALSE;
    }
  if (*typed != '\0' && !g_str_equal (typed, "?"))
    {
      if (!wp_line_counts_parse (typed, &value, &too_large))
        {
          set_not_a_number (spec, line, typed, error);
          return FALSE;
        }
      if (typed[0] == '-')
        {
          set_negative (spec, line, typed, error);
          return FALSE;
        }
      if (too_large || (guint) value > length)
        {
          g_autofree char *written = too_large ? g_strdup (typed) : g_strdup_printf ("%d", value);

          set_too_large (spec, is_row, index, length, written, error);
          return FALSE;
        }
    }
  (is_row ? counts->rows : counts->cols)[index] = value;
  return TRUE;
}
