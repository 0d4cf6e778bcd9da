/* test-ashes.c — Laplace's Ashes: seed 000's examples (checked, not
 * copied), the rank of the rules, counts against brute force, exact
 * elimination on 60×60 boards, the analysis, the generator, the .ashes
 * notation and the native file */
#include "wp-test-utils.h"
#include "core/wp-grade.h"
#include "genres/ashes/ashes.h"
#include "genres/ashes/ashes-private.h"
#include "core/wp-native-private.h"

#include <string.h>

/* --- Helpers ------------------------------------------------------------------ */

static WpPuzzle *
puzzle_with_clues (WpAshesRule rule, guint height, guint width, const gint64 *clues)
{
  WpPuzzle *puzzle = wp_ashes_new (height, width, rule);

  for (guint cell = 0; cell < height * width; cell++)
    wp_ashes_set_clue (puzzle, cell, clues[cell]);
  return puzzle;
}

/* The rank of the clue rule's matrix modulo the prime 1000003, by plain
 * dense elimination: code of its own, apart from ashes-linear.c. */
static guint
dense_rank (WpAshesRule rule, guint height, guint width)
{
  const gint64 p = 1000003;
  guint n = height * width, rank = 0;
  g_autofree gint64 *m = g_new0 (gint64, n * n);

  for (guint r = 0; r < height; r++)
    for (guint c = 0; c < width; c++)
      for (guint r2 = 0; r2 < height; r2++)
        for (guint c2 = 0; c2 < width; c2++)
          m[(r * width + c) * n + r2 * width + c2] =
            (wp_ashes_coefficient (rule, (gint) r, (gint) c, (gint) r2, (gint) c2) + p) % p;
  for (guint col = 0; col < n && rank < n; col++)
    {
      guint pivot = rank;
      gint64 inv = 1, base, e = p - 2;

      while (pivot < n && m[pivot * n + col] == 0)
        pivot++;
      if (pivot == n)
        continue;
      for (guint k = 0; k < n; k++)
        {
          gint64 t = m[rank * n + k];
          m[rank * n + k] = m[pivot * n + k];
          m[pivot * n + k] = t;
        }
      for (base = m[rank * n + col]; e; e >>= 1, base = base * base % p)
        if (e & 1)
          inv = inv * base % p;
      for (guint row = 0; row < n; row++)
        {
          gint64 f;

          if (row == rank || m[row * n + col] == 0)
            continue;
          f = m[row * n + col] * inv % p;
          for (guint k = 0; k < n; k++)
            m[row * n + k] = ((m[row * n + k] - f * m[rank * n + k]) % p + p) % p;
        }
      rank++;
    }
  return rank;
}

/* Every known clue of @puzzle holds for the plain grid @values. */
static gboolean
meets_clues (const WpPuzzle *puzzle, const gint64 *values)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint64 *clues = g_new (gint64, n);

  wp_ashes_clues_of (wp_ashes_get_rule (puzzle), puzzle->height, puzzle->width, values, clues);
  for (guint cell = 0; cell < n; cell++)
    {
      gint64 clue;

      if (wp_ashes_get_clue (puzzle, cell, &clue) && clue != clues[cell])
        return FALSE;
      if (puzzle->cells[cell] != WP_CELL_EMPTY && wp_ashes_decode (puzzle->cells[cell]) != values[cell])
        return FALSE;
    }
  return TRUE;
}

static gint64 *
decoded (const gint *stored, guint n)
{
  gint64 *plain = g_new (gint64, n);

  for (guint i = 0; i < n; i++)
    plain[i] = wp_ashes_decode (stored[i]);
  return plain;
}

/* --- Seed 000 --------------------------------------------------------------------- */

static const gint64 seed_grid[12] = { 1, 3, 6, 2,  4, 2, 1, 1,  2, 3, 4, 9 };

static void
test_seed_sum (void)
{
  static const gint64 expected[12] = { 10, 17, 15, 10,  15, 26, 31, 23,  11, 16, 20, 15 };
  gint64 clues[12];
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree char *explain = NULL;
  WpSearchResult result;

  /* The seed's clue grid is right. */
  wp_ashes_clues_of (WP_ASHES_SUM, 3, 4, seed_grid, clues);
  g_assert_cmpmem (clues, sizeof clues, expected, sizeof expected);

  puzzle = puzzle_with_clues (WP_ASHES_SUM, 3, 4, clues);
  wp_test_count (puzzle, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_ENUMERATED);
  for (guint cell = 0; cell < 12; cell++)
    g_assert_cmpint (((gint *) g_ptr_array_index (result.solutions, 0))[cell], ==,
                     wp_ashes_encode ((gint) seed_grid[cell]));
  wp_search_result_clear (&result);

  explain = wp_ashes_explain (puzzle);
  g_assert_cmpstr (explain, ==, "The clue rule is nonsingular on 3×4: only the all-zero grid has all-zero clues, so "
                                "every clue grid has at most one solution.");
}

/* The seed says the signed rule is singular on 3×4 and that 8 5 8 5 /
 * -5 -8 -5 -8 / 8 5 8 5 has all-zero clues.  Under the rule as the seed
 * defines it (and writes its matrix), neither holds: that grid's clues are
 * 10 8 5 0 / -8 0 0 5 / 0 -8 -5 -16, and the rule has full rank 12. */
