/* wp-window-generate.c — Generate… and Reduce
 *
 * Generate… (Ctrl+Shift+G) opens the dialog (wp-generate-dialog.h); the
 * puzzles it makes come back through ::open-puzzle and open as new unsaved
 * documents, the way New does: a window with unsaved work keeps it and the
 * puzzle gets a window of its own.  Opening the next puzzle of a batch
 * replaces the last one opened while it is unchanged (it stays in the
 * batch), so browsing a batch does not fill the screen with windows.
 *
 * Reduce takes out every clue a unique puzzle can lose (wp_reduce(): one
 * at a time, in random order, each removal checked by counting) in a
 * worker thread, behind a dialog with Stop, and applies the result as one
 * undo step (wp_document_replace()): Ctrl+Z brings every clue back.  The
 * studio has no locked givens, so every clue may go; a puzzle symmetric
 * under a rotation or reflection stays so (clues go in symmetric groups).
 */
#include "app/wp-window-private.h"
#include "core/wp-generate.h"

/* The progress bar pulses this often while Reduce runs. */
#define PULSE_INTERVAL_MS 100

/* --- Generate ------------------------------------------------------------------------ */

/* A generated puzzle is work not yet saved: closing asks, and the
 * recovery copy keeps it. */
static void
open_in (WpWindow *target, const WpPuzzle *puzzle)
{
  wp_window_set_document (target, puzzle, NULL);
  wp_document_mark_unsaved (target->document);
  wp_window_document_changed (target, FALSE);
}

static void
on_open_generated (WpGenerateDialog *dialog, const WpPuzzle *puzzle, WpWindow *self)
{
  WpWindow *target;

  if (self->generated_into && self->generated_into->puzzle == self->generated_shown)
    target = self->generated_into;
  else
    target = wp_window_for_new_document (self);
  open_in (target, puzzle);
  g_set_weak_pointer (&self->generated_into, target);
  g_clear_pointer (&self->generated_shown, wp_puzzle_free);
  self->generated_shown = wp_puzzle_ref (target->puzzle);
}

static void
generate_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  if (self->generate_dialog == NULL)
    {
      g_set_weak_pointer (&self->generate_dialog, wp_generate_dialog_new (GTK_WINDOW (self), self->puzzle));
      g_signal_connect_object (self->generate_dialog, "open-puzzle", G_CALLBACK (on_open_generated), self, 0);
    }
  gtk_window_present (GTK_WINDOW (self->generate_dialog));
}

/* --- Reduce -------------------------------------------------------------------------- */

struct _WpReduceJob {
  WpPuzzle          *puzzle;    /* the snapshot reduced */
  WpGenerateOptions  options;
  WpSearch          *search;
  WpGenerated       *result;    /* the worker's, read once the task has ended */
  GError            *error;
  /* Main thread only (weak): the window, while it lives; the dialog
   * saying Reduce runs, while it is open. */
  WpWindow          *window;
  GtkWidget         *dialog;
  GtkProgressBar    *bar;
  guint              pulse_source;
};

static void
reduce_job_free (gpointer data)
{
  WpReduceJob *job = data;

  wp_puzzle_free (job->puzzle);
  wp_search_free (job->search);
  g_clear_pointer (&job->result, wp_generated_free);
  g_clear_error (&job->error);
  g_free (job);
}

/* The setter's symmetry, if the givens have one: Reduce keeps it. */
static WpSymmetry
symmetry_kept (const WpPuzzle *puzzle)
{
  const WpSymmetry strongest_first[] = { WP_SYMMETRY_ROTATE_90, WP_SYMMETRY_ROTATE_180, WP_SYMMETRY_MIRROR,
                                         WP_SYMMETRY_DIAGONAL };

  if (wp_puzzle_count_givens (puzzle) < 2)
    return WP_SYMMETRY_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (strongest_first); i++)
    if (wp_symmetry_fits (strongest_first[i], puzzle) && wp_symmetry_holds (puzzle, strongest_first[i]))
      return strongest_first[i];
  return WP_SYMMETRY_NONE;
}

static void
reduce_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  WpReduceJob *job = data;

  job->result = wp_reduce (job->puzzle, &job->options, job->search, &job->error);
  g_task_return_boolean (task, TRUE);
}

static void
close_reduce_dialog (WpReduceJob *job)
{
  g_clear_handle_id (&job->pulse_source, g_source_remove);
  if (job->dialog)
    gtk_window_destroy (GTK_WINDOW (job->dialog));
  g_clear_weak_pointer (&job->dialog);
}

static void
tell_nothing_removed (WpWindow *self, WpSymmetry symmetry)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Already Minimal"), NULL);

  if (symmetry == WP_SYMMETRY_NONE)
    adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                                 _("Every clue is needed: without any one of them the puzzle has more than one "
                                   "solution."));
  else
    /* Translators: %s is a symmetry, "180° rotation" */
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    _("Every clue is needed while the clues keep their symmetry (%s): without "
                                      "any one group of them the puzzle has more than one solution."),
                                    wp_symmetry_label (symmetry));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reduce_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WpReduceJob *job = g_task_get_task_data (G_TASK (result));
  WpWindow *self = job->window;
  gboolean stopped = wp_search_is_cancelled (job->search);

  close_reduce_dialog (job);
  if (self == NULL)
    return;   /* the window went away meanwhile */
  g_clear_weak_pointer (&job->window);
  self->reduce_job = NULL;
  wp_window_update_reduce (self);
  /* Stopped, or the grid changed under it (nothing should change it
   * behind the modal dialog, but a result for another grid is never
   * applied). */
  if (stopped || self->puzzle != job->puzzle)
    return;
  if (job->result == NULL)
    wp_show_error_dialog (GTK_WINDOW (self), _("Could not reduce the puzzle"), job->error);
  else if (wp_puzzle_equal (job->result->puzzle, self->puzzle))
    tell_nothing_removed (self, job->options.symmetry);
  else
    wp_document_replace (self->document, job->result->puzzle);
}

