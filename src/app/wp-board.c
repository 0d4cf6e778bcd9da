/* wp-board.c — the grid widget (see wp-board.h) */
#include "app/wp-board.h"
#include "app/wp-board-tools.h"
#include "app/wp-board-elements.h"
#include "app/wp-board-pieces.h"
#include "core/wp-edit.h"
#include "app/wp-digits.h"
#include "core/wp-genre.h"
#include "render/wp-render.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

/* Room around the grid so the thick outer frame is not clipped. */
#define MARGIN 4.0
/* Below this many pixels a cell, an editable grid is not shrunk further
 * but shown at SCROLL_CELL and scrolled (the wheel, the cursor). */
#define SCROLL_BELOW 4
#define SCROLL_CELL 12

struct _WpBoard {
  GtkWidget  parent_instance;

  WpPuzzle  *puzzle;
  gint      *solution;
  gint      *alternative;  /* a solution laid over the grid, or NULL */
  guint8    *different;
  guint8    *conflicting;
  guint8    *framed;       /* a unit that cannot be satisfied, per cell */
  guint8    *marked_lines; /* height + width, rows first: lines that cannot be */
  guint8    *selected;
  guint      cursor;
  gboolean   editable;
  WpRenderOverlay *overlay;
  GStrv      tooltips;     /* per cell, "" for none; NULL when there are none */

  /* A line clue (row or column sum) selected instead of cells. */
  gboolean   line_selected;
  WpLineKind line_kind;
  guint      line_index;
  gboolean   line_fresh;   /* the next digit replaces the clue instead of extending it */

  /* Painting a picture: a stroke gives one value (1 filled, 0 empty) to
   * every cell the pointer passes over, shown at once in our copy of the
   * puzzle, and is reported as one ::paint when it ends. */
  gboolean   painting;
  gboolean   stroking;
  gint       stroke_value;
  GArray    *stroke;       /* of guint: the cells the stroke changed, in order */
  guint      stroke_last;  /* the cell the pointer was last over */

  /* The cell a press landed on: a release on the same cell is a click,
   * which activates it (see ::cell-activated). */
  gboolean   pressed_on_cell;
  guint      pressed_cell;
  /* Lights Out: a click on a cell toggles its light (see toggle_light). */
  gboolean   light_armed;
  gboolean   reveal_armed;   /* a plain click may reveal a clue (Minesweeper) */
  /* A clue inside a cell being typed: the next character starts it over. */
  gboolean   cell_clue_fresh;
  /* A minus typed first waits for its digits (nothing to set yet). */
  gboolean   minus_pending;
  /* Drawing regions: the same strokes, each moving the cells it passes
   * into the region it began in (stroke_value), reported as one
   * ::assign-region. */
  gboolean   drawing_regions;

  /* Values past 9 typed as two digits (wp-digits.h). */
  WpDigits  *digits;

  /* The element tool chosen (cages, thermometers, dots…), its drag under
   * way and the element selected (wp-board-elements.h). */
  WpElementGesture *elements;

  /* Pieces (wp-board-pieces.h): the cursor's edge selected (-1: the
   * whole piece), whether the next digit starts its picture over, and a
   * press on a piece that a release elsewhere makes a swap. */
  gint       edge_side;
  gboolean   edge_fresh;
  gboolean   piece_pressed;

  /* A grid too large to show whole at a readable size (a 1000×1000
   * nonogram) is shown at SCROLL_CELL pixels a cell and scrolled: the
   * offset of the view into it, in pixels (clamped by geometry()). */
  double     scroll_x, scroll_y;
  gboolean   scroll_home;   /* a new grid: its first view shows the grid's corner */
  gboolean   scrolling;     /* the last geometry() found the grid too large to show whole */
};

G_DEFINE_FINAL_TYPE (WpBoard, wp_board, GTK_TYPE_WIDGET)

enum { SET_VALUE, CELL_ACTIVATED, SET_LINE_CLUE, PAINT, ASSIGN_REGION, EDIT, N_SIGNALS };
static guint signals[N_SIGNALS];

static guint
n_cells (WpBoard *self)
{
  return self->puzzle ? wp_puzzle_n_cells (self->puzzle) : 0;
}

/* The editable board keeps room for the longest clues the lines could
 * hold, so the grid stays put while clues are typed or follow the picture
 * (it once moved after the first stroke, and later strokes landed on the
 * wrong cells); the alternatives, which nobody edits, use what they show. */
static void
get_margins (WpBoard *self, WpRenderMargins *margins)
{
  if (self->editable)
    wp_render_get_room_for_clues (self->puzzle, margins);
  else
    wp_render_get_margins (self->puzzle, margins);
}

/* The editable board shows the genre's legend (the fleet) on the side that
 * leaves the grid the largest cells; the alternatives leave it out. */
static WpLegendPlacement
legend_placement (WpBoard *self, const WpRenderMargins *margins, double width, double height)
{
  return self->editable ? wp_render_fit_legend (self->puzzle, margins, width, height) : WP_LEGEND_NONE;
}

/* The grid's top-left corner and cell size, and where the legend goes; the
 * line clues and the legend sit around the grid inside the widget. */
static gboolean
geometry_with_legend (WpBoard *self, double *x, double *y, double *cell, WpLegendPlacement *legend)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * MARGIN;
  WpRenderMargins margins;
  double cells_w, cells_h;

  if (self->puzzle == NULL || width <= 0 || height <= 0)
    return FALSE;
  get_margins (self, &margins);
  *legend = legend_placement (self, &margins, width, height);
  wp_render_get_extent (self->puzzle, &margins, *legend, &cells_w, &cells_h);
  /* Whole device pixels per cell keep the lines crisp. */
  *cell = floor (MIN (width / cells_w, height / cells_h));
  self->scrolling = self->editable && *cell < SCROLL_BELOW;
  if (self->scrolling)
    {
      /* Too large to show whole: readable cells, and a view that scrolls. */
      *cell = SCROLL_CELL;
      if (self->scroll_home)
        {
          /* The grid's top-left corner a third of the way in, with the
           * clues nearest to it beside and above. */
          self->scroll_x = margins.left * *cell - width / 3;
          self->scroll_y = margins.top * *cell - height / 3;
          self->scroll_home = FALSE;
        }
      self->scroll_x = CLAMP (self->scroll_x, 0, MAX (0, *cell * cells_w - width));
      self->scroll_y = CLAMP (self->scroll_y, 0, MAX (0, *cell * cells_h - height));
      *x = floor (*cell * cells_w <= width ? (gtk_widget_get_width (GTK_WIDGET (self)) - *cell * cells_w) / 2
                                           : MARGIN - self->scroll_x) + margins.left * *cell;
      *y = floor (*cell * cells_h <= height ? (gtk_widget_get_height (GTK_WIDGET (self)) - *cell * cells_h) / 2
                                            : MARGIN - self->scroll_y) + margins.top * *cell;
      return TRUE;
    }
  self->scroll_x = self->scroll_y = 0;
  *x = floor ((gtk_widget_get_width (GTK_WIDGET (self)) - *cell * cells_w) / 2 + margins.left * *cell);
  *y = floor ((gtk_widget_get_height (GTK_WIDGET (self)) - *cell * cells_h) / 2 + margins.top * *cell);
  return *cell >= 4;
}

static gboolean
geometry (WpBoard *self, double *x, double *y, double *cell)
{
  WpLegendPlacement legend;

  return geometry_with_legend (self, x, y, cell, &legend);
}

gboolean
wp_board_is_scrolled (WpBoard *self)
{
  double x, y, cell;

  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  return geometry (self, &x, &y, &cell) && self->scrolling;
}

/* After the cursor moved: a scrolled view follows it, a cell's width
 * clear of the edge. */
static void
scroll_to_cursor (WpBoard *self)
{
  GdkRectangle area;
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));

  if (!wp_board_get_cell_rect (self, self->cursor, &area) || !self->scrolling)
    return;
  if (area.x < SCROLL_CELL)
    self->scroll_x -= SCROLL_CELL - area.x;
  else if (area.x + 2 * SCROLL_CELL > width)
    self->scroll_x += area.x + 2 * SCROLL_CELL - width;
  if (area.y < SCROLL_CELL)
    self->scroll_y -= SCROLL_CELL - area.y;
  else if (area.y + 2 * SCROLL_CELL > height)
    self->scroll_y += area.y + 2 * SCROLL_CELL - height;
}

