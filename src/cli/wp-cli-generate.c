/* wp-cli-generate.c — `wellposed-cli generate GENRE …`
 *
 * Puzzle i is generated from seed S + i, whatever the number of jobs: the
 * same command line gives the same puzzles on any machine.  The jobs take
 * the next index from a shared counter; results land in their own slot
 * and are written in order.
 */
#include "cli/wp-cli-generate.h"
#include "cli/wp-cli-common.h"
#include "core/wellposed.h"
#include "render/wp-booklet.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define EXIT_BAD_INPUT 2

typedef struct {
  char     *size;
  char     *shape_file;
  char     *symmetry;
  char     *difficulty;
  char     *output;
  gint      count;
  gint      clues;
  gint      jobs;
  gint64    seed;
  gdouble   count_timeout;
  gdouble   timeout;      /* the whole batch, seconds; 0 = none */
  gboolean  needs_variants;
  gboolean  grade;
} GenerateArgs;

typedef struct {
  const WpPuzzle          *shape;
  const WpGenerateOptions *options;
  gboolean                 grade;
  guint                    count;
  gint                     next;       /* atomic: the next puzzle to make */
  gint                     done;       /* atomic */
  gint                     failed;     /* atomic: a job hit an error */
  gint                     timed_out;  /* atomic: the batch's time ran out */
  gint64                   deadline;   /* monotonic µs for the whole batch, 0 = none */
  WpGenerated            **results;    /* one slot per puzzle */
  GError                 **errors;
  GMutex                   lock;       /* with @progress: a job finished */
  GCond                    progress;
} Batch;

static void
args_clear (GenerateArgs *args)
{
  g_free (args->size);
  g_free (args->shape_file);
  g_free (args->symmetry);
  g_free (args->difficulty);
  g_free (args->output);
}

static void
usage_error (const char *message)
{
  g_printerr ("wellposed-cli: %s\n", message);
  g_printerr (_("Try “wellposed-cli generate --help” for more information.\n"));
}

static GOptionContext *
generate_context (GenerateArgs *args)
{
  const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_STRING, &args->size,
      N_("A size the genre offers (its preset id: 9, 16, jigsaw-9…) or WIDTHxHEIGHT"), N_("SIZE") },
    { "shape", 0, 0, G_OPTION_ARG_FILENAME, &args->shape_file,
      N_("Take size, rules and elements from the puzzle in FILE"), N_("FILE") },
    { "count", 'n', 0, G_OPTION_ARG_INT, &args->count, N_("How many puzzles (default 1)"), "N" },
    { "symmetry", 0, 0, G_OPTION_ARG_STRING, &args->symmetry,
      N_("none, rotate-180, rotate-90, mirror or diagonal (default none)"), N_("SYMMETRY") },
    { "difficulty", 'd', 0, G_OPTION_ARG_STRING, &args->difficulty,
      N_("A level of the genre's scale, or a band LOW..HIGH (an unknown level lists them)"),
      N_("LEVEL") },
    { "clues", 0, 0, G_OPTION_ARG_INT, &args->clues,
      N_("Stop removing once N clues are left (default: remove until minimal)"), "N" },
    { "needs-variants", 0, 0, G_OPTION_ARG_NONE, &args->needs_variants,
      N_("Keep only puzzles the genre's own rules alone leave ambiguous (with --shape)"), NULL },
    { "grade", 'g', 0, G_OPTION_ARG_NONE, &args->grade, N_("Grade every puzzle"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &args->seed, N_("The first puzzle's seed (default 1)"), "S" },
    { "count-timeout", 0, 0, G_OPTION_ARG_DOUBLE, &args->count_timeout,
      N_("Give each uniqueness count SECONDS; a clue whose count runs out stays, and the puzzle is not "
         "called minimal (default: no limit)"), N_("SECONDS") },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &args->timeout,
      N_("Stop the whole batch after SECONDS and write the puzzles made by then (exit status 1); "
         "default: no limit"), N_("SECONDS") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &args->jobs, N_("Work on J puzzles at once (default: every core)"), "J" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &args->output,
      N_("Write to OUT: .pdf (a booklet with solutions), .wellposed (a collection) or the genre's "
         "text format; default: standard output"), "OUT" },
    { NULL }
  };
  GOptionContext *context = g_option_context_new (_("GENRE"));

  g_option_context_set_summary (context, _("Make new puzzles with one solution by taking clues away from a "
                                           "random solved grid (seed 004's loop)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

/* --- The shape ---------------------------------------------------------------- */

static WpPuzzle *
custom_shape (const WpGenre *genre, const char *size)
{
  guint width = 0, height = 0;
  WpPreset custom = { "custom", "", 0, 0, 0, 0 };

  if (genre->max_width == 0 || sscanf (size, "%ux%u", &width, &height) != 2 || width < 1 || height < 1 ||
      width > genre->max_width || height > genre->max_height)
    return NULL;
  custom.width = width;
  custom.height = height;
  return genre->new_puzzle (&custom);
}

static char *
preset_ids (const WpGenre *genre)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < genre->n_presets; i++)
    g_string_append_printf (ids, "%s%s", i ? ", " : "", genre->presets[i].id);
  if (genre->max_width)
    g_string_append_printf (ids, _(", or WIDTHxHEIGHT up to %u×%u"), genre->max_width, genre->max_height);
  return g_string_free (ids, FALSE);
}

