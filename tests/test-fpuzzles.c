/* test-fpuzzles.c — f-puzzles data and links, read into puzzles and written back */
#include "wp-test-utils.h"
#include "genres/sudoku/sudoku.h"

#include <glib/gstdio.h>
#include <string.h>

/* The research notes' sample (setter-tools.md §3.3): killer cage,
 * thermometer and diagonal, compact JSON in f-puzzles' key order, and its
 * LZ-String payload as the notes give it. */
#define EMPTY_ROW_9 "[{},{},{},{},{},{},{},{},{}]"
#define SAMPLE_JSON \
  "{\"size\":9,\"title\":\"Example\",\"author\":\"Setter\",\"ruleset\":\"Normal sudoku rules apply.\"," \
  "\"grid\":[[{\"value\":5,\"given\":true},{},{},{},{},{},{},{},{}]," \
  EMPTY_ROW_9 "," EMPTY_ROW_9 "," EMPTY_ROW_9 "," EMPTY_ROW_9 "," EMPTY_ROW_9 "," EMPTY_ROW_9 "," \
  EMPTY_ROW_9 "," EMPTY_ROW_9 "]," \
  "\"diagonal-\":true,\"killercage\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"9\"}]," \
  "\"thermometer\":[{\"lines\":[[\"R5C5\",\"R5C6\",\"R5C7\"]]}]}"
#define SAMPLE_PAYLOAD \
  "N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVYgVzQAsB7AJwRAGUY00Y3UWtHGG7sAcq1LEsAAjC0AJkwDWtGYOEzi5SgE8A" \
  "dNRABzFhAUIA2pdAA3abVwBWVMYi2YAOwRpBMAL7IwIHBQSHhYZHBALrINhGhiQnJsfFRyenpqUmZOXn+2Rn5uQVxxeUpZUXVWVUl9" \
  "UmFDTUxsSAKEMTGTJ7SALQ+fqjKEFg4LADGXbg2IBMwY2BWIABKAIwAwgBMRusbAMwgbfZYjuyIIKXoDHykTKTcfFagWBCeMEvw1qt" \
  "OG067vwAbACNgB2I7RAr+IA==="
/* As Wellposed builds links: '+', '/' and '=' percent-encoded. */
#define SAMPLE_PAYLOAD_ENCODED \
  "N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVYgVzQAsB7AJwRAGUY00Y3UWtHGG7sAcq1LEsAAjC0AJkwDWtGYOEzi5SgE8A" \
  "dNRABzFhAUIA2pdAA3abVwBWVMYi2YAOwRpBMAL7IwIHBQSHhYZHBALrINhGhiQnJsfFRyenpqUmZOXn%2B2Rn5uQVxxeUpZUXVWVUl9" \
  "UmFDTUxsSAKEMTGTJ7SALQ%2BfqjKEFg4LADGXbg2IBMwY2BWIABKAIwAwgBMRusbAMwgbfZYjuyIIKXoDHykTKTcfFagWBCeMEvw1qt" \
  "OG067vwAbACNgB2I7RAr%2BIA%3D%3D%3D"

/* The same puzzle as a Wellposed document. */
#define SAMPLE_NATIVE \
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"title\":\"Example\",\"author\":\"Setter\"," \
  "\"rules\":\"Normal sudoku rules apply.\",\"size\":9," \
  "\"givens\":[\"5........\",\".........\",\".........\",\".........\",\".........\",\".........\"," \
  "\".........\",\".........\",\".........\"]," \
  "\"elements\":[{\"kind\":\"diagonal\",\"direction\":\"main\"}," \
  "{\"kind\":\"cage\",\"cells\":[\"r1c2\",\"r1c3\"],\"sum\":9}," \
  "{\"kind\":\"thermometer\",\"cells\":[\"r5c5\",\"r5c6\",\"r5c7\"]}]}"

static const WpTextFormat *
fpuzzles_format (void)
{
  const WpTextFormat *format = wp_text_format_lookup ("fpuzzles");

  g_assert_nonnull (format);
  return format;
}

static const WpTextFormat *
link_format (void)
{
  const WpTextFormat *format = wp_text_format_lookup ("fpuzzles-link");

  g_assert_nonnull (format);
  return format;
}

/* f-puzzles data of an empty grid of @size with @members (",…" JSON) added. */
static char *
fp_json (guint size, const char *members)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "{\"size\":%u,\"grid\":[", size);
  for (guint r = 0; r < size; r++)
    {
      g_string_append (text, r ? ",[" : "[");
      for (guint c = 0; c < size; c++)
        g_string_append (text, c ? ",{}" : "{}");
      g_string_append_c (text, ']');
    }
  g_string_append_printf (text, "]%s}", members ? members : "");
  return g_string_free (text, FALSE);
}

