/* test-links.c — LZ-String and f-puzzles / SudokuPad links */
#include "core/wp-error.h"
#include "core/wp-link.h"
#include "core/wp-lzstring.h"

#include <string.h>

/* The test vectors of the shared research notes (setter-tools.md §3.3),
 * verified there against real f-puzzles payloads. */
#define VECTOR_3X3 "N4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA=="
#define VECTOR_9X9 \
  "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssW0iQA="
#define VECTOR_EXAMPLE \
  "N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVYgVzQAsB7AJwRAGUY00Y3UWtHGG7sAcq1LEsAAjC0AJkwDWtGYOEzi5SgE8A" \
  "dNRABzFhAUIA2pdAA3abVwBWVMYi2YAOwRpBMAL7IwIHBQSHhYZHBALrINhGhiQnJsfFRyenpqUmZOXn+2Rn5uQVxxeUpZUXVWVUl9" \
  "UmFDTUxsSAKEMTGTJ7SALQ+fqjKEFg4LADGXbg2IBMwY2BWIABKAIwAwgBMRusbAMwgbfZYjuyIIKXoDHykTKTcfFagWBCeMEvw1qt" \
  "OG067vwAbACNgB2I7RAr+IA==="
/* The same payload with '+', '/' and '=' percent-encoded, as links are built. */
#define VECTOR_EXAMPLE_ENCODED \
  "N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVYgVzQAsB7AJwRAGUY00Y3UWtHGG7sAcq1LEsAAjC0AJkwDWtGYOEzi5SgE8A" \
  "dNRABzFhAUIA2pdAA3abVwBWVMYi2YAOwRpBMAL7IwIHBQSHhYZHBALrINhGhiQnJsfFRyenpqUmZOXn%2B2Rn5uQVxxeUpZUXVWVUl9" \
  "UmFDTUxsSAKEMTGTJ7SALQ%2BfqjKEFg4LADGXbg2IBMwY2BWIABKAIwAwgBMRusbAMwgbfZYjuyIIKXoDHykTKTcfFagWBCeMEvw1qt" \
  "OG067vwAbACNgB2I7RAr%2BIA%3D%3D%3D"

/* Rows of empty cells ("{}"), the first cell of the first row given as
 * @first unless NULL. */
static char *
grid_json (guint size, const char *first)
{
  GString *grid = g_string_new ("[");

  for (guint r = 0; r < size; r++)
    {
      g_string_append (grid, r ? ",[" : "[");
      for (guint c = 0; c < size; c++)
        g_string_append (grid, c ? ",{}" : (r == 0 && first ? first : "{}"));
      g_string_append_c (grid, ']');
    }
  g_string_append_c (grid, ']');
  return g_string_free (grid, FALSE);
}

static char *
json_3x3 (void)
{
  g_autofree char *grid = grid_json (3, NULL);

  return g_strdup_printf ("{\"size\":3,\"grid\":%s}", grid);
}

static char *
json_9x9 (void)
{
  g_autofree char *grid = grid_json (9, NULL);

  return g_strdup_printf ("{\"size\":9,\"grid\":%s}", grid);
}

static char *
json_example (void)
{
  g_autofree char *grid = grid_json (9, "{\"value\":5,\"given\":true}");

  return g_strdup_printf ("{\"size\":9,\"title\":\"Example\",\"author\":\"Setter\","
                          "\"ruleset\":\"Normal sudoku rules apply.\",\"grid\":%s,\"diagonal-\":true,"
                          "\"killercage\":[{\"cells\":[\"R1C2\",\"R1C3\"],\"value\":\"9\"}],"
                          "\"thermometer\":[{\"lines\":[[\"R5C5\",\"R5C6\",\"R5C7\"]]}]}", grid);
}

