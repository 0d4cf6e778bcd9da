/* test-formats.c — plain text and native documents: reading, writing, errors */
#include "wp-test-utils.h"
#include "genres/sudoku/sudoku.h"
#include "core/wp-link.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define EXAMPLE_ONE \
  "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483"

static void
test_text_one_per_line (void)
{
  g_autoptr (GPtrArray) puzzles = wp_test_load_text (
    "# two puzzles\n" EXAMPLE_ONE "\r\n\n"
    "000000010400000000020000000000050407008000300001090000300400200050100000000806000\n");
  const WpPuzzle *first, *second;

  g_assert_cmpuint (puzzles->len, ==, 2);
  first = g_ptr_array_index (puzzles, 0);
  second = g_ptr_array_index (puzzles, 1);
  g_assert_true (first->genre == &wp_genre_sudoku);
  g_assert_cmpuint (wp_sudoku_get_size (first), ==, 9);
  g_assert_cmpint (wp_puzzle_get (first, 0, 0), ==, 3);
  g_assert_cmpint (wp_puzzle_get (first, 3, 3), ==, WP_CELL_EMPTY);
  g_assert_cmpuint (wp_puzzle_count_givens (first), ==, 77);
  /* '0' is empty too */
  g_assert_cmpint (wp_puzzle_get (second, 0, 0), ==, WP_CELL_EMPTY);
  g_assert_cmpint (wp_puzzle_get (second, 0, 7), ==, 1);
  g_assert_cmpuint (wp_puzzle_count_givens (second), ==, 17);
}

static void
test_text_decorated_grid (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
    "3 7 8 | 6 5 9 | 2 1 4\n"
    "1 5 4 | 3 2 8 | 7 6 9\n"
    "6 2 9 | 4 7 1 | 5 3 8\n"
    "------+-------+------\n"
    "7 4 3 | . . 5 | 6 9 2\n"
    "8 6 2 | 9 4 7 | 3 5 1\n"
    "9 1 5 | 2 3 6 | 8 4 7\n"
    "------+-------+------\n"
    "4 8 7 | 5 9 3 | 1 2 6\n"
    "2 3 6 | . . 4 | 9 7 5\n"
    "5 9 1 | 7 6 2 | 4 8 3\n");
  g_autoptr (WpPuzzle) line = wp_test_load_one (EXAMPLE_ONE);

  g_assert_true (wp_puzzle_equal (puzzle, line));
}