static void
test_seed_signed (void)
{
  static const gint64 seed_clues[12] = { -1, 3, -2, -7,  1, -3, 1, -8,  7, 4, 7, -3 };
  static const gint64 zero_claim[12] = { 8, 5, 8, 5,  -5, -8, -5, -8,  8, 5, 8, 5 };
  static const gint64 its_clues[12] = { 10, 8, 5, 0,  -8, 0, 0, 5,  0, -8, -5, -16 };
  gint64 clues[12];
  guint rank, nullity;
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree char *explain = NULL;
  WpSearchResult result;

  /* The seed's signed clue grid of its example is right. */
  wp_ashes_clues_of (WP_ASHES_SIGNED, 3, 4, seed_grid, clues);
  g_assert_cmpmem (clues, sizeof clues, seed_clues, sizeof seed_clues);

  wp_ashes_clues_of (WP_ASHES_SIGNED, 3, 4, zero_claim, clues);
  g_assert_cmpmem (clues, sizeof clues, its_clues, sizeof its_clues);

  g_assert_true (wp_ashes_rule_rank (WP_ASHES_SIGNED, 3, 4, &rank, &nullity));
  g_assert_cmpuint (rank, ==, 12);
  g_assert_cmpuint (nullity, ==, 0);
  g_assert_cmpuint (dense_rank (WP_ASHES_SIGNED, 3, 4), ==, 12);

  /* So the seed's signed clues give back its grid, and only it. */
  puzzle = puzzle_with_clues (WP_ASHES_SIGNED, 3, 4, seed_clues);
  wp_test_count (puzzle, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_true (result.exact);
  for (guint cell = 0; cell < 12; cell++)
    g_assert_cmpint (((gint *) g_ptr_array_index (result.solutions, 0))[cell], ==,
                     wp_ashes_encode ((gint) seed_grid[cell]));
  wp_search_result_clear (&result);
  explain = wp_ashes_explain (puzzle);
  g_assert_true (g_str_has_prefix (explain, "The clue rule is nonsingular on 3×4"));
}

/* The signed rule is singular on 3×3 (rank 6): a kernel grid exists and
 * the explanation names one whose clues are all zero. */
static void
test_signed_singular_3x3 (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_ashes_new (3, 3, WP_ASHES_SIGNED);
  g_autofree char *explain = wp_ashes_explain (puzzle);
  guint rank, nullity;

  g_assert_true (wp_ashes_rule_rank (WP_ASHES_SIGNED, 3, 3, &rank, &nullity));
  g_assert_cmpuint (rank, ==, 6);
  g_assert_cmpuint (nullity, ==, 3);
  g_assert_cmpuint (dense_rank (WP_ASHES_SIGNED, 3, 3), ==, 6);
  g_assert_true (g_str_has_prefix (explain, "The clue rule is singular on 3×3: the grid "));
  g_assert_true (g_str_has_suffix (explain, " has all-zero clues, so adding it to a solution keeps every clue."));
}

/* n×n sum rule: singular exactly for n = 2, 5, 8 up to 10 (nullity 3, 9,
 * 15), against a dense rank modulo another prime. */
static void
test_sum_rank (void)
{
  for (guint n = 1; n <= 10; n++)
    {
      guint rank, nullity, expected = n == 2 ? 3 : n == 5 ? 9 : n == 8 ? 15 : 0;
      g_autoptr (WpPuzzle) puzzle = wp_ashes_new (n, n, WP_ASHES_SUM);
      g_autofree char *explain = wp_ashes_explain (puzzle);

      g_assert_true (wp_ashes_rule_rank (WP_ASHES_SUM, n, n, &rank, &nullity));
      g_assert_cmpuint (nullity, ==, expected);
      g_assert_cmpuint (rank, ==, n * n - expected);
      g_assert_cmpuint (dense_rank (WP_ASHES_SUM, n, n), ==, rank);
      g_assert_true (g_str_has_prefix (explain, expected ? "The clue rule is singular" : "The clue rule is nonsingular"));
    }
}

/* --- Counting against brute force --------------------------------------------------- */

/* The grids with values @lo..@hi meeting @puzzle's clues and givens. */
static guint64
brute_count (const WpPuzzle *puzzle, gint lo, gint hi)
{
  guint n = wp_puzzle_n_cells (puzzle), span = (guint) (hi - lo + 1);
  g_autofree gint64 *values = g_new (gint64, n);
  guint64 total = 1, count = 0;

  for (guint i = 0; i < n; i++)
    total *= span;
  for (guint64 code = 0; code < total; code++)
    {
      guint64 rest = code;

      for (guint i = 0; i < n; i++)
        {
          values[i] = lo + (gint64) (rest % span);
          rest /= span;
        }
      count += meets_clues (puzzle, values);
    }
  return count;
}

/* A random small puzzle: a grid's clues, some hidden, one sometimes
 * nudged off (no grid may be left), a given or two. */
static WpPuzzle *
random_small (GRand *rand, gint lo, gint hi)
{
  guint height = (guint) g_rand_int_range (rand, 1, 3), width = (guint) g_rand_int_range (rand, 1, 4);
  WpAshesRule rule = g_rand_boolean (rand) ? WP_ASHES_SUM : WP_ASHES_SIGNED;
  WpPuzzle *puzzle = wp_ashes_new (height, width, rule);
  guint n = height * width;
  g_autofree gint64 *grid = g_new (gint64, n);
  g_autofree gint64 *clues = g_new (gint64, n);

  for (guint i = 0; i < n; i++)
    grid[i] = g_rand_int_range (rand, lo, hi + 1);
  wp_ashes_clues_of (rule, height, width, grid, clues);
  for (guint i = 0; i < n; i++)
    if (g_rand_int_range (rand, 0, 4) != 0)
      wp_ashes_set_clue (puzzle, i, clues[i] + (g_rand_int_range (rand, 0, 8) == 0 ? 1 : 0));
  if (g_rand_int_range (rand, 0, 3) == 0)
    {
      guint cell = (guint) g_rand_int_range (rand, 0, (gint) n);
      puzzle->cells[cell] = wp_ashes_encode (g_rand_int_range (rand, lo, hi + 1));
    }
  return puzzle;
}

static void
test_domain_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  static const gint ranges[][2] = { { -1, 2 }, { 0, 3 } };

  for (guint trial = 0; trial < 400; trial++)
    {
      const gint *range = ranges[trial % 2];
      g_autoptr (WpPuzzle) puzzle = random_small (rand, range[0], range[1]);
      WpSearchResult result;

      wp_ashes_set_domain (puzzle, TRUE, range[0], range[1]);
      wp_test_count (puzzle, 0, 64, &result);
      g_assert_true (result.exact);
      g_assert_cmpuint (result.count, ==, brute_count (puzzle, range[0], range[1]));
      for (guint s = 0; s < result.solutions->len; s++)
        {
          g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, s), wp_puzzle_n_cells (puzzle));
          g_assert_true (meets_clues (puzzle, plain));
        }
      wp_search_result_clear (&result);
    }
}

