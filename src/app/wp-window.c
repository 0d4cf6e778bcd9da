/* wp-window.c — the studio window
 *
 * Data flow of one edit: the board turns a gesture into a signal
 * (::set-value, ::set-line-clue, ::paint; the panels' Place and Remove
 * buttons, the settings rows and the details fields likewise) → the window
 * makes it a WpEdit → commit_edit() asks wp_puzzle_apply_edit() for the
 * next snapshot, pushes the old one on the undo history and replaces the
 * document → document_changed() redraws and submits the snapshot (by
 * reference: nobody changes it again) to the WpCounter → the counter's
 * ::finished (newest generation only) updates the status and the
 * alternatives, and starts the analysis.
 *
 * Draw Picture (genres with a picture, Nonograms): the board paints a view
 * of the picture; each stroke's ::paint is one WP_EDIT_PICTURE, the genre
 * derives every clue from the picture, so one stroke is one undo step and
 * the count follows.
 *
 * Draw Regions (genres whose regions can be drawn, jigsaw Sudoku): the
 * board tints and numbers the regions; each stroke's ::assign-region
 * becomes one edit of the region map.  A layout left unfinished is a
 * document like any other, and the genre's check_complete() message
 * (WP_ERROR_INCOMPLETE) says what to fix before anything is counted.
 */
#include "app/wp-window-private.h"
#include "app/wp-board-pieces.h"

G_DEFINE_FINAL_TYPE (WpWindow, wp_window, ADW_TYPE_APPLICATION_WINDOW)



/* --- The document --------------------------------------------------------------- */

void
wp_window_update_title (WpWindow *self)
{
  GFile *file = wp_document_get_file (self->document);
  g_autofree char *name = file ? g_file_get_basename (file)
                         : self->imported_from ? g_strdup_printf (_("%s (imported)"), self->imported_from)
                         : g_strdup (_("Untitled Puzzle"));
  /* The puzzle's own title, when the setter gave one, says more than a
   * file name; the file then stands below it in the header bar. */
  const char *puzzle_title = self->puzzle && self->puzzle->title && *self->puzzle->title
                             ? self->puzzle->title : NULL;
  const char *main = puzzle_title ? puzzle_title : name;
  /* Translators: the window title; the first %s is the puzzle's title or
   * the document name. */
  g_autofree char *title = wp_document_get_dirty (self->document) ? g_strdup_printf (_("• %s — Wellposed"), main)
                                       : g_strdup_printf (_("%s — Wellposed"), main);
  g_autofree char *shown = wp_document_get_dirty (self->document) ? g_strdup_printf ("• %s", main) : g_strdup (main);

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, puzzle_title ? name : "");
}

static void
update_actions (WpWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", wp_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", wp_document_can_redo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.shuffle-pieces", wp_pieces_arrange (self->puzzle));
}

static void
submit_count (WpWindow *self, guint64 cap)
{
  /* The kept solutions are about to be replaced (and after an edit they
   * describe another grid): the board shows the puzzle again. */
  wp_alternatives_mark_stale (self->alternatives);
  wp_checker_check (self->checker, self->puzzle, cap, SOLUTIONS_KEPT);
  wp_window_update_alternative_actions (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-count", TRUE);
  wp_window_stop_progress (self);
  self->progress_source = g_timeout_add (SPINNER_DELAY_MS, wp_window_show_progress, self);
}

/* The bar above the board says when unsaved changes have no recovery copy
 * (the promise that a crash loses nothing no longer holds); it goes by
 * itself once a copy is written again.  A failure the setter dismissed
 * stays dismissed until the reason changes. */
static void
show_recovery_failure (WpWindow *self, const GError *error)
{
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      g_clear_pointer (&self->recovery_failure, g_free);
      self->recovery_dismissed = FALSE;
      gtk_info_bar_set_revealed (self->recovery_bar, FALSE);
      return;
    }
  if (self->recovery_dismissed && g_strcmp0 (self->recovery_failure, error->message) == 0)
    return;
  g_free (self->recovery_failure);
  self->recovery_failure = g_strdup (error->message);
  self->recovery_dismissed = FALSE;
  text = g_strdup_printf (_("Unsaved changes cannot be backed up: %s"), error->message);
  gtk_label_set_text (self->recovery_label, text);
  gtk_info_bar_set_revealed (self->recovery_bar, TRUE);
}

