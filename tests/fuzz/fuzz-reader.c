/* fuzz-reader.c — one reader under libFuzzer, and what a loaded puzzle meets next
 *
 * Built once per reader (tests/fuzz/meson.build: WP_FUZZ_READER names a
 * text format's id, "native" for .wellposed or "sniff" for the content
 * sniffer that standard input goes through).  Each input is read as the
 * file layer would read it; an input that loads is then taken where a user
 * would take it: saved back and read again (it must come back equal from
 * the native format), modelled, counted to 2, and analysed, with time
 * limits of milliseconds.  A refusal must carry a message.  GLib criticals
 * abort, so a g_return_if_fail() the reader trips counts as a crash.
 *
 * The same file serves fuzz-replay.c, which runs saved inputs through it
 * in the ordinary test suite.
 */
#include "core/wellposed.h"
#include "core/wp-native-private.h"

#include <json-glib/json-glib.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef WP_FUZZ_READER
#error "WP_FUZZ_READER must name the reader under test"
#endif

/* Larger grids load and save, but are not counted or analysed: a 1000×1000
 * nonogram takes a tenth of a second to model, and the fuzzer would spend
 * its time there instead of in the reader. */
#define MAX_CELLS_EXERCISED 2500
#define MAX_PUZZLES_EXERCISED 3

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A finding: said on standard error, then abort().  Not g_error(): GLib
 * stops a fatal message with a breakpoint trap, which libFuzzer does not
 * catch, so the input that caused it would not be saved. */
static void G_GNUC_PRINTF (1, 2) G_GNUC_NORETURN
fail (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  abort ();
}

/* NULL for the sniffer: no format is imposed. */
static const WpFormat *
reader_format (void)
{
  static WpFormat format;

  if (g_str_equal (WP_FUZZ_READER, "sniff"))
    return NULL;
  if (!g_str_equal (WP_FUZZ_READER, "native") && format.text == NULL &&
      (format.text = wp_text_format_lookup (WP_FUZZ_READER)) == NULL)
    fail ("no text format has the id “%s”", WP_FUZZ_READER);
  return &format;
}

/* Criticals and errors from any code under test are findings too. */
static GLogWriterOutput
abort_on_critical (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  GLogWriterOutput written = g_log_writer_standard_streams (level, fields, n_fields, user_data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL))
    abort ();
  return written;
}

int
LLVMFuzzerInitialize (int *argc, char **argv[])
{
  g_log_set_writer_func (abort_on_critical, NULL, NULL);
  return 0;
}

static void
assert_refusal_explained (const GError *error)
{
  if (error == NULL || error->message == NULL || error->message[0] == '\0')
    fail ("a reader refused its input without saying why");
}

/* Saved natively and read back, a puzzle must come back the same, but
 * for a picture the file does not keep (a Mines game ID's layout, drawn
 * by its reader, is a design aid of the session, as Draw Mines is). */
static void
check_native_round_trip (GPtrArray *one)
{
  WpFormat native = { NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = wp_serialize (one, &native, &error);
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (WpPuzzle) kept = wp_puzzle_copy (g_ptr_array_index (one, 0));

  if (text == NULL)
    fail ("the native format refused a loaded puzzle: %s", error->message);
  again = wp_load_data (text, &native, NULL, &error);
  if (again == NULL)
    fail ("a saved puzzle did not load again: %s\n%s", error->message, text);
  if (again->len == 1 && kept->genre->picture && kept->genre->picture->get (g_ptr_array_index (again, 0)) == NULL)
    kept->genre->picture->set (kept, NULL);
  if (again->len != 1 || !wp_puzzle_equal (g_ptr_array_index (again, 0), kept))
    fail ("a saved puzzle came back different:\n%s", text);
}

/* Formats that write back everything they read: a puzzle read from one
 * must come back equal, not only load. */
static const char *const lossless_formats[] = { "fpuzzles", "fpuzzles-link", NULL };

/* Written in the format it came from, a puzzle must load again (a format
 * may drop what it has no notation for, so equality is not asked unless it
 * is lossless), or the writer must say why it cannot. */
static void
check_text_round_trip (GPtrArray *one, const WpFormat *used)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) again = NULL;

  if (used->text == NULL || used->text->write == NULL)
    return;
  text = wp_serialize (one, used, &error);
  if (text == NULL)
    {
      assert_refusal_explained (error);
      return;
    }
  again = wp_load_data (text, used, NULL, &error);
  if (again == NULL)
    fail ("%s wrote what it cannot read: %s\n%s", used->text->id, error->message, text);
  if (g_strv_contains (lossless_formats, used->text->id) &&
      (again->len != 1 || !wp_puzzle_equal (g_ptr_array_index (again, 0), g_ptr_array_index (one, 0))))
    fail ("%s wrote a puzzle that reads back different:\n%s", used->text->id, text);
}

