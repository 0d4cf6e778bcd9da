/* test-grader.c — Sudoku's human-style step grader
 *
 * Each technique is tried alone on pencil marks set up so that it applies
 * exactly once, and the test names every candidate it must remove or
 * value it must place (worked out by hand in the comments).  Whole
 * puzzles then check the path: the technique appears, every step agrees
 * with the solution the engine finds, and the grades of an easy, a
 * medium, a hard, an expert and an extreme puzzle rise in that order.
 */
#include "wp-test-utils.h"
#include "genres/sudoku/sudoku-grader-private.h"

#include <stdio.h>
#include <string.h>

/* --- Helpers ------------------------------------------------------------------------ */

static WpSudokuGrader *
grader_of (const WpPuzzle *puzzle)
{
  return wp_sudoku_grader_new (puzzle);
}

/* An empty 9×9: every open cell may hold every digit. */
static WpSudokuGrader *
empty_grader (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);

  return grader_of (puzzle);
}

static guint
cell (const char *name)
{
  guint row, col;

  g_assert_true (sscanf (name, "r%uc%u", &row, &col) == 2);
  return (row - 1) * 9 + col - 1;
}

static WpSgDigits
digits_of (const char *text)
{
  WpSgDigits digits = 0;

  for (const char *c = text; *c; c++)
    digits |= WP_SG_BIT (*c - '0');
  return digits;
}

/* Pencil marks of @name: "17" keeps 1 and 7. */
static void
marks (WpSudokuGrader *g, const char *name, const char *digits)
{
  wp_sudoku_grader_set_candidates (g, cell (name), digits_of (digits));
}

static void
remove_digit (WpSudokuGrader *g, guint at, gint digit)
{
  wp_sudoku_grader_set_candidates (g, at, wp_sudoku_grader_get_candidates (g, at) & ~WP_SG_BIT (digit));
}

/* Leaves @digit in row @row (1-based) only in the columns listed ("15"). */
static void
row_only (WpSudokuGrader *g, guint row, gint digit, const char *columns)
{
  for (guint c = 1; c <= 9; c++)
    if (!strchr (columns, '0' + c))
      remove_digit (g, (row - 1) * 9 + c - 1, digit);
}

static void
column_only (WpSudokuGrader *g, guint column, gint digit, const char *rows)
{
  for (guint r = 1; r <= 9; r++)
    if (!strchr (rows, '0' + r))
      remove_digit (g, (r - 1) * 9 + column - 1, digit);
}

static int
compare_values (gconstpointer a, gconstpointer b)
{
  const WpCellValue *x = a, *y = b;

  return x->cell != y->cell ? (gint) x->cell - (gint) y->cell : x->value - y->value;
}

/* "r1c5-3 r5c5-3": what @values holds, in cell order, @sign between. */
static char *
values_text (GArray *values, char sign)
{
  g_autoptr (GArray) sorted = g_array_copy (values);
  GString *text = g_string_new (NULL);

  g_array_sort (sorted, compare_values);
  for (guint i = 0; i < sorted->len; i++)
    {
      WpCellValue cv = g_array_index (sorted, WpCellValue, i);

      g_string_append_printf (text, "%sr%uc%u%c%d", i ? " " : "", cv.cell / 9 + 1, cv.cell % 9 + 1, sign, cv.value);
    }
  return g_string_free (text, FALSE);
}

/* The step of @technique removes exactly @removed and places @placed. */
static void
assert_step (const WpGradeStep *step, const char *technique, const char *removed, const char *placed)
{
  g_autofree char *removed_text = NULL;
  g_autofree char *placed_text = NULL;

  g_assert_nonnull (step);
  g_assert_cmpstr (step->technique, ==, technique);
  removed_text = values_text (step->eliminated, '-');
  placed_text = values_text (step->placed, '=');
  g_assert_cmpstr (removed_text, ==, removed);
  g_assert_cmpstr (placed_text, ==, placed);
  g_assert_cmpuint (step->cells->len, >, 0);
}

/* --- Singles -------------------------------------------------------------------------- */

static void
test_full_house (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("12345678.\n.........\n.........\n.........\n.........\n"
                                                  ".........\n.........\n.........\n.........\n");
  WpSudokuGrader *g = grader_of (puzzle);
  WpGradeStep *step = wp_sudoku_grader_apply (g, "full-house");

  assert_step (step, "full-house", "", "r1c9=9");
  g_assert_cmpstr (step->text, ==, "r1c9: full house 9, the last cell of row 1");
  g_assert_cmpfloat (step->rating, ==, 1.0);
  /* The digit left the other cells of its row, column and box. */
  g_assert_false (wp_sudoku_grader_get_candidates (g, cell ("r9c9")) & WP_SG_BIT (9));
  g_assert_false (wp_sudoku_grader_get_candidates (g, cell ("r2c8")) & WP_SG_BIT (9));
  wp_sudoku_grader_free (g);
}

static void
test_hidden_single (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 5 fits box 1 only at r2c3. */
  for (guint r = 1; r <= 3; r++)
    for (guint c = 1; c <= 3; c++)
      if (!(r == 2 && c == 3))
        remove_digit (g, (r - 1) * 9 + c - 1, 5);
  step = wp_sudoku_grader_apply (g, "hidden-single");
  assert_step (step, "hidden-single", "", "r2c3=5");
  g_assert_cmpstr (step->text, ==, "r2c3: hidden single 5 in box 1");
  g_assert_cmpfloat (step->rating, ==, 1.2);
  /* In a row it rates 1.5. */
  row_only (g, 7, 4, "6");
  step = wp_sudoku_grader_apply (g, "hidden-single");
  assert_step (step, "hidden-single", "", "r7c6=4");
  g_assert_cmpstr (step->text, ==, "r7c6: hidden single 4 in row 7");
  g_assert_cmpfloat (step->rating, ==, 1.5);
  wp_sudoku_grader_free (g);
}

static void
test_naked_single (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  marks (g, "r5c5", "7");
  step = wp_sudoku_grader_apply (g, "naked-single");
  assert_step (step, "naked-single", "", "r5c5=7");
  g_assert_cmpstr (step->text, ==, "r5c5: naked single 7");
  g_assert_null (wp_sudoku_grader_apply (g, "naked-single"));
  wp_sudoku_grader_free (g);
}

/* --- Locked candidates ----------------------------------------------------------------- */

static void
test_pointing (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 3 in box 1 only at r2c1 and r2c2: the rest of row 2 loses it. */
  for (guint r = 1; r <= 3; r++)
    for (guint c = 1; c <= 3; c++)
      if (r != 2 || c == 3)
        remove_digit (g, (r - 1) * 9 + c - 1, 3);
  g_assert_null (wp_sudoku_grader_apply (g, "direct-pointing"));
  step = wp_sudoku_grader_apply (g, "pointing");
  assert_step (step, "pointing", "r2c4-3 r2c5-3 r2c6-3 r2c7-3 r2c8-3 r2c9-3", "");
  g_assert_cmpstr (step->text, ==, "Pointing: 3 in box 1 is on row 2 — removes 3 from r2c4, r2c5, r2c6, r2c7, r2c8, r2c9");
  g_assert_cmpfloat (step->rating, ==, 2.6);
  wp_sudoku_grader_free (g);
}

