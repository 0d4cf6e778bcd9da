/* test-generate-solved.c — every genre's random solved instances (the
 * generator's starting points, WpGeneratorHooks.solved) and the nonogram
 * grader
 *
 * A solved instance must be a valid puzzle shaped like the shape asked
 * for, with no clash, exactly one solution with all its clues, and that
 * solution must keep every rule — checked here by hand, not by the
 * engine.  A seed repeats an instance; other seeds give others.
 */
#include "wp-test-utils.h"
#include "genres/battleships/battleships.h"
#include "genres/nonograms/nonograms.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku-private.h"

#include <string.h>

/* --- Helpers ----------------------------------------------------------------------- */

static WpPuzzle *
solved_with_seed (const WpPuzzle *shape, guint32 seed, GError **error)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (WpSearch) search = wp_search_new ();

  g_assert_nonnull (shape->genre->generator);
  return shape->genre->generator->solved (shape, rand, search, error);
}

static WpPuzzle *
solved_of (const WpPuzzle *shape, guint32 seed)
{
  g_autoptr (GError) error = NULL;
  WpPuzzle *solved = solved_with_seed (shape, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (solved);
  return solved;
}

static WpPuzzle *
preset_puzzle (const WpGenre *genre, const char *id)
{
  const WpPreset *preset = wp_genre_find_preset (genre, id);

  g_assert_nonnull (preset);
  return genre->new_puzzle (preset);
}

static WpPuzzle *
custom_puzzle (const WpGenre *genre, guint width, guint height)
{
  WpPreset preset = { "custom", "", width, height, 0, 0 };

  return genre->new_puzzle (&preset);
}

/* Valid, no clash, exactly one solution with every clue, and that
 * solution is @expected (the instance's own cells, or the nonogram's
 * picture). */
static void
assert_well_formed (const WpPuzzle *solved, const gint *expected)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) conflicts = NULL;
  WpSearchResult result;
  guint n = wp_puzzle_n_cells (solved);

  g_assert_true (solved->genre->validate (solved, &error));
  g_assert_no_error (error);
  conflicts = solved->genre->find_conflicts (solved);
  g_assert_cmpuint (conflicts->len, ==, 0);
  wp_test_count (solved, 2, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof (gint) * n, expected, sizeof (gint) * n);
  wp_search_result_clear (&result);
}

/* Same seed, same instance; each of a few other seeds, another one. */
static void
assert_seeded (const WpPuzzle *shape)
{
  const guint32 seeds[] = { 1, 2, 3, 20261124 };
  WpPuzzle *instances[G_N_ELEMENTS (seeds)];

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autoptr (WpPuzzle) again = solved_of (shape, seeds[i]);

      instances[i] = solved_of (shape, seeds[i]);
      g_assert_true (wp_puzzle_equal (instances[i], again));
      for (guint j = 0; j < i; j++)
        g_assert_false (wp_puzzle_equal (instances[i], instances[j]));
    }
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    wp_puzzle_free (instances[i]);
}

static gboolean
every_cell_given (const WpPuzzle *puzzle)
{
  return wp_puzzle_count_givens (puzzle) == wp_puzzle_n_cells (puzzle);
}

/* --- Sudoku ---------------------------------------------------------------------------- */

/* Each unit the classic rules switch on holds every digit once. */
static void
assert_sudoku_units (const WpPuzzle *puzzle)
{
  guint size = wp_sudoku_get_size (puzzle), classic = wp_sudoku_get_classic (puzzle);

  for (guint unit = 0; unit < size; unit++)
    {
      guint32 rows = 0, cols = 0, regions = 0;

      for (guint cell = 0; cell < size * size; cell++)
        {
          guint32 bit = 1u << (puzzle->cells[cell] - 1);

          g_assert_cmpint (puzzle->cells[cell], >=, 1);
          g_assert_cmpint (puzzle->cells[cell], <=, (gint) size);
          if (cell / size == unit)
            rows |= bit;
          if (cell % size == unit)
            cols |= bit;
          if (wp_sudoku_region_of (puzzle, cell) == unit)
            regions |= bit;
        }
      if (classic & WP_SUDOKU_CLASSIC_ROWS)
        g_assert_cmpuint (rows, ==, (1u << size) - 1);
      if (classic & WP_SUDOKU_CLASSIC_COLUMNS)
        g_assert_cmpuint (cols, ==, (1u << size) - 1);
      if (classic & WP_SUDOKU_CLASSIC_BOXES)
        g_assert_cmpuint (regions, ==, (1u << size) - 1);
    }
}

