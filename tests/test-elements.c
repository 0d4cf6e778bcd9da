/* test-elements.c — Sudoku variants as elements: files, edits, conflicts,
 * rules text, and exact counts checked against rules written out here
 * once more, independently of the propagators */
#include "wp-test-utils.h"
#include "genres/sudoku/sudoku-private.h"

#include <stdlib.h>
#include <string.h>

/* --- A second, plain reading of every rule ------------------------------------- */

static gint
at (const gint *grid, guint size, guint r, guint c)
{
  return grid[r * size + c];
}

static gboolean
all_different (const gint *grid, const guint *cells, guint n)
{
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (grid[cells[i]] == grid[cells[j]])
        return FALSE;
  return TRUE;
}

static gboolean
pairs_hold (const gint *grid, guint size, const gint (*steps)[2], guint n_steps, gboolean consecutive)
{
  for (guint r = 0; r < size; r++)
    for (guint c = 0; c < size; c++)
      for (guint s = 0; s < n_steps; s++)
        {
          gint r2 = (gint) r + steps[s][0], c2 = (gint) c + steps[s][1];
          gint a, b;

          if (r2 < 0 || c2 < 0 || r2 >= (gint) size || c2 >= (gint) size)
            continue;
          a = at (grid, size, r, c);
          b = at (grid, size, (guint) r2, (guint) c2);
          if (consecutive ? abs (a - b) == 1 : a == b)
            return FALSE;
        }
  return TRUE;
}

static gboolean
siteswap_line (const gint *grid, guint size, gboolean column, guint index)
{
  g_autofree guint8 *beats = g_new0 (guint8, size);

  for (guint i = 0; i < size; i++)
    {
      gint s = column ? at (grid, size, i, index) : at (grid, size, index, i);

      if (beats[(i + (guint) s) % size]++)
        return FALSE;
    }
  return TRUE;
}

static gboolean
element_holds (const WpPuzzle *puzzle, const WpElement *e, const gint *grid)
{
  static const gint knight[][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 } };
  static const gint king[][2] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 } };
  static const gint side[][2] = { { 0, 1 }, { 1, 0 } };
  guint size = puzzle->width, n = e->cells->len;
  const guint *cells = (const guint *) (gpointer) e->cells->data;
  const char *id = e->kind->id;

  if (g_str_equal (id, "cage"))
    {
      gint sum = 0;

      for (guint i = 0; i < n; i++)
        sum += grid[cells[i]];
      return all_different (grid, cells, n) && (e->value == WP_ELEMENT_NO_VALUE || sum == e->value);
    }
  if (g_str_equal (id, "extra-region"))
    return all_different (grid, cells, n);
  if (g_str_equal (id, "thermometer"))
    {
      for (guint i = 1; i < n; i++)
        if (grid[cells[i]] <= grid[cells[i - 1]])
          return FALSE;
      return TRUE;
    }
  if (g_str_equal (id, "arrow"))
    {
      gint circle = 0, line = 0;

      for (guint i = 0; i < e->n_head; i++)
        circle = circle * 10 + grid[cells[i]];
      for (guint i = e->n_head; i < n; i++)
        line += grid[cells[i]];
      return circle == line;
    }
  if (g_str_equal (id, "difference-dot"))
    return abs (grid[cells[0]] - grid[cells[1]]) == 1;
  if (g_str_equal (id, "ratio-dot"))
    return grid[cells[0]] == 2 * grid[cells[1]] || grid[cells[1]] == 2 * grid[cells[0]];
  if (g_str_equal (id, "xv"))
    return grid[cells[0]] + grid[cells[1]] == e->value;
  if (g_str_equal (id, "diagonal"))
    {
      g_autofree guint *diag = g_new (guint, size);

      for (guint i = 0; i < size; i++)
        diag[i] = i * size + (e->value == 0 ? i : size - 1 - i);
      return all_different (grid, diag, size);
    }
  if (g_str_equal (id, "anti-knight"))
    return pairs_hold (grid, size, knight, 4, FALSE);
  if (g_str_equal (id, "anti-king"))
    return pairs_hold (grid, size, king, 4, FALSE);
  if (g_str_equal (id, "non-consecutive"))
    return pairs_hold (grid, size, side, 2, TRUE);
  if (g_str_equal (id, "siteswap"))
    {
      for (guint i = 0; i < size; i++)
        if (((e->value & 1) && !siteswap_line (grid, size, FALSE, i)) ||
            ((e->value & 2) && !siteswap_line (grid, size, TRUE, i)))
          return FALSE;
      return TRUE;
    }
  g_assert_not_reached ();
}

