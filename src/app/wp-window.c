/* wp-window.c — the studio window
 *
 * Data flow of one edit: the board turns a gesture into a signal
 * (::set-value, ::set-line-clue, ::paint; the panels' Place and Remove
 * buttons, the settings rows and the details fields likewise) → the window
 * makes it a WpEdit → commit_edit() asks wp_puzzle_apply_edit() for the
 * next snapshot, pushes the old one on the undo history and replaces the
 * document → document_changed() redraws and submits the snapshot (by
 * reference: nobody changes it again) to the WpCounter → the counter's
 * ::finished (newest generation only) updates the status and the
 * alternatives, and starts the analysis.
 *
 * Draw Picture (genres with a picture, Nonograms): the board paints a view
 * of the picture; each stroke's ::paint is one WP_EDIT_PICTURE, the genre
 * derives every clue from the picture, so one stroke is one undo step and
 * the count follows.
 *
 * Draw Regions (genres whose regions can be drawn, jigsaw Sudoku): the
 * board tints and numbers the regions; each stroke's ::assign-region
 * becomes one edit of the region map.  A layout left unfinished is a
 * document like any other, and the genre's check_complete() message
 * (WP_ERROR_INCOMPLETE) says what to fix before anything is counted.
 */
#include "app/wp-window.h"
#include "app/wp-alternatives.h"
#include "app/wp-analysis-panel.h"
#include "app/wp-board.h"
#include "app/wp-error-dialog.h"
#include "app/wp-export-dialog.h"
#include "app/wp-settings.h"
#include "app/wp-status-area.h"
#include "app/wp-marks-bar.h"
#include "core/wp-edit.h"
#include "app/wp-verdict-marks.h"
#include "core/wellposed.h"

#include <glib/gi18n.h>
#include <string.h>

/* Show "Counting…" only for runs longer than this, so quick answers do not
 * flicker. */
#define SPINNER_DELAY_MS 150
/* The working copy reaches the recovery slot this soon after a change
 * (the promise is "nothing older than two seconds is lost"). */
#define AUTOSAVE_DELAY_MS 1000

/* Live counting stops at 2: that already decides unique versus not.
 * "Count All" goes on to the cap in Preferences. */
#define LIVE_CAP 2
#define SOLUTIONS_KEPT 6
/* The analysis enumerates this many solutions for true candidates and the
 * closest pair, and gives up after ANALYSIS_TIMEOUT_S with what it has, so
 * a nearly empty grid never keeps a core busy for long. */
#define ANALYSIS_CAP 1000
#define ANALYSIS_SUGGESTIONS 5
#define ANALYSIS_TIMEOUT_S 10.0

struct _WpWindow {
  AdwApplicationWindow  parent_instance;

  /* template widgets */
  GtkMenuButton        *new_button;
  WpBoard              *board;
  WpStatusArea         *status_area;
  WpMarksBar           *marks_bar;
  GtkStack             *status_stack;     /* the status, or which alternative is laid over */
  GtkLabel             *alternative_title;
  WpAlternatives       *alternatives;
  WpAnalysisPanel      *analysis_panel;
  GtkEditable          *title_entry;
  GtkWidget            *settings_button;  /* "Puzzle Settings": the genre's (the fleet), when it has any */
  GtkGrid              *settings_grid;
  GtkLabel             *settings_message;
  GtkEditable          *author_entry;
  GtkTextView          *rules_view;       /* several lines each */
  GtkTextView          *notes_view;
  GtkWidget            *draw_button;
  GtkWidget            *regions_button;
  char                 *board_hint;       /* two-digit values, drawing regions */
  char                 *marks_caption;    /* what the marks rest on */
  AdwWindowTitle       *window_title;
  GtkWidget            *side_panel;       /* fixed width; F9 hides it */
  GtkWidget            *side_separator;
  GtkInfoBar           *recovery_bar;     /* the working copy cannot be backed up */
  GtkLabel             *recovery_label;

  /* owned */
  GSettings            *settings;
  WpPuzzle             *puzzle;
  GPtrArray            *undo_stack;   /* of WpPuzzle*, oldest first */
  GPtrArray            *redo_stack;
  GFile                *file;
  char                 *imported_from;   /* name of a text file opened, not yet saved */
  WpCounter            *counter;
  WpCounter            *analyser;     /* a second worker: analysis never delays a count */
  GQueue                analyses;     /* of WpCountReport*, newest first: see remember_analysis() */
  char                 *recovery_slot;
  char                 *recovery_failure;    /* why the last recovery copy failed, or NULL */
  guint                 progress_source;
  guint                 analysis_progress_source;
  guint                 autosave_source;
  GSimpleAction        *draw_action;  /* win.draw-picture, a boolean state */
  GSimpleAction        *regions_action;   /* win.draw-regions, a boolean state */
  gint                 *unique_solution;  /* of the last count, when it found exactly one */
  GSimpleAction        *solution_action;  /* View → Show Solution: lays unique_solution on the board */
  WpUniqueness          uniqueness;       /* what the counts of the grid on screen proved */
  WpExportDialog       *export_dialog;    /* open (modal, so on this grid), or NULL: weak */

  /* state */
  gboolean              recovery_dismissed;  /* the setter closed the bar on that failure */
  const char           *last_detail_edited;  /* coalesces typing into one undo step */
  gboolean              showing_details;     /* filling the entries, not the setter typing */
  gboolean              counting_all;
  guint64               shown_count;       /* of the grid on screen, as the status says it */
  gboolean              shown_exact;
  gboolean              dirty;
  gboolean              close_after_save;
  gboolean              drawing;             /* Draw Picture: the board paints the picture */
  gboolean              drawing_regions;     /* Draw Regions: strokes move cells between regions */
  gboolean              clashing;            /* the last count's grid has givens that clash directly */
};

G_DEFINE_FINAL_TYPE (WpWindow, wp_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_alternative_actions (WpWindow *self);

/* --- Status ------------------------------------------------------------------ */

static void
stop_progress (WpWindow *self)
{
  g_clear_handle_id (&self->progress_source, g_source_remove);
}

static gboolean
show_progress (gpointer data)
{
  WpWindow *self = data;
  g_autofree char *nodes = NULL;
  g_autofree char *detail = NULL;

  if (!wp_counter_is_running (self->counter))
    return G_SOURCE_CONTINUE;
  nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, wp_counter_get_nodes (self->counter));
  detail = g_strdup_printf (ngettext ("%s position explored", "%s positions explored",
                                      (gulong) MIN (wp_counter_get_nodes (self->counter), G_MAXULONG)),
                            nodes);
  wp_status_area_show_progress (self->status_area,
                                self->counting_all ? _("Counting all solutions…") : _("Counting…"),
                                detail);
  return G_SOURCE_CONTINUE;
}

/* Marks every clashing given (and every line whose sums clash) and
 * returns the first clash in words. */
static char *
mark_conflicts (WpWindow *self, const WpPuzzle *puzzle)
{
  char *first = wp_verdict_mark_conflicts (self->board, puzzle);

  self->clashing = first != NULL;
  return first;
}

/* Cells whose value is not the same in every kept solution. */
static guint8 *
differing_cells (const WpSearchResult *result)
{
  guint8 *different = g_new0 (guint8, result->n_values);
  const gint *first = g_ptr_array_index (result->solutions, 0);

  for (guint s = 1; s < result->solutions->len; s++)
    {
      const gint *other = g_ptr_array_index (result->solutions, s);
      for (guint i = 0; i < result->n_values; i++)
        different[i] |= first[i] != other[i];
    }
  return different;
}

static void
show_alternatives (WpWindow *self, const WpCountReport *report)
{
  g_autofree guint8 *different = NULL;

  if (report->error || report->result.solutions->len < 2)
    {
      wp_alternatives_clear (self->alternatives);
      wp_board_set_differences (self->board, NULL);
      return;
    }
  different = differing_cells (&report->result);
  wp_alternatives_show (self->alternatives, report->puzzle, report->result.solutions, different);
  wp_board_set_differences (self->board, different);
}

/* "Exactly 12 solutions", "At least 1000 solutions (stopped at the cap)". */
static char *
describe_count (const WpSearchResult *result)
{
  g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, result->count);
  gulong n = (gulong) MIN (result->count, G_MAXULONG);

  switch (result->stopped)
    {
    case WP_STOP_NONE:
      return g_strdup_printf (ngettext ("Exactly %s solution.", "Exactly %s solutions.", n), count);
    case WP_STOP_CAP:
      return g_strdup_printf (ngettext ("At least %s solution (counting stopped at the cap).",
                                        "At least %s solutions (counting stopped at the cap).", n), count);
    case WP_STOP_TIMEOUT:
      return g_strdup_printf (ngettext ("At least %s solution (counting ran out of time).",
                                        "At least %s solutions (counting ran out of time).", n), count);
    case WP_STOP_CANCELLED:
    default:
      return g_strdup_printf (ngettext ("At least %s solution (counting was stopped).",
                                        "At least %s solutions (counting was stopped).", n), count);
    }
}

