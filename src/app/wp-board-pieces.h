/* wp-board-pieces.h — pieces with pictures on their edges, designed and
 * arranged by hand on the board (a clue drawn WP_CELL_CLUE_EDGES:
 * Scramble Squares)
 *
 * A click near an edge of a piece (in the triangle between that side and
 * the piece's centre) selects the edge and opens the edge picker: a
 * popover of every picture's top (+) and bottom (−) half, drawn as on the
 * pieces; one click there sets the edge (WpCellClueHooks.with_edge, one
 * WP_EDIT_CELL_CLUE).  With an edge selected, the arrows walk the edges
 * (an arrow toward another side selects it; toward the selected side, it
 * crosses to the neighbour's touching edge), Tab walks them in order,
 * digits type the picture (its half kept), + and − set the half, Return
 * opens the picker and Escape selects the whole piece again.
 *
 * A drag from one piece onto another swaps the two; R turns the selected
 * piece a quarter turn clockwise, Shift+R back, as does a secondary click
 * (with Shift: back).  Each is one WP_EDIT_ARRANGE (WpCellClueHooks.arrange).
 * Nothing here changes a puzzle: the edits go out through the board's
 * ::edit.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-edit.h"

G_BEGIN_DECLS

/* Whether @puzzle's edges can be picked on the board. */
gboolean    wp_pieces_pick_edges  (const WpPuzzle *puzzle);
/* Whether @puzzle's pieces can be moved and turned on the board. */
gboolean    wp_pieces_arrange     (const WpPuzzle *puzzle);

/* The side (0 top … 3 left) of the triangle under (@fx, @fy), the point in
 * the cell as fractions of its width and height. */
guint       wp_pieces_side_at     (double fx, double fy);

/* Edge @side of @cell's piece made @edge; NULL when that changes nothing. */
WpEdit     *wp_pieces_edge_edit   (const WpPuzzle *puzzle, guint cell, guint side, gint edge);
/* The pieces at @a and @b swapped. */
WpEdit     *wp_pieces_swap_edit   (const WpPuzzle *puzzle, guint a, guint b);
/* The piece at @cell turned @quarters quarter turns clockwise (3: one
 * back). */
WpEdit     *wp_pieces_turn_edit   (const WpPuzzle *puzzle, guint cell, guint quarters);
/* Every piece moved and turned at random (Shuffle), so that the order of
 * the pieces gives nothing away. */
WpEdit     *wp_pieces_shuffle_edit (const WpPuzzle *puzzle, GRand *rand);

/* What a key does on a board of pieces. */
typedef struct {
  gboolean handled;
  guint    cell;      /* the cursor after it */
  gint     side;      /* the selected edge after it, -1 for the whole piece */
  WpEdit  *edit;      /* to emit (taken by the caller), or NULL */
  gboolean pick;      /* open the edge picker */
  gboolean fresh;     /* the next digit starts a new number */
} WpPieceKey;

/* @key on a board showing @puzzle with the cursor on @cursor and edge
 * @side selected (-1: none); @fresh: the next digit starts a new number. */
void        wp_pieces_press_key   (const WpPuzzle *puzzle, guint cursor, gint side, gboolean fresh,
                                   guint keyval, GdkModifierType state, WpPieceKey *key);

/* The edge picker, a popover on @board pointing at @rect (@cell's piece):
 * its buttons' action is board.pick-edge((cell, side, edge)). */
void        wp_edge_picker_show   (GtkWidget *board, const WpPuzzle *puzzle, guint cell, guint side,
                                   const GdkRectangle *rect);
/* For tests: the picker open on @board, or NULL; its button for @edge. */
GtkPopover *wp_edge_picker_get    (GtkWidget *board);
GtkButton  *wp_edge_picker_get_button (GtkPopover *picker, gint edge);

/* What the setter can do with the pieces, for the line under the board. */
char       *wp_pieces_describe    (const WpPuzzle *puzzle);

G_END_DECLS
