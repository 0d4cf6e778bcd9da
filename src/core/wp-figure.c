/* wp-figure.c — a figure the analysis shows beside its words */
#include "wp-figure.h"

static void
clear_vertex (gpointer data)
{
  g_free (((WpFigureVertex *) data)->label);
}

static void
clear_arrow (gpointer data)
{
  g_free (((WpFigureArrow *) data)->label);
}

WpFigure *
wp_figure_new (const char *title)
{
  WpFigure *figure = g_new0 (WpFigure, 1);

  figure->title = g_strdup (title);
  figure->vertices = g_array_new (FALSE, FALSE, sizeof (WpFigureVertex));
  g_array_set_clear_func (figure->vertices, clear_vertex);
  figure->arrows = g_array_new (FALSE, FALSE, sizeof (WpFigureArrow));
  g_array_set_clear_func (figure->arrows, clear_arrow);
  figure->series = g_ptr_array_new_with_free_func (g_free);
  return figure;
}

void
wp_figure_free (WpFigure *figure)
{
  if (figure == NULL)
    return;
  g_free (figure->title);
  g_free (figure->caption);
  g_array_unref (figure->vertices);
  g_array_unref (figure->arrows);
  g_ptr_array_unref (figure->series);
  g_free (figure);
}

guint
wp_figure_add_vertex (WpFigure *figure, const char *label, double x, double y)
{
  WpFigureVertex vertex = { g_strdup (label), x, y };

  g_array_append_val (figure->vertices, vertex);
  return figure->vertices->len - 1;
}

void
wp_figure_add_arrow (WpFigure *figure, guint tail, guint head, guint series, const char *label)
{
  WpFigureArrow arrow = { tail, head, series, g_strdup (label) };

  g_return_if_fail (tail < figure->vertices->len && head < figure->vertices->len);
  g_array_append_val (figure->arrows, arrow);
}
