/* test-battleships.c — the Battleships genre: counts against brute force,
 * a unique 10×10, ambiguous and impossible puzzles, the native file, bad
 * input, conflicts, the fleet as settings, line clues and pattern names
 * (timings live in bench/bench-grids.c) */
#include "wp-test-utils.h"
#include "genres/battleships/battleships.h"

#include <string.h>

#define W WP_BATTLESHIPS_WATER
#define S WP_BATTLESHIPS_SINGLE
#define L WP_BATTLESHIPS_END_LEFT
#define R WP_BATTLESHIPS_END_RIGHT
#define T WP_BATTLESHIPS_END_TOP
#define B WP_BATTLESHIPS_END_BOTTOM
#define M WP_BATTLESHIPS_MIDDLE
#define E WP_CELL_EMPTY

#define HEADER "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"battleships\","

/* --- Helpers ------------------------------------------------------------------ */

/* The row and column counts of a full grid of values. */
static void
counts_of (const gint *grid, guint n_rows, guint n_cols, gint *rows, gint *cols)
{
  memset (rows, 0, sizeof (gint) * n_rows);
  memset (cols, 0, sizeof (gint) * n_cols);
  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < n_cols; c++)
      if (grid[r * n_cols + c] != W)
        {
          rows[r]++;
          cols[c]++;
        }
}

/* Places @fleet (fleet[k - 1] ships of k cells) at random, longest first,
 * never touching; returns the named grid, or NULL when a ship found no
 * room (the caller tries another seed). */
static gint *
random_fleet (GRand *rand, guint n_rows, guint n_cols, const gint *fleet, guint n_fleet)
{
  guint n = n_rows * n_cols;
  g_autofree gboolean *ship = g_new0 (gboolean, n);
  gint *values = g_new (gint, n);

  for (guint k = n_fleet; k >= 1; k--)
    for (gint s = 0; s < fleet[k - 1]; s++)
      {
        g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (guint));
        guint pick, r0, c0, vertical;

        for (guint r = 0; r < n_rows; r++)
          for (guint c = 0; c < n_cols; c++)
            for (guint v = 0; v < (k > 1 ? 2u : 1u); v++)
              {
                guint rows = v ? k : 1, cols = v ? 1 : k;
                gboolean free = r + rows <= n_rows && c + cols <= n_cols;

                for (gint rr = (gint) r - 1; free && rr <= (gint) (r + rows); rr++)
                  for (gint cc = (gint) c - 1; free && cc <= (gint) (c + cols); cc++)
                    if (rr >= 0 && cc >= 0 && rr < (gint) n_rows && cc < (gint) n_cols &&
                        ship[(guint) rr * n_cols + (guint) cc])
                      free = FALSE;
                if (free)
                  {
                    guint option = (r * n_cols + c) * 2 + v;
                    g_array_append_val (options, option);
                  }
              }
        if (options->len == 0)
          {
            g_free (values);
            return NULL;
          }
        pick = g_array_index (options, guint, g_rand_int_range (rand, 0, (gint32) options->len));
        vertical = pick % 2;
        r0 = pick / 2 / n_cols;
        c0 = pick / 2 % n_cols;
        for (guint i = 0; i < k; i++)
          ship[(r0 + (vertical ? i : 0)) * n_cols + c0 + (vertical ? 0 : i)] = TRUE;
      }
  g_assert_true (wp_battleships_shape (n_rows, n_cols, ship, values, NULL));
  return values;
}

/* A puzzle with @solution's counts (each unknown with chance @unknown) and
 * no givens. */
static WpPuzzle *
puzzle_for (const gint *solution, guint n_rows, guint n_cols, const gint *fleet, guint n_fleet,
            GRand *rand, gdouble unknown)
{
  g_autofree gint *rows = g_new (gint, n_rows);
  g_autofree gint *cols = g_new (gint, n_cols);

  counts_of (solution, n_rows, n_cols, rows, cols);
  for (guint r = 0; rand && r < n_rows; r++)
    if (g_rand_double (rand) < unknown)
      rows[r] = WP_BATTLESHIPS_UNKNOWN;
  for (guint c = 0; rand && c < n_cols; c++)
    if (g_rand_double (rand) < unknown)
      cols[c] = WP_BATTLESHIPS_UNKNOWN;
  return wp_battleships_new (n_rows, n_cols, rows, cols, fleet, n_fleet);
}

/* A puzzle from rows of the native notation ('.' unknown, '~' water, 'o',
 * '<', '>', '^', 'v', '#'), counts unknown unless given. */
static WpPuzzle *
from_rows (const char *const *givens, const gint *rows, const gint *cols, const gint *fleet, guint n_fleet)
{
  guint n_rows = g_strv_length ((char **) givens), n_cols = (guint) strlen (givens[0]);
  WpPuzzle *puzzle = wp_battleships_new (n_rows, n_cols, rows, cols, fleet, n_fleet);

  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < n_cols; c++)
      {
        const char *found = strchr ("~o<>^v#", givens[r][c]);

        puzzle->cells[r * n_cols + c] = givens[r][c] == '.' ? E : (gint) (found - "~o<>^v#");
      }
  return puzzle;
}

/* A full grid of values from rows of the same notation. */
static gint *
grid_of (const char *const *rows)
{
  guint n_rows = g_strv_length ((char **) rows), n_cols = (guint) strlen (rows[0]);
  gint *grid = g_new (gint, n_rows * n_cols);

  for (guint r = 0; r < n_rows; r++)
    for (guint c = 0; c < n_cols; c++)
      grid[r * n_cols + c] = (gint) (strchr ("~o<>^v#", rows[r][c]) - "~o<>^v#");
  return grid;
}

/* Counts with the counting fast path and with the analysis model. */
static guint64
count_both (const WpPuzzle *puzzle, guint64 cap, guint keep, WpSearchResult *result)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, &error);
  WpSearchOptions options = { .cap = cap, .keep = keep };
  WpSearchResult generic;

  g_assert_no_error (error);
  wp_test_count (puzzle, cap, keep, result);
  wp_count_solutions (model, &options, &generic);
  g_assert_cmpuint (generic.count, ==, result->count);
  g_assert_cmpint (generic.exact, ==, result->exact);
  for (guint i = 0; i < MIN (generic.solutions->len, result->solutions->len); i++)
    g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (generic.solutions, i)));
  wp_search_result_clear (&generic);
  return result->count;
}

/* --- Brute force ----------------------------------------------------------------- */

typedef struct {
  const WpPuzzle *puzzle;
  guint           lengths[64];   /* the ships to place, longest first */
  guint           n_ships;
  gboolean       *ship;
  guint8         *near;          /* how many placed ships touch or hold each cell */
  gint           *values;
  guint64         count;
} Brute;

static gboolean
brute_fits (const Brute *brute, guint r, guint c, guint k, gboolean vertical)
{
  guint n_rows = brute->puzzle->height, n_cols = brute->puzzle->width;

  if (r + (vertical ? k : 1) > n_rows || c + (vertical ? 1 : k) > n_cols)
    return FALSE;
  for (guint i = 0; i < k; i++)
    if (brute->near[(r + (vertical ? i : 0)) * n_cols + c + (vertical ? 0 : i)])
      return FALSE;
  return TRUE;
}