/* A genre that grades solving (Nonograms) says how hard the one solution
 * is to reach; the rating speaks for an exact count of one only, which is
 * the only place it is shown. */
static void
show_unique (WpWindow *self, const WpRating *rating)
{
  g_autofree char *detail = NULL;

  if (rating == NULL)
    {
      wp_status_area_show_verdict (self->status_area, "emblem-ok-symbolic", _("Unique solution"),
                                   _("The givens pin down exactly one grid."));
      return;
    }
  /* Translators: %s says what solving takes, a sentence without its full
   * stop, e.g. "Solvable by line logic alone". */
  detail = g_strdup_printf (_("Exactly one grid fits. %s."), _(rating->label));
  wp_status_area_show_verdict (self->status_area, "emblem-ok-symbolic", _("Unique solution"), detail);
}

/* A clash as the genre words it, a clause ("r1c1 and r1c5 both hold 5 in
 * row 1", shared with the CLI's "no solution (…)"), made a sentence like
 * every other line of the status. */
static char *
as_sentence (const char *clause)
{
  g_autofree char *first = NULL;
  const char *rest;

  if (*clause == '\0')
    return g_strdup (clause);
  first = g_utf8_strup (clause, g_utf8_next_char (clause) - clause);
  rest = g_utf8_next_char (clause);
  return g_strdup_printf ("%s%s%s", first, rest, g_str_has_suffix (clause, ".") ? "" : ".");
}

static void
show_verdict (WpWindow *self, const WpCountReport *report)
{
  const WpSearchResult *result = &report->result;
  g_autofree char *conflict = mark_conflicts (self, report->puzzle);
  g_autofree char *count = NULL;

  if (report->error && g_error_matches (report->error, WP_ERROR, WP_ERROR_INCOMPLETE))
    wp_status_area_show_verdict (self->status_area, "document-edit-symbolic",
                                 _("Cannot count yet"), report->error->message);
  else if (report->error)
    wp_status_area_show_verdict (self->status_area, "dialog-error-symbolic",
                                 _("This puzzle cannot be checked"), report->error->message);
  else if (result->count >= 2)
    {
      /* The live count stops at two on purpose: say so only after "Count All". */
      count = result->stopped == WP_STOP_CAP && result->count == LIVE_CAP
              ? g_strdup (_("At least 2 solutions; the marked cells differ.")) : describe_count (result);
      wp_status_area_show_verdict (self->status_area, "dialog-warning-symbolic",
                                   _("Multiple solutions"), count);
      self->shown_count = result->count;
      self->shown_exact = result->exact;
      wp_alternatives_set_total (self->alternatives, self->shown_count, self->shown_exact);
    }
  else if (!result->exact)
    wp_status_area_show_verdict (self->status_area, "dialog-question-symbolic", _("Not decided"),
                                 result->count == 1 ? _("One solution found so far; counting was stopped.")
                                                    : _("No solution found so far; counting was stopped."));
  else if (result->count == 1)
    show_unique (self, result->rating);
  else if (conflict)
    {
      g_autofree char *sentence = as_sentence (conflict);

      wp_status_area_show_verdict (self->status_area, "dialog-error-symbolic", _("No solution"), sentence);
    }
  else
    wp_status_area_show_verdict (self->status_area, "dialog-error-symbolic", _("No solution"),
                                 _("The givens contradict each other further on."));
}

/* --- Analysis ---------------------------------------------------------------------- */

/* True candidates from a sample say so under the board, not only in a
 * tooltip: each value shown occurs in a solution found, but one that only
 * the solutions not reached hold is missing, and no cell is shaded as fixed. */
static char *
describe_candidate_basis (WpWindow *self)
{
  guint64 n;
  gboolean all;
  g_autofree char *first = NULL, *total = NULL;

  if (!wp_analysis_panel_get_candidate_basis (self->analysis_panel, &n, &all))
    return NULL;
  first = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  if (all)
    return g_strdup_printf (_("True candidates from all %s solutions."), first);
  total = g_strdup_printf ("%" G_GUINT64_FORMAT, MAX (n, self->shown_count));
  if (self->shown_exact && self->shown_count > n)
    /* Translators: "True candidates from the first 1000 of 5210 solutions: …" */
    return g_strdup_printf (_("True candidates from the first %s of %s solutions: each one shown is possible, "
                              "but some may be missing, and no cell is shaded as fixed."), first, total);
  /* Translators: "True candidates from the first 1000 of at least 1000 solutions: …" */
  return g_strdup_printf (_("True candidates from the first %s of at least %s solutions: each one shown is "
                            "possible, but some may be missing, and no cell is shaded as fixed."), first, total);
}

/* One line under the board for both: the board's hint and what the
 * marks rest on. */
static void
show_caption (WpWindow *self)
{
  gboolean hint = self->board_hint && *self->board_hint, marks = self->marks_caption && *self->marks_caption;
  g_autofree char *both = hint && marks ? g_strdup_printf ("%s  ·  %s", self->board_hint, self->marks_caption) : NULL;

  wp_marks_bar_set_caption (self->marks_bar, both ? both : hint ? self->board_hint : self->marks_caption);
}

static void
show_marks_caption (WpWindow *self, gboolean candidates_shown, gboolean shading)
{
  g_autofree char *caption = candidates_shown ? describe_candidate_basis (self) : NULL;
  guint64 n;
  gboolean all;

  /* Shading alone: say why none shows while only a sample is known. */
  if (!candidates_shown && shading &&
      wp_analysis_panel_get_candidate_basis (self->analysis_panel, &n, &all) && !all)
    caption = g_strdup (_("No cell is shaded as fixed until every solution has been seen."));
  g_free (self->marks_caption);
  self->marks_caption = g_steal_pointer (&caption);
  show_caption (self);
}

static void
refresh_overlays (WpWindow *self)
{
  /* A picture being drawn is no grid of givens: candidates and ghost
   * givens would read as part of it; the patterns and the shading say
   * which part of it the clues leave open.  Regions being drawn have
   * their own tints and numbers to show. */
  gboolean cells_shown = !self->drawing && !self->drawing_regions;
  g_autoptr (WpRenderOverlay) board = wp_analysis_panel_build_overlay (
    self->analysis_panel, g_settings_get_boolean (self->settings, "show-candidates") && cells_shown,
    g_settings_get_boolean (self->settings, "shade-determined"), cells_shown);
  /* The alternatives show whole solutions: only the patterns go on them. */
  g_autoptr (WpRenderOverlay) alternatives = wp_analysis_panel_build_overlay (self->analysis_panel,
                                                                              FALSE, FALSE, FALSE);

  g_auto (GStrv) tooltips = wp_analysis_panel_build_tooltips (self->analysis_panel);

  wp_board_set_overlay (self->board, board);
  wp_board_set_tooltips (self->board, tooltips);
  show_marks_caption (self, board && board->candidates, board && board->determined);
  wp_alternatives_set_overlay (self->alternatives, alternatives);
}

/* Polled, like the count's progress: the worker never pushes per node. */
static gboolean
show_analysis_progress (gpointer data)
{
  WpWindow *self = data;

  if (!wp_counter_is_running (self->analyser))
    {
      self->analysis_progress_source = 0;
      return G_SOURCE_REMOVE;
    }
  wp_analysis_panel_show_progress (self->analysis_panel, wp_counter_get_nodes (self->analyser));
  return G_SOURCE_CONTINUE;
}

static void
forget_analysis (WpWindow *self, const char *reason)
{
  wp_counter_discard (self->analyser);
  wp_analysis_panel_clear (self->analysis_panel, reason);
  refresh_overlays (self);
}

/* The analysis of a grid is remembered, so that the same grid shows the
 * same marks every time (undo, redo, Count All): run again, the parts that
 * work to a time limit (closest alternative, locked rectangles) could end
 * elsewhere.  A few recent grids are kept, and only analyses of modest
 * size, so memory stays bounded. */
#define ANALYSES_REMEMBERED 8
#define ANALYSIS_REMEMBERED_BYTES (8 * 1024 * 1024)

static WpCountReport *
recall_analysis (WpWindow *self, const WpPuzzle *puzzle)
{
  for (GList *link = self->analyses.head; link; link = link->next)
    {
      WpCountReport *report = link->data;

      if (wp_puzzle_equal (report->puzzle, puzzle))
        return report;
    }
  return NULL;
}

