/* test-engine.c — counting, keeping, stopping and cancelling */
#include "wp-test-utils.h"
#include "wp-uniqueness.h"
#include "genres/sudoku/sudoku-private.h"

#include <string.h>

static guint
count_differences (const gint *a, const gint *b, guint n, guint *cells)
{
  guint d = 0;

  for (guint i = 0; i < n; i++)
    if (a[i] != b[i])
      cells[d++] = i;
  return d;
}

/* Seed 002, example one: swapping 1 and 8 on r4c4, r4c5, r8c4, r8c5. */
static void
test_seed_example_one (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-one.txt");
  WpSearchResult result;
  guint cells[81];
  const gint *a, *b;

  wp_test_count (puzzle, 100, 10, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_true (result.exact);
  g_assert_cmpint (result.stopped, ==, WP_STOP_NONE);
  g_assert_cmpuint (result.solutions->len, ==, 2);

  a = g_ptr_array_index (result.solutions, 0);
  b = g_ptr_array_index (result.solutions, 1);
  g_assert_true (wp_test_is_solution (puzzle, a));
  g_assert_true (wp_test_is_solution (puzzle, b));
  g_assert_cmpuint (count_differences (a, b, 81, cells), ==, 4);
  g_assert_cmpuint (cells[0], ==, 3 * 9 + 3);   /* r4c4 */
  g_assert_cmpuint (cells[1], ==, 3 * 9 + 4);   /* r4c5 */
  g_assert_cmpuint (cells[2], ==, 7 * 9 + 3);   /* r8c4 */
  g_assert_cmpuint (cells[3], ==, 7 * 9 + 4);   /* r8c5 */
  /* Deterministic order: the smaller value first at r4c4. */
  g_assert_cmpint (a[30], ==, 1);
  g_assert_cmpint (a[31], ==, 8);
  g_assert_cmpint (b[30], ==, 8);
  g_assert_cmpint (b[31], ==, 1);
  wp_search_result_clear (&result);
}

/* Seed 002, example two: the nine blanked cells of the top band (columns 2,
 * 5 and 8) must each hold 2, 5 and 7.  Every row of the band needs all three
 * and so does every column, so the blanks form a 3×3 Latin square on
 * {2, 5, 7}: 12 solutions (the seed says 6; a commenter found 12, and the
 * engine proves 12). */
static void
test_seed_example_two (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-two.txt");
  const guint blanks[] = { 1, 4, 6, 10, 13, 15, 19, 22, 24 };
  WpSearchResult result;

  wp_test_count (puzzle, 1000, 1000, &result);
  g_assert_cmpuint (result.count, ==, 12);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.solutions->len, ==, 12);
  for (guint s = 0; s < result.solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result.solutions, s);

      g_assert_true (wp_test_is_solution (puzzle, values));
      for (guint i = 0; i < G_N_ELEMENTS (blanks); i++)
        g_assert_true (values[blanks[i]] == 2 || values[blanks[i]] == 5 || values[blanks[i]] == 7);
      /* All twelve are different. */
      for (guint t = 0; t < s; t++)
        g_assert_cmpint (memcmp (values, g_ptr_array_index (result.solutions, t), sizeof (gint) * 81), !=, 0);
    }
  wp_search_result_clear (&result);
}

static void
test_contradictory_givens (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
    "55...............................................................................\n");
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  const WpConflict *conflict;
  WpSearchResult result;

  wp_test_count (puzzle, 2, 2, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);

  g_assert_cmpuint (conflicts->len, ==, 2);   /* row 1 and box 1 */
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpuint (conflict->cells->len, ==, 2);
  g_assert_cmpuint (g_array_index (conflict->cells, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (conflict->cells, guint, 1), ==, 1);
  g_assert_cmpstr (conflict->message, ==, "r1c1 and r1c2 both hold 5 in row 1");
  conflict = g_ptr_array_index (conflicts, 1);
  g_assert_cmpstr (conflict->message, ==, "r1c1 and r1c2 both hold 5 in box 1");
}

