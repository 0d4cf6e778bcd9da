/* test-submarines.c — the Submarines genre: the seed's cases, Gale–Ryser
 * and the chain test against brute force, the .sub notation, bad input */
#include "wp-test-utils.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

#include <string.h>

/* --- Helpers ------------------------------------------------------------------ */

static WpPuzzle *
puzzle_with_sums (guint n_rows, guint n_cols, const gint *rows, const gint *cols)
{
  return wp_submarines_new (n_rows, n_cols, rows, cols);
}

/* The row and column sums of a full 0/1 grid. */
static void
sums_of (const gint *grid, guint n_rows, guint n_cols, gint *rows, gint *cols)
{
  memset (rows, 0, sizeof (gint) * n_rows);
  memset (cols, 0, sizeof (gint) * n_cols);
  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < n_cols; c++)
      {
        rows[r] += grid[r * n_cols + c];
        cols[c] += grid[r * n_cols + c];
      }
}

static void
assert_text_error (const char *text, const char *expected)
{
  wp_test_assert_load_error (text, wp_genre_submarines.text_formats[0], expected);
}

/* --- The seed's cases ------------------------------------------------------------ */

static void
test_seed_one_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-one.sub");
  static const gint expected[9] = { 0, 1, 1,  0, 0, 1,  1, 1, 1 };
  g_autoptr (GPtrArray) chains = NULL;
  g_autofree char *failure = NULL;
  WpSearchResult result;

  g_assert_true (puzzle->genre == &wp_genre_submarines);
  g_assert_true (wp_submarines_gale_ryser (wp_submarines_get_row_sums (puzzle), 3,
                                           wp_submarines_get_column_sums (puzzle), 3, &failure));
  g_assert_null (failure);
  wp_test_count (puzzle, 0, 2, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_true (result.exact);
  g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof expected, expected, sizeof expected);
  /* Unique, so the chain test finds nothing. */
  chains = wp_submarines_find_chains (puzzle, expected, 0);
  g_assert_cmpuint (chains->len, ==, 0);
  wp_search_result_clear (&result);
}

static void
test_seed_no_solution (void)
{
  static const gint rows[] = { 3, 2, 0 }, cols[] = { 1, 3, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-none.sub");
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  g_autofree char *failure = NULL;
  g_autofree char *check = NULL;
  WpSearchResult result;

  g_assert_false (wp_submarines_gale_ryser (rows, 3, cols, 3, &failure));
  g_assert_cmpstr (failure, ==, "C(1) = 3 > R*(1) = 2");
  g_assert_false (wp_submarines_gale_ryser (rows, 3, cols, 3, NULL));

  wp_test_count (puzzle, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  /* The search needs no search: the flow check refuses at the root. */
  g_assert_cmpuint (result.nodes, <=, 1);
  wp_search_result_clear (&result);

  /* The clash finder passes the inequality on to the CLI and the studio,
   * in plain words, with the one column it is about to mark. */
  g_assert_cmpuint (conflicts->len, ==, 1);
  {
    const WpConflict *conflict = g_ptr_array_index (conflicts, 0);
    const WpLineRef *line;

    g_assert_cmpstr (conflict->message, ==,
                     "column 2 asks for 3 submarines, but only 2 rows have a sum above 0 to hold one");
    g_assert_cmpuint (conflict->cells->len, ==, 0);
    g_assert_nonnull (conflict->lines);
    g_assert_cmpuint (conflict->lines->len, ==, 1);
    line = &g_array_index (conflict->lines, WpLineRef, 0);
    g_assert_cmpint (line->kind, ==, WP_LINE_COLUMN);
    g_assert_cmpuint (line->index, ==, 1);
  }
  {
    g_autofree char *path = wp_test_data_path ("submarines-none.sub");
    check = wp_test_run_cli ("check", path, NULL);
  }
  if (check)
    g_assert_cmpstr (check, ==,
                     "no solution (column 2 asks for 3 submarines, but only 2 rows have a sum above 0 to hold one)\n");
}

/* A later inequality, in plain words: R = (3, 1, 1, 1), C = (0, 3, 0, 3).
 * One column is fine (C(1) = 3 <= R*(1) = 4 rows above 0), but columns 2
 * and 4 together ask for 6 while the rows can put at most
 * min(3, 2) + 1 + 1 + 1 = 5 in any two columns. */
static void
test_gale_ryser_plain_words (void)
{
  static const gint rows[] = { 3, 1, 1, 1 }, cols[] = { 0, 3, 0, 3 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (4, 4, rows, cols);
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  const WpConflict *conflict;

  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->message, ==,
                   "columns 2 and 4 ask for 6 submarines together, but the rows can put at most 5 in them: "
                   "a row holds at most one per column, and no more than its sum");
  g_assert_cmpuint (conflict->lines->len, ==, 2);
  g_assert_cmpuint (g_array_index (conflict->lines, WpLineRef, 0).index, ==, 1);
  g_assert_cmpuint (g_array_index (conflict->lines, WpLineRef, 1).index, ==, 3);
  g_assert_cmpint (g_array_index (conflict->lines, WpLineRef, 1).kind, ==, WP_LINE_COLUMN);
}

static gboolean
differ_by_rectangle (const gint *a, const gint *b, guint width, guint n, GArray **cells_out)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GHashTable) rows = g_hash_table_new (NULL, NULL);
  g_autoptr (GHashTable) cols = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < n; i++)
    if (a[i] != b[i])
      {
        g_array_append_val (cells, i);
        g_hash_table_add (rows, GUINT_TO_POINTER (i / width + 1));
        g_hash_table_add (cols, GUINT_TO_POINTER (i % width + 1));
      }
  *cells_out = cells;
  return cells->len == 4 && g_hash_table_size (rows) == 2 && g_hash_table_size (cols) == 2;
}

