/* test-mines.c — Minesweeper clue puzzles: exact counts against brute
 * force, free cells by binomials, counts past 64 bits, clashes named, the
 * analysis (true candidates, 50/50s), the .mines notation and the native
 * file */
#include "wp-test-utils.h"
#include "genres/mines/mines-private.h"
#include "core/wp-clue.h"
#include "core/wp-grade.h"

#include <string.h>

static WpPuzzle *
parse_one (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_mines_text_format.parse (text, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

static WpAnalysis *
analyse (const WpPuzzle *puzzle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();
  WpAnalysisOptions options = { .cap = 10000, .max_suggestions = 3 };
  WpAnalysis *analysis = wp_analyse (puzzle, &options, search, &error);

  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  return analysis;
}


static void
count (const WpPuzzle *puzzle, guint64 cap, guint keep, WpSearchResult *result)
{
  wp_test_count (puzzle, cap, keep, result);
}

/* --- Brute force ------------------------------------------------------------------ */

/* Whether @layout (1 mine) agrees with every number, given and total. */
static gboolean
layout_fits (const WpPuzzle *puzzle, const gint *layout)
{
  guint n = wp_puzzle_n_cells (puzzle), mines = 0;

  for (guint cell = 0; cell < n; cell++)
    {
      gint number = wp_mines_get_number (puzzle, cell);

      mines += layout[cell];
      if (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != layout[cell])
        return FALSE;
      if (number != WP_MINES_HIDDEN && (layout[cell] || (gint) wp_mines_number_of (puzzle, layout, cell) != number))
        return FALSE;
    }
  return wp_mines_get_total (puzzle) == WP_MINES_NO_TOTAL || (gint) mines == wp_mines_get_total (puzzle);
}

/* Every layout of every cell, counted one by one, with per-cell mines. */
static guint64
brute_force (const WpPuzzle *puzzle, guint64 *mines_at)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint *layout = g_new0 (gint, n);
  guint64 found = 0;

  g_assert_cmpuint (n, <=, 20);
  memset (mines_at, 0, sizeof (guint64) * n);
  for (guint64 bits = 0; bits < (G_GUINT64_CONSTANT (1) << n); bits++)
    {
      for (guint cell = 0; cell < n; cell++)
        layout[cell] = (gint) ((bits >> cell) & 1);
      if (!layout_fits (puzzle, layout))
        continue;
      found++;
      for (guint cell = 0; cell < n; cell++)
        mines_at[cell] += (guint64) layout[cell];
    }
  return found;
}

/* A random board of at most 20 cells: a random layout, some of its safe
 * cells revealed (now and then a number off by one, so some boards have
 * no layout), some givens, a total half the time. */
static WpPuzzle *
random_board (GRand *rand)
{
  guint w = (guint) g_rand_int_range (rand, 2, 6), h = (guint) g_rand_int_range (rand, 2, 21 / w + 1);
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (w, MIN (h, 20 / w));
  guint n = wp_puzzle_n_cells (puzzle), mines = 0;
  g_autofree gint *layout = g_new0 (gint, n);
  gint density = g_rand_int_range (rand, 10, 50);

  for (guint cell = 0; cell < n; cell++)
    {
      layout[cell] = g_rand_int_range (rand, 0, 100) < density;
      mines += (guint) layout[cell];
    }
  for (guint cell = 0; cell < n; cell++)
    {
      gint roll = g_rand_int_range (rand, 0, 100);

      if (!layout[cell] && roll < 40)
        {
          gint number = (gint) wp_mines_number_of (puzzle, layout, cell);

          if (g_rand_int_range (rand, 0, 100) < 5)
            number = CLAMP (number + (g_rand_boolean (rand) ? 1 : -1), 0, 8);
          wp_mines_set_number (puzzle, cell, number);
        }
      else if (roll < 48)
        puzzle->cells[cell] = layout[cell];
    }
  if (g_rand_boolean (rand))
    wp_mines_set_total (puzzle, (gint) mines + (g_rand_int_range (rand, 0, 10) == 0 ? 1 : 0));
  return g_steal_pointer (&puzzle);
}

static void
test_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20);
  guint zero = 0, with_total = 0, many = 0, unique = 0;

  for (guint i = 0; i < 400; i++)
    {
      g_autoptr (WpPuzzle) puzzle = random_board (rand);
      guint n = wp_puzzle_n_cells (puzzle);
      g_autofree guint64 *mines_at = g_new (guint64, n);
      guint64 expected = brute_force (puzzle, mines_at);
      g_autoptr (WpAnalysis) analysis = NULL;
      WpSearchResult result;

      zero += expected == 0;
      many += expected >= 2;
      with_total += wp_mines_get_total (puzzle) != WP_MINES_NO_TOTAL;
      /* The backend, uncapped, with its listed layouts. */
      count (puzzle, 0, 100, &result);
      g_assert_true (result.exact);
      g_assert_cmpint (result.count_kind, ==, WP_COUNT_ENUMERATED);
      g_assert_cmpuint (result.count, ==, expected);
      g_assert_cmpuint (result.solutions->len, ==, MIN (expected, 100));
      for (guint s = 0; s < result.solutions->len; s++)
        {
          g_assert_true (layout_fits (puzzle, g_ptr_array_index (result.solutions, s)));
          if (s > 0)
            g_assert_false (memcmp (g_ptr_array_index (result.solutions, s - 1),
                                    g_ptr_array_index (result.solutions, s), sizeof (gint) * n) == 0);
        }
      wp_search_result_clear (&result);
      /* The grader's rules are sound: what they settle on a unique board
       * is the layout, and below "cases" they settle every cell. */
      if (expected == 1)
        {
          g_autofree gint *solved = g_new (gint, n);
          guint level = wp_mines_grade_level (puzzle, NULL, solved);

          for (guint cell = 0; cell < n; cell++)
            {
              g_assert_true (solved[cell] == -1 || (guint64) solved[cell] == mines_at[cell]);
              g_assert_true (level == 3 || solved[cell] != -1);
            }
          unique++;
        }
      /* Counting to 2, as the studio does. */
      count (puzzle, 2, 2, &result);
      g_assert_cmpuint (result.count, ==, MIN (expected, 2));
      g_assert_true (result.exact == (expected < 2));
      wp_search_result_clear (&result);
      /* Keeping one layout past the cap: the groups' first layouts put
       * together, or (where the total rules that out) the walk's. */
      count (puzzle, 2, 1, &result);
      g_assert_cmpuint (result.count, ==, MIN (expected, 2));
      g_assert_cmpuint (result.solutions->len, ==, MIN (expected, 1));
      if (expected > 0)
        g_assert_true (layout_fits (puzzle, g_ptr_array_index (result.solutions, 0)));
      wp_search_result_clear (&result);
      /* The true candidates: how many layouts put a mine in each cell. */
      analysis = analyse (puzzle);
      g_assert_nonnull (analysis);
      g_assert_cmpuint (analysis->count, ==, expected);
      for (guint cell = 0; cell < n && expected > 0; cell++)
        {
          g_assert_cmpuint (wp_analysis_value_count (analysis, cell, 1), ==, mines_at[cell]);
          g_assert_cmpuint (wp_analysis_value_count (analysis, cell, 0), ==, expected - mines_at[cell]);
        }
    }
  /* The boards cover every case. */
  g_assert_cmpuint (zero, >, 20);
  g_assert_cmpuint (many, >, 100);
  g_assert_cmpuint (with_total, >, 100);
  g_assert_cmpuint (unique, >, 20);
}