static void
remember_analysis (WpWindow *self, WpCountReport *report)
{
  const WpAnalysis *analysis = report->analysis;
  guint64 bytes = (guint64) analysis->solutions->len * analysis->n_cells * sizeof (gint);

  if (analysis->stopped == WP_STOP_CANCELLED || bytes > ANALYSIS_REMEMBERED_BYTES ||
      recall_analysis (self, report->puzzle))
    return;
  g_queue_push_head (&self->analyses, wp_count_report_ref (report));
  while (self->analyses.length > ANALYSES_REMEMBERED)
    wp_count_report_unref (g_queue_pop_tail (&self->analyses));
}

static void show_analysis (WpWindow *self, WpCountReport *report);

/* Once the count has decided, the analysis explains it: why a puzzle is
 * ambiguous and what fixes it, or which givens a unique one can lose. */
static void
start_analysis (WpWindow *self, const WpCountReport *report)
{
  WpAnalysisOptions options = { .cap = ANALYSIS_CAP, .max_suggestions = ANALYSIS_SUGGESTIONS };
  WpCountReport *known;

  if (report->error)
    forget_analysis (self, _("Nothing to analyse until the grid can be checked."));
  else if (report->result.count == 0 && report->result.exact && !self->clashing)
    {
      /* No two givens clash: the analysis looks for why, in its worker. */
      wp_counter_submit_analysis (self->analyser, report->puzzle, &options, ANALYSIS_TIMEOUT_S);
      wp_analysis_panel_show_explaining (self->analysis_panel);
      if (self->analysis_progress_source == 0)
        self->analysis_progress_source = g_timeout_add (SPINNER_DELAY_MS * 2, show_analysis_progress, self);
    }
  else if (report->result.count == 0)
    forget_analysis (self, report->result.exact ? _("Nothing to analyse: the puzzle has no solution.")
                                                 : _("Nothing to analyse yet: no solution was found."));
  else if (report->result.count == 1 && !report->result.exact)
    forget_analysis (self, _("Nothing to analyse until counting has decided."));
  else if ((known = recall_analysis (self, report->puzzle)))
    {
      wp_counter_discard (self->analyser);
      show_analysis (self, known);
    }
  else
    {
      wp_counter_submit_analysis (self->analyser, report->puzzle, &options, ANALYSIS_TIMEOUT_S);
      wp_analysis_panel_show_running (self->analysis_panel);
      if (self->analysis_progress_source == 0)
        self->analysis_progress_source = g_timeout_add (SPINNER_DELAY_MS * 2, show_analysis_progress, self);
    }
}

/* Every count known for the grid on screen reads the same everywhere: once
 * the analysis has enumerated more solutions than the status says (the
 * live count stops at two on purpose), or all of them, the status says
 * that, with the same "exactly" or "at least". */
static void
show_analysis_count (WpWindow *self, const WpAnalysis *analysis)
{
  WpSearchResult known = { .count = analysis->count, .exact = analysis->exact,
                           .stopped = analysis->stopped };
  g_autofree char *detail = NULL;

  wp_uniqueness_add_result (&self->uniqueness, &known);
  if (analysis->count < 2 || (analysis->count <= self->shown_count && (self->shown_exact || !analysis->exact)))
    return;
  detail = describe_count (&known);
  wp_status_area_show_verdict (self->status_area, "dialog-warning-symbolic", _("Multiple solutions"), detail);
  self->shown_count = analysis->count;
  self->shown_exact = analysis->exact;
  wp_alternatives_set_total (self->alternatives, self->shown_count, self->shown_exact);
}

/* Why there is no solution, once the analysis has found it: in the status
 * and on the board. */
static void
show_contradiction (WpWindow *self, const WpCountReport *report)
{
  const WpContradiction *contradiction = report->analysis->contradiction;

  wp_status_area_show_verdict (self->status_area, "dialog-error-symbolic", _("No solution"),
                               contradiction->message);
  wp_verdict_mark_contradiction (self->board, report->puzzle, contradiction);
}

static void
show_analysis (WpWindow *self, WpCountReport *report)
{
  if (report->analysis->contradiction)
    show_contradiction (self, report);
  show_analysis_count (self, report->analysis);
  wp_analysis_panel_show (self->analysis_panel, report);
  refresh_overlays (self);
}

static void
on_analysis_finished (WpCounter *analyser, WpCountReport *report, WpWindow *self)
{
  if (report->analysis == NULL)
    {
      wp_analysis_panel_clear (self->analysis_panel,
                               report->error ? report->error->message : _("The analysis was stopped."));
      refresh_overlays (self);
      return;
    }
  remember_analysis (self, report);
  show_analysis (self, report);
}

static void
on_overlay_setting_changed (GSettings *settings, const char *key, WpWindow *self)
{
  refresh_overlays (self);
}

static void show_board (WpWindow *self);
static void show_solution (WpWindow *self);

/* Draw Picture starts from the solution when the puzzle has no picture yet
 * and the count found exactly one. */
static void
keep_unique_solution (WpWindow *self, const WpCountReport *report)
{
  const WpSearchResult *result = &report->result;

  g_clear_pointer (&self->unique_solution, g_free);
  show_solution (self);
  if (report->error || !result->exact || result->count != 1 || result->solutions->len != 1 ||
      result->n_values != wp_puzzle_n_cells (self->puzzle))
    return;
  self->unique_solution = g_memdup2 (g_ptr_array_index (result->solutions, 0), sizeof (gint) * result->n_values);
  if (self->drawing && self->puzzle->genre->picture->get (self->puzzle) == NULL)
    show_board (self);
  show_solution (self);
}

/* The verdict an export warns with; an Export PDF dialog opened before the
 * count ended learns it now. */
static void
keep_uniqueness (WpWindow *self, const WpCountReport *report)
{
  if (report->error)
    wp_uniqueness_set_invalid (&self->uniqueness, report->error->message);
  else
    wp_uniqueness_add_result (&self->uniqueness, &report->result);
  if (self->export_dialog)
    wp_export_dialog_set_uniqueness (self->export_dialog, &self->uniqueness);
}

static void
on_count_finished (WpCounter *counter, WpCountReport *report, WpWindow *self)
{
  keep_unique_solution (self, report);
  keep_uniqueness (self, report);
  stop_progress (self);
  self->counting_all = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-count", FALSE);
  show_alternatives (self, report);
  update_alternative_actions (self);
  show_verdict (self, report);
  start_analysis (self, report);
}

/* --- The document --------------------------------------------------------------- */

static void
update_title (WpWindow *self)
{
  g_autofree char *name = self->file ? g_file_get_basename (self->file)
                         : self->imported_from ? g_strdup_printf (_("%s (imported)"), self->imported_from)
                         : g_strdup (_("Untitled Puzzle"));
  /* The puzzle's own title, when the setter gave one, says more than a
   * file name; the file then stands below it in the header bar. */
  const char *puzzle_title = self->puzzle && self->puzzle->title && *self->puzzle->title
                             ? self->puzzle->title : NULL;
  const char *main = puzzle_title ? puzzle_title : name;
  /* Translators: the window title; the first %s is the puzzle's title or
   * the document name. */
  g_autofree char *title = self->dirty ? g_strdup_printf (_("• %s — Wellposed"), main)
                                       : g_strdup_printf (_("%s — Wellposed"), main);
  g_autofree char *shown = self->dirty ? g_strdup_printf ("• %s", main) : g_strdup (main);

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, puzzle_title ? name : "");
}

static void
update_actions (WpWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", self->undo_stack->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", self->redo_stack->len > 0);
}

