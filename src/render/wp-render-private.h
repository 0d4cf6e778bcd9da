/* wp-render-private.h — parts of wp_render_puzzle() kept in their own files */
#pragma once

#include "render/wp-render.h"

G_BEGIN_DECLS

/* Drawing regions (layout->tint_regions): a pale colour per region under
 * the cells, and each region's number in its first cell over them. */
void wp_render_region_tints  (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout);
void wp_render_region_labels (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout);

/* Variant elements (wp-render-elements.c), one call per layer: shaded
 * regions, diagonals, thermometers and arrows under the digits; killer
 * cages over the digits, inside the cells; dots and XV over the grid
 * lines, on the edge they sit on. */
void wp_render_elements_under    (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout);
void wp_render_elements_cages    (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout);
void wp_render_elements_on_edges (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout);

/* A piece's four half-pictures (wp-render-pieces.c), @edges clockwise
 * from the top as WpCellClueHooks.edges gives them, in the cell at @x, @y. */
void wp_render_piece_edges (cairo_t *cr, const WpRenderLayout *layout, const gint edges[4], double x, double y);
/* The edge being edited (layout->selected_edge) of the piece in the cell
 * at @x, @y. */
void wp_render_edge_selection (cairo_t *cr, const WpRenderLayout *layout, double x, double y);

/* Text and colour as wp_render_puzzle() sets them: @text at @size, centred
 * on @cy, the point @xalign of its width on @x, shrunk to @max_width (0:
 * any width). */
void wp_render_show_text (cairo_t *cr, const char *text, double x, double cy, double size, double max_width,
                          gboolean bold, double xalign);
void wp_render_set_color (cairo_t *cr, const WpColor *color);

/* The tick/cross grid (WpViewHooks.pair_group, wp-render-pairs.c), drawn
 * where the legend goes: its size in grid cells (FALSE when the genre has
 * none), and the grid with its top-left corner at (@x, @y), marked from
 * layout->overlay->pair_marks when there are some. */
gboolean wp_render_pairs_extent (const WpPuzzle *puzzle, double *width, double *height);
void     wp_render_pairs        (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                                 double x, double y);
/* The legend's sample of WP_MARK_PAIRS in the square at (@x, @y), side @s. */
void     wp_render_pairs_mark_sample (cairo_t *cr, const WpPalette *palette, double x, double y, double s);

G_END_DECLS
