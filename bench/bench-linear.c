/* bench-linear.c — Lights Out by elimination over GF(2)
 *
 *   build/bench/bench-linear [--runs N]
 *
 * For the all-on n×n board (plus neighbourhood, no wrapping) with n = 10,
 * 50 and 100, the median of N runs (default 201) in microseconds of:
 *
 *   chase  light chasing (the genre's method for this board): the first
 *          row's presses decide the rest, leaving a system in n variables;
 *   plain  banded elimination of the whole n² × n² system (the method for
 *          the square neighbourhood and the torus);
 *   count  the count through the public API: build the model, run the
 *          engine (its backend chases), keep one solution.
 *
 * Results are recorded in docs/performance.md ("Linear genres").
 */
#include "core/wellposed.h"
#include "genres/lightsout/lightsout-private.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static gint64
now_ns (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * G_GINT64_CONSTANT (1000000000) + t.tv_nsec;
}

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

typedef enum { CHASE, PLAIN, COUNT } Method;

/* One run's time in ns; *@nullity gets the k it found. */
static gint64
run_once (const WpPuzzle *puzzle, Method method, guint *nullity)
{
  gint64 start = now_ns (), elapsed;
  WpGf2Solution solution;

  if (method == COUNT)
    {
      g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
      WpSearchOptions options = { .cap = 2, .keep = 1 };
      WpSearchResult result;

      wp_count_solutions (model, &options, &result);
      elapsed = now_ns () - start;
      *nullity = result.log2;
      wp_search_result_clear (&result);
      return elapsed;
    }
  if (method == CHASE)
    wp_lightsout_solve (puzzle, NULL, NULL, &solution);
  else
    wp_lightsout_solve_plain (puzzle, NULL, NULL, &solution);
  elapsed = now_ns () - start;
  *nullity = solution.nullity;
  wp_gf2_solution_clear (&solution);
  return elapsed;
}

static double
median_us (const WpPuzzle *puzzle, Method method, guint runs, guint *nullity)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint run = 0; run < runs; run++)
    {
      gint64 t = run_once (puzzle, method, nullity);

      g_array_append_val (times, t);
    }
  g_array_sort (times, compare_gint64);
  return g_array_index (times, gint64, times->len / 2) / 1e3;
}

int
main (int argc, char **argv)
{
  static const guint sizes[] = { 10, 50, 100 };
  guint runs = 201;

  setlocale (LC_ALL, "");
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--runs") && i + 1 < argc)
        {
          int asked = atoi (argv[++i]);   /* not inside MAX(): it would read twice */

          runs = (guint) MAX (asked, 1);
        }
      else
        {
          g_printerr ("usage: %s [--runs N]\n", argv[0]);
          return 2;
        }
    }
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_lightsout_new (sizes[s], sizes[s]);
      guint k_chase = 0, k_plain = 0, k_count = 0;
      double chase, plain, count;

      for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
        wp_lightsout_set_light (puzzle, cell, TRUE);
      chase = median_us (puzzle, CHASE, runs, &k_chase);
      plain = median_us (puzzle, PLAIN, runs, &k_plain);
      count = median_us (puzzle, COUNT, runs, &k_count);
      if (k_chase != k_plain || k_chase != k_count)
        {
          g_printerr ("%ux%u: the methods disagree (k = %u, %u, %u)\n", sizes[s], sizes[s], k_chase, k_plain,
                      k_count);
          return 1;
        }
      g_print ("lights out %3ux%-3u all on  k = %-2u  chase %9.1f µs  plain %9.1f µs  count %9.1f µs"
               "  (median of %u)\n",
               sizes[s], sizes[s], k_chase, chase, plain, count, runs);
    }
  return 0;
}