/* Edge cases with a domain: no clue at all (every grid), every clue known
 * and nonsingular, a clue no grid in the domain reaches. */
static void
test_domain_edges (void)
{
  g_autoptr (WpPuzzle) open = wp_ashes_new (2, 2, WP_ASHES_SUM);
  g_autoptr (WpPuzzle) high = wp_ashes_new (1, 2, WP_ASHES_SUM);
  WpSearchResult result;

  wp_ashes_set_domain (open, TRUE, -1, 1);
  wp_test_count (open, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 81);
  wp_search_result_clear (&result);

  wp_ashes_set_domain (high, TRUE, 0, 3);
  wp_ashes_set_clue (high, 0, 7);
  wp_test_count (high, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);
  wp_ashes_set_clue (high, 0, 6);
  wp_test_count (high, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 1);
  wp_search_result_clear (&result);
  /* A given outside the domain: a clash, and no grid. */
  high->cells[1] = wp_ashes_encode (5);
  {
    g_autoptr (GPtrArray) conflicts = wp_genre_ashes.find_conflicts (high);

    g_assert_cmpuint (conflicts->len, ==, 1);
    g_assert_cmpstr (((WpConflict *) g_ptr_array_index (conflicts, 0))->message, ==,
                     "r1c2 holds 5, outside the values 0 to 3");
  }
  wp_test_count (high, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);
}

/* Without a domain: 0, 1 or infinitely many, each as reasoning says. */
static void
test_no_domain_verdicts (void)
{
  /* 3×3 sum, givens 0 everywhere but r1c2, r2c1 and r2c3, clues in r1c1,
   * r1c3 and r3c2: x + y = 1, x + z = 1, y + z = 1, so x = 1/2. */
  static const guint open_cells[] = { 1, 3, 5 };
  g_autoptr (WpPuzzle) half = wp_ashes_new (3, 3, WP_ASHES_SUM);
  g_autoptr (WpPuzzle) line = wp_ashes_new (1, 2, WP_ASHES_SUM);
  g_autoptr (WpPuzzle) free_half = NULL;
  WpSearchResult result;
  gint64 fixed[2];

  for (guint cell = 0; cell < 9; cell++)
    half->cells[cell] = wp_ashes_encode (0);
  for (guint i = 0; i < G_N_ELEMENTS (open_cells); i++)
    half->cells[open_cells[i]] = WP_CELL_EMPTY;
  wp_ashes_set_clue (half, 0, 1);
  wp_ashes_set_clue (half, 2, 1);
  wp_ashes_set_clue (half, 7, 1);
  wp_test_count (half, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);

  /* The same with the sums 2: x = y = z = 1, one grid. */
  wp_ashes_set_clue (half, 0, 2);
  wp_ashes_set_clue (half, 2, 2);
  wp_ashes_set_clue (half, 7, 2);
  wp_test_count (half, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 1);
  wp_search_result_clear (&result);

  /* The same on 3×4 with one more open cell, r3c4, that no clue sees: a
   * kernel (r3c4 is free), but x = 1/2 still: no integer grid. */
  free_half = wp_ashes_new (3, 4, WP_ASHES_SUM);
  for (guint cell = 0; cell < 12; cell++)
    free_half->cells[cell] = cell == 1 || cell == 4 || cell == 6 || cell == 11 ? WP_CELL_EMPTY : wp_ashes_encode (0);
  wp_ashes_set_clue (free_half, 0, 1);
  wp_ashes_set_clue (free_half, 2, 1);
  wp_ashes_set_clue (free_half, 9, 1);
  wp_test_count (free_half, 0, 4, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 0);
  wp_search_result_clear (&result);
  /* Sums 2: x = y = z = 1 and r3c4 anything: infinitely many. */
  wp_ashes_set_clue (free_half, 0, 2);
  wp_ashes_set_clue (free_half, 2, 2);
  wp_ashes_set_clue (free_half, 9, 2);
  wp_test_count (free_half, 0, 4, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
  g_assert_cmpuint (result.solutions->len, ==, 2);
  for (guint s = 0; s < result.solutions->len; s++)
    {
      g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, s), 12);
      g_assert_true (meets_clues (free_half, plain));
    }
  wp_search_result_clear (&result);

  /* 1×2, sum rule, both clues 1: x + y = 1 twice, infinitely many. */
  wp_ashes_set_clue (line, 0, 1);
  wp_ashes_set_clue (line, 1, 1);
  wp_test_count (line, 0, 4, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
  g_assert_true (wp_count_is_many (result.count, result.count_kind));
  wp_search_result_clear (&result);
  /* Clues 1 and 2 contradict: none. */
  wp_ashes_set_clue (line, 1, 2);
  wp_test_count (line, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);
  /* A given pins it. */
  wp_ashes_set_clue (line, 1, 1);
  line->cells[0] = wp_ashes_encode (-5);
  wp_test_count (line, 0, 4, &result);
  g_assert_cmpuint (result.count, ==, 1);
  fixed[0] = -5, fixed[1] = 6;
  {
    g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, 0), 2);
    g_assert_cmpmem (plain, sizeof fixed, fixed, sizeof fixed);
  }
  wp_search_result_clear (&result);
}

