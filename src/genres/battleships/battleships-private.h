/* battleships-private.h — shared between the Battleships genre's files */
#pragma once

#include "genres/common/line-counts.h"

#include "genres/battleships/battleships.h"

G_BEGIN_DECLS

typedef struct {
  WpLineCounts lines;   /* the sums or counts beside the rows and columns */
  gint   fleet[WP_BATTLESHIPS_MAX_SHIP + 1];   /* fleet[k]: ships of k cells; [0] unused */
} WpBattleshipsParams;

/* Domain bits of the cell values. */
#define BS_BIT(v)   ((WpDomain) 1 << (v))
#define BS_W        BS_BIT (WP_BATTLESHIPS_WATER)
#define BS_S        BS_BIT (WP_BATTLESHIPS_SINGLE)
#define BS_L        BS_BIT (WP_BATTLESHIPS_END_LEFT)
#define BS_R        BS_BIT (WP_BATTLESHIPS_END_RIGHT)
#define BS_T        BS_BIT (WP_BATTLESHIPS_END_TOP)
#define BS_B        BS_BIT (WP_BATTLESHIPS_END_BOTTOM)
#define BS_M        BS_BIT (WP_BATTLESHIPS_MIDDLE)
#define BS_SHIP     (BS_S | BS_L | BS_R | BS_T | BS_B | BS_M)
#define BS_ALL      (BS_W | BS_SHIP)

/* Directions to the four orthogonal neighbours. */
enum { BS_UP, BS_DOWN, BS_LEFT, BS_RIGHT, BS_N_DIRS };

/* The shape rule as a union of products: a cell may hold @value when each
 * neighbour (off the grid counts as water) holds one of need[dir].  The
 * middle has two terms, horizontal and vertical. */
typedef struct {
  gint     value;
  WpDomain need[BS_N_DIRS];
} WpBattleshipsTerm;

extern const WpBattleshipsTerm wp_battleships_terms[];
extern const guint             wp_battleships_n_terms;

/* The value of cell @i (0-based) of a ship of @length cells. */
gint      wp_battleships_segment (guint length, guint i, gboolean vertical);

/* The longest length with ships in the fleet (0 for none). */
guint     wp_battleships_longest (const WpBattleshipsParams *params);

extern const WpGeneratorHooks wp_battleships_generator_hooks;   /* battleships-generate.c */

/* The solver model (battleships-model.c). */
WpModel  *wp_battleships_build_model (const WpPuzzle *puzzle, WpModelUse use);
/* Cut the grid into 2×2 blocks at each of the four offsets: any two cells
 * of a block touch, so a block holds cells of one ship at most, and ships
 * still to place need @needed blocks (⌈k / 2⌉ for a ship of k cells) with
 * a cell not in @blocked (one bit per column, a row per entry) at every
 * offset.  The search's pruning and the generator's (battleships-search.c). */
gboolean  wp_battleships_blocks_suffice (const guint64 *blocked, guint width, guint height, guint needed);

/* Counting only: search ship placements instead (battleships-search.c). */
void      wp_battleships_set_backend (WpModel *model, const WpBattleshipsParams *params);

G_END_DECLS