/* The 4×4 grid with 2×2 boxes has exactly 288 completions. */
static void
test_empty_4x4_counts_288 (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  WpSearchResult result;

  wp_test_count (puzzle, 0, 1000, &result);
  g_assert_cmpuint (result.count, ==, 288);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.solutions->len, ==, 288);
  for (guint s = 0; s < result.solutions->len; s++)
    g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, s)));
  wp_search_result_clear (&result);
}

static void
test_cap_stops (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  WpSearchResult result;

  wp_test_count (puzzle, 1000, 3, &result);
  g_assert_cmpuint (result.count, ==, 1000);
  g_assert_false (result.exact);
  g_assert_cmpint (result.stopped, ==, WP_STOP_CAP);
  g_assert_cmpuint (result.solutions->len, ==, 3);
  g_assert_cmpuint (result.nodes, >, 0);
  wp_search_result_clear (&result);
}

static void
test_deterministic (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (6, 2, 3);
  WpSearchResult first, second;

  wp_test_count (puzzle, 50, 50, &first);
  wp_test_count (puzzle, 50, 50, &second);
  g_assert_cmpuint (first.solutions->len, ==, 50);
  for (guint s = 0; s < 50; s++)
    g_assert_cmpmem (g_ptr_array_index (first.solutions, s), sizeof (gint) * 36,
                     g_ptr_array_index (second.solutions, s), sizeof (gint) * 36);
  wp_search_result_clear (&first);
  wp_search_result_clear (&second);
}

/* The 9×9 fast path and the generic engine must agree, solution for
 * solution in count, on unique, ambiguous and contradictory puzzles. */
static void
check_fast_path_agrees (const WpPuzzle *puzzle, guint64 cap)
{
  /* The analysis model spells out every unit: the generic engine runs it. */
  g_autoptr (WpModel) generic = wp_puzzle_build_analysis_model (puzzle, NULL);
  WpSearchOptions options = { .cap = cap, .keep = (guint) cap };
  WpSearchResult fast, slow;

  wp_test_count (puzzle, cap, (guint) cap, &fast);
  wp_count_solutions (generic, &options, &slow);
  g_assert_cmpuint (fast.count, ==, slow.count);
  g_assert_cmpint (fast.stopped, ==, slow.stopped);
  for (guint s = 0; s < fast.solutions->len; s++)
    g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (fast.solutions, s)));
  wp_search_result_clear (&fast);
  wp_search_result_clear (&slow);
}

static void
test_fast_path_matches_generic (void)
{
  g_autofree char *path = wp_test_data_path ("small.txt");
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, NULL);
  const char *shared[] = { "sudoku/puzzles3_magictour_top1465.txt",
                           "sudoku/puzzles7_serg_benchmark.txt" };

  for (guint i = 0; i < puzzles->len; i++)
    check_fast_path_agrees (g_ptr_array_index (puzzles, i), 20);
  for (guint f = 0; f < G_N_ELEMENTS (shared); f++)
    {
      g_autofree char *data_path = wp_test_shared_path (shared[f]);
      g_autoptr (GPtrArray) set = NULL;

      if (data_path == NULL)
        return;
      set = wp_load_file (data_path, NULL, NULL);
      g_assert_nonnull (set);
      for (guint i = 0; i < set->len && i < 40; i++)
        check_fast_path_agrees (g_ptr_array_index (set, i), 20);
    }
}

/* A random puzzle of @empty's shape: a random solution, then each cell kept
 * with probability @keep. */
static WpPuzzle *
random_puzzle (const WpPuzzle *empty, GRand *rand, gdouble keep)
{
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (empty, NULL);
  WpSearchOptions options = { .cap = 1, .keep = 1, .random_seed = g_rand_int (rand) + 1 };
  WpSearchResult result;
  WpPuzzle *puzzle = wp_puzzle_copy (empty);
  const gint *solution;

  wp_count_solutions (model, &options, &result);
  g_assert_cmpuint (result.count, ==, 1);
  solution = g_ptr_array_index (result.solutions, 0);
  for (guint c = 0; c < puzzle->width * puzzle->height; c++)
    puzzle->cells[c] = g_rand_double (rand) < keep ? solution[c] : WP_CELL_EMPTY;
  wp_search_result_clear (&result);
  return puzzle;
}

static guint cells_in_solution;