static void
assert_decompresses_to (const char *base64, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = wp_lzstring_decompress_from_base64 (base64, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_decompress_error (const char *base64, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = wp_lzstring_decompress_from_base64 (base64, &error);

  g_assert_null (text);
  g_assert_error (error, WP_ERROR, WP_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
assert_round_trip (const char *text)
{
  g_autofree char *base64 = wp_lzstring_compress_to_base64 (text);

  g_assert_nonnull (base64);
  g_assert_cmpuint (strlen (base64) % 4, ==, 0);
  g_assert_cmpuint (strspn (base64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="),
                    ==, strlen (base64));
  assert_decompresses_to (base64, text);
}

static void
test_lzstring_vectors (void)
{
  struct { char *(*json) (void); const char *base64; } vectors[] = {
    { json_3x3, VECTOR_3X3 },
    { json_9x9, VECTOR_9X9 },
    { json_example, VECTOR_EXAMPLE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (vectors); i++)
    {
      g_autofree char *json = vectors[i].json ();
      g_autofree char *base64 = wp_lzstring_compress_to_base64 (json);

      g_assert_cmpstr (base64, ==, vectors[i].base64);
      assert_decompresses_to (vectors[i].base64, json);
    }
}

/* Outputs of the JavaScript library (lz-string 1.5.0), for literals of 8
 * and 16 bits, surrogate pairs, and the empty text. */
static void
test_lzstring_javascript_outputs (void)
{
  struct { const char *text; const char *base64; } outputs[] = {
    { "", "Q===" },
    { "hello", "BYUwNmD2Q===" },
    { "é", "JdA=" },
    { "😀", "rwbgA9o=" },
    { "\xEF\xBF\xBD\xC3\xBF\xC4\x80", "r//H/ACAQ===" },  /* U+FFFD U+00FF U+0100 */
    { "{\"title\":\"Héllo wörld — 数独 😀\"}", "N4IgLglmA2CmIC4QAkCX1oHsAEB3AbwE7QAm2gKATaAOpoDdO2gvBuAAeyAL5A==" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_autofree char *base64 = wp_lzstring_compress_to_base64 (outputs[i].text);

      g_assert_cmpstr (base64, ==, outputs[i].base64);
      assert_decompresses_to (outputs[i].base64, outputs[i].text);
    }
}

/* Padding may be missing, or longer than needed. */
static void
test_lzstring_padding (void)
{
  g_autofree char *json = json_3x3 ();
  g_autofree char *bare = g_strndup (VECTOR_3X3, strlen (VECTOR_3X3) - 2);
  g_autofree char *extra = g_strconcat (VECTOR_3X3, "====", NULL);

  assert_decompresses_to (bare, json);
  assert_decompresses_to (extra, json);
  assert_decompresses_to ("Q", "");
}

static void
append_random_ascii (GString *text, GRand *rand, guint n)
{
  /* A small alphabet repeats phrases, as JSON does; a wide one does not. */
  const char *small = "{}[],:\"R1C9";
  gboolean use_small = g_rand_boolean (rand);

  for (guint i = 0; i < n; i++)
    g_string_append_c (text, use_small ? small[g_rand_int_range (rand, 0, strlen (small))]
                                       : (char) g_rand_int_range (rand, 1, 128));
}

static void
test_lzstring_round_trip_ascii (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (18);

  for (guint length = 0; length <= 2000; length++)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      append_random_ascii (text, rand, length);
      assert_round_trip (text->str);
    }
}

/* Characters of every literal kind: ASCII and Latin-1 (8 bits), the rest
 * of the BMP (16 bits), and beyond it (a surrogate pair, two units). */
static void
test_lzstring_round_trip_unicode (void)
{
  static const gunichar samples[] = {
    'a', '{', '"', 0xE9, 0xFF, 0x100, 0x3B1, 0x2014, 0x6570, 0x72EC, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF,
    0x10000, 0x1F600, 0x1F9E9, 0x10FFFF,
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (1802);

  for (guint length = 0; length <= 2000; length += 1 + length / 50)
    {
      g_autoptr (GString) text = g_string_new (NULL);

      for (guint i = 0; i < length; i++)
        {
          if (g_rand_int_range (rand, 0, 4) == 0)
            append_random_ascii (text, rand, 3);
          else
            g_string_append_unichar (text, samples[g_rand_int_range (rand, 0, G_N_ELEMENTS (samples))]);
        }
      assert_round_trip (text->str);
    }
}

/* Repetitive text compresses to little, and must still come back. */
static void
test_lzstring_long_runs (void)
{
  g_autofree char *run = g_strnfill (100000, 'a');
  g_autofree char *base64 = wp_lzstring_compress_to_base64 (run);

  /* An LZW phrase grows by one unit per use: about √(2n) codes. */
  g_assert_cmpuint (strlen (base64), <, 1200);
  assert_decompresses_to (base64, run);
}

static void
test_lzstring_errors (void)
{
  g_autofree char *truncated = g_strndup (VECTOR_9X9, 40);

  assert_decompress_error ("", "there is no data (LZ-String data is never empty)");
  assert_decompress_error ("====", "there is no data (LZ-String data is never empty)");
  assert_decompress_error ("N4Ig%zgl", "character 5: “%” cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_decompress_error ("N4Ig zgl", "character 5: a space cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_decompress_error ("N4Igé", "character 5: “é” cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_decompress_error ("N4Ig\xFF", "character 5: byte 0xFF cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_decompress_error ("N4Ig\n", "character 5: byte 0x0A cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_decompress_error ("N4Ig=zgl", "character 5: padding “=” before the end of the data");
  assert_decompress_error (truncated, "the data ends after 40 characters without its end mark: it has been cut short");
  /* Hand-made streams: a literal 'a' then code 7 of 3 bits; code 3 first;
   * the literal U+0000; the literal U+D800 alone. */
  assert_decompress_error ("Ibg", "character 2: code 7 is not defined yet (the highest here is 4): the data is damaged");
  assert_decompress_error ("w", "character 1: the data does not start with a character: it is not LZ-String data");
  assert_decompress_error ("ABA", "the decompressed text holds a NUL character (at character 1): it is not text");
  assert_decompress_error ("gAbQ", "the decompressed text holds half a surrogate pair (at character 1): it is not valid Unicode");
}

/* Decompression stops at WP_LZSTRING_MAX_UNITS: a link of a few
 * kilobytes cannot make us build gigabytes. */
static void
test_lzstring_size_limits (void)
{
  g_autofree char *most = g_strnfill (WP_LZSTRING_MAX_UNITS, 'x');
  g_autofree char *most_base64 = wp_lzstring_compress_to_base64 (most);
  g_autofree char *too_many = g_strnfill (WP_LZSTRING_MAX_UNITS + 1, 'x');
  g_autofree char *too_many_base64 = wp_lzstring_compress_to_base64 (too_many);
  g_autofree char *expected = g_strdup_printf ("the decompressed text would be larger than %u characters: "
                                               "too large for a puzzle", WP_LZSTRING_MAX_UNITS);
  g_autoptr (GString) varied = g_string_new (NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (4);
  g_autofree char *varied_base64 = NULL;

  g_assert_cmpuint (strlen (too_many_base64), <, 10000);
  assert_decompresses_to (most_base64, most);
  assert_decompress_error (too_many_base64, expected);

  /* Text that hardly repeats makes a phrase per character or two: the
   * dictionary's own limit stops it first. */
  for (guint i = 0; i < WP_LZSTRING_MAX_PHRASES + WP_LZSTRING_MAX_PHRASES / 4; i++)
    g_string_append_unichar (varied, 0x4E00 + g_rand_int_range (rand, 0, 20000));
  varied_base64 = wp_lzstring_compress_to_base64 (varied->str);
  assert_decompress_error (varied_base64, expected);
}

/* ---- links --------------------------------------------------------- */

static void
assert_link_gives (const char *link, const char *expected_json)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = wp_link_extract_fpuzzles_json (link, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (json, ==, expected_json);
}

static void
assert_link_error (const char *link, gint code, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *json = wp_link_extract_fpuzzles_json (link, &error);

  g_assert_null (json);
  g_assert_error (error, WP_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_link_forms (void)
{
  g_autofree char *json = json_example ();
  const char *forms[] = {
    "https://www.f-puzzles.com/?load=" VECTOR_EXAMPLE,
    "https://f-puzzles.com/?load=" VECTOR_EXAMPLE,
    "http://f-puzzles.com/?load=" VECTOR_EXAMPLE,
    "HTTPS://WWW.F-Puzzles.com/?load=" VECTOR_EXAMPLE,
    "www.f-puzzles.com/?load=" VECTOR_EXAMPLE,
    "https://www.f-puzzles.com/?load=" VECTOR_EXAMPLE "&solve=true",
    "https://www.f-puzzles.com/?theme=dark&load=" VECTOR_EXAMPLE "&x=1#top",
    "https://sudokupad.app/fpuzzles" VECTOR_EXAMPLE,
    "https://sudokupad.app/fpuz" VECTOR_EXAMPLE,
    "https://sudokupad.app/fpuzzles" VECTOR_EXAMPLE "?setting-nogrid=1",
    "sudokupad.app/fpuzzles" VECTOR_EXAMPLE,
    "sudokupad.app/?puzzleid=fpuzzles" VECTOR_EXAMPLE,
    "https://beta.sudokupad.app/fpuzzles" VECTOR_EXAMPLE,
    "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles" VECTOR_EXAMPLE,
    "https://app.crackingthecryptic.com/sudoku/fpuzzles" VECTOR_EXAMPLE,
    "https://sudokupad.svencodes.com/?puzzleid=fpuz" VECTOR_EXAMPLE,
    VECTOR_EXAMPLE,
    "fpuzzles" VECTOR_EXAMPLE,
    "  \n https://www.f-puzzles.com/?load=" VECTOR_EXAMPLE " \n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    assert_link_gives (forms[i], json);
}

/* The ways a payload is known to be damaged on its way. */
static void
test_link_mangled_payloads (void)
{
  g_autofree char *json = json_example ();
  g_autofree char *spaces = g_strdup (VECTOR_EXAMPLE);
  g_autofree char *no_padding = g_strndup (VECTOR_EXAMPLE, strlen (VECTOR_EXAMPLE) - 3);
  g_autofree char *twice = NULL;
  g_autofree char *wrapped = g_strdup_printf ("https://f-puzzles.com/?load=%.60s\n%.60s\r\n%s",
                                              VECTOR_EXAMPLE, VECTOR_EXAMPLE + 60, VECTOR_EXAMPLE + 120);
  g_autoptr (GString) double_encoded = g_string_new ("https://sudokupad.app/fpuzzles");

  /* Form decoding turns '+' into spaces. */
  g_strdelimit (spaces, "+", ' ');
  twice = g_strconcat ("https://www.f-puzzles.com/?load=", spaces, NULL);
  g_assert_nonnull (strchr (spaces, ' '));
  assert_link_gives (twice, json);
  g_free (twice);

  assert_link_gives ("https://www.f-puzzles.com/?load=" VECTOR_EXAMPLE_ENCODED, json);
  assert_link_gives ("https://sudokupad.app/fpuzzles" VECTOR_EXAMPLE_ENCODED, json);
  assert_link_gives (VECTOR_EXAMPLE_ENCODED, json);

  /* Encoded twice: "%2B" became "%252B". */
  for (const char *p = VECTOR_EXAMPLE_ENCODED; *p; p++)
    if (*p == '%')
      g_string_append (double_encoded, "%25");
    else
      g_string_append_c (double_encoded, *p);
  assert_link_gives (double_encoded->str, json);

  twice = g_strconcat ("https://f-puzzles.com/?load=", no_padding, NULL);
  assert_link_gives (twice, json);
  assert_link_gives (wrapped, json);
}

/* A payload holding "//", and the same after a server collapsed it.
 * Literals of 16 bits with their high bits set (full-width forms, as in a
 * Japanese title) make runs of '/' (six 1 bits) common. */
static void
test_link_lost_slashes (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2);
  g_autofree char *grid = grid_json (9, "{\"value\":1,\"given\":true}");
  g_autofree char *json = NULL;
  g_autofree char *payload = NULL;
  g_autofree char *collapsed = NULL;
  g_autofree char *link = NULL;
  char *slashes;
  guint tried;

  for (tried = 0; tried < 1000; tried++)
    {
      g_autoptr (GString) title = g_string_new (NULL);

      for (guint i = 0; i < 6; i++)
        g_string_append_unichar (title, 0xFF00 + g_rand_int_range (rand, 0, 255));
      g_free (json);
      g_free (payload);
      json = g_strdup_printf ("{\"size\":9,\"title\":\"%s\",\"grid\":%s}", title->str, grid);
      payload = wp_lzstring_compress_to_base64 (json);
      slashes = strstr (payload, "//");
      if (slashes && strstr (slashes + 1, "//") == NULL && strstr (payload, "///") == NULL)
        break;
    }
  g_assert_cmpuint (tried, <, 1000);

  collapsed = g_strdup (payload);
  slashes = strstr (collapsed, "//");
  memmove (slashes, slashes + 1, strlen (slashes));
  g_assert_cmpuint (strlen (collapsed), ==, strlen (payload) - 1);
  {
    /* As it arrives, the payload does not decode to the puzzle. */
    g_autofree char *unrepaired = wp_lzstring_decompress_from_base64 (collapsed, NULL);

    g_assert_true (unrepaired == NULL || !g_str_equal (unrepaired, json));
  }
  link = g_strconcat ("https://sudokupad.app/fpuzzles", collapsed, NULL);
  assert_link_gives (link, json);
}

static void
test_link_errors (void)
{
  g_autofree char *hello = wp_lzstring_compress_to_base64 ("hello");
  g_autofree char *not_json = g_strconcat ("https://f-puzzles.com/?load=", hello, NULL);
  g_autofree char *truncated = g_strdup_printf ("https://sudokupad.app/fpuzzles%.50s", VECTOR_EXAMPLE);
  g_autofree char *xs = g_strnfill (100, 'x');
  g_autofree char *long_id = g_strconcat ("https://sudokupad.app/", xs, NULL);
  /* Shown cut to 60 characters. */
  g_autofree char *long_id_message = g_strdup_printf (
    "sudokupad.app/%.46s… is a SudokuPad puzzle id: Wellposed reads links that carry the puzzle "
    "(with f-puzzles data, “…/fpuzzles…”), not ids that must be looked up on the web", xs);

  assert_link_error ("", WP_ERROR_PARSE, "the link is empty");
  assert_link_error (" \t\n", WP_ERROR_PARSE, "the link is empty");
  assert_link_error ("https://sudokupad.app/abc123", WP_ERROR_UNSUPPORTED,
                     "sudokupad.app/abc123 is a SudokuPad puzzle id: Wellposed reads links that carry the "
                     "puzzle (with f-puzzles data, “…/fpuzzles…”), not ids that must be looked up on the web");
  assert_link_error ("https://app.crackingthecryptic.com/sudoku/?puzzleid=xyz", WP_ERROR_UNSUPPORTED,
                     "app.crackingthecryptic.com/sudoku/?puzzleid=xyz is a SudokuPad puzzle id: Wellposed "
                     "reads links that carry the puzzle (with f-puzzles data, “…/fpuzzles…”), not ids that "
                     "must be looked up on the web");
  assert_link_error (long_id, WP_ERROR_UNSUPPORTED, long_id_message);
  assert_link_error ("https://sudokupad.app/sclN4IgzglgXgpiBcBmANCA5gJwgEwQbT2A", WP_ERROR_UNSUPPORTED,
                     "this link holds the puzzle in SudokuPad's own format (“scl”), which is not supported "
                     "yet; a link with f-puzzles data (“fpuzzles…”) can be read");
  assert_link_error ("https://sudokupad.app/?puzzleid=ctcN4IgzglgXgpiBcBmA", WP_ERROR_UNSUPPORTED,
                     "this link holds the puzzle in SudokuPad's own format (“ctc”), which is not supported "
                     "yet; a link with f-puzzles data (“fpuzzles…”) can be read");
  assert_link_error ("https://sudokupad.app/", WP_ERROR_PARSE, "this SudokuPad link names no puzzle");
  assert_link_error ("https://example.com/?load=" VECTOR_3X3, WP_ERROR_UNSUPPORTED,
                     "example.com: Wellposed reads puzzle links from f-puzzles and SudokuPad, not from this site");
  assert_link_error ("https://f-puzzles.com/?id=abcd123", WP_ERROR_UNSUPPORTED,
                     "“f-puzzles.com” is a short f-puzzles link (?id=abcd123): it names the puzzle instead of "
                     "carrying it, and only the web can look it up; open it in a browser and copy the long "
                     "link (with “?load=”) instead");
  assert_link_error ("https://www.f-puzzles.com/", WP_ERROR_PARSE,
                     "this f-puzzles link carries no puzzle (it has no “?load=” part)");
  assert_link_error ("https://www.f-puzzles.com/?load=", WP_ERROR_PARSE,
                     "the link carries no puzzle data after “load=”");
  assert_link_error ("https://www.f-puzzles.com/?load===&x=1", WP_ERROR_PARSE,
                     "the link carries no puzzle data after “load=”");
  assert_link_error ("https://sudokupad.app/fpuzzles", WP_ERROR_PARSE,
                     "the link carries no puzzle data after “fpuzzles”");
  assert_link_error ("https://f-puzzles.com/?load=N4Ig!zgl", WP_ERROR_PARSE,
                     "the puzzle data after “load=” cannot be read: character 5: “!” cannot appear in "
                     "LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_link_error ("https://f-puzzles.com/?load=N4Ig%ZZzgl", WP_ERROR_PARSE,
                     "the puzzle data after “load=” cannot be read: character 5: “%” cannot appear in "
                     "LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_link_error (truncated, WP_ERROR_PARSE,
                     "the puzzle data after “fpuzzles” cannot be read: the data ends after 50 characters "
                     "without its end mark: it has been cut short");
  assert_link_error (not_json, WP_ERROR_PARSE,
                     "the puzzle data after “load=” cannot be read: it unpacks to text that is not f-puzzles "
                     "data (which starts with “{”)");
  assert_link_error ("not a link!", WP_ERROR_PARSE,
                     "this is neither a puzzle link nor f-puzzles data that can be read: character 11: “!” "
                     "cannot appear in LZ-String data (only A–Z, a–z, 0–9, “+” and “/”)");
  assert_link_error ("https://f-puzzles.com\xFF/?id=1", WP_ERROR_UNSUPPORTED,
                     "f-puzzles.com\xEF\xBF\xBD: Wellposed reads puzzle links from f-puzzles and SudokuPad, "
                     "not from this site");
}

/* A link carrying many megabytes once decompressed is refused, quickly. */
static void
test_link_huge (void)
{
  g_autofree char *huge = g_strnfill (2 * WP_LZSTRING_MAX_UNITS, '{');
  g_autofree char *payload = wp_lzstring_compress_to_base64 (huge);
  g_autofree char *link = g_strconcat ("https://f-puzzles.com/?load=", payload, NULL);
  g_autofree char *expected = g_strdup_printf ("the puzzle data after “load=” cannot be read: the decompressed "
                                               "text would be larger than %u characters: too large for a "
                                               "puzzle", WP_LZSTRING_MAX_UNITS);

  assert_link_error (link, WP_ERROR_PARSE, expected);
}

static void
test_link_build (void)
{
  g_autofree char *json = json_example ();
  g_autofree char *fpuzzles = wp_link_build (WP_LINK_FPUZZLES, json);
  g_autofree char *sudokupad = wp_link_build (WP_LINK_SUDOKUPAD, json);
  g_autofree char *small = json_3x3 ();
  g_autofree char *small_link = wp_link_build (WP_LINK_SUDOKUPAD, small);

  g_assert_cmpstr (fpuzzles, ==, "https://www.f-puzzles.com/?load=" VECTOR_EXAMPLE_ENCODED);
  g_assert_cmpstr (sudokupad, ==, "https://sudokupad.app/fpuzzles" VECTOR_EXAMPLE_ENCODED);
  g_assert_cmpstr (small_link, ==,
                   "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA%3D%3D");
  assert_link_gives (fpuzzles, json);
  assert_link_gives (sudokupad, json);
  g_assert_true (wp_link_looks_like_puzzle_link (fpuzzles));
  g_assert_true (wp_link_looks_like_puzzle_link (sudokupad));
}

static void
test_link_looks_like (void)
{
  const char *links[] = {
    "https://www.f-puzzles.com/?load=N4Ig",
    "https://f-puzzles.com/?load=N4Ig",
    "http://f-puzzles.com/",
    "f-puzzles.com/?load=N4Ig",
    "www.f-puzzles.com",
    "  https://sudokupad.app/fpuzzlesN4Ig\n",
    "sudokupad.app/abc123",
    "HTTPS://SudokuPad.app/fpuzN4Ig",
    "https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzlesN4Ig",
    "https://beta.sudokupad.app/?puzzleid=x",
  };
  const char *others[] = {
    "",
    "   ",
    VECTOR_3X3,
    "fpuzzlesN4Ig",
    "hello",
    "https://example.com/?load=N4Ig",
    "sudokupad.apple.com/fpuzzlesN4Ig",
    "https://f-puzzles.com.example.org/",
    "see https://sudokupad.app/abc",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  };

  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    g_assert_true (wp_link_looks_like_puzzle_link (links[i]));
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_false (wp_link_looks_like_puzzle_link (others[i]));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/links/lzstring/vectors", test_lzstring_vectors);
  g_test_add_func ("/links/lzstring/javascript-outputs", test_lzstring_javascript_outputs);
  g_test_add_func ("/links/lzstring/padding", test_lzstring_padding);
  g_test_add_func ("/links/lzstring/round-trip-ascii", test_lzstring_round_trip_ascii);
  g_test_add_func ("/links/lzstring/round-trip-unicode", test_lzstring_round_trip_unicode);
  g_test_add_func ("/links/lzstring/long-runs", test_lzstring_long_runs);
  g_test_add_func ("/links/lzstring/errors", test_lzstring_errors);
  g_test_add_func ("/links/lzstring/size-limits", test_lzstring_size_limits);
  g_test_add_func ("/links/forms", test_link_forms);
  g_test_add_func ("/links/mangled-payloads", test_link_mangled_payloads);
  g_test_add_func ("/links/lost-slashes", test_link_lost_slashes);
  g_test_add_func ("/links/errors", test_link_errors);
  g_test_add_func ("/links/huge", test_link_huge);
  g_test_add_func ("/links/build", test_link_build);
  g_test_add_func ("/links/looks-like", test_link_looks_like);

  return g_test_run ();
}
