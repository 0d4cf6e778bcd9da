/* line-counts.h — numbers beside rows and columns, each possibly unknown
 *
 * Submarines (sums) and Battleships (counts) both put a number beside each
 * row and column and keep them in the native file as "rows" and "columns",
 * lists of whole numbers or null; both keep "givens" as one string per row.
 * What differs is described by a WpLineCountsSpec; messages stay whole
 * sentences for translators, picked by the noun.  GLib and json-glib only.
 */
#pragma once

#include "core/wp-genre.h"
#include "core/wp-puzzle.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The numbers themselves: the first member of both genres' parameters, so
 * copying, freeing and comparing them is written once. */
typedef struct {
  guint  n_rows;
  guint  n_cols;
  gint  *rows;    /* n_rows numbers, the genre's unknown marker where unknown */
  gint  *cols;    /* n_cols numbers, likewise */
} WpLineCounts;

/* A deep copy of @from into @copy (which it overwrites). */
void     wp_line_counts_copy_into (WpLineCounts *copy, const WpLineCounts *from);
void     wp_line_counts_clear     (WpLineCounts *counts);
gboolean wp_line_counts_equal     (const WpLineCounts *a, const WpLineCounts *b);

/* A genre's parameters whose first member is a WpLineCounts and whose
 * other members are plain values (Submarines: nothing more; Battleships:
 * the fleet): a deep copy of the @size bytes at @params, and its free. */
gpointer wp_line_counts_params_copy (gconstpointer params, gsize size);
void     wp_line_counts_params_free (gpointer params);

/* The word the messages use; each picks whole translatable sentences,
 * which also name the genre ("a Submarines grid has 1 to 40 rows"). */
typedef enum {
  WP_LINE_SUMS,     /* Submarines */
  WP_LINE_COUNTS,   /* Battleships */
} WpLineNoun;

/* What is wrong with @value beside a row (@is_row) or column of @length
 * cells, in words; NULL when it fits or is unknown. */
typedef char *(*WpLineProblemFunc) (gint value, guint length, gboolean is_row);

/* The same for a number past G_MAXINT, quoted as @written; @length is 0
 * while the other list is not known. */
typedef char *(*WpLineTooLargeFunc) (const char *written, guint length, gboolean is_row);

typedef struct {
  WpLineNoun         noun;
  guint              max_lines;   /* rows (and columns) run from 1 to this */
  gint               unknown;     /* the value of a number left unknown */
  WpLineProblemFunc  problem;
  /* NULL: numbers past G_MAXINT are read as G_MAXINT, which problem()
   * refuses when the puzzle is validated. */
  WpLineTooLargeFunc too_large;
} WpLineCountsSpec;

/* @n numbers copied from @counts, or all unknown when it is NULL (never a
 * NULL result, even for n = 0).  Free with g_free(). */
gint    *wp_line_counts_copy  (const WpLineCountsSpec *spec, const gint *counts, guint n);

/* Reads "rows", then "columns"; on error sets nothing and says which
 * member (and element) is wrong. */
gboolean wp_line_counts_read  (const WpLineCountsSpec *spec, JsonObject *object,
                               gint **rows, guint *n_rows, gint **cols, guint *n_cols,
                               GError **error);
void     wp_line_counts_write (const WpLineCountsSpec *spec, JsonBuilder *builder, const WpLineCounts *counts);

/* Every number against its line (a row has n_cols cells), through
 * spec->problem: "rows[2]: a sum of 7 does not fit a row of 5 cells". */
gboolean wp_line_counts_check (const WpLineCountsSpec *spec, const WpLineCounts *counts, GError **error);

/* The lines->clues hook for number @index of @counts: an empty vector when
 * it is unknown, else the number as text. */
GStrv    wp_line_counts_clues (const WpLineCountsSpec *spec, const gint *counts, guint n, guint index);

/* "Row 3", "Column 2", for messages about a line as a whole. */
char    *wp_line_title (gboolean is_row, guint index);

/* Reads a whole number as a setter writes it: an optional '-' and digits,
 * nothing else.  Past G_MAXINT it gives G_MAXINT and sets @too_large. */
gboolean wp_line_counts_parse (const char *text, gint *value, gboolean *too_large);

/* The lines->clues hook for both genres. */
GStrv    wp_line_counts_line_clues (const WpLineCountsSpec *spec, const WpLineCounts *counts,
                                    WpLineKind kind, guint index);

/* The lines->set_clues hook for both genres: what the setter typed beside
 * row or column @index — nothing or '?' for unknown, or a whole number
 * from 0 to the line's length, spaces around it ignored.  Anything else is
 * refused with a message naming the line ("Row 3 has 4 cells; a sum of 5
 * does not fit"), and @counts is left as it was. */
gboolean wp_line_counts_set_typed (const WpLineCountsSpec *spec, WpLineCounts *counts,
                                   WpLineKind kind, guint index, const char *text, GError **error);

/* --- Givens, one string per row -------------------------------------------- */

/* The value @ch stands for in row @row (0-based) of "givens"; FALSE, with
 * a message naming the cell (column @col + 1), for a character the genre
 * does not use. */
typedef gboolean (*WpGivenReadFunc) (gunichar ch, guint row, guint col, gint *value, GError **error);
/* The character that stands for @value (WP_CELL_EMPTY included). */
typedef char     (*WpGivenWriteFunc) (gint value);

/* "givens" into @puzzle's cells; a missing member gives nothing. */
gboolean wp_given_rows_read  (JsonObject *object, WpPuzzle *puzzle, WpGivenReadFunc read_cell, GError **error);
void     wp_given_rows_write (JsonBuilder *builder, const WpPuzzle *puzzle, WpGivenWriteFunc write_cell);

/* "column 2", "columns 2, 5 and 7": the lines flagged in @used (@n
 * flags over 0-based indices, at least one set). */
char    *wp_lines_named (WpLineKind kind, const guint8 *used, guint n);

/* Where @cells lie, for naming a pattern: "rows 1 and 3, columns 2 and 5";
 * once a list runs to three lines, a semicolon keeps the two apart ("rows
 * 1, 3 and 4; columns 2, 4 and 5").  NULL for no cell.  Sets how many rows
 * and columns they touch. */
char    *wp_cells_where (const WpPuzzle *puzzle, const GArray *cells, guint *n_rows, guint *n_cols);

/* The codec of 0/1 grids (Submarines, Nonograms): '.' open, '0' and '1'. */
gboolean wp_given_read_binary  (gunichar ch, guint row, guint col, gint *value, GError **error);
char     wp_given_write_binary (gint value);

G_END_DECLS
