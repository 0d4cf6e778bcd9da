/* test-nonogram-formats.c — the Nonograms text formats: .non (the webpbn
 * sample set, Dancer clue by clue, round trips, solutions, what cannot be
 * written, bad input) and webpbn XML import (Dancer again, colours, several
 * puzzles, bad input), and how both are recognised */
#include "wp-test-utils.h"
#include "genres/nonograms/nonograms-private.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

#include <string.h>

/* --- Helpers ------------------------------------------------------------------ */

static const WpFormat non_format = { &wp_nonograms_non_format };

/* A clue as .non writes it ("2,1", "0"), or "?" when unknown. */
static char *
clue_text (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  guint n_runs = 0;
  const guint *runs = wp_nonograms_get_clue (puzzle, kind, index, &n_runs);

  return runs ? wp_nonograms_clue_text (runs, n_runs, ",") : g_strdup ("?");
}

static void
assert_clue (const WpPuzzle *puzzle, WpLineKind kind, guint index, const char *expected)
{
  g_autofree char *text = clue_text (puzzle, kind, index);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_clues (const WpPuzzle *puzzle, WpLineKind kind, const char *const *expected)
{
  guint n = kind == WP_LINE_ROW ? puzzle->height : puzzle->width;

  g_assert_cmpuint (g_strv_length ((char **) expected), ==, n);
  for (guint i = 0; i < n; i++)
    assert_clue (puzzle, kind, i, expected[i]);
}

/* The goal as a string of 0 and 1, or NULL. */
static char *
goal_text (const WpPuzzle *puzzle)
{
  const gint *goal = wp_nonograms_get_goal (puzzle);
  GString *text;

  if (goal == NULL)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
    g_string_append_c (text, goal[i] ? '1' : '0');
  return g_string_free (text, FALSE);
}

static GPtrArray *
load_as (const char *text, const WpTextFormat *format)
{
  g_autoptr (GError) error = NULL;
  WpFormat chosen = { format };
  GPtrArray *puzzles = wp_load_data (text, &chosen, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  return puzzles;
}

static WpPuzzle *
load_one_as (const char *text, const WpTextFormat *format)
{
  g_autoptr (GPtrArray) puzzles = load_as (text, format);

  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_copy (g_ptr_array_index (puzzles, 0));
}

static char *
write_non (const WpPuzzle *puzzle)
{
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *text;

  g_ptr_array_add (one, (gpointer) puzzle);
  text = wp_serialize (one, &non_format, &error);
  g_assert_no_error (error);
  return text;
}

static char *
read_data_file (const char *name)
{
  g_autofree char *path = wp_test_data_path (name);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static const char *const dancer_rows[] = { "2", "2,1", "1,1", "3", "1,1", "1,1", "2", "1,1", "1,2", "2", NULL };
static const char *const dancer_cols[] = { "2,1", "2,1,3", "7", "1,3", "2,1", NULL };
#define DANCER_GOAL "01100011010010101110101001010000110010100101111000"
#define DANCER_NOTES "Catalogue: webpbn.com #1\n© Copyright 2004 by Jan Wolter"

/* --- .non: the webpbn sample set ------------------------------------------------ */

static const struct {
  const char *file;
  guint       width;
  guint       height;
  const char *first_row;
  const char *last_column;
  const char *title;
  const char *author;
  const char *catalogue;
} samples[] = {
  { "webpbn-00001-dancer.non", 5, 10, "2", "2,1", "Dancer", "Jan Wolter", "webpbn.com #1" },
  { "webpbn-00006-cat.non", 20, 20, "2", "6", "Cat", "Jan Wolter", "webpbn.com #6" },
  { "webpbn-00016-knot.non", 34, 34, "1,1", "1,1", "Knot", "Jan Wolter", "webpbn.com #16" },
  { "webpbn-00021-skid.non", 14, 25, "9", "4,2", "Skid", "Jan Wolter", "webpbn.com #21" },
  { "webpbn-00023-edge.non", 10, 11, "1", "1", "Edge Pattern", "Jan Wolter", "webpbn.com #23" },
  { "webpbn-00027-bucks.non", 27, 23, "11", "4", "Bucks", "Jan Wolter", "webpbn.com #27" },
  { "webpbn-00065-mum.non", 34, 40, "12", "5", "Mum", "Jan Wolter", "webpbn.com #65" },
  { "webpbn-00436-petroglyph.non", 40, 35, "2,2", "2,1", "Petroglyph", "Jan Wolter", "webpbn.com #436" },
  { "webpbn-00529-swing.non", 45, 45, "7,1,1,1,1,1", "1,1,1,1,1,1", "Swing", "Jan Wolter", "webpbn.com #529" },
  { "webpbn-06574-forever.non", 25, 25, "1,2,2,2,2,2,1", "1,2,2,2,2,2,1", "Forever", "Gator", "webpbn.com #6574" },
};

/* Every sample loads by its extension with the right size, clues and
 * metadata; its goal has a cell per cell and draws exactly its clues; and
 * written again, the file comes out byte for byte. */
static void
test_webpbn_samples (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autofree char *name = g_build_filename ("nonograms", "webpbn", samples[i].file, NULL);
      g_autofree char *path = wp_test_shared_path (name);
      g_autofree char *original = NULL;
      g_autofree char *written = NULL;
      g_autofree char *goal = NULL;
      g_autofree char *notes = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) puzzles = NULL;
      g_autoptr (WpPuzzle) redrawn = NULL;
      const WpPuzzle *puzzle;
      WpFormat format;

      if (path == NULL)
        return;
      puzzles = wp_load_file (path, &format, &error);
      g_assert_no_error (error);
      g_assert_true (format.text == &wp_nonograms_non_format);
      g_assert_cmpuint (puzzles->len, ==, 1);
      puzzle = g_ptr_array_index (puzzles, 0);
      g_assert_true (puzzle->genre == &wp_genre_nonograms);
      g_assert_cmpuint (puzzle->width, ==, samples[i].width);
      g_assert_cmpuint (puzzle->height, ==, samples[i].height);
      assert_clue (puzzle, WP_LINE_ROW, 0, samples[i].first_row);
      assert_clue (puzzle, WP_LINE_COLUMN, puzzle->width - 1, samples[i].last_column);
      g_assert_cmpstr (puzzle->title, ==, samples[i].title);
      g_assert_cmpstr (puzzle->author, ==, samples[i].author);
      notes = g_strdup_printf ("Catalogue: %s\n", samples[i].catalogue);
      g_assert_true (g_str_has_prefix (puzzle->notes, notes));
      g_assert_nonnull (strstr (puzzle->notes, "© Copyright 20"));
      g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 0);

      goal = goal_text (puzzle);
      g_assert_nonnull (goal);
      g_assert_cmpuint (strlen (goal), ==, samples[i].width * samples[i].height);
      redrawn = wp_puzzle_copy (puzzle);
      wp_nonograms_derive_clues (redrawn, wp_nonograms_get_goal (puzzle));
      g_assert_true (wp_puzzle_equal (redrawn, puzzle));

      g_assert_true (g_file_get_contents (path, &original, NULL, NULL));
      written = write_non (puzzle);
      g_assert_cmpstr (written, ==, original);
    }
}