/* Thermometers rise, cages hold different digits adding to their sum,
 * anti-knight keeps a knight's move apart from its own digit. */
static void
assert_sudoku_elements (const WpPuzzle *puzzle)
{
  guint size = wp_sudoku_get_size (puzzle);

  for (guint e = 0; e < puzzle->elements->len; e++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, e);

      if (element->kind == &wp_sudoku_thermometer)
        for (guint i = 1; i < element->cells->len; i++)
          g_assert_cmpint (puzzle->cells[wp_element_cell (element, i - 1)], <,
                           puzzle->cells[wp_element_cell (element, i)]);
      else if (element->kind == &wp_sudoku_cage)
        {
          guint32 seen = 0;
          gint sum = 0;

          for (guint i = 0; i < element->cells->len; i++)
            {
              gint v = puzzle->cells[wp_element_cell (element, i)];

              g_assert_false (seen & (1u << v));
              seen |= 1u << v;
              sum += v;
            }
          g_assert_cmpint (sum, ==, element->value);
        }
      else if (element->kind == &wp_sudoku_anti_knight)
        for (guint a = 0; a < size * size; a++)
          for (guint b = 0; b < size * size; b++)
            {
              gint dr = (gint) (a / size) - (gint) (b / size), dc = (gint) (a % size) - (gint) (b % size);

              if (dr * dr + dc * dc == 5)
                g_assert_cmpint (puzzle->cells[a], !=, puzzle->cells[b]);
            }
      else
        g_assert_not_reached ();
    }
}

static void
check_sudoku (const WpPuzzle *shape, guint32 seed)
{
  g_autoptr (WpPuzzle) solved = solved_of (shape, seed);

  g_assert_true (every_cell_given (solved));
  g_assert_true (solved->genre->params_equal (solved->params, shape->params));
  g_assert_cmpuint (solved->elements->len, ==, shape->elements->len);
  assert_sudoku_units (solved);
  assert_sudoku_elements (solved);
  assert_well_formed (solved, solved->cells);
}

static void
test_sudoku_box_sizes (void)
{
  const char *const presets[] = { "4", "6", "8", "9", "10", "12", "15", "16", "20", "25" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr (WpPuzzle) shape = preset_puzzle (&wp_genre_sudoku, presets[i]);

      for (guint32 seed = 1; seed <= 3; seed++)
        check_sudoku (shape, seed);
    }
}

static void
test_sudoku_jigsaw (void)
{
  const char *const presets[] = { "jigsaw-5", "jigsaw-6", "jigsaw-7", "jigsaw-8", "jigsaw-9" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr (WpPuzzle) shape = preset_puzzle (&wp_genre_sudoku, presets[i]);

      for (guint32 seed = 1; seed <= 5; seed++)
        check_sudoku (shape, seed);
    }
}

/* The shape's givens are ignored, even clashing ones; the classic
 * switches are kept (a 9×9 Latin square, a 6×6 with rows only). */
static void
test_sudoku_givens_and_switches (void)
{
  g_autoptr (WpPuzzle) clash = wp_test_load_one ("55......." "........." "........." "........." "........."
                                                 "........." "........." "........." ".........");
  g_autoptr (WpPuzzle) latin = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpPuzzle) rows_only = wp_sudoku_new (6, 2, 3);
  g_autoptr (WpPuzzle) from_clash = solved_of (clash, 4);

  check_sudoku (clash, 4);
  g_assert_cmpint (from_clash->cells[0], !=, from_clash->cells[1]);
  ((WpSudokuParams *) latin->params)->classic = WP_SUDOKU_CLASSIC_ROWS | WP_SUDOKU_CLASSIC_COLUMNS;
  ((WpSudokuParams *) rows_only->params)->classic = WP_SUDOKU_CLASSIC_ROWS;
  for (guint32 seed = 1; seed <= 5; seed++)
    {
      check_sudoku (latin, seed);
      check_sudoku (rows_only, seed);
    }
}

static void
test_sudoku_seeded (void)
{
  const char *const presets[] = { "4", "6", "9", "16", "jigsaw-9" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr (WpPuzzle) shape = preset_puzzle (&wp_genre_sudoku, presets[i]);

      assert_seeded (shape);
    }
}