/* Random small puzzles without a domain: a verdict of one grid is a grid
 * that meets the clues (and a search of the values -4..4 finds no
 * other); infinitely many keeps several that do; none is confirmed by
 * that search finding nothing.  The exact method never gives up here. */
static void
test_no_domain_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);

  for (guint trial = 0; trial < 300; trial++)
    {
      g_autoptr (WpPuzzle) puzzle = random_small (rand, -2, 2);
      g_autoptr (WpAshesSolve) solve = wp_ashes_solve (puzzle, G_MAXUINT);
      guint n = wp_puzzle_n_cells (puzzle);
      WpSearchResult result;

      g_assert_cmpint (solve->verdict, !=, WP_ASHES_UNDECIDED);
      wp_test_count (puzzle, 0, 8, &result);
      g_assert_true (result.exact);
      switch (solve->verdict)
        {
        case WP_ASHES_UNIQUE:
          g_assert_cmpuint (result.count, ==, 1);
          g_assert_true (meets_clues (puzzle, solve->solution));
          g_assert_cmpuint (brute_count (puzzle, -4, 4), <=, 1);
          break;
        case WP_ASHES_INFINITE:
          g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
          g_assert_cmpuint (result.solutions->len, >=, 2);
          for (guint s = 0; s < result.solutions->len; s++)
            {
              g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, s), n);
              g_assert_true (meets_clues (puzzle, plain));
            }
          break;
        default:
          g_assert_cmpuint (result.count, ==, 0);
          g_assert_cmpuint (brute_count (puzzle, -4, 4), ==, 0);
          break;
        }
      wp_search_result_clear (&result);
    }
}

/* Dixon's lifting (used when the particular solution is too large to
 * rebuild) against the rebuilding, on the same random puzzles and on the
 * fractional 3×3 case: the same verdict whenever lifting decides, and it
 * decides every case whose rule is nonsingular on the unknowns. */
static void
test_lifting_agrees (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (99);
  guint decided = 0;

  for (guint trial = 0; trial < 400; trial++)
    {
      g_autoptr (WpPuzzle) puzzle = random_small (rand, -3, 3);
      g_autoptr (WpAshesSolve) rebuilt = wp_ashes_solve (puzzle, G_MAXUINT);
      g_autoptr (WpAshesSolve) lifted = NULL;

      wp_ashes_linear_set_lifting_only (TRUE);
      lifted = wp_ashes_solve (puzzle, G_MAXUINT);
      wp_ashes_linear_set_lifting_only (FALSE);
      if (rebuilt->rank == rebuilt->n_unknowns)
        g_assert_cmpint (lifted->verdict, !=, WP_ASHES_UNDECIDED);
      if (lifted->verdict == WP_ASHES_UNDECIDED)
        continue;
      decided++;
      g_assert_cmpint (lifted->verdict, ==, rebuilt->verdict);
    }
  g_assert_cmpuint (decided, >, 300);

  {
    g_autoptr (WpPuzzle) half = wp_ashes_new (3, 3, WP_ASHES_SUM);
    g_autoptr (WpAshesSolve) solve = NULL;

    for (guint cell = 0; cell < 9; cell++)
      half->cells[cell] = cell == 1 || cell == 3 || cell == 5 ? WP_CELL_EMPTY : wp_ashes_encode (0);
    wp_ashes_set_clue (half, 0, 1);
    wp_ashes_set_clue (half, 2, 1);
    wp_ashes_set_clue (half, 7, 1);
    wp_ashes_linear_set_lifting_only (TRUE);
    solve = wp_ashes_solve (half, G_MAXUINT);
    g_assert_cmpint (solve->verdict, ==, WP_ASHES_NO_SOLUTION);
    g_clear_pointer (&solve, wp_ashes_solve_free);
    wp_ashes_set_clue (half, 0, 2);
    wp_ashes_set_clue (half, 2, 2);
    wp_ashes_set_clue (half, 7, 2);
    solve = wp_ashes_solve (half, G_MAXUINT);
    g_assert_cmpint (solve->verdict, ==, WP_ASHES_UNIQUE);
    wp_ashes_linear_set_lifting_only (FALSE);
  }
}

/* --- 60×60 ----------------------------------------------------------------------------- */

static void
check_large (WpAshesRule rule, guint32 seed)
{
  const guint size = WP_ASHES_MAX_SIZE, n = size * size;
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autofree gint64 *grid = g_new (gint64, n);
  g_autofree gint64 *clues = g_new (gint64, n);
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpAshesSolve) solve = NULL;
  guint rank, nullity;
  WpSearchResult result;

  for (guint i = 0; i < n; i++)
    grid[i] = g_rand_int_range (rand, -100000000, 100000001);
  wp_ashes_clues_of (rule, size, size, grid, clues);
  puzzle = puzzle_with_clues (rule, size, size, clues);
  g_assert_true (wp_ashes_rule_rank (rule, size, size, &rank, &nullity));
  wp_test_count (puzzle, 0, 2, &result);
  g_assert_true (result.exact);
  if (nullity == 0)
    {
      g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, 0), n);

      g_assert_cmpuint (result.count, ==, 1);
      g_assert_cmpmem (plain, sizeof (gint64) * n, grid, sizeof (gint64) * n);
    }
  else
    {
      g_autoptr (WpAshesSolve) full = wp_ashes_solve (puzzle, 4);

      /* The particular solution may pass the range a cell can show (its
       * free cells at 0, the others large): it is checked exactly here. */
      g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
      g_assert_cmpint (full->verdict, ==, WP_ASHES_INFINITE);
      g_assert_true (meets_clues (puzzle, full->solution));
      g_assert_cmpuint (full->rank, ==, rank);
      for (guint s = 0; s < result.solutions->len; s++)
        {
          g_autofree gint64 *plain = decoded (g_ptr_array_index (result.solutions, s), n);
          g_assert_true (meets_clues (puzzle, plain));
        }
    }
  wp_search_result_clear (&result);

  /* One clue off by one: a nonsingular rule still has one rational
   * solution, whole or not; whatever the verdict, a grid shown meets the
   * clues. */
  wp_ashes_set_clue (puzzle, n / 2 + 7, clues[n / 2 + 7] + 1);
  solve = wp_ashes_solve (puzzle, 2);
  g_assert_cmpint (solve->verdict, !=, WP_ASHES_UNDECIDED);
  if (solve->solution)
    g_assert_true (meets_clues (puzzle, solve->solution));
}

