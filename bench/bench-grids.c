/* bench-grids.c — count-to-2 on the 0/1 grid genres
 *
 *   build/bench/bench-grids [N]        (N puzzles per set, default 200)
 *
 * The puzzles are built the way a setter builds them, from a seeded random
 * answer: every sum from the answer, then givens from the answer, each in
 * a cell where the current alternative differs, until the puzzle is
 * unique.  Three sets per genre are timed:
 *
 *  - "sums only": the sums of the answer and no given (usually ambiguous);
 *  - "halfway": the givens placed up to half of those the final puzzle
 *    needs (ambiguous, the studio's common case while editing);
 *  - "unique": the finished puzzle (the search must be exhausted).
 *
 * Each count goes through the public API (build the model, run the engine),
 * like the studio's worker.  Results are recorded in docs/performance.md.
 */
#include "core/wellposed.h"
#include "genres/battleships/battleships.h"
#include "genres/submarines/submarines.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

static gint64
percentile (GArray *sorted, gdouble p)
{
  return g_array_index (sorted, gint64, (guint) (p * (sorted->len - 1) + 0.5));
}

static gint64
now_ns (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec * G_GINT64_CONSTANT (1000000000) + t.tv_nsec;
}

/* Counts to 2; returns the time in nanoseconds. */
static gint64
time_count (const WpPuzzle *puzzle, guint64 *count)
{
  WpSearchOptions options = { .cap = 2 };
  WpSearchResult result;
  gint64 start = now_ns ();
  WpModel *model = wp_puzzle_build_model (puzzle, NULL);

  g_assert (model != NULL);
  wp_count_solutions (model, &options, &result);
  wp_model_free (model);
  *count = result.count;
  wp_search_result_clear (&result);
  return now_ns () - start;
}

typedef struct {
  const char *name;
  GArray     *times;     /* of gint64 ns */
  guint       unique, multiple, none;
} Set;

static void
set_init (Set *set, const char *name)
{
  set->name = name;
  set->times = g_array_new (FALSE, FALSE, sizeof (gint64));
  set->unique = set->multiple = set->none = 0;
}

static void
set_time (Set *set, const WpPuzzle *puzzle)
{
  guint64 count;
  gint64 ns = time_count (puzzle, &count);

  g_array_append_val (set->times, ns);
  if (count >= 2)
    set->multiple++;
  else if (count == 1)
    set->unique++;
  else
    set->none++;
}

static void
set_print (const char *genre, Set *set)
{
  gdouble total = 0;

  g_array_sort (set->times, compare_gint64);
  for (guint i = 0; i < set->times->len; i++)
    total += g_array_index (set->times, gint64, i);
  g_print ("| %-22s | %-10s | %5u | %8.3f | %8.3f | %8.3f | %8.3f | %u unique, %u multiple, %u none |\n",
           genre, set->name, set->times->len, total / set->times->len / 1e6,
           percentile (set->times, 0.5) / 1e6, percentile (set->times, 0.99) / 1e6,
           g_array_index (set->times, gint64, set->times->len - 1) / 1e6,
           set->unique, set->multiple, set->none);
  g_array_unref (set->times);
}

/* Adds givens from @answer the way a setter does, until @puzzle is unique:
 * count to 2, and place the answer's value in a random cell where the
 * other solution differs.  The cells placed, in order, go to @placed. */
static void
add_givens_until_unique (GRand *rand, WpPuzzle *puzzle, const gint *answer, GArray *placed)
{
  guint n = wp_puzzle_n_cells (puzzle);

  for (;;)
    {
      WpSearchOptions options = { .cap = 2, .keep = 2 };
      WpSearchResult result;
      g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
      g_autoptr (GArray) differing = g_array_new (FALSE, FALSE, sizeof (guint));
      const gint *other;
      guint cell;

      wp_count_solutions (model, &options, &result);
      if (result.count < 2)
        {
          wp_search_result_clear (&result);
          return;
        }
      other = g_ptr_array_index (result.solutions, 0);
      if (memcmp (other, answer, sizeof (gint) * n) == 0)
        other = g_ptr_array_index (result.solutions, 1);
      for (guint i = 0; i < n; i++)
        if (other[i] != answer[i])
          g_array_append_val (differing, i);
      cell = g_array_index (differing, guint, g_rand_int_range (rand, 0, (gint32) differing->len));
      puzzle->cells[cell] = answer[cell];
      g_array_append_val (placed, cell);
      wp_search_result_clear (&result);
    }
}

/* Times the three sets for one generated puzzle (see the top). */
static void
time_sets (GRand *rand, WpPuzzle *puzzle, const gint *answer, Set *sets, guint *total_givens)
{
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (guint));

  set_time (&sets[0], puzzle);
  add_givens_until_unique (rand, puzzle, answer, placed);
  *total_givens += placed->len;
  set_time (&sets[2], puzzle);
  for (guint i = placed->len / 2; i < placed->len; i++)
    puzzle->cells[g_array_index (placed, guint, i)] = WP_CELL_EMPTY;
  set_time (&sets[1], puzzle);
}