static WpPuzzle *
read_fpuzzles (const char *json)
{
  g_autoptr (GError) error = NULL;
  WpFormat format = { fpuzzles_format () };
  g_autoptr (GPtrArray) puzzles = wp_load_data (json, &format, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

static char *
write_fpuzzles (const WpPuzzle *puzzle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  WpFormat format = { fpuzzles_format () };
  char *text;

  g_ptr_array_add (one, (gpointer) puzzle);
  text = wp_serialize (one, &format, &error);
  g_assert_no_error (error);
  return text;
}

static void
assert_element (const WpPuzzle *puzzle, guint index, const char *kind, const char *cells, gint value)
{
  const WpElement *element = g_ptr_array_index (puzzle->elements, index);
  g_autoptr (GString) names = g_string_new (NULL);

  g_assert_cmpstr (element->kind->id, ==, kind);
  for (guint i = 0; i < element->cells->len; i++)
    {
      guint cell = wp_element_cell (element, i);
      g_autofree char *name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);

      g_string_append_printf (names, "%s%s", i ? " " : "", name);
    }
  g_assert_cmpstr (names->str, ==, cells);
  g_assert_cmpint (element->value, ==, value);
}

/* --- The sample ---------------------------------------------------------------------- */

/* The research notes' link, as SudokuPad and f-puzzles give it, reads to
 * exactly the givens, metadata and elements the JSON says. */
static void
test_sample_link (void)
{
  const char *links[] = {
    "https://sudokupad.app/fpuzzles" SAMPLE_PAYLOAD,
    "https://www.f-puzzles.com/?load=" SAMPLE_PAYLOAD_ENCODED,
    SAMPLE_PAYLOAD,
  };
  g_autoptr (WpPuzzle) native = wp_test_load_one (SAMPLE_NATIVE);

  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WpPuzzle) puzzle = wp_link_open (links[i], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (puzzle->width, ==, 9);
      g_assert_false (wp_sudoku_is_jigsaw (puzzle));
      g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 1);
      g_assert_cmpint (puzzle->cells[0], ==, 5);
      g_assert_cmpstr (puzzle->title, ==, "Example");
      g_assert_cmpstr (puzzle->author, ==, "Setter");
      g_assert_cmpstr (puzzle->rules, ==, "Normal sudoku rules apply.");
      g_assert_null (puzzle->notes);
      g_assert_cmpuint (puzzle->elements->len, ==, 3);
      assert_element (puzzle, 0, "diagonal", "", 0);
      assert_element (puzzle, 1, "cage", "r1c2 r1c3", 9);
      assert_element (puzzle, 2, "thermometer", "r5c5 r5c6 r5c7", WP_ELEMENT_NO_VALUE);
      g_assert_true (wp_puzzle_equal (puzzle, native));
    }
}

/* Written back, the sample is the notes' JSON byte for byte, and its link
 * carries the notes' payload. */
