/* wp-lines.c — plain text, one line at a time */
#include "wp-lines.h"
#include "wp-error.h"

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
