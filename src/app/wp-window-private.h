/* wp-window-private.h — what the parts of the studio window share
 *
 * The window is one type split by concern, the way GNOME Text Editor splits
 * its window: wp-window.c (the document and its edit flow, construction),
 * wp-window-verdict.c (status and analysis), wp-window-details.c (details
 * and settings), wp-window-modes.c (drawing, alternatives laid over) and
 * wp-window-files.c (new, open, save, export, print, closing).
 */
#pragma once

#include "app/wp-window.h"
#include "app/wp-alternatives.h"
#include "app/wp-analysis-panel.h"
#include "app/wp-board.h"
#include "app/wp-element-tools.h"
#include "app/wp-error-dialog.h"
#include "app/wp-export-dialog.h"
#include "app/wp-file-filter.h"
#include "app/wp-generate-dialog.h"
#include "app/wp-settings.h"
#include "app/wp-status-area.h"
#include "app/wp-marks-bar.h"
#include "core/wp-edit.h"
#include "app/wp-verdict-marks.h"
#include "core/wellposed.h"

#include <glib/gi18n.h>
#include <string.h>

G_BEGIN_DECLS

typedef struct _WpReduceJob WpReduceJob;   /* wp-window-generate.c */
typedef struct _WpGradeJob WpGradeJob;     /* wp-window-grade.c */


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
  GtkWidget            *intended_button;  /* "Use as Intended", for a genre with an intended solution */
  WpAlternatives       *alternatives;
  WpAnalysisPanel      *analysis_panel;
  GtkEditable          *title_entry;
  GtkWidget            *settings_button;  /* "Puzzle Settings": the genre's (the fleet), when it has any */
  GtkGrid              *settings_grid;
  GtkLabel             *settings_message;
  GtkEditable          *author_entry;
  GtkTextView          *rules_view;       /* several lines each */
  GtkLabel             *rules_placeholder;   /* the composed rules, while the field is empty */
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
  GtkInfoBar           *disk_bar;         /* the file changed on disk since it was opened or saved */
  GtkLabel             *disk_label;
  GtkWidget            *disk_reload_button;
  WpElementTools       *element_tools;    /* over the board: cages, thermometers, rules */

  /* owned */
  GSettings            *settings;
  WpDocument           *document;     /* snapshots, history, file, unsaved changes */
  WpPuzzle             *puzzle;       /* the document's snapshot (a reference), for short */
  char                 *imported_from;   /* name of a text file opened, not yet saved */
  WpChecker            *checker;      /* the live count and the analysis of the grid on screen */
  char                 *recovery_slot;
  char                 *recovery_failure;    /* why the last recovery copy failed, or NULL */
  guint                 progress_source;
  guint                 analysis_progress_source;
  guint                 autosave_source;
  GSimpleAction        *draw_action;  /* win.draw-picture, a boolean state */
  GSimpleAction        *regions_action;   /* win.draw-regions, a boolean state */
  GSimpleAction        *element_tool_action;   /* win.element-tool, a string state */
  const WpGenre        *element_genre;    /* whose tools the board has */
  gint                 *unique_solution;  /* of the last count, when it found exactly one */
  GSimpleAction        *solution_action;  /* View → Show Solution: lays unique_solution on the board */
  WpUniqueness          uniqueness;       /* what the counts of the grid on screen proved */
  WpExportDialog       *export_dialog;    /* open (modal, so on this grid), or NULL: weak */
  WpGenerateDialog     *generate_dialog;  /* open, or NULL: weak */
  WpWindow             *generated_into;   /* where a batch's puzzle was last opened: weak */
  WpPuzzle             *generated_shown;  /* …that window's snapshot then: replaced freely while unchanged */
  WpReduceJob          *reduce_job;       /* Reduce under way, or NULL */
  WpGradeJob           *grade_job;        /* grading under way, or NULL */
  GFileMonitor         *disk_monitor;     /* on the document's file, or NULL */

  /* state */
  gboolean              recovery_dismissed;  /* the setter closed the bar on that failure */
  gboolean              showing_details;     /* filling the entries, not the setter typing */
  gboolean              counting_all;
  guint64               shown_count;       /* of the grid on screen, as the status says it */
  gboolean              shown_exact;
  WpCountKind           shown_kind;        /* how to read shown_count (2^k, infinite) */
  guint                 shown_log2;
  gboolean              close_after_save;
  gboolean              drawing;             /* Draw Picture: the board paints the picture */
  gboolean              drawing_regions;     /* Draw Regions: strokes move cells between regions */
};

/* wp-window.c */
gboolean wp_window_commit_edit (WpWindow *self, const WpEdit *edit, GError **error);
void wp_window_document_changed (WpWindow *self, gboolean cells_changed);
void wp_window_on_place_value (GtkWidget *source, guint cell, gint value, WpWindow *self);
void wp_window_schedule_autosave (WpWindow *self);
void wp_window_update_title (WpWindow *self);

