/* test-document.c — a puzzle being edited: snapshots, history, file, dirty */
#include "wp-test-utils.h"
#include "core/wp-document.h"
#include "genres/sudoku/sudoku.h"

#include <glib/gstdio.h>
#include <utime.h>

typedef struct {
  guint    changes;
  gboolean last_solutions_changed;
} Seen;

static void
on_changed (WpDocument *document, gboolean solutions_changed, Seen *seen)
{
  seen->changes++;
  seen->last_solutions_changed = solutions_changed;
}

static void
place (WpDocument *document, guint cell, gint value)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell (cell, value);
  g_autoptr (GError) error = NULL;

  g_assert_true (wp_document_apply (document, edit, &error));
  g_assert_no_error (error);
}

/* Each edit is a new snapshot; the old ones stay as they were (by
 * reference, in the history); undo and redo walk them. */
static void
test_edits_and_history (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpDocument) document = wp_document_new (empty, NULL);
  const WpPuzzle *first = wp_document_get_puzzle (document);
  Seen seen = { 0 };

  g_signal_connect (document, "changed", G_CALLBACK (on_changed), &seen);
  g_assert_true (first == empty);                  /* shared, not copied */
  g_assert_false (wp_document_get_dirty (document));
  g_assert_false (wp_document_can_undo (document));

  place (document, 0, 5);
  place (document, 1, 6);
  g_assert_cmpuint (seen.changes, ==, 2);
  g_assert_true (seen.last_solutions_changed);
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[1], ==, 6);
  g_assert_cmpint (empty->cells[0], ==, WP_CELL_EMPTY);   /* the first snapshot untouched */
  g_assert_true (wp_document_get_dirty (document));
  g_assert_cmpuint (wp_document_get_generation (document), ==, 2);

  g_assert_true (wp_document_undo (document));
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[1], ==, WP_CELL_EMPTY);
  g_assert_true (wp_document_undo (document));
  g_assert_true (wp_document_get_puzzle (document) == empty);
  g_assert_false (wp_document_undo (document));
  g_assert_true (wp_document_redo (document));
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[0], ==, 5);
  /* A new edit forgets what could be redone. */
  place (document, 2, 7);
  g_assert_false (wp_document_can_redo (document));
  g_assert_cmpuint (seen.changes, ==, 6);
}

/* An edit that does not fit leaves everything as it was; one that changes
 * nothing makes no step. */
static void
test_refused_and_idle_edits (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpDocument) document = wp_document_new (empty, NULL);
  g_autoptr (WpEdit) outside = wp_edit_new_cell (16, 1);
  g_autoptr (GError) error = NULL;
  Seen seen = { 0 };

  g_signal_connect (document, "changed", G_CALLBACK (on_changed), &seen);
  g_assert_false (wp_document_apply (document, outside, &error));
  g_assert_cmpstr (error->message, ==, "r5c1 is outside the 4×4 grid");
  place (document, 0, WP_CELL_EMPTY);
  g_assert_cmpuint (seen.changes, ==, 0);
  g_assert_false (wp_document_can_undo (document));
  g_assert_false (wp_document_get_dirty (document));
}

/* Typing in one field is one undo step; metadata changes no solution. */
static void
test_typing_is_one_step (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpDocument) document = wp_document_new (empty, NULL);
  const char *typed[] = { "M", "Mo", "Mor", "Morning" };
  Seen seen = { 0 };

  g_signal_connect (document, "changed", G_CALLBACK (on_changed), &seen);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      g_autoptr (WpEdit) edit = wp_edit_new_metadata ("title", typed[i]);

      g_assert_true (wp_document_apply (document, edit, NULL));
    }
  g_assert_false (seen.last_solutions_changed);
  g_assert_cmpstr (wp_document_get_puzzle (document)->title, ==, "Morning");
  g_assert_true (wp_document_undo (document));
  g_assert_null (wp_document_get_puzzle (document)->title);
  g_assert_false (wp_document_can_undo (document));
}

