/* test-window.c — the studio window driven through its actions (Xvfb) */
#include "wp-test-utils.h"
#include "app/wp-alternatives.h"
#include "app/wp-analysis-panel.h"
#include "app/wp-application.h"
#include "app/wp-board.h"
#include "app/wp-export-dialog.h"
#include "app/wp-window.h"
#include "genres/battleships/battleships.h"
#include "genres/nonograms/nonograms.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#define EXAMPLE_ONE \
  "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483"
#define SEVENTEEN \
  "000000010400000000020000000000050407008000300001090000300400200050100000000806000"

static void
wait_for_count (WpWindow *window)
{
  gint64 give_up = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  do
    g_main_context_iteration (NULL, FALSE);
  while (wp_window_is_counting (window) && g_get_monotonic_time () < give_up);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The count, then the analysis it starts. */
static void
wait_for_analysis (WpWindow *window)
{
  gint64 give_up = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  do
    g_main_context_iteration (NULL, FALSE);
  while ((wp_window_is_counting (window) || wp_window_is_analysing (window)) &&
         g_get_monotonic_time () < give_up);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static const WpRenderOverlay *
board_overlay (WpWindow *window)
{
  return wp_board_get_overlay (WP_BOARD (wp_window_get_board (window)));
}

static WpWindow *
new_window (void)
{
  WpWindow *window = g_object_new (WP_TYPE_WINDOW, NULL);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
place (WpWindow *window, guint cell, gint value)
{
  WpBoard *board = WP_BOARD (wp_window_get_board (window));

  wp_board_select_cell (board, cell, FALSE);
  g_signal_emit_by_name (board, "set-value", value);
}

/* From two solutions to one: the status follows, the alternatives go. */
static void
test_edit_to_unique_and_undo (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);

  wp_window_set_document (window, puzzle, NULL);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 2);
  /* Exactly the four cells of the swappable rectangle are marked. */
  for (guint cell = 0; cell < 81; cell++)
    g_assert_cmpint (wp_board_is_marked_different (WP_BOARD (wp_window_get_board (window)), cell), ==,
                     cell == 30 || cell == 31 || cell == 66 || cell == 67);

  place (window, 30, 1);   /* r4c4 = 1 kills the swap */
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 0);
  g_assert_false (wp_board_is_marked_different (WP_BOARD (wp_window_get_board (window)), 31));
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[30], ==, 1);

  place (window, 31, 1);   /* a clash with r4c4 in row 4 */
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "No solution");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[30], ==, WP_CELL_EMPTY);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Hundreds of edits faster than the solver: the status must belong to the
 * final grid. */
