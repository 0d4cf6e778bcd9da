/* wp-window-modes.c — the board's modes
 *
 * Draw Picture, Draw Regions, Show Solution and an alternative laid over the
 * board: what the board shows instead of the plain grid, and the strokes and
 * clicks each mode turns into edits.
 */
#include "app/wp-window-private.h"
#include "app/wp-board-pieces.h"

/* --- Draw Picture --------------------------------------------------------------- */

static gboolean
can_draw (const WpPuzzle *puzzle)
{
  return puzzle->genre->picture != NULL;
}

static gboolean
picture_is_typed (const WpPuzzle *puzzle)
{
  return puzzle->genre->picture->typed;
}

/* The picture being drawn (1 filled, 0 empty), newly allocated: the
 * puzzle's own, else the only solution, else nothing filled yet. */
static gint *
current_picture (WpWindow *self)
{
  const gint *from = self->puzzle->genre->picture->get (self->puzzle);
  guint n = wp_puzzle_n_cells (self->puzzle);
  gint *picture = g_new0 (gint, n);

  /* A typed picture's cells start blank (0 is a value there). */
  for (guint i = 0; picture_is_typed (self->puzzle) && i < n; i++)
    picture[i] = WP_CELL_EMPTY;
  if (from == NULL)
    from = self->unique_solution;
  for (guint i = 0; from && i < n; i++)
    picture[i] = picture_is_typed (self->puzzle) ? from[i] : from[i] == 1;
  return picture;
}

/* View → Show Solution: a proved unique solution, written into the empty
 * cells in the solution's ink, while the setter asks for it.  Only for
 * the grid it solved, and never while drawing a picture. */
void
wp_window_show_solution (WpWindow *self)
{
  gboolean can = self->unique_solution != NULL && !self->drawing;
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (self->solution_action));
  gboolean wanted = g_variant_get_boolean (state);
  /* A step of the solving path selected shows the grid as far as the
   * path has filled it instead. */
  const gint *path = self->drawing ? NULL : wp_window_get_grade_progress (self);

  g_simple_action_set_enabled (self->solution_action, can);
  wp_board_set_solution (self->board, path ? path : can && wanted ? self->unique_solution : NULL);
}

void
wp_window_on_show_solution_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  g_simple_action_set_state (action, state);
  wp_window_show_solution (self);
}

/* The board shows the document, or while drawing a copy of it whose cells
 * are the picture (blank where it is empty, not a dot: the picture is no
 * set of givens). */
void
wp_window_show_board (WpWindow *self)
{
  g_autoptr (WpPuzzle) view = NULL;
  g_autofree gint *picture = NULL;

  wp_marks_bar_set_puzzle (self->marks_bar, self->puzzle);
  if (!self->drawing)
    {
      wp_board_set_puzzle (self->board, self->puzzle);
      wp_window_show_solution (self);
      return;
    }
  picture = current_picture (self);
  view = wp_puzzle_copy (self->puzzle);
  for (guint i = 0; i < wp_puzzle_n_cells (view); i++)
    view->cells[i] = picture_is_typed (view) ? picture[i] : picture[i] ? 1 : WP_CELL_EMPTY;
  wp_board_set_puzzle (self->board, view);
}

static void
set_drawing (WpWindow *self, gboolean drawing)
{
  drawing = drawing && can_draw (self->puzzle);
  g_simple_action_set_state (self->draw_action, g_variant_new_boolean (drawing));
  if (drawing == self->drawing)
    return;
  self->drawing = drawing;
  /* A solution laid over a picture being drawn would read as part of it. */
  wp_alternatives_choose (self->alternatives, -1);
  wp_window_update_alternative_actions (self);
  wp_board_set_painting (self->board, drawing);
  wp_window_show_board (self);
  wp_window_refresh_overlays (self);
  /* Keys paint too: the board takes them, not the toggle just pressed. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
wp_window_on_draw_picture_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  set_drawing (self, g_variant_get_boolean (state));
}

/* Only a genre with a picture can be drawn; another genre (New, Open)
 * leaves Draw Picture. */
void
wp_window_update_drawing (WpWindow *self)
{
  gboolean possible = can_draw (self->puzzle);

  g_simple_action_set_enabled (self->draw_action, possible);
  gtk_widget_set_visible (self->draw_button, possible);
  if (possible)
    {
      const WpPictureHooks *picture = self->puzzle->genre->picture;
      g_autofree char *tooltip = g_strdup_printf ("%s (Ctrl+D)", _(picture->tooltip));

      gtk_widget_set_tooltip_text (self->draw_button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(picture->label), -1);
    }
  if (!possible)
    set_drawing (self, FALSE);
}


/* --- Draw Regions ---------------------------------------------------------------- */

static gboolean
can_draw_regions (const WpPuzzle *puzzle)
{
  return wp_genre_drawable_regions (puzzle) > 0;
}

/* The line under the board says what the grid does not: how to type
 * values past 9, how to draw regions (and what the marks rest on, see
 * show_marks_caption()).  It keeps its height, so the board never moves. */
void
wp_window_update_board_hint (WpWindow *self)
{
  g_free (self->board_hint);
  self->board_hint = wp_board_get_hint (self->board);
  wp_window_show_caption (self);
}

static void
set_drawing_regions (WpWindow *self, gboolean drawing)
{
  drawing = drawing && can_draw_regions (self->puzzle);
  g_simple_action_set_state (self->regions_action, g_variant_new_boolean (drawing));
  if (drawing == self->drawing_regions)
    return;
  self->drawing_regions = drawing;
  wp_board_set_drawing_regions (self->board, drawing);
  wp_window_update_board_hint (self);
  wp_window_refresh_overlays (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
wp_window_on_draw_regions_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  set_drawing_regions (self, g_variant_get_boolean (state));
}

/* Only a puzzle whose regions can be drawn (a jigsaw) offers the mode. */
void
wp_window_update_drawing_regions (WpWindow *self)
{
  gboolean possible = can_draw_regions (self->puzzle);

  g_simple_action_set_enabled (self->regions_action, possible);
  gtk_widget_set_visible (self->regions_button, possible);
  if (!possible)
    set_drawing_regions (self, FALSE);
}



/* --- An alternative laid over the board ------------------------------------------ */

/* Choosing needs kept solutions of the grid on screen: not while a count
 * is replacing them, nor while a picture is drawn. */
void
wp_window_update_alternative_actions (WpWindow *self)
{
  gboolean any = wp_alternatives_get_n_boards (self->alternatives) > 0 && !self->drawing &&
                 !wp_checker_is_counting (self->checker);
  gboolean chosen = wp_alternatives_get_chosen (self->alternatives) >= 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hide-alternative", chosen);
  wp_window_update_intended_actions (self);
}

/* The chosen solution goes over the board at full size, and the bar in
 * the status card's place says which it is. */
static void
on_alternative_chosen (WpAlternatives *alternatives, GParamSpec *pspec, WpWindow *self)
{
  int chosen = wp_alternatives_get_chosen (alternatives);
  g_autofree char *title = wp_alternatives_describe_chosen (alternatives, TRUE);

  wp_board_set_alternative (self->board, chosen >= 0 ? wp_alternatives_get_solution (alternatives, (guint) chosen)
                                                     : NULL);
  if (title)
    gtk_label_set_text (self->alternative_title, title);
  gtk_stack_set_visible_child_name (self->status_stack, chosen >= 0 ? "alternative" : "status");
  wp_window_update_alternative_actions (self);
}

/* A click on a marked cell of the board, with a solution laid over it. */
static void
on_board_cell_activated (WpBoard *board, guint cell, WpWindow *self)
{
  wp_alternatives_offer_place (self->alternatives, board, cell);
}

/* win.show-alternative(n): solution n as numbered on its thumbnail
 * (Alt+1 … Alt+9). */
static void
show_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_choose (WP_WINDOW (widget)->alternatives, (int) g_variant_get_uint32 (parameter) - 1);
}

static void
next_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_step (WP_WINDOW (widget)->alternatives, 1);
}

