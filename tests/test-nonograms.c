/* test-nonograms.c — the Nonograms genre: the line solver and counting
 * against brute force, known counts (one, several, none), the rating, the
 * webpbn sample set, clues typed and derived, the native file, bad input */
#include "wp-test-utils.h"
#include "genres/nonograms/nonograms-private.h"

#include <string.h>

/* --- Helpers ------------------------------------------------------------------ */

/* A puzzle whose clues are those of @picture (a string of 0/1, row by row). */
static WpPuzzle *
puzzle_from_picture (guint width, guint height, const char *picture)
{
  WpPuzzle *puzzle = wp_nonograms_new (width, height);
  g_autofree gint *cells = g_new (gint, width * height);

  g_assert_cmpuint (strlen (picture), ==, width * height);
  for (guint i = 0; i < width * height; i++)
    cells[i] = picture[i] == '1';
  wp_nonograms_derive_clues (puzzle, cells);
  return puzzle;
}

static void
set_clue (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wp_genre_nonograms.lines->set_clues (puzzle, kind, index, text, &error));
  g_assert_no_error (error);
}

/* A puzzle from typed clues: "1 1|0|2" for the rows, likewise the columns. */
static WpPuzzle *
puzzle_from_clues (const char *rows, const char *cols)
{
  g_auto (GStrv) row_clues = g_strsplit (rows, "|", -1);
  g_auto (GStrv) col_clues = g_strsplit (cols, "|", -1);
  WpPuzzle *puzzle = wp_nonograms_new (g_strv_length (col_clues), g_strv_length (row_clues));

  for (guint r = 0; row_clues[r]; r++)
    set_clue (puzzle, WP_LINE_ROW, r, row_clues[r]);
  for (guint c = 0; col_clues[c]; c++)
    set_clue (puzzle, WP_LINE_COLUMN, c, col_clues[c]);
  return puzzle;
}

static gchar *
clue_string (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  g_auto (GStrv) clues = wp_genre_nonograms.lines->clues (puzzle, kind, index);

  return g_strjoinv (" ", clues);
}

/* Whether the full 0/1 @grid has the runs @puzzle's known clues ask for
 * and agrees with its givens. */
static gboolean
grid_matches (const WpPuzzle *puzzle, const gint *grid)
{
  g_autoptr (WpPuzzle) derived = wp_nonograms_new (puzzle->width, puzzle->height);

  wp_nonograms_derive_clues (derived, grid);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != grid[cell])
      return FALSE;
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < (k == 0 ? puzzle->height : puzzle->width); i++)
      {
        guint n_want, n_have;
        const guint *want = wp_nonograms_get_clue (puzzle, k, i, &n_want);
        const guint *have = wp_nonograms_get_clue (derived, k, i, &n_have);

        if (want && (n_want != n_have || memcmp (want, have, sizeof (guint) * n_want) != 0))
          return FALSE;
      }
  return TRUE;
}

static guint64
brute_force_count (const WpPuzzle *puzzle)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint *grid = g_new (gint, n);
  guint64 count = 0;

  for (guint64 bits = 0; bits < (G_GUINT64_CONSTANT (1) << n); bits++)
    {
      for (guint i = 0; i < n; i++)
        grid[i] = (bits >> i) & 1;
      count += grid_matches (puzzle, grid);
    }
  return count;
}

/* Counts with the generic engine over the analysis model (line propagators
 * only), an independent path to the same answer. */
static guint64
generic_count (const WpPuzzle *puzzle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, &error);
  WpSearchOptions options = { 0 };
  WpSearchResult result;
  guint64 count;

  g_assert_no_error (error);
  g_assert_null (model->backend);
  wp_count_solutions (model, &options, &result);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

/* --- Counting against brute force ------------------------------------------------ */

/* A @width × @height picture, each cell filled with probability
 * @percent %, as a string of 0/1 row by row (free with g_free()). */
