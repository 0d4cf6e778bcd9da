/* wellposed-cli.c — the command-line client of libwellposed
 *
 *   wellposed-cli check   FILE...            unique / no solution / multiple solutions
 *   wellposed-cli count   FILE... [--cap N] [--timeout S] [--json]
 *   wellposed-cli solve   FILE... [--max K]
 *   wellposed-cli analyse FILE... [--cap N] [--timeout S] [--json] [--rules] [--steps]
 *   wellposed-cli convert FILE -o OUT
 *   wellposed-cli link    FILE [--to fpuzzles|sudokupad]   one link a puzzle
 *   wellposed-cli generate GENRE [--size S] [--count N] [--symmetry S] [--difficulty L] [-o OUT]
 *
 * Result lines are plain and untranslated so scripts can rely on them;
 * messages for people (errors, help) go through gettext.  Bad input prints
 * "wellposed-cli: FILE:PLACE: what is wrong" and exits with status 2.
 */
#include "cli/wp-cli-common.h"
#include "cli/wp-cli-generate.h"
#include "cli/wp-cli-grade.h"
#include "cli/wp-cli-pdf.h"
#include "core/wellposed.h"
#include "genres/logic/logic.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXIT_BAD_INPUT 2
#define EXIT_UNDECIDED 3    /* solve: the time limit ran out before an answer */

typedef struct {
  const char *name;
  const char *summary;     /* N_() */
  int (*run) (int argc, char **argv);
} Command;

/* --- Shared helpers --------------------------------------------------------- */


static void
report_usage_error (const char *message)
{
  g_printerr ("wellposed-cli: %s\n", message);
  g_printerr (_("Try “wellposed-cli --help” for more information.\n"));
}

/* Time limits: positive and finite, or 0 for none. */
static gboolean
check_timeout (gdouble timeout)
{
  if (isfinite (timeout) && timeout >= 0)
    return TRUE;
  report_usage_error (_("--timeout must be a number of seconds, 0 or more"));
  return FALSE;
}

static gboolean
parse_options (GOptionContext *context, int *argc, char ***argv, guint min_files)
{
  g_autoptr (GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      report_usage_error (error->message);
      return FALSE;
    }
  if ((guint) (*argc - 1) < min_files)
    {
      report_usage_error (_("no input file given (use “-” for standard input)"));
      return FALSE;
    }
  return TRUE;
}

static GOptionContext *
command_context (const char *parameter, const char *summary, const GOptionEntry *entries)
{
  GOptionContext *context = g_option_context_new (parameter);

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

/* A document can hold a puzzle that is not finished (a jigsaw whose
 * regions are still being drawn): the commands here count, so it is bad
 * input to them, named like any other. */
static gboolean
check_countable (GPtrArray *puzzles, GError **error)
{
  for (guint i = 0; i < puzzles->len; i++)
    if (!wp_puzzle_check_countable (g_ptr_array_index (puzzles, i), error))
      {
        if (puzzles->len > 1)
          g_prefix_error (error, "puzzles[%u].", i);
        return FALSE;
      }
  return TRUE;
}

/* Loads every file first so bad input stops the command before any output. */
static GPtrArray *
load_inputs (int argc, char **argv, GPtrArray **formats)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  *formats = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      WpFormat *format = g_new0 (WpFormat, 1);
      GPtrArray *puzzles = wp_load_file (argv[i], format, &error);

      g_ptr_array_add (*formats, format);
      if (puzzles == NULL || !check_countable (puzzles, &error))
        {
          wp_cli_report_error (argv[i], error);
          g_clear_pointer (&puzzles, g_ptr_array_unref);
          g_clear_pointer (formats, g_ptr_array_unref);
          return NULL;
        }
      g_ptr_array_add (all, puzzles);
    }
  return g_steal_pointer (&all);
}

static void
count_puzzle (const WpPuzzle *puzzle, const WpSearchOptions *options, WpSearchResult *result)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);

  /* load_inputs() refused puzzles that cannot be counted. */
  g_assert (model != NULL);
  wp_count_solutions (model, options, result);
}

static char *
format_seconds (gdouble seconds)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", seconds));
}

/* --- check ------------------------------------------------------------------ */

static char *
first_conflict (const WpPuzzle *puzzle)
{
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);
  const WpConflict *conflict;

  if (conflicts->len == 0)
    return NULL;
  conflict = g_ptr_array_index (conflicts, 0);
  return g_strdup (conflict->message);
}

static void
print_check_line (const WpPuzzle *puzzle, const WpSearchResult *result, gdouble timeout)
{
  g_autofree char *seconds = format_seconds (timeout);

  if (result->count >= 2)
    g_print ("multiple solutions\n");
  else if (!result->exact)
    g_print ("undecided (timed out after %s s with %" G_GUINT64_FORMAT " solution%s so far)\n",
             seconds, result->count, result->count == 1 ? "" : "s");
  else if (result->count == 1)
    {
      g_autoptr (WpSearch) search = wp_search_new ();
      g_autoptr (WpGrade) grade = wp_cli_grade (puzzle, search);

      /* The level of the genre's scale: "unique (hard)", "unique (line)". */
      if (grade)
        g_print ("unique (%s)\n", grade->level->id);
      else
        g_print ("unique\n");
    }
  else
    {
      g_autofree char *conflict = first_conflict (puzzle);

      if (conflict)
        g_print ("no solution (%s)\n", conflict);
      else
        g_print ("no solution\n");
    }
}

static int
run_check (int argc, char **argv)
{
  gdouble timeout = 0;
  const GOptionEntry entries[] = {
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &timeout,
      N_("Give up on a puzzle after SECONDS"), N_("SECONDS") },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE…"), _("Tell for each puzzle whether its solution is unique."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  WpSearchOptions options = { .cap = 2 };

  if (!parse_options (context, &argc, &argv, 1) || !check_timeout (timeout))
    return EXIT_BAD_INPUT;
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  options.timeout_s = timeout;
  for (guint f = 0; f < files->len; f++)
    {
      GPtrArray *puzzles = g_ptr_array_index (files, f);

      for (guint i = 0; i < puzzles->len; i++)
        {
          WpSearchResult result;

          count_puzzle (g_ptr_array_index (puzzles, i), &options, &result);
          print_check_line (g_ptr_array_index (puzzles, i), &result, timeout);
          wp_search_result_clear (&result);
        }
    }
  return EXIT_SUCCESS;
}

