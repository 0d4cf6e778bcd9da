/* sudoku-private.h — shared between the Sudoku genre's files */
#pragma once

#include "genres/sudoku/sudoku.h"
#include "core/wp-element.h"

G_BEGIN_DECLS

#define WP_SUDOKU_MIN_SIZE 4
#define WP_SUDOKU_MAX_SIZE 25

/* Which classic all-different rules apply ("classic" in files). */
enum {
  WP_SUDOKU_CLASSIC_ROWS    = 1 << 0,
  WP_SUDOKU_CLASSIC_COLUMNS = 1 << 1,
  WP_SUDOKU_CLASSIC_BOXES   = 1 << 2,   /* boxes, or jigsaw regions */
  WP_SUDOKU_CLASSIC_ALL     = 7,
};

/* The value of a siteswap element: which lines are siteswaps. */
enum {
  WP_SUDOKU_SITESWAP_ROWS    = 1,
  WP_SUDOKU_SITESWAP_COLUMNS = 2,
  WP_SUDOKU_SITESWAP_BOTH    = 3,
};

typedef struct {
  guint   size;
  guint   classic;     /* WP_SUDOKU_CLASSIC_* bits */
  guint   box_rows;    /* 0 for jigsaw */
  guint   box_cols;    /* 0 for jigsaw */
  guint8 *regions;     /* size² region indices; NULL when boxes are used */
} WpSudokuParams;

extern const WpTextFormat wp_sudoku_text_format;
/* sudoku-fpuzzles.c: f-puzzles JSON, and f-puzzles / SudokuPad links */
extern const WpTextFormat wp_sudoku_fpuzzles_format;
extern const WpTextFormat wp_sudoku_fpuzzles_link_format;
extern const WpPatternFinder wp_sudoku_locked_rectangles;   /* sudoku-patterns.c */
extern const WpGeneratorHooks wp_sudoku_generator_hooks;     /* sudoku-generate.c */

/* Box shape for a size, rows ≤ columns and as square as possible (9 → 3×3,
 * 6 → 2×3, 12 → 3×4).  FALSE for sizes with no rectangular boxes (primes). */
gboolean wp_sudoku_box_shape_for_size (guint size, guint *box_rows, guint *box_cols);

/* '.' for empty, 1–9 as digits, 10… as letters A… */
char     wp_sudoku_value_char (gint value);
/* The value of @c, WP_CELL_EMPTY for '.' and '0', or -2 for anything else. */
gint     wp_sudoku_char_value (char c);

/* How many orthogonally connected pieces region @region of a @size × @size
 * layout falls into (sudoku.c; the jigsaw checks and the f-puzzles reader). */
guint    wp_sudoku_count_pieces (guint size, const guint8 *regions, guint8 region);
guint    wp_sudoku_get_classic (const WpPuzzle *puzzle);
/* sudoku-rules.c */
gboolean wp_sudoku_read_classic  (JsonObject *object, WpPuzzle *puzzle, GError **error);
void     wp_sudoku_write_classic (const WpPuzzle *puzzle, JsonBuilder *builder);
char    *wp_sudoku_compose_rules (const WpPuzzle *puzzle);
extern const WpSettingHooks wp_sudoku_setting_hooks;

/* The constraint kinds, one file each under kinds/ (kinds/kinds.c lists
 * them).  Each is a WpSudokuKind (kinds/kind-private.h) whose first member
 * is the core's kind: these names are that member. */
typedef struct _WpSudokuKind WpSudokuKind;
extern const WpSudokuKind wp_sudoku_cage_kind;
extern const WpSudokuKind wp_sudoku_thermometer_kind;
extern const WpSudokuKind wp_sudoku_arrow_kind;
extern const WpSudokuKind wp_sudoku_difference_dot_kind;
extern const WpSudokuKind wp_sudoku_ratio_dot_kind;
extern const WpSudokuKind wp_sudoku_xv_kind;
extern const WpSudokuKind wp_sudoku_diagonal_kind;
extern const WpSudokuKind wp_sudoku_extra_region_kind;
extern const WpSudokuKind wp_sudoku_anti_knight_kind;
extern const WpSudokuKind wp_sudoku_anti_king_kind;
extern const WpSudokuKind wp_sudoku_non_consecutive_kind;
extern const WpSudokuKind wp_sudoku_siteswap_kind;
extern const WpSudokuKind wp_sudoku_even_kind;
extern const WpSudokuKind wp_sudoku_odd_kind;
extern const WpSudokuKind wp_sudoku_minimum_kind;
extern const WpSudokuKind wp_sudoku_maximum_kind;
extern const WpSudokuKind wp_sudoku_renban_kind;
extern const WpSudokuKind wp_sudoku_whispers_kind;
extern const WpSudokuKind wp_sudoku_palindrome_kind;
extern const WpSudokuKind wp_sudoku_between_kind;
extern const WpSudokuKind wp_sudoku_clone_kind;
extern const WpSudokuKind wp_sudoku_disjoint_kind;
extern const WpSudokuKind wp_sudoku_negative_kind;
#define wp_sudoku_cage (*(const WpElementKind *) &wp_sudoku_cage_kind)
#define wp_sudoku_thermometer (*(const WpElementKind *) &wp_sudoku_thermometer_kind)
#define wp_sudoku_arrow (*(const WpElementKind *) &wp_sudoku_arrow_kind)
#define wp_sudoku_difference_dot (*(const WpElementKind *) &wp_sudoku_difference_dot_kind)
#define wp_sudoku_ratio_dot (*(const WpElementKind *) &wp_sudoku_ratio_dot_kind)
#define wp_sudoku_xv (*(const WpElementKind *) &wp_sudoku_xv_kind)
#define wp_sudoku_diagonal (*(const WpElementKind *) &wp_sudoku_diagonal_kind)
#define wp_sudoku_extra_region (*(const WpElementKind *) &wp_sudoku_extra_region_kind)
#define wp_sudoku_anti_knight (*(const WpElementKind *) &wp_sudoku_anti_knight_kind)
#define wp_sudoku_anti_king (*(const WpElementKind *) &wp_sudoku_anti_king_kind)
#define wp_sudoku_non_consecutive (*(const WpElementKind *) &wp_sudoku_non_consecutive_kind)
#define wp_sudoku_siteswap (*(const WpElementKind *) &wp_sudoku_siteswap_kind)
#define wp_sudoku_even (*(const WpElementKind *) &wp_sudoku_even_kind)
#define wp_sudoku_odd (*(const WpElementKind *) &wp_sudoku_odd_kind)
#define wp_sudoku_minimum (*(const WpElementKind *) &wp_sudoku_minimum_kind)
#define wp_sudoku_maximum (*(const WpElementKind *) &wp_sudoku_maximum_kind)
#define wp_sudoku_renban (*(const WpElementKind *) &wp_sudoku_renban_kind)
#define wp_sudoku_whispers (*(const WpElementKind *) &wp_sudoku_whispers_kind)
#define wp_sudoku_palindrome (*(const WpElementKind *) &wp_sudoku_palindrome_kind)
#define wp_sudoku_between (*(const WpElementKind *) &wp_sudoku_between_kind)
#define wp_sudoku_clone (*(const WpElementKind *) &wp_sudoku_clone_kind)
#define wp_sudoku_disjoint (*(const WpElementKind *) &wp_sudoku_disjoint_kind)
#define wp_sudoku_negative (*(const WpElementKind *) &wp_sudoku_negative_kind)
extern const WpElementHooks wp_sudoku_element_hooks;

/* The human-style step grader (sudoku-grader.c). */
extern const WpRaterHooks wp_sudoku_rater;

G_END_DECLS