static void
test_direct_pointing (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* As above, and box 3 has 3 only at r2c7 and r1c8: once r2c7 loses it,
   * r1c8 is its one place in box 3. */
  for (guint r = 1; r <= 3; r++)
    for (guint c = 1; c <= 3; c++)
      if (r != 2 || c == 3)
        remove_digit (g, (r - 1) * 9 + c - 1, 3);
  for (guint r = 1; r <= 3; r++)
    for (guint c = 7; c <= 9; c++)
      if (!((r == 2 && c == 7) || (r == 1 && c == 8)))
        remove_digit (g, (r - 1) * 9 + c - 1, 3);
  step = wp_sudoku_grader_apply (g, "direct-pointing");
  assert_step (step, "direct-pointing", "r2c4-3 r2c5-3 r2c6-3 r2c7-3", "r1c8=3");
  g_assert_cmpstr (step->text, ==, "Direct pointing: 3 in box 1 is on row 2 — removes 3 from r2c4, r2c5, r2c6, r2c7; "
                                   "so r1c8 is the only place for 3 in box 3");
  g_assert_cmpfloat (step->rating, ==, 1.7);
  wp_sudoku_grader_free (g);
}

static void
test_claiming (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 4 in row 5 only at r5c1 and r5c2: box 4 loses it elsewhere. */
  row_only (g, 5, 4, "12");
  step = wp_sudoku_grader_apply (g, "claiming");
  assert_step (step, "claiming", "r4c1-4 r4c2-4 r4c3-4 r6c1-4 r6c2-4 r6c3-4", "");
  g_assert_cmpstr (step->text, ==, "Claiming: 4 in row 5 is in box 4 — removes 4 from r4c1, r4c2, r4c3, r6c1, r6c2, r6c3");
  wp_sudoku_grader_free (g);
}

/* --- Subsets ------------------------------------------------------------------------------ */

static void
test_naked_subsets (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  marks (g, "r1c1", "12");
  marks (g, "r1c2", "12");
  g_assert_null (wp_sudoku_grader_apply (g, "naked-triple"));
  step = wp_sudoku_grader_apply (g, "naked-pair");
  assert_step (step, "naked-pair",
               "r1c3-1 r1c3-2 r1c4-1 r1c4-2 r1c5-1 r1c5-2 r1c6-1 r1c6-2 r1c7-1 r1c7-2 r1c8-1 r1c8-2 r1c9-1 r1c9-2", "");
  g_assert_cmpstr (step->text, ==, "Naked pair: 1, 2 in r1c1, r1c2, within row 1 — removes 1, 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9");
  g_assert_cmpfloat (step->rating, ==, 3.0);
  wp_sudoku_grader_free (g);

  /* A triple in column 9 ({4,5}, {5,6}, {4,6}) and a quad in box 9. */
  g = empty_grader ();
  marks (g, "r2c9", "45");
  marks (g, "r5c9", "56");
  marks (g, "r8c9", "46");
  step = wp_sudoku_grader_apply (g, "naked-triple");
  assert_step (step, "naked-triple",
               "r1c9-4 r1c9-5 r1c9-6 r3c9-4 r3c9-5 r3c9-6 r4c9-4 r4c9-5 r4c9-6 r6c9-4 r6c9-5 r6c9-6 "
               "r7c9-4 r7c9-5 r7c9-6 r9c9-4 r9c9-5 r9c9-6", "");
  wp_sudoku_grader_free (g);

  g = empty_grader ();
  marks (g, "r7c7", "12");
  marks (g, "r7c8", "23");
  marks (g, "r8c7", "34");
  marks (g, "r9c9", "14");
  step = wp_sudoku_grader_apply (g, "naked-quad");
  assert_step (step, "naked-quad",
               "r7c9-1 r7c9-2 r7c9-3 r7c9-4 r8c8-1 r8c8-2 r8c8-3 r8c8-4 r8c9-1 r8c9-2 r8c9-3 r8c9-4 "
               "r9c7-1 r9c7-2 r9c7-3 r9c7-4 r9c8-1 r9c8-2 r9c8-3 r9c8-4", "");
  g_assert_cmpstr (step->text, ==, "Naked quad: 1, 2, 3, 4 in r7c7, r7c8, r8c7, r9c9, within box 9 — "
                                   "removes 1, 2, 3, 4 from r7c9, r8c8, r8c9, r9c7, r9c8");
  wp_sudoku_grader_free (g);
}

static void
test_hidden_subsets (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 1 and 2 in row 1 only at r1c1 and r1c2. */
  row_only (g, 1, 1, "12");
  row_only (g, 1, 2, "12");
  g_assert_null (wp_sudoku_grader_apply (g, "direct-hidden-pair"));
  step = wp_sudoku_grader_apply (g, "hidden-pair");
  assert_step (step, "hidden-pair",
               "r1c1-3 r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c2-3 r1c2-4 r1c2-5 r1c2-6 r1c2-7 r1c2-8 r1c2-9", "");
  g_assert_cmpstr (step->text, ==, "Hidden pair: 1, 2 only in r1c1, r1c2, within row 1 — removes 3, 4, 5, 6, 7, 8, 9 from r1c1, r1c2");
  g_assert_cmpfloat (step->rating, ==, 3.4);
  wp_sudoku_grader_free (g);

  /* 7, 8, 9 in column 4 only at r1c4, r4c4, r7c4. */
  g = empty_grader ();
  column_only (g, 4, 7, "14");
  column_only (g, 4, 8, "47");
  column_only (g, 4, 9, "17");
  step = wp_sudoku_grader_apply (g, "hidden-triple");
  assert_step (step, "hidden-triple",
               "r1c4-1 r1c4-2 r1c4-3 r1c4-4 r1c4-5 r1c4-6 r4c4-1 r4c4-2 r4c4-3 r4c4-4 r4c4-5 r4c4-6 "
               "r7c4-1 r7c4-2 r7c4-3 r7c4-4 r7c4-5 r7c4-6", "");
  wp_sudoku_grader_free (g);

  /* 1–4 in box 5 only at r4c4, r4c5, r5c4, r5c5 (each digit in two or
   * three of them). */
  g = empty_grader ();
  for (gint d = 1; d <= 4; d++)
    for (guint r = 4; r <= 6; r++)
      for (guint c = 4; c <= 6; c++)
        if (r == 6 || c == 6 || (d == 1 && r == 5 && c == 5) || (d == 3 && r == 4 && c == 4))
          remove_digit (g, (r - 1) * 9 + c - 1, d);
  step = wp_sudoku_grader_apply (g, "hidden-quad");
  assert_step (step, "hidden-quad",
               "r4c4-5 r4c4-6 r4c4-7 r4c4-8 r4c4-9 r4c5-5 r4c5-6 r4c5-7 r4c5-8 r4c5-9 "
               "r5c4-5 r5c4-6 r5c4-7 r5c4-8 r5c4-9 r5c5-5 r5c5-6 r5c5-7 r5c5-8 r5c5-9", "");
  wp_sudoku_grader_free (g);
}

