/* wp-window-disk.c — the document's file as others change it
 *
 * Another window, or another program, may save the file this window has
 * open.  The document remembers what the file held when it was opened or
 * last saved here (wp_document_check_disk()); the window asks it whenever
 * the file's folder reports a change and whenever the window comes to the
 * front, and then says so in a bar above the board, offering Reload.  A
 * save over a file changed that way asks first instead of dropping the
 * other save, as GNOME Text Editor does.  A file already open in a window
 * is brought to the front rather than opened a second time.
 */
#include "app/wp-window-private.h"

#include <glib/gstdio.h>

/* --- The bar ------------------------------------------------------------------------ */

static char *
display_name (WpWindow *self)
{
  return g_file_get_basename (wp_document_get_file (self->document));
}

void
wp_window_check_disk (WpWindow *self)
{
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (WP_IS_WINDOW (self));

  switch (wp_document_check_disk (self->document))
    {
    case WP_DISK_UNCHANGED:
      gtk_info_bar_set_revealed (self->disk_bar, FALSE);
      return;
    case WP_DISK_CHANGED:
      name = display_name (self);
      text = g_strdup_printf (_("“%s” was changed on disk by another window or program."), name);
      gtk_widget_set_visible (GTK_WIDGET (self->disk_reload_button), TRUE);
      break;
    case WP_DISK_GONE:
    default:
      name = display_name (self);
      text = g_strdup_printf (_("“%s” was deleted or moved on disk. Save puts it back."), name);
      gtk_widget_set_visible (GTK_WIDGET (self->disk_reload_button), FALSE);
      break;
    }
  gtk_label_set_text (self->disk_label, text);
  gtk_info_bar_set_revealed (self->disk_bar, TRUE);
}

const char *
wp_window_get_disk_message (WpWindow *self)
{
  g_return_val_if_fail (WP_IS_WINDOW (self), NULL);

  return gtk_info_bar_get_revealed (self->disk_bar) ? gtk_label_get_text (self->disk_label) : NULL;
}

/* Closed: the setter has seen the other version and keeps their own, which
 * now differs from the file (closing the window asks about it). */
static void
on_disk_bar_response (GtkInfoBar *bar, int response, WpWindow *self)
{
  if (response != GTK_RESPONSE_CLOSE)
    return;
  gtk_info_bar_set_revealed (bar, FALSE);
  if (wp_document_check_disk (self->document) == WP_DISK_CHANGED)
    {
      wp_document_accept_disk (self->document);
      wp_document_mark_unsaved (self->document);
      wp_window_update_title (self);
      wp_window_schedule_autosave (self);
    }
}

/* --- Reload ------------------------------------------------------------------------- */

/* The version on disk becomes the document, as one undo step when it is
 * the same genre: Ctrl+Z brings the setter's own version back. */
static gboolean
reload (WpWindow *self, GError **error)
{
  g_autoptr (GFile) file = g_object_ref (wp_document_get_file (self->document));
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) puzzles = NULL;
  const WpPuzzle *loaded;
  WpFormat format;

  puzzles = wp_load_file (path, &format, error);
  if (puzzles == NULL)
    return FALSE;
  if (format.text != NULL || puzzles->len != 1)
    return wp_window_open_file (self, file, error);   /* no longer one document: imported */
  loaded = g_ptr_array_index (puzzles, 0);
  if (loaded->genre != self->puzzle->genre)
    {
      wp_window_set_document (self, loaded, file);
      return TRUE;
    }
  wp_document_replace (self->document, loaded);
  wp_document_mark_saved (self->document, file);
  wp_window_update_title (self);
  return TRUE;
}

static void
reload_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (wp_document_get_file (self->document) == NULL)
    return;
  if (!reload (self, &error))
    wp_show_error_dialog (GTK_WINDOW (self), _("Could not reload the puzzle"), error);
  wp_window_check_disk (self);
}

/* --- Saving in place ------------------------------------------------------------------ */

static void
write_in_place (WpWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!wp_window_save_to (self, wp_document_get_file (self->document), &error))
    {
      wp_window_show_save_error (self, error);
      return;
    }
  wp_window_check_disk (self);
  if (self->close_after_save)
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_overwrite_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  if (g_str_equal (response, "overwrite"))
    write_in_place (self);
  else if (g_str_equal (response, "save-as"))
    wp_window_save_as (self);
  else
    self->close_after_save = FALSE;
}