static void
brute_mark (Brute *brute, guint r, guint c, guint k, gboolean vertical, gint delta)
{
  guint n_rows = brute->puzzle->height, n_cols = brute->puzzle->width;

  for (guint i = 0; i < k; i++)
    brute->ship[(r + (vertical ? i : 0)) * n_cols + c + (vertical ? 0 : i)] = delta > 0;
  for (gint rr = (gint) r - 1; rr <= (gint) (r + (vertical ? k : 1)); rr++)
    for (gint cc = (gint) c - 1; cc <= (gint) (c + (vertical ? 1 : k)); cc++)
      if (rr >= 0 && cc >= 0 && rr < (gint) n_rows && cc < (gint) n_cols)
        brute->near[(guint) rr * n_cols + (guint) cc] += delta;
}

static void
brute_check (Brute *brute)
{
  const WpPuzzle *puzzle = brute->puzzle;
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint *rows = g_new (gint, puzzle->height);
  g_autofree gint *cols = g_new (gint, puzzle->width);
  const gint *want_rows = wp_battleships_get_row_counts (puzzle);
  const gint *want_cols = wp_battleships_get_column_counts (puzzle);

  g_assert_true (wp_battleships_shape (puzzle->height, puzzle->width, brute->ship, brute->values, NULL));
  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != E && puzzle->cells[cell] != brute->values[cell])
      return;
  counts_of (brute->values, puzzle->height, puzzle->width, rows, cols);
  for (guint r = 0; r < puzzle->height; r++)
    if (want_rows[r] != WP_BATTLESHIPS_UNKNOWN && want_rows[r] != rows[r])
      return;
  for (guint c = 0; c < puzzle->width; c++)
    if (want_cols[c] != WP_BATTLESHIPS_UNKNOWN && want_cols[c] != cols[c])
      return;
  brute->count++;
}

/* Ships of one length go in increasing order of place, so each set of
 * places is seen once. */
static void
brute_place (Brute *brute, guint index, guint from)
{
  guint n_cols = brute->puzzle->width, n = wp_puzzle_n_cells (brute->puzzle);
  guint k;

  if (index == brute->n_ships)
    {
      brute_check (brute);
      return;
    }
  k = brute->lengths[index];
  for (guint place = from; place < 2 * n; place++)
    {
      guint r = place / 2 / n_cols, c = place / 2 % n_cols;
      gboolean vertical = place % 2;

      if ((k == 1 && vertical) || !brute_fits (brute, r, c, k, vertical))
        continue;
      brute_mark (brute, r, c, k, vertical, 1);
      brute_place (brute, index + 1,
                   index + 1 < brute->n_ships && brute->lengths[index + 1] == k ? place + 1 : 0);
      brute_mark (brute, r, c, k, vertical, -1);
    }
}

static guint64
brute_count (const WpPuzzle *puzzle)
{
  Brute brute = { puzzle, { 0 }, 0, NULL, NULL, NULL, 0 };
  guint n = wp_puzzle_n_cells (puzzle);

  for (guint k = WP_BATTLESHIPS_MAX_SHIP; k >= 1; k--)
    for (gint s = 0; s < wp_battleships_get_fleet (puzzle, k); s++)
      brute.lengths[brute.n_ships++] = k;
  brute.ship = g_new0 (gboolean, n);
  brute.near = g_new0 (guint8, n);
  brute.values = g_new (gint, n);
  brute_place (&brute, 0, 0);
  g_free (brute.ship);
  g_free (brute.near);
  g_free (brute.values);
  return brute.count;
}

/* Small grids and fleets, counts often unknown, random givens (true to a
 * random fleet, or anything at all): the engine counts what brute force
 * counts, and every solution it keeps passes the genre's own checks. */
static void
test_brute_force (void)
{
  static const gint fleets[][4] = {
    { 2, 1, 0, 0 }, { 1, 1, 1, 0 }, { 3, 0, 0, 0 }, { 2, 0, 1, 0 }, { 0, 2, 0, 0 },
    { 1, 0, 0, 1 }, { 2, 2, 0, 0 }, { 0, 1, 1, 0 },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240611);
  guint compared = 0, with_solutions = 0;

  for (guint round = 0; round < 800; round++)
    {
      guint n_rows = (guint) g_rand_int_range (rand, 3, 7), n_cols = (guint) g_rand_int_range (rand, 3, 7);
      const gint *fleet = fleets[round % G_N_ELEMENTS (fleets)];
      g_autofree gint *solution = random_fleet (rand, n_rows, n_cols, fleet, 4);
      g_autoptr (WpPuzzle) puzzle = NULL;
      WpSearchOptions options = { .keep = 50 };
      WpSearchResult result;
      guint64 expected;

      if (solution == NULL)
        continue;
      puzzle = puzzle_for (solution, n_rows, n_cols, fleet, 4, rand, round % 3 == 0 ? 0.5 : 0.15);
      for (guint cell = 0; cell < n_rows * n_cols; cell++)
        {
          gdouble x = g_rand_double (rand);

          if (x < 0.12)
            puzzle->cells[cell] = solution[cell];
          else if (x < 0.12 + (round % 4 == 1 ? 0.04 : 0.0))
            puzzle->cells[cell] = g_rand_int_range (rand, 0, WP_BATTLESHIPS_N_VALUES);
        }
      expected = brute_count (puzzle);
      /* The counting fast path, then the analysis model's propagators. */
      for (guint use = 0; use < 2; use++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (WpModel) model = use == 0 ? wp_puzzle_build_model (puzzle, &error)
                                               : wp_puzzle_build_analysis_model (puzzle, &error);

          g_assert_no_error (error);
          g_assert_true ((model->backend != NULL) == (use == 0));
          wp_count_solutions (model, &options, &result);
          g_assert_true (result.exact);
          g_assert_cmpuint (result.count, ==, expected);
          for (guint i = 0; i < result.solutions->len; i++)
            g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, i)));
          wp_search_result_clear (&result);
        }
      compared++;
      with_solutions += expected > 0;
    }
  g_test_message ("%u puzzles compared, %u with solutions", compared, with_solutions);
  g_assert_cmpuint (compared, >, 600);
  g_assert_cmpuint (with_solutions, >, 300);
}

/* --- The three data files ----------------------------------------------------------- */

static const char *const unique_solution[] = {
  "~^~~~o~~~~",
  "~v~~~~~~~~",
  "~~~o~~^~~o",
  "~~~~~~#~~~",
  "~^~~~~v~~~",
  "~#~~~~~~~o",
  "~#~~<>~~~~",
  "~v~~~~~<#>",
  "~~~~~~~~~~",
  "~~~<>~~~~~",
  NULL
};

