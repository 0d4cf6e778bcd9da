/* wp-board-elements.c — drawing elements on the board (see wp-board-elements.h) */
#include "app/wp-board-elements.h"

#include <glib/gi18n.h>
#include <gdk/gdkkeysyms.h>
#include <math.h>
#include <string.h>

typedef struct {
  const char *name;      /* the tool, as win.element-tool names it */
  const char *kind_id;   /* the element kind it draws */
  gint        value;     /* X 10, V 5; else WP_ELEMENT_NO_VALUE */
  const char *hint;      /* N_() one line under the board */
} ToolInfo;

static const ToolInfo tools[] = {
  { "cage", "cage", WP_ELEMENT_NO_VALUE, N_("Drag for a cage, then type its sum; click one to select it") },
  { "thermometer", "thermometer", WP_ELEMENT_NO_VALUE, N_("Drag from the bulb; click a thermometer to select it") },
  { "arrow", "arrow", WP_ELEMENT_NO_VALUE, N_("Drag from the circle (Shift first: a two-cell circle)") },
  { "difference-dot", "difference-dot", WP_ELEMENT_NO_VALUE, N_("Click an edge for a white dot, again to remove it") },
  { "ratio-dot", "ratio-dot", WP_ELEMENT_NO_VALUE, N_("Click an edge for a black dot, again to remove it") },
  { "x", "xv", 10, N_("Click an edge for an X, again to remove it") },
  { "v", "xv", 5, N_("Click an edge for a V, again to remove it") },
  { "extra-region", "extra-region", WP_ELEMENT_NO_VALUE, N_("Drag for an extra region; click one to select it") },
};

/* A press counts as a click on an edge while the pointer stays this close
 * (in cells) to where it went down; an edge is hit within this distance. */
#define CLICK_SLOP 0.3
#define EDGE_REACH 0.3
/* A path enters a cell only near its centre, so a diagonal drag through a
 * corner does not pick up a side neighbour on the way. */
#define PATH_REACH 0.4

struct _WpElementGesture {
  const ToolInfo      *tool;      /* NULL: the Digits tool */
  const WpElementKind *kind;
  GArray              *path;      /* of guint: the cells of the drag under way */
  gboolean             pressed;
  gboolean             moved;     /* the drag left its first cell */
  gboolean             two_cell_head;
  double               press_x, press_y;
  gint                 selected;  /* index of the selected element, or -1 */
  WpElement           *selected_element;   /* a copy, followed across snapshots */
  gboolean             fresh;     /* the next digit starts the sum over */
  WpElement           *added;     /* emitted, not yet seen in a snapshot */
};

WpElementGesture *
wp_element_gesture_new (void)
{
  WpElementGesture *gesture = g_new0 (WpElementGesture, 1);

  gesture->path = g_array_new (FALSE, FALSE, sizeof (guint));
  gesture->selected = -1;
  return gesture;
}

void
wp_element_gesture_free (WpElementGesture *gesture)
{
  if (gesture == NULL)
    return;
  g_array_unref (gesture->path);
  wp_element_free (gesture->selected_element);
  wp_element_free (gesture->added);
  g_free (gesture);
}

static void
deselect (WpElementGesture *gesture)
{
  gesture->selected = -1;
  g_clear_pointer (&gesture->selected_element, wp_element_free);
}

static void
select_element (WpElementGesture *gesture, const WpPuzzle *puzzle, gint index)
{
  deselect (gesture);
  gesture->selected = index;
  gesture->selected_element = wp_element_copy (g_ptr_array_index (puzzle->elements, index));
  gesture->fresh = TRUE;
}

gboolean
wp_element_gesture_set_tool (WpElementGesture *gesture, const WpGenre *genre, const char *tool)
{
  gesture->tool = NULL;
  gesture->kind = NULL;
  gesture->pressed = FALSE;
  g_array_set_size (gesture->path, 0);
  deselect (gesture);
  if (tool == NULL || g_str_equal (tool, "digits"))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (g_str_equal (tool, tools[i].name))
      {
        gesture->kind = genre ? wp_element_kind_lookup (genre, tools[i].kind_id) : NULL;
        gesture->tool = gesture->kind ? &tools[i] : NULL;
      }
  return gesture->tool != NULL;
}