static void
count_and_analyse (const WpPuzzle *puzzle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);
  g_autoptr (WpSearch) search = wp_search_new ();
  WpSearchOptions options = { .cap = 2, .keep = 2, .timeout_s = 0.005 };
  WpAnalysisOptions analysis_options = { .cap = 50, .max_suggestions = 2,
                                         .closest_timeout_s = 0.005, .timeout_s = 0.02 };
  WpSearchResult result;
  WpAnalysis *analysis;

  if (model == NULL)
    {
      assert_refusal_explained (error);
      return;
    }
  wp_search_run (search, model, &options, &result);
  wp_search_result_clear (&result);
  analysis = wp_analyse (puzzle, &analysis_options, search, &error);
  if (analysis == NULL)
    assert_refusal_explained (error);
  wp_analysis_free (analysis);
}

static void
exercise (WpPuzzle *puzzle, const WpFormat *used)
{
  g_autoptr (GPtrArray) one = g_ptr_array_new ();

  g_ptr_array_add (one, puzzle);
  check_native_round_trip (one);
  check_text_round_trip (one, used);
  if (wp_puzzle_n_cells (puzzle) <= MAX_CELLS_EXERCISED)
    count_and_analyse (puzzle);
}

static guint
json_depth (JsonNode *node)
{
  guint deepest = 0;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        deepest = MAX (deepest, json_depth (json_array_get_element (array, i)));
      return deepest + 1;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr (GList) members = json_object_get_values (json_node_get_object (node));

      for (GList *m = members; m; m = m->next)
        deepest = MAX (deepest, json_depth (m->data));
      return deepest + 1;
    }
  return 0;
}

/* The native reader's pre-check must see the text as json-glib does: were
 * a bracket hidden from it (a quote it and the scanner disagree on), a
 * file could nest deeper than the check allows and overflow the stack in
 * json-glib's recursive parser.  Inputs here are too short to overflow it,
 * so the depth json-glib finds is held against the check's limit instead. */
static void
check_native_precheck (const char *text)
{
  g_autoptr (JsonParser) parser = NULL;
  JsonNode *root;

  if (!wp_native_check_text (text, NULL))
    return;
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, -1, NULL))
    return;
  root = json_parser_get_root (parser);
  if (root && !JSON_NODE_HOLDS_OBJECT (root))
    fail ("the pre-check passed a document whose root is not an object");
  if (root && json_depth (root) > WP_NATIVE_MAX_NESTING)
    fail ("the pre-check passed a document nested %u levels deep", json_depth (root));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat used;

  /* The file layer refuses a NUL byte before any reader sees the text. */
  if (memchr (data, '\0', size) != NULL)
    return 0;
  text = g_strndup ((const char *) data, size);
  if (reader_format () == NULL || reader_format ()->text == NULL)
    check_native_precheck (text);
  puzzles = wp_load_data (text, reader_format (), &used, &error);
  if (puzzles == NULL)
    {
      assert_refusal_explained (error);
      return 0;
    }
  if (puzzles->len == 0)
    fail ("a reader returned no puzzle and no error");
  for (guint i = 0; i < puzzles->len && i < MAX_PUZZLES_EXERCISED; i++)
    exercise (g_ptr_array_index (puzzles, i), &used);
  return 0;
}
