/* test-mines-sgt.c — Simon Tatham's Mines game IDs: the grids real IDs
 * open to (checked against Mines' own screenshots of the same IDs),
 * masked and plain forms, the layouts counted, refusals named, and IDs
 * written back.
 *
 * The 'm' IDs below were made by Mines itself (sgt-mines --generate);
 * "4x3:2,0,m38a" is the plain "4x3:2,0,u801" masked by Mines' own masking
 * code.  The expected boards are what Mines showed for each ID.
 */
#include "wp-test-utils.h"
#include "genres/mines/mines-private.h"

#include <string.h>

static WpPuzzle *
read_one (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_mines_sgt_format.parse (text, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

/* The board in the .mines notation: what the player sees. */
static char *
board_text (const WpPuzzle *puzzle)
{
  g_autoptr (GString) out = g_string_new (NULL);

  g_assert_true (wp_mines_text_format.write (puzzle, NULL, out, NULL));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static guint
drawn_mines (const WpPuzzle *puzzle)
{
  const gint *drawn = ((const WpMinesParams *) puzzle->params)->drawn;
  guint mines = 0;

  g_assert_nonnull (drawn);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    mines += (guint) drawn[cell];
  return mines;
}

static guint64
count_layouts (const WpPuzzle *puzzle)
{
  WpMinesTally tally = { 0 };
  guint64 count;

  g_assert_true (wp_mines_tally (puzzle, FALSE, NULL, NULL, &tally));
  g_assert_true (tally.consistent);
  g_assert_true (tally.count < G_MAXUINT64);
  count = (guint64) tally.count;
  wp_mines_tally_clear (&tally);
  return count;
}

/* A 9×9 from Mines' generator: its first click at x 4, y 4 opens 51 cells. */
static void
test_generated (void)
{
  g_autoptr (WpPuzzle) puzzle = read_one ("9x9:4,4,medfe46788e2f0d46e9690\n");
  g_autofree char *board = board_text (puzzle);
  const gint *drawn = ((const WpMinesParams *) puzzle->params)->drawn;
  guint open = 0;

  g_assert_cmpstr (board, ==,
                   "mines 10\n"
                   "000000000\n"
                   "011100000\n"
                   "23.101110\n"
                   "..2101.10\n"
                   ".21001.10\n"
                   ".10112.21\n"
                   ".101.....\n"
                   ".212.....\n"
                   ".........\n");
  for (guint cell = 0; cell < 81; cell++)
    open += wp_mines_get_number (puzzle, cell) != WP_MINES_HIDDEN;
  g_assert_cmpuint (open, ==, 52);
  /* The layout unmasked: the mines Mines placed (its 'u' form reads
   * 000008184000022c00220). */
  g_assert_cmpuint (drawn_mines (puzzle), ==, 10);
  g_assert_cmpint (drawn[2 * 9 + 2], ==, 1);
  g_assert_cmpint (drawn[3 * 9 + 0], ==, 1);
  g_assert_cmpint (drawn[3 * 9 + 1], ==, 1);
  g_assert_cmpint (drawn[3 * 9 + 6], ==, 1);
  g_assert_cmpint (drawn[8 * 9 + 6], ==, 1);
  /* 29 cells stay covered; 20 layouts of 10 mines fit what is shown
   * (a separate backtracking count, outside Wellposed, found 20 too). */
  g_assert_cmpuint (count_layouts (puzzle), ==, 20);
}

/* The same grid plain and masked reads the same. */
static void
test_plain_and_masked (void)
{
  g_autoptr (WpPuzzle) plain = read_one ("4x3:2,0,u801");
  g_autoptr (WpPuzzle) masked = read_one ("4x3:2,0,m38a");
  g_autoptr (WpPuzzle) generated = read_one ("5x4:3,3,mf736c");
  g_autoptr (WpPuzzle) generated_plain = read_one ("5x4:3,3,u09800");
  g_autofree char *board = board_text (plain);
  g_autofree char *five = board_text (generated);

  g_assert_cmpstr (board, ==, "mines 2\n.100\n.111\n....\n");
  g_assert_true (wp_puzzle_equal (plain, masked));
  g_assert_cmpuint (drawn_mines (plain), ==, 2);
  /* The first column holds one mine, row 1 or row 2 of it: a 50/50. */
  g_assert_cmpuint (count_layouts (plain), ==, 2);

  g_assert_cmpstr (five, ==, "mines 3\n01...\n01...\n01221\n00000\n");
  g_assert_true (wp_puzzle_equal (generated, generated_plain));
  g_assert_cmpuint (count_layouts (generated), ==, 2);
}

/* Other forms read (all but the link are Mines' own): no start cell (nothing
 * open), no 'u', capital hex digits, a square size, generator settings,
 * a link to Mines on the web, several IDs a file with blank lines and
 * comments. */
static void
test_other_forms (void)
{
  static const char text[] =
    "# Mines game IDs\n"
    "4x3:m38a\n"
    "\n"
    "  4x3n2a:2,0,801  \n"
    "3:0,0,u008\r\n"
    "https://example.org/puzzles/js/mines.html#4x3:2,0,u801\n"
    "16x16n40X3Y4:1,1,m4ACAE0B8756D60C4E86AA802EFEF2DC138251842561F5167FA94C3FE16366703\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_mines_sgt_format.parse (text, &error);
  g_autoptr (WpPuzzle) reference = read_one ("4x3:2,0,u801");
  g_autofree char *closed = NULL;
  g_autofree char *square = NULL;
  g_autofree char *big_board = NULL;
  WpPuzzle *big;

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 5);
  closed = board_text (g_ptr_array_index (puzzles, 0));
  g_assert_cmpstr (closed, ==, "mines 2\n....\n....\n....\n");
  g_assert_cmpuint (drawn_mines (g_ptr_array_index (puzzles, 0)), ==, 2);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (puzzles, 1), reference));
  square = board_text (g_ptr_array_index (puzzles, 2));
  g_assert_cmpstr (square, ==, "mines 1\n000\n011\n01.\n");
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (puzzles, 3), reference));
  big = g_ptr_array_index (puzzles, 4);
  big_board = board_text (big);
  /* As Mines shows it: the click at x 1, y 1 opens the top-left region. */
  g_assert_cmpstr (big_board, ==,
                   "mines 40\n"
                   "0000001.........\n"
                   "0000002.........\n"
                   "0000002.........\n"
                   "0000012.........\n"
                   "000013..........\n"
                   "00002...........\n"
                   "11102...........\n"
                   "..10112.........\n"
                   "..10001.........\n"
                   "..11012.........\n"
                   "...101..........\n"
                   "...211..........\n"
                   "................\n"
                   "................\n"
                   "................\n"
                   "................\n");
}