static gint
compare_solutions (gconstpointer a, gconstpointer b)
{
  return memcmp (*(const gint *const *) a, *(const gint *const *) b, sizeof (gint) * cells_in_solution);
}

static guint
count_locked_candidates (const WpModel *model)
{
  guint n = 0;

  for (guint p = 0; p < model->propagators->len; p++)
    n += ((const WpPropagator *) g_ptr_array_index (model->propagators, p))->klass ==
         &wp_propagator_locked_candidates;
  return n;
}

/* What the Sudoku counting model adds from 20×20 on: locked candidates
 * between each region and each row or column it meets in two cells or
 * more.  Built here from the regions, for any size. */
static void
add_locks (const WpPuzzle *puzzle, WpModel *model)
{
  guint size = puzzle->width;
  g_autofree guint *shared = g_new (guint, size), *only_region = g_new (guint, size);
  g_autofree guint *only_line = g_new (guint, size);

  for (guint columns = 0; columns < 2; columns++)
    for (guint line = 0; line < size; line++)
      for (guint region = 0; region < size; region++)
        {
          guint n_shared = 0, n_region = 0, n_line = 0;

          for (guint cell = 0; cell < size * size; cell++)
            {
              gboolean in_line = (columns ? cell % size : cell / size) == line;
              gboolean in_region = wp_sudoku_region_of (puzzle, cell) == region;

              if (in_line && in_region)
                shared[n_shared++] = cell;
              else if (in_line)
                only_line[n_line++] = cell;
              else if (in_region)
                only_region[n_region++] = cell;
            }
          if (n_shared >= 2)
            wp_model_add_locked_candidates (model, shared, n_shared, only_region, n_region, only_line, n_line);
        }
}

/* The counts with locked candidates and weighted branching (dom/wdeg) and
 * without either must agree, solution for solution, on boxes and jigsaw
 * regions; and the counting model has the locks from 20×20 on. */
static void
test_search_aids_agree (void)
{
  static const guint8 jigsaw6[36] = {
    0, 0, 0, 1, 1, 1,
    0, 2, 0, 1, 3, 1,
    0, 2, 2, 3, 3, 1,
    4, 2, 2, 3, 3, 5,
    4, 2, 4, 5, 3, 5,
    4, 4, 4, 5, 5, 5,
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (1117);
  g_autoptr (GPtrArray) shapes = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  /* Each row meets size / box width boxes, each column size / box height:
   * 20×20 with 4×5 boxes, 20 × 4 + 20 × 5. */
  const struct { guint size, box_rows, box_cols, locks; } wiring[] = {
    { 16, 4, 4, 0 }, { 20, 4, 5, 180 }, { 25, 5, 5, 250 },
  };
  guint exhaustive = 0;

  for (guint w = 0; w < G_N_ELEMENTS (wiring); w++)
    {
      g_autoptr (WpPuzzle) empty = wp_sudoku_new (wiring[w].size, wiring[w].box_rows, wiring[w].box_cols);
      g_autoptr (WpModel) counting = wp_puzzle_build_model (empty, NULL);
      g_autoptr (WpModel) analysis = wp_puzzle_build_analysis_model (empty, NULL);

      g_assert_cmpuint (count_locked_candidates (counting), ==, wiring[w].locks);
      g_assert_true (counting->weighted_branching);
      g_assert_cmpuint (count_locked_candidates (analysis), ==, 0);
      g_assert_false (analysis->weighted_branching);
    }

  g_ptr_array_add (shapes, wp_sudoku_new (4, 2, 2));
  g_ptr_array_add (shapes, wp_sudoku_new (6, 2, 3));
  g_ptr_array_add (shapes, wp_sudoku_new (8, 2, 4));
  g_ptr_array_add (shapes, wp_sudoku_new (12, 3, 4));
  g_ptr_array_add (shapes, wp_sudoku_new (16, 4, 4));
  g_ptr_array_add (shapes, wp_sudoku_new_jigsaw (6, jigsaw6, NULL));
  for (guint s = 0; s < shapes->len; s++)
    for (guint i = 0; i < 30; i++)
      {
        g_autoptr (WpPuzzle) puzzle = random_puzzle (g_ptr_array_index (shapes, s), rand, 0.25 + 0.02 * i);
        g_autoptr (WpModel) aided = wp_puzzle_build_analysis_model (puzzle, NULL);
        g_autoptr (WpModel) plain = wp_puzzle_build_analysis_model (puzzle, NULL);
        WpSearchOptions options = { .cap = 30, .keep = 30 };
        WpSearchResult with_aids, without;

        add_locks (puzzle, aided);
        aided->weighted_branching = TRUE;
        wp_count_solutions (aided, &options, &with_aids);
        wp_count_solutions (plain, &options, &without);
        g_assert_cmpuint (with_aids.count, ==, without.count);
        g_assert_cmpint (with_aids.stopped, ==, without.stopped);
        g_assert_cmpuint (with_aids.solutions->len, ==, without.solutions->len);
        for (guint k = 0; k < with_aids.solutions->len; k++)
          g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (with_aids.solutions, k)));
        /* Under the cap, the same solutions, maybe in another order; at
         * the cap the two may have found different ones. */
        cells_in_solution = puzzle->width * puzzle->height;
        g_ptr_array_sort (with_aids.solutions, compare_solutions);
        g_ptr_array_sort (without.solutions, compare_solutions);
        for (guint k = 0; with_aids.exact && k < with_aids.solutions->len; k++)
          g_assert_cmpmem (g_ptr_array_index (with_aids.solutions, k), sizeof (gint) * cells_in_solution,
                           g_ptr_array_index (without.solutions, k), sizeof (gint) * cells_in_solution);
        exhaustive += with_aids.exact;
        wp_search_result_clear (&with_aids);
        wp_search_result_clear (&without);
      }
  /* Enough of them counted to the end for the comparison to mean much. */
  g_assert_cmpuint (exhaustive, >=, 60);
}

