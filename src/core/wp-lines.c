/* wp-lines.c — plain text, one line at a time */
#include "wp-lines.h"
#include "wp-error.h"
#include "wp-puzzle.h"

#include <glib/gi18n-lib.h>

#include <string.h>

void
wp_lines_init (WpLines *lines, const char *text)
{
  lines->next = text;
  lines->line = g_string_new (NULL);
  lines->number = 0;
}

gboolean
wp_lines_next (WpLines *lines)
{
  const char *start = lines->next, *end;

  if (start == NULL || *start == '\0')
    return FALSE;
  end = strchr (start, '\n');
  g_string_truncate (lines->line, 0);
  g_string_append_len (lines->line, start, end ? end - start : (gssize) strlen (start));
  lines->next = end ? end + 1 : NULL;
  lines->number++;
  return TRUE;
}

void
wp_lines_clear (WpLines *lines)
{
  if (lines->line)
    g_string_free (lines->line, TRUE);
  lines->line = NULL;
  lines->next = NULL;
}

static gboolean
read_block_line (const WpBlockReader *reader, gpointer parser, const char *line, guint number, GError **error)
{
  const char *start = wp_lines_skip_spaces (line);

  if (*start == '#')
    return TRUE;
  if (*start == '\0')
    return reader->close (parser, number, error);
  if (reader->is_directive (line))
    return reader->directive (parser, line, number, error);
  return reader->row (parser, line, number, error);
}

gboolean
wp_lines_read_blocks (const char *text, const WpBlockReader *reader, gpointer parser, GError **error)
{
  g_auto (WpLines) lines = { 0 };
  guint last = 1;

  wp_lines_init (&lines, text);
  while (wp_lines_next (&lines))
    {
      last = lines.number;
      if (strlen (lines.line->str) != lines.line->len)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the line holds a NUL character"), lines.number);
          return FALSE;
        }
      if (!read_block_line (reader, parser, lines.line->str, lines.number, error))
        return FALSE;
    }
  return reader->close (parser, last, error);
}

guint
wp_lines_first_words (const char *line, guint max, char **words)
{
  guint n = 0;
  const char *p = line;

  while (*p && n <= max)
    {
      const char *start;

      while (*p == ' ' || *p == '\t')
        p++;
      if (*p == '\0')
        break;
      start = p;
      while (*p && *p != ' ' && *p != '\t')
        p++;
      if (n < max)
        words[n] = g_strndup (start, (gsize) (p - start));
      n++;
    }
  words[MIN (n, max)] = NULL;
  return n;
}

void
wp_lines_free_words (char **words)
{
  for (guint i = 0; words[i]; i++)
    g_clear_pointer (&words[i], g_free);
}

char *
wp_text_excerpt (const char *text, gsize max_chars)
{
  const char *end = text;

  for (gsize i = 0; i < max_chars && *end; i++)
    end = g_utf8_next_char (end);
  g_autofree char *head = NULL;

  if (*end == '\0')
    return g_strdup (text);
  head = g_strndup (text, (gsize) (end - text));
  return g_strconcat (head, "…", NULL);
}

#define BUDGET_PUZZLES 1000000
#define BUDGET_CELLS G_GUINT64_CONSTANT (100000000)

/* The budget of the list being read on this thread (readers run on one
 * thread each: the studio's loads, the CLI, the fuzz targets). */
static GPrivate budget_list;
static GPrivate budget_cells;

gboolean
wp_read_budget_add (GPtrArray *puzzles, gpointer data, guint line, GError **error)
{
  WpPuzzle *puzzle = data;
  guint64 cells = (guint64) GPOINTER_TO_SIZE (g_private_get (&budget_cells));
  g_autofree char *place = line ? g_strdup_printf ("%u: ", line) : g_strdup ("");

  if (g_private_get (&budget_list) != puzzles || puzzles->len == 0)
    cells = 0;
  cells += (guint64) puzzle->width * puzzle->height;
  g_private_set (&budget_list, puzzles);
  g_private_set (&budget_cells, GSIZE_TO_POINTER ((gsize) cells));
  if (puzzles->len >= BUDGET_PUZZLES || cells > BUDGET_CELLS)
    {
      wp_puzzle_free (puzzle);
      if (puzzles->len >= BUDGET_PUZZLES)
        g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                     _("%smore than %d puzzles in one file: split it into smaller files"), place, BUDGET_PUZZLES);
      else
        g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                     _("%smore than %" G_GUINT64_FORMAT " cells in one file: split it into smaller files"),
                     place, BUDGET_CELLS);
      return FALSE;
    }
  g_ptr_array_add (puzzles, puzzle);
  return TRUE;
}