static void
on_recovery_bar_response (GtkInfoBar *bar, int response, WpWindow *self)
{
  if (response != GTK_RESPONSE_CLOSE)
    return;
  self->recovery_dismissed = TRUE;
  gtk_info_bar_set_revealed (bar, FALSE);
}

static gboolean
autosave_now (gpointer data)
{
  WpWindow *self = data;
  GFile *file = wp_document_get_file (self->document);
  g_autofree char *uri = file ? g_file_get_uri (file) : NULL;
  g_autoptr (GError) error = NULL;

  self->autosave_source = 0;
  if (!wp_recovery_save (self->recovery_slot, self->puzzle, uri, &error))
    g_warning ("Could not write the recovery copy: %s", error->message);
  show_recovery_failure (self, error);
  return G_SOURCE_REMOVE;
}

/* Dirty documents are copied to the recovery slot shortly after each
 * change; a clean document needs no recovery copy. */
void
wp_window_schedule_autosave (WpWindow *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!wp_document_get_dirty (self->document) || !g_settings_get_boolean (self->settings, "autosave"))
    {
      wp_recovery_discard (self->recovery_slot);
      /* Nothing unsaved (just saved, or a new document), or autosave off:
       * no copy is owed, so none has failed. */
      show_recovery_failure (self, NULL);
      return;
    }
  self->autosave_source = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_now, self);
}


void
wp_window_document_changed (WpWindow *self, gboolean cells_changed)
{
  /* The worker starts first: the screen is brought up to date while it
   * counts, never before (the result waits for this function anyway). */
  if (cells_changed)
    {
      g_clear_pointer (&self->unique_solution, g_free);   /* it solved the old grid */
      self->counting_all = FALSE;
      wp_uniqueness_set_counting (&self->uniqueness);
      submit_count (self, LIVE_CAP);
    }
  wp_window_update_drawing (self);
  wp_window_update_drawing_regions (self);
  wp_window_show_board (self);
  wp_window_update_elements (self);
  wp_window_update_board_hint (self);
  wp_window_show_details (self);
  wp_window_offer_pair_marks (self);
  wp_window_update_title (self);
  update_actions (self);
  wp_window_update_intended_actions (self);
  wp_window_update_link_actions (self);
  wp_window_schedule_autosave (self);
  if (cells_changed)
    {
      /* The marks describe the old grid: they go at once, not when the
       * new analysis arrives; the panel's lists stay, dimmed, so nothing
       * jumps under the pointer. */
      wp_analysis_panel_mark_stale (self->analysis_panel);
      wp_window_refresh_overlays (self);
    }
}

/* The document replaced its snapshot (an edit, undo, redo, a new or opened
 * document): everything on screen follows, and the grid is counted again
 * unless only metadata changed. */
static void
on_document_changed (WpDocument *document, gboolean solutions_changed, WpWindow *self)
{
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = wp_puzzle_ref (wp_document_get_puzzle (document));
  wp_window_document_changed (self, solutions_changed);
}

void
wp_window_set_document (WpWindow *self, const WpPuzzle *puzzle, GFile *file)
{
  /* A copy: the caller may go on changing its own. */
  g_autoptr (WpPuzzle) snapshot = wp_puzzle_copy (puzzle);

  g_clear_pointer (&self->imported_from, g_free);
  wp_alternatives_clear (self->alternatives);
  wp_board_set_differences (self->board, NULL);
  wp_document_reset (self->document, snapshot, file);
  wp_board_select_cell (self->board, 0, FALSE);
}

/* Every change goes through here: the document makes the next snapshot
 * from the edit (or says why it cannot) and keeps the old one for undo;
 * its ::changed brings the screen and the count along. */
