/* wp-board-pieces.c — pieces designed and arranged by hand (see wp-board-pieces.h) */
#include "app/wp-board-pieces.h"
#include "core/wp-genre.h"
#include "render/wp-render.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Marks the board's child that is the picker. */
#define PICKER_KEY "wp-edge-picker"
/* Every picture up to here is offered, and any used beyond it. */
#define OFFERED_PICTURES 16
#define PER_ROW 8
#define SYMBOL_WIDTH 40
#define SYMBOL_HEIGHT 26

gboolean
wp_pieces_pick_edges (const WpPuzzle *puzzle)
{
  const WpCellClueHooks *clues = puzzle ? puzzle->genre->cell_clues : NULL;

  return clues && clues->edges && clues->with_edge;
}

gboolean
wp_pieces_arrange (const WpPuzzle *puzzle)
{
  const WpCellClueHooks *clues = puzzle ? puzzle->genre->cell_clues : NULL;

  return clues && clues->arrange;
}

guint
wp_pieces_side_at (double fx, double fy)
{
  double dx = fx - 0.5, dy = fy - 0.5;

  if (ABS (dy) >= ABS (dx))
    return dy < 0 ? 0 : 2;
  return dx > 0 ? 1 : 3;
}

static gint
edge_of (const WpPuzzle *puzzle, guint cell, guint side)
{
  gint edges[4];

  puzzle->genre->cell_clues->edges (puzzle, cell, WP_CELL_EMPTY, edges);
  return edges[side % 4];
}

WpEdit *
wp_pieces_edge_edit (const WpPuzzle *puzzle, guint cell, guint side, gint edge)
{
  g_autofree char *text = NULL;

  if (!wp_pieces_pick_edges (puzzle) || cell >= wp_puzzle_n_cells (puzzle) || side > 3 ||
      edge_of (puzzle, cell, side) == edge)
    return NULL;
  text = puzzle->genre->cell_clues->with_edge (puzzle, cell, side, edge);
  return text ? wp_edit_new_cell_clue (cell, text) : NULL;
}

static WpEdit *
arrange_edit (const WpPuzzle *puzzle, guint a, guint b, guint cell, guint quarters)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree guint *from = g_new (guint, n);
  g_autofree guint *turns = g_new0 (guint, n);

  for (guint i = 0; i < n; i++)
    from[i] = i;
  from[a] = b;
  from[b] = a;
  turns[cell] = quarters % 4;
  return wp_edit_new_arrange (from, turns, n);
}

WpEdit *
wp_pieces_swap_edit (const WpPuzzle *puzzle, guint a, guint b)
{
  guint n = wp_puzzle_n_cells (puzzle);

  if (!wp_pieces_arrange (puzzle) || a >= n || b >= n || a == b)
    return NULL;
  return arrange_edit (puzzle, a, b, a, 0);
}

WpEdit *
wp_pieces_turn_edit (const WpPuzzle *puzzle, guint cell, guint quarters)
{
  if (!wp_pieces_arrange (puzzle) || cell >= wp_puzzle_n_cells (puzzle) || quarters % 4 == 0)
    return NULL;
  return arrange_edit (puzzle, cell, cell, cell, quarters);
}

WpEdit *
wp_pieces_shuffle_edit (const WpPuzzle *puzzle, GRand *rand)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree guint *from = g_new (guint, n);
  g_autofree guint *turns = g_new (guint, n);

  if (!wp_pieces_arrange (puzzle))
    return NULL;
  /* Fisher–Yates, inside out. */
  for (guint i = 0; i < n; i++)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);

      from[i] = from[j];
      from[j] = i;
      turns[i] = (guint) g_rand_int_range (rand, 0, 4);
    }
  return wp_edit_new_arrange (from, turns, n);
}

/* --- Keys ------------------------------------------------------------------------ */

/* The side an arrow points to, or -1. */
static gint
side_of_arrow (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up:       return 0;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: return 1;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:   return 2;
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   return 3;
    default:                                   return -1;
    }
}

/* The arrow toward another side selects it; toward the selected side it
 * crosses to the neighbour's edge that touches it (wrapping round the
 * grid, as the cursor does). */
static void
walk_edges (const WpPuzzle *puzzle, gint arrow, WpPieceKey *key)
{
  guint w = puzzle->width, h = puzzle->height, row = key->cell / w, col = key->cell % w;

  if (key->side != arrow)
    {
      key->side = arrow;
      return;
    }
  switch (arrow)
    {
    case 0: row = (row + h - 1) % h; break;
    case 1: col = (col + 1) % w; break;
    case 2: row = (row + 1) % h; break;
    default: col = (col + w - 1) % w; break;
    }
  key->cell = row * w + col;
  key->side = (arrow + 2) % 4;
}

