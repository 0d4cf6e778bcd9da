/* wp-window-files.c — new documents, files, export, print and closing
 *
 * New (presets and custom sizes), Open, Save, Save As, Export PDF, Print,
 * the window's size, and closing with unsaved changes.
 */
#include "app/wp-window-private.h"

/* New and Open never throw work away: a window with unsaved changes keeps
 * them, and the new document gets a window of its own. */
WpWindow *
wp_window_for_new_document (WpWindow *self)
{
  WpWindow *window;

  if (!wp_document_get_dirty (self->document))
    return self;
  window = wp_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
new_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_auto (GStrv) parts = g_strsplit (g_variant_get_string (parameter, NULL), ":", 2);
  const WpGenre *genre = wp_genre_lookup (parts[0]);
  const WpPreset *preset = genre && parts[1] ? wp_genre_find_preset (genre, parts[1]) : NULL;
  g_autoptr (WpPuzzle) puzzle = NULL;

  g_return_if_fail (preset != NULL);
  g_settings_set_string (self->settings, "last-genre", genre->id);
  g_settings_set_string (self->settings, "last-preset", preset->id);
  puzzle = genre->new_puzzle (preset);
  wp_window_set_document (wp_window_for_new_document (self), puzzle, NULL);
}

/* --- Custom size ------------------------------------------------------------------ */

static GtkWidget *
size_row (GtkGrid *grid, const char *label, guint row, guint max, guint value)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (1, max, 1);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), MIN (value, max));
  gtk_grid_attach (grid, title, 0, (int) row, 1, 1);
  gtk_grid_attach (grid, spin, 1, (int) row, 1, 1);
  return spin;
}

static void
on_custom_size_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  const WpGenre *genre = g_object_get_data (G_OBJECT (dialog), "genre");
  GtkSpinButton *rows = g_object_get_data (G_OBJECT (dialog), "rows");
  GtkSpinButton *columns = g_object_get_data (G_OBJECT (dialog), "columns");
  WpPreset custom = { "custom", NULL, 0, 0, 0, 0 };
  g_autoptr (WpPuzzle) puzzle = NULL;

  if (g_strcmp0 (response, "create") != 0)
    return;
  custom.width = (guint) gtk_spin_button_get_value_as_int (columns);
  custom.height = (guint) gtk_spin_button_get_value_as_int (rows);
  puzzle = genre->new_puzzle (&custom);
  wp_window_set_document (wp_window_for_new_document (self), puzzle, NULL);
}

/* Rows and columns for a genre that takes any size up to its maximum. */
static void
new_custom_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  const WpGenre *genre = wp_genre_lookup (g_variant_get_string (parameter, NULL));
  GtkWidget *dialog, *grid;
  guint width = self->puzzle ? self->puzzle->width : 10, height = self->puzzle ? self->puzzle->height : 10;

  g_return_if_fail (genre != NULL && genre->max_width > 0 && genre->max_height > 0);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  /* Translators: the heading of the dialog, e.g. "New Submarines Puzzle" */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("New %s Puzzle"), _(genre->name));
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), _("Up to %u rows and %u columns."),
                                  genre->max_height, genre->max_width);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  g_object_set_data (G_OBJECT (dialog), "rows", size_row (GTK_GRID (grid), _("_Rows"), 0, genre->max_height, height));
  g_object_set_data (G_OBJECT (dialog), "columns",
                     size_row (GTK_GRID (grid), _("_Columns"), 1, genre->max_width, width));
  g_object_set_data (G_OBJECT (dialog), "genre", (gpointer) genre);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_custom_size_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}


/* --- Files ------------------------------------------------------------------------- */

gboolean
wp_window_open_file (WpWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  WpFormat format;

  if (path == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("Only local files can be opened"));
      return FALSE;
    }
  puzzles = wp_load_file (path, &format, error);
  if (puzzles == NULL)
    return FALSE;
  /* Only a one-puzzle .wellposed document is edited in place.  Text files
   * and collections are imported (the first puzzle), so saving can never
   * overwrite them with something else. */
  if (format.text == NULL && puzzles->len == 1)
    {
      wp_window_set_document (self, g_ptr_array_index (puzzles, 0), file);
      return TRUE;
    }
  wp_window_set_document (self, g_ptr_array_index (puzzles, 0), NULL);
  basename = g_file_get_basename (file);
  self->imported_from = puzzles->len == 1 ? g_steal_pointer (&basename)
                        : g_strdup_printf (_("%s, puzzle 1 of %u"), basename, puzzles->len);
  wp_window_update_title (self);
  return TRUE;
}

/* A file already open in a window of the studio is brought to the front
 * there: two windows on one file would each save over the other. */
gboolean
wp_window_present_if_open (WpWindow *self, GFile *file)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  WpWindow *open = application ? wp_window_find_for_file (application, file) : NULL;

  if (open == NULL)
    return FALSE;
  gtk_window_present (GTK_WINDOW (open));
  wp_window_check_disk (open);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, WpWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (!wp_window_present_if_open (self, file))
        {
          WpWindow *target = wp_window_for_new_document (self);

          if (!wp_window_open_file (target, file, &error))
            wp_show_error_dialog (GTK_WINDOW (target), _("Could not open the puzzle"), error);
        }
    }
  g_object_unref (chooser);
}

static void
open_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Open Puzzle"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN,
                                 _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = wp_puzzle_file_filter_new ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Documents are always saved in the native format: make the name say so. */
static GFile *
with_native_extension (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *fixed = NULL;

  if (path == NULL || g_str_has_suffix (path, WP_NATIVE_EXTENSION))
    return g_object_ref (file);
  fixed = g_strconcat (path, WP_NATIVE_EXTENSION, NULL);
  return g_file_new_for_path (fixed);
}