/* --- count ------------------------------------------------------------------ */

/* "difficulty: line — Solvable by line logic alone" for a unique puzzle of
 * a genre that grades solving; nothing otherwise. */
static void
print_rating (const WpRating *rating)
{
  if (rating)
    g_print ("difficulty: %s — %s\n", rating->id, _(rating->label));
}

static const WpRating *
rating_of (const WpSearchResult *result)
{
  return result->exact && result->count == 1 ? result->rating : NULL;
}

/* "solutions: 12", or "solutions: at least 5" and why the count stopped. */
/* An exact count as the CLI prints it: "12", "2^40 (1099511627776)",
 * "2^80", "infinitely many" (untranslated, like the rest of the output
 * scripts read). */
static char *
exact_count_text (guint64 count, WpCountKind kind, guint log2)
{
  /* The core's words, but never translated here. */
  if (kind == WP_COUNT_INFINITE)
    return g_strdup ("infinitely many");
  if (kind == WP_COUNT_MORE_THAN)
    return g_strdup ("more than 18446744073709551615");
  return wp_count_to_string (count, kind, log2);
}

/* JSON members for a count that is not an enumeration: "log2" for a power
 * of two, "infinite" for infinitely many, "exceeds_64_bits" for an exact
 * count past a guint64; "solutions"/"count" itself is
 * null when the number does not fit. */
static void
add_count_json (JsonBuilder *builder, const char *name, guint64 count, WpCountKind kind, guint log2)
{
  json_builder_set_member_name (builder, name);
  if (kind == WP_COUNT_INFINITE || kind == WP_COUNT_MORE_THAN || (kind == WP_COUNT_POWER_OF_TWO && log2 >= 63))
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, (gint64) MIN (count, (guint64) G_MAXINT64));
  if (kind == WP_COUNT_POWER_OF_TWO)
    {
      json_builder_set_member_name (builder, "log2");
      json_builder_add_int_value (builder, log2);
    }
  if (kind == WP_COUNT_INFINITE)
    {
      json_builder_set_member_name (builder, "infinite");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (kind == WP_COUNT_MORE_THAN)
    {
      json_builder_set_member_name (builder, "exceeds_64_bits");
      json_builder_add_boolean_value (builder, TRUE);
    }
}

static void
print_solutions_line (guint64 count, WpCountKind kind, guint log2, WpStopReason stopped, gdouble timeout)
{
  g_autofree char *seconds = format_seconds (timeout);

  switch (stopped)
    {
    case WP_STOP_NONE:
      {
        g_autofree char *text = exact_count_text (count, kind, log2);

        g_print ("solutions: %s\n", text);
        break;
      }
    case WP_STOP_CAP:
      g_print ("solutions: at least %" G_GUINT64_FORMAT " (stopped at cap)\n", count);
      break;
    case WP_STOP_TIMEOUT:
      g_print ("solutions: at least %" G_GUINT64_FORMAT " (timed out after %s s)\n", count, seconds);
      break;
    case WP_STOP_CANCELLED:
    default:
      g_print ("solutions: at least %" G_GUINT64_FORMAT " (cancelled)\n", count);
      break;
    }
}

static void
print_count_text (const WpSearchResult *result, gdouble timeout)
{
  print_solutions_line (result->count, result->count_kind, result->log2, result->stopped, timeout);
  print_rating (rating_of (result));
}