static void
submit_count (WpWindow *self, guint64 cap)
{
  WpSearchOptions options = { cap, SOLUTIONS_KEPT, 0, NULL };

  /* The kept solutions are about to be replaced (and after an edit they
   * describe another grid): the board shows the puzzle again. */
  wp_alternatives_mark_stale (self->alternatives);
  wp_counter_submit (self->counter, self->puzzle, &options);
  update_alternative_actions (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-count", TRUE);
  stop_progress (self);
  self->progress_source = g_timeout_add (SPINNER_DELAY_MS, show_progress, self);
}

/* The bar above the board says when unsaved changes have no recovery copy
 * (the promise that a crash loses nothing no longer holds); it goes by
 * itself once a copy is written again.  A failure the setter dismissed
 * stays dismissed until the reason changes. */
static void
show_recovery_failure (WpWindow *self, const GError *error)
{
  g_autofree char *text = NULL;

  if (error == NULL)
    {
      g_clear_pointer (&self->recovery_failure, g_free);
      self->recovery_dismissed = FALSE;
      gtk_info_bar_set_revealed (self->recovery_bar, FALSE);
      return;
    }
  if (self->recovery_dismissed && g_strcmp0 (self->recovery_failure, error->message) == 0)
    return;
  g_free (self->recovery_failure);
  self->recovery_failure = g_strdup (error->message);
  self->recovery_dismissed = FALSE;
  text = g_strdup_printf (_("Unsaved changes cannot be backed up: %s"), error->message);
  gtk_label_set_text (self->recovery_label, text);
  gtk_info_bar_set_revealed (self->recovery_bar, TRUE);
}

static void
on_recovery_bar_response (GtkInfoBar *bar, int response, WpWindow *self)
{
  if (response != GTK_RESPONSE_CLOSE)
    return;
  self->recovery_dismissed = TRUE;
  gtk_info_bar_set_revealed (bar, FALSE);
}

static gboolean
autosave_now (gpointer data)
{
  WpWindow *self = data;
  g_autofree char *uri = self->file ? g_file_get_uri (self->file) : NULL;
  g_autoptr (GError) error = NULL;

  self->autosave_source = 0;
  if (!wp_recovery_save (self->recovery_slot, self->puzzle, uri, &error))
    g_warning ("Could not write the recovery copy: %s", error->message);
  show_recovery_failure (self, error);
  return G_SOURCE_REMOVE;
}

/* Dirty documents are copied to the recovery slot shortly after each
 * change; a clean document needs no recovery copy. */
static void
schedule_autosave (WpWindow *self)
{
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (!self->dirty || !g_settings_get_boolean (self->settings, "autosave"))
    {
      wp_recovery_discard (self->recovery_slot);
      /* Nothing unsaved (just saved, or a new document), or autosave off:
       * no copy is owed, so none has failed. */
      show_recovery_failure (self, NULL);
      return;
    }
  self->autosave_source = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_now, self);
}

static void
show_detail (WpWindow *self, GtkEditable *entry, const char *value)
{
  if (g_strcmp0 (gtk_editable_get_text (entry), value ? value : "") != 0)
    gtk_editable_set_text (entry, value ? value : "");
}

static char *
text_of (GtkTextBuffer *buffer)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
show_detail_text (WpWindow *self, GtkTextView *view, const char *value)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *shown = text_of (buffer);

  if (g_strcmp0 (shown, value ? value : "") != 0)
    gtk_text_buffer_set_text (buffer, value ? value : "", -1);
}

static gboolean commit_edit (WpWindow *self, const WpEdit *edit, GError **error);

/* --- Genre settings (the fleet of Battleships) ----------------------------------- */

static void show_settings (WpWindow *self);

static void
on_setting_changed (GtkSpinButton *spin, WpWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (spin), "setting-id");
  g_autoptr (GError) error = NULL;
  g_autoptr (WpEdit) edit = NULL;

  if (self->showing_details)
    return;
  edit = wp_edit_new_setting (id, gtk_spin_button_get_value_as_int (spin));
  if (!commit_edit (self, edit, &error))
    {
      gtk_label_set_text (self->settings_message, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->settings_message), TRUE);
      gtk_widget_error_bell (GTK_WIDGET (spin));
      /* Back to what the puzzle holds, so the rows never show a fleet it lacks. */
      self->showing_details = TRUE;
      show_settings (self);
      self->showing_details = FALSE;
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->settings_message), FALSE);
}

static void
add_setting_row (WpWindow *self, const WpSetting *setting, guint row)
{
  GtkWidget *label = gtk_label_new (setting->label);
  GtkWidget *spin = gtk_spin_button_new_with_range (setting->min, setting->max, 1);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), setting->value);
  g_object_set_data_full (G_OBJECT (spin), "setting-id", g_strdup (setting->id), g_free);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_setting_changed), self);
  gtk_grid_attach (self->settings_grid, label, 0, (int) row, 1, 1);
  gtk_grid_attach (self->settings_grid, spin, 1, (int) row, 1, 1);
}

/* The spin button of the row @row, when the grid has that row and it is for
 * setting @id (so values can be refreshed without rebuilding the rows the
 * setter is using). */
static GtkSpinButton *
setting_spin (WpWindow *self, guint row, const char *id)
{
  GtkWidget *spin = gtk_grid_get_child_at (self->settings_grid, 1, (int) row);

  if (spin == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (spin), "setting-id"), id) != 0)
    return NULL;
  return GTK_SPIN_BUTTON (spin);
}

static gboolean
settings_rows_match (WpWindow *self, GPtrArray *settings)
{
  if (gtk_grid_get_child_at (self->settings_grid, 1, (int) settings->len) != NULL)
    return FALSE;
  for (guint i = 0; i < settings->len; i++)
    if (setting_spin (self, i, ((WpSetting *) g_ptr_array_index (settings, i))->id) == NULL)
      return FALSE;
  return TRUE;
}

static void
clear_settings_rows (WpWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->settings_grid))) != NULL)
    gtk_grid_remove (self->settings_grid, child);
}

static void
show_settings (WpWindow *self)
{
  g_autoptr (GPtrArray) settings = NULL;

  if (self->puzzle->genre->settings == NULL)
    {
      clear_settings_rows (self);
      gtk_widget_set_visible (self->settings_button, FALSE);
      return;
    }
  settings = self->puzzle->genre->settings->list (self->puzzle);
  if (!settings_rows_match (self, settings))
    {
      clear_settings_rows (self);
      for (guint i = 0; i < settings->len; i++)
        add_setting_row (self, g_ptr_array_index (settings, i), i);
    }
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);
      GtkSpinButton *spin = setting_spin (self, i, setting->id);

      gtk_spin_button_set_range (spin, setting->min, setting->max);
      gtk_spin_button_set_value (spin, setting->value);
    }
  gtk_widget_set_visible (self->settings_button, settings->len > 0);
}

static void
show_details (WpWindow *self)
{
  self->showing_details = TRUE;
  show_settings (self);
  show_detail (self, self->title_entry, self->puzzle->title);
  show_detail (self, self->author_entry, self->puzzle->author);
  show_detail_text (self, self->rules_view, self->puzzle->rules);
  show_detail_text (self, self->notes_view, self->puzzle->notes);
  self->showing_details = FALSE;
}

/* --- Draw Picture --------------------------------------------------------------- */

static gboolean
can_draw (const WpPuzzle *puzzle)
{
  return puzzle->genre->picture != NULL;
}

/* The picture being drawn (1 filled, 0 empty), newly allocated: the
 * puzzle's own, else the only solution, else nothing filled yet. */
static gint *
current_picture (WpWindow *self)
{
  const gint *from = self->puzzle->genre->picture->get (self->puzzle);
  guint n = wp_puzzle_n_cells (self->puzzle);
  gint *picture = g_new0 (gint, n);

  if (from == NULL)
    from = self->unique_solution;
  for (guint i = 0; from && i < n; i++)
    picture[i] = from[i] == 1;
  return picture;
}

/* View → Show Solution: a proved unique solution, written into the empty
 * cells in the solution's ink, while the setter asks for it.  Only for
 * the grid it solved, and never while drawing a picture. */
static void
show_solution (WpWindow *self)
{
  gboolean can = self->unique_solution != NULL && !self->drawing;
  gboolean wanted = g_variant_get_boolean (g_action_get_state (G_ACTION (self->solution_action)));

  g_simple_action_set_enabled (self->solution_action, can);
  wp_board_set_solution (self->board, can && wanted ? self->unique_solution : NULL);
}

static void
on_show_solution_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  g_simple_action_set_state (action, state);
  show_solution (self);
}

/* The board shows the document, or while drawing a copy of it whose cells
 * are the picture (blank where it is empty, not a dot: the picture is no
 * set of givens). */
static void
show_board (WpWindow *self)
{
  g_autoptr (WpPuzzle) view = NULL;
  g_autofree gint *picture = NULL;

  wp_marks_bar_set_puzzle (self->marks_bar, self->puzzle);
  if (!self->drawing)
    {
      wp_board_set_puzzle (self->board, self->puzzle);
      show_solution (self);
      return;
    }
  picture = current_picture (self);
  view = wp_puzzle_copy (self->puzzle);
  for (guint i = 0; i < wp_puzzle_n_cells (view); i++)
    view->cells[i] = picture[i] ? 1 : WP_CELL_EMPTY;
  wp_board_set_puzzle (self->board, view);
}

