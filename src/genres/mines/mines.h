/* mines.h — Minesweeper clue puzzles: revealed numbers around unknown cells
 *
 * A cell is unknown, a revealed number 0–8 (a safe cell showing how many
 * of its eight neighbours hold a mine), a given mine or a given safe cell
 * without a number.  The numbers are clues inside the cells
 * (WpCellClueHooks); the puzzle's cells hold givens of the solution, as in
 * every genre: 1 a mine, 0 a safe cell.  An optional total says how many
 * mines the whole board holds (given mines included).  A solution is a
 * mine layout (1 mine, 0 safe) that every number and the total agree with.
 *
 * Counting is exact (mines-count.c): the unknown cells next to a number
 * split into independent groups, each counted per number of mines by
 * backtracking, and the cells that touch no number are counted by
 * binomials, never one by one.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_MINES_MIN_SIZE 2
#define WP_MINES_MAX_SIZE 40
/* A cell without a revealed number. */
#define WP_MINES_HIDDEN (-1)
/* No total mine count given. */
#define WP_MINES_NO_TOTAL (-1)

extern const WpGenre wp_genre_mines;

/* A @width × @height board, every cell unknown, no total. */
WpPuzzle *wp_mines_new        (guint width, guint height);

/* The number revealed in @cell, or WP_MINES_HIDDEN. */
gint      wp_mines_get_number (const WpPuzzle *puzzle, guint cell);
/* Reveals @number (0–8) in @cell, or hides it (WP_MINES_HIDDEN); a
 * revealed cell is safe, so any given there is cleared. */
void      wp_mines_set_number (WpPuzzle *puzzle, guint cell, gint number);
gint      wp_mines_get_total  (const WpPuzzle *puzzle);
void      wp_mines_set_total  (WpPuzzle *puzzle, gint total);

/* The cells around @cell (at most 8), in reading order; returns how many. */
guint     wp_mines_neighbours (const WpPuzzle *puzzle, guint cell, guint out[8]);
/* How many mines of @layout (width × height, 1 a mine) lie around @cell. */
guint     wp_mines_number_of  (const WpPuzzle *puzzle, const gint *layout, guint cell);

G_END_DECLS
