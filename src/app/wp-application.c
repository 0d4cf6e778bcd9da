/* wp-application.c — the Wellposed application: windows, app actions */
#include "app/wp-application.h"
#include "app/wp-preferences.h"
#include "app/wp-window.h"
#include "core/wp-version.h"

#include <glib/gi18n.h>

struct _WpApplication {
  AdwApplication parent_instance;
  gboolean       recovery_checked;   /* unreadable copies are offered once a run */
};

/* The list in the question about unreadable copies stops here, so the
 * dialog fits a small screen. */
#define BROKEN_LISTED 5

G_DEFINE_FINAL_TYPE (WpApplication, wp_application, ADW_TYPE_APPLICATION)

static void
on_restore_response (AdwMessageDialog *dialog, const char *response, WpRecovered *recovered)
{
  WpWindow *window = WP_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  if (g_str_equal (response, "restore"))
    wp_window_restore (window, recovered);
  else
    wp_recovery_discard (recovered->slot);
}

static void
free_recovered_closure (gpointer data, GClosure *closure)
{
  wp_recovered_free (data);
}

/* Returns the question, so another can wait for its answer. */
static GtkWindow *
offer_one (GApplication *application, WpRecovered *recovered, GtkWindow **window_out)
{
  WpWindow *window = wp_window_new (ADW_APPLICATION (application));
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (recovered->saved_at);
  g_autofree char *time = g_date_time_format (when, "%X");
  g_autofree char *body = g_strdup_printf (_("Wellposed stopped while a puzzle had unsaved changes. "
                                             "A copy from %s was kept."), time);
  AdwMessageDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (window), _("Restore Unsaved Work?"), body));
  adw_message_dialog_add_responses (dialog, "discard", _("_Discard"), "restore", _("_Restore"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "restore");
  adw_message_dialog_set_close_response (dialog, "restore");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_restore_response), recovered,
                         free_recovered_closure, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  *window_out = GTK_WINDOW (window);
  return GTK_WINDOW (dialog);
}

/* Work a crash left behind: one window per recovered copy, each asking.
 * Returns the first of those windows (NULL when none was found) and, in
 * @question, the dialog it shows. */
static GtkWindow *
offer_recovered_work (GApplication *application, GPtrArray *found, GtkWindow **question)
{
  GtkWindow *first = NULL;

  while (found->len > 0)
    {
      GtkWindow *window;
      GtkWindow *asked = offer_one (application, g_ptr_array_steal_index (found, 0), &window);

      if (first == NULL)
        {
          first = window;
          *question = asked;
        }
    }
  return first;
}

static void
on_broken_response (AdwMessageDialog *dialog, const char *response, GPtrArray *broken)
{
  if (!g_str_equal (response, "discard"))
    return;
  for (guint i = 0; i < broken->len; i++)
    wp_recovery_discard (((WpRecoveryBroken *) g_ptr_array_index (broken, i))->slot);
}

static void
unref_broken_closure (gpointer data, GClosure *closure)
{
  g_ptr_array_unref (data);
}

/* One row a copy: its file name, and why it cannot be read underneath. */
static GtkWidget *
list_broken (GPtrArray *broken)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < broken->len && i < BROKEN_LISTED; i++)
    {
      const WpRecoveryBroken *copy = g_ptr_array_index (broken, i);
      g_autofree char *name = g_path_get_basename (copy->path);
      g_autofree char *shown = g_filename_display_name (name);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), shown);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), copy->reason);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (broken->len > BROKEN_LISTED)
    {
      guint more = broken->len - BROKEN_LISTED;
      g_autofree char *title = g_strdup_printf (ngettext ("%u more copy", "%u more copies", more), more);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* Copies in the recovery folder that cannot be read cannot be restored
 * either: one question names each and why, and offers to delete them or
 * leave them for the setter to look at.  It waits for @before (another
 * question on @parent) to be answered. */
static void
offer_to_discard_broken (GPtrArray *broken, GtkWindow *parent, GtkWindow *before)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *folder = g_filename_display_name (dir);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (broken == NULL || broken->len == 0)
    return;
  body = g_strdup_printf (ngettext ("This copy of unsaved work cannot be read, so it cannot be restored. "
                                    "It is in %s: keep it there to look at, or discard it.",
                                    "These copies of unsaved work cannot be read, so they cannot be restored. "
                                    "They are in %s: keep them there to look at, or discard them.",
                                    broken->len),
                          folder);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent,
                                                       ngettext ("Damaged Recovery Copy",
                                                                 "Damaged Recovery Copies", broken->len),
                                                       body));
  adw_message_dialog_set_extra_child (dialog, list_broken (broken));
  adw_message_dialog_add_responses (dialog, "keep", _("_Keep"), "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_broken_response), g_ptr_array_ref (broken),
                         unref_broken_closure, 0);
  if (before)
    g_signal_connect_object (before, "response", G_CALLBACK (gtk_window_present), dialog,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  else
    gtk_window_present (GTK_WINDOW (dialog));
}