static WpElement *
element_of (const WpElementKind *kind, const guint *cells, guint n, gint value)
{
  WpElement *element = wp_element_new (kind);

  for (guint i = 0; i < n; i++)
    wp_element_add_cell (element, cells[i]);
  element->value = value;
  return element;
}

/* A thermometer of five cells, a cage that must be 8 + 9, and a cage
 * drawn without a sum, which takes the sum of the digits the grid puts
 * in it. */
static WpPuzzle *
killer_thermo_shape (void)
{
  WpPuzzle *shape = wp_sudoku_new (9, 3, 3);
  const guint thermo[] = { 0, 1, 2, 11, 20 };     /* r1c1 r1c2 r1c3 r2c3 r3c3 */
  const guint pair[] = { 40, 41 };                /* r5c5 r5c6 */
  const guint open[] = { 70, 71, 79, 80 };        /* r8c8 r8c9 r9c8 r9c9 */

  g_ptr_array_add (shape->elements, element_of (&wp_sudoku_thermometer, thermo, G_N_ELEMENTS (thermo),
                                                WP_ELEMENT_NO_VALUE));
  g_ptr_array_add (shape->elements, element_of (&wp_sudoku_cage, pair, G_N_ELEMENTS (pair), 17));
  g_ptr_array_add (shape->elements, element_of (&wp_sudoku_cage, open, G_N_ELEMENTS (open),
                                                WP_ELEMENT_NO_VALUE));
  return shape;
}

static void
test_sudoku_elements (void)
{
  g_autoptr (WpPuzzle) shape = killer_thermo_shape ();
  g_autoptr (WpPuzzle) knight = wp_sudoku_new (6, 2, 3);

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (WpPuzzle) solved = solved_of (shape, seed);
      const WpElement *pair = g_ptr_array_index (solved->elements, 1);
      const WpElement *open = g_ptr_array_index (solved->elements, 2);

      check_sudoku (shape, seed);
      g_assert_cmpint (solved->cells[40] + solved->cells[41], ==, 17);
      g_assert_cmpint (pair->value, ==, 17);
      /* The shape's cage stays without a sum; the instance's has one. */
      g_assert_cmpint (((const WpElement *) g_ptr_array_index (shape->elements, 2))->value, ==,
                       WP_ELEMENT_NO_VALUE);
      g_assert_cmpint (open->value, ==, solved->cells[70] + solved->cells[71] + solved->cells[79] + solved->cells[80]);
      g_assert_cmpint (solved->cells[0], <=, 5);
    }
  assert_seeded (shape);

  g_ptr_array_add (knight->elements, wp_element_new_global (&wp_sudoku_anti_knight, WP_ELEMENT_NO_VALUE));
  for (guint32 seed = 1; seed <= 4; seed++)
    check_sudoku (knight, seed);
}

static void
assert_error (const WpPuzzle *shape, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpPuzzle) solved = solved_with_seed (shape, 1, &error);

  g_assert_null (solved);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

/* Two cells cannot make 18; a jigsaw layout (found by a search over
 * random layouts) admits no Latin square; an unfinished layout is named. */
static void
test_sudoku_impossible (void)
{
  g_autoptr (WpPuzzle) cage = wp_sudoku_new (9, 3, 3);
  const guint pair[] = { 0, 1 };
  const char *layout = "BBBA" "DBAA" "DCCA" "DDCC";
  guint8 regions[16];
  g_autoptr (WpPuzzle) jigsaw = NULL;
  g_autoptr (WpPuzzle) unfinished = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WpPuzzle) none = NULL;

  g_ptr_array_add (cage->elements, element_of (&wp_sudoku_cage, pair, 2, 18));
  assert_error (cage, "this layout of cages and lines admits no grid");

  for (guint i = 0; i < 16; i++)
    regions[i] = (guint8) (layout[i] - 'A');
  jigsaw = wp_sudoku_new_jigsaw (4, regions, &error);
  g_assert_no_error (error);
  assert_error (jigsaw, "these regions admit no grid");

  unfinished = preset_puzzle (&wp_genre_sudoku, "jigsaw-5");
  ((WpSudokuParams *) unfinished->params)->regions[0] = 4;
  none = solved_with_seed (unfinished, 1, &error);
  g_assert_null (none);
  g_assert_error (error, WP_ERROR, WP_ERROR_INCOMPLETE);
}

