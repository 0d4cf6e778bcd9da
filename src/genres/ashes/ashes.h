/* ashes.h — Laplace's Ashes: a grid of integers hidden behind linear clues
 *
 * Seed 000's model puzzle.  Each cell holds an integer (the solution); each
 * cell may also hold a clue, computed from the solution by one of two
 * rules, cells outside the grid counting 0:
 *
 *  - sum:    the cell plus its up to eight neighbours;
 *  - signed: the cell above plus the cell to the right, minus the cell
 *            below and the cell to the left (the cell itself not counted).
 *
 * The clues form a linear system B = A·X.  Without a value domain the
 * count is decided by exact elimination (0, 1 or infinitely many integer
 * solutions, see ashes-linear.c); with a domain LO..HI the integer
 * solutions inside it are counted by search.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_ASHES_MAX_SIZE 60

/* Cell values are stored biased (see ashes-private.h): a solution value v
 * is the cell value v + WP_ASHES_BIAS, so WP_CELL_EMPTY (-1) never
 * collides with a negative value.  Values run over |v| <= WP_ASHES_MAX_ABS. */
#define WP_ASHES_BIAS    (1 << 29)
#define WP_ASHES_MAX_ABS ((1 << 29) - 1)

typedef enum {
  WP_ASHES_SUM,
  WP_ASHES_SIGNED,
} WpAshesRule;

extern const WpGenre wp_genre_ashes;

/* An empty @height × @width puzzle with every clue unknown, no domain. */
WpPuzzle    *wp_ashes_new          (guint height, guint width, WpAshesRule rule);

/* The stored cell value of solution value @value and back. */
static inline gint wp_ashes_encode (gint value) { return value + WP_ASHES_BIAS; }
static inline gint wp_ashes_decode (gint stored) { return stored - WP_ASHES_BIAS; }

WpAshesRule  wp_ashes_get_rule     (const WpPuzzle *puzzle);
void         wp_ashes_set_rule     (WpPuzzle *puzzle, WpAshesRule rule);
/* The domain LO..HI; FALSE when any integer is allowed. */
gboolean     wp_ashes_get_domain   (const WpPuzzle *puzzle, gint *lo, gint *hi);
/* Sets (@has TRUE) or clears the domain; validate() checks it. */
void         wp_ashes_set_domain   (WpPuzzle *puzzle, gboolean has, gint lo, gint hi);
/* The clue of @cell; FALSE when unknown. */
gboolean     wp_ashes_get_clue     (const WpPuzzle *puzzle, guint cell, gint64 *clue);
void         wp_ashes_set_clue     (WpPuzzle *puzzle, guint cell, gint64 clue);
void         wp_ashes_forget_clue  (WpPuzzle *puzzle, guint cell);

/* The clue grid of @values (height × width plain, unbiased solution values)
 * under @rule, into @clues. */
void         wp_ashes_clues_of     (WpAshesRule rule, guint height, guint width,
                                    const gint64 *values, gint64 *clues);

/* The rank of the full clue rule on a @height × @width grid (every clue
 * known, no givens), proved exactly; *@nullity gets the dimension of its
 * kernel.  FALSE if the exact method could not decide. */
gboolean     wp_ashes_rule_rank    (WpAshesRule rule, guint height, guint width,
                                    guint *rank, guint *nullity);

/* The zero test in words (translated): whether only the all-zero grid has
 * all-zero clues under the puzzle's rule on its grid, and if not, a grid
 * that has.  Free with g_free(). */
char        *wp_ashes_explain      (const WpPuzzle *puzzle);

G_END_DECLS
