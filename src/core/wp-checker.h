/* wp-checker.h — the live count and the analysis of the grid on screen
 *
 * One checker per document.  wp_checker_check() counts a snapshot in one
 * worker (WpCounter); when the count has decided something worth
 * explaining, the checker analyses the same snapshot in a second worker
 * (wp_analyse(): patterns, true candidates, suggestions, redundant givens,
 * or why there is no solution) so an analysis never delays a count.  The
 * analysis of a grid is remembered: the same grid (after undo, or Count
 * All) shows the same analysis, although its time-limited parts could end
 * elsewhere if run again.
 *
 * What it learns is exposed as the properties :count-report and
 * :analysis-report (WpCountReport, immutable) and :analysis-state, which
 * the window's status, alternatives and analysis panel follow.  Only the
 * newest snapshot's results are ever reported.  GLib only.
 */
#pragma once

#include "wp-counter.h"

G_BEGIN_DECLS

/* What the analysis of the newest count is doing, or why there is none. */
typedef enum {
  WP_CHECKER_IDLE,            /* nothing counted yet, or the grid changed */
  WP_CHECKER_ANALYSING,       /* explaining several solutions (or one) */
  WP_CHECKER_EXPLAINING,      /* looking for why there is no solution */
  WP_CHECKER_ANALYSED,        /* :analysis-report holds the result */
  WP_CHECKER_STOPPED,         /* the analysis was stopped or failed */
  WP_CHECKER_SKIPPED_INVALID,     /* the grid cannot be checked */
  WP_CHECKER_SKIPPED_CLASH,       /* no solution: givens clash, nothing more to say */
  WP_CHECKER_SKIPPED_NONE_FOUND,  /* counting stopped before finding any */
  WP_CHECKER_SKIPPED_UNDECIDED,   /* one found, counting stopped before a second */
} WpCheckerState;

#define WP_TYPE_CHECKER (wp_checker_get_type ())
G_DECLARE_FINAL_TYPE (WpChecker, wp_checker, WP, CHECKER, GObject)

WpChecker     *wp_checker_new                 (const WpAnalysisOptions *options,
                                               gdouble                  analysis_timeout_s);
/* Counts @puzzle (a snapshot, kept by reference) up to @cap solutions,
 * keeping @keep; drops the analysis of the grid before. */
void           wp_checker_check               (WpChecker      *self,
                                               const WpPuzzle *puzzle,
                                               guint64         cap,
                                               guint           keep);
/* Stops the count (its report, marked cancelled, still arrives). */
void           wp_checker_stop                (WpChecker      *self);
/* Stops both and forgets their results: the window is going away. */
void           wp_checker_discard             (WpChecker      *self);

gboolean       wp_checker_is_counting         (WpChecker      *self);
gboolean       wp_checker_is_analysing        (WpChecker      *self);
/* Search nodes of the running count (analysis), for progress. */
guint64        wp_checker_get_count_nodes     (WpChecker      *self);
guint64        wp_checker_get_analysis_nodes  (WpChecker      *self);

WpCountReport *wp_checker_get_count_report    (WpChecker      *self);
WpCountReport *wp_checker_get_analysis_report (WpChecker      *self);
WpCheckerState wp_checker_get_analysis_state  (WpChecker      *self);

G_END_DECLS