static void
test_direct_hidden_pair (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* Hidden pair 1, 2 at r1c1, r1c2 (row 1); 3 in box 1 only at r1c1,
   * r1c2 and r3c3: once the pair drops its 3, r3c3 is the place. */
  row_only (g, 1, 1, "12");
  row_only (g, 1, 2, "12");
  for (guint r = 1; r <= 3; r++)
    for (guint c = 1; c <= 3; c++)
      if (!(r == 1 && c <= 2) && !(r == 3 && c == 3))
        remove_digit (g, (r - 1) * 9 + c - 1, 3);
  step = wp_sudoku_grader_apply (g, "direct-hidden-pair");
  assert_step (step, "direct-hidden-pair",
               "r1c1-3 r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c2-3 r1c2-4 r1c2-5 r1c2-6 r1c2-7 r1c2-8 r1c2-9",
               "r3c3=3");
  g_assert_cmpfloat (step->rating, ==, 2.0);
  wp_sudoku_grader_free (g);
}

/* --- Fish ------------------------------------------------------------------------------- */

static void
test_fish (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 7 in rows 2 and 6 only in columns 3 and 8. */
  row_only (g, 2, 7, "38");
  row_only (g, 6, 7, "38");
  g_assert_null (wp_sudoku_grader_apply (g, "swordfish"));
  step = wp_sudoku_grader_apply (g, "x-wing");
  assert_step (step, "x-wing",
               "r1c3-7 r1c8-7 r3c3-7 r3c8-7 r4c3-7 r4c8-7 r5c3-7 r5c8-7 r7c3-7 r7c8-7 r8c3-7 r8c8-7 r9c3-7 r9c8-7", "");
  g_assert_cmpstr (step->text, ==, "X-wing on 7 in rows 2, 6 and columns 3, 8 — removes 7 from r1c3, r1c8, r3c3, "
                                   "r3c8, r4c3, r4c8, r5c3, r5c8, r7c3, r7c8, r8c3, r8c8, r9c3, r9c8");
  g_assert_cmpfloat (step->rating, ==, 3.2);
  wp_sudoku_grader_free (g);

  /* Swordfish on 2: columns 1, 5, 9 hold it only in rows 1, 4, 7. */
  g = empty_grader ();
  column_only (g, 1, 2, "14");
  column_only (g, 5, 2, "47");
  column_only (g, 9, 2, "17");
  step = wp_sudoku_grader_apply (g, "swordfish");
  assert_step (step, "swordfish",
               "r1c2-2 r1c3-2 r1c4-2 r1c6-2 r1c7-2 r1c8-2 r4c2-2 r4c3-2 r4c4-2 r4c6-2 r4c7-2 r4c8-2 "
               "r7c2-2 r7c3-2 r7c4-2 r7c6-2 r7c7-2 r7c8-2", "");
  g_assert_cmpstr (step->text, ==, "Swordfish on 2 in columns 1, 5, 9 and rows 1, 4, 7 — removes 2 from r1c2, r1c3, "
                                   "r1c4, r1c6, r1c7, r1c8, r4c2, r4c3, r4c4, r4c6, r4c7, r4c8, r7c2, r7c3, r7c4, "
                                   "r7c6, r7c7, r7c8");
  wp_sudoku_grader_free (g);

  /* Jellyfish on 9: rows 1, 3, 5, 7 only in columns 2, 4, 6, 8. */
  g = empty_grader ();
  row_only (g, 1, 9, "24");
  row_only (g, 3, 9, "46");
  row_only (g, 5, 9, "68");
  row_only (g, 7, 9, "28");
  step = wp_sudoku_grader_apply (g, "jellyfish");
  assert_step (step, "jellyfish",
               "r2c2-9 r2c4-9 r2c6-9 r2c8-9 r4c2-9 r4c4-9 r4c6-9 r4c8-9 r6c2-9 r6c4-9 r6c6-9 r6c8-9 "
               "r8c2-9 r8c4-9 r8c6-9 r8c8-9 r9c2-9 r9c4-9 r9c6-9 r9c8-9", "");
  wp_sudoku_grader_free (g);
}

/* --- Wings and uniqueness ------------------------------------------------------------------ */

static void
test_wings (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both
   * pincers and loses 3. */
  marks (g, "r1c1", "12");
  marks (g, "r1c5", "13");
  marks (g, "r5c1", "23");
  step = wp_sudoku_grader_apply (g, "xy-wing");
  assert_step (step, "xy-wing", "r5c5-3", "");
  g_assert_cmpstr (step->text, ==, "XY-wing: pivot r1c1 (1, 2), pincers r1c5 (1, 3) and r5c1 (2, 3) — removes 3 from r5c5");
  g_assert_cmpfloat (step->rating, ==, 4.2);
  wp_sudoku_grader_free (g);

  /* Pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r2c2 {2,3}: r1c2 and r1c3
   * see all three and lose 3. */
  g = empty_grader ();
  marks (g, "r1c1", "123");
  marks (g, "r1c5", "13");
  marks (g, "r2c2", "23");
  step = wp_sudoku_grader_apply (g, "xyz-wing");
  assert_step (step, "xyz-wing", "r1c2-3 r1c3-3", "");
  g_assert_cmpfloat (step->rating, ==, 4.4);
  wp_sudoku_grader_free (g);
}