static void
print_count_json (const WpSearchResult *result)
{
  char elapsed[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *solutions = NULL;

  /* JSON wants a decimal point whatever the locale says. */
  g_ascii_formatd (elapsed, sizeof elapsed, "%.3f", result->elapsed_us / 1000.0);
  g_autofree char *difficulty = rating_of (result) ? g_strdup_printf (",\"difficulty\":\"%s\"", rating_of (result)->id)
                                                  : g_strdup ("");

  if (result->count_kind == WP_COUNT_INFINITE)
    solutions = g_strdup ("null,\"infinite\":true");
  else if (result->count_kind == WP_COUNT_MORE_THAN)
    solutions = g_strdup ("null,\"exceeds_64_bits\":true");
  else if (result->count_kind == WP_COUNT_POWER_OF_TWO)
    solutions = result->log2 >= 63 ? g_strdup_printf ("null,\"log2\":%u", result->log2)
                                   : g_strdup_printf ("%" G_GUINT64_FORMAT ",\"log2\":%u", result->count, result->log2);
  else
    solutions = g_strdup_printf ("%" G_GUINT64_FORMAT, result->count);
  g_print ("{\"solutions\":%s,\"exact\":%s,\"stopped\":\"%s\","
           "\"nodes\":%" G_GUINT64_FORMAT ",\"elapsed_ms\":%s%s}\n",
           solutions, result->exact ? "true" : "false",
           wp_stop_reason_to_string (result->stopped), result->nodes, elapsed, difficulty);
}

static int
run_count (int argc, char **argv)
{
  gint64 cap = 1000000;
  gdouble timeout = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "cap", 'c', 0, G_OPTION_ARG_INT64, &cap,
      N_("Stop counting at N solutions (default 1000000)"), "N" },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &timeout,
      N_("Stop counting a puzzle after SECONDS"), N_("SECONDS") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json,
      N_("Print one JSON object per puzzle"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE…"), _("Count the solutions of each puzzle."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  WpSearchOptions options = { 0 };

  if (!parse_options (context, &argc, &argv, 1))
    return EXIT_BAD_INPUT;
  if (!check_timeout (timeout))
    return EXIT_BAD_INPUT;
  if (cap < 1)
    {
      report_usage_error (_("--cap must be at least 1"));
      return EXIT_BAD_INPUT;
    }
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  options.cap = (guint64) cap;
  options.timeout_s = timeout;
  for (guint f = 0; f < files->len; f++)
    {
      GPtrArray *puzzles = g_ptr_array_index (files, f);

      for (guint i = 0; i < puzzles->len; i++)
        {
          WpSearchResult result;

          count_puzzle (g_ptr_array_index (puzzles, i), &options, &result);
          if (json)
            print_count_json (&result);
          else
            print_count_text (&result, timeout);
          wp_search_result_clear (&result);
        }
    }
  return EXIT_SUCCESS;
}

/* --- solve ------------------------------------------------------------------ */

/* Whether @text runs over more than one line (the Submarines notation),
 * so that solutions need a blank line between them, as puzzles do. */
static gboolean
is_multi_line (const char *text)
{
  const char *newline = strchr (text, '\n');

  return newline != NULL && newline[1] != '\0';
}

static gboolean
print_solutions (const WpPuzzle *puzzle, const WpFormat *format, const WpSearchResult *result,
                 guint index, gboolean with_header)
{
  if (with_header && format->text)
    g_print ("# puzzle %u: %u solution%s shown\n", index + 1, result->solutions->len,
             result->solutions->len == 1 ? "" : "s");
  for (guint s = 0; s < result->solutions->len; s++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *text = wp_serialize_solution (puzzle, g_ptr_array_index (result->solutions, s),
                                                     format, &error);
      if (text == NULL)
        {
          g_printerr ("wellposed-cli: %s\n", error->message);
          return FALSE;
        }
      if ((s > 0 || index > 0) && is_multi_line (text))
        g_print ("\n");
      g_print ("%s", text);
    }
  return TRUE;
}

static int
run_solve (int argc, char **argv)
{
  gint max = 1;
  gdouble timeout = 0;
  const GOptionEntry entries[] = {
    { "max", 'm', 0, G_OPTION_ARG_INT, &max, N_("Print up to K solutions per puzzle (default 1)"), "K" },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &timeout,
      N_("Stop searching a puzzle after SECONDS"), N_("SECONDS") },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE…"), _("Print solutions in the input's format."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  WpSearchOptions options = { 0 };
  int status = EXIT_SUCCESS;

  if (!parse_options (context, &argc, &argv, 1))
    return EXIT_BAD_INPUT;
  if (!check_timeout (timeout))
    return EXIT_BAD_INPUT;
  if (max < 1)
    {
      report_usage_error (_("--max must be at least 1"));
      return EXIT_BAD_INPUT;
    }
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  options.cap = options.keep = (guint) max;
  options.timeout_s = timeout;
  for (guint f = 0; f < files->len; f++)
    {
      GPtrArray *puzzles = g_ptr_array_index (files, f);
      const WpFormat *format = g_ptr_array_index (formats, f);

      for (guint i = 0; i < puzzles->len; i++)
        {
          const WpPuzzle *puzzle = g_ptr_array_index (puzzles, i);
          WpSearchResult result;

          count_puzzle (puzzle, &options, &result);
          if (result.count == 0 && result.exact)
            {
              g_printerr (_("wellposed-cli: %s: puzzle %u has no solution\n"), argv[f + 1], i + 1);
              status = EXIT_FAILURE;
            }
          else if (result.count == 0)
            {
              g_printerr (_("wellposed-cli: %s: puzzle %u: no solution found before the time limit\n"),
                          argv[f + 1], i + 1);
              status = EXIT_UNDECIDED;
            }
          if (!print_solutions (puzzle, format, &result, i, max > 1))
            status = EXIT_BAD_INPUT;
          wp_search_result_clear (&result);
        }
    }
  return status;
}

/* --- analyse ------------------------------------------------------------------ */

static char *
cell_name_of (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

static char *
value_text (const WpPuzzle *puzzle, gint value)
{
  return puzzle->genre->format_value (puzzle, value);
}

/* "pattern: unique rectangle r4c4=1/8 … (rows 4 and 8, …)"; @label is
 * "pattern" or "locked".  A chain (Submarines) ends with its path, in the
 * order its cells swap: "… (rows 1 and 2, columns 1 and 3) path r1c1 →
 * r1c3 → r2c3 → r2c1" (the last cell leads back to the first). */
static void
print_pattern (const WpPuzzle *puzzle, const char *label, const WpPattern *pattern)
{
  g_autoptr (GString) line = g_string_new (NULL);

  g_string_append_printf (line, "%s: %s", label, pattern->kind);
  for (guint i = 0; i < pattern->cells->len; i++)
    {
      g_autofree char *name = cell_name_of (puzzle, g_array_index (pattern->cells, guint, i));
      g_autofree char *a = value_text (puzzle, g_array_index (pattern->first, gint, i));
      g_autofree char *b = value_text (puzzle, g_array_index (pattern->second, gint, i));

      g_string_append_printf (line, " %s=%s/%s", name, a, b);
    }
  if (pattern->where)
    g_string_append_printf (line, " (%s)", pattern->where);
  for (guint i = 0; pattern->path && i < pattern->path->len; i++)
    {
      g_autofree char *name = cell_name_of (puzzle, g_array_index (pattern->path, guint, i));

      g_string_append_printf (line, "%s%s", i == 0 ? " path " : " → ", name);
    }
  g_print ("%s\n", line->str);
}

/* How many distinct values @cell takes among the solutions enumerated. */
static guint
distinct_values (const WpAnalysis *analysis, guint cell)
{
  guint distinct = 0;

  for (guint i = 0; i < analysis->n_values; i++)
    distinct += analysis->value_counts[cell * analysis->n_values + i] != 0;
  return distinct;
}

/* "candidates r4c4: 1 ×1, 8 ×1" for every empty cell not yet determined. */
static void
print_candidates (const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  guint empty = 0, determined = 0;
  /* Past 2^63 solutions, or infinitely many, a tally is not a count. */
  gboolean tallied = analysis->count_kind == WP_COUNT_ENUMERATED
                     || (analysis->count_kind == WP_COUNT_POWER_OF_TWO && analysis->log2 < 64);

  for (guint cell = 0; cell < analysis->n_cells; cell++)
    {
      g_autoptr (GString) line = NULL;
      guint distinct = 0;

      if (puzzle->cells[cell] != WP_CELL_EMPTY)
        continue;
      empty++;
      line = g_string_new (NULL);
      for (guint i = 0; i < analysis->n_values; i++)
        {
          guint64 n = analysis->value_counts[cell * analysis->n_values + i];
          g_autofree char *v = NULL;

          if (n == 0)
            continue;
          v = value_text (puzzle, analysis->value_base + (gint) i);
          if (tallied)
            g_string_append_printf (line, "%s%s ×%" G_GUINT64_FORMAT, distinct++ ? ", " : "", v, n);
          else
            g_string_append_printf (line, "%s%s", distinct++ ? ", " : "", v);
        }
      /* Infinitely many solutions: the values of those shown, and more. */
      if (analysis->count_kind == WP_COUNT_INFINITE && distinct > 1)
        g_string_append (line, ", … (infinitely many values)");
      if (distinct == 1)
        determined++;
      else if (distinct > 1)
        {
          g_autofree char *name = cell_name_of (puzzle, cell);
          g_print ("candidates %s: %s\n", name, line->str);
        }
    }
  g_print ("determined: %u of %u empty cells%s\n", determined, empty,
           analysis->exact ? "" : " (so far)");
}

static void
print_closest (const WpAnalysis *analysis)
{
  guint d = analysis->closest_distance;

  if (d == 0)
    return;
  if (analysis->closest_proved)
    g_print ("closest alternative: %u cell%s (proved)\n", d, d == 1 ? "" : "s");
  else
    g_print ("closest alternative: at most %u cell%s (time ran out)\n", d, d == 1 ? "" : "s");
}

/* "removable element: the thermometer r1c1–r1c4 can go: still unique",
 * one line each, for a unique puzzle with elements; "none" only when every
 * element was tried. */
static void
print_redundant_elements (const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  if (analysis->redundant_elements == NULL || puzzle->elements->len == 0)
    return;
  for (guint i = 0; i < analysis->redundant_elements->len; i++)
    {
      g_autofree char *line = wp_describe_redundant_element (puzzle, g_array_index (analysis->redundant_elements,
                                                                                   guint, i));
      g_print ("removable element: %s\n", line);
    }
  if (!analysis->elements_all_tried)
    g_print ("removable elements: not all tried (time ran out)\n");
  else if (analysis->redundant_elements->len == 0)
    g_print ("removable elements: none (each one is needed)\n");
}

/* "removable line clues: the clue of row 2 (1), …" for genres with line
 * clues, "removable cell clues: …" for clues inside cells (Laplace's
 * Ashes), when some can go. */
static void
print_removable_of_kind (const WpPuzzle *puzzle, const WpAnalysis *analysis, WpClueKind kind, const char *label)
{
  g_autoptr (GString) lines = g_string_new (NULL);

  for (guint i = 0; analysis->removable && i < analysis->removable->len; i++)
    {
      const WpClueRef *clue = &g_array_index (analysis->removable, WpClueRef, i);
      g_autofree char *said = NULL;

      if (clue->kind != kind)
        continue;
      said = wp_clue_describe (puzzle, clue);
      g_string_append_printf (lines, "%s%s", lines->len ? ", " : "", said);
    }
  if (lines->len > 0)
    g_print ("%s: %s\n", label, lines->str);
}

static void
print_removable_lines (const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  print_removable_of_kind (puzzle, analysis, WP_CLUE_LINE, "removable line clues");
  print_removable_of_kind (puzzle, analysis, WP_CLUE_INSIDE, "removable cell clues");
}

/* A logic grid's clues to add, best first, each true in the intended
 * solution (or, with none set, the first solution found): "suggested
 * clue: Bea drinks juice. (Bea = juice) leaves 1 solution" ("at least"
 * when there were more solutions than @cap). */
static void
print_clue_suggestions (const WpPuzzle *puzzle, guint64 cap)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpLogicSuggestions) found = wp_logic_suggest (puzzle, MAX (cap, 1), 5, &error);

  if (found == NULL)
    {
      g_print ("suggested clues: none (%s)\n", error->message);
      return;
    }
  if (found->n_false > 0)
    g_print ("suggested clues: none (%u clue%s or given%s false in your intended solution)\n", found->n_false,
             found->n_false == 1 ? "" : "s", found->n_false == 1 ? " is" : "s are");
  else if (found->suggestions->len > 0)
    g_print ("suggested clues: true in %s, weighed against %s%" G_GUINT64_FORMAT " solutions\n",
             found->from_intended ? "your intended solution"
                                  : "the first solution found (the puzzle stores no intended one)",
             found->exact ? "all " : "the first ", found->n_solutions);
  for (guint i = 0; i < found->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (found->suggestions, WpLogicSuggestion, i);
      g_autofree char *sentence = wp_logic_clue_sentence (puzzle, s->clue);
      g_autofree char *notation = wp_logic_clue_notation (puzzle, s->clue);

      g_print ("suggested clue: %s (%s) leaves %s%" G_GUINT64_FORMAT " solution%s\n", sentence, notation,
               found->exact ? "" : "at least ", s->remaining, s->remaining == 1 ? "" : "s");
    }
}