static void
test_sample_written (void)
{
  g_autoptr (WpPuzzle) native = wp_test_load_one (SAMPLE_NATIVE);
  g_autofree char *json = write_fpuzzles (native);
  g_autoptr (GError) error = NULL;
  g_autofree char *sudokupad = wp_link_for_puzzle (native, WP_LINK_SUDOKUPAD, &error);
  g_autofree char *fpuzzles = wp_link_for_puzzle (native, WP_LINK_FPUZZLES, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (json, ==, SAMPLE_JSON "\n");
  g_assert_cmpstr (sudokupad, ==, "https://sudokupad.app/fpuzzles" SAMPLE_PAYLOAD_ENCODED);
  g_assert_cmpstr (fpuzzles, ==, "https://www.f-puzzles.com/?load=" SAMPLE_PAYLOAD_ENCODED);
}

/* --- Counts --------------------------------------------------------------------------- */

static guint64
count_all (const WpPuzzle *puzzle)
{
  return wp_test_count_exact (puzzle, 1000);
}

/* 4×4 puzzles whose solutions were counted by brute force over the 288
 * grids of 4×4 Sudoku, reading each rule plainly (a throwaway script):
 * imported from f-puzzles data and written natively, they count the same. */
static void
test_counts_match_native (void)
{
  static const struct {
    const char *fpuzzles;   /* members after "grid" */
    const char *elements;   /* the same, natively */
    guint64     count;
  } cases[] = {
    { ",\"diagonal-\":true,\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"7\"}],"
      "\"difference\":[{\"cells\":[\"R3C1\",\"R4C1\"]}],\"ratio\":[{\"cells\":[\"R1C3\",\"R1C4\"]}],"
      "\"xv\":[{\"cells\":[\"R3C3\",\"R4C3\"],\"value\":\"V\"}],\"thermometer\":[{\"lines\":[[\"R2C1\",\"R2C2\"]]}]",
      "{\"kind\":\"diagonal\",\"direction\":\"main\"},{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c2\"],\"sum\":7},"
      "{\"kind\":\"difference-dot\",\"cells\":[\"r3c1\",\"r4c1\"]},{\"kind\":\"ratio-dot\",\"cells\":[\"r1c3\",\"r1c4\"]},"
      "{\"kind\":\"xv\",\"cells\":[\"r3c3\",\"r4c3\"],\"value\":\"V\"},{\"kind\":\"thermometer\",\"cells\":[\"r2c1\",\"r2c2\"]}",
      2 },
    { ",\"ratio\":[{\"cells\":[\"R1C1\",\"R2C1\"]}],\"extraregion\":[{\"cells\":[\"R1C2\",\"R2C3\",\"R3C4\"]}]",
      "{\"kind\":\"ratio-dot\",\"cells\":[\"r1c1\",\"r2c1\"]},{\"kind\":\"extra-region\",\"cells\":[\"r1c2\",\"r2c3\",\"r3c4\"]}",
      24 },
    { ",\"diagonal+\":true,\"ratio\":[{\"cells\":[\"R1C1\",\"R2C1\"]}]",
      "{\"kind\":\"diagonal\",\"direction\":\"anti\"},{\"kind\":\"ratio-dot\",\"cells\":[\"r1c1\",\"r2c1\"]}",
      16 },
    { ",\"antiknight\":true", "{\"kind\":\"anti-knight\"}", 24 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = fp_json (4, cases[i].fpuzzles);
      g_autofree char *native_text =
        g_strdup_printf ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                         "\"givens\":[\"....\",\"....\",\"....\",\"....\"],\"elements\":[%s]}", cases[i].elements);
      g_autoptr (WpPuzzle) imported = read_fpuzzles (json);
      g_autoptr (WpPuzzle) native = wp_test_load_one (native_text);

      g_assert_true (wp_puzzle_equal (imported, native));
      g_assert_cmpuint (count_all (imported), ==, cases[i].count);
      g_assert_cmpuint (count_all (native), ==, cases[i].count);
    }
}

/* --- Round trips ----------------------------------------------------------------------- */

/* Every kind f-puzzles can say, in the order it writes them, and every way
 * of drawing regions: each puzzle comes back equal from f-puzzles data and
 * from both kinds of link. */
static const char *const round_trips[] = {
  /* 9×9 boxes, metadata, every kind but siteswap; arrows with one- and
   * two-cell circles, a line leaving a pill from its second cell. */
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"title\":\"All kinds\",\"author\":\"Tester\","
  "\"rules\":\"Several rules.\\nTwo lines.\",\"size\":9,"
  "\"givens\":[\"5.......9\",\".........\",\"..3......\",\".........\",\"....7....\",\".........\","
  "\"......1..\",\".........\",\"8........\"],"
  "\"elements\":["
  "{\"kind\":\"diagonal\",\"direction\":\"anti\"},{\"kind\":\"diagonal\",\"direction\":\"main\"},"
  "{\"kind\":\"anti-knight\"},{\"kind\":\"anti-king\"},{\"kind\":\"non-consecutive\"},"
  "{\"kind\":\"arrow\",\"circle\":[\"r1c1\"],\"line\":[\"r2c2\",\"r3c3\"]},"
  "{\"kind\":\"arrow\",\"circle\":[\"r5c1\",\"r5c2\"],\"line\":[\"r6c3\",\"r7c4\"]},"
  "{\"kind\":\"arrow\",\"circle\":[\"r8c8\",\"r8c9\"],\"line\":[\"r7c7\"]},"
  "{\"kind\":\"cage\",\"cells\":[\"r1c5\",\"r1c6\"],\"sum\":10},{\"kind\":\"cage\",\"cells\":[\"r2c5\",\"r2c6\"]},"
  "{\"kind\":\"difference-dot\",\"cells\":[\"r4c4\",\"r4c5\"]},{\"kind\":\"ratio-dot\",\"cells\":[\"r6c6\",\"r7c6\"]},"
  "{\"kind\":\"xv\",\"cells\":[\"r9c1\",\"r9c2\"],\"value\":\"X\"},{\"kind\":\"xv\",\"cells\":[\"r9c3\",\"r9c4\"],\"value\":\"V\"},"
  "{\"kind\":\"thermometer\",\"cells\":[\"r3c5\",\"r3c6\",\"r3c7\"]},"
  "{\"kind\":\"extra-region\",\"cells\":[\"r7c1\",\"r8c2\"]}]}",
  /* A 6×6 jigsaw. */
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":6,"
  "\"regions\":[\"AABBBB\",\"AABBCC\",\"AADDCC\",\"EEDDCC\",\"EEDDFF\",\"EEFFFF\"],"
  "\"givens\":[\"1.....\",\"......\",\"..6...\",\"......\",\"......\",\".....2\"]}",
  /* 6×6 with boxes of three rows and two columns, not f-puzzles' 2×3. */
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":6,\"box\":[3,2],"
  "\"givens\":[\"1.....\",\"......\",\"......\",\"......\",\"......\",\".....6\"]}",
  /* 5×5 has no boxes: a jigsaw. */
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":5,"
  "\"regions\":[\"AABBB\",\"AAABB\",\"CCDDD\",\"CCEED\",\"CEEED\"],\"givens\":[\"1....\",\".....\",\".....\",\".....\",\"....5\"]}",
  /* 16×16, a two-digit given. */
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":16,"
  "\"givens\":[\"G...............\",\"................\",\"................\",\"................\","
  "\"................\",\"................\",\"................\",\"................\","
  "\"................\",\"................\",\"................\",\"................\","
  "\"................\",\"................\",\"................\",\"...............A\"]}",
};

static void
test_round_trips (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      g_autoptr (WpPuzzle) puzzle = wp_test_load_one (round_trips[i]);
      g_autofree char *json = write_fpuzzles (puzzle);
      g_autoptr (WpPuzzle) again = read_fpuzzles (json);

      g_assert_true (wp_puzzle_equal (again, puzzle));
      for (WpLinkKind kind = WP_LINK_FPUZZLES; kind <= WP_LINK_SUDOKUPAD; kind++)
        {
          g_autoptr (GError) error = NULL;
          g_autofree char *link = wp_link_for_puzzle (puzzle, kind, &error);
          g_autoptr (WpPuzzle) opened = NULL;

          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (link, kind == WP_LINK_SUDOKUPAD ? "https://sudokupad.app/fpuzzlesN4Ig"
                                                                           : "https://www.f-puzzles.com/?load=N4Ig"));
          opened = wp_link_open (link, &error);
          g_assert_no_error (error);
          g_assert_true (wp_puzzle_equal (opened, puzzle));
        }
    }
}

