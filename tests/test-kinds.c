/* test-kinds.c — the constraint kinds of kinds/ against a brute force
 *
 * Every 4×4 Sudoku grid (there are 288) is listed here, independently of
 * the engine, and each rule is checked on it by a few lines written for
 * this test alone; the engine's count of a puzzle with the rule must be
 * the number of grids that keep it.  Each puzzle also goes to f-puzzles
 * data and back unchanged.
 */
#include "wp-test-utils.h"

#include <string.h>

#define N 4

/* 4×4 grids (288), and 6×6 grids (boxes of two rows and three columns)
 * whose first row is 1 2 3 4 5 6: 39168 of them, a 720th of all. */
#define M 6
static GArray *grids4;   /* of gint[N * N] */
static GArray *grids6;   /* of gint[M * M] */

static gboolean
fits (const gint *g, guint size, guint box_cols, guint cell, gint d)
{
  guint box_rows = size / box_cols, r = cell / size, c = cell % size;
  guint br = r / box_rows * box_rows, bc = c / box_cols * box_cols;

  for (guint i = 0; i < size; i++)
    if (g[r * size + i] == d || g[i * size + c] == d || g[(br + i / box_cols) * size + bc + i % box_cols] == d)
      return FALSE;
  return TRUE;
}

/* Every filling of g[cell…) into @out. */
static void
list_grids (gint *g, guint size, guint box_cols, guint cell, GArray *out)
{
  if (cell == size * size)
    {
      g_array_append_vals (out, g, size * size);
      return;
    }
  for (gint d = 1; d <= (gint) size; d++)
    if (fits (g, size, box_cols, cell, d))
      {
        g[cell] = d;
        list_grids (g, size, box_cols, cell + 1, out);
        g[cell] = 0;
      }
}

/* --- The rules, written again ------------------------------------------------------------ */

/* Cells as indices r * 4 + c. */
static gboolean
renban_ok (const gint *g, const guint *cells, guint n)
{
  gint low = 99, high = 0;

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (g[cells[i]] == g[cells[j]])
        return FALSE;
  for (guint i = 0; i < n; i++)
    low = MIN (low, g[cells[i]]), high = MAX (high, g[cells[i]]);
  return high - low == (gint) n - 1;
}

static gboolean
whispers_ok (const gint *g, const guint *cells, guint n, gint d)
{
  for (guint i = 1; i < n; i++)
    if (ABS (g[cells[i]] - g[cells[i - 1]]) < d)
      return FALSE;
  return TRUE;
}

static gboolean
palindrome_ok (const gint *g, const guint *cells, guint n)
{
  for (guint i = 0; i < n; i++)
    if (g[cells[i]] != g[cells[n - 1 - i]])
      return FALSE;
  return TRUE;
}

static gboolean
between_ok (const gint *g, const guint *cells, guint n)
{
  gint a = g[cells[0]], b = g[cells[n - 1]];

  for (guint i = 1; i + 1 < n; i++)
    if (g[cells[i]] <= MIN (a, b) || g[cells[i]] >= MAX (a, b))
      return FALSE;
  return TRUE;
}

static gboolean
parity_ok (const gint *g, guint cell, gboolean even)
{
  return (g[cell] % 2 == 0) == even;
}