/* What the genre says of the setter's intended solution (clues false in
 * it; whether a proved unique solution is it), or NULL when none is set. */
static GPtrArray *
intended_notes (const WpPuzzle *puzzle, const WpAnalysis *analysis, gboolean *unique_out)
{
  const WpIntendedHooks *hooks = puzzle->genre->intended;
  gboolean unique = analysis->exact && analysis->count == 1 && analysis->solutions && analysis->solutions->len > 0;

  if (unique_out)
    *unique_out = unique;
  if (hooks == NULL || hooks->get (puzzle) == NULL)
    return NULL;
  return hooks->check (puzzle, unique ? g_ptr_array_index (analysis->solutions, 0) : NULL);
}

/* "intended: Clue 4 is false in your intended solution: …", or that all
 * is well with it. */
static void
print_intended (const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  gboolean unique;
  g_autoptr (GPtrArray) notes = intended_notes (puzzle, analysis, &unique);

  if (notes == NULL)
    return;
  for (guint i = 0; i < notes->len; i++)
    g_print ("intended: %s\n", (const char *) g_ptr_array_index (notes, i));
  if (notes->len == 0)
    g_print (unique ? "intended: the clues lead to your intended solution\n"
                    : "intended: every clue holds in your intended solution\n");
}

static void
print_analysis (const WpPuzzle *puzzle, const WpAnalysis *analysis, const WpGrade *grade, gboolean steps,
                guint64 requested_cap, gdouble timeout)
{
  print_solutions_line (analysis->count, analysis->count_kind, analysis->log2, analysis->stopped, timeout);
  if (grade)
    wp_cli_print_grade (grade, steps);
  if (analysis->cap < requested_cap)
    g_print ("note: a grid of %u cells keeps at most %" G_GUINT64_FORMAT
             " solutions for candidates (64 MB), not the %" G_GUINT64_FORMAT " asked for\n",
             analysis->n_cells, analysis->cap, requested_cap);
  print_rating (analysis->rating);
  if (analysis->explanation)
    g_print ("explanation: %s\n", analysis->explanation);
  if (analysis->contradiction)
    g_print ("contradiction: %s\n", analysis->contradiction->message);
  else if (analysis->exact && analysis->count == 0)
    {
      /* A genre's own analysis may not name one: the direct clash, as
       * check says it. */
      g_autofree char *conflict = first_conflict (puzzle);

      if (conflict)
        g_print ("contradiction: %s\n", conflict);
    }
  print_intended (puzzle, analysis);
  print_closest (analysis);
  for (guint i = 0; i < analysis->patterns->len; i++)
    print_pattern (puzzle, "pattern", g_ptr_array_index (analysis->patterns, i));
  for (guint i = 0; i < analysis->locked->len; i++)
    print_pattern (puzzle, "locked", g_ptr_array_index (analysis->locked, i));
  if (analysis->count >= 2)
    print_candidates (puzzle, analysis);
  for (guint i = 0; analysis->suggestions && i < analysis->suggestions->len; i++)
    {
      const WpSuggestion *s = &g_array_index (analysis->suggestions, WpSuggestion, i);
      g_autofree char *name = cell_name_of (puzzle, s->cell);
      g_autofree char *v = s->clue[0] ? g_strdup_printf ("reveal %s", s->clue) : value_text (puzzle, s->value);

      g_autofree char *left = wp_count_to_string (s->remaining, s->remaining_kind, s->remaining_log2);

      g_print ("suggestion: %s at %s leaves %s%s solution%s\n", v, name,
               s->exact ? "" : "at least ", left, s->remaining == 1 ? "" : "s");
    }
  if (puzzle->genre == &wp_genre_logic && analysis->count >= 2)
    print_clue_suggestions (puzzle, requested_cap);
  if (analysis->redundant)
    {
      g_autoptr (GString) cells = g_string_new (NULL);

      for (guint i = 0; i < analysis->redundant->len; i++)
        {
          g_autofree char *name = cell_name_of (puzzle, g_array_index (analysis->redundant, guint, i));
          g_string_append_printf (cells, "%s%s", i ? ", " : "", name);
        }
      /* Minimal only when no clue of any kind can go (line clues, clues
       * in cells, elements), not just no given. */
      if (cells->len > 0)
        g_print ("redundant givens: %s\n", cells->str);
      else if (analysis->minimal && analysis->removable && analysis->removable->len == 0)
        g_print ("redundant givens: none (the puzzle is minimal)\n");
      else if (analysis->minimal)
        g_print ("redundant givens: none\n");
    }
  print_redundant_elements (puzzle, analysis);
  print_removable_lines (puzzle, analysis);
}

