/* bench-logic.c — logic grids: the zebra puzzle counted to 2, and every
 * clue proved necessary (the minimal clue set), one core
 *
 *   bench-logic [RUNS]
 *
 * The count builds the model and searches up to two solutions, as the
 * studio does after each edit.  The minimal clue set drops each of the 14
 * clues in turn and counts to 2 again (what wp_analyse()'s removable-clue
 * pass does, without its other parts).  Prints the median and the worst of
 * RUNS (default 21).
 */
#include "core/wellposed.h"
#include "genres/logic/logic.h"

#include <stdio.h>
#include <stdlib.h>

static const char zebra[] =
  "house \"lives in house {}\": 1, 2, 3, 4, 5 (ordered)\n"
  "colour \"lives in the {} house\": red, green, ivory, yellow, blue\n"
  "nation \"is the {}\": Englishman, Spaniard, Ukrainian, Norwegian, Japanese\n"
  "drink \"drinks {}\": coffee, tea, milk, orange juice, water\n"
  "smoke \"smokes {}\": Old Gold, Kools, Chesterfields, Lucky Strike, Parliaments\n"
  "pet \"keeps the {}\": dog, snails, fox, horse, zebra\n"
  "\n"
  "Englishman = red\nSpaniard = dog\ncoffee = green\nUkrainian = tea\nivory just-left-of green\n"
  "Old Gold = snails\nKools = yellow\nmilk = 3\nNorwegian = 1\nChesterfields next-to fox\n"
  "Kools next-to horse\nLucky Strike = orange juice\nJapanese = Parliaments\nNorwegian next-to blue\n";

static int
compare (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static guint64
count_to_2 (const WpPuzzle *puzzle)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { .cap = 2, .keep = 0 };
  WpSearchResult result;
  guint64 count;

  wp_count_solutions (model, &options, &result);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

/* How many clues can go: 0 proves the set minimal. */
static guint
removable (const WpPuzzle *puzzle)
{
  g_autoptr (GArray) clues = wp_clue_list (puzzle);
  guint n = 0;

  for (guint i = 0; i < clues->len; i++)
    {
      g_autoptr (WpPuzzle) fewer = wp_clue_drop_one (puzzle, &g_array_index (clues, WpClueRef, i));

      n += count_to_2 (fewer) == 1;
    }
  return n;
}

int
main (int argc, char **argv)
{
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 21;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_text_format_lookup ("logic")->parse (zebra, &error);
  g_autofree gint64 *count_us = NULL, *minimal_us = NULL;
  const WpPuzzle *puzzle;
  guint64 count = 0;
  guint can_go = 0;

  if (puzzles == NULL)
    {
      fprintf (stderr, "bench-logic: %s\n", error->message);
      return 1;
    }
  puzzle = g_ptr_array_index (puzzles, 0);
  runs = MAX (runs, 1);
  count_us = g_new (gint64, runs);
  minimal_us = g_new (gint64, runs);
  for (guint r = 0; r < runs; r++)
    {
      gint64 start = g_get_monotonic_time ();

      count = count_to_2 (puzzle);
      count_us[r] = g_get_monotonic_time () - start;
      start = g_get_monotonic_time ();
      can_go = removable (puzzle);
      minimal_us[r] = g_get_monotonic_time () - start;
    }
  qsort (count_us, runs, sizeof (gint64), compare);
  qsort (minimal_us, runs, sizeof (gint64), compare);
  printf ("zebra count to 2     median %7.2f ms  worst %7.2f ms  (%" G_GUINT64_FORMAT " solution%s)\n",
          count_us[runs / 2] / 1000.0, count_us[runs - 1] / 1000.0, count, count == 1 ? "" : "s");
  printf ("zebra minimal clues  median %7.2f ms  worst %7.2f ms  (%u of %u clues can go)\n",
          minimal_us[runs / 2] / 1000.0, minimal_us[runs - 1] / 1000.0, can_go, puzzle->elements->len);
  return 0;
}