static void
set_drawing (WpWindow *self, gboolean drawing)
{
  drawing = drawing && can_draw (self->puzzle);
  g_simple_action_set_state (self->draw_action, g_variant_new_boolean (drawing));
  if (drawing == self->drawing)
    return;
  self->drawing = drawing;
  /* A solution laid over a picture being drawn would read as part of it. */
  wp_alternatives_choose (self->alternatives, -1);
  update_alternative_actions (self);
  wp_board_set_painting (self->board, drawing);
  show_board (self);
  refresh_overlays (self);
  /* Keys paint too: the board takes them, not the toggle just pressed. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_draw_picture_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  set_drawing (self, g_variant_get_boolean (state));
}

/* Only a genre with a picture can be drawn; another genre (New, Open)
 * leaves Draw Picture. */
static void
update_drawing (WpWindow *self)
{
  gboolean possible = can_draw (self->puzzle);

  g_simple_action_set_enabled (self->draw_action, possible);
  gtk_widget_set_visible (self->draw_button, possible);
  if (!possible)
    set_drawing (self, FALSE);
}

/* One stroke, one edit: its clues are derived by the genre.  With no
 * picture drawn yet, painting starts from the unique solution. */
static void
on_paint (WpBoard *board, GArray *cells, gint value, WpWindow *self)
{
  g_autofree gint *picture = current_picture (self);
  const WpPuzzle *before = self->puzzle;
  g_autoptr (WpEdit) edit = wp_edit_new_paint (picture, wp_puzzle_n_cells (self->puzzle), value);

  for (guint i = 0; i < cells->len; i++)
    wp_edit_add_painted (edit, g_array_index (cells, guint, i));
  commit_edit (self, edit, NULL);
  if (self->puzzle == before)
    show_board (self);   /* nothing changed: undo what the stroke showed */
}

/* --- Draw Regions ---------------------------------------------------------------- */

static gboolean
can_draw_regions (const WpPuzzle *puzzle)
{
  return wp_genre_drawable_regions (puzzle) > 0;
}

/* The line under the board says what the grid does not: how to type
 * values past 9, how to draw regions (and what the marks rest on, see
 * show_marks_caption()).  It keeps its height, so the board never moves. */
static void
update_board_hint (WpWindow *self)
{
  g_free (self->board_hint);
  self->board_hint = wp_board_get_hint (self->board);
  show_caption (self);
}

static void
set_drawing_regions (WpWindow *self, gboolean drawing)
{
  drawing = drawing && can_draw_regions (self->puzzle);
  g_simple_action_set_state (self->regions_action, g_variant_new_boolean (drawing));
  if (drawing == self->drawing_regions)
    return;
  self->drawing_regions = drawing;
  wp_board_set_drawing_regions (self->board, drawing);
  update_board_hint (self);
  refresh_overlays (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_draw_regions_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  set_drawing_regions (self, g_variant_get_boolean (state));
}

/* Only a puzzle whose regions can be drawn (a jigsaw) offers the mode. */
static void
update_drawing_regions (WpWindow *self)
{
  gboolean possible = can_draw_regions (self->puzzle);

  g_simple_action_set_enabled (self->regions_action, possible);
  gtk_widget_set_visible (self->regions_button, possible);
  if (!possible)
    set_drawing_regions (self, FALSE);
}

/* One stroke, one edit, undone as one. */
static void
on_assign_region (WpBoard *board, GArray *cells, guint region, WpWindow *self)
{
  const WpPuzzle *before = self->puzzle;
  g_autoptr (WpEdit) edit = wp_edit_new_regions (region);

  for (guint i = 0; i < cells->len; i++)
    wp_edit_add_painted (edit, g_array_index (cells, guint, i));
  commit_edit (self, edit, NULL);
  if (self->puzzle == before)
    show_board (self);   /* nothing changed: undo what the stroke showed */
}

static void
document_changed (WpWindow *self, gboolean cells_changed)
{
  if (cells_changed)
    g_clear_pointer (&self->unique_solution, g_free);   /* it solved the old grid */
  update_drawing (self);
  update_drawing_regions (self);
  show_board (self);
  update_board_hint (self);
  show_details (self);
  update_title (self);
  update_actions (self);
  schedule_autosave (self);
  if (cells_changed)
    {
      self->counting_all = FALSE;
      self->last_detail_edited = NULL;
      /* The marks describe the old grid: they go at once, not when the
       * new analysis arrives; the panel's lists stay, dimmed, so nothing
       * jumps under the pointer. */
      wp_counter_discard (self->analyser);
      wp_analysis_panel_mark_stale (self->analysis_panel);
      refresh_overlays (self);
      wp_uniqueness_set_counting (&self->uniqueness);
      submit_count (self, LIVE_CAP);
    }
}

void
wp_window_set_document (WpWindow *self, const WpPuzzle *puzzle, GFile *file)
{
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = wp_puzzle_copy (puzzle);
  g_set_object (&self->file, file);
  g_clear_pointer (&self->imported_from, g_free);
  g_ptr_array_set_size (self->undo_stack, 0);
  g_ptr_array_set_size (self->redo_stack, 0);
  self->dirty = FALSE;
  wp_alternatives_clear (self->alternatives);
  wp_board_set_differences (self->board, NULL);
  document_changed (self, TRUE);
  wp_board_select_cell (self->board, 0, FALSE);
}

/* Every change goes through here: the edit makes the next snapshot (or
 * says why it cannot), the old one goes on the undo history.  Metadata
 * changes no solution, so it is not recounted, and typing in one field is
 * one undo step. */
static gboolean
commit_edit (WpWindow *self, const WpEdit *edit, GError **error)
{
  WpPuzzle *next = wp_puzzle_apply_edit (self->puzzle, edit, error);
  /* Interned: compared by pointer with the field typed in last. */
  const char *field = wp_edit_get_field (edit) ? g_intern_string (wp_edit_get_field (edit)) : NULL;

  if (next == NULL)
    return FALSE;
  if (wp_puzzle_equal (next, self->puzzle))
    {
      wp_puzzle_free (next);
      return TRUE;
    }
  if (field && self->last_detail_edited == field)
    wp_puzzle_free (self->puzzle);   /* the field's undo step holds the state before it */
  else
    g_ptr_array_add (self->undo_stack, self->puzzle);
  g_ptr_array_set_size (self->redo_stack, 0);
  self->puzzle = next;
  self->dirty = TRUE;
  self->last_detail_edited = field;
  document_changed (self, wp_edit_changes_solutions (edit));
  return TRUE;
}

static void
on_set_line_clue (WpBoard *board, guint kind, guint index, const char *text, WpWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpEdit) edit = wp_edit_new_line_clues ((WpLineKind) kind, index, text);

  if (!commit_edit (self, edit, &error))
    wp_show_error_dialog (GTK_WINDOW (self), _("Clue Not Changed"), error);
}

static void
on_set_value (WpBoard *board, gint value, WpWindow *self)
{
  g_autoptr (GArray) cells = wp_board_get_selection (board);
  g_autoptr (WpEdit) edit = wp_edit_new_cells ();
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < cells->len; i++)
    wp_edit_add_cell (edit, g_array_index (cells, guint, i), value);
  if (!commit_edit (self, edit, &error))
    wp_show_error_dialog (GTK_WINDOW (self), _("Value Not Placed"), error);
}

static void
set_detail (WpWindow *self, const char *field, const char *text)
{
  g_autoptr (WpEdit) edit = NULL;

  if (self->showing_details)
    return;
  edit = wp_edit_new_metadata (field, text);
  commit_edit (self, edit, NULL);
}

static void
on_detail_changed (GtkEditable *entry, WpWindow *self)
{
  set_detail (self, g_object_get_data (G_OBJECT (entry), "detail"), gtk_editable_get_text (entry));
}

static void
on_detail_text_changed (GtkTextBuffer *buffer, WpWindow *self)
{
  g_autofree char *text = text_of (buffer);

  set_detail (self, g_object_get_data (G_OBJECT (buffer), "detail"), text);
}

static void
step_history (WpWindow *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return;
  g_ptr_array_add (to, self->puzzle);
  self->puzzle = g_ptr_array_steal_index (from, from->len - 1);
  self->dirty = TRUE;
  self->last_detail_edited = NULL;
  document_changed (self, TRUE);
}

static void
undo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  step_history (self, self->undo_stack, self->redo_stack);
}

static void
redo_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  step_history (self, self->redo_stack, self->undo_stack);
}

/* New and Open never throw work away: a window with unsaved changes keeps
 * them, and the new document gets a window of its own. */