/* --- .non: Dancer, clue by clue ---------------------------------------------------- */

static void
test_dancer (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-dancer.non");
  g_autofree char *goal = goal_text (puzzle);

  g_assert_true (puzzle->genre == &wp_genre_nonograms);
  g_assert_cmpuint (puzzle->width, ==, 5);
  g_assert_cmpuint (puzzle->height, ==, 10);
  assert_clues (puzzle, WP_LINE_ROW, dancer_rows);
  assert_clues (puzzle, WP_LINE_COLUMN, dancer_cols);
  g_assert_cmpstr (goal, ==, DANCER_GOAL);
  g_assert_cmpstr (puzzle->title, ==, "Dancer");
  g_assert_cmpstr (puzzle->author, ==, "Jan Wolter");
  g_assert_cmpstr (puzzle->notes, ==, DANCER_NOTES);
  g_assert_null (puzzle->rules);
  g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 0);
}

/* --- .non: round trips ---------------------------------------------------------------- */

/* What Wellposed writes for tests/data/nonogram-small.non: quotes around
 * every string, non-ASCII as references, an unquoted license quoted, the
 * unknown "difficulty" and the obsolete "maxrule" dropped, clues without
 * the spaces or blank lines of the original. */
static const char small_written[] =
  "catalogue \"Wellposed tests #2\"\n"
  "title \"Caf&eacute; &amp; cr&egrave;me &#9749;\"\n"
  "by \"Ann Setter\"\n"
  "copyright \"&copy; 2025 Ann Setter\"\n"
  "license \"CC0-1.0\"\n"
  "width 4\n"
  "height 3\n"
  "\n"
  "rows\n"
  "1,1\n"
  "0\n"
  "4\n"
  "\n"
  "columns\n"
  "1,1\n"
  "1\n"
  "1,1\n"
  "1\n"
  "\n"
  "goal \"101000001111\"\n";

static void
test_round_trip (void)
{
  static const char *const rows[] = { "1,1", "0", "4", NULL };
  static const char *const cols[] = { "1,1", "1", "1,1", "1", NULL };
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-small.non");
  g_autoptr (WpPuzzle) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  g_autofree char *goal = goal_text (puzzle);

  g_assert_cmpuint (puzzle->width, ==, 4);
  g_assert_cmpuint (puzzle->height, ==, 3);
  assert_clues (puzzle, WP_LINE_ROW, rows);
  assert_clues (puzzle, WP_LINE_COLUMN, cols);
  g_assert_cmpstr (goal, ==, "101000001111");
  g_assert_cmpstr (puzzle->title, ==, "Café & crème ☕");
  g_assert_cmpstr (puzzle->author, ==, "Ann Setter");
  g_assert_cmpstr (puzzle->notes, ==, "Catalogue: Wellposed tests #2\n© 2025 Ann Setter\nLicense: CC0-1.0");

  text = write_non (puzzle);
  g_assert_cmpstr (text, ==, small_written);
  again = load_one_as (text, &wp_nonograms_non_format);
  g_assert_true (wp_puzzle_equal (again, puzzle));
  text_again = write_non (again);
  g_assert_cmpstr (text_again, ==, text);
}

/* A puzzle made in the studio: notes of every kind, a copyright without
 * "©", no goal.  Everything but the givens comes back. */
