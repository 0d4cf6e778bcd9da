/* bench-solved.c — random solved instances (the generator's starting
 * points, WpGeneratorHooks.solved), one core
 *
 *   bench-solved [N]
 *
 * For each genre and a few sizes: the mean and the worst time of one
 * solved instance over N draws (fewer for the large grids), from one
 * seeded GRand.  A 9×9 Sudoku grid must cost microseconds: the generator
 * draws a fresh one for every puzzle.
 */
#include "core/wellposed.h"

#include <stdio.h>
#include <stdlib.h>

static void
bench (const char *genre_id, const char *preset_id, guint n)
{
  const WpGenre *genre = wp_genre_lookup (genre_id);
  const WpPreset *preset = wp_genre_find_preset (genre, preset_id);
  g_autoptr (WpPuzzle) shape = genre->new_puzzle (preset);
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr (WpSearch) search = wp_search_new ();
  gint64 total = 0, worst = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      gint64 start = g_get_monotonic_time (), took;
      g_autoptr (WpPuzzle) solved = genre->generator->solved (shape, rand, search, &error);

      took = g_get_monotonic_time () - start;
      if (solved == NULL)
        g_error ("%s %s: %s", genre_id, preset_id, error ? error->message : "cancelled");
      total += took;
      worst = MAX (worst, took);
    }
  printf ("%-12s %-10s %6u draws  %10.1f µs each  worst %8" G_GINT64_FORMAT " µs\n", genre_id, preset_id, n,
          (gdouble) total / n, worst);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 10000;

  bench ("sudoku", "4", n);
  bench ("sudoku", "6", n);
  bench ("sudoku", "9", n);
  bench ("sudoku", "jigsaw-5", n);
  bench ("sudoku", "jigsaw-6", n);
  bench ("sudoku", "jigsaw-7", n);
  bench ("sudoku", "jigsaw-8", MAX (n / 10, 10));
  bench ("sudoku", "jigsaw-9", MAX (n / 10, 10));
  bench ("sudoku", "12", MAX (n / 10, 10));
  bench ("sudoku", "16", MAX (n / 50, 10));
  bench ("sudoku", "25", MAX (n / 500, 10));
  bench ("submarines", "10", n);
  bench ("submarines", "20", n);
  bench ("battleships", "10", n);
  bench ("battleships", "15", n);
  bench ("nonograms", "10", MAX (n / 10, 10));
  bench ("nonograms", "20", MAX (n / 50, 10));
  bench ("nonograms", "30", MAX (n / 200, 10));
  return 0;
}
