/* wp-figure.h — a figure the analysis shows beside its words
 *
 * Some genres are read through a graph of their own (Scramble Squares:
 * seed 003's recording graph, whose vertices are the pictures and whose
 * arrows are the pieces' corners).  The genre describes the graph here,
 * in GLib terms only; src/render/wp-render-graph.c draws it, on screen
 * and on paper, so the genre stays free of Cairo.
 */
#pragma once

#include "wp-genre.h"

G_BEGIN_DECLS

typedef struct {
  char   *label;    /* "3+" */
  double  x, y;     /* the centre, 0 … 1 across and down the graph's area */
} WpFigureVertex;

typedef struct {
  guint  tail, head; /* vertex indices */
  guint  series;     /* the legend row it belongs to (a piece): its colour
                      * and dash */
  char  *label;      /* drawn on the arrow, so colour is never alone:
                      * "P1·2" (piece 1's second arrow) */
} WpFigureArrow;

struct _WpFigure {
  char      *title;     /* translated: "Recording Graph" */
  char      *caption;   /* translated: one sentence of what it says */
  GArray    *vertices;  /* of WpFigureVertex */
  GArray    *arrows;    /* of WpFigureArrow */
  GPtrArray *series;    /* of char *, translated: the legend, one row per
                         * series ("P1 = piece 1: 1+ 2− 3+ 4−") */
};

/* An empty figure; takes nothing. */
WpFigure *wp_figure_new        (const char *title);
void      wp_figure_free       (WpFigure *figure);
/* The index of the new vertex. */
guint     wp_figure_add_vertex (WpFigure *figure, const char *label, double x, double y);
void      wp_figure_add_arrow  (WpFigure *figure, guint tail, guint head, guint series, const char *label);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpFigure, wp_figure_free)

G_END_DECLS
