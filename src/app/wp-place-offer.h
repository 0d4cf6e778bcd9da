/* wp-place-offer.h — "Place 7 at r4c7": a popover on a board's cell
 *
 * Clicking a cell where the kept solutions part, on the board with an
 * alternative laid over it or on a thumbnail, offers to keep that
 * solution's value there as a given.  The offer is a popover pointing at
 * the cell: one sentence saying what it rules out and one suggested
 * button, whose action is win.place-given((cell, value)), so placing takes
 * the window's one edit path (one undo step, a new count).  Escape or a
 * click elsewhere dismisses it; nothing changes until the button is used.
 */
#pragma once

#include <gtk/gtk.h>

#include "app/wp-board.h"
#include "core/wp-puzzle.h"

G_BEGIN_DECLS

/* Offers solution @index's value at @cell, pointing at @cell on @board.
 * @solutions: of gint*, the kept solutions (for what the others hold). */
void        wp_place_offer_show (WpBoard        *board,
                                 const WpPuzzle *puzzle,
                                 GPtrArray      *solutions,
                                 guint           index,
                                 guint           cell);
/* For tests: the offer open on @board, or NULL. */
GtkPopover *wp_place_offer_get  (WpBoard        *board);
/* For tests: the offer's button (its label and action target say what it
 * places). */
GtkButton  *wp_place_offer_get_button (GtkPopover *offer);

G_END_DECLS
