/* nonograms.h — the Nonograms genre (paint by numbers)
 *
 * Each cell is filled (1) or empty (0).  The clue of a row or column lists
 * the lengths of its runs of filled cells in order (left to right, top to
 * bottom), with at least one empty cell between runs; an empty clue (written
 * "0") means the line holds no filled cell, and a clue may be left unknown.
 * Some cells may be given as known filled or known empty.
 *
 * A puzzle may also carry the picture it was drawn from (pbnsolve's "goal"):
 * the studio's picture-first editing keeps the clues derived from it.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_NONOGRAMS_MAX_DRAWN 100    /* New → Custom Size… in the studio */
#define WP_NONOGRAMS_MAX_SIZE  1000   /* files and the command line */

/* The ratings the genre's counting backend reports (WpSearchResult.rating),
 * in pbnsolve's terms: line, depth-2 (here: probing), solvable by search. */
extern const WpRating wp_nonograms_rating_line;
extern const WpRating wp_nonograms_rating_probing;
extern const WpRating wp_nonograms_rating_guessing;

extern const WpGenre wp_genre_nonograms;

/* A @width × @height puzzle with every clue unknown, no givens and no
 * picture.  Sizes run from 1 to WP_NONOGRAMS_MAX_SIZE (not checked here:
 * validate() does that, naming the place). */
WpPuzzle   *wp_nonograms_new          (guint width, guint height);

/* The clue of row or column @index: @n_runs run lengths, or NULL (and
 * *@n_runs = 0) when it is unknown.  A line known to be empty has a
 * non-NULL clue with no runs.  Owned by the puzzle. */
const guint *wp_nonograms_get_clue    (const WpPuzzle *puzzle,
                                       WpLineKind      kind,
                                       guint           index,
                                       guint          *n_runs);
/* Sets that clue (copied); @runs NULL with @n_runs 0 marks it unknown, a
 * non-NULL @runs with @n_runs 0 empty.  Lengths are checked by validate(). */
void         wp_nonograms_set_clue    (WpPuzzle       *puzzle,
                                       WpLineKind      kind,
                                       guint           index,
                                       const guint    *runs,
                                       guint           n_runs);
/* Marks the clue unknown. */
void         wp_nonograms_forget_clue (WpPuzzle       *puzzle,
                                       WpLineKind      kind,
                                       guint           index);

/* The picture (width × height values, 1 filled and 0 empty) or NULL.  The
 * setter's goal: kept in files, not a constraint. */
const gint  *wp_nonograms_get_goal    (const WpPuzzle *puzzle);
/* Stores @goal (copied; NULL drops it) without touching the clues. */
void         wp_nonograms_set_goal    (WpPuzzle       *puzzle,
                                       const gint     *goal);
/* Sets every clue from @picture (width × height values, nonzero filled). */
void         wp_nonograms_derive_clues (WpPuzzle      *puzzle,
                                        const gint    *picture);

G_END_DECLS
