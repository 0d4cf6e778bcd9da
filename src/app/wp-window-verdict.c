/* wp-window-verdict.c — what the counts and the analysis say about the grid on screen
 *
 * The status (unique, several, none, and why), the alternatives the count kept,
 * the analysis it starts (remembered per grid, so the same grid always shows
 * the same marks) and the marks and captions the board gets from it.
 */
#include "app/wp-window-private.h"

/* --- Status ------------------------------------------------------------------ */

void
wp_window_stop_progress (WpWindow *self)
{
  g_clear_handle_id (&self->progress_source, g_source_remove);
}

gboolean
wp_window_show_progress (gpointer data)
{
  WpWindow *self = data;
  g_autofree char *nodes = NULL;
  g_autofree char *detail = NULL;

  if (!wp_checker_is_counting (self->checker))
    return G_SOURCE_CONTINUE;
  nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, wp_checker_get_count_nodes (self->checker));
  detail = g_strdup_printf (ngettext ("%s position explored", "%s positions explored",
                                      (gulong) MIN (wp_checker_get_count_nodes (self->checker), G_MAXULONG)),
                            nodes);
  wp_status_area_show_progress (self->status_area,
                                self->counting_all ? _("Counting all solutions…") : _("Counting…"),
                                detail);
  return G_SOURCE_CONTINUE;
}

/* Marks every clashing given (and every line whose sums clash) and
 * returns the first clash in words. */
static char *
mark_conflicts (WpWindow *self, const WpCountReport *report)
{
  return wp_verdict_mark_conflicts (self->board, report->puzzle, report->conflicts);
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
  g_autofree char *count = wp_count_to_string (result->count, result->count_kind, result->log2);
  gulong n = (gulong) MIN (result->count, G_MAXULONG);

  switch (result->stopped)
    {
    case WP_STOP_NONE:
      if (result->count_kind == WP_COUNT_INFINITE)
        return g_strdup (_("Infinitely many solutions."));
      if (result->count_kind == WP_COUNT_MORE_THAN)
        /* Counted exactly, proved past 64 bits: a bound, not a stop. */
        return g_strdup (_("More than 18446744073709551615 solutions."));
      /* Translators: %s is a number, or a power of two: "2^40 (1099511627776)" */
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
      /* Clues of lines, inside cells or as elements (a logic grid's)
       * settle a puzzle without any given. */
      gboolean by_clues = self->puzzle->genre->lines || self->puzzle->genre->cell_clues ||
                          wp_puzzle_count_givens (self->puzzle) == 0;

      wp_status_area_show_verdict (self->status_area, "emblem-ok-symbolic", _("Unique solution"),
                                   by_clues ? _("The clues pin down exactly one solution.")
                                            : _("The givens pin down exactly one grid."));
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

/* The count the status shows, for the alternatives' caption and the
 * candidates' tooltip to say the same. */
static void
remember_shown_count (WpWindow *self, const WpSearchResult *result)
{
  self->shown_count = result->count;
  self->shown_exact = result->exact;
  self->shown_kind = result->count_kind;
  self->shown_log2 = result->log2;
  wp_alternatives_set_total (self->alternatives, self->shown_count, self->shown_kind, self->shown_log2,
                             self->shown_exact);
}

static void
show_verdict (WpWindow *self, const WpCountReport *report)
{
  const WpSearchResult *result = &report->result;
  g_autofree char *conflict = mark_conflicts (self, report);
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
      remember_shown_count (self, result);
    }
  else if (!result->exact)
    wp_status_area_show_verdict (self->status_area, "dialog-question-symbolic", _("Not decided"),
                                 result->count == 1 ? _("One solution found so far; counting was stopped.")
                                                    : _("No solution found so far; counting was stopped."));
  else if (result->count == 1)
    {
      /* A genre with an intended solution says when the one solution is
       * another. */
      if (!wp_window_show_intended_verdict (self, self->unique_solution))
        show_unique (self, result->rating);
    }
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
  if (all && self->shown_kind == WP_COUNT_INFINITE)
    return g_strdup (_("True candidates from all of the infinitely many solutions."));
  first = n == self->shown_count ? wp_count_to_string (n, self->shown_kind, self->shown_log2)
                                 : g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  if (all)
    return g_strdup_printf (_("True candidates from all %s solutions."), first);
  total = self->shown_count > n ? wp_count_to_string (self->shown_count, self->shown_kind, self->shown_log2)
                                : g_strdup_printf ("%" G_GUINT64_FORMAT, n);
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
void
wp_window_show_caption (WpWindow *self)
{
  gboolean hint = self->board_hint && *self->board_hint, marks = self->marks_caption && *self->marks_caption;
  g_autofree char *both = hint && marks ? g_strdup_printf ("%s  ·  %s", self->board_hint, self->marks_caption) : NULL;

  wp_marks_bar_set_caption (self->marks_bar, both ? both : hint ? self->board_hint : self->marks_caption);
}

void
wp_window_show_marks_caption (WpWindow *self, gboolean candidates_shown, gboolean shading)
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
  wp_window_show_caption (self);
}

void
wp_window_refresh_overlays (WpWindow *self)
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

  if (board && !g_settings_get_boolean (self->settings, "show-pair-marks"))
    g_clear_pointer (&board->pair_marks, g_free);

  /* The solving step selected in the grade view, on the board only. */
  if (cells_shown)
    board = wp_window_add_grade_marks (self, board);
  wp_board_set_overlay (self->board, board);
  wp_board_set_tooltips (self->board, tooltips);
  wp_window_show_marks_caption (self, board && board->candidates, board && board->determined);
  wp_alternatives_set_overlay (self->alternatives, alternatives);
}