/* The generator wants hundreds of 9×9 puzzles a second: a grid must cost
 * microseconds.  The numbers go to the log (docs/performance.md quotes
 * them); the bounds asserted are loose enough for the sanitizer build. */
static gdouble
mean_us (const char *preset_id, guint n, gint64 *worst)
{
  g_autoptr (WpPuzzle) shape = preset_puzzle (&wp_genre_sudoku, preset_id);
  g_autoptr (GRand) rand = g_rand_new_with_seed (99);
  g_autoptr (WpSearch) search = wp_search_new ();
  gint64 total = 0;

  *worst = 0;
  for (guint i = 0; i < n; i++)
    {
      gint64 start = g_get_monotonic_time (), took;
      g_autoptr (WpPuzzle) solved = shape->genre->generator->solved (shape, rand, search, NULL);

      took = g_get_monotonic_time () - start;
      g_assert_true (every_cell_given (solved));
      total += took;
      *worst = MAX (*worst, took);
    }
  return (gdouble) total / n;
}

static void
test_sudoku_timing (void)
{
  gint64 worst9, worst16, worst25;
  gdouble us9 = mean_us ("9", 2000, &worst9);
  gdouble us16 = mean_us ("16", 40, &worst16);
  gdouble us25 = mean_us ("25", 20, &worst25);

  g_test_message ("random full grid: 9×9 %.1f µs (worst %" G_GINT64_FORMAT "), 16×16 %.0f µs (worst %"
                  G_GINT64_FORMAT "), 25×25 %.0f µs (worst %" G_GINT64_FORMAT ")",
                  us9, worst9, us16, worst16, us25, worst25);
  g_assert_cmpfloat (us9, <, 500);
  g_assert_cmpint (worst25, <, G_USEC_PER_SEC);
}

/* --- Submarines ---------------------------------------------------------------------------- */

static void
check_submarines (const WpPuzzle *shape, guint32 seed)
{
  g_autoptr (WpPuzzle) solved = solved_of (shape, seed);
  const gint *rows = wp_submarines_get_row_sums (solved), *cols = wp_submarines_get_column_sums (solved);

  g_assert_cmpuint (solved->width, ==, shape->width);
  g_assert_cmpuint (solved->height, ==, shape->height);
  g_assert_true (every_cell_given (solved));
  for (guint row = 0; row < solved->height; row++)
    {
      gint sum = 0;

      for (guint col = 0; col < solved->width; col++)
        sum += wp_puzzle_get (solved, row, col);
      g_assert_cmpint (rows[row], ==, sum);
    }
  for (guint col = 0; col < solved->width; col++)
    {
      gint sum = 0;

      for (guint row = 0; row < solved->height; row++)
        sum += wp_puzzle_get (solved, row, col);
      g_assert_cmpint (cols[col], ==, sum);
    }
  assert_well_formed (solved, solved->cells);
}

static void
test_submarines (void)
{
  const guint sizes[][2] = { { 1, 1 }, { 5, 5 }, { 12, 8 }, { 20, 20 }, { 40, 40 } };
  g_autoptr (WpPuzzle) known = wp_test_load_data_file ("submarines-one.sub");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (WpPuzzle) shape = custom_puzzle (&wp_genre_submarines, sizes[i][0], sizes[i][1]);

      for (guint32 seed = 1; seed <= 3; seed++)
        check_submarines (shape, seed);
      if (sizes[i][0] >= 5)
        assert_seeded (shape);
    }
  /* A puzzle's own sums and givens are replaced. */
  check_submarines (known, 1);
}

/* --- Battleships --------------------------------------------------------------------------- */