/* The recovery folder is read once a run, by whichever of activate and
 * open comes first: the restorable copies when @found is not NULL, and
 * always the ones that cannot be read. */
static GPtrArray *
check_recovery (WpApplication *self, GPtrArray **found)
{
  GPtrArray *broken = NULL;

  if (self->recovery_checked)
    {
      if (found)
        *found = wp_recovery_list ();
      return NULL;
    }
  self->recovery_checked = TRUE;
  if (found)
    *found = wp_recovery_list_full (&broken);
  else
    g_ptr_array_unref (wp_recovery_list_full (&broken));
  return broken;
}

static void
wp_application_activate (GApplication *application)
{
  WpApplication *self = WP_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));
  GtkWindow *question = NULL;
  g_autoptr (GPtrArray) broken = NULL;

  if (window == NULL)
    {
      g_autoptr (GPtrArray) found = NULL;

      broken = check_recovery (self, &found);
      window = offer_recovered_work (application, found, &question);
    }
  if (window == NULL)
    window = GTK_WINDOW (wp_window_new (ADW_APPLICATION (application)));
  gtk_window_present (window);
  offer_to_discard_broken (broken, window, question);
}

/* `wellposed FILE…`: one window per file. */
static void
wp_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  g_autoptr (GPtrArray) broken = check_recovery (WP_APPLICATION (application), NULL);
  g_autoptr (GPtrArray) failed = g_ptr_array_new_with_free_func (g_free);   /* heading, message, … */
  GtkWindow *first = NULL;
  GtkWindow *question = NULL;

  /* A window for each file that opens; one that does not leaves no empty
   * window behind, only its message. */
  for (int i = 0; i < n_files; i++)
    {
      WpWindow *window = wp_window_new (ADW_APPLICATION (application));
      g_autoptr (GError) error = NULL;

      if (wp_window_open_file (window, files[i], &error))
        {
          gtk_window_present (GTK_WINDOW (window));
          first = first ? first : GTK_WINDOW (window);
          continue;
        }
      {
        g_autofree char *name = g_file_get_parse_name (files[i]);

        g_ptr_array_add (failed, g_strdup_printf (_("Could not open “%s”"), name));
        g_ptr_array_add (failed, g_strdup (error->message));
      }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  /* Nothing opened: one new puzzle's window carries the messages. */
  if (first == NULL)
    {
      first = GTK_WINDOW (wp_window_new (ADW_APPLICATION (application)));
      gtk_window_present (first);
    }
  for (guint i = 0; i + 1 < failed->len; i += 2)
    {
      AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
        first, g_ptr_array_index (failed, i), g_ptr_array_index (failed, i + 1)));

      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      question = question ? question : GTK_WINDOW (dialog);
    }
  offer_to_discard_broken (broken, first, question);
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *developers[] = { _("The Wellposed developers"), NULL };
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about,
                "transient-for", parent,
                "application-name", _("Wellposed"),
                "application-icon", WP_APP_ID,
                "version", WP_VERSION,
                "developer-name", _("The Wellposed developers"),
                "developers", developers,
                "comments", _("Set logic puzzles with live uniqueness checking."),
                "license-type", GTK_LICENSE_GPL_3_0,
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_window_present (wp_preferences_new (parent));
}

/* Close every window the way its close button does, so unsaved work is
 * asked about; the application ends with its last window. */
static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (user_data)));

  for (GList *l = windows; l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static const GActionEntry app_actions[] = {
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated, NULL, NULL, NULL, { 0 } },
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
};

static void
wp_application_startup (GApplication *application)
{
  const char *quit_accels[] = { "<Control>q", NULL };
  const char *preferences_accels[] = { "<Control>comma", NULL };
  const char *shortcuts_accels[] = { "<Control>question", NULL };
  const char *candidates_accels[] = { "<Control>m", NULL };
  const char *determined_accels[] = { "<Control><Shift>d", NULL };
  const char *side_panel_accels[] = { "F9", NULL };
  const char *solution_accels[] = { "<Control><Shift>u", NULL };

  G_APPLICATION_CLASS (wp_application_parent_class)->startup (application);
  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-help-overlay",
                                         shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-solution", solution_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-candidates",
                                         candidates_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.shade-determined",
                                         determined_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-side-panel",
                                         side_panel_accels);
}

static void
wp_application_class_init (WpApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = wp_application_activate;
  app_class->open = wp_application_open;
  app_class->startup = wp_application_startup;
}

static void
wp_application_init (WpApplication *self)
{
}

WpApplication *
wp_application_new (void)
{
  return g_object_new (WP_TYPE_APPLICATION,
                       "application-id", WP_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/wellposed/Wellposed",
                       NULL);
}