static void
test_text_sizes (void)
{
  /* Two 4×4 puzzles on one line each, then a 4×4 grid over four lines. */
  g_autoptr (GPtrArray) small = wp_test_load_text ("1234341221434321\n1...............\n\n12 34\n34 12\n21 43\n43 21\n");
  g_autoptr (GString) sixteen = g_string_new (NULL);
  g_autoptr (GPtrArray) big = NULL;
  const WpPuzzle *puzzle;

  g_assert_cmpuint (small->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (wp_sudoku_get_size (g_ptr_array_index (small, i)), ==, 4);

  /* A 16×16 grid row by row, letters above 9. */
  for (guint r = 0; r < 16; r++)
    {
      for (guint c = 0; c < 16; c++)
        g_string_append_c (sixteen, r == 0 ? "123456789ABCDEFG"[c] : '.');
      g_string_append_c (sixteen, '\n');
    }
  big = wp_test_load_text (sixteen->str);
  g_assert_cmpuint (big->len, ==, 1);
  puzzle = g_ptr_array_index (big, 0);
  g_assert_cmpuint (wp_sudoku_get_size (puzzle), ==, 16);
  g_assert_cmpint (wp_puzzle_get (puzzle, 0, 9), ==, 10);
  g_assert_cmpint (wp_puzzle_get (puzzle, 0, 15), ==, 16);
}

static void
assert_text_error (const char *text, const char *expected_message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  WpFormat format = { wp_genre_sudoku.text_formats[0] };

  puzzles = wp_load_data (text, &format, NULL, &error);
  g_assert_null (puzzles);
  g_assert_error (error, WP_ERROR, error->code);
  g_assert_cmpstr (error->message, ==, expected_message);
}

static void
test_text_errors (void)
{
  assert_text_error ("# fine\n" EXAMPLE_ONE "\n3786?9214154328769629471538743..5692862947351915236847487593126236..4975591762483\n",
                     "3:5: '?' is not a cell (use 1–9, letters from A for 10 and up, '.' or '0' for empty)");
  assert_text_error ("378659214154328769629471538743..5692862947351915236847487593126236..497559176248\n",
                     "1: 80 cells is neither a whole puzzle (81 for 9×9, N² for N×N) nor a row of a grid "
                     "with as many rows as columns");
  assert_text_error (EXAMPLE_ONE "\n" "37865921415432876962947153874\n",
                     "2: has 29 cells, but line 1 has 81");
  assert_text_error ("1239341221434321\n", "1: cell 4 holds 9, larger than 4 for a 4×4 Sudoku");
  assert_text_error ("378659214154328769629471538743..5692862947351915236847487593126236..497559176248x\n",
                     "1: cell 81 holds X, larger than 9 for a 9×9 Sudoku");
  assert_text_error ("# only a comment\n", "1: no puzzle found");
  /* 7 has no rectangular boxes: neither a 7-wide grid nor a 49-cell line. */
  assert_text_error ("1234567\n2345671\n3456712\n4567123\n5671234\n6712345\n7123456\n",
                     "7: 7 cells is neither a whole puzzle (81 for 9×9, N² for N×N) nor a row of a grid "
                     "with as many rows as columns");
}

static const char *native_example =
  "{\n"
  "  \"format\": \"wellposed\",\n"
  "  \"version\": 1,\n"
  "  \"genre\": \"sudoku\",\n"
  "  \"title\": \"Seed example one\",\n"
  "  \"author\": \"Wellposed tests\",\n"
  "  \"size\": 9,\n"
  "  \"box\": [3, 3],\n"
  "  \"givens\": [\"378659214\", \"154328769\", \"629471538\", \"743..5692\", \"862947351\",\n"
  "             \"915236847\", \"487593126\", \"236..4975\", \"591762483\"]\n"
  "}\n";

static void
test_native_read (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (native_example);
  g_autoptr (WpPuzzle) line = wp_test_load_one (EXAMPLE_ONE);

  g_assert_cmpstr (puzzle->title, ==, "Seed example one");
  g_assert_cmpstr (puzzle->author, ==, "Wellposed tests");
  g_assert_null (puzzle->notes);
  g_assert_cmpmem (puzzle->cells, sizeof (gint) * 81, line->cells, sizeof (gint) * 81);
}

static void
test_native_round_trip (void)
{
  static const guint8 regions[16] = { 0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3 };
  g_autoptr (WpPuzzle) jigsaw = wp_sudoku_new_jigsaw (4, regions, NULL);
  g_autoptr (WpPuzzle) boxed = wp_sudoku_new (12, 3, 4);
  g_autoptr (GPtrArray) in = g_ptr_array_new ();
  g_autoptr (GPtrArray) out = NULL;
  g_autofree char *text = NULL;
  WpFormat native = { NULL };

  jigsaw->cells[0] = 2;
  jigsaw->title = g_strdup ("Ünïcode “title”");
  jigsaw->notes = g_strdup ("line one\nline two");
  boxed->cells[143] = 12;
  boxed->rules = g_strdup ("Normal rules.");
  g_ptr_array_add (in, jigsaw);
  g_ptr_array_add (in, boxed);

  text = wp_serialize (in, &native, NULL);
  g_assert_nonnull (strstr (text, "\"puzzles\""));
  g_assert_nonnull (strstr (text, "\"regions\""));
  out = wp_test_load_text (text);
  g_assert_cmpuint (out->len, ==, 2);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (out, 0), jigsaw));
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (out, 1), boxed));
  g_assert_true (wp_sudoku_is_jigsaw (g_ptr_array_index (out, 0)));
  g_assert_cmpuint (wp_sudoku_region_of (g_ptr_array_index (out, 0), 5), ==, 2);
}

