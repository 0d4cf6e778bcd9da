/* test-cli.c — wellposed-cli's output on small files, byte for byte */
#include "wp-test-utils.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

typedef struct {
  char *out;
  char *err;
  int   status;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_free (run->out);
  g_free (run->err);
}

/* Runs wellposed-cli with the NULL-terminated arguments; @input, when not
 * NULL, is fed to its standard input. */
static void
run_cli (CliRun *run, const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("WELLPOSED_CLI");
  const char *arg;
  va_list ap;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  va_start (ap, input);
  while ((arg = va_arg (ap, const char *)))
    g_ptr_array_add (argv, (char *) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char *const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input ? input : "", NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_check (void)
{
  g_autofree char *path = wp_test_data_path ("small.txt");
  CliRun run;

  run_cli (&run, NULL, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* A unique puzzle is graded: the level of the genre's scale. */
  g_assert_cmpstr (run.out, ==,
                   "unique (medium)\n"
                   "multiple solutions\n"
                   "no solution (r1c1 and r1c2 both hold 5 in row 1)\n");
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);
}

/* analyse takes --timeout like count, and says when it ran out. */
static void
test_analyse_timeout (void)
{
  g_autofree char *two = wp_test_data_path ("seed002-example-two.txt");
  CliRun run;

  run_cli (&run, NULL, "analyse", "--timeout", "0.000001", two, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "solutions: at least 0 (timed out after "));
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--timeout", "-1", two, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--timeout must be a number of seconds, 0 or more"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--timeout", "30", "--json", two, NULL);
  g_assert_nonnull (strstr (run.out, "\"count\" : 12,\n  \"exact\" : true,\n  \"stopped\" : \"none\""));
  g_assert_nonnull (strstr (run.out, "\"stopped\" : \"none\""));
  cli_run_clear (&run);
}

/* An unknown extension is answered with every one that works. */
static void
test_convert_unknown_extension (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  CliRun run;

  run_cli (&run, NULL, "convert", one, "-o", "/tmp/out.xyz", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: /tmp/out.xyz: unknown extension "
                                "(Wellposed writes .wellposed, .txt, .sdk, .sudoku, .fpuzzles, .fpuz, .sub, .non, .lights, .ashes, .mines, .scramble, .logic)\n");
  cli_run_clear (&run);
}

/* A Mines game ID on standard input is read like a file; --to writes one
 * back, from the layout the ID drew. */
static void
test_mines_game_id (void)
{
  CliRun run;

  run_cli (&run, "9x9:4,4,medfe46788e2f0d46e9690\n", "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 20\n");
  cli_run_clear (&run);
  run_cli (&run, "9x9:4,4,medfe46788e2f0d46e9690\n", "convert", "-", "--to", "sgt-mines", "-o", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "9x9:0,0,u000008184000022c00220\n");
  cli_run_clear (&run);
  run_cli (&run, "30x16n99#349827162\n", "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: -:1:9: a random seed, not a grid: open the game in Mines, make the "
                                "first click, then copy the game ID (Game > Specific…)\n");
  cli_run_clear (&run);
  run_cli (&run, "9x9:4,4,medfe46788e2f0d46e9690\n", "convert", "-", "--to", "sgt", "-o", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: --to sgt: no format Wellposed writes has this id\n");
  cli_run_clear (&run);
}

static void
test_count (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  g_autofree char *two = wp_test_data_path ("seed002-example-two.txt");
  g_autoptr (GPtrArray) fields = NULL;
  CliRun run;

  run_cli (&run, NULL, "count", one, two, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 2\nsolutions: 12\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "--cap", "5", two, NULL);
  g_assert_cmpstr (run.out, ==, "solutions: at least 5 (stopped at cap)\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "--json", two, NULL);
  g_assert_true (g_str_has_prefix (run.out, "{\"solutions\":12,\"exact\":true,\"stopped\":\"none\",\"nodes\":"));
  g_assert_nonnull (strstr (run.out, ",\"elapsed_ms\":"));
  cli_run_clear (&run);

  /* An empty 16×16 never finishes: the time-out speaks. */
  run_cli (&run, "................................................................"
                 "................................................................"
                 "................................................................"
                 "................................................................\n",
           "count", "--timeout", "0.2", "-", NULL);
  g_assert_true (g_str_has_prefix (run.out, "solutions: at least "));
  g_assert_true (g_str_has_suffix (run.out, " (timed out after 0.2 s)\n"));
  cli_run_clear (&run);
}

/* Counts a linear genre knows from a rank: 2^k past the cap, or
 * infinitely many, in words and in JSON (issue 19). */
static void
test_count_kinds (void)
{
  GString *board = g_string_new ("neighbourhood plus\n");
  g_autofree char *lights = NULL;
  CliRun run;

  /* The all-on 19×19 board has 2^16 solutions (OEIS A159257). */
  for (guint r = 0; r < 19; r++)
    g_string_append (board, "1111111111111111111\n");
  lights = g_string_free (board, FALSE);
  run_cli (&run, lights, "count", "--cap", "2", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 2^16 (65536)\n");
  cli_run_clear (&run);
  run_cli (&run, lights, "count", "--json", "-", NULL);
  g_assert_true (g_str_has_prefix (run.out, "{\"solutions\":65536,\"log2\":16,\"exact\":true,"));
  cli_run_clear (&run);

  /* No clue known: any grid of whole numbers. */
  run_cli (&run, "rule sum\n? ?\n? ?\n", "count", "-", NULL);
  g_assert_cmpstr (run.out, ==, "solutions: infinitely many\n");
  cli_run_clear (&run);
  run_cli (&run, "rule sum\n? ?\n? ?\n", "count", "--json", "-", NULL);
  g_assert_true (g_str_has_prefix (run.out, "{\"solutions\":null,\"infinite\":true,\"exact\":true,"));
  cli_run_clear (&run);
}

/* Laplace's Ashes through analyse: the grade and its path, the zero
 * test, and clues in cells that can go, while no given exists to be
 * redundant (so the puzzle is not called minimal). */
static void
test_analyse_ashes (void)
{
  CliRun run;

  run_cli (&run, "domain 0 9\n0 0\n", "analyse", "--steps", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 1\n"
                   "grade: range — Value range (3): Needs the value range: the clues alone allow infinitely many grids\n"
                   "step 1: The clues leave 2 cells free to move in a whole family of grids; only one of them keeps "
                   "every value within 0…9\n"
                   "explanation: The clue rule is singular on 1×2: the grid -1 1 has all-zero clues, so adding it "
                   "to a solution keeps every clue.\n"
                   "redundant givens: none\n"
                   "removable cell clues: the clue in r1c1 (0), the clue in r1c2 (0)\n");
  cli_run_clear (&run);
}

/* An exact count past 64 bits (issue 20): a 9×8 Minesweeper board with
 * one cell known safe and nothing revealed has 2^71 layouts, counted by
 * the genre, not found one by one; the count stops at the cap, the
 * analysis says how many. */
static void
test_count_beyond_64_bits (void)
{
  static const char board[] = "-........\n.........\n.........\n.........\n"
                              ".........\n.........\n.........\n.........\n";
  CliRun run;

  run_cli (&run, board, "count", "--cap", "2", "-", NULL);
  g_assert_cmpstr (run.out, ==, "solutions: at least 2 (stopped at cap)\n");
  cli_run_clear (&run);
  run_cli (&run, board, "analyse", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "solutions: more than 18446744073709551615\n"));
  cli_run_clear (&run);
  run_cli (&run, board, "analyse", "--json", "-", NULL);
  g_assert_nonnull (strstr (run.out, "\"count\" : null,\n  \"exceeds_64_bits\" : true,\n  \"exact\" : true,"));
  cli_run_clear (&run);
}

static void
test_solve (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  CliRun run;

  run_cli (&run, NULL, "solve", "--max", "2", one, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "# puzzle 1: 2 solutions shown\n"
                   "378659214154328769629471538743185692862947351915236847487593126236814975591762483\n"
                   "378659214154328769629471538743815692862947351915236847487593126236184975591762483\n");
  cli_run_clear (&run);

  run_cli (&run, "55...............................................................................\n",
           "solve", "-", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "wellposed-cli: -: puzzle 1 has no solution\n");
  cli_run_clear (&run);
}

static void
test_analyse (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  CliRun run;

  run_cli (&run, NULL, "analyse", one, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 2\n"
                   "closest alternative: 4 cells (proved)\n"
                   "pattern: unique rectangle r4c4=1/8 r4c5=8/1 r8c4=8/1 r8c5=1/8 "
                   "(rows 4 and 8, columns 4 and 5, boxes 5 and 8)\n"
                   "locked: unique rectangle r4c4=1/8 r4c5=8/1 r8c4=8/1 r8c5=1/8 "
                   "(rows 4 and 8, columns 4 and 5, boxes 5 and 8)\n"
                   "candidates r4c4: 1 ×1, 8 ×1\n"
                   "candidates r4c5: 1 ×1, 8 ×1\n"
                   "candidates r8c4: 1 ×1, 8 ×1\n"
                   "candidates r8c5: 1 ×1, 8 ×1\n"
                   "determined: 0 of 4 empty cells\n"
                   "suggestion: 1 at r4c4 leaves 1 solution\n"
                   "suggestion: 8 at r4c4 leaves 1 solution\n"
                   "suggestion: 1 at r4c5 leaves 1 solution\n"
                   "suggestion: 8 at r4c5 leaves 1 solution\n"
                   "suggestion: 1 at r8c4 leaves 1 solution\n");
  cli_run_clear (&run);
}

/* A Minesweeper 50/50: the suggestions are numbers to reveal, in text
 * and in JSON ("clue" instead of "value"). */
static void
test_mines_suggestions (void)
{
  const char *board = "mines 1\n..\n11\n00\n";
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *first;
  CliRun run;

  run_cli (&run, board, "analyse", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "suggestion: reveal 1 at r1c1 leaves 1 solution\n"
                                            "suggestion: reveal 1 at r1c2 leaves 1 solution\n"));
  cli_run_clear (&run);

  run_cli (&run, board, "analyse", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
  first = json_array_get_object_element (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                                                       "suggestions"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "clue"), ==, "1");
  g_assert_false (json_object_has_member (first, "value"));
  g_assert_cmpint (json_object_get_int_member (first, "remaining"), ==, 1);
  cli_run_clear (&run);

  /* No layout: the clash is named, as 'check' names it. */
  run_cli (&run, "mines 3\n4.\n..\n", "analyse", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 0\ncontradiction: r1c1 shows 4 but only 3 neighbours can hold a mine\n");
  cli_run_clear (&run);
}

/* The cells of a pattern object are "r4c4" … and its two value lists swap
 * 1 and 8. */
static void
assert_rectangle_object (JsonObject *pattern)
{
  const char *const cells[] = { "r4c4", "r4c5", "r8c4", "r8c5" };
  JsonArray *names = json_object_get_array_member (pattern, "cells");
  JsonArray *first = json_object_get_array_member (pattern, "first");
  JsonArray *second = json_object_get_array_member (pattern, "second");

  g_assert_cmpstr (json_object_get_string_member (pattern, "kind"), ==, "unique rectangle");
  g_assert_cmpuint (json_array_get_length (names), ==, 4);
  g_assert_cmpuint (json_array_get_length (first), ==, 4);
  g_assert_cmpuint (json_array_get_length (second), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      gint64 a = json_array_get_int_element (first, i), b = json_array_get_int_element (second, i);

      g_assert_cmpstr (json_array_get_string_element (names, i), ==, cells[i]);
      g_assert_true ((a == 1 && b == 8) || (a == 8 && b == 1));
    }
}

static JsonObject *
parse_object (JsonParser *parser, const char *text)
{
  g_autoptr (GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_analyse_json (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root, *closest, *candidate, *suggestion;
  JsonArray *patterns, *candidates, *values, *suggestions;
  CliRun run;

  run_cli (&run, NULL, "analyse", "--json", one, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  root = parse_object (parser, run.out);

  g_assert_cmpint (json_object_get_int_member (root, "count"), ==, 2);
  g_assert_true (json_object_get_boolean_member (root, "exact"));
  closest = json_object_get_object_member (root, "closest");
  g_assert_cmpint (json_object_get_int_member (closest, "distance"), ==, 4);
  g_assert_true (json_object_get_boolean_member (closest, "proved"));

  patterns = json_object_get_array_member (root, "patterns");
  g_assert_cmpuint (json_array_get_length (patterns), ==, 1);
  assert_rectangle_object (json_array_get_object_element (patterns, 0));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (patterns, 0), "where"), ==,
                   "rows 4 and 8, columns 4 and 5, boxes 5 and 8");
  patterns = json_object_get_array_member (root, "locked");
  g_assert_cmpuint (json_array_get_length (patterns), ==, 1);
  assert_rectangle_object (json_array_get_object_element (patterns, 0));

  /* Empty cells only: the rectangle's four, each 1 once and 8 once. */
  candidates = json_object_get_array_member (root, "candidates");
  g_assert_cmpuint (json_array_get_length (candidates), ==, 4);
  candidate = json_array_get_object_element (candidates, 0);
  g_assert_cmpstr (json_object_get_string_member (candidate, "cell"), ==, "r4c4");
  g_assert_false (json_object_get_boolean_member (candidate, "determined"));
  values = json_object_get_array_member (candidate, "values");
  g_assert_cmpuint (json_array_get_length (values), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (values, 0), "value"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (values, 0), "count"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (values, 1), "value"), ==, 8);
  g_assert_true (json_object_get_boolean_member (root, "candidates_exact"));

  suggestions = json_object_get_array_member (root, "suggestions");
  g_assert_cmpuint (json_array_get_length (suggestions), ==, 5);
  suggestion = json_array_get_object_element (suggestions, 0);
  g_assert_cmpstr (json_object_get_string_member (suggestion, "cell"), ==, "r4c4");
  g_assert_cmpint (json_object_get_int_member (suggestion, "value"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (suggestion, "remaining"), ==, 1);
  g_assert_true (json_object_get_boolean_member (suggestion, "exact"));

  g_assert_true (json_object_get_null_member (root, "redundant"));
  g_assert_false (json_object_get_boolean_member (root, "minimal"));
  cli_run_clear (&run);
}

/* A unique puzzle: no alternative, and its redundant givens listed. */
static void
test_analyse_json_unique (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  CliRun run;

  run_cli (&run, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
           "analyse", "--json", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_cmpint (json_object_get_int_member (root, "count"), ==, 1);
  g_assert_true (json_object_get_null_member (root, "closest"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "patterns")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "locked")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "suggestions")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "redundant")), ==, 0);
  g_assert_true (json_object_get_boolean_member (root, "minimal"));
  cli_run_clear (&run);
}

static void
test_convert (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *native = g_build_filename (dir, "out.wellposed", NULL);
  g_autofree char *text = g_build_filename (dir, "back.txt", NULL);
  g_autofree char *small = wp_test_data_path ("small.txt");
  g_autofree char *back = NULL, *json = NULL;
  CliRun run;

  run_cli (&run, NULL, "convert", small, "-o", native, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  g_assert_true (g_file_get_contents (native, &json, NULL, NULL));
  g_assert_nonnull (strstr (json, "\"puzzles\""));

  run_cli (&run, NULL, "convert", native, "-o", text, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  g_assert_true (g_file_get_contents (text, &back, NULL, NULL));
  g_assert_cmpstr (back, ==,
                   "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                   "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483\n"
                   "55...............................................................................\n");
  g_unlink (native);
  g_unlink (text);
  g_rmdir (dir);
}

/* f-puzzles data and links: by extension, by content (a link in a .txt
 * file) and on standard input; written back byte for byte. */
/* A read-only target is refused, as g_file_replace() refuses it, even for
 * root (who could rename over it): exit 2 and the file untouched (issue
 * 31, item 2). */
static void
test_convert_read_only_target (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *target = g_build_filename (dir, "kept.wellposed", NULL);
  g_autofree char *small = wp_test_data_path ("small.txt");
  g_autofree char *after = NULL;
  CliRun run;

  g_assert_true (g_file_set_contents (target, "keep me\n", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0444), ==, 0);
  run_cli (&run, NULL, "convert", small, "-o", target, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "kept.wellposed: Permission denied: the file is read-only"));
  cli_run_clear (&run);
  g_assert_true (g_file_get_contents (target, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "keep me\n");
  g_chmod (target, 0644);
  g_unlink (target);
  g_rmdir (dir);
}

/* `generate --timeout` stops the whole batch: 25×25 minimal puzzles take
 * seconds each, so 0.3 s ends with exit 1, saying how many were made, and
 * writes no half puzzle (issue 31, item 4). */
static void
test_generate_timeout (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "made.wellposed", NULL);
  CliRun run;

  run_cli (&run, NULL, "generate", "sudoku", "--size", "25", "-n", "2", "-j", "1", "--timeout", "0.3",
           "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "wellposed-cli: stopped after 0.3 s: "));
  g_assert_nonnull (strstr (run.err, " of 2 puzzles made"));
  cli_run_clear (&run);
  if (g_file_test (out, G_FILE_TEST_EXISTS))
    {
      g_autoptr (GPtrArray) made = wp_load_file (out, NULL, NULL);

      g_assert_nonnull (made);   /* whole puzzles only */
      g_assert_cmpuint (made->len, <, 2);
      g_unlink (out);
    }

  run_cli (&run, NULL, "generate", "sudoku", "--size", "9", "--timeout", "-1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--timeout must be a number of seconds, 0 or more"));
  cli_run_clear (&run);
  g_rmdir (dir);
}

static void
test_convert_fpuzzles (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *sample = wp_test_data_path ("fpuzzles-sample.fpuzzles");
  g_autofree char *link = wp_test_data_path ("fpuzzles-sample-link.txt");
  g_autofree char *from_data = g_build_filename (dir, "from-data.wellposed", NULL);
  g_autofree char *from_link = g_build_filename (dir, "from-link.wellposed", NULL);
  g_autofree char *again = g_build_filename (dir, "again.fpuzzles", NULL);
  g_autofree char *expected = NULL, *written = NULL, *one = NULL, *two = NULL;
  CliRun run;

  run_cli (&run, NULL, "convert", sample, "-o", from_data, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  run_cli (&run, NULL, "convert", link, "-o", from_link, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);
  g_assert_true (g_file_get_contents (from_data, &one, NULL, NULL));
  g_assert_true (g_file_get_contents (from_link, &two, NULL, NULL));
  g_assert_cmpstr (one, ==, two);
  g_assert_nonnull (strstr (one, "\"kind\" : \"thermometer\""));

  run_cli (&run, NULL, "convert", from_data, "-o", again, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  g_assert_true (g_file_get_contents (sample, &expected, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);

  g_unlink (from_data);
  g_unlink (from_link);
  g_unlink (again);
  g_rmdir (dir);
}

/* A link on standard input is counted like a file; a puzzle of another
 * genre is not written in a Sudoku notation. */
static void
test_link_on_standard_input (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed002-example-one.txt");
  g_autofree char *link = wp_link_for_puzzle (puzzle, WP_LINK_SUDOKUPAD, NULL);
  g_autofree char *input = g_strdup_printf ("%s\n", link);
  g_autofree char *fleet = wp_test_data_path ("battleships-two.wellposed");
  g_autofree char *expected = NULL;
  CliRun run;

  run_cli (&run, input, "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 2\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "convert", fleet, "-o", "/tmp/never-written.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("wellposed-cli: /tmp/never-written.txt: Plain Sudoku text holds no Battleships puzzles; "
                              "save as .wellposed\n");
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_false (g_file_test ("/tmp/never-written.txt", G_FILE_TEST_EXISTS));
  cli_run_clear (&run);
}

/* wellposed-cli link: one link a puzzle, to either site; what f-puzzles
 * cannot hold is named and nothing is printed. */
static void
test_link (void)
{
  g_autofree char *sample = wp_test_data_path ("fpuzzles-sample.fpuzzles");
  g_autofree char *small = wp_test_data_path ("small.txt");
  g_autofree char *fleet = wp_test_data_path ("battleships-two.wellposed");
  g_autoptr (GPtrArray) three = wp_load_file (small, NULL, NULL);
  g_autoptr (GString) links = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *siteswap = g_build_filename (dir, "siteswap.wellposed", NULL);
  g_autofree char *expected = NULL;
  CliRun run;

  run_cli (&run, NULL, "link", sample, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVYgVzQAs"
                                "B7AJwRAGUY00Y3UWtHGG7sAcq1LEsAAjC0AJkwDWtGYOEzi5SgE8AdNRABzFhAUIA2pdAA3abVwBWVMYi2YAOwRpB"
                                "MAL7IwIHBQSHhYZHBALrINhGhiQnJsfFRyenpqUmZOXn%2B2Rn5uQVxxeUpZUXVWVUl9UmFDTUxsSAKEMTGTJ7SALQ"
                                "%2BfqjKEFg4LADGXbg2IBMwY2BWIABKAIwAwgBMRusbAMwgbfZYjuyIIKXoDHykTKTcfFagWBCeMEvw1qtOG067vwA"
                                "bACNgB2I7RAr%2BIA%3D%3D%3D\n");
  cli_run_clear (&run);

  for (guint i = 0; i < three->len; i++)
    {
      g_autofree char *one = wp_link_for_puzzle (g_ptr_array_index (three, i), WP_LINK_SUDOKUPAD, &error);

      g_assert_no_error (error);
      g_string_append_printf (links, "%s\n", one);
    }
  run_cli (&run, NULL, "link", "--to", "sudokupad", small, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, links->str);
  g_assert_true (g_str_has_prefix (run.out, "https://sudokupad.app/fpuzzlesN4Ig"));
  cli_run_clear (&run);

  g_assert_true (g_file_set_contents (siteswap,
                                      "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,"
                                      "\"givens\":[\"....\",\"....\",\"....\",\"....\"],"
                                      "\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"rows\"}]}", -1, NULL));
  run_cli (&run, NULL, "link", siteswap, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  expected = g_strdup_printf ("wellposed-cli: %s: siteswap lines have no f-puzzles form; save as .wellposed\n", siteswap);
  g_assert_cmpstr (run.err, ==, expected);
  cli_run_clear (&run);

  run_cli (&run, NULL, "link", fleet, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_free (expected);
  expected = g_strdup_printf ("wellposed-cli: %s: f-puzzles holds Sudoku puzzles, not Battleships\n", fleet);
  g_assert_cmpstr (run.err, ==, expected);
  cli_run_clear (&run);

  run_cli (&run, NULL, "link", "--to", "penpa", sample, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "wellposed-cli: --to must be fpuzzles or sudokupad\n"));
  cli_run_clear (&run);

  g_unlink (siteswap);
  g_rmdir (dir);
}

static void
test_bad_input (void)
{
  CliRun run;

  run_cli (&run, "# header\n12345678?\n", "check", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "wellposed-cli: -:2:9: '?' is not a cell"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "/nonexistent/puzzle.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: /nonexistent/puzzle.txt: no such file\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "--timeout", "inf", "x.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "", "check", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: -: standard input is empty\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "wellposed-cli: unknown command “frobnicate”\n"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "--cap", "0", "x.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
}

static void
test_help_and_version (void)
{
  CliRun run;

  run_cli (&run, NULL, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "wellposed-cli " WP_VERSION "\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "check"));
  g_assert_nonnull (strstr (run.out, "convert"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "--cap"));
  cli_run_clear (&run);
}

/* --- Submarines (.sub) ------------------------------------------------------------ */

/* check, count and solve go through the genre: the seed's three cases,
 * and the failing Gale–Ryser inequality named. */
static void
test_submarines_check_count_solve (void)
{
  g_autofree char *one = wp_test_data_path ("submarines-one.sub");
  g_autofree char *two = wp_test_data_path ("submarines-two.sub");
  g_autofree char *none = wp_test_data_path ("submarines-none.sub");
  g_autofree char *givens = wp_test_data_path ("submarines-givens.sub");
  CliRun run;

  run_cli (&run, NULL, "check", one, two, none, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "unique (no-guess)\n"
                   "multiple solutions\n"
                   "no solution (column 2 asks for 3 submarines, but only 2 rows have a sum above 0 to hold one)\n");
  g_assert_cmpstr (run.err, ==, "");
  cli_run_clear (&run);

  run_cli (&run, NULL, "count", two, one, none, givens, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 2\nsolutions: 1\nsolutions: 0\nsolutions: 20\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "solve", one, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "0 1 1 | 2\n0 0 1 | 1\n1 1 1 | 3\n1 2 3\n");
  cli_run_clear (&run);

  /* Several solutions in the notation: a blank line between them, as
   * between puzzles, and they read back as the puzzle's two solutions. */
  run_cli (&run, NULL, "solve", "--max", "5", two, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "# puzzle 1: 2 solutions shown\n"
                   "0 1 1 | 2\n1 1 0 | 2\n0 1 0 | 1\n1 3 1\n"
                   "\n"
                   "1 1 0 | 2\n0 1 1 | 2\n0 1 0 | 1\n1 3 1\n");
  {
    g_autoptr (GPtrArray) back = wp_test_load_text (run.out);

    g_assert_cmpuint (back->len, ==, 2);
  }
  cli_run_clear (&run);

  run_cli (&run, NULL, "solve", none, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  cli_run_clear (&run);
}

/* A chain comes with its path: text and JSON. */
static void
test_submarines_analyse (void)
{
  g_autofree char *two = wp_test_data_path ("submarines-two.sub");
  g_autoptr (JsonParser) parser = json_parser_new ();
  const char *const path[] = { "r1c3", "r1c1", "r2c1", "r2c3" };
  const char *const cells[] = { "r1c1", "r1c3", "r2c1", "r2c3" };
  JsonObject *root, *pattern;
  JsonArray *patterns, *names;
  CliRun run;

  run_cli (&run, NULL, "analyse", two, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 2\n"
                   "closest alternative: 4 cells (proved)\n"
                   "pattern: swappable rectangle r1c1=·/■ r1c3=■/· r2c1=■/· r2c3=·/■ "
                   "(rows 1 and 2, columns 1 and 3) path r1c3 → r1c1 → r2c1 → r2c3\n"
                   "candidates r1c1: · ×1, ■ ×1\n"
                   "candidates r1c3: · ×1, ■ ×1\n"
                   "candidates r2c1: · ×1, ■ ×1\n"
                   "candidates r2c3: · ×1, ■ ×1\n"
                   "determined: 5 of 9 empty cells\n"
                   "suggestion: · at r1c1 leaves 1 solution\n"
                   "suggestion: ■ at r1c1 leaves 1 solution\n"
                   "suggestion: · at r1c3 leaves 1 solution\n"
                   "suggestion: ■ at r1c3 leaves 1 solution\n"
                   "suggestion: · at r2c1 leaves 1 solution\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--json", two, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  patterns = json_object_get_array_member (root, "patterns");
  g_assert_cmpuint (json_array_get_length (patterns), ==, 1);
  pattern = json_array_get_object_element (patterns, 0);
  g_assert_cmpstr (json_object_get_string_member (pattern, "kind"), ==, "swappable rectangle");
  g_assert_cmpstr (json_object_get_string_member (pattern, "where"), ==, "rows 1 and 2, columns 1 and 3");
  names = json_object_get_array_member (pattern, "cells");
  g_assert_cmpuint (json_array_get_length (names), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (json_array_get_string_element (names, i), ==, cells[i]);
  names = json_object_get_array_member (pattern, "path");
  g_assert_cmpuint (json_array_get_length (names), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (json_array_get_string_element (names, i), ==, path[i]);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "locked")), ==, 0);
  cli_run_clear (&run);
}

/* Patterns that are not chains (Sudoku's) say "path": null. */
static void
test_analyse_json_no_path (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  CliRun run;

  run_cli (&run, NULL, "analyse", "--json", one, NULL);
  root = parse_object (parser, run.out);
  g_assert_true (json_object_get_null_member (
    json_array_get_object_element (json_object_get_array_member (root, "patterns"), 0), "path"));
  g_assert_true (json_object_get_null_member (
    json_array_get_object_element (json_object_get_array_member (root, "locked"), 0), "path"));
  cli_run_clear (&run);
}

/* Bad .sub input stops with the place; a sum too large to read is quoted
 * as written, not as a clamped 2147483647. */
static void
test_submarines_bad_input (void)
{
  g_autofree char *bad = wp_test_data_path ("submarines-bad.sub");
  CliRun run;

  run_cli (&run, NULL, "check", bad, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_suffix (run.err, "submarines-bad.sub:3:3: 'x' is not a cell (use '?' for unknown, "
                                            "'0' for water, '1' for a submarine)\n"));
  cli_run_clear (&run);

  run_cli (&run, "? ? | 99999999999\n1 1\n", "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "wellposed-cli: -:1: a sum of 99999999999 does not fit a row of 2 cells\n");
  cli_run_clear (&run);

  run_cli (&run, "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"submarines\","
                 "\"rows\":[1,99999999999],\"columns\":[1,1]}\n", "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "a sum of 99999999999 does not fit a row of 2 cells"));
  g_assert_null (strstr (run.err, "2147483647"));
  cli_run_clear (&run);
}

/* --- Variant Sudoku: elements -------------------------------------------------- */

#define THERMOMETER_ONLY \
  "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":4,%s" \
  "\"elements\":[{\"kind\":\"thermometer\",\"cells\":[\"r1c1\",\"r1c2\",\"r1c3\",\"r1c4\"]}]}\n"

/* check, count and solve read elements: seed 004's band is unique only
 * thanks to siteswap lines, and a thermometer along row 1 of an empty 4×4
 * fixes that row (288 / 4! = 12 grids). */
static void
test_elements_count (void)
{
  g_autofree char *seed004 = wp_test_data_path ("sudoku-seed004-band.wellposed");
  g_autofree char *empty = g_strdup_printf (THERMOMETER_ONLY, "");
  CliRun run;

  run_cli (&run, NULL, "count", seed004, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 1\n");
  cli_run_clear (&run);

  /* The step solver has no siteswap logic: it gets stuck, and says so. */
  run_cli (&run, NULL, "check", seed004, NULL);
  g_assert_cmpstr (run.out, ==, "unique (extreme)\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "solve", seed004, NULL);
  g_assert_nonnull (strstr (run.out, "\"givens\":[\"486729153\",\"531864297\",\"972315648\",\"729153486\""));
  g_assert_nonnull (strstr (run.out, "\"elements\":[{\"kind\":\"siteswap\",\"lines\":\"both\"}]"));
  cli_run_clear (&run);

  run_cli (&run, empty, "count", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "solutions: 12\n");
  cli_run_clear (&run);
}

/* analyse lists the elements a unique puzzle can lose, in words; --rules
 * adds what the puzzle owes to each family of elements. */
static void
test_elements_analyse (void)
{
  g_autofree char *removable = wp_test_data_path ("sudoku-thermometer-removable.wellposed");
  g_autofree char *needed = g_strdup_printf (THERMOMETER_ONLY, "\"givens\":[\"....\",\"3...\",\"..4.\",\"...1\"],");
  CliRun run;

  run_cli (&run, NULL, "analyse", removable, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 1\n"
                   "grade: easy — Easy (1.2): needs hidden singles\n"
                   "redundant givens: r1c1, r1c2, r2c3, r3c4, r4c4\n"
                   "removable element: the thermometer r1c1–r1c4 can go: still unique\n");
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--rules", removable, NULL);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 1\n"
                   "grade: easy — Easy (1.2): needs hidden singles\n"
                   "redundant givens: r1c1, r1c2, r2c3, r3c4, r4c4\n"
                   "removable element: the thermometer r1c1–r1c4 can go: still unique\n"
                   "with every rule: unique\n"
                   "without the thermometer r1c1–r1c4: unique\n"
                   "classic rules alone: unique\n");
  cli_run_clear (&run);

  run_cli (&run, needed, "analyse", "--rules", "-", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "solutions: 1\n"
                   "grade: easy — Easy (1.5): needs thermometer bounds\n"
                   "redundant givens: none (the puzzle is minimal)\n"
                   "removable elements: none (each one is needed)\n"
                   "with every rule: unique\n"
                   "without the thermometer r1c1–r1c4: 6 solutions\n"
                   "classic rules alone: 6 solutions\n");
  cli_run_clear (&run);
}

/* Seed 004's band: the siteswap rule is what makes it unique.  A cap
 * below 1728 says "at least", and --json carries the same counts. */
static void
test_elements_rules_seed004 (void)
{
  g_autofree char *seed004 = wp_test_data_path ("sudoku-seed004-band.wellposed");
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root, *rules, *without;
  CliRun run;

  run_cli (&run, NULL, "analyse", "--rules", seed004, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "solutions: 1\n"
                                   "grade: extreme — Extreme: the steps stop with 27 of 81 cells open; "
                                   "the rest needs trial and error\n"
                                   "redundant givens: r4c1, r4c2, "));
  g_assert_true (g_str_has_suffix (run.out,
                                   "removable elements: none (each one is needed)\n"
                                   "with every rule: unique\n"
                                   "without siteswap rows and columns: 1728 solutions\n"
                                   "classic rules alone: 1728 solutions\n"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--rules", "--cap", "100", seed004, NULL);
  g_assert_true (g_str_has_suffix (run.out,
                                   "with every rule: unique\n"
                                   "without siteswap rows and columns: at least 100 solutions (stopped at cap)\n"
                                   "classic rules alone: at least 100 solutions (stopped at cap)\n"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--rules", "--json", seed004, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "redundant_elements")), ==, 0);
  g_assert_true (json_object_get_boolean_member (root, "elements_all_tried"));
  rules = json_object_get_object_member (root, "rules");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (rules, "all"), "count"), ==, 1);
  without = json_array_get_object_element (json_object_get_array_member (rules, "without"), 0);
  g_assert_cmpstr (json_object_get_string_member (without, "family"), ==, "siteswap");
  g_assert_cmpstr (json_object_get_string_member (without, "label"), ==, "siteswap rows and columns");
  g_assert_cmpint (json_object_get_int_member (without, "count"), ==, 1728);
  g_assert_true (json_object_get_boolean_member (without, "exact"));
  g_assert_cmpstr (json_object_get_string_member (without, "stopped"), ==, "none");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (rules, "base"), "count"), ==, 1728);
  cli_run_clear (&run);
}

/* A classic puzzle: --rules has nothing to take away, and the JSON of a
 * unique puzzle lists no removable element. */
static void
test_elements_rules_classic (void)
{
  g_autofree char *one = wp_test_data_path ("seed002-example-one.txt");
  CliRun run;

  run_cli (&run, NULL, "analyse", "--rules", one, NULL);
  g_assert_true (g_str_has_suffix (run.out, "suggestion: 1 at r8c4 leaves 1 solution\n"
                                            "with every rule: 2 solutions\n"
                                            "elements: none\n"));
  cli_run_clear (&run);
}

/* --- generate ------------------------------------------------------------------ */

static gint
count_to_two (const WpPuzzle *puzzle)
{
  WpSearchResult result;
  gint n;

  wp_test_count (puzzle, 2, 0, &result);
  n = (gint) result.count;
  wp_search_result_clear (&result);
  return n;
}

/* Three 4×4 puzzles from seed 5: each unique, the same with one job or
 * two, and a line each on standard error with its clues. */
static void
test_generate_text (void)
{
  CliRun one, two;
  g_autoptr (GPtrArray) puzzles = NULL;
  g_auto (GStrv) lines = NULL;

  run_cli (&one, NULL, "generate", "sudoku", "--size", "4", "--count", "3", "--seed", "5", "--jobs", "1", NULL);
  run_cli (&two, NULL, "generate", "sudoku", "--size", "4", "--count", "3", "--seed", "5", "--jobs", "2", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpstr (one.out, ==, two.out);
  puzzles = wp_test_load_text (one.out);
  g_assert_cmpuint (puzzles->len, ==, 3);
  for (guint i = 0; i < puzzles->len; i++)
    g_assert_cmpint (count_to_two (g_ptr_array_index (puzzles, i)), ==, 1);
  lines = g_strsplit (one.err, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[0], "#1: "));
  g_assert_nonnull (strstr (lines[0], " clues, minimal, "));
  cli_run_clear (&one);
  cli_run_clear (&two);
}

/* A band: every puzzle's grade is in it; symmetry holds; a level the
 * genre does not have is refused, naming the ones it has. */
static void
test_generate_band_and_symmetry (void)
{
  CliRun run;
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();

  run_cli (&run, NULL, "generate", "sudoku", "--size", "9", "--count", "4", "--difficulty", "medium..hard",
           "--symmetry", "rotate-180", NULL);
  g_assert_cmpint (run.status, ==, 0);
  puzzles = wp_test_load_text (run.out);
  g_assert_cmpuint (puzzles->len, ==, 4);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const WpPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autoptr (GError) error = NULL;
      g_autoptr (WpGrade) grade = wp_grade_puzzle (puzzle, NULL, search, &error);

      g_assert_no_error (error);
      g_assert_true (g_str_equal (grade->level->id, "medium") || g_str_equal (grade->level->id, "hard"));
      g_assert_true (wp_symmetry_holds (puzzle, WP_SYMMETRY_ROTATE_180));
    }
  cli_run_clear (&run);

  run_cli (&run, NULL, "generate", "sudoku", "--size", "9", "--difficulty", "fiendish", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "wellposed-cli: --difficulty fiendish is not a level of Sudoku puzzles "
                                            "(use easy, medium, hard, expert, extreme)\n"));
  cli_run_clear (&run);
  run_cli (&run, NULL, "generate", "nonograms", "--size", "12x9", "--symmetry", "rotate-90", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "wellposed-cli: --symmetry rotate-90 and diagonal need a square grid\n"));
  cli_run_clear (&run);
}

/* A graded booklet: puzzles two to a page, then the solutions. */
static void
test_generate_booklet (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-generate-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "booklet.pdf", NULL);
  g_autofree char *collection = g_build_filename (dir, "batch.wellposed", NULL);
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  CliRun run;

  run_cli (&run, NULL, "generate", "sudoku", "--size", "6", "--count", "4", "-o", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (pdf, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "%PDF"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "generate", "submarines", "--size", "5", "--count", "2", "-o", collection, NULL);
  g_assert_cmpint (run.status, ==, 0);
  puzzles = wp_load_file (collection, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 2);
  g_assert_cmpint (count_to_two (g_ptr_array_index (puzzles, 1)), ==, 1);
  cli_run_clear (&run);
  g_remove (pdf);
  g_remove (collection);
  g_rmdir (dir);
}

/* A logic grid with 10 solutions (seed 001 without "Dot = cocoa"): analyse
 * ranks clues to add, each true in the first solution found and leaving an
 * exact count; under a cap of 4 the figures are lower bounds and say so. */
static void
test_logic_suggested_clues (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ten.logic", NULL);
  g_auto (GStrv) parts = NULL;
  CliRun run;

  g_assert_true (g_file_set_contents (path,
                                      "friend: Ada, Bea, Cy, Dot\n"
                                      "pet \"keeps the {}\": cat, dog, fish, bird\n"
                                      "drink \"drinks {}\": tea, cocoa, juice, water\n"
                                      "city \"lives in {}\": Bath, Hull, Leeds, York\n\n"
                                      "Ada = tea\ncat = York\nfish = water\nof Bea, Dot: one = juice, other = Leeds\n"
                                      "dog = Bath\nAda != dog\n", -1, NULL));
  run_cli (&run, NULL, "analyse", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "solutions: 10\n"));
  g_assert_nonnull (strstr (run.out,
                            "suggested clues: true in the first solution found (the puzzle stores no intended one), "
                            "weighed against all 10 solutions\n"
                            "suggested clue: Of Bea and Cy, one drinks juice and the other keeps the bird. "
                            "(of Bea, Cy: one = juice, other = bird) leaves 1 solution\n"));
  parts = g_strsplit (run.out, "suggested clue: ", -1);
  g_assert_cmpuint (g_strv_length (parts) - 1, ==, 5);
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonArray *clues;
    JsonObject *best;

    g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
    clues = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "clue_suggestions");
    g_assert_cmpuint (json_array_get_length (clues), ==, 5);
    best = json_array_get_object_element (clues, 0);
    g_assert_cmpstr (json_object_get_string_member (best, "clue"), ==, "of Bea, Cy: one = juice, other = bird");
    g_assert_cmpstr (json_object_get_string_member (best, "sentence"), ==,
                     "Of Bea and Cy, one drinks juice and the other keeps the bird.");
    g_assert_cmpint (json_object_get_int_member (best, "remaining"), ==, 1);
    g_assert_true (json_object_get_boolean_member (best, "exact"));
  }
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--cap", "4", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "weighed against the first 4 solutions\n"
                                     "suggested clue: Bea keeps the dog. (Bea = dog) leaves at least 1 solution\n"));
  cli_run_clear (&run);
  g_remove (path);
  g_rmdir (dir);
}

/* The same ten-solution grid with seed 001's solution as its intended one:
 * suggestions are true in it ("Dot drinks cocoa." first), analyse says so
 * in text and JSON; with Ada's dog and cat, Bath and York swapped in seed
 * 001 itself, clue 6 is named false and the one solution another. */
static void
test_logic_intended (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wellposed-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "ten.logic", NULL);
  g_autofree char *wrong = g_build_filename (dir, "wrong.logic", NULL);
  const char *head = "friend: Ada, Bea, Cy, Dot\n"
                     "pet \"keeps the {}\": cat, dog, fish, bird\n"
                     "drink \"drinks {}\": tea, cocoa, juice, water\n"
                     "city \"lives in {}\": Bath, Hull, Leeds, York\n\n"
                     "Ada = tea\ncat = York\nfish = water\nof Bea, Dot: one = juice, other = Leeds\n"
                     "dog = Bath\nAda != dog\n";
  g_autofree char *ten = g_strconcat (head, "\nsolution:\nAda: cat, tea, York\nBea: dog, juice, Bath\n"
                                      "Cy: fish, water, Hull\nDot: bird, cocoa, Leeds\n", NULL);
  g_autofree char *seed = g_strconcat (head, "Dot = cocoa\n\nsolution:\nAda: dog, tea, Bath\nBea: cat, juice, York\n"
                                       "Cy: fish, water, Hull\nDot: bird, cocoa, Leeds\n", NULL);
  CliRun run;

  g_assert_true (g_file_set_contents (path, ten, -1, NULL));
  g_assert_true (g_file_set_contents (wrong, seed, -1, NULL));
  run_cli (&run, NULL, "analyse", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "solutions: 10\nintended: every clue holds in your intended solution\n"));
  g_assert_nonnull (strstr (run.out, "suggested clues: true in your intended solution, weighed against all 10 "
                                     "solutions\nsuggested clue: Dot drinks cocoa. (Dot = cocoa) leaves 1 solution\n"));
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", "--json", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *root, *intended;

    g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_cmpstr (json_object_get_string_member (root, "clue_suggestions_true_in"), ==, "intended");
    intended = json_object_get_object_member (root, "intended");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (intended, "notes")), ==, 0);
    g_assert_false (json_object_get_boolean_member (intended, "leads_to_it"));
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                       json_object_get_array_member (root, "clue_suggestions"), 0), "clue"), ==, "Dot = cocoa");
  }
  cli_run_clear (&run);

  run_cli (&run, NULL, "analyse", wrong, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out,
                            "intended: The clues lead to another solution than your intended one: Ada keeps the cat. "
                            "Ada lives in York. Bea keeps the dog. Bea lives in Bath.\n"
                            "intended: Clue 6 is false in your intended solution: “Ada is not the one who keeps the "
                            "dog.” There: Ada keeps the dog.\n"));
  cli_run_clear (&run);
  run_cli (&run, NULL, "analyse", "--json", wrong, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *intended;
    JsonArray *notes;

    g_assert_true (json_parser_load_from_data (parser, run.out, -1, NULL));
    intended = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "intended");
    notes = json_object_get_array_member (intended, "notes");
    g_assert_cmpuint (json_array_get_length (notes), ==, 2);
    g_assert_true (g_str_has_prefix (json_array_get_string_element (notes, 1), "Clue 6 is false"));
    g_assert_false (json_object_get_boolean_member (intended, "leads_to_it"));
  }
  cli_run_clear (&run);
  g_remove (path);
  g_remove (wrong);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/check", test_check);
  g_test_add_func ("/cli/generate-text", test_generate_text);
  g_test_add_func ("/cli/generate-band-and-symmetry", test_generate_band_and_symmetry);
  g_test_add_func ("/cli/generate-booklet", test_generate_booklet);
  g_test_add_func ("/cli/generate-timeout", test_generate_timeout);
  g_test_add_func ("/cli/count", test_count);
  g_test_add_func ("/cli/count-kinds", test_count_kinds);
  g_test_add_func ("/cli/analyse-ashes", test_analyse_ashes);
  g_test_add_func ("/cli/count-beyond-64-bits", test_count_beyond_64_bits);
  g_test_add_func ("/cli/solve", test_solve);
  g_test_add_func ("/cli/analyse", test_analyse);
  g_test_add_func ("/cli/analyse-json", test_analyse_json);
  g_test_add_func ("/cli/mines/suggestions", test_mines_suggestions);
  g_test_add_func ("/cli/analyse-json-unique", test_analyse_json_unique);
  g_test_add_func ("/cli/convert", test_convert);
  g_test_add_func ("/cli/convert-fpuzzles", test_convert_fpuzzles);
  g_test_add_func ("/cli/convert-read-only-target", test_convert_read_only_target);
  g_test_add_func ("/cli/link-on-standard-input", test_link_on_standard_input);
  g_test_add_func ("/cli/link", test_link);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/help-and-version", test_help_and_version);
  g_test_add_func ("/cli/analyse-json-no-path", test_analyse_json_no_path);
  g_test_add_func ("/cli/submarines/check-count-solve", test_submarines_check_count_solve);
  g_test_add_func ("/cli/submarines/analyse", test_submarines_analyse);
  g_test_add_func ("/cli/submarines/bad-input", test_submarines_bad_input);
  g_test_add_func ("/cli/analyse-timeout", test_analyse_timeout);
  g_test_add_func ("/cli/convert-unknown-extension", test_convert_unknown_extension);
  g_test_add_func ("/cli/mines-game-id", test_mines_game_id);
  g_test_add_func ("/cli/elements/count", test_elements_count);
  g_test_add_func ("/cli/elements/analyse", test_elements_analyse);
  g_test_add_func ("/cli/elements/rules-seed004", test_elements_rules_seed004);
  g_test_add_func ("/cli/elements/rules-classic", test_elements_rules_classic);
  g_test_add_func ("/cli/logic/suggested-clues", test_logic_suggested_clues);
  g_test_add_func ("/cli/logic/intended", test_logic_intended);
  return g_test_run ();
}
