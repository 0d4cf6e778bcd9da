/* bench-nonograms.c — the uniqueness check on nonogram files
 *
 *   build/bench/bench-nonograms [--runs N] [--timeout S] FILE…
 *   build/bench/bench-nonograms ../shared/data/nonograms/webpbn/webpbn-*.non
 *   build/bench/bench-nonograms --write-random SIZE FILL SEED FILE
 *
 * --write-random writes a SIZE × SIZE picture, each cell filled with
 * probability FILL % from the seeded generator, as a .non file of its
 * clues: the same noise pictures for the project and a peer to count.
 *
 * For each file: count to 2 (the check a setter needs: one solution or
 * more) through the public API — build the model, run the engine — N times
 * (default 5), and print the verdict, the rating, search nodes and the
 * best and median time.  Results are recorded in docs/performance.md.
 */
#include "core/wellposed.h"
#include "genres/nonograms/nonograms.h"

#include <locale.h>
#include <stdlib.h>
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

static void
bench_file (const char *path, guint runs, gdouble timeout_s)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &error);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *name = g_path_get_basename (path);
  WpSearchResult result = { 0 };

  if (puzzles == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return;
    }
  for (guint run = 0; run < runs; run++)
    {
      const WpPuzzle *puzzle = g_ptr_array_index (puzzles, 0);
      WpSearchOptions options = { .cap = 2, .timeout_s = timeout_s };
      gint64 start = now_ns (), elapsed;
      g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);

      if (model == NULL)
        {
          g_printerr ("%s: %s\n", path, error->message);
          return;
        }
      wp_search_result_clear (&result);
      wp_count_solutions (model, &options, &result);
      elapsed = now_ns () - start;
      g_array_append_val (times, elapsed);
    }
  g_array_sort (times, compare_gint64);
  g_print ("%-32s %3ux%-3u %-10s %-9s %8" G_GUINT64_FORMAT " nodes  best %9.3f ms  median %9.3f ms\n",
           name, ((WpPuzzle *) g_ptr_array_index (puzzles, 0))->width,
           ((WpPuzzle *) g_ptr_array_index (puzzles, 0))->height,
           !result.exact ? wp_stop_reason_to_string (result.stopped)
                         : result.count == 0 ? "none" : result.count == 1 ? "unique" : "multiple",
           result.rating && result.count == 1 ? result.rating->id : "-",
           result.nodes,
           g_array_index (times, gint64, 0) / 1e6,
           g_array_index (times, gint64, times->len / 2) / 1e6);
  wp_search_result_clear (&result);
}

static int
write_random (guint size, guint fill, guint32 seed, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autofree gint *cells = g_new (gint, size * size);
  GRand *rand = g_rand_new_with_seed (seed);
  WpPuzzle *puzzle = wp_nonograms_new (size, size);
  WpFormat format = { wp_text_format_lookup ("non") };

  for (guint i = 0; i < size * size; i++)
    cells[i] = g_rand_int_range (rand, 0, 100) < (gint32) fill;
  g_rand_free (rand);
  wp_nonograms_derive_clues (puzzle, cells);
  g_ptr_array_add (puzzles, puzzle);
  if (!wp_save_file (path, puzzles, &format, &error))
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 1;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  guint runs = 5;
  gdouble timeout_s = 60;
  int first = 1;

  setlocale (LC_ALL, "");
  if (argc == 6 && g_str_equal (argv[1], "--write-random"))
    {
      guint size = (guint) atoi (argv[2]), fill = (guint) atoi (argv[3]);

      if (size < 1 || size > 1000 || fill > 100)
        {
          g_printerr ("bench-nonograms: SIZE is 1 to 1000, FILL 0 to 100\n");
          return 2;
        }
      return write_random (size, fill, (guint32) strtoul (argv[4], NULL, 10), argv[5]);
    }
  for (; first < argc && argv[first][0] == '-' && argv[first][1] == '-'; first += 2)
    {
      if (first + 1 >= argc)
        break;
      if (g_str_equal (argv[first], "--runs"))
        runs = MAX (1, atoi (argv[first + 1]));
      else if (g_str_equal (argv[first], "--timeout"))
        timeout_s = g_ascii_strtod (argv[first + 1], NULL);
    }
  if (first >= argc)
    {
      g_printerr ("usage: bench-nonograms [--runs N] [--timeout S] FILE…\n"
                  "       bench-nonograms --write-random SIZE FILL SEED FILE\n");
      return 2;
    }
  for (int i = first; i < argc; i++)
    bench_file (argv[i], runs, timeout_s);
  return 0;
}