/* --- analyse --rules ------------------------------------------------------------ */

/* "unique", "1728 solutions", "at least 10000 solutions (stopped at cap)". */
static char *
rule_count_text (const WpRuleCount *count)
{
  const char *plural = count->count == 1 ? "" : "s";

  switch (count->stopped)
    {
    case WP_STOP_NONE:
      if (count->count == 0)
        return g_strdup ("no solution");
      if (count->count == 1)
        return g_strdup ("unique");
      return g_strdup_printf ("%" G_GUINT64_FORMAT " solutions", count->count);
    case WP_STOP_CAP:
      return g_strdup_printf ("at least %" G_GUINT64_FORMAT " solution%s (stopped at cap)", count->count, plural);
    case WP_STOP_TIMEOUT:
      return g_strdup_printf ("at least %" G_GUINT64_FORMAT " solution%s (timed out)", count->count, plural);
    case WP_STOP_CANCELLED:
    default:
      return g_strdup_printf ("at least %" G_GUINT64_FORMAT " solution%s (cancelled)", count->count, plural);
    }
}

/* with every rule: unique
 * without siteswap rows and columns: 1728 solutions
 * classic rules alone: 1728 solutions */
static void
print_rule_dependence (const WpPuzzle *puzzle, const WpRuleDependence *dependence)
{
  g_autofree char *all = rule_count_text (&dependence->all);
  g_autofree char *base = rule_count_text (&dependence->base);

  g_print ("with every rule: %s\n", all);
  if (puzzle->elements->len == 0)
    {
      g_print ("elements: none\n");
      return;
    }
  for (guint i = 0; i < dependence->without->len; i++)
    {
      const WpRuleCount *count = &g_array_index (dependence->without, WpRuleCount, i);
      g_autofree char *text = rule_count_text (count);

      g_print ("without %s: %s\n", count->label, text);
    }
  g_print ("classic rules alone: %s\n", base);
}

/* --- analyse --json ------------------------------------------------------------ */

static void
add_cell (JsonBuilder *builder, const WpPuzzle *puzzle, guint cell)
{
  g_autofree char *name = cell_name_of (puzzle, cell);

  json_builder_add_string_value (builder, name);
}

static void
add_int_array (JsonBuilder *builder, const char *member, GArray *values)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < values->len; i++)
    json_builder_add_int_value (builder, g_array_index (values, gint, i));
  json_builder_end_array (builder);
}

/* [{"kind", "where", "cells": ["r4c4", …], "first": [1, …], "second": [8, …],
 *   "path": ["r1c1", "r1c3", …] or null}, …]; "path" is a chain's cells in
 * the order they swap (Submarines), null for other patterns. */