/* Less (minimum) or more than every neighbour not in @same. */
static gboolean
extremum_ok (const gint *g, guint cell, gboolean minimum, const guint *same, guint n_same)
{
  gint r = (gint) (cell / N), c = (gint) (cell % N);
  const gint steps[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

  for (guint s = 0; s < 4; s++)
    {
      gint r2 = r + steps[s][0], c2 = c + steps[s][1];
      guint other;
      gboolean skip = FALSE;

      if (r2 < 0 || c2 < 0 || r2 >= N || c2 >= N)
        continue;
      other = (guint) (r2 * N + c2);
      for (guint k = 0; k < n_same; k++)
        skip |= same[k] == other;
      if (!skip && (minimum ? g[cell] >= g[other] : g[cell] <= g[other]))
        return FALSE;
    }
  return TRUE;
}

/* Non-consecutive except across the pairs given (dotted pairs); with
 * @white_pair, that pair must be consecutive. */
static gboolean
nonconsecutive_ok (const gint *g, guint a, guint b)
{
  for (guint cell = 0; cell < N * N; cell++)
    {
      guint right = cell + 1, down = cell + N;

      if (cell % N + 1 < N && !((cell == a && right == b) || (cell == b && right == a)) &&
          ABS (g[cell] - g[right]) == 1)
        return FALSE;
      if (down < N * N && !((cell == a && down == b) || (cell == b && down == a)) && ABS (g[cell] - g[down]) == 1)
        return FALSE;
    }
  return ABS (g[a] - g[b]) == 1;
}

static gboolean
clone_ok (const gint *g)
{
  return g[0] == g[10] && g[1] == g[11];
}

/* Place k of each 2×2 box, in reading order, holds four different digits. */
static gboolean
disjoint_ok (const gint *g)
{
  for (guint k = 0; k < 4; k++)
    {
      guint seen = 0;

      for (guint box = 0; box < 4; box++)
        seen |= 1u << g[(box / 2 * 2 + k / 2) * N + box % 2 * 2 + k % 2];
      if (seen != 0x1e)
        return FALSE;
    }
  return TRUE;
}

/* Every pair side by side but (a, b) keeps @pair_ok; (a, b) keeps @mark_ok. */
static gboolean
negative_ok (const gint *g, guint a, guint b, gboolean (*pair_ok) (gint, gint), gboolean (*mark_ok) (gint, gint))
{
  for (guint cell = 0; cell < N * N; cell++)
    for (guint step = 0; step < 2; step++)
      {
        guint other = step ? cell + N : cell + 1;

        if (step ? other >= N * N : cell % N + 1 >= N)
          continue;
        if ((cell == a && other == b) || (cell == b && other == a))
          continue;
        if (!pair_ok (g[cell], g[other]))
          return FALSE;
      }
  return mark_ok (g[a], g[b]);
}

static gboolean no_five_or_ten (gint x, gint y) { return x + y != 5 && x + y != 10; }
static gboolean five (gint x, gint y) { return x + y == 5; }
static gboolean no_double (gint x, gint y) { return x != 2 * y && y != 2 * x; }
static gboolean doubled (gint x, gint y) { return x == 2 * y || y == 2 * x; }
static gboolean negative_xv_a (const gint *g) { return negative_ok (g, 0, 1, no_five_or_ten, five); }
static gboolean negative_ratio_a (const gint *g) { return negative_ok (g, 0, 4, no_double, doubled); }

/* --- Cases -------------------------------------------------------------------------------- */

typedef gboolean (*GridCheck) (const gint *g);

static gboolean renban_a (const gint *g) { const guint c[] = { 0, 1, 5 }; return renban_ok (g, c, 3); }
static gboolean renban_b (const gint *g) { const guint c[] = { 0, 5, 10, 15 }; return renban_ok (g, c, 4); }
static gboolean whispers_a (const gint *g) { const guint c[] = { 0, 1, 2, 6 }; return whispers_ok (g, c, 4, 2); }
static gboolean whispers_b (const gint *g) { const guint c[] = { 4, 9, 14 }; return whispers_ok (g, c, 3, 3); }
static gboolean palindrome_a (const gint *g) { const guint c[] = { 0, 5, 10, 15, 14 }; return palindrome_ok (g, c, 5); }
static gboolean palindrome_b (const gint *g) { const guint c[] = { 1, 6, 11 }; return palindrome_ok (g, c, 3); }
static gboolean between_a (const gint *g) { const guint c[] = { 0, 1, 2 }; return between_ok (g, c, 3); }
static gboolean between_b (const gint *g) { const guint c[] = { 0, 5, 6, 3 }; return between_ok (g, c, 4); }
static gboolean parity_a (const gint *g) { return parity_ok (g, 0, TRUE) && parity_ok (g, 5, FALSE) && parity_ok (g, 15, TRUE); }
static gboolean minimum_a (const gint *g) { return extremum_ok (g, 5, TRUE, NULL, 0); }
static gboolean minimum_b (const gint *g)
{
  const guint both[] = { 5, 6 };

  return extremum_ok (g, 5, TRUE, both, 2) && extremum_ok (g, 6, TRUE, both, 2);
}
static gboolean maximum_a (const gint *g) { return extremum_ok (g, 0, FALSE, NULL, 0) && extremum_ok (g, 10, FALSE, NULL, 0); }
static gboolean nonconsecutive_a (const gint *g) { return nonconsecutive_ok (g, 0, 1); }

/* 6×6: unmarked pairs side by side, rows then columns. */
static gboolean
negative6_ok (const gint *g, guint a, guint b, gboolean (*pair_ok) (gint, gint), gboolean (*mark_ok) (gint, gint))
{
  for (guint cell = 0; cell < M * M; cell++)
    for (guint step = 0; step < 2; step++)
      {
        guint other = step ? cell + M : cell + 1;

        if ((step ? other >= M * M : cell % M + 1 >= M) || (cell == a && other == b) || (cell == b && other == a))
          continue;
        if (!pair_ok (g[cell], g[other]))
          return FALSE;
      }
  return mark_ok (g[a], g[b]);
}

static gboolean negative_xv_6 (const gint *g) { return negative6_ok (g, 7, 8, no_five_or_ten, five); }
static gboolean negative_ratio_6 (const gint *g) { return negative6_ok (g, 7, 13, no_double, doubled); }
static gboolean whispers_6 (const gint *g)
{
  const guint c[] = { 9, 15, 16 };

  return whispers_ok (g, c, 3, 2);
}
static gboolean renban_6 (const gint *g)
{
  const guint c[] = { 12, 13, 19, 25, 26 };

  return renban_ok (g, c, 5);
}

/* Cases on an empty 6×6 count every grid: each listed one under all 720
 * relabellings of its digits. */
static const struct {
  const char *elements;
  GridCheck   check;
  gboolean    empty;
} cases6[] = {
  { "{\"kind\":\"xv\",\"cells\":[\"r2c2\",\"r2c3\"],\"value\":\"V\"},{\"kind\":\"negative\",\"marks\":\"xv\"}", negative_xv_6, TRUE },
  { "{\"kind\":\"ratio-dot\",\"cells\":[\"r2c2\",\"r3c2\"]},{\"kind\":\"negative\",\"marks\":\"ratio\"}", negative_ratio_6, TRUE },
  { "{\"kind\":\"whispers\",\"cells\":[\"r2c4\",\"r3c4\",\"r3c5\"],\"difference\":2}", whispers_6, FALSE },
  { "{\"kind\":\"renban\",\"cells\":[\"r3c1\",\"r3c2\",\"r4c2\",\"r5c2\",\"r5c3\"]}", renban_6, FALSE },
};

static const struct {
  const char *elements;   /* native */
  GridCheck   check;
} cases[] = {
  { "{\"kind\":\"renban\",\"cells\":[\"r1c1\",\"r1c2\",\"r2c2\"]}", renban_a },
  { "{\"kind\":\"renban\",\"cells\":[\"r1c1\",\"r2c2\",\"r3c3\",\"r4c4\"]}", renban_b },
  { "{\"kind\":\"whispers\",\"cells\":[\"r1c1\",\"r1c2\",\"r1c3\",\"r2c3\"],\"difference\":2}", whispers_a },
  { "{\"kind\":\"whispers\",\"cells\":[\"r2c1\",\"r3c2\",\"r4c3\"],\"difference\":3}", whispers_b },
  { "{\"kind\":\"palindrome\",\"cells\":[\"r1c1\",\"r2c2\",\"r3c3\",\"r4c4\",\"r4c3\"]}", palindrome_a },
  { "{\"kind\":\"palindrome\",\"cells\":[\"r1c2\",\"r2c3\",\"r3c4\"]}", palindrome_b },
  { "{\"kind\":\"between\",\"cells\":[\"r1c1\",\"r1c2\",\"r1c3\"]}", between_a },
  { "{\"kind\":\"between\",\"cells\":[\"r1c1\",\"r2c2\",\"r2c3\",\"r1c4\"]}", between_b },
  { "{\"kind\":\"even\",\"cells\":[\"r1c1\"]},{\"kind\":\"even\",\"cells\":[\"r4c4\"]},{\"kind\":\"odd\",\"cells\":[\"r2c2\"]}", parity_a },
  { "{\"kind\":\"minimum\",\"cells\":[\"r2c2\"]}", minimum_a },
  { "{\"kind\":\"minimum\",\"cells\":[\"r2c2\"]},{\"kind\":\"minimum\",\"cells\":[\"r2c3\"]}", minimum_b },
  { "{\"kind\":\"maximum\",\"cells\":[\"r1c1\"]},{\"kind\":\"maximum\",\"cells\":[\"r3c3\"]}", maximum_a },
  /* The white dot's pair is consecutive and exempt from non-consecutive
   * (counted 0 before: the two rules were both applied to it). */
  { "{\"kind\":\"clone\",\"cells\":[\"r1c1\",\"r1c2\"],\"clone\":[\"r3c3\",\"r3c4\"]}", clone_ok },
  { "{\"kind\":\"disjoint-groups\"}", disjoint_ok },
  { "{\"kind\":\"xv\",\"cells\":[\"r1c1\",\"r1c2\"],\"value\":\"V\"},{\"kind\":\"negative\",\"marks\":\"xv\"}", negative_xv_a },
  { "{\"kind\":\"ratio-dot\",\"cells\":[\"r1c1\",\"r2c1\"]},{\"kind\":\"negative\",\"marks\":\"ratio\"}", negative_ratio_a },
  { "{\"kind\":\"non-consecutive\"},{\"kind\":\"difference-dot\",\"cells\":[\"r1c1\",\"r1c2\"]}", nonconsecutive_a },
};

static WpPuzzle *
puzzle_with (const char *elements)
{
  g_autofree char *text =
    g_strdup_printf ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                     "\"givens\":[\"....\",\"....\",\"....\",\"....\"],\"elements\":[%s]}", elements);

  return wp_test_load_one (text);
}

