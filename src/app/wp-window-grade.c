/* wp-window-grade.c — the grade of the unique puzzle on screen
 *
 * Once the count has proved the grid unique and its analysis has ended
 * (so the two never compete for a core), a worker of its own grades the
 * same snapshot (wp_grade_puzzle()) and the analysis panel's grade view
 * shows it.  An edit cancels the run and dims the grade until the next
 * one replaces it; undo back to a graded grid shows its grade again
 * without grading it twice.  Selecting a step of the solving path marks it
 * on the board through the same overlay as the analysis.
 */
#include "app/wp-window-private.h"

struct _WpGradeJob {
  WpPuzzle  *puzzle;     /* the snapshot graded */
  WpSearch  *search;
  WpGrade   *grade;      /* the worker's, read once the task has ended */
  GError    *error;
  WpWindow  *window;     /* main thread only, weak */
};

static WpGradeView *
grade_view (WpWindow *self)
{
  return wp_analysis_panel_get_grade_view (self->analysis_panel);
}

static void
grade_job_free (gpointer data)
{
  WpGradeJob *job = data;

  wp_puzzle_free (job->puzzle);
  wp_search_free (job->search);
  g_clear_pointer (&job->grade, wp_grade_free);
  g_clear_error (&job->error);
  g_free (job);
}

static void
grade_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  WpGradeJob *job = data;
  /* A fixed seed: the same grid always gets the same grade. */
  WpGradeOptions options = { .runs = 0, .seed = 1, .guesses = FALSE };

  job->grade = wp_grade_puzzle (job->puzzle, &options, job->search, &job->error);
  g_task_return_boolean (task, TRUE);
}

static void
grade_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WpGradeJob *job = g_task_get_task_data (G_TASK (result));
  WpWindow *self = job->window;

  if (self == NULL)
    return;
  g_clear_weak_pointer (&job->window);
  /* A run cancelled by an edit: the next one is already on its way. */
  if (self->grade_job != job)
    return;
  self->grade_job = NULL;
  if (job->puzzle != self->puzzle)
    return;
  if (job->grade)
    wp_grade_view_show (grade_view (self), job->puzzle, g_steal_pointer (&job->grade));
  else if (job->error)
    wp_grade_view_show_error (grade_view (self), job->error->message);
}

static void
cancel_grading (WpWindow *self)
{
  if (self->grade_job == NULL)
    return;
  wp_search_cancel (self->grade_job->search);
  self->grade_job = NULL;   /* the task still owns it; its result is dropped */
}

static void
start_grading (WpWindow *self, const WpPuzzle *puzzle)
{
  g_autoptr (GTask) task = NULL;
  WpGradeJob *job;

  cancel_grading (self);
  job = g_new0 (WpGradeJob, 1);
  job->puzzle = wp_puzzle_ref (puzzle);
  job->search = wp_search_new ();
  g_set_weak_pointer (&job->window, self);
  self->grade_job = job;
  wp_grade_view_show_grading (grade_view (self));
  task = g_task_new (NULL, NULL, grade_done, NULL);
  g_task_set_source_tag (task, start_grading);
  g_task_set_task_data (task, job, grade_job_free);
  g_task_run_in_thread (task, grade_in_thread);
}

static gboolean
proved_unique (const WpCountReport *report)
{
  return report && report->error == NULL && report->result.exact && report->result.count == 1;
}

/* The analysis of the newest count has ended (or was not worth running):
 * grade the grid if the count proved it unique, else show no grade. */
static void
on_analysis_state (WpChecker *checker, GParamSpec *pspec, WpWindow *self)
{
  WpCountReport *report = wp_checker_get_count_report (checker);
  WpGradeView *view = grade_view (self);
  const WpPuzzle *shown = wp_grade_view_get_puzzle (view);

  switch (wp_checker_get_analysis_state (checker))
    {
    case WP_CHECKER_IDLE:
    case WP_CHECKER_ANALYSING:
    case WP_CHECKER_EXPLAINING:
      return;
    default:
      break;
    }
  if (!proved_unique (report) || report->puzzle != self->puzzle)
    {
      cancel_grading (self);
      wp_grade_view_clear (view);
    }
  else if (shown && wp_puzzle_equal (shown, report->puzzle))
    {
      cancel_grading (self);
      wp_grade_view_revive (view);
    }
  else if (self->grade_job == NULL || self->grade_job->puzzle != report->puzzle)
    start_grading (self, report->puzzle);
}

static void
on_document_changed (WpDocument *document, gboolean solutions_changed, WpWindow *self)
{
  if (!solutions_changed)
    return;
  cancel_grading (self);
  wp_grade_view_mark_stale (grade_view (self));
}

WpRenderOverlay *
wp_window_add_grade_marks (WpWindow *self, WpRenderOverlay *overlay)
{
  WpGradeView *view = grade_view (self);

  if (!wp_grade_view_has_marks (view))
    return overlay;
  if (overlay == NULL)
    overlay = wp_render_overlay_new (wp_puzzle_n_cells (self->puzzle));
  wp_grade_view_add_marks (view, overlay);
  return overlay;
}

gboolean
wp_window_is_grading (WpWindow *self)
{
  return self->grade_job != NULL;
}

const gint *
wp_window_get_grade_progress (WpWindow *self)
{
  return wp_grade_view_get_progress (grade_view (self));
}

/* A step selected, or its marks gone: the board's marks and the grid the
 * path has filled follow. */
static void
on_grade_overlay_changed (WpGradeView *view, WpWindow *self)
{
  wp_window_refresh_overlays (self);
  wp_window_show_solution (self);
}

void
wp_window_init_grade (WpWindow *self)
{
  g_signal_connect (self->checker, "notify::analysis-state", G_CALLBACK (on_analysis_state), self);
  g_signal_connect (self->document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect (grade_view (self), "overlay-changed", G_CALLBACK (on_grade_overlay_changed), self);
}

void
wp_window_dispose_grade (WpWindow *self)
{
  cancel_grading (self);
  if (self->analysis_panel)
    g_signal_handlers_disconnect_by_data (grade_view (self), self);
}