gboolean
wp_window_commit_edit (WpWindow *self, const WpEdit *edit, GError **error)
{
  return wp_document_apply (self->document, edit, error);
}

static const char *
edit_error_title (const WpEdit *edit)
{
  switch (wp_edit_get_kind (edit))
    {
    case WP_EDIT_LINE_CLUES:
    case WP_EDIT_CELL_CLUE:      return _("Clue Not Changed");
    case WP_EDIT_ADD_ELEMENT:    return _("Element Not Added");
    case WP_EDIT_CHANGE_ELEMENT:
    case WP_EDIT_REMOVE_ELEMENT: return _("Element Not Changed");
    default:                     return _("Value Not Placed");
    }
}

/* A gesture on the board, as its tool made it one edit.  A stroke that
 * changed nothing still undoes what it showed. */
static void
on_board_edit (WpBoard *board, const WpEdit *edit, WpWindow *self)
{
  const WpPuzzle *before = self->puzzle;
  g_autoptr (GError) error = NULL;

  if (!wp_window_commit_edit (self, edit, &error))
    wp_show_error_dialog (GTK_WINDOW (self), edit_error_title (edit), error);
  if (self->puzzle == before)
    wp_window_show_board (self);
}

static void
set_detail (WpWindow *self, const char *field, const char *text)
{
  g_autoptr (WpEdit) edit = NULL;

  if (self->showing_details)
    return;
  edit = wp_edit_new_metadata (field, text);
  wp_window_commit_edit (self, edit, NULL);
}

static void
on_detail_changed (GtkEditable *entry, WpWindow *self)
{
  set_detail (self, g_object_get_data (G_OBJECT (entry), "detail"), gtk_editable_get_text (entry));
}

static void
on_detail_text_changed (GtkTextBuffer *buffer, WpWindow *self)
{
  g_autofree char *text = wp_window_text_of (buffer);

  set_detail (self, g_object_get_data (G_OBJECT (buffer), "detail"), text);
}

static void
undo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_document_undo (WP_WINDOW (widget)->document);
}

static void
redo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_document_redo (WP_WINDOW (widget)->document);
}


static void
count_all_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  self->counting_all = TRUE;
  submit_count (self, g_settings_get_uint64 (self->settings, "count-cap"));
}

static void
stop_count_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_checker_stop (WP_WINDOW (widget)->checker);
}

/* From the alternatives or a suggestion in the analysis panel. */
void
wp_window_on_place_value (GtkWidget *source, guint cell, gint value, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell (cell, value);

  wp_board_select_cell (self->board, cell, FALSE);
  wp_window_commit_edit (self, edit, NULL);
}


/* --- Construction -------------------------------------------------------------------- */

/* One submenu per genre: with every genre's sizes in one list, the menu
 * outgrew a laptop screen once Nonograms joined. */
static GMenuModel *
build_new_menu (void)
{
  GMenu *menu = g_menu_new ();
  const WpGenre *const *genres = wp_genres_list ();

  for (guint g = 0; genres[g]; g++)
    {
      g_autoptr (GMenu) section = g_menu_new ();

      for (guint p = 0; p < genres[g]->n_presets; p++)
        {
          g_autofree char *target = g_strdup_printf ("%s:%s", genres[g]->id, genres[g]->presets[p].id);
          g_autoptr (GMenuItem) item = g_menu_item_new (_(genres[g]->presets[p].label), NULL);

          g_menu_item_set_action_and_target (item, "win.new-puzzle", "s", target);
          g_menu_append_item (section, item);
        }
      if (genres[g]->max_width > 0 && genres[g]->max_height > 0)
        {
          g_autoptr (GMenuItem) item = g_menu_item_new (_("Custom Size…"), NULL);

          g_menu_item_set_action_and_target (item, "win.new-custom", "s", genres[g]->id);
          g_menu_append_item (section, item);
        }
      g_menu_append_submenu (menu, _(genres[g]->name), G_MENU_MODEL (section));
    }
  return G_MENU_MODEL (menu);
}

/* The settings' actions outlive a window closed while another stays open
 * (GSettings keeps them for its change signal), and a setting changed in
 * the other window would then tell this one's dead action group; removed
 * from the map, they are disconnected from it. */
