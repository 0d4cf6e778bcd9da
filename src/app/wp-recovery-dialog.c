/* wp-recovery-dialog.c — work a crash left behind (see wp-recovery-dialog.h) */
#include "app/wp-recovery-dialog.h"
#include "core/wp-genre.h"
#include "app/wp-thumbnail-image.h"

#include <glib/gi18n.h>

/* The thumbnail's box, in logical pixels: big enough to tell a Sudoku
 * from a nonogram and a nearly empty grid from a full one. */
#define THUMBNAIL_SIZE 64

struct _WpRecoveryDialog {
  AdwWindow            parent_instance;

  /* template widgets */
  AdwPreferencesGroup *documents_group;
  AdwPreferencesGroup *broken_group;
  GtkWidget           *restore_all_button;
  GtkWidget           *restore_chosen_button;

  /* owned */
  GPtrArray           *found;    /* of WpRecovered*, one row each */
  GPtrArray           *broken;   /* of WpRecoveryBroken* */
  GPtrArray           *checks;   /* of GtkCheckButton*, in step with found (not owned) */
  gboolean             reuse_parent;
};

G_DEFINE_FINAL_TYPE (WpRecoveryDialog, wp_recovery_dialog, ADW_TYPE_WINDOW)

/* --- The rows -------------------------------------------------------------------- */

/* What the window of a restored copy will be called: the puzzle's title,
 * else the file it came from, else what a new puzzle is called. */
static char *
document_name (const WpRecovered *recovered)
{
  if (recovered->puzzle->title && *recovered->puzzle->title)
    return g_strdup (recovered->puzzle->title);
  if (recovered->origin_uri)
    {
      g_autoptr (GFile) origin = g_file_new_for_uri (recovered->origin_uri);
      g_autofree char *base = g_file_get_basename (origin);

      if (base)
        return g_filename_display_name (base);
    }
  return g_strdup (_("Untitled Puzzle"));
}

/* "autosaved at 14:03:12" today, with the date on another day. */
static char *
autosave_time (gint64 saved_at)
{
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (saved_at);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = g_date_time_format (when, "%X");
  g_autofree char *date = NULL;

  if (g_date_time_get_year (when) == g_date_time_get_year (now) &&
      g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (now))
    /* Translators: %s is a time of day */
    return g_strdup_printf (_("autosaved at %s"), time);
  date = g_date_time_format (when, "%x");
  /* Translators: a date, then a time of day */
  return g_strdup_printf (_("autosaved on %s at %s"), date, time);
}

/* "Sudoku · 9×9 · autosaved at 14:03:12", and the file it came from below
 * when the title does not already say it. */
static char *
document_details (const WpRecovered *recovered)
{
  const WpPuzzle *puzzle = recovered->puzzle;
  g_autofree char *when = autosave_time (recovered->saved_at);
  /* Translators: a grid size, rows × columns */
  g_autofree char *size = g_strdup_printf (_("%u×%u"), puzzle->height, puzzle->width);
  /* Translators: genre, grid size, when it was autosaved */
  g_autofree char *line = g_strdup_printf (_("%s · %s · %s"), _(puzzle->genre->name), size, when);

  if (recovered->origin_uri && puzzle->title && *puzzle->title)
    {
      g_autoptr (GFile) origin = g_file_new_for_uri (recovered->origin_uri);
      g_autofree char *shown = g_file_get_parse_name (origin);

      return g_strconcat (line, "\n", shown, NULL);
    }
  return g_steal_pointer (&line);
}

/* The grid as the board would show it, shrunk into the thumbnail's box. */
static GtkWidget *
thumbnail (const WpPuzzle *puzzle, int scale)
{
  GtkWidget *image = wp_thumbnail_image_new (puzzle, THUMBNAIL_SIZE, scale);

  gtk_widget_set_margin_top (image, 6);
  gtk_widget_set_margin_bottom (image, 6);
  gtk_widget_add_css_class (image, "recovery-thumbnail");
  return image;
}

static void update_actions (WpRecoveryDialog *self);

