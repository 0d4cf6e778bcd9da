/* wp-render-graph.c — drawing a genre's analysis figure: a directed graph
 * with coloured, dashed and labelled arrows, and its legend
 *
 * Arrows between the same two vertices are bent apart so each stays
 * visible, and arrows along one row of vertices bow outward so they do
 * not run through the vertices between.  A label sits on each arrow,
 * on white, so the figure reads in grey print too.
 */
#include "render/wp-render-graph.h"

#include <math.h>
#include <pango/pangocairo.h>

#define LEGEND_ROW 20.0
#define PAD 8.0
#define LINE 3.0

/* Okabe and Ito's palette, without its black and yellow (too close to
 * the vertices' outline and to white). */
static const double palette[][3] = {
  { 0.000, 0.447, 0.698 },   /* blue */
  { 0.835, 0.369, 0.000 },   /* vermilion */
  { 0.000, 0.620, 0.451 },   /* bluish green */
  { 0.800, 0.475, 0.655 },   /* reddish purple */
  { 0.902, 0.624, 0.000 },   /* orange */
  { 0.337, 0.706, 0.914 },   /* sky blue */
};

void
wp_render_figure_series_colour (guint series, double rgb[3])
{
  const double *c = palette[series % G_N_ELEMENTS (palette)];

  rgb[0] = c[0];
  rgb[1] = c[1];
  rgb[2] = c[2];
}

static void
set_dash (cairo_t *cr, guint series)
{
  static const double dashes[][4] = { { 0 }, { 10, 4 }, { 2, 4 }, { 10, 4, 2, 4 } };
  static const int lengths[] = { 0, 2, 2, 4 };
  guint k = series % G_N_ELEMENTS (lengths);

  cairo_set_dash (cr, dashes[k], lengths[k], 0);
}

static double
legend_height (const WpFigure *figure)
{
  return figure->series->len * LEGEND_ROW + PAD;
}

double
wp_render_figure_height (const WpFigure *figure, double width)
{
  return CLAMP (width * 0.8, 180, 360) + legend_height (figure);
}

static double
graph_height (const WpFigure *figure, double height)
{
  return MAX (height - legend_height (figure), 40);
}

void
wp_render_figure_vertex (const WpFigure *figure, guint index, double width, double height,
                         double *x, double *y, double *radius)
{
  const WpFigureVertex *v = &g_array_index (figure->vertices, WpFigureVertex, index);
  double h = graph_height (figure, height);
  guint across = MAX (figure->vertices->len / 2, 1);

  *x = v->x * width;
  *y = v->y * h;
  *radius = MIN (MIN (h * 0.1, width / (2.5 * across)), 20);
}

static void
show_text (cairo_t *cr, const char *text, double size, double x, double y, gboolean centred, double *w_out,
           double *h_out, gboolean draw)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  PangoRectangle logical;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (w_out)
    *w_out = logical.width;
  if (h_out)
    *h_out = logical.height;
  if (draw)
    {
      cairo_move_to (cr, centred ? x - logical.width / 2.0 : x, centred ? y - logical.height / 2.0 : y);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
}

/* The bend of @arrow (the control point's distance from the straight
 * line, to the left of tail → head): apart from its parallels, outward
 * along a row. */
static double
bend_of (const WpFigure *figure, guint index, double width, double height)
{
  const WpFigureArrow *arrow = &g_array_index (figure->arrows, WpFigureArrow, index);
  const WpFigureVertex *t = &g_array_index (figure->vertices, WpFigureVertex, arrow->tail);
  const WpFigureVertex *h = &g_array_index (figure->vertices, WpFigureVertex, arrow->head);
  guint low = MIN (arrow->tail, arrow->head), high = MAX (arrow->tail, arrow->head);
  guint rank = 0, parallels = 0;
  double sign = arrow->tail == low ? 1 : -1, base = 0;

  for (guint i = 0; i < figure->arrows->len; i++)
    {
      const WpFigureArrow *other = &g_array_index (figure->arrows, WpFigureArrow, i);

      if (MIN (other->tail, other->head) == low && MAX (other->tail, other->head) == high)
        {
          rank += i < index;
          parallels++;
        }
    }
  if (fabs (t->y - h->y) < 1e-6)
    {
      /* Along a row: bow away from the other row, further the longer. */
      double dx = (h->x - t->x) * width, outward = t->y < 0.5 ? -1 : 1;
      double gh = graph_height (figure, height);
      double room = (t->y < 0.5 ? t->y * gh : (1 - t->y) * gh) - 14;

      /* The left normal of a rightward arrow points up (y grows down);
       * the curve's peak is the bend, kept inside the graph's area. */
      base = outward * (dx > 0 ? -1 : 1) * MIN (fabs (dx) * 0.2, MAX (room, 0));
    }
  return base + sign * (rank - (parallels - 1) / 2.0) * 18;
}

