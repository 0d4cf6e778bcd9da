/* wp-application.c — the Wellposed application: windows, app actions */
#include "app/wp-application.h"
#include "app/wp-preferences.h"
#include "app/wp-recovery-dialog.h"
#include "app/wp-window.h"
#include "core/wp-version.h"

#include <glib/gi18n.h>

struct _WpApplication {
  AdwApplication parent_instance;
  gboolean       recovery_checked;   /* the recovery folder is offered once a run */
};

G_DEFINE_FINAL_TYPE (WpApplication, wp_application, ADW_TYPE_APPLICATION)

/* Work a crash left behind, readable or not, is offered once a run, by
 * whichever of activate and open comes first, in one dialog on @parent
 * (see wp-recovery-dialog.h).  With @parent_is_blank the first restored
 * copy goes into @parent.  The dialog waits for @before (another question
 * on @parent) to be answered. */
static void
offer_recovery (WpApplication *self, GtkWindow *parent, gboolean parent_is_blank, GtkWindow *before)
{
  g_autoptr (GPtrArray) broken = NULL;
  g_autoptr (GPtrArray) found = NULL;
  WpRecoveryDialog *dialog;

  if (self->recovery_checked)
    return;
  self->recovery_checked = TRUE;
  found = wp_recovery_list_full (&broken);
  if (found->len == 0 && broken->len == 0)
    return;
  dialog = wp_recovery_dialog_new (WP_WINDOW (parent), found, broken, parent_is_blank);
  if (before)
    g_signal_connect_object (before, "response", G_CALLBACK (gtk_window_present), dialog,
                             G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  else
    gtk_window_present (GTK_WINDOW (dialog));
}

static void
wp_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window)
    {
      gtk_window_present (window);
      return;
    }
  window = GTK_WINDOW (wp_window_new (ADW_APPLICATION (application)));
  gtk_window_present (window);
  offer_recovery (WP_APPLICATION (application), window, TRUE, NULL);
}

/* `wellposed FILE…`: one window per file, and the recovery dialog on the
 * first all the same. */
static void
wp_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  g_autoptr (GPtrArray) failed = g_ptr_array_new_with_free_func (g_free);   /* heading, message, … */
  GtkWindow *first = NULL;
  GtkWindow *question = NULL;
  gboolean blank = FALSE;

  /* A window for each file that opens; one that does not leaves no empty
   * window behind, only its message. */
  for (int i = 0; i < n_files; i++)
    {
      WpWindow *window = wp_window_find_for_file (GTK_APPLICATION (application), files[i]);
      g_autoptr (GError) error = NULL;

      /* Open already (`wellposed FILE` again, or the same file twice):
       * its window comes to the front; a second one would save over it. */
      if (window)
        {
          gtk_window_present (GTK_WINDOW (window));
          wp_window_check_disk (window);
          first = first ? first : GTK_WINDOW (window);
          continue;
        }
      window = wp_window_new (ADW_APPLICATION (application));
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
      blank = TRUE;
    }
  for (guint i = 0; i + 1 < failed->len; i += 2)
    {
      AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
        first, g_ptr_array_index (failed, i), g_ptr_array_index (failed, i + 1)));

      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      question = question ? question : GTK_WINDOW (dialog);
    }
  offer_recovery (WP_APPLICATION (application), first, blank, question);
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
