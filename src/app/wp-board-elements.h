/* wp-board-elements.h — drawing elements on the board (cages, thermometers, dots…)
 *
 * The board's element tools: while one is chosen (wp_board_set_element_tool),
 * a drag draws a cage, a thermometer (bulb first), an arrow (circle first;
 * two circle cells when the drag starts with Shift) or an extra region; a
 * click on the edge between two cells puts a dot, an X or a V there (or
 * takes away the same one); a click on an element of the tool's kind
 * selects it, and keys then change it: digits set a cage's sum, BackSpace
 * takes its last digit, Delete removes the element, Return and Escape
 * finish.  Every change is one WpEdit (ADD, CHANGE or REMOVE_ELEMENT) that
 * the board emits as ::edit; nothing here changes a puzzle.
 *
 * What is drawn here is only what the gesture adds: the path being
 * dragged and the selected element's highlight.  The elements themselves
 * are the renderer's.
 */
#pragma once

#include <cairo.h>

#include "core/wp-edit.h"
#include "core/wp-element.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

/* Where the board draws its grid: the top-left corner and the cell size,
 * in the board's pixels. */
typedef struct {
  double x, y, size;
} WpBoardGrid;

typedef struct _WpElementGesture WpElementGesture;

WpElementGesture *wp_element_gesture_new       (void);
void              wp_element_gesture_free      (WpElementGesture *gesture);

/* The tool by name ("cage", "thermometer", "arrow", "difference-dot",
 * "ratio-dot", "x", "v", "extra-region"), or "digits"/NULL for none.
 * FALSE (and no tool) when @genre has no such kind. */
gboolean          wp_element_gesture_set_tool  (WpElementGesture *gesture,
                                                const WpGenre    *genre,
                                                const char       *tool);
gboolean          wp_element_gesture_is_active (WpElementGesture *gesture);
/* The id of the kind @tool draws ("x" draws "xv"), or NULL ("digits"). */
const char       *wp_element_tool_kind         (const char       *tool);
const char       *wp_element_gesture_get_tool  (WpElementGesture *gesture);

/* The pointer: a press, its moves, its release (all in the board's
 * pixels).  release() returns the edit the gesture makes, or NULL. */
void              wp_element_gesture_press     (WpElementGesture *gesture,
                                                const WpPuzzle   *puzzle,
                                                const WpBoardGrid *grid,
                                                double            px,
                                                double            py,
                                                gboolean          shift);
/* TRUE when the drawing changed (the board redraws). */
gboolean          wp_element_gesture_motion    (WpElementGesture *gesture,
                                                const WpPuzzle   *puzzle,
                                                const WpBoardGrid *grid,
                                                double            px,
                                                double            py);
WpEdit           *wp_element_gesture_release   (WpElementGesture *gesture,
                                                const WpPuzzle   *puzzle,
                                                const WpBoardGrid *grid,
                                                double            px,
                                                double            py);
/* A key while an element is selected: *@handled says whether it was the
 * gesture's; the edit it makes, or NULL. */
WpEdit           *wp_element_gesture_key       (WpElementGesture *gesture,
                                                const WpPuzzle   *puzzle,
                                                guint             keyval,
                                                gboolean         *handled);

/* The board shows another snapshot (an edit, undo, another document): the
 * selection follows its element, and an element just added is selected. */
void              wp_element_gesture_puzzle_changed (WpElementGesture *gesture,
                                                     const WpPuzzle   *puzzle);
/* The index of the selected element, or -1. */
gint              wp_element_gesture_get_selected (WpElementGesture *gesture);

void              wp_element_gesture_draw      (WpElementGesture *gesture,
                                                cairo_t          *cr,
                                                const WpPuzzle   *puzzle,
                                                const WpBoardGrid *grid,
                                                const WpPalette  *palette);
/* What the tool does, for the line under the board; NULL without a tool. */
char             *wp_element_gesture_describe  (WpElementGesture *gesture);

G_END_DECLS
