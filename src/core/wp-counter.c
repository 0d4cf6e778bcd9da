/* wp-counter.c — live counting in a worker thread (see wp-counter.h) */
#include "wp-counter.h"
#include "wp-genre.h"

#include <stdatomic.h>

/* --- Reports --------------------------------------------------------------- */

/* A report and its reference count.  The count is a C11 atomic, not
 * g_atomic_rc_box: GLib's atomics run inside the uninstrumented library,
 * so ThreadSanitizer saw the worker's last unref free what the main
 * thread had read as a race (tests/run-tsan.sh). */
typedef struct {
  atomic_int     ref_count;
  WpCountReport  report;
} ReportBox;

static ReportBox *
box_of (WpCountReport *report)
{
  return (ReportBox *) ((char *) report - G_STRUCT_OFFSET (ReportBox, report));
}

static WpCountReport *
wp_count_report_new (guint64 generation, WpPuzzle *puzzle)
{
  ReportBox *box = g_new0 (ReportBox, 1);

  atomic_init (&box->ref_count, 1);
  box->report.generation = generation;
  box->report.puzzle = puzzle;
  return &box->report;
}

WpCountReport *
wp_count_report_ref (WpCountReport *report)
{
  g_return_val_if_fail (report != NULL, NULL);

  atomic_fetch_add_explicit (&box_of (report)->ref_count, 1, memory_order_relaxed);
  return report;
}

static void
count_report_clear (WpCountReport *report)
{
  wp_puzzle_free (report->puzzle);
  g_clear_error (&report->error);
  wp_search_result_clear (&report->result);
  g_clear_pointer (&report->analysis, wp_analysis_free);
  g_clear_pointer (&report->conflicts, g_ptr_array_unref);
  g_clear_pointer (&report->rules, wp_rule_dependence_free);
}

void
wp_count_report_unref (WpCountReport *report)
{
  ReportBox *box;

  if (report == NULL)
    return;
  box = box_of (report);
  /* Release by every thread that lets go, acquire by the last: what the
   * others wrote is seen before the report is freed. */
  if (atomic_fetch_sub_explicit (&box->ref_count, 1, memory_order_acq_rel) != 1)
    return;
  count_report_clear (report);
  g_free (box);
}

G_DEFINE_BOXED_TYPE (WpCountReport, wp_count_report, wp_count_report_ref, wp_count_report_unref)

/* --- One run --------------------------------------------------------------- */

/* Owned by its GTask.  The main thread may call wp_search_cancel() on
 * @search while the worker runs; nothing else is shared. */
typedef struct {
  guint64            generation;
  WpPuzzle          *puzzle;
  WpSearchOptions    options;
  WpAnalysisOptions  analysis_options;
  WpSearch          *search;
  atomic_int         handoff;
} Run;

/* GTask passes a Run to its worker, the report back, and the last
 * reference to whichever thread drops it, through GLib's mutexes and
 * reference counts.  GLib implements those with futexes and atomics in its
 * own, uninstrumented code, so ThreadSanitizer sees none of these hand-offs
 * and reports every later access as a race.  Each side of a hand-off says
 * it again here, as a release and an acquire it can see (docs/testing.md);
 * an atomic each, four times a run. */
static void
hand_over (Run *run)
{
  atomic_store_explicit (&run->handoff, 1, memory_order_release);
}

static void
take_over (Run *run)
{
  (void) atomic_load_explicit (&run->handoff, memory_order_acquire);
}

static void
run_free (gpointer data)
{
  Run *run = data;

  take_over (run);

  wp_puzzle_free (run->puzzle);
  wp_search_free (run->search);
  g_free (run);
}

static void
count_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Run *run = task_data;
  WpCountReport *report;
  g_autoptr (WpModel) model = NULL;

  take_over (run);
  report = wp_count_report_new (run->generation, wp_puzzle_ref (run->puzzle));
  /* Here, not on the main thread: the status and the checker both need them. */
  report->conflicts = run->puzzle->genre->find_conflicts (run->puzzle);
  model = wp_puzzle_build_model (run->puzzle, &report->error);
  if (model)
    wp_search_run (run->search, model, &run->options, &report->result);
  hand_over (run);
  g_task_return_pointer (task, report, (GDestroyNotify) wp_count_report_unref);
}

static void
analyse_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Run *run = task_data;
  WpCountReport *report;

  take_over (run);
  report = wp_count_report_new (run->generation, wp_puzzle_ref (run->puzzle));
  report->analysis = wp_analyse (run->puzzle, &run->analysis_options, run->search, &report->error);
  hand_over (run);
  g_task_return_pointer (task, report, (GDestroyNotify) wp_count_report_unref);
}

/* The cap and time limit travel in analysis_options. */
static void
rule_dependence_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Run *run = task_data;
  WpCountReport *report;

  take_over (run);
  report = wp_count_report_new (run->generation, wp_puzzle_ref (run->puzzle));
  report->rules = wp_rule_dependence (run->puzzle, run->search, run->analysis_options.cap,
                                      run->analysis_options.timeout_s, &report->error);
  hand_over (run);
  g_task_return_pointer (task, report, (GDestroyNotify) wp_count_report_unref);
}