static char *
random_picture (GRand *rand, guint width, guint height, gint percent)
{
  char *picture = g_new0 (char, width * height + 1);

  for (guint i = 0; i < width * height; i++)
    picture[i] = g_rand_int_range (rand, 0, 100) < percent ? '1' : '0';
  return picture;
}

static void
test_counts_match_brute_force (void)
{
  GRand *rand = g_rand_new_with_seed (7);

  for (guint trial = 0; trial < 300; trial++)
    {
      guint width = g_rand_int_range (rand, 1, 5), height = g_rand_int_range (rand, 1, 5);
      guint n = width * height;
      g_autofree char *picture = random_picture (rand, width, height, 55);
      g_autoptr (WpPuzzle) puzzle = puzzle_from_picture (width, height, picture);
      WpSearchResult result;
      guint64 expected;

      /* Some puzzles lose a clue or gain a given (right or wrong). */
      if (g_rand_boolean (rand))
        wp_nonograms_forget_clue (puzzle, g_rand_boolean (rand) ? WP_LINE_ROW : WP_LINE_COLUMN, 0);
      if (g_rand_int_range (rand, 0, 3) == 0)
        puzzle->cells[g_rand_int_range (rand, 0, (gint32) n)] = g_rand_int_range (rand, 0, 2);
      expected = brute_force_count (puzzle);
      wp_test_count (puzzle, 0, 0, &result);
      g_assert_true (result.exact);
      g_assert_cmpuint (result.count, ==, expected);
      g_assert_cmpuint (generic_count (puzzle), ==, expected);
      wp_search_result_clear (&result);
    }
  g_rand_free (rand);
}

/* Pictures too large for brute force, with lines longer than the line
 * cache's eight-cell words, many solutions (sparse random fill) and some
 * givens: the backend (probing in its own order, branching, the cache)
 * against the generic engine, solution count for solution count. */
static void
test_counts_match_engine (void)
{
  GRand *rand = g_rand_new_with_seed (11);
  guint several = 0;

  for (guint trial = 0; trial < 60; trial++)
    {
      guint width = g_rand_int_range (rand, 6, 11), height = g_rand_int_range (rand, 6, 11);
      guint n = width * height;
      g_autofree char *picture = random_picture (rand, width, height, 35);
      g_autoptr (WpPuzzle) puzzle = puzzle_from_picture (width, height, picture);
      WpSearchResult result;

      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          guint cell = g_rand_int_range (rand, 0, (gint32) n);

          puzzle->cells[cell] = picture[cell] == '1';
        }
      wp_test_count (puzzle, 0, 0, &result);
      g_assert_true (result.exact);
      g_assert_cmpuint (result.count, >=, 1);
      g_assert_cmpuint (result.count, ==, generic_count (puzzle));
      several += result.count > 1;
      wp_search_result_clear (&result);
    }
  g_assert_cmpuint (several, >=, 10);   /* the search below the root was exercised */
  g_rand_free (rand);
}

/* The line cache gives back what was put in, for keys of every length
 * around its eight-byte words, and nothing for what was not: 20,000
 * entries, so its table grows several times on the way. */
static void
test_line_cache (void)
{
  WpLineCache *cache = wp_line_cache_new ();
  GRand *rand = g_rand_new_with_seed (5);
  guint8 key[40], after[40];
  gboolean fits;

  for (guint pass = 0; pass < 2; pass++)
    {
      g_rand_set_seed (rand, 5);
      for (guint i = 0; i < 20000; i++)
        {
          guint length = g_rand_int_range (rand, 1, 41);
          const guint8 *found;

          for (guint c = 0; c < length; c++)
            {
              key[c] = (guint8) g_rand_int_range (rand, 1, 4);
              after[c] = key[c] & (guint8) g_rand_int_range (rand, 1, 4);
            }
          /* Each entry its own line: keys may repeat, (line, key) does not. */
          found = wp_line_cache_lookup (cache, i, key, length, &fits);
          if (pass == 0)
            {
              g_assert_null (found);
              wp_line_cache_insert (cache, i, key, length, after, i % 2);
              continue;
            }
          g_assert_nonnull (found);
          g_assert_cmpmem (found, length, after, length);
          g_assert_cmpint (fits, ==, i % 2);
          key[length / 2] ^= 3;   /* one state changed: not the same key */
          g_assert_null (wp_line_cache_lookup (cache, i, key, length, &fits));
          key[length / 2] ^= 3;
          g_assert_null (wp_line_cache_lookup (cache, i + 20000, key, length, &fits));
        }
    }
  g_rand_free (rand);
  wp_line_cache_free (cache);
}