/* Saving clears dirty and may move the file; a reset forgets the history. */
static void
test_file_and_reset (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpDocument) document = wp_document_new (empty, NULL);
  g_autoptr (GFile) file = g_file_new_for_path ("/tmp/puzzle.wellposed");

  place (document, 0, 5);
  wp_document_mark_saved (document, file);
  g_assert_false (wp_document_get_dirty (document));
  g_assert_true (wp_document_get_file (document) == file);
  g_assert_true (wp_document_can_undo (document));   /* saving keeps the history */
  wp_document_reset (document, empty, NULL);
  g_assert_null (wp_document_get_file (document));
  g_assert_false (wp_document_can_undo (document));
  g_assert_false (wp_document_get_dirty (document));
  wp_document_mark_unsaved (document);
  g_assert_true (wp_document_get_dirty (document));
}

/* A whole snapshot replaced (Reduce) is one undo step: undo brings back
 * every clue it took out; the same puzzle again changes nothing. */
static void
test_replace_is_one_step (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpDocument) document = wp_document_new (empty, NULL);
  g_autoptr (WpPuzzle) fewer = NULL;
  Seen seen = { 0 };

  place (document, 0, 1);
  place (document, 5, 1);
  place (document, 10, 1);
  fewer = wp_puzzle_copy (wp_document_get_puzzle (document));
  fewer->cells[0] = WP_CELL_EMPTY;
  fewer->cells[10] = WP_CELL_EMPTY;
  place (document, 15, 2);
  g_assert_false (wp_document_redo (document));
  g_assert_true (wp_document_undo (document));   /* r4c4 goes again: redo now holds it */
  g_assert_true (wp_document_can_redo (document));

  g_signal_connect (document, "changed", G_CALLBACK (on_changed), &seen);
  wp_document_replace (document, fewer);
  g_assert_cmpuint (seen.changes, ==, 1);
  g_assert_true (seen.last_solutions_changed);
  g_assert_true (wp_document_get_puzzle (document) == fewer);   /* by reference */
  g_assert_false (wp_document_can_redo (document));
  wp_document_replace (document, fewer);
  g_assert_cmpuint (seen.changes, ==, 1);

  g_assert_true (wp_document_undo (document));
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[0], ==, 1);
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[5], ==, 1);
  g_assert_cmpint (wp_document_get_puzzle (document)->cells[10], ==, 1);
  g_assert_true (wp_document_redo (document));
  g_assert_true (wp_document_get_puzzle (document) == fewer);
}

/* Somebody else's save is seen: a new file renamed over the old one, a
 * write in place, a deletion.  A touch, or the same bytes again, is no
 * change; accepting the other version, or saving, starts over from it. */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "one.wellposed", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("1...............");
  g_autoptr (WpDocument) document = NULL;
  g_autoptr (WpDocument) unsaved = wp_document_new (puzzle, NULL);
  struct utimbuf later = { 1000000000, 1000000000 };

  g_assert_true (g_file_set_contents (path, "first", -1, NULL));
  document = wp_document_new (puzzle, file);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);
  g_assert_cmpint (wp_document_check_disk (unsaved), ==, WP_DISK_UNCHANGED);

  g_assert_cmpint (utime (path, &later), ==, 0);   /* touched: the same bytes */
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);
  g_assert_true (wp_file_replace_contents (path, "first", -1, NULL));   /* another inode, same bytes */
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);

  g_assert_true (wp_file_replace_contents (path, "other", -1, NULL));   /* another window's save */
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_CHANGED);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_CHANGED);   /* until accepted */
  wp_document_accept_disk (document);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);

  {
    FILE *in_place = g_fopen (path, "r+");   /* the same inode, same size, new bytes */

    g_assert_nonnull (in_place);
    fputs ("OTHER", in_place);
    fclose (in_place);
  }
  g_assert_cmpint (utime (path, &later), ==, 0);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_CHANGED);
  wp_document_mark_saved (document, file);   /* this document's save: its own bytes */
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_GONE);
  g_assert_true (g_file_set_contents (path, "back", -1, NULL));
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_CHANGED);

  /* Opened while missing (a recovered copy of a deleted file): its
   * appearing is a change, its staying away is not. */
  g_unlink (path);
  wp_document_reset (document, puzzle, file);
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_UNCHANGED);
  g_assert_true (g_file_set_contents (path, "new", -1, NULL));
  g_assert_cmpint (wp_document_check_disk (document), ==, WP_DISK_CHANGED);
  g_unlink (path);
  g_rmdir (dir);
}