static void
test_round_trip_studio (void)
{
  static const guint runs[] = { 1, 1 };
  static const guint none[1] = { 0 };
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (3, 2);
  g_autoptr (WpPuzzle) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  wp_nonograms_set_clue (puzzle, WP_LINE_ROW, 0, runs, 2);
  wp_nonograms_set_clue (puzzle, WP_LINE_ROW, 1, none, 0);
  wp_nonograms_set_clue (puzzle, WP_LINE_COLUMN, 0, runs, 1);
  wp_nonograms_set_clue (puzzle, WP_LINE_COLUMN, 1, none, 0);
  wp_nonograms_set_clue (puzzle, WP_LINE_COLUMN, 2, runs, 1);
  puzzle->title = g_strdup ("Two \"dots\"");
  puzzle->notes = g_strdup ("Catalogue: Book 3, page 7\nCopyright: A. Setter, 2025\nLicense: CC-BY-4.0\n"
                            "Made for the tests.\nA second line, with <angles>.");
  text = write_non (puzzle);
  g_assert_cmpstr (text, ==,
                   "catalogue \"Book 3, page 7\"\n"
                   "title \"Two &quot;dots&quot;\"\n"
                   "copyright \"A. Setter, 2025\"\n"
                   "license \"CC-BY-4.0\"\n"
                   "notes \"Made for the tests.\"\n"
                   "notes \"A second line, with <angles>.\"\n"
                   "width 3\n"
                   "height 2\n"
                   "\n"
                   "rows\n"
                   "1,1\n"
                   "0\n"
                   "\n"
                   "columns\n"
                   "1\n"
                   "0\n"
                   "1\n");
  again = load_one_as (text, &wp_nonograms_non_format);
  g_assert_true (wp_puzzle_equal (again, puzzle));
  g_assert_null (wp_nonograms_get_goal (again));
  text_again = write_non (again);
  g_assert_cmpstr (text_again, ==, text);
}

/* .non has no notation for givens: they are left out, and said to be in
 * docs/file-format.md. */
static void
test_givens_not_kept (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-dancer.non");
  g_autoptr (WpPuzzle) again = NULL;
  g_autofree char *text = NULL;

  wp_puzzle_set (puzzle, 0, 1, 1);
  wp_puzzle_set (puzzle, 0, 0, 0);
  text = write_non (puzzle);
  again = load_one_as (text, &wp_nonograms_non_format);
  g_assert_cmpuint (wp_puzzle_count_givens (again), ==, 0);
  wp_puzzle_set (again, 0, 1, 1);
  wp_puzzle_set (again, 0, 0, 0);
  g_assert_true (wp_puzzle_equal (again, puzzle));
}

/* Windows line ends and indentation change nothing. */
static void
test_crlf (void)
{
  g_autofree char *text = read_data_file ("nonogram-dancer.non");
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *crlf = g_strjoinv ("  \r\n ", lines);
  g_autoptr (WpPuzzle) expected = wp_test_load_data_file ("nonogram-dancer.non");
  g_autoptr (WpPuzzle) puzzle = load_one_as (crlf, &wp_nonograms_non_format);

  g_assert_true (wp_puzzle_equal (puzzle, expected));
}

/* --- .non: writing solutions, and what cannot be written ---------------------------- */

/* `wellposed-cli solve` prints a solved .non: the solution is its goal. */
static void
test_write_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-dancer.non");
  g_autoptr (WpPuzzle) solved = NULL;
  g_autofree gint *solution = g_new (gint, 50);
  g_autofree char *text = NULL;
  g_autofree char *goal = NULL;
  g_autoptr (GError) error = NULL;
  WpSearchResult result;

  wp_nonograms_set_goal (puzzle, NULL);
  wp_test_count (puzzle, 2, 1, &result);
  g_assert_cmpuint (result.count, ==, 1);
  memcpy (solution, g_ptr_array_index (result.solutions, 0), sizeof (gint) * 50);
  wp_search_result_clear (&result);

  text = wp_serialize_solution (puzzle, solution, &non_format, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (text, "\ngoal \"" DANCER_GOAL "\"\n"));
  solved = load_one_as (text, &wp_nonograms_non_format);
  goal = goal_text (solved);
  g_assert_cmpstr (goal, ==, DANCER_GOAL);
  assert_clues (solved, WP_LINE_ROW, dancer_rows);

  /* A solution overrides the goal the puzzle carries. */
  g_clear_pointer (&text, g_free);
  for (guint i = 0; i < 50; i++)
    solution[i] = 1 - solution[i];
  wp_nonograms_set_goal (puzzle, solution);
  for (guint i = 0; i < 50; i++)
    solution[i] = 1 - solution[i];
  text = wp_serialize_solution (puzzle, solution, &non_format, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (text, "\ngoal \"" DANCER_GOAL "\"\n"));
}

