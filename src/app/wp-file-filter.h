/* wp-file-filter.h — the "Puzzles" filter of the file choosers */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every format Wellposed reads, by extension: the native file and each
 * genre's text formats.  Open and the Export dialog's Add use it. */
GtkFileFilter *wp_puzzle_file_filter_new (void);

G_END_DECLS