/* The wheel scrolls a view too large to show whole (Shift: sideways). */
static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, WpBoard *self)
{
  double x, y, cell;
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (!geometry (self, &x, &y, &cell) || !self->scrolling)
    return FALSE;
  if (state & GDK_SHIFT_MASK)
    dx = dx != 0 ? dx : dy, dy = 0;
  self->scroll_x += dx * 3 * SCROLL_CELL;
  self->scroll_y += dy * 3 * SCROLL_CELL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}


static const WpPalette *
current_palette (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ())
         ? &wp_palette_dark : &wp_palette_light;
}

/* The renderer draws the selection under the cell's value, where a filled
 * cell hides it; while painting, the cursor must show on the picture, so
 * it goes on top (the same frame, in paper inside the selection colour). */
static void
draw_paint_cursor (WpBoard *self, cairo_t *cr, double x, double y, double size, const WpPalette *palette)
{
  double inset = size * 0.07, line = size * 0.08;
  double cx = x + (self->cursor % self->puzzle->width) * size;
  double cy = y + (self->cursor / self->puzzle->width) * size;

  if (!self->editable || !self->selected[self->cursor])
    return;
  cairo_set_line_width (cr, line);
  cairo_set_source_rgba (cr, palette->selection.red, palette->selection.green, palette->selection.blue,
                         palette->selection.alpha);
  cairo_rectangle (cr, cx + inset, cy + inset, size - 2 * inset, size - 2 * inset);
  cairo_stroke (cr);
  cairo_set_line_width (cr, line / 3);
  cairo_set_source_rgba (cr, palette->paper.red, palette->paper.green, palette->paper.blue, palette->paper.alpha);
  cairo_rectangle (cr, cx + inset + line, cy + inset + line, size - 2 * (inset + line), size - 2 * (inset + line));
  cairo_stroke (cr);
}

/* A first digit waiting for a second one shows in the selected cells at
 * once, so typing never looks ignored; NULL when none waits. */
static WpPuzzle *
with_pending_digit (WpBoard *self)
{
  gint pending = wp_digits_get_pending (self->digits);
  WpPuzzle *shown;

  if (pending < 0 || self->drawing_regions || !wp_digits_value_exists (self->puzzle, pending))
    return NULL;
  shown = wp_puzzle_copy (self->puzzle);
  for (guint i = 0; i < n_cells (self); i++)
    if (self->selected[i])
      shown->cells[i] = pending;
  return shown;
}

static void
wp_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  WpBoard *self = WP_BOARD (widget);
  g_autofree guint8 *flags = NULL;
  g_autoptr (WpPuzzle) shown = NULL;
  WpRenderLayout layout = { 0 };
  double x, y, cell;
  cairo_t *cr;

  if (!geometry_with_legend (self, &x, &y, &cell, &layout.legend))
    return;
  flags = g_new0 (guint8, n_cells (self));
  for (guint i = 0; i < n_cells (self); i++)
    flags[i] = (self->selected && self->selected[i] && self->editable ? WP_CELL_SELECTED : 0) |
               (self->different && self->different[i] ? WP_CELL_DIFFERENT : 0) |
               (self->conflicting && self->conflicting[i] ? WP_CELL_CONFLICT : 0) |
               (self->framed && self->framed[i] ? WP_CELL_FRAMED : 0);
  layout.x = x;
  layout.y = y;
  layout.cell_size = cell;
  layout.palette = current_palette ();
  layout.solution = self->solution;
  layout.alternative = self->alternative;
  layout.flags = flags;
  layout.overlay = self->overlay;
  layout.mark_unknown_clues = self->editable;
  layout.tint_regions = self->drawing_regions;
  layout.marked_lines = self->marked_lines;
  if (self->editable && self->edge_side >= 0 && !self->painting)
    {
      layout.edge_cell = self->cursor;
      layout.selected_edge = (guint) self->edge_side + 1;
    }
  if (self->line_selected && self->editable)
    {
      layout.selected_line_kind = self->line_kind;
      layout.selected_line = self->line_index + 1;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                              gtk_widget_get_height (widget)));
  /* The renderer paints only what meets the clip (a scrolled grid). */
  cairo_rectangle (cr, 0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cairo_clip (cr);
  shown = with_pending_digit (self);
  wp_render_puzzle (cr, shown ? shown : self->puzzle, &layout);
  if (self->painting)
    draw_paint_cursor (self, cr, x, y, cell, layout.palette);
  wp_element_gesture_draw (self->elements, cr, self->puzzle, &(WpBoardGrid) { x, y, cell }, layout.palette);
  cairo_destroy (cr);
}

/* Two thumbnails and their spacing fit the side panel (360 px, 12 px
 * margins and spacing). */
#define THUMBNAIL_MAX_MINIMUM 150
#define MAX_EDITABLE_MINIMUM 600
#define MAX_EDITABLE_NATURAL 1400

static void
wp_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  WpBoard *self = WP_BOARD (widget);
  double cells_w = 9, cells_h = 9, cells;

  if (self->puzzle)
    {
      WpRenderMargins margins;

      get_margins (self, &margins);
      wp_render_get_extent (self->puzzle, &margins, self->editable ? WP_LEGEND_BESIDE : WP_LEGEND_NONE,
                            &cells_w, &cells_h);
    }
  cells = MAX (cells_w, cells_h);

  /* Comfortable cells for Sudoku-sized grids; a 100×100 nonogram with its
   * clues must still fit a laptop screen, so big grids settle for less. */
  *minimum = (int) (cells * (self->editable ? CLAMP (400 / cells, 4, 24) : 10) + 2 * MARGIN);
  *natural = (int) (cells * (self->editable ? 56 : 16) + 2 * MARGIN);
  /* A grid past what a screen holds scrolls (SCROLL_CELL) rather than
   * asking for a window larger than the screen: a 1000×1000 nonogram
   * asked for 5815×5597 px on a 1280×800 screen. */
  if (self->editable)
    {
      *minimum = MIN (*minimum, MAX_EDITABLE_MINIMUM);
      *natural = MIN (*natural, MAX_EDITABLE_NATURAL);
    }
  /* A small grid's alternatives must still be readable side by side, and
   * two of a large grid's must fit the side panel's fixed width rather than
   * widen it (and the window): a 30×30 nonogram's asked for 660 px. */
  if (!self->editable)
    {
      *minimum = MIN (*minimum, THUMBNAIL_MAX_MINIMUM);
      *natural = MAX (*natural, 150);
    }
  /* A thumbnail is as tall as its width makes the grid: given the width
   * of half the side panel it is no longer drawn at its minimum (90 px). */
  if (!self->editable && orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    *minimum = *natural = (int) ceil ((for_size - 2 * MARGIN) / cells_w * cells_h + 2 * MARGIN);
}

static GtkSizeRequestMode
wp_board_get_request_mode (GtkWidget *widget)
{
  return WP_BOARD (widget)->editable ? GTK_SIZE_REQUEST_CONSTANT_SIZE : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* --- Selection -------------------------------------------------------------- */

static void
clear_selection (WpBoard *self)
{
  if (self->selected)
    memset (self->selected, 0, n_cells (self));
}

void
wp_board_select_cell (WpBoard *self, guint cell, gboolean extend)
{
  g_return_if_fail (WP_IS_BOARD (self));
  if (cell >= n_cells (self))
    return;
  wp_digits_flush (self->digits);   /* a digit typed goes where it was typed */
  if (!extend)
    clear_selection (self);
  self->line_selected = FALSE;
  self->selected[cell] = TRUE;
  self->cursor = cell;
  self->edge_side = -1;
  self->cell_clue_fresh = TRUE;
  self->minus_pending = FALSE;
  scroll_to_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GArray *
wp_board_get_selection (WpBoard *self)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n_cells (self); i++)
    if (self->selected[i])
      g_array_append_val (cells, i);
  return cells;
}

