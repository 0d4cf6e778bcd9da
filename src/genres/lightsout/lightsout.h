/* lightsout.h — the Lights Out genre: press cells to turn every light off
 *
 * Each cell holds a light, on or off: those are the clues, drawn inside
 * the cells (WpCellClueHooks).  Pressing a cell toggles its own light and
 * those of its neighbours: the plus (the cell and the four cells beside
 * it, the classic game) or the square (the 3×3 block around it); on a
 * torus the edges wrap.  A solution says which cells to press (1) and
 * which not (0); the order of presses does not matter and pressing a cell
 * twice undoes it, so that is all there is to say.  The puzzle's cells hold
 * givens of the solution, as in every genre: a press known to be made or
 * not.
 *
 * Over GF(2) the rules are one linear system A·x = b (seed 000): b the
 * lights, A the neighbourhood matrix.  So the count of solutions is 0 or
 * exactly 2^k (k the nullity of the system with the givens), found by
 * elimination rather than search (lightsout-gf2.c).
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_LIGHTSOUT_MAX_SIZE 100

typedef enum {
  WP_LIGHTSOUT_PLUS,     /* the cell and its 4 orthogonal neighbours */
  WP_LIGHTSOUT_SQUARE,   /* the 3×3 block around the cell */
} WpLightsOutNeighbourhood;

extern const WpGenre wp_genre_lightsout;

/* A @width × @height board, every light off, no givens, the plus
 * neighbourhood without wrapping.  Sizes are checked by validate(). */
WpPuzzle   *wp_lightsout_new               (guint width, guint height);

/* The lights, width × height values 0 (off) or 1 (on).  Owned by the
 * puzzle. */
const guint8 *wp_lightsout_get_lights      (const WpPuzzle *puzzle);
void        wp_lightsout_set_light         (WpPuzzle *puzzle, guint cell, gboolean on);

WpLightsOutNeighbourhood wp_lightsout_get_neighbourhood (const WpPuzzle *puzzle);
void        wp_lightsout_set_neighbourhood (WpPuzzle *puzzle, WpLightsOutNeighbourhood neighbourhood);
gboolean    wp_lightsout_get_torus         (const WpPuzzle *puzzle);
void        wp_lightsout_set_torus         (WpPuzzle *puzzle, gboolean torus);

/* The distinct cells a press of @cell toggles (itself included), at most
 * 9, in ascending order; returns how many.  On a torus narrower than 3 a
 * neighbour may be reached two ways: it is toggled once. */
guint       wp_lightsout_neighbours        (const WpPuzzle *puzzle, guint cell, guint out[9]);

/* Sets every light to what pressing the cells of @presses (width × height
 * values, nonzero pressed) turns on from a dark board: A·x. */
void        wp_lightsout_derive_lights     (WpPuzzle *puzzle, const gint *presses);

G_END_DECLS