static void
test_unique (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("battleships-unique.wellposed");
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  g_autofree gint *expected = grid_of (unique_solution);
  g_autofree gint *moved = NULL;
  g_autofree char *check = NULL;
  guint lengths[WP_BATTLESHIPS_MAX_SHIP + 1];
  g_autofree gboolean *ship = g_new (gboolean, 100);
  g_autofree gint *shaped = g_new (gint, 100);
  WpSearchResult result;

  g_assert_true (puzzle->genre == &wp_genre_battleships);
  g_assert_cmpstr (puzzle->title, ==, "Ten by ten");
  g_assert_cmpuint (puzzle->width, ==, 10);
  g_assert_cmpuint (puzzle->height, ==, 10);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 4), ==, 1);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 3), ==, 2);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 2), ==, 3);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 1), ==, 4);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 5), ==, 0);
  g_assert_cmpuint (wp_battleships_fleet_cells (puzzle), ==, 20);
  g_assert_cmpint (wp_battleships_get_row_counts (puzzle)[7], ==, 4);
  g_assert_cmpint (wp_battleships_get_column_counts (puzzle)[1], ==, 6);
  g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 6);
  g_assert_cmpuint (conflicts->len, ==, 0);

  g_assert_cmpuint (count_both (puzzle, 0, 2, &result), ==, 1);
  g_assert_true (result.exact);
  g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof (gint) * 100, expected, sizeof (gint) * 100);
  g_assert_true (wp_test_is_solution (puzzle, expected));
  wp_search_result_clear (&result);

  /* The solution is the fleet, named. */
  for (guint i = 0; i < 100; i++)
    ship[i] = expected[i] != W;
  g_assert_true (wp_battleships_shape (10, 10, ship, shaped, lengths));
  g_assert_cmpmem (shaped, sizeof (gint) * 100, expected, sizeof (gint) * 100);
  g_assert_cmpuint (lengths[1], ==, 4);
  g_assert_cmpuint (lengths[2], ==, 3);
  g_assert_cmpuint (lengths[3], ==, 2);
  g_assert_cmpuint (lengths[4], ==, 1);
  g_assert_cmpuint (lengths[5], ==, 0);

  /* The genre's own checks refuse a grid that breaks the counts: the
   * bottom destroyer one cell to the right. */
  moved = g_memdup2 (expected, sizeof (gint) * 100);
  moved[93] = W;
  moved[94] = L;
  moved[95] = R;
  g_assert_false (wp_test_is_solution (puzzle, moved));

  {
    g_autofree char *path = wp_test_data_path ("battleships-unique.wellposed");
    check = wp_test_run_cli ("check", path, NULL);
  }
  if (check)
    g_assert_cmpstr (check, ==, "unique\n");
}

static void
test_two (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("battleships-two.wellposed");
  g_autoptr (GPtrArray) patterns = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpAnalysis) analysis = NULL;
  g_autoptr (GError) error = NULL;
  static const guint differ[] = { 63, 64, 65, 93, 94, 95 };
  const gint *a, *b;
  const WpPattern *pattern;
  const WpSuggestion *suggestion;
  WpSearchResult result;
  guint n_differ = 0;

  g_assert_cmpuint (count_both (puzzle, 0, 2, &result), ==, 2);
  g_assert_true (result.exact);
  a = g_ptr_array_index (result.solutions, 0);
  b = g_ptr_array_index (result.solutions, 1);
  /* Two destroyers shift one column each, in opposite directions. */
  for (guint cell = 0; cell < 100; cell++)
    if (a[cell] != b[cell])
      {
        g_assert_cmpuint (n_differ, <, G_N_ELEMENTS (differ));
        g_assert_cmpuint (cell, ==, differ[n_differ++]);
      }
  g_assert_cmpuint (n_differ, ==, G_N_ELEMENTS (differ));
  g_assert_true (wp_test_is_solution (puzzle, a));
  g_assert_true (wp_test_is_solution (puzzle, b));

  patterns = wp_find_patterns (puzzle, a, b);
  g_assert_cmpuint (patterns->len, ==, 1);
  pattern = g_ptr_array_index (patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 6);
  g_assert_cmpstr (pattern->kind, ==, "ship swap");
  g_assert_cmpstr (pattern->where, ==, "rows 7–10, columns 4–6");
  wp_search_result_clear (&result);

  /* The analysis proves a given that settles it. */
  analysis = wp_analyse (puzzle, NULL, search, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->closest_distance, ==, 6);
  g_assert_true (analysis->closest_proved);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  g_assert_cmpstr (((WpPattern *) g_ptr_array_index (analysis->patterns, 0))->kind, ==, "ship swap");
  g_assert_cmpuint (analysis->suggestions->len, >, 0);
  suggestion = &g_array_index (analysis->suggestions, WpSuggestion, 0);
  g_assert_cmpuint (suggestion->remaining, ==, 1);
  g_assert_true (suggestion->exact);
  g_assert_true (suggestion->cell == 63 || suggestion->cell == 64 || suggestion->cell == 65 ||
                 suggestion->cell == 93 || suggestion->cell == 94 || suggestion->cell == 95);
}

static void
test_none (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("battleships-none.wellposed");
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  g_autofree char *check = NULL;
  WpSearchResult result;

  /* No two givens clash; only the search can tell. */
  g_assert_cmpuint (conflicts->len, ==, 0);
  g_assert_cmpuint (count_both (puzzle, 0, 0, &result), ==, 0);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);
  {
    g_autofree char *path = wp_test_data_path ("battleships-none.wellposed");
    check = wp_test_run_cli ("check", path, NULL);
  }
  if (check)
    g_assert_cmpstr (check, ==, "no solution\n");
}

/* --- Native file ----------------------------------------------------------------------- */

static void
test_native_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("battleships-unique.wellposed");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (WpPuzzle) back = NULL;
  g_autoptr (WpPuzzle) standard = NULL;
  g_autofree char *json = NULL;
  WpFormat native = { NULL };

  wp_battleships_set_row_count (puzzle, 9, WP_BATTLESHIPS_UNKNOWN);
  wp_battleships_set_fleet (puzzle, 6, 0);
  puzzle->cells[99] = W;
  puzzle->cells[0] = M;
  puzzle->cells[1] = R;
  puzzle->cells[2] = B;
  g_ptr_array_add (one, puzzle);
  json = wp_serialize (one, &native, NULL);
  g_assert_nonnull (strstr (json, "\"genre\" : \"battleships\""));
  g_assert_nonnull (strstr (json, "\"length\" : 4,\n      \"count\" : 1"));
  g_assert_nonnull (strstr (json, "    4,\n    0,\n    null\n  ]"));
  g_assert_nonnull (strstr (json, "\"#>v..o....\""));
  g_assert_nonnull (strstr (json, "\".........~\""));
  back = wp_test_load_one (json);
  g_assert_true (wp_puzzle_equal (back, puzzle));

  /* Written by hand; without "fleet", the standard fleet. */
  standard = wp_test_load_one (HEADER "\"rows\":[1,null,null,null,null,null,null],"
                               "\"columns\":[null,1,0,null,null,null,null,null],"
                               "\"givens\":[\"o.......\",\"........\",\"........\",\"........\","
                               "\"........\",\"........\",\"......<>\"]}");
  g_assert_cmpuint (standard->width, ==, 8);
  g_assert_cmpuint (standard->height, ==, 7);
  g_assert_cmpint (standard->cells[54], ==, L);
  g_assert_cmpint (standard->cells[55], ==, R);
  g_assert_cmpint (wp_battleships_get_row_counts (standard)[1], ==, WP_BATTLESHIPS_UNKNOWN);
  g_assert_cmpint (wp_battleships_get_column_counts (standard)[1], ==, 1);
  g_assert_cmpint (wp_battleships_get_fleet (standard, 1), ==, 4);
  g_assert_cmpint (wp_battleships_get_fleet (standard, 4), ==, 1);
  g_assert_cmpint (standard->cells[0], ==, S);
  g_assert_cmpint (standard->cells[1], ==, E);
}