static void
test_stress_status_matches_final_grid (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);

  wp_window_set_document (window, puzzle, NULL);
  for (guint i = 0; i < 300; i++)
    place (window, 30, i % 2 ? WP_CELL_EMPTY : 1);   /* the 300th edit empties r4c4 */
  wait_for_count (window);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[30], ==, WP_CELL_EMPTY);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_open_file (void)
{
  WpWindow *window = new_window ();
  g_autofree char *path = wp_test_data_path ("seed002-example-two.txt");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (wp_window_open_file (window, file, &error));
  g_assert_no_error (error);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Example two has 12 solutions: the live count says "at least 2" until the
 * analysis has seen all 12, then the status says exactly 12, as Count All
 * does; placing a value offered by an alternative narrows it. */
static void
test_count_all_and_place_from_alternative (void)
{
  WpWindow *window = new_window ();
  g_autofree char *path = wp_test_data_path ("seed002-example-two.txt");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  WpAlternatives *alternatives = WP_ALTERNATIVES (wp_window_get_alternatives (window));
  gint value;

  g_assert_true (wp_window_open_file (window, file, NULL));
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "Exactly 12 solutions.");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.count-all", NULL);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "Exactly 12 solutions.");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 6);   /* the number kept */

  /* r1c2 differs between solution 1 and another; take the other's value. */
  value = wp_alternatives_value_to_place (alternatives, 0, 1);
  g_assert_cmpint (value, !=, WP_CELL_EMPTY);
  g_assert_cmpint (wp_alternatives_value_to_place (alternatives, 0, 0), ==, WP_CELL_EMPTY);
  g_signal_emit_by_name (alternatives, "place-value", 1u, value);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[1], ==, value);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.count-all", NULL);
  wait_for_count (window);
  /* One blank of the Latin square fixed: 12 → 4 solutions. */
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "Exactly 4 solutions.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Title and notes are cosmetic: undoable and dirtying, but no recount. */
static void
test_details_do_not_recount (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  GtkWidget *entry;

  wp_window_set_document (window, puzzle, NULL);
  wait_for_count (window);
  entry = wp_window_get_title_entry (window);
  gtk_editable_set_text (GTK_EDITABLE (entry), "Two ways");
  g_assert_false (wp_window_is_counting (window));
  g_assert_cmpstr (wp_window_get_puzzle (window)->title, ==, "Two ways");
  g_assert_true (wp_window_get_dirty (window));
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_null (wp_window_get_puzzle (window)->title);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
spin_main_loop (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

/* Closing a window while it counts: the run ends later, into nothing. */
static void
test_close_while_counting (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (16, 4, 4);

  wp_window_set_document (window, empty, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.count-all", NULL);
  g_assert_true (wp_window_is_counting (window));
  gtk_window_destroy (GTK_WINDOW (window));
  spin_main_loop (300);
}

/* A change reaches the recovery slot within two seconds; a window that
 * never closes (a crash) leaves it for the next start, which restores the
 * same grid; closing a saved document removes it. */
static void
test_autosave_and_restore (void)
{
  WpWindow *window = new_window ();
  WpWindow *second;
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (GPtrArray) found = NULL;
  WpRecovered *recovered;

  /* Windows of earlier tests were destroyed dirty: they left copies. */
  {
    g_autoptr (GPtrArray) earlier = wp_recovery_list ();
    for (guint i = 0; i < earlier->len; i++)
      wp_recovery_discard (((WpRecovered *) g_ptr_array_index (earlier, i))->slot);
  }
  wp_window_set_document (window, puzzle, NULL);
  {
    g_autoptr (GPtrArray) none = wp_recovery_list ();
    g_assert_cmpuint (none->len, ==, 0);
  }
  place (window, 30, 8);
  spin_main_loop (1500);
  found = wp_recovery_list ();
  g_assert_cmpuint (found->len, ==, 1);
  recovered = g_ptr_array_index (found, 0);
  g_assert_cmpint (recovered->puzzle->cells[30], ==, 8);
  g_assert_null (recovered->origin_uri);

  /* "Crash": the first window is abandoned dirty; the next start restores. */
  second = new_window ();
  wp_window_restore (second, recovered);
  g_assert_true (wp_window_get_dirty (second));
  g_assert_true (wp_puzzle_equal (wp_window_get_puzzle (second), recovered->puzzle));
  wait_for_count (second);
  g_assert_cmpstr (wp_window_get_status (second), ==, "Unique solution");

  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Example one: the panel names the rectangle, the board outlines it, the
 * toggles add candidates, and one click on a suggestion makes it unique. */
static void
test_analysis_of_ambiguous_puzzle (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  WpAnalysisPanel *panel = WP_ANALYSIS_PANEL (wp_window_get_analysis_panel (window));
  const WpRenderOverlay *overlay;
  const WpRenderOutline *outline;
  guint ghosts = 0;

  wp_window_set_document (window, puzzle, NULL);
  wait_for_analysis (window);
  g_assert_cmpuint (wp_analysis_panel_get_n_patterns (panel), ==, 1);
  g_assert_cmpuint (wp_analysis_panel_get_n_suggestions (panel), >, 0);
  g_assert_cmpuint (wp_analysis_panel_get_n_redundant (panel), ==, 0);
  /* A digit is written on the board, so the row's words say it all. */
  g_assert_true (g_str_has_prefix (wp_analysis_panel_get_suggestion_title (panel, 0), "Place "));
  g_assert_false (wp_analysis_panel_suggestion_shows_glyph (panel, 0));

  overlay = board_overlay (window);
  g_assert_nonnull (overlay);
  g_assert_cmpuint (overlay->outlines->len, ==, 1);
  outline = g_ptr_array_index (overlay->outlines, 0);
  g_assert_cmpuint (outline->cells->len, ==, 4);
  g_assert_cmpuint (g_array_index (outline->cells, guint, 0), ==, 30);
  g_assert_cmpuint (g_array_index (outline->cells, guint, 3), ==, 67);
  g_assert_false (outline->emphasised);
  g_assert_null (overlay->candidates);
  /* Determined cells: of the four empty cells none is (they all swap). */
  g_assert_nonnull (overlay->determined);
  g_assert_false (overlay->determined[30]);
  /* One ghost for the one pattern: its best breaking given, 1 at r4c4. */
  for (guint cell = 0; cell < 81; cell++)
    if (overlay->ghosts[cell] != WP_CELL_EMPTY)
      {
        g_assert_true (cell == 30 || cell == 31 || cell == 66 || cell == 67);
        g_assert_true (overlay->ghosts[cell] == 1 || overlay->ghosts[cell] == 8);
        ghosts++;
      }
  g_assert_cmpuint (ghosts, ==, 1);
  g_assert_cmpint (overlay->ghosts[30], ==, 1);

  {
    g_auto (GStrv) tips = wp_analysis_panel_build_tooltips (panel);

    g_assert_cmpstr (tips[30], ==, "r4c4 — true candidates: 1 in 1 of 2 solutions, 8 in 1");
    g_assert_cmpstr (tips[0], ==, "");
  }
  wp_analysis_panel_select_pattern (panel, 0);
  outline = g_ptr_array_index (board_overlay (window)->outlines, 0);
  g_assert_true (outline->emphasised);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-candidates", NULL);
  overlay = board_overlay (window);
  g_assert_nonnull (overlay->candidates);
  g_assert_cmphex (overlay->candidates[30], ==, (1 << 0) | (1 << 7));   /* 1 and 8 */
  g_assert_cmphex (overlay->candidates[0], ==, 0);                      /* a given */

  wp_analysis_panel_activate_suggestion (panel, 0);
  {
    const guint rectangle[] = { 30, 31, 66, 67 };
    guint placed = 0;

    for (guint i = 0; i < G_N_ELEMENTS (rectangle); i++)
      placed += wp_window_get_puzzle (window)->cells[rectangle[i]] != WP_CELL_EMPTY;
    g_assert_cmpuint (placed, ==, 1);
  }
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpuint (wp_analysis_panel_get_n_patterns (panel), ==, 0);
  g_assert_cmpuint (board_overlay (window)->outlines->len, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-candidates", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A unique, far from minimal grid: every given listed can go, and removing
 * one through the panel keeps the puzzle unique. */
static void
test_remove_redundant_given (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  WpAnalysisPanel *panel = WP_ANALYSIS_PANEL (wp_window_get_analysis_panel (window));
  guint before;

  puzzle->cells[30] = 1;
  wp_window_set_document (window, puzzle, NULL);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  before = wp_analysis_panel_get_n_redundant (panel);
  g_assert_cmpuint (before, >, 60);
  g_assert_null (board_overlay (window)->ghosts);

  /* A long run shows how far it has got; a finished one ignores late polls. */
  wp_analysis_panel_show_progress (panel, 1234);
  g_assert_false (strstr (wp_analysis_panel_get_summary (panel), "1234") != NULL);
  wp_analysis_panel_show_running (panel);
  wp_analysis_panel_show_progress (panel, 1234);
  g_assert_cmpstr (wp_analysis_panel_get_summary (panel), ==,
                   "Looking for deadly patterns and helpful givens… 1234 positions explored");
  wp_window_set_document (window, puzzle, NULL);
  wait_for_analysis (window);

  wp_analysis_panel_activate_redundant (panel, 0);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[0], ==, WP_CELL_EMPTY);   /* r1c1 goes first */
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpuint (wp_analysis_panel_get_n_redundant (panel), <, before);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Export PDF from the studio: the dialog's pages follow its options, a
 * puzzle with two solutions gets no solution page and says why, and the
 * file written is a PDF with that many pages. */

static void
press (WpWindow *window, guint keyval)
{
  g_assert_true (wp_board_press_key (WP_BOARD (wp_window_get_board (window)), keyval, 0));
}

/* Submarines from an empty grid to a unique puzzle: sums typed beside the
 * rows and below the columns, the chain shown as a path, one given. */
static void
test_submarines_from_empty (void)
{
  WpWindow *window = new_window ();
  WpBoard *board = WP_BOARD (wp_window_get_board (window));
  g_autoptr (WpPuzzle) empty = wp_submarines_new (3, 3, NULL, NULL);
  const WpRenderOverlay *overlay;
  const WpRenderOutline *outline;

  wp_window_set_document (window, empty, NULL);
  wp_board_select_line (board, WP_LINE_ROW, 0);
  press (window, GDK_KEY_2);
  g_assert_cmpint (wp_submarines_get_row_sums (wp_window_get_puzzle (window))[0], ==, 2);
  press (window, GDK_KEY_1);   /* "21" does not fit three cells: starts over */
  g_assert_cmpint (wp_submarines_get_row_sums (wp_window_get_puzzle (window))[0], ==, 1);
  press (window, GDK_KEY_BackSpace);
  g_assert_cmpint (wp_submarines_get_row_sums (wp_window_get_puzzle (window))[0], ==, WP_SUBMARINES_UNKNOWN);
  press (window, GDK_KEY_2);
  press (window, GDK_KEY_Down);
  press (window, GDK_KEY_2);
  press (window, GDK_KEY_Down);
  press (window, GDK_KEY_1);
  wp_board_select_line (board, WP_LINE_COLUMN, 0);
  press (window, GDK_KEY_1);
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_3);
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_KP_1);
  g_assert_cmpint (wp_submarines_get_row_sums (wp_window_get_puzzle (window))[2], ==, 1);
  g_assert_cmpint (wp_submarines_get_column_sums (wp_window_get_puzzle (window))[1], ==, 3);
  g_assert_cmpint (wp_submarines_get_column_sums (wp_window_get_puzzle (window))[2], ==, 1);
  /* Up from a sum below the grid goes back to the column's bottom cell. */
  press (window, GDK_KEY_Up);
  {
    g_autoptr (GArray) selection = wp_board_get_selection (board);
    WpLineKind kind;
    guint index;

    g_assert_false (wp_board_get_selected_line (board, &kind, &index));
    g_assert_cmpuint (selection->len, ==, 1);
    g_assert_cmpuint (g_array_index (selection, guint, 0), ==, 8);
    /* …and Down from there selects that column's sum again. */
    press (window, GDK_KEY_Down);
    g_assert_true (wp_board_get_selected_line (board, &kind, &index));
    g_assert_cmpint (kind, ==, WP_LINE_COLUMN);
    g_assert_cmpuint (index, ==, 2);
  }

  /* R = (2, 2, 1), C = (1, 3, 1): two solutions, one swappable rectangle
   * drawn as a closed path through its four cells. */
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 2);
  overlay = board_overlay (window);
  g_assert_nonnull (overlay);
  g_assert_cmpuint (overlay->outlines->len, ==, 1);
  outline = g_ptr_array_index (overlay->outlines, 0);
  g_assert_true (outline->as_path);
  g_assert_cmpuint (outline->cells->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      guint a = g_array_index (outline->cells, guint, i), b = g_array_index (outline->cells, guint, (i + 1) % 4);

      /* Each step stays in a row or a column. */
      g_assert_true (a / 3 == b / 3 || a % 3 == b % 3);
    }

  place (window, 0, 0);   /* open water at r1c1 breaks the rectangle */
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);   /* the last column sum */
  g_assert_cmpint (wp_submarines_get_column_sums (wp_window_get_puzzle (window))[2], ==, WP_SUBMARINES_UNKNOWN);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[0], ==, WP_CELL_EMPTY);
  gtk_window_destroy (GTK_WINDOW (window));
}


/* The board's marks: exactly @cells (ascending, @n of them) struck. */
static void
assert_struck (WpBoard *board, guint n_cells, const guint *cells, guint n)
{
  guint next = 0;

  for (guint cell = 0; cell < n_cells; cell++)
    {
      gboolean expected = next < n && cells[next] == cell;

      g_assert_cmpint (wp_board_is_marked_conflict (board, cell), ==, expected);
      next += expected;
    }
}

/* No two givens clash, yet there is no solution: the status names why, as
 * the analysis finds it in its worker, and the board marks it. */
static void
test_no_solution_named (void)
{
  WpWindow *window = new_window ();
  WpBoard *board = WP_BOARD (wp_window_get_board (window));
  WpAnalysisPanel *panel = WP_ANALYSIS_PANEL (wp_window_get_analysis_panel (window));
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  static const guint kept[] = { 7, 9, 33, 38, 42, 47, 54, 60, 64, 66, 75 };
  static const guint r4c7[] = { 33 };
  static const char *const message =
    "These 11 givens cannot all hold: r1c8 = 1, r2c1 = 8, r4c7 = 4, r5c3 = 8, r5c7 = 3, r6c3 = 1, "
    "r7c1 = 3, r7c7 = 2, r8c2 = 5, r8c4 = 1 and 1 more.";

  /* 8 instead of 4 at r2c1: found by search, a minimal set of givens. */
  puzzle->cells[9] = 8;
  wp_window_set_document (window, puzzle, NULL);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "No solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, message);
  assert_struck (board, 81, kept, G_N_ELEMENTS (kept));
  g_assert_false (wp_board_is_framed (board, 0));
  g_assert_true (g_str_has_prefix (wp_analysis_panel_get_summary (panel), message));
  g_assert_nonnull (strstr (wp_analysis_panel_get_summary (panel),
                            "Without any one of them the rest has a solution"));

  /* 5 there: box 4 has no place for its 5, and is framed. */
  place (window, 9, 5);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "No place for 5 in box 4.");
  assert_struck (board, 81, NULL, 0);
  for (guint cell = 0; cell < 81; cell++)
    g_assert_cmpint (wp_board_is_framed (board, cell), ==, cell / 9 >= 3 && cell / 9 < 6 && cell % 9 < 3);

  /* Back to 4: unique again, and every mark goes. */
  place (window, 9, 4);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  assert_struck (board, 81, NULL, 0);
  g_assert_false (wp_board_is_framed (board, 27));

  /* An empty cell no digit fits is struck through. */
  {
    g_autoptr (WpPuzzle) nothing_fits = wp_test_load_one (
      "......5........6...........1234............8.........9...............7...........");

    wp_window_set_document (window, nothing_fits, NULL);
    wait_for_analysis (window);
    g_assert_cmpstr (wp_window_get_status (window), ==, "No solution");
    g_assert_cmpstr (wp_window_get_status_detail (window), ==, "No digit fits r4c7.");
    assert_struck (board, 81, r4c7, 1);
  }

  /* While it looks, the panel says what for, and how far it has got. */
  wp_analysis_panel_show_explaining (panel);
  g_assert_cmpstr (wp_analysis_panel_get_summary (panel), ==, "Looking for why there is no solution…");
  wp_analysis_panel_show_progress (panel, 1234);
  g_assert_cmpstr (wp_analysis_panel_get_summary (panel), ==,
                   "Looking for why there is no solution… 1234 positions explored");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Submarines: sums no grid meets say so in plain words and mark their
 * column; a row the other sums starve is named by the analysis and
 * marked; suggestions name values as the board draws them. */
static void
test_submarines_no_solution_marks (void)
{
  WpWindow *window = new_window ();
  WpBoard *board = WP_BOARD (wp_window_get_board (window));
  WpAnalysisPanel *panel = WP_ANALYSIS_PANEL (wp_window_get_analysis_panel (window));
  static const gint rows[] = { 3, 2, 0 }, cols[] = { 1, 3, 1 };
  static const gint starved_rows[] = { 2, WP_SUBMARINES_UNKNOWN, WP_SUBMARINES_UNKNOWN };
  static const gint starved_cols[] = { 0, 0, WP_SUBMARINES_UNKNOWN };
  static const gint two_rows[] = { 2, 2, 1 }, two_cols[] = { 1, 3, 1 };
  g_autoptr (WpPuzzle) gale_ryser = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpPuzzle) starved = wp_submarines_new (3, 3, starved_rows, starved_cols);
  g_autoptr (WpPuzzle) two = wp_submarines_new (3, 3, two_rows, two_cols);

  wp_window_set_document (window, gale_ryser, NULL);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "No solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==,
                   "Column 2 asks for 3 submarines, but only 2 rows have a sum above 0 to hold one.");
  for (guint i = 0; i < 3; i++)
    {
      g_assert_false (wp_board_is_line_marked (board, WP_LINE_ROW, i));
      g_assert_cmpint (wp_board_is_line_marked (board, WP_LINE_COLUMN, i), ==, i == 1);
    }
  assert_struck (board, 9, NULL, 0);

  wp_window_set_document (window, starved, NULL);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "No solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==,
                   "Row 1 asks for 2 submarines, but what the givens and the other sums force leaves room "
                   "for only 1.");
  g_assert_true (wp_board_is_line_marked (board, WP_LINE_ROW, 0));
  g_assert_false (wp_board_is_line_marked (board, WP_LINE_COLUMN, 1));
  g_assert_cmpstr (wp_analysis_panel_get_summary (panel), ==, wp_window_get_status_detail (window));

  /* Two solutions: the first suggestion in words, with the board's glyph. */
  wp_window_set_document (window, two, NULL);
  wait_for_analysis (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_false (wp_board_is_line_marked (board, WP_LINE_ROW, 0));
  g_assert_cmpuint (wp_analysis_panel_get_n_suggestions (panel), >, 0);
  g_assert_cmpstr (wp_analysis_panel_get_suggestion_title (panel, 0), ==, "Place open water at r1c1");
  g_assert_true (wp_analysis_panel_suggestion_shows_glyph (panel, 0));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Battleships: the fleet is edited in the details popover, one undoable
 * step per change; a fleet that cannot fit is refused with a message. */
static void
test_battleships_fleet (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_genre_battleships.new_puzzle (wp_genre_find_preset (&wp_genre_battleships, "6"));
  GtkSpinButton *subs;

  wp_window_set_document (window, puzzle, NULL);
  subs = GTK_SPIN_BUTTON (wp_window_get_setting_spin (window, "ships-1"));
  g_assert_nonnull (subs);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (subs), ==, 3);
  g_assert_null (wp_window_get_setting_spin (window, "ships-7"));   /* a 6×6 grid lists lengths 1 to 6 */

  gtk_spin_button_set_value (subs, 2);
  g_assert_cmpint (wp_battleships_get_fleet (wp_window_get_puzzle (window), 1), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpint (wp_battleships_get_fleet (wp_window_get_puzzle (window), 1), ==, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (subs), ==, 3);

  /* Twenty submarines cannot fit a 6×6 grid without touching. */
  gtk_spin_button_set_value (subs, 20);
  g_assert_cmpint (wp_battleships_get_fleet (wp_window_get_puzzle (window), 1), ==, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (subs), ==, 3);

  /* A count typed beside a row, a ship given by its key. */
  wp_board_select_line (WP_BOARD (wp_window_get_board (window)), WP_LINE_ROW, 0);
  press (window, GDK_KEY_3);
  g_assert_cmpint (wp_battleships_get_row_counts (wp_window_get_puzzle (window))[0], ==, 3);
  wp_board_select_cell (WP_BOARD (wp_window_get_board (window)), 0, FALSE);
  press (window, GDK_KEY_less);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[0], ==, WP_BATTLESHIPS_END_LEFT);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* --- Draw Picture (Nonograms) ------------------------------------------------------ */

static gboolean
drawing (WpWindow *window)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "draw-picture");

  return g_variant_get_boolean (state);
}

