/* wp-render.c — the one drawing path for puzzles (see wp-render.h) */
#include "render/wp-render.h"
#include "core/wp-genre.h"

#include <math.h>
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


/* --- Line clues -------------------------------------------------------------- */

/* A lone sum gets a whole cell; runs of several numbers (nonograms) pack
 * tighter so long clues do not push the grid off the page. */
#define SLOT_SINGLE   1.0
#define SLOT_ROW_ITEM 0.7
#define SLOT_COL_ITEM 0.6

static guint
n_lines (const WpPuzzle *puzzle, WpLineKind kind)
{
  return kind == WP_LINE_ROW ? puzzle->height : puzzle->width;
}

static guint
most_clues (const WpPuzzle *puzzle, WpLineKind kind)
{
  guint most = 1;

  for (guint i = 0; i < n_lines (puzzle, kind); i++)
    {
      g_auto (GStrv) clues = puzzle->genre->line_clues (puzzle, kind, i);

      most = MAX (most, g_strv_length (clues));
    }
  return most;
}

/* How far one clue of @kind steps away from the grid, in cells. */
static double
clue_slot (guint most, WpLineKind kind)
{
  if (most <= 1)
    return SLOT_SINGLE;
  return kind == WP_LINE_ROW ? SLOT_ROW_ITEM : SLOT_COL_ITEM;
}

static void
margins_for (const WpPuzzle *puzzle, guint rows, guint cols, WpRenderMargins *margins)
{
  *margins = (WpRenderMargins) { 0 };
  if (puzzle->genre->line_clues_after)
    {
      margins->right = rows * clue_slot (rows, WP_LINE_ROW);
      margins->bottom = cols * clue_slot (cols, WP_LINE_COLUMN);
    }
  else
    {
      margins->left = rows * clue_slot (rows, WP_LINE_ROW);
      margins->top = cols * clue_slot (cols, WP_LINE_COLUMN);
    }
}

void
wp_render_get_margins (const WpPuzzle *puzzle, WpRenderMargins *margins)
{
  *margins = (WpRenderMargins) { 0 };
  if (puzzle->genre->line_clues == NULL)
    return;
  margins_for (puzzle, most_clues (puzzle, WP_LINE_ROW), most_clues (puzzle, WP_LINE_COLUMN), margins);
}

void
wp_render_get_room_for_clues (const WpPuzzle *puzzle, WpRenderMargins *margins)
{
  guint (*most_possible) (guint length) = puzzle->genre->max_line_clues;
  guint rows, cols;

  *margins = (WpRenderMargins) { 0 };
  if (puzzle->genre->line_clues == NULL)
    return;
  rows = most_clues (puzzle, WP_LINE_ROW);
  cols = most_clues (puzzle, WP_LINE_COLUMN);
  if (most_possible)
    {
      rows = MAX (rows, most_possible (puzzle->width));
      cols = MAX (cols, most_possible (puzzle->height));
    }
  margins_for (puzzle, rows, cols, margins);
}

void
wp_render_get_size (const WpPuzzle *puzzle, double cell_size, double *width, double *height)
{
  WpRenderMargins margins;

  wp_render_get_margins (puzzle, &margins);
  *width = (puzzle->width + margins.left + margins.right) * cell_size;
  *height = (puzzle->height + margins.top + margins.bottom) * cell_size;
}

/* The rectangle holding all clues of one line, in the grid's units. */
static void
line_band (const WpPuzzle *puzzle, const WpRenderMargins *margins, double x, double y, double s,
           WpLineKind kind, guint index, double *bx, double *by, double *bw, double *bh)
{
  if (kind == WP_LINE_ROW)
    {
      *bw = (margins->left + margins->right) * s;
      *bh = s;
      *bx = margins->left > 0 ? x - *bw : x + puzzle->width * s;
      *by = y + index * s;
    }
  else
    {
      *bw = s;
      *bh = (margins->top + margins->bottom) * s;
      *bx = x + index * s;
      *by = margins->top > 0 ? y - *bh : y + puzzle->height * s;
    }
}

gboolean
wp_render_line_at (const WpPuzzle *puzzle, double x, double y, double cell_size,
                   double px, double py, WpLineKind *kind, guint *index)
{
  WpRenderMargins margins;

  wp_render_get_margins (puzzle, &margins);
  for (WpLineKind k = WP_LINE_ROW; k <= WP_LINE_COLUMN; k++)
    for (guint i = 0; i < n_lines (puzzle, k); i++)
      {
        double bx, by, bw, bh;

        line_band (puzzle, &margins, x, y, cell_size, k, i, &bx, &by, &bw, &bh);
        if (bw > 0 && bh > 0 && px >= bx && px < bx + bw && py >= by && py < by + bh)
          {
            *kind = k;
            *index = i;
            return TRUE;
          }
      }
  return FALSE;
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

  if (cell_flag (layout, cell, WP_CELL_SELECTED))
    {
      double inset = s * 0.07;

      set_color (cr, &layout->palette->selection);
      cairo_set_line_width (cr, s * 0.08);
      cairo_rectangle (cr, x + inset, y + inset, s - 2 * inset, s - 2 * inset);
      cairo_stroke (cr);
    }
}