static void
test_unique_rectangles (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* Type 1: r1c1, r1c2, r4c1 hold only 5 and 6 (two rows, two columns,
   * boxes 1 and 4); r4c2 must hold its 7 or more. */
  marks (g, "r1c1", "56");
  marks (g, "r1c2", "56");
  marks (g, "r4c1", "56");
  marks (g, "r4c2", "567");
  step = wp_sudoku_grader_apply (g, "unique-rectangle");
  assert_step (step, "unique-rectangle", "r4c2-5 r4c2-6", "");
  g_assert_cmpstr (step->text, ==, "Unique rectangle type 1 on 5, 6 in r1c1, r1c2, r4c1, r4c2 — removes 5, 6 from r4c2");
  g_assert_cmpfloat (step->rating, ==, 4.5);
  wp_sudoku_grader_free (g);

  /* Type 2: the roof r4c1, r4c2 adds 7 to both: one of them is 7, so the
   * cells seeing both lose it (row 4 and box 4). */
  g = empty_grader ();
  marks (g, "r1c1", "56");
  marks (g, "r1c2", "56");
  marks (g, "r4c1", "567");
  marks (g, "r4c2", "567");
  step = wp_sudoku_grader_apply (g, "unique-rectangle");
  assert_step (step, "unique-rectangle",
               "r4c3-7 r4c4-7 r4c5-7 r4c6-7 r4c7-7 r4c8-7 r4c9-7 r5c1-7 r5c2-7 r5c3-7 r6c1-7 r6c2-7 r6c3-7", "");
  g_assert_cmpfloat (step->rating, ==, 4.6);
  wp_sudoku_grader_free (g);

  /* Type 4: the roof adds 7 and 8; 5 has no other place in row 4, so the
   * roof holds 5 and neither roof cell may be 6. */
  g = empty_grader ();
  marks (g, "r1c1", "56");
  marks (g, "r1c2", "56");
  marks (g, "r4c1", "567");
  marks (g, "r4c2", "568");
  row_only (g, 4, 5, "12");
  step = wp_sudoku_grader_apply (g, "unique-rectangle");
  assert_step (step, "unique-rectangle", "r4c1-6 r4c2-6", "");
  g_assert_cmpstr (step->text, ==, "Unique rectangle type 4 on 5, 6 in r1c1, r1c2, r4c1, r4c2 — removes 6 from r4c1, r4c2");
  wp_sudoku_grader_free (g);
}

/* Uniqueness needs the classic rules alone: on a puzzle with an element
 * the rectangle's two fillings could differ, so no step. */
static void
test_uniqueness_needs_classic (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  WpSudokuGrader *g;

  g_ptr_array_add (puzzle->elements, wp_element_new_global (&wp_sudoku_anti_knight, WP_ELEMENT_NO_VALUE));
  g = grader_of (puzzle);
  marks (g, "r1c1", "56");
  marks (g, "r1c2", "56");
  marks (g, "r4c1", "56");
  marks (g, "r4c2", "567");
  g_assert_null (wp_sudoku_grader_apply (g, "unique-rectangle"));
  wp_sudoku_grader_free (g);
}

/* --- Colouring and chains ----------------------------------------------------------------- */

static void
test_colouring (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 5's conjugate pairs: row 1 (r1c1, r1c5), column 1 (r1c1, r5c1), row
   * 5 (r5c1, r5c6).  Colours: r1c5, r5c1 | r1c1, r5c6.  r2c6 and r3c6
   * (box 2, column 6) and r4c5, r6c5 (column 5, box 5) see both. */
  row_only (g, 1, 5, "15");
  column_only (g, 1, 5, "15");
  row_only (g, 5, 5, "16");
  step = wp_sudoku_grader_apply (g, "simple-colouring");
  assert_step (step, "simple-colouring", "r2c6-5 r3c6-5 r4c5-5 r6c5-5", "");
  g_assert_cmpstr (step->text, ==, "Simple colouring on 5 (r1c1, r5c6 | r1c5, r5c1): cells that see both colours — "
                                   "removes 5 from r2c6, r3c6, r4c5, r6c5");
  g_assert_cmpfloat (step->rating, ==, 6.5);
  wp_sudoku_grader_free (g);

  /* Colour wrap: 8's conjugate pairs r1c2–r1c7 (row 1), r1c7–r6c7
   * (column 7), r6c7–r6c3 (row 6), r6c3–r2c3 (column 3) colour r1c2,
   * r6c7, r2c3 alike; r1c2 and r2c3 share box 1, so that colour is
   * false. */
  g = empty_grader ();
  row_only (g, 1, 8, "27");
  column_only (g, 7, 8, "16");
  row_only (g, 6, 8, "37");
  column_only (g, 3, 8, "26");
  step = wp_sudoku_grader_apply (g, "simple-colouring");
  assert_step (step, "simple-colouring", "r1c2-8 r2c3-8 r6c7-8", "");
  g_assert_true (strstr (step->text, "two cells of one colour see each other") != NULL);
  wp_sudoku_grader_free (g);
}

static void
test_x_chain (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* A skyscraper: 5 in row 1 only at c1, c5; in row 5 only at c1, c6.
   * r1c5 or r5c6 is 5: r2c6, r3c6 (box 2, column 6) and r4c5, r6c5
   * (column 5, box 5) see both. */
  row_only (g, 1, 5, "15");
  row_only (g, 5, 5, "16");
  g_assert_null (wp_sudoku_grader_apply (g, "simple-colouring"));
  step = wp_sudoku_grader_apply (g, "x-chain");
  assert_step (step, "x-chain", "r2c6-5 r3c6-5 r4c5-5 r6c5-5", "");
  g_assert_cmpstr (step->text, ==, "X-chain on 5: (5)r1c5=(5)r1c1-(5)r5c1=(5)r5c6 — removes 5 from r2c6, r3c6, r4c5, r6c5");
  g_assert_cmpfloat (step->rating, ==, 6.6);
  wp_sudoku_grader_free (g);
}

static void
test_xy_chain (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c2 {4,1}: if r1c1 is not 1, it
   * is 2, r1c5 is 3, r5c5 is 4 and r5c2 is 1.  Cells seeing r1c1 and
   * r5c2 lose 1: r1c2, r2c2, r3c2 (column 2) and r4c1, r5c1, r6c1. */
  marks (g, "r1c1", "12");
  marks (g, "r1c5", "23");
  marks (g, "r5c5", "34");
  marks (g, "r5c2", "14");
  step = wp_sudoku_grader_apply (g, "xy-chain");
  assert_step (step, "xy-chain", "r1c2-1 r2c2-1 r3c2-1 r4c1-1 r5c1-1 r6c1-1", "");
  g_assert_cmpstr (step->text, ==, "XY-chain: (1)r1c1=(2)r1c1-(2)r1c5=(3)r1c5-(3)r5c5=(4)r5c5-(4)r5c2=(1)r5c2 — "
                                   "removes 1 from r1c2, r2c2, r3c2, r4c1, r5c1, r6c1");
  /* Eight nodes: two steps up Sudoku Explainer's length ladder. */
  g_assert_cmpfloat_with_epsilon (step->rating, 6.8, 1e-9);
  wp_sudoku_grader_free (g);
}

