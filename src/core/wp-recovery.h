/* wp-recovery.h — autosaved working copies that survive a crash
 *
 * The studio writes the document it is editing to a recovery slot within
 * two seconds of each change (atomically, like every save) and discards the
 * slot when the document is saved or closed on purpose.  Slots still
 * present at the next start are work a crash would otherwise have lost;
 * slots that cannot be read (an empty or damaged file) are reported apart,
 * with the reason, so the studio can offer to discard them.
 */
#pragma once

#include <glib.h>

#include "wp-puzzle.h"

G_BEGIN_DECLS

typedef struct {
  char     *slot;
  WpPuzzle *puzzle;
  char     *origin_uri;   /* the file it was opened from, or NULL */
  gint64    saved_at;     /* unix time in seconds */
} WpRecovered;

void       wp_recovered_free     (WpRecovered *recovered);

/* A slot that is there but cannot be restored: an empty or damaged file. */
typedef struct {
  char *slot;
  char *path;     /* the document in the recovery folder */
  char *reason;   /* why it cannot be read, "<place>: <what>" (see wp-error.h) */
} WpRecoveryBroken;

void       wp_recovery_broken_free (WpRecoveryBroken *broken);

/* $XDG_DATA_HOME/wellposed/recovery */
char      *wp_recovery_dir       (void);
gboolean   wp_recovery_save      (const char     *slot,
                                  const WpPuzzle *puzzle,
                                  const char     *origin_uri,
                                  GError        **error);
void       wp_recovery_discard   (const char *slot);
/* Every slot that can be read, newest first; unreadable slots are skipped. */
GPtrArray *wp_recovery_list      (void);
/* The same, and when @broken is not NULL, a new array (of WpRecoveryBroken*,
 * in name order) of the slots that could not be read, each with why. */
GPtrArray *wp_recovery_list_full (GPtrArray **broken);

G_END_DECLS