/* 25×25 with 60 % given, through the public API: the counting model (both
 * aids) and the analysis model (neither) agree. */
static void
test_search_aids_agree_25 (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2525);
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (25, 5, 5);

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr (WpPuzzle) puzzle = random_puzzle (empty, rand, 0.6);
      g_autoptr (WpModel) plain = wp_puzzle_build_analysis_model (puzzle, NULL);
      WpSearchOptions options = { .cap = 3, .keep = 3 };
      WpSearchResult with_aids, without;

      wp_test_count (puzzle, 3, 3, &with_aids);
      wp_count_solutions (plain, &options, &without);
      g_assert_cmpuint (with_aids.count, ==, without.count);
      g_assert_true (with_aids.exact == without.exact);
      for (guint k = 0; k < with_aids.solutions->len; k++)
        g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (with_aids.solutions, k)));
      wp_search_result_clear (&with_aids);
      wp_search_result_clear (&without);
    }
}

/* The first solution of the empty 9×9 under @seed, with the nodes it
 * took. */
static gint *
first_random_solution (guint64 seed, guint64 *nodes)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (empty, NULL);
  WpSearchOptions options = { .cap = 1, .keep = 1, .random_seed = seed };
  WpSearchResult result;
  gint *solution;

  wp_count_solutions (model, &options, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_true (wp_test_is_solution (empty, g_ptr_array_index (result.solutions, 0)));
  solution = g_steal_pointer (&g_ptr_array_index (result.solutions, 0));
  *nodes = result.nodes;
  wp_search_result_clear (&result);
  return solution;
}

/* random_seed: the same seed, the same search; other seeds, other grids;
 * 0, the increasing order (the first grid starts 1 2 3 … 9). */
static void
test_random_seed (void)
{
  const guint64 seeds[] = { 1, 2, 3, 0x5EED0004, G_MAXUINT64 };
  g_autofree gint *ordered = NULL;
  gint *firsts[G_N_ELEMENTS (seeds)];
  guint64 nodes, again_nodes;

  ordered = first_random_solution (0, &nodes);
  for (gint v = 1; v <= 9; v++)
    g_assert_cmpint (ordered[v - 1], ==, v);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree gint *again = NULL;

      firsts[i] = first_random_solution (seeds[i], &nodes);
      again = first_random_solution (seeds[i], &again_nodes);
      g_assert_cmpmem (firsts[i], sizeof (gint) * 81, again, sizeof (gint) * 81);
      g_assert_cmpuint (nodes, ==, again_nodes);
      g_assert_cmpint (memcmp (firsts[i], ordered, sizeof (gint) * 81), !=, 0);
      for (guint j = 0; j < i; j++)
        g_assert_cmpint (memcmp (firsts[i], firsts[j], sizeof (gint) * 81), !=, 0);
    }
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    g_free (firsts[i]);
}