static void
test_aic (void)
{
  WpSudokuGrader *g = empty_grader ();
  WpGradeStep *step;

  /* 5 in row 1 only at r1c1 and r1c5; r4c5 {5,9}, r4c1 {7,9}.  If r1c1
   * is not 5: r1c5 is, r4c5 is 9, r4c1 is 7.  So r1c1 is 5 or r4c1 is 7,
   * and r1c1 (seeing r4c1) cannot be 7. */
  row_only (g, 1, 5, "15");
  marks (g, "r4c5", "59");
  marks (g, "r4c1", "79");
  g_assert_null (wp_sudoku_grader_apply (g, "x-chain"));
  step = wp_sudoku_grader_apply (g, "aic");
  assert_step (step, "aic", "r1c1-7", "");
  g_assert_cmpstr (step->text, ==, "Alternating inference chain: (5)r1c1=(5)r1c5-(5)r4c5=(9)r4c5-(9)r4c1=(7)r4c1 — "
                                   "removes 7 from r1c1");
  g_assert_cmpfloat_with_epsilon (step->rating, 7.1, 1e-9);
  wp_sudoku_grader_free (g);
}

static void
test_length_bonus (void)
{
  g_assert_cmpfloat (wp_sg_length_bonus (4), ==, 0);
  g_assert_cmpfloat_with_epsilon (wp_sg_length_bonus (5), 0.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (wp_sg_length_bonus (8), 0.2, 1e-9);
  g_assert_cmpfloat_with_epsilon (wp_sg_length_bonus (9), 0.3, 1e-9);
  g_assert_cmpfloat_with_epsilon (wp_sg_length_bonus (16), 0.4, 1e-9);
}

/* --- Variant logic ------------------------------------------------------------------------ */

static WpPuzzle *
empty_with (WpElement *element)
{
  WpPuzzle *puzzle = wp_sudoku_new (9, 3, 3);

  g_ptr_array_add (puzzle->elements, element);
  return puzzle;
}

static WpElement *
element_on (const WpElementKind *kind, const char *const *cells, gint value)
{
  WpElement *element = wp_element_new (kind);

  for (guint i = 0; cells[i]; i++)
    wp_element_add_cell (element, cell (cells[i]));
  element->value = value;
  return element;
}

static void
test_cage_combinations (void)
{
  static const char *const cells[] = { "r1c1", "r1c2", NULL };
  g_autoptr (WpPuzzle) puzzle = empty_with (element_on (&wp_sudoku_cage, cells, 3));
  WpSudokuGrader *g = grader_of (puzzle);
  WpGradeStep *step = wp_sudoku_grader_apply (g, "cage-combinations");

  assert_step (step, "cage-combinations",
               "r1c1-3 r1c1-4 r1c1-5 r1c1-6 r1c1-7 r1c1-8 r1c1-9 r1c2-3 r1c2-4 r1c2-5 r1c2-6 r1c2-7 r1c2-8 r1c2-9", "");
  g_assert_cmpstr (step->text, ==, "Cage combinations: the cage r1c1–r1c2 (3): only 1+2 fits — removes 3, 4, 5, 6, 7, 8, 9 from r1c1, r1c2");
  /* Looked at again only once its cells change. */
  g_assert_null (wp_sudoku_grader_apply (g, "cage-combinations"));
  wp_sudoku_grader_free (g);
}

static void
test_cage_with_marks (void)
{
  static const char *const cells[] = { "r5c5", "r5c6", "r6c5", NULL };
  g_autoptr (WpPuzzle) puzzle = empty_with (element_on (&wp_sudoku_cage, cells, 10));
  WpSudokuGrader *g = grader_of (puzzle);
  WpGradeStep *step;

  /* 10 in three cells: 1+2+7, 1+3+6, 1+4+5, 2+3+5.  With r5c5 only 7 or
   * 5, 1+3+6 cannot be, and the 7 or 5 is r5c5's: the other two cells
   * keep 1 to 4. */
  marks (g, "r5c5", "57");
  step = wp_sudoku_grader_apply (g, "cage-combinations");
  assert_step (step, "cage-combinations",
               "r5c6-5 r5c6-6 r5c6-7 r5c6-8 r5c6-9 r6c5-5 r6c5-6 r6c5-7 r6c5-8 r6c5-9", "");
  g_assert_cmpstr (step->text, ==, "Cage combinations: the cage r5c5–r6c5 (10): only 1+2+7, 1+4+5, 2+3+5 fit — "
                                   "removes 5, 6, 7, 8, 9 from r5c6, r6c5");
  wp_sudoku_grader_free (g);
}

static void
test_thermometer (void)
{
  static const char *const cells[] = { "r1c1", "r1c2", "r1c3", NULL };
  g_autoptr (WpPuzzle) puzzle = empty_with (element_on (&wp_sudoku_thermometer, cells, WP_ELEMENT_NO_VALUE));
  WpSudokuGrader *g = grader_of (puzzle);
  WpGradeStep *step = wp_sudoku_grader_apply (g, "thermometer");

  assert_step (step, "thermometer", "r1c1-8 r1c1-9 r1c2-1 r1c2-9 r1c3-1 r1c3-2", "");
  g_assert_cmpstr (step->text, ==, "Thermometer bounds: the thermometer r1c1–r1c3 rises from its bulb — "
                                   "removes 1 from r1c2, r1c3; 2 from r1c3; 8 from r1c1; 9 from r1c1, r1c2");
  wp_sudoku_grader_free (g);
}

static void
test_arrow (void)
{
  WpElement *arrow = wp_element_new (&wp_sudoku_arrow);
  g_autoptr (WpPuzzle) puzzle = NULL;
  WpSudokuGrader *g;
  WpGradeStep *step;

  /* Circle r1c1, line r1c2, r1c3: the line adds up to 2…18, the circle
   * to at most 9, so the circle loses 1 and each line cell 9. */
  wp_element_add_cell (arrow, cell ("r1c1"));
  wp_element_add_cell (arrow, cell ("r1c2"));
  wp_element_add_cell (arrow, cell ("r1c3"));
  arrow->n_head = 1;
  puzzle = empty_with (arrow);
  g = grader_of (puzzle);
  step = wp_sudoku_grader_apply (g, "arrow");
  assert_step (step, "arrow", "r1c1-1 r1c2-9 r1c3-9", "");
  g_assert_cmpstr (step->text, ==, "Arrow bounds: the arrow from r1c1 adds up to its circle — removes 1 from r1c1; 9 from r1c2, r1c3");
  wp_sudoku_grader_free (g);
}

static void
test_pair_partners (void)
{
  static const char *const cells[] = { "r1c1", "r1c2", NULL };
  g_autoptr (WpPuzzle) black = empty_with (element_on (&wp_sudoku_ratio_dot, cells, WP_ELEMENT_NO_VALUE));
  g_autoptr (WpPuzzle) x = empty_with (element_on (&wp_sudoku_xv, cells, 10));
  WpSudokuGrader *g = grader_of (black);
  WpGradeStep *step = wp_sudoku_grader_apply (g, "pair-partners");

  /* 5, 7, 9 have no half or double within 1…9. */
  assert_step (step, "pair-partners", "r1c1-5 r1c1-7 r1c1-9 r1c2-5 r1c2-7 r1c2-9", "");
  g_assert_cmpstr (step->text, ==, "Dot and XV partners: the black dot between r1c1 and r1c2 joins a digit and its double — "
                                   "removes 5, 7, 9 from r1c1, r1c2");
  wp_sudoku_grader_free (g);
  /* X: 5 would need a second 5 in the same row. */
  g = grader_of (x);
  step = wp_sudoku_grader_apply (g, "pair-partners");
  assert_step (step, "pair-partners", "r1c1-5 r1c2-5", "");
  wp_sudoku_grader_free (g);
}

static void
test_placed_rules (void)
{
  g_autoptr (WpPuzzle) knight = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpPuzzle) king = NULL;
  g_autoptr (WpPuzzle) consecutive = NULL;
  WpSudokuGrader *g;
  WpGradeStep *step;

  knight->cells[cell ("r5c5")] = 5;
  king = wp_puzzle_copy (knight);
  consecutive = wp_puzzle_copy (knight);
  g_ptr_array_add (knight->elements, wp_element_new_global (&wp_sudoku_anti_knight, WP_ELEMENT_NO_VALUE));
  g = grader_of (knight);
  step = wp_sudoku_grader_apply (g, "anti-knight");
  assert_step (step, "anti-knight", "r3c4-5 r3c6-5 r4c3-5 r4c7-5 r6c3-5 r6c7-5 r7c4-5 r7c6-5", "");
  g_assert_cmpstr (step->text, ==, "Anti-knight from r5c5 (5) — removes 5 from r3c4, r3c6, r4c3, r4c7, r6c3, r6c7, r7c4, r7c6");
  g_assert_null (wp_sudoku_grader_apply (g, "anti-knight"));
  wp_sudoku_grader_free (g);

  /* A king's moves from r5c5 stay in box 5, which already lost 5: move
   * the given to r3c3, whose king cells r2c4, r4c2, r4c4 are outside
   * its row, column and box. */
  king->cells[cell ("r5c5")] = WP_CELL_EMPTY;
  king->cells[cell ("r3c3")] = 5;
  g_ptr_array_add (king->elements, wp_element_new_global (&wp_sudoku_anti_king, WP_ELEMENT_NO_VALUE));
  g = grader_of (king);
  step = wp_sudoku_grader_apply (g, "anti-king");
  assert_step (step, "anti-king", "r2c4-5 r4c2-5 r4c4-5", "");
  wp_sudoku_grader_free (g);

  g_ptr_array_add (consecutive->elements, wp_element_new_global (&wp_sudoku_non_consecutive, WP_ELEMENT_NO_VALUE));
  g = grader_of (consecutive);
  step = wp_sudoku_grader_apply (g, "non-consecutive");
  assert_step (step, "non-consecutive", "r4c5-4 r4c5-6 r5c4-4 r5c4-6 r5c6-4 r5c6-6 r6c5-4 r6c5-6", "");
  wp_sudoku_grader_free (g);
}