static void
assert_write_error (const WpPuzzle *puzzle, const char *expected)
{
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_ptr_array_add (one, (gpointer) puzzle);
  text = wp_serialize (one, &non_format, &error);
  g_assert_null (text);
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_write_refused (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("nonogram-dancer.non");
  g_autoptr (GPtrArray) two = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  WpFormat webpbn = { &wp_nonograms_webpbn_format };

  /* Two puzzles: .non holds one. */
  g_ptr_array_add (two, puzzle);
  g_ptr_array_add (two, puzzle);
  text = wp_serialize (two, &non_format, &error);
  g_assert_null (text);
  g_assert_cmpstr (error->message, ==,
                   "puzzle 2: a .non file holds one puzzle (save each puzzle in a file of its own)");
  g_clear_error (&error);

  /* webpbn XML is read only. */
  text = wp_serialize (two, &webpbn, &error);
  g_assert_null (text);
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, "Wellposed reads webpbn XML but does not write it");

  /* .non cannot say "unknown". */
  wp_nonograms_forget_clue (puzzle, WP_LINE_ROW, 2);
  assert_write_error (puzzle, "row 3's clue is unknown; .non files need every clue");
  wp_nonograms_set_clue (puzzle, WP_LINE_ROW, 2, (const guint[]) { 1, 1 }, 2);
  wp_nonograms_forget_clue (puzzle, WP_LINE_COLUMN, 4);
  assert_write_error (puzzle, "column 5's clue is unknown; .non files need every clue");
}

/* --- .non: bad input ------------------------------------------------------------------ */

#define HEAD "width 2\nheight 2\n"
#define BODY "rows\n1\n1\ncolumns\n1\n1\n"

static const struct {
  const char *text;
  const char *message;
} non_errors[] = {
  { "", "1: no puzzle found (a .non file gives width, height, rows and columns)" },
  { "\n  \n\n", "1: no puzzle found (a .non file gives width, height, rows and columns)" },
  { "title \"Lost\"\nwidth 2\n", "2: the file does not say its height (write “height N” before the clues)" },
  { "height 2\nby \"Nobody\"\n", "2: the file does not say its width (write “width N” before the clues)" },
  { "width 2\nrows\n1\n", "2: “rows” comes before the height (write “height N” above it)" },
  { "height 2\ncolumns\n1\n", "2: “columns” comes before the width (write “width N” above it)" },
  { HEAD "rows\n1\n1\n", "5: no column clues (write “columns”, then one clue per line, left to right)" },
  { HEAD "columns\n1\n1\n", "5: no row clues (write “rows”, then one clue per line, top to bottom)" },
  { HEAD "rows\n1\n1,x\ncolumns\n1\n1\n",
    "5: row 2's clue “1,x” is not a list of run lengths (write numbers separated by commas, such as 2,1,3, "
    "or 0 for an empty row)" },
  { HEAD "rows\n1\n1\ncolumns\n1\nx\n",
    "8: column 2's clue “x” is not a list of run lengths (write numbers separated by commas, such as 2,1,3, "
    "or 0 for an empty column)" },
  { HEAD "rows\n1 x\n1\ncolumns\n1\n1\n",
    "4: row 1's clue “1 x” is not a list of run lengths (write numbers separated by commas, such as 2,1,3, "
    "or 0 for an empty row)" },
  { HEAD "rows\n-1\n1\ncolumns\n1\n1\n",
    "4: row 1's clue “-1” is not a list of run lengths (write numbers separated by commas, such as 2,1,3, "
    "or 0 for an empty row)" },
  { HEAD "rows\n1,\n1\ncolumns\n1\n1\n",
    "4: row 1's clue “1,” is not a list of run lengths (write numbers separated by commas, such as 2,1,3, "
    "or 0 for an empty row)" },
  { HEAD "rows\n1\n0,1\ncolumns\n1\n1\n",
    "5: row 2's clue “0,1” has a run of 0 cells (0 stands alone, for an empty row)" },
  { HEAD "rows\n1\n1\n1\ncolumns\n1\n1\n", "6: the file says height 2 but lists 3 row clues" },
  { HEAD "rows\n1\n\ncolumns\n1\n1\n", "3: the file says height 2 but lists 1 row clue" },
  { HEAD BODY "1\n", "9: the file says width 2 but lists 3 column clues" },
  { HEAD "rows\n1,1\n1\ncolumns\n1\n1\n", "4: row 1's clue “1,1” does not fit a row of 2 cells" },
  { HEAD "rows\n1\n1\ncolumns\n3\n1\n", "7: column 1's clue “3” does not fit a column of 2 cells" },
  { "width 1\nheight 1\nrows\n99999999999999999999\ncolumns\n1\n",
    "4: row 1's clue “99999999999999999999” does not fit a row of 1 cell" },
  { HEAD BODY "goal \"101\"\n", "9: the goal has 3 cells, but width 2 × height 2 makes 4" },
  { HEAD BODY "goal \"10x1\"\n",
    "9:9: 'x' in the goal is not 0 or 1 (the goal gives every cell, row by row: 1 filled, 0 empty)" },
  { HEAD BODY "  goal 1é01\n",
    "9:9: 'é' in the goal is not 0 or 1 (the goal gives every cell, row by row: 1 filled, 0 empty)" },
  { HEAD BODY "goal \"1001\"\ngoal \"1001\"\n", "10: a second goal (line 9 already gave one)" },
  { "width 0\nheight 2\n" BODY, "1: a width of 0 is not supported (Nonograms grids are 1 to 1000 cells wide)" },
  { "width 1001\nheight 2\n" BODY,
    "1: a width of 1001 is not supported (Nonograms grids are 1 to 1000 cells wide)" },
  { "width 2\nheight 123456789012345678901234567890\n",
    "2: a height of 123456789012345678901234567890 is not supported (Nonograms grids are 1 to 1000 cells tall)" },
  { "width -3\nheight 2\n", "1: a width of -3 is negative (write a whole number from 1 to 1000)" },
  { "width five\n", "1: “five” is not a width (write a whole number from 1 to 1000)" },
  { "width 2\nheight 2 rows\n", "2: “2 rows” is not a height (write a whole number from 1 to 1000)" },
  { "width 2\nheight\n", "2: no number after “height”" },
  { "width 2\nwidth 3\n", "2: a second width (line 1 already gave one)" },
  { "rows 2\nheight 2\n", "2: a second height (line 1 already gave one)" },
  { HEAD BODY "rows\n1\n1\n", "9: a second list of row clues (line 3 already started one)" },
  { "3\n" HEAD BODY, "1: run lengths outside a list of clues (write “rows” or “columns” above them)" },
  { "title \"Dancer\n" HEAD BODY, "1: the quoted text has no closing quote" },
};