/* Polled, like the count's progress: the worker never pushes per node. */
static gboolean
show_analysis_progress (gpointer data)
{
  WpWindow *self = data;

  if (!wp_checker_is_analysing (self->checker))
    {
      self->analysis_progress_source = 0;
      return G_SOURCE_REMOVE;
    }
  wp_analysis_panel_show_progress (self->analysis_panel, wp_checker_get_analysis_nodes (self->checker));
  return G_SOURCE_CONTINUE;
}

/* Why there is no analysis, in the panel's words. */
static const char *
skipped_reason (WpCheckerState state)
{
  switch (state)
    {
    case WP_CHECKER_SKIPPED_INVALID:    return _("Nothing to analyse until the grid can be checked.");
    case WP_CHECKER_SKIPPED_CLASH:      return _("Nothing to analyse: the puzzle has no solution.");
    case WP_CHECKER_SKIPPED_NONE_FOUND: return _("Nothing to analyse yet: no solution was found.");
    case WP_CHECKER_SKIPPED_UNDECIDED:  return _("Nothing to analyse until counting has decided.");
    default:                            return NULL;
    }
}

static void
follow_analysis_progress (WpWindow *self)
{
  if (self->analysis_progress_source == 0)
    self->analysis_progress_source = g_timeout_add (SPINNER_DELAY_MS * 2, show_analysis_progress, self);
}

/* Every count known for the grid on screen reads the same everywhere: once
 * the analysis has enumerated more solutions than the status says (the
 * live count stops at two on purpose), or all of them, the status says
 * that, with the same "exactly" or "at least". */
static void
show_analysis_count (WpWindow *self, const WpAnalysis *analysis)
{
  WpSearchResult known = { .count = analysis->count, .exact = analysis->exact,
                           .stopped = analysis->stopped, .count_kind = analysis->count_kind,
                           .log2 = analysis->log2 };
  g_autofree char *detail = NULL;

  wp_uniqueness_add_result (&self->uniqueness, &known);
  if (analysis->count < 2 || (analysis->count <= self->shown_count && (self->shown_exact || !analysis->exact)))
    return;
  detail = describe_count (&known);
  wp_status_area_show_verdict (self->status_area, "dialog-warning-symbolic", _("Multiple solutions"), detail);
  remember_shown_count (self, &known);
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
  wp_window_refresh_overlays (self);
}

/* The checker's analysis of the newest count: under way, done, or not
 * worth running (the panel says why). */
void
wp_window_on_analysis_state (WpChecker *checker, GParamSpec *pspec, WpWindow *self)
{
  WpCountReport *report = wp_checker_get_analysis_report (checker);
  WpCheckerState state = wp_checker_get_analysis_state (checker);

  switch (state)
    {
    case WP_CHECKER_IDLE:
      return;   /* a new count: the panel keeps its lists (dimmed after an edit) */
    case WP_CHECKER_ANALYSING:
      wp_analysis_panel_show_running (self->analysis_panel);
      follow_analysis_progress (self);
      return;
    case WP_CHECKER_EXPLAINING:
      wp_analysis_panel_show_explaining (self->analysis_panel);
      follow_analysis_progress (self);
      return;
    case WP_CHECKER_ANALYSED:
      show_analysis (self, report);
      return;
    case WP_CHECKER_STOPPED:
      wp_analysis_panel_clear (self->analysis_panel, report && report->error ? report->error->message
                                                                              : _("The analysis was stopped."));
      break;
    default:
      wp_analysis_panel_clear (self->analysis_panel, skipped_reason (state));
      break;
    }
  wp_window_refresh_overlays (self);
}

/* The View menu's "Tick/Cross Grid Marks" is there only for a genre with
 * a tick/cross grid (the menu item hides while its action is missing). */
void
wp_window_offer_pair_marks (WpWindow *self)
{
  const WpViewHooks *view = self->puzzle->genre->view;
  gboolean has_grid = view && view->pair_group, offered =
    g_action_map_lookup_action (G_ACTION_MAP (self), "show-pair-marks") != NULL;

  if (has_grid && !offered)
    {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, "show-pair-marks");

      g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  else if (!has_grid && offered)
    g_action_map_remove_action (G_ACTION_MAP (self), "show-pair-marks");
}

void
wp_window_on_overlay_setting_changed (GSettings *settings, const char *key, WpWindow *self)
{
  wp_window_refresh_overlays (self);
}


/* Draw Picture starts from the solution when the puzzle has no picture yet
 * and the count found exactly one. */
static void
keep_unique_solution (WpWindow *self, const WpCountReport *report)
{
  const WpSearchResult *result = &report->result;

  g_clear_pointer (&self->unique_solution, g_free);
  wp_window_show_solution (self);
  if (report->error || !result->exact || result->count != 1 || result->solutions->len != 1 ||
      result->n_values != wp_puzzle_n_cells (self->puzzle))
    return;
  self->unique_solution = g_memdup2 (g_ptr_array_index (result->solutions, 0), sizeof (gint) * result->n_values);
  if (self->drawing && self->puzzle->genre->picture->get (self->puzzle) == NULL)
    wp_window_show_board (self);
  wp_window_show_solution (self);
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

void
wp_window_on_count_report (WpChecker *checker, GParamSpec *pspec, WpWindow *self)
{
  WpCountReport *report = wp_checker_get_count_report (checker);

  keep_unique_solution (self, report);
  keep_uniqueness (self, report);
  wp_window_stop_progress (self);
  self->counting_all = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.stop-count", FALSE);
  show_alternatives (self, report);
  wp_window_update_alternative_actions (self);
  show_verdict (self, report);
}

