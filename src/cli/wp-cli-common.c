/* wp-cli-common.c — what the wellposed-cli commands share */
#include "cli/wp-cli-common.h"

#include <string.h>

/* Whether @message starts with a place: "12:", "12:7:", "givens[3]:",
 * "puzzles[1].givens:" — a first word without spaces before a colon. */
static gboolean
has_place (const char *message)
{
  const char *colon = strchr (message, ':');

  if (colon == NULL || colon == message)
    return FALSE;
  for (const char *p = message; p < colon; p++)
    if (g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

void
wp_cli_report_error (const char *file, const GError *error)
{
  g_printerr ("wellposed-cli: %s:%s%s\n", file, has_place (error->message) ? "" : " ", error->message);
}