static gboolean
can_draw (WpWindow *window)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), "draw-picture");
}

static WpBoard *
board_of (WpWindow *window)
{
  return WP_BOARD (wp_window_get_board (window));
}

static void
stroke (WpWindow *window, const guint *path, guint n)
{
  wp_board_paint_stroke (board_of (window), path, n);
}

/* What the board shows at @cell: filled or blank. */
static gboolean
shown_filled (WpWindow *window, guint cell)
{
  return wp_board_get_puzzle (board_of (window))->cells[cell] == 1;
}

/* The clue of a line as text: "2 2", "0" for an empty line, "?" unknown. */
static void
assert_clue (WpWindow *window, WpLineKind kind, guint index, const char *expected)
{
  guint n_runs;
  const guint *runs = wp_nonograms_get_clue (wp_window_get_puzzle (window), kind, index, &n_runs);
  g_autoptr (GString) text = g_string_new (runs == NULL ? "?" : n_runs == 0 ? "0" : "");

  for (guint i = 0; runs && i < n_runs; i++)
    g_string_append_printf (text, "%s%u", i ? " " : "", runs[i]);
  g_assert_cmpstr (text->str, ==, expected);
}

static void
assert_picture (WpWindow *window, const char *expected)
{
  const WpPuzzle *puzzle = wp_window_get_puzzle (window);
  const gint *picture = puzzle->genre->get_picture (puzzle);

  g_assert_nonnull (picture);
  for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
    g_assert_cmpint (picture[i], ==, expected[i] - '0');
}

