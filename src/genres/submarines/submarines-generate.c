/* submarines-generate.c — random solved instances for the generator
 * (wp-generate.h): a random layout of submarines, every sum and every
 * cell given
 *
 * Submarines has no rule but the sums, so any 0/1 grid is a layout.  Each
 * cell holds a submarine with chance 2/5: a little under half, because
 * the sums of a sparser grid admit fewer swaps (chains, see
 * submarines-math.c) for the givens the generator keeps to rule out,
 * while a grid much sparser still would leave most sums at 0 or 1, which
 * gives the puzzle away.
 */
#include "genres/submarines/submarines-private.h"

#define SUBMARINE_CHANCE 0.4

static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;

  if (!shape->genre->validate (shape, error))
    return NULL;
  puzzle = wp_puzzle_copy (shape);
  for (guint row = 0; row < puzzle->height; row++)
    wp_submarines_set_row_sum (puzzle, row, 0);
  for (guint col = 0; col < puzzle->width; col++)
    wp_submarines_set_column_sum (puzzle, col, 0);
  for (guint row = 0; row < puzzle->height; row++)
    for (guint col = 0; col < puzzle->width; col++)
      {
        gint value = g_rand_double (rand) < SUBMARINE_CHANCE;

        wp_puzzle_set (puzzle, row, col, value);
        wp_submarines_set_row_sum (puzzle, row, wp_submarines_get_row_sums (puzzle)[row] + value);
        wp_submarines_set_column_sum (puzzle, col, wp_submarines_get_column_sums (puzzle)[col] + value);
      }
  return g_steal_pointer (&puzzle);
}

const WpGeneratorHooks wp_submarines_generator_hooks = {
  .solved = solved,
};
