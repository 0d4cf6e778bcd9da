/* wp-render-pieces.c — pieces whose edges carry half-pictures (Scramble
 * Squares), drawn as symbols
 *
 * A picture is a symbol centred on the middle of the edge, clipped to the
 * piece: the top half of a picture shows the symbol's top half (its "up"
 * points into the piece), the bottom half shows its bottom half (its "up"
 * points out).  Two touching edges that match therefore draw one whole
 * symbol across the join, as on the cardboard, and a mismatch is seen at a
 * glance.  Every symbol's top half looks different from its bottom half
 * (a roof and a door, a scoop and a cone, eyes and a mouth), so the half
 * reads without the other piece.
 *
 * Eight shapes; pictures 1–8 are filled in one colour, 9–16 hollow in
 * another, so no two pictures differ by colour alone (and print in black
 * still tells them apart).  From 17 on the shapes repeat with the
 * picture's number written beside the symbol.
 */
#include "render/wp-render-private.h"

#include <math.h>
#include <pango/pangocairo.h>

#define N_SHAPES 8
#define SYMBOL_RADIUS 0.26   /* of the cell: a symbol is half a cell wide */
/* Nothing is drawn this close to the piece's sides (of the cell): as with
 * cardboard pieces laid side by side, a join shows a thin seam through the
 * whole picture, and on a sheet of pieces to cut out the halves of
 * neighbours never run together across the cut line. */
#define SEAM 0.015

static void
use_colour (cairo_t *cr, const WpColor *colour)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha);
}

/* Each shape in a unit box: x and y in -1…1, up = -y. */
static void
path_house (cairo_t *cr)
{
  cairo_move_to (cr, -0.7, 0.9);
  cairo_line_to (cr, -0.7, -0.1);
  cairo_line_to (cr, -0.95, -0.1);
  cairo_line_to (cr, 0, -0.95);
  cairo_line_to (cr, 0.95, -0.1);
  cairo_line_to (cr, 0.7, -0.1);
  cairo_line_to (cr, 0.7, 0.9);
  cairo_close_path (cr);
}

static void
path_cone (cairo_t *cr)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.32, 0.6, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_move_to (cr, -0.55, 0.05);
  cairo_line_to (cr, 0.55, 0.05);
  cairo_line_to (cr, 0, 0.95);
  cairo_close_path (cr);
}

static void
path_face (cairo_t *cr)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 0.88, 0, 2 * G_PI);
  cairo_close_path (cr);
}

static void
path_star (cairo_t *cr)
{
  for (guint i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5, r = i % 2 ? 0.42 : 0.98;

      if (i == 0)
        cairo_move_to (cr, r * cos (angle), r * sin (angle) + 0.08);
      else
        cairo_line_to (cr, r * cos (angle), r * sin (angle) + 0.08);
    }
  cairo_close_path (cr);
}

static void
path_tree (cairo_t *cr)
{
  cairo_move_to (cr, -0.2, 0.92);
  cairo_line_to (cr, -0.2, 0.35);
  cairo_line_to (cr, -0.85, 0.35);
  cairo_line_to (cr, 0, -0.95);
  cairo_line_to (cr, 0.85, 0.35);
  cairo_line_to (cr, 0.2, 0.35);
  cairo_line_to (cr, 0.2, 0.92);
  cairo_close_path (cr);
}

static void
path_mushroom (cairo_t *cr)
{
  cairo_move_to (cr, -0.3, 0.88);
  cairo_line_to (cr, -0.3, 0.02);
  cairo_line_to (cr, -0.92, 0.02);
  cairo_curve_to (cr, -0.92, -1.2, 0.92, -1.2, 0.92, 0.02);
  cairo_line_to (cr, 0.3, 0.02);
  cairo_line_to (cr, 0.3, 0.88);
  cairo_close_path (cr);
}