/* --- Bands: parts that come back ------------------------------------------------------------ */

/* A W×3 band: the middle row revealed, the rows above and below unknown.
 * Each number sees its own column and the two beside it, so the layouts
 * follow column by column: dp[t][a][b] counts the columns so far with t
 * mines, a and b the last two columns (bit 0 above, bit 1 below).
 * @fixed (W × 3, -1 open) pins cells; the count with @total mines. */
static guint64
band_by_columns (const WpPuzzle *puzzle, const gint *fixed, gint total)
{
  guint w = puzzle->width, top = 2 * w + 1;
  g_autofree guint64 *dp = g_new0 (guint64, (gsize) top * 16);
  g_autofree guint64 *next = g_new0 (guint64, (gsize) top * 16);
  guint64 count = 0;

#define AT(t, a, b) ((gsize) (t) * 16 + (a) * 4 + (b))
  /* Before column 0, two empty columns. */
  dp[AT (0, 0, 0)] = 1;
  for (guint x = 0; x <= w; x++)
    {
      memset (next, 0, sizeof (guint64) * top * 16);
      for (guint t = 0; t < top; t++)
        for (guint a = 0; a < 4; a++)
          for (guint b = 0; b < 4; b++)
            {
              guint64 here = dp[AT (t, a, b)];

              if (here == 0)
                continue;
              for (guint c = 0; c < (x < w ? 4u : 1u); c++)
                {
                  guint mines = (c & 1) + (c >> 1);

                  if (x < w && ((fixed[x] >= 0 && fixed[x] != (gint) (c & 1)) ||
                                (fixed[2 * w + x] >= 0 && fixed[2 * w + x] != (gint) (c >> 1))))
                    continue;
                  /* Column x - 1's number sees columns x - 2, x - 1 and x. */
                  if (x > 0 && (guint) wp_mines_get_number (puzzle, w + x - 1) !=
                                 (a & 1) + (a >> 1) + (b & 1) + (b >> 1) + mines)
                    continue;
                  next[AT (t + mines, b, c)] += here;
                }
            }
      memcpy (dp, next, sizeof (guint64) * top * 16);
    }
  for (guint a = 0; a < 4; a++)
    for (guint b = 0; b < 4; b++)
      count += dp[AT (total, a, b)];
#undef AT
  return count;
}

/* One band of @w columns, mines above and below with chance @density in
 * 100, now and then a cell given: count and per-cell mines agree with the
 * columns' count; the steps taken in *@nodes. */
