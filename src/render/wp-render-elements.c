/* wp-render-elements.c — variant elements drawn in the grid (issue 18)
 *
 * Each element kind names a shape (WpElementShape); this file draws the
 * shapes the way setters are used to from f-puzzles and SudokuPad, in
 * three layers of wp_render_puzzle() so that nothing hides what it must
 * not:
 *   - under the digits: extra regions shaded, diagonals, thermometers (a
 *     pale bulb and a thick line) and arrows (a thin circle and line);
 *   - over the digits, inside the cells: killer cages, a fine dashed
 *     outline kept clear of the grid lines, the sum small in the corner
 *     on a knock-out so neither lines nor marks run through it;
 *   - over the grid lines: dots and XV, which sit on an edge.
 * Every length is a fraction of the cell, so thumbnails, the board and
 * the page show the same picture; every colour comes from the palette,
 * so dark mode and print work unchanged.  Global rules (anti-knight,
 * siteswap) draw nothing: the rules text names them.
 */
#include "render/wp-render-private.h"
#include "core/wp-element.h"

#include <math.h>
#include <pango/pangocairo.h>

/* Sizes, in cells. */
#define THERMO_BULB   0.36   /* radius */
#define THERMO_WIDTH  0.30
#define ARROW_CIRCLE  0.38   /* radius of the circle (and half the pill's height) */
#define ARROW_WIDTH   0.035
#define ARROW_HEAD    0.20   /* length of each barb */
#define DIAGONAL_WIDTH 0.03
#define CAGE_INSET    0.09   /* from the cell's edge to the dashed line's middle */
#define CAGE_WIDTH    0.02
#define CAGE_DASH     0.08   /* nominal dash and gap, stretched to fit each run */
#define CAGE_GAP      0.07
/* The sum stays above the top row of pencil marks (their ink starts about
 * 0.19 of a cell down) and clear of a box line (0.035 into the cell). */
#define SUM_FONT      0.19
#define SUM_LEFT      0.06   /* from the cell's edges to the sum's ink */
#define SUM_LEFT_PAST 0.26   /* … past the corner mark of a cell that differs */
#define SUM_TOP       0.045
#define SUM_PAD       0.012
#define DOT_RADIUS    0.11   /* to the middle of the ring */
#define DOT_RING      0.03
#define XV_FONT       0.40
#define XV_PAD        0.025

static void
set_color (cairo_t *cr, const WpColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static void
cell_origin (const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell, double *x, double *y)
{
  *x = layout->x + (cell % puzzle->width) * layout->cell_size;
  *y = layout->y + (cell / puzzle->width) * layout->cell_size;
}

static void
cell_centre (const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell, double *cx, double *cy)
{
  cell_origin (puzzle, layout, cell, cx, cy);
  *cx += layout->cell_size / 2;
  *cy += layout->cell_size / 2;
}

/* Thin lines never fall below one unit (a pixel, a point), or they fade
 * out on a small board. */
static double
line_width (const WpRenderLayout *layout, double fraction, double least)
{
  return MAX (least, layout->cell_size * fraction);
}

/* An element is drawn only when its cells are inside the grid (a file
 * checked them, but a puzzle resized under it must not draw wild). */
static gboolean
cells_inside (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 0; i < element->cells->len; i++)
    if (wp_element_cell (element, i) >= wp_puzzle_n_cells (puzzle))
      return FALSE;
  return TRUE;
}

/* --- Text on a knock-out --------------------------------------------------------- */

/* @text at @size with the point (@xalign, @yalign) of its ink (0 left or
 * top, 0.5 middle) on (@x, @y), over a paper rectangle @pad larger than
 * the ink: the lines under it stop short instead of running through the
 * letters.  Measured by ink, not by line height, so a small sum sits
 * tight in its corner. */