void
wp_board_select_line (WpBoard *self, WpLineKind kind, guint index)
{
  g_return_if_fail (WP_IS_BOARD (self));
  /* While painting, the clues follow the picture: they are not typed. */
  if (self->painting || self->puzzle == NULL || self->puzzle->genre->lines == NULL ||
      index >= (kind == WP_LINE_ROW ? self->puzzle->height : self->puzzle->width))
    return;
  wp_digits_flush (self->digits);
  clear_selection (self);
  self->line_selected = TRUE;
  self->line_kind = kind;
  self->line_index = index;
  self->line_fresh = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_get_selected_line (WpBoard *self, WpLineKind *kind, guint *index)
{
  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  if (!self->line_selected)
    return FALSE;
  *kind = self->line_kind;
  *index = self->line_index;
  return TRUE;
}

static gboolean
line_at (WpBoard *self, double px, double py, WpLineKind *kind, guint *index)
{
  double x, y, size;

  return geometry (self, &x, &y, &size) &&
         wp_render_line_at (self->puzzle, x, y, size, px, py, kind, index);
}

static gboolean
cell_at (WpBoard *self, double px, double py, guint *cell)
{
  double x, y, size;
  int col, row;

  if (!geometry (self, &x, &y, &size))
    return FALSE;
  col = (int) floor ((px - x) / size);
  row = (int) floor ((py - y) / size);
  if (col < 0 || row < 0 || col >= (int) self->puzzle->width || row >= (int) self->puzzle->height)
    return FALSE;
  *cell = (guint) row * self->puzzle->width + (guint) col;
  return TRUE;
}

/* From the edge cell beside the line clues, the arrow pointing at them
 * selects the clue (so the sums are reachable without a mouse). */
static gboolean
step_onto_clue (WpBoard *self, guint keyval, gboolean extend)
{
  guint w = self->puzzle->width, h = self->puzzle->height;
  guint row = self->cursor / w, col = self->cursor % w;
  gboolean after;

  if (self->puzzle->genre->lines == NULL || extend || self->painting || self->drawing_regions)
    return FALSE;
  after = self->puzzle->genre->lines->after;
  if (keyval >= GDK_KEY_KP_Home && keyval <= GDK_KEY_KP_Down)
    keyval = GDK_KEY_Home + (keyval - GDK_KEY_KP_Home);
  if ((keyval == GDK_KEY_Right && after && col == w - 1) || (keyval == GDK_KEY_Left && !after && col == 0))
    wp_board_select_line (self, WP_LINE_ROW, row);
  else if ((keyval == GDK_KEY_Down && after && row == h - 1) || (keyval == GDK_KEY_Up && !after && row == 0))
    wp_board_select_line (self, WP_LINE_COLUMN, col);
  else
    return FALSE;
  return TRUE;
}

/* Arrows move (wrapping within the row/column, or onto the line clues when
 * the genre has them), Home/End jump to the ends of the row, Tab walks in
 * reading order. */
static gboolean
move_cursor (WpBoard *self, guint keyval, gboolean extend)
{
  guint w = self->puzzle->width, h = self->puzzle->height;
  guint row = self->cursor / w, col = self->cursor % w;

  if (step_onto_clue (self, keyval, extend))
    return TRUE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   col = (col + w - 1) % w; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: col = (col + 1) % w; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       row = (row + h - 1) % h; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   row = (row + 1) % h; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:   col = 0; break;
    case GDK_KEY_End: case GDK_KEY_KP_End:     col = w - 1; break;
    case GDK_KEY_Tab:
      wp_board_select_cell (self, (self->cursor + 1) % n_cells (self), FALSE);
      return TRUE;
    case GDK_KEY_ISO_Left_Tab:
      wp_board_select_cell (self, (self->cursor + n_cells (self) - 1) % n_cells (self), FALSE);
      return TRUE;
    default:
      return FALSE;
    }
  wp_board_select_cell (self, row * w + col, extend);
  return TRUE;
}

gint
wp_board_value_for_key (WpBoard *self, guint keyval)
{
  gunichar c;

  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_KP_Delete)
    return WP_CELL_EMPTY;
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    keyval = GDK_KEY_0 + (keyval - GDK_KEY_KP_0);
  c = gdk_keyval_to_unicode (keyval);
  if (c == 0 || self->puzzle == NULL)
    return -2;
  return self->puzzle->genre->value_for_char (self->puzzle, c);
}

/* --- Clues inside cells (WpCellClueHooks) ----------------------------------- */

static WpCellClueStyle
clue_style_of (WpBoard *self, guint cell)
{
  const WpCellClueHooks *clues = self->puzzle->genre->cell_clues;

  return clues ? clues->style (self->puzzle, cell) : WP_CELL_CLUE_NONE;
}

/* Lights are the clues of Lights Out, and a setter designs them by
 * clicking: a click toggles one.  Givens (known presses) are typed. */
static gboolean
clues_are_lights (WpBoard *self)
{
  const WpCellClueHooks *clues = self->puzzle->genre->cell_clues;

  return clues != NULL && !clues->can_hide && clues->edges == NULL;
}

/* A typed clue (Laplace's Ashes' sums) goes inside the cell, as the
 * values of other genres do. */
static gboolean
clues_are_typed (WpBoard *self)
{
  const WpCellClueHooks *clues = self->puzzle->genre->cell_clues;

  return clues != NULL && clues->can_hide;
}

static void
emit_cell_clue (WpBoard *self, guint cell, const char *text)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell_clue (cell, text);

  g_signal_emit (self, signals[EDIT], 0, edit);
}

/* A click on a cell with no clue showing reveals what the genre says is
 * there (the number of the drawn layout); elsewhere it only selected. */
static void
reveal_clue (WpBoard *self, guint cell)
{
  g_autofree char *text = NULL;

  if (clue_style_of (self, cell) != WP_CELL_CLUE_NONE)
    return;
  text = self->puzzle->genre->cell_clues->reveal (self->puzzle, cell);
  if (text)
    emit_cell_clue (self, cell, text);
}

static void
toggle_light (WpBoard *self, guint cell)
{
  emit_cell_clue (self, cell, clue_style_of (self, cell) == WP_CELL_CLUE_LIT ? "0" : "1");
}

/* Space or Return toggles the lights of the selected cells, one edit each
 * (so one undo each, like the clicks they stand for). */
static gboolean
toggle_selected_lights (WpBoard *self)
{
  for (guint cell = 0; cell < n_cells (self); cell++)
    if (self->selected[cell])
      toggle_light (self, cell);
  return TRUE;
}

static gboolean
cell_clue_fits (WpBoard *self, const char *text)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell_clue (self->cursor, text);
  g_autoptr (WpPuzzle) next = wp_puzzle_apply_edit (self->puzzle, edit, NULL);

  return next != NULL;
}

/* A whole number typed into the cursor's cell, one key at a time: digits
 * and a leading minus build it ("-", "-1", "-12"), the first key after the
 * cell is chosen starting it over, as in a spreadsheet; BackSpace takes
 * the last character, Delete everything.  @current is what the cell shows
 * ("" for nothing).  FALSE for a key that types nothing.  Otherwise TRUE
 * with *@text the new text ("" when erased), or NULL while a lone minus
 * waits for its digits. */
static gboolean
type_number_key (WpBoard *self, guint keyval, const char *current, char **text)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  gboolean fresh = self->cell_clue_fresh || *current == '\0';

  *text = NULL;
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    *text = g_strdup ("");
  else if (keyval == GDK_KEY_BackSpace)
    {
      *text = g_strdup (self->cell_clue_fresh ? "" : current);
      if (**text != '\0')
        (*text)[strlen (*text) - 1] = '\0';
      if (g_str_equal (*text, "-"))
        **text = '\0';
    }
  else if (c == '-' && fresh)
    self->minus_pending = TRUE;
  else if (g_unichar_isdigit (c))
    *text = g_strdup_printf ("%s%c", self->minus_pending ? "-" : fresh ? "" : current, (char) c);
  else
    return FALSE;
  self->cell_clue_fresh = FALSE;
  if (*text != NULL)
    self->minus_pending = FALSE;
  return TRUE;
}

/* A clue typed into the cursor's cell (type_number_key()); "?" and an
 * erased clue make it unknown; "=" asks the genre for the clue its drawn
 * solution gives the cell (a Minesweeper number revealed). */
static gboolean
press_cell_clue_key (WpBoard *self, guint keyval)
{
  g_autofree char *current = self->puzzle->genre->cell_clues->text (self->puzzle, self->cursor);
  g_autofree char *next = NULL;

  if (gdk_keyval_to_unicode (keyval) == '?')
    next = g_strdup ("");
  else if (gdk_keyval_to_unicode (keyval) == '=')
    next = g_strdup ("=");
  else if (!type_number_key (self, keyval, current ? current : "", &next))
    return FALSE;
  if (next == NULL)
    return TRUE;
  if (*next == '\0')
    {
      g_free (next);
      next = g_strdup ("?");
    }
  if (!cell_clue_fits (self, next))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  self->cell_clue_fresh = FALSE;
  emit_cell_clue (self, self->cursor, next);
  return TRUE;
}

/* --- Typing line clues -------------------------------------------------------- */

static char *
current_line_text (WpBoard *self)
{
  g_auto (GStrv) clues = self->puzzle->genre->lines->clues (self->puzzle, self->line_kind, self->line_index);

  return g_strjoinv (" ", clues);
}

