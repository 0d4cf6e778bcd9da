/* bench-sudoku.c — how fast the engine answers "how many solutions?"
 *
 *   build/bench/bench-sudoku [DATA_DIR]      (default ../shared/data/sudoku)
 *
 * 1. The public 9×9 sets: count to 2 for every puzzle through the public
 *    API (build the model, run the engine), mean / p50 / p99 / max µs.
 * 2. 16×16 with half the cells given (generated, seeded): count to 2, ms.
 * 3. 25×25 with half the cells given: count to 2 with a 2 s time box.
 * 4. Analysis of 9×9 puzzles (wp_analyse), ms per puzzle.
 * 5. Closest alternative (wp_closest_alternative, branch and bound) on
 *    ambiguous 9×9 puzzles, ms per puzzle.
 * 6. Cancellation latency: a 25×25 count cancelled from another thread.
 *
 *   build/bench/bench-sudoku --each FILE [ROUNDS]
 *
 * The side-by-side mode: every puzzle of FILE (one per line, as the public
 * sets are written) counted to 2, ROUNDS times (default 5), each puzzle's
 * best round kept; prints mean and p50 µs and the verdicts, in the shape a
 * peer's harness prints them, so the two can run interleaved on one file.
 *
 *   build/bench/bench-sudoku --large [TIME_BOX_S]
 *
 * Only the generated 16×16 and 25×25 rows (part 2 and 3), with a time box
 * of TIME_BOX_S seconds (default 30) so the tail shows whole.
 *
 *   build/bench/bench-sudoku --write-half-given N FILE
 *
 * Writes N random 9×9 puzzles with half the cells given (seeded: the same
 * file every time), the studio's everyday case, for both sides to read.
 *
 * Results are recorded in docs/performance.md.  Parsing is not timed.
 */
#include "core/wellposed.h"
#include "genres/sudoku/sudoku.h"

#include <stdlib.h>
#include <string.h>
#include <locale.h>
#include <time.h>

typedef struct {
  guint unique, multiple, none, undecided;
} Verdicts;

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

static gint64
percentile (GArray *sorted, gdouble p)
{
  guint index = (guint) (p * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, gint64, index);
}

/* Times one count-to-2 in nanoseconds. */
static gint64
time_count (const WpPuzzle *puzzle, const WpSearchOptions *options, WpSearchResult *result)
{
  struct timespec t0, t1;
  WpModel *model;

  clock_gettime (CLOCK_MONOTONIC, &t0);
  model = wp_puzzle_build_model (puzzle, NULL);
  wp_count_solutions (model, options, result);
  wp_model_free (model);
  clock_gettime (CLOCK_MONOTONIC, &t1);
  return (t1.tv_sec - t0.tv_sec) * G_GINT64_CONSTANT (1000000000) + (t1.tv_nsec - t0.tv_nsec);
}

static void
tally (Verdicts *verdicts, const WpSearchResult *result)
{
  if (result->count >= 2)
    verdicts->multiple++;
  else if (!result->exact)
    verdicts->undecided++;
  else if (result->count == 1)
    verdicts->unique++;
  else
    verdicts->none++;
}

static void
bench_set (const char *dir, const char *file)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &error);
  g_autoptr (GArray) times = NULL;
  WpSearchOptions options = { .cap = 2 };
  Verdicts verdicts = { 0 };
  gdouble total = 0;

  if (puzzles == NULL)
    {
      g_printerr ("bench-sudoku: %s: %s\n", path, error->message);
      return;
    }
  times = g_array_sized_new (FALSE, FALSE, sizeof (gint64), puzzles->len);
  for (guint i = 0; i < puzzles->len; i++)
    {
      WpSearchResult result;
      gint64 ns = time_count (g_ptr_array_index (puzzles, i), &options, &result);

      g_array_append_val (times, ns);
      total += ns;
      tally (&verdicts, &result);
      wp_search_result_clear (&result);
    }
  g_array_sort (times, compare_gint64);
  g_print ("| %-40s | %6u | %8.2f | %8.2f | %8.2f | %9.2f | %u unique, %u multiple, %u none |\n",
           file, puzzles->len, total / puzzles->len / 1000.0,
           percentile (times, 0.5) / 1000.0, percentile (times, 0.99) / 1000.0,
           g_array_index (times, gint64, times->len - 1) / 1000.0,
           verdicts.unique, verdicts.multiple, verdicts.none);
}

/* --- Generated large grids ----------------------------------------------- */

static void
shuffle (GRand *rand, guint *items, guint n)
{
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, (gint32) i + 1);
      guint t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
}

/* A random full grid: solve a grid whose first row is a random permutation,
 * then relabel the digits at random. */