static void
show_knocked_out (cairo_t *cr, const WpRenderLayout *layout, const char *text, double size,
                  PangoWeight weight, double x, double y, double xalign, double yalign, double pad)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  g_autoptr (PangoLayout) text_layout = pango_cairo_create_layout (cr);
  double left, top, width, height;
  PangoRectangle ink;

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (text_layout, font);
  pango_layout_set_text (text_layout, text, -1);
  pango_layout_get_extents (text_layout, &ink, NULL);
  width = (double) ink.width / PANGO_SCALE;
  height = (double) ink.height / PANGO_SCALE;
  left = x - xalign * width;
  top = y - yalign * height;

  set_color (cr, &layout->palette->paper);
  cairo_rectangle (cr, left - pad, top - pad, width + 2 * pad, height + 2 * pad);
  cairo_fill (cr);
  set_color (cr, &layout->palette->ink);
  cairo_move_to (cr, left - (double) ink.x / PANGO_SCALE, top - (double) ink.y / PANGO_SCALE);
  pango_cairo_show_layout (cr, text_layout);
}

/* --- Under the digits ------------------------------------------------------------ */

static void
draw_shaded (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  set_color (cr, &layout->palette->element_shade);
  for (guint i = 0; i < element->cells->len; i++)
    {
      double x, y;

      cell_origin (puzzle, layout, wp_element_cell (element, i), &x, &y);
      cairo_rectangle (cr, x, y, layout->cell_size, layout->cell_size);
    }
  /* One fill: cells listed twice or regions side by side never darken. */
  cairo_fill (cr);
}

