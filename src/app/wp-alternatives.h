/* wp-alternatives.h — the solutions of an ambiguous puzzle, side by side
 *
 * Each kept solution is a thumbnail (a toggle button holding a small board)
 * with the cells where the solutions differ marked and tinted.  One of
 * them can be chosen (the "chosen" property): the window then lays it over
 * the main board at full size.  Clicking a thumbnail chooses it, clicking
 * the chosen one again returns to the puzzle; clicking a marked cell of a
 * thumbnail chooses it and offers to place that solution's value there as
 * a given (wp-place-offer.h), which rules out the solutions that differ.
 *
 * The caption says which one is chosen among how many kept, and how many
 * the puzzle has in all, never more than the count proved ("at least").
 */
#pragma once

#include <gtk/gtk.h>

#include "app/wp-board.h"
#include "core/wp-puzzle.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

#define WP_TYPE_ALTERNATIVES (wp_alternatives_get_type ())
G_DECLARE_FINAL_TYPE (WpAlternatives, wp_alternatives, WP, ALTERNATIVES, GtkBox)

/* @solutions: of gint*, each wp_puzzle_n_cells (@puzzle) long.  None is
 * chosen afterwards. */
void   wp_alternatives_show         (WpAlternatives *self,
                                     const WpPuzzle *puzzle,
                                     GPtrArray      *solutions,
                                     const guint8   *different);
void   wp_alternatives_clear        (WpAlternatives *self);
/* A count is replacing the solutions shown: none stays chosen, and the
 * thumbnails are dimmed and inert until wp_alternatives_show() or
 * wp_alternatives_clear(). */
void   wp_alternatives_mark_stale   (WpAlternatives *self);
/* How many solutions the puzzle has in all, as far as counting knows:
 * exactly @count, or at least @count when @exact is FALSE.  Until told, the
 * panel claims only the solutions it shows. */
void   wp_alternatives_set_total    (WpAlternatives *self,
                                     guint64         count,
                                     WpCountKind     kind,
                                     guint           log2,
                                     gboolean        exact);
/* Pattern outlines drawn on every board (a reference is kept); NULL clears. */
void   wp_alternatives_set_overlay  (WpAlternatives  *self,
                                     WpRenderOverlay *overlay);
guint  wp_alternatives_get_n_boards (WpAlternatives *self);

/* The chosen solution's index, or -1 for none.  Choosing -1 returns to
 * the puzzle; an index out of range changes nothing. */
int    wp_alternatives_get_chosen   (WpAlternatives *self);
void   wp_alternatives_choose       (WpAlternatives *self, int index);
/* The next (@delta 1) or previous (-1) solution, round the end; from none
 * chosen, the first or the last. */
void   wp_alternatives_step         (WpAlternatives *self, int delta);
const gint *wp_alternatives_get_solution (WpAlternatives *self, guint index);
/* "Solution 3 of 6 kept (12 in all)"; with @showing, "Showing solution 3
 * of 6 kept (at least 12 in all)".  NULL when none is chosen. */
char  *wp_alternatives_describe_chosen (WpAlternatives *self, gboolean showing);

/* What clicking @cell of solution @index offers to place: that solution's
 * value there, or WP_CELL_EMPTY when every kept solution agrees. */
gint   wp_alternatives_value_to_place (WpAlternatives *self, guint index, guint cell);
/* Offers the chosen solution's value at @cell on @board (the main board
 * the solution is laid over), when the kept solutions differ there.
 * Returns whether it did. */
gboolean wp_alternatives_offer_place (WpAlternatives *self, WpBoard *board, guint cell);
/* For tests: the small board of solution @index, and a click on its card
 * at (@x, @y) in that board's pixels, as the pointer makes it. */
WpBoard *wp_alternatives_get_thumbnail   (WpAlternatives *self, guint index);
void     wp_alternatives_click_thumbnail (WpAlternatives *self, guint index, double x, double y);

G_END_DECLS
