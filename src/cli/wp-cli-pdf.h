/* wp-cli-pdf.h — `wellposed-cli pdf`: puzzles to a print-ready PDF */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is "pdf"; returns the process exit status: 0 when every input
 * was read and the PDF written, 1 when some inputs failed (the rest are
 * still written) or writing failed, 2 for bad usage or no puzzle at all. */
int wp_cli_pdf (int argc, char **argv);

G_END_DECLS
