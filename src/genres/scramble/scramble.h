/* scramble.h — the Scramble Squares genre (seed 003, Mason and Zhang):
 * square pieces with half-pictures on their edges
 *
 * A puzzle is N × N pieces (N from 2 to 5).  Each piece has four edges,
 * listed clockwise from the top; each edge shows half of a picture: a
 * picture number (1 … WP_SCRAMBLE_MAX_PICTURE) and a half, + or − (the
 * seed's X and X^c), stored as a signed number (+3 is "3+", −3 is "3−").
 * A solution places every piece exactly once on the N × N grid, each in
 * one of 4 rotations, so that every two touching edges make one whole
 * picture (X+ against X−: their numbers add up to 0); the outer edges are
 * free.
 *
 * Cell values.  A solution is one value per grid position:
 *     value = piece × 4 + rotation,
 * where the piece is its 0-based index in the puzzle's list and the
 * rotation is how many quarter turns clockwise it is turned (then side s
 * of the grid cell shows the piece's edge (s − rotation) mod 4).  A piece
 * that looks the same after a half turn (1+ 2− 1+ 2−) or a quarter turn
 * (4 equal edges) is placed in its first look only: rotations below its
 * period (1, 2 or 4), so turning it to a position where nobody could see
 * a difference is not another solution.  The puzzle's cells hold givens
 * of such values, as in every genre ("piece 3 goes here, turned once").
 *
 * Counting.  Pieces are distinct objects: two pieces with the same edges
 * swapped make another solution.  Solutions are counted up to turning the
 * whole grid (a puzzle sold as "one solution" counts 1): the count is the
 * number of orbits of the four turns of the grid acting on arrangements.
 * Because every piece is used once and N ≥ 2, no arrangement is left as
 * it is by a quarter or half turn of the grid (the turn moves every piece
 * off the centre to another position, and that position holds another
 * piece), so Burnside's lemma makes every orbit exactly 4 arrangements:
 * the raw count is 4 × the count.  The search keeps one arrangement per
 * orbit exactly (see scramble-solve.c); with givens, an orbit counts when
 * one of its arrangements agrees with every given.
 */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

#define WP_SCRAMBLE_MIN_SIZE 2
#define WP_SCRAMBLE_MAX_SIZE 5
#define WP_SCRAMBLE_MAX_PICTURE 99

extern const WpGenre wp_genre_scramble;

/* An @n × @n puzzle whose every edge is 1+ (fill them with
 * wp_scramble_set_edge()); sizes are checked by validate(). */
WpPuzzle   *wp_scramble_new        (guint n);
/* Edge @side (0 top, 1 right, 2 bottom, 3 left) of piece @piece: +X or −X. */
gint        wp_scramble_get_edge   (const WpPuzzle *puzzle, guint piece, guint side);
void        wp_scramble_set_edge   (WpPuzzle *puzzle, guint piece, guint side, gint edge);
guint       wp_scramble_n_pieces   (const WpPuzzle *puzzle);

/* The smallest number of quarter turns (1, 2 or 4) after which piece
 * @piece looks the same: its distinct rotations are 0 … period − 1. */
guint       wp_scramble_period     (const WpPuzzle *puzzle, guint piece);
/* The edge shown on @side by @piece turned @rotation quarter turns
 * clockwise. */
gint        wp_scramble_shown_edge (const WpPuzzle *puzzle, guint piece, guint rotation, guint side);

/* The pieces moved and turned by hand (WpCellClueHooks.arrange): piece
 * i becomes what piece @from[i] was (@from a permutation of the pieces),
 * turned @turns[i] quarter turns clockwise (@turns NULL: none).  Givens
 * follow their pieces, so the solutions are the same arrangements on the
 * board and the count is unchanged; on a board without givens cell i
 * shows piece i, so this is what the setter sees move. */
void        wp_scramble_arrange    (WpPuzzle *puzzle, const guint *from, const guint *turns);

/* "3+", "12−" */
char       *wp_scramble_edge_name  (gint edge);