/* What f-puzzles writes for the shapes above: the pill's line starts in the
 * pill cell it leaves, jigsaw cells off f-puzzles' boxes carry a region. */
static void
test_written_shapes (void)
{
  g_autoptr (WpPuzzle) kinds = wp_test_load_one (round_trips[0]);
  g_autoptr (WpPuzzle) tall_boxes = wp_test_load_one (round_trips[2]);
  g_autofree char *json = write_fpuzzles (kinds);
  g_autofree char *boxes = write_fpuzzles (tall_boxes);

  g_assert_nonnull (strstr (json, "\"diagonal+\":true,\"diagonal-\":true,\"antiknight\":true,\"antiking\":true,"
                                  "\"nonconsecutive\":true,\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R2C2\",\"R3C3\"]]},"
                                  "{\"cells\":[\"R5C1\",\"R5C2\"],\"lines\":[[\"R5C2\",\"R6C3\",\"R7C4\"]]},"
                                  "{\"cells\":[\"R8C8\",\"R8C9\"],\"lines\":[[\"R8C8\",\"R7C7\"]]}],"
                                  "\"killercage\":[{\"cells\":[\"R1C5\",\"R1C6\"],\"value\":\"10\"},{\"cells\":[\"R2C5\",\"R2C6\"]}],"
                                  "\"difference\":[{\"cells\":[\"R4C4\",\"R4C5\"]}],\"ratio\":[{\"cells\":[\"R6C6\",\"R7C6\"]}],"
                                  "\"xv\":[{\"cells\":[\"R9C1\",\"R9C2\"],\"value\":\"X\"},{\"cells\":[\"R9C3\",\"R9C4\"],\"value\":\"V\"}],"
                                  "\"thermometer\":[{\"lines\":[[\"R3C5\",\"R3C6\",\"R3C7\"]]}],"
                                  "\"extraregion\":[{\"cells\":[\"R7C1\",\"R8C2\"]}]}\n"));
  g_assert_nonnull (strstr (json, "\"ruleset\":\"Several rules.\\nTwo lines.\""));
  /* Boxes of three rows and two columns: r1c3 is in box 1 (f-puzzles' 2×3
   * box 0), r1c4 in box 1 as in f-puzzles, r1c5 and r1c6 in box 2
   * (f-puzzles' box 1). */
  g_assert_true (g_str_has_prefix (boxes, "{\"size\":6,\"grid\":[[{\"value\":1,\"given\":true},{},{\"region\":1},"
                                          "{},{\"region\":2},{\"region\":2}]"));
}

/* With a solution (wellposed-cli solve), the other cells hold its digits as
 * a solver's entries, which f-puzzles shows and reading skips. */
static void
test_written_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("12..\n34..\n....\n....\n");
  const gint solution[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
  WpFormat format = { fpuzzles_format () };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = wp_serialize_solution (puzzle, solution, &format, &error);
  g_autoptr (WpPuzzle) again = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (text, ==,
                   "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{\"value\":2,\"given\":true},{\"value\":3},{\"value\":4}],"
                   "[{\"value\":3,\"given\":true},{\"value\":4,\"given\":true},{\"value\":1},{\"value\":2}],"
                   "[{\"value\":2},{\"value\":1},{\"value\":4},{\"value\":3}],"
                   "[{\"value\":4},{\"value\":3},{\"value\":2},{\"value\":1}]]}\n");
  again = read_fpuzzles (text);
  g_assert_true (wp_puzzle_equal (again, puzzle));
}

/* --- What is skipped, what is refused -------------------------------------------------------- */

/* Solver entries, pencil marks, colours, drawings, the solution, solver
 * options and keys set to their defaults change no solution: skipped. */
static void
test_cosmetic_skipped (void)
{
  const char *json =
    "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true,\"c\":\"#D0D0FF\"},{\"value\":3},"
    "{\"centerPencilMarks\":[1,2],\"cornerPencilMarks\":[3]},{\"givenPencilMarks\":[4],\"cArray\":[\"#FFF\"]}],"
    "[{},{},{},{}],[{},{},{\"value\":0,\"given\":true},{}],[{},{},{},{\"value\":4,\"given\":true,\"region\":3}]],"
    "\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#000\",\"width\":0.1}],"
    "\"rectangle\":[{\"cells\":[\"R1C1\"],\"baseC\":\"#FFF\"}],\"circle\":[{\"cells\":[\"R2C2\"]}],"
    "\"text\":[{\"cells\":[\"R3C3\"],\"value\":\"hi\"}],\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3?\"}],"
    "\"solution\":[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1],\"disabledlogic\":[\"tuples\"],"
    "\"truecandidatesoptions\":[\"colored\"],\"successMessage\":\"Well done\",\"version\":3,"
    "\"disjointgroups\":false,\"negative\":[],\"sandwichsum\":[],\"antiknight\":false}";
  g_autoptr (WpPuzzle) puzzle = read_fpuzzles (json);

  g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 2);
  g_assert_cmpint (puzzle->cells[0], ==, 1);
  g_assert_cmpint (puzzle->cells[15], ==, 4);
  g_assert_false (wp_sudoku_is_jigsaw (puzzle));
  g_assert_cmpuint (puzzle->elements->len, ==, 0);
  g_assert_null (puzzle->title);
}