static void
assert_native_error (const char *text, const char *expected_message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_data (text, NULL, NULL, &error);

  g_assert_null (puzzles);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, expected_message);
}

#define HEADER "{\"format\":\"wellposed\",\"version\":1,"

static void
test_native_errors (void)
{
  /* json-glib's own message, with line and column */
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) none = wp_load_data ("{\n  \"format\": \"wellposed\",\n  \"version\": 1,,\n}", NULL, NULL, &error);

  g_assert_null (none);
  g_assert_true (g_str_has_prefix (error->message, "3:"));

  assert_native_error ("{\"format\":\"other\"}", "format: expected \"wellposed\"; this is not a Wellposed document");
  assert_native_error ("{\"format\":\"wellposed\",\"version\":2,\"genre\":\"sudoku\",\"size\":9}",
                       "version: 2 is not a version this Wellposed reads (1 to 1)");
  assert_native_error (HEADER "\"genre\":\"kakuro\"}",
                       "genre: “kakuro” is not a genre this version of Wellposed knows");
  assert_native_error (HEADER "\"genre\":\"sudoku\"}", "size: missing or not a whole number");
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":30}",
                       "size: 30 is not supported (Sudoku sizes run from 4 to 25)");
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":4,\"box\":[3,3]}",
                       "box: 3×3 boxes do not tile a 4×4 grid");
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":4,\"givens\":[\"1234\",\"12\",\"....\",\"....\"]}",
                       "givens[1]: has 2 cells, expected 4");
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":4,\"givens\":[\"1234\",\"..5.\",\"....\",\"....\"]}",
                       "givens[1]: '5' at column 3 is not a value of a 4×4 Sudoku");
  /* Regions of the wrong size open (a layout being drawn) and are named
   * when counting: see test-jigsaw.c.  A letter past the last region does not. */
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":4,\"regions\":[\"AABB\",\"AABB\",\"CCDD\",\"CCDE\"]}",
                       "regions[3]: 'E' at column 4 is not a region letter (A to D)");
  assert_native_error (HEADER "\"genre\":\"sudoku\",\"size\":4,\"title\":5}", "title: expected a string");
  assert_native_error (HEADER "\"puzzles\":[{\"genre\":\"sudoku\",\"size\":4},{\"genre\":\"sudoku\",\"size\":4,\"givens\":3}]}",
                       "puzzles[1].givens: expected a list of 4 rows");
}

/* Saving replaces the file whole; a failed save leaves the old file. */
static void
test_atomic_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzle.txt", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GPtrArray) puzzles = wp_test_load_text (EXAMPLE_ONE);
  g_autoptr (GPtrArray) jigsaw = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GError) error = NULL;
  static const guint8 regions[16] = { 0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3 };
  WpFormat text = { wp_genre_sudoku.text_formats[0] };

  g_assert_true (wp_save_file (path, puzzles, &text, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, EXAMPLE_ONE "\n");

  /* Plain text cannot hold jigsaw regions: the save fails, the file stays. */
  g_ptr_array_add (jigsaw, wp_sudoku_new_jigsaw (4, regions, NULL));
  g_assert_false (wp_save_file (path, jigsaw, &text, &error));
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, EXAMPLE_ONE "\n");

  /* No temporary file is left behind. */
  {
    g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
    guint n = 0;
    while (g_dir_read_name (listing))
      n++;
    g_assert_cmpuint (n, ==, 1);
  }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_formats_by_name_and_content (void)
{
  WpFormat format;

  g_assert_true (wp_format_for_filename ("a/b/c.wellposed", &format));
  g_assert_null (format.text);
  g_assert_true (wp_format_for_filename ("PUZZLES.TXT", &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);
  g_assert_false (wp_format_for_filename ("picture.png", &format));
  g_assert_true (wp_format_sniff ("  {\"format\":", &format));
  g_assert_null (format.text);
  g_assert_true (wp_format_sniff ("# c\n" EXAMPLE_ONE, &format));
  g_assert_true (format.text == wp_genre_sudoku.text_formats[0]);
  g_assert_false (wp_format_sniff ("<xml/>", &format));
}

static void
test_bad_bytes (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_data ("\xff\xfe 123", NULL, NULL, &error);

  g_assert_null (puzzles);
  g_assert_cmpstr (error->message, ==, "1: the file is not UTF-8 text");
}

/* Sixteen 4×4 puzzles, one per line, are not one 16×16 grid. */
static void
test_sixteen_small_puzzles (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) puzzles = NULL;

  for (guint i = 0; i < 16; i++)
    g_string_append (text, "1234341221434321\n");
  puzzles = wp_test_load_text (text->str);
  g_assert_cmpuint (puzzles->len, ==, 16);
  g_assert_cmpuint (wp_sudoku_get_size (g_ptr_array_index (puzzles, 15)), ==, 4);
}

