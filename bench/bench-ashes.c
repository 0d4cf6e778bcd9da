/* bench-ashes.c — Laplace's Ashes: the exact elimination behind every
 * count of a puzzle without a domain, one core
 *
 *   bench-ashes [RUNS]
 *
 * For each rule and size (10×10, 30×30, 60×60): every clue of a random
 * grid (values in ±10^8) known, counted through the counting model (the
 * elimination, the verdict proved by substitution); and the same with a
 * quarter of the clues hidden, which leaves a kernel (infinitely many).
 * Prints the median and the worst of RUNS counts (default 9), and how
 * many runs the elimination could not decide (reported not exact).
 */
#include "core/wellposed.h"
#include "genres/ashes/ashes.h"

#include <stdio.h>
#include <stdlib.h>

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static WpPuzzle *
random_puzzle (WpAshesRule rule, guint size, gboolean hide, GRand *rand)
{
  guint n = size * size;
  g_autofree gint64 *grid = g_new (gint64, n);
  g_autofree gint64 *clues = g_new (gint64, n);
  WpPuzzle *puzzle = wp_ashes_new (size, size, rule);

  for (guint i = 0; i < n; i++)
    grid[i] = g_rand_int_range (rand, -100000000, 100000001);
  wp_ashes_clues_of (rule, size, size, grid, clues);
  for (guint i = 0; i < n; i++)
    if (!hide || g_rand_int_range (rand, 0, 4) != 0)
      wp_ashes_set_clue (puzzle, i, clues[i]);
  return puzzle;
}

static void
bench (WpAshesRule rule, guint size, gboolean hide, guint runs)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  g_autofree gint64 *took = g_new (gint64, runs);
  g_autofree char *verdict = NULL;
  guint undecided = 0;

  for (guint r = 0; r < runs; r++)
    {
      g_autoptr (WpPuzzle) puzzle = random_puzzle (rule, size, hide, rand);
      g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
      WpSearchOptions options = { .cap = 2, .keep = 1 };
      WpSearchResult result;
      gint64 start = g_get_monotonic_time ();

      wp_count_solutions (model, &options, &result);
      took[r] = g_get_monotonic_time () - start;
      if (!result.exact)
        undecided++;
      else
        {
          g_free (verdict);
          verdict = wp_count_to_string (result.count, result.count_kind, result.log2);
        }
      wp_search_result_clear (&result);
    }
  qsort (took, runs, sizeof (gint64), compare);
  printf ("%-6s %2u×%-2u %-13s  median %8.2f ms  worst %8.2f ms  (%s; undecided %u of %u)\n",
          rule == WP_ASHES_SUM ? "sum" : "signed", size, size, hide ? "3/4 of clues" : "every clue",
          took[runs / 2] / 1000.0, took[runs - 1] / 1000.0, verdict ? verdict : "-", undecided, runs);
}

int
main (int argc, char **argv)
{
  static const guint sizes[] = { 10, 30, 60 };
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 9;

  runs = MAX (runs, 1);
  for (guint rule = 0; rule < 2; rule++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      for (guint hide = 0; hide < 2; hide++)
        bench ((WpAshesRule) rule, sizes[s], hide, runs);
  return 0;
}
