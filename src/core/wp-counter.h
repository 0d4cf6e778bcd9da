/* wp-counter.h — live counting in a worker thread
 *
 * The studio submits an immutable snapshot of the puzzle after every edit.
 * Each submission gets a generation number, cancels the run before it and
 * starts a GTask in a worker thread.  When a run ends, ::finished is
 * emitted on the main context the counter was created in — but only for the
 * newest generation: results of superseded snapshots are dropped, so what
 * the window shows always belongs to the grid on screen.
 *
 * Three kinds of run: a count, an analysis (wp_analyse()) and what a
 * puzzle owes to each rule (wp_rule_dependence()).
 *
 * The worker touches only its snapshot and the engine; it never sees the
 * live document, and nothing here knows about GTK.
 */
#pragma once

#include <gio/gio.h>

#include "wp-analysis.h"
#include "wp-engine.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

/* What one finished run found.  Immutable, reference counted. */
typedef struct {
  guint64         generation;
  WpPuzzle       *puzzle;       /* the snapshot that was counted */
  GError         *error;        /* the puzzle was invalid (no count then) */
  WpSearchResult  result;       /* a count (empty for an analysis) */
  WpAnalysis     *analysis;     /* an analysis run (NULL for a count) */
  GPtrArray      *conflicts;    /* a count's direct clashes (WpConflict*), found in the
                                 * worker with the count; NULL for an analysis */
  WpRuleDependence *rules;      /* a run of wp_rule_dependence(); else NULL */
} WpCountReport;

#define WP_TYPE_COUNT_REPORT (wp_count_report_get_type ())
GType          wp_count_report_get_type (void) G_GNUC_CONST;
WpCountReport *wp_count_report_ref      (WpCountReport *report);
void           wp_count_report_unref    (WpCountReport *report);

#define WP_TYPE_COUNTER (wp_counter_get_type ())
G_DECLARE_FINAL_TYPE (WpCounter, wp_counter, WP, COUNTER, GObject)

WpCounter *wp_counter_new            (void);
/* Keeps a reference to @puzzle, a snapshot that nobody changes from then
 * on (wp_puzzle_ref()); cancels any run in progress.  Returns the
 * generation. */
guint64    wp_counter_submit         (WpCounter             *self,
                                      const WpPuzzle        *puzzle,
                                      const WpSearchOptions *options);
/* The same, but the run analyses the snapshot (wp_analyse()): patterns,
 * true candidates, suggestions or redundant givens.  @timeout_s > 0 stops
 * it after that long with what it has (0 = no limit; it replaces
 * @options->timeout_s). */
guint64    wp_counter_submit_analysis (WpCounter               *self,
                                       const WpPuzzle          *puzzle,
                                       const WpAnalysisOptions *options,
                                       gdouble                  timeout_s);
/* The same, but the run counts what the snapshot owes to each rule
 * (wp_rule_dependence(), up to @cap solutions each, all within @timeout_s;
 * 0 = none): the report's rules. */
guint64    wp_counter_submit_rule_dependence (WpCounter      *self,
                                              const WpPuzzle *puzzle,
                                              guint64         cap,
                                              gdouble         timeout_s);
/* Stops the run; its report (marked cancelled) is still delivered. */
void       wp_counter_cancel         (WpCounter *self);
/* Stops the run and drops its report: the snapshot is out of date. */
void       wp_counter_discard        (WpCounter *self);
gboolean   wp_counter_is_running     (WpCounter *self);
guint64    wp_counter_get_generation (WpCounter *self);
/* Nodes explored so far by the newest run (safe to poll from a timer). */
guint64    wp_counter_get_nodes      (WpCounter *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpCountReport, wp_count_report_unref)

G_END_DECLS