static WpWindow *
window_for_new_document (WpWindow *self)
{
  WpWindow *window;

  if (!self->dirty)
    return self;
  window = wp_window_new (ADW_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
new_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_auto (GStrv) parts = g_strsplit (g_variant_get_string (parameter, NULL), ":", 2);
  const WpGenre *genre = wp_genre_lookup (parts[0]);
  const WpPreset *preset = genre && parts[1] ? wp_genre_find_preset (genre, parts[1]) : NULL;
  g_autoptr (WpPuzzle) puzzle = NULL;

  g_return_if_fail (preset != NULL);
  g_settings_set_string (self->settings, "last-genre", genre->id);
  g_settings_set_string (self->settings, "last-preset", preset->id);
  puzzle = genre->new_puzzle (preset);
  wp_window_set_document (window_for_new_document (self), puzzle, NULL);
}

/* --- Custom size ------------------------------------------------------------------ */

static GtkWidget *
size_row (GtkGrid *grid, const char *label, guint row, guint max, guint value)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  GtkWidget *spin = gtk_spin_button_new_with_range (1, max, 1);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), MIN (value, max));
  gtk_grid_attach (grid, title, 0, (int) row, 1, 1);
  gtk_grid_attach (grid, spin, 1, (int) row, 1, 1);
  return spin;
}

static void
on_custom_size_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  const WpGenre *genre = g_object_get_data (G_OBJECT (dialog), "genre");
  GtkSpinButton *rows = g_object_get_data (G_OBJECT (dialog), "rows");
  GtkSpinButton *columns = g_object_get_data (G_OBJECT (dialog), "columns");
  WpPreset custom = { "custom", NULL, 0, 0, 0, 0 };
  g_autoptr (WpPuzzle) puzzle = NULL;

  if (g_strcmp0 (response, "create") != 0)
    return;
  custom.width = (guint) gtk_spin_button_get_value_as_int (columns);
  custom.height = (guint) gtk_spin_button_get_value_as_int (rows);
  puzzle = genre->new_puzzle (&custom);
  wp_window_set_document (window_for_new_document (self), puzzle, NULL);
}

/* Rows and columns for a genre that takes any size up to its maximum. */
static void
new_custom_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  const WpGenre *genre = wp_genre_lookup (g_variant_get_string (parameter, NULL));
  GtkWidget *dialog, *grid;
  guint width = self->puzzle ? self->puzzle->width : 10, height = self->puzzle ? self->puzzle->height : 10;

  g_return_if_fail (genre != NULL && genre->max_width > 0 && genre->max_height > 0);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  /* Translators: the heading of the dialog, e.g. "New Submarines Puzzle" */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("New %s Puzzle"), _(genre->name));
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), _("Up to %u rows and %u columns."),
                                  genre->max_height, genre->max_width);
  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  g_object_set_data (G_OBJECT (dialog), "rows", size_row (GTK_GRID (grid), _("_Rows"), 0, genre->max_height, height));
  g_object_set_data (G_OBJECT (dialog), "columns",
                     size_row (GTK_GRID (grid), _("_Columns"), 1, genre->max_width, width));
  g_object_set_data (G_OBJECT (dialog), "genre", (gpointer) genre);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create", _("C_reate"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_custom_size_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
count_all_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  self->counting_all = TRUE;
  submit_count (self, g_settings_get_uint64 (self->settings, "count-cap"));
}

static void
stop_count_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_counter_cancel (WP_WINDOW (widget)->counter);
}

/* From the alternatives or a suggestion in the analysis panel. */
static void
on_place_value (GtkWidget *source, guint cell, gint value, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell (cell, value);

  wp_board_select_cell (self->board, cell, FALSE);
  commit_edit (self, edit, NULL);
}

/* --- An alternative laid over the board ------------------------------------------ */

/* Choosing needs kept solutions of the grid on screen: not while a count
 * is replacing them, nor while a picture is drawn. */
static void
update_alternative_actions (WpWindow *self)
{
  gboolean any = wp_alternatives_get_n_boards (self->alternatives) > 0 && !self->drawing &&
                 !wp_counter_is_running (self->counter);
  gboolean chosen = wp_alternatives_get_chosen (self->alternatives) >= 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-alternative", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hide-alternative", chosen);
}

/* The chosen solution goes over the board at full size, and the bar in
 * the status card's place says which it is. */
static void
on_alternative_chosen (WpAlternatives *alternatives, GParamSpec *pspec, WpWindow *self)
{
  int chosen = wp_alternatives_get_chosen (alternatives);
  g_autofree char *title = wp_alternatives_describe_chosen (alternatives, TRUE);

  wp_board_set_alternative (self->board, chosen >= 0 ? wp_alternatives_get_solution (alternatives, (guint) chosen)
                                                     : NULL);
  if (title)
    gtk_label_set_text (self->alternative_title, title);
  gtk_stack_set_visible_child_name (self->status_stack, chosen >= 0 ? "alternative" : "status");
  update_alternative_actions (self);
}

/* A click on a marked cell of the board, with a solution laid over it. */
static void
on_board_cell_activated (WpBoard *board, guint cell, WpWindow *self)
{
  wp_alternatives_offer_place (self->alternatives, board, cell);
}

/* win.show-alternative(n): solution n as numbered on its thumbnail
 * (Alt+1 … Alt+9). */
static void
show_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_choose (WP_WINDOW (widget)->alternatives, (int) g_variant_get_uint32 (parameter) - 1);
}

static void
next_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_step (WP_WINDOW (widget)->alternatives, 1);
}

static void
previous_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_step (WP_WINDOW (widget)->alternatives, -1);
}

static void
hide_alternative_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_alternatives_choose (WP_WINDOW (widget)->alternatives, -1);
}

/* win.place-given((cell, value)): the offer's button (wp-place-offer.h). */
static void
place_given_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  guint cell;
  gint value;

  g_variant_get (parameter, "(ui)", &cell, &value);
  if (cell < wp_puzzle_n_cells (self->puzzle))
    on_place_value (widget, cell, value, self);
}

static void
on_remove_given (WpAnalysisPanel *panel, guint cell, WpWindow *self)
{
  g_autoptr (WpEdit) edit = wp_edit_new_cell (cell, WP_CELL_EMPTY);

  wp_board_select_cell (self->board, cell, FALSE);
  commit_edit (self, edit, NULL);
}

/* --- Files ------------------------------------------------------------------------- */

gboolean
wp_window_open_file (WpWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *basename = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  WpFormat format;

  if (path == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("Only local files can be opened"));
      return FALSE;
    }
  puzzles = wp_load_file (path, &format, error);
  if (puzzles == NULL)
    return FALSE;
  /* Only a one-puzzle .wellposed document is edited in place.  Text files
   * and collections are imported (the first puzzle), so saving can never
   * overwrite them with something else. */
  if (format.text == NULL && puzzles->len == 1)
    {
      wp_window_set_document (self, g_ptr_array_index (puzzles, 0), file);
      return TRUE;
    }
  wp_window_set_document (self, g_ptr_array_index (puzzles, 0), NULL);
  basename = g_file_get_basename (file);
  self->imported_from = puzzles->len == 1 ? g_steal_pointer (&basename)
                        : g_strdup_printf (_("%s, puzzle 1 of %u"), basename, puzzles->len);
  update_title (self);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, WpWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      WpWindow *target = window_for_new_document (self);

      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (!wp_window_open_file (target, file, &error))
        wp_show_error_dialog (GTK_WINDOW (target), _("Could not open the puzzle"), error);
    }
  g_object_unref (chooser);
}

static void
open_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Open Puzzle"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_OPEN,
                                 _("_Open"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  const WpTextFormat *const *texts = wp_text_formats_list ();

  /* Every format Wellposed reads, by extension. */
  gtk_file_filter_set_name (filter, _("Puzzles"));
  gtk_file_filter_add_suffix (filter, "wellposed");
  for (guint t = 0; texts[t]; t++)
    for (guint e = 0; texts[t]->extensions[e]; e++)
      gtk_file_filter_add_suffix (filter, texts[t]->extensions[e] + 1);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);

  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Documents are always saved in the native format: make the name say so. */
static GFile *
with_native_extension (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *fixed = NULL;

  if (path == NULL || g_str_has_suffix (path, WP_NATIVE_EXTENSION))
    return g_object_ref (file);
  fixed = g_strconcat (path, WP_NATIVE_EXTENSION, NULL);
  return g_file_new_for_path (fixed);
}

static gboolean
save_to (WpWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  WpFormat native = { NULL };

  g_ptr_array_add (one, self->puzzle);
  if (!wp_save_file (path, one, &native, error))
    return FALSE;
  g_set_object (&self->file, file);
  g_clear_pointer (&self->imported_from, g_free);
  self->dirty = FALSE;
  update_title (self);
  schedule_autosave (self);
  return TRUE;
}

static void
on_save_response (GtkNativeDialog *chooser, int response, WpWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      file = with_native_extension (chosen);
      if (!save_to (self, file, &error))
        wp_show_error_dialog (GTK_WINDOW (self), _("Could not save the puzzle"), error);
      else if (self->close_after_save)
        gtk_window_destroy (GTK_WINDOW (self));
    }
  self->close_after_save = FALSE;
  g_object_unref (chooser);
}