static WpPuzzle *
shape_from_size (const WpGenre *genre, const char *size)
{
  const WpPreset *preset = size ? wp_genre_find_preset (genre, size) : NULL;
  WpPuzzle *shape = preset ? genre->new_puzzle (preset) : size ? custom_shape (genre, size) : NULL;
  g_autofree char *ids = NULL;
  g_autofree char *message = NULL;

  if (shape)
    return shape;
  ids = preset_ids (genre);
  message = size ? g_strdup_printf (_("--size %s is not a size of %s (use %s)"), size, _(genre->name), ids)
                 : g_strdup_printf (_("no size given (use --size with %s, or --shape FILE)"), ids);
  usage_error (message);
  return NULL;
}

static WpPuzzle *
shape_from_file (const WpGenre *genre, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) loaded = wp_load_file (path, NULL, &error);
  WpPuzzle *shape;

  if (loaded == NULL)
    {
      wp_cli_report_error (path, error);
      return NULL;
    }
  shape = g_ptr_array_index (loaded, 0);
  if (shape->genre != genre)
    {
      g_printerr (_("wellposed-cli: %s: the puzzle is a %s, not a %s\n"), path, _(shape->genre->name),
                  _(genre->name));
      return NULL;
    }
  return wp_puzzle_ref (shape);
}

/* --- Options ------------------------------------------------------------------- */

static gboolean
parse_level (const WpGenre *genre, const char *id, gint *level)
{
  guint n;
  const WpGradeLevel *levels = wp_grade_levels (genre, &n);
  g_autoptr (GString) known = g_string_new (NULL);
  g_autofree char *message = NULL;

  *level = wp_grade_find_level (genre, id);
  if (*level >= 0)
    return TRUE;
  for (guint i = 0; i < n; i++)
    g_string_append_printf (known, "%s%s", i ? ", " : "", levels[i].id);
  message = g_strdup_printf (_("--difficulty %s is not a level of %s puzzles (use %s)"), id, _(genre->name),
                             known->str);
  usage_error (message);
  return FALSE;
}

/* "hard" or "medium..expert". */
static gboolean
parse_band (const WpGenre *genre, const char *text, WpGenerateOptions *options)
{
  g_auto (GStrv) ends = g_strsplit (text, "..", 2);

  if (!parse_level (genre, ends[0], &options->min_level))
    return FALSE;
  if (ends[1] == NULL)
    {
      options->max_level = options->min_level;
      return TRUE;
    }
  return parse_level (genre, ends[1], &options->max_level);
}