/* Every solution reported is a real one, and the cap stops the count. */
static void
test_solutions_are_solutions (void)
{
  g_autoptr (WpPuzzle) puzzle = puzzle_from_clues ("1|1|1", "1|1|1");
  WpSearchResult result;

  wp_test_count (puzzle, 0, 10, &result);
  g_assert_cmpuint (result.count, ==, 6);   /* the 3×3 permutation matrices */
  g_assert_cmpuint (result.solutions->len, ==, 6);
  for (guint i = 0; i < result.solutions->len; i++)
    g_assert_true (grid_matches (puzzle, g_ptr_array_index (result.solutions, i)));
  wp_search_result_clear (&result);

  wp_test_count (puzzle, 2, 2, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_false (result.exact);
  g_assert_cmpint (result.stopped, ==, WP_STOP_CAP);
  wp_search_result_clear (&result);
}

/* --- Known counts ------------------------------------------------------------------ */

static void
test_unique (void)
{
  /* A plus sign: every line pins it down. */
  g_autoptr (WpPuzzle) puzzle = puzzle_from_picture (3, 3, "010111010");
  static const gint expected[9] = { 0, 1, 0, 1, 1, 1, 0, 1, 0 };
  WpSearchResult result;

  wp_test_count (puzzle, 2, 2, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 1);
  g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof expected, expected, sizeof expected);
  g_assert_true (result.rating == &wp_nonograms_rating_line);
  wp_search_result_clear (&result);
}

static void
test_several (void)
{
  /* A diagonal: its mirror image has the same clues. */
  g_autoptr (WpPuzzle) diagonal = puzzle_from_picture (2, 2, "1001");
  g_autoptr (WpPuzzle) empty_clues = wp_nonograms_new (3, 2);
  WpSearchResult result;

  wp_test_count (diagonal, 0, 2, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 2);
  wp_search_result_clear (&result);

  /* Every clue unknown: any picture at all. */
  wp_test_count (empty_clues, 0, 0, &result);
  g_assert_cmpuint (result.count, ==, 64);
  wp_search_result_clear (&result);

  /* A given settles the diagonal. */
  diagonal->cells[0] = 1;
  wp_test_count (diagonal, 0, 2, &result);
  g_assert_cmpuint (result.count, ==, 1);
  wp_search_result_clear (&result);
}

static void
test_none (void)
{
  /* Row 1 is full and row 2 empty, so no column can hold a run of 2. */
  g_autoptr (WpPuzzle) puzzle = puzzle_from_clues ("3|0|1", "1|1|2");
  g_autoptr (WpPuzzle) totals = puzzle_from_clues ("2|1", "1|1");
  g_autoptr (GPtrArray) conflicts = NULL;
  WpSearchResult result;

  wp_test_count (puzzle, 0, 2, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 0);
  g_assert_null (result.rating);
  wp_search_result_clear (&result);
  /* Totals agree (4 and 4) and each line fits alone: only the search knows. */
  conflicts = wp_genre_nonograms.find_conflicts (puzzle);
  g_assert_cmpuint (conflicts->len, ==, 0);
  g_clear_pointer (&conflicts, g_ptr_array_unref);

  conflicts = wp_genre_nonograms.find_conflicts (totals);
  g_assert_cmpuint (conflicts->len, ==, 1);
  g_assert_cmpstr (((WpConflict *) g_ptr_array_index (conflicts, 0))->message, ==,
                   "the row clues fill 3 cells, but the column clues fill 2");
  wp_test_count (totals, 0, 2, &result);
  g_assert_cmpuint (result.count, ==, 0);
  wp_search_result_clear (&result);
}

