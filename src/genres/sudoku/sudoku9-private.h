/* sudoku9-private.h — fast solution counter for 9×9 Sudoku
 *
 * The fast path behind the Sudoku genres: standard boxes or any jigsaw
 * layout of nine 9-cell regions.  It reports through the engine's
 * WpSearchContext exactly like the generic search does.
 */
#pragma once

#include <glib.h>
#include "core/wp-engine.h"

G_BEGIN_DECLS

typedef struct _WpSudoku9Shape WpSudoku9Shape;

/* regions[c] in 0..8 for each of the 81 cells, each region exactly 9 cells
 * (the caller validated this; you may g_return_val_if_fail). */
WpSudoku9Shape       *wp_sudoku9_shape_new      (const guint8 regions[81]);
void                  wp_sudoku9_shape_free     (WpSudoku9Shape *shape);

/* Shared, immutable, thread-safe (initialise with g_once_init_enter/leave)
 * shape for standard 3×3 boxes.  Never freed. */
const WpSudoku9Shape *wp_sudoku9_shape_standard (void);

/* givens[c]: 0 = empty, 1..9 = given.  Contradictory givens simply give 0
 * solutions (no error).  Reports every solution found through ctx until ctx
 * says stop or the space is exhausted. */
void                  wp_sudoku9_search         (const WpSudoku9Shape *shape,
                                                 const gint            givens[81],
                                                 WpSearchContext      *ctx);

G_END_DECLS