static guint64
engine_count (const WpPuzzle *puzzle)
{
  return wp_test_count_exact (puzzle, 1000);
}

static void
test_counts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WpPuzzle) puzzle = puzzle_with (cases[i].elements);
      guint64 expected = 0;

      for (guint g = 0; g < grids4->len / (N * N); g++)
        expected += cases[i].check (&g_array_index (grids4, gint, g * N * N));
      g_test_message ("%s: %" G_GUINT64_FORMAT, cases[i].elements, expected);
      g_assert_cmpuint (engine_count (puzzle), ==, expected);
    }
}

/* How many relabellings of the listed grids keep @check. */
static guint64
count_relabelled (GridCheck check)
{
  gint perm[M] = { 1, 2, 3, 4, 5, 6 }, grid[M * M];
  guint64 total = 0;

  for (;;)
    {
      for (guint g = 0; g < grids6->len / (M * M); g++)
        {
          const gint *listed = &g_array_index (grids6, gint, g * M * M);

          for (guint cell = 0; cell < M * M; cell++)
            grid[cell] = perm[listed[cell] - 1];
          total += check (grid);
        }
      /* The next permutation in lexicographic order. */
      {
        gint i = M - 2, j = M - 1;

        while (i >= 0 && perm[i] > perm[i + 1])
          i--;
        if (i < 0)
          return total;
        while (perm[j] < perm[i])
          j--;
        { gint t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
        for (gint a = i + 1, b = M - 1; a < b; a++, b--)
          { gint t = perm[a]; perm[a] = perm[b]; perm[b] = t; }
      }
    }
}

/* 6×6 with the first row given, against the 39168 grids that share it;
 * or empty, against every grid. */
static void
test_counts_6x6 (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases6); i++)
    {
      g_autofree char *text =
        g_strdup_printf ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":6,"
                         "\"givens\":[\"%s\",\"......\",\"......\",\"......\",\"......\",\"......\"],"
                         "\"elements\":[%s]}", cases6[i].empty ? "......" : "123456", cases6[i].elements);
      g_autoptr (WpPuzzle) puzzle = wp_test_load_one (text);
      guint64 expected = 0;

      if (cases6[i].empty)
        expected = count_relabelled (cases6[i].check);
      else
        for (guint g = 0; g < grids6->len / (M * M); g++)
          expected += cases6[i].check (&g_array_index (grids6, gint, g * M * M));
      g_test_message ("6×6 %s: %" G_GUINT64_FORMAT, cases6[i].elements, expected);
      g_assert_cmpuint (wp_test_count_exact (puzzle, 10000000), ==, expected);
    }
}