static void
test_seed_two_solutions (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-two.sub");
  g_autoptr (GPtrArray) chains = NULL;
  g_autoptr (GPtrArray) patterns = NULL;
  g_autoptr (GArray) diff = NULL;
  g_autofree gint *swapped = NULL;
  const gint *a, *b;
  const WpPattern *pattern;
  GArray *chain;
  WpSearchResult result;

  g_assert_true (wp_submarines_gale_ryser (wp_submarines_get_row_sums (puzzle), 3,
                                           wp_submarines_get_column_sums (puzzle), 3, NULL));
  wp_test_count (puzzle, 0, 2, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_true (result.exact);
  a = g_ptr_array_index (result.solutions, 0);
  b = g_ptr_array_index (result.solutions, 1);
  g_assert_true (differ_by_rectangle (a, b, 3, 9, &diff));

  /* The chain test finds that very rectangle from one solution alone. */
  chains = wp_submarines_find_chains (puzzle, a, 0);
  g_assert_cmpuint (chains->len, ==, 1);
  chain = g_ptr_array_index (chains, 0);
  g_assert_cmpuint (chain->len, ==, 4);
  swapped = g_memdup2 (a, sizeof (gint) * 9);
  for (guint i = 0; i < chain->len; i++)
    swapped[g_array_index (chain, guint, i)] ^= 1;
  g_assert_cmpmem (swapped, sizeof (gint) * 9, b, sizeof (gint) * 9);

  patterns = wp_find_patterns (puzzle, a, b);
  g_assert_cmpuint (patterns->len, ==, 1);
  pattern = g_ptr_array_index (patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "swappable rectangle");
  g_assert_cmpstr (pattern->where, ==, "rows 1 and 2, columns 1 and 3");
  wp_search_result_clear (&result);
}

/* The seed's first sample: R = (0,1,1), C = (1,1,0) has two solutions. */
static void
test_seed_first_sample (void)
{
  static const gint rows[] = { 0, 1, 1 }, cols[] = { 1, 1, 0 };
  g_autoptr (WpPuzzle) puzzle = puzzle_with_sums (3, 3, rows, cols);
  WpSearchResult result;

  wp_test_count (puzzle, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 2);
  wp_search_result_clear (&result);
}

/* Checks that @chain is what find_chains promises: it starts on a 1-cell,
 * moves along a row to a 0-cell, along a column to a 1-cell, …, closes on
 * its start, uses each row and column once, and touches no given. */
static void
assert_chain_shape (const WpPuzzle *puzzle, const gint *solution, const GArray *chain)
{
  g_autofree guint8 *rows = g_new0 (guint8, puzzle->height);
  g_autofree guint8 *cols = g_new0 (guint8, puzzle->width);
  guint w = puzzle->width;

  g_assert_cmpuint (chain->len % 2, ==, 0);
  g_assert_cmpuint (chain->len, >=, 4);
  for (guint i = 0; i < chain->len; i++)
    {
      guint cell = g_array_index (chain, guint, i);
      guint next = g_array_index (chain, guint, (i + 1) % chain->len);

      g_assert_cmpint (puzzle->cells[cell], ==, WP_CELL_EMPTY);
      g_assert_cmpint (solution[cell], ==, i % 2 == 0 ? 1 : 0);
      if (i % 2 == 0)   /* 1 → 0 along the row */
        {
          g_assert_cmpuint (cell / w, ==, next / w);
          g_assert_false (rows[cell / w]);
          rows[cell / w] = TRUE;
        }
      else              /* 0 → 1 along the column */
        {
          g_assert_cmpuint (cell % w, ==, next % w);
          g_assert_false (cols[cell % w]);
          cols[cell % w] = TRUE;
        }
    }
}

/* The seed's 5×6 example: a long chain turns A into B; shorter ones exist. */
static void
test_seed_chain_example (void)
{
  static const gint a[30] = {
    1, 0, 0, 0, 1, 0,
    0, 0, 1, 0, 0, 0,
    0, 0, 0, 0, 1, 0,
    0, 1, 0, 1, 1, 0,
    0, 1, 0, 0, 0, 1,
  };
  static const gint b[30] = {
    0, 0, 1, 0, 1, 0,
    0, 0, 0, 0, 0, 1,
    1, 0, 0, 0, 0, 0,
    0, 1, 0, 1, 1, 0,
    0, 1, 0, 0, 1, 0,
  };
  gint rows[5], cols[6], rows_b[5], cols_b[6];
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (GPtrArray) chains = NULL;

  sums_of (a, 5, 6, rows, cols);
  sums_of (b, 5, 6, rows_b, cols_b);
  g_assert_cmpmem (rows, sizeof rows, rows_b, sizeof rows_b);
  g_assert_cmpmem (cols, sizeof cols, cols_b, sizeof cols_b);
  puzzle = puzzle_with_sums (5, 6, rows, cols);
  chains = wp_submarines_find_chains (puzzle, a, 0);
  g_assert_cmpuint (chains->len, >, 1);
  g_assert_cmpuint (((GArray *) g_ptr_array_index (chains, 0))->len, ==, 4);
  for (guint i = 0; i < chains->len; i++)
    {
      GArray *chain = g_ptr_array_index (chains, i);
      g_autofree gint *other = g_memdup2 (a, sizeof a);
      gint r2[5], c2[6];

      assert_chain_shape (puzzle, a, chain);
      if (i > 0)
        g_assert_cmpuint (chain->len, >=, ((GArray *) g_ptr_array_index (chains, i - 1))->len);
      for (guint j = 0; j < chain->len; j++)
        other[g_array_index (chain, guint, j)] ^= 1;
      sums_of (other, 5, 6, r2, c2);
      g_assert_cmpmem (r2, sizeof r2, rows, sizeof rows);
      g_assert_cmpmem (c2, sizeof c2, cols, sizeof cols);
    }
  /* @max keeps the shortest. */
  {
    g_autoptr (GPtrArray) one = wp_submarines_find_chains (puzzle, a, 1);
    g_assert_cmpuint (one->len, ==, 1);
    g_assert_cmpmem (((GArray *) g_ptr_array_index (one, 0))->data, 4 * sizeof (guint),
                     ((GArray *) g_ptr_array_index (chains, 0))->data, 4 * sizeof (guint));
  }
}

/* --- Gale–Ryser against brute force -------------------------------------------- */

static char *
sums_key (const gint *rows, guint n_rows, const gint *cols, guint n_cols)
{
  GString *key = g_string_new (NULL);

  for (guint i = 0; i < n_rows; i++)
    g_string_append_printf (key, "%d,", rows[i]);
  g_string_append_c (key, '/');
  for (guint i = 0; i < n_cols; i++)
    g_string_append_printf (key, "%d,", cols[i]);
  return g_string_free (key, FALSE);
}

/* The sums of every n_rows × n_cols 0/1 grid, by enumerating them all. */
static GHashTable *
achievable_sums (guint n_rows, guint n_cols)
{
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = n_rows * n_cols;
  gint grid[16], rows[4], cols[4];

  for (guint mask = 0; mask < 1u << n; mask++)
    {
      for (guint i = 0; i < n; i++)
        grid[i] = (mask >> i) & 1;
      sums_of (grid, n_rows, n_cols, rows, cols);
      g_hash_table_add (seen, sums_key (rows, n_rows, cols, n_cols));
    }
  return seen;
}

/* Advances @sums (n values in 0…max) like an odometer; FALSE after the last. */
static gboolean
next_vector (gint *sums, guint n, gint max)
{
  for (guint i = 0; i < n; i++)
    {
      if (sums[i] < max)
        {
          sums[i]++;
          return TRUE;
        }
      sums[i] = 0;
    }
  return FALSE;
}

static gint
total (const gint *sums, guint n)
{
  gint t = 0;

  for (guint i = 0; i < n; i++)
    t += sums[i];
  return t;
}

/* Every pair of sum vectors up to 4×4 (far more than 500 cases): the test
 * agrees with enumeration, and its failures read as the seed writes them. */
static void
test_gale_ryser_brute_force (void)
{
  guint cases = 0, failures = 0;

  for (guint n_rows = 1; n_rows <= 4; n_rows++)
    for (guint n_cols = 1; n_cols <= 4; n_cols++)
      {
        g_autoptr (GHashTable) achievable = achievable_sums (n_rows, n_cols);
        gint rows[4] = { 0 };

        do
          {
            gint cols[4] = { 0 };

            do
              {
                gboolean same_total = total (rows, n_rows) == total (cols, n_cols);
                g_autofree char *key = same_total ? sums_key (rows, n_rows, cols, n_cols) : NULL;
                g_autofree char *failure = NULL;
                gboolean exists = same_total && g_hash_table_contains (achievable, key);

                g_assert_cmpint (wp_submarines_gale_ryser (rows, n_rows, cols, n_cols, &failure), ==, exists);
                cases++;
                if (exists)
                  continue;
                failures++;
                if (!same_total)
                  g_assert_true (g_str_has_prefix (failure, "the row sums total"));
                else
                  g_assert_true (g_str_has_prefix (failure, "C(1) "));
              }
            while (next_vector (cols, n_cols, (gint) n_rows));
          }
        while (next_vector (rows, n_rows, (gint) n_cols));
      }
  g_test_message ("Gale–Ryser: %u cases, %u without a grid", cases, failures);
  g_assert_cmpuint (cases, >=, 500);
}

/* The engine (line counts plus the flow check) agrees with Gale–Ryser on
 * random sums with equal totals. */
static void
test_gale_ryser_engine (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (6);
  guint with = 0, without = 0;

  for (guint i = 0; i < 600; i++)
    {
      guint n_rows = g_rand_int_range (rand, 1, 5), n_cols = g_rand_int_range (rand, 1, 5);
      gint rows[4], cols[4];
      g_autoptr (WpPuzzle) puzzle = NULL;
      WpSearchResult result;
      gboolean exists;

      do
        {
          for (guint r = 0; r < n_rows; r++)
            rows[r] = g_rand_int_range (rand, 0, (gint) n_cols + 1);
          for (guint c = 0; c < n_cols; c++)
            cols[c] = g_rand_int_range (rand, 0, (gint) n_rows + 1);
        }
      while (total (rows, n_rows) != total (cols, n_cols));
      exists = wp_submarines_gale_ryser (rows, n_rows, cols, n_cols, NULL);
      puzzle = puzzle_with_sums (n_rows, n_cols, rows, cols);
      wp_test_count (puzzle, 1, 0, &result);
      g_assert_cmpint (result.count > 0, ==, exists);
      with += exists;
      without += !exists;
      wp_search_result_clear (&result);
    }
  g_assert_cmpuint (with, >=, 100);
  g_assert_cmpuint (without, >=, 100);
}

/* The seed's notation for longer prefixes, and the checks that come first. */
static void
test_gale_ryser_messages (void)
{
  static const gint rows12[] = { 10, 10, 10, 10, 10, 10, 2, 2, 2, 2, 2, 2 };
  static const gint cols12[] = { 11, 11, 11, 5, 5, 5, 4, 4, 4, 4, 4, 4 };
  static const gint wide[] = { 4 }, three[] = { 1, 1, 1 }, unknown[] = { 1, -1 }, two[] = { 1, 1 };
  static const gint cols12_four[] = { 10, 10, 10, 10, 4, 4, 4, 4, 4, 4, 4, 4 };
  static const gint rows4[] = { 3, 1, 1, 1 }, cols3[] = { 3, 3, 0 };
  char *failure = NULL;

  g_assert_false (wp_submarines_gale_ryser (rows4, 4, cols3, 3, &failure));
  g_assert_cmpstr (failure, ==, "C(1) + C(2) = 6 > R*(1) + R*(2) = 5");
  g_clear_pointer (&failure, g_free);
  g_assert_false (wp_submarines_gale_ryser (rows12, 12, cols12, 12, &failure));
  g_assert_cmpstr (failure, ==, "C(1) + C(2) + C(3) = 33 > R*(1) + R*(2) + R*(3) = 30");
  g_clear_pointer (&failure, g_free);
  g_assert_false (wp_submarines_gale_ryser (rows12, 12, cols12_four, 12, &failure));
  g_assert_cmpstr (failure, ==, "C(1) + … + C(4) = 40 > R*(1) + … + R*(4) = 36");
  g_clear_pointer (&failure, g_free);

  g_assert_false (wp_submarines_gale_ryser (wide, 1, three, 3, &failure));
  g_assert_cmpstr (failure, ==, "row 1: a sum of 4 does not fit a row of 3 cells");
  g_clear_pointer (&failure, g_free);
  g_assert_false (wp_submarines_gale_ryser (two, 2, unknown, 2, &failure));
  g_assert_cmpstr (failure, ==, "column 2 has no sum, and the test needs every sum");
  g_clear_pointer (&failure, g_free);
  g_assert_false (wp_submarines_gale_ryser (two, 2, three, 3, &failure));
  g_assert_cmpstr (failure, ==, "the row sums total 2, but the column sums total 3");
  g_clear_pointer (&failure, g_free);
}

/* --- The chain test against brute force ------------------------------------------ */

typedef struct {
  const WpPuzzle *puzzle;
  const gint     *rows;
  const gint     *cols;
  gint           *grid;
  gint           *col_sums;
  GPtrArray      *solutions;   /* of gint*, every grid that fits */
} Brute;

static gboolean
row_fits (const Brute *brute, guint r, guint mask)
{
  guint w = brute->puzzle->width;
  gint ones = 0;

  for (guint c = 0; c < w; c++)
    {
      gint v = (mask >> c) & 1, given = brute->puzzle->cells[r * w + c];

      if (given != WP_CELL_EMPTY && given != v)
        return FALSE;
      ones += v;
    }
  return brute->rows[r] < 0 || ones == brute->rows[r];
}

static gboolean
columns_fit (const Brute *brute)
{
  for (guint c = 0; c < brute->puzzle->width; c++)
    if (brute->cols[c] >= 0 && brute->col_sums[c] != brute->cols[c])
      return FALSE;
  return TRUE;
}

/* Every grid, row by row: each row any pattern that keeps its givens and
 * its sum; the columns are checked once the grid is full.  Nothing here
 * shares code with the engine or the chain search. */
static void
brute_rows (Brute *brute, guint r)
{
  guint w = brute->puzzle->width;

  if (r == brute->puzzle->height)
    {
      if (columns_fit (brute))
        g_ptr_array_add (brute->solutions, g_memdup2 (brute->grid, sizeof (gint) * wp_puzzle_n_cells (brute->puzzle)));
      return;
    }
  for (guint mask = 0; mask < 1u << w; mask++)
    {
      if (!row_fits (brute, r, mask))
        continue;
      for (guint c = 0; c < w; c++)
        {
          brute->grid[r * w + c] = (mask >> c) & 1;
          brute->col_sums[c] += (mask >> c) & 1;
        }
      brute_rows (brute, r + 1);
      for (guint c = 0; c < w; c++)
        brute->col_sums[c] -= (mask >> c) & 1;
    }
}

static GPtrArray *
brute_solutions (const WpPuzzle *puzzle)
{
  Brute brute = { puzzle, wp_submarines_get_row_sums (puzzle), wp_submarines_get_column_sums (puzzle),
                  NULL, NULL, g_ptr_array_new_with_free_func (g_free) };

  brute.grid = g_new0 (gint, wp_puzzle_n_cells (puzzle));
  brute.col_sums = g_new0 (gint, puzzle->width);
  brute_rows (&brute, 0);
  g_free (brute.grid);
  g_free (brute.col_sums);
  return brute.solutions;
}

static gboolean
contains_grid (GPtrArray *grids, const gint *grid, guint n)
{
  for (guint i = 0; i < grids->len; i++)
    if (memcmp (g_ptr_array_index (grids, i), grid, sizeof (gint) * n) == 0)
      return TRUE;
  return FALSE;
}

/* A random grid of random density, its sums, and some of its cells given. */
static WpPuzzle *
random_puzzle (GRand *rand, guint max_rows, guint max_cols, gint **solution_out)
{
  guint n_rows = g_rand_int_range (rand, 1, (gint) max_rows + 1);
  guint n_cols = g_rand_int_range (rand, 1, (gint) max_cols + 1);
  /* Middling densities and few givens leave room for several solutions. */
  gdouble density = 0.25 + 0.5 * g_rand_double (rand), given = g_rand_int_range (rand, 0, 4) * 0.08;
  gint *solution = g_new (gint, n_rows * n_cols);
  gint rows[8], cols[8];
  WpPuzzle *puzzle;

  for (guint i = 0; i < n_rows * n_cols; i++)
    solution[i] = g_rand_double (rand) < density;
  sums_of (solution, n_rows, n_cols, rows, cols);
  puzzle = puzzle_with_sums (n_rows, n_cols, rows, cols);
  for (guint i = 0; i < n_rows * n_cols; i++)
    if (g_rand_double (rand) < given)
      puzzle->cells[i] = solution[i];
  *solution_out = solution;
  return puzzle;
}

/* Cells that differ between @solution and some other solution. */
static guint8 *
changeable_cells (GPtrArray *solutions, const gint *solution, guint n, guint *closest)
{
  guint8 *changeable = g_new0 (guint8, n);

  *closest = G_MAXUINT;
  for (guint s = 0; s < solutions->len; s++)
    {
      const gint *other = g_ptr_array_index (solutions, s);
      guint distance = 0;

      for (guint i = 0; i < n; i++)
        if (other[i] != solution[i])
          {
            changeable[i] = TRUE;
            distance++;
          }
      if (distance > 0)
        *closest = MIN (*closest, distance);
    }
  return changeable;
}

/* Checks every chain swaps into a solution, that the chains cover exactly
 * the cells some other solution changes, and that the first is as short
 * as the closest other solution is near. */
static void
check_chains_against (const WpPuzzle *puzzle, const gint *solution, GPtrArray *chains, GPtrArray *solutions)
{
  guint n = wp_puzzle_n_cells (puzzle), closest;
  g_autofree guint8 *changeable = changeable_cells (solutions, solution, n, &closest);
  g_autofree guint8 *on_chain = g_new0 (guint8, n);

  for (guint i = 0; i < chains->len; i++)
    {
      GArray *chain = g_ptr_array_index (chains, i);
      g_autofree gint *other = g_memdup2 (solution, sizeof (gint) * n);

      assert_chain_shape (puzzle, solution, chain);
      for (guint j = 0; j < chain->len; j++)
        {
          other[g_array_index (chain, guint, j)] ^= 1;
          on_chain[g_array_index (chain, guint, j)] = TRUE;
        }
      g_assert_true (contains_grid (solutions, other, n));
    }
  g_assert_cmpmem (on_chain, n, changeable, n);
  if (chains->len > 0)
    g_assert_cmpuint (((GArray *) g_ptr_array_index (chains, 0))->len, ==, closest);
}

/* With every sum known: a solution has a chain exactly when it is not the
 * only one (≥ 300 random grids up to 4×5, some cells given). */
static void
test_chains_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2006);
  guint unique = 0, several = 0;

  for (guint i = 0; i < 400; i++)
    {
      g_autofree gint *solution = NULL;
      g_autoptr (WpPuzzle) puzzle = random_puzzle (rand, 4, 5, &solution);
      g_autoptr (GPtrArray) solutions = brute_solutions (puzzle);
      g_autoptr (GPtrArray) chains = wp_submarines_find_chains (puzzle, solution, 0);
      guint n = wp_puzzle_n_cells (puzzle);
      WpSearchResult result;

      g_assert_true (contains_grid (solutions, solution, n));
      g_assert_cmpint (chains->len > 0, ==, solutions->len >= 2);
      check_chains_against (puzzle, solution, chains, solutions);
      /* The engine counts what brute force counts. */
      wp_test_count (puzzle, 0, 0, &result);
      g_assert_cmpuint (result.count, ==, solutions->len);
      wp_search_result_clear (&result);
      unique += solutions->len == 1;
      several += solutions->len >= 2;
    }
  g_test_message ("chains: %u unique, %u with several solutions", unique, several);
  g_assert_cmpuint (unique, >=, 60);
  g_assert_cmpuint (several, >=, 60);
}

