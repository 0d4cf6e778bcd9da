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

/* A text of puzzles written as blocks of lines, one puzzle a block
 * (the .mines and .lightsout notations): a line whose first word is '#'
 * is a comment anywhere, a blank line ends a block, and every other line
 * is a directive ("mines 10") or a row of the puzzle.  The callbacks get
 * @parser and the line's number; each FALSE stops the reading with its
 * message.  @close also runs once past the last line. */
typedef struct {
  gboolean (*is_directive) (const char *line);
  gboolean (*directive)    (gpointer parser, const char *line, guint number, GError **error);
  gboolean (*row)          (gpointer parser, const char *line, guint number, GError **error);
  gboolean (*close)        (gpointer parser, guint number, GError **error);
} WpBlockReader;

/* FALSE with the first message; a line holding a NUL character is refused
 * (it would end the line silently). */
gboolean wp_lines_read_blocks (const char *text, const WpBlockReader *reader, gpointer parser, GError **error);

G_END_DECLS
