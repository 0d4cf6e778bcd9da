/* main.c — the studio's entry point */
#include "app/wp-application.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

static gboolean
asks_for_help (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "-h") || g_str_has_prefix (argv[i], "--help") ||
        g_str_equal (argv[i], "--version"))
      return TRUE;
  return FALSE;
}

/* Without a display GTK would stop with a bare "cannot open display:";
 * say what that means and what to do instead. */
static gboolean
check_display (int argc, char **argv)
{
  const char *display = g_getenv ("WAYLAND_DISPLAY") ? g_getenv ("WAYLAND_DISPLAY") : g_getenv ("DISPLAY");

  if (asks_for_help (argc, argv) || gtk_init_check ())
    return TRUE;
  if (display && *display)
    g_printerr (_("wellposed: cannot open the display “%s”.\n"), display);
  else
    g_printerr (_("wellposed: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"));
  g_printerr (_("Wellposed is a desktop application: start it from a graphical session, or under a "
                "virtual display:\n  xvfb-run -a %s FILE\n"
                "The command-line tool needs no display: wellposed-cli check FILE\n"), argv[0]);
  return FALSE;
}

int
main (int argc, char **argv)
{
  g_autoptr (WpApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, WP_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!check_display (argc, argv))
    return 1;
  application = wp_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