static void
add_patterns (JsonBuilder *builder, const char *member, const WpPuzzle *puzzle, GPtrArray *patterns)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint p = 0; p < patterns->len; p++)
    {
      const WpPattern *pattern = g_ptr_array_index (patterns, p);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, pattern->kind);
      json_builder_set_member_name (builder, "where");
      if (pattern->where)
        json_builder_add_string_value (builder, pattern->where);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "cells");
      json_builder_begin_array (builder);
      for (guint i = 0; i < pattern->cells->len; i++)
        add_cell (builder, puzzle, g_array_index (pattern->cells, guint, i));
      json_builder_end_array (builder);
      add_int_array (builder, "first", pattern->first);
      add_int_array (builder, "second", pattern->second);
      json_builder_set_member_name (builder, "path");
      if (pattern->path)
        {
          json_builder_begin_array (builder);
          for (guint i = 0; i < pattern->path->len; i++)
            add_cell (builder, puzzle, g_array_index (pattern->path, guint, i));
          json_builder_end_array (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* {"cell": "r4c4", "values": [{"value": 1, "count": 1}, …], "determined": false} */
static void
add_cell_candidates (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis, guint cell)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cell");
  add_cell (builder, puzzle, cell);
  json_builder_set_member_name (builder, "values");
  json_builder_begin_array (builder);
  for (guint i = 0; i < analysis->n_values; i++)
    {
      guint64 n = analysis->value_counts[cell * analysis->n_values + i];

      if (n == 0)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, analysis->value_base + (gint) i);
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, (gint64) MIN (n, (guint64) G_MAXINT64));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "determined");
  json_builder_add_boolean_value (builder, distinct_values (analysis, cell) == 1);
  json_builder_end_object (builder);
}

/* A logic grid's clues to add: "clue_suggestions": [{"clue": "Bea = juice",
 * "sentence": "Bea drinks juice.", "remaining": 1, "exact": true}, …],
 * empty when the puzzle cannot be modelled or a clue is false in the
 * intended solution; "clue_suggestions_true_in": "intended" or
 * "first-solution-found". */
static void
add_clue_suggestions (JsonBuilder *builder, const WpPuzzle *puzzle, guint64 cap)
{
  g_autoptr (WpLogicSuggestions) found = wp_logic_suggest (puzzle, MAX (cap, 1), 5, NULL);

  json_builder_set_member_name (builder, "clue_suggestions_true_in");
  json_builder_add_string_value (builder, found && found->from_intended ? "intended" : "first-solution-found");

  json_builder_set_member_name (builder, "clue_suggestions");
  json_builder_begin_array (builder);
  for (guint i = 0; found && i < found->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (found->suggestions, WpLogicSuggestion, i);
      g_autofree char *sentence = wp_logic_clue_sentence (puzzle, s->clue);
      g_autofree char *notation = wp_logic_clue_notation (puzzle, s->clue);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "clue");
      json_builder_add_string_value (builder, notation);
      json_builder_set_member_name (builder, "sentence");
      json_builder_add_string_value (builder, sentence);
      json_builder_set_member_name (builder, "remaining");
      json_builder_add_int_value (builder, (gint64) MIN (s->remaining, (guint64) G_MAXINT64));
      json_builder_set_member_name (builder, "exact");
      json_builder_add_boolean_value (builder, found->exact);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_candidates (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  json_builder_set_member_name (builder, "candidates");
  json_builder_begin_array (builder);
  for (guint cell = 0; cell < analysis->n_cells; cell++)
    if (puzzle->cells[cell] == WP_CELL_EMPTY)
      add_cell_candidates (builder, puzzle, analysis, cell);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "candidates_exact");
  json_builder_add_boolean_value (builder, analysis->exact);
}

static void
add_suggestions (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  json_builder_set_member_name (builder, "suggestions");
  json_builder_begin_array (builder);
  for (guint i = 0; analysis->suggestions && i < analysis->suggestions->len; i++)
    {
      const WpSuggestion *s = &g_array_index (analysis->suggestions, WpSuggestion, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "cell");
      add_cell (builder, puzzle, s->cell);
      if (s->clue[0])
        {
          json_builder_set_member_name (builder, "clue");
          json_builder_add_string_value (builder, s->clue);
        }
      else
        {
          json_builder_set_member_name (builder, "value");
          json_builder_add_int_value (builder, s->value);
        }
      json_builder_set_member_name (builder, "remaining");
      json_builder_add_int_value (builder, (gint64) MIN (s->remaining, (guint64) G_MAXINT64));
      json_builder_set_member_name (builder, "exact");
      json_builder_add_boolean_value (builder, s->exact);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* "redundant": null unless the puzzle is unique; then the cells, and "minimal". */
static void
add_redundant (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  json_builder_set_member_name (builder, "redundant");
  if (analysis->redundant == NULL)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < analysis->redundant->len; i++)
        add_cell (builder, puzzle, g_array_index (analysis->redundant, guint, i));
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "minimal");
  json_builder_add_boolean_value (builder, analysis->minimal);
}

/* "redundant_elements": null unless the puzzle is unique; then [{"index",
 * "kind", "description"}, …] and "elements_all_tried". */
static void
add_redundant_elements (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  json_builder_set_member_name (builder, "redundant_elements");
  if (analysis->redundant_elements == NULL)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < analysis->redundant_elements->len; i++)
        {
          guint index = g_array_index (analysis->redundant_elements, guint, i);
          const WpElement *element = g_ptr_array_index (puzzle->elements, index);
          g_autofree char *description = wp_element_describe (puzzle, element);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "index");
          json_builder_add_int_value (builder, index);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, element->kind->id);
          json_builder_set_member_name (builder, "description");
          json_builder_add_string_value (builder, description);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "elements_all_tried");
  json_builder_add_boolean_value (builder, analysis->elements_all_tried);
}

/* {"count", "exact", "stopped"} and, for a family, "family" and "label". */
static void
add_rule_count (JsonBuilder *builder, const WpRuleCount *count)
{
  json_builder_begin_object (builder);
  if (count->family)
    {
      json_builder_set_member_name (builder, "family");
      json_builder_add_string_value (builder, count->family);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, count->label);
    }
  json_builder_set_member_name (builder, "count");
  json_builder_add_int_value (builder, (gint64) MIN (count->count, (guint64) G_MAXINT64));
  json_builder_set_member_name (builder, "exact");
  json_builder_add_boolean_value (builder, count->exact);
  json_builder_set_member_name (builder, "stopped");
  json_builder_add_string_value (builder, wp_stop_reason_to_string (count->stopped));
  json_builder_end_object (builder);
}

/* "rules": {"all": …, "without": [{"family", "label", …}, …], "base": …}
 * (--rules only; "base" is the count without any element). */