static void
test_large_sum (void)
{
  guint rank, nullity;

  /* det T_60 = 1 (the path's determinants run 1, 0, -1, -1, 0, 1, …), so
   * the 60×60 sum rule is nonsingular and unimodular. */
  g_assert_true (wp_ashes_rule_rank (WP_ASHES_SUM, 60, 60, &rank, &nullity));
  g_assert_cmpuint (nullity, ==, 0);
  check_large (WP_ASHES_SUM, 1);
  /* 59 = 2 mod 3: singular, nullity 59 + 59 - 1. */
  g_assert_true (wp_ashes_rule_rank (WP_ASHES_SUM, 59, 59, &rank, &nullity));
  g_assert_cmpuint (nullity, ==, 117);
}

/* A quarter of the clues of 30×30 and 60×60 grids hidden, no domain: the
 * particular rational solution (free cells at 0) is far too large to
 * rebuild from one residue, so Dixon's lifting decides (every kernel
 * vector is whole there).  For the sum rule the truth is known apart:
 * T_30 and T_60 have determinant 1, so without givens every clue grid,
 * even one clue nudged off, has integer solutions, infinitely many with
 * clues hidden.  A planted grid with one of its values given keeps
 * infinitely many. */
static void
test_large_hidden (void)
{
  for (guint rule = 0; rule < 2; rule++)
    for (guint size = 30; size <= 60; size += 30)
      {
        g_autoptr (GRand) rand = g_rand_new_with_seed (size + rule);
        guint n = size * size, nudged = G_MAXUINT;
        g_autofree gint64 *grid = g_new (gint64, n);
        g_autofree gint64 *clues = g_new (gint64, n);
        g_autoptr (WpPuzzle) puzzle = wp_ashes_new (size, size, (WpAshesRule) rule);
        WpSearchResult result;

        for (guint i = 0; i < n; i++)
          grid[i] = g_rand_int_range (rand, -100000000, 100000001);
        wp_ashes_clues_of ((WpAshesRule) rule, size, size, grid, clues);
        for (guint i = 0; i < n; i++)
          if (g_rand_int_range (rand, 0, 4) != 0)
            {
              wp_ashes_set_clue (puzzle, i, clues[i]);
              nudged = i;
            }
        wp_test_count (puzzle, 0, 2, &result);
        g_assert_true (result.exact);
        g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
        wp_search_result_clear (&result);

        if (rule == WP_ASHES_SUM)
          {
            g_autoptr (WpPuzzle) off = wp_puzzle_copy (puzzle);
            g_autoptr (WpAshesSolve) solve = NULL;

            wp_ashes_set_clue (off, nudged, clues[nudged] + 1);
            solve = wp_ashes_solve (off, 4);
            g_assert_cmpint (solve->verdict, ==, WP_ASHES_INFINITE);
            g_assert_nonnull (solve->kernel);   /* decided by the elimination */
          }

        puzzle->cells[n / 2] = wp_ashes_encode ((gint) grid[n / 2]);
        wp_test_count (puzzle, 0, 2, &result);
        g_assert_true (result.exact);
        g_assert_cmpint (result.count_kind, ==, WP_COUNT_INFINITE);
        wp_search_result_clear (&result);
      }
}

static void
test_large_signed (void)
{
  check_large (WP_ASHES_SIGNED, 2);
}

/* --- Analysis ---------------------------------------------------------------------------- */

static void
test_analysis_kernel (void)
{
  /* 2×2, sum rule, every clue 4: x0+x1+x2+x3 = 4, a kernel of three. */
  static const gint64 fours[4] = { 4, 4, 4, 4 };
  g_autoptr (WpPuzzle) puzzle = puzzle_with_clues (WP_ASHES_SUM, 2, 2, fours);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, NULL, search, NULL);

  g_assert_nonnull (analysis);
  g_assert_true (analysis->exact);
  g_assert_cmpint (analysis->count_kind, ==, WP_COUNT_INFINITE);
  g_assert_cmpuint (analysis->patterns->len, ==, 3);
  for (guint i = 0; i < analysis->patterns->len; i++)
    {
      WpPattern *pattern = g_ptr_array_index (analysis->patterns, i);

      g_assert_cmpstr (pattern->kind, ==, "zero-sum pattern");
      g_assert_cmpstr (pattern->where, ==, "adding this pattern keeps every clue");
      g_assert_cmpuint (pattern->cells->len, ==, 2);
    }
  g_assert_cmpuint (analysis->solutions->len, ==, 4);
  for (guint s = 0; s < analysis->solutions->len; s++)
    {
      g_autofree gint64 *plain = decoded (g_ptr_array_index (analysis->solutions, s), 4);
      g_assert_true (meets_clues (puzzle, plain));
    }
  g_assert_cmpuint (analysis->closest_distance, ==, 2);
  g_assert_false (analysis->closest_proved);
  g_assert_nonnull (analysis->suggestions);
}

