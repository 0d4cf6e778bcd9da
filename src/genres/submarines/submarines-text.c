/* submarines-text.c — the seed's own notation for Submarines (.sub)
 *
 *     ? ? ? | 2
 *     ? 1 ? | 1
 *     0 ? ? | ?
 *     1 2 ?
 *
 * One line per row: its cells ('?' unknown, '0' water, '1' a submarine,
 * spaces optional), then '|' and the row's sum ('?' when unknown).  A last
 * line without '|' gives the column sums.  '#' starts a comment line; blank
 * lines separate puzzles.  Errors name the line, and the column when one
 * character or number is wrong.
 */
#include "genres/submarines/submarines-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  guint   line_number;   /* 1-based */
  GArray *cells;         /* of gint: WP_CELL_EMPTY, 0 or 1 */
  gint    sum;
} RowLine;

static void
row_line_clear (gpointer data)
{
  RowLine *row = data;

  g_array_unref (row->cells);
}

/* Whitespace, then @wanted ('#' for a comment) or the end of the line. */
static gboolean
line_starts_with (const char *line, const char *end, char wanted)
{
  while (line < end && g_ascii_isspace (*line))
    line++;
  return line == end ? wanted == '\0' : *line == wanted;
}

static gboolean
is_blank (const char *line)
{
  return line_starts_with (line, line + strlen (line), '\0');
}

static gboolean
is_comment (const char *line)
{
  return line_starts_with (line, line + strlen (line), '#');
}

static gint
cell_value (gunichar c)
{
  switch (c)
    {
    case '?': return WP_CELL_EMPTY;
    case '0': return 0;
    case '1': return 1;
    default: return -2;
    }
}

/* --- Reading numbers ------------------------------------------------------ */

/* The next whitespace-separated token at or after *@p, advancing *@p and
 * *@column (in characters) past it; NULL at the end of the line. */
static char *
next_token (const char **p, guint *column, guint *token_column)
{
  const char *start;

  while (**p && g_ascii_isspace (**p))
    {
      (*p)++;
      (*column)++;
    }
  if (**p == '\0')
    return NULL;
  start = *p;
  *token_column = *column + 1;
  while (**p && !g_ascii_isspace (**p))
    {
      *p = g_utf8_next_char (*p);
      (*column)++;
    }
  return g_strndup (start, *p - start);
}

/* A sum token: '?' or a whole number that is not negative.  FALSE with
 * the message for anything else.  A number too large for a gint sets
 * *@too_large (the caller then quotes @token when it refuses it as not
 * fitting its line). */
static gboolean
read_sum (const char *token, guint line, guint column, gint *sum, gboolean *too_large, GError **error)
{
  *too_large = FALSE;
  if (g_str_equal (token, "?"))
    {
      *sum = WP_SUBMARINES_UNKNOWN;
      return TRUE;
    }
  if (!wp_line_counts_parse (token, sum, too_large))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “%s” is not a sum (write a whole number, or '?' for an unknown sum)"),
                   line, column, token);
      return FALSE;
    }
  if (token[0] == '-')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u:%u: a sum of %s is negative (write '?' for an unknown sum)"),
                   line, column, token);
      return FALSE;
    }
  return TRUE;
}

/* What is wrong with @sum for a line of @length cells (NULL: nothing),
 * quoting @token when the number was too large to read. */
static char *
sum_problem (const char *token, gint sum, gboolean too_large, guint length, gboolean is_row)
{
  if (too_large)
    return wp_submarines_written_sum_problem (token, length, is_row);
  return wp_submarines_sum_problem (sum, length, is_row);
}

/* --- Rows ----------------------------------------------------------------- */

static gboolean
read_row_cells (const char *text, const char *bar, RowLine *row, GError **error)
{
  guint column = 0;

  for (const char *p = text; p < bar; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      gint value = cell_value (c);

      column++;
      if (c < 128 && g_ascii_isspace ((char) c))
        continue;
      if (value == -2)
        {
          char shown[8] = { 0 };

          g_unichar_to_utf8 (c, shown);
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u:%u: '%s' is not a cell (use '?' for unknown, '0' for water, "
                         "'1' for a submarine)"),
                       row->line_number, column, shown);
          return FALSE;
        }
      g_array_append_val (row->cells, value);
    }
  return TRUE;
}

