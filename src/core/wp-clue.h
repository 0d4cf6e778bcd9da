/* wp-clue.h — one way to name a clue a puzzle can lose
 *
 * A clue is a given cell, the clue of a whole row or column (a Submarines
 * sum, a nonogram line's runs), or an element (a cage, a dot).  The
 * analysis (removable clues) and the generator (clue removal, seed 004's
 * loop) both work on these references, so every genre gets both at once:
 * nothing here switches on the genre.
 *
 * Global elements (anti-knight, siteswap lines) are rules, not clues: they
 * are never listed.
 */
#pragma once

#include "wp-genre.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  WP_CLUE_CELL,       /* a given value: index is the cell */
  WP_CLUE_LINE,       /* a row's or column's clue: line, index */
  WP_CLUE_ELEMENT,    /* an element: index into puzzle->elements */
  WP_CLUE_INSIDE,     /* a clue inside a cell (WpCellClueHooks): index is the cell */
} WpClueKind;

typedef struct {
  WpClueKind kind;
  WpLineKind line;    /* WP_CLUE_LINE only */
  guint      index;
} WpClueRef;

/* Every clue @puzzle holds, in a stable order: cells in reading order,
 * then rows, then columns, then the clues inside cells that may be hidden,
 * then elements.  An array of WpClueRef. */
GArray    *wp_clue_list          (const WpPuzzle *puzzle);

/* A copy of @puzzle without the clues of @clues (an array from
 * wp_clue_list() of @puzzle) whose entry in @drop is TRUE: cells emptied,
 * lines made unknown, elements taken out (so element indices of the copy
 * differ; the references always speak of @puzzle). */
WpPuzzle  *wp_clue_drop          (const WpPuzzle *puzzle,
                                  GArray         *clues,
                                  const gboolean *drop);

/* The same for one clue. */
WpPuzzle  *wp_clue_drop_one      (const WpPuzzle  *puzzle,
                                  const WpClueRef *clue);

/* "r4c5 (7)", "the clue of row 3 (2 1)", "the cage r1c1–r2c2". */
char      *wp_clue_describe      (const WpPuzzle  *puzzle,
                                  const WpClueRef *clue);

/* The cells a clue is drawn on (a line: its cells; an element: its
 * cells), for highlights.  An array of guint. */
GArray    *wp_clue_cells         (const WpPuzzle  *puzzle,
                                  const WpClueRef *clue);

gboolean   wp_clue_equal         (const WpClueRef *a,
                                  const WpClueRef *b);

G_END_DECLS