static gboolean
all_elements_hold (const WpPuzzle *puzzle, const gint *grid)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    if (!element_holds (puzzle, g_ptr_array_index (puzzle->elements, i), grid))
      return FALSE;
  return TRUE;
}

/* (A two-cell circle on a 4×4 reads 10a + b, while its line through the
 * next box adds 10 + a + b: never equal, so 0.) */

/* The count with every element, and the number of classic solutions
 * (the same puzzle without elements, all enumerated) that pass the plain
 * reading above: the two must agree. */
static guint64
count_checked (const WpPuzzle *puzzle)
{
  g_autoptr (WpPuzzle) classic = wp_puzzle_without_family (puzzle, NULL);
  WpSearchResult with, without;
  guint64 passing = 0, count;

  wp_test_count (puzzle, 0, 0, &with);
  g_assert_true (with.exact);
  wp_test_count (classic, 0, 200000, &without);
  g_assert_true (without.exact);
  g_assert_cmpuint (without.solutions->len, ==, without.count);
  for (guint s = 0; s < without.solutions->len; s++)
    passing += all_elements_hold (puzzle, g_ptr_array_index (without.solutions, s));
  g_assert_cmpuint (with.count, ==, passing);
  count = with.count;
  wp_search_result_clear (&with);
  wp_search_result_clear (&without);
  return count;
}

static WpPuzzle *
load_json (const char *json)
{
  return wp_test_load_one (json);
}

static void
assert_json_error (const char *json, const char *expected)
{
  wp_test_assert_load_error (json, NULL, expected);
}

/* --- Files ----------------------------------------------------------------------- */

#define HEAD9 "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":9,"
#define HEAD4 "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"

static const char every_kind_json[] =
  HEAD9 "\"classic\":[\"rows\",\"boxes\"],\"elements\":["
  "{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c2\",\"r2c1\"],\"sum\":12},"
  "{\"kind\":\"cage\",\"cells\":[\"r9c9\",\"r9c8\"]},"
  "{\"kind\":\"thermometer\",\"cells\":[\"r5c1\",\"r5c2\",\"r4c3\"]},"
  "{\"kind\":\"arrow\",\"circle\":[\"r7c1\",\"r7c2\"],\"line\":[\"r8c3\",\"r9c4\",\"r9c5\"]},"
  "{\"kind\":\"difference-dot\",\"cells\":[\"r3c3\",\"r3c4\"]},"
  "{\"kind\":\"ratio-dot\",\"cells\":[\"r3c6\",\"r4c6\"]},"
  "{\"kind\":\"xv\",\"cells\":[\"r6c6\",\"r6c7\"],\"value\":\"V\"},"
  "{\"kind\":\"diagonal\",\"direction\":\"anti\"},"
  "{\"kind\":\"extra-region\",\"cells\":[\"r2c6\",\"r2c7\",\"r2c8\"]},"
  "{\"kind\":\"anti-knight\"},{\"kind\":\"anti-king\"},{\"kind\":\"non-consecutive\"},"
  "{\"kind\":\"siteswap\",\"lines\":\"columns\"}]}";

static void
test_file_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = load_json (every_kind_json);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  g_autofree char *text = NULL;
  g_autoptr (WpPuzzle) again = NULL;
  const WpElement *arrow;

  g_assert_cmpuint (puzzle->elements->len, ==, 13);
  g_assert_cmpuint (wp_sudoku_get_classic (puzzle), ==, WP_SUDOKU_CLASSIC_ROWS | WP_SUDOKU_CLASSIC_BOXES);
  arrow = g_ptr_array_index (puzzle->elements, 3);
  g_assert_cmpuint (arrow->n_head, ==, 2);
  g_assert_cmpuint (arrow->cells->len, ==, 5);
  g_assert_cmpuint (wp_element_cell (arrow, 2), ==, 7 * 9 + 2);
  g_assert_cmpint (((const WpElement *) g_ptr_array_index (puzzle->elements, 6))->value, ==, 5);
  g_assert_cmpint (((const WpElement *) g_ptr_array_index (puzzle->elements, 0))->value, ==, 12);
  g_assert_cmpint (((const WpElement *) g_ptr_array_index (puzzle->elements, 1))->value, ==, WP_ELEMENT_NO_VALUE);

  g_ptr_array_add (list, puzzle);
  text = wp_serialize (list, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"classic\""));
  g_assert_nonnull (strstr (text, "\"circle\""));
  again = load_json (text);
  g_assert_true (wp_puzzle_equal (puzzle, again));
}