static gboolean
pulse (gpointer data)
{
  WpReduceJob *job = data;

  if (job->dialog == NULL)
    {
      job->pulse_source = 0;   /* Stop closed it; the worker ends soon */
      return G_SOURCE_REMOVE;
    }
  gtk_progress_bar_pulse (job->bar);
  return G_SOURCE_CONTINUE;
}

static void
on_reduce_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  /* The dialog's only answer is Stop (Escape too). */
  if (self->reduce_job)
    wp_search_cancel (self->reduce_job->search);
}

/* Modal, so the grid cannot change under the worker. */
static void
show_reduce_dialog (WpWindow *self, WpReduceJob *job)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reducing the Puzzle"), NULL);
  GtkWidget *bar = gtk_progress_bar_new ();

  if (job->options.symmetry == WP_SYMMETRY_NONE)
    adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                                 _("Taking out clues one at a time while the puzzle stays unique, each removal "
                                   "checked by counting."));
  else
    adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                    _("Taking out clues in symmetric groups (%s) while the puzzle stays unique, "
                                      "each removal checked by counting."),
                                    wp_symmetry_label (job->options.symmetry));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), bar);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "stop", _("_Stop"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "stop");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reduce_response), self, 0);
  job->bar = GTK_PROGRESS_BAR (bar);
  g_set_weak_pointer (&job->dialog, dialog);
  job->pulse_source = g_timeout_add (PULSE_INTERVAL_MS, pulse, job);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reduce_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autoptr (GTask) task = NULL;
  WpReduceJob *job;

  if (self->reduce_job || !wp_uniqueness_is_unique (&self->uniqueness))
    return;
  job = g_new0 (WpReduceJob, 1);
  job->puzzle = wp_puzzle_ref (self->puzzle);
  wp_generate_options_init (&job->options);
  job->options.symmetry = symmetry_kept (self->puzzle);
  job->search = wp_search_new ();
  g_set_weak_pointer (&job->window, self);
  self->reduce_job = job;
  wp_window_update_reduce (self);
  show_reduce_dialog (self, job);
  task = g_task_new (NULL, NULL, reduce_done, NULL);
  g_task_set_source_tag (task, reduce_activated);
  g_task_set_task_data (task, job, reduce_job_free);
  g_task_run_in_thread (task, reduce_in_thread);
}

/* What the Reduce button's tooltip says: what it does, or why it is off
 * (a menu item cannot say; the button in the analysis panel can). */
static char *
reduce_reason (WpWindow *self)
{
  g_autofree char *known = NULL;

  if (self->reduce_job)
    return g_strdup (_("Reducing…"));
  if (wp_uniqueness_is_unique (&self->uniqueness))
    return g_strdup (_("Take out every clue the puzzle can lose and stay unique, one at a time in random "
                       "order; Ctrl+Z brings them back"));
  if (self->uniqueness.state == WP_UNIQUENESS_COUNTING)
    return g_strdup (_("Only a unique puzzle can be reduced: wait for the count"));
  known = wp_uniqueness_summarise (&self->uniqueness);
  /* Translators: %s says what the count found, "at least 2 solutions" */
  return g_strdup_printf (_("Only a unique puzzle can be reduced; this one is not proved unique (%s)"),
                          known ? known : "");
}

void
wp_window_update_reduce (WpWindow *self)
{
  WpGradeView *view = wp_analysis_panel_get_grade_view (self->analysis_panel);
  g_autofree char *reason = reduce_reason (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reduce",
                                 self->reduce_job == NULL && wp_uniqueness_is_unique (&self->uniqueness));
  wp_grade_view_set_reduce_tooltip (view, reason);
}

gboolean
wp_window_is_reducing (WpWindow *self)
{
  return self->reduce_job != NULL;
}

/* --- Wiring ---------------------------------------------------------------------------- */

static void
on_count_report (WpChecker *checker, GParamSpec *pspec, WpWindow *self)
{
  wp_window_update_reduce (self);
}

static void
on_document_changed (WpDocument *document, gboolean solutions_changed, WpWindow *self)
{
  wp_window_update_reduce (self);
}

void
wp_window_init_generate (WpWindow *self)
{
  /* After the window's own handlers, which keep the uniqueness. */
  g_signal_connect (self->checker, "notify::count-report", G_CALLBACK (on_count_report), self);
  /* The analysis may learn more ("exactly 2 solutions"). */
  g_signal_connect (self->checker, "notify::analysis-state", G_CALLBACK (on_count_report), self);
  g_signal_connect (self->document, "changed", G_CALLBACK (on_document_changed), self);
  wp_window_update_reduce (self);
}

void
wp_window_dispose_generate (WpWindow *self)
{
  if (self->reduce_job)
    {
      wp_search_cancel (self->reduce_job->search);
      close_reduce_dialog (self->reduce_job);
      self->reduce_job = NULL;
    }
  g_clear_weak_pointer (&self->generate_dialog);
  g_clear_weak_pointer (&self->generated_into);
  g_clear_pointer (&self->generated_shown, wp_puzzle_free);
}

void
wp_window_class_init_generate (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.generate", NULL, generate_activated);
  gtk_widget_class_install_action (widget_class, "win.reduce", NULL, reduce_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.generate",
                                       NULL);
}
