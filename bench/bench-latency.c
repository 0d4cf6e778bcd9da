/* bench-latency.c — from an edit to the new status on screen, in the real window
 *
 *   xvfb-run -a build/bench/bench-latency [SUDOKU_FILE]
 *
 * For each of the first 100 puzzles of the file (default: the top1465 set),
 * the window is given the puzzle, then two edits are timed: clearing a given
 * (usually making the puzzle ambiguous) and putting it back (unique again).
 * Each time runs from just before the board reports the key press to the
 * first frame painted after the status changed.  Needs a display (Xvfb).
 *
 * The frame that paints the status is broken into GTK's phases, each timed
 * from the end of the one before as this program's handlers, connected
 * after GTK's own, see them: layout (style, measure, allocate) and paint
 * (snapshot and render).
 */
#include "app/wp-board.h"
#include "app/wp-window.h"
#include "core/wellposed.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct {
  gboolean painted;
  gint64   updated, laid_out, drawn;   /* when each phase's handlers ended */
} Frame;

static void
on_update (GdkFrameClock *clock, Frame *frame)
{
  frame->updated = g_get_monotonic_time ();
}

static void
on_layout (GdkFrameClock *clock, Frame *frame)
{
  frame->laid_out = g_get_monotonic_time ();
}

static void
on_paint (GdkFrameClock *clock, Frame *frame)
{
  frame->drawn = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock, Frame *frame)
{
  frame->painted = TRUE;
}

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

typedef struct {
  GArray *results, *painted, *layouts, *paints;
} Times;

static void
append (GArray *times, gint64 us)
{
  g_array_append_val (times, us);
}

/* Times one edit: until the result reached the main thread, and until a
 * frame is painted after it, with that frame's layout and paint phases. */
static void
time_edit (WpWindow *window, guint cell, gint value, Times *times)
{
  WpBoard *board = WP_BOARD (wp_window_get_board (window));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Frame frame = { FALSE };
  gulong handlers[] = {
    g_signal_connect (clock, "update", G_CALLBACK (on_update), &frame),
    g_signal_connect (clock, "layout", G_CALLBACK (on_layout), &frame),
    g_signal_connect (clock, "paint", G_CALLBACK (on_paint), &frame),
    g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &frame),
  };
  gint64 start;

  wp_board_select_cell (board, cell, FALSE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  start = g_get_monotonic_time ();
  g_signal_emit_by_name (board, "set-value", value);
  while (wp_window_is_counting (window))
    g_main_context_iteration (NULL, TRUE);
  append (times->results, g_get_monotonic_time () - start);
  frame.painted = FALSE;
  while (!frame.painted)
    g_main_context_iteration (NULL, TRUE);
  append (times->painted, g_get_monotonic_time () - start);
  append (times->layouts, frame.laid_out - frame.updated);
  append (times->paints, frame.drawn - frame.laid_out);
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    g_signal_handler_disconnect (clock, handlers[i]);
}

static void
print_row (const char *what, GArray *times)
{
  gdouble total = 0;

  g_array_sort (times, compare_gint64);
  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, gint64, i);
  printf ("| %s | %u | %.2f ms | %.2f ms | %.2f ms | %.2f ms |\n", what, times->len,
          total / times->len / 1000.0,
          g_array_index (times, gint64, times->len / 2) / 1000.0,
          g_array_index (times, gint64, (guint) (times->len * 0.99)) / 1000.0,
          g_array_index (times, gint64, times->len - 1) / 1000.0);
}

int
main (int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : "../shared/data/sudoku/puzzles3_magictour_top1465.txt";
  g_autoptr (GPtrArray) puzzles = NULL;
  Times times = {
    g_array_new (FALSE, FALSE, sizeof (gint64)), g_array_new (FALSE, FALSE, sizeof (gint64)),
    g_array_new (FALSE, FALSE, sizeof (gint64)), g_array_new (FALSE, FALSE, sizeof (gint64)),
  };
  g_autoptr (GError) error = NULL;
  WpWindow *window;

  if (!gtk_init_check ())
    {
      g_printerr ("bench-latency: no display (run it under xvfb-run -a)\n");
      return 77;
    }
  adw_init ();
  puzzles = wp_load_file (path, NULL, &error);
  if (puzzles == NULL)
    {
      g_printerr ("bench-latency: %s: %s\n", path, error->message);
      return EXIT_FAILURE;
    }
  window = g_object_new (WP_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));

  for (guint i = 0; i < puzzles->len && i < 100; i++)
    {
      const WpPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      guint cell = 0;

      while (puzzle->cells[cell] == WP_CELL_EMPTY)
        cell++;
      wp_window_set_document (window, puzzle, NULL);
      while (wp_window_is_counting (window))
        g_main_context_iteration (NULL, TRUE);
      time_edit (window, cell, WP_CELL_EMPTY, &times);               /* usually ambiguous */
      time_edit (window, cell, puzzle->cells[cell], &times);         /* unique again */
    }
  printf ("| measured | edits | mean | p50 | p99 | max |\n|---|---:|---:|---:|---:|---:|\n");
  print_row ("edit → result on the main thread", times.results);
  print_row ("edit → status painted", times.painted);
  print_row ("that frame: layout phase", times.layouts);
  print_row ("that frame: paint phase", times.paints);
  gtk_window_destroy (GTK_WINDOW (window));
  g_array_unref (times.results);
  g_array_unref (times.painted);
  g_array_unref (times.layouts);
  g_array_unref (times.paints);
  return EXIT_SUCCESS;
}