static void
test_file_errors (void)
{
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r10c1\"]}]}",
                     "elements[0].cells[1]: “r10c1” is not a cell of the 9×9 grid");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"sandwich\"}]}",
                     "elements[0].kind: “sandwich” is not an element Sudoku puzzles know");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"thermometer\",\"cells\":[\"r1c1\",\"r1c3\"]}]}",
                     "elements[0]: the thermometer r1c1–r1c3 jumps from r1c1 to r1c3, which do not touch");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"difference-dot\",\"cells\":[\"r1c1\",\"r2c2\"]}]}",
                     "elements[0]: the white dot between r1c1 and r2c2 must join two cells side by side");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"anti-knight\"},{\"kind\":\"anti-knight\"}]}",
                     "elements[1]: The puzzle already has anti-knight");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"xv\",\"cells\":[\"r1c1\",\"r1c2\"],\"value\":\"W\"}]}",
                     "elements[0].value: expected one of “X”, “V”");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"arrow\",\"circle\":[\"r1c1\",\"r1c2\",\"r1c3\"],\"line\":[\"r2c3\"]}]}",
                     "elements[0]: the arrow from r1c1 needs a circle of one or two cells");
  assert_json_error (HEAD9 "\"elements\":[{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c1\"]}]}",
                     "elements[0]: the cage r1c1–r1c1 passes through r1c1 twice");
  assert_json_error (HEAD9 "\"classic\":[\"rows\",\"diagonals\"]}",
                     "classic[1]: expected “rows”, “columns” or “boxes”");
  assert_json_error (HEAD9 "\"elements\":{}}", "elements: expected a list");
  /* Found in review: shapes with cells missing are refused by name, never read. */
  assert_json_error (HEAD4 "\"elements\":[{\"kind\":\"difference-dot\",\"cells\":[]}]}",
                     "elements[0]: the white dot has no cells");
  assert_json_error (HEAD4 "\"elements\":[{\"kind\":\"ratio-dot\",\"cells\":[\"r1c1\"]}]}",
                     "elements[0]: the black dot at r1c1 must join two cells side by side");
  assert_json_error (HEAD4 "\"elements\":[{\"kind\":\"arrow\",\"circle\":[],\"line\":[]}]}",
                     "elements[0]: the arrow has no cells");
  assert_json_error (HEAD4 "\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"rows\"},{\"kind\":\"siteswap\",\"lines\":\"both\"}]}",
                     "elements[1]: The puzzle already has siteswap rows and columns");
  assert_json_error ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":16,"
                     "\"elements\":[{\"kind\":\"arrow\",\"circle\":[\"r1c1\",\"r1c2\"],\"line\":[\"r2c3\"]}]}",
                     "elements[0]: the arrow from r1c1 has a circle of two cells, which reads as a two-digit number only on grids up to 9×9");
}

/* --- Edits ------------------------------------------------------------------------ */