/* The order the search fills the grid in and tries the pieces. */
typedef enum {
  /* Fig. 9 of the seed: a spiral from the centre, pieces in their
   * listed order. */
  WP_SCRAMBLE_ORDER_SPIRAL,
  /* Section 3.1 of the seed, "maximizing the center": pieces with the
   * highest value index (the sum of the indices of the complements of
   * their pictures) tried first at the centre, the lowest first elsewhere;
   * the spiral starts beside the centre piece's picture whose complement
   * has the lowest index. */
  WP_SCRAMBLE_ORDER_CENTER,
} WpScrambleOrder;

typedef struct {
  guint64  count;     /* solutions up to turning the whole grid */
  guint64  raw;       /* arrangements (each turn of the grid its own);
                       * without givens 4 × count */
  gboolean exact;     /* FALSE: stopped by the cap or cancelled: at least */
  guint64  nodes;     /* pieces tried */
  GPtrArray *solutions;  /* of gint* (n² values), one per orbit, up to @keep */
} WpScrambleCount;

/* Counts @puzzle's solutions up to @cap (0: none), keeping the first
 * @keep.  @search (may be NULL) can cancel it.  FALSE when @puzzle is not
 * valid. */
gboolean    wp_scramble_count      (const WpPuzzle *puzzle, WpScrambleOrder order, guint64 cap, guint keep,
                                    WpSearch *search, WpScrambleCount *out);
void        wp_scramble_count_clear (WpScrambleCount *count);

/* The arrangement @values (n² values) turned a quarter turn clockwise as
 * a whole, into @out. */
void        wp_scramble_turn_grid  (const WpPuzzle *puzzle, const gint *values, gint *out);
/* Whether @values places every piece once, in a rotation below its period,
 * with every touching pair of edges matching. */
gboolean    wp_scramble_is_solution (const WpPuzzle *puzzle, const gint *values);

/* A change of one edge that leaves the fewest solutions (at least one). */
typedef struct {
  guint    piece;
  guint    side;
  gint     was;
  gint     edge;      /* the new edge */
  guint64  count;     /* solutions left, up to turning the grid (≥ 1) */
} WpScrambleEdgeChange;

/* For an ambiguous puzzle: tries every edge of every piece with every
 * other picture (1 to one more than the largest used) and half, each
 * counted up to the best found so far, and keeps the change that leaves
 * the fewest solutions but at least one.  FALSE when no change keeps a
 * solution below @count_now, or when @search (may be NULL) was cancelled
 * or @deadline (g_get_monotonic_time() units, 0: none) passed first —
 * then *@complete is FALSE and @out, if set, is the best so far. */
gboolean    wp_scramble_best_edge_change (const WpPuzzle *puzzle, guint64 count_now, WpSearch *search,
                                          gint64 deadline, WpScrambleEdgeChange *out, gboolean *complete);

/* --- The recording graph (seed 003, section 2) ------------------------------ */

/* Whether no piece shows one picture (number and half) twice. */
gboolean    wp_scramble_repetition_free (const WpPuzzle *puzzle);

/* An edge of the recording graph: piece @colour's corner from @tail to
 * @head, where @tail is 90° counterclockwise of @head on the piece. */
typedef struct {
  gint  tail;
  gint  head;
  guint colour;
} WpScrambleArrow;

/* The recording graph's 4 arrows of each piece, piece by piece, each
 * piece's in clockwise order from its top edge (top → right first). */
GArray     *wp_scramble_recording_graph (const WpPuzzle *puzzle);

/* Theorem 2.1's conditions on four arrows of a 2 × 2 puzzle: distinct
 * colours; in-degree of each vertex = out-degree of its complement; on
 * every directed path X → A → Y, Y = X^c; pseudo-connected. */
gboolean    wp_scramble_theorem_conditions (const WpScrambleArrow arrows[4]);
/* How many 4-arrow subgraphs of @puzzle's recording graph (2 × 2 only)
 * meet Theorem 2.1's conditions. */
guint       wp_scramble_theorem_count (const WpPuzzle *puzzle);

G_END_DECLS
