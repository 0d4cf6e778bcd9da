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
  .shade      = { 0.21, 0.52, 0.89, 0.13 },
  .marks      = { 0.37, 0.37, 0.42, 1 },
  .outlines   = { { 0.57, 0.25, 0.67, 1 },  /* GNOME purple 3 */
                  { 0.15, 0.64, 0.41, 1 },  /* green 5 */
                  { 0.60, 0.42, 0.27, 1 },  /* brown 3 */
                  { 0.88, 0.11, 0.14, 1 } },/* red 3 */
};

const WpPalette wp_palette_dark = {
  .paper      = { 0.19, 0.19, 0.21, 1 },
  .ink        = { 0.94, 0.94, 0.94, 1 },
  .solved_ink = { 0.60, 0.76, 0.95, 1 },
  .selection  = { 0.47, 0.68, 0.93, 1 },
  .conflict   = { 0.96, 0.38, 0.32, 1 },
  .difference = { 1.00, 0.64, 0.28, 1 },
  .shade      = { 0.47, 0.68, 0.93, 0.20 },
  .marks      = { 0.72, 0.72, 0.75, 1 },
  .outlines   = { { 0.86, 0.54, 0.87, 1 },
                  { 0.56, 0.94, 0.64, 1 },
                  { 0.80, 0.67, 0.56, 1 },
                  { 0.96, 0.38, 0.32, 1 } },
};

const WpPalette wp_palette_print = {
  .paper      = { 1, 1, 1, 1 },
  .ink        = { 0, 0, 0, 1 },
  .solved_ink = { 0.25, 0.25, 0.25, 1 },
  .selection  = { 0, 0, 0, 1 },
  .conflict   = { 0, 0, 0, 1 },
  .difference = { 0.35, 0.35, 0.35, 1 },
  .shade      = { 0, 0, 0, 0.10 },
  .marks      = { 0.35, 0.35, 0.35, 1 },
  .outlines   = { { 0, 0, 0, 1 }, { 0.3, 0.3, 0.3, 1 }, { 0.5, 0.5, 0.5, 1 }, { 0.2, 0.2, 0.2, 1 } },
};

/* --- Overlays ---------------------------------------------------------------- */

static void
outline_free (gpointer data)
{
  WpRenderOutline *outline = data;

  g_array_unref (outline->cells);
  g_free (outline);
}

WpRenderOverlay *
wp_render_overlay_new (guint n_cells)
{
  WpRenderOverlay *overlay = g_rc_box_new0 (WpRenderOverlay);

  overlay->n_cells = n_cells;
  overlay->outlines = g_ptr_array_new_with_free_func (outline_free);
  return overlay;
}

WpRenderOverlay *
wp_render_overlay_ref (WpRenderOverlay *overlay)
{
  return g_rc_box_acquire (overlay);
}

static void
overlay_clear (gpointer data)
{
  WpRenderOverlay *overlay = data;

  g_free (overlay->candidates);
  g_free (overlay->determined);
  g_free (overlay->ghosts);
  g_ptr_array_unref (overlay->outlines);
}

void
wp_render_overlay_unref (WpRenderOverlay *overlay)
{
  g_rc_box_release_full (overlay, overlay_clear);
}

WpRenderOutline *
wp_render_overlay_add_outline (WpRenderOverlay *overlay, GArray *cells, guint colour)
{
  WpRenderOutline *outline = g_new0 (WpRenderOutline, 1);

  outline->cells = g_array_copy (cells);
  outline->colour = colour;
  g_ptr_array_add (overlay->outlines, outline);
  return outline;
}

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

  if (layout->overlay && layout->overlay->determined && cell < layout->overlay->n_cells &&
      layout->overlay->determined[cell])
    {
      set_color (cr, &layout->palette->shade);
      cairo_rectangle (cr, x, y, s, s);
      cairo_fill (cr);
    }

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

/* Centres @text on (@cx, @cy) at @size (an absolute font size). */
static void
show_text_centred (cairo_t *cr, const char *text, double cx, double cy, double size, PangoWeight weight)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  int width, height;

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, cx - width / 2.0, cy - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

/* Pencil marks: value i sits at column i % k, row i / k of a k×k grid
 * inside the cell, the way setters write candidates by hand. */