static void
test_edits (void)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpElement) cage = wp_element_new (&wp_sudoku_cage);
  g_autoptr (WpElement) knight = wp_element_new_global (&wp_sudoku_anti_knight, WP_ELEMENT_NO_VALUE);
  g_autoptr (WpEdit) add = NULL;
  g_autoptr (WpEdit) change = NULL;
  g_autoptr (WpEdit) remove = NULL;
  g_autoptr (WpEdit) again = NULL;
  g_autoptr (WpPuzzle) one = NULL;
  g_autoptr (WpPuzzle) two = NULL;
  g_autoptr (WpPuzzle) three = NULL;
  g_autoptr (WpPuzzle) four = NULL;
  g_autoptr (GError) error = NULL;

  wp_element_add_cell (cage, 0);
  wp_element_add_cell (cage, 1);
  cage->value = 3;
  add = wp_edit_new_add_element (cage);
  one = wp_puzzle_apply_edit (empty, add, NULL);
  g_assert_cmpuint (one->elements->len, ==, 1);
  g_assert_cmpuint (empty->elements->len, ==, 0);
  g_assert_false (wp_puzzle_equal (one, empty));

  cage->value = 17;
  change = wp_edit_new_change_element (0, cage);
  two = wp_puzzle_apply_edit (one, change, NULL);
  g_assert_cmpint (((const WpElement *) g_ptr_array_index (two->elements, 0))->value, ==, 17);
  g_assert_cmpint (((const WpElement *) g_ptr_array_index (one->elements, 0))->value, ==, 3);

  again = wp_edit_new_add_element (knight);
  three = wp_puzzle_apply_edit (two, again, NULL);
  g_assert_null (wp_puzzle_apply_edit (three, again, &error));
  g_assert_cmpstr (error->message, ==, "The puzzle already has anti-knight");

  remove = wp_edit_new_remove_element (0);
  four = wp_puzzle_apply_edit (three, remove, NULL);
  g_assert_cmpuint (four->elements->len, ==, 1);
  g_assert_true (((const WpElement *) g_ptr_array_index (four->elements, 0))->kind == &wp_sudoku_anti_knight);
  g_assert_true (wp_edit_changes_solutions (remove));
}

/* --- Conflicts and rules text -------------------------------------------------------- */

static char *
first_conflict (const WpPuzzle *puzzle)
{
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);

  if (conflicts->len == 0)
    return NULL;
  return g_strdup (((WpConflict *) g_ptr_array_index (conflicts, 0))->message);
}

static void
assert_conflict (const char *json, const char *expected)
{
  g_autoptr (WpPuzzle) puzzle = load_json (json);
  g_autofree char *message = first_conflict (puzzle);

  g_assert_cmpstr (message, ==, expected);
}

static void
test_conflicts (void)
{
  assert_conflict (HEAD9 "\"givens\":[\"1........\",\"3........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\"],"
                   "\"elements\":[{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r2c1\",\"r2c2\"],\"sum\":17}]}",
                   "the cage r1c1–r2c2 needs 17, its digits reach at most 13");
  assert_conflict (HEAD9 "\"givens\":[\"9........\",\"..8......\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\"],"
                   "\"elements\":[{\"kind\":\"anti-knight\"}]}",
                   NULL);
  assert_conflict (HEAD9 "\"givens\":[\"..9......\",\"....9....\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\"],"
                   "\"elements\":[{\"kind\":\"anti-knight\"}]}",
                   "r1c3 (9) and r2c5 (9) break anti-knight");
  assert_conflict (HEAD9 "\"givens\":[\".........\",\".........\",\".........\",\".........\",\"..8......\",\".........\",\".........\",\".........\",\".........\"],"
                   "\"elements\":[{\"kind\":\"thermometer\",\"cells\":[\"r5c1\",\"r5c2\",\"r5c3\",\"r5c4\",\"r5c5\"]}]}",
                   "the thermometer r5c1–r5c5 cannot rise through 8 at r5c3");
  assert_conflict (HEAD4 "\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"rows\"}]}",
                   "siteswap rows cannot hold in a 4×4 Sudoku: a row holding 1 to 4 once each is a siteswap only for odd sizes");
  /* With rows switched off the parity argument is gone: no conflict. */
  assert_conflict (HEAD4 "\"classic\":[\"columns\",\"boxes\"],\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"rows\"}]}",
                   NULL);
  assert_conflict (HEAD9 "\"givens\":[\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\"3........\",\".........\",\".........\"],"
                   "\"elements\":[{\"kind\":\"arrow\",\"circle\":[\"r7c1\"],\"line\":[\"r8c1\",\"r9c1\",\"r9c2\",\"r9c3\"]}]}",
                   "the arrow from r7c1 can read at most 3, but its line adds up to at least 4");
}

/* No clash between two givens, but a given and a cage that cannot both
 * hold: the explanation names the cage. */