static void
test_native_errors (void)
{
  wp_test_assert_load_error (HEADER "\"columns\":[1]}", NULL,
                             "rows: expected a list of counts (whole numbers, or null for unknown)");
  wp_test_assert_load_error (HEADER "\"rows\":[1]}", NULL,
                             "columns: expected a list of counts (whole numbers, or null for unknown)");
  wp_test_assert_load_error (HEADER "\"rows\":[],\"columns\":[1]}", NULL,
                             "rows: 0 counts, but a Battleships grid has 1 to 40 rows and columns");
  wp_test_assert_load_error (HEADER "\"rows\":[1,\"2\"],\"columns\":[1,1]}", NULL,
                             "rows[1]: expected a whole number, or null for unknown");
  wp_test_assert_load_error (HEADER "\"rows\":[1,-1],\"columns\":[1,1]}", NULL,
                             "rows[1]: a count of -1 is negative (use null for an unknown count)");
  wp_test_assert_load_error (HEADER "\"rows\":[7,null],\"columns\":[1,1,1,1,1],\"fleet\":[{\"length\":1,\"count\":2}]}", NULL,
                             "rows[0]: a count of 7 does not fit a row of 5 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[1,1],\"columns\":[1,3],\"fleet\":[{\"length\":1,\"count\":2}]}", NULL,
                             "columns[1]: a count of 3 does not fit a column of 2 cells");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],\"fleet\":{\"length\":1}}", NULL,
                             "fleet: expected a list of {\"length\": …, \"count\": …} entries");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],\"fleet\":[3]}", NULL,
                             "fleet[0]: expected an entry {\"length\": …, \"count\": …}");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],\"fleet\":[{\"length\":0,\"count\":1}]}", NULL,
                             "fleet[0].length: a ship of 0 cells is not possible (ships have 1 to 40 cells)");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],"
                             "\"fleet\":[{\"length\":1,\"count\":1},{\"length\":2,\"count\":-2}]}", NULL,
                             "fleet[1].count: a count of -2 ships is negative");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],"
                             "\"fleet\":[{\"length\":1,\"count\":1},{\"count\":1}]}", NULL,
                             "fleet[1].length: expected a whole number");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[1,1],"
                             "\"fleet\":[{\"length\":1,\"count\":1},{\"length\":1,\"count\":0}]}", NULL,
                             "fleet[1].length: ships of 1 cells are listed twice");
  /* The fleet must fit: a ship longer than the grid, too many of one
   * length, too many in all. */
  wp_test_assert_load_error (HEADER "\"rows\":[null,null,null],\"columns\":[null,null,null],"
                             "\"fleet\":[{\"length\":4,\"count\":1}]}", NULL,
                             "fleet: a ship of 4 cells is longer than the 3×3 grid");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null,null,null,null],\"columns\":[null,null,null,null,null],"
                             "\"fleet\":[{\"length\":1,\"count\":10}]}", NULL,
                             "fleet: 10 ships of length 1 cannot fit a 5×5 grid without touching");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null,null,null,null],\"columns\":[null,null,null,null,null]}", NULL,
                             "fleet: the fleet of 10 ships cannot fit a 5×5 grid without touching");
  /* Counts against the fleet. */
  /* Counts against the fleet load, and are a conflict (see test_totals). */
  /* Givens. */
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[null,null],\"fleet\":[],\"givens\":[\"..\"]}", NULL,
                             "givens: expected a list of 2 rows");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[null,null],\"fleet\":[],\"givens\":[\"..\",\".\"]}", NULL,
                             "givens[1]: has 1 cells, expected 2");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[null,null],\"fleet\":[],\"givens\":[\"..\",\".x\"]}", NULL,
                             "givens[1]: the cell at column 2 is not one of . ~ o < > ^ v #");
  wp_test_assert_load_error (HEADER "\"rows\":[null,null],\"columns\":[null,null],\"fleet\":[],\"givens\":[\"..\",5]}", NULL,
                             "givens[1]: expected a string of 2 cells");
}

/* Puzzles built in code are checked the same way before any search. */
static void
test_validate (void)
{
  static const gint rows[] = { 7, 1 }, cols[] = { 1, 1, 1, 0, 1 };
  static const gint fleet[] = { 2, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (2, 5, rows, cols, fleet, 2);
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);

  g_assert_null (model);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "rows[0]: a count of 7 does not fit a row of 5 cells");
  g_clear_error (&error);

  wp_battleships_set_row_count (puzzle, 0, -3);
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "rows[0]: a count of -3 is negative");
  g_clear_error (&error);

  wp_battleships_set_row_count (puzzle, 0, 3);
  wp_battleships_set_column_count (puzzle, 4, 9);
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "columns[4]: a count of 9 does not fit a column of 2 cells");
  g_clear_error (&error);

  wp_battleships_set_column_count (puzzle, 4, 1);
  g_assert_true (puzzle->genre->validate (puzzle, NULL));
  wp_battleships_set_fleet (puzzle, 2, -1);
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "fleet: a count of -1 ships of length 2 is negative");
  g_clear_error (&error);

  wp_battleships_set_fleet (puzzle, 2, 1);
  puzzle->cells[3] = 9;
  g_assert_false (puzzle->genre->validate (puzzle, &error));
  g_assert_cmpstr (error->message, ==, "givens: r1c4 holds 9, but a Battleships cell holds 0 to 6");
  /* The clash finder takes such a value as no given rather than crash. */
  puzzle->cells[4] = -7;
  {
    g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
    g_assert_cmpuint (conflicts->len, ==, 0);
  }
}

/* Random damage to a good file: it loads whole or is refused with a
 * message; what loads is checked, counted and analysed without a crash. */