static void
test_given_clash (void)
{
  g_autoptr (WpPuzzle) puzzle = puzzle_from_clues ("2 1|0", "1|1|0|1");
  g_autoptr (GPtrArray) conflicts = NULL;
  WpConflict *conflict;

  puzzle->cells[2] = 1;   /* r1c3 filled would join or split the runs wrongly */
  puzzle->cells[1] = 0;
  conflicts = wp_genre_nonograms.find_conflicts (puzzle);
  g_assert_cmpuint (conflicts->len, >=, 1);
  conflict = g_ptr_array_index (conflicts, 0);
  g_assert_cmpstr (conflict->message, ==, "the given cells of row 1 do not fit its clue 2 1");
  g_assert_cmpuint (conflict->cells->len, ==, 2);
  g_assert_cmpuint (g_array_index (conflict->cells, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (conflict->cells, guint, 1), ==, 2);
}

/* --- The rating ------------------------------------------------------------------------ */

/* Some small unique pictures need probing (no line settles another cell
 * until a cell is tried both ways): scanning 4×4 pictures finds one rated
 * so.  A puzzle with two solutions ends in guessing, whatever the rating
 * then says (the studio only shows it for a unique puzzle). */
static void
test_rating_probing_and_guessing (void)
{
  g_autoptr (WpPuzzle) diagonal = NULL;
  gboolean found_probing = FALSE;
  WpSearchResult result;

  for (guint bits = 0; bits < (1u << 16) && !found_probing; bits += 7)
    {
      char picture[17];
      g_autoptr (WpPuzzle) puzzle = NULL;

      for (guint i = 0; i < 16; i++)
        picture[i] = (bits >> i) & 1 ? '1' : '0';
      picture[16] = '\0';
      puzzle = puzzle_from_picture (4, 4, picture);
      wp_test_count (puzzle, 2, 0, &result);
      g_assert_nonnull (result.rating);
      if (result.count == 1 && result.rating == &wp_nonograms_rating_probing)
        found_probing = TRUE;
      wp_search_result_clear (&result);
    }
  g_assert_true (found_probing);

  diagonal = puzzle_from_picture (2, 2, "1001");
  wp_test_count (diagonal, 2, 0, &result);
  g_assert_cmpuint (result.count, ==, 2);
  g_assert_true (result.rating == &wp_nonograms_rating_guessing);
  wp_search_result_clear (&result);
}

/* --- The webpbn sample set --------------------------------------------------------------- */

typedef struct {
  const char *file;
  guint       width;
  guint       height;
  const char *rating;
} SampleCase;

static const SampleCase samples[] = {
  { "webpbn-00001-dancer.non", 5, 10, "line" },
  { "webpbn-00006-cat.non", 20, 20, "line" },
  { "webpbn-00016-knot.non", 34, 34, "line" },
  { "webpbn-00021-skid.non", 14, 25, "line" },
  { "webpbn-00023-edge.non", 10, 11, "probing" },
  { "webpbn-00027-bucks.non", 27, 23, "probing" },
  { "webpbn-00065-mum.non", 34, 40, "probing" },
  { "webpbn-00436-petroglyph.non", 40, 35, "probing" },
  { "webpbn-00529-swing.non", 45, 45, "line" },
  { "webpbn-06574-forever.non", 25, 25, "guessing" },
};

/* Each sample is unique, its one solution is the picture its author drew
 * (the file's goal), and the rating is what probing decides. */
static void
test_webpbn_samples (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *name = g_build_filename ("nonograms", "webpbn", samples[i].file, NULL);
      g_autofree char *path = wp_test_shared_path (name);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) puzzles = NULL;
      const WpPuzzle *puzzle;
      const gint *goal;
      WpSearchResult result;

      if (path == NULL)
        return;
      puzzles = wp_load_file (path, NULL, &error);
      g_assert_no_error (error);
      puzzle = g_ptr_array_index (puzzles, 0);
      g_assert_cmpuint (puzzle->width, ==, samples[i].width);
      g_assert_cmpuint (puzzle->height, ==, samples[i].height);
      goal = wp_nonograms_get_goal (puzzle);
      g_assert_nonnull (goal);
      wp_test_count (puzzle, 2, 1, &result);
      g_assert_true (result.exact);
      g_assert_cmpuint (result.count, ==, 1);
      g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof (gint) * wp_puzzle_n_cells (puzzle),
                       goal, sizeof (gint) * wp_puzzle_n_cells (puzzle));
      g_assert_nonnull (result.rating);
      g_assert_cmpstr (result.rating->id, ==, samples[i].rating);
      wp_search_result_clear (&result);
    }
}