static void
path_heart (cairo_t *cr)
{
  cairo_move_to (cr, 0, 0.92);
  cairo_curve_to (cr, -0.6, 0.45, -0.98, 0.1, -0.95, -0.35);
  cairo_curve_to (cr, -0.9, -0.95, -0.15, -1.0, 0, -0.45);
  cairo_curve_to (cr, 0.15, -1.0, 0.9, -0.95, 0.95, -0.35);
  cairo_curve_to (cr, 0.98, 0.1, 0.6, 0.45, 0, 0.92);
  cairo_close_path (cr);
}

static void
path_drop (cairo_t *cr)
{
  cairo_move_to (cr, 0, -0.95);
  cairo_curve_to (cr, 0.2, -0.55, 0.66, -0.1, 0.66, 0.28);
  cairo_arc (cr, 0, 0.28, 0.66, 0, G_PI);
  cairo_curve_to (cr, -0.66, -0.1, -0.2, -0.55, 0, -0.95);
  cairo_close_path (cr);
}

static void (*const shape_paths[N_SHAPES]) (cairo_t *cr) = {
  path_house, path_cone, path_face, path_star, path_tree, path_mushroom, path_heart, path_drop,
};

/* The inner marks that make a half recognisable on its own: the door, the
 * face's eyes and mouth, the mushroom's spots; in the paper's colour on a
 * filled symbol, in the symbol's on a hollow one. */