static void
assert_error (const char *text, const char *expected)
{
  wp_test_assert_load_error (text, &wp_mines_sgt_format, expected);
}

static void
test_errors (void)
{
  assert_error ("9x9n10#349827162\n",
                "1:7: a random seed, not a grid: open the game in Mines, make the first click, "
                "then copy the game ID (Game > Specific…)");
  assert_error ("9x9:r10,u,7a3c9e01f2\n",
                "1:5: the mines are not placed yet (Mines places them at the first click): make the first "
                "click in Mines, then copy the game ID (Game > Specific…)");
  assert_error ("# ids\nx9:0,0,u0\n", "2:1: 'x' where a Mines game ID starts with its size (as in 9x9:…)");
  assert_error ("9x:0,0,u0\n", "1:3: ':' where the height follows the 'x' (as in 9x9:…)");
  assert_error ("50x16:0,0,u0\n", "1:1: a 50×16 grid (Minesweeper grids run from 2 to 40 cells a side)");
  assert_error ("1x9:0,0,u0\n", "1:1: a 1×9 grid (Minesweeper grids run from 2 to 40 cells a side)");
  assert_error ("4x3d:2,0,u801\n",
                "1:4: 'd' is not a Mines setting (after the size come n, a, X or Y, then ':' and the description)");
  assert_error ("4x3\n", "1:4: no ':' after the size (a Mines game ID reads 9x9:…, the grid after the colon)");
  assert_error ("4x3:4,0,u801\n", "1:5: the start cell's x is 4, outside the grid (x runs from 0 to 3)");
  assert_error ("4x3:0,3,u801\n", "1:7: the start cell's y is 3, outside the grid (y runs from 0 to 2)");
  assert_error ("4x3:2;0,u801\n", "1:6: ';' where a ',' follows the start cell's x");
  assert_error ("4x3:2,u801\n", "1:7: 'u' where the start cell's y follows its x (as in 4,3,m…)");
  assert_error ("4x3:2,0u801\n", "1:8: 'u' where a ',' follows the start cell's y");
  assert_error ("4x3:0,0,u801\n", "1:5: the start cell (x 0, y 0) holds a mine: the first click would lose");
  assert_error ("4x3:2,0,u80\n",
                "1:12: the mine layout is too short: 2 hexadecimal digits where a 4×3 grid takes 3");
  assert_error ("4x3:2,0,u8010\n",
                "1:13: the mine layout is too long: 4 hexadecimal digits where a 4×3 grid takes 3");
  assert_error ("4x3:2,0,u8g1\n",
                "1:11: 'g' is not a hexadecimal digit (the mine layout is written in 0–9 and a–f)");
  assert_error ("4x3:2,0,u80 1\n",
                "1:12: a space is not a hexadecimal digit (the mine layout is written in 0–9 and a–f)");
  assert_error ("4x3:2,0,u801\n4x3:2,0,x801\n",
                "2:9: 'x' is not a hexadecimal digit (the mine layout is written in 0–9 and a–f)");
  assert_error ("https://example.org/js/mines.html#9x9n10#1\n",
                "1:41: a random seed, not a grid: open the game in Mines, make the first click, "
                "then copy the game ID (Game > Specific…)");
  assert_error ("# nothing\n\n", "1: no Mines game ID found (one a line, as in 9x9:4,3,m…)");
  /* Malformed IDs are still Mines IDs, named by the Mines reader (the
   * Sudoku reader said "':' is not a cell"): issue 31, item 7. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) puzzles = wp_load_data ("-3x9:4,4,medfe46788e2f0d46e9690\n", NULL, NULL, &error);

    g_assert_null (puzzles);
    g_assert_cmpstr (error->message, ==, "1:1: '-' where a Mines game ID starts with its size (as in 9x9:…)");
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) puzzles = wp_load_data ("0x0:4,4,m\n", NULL, NULL, &error);

    g_assert_null (puzzles);
    g_assert_cmpstr (error->message, ==, "1:1: a 0×0 grid (Minesweeper grids run from 2 to 40 cells a side)");
  }
}

static void
test_sniff (void)
{
  WpFormat format = { NULL };

  g_assert_cmpint (wp_mines_sgt_format.sniff ("9x9:4,4,medfe46788e2f0d46e9690\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("# a comment\n\n  4x3:m38a\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("30x16n99#1234\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("9x9:r10,u,7a3c\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("https://example.org/js/mines.html#4x3:m38a\n"), ==, WP_SNIFF_SURE);
  /* Other notations, and other Simon Tatham games' IDs, are not claimed. */
  g_assert_cmpint (wp_mines_sgt_format.sniff ("mines 10\n..1*\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("53..7....\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("3x3:a2b4c\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_mines_sgt_format.sniff ("9x9:\n"), ==, WP_SNIFF_NO);
  g_assert_true (wp_format_sniff ("9x9:4,4,medfe46788e2f0d46e9690\n", &format));
  g_assert_true (format.text == &wp_mines_sgt_format);
  g_assert_true (wp_format_sniff ("9x9n10#1234\n", &format));
  g_assert_true (format.text == &wp_mines_sgt_format);
}

/* Written back: a 'u' ID whose start cell opens the numbers shown, which
 * Mines and Wellposed read to the same board. */
static void
test_write (void)
{
  g_autoptr (WpPuzzle) generated = read_one ("9x9:4,4,medfe46788e2f0d46e9690");
  g_autoptr (WpPuzzle) closed = read_one ("4x3:m38a");
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WpPuzzle) again = NULL;

  g_assert_true (wp_mines_sgt_format.write (generated, NULL, out, NULL));
  /* The first 0 in reading order opens the same region as x 4, y 4. */
  g_assert_cmpstr (out->str, ==, "9x9:0,0,u000008184000022c00220\n");
  again = read_one (out->str);
  g_assert_true (wp_puzzle_equal (again, generated));
  g_string_truncate (out, 0);
  g_assert_true (wp_mines_sgt_format.write (closed, NULL, out, NULL));
  g_assert_cmpstr (out->str, ==, "4x3:u801\n");
}

static void
assert_write_error (WpPuzzle *puzzle, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  g_assert_false (wp_mines_sgt_format.write (puzzle, NULL, out, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_write_refused (void)
{
  g_autoptr (WpPuzzle) undrawn = wp_mines_new (4, 3);
  g_autoptr (WpPuzzle) given = read_one ("4x3:2,0,u801");
  g_autoptr (WpPuzzle) two_clicks = read_one ("4x3:2,0,u801");
  g_autoptr (WpPuzzle) total = read_one ("4x3:2,0,u801");

  assert_write_error (undrawn, "a Mines game ID holds the whole mine layout: draw the mines first (Draw Mines)");
  given->cells[8] = 0;
  assert_write_error (given, "row 3, column 1: a given mine or safe cell has no place in a Mines game ID "
                             "(only numbers are shown)");
  wp_mines_set_number (two_clicks, 9, 0);
  assert_write_error (two_clicks, "the revealed numbers are not what one first click opens (Mines opens one "
                                  "cell, and spreads from a 0 to every cell around it)");
  wp_mines_set_total (total, 3);
  assert_write_error (total, "mines: the total is 3 but the layout has 2 mines (Mines shows the layout's)");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mines-sgt/generated", test_generated);
  g_test_add_func ("/mines-sgt/plain-and-masked", test_plain_and_masked);
  g_test_add_func ("/mines-sgt/other-forms", test_other_forms);
  g_test_add_func ("/mines-sgt/errors", test_errors);
  g_test_add_func ("/mines-sgt/sniff", test_sniff);
  g_test_add_func ("/mines-sgt/write", test_write);
  g_test_add_func ("/mines-sgt/write-refused", test_write_refused);
  return g_test_run ();
}