/* --- Clues typed, clues derived ---------------------------------------------------------- */

static void
test_typed_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (5, 4);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_runs;

  set_clue (puzzle, WP_LINE_ROW, 0, "2 1");
  text = clue_string (puzzle, WP_LINE_ROW, 0);
  g_assert_cmpstr (text, ==, "2 1");
  g_clear_pointer (&text, g_free);
  set_clue (puzzle, WP_LINE_ROW, 1, " 1,1,1 ");
  text = clue_string (puzzle, WP_LINE_ROW, 1);
  g_assert_cmpstr (text, ==, "1 1 1");
  g_clear_pointer (&text, g_free);
  set_clue (puzzle, WP_LINE_COLUMN, 2, "0");
  g_assert_nonnull (wp_nonograms_get_clue (puzzle, WP_LINE_COLUMN, 2, &n_runs));
  g_assert_cmpuint (n_runs, ==, 0);
  text = clue_string (puzzle, WP_LINE_COLUMN, 2);
  g_assert_cmpstr (text, ==, "0");
  g_clear_pointer (&text, g_free);
  set_clue (puzzle, WP_LINE_COLUMN, 2, "?");
  g_assert_null (wp_nonograms_get_clue (puzzle, WP_LINE_COLUMN, 2, &n_runs));
  text = clue_string (puzzle, WP_LINE_COLUMN, 2);
  g_assert_cmpstr (text, ==, "");
  g_clear_pointer (&text, g_free);

  g_assert_false (wp_genre_nonograms.lines->set_clues (puzzle, WP_LINE_ROW, 2, "3 2", &error));
  g_assert_cmpstr (error->message, ==, "row 3: the clue 3 2 needs 6 cells, but the line has 5 cells");
  g_clear_error (&error);
  g_assert_false (wp_genre_nonograms.lines->set_clues (puzzle, WP_LINE_COLUMN, 0, "2 x", &error));
  g_assert_cmpstr (error->message, ==, "column 1: “x” is not a run length (write whole numbers such as "
                                       "2 1 3, or 0 for an empty line)");
  g_clear_error (&error);
  g_assert_false (wp_genre_nonograms.lines->set_clues (puzzle, WP_LINE_COLUMN, 0, "2 0", &error));
  g_assert_cmpstr (error->message, ==, "column 1: a run of 0 cells can only stand alone, for an empty line");
  g_clear_error (&error);
  g_assert_false (wp_genre_nonograms.lines->set_clues (puzzle, WP_LINE_COLUMN, 0, "-1", &error));
  g_clear_error (&error);
  /* Refused clues leave the puzzle as it was. */
  g_assert_null (wp_nonograms_get_clue (puzzle, WP_LINE_ROW, 2, &n_runs));
  g_assert_null (wp_nonograms_get_clue (puzzle, WP_LINE_COLUMN, 0, &n_runs));
}

