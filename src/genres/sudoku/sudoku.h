/* sudoku.h — the Sudoku genre: N×N grids with boxes or jigsaw regions */
#pragma once

#include "core/wp-genre.h"

G_BEGIN_DECLS

extern const WpGenre wp_genre_sudoku;

/* An empty N×N Sudoku with box_rows × box_cols boxes. */
WpPuzzle *wp_sudoku_new        (guint size, guint box_rows, guint box_cols);
/* An empty jigsaw Sudoku: regions[cell] in 0..size-1, each region size cells. */
WpPuzzle *wp_sudoku_new_jigsaw (guint size, const guint8 *regions, GError **error);

guint     wp_sudoku_get_size   (const WpPuzzle *puzzle);
/* The box or region (0-based) that holds @cell. */
guint     wp_sudoku_region_of  (const WpPuzzle *puzzle, guint cell);
gboolean  wp_sudoku_is_jigsaw  (const WpPuzzle *puzzle);

G_END_DECLS