static void
check_battleships (const WpPuzzle *shape, guint32 seed)
{
  g_autoptr (WpPuzzle) solved = solved_of (shape, seed);
  guint n = wp_puzzle_n_cells (solved);
  g_autofree gboolean *ship = g_new (gboolean, n);
  g_autofree gint *named = g_new (gint, n);
  guint lengths[WP_BATTLESHIPS_MAX_SHIP + 1];

  g_assert_true (every_cell_given (solved));
  for (guint cell = 0; cell < n; cell++)
    ship[cell] = solved->cells[cell] != WP_BATTLESHIPS_WATER;
  /* Straight ships, never touching, named segment by segment, and
   * exactly the shape's fleet. */
  g_assert_true (wp_battleships_shape (solved->height, solved->width, ship, named, lengths));
  g_assert_cmpmem (named, sizeof (gint) * n, solved->cells, sizeof (gint) * n);
  for (guint length = 1; length <= WP_BATTLESHIPS_MAX_SHIP; length++)
    {
      g_assert_cmpint ((gint) lengths[length], ==, wp_battleships_get_fleet (shape, length));
      g_assert_cmpint (wp_battleships_get_fleet (solved, length), ==, wp_battleships_get_fleet (shape, length));
    }
  for (guint row = 0; row < solved->height; row++)
    {
      gint count = 0;

      for (guint col = 0; col < solved->width; col++)
        count += ship[row * solved->width + col];
      g_assert_cmpint (wp_battleships_get_row_counts (solved)[row], ==, count);
    }
  for (guint col = 0; col < solved->width; col++)
    {
      gint count = 0;

      for (guint row = 0; row < solved->height; row++)
        count += ship[row * solved->width + col];
      g_assert_cmpint (wp_battleships_get_column_counts (solved)[col], ==, count);
    }
  assert_well_formed (solved, solved->cells);
}

static void
test_battleships (void)
{
  const char *const presets[] = { "6", "8", "10", "12", "15" };
  g_autoptr (WpPuzzle) wide = custom_puzzle (&wp_genre_battleships, 13, 7);
  g_autoptr (WpPuzzle) tight = custom_puzzle (&wp_genre_battleships, 10, 10);
  g_autoptr (WpPuzzle) known = wp_test_load_data_file ("battleships-unique.wellposed");

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr (WpPuzzle) shape = preset_puzzle (&wp_genre_battleships, presets[i]);

      for (guint32 seed = 1; seed <= 5; seed++)
        check_battleships (shape, seed);
      assert_seeded (shape);
    }
  for (guint32 seed = 1; seed <= 5; seed++)
    {
      check_battleships (wide, seed);
      check_battleships (known, seed);
    }
  /* A custom 10×10 gets the largest preset fleet that fits it: 35 ship
   * cells in 15 ships, a tight fit. */
  g_assert_cmpuint (wp_battleships_fleet_cells (tight), ==, 35);
  for (guint32 seed = 1; seed <= 5; seed++)
    check_battleships (tight, seed);
  assert_seeded (tight);
}

/* Three ships that pass the area bounds but cannot be placed apart. */
static void
test_battleships_impossible (void)
{
  const gint fleet[] = { 1, 2 };
  g_autoptr (WpPuzzle) shape = wp_battleships_new (3, 3, NULL, NULL, fleet, G_N_ELEMENTS (fleet));
  g_autoptr (GError) error = NULL;

  g_assert_true (shape->genre->validate (shape, &error));
  g_assert_no_error (error);
  assert_error (shape, "fleet: the 3 ships cannot be placed in a 3×3 grid without touching");
}

/* --- Nonograms ----------------------------------------------------------------------------- */

/* The runs of @length cells @step apart from @first in @picture. */
static GArray *
runs_of (const gint *picture, guint first, guint step, guint length)
{
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (guint));
  guint run = 0;

  for (guint i = 0; i <= length; i++)
    if (i < length && picture[first + i * step])
      run++;
    else if (run > 0)
      {
        g_array_append_val (runs, run);
        run = 0;
      }
  return runs;
}

static void
assert_clue (const WpPuzzle *puzzle, WpLineKind kind, guint index, GArray *runs)
{
  guint n_runs;
  const guint *clue = wp_nonograms_get_clue (puzzle, kind, index, &n_runs);

  g_assert_nonnull (clue);
  g_assert_cmpuint (n_runs, ==, runs->len);
  if (n_runs > 0)
    g_assert_cmpmem (clue, sizeof (guint) * n_runs, runs->data, sizeof (guint) * runs->len);
}

