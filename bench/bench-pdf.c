/* bench-pdf.c — how long a 100-puzzle booklet takes, and how big it is
 *
 *   build/bench/bench-pdf [DATA_DIR]      (default ../shared/data/sudoku)
 *
 * The first 100 puzzles of puzzles3_magictour_top1465.txt, solutions in a
 * section at the back, 4 to a page and 1 to a page.  Timed end to end as
 * the CLI runs it (solve every puzzle, lay out, draw, write the PDF), the
 * median of 3 runs; parsing the text file is not timed.  The goal is under
 * 2 s.  Results are recorded in docs/performance.md.
 */
#include "core/wellposed.h"
#include "render/wp-booklet.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <stdlib.h>

#define N_PUZZLES 100
#define N_RUNS    3
#define SET       "puzzles3_magictour_top1465.txt"

typedef struct {
  gint64 solve_us, write_us;
  guint  pages;
} Run;

static int
compare_total (gconstpointer a, gconstpointer b)
{
  const Run *x = a, *y = b;
  gint64 tx = x->solve_us + x->write_us, ty = y->solve_us + y->write_us;

  return (tx > ty) - (tx < ty);
}

static gboolean
run_once (GPtrArray *puzzles, const WpBookletOptions *options, const char *path, Run *run)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpBooklet) booklet = NULL;
  gint64 start = g_get_monotonic_time ();

  booklet = wp_booklet_new (puzzles, options, &error);
  run->solve_us = g_get_monotonic_time () - start;
  if (booklet == NULL || !wp_booklet_write_pdf (booklet, path, NULL, NULL, &error))
    {
      g_printerr ("bench-pdf: %s\n", error->message);
      return FALSE;
    }
  run->write_us = g_get_monotonic_time () - start - run->solve_us;
  run->pages = wp_booklet_get_n_pages (booklet);
  return TRUE;
}

static void
bench_booklet (GPtrArray *puzzles, guint per_page, const char *path)
{
  WpBookletOptions options;
  Run runs[N_RUNS];
  GStatBuf st;

  wp_booklet_options_init (&options);
  options.per_page = per_page;
  options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
  for (guint i = 0; i < N_RUNS; i++)
    if (!run_once (puzzles, &options, path, &runs[i]))
      return;
  qsort (runs, N_RUNS, sizeof (Run), compare_total);
  if (g_stat (path, &st) != 0)
    return;
  g_print ("| %u puzzles, %u per page, solutions at the back | %u | %.0f | %.0f | %.0f | %.0f |\n",
           puzzles->len, per_page, runs[N_RUNS / 2].pages,
           (runs[N_RUNS / 2].solve_us + runs[N_RUNS / 2].write_us) / 1000.0,
           runs[N_RUNS / 2].solve_us / 1000.0, runs[N_RUNS / 2].write_us / 1000.0,
           st.st_size / 1024.0);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : "../shared/data/sudoku";
  g_autofree char *path = g_build_filename (dir, SET, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) all = NULL;
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new ();
  g_autofree char *tmp = NULL;
  g_autofree char *pdf = NULL;

  setlocale (LC_ALL, "");
  all = wp_load_file (path, NULL, &error);
  if (all == NULL)
    {
      g_printerr ("bench-pdf: %s: %s\n", path, error->message);
      return EXIT_FAILURE;
    }
  for (guint i = 0; i < all->len && i < N_PUZZLES; i++)
    g_ptr_array_add (puzzles, g_ptr_array_index (all, i));   /* borrowed: the booklet copies */
  tmp = g_dir_make_tmp ("bench-pdf-XXXXXX", &error);
  if (tmp == NULL)
    {
      g_printerr ("bench-pdf: %s\n", error->message);
      return EXIT_FAILURE;
    }
  pdf = g_build_filename (tmp, "booklet.pdf", NULL);

  g_print ("| booklet | pages | total ms (median of %u) | solve ms | layout + PDF ms | KB |\n", N_RUNS);
  g_print ("|---|---|---|---|---|---|\n");
  bench_booklet (puzzles, 4, pdf);
  bench_booklet (puzzles, 1, pdf);
  g_unlink (pdf);
  g_rmdir (tmp);
  return EXIT_SUCCESS;
}