static gboolean
check_row_width (const RowLine *row, GError **error)
{
  if (row->cells->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: no cells before '|' (a row is its cells, then '|' and its sum)"),
                   row->line_number);
      return FALSE;
    }
  if (row->cells->len > WP_SUBMARINES_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: %u cells, but a Submarines row has 1 to %u"),
                   row->line_number, row->cells->len, WP_SUBMARINES_MAX_SIZE);
      return FALSE;
    }
  return TRUE;
}

/* After '|': exactly one sum, which must fit the row. */
static gboolean
read_row_sum (const char *text, const char *bar, RowLine *row, GError **error)
{
  guint column = (guint) g_utf8_strlen (text, bar + 1 - text), token_column = 0;
  const char *p = bar + 1;
  g_autofree char *token = next_token (&p, &column, &token_column);
  g_autofree char *extra = NULL;
  g_autofree char *problem = NULL;
  gboolean too_large = FALSE;

  if (token == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: no sum after '|' (write '?' for an unknown sum)"), row->line_number);
      return FALSE;
    }
  if (!read_sum (token, row->line_number, token_column, &row->sum, &too_large, error))
    return FALSE;
  extra = next_token (&p, &column, &token_column);
  if (extra)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “%s” after the row's sum (a row has one sum, after '|')"),
                   row->line_number, token_column, extra);
      return FALSE;
    }
  problem = sum_problem (token, row->sum, too_large, row->cells->len, TRUE);
  if (problem)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%u: %s", row->line_number, problem);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_row (const char *text, guint line_number, RowLine *row, GError **error)
{
  const char *bar = strchr (text, '|');

  row->line_number = line_number;
  row->cells = g_array_new (FALSE, FALSE, sizeof (gint));
  row->sum = WP_SUBMARINES_UNKNOWN;
  if (strchr (bar + 1, '|'))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: a second '|' (a row is its cells, then '|' and its sum)"),
                   line_number, (guint) g_utf8_strlen (text, strchr (bar + 1, '|') - text) + 1);
      return FALSE;
    }
  return read_row_cells (text, bar, row, error) && check_row_width (row, error) &&
         read_row_sum (text, bar, row, error);
}

/* --- Column sums and whole puzzles ------------------------------------------ */

/* The last line of a puzzle: one sum per column, each fitting the
 * @height rows above it. */
static gboolean
read_column_sums (const char *text, guint line_number, guint width, guint height,
                  GArray *sums, GError **error)
{
  const char *p = text;
  guint column = 0, token_column = 0;
  char *token;

  while ((token = next_token (&p, &column, &token_column)))
    {
      g_autofree char *owned = token;
      g_autofree char *problem = NULL;
      gboolean too_large = FALSE;
      gint sum;

      if (!read_sum (owned, line_number, token_column, &sum, &too_large, error))
        return FALSE;
      problem = sum_problem (owned, sum, too_large, height, FALSE);
      if (problem)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%u:%u: column %u: %s"),
                       line_number, token_column, sums->len + 1, problem);
          return FALSE;
        }
      g_array_append_val (sums, sum);
    }
  if (sums->len != width)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: %u column sums, but the rows above have %u cells"),
                   line_number, sums->len, width);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_same_width (const RowLine *rows, guint n_rows, GError **error)
{
  for (guint r = 1; r < n_rows; r++)
    if (rows[r].cells->len != rows[0].cells->len)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: has %u cells, but line %u has %u"),
                     rows[r].line_number, rows[r].cells->len, rows[0].line_number,
                     rows[0].cells->len);
        return FALSE;
      }
  return TRUE;
}