static void
test_picture_sets_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (4, 3);
  static const gint picture[12] = { 1, 1, 0, 1,
                                    0, 0, 0, 0,
                                    1, 1, 1, 1 };
  g_autofree char *row1 = NULL, *row2 = NULL, *row3 = NULL, *col1 = NULL, *col3 = NULL;

  wp_genre_nonograms.picture->set (puzzle, picture);
  g_assert_cmpmem (wp_genre_nonograms.picture->get (puzzle), sizeof picture, picture, sizeof picture);
  row1 = clue_string (puzzle, WP_LINE_ROW, 0);
  row2 = clue_string (puzzle, WP_LINE_ROW, 1);
  row3 = clue_string (puzzle, WP_LINE_ROW, 2);
  col1 = clue_string (puzzle, WP_LINE_COLUMN, 0);
  col3 = clue_string (puzzle, WP_LINE_COLUMN, 2);
  g_assert_cmpstr (row1, ==, "2 1");
  g_assert_cmpstr (row2, ==, "0");
  g_assert_cmpstr (row3, ==, "4");
  g_assert_cmpstr (col1, ==, "1 1");
  g_assert_cmpstr (col3, ==, "1");
  /* Forgetting the picture keeps the clues. */
  wp_genre_nonograms.picture->set (puzzle, NULL);
  g_assert_null (wp_genre_nonograms.picture->get (puzzle));
  g_clear_pointer (&row3, g_free);
  row3 = clue_string (puzzle, WP_LINE_ROW, 2);
  g_assert_cmpstr (row3, ==, "4");
}

/* Thick lines every fifth cell are guides, not regions: no region rule,
 * so nothing Sudoku-like (locked rectangles) is looked for. */
static void
test_guide_lines (void)
{
  g_assert_cmpuint (wp_genre_nonograms.view->guide_lines_every, ==, 5);
  g_assert_null (wp_genre_nonograms.view->region_of);
}

/* --- The native file ----------------------------------------------------------------------- */

static void
test_native_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = puzzle_from_picture (4, 3, "110100001111");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  static const gint goal[12] = { 1, 1, 0, 1, 0, 0, 0, 0, 1, 1, 1, 1 };

  wp_nonograms_set_goal (puzzle, goal);
  wp_nonograms_forget_clue (puzzle, WP_LINE_COLUMN, 3);
  puzzle->cells[5] = 0;
  puzzle->cells[8] = 1;
  wp_puzzle_metadata_field (puzzle, "title")[0] = g_strdup ("Steps");
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"genre\" : \"nonograms\""));
  g_assert_nonnull (strstr (text, "\"goal\""));
  again = wp_load_data (text, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_true (wp_puzzle_equal (puzzle, g_ptr_array_index (again, 0)));
}

static void
test_native_errors (void)
{
  const char *head = "{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"nonograms\", ";
  static const struct { const char *body; const char *message; } cases[] = {
    { "\"columns\": [[1]]}", "rows: expected a list of 1 to 1000 clues" },
    { "\"rows\": [[1]], \"columns\": 3}", "columns: expected a list of 1 to 1000 clues" },
    { "\"rows\": [[1], \"2\"], \"columns\": [[2]]}",
      "rows[1]: a clue is a list of run lengths ([2, 1]; [] for an empty line) or null" },
    { "\"rows\": [[0]], \"columns\": [[1]]}", "rows[0][0]: a run length is a whole number from 1 to 1000" },
    { "\"rows\": [[2]], \"columns\": [[1]]}", "row 1: the clue 2 needs 2 cells, but the line has 1 cell" },
    { "\"rows\": [[1]], \"columns\": [[1]], \"goal\": [\"2\"]}", "goal[0]: expected 1 characters, each 0 or 1" },
    { "\"rows\": [[1]], \"columns\": [[1]], \"givens\": [\"x\"]}",
      "givens[0]: the cell at column 1 is not '.', '0' or '1'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].body, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) puzzles = wp_load_data (text, NULL, NULL, &error);

      g_assert_null (puzzles);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }
}

/* --- Analysis ------------------------------------------------------------------------------ */

static void
test_analysis_suggests_a_cell (void)
{
  g_autoptr (WpPuzzle) puzzle = puzzle_from_picture (2, 2, "1001");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpAnalysisOptions options = { 0 };
  g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &options, search, &error);
  const WpSuggestion *best;

  g_assert_no_error (error);
  g_assert_cmpuint (analysis->count, ==, 2);
  g_assert_cmpuint (analysis->patterns->len, ==, 1);
  g_assert_cmpuint (analysis->suggestions->len, >=, 1);
  best = &g_array_index (analysis->suggestions, WpSuggestion, 0);
  g_assert_cmpuint (best->remaining, ==, 1);
  g_assert_true (best->exact);
}

