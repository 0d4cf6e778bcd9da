/* wp-board-tools.h — what a gesture on the board means, as one edit
 *
 * The board follows the pointer and the keys (selections, strokes, typed
 * clues, two-digit values); when a gesture is complete, the tool of the
 * board's mode turns it into one WpEdit, which the board emits as ::edit.
 * One tool per kind of gesture: values typed into cells, a line's clues,
 * a paint stroke, a regions stroke; a new kind of clue brings its own.
 */
#pragma once

#include "core/wp-edit.h"

G_BEGIN_DECLS

/* A complete gesture: the cells it covers and what it carries (a value, a
 * picture value, a region), or a typed line clue. */
typedef struct {
  const GArray   *cells;      /* of guint */
  gint            value;
  WpLineKind      line_kind;
  guint           line;
  const char     *text;
  const WpPuzzle *shown;      /* what the board shows (a picture's view while painting) */
} WpGesture;

typedef struct {
  const char *name;
  WpEdit   *(*make_edit) (const WpGesture *gesture);
} WpBoardTool;

extern const WpBoardTool wp_tool_cell_values;   /* a value typed into the selected cells */
extern const WpBoardTool wp_tool_line_clues;    /* a clue typed beside a row or column */
extern const WpBoardTool wp_tool_paint;         /* a stroke of Draw Picture */
extern const WpBoardTool wp_tool_regions;       /* a stroke of Draw Regions */

G_END_DECLS
