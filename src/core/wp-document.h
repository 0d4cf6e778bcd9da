/* wp-document.h — a puzzle being edited: its snapshots, history and file
 *
 * The document holds the current snapshot (a WpPuzzle nobody changes
 * again), the undo and redo history (older snapshots, by reference), the
 * file it belongs to and whether it has unsaved changes.  Every change is
 * a WpEdit (wp-edit.h) applied through wp_document_apply(); typing in one
 * metadata field is one undo step.  ::changed says that the snapshot was
 * replaced, and whether the solutions may have changed with it (metadata
 * cannot change them), so a client knows when to count again.
 *
 * GLib only: the studio's window holds one, the tests drive one directly.
 */
#pragma once

#include <gio/gio.h>

#include "wp-edit.h"
#include "wp-io.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_DOCUMENT (wp_document_get_type ())
G_DECLARE_FINAL_TYPE (WpDocument, wp_document, WP, DOCUMENT, GObject)

/* A document of @puzzle (a snapshot is taken), saved in @file or NULL. */
WpDocument     *wp_document_new          (const WpPuzzle *puzzle,
                                          GFile          *file);

/* Starts over with @puzzle and @file: no history, nothing unsaved. */
void            wp_document_reset        (WpDocument     *self,
                                          const WpPuzzle *puzzle,
                                          GFile          *file);

const WpPuzzle *wp_document_get_puzzle   (WpDocument     *self);
GFile          *wp_document_get_file     (WpDocument     *self);
gboolean        wp_document_get_dirty    (WpDocument     *self);
/* How many snapshots the document has had: a new one for every change,
 * undo and redo included, so a result can say which grid it belongs to. */
guint64         wp_document_get_generation (WpDocument   *self);

/* The next snapshot from @edit, the old one going on the undo history.
 * FALSE with the reason (wp_puzzle_apply_edit()) when the edit does not
 * fit; TRUE and no change when it changes nothing. */
gboolean        wp_document_apply        (WpDocument     *self,
                                          const WpEdit   *edit,
                                          GError        **error);
/* The next snapshot is @puzzle (a reference is taken), the old one going
 * on the undo history: one undo step for a change no single WpEdit
 * describes, such as Reduce taking out givens, line clues and elements at
 * once.  @puzzle must be of the same genre; equal to the current snapshot,
 * nothing happens. */
void            wp_document_replace      (WpDocument     *self,
                                          const WpPuzzle *puzzle);
gboolean        wp_document_can_undo     (WpDocument     *self);
gboolean        wp_document_can_redo     (WpDocument     *self);
/* FALSE when there is nothing to undo (redo). */
gboolean        wp_document_undo         (WpDocument     *self);
gboolean        wp_document_redo         (WpDocument     *self);

/* Saved in @file (NULL: where it was): nothing unsaved any more. */
void            wp_document_mark_saved   (WpDocument     *self,
                                          GFile          *file);
/* Restored from a recovery copy, or imported: unsaved changes although the
 * history is empty. */
void            wp_document_mark_unsaved (WpDocument     *self);

/* Whether somebody else has changed the document's file since it was
 * opened or last saved here (another window's save, another program):
 * WP_DISK_UNCHANGED for a document without a local file. */
WpDiskState     wp_document_check_disk   (WpDocument     *self);
/* What the file holds now becomes the version this document knows: the
 * setter has seen the change and keeps editing their own. */
void            wp_document_accept_disk  (WpDocument     *self);

G_END_DECLS