/* Unknown sums and givens that may clash: the engine, with its flow check,
 * still counts exactly what brute force counts. */
static void
test_engine_brute_force_unknown_sums (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1998);
  guint none = 0;

  for (guint i = 0; i < 400; i++)
    {
      g_autofree gint *solution = NULL;
      g_autoptr (WpPuzzle) puzzle = random_puzzle (rand, 4, 4, &solution);
      g_autoptr (GPtrArray) solutions = NULL;
      WpSearchResult result;

      for (guint r = 0; r < puzzle->height; r++)
        if (g_rand_int_range (rand, 0, 3) == 0)
          wp_submarines_set_row_sum (puzzle, r, WP_SUBMARINES_UNKNOWN);
      for (guint c = 0; c < puzzle->width; c++)
        if (g_rand_int_range (rand, 0, 3) == 0)
          wp_submarines_set_column_sum (puzzle, c, WP_SUBMARINES_UNKNOWN);
      /* Sometimes a wrong given: the puzzle may have no solution at all. */
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          guint cell = g_rand_int_range (rand, 0, (gint) wp_puzzle_n_cells (puzzle));
          puzzle->cells[cell] = !solution[cell];
        }
      solutions = brute_solutions (puzzle);
      wp_test_count (puzzle, 0, 0, &result);
      g_assert_cmpuint (result.count, ==, solutions->len);
      none += solutions->len == 0;
      wp_search_result_clear (&result);
    }
  g_assert_cmpuint (none, >=, 20);
}

