/* bench-generate.c — generation and grading throughput, one core
 *
 *   bench-generate [N]
 *
 * Minimal 9×9 Sudoku puzzles per second (seeds 1…N, no symmetry, one
 * thread: the anchor is qqwing's ~40/s single-threaded), the same with
 * 180° symmetry, then the grading time per puzzle over those puzzles, and
 * the other genres' generation rate.  Prints one line per measure.
 */
#include "core/wellposed.h"
#include "genres/sudoku/sudoku.h"

#include <stdio.h>
#include <stdlib.h>

static GPtrArray *
generate_many (const WpPuzzle *shape, WpSymmetry symmetry, guint n, const char *label)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  gint64 start = g_get_monotonic_time ();
  guint64 clues = 0, counts = 0;
  gdouble seconds;

  for (guint i = 0; i < n; i++)
    {
      WpGenerateOptions options;
      g_autoptr (GError) error = NULL;
      g_autoptr (WpGenerated) generated = NULL;

      wp_generate_options_init (&options);
      options.seed = i + 1;
      options.symmetry = symmetry;
      generated = wp_generate (shape, &options, FALSE, search, &error);
      if (generated == NULL)
        g_error ("%s, seed %u: %s", label, i + 1, error ? error->message : "cancelled");
      clues += generated->n_clues;
      counts += generated->counts;
      g_ptr_array_add (puzzles, wp_puzzle_ref (generated->puzzle));
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("%-34s %6u puzzles  %9.1f /s  %7.1f µs each  mean clues %.1f  counts %.1f each\n", label, n,
          n / seconds, seconds * 1e6 / n, (double) clues / n, (double) counts / n);
  return puzzles;
}

static void
grade_many (GPtrArray *puzzles, const char *label)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  guint per_level[8] = { 0 };
  gint64 start = g_get_monotonic_time ();
  gdouble seconds;

  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (WpGrade) grade = wp_grade_puzzle (g_ptr_array_index (puzzles, i), NULL, search, &error);

      if (grade == NULL)
        g_error ("%s %u: %s", label, i, error ? error->message : "cancelled");
      per_level[MIN (grade->level_index, 7)]++;
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;
  printf ("%-34s %6u puzzles  %9.1f /s  %7.1f µs each  levels", label, puzzles->len, puzzles->len / seconds,
          seconds * 1e6 / puzzles->len);
  for (guint l = 0; l < 8; l++)
    printf (" %u", per_level[l]);
  printf ("\n");
}

static void
bench_genre (const char *id, const char *preset, guint n)
{
  const WpGenre *genre = wp_genre_lookup (id);
  g_autoptr (WpPuzzle) shape = genre->new_puzzle (wp_genre_find_preset (genre, preset));
  g_autofree char *label = g_strdup_printf ("%s %s minimal", id, preset);
  g_autoptr (GPtrArray) puzzles = generate_many (shape, WP_SYMMETRY_NONE, n, label);
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 1000;
  g_autoptr (WpPuzzle) sudoku = wp_sudoku_new (9, 3, 3);
  g_autoptr (GPtrArray) plain = generate_many (sudoku, WP_SYMMETRY_NONE, n, "sudoku 9×9 minimal");
  g_autoptr (GPtrArray) symmetric = generate_many (sudoku, WP_SYMMETRY_ROTATE_180, n, "sudoku 9×9 minimal, 180°");
  g_autoptr (WpPuzzle) sixteen = wp_sudoku_new (16, 4, 4);
  g_autoptr (GPtrArray) big = generate_many (sixteen, WP_SYMMETRY_NONE, MAX (n / 100, 5), "sudoku 16×16 minimal");

  grade_many (plain, "grade sudoku 9×9 (step solver)");
  grade_many (big, "grade sudoku 16×16 (step solver)");
  for (const WpGenre *const *g = wp_genres_list (); *g; g++)
    if (wp_can_generate (*g) && *g != sudoku->genre)
      bench_genre ((*g)->id, (*g)->presets[0].id, MAX (n / 20, 5));
  return 0;
}
