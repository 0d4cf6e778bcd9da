/* wp-recovery-dialog.h — the one question about work a crash left behind
 *
 * At start the studio lists every autosaved document still in the recovery
 * folder (see core/wp-recovery.h) in one window: each with its title,
 * genre, size, autosave time and a thumbnail, and a check box.  Restore All
 * and Restore Chosen open each copy in its own window, marked unsaved;
 * Discard All deletes the copies (after asking).  Copies that cannot be
 * read are listed below with why, and can be discarded on their own.
 * Closing the window decides nothing: the copies stay for the next start.
 */
#pragma once

#include <adwaita.h>

#include "app/wp-window.h"

G_BEGIN_DECLS

#define WP_TYPE_RECOVERY_DIALOG (wp_recovery_dialog_get_type ())
G_DECLARE_FINAL_TYPE (WpRecoveryDialog, wp_recovery_dialog, WP, RECOVERY_DIALOG, AdwWindow)

/* @found (of WpRecovered*, newest first) and @broken (of WpRecoveryBroken*)
 * as wp_recovery_list_full() returns them, either may be empty; both are
 * referenced and the dialog's from then on (it empties @broken when the
 * damaged copies are discarded).  Restored copies open in new windows of @parent's application;
 * with @reuse_parent the first one goes into @parent itself (a window with
 * nothing in it yet, opened for this question). */
WpRecoveryDialog *wp_recovery_dialog_new (WpWindow  *parent,
                                          GPtrArray *found,
                                          GPtrArray *broken,
                                          gboolean   reuse_parent);

G_END_DECLS
