/* wp-grade-view.h — how hard a unique puzzle is, and the path to solve it
 *
 * A section of the analysis panel: the grade (level, score, hardest
 * technique, in the grader's sentence) of the unique puzzle on screen,
 * worked out by the window's grading worker (wp-window-grade.c), and, for
 * a grader that reasons like a person (Sudoku's step solver), its solving
 * path: one row per step; the step selected is outlined on the board with
 * the values it places laid in as ghosts (wp_grade_view_add_marks()).
 * After an edit the grade stays, dimmed and inert, until the next one
 * replaces it, as the analysis lists do.  Below it, the Reduce button.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-grade.h"
#include "render/wp-render.h"

G_BEGIN_DECLS

#define WP_TYPE_GRADE_VIEW (wp_grade_view_get_type ())
G_DECLARE_FINAL_TYPE (WpGradeView, wp_grade_view, WP, GRADE_VIEW, GtkBox)

/* Grading is under way for the grid on screen (the old grade stays,
 * dimmed, if there is one). */
void         wp_grade_view_show_grading   (WpGradeView    *self);
/* The grade of @puzzle (a snapshot, referenced); @grade is taken over. */
void         wp_grade_view_show           (WpGradeView    *self,
                                           const WpPuzzle *puzzle,
                                           WpGrade        *grade);
/* Grading failed: says why in place of the grade. */
void         wp_grade_view_show_error     (WpGradeView    *self,
                                           const char     *message);
/* Not unique (or nothing counted): no grade at all. */
void         wp_grade_view_clear          (WpGradeView    *self);
void         wp_grade_view_mark_stale     (WpGradeView    *self);
gboolean     wp_grade_view_is_stale       (WpGradeView    *self);
/* The puzzle graded, or NULL. */
const WpPuzzle *wp_grade_view_get_puzzle  (WpGradeView    *self);
/* The shown grade is @puzzle's again (undo back to it): no longer stale. */
void         wp_grade_view_revive         (WpGradeView    *self);

/* The selected step's marks, added to @overlay (which must cover the
 * grid); nothing while stale or with no step selected. */
void         wp_grade_view_add_marks      (WpGradeView     *self,
                                           WpRenderOverlay *overlay);
gboolean     wp_grade_view_has_marks      (WpGradeView    *self);
/* Per cell, the value the steps before the selected one placed, else
 * WP_CELL_EMPTY: the grid as the path has it then.  NULL without marks. */
const gint  *wp_grade_view_get_progress   (WpGradeView    *self);

/* What the Reduce button's tooltip says (why it is off, or what it does). */
void         wp_grade_view_set_reduce_tooltip (WpGradeView *self,
                                               const char  *text);

/* For tests and the keyboard. */
const WpGrade *wp_grade_view_get_grade    (WpGradeView    *self);
const char  *wp_grade_view_get_title      (WpGradeView    *self);
const char  *wp_grade_view_get_subtitle   (WpGradeView    *self);
guint        wp_grade_view_get_n_steps    (WpGradeView    *self);
/* -1 deselects. */
void         wp_grade_view_select_step    (WpGradeView    *self,
                                           gint            index);
gint         wp_grade_view_get_selected_step (WpGradeView *self);
/* The row of step @index: "3. r4c5: hidden single 7 in box 5" and what
 * it places and removes; NULL past the end. */
const char  *wp_grade_view_get_step_title (WpGradeView    *self,
                                           guint           index);
const char  *wp_grade_view_get_step_subtitle (WpGradeView *self,
                                              guint        index);
void         wp_grade_view_next_step      (WpGradeView    *self);
void         wp_grade_view_previous_step  (WpGradeView    *self);

G_END_DECLS
