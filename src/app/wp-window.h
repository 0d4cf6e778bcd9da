/* wp-window.h — the studio window: one document, its board, live status */
#pragma once

#include <adwaita.h>

#include "core/wp-counter.h"
#include "core/wp-puzzle.h"
#include "core/wp-recovery.h"

G_BEGIN_DECLS

#define WP_TYPE_WINDOW (wp_window_get_type ())
G_DECLARE_FINAL_TYPE (WpWindow, wp_window, WP, WINDOW, AdwApplicationWindow)

WpWindow       *wp_window_new          (AdwApplication *application);
/* Replaces the document (not undoable); @file may be NULL. */
void            wp_window_set_document (WpWindow *self, const WpPuzzle *puzzle, GFile *file);
gboolean        wp_window_open_file    (WpWindow *self, GFile *file, GError **error);
/* The window that has @file open (the same file under any name), or NULL:
 * a file is open in one window at a time. */
WpWindow       *wp_window_find_for_file (GtkApplication *application, GFile *file);
/* Compares the document's file with what this window last read or wrote
 * and shows or hides the bar that says another window or program changed
 * it (done by itself on a change in the folder and when the window comes
 * to the front).  The bar's text, or NULL while it is hidden. */
void            wp_window_check_disk   (WpWindow *self);
const char     *wp_window_get_disk_message (WpWindow *self);
const WpPuzzle *wp_window_get_puzzle   (WpWindow *self);
gboolean        wp_window_get_dirty    (WpWindow *self);
/* Reopen a working copy that an earlier run left in recovery. */
void            wp_window_restore      (WpWindow *self, WpRecovered *recovered);
/* For tests: the board, whether a count is under way, the status title
 * shown and the number of alternative boards. */
GtkWidget      *wp_window_get_board    (WpWindow *self);
GtkWidget      *wp_window_get_alternatives (WpWindow *self);
GtkWidget      *wp_window_get_title_entry  (WpWindow *self);
/* The spin button of the genre setting @id (the fleet), NULL if none. */
GtkWidget      *wp_window_get_setting_control (WpWindow *self, const char *id);
const char     *wp_window_get_status_detail (WpWindow *self);
gboolean        wp_window_is_counting  (WpWindow *self);
const char     *wp_window_get_status   (WpWindow *self);
guint           wp_window_get_n_alternatives (WpWindow *self);
GtkWidget      *wp_window_get_analysis_panel (WpWindow *self);
gboolean        wp_window_is_analysing (WpWindow *self);
/* Whether Reduce, or grading the puzzle on screen, is under way. */
gboolean        wp_window_is_reducing  (WpWindow *self);
gboolean        wp_window_is_grading   (WpWindow *self);
/* Whether an autosave is still to come for the latest edit. */
gboolean        wp_window_is_autosave_pending (WpWindow *self);

G_END_DECLS