/* --- The .sub notation and the native file --------------------------------------- */

static void
test_text_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-givens.sub");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) back = NULL;
  g_autofree char *text = NULL;
  WpFormat format = { wp_genre_submarines.text_formats[0] };

  g_assert_cmpuint (puzzle->height, ==, 3);
  g_assert_cmpuint (puzzle->width, ==, 4);
  g_assert_cmpint (wp_puzzle_get (puzzle, 0, 1), ==, 1);
  g_assert_cmpint (wp_puzzle_get (puzzle, 2, 0), ==, 0);
  g_assert_cmpint (wp_puzzle_get (puzzle, 1, 1), ==, WP_CELL_EMPTY);
  g_assert_cmpint (wp_submarines_get_row_sums (puzzle)[1], ==, WP_SUBMARINES_UNKNOWN);
  g_assert_cmpint (wp_submarines_get_column_sums (puzzle)[2], ==, 2);

  g_ptr_array_add (one, puzzle);
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &format, NULL);
  g_assert_cmpstr (text, ==,
                   "? 1 ? ? | 2\n? ? ? ? | ?\n0 ? ? ? | 1\n1 ? 2 ?\n"
                   "\n"
                   "? 1 ? ? | 2\n? ? ? ? | ?\n0 ? ? ? | 1\n1 ? 2 ?\n");
  back = wp_test_load_text (text);
  g_assert_cmpuint (back->len, ==, 2);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (back, 0), puzzle));
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (back, 1), puzzle));
}

/* Two-digit column sums widen every cell so the columns line up. */
static void
test_text_wide_sums (void)
{
  gint rows[12], cols[12];
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpPuzzle) back = NULL;
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autofree char *text = NULL;
  WpFormat format = { wp_genre_submarines.text_formats[0] };

  for (guint i = 0; i < 12; i++)
    rows[i] = cols[i] = (gint) i;
  puzzle = puzzle_with_sums (12, 12, rows, cols);
  puzzle->cells[0] = 0;
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &format, NULL);
  g_assert_true (g_str_has_prefix (text, " 0  ?  ?  ?  ?  ?  ?  ?  ?  ?  ?  ? | 0\n"));
  g_assert_true (g_str_has_suffix (text, "\n 0  1  2  3  4  5  6  7  8  9 10 11\n"));
  back = wp_test_load_one (text);
  g_assert_true (wp_puzzle_equal (back, puzzle));
}

static void
test_text_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-one.sub");
  static const gint solution[9] = { 0, 1, 1,  0, 0, 1,  1, 1, 1 };
  WpFormat format = { wp_genre_submarines.text_formats[0] };
  g_autofree char *text = wp_serialize_solution (puzzle, solution, &format, NULL);

  g_assert_cmpstr (text, ==, "0 1 1 | 2\n0 0 1 | 1\n1 1 1 | 3\n1 2 3\n");
}

static void
test_native_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-givens.sub");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (WpPuzzle) back = NULL;
  g_autofree char *json = NULL;
  WpFormat native = { NULL };

  puzzle->title = g_strdup ("Givens");
  g_ptr_array_add (one, puzzle);
  json = wp_serialize (one, &native, NULL);
  g_assert_nonnull (strstr (json, "\"genre\" : \"submarines\""));
  g_assert_nonnull (strstr (json, "\"rows\" : [\n    2,\n    null,\n    1\n  ]"));
  g_assert_nonnull (strstr (json, "\".1..\""));
  back = wp_test_load_one (json);
  g_assert_true (wp_puzzle_equal (back, puzzle));
  /* Written by hand, as docs/file-format.md shows it. */
  g_clear_pointer (&back, wp_puzzle_free);
  back = wp_test_load_one (
    "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"submarines\",\"rows\":[2,null,1],"
    "\"columns\":[1,null,2,null],\"givens\":[\".1..\",\"....\",\"0...\"],\"title\":\"Givens\"}");
  g_assert_true (wp_puzzle_equal (back, puzzle));
}