static void
assert_band (GRand *rand, guint w, gint density, guint64 *nodes)
{
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (w, 3);
  g_autofree gint *layout = g_new0 (gint, 3 * w);
  g_autofree gint *fixed = g_new (gint, 3 * w);
  WpMinesTally tally;
  gint mines = 0;
  guint64 expected;

  for (guint cell = 0; cell < 3 * w; cell++)
    fixed[cell] = -1;
  for (guint x = 0; x < w; x++)
    for (guint row = 0; row < 3; row += 2)
      {
        guint cell = row * w + x;

        layout[cell] = g_rand_int_range (rand, 0, 100) < density;
        mines += layout[cell];
        if (g_rand_int_range (rand, 0, 100) < 5)
          puzzle->cells[cell] = fixed[cell] = layout[cell];
      }
  for (guint x = 0; x < w; x++)
    wp_mines_set_number (puzzle, w + x, (gint) wp_mines_number_of (puzzle, layout, w + x));
  wp_mines_set_total (puzzle, mines);
  expected = band_by_columns (puzzle, fixed, mines);
  g_assert_cmpuint (expected, >=, 1);

  g_assert_true (wp_mines_tally (puzzle, TRUE, NULL, NULL, &tally));
  g_assert_true (tally.count == expected);
  for (guint cell = 0; cell < 3 * w; cell++)
    {
      guint64 with_mine = 0;

      if (cell / w != 1 && fixed[cell] < 0)
        {
          fixed[cell] = 1;
          with_mine = band_by_columns (puzzle, fixed, mines);
          fixed[cell] = -1;
        }
      else if (cell / w != 1)
        with_mine = fixed[cell] ? expected : 0;
      g_assert_true (tally.mines[cell] == with_mine);
      g_assert_true (tally.safe[cell] == expected - with_mine);
    }
  *nodes = tally.nodes;
  wp_mines_tally_clear (&tally);
}

/* The exact count with per-cell tallies of the first band: its steps. */
static void
assert_cached_steps (const WpPuzzle *puzzle)
{
  WpMinesTally tally;

  g_assert_true (wp_mines_tally (puzzle, TRUE, NULL, NULL, &tally));
  g_assert_cmpuint (tally.nodes, ==, 984);
  wp_mines_tally_clear (&tally);
}

/* Bands: every branch of the exact count cuts one in two, and the far
 * side comes back again and again, so the parts counted before are taken
 * from the cache.  Counts and per-cell mines agree with the columns'
 * count on bands of 8 to 40 columns; the cache keeps the steps few (on
 * the first band of 30, 984; without it the same band took 815,708), and
 * counting to 2 keeps a layout that fits. */