static void
previous_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_step (WP_WINDOW (widget)->alternatives, -1);
}

static void
hide_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_choose (WP_WINDOW (widget)->alternatives, -1);
}

/* win.place-given((cell, value)): the offer's button (wp-place-offer.h). */
static void
place_given_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  guint cell;
  gint value;

  g_variant_get (parameter, "(ui)", &cell, &value);
  if (cell < wp_puzzle_n_cells (self->puzzle))
    wp_window_on_place_value (widget, cell, value, self);
}

void
wp_window_on_remove_given (WpAnalysisPanel *panel, guint cell, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell (cell, WP_CELL_EMPTY);

  wp_board_select_cell (self->board, cell, FALSE);
  wp_window_commit_edit (self, edit, NULL);
}

/* The analysis panel's Reveal on a suggested clue inside a cell. */
static void
on_reveal_clue (WpAnalysisPanel *panel, guint cell, const char *clue, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell_clue (cell, clue);

  wp_board_select_cell (self->board, cell, FALSE);
  wp_window_commit_edit (self, edit, NULL);
}

/* The analysis panel's Hide on a clue inside a cell: it becomes unknown. */
static void
on_hide_clue (WpAnalysisPanel *panel, guint cell, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell_clue (cell, "?");

  wp_board_select_cell (self->board, cell, FALSE);
  wp_window_commit_edit (self, edit, NULL);
}

/* The analysis panel's Remove on an element the puzzle stays unique
 * without: the panel refuses while stale, so @index is the live puzzle's. */
static void
on_remove_element (WpAnalysisPanel *panel, guint index, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_remove_element (index);

  wp_window_commit_edit (self, edit, NULL);
}

/* Shuffle Pieces: every piece moved and turned at random, one undo step,
 * so the order the pieces are listed and printed in gives nothing away;
 * the pieces are a set and turning is free, so the count stays. */
static void
shuffle_pieces_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autoptr (GRand) rand = g_rand_new ();
  g_autoptr (WpEdit) edit = wp_pieces_shuffle_edit (self->puzzle, rand);

  if (edit)
    wp_window_commit_edit (self, edit, NULL);
}

/* The actions of this file: choosing and leaving an alternative. */
void
wp_window_class_init_modes (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-alternative", "u", show_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.next-alternative", NULL, next_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.previous-alternative", NULL, previous_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.hide-alternative", NULL, hide_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.place-given", "(ui)", place_given_activated);
  gtk_widget_class_install_action (widget_class, "win.shuffle-pieces", NULL, shuffle_pieces_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.shuffle-pieces", NULL);
}

/* The board's gestures that belong to a mode: clicks on an alternative,
 * the chosen alternative (strokes arrive as edits, see on_board_edit()). */
void
wp_window_init_modes (WpWindow *self)
{
  g_signal_connect (self->alternatives, "notify::chosen", G_CALLBACK (on_alternative_chosen), self);
  g_signal_connect (self->board, "cell-activated", G_CALLBACK (on_board_cell_activated), self);
  g_signal_connect (self->analysis_panel, "remove-element", G_CALLBACK (on_remove_element), self);
  g_signal_connect (self->analysis_panel, "hide-clue", G_CALLBACK (on_hide_clue), self);
  g_signal_connect (self->analysis_panel, "reveal-clue", G_CALLBACK (on_reveal_clue), self);
}
