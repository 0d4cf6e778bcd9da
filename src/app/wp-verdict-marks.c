/* wp-verdict-marks.c — what the board marks when a puzzle has no solution
 * (see wp-verdict-marks.h) */
#include "app/wp-verdict-marks.h"

static void
flag_lines (guint8 *lines, const WpPuzzle *puzzle, const GArray *refs)
{
  for (guint i = 0; refs && i < refs->len; i++)
    {
      const WpLineRef *line = &g_array_index (refs, WpLineRef, i);

      if (line->kind == WP_LINE_ROW && line->index < puzzle->height)
        lines[line->index] = TRUE;
      else if (line->kind == WP_LINE_COLUMN && line->index < puzzle->width)
        lines[puzzle->height + line->index] = TRUE;
    }
}

static void
flag_cells (guint8 *flags, const WpPuzzle *puzzle, const GArray *cells)
{
  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, guint, i) < wp_puzzle_n_cells (puzzle))
      flags[g_array_index (cells, guint, i)] = TRUE;
}

char *
wp_verdict_mark_conflicts (WpBoard *board, const WpPuzzle *puzzle, const GPtrArray *conflicts)
{
  g_autofree guint8 *struck = g_new0 (guint8, MAX (wp_puzzle_n_cells (puzzle), 1));
  g_autofree guint8 *lines = g_new0 (guint8, puzzle->width + puzzle->height);

  for (guint i = 0; conflicts && i < conflicts->len; i++)
    {
      const WpConflict *conflict = g_ptr_array_index (conflicts, i);

      flag_cells (struck, puzzle, conflict->cells);
      flag_lines (lines, puzzle, conflict->lines);
    }
  wp_board_set_conflicts (board, struck);
  wp_board_set_unsatisfiable (board, NULL, lines);
  if (conflicts == NULL || conflicts->len == 0)
    return NULL;
  return g_strdup (((const WpConflict *) g_ptr_array_index (conflicts, 0))->message);
}

void
wp_verdict_mark_contradiction (WpBoard *board, const WpPuzzle *puzzle, const WpContradiction *contradiction)
{
  g_autofree guint8 *struck = g_new0 (guint8, MAX (wp_puzzle_n_cells (puzzle), 1));
  g_autofree guint8 *framed = g_new0 (guint8, MAX (wp_puzzle_n_cells (puzzle), 1));
  g_autofree guint8 *lines = g_new0 (guint8, puzzle->width + puzzle->height);

  /* A unit with no place for a value (or a genre's set of cells) is
   * framed as a whole, a line by its clue; a cell or a given is struck
   * through. */
  if (contradiction->kind == WP_CONTRADICTION_PLACE || contradiction->kind == WP_CONTRADICTION_SET)
    flag_cells (framed, puzzle, contradiction->cells);
  else if (contradiction->kind != WP_CONTRADICTION_LINE)
    flag_cells (struck, puzzle, contradiction->cells);
  flag_lines (lines, puzzle, contradiction->lines);
  wp_board_set_conflicts (board, struck);
  wp_board_set_unsatisfiable (board, framed, lines);
}
