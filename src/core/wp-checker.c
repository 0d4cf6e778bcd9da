/* wp-checker.c — the live count and the analysis (see wp-checker.h) */
#include "wp-checker.h"
#include "wp-genre.h"

/* A few recent grids' analyses, and only those of modest size, so memory
 * stays bounded. */
#define ANALYSES_REMEMBERED 8
#define ANALYSIS_REMEMBERED_BYTES (8 * 1024 * 1024)

struct _WpChecker {
  GObject            parent_instance;

  WpCounter         *counter;
  WpCounter         *analyser;
  WpAnalysisOptions  options;
  gdouble            analysis_timeout_s;
  GQueue             remembered;      /* of WpCountReport*, newest first */
  WpCountReport     *count_report;
  WpCountReport     *analysis_report;
  WpCheckerState     state;
};

G_DEFINE_FINAL_TYPE (WpChecker, wp_checker, G_TYPE_OBJECT)

enum { PROP_0, PROP_COUNT_REPORT, PROP_ANALYSIS_REPORT, PROP_ANALYSIS_STATE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
set_analysis (WpChecker *self, WpCountReport *report, WpCheckerState state)
{
  if (report)
    wp_count_report_ref (report);
  g_clear_pointer (&self->analysis_report, wp_count_report_unref);
  self->analysis_report = report;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS_REPORT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS_STATE]);
}

static WpCountReport *
recall (WpChecker *self, const WpPuzzle *puzzle)
{
  for (GList *link = self->remembered.head; link; link = link->next)
    {
      WpCountReport *report = link->data;

      if (wp_puzzle_equal (report->puzzle, puzzle))
        return report;
    }
  return NULL;
}

static void
remember (WpChecker *self, WpCountReport *report)
{
  const WpAnalysis *analysis = report->analysis;
  guint64 bytes = (guint64) analysis->solutions->len * analysis->n_cells * sizeof (gint);

  if (analysis->stopped == WP_STOP_CANCELLED || bytes > ANALYSIS_REMEMBERED_BYTES ||
      recall (self, report->puzzle))
    return;
  g_queue_push_head (&self->remembered, wp_count_report_ref (report));
  while (self->remembered.length > ANALYSES_REMEMBERED)
    wp_count_report_unref (g_queue_pop_tail (&self->remembered));
}

static void
analyse (WpChecker *self, const WpPuzzle *puzzle, WpCheckerState state)
{
  wp_counter_submit_analysis (self->analyser, puzzle, &self->options, self->analysis_timeout_s);
  set_analysis (self, NULL, state);
}

/* Once the count has decided, the analysis explains it: why a puzzle is
 * ambiguous and what fixes it, which givens a unique one can lose, or why
 * there is no solution when no two givens clash. */
static void
start_analysis (WpChecker *self, const WpCountReport *report)
{
  const WpSearchResult *result = &report->result;
  WpCountReport *known;

  if (report->error)
    set_analysis (self, NULL, WP_CHECKER_SKIPPED_INVALID);
  else if (result->count == 0 && result->exact && (report->conflicts == NULL || report->conflicts->len == 0))
    analyse (self, report->puzzle, WP_CHECKER_EXPLAINING);
  else if (result->count == 0)
    set_analysis (self, NULL, result->exact ? WP_CHECKER_SKIPPED_CLASH : WP_CHECKER_SKIPPED_NONE_FOUND);
  else if (result->count == 1 && !result->exact)
    set_analysis (self, NULL, WP_CHECKER_SKIPPED_UNDECIDED);
  else if ((known = recall (self, report->puzzle)))
    {
      wp_counter_discard (self->analyser);
      set_analysis (self, known, WP_CHECKER_ANALYSED);
    }
  else
    analyse (self, report->puzzle, WP_CHECKER_ANALYSING);
}

static void
on_count_finished (WpCounter *counter, WpCountReport *report, WpChecker *self)
{
  wp_count_report_ref (report);
  g_clear_pointer (&self->count_report, wp_count_report_unref);
  self->count_report = report;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT_REPORT]);
  start_analysis (self, report);
}

