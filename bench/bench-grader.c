/* bench-grader.c — Sudoku's step grader over a list of puzzles, one core
 *
 *   bench-grader FILE [N] [--list] [--check] [--steps]
 *
 * FILE holds one 9×9 puzzle per line (81 characters, '.' or '0' empty,
 * '#' starts a comment); the first N (default all) are graded by the step
 * solver alone (no uniqueness count).  Prints the time per puzzle (mean,
 * median, 99th percentile, most), how many reached each level, how many
 * the steps solved, and the hardest techniques; --list prints each
 * puzzle's score, level and hardest technique too; --check solves each
 * puzzle and checks every step against the solution (untimed); --steps
 * prints every step.
 */
#include "core/wellposed.h"
#include "genres/sudoku/sudoku.h"
#include "genres/sudoku/sudoku-grader-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
compare_doubles (const void *a, const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return x < y ? -1 : x > y;
}

static WpPuzzle *
puzzle_of_line (const char *line)
{
  WpPuzzle *puzzle = wp_sudoku_new (9, 3, 3);

  for (guint i = 0; i < 81; i++)
    puzzle->cells[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : WP_CELL_EMPTY;
  return puzzle;
}

/* Every value placed is the solution's, every candidate removed is not. */
static guint
check_steps (const WpPuzzle *puzzle, const WpGrade *grade)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { .cap = 2, .keep = 1 };
  WpSearchResult result;
  const gint *solution;
  guint wrong = 0;

  wp_count_solutions (model, &options, &result);
  if (result.count != 1)
    {
      wp_search_result_clear (&result);
      return 0;
    }
  solution = g_ptr_array_index (result.solutions, 0);
  for (guint i = 0; i < grade->steps->len; i++)
    {
      const WpGradeStep *step = g_ptr_array_index (grade->steps, i);

      for (guint j = 0; j < step->placed->len; j++)
        if (solution[g_array_index (step->placed, WpCellValue, j).cell] != g_array_index (step->placed, WpCellValue, j).value)
          wrong++, fprintf (stderr, "wrong placement: %s\n", step->text);
      for (guint j = 0; j < step->eliminated->len; j++)
        if (solution[g_array_index (step->eliminated, WpCellValue, j).cell] == g_array_index (step->eliminated, WpCellValue, j).value)
          wrong++, fprintf (stderr, "wrong elimination: %s\n", step->text);
    }
  wp_search_result_clear (&result);
  return wrong;
}

int
main (int argc, char **argv)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint limit = argc > 2 && argv[2][0] != '-' ? (guint) atoi (argv[2]) : G_MAXUINT, n = 0, solved = 0, wrong = 0;
  gboolean list = FALSE, check = FALSE, steps = FALSE;
  g_autoptr (GHashTable) hardest = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (gdouble));
  guint per_level[8] = { 0 };
  gdouble total = 0, score_sum = 0;
  GHashTableIter iter;
  gpointer key, value;

  for (int a = 2; a < argc; a++)
    {
      list |= g_str_equal (argv[a], "--list");
      check |= g_str_equal (argv[a], "--check");
      steps |= g_str_equal (argv[a], "--steps");
    }
  if (argc < 2 || !g_file_get_contents (argv[1], &text, NULL, NULL))
    {
      fprintf (stderr, "usage: bench-grader FILE [N] [--list]\n");
      return 1;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] && n < limit; i++)
    {
      g_autoptr (WpPuzzle) puzzle = NULL;
      g_autoptr (WpGrade) grade = NULL;
      gint64 start;
      gdouble us;

      if (strlen (lines[i]) < 81 || lines[i][0] == '#')
        continue;
      puzzle = puzzle_of_line (lines[i]);
      start = g_get_monotonic_time ();
      grade = wp_sudoku_grade (puzzle, NULL);
      us = (gdouble) (g_get_monotonic_time () - start);
      g_array_append_val (times, us);
      total += us;
      n++;
      per_level[MIN (grade->level_index, 7)]++;
      solved += grade->complete;
      if (grade->complete)
        score_sum += grade->score;
      if (grade->hardest)
        g_hash_table_insert (hardest, (gpointer) g_intern_string (grade->hardest),
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (hardest, grade->hardest)) + 1));
      for (guint j = 0; steps && j < grade->steps->len; j++)
        printf ("  %4.1f %s\n", ((WpGradeStep *) g_ptr_array_index (grade->steps, j))->rating,
                ((WpGradeStep *) g_ptr_array_index (grade->steps, j))->text);
      if (check)
        wrong += check_steps (puzzle, grade);
      if (list)
        printf ("%.81s %4.1f %-8s %s\n", lines[i], grade->score, grade->level->id, grade->hardest ? grade->hardest : "-");
    }
  if (n == 0)
    return 1;
  qsort (times->data, times->len, sizeof (gdouble), compare_doubles);
  printf ("%u puzzles: mean %.0f µs, median %.0f µs, 99%% under %.0f µs, most %.0f µs\n", n, total / n,
          g_array_index (times, gdouble, n / 2), g_array_index (times, gdouble, MIN (n - 1, n * 99 / 100)),
          g_array_index (times, gdouble, n - 1));
  printf ("solved by the steps: %u (mean score of those %.2f); levels:", solved, solved ? score_sum / solved : 0);
  for (guint l = 0; l < 5; l++)
    printf (" %u", per_level[l]);
  if (check)
    printf ("\nsteps checked against the solutions: %u wrong", wrong);
  printf ("\nhardest technique (counting the stuck ones' hardest step so far):\n");
  g_hash_table_iter_init (&iter, hardest);
  while (g_hash_table_iter_next (&iter, &key, &value))
    printf ("  %6u %s\n", GPOINTER_TO_UINT (value), (const char *) key);
  return 0;
}
