/* main.c — the studio's entry point */
#include "app/wp-application.h"

#include <glib/gi18n.h>
#include <locale.h>

int
main (int argc, char **argv)
{
  g_autoptr (WpApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, WP_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = wp_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