static void
test_non_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (non_errors); i++)
    wp_test_assert_load_error (non_errors[i].text, &wp_nonograms_non_format, non_errors[i].message);
}

/* What the format lets through: properties anywhere, unknown ones ignored,
 * Simpson's "rows 2"/"columns 2" for the size, blank lines among clues,
 * the goal before the clues. */
static void
test_non_leniency (void)
{
  g_autoptr (WpPuzzle) puzzle =
    load_one_as ("# not a comment, a property\n"
                 "goal 1001\n"
                 "columns 2\n"
                 "rows 2\n"
                 "rows\n"
                 "1\n"
                 "\n"
                 "  1  \n"
                 "frobnicate \"unclosed\n"
                 "columns\n"
                 "1\n"
                 "\n"
                 "1\n"
                 "title Diagonal\n",
                 &wp_nonograms_non_format);
  g_autofree char *goal = goal_text (puzzle);

  g_assert_cmpuint (puzzle->width, ==, 2);
  g_assert_cmpuint (puzzle->height, ==, 2);
  g_assert_cmpstr (goal, ==, "1001");
  g_assert_cmpstr (puzzle->title, ==, "Diagonal");
  g_assert_null (puzzle->author);
  g_assert_null (puzzle->notes);
  assert_clue (puzzle, WP_LINE_ROW, 1, "1");
  assert_clue (puzzle, WP_LINE_COLUMN, 1, "1");
}

/* --- webpbn XML ---------------------------------------------------------------------- */

/* The hand-made XML of Dancer is the same puzzle as the .non: clues, goal,
 * title, author and the notes built from source, id and copyright. */
static void
test_webpbn_dancer (void)
{
  g_autoptr (WpPuzzle) xml = wp_test_load_data_file ("nonogram-webpbn.xml");
  g_autoptr (WpPuzzle) non = wp_test_load_data_file ("nonogram-dancer.non");
  g_autofree char *goal = goal_text (xml);
  g_autofree char *text = read_data_file ("nonogram-webpbn.xml");
  g_autofree char *written = write_non (xml);
  g_autofree char *original = read_data_file ("nonogram-dancer.non");
  WpFormat format;
  g_autoptr (GPtrArray) sniffed = wp_load_data (text, NULL, &format, NULL);

  assert_clues (xml, WP_LINE_ROW, dancer_rows);
  assert_clues (xml, WP_LINE_COLUMN, dancer_cols);
  g_assert_cmpstr (goal, ==, DANCER_GOAL);
  g_assert_cmpstr (xml->title, ==, "Dancer");
  g_assert_cmpstr (xml->author, ==, "Jan Wolter");
  g_assert_cmpstr (xml->notes, ==, DANCER_NOTES);
  g_assert_true (wp_puzzle_equal (xml, non));
  /* Converted to .non, it is the webpbn file. */
  g_assert_cmpstr (written, ==, original);
  /* Found by content too. */
  g_assert_nonnull (sniffed);
  g_assert_true (format.text == &wp_nonograms_webpbn_format);
}

#define XML_HEAD "<?xml version=\"1.0\"?>\n<puzzleset>\n"

/* Several puzzles, each complete; the set's author stands in for a
 * puzzle's own; an empty <line/> is an empty line; without a "goal" the
 * first solution is the goal, but never a "saved" one; colours other than
 * black and white may be renamed; <note>s, wherever the format has them,
 * are ignored. */