/* wp_file_replace_contents() refuses a read-only file (no write bit),
 * even for root, and leaves it as it was (issue 31, item 2). */
static void
test_read_only_not_replaced (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kept.wellposed", NULL);
  g_autofree char *after = NULL;
  g_autoptr (GError) error = NULL;
  GStatBuf buf;

  g_assert_true (g_file_set_contents (path, "kept", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (wp_file_replace_contents (path, "lost", -1, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_READ_ONLY);
  g_assert_cmpstr (error->message, ==, "Permission denied: the file is read-only");
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "kept");
  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  g_assert_cmpint (buf.st_mode & 0777, ==, 0444);
  g_chmod (path, 0644);
  g_unlink (path);
  g_rmdir (dir);
}

/* A save killed half-way leaves "NAME.saving-XXXXXX"; the next save of
 * NAME removes such files over a minute old and keeps a younger one
 * (another process's save under way).  A failed save leaves none
 * (issue 31, item 7). */
static void
test_stale_temporaries_removed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "one.wellposed", NULL);
  g_autofree char *stale = g_build_filename (dir, "one.wellposed.saving-k3Fz9q", NULL);
  g_autofree char *young = g_build_filename (dir, "one.wellposed.saving-Ab12Cd", NULL);
  g_autofree char *other = g_build_filename (dir, "two.wellposed.saving-k3Fz9q", NULL);
  g_autoptr (GDir) listing = NULL;
  struct utimbuf old = { 1000000000, 1000000000 };
  guint n_files = 0;

  g_assert_true (g_file_set_contents (stale, "half", -1, NULL));
  g_assert_true (g_file_set_contents (young, "half", -1, NULL));
  g_assert_true (g_file_set_contents (other, "half", -1, NULL));
  g_assert_cmpint (utime (stale, &old), ==, 0);
  g_assert_cmpint (utime (other, &old), ==, 0);
  g_assert_true (wp_file_replace_contents (path, "whole", -1, NULL));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));   /* another document's */
  g_unlink (young);
  g_unlink (other);

  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (wp_file_replace_contents (path, "lost", -1, NULL));
  listing = g_dir_open (dir, 0, NULL);
  while (g_dir_read_name (listing))
    n_files++;
  g_assert_cmpuint (n_files, ==, 1);   /* the document alone */
  g_chmod (path, 0644);
  g_unlink (path);
  g_rmdir (dir);
}

/* The recovery copy of unsaved work is 0600, as its .origin is, whatever
 * mode an older copy in the slot had (issue 31, item 7). */
static void
test_private_contents (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "slot.wellposed", NULL);
  GStatBuf buf;

  g_assert_true (wp_file_replace_contents_private (path, "mine", -1, NULL));
  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  g_assert_cmpint (buf.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_true (wp_file_replace_contents_private (path, "still mine", -1, NULL));
  g_assert_cmpint (g_stat (path, &buf), ==, 0);
  g_assert_cmpint (buf.st_mode & 0777, ==, 0600);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/edits-and-history", test_edits_and_history);
  g_test_add_func ("/document/refused-and-idle-edits", test_refused_and_idle_edits);
  g_test_add_func ("/document/typing-is-one-step", test_typing_is_one_step);
  g_test_add_func ("/document/file-and-reset", test_file_and_reset);
  g_test_add_func ("/document/replace-is-one-step", test_replace_is_one_step);
  g_test_add_func ("/document/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/document/read-only-not-replaced", test_read_only_not_replaced);
  g_test_add_func ("/document/stale-temporaries-removed", test_stale_temporaries_removed);
  g_test_add_func ("/document/private-contents", test_private_contents);
  return g_test_run ();
}
