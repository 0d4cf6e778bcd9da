/* wp-render-regions.c — regions shown while the setter draws them
 *
 * The thick borders alone make a layout hard to read while it changes
 * under the pointer: each region gets a pale colour of its own, and its
 * number sits in its first cell (reading order), so "region 4" in the
 * status can be found at a glance.  A region of the wrong size has its
 * number in the conflict colour, followed by its count of cells.
 */
#include "render/wp-render-private.h"

#include <pango/pangocairo.h>

/* How strongly the region colours show through the paper. */
#define TINT_ALPHA 0.30

static guint
n_regions (const WpPuzzle *puzzle)
{
  if (puzzle->genre->view == NULL || puzzle->genre->view->region_of == NULL)
    return 0;
  return wp_genre_drawable_regions (puzzle);
}

/* Regions are numbered in reading order, so neighbours often have
 * neighbouring numbers: the hues are spread evenly round the circle and
 * handed out with a stride of about 3/8 of it, so consecutive numbers get
 * far-apart colours and no two regions share one. */
static guint
gcd (guint a, guint b)
{
  while (b)
    {
      guint t = a % b;

      a = b;
      b = t;
    }
  return a;
}

static guint
region_hue_tenths (guint region, guint regions)
{
  guint target = (regions * 3 + 4) / 8, stride = 1;

  for (guint d = 0; d < regions; d++)
    {
      if (target + d < regions && gcd (target + d, regions) == 1)
        {
          stride = target + d;
          break;
        }
      if (target > d && gcd (target - d, regions) == 1)
        {
          stride = target - d;
          break;
        }
    }
  return (guint) (((region * stride) % regions) * 3600ul / regions);
}

/* In tenths of a degree, so no maths library is needed. */
static void
region_colour (guint tenths, double *red, double *green, double *blue)
{
  guint sector = tenths / 600;
  double within = (tenths % 600) / 600.0;   /* 0 … 1 across the sector */
  double value = 0.95, chroma = value * 0.75, m = value - chroma;
  double rising = chroma * within, falling = chroma * (1 - within);
  double r = 0, g = 0, b = 0;

  switch (sector)
    {
    case 0: r = chroma; g = rising; break;
    case 1: r = falling; g = chroma; break;
    case 2: g = chroma; b = rising; break;
    case 3: g = falling; b = chroma; break;
    case 4: r = rising; b = chroma; break;
    default: r = chroma; b = falling; break;
    }
  *red = r + m;
  *green = g + m;
  *blue = b + m;
}

void
wp_render_region_tints (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  guint regions = n_regions (puzzle);
  double s = layout->cell_size;

  if (!layout->tint_regions || regions == 0)
    return;
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      guint region = puzzle->genre->view->region_of (puzzle, cell);
      double red, green, blue;

      region_colour (region_hue_tenths (region, regions), &red, &green, &blue);
      cairo_set_source_rgba (cr, red, green, blue, TINT_ALPHA);
      cairo_rectangle (cr, layout->x + (cell % puzzle->width) * s, layout->y + (cell / puzzle->width) * s, s, s);
      cairo_fill (cr);
    }
}

static void
show_label (cairo_t *cr, const char *text, double x, double y, double size, gboolean bold)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

void
wp_render_region_labels (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  guint regions = n_regions (puzzle), n = wp_puzzle_n_cells (puzzle);
  g_autofree guint *first = NULL;
  g_autofree guint *cells_in = NULL;
  double s = layout->cell_size;

  if (!layout->tint_regions || regions == 0)
    return;
  first = g_new (guint, regions);
  cells_in = g_new0 (guint, regions);
  for (guint r = 0; r < regions; r++)
    first[r] = G_MAXUINT;
  for (guint cell = 0; cell < n; cell++)
    {
      guint region = puzzle->genre->view->region_of (puzzle, cell);

      if (region >= regions)
        continue;
      if (first[region] == G_MAXUINT)
        first[region] = cell;
      cells_in[region]++;
    }
  for (guint r = 0; r < regions; r++)
    {
      /* Regions share the cells equally when the layout is finished. */
      gboolean wrong = cells_in[r] * regions != n;
      g_autofree char *text = wrong ? g_strdup_printf ("%u·%u", r + 1, cells_in[r]) : g_strdup_printf ("%u", r + 1);
      const WpColor *colour = wrong ? &layout->palette->conflict : &layout->palette->ink;

      if (first[r] == G_MAXUINT)
        continue;   /* drawn over entirely: the status names it */
      cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha);
      show_label (cr, text, layout->x + (first[r] % puzzle->width + 0.08) * s,
                  layout->y + (first[r] / puzzle->width + 0.04) * s, s * 0.24, wrong);
    }
}
