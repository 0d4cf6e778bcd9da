/* wp-sketch.c — marks an element kind draws (see wp-sketch.h) */
#include "wp-sketch.h"

static void
clear_mark (gpointer data)
{
  WpSketchMark *mark = data;

  g_clear_pointer (&mark->cells, g_array_unref);
}

WpSketch *
wp_sketch_new (void)
{
  WpSketch *sketch = g_new0 (WpSketch, 1);

  sketch->marks = g_array_new (FALSE, TRUE, sizeof (WpSketchMark));
  g_array_set_clear_func (sketch->marks, clear_mark);
  return sketch;
}

void
wp_sketch_free (WpSketch *sketch)
{
  if (sketch == NULL)
    return;
  g_array_unref (sketch->marks);
  g_free (sketch);
}

static WpSketchMark *
add_mark (WpSketch *sketch, WpSketchPrimitive primitive, const guint *cells, guint n)
{
  WpSketchMark mark = { .primitive = primitive };

  mark.cells = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  if (n > 0)
    g_array_append_vals (mark.cells, cells, n);
  g_array_append_val (sketch->marks, mark);
  return &g_array_index (sketch->marks, WpSketchMark, sketch->marks->len - 1);
}

void
wp_sketch_line (WpSketch *sketch, const guint *cells, guint n, WpSketchInk ink, double width, gboolean end_bulbs)
{
  WpSketchMark *mark = add_mark (sketch, WP_SKETCH_LINE, cells, n);

  mark->ink = ink;
  mark->width = width;
  mark->end_bulbs = end_bulbs;
}

void
wp_sketch_cell_shape (WpSketch *sketch, guint cell, WpSketchShape shape, WpSketchInk ink)
{
  WpSketchMark *mark = add_mark (sketch, WP_SKETCH_CELL_SHAPE, &cell, 1);

  mark->shape = shape;
  mark->ink = ink;
}

void
wp_sketch_shade (WpSketch *sketch, const guint *cells, guint n, WpSketchInk ink)
{
  add_mark (sketch, WP_SKETCH_SHADE, cells, n)->ink = ink;
}
