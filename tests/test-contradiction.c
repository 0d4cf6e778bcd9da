/* test-contradiction.c — why a puzzle has no solution, when no two givens
 * clash directly (wp_find_contradiction()) */
#include "wp-test-utils.h"
#include "genres/battleships/battleships.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

#include <string.h>

/* A 17-given puzzle with one solution. */
#define SEVENTEEN \
  "000000010400000000020000000000050407008000300001090000300400200050100000000806000"

/* r4c7 sees 1 2 3 4 in its row, 5 6 7 in its column and 8 9 in its box,
 * and no two of those givens share a unit. */
#define NOTHING_FITS_R4C7 \
  "......5........6..........." \
  "1234............8.........9" \
  "...............7..........."

static WpContradiction *
find (const WpPuzzle *puzzle)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);

  /* Every puzzle here gets past the direct clash finder. */
  g_assert_cmpuint (conflicts->len, ==, 0);
  return wp_find_contradiction (puzzle, search, 0);
}

static guint64
count_to_two (const WpPuzzle *puzzle, gboolean *exact)
{
  WpSearchResult result;
  guint64 count;

  wp_test_count (puzzle, 2, 0, &result);
  count = result.count;
  *exact = result.exact;
  wp_search_result_clear (&result);
  return count;
}

static void
assert_cells (const GArray *cells, const guint *expected, guint n)
{
  g_assert_cmpuint (cells->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (g_array_index (cells, guint, i), ==, expected[i]);
}

/* --- Named by propagation ----------------------------------------------------- */

static void
test_sudoku_no_digit_fits (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (NOTHING_FITS_R4C7);
  g_autoptr (WpContradiction) contradiction = find (puzzle);
  static const guint r4c7[] = { 33 };

  g_assert_cmpuint (strlen (NOTHING_FITS_R4C7), ==, 81);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CELL);
  assert_cells (contradiction->cells, r4c7, 1);
  g_assert_cmpuint (contradiction->lines->len, ==, 0);
  g_assert_cmpstr (contradiction->message, ==, "No digit fits r4c7.");
  g_assert_null (contradiction->domains);   /* only for the genre's words */
}

/* The 17-given puzzle with 5 at r2c1 instead of its 4: box 4 (r4c1–r6c3)
 * can no longer place its 5. */
static void
test_sudoku_no_place_in_box (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpContradiction) contradiction = NULL;
  static const guint box4[] = { 27, 28, 29, 36, 37, 38, 45, 46, 47 };

  puzzle->cells[9] = 5;
  contradiction = find (puzzle);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_PLACE);
  g_assert_cmpint (contradiction->value, ==, 5);
  assert_cells (contradiction->cells, box4, 9);
  g_assert_cmpstr (contradiction->message, ==, "No place for 5 in box 4.");
}

/* A row or column: 1 at r3c2 instead of its 2 leaves column 7 no place
 * for its 1. */
static void
test_sudoku_no_place_in_column (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpContradiction) contradiction = NULL;

  puzzle->cells[19] = 1;
  contradiction = find (puzzle);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_PLACE);
  g_assert_cmpint (contradiction->value, ==, 1);
  g_assert_cmpuint (contradiction->cells->len, ==, 9);
  for (guint i = 0; i < 9; i++)
    g_assert_cmpuint (g_array_index (contradiction->cells, guint, i) % 9, ==, 6);
  g_assert_cmpstr (contradiction->message, ==, "No place for 1 in column 7.");
}

/* --- Found by search: a minimal set of givens ------------------------------------ */

/* The 17-given puzzle with 8 at r2c1 instead of its 4: propagation finds
 * nothing wrong, the search finds no solution, and deletion keeps 11 of
 * the 17 givens. */
static void
test_sudoku_minimal_givens (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpContradiction) contradiction = NULL;
  g_autoptr (WpPuzzle) only = NULL;
  static const guint kept[] = { 7, 9, 33, 38, 42, 47, 54, 60, 64, 66, 75 };
  gboolean exact;

  puzzle->cells[9] = 8;
  g_assert_cmpuint (count_to_two (puzzle, &exact), ==, 0);
  g_assert_true (exact);
  contradiction = find (puzzle);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (contradiction->minimal);
  assert_cells (contradiction->cells, kept, G_N_ELEMENTS (kept));
  g_assert_cmpuint (contradiction->lines->len, ==, 0);
  /* The first count (all 17), then one per given kept: the six left out
   * are each forced back by propagating the rest, with no count. */
  g_assert_cmpuint (contradiction->n_checks, ==, 12);
  g_assert_cmpstr (contradiction->message, ==,
                   "These 11 givens cannot all hold: r1c8 = 1, r2c1 = 8, r4c7 = 4, r5c3 = 8, r5c7 = 3, "
                   "r6c3 = 1, r7c1 = 3, r7c7 = 2, r8c2 = 5, r8c4 = 1 and 1 more.");

  /* What the words claim, checked again by counting: those givens alone
   * have no solution, and without any one of them there is one. */
  only = wp_sudoku_new (9, 3, 3);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    only->cells[kept[i]] = puzzle->cells[kept[i]];
  g_assert_cmpuint (count_to_two (only, &exact), ==, 0);
  g_assert_true (exact);
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      only->cells[kept[i]] = WP_CELL_EMPTY;
      g_assert_cmpuint (count_to_two (only, &exact), >, 0);
      only->cells[kept[i]] = puzzle->cells[kept[i]];
    }
}

