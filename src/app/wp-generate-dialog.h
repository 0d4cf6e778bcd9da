/* wp-generate-dialog.h — Generate…: new unique puzzles, one or a batch
 *
 * The setter picks a genre and size (the New menu's presets), a symmetry,
 * a difficulty on the genre's scale and how many puzzles; the dialog runs
 * wp_generate() once per puzzle (seed, seed + 1, …) in a worker thread on
 * copies, with a progress bar and Stop.  One puzzle goes straight to the
 * window (::open-puzzle); several are listed with their clue counts and
 * grades, to open one by one, save as one collection or lay out as a PDF
 * booklet through the Export PDF dialog.
 *
 * When the window's puzzle has elements, "Only puzzles that need the
 * variant rules" takes that puzzle's rules and elements as the shape and
 * keeps only puzzles the classic rules alone leave ambiguous.
 */
#pragma once

#include <adwaita.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_GENERATE_DIALOG (wp_generate_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WpGenerateDialog, wp_generate_dialog, WP, GENERATE_DIALOG, AdwWindow)

/* @current is the window's puzzle (copied): the genre and size chosen at
 * first, and the shape for "needs the variant rules". */
WpGenerateDialog *wp_generate_dialog_new           (GtkWindow      *parent,
                                                    const WpPuzzle *current);

/* For tests and the keyboard: the options as the rows would set them.
 * FALSE when the genre cannot generate or has no such preset. */
gboolean          wp_generate_dialog_select_shape  (WpGenerateDialog *self,
                                                    const char       *genre_id,
                                                    const char       *preset_id);
/* Starts a run as the Generate button does. */
void              wp_generate_dialog_generate      (WpGenerateDialog *self);
/* Stops the run under way, as Stop does (the puzzles finished stay). */
void              wp_generate_dialog_stop          (WpGenerateDialog *self);
gboolean          wp_generate_dialog_is_running    (WpGenerateDialog *self);
/* The batch shown in the list (0 before one is, or after one puzzle went
 * to the window), puzzle @index of it, and opening it as a row does. */
guint             wp_generate_dialog_get_n_results (WpGenerateDialog *self);
const WpPuzzle   *wp_generate_dialog_get_result    (WpGenerateDialog *self,
                                                    guint             index);
void              wp_generate_dialog_open_result   (WpGenerateDialog *self,
                                                    guint             index);
/* What the bar at the top says (an error, a run stopped), or NULL. */
const char       *wp_generate_dialog_get_message   (WpGenerateDialog *self);
/* Writes the batch as one .wellposed collection (what Save All… does
 * after its file chooser). */
gboolean          wp_generate_dialog_save_to       (WpGenerateDialog *self,
                                                    GFile            *file,
                                                    GError          **error);

G_END_DECLS