static void
test_analysis_unique_and_domain (void)
{
  gint64 clues[12];
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpAnalysis) analysis = NULL;
  g_autoptr (WpAnalysis) domain = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();

  wp_ashes_clues_of (WP_ASHES_SUM, 3, 4, seed_grid, clues);
  puzzle = puzzle_with_clues (WP_ASHES_SUM, 3, 4, clues);
  analysis = wp_analyse (puzzle, NULL, search, NULL);
  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 11, wp_ashes_encode (9)), ==, 1);
  /* 12 clues on 12 unknowns of a nonsingular rule: none can go. */
  g_assert_nonnull (analysis->removable);
  g_assert_cmpuint (analysis->removable->len, ==, 0);

  /* 2×2, every clue 4, values 0..3: the 31 ways to write 4 as four
   * parts of at most 3, enumerated. */
  {
    static const gint64 fours[4] = { 4, 4, 4, 4 };
    g_autoptr (WpPuzzle) small = puzzle_with_clues (WP_ASHES_SUM, 2, 2, fours);

    wp_ashes_set_domain (small, TRUE, 0, 3);
    domain = wp_analyse (small, NULL, search, NULL);
    g_assert_true (domain->exact);
    g_assert_cmpuint (domain->count, ==, 31);
    g_assert_cmpuint (brute_count (small, 0, 3), ==, 31);
    g_assert_cmpuint (domain->solutions->len, ==, 31);
    g_assert_cmpuint (domain->patterns->len, >=, 1);
    g_assert_cmpstr (((WpPattern *) g_ptr_array_index (domain->patterns, 0))->kind, ==, "zero-sum pattern");
    /* Every value 0..3 occurs in r1c1 (4 = 0+1+… up to 3+1+0+0). */
    for (gint v = 0; v <= 3; v++)
      g_assert_cmpuint (wp_analysis_value_count (domain, 0, wp_ashes_encode (v)), >, 0);
  }
}

/* --- Grader --------------------------------------------------------------------------------- */

/* The path's placements, replayed, give the one solution. */
static void
assert_path_solves (const WpPuzzle *puzzle, const WpGrade *grade, const gint64 *solution)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint64 *values = g_new0 (gint64, n);
  g_autofree guint8 *placed = g_new0 (guint8, n);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        values[cell] = wp_ashes_decode (puzzle->cells[cell]);
        placed[cell] = 1;
      }
  for (guint i = 0; i < grade->steps->len; i++)
    {
      const WpGradeStep *step = g_ptr_array_index (grade->steps, i);

      for (guint j = 0; j < step->placed->len; j++)
        {
          const WpCellValue *value = &g_array_index (step->placed, WpCellValue, j);

          g_assert_false (placed[value->cell]);
          placed[value->cell] = 1;
          values[value->cell] = wp_ashes_decode (value->value);
        }
    }
  for (guint cell = 0; cell < n; cell++)
    {
      g_assert_true (placed[cell]);
      g_assert_cmpint (values[cell], ==, solution[cell]);
    }
}

/* Three levels: a given starts a chain of clues with one unknown left
 * each; the seed's full clue grid has none (elimination); two equal
 * clues settle a grid only inside a range. */
static void
test_grade (void)
{
  static const gint64 row[3] = { 1, 2, 3 };
  gint64 clues[12];
  g_autoptr (WpPuzzle) chain = NULL;
  g_autoptr (WpPuzzle) seed = NULL;
  g_autoptr (WpPuzzle) ranged = NULL;
  g_autoptr (WpGrade) by_clues = NULL;
  g_autoptr (WpGrade) together = NULL;
  g_autoptr (WpGrade) range = NULL;
  const WpGradeStep *step;

  /* 1×3 sum, solution 1 2 3: clues 3 6 5; r1c1 given. */
  wp_ashes_clues_of (WP_ASHES_SUM, 1, 3, row, clues);
  chain = puzzle_with_clues (WP_ASHES_SUM, 1, 3, clues);
  chain->cells[0] = wp_ashes_encode (1);
  by_clues = wp_test_grade (chain, "ashes");
  g_assert_cmpstr (by_clues->level->id, ==, "clue-by-clue");
  g_assert_cmpuint (by_clues->steps->len, ==, 2);
  step = g_ptr_array_index (by_clues->steps, 0);
  g_assert_cmpstr (step->text, ==, "r1c2 = 2: the clue 3 at r1c1 has no other cell left unknown");
  step = g_ptr_array_index (by_clues->steps, 1);
  g_assert_cmpstr (step->text, ==, "r1c3 = 3: the clue 6 at r1c2 has no other cell left unknown");
  assert_path_solves (chain, by_clues, row);

  wp_ashes_clues_of (WP_ASHES_SUM, 3, 4, seed_grid, clues);
  seed = puzzle_with_clues (WP_ASHES_SUM, 3, 4, clues);
  together = wp_test_grade (seed, "ashes");
  g_assert_cmpstr (together->level->id, ==, "elimination");
  g_assert_cmpuint (together->steps->len, ==, 1);
  step = g_ptr_array_index (together->steps, 0);
  g_assert_cmpuint (step->placed->len, ==, 12);
  assert_path_solves (seed, together, seed_grid);

  /* 1×2 sum, clues 0 0: x + y = 0 has infinitely many integer
   * solutions, one of them (0, 0) inside 0..9. */
  {
    static const gint64 zeros[2] = { 0, 0 };

    ranged = puzzle_with_clues (WP_ASHES_SUM, 1, 2, zeros);
    wp_ashes_set_domain (ranged, TRUE, 0, 9);
    range = wp_test_grade (ranged, "ashes");
    g_assert_cmpstr (range->level->id, ==, "range");
    step = g_ptr_array_index (range->steps, 0);
    g_assert_cmpstr (step->text, ==, "The clues leave 2 cells free to move in a whole family of grids; "
                                     "only one of them keeps every value within 0…9");
    assert_path_solves (ranged, range, zeros);
  }
}

/* --- Generator -------------------------------------------------------------------------- */