static void
test_contradiction_names_element (void)
{
  g_autoptr (WpPuzzle) puzzle = load_json (HEAD9 "\"givens\":[\"....9....\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\",\".........\"],"
                                           "\"elements\":[{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c2\"],\"sum\":17},{\"kind\":\"anti-king\"}]}");
  g_autoptr (WpSearch) search = wp_search_new ();
  WpContradiction *contradiction = wp_find_contradiction (puzzle, search, 30);
  g_autofree char *first = first_conflict (puzzle);

  g_assert_null (first);
  g_assert_nonnull (contradiction);
  g_assert_cmpint (contradiction->kind, ==, WP_CONTRADICTION_CLUES);
  g_assert_true (contradiction->minimal);
  g_assert_cmpstr (contradiction->message, ==, "These 2 clues cannot all hold: r1c5 = 9, the cage r1c1–r1c2.");
  wp_contradiction_free (contradiction);
}

/* A diagonal with no place left for a digit is named by its cells, not
 * blamed on the box of its first cell. */
static void
test_contradiction_on_diagonal (void)
{
  g_autoptr (WpPuzzle) puzzle = load_json (HEAD4 "\"givens\":[\".1..\",\"....\",\"...1\",\"....\"],"
                                           "\"elements\":[{\"kind\":\"diagonal\",\"direction\":\"main\"}]}");
  g_autoptr (WpSearch) search = wp_search_new ();
  WpContradiction *contradiction = wp_find_contradiction (puzzle, search, 30);

  g_assert_nonnull (contradiction);
  g_assert_null (strstr (contradiction->message, "box"));
  g_assert_nonnull (strstr (contradiction->message, "r1c1"));
  wp_contradiction_free (contradiction);
}

static void
test_rules_text (void)
{
  g_autoptr (WpPuzzle) puzzle = load_json (every_kind_json);
  g_autofree char *rules = wp_puzzle_default_rules (puzzle);
  g_autoptr (WpPuzzle) plain = wp_sudoku_new (9, 3, 3);
  g_autofree char *plain_rules = wp_puzzle_default_rules (plain);

  g_assert_true (g_str_has_prefix (rules, "Place a digit in every empty cell so that each row and each outlined region contains every digit exactly once. "
                                          "Digits in a cage do not repeat and add up to the small number in its corner. "
                                          "Digits along a thermometer increase from its bulb."));
  g_assert_nonnull (strstr (rules, "siteswap"));
  g_assert_cmpstr (plain_rules, ==, wp_genre_sudoku.rules);
}

/* --- Exact counts ------------------------------------------------------------------------ */

static WpPuzzle *
with_elements (WpPuzzle *puzzle, const char *elements_json)
{
  g_autofree char *json = g_strdup_printf ("{\"elements\":[%s]}", elements_json);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (wp_elements_read_json (puzzle, json_node_get_object (json_parser_get_root (parser)), &error));
  g_assert_no_error (error);
  return puzzle;
}

static guint64
count_4x4 (const char *elements_json)
{
  g_autoptr (WpPuzzle) puzzle = with_elements (wp_sudoku_new (4, 2, 2), elements_json);

  return count_checked (puzzle);
}

/* Each kind alone on an empty 4×4 (288 classic grids), against the plain
 * reading; the numbers are pinned so a change in either shows. */
static void
test_counts_4x4_each_kind (void)
{
  g_assert_cmpuint (count_4x4 (""), ==, 288);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r2c1\"],\"sum\":3}"), ==, 48);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"cage\",\"cells\":[\"r1c2\",\"r1c3\",\"r2c3\"]}"), ==, 144);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"thermometer\",\"cells\":[\"r1c1\",\"r2c2\",\"r3c3\"]}"), ==, 24);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"arrow\",\"circle\":[\"r1c1\"],\"line\":[\"r2c2\",\"r3c2\"]}"), ==, 24);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"arrow\",\"circle\":[\"r1c1\",\"r1c2\"],\"line\":[\"r2c3\",\"r3c3\",\"r4c3\",\"r4c4\",\"r3c4\",\"r2c4\"]}"), ==, 0);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"difference-dot\",\"cells\":[\"r2c2\",\"r2c3\"]}"), ==, 144);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"ratio-dot\",\"cells\":[\"r2c2\",\"r3c2\"]}"), ==, 96);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"xv\",\"cells\":[\"r4c1\",\"r4c2\"],\"value\":\"V\"}"), ==, 96);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"diagonal\",\"direction\":\"main\"}"), ==, 48);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"diagonal\",\"direction\":\"main\"},{\"kind\":\"diagonal\",\"direction\":\"anti\"}"), ==, 48);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"extra-region\",\"cells\":[\"r2c2\",\"r2c3\",\"r3c2\",\"r3c3\"]}"), ==, 168);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"anti-knight\"}"), ==, 24);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"anti-king\"}"), ==, 0);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"non-consecutive\"}"), ==, 0);
  g_assert_cmpuint (count_4x4 ("{\"kind\":\"siteswap\",\"lines\":\"rows\"}"), ==, 0);
}

