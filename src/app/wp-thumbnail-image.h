/* wp-thumbnail-image.h — a puzzle's thumbnail as a widget, for lists
 *
 * The recovery dialog and the generate dialog's batch show each puzzle as
 * a small grid drawn by wp_render_thumbnail() (the board's own renderer),
 * in the current style's palette and at the screen's scale so it stays
 * sharp on a HiDPI display.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

/* A GtkImage of @puzzle, as large as fits a @size × @size box (logical
 * pixels) without changing its shape, drawn at @scale pixels a unit. */
GtkWidget *wp_thumbnail_image_new (const WpPuzzle *puzzle,
                                   int             size,
                                   int             scale);

G_END_DECLS