/* Whether the line would take @text: asked of the one function that
 * applies edits, so typing follows the same rules as the window. */
static gboolean
line_text_fits (WpBoard *self, const char *text)
{
  g_autoptr (WpEdit) edit = wp_edit_new_line_clues (self->line_kind, self->line_index, text);
  g_autoptr (WpPuzzle) next = wp_puzzle_apply_edit (self->puzzle, edit, NULL);

  return next != NULL;
}

static void
emit_line_text (WpBoard *self, const char *text)
{
  self->line_fresh = FALSE;
  g_signal_emit (self, signals[SET_LINE_CLUE], 0, (guint) self->line_kind, self->line_index, text);
}

/* A digit extends the clue ("1" then "2" makes 12) unless that no longer
 * fits the line, then it starts over; right after the line was selected it
 * always starts over, the way a spreadsheet cell does. */
static void
type_line_digit (WpBoard *self, gunichar digit)
{
  g_autofree char *current = current_line_text (self);
  g_autofree char *extended = g_strdup_printf ("%s%c", current, (char) digit);
  char alone[2] = { (char) digit, '\0' };

  if (!self->line_fresh && line_text_fits (self, extended))
    emit_line_text (self, extended);
  else if (line_text_fits (self, alone))
    emit_line_text (self, alone);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
erase_line_char (WpBoard *self)
{
  g_autofree char *current = current_line_text (self);

  if (*current != '\0')
    current[strlen (current) - 1] = '\0';
  emit_line_text (self, g_strchomp (current));
}

/* Whether clues sit after the grid.  A selected line can outlive its
 * genre (a same-size puzzle without line clues replaces the puzzle and
 * keeps the selection), so a missing table reads as "before". */
static gboolean
clues_after (WpBoard *self)
{
  return self->puzzle->genre->lines && self->puzzle->genre->lines->after;
}

/* The arrow that points from a clue back into the grid: Left from sums
 * right of the rows, Up from sums below the columns (and the other way for
 * clues before the grid). */
static guint
arrow_into_grid (WpBoard *self)
{
  gboolean after = clues_after (self);

  if (self->line_kind == WP_LINE_ROW)
    return after ? GDK_KEY_Left : GDK_KEY_Right;
  return after ? GDK_KEY_Up : GDK_KEY_Down;
}

/* The cell of the line next to its clue. */
static guint
cell_beside_clue (WpBoard *self)
{
  guint w = self->puzzle->width, h = self->puzzle->height;
  gboolean after = clues_after (self);

  if (self->line_kind == WP_LINE_ROW)
    return self->line_index * w + (after ? w - 1 : 0);
  return (after ? h - 1 : 0) * w + self->line_index;
}

/* Arrows along the clues walk from line to line (Tab too); the arrow
 * pointing into the grid goes back to the cells; the one pointing away
 * does nothing. */
static gboolean
move_line (WpBoard *self, guint keyval)
{
  guint n = self->line_kind == WP_LINE_ROW ? self->puzzle->height : self->puzzle->width;
  gboolean rows = self->line_kind == WP_LINE_ROW;
  guint back = rows ? GDK_KEY_Up : GDK_KEY_Left, on = rows ? GDK_KEY_Down : GDK_KEY_Right;

  if (keyval >= GDK_KEY_KP_Home && keyval <= GDK_KEY_KP_Down)
    keyval = GDK_KEY_Home + (keyval - GDK_KEY_KP_Home);   /* the keypad arrows */
  if (keyval == back)
    wp_board_select_line (self, self->line_kind, (self->line_index + n - 1) % n);
  else if (keyval == on || keyval == GDK_KEY_Tab)
    wp_board_select_line (self, self->line_kind, (self->line_index + 1) % n);
  else if (keyval == arrow_into_grid (self))
    wp_board_select_cell (self, cell_beside_clue (self), FALSE);
  else if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right || keyval == GDK_KEY_Up || keyval == GDK_KEY_Down)
    return TRUE;
  else
    return FALSE;
  return TRUE;
}

