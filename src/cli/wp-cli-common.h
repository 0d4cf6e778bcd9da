/* wp-cli-common.h — what the wellposed-cli commands share */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "wellposed-cli: FILE:12:7: …" when the message starts with a place,
 * "wellposed-cli: FILE: …" for a whole sentence. */
void wp_cli_report_error (const char *file, const GError *error);

G_END_DECLS