const char *
wp_element_tool_kind (const char *tool)
{
  for (guint i = 0; tool && i < G_N_ELEMENTS (tools); i++)
    if (g_str_equal (tool, tools[i].name))
      return tools[i].kind_id;
  return NULL;
}

gboolean
wp_element_gesture_is_active (WpElementGesture *gesture)
{
  return gesture->tool != NULL;
}

const char *
wp_element_gesture_get_tool (WpElementGesture *gesture)
{
  return gesture->tool ? gesture->tool->name : "digits";
}

char *
wp_element_gesture_describe (WpElementGesture *gesture)
{
  return gesture->tool ? g_strdup (_(gesture->tool->hint)) : NULL;
}

gint
wp_element_gesture_get_selected (WpElementGesture *gesture)
{
  return gesture->selected;
}

/* --- Geometry ---------------------------------------------------------------- */

static gboolean
on_edges (const WpElementKind *kind)
{
  return kind->shape == WP_ELEMENT_SHAPE_WHITE_DOT || kind->shape == WP_ELEMENT_SHAPE_BLACK_DOT ||
         kind->shape == WP_ELEMENT_SHAPE_EDGE_TEXT;
}

/* Thermometers and arrows are drawn in order; cages and regions are sets. */
static gboolean
is_path (const WpElementKind *kind)
{
  return kind->shape == WP_ELEMENT_SHAPE_THERMOMETER || kind->shape == WP_ELEMENT_SHAPE_ARROW;
}

/* The cell under (@px, @py); with @reach > 0, only that close (in cells)
 * to its centre. */
static gboolean
cell_at (const WpPuzzle *puzzle, const WpBoardGrid *grid, double px, double py, double reach, guint *cell)
{
  double fx = (px - grid->x) / grid->size, fy = (py - grid->y) / grid->size;
  int col = (int) floor (fx), row = (int) floor (fy);

  if (col < 0 || row < 0 || col >= (int) puzzle->width || row >= (int) puzzle->height)
    return FALSE;
  if (reach > 0 && hypot (fx - col - 0.5, fy - row - 0.5) > reach)
    return FALSE;
  *cell = (guint) row * puzzle->width + (guint) col;
  return TRUE;
}

/* The two cells either side of the edge nearest (@px, @py), when it is
 * within EDGE_REACH and both cells are in the grid. */
static gboolean
edge_at (const WpPuzzle *puzzle, const WpBoardGrid *grid, double px, double py, guint *a, guint *b)
{
  double fx = (px - grid->x) / grid->size, fy = (py - grid->y) / grid->size;
  int col = (int) floor (fx), row = (int) floor (fy);
  double dx, dy;
  int col2, row2;

  if (col < 0 || row < 0 || col >= (int) puzzle->width || row >= (int) puzzle->height)
    return FALSE;
  dx = fx - col - 0.5;
  dy = fy - row - 0.5;
  if (0.5 - MAX (fabs (dx), fabs (dy)) > EDGE_REACH)
    return FALSE;
  col2 = col + (fabs (dx) >= fabs (dy) ? (dx < 0 ? -1 : 1) : 0);
  row2 = row + (fabs (dx) >= fabs (dy) ? 0 : (dy < 0 ? -1 : 1));
  if (col2 < 0 || row2 < 0 || col2 >= (int) puzzle->width || row2 >= (int) puzzle->height)
    return FALSE;
  *a = MIN ((guint) row * puzzle->width + (guint) col, (guint) row2 * puzzle->width + (guint) col2);
  *b = MAX ((guint) row * puzzle->width + (guint) col, (guint) row2 * puzzle->width + (guint) col2);
  return TRUE;
}