static void
draw_candidates (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                 guint cell, double x, double y)
{
  const WpRenderOverlay *overlay = layout->overlay;
  guint64 bits = overlay->candidates[cell];
  guint k = 1;
  double s = layout->cell_size, step;

  while (k * k < overlay->n_values)
    k++;
  step = s / k;
  set_color (cr, &layout->palette->marks);
  for (guint i = 0; i < overlay->n_values && i < 64; i++)
    {
      g_autofree char *label = NULL;

      if (!(bits & (G_GUINT64_CONSTANT (1) << i)))
        continue;
      label = puzzle->genre->format_value (puzzle, overlay->value_base + (gint) i);
      show_text_centred (cr, label, x + (i % k + 0.5) * step, y + (i / k + 0.5) * step,
                         step * 0.72, PANGO_WEIGHT_NORMAL);
    }
}

/* A suggested given: the value in the pale marks colour, not bold, so it
 * reads as "not yet placed" next to the bold givens.  Screen only: the
 * print path never passes an overlay. */
static void
draw_ghost (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
            gint value, double x, double y)
{
  g_autofree char *label = puzzle->genre->format_value (puzzle, value);
  const WpColor *marks = &layout->palette->marks;
  double s = layout->cell_size;

  cairo_set_source_rgba (cr, marks->red, marks->green, marks->blue, 0.55);
  show_text_centred (cr, label, x + s / 2, y + s / 2, s * 0.55, PANGO_WEIGHT_NORMAL);
}

static void
draw_empty_cell (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                 guint cell, double x, double y)
{
  const WpRenderOverlay *overlay = layout->overlay;

  if (overlay == NULL || cell >= overlay->n_cells)
    return;
  if (overlay->ghosts && overlay->ghosts[cell] != WP_CELL_EMPTY)
    draw_ghost (cr, puzzle, layout, overlay->ghosts[cell], x, y);
  else if (overlay->candidates && overlay->candidates[cell])
    draw_candidates (cr, puzzle, layout, cell, x, y);
}

static void
draw_value (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
            guint cell, double x, double y)
{
  gboolean given = puzzle->cells[cell] != WP_CELL_EMPTY;
  gint value = given ? puzzle->cells[cell] : layout->solution ? layout->solution[cell] : WP_CELL_EMPTY;
  g_autofree char *label = NULL;
  double s = layout->cell_size;

  if (value == WP_CELL_EMPTY)
    {
      draw_empty_cell (cr, puzzle, layout, cell, x, y);
      return;
    }
  label = puzzle->genre->format_value (puzzle, value);
  set_color (cr, given ? &layout->palette->ink : &layout->palette->solved_ink);
  show_text_centred (cr, label, x + s / 2, y + s / 2, s * 0.62, given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);

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

static void
cell_centre (const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell, double *cx, double *cy)
{
  *cx = layout->x + (cell % puzzle->width + 0.5) * layout->cell_size;
  *cy = layout->y + (cell / puzzle->width + 0.5) * layout->cell_size;
}

static void
trace_path (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpRenderOutline *outline)
{
  for (guint i = 0; i < outline->cells->len; i++)
    {
      double cx, cy;

      cell_centre (puzzle, layout, g_array_index (outline->cells, guint, i), &cx, &cy);
      if (i == 0)
        cairo_move_to (cr, cx, cy);
      else
        cairo_line_to (cr, cx, cy);
    }
  cairo_close_path (cr);
  cairo_stroke (cr);
}

/* Frames inside the pattern's cells: dashed normally, solid and heavier
 * when the setter selected the pattern. */
static void
draw_outline (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpRenderOutline *outline)
{
  double s = layout->cell_size, inset = s * 0.16;
  double dash[] = { s * 0.14, s * 0.07 };

  set_color (cr, &layout->palette->outlines[outline->colour % G_N_ELEMENTS (layout->palette->outlines)]);
  cairo_set_line_width (cr, MAX (1.5, s * (outline->emphasised ? 0.09 : 0.05)));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_dash (cr, dash, outline->emphasised ? 0 : 2, 0);
  for (guint i = 0; i < outline->cells->len; i++)
    {
      guint cell = g_array_index (outline->cells, guint, i);

      if (cell >= wp_puzzle_n_cells (puzzle))
        continue;
      cairo_rectangle (cr, layout->x + (cell % puzzle->width) * s + inset,
                       layout->y + (cell / puzzle->width) * s + inset, s - 2 * inset, s - 2 * inset);
      cairo_stroke (cr);
    }
  if (outline->as_path && outline->cells->len > 1)
    trace_path (cr, puzzle, layout, outline);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_outlines (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  if (layout->overlay == NULL)
    return;
  /* The selected pattern last, so it is on top. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < layout->overlay->outlines->len; i++)
      {
        const WpRenderOutline *outline = g_ptr_array_index (layout->overlay->outlines, i);

        if (outline->emphasised == (pass == 1))
          draw_outline (cr, puzzle, layout, outline);
      }
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
  draw_outlines (cr, puzzle, layout);
  cairo_restore (cr);
}
