/* bench-scramble.c — Scramble Squares: counting to 2, the seed's two
 * orders, one core
 *
 *   bench-scramble [RUNS]
 *
 * For each size and number of pictures: RUNS random solved designs
 * (every inner edge a random picture, pieces turned and shuffled; the
 * generator's designs before the uniqueness filter), each counted to 2 —
 * the question a setter asks — by the plain spiral (seed 003, Fig. 9) and
 * by "maximizing the center" (section 3.1).  Prints, per order, the
 * median and worst time, the mean pieces tried, and on how many designs
 * the centre order tried fewer pieces than the spiral.
 *
 * Then the genre's grader (scramble-grade.c) on RUNS random designs with
 * one solution of each size from 3×3 to 5×5, at the pictures new designs
 * use: the median and worst time of the grader alone (the uniqueness
 * count before it not included), the levels reached, the mean steps and
 * dead ends.
 */
#include "core/wellposed.h"
#include "genres/scramble/scramble-private.h"

#include "core/wp-grade.h"

#include <stdio.h>
#include <stdlib.h>

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

typedef struct {
  gint64  *us;
  guint64  nodes;
} Runs;

static void
bench_grader (guint runs)
{
  g_autoptr (WpSearch) search = wp_search_new ();

  printf ("\nsize  pictures  designs  median ms  worst ms  levels (forced/one/several/mostly)  mean steps  mean dead ends\n");
  for (guint n = 3; n <= 5; n++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (2300 + n);
      g_autoptr (WpPuzzle) shape = wp_scramble_new (n);
      guint pictures = wp_scramble_default_pictures (n), done = 0, levels[4] = { 0 }, steps = 0, dead = 0;
      gint64 *us = g_new (gint64, runs);

      while (done < runs)
        {
          g_autoptr (WpPuzzle) puzzle = wp_scramble_design_unique (shape, pictures, rand, 50, NULL);
          WpScrambleCount count;
          WpGrade *grade;
          gint64 start;

          wp_scramble_count (puzzle, WP_SCRAMBLE_ORDER_CENTER, 2, 1, NULL, &count);
          if (count.count != 1)
            {
              wp_scramble_count_clear (&count);
              continue;
            }
          start = g_get_monotonic_time ();
          grade = wp_scramble_rater_hooks.grade (puzzle, g_ptr_array_index (count.solutions, 0), search);
          us[done++] = g_get_monotonic_time () - start;
          levels[grade->level_index]++;
          steps += grade->steps->len;
          for (guint i = 0; i < grade->steps->len; i++)
            dead += g_str_equal (((WpGradeStep *) g_ptr_array_index (grade->steps, i))->technique, "dead-end");
          wp_grade_free (grade);
          wp_scramble_count_clear (&count);
        }
      qsort (us, runs, sizeof (gint64), compare);
      printf ("%u×%u   %8u  %7u  %9.2f %9.2f  %u/%u/%u/%u  %10.1f  %14.1f\n", n, n, pictures, runs,
              us[runs / 2] / 1000.0, us[runs - 1] / 1000.0, levels[0], levels[1], levels[2], levels[3],
              (double) steps / runs, (double) dead / runs);
      g_free (us);
    }
}

int
main (int argc, char **argv)
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 50;
  static const struct { guint n, pictures; } cases[] = {
    { 3, 4 }, { 3, 6 }, { 4, 5 }, { 4, 6 }, { 5, 6 }, { 5, 7 },
  };

  runs = MAX (runs, 1);
  printf ("size  pictures  unique  order    median ms  worst ms  mean pieces tried  centre fewer\n");
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (2200 + c);
      g_autoptr (WpPuzzle) puzzle = wp_scramble_new (cases[c].n);
      Runs order[2] = { { g_new (gint64, runs), 0 }, { g_new (gint64, runs), 0 } };
      guint unique = 0, fewer = 0;

      for (guint r = 0; r < runs; r++)
        {
          guint64 nodes[2];

          wp_scramble_random_design (puzzle, cases[c].pictures, rand, NULL);
          for (guint o = 0; o < 2; o++)
            {
              WpScrambleCount count;
              gint64 start = g_get_monotonic_time ();

              wp_scramble_count (puzzle, o ? WP_SCRAMBLE_ORDER_CENTER : WP_SCRAMBLE_ORDER_SPIRAL, 2, 0, NULL,
                                 &count);
              order[o].us[r] = g_get_monotonic_time () - start;
              order[o].nodes += count.nodes;
              nodes[o] = count.nodes;
              if (o == 0)
                unique += count.count == 1;
              wp_scramble_count_clear (&count);
            }
          fewer += nodes[1] < nodes[0];
        }
      for (guint o = 0; o < 2; o++)
        {
          char share[32] = "";

          if (o)
            g_snprintf (share, sizeof share, "%u/%u", fewer, runs);
          qsort (order[o].us, runs, sizeof (gint64), compare);
          printf ("%u×%u   %8u  %3u/%-3u %-7s %10.2f %9.2f %18.0f  %s\n", cases[c].n, cases[c].n, cases[c].pictures,
                  unique, runs, o ? "centre" : "spiral", order[o].us[runs / 2] / 1000.0,
                  order[o].us[runs - 1] / 1000.0, (double) order[o].nodes / runs,
                  share);
          g_free (order[o].us);
        }
    }
  bench_grader (runs);
  return 0;
}
