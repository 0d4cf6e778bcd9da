/* mines-text.c — the plain notation of Minesweeper puzzles (.mines)
 *
 *     # beginner, 10 mines
 *     mines 10
 *     .1..
 *     .2*-
 *     0110
 *
 * One row per line, one character per cell without spaces: '.' unknown,
 * '0'–'8' a revealed number, '*' a given mine, '-' a given safe cell
 * without a number.  The directive "mines N" (before the rows) gives the
 * whole board's total, '*' cells included.  '#' starts a comment line;
 * blank lines separate puzzles.  All or nothing: errors name the line and
 * the column.
 */
#include "genres/mines/mines-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  GPtrArray  *puzzles;
  GString    *cells;        /* the rows read so far, characters */
  guint       width;
  guint       height;
  gint        total;
  guint       first_line;   /* of the puzzle being read; 0 between puzzles */
} Parser;

static void
reset (Parser *parser)
{
  g_string_truncate (parser->cells, 0);
  parser->width = parser->height = 0;
  parser->total = WP_MINES_NO_TOTAL;
  parser->first_line = 0;
}

static gboolean
parse_directive (gpointer data, const char *line, guint number, GError **error)
{
  Parser *parser = data;
  const char *start = wp_lines_skip_spaces (line);
  const char *arg = wp_lines_skip_spaces (start + strlen ("mines"));
  g_autofree char *value = g_strstrip (g_strdup (arg));
  guint column = (guint) (arg - line) + 1;
  guint64 total;

  if (parser->height > 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “mines” must come before the rows of the puzzle"), number, (guint) (start - line) + 1);
      return FALSE;
    }
  if (parser->total != WP_MINES_NO_TOTAL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “mines” comes once per puzzle"), number, (guint) (start - line) + 1);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (value, 10, 0, WP_MINES_MAX_SIZE * WP_MINES_MAX_SIZE, &total, NULL))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “mines” takes a whole number from 0 to %u"), number, column,
                   WP_MINES_MAX_SIZE * WP_MINES_MAX_SIZE);
      return FALSE;
    }
  parser->total = (gint) total;
  if (parser->first_line == 0)
    parser->first_line = number;
  return TRUE;
}

static gboolean
parse_row (gpointer data, const char *line, guint number, GError **error)
{
  Parser *parser = data;
  const char *start = wp_lines_skip_spaces (line);
  gsize length = strlen (start);
  guint width;

  while (length > 0 && (start[length - 1] == ' ' || start[length - 1] == '\t' || start[length - 1] == '\r'))
    length--;
  for (gsize i = 0; i < length; i++)
    if (start[i] == '\0' || !strchr (".012345678*-", start[i]))
      {
        /* Columns count characters, not bytes. */
        glong column = g_utf8_validate (line, (start - line) + (gssize) i, NULL)
                       ? g_utf8_strlen (line, (start - line) + (gssize) i) + 1 : (glong) ((start - line) + i) + 1;
        g_autofree char *seen = g_ascii_isgraph (start[i]) ? g_strdup_printf ("'%c'", start[i])
                                : g_ascii_isspace (start[i]) ? g_strdup (_("a space")) : g_strdup (_("this character"));

        g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                     /* Translators: "1:3: 'a' is not a cell (write . 0–8 * or -, without spaces)" */
                     _("%u:%ld: %s is not a cell (write . 0–8 * or -, without spaces)"), number, column, seen);
        return FALSE;
      }
  width = (guint) MIN (length, G_MAXUINT);
  if (width < WP_MINES_MIN_SIZE || width > WP_MINES_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: a row of %u cells (Minesweeper rows run from %u to %u cells)"),
                   number, width, WP_MINES_MIN_SIZE, WP_MINES_MAX_SIZE);
      return FALSE;
    }
  if (parser->height > 0 && width != parser->width)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: a row of %u cells, but the rows above have %u"), number, width, parser->width);
      return FALSE;
    }
  if (++parser->height > WP_MINES_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: more than %u rows (the puzzle starts on line %u)"),
                   number, WP_MINES_MAX_SIZE, parser->first_line);
      return FALSE;
    }
  parser->width = width;
  g_string_append_len (parser->cells, start, (gssize) length);
  if (parser->first_line == 0)
    parser->first_line = number;
  return TRUE;
}