static GtkWidget *
find_draw_button (GtkWidget *widget)
{
  if (GTK_IS_TOGGLE_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.draw-picture") == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_draw_button (child);

      if (found)
        return found;
    }
  return NULL;
}

/* A 2×2 picture drawn stroke by stroke: the clues follow it, one filled
 * cell is unique (and rated), the diagonal has two solutions shown side by
 * side while the board keeps showing the picture, and undo takes the
 * picture and its clues back together. */
static void
test_draw_picture (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) empty = wp_nonograms_new (2, 2);
  GtkWidget *button;
  const guint first[] = { 0 }, second[] = { 3 };

  wp_window_set_document (window, empty, NULL);
  wait_for_count (window);
  button = find_draw_button (GTK_WIDGET (window));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (can_draw (window));
  g_assert_false (drawing (window));
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");   /* every clue unknown */

  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_true (drawing (window));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_true (wp_board_get_painting (board_of (window)));
  g_assert_false (wp_window_get_dirty (window));   /* entering the mode is no edit */

  stroke (window, first, 1);
  g_assert_true (shown_filled (window, 0));
  assert_picture (window, "1000");
  assert_clue (window, WP_LINE_ROW, 0, "1");
  assert_clue (window, WP_LINE_ROW, 1, "0");
  assert_clue (window, WP_LINE_COLUMN, 0, "1");
  assert_clue (window, WP_LINE_COLUMN, 1, "0");
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "Exactly one grid fits. Solvable by line logic alone.");

  stroke (window, second, 1);   /* the diagonal: the other diagonal fits its clues too */
  assert_picture (window, "1001");
  assert_clue (window, WP_LINE_ROW, 1, "1");
  assert_clue (window, WP_LINE_COLUMN, 1, "1");
  wait_for_analysis (window);
  /* On the picture the swap is outlined, but no ghost given is offered. */
  g_assert_cmpuint (board_overlay (window)->outlines->len, ==, 1);
  g_assert_null (board_overlay (window)->ghosts);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_nonnull (board_overlay (window)->ghosts);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Multiple solutions");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 2);
  for (guint cell = 0; cell < 4; cell++)
    {
      g_assert_true (wp_board_is_marked_different (board_of (window), cell));
      /* The board shows the picture, not one of the solutions. */
      g_assert_cmpint (shown_filled (window, cell), ==, cell == 0 || cell == 3);
    }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  assert_picture (window, "1000");
  assert_clue (window, WP_LINE_ROW, 1, "0");
  assert_clue (window, WP_LINE_COLUMN, 1, "0");
  g_assert_false (shown_filled (window, 3));
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpuint (wp_window_get_n_alternatives (window), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);   /* back to no picture */
  g_assert_null (wp_genre_nonograms.get_picture (wp_window_get_puzzle (window)));
  assert_clue (window, WP_LINE_ROW, 0, "?");
  g_assert_false (shown_filled (window, 0));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  assert_picture (window, "1000");
  assert_clue (window, WP_LINE_ROW, 0, "1");
  g_assert_true (shown_filled (window, 0));

  /* Leaving the mode shows the puzzle itself: no givens were placed. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_false (drawing (window));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_false (wp_board_get_painting (board_of (window)));
  g_assert_cmpint (wp_board_get_puzzle (board_of (window))->cells[0], ==, WP_CELL_EMPTY);
  g_assert_cmpint (wp_window_get_puzzle (window)->cells[0], ==, WP_CELL_EMPTY);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A drag paints every cell it passes (one undo step), a stroke begun on a
 * filled cell clears, keys paint the cursor's cell, and the clues cannot
 * be selected. */
