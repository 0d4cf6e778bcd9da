/* wp-error-dialog.h — one way to tell the setter something failed */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A message dialog over @parent: @heading says what failed, the error's
 * message (which names what and where) is the body. */
void wp_show_error_dialog (GtkWindow    *parent,
                           const char   *heading,
                           const GError *error);

G_END_DECLS