static void
test_detection (void)
{
  WpFormat format;
  g_autofree char *by_stdin = NULL;

  g_assert_true (wp_format_for_filename ("puzzles/a.SUB", &format));
  g_assert_true (format.text == wp_genre_submarines.text_formats[0]);
  /* A first cell of '1' or '0' would read as Sudoku; the "| SUM" decides. */
  g_assert_true (wp_format_sniff ("# c\n\n1 0 ? | 2\n? ? ? | 1\n1 1 1\n", &format));
  g_assert_true (format.text == wp_genre_submarines.text_formats[0]);
  g_assert_true (wp_format_sniff ("? ? | ?\n1 ?\n", &format));
  g_assert_true (format.text == wp_genre_submarines.text_formats[0]);
  /* Sudoku text is still Sudoku, grid decoration included. */
  g_assert_true (wp_format_sniff ("3 7 8 | 6 5 9 | 2 1 4\n", &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);
  g_assert_true (wp_format_sniff ("12 | 34\n34 | 12\n21 | 43\n43 | 21\n", &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);
  g_assert_true (wp_format_sniff ("1...............\n", &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);

  /* The CLI reads the notation from standard input by its content. */
  by_stdin = wp_test_run_cli ("count", "-", "? ? ? | 2\n? ? ? | 2\n? ? ? | 1\n1 3 1\n");
  if (by_stdin)
    g_assert_cmpstr (by_stdin, ==, "solutions: 2\n");
}

/* --- Bad input ------------------------------------------------------------------- */

static void
test_text_errors (void)
{
  g_autoptr (GString) wide = g_string_new (NULL);
  g_autoptr (GString) tall = g_string_new (NULL);
  g_autofree char *bad_path = wp_test_data_path ("submarines-bad.sub");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) none = NULL;

  assert_text_error ("? ? x | 2\n? ? ? | 1\n1 1 1\n",
                     "1:5: 'x' is not a cell (use '?' for unknown, '0' for water, '1' for a submarine)");
  assert_text_error ("? ? ? | 2\n? ? | 1\n1 1 1\n", "2: has 2 cells, but line 1 has 3");
  assert_text_error ("? ? ? | 2\n? ? ? | 7\n1 1 1\n", "2: a sum of 7 does not fit a row of 3 cells");
  assert_text_error ("? ? ? | -1\n1 1 1\n",
                     "1:9: a sum of -1 is negative (write '?' for an unknown sum)");
  assert_text_error ("? ? ? | 2\n? ? ? | 1\n1 1\n", "3: 2 column sums, but the rows above have 3 cells");
  assert_text_error ("? ? | 1\n? ? | 1\n1 3\n", "3:3: column 2: a sum of 3 does not fit a column of 2 cells");
  assert_text_error ("? ? | 1\n? ? | 1\n1 -2\n", "3:3: a sum of -2 is negative (write '?' for an unknown sum)");
  assert_text_error ("? ? | 1\n? ? | 1\n", "2: the puzzle that starts on line 1 has no line of column sums");
  assert_text_error ("? ? | 1\n\n? ? | 1\n1 1\n",
                     "2: the puzzle that starts on line 1 has no line of column sums");
  assert_text_error ("1 2 3\n",
                     "1: a line without '|' and no rows above it (a puzzle is its rows, each ending in '|' "
                     "and a sum, then a line of column sums)");
  assert_text_error ("? ? | x\n1 1\n",
                     "1:7: “x” is not a sum (write a whole number, or '?' for an unknown sum)");
  assert_text_error ("? ? | 1\n1 ?x\n",
                     "2:3: “?x” is not a sum (write a whole number, or '?' for an unknown sum)");
  assert_text_error ("? ? | 1 2\n1 0\n", "1:9: “2” after the row's sum (a row has one sum, after '|')");
  assert_text_error ("? ? | 1 | 2\n1 0\n", "1:9: a second '|' (a row is its cells, then '|' and its sum)");
  assert_text_error (" | 1\n1\n", "1: no cells before '|' (a row is its cells, then '|' and its sum)");
  assert_text_error ("? ? |\n1 1\n", "1: no sum after '|' (write '?' for an unknown sum)");
  /* Sums too large to read are quoted as written, not as what they were
   * clamped to. */
  assert_text_error ("? ? | 99999999999999999999\n1 1\n",
                     "1: a sum of 99999999999999999999 does not fit a row of 2 cells");
  assert_text_error ("? ? | 2147483648\n1 1\n", "1: a sum of 2147483648 does not fit a row of 2 cells");
  assert_text_error ("? ? | 2147483647\n1 1\n", "1: a sum of 2147483647 does not fit a row of 2 cells");
  assert_text_error ("? ? | 1\n? ? | 1\n1 99999999999\n",
                     "3:3: column 2: a sum of 99999999999 does not fit a column of 2 cells");
  assert_text_error ("? ? | -99999999999\n1 1\n",
                     "1:7: a sum of -99999999999 is negative (write '?' for an unknown sum)");
  assert_text_error ("# only a comment\n", "1: no puzzle found");
  assert_text_error ("? ■ | 1\n1 1\n",
                     "1:3: '■' is not a cell (use '?' for unknown, '0' for water, '1' for a submarine)");

  for (guint c = 0; c < 41; c++)
    g_string_append (wide, "? ");
  g_string_append (wide, "| 1\n");
  assert_text_error (wide->str, "1: 41 cells, but a Submarines row has 1 to 40");
  for (guint r = 0; r < 41; r++)
    g_string_append (tall, "? | ?\n");
  g_string_append (tall, "?\n");
  assert_text_error (tall->str, "41: more than 40 rows (the puzzle starts on line 1)");

  /* A file is read by its extension, and the message names line and column. */
  none = wp_load_file (bad_path, NULL, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==,
                   "3:3: 'x' is not a cell (use '?' for unknown, '0' for water, '1' for a submarine)");
}

/* A small puzzle in the notation with random sums (fitting or not). */
static void
append_random_puzzle (GString *text, GRand *rand)
{
  guint n_rows = g_rand_int_range (rand, 1, 4), n_cols = g_rand_int_range (rand, 1, 4);

  for (guint r = 0; r < n_rows; r++)
    {
      for (guint c = 0; c < n_cols; c++)
        g_string_append_printf (text, "%c ", "?01"[g_rand_int_range (rand, 0, 3)]);
      g_string_append_printf (text, "| %d\n", g_rand_int_range (rand, 0, (gint) n_cols + 1));
    }
  for (guint c = 0; c < n_cols; c++)
    g_string_append_printf (text, c ? " %d" : "%d", g_rand_int_range (rand, 0, (gint) n_rows + 1));
  g_string_append_c (text, '\n');
}

/* Replaces, inserts or deletes a few characters of @text at random. */
static void
mutate (GString *text, GRand *rand)
{
  static const char alphabet[] = "?01 |\n\n23-#x\t";
  guint n = g_rand_int_range (rand, 0, 4);

  for (guint i = 0; i < n && text->len > 0; i++)
    {
      guint at = g_rand_int_range (rand, 0, (gint) text->len);
      char c = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];

      switch (g_rand_int_range (rand, 0, 3))
        {
        case 0: text->str[at] = c; break;
        case 1: g_string_insert_c (text, at, c); break;
        default: g_string_erase (text, at, 1); break;
        }
    }
}

/* Puzzles in the notation, damaged at random: every input is either read
 * (and then writes back to the same puzzles) or refused with a message
 * that starts with a line number, never a crash. */
static void
test_text_random_input (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1729);
  WpFormat format = { wp_genre_submarines.text_formats[0] };
  guint read = 0, refused = 0;

  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) puzzles = NULL;
      g_autofree char *written = NULL;
      g_autoptr (GPtrArray) again = NULL;

      append_random_puzzle (text, rand);
      if (g_rand_boolean (rand))
        append_random_puzzle (text, rand);
      mutate (text, rand);
      puzzles = wp_load_data (text->str, &format, NULL, &error);
      if (puzzles == NULL)
        {
          g_assert_true (g_ascii_isdigit (error->message[0]));
          refused++;
          continue;
        }
      read++;
      written = wp_serialize (puzzles, &format, NULL);
      again = wp_load_data (written, &format, NULL, NULL);
      g_assert_cmpuint (again->len, ==, puzzles->len);
      for (guint p = 0; p < puzzles->len; p++)
        {
          g_assert_true (wp_genre_submarines.validate (g_ptr_array_index (puzzles, p), NULL));
          g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, p), g_ptr_array_index (puzzles, p)));
        }
    }
  g_test_message ("random text: %u read, %u refused", read, refused);
  g_assert_cmpuint (read, >=, 100);
  g_assert_cmpuint (refused, >=, 100);
}

#define HEADER "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"submarines\","

