/* bench-mines.c — Minesweeper at expert size: counting to 2, the exact
 * count, and the difficulty rating, one core
 *
 *   bench-mines [BOARDS]
 *
 * Each board is 30×16 with 99 mines placed at random and the total given.
 * Its safe cells are revealed in a random order; the states measured are
 * a quarter, a half and three quarters of them revealed (ambiguous, most
 * of them with astronomically many layouts), and the first prefix of the
 * order that leaves the puzzle unique (found by bisection: more numbers
 * never add a layout).  For each state: the count to 2 (the studio's live
 * verdict), the exact count with true candidates (wp_mines_tally), and on
 * the unique state the grader.  Prints the median and the worst of BOARDS
 * boards (default 20) per state.
 */
#include "core/wellposed.h"
#include "genres/mines/mines-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 30
#define HEIGHT 16
#define MINES 99

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  gint  layout[WIDTH * HEIGHT];
  guint order[WIDTH * HEIGHT];   /* the safe cells, in reveal order */
  guint n_safe;
} Board;

static void
random_board (Board *board, GRand *rand)
{
  guint n = WIDTH * HEIGHT;

  memset (board->layout, 0, sizeof board->layout);
  for (guint placed = 0; placed < MINES;)
    {
      guint cell = (guint) g_rand_int_range (rand, 0, (gint32) n);

      if (!board->layout[cell])
        {
          board->layout[cell] = 1;
          placed++;
        }
    }
  board->n_safe = 0;
  for (guint cell = 0; cell < n; cell++)
    if (!board->layout[cell])
      board->order[board->n_safe++] = cell;
  for (guint i = board->n_safe; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint swap = board->order[i - 1];

      board->order[i - 1] = board->order[j];
      board->order[j] = swap;
    }
}

static WpPuzzle *
revealed (const Board *board, guint k)
{
  WpPuzzle *puzzle = wp_mines_new (WIDTH, HEIGHT);

  wp_mines_set_total (puzzle, MINES);
  for (guint i = 0; i < k; i++)
    wp_mines_set_number (puzzle, board->order[i], (gint) wp_mines_number_of (puzzle, board->layout, board->order[i]));
  return puzzle;
}

/* The count to 2, and how long it took. */
static guint64
count_to_two (const WpPuzzle *puzzle, gint64 *took)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { .cap = 2, .keep = 1 };
  WpSearchResult result;
  gint64 start = g_get_monotonic_time ();
  guint64 count;

  wp_count_solutions (model, &options, &result);
  *took = g_get_monotonic_time () - start;
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

/* The fewest reveals (a prefix of the order) that leave one layout. */
static guint
unique_prefix (const Board *board)
{
  guint lo = 0, hi = board->n_safe;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      g_autoptr (WpPuzzle) puzzle = revealed (board, mid);
      gint64 took;

      if (count_to_two (puzzle, &took) == 1)
        hi = mid;
      else
        lo = mid + 1;
    }
  return lo;
}

/* The exact count gets 5 s a state: past that it is reported as such. */
#define EXACT_BUDGET_US (5 * G_USEC_PER_SEC)

static gboolean
before_deadline (gpointer data, guint n_nodes)
{
  return g_get_monotonic_time () < *(gint64 *) data;
}

static void
report (const char *what, gint64 *times, guint n)
{
  qsort (times, n, sizeof (gint64), compare);
  printf ("  %-34s median %8.3f ms   worst %8.3f ms\n", what, times[n / 2] / 1000.0, times[n - 1] / 1000.0);
}

int
main (int argc, char **argv)
{
  guint boards = argc > 1 ? (guint) atoi (argv[1]) : 20;
  const char *const names[] = { "a quarter revealed", "half revealed", "three quarters revealed", "first unique" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  g_autofree gint64 *counts = g_new (gint64, 4 * (gsize) boards);
  g_autofree gint64 *exacts = g_new (gint64, 4 * (gsize) boards);
  g_autofree gint64 *grades = g_new (gint64, boards);
  guint levels[4] = { 0 }, unfinished[4] = { 0 }, reveals = 0;

  if (boards == 0)
    return 1;
  for (guint b = 0; b < boards; b++)
    {
      Board board;
      guint stops[4];

      random_board (&board, rand);
      stops[0] = board.n_safe / 4;
      stops[1] = board.n_safe / 2;
      stops[2] = board.n_safe * 3 / 4;
      stops[3] = unique_prefix (&board);
      reveals += stops[3];
      for (guint s = 0; s < 4; s++)
        {
          g_autoptr (WpPuzzle) puzzle = revealed (&board, stops[s]);
          WpMinesTally tally;
          gint64 start, deadline;

          count_to_two (puzzle, &counts[s * boards + b]);
          start = g_get_monotonic_time ();
          deadline = start + EXACT_BUDGET_US;
          if (!wp_mines_tally (puzzle, TRUE, before_deadline, &deadline, &tally))
            unfinished[s]++;
          exacts[s * boards + b] = g_get_monotonic_time () - start;
          wp_mines_tally_clear (&tally);
          if (s == 3)
            {
              start = g_get_monotonic_time ();
              levels[wp_mines_grade_level (puzzle, NULL, NULL)]++;
              grades[b] = g_get_monotonic_time () - start;
            }
        }
    }
  printf ("Minesweeper %u×%u, %u mines, total given; %u boards (seed 2026)\n", WIDTH, HEIGHT, MINES, boards);
  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *count = g_strdup_printf ("%s: count to 2", names[s]);
      g_autofree char *exact = g_strdup_printf ("%s: exact count", names[s]);

      printf ("%s\n", names[s]);
      report (count, counts + s * boards, boards);
      report (exact, exacts + s * boards, boards);
      if (unfinished[s])
        printf ("  (%u exact counts did not finish in 5 s)\n", unfinished[s]);
    }
  report ("first unique: rating", grades, boards);
  printf ("first unique after %.1f reveals on average; levels: single %u, pairs %u, total %u, cases %u\n",
          (double) reveals / boards, levels[0], levels[1], levels[2], levels[3]);
  return 0;
}