static void
test_unusual_input (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (GString) deep = g_string_new ("{\"format\":\"wellposed\",\"version\":1,\"notes\":");
  g_autoptr (WpPuzzle) with_bom = wp_test_load_one ("\xEF\xBB\xBF" EXAMPLE_ONE "\n");
  g_autoptr (WpPuzzle) ruled = wp_test_load_one ("+-----+-----+\n| 1 2 | 3 4 |\n| 3 4 | 1 2 |\n"
                                                 "+-----+-----+\n| 2 1 | 4 3 |\n| 4 3 | 2 . |\n");

  g_assert_cmpint (with_bom->cells[0], ==, 3);
  g_assert_cmpint (ruled->cells[15], ==, WP_CELL_EMPTY);
  g_assert_cmpint (ruled->cells[14], ==, 2);

  /* A hostile document nested 100 000 levels deep is refused, not a crash. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  none = wp_load_data (deep->str, NULL, NULL, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "1:106: nested more than 64 levels deep");
}

/* json-glib skips comments and reads single-quoted strings; a '"' hidden
 * in either once hid the brackets after it from the nesting guard, and
 * 100 000 of them overflowed the stack.  Both are refused by place. */
/* A document cut short says so, with where it ends. */
static void
test_native_cut_short (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "{\"format\":\"wellposed\"", "1:21: the document ends before its closing bracket: is it cut short?" },
    { "{\"format\":\"wellpo", "1:17: the document ends inside a string: is it cut short?" },
    { "{\"format\":\"wellposed\",\n \"puzzles\":[", "2:12: the document ends before its closing bracket: is it cut short?" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) none = wp_load_data (cases[i].text, NULL, NULL, &error);

      g_assert_null (none);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static void
test_native_hostile (void)
{
  static const struct { const char *head, *message; } cases[] = {
    { "{/*\"*/\"a\":", "1:2: comments are not allowed in a Wellposed document" },
    { "{\"a\"/\"/:", "1:5: comments are not allowed in a Wellposed document" },
    { "{\n  'a\"':", "2:3: strings must be in double quotes" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) text = g_string_new (cases[i].head);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) none = NULL;

      for (guint n = 0; n < 100000; n++)
        g_string_append_c (text, '[');
      none = wp_load_data (text->str, NULL, NULL, &error);
      g_assert_null (none);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  /* One object and nothing else: json-glib leaked the object after a
   * first value (found by fuzzing). */
  {
    static const struct { const char *text, *message; } outside[] = {
      { " \"x\" {\"format\":\"wellposed\",\"version\":1}", "1:2: expected a JSON object" },
      { "[{\"format\":\"wellposed\"}]", "1:1: expected a JSON object" },
      { "{\"format\":\"wellposed\",\"version\":1}\n{}", "2:1: text after the end of the document" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (outside); i++)
      {
        g_autoptr (GError) error = NULL;
        WpFormat native = { NULL };
        g_autoptr (GPtrArray) none = wp_load_data (outside[i].text, &native, NULL, &error);

        g_assert_null (none);
        g_assert_cmpstr (error->message, ==, outside[i].message);
      }
  }
  /* Only JSON's escapes: an octal one put a byte that is not UTF-8 into a
   * title, and the file saved with it could not be read back (found by
   * fuzzing); \u0000 would cut a string short. */
  {
    static const struct { const char *text, *message; } escapes[] = {
      { HEADER "\"genre\":\"sudoku\",\"size\":4,\"notes\":\"a\\377b\"}",
        "1:71: not an escape JSON has (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)" },
      { HEADER "\"genre\":\"sudoku\",\"size\":4,\"title\":\"\\u0000x\"}",
        "1:70: a NUL character (\\u0000) in a string" },
      /* json-glib reads on over the '"' after a short escape or a lone
       * surrogate: brackets behind it reached the parser uncounted (found
       * in review: 2,000,000 of them overflowed the stack). */
      { "{\"a\":[\"\\u1\" \",[[[[", "1:8: \\u must be followed by four hex digits" },
      { "{\"a\":\"\\uD800\"x\"}", "1:7: half of a surrogate pair (\\uD800 to \\uDBFF) alone" },
      { "{\"a\":\"x\\uDC00\"}", "1:8: half of a surrogate pair (\\uDC00 to \\uDFFF) alone" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (escapes); i++)
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (GPtrArray) none = wp_load_data (escapes[i].text, NULL, NULL, &error);

        g_assert_null (none);
        g_assert_cmpstr (error->message, ==, escapes[i].message);
      }
  }
  /* A surrogate pair is one character. */
  {
    g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
      HEADER "\"genre\":\"sudoku\",\"size\":4,\"title\":\"\\ud83e\\udde9 \\u00e9\"}");
    g_assert_cmpstr (puzzle->title, ==, "\xF0\x9F\xA7\xA9 \xC3\xA9");
  }
  /* Inside strings both are ordinary characters. */
  {
    g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
      HEADER "\"genre\":\"sudoku\",\"size\":4,\"notes\":\"/* it's [[[ fine */\"}");
    g_assert_cmpstr (puzzle->notes, ==, "/* it's [[[ fine */");
  }
}

