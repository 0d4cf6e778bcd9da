/* bench-variants.c — counting to 2 on variant Sudoku (the generic engine
 * with the elements' propagators)
 *
 *   build/bench/bench-variants [DATA_DIR]     (default ../shared/data/sudoku)
 *
 * No public killer set is at hand, so puzzles are made from the solved
 * grids of the 17-clue set (seeded, reproducible):
 * 1. Killer 9×9, no givens: the grid cut into random connected cages of 2
 *    to 5 cells, each with its sum.
 * 2. Killer 9×9 with larger cages (3 to 7 cells) and 6 givens.
 * 3. Thermometer 9×9: the 17 givens plus thermometers along runs that rise
 *    in the solution — classic puzzles already unique, so the count
 *    measures the extra propagators' cost.
 * 4. Siteswap (seed 004): the published grid with k cells blanked in a
 *    seeded order, classic rules plus siteswap rows and columns.
 * Each line: puzzles, unique / several / none / undecided, mean / p50 /
 * p99 / max ms, mean nodes.  Results are recorded in docs/performance.md.
 */
#include "core/wellposed.h"
#include "genres/sudoku/sudoku-private.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N_PUZZLES 100
#define TIME_BOX_S 10.0

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
now_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

typedef struct {
  const char *name;
  GArray     *ms;
  guint       unique, several, none, undecided;
  guint64     nodes;
} Line;

static void
line_count (Line *line, const WpPuzzle *puzzle)
{
  WpSearchOptions options = { .cap = 2, .timeout_s = TIME_BOX_S };
  WpSearchResult result;
  double t0 = now_ms (), elapsed;
  WpModel *model = wp_puzzle_build_model (puzzle, NULL);

  wp_count_solutions (model, &options, &result);
  wp_model_free (model);
  elapsed = now_ms () - t0;
  g_array_append_val (line->ms, elapsed);
  line->nodes += result.nodes;
  if (result.stopped == WP_STOP_TIMEOUT)
    line->undecided++;
  else if (result.count >= 2)
    line->several++;
  else if (result.count == 1)
    line->unique++;
  else
    line->none++;
  wp_search_result_clear (&result);
}

static void
line_print (Line *line)
{
  GArray *ms = line->ms;
  double sum = 0;

  g_array_sort (ms, compare_double);
  for (guint i = 0; i < ms->len; i++)
    sum += g_array_index (ms, double, i);
  g_print ("%-34s %4u  %3u/%3u/%3u/%3u  mean %8.2f  p50 %8.2f  p99 %8.2f  max %8.2f ms  %9.0f nodes\n",
           line->name, ms->len, line->unique, line->several, line->none, line->undecided,
           sum / ms->len, g_array_index (ms, double, ms->len / 2),
           g_array_index (ms, double, (guint) (0.99 * (ms->len - 1) + 0.5)),
           g_array_index (ms, double, ms->len - 1), (double) line->nodes / ms->len);
}

/* The first solution of a classic puzzle. */
static gint *
solve (const WpPuzzle *puzzle)
{
  WpSearchOptions options = { .cap = 1, .keep = 1 };
  WpSearchResult result;
  gint *grid;
  WpModel *model = wp_puzzle_build_model (puzzle, NULL);

  wp_count_solutions (model, &options, &result);
  wp_model_free (model);
  g_assert (result.count == 1);
  grid = g_memdup2 (g_ptr_array_index (result.solutions, 0), sizeof (gint) * 81);
  wp_search_result_clear (&result);
  return grid;
}

/* Random connected cages of @min to @max cells covering the grid. */
static void
add_cages (WpPuzzle *puzzle, const gint *grid, GRand *rand, guint min, guint max)
{
  gint owner[81];
  guint order[81];

  memset (owner, -1, sizeof owner);
  for (guint i = 0; i < 81; i++)
    order[i] = i;
  for (guint i = 80; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, (gint32) i + 1), t = order[i];
      order[i] = order[j], order[j] = t;
    }
  for (guint k = 0; k < 81; k++)
    {
      g_autoptr (WpElement) cage = NULL;
      guint start = order[k], want = (guint) g_rand_int_range (rand, (gint32) min, (gint32) max + 1);
      guint64 digits = 0;
      gint sum = 0;

      if (owner[start] >= 0)
        continue;
      cage = wp_element_new (&wp_sudoku_cage);
      wp_element_add_cell (cage, start);
      owner[start] = (gint) k;
      digits |= G_GUINT64_CONSTANT (1) << grid[start];
      /* Grow from a random member into a random free neighbour whose digit
       * is new to the cage. */
      for (guint tries = 0; cage->cells->len < want && tries < 40; tries++)
        {
          guint from = wp_element_cell (cage, (guint) g_rand_int_range (rand, 0, (gint32) cage->cells->len));
          gint dr[] = { -1, 1, 0, 0 }, dc[] = { 0, 0, -1, 1 };
          guint d = (guint) g_rand_int_range (rand, 0, 4);
          gint r = (gint) (from / 9) + dr[d], c = (gint) (from % 9) + dc[d];
          guint cell;

          if (r < 0 || r > 8 || c < 0 || c > 8)
            continue;
          cell = (guint) (r * 9 + c);
          if (owner[cell] >= 0 || (digits & (G_GUINT64_CONSTANT (1) << grid[cell])))
            continue;
          owner[cell] = (gint) k;
          digits |= G_GUINT64_CONSTANT (1) << grid[cell];
          wp_element_add_cell (cage, cell);
        }
      for (guint i = 0; i < cage->cells->len; i++)
        sum += grid[wp_element_cell (cage, i)];
      cage->value = sum;
      g_ptr_array_add (puzzle->elements, g_steal_pointer (&cage));
    }
}