/* A random order still searches everything: the empty 4×4 has 288 grids
 * whatever the seed, each found once. */
static void
test_random_seed_exhaustive (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (empty, NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      WpSearchOptions options = { .keep = 288, .random_seed = seed * 7919 };
      WpSearchResult result;

      wp_count_solutions (model, &options, &result);
      g_assert_cmpuint (result.count, ==, 288);
      g_assert_true (result.exact);
      g_hash_table_remove_all (seen);
      for (guint s = 0; s < result.solutions->len; s++)
        {
          const gint *values = g_ptr_array_index (result.solutions, s);
          char key[17];

          for (guint i = 0; i < 16; i++)
            key[i] = (char) ('0' + values[i]);
          key[16] = '\0';
          g_assert_true (wp_test_is_solution (empty, values));
          g_assert_true (g_hash_table_add (seen, g_strdup (key)));
        }
      g_assert_cmpuint (g_hash_table_size (seen), ==, 288);
      wp_search_result_clear (&result);
    }
}

static void
test_jigsaw_9x9 (void)
{
  /* Standard boxes with four cells passed round a cycle A→B→E→D→A, so the
   * regions stay connected but are no longer boxes. */
  static const char *regions =
    "AAABBBCCC" "AAABBBCCC" "AABBEBCCC" "ADDDEEFFF" "DDDEEEFFF"
    "DDDEEEFFF" "GGGHHHIII" "GGGHHHIII" "GGGHHHIII";
  guint8 map[81];
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (GError) error = NULL;
  WpSearchResult result;

  for (guint i = 0; i < 81; i++)
    map[i] = (guint8) (regions[i] - 'A');
  puzzle = wp_sudoku_new_jigsaw (9, map, &error);
  g_assert_no_error (error);
  /* Empty jigsaw: both paths find at least 50 solutions, all valid. */
  check_fast_path_agrees (puzzle, 50);
  wp_test_count (puzzle, 50, 50, &result);
  g_assert_cmpuint (result.count, ==, 50);
  for (guint s = 0; s < result.solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result.solutions, s);
      g_assert_true (wp_test_is_solution (puzzle, values));
    }
  wp_search_result_clear (&result);
}

static void
test_17_clue_unique (void)
{
  g_autofree char *path = wp_test_shared_path ("sudoku/puzzles2_17_clue.txt");
  g_autoptr (GPtrArray) puzzles = NULL;

  if (path == NULL)
    return;
  puzzles = wp_load_file (path, NULL, NULL);
  g_assert_cmpuint (puzzles->len, ==, 49158);
  for (guint i = 0; i < puzzles->len; i += 97)
    {
      WpSearchResult result;

      wp_test_count (g_ptr_array_index (puzzles, i), 2, 1, &result);
      g_assert_cmpuint (result.count, ==, 1);
      g_assert_true (result.exact);
      g_assert_true (wp_test_is_solution (g_ptr_array_index (puzzles, i),
                                          g_ptr_array_index (result.solutions, 0)));
      wp_search_result_clear (&result);
    }
}

/* A sparse 16×16 (the first band of rows filled in a valid pattern, the
 * rest empty) has astronomically many solutions. */
static WpPuzzle *
sparse_puzzle (guint size, guint box_rows, guint box_cols)
{
  WpPuzzle *puzzle = wp_sudoku_new (size, box_rows, box_cols);

  for (guint c = 0; c < size; c++)
    puzzle->cells[c] = (gint) c + 1;
  return puzzle;
}

static void
test_timeout (void)
{
  g_autoptr (WpPuzzle) puzzle = sparse_puzzle (16, 4, 4);
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { .keep = 1, .timeout_s = 0.05 };
  WpSearchResult result;

  wp_count_solutions (model, &options, &result);
  g_assert_cmpint (result.stopped, ==, WP_STOP_TIMEOUT);
  g_assert_false (result.exact);
  g_assert_cmpuint (result.count, >, 0);
  g_assert_cmpuint (result.solutions->len, ==, 1);
  wp_search_result_clear (&result);
}