static GtkWidget *
document_row (WpRecoveryDialog *self, const WpRecovered *recovered, int scale)
{
  g_autofree char *name = document_name (recovered);
  g_autofree char *details = document_details (recovered);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), details);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  /* A screen reader names the box after the document it ticks. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* Prefixes go in from the right: the box ends up leftmost. */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), thumbnail (recovered->puzzle, scale));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  /* The whole row ticks the box. */
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_actions), self);
  g_ptr_array_add (self->checks, check);
  return row;
}

/* One row a copy that cannot be read: its file name, and why. */
static GtkWidget *
broken_row (const WpRecoveryBroken *copy)
{
  g_autofree char *base = g_path_get_basename (copy->path);
  g_autofree char *shown = g_filename_display_name (base);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), shown);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), copy->reason);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  return row;
}

static void
describe_broken (WpRecoveryDialog *self)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *folder = g_filename_display_name (dir);
  g_autofree char *text = g_strdup_printf (ngettext ("This copy of unsaved work cannot be read, so it cannot be "
                                                     "restored. It is in %s: keep it there to look at, or "
                                                     "discard it.",
                                                     "These copies of unsaved work cannot be read, so they "
                                                     "cannot be restored. They are in %s: keep them there to "
                                                     "look at, or discard them.",
                                                     self->broken->len),
                                           folder);

  adw_preferences_group_set_description (self->broken_group, text);
}

/* --- Answers --------------------------------------------------------------------- */

static guint
n_chosen (WpRecoveryDialog *self)
{
  guint n = 0;

  for (guint i = 0; i < self->checks->len; i++)
    n += gtk_check_button_get_active (g_ptr_array_index (self->checks, i));
  return n;
}

static void
update_actions (WpRecoveryDialog *self)
{
  gboolean any = self->found->len > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "recovery.restore-all", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "recovery.restore-chosen", n_chosen (self) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "recovery.discard-damaged", self->broken->len > 0);
  gtk_widget_set_visible (self->restore_all_button, any);
  gtk_widget_set_visible (self->restore_chosen_button, any);
  gtk_widget_set_visible (GTK_WIDGET (self->documents_group), any);
  gtk_widget_set_visible (GTK_WIDGET (self->broken_group), self->broken->len > 0);
}

/* Each copy in its own window, marked unsaved, writing on to the same
 * slot (wp_window_restore()); the copies not restored stay put. */
static void
restore (WpRecoveryDialog *self, gboolean only_chosen)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkApplication *application = gtk_window_get_application (parent);
  /* The blank window opened for this question takes the first copy, so
   * no empty "Untitled Puzzle" is left behind the restored ones. */
  WpWindow *blank = self->reuse_parent && WP_IS_WINDOW (parent) && !wp_window_get_dirty (WP_WINDOW (parent))
                    ? WP_WINDOW (parent) : NULL;

  for (guint i = 0; i < self->found->len; i++)
    {
      WpWindow *window;

      if (only_chosen && !gtk_check_button_get_active (g_ptr_array_index (self->checks, i)))
        continue;
      window = blank ? blank : wp_window_new (ADW_APPLICATION (application));
      blank = NULL;
      wp_window_restore (window, g_ptr_array_index (self->found, i));
      gtk_window_present (GTK_WINDOW (window));
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
restore_all_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  restore (WP_RECOVERY_DIALOG (widget), FALSE);
}

static void
restore_chosen_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  restore (WP_RECOVERY_DIALOG (widget), TRUE);
}

static void
discard_broken (WpRecoveryDialog *self)
{
  for (guint i = 0; i < self->broken->len; i++)
    wp_recovery_discard (((WpRecoveryBroken *) g_ptr_array_index (self->broken, i))->slot);
  g_ptr_array_set_size (self->broken, 0);
}

/* Damaged copies cannot be restored; deleting them is the one thing to
 * decide about them, apart from the rest. */
static void
discard_damaged_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WpRecoveryDialog *self = WP_RECOVERY_DIALOG (widget);

  discard_broken (self);
  if (self->found->len == 0)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  update_actions (self);
}

