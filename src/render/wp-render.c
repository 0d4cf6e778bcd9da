/* wp-render.c — the one drawing path for puzzles (see wp-render.h) */
#include "render/wp-render.h"
#include "render/wp-render-private.h"
#include "core/wp-genre.h"

#include <math.h>
#include <pango/pangocairo.h>

const WpPalette wp_palette_light = {
  .paper      = { 1.00, 1.00, 1.00, 1 },
  .ink        = { 0.13, 0.13, 0.15, 1 },
  .solved_ink = { 0.21, 0.52, 0.89, 1 },   /* GNOME blue 3 */
  .alternative_ink = { 0.10, 0.47, 0.29, 1 },   /* a darker GNOME green 5: reads on white */
  .selection  = { 0.21, 0.52, 0.89, 1 },
  .conflict   = { 0.88, 0.11, 0.14, 1 },   /* GNOME red 3 */
  .difference = { 0.96, 0.47, 0.00, 1 },   /* GNOME orange 4 */
  .shade      = { 0.21, 0.52, 0.89, 0.13 },
  .shade_piece = { 0.13, 0.13, 0.15, 0.20 },
  .marks      = { 0.37, 0.37, 0.42, 1 },
  .element_fill  = { 0.82, 0.82, 0.84, 1 },
  .element_line  = { 0.52, 0.52, 0.56, 1 },
  .element_shade = { 0.13, 0.13, 0.15, 0.12 },
  .outlines   = { { 0.57, 0.25, 0.67, 1 },  /* GNOME purple 3 */
                  { 0.15, 0.64, 0.41, 1 },  /* green 5 */
                  { 0.60, 0.42, 0.27, 1 },  /* brown 3 */
                  { 0.88, 0.11, 0.14, 1 } },/* red 3 */
  .lit        = { 0.97, 0.83, 0.18, 0.55 },   /* GNOME yellow 3, half strength: ink reads over it */
  .cell_clue  = { 0.37, 0.37, 0.42, 1 },
  .pictures   = { { 0.11, 0.44, 0.85, 1 },    /* GNOME blue 4 */
                  { 0.78, 0.27, 0.00, 1 } },  /* a darker GNOME orange 5: reads on white */
};

const WpPalette wp_palette_dark = {
  .paper      = { 0.19, 0.19, 0.21, 1 },
  .ink        = { 0.94, 0.94, 0.94, 1 },
  .solved_ink = { 0.60, 0.76, 0.95, 1 },
  .alternative_ink = { 0.56, 0.94, 0.64, 1 },   /* GNOME green 1 */
  .selection  = { 0.47, 0.68, 0.93, 1 },
  .conflict   = { 0.96, 0.38, 0.32, 1 },
  .difference = { 1.00, 0.64, 0.28, 1 },
  .shade      = { 0.47, 0.68, 0.93, 0.20 },
  .shade_piece = { 0.94, 0.94, 0.94, 0.16 },
  .marks      = { 0.72, 0.72, 0.75, 1 },
  .element_fill  = { 0.36, 0.36, 0.39, 1 },
  .element_line  = { 0.62, 0.62, 0.66, 1 },
  .element_shade = { 0.94, 0.94, 0.94, 0.10 },
  .outlines   = { { 0.86, 0.54, 0.87, 1 },
                  { 0.56, 0.94, 0.64, 1 },
                  { 0.80, 0.67, 0.56, 1 },
                  { 0.96, 0.38, 0.32, 1 } },
  .lit        = { 0.96, 0.76, 0.07, 0.38 },
  .cell_clue  = { 0.75, 0.75, 0.78, 1 },
  .pictures   = { { 0.38, 0.63, 0.92, 1 },    /* GNOME blue 2 */
                  { 1.00, 0.64, 0.28, 1 } },  /* orange 3 */
};