static void
test_webpbn_several (void)
{
  static const char text[] =
    XML_HEAD
    "<author>The Set</author>\n"
    "<puzzle>\n"
    "  <title>One</title>\n"
    "  <clues type=\"rows\"><line><count>1</count></line><line/></clues>\n"
    "  <clues type=\"columns\"><line></line><line><count>1</count></line></clues>\n"
    "  <solution type=\"saved\"><image>|XX|..|</image></solution>\n"
    "  <solution type=\"solution\"><image>|.X|..|</image><note>Found by hand.</note></solution>\n"
    "  <note>A note on the puzzle.</note>\n"
    "</puzzle>\n"
    "<puzzle type=\"grid\" backgroundcolor=\"paper\" defaultcolor=\"ink\">\n"
    "  <author>Own Author</author>\n"
    "  <description>\n    Line one.\n\n    Line two.\n  </description>\n"
    "  <color name=\"paper\" char=\"-\">fff</color>\n"
    "  <color name=\"ink\" char=\"#\">000</color>\n"
    "  <clues type=\"columns\"><line><count color=\"ink\">1</count></line></clues>\n"
    "  <clues type=\"rows\"><line><count>1</count></line><line><count>0</count></line></clues>\n"
    "  <solution><image>#-</image></solution>\n"
    "</puzzle>\n"
    "<note>A note on the set.</note>\n"
    "</puzzleset>\n";
  g_autoptr (GPtrArray) puzzles = load_as (text, &wp_nonograms_webpbn_format);
  const WpPuzzle *one, *two;
  g_autofree char *goal_one = NULL;
  g_autofree char *goal_two = NULL;

  g_assert_cmpuint (puzzles->len, ==, 2);
  one = g_ptr_array_index (puzzles, 0);
  two = g_ptr_array_index (puzzles, 1);
  g_assert_cmpuint (one->width, ==, 2);
  g_assert_cmpuint (one->height, ==, 2);
  g_assert_cmpstr (one->title, ==, "One");
  g_assert_cmpstr (one->author, ==, "The Set");
  g_assert_null (one->notes);
  assert_clue (one, WP_LINE_ROW, 0, "1");
  assert_clue (one, WP_LINE_ROW, 1, "0");
  assert_clue (one, WP_LINE_COLUMN, 0, "0");
  goal_one = goal_text (one);
  g_assert_cmpstr (goal_one, ==, "0100");

  g_assert_cmpuint (two->width, ==, 1);
  g_assert_cmpuint (two->height, ==, 2);
  g_assert_null (two->title);
  g_assert_cmpstr (two->author, ==, "Own Author");
  g_assert_cmpstr (two->notes, ==, "Line one.\nLine two.");
  assert_clue (two, WP_LINE_COLUMN, 0, "1");
  assert_clue (two, WP_LINE_ROW, 1, "0");
  goal_two = goal_text (two);
  g_assert_cmpstr (goal_two, ==, "10");
}

#define XML_PUZZLE_START XML_HEAD "<puzzle type=\"grid\" defaultcolor=\"black\">\n"
#define XML_COLUMNS "<clues type=\"columns\"><line><count>1</count></line><line><count>1</count></line></clues>\n"
#define XML_CLUES "<clues type=\"rows\"><line><count>1</count></line><line><count>1</count></line></clues>\n" XML_COLUMNS
#define XML_END "</puzzle>\n</puzzleset>\n"

