/* mines-private.h — shared between the Minesweeper genre's files */
#pragma once

#include "genres/mines/mines.h"
#include "core/wp-analysis.h"
#include "core/wp-engine.h"

G_BEGIN_DECLS

typedef struct {
  guint  width;
  guint  height;
  gint8 *numbers;     /* width × height: WP_MINES_HIDDEN or 0–8 */
  gint   total;       /* WP_MINES_NO_TOTAL or the whole board's mines */
  /* The layout the setter drew in Draw Mines (width × height, 1 a mine);
   * NULL when none is drawn.  Revealed numbers follow it.  A design aid of
   * the session: files keep the numbers, not the drawing. */
  gint  *drawn;
} WpMinesParams;

extern const WpTextFormat wp_mines_text_format;        /* mines-text.c */
extern const WpTextFormat wp_mines_sgt_format;         /* mines-sgt.c */
extern const WpAnalysisHooks wp_mines_analysis_hooks;  /* mines-analysis.c */
extern const WpPatternHooks wp_mines_pattern_hooks;    /* mines-analysis.c */
extern const WpRaterHooks wp_mines_rater_hooks;        /* mines-grade.c */

/* The grader's level (mines-grade.c): 0 single numbers, 1 pairs of
 * overlapping numbers, 2 the mine total, 3 trying cases.  @solved, when
 * not NULL, receives what the rules settled (width × height: -1 open, 0
 * safe, 1 a mine). */
guint wp_mines_grade_level (const WpPuzzle *puzzle, WpSearch *search, gint *solved);

/* The rows of a board in the .mines notation, one string per row: '.'
 * unknown, '0'–'8' a number, '*' a given mine, '-' a given safe cell. */
char     wp_mines_cell_char     (const WpPuzzle *puzzle, guint cell);
/* Sets @cell from one such character; FALSE for any other. */
gboolean wp_mines_set_from_char (WpPuzzle *puzzle, guint cell, char ch);

/* --- Exact counting (mines-count.c) ----------------------------------------- */

/* Counts beyond 64 bits are held in 128, saturating at WP_MINES_SATURATED:
 * anything that reaches it only says "at least that many". */
typedef unsigned __int128 WpMinesCount;
#define WP_MINES_SATURATED (((WpMinesCount) 1) << 126)

typedef struct {
  gboolean      consistent;   /* FALSE: no layout fits */
  WpMinesCount  count;        /* every layout (saturating) */
  /* Per cell, how many layouts put a mine there, and how many leave it
   * safe (saturating); NULL unless asked for. */
  WpMinesCount *mines;
  WpMinesCount *safe;
  guint64       nodes;        /* backtracking steps */
} WpMinesTally;

typedef gboolean (*WpMinesKeepGoing) (gpointer data, guint n_nodes);

/* Counts every layout of @puzzle exactly (@per_cell: with the per-cell
 * tallies).  FALSE when @keep_going said stop. */
gboolean wp_mines_tally       (const WpPuzzle *puzzle, gboolean per_cell,
                               WpMinesKeepGoing keep_going, gpointer data,
                               WpMinesTally *out);
void     wp_mines_tally_clear (WpMinesTally *tally);
/* The first @most layouts in a fixed order (each width × height values),
 * appended to @out; FALSE when @keep_going said stop. */
gboolean wp_mines_list        (const WpPuzzle *puzzle, guint most,
                               WpMinesKeepGoing keep_going, gpointer data, GPtrArray *out);

/* "18446744073709551616": @count in decimal. */
char    *wp_mines_count_to_decimal (WpMinesCount count);

WpModel *wp_mines_build_model (const WpPuzzle *puzzle, WpModelUse use);

/* --- Patterns (mines-analysis.c) ---------------------------------------------- */

/* The 50/50s of @layout: pairs of unknown cells next to some number, one
 * a mine and one safe, that see the same numbers (so swapping them keeps
 * every clue), each a WpPattern from @layout to the swapped layout; at
 * most @max (0: all). */
GPtrArray *wp_mines_find_fifty_fifties (const WpPuzzle *puzzle, const gint *layout, guint max);

G_END_DECLS