static void
test_draw_picture_strokes_and_keys (void)
{
  WpWindow *window = new_window ();
  WpBoard *board;
  const guint across[] = { 0, 4 };   /* pressed on r1c1, released on r1c5 */
  const guint down[] = { 2, 12 };    /* from r1c3 (filled) down to r3c3 */
  WpLineKind kind;
  guint index;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-puzzle", "s", "nonograms:5");
  g_assert_true (wp_window_get_puzzle (window)->genre == &wp_genre_nonograms);
  g_assert_cmpuint (wp_window_get_puzzle (window)->width, ==, 5);
  board = board_of (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_true (drawing (window));

  stroke (window, across, G_N_ELEMENTS (across));
  assert_clue (window, WP_LINE_ROW, 0, "5");
  assert_clue (window, WP_LINE_ROW, 1, "0");
  for (guint col = 0; col < 5; col++)
    assert_clue (window, WP_LINE_COLUMN, col, "1");

  stroke (window, down, G_N_ELEMENTS (down));
  assert_clue (window, WP_LINE_ROW, 0, "2 2");
  assert_clue (window, WP_LINE_COLUMN, 2, "0");
  assert_clue (window, WP_LINE_ROW, 2, "0");   /* r3c3 was blank already */
  g_assert_false (shown_filled (window, 2));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);   /* the whole stroke */
  assert_clue (window, WP_LINE_ROW, 0, "5");
  g_assert_true (shown_filled (window, 2));

  wp_board_select_cell (board, 6, FALSE);
  press (window, GDK_KEY_space);
  g_assert_true (shown_filled (window, 6));
  assert_clue (window, WP_LINE_ROW, 1, "1");
  press (window, GDK_KEY_Return);
  assert_clue (window, WP_LINE_ROW, 1, "0");
  press (window, GDK_KEY_numbersign);
  assert_clue (window, WP_LINE_ROW, 1, "1");
  press (window, GDK_KEY_Right);
  press (window, GDK_KEY_1);
  assert_clue (window, WP_LINE_ROW, 1, "2");
  press (window, GDK_KEY_Delete);
  assert_clue (window, WP_LINE_ROW, 1, "1");
  press (window, GDK_KEY_Left);
  press (window, GDK_KEY_0);
  assert_clue (window, WP_LINE_ROW, 1, "0");
  assert_picture (window, "1111100000000000000000000");

  /* The clues follow the picture: the arrow at the edge wraps instead of
   * stepping onto them, and they cannot be selected. */
  wp_board_select_cell (board, 5, FALSE);
  press (window, GDK_KEY_Left);
  g_assert_false (wp_board_get_selected_line (board, &kind, &index));
  wp_board_select_line (board, WP_LINE_ROW, 0);
  g_assert_false (wp_board_get_selected_line (board, &kind, &index));
  press (window, GDK_KEY_space);
  g_assert_true (shown_filled (window, 9));   /* r2c5: the cursor wrapped there */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clues typed first and unique: Draw Picture starts from the solution, so
 * the first stroke adds to it. */
static void
test_draw_picture_starts_from_solution (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (2, 2);
  const guint corner[] = { 3 };

  g_assert_true (wp_genre_nonograms.set_line_clues (puzzle, WP_LINE_ROW, 0, "1", NULL));
  g_assert_true (wp_genre_nonograms.set_line_clues (puzzle, WP_LINE_ROW, 1, "0", NULL));
  g_assert_true (wp_genre_nonograms.set_line_clues (puzzle, WP_LINE_COLUMN, 0, "1", NULL));
  g_assert_true (wp_genre_nonograms.set_line_clues (puzzle, WP_LINE_COLUMN, 1, "0", NULL));
  wp_window_set_document (window, puzzle, NULL);
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_null (wp_genre_nonograms.get_picture (wp_window_get_puzzle (window)));
  g_assert_true (shown_filled (window, 0));
  g_assert_false (shown_filled (window, 3));

  stroke (window, corner, 1);
  assert_picture (window, "1001");
  assert_clue (window, WP_LINE_ROW, 1, "1");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_null (wp_genre_nonograms.get_picture (wp_window_get_puzzle (window)));
  assert_clue (window, WP_LINE_ROW, 1, "0");
  wait_for_count (window);
  g_assert_true (shown_filled (window, 0));   /* the solution again, once counted */
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A picture that line logic alone cannot finish: the status says so. */
static void
test_draw_picture_rating (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) empty = wp_nonograms_new (4, 4);
  const guint left[] = { 0 }, right[] = { 3 }, middle[] = { 5, 6 };

  wp_window_set_document (window, empty, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  stroke (window, left, 1);
  stroke (window, right, 1);
  stroke (window, middle, G_N_ELEMENTS (middle));
  assert_picture (window, "1001011000000000");
  assert_clue (window, WP_LINE_ROW, 0, "1 1");
  assert_clue (window, WP_LINE_ROW, 1, "2");
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==,
                   "Exactly one grid fits. Needs probing: trying a cell both ways and following each through.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Only a genre with a picture can be drawn: another genre ends the mode
 * and hides the toggle; Sudoku's status has no rating. */
static void
test_draw_picture_other_genre (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) nonogram = wp_nonograms_new (3, 3);
  g_autoptr (WpPuzzle) sudoku = wp_test_load_one (EXAMPLE_ONE);
  GtkWidget *button;

  wp_window_set_document (window, nonogram, NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_true (drawing (window));

  sudoku->cells[30] = 1;
  wp_window_set_document (window, sudoku, NULL);
  button = find_draw_button (GTK_WIDGET (window));
  g_assert_false (drawing (window));
  g_assert_false (can_draw (window));
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_false (wp_board_get_painting (board_of (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  g_assert_false (drawing (window));
  wait_for_count (window);
  g_assert_cmpstr (wp_window_get_status (window), ==, "Unique solution");
  g_assert_cmpstr (wp_window_get_status_detail (window), ==, "The givens pin down exactly one grid.");

  wp_window_set_document (window, nonogram, NULL);
  g_assert_true (can_draw (window));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (drawing (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* not owned */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

/* New → Submarines → Custom Size…: 7 rows by 12 columns. */
static void
test_custom_size (void)
{
  WpWindow *window = new_window ();
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-custom", "s", "submarines");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (g_object_get_data (G_OBJECT (dialog), "rows"), 7);
  gtk_spin_button_set_value (g_object_get_data (G_OBJECT (dialog), "columns"), 12);
  adw_message_dialog_response (dialog, "create");
  g_assert_true (wp_window_get_puzzle (window)->genre == &wp_genre_submarines);
  g_assert_cmpuint (wp_window_get_puzzle (window)->height, ==, 7);
  g_assert_cmpuint (wp_window_get_puzzle (window)->width, ==, 12);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_export_dialog (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) ambiguous = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (WpPuzzle) unique = wp_test_load_one (EXAMPLE_ONE);
  g_autofree char *dir = g_dir_make_tmp ("wellposed-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "out.pdf", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *pdfinfo = NULL;
  gsize length;
  WpExportDialog *dialog;

  unique->cells[30] = 1;
  dialog = wp_export_dialog_new (GTK_WINDOW (window), unique, "out.pdf");
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_cmpuint (wp_export_dialog_get_n_pages (dialog), ==, 2);   /* puzzle, then solution */
  g_assert_null (wp_export_dialog_get_note (dialog));
  g_assert_true (wp_export_dialog_export_to (dialog, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Printing goes through GtkPrintOperation and the same pages. */
  g_unlink (path);
  g_assert_true (wp_print_puzzle_to_file (unique, path, &error));
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  pdfinfo = g_find_program_in_path ("pdfinfo");
  if (pdfinfo)
    {
      g_autofree char *command = g_strdup_printf ("%s '%s'", pdfinfo, path);
      g_autofree char *info = NULL;

      g_assert_true (g_spawn_command_line_sync (command, &info, NULL, NULL, NULL));
      g_assert_nonnull (strstr (info, "Pages:           2\n"));   /* puzzle + solution */
    }

  dialog = wp_export_dialog_new (GTK_WINDOW (window), ambiguous, "out.pdf");
  g_assert_cmpuint (wp_export_dialog_get_n_pages (dialog), ==, 1);
  g_assert_nonnull (wp_export_dialog_get_note (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* --- Recovery that fails -------------------------------------------------------- */

static GtkWidget *
window_part (WpWindow *window, const char *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), WP_TYPE_WINDOW, id));
}

/* Empties the recovery folder of what earlier tests left, readable or not. */
static void
clear_recovery (void)
{
  g_autoptr (GPtrArray) broken = NULL;
  g_autoptr (GPtrArray) found = wp_recovery_list_full (&broken);

  for (guint i = 0; i < found->len; i++)
    wp_recovery_discard (((WpRecovered *) g_ptr_array_index (found, i))->slot);
  for (guint i = 0; i < broken->len; i++)
    wp_recovery_discard (((WpRecoveryBroken *) g_ptr_array_index (broken, i))->slot);
}

/* A plain file where the recovery folder should be (the tests run as root,
 * whom permissions do not stop); the folder itself waits at @aside. */
static void
break_recovery_folder (const char *dir, const char *aside)
{
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (g_rename (dir, aside), ==, 0);
  g_assert_true (g_file_set_contents (dir, "", 0, NULL));
}

static void
repair_recovery_folder (const char *dir, const char *aside)
{
  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_cmpint (g_rename (aside, dir), ==, 0);
}

/* The bar slides in and out: waits (5 s at most) for @widget inside it to
 * be shown or gone, and says whether it is. */
static gboolean
wait_for_mapped (GtkWidget *widget, gboolean mapped)
{
  gint64 give_up = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_mapped (widget) != mapped && g_get_monotonic_time () < give_up)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
  return gtk_widget_get_mapped (widget) == mapped;
}

/* The copy fails: the stderr warning stays, and the window says so above
 * the board until a copy is written again; closed, the bar stays closed
 * for the same failure. */
static void
test_recovery_failure_banner (void)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *aside = g_strconcat (dir, "-aside", NULL);
  g_autofree char *expected = g_strdup_printf ("Unsaved changes cannot be backed up: %s: %s", dir,
                                               g_strerror (ENOTDIR));
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  WpWindow *window = new_window ();
  GtkInfoBar *bar = GTK_INFO_BAR (window_part (window, "recovery_bar"));
  GtkWidget *label = window_part (window, "recovery_label");

  clear_recovery ();
  wp_window_set_document (window, puzzle, NULL);
  spin_main_loop (300);
  g_assert_false (gtk_info_bar_get_revealed (bar));
  g_assert_false (gtk_widget_get_mapped (label));

  break_recovery_folder (dir, aside);
  g_test_expect_message (NULL, G_LOG_LEVEL_WARNING, "Could not write the recovery copy: *Not a directory");
  place (window, 30, 8);
  spin_main_loop (1600);
  g_test_assert_expected_messages ();
  g_assert_true (gtk_info_bar_get_revealed (bar));
  g_assert_true (wait_for_mapped (label, TRUE));
  g_assert_cmpint (gtk_widget_get_height (label), >, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);

  /* The next copy that works takes the bar away. */
  repair_recovery_folder (dir, aside);
  place (window, 30, 1);
  spin_main_loop (1600);
  g_assert_false (gtk_info_bar_get_revealed (bar));
  g_assert_true (wait_for_mapped (label, FALSE));
  {
    g_autoptr (GPtrArray) found = wp_recovery_list ();
    g_assert_cmpuint (found->len, ==, 1);
    g_assert_cmpint (((WpRecovered *) g_ptr_array_index (found, 0))->puzzle->cells[30], ==, 1);
  }

  /* Dismissed, the same failure does not bring it back. */
  break_recovery_folder (dir, aside);
  g_test_expect_message (NULL, G_LOG_LEVEL_WARNING, "Could not write the recovery copy: *");
  place (window, 30, 8);
  spin_main_loop (1600);
  g_test_assert_expected_messages ();
  g_assert_true (gtk_info_bar_get_revealed (bar));
  gtk_info_bar_response (bar, GTK_RESPONSE_CLOSE);
  spin_main_loop (500);
  g_assert_false (gtk_info_bar_get_revealed (bar));
  g_assert_true (wait_for_mapped (label, FALSE));
  g_test_expect_message (NULL, G_LOG_LEVEL_WARNING, "Could not write the recovery copy: *");
  place (window, 30, 1);
  spin_main_loop (1600);
  g_test_assert_expected_messages ();
  g_assert_false (gtk_info_bar_get_revealed (bar));

  /* Nothing unsaved any more (a new document here; saving does the same):
   * no copy is owed, so the bar goes although the folder is still broken. */
  wp_window_set_document (window, puzzle, NULL);
  g_test_expect_message (NULL, G_LOG_LEVEL_WARNING, "Could not write the recovery copy: *");
  place (window, 30, 7);
  spin_main_loop (1600);
  g_test_assert_expected_messages ();
  g_assert_true (gtk_info_bar_get_revealed (bar));
  wp_window_set_document (window, puzzle, NULL);
  spin_main_loop (300);
  g_assert_false (gtk_info_bar_get_revealed (bar));

  repair_recovery_folder (dir, aside);
  gtk_window_destroy (GTK_WINDOW (window));
  clear_recovery ();
}

/* Copies with something wrong in them: an empty file, one of blanks,
 * one that is not JSON. */
static const struct {
  const char *slot;
  const char *contents;
} broken_copies[] = {
  { "broken-blank", " \n\t\n" },
  { "broken-empty", "" },
  { "broken-garbage", "{\"format\": \"wellposed\", oops" },
};

static char *
recovery_file (const char *slot, const char *suffix)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *name = g_strconcat (slot, suffix, NULL);

  return g_build_filename (dir, name, NULL);
}

static void
write_broken_copies (void)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *origin = recovery_file ("broken-garbage", ".origin");

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (broken_copies); i++)
    {
      g_autofree char *path = recovery_file (broken_copies[i].slot, ".wellposed");

      g_assert_true (g_file_set_contents (path, broken_copies[i].contents, -1, NULL));
    }
  g_assert_true (g_file_set_contents (origin, "file:///nowhere/puzzle.wellposed", -1, NULL));
}

static void
assert_broken_copies_exist (gboolean exist)
{
  g_autofree char *origin = recovery_file ("broken-garbage", ".origin");

  for (guint i = 0; i < G_N_ELEMENTS (broken_copies); i++)
    {
      g_autofree char *path = recovery_file (broken_copies[i].slot, ".wellposed");

      g_assert_cmpint (g_file_test (path, G_FILE_TEST_EXISTS), ==, exist);
    }
  g_assert_cmpint (g_file_test (origin, G_FILE_TEST_EXISTS), ==, exist);
}

/* The restorable copy is listed as before; each broken one is reported
 * with its file and the reader's own reason, and discarding removes it. */
static void
test_recovery_lists_broken_copies (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  g_autoptr (GPtrArray) broken = NULL;
  g_autoptr (GPtrArray) found = NULL;

  clear_recovery ();
  g_assert_true (wp_recovery_save ("kept", puzzle, NULL, NULL));
  write_broken_copies ();

  found = wp_recovery_list_full (&broken);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((WpRecovered *) g_ptr_array_index (found, 0))->slot, ==, "kept");
  g_assert_true (wp_puzzle_equal (((WpRecovered *) g_ptr_array_index (found, 0))->puzzle, puzzle));
  g_assert_cmpuint (broken->len, ==, G_N_ELEMENTS (broken_copies));
  for (guint i = 0; i < broken->len; i++)
    {
      const WpRecoveryBroken *copy = g_ptr_array_index (broken, i);
      g_autofree char *path = recovery_file (broken_copies[i].slot, ".wellposed");
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) none = wp_load_file (path, NULL, &error);

      g_assert_null (none);
      g_assert_nonnull (error);
      g_assert_cmpstr (copy->slot, ==, broken_copies[i].slot);
      g_assert_cmpstr (copy->path, ==, path);
      g_assert_cmpstr (copy->reason, ==, error->message);
    }
  g_assert_nonnull (strstr (((WpRecoveryBroken *) g_ptr_array_index (broken, 0))->reason, "empty"));
  g_assert_nonnull (strstr (((WpRecoveryBroken *) g_ptr_array_index (broken, 1))->reason, "empty"));
  {
    g_autoptr (GPtrArray) listed = wp_recovery_list ();
    g_assert_cmpuint (listed->len, ==, 1);
  }

  for (guint i = 0; i < broken->len; i++)
    wp_recovery_discard (((WpRecoveryBroken *) g_ptr_array_index (broken, i))->slot);
  assert_broken_copies_exist (FALSE);
  {
    g_autoptr (GPtrArray) after = NULL;
    g_autoptr (GPtrArray) listed = wp_recovery_list_full (&after);
    g_assert_cmpuint (listed->len, ==, 1);
    g_assert_cmpuint (after->len, ==, 0);
  }
  clear_recovery ();
}

/* Closes what a studio run opened, dialogs first (they belong to no
 * application); the run ends with its last window. */
static void
close_studio (GApplication *application)
{
  GList *windows;

  for (AdwMessageDialog *dialog; (dialog = find_message_dialog ()); )
    gtk_window_destroy (GTK_WINDOW (dialog));
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (application)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static void
schedule_check (GApplication *application, GSourceFunc check)
{
  g_timeout_add (300, check, application);
}

/* A whole run of the studio, started as `wellposed` or `wellposed FILE`
 * (so through activate or open), under its own name and never unique: a
 * studio running in the session must not receive it.  @check looks at
 * what the start showed, then closes it. */
/* Runs the studio as `wellposed FILE…` (@files NULL-terminated, may be
 * empty) until @check closes it. */
static void
run_studio_with (const char *const *files, GSourceFunc check)
{
  GApplication *application = g_object_new (WP_TYPE_APPLICATION,
                                            "application-id", "io.github.wellposed.Wellposed.Test",
                                            "flags", G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE,
                                            "resource-base-path", "/io/github/wellposed/Wellposed",
                                            NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) "wellposed");
  for (guint i = 0; files && files[i]; i++)
    g_ptr_array_add (argv, (gpointer) files[i]);
  g_ptr_array_add (argv, NULL);
  g_signal_connect (application, "startup", G_CALLBACK (schedule_check), check);
  g_assert_cmpint (g_application_run (application, (int) argv->len - 1, (char **) argv->pdata), ==, 0);
  g_object_add_weak_pointer (G_OBJECT (application), (gpointer *) &application);
  g_object_unref (application);
  g_assert_null (application);
}

static void
run_studio (const char *file, GSourceFunc check)
{
  const char *files[] = { file, NULL };

  run_studio_with (files, check);
}

static AdwMessageDialog *
find_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* not owned */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (item)), heading) == 0)
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

/* The rows of a list in a dialog, as "title: subtitle" lines. */
static void
collect_rows (GtkWidget *widget, GString *rows)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_string_append_printf (rows, "%s: %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                            adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

/* The question names every broken copy, why it cannot be read, and the
 * folder; it sits on a studio window. */
static void
assert_broken_question (AdwMessageDialog *dialog, GApplication *application)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autoptr (GPtrArray) broken = NULL;
  g_autoptr (GPtrArray) found = wp_recovery_list_full (&broken);
  g_autoptr (GString) rows = g_string_new (NULL);
  g_autoptr (GString) expected = g_string_new (NULL);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  g_assert_nonnull (parent);
  g_assert_true (WP_IS_WINDOW (parent));
  g_assert_true (gtk_window_get_application (parent) == GTK_APPLICATION (application));
  g_assert_cmpuint (broken->len, ==, G_N_ELEMENTS (broken_copies));
  for (guint i = 0; i < broken->len; i++)
    {
      const WpRecoveryBroken *copy = g_ptr_array_index (broken, i);

      g_string_append_printf (expected, "%s.wellposed: %s\n", copy->slot, copy->reason);
    }
  collect_rows (adw_message_dialog_get_extra_child (dialog), rows);
  g_assert_cmpstr (rows->str, ==, expected->str);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), dir));
}

