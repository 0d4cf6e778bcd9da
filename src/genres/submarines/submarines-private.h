/* submarines-private.h — shared between the Submarines genre's files */
#pragma once

#include "genres/common/line-counts.h"

#include "genres/submarines/submarines.h"

G_BEGIN_DECLS

typedef struct {
  WpLineCounts lines;   /* the sums or counts beside the rows and columns */
} WpSubmarinesParams;

extern const WpTextFormat wp_submarines_text_format;
extern const WpGeneratorHooks wp_submarines_generator_hooks;   /* submarines-generate.c */

/* "a sum of 7 does not fit a row of 5 cells" and the like, for a sum of
 * a line of @length cells; NULL when @sum fits (or is unknown). */
char    *wp_submarines_sum_problem (gint sum, guint length, gboolean is_row);

/* The same for a sum as the setter wrote it ("99999999999"), for sums too
 * large to hold in a gint: always "does not fit". */
char    *wp_submarines_written_sum_problem (const char *written, guint length, gboolean is_row);

/* Checks that the known totals agree when every sum is known; NULL when
 * they do, else "the row sums total 6, but the column sums total 5". */
char    *wp_submarines_total_problem (const WpSubmarinesParams *params);

/* The first Gale–Ryser inequality that fails for sums already checked
 * (each in range, equal totals): the k columns with the largest sums (the
 * lower index first among equal ones) ask for *@lhs submarines, more than
 * the *@rhs = R*(1) + … + R*(k) the rows can put in any k columns, a row
 * at most one per column and no more than its sum.  @columns (n_cols
 * flags, may be NULL) marks those k columns.  FALSE when none fails: a
 * grid with these sums exists. */
gboolean wp_submarines_majorization_failure (const gint *rows, guint n_rows, const gint *cols, guint n_cols,
                                             guint *k, gint *lhs, gint *rhs, guint8 *columns);

/* Counting models only: a maximum-flow check that the open cells can
 * still meet every sum at once (see submarines-flow.c). */
void     wp_submarines_add_flow_propagator (WpModel *model, const WpSubmarinesParams *params);

G_END_DECLS
