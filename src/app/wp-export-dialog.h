/* wp-export-dialog.h — Export PDF with a live page preview, and printing
 *
 * Both go through WpBooklet (src/render/wp-booklet.h), which draws every
 * page with the same renderer as the board: what the preview shows is what
 * the PDF and the printer get.  The options are remembered in GSettings.
 *
 * The PDF holds the window's puzzle and any the setter adds from files,
 * 1, 2, 4 or 6 to a page.  A bar at the top warns about every puzzle not
 * proved unique; the dialog does not count on the main thread: it starts
 * from what the window's live count knows (wp_export_dialog_new(),
 * wp_export_dialog_set_uniqueness()) and adds what the booklet's own count
 * to 2, in its worker, finds.
 */
#pragma once

#include <adwaita.h>

#include "core/wp-puzzle.h"
#include "core/wp-uniqueness.h"

G_BEGIN_DECLS

#define WP_TYPE_EXPORT_DIALOG (wp_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WpExportDialog, wp_export_dialog, WP, EXPORT_DIALOG, AdwWindow)

/* @puzzle is copied; @uniqueness is what the window knows of it (NULL:
 * nothing yet); @suggested_name is the PDF's default file name. */
WpExportDialog *wp_export_dialog_new          (GtkWindow          *parent,
                                               const WpPuzzle     *puzzle,
                                               const WpUniqueness *uniqueness,
                                               const char         *suggested_name);
/* A booklet of @puzzles (of WpPuzzle*, copied), such as a generated batch:
 * row i says @origins[i] ("Generated with seed 1236"), and any but the
 * last one left can be left out; @uniqueness is what is known of every
 * one of them (NULL: nothing yet). */
WpExportDialog *wp_export_dialog_new_for_puzzles (GtkWindow          *parent,
                                                  GPtrArray          *puzzles,
                                                  const char *const  *origins,
                                                  const WpUniqueness *uniqueness,
                                                  const char         *suggested_name);
/* What the window has learnt since about the same puzzle (a count that
 * finished while the dialog was open); merged, so it never unlearns. */
void            wp_export_dialog_set_uniqueness (WpExportDialog     *self,
                                                 const WpUniqueness *uniqueness);
/* Adds every puzzle in @file after those already in the PDF (what Add
 * Puzzles… does with each file chosen; also for tests). */
gboolean        wp_export_dialog_add_file     (WpExportDialog *self,
                                               GFile          *file,
                                               GError        **error);
guint           wp_export_dialog_get_n_puzzles (WpExportDialog *self);
/* Writes the PDF as the options stand (what Export… does after the file
 * chooser); also for tests. */
gboolean        wp_export_dialog_export_to    (WpExportDialog *self,
                                               GFile          *file,
                                               GError        **error);
guint           wp_export_dialog_get_n_pages  (WpExportDialog *self);
/* What the preview says under the page: why a puzzle has no solution
 * page or is laid out otherwise than asked, or why the options are
 * refused.  NULL when there is nothing to say. */
const char     *wp_export_dialog_get_note     (WpExportDialog *self);
/* What the bar at the top says about uniqueness; NULL when every puzzle
 * is proved unique (and the bar is hidden). */
const char     *wp_export_dialog_get_warning  (WpExportDialog *self);

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