/* A triangle in the top-left corner, visible in grayscale too; drawn over
 * the value, so a filled cell (a nonogram's) still shows it. */
static void
draw_difference_mark (cairo_t *cr, const WpRenderLayout *layout, guint cell, double x, double y)
{
  double s = layout->cell_size;

  if (!cell_flag (layout, cell, WP_CELL_DIFFERENT))
    return;
  set_color (cr, &layout->palette->difference);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + s * 0.38, y);
  cairo_line_to (cr, x, y + s * 0.38);
  cairo_close_path (cr);
  cairo_fill (cr);
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

/* --- Glyphs ------------------------------------------------------------------ */

static void
draw_wave (cairo_t *cr, double x, double cy, double s)
{
  cairo_set_line_width (cr, MAX (1.0, s * 0.06));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x + 0.24 * s, cy);
  cairo_curve_to (cr, x + 0.32 * s, cy - 0.11 * s, x + 0.42 * s, cy - 0.11 * s, x + 0.50 * s, cy);
  cairo_curve_to (cr, x + 0.58 * s, cy + 0.11 * s, x + 0.68 * s, cy + 0.11 * s, x + 0.76 * s, cy);
  cairo_stroke (cr);
}

/* A ship's end: half a disc on the rounded side, square on the side where
 * the ship goes on.  @angle is the direction of the rounded side. */
static void
trace_ship_end (cairo_t *cr, double cx, double cy, double r, double angle)
{
  double ux = cos (angle), uy = sin (angle);

  cairo_arc (cr, cx, cy, r, angle - G_PI / 2, angle + G_PI / 2);
  cairo_line_to (cr, cx - ux * r - uy * r, cy - uy * r + ux * r);
  cairo_line_to (cr, cx - ux * r + uy * r, cy - uy * r - ux * r);
  cairo_close_path (cr);
}

/* Draws @glyph in the current colour. */
static void
draw_glyph (cairo_t *cr, WpGlyph glyph, double x, double y, double s)
{
  double pad = s * 0.17, r = s / 2 - pad, cx = x + s / 2, cy = y + s / 2;

  switch (glyph)
    {
    case WP_GLYPH_WATER:
      draw_wave (cr, x, cy, s);
      return;
    case WP_GLYPH_DOT:
      cairo_arc (cr, cx, cy, s * 0.08, 0, 2 * G_PI);
      break;
    case WP_GLYPH_FILL:
      cairo_rectangle (cr, x, y, s, s);
      break;
    case WP_GLYPH_DISC:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      break;
    case WP_GLYPH_SEGMENT:
      cairo_rectangle (cr, x + pad, y + pad, s - 2 * pad, s - 2 * pad);
      break;
    case WP_GLYPH_END_LEFT:   trace_ship_end (cr, cx, cy, r, G_PI); break;
    case WP_GLYPH_END_RIGHT:  trace_ship_end (cr, cx, cy, r, 0); break;
    case WP_GLYPH_END_TOP:    trace_ship_end (cr, cx, cy, r, -G_PI / 2); break;
    case WP_GLYPH_END_BOTTOM: trace_ship_end (cr, cx, cy, r, G_PI / 2); break;
    case WP_GLYPH_TEXT:
    default:
      return;
    }
  cairo_fill (cr);
}

