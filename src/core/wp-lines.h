/* wp-lines.h — plain text, one line at a time
 *
 * The text formats read their input line by line.  Splitting a whole file
 * into a vector of lines first costs a pointer and an allocation per line:
 * 50 MB of blank lines took 2 GB that way.  This walks the text instead and
 * holds one line at a time.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *next;     /* where the next line starts; NULL past the end */
  GString    *line;     /* the current line without its '\n'; writable */
  guint       number;   /* the current line's number, from 1 */
} WpLines;

void     wp_lines_init  (WpLines *lines, const char *text);
/* Moves to the next line; FALSE past the last one.  Text after the final
 * '\n' is a line only when it is not empty: a file's closing newline ends
 * its last line and does not start another. */
gboolean wp_lines_next  (WpLines *lines);
void     wp_lines_clear (WpLines *lines);

/* @p past any spaces, tabs and carriage returns: where a line's first
 * word starts (lines hold no '\n'). */
static inline const char *
wp_lines_skip_spaces (const char *p)
{
  while (*p && g_ascii_isspace (*p))
    p++;
  return p;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WpLines, wp_lines_clear)

G_END_DECLS
