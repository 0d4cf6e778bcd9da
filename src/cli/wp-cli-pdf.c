/* wp-cli-pdf.c — `wellposed-cli pdf FILE… -o OUT.pdf`
 *
 * Unlike the other commands, a bad input does not stop the export: a
 * booklet of a hundred puzzles should not be lost to one broken file.  Each
 * failure is reported as it happens, the rest are printed, and the exit
 * status says that something was left out.
 */
#include "cli/wp-cli-pdf.h"
#include "cli/wp-cli-common.h"
#include "core/wellposed.h"
#include "render/wp-booklet.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXIT_BAD_INPUT 2
#define PROGRESS_MIN_PUZZLES 20   /* below this, a booklet is written in a blink */

typedef struct {
  char     *output;
  char     *paper;
  char     *solutions;
  char     *title;
  char     *author;
  gint      per_page;
  gint      first_number;
  gboolean  landscape;
  gboolean  crop_marks;
  gdouble   margin;
  gdouble   bleed;
  gdouble   timeout;
} PdfArgs;

/* Where each puzzle of the booklet came from, for messages. */
typedef struct {
  const char *file;
  guint       index;   /* 1-based within its file */
} Origin;

static void
pdf_args_clear (PdfArgs *args)
{
  g_free (args->output);
  g_free (args->paper);
  g_free (args->solutions);
  g_free (args->title);
  g_free (args->author);
}

static void
usage_error (const char *message)
{
  g_printerr ("wellposed-cli: %s\n", message);
  g_printerr (_("Try “wellposed-cli pdf --help” for more information.\n"));
}

static GOptionContext *
pdf_context (PdfArgs *args)
{
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &args->output, N_("Write the PDF to OUT (required)"), "OUT" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &args->paper,
      N_("a4, letter, a5 or WIDTHxHEIGHT in mm (default a4)"), N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &args->landscape, N_("Turn the paper sideways"), NULL },
    { "margin", 0, 0, G_OPTION_ARG_DOUBLE, &args->margin, N_("Margins in mm (default 15)"), "MM" },
    { "per-page", 0, 0, G_OPTION_ARG_INT, &args->per_page,
      N_("Puzzles per page: 1, 2, 4 or 6 (default 1); fewer where a grid's cells would be under 4 mm"), "N" },
    { "solutions", 0, 0, G_OPTION_ARG_STRING, &args->solutions,
      N_("after (each page), back (a section at the end) or none (default after)"), N_("WHERE") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &args->title,
      N_("Put TEXT on a cover page and in the PDF's title"), N_("TEXT") },
    { "author", 0, 0, G_OPTION_ARG_STRING, &args->author, N_("The author named on the cover and in the PDF"), N_("NAME") },
    { "first-number", 0, 0, G_OPTION_ARG_INT, &args->first_number, N_("Number the first puzzle N (default 1)"), "N" },
    { "crop-marks", 0, 0, G_OPTION_ARG_NONE, &args->crop_marks, N_("Draw crop marks at the trim corners"), NULL },
    { "bleed", 0, 0, G_OPTION_ARG_DOUBLE, &args->bleed, N_("Add MM of paper around the trim for the print shop"), "MM" },
    { "timeout", 't', 0, G_OPTION_ARG_DOUBLE, &args->timeout,
      N_("Give up deciding a puzzle's solution after SECONDS (default 10)"), N_("SECONDS") },
    { NULL }
  };
  GOptionContext *context = g_option_context_new (_("FILE…"));

  g_option_context_set_summary (context, _("Write puzzles as a print-ready PDF: one puzzle, or a "
                                           "booklet from several files or a multi-puzzle file."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

/* Turns the command line into booklet options; FALSE after saying why. */
static gboolean
booklet_options (const PdfArgs *args, WpBookletOptions *options)
{
  g_autoptr (GError) error = NULL;

  wp_booklet_options_init (options);
  if (args->per_page < 1)
    {
      g_autofree char *message = g_strdup_printf (_("--per-page %d is not offered (use 1, 2, 4 or 6)"),
                                                  args->per_page);

      usage_error (message);
      return FALSE;
    }
  options->per_page = (guint) args->per_page;
  options->landscape = args->landscape;
  options->margin_mm = args->margin;
  options->bleed_mm = args->bleed;
  options->crop_marks = args->crop_marks;
  options->timeout_s = args->timeout;
  options->title = args->title;
  options->author = args->author;
  options->cover = args->title != NULL;
  if (args->first_number < 0)
    {
      usage_error (_("--first-number must be 0 or more"));
      return FALSE;
    }
  options->first_number = (guint) args->first_number;
  if ((args->paper && !wp_booklet_options_set_paper (options, args->paper, &error)) ||
      (args->solutions && !wp_booklet_parse_solutions (args->solutions, &options->solutions, &error)) ||
      !wp_booklet_options_validate (options, &error))
    {
      usage_error (error->message);
      return FALSE;
    }
  return TRUE;
}

/* Reads every FILE it can into @puzzles; says what went wrong with the
 * others.  Returns how many files failed. */
static guint
load_inputs (int argc, char **argv, GPtrArray *puzzles, GArray *origins)
{
  guint failed = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) loaded = wp_load_file (argv[i], NULL, &error);

      if (loaded == NULL)
        {
          wp_cli_report_error (argv[i], error);
          failed++;
          continue;
        }
      for (guint j = 0; j < loaded->len; j++)
        {
          Origin origin = { argv[i], j + 1 };

          g_ptr_array_add (puzzles, wp_puzzle_copy (g_ptr_array_index (loaded, j)));
          g_array_append_val (origins, origin);
        }
    }
  return failed;
}