/* The rows gathered so far and the line of column sums under them. */
static WpPuzzle *
puzzle_from_lines (GArray *block, const char *sums_text, guint line_number, GError **error)
{
  const RowLine *rows = (const RowLine *) block->data;
  guint width = rows[0].cells->len, height = block->len;
  g_autoptr (GArray) cols = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autofree gint *row_sums = g_new (gint, height);
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (GError) invalid = NULL;

  if (!check_same_width (rows, height, error) ||
      !read_column_sums (sums_text, line_number, width, height, cols, error))
    return NULL;
  for (guint r = 0; r < height; r++)
    row_sums[r] = rows[r].sum;
  puzzle = wp_submarines_new (height, width, row_sums, (const gint *) cols->data);
  for (guint r = 0; r < height; r++)
    memcpy (puzzle->cells + r * width, rows[r].cells->data, sizeof (gint) * width);
  /* Totals that disagree make a puzzle without a solution, which loads
   * (and find_conflicts() explains), so a half-set puzzle saved in this
   * notation always opens again. */
  /* Everything validate checks was checked above with a line number; this
   * only guards against the two drifting apart. */
  if (!wp_genre_submarines.validate (puzzle, &invalid))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%u: %s", line_number, invalid->message);
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

/* --- Parsing ----------------------------------------------------------------- */

typedef struct {
  GPtrArray *puzzles;
  GArray    *block;      /* of RowLine: the rows of the puzzle being read */
} Parser;

static gboolean
parse_row_line (Parser *parser, const char *text, guint line_number, GError **error)
{
  RowLine row = { 0 };

  if (!read_row (text, line_number, &row, error))
    {
      row_line_clear (&row);
      return FALSE;
    }
  g_array_append_val (parser->block, row);
  if (parser->block->len > WP_SUBMARINES_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: more than %u rows (the puzzle starts on line %u)"),
                   line_number, WP_SUBMARINES_MAX_SIZE,
                   g_array_index (parser->block, RowLine, 0).line_number);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_sums_line (Parser *parser, const char *text, guint line_number, GError **error)
{
  WpPuzzle *puzzle;

  if (parser->block->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: a line without '|' and no rows above it (a puzzle is its rows, "
                     "each ending in '|' and a sum, then a line of column sums)"),
                   line_number);
      return FALSE;
    }
  puzzle = puzzle_from_lines (parser->block, text, line_number, error);
  if (puzzle == NULL)
    return FALSE;
  if (!wp_read_budget_add (parser->puzzles, puzzle, line_number, error))
    return FALSE;
  g_array_set_size (parser->block, 0);
  return TRUE;
}

/* A puzzle left without its line of column sums, noticed on line
 * @line_number (a blank line, or the last line of the text). */
static gboolean
check_block_closed (Parser *parser, guint line_number, GError **error)
{
  if (parser->block->len == 0)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               _("%u: the puzzle that starts on line %u has no line of column sums"),
               line_number, g_array_index (parser->block, RowLine, 0).line_number);
  return FALSE;
}