/* The puzzle read so far, if any, noticed ending on line @number. */
static gboolean
close_puzzle (gpointer data, guint number, GError **error)
{
  Parser *parser = data;
  WpPuzzle *puzzle;

  if (parser->first_line == 0)
    return TRUE;
  if (parser->height == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: the directive on line %u has no rows after it"), number, parser->first_line);
      return FALSE;
    }
  if (parser->height < WP_MINES_MIN_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: the puzzle from line %u has %u row (Minesweeper grids have %u to %u rows)"),
                   number, parser->first_line, parser->height, WP_MINES_MIN_SIZE, WP_MINES_MAX_SIZE);
      return FALSE;
    }
  if (parser->total != WP_MINES_NO_TOTAL && (guint) parser->total > parser->width * parser->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: “mines %d” does not fit the %u cells of the puzzle from line %u"),
                   number, parser->total, parser->width * parser->height, parser->first_line);
      return FALSE;
    }
  puzzle = wp_mines_new (parser->width, parser->height);
  for (guint cell = 0; cell < parser->width * parser->height; cell++)
    wp_mines_set_from_char (puzzle, cell, parser->cells->str[cell]);
  wp_mines_set_total (puzzle, parser->total);
  if (!wp_read_budget_add (parser->puzzles, puzzle, number, error))
    return FALSE;
  reset (parser);
  return TRUE;
}

static gboolean
is_directive (const char *line)
{
  const char *start = wp_lines_skip_spaces (line);

  return g_str_has_prefix (start, "mines") &&
         (start[5] == '\0' || start[5] == ' ' || start[5] == '\t' || start[5] == '\r');
}

static const WpBlockReader block_reader = { is_directive, parse_directive, parse_row, close_puzzle };

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GString) cells = g_string_new (NULL);
  Parser parser = { puzzles, cells, 0, 0, WP_MINES_NO_TOTAL, 0 };

  if (!wp_lines_read_blocks (data, &block_reader, &parser, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("1: no puzzle found (write one row per line: . 0–8 * -)"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing --------------------------------------------------------------- */

/* SURE on the directive or a row with '*' or '-' and digits, which no
 * other notation writes; MAYBE on a row of '.' and digits (a Sudoku line
 * reads alike). */
static WpSniff
sniff (const char *data)
{
  const char *line = data;

  while (*line)
    {
      const char *end = strchr (line, '\n');
      const char *start = line;

      if (end == NULL)
        end = line + strlen (line);
      while (start < end && g_ascii_isspace (*start))
        start++;
      if (start < end && *start != '#')
        {
          g_autofree char *text = g_strndup (start, (gsize) (end - start));
          gsize length;

          g_strchomp (text);
          length = strlen (text);
          if (is_directive (text))
            return WP_SNIFF_SURE;
          if (length < WP_MINES_MIN_SIZE || strspn (text, ".012345678*-") != length || strspn (text, ".") == length)
            return WP_SNIFF_NO;
          if (strpbrk (text, "*-") && strpbrk (text, "012345678."))
            return WP_SNIFF_SURE;
          return strpbrk (text, "*-") ? WP_SNIFF_MAYBE : WP_SNIFF_NO;
        }
      if (*end == '\0')
        break;
      line = end + 1;
    }
  return WP_SNIFF_NO;
}

/* --- Writing ------------------------------------------------------------------ */

/* The board; with @solution, the layout ('*' every mine, the numbers as
 * shown, '-' every other safe cell) under a comment saying so. */
static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  gint total = wp_mines_get_total (puzzle);

  if (out->len > 0)
    g_string_append_c (out, '\n');   /* a blank line between puzzles */
  if (solution)
    g_string_append (out, "# the mines (*) of the solution\n");
  if (total != WP_MINES_NO_TOTAL)
    g_string_append_printf (out, "mines %d\n", total);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        {
          guint cell = r * puzzle->width + c;
          char ch = wp_mines_cell_char (puzzle, cell);

          if (solution && ch == '.')
            ch = solution[cell] == 1 ? '*' : '-';
          g_string_append_c (out, ch);
        }
      g_string_append_c (out, '\n');
    }
  return TRUE;
}

static const char *const extensions[] = { ".mines", NULL };

const WpTextFormat wp_mines_text_format = {
  .id = "mines",
  .name = N_("Minesweeper text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