/* --- Whole puzzles ----------------------------------------------------------------------- */

/* Every value placed is the solution's and no candidate removed is. */
static void
assert_path_sound (const WpPuzzle *puzzle, const WpGrade *grade)
{
  WpSearchResult result;
  const gint *solution;

  wp_test_count (puzzle, 2, 1, &result);
  g_assert_cmpuint (result.count, ==, 1);
  solution = g_ptr_array_index (result.solutions, 0);
  for (guint i = 0; i < grade->steps->len; i++)
    {
      const WpGradeStep *step = g_ptr_array_index (grade->steps, i);

      for (guint j = 0; j < step->placed->len; j++)
        g_assert_cmpint (solution[g_array_index (step->placed, WpCellValue, j).cell], ==,
                         g_array_index (step->placed, WpCellValue, j).value);
      for (guint j = 0; j < step->eliminated->len; j++)
        g_assert_cmpint (solution[g_array_index (step->eliminated, WpCellValue, j).cell], !=,
                         g_array_index (step->eliminated, WpCellValue, j).value);
    }
  wp_search_result_clear (&result);
}

static const WpGradeStep *
find_step (const WpGrade *grade, const char *technique)
{
  for (guint i = 0; i < grade->steps->len; i++)
    if (g_str_equal (((WpGradeStep *) g_ptr_array_index (grade->steps, i))->technique, technique))
      return g_ptr_array_index (grade->steps, i);
  return NULL;
}

static WpGrade *
grade_text (const char *text, WpPuzzle **puzzle_out)
{
  WpPuzzle *puzzle = wp_test_load_one (text);
  WpGrade *grade = wp_sudoku_grade (puzzle, NULL);

  g_assert_nonnull (grade);
  assert_path_sound (puzzle, grade);
  if (puzzle_out)
    *puzzle_out = puzzle;
  else
    wp_puzzle_free (puzzle);
  return grade;
}

/* Puzzles from the 17-clue list, magictour's top 1465 and the 2011
 * hardest list: easy, medium, hard, expert, extreme. */