static void
save_as_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Save Puzzle"), GTK_WINDOW (widget), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Save"), _("_Cancel"));

  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Wellposed documents"));
  gtk_file_filter_add_suffix (filter, "wellposed");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Untitled Puzzle.wellposed"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    save_as_activated (widget, action, parameter);
  else if (!save_to (self, self->file, &error))
    wp_show_error_dialog (GTK_WINDOW (self), _("Could not save the puzzle"), error);
}

/* --- Export and print ------------------------------------------------------------ */

/* "Sunday Special.pdf" from the title, else from the file name. */
static char *
suggested_pdf_name (WpWindow *self)
{
  g_autofree char *base = NULL;
  char *dot;

  if (self->puzzle->title && *self->puzzle->title)
    base = g_strdup (self->puzzle->title);
  else if (self->file)
    base = g_file_get_basename (self->file);
  else
    base = g_strdup (self->imported_from ? self->imported_from : _("Untitled Puzzle"));
  if ((dot = strrchr (base, '.')) && dot != base)
    *dot = '\0';
  g_strdelimit (base, "/\\", '-');
  return g_strconcat (base, ".pdf", NULL);
}

static void
export_pdf_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autofree char *name = suggested_pdf_name (self);

  /* The dialog warns with what the live count knows; it never recounts
   * on this thread. */
  g_clear_weak_pointer (&self->export_dialog);
  g_set_weak_pointer (&self->export_dialog, wp_export_dialog_new (GTK_WINDOW (self), self->puzzle,
                                                                  &self->uniqueness, name));
  gtk_window_present (GTK_WINDOW (self->export_dialog));
}

static void
print_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  wp_print_puzzle (GTK_WINDOW (widget), WP_WINDOW (widget)->puzzle);
}

/* --- Window size ------------------------------------------------------------------ */

static void
restore_window_size (WpWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
save_window_size (WpWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
}

/* --- Closing and recovery --------------------------------------------------------- */

static void
on_close_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (g_str_equal (response, "discard"))
    {
      self->dirty = FALSE;
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else if (g_str_equal (response, "save"))
    {
      if (self->file == NULL)
        {
          self->close_after_save = TRUE;
          save_as_activated (GTK_WIDGET (self), "win.save-as", NULL);
        }
      else if (save_to (self, self->file, &error))
        gtk_window_destroy (GTK_WINDOW (self));
      else
        wp_show_error_dialog (GTK_WINDOW (self), _("Could not save the puzzle"), error);
    }
}

static gboolean
wp_window_close_request (GtkWindow *window)
{
  WpWindow *self = WP_WINDOW (window);
  AdwMessageDialog *dialog;

  save_window_size (self);
  if (!self->dirty)
    {
      /* Closing on purpose: the recovery copy has done its job. */
      g_clear_handle_id (&self->autosave_source, g_source_remove);
      wp_recovery_discard (self->recovery_slot);
      return GTK_WINDOW_CLASS (wp_window_parent_class)->close_request (window);
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("Save Changes?"),
                                                       _("The puzzle has changes that are not saved. "
                                                         "Changes that are not saved are lost.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

void
wp_window_restore (WpWindow *self, WpRecovered *recovered)
{
  g_autoptr (GFile) origin = recovered->origin_uri ? g_file_new_for_uri (recovered->origin_uri) : NULL;

  wp_window_set_document (self, recovered->puzzle, origin);
  /* Keep writing to the recovered slot: a second crash loses nothing. */
  wp_recovery_discard (self->recovery_slot);
  g_free (self->recovery_slot);
  self->recovery_slot = g_strdup (recovered->slot);
  self->dirty = TRUE;
  document_changed (self, FALSE);
}

gboolean
wp_window_get_dirty (WpWindow *self)
{
  return self->dirty;
}

/* --- Construction -------------------------------------------------------------------- */

/* One submenu per genre: with every genre's sizes in one list, the menu
 * outgrew a laptop screen once Nonograms joined. */
static GMenuModel *
build_new_menu (void)
{
  GMenu *menu = g_menu_new ();
  const WpGenre *const *genres = wp_genres_list ();

  for (guint g = 0; genres[g]; g++)
    {
      g_autoptr (GMenu) section = g_menu_new ();

      for (guint p = 0; p < genres[g]->n_presets; p++)
        {
          g_autofree char *target = g_strdup_printf ("%s:%s", genres[g]->id, genres[g]->presets[p].id);
          g_autoptr (GMenuItem) item = g_menu_item_new (_(genres[g]->presets[p].label), NULL);

          g_menu_item_set_action_and_target (item, "win.new-puzzle", "s", target);
          g_menu_append_item (section, item);
        }
      if (genres[g]->max_width > 0 && genres[g]->max_height > 0)
        {
          g_autoptr (GMenuItem) item = g_menu_item_new (_("Custom Size…"), NULL);

          g_menu_item_set_action_and_target (item, "win.new-custom", "s", genres[g]->id);
          g_menu_append_item (section, item);
        }
      g_menu_append_submenu (menu, _(genres[g]->name), G_MENU_MODEL (section));
    }
  return G_MENU_MODEL (menu);
}

/* The settings' actions outlive a window closed while another stays open
 * (GSettings keeps them for its change signal), and a setting changed in
 * the other window would then tell this one's dead action group; removed
 * from the map, they are disconnected from it. */
static void
remove_setting_actions (WpWindow *self)
{
  const char *names[] = { "show-candidates", "shade-determined", "show-side-panel" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_action_map_lookup_action (G_ACTION_MAP (self), names[i]))
      g_action_map_remove_action (G_ACTION_MAP (self), names[i]);
}

static void
wp_window_dispose (GObject *object)
{
  WpWindow *self = WP_WINDOW (object);

  stop_progress (self);
  g_clear_handle_id (&self->analysis_progress_source, g_source_remove);
  /* A window going away dirty (the application quit) still leaves its
   * latest state for the next start. */
  if (self->autosave_source)
    {
      g_clear_handle_id (&self->autosave_source, g_source_remove);
      autosave_now (self);
    }
  if (self->counter)
    {
      wp_counter_cancel (self->counter);
      /* The run may still finish after we are gone. */
      g_signal_handlers_disconnect_by_data (self->counter, self);
    }
  if (self->analyser)
    {
      wp_counter_discard (self->analyser);
      g_signal_handlers_disconnect_by_data (self->analyser, self);
    }
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  remove_setting_actions (self);
  /* Taking the panel apart deselects its pattern, which would ask for the
   * overlays of a window already half gone. */
  if (self->analysis_panel)
    g_signal_handlers_disconnect_by_data (self->analysis_panel, self);
  g_clear_object (&self->counter);
  g_clear_object (&self->analyser);
  g_queue_clear_full (&self->analyses, (GDestroyNotify) wp_count_report_unref);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  g_clear_object (&self->draw_action);
  g_clear_object (&self->solution_action);
  g_clear_weak_pointer (&self->export_dialog);
  g_clear_object (&self->regions_action);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_WINDOW);
  G_OBJECT_CLASS (wp_window_parent_class)->dispose (object);
}

static void
wp_window_finalize (GObject *object)
{
  WpWindow *self = WP_WINDOW (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_free (self->unique_solution);
  wp_uniqueness_clear (&self->uniqueness);
  g_free (self->imported_from);
  g_free (self->recovery_slot);
  g_free (self->recovery_failure);
  g_free (self->board_hint);
  g_free (self->marks_caption);
  g_ptr_array_unref (self->undo_stack);
  g_ptr_array_unref (self->redo_stack);
  G_OBJECT_CLASS (wp_window_parent_class)->finalize (object);
}

/* Ctrl+N: the New menu, one submenu per genre, opened from the keyboard. */
static void
new_menu_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gtk_menu_button_popup (WP_WINDOW (widget)->new_button);
}

static void
wp_window_class_init (WpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wp_window_dispose;
  object_class->finalize = wp_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = wp_window_close_request;

  g_type_ensure (WP_TYPE_BOARD);
  g_type_ensure (WP_TYPE_STATUS_AREA);
  g_type_ensure (WP_TYPE_MARKS_BAR);
  g_type_ensure (WP_TYPE_ALTERNATIVES);
  g_type_ensure (WP_TYPE_ANALYSIS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, WpWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, board);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, status_area);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, marks_bar);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, status_stack);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, alternative_title);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, alternatives);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, title_entry);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_grid);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, settings_message);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, author_entry);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, rules_view);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, notes_view);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, draw_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, regions_button);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, side_separator);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, recovery_bar);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, recovery_label);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_activated);
  gtk_widget_class_install_action (widget_class, "win.new-puzzle", "s", new_activated);
  gtk_widget_class_install_action (widget_class, "win.new-custom", "s", new_custom_activated);
  gtk_widget_class_install_action (widget_class, "win.new-menu", NULL, new_menu_activated);
  gtk_widget_class_install_action (widget_class, "win.count-all", NULL, count_all_activated);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", NULL, export_pdf_activated);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_activated);
  gtk_widget_class_install_action (widget_class, "win.stop-count", NULL, stop_count_activated);
  gtk_widget_class_install_action (widget_class, "win.show-alternative", "u", show_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.next-alternative", NULL, next_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.previous-alternative", NULL, previous_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.hide-alternative", NULL, hide_alternative_activated);
  gtk_widget_class_install_action (widget_class, "win.place-given", "(ui)", place_given_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.export-pdf", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.count-all", NULL);
  /* Escape returns from an alternative first; with none laid over (the
   * action is disabled then), it stops the count. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.hide-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.stop-count", NULL);
  for (guint n = 1; n <= 9; n++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + n, GDK_ALT_MASK, "win.show-alternative", "u", n);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.next-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.previous-alternative", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "win.draw-picture", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.draw-regions", NULL);
}

static void
connect_detail (WpWindow *self, GtkEditable *entry, const char *field)
{
  g_object_set_data (G_OBJECT (entry), "detail", (gpointer) field);
  g_signal_connect (entry, "changed", G_CALLBACK (on_detail_changed), self);
}

/* Rules and notes run to several lines. */
static void
connect_detail_text (WpWindow *self, GtkTextView *view, const char *field)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  g_object_set_data (G_OBJECT (buffer), "detail", (gpointer) field);
  g_signal_connect (buffer, "changed", G_CALLBACK (on_detail_text_changed), self);
}

