/* wp-render.c — the one drawing path for puzzles (see wp-render.h) */
#include "render/wp-render.h"
#include "core/wp-genre.h"

#include <pango/pangocairo.h>

const WpPalette wp_palette_light = {
  .paper      = { 1.00, 1.00, 1.00, 1 },
  .ink        = { 0.13, 0.13, 0.15, 1 },
  .solved_ink = { 0.21, 0.52, 0.89, 1 },   /* GNOME blue 3 */
  .selection  = { 0.21, 0.52, 0.89, 1 },
  .conflict   = { 0.88, 0.11, 0.14, 1 },   /* GNOME red 3 */
  .difference = { 0.96, 0.47, 0.00, 1 },   /* GNOME orange 4 */
};

const WpPalette wp_palette_dark = {
  .paper      = { 0.19, 0.19, 0.21, 1 },
  .ink        = { 0.94, 0.94, 0.94, 1 },
  .solved_ink = { 0.60, 0.76, 0.95, 1 },
  .selection  = { 0.47, 0.68, 0.93, 1 },
  .conflict   = { 0.96, 0.38, 0.32, 1 },
  .difference = { 1.00, 0.64, 0.28, 1 },
};

const WpPalette wp_palette_print = {
  .paper      = { 1, 1, 1, 1 },
  .ink        = { 0, 0, 0, 1 },
  .solved_ink = { 0.25, 0.25, 0.25, 1 },
  .selection  = { 0, 0, 0, 1 },
  .conflict   = { 0, 0, 0, 1 },
  .difference = { 0.35, 0.35, 0.35, 1 },
};

static void
set_color (cairo_t *cr, const WpColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

void
wp_render_get_size (const WpPuzzle *puzzle, double cell_size, double *width, double *height)
{
  *width = puzzle->width * cell_size;
  *height = puzzle->height * cell_size;
}

static gboolean
cell_flag (const WpRenderLayout *layout, guint cell, WpCellFlags flag)
{
  return layout->flags && (layout->flags[cell] & flag);
}

static void
draw_cell_highlights (cairo_t *cr, const WpRenderLayout *layout, guint cell, double x, double y)
{
  double s = layout->cell_size;

  if (cell_flag (layout, cell, WP_CELL_DIFFERENT))
    {
      /* A triangle in the top-left corner: visible in grayscale too. */
      set_color (cr, &layout->palette->difference);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x + s * 0.38, y);
      cairo_line_to (cr, x, y + s * 0.38);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  if (cell_flag (layout, cell, WP_CELL_SELECTED))
    {
      double inset = s * 0.07;

      set_color (cr, &layout->palette->selection);
      cairo_set_line_width (cr, s * 0.08);
      cairo_rectangle (cr, x + inset, y + inset, s - 2 * inset, s - 2 * inset);
      cairo_stroke (cr);
    }
}

static void
draw_value (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
            guint cell, double x, double y)
{
  gboolean given = puzzle->cells[cell] != WP_CELL_EMPTY;
  gint value = given ? puzzle->cells[cell] : layout->solution ? layout->solution[cell] : WP_CELL_EMPTY;
  g_autoptr (PangoFontDescription) font = NULL;
  g_autoptr (PangoLayout) text = NULL;
  g_autofree char *label = NULL;
  double s = layout->cell_size;
  int width, height;

  if (value == WP_CELL_EMPTY)
    return;
  label = puzzle->genre->format_value (puzzle, value);
  text = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans");
  pango_font_description_set_weight (font, given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, s * 0.62 * PANGO_SCALE);
  pango_layout_set_font_description (text, font);
  pango_layout_set_text (text, label, -1);
  pango_layout_get_pixel_size (text, &width, &height);

  set_color (cr, given ? &layout->palette->ink : &layout->palette->solved_ink);
  cairo_move_to (cr, x + (s - width) / 2.0, y + (s - height) / 2.0);
  pango_cairo_show_layout (cr, text);

  if (cell_flag (layout, cell, WP_CELL_CONFLICT))
    {
      /* A strike through the clashing value, not just a colour. */
      set_color (cr, &layout->palette->conflict);
      cairo_set_line_width (cr, MAX (1.5, s * 0.06));
      cairo_move_to (cr, x + s * 0.2, y + s * 0.8);
      cairo_line_to (cr, x + s * 0.8, y + s * 0.2);
      cairo_stroke (cr);
    }
}

static gboolean
region_boundary (const WpPuzzle *puzzle, guint a, guint b)
{
  return puzzle->genre->region_of &&
         puzzle->genre->region_of (puzzle, a) != puzzle->genre->region_of (puzzle, b);
}

/* Thin lines between all cells, thick ones where regions meet. */
static void
draw_grid_lines (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size, thin = MAX (1.0, s * 0.025), thick = MAX (2.0, s * 0.07);

  set_color (cr, &layout->palette->ink);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (guint r = 0; r < puzzle->height; r++)
    for (guint c = 0; c < puzzle->width; c++)
      {
        guint cell = r * puzzle->width + c;
        double x = layout->x + c * s, y = layout->y + r * s;

        if (c + 1 < puzzle->width)
          {
            cairo_set_line_width (cr, region_boundary (puzzle, cell, cell + 1) ? thick : thin);
            cairo_move_to (cr, x + s, y);
            cairo_line_to (cr, x + s, y + s);
            cairo_stroke (cr);
          }
        if (r + 1 < puzzle->height)
          {
            cairo_set_line_width (cr, region_boundary (puzzle, cell, cell + puzzle->width) ? thick : thin);
            cairo_move_to (cr, x, y + s);
            cairo_line_to (cr, x + s, y + s);
            cairo_stroke (cr);
          }
      }
  cairo_set_line_width (cr, thick);
  cairo_rectangle (cr, layout->x, layout->y, puzzle->width * s, puzzle->height * s);
  cairo_stroke (cr);
}

void
wp_render_puzzle (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size;

  cairo_save (cr);
  set_color (cr, &layout->palette->paper);
  cairo_rectangle (cr, layout->x, layout->y, puzzle->width * s, puzzle->height * s);
  cairo_fill (cr);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      double x = layout->x + (cell % puzzle->width) * s;
      double y = layout->y + (cell / puzzle->width) * s;

      draw_cell_highlights (cr, layout, cell, x, y);
      draw_value (cr, puzzle, layout, cell, x, y);
    }
  draw_grid_lines (cr, puzzle, layout);
  cairo_restore (cr);
}