static WpPuzzle *
random_full_grid (GRand *rand, guint size, guint box_rows, guint box_cols)
{
  g_autoptr (WpPuzzle) seed = wp_sudoku_new (size, box_rows, box_cols);
  g_autofree guint *order = g_new (guint, size);
  g_autofree guint *relabel = g_new (guint, size);
  WpSearchOptions options = { .cap = 1, .keep = 1 };
  WpSearchResult result;
  WpModel *model;
  WpPuzzle *full;

  for (guint i = 0; i < size; i++)
    order[i] = relabel[i] = i;
  shuffle (rand, order, size);
  shuffle (rand, relabel, size);
  for (guint c = 0; c < size; c++)
    seed->cells[c] = (gint) order[c] + 1;
  /* The analysis model: its search order does not change when the
   * counting model gains propagators, so the puzzles stay the same. */
  model = wp_puzzle_build_analysis_model (seed, NULL);
  wp_count_solutions (model, &options, &result);
  wp_model_free (model);
  g_assert (result.solutions->len == 1);

  full = wp_sudoku_new (size, box_rows, box_cols);
  for (guint i = 0; i < size * size; i++)
    full->cells[i] = (gint) relabel[((const gint *) g_ptr_array_index (result.solutions, 0))[i] - 1] + 1;
  wp_search_result_clear (&result);
  return full;
}

static WpPuzzle *
half_given (GRand *rand, guint size, guint box_rows, guint box_cols)
{
  WpPuzzle *puzzle = random_full_grid (rand, size, box_rows, box_cols);
  g_autofree guint *cells = g_new (guint, size * size);

  for (guint i = 0; i < size * size; i++)
    cells[i] = i;
  shuffle (rand, cells, size * size);
  for (guint i = 0; i < size * size / 2; i++)
    puzzle->cells[cells[i]] = WP_CELL_EMPTY;
  return puzzle;
}

static void
bench_generated (guint size, guint box, guint n, gdouble timeout)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261122);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  WpSearchOptions options = { .cap = 2, .timeout_s = timeout };
  Verdicts verdicts = { 0 };
  gdouble total = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WpPuzzle) puzzle = half_given (rand, size, box, box);
      WpSearchResult result;
      gint64 ns = time_count (puzzle, &options, &result);

      g_array_append_val (times, ns);
      total += ns;
      tally (&verdicts, &result);
      wp_search_result_clear (&result);
    }
  g_array_sort (times, compare_gint64);
  g_print ("| %u×%u, half the cells given | %u | %.2f | %.2f | %.2f | %.2f | %u unique, %u multiple, %u timed out (%.0f s box) |\n",
           size, size, n, total / n / 1e6, percentile (times, 0.5) / 1e6,
           percentile (times, 0.9) / 1e6, g_array_index (times, gint64, times->len - 1) / 1e6,
           verdicts.unique, verdicts.multiple, verdicts.undecided, timeout);
}

/* --- Analysis ---------------------------------------------------------------- */

static gint64
time_analysis (const WpPuzzle *puzzle, WpSearch *search)
{
  gint64 start = g_get_monotonic_time (), us;
  WpAnalysis *analysis = wp_analyse (puzzle, NULL, search, NULL);

  us = g_get_monotonic_time () - start;
  wp_analysis_free (analysis);
  return us;
}

static void
print_times_ms (const char *label, GArray *times)
{
  gdouble total = 0;

  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, gint64, i);
  g_array_sort (times, compare_gint64);
  g_print ("| %s | %.2f | %.2f | %.2f | %.2f |\n", label, total / times->len / 1000.0,
           percentile (times, 0.5) / 1000.0, percentile (times, 0.99) / 1000.0,
           g_array_index (times, gint64, times->len - 1) / 1000.0);
}

/* Full analysis (patterns, closest alternative, locked rectangles,
 * candidates, proved suggestions or redundant givens) of the first @n
 * puzzles of a set, ms per puzzle. */
static void
bench_analysis (const char *dir, const char *file, guint n)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, NULL);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autofree char *label = NULL;

  if (puzzles == NULL)
    return;
  for (guint i = 0; i < puzzles->len && i < n; i++)
    {
      gint64 us = time_analysis (g_ptr_array_index (puzzles, i), search);

      g_array_append_val (times, us);
    }
  label = g_strdup_printf ("%s (first %u)", file, times->len);
  print_times_ms (label, times);
}

/* A random full 9×9 grid keeping @givens cells at random. */
static WpPuzzle *
random_givens (GRand *rand, guint givens)
{
  WpPuzzle *puzzle = random_full_grid (rand, 9, 3, 3);
  guint cells[81];

  for (guint c = 0; c < 81; c++)
    cells[c] = c;
  shuffle (rand, cells, 81);
  for (guint c = givens; c < 81; c++)
    puzzle->cells[cells[c]] = WP_CELL_EMPTY;
  return puzzle;
}

