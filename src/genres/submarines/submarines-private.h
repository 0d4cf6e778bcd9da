/* submarines-private.h — shared between the Submarines genre's files */
#pragma once

#include "genres/common/line-counts.h"

#include "genres/submarines/submarines.h"

G_BEGIN_DECLS

typedef struct {
  WpLineCounts lines;   /* the sums or counts beside the rows and columns */
} WpSubmarinesParams;

extern const WpTextFormat wp_submarines_text_format;

/* "a sum of 7 does not fit a row of 5 cells" and the like, for a sum of
 * a line of @length cells; NULL when @sum fits (or is unknown). */
char    *wp_submarines_sum_problem (gint sum, guint length, gboolean is_row);

/* The same for a sum as the setter wrote it ("99999999999"), for sums too
 * large to hold in a gint: always "does not fit". */
char    *wp_submarines_written_sum_problem (const char *written, guint length, gboolean is_row);

/* Checks that the known totals agree when every sum is known; NULL when
 * they do, else "the row sums total 6, but the column sums total 5". */
char    *wp_submarines_total_problem (const WpSubmarinesParams *params);

/* Counting models only: a maximum-flow check that the open cells can
 * still meet every sum at once (see submarines-flow.c). */
void     wp_submarines_add_flow_propagator (WpModel *model, const WpSubmarinesParams *params);

G_END_DECLS
