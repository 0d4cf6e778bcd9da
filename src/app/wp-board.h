/* wp-board.h — the grid widget: draws through render/, turns input into edits
 *
 * The board is stateless with respect to the document: the window pushes
 * the puzzle, a solution to show and the highlight flags in; the board emits
 * ::set-value when the setter types (::set-line-clue for a row or column
 * clue, ::cell-activated when a cell is clicked on a board that is not
 * editable or has an alternative solution laid over it), and never changes
 * the puzzle itself.
 *
 * In painting mode (a picture, Draw Picture) a press starts a stroke that
 * fills or clears every cell the pointer passes over; the board shows it at
 * once in its own copy and emits one ::paint when the stroke ends, which the
 * window then pushes in as the new puzzle.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-puzzle.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

#define WP_TYPE_BOARD (wp_board_get_type ())
G_DECLARE_FINAL_TYPE (WpBoard, wp_board, WP, BOARD, GtkWidget)

GtkWidget      *wp_board_new            (void);
/* The board keeps a copy of @puzzle. */
void            wp_board_set_puzzle     (WpBoard *self, const WpPuzzle *puzzle);
/* Values to show in empty cells (a solution); NULL for none.  Copied. */
void            wp_board_set_solution   (WpBoard *self, const gint *solution);
const gint     *wp_board_get_solution   (WpBoard *self);
/* An alternative solution laid over the grid: its values fill the empty
 * cells in their own colour and the differing cells are tinted; a click on
 * a cell then also emits ::cell-activated.  NULL for none.  Copied. */
void            wp_board_set_alternative (WpBoard *self, const gint *values);
const gint     *wp_board_get_alternative (WpBoard *self);
/* Cells to mark as differing between alternatives; NULL clears.  Copied. */
void            wp_board_set_differences (WpBoard *self, const guint8 *different);
/* Cells struck through: clashing givens, or an empty cell no value fits.
 * NULL clears.  Copied. */
void            wp_board_set_conflicts  (WpBoard *self, const guint8 *conflicting);
gboolean        wp_board_is_marked_conflict (WpBoard *self, guint cell);
/* What cannot be satisfied: @framed cells (a unit, per cell) get a frame
 * around them, @lines (height + width flags, rows first) a frame from
 * their clues across the grid.  Either may be NULL.  Copied. */
void            wp_board_set_unsatisfiable (WpBoard      *self,
                                            const guint8 *framed,
                                            const guint8 *lines);
gboolean        wp_board_is_framed      (WpBoard *self, guint cell);
gboolean        wp_board_is_line_marked (WpBoard *self, WpLineKind kind, guint index);
/* For tests: whether @cell is marked as differing between alternatives. */
gboolean        wp_board_is_marked_different (WpBoard *self, guint cell);
/* An editable board has a selection and takes keys. */
/* The analysis marks drawn over the grid (a reference is kept); NULL clears. */
void            wp_board_set_overlay    (WpBoard *self, WpRenderOverlay *overlay);
const WpRenderOverlay *wp_board_get_overlay (WpBoard *self);
/* A tooltip per cell ("" for none), copied; NULL removes them. */
void            wp_board_set_tooltips   (WpBoard *self, GStrv tooltips);
void            wp_board_set_editable   (WpBoard *self, gboolean editable);
/* The selected cells, ascending. */
GArray         *wp_board_get_selection  (WpBoard *self);
void            wp_board_select_cell    (WpBoard *self, guint cell, gboolean extend);
/* Selects the clue of a row or column instead of cells (a genre with line
 * clues only); digits then edit it. */
void            wp_board_select_line    (WpBoard *self, WpLineKind kind, guint index);
gboolean        wp_board_get_selected_line (WpBoard *self, WpLineKind *kind, guint *index);
/* What a key press does on the board (the key controller calls this). */
gboolean        wp_board_press_key      (WpBoard *self, guint keyval, GdkModifierType state);
/* The value for key @keyval in this puzzle, or -2 when it is not a value. */
gint            wp_board_value_for_key  (WpBoard *self, guint keyval);
/* Painting mode: the puzzle shown is a picture (cells 1 filled, blank
 * otherwise); strokes and keys emit ::paint instead of ::set-value, and the
 * line clues cannot be selected (they follow the picture). */
