/* kind-arrow.c — arrows: the circle's number is the sum along the line */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Arrow -------------------------------------------------------------------------- */

static gboolean
arrow_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  if (!wp_element_read_cells (puzzle, object, "circle", element, error))
    return FALSE;
  element->n_head = element->cells->len;
  return wp_element_read_cells (puzzle, object, "line", element, error);
}

static void
arrow_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_element_write_cells (puzzle, element, "circle", 0, element->n_head, builder);
  wp_element_write_cells (puzzle, element, "line", element->n_head,
                          element->cells->len - element->n_head, builder);
}

static gboolean
arrow_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->n_head < 1 || element->n_head > 2)
    return wp_kind_invalid (error, puzzle, element, _("needs a circle of one or two cells"));
  if (element->n_head == 2 && wp_kind_grid_size (puzzle) > 9)
    return wp_kind_invalid (error, puzzle, element,
                    _("has a circle of two cells, which reads as a two-digit number only on grids up to 9×9"));
  if (element->n_head == 2 &&
      !wp_kind_cells_touch (puzzle, wp_element_cell (element, 0), wp_element_cell (element, 1), FALSE))
    return wp_kind_invalid (error, puzzle, element, _("has a circle of two cells that are not side by side"));
  if (element->cells->len == element->n_head)
    return wp_kind_invalid (error, puzzle, element, _("has no line"));
  for (guint i = 0; i < element->n_head; i++)
    if (wp_kind_cells_touch (puzzle, wp_element_cell (element, i), wp_element_cell (element, element->n_head), TRUE))
      return wp_kind_check_path (puzzle, element, element->n_head + 1, error);
  return wp_kind_invalid (error, puzzle, element, _("has a line that does not start beside its circle"));
}

static void
arrow_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  const guint *cells = (const guint *) (gpointer) element->cells->data;

  wp_sudoku_add_arrow (model, cells, element->n_head, cells + element->n_head,
                       element->cells->len - element->n_head, wp_kind_grid_size (puzzle));
}

/* A full circle and a full line that disagree, or a line already past
 * the most the circle can read (an empty circle cell counted at its
 * highest digit, an empty line cell at 1). */
static WpConflict *
arrow_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle), n_empty_line, n_empty_circle;
  gint line = wp_kind_sum_of_givens (puzzle, element, element->n_head, element->cells->len, &n_empty_line);
  gint circle_most = 0;
  g_autofree char *what = NULL;

  wp_kind_sum_of_givens (puzzle, element, 0, element->n_head, &n_empty_circle);
  for (guint i = 0; i < element->n_head; i++)
    circle_most = circle_most * 10 +
                  (wp_kind_given (puzzle, element, i) == WP_CELL_EMPTY ? (gint) size : wp_kind_given (puzzle, element, i));
  line += (gint) n_empty_line;
  if (n_empty_circle == 0 && n_empty_line == 0 && line != circle_most)
    {
      what = wp_element_describe (puzzle, element);
      return wp_conflict_new (g_array_copy (element->cells),
                           g_strdup_printf (_("%s reads %d, but its line adds up to %d"),
                                            what, circle_most, line));
    }
  if (line <= circle_most)
    return NULL;
  what = wp_element_describe (puzzle, element);
  return wp_conflict_new (g_array_copy (element->cells),
                       g_strdup_printf (_("%s can read at most %d, but its line adds up to at least %d"),
                                        what, circle_most, line));
}

static char *
arrow_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *circle = wp_kind_cell_name (puzzle, wp_element_cell (element, 0));

  return g_strdup_printf (_("the arrow from %s"), circle);
}

/* --- f-puzzles: "arrow": [{ "cells": circle, "lines": [[…], …] }] ---------------- */

static gboolean
in_head (const WpElement *circle, guint cell)
{
  for (guint i = 0; i < circle->cells->len; i++)
    if (wp_element_cell (circle, i) == cell)
      return TRUE;
  return FALSE;
}

/* One arrow per line: the circle ("cells", one or two), then the line
 * without the circle cells it starts from (f-puzzles draws each line from
 * inside the circle). */
static gboolean
read_arrow_line (WpFpReader *reader, const WpElement *circle, JsonNode *node, const char *place, GError **error)
{
  g_autoptr (WpElement) line = wp_element_new (&wp_sudoku_arrow);
  g_autoptr (WpElement) arrow = wp_element_copy (circle);
  guint start = 0;

  if (!wp_fp_read_cells (reader, node, place, line, error))
    return FALSE;
  while (start < line->cells->len && in_head (circle, wp_element_cell (line, start)))
    start++;
  g_array_append_vals (arrow->cells, wp_kind_cells (line) + start, line->cells->len - start);
  return wp_fp_add_element (reader, arrow, place, error);
}

static gboolean
arrow_fp_read (WpFpReader *reader, JsonObject *entry, const char *place, GError **error)
{
  g_autoptr (WpElement) circle = wp_element_new (&wp_sudoku_arrow);
  JsonArray *lines;

  if (!wp_fp_read_entry_cells (reader, entry, place, circle, error) ||
      !wp_fp_get_lines (entry, place, &lines, error))
    return FALSE;
  circle->n_head = circle->cells->len;
  for (guint l = 0; l < json_array_get_length (lines); l++)
    {
      g_autofree char *line_place = g_strdup_printf ("%s.lines[%u]", place, l);

      if (!read_arrow_line (reader, circle, json_array_get_element (lines, l), line_place, error))
        return FALSE;
    }
  return TRUE;
}

/* The arrow's line as f-puzzles draws it: from the circle cell it leaves
 * (the first one that touches the line's first cell). */
static void
arrow_fp_write (JsonBuilder *builder, guint size, const WpElement *element)
{
  const guint *cells = wp_kind_cells (element);
  guint first = cells[element->n_head], start = cells[0];

  for (guint i = 0; i < element->n_head; i++)
    {
      gint dr = (gint) (cells[i] / size) - (gint) (first / size), dc = (gint) (cells[i] % size) - (gint) (first % size);

      if (ABS (dr) <= 1 && ABS (dc) <= 1)
        {
          start = cells[i];
          break;
        }
    }
  json_builder_set_member_name (builder, "cells");
  wp_fp_add_cells (builder, size, cells, element->n_head);
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  json_builder_begin_array (builder);
  wp_fp_add_cell_name (builder, size, start);
  for (guint i = element->n_head; i < element->cells->len; i++)
    wp_fp_add_cell_name (builder, size, cells[i]);
  json_builder_end_array (builder);
  json_builder_end_array (builder);
}

static const WpFpKey arrow_keys[] = {
  { .key = "arrow", .rank = 20, .read_entry = arrow_fp_read, .write_entry = arrow_fp_write },
  { NULL }
};

const WpSudokuKind wp_sudoku_arrow_kind = {
  .base = {
    .id = "arrow", .name = N_("Arrow"), .noun = N_("arrow"), .family = "arrows", .family_name = N_("arrows"),
    .shape = WP_ELEMENT_SHAPE_ARROW,
    .read_json = arrow_read, .write_json = arrow_write, .validate = arrow_validate,
    .add_propagators = arrow_propagators, .find_conflict = arrow_conflict, .describe = arrow_describe,
    .rule = N_("Digits along an arrow add up to the number in its circle (two cells in a circle read as a two-digit number)."),
  },
  .fpuzzles = arrow_keys,
};