/* The last size and shape chosen for a new puzzle, or 9×9. */
/* The overlay toggles are settings, so they survive a restart and the
 * check buttons and shortcuts stay in step. */
static void
add_setting_actions (WpWindow *self)
{
  const char *keys[] = { "show-candidates", "shade-determined" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, keys[i]);
      g_autofree char *signal = g_strconcat ("changed::", keys[i], NULL);

      g_action_map_add_action (G_ACTION_MAP (self), action);
      g_signal_connect (self->settings, signal, G_CALLBACK (on_overlay_setting_changed), self);
    }
}

/* The side panel (analysis, alternatives) has a fixed width, so showing
 * it never moves the board while the setter works; hiding it (F9, the
 * header bar's toggle) is the one way to give the board its room, and it
 * is the setter's own act.  A setting, so it survives a restart. */
static void
add_side_panel_action (WpWindow *self)
{
  g_autoptr (GAction) action = g_settings_create_action (self->settings, "show-side-panel");

  g_action_map_add_action (G_ACTION_MAP (self), action);
  g_settings_bind (self->settings, "show-side-panel", self->side_panel, "visible", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-side-panel", self->side_separator, "visible", G_SETTINGS_BIND_GET);
}

/* A stateful action, so the header bar's toggle shows whether the board
 * is drawing; activating it (Ctrl+D) flips the state. */
static void
add_draw_action (WpWindow *self)
{
  self->draw_action = g_simple_action_new_stateful ("draw-picture", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (self->draw_action, "change-state", G_CALLBACK (on_draw_picture_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->draw_action));
}

static void
add_solution_action (WpWindow *self)
{
  self->solution_action = g_simple_action_new_stateful ("show-solution", NULL, g_variant_new_boolean (FALSE));
  g_simple_action_set_enabled (self->solution_action, FALSE);
  g_signal_connect (self->solution_action, "change-state", G_CALLBACK (on_show_solution_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->solution_action));
}

static void
add_regions_action (WpWindow *self)
{
  self->regions_action = g_simple_action_new_stateful ("draw-regions", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect (self->regions_action, "change-state", G_CALLBACK (on_draw_regions_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->regions_action));
}

static WpPuzzle *
initial_puzzle (GSettings *settings)
{
  g_autofree char *genre_id = g_settings_get_string (settings, "last-genre");
  g_autofree char *preset_id = g_settings_get_string (settings, "last-preset");
  const WpGenre *genre = wp_genre_lookup (genre_id);
  const WpPreset *preset = genre ? wp_genre_find_preset (genre, preset_id) : NULL;

  if (preset == NULL)
    {
      genre = wp_genres_list ()[0];
      preset = &genre->presets[genre->n_presets / 2];
    }
  return genre->new_puzzle (preset);
}

static void
wp_window_init (WpWindow *self)
{
  static guint serial;
  g_autoptr (GMenuModel) new_menu = build_new_menu ();
  g_autoptr (WpPuzzle) empty = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = wp_settings_new ();
  restore_window_size (self);
  g_settings_bind (self->settings, "show-alternatives", self->alternatives, "visible",
                   G_SETTINGS_BIND_GET);
  add_setting_actions (self);
  add_side_panel_action (self);
  add_solution_action (self);
  add_draw_action (self);
  add_regions_action (self);
  gtk_menu_button_set_menu_model (self->new_button, new_menu);
  wp_board_set_editable (self->board, TRUE);
  g_signal_connect (self->recovery_bar, "response", G_CALLBACK (on_recovery_bar_response), self);
  g_signal_connect (self->board, "set-value", G_CALLBACK (on_set_value), self);
  g_signal_connect (self->board, "set-line-clue", G_CALLBACK (on_set_line_clue), self);
  g_signal_connect (self->board, "paint", G_CALLBACK (on_paint), self);
  g_signal_connect (self->alternatives, "notify::chosen", G_CALLBACK (on_alternative_chosen), self);
  g_signal_connect (self->board, "cell-activated", G_CALLBACK (on_board_cell_activated), self);
  g_signal_connect (self->board, "assign-region", G_CALLBACK (on_assign_region), self);
  g_signal_connect (self->analysis_panel, "place-value", G_CALLBACK (on_place_value), self);
  g_signal_connect (self->analysis_panel, "remove-given", G_CALLBACK (on_remove_given), self);
  g_signal_connect_swapped (self->analysis_panel, "overlay-changed", G_CALLBACK (refresh_overlays), self);
  connect_detail (self, self->title_entry, "title");
  connect_detail (self, self->author_entry, "author");
  connect_detail_text (self, self->rules_view, "rules");
  connect_detail_text (self, self->notes_view, "notes");

  self->recovery_slot = g_strdup_printf ("window-%" G_GINT64_FORMAT "-%u", g_get_real_time (), ++serial);
  self->undo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  self->redo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  self->counter = wp_counter_new ();
  g_signal_connect (self->counter, "finished", G_CALLBACK (on_count_finished), self);
  self->analyser = wp_counter_new ();
  g_signal_connect (self->analyser, "finished", G_CALLBACK (on_analysis_finished), self);
  empty = initial_puzzle (self->settings);
  wp_window_set_document (self, empty, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

WpWindow *
wp_window_new (AdwApplication *application)
{
  return g_object_new (WP_TYPE_WINDOW, "application", application, NULL);
}

const WpPuzzle *
wp_window_get_puzzle (WpWindow *self)
{
  return self->puzzle;
}

const char *
wp_window_get_status (WpWindow *self)
{
  return wp_status_area_get_title (self->status_area);
}

guint
wp_window_get_n_alternatives (WpWindow *self)
{
  return wp_alternatives_get_n_boards (self->alternatives);
}

GtkWidget *
wp_window_get_board (WpWindow *self)
{
  return GTK_WIDGET (self->board);
}

gboolean
wp_window_is_counting (WpWindow *self)
{
  return wp_counter_is_running (self->counter);
}

GtkWidget *
wp_window_get_alternatives (WpWindow *self)
{
  return GTK_WIDGET (self->alternatives);
}

const char *
wp_window_get_status_detail (WpWindow *self)
{
  return wp_status_area_get_detail (self->status_area);
}

GtkWidget *
wp_window_get_title_entry (WpWindow *self)
{
  return GTK_WIDGET (self->title_entry);
}

GtkWidget *
wp_window_get_setting_spin (WpWindow *self, const char *id)
{
  for (guint row = 0; gtk_grid_get_child_at (self->settings_grid, 1, (int) row); row++)
    if (setting_spin (self, row, id))
      return GTK_WIDGET (setting_spin (self, row, id));
  return NULL;
}

GtkWidget *
wp_window_get_analysis_panel (WpWindow *self)
{
  return GTK_WIDGET (self->analysis_panel);
}

gboolean
wp_window_is_autosave_pending (WpWindow *self)
{
  return self->autosave_source != 0;
}

gboolean
wp_window_is_analysing (WpWindow *self)
{
  return wp_counter_is_running (self->analyser);
}