static void
check_nonograms (const WpPuzzle *shape, guint32 seed)
{
  g_autoptr (WpPuzzle) solved = solved_of (shape, seed);
  const gint *picture = wp_nonograms_get_goal (solved);

  g_assert_nonnull (picture);
  g_assert_cmpuint (solved->width, ==, shape->width);
  g_assert_cmpuint (solved->height, ==, shape->height);
  /* Cells are not a nonogram's clues: none is given. */
  g_assert_cmpuint (wp_puzzle_count_givens (solved), ==, 0);
  for (guint row = 0; row < solved->height; row++)
    {
      g_autoptr (GArray) runs = runs_of (picture, row * solved->width, 1, solved->width);

      assert_clue (solved, WP_LINE_ROW, row, runs);
    }
  for (guint col = 0; col < solved->width; col++)
    {
      g_autoptr (GArray) runs = runs_of (picture, col, solved->width, solved->height);

      assert_clue (solved, WP_LINE_COLUMN, col, runs);
    }
  assert_well_formed (solved, picture);
}

/* Not noise: about 55 % filled, in runs of several cells. */
static void
test_nonograms (void)
{
  const guint sizes[][2] = { { 1, 1 }, { 5, 5 }, { 10, 10 }, { 15, 20 }, { 25, 25 } };
  g_autoptr (WpPuzzle) known = wp_test_load_data_file ("nonogram-small.non");
  guint filled = 0, cells = 0, runs = 0, run_cells = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (WpPuzzle) shape = custom_puzzle (&wp_genre_nonograms, sizes[i][0], sizes[i][1]);

      for (guint32 seed = 1; seed <= 3; seed++)
        check_nonograms (shape, seed);
      if (sizes[i][0] >= 5)
        assert_seeded (shape);
    }
  check_nonograms (known, 1);

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (WpPuzzle) shape = wp_nonograms_new (20, 20);
      g_autoptr (WpPuzzle) solved = solved_of (shape, seed);
      const gint *picture = wp_nonograms_get_goal (solved);

      for (guint row = 0; row < 20; row++)
        {
          g_autoptr (GArray) row_runs = runs_of (picture, row * 20, 1, 20);

          runs += row_runs->len;
          for (guint k = 0; k < row_runs->len; k++)
            run_cells += g_array_index (row_runs, guint, k);
        }
      for (guint cell = 0; cell < 400; cell++)
        filled += picture[cell];
      cells += 400;
    }
  g_test_message ("nonogram pictures: %.1f %% filled, runs of %.2f cells on average",
                  100.0 * filled / cells, (gdouble) run_cells / runs);
  g_assert_cmpfloat ((gdouble) filled / cells, >, 0.50);
  g_assert_cmpfloat ((gdouble) filled / cells, <, 0.62);
  g_assert_cmpfloat ((gdouble) run_cells / runs, >, 2.5);
}

/* --- The nonogram grader -------------------------------------------------------------------- */

static WpPuzzle *
nonogram_of_picture (guint width, guint height, const char *picture)
{
  WpPuzzle *puzzle = wp_nonograms_new (width, height);
  g_autofree gint *cells = g_new (gint, width * height);

  for (guint i = 0; i < width * height; i++)
    cells[i] = picture[i] == '1';
  wp_nonograms_derive_clues (puzzle, cells);
  return puzzle;
}

static void
assert_grade (const WpPuzzle *puzzle, guint level_index, const char *id)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WpGrade) grade = wp_grade_puzzle (puzzle, NULL, search, &error);

  g_assert_no_error (error);
  g_assert_nonnull (grade);
  g_assert_cmpstr (grade->scale, ==, "nonogram");
  g_assert_cmpuint (grade->level_index, ==, level_index);
  g_assert_cmpstr (grade->level->id, ==, id);
  g_assert_cmpfloat (grade->score, ==, level_index + 1);
  g_assert_null (grade->steps);
  g_assert_true (grade->complete);
  g_assert_cmpfloat (grade->mean_guesses, <, 0);
  g_assert_cmpstr (grade->hardest, ==, grade->level->label);
  g_assert_true (g_str_has_prefix (grade->summary, grade->level->label));
}