static const struct {
  const char *text;
  const char *message;
} xml_errors[] = {
  { XML_PUZZLE_START
    "<color name=\"white\" char=\".\">fff</color>\n"
    "<color name=\"black\" char=\"X\">000</color>\n"
    "<color name=\"red\" char=\"r\">f00</color>\n"
    XML_CLUES XML_END,
    "webpbn XML: 6: puzzle uses colours (red); Wellposed reads black-and-white puzzles only" },
  { XML_PUZZLE_START
    "<clues type=\"rows\"><line><count>1</count></line><line><count color=\"red\">1</count></line></clues>\n"
    "<clues type=\"columns\">\n<line><count color=\"blue\">1</count></line>\n"
    "<line><count color=\"red\">1</count></line></clues>\n" XML_END,
    "webpbn XML: 4: puzzle uses colours (red, blue); Wellposed reads black-and-white puzzles only" },
  { XML_HEAD "<puzzle type=\"triddler\">\n" XML_CLUES XML_END,
    "webpbn XML: 3: a puzzle of type “triddler” (Wellposed reads grid puzzles only)" },
  { XML_PUZZLE_START "<clues type=\"columns\"><line><count>1</count></line></clues>\n" XML_END,
    "webpbn XML: 3: the puzzle has no row clues (<clues type=\"rows\">)" },
  { XML_PUZZLE_START "<clues type=\"rows\"><line><count>1</count></line></clues>\n"
    "<clues type=\"columns\"></clues>\n" XML_END,
    "webpbn XML: 5: the puzzle has 0 column clues, but a Nonograms grid has 1 to 1000 columns" },
  { XML_PUZZLE_START "<clues type=\"diagonals\"/>\n" XML_END,
    "webpbn XML: 4: clues of type “diagonals” (expected rows or columns)" },
  { XML_PUZZLE_START XML_CLUES "<clues type=\"rows\"/>\n" XML_END,
    "webpbn XML: 6: a second list of row clues (line 4 already gave one)" },
  { XML_PUZZLE_START
    "<clues type=\"rows\"><line><count>1</count></line>\n<line><count>two</count></line></clues>\n" XML_END,
    "webpbn XML: 5: “two” is not a run length (write a whole number from 1 to 1000)" },
  { XML_PUZZLE_START
    "<clues type=\"rows\"><line><count>1</count><count>0</count></line></clues>\n" XML_END,
    "webpbn XML: 4: a count of 0 can only stand alone, for an empty line" },
  { XML_PUZZLE_START
    "<clues type=\"rows\">\n<line><count>1</count></line>\n<line><count>1</count><count>1</count></line>\n"
    "</clues>\n<clues type=\"columns\"><line><count>1</count></line><line><count>1</count></line></clues>\n"
    XML_END,
    "webpbn XML: 6: row 2's clue 1 1 does not fit a row of 2 cells" },
  { XML_PUZZLE_START XML_CLUES "<solution type=\"goal\"><image>|X.|.?|</image></solution>\n" XML_END,
    "webpbn XML: 6: '?' in the goal image is not one of the puzzle's two colours" },
  { XML_PUZZLE_START XML_CLUES "<solution type=\"goal\">\n<image>|X.|.X|X.|</image></solution>\n" XML_END,
    "webpbn XML: 7: the goal image has 6 cells, but 2 columns × 2 rows make 4" },
  { XML_PUZZLE_START "<color char=\"r\">f00</color>\n" XML_END, "webpbn XML: 4: a <color> without a name" },
  { XML_PUZZLE_START "<puzzle>\n" XML_END, "webpbn XML: 4: a <puzzle> inside another (the first starts on line 3)" },
  { XML_HEAD "</puzzleset>\n", "webpbn XML: 1: no <puzzle> found" },
  /* Structure: every element the reader knows, in its own parent only.  A
   * stray <clues/> in a <line> of three columns once emptied the open list
   * and loaded a 1×1 puzzle. */
  { XML_PUZZLE_START "<clues type=\"rows\"><line><count>1</count></line></clues>\n"
    "<clues type=\"columns\">\n<line><count>1</count></line>\n<line><clues/></line>\n<line/>\n</clues>\n" XML_END,
    "webpbn XML: 7: <clues> inside <line> (it belongs directly in <puzzle>)" },
  { XML_PUZZLE_START "<clues type=\"rows\">\n<line><count>1</count></line>\n"
    "<line><line><count>1</count></line></line>\n</clues>\n" XML_COLUMNS XML_END,
    "webpbn XML: 6: <line> inside <line> (it belongs directly in <clues>)" },
  { XML_PUZZLE_START "<clues type=\"rows\"><line><count>1</count></line><count>1</count>"
    "<line><count>1</count></line></clues>\n" XML_COLUMNS XML_END,
    "webpbn XML: 4: <count> inside <clues> (it belongs directly in <line>)" },
  { XML_PUZZLE_START XML_CLUES "<line><count>1</count></line>\n" XML_END,
    "webpbn XML: 6: <line> inside <puzzle> (it belongs directly in <clues>)" },
  { XML_PUZZLE_START XML_CLUES "<image>|X.|.X|</image>\n" XML_END,
    "webpbn XML: 6: <image> inside <puzzle> (it belongs directly in <solution>)" },
  { XML_PUZZLE_START "<clues type=\"rows\"><line><count>1<count>1</count></count></line></clues>\n" XML_END,
    "webpbn XML: 4: <count> inside <count> (it belongs directly in <line>)" },
  { XML_HEAD "<clues type=\"rows\"><line><count>1</count></line></clues>\n<puzzle>\n" XML_CLUES XML_END,
    "webpbn XML: 3: <clues> inside <puzzleset> (it belongs directly in <puzzle>)" },
  { XML_PUZZLE_START XML_CLUES "<solution><color name=\"black\" char=\"X\"/></solution>\n" XML_END,
    "webpbn XML: 6: <color> inside <solution> (it belongs directly in <puzzle>)" },
  { XML_PUZZLE_START "<clues type=\"rows\"><solution/></clues>\n" XML_END,
    "webpbn XML: 4: <solution> inside <clues> (it belongs directly in <puzzle>)" },
  { XML_PUZZLE_START XML_CLUES "<solution>\n<note><image>|X.|.X|</image></note>\n</solution>\n" XML_END,
    "webpbn XML: 7: <image> inside <note> (it belongs directly in <solution>)" },
  { XML_PUZZLE_START "<clues type=\"rows\"><line><title>T</title></line></clues>\n" XML_END,
    "webpbn XML: 4: <title> inside <line> (it belongs directly in <puzzle> or <puzzleset>)" },
  { XML_HEAD "<note>\n<puzzle>\n" XML_CLUES "</puzzle>\n</note>\n</puzzleset>\n",
    "webpbn XML: 4: <puzzle> inside <note> (it belongs directly in <puzzleset>)" },
  { XML_HEAD "<puzzleset>\n<puzzle>\n" XML_CLUES XML_END "</puzzleset>\n",
    "webpbn XML: 3: <puzzleset> inside <puzzleset> (it can only be the outermost element)" },
  { "<?xml version=\"1.0\"?>\n<line><count>1</count></line>\n",
    "webpbn XML: 2: <line> as the outermost element (it belongs directly in <clues>)" },
  { "<?xml version=\"1.0\"?>\n<title>T</title>\n",
    "webpbn XML: 2: <title> as the outermost element (it belongs directly in <puzzle> or <puzzleset>)" },
};

static void
test_webpbn_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (xml_errors); i++)
    wp_test_assert_load_error (xml_errors[i].text, &wp_nonograms_webpbn_format, xml_errors[i].message);
}

