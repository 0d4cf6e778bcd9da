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
  WP_PAIR_EQUAL,            /* clones, palindromes */
  WP_PAIR_LESS,             /* a < b: minimum and maximum cells */
  WP_PAIR_NOT_GREATER,      /* a ≤ b: slow thermometers */
  WP_PAIR_APART,            /* |a − b| ≥ @param: whispers, nabner */
  WP_PAIR_NOT_SUM,          /* a + b is neither @param & 0xff nor @param >> 8: negative XV */
  WP_PAIR_NOT_DOUBLE,       /* negative black dots */
  WP_PAIR_SAME_BAND,        /* low/middle/high thirds of 1…@param: entropic lines */
  WP_PAIR_OTHER_BAND,
  WP_PAIR_SAME_RESIDUE,     /* a ≡ b (mod @param): modular lines */
  WP_PAIR_OTHER_RESIDUE,
  /* Indexers: (a = i) ⇔ (b = j), @param = i << 8 | j. */
  WP_PAIR_INDEX,
  WP_N_PAIR_RULES
} WpPairRule;

/* Whether digits @a and @b obey @rule (the clash finders ask too). */
gboolean wp_sudoku_pair_holds (WpPairRule rule, gint param, gint a, gint b);

void wp_sudoku_add_pair       (WpModel     *model,
                               guint        a,
                               guint        b,
                               WpPairRule   rule,
                               gint         param,
                               guint        size);

/* Σ signs[i] · cells[i] = @total, digits may repeat (little killers,
 * double arrows): bounds. */
void wp_sudoku_add_linear     (WpModel     *model,
                               const guint *cells,
                               const gint8 *signs,
                               guint        n,
                               gint         total,
                               guint        size);

/* A rule over at most 64 cells given as a check of a prefix: whether
 * digits[0…k) (in the order the cells were given) can still be the start
 * of a filling of @n cells that keeps the rule; with k == n, whether the
 * rule holds.  The propagator keeps the digits of each cell that belong to
 * some complete filling (searching a bounded number of prefixes per call:
 * past that it prunes nothing that time). */
typedef gboolean (*WpTupleRule) (const gint *digits, guint k, guint n, gint value, gint aux, guint size);

void wp_sudoku_add_tuple      (WpModel     *model,
                               const guint *cells,
                               guint        n,
                               WpTupleRule  rule,
                               gint         value,
                               gint         aux,
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