static void
remove_setting_actions (WpWindow *self)
{
  const char *names[] = { "show-candidates", "shade-determined", "show-side-panel", "show-pair-marks" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_action_map_lookup_action (G_ACTION_MAP (self), names[i]))
      g_action_map_remove_action (G_ACTION_MAP (self), names[i]);
}

static void
wp_window_dispose (GObject *object)
{
  WpWindow *self = WP_WINDOW (object);

  wp_window_stop_progress (self);
  wp_window_dispose_generate (self);
  wp_window_dispose_disk (self);
  wp_window_dispose_grade (self);
  g_clear_handle_id (&self->analysis_progress_source, g_source_remove);
  /* A window going away dirty (the application quit) still leaves its
   * latest state for the next start. */
  if (self->autosave_source)
    {
      g_clear_handle_id (&self->autosave_source, g_source_remove);
      autosave_now (self);
    }
  if (self->checker)
    {
      /* A run may still finish after we are gone. */
      wp_checker_discard (self->checker);
      g_signal_handlers_disconnect_by_data (self->checker, self);
    }
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  remove_setting_actions (self);
  /* Taking the panel apart deselects its pattern, which would ask for the
   * overlays of a window already half gone. */
  if (self->analysis_panel)
    g_signal_handlers_disconnect_by_data (self->analysis_panel, self);
  g_clear_object (&self->checker);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->draw_action);
  g_clear_object (&self->solution_action);
  g_clear_weak_pointer (&self->export_dialog);
  g_clear_object (&self->regions_action);
  g_clear_object (&self->element_tool_action);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_WINDOW);
  G_OBJECT_CLASS (wp_window_parent_class)->dispose (object);
}

static void
wp_window_finalize (GObject *object)
{
  WpWindow *self = WP_WINDOW (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_free (self->unique_solution);
  wp_uniqueness_clear (&self->uniqueness);
  g_free (self->imported_from);
  g_free (self->recovery_slot);
  g_free (self->recovery_failure);
  g_free (self->board_hint);
  g_free (self->marks_caption);
  G_OBJECT_CLASS (wp_window_parent_class)->finalize (object);
}

/* Ctrl+N: the New menu, one submenu per genre, opened from the keyboard. */
static void
new_menu_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gtk_menu_button_popup (WP_WINDOW (widget)->new_button);
}

static void
wp_window_class_init (WpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wp_window_dispose;
  object_class->finalize = wp_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = wp_window_close_request;

  g_type_ensure (WP_TYPE_BOARD);
  g_type_ensure (WP_TYPE_STATUS_AREA);
  g_type_ensure (WP_TYPE_MARKS_BAR);
  g_type_ensure (WP_TYPE_ALTERNATIVES);
  g_type_ensure (WP_TYPE_ANALYSIS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WpWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, board);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, status_area);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, marks_bar);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, status_stack);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, alternative_title);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, intended_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, alternatives);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, title_entry);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_grid);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_message);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, author_entry);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, rules_view);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, notes_view);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, draw_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, regions_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, side_separator);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, recovery_bar);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, recovery_label);

  wp_window_class_init_files (widget_class);
  wp_window_class_init_disk (widget_class);
  wp_window_class_init_modes (widget_class);
  wp_window_class_init_intended (widget_class);
  wp_window_class_init_details (widget_class);
  wp_window_class_init_links (widget_class);
  wp_window_class_init_generate (widget_class);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "win.new-menu", NULL, new_menu_activated);
  gtk_widget_class_install_action (widget_class, "win.count-all", NULL, count_all_activated);
  gtk_widget_class_install_action (widget_class, "win.stop-count", NULL, stop_count_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export-pdf", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.count-all", NULL);
  /* Escape returns from an alternative first; with none laid over (the
   * action is disabled then), it stops the count. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.hide-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.stop-count", NULL);
  for (guint n = 1; n <= 9; n++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + n, GDK_ALT_MASK, "win.show-alternative", "u", n);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "win.draw-picture", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.draw-regions", NULL);
  wp_window_class_init_elements (widget_class);
}

static void
connect_detail (WpWindow *self, GtkEditable *entry, const char *field)
{
  g_object_set_data (G_OBJECT (entry), "detail", (gpointer) field);
  g_signal_connect (entry, "changed", G_CALLBACK (on_detail_changed), self);
}

/* Rules and notes run to several lines. */
static void
connect_detail_text (WpWindow *self, GtkTextView *view, const char *field)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  g_object_set_data (G_OBJECT (buffer), "detail", (gpointer) field);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_detail_text_changed), self);
}