static void
test_band (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (30, 3);
  g_autofree gint *layout = g_new0 (gint, 90);
  g_autofree gint *fixed = g_new (gint, 90);
  WpSearchResult result;
  gint mines = 0;
  guint64 nodes, expected;

  for (guint x = 0; x < 30; x++)
    for (guint row = 0; row < 3; row += 2)
      {
        layout[row * 30 + x] = g_rand_int_range (rand, 0, 100) < 35;
        mines += layout[row * 30 + x];
      }
  for (guint x = 0; x < 30; x++)
    wp_mines_set_number (puzzle, 30 + x, (gint) wp_mines_number_of (puzzle, layout, 30 + x));
  wp_mines_set_total (puzzle, mines);
  for (guint cell = 0; cell < 90; cell++)
    fixed[cell] = -1;
  expected = band_by_columns (puzzle, fixed, mines);
  g_assert_cmpuint (expected, ==, 32768);
  assert_cached_steps (puzzle);
  count (puzzle, 0, 1, &result);
  g_assert_cmpuint (result.count, ==, expected);
  wp_search_result_clear (&result);
  count (puzzle, 2, 1, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_cmpuint (result.solutions->len, ==, 1);
  g_assert_true (layout_fits (puzzle, g_ptr_array_index (result.solutions, 0)));
  wp_search_result_clear (&result);

  for (guint i = 0; i < 40; i++)
    {
      assert_band (rand, (guint) g_rand_int_range (rand, 8, 41), g_rand_int_range (rand, 15, 60), &nodes);
      g_assert_cmpuint (nodes, <, 5000);
    }
}

/* An expert board (30×16, 99 mines) a quarter revealed: its layouts are
 * astronomically many, and a walk over the whole board meets dead ends
 * for its whole budget.  Counting to 2 still keeps a layout that fits,
 * and the exact count finishes with every cell's tallies adding up. */
static void
test_expert_quarter (void)
{
  const guint w = 30, h = 16, n = w * h;
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (w, h);
  g_autofree gint *layout = g_new0 (gint, n);
  g_autofree guint *order = g_new (guint, n);
  guint n_safe = 0;
  WpSearchResult result;
  WpMinesTally tally;

  /* As bench/bench-mines.c places and reveals its first board. */
  for (guint placed = 0; placed < 99;)
    {
      guint cell = (guint) g_rand_int_range (rand, 0, (gint32) n);

      if (!layout[cell])
        {
          layout[cell] = 1;
          placed++;
        }
    }
  for (guint cell = 0; cell < n; cell++)
    if (!layout[cell])
      order[n_safe++] = cell;
  for (guint i = n_safe; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint swap = order[i - 1];

      order[i - 1] = order[j];
      order[j] = swap;
    }
  wp_mines_set_total (puzzle, 99);
  for (guint i = 0; i < n_safe / 4; i++)
    wp_mines_set_number (puzzle, order[i], (gint) wp_mines_number_of (puzzle, layout, order[i]));

  count (puzzle, 2, 1, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_cmpuint (result.solutions->len, ==, 1);
  g_assert_true (layout_fits (puzzle, g_ptr_array_index (result.solutions, 0)));
  wp_search_result_clear (&result);

  g_assert_true (wp_mines_tally (puzzle, TRUE, NULL, NULL, &tally));
  g_assert_true (tally.consistent);
  g_assert_true (tally.count == WP_MINES_SATURATED);
  for (guint cell = 0; cell < n; cell++)
    {
      /* The layout drawn is one of them: its mines are never ruled out. */
      g_assert_true (layout[cell] ? tally.mines[cell] > 0 : tally.safe[cell] > 0);
      if (wp_mines_get_number (puzzle, cell) != WP_MINES_HIDDEN)
        g_assert_true (tally.mines[cell] == 0);
    }
  wp_mines_tally_clear (&tally);
}

/* --- Free cells and big counts --------------------------------------------------------- */

static void
assert_count (const WpPuzzle *puzzle, guint64 expected)
{
  WpSearchResult result;

  count (puzzle, 0, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_ENUMERATED);
  g_assert_cmpuint (result.count, ==, expected);
  wp_search_result_clear (&result);
}

static void
test_free_cells (void)
{
  g_autoptr (WpPuzzle) empty = wp_mines_new (8, 8);
  g_autoptr (WpPuzzle) odd = wp_mines_new (9, 7);
  g_autoptr (WpPuzzle) corner = parse_one ("mines 3\n1..\n...\n...\n");
  g_autoptr (WpPuzzle) huge = wp_mines_new (40, 40);
  g_autoptr (WpAnalysis) analysis = NULL;
  g_autofree char *text = NULL;
  WpSearchResult result;

  /* C(64, 10), not one by one. */
  wp_mines_set_total (empty, 10);
  assert_count (empty, G_GUINT64_CONSTANT (151473214816));
  /* 2^63 fits; 2^64 does not. */
  assert_count (odd, G_GUINT64_CONSTANT (1) << 63);
  wp_mines_set_total (empty, WP_MINES_NO_TOTAL);
  count (empty, 0, 3, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_MORE_THAN);
  g_assert_cmpuint (result.count, ==, G_MAXUINT64);
  g_assert_cmpuint (result.solutions->len, ==, 3);
  text = wp_count_to_string (result.count, result.count_kind, result.log2);
  g_assert_cmpstr (text, ==, "more than 18446744073709551615");
  wp_search_result_clear (&result);
  /* Counting to the cap stops there, as an enumeration would. */
  count (empty, 2, 2, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_cmpint (result.stopped, ==, WP_STOP_CAP);
  wp_search_result_clear (&result);
  /* A corner 1 with 3 mines in all: one of its 3 cells, two of the other
   * 5: 3 × C(5, 2). */
  assert_count (corner, 30);
  /* 40×40 with 800 mines: C(1600, 800), exact as "more than". */
  wp_mines_set_total (huge, 800);
  count (huge, 0, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpint (result.count_kind, ==, WP_COUNT_MORE_THAN);
  wp_search_result_clear (&result);
  analysis = analyse (huge);
  g_assert_cmpint (analysis->count_kind, ==, WP_COUNT_MORE_THAN);
  g_assert_true (analysis->exact);
  /* Every cell is open: a mine in some layouts, safe in others. */
  g_assert_cmpuint (wp_analysis_get_candidates (analysis, 0), ==, 3);
}

static void
test_decimal (void)
{
  g_autofree char *small = wp_mines_count_to_decimal (0);
  g_autofree char *big = wp_mines_count_to_decimal (((WpMinesCount) 1) << 64);

  g_assert_cmpstr (small, ==, "0");
  g_assert_cmpstr (big, ==, "18446744073709551616");
}

/* --- Clashes ------------------------------------------------------------------------------ */

static void
assert_conflict (const char *text, const char *expected)
{
  g_autoptr (WpPuzzle) puzzle = parse_one (text);
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);

  g_assert_cmpuint (conflicts->len, >=, 1);
  g_assert_cmpstr (((WpConflict *) g_ptr_array_index (conflicts, 0))->message, ==, expected);
  assert_count (puzzle, 0);
}

static void
test_conflicts (void)
{
  g_autoptr (WpPuzzle) fine = parse_one ("...\n.3.\n...\n");
  g_autoptr (GPtrArray) none = fine->genre->find_conflicts (fine);

  g_assert_cmpuint (none->len, ==, 0);
  assert_conflict ("-..\n-3-\n---\n", "r2c2 shows 3 but only 2 neighbours can hold a mine");
  assert_conflict ("--\n-.\n-2\n", "r3c2 shows 2 but only 1 neighbour can hold a mine");
  assert_conflict ("**.\n.1.\n...\n", "r2c2 shows 1 but 2 mines are given around it");
  assert_conflict ("mines 1\n**.\n...\n", "2 mines are given, more than the total of 1");
  assert_conflict ("mines 4\n.--\n---\n", "only 1 cell can hold a mine, fewer than the total of 4");
  assert_conflict ("mines 1\n3.\n..\n", "r1c1 shows 3 but the board holds only 1 mine");
}

/* --- Analysis ------------------------------------------------------------------------------- */

static void
test_fifty_fifty (void)
{
  /* The classic: a 1 at the edge between two cells that see the same
   * numbers. */
  g_autoptr (WpPuzzle) puzzle = parse_one ("mines 1\n..\n11\n00\n");
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  const WpPattern *pattern;

  g_assert_nonnull (analysis);
  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->patterns->len, >=, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, "50/50");
  g_assert_cmpstr (pattern->where, ==, "r1c1 and r1c2 swap a mine with every number unchanged");
  g_assert_cmpuint (pattern->cells->len, ==, 2);
  g_assert_cmpuint (analysis->closest_distance, ==, 2);
  /* Each cell is a mine in one layout of two. */
  g_assert_cmpuint (wp_analysis_value_count (analysis, 0, 1), ==, 1);
  g_assert_cmpuint (wp_analysis_value_count (analysis, 1, 1), ==, 1);
  /* Suggestions name the number to reveal, not a mine to give: r1c1
   * safe shows 1 (the mine next door), which settles it. */
  g_assert_nonnull (analysis->suggestions);
  g_assert_cmpuint (analysis->suggestions->len, ==, 2);
  g_assert_cmpuint (g_array_index (analysis->suggestions, WpSuggestion, 0).cell, ==, 0);
  g_assert_cmpstr (g_array_index (analysis->suggestions, WpSuggestion, 0).clue, ==, "1");
  g_assert_cmpuint (g_array_index (analysis->suggestions, WpSuggestion, 0).remaining, ==, 1);
  g_assert_cmpuint (g_array_index (analysis->suggestions, WpSuggestion, 1).cell, ==, 1);
  g_assert_cmpstr (g_array_index (analysis->suggestions, WpSuggestion, 1).clue, ==, "1");
}

/* An expert board a quarter revealed, whose exact count takes seconds:
 * under a time limit the analysis stops, says so, and still reports what
 * the count to 2 proved. */
static void
test_analysis_time_limit (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_one (
    "mines 99\n"
    ".3..1...101.1.12.2..........1.\n"
    "...2....21....................\n"
    ".5..2.3........3.........2....\n"
    ".....2...1..112.21............\n"
    ".....23..1.1..2....110.23.2...\n"
    "0........2.......0......2....1\n"
    ".0..3...43.31.1.1.1.....2...11\n"
    ".0...2.....2.....0.........2..\n"
    "......2.....3............2....\n"
    ".......1......3...............\n"
    ".........1..2...............5.\n"
    ".0...1....1.2.1.....2.........\n"
    ".......11.........221.....2..0\n"
    "..........0.......1.10.......0\n"
    "......3..........12........2..\n"
    "1...2...1...3.2.21............\n");
  g_autoptr (GError) error = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();
  WpAnalysisOptions options = { .cap = 10000, .max_suggestions = 3, .timeout_s = 0.05 };
  g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &options, search, &error);

  g_assert_no_error (error);
  g_assert_false (analysis->exact);
  g_assert_cmpint (analysis->stopped, ==, WP_STOP_TIMEOUT);
  g_assert_true (analysis->count == 0 || analysis->count == 2);
  /* The search is the caller's again: no deadline left on it. */
  g_assert_false (wp_search_is_cancelled (search));
}

/* No solution without a direct clash: the analysis names the numbers that
 * cannot all hold, found by leaving each out in turn (a 3 in the corner
 * makes both of its neighbours on top mines, too many for the 1 two cells
 * on; the 0 far off plays no part), and the total when it counts.  A
 * direct clash is left to the clash finder, which names it better. */
static void
test_analysis_names_clashing_numbers (void)
{
  g_autoptr (WpPuzzle) two = parse_one ("3.1..\n.....\n....0\n");
  g_autoptr (WpPuzzle) total = parse_one ("mines 8\n1..\n...\n...\n");
  g_autoptr (WpPuzzle) direct = parse_one ("mines 2\n...\n.8.\n...\n");
  g_autoptr (WpAnalysis) a = analyse (two), b = analyse (total), c = analyse (direct);

  g_assert_cmpuint (a->count, ==, 0);
  g_assert_nonnull (a->contradiction);
  g_assert_cmpint (a->contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (a->contradiction->minimal);
  g_assert_cmpstr (a->contradiction->message, ==, "These 2 clues cannot all hold: r1c1 (3), r1c3 (1).");
  g_assert_cmpuint (a->contradiction->cells->len, ==, 2);
  g_assert_cmpuint (g_array_index (a->contradiction->cells, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (a->contradiction->cells, guint, 1), ==, 2);

  g_assert_nonnull (b->contradiction);
  g_assert_cmpstr (b->contradiction->message, ==,
                   "This clue cannot hold: r1c1 (1). The puzzle's settings count too: Mines in all: 8.");
  /* The numbers are left as they were. */
  g_assert_cmpint (wp_mines_get_number (total, 0), ==, 1);

  g_assert_cmpuint (c->count, ==, 0);
  g_assert_null (c->contradiction);
}

/* Every suggested number, on random boards, is a number some layout
 * shows there, and leaves exactly the layouts it says (brute force). */
static void
test_suggestions_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2611);
  guint checked = 0, unique_after = 0;

  for (guint i = 0; i < 300; i++)
    {
      g_autoptr (WpPuzzle) puzzle = random_board (rand);
      g_autoptr (WpAnalysis) analysis = analyse (puzzle);
      guint n = wp_puzzle_n_cells (puzzle);
      g_autofree guint64 *mines_at = g_new (guint64, n);
      guint64 last = 0;

      if (analysis->count < 2)
        continue;
      g_assert_nonnull (analysis->suggestions);
      for (guint k = 0; k < analysis->suggestions->len; k++)
        {
          const WpSuggestion *s = &g_array_index (analysis->suggestions, WpSuggestion, k);
          g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);
          guint64 left;

          g_assert_cmpuint (strlen (s->clue), ==, 1);
          g_assert_true (s->exact);
          g_assert_cmpint (trial->cells[s->cell], ==, WP_CELL_EMPTY);
          g_assert_cmpint (wp_mines_get_number (trial, s->cell), ==, WP_MINES_HIDDEN);
          wp_mines_set_number (trial, s->cell, s->clue[0] - '0');
          left = brute_force (trial, mines_at);
          g_assert_cmpuint (left, ==, s->remaining);
          g_assert_cmpuint (left, >=, 1);
          g_assert_cmpuint (left, <, analysis->count);
          g_assert_cmpuint (left, >=, last);
          last = left;
          unique_after += left == 1;
          checked++;
        }
      g_assert_cmpuint (analysis->suggestions->len, <=, 3);
    }
  g_assert_cmpuint (checked, >=, 100);
  g_assert_cmpuint (unique_after, >=, 20);
}