/* A full grid of @size (the engine's first), @n_blank seeded random
 * cells emptied (some twice), and elements
 * drawn from that grid so the solution keeps them: a cage with its sum,
 * a rising thermometer, a dot or an XV wherever the pair fits. */
static WpPuzzle *
combined_puzzle (guint size, guint box_rows, guint box_cols, guint n_blank, guint32 seed)
{
  g_autoptr (WpPuzzle) empty = wp_sudoku_new (size, box_rows, box_cols);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (WpElement) cage = wp_element_new (&wp_sudoku_cage);
  g_autoptr (WpElement) thermo = wp_element_new (&wp_sudoku_thermometer);
  WpPuzzle *puzzle = wp_sudoku_new (size, box_rows, box_cols);
  WpSearchResult result;
  const gint *grid;
  gint sum = 0;

  wp_test_count (empty, 1, 1, &result);
  grid = g_ptr_array_index (result.solutions, 0);
  memcpy (puzzle->cells, grid, sizeof (gint) * size * size);
  for (guint i = 0; i < n_blank; i++)
    puzzle->cells[g_rand_int_range (rand, 0, (gint32) (size * size))] = WP_CELL_EMPTY;

  /* A cage over the top-left 2×2, with the solution's sum. */
  for (guint i = 0; i < 4; i++)
    {
      guint cell = (i / 2) * size + i % 2;

      wp_element_add_cell (cage, cell);
      sum += grid[cell];
    }
  cage->value = sum;
  g_ptr_array_add (puzzle->elements, g_steal_pointer (&cage));
  /* A thermometer down the last column while it rises. */
  for (guint r = 0; r < size && (r == 0 || grid[r * size + size - 1] > grid[(r - 1) * size + size - 1]); r++)
    wp_element_add_cell (thermo, r * size + size - 1);
  if (thermo->cells->len >= 2)
    g_ptr_array_add (puzzle->elements, g_steal_pointer (&thermo));
  /* Dots and XV along the middle row, wherever the pair fits one. */
  for (guint c = 0; c + 1 < size; c++)
    {
      guint a = (size / 2) * size + c, b = a + 1;
      const WpElementKind *kind = abs (grid[a] - grid[b]) == 1 ? &wp_sudoku_difference_dot
                                : (grid[a] == 2 * grid[b] || grid[b] == 2 * grid[a]) ? &wp_sudoku_ratio_dot
                                : (grid[a] + grid[b] == 10 || grid[a] + grid[b] == 5) ? &wp_sudoku_xv : NULL;
      WpElement *pair;

      if (kind == NULL)
        continue;
      pair = wp_element_new (kind);
      wp_element_add_cell (pair, a);
      wp_element_add_cell (pair, b);
      if (kind == &wp_sudoku_xv)
        pair->value = grid[a] + grid[b];
      g_ptr_array_add (puzzle->elements, pair);
    }
  wp_search_result_clear (&result);
  return puzzle;
}

/* Several kinds at once on 6×6, 9×9 and 16×16, against the plain reading
 * over every classic completion (11,360, 1,144 and 470 of them); the
 * solution the elements came from is always among the answers. */
static void
test_counts_combined (void)
{
  static const struct { guint size, rows, cols, blanks; guint64 expected; } cases[] = {
    { 6, 2, 3, 45, 20 },
    { 9, 3, 3, 100, 8 },
    { 16, 4, 4, 200, 320 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WpPuzzle) puzzle = combined_puzzle (cases[i].size, cases[i].rows, cases[i].cols,
                                                     cases[i].blanks, 18 + i);
      guint64 count = count_checked (puzzle);

      g_assert_cmpuint (puzzle->elements->len, >=, 2);
      g_assert_cmpuint (count, >=, 1);
      g_assert_cmpuint (count, ==, cases[i].expected);
    }
}