/* SudokuPad keeps metadata in cosmetic cages; the top-level keys win. */
static void
test_meta_cages (void)
{
  g_autofree char *from_cages = fp_json (4, ",\"cage\":[{\"cells\":[],\"value\":\"title: Cage Title\"},"
                                            "{\"value\":\"author:  Someone \"},{\"value\":\"rules: Line one.\"},"
                                            "{\"value\":\"rules: Line two.\"},{\"value\":\"solution: 1234\"}]");
  g_autofree char *both = fp_json (4, ",\"title\":\"Top\",\"cage\":[{\"value\":\"title: Cage Title\"}]");
  g_autoptr (WpPuzzle) one = read_fpuzzles (from_cages);
  g_autoptr (WpPuzzle) two = read_fpuzzles (both);

  g_assert_cmpstr (one->title, ==, "Cage Title");
  g_assert_cmpstr (one->author, ==, "Someone");
  g_assert_cmpstr (one->rules, ==, "Line one.\nLine two.");
  g_assert_cmpstr (two->title, ==, "Top");
}

static void
assert_fpuzzles_error (const char *json, const char *expected)
{
  wp_test_assert_load_error (json, fpuzzles_format (), expected);
}

/* Constraints Wellposed has no rule for are refused by name: read without
 * them, the puzzle would have other solutions. */
static void
test_refused_constraints (void)
{
  static const struct { const char *members; const char *message; } cases[] = {
    { ",\"sandwichsum\":[{\"cell\":\"R0C1\",\"value\":\"10\"}]", "f-puzzles constraint “sandwichsum” is not supported yet" },
    { ",\"negative\":[\"ratio\",\"sum\"]", "negative[1]: negative constraint “sum” is not supported yet" },
    { ",\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\":[1]}]",
      "f-puzzles constraint “quadruple” is not supported yet" },
    { ",\"littlekillersum\":[{\"cell\":\"R0C0\",\"direction\":\"DR\",\"value\":\"10\"}]",
      "f-puzzles constraint “littlekillersum” is not supported yet" },
    { ",\"someday\":{\"a\":1}", "f-puzzles constraint “someday” is not supported yet" },
    { ",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":3}]",
      "difference[0].value: difference dots with a value other than 1 are not supported yet" },
    { ",\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]},{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"3\"}]",
      "ratio[1].value: ratio dots with a value other than 2 are not supported yet" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = fp_json (9, cases[i].members);

      assert_fpuzzles_error (json, cases[i].message);
    }
}

/* Dots whose value is the default are plain dots. */
static void
test_default_dot_values (void)
{
  g_autofree char *json = fp_json (4, ",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":1}],"
                                      "\"ratio\":[{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":\"2\"},{\"cells\":[\"R3C1\",\"R3C2\"],\"value\":\"\"}]");
  g_autoptr (WpPuzzle) puzzle = read_fpuzzles (json);

  g_assert_cmpuint (puzzle->elements->len, ==, 3);
  assert_element (puzzle, 0, "difference-dot", "r1c1 r1c2", WP_ELEMENT_NO_VALUE);
  assert_element (puzzle, 2, "ratio-dot", "r3c1 r3c2", WP_ELEMENT_NO_VALUE);
}