void            wp_board_set_painting   (WpBoard *self, gboolean painting);
gboolean        wp_board_get_painting   (WpBoard *self);
/* A stroke as the pointer makes it: pressed on @path[0], dragged through
 * the others in turn (the cells between two are painted too), released.
 * Does nothing unless painting. */
void            wp_board_paint_stroke   (WpBoard *self, const guint *path, guint n);
/* Drawing regions (a genre whose regions can be drawn, jigsaw Sudoku):
 * each region tinted and numbered; a stroke moves every cell it passes
 * into the region it began in and emits one ::assign-region; typing a
 * region's number moves the cursor's cell.  wp_board_paint_stroke() makes
 * such strokes too. */
void            wp_board_set_drawing_regions (WpBoard *self, gboolean drawing);
gboolean        wp_board_get_drawing_regions (WpBoard *self);
/* The element tool (wp-board-elements.h): "cage", "thermometer", "arrow",
 * "difference-dot", "ratio-dot", "x", "v", "extra-region", or "digits"
 * (the cells take values, as without a tool).  A drag draws the element,
 * a click on an edge puts a dot or X/V there, a click on an element of
 * the tool's kind selects it; each change is one ::edit.  FALSE, and the
 * Digits tool, when the puzzle's genre has no such kind. */
gboolean        wp_board_set_element_tool (WpBoard *self, const char *tool);
const char     *wp_board_get_element_tool (WpBoard *self);
/* The index of the element selected with its tool, or -1. */
gint            wp_board_get_selected_element (WpBoard *self);
/* A drag as the pointer makes it: pressed on the centre of @path[0] with
 * @state held, moved through the centres of the others, released (for
 * tests; with the Digits tool it selects the cells). */
void            wp_board_drag           (WpBoard *self, const guint *path, guint n, GdkModifierType state);
/* What the setter can do that the grid does not show (two-digit values,
 * drawing regions), for a line under the board; NULL when nothing. */
char           *wp_board_get_hint       (WpBoard *self);
/* For tests: how long a first digit waits for a second (wp-digits.h). */
void            wp_board_set_digit_timeout (WpBoard *self, guint milliseconds);
/* For tests: the puzzle the board shows (in painting mode, the picture). */
const WpPuzzle *wp_board_get_puzzle     (WpBoard *self);
/* Where the grid is drawn: its top-left corner and cell size in the
 * board's pixels.  FALSE when it is too small to draw. */
gboolean        wp_board_get_grid_geometry (WpBoard *self, double *x, double *y, double *cell);
/* The cell under (@x, @y) in the board's pixels; FALSE when none is. */
gboolean        wp_board_get_cell_at    (WpBoard *self, double x, double y, guint *cell);
/* Where @cell is drawn, in the board's pixels (a popover points there). */
gboolean        wp_board_get_cell_rect  (WpBoard *self, guint cell, GdkRectangle *rect);
/* A click as the pointer makes it, at (@x, @y) in the board's pixels:
 * press and release there, no modifier held (for tests). */
void            wp_board_click_at       (WpBoard *self, double x, double y);
/* Pieces (wp-board-pieces.h): a secondary click at (@x, @y) with @state
 * held turns the piece there (for tests); the side of the cursor's piece
 * whose edge is selected (0 top … 3 left), or -1 for none. */
void            wp_board_secondary_click_at (WpBoard *self, double x, double y, GdkModifierType state);
gint            wp_board_get_selected_edge (WpBoard *self);

/* Whether the grid is too large to show whole and is shown scrolled, at
 * a readable cell size (the wheel scrolls it, the cursor is followed). */
gboolean    wp_board_is_scrolled      (WpBoard *self);
G_END_DECLS