static void
test_random_input (void)
{
  g_autofree char *path = wp_test_data_path ("battleships-unique.wellposed");
  g_autofree char *original = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (99);
  static const char alphabet[] = "0123456789-.~o<>^v#x,[]{}\" null:";
  guint loaded = 0, refused = 0;

  g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
  for (guint round = 0; round < 400; round++)
    {
      g_autofree char *text = g_strdup (original);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) puzzles = NULL;
      guint n = strlen (text);

      /* Every other round, only givens change, to segments. */
      for (guint i = 0; i < 1 + round % 3; i++)
        if (round % 2)
          {
            const char *givens = strstr (text, "\"givens\"");
            guint at = (guint) g_rand_int_range (rand, (gint32) (givens - text) + 12, (gint32) n);

            if (strchr (".~o<>^v#", text[at]))
              text[at] = ".~o<>^v#"[g_rand_int_range (rand, 0, 8)];
          }
        else
          text[g_rand_int_range (rand, 0, (gint32) n)] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      puzzles = wp_load_data (text, NULL, NULL, &error);
      if (puzzles == NULL)
        {
          g_assert_nonnull (error);
          g_assert_cmpuint (strlen (error->message), >, 0);
          refused++;
          continue;
        }
      loaded++;
      for (guint p = 0; p < puzzles->len; p++)
        {
          const WpPuzzle *puzzle = g_ptr_array_index (puzzles, p);
          g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
          g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
          WpSearchOptions options = { .cap = 2, .keep = 2, .timeout_s = 1.0 };
          WpSearchResult result;

          g_assert_nonnull (model);
          wp_count_solutions (model, &options, &result);
          for (guint i = 0; i < result.solutions->len; i++)
            g_assert_true (wp_test_is_solution (puzzle, g_ptr_array_index (result.solutions, i)));
          if (conflicts->len > 0)
            g_assert_cmpuint (result.count, ==, 0);
          if (result.count > 0 && loaded % 8 == 0)
            {
              WpAnalysisOptions analysis_options = { 100, 2, 0.5, 2.0 };
              g_autoptr (WpSearch) search = wp_search_new ();
              g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &analysis_options, search, NULL);

              g_assert_nonnull (analysis);
              g_assert_cmpuint (analysis->count, >=, result.count);
            }
          wp_search_result_clear (&result);
        }
    }
  g_test_message ("%u damaged files loaded, %u refused", loaded, refused);
  g_assert_cmpuint (loaded, >, 150);
  g_assert_cmpuint (refused, >, 100);
}

/* --- Conflicts ------------------------------------------------------------------------ */

typedef struct {
  const char *givens[5];
  gint        rows[4];          /* 0 … = count + 1; 0 = unknown (so the default is unknown) */
  gint        fleet[4];
  const char *message;          /* the first conflict */
  guint       cells[6];
  guint       n_cells;
  guint       n_conflicts;
} ConflictCase;

static const ConflictCase conflict_cases[] = {
  { { "o..", ".o.", "...", NULL }, { 0 }, { 2 },
    "r1c1 and r2c2 touch at a corner, but ships never touch", { 0, 4 }, 2, 1 },
  { { "<~.", "...", "...", NULL }, { 0 }, { 0, 1 },
    "r1c1 is a left end, so r1c2 cannot be water", { 0, 1 }, 2, 1 },
  { { "..<", "...", "...", NULL }, { 0 }, { 0, 1 },
    "r1c3 is the left end of a ship, but there is no cell to its right", { 2 }, 1, 1 },
  { { "...", "...", ".^.", NULL }, { 0 }, { 0, 1 },
    "r3c2 is the top end of a ship, but there is no cell below it", { 7 }, 1, 1 },
  { { ".v.", "...", "...", NULL }, { 0 }, { 0, 1 },
    "r1c2 is the bottom end of a ship, but there is no cell above it", { 1 }, 1, 1 },
  { { "o<.", "...", "...", NULL }, { 0 }, { 1, 1 },
    "r1c1 (a one-cell ship) and r1c2 (a left end) do not fit together", { 0, 1 }, 2, 1 },
  { { "...", "^..", "o..", NULL }, { 0 }, { 1, 1 },
    "r2c1 (a top end) and r3c1 (a one-cell ship) do not fit together", { 3, 6 }, 2, 1 },
  { { "#..", "...", "...", NULL }, { 0 }, { 0, 0, 1 },
    "r1c1 is the middle of a ship, but no ship can pass through it", { 0 }, 1, 1 },
  { { ".^.", "<#.", "...", NULL }, { 0 }, { 0, 0, 2 },
    "r2c2 is the middle of a ship, but no ship can pass through it", { 1, 3, 4 }, 3, 2 },
  { { "o.o", "...", "...", NULL }, { 2 }, { 2 },
    "row 1 holds 2 ship cells but its count is 1", { 0, 2 }, 2, 1 },
  { { "~.~", "...", "...", NULL }, { 3 }, { 2 },
    "row 1 leaves room for 1 ship cell but its count is 2", { 0, 2 }, 2, 1 },
  { { "<#>.", "....", "....", NULL }, { 0 }, { 1, 1 },
    "r1c1–r1c3 is a ship of 3 cells, but the fleet has no ship of that length", { 0, 1, 2 }, 3, 1 },
  { { "o.o.", "....", "....", NULL }, { 0 }, { 1, 1 },
    "2 ships of length 1 are given, but the fleet has 1", { 0, 2 }, 2, 1 },
  { { "<#..", "....", "....", NULL }, { 0 }, { 0, 1 },
    "r1c1–r1c2 is part of a ship of at least 3 cells, but the longest ship of the fleet has 2", { 0, 1 }, 2, 1 },
  { { "o.o.", "....", "....", NULL }, { 0 }, { 1 },
    "the givens hold 2 ship cells, but the fleet has 1", { 0, 2 }, 2, 2 },
  { { "~~~", "~~~", "~~~", NULL }, { 0 }, { 1 },
    "the grid holds 0 ships of length 1, but the fleet has 1", { 0 }, 0, 1 },
};

/* Each kind of clash, named with its cells; the engine agrees there is no
 * solution. */
static void
test_conflicts (void)
{
  g_autoptr (WpPuzzle) fine = wp_test_load_data_file ("battleships-unique.wellposed");
  g_autoptr (GPtrArray) none = fine->genre->find_conflicts (fine);
  g_autofree char *check = NULL;

  g_assert_cmpuint (none->len, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (conflict_cases); i++)
    {
      const ConflictCase *cc = &conflict_cases[i];
      guint n_rows = g_strv_length ((char **) cc->givens);
      gint rows[4];
      g_autoptr (WpPuzzle) puzzle = NULL;
      g_autoptr (GPtrArray) conflicts = NULL;
      const WpConflict *first;
      WpSearchResult result;

      for (guint r = 0; r < n_rows; r++)
        rows[r] = cc->rows[r] - 1;
      puzzle = from_rows (cc->givens, rows, NULL, cc->fleet, 4);
      g_test_message ("case %u: %s", i, cc->message);
      g_assert_true (puzzle->genre->validate (puzzle, NULL));
      conflicts = puzzle->genre->find_conflicts (puzzle);
      g_assert_cmpuint (conflicts->len, ==, cc->n_conflicts);
      first = g_ptr_array_index (conflicts, 0);
      g_assert_cmpstr (first->message, ==, cc->message);
      g_assert_cmpmem (first->cells->data, first->cells->len * sizeof (guint), cc->cells, cc->n_cells * sizeof (guint));
      g_assert_cmpuint (count_both (puzzle, 0, 0, &result), ==, 0);
      g_assert_true (result.exact);
      wp_search_result_clear (&result);
    }

  check = wp_test_run_cli ("check", "-", HEADER "\"rows\":[null,null,null],\"columns\":[null,null,null],"
                   "\"fleet\":[{\"length\":1,\"count\":2}],\"givens\":[\"o..\",\".o.\",\"...\"]}");
  if (check)
    g_assert_cmpstr (check, ==, "no solution (r1c1 and r2c2 touch at a corner, but ships never touch)\n");
}