/* Damaged data is named by its place. */
static void
test_errors_name_the_place (void)
{
  static const struct { guint size; const char *members; const char *message; } cases[] = {
    { 9, ",\"killercage\":[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R2C1\"]},{\"cells\":[\"R3C1\",\"R10C1\"]}]",
      "killercage[2].cells[1]: “R10C1” is outside the 9×9 grid" },
    { 4, ",\"killercage\":[{\"cells\":[\"A1\"]}]", "killercage[0].cells[0]: expected a cell such as “R1C1”, not “A1”" },
    { 4, ",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"abc\"}]",
      "killercage[0].value: expected a number from 1 to 999, not “abc”" },
    { 4, ",\"killercage\":[{\"cells\":\"R1C1\"}]", "killercage[0].cells: expected a list of cells such as [\"R1C1\", \"R1C2\"]" },
    { 4, ",\"killercage\":{\"cells\":[]}", "killercage: expected a list" },
    { 4, ",\"killercage\":[7]", "killercage[0]: expected an object" },
    { 4, ",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C3\"]]}]",
      "thermometer[0].lines[0]: the thermometer r1c1–r1c3 jumps from r1c1 to r1c3, which do not touch" },
    { 4, ",\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R3C3\"]]}]",
      "arrow[0].lines[0]: the arrow from r1c1 has a line that does not start beside its circle" },
    { 4, ",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Y\"}]", "xv[0].value: expected “X” or “V”" },
    { 4, ",\"xv\":[{\"cells\":[\"R1C1\",\"R2C2\"],\"value\":\"X\"}]",
      "xv[0]: the X between r1c1 and r2c2 must join two cells side by side" },
    { 4, ",\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C1\"]}]", "extraregion[0]: the extra region r1c1–r1c1 passes through r1c1 twice" },
    { 4, ",\"antiking\":\"yes\"", "antiking: expected true or false" },
    { 4, ",\"title\":7", "title: expected a string" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = fp_json (cases[i].size, cases[i].members);

      assert_fpuzzles_error (json, cases[i].message);
    }
}

/* Malformed values are refused, not skipped or misread (issue 31, item 7):
 * a size past 64 bits read as -1, "given": "yes" and "value": true were
 * taken as empty cells, a thermometer without lines as none, and of two
 * equal keys the last one won. */
static void
test_malformed_values_refused (void)
{
  g_autofree char *yes = fp_json (4, NULL);
  g_autofree char *truth = fp_json (4, NULL);
  g_autofree char *thermometer = fp_json (4, ",\"thermometer\":[{}]");
  g_autofree char *twice = fp_json (4, ",\"title\":\"a\",\"title\":\"b\"");
  gsize at = strlen ("{\"size\":4,\"grid\":[[");

  assert_fpuzzles_error ("{\"size\":100000000000000000000000000,\"grid\":[]}",
                         "1:9: 100000000000000000000000… is too large a number for any puzzle");
  assert_fpuzzles_error ("{\"size\":9223372036854775808,\"grid\":[]}",
                         "1:9: 9223372036854775808 is too large a number for any puzzle");
  /* A number at the very end: the scan stops at the text's end (it once
   * read one byte past it, which the sanitized fuzz replay caught). */
  assert_fpuzzles_error ("{\"size\":9", "1:9: the document ends before its closing bracket: is it cut short?");
  {
    g_autoptr (GString) text = g_string_new (yes);

    g_string_erase (text, at, 2);
    g_string_insert (text, at, "{\"value\":1,\"given\":\"yes\"}");
    assert_fpuzzles_error (text->str, "grid[0][0].given: expected true or false");
  }
  {
    g_autoptr (GString) text = g_string_new (truth);

    g_string_erase (text, at, 2);
    g_string_insert (text, at, "{\"value\":true}");
    assert_fpuzzles_error (text->str, "grid[0][0].value: expected a whole number");
  }
  assert_fpuzzles_error (thermometer, "thermometer[0].lines: missing (expected a list of lines of cells)");
  assert_fpuzzles_error (twice, "1:94: “title” twice in one object (which one is meant?)");
}

static void
test_grid_errors (void)
{
  g_autofree char *value = fp_json (9, NULL);
  g_autofree char *null_region = fp_json (4, NULL);
  g_autofree char *bad_region = fp_json (4, NULL);
  g_autofree char *wrong_sizes = fp_json (6, NULL);
  GString *deep = g_string_new ("{\"size\":4,\"grid\":");

  /* The fifth cell of the fourth row: grid[3][4]. */
  {
    g_autoptr (GString) text = g_string_new (value);
    gsize at = strlen ("{\"size\":9,\"grid\":[") + 3 * strlen ("[{},{},{},{},{},{},{},{},{}],") + strlen ("[{},{},{},{},");

    g_string_erase (text, at, 2);
    g_string_insert (text, at, "{\"value\":12,\"given\":true}");
    assert_fpuzzles_error (text->str, "grid[3][4].value: 12 is not a digit of a 9×9 Sudoku (1 to 9)");
  }
  {
    g_autoptr (GString) text = g_string_new (null_region);
    gsize at = strlen ("{\"size\":4,\"grid\":[[{},{},{},{}],[{},");

    g_string_erase (text, at, 2);
    g_string_insert (text, at, "{\"region\":null}");
    assert_fpuzzles_error (text->str, "grid[1][1].region: cells outside every region (region null) are not supported yet");
  }
  {
    g_autoptr (GString) text = g_string_new (bad_region);
    gsize at = strlen ("{\"size\":4,\"grid\":[");

    g_string_erase (text, at + 1, 2);
    g_string_insert (text, at + 1, "{\"region\":4}");
    assert_fpuzzles_error (text->str, "grid[0][0].region: expected a region from 0 to 3");
  }
  {
    g_autoptr (GString) text = g_string_new (wrong_sizes);
    gsize at = strlen ("{\"size\":6,\"grid\":[[{},{},");

    /* r1c3 moves from f-puzzles' box 0 to box 1. */
    g_string_erase (text, at, 2);
    g_string_insert (text, at, "{\"region\":1}");
    assert_fpuzzles_error (text->str, "grid: region 0 (counting from 0, as f-puzzles does) has 5 cells; each region needs 6");
  }
  assert_fpuzzles_error ("{\"size\":3,\"grid\":[]}", "size: 3 is not supported (Wellposed reads f-puzzles grids from 4×4 to 16×16)");
  assert_fpuzzles_error ("{\"size\":17,\"grid\":[]}", "size: 17 is not supported (Wellposed reads f-puzzles grids from 4×4 to 16×16)");
  assert_fpuzzles_error ("{\"size\":\"9\",\"grid\":[]}", "size: missing or not a whole number");
  assert_fpuzzles_error ("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}", "grid: has 3 rows; a grid of size 4 has 4");
  assert_fpuzzles_error ("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{}],[{},{},{},{}],[{},{},{},{}]]}",
                         "grid[1]: has 3 cells; a row of this grid has 4");
  assert_fpuzzles_error ("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},5]]}",
                         "grid[3][3]: expected a cell object such as {\"value\": 5, \"given\": true}");
  assert_fpuzzles_error ("{\"size\":4}", "grid: missing or not a list of rows");
  /* Nesting is refused before json-glib's recursive parser sees it. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  assert_fpuzzles_error (deep->str, "1:81: nested more than 64 levels deep");
  g_string_free (deep, TRUE);
  assert_fpuzzles_error ("{\"size\":4,\"grid\":[[{},{}", "1:24: the document ends before its closing bracket: is it cut short?");
  assert_fpuzzles_error ("[1]", "1:1: expected a JSON object");
}

/* --- Writing refusals ------------------------------------------------------------------ */

static void
assert_link_refused (const WpPuzzle *puzzle, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *link = wp_link_for_puzzle (puzzle, WP_LINK_SUDOKUPAD, &error);

  g_assert_null (link);
  g_assert_nonnull (error);
  g_assert_true (error->domain == WP_ERROR);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_write_refusals (void)
{
  g_autoptr (WpPuzzle) siteswap =
    wp_test_load_one ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":5,"
                      "\"regions\":[\"AABBB\",\"AAABB\",\"CCDDD\",\"CCEED\",\"CEEED\"],"
                      "\"givens\":[\".....\",\".....\",\".....\",\".....\",\".....\"],"
                      "\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"rows\"}]}");
  g_autoptr (WpPuzzle) no_boxes =
    wp_test_load_one ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,\"classic\":[\"rows\",\"columns\"],"
                      "\"givens\":[\"....\",\"....\",\"....\",\"....\"]}");
  g_autoptr (WpPuzzle) big = wp_sudoku_new (25, 5, 5);
  g_autoptr (WpPuzzle) unfinished =
    wp_test_load_one ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                      "\"regions\":[\"AAAA\",\"ABBB\",\"CCCC\",\"DDDD\"],\"givens\":[\"....\",\"....\",\"....\",\"....\"]}");
  g_autoptr (WpPuzzle) fleet = wp_test_load_data_file ("battleships-two.wellposed");
  g_autoptr (GPtrArray) two = g_ptr_array_new ();
  WpFormat format = { fpuzzles_format () };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  assert_link_refused (siteswap, "siteswap lines have no f-puzzles form; save as .wellposed");
  assert_link_refused (no_boxes, "f-puzzles cannot switch off the rules of rows, columns and regions; save as .wellposed");
  assert_link_refused (big, "f-puzzles grids go up to 16×16; save as .wellposed");
  assert_link_refused (unfinished, "regions: region 1 has 5 cells, region 2 has 3; each needs 4");
  assert_link_refused (fleet, "f-puzzles holds Sudoku puzzles, not Battleships");

  /* Through the file layer: the format's own genre only, one puzzle a file. */
  g_ptr_array_add (two, fleet);
  text = wp_serialize (two, &format, &error);
  g_assert_null (text);
  g_assert_cmpstr (error->message, ==, "f-puzzles data holds no Battleships puzzles; save as .wellposed");
  g_clear_error (&error);
  g_ptr_array_set_size (two, 0);
  {
    g_autoptr (WpPuzzle) a = wp_test_load_one (SAMPLE_NATIVE);

    g_ptr_array_add (two, a);
    g_ptr_array_add (two, a);
    text = wp_serialize (two, &format, &error);
    g_assert_null (text);
    g_assert_cmpstr (error->message, ==, "puzzle 2: f-puzzles data holds one puzzle; save a collection as .wellposed");
  }
}