static void
draw_details (cairo_t *cr, guint shape)
{
  switch (shape)
    {
    case 0:
      cairo_rectangle (cr, -0.2, 0.38, 0.4, 0.52);
      cairo_fill (cr);
      break;
    case 2:
      cairo_new_sub_path (cr);
      cairo_arc (cr, -0.32, -0.3, 0.14, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.32, -0.3, 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0.08, 0.45, G_PI * 0.15, G_PI * 0.85);
      cairo_set_line_width (cr, 0.14);
      cairo_stroke (cr);
      break;
    case 5:
      cairo_new_sub_path (cr);
      cairo_arc (cr, -0.42, -0.32, 0.13, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.12, -0.58, 0.13, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.5, -0.2, 0.11, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    default:
      break;
    }
}

/* The rotation that turns the symbol's up (-y) to point along (dx, dy). */
static double
angle_for_up (double dx, double dy)
{
  return atan2 (dx, -dy);
}

static void
draw_symbol (cairo_t *cr, const WpRenderLayout *layout, guint picture, double scale)
{
  const WpPalette *palette = layout->palette;
  guint shape = (picture - 1) % N_SHAPES;
  gboolean hollow = ((picture - 1) / N_SHAPES) % 2 == 1;
  const WpColor *colour = &palette->pictures[hollow ? 1 : 0];

  shape_paths[shape] (cr);
  use_colour (cr, colour);
  if (hollow)
    {
      cairo_set_line_width (cr, MAX (1.2 / scale, 0.13));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  else
    {
      cairo_fill (cr);
      use_colour (cr, &palette->paper);
    }
  draw_details (cr, shape);
}

/* Past 16 pictures the shapes repeat: the number, small, inside the
 * piece next to the symbol tells them apart. */
static void
draw_picture_number (cairo_t *cr, const WpRenderLayout *layout, guint picture, double s)
{
  g_autofree char *text = g_strdup_printf ("%u", picture);
  PangoLayout *pango = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans Bold");
  PangoRectangle logical;

  pango_font_description_set_absolute_size (font, s * 0.13 * PANGO_SCALE);
  pango_layout_set_font_description (pango, font);
  pango_layout_set_text (pango, text, -1);
  pango_layout_get_pixel_extents (pango, NULL, &logical);
  use_colour (cr, &layout->palette->cell_clue);
  cairo_move_to (cr, s * SYMBOL_RADIUS * 1.05, -s * 0.17);
  pango_cairo_show_layout (cr, pango);
  g_object_unref (pango);
}

void
wp_render_piece_edges (cairo_t *cr, const WpRenderLayout *layout, const gint edges[4], double x, double y)
{
  /* Each side's midpoint and the direction into the piece. */
  static const double mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  static const double inward[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };
  double s = layout->cell_size, scale = s * SYMBOL_RADIUS;

  for (guint side = 0; side < 4; side++)
    {
      guint picture = (guint) ABS (edges[side]);
      double sign = edges[side] > 0 ? 1 : -1;

      if (picture == 0)
        continue;
      cairo_save (cr);
      cairo_rectangle (cr, x + SEAM * s, y + SEAM * s, s * (1 - 2 * SEAM), s * (1 - 2 * SEAM));
      cairo_clip (cr);
      cairo_translate (cr, x + mid[side][0] * s, y + mid[side][1] * s);
      cairo_rotate (cr, angle_for_up (sign * inward[side][0], sign * inward[side][1]));
      if (picture > 2 * N_SHAPES)
        {
          cairo_save (cr);
          /* Upright as read from inside the piece. */
          cairo_rotate (cr, sign > 0 ? 0 : G_PI);
          draw_picture_number (cr, layout, picture, s);
          cairo_restore (cr);
        }
      cairo_scale (cr, scale, scale);
      cairo_new_path (cr);
      draw_symbol (cr, layout, picture, scale);
      cairo_restore (cr);
    }
}

/* The triangle between the edge and the piece's centre, tinted, and the
 * edge itself underlined inside the piece: the part of the piece a click
 * there picks. */
void
wp_render_edge_selection (cairo_t *cr, const WpRenderLayout *layout, double x, double y)
{
  static const double corner[5][2] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };
  const WpColor *colour = &layout->palette->selection;
  double s = layout->cell_size, line = MAX (s * 0.05, 2);
  guint side = layout->selected_edge - 1;
  double ax = x + corner[side][0] * s, ay = y + corner[side][1] * s;
  double bx = x + corner[side + 1][0] * s, by = y + corner[side + 1][1] * s;

  if (side > 3)
    return;
  cairo_save (cr);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_line_to (cr, x + s / 2, y + s / 2);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * 0.22);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  /* Half the line falls outside the cell and is clipped away. */
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_line_width (cr, 2 * line);
  use_colour (cr, colour);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
wp_render_picture_half (cairo_t *cr, const WpPalette *palette, gint edge, double x, double y, double width,
                        double height)
{
  WpRenderLayout layout = { .palette = palette, .cell_size = height };
  guint picture = (guint) ABS (edge);
  /* The line the half stands on (or hangs from), and the symbol's size:
   * the half fills most of the height, no wider than the box. */
  double cut = y + height * (edge > 0 ? 0.88 : 0.12), scale = MIN (height * 0.8, width * 0.5);

  if (picture == 0)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, x, edge > 0 ? y : cut, width, edge > 0 ? cut - y : y + height - cut);
  cairo_clip (cr);
  cairo_translate (cr, x + width / 2, cut);
  cairo_scale (cr, scale, scale);
  cairo_new_path (cr);
  draw_symbol (cr, &layout, picture, scale);
  cairo_restore (cr);
  cairo_save (cr);
  use_colour (cr, &palette->ink);
  cairo_set_line_width (cr, MAX (height * 0.03, 1));
  cairo_move_to (cr, x + width * 0.04, cut);
  cairo_line_to (cr, x + width * 0.96, cut);
  cairo_stroke (cr);
  if (picture > 2 * N_SHAPES)
    {
      g_autofree char *number = g_strdup_printf ("%u", picture);

      /* In a corner on the half's side of the line, over the symbol. */
      use_colour (cr, &palette->cell_clue);
      wp_render_show_text (cr, number, x, edge > 0 ? y + height * 0.2 : y + height * 0.8, height * 0.3, 0,
                           TRUE, 0);
    }
  cairo_restore (cr);
}