static gboolean
make_options (const GenerateArgs *args, const WpPuzzle *shape, WpGenerateOptions *options)
{
  wp_generate_options_init (options);
  options->seed = (guint64) args->seed;
  options->needs_variants = args->needs_variants;
  if (args->clues < 0 || args->count < 1 || args->count > 100000 || args->jobs < 0)
    {
      usage_error (_("--count must be 1 to 100000; --clues and --jobs 0 or more"));
      return FALSE;
    }
  options->target_clues = (guint) args->clues;
  if (!(args->count_timeout >= 0 && args->count_timeout < 1e6))
    {
      usage_error (_("--count-timeout must be a number of seconds, 0 or more"));
      return FALSE;
    }
  options->count_timeout_s = args->count_timeout;
  if (!(args->timeout >= 0 && args->timeout < 1e9))
    {
      usage_error (_("--timeout must be a number of seconds, 0 or more"));
      return FALSE;
    }
  if (args->symmetry && !wp_symmetry_from_string (args->symmetry, &options->symmetry))
    {
      usage_error (_("--symmetry must be none, rotate-180, rotate-90, mirror or diagonal"));
      return FALSE;
    }
  if (!wp_symmetry_fits (options->symmetry, shape))
    {
      usage_error (_("--symmetry rotate-90 and diagonal need a square grid"));
      return FALSE;
    }
  if (args->needs_variants && shape->elements->len == 0)
    {
      usage_error (_("--needs-variants needs a shape with variant rules (--shape FILE)"));
      return FALSE;
    }
  return args->difficulty == NULL || parse_band (shape->genre, args->difficulty, options);
}

/* --- The jobs -------------------------------------------------------------------- */

static gpointer
run_job (gpointer data)
{
  Batch *batch = data;
  g_autoptr (WpSearch) search = wp_search_new ();

  /* Every count inside stops at the batch's deadline (wp_search_run()
   * honours the search's own), and wp_generate() then returns NULL with
   * no error. */
  wp_search_set_deadline (search, batch->deadline);
  for (;;)
    {
      guint i = (guint) g_atomic_int_add (&batch->next, 1);
      WpGenerateOptions options = *batch->options;

      if (i >= batch->count || g_atomic_int_get (&batch->failed) || g_atomic_int_get (&batch->timed_out))
        break;
      options.seed += i;
      batch->results[i] = wp_generate (batch->shape, &options, batch->grade, search, &batch->errors[i]);
      if (batch->results[i] == NULL && batch->errors[i] == NULL && wp_search_is_cancelled (search))
        g_atomic_int_set (&batch->timed_out, 1);
      else if (batch->results[i] == NULL)
        g_atomic_int_set (&batch->failed, 1);
      g_mutex_lock (&batch->lock);
      g_atomic_int_inc (&batch->done);
      g_cond_signal (&batch->progress);
      g_mutex_unlock (&batch->lock);
    }
  g_mutex_lock (&batch->lock);
  g_cond_signal (&batch->progress);
  g_mutex_unlock (&batch->lock);
  return NULL;
}

/* "generated 12/100", rewritten in place on a terminal. */
static void
show_progress (Batch *batch, gboolean tty)
{
  guint done = (guint) g_atomic_int_get (&batch->done);

  if (tty)
    {
      g_printerr ("\r");
      g_printerr (_("generated %u/%u"), done, batch->count);
    }
}

static void
run_batch (Batch *batch, guint jobs)
{
  g_autoptr (GPtrArray) threads = g_ptr_array_new ();
  gboolean tty = isatty (fileno (stderr)) && batch->count > 1;

  for (guint j = 0; j < jobs; j++)
    g_ptr_array_add (threads, g_thread_new ("generate", run_job, batch));
  /* Woken by each finished puzzle (no polling: one quick puzzle used to
   * wait 100 ms for the next look), and once a second for the display. */
  g_mutex_lock (&batch->lock);
  while ((guint) g_atomic_int_get (&batch->done) < batch->count && !g_atomic_int_get (&batch->failed) &&
         !g_atomic_int_get (&batch->timed_out))
    {
      g_mutex_unlock (&batch->lock);
      show_progress (batch, tty);
      g_mutex_lock (&batch->lock);
      if ((guint) g_atomic_int_get (&batch->done) < batch->count && !g_atomic_int_get (&batch->failed) &&
          !g_atomic_int_get (&batch->timed_out))
        g_cond_wait_until (&batch->progress, &batch->lock, g_get_monotonic_time () + G_USEC_PER_SEC);
    }
  g_mutex_unlock (&batch->lock);
  for (guint j = 0; j < threads->len; j++)
    g_thread_join (g_ptr_array_index (threads, j));
  show_progress (batch, tty);
  if (tty)
    g_printerr ("\n");
}