/* --- Links, sniffing, files ---------------------------------------------------------------- */

static void
test_link_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bad_cell = NULL;
  g_autofree char *bad_json = fp_json (4, ",\"killercage\":[{\"cells\":[\"R5C1\"]}]");
  g_autofree char *link = NULL;
  g_autofree char *text = NULL;
  WpPuzzle *none;

  link = wp_link_build (WP_LINK_SUDOKUPAD, bad_json);
  bad_cell = g_strdup_printf ("%s\n\n%s\n", "https://sudokupad.app/fpuzzles" SAMPLE_PAYLOAD, link);
  wp_test_assert_load_error (bad_cell, link_format (), "3: killercage[0].cells[0]: “R5C1” is outside the 4×4 grid");
  wp_test_assert_load_error ("https://sudokupad.app/fpuzzlesN4Ig!!\n", link_format (),
                             "1: the puzzle data after “fpuzzles” cannot be read: character 5: “!” cannot appear "
                             "in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  wp_test_assert_load_error ("\n\n", link_format (), "1: there is no link");

  none = wp_link_open (link, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "killercage[0].cells[0]: “R5C1” is outside the 4×4 grid");
  g_clear_error (&error);
  text = g_strdup_printf ("%s\n%s", link, link);
  none = wp_link_open (text, &error);
  g_assert_null (none);
  g_assert_cmpstr (error->message, ==, "the text holds 2 puzzle links; open one at a time");
  g_clear_error (&error);
  none = wp_link_open ("https://sudokupad.app/abc123", &error);
  g_assert_null (none);
  g_assert_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED);
}

/* Several links, one a line; one wrapped over three lines by a mail client. */
static void
test_links_in_a_file (void)
{
  g_autoptr (WpPuzzle) sample = wp_test_load_one (SAMPLE_NATIVE);
  g_autoptr (WpPuzzle) jigsaw = wp_test_load_one (round_trips[1]);
  g_autofree char *one = wp_link_for_puzzle (sample, WP_LINK_FPUZZLES, NULL);
  g_autofree char *two = wp_link_for_puzzle (jigsaw, WP_LINK_SUDOKUPAD, NULL);
  g_autofree char *text = g_strdup_printf ("%.60s\n%.80s\n%s\r\n\n  %s  \n", one, one + 60, one + 140, two);
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat used;

  puzzles = wp_load_data (text, NULL, &used, &error);
  g_assert_no_error (error);
  g_assert_true (used.text == link_format ());
  g_assert_cmpuint (puzzles->len, ==, 2);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (puzzles, 0), sample));
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (puzzles, 1), jigsaw));
}