static gboolean
path_fits (GArray *path, guint n_cells)
{
  for (guint i = 0; i < path->len; i++)
    if (g_array_index (path, guint, i) >= n_cells)
      return FALSE;
  return TRUE;
}

static gboolean
path_has (GArray *path, guint cell)
{
  for (guint i = 0; i < path->len; i++)
    if (g_array_index (path, guint, i) == cell)
      return TRUE;
  return FALSE;
}

static gboolean
element_has (const WpElement *element, guint cell)
{
  for (guint i = 0; i < element->cells->len; i++)
    if (wp_element_cell (element, i) == cell)
      return TRUE;
  return FALSE;
}

/* A path steps back by returning to the cell before its last; a cell it
 * already passed is not taken twice. */
static void
add_cell (WpElementGesture *gesture, guint cell)
{
  GArray *path = gesture->path;

  if (is_path (gesture->kind) && path->len >= 2 && g_array_index (path, guint, path->len - 2) == cell)
    g_array_set_size (path, path->len - 1);
  else if (!path_has (path, cell))
    g_array_append_val (path, cell);
}

/* Every cell on the way from the last one to @cell: the pointer jumps
 * several cells between two motion events on a quick drag. */
static void
extend_to (WpElementGesture *gesture, const WpPuzzle *puzzle, guint cell)
{
  int w = (int) puzzle->width;
  guint last = g_array_index (gesture->path, guint, gesture->path->len - 1);
  int r0 = (int) last / w, c0 = (int) last % w, r1 = (int) cell / w, c1 = (int) cell % w;
  int steps = MAX (ABS (r1 - r0), ABS (c1 - c0));

  for (int i = 1; i <= steps; i++)
    {
      int row = r0 + (int) floor ((double) (r1 - r0) * i / steps + 0.5);
      int col = c0 + (int) floor ((double) (c1 - c0) * i / steps + 0.5);

      add_cell (gesture, (guint) (row * w + col));
    }
}

/* --- The pointer ------------------------------------------------------------- */

void
wp_element_gesture_press (WpElementGesture *gesture, const WpPuzzle *puzzle, const WpBoardGrid *grid,
                          double px, double py, gboolean shift)
{
  guint cell;

  if (gesture->tool == NULL)
    return;
  gesture->pressed = TRUE;
  gesture->moved = FALSE;
  gesture->press_x = px;
  gesture->press_y = py;
  gesture->two_cell_head = shift && gesture->kind->shape == WP_ELEMENT_SHAPE_ARROW;
  g_array_set_size (gesture->path, 0);
  if (!on_edges (gesture->kind) && cell_at (puzzle, grid, px, py, 0, &cell))
    g_array_append_val (gesture->path, cell);
}

gboolean
wp_element_gesture_motion (WpElementGesture *gesture, const WpPuzzle *puzzle, const WpBoardGrid *grid,
                           double px, double py)
{
  guint cell, before;

  if (!gesture->pressed || gesture->path->len == 0 ||
      !cell_at (puzzle, grid, px, py, is_path (gesture->kind) ? PATH_REACH : 0, &cell))
    return FALSE;
  before = g_array_index (gesture->path, guint, gesture->path->len - 1);
  if (cell == before)
    return FALSE;
  extend_to (gesture, puzzle, cell);
  gesture->moved = TRUE;
  return TRUE;
}

static gint
compare_cells (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The element the drag drew: a path in the order drawn, a cage or a
 * region in reading order (its first cell, top left, carries the sum). */
static WpElement *
drawn_element (WpElementGesture *gesture)
{
  WpElement *element = wp_element_new (gesture->kind);

  g_array_append_vals (element->cells, gesture->path->data, gesture->path->len);
  if (!is_path (gesture->kind))
    g_array_sort (element->cells, compare_cells);
  if (gesture->kind->shape == WP_ELEMENT_SHAPE_ARROW)
    element->n_head = gesture->two_cell_head ? 2 : 1;
  element->value = gesture->tool->value;
  return element;
}

/* The topmost element of the tool's kind through @cell is selected;
 * a click elsewhere leaves the selection. */
static void
select_at (WpElementGesture *gesture, const WpPuzzle *puzzle, guint cell)
{
  for (guint i = puzzle->elements->len; i-- > 0;)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->kind == gesture->kind && element_has (element, cell))
        {
          select_element (gesture, puzzle, (gint) i);
          return;
        }
    }
  deselect (gesture);
}