gboolean
wp_window_save_to (WpWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  WpFormat native = { NULL };

  g_ptr_array_add (one, self->puzzle);
  if (!wp_save_file (path, one, &native, error))
    return FALSE;
  wp_document_mark_saved (self->document, file);
  g_clear_pointer (&self->imported_from, g_free);
  wp_window_update_title (self);
  wp_window_schedule_autosave (self);
  return TRUE;
}

static void
on_save_error_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  if (g_str_equal (response, "save-as"))
    wp_window_save_as (self);
  else
    self->close_after_save = FALSE;
}

void
wp_window_show_save_error (WpWindow *self, const GError *error)
{
  AdwMessageDialog *dialog;

  if (!g_error_matches (error, WP_ERROR, WP_ERROR_READ_ONLY))
    {
      self->close_after_save = FALSE;
      wp_show_error_dialog (GTK_WINDOW (self), _("Could not save the puzzle"), error);
      return;
    }
  /* Nothing was written: the setter's changes are still here, and another
   * name keeps them. */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("The File Is Read-Only"),
                                                       _("It was not changed. Save your puzzle under "
                                                         "another name, or make the file writable first.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save-as", _("Save _As…"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save-as", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save-as");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_error_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_save_response (GtkNativeDialog *chooser, int response, WpWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      file = with_native_extension (chosen);
      if (!wp_window_save_to (self, file, &error))
        {
          wp_window_show_save_error (self, error);
          g_object_unref (chooser);
          return;
        }
      if (self->close_after_save)
        gtk_window_destroy (GTK_WINDOW (self));
    }
  self->close_after_save = FALSE;
  g_object_unref (chooser);
}

void
wp_window_save_as (WpWindow *self)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Save Puzzle"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Save"), _("_Cancel"));

  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Wellposed documents"));
  gtk_file_filter_add_suffix (filter, "wellposed");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Untitled Puzzle.wellposed"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_window_save_as (WP_WINDOW (widget));
}

static void
save_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  if (wp_document_get_file (self->document) == NULL)
    wp_window_save_as (self);
  else
    wp_window_save_in_place (self);
}

/* --- Export and print ------------------------------------------------------------ */

/* "Sunday Special.pdf" from the title, else from the file name. */
static char *
suggested_pdf_name (WpWindow *self)
{
  g_autofree char *base = NULL;
  char *dot;

  if (self->puzzle->title && *self->puzzle->title)
    base = g_strdup (self->puzzle->title);
  else if (wp_document_get_file (self->document))
    base = g_file_get_basename (wp_document_get_file (self->document));
  else
    base = g_strdup (self->imported_from ? self->imported_from : _("Untitled Puzzle"));
  if ((dot = strrchr (base, '.')) && dot != base)
    *dot = '\0';
  g_strdelimit (base, "/\\", '-');
  return g_strconcat (base, ".pdf", NULL);
}

static void
export_pdf_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autofree char *name = suggested_pdf_name (self);

  /* The dialog warns with what the live count knows; it never recounts
   * on this thread. */
  g_clear_weak_pointer (&self->export_dialog);
  g_set_weak_pointer (&self->export_dialog, wp_export_dialog_new (GTK_WINDOW (self), self->puzzle,
                                                                  &self->uniqueness, name));
  gtk_window_present (GTK_WINDOW (self->export_dialog));
}

static void
print_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_print_puzzle (GTK_WINDOW (widget), WP_WINDOW (widget)->puzzle);
}

/* --- Window size ------------------------------------------------------------------ */

void
wp_window_restore_window_size (WpWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_size (WpWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

/* --- Closing and recovery --------------------------------------------------------- */

static void
on_close_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  if (g_str_equal (response, "discard"))
    {
      /* Discarded on purpose: nothing is owed to the recovery folder. */
      wp_document_mark_saved (self->document, NULL);
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_str_equal (response, "save"))
    {
      self->close_after_save = TRUE;
      if (wp_document_get_file (self->document) == NULL)
        wp_window_save_as (self);
      else
        wp_window_save_in_place (self);
    }
}

gboolean
wp_window_close_request (GtkWindow *window)
{
  WpWindow *self = WP_WINDOW (window);
  AdwMessageDialog *dialog;

  save_window_size (self);
  if (!wp_document_get_dirty (self->document))
    {
      /* Closing on purpose: the recovery copy has done its job. */
      g_clear_handle_id (&self->autosave_source, g_source_remove);
      wp_recovery_discard (self->recovery_slot);
      return GTK_WINDOW_CLASS (g_type_class_peek_parent (G_OBJECT_GET_CLASS (window)))->close_request (window);
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("Save Changes?"),
                                                       _("The puzzle has changes that are not saved. "
                                                         "Changes that are not saved are lost.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

void
wp_window_restore (WpWindow *self, WpRecovered *recovered)
{
  g_autoptr (GFile) origin = recovered->origin_uri ? g_file_new_for_uri (recovered->origin_uri) : NULL;

  wp_window_set_document (self, recovered->puzzle, origin);
  /* Keep writing to the recovered slot: a second crash loses nothing. */
  wp_recovery_discard (self->recovery_slot);
  g_free (self->recovery_slot);
  self->recovery_slot = g_strdup (recovered->slot);
  wp_document_mark_unsaved (self->document);
  wp_window_document_changed (self, FALSE);
}

gboolean
wp_window_get_dirty (WpWindow *self)
{
  return wp_document_get_dirty (self->document);
}


/* The actions of this file: New, Open, Save, Save As, Export PDF, Print. */
void
wp_window_class_init_files (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_activated);
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", "s", new_activated);
  gtk_widget_class_install_action (widget_class, "win.new-custom", "s", new_custom_activated);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_pdf_activated);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_activated);
}