/* No JSON value at all: a message, never a GLib-CRITICAL (the tests make
 * criticals fatal). */
static void
test_native_empty (void)
{
  static const char *const empty[] = { "{", "   \n\t ", "\n\n" };

  for (guint i = 1; i < G_N_ELEMENTS (empty); i++)
    {
      WpFormat native = { NULL };
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) none = wp_load_data (empty[i], &native, NULL, &error);

      g_assert_null (none);
      g_assert_cmpstr (error->message, ==, "1: the document is empty");
    }
}

static char *
write_temp_file (const char *dir, const char *name, const char *contents, gssize length)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

/* Reading stops at the first NUL byte or past 64 MB, before the whole
 * input is in memory; lines are walked, not split, so a file of blank
 * lines costs no more than its size. */
static void
test_input_limits (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-XXXXXX", NULL);
  g_autoptr (GString) big = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (GPtrArray) loaded = NULL;
  g_autofree char *huge = NULL, *binary = NULL, *blank = NULL;

  g_string_set_size (big, (64u << 20) + 1);
  memset (big->str, '\n', big->len);
  huge = write_temp_file (dir, "huge.txt", big->str, (gssize) big->len);
  none = wp_load_file (huge, NULL, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "larger than 64 MB; Wellposed reads puzzle files of up to 64 MB");
  g_clear_error (&error);

  /* A million blank lines around one puzzle: fine, and line numbers hold. */
  g_string_truncate (big, 1000000);
  g_string_append (big, EXAMPLE_ONE "\n\n\n1234\n");
  blank = write_temp_file (dir, "blank.txt", big->str, (gssize) big->len);
  none = wp_load_file (blank, NULL, &error);
  g_assert_null (none);
  g_assert_true (g_str_has_prefix (error->message, "1000004:"));
  g_clear_error (&error);
  big->str[1000000 + 81 + 3] = '\0';
  big->len = 1000000 + 81 + 3;
  g_assert_true (g_file_set_contents (blank, big->str, (gssize) big->len, NULL));
  loaded = wp_load_file (blank, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->len, ==, 1);

  binary = write_temp_file (dir, "binary.txt", EXAMPLE_ONE "\0\n", sizeof EXAMPLE_ONE + 1);
  none = wp_load_file (binary, NULL, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "1: the file holds binary data, not text");
  g_clear_error (&error);
  none = wp_load_file ("/dev/zero", NULL, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "1: the file holds binary data, not text");

  g_unlink (huge);
  g_unlink (blank);
  g_unlink (binary);
  g_rmdir (dir);
}

