/* wp-board.c — the grid widget (see wp-board.h) */
#include "app/wp-board.h"
#include "core/wp-genre.h"
#include "render/wp-render.h"

#include <adwaita.h>
#include <string.h>

/* Room around the grid so the thick outer frame is not clipped. */
#define MARGIN 4.0

struct _WpBoard {
  GtkWidget  parent_instance;

  WpPuzzle  *puzzle;
  gint      *solution;
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
};

G_DEFINE_FINAL_TYPE (WpBoard, wp_board, GTK_TYPE_WIDGET)

enum { SET_VALUE, CELL_ACTIVATED, SET_LINE_CLUE, PAINT, N_SIGNALS };
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

/* The grid's top-left corner and cell size; the line clues sit around it
 * inside the widget. */
static gboolean
geometry (WpBoard *self, double *x, double *y, double *cell)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * MARGIN;
  WpRenderMargins margins;
  double cells_w, cells_h;

  if (self->puzzle == NULL || width <= 0 || height <= 0)
    return FALSE;
  get_margins (self, &margins);
  cells_w = self->puzzle->width + margins.left + margins.right;
  cells_h = self->puzzle->height + margins.top + margins.bottom;
  /* Whole device pixels per cell keep the lines crisp. */
  *cell = floor (MIN (width / cells_w, height / cells_h));
  *x = floor ((gtk_widget_get_width (GTK_WIDGET (self)) - *cell * cells_w) / 2 + margins.left * *cell);
  *y = floor ((gtk_widget_get_height (GTK_WIDGET (self)) - *cell * cells_h) / 2 + margins.top * *cell);
  return *cell >= 4;
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

static void
wp_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  WpBoard *self = WP_BOARD (widget);
  g_autofree guint8 *flags = NULL;
  WpRenderLayout layout = { 0 };
  double x, y, cell;
  cairo_t *cr;

  if (!geometry (self, &x, &y, &cell))
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
  layout.flags = flags;
  layout.overlay = self->overlay;
  layout.mark_unknown_clues = self->editable;
  layout.marked_lines = self->marked_lines;
  if (self->line_selected && self->editable)
    {
      layout.selected_line_kind = self->line_kind;
      layout.selected_line = self->line_index + 1;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                              gtk_widget_get_height (widget)));
  wp_render_puzzle (cr, self->puzzle, &layout);
  if (self->painting)
    draw_paint_cursor (self, cr, x, y, cell, layout.palette);
  cairo_destroy (cr);
}

/* Two thumbnails and their spacing fit the side panel (360 px, 12 px
 * margins and spacing). */
#define THUMBNAIL_MAX_MINIMUM 150

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
      cells_w = self->puzzle->width + margins.left + margins.right;
      cells_h = self->puzzle->height + margins.top + margins.bottom;
    }
  cells = MAX (cells_w, cells_h);

  /* Comfortable cells for Sudoku-sized grids; a 100×100 nonogram with its
   * clues must still fit a laptop screen, so big grids settle for less. */
  *minimum = (int) (cells * (self->editable ? CLAMP (400 / cells, 4, 24) : 10) + 2 * MARGIN);
  *natural = (int) (cells * (self->editable ? 56 : 16) + 2 * MARGIN);
  /* A small grid's alternatives must still be readable side by side, and
   * two of a large grid's must fit the side panel's fixed width rather than
   * widen it (and the window): a 30×30 nonogram's asked for 660 px. */
  if (!self->editable)
    {
      *minimum = MIN (*minimum, THUMBNAIL_MAX_MINIMUM);
      *natural = MAX (*natural, 150);
    }
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
  if (!extend)
    clear_selection (self);
  self->line_selected = FALSE;
  self->selected[cell] = TRUE;
  self->cursor = cell;
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
  if (self->painting || self->puzzle == NULL || self->puzzle->genre->line_clues == NULL ||
      index >= (kind == WP_LINE_ROW ? self->puzzle->height : self->puzzle->width))
    return;
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

  if (self->puzzle->genre->line_clues == NULL || extend || self->painting)
    return FALSE;
  after = self->puzzle->genre->line_clues_after;
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