/* wp-window-verdict.c */
void wp_window_on_analysis_state (WpChecker *checker, GParamSpec *pspec, WpWindow *self);
void wp_window_on_count_report (WpChecker *checker, GParamSpec *pspec, WpWindow *self);
void wp_window_on_overlay_setting_changed (GSettings *settings, const char *key, WpWindow *self);
void wp_window_refresh_overlays (WpWindow *self);
void wp_window_show_caption (WpWindow *self);
void wp_window_show_marks_caption (WpWindow *self, gboolean candidates_shown, gboolean shading);
gboolean wp_window_show_progress (gpointer data);
void wp_window_stop_progress (WpWindow *self);

/* wp-window-details.c */
void wp_window_class_init_details (GtkWidgetClass *widget_class);
GtkWidget     *wp_window_setting_control (WpWindow *self, guint row, const char *id);
void wp_window_show_details (WpWindow *self);
void wp_window_offer_pair_marks (WpWindow *self);
char *wp_window_text_of (GtkTextBuffer *buffer);

/* wp-window-intended.c */
void wp_window_class_init_intended (GtkWidgetClass *widget_class);
void wp_window_update_intended_actions (WpWindow *self);
/* Shows the verdict of a unique puzzle whose one solution, @unique, is not
 * the intended one; FALSE (nothing shown) otherwise. */
gboolean wp_window_show_intended_verdict (WpWindow *self, const gint *unique);

/* wp-window-modes.c */
void wp_window_on_draw_picture_change_state (GSimpleAction *action, GVariant *state, WpWindow *self);
void wp_window_on_draw_regions_change_state (GSimpleAction *action, GVariant *state, WpWindow *self);
void wp_window_on_remove_given (WpAnalysisPanel *panel, guint cell, WpWindow *self);
void wp_window_on_show_solution_change_state (GSimpleAction *action, GVariant *state, WpWindow *self);
void wp_window_show_board (WpWindow *self);
void wp_window_show_solution (WpWindow *self);
void wp_window_update_alternative_actions (WpWindow *self);
void wp_window_update_board_hint (WpWindow *self);
void wp_window_update_drawing (WpWindow *self);
void wp_window_update_drawing_regions (WpWindow *self);
void wp_window_class_init_modes (GtkWidgetClass *widget_class);
void wp_window_init_modes (WpWindow *self);

/* wp-window-elements.c */
void wp_window_class_init_elements (GtkWidgetClass *widget_class);
void wp_window_init_elements (WpWindow *self);
void wp_window_update_elements (WpWindow *self);

/* wp-window-files.c */
/* This window, or a new one when this one has unsaved changes (New and
 * Open never throw work away). */
WpWindow *wp_window_for_new_document (WpWindow *self);
/* TRUE, bringing that window to the front, when @file is open already. */
gboolean wp_window_present_if_open (WpWindow *self, GFile *file);
void wp_window_restore_window_size (WpWindow *self);
gboolean wp_window_close_request (GtkWindow *window);
void wp_window_class_init_files (GtkWidgetClass *widget_class);

/* wp-window-disk.c */
void wp_window_class_init_disk (GtkWidgetClass *widget_class);
void wp_window_init_disk (WpWindow *self);
void wp_window_dispose_disk (WpWindow *self);
/* Saves over the document's own file, asking first when somebody else
 * changed it since; closes the window afterwards when close_after_save. */
void wp_window_save_in_place (WpWindow *self);
/* Writes the document to @file (no questions asked). */
gboolean wp_window_save_to (WpWindow *self, GFile *file, GError **error);
/* The save failed: says why, and offers Save As for a read-only file. */
void wp_window_show_save_error (WpWindow *self, const GError *error);
/* Save As (wp-window-files.c). */
void wp_window_save_as (WpWindow *self);

/* wp-window-generate.c */
void wp_window_class_init_generate (GtkWidgetClass *widget_class);
void wp_window_init_generate (WpWindow *self);
void wp_window_dispose_generate (WpWindow *self);
/* Reduce is offered for a puzzle proved unique; says why not otherwise. */
void wp_window_update_reduce (WpWindow *self);

/* wp-window-grade.c */
void wp_window_init_grade (WpWindow *self);
void wp_window_dispose_grade (WpWindow *self);
/* The selected solving step's marks, added to the board's overlay (made
 * when there is none). */
WpRenderOverlay *wp_window_add_grade_marks (WpWindow *self, WpRenderOverlay *overlay);
/* The grid as the solving path has filled it by the selected step (shown
 * in place of Show Solution's), or NULL. */
const gint *wp_window_get_grade_progress (WpWindow *self);

/* wp-window-links.c */
gboolean wp_window_open_link (WpWindow *self, const char *text, GError **error);
void wp_window_update_link_actions (WpWindow *self);
void wp_window_init_links (WpWindow *self);
void wp_window_class_init_links (GtkWidgetClass *widget_class);

G_END_DECLS