static void
test_native_errors (void)
{
  wp_test_assert_load_error (HEADER "\"columns\":[1]}", NULL,
                             "rows: expected a list of sums (whole numbers, or null for unknown)");
  wp_test_assert_load_error (HEADER "\"rows\":[1]}", NULL,
                             "columns: expected a list of sums (whole numbers, or null for unknown)");
  wp_test_assert_load_error (HEADER "\"rows\":[],\"columns\":[1]}", NULL,
                             "rows: 0 sums, but a Submarines grid has 1 to 40 rows and columns");
  wp_test_assert_load_error (HEADER "\"rows\":[1,\"2\"],\"columns\":[1,1]}", NULL,
                             "rows[1]: expected a whole number, or null for unknown");
  wp_test_assert_load_error (HEADER "\"rows\":[1,-1],\"columns\":[1,1]}", NULL,
                             "rows[1]: a sum of -1 is negative (use null for an unknown sum)");
  wp_test_assert_load_error (HEADER "\"rows\":[7,null],\"columns\":[1,1,1,1,1]}", NULL,
                             "rows[0]: a sum of 7 does not fit a row of 5 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,3]}", NULL,
                             "columns[1]: a sum of 3 does not fit a column of 2 cells");
  /* Too large for an int: quoted, not clamped to 2147483647. */
  wp_test_assert_load_error (HEADER "\"rows\":[99999999999,null],\"columns\":[1,1,1,1,1]}", NULL,
                             "rows[0]: a sum of 99999999999 does not fit a row of 5 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,2147483648]}", NULL,
                             "columns[1]: a sum of 2147483648 does not fit a column of 2 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[1,2147483647],\"columns\":[1,1]}", NULL,
                             "rows[1]: a sum of 2147483647 does not fit a row of 2 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[99999999999]}", NULL, "rows[0]: a sum of 99999999999 is too large");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,1],\"givens\":[\"..\"]}", NULL,
                             "givens: expected a list of 2 rows");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,1],\"givens\":[\"..\",\".\"]}", NULL,
                             "givens[1]: has 1 cells, expected 2");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,1],\"givens\":[\"..\",\".2\"]}", NULL,
                             "givens[1]: the cell at column 2 is not '.', '0' or '1'");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,1],\"givens\":[\"..\",5]}", NULL,
                             "givens[1]: expected a string of 2 cells");
}

/* Puzzles built in code are checked the same way before any search. */
static void
test_validate (void)
{
  static const gint rows[] = { 7, 1 }, cols[] = { 1, 1, 1, 1, 1 };
  g_autoptr (WpPuzzle) puzzle = puzzle_with_sums (2, 5, rows, cols);
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);

  g_assert_null (model);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "rows[0]: a sum of 7 does not fit a row of 5 cells");
  g_clear_error (&error);

  wp_submarines_set_row_sum (puzzle, 0, -3);
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "rows[0]: a sum of -3 is negative");
  g_clear_error (&error);

  wp_submarines_set_row_sum (puzzle, 0, 4);
  g_assert_true (puzzle->genre->validate (puzzle, NULL));
  puzzle->cells[3] = 2;
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "givens: r1c4 holds 2, but a Submarines cell holds 0 or 1");
}

static void
assert_conflict (GPtrArray *conflicts, guint index, const char *message, const guint *cells, guint n_cells)
{
  const WpConflict *conflict;

  g_assert_cmpuint (conflicts->len, >, index);
  conflict = g_ptr_array_index (conflicts, index);
  g_assert_cmpstr (conflict->message, ==, message);
  g_assert_cmpmem (conflict->cells->data, conflict->cells->len * sizeof (guint), cells, n_cells * sizeof (guint));
}

static void
test_conflicts (void)
{
  g_autoptr (WpPuzzle) crowded = wp_test_load_one ("? ? ? | 2\n1 1 1 | 2\n? ? ? | 1\n1 3 1\n");
  g_autoptr (WpPuzzle) cramped = wp_test_load_one ("0 ? | 1\n0 ? | 1\n2 0\n");
  g_autoptr (WpPuzzle) fine = wp_test_load_data_file ("submarines-givens.sub");
  g_autoptr (GPtrArray) crowded_conflicts = crowded->genre->find_conflicts (crowded);
  g_autoptr (GPtrArray) cramped_conflicts = cramped->genre->find_conflicts (cramped);
  g_autoptr (GPtrArray) no_conflicts = fine->genre->find_conflicts (fine);
  static const guint row2[] = { 3, 4, 5 }, col1[] = { 0, 2 };
  g_autofree char *check = NULL;
  WpSearchResult result;

  assert_conflict (crowded_conflicts, 0, "row 2 holds 3 submarines but its sum is 2", row2, 3);
  g_assert_cmpuint (crowded_conflicts->len, ==, 1);
  assert_conflict (cramped_conflicts, 0, "column 1 leaves room for 0 submarines but its sum is 2", col1, 2);
  g_assert_cmpuint (no_conflicts->len, ==, 0);
  wp_test_count (crowded, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);

  check = wp_test_run_cli ("check", "-", "? ? ? | 2\n1 1 1 | 2\n? ? ? | 1\n1 3 1\n");
  if (check)
    g_assert_cmpstr (check, ==, "no solution (row 2 holds 3 submarines but its sum is 2)\n");
}

/* --- Larger grids -------------------------------------------------------------------- */

static WpPuzzle *
random_full_puzzle (guint seed, guint size, gdouble density, gint **solution_out)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  gint *solution = g_new (gint, size * size);
  g_autofree gint *rows = g_new (gint, size);
  g_autofree gint *cols = g_new (gint, size);

  for (guint i = 0; i < size * size; i++)
    solution[i] = g_rand_double (rand) < density;
  sums_of (solution, size, size, rows, cols);
  *solution_out = solution;
  return puzzle_with_sums (size, size, rows, cols);
}

/* Gives the first cell of every chain until none is left: the chain test
 * then says the puzzle is unique, and the engine must agree. */
static void
make_unique (WpPuzzle *puzzle, const gint *solution)
{
  for (;;)
    {
      g_autoptr (GPtrArray) chains = wp_submarines_find_chains (puzzle, solution, 0);

      if (chains->len == 0)
        return;
      for (guint i = 0; i < chains->len; i++)
        {
          guint cell = g_array_index ((GArray *) g_ptr_array_index (chains, i), guint, 0);
          puzzle->cells[cell] = solution[cell];
        }
    }
}

static void
count_and_time (const WpPuzzle *puzzle, guint64 expected, gboolean exact, const char *what)
{
  gint64 start = g_get_monotonic_time ();
  WpSearchResult result;

  wp_test_count (puzzle, 2, 2, &result);
  g_test_message ("%s: %" G_GUINT64_FORMAT " solution(s), %" G_GUINT64_FORMAT " nodes, %.2f ms",
                  what, result.count, result.nodes, (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpuint (result.count, ==, expected);
  g_assert_cmpint (result.exact, ==, exact);
  for (guint i = 0; i < result.solutions->len; i++)
    g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, i)));
  wp_search_result_clear (&result);
}

/* Half the rows nearly full, half nearly empty, three columns nearly
 * full: C(1) + C(2) + C(3) = 3 (n - 1) > R*(1) + R*(2) + R*(3) = 2n + n/2.
 * Each line fits on its own, so only the whole can tell. */
static WpPuzzle *
squeezed_puzzle (guint n)
{
  g_autofree gint *rows = g_new (gint, n);
  g_autofree gint *cols = g_new (gint, n);
  gint left = 0;
  WpPuzzle *puzzle;

  for (guint r = 0; r < n; r++)
    left += rows[r] = r < n / 2 ? (gint) n - 2 : 2;
  for (guint c = 0; c < 3; c++)
    left -= cols[c] = (gint) n - 1;
  for (guint c = 3; c < n; c++)
    cols[c] = left / (gint) (n - 3) + ((gint) (c - 3) < left % (gint) (n - 3));
  g_assert_false (wp_submarines_gale_ryser (rows, n, cols, n, NULL));
  puzzle = puzzle_with_sums (n, n, rows, cols);
  puzzle->cells[0] = 1;   /* a given: nothing to say before searching */
  return puzzle;
}