/* Thermometers along horizontal runs of 3 cells that rise in @grid. */
static void
add_thermometers (WpPuzzle *puzzle, const gint *grid, guint max)
{
  for (guint cell = 0; cell < 81 && puzzle->elements->len < max; cell += 4)
    {
      g_autoptr (WpElement) thermo = NULL;

      if (cell % 9 > 6 || !(grid[cell] < grid[cell + 1] && grid[cell + 1] < grid[cell + 2]))
        continue;
      thermo = wp_element_new (&wp_sudoku_thermometer);
      for (guint i = 0; i < 3; i++)
        wp_element_add_cell (thermo, cell + i);
      g_ptr_array_add (puzzle->elements, g_steal_pointer (&thermo));
    }
}

static GPtrArray *
load_17 (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "puzzles2_17_clue.txt", NULL);
  g_autoptr (GError) error = NULL;
  GPtrArray *puzzles = wp_load_file (path, NULL, &error);

  if (puzzles == NULL)
    g_error ("%s", error->message);
  return puzzles;
}

static void
bench_killers (GPtrArray *classic, guint min, guint max, guint n_givens, const char *name)
{
  Line line = { name, g_array_new (FALSE, FALSE, sizeof (double)), 0, 0, 0, 0, 0 };
  g_autoptr (GRand) rand = g_rand_new_with_seed (18);

  for (guint i = 0; i < N_PUZZLES && i < classic->len; i++)
    {
      g_autofree gint *grid = solve (g_ptr_array_index (classic, i));
      g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);

      add_cages (puzzle, grid, rand, min, max);
      for (guint g = 0; g < n_givens; g++)
        {
          guint cell = (guint) g_rand_int_range (rand, 0, 81);
          puzzle->cells[cell] = grid[cell];
        }
      line_count (&line, puzzle);
    }
  line_print (&line);
  g_array_unref (line.ms);
}

static void
bench_thermometers (GPtrArray *classic)
{
  Line plain = { "17 clues (generic engine forced)", g_array_new (FALSE, FALSE, sizeof (double)), 0, 0, 0, 0, 0 };
  Line thermo = { "17 clues + up to 6 thermometers", g_array_new (FALSE, FALSE, sizeof (double)), 0, 0, 0, 0, 0 };

  for (guint i = 0; i < N_PUZZLES && i < classic->len; i++)
    {
      const WpPuzzle *source = g_ptr_array_index (classic, i);
      g_autofree gint *grid = solve (source);
      g_autoptr (WpPuzzle) forced = wp_puzzle_copy (source);
      g_autoptr (WpPuzzle) puzzle = wp_puzzle_copy (source);
      g_autoptr (WpElement) region = wp_element_new (&wp_sudoku_extra_region);

      /* A two-cell extra region that the solution satisfies: no pruning
       * worth the name, it only moves the count off the bitboard. */
      wp_element_add_cell (region, 0);
      wp_element_add_cell (region, grid[0] != grid[80] ? 80 : 79);
      g_ptr_array_add (forced->elements, g_steal_pointer (&region));
      line_count (&plain, forced);
      add_thermometers (puzzle, grid, 6);
      line_count (&thermo, puzzle);
    }
  line_print (&plain);
  line_print (&thermo);
  g_array_unref (plain.ms);
  g_array_unref (thermo.ms);
}

static const char seed004[] =
  "486729153531864297972315648729153486864297531315648972153486729297531864648972315";

static void
bench_siteswap (guint blanks)
{
  g_autofree char *name = g_strdup_printf ("seed 004, %u cells blank", blanks);
  Line line = { name, g_array_new (FALSE, FALSE, sizeof (double)), 0, 0, 0, 0, 0 };
  g_autoptr (GRand) rand = g_rand_new_with_seed (4);

  for (guint i = 0; i < N_PUZZLES; i++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
      guint order[81];

      g_ptr_array_add (puzzle->elements, wp_element_new_global (&wp_sudoku_siteswap, WP_SUDOKU_SITESWAP_BOTH));
      for (guint c = 0; c < 81; c++)
        {
          order[c] = c;
          puzzle->cells[c] = seed004[c] - '0';
        }
      for (guint c = 80; c > 0; c--)
        {
          guint j = g_rand_int_range (rand, 0, (gint32) c + 1), t = order[c];
          order[c] = order[j], order[j] = t;
        }
      for (guint b = 0; b < blanks; b++)
        puzzle->cells[order[b]] = WP_CELL_EMPTY;
      line_count (&line, puzzle);
    }
  line_print (&line);
  g_array_unref (line.ms);
}

int
main (int argc, char *argv[])
{
  const char *dir = argc > 1 ? argv[1] : "../shared/data/sudoku";
  g_autoptr (GPtrArray) classic = NULL;

  setlocale (LC_ALL, "");
  classic = load_17 (dir);
  g_print ("%-34s %4s  %s\n", "puzzles (count to 2)", "n", "unique/several/none/undecided");
  bench_killers (classic, 2, 5, 0, "killer, cages of 2-5, no givens");
  bench_killers (classic, 3, 7, 6, "killer, cages of 3-7, 6 givens");
  bench_thermometers (classic);
  bench_siteswap (40);
  bench_siteswap (60);
  bench_siteswap (81);
  return 0;
}