/* --- Settings and line clues ------------------------------------------------------------ */

static void
assert_setting (const WpSetting *setting, const char *id, const char *label, gint value, gint max)
{
  g_assert_cmpstr (setting->id, ==, id);
  g_assert_cmpstr (setting->label, ==, label);
  g_assert_cmpint (setting->value, ==, value);
  g_assert_cmpint (setting->min, ==, 0);
  g_assert_cmpint (setting->max, ==, max);
}

static void
assert_setting_refused (WpPuzzle *puzzle, const char *id, gint value, const char *message)
{
  g_autoptr (WpPuzzle) before = wp_puzzle_copy (puzzle);
  g_autoptr (GError) error = NULL;

  g_assert_false (puzzle->genre->settings->apply (puzzle, id, value, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (wp_puzzle_equal (puzzle, before));
}

static void
test_settings (void)
{
  const WpGenre *genre = &wp_genre_battleships;
  g_autoptr (WpPuzzle) puzzle = genre->new_puzzle (wp_genre_find_preset (genre, "10"));
  g_autoptr (WpPuzzle) small = genre->new_puzzle (wp_genre_find_preset (genre, "6"));
  g_autoptr (GPtrArray) settings = genre->settings->list (puzzle);
  g_autoptr (GPtrArray) small_settings = genre->settings->list (small);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (settings->len, ==, 10);
  assert_setting (g_ptr_array_index (settings, 0), "ships-1", "Ships of 1 cell", 4, 25);
  assert_setting (g_ptr_array_index (settings, 1), "ships-2", "Ships of 2 cells", 3, 20);
  assert_setting (g_ptr_array_index (settings, 3), "ships-4", "Ships of 4 cells", 1, 12);
  assert_setting (g_ptr_array_index (settings, 9), "ships-10", "Ships of 10 cells", 0, 5);
  g_assert_cmpuint (small_settings->len, ==, 6);
  assert_setting (g_ptr_array_index (small_settings, 2), "ships-3", "Ships of 3 cells", 1, 4);

  /* A change goes into the fleet, and the model. */
  g_assert_true (genre->settings->apply (puzzle, "ships-5", 1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (wp_battleships_get_fleet (puzzle, 5), ==, 1);
  g_assert_cmpuint (wp_battleships_fleet_cells (puzzle), ==, 25);
  g_assert_true (genre->settings->apply (puzzle, "ships-1", 0, NULL));
  g_assert_cmpuint (wp_battleships_fleet_cells (puzzle), ==, 21);
  g_assert_true (genre->validate (puzzle, NULL));
  {
    g_autoptr (GPtrArray) after = genre->settings->list (puzzle);
    g_assert_cmpint (((WpSetting *) g_ptr_array_index (after, 4))->value, ==, 1);
    g_assert_cmpint (((WpSetting *) g_ptr_array_index (after, 0))->value, ==, 0);
  }

  assert_setting_refused (puzzle, "ships-2", -1, "a count of -1 ships of length 2 is negative");
  assert_setting_refused (puzzle, "ships-11", 1, "a ship of 11 cells is longer than the 10×10 grid");
  /* 25 one-cell ships fill a 10×10, one in each 2×2 square. */
  assert_setting_refused (puzzle, "ships-1", 26, "26 ships of length 1 cannot fit a 10×10 grid without touching");
  assert_setting_refused (puzzle, "ships-1", 14, "the fleet of 21 ships cannot fit a 10×10 grid without touching");
  g_assert_true (genre->settings->apply (puzzle, "ships-1", 13, NULL));
  g_assert_true (genre->settings->apply (puzzle, "ships-1", 0, NULL));
  assert_setting_refused (puzzle, "ships-3", 11, "the fleet of 16 ships cannot fit a 10×10 grid without touching");
  assert_setting_refused (puzzle, "ships", 1, "“ships” is not a Battleships setting");
  assert_setting_refused (puzzle, "ships-0", 1, "“ships-0” is not a Battleships setting");
  assert_setting_refused (small, "ships-7", 1, "a ship of 7 cells is longer than the 6×6 grid");
  /* A ship as long as the grid fits, but not with the whole fleet. */
  assert_setting_refused (small, "ships-6", 1, "the fleet of 7 ships cannot fit a 6×6 grid without touching");
  g_assert_true (genre->settings->apply (small, "ships-1", 0, NULL));
  g_assert_true (genre->settings->apply (small, "ships-6", 1, NULL));
  g_assert_cmpint (wp_battleships_get_fleet (small, 6), ==, 1);
}

static void
assert_clues (const WpPuzzle *puzzle, WpLineKind kind, guint index, const char *expected)
{
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, index);

  if (expected == NULL)
    g_assert_cmpuint (g_strv_length (clues), ==, 0);
  else
    {
      g_assert_cmpuint (g_strv_length (clues), ==, 1);
      g_assert_cmpstr (clues[0], ==, expected);
    }
}

static void
assert_clue_refused (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text, const char *message)
{
  g_autoptr (WpPuzzle) before = wp_puzzle_copy (puzzle);
  g_autoptr (GError) error = NULL;

  g_assert_false (puzzle->genre->lines->set_clues (puzzle, kind, index, text, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_true (wp_puzzle_equal (puzzle, before));
}

static void
test_line_clues (void)
{
  const WpGenre *genre = &wp_genre_battleships;
  static const gint rows[] = { 2, WP_BATTLESHIPS_UNKNOWN, 0, 1, 1, 0, 0, 0 };
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (8, 6, rows, NULL, NULL, 0);

  g_assert_true (genre->lines->after);
  assert_clues (puzzle, WP_LINE_ROW, 0, "2");
  assert_clues (puzzle, WP_LINE_ROW, 1, NULL);
  assert_clues (puzzle, WP_LINE_ROW, 2, "0");
  assert_clues (puzzle, WP_LINE_COLUMN, 5, NULL);

  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 1, " 4 ", NULL));
  assert_clues (puzzle, WP_LINE_ROW, 1, "4");
  g_assert_cmpint (wp_battleships_get_row_counts (puzzle)[1], ==, 4);
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_ROW, 0, "?", NULL));
  assert_clues (puzzle, WP_LINE_ROW, 0, NULL);
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 5, "8", NULL));
  assert_clues (puzzle, WP_LINE_COLUMN, 5, "8");
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 5, "", NULL));
  assert_clues (puzzle, WP_LINE_COLUMN, 5, NULL);
  g_assert_true (genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 0, "0", NULL));
  g_assert_cmpint (wp_battleships_get_column_counts (puzzle)[0], ==, 0);

  /* The same sentences as Submarines' (line-counts.c), with "count". */
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "7", "Row 3 has 6 cells; a count of 7 does not fit");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 1, "9", "Column 2 has 8 cells; a count of 9 does not fit");
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "-1",
                       "Row 3: a count of -1 is negative (leave it empty or write ? for an unknown count)");
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "two",
                       "Row 3: “two” is not a count (write a whole number, or ? for an unknown count)");
  assert_clue_refused (puzzle, WP_LINE_COLUMN, 3, "2 1",
                       "Column 4: “2 1” is not a count (write a whole number, or ? for an unknown count)");
  assert_clue_refused (puzzle, WP_LINE_ROW, 2, "99999999999", "Row 3 has 6 cells; a count of 99999999999 does not fit");
  assert_clue_refused (puzzle, WP_LINE_ROW, 8, "1", "There is no row 9");
}

