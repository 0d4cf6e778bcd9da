/* wp-verdict-marks.h — what the board marks when a puzzle has no solution
 *
 * Direct clashes (the genre's find_conflicts()) strike their givens and
 * frame the lines whose sums no grid meets; a contradiction found by the
 * analysis (wp-contradiction.h) strikes the cell no value fits or the
 * givens of a contradictory set, frames the unit with no place for a
 * value, and frames the lines whose clues it names.  Each call replaces
 * every such mark on the board.
 */
#pragma once

#include "app/wp-board.h"
#include "core/wp-contradiction.h"

G_BEGIN_DECLS

/* Marks @conflicts (WpConflict*, @puzzle's direct clashes, as the count
 * found them in its worker); returns the first one in words, or NULL when
 * there is none. */
char *wp_verdict_mark_conflicts     (WpBoard               *board,
                                     const WpPuzzle        *puzzle,
                                     const GPtrArray       *conflicts);
void  wp_verdict_mark_contradiction (WpBoard               *board,
                                     const WpPuzzle        *puzzle,
                                     const WpContradiction *contradiction);

G_END_DECLS
