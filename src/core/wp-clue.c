/* wp-clue.c — one way to name a clue a puzzle can lose (see wp-clue.h) */
#include "wp-clue.h"
#include "wp-element.h"

#include <glib/gi18n-lib.h>

static gboolean
line_has_clue (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, index);

  return clues != NULL && clues[0] != NULL;
}

static void
list_lines (const WpPuzzle *puzzle, WpLineKind kind, GArray *clues)
{
  guint n = kind == WP_LINE_ROW ? puzzle->height : puzzle->width;

  for (guint i = 0; i < n; i++)
    if (line_has_clue (puzzle, kind, i))
      {
        WpClueRef clue = { WP_CLUE_LINE, kind, i };
        g_array_append_val (clues, clue);
      }
}

static void
list_inside (const WpPuzzle *puzzle, GArray *clues)
{
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      g_autofree char *text = puzzle->genre->cell_clues->text (puzzle, cell);

      if (text != NULL)
        {
          WpClueRef clue = { WP_CLUE_INSIDE, WP_LINE_ROW, cell };
          g_array_append_val (clues, clue);
        }
    }
}

GArray *
wp_clue_list (const WpPuzzle *puzzle)
{
  GArray *clues = g_array_new (FALSE, FALSE, sizeof (WpClueRef));

  g_return_val_if_fail (puzzle != NULL, clues);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        WpClueRef clue = { WP_CLUE_CELL, WP_LINE_ROW, cell };
        g_array_append_val (clues, clue);
      }
  if (puzzle->genre->lines)
    {
      list_lines (puzzle, WP_LINE_ROW, clues);
      list_lines (puzzle, WP_LINE_COLUMN, clues);
    }
  if (puzzle->genre->cell_clues && puzzle->genre->cell_clues->can_hide)
    list_inside (puzzle, clues);
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      /* A global rule is part of the rules, not a clue. */
      if (!element->kind->global)
        {
          WpClueRef clue = { WP_CLUE_ELEMENT, WP_LINE_ROW, i };
          g_array_append_val (clues, clue);
        }
    }
  return clues;
}

static void
forget_line (WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  g_autoptr (GError) error = NULL;

  /* An unknown clue always fits its line. */
  if (!puzzle->genre->lines->set_clues (puzzle, kind, index, "", &error))
    g_warning ("cannot forget the clue of line %u: %s", index, error->message);
}

static void
forget_inside (WpPuzzle *puzzle, guint cell)
{
  g_autoptr (GError) error = NULL;

  if (!puzzle->genre->cell_clues->set (puzzle, cell, "?", &error))
    g_warning ("cannot forget the clue in cell %u: %s", cell, error->message);
}

WpPuzzle *
wp_clue_drop (const WpPuzzle *puzzle, GArray *clues, const gboolean *drop)
{
  WpPuzzle *copy = wp_puzzle_copy (puzzle);
  g_autofree gboolean *drop_element = g_new0 (gboolean, puzzle->elements->len + 1);

  for (guint i = 0; i < clues->len; i++)
    {
      const WpClueRef *clue = &g_array_index (clues, WpClueRef, i);

      if (!drop[i])
        continue;
      switch (clue->kind)
        {
        case WP_CLUE_CELL:
          copy->cells[clue->index] = WP_CELL_EMPTY;
          break;
        case WP_CLUE_LINE:
          forget_line (copy, clue->line, clue->index);
          break;
        case WP_CLUE_ELEMENT:
          drop_element[clue->index] = TRUE;
          break;
        case WP_CLUE_INSIDE:
          forget_inside (copy, clue->index);
          break;
        }
    }
  /* Backwards, so the indices still to go stay valid. */
  for (guint i = puzzle->elements->len; i-- > 0;)
    if (drop_element[i])
      g_ptr_array_remove_index (copy->elements, i);
  return copy;
}

WpPuzzle *
wp_clue_drop_one (const WpPuzzle *puzzle, const WpClueRef *clue)
{
  g_autoptr (GArray) one = g_array_new (FALSE, FALSE, sizeof (WpClueRef));
  const gboolean drop = TRUE;

  g_array_append_val (one, *clue);
  return wp_clue_drop (puzzle, one, &drop);
}

static char *
describe_line (const WpPuzzle *puzzle, const WpClueRef *clue)
{
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, clue->line, clue->index);
  g_autofree char *text = g_strjoinv (" ", clues);

  /* TRANSLATORS: "the clue of row 3 (2 1)" */
  return g_strdup_printf (clue->line == WP_LINE_ROW ? _("the clue of row %u (%s)") : _("the clue of column %u (%s)"),
                          clue->index + 1, text);
}

char *
wp_clue_describe (const WpPuzzle *puzzle, const WpClueRef *clue)
{
  g_return_val_if_fail (puzzle != NULL && clue != NULL, NULL);

  switch (clue->kind)
    {
    case WP_CLUE_CELL:
      {
        g_autofree char *name = wp_cell_name (clue->index / puzzle->width, clue->index % puzzle->width);
        g_autofree char *value = puzzle->genre->format_value (puzzle, puzzle->cells[clue->index]);

        /* TRANSLATORS: "r4c5 (7)": a given and its value */
        return g_strdup_printf (_("%s (%s)"), name, value);
      }
    case WP_CLUE_LINE:
      return describe_line (puzzle, clue);
    case WP_CLUE_ELEMENT:
      return wp_element_describe (puzzle, g_ptr_array_index (puzzle->elements, clue->index));
    case WP_CLUE_INSIDE:
      {
        g_autofree char *name = wp_cell_name (clue->index / puzzle->width, clue->index % puzzle->width);
        g_autofree char *text = puzzle->genre->cell_clues->text (puzzle, clue->index);

        /* TRANSLATORS: "the clue in r2c3 (17)": a number written inside a cell */
        return g_strdup_printf (_("the clue in %s (%s)"), name, text ? text : "?");
      }
    }
  g_return_val_if_reached (NULL);
}

GArray *
wp_clue_cells (const WpPuzzle *puzzle, const WpClueRef *clue)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  switch (clue->kind)
    {
    case WP_CLUE_CELL:
    case WP_CLUE_INSIDE:
      g_array_append_val (cells, clue->index);
      break;
    case WP_CLUE_LINE:
      {
        gboolean row = clue->line == WP_LINE_ROW;
        guint length = row ? puzzle->width : puzzle->height;

        for (guint i = 0; i < length; i++)
          {
            guint cell = row ? clue->index * puzzle->width + i : i * puzzle->width + clue->index;
            g_array_append_val (cells, cell);
          }
        break;
      }
    case WP_CLUE_ELEMENT:
      {
        const WpElement *element = g_ptr_array_index (puzzle->elements, clue->index);

        g_array_append_vals (cells, element->cells->data, element->cells->len);
        break;
      }
    }
  return cells;
}

gboolean
wp_clue_equal (const WpClueRef *a, const WpClueRef *b)
{
  return a->kind == b->kind && a->index == b->index && (a->kind != WP_CLUE_LINE || a->line == b->line);
}
