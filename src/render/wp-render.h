/* wp-render.h — the one drawing path for puzzles
 *
 * The board widget, the alternative boards, PDF export, printing and the
 * test snapshots all draw through wp_render_puzzle() so the paper looks
 * like the screen.  Only Cairo and Pango here: no GTK.
 *
 * Meaning never rests on colour alone: givens are bold, solved values are
 * regular weight; conflicts get a diagonal strike; cells that differ
 * between alternatives get a corner triangle; the selection a thick inner
 * frame.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

typedef struct {
  double red, green, blue, alpha;
} WpColor;

typedef struct {
  WpColor paper;        /* cell background */
  WpColor ink;          /* grid lines, givens */
  WpColor solved_ink;   /* values from a solution */
  WpColor selection;
  WpColor conflict;
  WpColor difference;
} WpPalette;

extern const WpPalette wp_palette_light;
extern const WpPalette wp_palette_dark;
extern const WpPalette wp_palette_print;   /* pure black on white */

/* Per-cell flags for highlights. */
typedef enum {
  WP_CELL_SELECTED   = 1 << 0,
  WP_CELL_CONFLICT   = 1 << 1,
  WP_CELL_DIFFERENT  = 1 << 2,
} WpCellFlags;

typedef struct {
  double           x, y;          /* top-left corner of the grid */
  double           cell_size;     /* in the target's units (pixels, points) */
  const WpPalette *palette;
  const gint      *solution;      /* optional: values shown in empty cells */
  const guint8    *flags;         /* optional: WpCellFlags per cell */
} WpRenderLayout;

/* The grid's size in the same units as layout->cell_size. */
void wp_render_get_size (const WpPuzzle *puzzle, double cell_size,
                         double *width, double *height);

void wp_render_puzzle   (cairo_t              *cr,
                         const WpPuzzle       *puzzle,
                         const WpRenderLayout *layout);

G_END_DECLS
