/* battleships.h — the Battleships genre: a fleet hidden in a grid
 *
 * A grid of M rows and N columns (default 10×10) hides a fleet of straight
 * ships (default: one battleship of 4 cells, two cruisers of 3, three
 * destroyers of 2, four submarines of 1; the setter may change it).  Ships
 * never touch, not even diagonally.  The clues are how many ship cells each
 * row and each column holds (any count may be left unknown) and some cells
 * given as a segment: water, a one-cell ship, an end of a ship or a middle.
 *
 * Every cell value names a segment, in givens and in solutions alike, so a
 * solution shows the ships' shapes.  Since ships never touch, a grid of
 * ship and water cells has exactly one such naming: solutions are unique up
 * to which cells hold ships.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

/* Cell values (WP_CELL_EMPTY for no given). */
typedef enum {
  WP_BATTLESHIPS_WATER      = 0,
  WP_BATTLESHIPS_SINGLE     = 1,   /* a one-cell ship */
  WP_BATTLESHIPS_END_LEFT   = 2,   /* the leftmost cell of a horizontal ship */
  WP_BATTLESHIPS_END_RIGHT  = 3,
  WP_BATTLESHIPS_END_TOP    = 4,   /* the top cell of a vertical ship */
  WP_BATTLESHIPS_END_BOTTOM = 5,
  WP_BATTLESHIPS_MIDDLE     = 6,   /* inside a horizontal or vertical ship */
} WpBattleshipsValue;

#define WP_BATTLESHIPS_N_VALUES  7
#define WP_BATTLESHIPS_MIN_SIZE  1
#define WP_BATTLESHIPS_MAX_SIZE  40
#define WP_BATTLESHIPS_UNKNOWN   (-1)   /* a row or column count left unknown */
/* Ships run from 1 cell to as long as the grid's longer side. */
#define WP_BATTLESHIPS_MAX_SHIP  WP_BATTLESHIPS_MAX_SIZE

extern const WpGenre wp_genre_battleships;

/* An empty n_rows × n_cols grid.  @rows (n_rows values) and @cols (n_cols
 * values) may be NULL for "every count unknown"; WP_BATTLESHIPS_UNKNOWN
 * marks one unknown count.  @fleet[i] is how many ships of i + 1 cells
 * there are, for i < @n_fleet (at most WP_BATTLESHIPS_MAX_SHIP); NULL gives
 * the standard fleet (4, 3, 2, 1 ships of 1, 2, 3, 4 cells).  Sizes run
 * from 1 to 40; counts and fleet are not checked here (validate does that,
 * naming the place). */
WpPuzzle   *wp_battleships_new               (guint       n_rows,
                                              guint       n_cols,
                                              const gint *rows,
                                              const gint *cols,
                                              const gint *fleet,
                                              guint       n_fleet);

/* The counts, height and width values long; WP_BATTLESHIPS_UNKNOWN where
 * left unknown.  Owned by the puzzle. */
const gint *wp_battleships_get_row_counts    (const WpPuzzle *puzzle);
const gint *wp_battleships_get_column_counts (const WpPuzzle *puzzle);
void        wp_battleships_set_row_count     (WpPuzzle *puzzle, guint row, gint count);
void        wp_battleships_set_column_count  (WpPuzzle *puzzle, guint col, gint count);

/* How many ships of @length cells (1 … WP_BATTLESHIPS_MAX_SHIP) the fleet
 * has; setting is not checked (settings->apply is, and validate). */
gint        wp_battleships_get_fleet         (const WpPuzzle *puzzle, guint length);
void        wp_battleships_set_fleet         (WpPuzzle *puzzle, guint length, gint count);
/* The fleet's ship cells in all (negative counts taken as 0). */
guint       wp_battleships_fleet_cells       (const WpPuzzle *puzzle);

/* Names the segments of a grid of ship (TRUE) and water cells: @values
 * (n_rows × n_cols) receives the WpBattleshipsValue of every cell.  FALSE
 * (and @values undefined) when the ship cells do not form straight ships
 * that never touch.  With @lengths (WP_BATTLESHIPS_MAX_SHIP + 1 entries,
 * may be NULL), lengths[k] receives how many ships of k cells there are. */
gboolean    wp_battleships_shape             (guint           n_rows,
                                              guint           n_cols,
                                              const gboolean *ship,
                                              gint           *values,
                                              guint          *lengths);

G_END_DECLS