static gboolean
parse_line (Parser *parser, const char *text, guint line_number, GError **error)
{
  if (is_comment (text))
    return TRUE;   /* even between the rows of a puzzle */
  if (is_blank (text))
    return check_block_closed (parser, line_number, error);
  if (strchr (text, '|'))
    return parse_row_line (parser, text, line_number, error);
  return parse_sums_line (parser, text, line_number, error);
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GArray) block = g_array_new (FALSE, FALSE, sizeof (RowLine));
  Parser parser = { puzzles, block };
  g_auto (WpLines) lines = { 0 };

  wp_lines_init (&lines, data);
  g_array_set_clear_func (block, row_line_clear);
  while (wp_lines_next (&lines))
    if (!parse_line (&parser, lines.line->str, lines.number, error))
      return NULL;
  if (block->len > 0 &&
      !check_block_closed (&parser, g_array_index (block, RowLine, block->len - 1).line_number, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: no puzzle found"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing --------------------------------------------------------------- */

/* Whether every non-blank character of [start, end) is one of '?', '0',
 * '1', or each word there is a single character: cells, perhaps with a
 * mistake the parser will point out. */
static gboolean
looks_like_cells (const char *start, const char *end)
{
  gboolean all_cells = TRUE, single_chars = TRUE, any = FALSE;

  for (const char *p = start; p < end; p++)
    {
      if (g_ascii_isspace (*p))
        continue;
      any = TRUE;
      all_cells &= strchr ("?01", *p) != NULL;
      single_chars &= (p + 1 == end || g_ascii_isspace (p[1])) &&
                      (p == start || g_ascii_isspace (p[-1]));
    }
  return any && (all_cells || single_chars);
}

/* One word: '?' or a whole number, perhaps negative. */
static gboolean
looks_like_sum (const char *start, const char *end)
{
  while (start < end && g_ascii_isspace (*start))
    start++;
  while (end > start && g_ascii_isspace (end[-1]))
    end--;
  if (end - start == 1 && *start == '?')
    return TRUE;
  if (start < end && *start == '-')
    start++;
  if (start == end)
    return FALSE;
  for (const char *p = start; p < end; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

static gboolean
looks_like_row (const char *line, const char *end)
{
  const char *bar = memchr (line, '|', end - line);

  return bar && memchr (bar + 1, '|', end - bar - 1) == NULL &&
         looks_like_cells (line, bar) && looks_like_sum (bar + 1, end);
}

/* The notation when the first line that is neither blank nor a comment is
 * a row ending in "| SUM".  A Sudoku grid drawn with '|' has more than one
 * number after its last bar, or more than one bar.  The "| SUM" is
 * distinctive, so the claim is SURE. */
static WpSniff
sniff (const char *data)
{
  const char *line = data;

  while (*line)
    {
      const char *end = strchr (line, '\n');

      if (end == NULL)
        end = line + strlen (line);
      if (!line_starts_with (line, end, '\0') && !line_starts_with (line, end, '#'))
        return looks_like_row (line, end) ? WP_SNIFF_SURE : WP_SNIFF_NO;
      if (*end == '\0')
        break;
      line = end + 1;
    }
  return WP_SNIFF_NO;
}

/* --- Writing ------------------------------------------------------------------ */

static void
append_field (GString *out, const char *text, guint width)
{
  for (guint n = (guint) strlen (text); n < width; n++)
    g_string_append_c (out, ' ');
  g_string_append (out, text);
}

static char *
sum_text (gint sum)
{
  return sum == WP_SUBMARINES_UNKNOWN ? g_strdup ("?") : g_strdup_printf ("%d", sum);
}

/* Every cell as wide as the widest column sum, so columns line up. */
static guint
field_width (const WpSubmarinesParams *params)
{
  guint width = 1;

  for (guint c = 0; c < params->lines.n_cols; c++)
    if (params->lines.cols[c] >= 10)
      width = MAX (width, params->lines.cols[c] >= 100 ? 3u : 2u);
  return width;
}

static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const WpSubmarinesParams *params = puzzle->params;
  const gint *cells = solution ? solution : puzzle->cells;
  guint width = field_width (params);

  if (out->len > 0)
    g_string_append_c (out, '\n');   /* a blank line between puzzles */
  for (guint r = 0; r < puzzle->height; r++)
    {
      g_autofree char *sum = sum_text (params->lines.rows[r]);

      for (guint c = 0; c < puzzle->width; c++)
        {
          gint v = cells[r * puzzle->width + c];

          if (c > 0)
            g_string_append_c (out, ' ');
          append_field (out, v == WP_CELL_EMPTY ? "?" : v == 0 ? "0" : "1", width);
        }
      g_string_append_printf (out, " | %s\n", sum);
    }
  for (guint c = 0; c < puzzle->width; c++)
    {
      g_autofree char *sum = sum_text (params->lines.cols[c]);

      if (c > 0)
        g_string_append_c (out, ' ');
      append_field (out, sum, width);
    }
  g_string_append_c (out, '\n');
  return TRUE;
}

static const char *const extensions[] = { ".sub", NULL };

const WpTextFormat wp_submarines_text_format = {
  .id = "submarines-text",
  .name = N_("Submarines text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