static const struct {
  const char *givens;
  const char *level;
  gdouble     score;
  const char *hardest;
} ladder[] = {
  { ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.", "easy", 1.5, "Hidden single" },
  { ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", "medium", 2.6, "Pointing" },
  { ".8..1......5....3.......4.....6.5.7.89....2.....3.....2.....1.9..67........4.....", "hard", 4.0, "Hidden triple" },
  { ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3", "expert", 7.1, "Alternating inference chain" },
  { "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", "extreme", 10.0, NULL },
};

static void
test_ladder (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (ladder); i++)
    {
      g_autoptr (WpGrade) grade = grade_text (ladder[i].givens, NULL);

      g_assert_cmpstr (grade->scale, ==, "sudoku-steps");
      g_assert_cmpstr (grade->level->id, ==, ladder[i].level);
      g_assert_cmpuint (grade->level_index, ==, i);
      g_assert_cmpfloat_with_epsilon (grade->score, ladder[i].score, 1e-9);
      g_assert_cmpint (grade->complete, ==, i + 1 < G_N_ELEMENTS (ladder));
      g_assert_cmpfloat (grade->mean_guesses, <, 0);
      if (ladder[i].hardest)
        g_assert_cmpstr (grade->hardest, ==, ladder[i].hardest);
    }
}

static void
test_summaries (void)
{
  g_autoptr (WpGrade) hard = grade_text (ladder[2].givens, NULL);
  g_autoptr (WpGrade) extreme = grade_text (ladder[4].givens, NULL);

  g_assert_cmpstr (hard->summary, ==, "Hard (4.0): needs a hidden triple");
  /* Stuck: never a guess inside the path; the grade says where it stops. */
  g_assert_false (extreme->complete);
  g_assert_cmpstr (extreme->summary, ==, "Extreme: the steps stop with 58 of 81 cells open; the rest needs trial and error");
}

/* Puzzles whose path needs the technique (found by grading magictour's
 * top 1465 and the 17-clue list), with the step it takes. */
static const struct {
  const char *givens;
  const char *technique;
  const char *text;
} needs[] = {
  { "2..6.34..17.....9............64....59...................53..6...8..7..1.....1....", "x-wing",
    "X-wing on 8 in rows 4, 7 and columns 5, 8 — removes 8 from r1c5, r3c8, r5c5, r5c8, r6c5, r6c8, r9c8" },
  { "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....", "xy-wing",
    "XY-wing: pivot r4c8 (6, 8), pincers r1c8 (2, 8) and r4c4 (2, 6) — removes 2 from r1c4" },
  { "................12....34..5.......6...52.1....7....3......7.6..1.4......2....8...", "xyz-wing",
    "XYZ-wing: pivot r5c5 (6, 8, 9), pincers r2c5 (8, 9) and r6c6 (6, 9) — removes 9 from r6c5" },
  { "85.....7.....41...3..........1...4.6.7.5...........2..742.6.......8...3..........", "unique-rectangle",
    "Unique rectangle type 1 on 5, 8 in r2c7, r2c9, r7c7, r7c9 — removes 5, 8 from r7c9" },
  { ".8...4.5....7..3............1..85...6.....2......4....3.26............417........", "bug-plus-one",
    "BUG+1: every open cell but r3c3 has two digits; r3c3 is 7, else the puzzle would have two solutions" },
  { "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........", "xy-chain",
    "XY-chain: (8)r4c7=(7)r4c7-(7)r7c7=(1)r7c7-(1)r7c5=(6)r7c5-(6)r7c1=(8)r7c1 — removes 8 from r4c1" },
};

static void
test_puzzles_need (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (needs); i++)
    {
      g_autoptr (WpGrade) grade = grade_text (needs[i].givens, NULL);
      const WpGradeStep *step = find_step (grade, needs[i].technique);

      g_assert_true (grade->complete);
      g_assert_nonnull (step);
      g_assert_cmpstr (step->text, ==, needs[i].text);
    }
}

static void
test_killer (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("sudoku-grader-killer.wellposed");
  g_autoptr (WpPuzzle) plain = wp_puzzle_without_family (puzzle, "cages");
  g_autoptr (WpGrade) grade = wp_sudoku_grade (puzzle, NULL);
  const WpGradeStep *step = find_step (grade, "cage-combinations");
  WpSearchResult result;

  /* The cages are needed: without them there are more solutions. */
  wp_test_count (plain, 2, 0, &result);
  g_assert_cmpuint (result.count, ==, 2);
  wp_search_result_clear (&result);
  g_assert_true (grade->complete);
  assert_path_sound (puzzle, grade);
  g_assert_nonnull (step);
  /* r9c6 holds 5 and row 9 a 9: 16 = 5 + 11 = 5 + 3 + 8 or 5 + 4 + 7. */
  g_assert_cmpstr (step->text, ==, "Cage combinations: the cage r9c5–r9c7 (16): only 3+5+8, 4+5+7 fit — "
                                   "removes 1 from r9c5; 2 from r9c5, r9c7");
  g_assert_cmpstr (grade->level->id, ==, "easy");
}

static void
test_thermometers (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("sudoku-grader-thermo.wellposed");
  g_autoptr (WpPuzzle) plain = wp_puzzle_without_family (puzzle, "thermometers");
  g_autoptr (WpGrade) grade = wp_sudoku_grade (puzzle, NULL);
  const WpGradeStep *step = find_step (grade, "thermometer");
  WpSearchResult result;

  wp_test_count (plain, 2, 0, &result);
  g_assert_cmpuint (result.count, ==, 2);
  wp_search_result_clear (&result);
  g_assert_true (grade->complete);
  assert_path_sound (puzzle, grade);
  g_assert_nonnull (step);
  g_assert_cmpstr (step->text, ==, "Thermometer bounds: the thermometer r5c3–r5c6 rises from its bulb — "
                                   "removes 1 from r5c4, r5c5; 2 from r5c5; 5 from r5c3; 6 from r5c4; 9 from r5c3, r5c4, r5c5");
  g_assert_cmpstr (grade->summary, ==, "Easy (1.5): needs thermometer bounds");
}

/* Every element kind at once, anti-knight among them: its steps come
 * from the placed digits. */
static void
test_every_kind (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("sudoku-variants.wellposed");
  g_autoptr (WpGrade) grade = wp_sudoku_grade (puzzle, NULL);
  const WpGradeStep *first = g_ptr_array_index (grade->steps, 0);

  g_assert_true (grade->complete);
  assert_path_sound (puzzle, grade);
  g_assert_cmpstr (first->technique, ==, "anti-knight");
  /* Thirteen givens, each with cells a knight's move away. */
  g_assert_cmpuint (first->cells->len, ==, 13);
  g_assert_nonnull (find_step (grade, "pair-partners"));
  /* The main diagonal is a unit: its last cell is a full house. */
  g_assert_cmpstr (((WpGradeStep *) g_ptr_array_index (grade->steps, 1))->text, ==,
                   "r2c2: full house 5, the last cell of the main diagonal");
}

/* Siteswap lines give no steps: seed 004's puzzle, unique only through
 * them, leaves the grader stuck. */
static void
test_siteswap_stuck (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("sudoku-seed004-band.wellposed");
  g_autoptr (WpGrade) grade = wp_sudoku_grade (puzzle, NULL);

  g_assert_false (grade->complete);
  g_assert_cmpstr (grade->level->id, ==, "extreme");
  g_assert_cmpfloat (grade->score, ==, 10.0);
  for (guint i = 0; i < grade->steps->len; i++)
    g_assert_cmpuint (((WpGradeStep *) g_ptr_array_index (grade->steps, i))->placed->len +
                      ((WpGradeStep *) g_ptr_array_index (grade->steps, i))->eliminated->len, >, 0);
}

static void
test_small_and_large (void)
{
  g_autoptr (WpPuzzle) four = NULL;
  g_autoptr (WpPuzzle) sixteen = NULL;
  g_autoptr (WpGrade) small = grade_text ("....\n41..\n.3..\n..1.\n", &four);
  g_autoptr (WpGrade) large = grade_text ("A...B6C.8...1.79\n.85.79.....DFCB6\n3.91..A.B.CF...5\n.B.F8..G..31D.42\n"
                                          ".DA6F.B5G.8...13\n..C5G.....7..4..\n.1.2.A4.F..59..E\n8G..137.D....B..\n"
                                          "G..3..1A64..E...\n.64C5.F.9..3.1.7\n..BE9..3..1A...4\n..7A....5....G9.\n"
                                          ".3.7A12.CD..8...\n.C.BEF58..97....\n5..8.G....2..6.D\n.A1.CD..E...7...\n",
                                          &sixteen);
  const WpGradeStep *step;

  g_assert_cmpuint (wp_sudoku_get_size (four), ==, 4);
  g_assert_true (small->complete);
  g_assert_cmpuint (small->steps->len, ==, 12);
  g_assert_cmpstr (small->level->id, ==, "easy");

  g_assert_cmpuint (wp_sudoku_get_size (sixteen), ==, 16);
  g_assert_true (large->complete);
  g_assert_cmpstr (large->summary, ==, "Hard (4.2): needs an XY-wing");
  /* Digits above 9 are letters, as the grid writes them. */
  step = find_step (large, "direct-pointing");
  g_assert_cmpstr (step->text, ==, "Direct pointing: C in box 10 is on row 12 — removes C from r12c10, r12c12; "
                                   "so r9c12 is the only place for C in box 11");
}

/* A jigsaw: its regions are units, named as regions. */
static void
test_jigsaw (void)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpGrade) grade = grade_text ("{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"sudoku\", \"size\": 9, "
                                          "\"regions\": [\"AABBBCCCC\", \"AAABBBCCC\", \"DDABBBECC\", \"DDAAAEEFF\", \"DDEEEEFFF\", "
                                          "\"DDDEEGFFF\", \"HHGGGGIIF\", \"HHGGGGIII\", \"HHHHHIIII\"], "
                                          "\"givens\": [\"...68....\", \".29...7..\", \"..6......\", \"2.....869\", \"....6....\", "
                                          "\".682.5...\", \".819.4...\", \".92...5.4\", \".174.8.9.\"]}", &puzzle);

  g_assert_true (wp_sudoku_is_jigsaw (puzzle));
  g_assert_true (grade->complete);
  g_assert_cmpstr (grade->summary, ==, "Medium (2.6): needs pointing");
  g_assert_cmpstr (find_step (grade, "pointing")->text, ==, "Pointing: 4 in region 3 is on column 8 — removes 4 from r5c8, r6c8");
}