/* Value 0: the main diagonal, top-left to bottom-right; 1: the other. */
static void
draw_diagonal (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  double w = puzzle->width * layout->cell_size, h = puzzle->height * layout->cell_size;
  gboolean anti = element->value == 1;

  set_color (cr, &layout->palette->element_line);
  cairo_set_line_width (cr, line_width (layout, DIAGONAL_WIDTH, 1.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_move_to (cr, layout->x + (anti ? w : 0), layout->y);
  cairo_line_to (cr, layout->x + (anti ? 0 : w), layout->y + h);
  cairo_stroke (cr);
}

static void
trace_through_centres (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                       const WpElement *element, guint from)
{
  for (guint i = from; i < element->cells->len; i++)
    {
      double cx, cy;

      cell_centre (puzzle, layout, wp_element_cell (element, i), &cx, &cy);
      cairo_line_to (cr, cx, cy);
    }
}

/* A bulb on the first cell and a thick line with a round end through the
 * others, in one pale colour: the digits in it stay the darkest thing. */
static void
draw_thermometer (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  double s = layout->cell_size, cx, cy;

  if (element->cells->len == 0)
    return;
  set_color (cr, &layout->palette->element_fill);
  cell_centre (puzzle, layout, wp_element_cell (element, 0), &cx, &cy);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, THERMO_BULB * s, 0, 2 * G_PI);
  cairo_fill (cr);
  if (element->cells->len < 2)
    return;
  cairo_set_line_width (cr, THERMO_WIDTH * s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, cx, cy);
  trace_through_centres (cr, puzzle, layout, element, 1);
  cairo_stroke (cr);
}

/* The circle round one head cell, or the pill round two side by side. */
static void
trace_arrow_head (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  double r = ARROW_CIRCLE * layout->cell_size, ax, ay, bx, by, angle;

  cell_centre (puzzle, layout, wp_element_cell (element, 0), &ax, &ay);
  cairo_new_sub_path (cr);
  if (element->n_head < 2)
    {
      cairo_arc (cr, ax, ay, r, 0, 2 * G_PI);
      return;
    }
  cell_centre (puzzle, layout, wp_element_cell (element, 1), &bx, &by);
  angle = atan2 (by - ay, bx - ax);
  cairo_arc (cr, bx, by, r, angle - G_PI / 2, angle + G_PI / 2);
  cairo_arc (cr, ax, ay, r, angle + G_PI / 2, angle + 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The line leaves the head from the head cell nearest its first cell:
 * that way it points outwards or square to the pill's side, where the
 * outline is one radius from the cell's centre. */
static void
arrow_start (const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element,
             double *sx, double *sy)
{
  double lx, ly, best = G_MAXDOUBLE, hx = 0, hy = 0, length;

  cell_centre (puzzle, layout, wp_element_cell (element, element->n_head), &lx, &ly);
  for (guint i = 0; i < element->n_head; i++)
    {
      double cx, cy;

      cell_centre (puzzle, layout, wp_element_cell (element, i), &cx, &cy);
      if (hypot (lx - cx, ly - cy) < best)
        {
          best = hypot (lx - cx, ly - cy);
          hx = cx;
          hy = cy;
        }
    }
  length = MAX (best, 1e-9);
  *sx = hx + (lx - hx) / length * ARROW_CIRCLE * layout->cell_size;
  *sy = hy + (ly - hy) / length * ARROW_CIRCLE * layout->cell_size;
}

/* Two barbs back from the tip (@tx, @ty), which was reached coming from
 * (@fx, @fy). */
static void
trace_barbs (cairo_t *cr, double fx, double fy, double tx, double ty, double length)
{
  double angle = atan2 (ty - fy, tx - fx), spread = G_PI / 5;

  cairo_move_to (cr, tx - length * cos (angle - spread), ty - length * sin (angle - spread));
  cairo_line_to (cr, tx, ty);
  cairo_line_to (cr, tx - length * cos (angle + spread), ty - length * sin (angle + spread));
}

static void
draw_arrow (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  guint n = element->cells->len;
  double sx, sy, fx, fy, tx, ty;

  if (element->n_head == 0 || n <= element->n_head)
    return;
  set_color (cr, &layout->palette->element_line);
  cairo_set_line_width (cr, line_width (layout, ARROW_WIDTH, 1.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  trace_arrow_head (cr, puzzle, layout, element);
  cairo_stroke (cr);

  arrow_start (puzzle, layout, element, &sx, &sy);
  cairo_move_to (cr, sx, sy);
  trace_through_centres (cr, puzzle, layout, element, element->n_head);
  cairo_stroke (cr);

  /* The barbs follow the last step of the line (from the circle's edge
   * when the line is one cell long). */
  cell_centre (puzzle, layout, wp_element_cell (element, n - 1), &tx, &ty);
  if (n - element->n_head >= 2)
    cell_centre (puzzle, layout, wp_element_cell (element, n - 2), &fx, &fy);
  else
    fx = sx, fy = sy;
  trace_barbs (cr, fx, fy, tx, ty, ARROW_HEAD * layout->cell_size);
  cairo_stroke (cr);
}

static void draw_sketch (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                         const WpElement *element);

void
wp_render_elements_under (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  /* Shading first, so lines drawn over a shaded region keep their colour;
   * thermometers before arrows, whose thin lines would vanish under them. */
  static const WpElementShape order[] = {
    WP_ELEMENT_SHAPE_SHADED, WP_ELEMENT_SHAPE_SKETCH, WP_ELEMENT_SHAPE_DIAGONAL, WP_ELEMENT_SHAPE_THERMOMETER,
    WP_ELEMENT_SHAPE_ARROW,
  };

  cairo_save (cr);
  for (guint pass = 0; pass < G_N_ELEMENTS (order); pass++)
    for (guint i = 0; i < puzzle->elements->len; i++)
      {
        const WpElement *element = g_ptr_array_index (puzzle->elements, i);

        if (element->kind->shape != order[pass] || !cells_inside (puzzle, element))
          continue;
        switch (order[pass])
          {
          case WP_ELEMENT_SHAPE_SHADED:      draw_shaded (cr, puzzle, layout, element); break;
          case WP_ELEMENT_SHAPE_DIAGONAL:    draw_diagonal (cr, puzzle, layout, element); break;
          case WP_ELEMENT_SHAPE_THERMOMETER: draw_thermometer (cr, puzzle, layout, element); break;
          case WP_ELEMENT_SHAPE_ARROW:       draw_arrow (cr, puzzle, layout, element); break;
          case WP_ELEMENT_SHAPE_SKETCH:      draw_sketch (cr, puzzle, layout, element); break;
          default: break;
          }
      }
  cairo_restore (cr);
}

/* --- Marks a kind lists itself (wp-sketch.h) ---------------------------------------- */

/* Inks for the kinds' own marks: pale enough that digits stay the darkest
 * thing, different enough in lightness to tell apart in greyscale print. */
static void
set_ink (cairo_t *cr, WpSketchInk ink)
{
  static const double inks[WP_SKETCH_N_INKS][4] = {
    [WP_SKETCH_INK_GREY]   = { 0.55, 0.55, 0.55, 0.55 },
    [WP_SKETCH_INK_PURPLE] = { 0.62, 0.36, 0.80, 0.55 },
    [WP_SKETCH_INK_GREEN]  = { 0.20, 0.72, 0.30, 0.60 },
    [WP_SKETCH_INK_TEAL]   = { 0.15, 0.65, 0.65, 0.40 },
  };
  const double *c = inks[MIN (ink, WP_SKETCH_N_INKS - 1)];

  cairo_set_source_rgba (cr, c[0], c[1], c[2], c[3]);
}

static void
sketch_line (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpSketchMark *mark)
{
  double s = layout->cell_size, cx, cy;

  if (mark->cells->len == 0)
    return;
  set_ink (cr, mark->ink);
  cairo_set_line_width (cr, line_width (layout, mark->width, 1));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_new_path (cr);
  for (guint i = 0; i < mark->cells->len; i++)
    {
      cell_centre (puzzle, layout, g_array_index (mark->cells, guint, i), &cx, &cy);
      cairo_line_to (cr, cx, cy);
    }
  cairo_stroke (cr);
  if (!mark->end_bulbs)
    return;
  /* Circles at both ends, white inside so the end digits read clearly. */
  for (guint e = 0; e < 2; e++)
    {
      cell_centre (puzzle, layout, g_array_index (mark->cells, guint, e ? mark->cells->len - 1 : 0), &cx, &cy);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, ARROW_CIRCLE * s, 0, 2 * G_PI);
      set_color (cr, &layout->palette->paper);
      cairo_fill_preserve (cr);
      set_ink (cr, mark->ink);
      cairo_set_line_width (cr, line_width (layout, ARROW_WIDTH, 1));
      cairo_stroke (cr);
    }
}

/* Four small triangles at the middle of the cell's sides, pointing in (a
 * minimum) or out (a maximum). */
static void
trace_chevrons (cairo_t *cr, double cx, double cy, double s, gboolean in)
{
  for (guint side = 0; side < 4; side++)
    {
      double dx = side == 0 ? 0 : side == 1 ? 1 : side == 2 ? 0 : -1;
      double dy = side == 0 ? -1 : side == 1 ? 0 : side == 2 ? 1 : 0;
      double base = in ? 0.46 : 0.34, tip = in ? 0.34 : 0.46, half = 0.08;

      cairo_move_to (cr, cx + dx * base * s - dy * half * s, cy + dy * base * s + dx * half * s);
      cairo_line_to (cr, cx + dx * tip * s, cy + dy * tip * s);
      cairo_line_to (cr, cx + dx * base * s + dy * half * s, cy + dy * base * s - dx * half * s);
      cairo_close_path (cr);
    }
}

static void
sketch_cell_shape (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpSketchMark *mark)
{
  double s = layout->cell_size, cx, cy;

  cell_centre (puzzle, layout, g_array_index (mark->cells, guint, 0), &cx, &cy);
  set_ink (cr, mark->ink);
  cairo_new_path (cr);
  switch (mark->shape)
    {
    case WP_SKETCH_SHAPE_CIRCLE:
      cairo_arc (cr, cx, cy, 0.40 * s, 0, 2 * G_PI);
      break;
    case WP_SKETCH_SHAPE_SQUARE:
      cairo_rectangle (cr, cx - 0.40 * s, cy - 0.40 * s, 0.80 * s, 0.80 * s);
      break;
    case WP_SKETCH_SHAPE_CHEVRONS_IN:
    case WP_SKETCH_SHAPE_CHEVRONS_OUT:
      trace_chevrons (cr, cx, cy, s, mark->shape == WP_SKETCH_SHAPE_CHEVRONS_IN);
      break;
    }
  cairo_fill (cr);
}

static void
sketch_shade (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpSketchMark *mark)
{
  double x, y;

  set_ink (cr, mark->ink);
  for (guint i = 0; i < mark->cells->len; i++)
    {
      cell_origin (puzzle, layout, g_array_index (mark->cells, guint, i), &x, &y);
      cairo_rectangle (cr, x, y, layout->cell_size, layout->cell_size);
    }
  cairo_fill (cr);
}

static gboolean
sketch_cells_inside (const WpPuzzle *puzzle, const WpSketchMark *mark)
{
  for (guint i = 0; i < mark->cells->len; i++)
    if (g_array_index (mark->cells, guint, i) >= wp_puzzle_n_cells (puzzle))
      return FALSE;
  return TRUE;
}

static void
draw_sketch (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  g_autoptr (WpSketch) sketch = wp_sketch_new ();

  if (element->kind->sketch == NULL)
    return;
  element->kind->sketch (puzzle, element, sketch);
  for (guint i = 0; i < sketch->marks->len; i++)
    {
      const WpSketchMark *mark = &g_array_index (sketch->marks, WpSketchMark, i);

      if (!sketch_cells_inside (puzzle, mark))
        continue;
      switch (mark->primitive)
        {
        case WP_SKETCH_SHADE:      sketch_shade (cr, puzzle, layout, mark); break;
        case WP_SKETCH_LINE:       sketch_line (cr, puzzle, layout, mark); break;
        case WP_SKETCH_CELL_SHAPE: sketch_cell_shape (cr, puzzle, layout, mark); break;
        }
    }
}

/* --- Killer cages ------------------------------------------------------------------- */

/* One straight piece of a cage's outline: along x at height @at (or along
 * y at abscissa @at), from @from to @to. */
typedef struct {
  double at, from, to;
} Run;

static gboolean
in_cage (const WpPuzzle *puzzle, const guint8 *member, gint row, gint col)
{
  if (row < 0 || col < 0 || row >= (gint) puzzle->height || col >= (gint) puzzle->width)
    return FALSE;
  return member[(guint) row * puzzle->width + (guint) col];
}

/* How far an edge's end sits inside its cell: a convex corner (no
 * neighbour along the edge) ends an inset short; a straight run goes on
 * into the neighbour's edge; a concave corner (the diagonal cell in the
 * cage too) reaches an inset past the cell to meet the other line. */
static double
end_inset (gboolean along, gboolean diagonal, double inset)
{
  return !along ? inset : diagonal ? -inset : 0;
}

/* Each cell edge on the cage's boundary becomes a run inset into the cell;
 * rows of the outline in @across (horizontal) and columns in @down. */
static void
collect_runs (const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element,
              const guint8 *member, GArray *across, GArray *down)
{
  double s = layout->cell_size, d = CAGE_INSET * s;

  for (guint i = 0; i < element->cells->len; i++)
    {
      guint cell = wp_element_cell (element, i);
      gint r = (gint) (cell / puzzle->width), c = (gint) (cell % puzzle->width);
      double x, y;

      cell_origin (puzzle, layout, cell, &x, &y);
      for (gint side = -1; side <= 1; side += 2)
        {
          if (!in_cage (puzzle, member, r + side, c))
            {
              Run run = { side < 0 ? y + d : y + s - d,
                          x + end_inset (in_cage (puzzle, member, r, c - 1), in_cage (puzzle, member, r + side, c - 1), d),
                          x + s - end_inset (in_cage (puzzle, member, r, c + 1), in_cage (puzzle, member, r + side, c + 1), d) };

              g_array_append_val (across, run);
            }
          if (!in_cage (puzzle, member, r, c + side))
            {
              Run run = { side < 0 ? x + d : x + s - d,
                          y + end_inset (in_cage (puzzle, member, r - 1, c), in_cage (puzzle, member, r - 1, c + side), d),
                          y + s - end_inset (in_cage (puzzle, member, r + 1, c), in_cage (puzzle, member, r + 1, c + side), d) };

              g_array_append_val (down, run);
            }
        }
    }
}

static gint
compare_runs (gconstpointer a, gconstpointer b)
{
  const Run *p = a, *q = b;

  if (p->at != q->at)
    return p->at < q->at ? -1 : 1;
  return p->from < q->from ? -1 : p->from > q->from;
}

/* Joins the pieces of one straight line (the edges of neighbouring cells)
 * so each line is dashed as a whole. */
static void
merge_runs (GArray *runs, double epsilon)
{
  guint kept = 0;

  g_array_sort (runs, compare_runs);
  for (guint i = 0; i < runs->len; i++)
    {
      Run *run = &g_array_index (runs, Run, i);
      Run *last = kept ? &g_array_index (runs, Run, kept - 1) : NULL;

      if (last && fabs (last->at - run->at) < epsilon && run->from <= last->to + epsilon)
        last->to = MAX (last->to, run->to);
      else
        g_array_index (runs, Run, kept++) = *run;
    }
  g_array_set_size (runs, kept);
}

/* A run dashed so that it begins and ends with a dash: every corner of
 * the cage is inked, and the dashes are stretched a little to fit.  The
 * square caps reach half the line's width past each end, filling the
 * corner where two runs meet; the pattern leaves them room. */
static void
stroke_run (cairo_t *cr, const WpRenderLayout *layout, const Run *run, gboolean across)
{
  double s = layout->cell_size, width = cairo_get_line_width (cr);
  double inked = run->to - run->from + width, dash = CAGE_DASH * s, gap = CAGE_GAP * s;
  guint gaps = (guint) MAX (0.0, round ((inked - dash) / (dash + gap)));

  if (gaps > 0)
    {
      double stretch = inked / ((gaps + 1) * dash + gaps * gap);
      double pattern[] = { MAX (0.01, dash * stretch - width), gap * stretch + width };

      cairo_set_dash (cr, pattern, 2, 0);
    }
  else
    cairo_set_dash (cr, NULL, 0, 0);
  if (across)
    {
      cairo_move_to (cr, run->from, run->at);
      cairo_line_to (cr, run->to, run->at);
    }
  else
    {
      cairo_move_to (cr, run->at, run->from);
      cairo_line_to (cr, run->at, run->to);
    }
  cairo_stroke (cr);
}

/* The sum goes in the cage's first cell in reading order, the one
 * solvers look at first. */
static guint
top_left_cell (const WpElement *element)
{
  guint first = wp_element_cell (element, 0);

  for (guint i = 1; i < element->cells->len; i++)
    first = MIN (first, wp_element_cell (element, i));
  return first;
}

static void
draw_cage (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  g_autofree guint8 *member = g_new0 (guint8, wp_puzzle_n_cells (puzzle));
  g_autoptr (GArray) across = g_array_new (FALSE, FALSE, sizeof (Run));
  g_autoptr (GArray) down = g_array_new (FALSE, FALSE, sizeof (Run));
  g_autofree char *sum = wp_element_mark (element);
  double s = layout->cell_size, x, y, left;
  guint cell;

  if (element->cells->len == 0)
    return;
  for (guint i = 0; i < element->cells->len; i++)
    member[wp_element_cell (element, i)] = TRUE;
  collect_runs (puzzle, layout, element, member, across, down);
  merge_runs (across, s * 1e-6);
  merge_runs (down, s * 1e-6);

  set_color (cr, &layout->palette->ink);
  cairo_set_line_width (cr, line_width (layout, CAGE_WIDTH, 0.8));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (guint i = 0; i < across->len; i++)
    stroke_run (cr, layout, &g_array_index (across, Run, i), TRUE);
  for (guint i = 0; i < down->len; i++)
    stroke_run (cr, layout, &g_array_index (down, Run, i), FALSE);
  cairo_set_dash (cr, NULL, 0, 0);

  if (sum == NULL)
    return;
  cell = top_left_cell (element);
  cell_origin (puzzle, layout, cell, &x, &y);
  /* The triangle marking a cell where the solutions differ has the same
   * corner: the sum moves right along the top, still above the pencil
   * marks, instead of hiding it. */
  left = layout->flags && (layout->flags[cell] & WP_CELL_DIFFERENT) ? SUM_LEFT_PAST : SUM_LEFT;
  show_knocked_out (cr, layout, sum, SUM_FONT * s, PANGO_WEIGHT_NORMAL,
                    x + left * s, y + SUM_TOP * s, 0, 0, SUM_PAD * s);
}

void
wp_render_elements_cages (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  cairo_save (cr);
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->kind->shape == WP_ELEMENT_SHAPE_CAGE && cells_inside (puzzle, element))
        draw_cage (cr, puzzle, layout, element);
    }
  cairo_restore (cr);
}

/* --- On the edges ---------------------------------------------------------------- */

static void
edge_middle (const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element,
             double *mx, double *my)
{
  double ax, ay, bx, by;

  cell_centre (puzzle, layout, wp_element_cell (element, 0), &ax, &ay);
  cell_centre (puzzle, layout, wp_element_cell (element, 1), &bx, &by);
  *mx = (ax + bx) / 2;
  *my = (ay + by) / 2;
}

static double
luminance (const WpColor *colour)
{
  return 0.2126 * colour->red + 0.7152 * colour->green + 0.0722 * colour->blue;
}

/* The rules speak of white and black dots, so the white one is the
 * lighter of paper and ink and the black one the darker, whatever the
 * palette: on a dark board the white dot is the filled one.  Both get a
 * ring of ink and are the same size, so they differ in tone only where
 * their names do. */
static void
draw_dot (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element,
          gboolean black)
{
  const WpPalette *palette = layout->palette;
  gboolean paper_lighter = luminance (&palette->paper) >= luminance (&palette->ink);
  const WpColor *fill = black == paper_lighter ? &palette->ink : &palette->paper;
  double ring = line_width (layout, DOT_RING, 1.0), r = DOT_RADIUS * layout->cell_size, mx, my;

  edge_middle (puzzle, layout, element, &mx, &my);
  cairo_new_sub_path (cr);
  cairo_arc (cr, mx, my, r, 0, 2 * G_PI);
  set_color (cr, fill);
  cairo_fill_preserve (cr);
  set_color (cr, &palette->ink);
  cairo_set_line_width (cr, ring);
  cairo_stroke (cr);
}

static void
draw_edge_text (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpElement *element)
{
  g_autofree char *mark = wp_element_mark (element);
  double mx, my;

  if (mark == NULL)
    return;
  edge_middle (puzzle, layout, element, &mx, &my);
  show_knocked_out (cr, layout, mark, XV_FONT * layout->cell_size, PANGO_WEIGHT_BOLD, mx, my, 0.5, 0.5,
                    XV_PAD * layout->cell_size);
}

void
wp_render_elements_on_edges (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  cairo_save (cr);
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->cells->len < 2 || !cells_inside (puzzle, element))
        continue;
      switch (element->kind->shape)
        {
        case WP_ELEMENT_SHAPE_WHITE_DOT: draw_dot (cr, puzzle, layout, element, FALSE); break;
        case WP_ELEMENT_SHAPE_BLACK_DOT: draw_dot (cr, puzzle, layout, element, TRUE); break;
        case WP_ELEMENT_SHAPE_EDGE_TEXT: draw_edge_text (cr, puzzle, layout, element); break;
        default: break;
        }
    }
  cairo_restore (cr);
}
