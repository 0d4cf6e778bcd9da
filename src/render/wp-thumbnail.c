/* wp-thumbnail.c — a small picture of a puzzle (see wp-thumbnail.h) */
#include "render/wp-thumbnail.h"

#include <math.h>

/* The grid is drawn at a cell of this size and scaled down as a whole:
 * lines and digits keep their proportions, where drawing at a cell of a
 * pixel or two would meet the renderer's minimum line widths and turn a
 * large grid into a block of ink.  At 20 those minimums (1 and 2) still
 * apply, so thin lines are a twentieth of a cell and box lines a tenth:
 * bolder than on the board (40 and more), which a small picture needs. */
#define DRAWN_CELL 20.0
/* Room around the grid, in cells, for the half of the outer frame that
 * lies outside it. */
#define PAD 0.05

cairo_surface_t *
wp_render_thumbnail (const WpPuzzle *puzzle, double max_width, double max_height, int scale,
                     const WpPalette *palette)
{
  WpRenderMargins margins;
  WpRenderLayout layout = { .cell_size = DRAWN_CELL, .palette = palette };
  double width, height, cell;
  cairo_surface_t *surface;
  cairo_t *cr;

  scale = MAX (scale, 1);
  /* Everything at one unit a cell gives the cell that fits. */
  wp_render_get_size (puzzle, 1.0, &width, &height);
  width += 2 * PAD;
  height += 2 * PAD;
  cell = MIN (max_width / width, max_height / height);
  wp_render_get_margins (puzzle, &margins);
  layout.x = (PAD + margins.left) * DRAWN_CELL;
  layout.y = (PAD + margins.top) * DRAWN_CELL;

  /* Whole pixels only; rounding down keeps the picture inside the limits
   * (after a hair for 9.1 × (64 / 9.1) coming out as 63.99…). */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        MAX (1, (int) floor (width * cell * scale + 1e-6)),
                                        MAX (1, (int) floor (height * cell * scale + 1e-6)));
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  /* Paper under the clues too: a thumbnail is a small page, whatever the
   * list behind it looks like. */
  cairo_set_source_rgba (cr, palette->paper.red, palette->paper.green, palette->paper.blue, 1);
  cairo_paint (cr);
  cairo_scale (cr, cell / DRAWN_CELL, cell / DRAWN_CELL);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}
