/* sudoku-private.h — shared between the Sudoku genre's files */
#pragma once

#include "genres/sudoku/sudoku.h"

G_BEGIN_DECLS

#define WP_SUDOKU_MIN_SIZE 4
#define WP_SUDOKU_MAX_SIZE 25

typedef struct {
  guint   size;
  guint   box_rows;    /* 0 for jigsaw */
  guint   box_cols;    /* 0 for jigsaw */
  guint8 *regions;     /* size² region indices; NULL when boxes are used */
} WpSudokuParams;

extern const WpTextFormat wp_sudoku_text_format;
extern const WpPatternFinder wp_sudoku_locked_rectangles;   /* sudoku-patterns.c */

/* Box shape for a size, rows ≤ columns and as square as possible (9 → 3×3,
 * 6 → 2×3, 12 → 3×4).  FALSE for sizes with no rectangular boxes (primes). */
gboolean wp_sudoku_box_shape_for_size (guint size, guint *box_rows, guint *box_cols);

/* '.' for empty, 1–9 as digits, 10… as letters A… */
char     wp_sudoku_value_char (gint value);
/* The value of @c, WP_CELL_EMPTY for '.' and '0', or -2 for anything else. */
gint     wp_sudoku_char_value (char c);

G_END_DECLS
