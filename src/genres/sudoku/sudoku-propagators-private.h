/* sudoku-propagators-private.h — the variant rules of Sudoku as propagators
 *
 * Every function adds to a model whose variables are cells holding digits
 * 1…@size (value_base 1: bit k stands for the digit k + 1).  Each rule
 * prunes for real (bounds and the digit combinations that still fit), so
 * the engine branches only where logic runs out; all of them are exact
 * (a solution passes iff the rule holds), so counts are right whatever the
 * pruning misses.
 *
 * Arguments out of range (@size outside 1…64, a circle of other than one or
 * two cells, a cell past the model) are the caller's bug: a critical, and
 * nothing is added.  Degenerate rules keep their meaning: a cage of one
 * cell with a sum fixes it, an arrow with no line has no solution, a
 * thermometer or siteswap line of one cell says nothing.
 */
#pragma once

#include "core/wp-model.h"

G_BEGIN_DECLS

/* Killer cage: the @n cells hold different digits which, when @sum > 0,
 * add up to @sum (sum ≤ 0: no sum, only no repeats).  A cage with a sum
 * lists the sets of digits that fit it when there are at most
 * WP_SUDOKU_CAGE_MAX_COMBOS (every cage of a 9×9 or 16×16 grid: 12 and 526
 * at most); past that it reasons over subset sums of its free digits. */
#define WP_SUDOKU_CAGE_MAX_COMBOS 1024

void wp_sudoku_add_cage       (WpModel     *model,
                               const guint *cells,
                               guint        n,
                               gint         sum,
                               guint        size);

/* Thermometer: digits strictly increase from cells[0] (the bulb). */
void wp_sudoku_add_thermometer (WpModel    *model,
                               const guint *cells,
                               guint        n,
                               guint        size);

/* Arrow: the number in the circle (one cell, or two read as a two-digit
 * number, circle[0] the tens) equals the sum of the digits along @line
 * (digits on the line may repeat). */
void wp_sudoku_add_arrow      (WpModel     *model,
                               const guint *circle,
                               guint        n_circle,
                               const guint *line,
                               guint        n_line,
                               guint        size);

/* Rules between two cells. */
typedef enum {
  WP_PAIR_NOT_EQUAL,        /* anti-knight, anti-king */
  WP_PAIR_NOT_CONSECUTIVE,  /* |a − b| ≠ 1 */
  WP_PAIR_CONSECUTIVE,      /* white dot: |a − b| = 1 */
  WP_PAIR_DOUBLE,           /* black dot: a = 2b or b = 2a */
  WP_PAIR_SUM,              /* XV: a + b = @param */
} WpPairRule;

/* Whether digits @a and @b obey @rule (the clash finders ask too). */
gboolean wp_sudoku_pair_holds (WpPairRule rule, gint param, gint a, gint b);

void wp_sudoku_add_pair       (WpModel     *model,
                               guint        a,
                               guint        b,
                               WpPairRule   rule,
                               gint         param,
                               guint        size);

/* Siteswap line: the @n cells s₀…sₙ₋₁ (in line order) form a valid juggling
 * siteswap, i.e. the landing beats (i + sᵢ) mod n are all different.  Seen
 * through that rotation it is an all-different rule (a permutation of the
 * n beats), so it prunes as one: naked and hidden singles and pigeonhole,
 * on the beats the cells' digits land on, as bitsets, without search.
 * Lines of any length (over 64 beats too). */
void wp_sudoku_add_siteswap   (WpModel     *model,
                               const guint *cells,
                               guint        n,
                               guint        size);

G_END_DECLS
