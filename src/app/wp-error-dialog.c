/* wp-error-dialog.c — one way to tell the setter something failed */
#include "app/wp-error-dialog.h"

#include <adwaita.h>
#include <glib/gi18n.h>

void
wp_show_error_dialog (GtkWindow *parent, const char *heading, const GError *error)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, error->message));

  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}