/* --- Seed 004: siteswap Sudoku ----------------------------------------------------------- */

static const char seed004_rows[] =
  "486729153531864297972315648729153486864297531315648972153486729297531864648972315";

static WpPuzzle *
seed004_puzzle (const char *blanks, const char *lines)
{
  WpPuzzle *puzzle = wp_sudoku_new (9, 3, 3);
  g_autofree char *element = g_strdup_printf ("{\"kind\":\"siteswap\",\"lines\":\"%s\"}", lines);

  for (guint cell = 0; cell < 81; cell++)
    puzzle->cells[cell] = blanks && blanks[cell] == '.' ? WP_CELL_EMPTY : seed004_rows[cell] - '0';
  return with_elements (puzzle, element);
}

/* The published grid is a classic solution whose every row and column is
 * a siteswap. */
static void
test_seed004_grid (void)
{
  g_autoptr (WpPuzzle) puzzle = seed004_puzzle (NULL, "both");
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  WpSearchResult result;

  g_assert_cmpuint (conflicts->len, ==, 0);
  g_assert_true (element_holds (puzzle, g_ptr_array_index (puzzle->elements, 0), puzzle->cells));
  wp_test_count (puzzle, 10, 1, &result);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_true (result.exact);
  wp_search_result_clear (&result);
}

/* With the top band blank, the classic rules leave several completions
 * and the siteswap rows pick one: the puzzle is unique only thanks to the
 * variant, seed 004's aim. */
static void
test_seed004_unique_thanks_to_siteswap (void)
{
  const char *blanks =
    "........." "........." "........."
    "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx" "xxxxxxxxx";
  g_autoptr (WpPuzzle) puzzle = seed004_puzzle (blanks, "both");
  g_autoptr (WpPuzzle) classic = wp_puzzle_without_family (puzzle, "siteswap");
  WpSearchResult result;

  g_assert_cmpuint (count_checked (puzzle), ==, 1);
  wp_test_count (classic, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 1728);
  wp_search_result_clear (&result);
}

/* Classic rules switched off: counts that are known by hand. */
static void
test_classic_switched_off (void)
{
  g_autoptr (WpPuzzle) boxes_only = load_json (HEAD4 "\"classic\":[\"boxes\"]}");
  g_autoptr (WpPuzzle) latin = load_json (HEAD4 "\"classic\":[\"rows\",\"columns\"]}");
  g_autoptr (WpPuzzle) rows_boxes = load_json (HEAD4 "\"classic\":[\"rows\",\"boxes\"]}");
  WpSearchResult result;

  /* Four boxes, each any of 4! orders. */
  wp_test_count (boxes_only, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 24 * 24 * 24 * 24);
  wp_search_result_clear (&result);
  /* Latin squares of order 4. */
  wp_test_count (latin, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 576);
  wp_search_result_clear (&result);
  /* Rows and boxes: a band's top row takes two digits of the first box in
   * order (12 ways), its other two go below (2 orders); the second box then
   * mirrors them (2 × 2 orders): 96 per band, and the bands are free. */
  wp_test_count (rows_boxes, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, (24 * 4) * (24 * 4));
  wp_search_result_clear (&result);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/elements/file/round-trip", test_file_round_trip);
  g_test_add_func ("/elements/file/errors", test_file_errors);
  g_test_add_func ("/elements/edits", test_edits);
  g_test_add_func ("/elements/conflicts", test_conflicts);
  g_test_add_func ("/elements/rules-text", test_rules_text);
  g_test_add_func ("/elements/contradiction-names-element", test_contradiction_names_element);
  g_test_add_func ("/elements/contradiction-on-diagonal", test_contradiction_on_diagonal);
  g_test_add_func ("/elements/counts/4x4-each-kind", test_counts_4x4_each_kind);
  g_test_add_func ("/elements/counts/classic-switched-off", test_classic_switched_off);
  g_test_add_func ("/elements/counts/combined", test_counts_combined);
  g_test_add_func ("/elements/seed004/grid", test_seed004_grid);
  g_test_add_func ("/elements/seed004/unique-thanks-to-siteswap", test_seed004_unique_thanks_to_siteswap);
  return g_test_run ();
}