/* A puzzle not proved unique is printed all the same (the setter may mean
 * it), with a warning that says no more than the count to 2 proved. */
static void
warn_not_unique (WpBooklet *booklet, guint i, const Origin *origin, gboolean solutions)
{
  const WpUniqueness *uniqueness = wp_booklet_get_uniqueness (booklet, i);
  g_autofree char *summary = wp_uniqueness_summarise (uniqueness);
  g_autoptr (GString) line = NULL;

  if (summary == NULL)
    return;
  line = g_string_new (NULL);
  g_string_printf (line, _("wellposed-cli: %s #%u: warning: %s"), origin->file, origin->index, summary);
  if (uniqueness->state == WP_UNIQUENESS_COUNTED && uniqueness->count >= 2)
    g_string_append (line, _("; solvers will not find a unique answer"));
  else if (uniqueness->state == WP_UNIQUENESS_COUNTED && !uniqueness->exact)
    g_string_append (line, _("; a longer --timeout may decide it"));
  if (solutions && !(uniqueness->state == WP_UNIQUENESS_COUNTED && uniqueness->exact && uniqueness->count == 0))
    g_string_append (line, _(" (no solution page)"));
  g_printerr ("%s\n", line->str);
}

static void
report_puzzles (WpBooklet *booklet, GArray *origins, gboolean solutions)
{
  for (guint i = 0; i < wp_booklet_get_n_puzzles (booklet); i++)
    {
      const Origin *origin = &g_array_index (origins, Origin, i);
      const char *layout = wp_booklet_get_layout_note (booklet, i);

      warn_not_unique (booklet, i, origin, solutions);
      if (layout)
        g_printerr (_("wellposed-cli: %s #%u: %s\n"), origin->file, origin->index, layout);
    }
}

/* "page 12/40", rewritten in place on a terminal, one line each otherwise. */
static void
show_progress (guint page, guint n_pages, gpointer user_data)
{
  gboolean tty = GPOINTER_TO_INT (user_data);

  if (tty)
    g_printerr ("\r");
  g_printerr (_("page %u/%u"), page, n_pages);
  if (!tty || page == n_pages)
    g_printerr ("\n");
}

static gboolean
write_booklet (WpBooklet *booklet, const char *output)
{
  g_autoptr (GError) error = NULL;
  gboolean tty = isatty (fileno (stderr));
  gboolean progress = tty || wp_booklet_get_n_puzzles (booklet) > PROGRESS_MIN_PUZZLES;

  if (!wp_booklet_write_pdf (booklet, output, progress ? show_progress : NULL,
                             GINT_TO_POINTER (tty), &error))
    {
      g_printerr ("wellposed-cli: %s: %s\n", output, error->message);
      return FALSE;
    }
  return TRUE;
}

/* Loads, solves and writes; the exit status. */
static int
export (const PdfArgs *args, const WpBookletOptions *options, int argc, char **argv)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GArray) origins = g_array_new (FALSE, FALSE, sizeof (Origin));
  g_autoptr (WpBooklet) booklet = NULL;
  g_autoptr (GError) error = NULL;
  guint failed = load_inputs (argc, argv, puzzles, origins);

  if (puzzles->len == 0)
    {
      g_printerr (_("wellposed-cli: no puzzle could be read; %s was not written\n"), args->output);
      return EXIT_BAD_INPUT;
    }
  booklet = wp_booklet_new (puzzles, options, &error);
  if (booklet == NULL)
    {
      usage_error (error->message);
      return EXIT_BAD_INPUT;
    }
  report_puzzles (booklet, origins, options->solutions != WP_BOOKLET_SOLUTIONS_NONE);
  if (!write_booklet (booklet, args->output))
    return EXIT_FAILURE;
  if (failed > 0)
    g_printerr (ngettext ("wellposed-cli: %u input could not be read and was left out of %s\n",
                          "wellposed-cli: %u inputs could not be read and were left out of %s\n", failed),
                failed, args->output);
  return failed > 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}

int
wp_cli_pdf (int argc, char **argv)
{
  PdfArgs args = { .per_page = 1, .first_number = 1, .margin = 15, .timeout = 10 };
  g_autoptr (GOptionContext) context = pdf_context (&args);
  g_autoptr (GError) error = NULL;
  WpBookletOptions options;
  int status = EXIT_BAD_INPUT;

  g_set_prgname ("wellposed-cli pdf");
  if (!g_option_context_parse (context, &argc, &argv, &error))
    usage_error (error->message);
  else if (args.output == NULL)
    usage_error (_("no output given (use -o OUT.pdf)"));
  else if (argc < 2)
    usage_error (_("no input file given (use “-” for standard input)"));
  else if (booklet_options (&args, &options))
    status = export (&args, &options, argc, argv);
  pdf_args_clear (&args);
  return status;
}