/* A mark of the same family already on the edge goes (the same one) or
 * becomes this one (white for black, V for X); else one is added. */
static WpEdit *
click_edge (WpElementGesture *gesture, const WpPuzzle *puzzle, guint a, guint b)
{
  g_autoptr (WpElement) mark = wp_element_new (gesture->kind);

  wp_element_add_cell (mark, a);
  wp_element_add_cell (mark, b);
  mark->value = gesture->tool->value;
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *other = g_ptr_array_index (puzzle->elements, i);

      if (g_strcmp0 (other->kind->family, gesture->kind->family) != 0 || other->cells->len != 2 ||
          !element_has (other, a) || !element_has (other, b))
        continue;
      if (other->kind == mark->kind && other->value == mark->value)
        return wp_edit_new_remove_element (i);
      return wp_edit_new_change_element (i, mark);
    }
  return wp_edit_new_add_element (mark);
}

WpEdit *
wp_element_gesture_release (WpElementGesture *gesture, const WpPuzzle *puzzle, const WpBoardGrid *grid,
                            double px, double py)
{
  WpEdit *edit = NULL;
  guint a, b;

  if (!gesture->pressed)
    return NULL;
  gesture->pressed = FALSE;
  if (on_edges (gesture->kind))
    {
      if (hypot (px - gesture->press_x, py - gesture->press_y) <= CLICK_SLOP * grid->size &&
          edge_at (puzzle, grid, gesture->press_x, gesture->press_y, &a, &b))
        edit = click_edge (gesture, puzzle, a, b);
    }
  else if (gesture->moved && gesture->path->len > 0)
    {
      g_autoptr (WpElement) element = drawn_element (gesture);

      wp_element_free (gesture->added);
      gesture->added = wp_element_copy (element);
      edit = wp_edit_new_add_element (element);
    }
  else if (gesture->path->len == 1)
    select_at (gesture, puzzle, g_array_index (gesture->path, guint, 0));
  g_array_set_size (gesture->path, 0);
  return edit;
}

/* --- Keys -------------------------------------------------------------------- */

static gint
digit_of (guint keyval)
{
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (gint) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (gint) (keyval - GDK_KEY_KP_0);
  return -1;
}

/* The largest sum a cage's different digits can make: its n cells
 * holding the n highest digits of the grid. */
static gint
largest_sum (const WpPuzzle *puzzle, const WpElement *cage)
{
  gint n = (gint) cage->cells->len, size = (gint) MAX (puzzle->width, puzzle->height);

  return n * size - n * (n - 1) / 2;
}

/* A digit extends the sum ("1" then "7" makes 17) while the cage can
 * still reach it, else starts it over, the way a line clue is typed;
 * right after the cage was drawn or selected it always starts over. */
static gint
typed_sum (WpElementGesture *gesture, const WpPuzzle *puzzle, const WpElement *cage, gint digit)
{
  gint most = largest_sum (puzzle, cage);

  if (!gesture->fresh && cage->value != WP_ELEMENT_NO_VALUE && cage->value * 10 + digit <= most)
    return cage->value * 10 + digit;
  return digit >= 1 && digit <= most ? digit : WP_ELEMENT_NO_VALUE;
}

static WpEdit *
change_value (WpElementGesture *gesture, const WpElement *element, gint value)
{
  g_autoptr (WpElement) changed = wp_element_copy (element);

  changed->value = value;
  gesture->fresh = FALSE;
  return wp_edit_new_change_element ((guint) gesture->selected, changed);
}