/* Tab: the next edge clockwise, then the next piece's top. */
static void
tab_edges (const WpPuzzle *puzzle, gboolean back, WpPieceKey *key)
{
  guint n = wp_puzzle_n_cells (puzzle), index = key->cell * 4 + (guint) key->side;

  index = (index + (back ? 4 * n - 1 : 1)) % (4 * n);
  key->cell = index / 4;
  key->side = (gint) (index % 4);
}

/* A digit makes the picture (a second digit extends it while that stays a
 * picture the genre takes), keeping the half; + and − set the half. */
static gboolean
type_edge (const WpPuzzle *puzzle, guint keyval, gboolean fresh, WpPieceKey *key)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  gint edge = edge_of (puzzle, key->cell, (guint) key->side), picture = ABS (edge), sign = edge < 0 ? -1 : 1;

  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    c = '0' + (keyval - GDK_KEY_KP_0);
  /* The half ends the edge: a digit after it starts the next picture. */
  if (c == '+' || keyval == GDK_KEY_KP_Add || c == '-' || keyval == GDK_KEY_KP_Subtract)
    {
      sign = c == '+' || keyval == GDK_KEY_KP_Add ? 1 : -1;
      key->fresh = TRUE;
    }
  else if (g_unichar_isdigit (c))
    {
      gint digit = (gint) (c - '0');
      g_autoptr (WpEdit) longer = NULL;
      g_autoptr (WpPuzzle) fits = NULL;

      longer = fresh ? NULL : wp_pieces_edge_edit (puzzle, key->cell, (guint) key->side, sign * (picture * 10 + digit));
      fits = longer ? wp_puzzle_apply_edit (puzzle, longer, NULL) : NULL;
      picture = fits ? picture * 10 + digit : digit;
      key->fresh = FALSE;
    }
  else
    return FALSE;
  key->handled = TRUE;
  if (picture == 0)
    {
      key->fresh = TRUE;   /* no picture 0: the next digit starts over */
      return TRUE;
    }
  key->edit = wp_pieces_edge_edit (puzzle, key->cell, (guint) key->side, sign * picture);
  return TRUE;
}

void
wp_pieces_press_key (const WpPuzzle *puzzle, guint cursor, gint side, gboolean fresh, guint keyval,
                     GdkModifierType state, WpPieceKey *key)
{
  gint arrow = side_of_arrow (keyval);
  gboolean shift = (state & GDK_SHIFT_MASK) != 0;

  *key = (WpPieceKey) { .cell = cursor, .side = side, .fresh = fresh };
  if (keyval == GDK_KEY_r || keyval == GDK_KEY_R)
    {
      key->edit = wp_pieces_turn_edit (puzzle, cursor, shift ? 3 : 1);
      key->handled = key->edit != NULL;
      /* The edge selected turns with its piece. */
      if (side >= 0)
        key->side = (side + (shift ? 3 : 1)) % 4;
      return;
    }
  if (!wp_pieces_pick_edges (puzzle))
    return;
  if (side < 0)
    {
      /* Return picks the top edge of the whole piece selected. */
      if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter)
        *key = (WpPieceKey) { .handled = TRUE, .cell = cursor, .side = 0, .pick = TRUE, .fresh = TRUE };
      return;
    }
  key->handled = TRUE;
  if (arrow >= 0 && !shift)
    walk_edges (puzzle, arrow, key);
  else if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab)
    tab_edges (puzzle, keyval == GDK_KEY_ISO_Left_Tab, key);
  else if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
    key->pick = TRUE;
  else if (keyval == GDK_KEY_Escape)
    key->side = -1;
  else if (type_edge (puzzle, keyval, fresh, key))
    return;
  else
    {
      key->handled = FALSE;
      return;
    }
  key->fresh = TRUE;
}

/* --- The picker ------------------------------------------------------------------ */

static void
draw_half (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  gint edge = GPOINTER_TO_INT (data);
  const WpPalette *palette = adw_style_manager_get_dark (adw_style_manager_get_default ())
                             ? &wp_palette_dark : &wp_palette_light;
  wp_render_picture_half (cr, palette, edge, 0, 0, width, height);
}

/* "3+" or "3−", as the pieces are written. */
static char *
edge_name (gint edge)
{
  return g_strdup_printf ("%d%s", ABS (edge), edge > 0 ? "+" : "−");
}

static GtkWidget *
half_button (guint cell, guint side, gint edge, gboolean current)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *area = gtk_drawing_area_new ();
  g_autofree char *name = edge_name (edge);
  /* Translators: a button of the edge picker: "Picture 3, top half (3+)". */
  g_autofree char *tooltip = g_strdup_printf (edge > 0 ? _("Picture %d, top half (%s)") : _("Picture %d, bottom half (%s)"),
                                              ABS (edge), name);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SYMBOL_WIDTH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SYMBOL_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_half, GINT_TO_POINTER (edge), NULL);
  gtk_button_set_child (GTK_BUTTON (button), area);
  /* The edge as it is now stands out; the others lie flat. */
  if (!current)
    gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_object_set_data_full (G_OBJECT (button), "edge-name", g_steal_pointer (&name), g_free);
  g_object_set_data (G_OBJECT (button), "edge", GINT_TO_POINTER (edge));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new ("(uui)", cell, side, edge));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "board.pick-edge");
  return button;
}

