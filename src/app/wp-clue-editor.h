/* wp-clue-editor.h — clues picked from menus (logic grids)
 *
 * A Clues button whose popover adds an element of a genre whose kinds are
 * picked rather than drawn (WpElementHooks.pick_*): a menu of the kinds,
 * one menu of choices per slot of the chosen kind, and Add Clue; below,
 * the puzzle's clues as numbered sentences, each with a button that
 * removes it.  Every change is one edit, emitted as ::edit for the window
 * to apply, as the element tool bar does.  For a logic grid, Suggest a
 * Clue lists the best clues wp_logic_suggest() finds, each added with one
 * click; Edit Categories… opens the categories dialog (win.edit-categories).
 */
#pragma once

#include <gtk/gtk.h>
#include "core/wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_CLUE_EDITOR (wp_clue_editor_get_type ())
G_DECLARE_FINAL_TYPE (WpClueEditor, wp_clue_editor, WP, CLUE_EDITOR, GtkWidget)

/* Whether @puzzle's genre has kinds picked from menus (the button shows). */
gboolean    wp_clue_editor_offered     (const WpPuzzle *puzzle);
/* The kinds and choices of @puzzle, its clues listed (a reference is kept). */
void        wp_clue_editor_set_puzzle  (WpClueEditor *self, const WpPuzzle *puzzle);

/* For tests: choose kind @kind_id and @choices (one index per slot), then
 * press Add Clue; the error shown when it was refused, else NULL. */
const char *wp_clue_editor_add         (WpClueEditor *self, const char *kind_id, const guint *choices);
/* For tests: the sentences listed, and removing clue @index. */
guint       wp_clue_editor_get_n_clues (WpClueEditor *self);
const char *wp_clue_editor_get_clue    (WpClueEditor *self, guint index);
void        wp_clue_editor_remove      (WpClueEditor *self, guint index);

/* For tests: presses Suggest a Clue (logic grids) and waits for the count
 * in the worker; the suggestions shown
 * ("Bea drinks juice. — leaves 1 solution") and the note above them; taking
 * suggestion @index adds it (one edit) and returns the count it said. */
guint       wp_clue_editor_suggest          (WpClueEditor *self);
const char *wp_clue_editor_get_suggestion   (WpClueEditor *self, guint index);
const char *wp_clue_editor_get_suggest_note (WpClueEditor *self);
/* The clues false in the intended solution, one a line, as shown under
 * the list; NULL when hidden. */
const char *wp_clue_editor_get_intended_note (WpClueEditor *self);
guint64     wp_clue_editor_take_suggestion  (WpClueEditor *self, guint index);

G_END_DECLS
