/* wp-sketch.h — what an element kind draws, said without Cairo
 *
 * A kind that draws itself (WpElementKind.sketch) lists marks from a
 * small set of primitives: a line through cell centres, a shape inside a
 * cell, shading.
 * src/render/wp-render-elements.c draws them, on screen, in thumbnails and
 * in the PDF alike, so a new kind never touches the renderer.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Inks the renderer maps to its palette (screen and paper differ). */
typedef enum {
  WP_SKETCH_INK_GREY,
  WP_SKETCH_INK_PURPLE,    /* renban */
  WP_SKETCH_INK_GREEN,     /* whispers */
  WP_SKETCH_INK_TEAL,      /* clones */
  WP_SKETCH_N_INKS
} WpSketchInk;

typedef enum {
  WP_SKETCH_LINE,          /* a thick line through the cells' centres */
  WP_SKETCH_CELL_SHAPE,    /* a shape inside each cell */
  WP_SKETCH_SHADE,         /* each cell tinted */
} WpSketchPrimitive;

typedef enum {
  WP_SKETCH_SHAPE_CIRCLE,
  WP_SKETCH_SHAPE_SQUARE,
  WP_SKETCH_SHAPE_CHEVRONS_IN,   /* a minimum: marks pointing at the cell's sides */
  WP_SKETCH_SHAPE_CHEVRONS_OUT,  /* a maximum */
} WpSketchShape;

typedef struct {
  WpSketchPrimitive primitive;
  WpSketchInk       ink;
  GArray           *cells;     /* of guint */
  WpSketchShape     shape;     /* CELL_SHAPE */
  double            width;     /* LINE: in cells (0.2 is a bold line) */
  gboolean          end_bulbs; /* LINE: a circle on the first and last cell */
} WpSketchMark;

typedef struct {
  GArray *marks;   /* of WpSketchMark */
} WpSketch;

WpSketch *wp_sketch_new        (void);
void      wp_sketch_free       (WpSketch *sketch);
void      wp_sketch_line       (WpSketch *sketch, const guint *cells, guint n, WpSketchInk ink,
                                double width, gboolean end_bulbs);
void      wp_sketch_cell_shape (WpSketch *sketch, guint cell, WpSketchShape shape, WpSketchInk ink);
void      wp_sketch_shade      (WpSketch *sketch, const guint *cells, guint n, WpSketchInk ink);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpSketch, wp_sketch_free)

G_END_DECLS