static void
ask_before_overwriting (WpWindow *self)
{
  g_autofree char *name = display_name (self);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                                         _("File Changed on Disk"), NULL));

  adw_message_dialog_format_body (dialog,
                                  _("“%s” was changed by another window or program after you opened it. "
                                    "Saving here replaces those changes with yours."), name);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save-as", _("Save _As…"),
                                    "overwrite", _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "overwrite", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_overwrite_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
wp_window_save_in_place (WpWindow *self)
{
  if (wp_document_check_disk (self->document) == WP_DISK_CHANGED)
    ask_before_overwriting (self);
  else
    write_in_place (self);
}

/* --- Watching ---------------------------------------------------------------------- */

static void
on_file_monitor_changed (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                         WpWindow *self)
{
  /* Cheap: a stat, and the contents only when the stat moved. */
  wp_window_check_disk (self);
}

static void
watch_file (WpWindow *self)
{
  GFile *file = wp_document_get_file (self->document);

  if (self->disk_monitor)
    {
      g_signal_handlers_disconnect_by_data (self->disk_monitor, self);
      g_file_monitor_cancel (self->disk_monitor);
      g_clear_object (&self->disk_monitor);
    }
  if (file)
    {
      /* A save elsewhere renames a new file over this one: a plain
       * monitor on the path reports it as a change. */
      self->disk_monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
      if (self->disk_monitor)
        g_signal_connect (self->disk_monitor, "changed", G_CALLBACK (on_file_monitor_changed), self);
    }
  wp_window_check_disk (self);
}

static void
on_document_file (WpDocument *document, GParamSpec *pspec, WpWindow *self)
{
  watch_file (self);
}

static void
on_is_active (WpWindow *self, GParamSpec *pspec, gpointer data)
{
  if (gtk_window_is_active (GTK_WINDOW (self)))
    wp_window_check_disk (self);
}

/* --- One window per file ------------------------------------------------------------- */

static gboolean
same_file (GFile *a, GFile *b)
{
  g_autofree char *path_a = NULL;
  g_autofree char *path_b = NULL;
  GStatBuf stat_a, stat_b;

  if (g_file_equal (a, b))
    return TRUE;
  path_a = g_file_get_path (a);
  path_b = g_file_get_path (b);
  /* The same file under another name: a link, "..", a hard link. */
  return path_a && path_b && g_stat (path_a, &stat_a) == 0 && g_stat (path_b, &stat_b) == 0 &&
         stat_a.st_dev == stat_b.st_dev && stat_a.st_ino == stat_b.st_ino;
}

WpWindow *
wp_window_find_for_file (GtkApplication *application, GFile *file)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application) && G_IS_FILE (file), NULL);

  for (GList *l = gtk_application_get_windows (application); l; l = l->next)
    {
      GFile *shown;

      if (!WP_IS_WINDOW (l->data))
        continue;
      shown = wp_document_get_file (WP_WINDOW (l->data)->document);
      if (shown && same_file (shown, file))
        return l->data;
    }
  return NULL;
}

/* --- Set-up ---------------------------------------------------------------------------- */

void
wp_window_init_disk (WpWindow *self)
{
  g_signal_connect (self->disk_bar, "response", G_CALLBACK (on_disk_bar_response), self);
  g_signal_connect (self->document, "notify::file", G_CALLBACK (on_document_file), self);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_is_active), NULL);
  watch_file (self);
}

void
wp_window_dispose_disk (WpWindow *self)
{
  if (self->disk_monitor)
    {
      g_signal_handlers_disconnect_by_data (self->disk_monitor, self);
      g_file_monitor_cancel (self->disk_monitor);
      g_clear_object (&self->disk_monitor);
    }
  if (self->document)
    g_signal_handlers_disconnect_by_func (self->document, on_document_file, self);
}

void
wp_window_class_init_disk (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, WpWindow, disk_bar);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, disk_label);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, disk_reload_button);
  gtk_widget_class_install_action (widget_class, "win.reload", NULL, reload_activated);
}
