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

/* The first @max words of @line (separated by spaces and tabs) copied
 * into @words, NULL-terminated (@words holds @max + 1; g_strfreev()-style,
 * free each with g_free()), and how many words the line has, counting at
 * most @max + 1: a line of millions of words costs what a short one does
 * (splitting it whole took 3.7 GB for 62 million spaces). */
guint    wp_lines_first_words (const char *line, guint max, char **words);
void     wp_lines_free_words  (char **words);

/* At most @max_chars characters of @text for a message, "…" marking a cut:
 * an error never echoes a whole 30-million-word line. */
char    *wp_text_excerpt      (const char *text, gsize max_chars);

/* A file's readers: @puzzle (taken) joins @puzzles unless the file's
 * budget is spent (a million puzzles, or 100 million cells in all, which
 * already needs some 500 MB), so that a file under the 64 MB input cap
 * cannot take gigabytes (21 million 1×1 Lights Out puzzles took 3.9 GB and
 * ended in an abort).  FALSE with a message naming @line (0: none) and
 * @puzzle freed.  The budget follows @puzzles: a new or empty list starts
 * a new one. */
gboolean wp_read_budget_add   (GPtrArray *puzzles, gpointer puzzle, guint line, GError **error);

G_END_DECLS