/* The last size and shape chosen for a new puzzle, or 9×9. */
/* The overlay toggles are settings, so they survive a restart and the
 * check buttons and shortcuts stay in step. */
static void
add_setting_actions (WpWindow *self)
{
  const char *keys[] = { "show-candidates", "shade-determined", "show-pair-marks" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *signal = g_strconcat ("changed::", keys[i], NULL);

      /* win.show-pair-marks comes and goes with the genre's tick/cross
       * grid (wp_window_offer_pair_marks()). */
      if (!g_str_equal (keys[i], "show-pair-marks"))
        {
          g_autoptr (GAction) action = g_settings_create_action (self->settings, keys[i]);

          g_action_map_add_action (G_ACTION_MAP (self), action);
        }
      g_signal_connect (self->settings, signal, G_CALLBACK (wp_window_on_overlay_setting_changed), self);
    }
}

/* The side panel (analysis, alternatives) has a fixed width, so showing
 * it never moves the board while the setter works; hiding it (F9, the
 * header bar's toggle) is the one way to give the board its room, and it
 * is the setter's own act.  A setting, so it survives a restart. */
static void
add_side_panel_action (WpWindow *self)
{
  g_autoptr (GAction) action = g_settings_create_action (self->settings, "show-side-panel");

  g_action_map_add_action (G_ACTION_MAP (self), action);
  g_settings_bind (self->settings, "show-side-panel", self->side_panel, "visible", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-side-panel", self->side_separator, "visible", G_SETTINGS_BIND_GET);
}

/* A stateful action, so the header bar's toggle shows whether the board
 * is drawing; activating it (Ctrl+D) flips the state. */
static void
add_draw_action (WpWindow *self)
{
  self->draw_action = g_simple_action_new_stateful ("draw-picture", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (self->draw_action, "change-state", G_CALLBACK (wp_window_on_draw_picture_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->draw_action));
}

static void
add_solution_action (WpWindow *self)
{
  self->solution_action = g_simple_action_new_stateful ("show-solution", NULL, g_variant_new_boolean (FALSE));
  g_simple_action_set_enabled (self->solution_action, FALSE);
  g_signal_connect (self->solution_action, "change-state", G_CALLBACK (wp_window_on_show_solution_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->solution_action));
}

static void
add_regions_action (WpWindow *self)
{
  self->regions_action = g_simple_action_new_stateful ("draw-regions", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (self->regions_action, "change-state", G_CALLBACK (wp_window_on_draw_regions_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->regions_action));
}

static WpPuzzle *
initial_puzzle (GSettings *settings)
{
  g_autofree char *genre_id = g_settings_get_string (settings, "last-genre");
  g_autofree char *preset_id = g_settings_get_string (settings, "last-preset");
  const WpGenre *genre = wp_genre_lookup (genre_id);
  const WpPreset *preset = genre ? wp_genre_find_preset (genre, preset_id) : NULL;

  if (preset == NULL)
    {
      genre = wp_genres_list ()[0];
      preset = &genre->presets[genre->n_presets / 2];
    }
  return genre->new_puzzle (preset);
}

static void
wp_window_init (WpWindow *self)
{
  static guint serial;
  WpAnalysisOptions analysis_options = { .cap = ANALYSIS_CAP, .max_suggestions = ANALYSIS_SUGGESTIONS };
  g_autoptr (GMenuModel) new_menu = build_new_menu ();
  g_autoptr (WpPuzzle) empty = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = wp_settings_new ();
  wp_window_restore_window_size (self);
  g_settings_bind (self->settings, "show-alternatives", self->alternatives, "visible",
                   G_SETTINGS_BIND_GET);
  add_setting_actions (self);
  add_side_panel_action (self);
  add_solution_action (self);
  add_draw_action (self);
  add_regions_action (self);
  wp_window_init_elements (self);
  gtk_menu_button_set_menu_model (self->new_button, new_menu);
  wp_board_set_editable (self->board, TRUE);
  g_signal_connect (self->recovery_bar, "response", G_CALLBACK (on_recovery_bar_response), self);
  g_signal_connect (self->board, "edit", G_CALLBACK (on_board_edit), self);
  wp_window_init_modes (self);
  wp_window_init_links (self);
  g_signal_connect (self->analysis_panel, "place-value", G_CALLBACK (wp_window_on_place_value), self);
  g_signal_connect (self->analysis_panel, "remove-given", G_CALLBACK (wp_window_on_remove_given), self);
  g_signal_connect_swapped (self->analysis_panel, "overlay-changed", G_CALLBACK (wp_window_refresh_overlays), self);
  connect_detail (self, self->title_entry, "title");
  connect_detail (self, self->author_entry, "author");
  connect_detail_text (self, self->rules_view, "rules");
  connect_detail_text (self, self->notes_view, "notes");

  self->recovery_slot = g_strdup_printf ("window-%" G_GINT64_FORMAT "-%u", g_get_real_time (), ++serial);
  self->checker = wp_checker_new (&analysis_options, ANALYSIS_TIMEOUT_S);
  g_signal_connect (self->checker, "notify::count-report", G_CALLBACK (wp_window_on_count_report), self);
  g_signal_connect (self->checker, "notify::analysis-state", G_CALLBACK (wp_window_on_analysis_state), self);
  empty = initial_puzzle (self->settings);
  self->document = wp_document_new (empty, NULL);
  g_signal_connect (self->document, "changed", G_CALLBACK (on_document_changed), self);
  wp_window_init_grade (self);
  wp_window_init_generate (self);
  wp_window_set_document (self, empty, NULL);
  wp_window_init_disk (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

WpWindow *
wp_window_new (AdwApplication *application)
{
  return g_object_new (WP_TYPE_WINDOW, "application", application, NULL);
}

const WpPuzzle *
wp_window_get_puzzle (WpWindow *self)
{
  return self->puzzle;
}

const char *
wp_window_get_status (WpWindow *self)
{
  return wp_status_area_get_title (self->status_area);
}

guint
wp_window_get_n_alternatives (WpWindow *self)
{
  return wp_alternatives_get_n_boards (self->alternatives);
}

GtkWidget *
wp_window_get_board (WpWindow *self)
{
  return GTK_WIDGET (self->board);
}

gboolean
wp_window_is_counting (WpWindow *self)
{
  return wp_checker_is_counting (self->checker);
}

GtkWidget *
wp_window_get_alternatives (WpWindow *self)
{
  return GTK_WIDGET (self->alternatives);
}

const char *
wp_window_get_status_detail (WpWindow *self)
{
  return wp_status_area_get_detail (self->status_area);
}

GtkWidget *
wp_window_get_title_entry (WpWindow *self)
{
  return GTK_WIDGET (self->title_entry);
}

GtkWidget *
wp_window_get_setting_control (WpWindow *self, const char *id)
{
  for (guint row = 0; gtk_grid_get_child_at (self->settings_grid, 1, (int) row); row++)
    if (wp_window_setting_control (self, row, id))
      return wp_window_setting_control (self, row, id);
  return NULL;
}

GtkWidget *
wp_window_get_analysis_panel (WpWindow *self)
{
  return GTK_WIDGET (self->analysis_panel);
}

gboolean
wp_window_is_autosave_pending (WpWindow *self)
{
  return self->autosave_source != 0;
}

gboolean
wp_window_is_analysing (WpWindow *self)
{
  return wp_checker_is_analysing (self->checker);
}