static void
draw_arrow (cairo_t *cr, const WpFigure *figure, guint index, double width, double height, double size)
{
  const WpFigureArrow *arrow = &g_array_index (figure->arrows, WpFigureArrow, index);
  double x0, y0, x1, y1, r, rgb[3];
  double dx, dy, len, nx, ny, cx, cy, bend, ux, uy, mx, my, ax, ay, angle, tw, th;

  wp_render_figure_vertex (figure, arrow->tail, width, height, &x0, &y0, &r);
  wp_render_figure_vertex (figure, arrow->head, width, height, &x1, &y1, &r);
  dx = x1 - x0;
  dy = y1 - y0;
  len = MAX (hypot (dx, dy), 1);
  nx = dy / len;
  ny = -dx / len;
  bend = bend_of (figure, index, width, height);
  cx = (x0 + x1) / 2 + nx * bend * 2;
  cy = (y0 + y1) / 2 + ny * bend * 2;
  /* Start and end on the circles, toward the control point. */
  ux = cx - x0;
  uy = cy - y0;
  len = MAX (hypot (ux, uy), 1);
  x0 += ux / len * r;
  y0 += uy / len * r;
  ux = x1 - cx;
  uy = y1 - cy;
  len = MAX (hypot (ux, uy), 1);
  ux /= len;
  uy /= len;
  x1 -= ux * (r + 2);
  y1 -= uy * (r + 2);
  wp_render_figure_series_colour (arrow->series, rgb);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, LINE);
  set_dash (cr, arrow->series);
  cairo_new_path (cr);
  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, x0 + (cx - x0) * 2 / 3, y0 + (cy - y0) * 2 / 3,
                  x1 + (cx - x1) * 2 / 3, y1 + (cy - y1) * 2 / 3, x1, y1);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  /* The head: a filled triangle, solid whatever the dash. */
  angle = atan2 (uy, ux);
  ax = x1 + ux * 2;
  ay = y1 + uy * 2;
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, ax - 11 * cos (angle - 0.4), ay - 11 * sin (angle - 0.4));
  cairo_line_to (cr, ax - 11 * cos (angle + 0.4), ay - 11 * sin (angle + 0.4));
  cairo_close_path (cr);
  cairo_fill (cr);
  /* The label on white, a little before the curve's middle: arrows that
   * cross at their middles (X → Y beside Y → X) keep their labels apart. */
  mx = 0.36 * x0 + 0.48 * cx + 0.16 * x1;
  my = 0.36 * y0 + 0.48 * cy + 0.16 * y1;
  show_text (cr, arrow->label, size, 0, 0, TRUE, &tw, &th, FALSE);
  cairo_new_path (cr);
  cairo_rectangle (cr, mx - tw / 2 - 2, my - th / 2, tw + 4, th);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  show_text (cr, arrow->label, size, mx, my, TRUE, NULL, NULL, TRUE);
}

static void
draw_legend (cairo_t *cr, const WpFigure *figure, double width, double height, double size)
{
  double y = graph_height (figure, height) + PAD;

  for (guint s = 0; s < figure->series->len; s++, y += LEGEND_ROW)
    {
      double rgb[3], mid = y + LEGEND_ROW / 2;

      wp_render_figure_series_colour (s, rgb);
      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_set_line_width (cr, LINE);
      set_dash (cr, s);
      cairo_new_path (cr);
      cairo_move_to (cr, PAD, mid);
      cairo_line_to (cr, PAD + 36, mid);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      show_text (cr, g_ptr_array_index (figure->series, s), size, PAD + 44, mid - size * 0.65, FALSE,
                 NULL, NULL, TRUE);
    }
  (void) width;
}

void
wp_render_figure (cairo_t *cr, const WpFigure *figure, double width, double height)
{
  double size = 11;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  for (guint i = 0; i < figure->arrows->len; i++)
    draw_arrow (cr, figure, i, width, height, size - 1);
  for (guint i = 0; i < figure->vertices->len; i++)
    {
      const WpFigureVertex *v = &g_array_index (figure->vertices, WpFigureVertex, i);
      double x, y, r;

      wp_render_figure_vertex (figure, i, width, height, &x, &y, &r);
      /* Text leaves a current point: start the circle afresh. */
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
      show_text (cr, v->label, MIN (r * 0.8, 14), x, y, TRUE, NULL, NULL, TRUE);
    }
  draw_legend (cr, figure, width, height, size);
  cairo_restore (cr);
}
