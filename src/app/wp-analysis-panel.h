/* wp-analysis-panel.h — why the puzzle is ambiguous, and what fixes it
 *
 * Shows one analysis (wp_analyse(), run by the window's analysis worker)
 * in words: the deadly patterns, the givens that would help most, or —
 * for a unique puzzle — the givens and elements that can go; and, on
 * request, what the puzzle owes to each of its rules.  Selecting a pattern
 * emphasises it; the panel builds the overlays the boards draw, so the
 * words and the marks always describe the same analysis.
 */
#pragma once

#include <gtk/gtk.h>

#include "app/wp-grade-view.h"
#include "core/wp-counter.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

#define WP_TYPE_ANALYSIS_PANEL (wp_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (WpAnalysisPanel, wp_analysis_panel, WP, ANALYSIS_PANEL, GtkBox)

/* An analysis is under way for the grid on screen. */
void             wp_analysis_panel_show_running (WpAnalysisPanel *self);
/* The puzzle has no solution and no two givens clash: the analysis under
 * way looks for why. */
void             wp_analysis_panel_show_explaining (WpAnalysisPanel *self);
void             wp_analysis_panel_mark_stale   (WpAnalysisPanel *self);
gboolean         wp_analysis_panel_is_stale     (WpAnalysisPanel *self);
/* A long analysis: how far it has got (polled by the window). */
void             wp_analysis_panel_show_progress (WpAnalysisPanel *self,
                                                  guint64          nodes);
/* Nothing to analyse (no solution, invalid grid): says @reason. */
void             wp_analysis_panel_clear        (WpAnalysisPanel *self,
                                                 const char      *reason);
/* @report must carry an analysis; a reference is kept. */
void             wp_analysis_panel_show         (WpAnalysisPanel *self,
                                                 WpCountReport   *report);

/* The marks for the main board: outlines, and on request true candidates,
 * determined-cell shading and suggestion ghosts.  NULL without analysis. */
WpRenderOverlay *wp_analysis_panel_build_overlay (WpAnalysisPanel *self,
                                                  gboolean         candidates,
                                                  gboolean         determined,
                                                  gboolean         ghosts);

/* Per cell, for the board: each empty cell's true candidates with how
 * often each occurs ("" for givens).  NULL unless ambiguous. */
GStrv            wp_analysis_panel_build_tooltips (WpAnalysisPanel *self);

/* How many solutions the true candidates on the board come from, and
 * whether those are all of them.  FALSE when the board shows none. */
gboolean         wp_analysis_panel_get_candidate_basis (WpAnalysisPanel *self,
                                                        guint64         *n_solutions,
                                                        gboolean        *all);

/* The grade of a unique puzzle, its solving path and Reduce: the window's
 * grading worker fills it (wp-window-grade.c). */
WpGradeView     *wp_analysis_panel_get_grade_view (WpAnalysisPanel *self);

/* For tests and keyboard users: what the lists hold, and their buttons. */
const char      *wp_analysis_panel_get_summary     (WpAnalysisPanel *self);
/* The genre's figure shown under "Recording Graph" (its title) and its
 * caption; NULL when the puzzle shown has none. */
const char      *wp_analysis_panel_get_figure_title   (WpAnalysisPanel *self);
const char      *wp_analysis_panel_get_figure_caption (WpAnalysisPanel *self);
guint            wp_analysis_panel_get_n_patterns  (WpAnalysisPanel *self);
guint            wp_analysis_panel_get_n_suggestions (WpAnalysisPanel *self);
guint            wp_analysis_panel_get_n_redundant (WpAnalysisPanel *self);
/* The title of suggestion @index ("Place a submarine at r1c2"), NULL past
 * the end; and whether its row shows the board's glyph for the value. */
const char      *wp_analysis_panel_get_suggestion_title (WpAnalysisPanel *self,
                                                         guint            index);
gboolean         wp_analysis_panel_suggestion_shows_glyph (WpAnalysisPanel *self,
                                                           guint            index);
/* Elements a unique puzzle can lose: how many, row @index's title ("The
 * thermometer r1c1–r1c4"; NULL past the end), and its Remove button
 * (emits ::remove-element). */
guint            wp_analysis_panel_get_n_redundant_elements (WpAnalysisPanel *self);
const char      *wp_analysis_panel_get_redundant_element_title (WpAnalysisPanel *self,
                                                                guint            index);
void             wp_analysis_panel_activate_redundant_element (WpAnalysisPanel *self,
                                                               guint            index);
/* "What does each rule add?": counts the analysed snapshot without each
 * family of elements, and without any, in a worker (wp_rule_dependence());
 * the lines replace the button's list when it ends.  Nothing happens
 * without elements, while stale, or while a count runs. */
gboolean         wp_analysis_panel_can_count_rules (WpAnalysisPanel *self);
void             wp_analysis_panel_count_rules      (WpAnalysisPanel *self);
gboolean         wp_analysis_panel_is_counting_rules (WpAnalysisPanel *self);
/* The lines shown, "Without siteswap rows and columns: 1728 solutions";
 * empty before a count has ended. */
GStrv            wp_analysis_panel_get_rule_lines   (WpAnalysisPanel *self);
/* -1 deselects. */
void             wp_analysis_panel_select_pattern  (WpAnalysisPanel *self,
                                                    gint             index);
gint             wp_analysis_panel_get_selected_pattern (WpAnalysisPanel *self);
void             wp_analysis_panel_activate_suggestion (WpAnalysisPanel *self,
                                                        guint            index);
void             wp_analysis_panel_activate_redundant  (WpAnalysisPanel *self,
                                                        guint            index);
/* Clues inside cells a unique puzzle can hide (Laplace's Ashes): how
 * many, and row @index's Hide button (emits ::hide-clue). */
guint            wp_analysis_panel_get_n_hidable   (WpAnalysisPanel *self);
void             wp_analysis_panel_activate_hidable (WpAnalysisPanel *self,
                                                     guint            index);

G_END_DECLS