static WpEdit *
remove_selected (WpElementGesture *gesture)
{
  guint index = (guint) gesture->selected;

  deselect (gesture);
  return wp_edit_new_remove_element (index);
}

WpEdit *
wp_element_gesture_key (WpElementGesture *gesture, const WpPuzzle *puzzle, guint keyval, gboolean *handled)
{
  const WpElement *element;
  gboolean is_cage;
  gint digit = digit_of (keyval);

  *handled = FALSE;
  if (gesture->tool == NULL || gesture->selected < 0 || (guint) gesture->selected >= puzzle->elements->len)
    return NULL;
  element = g_ptr_array_index (puzzle->elements, gesture->selected);
  is_cage = element->kind->shape == WP_ELEMENT_SHAPE_CAGE;
  *handled = TRUE;
  switch (keyval)
    {
    case GDK_KEY_Escape: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      deselect (gesture);
      return NULL;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete:
      return remove_selected (gesture);
    case GDK_KEY_BackSpace:
      /* A sum loses its last digit; with nothing left to take, the element goes. */
      if (is_cage && element->value != WP_ELEMENT_NO_VALUE)
        return change_value (gesture, element, element->value >= 10 ? element->value / 10 : WP_ELEMENT_NO_VALUE);
      return remove_selected (gesture);
    default:
      break;
    }
  if (is_cage && digit >= 0)
    {
      gint sum = typed_sum (gesture, puzzle, element, digit);

      if (sum == WP_ELEMENT_NO_VALUE)
        return NULL;
      return change_value (gesture, element, sum);
    }
  *handled = FALSE;
  return NULL;
}

/* --- Following the snapshots -------------------------------------------------------- */

/* The same element, whatever its value (a sum typed, undone). */
static gboolean
same_shape (const WpElement *a, const WpElement *b)
{
  return a->kind == b->kind && a->n_head == b->n_head && a->cells->len == b->cells->len &&
         memcmp (a->cells->data, b->cells->data, sizeof (guint) * a->cells->len) == 0;
}

static gint
find_shape (const WpPuzzle *puzzle, const WpElement *element, gint preferred)
{
  if (preferred >= 0 && (guint) preferred < puzzle->elements->len &&
      same_shape (g_ptr_array_index (puzzle->elements, preferred), element))
    return preferred;
  for (guint i = puzzle->elements->len; i-- > 0;)
    if (same_shape (g_ptr_array_index (puzzle->elements, i), element))
      return (gint) i;
  return -1;
}

void
wp_element_gesture_puzzle_changed (WpElementGesture *gesture, const WpPuzzle *puzzle)
{
  guint n = puzzle ? puzzle->elements->len : 0;
  gint found;

  /* A drag under way belongs to the grid it started on. */
  if (gesture->pressed && (puzzle == NULL || !path_fits (gesture->path, wp_puzzle_n_cells (puzzle))))
    {
      gesture->pressed = FALSE;
      g_array_set_size (gesture->path, 0);
    }

  if (gesture->added)
    {
      gboolean arrived = n > 0 && wp_element_equal (g_ptr_array_index (puzzle->elements, n - 1), gesture->added);

      g_clear_pointer (&gesture->added, wp_element_free);
      if (arrived)
        {
          /* Typed digits go to the cage just drawn. */
          select_element (gesture, puzzle, (gint) n - 1);
          return;
        }
    }
  if (gesture->selected < 0)
    return;
  found = puzzle ? find_shape (puzzle, gesture->selected_element, gesture->selected) : -1;
  if (found < 0)
    {
      deselect (gesture);
      return;
    }
  gesture->selected = found;
  wp_element_free (gesture->selected_element);
  gesture->selected_element = wp_element_copy (g_ptr_array_index (puzzle->elements, found));
}

/* --- Drawing ---------------------------------------------------------------------- */