static void
test_larger_pattern (void)
{
  /* Without a 50/50, the closest other layout: here the 2 × 2 square whose
   * diagonals swap (each number sees one of each pair). */
  g_autoptr (WpPuzzle) puzzle = parse_one ("mines 2\n-11-\n1..1\n1..1\n-11-\n");
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  const WpPattern *pattern;

  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_cmpuint (analysis->patterns->len, >=, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 4);
  g_assert_cmpstr (pattern->kind, ==, "swappable set");
  g_assert_cmpuint (analysis->closest_distance, ==, 4);
  g_assert_true (analysis->closest_proved);
}

/* Unique @text: the core proves which clues (numbers and givens) could
 * go; brute force agrees on each, listed or not.  Returns how many. */
static guint
check_removable (const char *text)
{
  g_autoptr (WpPuzzle) puzzle = parse_one (text);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  g_autoptr (GArray) clues = wp_clue_list (puzzle);
  guint64 mines_at[20];
  guint removable = 0;

  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_nonnull (analysis->removable);
  for (guint i = 0; i < clues->len; i++)
    {
      const WpClueRef *clue = &g_array_index (clues, WpClueRef, i);
      g_autoptr (WpPuzzle) less = wp_clue_drop_one (puzzle, clue);
      gboolean listed = FALSE;

      for (guint j = 0; j < analysis->removable->len; j++)
        listed |= wp_clue_equal (clue, &g_array_index (analysis->removable, WpClueRef, j));
      removable += listed;
      g_assert_true (listed == (brute_force (less, mines_at) == 1));
    }
  g_assert_cmpuint (analysis->removable->len, ==, removable);
  return removable;
}