/* Pictures 1 … 16, and on to the largest a piece uses, in rows of eight:
 * each row of top halves over the same pictures' bottom halves, so a
 * column pair reads as the whole picture. */
static guint
pictures_offered (const WpPuzzle *puzzle)
{
  guint most = OFFERED_PICTURES;

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    for (guint side = 0; side < 4; side++)
      most = MAX (most, (guint) ABS (edge_of (puzzle, cell, side)));
  return (most + PER_ROW - 1) / PER_ROW * PER_ROW;
}

static GtkWidget *
picker_content (const WpPuzzle *puzzle, guint cell, guint side)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  gint current = edge_of (puzzle, cell, side);
  guint offered = pictures_offered (puzzle);
  g_autofree char *now = edge_name (current);
  /* Translators: over the edge picker: "Piece 3, right edge: 2−". */
  g_autofree char *title = g_strdup_printf (_("Piece %u, %s edge: %s"), cell + 1, wp_side_name (side), now);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 2);
  for (guint p = 1; p <= offered; p++)
    for (gint sign = 1; sign >= -1; sign -= 2)
      {
        gint edge = sign * (gint) p;
        guint row = (p - 1) / PER_ROW * 2 + (sign < 0), col = (p - 1) % PER_ROW;

        gtk_grid_attach (GTK_GRID (grid), half_button (cell, side, edge, edge == current), (int) col, (int) row, 1, 1);
      }
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

GtkPopover *
wp_edge_picker_get (GtkWidget *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (board); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && g_object_get_data (G_OBJECT (child), PICKER_KEY))
      return GTK_POPOVER (child);
  return NULL;
}

/* One popover per board, kept; its content is made again for each edge
 * (the pictures in use and the current edge change). */
static GtkPopover *
picker_popover (GtkWidget *board)
{
  GtkPopover *popover = wp_edge_picker_get (board);

  if (popover)
    return popover;
  popover = GTK_POPOVER (gtk_popover_new ());
  g_object_set_data (G_OBJECT (popover), PICKER_KEY, GINT_TO_POINTER (TRUE));
  gtk_widget_set_parent (GTK_WIDGET (popover), board);
  return popover;
}

static void
on_picked (GtkButton *button, GtkPopover *popover)
{
  /* The action has run by now (the button's own handler comes first). */
  gtk_popover_popdown (popover);
}

void
wp_edge_picker_show (GtkWidget *board, const WpPuzzle *puzzle, guint cell, guint side, const GdkRectangle *rect)
{
  GtkPopover *popover;
  GtkWidget *content;
  GtkButton *current;

  g_return_if_fail (wp_pieces_pick_edges (puzzle) && cell < wp_puzzle_n_cells (puzzle) && side < 4);
  popover = picker_popover (board);
  content = picker_content (puzzle, cell, side);
  gtk_popover_set_child (popover, content);
  for (gint p = 1; p <= (gint) pictures_offered (puzzle); p++)
    for (gint sign = 1; sign >= -1; sign -= 2)
      g_signal_connect (wp_edge_picker_get_button (popover, sign * p), "clicked", G_CALLBACK (on_picked), popover);
  gtk_popover_set_pointing_to (popover, rect);
  gtk_popover_set_position (popover, side == 0 ? GTK_POS_TOP : side == 1 ? GTK_POS_RIGHT
                                     : side == 2 ? GTK_POS_BOTTOM : GTK_POS_LEFT);
  gtk_popover_popup (popover);
  current = wp_edge_picker_get_button (popover, edge_of (puzzle, cell, side));
  if (current)
    gtk_widget_grab_focus (GTK_WIDGET (current));
}

GtkButton *
wp_edge_picker_get_button (GtkPopover *picker, gint edge)
{
  GtkWidget *box = gtk_popover_get_child (picker);
  GtkWidget *grid = box ? gtk_widget_get_next_sibling (gtk_widget_get_first_child (box)) : NULL;

  for (GtkWidget *child = grid ? gtk_widget_get_first_child (grid) : NULL; child;
       child = gtk_widget_get_next_sibling (child))
    if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "edge")) == edge)
      return GTK_BUTTON (child);
  return NULL;
}

char *
wp_pieces_describe (const WpPuzzle *puzzle)
{
  if (!wp_pieces_pick_edges (puzzle))
    return NULL;
  return g_strdup (_("Click an edge to pick its picture; drag a piece to swap, R to turn."));
}