/* --- Output ---------------------------------------------------------------------- */

/* "Hard (3.8)" as the puzzle's title, so a booklet's pages say it (the
 * booklet numbers the puzzles itself). */
static void
title_with_grade (WpPuzzle *puzzle, const WpGrade *grade)
{
  if (grade == NULL)
    return;
  g_free (puzzle->title);
  if (g_str_equal (grade->scale, "guesses"))
    puzzle->title = g_strdup (_(grade->level->label));
  else
    /* TRANSLATORS: a level and its score: "Hard (3.8)" */
    puzzle->title = g_strdup_printf (_("%s (%.1f)"), _(grade->level->label), grade->score);
}

static gboolean
write_pdf (GPtrArray *puzzles, const char *output)
{
  WpBookletOptions options;
  g_autoptr (WpBooklet) booklet = NULL;
  g_autoptr (GError) error = NULL;

  wp_booklet_options_init (&options);
  options.per_page = 2;
  options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
  booklet = wp_booklet_new (puzzles, &options, &error);
  if (booklet == NULL || !wp_booklet_write_pdf (booklet, output, NULL, NULL, &error))
    {
      g_printerr ("wellposed-cli: %s: %s\n", output, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_puzzles (GPtrArray *puzzles, const char *output)
{
  g_autoptr (GError) error = NULL;
  WpFormat format = { NULL };
  const WpPuzzle *first = g_ptr_array_index (puzzles, 0);

  if (output && g_str_has_suffix (output, ".pdf"))
    return write_pdf (puzzles, output);
  if (output && !wp_format_for_filename (output, &format))
    {
      g_autofree char *extensions = wp_format_writable_extensions ();

      g_printerr (_("wellposed-cli: %s: unknown extension (use .pdf or one of %s)\n"), output, extensions);
      return FALSE;
    }
  /* Standard output: the genre's own notation where it writes one. */
  if (output == NULL && first->genre->text_formats && first->genre->text_formats[0]->write)
    format.text = first->genre->text_formats[0];
  if (!wp_save_file (output ? output : "-", puzzles, &format, &error) && output == NULL && format.text)
    {
      /* A notation that cannot say some clue is unknown (.non wants every
       * line's): the native format can. */
      g_clear_error (&error);
      format.text = NULL;
      wp_save_file ("-", puzzles, &format, &error);
    }
  if (error)
    {
      wp_cli_report_error (output ? output : "-", error);
      return FALSE;
    }
  return TRUE;
}

/* One line per puzzle on standard error: what was made, and its grade. */
static void
report (Batch *batch)
{
  for (guint i = 0; i < batch->count; i++)
    {
      const WpGenerated *generated = batch->results[i];

      if (generated == NULL)
        continue;
      g_printerr (_("#%u: %u clues%s, %u counts"), i + 1, generated->n_clues,
                  generated->minimal ? _(", minimal") : "", (guint) generated->counts);
      if (generated->grade)
        g_printerr (" — %s", generated->grade->summary);
      g_printerr ("\n");
    }
}

static int
finish (Batch *batch, const GenerateArgs *args)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);

  for (guint i = 0; i < batch->count; i++)
    if (batch->errors[i])
      {
        g_autofree char *seed = g_strdup_printf ("%" G_GINT64_FORMAT, args->seed + (gint64) i);

        g_printerr (_("wellposed-cli: puzzle %u (seed %s): %s\n"), i + 1, seed, batch->errors[i]->message);
        return EXIT_FAILURE;
      }
  if (g_atomic_int_get (&batch->failed))
    return EXIT_FAILURE;
  for (guint i = 0; i < batch->count; i++)
    {
      WpPuzzle *puzzle;

      if (batch->results[i] == NULL)
        continue;   /* the time ran out before it was made */
      puzzle = wp_puzzle_copy (batch->results[i]->puzzle);

      if (args->output && g_str_has_suffix (args->output, ".pdf"))
        title_with_grade (puzzle, batch->results[i]->grade);
      g_ptr_array_add (puzzles, puzzle);
    }
  report (batch);
  if (g_atomic_int_get (&batch->timed_out))
    {
      g_autofree char *seconds = g_strdup_printf ("%g", args->timeout);

      /* TRANSLATORS: "stopped after 10 s: 3 of 5 puzzles made" */
      g_printerr (_("wellposed-cli: stopped after %s s: %u of %u puzzles made\n"), seconds, puzzles->len,
                  batch->count);
      if (puzzles->len > 0)
        write_puzzles (puzzles, args->output);
      return EXIT_FAILURE;
    }
  return write_puzzles (puzzles, args->output) ? EXIT_SUCCESS : EXIT_FAILURE;
}

static int
generate (const GenerateArgs *args, const WpPuzzle *shape)
{
  WpGenerateOptions options;
  Batch batch = { 0 };
  guint jobs;
  int status;

  if (!make_options (args, shape, &options))
    return EXIT_BAD_INPUT;
  batch.shape = shape;
  batch.options = &options;
  /* A booklet says each puzzle's grade; a band needs it anyway. */
  batch.grade = args->grade || (args->output && g_str_has_suffix (args->output, ".pdf"));
  batch.count = (guint) args->count;
  if (args->timeout > 0)
    batch.deadline = g_get_monotonic_time () + (gint64) (args->timeout * G_USEC_PER_SEC);
  g_mutex_init (&batch.lock);
  g_cond_init (&batch.progress);
  batch.results = g_new0 (WpGenerated *, batch.count);
  batch.errors = g_new0 (GError *, batch.count);
  jobs = args->jobs > 0 ? (guint) args->jobs : g_get_num_processors ();
  run_batch (&batch, MIN (jobs, batch.count));
  status = finish (&batch, args);
  for (guint i = 0; i < batch.count; i++)
    {
      g_clear_pointer (&batch.results[i], wp_generated_free);
      g_clear_error (&batch.errors[i]);
    }
  g_free (batch.results);
  g_free (batch.errors);
  g_mutex_clear (&batch.lock);
  g_cond_clear (&batch.progress);
  return status;
}

static const WpGenre *
genre_argument (int argc, char **argv)
{
  const WpGenre *genre = argc >= 2 ? wp_genre_lookup (argv[1]) : NULL;
  g_autoptr (GString) ids = g_string_new (NULL);
  g_autofree char *message = NULL;

  if (genre && wp_can_generate (genre))
    return genre;
  for (const WpGenre *const *g = wp_genres_list (); *g; g++)
    if (wp_can_generate (*g))
      g_string_append_printf (ids, "%s%s", ids->len ? ", " : "", (*g)->id);
  message = argc < 2 ? g_strdup_printf (_("no genre given (use %s)"), ids->str)
                     : g_strdup_printf (_("%s is not a genre that can be generated (use %s)"), argv[1], ids->str);
  usage_error (message);
  return NULL;
}

int
wp_cli_generate (int argc, char **argv)
{
  GenerateArgs args = { .count = 1, .seed = 1 };
  g_autoptr (GOptionContext) context = generate_context (&args);
  g_autoptr (GError) error = NULL;
  g_autoptr (WpPuzzle) shape = NULL;
  const WpGenre *genre;
  int status = EXIT_BAD_INPUT;

  g_set_prgname ("wellposed-cli generate");
  if (!g_option_context_parse (context, &argc, &argv, &error))
    usage_error (error->message);
  else if ((genre = genre_argument (argc, argv)) != NULL)
    {
      shape = args.shape_file ? shape_from_file (genre, args.shape_file) : shape_from_size (genre, args.size);
      if (shape)
        status = generate (&args, shape);
    }
  args_clear (&args);
  return status;
}