static void
test_unique_removable (void)
{
  /* The mine at r1c1: any one of the eight numbers can go, the 1s left
   * still force it. */
  g_assert_cmpuint (check_removable (".10\n110\n000\n"), ==, 8);
  /* One 1 and given safe cells: nothing can go. */
  g_assert_cmpuint (check_removable (".1-\n---\n"), ==, 0);
}

/* --- Difficulty ------------------------------------------------------------------------------ */

static void
assert_grade (const char *text, const char *level, const char *summary)
{
  g_autoptr (WpPuzzle) puzzle = parse_one (text);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGrade) grade = wp_grade_puzzle (puzzle, NULL, search, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (grade->scale, ==, "mines");
  g_assert_cmpstr (grade->level->id, ==, level);
  g_assert_cmpstr (grade->summary, ==, summary);
  g_assert_true (grade->complete == !g_str_equal (level, "cases"));
}

static void
test_grade (void)
{
  /* Each 1 next to the mine has one unknown neighbour. */
  assert_grade ("mines 2\n.100\n1211\n01.1\n0111\n", "single",
                "Single numbers (1): Solvable without guessing: single numbers suffice");
  /* 1-2-1 against a wall: the first 1 lies inside the 2, so the 2's
   * third cell is a mine. */
  assert_grade ("...\n121\n---\n", "pairs",
                "Overlapping numbers (2): Solvable without guessing: needs pairs of overlapping numbers");
  /* The 1 is satisfied by the given mine; only the total clears the four
   * cells no number sees. */
  assert_grade ("mines 1\n1-..\n*-..\n", "total",
                "Mine total (3): Solvable without guessing: needs the mine total");
  /* Unique (found by a random search), but no single number, pair or the
   * total finishes it. */
  assert_grade ("mines 4\n001..\n0.1..\n.223.\n...21\n", "cases",
                "Trying cases (4): Unique, but needs trying cases beyond these rules");
}

/* With a drawn layout, the analysis names the number to reveal next. */
static void
test_suggest_reveal (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_one (".100\n1211\n01..\n....\n");
  const gint layout[16] = { 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0 };
  g_autoptr (WpAnalysis) before = analyse (puzzle);
  g_autoptr (WpAnalysis) analysis = NULL;

  /* No drawing: numbers the listed layouts show are suggested, but no
   * sentence picks one for the setter. */
  g_assert_null (before->explanation);
  g_assert_cmpuint (before->suggestions->len, >=, 1);
  g_assert_cmpstr (g_array_index (before->suggestions, WpSuggestion, 0).clue, !=, "");
  puzzle->genre->picture->set (puzzle, layout);
  analysis = analyse (puzzle);
  g_assert_cmpuint (analysis->count, >=, 2);
  g_assert_cmpstr (analysis->explanation, ==, "Revealing the number at r3c4 makes the puzzle unique.");
  g_assert_cmpuint (g_array_index (analysis->suggestions, WpSuggestion, 0).cell, ==, 11);
  g_assert_cmpstr (g_array_index (analysis->suggestions, WpSuggestion, 0).clue, ==, "1");
  /* And so it does. */
  wp_mines_set_number (puzzle, 11, 1);
  assert_count (puzzle, 1);
}