/* A save replaces the file a link points to, not the link, and keeps the
 * file's permissions. */
static void
test_save_keeps_identity (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "private.txt", NULL);
  g_autofree char *link = g_build_filename (dir, "link.txt", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GPtrArray) puzzles = wp_test_load_text (EXAMPLE_ONE);
  g_autoptr (GError) error = NULL;
  WpFormat text = { wp_genre_sudoku.text_formats[0] };
  GStatBuf info;

  g_assert_true (g_file_set_contents (target, "old\n", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0600), ==, 0);
  g_assert_cmpint (symlink ("private.txt", link), ==, 0);

  g_assert_true (wp_save_file (link, puzzles, &text, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_cmpint (g_stat (target, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 07777, ==, 0600);
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, EXAMPLE_ONE "\n");

  /* A link whose file does not exist yet: the file is made, the link kept. */
  {
    g_autofree char *dangling = g_build_filename (dir, "dangling.txt", NULL);
    g_autofree char *made = g_build_filename (dir, "made.txt", NULL);

    g_assert_cmpint (symlink ("made.txt", dangling), ==, 0);
    g_assert_true (wp_save_file (dangling, puzzles, &text, &error));
    g_assert_cmpint (g_lstat (dangling, &info), ==, 0);
    g_assert_true (S_ISLNK (info.st_mode));
    g_assert_true (g_file_test (made, G_FILE_TEST_IS_REGULAR));
    g_unlink (dangling);
    g_unlink (made);
  }
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

static void
test_writable_extensions (void)
{
  g_autofree char *list = wp_format_writable_extensions ();

  g_assert_cmpstr (list, ==, ".wellposed, .txt, .sdk, .sudoku, .fpuzzles, .fpuz, .sub, .non, .lights, .ashes, .mines, .scramble, .logic");
}

/* Plain text implies the squarest boxes: a 6×6 with 3×2 boxes would come
 * back with 2×3 boxes, so it is refused rather than changed. */
static void
test_text_refuses_other_box_shapes (void)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  WpFormat format = { wp_genre_sudoku.text_formats[0] };

  g_ptr_array_add (puzzles, wp_sudoku_new (6, 3, 2));
  text = wp_serialize (puzzles, &format, &error);
  g_assert_null (text);
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
}

/* --- A file's budget (issue 31, item 3) ---------------------------------------------- */

/* The message of loading @text by its file name's extension @name. */
static char *
load_error_of (const char *name, const char *text)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-budget-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  puzzles = wp_load_file (path, NULL, &error);
  g_unlink (path);
  g_rmdir (dir);
  g_assert_null (puzzles);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* More than a million puzzles in one file are refused by line: 21 million
 * 1×1 Lights Out puzzles took 3.9 GB and ended in an abort. */
static void
test_budget_puzzles (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *message = NULL;

  for (guint i = 0; i <= 1000000; i++)
    g_string_append (text, "1\n\n");
  message = load_error_of ("many.lights", text->str);
  g_assert_cmpstr (message, ==, "2000002: more than 1000000 puzzles in one file: split it into smaller files");
}

/* Links that each unpack to 2 MB (a title and rules of 1 MB each) add up:
 * past 64 MB the file is refused at the link that crosses it, before it
 * is read.  A field of more than 1 MB is refused by name. */
static void
test_budget_unpacked_links (void)
{
  g_autofree char *title = g_strnfill (1000000, 'x');   /* each field under its 1 MB */
  g_autofree char *json = g_strdup_printf ("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
                                           "[{},{},{},{}]],\"title\":\"%s\",\"ruleset\":\"%s\"}", title, title);
  g_autofree char *link = wp_link_build (WP_LINK_FPUZZLES, json);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *message = NULL;

  for (guint i = 0; i < 40; i++)
    g_string_append_printf (text, "%s\n", link);
  message = load_error_of ("links.txt", text->str);
  g_assert_cmpstr (message, ==, "34: the links up to this one unpack to more than 64 MB: split the file into smaller ones");
  g_clear_pointer (&message, g_free);
  {
    g_autofree char *notes = g_strnfill ((1 << 20) + 1, 'n');
    g_autofree char *native = g_strdup_printf ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\","
                                               "\"size\":4,\"givens\":[\"....\",\"....\",\"....\",\"....\"],"
                                               "\"notes\":\"%s\"}", notes);

    message = load_error_of ("big.wellposed", native);
    g_assert_cmpstr (message, ==, "notes: 1.0 MB of text, more than a puzzle holds (at most 1 MB)");
  }
}

