/* wp-export-dialog.h — Export PDF with a live page preview, and printing
 *
 * Both go through WpBooklet (src/render/wp-booklet.h), which draws every
 * page with the same renderer as the board: what the preview shows is what
 * the PDF and the printer get.  The options are remembered in GSettings.
 */
#pragma once

#include <adwaita.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_EXPORT_DIALOG (wp_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WpExportDialog, wp_export_dialog, WP, EXPORT_DIALOG, AdwWindow)

/* @puzzle is copied; @suggested_name is the PDF's default file name. */
WpExportDialog *wp_export_dialog_new          (GtkWindow      *parent,
                                               const WpPuzzle *puzzle,
                                               const char     *suggested_name);
/* Writes the PDF as the options stand (what Export… does after the file
 * chooser); also for tests. */
gboolean        wp_export_dialog_export_to    (WpExportDialog *self,
                                               GFile          *file,
                                               GError        **error);
guint           wp_export_dialog_get_n_pages  (WpExportDialog *self);
/* What the preview says under the page: why there is no solution page, or
 * why the options are refused.  NULL when there is nothing to say. */
const char     *wp_export_dialog_get_note     (WpExportDialog *self);

/* Prints @puzzle through the system print dialog, on the paper chosen
 * there, with the solution option of the export dialog. */
void            wp_print_puzzle               (GtkWindow      *parent,
                                               const WpPuzzle *puzzle);
/* The same print job, exported to a PDF at @path without a dialog (GTK's
 * own print-to-file path; what the tests drive). */
gboolean        wp_print_puzzle_to_file       (const WpPuzzle *puzzle,
                                               const char     *path,
                                               GError        **error);

G_END_DECLS