static void
cell_centre (const WpPuzzle *puzzle, const WpBoardGrid *grid, guint cell, double *cx, double *cy)
{
  *cx = grid->x + (cell % puzzle->width + 0.5) * grid->size;
  *cy = grid->y + (cell / puzzle->width + 0.5) * grid->size;
}

static void
set_colour (cairo_t *cr, const WpColor *colour, double alpha)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha * alpha);
}

/* The cells tinted, and a line around the set of them (each side whose
 * neighbour is not in it). */
static void
draw_area (cairo_t *cr, const WpPuzzle *puzzle, const WpBoardGrid *grid, const guint *cells, guint n,
           const WpPalette *palette)
{
  static const int sides[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  int w = (int) puzzle->width, h = (int) puzzle->height;
  g_autofree guint8 *in = g_new0 (guint8, wp_puzzle_n_cells (puzzle));

  for (guint i = 0; i < n; i++)
    in[cells[i]] = TRUE;
  set_colour (cr, &palette->selection, 0.18);
  for (guint i = 0; i < n; i++)
    cairo_rectangle (cr, grid->x + (cells[i] % w) * grid->size, grid->y + (cells[i] / w) * grid->size,
                     grid->size, grid->size);
  cairo_fill (cr);
  set_colour (cr, &palette->selection, 1);
  cairo_set_line_width (cr, MAX (2, grid->size * 0.06));
  for (guint i = 0; i < n; i++)
    for (guint s = 0; s < 4; s++)
      {
        int col = (int) cells[i] % w, row = (int) cells[i] / w;
        int c2 = col + sides[s][0], r2 = row + sides[s][1];
        double x0 = grid->x + col * grid->size, y0 = grid->y + row * grid->size;

        if (c2 >= 0 && r2 >= 0 && c2 < w && r2 < h && in[r2 * w + c2])
          continue;
        cairo_move_to (cr, x0 + (s == 1) * grid->size, y0 + (s == 2) * grid->size);
        cairo_line_to (cr, x0 + (s != 3) * grid->size, y0 + (s != 0) * grid->size);
      }
  cairo_stroke (cr);
}

/* A path as a thick line through the cell centres, its head (a bulb, a
 * circle of one or two cells) ringed. */
static void
draw_path (cairo_t *cr, const WpPuzzle *puzzle, const WpBoardGrid *grid, const guint *cells, guint n,
           guint n_head, const WpPalette *palette)
{
  double cx, cy;

  set_colour (cr, &palette->selection, 0.55);
  cairo_set_line_width (cr, grid->size * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < n; i++)
    {
      cell_centre (puzzle, grid, cells[i], &cx, &cy);
      cairo_line_to (cr, cx, cy);
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, MAX (2, grid->size * 0.06));
  for (guint i = 0; i < MIN (MAX (n_head, 1), n); i++)
    {
      cell_centre (puzzle, grid, cells[i], &cx, &cy);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, grid->size * 0.36, 0, 2 * G_PI);
    }
  cairo_stroke (cr);
}

void
wp_element_gesture_draw (WpElementGesture *gesture, cairo_t *cr, const WpPuzzle *puzzle,
                         const WpBoardGrid *grid, const WpPalette *palette)
{
  const guint *path = (const guint *) (gpointer) gesture->path->data;

  if (gesture->tool == NULL || puzzle == NULL)
    return;
  cairo_save (cr);
  if (gesture->selected >= 0 && (guint) gesture->selected < puzzle->elements->len)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, gesture->selected);

      draw_area (cr, puzzle, grid, (const guint *) (gpointer) element->cells->data, element->cells->len,
                 palette);
    }
  if (gesture->pressed && gesture->path->len > 0)
    {
      if (is_path (gesture->kind))
        draw_path (cr, puzzle, grid, path, gesture->path->len, gesture->two_cell_head ? 2 : 1, palette);
      else
        draw_area (cr, puzzle, grid, path, gesture->path->len, palette);
    }
  cairo_restore (cr);
}