/* Sniffers and readers look at words and lines one at a time: a first line
 * of ten million spaces, a row of a million clues, a million blank lines,
 * a directive with a million spaces after it.  Each is read or refused by
 * place, and a message quotes at most 40 characters of what it refuses. */
static void
test_budget_long_lines (void)
{
  g_autofree char *spaces = g_strnfill (10000000, ' ');
  g_autofree char *mines = g_strconcat (spaces, "\nmines 1\n..\n.*\n", NULL);
  g_autoptr (GString) row = g_string_new ("rule sum\n");
  g_autoptr (GString) blank = g_string_new ("rule sum\n1 2\n3 4\n");
  g_autofree char *torus = g_strconcat ("torus", spaces + 9000000, "x\n1\n", NULL);
  g_autofree char *message = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  WpFormat format;

  puzzles = wp_load_data (mines, NULL, &format, NULL);
  g_assert_nonnull (puzzles);
  g_assert_cmpstr (((WpPuzzle *) g_ptr_array_index (puzzles, 0))->genre->id, ==, "mines");
  g_clear_pointer (&puzzles, g_ptr_array_unref);

  for (guint i = 0; i < 1000000; i++)
    g_string_append (row, "1 ");
  message = load_error_of ("row.ashes", row->str);
  g_assert_cmpstr (message, ==, "2:121: a row holds at most 60 cells");
  g_clear_pointer (&message, g_free);

  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (blank, '\n');
  puzzles = wp_load_data (blank->str, NULL, NULL, NULL);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, ==, 1);

  message = load_error_of ("torus.lights", torus);
  g_assert_cmpstr (message, ==, "1:1: unknown directive “torus                                   …” (expected "
                                "“neighbourhood plus”, “neighbourhood square” or “torus”)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/formats/text/one-per-line", test_text_one_per_line);
  g_test_add_func ("/formats/text/decorated-grid", test_text_decorated_grid);
  g_test_add_func ("/formats/text/sizes", test_text_sizes);
  g_test_add_func ("/formats/text/errors", test_text_errors);
  g_test_add_func ("/formats/native/read", test_native_read);
  g_test_add_func ("/formats/native/round-trip", test_native_round_trip);
  g_test_add_func ("/formats/native/errors", test_native_errors);
  g_test_add_func ("/formats/atomic-save", test_atomic_save);
  g_test_add_func ("/formats/detection", test_formats_by_name_and_content);
  g_test_add_func ("/formats/bad-bytes", test_bad_bytes);
  g_test_add_func ("/formats/text/sixteen-small", test_sixteen_small_puzzles);
  g_test_add_func ("/formats/unusual-input", test_unusual_input);
  g_test_add_func ("/formats/native/hostile", test_native_hostile);
  g_test_add_func ("/formats/native/cut-short", test_native_cut_short);
  g_test_add_func ("/formats/native/empty", test_native_empty);
  g_test_add_func ("/formats/input-limits", test_input_limits);
  g_test_add_func ("/formats/save-keeps-identity", test_save_keeps_identity);
  g_test_add_func ("/formats/writable-extensions", test_writable_extensions);
  g_test_add_func ("/formats/text/box-shapes", test_text_refuses_other_box_shapes);
  g_test_add_func ("/formats/budget/puzzles", test_budget_puzzles);
  g_test_add_func ("/formats/budget/unpacked-links", test_budget_unpacked_links);
  g_test_add_func ("/formats/budget/long-lines", test_budget_long_lines);
  return g_test_run ();
}