/* A search that is cancelled before it starts proves nothing, and says
 * nothing. */
static void
test_cancelled (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpContradiction) contradiction = NULL;

  puzzle->cells[9] = 8;
  g_assert_false (wp_search_is_cancelled (search));
  wp_search_cancel (search);
  g_assert_true (wp_search_is_cancelled (search));
  contradiction = wp_find_contradiction (puzzle, search, 0);
  g_assert_null (contradiction);
}

static void
test_solvable_says_nothing (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpContradiction) contradiction = find (puzzle);

  g_assert_null (contradiction);
}

/* The analysis of a puzzle with no solution carries the explanation. */
static void
test_analysis_carries_it (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (SEVENTEEN);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpAnalysis) analysis = NULL;
  g_autoptr (GError) error = NULL;

  puzzle->cells[9] = 8;
  analysis = wp_analyse (puzzle, NULL, search, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (analysis->count, ==, 0);
  g_assert_true (analysis->exact);
  g_assert_nonnull (analysis->contradiction);
  g_assert_cmpint (analysis->contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_cmpuint (analysis->contradiction->cells->len, ==, 11);
}

/* --- Genres with line clues ------------------------------------------------------ */

/* Columns 1 and 2 must be water, which leaves row 1 one cell for its two
 * submarines.  Some sums are unknown, so the Gale–Ryser test does not
 * apply; propagation names the row. */
static void
test_submarines_line (void)
{
  static const gint rows[] = { 2, WP_SUBMARINES_UNKNOWN, WP_SUBMARINES_UNKNOWN };
  static const gint cols[] = { 0, 0, WP_SUBMARINES_UNKNOWN };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpContradiction) contradiction = find (puzzle);
  const WpLineRef *line;

  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_LINE);
  g_assert_cmpuint (contradiction->lines->len, ==, 1);
  line = &g_array_index (contradiction->lines, WpLineRef, 0);
  g_assert_cmpint (line->kind, ==, WP_LINE_ROW);
  g_assert_cmpuint (line->index, ==, 0);
  g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_ROW, 0));
  g_assert_false (wp_contradiction_has_line (contradiction, WP_LINE_COLUMN, 0));
  g_assert_cmpstr (contradiction->message, ==,
                   "Row 1 asks for 2 submarines, but what the givens and the other sums force leaves room "
                   "for only 1.");
}

/* Rows 1–3 need two submarines each in three columns, but columns 2 and 3
 * hold one each: each of those rows needs one of them (column 1 gives a row
 * at most one), three in all.  No line fails on its own, so deletion finds
 * the five clues; row 4's and column 1's are not needed. */
static void
test_submarines_clues (void)
{
  static const gint rows[] = { 2, 2, 2, 1 };
  static const gint cols[] = { WP_SUBMARINES_UNKNOWN, 1, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (4, 3, rows, cols);
  g_autoptr (WpContradiction) contradiction = find (puzzle);

  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (contradiction->minimal);
  g_assert_cmpuint (contradiction->cells->len, ==, 0);
  g_assert_cmpuint (contradiction->lines->len, ==, 5);
  for (guint r = 0; r < 3; r++)
    g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_ROW, r));
  g_assert_false (wp_contradiction_has_line (contradiction, WP_LINE_ROW, 3));
  g_assert_false (wp_contradiction_has_line (contradiction, WP_LINE_COLUMN, 0));
  g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_COLUMN, 1));
  g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_COLUMN, 2));
  g_assert_cmpstr (contradiction->message, ==,
                   "These 5 clues cannot all hold: row 1 (2), row 2 (2), row 3 (2), column 2 (1), column 3 (1).");
  /* The puzzle itself is left as it was. */
  g_assert_cmpint (wp_submarines_get_column_sums (puzzle)[1], ==, 1);
}

/* A given named in words, as the board draws it: with a submarine at r1c2,
 * column 2 has one left for rows 2 and 3, columns 1 and 3 one each, three
 * in all for the four rows 2 and 3 ask for. */