static void
test_generate (void)
{
  g_autoptr (WpSearch) search = wp_search_new ();

  for (guint size = 4; size <= 5; size++)
    {
      g_autoptr (WpPuzzle) shape = wp_ashes_new (size, size, WP_ASHES_SUM);
      WpGenerateOptions options;
      g_autoptr (GError) error = NULL;
      WpGenerated *generated;
      WpSearchResult result;

      wp_generate_options_init (&options);
      options.seed = 11;
      generated = wp_generate (shape, &options, FALSE, search, &error);
      g_assert_no_error (error);
      wp_test_count (generated->puzzle, 0, 2, &result);
      g_assert_cmpuint (result.count, ==, 1);
      g_assert_true (result.exact);
      wp_search_result_clear (&result);
      wp_generated_free (generated);
    }
}

/* --- The .ashes notation ------------------------------------------------------------------ */

static const char seed_text[] =
  "# the seed's example\n"
  "rule sum\n"
  "10 17 15 10\n"
  "15 26 ? 23\n"
  "11 16 20 15\n";

static void
test_text_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (seed_text);
  WpFormat format = { &wp_ashes_text_format };
  WpFormat sniffed = { NULL };
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_autofree char *written = NULL;
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GError) error = NULL;
  gint64 clue;

  g_assert_true (puzzle->genre == &wp_genre_ashes);
  g_assert_false (wp_ashes_get_clue (puzzle, 6, NULL));
  g_assert_true (wp_ashes_get_clue (puzzle, 7, &clue));
  g_assert_cmpint (clue, ==, 23);

  puzzle->cells[0] = wp_ashes_encode (-3);
  wp_ashes_set_domain (puzzle, TRUE, -3, 9);
  wp_ashes_set_rule (puzzle, WP_ASHES_SIGNED);
  g_ptr_array_add (list, puzzle);
  g_ptr_array_add (list, puzzle);
  written = wp_serialize (list, &format, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==,
                   "rule signed\ndomain -3 9\n10 17 15 10\n15 26 ? 23\n11 16 20 15\ngivens\n-3 . . .\n. . . .\n. . . .\n"
                   "\nrule signed\ndomain -3 9\n10 17 15 10\n15 26 ? 23\n11 16 20 15\ngivens\n-3 . . .\n. . . .\n. . . .\n");
  again = wp_load_data (written, NULL, &sniffed, &error);
  g_assert_no_error (error);
  g_assert_true (sniffed.text == &wp_ashes_text_format);
  g_assert_cmpuint (again->len, ==, 2);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 1), puzzle));
}

static void
test_text_errors (void)
{
  const WpTextFormat *f = &wp_ashes_text_format;
  GString *wide = g_string_new ("rule sum\n");

  wp_test_assert_load_error ("rule sum\n1 2 x\n", f, "2:5: “x” is not a clue (a whole number from -4831838199 to "
                                                     "4831838199) or “?”");
  wp_test_assert_load_error ("1 2 3\n4 5\n", f, "2: this row has 2 cells, but the first row has 3");
  wp_test_assert_load_error ("rule product\n1\n", f, "1:6: expected “rule sum” or “rule signed”");
  wp_test_assert_load_error ("rules sum\n1\n", f, "1:1: “rules” is not a clue (a whole number from -4831838199 to "
                                                  "4831838199) or “?”");
  wp_test_assert_load_error ("colour red\n1\n", f, "1:1: “colour” is not a clue (a whole number from -4831838199 "
                                                   "to 4831838199) or “?”");
  wp_test_assert_load_error ("domain 3 1\n1\n", f, "1:8: the domain 3 to 1 is empty");
  wp_test_assert_load_error ("domain 0 64\n1\n", f, "1:8: the domain 0 to 64 has more than 64 values");
  wp_test_assert_load_error ("domain 0\n1\n", f, "1:1: expected “domain LO HI”");
  wp_test_assert_load_error ("1\nrule sum\n", f, "2:1: “rule” must come before the rows of the puzzle");
  wp_test_assert_load_error ("1 2\n3 4\ngivens\n1 .\n", f, "4: 1 rows of givens for 2 rows of clues");
  wp_test_assert_load_error ("givens\n1\n", f, "1:1: “givens” follows the rows of clues");
  wp_test_assert_load_error ("1\ngivens\n2\ngivens\n", f, "4:1: “givens” comes once per puzzle");
  wp_test_assert_load_error ("1\ngivens 3\n2\n", f, "2:8: “givens” takes nothing after it");
  wp_test_assert_load_error ("1\ngivens\nz\n", f, "3:1: “z” is not a given (a whole number from -536870911 to "
                                                 "536870911) or “.”");
  for (guint c = 0; c < 61; c++)
    g_string_append (wide, c ? " 0" : "0");
  wp_test_assert_load_error (wide->str, f, "2:121: a row holds at most 60 cells");
  g_string_assign (wide, "rule sum\n");
  for (guint r = 0; r < 61; r++)
    g_string_append (wide, "0\n");
  wp_test_assert_load_error (wide->str, f, "62: a puzzle holds at most 60 rows");
  g_string_free (wide, TRUE);
}