static gboolean
check_discard_at_start (gpointer data)
{
  GApplication *application = data;
  AdwMessageDialog *dialog;

  /* Nothing to restore: one plain window, and the question on it. */
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (application))), ==, 1);
  g_assert_null (find_dialog ("Restore Unsaved Work?"));
  dialog = find_dialog ("Damaged Recovery Copies");
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  assert_broken_question (dialog, application);

  adw_message_dialog_response (dialog, "discard");
  assert_broken_copies_exist (FALSE);
  close_studio (application);
  return G_SOURCE_REMOVE;
}

static void
test_recovery_broken_discarded_at_start (void)
{
  clear_recovery ();
  write_broken_copies ();
  run_studio (NULL, check_discard_at_start);
  assert_broken_copies_exist (FALSE);
  clear_recovery ();
}

/* With work to restore, the question about broken copies waits for the
 * answer about that work; Keep leaves them. */
static gboolean
check_broken_after_restore (gpointer data)
{
  GApplication *application = data;
  AdwMessageDialog *restore = find_dialog ("Restore Unsaved Work?");
  AdwMessageDialog *dialog = find_dialog ("Damaged Recovery Copies");

  g_assert_nonnull (restore);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (restore)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) ==
                 gtk_window_get_transient_for (GTK_WINDOW (restore)));

  adw_message_dialog_response (restore, "discard");
  gtk_window_destroy (GTK_WINDOW (restore));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  assert_broken_question (dialog, application);
  adw_message_dialog_response (dialog, "keep");
  assert_broken_copies_exist (TRUE);
  close_studio (application);
  return G_SOURCE_REMOVE;
}