typedef struct {
  WpModel        *model;
  WpSearch       *search;
  WpSearchResult  result;
  gint64          finished;
} CancelRun;

static gpointer
run_in_thread (gpointer data)
{
  CancelRun *run = data;
  WpSearchOptions options = { 0 };

  wp_search_run (run->search, run->model, &options, &run->result);
  run->finished = g_get_monotonic_time ();
  return NULL;
}

/* Cancel a 25×25 count from another thread; it must return promptly and
 * say it was cancelled.  (The latency goal of a millisecond is measured in
 * bench/; here a generous bound only catches a search that ignores the
 * flag.) */
static void
test_cancel_from_thread (void)
{
  g_autoptr (WpPuzzle) puzzle = sparse_puzzle (25, 5, 5);
  CancelRun run = { 0 };
  GThread *thread;
  gint64 cancelled_at;

  run.model = wp_puzzle_build_model (puzzle, NULL);
  run.search = wp_search_new ();
  thread = g_thread_new ("count", run_in_thread, &run);
  while (wp_search_get_nodes (run.search) < 100)
    g_usleep (1000);
  g_assert_cmpuint (wp_search_get_nodes (run.search), >=, 100);   /* progress is visible */
  cancelled_at = g_get_monotonic_time ();
  wp_search_cancel (run.search);
  g_thread_join (thread);

  g_assert_cmpint (run.result.stopped, ==, WP_STOP_CANCELLED);
  g_assert_false (run.result.exact);
  g_assert_cmpint (run.finished - cancelled_at, <, G_USEC_PER_SEC);
  g_test_message ("cancel latency: %" G_GINT64_FORMAT " µs", run.finished - cancelled_at);
  wp_search_result_clear (&run.result);
  wp_search_free (run.search);
  wp_model_free (run.model);
}

static void
test_cancellable (void)
{
  g_autoptr (WpPuzzle) puzzle = sparse_puzzle (16, 4, 4);
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  WpSearchOptions options = { .cancellable = cancellable };
  WpSearchResult result;

  g_cancellable_cancel (cancellable);
  wp_count_solutions (model, &options, &result);
  g_assert_cmpint (result.stopped, ==, WP_STOP_CANCELLED);
  wp_search_result_clear (&result);
}

/* Every supported size with boxes: the first row given, cap 2. */
static void
test_all_sizes (void)
{
  const guint sizes[] = { 4, 6, 8, 9, 10, 12, 15, 16, 20, 25 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      guint rows, cols;
      g_autoptr (WpPuzzle) puzzle = NULL;
      WpSearchResult result;

      g_assert_true (wp_sudoku_box_shape_for_size (sizes[i], &rows, &cols));
      g_assert_cmpuint (rows * cols, ==, sizes[i]);
      puzzle = sparse_puzzle (sizes[i], rows, cols);
      wp_test_count (puzzle, 2, 2, &result);
      g_assert_cmpuint (result.count, ==, 2);
      g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, 0)));
      g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, 1)));
      wp_search_result_clear (&result);
    }
}

/* A backend that knows its count without enumerating (as a linear genre
 * does): 2^k from a rank, or infinitely many, plus the solutions shown. */
static void
power_backend_search (const WpModel *model, WpSearchContext *ctx)
{
  const gint zeros[2] = { 0, 0 }, ones[2] = { 1, 1 };
  guint log2 = GPOINTER_TO_UINT (model->backend_data);

  if (log2 == G_MAXUINT)
    wp_search_context_set_infinite (ctx);
  else
    wp_search_context_set_power_of_two (ctx, log2);
  wp_search_context_keep_solution (ctx, zeros);
  wp_search_context_keep_solution (ctx, ones);
}

static const WpSearchBackend power_backend = { "power-of-two", power_backend_search };