/* --- Typing line clues -------------------------------------------------------- */

static char *
current_line_text (WpBoard *self)
{
  g_auto (GStrv) clues = self->puzzle->genre->line_clues (self->puzzle, self->line_kind, self->line_index);

  return g_strjoinv (" ", clues);
}

static gboolean
line_text_fits (WpBoard *self, const char *text)
{
  g_autoptr (WpPuzzle) scratch = wp_puzzle_copy (self->puzzle);

  return self->puzzle->genre->set_line_clues (scratch, self->line_kind, self->line_index, text, NULL);
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

/* The arrow that points from a clue back into the grid: Left from sums
 * right of the rows, Up from sums below the columns (and the other way for
 * clues before the grid). */
static guint
arrow_into_grid (WpBoard *self)
{
  gboolean after = self->puzzle->genre->line_clues_after;

  if (self->line_kind == WP_LINE_ROW)
    return after ? GDK_KEY_Left : GDK_KEY_Right;
  return after ? GDK_KEY_Up : GDK_KEY_Down;
}

/* The cell of the line next to its clue. */
static guint
cell_beside_clue (WpBoard *self)
{
  guint w = self->puzzle->width, h = self->puzzle->height;
  gboolean after = self->puzzle->genre->line_clues_after;

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

static void
show_painted (WpBoard *self, guint cell)
{
  self->puzzle->cells[cell] = self->stroke_value == 1 ? 1 : WP_CELL_EMPTY;
}

/* Gives @cell the stroke's value on screen at once.  A cell that already
 * shows it changes nothing, so the stroke lists each cell once. */
static void
paint_cell (WpBoard *self, guint cell)
{
  if (shows_filled (self, cell) == (self->stroke_value == 1))
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

static void
begin_stroke (WpBoard *self, guint cell, gint value)
{
  self->stroking = TRUE;
  self->stroke_value = value;
  self->stroke_last = cell;
  g_array_set_size (self->stroke, 0);
  paint_cell (self, cell);
  wp_board_select_cell (self, cell, FALSE);
}

/* The whole stroke is one ::paint, so the window makes it one undo step. */
static void
end_stroke (WpBoard *self)
{
  if (!self->stroking)
    return;
  self->stroking = FALSE;
  if (self->stroke->len > 0)
    g_signal_emit (self, signals[PAINT], 0, self->stroke, self->stroke_value);
}

void
wp_board_paint_stroke (WpBoard *self, const guint *path, guint n)
{
  g_return_if_fail (WP_IS_BOARD (self));
  if (!self->painting || self->stroking || n == 0 || path[0] >= n_cells (self))
    return;
  begin_stroke (self, path[0], opposite_of (self, path[0]));
  for (guint i = 1; i < n; i++)
    if (path[i] < n_cells (self))
      paint_to (self, path[i]);
  end_stroke (self);
}

/* Space or Return toggles the cursor's cell; a key that fills (1, #) or
 * clears (0, ., Delete) says which.  Each press is a stroke of one cell. */
static gboolean
press_paint_key (WpBoard *self, guint keyval)
{
  gint value;

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
  begin_stroke (self, cell, opposite_of (self, cell));
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

gboolean
wp_board_press_key (WpBoard *self, guint keyval, GdkModifierType state)
{
  gint value;

  g_return_val_if_fail (WP_IS_BOARD (self), FALSE);
  if (!self->editable || self->puzzle == NULL)
    return FALSE;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;   /* leave accelerators to the window */
  if (self->line_selected)
    return press_line_key (self, keyval);
  if (move_cursor (self, keyval, (state & GDK_SHIFT_MASK) != 0 && !self->painting))
    return TRUE;
  if (self->painting)
    return press_paint_key (self, keyval);
  value = wp_board_value_for_key (self, keyval);
  if (value == -2)
    return FALSE;
  g_signal_emit (self, signals[SET_VALUE], 0, value);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, WpBoard *self)
{
  return wp_board_press_key (self, keyval, state);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, WpBoard *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  WpLineKind kind;
  guint cell, index;

  if (self->editable && self->painting)
    {
      press_paint (self, x, y);
      return;
    }
  if (self->editable && line_at (self, x, y, &kind, &index))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self));
      wp_board_select_line (self, kind, index);
      return;
    }
  if (!cell_at (self, x, y, &cell))
    return;
  if (!self->editable)
    {
      g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if ((state & GDK_CONTROL_MASK) && self->selected[cell])
    {
      self->selected[cell] = FALSE;   /* Ctrl-click toggles */
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  wp_board_select_cell (self, cell, (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) != 0);
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, WpBoard *self)
{
  double x, y;
  guint cell;

  if (!self->editable || self->line_selected || !gtk_gesture_drag_get_start_point (gesture, &x, &y) ||
      !cell_at (self, x + dx, y + dy, &cell))
    return;
  if (self->stroking)
    {
      if (cell != self->stroke_last)
        paint_to (self, cell);
    }
  else if (!self->painting && !self->selected[cell])
    wp_board_select_cell (self, cell, TRUE);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, WpBoard *self)
{
  end_stroke (self);
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
  same_shape = self->puzzle && puzzle && self->puzzle->width == puzzle->width &&
               self->puzzle->height == puzzle->height;
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = puzzle ? wp_puzzle_copy (puzzle) : NULL;
  if (!same_shape)
    {
      g_clear_pointer (&self->solution, g_free);
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
      self->line_selected = FALSE;
      self->stroking = FALSE;   /* its cells are gone */
      g_array_set_size (self->stroke, 0);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  else if (self->stroking)
    {
      /* A stroke under way stays on screen until it is released. */
      for (guint i = 0; i < self->stroke->len; i++)
        show_painted (self, g_array_index (self->stroke, guint, i));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wp_board_set_solution (WpBoard *self, const gint *solution)
{
  replace_cells ((gpointer *) &self->solution, solution, sizeof (gint) * n_cells (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

static void
wp_board_finalize (GObject *object)
{
  WpBoard *self = WP_BOARD (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_free (self->solution);
  g_free (self->different);
  g_free (self->conflicting);
  g_free (self->framed);
  g_free (self->marked_lines);
  g_free (self->selected);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  g_strfreev (self->tooltips);
  g_array_unref (self->stroke);
  G_OBJECT_CLASS (wp_board_parent_class)->finalize (object);
}

static void
wp_board_class_init (WpBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = wp_board_finalize;
  widget_class->snapshot = wp_board_snapshot;
  widget_class->measure = wp_board_measure;

  /**
   * WpBoard::set-value:
   * @value: the value typed, or WP_CELL_EMPTY to clear
   *
   * The setter typed a value for the selected cells.
   */
  signals[SET_VALUE] = g_signal_new ("set-value", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * WpBoard::cell-activated:
   * @cell: the cell clicked
   *
   * A cell of a board that is not editable was clicked.
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
  signals[SET_LINE_CLUE] = g_signal_new ("set-line-clue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                         G_TYPE_UINT, G_TYPE_UINT, G_TYPE_STRING);
  /**
   * WpBoard::paint:
   * @cells: (element-type guint): the cells the stroke changed, each once
   * @value: what they show now: 1 filled, 0 empty
   *
   * A painting stroke ended (see wp_board_set_painting()).
   */
  signals[PAINT] = g_signal_new ("paint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                 G_TYPE_ARRAY | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_INT);
  gtk_widget_class_set_css_name (widget_class, "wellposed-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
wp_board_init (WpBoard *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  self->selected = g_new0 (guint8, 1);
  self->stroke = g_array_new (FALSE, FALSE, sizeof (guint));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
wp_board_new (void)
{
  return g_object_new (WP_TYPE_BOARD, NULL);
}