static gboolean
press_line_key (WpBoard *self, guint keyval)
{
  gunichar c;

  if (move_line (self, keyval))
    return TRUE;
  if (keyval == GDK_KEY_BackSpace)
    {
      erase_line_char (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    {
      emit_line_text (self, "");
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    keyval = GDK_KEY_0 + (keyval - GDK_KEY_KP_0);
  c = gdk_keyval_to_unicode (keyval);
  if (c >= '0' && c <= '9')
    type_line_digit (self, c);
  else if (c == '?')
    emit_line_text (self, "");
  else if (c == ' ')
    {
      /* Separates the numbers of a run clue (nonograms); a lone sum ignores it. */
      g_autofree char *current = current_line_text (self);
      g_autofree char *spaced = g_strconcat (current, " ", NULL);

      if (*current != '\0' && line_text_fits (self, spaced))
        emit_line_text (self, spaced);
    }
  else
    return FALSE;
  return TRUE;
}

/* --- Painting ---------------------------------------------------------------- */

/* Painting works on pictures: the window shows one as the puzzle's cells,
 * filled (1) or blank. */
static gboolean
shows_filled (WpBoard *self, guint cell)
{
  return self->puzzle->cells[cell] == 1;
}

/* A stroke fills when it starts on a blank cell and clears a filled one. */
static gint
opposite_of (WpBoard *self, guint cell)
{
  return shows_filled (self, cell) ? 0 : 1;
}

/* A picture whose values are typed (Laplace's Ashes' solution grid), not
 * painted filled or empty. */
static gboolean
picture_typed (WpBoard *self)
{
  const WpPictureHooks *picture = self->puzzle->genre->picture;

  return !self->drawing_regions && picture != NULL && picture->typed;
}

static void
show_painted (WpBoard *self, guint cell)
{
  if (self->drawing_regions)
    self->puzzle->genre->regions->assign (self->puzzle, &cell, 1, (guint) self->stroke_value);
  else if (picture_typed (self))
    self->puzzle->cells[cell] = self->stroke_value;
  else
    self->puzzle->cells[cell] = self->stroke_value == 1 ? 1 : WP_CELL_EMPTY;
}

static gboolean
shows_stroke_value (WpBoard *self, guint cell)
{
  if (self->drawing_regions)
    return self->puzzle->genre->view->region_of (self->puzzle, cell) == (guint) self->stroke_value;
  if (picture_typed (self))
    return self->puzzle->cells[cell] == self->stroke_value;
  return shows_filled (self, cell) == (self->stroke_value == 1);
}

/* Gives @cell the stroke's value on screen at once.  A cell that already
 * shows it changes nothing, so the stroke lists each cell once. */
static void
paint_cell (WpBoard *self, guint cell)
{
  if (shows_stroke_value (self, cell))
    return;
  show_painted (self, cell);
  g_array_append_val (self->stroke, cell);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Paints every cell on the way from the last one to @cell: the pointer
 * jumps several cells between two motion events on a quick drag. */
static void
paint_to (WpBoard *self, guint cell)
{
  int w = (int) self->puzzle->width;
  int r0 = (int) self->stroke_last / w, c0 = (int) self->stroke_last % w;
  int r1 = (int) cell / w, c1 = (int) cell % w;
  int steps = MAX (ABS (r1 - r0), ABS (c1 - c0));

  for (int i = 1; i <= steps; i++)
    {
      int row = r0 + (int) floor ((double) (r1 - r0) * i / steps + 0.5);
      int col = c0 + (int) floor ((double) (c1 - c0) * i / steps + 0.5);

      paint_cell (self, (guint) (row * w + col));
    }
  self->stroke_last = cell;
  wp_board_select_cell (self, cell, FALSE);
}

/* The board holds the window's snapshot by reference; a stroke shows its
 * cells before the window has them, so it paints on a copy of its own. */
static void
own_puzzle (WpBoard *self)
{
  WpPuzzle *own = wp_puzzle_copy (self->puzzle);

  wp_puzzle_free (self->puzzle);
  self->puzzle = own;
}

static void
begin_stroke (WpBoard *self, guint cell, gint value)
{
  own_puzzle (self);
  self->stroking = TRUE;
  self->stroke_value = value;
  self->stroke_last = cell;
  g_array_set_size (self->stroke, 0);
  paint_cell (self, cell);
  wp_board_select_cell (self, cell, FALSE);
}

/* The whole stroke is one ::paint (or ::assign-region), so the window
 * makes it one undo step. */
static void
end_stroke (WpBoard *self)
{
  if (!self->stroking)
    return;
  self->stroking = FALSE;
  if (self->stroke->len == 0)
    return;
  if (self->drawing_regions)
    g_signal_emit (self, signals[ASSIGN_REGION], 0, self->stroke, (guint) self->stroke_value);
  else
    g_signal_emit (self, signals[PAINT], 0, self->stroke, self->stroke_value);
}

/* A picture's stroke fills a blank cell and clears a filled one; a
 * region's stroke carries the region it begins in. */
static gint
stroke_value_at (WpBoard *self, guint cell)
{
  if (self->drawing_regions)
    return (gint) self->puzzle->genre->view->region_of (self->puzzle, cell);
  return opposite_of (self, cell);
}

void
wp_board_paint_stroke (WpBoard *self, const guint *path, guint n)
{
  g_return_if_fail (WP_IS_BOARD (self));
  if (!(self->painting || self->drawing_regions) || self->stroking || n == 0 || path[0] >= n_cells (self))
    return;
  begin_stroke (self, path[0], stroke_value_at (self, path[0]));
  for (guint i = 1; i < n; i++)
    if (path[i] < n_cells (self))
      paint_to (self, path[i]);
  end_stroke (self);
}

/* A typed picture's cell (type_number_key()); erased, it is blank again.
 * Each change is a stroke of one cell. */
static gboolean
press_typed_picture_key (WpBoard *self, guint keyval)
{
  gint shown = self->puzzle->cells[self->cursor];
  g_autofree char *current = shown == WP_CELL_EMPTY ? g_strdup ("")
                                                    : self->puzzle->genre->format_value (self->puzzle, shown);
  g_autofree char *text = NULL;
  gint value;

  if (!type_number_key (self, keyval, current, &text))
    return FALSE;
  if (text == NULL)
    return TRUE;
  if (*text == '\0')
    value = WP_CELL_EMPTY;
  else if (!self->puzzle->genre->picture->value_of_text (self->puzzle, text, &value))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    }
  if (self->stroking)
    return TRUE;
  begin_stroke (self, self->cursor, value);
  end_stroke (self);
  return TRUE;
}

/* Space or Return toggles the cursor's cell; a key that fills (1, #) or
 * clears (0, ., Delete) says which.  Each press is a stroke of one cell. */
static gboolean
press_paint_key (WpBoard *self, guint keyval)
{
  gint value;

  if (picture_typed (self))
    return press_typed_picture_key (self, keyval);

  if (keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space || keyval == GDK_KEY_Return ||
      keyval == GDK_KEY_KP_Enter)
    value = opposite_of (self, self->cursor);
  else
    {
      value = wp_board_value_for_key (self, keyval);
      if (value == WP_CELL_EMPTY)
        value = 0;
      if (value != 0 && value != 1)
        return FALSE;
    }
  if (self->stroking)
    return TRUE;   /* the pointer's stroke is not over yet */
  begin_stroke (self, self->cursor, value);
  end_stroke (self);
  return TRUE;
}

/* A press on a cell starts a stroke.  The clues beside the grid follow the
 * picture, so a press on them does nothing. */
static void
press_paint (WpBoard *self, double x, double y)
{
  guint cell;

  if (!cell_at (self, x, y, &cell))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* A typed picture's cells are chosen, then typed into. */
  if (picture_typed (self))
    wp_board_select_cell (self, cell, FALSE);
  else
    begin_stroke (self, cell, stroke_value_at (self, cell));
}

void
wp_board_set_painting (WpBoard *self, gboolean painting)
{
  g_return_if_fail (WP_IS_BOARD (self));
  self->painting = painting;
  self->stroking = FALSE;
  g_array_set_size (self->stroke, 0);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), painting ? "crosshair" : NULL);
  /* Keys paint the cursor's cell: one cell selected, no clue. */
  if (painting && self->puzzle)
    wp_board_select_cell (self, self->cursor, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_get_painting (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  return self->painting;
}

/* --- Drawing regions ------------------------------------------------------------ */

static guint
n_regions (WpBoard *self)
{
  return self->puzzle ? wp_genre_drawable_regions (self->puzzle) : 0;
}

void
wp_board_set_drawing_regions (WpBoard *self, gboolean drawing)
{
  g_return_if_fail (WP_IS_BOARD (self));
  wp_digits_flush (self->digits);
  self->drawing_regions = drawing && n_regions (self) > 0;
  self->stroking = FALSE;
  g_array_set_size (self->stroke, 0);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->drawing_regions ? "crosshair" : NULL);
  /* Keys move the cursor's cell: one cell selected. */
  if (self->drawing_regions)
    wp_board_select_cell (self, self->cursor, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_get_drawing_regions (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  return self->drawing_regions;
}

/* Typing region 4's number (in the genre's notation, two digits past 9)
 * moves the cursor's cell into region 4: a stroke of one cell. */
static gboolean
type_region (WpBoard *self, gint number)
{
  if (number < 1 || (guint) number > n_regions (self))
    return FALSE;
  if (self->stroking)
    return TRUE;   /* the pointer's stroke is not over yet */
  begin_stroke (self, self->cursor, number - 1);
  end_stroke (self);
  return TRUE;
}

/* What a value typed on the board does: a region's number while drawing
 * regions, else a value for the selected cells. */
static gboolean
enter_value (WpBoard *self, gint value)
{
  if (self->drawing_regions)
    return type_region (self, value);
  g_signal_emit (self, signals[SET_VALUE], 0, value);
  return TRUE;
}

static void
on_digits_commit (gint value, gpointer data)
{
  WpBoard *self = data;

  if (!enter_value (self, value))
    gtk_widget_error_bell (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wp_board_set_digit_timeout (WpBoard *self, guint milliseconds)
{
  g_return_if_fail (WP_IS_BOARD (self));
  wp_digits_set_timeout (self->digits, milliseconds);
}

/* 0–9 from the main keys or the keypad, else -1. */
static gint
digit_of_key (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (gint) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (gint) (keyval - GDK_KEY_KP_0);
  return -1;
}

/* --- Pieces (wp-board-pieces.h) ------------------------------------------------ */

static gboolean draws_elements (WpBoard *self);

/* Pieces take the pointer and the keys unless something else does: a
 * stroke, an element tool, an alternative laid over the grid. */
static gboolean
shows_pieces (WpBoard *self)
{
  return self->editable && self->puzzle && !self->painting && !self->drawing_regions && !draws_elements (self) &&
         self->alternative == NULL && (wp_pieces_pick_edges (self->puzzle) || wp_pieces_arrange (self->puzzle));
}

/* Whether @cell shows its own piece, as designed: a given or a solution
 * shown there draws the piece it places instead (turned as placed), and
 * the gestures, which change the design, would act on a piece not seen
 * (turn Show Solution off, or clear the given, to edit there). */
static gboolean
shows_own_piece (WpBoard *self, guint cell)
{
  return cell < n_cells (self) && self->puzzle->cells[cell] == WP_CELL_EMPTY &&
         (self->solution == NULL || self->solution[cell] == WP_CELL_EMPTY);
}

static void
emit_piece_edit (WpBoard *self, WpEdit *edit)
{
  g_autoptr (WpEdit) owned = edit;

  if (edit)
    g_signal_emit (self, signals[EDIT], 0, edit);
}

static void
open_edge_picker (WpBoard *self)
{
  GdkRectangle rect;

  if (self->edge_side < 0 || !wp_pieces_pick_edges (self->puzzle) ||
      !wp_board_get_cell_rect (self, self->cursor, &rect))
    return;
  /* It points at the edge from outside the piece, leaving the piece in
   * view (GTK flips it where there is no room). */
  switch (self->edge_side)
    {
    case 0: rect.height = 1; break;
    case 1: rect.x += rect.width - 1; rect.width = 1; break;
    case 2: rect.y += rect.height - 1; rect.height = 1; break;
    default: rect.width = 1; break;
    }
  wp_edge_picker_show (GTK_WIDGET (self), self->puzzle, self->cursor, (guint) self->edge_side, &rect);
}

static void
select_edge (WpBoard *self, guint cell, gint side)
{
  if (cell != self->cursor || self->edge_side < 0)
    wp_board_select_cell (self, cell, FALSE);
  self->edge_side = side;
  self->edge_fresh = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
press_piece_key (WpBoard *self, guint keyval, GdkModifierType state)
{
  WpPieceKey key;

  if (!shows_own_piece (self, self->cursor))
    return FALSE;
  wp_pieces_press_key (self->puzzle, self->cursor, self->edge_side, self->edge_fresh, keyval, state, &key);
  if (!key.handled)
    return FALSE;
  if (!shows_own_piece (self, key.cell))
    key.side = -1;
  if (key.cell != self->cursor)
    wp_board_select_cell (self, key.cell, FALSE);
  emit_piece_edit (self, key.edit);
  self->edge_side = key.side;
  self->edge_fresh = key.fresh;
  if (key.pick)
    open_edge_picker (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* A release on the piece pressed picks the edge under the pointer; on
 * another piece it swaps the two. */
static void
release_piece (WpBoard *self, double px, double py)
{
  double x, y, size;
  guint cell;

  if (!cell_at (self, px, py, &cell) || !geometry (self, &x, &y, &size))
    {
      wp_board_select_cell (self, self->pressed_cell, FALSE);
      return;
    }
  if (cell != self->pressed_cell)
    {
      wp_board_select_cell (self, cell, FALSE);
      if (shows_own_piece (self, cell) && shows_own_piece (self, self->pressed_cell))
        emit_piece_edit (self, wp_pieces_swap_edit (self->puzzle, self->pressed_cell, cell));
      else
        gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (!wp_pieces_pick_edges (self->puzzle) || !shows_own_piece (self, cell))
    return;
  select_edge (self, cell, (gint) wp_pieces_side_at ((px - x) / size - cell % self->puzzle->width,
                                                     (py - y) / size - cell / self->puzzle->width));
  open_edge_picker (self);
}

/* A secondary click turns the piece under the pointer a quarter turn
 * clockwise, with Shift back. */
static void
turn_piece_at (WpBoard *self, double x, double y, GdkModifierType state)
{
  guint cell;
  gint side;

  if (!shows_pieces (self) || !cell_at (self, x, y, &cell))
    return;
  side = cell == self->cursor ? self->edge_side : -1;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  wp_board_select_cell (self, cell, FALSE);
  if (!shows_own_piece (self, cell))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  emit_piece_edit (self, wp_pieces_turn_edit (self->puzzle, cell, state & GDK_SHIFT_MASK ? 3 : 1));
  /* The edge selected turns with its piece. */
  self->edge_side = side < 0 ? -1 : (side + (state & GDK_SHIFT_MASK ? 3 : 1)) % 4;
}

static void
on_secondary_pressed (GtkGestureClick *gesture, int n_press, double x, double y, WpBoard *self)
{
  turn_piece_at (self, x, y, gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
}

void
wp_board_secondary_click_at (WpBoard *self, double x, double y, GdkModifierType state)
{
  g_return_if_fail (WP_IS_BOARD (self));
  turn_piece_at (self, x, y, state);
}

gint
wp_board_get_selected_edge (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), -1);
  return self->edge_side;
}

/* board.pick-edge((cell, side, edge)): a button of the edge picker. */
static void
pick_edge_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpBoard *self = WP_BOARD (widget);
  guint cell, side;
  gint edge;

  g_variant_get (parameter, "(uui)", &cell, &side, &edge);
  if (self->puzzle == NULL || cell >= n_cells (self) || side > 3)
    return;
  select_edge (self, cell, (gint) side);
  emit_piece_edit (self, wp_pieces_edge_edit (self->puzzle, cell, side, edge));
  self->edge_side = (gint) side;
}

/* --- Element tools -------------------------------------------------------------- */

/* The pointer draws elements while a tool is chosen, except over an
 * alternative laid over the grid (its clicks place values). */
static gboolean
draws_elements (WpBoard *self)
{
  return self->editable && wp_element_gesture_is_active (self->elements) && !self->painting &&
         !self->drawing_regions && self->alternative == NULL;
}

static gboolean
element_grid (WpBoard *self, WpBoardGrid *grid)
{
  return geometry (self, &grid->x, &grid->y, &grid->size);
}

/* The gesture made its edit: the window applies it and pushes the next
 * snapshot in, in which the gesture finds the element it added. */
static void
emit_element_edit (WpBoard *self, WpEdit *edit)
{
  g_autoptr (WpEdit) owned = edit;

  if (edit == NULL)
    return;
  g_signal_emit (self, signals[EDIT], 0, edit);
  wp_element_gesture_puzzle_changed (self->elements, self->puzzle);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
press_element (WpBoard *self, double x, double y, GdkModifierType state)
{
  WpBoardGrid grid;
  guint cell;

  if (!element_grid (self, &grid))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  /* The cursor follows, so a value can still be typed into the cell. */
  if (cell_at (self, x, y, &cell))
    wp_board_select_cell (self, cell, FALSE);
  wp_element_gesture_press (self->elements, self->puzzle, &grid, x, y, (state & GDK_SHIFT_MASK) != 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
release_element (WpBoard *self, double x, double y)
{
  WpBoardGrid grid;

  if (!element_grid (self, &grid))
    return;
  emit_element_edit (self, wp_element_gesture_release (self->elements, self->puzzle, &grid, x, y));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Keys for the selected element (a cage's sum, Delete); others go on to
 * the cells.  A digit no sum can take rings the bell. */
static gboolean
press_element_key (WpBoard *self, guint keyval)
{
  gboolean handled;
  WpEdit *edit = wp_element_gesture_key (self->elements, self->puzzle, keyval, &handled);

  if (handled && edit == NULL && digit_of_key (keyval) >= 0)
    gtk_widget_error_bell (GTK_WIDGET (self));
  emit_element_edit (self, edit);
  if (handled)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  return handled;
}

gboolean
wp_board_set_element_tool (WpBoard *self, const char *tool)
{
  gboolean known;

  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  wp_digits_flush (self->digits);
  known = wp_element_gesture_set_tool (self->elements, self->puzzle ? self->puzzle->genre : NULL, tool);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self),
                                   wp_element_gesture_is_active (self->elements) ? "crosshair" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return known;
}

const char *
wp_board_get_element_tool (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), NULL);
  return wp_element_gesture_get_tool (self->elements);
}

gint
wp_board_get_selected_element (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), -1);
  return wp_element_gesture_get_selected (self->elements);
}

char *
wp_board_get_hint (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), NULL);
  if (self->puzzle == NULL || !self->editable)
    return NULL;
  if (self->drawing_regions)
    return g_strdup (_("Drag from a region over cells to add them to it, or type its number for the selected cell."));
  if (self->painting)
    return NULL;
  if (wp_element_gesture_is_active (self->elements))
    return wp_element_gesture_describe (self->elements);
  if (wp_pieces_pick_edges (self->puzzle))
    return wp_pieces_describe (self->puzzle);
  return wp_digits_describe (self->puzzle);
}

gboolean
wp_board_press_key (WpBoard *self, guint keyval, GdkModifierType state)
{
  gint value, digit;

  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  if (!self->editable || self->puzzle == NULL)
    return FALSE;
  digit = digit_of_key (keyval);
  /* A first digit is entered before anything but its second digit (an
   * accelerator such as Undo included). */
  if (digit < 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    wp_digits_flush (self->digits);
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;   /* leave accelerators to the window */
  if (wp_element_gesture_is_active (self->elements) && press_element_key (self, keyval))
    return TRUE;
  if (self->line_selected)
    return press_line_key (self, keyval);
  if (shows_pieces (self) && press_piece_key (self, keyval, state))
    return TRUE;
  if (move_cursor (self, keyval, (state & GDK_SHIFT_MASK) != 0 && !self->painting && !self->drawing_regions))
    return TRUE;
  if (self->painting)
    return press_paint_key (self, keyval);
  if (clues_are_lights (self) && (keyval == GDK_KEY_space || keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter))
    return toggle_selected_lights (self);
  /* A key that types no clue may still place a given ('*' a mine). */
  if (clues_are_typed (self) && press_cell_clue_key (self, keyval))
    return TRUE;
  if (digit >= 0 && wp_digits_type (self->digits, self->puzzle, (guint) digit))
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  value = wp_board_value_for_key (self, keyval);
  if (value == -2)
    return FALSE;
  return enter_value (self, value);
}

static void
flush_digits (WpBoard *self)
{
  /* Not while the window goes away: there is no document to enter it in. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    wp_digits_flush (self->digits);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, WpBoard *self)
{
  return wp_board_press_key (self, keyval, state);
}

/* A board nobody edits, or one with an alternative laid over it, reports
 * clicks on its cells (::cell-activated).  Returns whether a press on
 * (@x, @y) may become such a click. */
static gboolean
press_may_activate (WpBoard *self, double x, double y, GdkModifierType state)
{
  self->pressed_on_cell = (!self->editable || (self->alternative && !self->painting)) &&
                          !(state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) &&
                          cell_at (self, x, y, &self->pressed_cell);
  return self->pressed_on_cell;
}

static void
press (WpBoard *self, double x, double y, GdkModifierType state)
{
  WpLineKind kind;
  guint cell;
  guint index;

  wp_digits_flush (self->digits);
  if (self->editable && (self->painting || self->drawing_regions))
    {
      press_paint (self, x, y);
      return;
    }
  if (draws_elements (self))
    {
      press_element (self, x, y, state);
      return;
    }
  if (self->editable && line_at (self, x, y, &kind, &index))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self));
      wp_board_select_line (self, kind, index);
      return;
    }
  if (!self->editable || !cell_at (self, x, y, &cell))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (shows_pieces (self) && !(state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)))
    {
      wp_board_select_cell (self, cell, FALSE);
      self->piece_pressed = TRUE;
      self->pressed_cell = cell;
      return;
    }
  if ((state & GDK_CONTROL_MASK) && self->selected[cell])
    {
      self->selected[cell] = FALSE;   /* Ctrl-click toggles */
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  wp_board_select_cell (self, cell, (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) != 0);
  /* A plain click on a light toggles it, on release (a drag selects);
   * one on a hidden clue may reveal it. */
  self->light_armed = clues_are_lights (self) && !(state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  self->reveal_armed = self->puzzle->genre->cell_clues && self->puzzle->genre->cell_clues->reveal &&
                       !(state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  self->pressed_cell = cell;
}

/* Activation waits for the release: what it opens (a popover) must not
 * take the pointer while the button is still down, and a drag that leaves
 * the cell selects instead. */
static void
release (WpBoard *self, double x, double y)
{
  guint cell;

  end_stroke (self);
  if (self->piece_pressed)
    {
      self->piece_pressed = FALSE;
      release_piece (self, x, y);
    }
  if (draws_elements (self))
    release_element (self, x, y);
  if (self->pressed_on_cell && cell_at (self, x, y, &cell) && cell == self->pressed_cell)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
  else if (self->light_armed && self->editable && self->puzzle && cell_at (self, x, y, &cell)
           && cell == self->pressed_cell)
    toggle_light (self, cell);
  else if (self->reveal_armed && self->editable && self->puzzle && cell_at (self, x, y, &cell)
           && cell == self->pressed_cell)
    reveal_clue (self, cell);
  self->pressed_on_cell = FALSE;
  self->light_armed = FALSE;
  self->reveal_armed = FALSE;
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, WpBoard *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  press_may_activate (self, x, y, state);
  press (self, x, y, state);
}

void
wp_board_click_at (WpBoard *self, double x, double y)
{
  g_return_if_fail (WP_IS_BOARD (self));
  press_may_activate (self, x, y, 0);
  press (self, x, y, 0);
  release (self, x, y);
}

/* The pointer moved to (@x, @y) with the button down. */
static void
drag_to (WpBoard *self, double x, double y)
{
  WpBoardGrid grid;
  guint cell;

  if (draws_elements (self))
    {
      if (element_grid (self, &grid) && wp_element_gesture_motion (self->elements, self->puzzle, &grid, x, y))
        gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (!self->editable || self->line_selected || !cell_at (self, x, y, &cell))
    return;
  if (self->piece_pressed)
    {
      /* Where the piece would go shows as the selection. */
      if (cell != self->cursor)
        wp_board_select_cell (self, cell, FALSE);
      return;
    }
  if (self->stroking)
    {
      if (cell != self->stroke_last)
        paint_to (self, cell);
    }
  else if (!self->painting && !self->drawing_regions && !self->selected[cell])
    wp_board_select_cell (self, cell, TRUE);
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, WpBoard *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    drag_to (self, x + dx, y + dy);
}

void
wp_board_drag (WpBoard *self, const guint *path, guint n, GdkModifierType state)
{
  double x, y, size, px = 0, py = 0;

  g_return_if_fail (WP_IS_BOARD (self));
  if (n == 0 || !geometry (self, &x, &y, &size))
    return;
  for (guint i = 0; i < n; i++)
    {
      px = x + (path[i] % self->puzzle->width + 0.5) * size;
      py = y + (path[i] / self->puzzle->width + 0.5) * size;
      if (i == 0)
        {
          press_may_activate (self, px, py, state);
          press (self, px, py, state);
        }
      else
        drag_to (self, px, py);
    }
  release (self, px, py);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, WpBoard *self)
{
  double x = 0, y = 0;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  release (self, x + dx, y + dy);
}

/* A sequence taken away (a grab, a cancelled touch) is no click; "end"
 * follows. */
static void
on_drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, WpBoard *self)
{
  self->pressed_on_cell = FALSE;
  self->piece_pressed = FALSE;
}

/* --- Setters ----------------------------------------------------------------- */

static void
replace_cells (gpointer *slot, gconstpointer data, gsize size)
{
  g_free (*slot);
  *slot = data ? g_memdup2 (data, size) : NULL;
}

void
wp_board_set_puzzle (WpBoard *self, const WpPuzzle *puzzle)
{
  gboolean same_shape;

  g_return_if_fail (WP_IS_BOARD (self));
  /* A digit still waiting for a second was typed on the grid being
   * replaced (undo from the header bar, New, a value placed from the
   * panel): it is dropped, not entered into another. */
  wp_digits_cancel (self->digits);
  same_shape = self->puzzle && puzzle && self->puzzle->width == puzzle->width &&
               self->puzzle->height == puzzle->height;
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = puzzle ? wp_puzzle_ref (puzzle) : NULL;
  if (!same_shape)
    {
      g_clear_pointer (&self->solution, g_free);
      g_clear_pointer (&self->alternative, g_free);
      g_clear_pointer (&self->different, g_free);
      g_clear_pointer (&self->conflicting, g_free);
      g_clear_pointer (&self->framed, g_free);
      g_clear_pointer (&self->marked_lines, g_free);
      g_clear_pointer (&self->overlay, wp_render_overlay_unref);
      g_clear_pointer (&self->tooltips, g_strfreev);
      gtk_widget_set_has_tooltip (GTK_WIDGET (self), FALSE);
      g_free (self->selected);
      self->selected = g_new0 (guint8, MAX (n_cells (self), 1));
      self->cursor = 0;
      self->scroll_home = TRUE;
      self->line_selected = FALSE;
      self->stroking = FALSE;   /* its cells are gone */
      g_array_set_size (self->stroke, 0);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  else if (self->stroking)
    {
      /* A stroke under way stays on screen until it is released. */
      own_puzzle (self);
      for (guint i = 0; i < self->stroke->len; i++)
        show_painted (self, g_array_index (self->stroke, guint, i));
    }
  if (!same_shape || !wp_pieces_pick_edges (self->puzzle))
    self->edge_side = -1;
  wp_element_gesture_puzzle_changed (self->elements, self->puzzle);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wp_board_set_solution (WpBoard *self, const gint *solution)
{
  replace_cells ((gpointer *) &self->solution, solution, sizeof (gint) * n_cells (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const gint *
wp_board_get_solution (WpBoard *self)
{
  return self->solution;
}

void
wp_board_set_alternative (WpBoard *self, const gint *values)
{
  g_return_if_fail (WP_IS_BOARD (self));
  replace_cells ((gpointer *) &self->alternative, values, sizeof (gint) * n_cells (self));
  self->pressed_on_cell = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const gint *
wp_board_get_alternative (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), NULL);
  return self->alternative;
}

void
wp_board_set_differences (WpBoard *self, const guint8 *different)
{
  replace_cells ((gpointer *) &self->different, different, n_cells (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_is_marked_different (WpBoard *self, guint cell)
{
  return self->different && cell < n_cells (self) && self->different[cell];
}

void
wp_board_set_conflicts (WpBoard *self, const guint8 *conflicting)
{
  replace_cells ((gpointer *) &self->conflicting, conflicting, n_cells (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_is_marked_conflict (WpBoard *self, guint cell)
{
  return self->conflicting && cell < n_cells (self) && self->conflicting[cell];
}

void
wp_board_set_unsatisfiable (WpBoard *self, const guint8 *framed, const guint8 *lines)
{
  g_return_if_fail (WP_IS_BOARD (self));
  replace_cells ((gpointer *) &self->framed, framed, n_cells (self));
  replace_cells ((gpointer *) &self->marked_lines, lines,
                 self->puzzle ? self->puzzle->width + self->puzzle->height : 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wp_board_is_framed (WpBoard *self, guint cell)
{
  return self->framed && cell < n_cells (self) && self->framed[cell];
}

gboolean
wp_board_is_line_marked (WpBoard *self, WpLineKind kind, guint index)
{
  if (self->marked_lines == NULL || self->puzzle == NULL)
    return FALSE;
  if (kind == WP_LINE_ROW)
    return index < self->puzzle->height && self->marked_lines[index];
  return index < self->puzzle->width && self->marked_lines[self->puzzle->height + index];
}

void
wp_board_set_overlay (WpBoard *self, WpRenderOverlay *overlay)
{
  g_return_if_fail (WP_IS_BOARD (self));
  if (overlay)
    wp_render_overlay_ref (overlay);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  self->overlay = overlay;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wp_board_set_tooltips (WpBoard *self, GStrv tooltips)
{
  g_return_if_fail (WP_IS_BOARD (self));
  g_return_if_fail (tooltips == NULL || g_strv_length (tooltips) == n_cells (self));
  g_strfreev (self->tooltips);
  self->tooltips = g_strdupv (tooltips);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), tooltips != NULL);
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  WpBoard *self = WP_BOARD (widget);
  guint cell = self->cursor;

  if (self->tooltips == NULL || (!keyboard && !cell_at (self, x, y, &cell)) || cell >= n_cells (self))
    return FALSE;
  if (self->tooltips[cell][0] == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->tooltips[cell]);
  return TRUE;
}

gboolean
wp_board_get_grid_geometry (WpBoard *self, double *x, double *y, double *cell)
{
  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  return geometry (self, x, y, cell);
}

gboolean
wp_board_get_cell_at (WpBoard *self, double x, double y, guint *cell)
{
  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  return cell_at (self, x, y, cell);
}

gboolean
wp_board_get_cell_rect (WpBoard *self, guint cell, GdkRectangle *rect)
{
  double x, y, size;

  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  if (cell >= n_cells (self) || !geometry (self, &x, &y, &size))
    return FALSE;
  rect->x = (int) (x + (cell % self->puzzle->width) * size);
  rect->y = (int) (y + (cell / self->puzzle->width) * size);
  rect->width = rect->height = (int) size;
  return TRUE;
}

const WpPuzzle *
wp_board_get_puzzle (WpBoard *self)
{
  g_return_val_if_fail (WP_IS_BOARD (self), NULL);
  return self->puzzle;
}

const WpRenderOverlay *
wp_board_get_overlay (WpBoard *self)
{
  return self->overlay;
}

void
wp_board_set_editable (WpBoard *self, gboolean editable)
{
  self->editable = editable;
  gtk_widget_set_focusable (GTK_WIDGET (self), editable);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* --- Class ------------------------------------------------------------------- */

/* A popover offered on a cell (see wp-place-offer.h) is the board's child:
 * it follows the board and goes with it. */
static void
wp_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_present (GTK_POPOVER (child));
}

static void
wp_board_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (wp_board_parent_class)->dispose (object);
}

static void
wp_board_finalize (GObject *object)
{
  WpBoard *self = WP_BOARD (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_free (self->solution);
  g_free (self->alternative);
  g_free (self->different);
  g_free (self->conflicting);
  g_free (self->framed);
  g_free (self->marked_lines);
  g_free (self->selected);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  g_strfreev (self->tooltips);
  g_array_unref (self->stroke);
  wp_digits_free (self->digits);
  wp_element_gesture_free (self->elements);
  G_OBJECT_CLASS (wp_board_parent_class)->finalize (object);
}

/* --- Gestures into edits ---------------------------------------------------------- */

/* The four gesture signals' own handlers: the tool of the gesture makes
 * it one edit, and ::edit carries it to whoever keeps the document. */
static void
emit_edit (WpBoard *self, const WpBoardTool *tool, const WpGesture *gesture)
{
  g_autoptr (WpEdit) edit = tool->make_edit (gesture);

  g_signal_emit (self, signals[EDIT], 0, edit);
}

static void
real_set_value (WpBoard *self, gint value)
{
  g_autoptr (GArray) cells = wp_board_get_selection (self);

  emit_edit (self, &wp_tool_cell_values, &(WpGesture) { .cells = cells, .value = value });
}

static void
real_set_line_clue (WpBoard *self, guint kind, guint index, const char *text)
{
  emit_edit (self, &wp_tool_line_clues,
             &(WpGesture) { .line_kind = (WpLineKind) kind, .line = index, .text = text });
}

static void
real_paint (WpBoard *self, GArray *cells, gint value)
{
  emit_edit (self, &wp_tool_paint, &(WpGesture) { .cells = cells, .value = value, .shown = self->puzzle });
}

static void
real_assign_region (WpBoard *self, GArray *cells, guint region)
{
  emit_edit (self, &wp_tool_regions, &(WpGesture) { .cells = cells, .value = (gint) region });
}

static void
wp_board_class_init (WpBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wp_board_dispose;
  object_class->finalize = wp_board_finalize;
  widget_class->snapshot = wp_board_snapshot;
  widget_class->measure = wp_board_measure;
  widget_class->get_request_mode = wp_board_get_request_mode;
  widget_class->size_allocate = wp_board_size_allocate;

  /**
   * WpBoard::set-value:
   * @value: the value typed, or WP_CELL_EMPTY to clear
   *
   * The setter typed a value for the selected cells.
   */
  signals[SET_VALUE] = g_signal_new_class_handler ("set-value", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                   G_CALLBACK (real_set_value), NULL, NULL, NULL,
                                                   G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * WpBoard::cell-activated:
   * @cell: the cell clicked
   *
   * A cell was clicked (pressed and released on it, no Ctrl or Shift) on
   * a board that is not editable, or on one with an alternative laid over
   * it (wp_board_set_alternative()), where the click selects it too.
   */
  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * WpBoard::set-line-clue:
   * @kind: a #WpLineKind
   * @index: the row or column
   * @text: the clue as typed ("12", "" for unknown); the board has checked
   *   that the genre accepts it
   *
   * The setter typed a row or column clue.
   */
  signals[SET_LINE_CLUE] = g_signal_new_class_handler ("set-line-clue", G_TYPE_FROM_CLASS (klass),
                                                       G_SIGNAL_RUN_LAST, G_CALLBACK (real_set_line_clue),
                                                       NULL, NULL, NULL, G_TYPE_NONE, 3,
                                                       G_TYPE_UINT, G_TYPE_UINT, G_TYPE_STRING);
  /**
   * WpBoard::paint:
   * @cells: (element-type guint): the cells the stroke changed, each once
   * @value: what they show now: 1 filled, 0 empty
   *
   * A painting stroke ended (see wp_board_set_painting()).
   */
  signals[PAINT] = g_signal_new_class_handler ("paint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               G_CALLBACK (real_paint), NULL, NULL, NULL, G_TYPE_NONE, 2,
                                               G_TYPE_ARRAY | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_INT);
  /**
   * WpBoard::assign-region:
   * @cells: (element-type guint): the cells the stroke moved, each once
   * @region: the region they are in now (0-based)
   *
   * A stroke drawing regions ended (see wp_board_set_drawing_regions()).
   */
  signals[ASSIGN_REGION] = g_signal_new_class_handler ("assign-region", G_TYPE_FROM_CLASS (klass),
                                                       G_SIGNAL_RUN_LAST, G_CALLBACK (real_assign_region),
                                                       NULL, NULL, NULL, G_TYPE_NONE, 2,
                                                       G_TYPE_ARRAY | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_UINT);
  /**
   * WpBoard::edit:
   * @edit: (type WpEdit): the gesture as one edit, made by its tool
   *   (wp-board-tools.h)
   *
   * A gesture is complete: a value typed, a clue typed, a stroke ended.
   * The four gesture signals above say what happened; their own handlers
   * turn it into this one, which the window applies to the document.
   */
  signals[EDIT] = g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, WP_TYPE_EDIT | G_SIGNAL_TYPE_STATIC_SCOPE);
  gtk_widget_class_install_action (widget_class, "board.pick-edge", "(uui)", pick_edge_activated);
  gtk_widget_class_set_css_name (widget_class, "wellposed-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
wp_board_init (WpBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();

  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);

  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  /* A digit typed just before the setter moves elsewhere is entered. */
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (flush_digits), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));
  self->edge_side = -1;
  self->selected = g_new0 (guint8, 1);
  self->stroke = g_array_new (FALSE, FALSE, sizeof (guint));
  self->digits = wp_digits_new (on_digits_commit, self);
  self->elements = wp_element_gesture_new ();

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
wp_board_new (void)
{
  return g_object_new (WP_TYPE_BOARD, NULL);
}