/* --- The counter ------------------------------------------------------------ */

struct _WpCounter {
  GObject  parent_instance;
  guint64  generation;
  Run     *current;      /* borrowed from its task; NULL when idle */
};

G_DEFINE_FINAL_TYPE (WpCounter, wp_counter, G_TYPE_OBJECT)

enum { FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
wp_counter_dispose (GObject *object)
{
  wp_counter_cancel (WP_COUNTER (object));
  G_OBJECT_CLASS (wp_counter_parent_class)->dispose (object);
}

static void
wp_counter_class_init (WpCounterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = wp_counter_dispose;

  /**
   * WpCounter::finished:
   * @report: the WpCountReport of the newest snapshot
   *
   * Emitted on the counter's main context when the newest run ends.
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                    WP_TYPE_COUNT_REPORT | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
wp_counter_init (WpCounter *self)
{
}

WpCounter *
wp_counter_new (void)
{
  return g_object_new (WP_TYPE_COUNTER, NULL);
}

/* On the main thread.  Drops the reference launch() took on the counter,
 * so the counter never ends in a worker (the worker may hold the task
 * longer than this callback takes). */
static void
run_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (WpCounter) self = user_data;
  Run *run = g_task_get_task_data (G_TASK (result));
  g_autoptr (WpCountReport) report = NULL;

  take_over (run);
  report = g_task_propagate_pointer (G_TASK (result), NULL);
  if (run == self->current)
    self->current = NULL;
  /* After the report is dropped (below) the worker may free the Run. */
  hand_over (run);
  /* A newer snapshot exists: this result describes a grid no longer shown. */
  if (report == NULL || report->generation != self->generation)
    return;
  g_signal_emit (self, signals[FINISHED], 0, report);
}

static Run *
start_run (WpCounter *self, const WpPuzzle *puzzle)
{
  Run *run;

  wp_counter_cancel (self);
  run = g_new0 (Run, 1);
  run->generation = ++self->generation;
  run->puzzle = wp_puzzle_ref (puzzle);   /* a snapshot: never changed again */
  run->search = wp_search_new ();
  self->current = run;
  return run;
}

static void
launch (WpCounter *self, Run *run, const char *name, GTaskThreadFunc func)
{
  /* Not the task's source object: GTask would drop that reference in the
   * worker when the worker lets go of the task last, and the counter would
   * then be disposed there.  run_done() drops this one on the main thread. */
  g_autoptr (GTask) task = g_task_new (NULL, NULL, run_done, g_object_ref (self));

  g_task_set_task_data (task, run, run_free);
  g_task_set_name (task, name);
  hand_over (run);
  g_task_run_in_thread (task, func);
}

guint64
wp_counter_submit (WpCounter *self, const WpPuzzle *puzzle, const WpSearchOptions *options)
{
  Run *run;

  g_return_val_if_fail (WP_IS_COUNTER (self), 0);

  run = start_run (self, puzzle);
  run->options = *options;
  run->options.cancellable = NULL;   /* the atomic flag is enough */
  launch (self, run, "wellposed count", count_in_thread);
  return run->generation;
}

guint64
wp_counter_submit_analysis (WpCounter *self, const WpPuzzle *puzzle,
                            const WpAnalysisOptions *options, gdouble timeout_s)
{
  Run *run;

  g_return_val_if_fail (WP_IS_COUNTER (self), 0);

  run = start_run (self, puzzle);
  if (options)
    run->analysis_options = *options;
  run->analysis_options.timeout_s = timeout_s;
  launch (self, run, "wellposed analysis", analyse_in_thread);
  return run->generation;
}

guint64
wp_counter_submit_rule_dependence (WpCounter *self, const WpPuzzle *puzzle, guint64 cap, gdouble timeout_s)
{
  Run *run;

  g_return_val_if_fail (WP_IS_COUNTER (self), 0);

  run = start_run (self, puzzle);
  run->analysis_options.cap = cap;
  run->analysis_options.timeout_s = timeout_s;
  launch (self, run, "wellposed rule dependence", rule_dependence_in_thread);
  return run->generation;
}

void
wp_counter_discard (WpCounter *self)
{
  g_return_if_fail (WP_IS_COUNTER (self));

  wp_counter_cancel (self);
  self->generation++;
}

void
wp_counter_cancel (WpCounter *self)
{
  g_return_if_fail (WP_IS_COUNTER (self));

  if (self->current)
    wp_search_cancel (self->current->search);
  self->current = NULL;
}

gboolean
wp_counter_is_running (WpCounter *self)
{
  return self->current != NULL;
}

guint64
wp_counter_get_generation (WpCounter *self)
{
  return self->generation;
}

guint64
wp_counter_get_nodes (WpCounter *self)
{
  return self->current ? wp_search_get_nodes (self->current->search) : 0;
}