/* Past 64 counts the suggestions stop, and the sentence says the best is
 * of those tried, not of all. */
static void
test_suggest_reveal_cut_short (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (12, 12);
  g_autoptr (GRand) rand = g_rand_new_with_seed (64);
  g_autofree gint *layout = g_new0 (gint, 144);
  g_autoptr (WpAnalysis) analysis = NULL;

  for (guint placed = 0; placed < 24;)
    {
      guint cell = (guint) g_rand_int_range (rand, 0, 144);

      placed += layout[cell] == 0;
      layout[cell] = 1;
    }
  wp_mines_set_total (puzzle, 24);
  for (guint cell = 0; cell < 144; cell += 13)
    if (!layout[cell])
      wp_mines_set_number (puzzle, cell, (gint) wp_mines_number_of (puzzle, layout, cell));
  puzzle->genre->picture->set (puzzle, layout);
  analysis = analyse (puzzle);
  g_assert_cmpuint (analysis->count, >=, 2);
  g_assert_nonnull (analysis->explanation);
  /* 64 on any machine but a slow one, where the time budget may come first. */
  g_test_message ("%s", analysis->explanation);
  g_assert_true (g_str_has_prefix (analysis->explanation, "Of the "));
  g_assert_nonnull (strstr (analysis->explanation, " numbers tried, revealing the one at "));
  g_assert_cmpuint (analysis->suggestions->len, ==, 3);
}

/* --- Numbers inside the cells, Draw Mines ---------------------------------------------------- */

static void
test_cell_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (3, 3);
  const WpCellClueHooks *clues = puzzle->genre->cell_clues;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const gint layout[9] = { 1, 0, 0, 0, 0, 0, 0, 0, 1 };

  g_assert_true (clues->set (puzzle, 4, "2", &error));
  g_assert_no_error (error);
  text = clues->text (puzzle, 4);
  g_assert_cmpstr (text, ==, "2");
  g_assert_cmpint (clues->style (puzzle, 4), ==, WP_CELL_CLUE_NUMBER);
  g_assert_false (clues->set (puzzle, 4, "9", &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "r2c2: a number runs from 0 to 8");
  g_clear_error (&error);
  g_assert_true (clues->set (puzzle, 4, "?", NULL));
  g_assert_null (clues->text (puzzle, 4));

  /* Draw Mines: reveal with "=", and a drawn mine refuses a number. */
  puzzle->genre->picture->set (puzzle, layout);
  g_assert_true (clues->set (puzzle, 4, "=", NULL));
  g_assert_cmpint (wp_mines_get_number (puzzle, 4), ==, 2);
  g_assert_true (clues->set (puzzle, 1, "=", NULL));
  g_assert_cmpint (wp_mines_get_number (puzzle, 1), ==, 1);
  g_assert_false (clues->set (puzzle, 0, "=", &error));
  g_assert_cmpstr (error->message, ==, "r1c1: the drawn layout has a mine here");
  /* Redrawing moves the numbers with the mines. */
  puzzle->genre->picture->set (puzzle, (const gint[9]) { 0, 0, 0, 0, 0, 0, 1, 1, 0 });
  g_assert_cmpint (wp_mines_get_number (puzzle, 4), ==, 2);
  g_assert_cmpint (wp_mines_get_number (puzzle, 1), ==, 0);
}

/* --- The .mines notation -------------------------------------------------------------------- */

static void
test_text_round_trip (void)
{
  static const char text[] =
    "# two puzzles\n"
    "mines 4\n"
    ".1*-\n"
    "0128\n"
    "\n"
    "  ...\n"
    "...  \n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_mines_text_format.parse (text, &error);
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  const WpPuzzle *first;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 2);
  first = g_ptr_array_index (puzzles, 0);
  g_assert_cmpuint (first->width, ==, 4);
  g_assert_cmpuint (first->height, ==, 2);
  g_assert_cmpint (wp_mines_get_total (first), ==, 4);
  g_assert_cmpint (wp_mines_get_number (first, 1), ==, 1);
  g_assert_cmpint (first->cells[2], ==, 1);
  g_assert_cmpint (first->cells[3], ==, 0);
  g_assert_cmpint (wp_mines_get_number (first, 7), ==, 8);
  g_assert_cmpint (wp_mines_get_total (g_ptr_array_index (puzzles, 1)), ==, WP_MINES_NO_TOTAL);
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_true (wp_mines_text_format.write (g_ptr_array_index (puzzles, i), NULL, out, NULL));
  g_assert_cmpstr (out->str, ==, "mines 4\n.1*-\n0128\n\n...\n...\n");
  again = wp_mines_text_format.parse (out->str, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, i), g_ptr_array_index (puzzles, i)));
}

static void
test_text_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_one ("mines 1\n.1\n11\n");
  WpFormat format = { &wp_mines_text_format };
  g_autofree char *text = NULL;
  WpSearchResult result;

  count (puzzle, 0, 1, &result);
  text = wp_serialize_solution (puzzle, g_ptr_array_index (result.solutions, 0), &format, NULL);
  g_assert_cmpstr (text, ==, "# the mines (*) of the solution\nmines 1\n*1\n11\n");
  wp_search_result_clear (&result);
}

static void
assert_text_error (const char *text, const char *expected)
{
  wp_test_assert_load_error (text, &wp_mines_text_format, expected);
}