static void
count_with_power_backend (guint log2, guint keep, WpSearchResult *result)
{
  g_autoptr (WpModel) model = wp_model_new (2, 0, 3);
  WpSearchOptions options = { .cap = 2, .keep = keep };

  model->backend = &power_backend;
  model->backend_data = GUINT_TO_POINTER (log2);
  wp_count_solutions (model, &options, result);
}

static void
test_count_kinds (void)
{
  WpSearchResult result;
  WpUniqueness uniqueness = WP_UNIQUENESS_INIT;
  g_autofree char *huge = NULL, *forty = NULL, *infinite = NULL, *summary = NULL, *sentence = NULL;

  /* Exact beyond the cap: the count is known, not found one by one. */
  count_with_power_backend (40, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.stopped, ==, WP_STOP_NONE);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_POWER_OF_TWO);
  g_assert_cmpuint (result.log2, ==, 40);
  g_assert_cmpuint (result.count, ==, G_GUINT64_CONSTANT (1099511627776));
  g_assert_cmpuint (result.solutions->len, ==, 1);   /* kept up to keep */
  forty = wp_count_to_string (result.count, result.count_kind, result.log2);
  g_assert_cmpstr (forty, ==, "2^40 (1099511627776)");
  wp_uniqueness_add_result (&uniqueness, &result);
  g_assert_false (wp_uniqueness_is_unique (&uniqueness));
  summary = wp_uniqueness_summarise (&uniqueness);
  g_assert_cmpstr (summary, ==, "exactly 2^40 (1099511627776) solutions");
  wp_search_result_clear (&result);
  wp_uniqueness_clear (&uniqueness);

  /* Past 64 bits the number is not printed, never saturated. */
  count_with_power_backend (80, 2, &result);
  g_assert_cmpuint (result.solutions->len, ==, 2);
  huge = wp_count_to_string (result.count, result.count_kind, result.log2);
  g_assert_cmpstr (huge, ==, "2^80");
  wp_search_result_clear (&result);

  /* 2^0 is one: unique. */
  count_with_power_backend (0, 1, &result);
  g_assert_cmpuint (result.count, ==, 1);
  wp_uniqueness_add_result (&uniqueness, &result);
  g_assert_true (wp_uniqueness_is_unique (&uniqueness));
  wp_search_result_clear (&result);
  wp_uniqueness_clear (&uniqueness);

  count_with_power_backend (G_MAXUINT, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
  infinite = wp_count_to_string (result.count, result.count_kind, result.log2);
  g_assert_cmpstr (infinite, ==, "infinitely many");
  wp_uniqueness_add_result (&uniqueness, &result);
  sentence = wp_uniqueness_describe (&uniqueness);
  g_assert_cmpstr (sentence, ==, "This puzzle has infinitely many solutions; solvers will not find a unique answer.");
  wp_search_result_clear (&result);
  wp_uniqueness_clear (&uniqueness);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/seed002/example-one", test_seed_example_one);
  g_test_add_func ("/engine/seed002/example-two", test_seed_example_two);
  g_test_add_func ("/engine/contradictory-givens", test_contradictory_givens);
  g_test_add_func ("/engine/empty-4x4", test_empty_4x4_counts_288);
  g_test_add_func ("/engine/cap", test_cap_stops);
  g_test_add_func ("/engine/deterministic", test_deterministic);
  g_test_add_func ("/engine/fast-path-matches-generic", test_fast_path_matches_generic);
  g_test_add_func ("/engine/search-aids-agree", test_search_aids_agree);
  g_test_add_func ("/engine/search-aids-agree-25", test_search_aids_agree_25);
  g_test_add_func ("/engine/random-seed", test_random_seed);
  g_test_add_func ("/engine/random-seed-exhaustive", test_random_seed_exhaustive);
  g_test_add_func ("/engine/jigsaw-9x9", test_jigsaw_9x9);
  g_test_add_func ("/engine/17-clue-unique", test_17_clue_unique);
  g_test_add_func ("/engine/timeout", test_timeout);
  g_test_add_func ("/engine/cancel-from-thread", test_cancel_from_thread);
  g_test_add_func ("/engine/cancellable", test_cancellable);
  g_test_add_func ("/engine/all-sizes", test_all_sizes);
  g_test_add_func ("/engine/count-kinds", test_count_kinds);
  return g_test_run ();
}
