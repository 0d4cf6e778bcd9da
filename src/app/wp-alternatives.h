/* wp-alternatives.h — the solutions of an ambiguous puzzle, side by side
 *
 * Each kept solution is drawn as a small board with the cells where the
 * solutions differ marked.  Clicking a marked cell offers to place, as a
 * given, the value another solution has there — which rules the clicked
 * solution out; the panel then emits ::place-value.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-puzzle.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

#define WP_TYPE_ALTERNATIVES (wp_alternatives_get_type ())
G_DECLARE_FINAL_TYPE (WpAlternatives, wp_alternatives, WP, ALTERNATIVES, GtkBox)

/* @solutions: of gint*, each wp_puzzle_n_cells (@puzzle) long. */
void   wp_alternatives_show         (WpAlternatives *self,
                                     const WpPuzzle *puzzle,
                                     GPtrArray      *solutions,
                                     const guint8   *different);
void   wp_alternatives_clear        (WpAlternatives *self);
/* Pattern outlines drawn on every board (a reference is kept); NULL clears. */
void   wp_alternatives_set_overlay  (WpAlternatives  *self,
                                     WpRenderOverlay *overlay);
guint  wp_alternatives_get_n_boards (WpAlternatives *self);
/* What clicking @cell on board @index offers: the value to place, or
 * WP_CELL_EMPTY when the cell is the same in every solution. */
gint   wp_alternatives_value_to_place (WpAlternatives *self, guint index, guint cell);

G_END_DECLS