/* Each grid is a solution exactly when the rule holds: the propagators
 * are exact on full assignments. */
static void
test_full_grids (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WpPuzzle) puzzle = puzzle_with (cases[i].elements);

      for (guint g = 0; g < grids4->len / (N * N); g += 7)
        {
          const gint *grid = &g_array_index (grids4, gint, g * N * N);

          g_assert_cmpint (wp_test_is_solution (puzzle, grid), ==, cases[i].check (grid));
        }
    }
}

static void
test_fpuzzles_round_trip (void)
{
  const WpTextFormat *text_format = wp_text_format_lookup ("fpuzzles");
  WpFormat format = { text_format };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WpPuzzle) puzzle = puzzle_with (cases[i].elements);
      g_autoptr (GPtrArray) one = g_ptr_array_new ();
      g_autoptr (GError) error = NULL;
      g_autofree char *json = NULL;
      g_autoptr (GPtrArray) again = NULL;

      g_ptr_array_add (one, puzzle);
      json = wp_serialize (one, &format, &error);
      g_assert_no_error (error);
      again = wp_load_data (json, &format, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));
    }
}

/* f-puzzles' own spelling of the keys, as real files have them. */
static void
test_fpuzzles_keys (void)
{
  static const char *const json =
    "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
    "\"even\":[{\"cell\":\"R1C1\"}],\"odd\":[{\"cell\":\"R2C2\"}],\"minimum\":[{\"cell\":\"R3C3\"}],"
    "\"maximum\":[{\"cell\":\"R4C1\"}],\"palindrome\":[{\"lines\":[[\"R1C2\",\"R1C3\"]]}],"
    "\"betweenline\":[{\"lines\":[[\"R2C1\",\"R3C1\",\"R3C2\"]]}],"
    "\"renban\":[{\"lines\":[[\"R4C2\",\"R4C3\"]]}],\"whispers\":[{\"lines\":[[\"R2C3\",\"R2C4\"]],\"value\":\"2\"}],"
    "\"disjointgroups\":true,\"negative\":[\"ratio\",\"xv\"],\"clone\":[{\"cells\":[\"R1C4\"],\"cloneCells\":[\"R4C4\"]}]}";
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (json);
  static const char *const kinds[] = { "disjoint-groups", "negative", "negative", "even", "odd", "minimum", "maximum",
                                       "palindrome", "between", "clone", "renban", "whispers" };

  g_assert_cmpuint (puzzle->elements->len, ==, G_N_ELEMENTS (kinds));
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    g_assert_cmpstr (((const WpElement *) g_ptr_array_index (puzzle->elements, i))->kind->id, ==, kinds[i]);
  /* Whispers without a value take (N + 1) / 2, Rangsk's default. */
  {
    g_autoptr (WpPuzzle) plain = wp_test_load_one (
      "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
      "\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}");

    g_assert_cmpint (((const WpElement *) g_ptr_array_index (plain->elements, 0))->value, ==, 2);
  }
}