/* Through the genre: the rater's table, and wp_grade_puzzle() using it. */
static void
test_rater_table (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (ladder[1].givens);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGrade) grade = NULL;
  guint n;
  const WpGradeLevel *levels = wp_grade_levels (&wp_genre_sudoku, &n);

  g_assert_true (wp_genre_sudoku.rater == &wp_sudoku_rater);
  g_assert_cmpuint (n, ==, 5);
  g_assert_cmpstr (levels[0].id, ==, "easy");
  g_assert_cmpstr (levels[4].id, ==, "extreme");
  g_assert_cmpint (wp_grade_find_level (&wp_genre_sudoku, "hard"), ==, 2);
  grade = wp_grade_puzzle (puzzle, NULL, search, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (grade->scale, ==, "sudoku-steps");
  g_assert_cmpstr (grade->level->id, ==, "medium");
  g_assert_cmpfloat (grade->mean_guesses, <, 0);
}

static void
test_cancelled (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (ladder[0].givens);
  g_autoptr (WpSearch) search = wp_search_new ();

  wp_search_cancel (search);
  g_assert_null (wp_sudoku_grade (puzzle, search));
}

/* A sample of magictour's top 1465 (hard for people): every step of every
 * path agrees with the solution, and the counts by level are the ones
 * docs/difficulty.md reports. */
static void
test_sample_sound (void)
{
  g_autofree char *path = wp_test_shared_path ("sudoku/puzzles3_magictour_top1465.txt");
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint n = 0, per_level[5] = { 0 };

  if (path == NULL)
    return;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && n < 100; i++)
    {
      g_autoptr (WpPuzzle) puzzle = NULL;
      g_autoptr (WpGrade) grade = NULL;

      if (strlen (lines[i]) < 81 || lines[i][0] == '#')
        continue;
      puzzle = wp_test_load_one (lines[i]);
      grade = wp_sudoku_grade (puzzle, NULL);
      assert_path_sound (puzzle, grade);
      per_level[grade->level_index]++;
      n++;
    }
  g_assert_cmpuint (n, ==, 100);
  g_test_message ("levels of the first 100: %u %u %u %u %u", per_level[0], per_level[1], per_level[2],
                  per_level[3], per_level[4]);
  g_assert_cmpuint (per_level[0] + per_level[1] + per_level[2] + per_level[3] + per_level[4], ==, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/grader/full-house", test_full_house);
  g_test_add_func ("/grader/hidden-single", test_hidden_single);
  g_test_add_func ("/grader/naked-single", test_naked_single);
  g_test_add_func ("/grader/pointing", test_pointing);
  g_test_add_func ("/grader/direct-pointing", test_direct_pointing);
  g_test_add_func ("/grader/claiming", test_claiming);
  g_test_add_func ("/grader/naked-subsets", test_naked_subsets);
  g_test_add_func ("/grader/hidden-subsets", test_hidden_subsets);
  g_test_add_func ("/grader/direct-hidden-pair", test_direct_hidden_pair);
  g_test_add_func ("/grader/fish", test_fish);
  g_test_add_func ("/grader/wings", test_wings);
  g_test_add_func ("/grader/unique-rectangles", test_unique_rectangles);
  g_test_add_func ("/grader/uniqueness-needs-classic", test_uniqueness_needs_classic);
  g_test_add_func ("/grader/colouring", test_colouring);
  g_test_add_func ("/grader/x-chain", test_x_chain);
  g_test_add_func ("/grader/xy-chain", test_xy_chain);
  g_test_add_func ("/grader/aic", test_aic);
  g_test_add_func ("/grader/length-bonus", test_length_bonus);
  g_test_add_func ("/grader/cage-combinations", test_cage_combinations);
  g_test_add_func ("/grader/cage-with-marks", test_cage_with_marks);
  g_test_add_func ("/grader/thermometer", test_thermometer);
  g_test_add_func ("/grader/arrow", test_arrow);
  g_test_add_func ("/grader/pair-partners", test_pair_partners);
  g_test_add_func ("/grader/placed-rules", test_placed_rules);
  g_test_add_func ("/grader/ladder", test_ladder);
  g_test_add_func ("/grader/summaries", test_summaries);
  g_test_add_func ("/grader/puzzles-need", test_puzzles_need);
  g_test_add_func ("/grader/killer", test_killer);
  g_test_add_func ("/grader/thermometers", test_thermometers);
  g_test_add_func ("/grader/every-kind", test_every_kind);
  g_test_add_func ("/grader/siteswap-stuck", test_siteswap_stuck);
  g_test_add_func ("/grader/small-and-large", test_small_and_large);
  g_test_add_func ("/grader/jigsaw", test_jigsaw);
  g_test_add_func ("/grader/rater-table", test_rater_table);
  g_test_add_func ("/grader/cancelled", test_cancelled);
  g_test_add_func ("/grader/sample-sound", test_sample_sound);
  return g_test_run ();
}