static void
add_rule_dependence (JsonBuilder *builder, const WpRuleDependence *dependence)
{
  if (dependence == NULL)
    return;
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "all");
  add_rule_count (builder, &dependence->all);
  json_builder_set_member_name (builder, "without");
  json_builder_begin_array (builder);
  for (guint i = 0; i < dependence->without->len; i++)
    add_rule_count (builder, &g_array_index (dependence->without, WpRuleCount, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "base");
  add_rule_count (builder, &dependence->base);
  json_builder_end_object (builder);
}

/* "contradiction": why there is no solution, or null: {"kind" ("cell",
 * "place", "line" or "clues"), "message", "cells" (names), "lines"
 * ("row 3"), "minimal" (a set of clues each one of which was tried)}. */
static void
add_contradiction (JsonBuilder *builder, const WpPuzzle *puzzle, const WpContradiction *contradiction)
{
  static const char *const kinds[] = { "cell", "place", "line", "clues" };

  json_builder_set_member_name (builder, "contradiction");
  if (contradiction == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, kinds[contradiction->kind]);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, contradiction->message);
  json_builder_set_member_name (builder, "cells");
  json_builder_begin_array (builder);
  for (guint i = 0; i < contradiction->cells->len; i++)
    add_cell (builder, puzzle, g_array_index (contradiction->cells, guint, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < contradiction->lines->len; i++)
    {
      const WpLineRef *line = &g_array_index (contradiction->lines, WpLineRef, i);
      g_autofree char *name = g_strdup_printf ("%s %u", line->kind == WP_LINE_ROW ? "row" : "column",
                                               line->index + 1);

      json_builder_add_string_value (builder, name);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "minimal");
  json_builder_add_boolean_value (builder, contradiction->minimal);
  json_builder_end_object (builder);
}

/* "closest": {"distance", "proved"}, or null when no other solution is known. */
static void
add_closest (JsonBuilder *builder, const WpAnalysis *analysis)
{
  json_builder_set_member_name (builder, "closest");
  if (analysis->closest_distance == 0)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "distance");
  json_builder_add_int_value (builder, analysis->closest_distance);
  json_builder_set_member_name (builder, "proved");
  json_builder_add_boolean_value (builder, analysis->closest_proved);
  json_builder_end_object (builder);
}

/* "intended": {"notes": ["Clue 4 is false …"]}, only when one is set. */
static void
add_intended (JsonBuilder *builder, const WpPuzzle *puzzle, const WpAnalysis *analysis)
{
  gboolean unique;
  g_autoptr (GPtrArray) notes = intended_notes (puzzle, analysis, &unique);

  if (notes == NULL)
    return;
  json_builder_set_member_name (builder, "intended");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "notes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < notes->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (notes, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "leads_to_it");
  json_builder_add_boolean_value (builder, unique && notes->len == 0);
  json_builder_end_object (builder);
}

static void
print_analysis_json (const WpPuzzle *puzzle, const WpAnalysis *analysis, const WpGrade *grade,
                     const WpRuleDependence *rules)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  add_count_json (builder, "count", analysis->count, analysis->count_kind, analysis->log2);
  json_builder_set_member_name (builder, "exact");
  json_builder_add_boolean_value (builder, analysis->exact);
  json_builder_set_member_name (builder, "stopped");
  json_builder_add_string_value (builder, wp_stop_reason_to_string (analysis->stopped));
  json_builder_set_member_name (builder, "cap");
  json_builder_add_int_value (builder, (gint64) MIN (analysis->cap, G_MAXINT64));
  if (analysis->rating)
    {
      json_builder_set_member_name (builder, "difficulty");
      json_builder_add_string_value (builder, analysis->rating->id);
    }
  wp_cli_add_grade_json (builder, puzzle, grade);
  if (analysis->explanation)
    {
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder, analysis->explanation);
    }
  add_intended (builder, puzzle, analysis);
  add_closest (builder, analysis);
  add_patterns (builder, "patterns", puzzle, analysis->patterns);
  add_patterns (builder, "locked", puzzle, analysis->locked);
  add_candidates (builder, puzzle, analysis);
  add_suggestions (builder, puzzle, analysis);
  if (puzzle->genre == &wp_genre_logic && analysis->count >= 2)
    add_clue_suggestions (builder, puzzle, analysis->cap);
  add_redundant (builder, puzzle, analysis);
  add_redundant_elements (builder, puzzle, analysis);
  add_contradiction (builder, puzzle, analysis->contradiction);
  add_rule_dependence (builder, rules);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

static int
run_analyse (int argc, char **argv)
{
  gint64 cap = 10000;
  gdouble timeout = 0;
  gboolean json = FALSE, rules = FALSE, steps = FALSE;
  const GOptionEntry entries[] = {
    { "cap", 'c', 0, G_OPTION_ARG_INT64, &cap,
      N_("Enumerate up to N solutions for candidates, and count up to N for --rules (default 10000)"), "N" },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &steps,
      N_("Print every step of a unique puzzle's solving path"), NULL },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &timeout,
      N_("Stop analysing a puzzle after SECONDS and report what was found (--rules has as long again)"),
      N_("SECONDS") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json,
      N_("Print one JSON object per puzzle"), NULL },
    { "rules", 'r', 0, G_OPTION_ARG_NONE, &rules,
      N_("Count again without each family of elements, and without any: what the puzzle owes to each rule"),
      NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE…"), _("Explain each puzzle: deadly patterns, true candidates, "
                                   "suggested givens, redundant givens and elements."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();

  if (!parse_options (context, &argc, &argv, 1) || !check_timeout (timeout))
    return EXIT_BAD_INPUT;
  if (cap < 2)
    {
      report_usage_error (_("--cap must be at least 2"));
      return EXIT_BAD_INPUT;
    }
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  for (guint f = 0; f < files->len; f++)
    {
      GPtrArray *puzzles = g_ptr_array_index (files, f);

      for (guint i = 0; i < puzzles->len; i++)
        {
          const WpPuzzle *puzzle = g_ptr_array_index (puzzles, i);
          WpAnalysisOptions options = { .cap = (guint64) cap, .max_suggestions = 5, .timeout_s = timeout };
          g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &options, search, NULL);
          g_autoptr (WpRuleDependence) dependence =
            rules ? wp_rule_dependence (puzzle, search, (guint64) cap, timeout, NULL) : NULL;
          g_autoptr (WpGrade) grade =
            analysis->count == 1 && analysis->exact ? wp_cli_grade (puzzle, search) : NULL;

          if (json)
            print_analysis_json (puzzle, analysis, grade, dependence);
          else
            {
              /* A JSON stream has no room for comments. */
              if (puzzles->len > 1 || files->len > 1)
                g_print ("# puzzle %u\n", i + 1);
              print_analysis (puzzle, analysis, grade, steps, (guint64) cap, timeout);
              if (dependence)
                print_rule_dependence (puzzle, dependence);
            }
        }
    }
  return EXIT_SUCCESS;
}