/* --- Values, presets, shapes ------------------------------------------------------------- */

static void
test_values (void)
{
  const WpGenre *genre = &wp_genre_battleships;
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (2, 2, NULL, NULL, NULL, 0);
  static const char *const shown[] = { "~", "●", "◀", "▶", "▲", "▼", "■" };
  static const WpGlyph glyphs[] = {
    WP_GLYPH_WATER, WP_GLYPH_DISC, WP_GLYPH_END_LEFT, WP_GLYPH_END_RIGHT,
    WP_GLYPH_END_TOP, WP_GLYPH_END_BOTTOM, WP_GLYPH_SEGMENT,
  };
  static const struct { const char *chars; gint value; } typed[] = {
    { ".~wW0≈", W }, { "oO*1●", S }, { "<◀", L }, { ">▶", R }, { "^▲", T }, { "vV▼", B },
    { "mM#=■", M }, { " ", E }, { "x2?a", -2 },
  };

  for (gint v = 0; v < WP_BATTLESHIPS_N_VALUES; v++)
    {
      g_autofree char *text = genre->format_value (puzzle, v);

      g_assert_cmpstr (text, ==, shown[v]);
      g_assert_cmpint (genre->view->glyph (puzzle, v), ==, glyphs[v]);
      g_assert_cmpint (genre->value_for_char (puzzle, g_utf8_get_char (text)), ==, v);
    }
  {
    g_autofree char *empty = genre->format_value (puzzle, E);
    g_assert_cmpstr (empty, ==, "");
  }
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    for (const char *p = typed[i].chars; *p; p = g_utf8_next_char (p))
      g_assert_cmpint (genre->value_for_char (puzzle, g_utf8_get_char (p)), ==, typed[i].value);
  g_assert_true (wp_genre_lookup ("battleships") == genre);
  g_assert_null (genre->text_formats);
  g_assert_null (genre->patterns->find_chains);
}

static void
test_presets (void)
{
  const WpGenre *genre = &wp_genre_battleships;
  static const guint cells[] = { 10, 17, 20, 35, 35 };

  g_assert_cmpuint (genre->n_presets, ==, G_N_ELEMENTS (cells));
  for (guint p = 0; p < genre->n_presets; p++)
    {
      g_autoptr (WpPuzzle) fresh = genre->new_puzzle (&genre->presets[p]);
      WpSearchResult result;

      g_assert_true (genre->validate (fresh, NULL));
      g_assert_cmpuint (fresh->width, ==, genre->presets[p].width);
      g_assert_cmpuint (wp_battleships_fleet_cells (fresh), ==, cells[p]);
      g_assert_cmpuint (wp_puzzle_count_givens (fresh), ==, 0);
      /* Every count unknown: any placement of the fleet will do. */
      wp_test_count (fresh, 2, 2, &result);
      g_assert_cmpuint (result.count, ==, 2);
      for (guint i = 0; i < 2; i++)
        g_assert_true (wp_test_is_solution (fresh, g_ptr_array_index (result.solutions, i)));
      wp_search_result_clear (&result);
    }
  g_assert_cmpuint (wp_genre_find_preset (genre, "10")->width, ==, 10);
}

static void
test_shape (void)
{
  static const gboolean bent[9] = { 1, 1, 0,  0, 1, 0,  0, 0, 0 };
  static const gboolean corner[9] = { 1, 0, 0,  0, 1, 0,  0, 0, 0 };
  static const gboolean fine[12] = { 1, 1, 1, 0,  0, 0, 0, 0,  1, 0, 1, 1 };
  static const gint named[12] = { L, M, R, W,  W, W, W, W,  S, W, L, R };
  static const gboolean column[6] = { 1, 0,  1, 0,  1, 0 };
  static const gint column_named[6] = { T, W,  M, W,  B, W };
  gint values[12];
  guint lengths[WP_BATTLESHIPS_MAX_SHIP + 1];

  g_assert_false (wp_battleships_shape (3, 3, bent, values, NULL));
  g_assert_false (wp_battleships_shape (3, 3, corner, values, NULL));
  g_assert_true (wp_battleships_shape (3, 4, fine, values, lengths));
  g_assert_cmpmem (values, sizeof named, named, sizeof named);
  g_assert_cmpuint (lengths[1], ==, 1);
  g_assert_cmpuint (lengths[2], ==, 1);
  g_assert_cmpuint (lengths[3], ==, 1);
  g_assert_true (wp_battleships_shape (3, 2, column, values, lengths));
  g_assert_cmpmem (values, sizeof column_named, column_named, sizeof column_named);
  g_assert_cmpuint (lengths[3], ==, 1);
}

/* --- Pattern names ------------------------------------------------------------------------ */

static void
assert_pattern (const char *const *grid_a, const char *const *grid_b, const gint *fleet,
                const char *kind, const char *where)
{
  guint n_rows = g_strv_length ((char **) grid_a), n_cols = (guint) strlen (grid_a[0]);
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (n_rows, n_cols, NULL, NULL, fleet, 4);
  g_autofree gint *a = grid_of (grid_a);
  g_autofree gint *b = grid_of (grid_b);
  g_autoptr (GPtrArray) patterns = NULL;
  const WpPattern *pattern;

  g_assert_true (wp_test_is_solution (puzzle, a));
  g_assert_true (wp_test_is_solution (puzzle, b));
  patterns = wp_find_patterns (puzzle, a, b);
  g_assert_cmpuint (patterns->len, ==, 1);
  pattern = g_ptr_array_index (patterns, 0);
  g_assert_cmpstr (pattern->kind, ==, kind);
  g_assert_cmpstr (pattern->where, ==, where);
}