static void
print_sets (const char *genre, Set *sets, guint total_givens, guint n, guint cells)
{
  for (guint i = 0; i < 3; i++)
    set_print (genre, &sets[i]);
  g_print ("|   (givens the setter placed to reach uniqueness: %.1f on average, of %u cells)\n",
           (gdouble) total_givens / n, cells);
}

static void
sets_init (Set *sets)
{
  set_init (&sets[0], "sums only");
  set_init (&sets[1], "halfway");
  set_init (&sets[2], "unique");
}

/* --- Submarines ------------------------------------------------------------- */

static WpPuzzle *
random_submarines (GRand *rand, guint size, gint *answer)
{
  g_autofree gint *rows = g_new0 (gint, size);
  g_autofree gint *cols = g_new0 (gint, size);
  gdouble density = g_rand_double_range (rand, 0.2, 0.6);

  for (guint r = 0; r < size; r++)
    for (guint c = 0; c < size; c++)
      {
        answer[r * size + c] = g_rand_double (rand) < density;
        rows[r] += answer[r * size + c];
        cols[c] += answer[r * size + c];
      }
  return wp_submarines_new (size, size, rows, cols);
}

static void
bench_submarines (guint size, guint n)
{
  g_autofree gint *answer = g_new (gint, size * size);
  g_autofree char *genre = g_strdup_printf ("Submarines %ux%u", size, size);
  Set sets[3];
  guint total_givens = 0;

  sets_init (sets);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (1000 + i);
      g_autoptr (WpPuzzle) puzzle = random_submarines (rand, size, answer);

      time_sets (rand, puzzle, answer, sets, &total_givens);
    }
  print_sets (genre, sets, total_givens, n, size * size);
}

/* --- Battleships -------------------------------------------------------------- */

/* Whether a ship of @length cells fits at (@row, @col) without touching the
 * ships already placed. */
static gboolean
ship_fits (const gboolean *ship, guint size, guint row, guint col, guint length, gboolean vertical)
{
  guint rows = vertical ? length : 1, cols = vertical ? 1 : length;

  if (row + rows > size || col + cols > size)
    return FALSE;
  for (gint r = (gint) row - 1; r <= (gint) (row + rows); r++)
    for (gint c = (gint) col - 1; c <= (gint) (col + cols); c++)
      if (r >= 0 && c >= 0 && r < (gint) size && c < (gint) size && ship[r * size + c])
        return FALSE;
  return TRUE;
}

/* The standard fleet placed at random (longest first, random tries) on a
 * @size × @size grid, and a puzzle with every count from it. */
static WpPuzzle *
random_battleships (GRand *rand, guint size, gint **answer_out)
{
  static const guint lengths[] = { 4, 3, 3, 2, 2, 2, 1, 1, 1, 1 };
  g_autofree gboolean *ship = g_new0 (gboolean, size * size);
  g_autofree gint *rows = g_new0 (gint, size);
  g_autofree gint *cols = g_new0 (gint, size);
  gint *answer = g_new (gint, size * size);

  for (guint s = 0; s < G_N_ELEMENTS (lengths); s++)
    {
      guint row, col, length = lengths[s], tries = 0;
      gboolean vertical;

      do
        {
          row = (guint) g_rand_int_range (rand, 0, (gint32) size);
          col = (guint) g_rand_int_range (rand, 0, (gint32) size);
          vertical = g_rand_boolean (rand);
        }
      while (!ship_fits (ship, size, row, col, length, vertical) && ++tries < 10000);
      if (tries == 10000)
        {
          /* Boxed in by the ships so far: start the fleet again. */
          memset (ship, 0, sizeof (gboolean) * size * size);
          s = (guint) -1;
          continue;
        }
      for (guint i = 0; i < length; i++)
        ship[(row + (vertical ? i : 0)) * size + col + (vertical ? 0 : i)] = TRUE;
    }
  g_assert (wp_battleships_shape (size, size, ship, answer, NULL));
  for (guint cell = 0; cell < size * size; cell++)
    {
      rows[cell / size] += ship[cell];
      cols[cell % size] += ship[cell];
    }
  *answer_out = answer;
  return wp_battleships_new (size, size, rows, cols, NULL, 0);
}

static void
bench_battleships (guint n)
{
  Set sets[3];
  guint total_givens = 0;

  sets_init (sets);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (5000 + i);
      g_autofree gint *answer = NULL;
      g_autoptr (WpPuzzle) puzzle = random_battleships (rand, 10, &answer);

      time_sets (rand, puzzle, answer, sets, &total_givens);
    }
  print_sets ("Battleships 10x10", sets, total_givens, n, 100);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 200;

  setlocale (LC_ALL, "");
  g_print ("| genre                  | set        | count | mean ms  | p50 ms   | p99 ms   | max ms   | verdicts |\n");
  g_print ("|------------------------|------------|-------|----------|----------|----------|----------|----------|\n");
  bench_submarines (10, n);
  bench_submarines (20, n);
  bench_submarines (40, MAX (n / 10, 1));
  bench_battleships (n);
  return 0;
}