/* Puzzles with far more solutions than the enumeration cap (10,000). */
static void
bench_analysis_generated (guint givens, guint n)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261122);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autofree char *label = g_strdup_printf ("9×9, %u random givens (%u puzzles)", givens, n);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WpPuzzle) puzzle = random_givens (rand, givens);
      gint64 us = time_analysis (puzzle, search);

      g_array_append_val (times, us);
    }
  print_times_ms (label, times);
}

/* --- Closest alternative ------------------------------------------------------ */

typedef struct {
  GArray *times;      /* of gint64 µs */
  guint   proved;
  guint64 distances;
} ClosestStats;

/* Times the branch and bound from the puzzle's first solution (found
 * beforehand, not timed); skips puzzles with fewer than two solutions. */
static void
time_closest (const WpPuzzle *puzzle, WpSearch *search, ClosestStats *stats)
{
  WpSearchResult result;
  WpSearchOptions options = { .cap = 2, .keep = 1 };
  WpModel *model = wp_puzzle_build_model (puzzle, NULL);
  gint *alternative = NULL;
  gboolean proved;
  gint64 start, us;
  guint d;

  wp_count_solutions (model, &options, &result);
  wp_model_free (model);
  if (result.count >= 2)
    {
      start = g_get_monotonic_time ();
      d = wp_closest_alternative (puzzle, g_ptr_array_index (result.solutions, 0), search, 2.0,
                                  &alternative, &proved);
      us = g_get_monotonic_time () - start;
      g_array_append_val (stats->times, us);
      stats->proved += proved;
      stats->distances += d;
      g_free (alternative);
    }
  wp_search_result_clear (&result);
}

static void
print_closest (const char *label, ClosestStats *stats)
{
  GArray *times = stats->times;
  gdouble total = 0;

  if (times->len == 0)
    return;
  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, gint64, i);
  g_array_sort (times, compare_gint64);
  g_print ("| %s | %u | %.2f | %.2f | %.2f | %.2f | %u | %.2f |\n", label, times->len,
           total / times->len / 1000.0, percentile (times, 0.5) / 1000.0, percentile (times, 0.99) / 1000.0,
           g_array_index (times, gint64, times->len - 1) / 1000.0, stats->proved,
           (gdouble) stats->distances / times->len);
}

static void
bench_closest_set (const char *dir, const char *file, guint n)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, NULL);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autofree char *label = NULL;
  ClosestStats stats = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0 };

  for (guint i = 0; puzzles && i < puzzles->len && i < n; i++)
    time_closest (g_ptr_array_index (puzzles, i), search, &stats);
  label = g_strdup_printf ("%s (first %u)", file, n);
  print_closest (label, &stats);
  g_array_unref (stats.times);
}

/* Random 9×9 grids keeping @givens cells: far more solutions than any
 * enumeration reaches, the case the branch and bound exists for. */
static void
bench_closest_generated (guint givens, guint n)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261122);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autofree char *label = g_strdup_printf ("9×9, %u random givens", givens);
  ClosestStats stats = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0 };

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WpPuzzle) puzzle = random_givens (rand, givens);

      time_closest (puzzle, search, &stats);
    }
  print_closest (label, &stats);
  g_array_unref (stats.times);
}

/* --- Cancellation latency ------------------------------------------------ */

typedef struct {
  WpModel  *model;
  WpSearch *search;
  gint64    finished;
} CancelRun;

static gpointer
count_forever (gpointer data)
{
  CancelRun *run = data;
  WpSearchOptions options = { 0 };
  WpSearchResult result;

  wp_search_run (run->search, run->model, &options, &result);
  run->finished = g_get_monotonic_time ();
  wp_search_result_clear (&result);
  return NULL;
}

static void
bench_cancel (guint size, guint box, guint rounds)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (size, box, box);
  gint64 worst = 0, total = 0;

  for (guint c = 0; c < size; c++)
    puzzle->cells[c] = (gint) c + 1;
  for (guint i = 0; i < rounds; i++)
    {
      CancelRun run = { wp_puzzle_build_model (puzzle, NULL), wp_search_new (), 0 };
      GThread *thread = g_thread_new ("count", count_forever, &run);
      gint64 cancelled_at;

      g_usleep (20000 + 3000 * i);
      cancelled_at = g_get_monotonic_time ();
      wp_search_cancel (run.search);
      g_thread_join (thread);
      worst = MAX (worst, run.finished - cancelled_at);
      total += run.finished - cancelled_at;
      wp_search_free (run.search);
      wp_model_free (run.model);
    }
  g_print ("| cancel a %u×%u count from another thread | %u runs | mean %.0f µs | max %" G_GINT64_FORMAT " µs |\n",
           size, size, rounds, (gdouble) total / rounds, worst);
}

/* --- Side by side -------------------------------------------------------- */

