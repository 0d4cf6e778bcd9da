/* wp-lines.c — plain text, one line at a time */
#include "wp-lines.h"

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
