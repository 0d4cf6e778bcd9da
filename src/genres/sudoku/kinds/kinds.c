/* kinds.c — the table of Sudoku's constraint kinds
 *
 * The one place that lists them.  The order is the order of the sentences
 * in the composed rules and of the kinds in the studio's palette; the
 * f-puzzles reader and writer order keys by their rank instead.
 */
#include "genres/sudoku/kinds/kind-private.h"

static const WpElementKind *const kinds[] = {
  &wp_sudoku_cage, &wp_sudoku_thermometer, &wp_sudoku_arrow,
  &wp_sudoku_difference_dot, &wp_sudoku_ratio_dot, &wp_sudoku_xv,
  &wp_sudoku_diagonal, &wp_sudoku_extra_region,
  &wp_sudoku_anti_knight, &wp_sudoku_anti_king, &wp_sudoku_non_consecutive,
  &wp_sudoku_even, &wp_sudoku_odd, &wp_sudoku_minimum, &wp_sudoku_maximum,
  &wp_sudoku_renban, &wp_sudoku_whispers, &wp_sudoku_palindrome, &wp_sudoku_between,
  &wp_sudoku_clone, &wp_sudoku_disjoint, &wp_sudoku_negative,
  &wp_sudoku_siteswap,
  NULL
};

const WpElementHooks wp_sudoku_element_hooks = {
  .kinds = kinds,
  .compose_rules = wp_sudoku_compose_rules,
};