static int
bench_each (const char *path, guint rounds)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &error);
  g_autofree gint64 *best = NULL;
  g_autoptr (GArray) sorted = NULL;
  WpSearchOptions options = { .cap = 2 };
  Verdicts verdicts = { 0 };
  gdouble total = 0;

  if (puzzles == NULL)
    {
      g_printerr ("bench-sudoku: %s: %s\n", path, error->message);
      return EXIT_FAILURE;
    }
  best = g_new (gint64, puzzles->len);
  for (guint round = 0; round < rounds; round++)
    for (guint i = 0; i < puzzles->len; i++)
      {
        WpSearchResult result;
        gint64 ns = time_count (g_ptr_array_index (puzzles, i), &options, &result);

        if (round == 0 || ns < best[i])
          best[i] = ns;
        if (round == 0)
          tally (&verdicts, &result);
        wp_search_result_clear (&result);
      }
  sorted = g_array_sized_new (FALSE, FALSE, sizeof (gint64), puzzles->len);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_array_append_val (sorted, best[i]);
      total += best[i];
    }
  g_array_sort (sorted, compare_gint64);
  g_print ("wellposed %s: n=%u mean %.2f us p50 %.2f us (unique %u, multiple %u, none %u)\n",
           path, puzzles->len, total / puzzles->len / 1000.0,
           percentile (sorted, 0.5) / 1000.0, verdicts.unique, verdicts.multiple, verdicts.none);
  return EXIT_SUCCESS;
}

static int
write_half_given (guint n, const char *path)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (17);
  g_autoptr (GString) text = g_string_new ("# 9×9, half the cells given at random (bench-sudoku --write-half-given)\n");
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (WpPuzzle) puzzle = half_given (rand, 9, 3, 3);

      for (guint c = 0; c < 81; c++)
        g_string_append_c (text, puzzle->cells[c] == WP_CELL_EMPTY ? '.' : (char) ('0' + puzzle->cells[c]));
      g_string_append_c (text, '\n');
    }
  if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
    {
      g_printerr ("bench-sudoku: %s\n", error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "../shared/data/sudoku";

  setlocale (LC_ALL, "");
  if (argc >= 3 && g_str_equal (argv[1], "--each"))
    return bench_each (argv[2], argc > 3 ? (guint) MAX (1, atoi (argv[3])) : 5);
  if (argc >= 2 && g_str_equal (argv[1], "--large"))
    {
      gdouble box = argc > 2 ? g_ascii_strtod (argv[2], NULL) : 30.0;

      g_print ("| puzzles | n | mean | p50 | p90 | max | verdicts |\n|---|---:|---:|---:|---:|---:|---|\n");
      bench_generated (16, 4, 100, box);
      bench_generated (25, 5, 20, box);
      return EXIT_SUCCESS;
    }
  if (argc == 4 && g_str_equal (argv[1], "--write-half-given"))
    return write_half_given ((guint) MAX (1, atoi (argv[2])), argv[3]);
  const char *sets[] = {
    "puzzles2_17_clue.txt",
    "puzzles3_magictour_top1465.txt",
    "puzzles5_forum_hardest_1905_11+.txt",
    "puzzles6_forum_hardest_1106.txt",
    "puzzles7_serg_benchmark.txt",
  };

  g_print ("## 9×9, count to 2 (µs per puzzle, model building included)\n\n");
  g_print ("| set | puzzles | mean | p50 | p99 | max | verdicts |\n|---|---:|---:|---:|---:|---:|---|\n");
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    bench_set (dir, sets[i]);

  g_print ("\n## Larger grids, count to 2 (ms per puzzle)\n\n");
  g_print ("| puzzles | n | mean | p50 | p90 | max | verdicts |\n|---|---:|---:|---:|---:|---:|---|\n");
  bench_generated (16, 4, 100, 10.0);
  bench_generated (25, 5, 20, 2.0);

  g_print ("\n## Analysis of 9×9 puzzles (ms per puzzle)\n\n");
  g_print ("| set | mean | p50 | p99 | max |\n|---|---:|---:|---:|---:|\n");
  bench_analysis (dir, "puzzles3_magictour_top1465.txt", 200);
  bench_analysis (dir, "puzzles7_serg_benchmark.txt", 200);
  bench_analysis_generated (22, 20);

  g_print ("\n## Closest alternative, 9×9 (ms per puzzle, 2 s time box)\n\n");
  g_print ("| puzzles | n | mean | p50 | p99 | max | proved | mean distance |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|\n");
  bench_closest_set (dir, "puzzles7_serg_benchmark.txt", 200);
  bench_closest_generated (30, 100);
  bench_closest_generated (22, 100);

  g_print ("\n## Cancellation\n\n");
  bench_cancel (25, 5, 10);
  bench_cancel (16, 4, 10);
  return EXIT_SUCCESS;
}