static void
test_text_errors (void)
{
  g_autoptr (GString) wide = g_string_new (NULL);
  g_autoptr (GString) tall = g_string_new (NULL);

  assert_text_error ("..\n.9\n", "2:2: '9' is not a cell (write . 0–8 * or -, without spaces)");
  assert_text_error ("  .a.\n...\n", "1:4: 'a' is not a cell (write . 0–8 * or -, without spaces)");
  assert_text_error (". .\n...\n", "1:2: a space is not a cell (write . 0–8 * or -, without spaces)");
  assert_text_error ("...\n..\n", "2: a row of 2 cells, but the rows above have 3");
  assert_text_error ("mines x\n..\n..\n", "1:7: “mines” takes a whole number from 0 to 1600");
  assert_text_error ("..\nmines 1\n..\n", "2:1: “mines” must come before the rows of the puzzle");
  assert_text_error ("mines 1\nmines 2\n..\n..\n", "2:1: “mines” comes once per puzzle");
  assert_text_error ("mines 5\n..\n..\n", "3: “mines 5” does not fit the 4 cells of the puzzle from line 1");
  assert_text_error ("mines 2\n\n..\n..\n", "2: the directive on line 1 has no rows after it");
  assert_text_error ("...\n", "1: the puzzle from line 1 has 1 row (Minesweeper grids have 2 to 40 rows)");
  assert_text_error (".\n.\n", "1: a row of 1 cells (Minesweeper rows run from 2 to 40 cells)");
  assert_text_error ("# nothing\n\n", "1: no puzzle found (write one row per line: . 0–8 * -)");
  for (guint i = 0; i < 41; i++)
    g_string_append_c (wide, '.');
  g_string_append_c (wide, '\n');
  assert_text_error (wide->str, "1: a row of 41 cells (Minesweeper rows run from 2 to 40 cells)");
  for (guint i = 0; i < 41; i++)
    g_string_append (tall, "..\n");
  assert_text_error (tall->str, "41: more than 40 rows (the puzzle starts on line 1)");
}

static void
test_sniff (void)
{
  WpFormat format = { NULL };

  g_assert_cmpint (wp_mines_text_format.sniff ("# c\nmines 10\n..\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_text_format.sniff ("..1*\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_text_format.sniff ("53..7....\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_mines_text_format.sniff ("0110\n"), ==, WP_SNIFF_NO);
  g_assert_true (wp_format_sniff ("mines 1\n.1\n11\n", &format));
  g_assert_true (format.text == &wp_mines_text_format);
}

/* --- Native file --------------------------------------------------------------------------- */

#define NATIVE_HEAD "{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"mines\", "

static void
test_native (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_one ("mines 3\n.1*-\n0128\n");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  g_autofree char *text = NULL;

  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\".1*-\""));
  g_assert_nonnull (strstr (text, "\"mines\" : 3"));
  again = wp_load_data (text, &native, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));

  wp_test_assert_load_error (NATIVE_HEAD "\"rows\": [\"..\"]}", NULL,
                             "rows: expected a list of 2 to 40 rows, each a string of . 0–8 * -");
  wp_test_assert_load_error (NATIVE_HEAD "\"rows\": [\"...\", \"..\"]}", NULL,
                             "rows[1]: expected 2 to 40 characters, all rows as long as the first");
  wp_test_assert_load_error (NATIVE_HEAD "\"rows\": [\"..\", \".x\"]}", NULL,
                             "rows[1]: character 2 is not one of . 0–8 * -");
  wp_test_assert_load_error (NATIVE_HEAD "\"rows\": [\"..\", \"..\"], \"mines\": 5}", NULL,
                             "mines: expected a whole number from 0 to 4");
  wp_test_assert_load_error (NATIVE_HEAD "\"rows\": [\"..\", \"..\"], \"mines\": \"2\"}", NULL,
                             "mines: expected a whole number from 0 to 4");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mines/brute-force", test_brute_force);
  g_test_add_func ("/mines/band", test_band);
  g_test_add_func ("/mines/expert-quarter", test_expert_quarter);
  g_test_add_func ("/mines/free-cells", test_free_cells);
  g_test_add_func ("/mines/decimal", test_decimal);
  g_test_add_func ("/mines/conflicts", test_conflicts);
  g_test_add_func ("/mines/analysis/fifty-fifty", test_fifty_fifty);
  g_test_add_func ("/mines/analysis/larger-pattern", test_larger_pattern);
  g_test_add_func ("/mines/analysis/unique-removable", test_unique_removable);
  g_test_add_func ("/mines/grade", test_grade);
  g_test_add_func ("/mines/analysis/suggest-reveal", test_suggest_reveal);
  g_test_add_func ("/mines/analysis/suggest-reveal-cut-short", test_suggest_reveal_cut_short);
  g_test_add_func ("/mines/analysis/suggestions-brute-force", test_suggestions_brute_force);
  g_test_add_func ("/mines/analysis/time-limit", test_analysis_time_limit);
  g_test_add_func ("/mines/analysis/clashing-numbers", test_analysis_names_clashing_numbers);
  g_test_add_func ("/mines/cell-clues", test_cell_clues);
  g_test_add_func ("/mines/text/round-trip", test_text_round_trip);
  g_test_add_func ("/mines/text/solution", test_text_solution);
  g_test_add_func ("/mines/text/errors", test_text_errors);
  g_test_add_func ("/mines/sniff", test_sniff);
  g_test_add_func ("/mines/native", test_native);
  return g_test_run ();
}
