/* bench-contradiction.c — what naming "why no solution" costs
 *
 *   build/bench/bench-contradiction [N]      (default 20 puzzles per size)
 *
 * For 9×9 and 16×16 Sudoku: a random full grid (seeded), a share of its
 * cells kept as givens, then one more given in an empty cell that clashes
 * with nothing directly but leaves no solution (checked by counting).
 * wp_find_contradiction() is timed on each: how often propagation alone
 * names a cell or a unit, and for the rest the deletion search for a
 * minimal contradictory set of givens (counts run, set size, ms).  The
 * rows marked "propagation passes" keep only the puzzles whose added
 * given propagation does not refute, so every one needs the search.  Each
 * run has a 10 s budget, as in the studio.
 *
 * Results are recorded in docs/performance.md.
 */
#include "core/wellposed.h"
#include "genres/sudoku/sudoku.h"

#include <locale.h>
#include <stdlib.h>

#define BUDGET_S 10.0

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
 * then relabel the digits at random (as bench-sudoku.c does). */
static WpPuzzle *
random_full_grid (GRand *rand, guint size, guint box)
{
  g_autoptr (WpPuzzle) seed = wp_sudoku_new (size, box, box);
  g_autofree guint *order = g_new (guint, size);
  g_autofree guint *relabel = g_new (guint, size);
  g_autoptr (WpModel) model = NULL;
  WpSearchOptions options = { .cap = 1, .keep = 1 };
  WpSearchResult result;
  WpPuzzle *full;

  for (guint i = 0; i < size; i++)
    order[i] = relabel[i] = i;
  shuffle (rand, order, size);
  shuffle (rand, relabel, size);
  for (guint c = 0; c < size; c++)
    seed->cells[c] = (gint) order[c] + 1;
  model = wp_puzzle_build_model (seed, NULL);
  wp_count_solutions (model, &options, &result);
  g_assert (result.solutions->len == 1);
  full = wp_sudoku_new (size, box, box);
  for (guint i = 0; i < size * size; i++)
    full->cells[i] = (gint) relabel[((const gint *) g_ptr_array_index (result.solutions, 0))[i] - 1] + 1;
  wp_search_result_clear (&result);
  return full;
}

/* No solution, decided within a second. */
static gboolean
has_no_solution (const WpPuzzle *puzzle)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { .cap = 1, .timeout_s = 1.0 };
  WpSearchResult result;
  gboolean none;

  wp_count_solutions (model, &options, &result);
  none = result.count == 0 && result.exact;
  wp_search_result_clear (&result);
  return none;
}

/* Whether propagating the givens already fails (then no set is searched). */
static gboolean
propagation_fails (const WpPuzzle *puzzle)
{
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, NULL);
  g_autofree WpDomain *domains = g_new (WpDomain, model->n_vars);

  return !wp_model_propagate_root (model, domains, NULL);
}

/* Keeps @kept of the full grid's cells, then adds one wrong given that
 * clashes with nothing directly; NULL when no such given leaves no
 * solution.  With @need_search, only a given whose contradiction
 * propagation does not already show. */
static WpPuzzle *
contradictory_puzzle (GRand *rand, guint size, guint box, guint kept, gboolean need_search)
{
  g_autoptr (WpPuzzle) full = random_full_grid (rand, size, box);
  g_autoptr (WpPuzzle) puzzle = wp_puzzle_copy (full);
  g_autofree guint *cells = g_new (guint, size * size);

  for (guint i = 0; i < size * size; i++)
    cells[i] = i;
  shuffle (rand, cells, size * size);
  for (guint i = kept; i < size * size; i++)
    puzzle->cells[cells[i]] = WP_CELL_EMPTY;
  for (guint i = kept; i < size * size; i++)
    for (gint value = 1; value <= (gint) size; value++)
      {
        g_autoptr (GPtrArray) conflicts = NULL;

        if (value == full->cells[cells[i]])
          continue;
        puzzle->cells[cells[i]] = value;
        conflicts = puzzle->genre->find_conflicts (puzzle);
        if (conflicts->len == 0 && (!need_search || !propagation_fails (puzzle)) && has_no_solution (puzzle))
          return g_steal_pointer (&puzzle);
        puzzle->cells[cells[i]] = WP_CELL_EMPTY;
      }
  return NULL;
}

static int
compare_gint64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
bench_size (guint size, guint box, guint kept, gboolean need_search, guint n)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261124);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint propagated = 0, sets = 0, minimal = 0, checks = 0, set_cells = 0, made = 0;
  gint64 total = 0;

  for (guint attempt = 0; made < n && attempt < 4 * n; attempt++)
    {
      g_autoptr (WpPuzzle) puzzle = contradictory_puzzle (rand, size, box, kept, need_search);
      g_autoptr (WpSearch) search = wp_search_new ();
      g_autoptr (WpContradiction) contradiction = NULL;
      gint64 start, us;

      if (puzzle == NULL)
        continue;
      made++;
      start = g_get_monotonic_time ();
      contradiction = wp_find_contradiction (puzzle, search, BUDGET_S);
      us = g_get_monotonic_time () - start;
      total += us;
      if (contradiction == NULL)
        continue;
      if (contradiction->kind != WP_CONTRADICTION_CLUES)
        {
          propagated++;
          continue;
        }
      g_array_append_val (times, us);
      sets++;
      minimal += contradiction->minimal;
      checks += contradiction->n_checks;
      set_cells += contradiction->cells->len;
    }
  g_array_sort (times, compare_gint64);
  g_print ("| %u×%u, %u givens + 1%s | %u | %u | %u (%u proved minimal) | %.1f | %.1f | %.1f | %.1f | %.1f |\n",
           size, size, kept, need_search ? ", propagation passes" : "", made, propagated, sets, minimal,
           sets ? (gdouble) checks / sets : 0, sets ? (gdouble) set_cells / sets : 0,
           times->len ? g_array_index (times, gint64, times->len / 2) / 1000.0 : 0,
           times->len ? g_array_index (times, gint64, times->len - 1) / 1000.0 : 0,
           made ? total / 1000.0 / made : 0);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 20;

  setlocale (LC_ALL, "");

  g_print ("| Puzzles | made | named by propagation | minimal sets | counts per set | givens per set "
           "| set p50 ms | set max ms | mean ms (all) |\n");
  g_print ("|---|---|---|---|---|---|---|---|---|\n");
  bench_size (9, 3, 30, FALSE, n);
  bench_size (9, 3, 30, TRUE, n);
  bench_size (16, 4, 128, FALSE, n);
  bench_size (16, 4, 128, TRUE, n);
  bench_size (16, 4, 100, TRUE, n);
  return 0;
}