static void
on_analysis_finished (WpCounter *analyser, WpCountReport *report, WpChecker *self)
{
  if (report->analysis == NULL)
    {
      set_analysis (self, report, WP_CHECKER_STOPPED);
      return;
    }
  remember (self, report);
  set_analysis (self, report, WP_CHECKER_ANALYSED);
}

void
wp_checker_check (WpChecker *self, const WpPuzzle *puzzle, guint64 cap, guint keep)
{
  WpSearchOptions options = { .cap = cap, .keep = keep };

  g_return_if_fail (WP_IS_CHECKER (self));

  wp_counter_discard (self->analyser);
  wp_counter_submit (self->counter, puzzle, &options);
  if (self->state != WP_CHECKER_IDLE || self->analysis_report)
    set_analysis (self, NULL, WP_CHECKER_IDLE);
}

void
wp_checker_stop (WpChecker *self)
{
  wp_counter_cancel (self->counter);
}

void
wp_checker_discard (WpChecker *self)
{
  wp_counter_discard (self->counter);
  wp_counter_discard (self->analyser);
}

gboolean
wp_checker_is_counting (WpChecker *self)
{
  return wp_counter_is_running (self->counter);
}

gboolean
wp_checker_is_analysing (WpChecker *self)
{
  return wp_counter_is_running (self->analyser);
}

guint64
wp_checker_get_count_nodes (WpChecker *self)
{
  return wp_counter_get_nodes (self->counter);
}

guint64
wp_checker_get_analysis_nodes (WpChecker *self)
{
  return wp_counter_get_nodes (self->analyser);
}

WpCountReport *
wp_checker_get_count_report (WpChecker *self)
{
  return self->count_report;
}

WpCountReport *
wp_checker_get_analysis_report (WpChecker *self)
{
  return self->analysis_report;
}

WpCheckerState
wp_checker_get_analysis_state (WpChecker *self)
{
  return self->state;
}

WpChecker *
wp_checker_new (const WpAnalysisOptions *options, gdouble analysis_timeout_s)
{
  WpChecker *self = g_object_new (WP_TYPE_CHECKER, NULL);

  self->options = *options;
  self->analysis_timeout_s = analysis_timeout_s;
  return self;
}

static void
wp_checker_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  WpChecker *self = WP_CHECKER (object);

  switch (id)
    {
    case PROP_COUNT_REPORT:    g_value_set_boxed (value, self->count_report); break;
    case PROP_ANALYSIS_REPORT: g_value_set_boxed (value, self->analysis_report); break;
    case PROP_ANALYSIS_STATE:  g_value_set_int (value, self->state); break;
    default:                   G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
wp_checker_dispose (GObject *object)
{
  WpChecker *self = WP_CHECKER (object);

  if (self->counter)
    {
      wp_counter_discard (self->counter);
      g_signal_handlers_disconnect_by_data (self->counter, self);
      wp_counter_discard (self->analyser);
      g_signal_handlers_disconnect_by_data (self->analyser, self);
    }
  g_clear_object (&self->counter);
  g_clear_object (&self->analyser);
  g_queue_clear_full (&self->remembered, (GDestroyNotify) wp_count_report_unref);
  g_clear_pointer (&self->count_report, wp_count_report_unref);
  g_clear_pointer (&self->analysis_report, wp_count_report_unref);
  G_OBJECT_CLASS (wp_checker_parent_class)->dispose (object);
}

static void
wp_checker_class_init (WpCheckerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = wp_checker_get_property;
  object_class->dispose = wp_checker_dispose;
  properties[PROP_COUNT_REPORT] =
    g_param_spec_boxed ("count-report", NULL, NULL, WP_TYPE_COUNT_REPORT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS_REPORT] =
    g_param_spec_boxed ("analysis-report", NULL, NULL, WP_TYPE_COUNT_REPORT,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS_STATE] =
    g_param_spec_int ("analysis-state", NULL, NULL, WP_CHECKER_IDLE, WP_CHECKER_SKIPPED_UNDECIDED,
                      WP_CHECKER_IDLE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wp_checker_init (WpChecker *self)
{
  self->counter = wp_counter_new ();
  g_signal_connect (self->counter, "finished", G_CALLBACK (on_count_finished), self);
  self->analyser = wp_counter_new ();
  g_signal_connect (self->analyser, "finished", G_CALLBACK (on_analysis_finished), self);
}
