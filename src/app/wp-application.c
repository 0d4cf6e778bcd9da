/* wp-application.c — the Wellposed application: windows, app actions */
#include "app/wp-application.h"
#include "app/wp-preferences.h"
#include "app/wp-window.h"
#include "core/wp-version.h"

#include <glib/gi18n.h>

struct _WpApplication {
  AdwApplication parent_instance;
};

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

static void
offer_one (GApplication *application, WpRecovered *recovered)
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
}

/* Work a crash left behind: one window per recovered copy, each asking.
 * Returns whether any was found. */
static gboolean
offer_recovered_work (GApplication *application)
{
  g_autoptr (GPtrArray) found = wp_recovery_list ();
  guint n_found = found->len;

  while (found->len > 0)
    offer_one (application, g_ptr_array_steal_index (found, 0));
  return n_found > 0;
}

static void
wp_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL && offer_recovered_work (application))
    return;
  if (window == NULL)
    window = GTK_WINDOW (wp_window_new (ADW_APPLICATION (application)));
  gtk_window_present (window);
}

/* `wellposed FILE…`: one window per file. */
static void
wp_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      WpWindow *window = wp_window_new (ADW_APPLICATION (application));
      g_autoptr (GError) error = NULL;

      gtk_window_present (GTK_WINDOW (window));
      if (!wp_window_open_file (window, files[i], &error))
        {
          g_autofree char *name = g_file_get_parse_name (files[i]);
          g_autofree char *heading = g_strdup_printf (_("Could not open “%s”"), name);
          AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (window), heading,
                                                                                 error->message));
          adw_message_dialog_add_response (dialog, "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (dialog));
        }
    }
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

  G_APPLICATION_CLASS (wp_application_parent_class)->startup (application);
  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-help-overlay",
                                         shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.show-candidates",
                                         candidates_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.shade-determined",
                                         determined_accels);
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
