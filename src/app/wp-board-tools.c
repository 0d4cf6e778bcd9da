/* wp-board-tools.c — gestures into edits (see wp-board-tools.h) */
#include "app/wp-board-tools.h"

static WpEdit *
cell_values_edit (const WpGesture *gesture)
{
  WpEdit *edit = wp_edit_new_cells ();

  for (guint i = 0; i < gesture->cells->len; i++)
    wp_edit_add_cell (edit, g_array_index (gesture->cells, guint, i), gesture->value);
  return edit;
}

static WpEdit *
line_clues_edit (const WpGesture *gesture)
{
  return wp_edit_new_line_clues (gesture->line_kind, gesture->line, gesture->text);
}

/* With no picture drawn yet, painting starts from what the board showed
 * (the unique solution, when the count found one). */
static WpEdit *
paint_edit (const WpGesture *gesture)
{
  guint n = wp_puzzle_n_cells (gesture->shown);
  g_autofree gint *base = g_new (gint, n);
  gboolean typed = gesture->shown->genre->picture->typed;
  WpEdit *edit;

  for (guint i = 0; i < n; i++)
    base[i] = typed ? gesture->shown->cells[i] : gesture->shown->cells[i] == 1;
  edit = wp_edit_new_paint (base, n, gesture->value);
  for (guint i = 0; i < gesture->cells->len; i++)
    wp_edit_add_painted (edit, g_array_index (gesture->cells, guint, i));
  return edit;
}

static WpEdit *
regions_edit (const WpGesture *gesture)
{
  WpEdit *edit = wp_edit_new_regions ((guint) gesture->value);

  for (guint i = 0; i < gesture->cells->len; i++)
    wp_edit_add_painted (edit, g_array_index (gesture->cells, guint, i));
  return edit;
}

const WpBoardTool wp_tool_cell_values = { "cell-values", cell_values_edit };
const WpBoardTool wp_tool_line_clues = { "line-clues", line_clues_edit };
const WpBoardTool wp_tool_paint = { "paint", paint_edit };
const WpBoardTool wp_tool_regions = { "regions", regions_edit };