/* "rule" marks the format; a Sudoku line or a bare grid is not claimed. */
static void
test_text_sniff (void)
{
  g_assert_cmpint (wp_ashes_text_format.sniff ("# c\nrule signed\n1 2\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_ashes_text_format.sniff ("domain 0 3\n1\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_ashes_text_format.sniff ("530070000600195000098000060800060003400803001700020006060000280000419005000080079\n"),
                   ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_ashes_text_format.sniff ("1 2 3\n"), ==, WP_SNIFF_NO);
}

/* --- Native file ------------------------------------------------------------------------ */

static void
test_native_round_trip (void)
{
  static const char json[] =
    "{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"ashes\", \"rule\": \"signed\", "
    "\"clues\": [[-1, 3, null, -7], [1, -3, 1, -8], [7, 4, 7, -3]], \"domain\": [-2, 9], "
    "\"givens\": [[1, null, null, null], [null, null, null, null], [null, null, -2, null]]}";
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (json);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_autofree char *saved = NULL;
  g_autoptr (WpPuzzle) again = NULL;
  gint lo, hi;

  g_assert_cmpint (wp_ashes_get_rule (puzzle), ==, WP_ASHES_SIGNED);
  g_assert_true (wp_ashes_get_domain (puzzle, &lo, &hi));
  g_assert_cmpint (lo, ==, -2);
  g_assert_cmpint (hi, ==, 9);
  g_assert_false (wp_ashes_get_clue (puzzle, 2, NULL));
  g_assert_cmpint (wp_ashes_decode (puzzle->cells[10]), ==, -2);
  g_ptr_array_add (list, puzzle);
  saved = wp_native_serialize (list, FALSE);
  g_assert_nonnull (strstr (saved, "\"clues\":[[-1,3,null,-7],[1,-3,1,-8],[7,4,7,-3]]"));
  g_assert_nonnull (strstr (saved, "\"givens\":[[1,null,null,null],[null,null,null,null],[null,null,-2,null]]"));
  again = wp_test_load_one (saved);
  g_assert_true (wp_puzzle_equal (again, puzzle));

  wp_test_assert_load_error ("{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"ashes\", "
                             "\"clues\": [[1, 2], [3, 1.5]]}", NULL,
                             "clues[1][1]: expected null or a whole number from -4831838199 to 4831838199");
  wp_test_assert_load_error ("{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"ashes\", "
                             "\"clues\": [[1, 2], [3]]}", NULL, "clues[1]: expected a list of 2 numbers or null");
  wp_test_assert_load_error ("{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"ashes\", "
                             "\"clues\": [[1]], \"rule\": \"odd\"}", NULL, "rule: expected \"sum\" or \"signed\"");
  wp_test_assert_load_error ("{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"ashes\", "
                             "\"clues\": [[1]], \"domain\": [5, 1]}", NULL,
                             "domain: expected [LO, HI], at most 64 values within ±536870911");
}

/* --- Clues inside the cells ---------------------------------------------------------------- */

static void
test_cell_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_ashes_new (3, 4, WP_ASHES_SUM);
  const WpCellClueHooks *hooks = wp_genre_ashes.cell_clues;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gint stored[12];
  gint64 clue;

  g_assert_cmpint (hooks->style (puzzle, 5), ==, WP_CELL_CLUE_NONE);
  g_assert_null (hooks->text (puzzle, 5));
  g_assert_true (hooks->set (puzzle, 5, " -3 ", &error));
  g_assert_cmpint (hooks->style (puzzle, 5), ==, WP_CELL_CLUE_TEXT);
  text = hooks->text (puzzle, 5);
  g_assert_cmpstr (text, ==, "-3");
  g_assert_false (hooks->set (puzzle, 6, "4x", &error));
  g_assert_cmpstr (error->message, ==, "r2c3: a clue must be a whole number from -4831838199 to 4831838199");
  g_assert_false (wp_ashes_get_clue (puzzle, 6, NULL));
  g_assert_true (hooks->set (puzzle, 5, "?", NULL));
  g_assert_false (wp_ashes_get_clue (puzzle, 5, NULL));

  for (guint i = 0; i < 12; i++)
    stored[i] = wp_ashes_encode ((gint) seed_grid[i]);
  hooks->derive (puzzle, stored);
  g_assert_true (wp_ashes_get_clue (puzzle, 6, &clue));
  g_assert_cmpint (clue, ==, 31);

  /* Values: biased in the cells, plain in words. */
  text = (g_free (text), wp_genre_ashes.format_value (puzzle, wp_ashes_encode (-17)));
  g_assert_cmpstr (text, ==, "-17");
  g_assert_cmpint (wp_genre_ashes.value_for_char (puzzle, '7'), ==, wp_ashes_encode (7));
  g_assert_cmpint (wp_genre_ashes.value_for_char (puzzle, ' '), ==, WP_CELL_EMPTY);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ashes/seed/sum", test_seed_sum);
  g_test_add_func ("/ashes/seed/signed", test_seed_signed);
  g_test_add_func ("/ashes/rank/signed-3x3", test_signed_singular_3x3);
  g_test_add_func ("/ashes/rank/sum-1-to-10", test_sum_rank);
  g_test_add_func ("/ashes/count/domain-brute-force", test_domain_brute_force);
  g_test_add_func ("/ashes/count/domain-edges", test_domain_edges);
  g_test_add_func ("/ashes/count/no-domain-verdicts", test_no_domain_verdicts);
  g_test_add_func ("/ashes/count/no-domain-random", test_no_domain_random);
  g_test_add_func ("/ashes/count/lifting-agrees", test_lifting_agrees);
  g_test_add_func ("/ashes/large/sum", test_large_sum);
  g_test_add_func ("/ashes/large/signed", test_large_signed);
  g_test_add_func ("/ashes/large/hidden", test_large_hidden);
  g_test_add_func ("/ashes/analysis/kernel", test_analysis_kernel);
  g_test_add_func ("/ashes/analysis/unique-and-domain", test_analysis_unique_and_domain);
  g_test_add_func ("/ashes/grade", test_grade);
  g_test_add_func ("/ashes/generate", test_generate);
  g_test_add_func ("/ashes/text/round-trip", test_text_round_trip);
  g_test_add_func ("/ashes/text/errors", test_text_errors);
  g_test_add_func ("/ashes/text/sniff", test_text_sniff);
  g_test_add_func ("/ashes/native/round-trip", test_native_round_trip);
  g_test_add_func ("/ashes/cell-clues", test_cell_clues);
  return g_test_run ();
}