/* On 9×9 the white dot's pair now has solutions under non-consecutive,
 * and in each the pair is consecutive. */
static void
test_nonconsecutive_with_dot (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
    "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":9,"
    "\"givens\":[\".........\",\".........\",\".........\",\".........\",\".........\",\".........\","
    "\".........\",\".........\",\".........\"],"
    "\"elements\":[{\"kind\":\"non-consecutive\"},{\"kind\":\"difference-dot\",\"cells\":[\"r5c5\",\"r5c6\"]}]}");
  WpSearchResult result;

  wp_test_count (puzzle, 1, 1, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_cmpuint (result.solutions->len, ==, 1);
  {
    const gint *grid = g_ptr_array_index (result.solutions, 0);

    g_assert_cmpint (ABS (grid[40] - grid[41]), ==, 1);
    g_assert_true (wp_test_is_solution (puzzle, grid));
  }
  wp_search_result_clear (&result);
}

static void
test_bad_shapes (void)
{
  wp_test_assert_load_error ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                             "\"givens\":[\"....\",\"....\",\"....\",\"....\"],"
                             "\"elements\":[{\"kind\":\"renban\",\"cells\":[\"r1c1\",\"r3c1\"]}]}",
                             NULL,
                             "elements[0]: the renban line r1c1–r3c1 jumps from r1c1 to r3c1, which do not touch");
  wp_test_assert_load_error ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                             "\"givens\":[\"....\",\"....\",\"....\",\"....\"],"
                             "\"elements\":[{\"kind\":\"whispers\",\"cells\":[\"r1c1\",\"r1c2\"],\"difference\":4}]}",
                             NULL,
                             "elements[0]: the whispers line r1c1–r1c2 needs a difference from 1 to 3");
}

int
main (int argc, char **argv)
{
  gint g4[N * N] = { 0 }, g6[M * M] = { 1, 2, 3, 4, 5, 6 };

  g_test_init (&argc, &argv, NULL);
  grids4 = g_array_new (FALSE, FALSE, sizeof (gint));
  list_grids (g4, N, 2, 0, grids4);
  g_assert_cmpuint (grids4->len / (N * N), ==, 288);
  grids6 = g_array_new (FALSE, FALSE, sizeof (gint));
  list_grids (g6, M, 3, M, grids6);
  g_assert_cmpuint (grids6->len / (M * M), ==, 39168);
  g_test_add_func ("/kinds/counts-6x6", test_counts_6x6);
  g_test_add_func ("/kinds/counts", test_counts);
  g_test_add_func ("/kinds/full-grids", test_full_grids);
  g_test_add_func ("/kinds/fpuzzles-round-trip", test_fpuzzles_round_trip);
  g_test_add_func ("/kinds/fpuzzles-keys", test_fpuzzles_keys);
  g_test_add_func ("/kinds/bad-shapes", test_bad_shapes);
  g_test_add_func ("/kinds/nonconsecutive-with-dot", test_nonconsecutive_with_dot);
  return g_test_run ();
}