static void
test_sniff (void)
{
  g_autofree char *json = fp_json (4, NULL);
  WpFormat format;

  g_assert_true (wp_format_sniff (json, &format));
  g_assert_true (format.text == fpuzzles_format ());
  g_assert_true (wp_format_sniff (SAMPLE_NATIVE, &format));
  g_assert_null (format.text);
  /* A native document that mentions "size" and "grid" deeper down is still native. */
  g_assert_true (wp_format_sniff ("{\"format\":\"wellposed\",\"size\":4,\"grid\":1}", &format));
  g_assert_null (format.text);
  g_assert_true (wp_format_sniff ("{\"x\":{\"size\":4,\"grid\":[]}}", &format));
  g_assert_null (format.text);
  g_assert_true (wp_format_sniff ("\n https://sudokupad.app/fpuzzles" SAMPLE_PAYLOAD "\n", &format));
  g_assert_true (format.text == link_format ());
  g_assert_true (wp_format_sniff ("fpuzzles" SAMPLE_PAYLOAD, &format));
  g_assert_true (format.text == link_format ());
  g_assert_true (wp_format_sniff (SAMPLE_PAYLOAD, &format));
  g_assert_true (format.text == link_format ());
  g_assert_true (wp_format_sniff ("12..\n34..\n....\n....\n", &format));
  g_assert_cmpstr (format.text->id, ==, "sudoku-text");
}

/* The content decides when it surely is a link or f-puzzles data and the
 * extension's format does not read it: link.txt, puzzle.json. */
static void
test_load_by_content (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-fpuzzles-XXXXXX", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.txt", NULL);
  g_autofree char *json_path = g_build_filename (dir, "puzzle.json", NULL);
  g_autofree char *fpuz_path = g_build_filename (dir, "puzzle.fpuz", NULL);
  g_autofree char *plain_path = g_build_filename (dir, "plain.txt", NULL);
  g_autoptr (WpPuzzle) sample = wp_test_load_one (SAMPLE_NATIVE);
  const char *paths[] = { link_path, json_path, fpuz_path };
  const char *formats[] = { "fpuzzles-link", "fpuzzles", "fpuzzles" };

  g_assert_true (g_file_set_contents (link_path, "https://sudokupad.app/fpuzzles" SAMPLE_PAYLOAD "\n", -1, NULL));
  g_assert_true (g_file_set_contents (json_path, SAMPLE_JSON, -1, NULL));
  g_assert_true (g_file_set_contents (fpuz_path, SAMPLE_JSON, -1, NULL));
  g_assert_true (g_file_set_contents (plain_path, "12..\n34..\n....\n....\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GError) error = NULL;
      WpFormat used;
      g_autoptr (GPtrArray) puzzles = wp_load_file (paths[i], &used, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (used.text->id, ==, formats[i]);
      g_assert_true (wp_puzzle_equal (g_ptr_array_index (puzzles, 0), sample));
    }
  {
    WpFormat used;
    g_autoptr (GPtrArray) puzzles = wp_load_file (plain_path, &used, NULL);

    g_assert_cmpstr (used.text->id, ==, "sudoku-text");
    g_assert_cmpuint (puzzles->len, ==, 1);
  }
  g_unlink (link_path);
  g_unlink (json_path);
  g_unlink (fpuz_path);
  g_unlink (plain_path);
  g_rmdir (dir);
}

static void
test_open_json_text (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpPuzzle) sample = wp_test_load_one (SAMPLE_NATIVE);
  g_autoptr (WpPuzzle) opened = wp_link_open ("  " SAMPLE_JSON "\n", &error);

  g_assert_no_error (error);
  g_assert_true (wp_puzzle_equal (opened, sample));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fpuzzles/sample/link", test_sample_link);
  g_test_add_func ("/fpuzzles/sample/written", test_sample_written);
  g_test_add_func ("/fpuzzles/counts-match-native", test_counts_match_native);
  g_test_add_func ("/fpuzzles/round-trips", test_round_trips);
  g_test_add_func ("/fpuzzles/written-shapes", test_written_shapes);
  g_test_add_func ("/fpuzzles/written-solution", test_written_solution);
  g_test_add_func ("/fpuzzles/cosmetic-skipped", test_cosmetic_skipped);
  g_test_add_func ("/fpuzzles/meta-cages", test_meta_cages);
  g_test_add_func ("/fpuzzles/refused-constraints", test_refused_constraints);
  g_test_add_func ("/fpuzzles/default-dot-values", test_default_dot_values);
  g_test_add_func ("/fpuzzles/errors-name-the-place", test_errors_name_the_place);
  g_test_add_func ("/fpuzzles/grid-errors", test_grid_errors);
  g_test_add_func ("/fpuzzles/malformed-values-refused", test_malformed_values_refused);
  g_test_add_func ("/fpuzzles/write-refusals", test_write_refusals);
  g_test_add_func ("/fpuzzles/link-errors", test_link_errors);
  g_test_add_func ("/fpuzzles/links-in-a-file", test_links_in_a_file);
  g_test_add_func ("/fpuzzles/sniff", test_sniff);
  g_test_add_func ("/fpuzzles/load-by-content", test_load_by_content);
  g_test_add_func ("/fpuzzles/open-json-text", test_open_json_text);
  return g_test_run ();
}