static void
test_large (void)
{
  for (guint size = 20; size <= 40; size += 20)
    {
      g_autofree gint *solution = NULL;
      g_autoptr (WpPuzzle) puzzle = random_full_puzzle (size, size, 0.5, &solution);
      g_autoptr (WpPuzzle) squeezed = squeezed_puzzle (size);
      g_autoptr (GPtrArray) chains = wp_submarines_find_chains (puzzle, solution, 0);
      g_autofree char *several = g_strdup_printf ("%u×%u, no givens", size, size);
      g_autofree char *unique = g_strdup_printf ("%u×%u, made unique", size, size);
      g_autofree char *none = g_strdup_printf ("%u×%u, sums that fail as a whole", size, size);

      g_assert_cmpuint (chains->len, >, 0);
      count_and_time (puzzle, 2, FALSE, several);
      make_unique (puzzle, solution);
      g_test_message ("%u givens make it unique", wp_puzzle_count_givens (puzzle));
      count_and_time (puzzle, 1, TRUE, unique);
      count_and_time (squeezed, 0, TRUE, none);
    }
}

/* Sums that fail Gale–Ryser at k = 3 with a given placed (so only the
 * search can tell): line counts alone took 27 million nodes and 13 s on
 * such a 12×12; the flow check refuses at once. */
static void
test_large_no_solution (void)
{
  static const gint rows[] = { 10, 10, 10, 10, 10, 10, 2, 2, 2, 2, 2, 2 };
  static const gint cols[] = { 11, 11, 11, 5, 5, 5, 4, 4, 4, 4, 4, 4 };
  g_autoptr (WpPuzzle) puzzle = puzzle_with_sums (12, 12, rows, cols);
  WpSearchResult result;

  puzzle->cells[0] = 1;
  wp_test_count (puzzle, 2, 0, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.nodes, <=, 1);
  wp_search_result_clear (&result);
}

/* --- Values and patterns --------------------------------------------------------------- */

static void
test_values (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (2, 2, NULL, NULL);
  const WpGenre *genre = &wp_genre_submarines;
  g_autofree char *one = genre->format_value (puzzle, 1);
  g_autofree char *zero = genre->format_value (puzzle, 0);

  g_assert_cmpstr (one, ==, "■");
  g_assert_cmpstr (zero, ==, "·");
  for (const char *c = "1#sS"; *c; c++)
    g_assert_cmpint (genre->value_for_char (puzzle, (gunichar) *c), ==, 1);
  for (const char *c = "0.xX"; *c; c++)
    g_assert_cmpint (genre->value_for_char (puzzle, (gunichar) *c), ==, 0);
  g_assert_cmpint (genre->value_for_char (puzzle, ' '), ==, WP_CELL_EMPTY);
  g_assert_cmpint (genre->value_for_char (puzzle, '2'), ==, -2);
  g_assert_cmpint (genre->value_for_char (puzzle, 'q'), ==, -2);

  g_assert_true (wp_genre_lookup ("submarines") == genre);
  g_assert_cmpuint (genre->n_presets, ==, 5);
  for (guint p = 0; p < genre->n_presets; p++)
    {
      g_autoptr (WpPuzzle) fresh = genre->new_puzzle (&genre->presets[p]);
      WpSearchResult result;

      g_assert_true (genre->validate (fresh, NULL));
      g_assert_cmpuint (fresh->width, ==, genre->presets[p].width);
      /* Every sum unknown: any grid will do. */
      wp_test_count (fresh, 2, 0, &result);
      g_assert_cmpuint (result.count, ==, 2);
      wp_search_result_clear (&result);
    }
}

/* A 6-cell chain is a "chain of 6 cells"; the studio's analysis names the
 * 2×2, with its path. */
static void
test_pattern_names (void)
{
  /* A 3×3 permutation grid: its 3-cycle swap touches 6 cells. */
  static const gint a[9] = { 1, 0, 0,  0, 1, 0,  0, 0, 1 };
  static const gint b[9] = { 0, 1, 0,  0, 0, 1,  1, 0, 0 };
  static const gint ones[3] = { 1, 1, 1 };
  g_autoptr (WpPuzzle) puzzle = puzzle_with_sums (3, 3, ones, ones);
  g_autoptr (GPtrArray) patterns = wp_find_patterns (puzzle, a, b);
  g_autoptr (WpPuzzle) two = wp_test_load_data_file ("submarines-two.sub");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpAnalysis) analysis = wp_analyse (two, NULL, search, NULL);
  const WpPattern *pattern;

  g_assert_cmpuint (patterns->len, ==, 1);
  pattern = g_ptr_array_index (patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "chain of 6 cells");
  g_assert_cmpstr (pattern->where, ==, "rows 1, 2 and 3; columns 1, 2 and 3");
  g_assert_null (pattern->path);

  g_assert_nonnull (analysis);
  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_cmpuint (analysis->closest_distance, ==, 4);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "swappable rectangle");
  g_assert_cmpstr (pattern->where, ==, "rows 1 and 2, columns 1 and 3");
  g_assert_nonnull (pattern->path);
  g_assert_cmpuint (pattern->path->len, ==, 4);
}

/* Patterns without a path: two chains linked through a shared row, and a
 * single cell whose row and column sums are unknown (a swap that changes
 * sums is no chain, and keeps the generic name). */
static void
test_pattern_names_other (void)
{
  static const gint a[12] = { 1, 0, 1, 0,  0, 1, 0, 0,  0, 0, 0, 1 };
  static const gint b[12] = { 0, 1, 0, 1,  1, 0, 0, 0,  0, 0, 1, 0 };
  gint rows[3], cols[4];
  g_autoptr (WpPuzzle) linked = NULL;
  g_autoptr (WpPuzzle) open = wp_submarines_new (2, 3, NULL, NULL);
  g_autoptr (GPtrArray) patterns = NULL;
  g_autoptr (GPtrArray) single = NULL;
  static const gint c[6] = { 0, 0, 0,  0, 0, 0 };
  static const gint d[6] = { 0, 1, 0,  0, 0, 0 };
  const WpPattern *pattern;

  sums_of (a, 3, 4, rows, cols);
  linked = puzzle_with_sums (3, 4, rows, cols);
  patterns = wp_find_patterns (linked, a, b);
  g_assert_cmpuint (patterns->len, ==, 1);
  pattern = g_ptr_array_index (patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 8);
  g_assert_cmpstr (pattern->kind, ==, "linked chains of 8 cells");
  g_assert_cmpstr (pattern->where, ==, "rows 1, 2 and 3; columns 1, 2, 3 and 4");

  single = wp_find_patterns (open, c, d);
  g_assert_cmpuint (single->len, ==, 1);
  pattern = g_ptr_array_index (single, 0);
  g_assert_cmpstr (pattern->kind, ==, "deadly pattern");
  g_assert_cmpstr (pattern->where, ==, "row 1, column 2");
}

static char *
clue_text (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, index);

  g_assert_nonnull (clues);
  if (clues[0] == NULL)
    return g_strdup ("(unknown)");
  g_assert_null (clues[1]);
  return g_strdup (clues[0]);
}

static void
assert_clue (const WpPuzzle *puzzle, WpLineKind kind, guint index, const char *expected)
{
  g_autofree char *text = clue_text (puzzle, kind, index);

  g_assert_cmpstr (text, ==, expected);
}

/* Typing @text beside a line is refused with @message, and nothing about
 * the puzzle changes. */
