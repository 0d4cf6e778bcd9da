/* wp-thumbnail.h — a small picture of a puzzle, for lists
 *
 * The recovery dialog shows each document it offers as a thumbnail; it is
 * drawn by wp_render_puzzle(), the same path as the board and the PDF, so
 * the setter recognises the grid.  Cairo only: the studio turns the image
 * into a texture.
 */
#pragma once

#include <cairo.h>

#include "render/wp-render.h"

G_BEGIN_DECLS

/* @puzzle with its line clues, as large as fits @max_width × @max_height
 * (in units of the caller, e.g. logical pixels) without changing its
 * shape, on @palette's paper.  The image has @scale pixels a unit (its
 * device scale says so) and is at least one pixel each way.  Free with
 * cairo_surface_destroy(). */
cairo_surface_t *wp_render_thumbnail (const WpPuzzle  *puzzle,
                                      double           max_width,
                                      double           max_height,
                                      int              scale,
                                      const WpPalette *palette);

G_END_DECLS