/* --- convert ---------------------------------------------------------------- */

static int
run_convert (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *to = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write to OUT; its extension picks the format (.wellposed, .txt, .fpuzzles, .sub, .non, …)"), "OUT" },
    /* Formats without an extension of their own (links, game IDs) are
     * named by their id. */
    { "to", 0, 0, G_OPTION_ARG_STRING, &to,
      N_("Write in the text format with this id, whatever OUT's extension (sgt-mines: Mines game IDs)"), "FORMAT" },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE"), _("Convert between the formats Wellposed reads and writes."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat out_format;

  if (!parse_options (context, &argc, &argv, 1))
    return EXIT_BAD_INPUT;
  if (argc != 2 || output == NULL)
    {
      report_usage_error (_("convert takes one FILE and -o OUT"));
      return EXIT_BAD_INPUT;
    }
  if (to != NULL && ((out_format.text = wp_text_format_lookup (to)) == NULL || out_format.text->write == NULL))
    {
      g_printerr (_("wellposed-cli: --to %s: no format Wellposed writes has this id\n"), to);
      return EXIT_BAD_INPUT;
    }
  if (to == NULL && !wp_format_for_filename (output, &out_format))
    {
      g_autofree char *extensions = wp_format_writable_extensions ();

      g_printerr (_("wellposed-cli: %s: unknown extension (Wellposed writes %s)\n"), output, extensions);
      return EXIT_BAD_INPUT;
    }
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  if (!wp_save_file (output, g_ptr_array_index (files, 0), &out_format, &error))
    {
      wp_cli_report_error (output, error);
      return EXIT_BAD_INPUT;
    }
  return EXIT_SUCCESS;
}

/* --- link ------------------------------------------------------------------- */

static gboolean
parse_link_kind (const char *name, WpLinkKind *kind)
{
  if (g_str_equal (name, "fpuzzles") || g_str_equal (name, "f-puzzles"))
    *kind = WP_LINK_FPUZZLES;
  else if (g_str_equal (name, "sudokupad"))
    *kind = WP_LINK_SUDOKUPAD;
  else
    return FALSE;
  return TRUE;
}

/* Every puzzle is checked before the first link is printed, so a file
 * with one puzzle f-puzzles cannot hold prints nothing but the reason. */
static int
run_link (int argc, char **argv)
{
  g_autofree char *to = NULL;
  const GOptionEntry entries[] = {
    { "to", 't', 0, G_OPTION_ARG_STRING, &to,
      N_("The site the links open: fpuzzles (the default) or sudokupad"), N_("SITE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    command_context (_("FILE"), _("Print an f-puzzles or SudokuPad link for each puzzle of FILE."), entries);
  g_autoptr (GPtrArray) formats = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autoptr (GPtrArray) links = g_ptr_array_new_with_free_func (g_free);
  WpLinkKind kind = WP_LINK_FPUZZLES;
  GPtrArray *puzzles;

  if (!parse_options (context, &argc, &argv, 1))
    return EXIT_BAD_INPUT;
  if (argc != 2)
    {
      report_usage_error (_("link takes one FILE"));
      return EXIT_BAD_INPUT;
    }
  if (to != NULL && !parse_link_kind (to, &kind))
    {
      report_usage_error (_("--to must be fpuzzles or sudokupad"));
      return EXIT_BAD_INPUT;
    }
  files = load_inputs (argc, argv, &formats);
  if (files == NULL)
    return EXIT_BAD_INPUT;
  puzzles = g_ptr_array_index (files, 0);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autoptr (GError) error = NULL;
      char *link = wp_link_for_puzzle (g_ptr_array_index (puzzles, i), kind, &error);

      if (link == NULL)
        {
          if (puzzles->len > 1)
            g_prefix_error (&error, _("puzzle %u: "), i + 1);
          wp_cli_report_error (argv[1], error);
          return EXIT_BAD_INPUT;
        }
      g_ptr_array_add (links, link);
    }
  for (guint i = 0; i < links->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (links, i));
  return EXIT_SUCCESS;
}

/* --- main ------------------------------------------------------------------- */

static const Command commands[] = {
  { "check",   N_("Tell whether each puzzle has a unique solution"), run_check },
  { "count",   N_("Count solutions up to a cap"),                    run_count },
  { "solve",   N_("Print solutions"),                                run_solve },
  { "analyse", N_("Explain ambiguity and suggest givens"),           run_analyse },
  { "convert", N_("Convert between formats"),                        run_convert },
  { "link",    N_("Print f-puzzles or SudokuPad links"),             run_link },
  { "pdf",     N_("Export print-ready PDF pages and booklets"),      wp_cli_pdf },
  { "generate", N_("Make new unique puzzles by clue removal"),       wp_cli_generate },
};

static void
print_help (void)
{
  g_print (_("Usage:\n  wellposed-cli COMMAND [OPTION…] FILE…\n\n"
             "Check, count, solve, analyse, convert and print logic puzzles.\n"
             "FILE may be “-” for standard input.\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-9s %s\n", commands[i].name, _(commands[i].summary));
  g_print (_("\nRun “wellposed-cli COMMAND --help” for a command's options.\n"));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, WP_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_help ();
      return argc < 2 ? EXIT_BAD_INPUT : EXIT_SUCCESS;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("wellposed-cli %s\n", WP_VERSION);
      return EXIT_SUCCESS;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      {
        /* The command sees "wellposed-cli COMMAND" as its program name. */
        g_autofree char *prgname = g_strdup_printf ("wellposed-cli %s", commands[i].name);
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }
  {
    g_autofree char *message = g_strdup_printf (_("unknown command “%s”"), argv[1]);
    report_usage_error (message);
  }
  return EXIT_BAD_INPUT;
}
