/* submarines.h — the Submarines genre: a 0/1 grid with row and column sums
 *
 * Each cell holds a submarine (1) or open water (0); the clues are how many
 * submarines each row and each column holds (any sum may be left unknown),
 * and optionally some cells already known.  Besides the genre table, two
 * pieces of mathematics are public here so tests and the studio can call
 * them directly (GLib only):
 *
 *  - the Gale–Ryser test, which says without any search whether sums admit
 *    a solution at all, and names the inequality that fails;
 *  - the chain test, which lists the alternating cycles of a solution: each
 *    one, swapped, gives another solution with the same sums.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_SUBMARINES_MIN_SIZE 1
#define WP_SUBMARINES_MAX_SIZE 40
#define WP_SUBMARINES_UNKNOWN  (-1)   /* a row or column sum left unknown */

extern const WpGenre wp_genre_submarines;

/* An empty n_rows × n_cols grid.  @rows (n_rows values) and @cols (n_cols
 * values) may be NULL for "every sum unknown"; WP_SUBMARINES_UNKNOWN marks
 * one unknown sum.  Sizes run from 1 to 40; the sums are not checked here
 * (validate does that, naming the place). */
WpPuzzle   *wp_submarines_new           (guint       n_rows,
                                         guint       n_cols,
                                         const gint *rows,
                                         const gint *cols);

/* The sums, height and width values long; WP_SUBMARINES_UNKNOWN where left
 * unknown.  Owned by the puzzle. */
const gint *wp_submarines_get_row_sums    (const WpPuzzle *puzzle);
const gint *wp_submarines_get_column_sums (const WpPuzzle *puzzle);
void        wp_submarines_set_row_sum     (WpPuzzle *puzzle, guint row, gint sum);
void        wp_submarines_set_column_sum  (WpPuzzle *puzzle, guint col, gint sum);

/* Whether some 0/1 matrix has row sums @rows and column sums @cols (every
 * sum known).  Checks the sums first (each in 0 … the length of its line,
 * the two totals equal), then the Gale–Ryser majorization: with C the
 * column sums sorted in decreasing order and R* the conjugate of the row
 * sums (R*(k) = how many rows hold at least k), a matrix exists exactly
 * when C(1) + … + C(k) <= R*(1) + … + R*(k) for every k.  On FALSE, and
 * when @failure is not NULL, *@failure is the first thing that fails, in
 * the seed's notation: "C(1) = 3 > R*(1) = 2" (translated; free with
 * g_free()). */
gboolean    wp_submarines_gale_ryser    (const gint *rows,
                                         guint       n_rows,
                                         const gint *cols,
                                         guint       n_cols,
                                         char      **failure);

/* The alternating cycles ("chains") of @solution (a full 0/1 grid of
 * @puzzle's size) through cells that are not givens: closed rook paths
 * that start on a 1-cell, move along its row to a 0-cell, along that
 * column to a 1-cell, and so on, back to the start, never using a row or a
 * column twice.  Swapping 0 and 1 along a chain keeps every row and column
 * sum, so each chain is another solution; when every sum is known and there
 * is no chain, @solution is the only one.  The 2×2 swappable rectangle is
 * the shortest chain (4 cells).
 *
 * Returns a GPtrArray of GArray (of guint cells, in path order as above),
 * shortest first, at most @max of them (0: no limit): the shortest chain
 * through each cell that lies on any, each chain once. */
GPtrArray  *wp_submarines_find_chains   (const WpPuzzle *puzzle,
                                         const gint     *solution,
                                         guint           max);

G_END_DECLS