static void
test_recovery_broken_after_restore_question (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);

  clear_recovery ();
  g_assert_true (wp_recovery_save ("kept", puzzle, NULL, NULL));
  write_broken_copies ();
  run_studio (NULL, check_broken_after_restore);
  assert_broken_copies_exist (TRUE);
  clear_recovery ();
}

/* `wellposed FILE` goes through open, not activate: the question comes all
 * the same, on the file's window, and only once a run. */
static gboolean
check_broken_when_opening (gpointer data)
{
  GApplication *application = data;
  g_autofree char *path = wp_test_data_path ("seed002-example-one.txt");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog = find_dialog ("Damaged Recovery Copies");
  GtkWindow *window;

  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  window = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_assert_nonnull (window);
  g_assert_true (WP_IS_WINDOW (window));
  g_assert_nonnull (strstr (gtk_window_get_title (window), "seed002-example-one.txt"));
  assert_broken_question (dialog, application);
  adw_message_dialog_response (dialog, "keep");
  gtk_window_destroy (GTK_WINDOW (dialog));
  assert_broken_copies_exist (TRUE);

  g_application_open (application, &file, 1, "");
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (application))), ==, 2);
  g_assert_null (find_dialog ("Damaged Recovery Copies"));
  close_studio (application);
  return G_SOURCE_REMOVE;
}

static void
test_recovery_broken_when_opening_a_file (void)
{
  g_autofree char *path = wp_test_data_path ("seed002-example-one.txt");

  clear_recovery ();
  write_broken_copies ();
  run_studio (path, check_broken_when_opening);
  assert_broken_copies_exist (TRUE);
  clear_recovery ();
}

/* --- A layout that stays put (issue 14, point 1) -------------------------------------- */

static WpPuzzle *
square_nonogram (guint size)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) lines = g_string_new (NULL);

  for (guint i = 0; i < size; i++)
    g_string_append (lines, i % 3 ? "1,1,1\n" : "1,2,1,3,1,2,1,1,2,1,1,2\n");
  g_string_append_printf (text, "width %u\nheight %u\n\nrows\n%s\ncolumns\n%s", size, size,
                          lines->str, lines->str);
  return wp_test_load_one (text->str);
}

static WpWindow *
window_of_size (int width, int height)
{
  WpWindow *window = g_object_new (WP_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  spin_main_loop (300);
  return window;
}

/* Starting a 30×30 nonogram (clues 4 numbers long) in a 1024×700 window
 * once widened the window to 1139 px; the window never resizes itself. */
static void
test_layout_window_keeps_its_size (void)
{
  g_autoptr (WpPuzzle) nonogram = square_nonogram (30);
  WpWindow *window = window_of_size (1024, 700);
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  wp_window_set_document (window, nonogram, NULL);
  spin_main_loop (800);
  g_test_message ("window %d×%d, board %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (wp_window_get_board (window)),
                  gtk_widget_get_height (wp_window_get_board (window)));
  /* A new one from the presets: every clue unknown, alternatives galore. */
  {
    const WpGenre *genre = wp_genre_lookup ("nonograms");
    g_autoptr (WpPuzzle) empty = NULL;

    for (guint i = 0; i < genre->n_presets; i++)
      if (g_str_equal (genre->presets[i].id, "30"))
        empty = genre->new_puzzle (&genre->presets[i]);
    g_assert_nonnull (empty);
    wp_window_set_document (window, empty, NULL);
    spin_main_loop (1500);
  }
  g_test_message ("window %d×%d, board %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (wp_window_get_board (window)),
                  gtk_widget_get_height (wp_window_get_board (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, height);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The board keeps its size while the setter types and while the count,
 * the analysis and the alternatives come and go: on a 25×25 it was 590 px
 * wide without alternatives and 470 px with them. */
static void
test_layout_board_keeps_its_size (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (25, 5, 5);
  WpWindow *window = window_of_size (1024, 700);
  GtkWidget *board = wp_window_get_board (window);
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);

  /* The board's space is the window's less the side panel's, whatever the
   * puzzle: the 25×25 gets what the first 9×9 had. */
  g_assert_cmpint (width, >, 500);
  for (guint c = 0; c < 25; c++)   /* a first row given: millions of solutions */
    puzzle->cells[c] = (gint) c + 1;
  wp_window_set_document (window, puzzle, NULL);
  spin_main_loop (900);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  for (guint i = 0; i < 6; i++)
    {
      place (window, 30 + i * 26, (gint) (i % 25) + 1);
      spin_main_loop (i % 2 ? 60 : 900);   /* mid-count and after the analysis */
      g_assert_cmpint (gtk_widget_get_width (board), ==, width);
      g_assert_cmpint (gtk_widget_get_height (board), ==, height);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* F9 hides the side panel: the board takes its room, the window keeps its
 * size; F9 again and everything is where it was. */
static void
test_layout_side_panel_toggles (void)
{
  WpWindow *window = window_of_size (1024, 700);
  GtkWidget *board = wp_window_get_board (window);
  GtkWidget *panel = window_part (window, "side_panel");
  int window_width = gtk_widget_get_width (GTK_WIDGET (window));
  int width = gtk_widget_get_width (board);

  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_cmpint (gtk_widget_get_width (panel), ==, 360);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-side-panel", NULL);
  spin_main_loop (200);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_cmpint (gtk_widget_get_width (board), >=, width + 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, window_width);

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-side-panel", NULL);
  spin_main_loop (200);
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where @widget is in its window, vertically. */
static double
widget_y (GtkWidget *widget)
{
  double x = 0, y = 0;

  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (gtk_widget_get_root (widget)), 0, 0, &x, &y));
  return y;
}

/* An edit leaves the analysis lists where they were, dimmed and inert,
 * until the new analysis replaces them: the Place buttons no longer jump
 * under the pointer on every keystroke.  The marks on the board, which
 * describe the old grid, go at once. */
static void
test_layout_analysis_stays_until_replaced (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-two.txt");
  WpWindow *window = new_window ();
  WpAnalysisPanel *panel = WP_ANALYSIS_PANEL (wp_window_get_analysis_panel (window));
  GtkWidget *suggestions = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (panel), WP_TYPE_ANALYSIS_PANEL,
                                                                       "suggestions_list"));
  guint n;
  int y;

  wp_window_set_document (window, puzzle, NULL);
  wait_for_analysis (window);
  n = wp_analysis_panel_get_n_suggestions (panel);
  g_assert_cmpuint (n, >, 0);
  g_assert_true (gtk_widget_is_sensitive (suggestions));
  y = (int) widget_y (suggestions);

  place (window, 1, 2);   /* 2 at r1c2: 4 solutions left */
  g_assert_true (wp_analysis_panel_is_stale (panel));
  g_assert_cmpuint (wp_analysis_panel_get_n_suggestions (panel), ==, n);
  g_assert_false (gtk_widget_is_sensitive (suggestions));
  g_assert_cmpint ((int) widget_y (suggestions), ==, y);
  g_assert_null (board_overlay (window));
  {
    g_autoptr (WpPuzzle) before = wp_puzzle_copy (wp_window_get_puzzle (window));

    wp_analysis_panel_activate_suggestion (panel, 0);   /* inert while stale */
    g_assert_true (wp_puzzle_equal (before, wp_window_get_puzzle (window)));
  }

  wait_for_analysis (window);
  g_assert_false (wp_analysis_panel_is_stale (panel));
  g_assert_true (gtk_widget_is_sensitive (suggestions));
  g_assert_nonnull (board_overlay (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
assert_grid_at (WpWindow *window, double x, double y, double cell)
{
  double x2, y2, cell2;

  g_assert_true (wp_board_get_grid_geometry (board_of (window), &x2, &y2, &cell2));
  g_assert_cmpfloat (x2, ==, x);
  g_assert_cmpfloat (y2, ==, y);
  g_assert_cmpfloat (cell2, ==, cell);
}

/* The board keeps room for the longest clues a line could hold, so typing
 * clues and drawing the picture never move the grid (in Draw Picture it
 * moved after the first stroke, and the next strokes landed on the wrong
 * cells). */
static void
test_layout_grid_stays_while_clues_change (void)
{
  g_autoptr (WpPuzzle) empty = wp_nonograms_new (15, 15);
  WpWindow *window = window_of_size (1024, 700);
  WpBoard *board = board_of (window);
  const guint diagonal[] = { 0, 16, 32, 48 };
  double x, y, cell;

  wp_window_set_document (window, empty, NULL);
  spin_main_loop (300);
  g_assert_true (wp_board_get_grid_geometry (board, &x, &y, &cell));
  g_assert_cmpfloat (cell, >=, 16);

  g_signal_emit_by_name (board, "set-line-clue", (guint) WP_LINE_ROW, 0u, "1 1 1 1 1 1 1 1");
  spin_main_loop (100);
  assert_grid_at (window, x, y, cell);
  g_signal_emit_by_name (board, "set-line-clue", (guint) WP_LINE_COLUMN, 3u, "2 3 1 1 2");
  spin_main_loop (100);
  assert_grid_at (window, x, y, cell);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.draw-picture", NULL);
  spin_main_loop (100);
  assert_grid_at (window, x, y, cell);
  stroke (window, diagonal, G_N_ELEMENTS (diagonal));
  spin_main_loop (100);
  assert_grid_at (window, x, y, cell);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The puzzle's title, once given, names the window; the file stands below
 * it in the header bar.  Ctrl+N opens the New menu. */
static void
test_window_title_follows_puzzle_title (void)
{
  WpWindow *window = new_window ();
  g_autofree char *path = wp_test_data_path ("seed002-example-two.txt");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwWindowTitle *title = ADW_WINDOW_TITLE (window_part (window, "window_title"));

  g_assert_true (wp_window_open_file (window, file, NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==,
                   "seed002-example-two.txt (imported) — Wellposed");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "");

  /* Ctrl+N opens the New menu. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-menu", NULL);
  spin_main_loop (200);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (
    GTK_MENU_BUTTON (window_part (window, "new_button"))))));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (window_part (window, "new_button")));

  gtk_editable_set_text (GTK_EDITABLE (wp_window_get_title_entry (window)), "Twelve Ways");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• Twelve Ways — Wellposed");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "• Twelve Ways");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "seed002-example-two.txt (imported)");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file that cannot be opened leaves its message, not an empty window:
 * `wellposed good bad` shows one window, the good file's. */
static gboolean
check_one_window_and_the_message (gpointer data)
{
  GApplication *application = data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));
  AdwMessageDialog *dialog = find_dialog ("Could not open “/nonexistent/puzzle.txt”");
  guint n_studio = 0;

  for (GList *w = windows; w; w = w->next)
    n_studio += WP_IS_WINDOW (w->data);
  g_assert_cmpuint (n_studio, ==, 1);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) != NULL);
  g_assert_true (WP_IS_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog))));
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_studio (application);
  return G_SOURCE_REMOVE;
}