static void
assert_clue_refused (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text, const char *message)
{
  g_autoptr (WpPuzzle) before = wp_puzzle_copy (puzzle);
  g_autoptr (GError) error = NULL;
  gint code = strstr (message, "is not a sum") ? WP_ERROR_PARSE : WP_ERROR_INVALID;

  g_assert_false (puzzle->genre->lines->set_clues (puzzle, kind, index, text, &error));
  g_assert_error (error, WP_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (wp_puzzle_equal (puzzle, before));
  /* No error wanted: still refused, still unchanged. */
  g_assert_false (puzzle->genre->lines->set_clues (puzzle, kind, index, text, NULL));
  g_assert_true (wp_puzzle_equal (puzzle, before));
}

/* The studio's line-clue hooks: sums as text, "" and "?" for unknown, and
 * a message naming the line for anything that does not fit. */
static void
test_line_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-givens.sub");   /* 3 rows × 4 columns */
  const WpGenre *genre = &wp_genre_submarines;
  g_autoptr (GError) error = NULL;

  g_assert_true (genre->lines->after);
  g_assert_null (genre->settings);
  g_assert_nonnull (genre->patterns->find_chains);

  assert_clue (puzzle, WP_LINE_ROW, 0, "2");
  assert_clue (puzzle, WP_LINE_ROW, 1, "(unknown)");
  assert_clue (puzzle, WP_LINE_ROW, 2, "1");
  assert_clue (puzzle, WP_LINE_COLUMN, 0, "1");
  assert_clue (puzzle, WP_LINE_COLUMN, 1, "(unknown)");
  assert_clue (puzzle, WP_LINE_COLUMN, 2, "2");

  /* Known, unknown both ways, spaces, the whole length, zero. */
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 1, "3", &error));
  g_assert_no_error (error);
  g_assert_cmpint (wp_submarines_get_row_sums (puzzle)[1], ==, 3);
  assert_clue (puzzle, WP_LINE_ROW, 1, "3");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 1, "?", NULL));
  g_assert_cmpint (wp_submarines_get_row_sums (puzzle)[1], ==, WP_SUBMARINES_UNKNOWN);
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 0, "", NULL));
  assert_clue (puzzle, WP_LINE_ROW, 0, "(unknown)");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 0, " 4 ", NULL));
  assert_clue (puzzle, WP_LINE_ROW, 0, "4");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 3, "3", NULL));
  assert_clue (puzzle, WP_LINE_COLUMN, 3, "3");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 3, "0", NULL));
  assert_clue (puzzle, WP_LINE_COLUMN, 3, "0");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 3, " ? ", NULL));
  assert_clue (puzzle, WP_LINE_COLUMN, 3, "(unknown)");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 1, NULL, NULL));
  assert_clue (puzzle, WP_LINE_COLUMN, 1, "(unknown)");

  /* Refused, naming the line. */
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "5", "Row 3 has 4 cells; a sum of 5 does not fit");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 0, "4", "Column 1 has 3 cells; a sum of 4 does not fit");
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "99999999999",
                       "Row 3 has 4 cells; a sum of 99999999999 does not fit");
  assert_clue_refused (puzzle, WP_LINE_ROW, 1, "-1",
                       "Row 2: a sum of -1 is negative (leave it empty or write ? for an unknown sum)");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 2, "two",
                       "Column 3: “two” is not a sum (write a whole number, or ? for an unknown sum)");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 2, "1 2",
                       "Column 3: “1 2” is not a sum (write a whole number, or ? for an unknown sum)");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 2, "+1",
                       "Column 3: “+1” is not a sum (write a whole number, or ? for an unknown sum)");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 2, "??",
                       "Column 3: “??” is not a sum (write a whole number, or ? for an unknown sum)");

  /* A 1-cell line says "cell". */
  {
    g_autoptr (WpPuzzle) thin = wp_submarines_new (3, 1, NULL, NULL);
    assert_clue_refused (thin, WP_LINE_ROW, 0, "2", "Row 1 has 1 cell; a sum of 2 does not fit");
  }

  /* What the hooks set, validate and the native file keep. */
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 0, "2", NULL));
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 1, "1", NULL));
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 1, "1", NULL));
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 3, "0", NULL));
  g_assert_true (genre->validate (puzzle, NULL));   /* 2 + 1 + 1 = 1 + 1 + 2 + 0 */
  {
    g_autoptr (GPtrArray) one = g_ptr_array_new ();
    g_autoptr (WpPuzzle) back = NULL;
    g_autofree char *json = NULL;
    WpFormat native = { NULL };

    g_ptr_array_add (one, puzzle);
    json = wp_serialize (one, &native, NULL);
    back = wp_test_load_one (json);
    g_assert_true (wp_puzzle_equal (back, puzzle));
    assert_clue (back, WP_LINE_COLUMN, 1, "1");
  }
}

static void
test_glyphs (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (2, 2, NULL, NULL);
  const WpGenre *genre = &wp_genre_submarines;

  g_assert_nonnull (genre->view->glyph);
  g_assert_cmpint (genre->view->glyph (puzzle, 1), ==, WP_GLYPH_DISC);
  g_assert_cmpint (genre->view->glyph (puzzle, 0), ==, WP_GLYPH_WATER);
  g_assert_cmpint (genre->view->glyph (puzzle, WP_CELL_EMPTY), ==, WP_GLYPH_TEXT);
}

/* The genre's find_chains hook is the chain test itself. */
static void
test_find_chains_hook (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("submarines-two.sub");
  static const gint solution[9] = { 1, 1, 0,  0, 1, 1,  0, 1, 0 };
  g_autoptr (GPtrArray) direct = wp_submarines_find_chains (puzzle, solution, 0);
  g_autoptr (GPtrArray) hooked = puzzle->genre->patterns->find_chains (puzzle, solution, 0);

  g_assert_cmpuint (direct->len, ==, 1);
  g_assert_cmpuint (hooked->len, ==, 1);
  g_assert_cmpmem (((GArray *) g_ptr_array_index (hooked, 0))->data, 4 * sizeof (guint),
                   ((GArray *) g_ptr_array_index (direct, 0))->data, 4 * sizeof (guint));
}

/* Totals that disagree: the puzzle loads (so a half-set puzzle always opens
 * again) and its conflict says why nothing fits. */
static void
test_totals_disagree (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_genre_submarines.text_formats[0]->parse ("? ? | 1\n? ? | 1\n1 0\n", &error);
  g_autoptr (GPtrArray) conflicts = NULL;
  const WpConflict *conflict;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  conflicts = wp_genre_submarines.find_conflicts (g_ptr_array_index (puzzles, 0));
  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpuint (conflict->cells->len, ==, 0);
  g_assert_cmpstr (conflict->message, ==, "the row sums total 2, but the column sums total 1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/submarines/seed/one-solution", test_seed_one_solution);
  g_test_add_func ("/submarines/seed/no-solution", test_seed_no_solution);
  g_test_add_func ("/submarines/gale-ryser/plain-words", test_gale_ryser_plain_words);
  g_test_add_func ("/submarines/seed/two-solutions", test_seed_two_solutions);
  g_test_add_func ("/submarines/seed/first-sample", test_seed_first_sample);
  g_test_add_func ("/submarines/seed/chain-example", test_seed_chain_example);
  g_test_add_func ("/submarines/gale-ryser/brute-force", test_gale_ryser_brute_force);
  g_test_add_func ("/submarines/gale-ryser/engine", test_gale_ryser_engine);
  g_test_add_func ("/submarines/gale-ryser/messages", test_gale_ryser_messages);
  g_test_add_func ("/submarines/chains/brute-force", test_chains_brute_force);
  g_test_add_func ("/submarines/engine/unknown-sums", test_engine_brute_force_unknown_sums);
  g_test_add_func ("/submarines/text/round-trip", test_text_round_trip);
  g_test_add_func ("/submarines/text/wide-sums", test_text_wide_sums);
  g_test_add_func ("/submarines/text/solution", test_text_solution);
  g_test_add_func ("/submarines/text/errors", test_text_errors);
  g_test_add_func ("/submarines/text/random-input", test_text_random_input);
  g_test_add_func ("/submarines/native/round-trip", test_native_round_trip);
  g_test_add_func ("/submarines/native/errors", test_native_errors);
  g_test_add_func ("/submarines/detection", test_detection);
  g_test_add_func ("/submarines/validate", test_validate);
  g_test_add_func ("/submarines/conflicts", test_conflicts);
  g_test_add_func ("/submarines/large", test_large);
  g_test_add_func ("/submarines/large-no-solution", test_large_no_solution);
  g_test_add_func ("/submarines/values", test_values);
  g_test_add_func ("/submarines/pattern-names", test_pattern_names);
  g_test_add_func ("/submarines/pattern-names-other", test_pattern_names_other);
  g_test_add_func ("/submarines/line-clues", test_line_clues);
  g_test_add_func ("/submarines/glyphs", test_glyphs);
  g_test_add_func ("/submarines/find-chains-hook", test_find_chains_hook);
  g_test_add_func ("/submarines/totals-disagree", test_totals_disagree);
  return g_test_run ();
}