static gboolean
destroy_later (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
on_discard_all_response (AdwMessageDialog *question, const char *response, WpRecoveryDialog *self)
{
  if (!g_str_equal (response, "discard"))
    return;
  for (guint i = 0; i < self->found->len; i++)
    wp_recovery_discard (((WpRecovered *) g_ptr_array_index (self->found, i))->slot);
  discard_broken (self);
  /* Gone from view now, destroyed once the question has finished
   * answering: destroyed during its response, the question (destroyed
   * with its parent) would end after the dialog it sits on was freed, and
   * unhook itself from freed memory. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_later, g_object_ref (self), g_object_unref);
}

/* Deleting every copy of a crash's work cannot be undone: asked first. */
static void
discard_all_activated (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  WpRecoveryDialog *self = WP_RECOVERY_DIALOG (widget);
  guint n = self->found->len + self->broken->len;
  g_autofree char *body = g_strdup_printf (ngettext ("The copy listed is deleted for good.",
                                                     "All %u copies listed are deleted for good.", n),
                                           n);
  AdwMessageDialog *question = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                                           _("Discard Unsaved Work?"), body));

  adw_message_dialog_add_responses (question, "cancel", _("_Cancel"), "discard", _("_Discard All"), NULL);
  adw_message_dialog_set_response_appearance (question, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (question, "cancel");
  adw_message_dialog_set_close_response (question, "cancel");
  g_signal_connect_object (question, "response", G_CALLBACK (on_discard_all_response), self, 0);
  gtk_window_present (GTK_WINDOW (question));
}

/* --- The dialog ------------------------------------------------------------------ */

static void
wp_recovery_dialog_dispose (GObject *object)
{
  WpRecoveryDialog *self = WP_RECOVERY_DIALOG (object);

  g_clear_pointer (&self->found, g_ptr_array_unref);
  g_clear_pointer (&self->broken, g_ptr_array_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_RECOVERY_DIALOG);
  G_OBJECT_CLASS (wp_recovery_dialog_parent_class)->dispose (object);
}

static void
wp_recovery_dialog_class_init (WpRecoveryDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_recovery_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-recovery-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, WpRecoveryDialog, documents_group);
  gtk_widget_class_bind_template_child (widget_class, WpRecoveryDialog, broken_group);
  gtk_widget_class_bind_template_child (widget_class, WpRecoveryDialog, restore_all_button);
  gtk_widget_class_bind_template_child (widget_class, WpRecoveryDialog, restore_chosen_button);
  gtk_widget_class_install_action (widget_class, "recovery.restore-all", NULL, restore_all_activated);
  gtk_widget_class_install_action (widget_class, "recovery.restore-chosen", NULL, restore_chosen_activated);
  gtk_widget_class_install_action (widget_class, "recovery.discard-all", NULL, discard_all_activated);
  gtk_widget_class_install_action (widget_class, "recovery.discard-damaged", NULL, discard_damaged_activated);
  /* Escape is the close button: decide later. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wp_recovery_dialog_init (WpRecoveryDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->checks = g_ptr_array_new ();
}

WpRecoveryDialog *
wp_recovery_dialog_new (WpWindow *parent, GPtrArray *found, GPtrArray *broken, gboolean reuse_parent)
{
  WpRecoveryDialog *self = g_object_new (WP_TYPE_RECOVERY_DIALOG, "transient-for", parent, NULL);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (parent));

  self->found = g_ptr_array_ref (found);
  self->broken = g_ptr_array_ref (broken);
  self->reuse_parent = reuse_parent;
  for (guint i = 0; i < found->len; i++)
    adw_preferences_group_add (self->documents_group, document_row (self, g_ptr_array_index (found, i), scale));
  for (guint i = 0; i < broken->len; i++)
    adw_preferences_group_add (self->broken_group, broken_row (g_ptr_array_index (broken, i)));
  describe_broken (self);
  if (found->len > 0)
    gtk_window_set_default_widget (GTK_WINDOW (self), self->restore_all_button);
  update_actions (self);
  return self;
}