static WpGlyph
glyph_of (const WpPuzzle *puzzle, gint value)
{
  return puzzle->genre->glyph ? puzzle->genre->glyph (puzzle, value) : WP_GLYPH_TEXT;
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
  if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
    {
      draw_glyph (cr, glyph_of (puzzle, value), x, y, s);
      return;
    }
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
  set_color (cr, given ? &layout->palette->ink : &layout->palette->solved_ink);
  if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
    draw_glyph (cr, glyph_of (puzzle, value), x, y, s);
  else
    {
      label = puzzle->genre->format_value (puzzle, value);
      show_text_centred (cr, label, x + s / 2, y + s / 2, s * 0.62,
                         given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    }
}

/* A strike through what clashes, not just a colour: over a clashing given,
 * or across an empty cell where no value fits. */
static void
draw_strike (cairo_t *cr, const WpPalette *palette, double x, double y, double s)
{
  set_color (cr, &palette->conflict);
  cairo_set_line_width (cr, MAX (1.5, s * 0.06));
  cairo_move_to (cr, x + s * 0.2, y + s * 0.8);
  cairo_line_to (cr, x + s * 0.8, y + s * 0.2);
  cairo_stroke (cr);
}

void
wp_render_value (cairo_t *cr, const WpPuzzle *puzzle, gint value, double x, double y, double size,
                 const WpPalette *palette)
{
  g_autofree char *label = NULL;

  cairo_save (cr);
  set_color (cr, &palette->ink);
  if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
    draw_glyph (cr, glyph_of (puzzle, value), x, y, size);
  else
    {
      label = puzzle->genre->format_value (puzzle, value);
      show_text_centred (cr, label, x + size / 2, y + size / 2, size * 0.62, PANGO_WEIGHT_BOLD);
    }
  cairo_restore (cr);
}

static gboolean
region_boundary (const WpPuzzle *puzzle, guint a, guint b)
{
  return puzzle->genre->region_of &&
         puzzle->genre->region_of (puzzle, a) != puzzle->genre->region_of (puzzle, b);
}

/* After the @index-th cell of a line (0-based), a guide line? */
static gboolean
guide_after (const WpPuzzle *puzzle, guint index)
{
  guint every = puzzle->genre->guide_lines_every;

  return every > 0 && (index + 1) % every == 0;
}

/* Thin lines between all cells, thick ones where regions meet and every
 * few cells where the genre wants guide lines. */
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
            cairo_set_line_width (cr, region_boundary (puzzle, cell, cell + 1) || guide_after (puzzle, c) ? thick : thin);
            cairo_move_to (cr, x + s, y);
            cairo_line_to (cr, x + s, y + s);
            cairo_stroke (cr);
          }
        if (r + 1 < puzzle->height)
          {
            cairo_set_line_width (cr, region_boundary (puzzle, cell, cell + puzzle->width) || guide_after (puzzle, r) ? thick : thin);
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

/* --- Marks for what cannot be satisfied ----------------------------------------- */

static gboolean
framed (const WpPuzzle *puzzle, const WpRenderLayout *layout, gint row, gint col)
{
  if (row < 0 || col < 0 || row >= (gint) puzzle->height || col >= (gint) puzzle->width)
    return FALSE;
  return cell_flag (layout, (guint) row * puzzle->width + (guint) col, WP_CELL_FRAMED);
}

/* One heavy frame around each group of framed cells: an edge is drawn
 * where a framed cell meets one that is not, just inside the cell. */
static void
draw_framed_cells (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size, w = MAX (2.0, s * 0.065), in = w / 2;

  if (layout->flags == NULL)
    return;
  set_color (cr, &layout->palette->conflict);
  cairo_set_line_width (cr, w);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (gint r = 0; r < (gint) puzzle->height; r++)
    for (gint c = 0; c < (gint) puzzle->width; c++)
      {
        double x = layout->x + c * s, y = layout->y + r * s;

        if (!framed (puzzle, layout, r, c))
          continue;
        if (!framed (puzzle, layout, r - 1, c))
          {
            cairo_move_to (cr, x, y + in);
            cairo_line_to (cr, x + s, y + in);
          }
        if (!framed (puzzle, layout, r + 1, c))
          {
            cairo_move_to (cr, x, y + s - in);
            cairo_line_to (cr, x + s, y + s - in);
          }
        if (!framed (puzzle, layout, r, c - 1))
          {
            cairo_move_to (cr, x + in, y);
            cairo_line_to (cr, x + in, y + s);
          }
        if (!framed (puzzle, layout, r, c + 1))
          {
            cairo_move_to (cr, x + s - in, y);
            cairo_line_to (cr, x + s - in, y + s);
          }
      }
  cairo_stroke (cr);
}

static gboolean
line_marked (const WpPuzzle *puzzle, const WpRenderLayout *layout, WpLineKind kind, guint index)
{
  return layout->marked_lines &&
         layout->marked_lines[kind == WP_LINE_ROW ? index : puzzle->height + index];
}

/* A heavy frame around each marked line, from its clues across the grid. */
static void
draw_marked_lines (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size, w = MAX (2.0, s * 0.065);
  WpRenderMargins margins;

  if (layout->marked_lines == NULL)
    return;
  wp_render_get_margins (puzzle, &margins);
  set_color (cr, &layout->palette->conflict);
  cairo_set_line_width (cr, w);
  for (WpLineKind kind = WP_LINE_ROW; kind <= WP_LINE_COLUMN; kind++)
    for (guint i = 0; i < n_lines (puzzle, kind); i++)
      {
        double x0, y0, x1, y1, bx, by, bw, bh;

        if (!line_marked (puzzle, layout, kind, i))
          continue;
        x0 = layout->x + (kind == WP_LINE_COLUMN ? i * s : 0);
        y0 = layout->y + (kind == WP_LINE_ROW ? i * s : 0);
        x1 = kind == WP_LINE_COLUMN ? x0 + s : layout->x + puzzle->width * s;
        y1 = kind == WP_LINE_ROW ? y0 + s : layout->y + puzzle->height * s;
        if (puzzle->genre->line_clues)
          {
            line_band (puzzle, &margins, layout->x, layout->y, s, kind, i, &bx, &by, &bw, &bh);
            x0 = MIN (x0, bx);
            y0 = MIN (y0, by);
            x1 = MAX (x1, bx + bw);
            y1 = MAX (y1, by + bh);
          }
        cairo_rectangle (cr, x0 + w / 2, y0 + w / 2, x1 - x0 - w, y1 - y0 - w);
        cairo_stroke (cr);
      }
}

/* --- Drawing line clues -------------------------------------------------------- */

static void
draw_selected_band (cairo_t *cr, const WpRenderLayout *layout, double bx, double by, double bw, double bh)
{
  double s = layout->cell_size, inset = s * 0.07;

  set_color (cr, &layout->palette->selection);
  cairo_set_line_width (cr, s * 0.08);
  cairo_rectangle (cr, bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset);
  cairo_stroke (cr);
}

/* The centre of the clue @from_grid slots away from the grid. */
static void
clue_centre (const WpPuzzle *puzzle, WpLineKind kind, double bx, double by, double bw, double bh,
             double s, double slot, guint from_grid, double *cx, double *cy)
{
  double offset = (from_grid + 0.5) * slot;
  gboolean after = puzzle->genre->line_clues_after;

  if (kind == WP_LINE_ROW)
    {
      *cy = by + s / 2;
      *cx = after ? bx + offset : bx + bw - offset;
    }
  else
    {
      *cx = bx + s / 2;
      *cy = after ? by + offset : by + bh - offset;
    }
}

/* A line's clues in reading order: with the clues after the grid the first
 * one sits next to it, with the clues before it the last one does. */
static void
draw_line_clue (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                const WpRenderMargins *margins, WpLineKind kind, guint index, guint most)
{
  g_auto (GStrv) clues = puzzle->genre->line_clues (puzzle, kind, index);
  guint n = g_strv_length (clues);
  double s = layout->cell_size, slot = clue_slot (most, kind) * s;
  double font = (most <= 1 ? 0.52 : 0.44) * s, bx, by, bw, bh, cx, cy;

  line_band (puzzle, margins, layout->x, layout->y, s, kind, index, &bx, &by, &bw, &bh);
  if (layout->selected_line == index + 1 && layout->selected_line_kind == kind)
    draw_selected_band (cr, layout, bx, by, bw, bh);
  if (n == 0 && layout->mark_unknown_clues)
    {
      clue_centre (puzzle, kind, bx, by, bw, bh, s, slot, 0, &cx, &cy);
      set_color (cr, &layout->palette->marks);
      show_text_centred (cr, "?", cx, cy, font, PANGO_WEIGHT_NORMAL);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean marked = line_marked (puzzle, layout, kind, index);

      clue_centre (puzzle, kind, bx, by, bw, bh, s, slot,
                   puzzle->genre->line_clues_after ? i : n - 1 - i, &cx, &cy);
      set_color (cr, marked ? &layout->palette->conflict : &layout->palette->ink);
      show_text_centred (cr, clues[i], cx, cy, font, marked ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
      if (marked)
        {
          double box = MIN (slot, s);

          draw_strike (cr, layout->palette, cx - box / 2, cy - box / 2, box);
        }
    }
}

static void
draw_line_clues (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  WpRenderMargins margins;

  if (puzzle->genre->line_clues == NULL)
    return;
  wp_render_get_margins (puzzle, &margins);
  for (WpLineKind kind = WP_LINE_ROW; kind <= WP_LINE_COLUMN; kind++)
    {
      guint most = most_clues (puzzle, kind);

      for (guint i = 0; i < n_lines (puzzle, kind); i++)
        draw_line_clue (cr, puzzle, layout, &margins, kind, i, most);
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
      if (cell_flag (layout, cell, WP_CELL_CONFLICT))
        draw_strike (cr, layout->palette, x, y, s);
      draw_difference_mark (cr, layout, cell, x, y);
    }
  draw_grid_lines (cr, puzzle, layout);
  draw_outlines (cr, puzzle, layout);
  draw_framed_cells (cr, puzzle, layout);
  draw_marked_lines (cr, puzzle, layout);
  draw_line_clues (cr, puzzle, layout);
  cairo_restore (cr);
}