static void
test_bad_file_leaves_no_empty_window (void)
{
  g_autofree char *good = wp_test_data_path ("seed002-example-one.txt");
  const char *good_and_bad[] = { good, "/nonexistent/puzzle.txt", NULL };
  const char *only_bad[] = { "/nonexistent/puzzle.txt", NULL };

  clear_recovery ();
  run_studio_with (good_and_bad, check_one_window_and_the_message);
  run_studio_with (only_bad, check_one_window_and_the_message);
}

/* Rules and notes take several lines; undo brings the old text back. */
static void
test_rules_and_notes_are_multi_line (void)
{
  WpWindow *window = new_window ();
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (EXAMPLE_ONE);
  GtkTextBuffer *notes = gtk_text_view_get_buffer (GTK_TEXT_VIEW (window_part (window, "notes_view")));
  GtkTextBuffer *rules = gtk_text_view_get_buffer (GTK_TEXT_VIEW (window_part (window, "rules_view")));

  wp_window_set_document (window, puzzle, NULL);
  gtk_text_buffer_set_text (notes, "For the Sunday paper.\nTest-solved twice.", -1);
  g_assert_cmpstr (wp_window_get_puzzle (window)->notes, ==, "For the Sunday paper.\nTest-solved twice.");
  gtk_text_buffer_set_text (rules, "Normal Sudoku rules.\nNo guessing needed.", -1);
  g_assert_cmpstr (wp_window_get_puzzle (window)->rules, ==, "Normal Sudoku rules.\nNo guessing needed.");
  g_assert_true (wp_window_get_dirty (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_null (wp_window_get_puzzle (window)->rules);
  {
    GtkTextIter start, end;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (rules, &start, &end);
    shown = gtk_text_buffer_get_text (rules, &start, &end, FALSE);
    g_assert_cmpstr (shown, ==, "");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  /* Recovery copies go to a scratch data folder, not the user's.  (GLib's
   * ISOLATE_DIRS would also hide the system's GSettings schemas.) */
  g_autofree char *data_home = g_dir_make_tmp ("wellposed-test-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      /* No display could be made: skip, in TAP words. */
      printf ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  g_test_add_func ("/window/edit-to-unique-and-undo", test_edit_to_unique_and_undo);
  g_test_add_func ("/window/stress", test_stress_status_matches_final_grid);
  g_test_add_func ("/window/open-file", test_open_file);
  g_test_add_func ("/window/autosave-and-restore", test_autosave_and_restore);
  g_test_add_func ("/window/count-all-and-place", test_count_all_and_place_from_alternative);
  g_test_add_func ("/window/details-do-not-recount", test_details_do_not_recount);
  g_test_add_func ("/window/close-while-counting", test_close_while_counting);
  g_test_add_func ("/window/analysis-ambiguous", test_analysis_of_ambiguous_puzzle);
  g_test_add_func ("/window/analysis-remove-redundant", test_remove_redundant_given);
  g_test_add_func ("/window/export-dialog", test_export_dialog);
  g_test_add_func ("/window/submarines-from-empty", test_submarines_from_empty);
  g_test_add_func ("/window/custom-size", test_custom_size);
  g_test_add_func ("/window/battleships-fleet", test_battleships_fleet);
  g_test_add_func ("/window/no-solution-named", test_no_solution_named);
  g_test_add_func ("/window/submarines-no-solution-marks", test_submarines_no_solution_marks);
  g_test_add_func ("/window/draw-picture", test_draw_picture);
  g_test_add_func ("/window/draw-picture-strokes-and-keys", test_draw_picture_strokes_and_keys);
  g_test_add_func ("/window/draw-picture-starts-from-solution", test_draw_picture_starts_from_solution);
  g_test_add_func ("/window/draw-picture-rating", test_draw_picture_rating);
  g_test_add_func ("/window/draw-picture-other-genre", test_draw_picture_other_genre);
  g_test_add_func ("/window/recovery-failure-banner", test_recovery_failure_banner);
  g_test_add_func ("/window/recovery-lists-broken-copies", test_recovery_lists_broken_copies);
  g_test_add_func ("/window/recovery-broken-discarded-at-start", test_recovery_broken_discarded_at_start);
  g_test_add_func ("/window/recovery-broken-after-restore-question", test_recovery_broken_after_restore_question);
  g_test_add_func ("/window/recovery-broken-when-opening-a-file", test_recovery_broken_when_opening_a_file);
  g_test_add_func ("/window/title-follows-puzzle-title", test_window_title_follows_puzzle_title);
  g_test_add_func ("/window/rules-and-notes-are-multi-line", test_rules_and_notes_are_multi_line);
  g_test_add_func ("/window/bad-file-leaves-no-empty-window", test_bad_file_leaves_no_empty_window);
  g_test_add_func ("/window/layout/window-keeps-its-size", test_layout_window_keeps_its_size);
  g_test_add_func ("/window/layout/board-keeps-its-size", test_layout_board_keeps_its_size);
  g_test_add_func ("/window/layout/side-panel-toggles", test_layout_side_panel_toggles);
  g_test_add_func ("/window/layout/analysis-stays-until-replaced", test_layout_analysis_stays_until_replaced);
  g_test_add_func ("/window/layout/grid-stays-while-clues-change", test_layout_grid_stays_while_clues_change);
  return g_test_run ();
}