const WpPalette wp_palette_print = {
  .paper      = { 1, 1, 1, 1 },
  .ink        = { 0, 0, 0, 1 },
  .solved_ink = { 0.25, 0.25, 0.25, 1 },
  .alternative_ink = { 0.25, 0.25, 0.25, 1 },
  .selection  = { 0, 0, 0, 1 },
  .conflict   = { 0, 0, 0, 1 },
  .difference = { 0.35, 0.35, 0.35, 1 },
  .shade      = { 0, 0, 0, 0.10 },
  .shade_piece = { 0, 0, 0, 0.22 },
  .marks      = { 0.35, 0.35, 0.35, 1 },
  .element_fill  = { 0.80, 0.80, 0.80, 1 },
  .element_line  = { 0.45, 0.45, 0.45, 1 },
  .element_shade = { 0, 0, 0, 0.12 },
  .outlines   = { { 0, 0, 0, 1 }, { 0.3, 0.3, 0.3, 1 }, { 0.5, 0.5, 0.5, 1 }, { 0.2, 0.2, 0.2, 1 } },
  .lit        = { 0, 0, 0, 0.18 },
  .cell_clue  = { 0, 0, 0, 1 },
  .pictures   = { { 0, 0, 0, 1 }, { 0, 0, 0, 1 } },   /* filled or hollow tells them apart */
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
  g_free (overlay->determined_values);
  g_free (overlay->ghosts);
  g_free (overlay->pair_marks);
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

void
wp_render_set_color (cairo_t *cr, const WpColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
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
      g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, i);

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
  if (puzzle->genre->lines->after)
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

/* Column headings (WpViewHooks.column_heading) take a band of this many
 * cells above the grid: one line of small text. */
#define HEADING_ROOM 0.6

static gboolean
has_headings (const WpPuzzle *puzzle)
{
  return puzzle->genre->view && puzzle->genre->view->column_heading;
}

void
wp_render_get_margins (const WpPuzzle *puzzle, WpRenderMargins *margins)
{
  *margins = (WpRenderMargins) { 0 };
  if (has_headings (puzzle))
    margins->top = HEADING_ROOM;
  if (puzzle->genre->lines == NULL)
    return;
  margins_for (puzzle, most_clues (puzzle, WP_LINE_ROW), most_clues (puzzle, WP_LINE_COLUMN), margins);
}

void
wp_render_get_room_for_clues (const WpPuzzle *puzzle, WpRenderMargins *margins)
{
  guint (*most_possible) (guint length) = puzzle->genre->lines ? puzzle->genre->lines->max_clues : NULL;
  guint rows, cols;

  *margins = (WpRenderMargins) { 0 };
  if (has_headings (puzzle))
    margins->top = HEADING_ROOM;
  if (puzzle->genre->lines == NULL)
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

/* --- The legend's room ----------------------------------------------------- */

/* The legend is a key, not a second grid: its cells are smaller.  Lengths
 * below are in legend cells unless they say otherwise. */
#define LEGEND_SCALE     0.65
#define LEGEND_GAP       0.6    /* grid cells between the clues and the legend */
#define LEGEND_PITCH     1.3    /* from the top of one row to the next */
#define LEGEND_TEXT_GAP  0.35   /* between a piece and its count */
#define LEGEND_FONT      0.72

typedef struct {
  guint n_rows;
  guint longest;   /* cells of the longest piece */
  guint digits;    /* of the largest count */
} LegendShape;

static GPtrArray *
legend_items (const WpPuzzle *puzzle)
{
  const WpViewHooks *view = puzzle->genre->view;

  return view && view->legend ? view->legend (puzzle) : NULL;
}

static guint
n_digits (guint n)
{
  guint digits = 1;

  while (n >= 10)
    {
      n /= 10;
      digits++;
    }
  return digits;
}

static gboolean
legend_shape (const WpPuzzle *puzzle, LegendShape *shape)
{
  g_autoptr (GPtrArray) items = legend_items (puzzle);

  *shape = (LegendShape) { 0 };
  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < items->len; i++)
    {
      const WpLegendItem *item = g_ptr_array_index (items, i);

      shape->longest = MAX (shape->longest, item->values->len);
      shape->digits = MAX (shape->digits, n_digits (item->count));
    }
  shape->n_rows = items->len;
  return shape->n_rows > 0 && shape->longest > 0;
}

/* "× 12" (the sign, a space, the digits) set in LEGEND_FONT, with room to
 * spare: the room is planned without a Cairo context to measure in. */
static double
count_width (guint digits)
{
  return LEGEND_FONT * (1.1 + 0.7 * digits);
}

/* The legend's rectangle in grid cells, from the grid's top-left corner.
 * It sits past the room the board keeps for the longest clues, so it
 * stays put while clues are typed. */
static gboolean
legend_box (const WpPuzzle *puzzle, WpLegendPlacement placement, double *x, double *y, double *w, double *h)
{
  WpRenderMargins room;
  LegendShape shape;

  if (placement == WP_LEGEND_NONE)
    return FALSE;
  if (wp_render_pairs_extent (puzzle, w, h))
    ;
  else if (legend_shape (puzzle, &shape))
    {
      *w = LEGEND_SCALE * (shape.longest + LEGEND_TEXT_GAP + count_width (shape.digits));
      *h = LEGEND_SCALE * (1 + (shape.n_rows - 1) * LEGEND_PITCH);
    }
  else
    return FALSE;
  wp_render_get_room_for_clues (puzzle, &room);
  *x = placement == WP_LEGEND_BESIDE ? puzzle->width + room.right + LEGEND_GAP : 0;
  *y = placement == WP_LEGEND_BESIDE ? 0 : puzzle->height + room.bottom + LEGEND_GAP;
  return TRUE;
}

void
wp_render_get_extent (const WpPuzzle *puzzle, const WpRenderMargins *margins,
                      WpLegendPlacement placement, double *width, double *height)
{
  double right = puzzle->width + margins->right, bottom = puzzle->height + margins->bottom;
  double x, y, w, h;

  if (legend_box (puzzle, placement, &x, &y, &w, &h))
    {
      right = MAX (right, x + w);
      bottom = MAX (bottom, y + h);
    }
  *width = margins->left + right;
  *height = margins->top + bottom;
}

static double
cell_fitting (const WpPuzzle *puzzle, const WpRenderMargins *margins, WpLegendPlacement placement,
              double width, double height)
{
  double cells_w, cells_h;

  wp_render_get_extent (puzzle, margins, placement, &cells_w, &cells_h);
  return MIN (width / cells_w, height / cells_h);
}

WpLegendPlacement
wp_render_fit_legend (const WpPuzzle *puzzle, const WpRenderMargins *margins, double width, double height)
{
  LegendShape shape;
  double w, h;

  if (!legend_shape (puzzle, &shape) && !wp_render_pairs_extent (puzzle, &w, &h))
    return WP_LEGEND_NONE;
  return cell_fitting (puzzle, margins, WP_LEGEND_BELOW, width, height) >
         cell_fitting (puzzle, margins, WP_LEGEND_BESIDE, width, height) ? WP_LEGEND_BELOW : WP_LEGEND_BESIDE;
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

/* Every mark has its own place in a cell, so that none covers another
 * (issue 14, point 3):
 *   - the background: determined-cell shading;
 *   - the outer band, MARK_BAND of the cell wide: the selection frame at
 *     its outer edge, a deadly pattern's frame at its inner edge, and the
 *     corner of a cell that differs between the solutions;
 *   - the inner square: the value, or the pencil marks (true candidates)
 *     with the suggested given ringed among them.
 * wp_render_mark_sample() draws each mark alone for the legend. */
#define MARK_BAND 0.14

static void
draw_shade (cairo_t *cr, const WpColor *colour, double x, double y, double s)
{
  set_color (cr, colour);
  cairo_rectangle (cr, x, y, s, s);
  cairo_fill (cr);
}

static void
draw_selection_frame (cairo_t *cr, const WpPalette *palette, double x, double y, double s)
{
  double width = MAX (1.5, s * 0.06), inset = s * 0.015 + width / 2;

  set_color (cr, &palette->selection);
  cairo_set_line_width (cr, width);
  cairo_rectangle (cr, x + inset, y + inset, s - 2 * inset, s - 2 * inset);
  cairo_stroke (cr);
}

static WpGlyph glyph_of (const WpPuzzle *puzzle, gint value);

static gboolean
is_determined (const WpRenderLayout *layout, guint cell)
{
  const WpRenderOverlay *overlay = layout->overlay;

  return overlay && overlay->determined && cell < overlay->n_cells && overlay->determined[cell];
}

/* The glyph of the value a determined cell holds; WP_GLYPH_TEXT when that
 * value is not known or is drawn as text. */
static WpGlyph
determined_glyph (const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell)
{
  const gint *values = layout->overlay->determined_values;

  if (values == NULL || values[cell] == WP_CELL_EMPTY)
    return WP_GLYPH_TEXT;
  return glyph_of (puzzle, values[cell]);
}

/* A piece (a ship, a filled cell) as opposed to water, an empty cell or text. */
static gboolean
is_piece (WpGlyph glyph)
{
  return glyph != WP_GLYPH_TEXT && glyph != WP_GLYPH_WATER && glyph != WP_GLYPH_DOT;
}

static void
draw_cell_highlights (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                      guint cell, double x, double y)
{
  /* Water and ship (empty and filled) get shades of their own, so a cell
   * known to hold a ship does not look like one known to be sea. */
  if (is_determined (layout, cell))
    draw_shade (cr, is_piece (determined_glyph (puzzle, layout, cell))
                    ? &layout->palette->shade_piece : &layout->palette->shade,
                x, y, layout->cell_size);
  /* With an alternative laid over, the corner mark alone is lost among
   * the values now filling every cell: the differing cells are tinted. */
  if (layout->alternative && cell_flag (layout, cell, WP_CELL_DIFFERENT))
    {
      const WpColor *tint = &layout->palette->difference;

      cairo_set_source_rgba (cr, tint->red, tint->green, tint->blue, tint->alpha * 0.22);
      cairo_rectangle (cr, x, y, layout->cell_size, layout->cell_size);
      cairo_fill (cr);
    }
  if (cell_flag (layout, cell, WP_CELL_SELECTED))
    draw_selection_frame (cr, layout->palette, x, y, layout->cell_size);
}

/* A triangle in the top-left corner, inside the outer band: visible in
 * grayscale too, and drawn over the value so a filled cell (a nonogram's)
 * still shows it, yet clear of the pencil marks. */
static void
draw_difference_corner (cairo_t *cr, const WpPalette *palette, double x, double y, double s)
{
  set_color (cr, &palette->difference);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + s * 2 * MARK_BAND, y);
  cairo_line_to (cr, x, y + s * 2 * MARK_BAND);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_difference_mark (cairo_t *cr, const WpRenderLayout *layout, guint cell, double x, double y)
{
  if (cell_flag (layout, cell, WP_CELL_DIFFERENT))
    draw_difference_corner (cr, layout->palette, x, y, layout->cell_size);
}

static void
set_layout_text (PangoLayout *layout, const char *text, double size, PangoWeight weight)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_weight (font, weight);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
}

/* Sets @text at @size (an absolute font size), centred on @cy, with the
 * point @xalign of its width (0 left, 0.5 centre) on @x; smaller when it
 * would be wider than @max_width (0: any width), so a clue such as "12" or
 * "105" never reaches into the next column, whatever the size. */
static void
show_text_fitted (cairo_t *cr, const char *text, double x, double cy, double size, double max_width,
                  PangoWeight weight, double xalign)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoRectangle ink, logical;

  set_layout_text (layout, text, size, weight);
  pango_layout_get_extents (layout, &ink, &logical);
  if (max_width > 0 && ink.width > max_width * PANGO_SCALE)
    {
      set_layout_text (layout, text, size * max_width * PANGO_SCALE / ink.width, weight);
      pango_layout_get_extents (layout, &ink, &logical);
    }
  cairo_move_to (cr, x - (logical.width * xalign) / PANGO_SCALE, cy - (logical.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

static void
show_text_aligned (cairo_t *cr, const char *text, double x, double cy, double size, PangoWeight weight,
                   double xalign)
{
  show_text_fitted (cr, text, x, cy, size, 0, weight, xalign);
}

void
wp_render_show_text (cairo_t *cr, const char *text, double x, double cy, double size, double max_width,
                     gboolean bold, double xalign)
{
  show_text_fitted (cr, text, x, cy, size, max_width, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, xalign);
}

/* Centres @text on (@cx, @cy). */
static void
show_text_centred (cairo_t *cr, const char *text, double cx, double cy, double size, PangoWeight weight)
{
  show_text_aligned (cr, text, cx, cy, size, weight, 0.5);
}

/* Pencil marks: value i sits at column i % k, row i / k of a k×k grid
 * inside the inner square, the way setters write candidates by hand. */
static guint
pencil_grid_side (guint n_values)
{
  guint k = 1;

  while (k * k < n_values)
    k++;
  return k;
}

static void
pencil_mark_centre (guint i, guint k, double x, double y, double s, double *cx, double *cy)
{
  double step = s * (1 - 2 * MARK_BAND) / k;

  *cx = x + s * MARK_BAND + (i % k + 0.5) * step;
  *cy = y + s * MARK_BAND + (i / k + 0.5) * step;
}

/* The suggested given among the pencil marks: its mark bold in a ring. */
static void
draw_ring (cairo_t *cr, const WpPalette *palette, double cx, double cy, double step)
{
  set_color (cr, &palette->marks);
  cairo_set_line_width (cr, MAX (1.0, step * 0.09));
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, step * 0.47, 0, 2 * G_PI);
  cairo_stroke (cr);
}

static void
draw_pencil_mark (cairo_t *cr, const WpPalette *palette, const char *label, guint i, guint k,
                  gboolean ringed, double x, double y, double s)
{
  double step = s * (1 - 2 * MARK_BAND) / k, cx, cy;

  pencil_mark_centre (i, k, x, y, s, &cx, &cy);
  if (ringed)
    draw_ring (cr, palette, cx, cy, step);
  set_color (cr, &palette->marks);
  show_text_centred (cr, label, cx, cy, step * 0.8, ringed ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
}

/* Draws the cell's true candidates, @ghost (a suggested given, or
 * WP_CELL_EMPTY) ringed among them. */
static void
draw_candidates (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                 guint cell, gint ghost, double x, double y)
{
  const WpRenderOverlay *overlay = layout->overlay;
  guint64 bits = overlay->candidates[cell];
  guint k = pencil_grid_side (overlay->n_values);

  for (guint i = 0; i < overlay->n_values && i < 64; i++)
    {
      gint value = overlay->value_base + (gint) i;
      g_autofree char *label = NULL;

      if (!(bits & (G_GUINT64_CONSTANT (1) << i)))
        continue;
      label = puzzle->genre->format_value (puzzle, value);
      draw_pencil_mark (cr, layout->palette, label, i, k, value == ghost, x, y, layout->cell_size);
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

  /* No current point left by text drawn before (a Minesweeper number
   * beside a given safe cell): an arc would be joined to it by a line. */
  cairo_new_path (cr);
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
    case WP_GLYPH_MINE:
      /* Four spikes through a smaller disc. */
      cairo_set_line_width (cr, MAX (1.0, s * 0.07));
      for (guint i = 0; i < 4; i++)
        {
          double a = i * G_PI / 4;

          cairo_move_to (cr, cx - cos (a) * r, cy - sin (a) * r);
          cairo_line_to (cr, cx + cos (a) * r, cy + sin (a) * r);
        }
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, r * 0.62, 0, 2 * G_PI);
      break;
    case WP_GLYPH_TEXT:
    default:
      return;
    }
  cairo_fill (cr);
}

static WpGlyph
glyph_of (const WpPuzzle *puzzle, gint value)
{
  const WpViewHooks *view = puzzle->genre->view;

  return view && view->glyph ? view->glyph (puzzle, value) : WP_GLYPH_TEXT;
}

static WpCellClueStyle
cell_clue_style (const WpPuzzle *puzzle, guint cell)
{
  const WpCellClueHooks *clues = puzzle->genre->cell_clues;

  return clues ? clues->style (puzzle, cell) : WP_CELL_CLUE_NONE;
}

/* A suggested given: the value in the pale marks colour, not bold, so it
 * reads as "not yet placed" next to the bold givens.  Screen only: the
 * print path never passes an overlay. */
static void
draw_ghost (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
            guint cell, gint value, double x, double y)
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
  /* Between a piece's half-pictures there is room for a small label only. */
  show_text_centred (cr, label, x + s / 2, y + s / 2, s * (cell_clue_style (puzzle, cell) == WP_CELL_CLUE_EDGES ? 0.2 : 0.55),
                     PANGO_WEIGHT_NORMAL);
}

/* A determined cell's only value as a small pale shape: the shape says
 * which it is (a wave, a ship's end) and its own candidate mark would only
 * repeat it.  Smaller and paler than a ghost, which asks to be placed. */
static void
draw_determined (cairo_t *cr, const WpRenderLayout *layout, WpGlyph glyph, double x, double y)
{
  const WpColor *marks = &layout->palette->marks;
  double s = layout->cell_size;

  cairo_set_source_rgba (cr, marks->red, marks->green, marks->blue, 0.45);
  draw_glyph (cr, glyph, x + 0.1 * s, y + 0.1 * s, 0.8 * s);
}

/* The suggested given the overlay puts in @cell, or WP_CELL_EMPTY. */
static gint
ghost_at (const WpRenderLayout *layout, guint cell)
{
  const WpRenderOverlay *overlay = layout->overlay;

  return overlay && overlay->ghosts && cell < overlay->n_cells ? overlay->ghosts[cell] : WP_CELL_EMPTY;
}

/* The value shown in @cell: a given, else the alternative's or the
 * solution's when one is laid over. */
static gint
shown_value (const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell)
{
  const gint *filling = layout->alternative ? layout->alternative : layout->solution;

  if (puzzle->cells[cell] != WP_CELL_EMPTY)
    return puzzle->cells[cell];
  return filling ? filling[cell] : WP_CELL_EMPTY;
}

/* A piece with half-pictures on its edges: the one placed in the cell,
 * turned, else the design's piece of the cell's number, with that number
 * small in the middle (the placed one's is draw_value()'s). */
/* A suggested given is ringed among the pencil marks when they are shown,
 * drawn pale and large otherwise. */
static void
draw_empty_cell (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
                 guint cell, double x, double y)
{
  const WpRenderOverlay *overlay = layout->overlay;
  gint ghost;

  if (overlay == NULL || cell >= overlay->n_cells)
    return;
  ghost = ghost_at (layout, cell);
  if (overlay->candidates && overlay->candidates[cell] &&
      !(is_determined (layout, cell) && determined_glyph (puzzle, layout, cell) != WP_GLYPH_TEXT))
    draw_candidates (cr, puzzle, layout, cell, ghost, x, y);
  else if (ghost != WP_CELL_EMPTY)
    draw_ghost (cr, puzzle, layout, cell, ghost, x, y);
  else if (is_determined (layout, cell) && determined_glyph (puzzle, layout, cell) != WP_GLYPH_TEXT)
    draw_determined (cr, layout, determined_glyph (puzzle, layout, cell), x, y);
}

/* The value the rules alone put in @cell (WpViewHooks.fixed_value), or
 * WP_CELL_EMPTY. */
static gint
fixed_value (const WpPuzzle *puzzle, guint cell)
{
  const WpViewHooks *view = puzzle->genre->view;

  return view && view->fixed_value ? view->fixed_value (puzzle, cell) : WP_CELL_EMPTY;
}

static void
draw_value (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
            guint cell, double x, double y)
{
  /* A value fixed by the rules reads as a given, not as a solved value:
   * it is a label of the table, there before any solving. */
  gint fixed = puzzle->cells[cell] == WP_CELL_EMPTY ? fixed_value (puzzle, cell) : WP_CELL_EMPTY;
  gboolean given = puzzle->cells[cell] != WP_CELL_EMPTY || fixed != WP_CELL_EMPTY;
  gint value = fixed != WP_CELL_EMPTY ? fixed : shown_value (puzzle, layout, cell);
  g_autofree char *label = NULL;
  double s = layout->cell_size;

  /* A revealed number is the cell's whole content. */
  if (cell_clue_style (puzzle, cell) == WP_CELL_CLUE_NUMBER)
    return;

  if (value == WP_CELL_EMPTY)
    {
      draw_empty_cell (cr, puzzle, layout, cell, x, y);
      return;
    }
  set_color (cr, given ? &layout->palette->ink
                 : layout->alternative ? &layout->palette->alternative_ink : &layout->palette->solved_ink);
  if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
    draw_glyph (cr, glyph_of (puzzle, value), x, y, s);
  else
    {
      /* Below a clue written in the corner; any width fits the cell. */
      gboolean under_clue = puzzle->genre->cell_clues != NULL;
      /* Between the half-pictures of a piece, small. */
      gboolean in_piece = cell_clue_style (puzzle, cell) == WP_CELL_CLUE_EDGES;
      /* Names in a table (a logic grid's): one size for the short ones, so
       * "Cy" is not twice as tall as "Ada"; only the long ones shrink. */
      gboolean in_table = puzzle->genre->view && puzzle->genre->view->column_heading;

      label = puzzle->genre->format_value (puzzle, value);
      if (in_piece)
        show_text_fitted (cr, label, x + s / 2, y + s / 2, s * 0.2, s * 0.46,
                          given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, 0.5);
      else if (in_table)
        show_text_fitted (cr, label, x + s / 2, y + s / 2, s * 0.3, s * 0.86,
                          given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, 0.5);
      else
        show_text_fitted (cr, label, x + s / 2, y + s * (under_clue ? 0.66 : 0.5), s * (under_clue ? 0.46 : 0.62),
                          s * 0.86, given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, 0.5);
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
  const WpViewHooks *view = puzzle->genre->view;

  return view && view->region_of && view->region_of (puzzle, a) != view->region_of (puzzle, b);
}

/* After the @index-th cell of a line (0-based), a guide line? */
static gboolean
guide_after (const WpPuzzle *puzzle, guint index)
{
  guint every = puzzle->genre->view ? puzzle->genre->view->guide_lines_every : 0;

  return every > 0 && (index + 1) % every == 0;
}

/* Thin lines between all cells, thick ones where regions meet and every
 * few cells where the genre wants guide lines. */
/* The rows and columns [*r0, *r1) × [*c0, *c1) that meet the clip, a cell
 * wider each way for strokes that spill over: a scrolled 1000×1000 grid
 * paints what shows, not a million cells and half a million clues a frame.
 * A page (the whole grid in its clip) gets every cell. */
static void
visible_cells (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout,
               guint *r0, guint *r1, guint *c0, guint *c1)
{
  double x1, y1, x2, y2, s = layout->cell_size;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  *c0 = (guint) CLAMP (floor ((x1 - layout->x) / s) - 1, 0, puzzle->width);
  *c1 = (guint) CLAMP (ceil ((x2 - layout->x) / s) + 1, 0, puzzle->width);
  *r0 = (guint) CLAMP (floor ((y1 - layout->y) / s) - 1, 0, puzzle->height);
  *r1 = (guint) CLAMP (ceil ((y2 - layout->y) / s) + 1, 0, puzzle->height);
}

static void
draw_grid_lines (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size, thin = MAX (1.0, s * 0.025), thick = MAX (2.0, s * 0.07);
  guint r0, r1, c0, c1;

  set_color (cr, &layout->palette->ink);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  visible_cells (cr, puzzle, layout, &r0, &r1, &c0, &c1);
  for (guint r = r0; r < r1; r++)
    for (guint c = c0; c < c1; c++)
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

/* A frame at the inner edge of the outer band: dashed normally, solid and
 * heavier when the setter selected the pattern. */
static void
draw_pattern_frame (cairo_t *cr, const WpColor *colour, gboolean emphasised, double x, double y, double s)
{
  double width = MAX (1.5, s * (emphasised ? 0.055 : 0.04)), inset = s * (MARK_BAND - 0.035);
  double dash[] = { s * 0.14, s * 0.07 };

  set_color (cr, colour);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_dash (cr, dash, emphasised ? 0 : 2, 0);
  cairo_rectangle (cr, x + inset, y + inset, s - 2 * inset, s - 2 * inset);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_outline (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const WpRenderOutline *outline)
{
  const WpColor *colour = &layout->palette->outlines[outline->colour % G_N_ELEMENTS (layout->palette->outlines)];
  double s = layout->cell_size;

  for (guint i = 0; i < outline->cells->len; i++)
    {
      guint cell = g_array_index (outline->cells, guint, i);

      if (cell >= wp_puzzle_n_cells (puzzle))
        continue;
      draw_pattern_frame (cr, colour, outline->emphasised, layout->x + (cell % puzzle->width) * s,
                          layout->y + (cell / puzzle->width) * s, s);
    }
  if (outline->as_path && outline->cells->len > 1)
    {
      set_color (cr, colour);
      cairo_set_line_width (cr, MAX (1.5, s * (outline->emphasised ? 0.09 : 0.05)));
      cairo_set_dash (cr, (double[]) { s * 0.14, s * 0.07 }, outline->emphasised ? 0 : 2, 0);
      trace_path (cr, puzzle, layout, outline);
      cairo_set_dash (cr, NULL, 0, 0);
    }
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
        if (puzzle->genre->lines)
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
  gboolean after = puzzle->genre->lines->after;

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
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, index);
  guint n = g_strv_length (clues);
  double s = layout->cell_size, slot = clue_slot (most, kind) * s;
  double font = (most <= 1 ? 0.52 : 0.44) * s, bx, by, bw, bh, cx, cy;
  /* How wide one clue may be: its slot beside a row, a cell under or
   * over a column. */
  double room = kind == WP_LINE_ROW ? slot : s;

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
                   puzzle->genre->lines->after ? i : n - 1 - i, &cx, &cy);
      set_color (cr, marked ? &layout->palette->conflict : &layout->palette->ink);
      show_text_fitted (cr, clues[i], cx, cy, font, room * 0.9, marked ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL, 0.5);
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
  guint r0, r1, c0, c1;

  if (puzzle->genre->lines == NULL)
    return;
  wp_render_get_margins (puzzle, &margins);
  visible_cells (cr, puzzle, layout, &r0, &r1, &c0, &c1);
  for (WpLineKind kind = WP_LINE_ROW; kind <= WP_LINE_COLUMN; kind++)
    {
      guint most = most_clues (puzzle, kind);
      guint from = kind == WP_LINE_ROW ? r0 : c0, to = kind == WP_LINE_ROW ? r1 : c1;

      for (guint i = from; i < to && i < n_lines (puzzle, kind); i++)
        draw_line_clue (cr, puzzle, layout, &margins, kind, i, most);
    }
}

/* --- Column headings ----------------------------------------------------------- */

/* The width of @text's ink at @size, in the target's units. */
static double
text_ink_width (cairo_t *cr, const char *text, double size, PangoWeight weight)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoRectangle ink;

  set_layout_text (layout, text, size, weight);
  pango_layout_get_extents (layout, &ink, NULL);
  return ink.width / (double) PANGO_SCALE;
}

/* Each column's heading centred over it in the band above the grid, all
 * at one size (headings of a table read as one row), shrunk so the
 * longest fits its column; below 60 % of the full size a long heading
 * shrinks alone rather than making every other one tiny. */
static void
draw_column_headings (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size, size = s * 0.36, room = s * 0.86, fit = 1.0;
  g_autoptr (GPtrArray) headings = g_ptr_array_new_with_free_func (g_free);

  if (!has_headings (puzzle))
    return;
  for (guint c = 0; c < puzzle->width; c++)
    {
      char *heading = puzzle->genre->view->column_heading (puzzle, c);
      double width = heading ? text_ink_width (cr, heading, size, PANGO_WEIGHT_BOLD) : 0;

      g_ptr_array_add (headings, heading);
      if (width > room)
        fit = MIN (fit, room / width);
    }
  size *= MAX (fit, 0.6);
  set_color (cr, &layout->palette->ink);
  for (guint c = 0; c < puzzle->width; c++)
    {
      const char *heading = g_ptr_array_index (headings, c);

      if (heading && *heading)
        show_text_fitted (cr, heading, layout->x + (c + 0.5) * s, layout->y - HEADING_ROOM * s / 2,
                          size, room, PANGO_WEIGHT_BOLD, 0.5);
    }
}

/* --- Drawing the legend --------------------------------------------------------- */

/* One piece as a row of small framed cells holding the glyphs the grid
 * uses, so a ship of four reads as four cells. */
static void
draw_piece (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, const GArray *values,
            double x, double y, double s)
{
  set_color (cr, &layout->palette->marks);
  cairo_set_line_width (cr, MAX (1.0, s * 0.04));
  cairo_rectangle (cr, x, y, values->len * s, s);
  for (guint j = 1; j < values->len; j++)
    {
      cairo_move_to (cr, x + j * s, y);
      cairo_line_to (cr, x + j * s, y + s);
    }
  cairo_stroke (cr);
  set_color (cr, &layout->palette->ink);
  for (guint j = 0; j < values->len; j++)
    {
      gint value = g_array_index (values, gint, j);
      g_autofree char *label = NULL;

      if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
        {
          draw_glyph (cr, glyph_of (puzzle, value), x + j * s, y, s);
          continue;
        }
      label = puzzle->genre->format_value (puzzle, value);
      show_text_centred (cr, label, x + (j + 0.5) * s, y + s / 2, s * 0.62, PANGO_WEIGHT_BOLD);
    }
}

/* One row per kind of piece, the pieces flush right so the counts line up
 * after them: "◀■■▶ × 1" over " ◀■▶ × 2". */
static void
draw_legend (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  g_autoptr (GPtrArray) items = NULL;
  double bx, by, bw, bh, s, left, top;
  LegendShape shape;

  if (!legend_box (puzzle, layout->legend, &bx, &by, &bw, &bh))
    return;
  if (wp_render_pairs_extent (puzzle, &bw, &bh))
    {
      wp_render_pairs (cr, puzzle, layout, layout->x + bx * layout->cell_size, layout->y + by * layout->cell_size);
      return;
    }
  legend_shape (puzzle, &shape);
  items = legend_items (puzzle);
  /* Whole units keep the small frames crisp on screen. */
  s = MAX (1.0, floor (layout->cell_size * LEGEND_SCALE));
  left = round (layout->x + bx * layout->cell_size);
  top = round (layout->y + by * layout->cell_size);
  for (guint i = 0; i < items->len; i++)
    {
      const WpLegendItem *item = g_ptr_array_index (items, i);
      g_autofree char *count = g_strdup_printf ("× %u", item->count);
      double y = top + round (i * LEGEND_PITCH * s);

      draw_piece (cr, puzzle, layout, item->values, left + (shape.longest - item->values->len) * s, y, s);
      set_color (cr, &layout->palette->ink);
      show_text_aligned (cr, count, left + (shape.longest + LEGEND_TEXT_GAP) * s, y + s / 2,
                         s * LEGEND_FONT, PANGO_WEIGHT_NORMAL, 0);
    }
}

/* --- Clues inside cells (WpCellClueHooks) ------------------------------------ */

/* A light that is on tints the whole cell, under everything else, so a
 * press drawn over it still reads. */
static void
draw_lit_cell (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell, double x, double y)
{
  if (cell_clue_style (puzzle, cell) != WP_CELL_CLUE_LIT)
    return;
  set_color (cr, &layout->palette->lit);
  cairo_rectangle (cr, x, y, layout->cell_size, layout->cell_size);
  cairo_fill (cr);
}

/* A clue written across the top of the cell, clear of the corner marks
 * (a differing cell's triangle, a cage's sum), leaving the lower part for
 * the value the solver writes. */
static void
draw_edge_pictures (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell, double x,
                    double y)
{
  gint value = shown_value (puzzle, layout, cell), edges[4];
  double s = layout->cell_size;

  puzzle->genre->cell_clues->edges (puzzle, cell, value, edges);
  wp_render_piece_edges (cr, layout, edges, x, y);
  /* A suggested piece's ghost takes the middle. */
  if (value == WP_CELL_EMPTY && ghost_at (layout, cell) == WP_CELL_EMPTY)
    {
      g_autofree char *number = g_strdup_printf ("%u", cell + 1);

      set_color (cr, &layout->palette->cell_clue);
      show_text_centred (cr, number, x + s / 2, y + s / 2, s * 0.2, PANGO_WEIGHT_NORMAL);
    }
}

static void
draw_cell_clue_text (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, guint cell,
                     double x, double y)
{
  double s = layout->cell_size;
  g_autofree char *text = NULL;

  if (cell_clue_style (puzzle, cell) == WP_CELL_CLUE_NUMBER)
    {
      /* On a pale ground, as a revealed cell reads in the game. */
      text = puzzle->genre->cell_clues->text (puzzle, cell);
      set_color (cr, &layout->palette->cell_clue);
      cairo_save (cr);
      cairo_set_source_rgba (cr, layout->palette->cell_clue.red, layout->palette->cell_clue.green,
                             layout->palette->cell_clue.blue, 0.12);
      cairo_rectangle (cr, x, y, s, s);
      cairo_fill (cr);
      cairo_restore (cr);
      set_color (cr, &layout->palette->ink);
      if (text && !g_str_equal (text, "0"))
        show_text_centred (cr, text, x + s / 2, y + s / 2, s * 0.62, PANGO_WEIGHT_BOLD);
      return;
    }
  if (cell_clue_style (puzzle, cell) == WP_CELL_CLUE_EDGES)
    {
      draw_edge_pictures (cr, puzzle, layout, cell, x, y);
      return;
    }
  if (cell_clue_style (puzzle, cell) != WP_CELL_CLUE_TEXT)
    return;
  text = puzzle->genre->cell_clues->text (puzzle, cell);
  if (text == NULL)
    return;
  set_color (cr, &layout->palette->cell_clue);
  show_text_fitted (cr, text, x + s / 2, y + s * 0.25, s * 0.3, s * 0.7, PANGO_WEIGHT_BOLD, 0.5);
}

void
wp_render_puzzle (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout)
{
  double s = layout->cell_size;
  guint r0, r1, c0, c1;

  cairo_save (cr);
  set_color (cr, &layout->palette->paper);
  cairo_rectangle (cr, layout->x, layout->y, puzzle->width * s, puzzle->height * s);
  cairo_fill (cr);
  wp_render_region_tints (cr, puzzle, layout);
  wp_render_elements_under (cr, puzzle, layout);

  visible_cells (cr, puzzle, layout, &r0, &r1, &c0, &c1);
  for (guint r = r0; r < r1; r++)
    for (guint c = c0; c < c1; c++)
      {
        guint cell = r * puzzle->width + c;
        double x = layout->x + c * s;
        double y = layout->y + r * s;

        draw_lit_cell (cr, puzzle, layout, cell, x, y);
        draw_cell_highlights (cr, puzzle, layout, cell, x, y);
        draw_value (cr, puzzle, layout, cell, x, y);
        draw_cell_clue_text (cr, puzzle, layout, cell, x, y);
        if (layout->selected_edge && cell == layout->edge_cell)
          wp_render_edge_selection (cr, layout, x, y);
        if (cell_flag (layout, cell, WP_CELL_CONFLICT))
          draw_strike (cr, layout->palette, x, y, s);
        draw_difference_mark (cr, layout, cell, x, y);
      }
  wp_render_elements_cages (cr, puzzle, layout);
  wp_render_region_labels (cr, puzzle, layout);
  draw_grid_lines (cr, puzzle, layout);
  wp_render_elements_on_edges (cr, puzzle, layout);
  draw_outlines (cr, puzzle, layout);
  draw_framed_cells (cr, puzzle, layout);
  draw_marked_lines (cr, puzzle, layout);
  draw_line_clues (cr, puzzle, layout);
  draw_column_headings (cr, puzzle, layout);
  draw_legend (cr, puzzle, layout);
  cairo_restore (cr);
}

/* --- The legend -------------------------------------------------------------- */

/* A value as the genre shows it: its glyph when it has one for 1 (ships,
 * filled cells), else the digit 7. */
static void
draw_sample_value (cairo_t *cr, const WpPuzzle *puzzle, const WpColor *ink, gboolean given,
                   double x, double y, double s)
{
  gint value = glyph_of (puzzle, 1) != WP_GLYPH_TEXT ? 1 : 7;
  g_autofree char *label = NULL;

  set_color (cr, ink);
  if (glyph_of (puzzle, value) != WP_GLYPH_TEXT)
    {
      draw_glyph (cr, glyph_of (puzzle, value), x, y, s);
      return;
    }
  label = puzzle->genre->format_value (puzzle, value);
  /* Not every genre has a 7 (a logic grid's codes are its items'): the
   * first value that has a name. */
  for (gint other = 0; label[0] == '\0' && other < 64; other++)
    {
      g_free (label);
      label = puzzle->genre->format_value (puzzle, other);
    }
  show_text_fitted (cr, label, x + s / 2, y + s / 2, s * 0.62, s * 0.86, given ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL,
                    0.5);
}

static void
draw_sample_candidates (cairo_t *cr, const WpPalette *palette, gboolean ring, double x, double y, double s)
{
  static const char *const labels[] = { "1", "2", NULL, "4", "5", NULL, NULL, NULL, "9" };

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (labels[i])
      draw_pencil_mark (cr, palette, labels[i], i, 3, ring && i == 4, x, y, s);
}

void
wp_render_mark_sample (cairo_t *cr, const WpPuzzle *puzzle, WpRenderMark mark, const WpPalette *palette,
                       double x, double y, double s)
{
  cairo_save (cr);
  set_color (cr, &palette->paper);
  cairo_rectangle (cr, x, y, s, s);
  cairo_fill (cr);
  switch (mark)
    {
    case WP_MARK_GIVEN:
      draw_sample_value (cr, puzzle, &palette->ink, TRUE, x, y, s);
      break;
    case WP_MARK_SOLVED:
      draw_sample_value (cr, puzzle, &palette->solved_ink, FALSE, x, y, s);
      break;
    case WP_MARK_CANDIDATES:
    case WP_MARK_SUGGESTION:
      draw_sample_candidates (cr, palette, mark == WP_MARK_SUGGESTION, x, y, s);
      break;
    case WP_MARK_DETERMINED:
      draw_shade (cr, &palette->shade, x, y, s);
      draw_sample_value (cr, puzzle, &palette->solved_ink, FALSE, x, y, s);
      break;
    case WP_MARK_DIFFERENT:
      draw_sample_value (cr, puzzle, &palette->solved_ink, FALSE, x, y, s);
      draw_difference_corner (cr, palette, x, y, s);
      break;
    case WP_MARK_PATTERN:
    case WP_MARK_SELECTED_PATTERN:
      draw_sample_value (cr, puzzle, &palette->solved_ink, FALSE, x, y, s);
      draw_pattern_frame (cr, &palette->outlines[0], mark == WP_MARK_SELECTED_PATTERN, x, y, s);
      break;
    case WP_MARK_CONFLICT:
      draw_sample_value (cr, puzzle, &palette->ink, TRUE, x, y, s);
      draw_strike (cr, palette, x, y, s);
      break;
    case WP_MARK_SELECTED:
      draw_selection_frame (cr, palette, x, y, s);
      break;
    case WP_MARK_PAIRS:
      wp_render_pairs_mark_sample (cr, palette, x, y, s);
      break;
    default:
      break;
    }
  set_color (cr, &palette->ink);
  cairo_set_line_width (cr, 1);
  cairo_rectangle (cr, x + 0.5, y + 0.5, s - 1, s - 1);
  cairo_stroke (cr);
  cairo_restore (cr);
}