static void
test_pattern_names (void)
{
  static const gint two_subs[4] = { 2 }, one_destroyer[4] = { 0, 1 }, cruiser[4] = { 0, 0, 1 }, mixed[4] = { 1, 1 };
  static const char *const subs_a[] = { "o~~", "~~~", "~~o", NULL };
  static const char *const subs_b[] = { "~~o", "~~~", "o~~", NULL };
  static const char *const moved_a[] = { "<>~", "~~~", "~~~", NULL };
  static const char *const moved_b[] = { "~~~", "~~~", "~<>", NULL };
  static const char *const turned_a[] = { "~~~", "<#>", "~~~", NULL };
  static const char *const turned_b[] = { "~^~", "~#~", "~v~", NULL };
  static const char *const swap_a[] = { "<>~o", "~~~~", NULL };
  static const char *const swap_b[] = { "o~<>", "~~~~", NULL };

  assert_pattern (subs_a, subs_b, two_subs, "swapped submarines", "rows 1–3, columns 1–3");
  assert_pattern (moved_a, moved_b, one_destroyer, "moved ship", "rows 1–3, columns 1–3");
  assert_pattern (turned_a, turned_b, cruiser, "turned ship", "rows 1–3, columns 1–3");
  assert_pattern (swap_a, swap_b, mixed, "ship swap", "row 1, columns 1–4");
}

/* --- Timing ----------------------------------------------------------------------- */


/* Counts that disagree with the fleet: the puzzle loads, and its conflict
 * says why nothing fits (no cell to mark). */
static void
test_totals (void)
{
  const gint rows[] = { 1, 2 }, cols[] = { 2, WP_BATTLESHIPS_UNKNOWN, 1 }, fleet[] = { 2 };
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (2, 3, rows, NULL, fleet, 1);
  g_autoptr (WpPuzzle) columns = wp_battleships_new (2, 3, NULL, cols, fleet, 1);
  g_autoptr (GPtrArray) conflicts = NULL;
  g_autoptr (GError) error = NULL;
  const WpConflict *conflict;

  g_assert_true (wp_genre_battleships.validate (puzzle, &error));
  conflicts = wp_genre_battleships.find_conflicts (puzzle);
  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpuint (conflict->cells->len, ==, 0);
  g_assert_cmpstr (conflict->message, ==, "the row counts total 3, but the fleet has 2 ship cells");
  g_clear_pointer (&conflicts, g_ptr_array_unref);
  conflicts = wp_genre_battleships.find_conflicts (columns);
  g_assert_cmpuint (conflicts->len, ==, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->message, ==, "the known column counts total 3, more than the 2 ship cells of the fleet");
}

/* Custom sizes get the largest preset fleet that fits, or none. */
static void
test_custom_size (void)
{
  WpPreset big = { "custom", NULL, 11, 11, 0, 0 }, tiny = { "custom", NULL, 2, 1, 0, 0 };
  g_autoptr (WpPuzzle) a = wp_genre_battleships.new_puzzle (&big);
  g_autoptr (WpPuzzle) b = wp_genre_battleships.new_puzzle (&tiny);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (a->width, ==, 11);
  g_assert_true (wp_genre_battleships.validate (a, &error));
  g_assert_cmpint (wp_battleships_get_fleet (a, 5), ==, 1);
  g_assert_true (wp_genre_battleships.validate (b, &error));
  for (guint k = 1; k <= 4; k++)
    g_assert_cmpint (wp_battleships_get_fleet (b, k), ==, 0);
}


static void
assert_legend_item (GPtrArray *legend, guint i, const gint *values, guint n, guint count)
{
  const WpLegendItem *item = g_ptr_array_index (legend, i);

  g_assert_cmpuint (item->values->len, ==, n);
  for (guint j = 0; j < n; j++)
    g_assert_cmpint (g_array_index (item->values, gint, j), ==, values[j]);
  g_assert_cmpuint (item->count, ==, count);
}

/* The fleet as drawn beside the grid: longest first, each ship horizontal
 * end to end, only the lengths the fleet has; it follows the settings. */
static void
test_legend (void)
{
  const WpGenre *genre = &wp_genre_battleships;
  g_autoptr (WpPuzzle) puzzle = genre->new_puzzle (wp_genre_find_preset (genre, "10"));
  const gint four[] = { WP_BATTLESHIPS_END_LEFT, WP_BATTLESHIPS_MIDDLE, WP_BATTLESHIPS_MIDDLE, WP_BATTLESHIPS_END_RIGHT };
  const gint two[] = { WP_BATTLESHIPS_END_LEFT, WP_BATTLESHIPS_END_RIGHT };
  const gint one[] = { WP_BATTLESHIPS_SINGLE };
  g_autoptr (GPtrArray) legend = genre->view->legend (puzzle);
  g_autoptr (GPtrArray) changed = NULL;
  g_autoptr (GPtrArray) none = NULL;

  g_assert_cmpuint (legend->len, ==, 4);
  assert_legend_item (legend, 0, four, 4, 1);
  assert_legend_item (legend, 2, two, 2, 3);
  assert_legend_item (legend, 3, one, 1, 4);

  /* No battleship, twelve submarines: the cruisers come first. */
  g_assert_true (genre->settings->apply (puzzle, "ships-4", 0, NULL));
  g_assert_true (genre->settings->apply (puzzle, "ships-1", 12, NULL));
  changed = genre->view->legend (puzzle);
  g_assert_cmpuint (changed->len, ==, 3);
  g_assert_cmpuint (((WpLegendItem *) g_ptr_array_index (changed, 0))->values->len, ==, 3);
  assert_legend_item (changed, 2, one, 1, 12);
  /* Typing leaves it alone. */
  puzzle->cells[0] = WP_BATTLESHIPS_END_LEFT;
  wp_battleships_set_row_count (puzzle, 0, 4);
  {
    g_autoptr (GPtrArray) again = genre->view->legend (puzzle);

    g_assert_cmpuint (again->len, ==, 3);
    assert_legend_item (again, 2, one, 1, 12);
  }

  for (guint k = 1; k <= 3; k++)
    wp_battleships_set_fleet (puzzle, k, 0);
  none = genre->view->legend (puzzle);
  g_assert_cmpuint (none->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battleships/unique", test_unique);
  g_test_add_func ("/battleships/two", test_two);
  g_test_add_func ("/battleships/none", test_none);
  g_test_add_func ("/battleships/brute-force", test_brute_force);
  g_test_add_func ("/battleships/native/round-trip", test_native_round_trip);
  g_test_add_func ("/battleships/native/errors", test_native_errors);
  g_test_add_func ("/battleships/validate", test_validate);
  g_test_add_func ("/battleships/random-input", test_random_input);
  g_test_add_func ("/battleships/conflicts", test_conflicts);
  g_test_add_func ("/battleships/settings", test_settings);
  g_test_add_func ("/battleships/legend", test_legend);
  g_test_add_func ("/battleships/line-clues", test_line_clues);
  g_test_add_func ("/battleships/values", test_values);
  g_test_add_func ("/battleships/presets", test_presets);
  g_test_add_func ("/battleships/shape", test_shape);
  g_test_add_func ("/battleships/pattern-names", test_pattern_names);
  g_test_add_func ("/battleships/totals", test_totals);
  g_test_add_func ("/battleships/custom-size", test_custom_size);
  return g_test_run ();
}