/* Malformed XML: GMarkup's message, after the line it names. */
static void
test_webpbn_malformed (void)
{
  static const char *const texts[] = {
    XML_PUZZLE_START XML_CLUES "<solution>\n<image>|X.|</solution>\n" XML_END,
    XML_PUZZLE_START XML_CLUES "<title>A & B</title>\n" XML_END,
    XML_PUZZLE_START XML_CLUES "\n\n<!-- unfinished\n",
  };
  static const char *const prefixes[] = { "webpbn XML: 7: ", "webpbn XML: 6: ", "webpbn XML: 9: " };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (GError) error = NULL;
      WpFormat format = { &wp_nonograms_webpbn_format };
      g_autoptr (GPtrArray) puzzles = wp_load_data (texts[i], &format, NULL, &error);

      g_assert_null (puzzles);
      g_assert_error (error, WP_ERROR, WP_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, prefixes[i]))
        g_error ("“%s” does not start with “%s”", error->message, prefixes[i]);
      /* GLib's own "Error on line 7 char 3: " is not repeated. */
      g_assert_null (strstr (error->message, "Error on line"));
      g_assert_cmpuint (strlen (error->message), >, strlen (prefixes[i]) + 5);
    }
}

/* --- Recognising the formats ------------------------------------------------------ */

static void
test_detection (void)
{
  g_autofree char *non_text = read_data_file ("nonogram-dancer.non");
  g_autofree char *xml_text = read_data_file ("nonogram-webpbn.xml");
  WpFormat format;

  g_assert_true (wp_format_sniff (non_text, &format));
  g_assert_true (format.text == &wp_nonograms_non_format);
  g_assert_true (wp_format_sniff ("\n  WIDTH 3\nrows 2\n\ncolumns  \n", &format));
  g_assert_true (format.text == &wp_nonograms_non_format);
  g_assert_true (wp_format_sniff (xml_text, &format));
  g_assert_true (format.text == &wp_nonograms_webpbn_format);

  /* Not enough for .non: no list of clues, or no size. */
  g_assert_cmpint (wp_nonograms_non_format.sniff ("width 5\nheight 5\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_nonograms_non_format.sniff ("rows\n1\ncolumns\n1\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_nonograms_non_format.sniff ("widths 5\nheight 5\nrows\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_nonograms_webpbn_format.sniff ("<?xml version=\"1.0\"?>\n<svg/>"), ==, WP_SNIFF_NO);

  /* The other genres keep their notations. */
  g_assert_true (wp_format_sniff ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
                                  &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);
  g_assert_true (wp_format_sniff ("? ? ? | 2\n? ? ? | 2\n? ? ? | 1\n1 3 1\n", &format));
  g_assert_true (format.text == wp_genre_submarines.text_formats[0]);
  g_assert_cmpint (wp_nonograms_non_format.sniff ("? ? ? | 2\n1 3 1\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_nonograms_webpbn_format.sniff ("{\"format\": \"wellposed\"}"), ==, WP_SNIFF_NO);

  /* By name. */
  g_assert_true (wp_format_for_filename ("pictures/dancer.non", &format));
  g_assert_true (format.text == &wp_nonograms_non_format);
  g_assert_true (wp_format_for_filename ("DANCER.NON", &format));
  g_assert_true (format.text == &wp_nonograms_non_format);
  g_assert_true (wp_format_for_filename ("export.xml", &format));
  g_assert_true (format.text == &wp_nonograms_webpbn_format);
  g_assert_true (wp_format_for_filename ("export.pbn", &format));
  g_assert_true (format.text == &wp_nonograms_webpbn_format);
  g_assert_cmpstr (wp_nonograms_non_format.id, ==, "non");
  g_assert_cmpstr (wp_nonograms_webpbn_format.id, ==, "webpbn-xml");
  g_assert_null (wp_nonograms_webpbn_format.write);

  /* Registered with the genre, its own notation first. */
  g_assert_true (wp_genre_nonograms.text_formats[0] == &wp_nonograms_non_format);
  g_assert_true (wp_genre_nonograms.text_formats[1] == &wp_nonograms_webpbn_format);
  g_assert_null (wp_genre_nonograms.text_formats[2]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/nonogram-formats/non/webpbn-samples", test_webpbn_samples);
  g_test_add_func ("/nonogram-formats/non/dancer", test_dancer);
  g_test_add_func ("/nonogram-formats/non/round-trip", test_round_trip);
  g_test_add_func ("/nonogram-formats/non/round-trip-studio", test_round_trip_studio);
  g_test_add_func ("/nonogram-formats/non/givens-not-kept", test_givens_not_kept);
  g_test_add_func ("/nonogram-formats/non/crlf", test_crlf);
  g_test_add_func ("/nonogram-formats/non/write-solution", test_write_solution);
  g_test_add_func ("/nonogram-formats/non/write-refused", test_write_refused);
  g_test_add_func ("/nonogram-formats/non/errors", test_non_errors);
  g_test_add_func ("/nonogram-formats/non/leniency", test_non_leniency);
  g_test_add_func ("/nonogram-formats/webpbn/dancer", test_webpbn_dancer);
  g_test_add_func ("/nonogram-formats/webpbn/several", test_webpbn_several);
  g_test_add_func ("/nonogram-formats/webpbn/errors", test_webpbn_errors);
  g_test_add_func ("/nonogram-formats/webpbn/malformed", test_webpbn_malformed);
  g_test_add_func ("/nonogram-formats/detection", test_detection);
  return g_test_run ();
}