/* --- The command line ---------------------------------------------------------------------- */

static void
test_cli (void)
{
  g_autofree char *none = wp_test_data_path ("nonogram-none.wellposed");
  g_autofree char *two = wp_test_data_path ("nonogram-two.wellposed");
  g_autofree char *steps = wp_test_data_path ("nonogram-steps.wellposed");
  g_autofree char *check_none = wp_test_run_cli ("check", none, NULL);
  g_autofree char *check_two = NULL, *check_steps = NULL, *count = NULL, *analyse = NULL;

  if (check_none == NULL)
    return;
  g_assert_cmpstr (check_none, ==, "no solution\n");
  check_two = wp_test_run_cli ("check", two, NULL);
  g_assert_cmpstr (check_two, ==, "multiple solutions\n");
  check_steps = wp_test_run_cli ("check", steps, NULL);
  g_assert_cmpstr (check_steps, ==, "unique (line)\n");
  count = wp_test_run_cli ("count", steps, NULL);
  g_assert_cmpstr (count, ==, "solutions: 1\ndifficulty: line — Solvable by line logic alone\n");
  analyse = wp_test_run_cli ("analyse", two, NULL);
  g_assert_nonnull (strstr (analyse, "solutions: 2\n"));
  g_assert_nonnull (strstr (analyse, "pattern: swappable rectangle r1c1=■/· r1c2=·/■ r2c1=·/■ r2c2=■/· "
                                     "(rows 1 and 2, columns 1 and 2)\n"));
  g_assert_nonnull (strstr (analyse, "suggestion: · at r1c1 leaves 1 solution\n"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nonograms/counts-match-brute-force", test_counts_match_brute_force);
  g_test_add_func ("/nonograms/counts-match-engine", test_counts_match_engine);
  g_test_add_func ("/nonograms/line-cache", test_line_cache);
  g_test_add_func ("/nonograms/solutions-are-solutions", test_solutions_are_solutions);
  g_test_add_func ("/nonograms/unique", test_unique);
  g_test_add_func ("/nonograms/several", test_several);
  g_test_add_func ("/nonograms/none", test_none);
  g_test_add_func ("/nonograms/given-clash", test_given_clash);
  g_test_add_func ("/nonograms/rating", test_rating_probing_and_guessing);
  g_test_add_func ("/nonograms/webpbn-samples", test_webpbn_samples);
  g_test_add_func ("/nonograms/typed-clues", test_typed_clues);
  g_test_add_func ("/nonograms/picture-sets-clues", test_picture_sets_clues);
  g_test_add_func ("/nonograms/guide-lines", test_guide_lines);
  g_test_add_func ("/nonograms/native-round-trip", test_native_round_trip);
  g_test_add_func ("/nonograms/native-errors", test_native_errors);
  g_test_add_func ("/nonograms/analysis-suggests-a-cell", test_analysis_suggests_a_cell);
  g_test_add_func ("/nonograms/cli", test_cli);
  return g_test_run ();
}
