/* wp-recovery.h — autosaved working copies that survive a crash
 *
 * The studio writes the document it is editing to a recovery slot within
 * two seconds of each change (atomically, like every save) and discards the
 * slot when the document is saved or closed on purpose.  Slots still
 * present at the next start are work a crash would otherwise have lost.
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

/* $XDG_DATA_HOME/wellposed/recovery */
char      *wp_recovery_dir       (void);
gboolean   wp_recovery_save      (const char     *slot,
                                  const WpPuzzle *puzzle,
                                  const char     *origin_uri,
                                  GError        **error);
void       wp_recovery_discard   (const char *slot);
/* Every slot that can be read, newest first; unreadable slots are skipped. */
GPtrArray *wp_recovery_list      (void);

G_END_DECLS