static void
test_submarines_given_in_words (void)
{
  static const gint rows[] = { WP_SUBMARINES_UNKNOWN, 2, 2 };
  static const gint cols[] = { 1, 2, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  g_autoptr (WpContradiction) contradiction = NULL;
  static const guint r1c2[] = { 1 };

  puzzle->cells[1] = 1;
  contradiction = find (puzzle);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (contradiction->minimal);
  assert_cells (contradiction->cells, r1c2, 1);
  g_assert_cmpuint (contradiction->lines->len, ==, 5);
  g_assert_cmpstr (contradiction->message, ==,
                   "These 6 clues cannot all hold: a submarine at r1c2, row 2 (2), row 3 (2), column 1 (1), "
                   "column 2 (2), column 3 (1).");
}

/* Battleships, a fleet of two one-cell ships and one of two cells: a bottom
 * end at r4c4 can only be the two-cell ship (r3c4–r4c4), which leaves the
 * two one-cell ships, two cells in all, for column 2's count of 3. */
static void
test_battleships_clues (void)
{
  static const gint rows[] = { WP_BATTLESHIPS_UNKNOWN, WP_BATTLESHIPS_UNKNOWN, WP_BATTLESHIPS_UNKNOWN, 2 };
  static const gint cols[] = { WP_BATTLESHIPS_UNKNOWN, 3, WP_BATTLESHIPS_UNKNOWN, WP_BATTLESHIPS_UNKNOWN };
  static const gint fleet[] = { 2, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (4, 4, rows, cols, fleet, G_N_ELEMENTS (fleet));
  g_autoptr (WpContradiction) contradiction = NULL;
  static const guint r4c4[] = { 15 };

  puzzle->cells[15] = WP_BATTLESHIPS_END_BOTTOM;
  contradiction = find (puzzle);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (contradiction->minimal);
  assert_cells (contradiction->cells, r4c4, 1);
  g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_COLUMN, 1));
  g_assert_cmpuint (contradiction->lines->len, ==, 1);
  g_assert_cmpstr (contradiction->message, ==, "These 2 clues cannot all hold: a bottom end at r4c4, column 2 (3).");
}

/* The data file's nonogram: propagation names row 1. */
static void
test_nonogram_line (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-none.wellposed");
  g_autoptr (WpContradiction) contradiction = find (puzzle);

  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_LINE);
  g_assert_true (wp_contradiction_has_line (contradiction, WP_LINE_ROW, 0));
  g_assert_cmpstr (contradiction->message, ==,
                   "Row 1 cannot meet its clue (1) once what the other clues force is filled in.");

  /* wellposed-cli analyse says the same, in text and in JSON. */
  {
    g_autofree char *path = wp_test_data_path ("nonogram-none.wellposed");
    g_autofree char *text = wp_test_run_cli ("analyse", path, NULL);
    g_autofree char *json = NULL;

    if (text == NULL)
      return;
    g_assert_cmpstr (text, ==, "solutions: 0\n"
                               "contradiction: Row 1 cannot meet its clue (1) once what the other clues force is "
                               "filled in.\n");
    {
      g_autoptr (GSubprocess) process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, NULL,
                                                          g_getenv ("WELLPOSED_CLI"), "analyse", "--json",
                                                          path, NULL);

      g_assert_nonnull (process);
      g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &json, NULL, NULL));
    }
    g_assert_nonnull (strstr (json, "\"kind\" : \"line\""));
    g_assert_nonnull (strstr (json, "\"lines\" : [\n      \"row 1\"\n    ]"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/contradiction/sudoku/no-digit-fits", test_sudoku_no_digit_fits);
  g_test_add_func ("/contradiction/sudoku/no-place-in-box", test_sudoku_no_place_in_box);
  g_test_add_func ("/contradiction/sudoku/no-place-in-column", test_sudoku_no_place_in_column);
  g_test_add_func ("/contradiction/sudoku/minimal-givens", test_sudoku_minimal_givens);
  g_test_add_func ("/contradiction/cancelled", test_cancelled);
  g_test_add_func ("/contradiction/solvable", test_solvable_says_nothing);
  g_test_add_func ("/contradiction/analysis", test_analysis_carries_it);
  g_test_add_func ("/contradiction/submarines/line", test_submarines_line);
  g_test_add_func ("/contradiction/submarines/clues", test_submarines_clues);
  g_test_add_func ("/contradiction/submarines/given-in-words", test_submarines_given_in_words);
  g_test_add_func ("/contradiction/battleships/clues", test_battleships_clues);
  g_test_add_func ("/contradiction/nonograms/line", test_nonogram_line);
  return g_test_run ();
}
