/* wp-render-graph.h — drawing a genre's analysis figure (wp-figure.h)
 *
 * Pure Cairo and Pango, like the rest of src/render: the studio draws it
 * in a GtkDrawingArea, tests draw it into an image surface, and a PDF
 * surface would print it the same way.
 */
#pragma once

#include <cairo.h>

#include "core/wp-figure.h"

G_BEGIN_DECLS

/* Draws @figure into the rectangle @width × @height at the origin: the
 * graph on top, the legend (one row per series: its line, its dash and
 * its words) below.  Every arrow is drawn in its series' colour and dash
 * and carries its label, so colour is never the only mark. */
void   wp_render_figure               (cairo_t        *cr,
                                       const WpFigure *figure,
                                       double          width,
                                       double          height);
/* The height @figure wants at @width. */
double wp_render_figure_height        (const WpFigure *figure,
                                       double          width);
/* Where vertex @index's centre is drawn at that size, and its radius. */
void   wp_render_figure_vertex        (const WpFigure *figure,
                                       guint           index,
                                       double          width,
                                       double          height,
                                       double         *x,
                                       double         *y,
                                       double         *radius);
/* The colour series @series is drawn in (a colour-blind-safe palette,
 * repeated past its end, where the dash still tells series apart). */
void   wp_render_figure_series_colour (guint           series,
                                       double          rgb[3]);

G_END_DECLS