static void
test_nonogram_grader (void)
{
  const WpGradeLevel *levels;
  guint n_levels;
  g_autoptr (WpPuzzle) cross = nonogram_of_picture (3, 3, "010" "111" "010");
  g_autoptr (WpPuzzle) probing = NULL;
  const char *samples[][2] = {
    { "webpbn-00001-dancer.non", "line" },
    { "webpbn-00023-edge.non", "probing" },
    { "webpbn-06574-forever.non", "guessing" },
  };

  levels = wp_grade_levels (&wp_genre_nonograms, &n_levels);
  g_assert_cmpuint (n_levels, ==, 3);
  g_assert_cmpstr (levels[0].id, ==, "line");
  g_assert_cmpstr (levels[1].id, ==, "probing");
  g_assert_cmpstr (levels[2].id, ==, "guessing");
  g_assert_cmpstr (levels[0].description, ==, wp_nonograms_rating_line.label);
  g_assert_cmpstr (levels[1].description, ==, wp_nonograms_rating_probing.label);
  g_assert_cmpstr (levels[2].description, ==, wp_nonograms_rating_guessing.label);
  g_assert_cmpint (wp_grade_find_level (&wp_genre_nonograms, "probing"), ==, 1);

  assert_grade (cross, 0, "line");
  /* The smallest probing puzzle of test-nonograms.c's scan of 4×4
   * pictures. */
  for (guint bits = 0; bits < (1u << 16) && probing == NULL; bits += 7)
    {
      char picture[17];
      g_autoptr (WpPuzzle) puzzle = NULL;
      WpSearchResult result;

      for (guint i = 0; i < 16; i++)
        picture[i] = (bits >> i) & 1 ? '1' : '0';
      picture[16] = '\0';
      puzzle = nonogram_of_picture (4, 4, picture);
      wp_test_count (puzzle, 2, 0, &result);
      if (result.count == 1 && result.rating == &wp_nonograms_rating_probing)
        probing = g_steal_pointer (&puzzle);
      wp_search_result_clear (&result);
    }
  g_assert_nonnull (probing);
  assert_grade (probing, 1, "probing");

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *name = g_build_filename ("nonograms", "webpbn", samples[i][0], NULL);
      g_autofree char *path = wp_test_shared_path (name);
      g_autoptr (GPtrArray) puzzles = NULL;

      if (path == NULL)
        return;
      puzzles = wp_load_file (path, NULL, NULL);
      g_assert_nonnull (puzzles);
      assert_grade (g_ptr_array_index (puzzles, 0), (guint) i, samples[i][1]);
    }
}

/* The loop of wp-generate.c runs on every genre's instances: a minimal
 * unique puzzle comes out. */
static void
test_generate_every_genre (void)
{
  const WpGenre *const genres[] = { &wp_genre_sudoku, &wp_genre_submarines, &wp_genre_battleships,
                                    &wp_genre_nonograms };
  const char *const presets[] = { "6", "5", "6", "5" };

  for (guint i = 0; i < G_N_ELEMENTS (genres); i++)
    {
      g_autoptr (WpPuzzle) shape = preset_puzzle (genres[i], presets[i]);
      g_autoptr (WpSearch) search = wp_search_new ();
      g_autoptr (GError) error = NULL;
      g_autoptr (WpGenerated) generated = NULL;
      WpGenerateOptions options;
      WpSearchResult result;

      g_assert_true (wp_can_generate (genres[i]));
      wp_generate_options_init (&options);
      options.seed = 5;
      generated = wp_generate (shape, &options, FALSE, search, &error);
      g_assert_no_error (error);
      g_assert_nonnull (generated);
      g_assert_true (generated->minimal);
      wp_test_count (generated->puzzle, 2, 0, &result);
      g_assert_cmpuint (result.count, ==, 1);
      g_assert_true (result.exact);
      wp_search_result_clear (&result);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/generate-solved/sudoku/box-sizes", test_sudoku_box_sizes);
  g_test_add_func ("/generate-solved/sudoku/jigsaw", test_sudoku_jigsaw);
  g_test_add_func ("/generate-solved/sudoku/givens-and-switches", test_sudoku_givens_and_switches);
  g_test_add_func ("/generate-solved/sudoku/seeded", test_sudoku_seeded);
  g_test_add_func ("/generate-solved/sudoku/elements", test_sudoku_elements);
  g_test_add_func ("/generate-solved/sudoku/impossible", test_sudoku_impossible);
  g_test_add_func ("/generate-solved/sudoku/timing", test_sudoku_timing);
  g_test_add_func ("/generate-solved/submarines", test_submarines);
  g_test_add_func ("/generate-solved/battleships", test_battleships);
  g_test_add_func ("/generate-solved/battleships/impossible", test_battleships_impossible);
  g_test_add_func ("/generate-solved/nonograms", test_nonograms);
  g_test_add_func ("/generate-solved/nonograms/grader", test_nonogram_grader);
  g_test_add_func ("/generate-solved/every-genre", test_generate_every_genre);
  return g_test_run ();
}
