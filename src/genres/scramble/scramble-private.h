/* scramble-private.h — shared between the Scramble Squares genre's files */
#pragma once

#include "genres/scramble/scramble.h"
#include "core/wp-analysis.h"
#include "core/wp-figure.h"

G_BEGIN_DECLS

typedef struct {
  guint  n;        /* pieces per side */
  gint  *edges;    /* n² × 4: piece p's side s at [p * 4 + s], ±picture */
  guint  pictures; /* how many pictures the generator draws designs from */
} WpScrambleParams;

extern const WpTextFormat wp_scramble_text_format;         /* scramble-text.c */
extern const WpAnalysisHooks wp_scramble_analysis_hooks;   /* scramble-solve.c */
extern const WpRaterHooks wp_scramble_rater_hooks;         /* scramble-grade.c */
extern const WpFigureHooks wp_scramble_figure_hooks;       /* scramble-graph.c */

WpModel    *wp_scramble_build_model (const WpPuzzle *puzzle, WpModelUse use);
void        wp_scramble_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern);

/* Whether pieces @a and @b look the same in some rotation. */
gboolean    wp_scramble_same_look (const WpPuzzle *puzzle, guint a, guint b);

/* Structural checks shared by validate() and the readers. */
gboolean    wp_scramble_check_edge (gint edge);

/* How many pictures a new design of @n × @n uses by default: 4 as sold up
 * to 3 × 3, more on larger grids, where 4 pictures rarely leave a design
 * one solution (measured: 2 in 50 on 4 × 4, none in 10 on 5 × 5). */
guint       wp_scramble_default_pictures (guint n);

/* "1+ 2- 3+ 4-" (also "1+,2-,3+,4-" and the minus sign −): four edges into
 * @edges.  *@bad_column (when not NULL) gets the 1-based column of what
 * could not be read; messages name the edge, not the place. */
gboolean    wp_scramble_parse_piece (const char *text, gint edges[4], guint *bad_column, GError **error);
char       *wp_scramble_piece_text  (const WpPuzzle *puzzle, guint piece);

/* Random solved designs (scramble.c): one into @puzzle's pieces, its
 * arrangement into @solution; or the first of @attempts that has exactly
 * one solution (else the last one tried), as a new puzzle. */
void        wp_scramble_random_design (WpPuzzle *puzzle, guint pictures, GRand *rand, gint *solution);
WpPuzzle   *wp_scramble_design_unique (const WpPuzzle *shape, guint pictures, GRand *rand, guint attempts,
                                       gint *solution);

G_END_DECLS
