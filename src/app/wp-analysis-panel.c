/* wp-analysis-panel.c — the analysis in words (see wp-analysis-panel.h) */
#include "app/wp-analysis-panel.h"
#include "app/wp-grade-view.h"
#include "core/wp-clue.h"
#include "core/wp-element.h"
#include "core/wp-figure.h"
#include "core/wp-genre.h"
#include "render/wp-render-graph.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

struct _WpAnalysisPanel {
  GtkBox          parent_instance;

  /* template widgets */
  GtkSpinner     *spinner;
  GtkLabel       *summary;
  WpGradeView    *grade_view;
  GtkWidget      *patterns_heading;
  GtkListBox     *patterns_list;
  GtkWidget      *suggestions_heading;
  GtkListBox     *suggestions_list;
  GtkWidget      *redundant_heading;
  GtkListBox     *redundant_list;
  GtkWidget      *elements_heading;
  GtkListBox     *elements_list;
  GtkWidget      *rules_button;
  GtkListBox     *rules_list;
  GtkLabel       *figure_heading;
  GtkDrawingArea *figure_area;
  GtkLabel       *figure_caption;

  WpCountReport  *report;      /* with ->analysis; NULL when there is none */
  /* What the puzzle owes to each rule, counted on request in a worker of
   * its own (wp_rule_dependence()); its report carries ->rules. */
  WpCounter      *rules_counter;
  WpCountReport  *rules_report;
  gboolean        stale;       /* the grid changed since: shown dimmed, inert */
  gboolean        explaining;  /* the run under way looks for why there is no solution */
  GPtrArray      *patterns;    /* borrowed WpPattern*, in list order */
  WpFigure       *figure;      /* the genre's figure for the puzzle shown, or NULL */
  gint            selected;    /* index into patterns, or -1 */
};

G_DEFINE_FINAL_TYPE (WpAnalysisPanel, wp_analysis_panel, GTK_TYPE_BOX)

/* The rule dependence counts each line up to this many solutions, all of
 * them within this time: "at least" beyond either. */
#define RULES_CAP 10000
#define RULES_TIMEOUT_S 30.0

enum { OVERLAY_CHANGED, PLACE_VALUE, REVEAL_CLUE, REMOVE_GIVEN, REMOVE_ELEMENT, HIDE_CLUE, N_SIGNALS };
static guint signals[N_SIGNALS];

static const WpAnalysis *
analysis (WpAnalysisPanel *self)
{
  return self->report ? self->report->analysis : NULL;
}

/* What the marks on the boards come from: nothing while stale, since the
 * lists then describe a grid no longer shown. */
static const WpAnalysis *
current_analysis (WpAnalysisPanel *self)
{
  return self->stale ? NULL : analysis (self);
}

static void
set_stale (WpAnalysisPanel *self, gboolean stale)
{
  GtkWidget *lists[] = { GTK_WIDGET (self->patterns_list), GTK_WIDGET (self->suggestions_list),
                         GTK_WIDGET (self->redundant_list), GTK_WIDGET (self->elements_list),
                         GTK_WIDGET (self->rules_list), self->rules_button };

  self->stale = stale;
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    gtk_widget_set_sensitive (lists[i], !stale);
}

static const WpPuzzle *
puzzle (WpAnalysisPanel *self)
{
  return self->report->puzzle;
}

static char *
cell_name (WpAnalysisPanel *self, guint cell)
{
  return wp_cell_name (cell / puzzle (self)->width, cell % puzzle (self)->width);
}

/* A value as the board shows it: in words where the board draws a glyph
 * ("a submarine", not the "■" of the text formats), else its text ("8"). */
static char *
value_name (WpAnalysisPanel *self, gint value)
{
  const WpViewHooks *view = puzzle (self)->genre->view;

  if (view && view->name_value)
    return view->name_value (puzzle (self), value);
  return puzzle (self)->genre->format_value (puzzle (self), value);
}

/* --- Lists ----------------------------------------------------------------------- */

static void
empty_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))))
    gtk_list_box_remove (list, child);
}

static void
show_section (GtkWidget *heading, GtkListBox *list, gboolean visible)
{
  gtk_widget_set_visible (heading, visible);
  gtk_widget_set_visible (GTK_WIDGET (list), visible);
}

/* Stops a rule count under way (its report is dropped) and clears its
 * lines. */
static void
forget_rules (WpAnalysisPanel *self)
{
  wp_counter_discard (self->rules_counter);
  g_clear_pointer (&self->rules_report, wp_count_report_unref);
  empty_list (self->rules_list);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_list), FALSE);
  gtk_widget_set_sensitive (self->rules_button, TRUE);
}

static void
reset (WpAnalysisPanel *self)
{
  set_stale (self, FALSE);
  g_clear_pointer (&self->report, wp_count_report_unref);
  g_ptr_array_set_size (self->patterns, 0);
  self->selected = -1;
  empty_list (self->patterns_list);
  empty_list (self->suggestions_list);
  empty_list (self->redundant_list);
  empty_list (self->elements_list);
  show_section (self->patterns_heading, self->patterns_list, FALSE);
  show_section (self->suggestions_heading, self->suggestions_list, FALSE);
  show_section (self->redundant_heading, self->redundant_list, FALSE);
  show_section (self->elements_heading, self->elements_list, FALSE);
  forget_rules (self);
  gtk_widget_set_visible (self->rules_button, FALSE);
  g_clear_pointer (&self->figure, wp_figure_free);
  gtk_widget_set_visible (GTK_WIDGET (self->figure_heading), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->figure_area), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->figure_caption), FALSE);
}

static void
draw_figure (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WpAnalysisPanel *self = data;

  if (self->figure)
    wp_render_figure (cr, self->figure, width, height);
}

/* The genre's figure for the puzzle analysed, when it has one (a generic
 * hook: the panel never asks which genre it is). */
static void
fill_figure (WpAnalysisPanel *self)
{
  const WpFigureHooks *figures = puzzle (self)->genre->figures;
  /* The panel's usual width; the figure keeps its proportions. */
  const double width = 300;

  self->figure = figures ? figures->figure (puzzle (self)) : NULL;
  if (self->figure == NULL)
    return;
  gtk_label_set_label (self->figure_heading, self->figure->title);
  gtk_label_set_label (self->figure_caption, self->figure->caption);
  gtk_drawing_area_set_content_height (self->figure_area, (int) wp_render_figure_height (self->figure, width));
  gtk_widget_queue_draw (GTK_WIDGET (self->figure_area));
  gtk_widget_set_visible (GTK_WIDGET (self->figure_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->figure_area), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->figure_caption), TRUE);
}

/* The colour key of pattern @index, drawn as a dot in the same colour as
 * its outline on the board (the row says the same in words). */
static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  guint index = GPOINTER_TO_UINT (data);
  const WpPalette *palette = adw_style_manager_get_dark (adw_style_manager_get_default ())
                             ? &wp_palette_dark : &wp_palette_light;
  const WpColor *colour = &palette->outlines[index % G_N_ELEMENTS (palette->outlines)];

  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  cairo_fill (cr);
}

static GtkWidget *
swatch (guint index)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 14);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 14);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, GUINT_TO_POINTER (index), NULL);
  return area;
}

/* "r1c1 → r1c3 → r2c3 → r2c1" */
static char *
describe_path (WpAnalysisPanel *self, const GArray *path)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < path->len; i++)
    {
      g_autofree char *name = cell_name (self, g_array_index (path, guint, i));

      g_string_append_printf (text, "%s%s", i ? " → " : "", name);
    }
  return g_string_free (text, FALSE);
}

/* "r4c4, r4c5, r8c4, r8c5 — 1, 8" */
static char *
describe_cells (WpAnalysisPanel *self, const WpPattern *pattern)
{
  GString *text;
  g_autoptr (GArray) values = g_array_new (FALSE, FALSE, sizeof (gint));

  if (pattern->path)
    return describe_path (self, pattern->path);
  text = g_string_new (NULL);

  for (guint i = 0; i < pattern->cells->len; i++)
    {
      g_autofree char *name = cell_name (self, g_array_index (pattern->cells, guint, i));
      gint value = g_array_index (pattern->first, gint, i);
      gboolean seen = FALSE;

      g_string_append_printf (text, "%s%s", i ? ", " : "", name);
      for (guint v = 0; v < values->len; v++)
        seen |= g_array_index (values, gint, v) == value;
      if (!seen)
        g_array_append_val (values, value);
    }
  g_string_append (text, " — ");
  for (guint v = 0; v < values->len; v++)
    {
      g_autofree char *name = value_name (self, g_array_index (values, gint, v));

      g_string_append_printf (text, "%s%s", v ? ", " : "", name);
    }
  return g_string_free (text, FALSE);
}

static GtkWidget *
pattern_row (WpAnalysisPanel *self, const WpPattern *pattern, guint index)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *cells = describe_cells (self, pattern);
  g_autofree char *kind = g_strdup (pattern->kind ? pattern->kind : _("deadly pattern"));
  g_autofree char *title = NULL, *subtitle = NULL;

  kind[0] = g_ascii_toupper (kind[0]);
  if (pattern->locked)
    /* Translators: "Unique rectangle, locked before the grid is filled" */
    title = g_strdup_printf (_("%s, locked before the grid is filled"), kind);
  else
    /* Translators: "Unique rectangle, 4 cells" */
    title = g_strdup_printf (ngettext ("%s, %u cell", "%s, %u cells", pattern->cells->len), kind,
                             pattern->cells->len);
  subtitle = pattern->where ? g_strdup_printf ("%s\n%s", cells, pattern->where) : g_strdup (cells);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), swatch (index));
  return row;
}

static char *
describe_remaining (const WpSuggestion *suggestion)
{
  g_autofree char *n = wp_count_to_string (suggestion->remaining, suggestion->remaining_kind,
                                           suggestion->remaining_log2);
  gulong count = (gulong) MIN (suggestion->remaining, G_MAXULONG);

  if (suggestion->remaining == 1 && suggestion->exact)
    return g_strdup (_("Makes the puzzle unique"));
  if (suggestion->remaining_kind == WP_COUNT_INFINITE)
    return g_strdup (_("Leaves infinitely many solutions"));
  if (!suggestion->exact)
    return g_strdup_printf (ngettext ("Leaves at least %s solution", "Leaves at least %s solutions", count), n);
  return g_strdup_printf (ngettext ("Leaves %s solution", "Leaves %s solutions", count), n);
}

/* A value drawn as on the board, for the rows that name one. */
typedef struct {
  WpCountReport *report;   /* keeps the puzzle alive */
  gint           value;
} ValueSample;

static void
value_sample_free (gpointer data)
{
  ValueSample *sample = data;

  wp_count_report_unref (sample->report);
  g_free (sample);
}

static void
draw_value_sample (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const ValueSample *sample = data;
  const WpPalette *palette = adw_style_manager_get_dark (adw_style_manager_get_default ())
                             ? &wp_palette_dark : &wp_palette_light;
  double size = MIN (width, height);

  wp_render_value (cr, sample->report->puzzle, sample->value, (width - size) / 2, (height - size) / 2,
                   size, palette);
}

/* The board's glyph for @value (a disc for a submarine, a wave for open
 * water) as a row's prefix; NULL where the board shows text, which the
 * row's title already says. */
static GtkWidget *
value_sample (WpAnalysisPanel *self, gint value)
{
  const WpViewHooks *view = puzzle (self)->genre->view;
  ValueSample *sample;
  GtkWidget *area;

  if (view == NULL || view->glyph == NULL || view->glyph (puzzle (self), value) == WP_GLYPH_TEXT)
    return NULL;
  sample = g_new0 (ValueSample, 1);
  sample->report = wp_count_report_ref (self->report);
  sample->value = value;
  area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 22);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 22);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_value_sample, sample, value_sample_free);
  return area;
}

static GtkWidget *
button_row (const char *title, const char *subtitle, const char *button_label,
            GCallback on_clicked, gpointer user_data, guint index)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (button_label);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", on_clicked, user_data);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static void
on_place_clicked (GtkButton *button, WpAnalysisPanel *self)
{
  wp_analysis_panel_activate_suggestion (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
on_remove_clicked (GtkButton *button, WpAnalysisPanel *self)
{
  wp_analysis_panel_activate_redundant (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
on_hide_clicked (GtkButton *button, WpAnalysisPanel *self)
{
  wp_analysis_panel_activate_hidable (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")));
}

static void
on_remove_element_clicked (GtkButton *button, WpAnalysisPanel *self)
{
  wp_analysis_panel_activate_redundant_element (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button),
                                                                                        "index")));
}

static gboolean
same_cells (const WpPattern *a, const WpPattern *b)
{
  return a->cells->len == b->cells->len &&
         memcmp (a->cells->data, b->cells->data, sizeof (guint) * a->cells->len) == 0;
}

static gboolean
already_listed (WpAnalysisPanel *self, const WpPattern *pattern)
{
  for (guint i = 0; i < self->patterns->len; i++)
    if (same_cells (g_ptr_array_index (self->patterns, i), pattern))
      return TRUE;
  return FALSE;
}

/* Past this many patterns, overlapping outlines would hide each other. */
#define MAX_PATTERNS_DRAWN 4

static void
fill_patterns (WpAnalysisPanel *self)
{
  const WpAnalysis *result = analysis (self);

  for (guint i = 0; i < result->patterns->len; i++)
    g_ptr_array_add (self->patterns, g_ptr_array_index (result->patterns, i));
  /* A locked rectangle is usually also the pattern between the closest
   * solutions: list each set of cells once. */
  for (guint i = 0; result->locked && i < result->locked->len; i++)
    if (!already_listed (self, g_ptr_array_index (result->locked, i)))
      g_ptr_array_add (self->patterns, g_ptr_array_index (result->locked, i));
  for (guint i = 0; i < self->patterns->len; i++)
    gtk_list_box_append (self->patterns_list, pattern_row (self, g_ptr_array_index (self->patterns, i), i));
  show_section (self->patterns_heading, self->patterns_list, self->patterns->len > 0);
  /* Only the selected one is drawn then: say which by selecting the first. */
  if (self->patterns->len > MAX_PATTERNS_DRAWN)
    gtk_list_box_select_row (self->patterns_list, gtk_list_box_get_row_at_index (self->patterns_list, 0));
}

/* A suggested clue revealed inside a cell (a Minesweeper number). */
static GtkWidget *
reveal_row (WpAnalysisPanel *self, const WpSuggestion *suggestion, guint index)
{
  g_autofree char *name = cell_name (self, suggestion->cell);
  /* Translators: a Minesweeper number to reveal: "Reveal 3 at r4c5" */
  g_autofree char *title = g_strdup_printf (_("Reveal %s at %s"), suggestion->clue, name);
  g_autofree char *subtitle = describe_remaining (suggestion);

  return button_row (title, subtitle, _("_Reveal"), G_CALLBACK (on_place_clicked), self, index);
}

static GtkWidget *
place_row (WpAnalysisPanel *self, const WpSuggestion *suggestion, guint index)
{
  g_autofree char *name = cell_name (self, suggestion->cell);
  g_autofree char *value = value_name (self, suggestion->value);
  /* Translators: "Place 8 at r4c5", "Place a submarine at r4c5" */
  g_autofree char *title = g_strdup_printf (_("Place %s at %s"), value, name);
  g_autofree char *subtitle = describe_remaining (suggestion);
  GtkWidget *row = button_row (title, subtitle, _("_Place"), G_CALLBACK (on_place_clicked), self, index);
  GtkWidget *sample = value_sample (self, suggestion->value);

  if (sample)
    {
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), sample);
      g_object_set_data (G_OBJECT (row), "value-sample", sample);
    }
  return row;
}

static void
fill_suggestions (WpAnalysisPanel *self)
{
  const WpAnalysis *result = analysis (self);
  guint n = result->suggestions ? result->suggestions->len : 0;

  for (guint i = 0; i < n; i++)
    {
      const WpSuggestion *suggestion = &g_array_index (result->suggestions, WpSuggestion, i);

      gtk_list_box_append (self->suggestions_list, suggestion->clue[0] ? reveal_row (self, suggestion, i)
                                                                       : place_row (self, suggestion, i));
    }
  /* A genre suggests one kind or the other, never both. */
  gtk_label_set_label (GTK_LABEL (self->suggestions_heading),
                       n > 0 && g_array_index (result->suggestions, WpSuggestion, 0).clue[0]
                         ? _("Clues That Would Help") : _("Givens That Would Help"));
  show_section (self->suggestions_heading, self->suggestions_list, n > 0);
}

/* The i-th clue inside a cell that the analysis proved can go (a cell
 * index), or G_MAXUINT past the end. */
static guint
hidable_cell (const WpAnalysis *result, guint index)
{
  for (guint i = 0; result->removable && i < result->removable->len; i++)
    {
      const WpClueRef *clue = &g_array_index (result->removable, WpClueRef, i);

      if (clue->kind == WP_CLUE_INSIDE && index-- == 0)
        return clue->index;
    }
  return G_MAXUINT;
}

/* Rows for the clues inside cells that can be hidden, after the givens
 * that can go; returns how many. */
static guint
fill_hidable (WpAnalysisPanel *self)
{
  const WpAnalysis *result = analysis (self);
  guint n = 0;

  /* One pass: a 60×60 grid can list thousands. */
  for (guint i = 0; result->removable && i < result->removable->len; i++)
    {
      const WpClueRef *clue = &g_array_index (result->removable, WpClueRef, i);
      g_autofree char *what = NULL;
      g_autofree char *title = NULL;
      GtkWidget *row;

      if (clue->kind != WP_CLUE_INSIDE)
        continue;
      what = wp_clue_describe (puzzle (self), clue);
      /* Translators: "Hide the clue in r2c3 (17)" */
      title = g_strdup_printf (_("Hide %s"), what);
      row = button_row (title, _("The puzzle stays unique without it"), _("_Hide"),
                        G_CALLBACK (on_hide_clicked), self, n);

      gtk_list_box_append (self->redundant_list, row);
      n++;
    }
  return n;
}

static void
fill_redundant (WpAnalysisPanel *self)
{
  const WpAnalysis *result = analysis (self);
  guint n = result->redundant ? result->redundant->len : 0, hidden;

  for (guint i = 0; i < n; i++)
    {
      guint cell = g_array_index (result->redundant, guint, i);
      g_autofree char *name = cell_name (self, cell);
      g_autofree char *value = value_name (self, puzzle (self)->cells[cell]);
      /* Translators: "Remove 7 at r3c5", "Remove a submarine at r3c5" */
      g_autofree char *title = g_strdup_printf (_("Remove %s at %s"), value, name);
      GtkWidget *row = button_row (title, _("The puzzle stays unique without it"), _("_Remove"),
                                   G_CALLBACK (on_remove_clicked), self, i);
      GtkWidget *sample = value_sample (self, puzzle (self)->cells[cell]);

      if (sample)
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), sample);
      gtk_list_box_append (self->redundant_list, row);
    }
  hidden = fill_hidable (self);
  /* Laplace's Ashes hides clues, not givens. */
  gtk_label_set_label (GTK_LABEL (self->redundant_heading),
                       hidden > 0 && n == 0 ? _("Clues That Can Go") : _("Givens That Can Go"));
  show_section (self->redundant_heading, self->redundant_list, n + hidden > 0);
}

/* "The thermometer r1c1–r1c4": the element as a row's title. */
static char *
element_title (WpAnalysisPanel *self, guint index)
{
  g_autofree char *what = wp_element_describe (puzzle (self), g_ptr_array_index (puzzle (self)->elements, index));
  gunichar first = g_utf8_get_char (what);
  char head[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (what), NULL);
}

static void
fill_redundant_elements (WpAnalysisPanel *self)
{
  const WpAnalysis *result = analysis (self);
  guint n = result->redundant_elements ? result->redundant_elements->len : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = element_title (self, g_array_index (result->redundant_elements, guint, i));
      GtkWidget *row = button_row (title, _("The puzzle stays unique without it"), _("_Remove"),
                                   G_CALLBACK (on_remove_element_clicked), self, i);

      gtk_list_box_append (self->elements_list, row);
    }
  show_section (self->elements_heading, self->elements_list, n > 0);
}

/* --- What the puzzle owes to each rule -------------------------------------------- */

/* "Unique", "1728 solutions", "At least 10000 solutions (the count stopped
 * at its cap)". */
static char *
describe_rule_count (const WpRuleCount *count)
{
  g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, count->count);
  gulong plural = (gulong) MIN (count->count, G_MAXULONG);

  switch (count->stopped)
    {
    case WP_STOP_NONE:
      if (count->count == 0)
        return g_strdup (_("No solution"));
      if (count->count == 1)
        return g_strdup (_("Unique"));
      return g_strdup_printf (ngettext ("%s solution", "%s solutions", plural), n);
    case WP_STOP_CAP:
      return g_strdup_printf (ngettext ("At least %s solution (the count stopped at its cap)",
                                        "At least %s solutions (the count stopped at its cap)", plural), n);
    case WP_STOP_TIMEOUT:
      if (count->count == 0)
        return g_strdup (_("None found before the time ran out"));
      return g_strdup_printf (ngettext ("At least %s solution (the time ran out)",
                                        "At least %s solutions (the time ran out)", plural), n);
    case WP_STOP_CANCELLED:
    default:
      return g_strdup_printf (ngettext ("At least %s solution (stopped)", "At least %s solutions (stopped)",
                                        plural), n);
    }
}

static void
add_rule_row (WpAnalysisPanel *self, const char *title, const WpRuleCount *count)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *subtitle = describe_rule_count (count);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_append (self->rules_list, row);
}

static void
fill_rules (WpAnalysisPanel *self, const WpRuleDependence *rules)
{
  empty_list (self->rules_list);
  add_rule_row (self, _("With every rule"), &rules->all);
  for (guint i = 0; i < rules->without->len; i++)
    {
      const WpRuleCount *count = &g_array_index (rules->without, WpRuleCount, i);
      /* Translators: "Without siteswap rows", "Without the thermometer r1c1–r1c4" */
      g_autofree char *title = g_strdup_printf (_("Without %s"), count->label);

      add_rule_row (self, title, count);
    }
  add_rule_row (self, _("Classic rules alone"), &rules->base);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_list), TRUE);
}

static void
on_rules_finished (WpCounter *counter, WpCountReport *report, WpAnalysisPanel *self)
{
  gtk_widget_set_sensitive (self->rules_button, !self->stale);
  /* Only the newest run of this counter reports, and a new grid discards
   * it; the snapshot check is one more guard. */
  if (self->report == NULL || report->puzzle != puzzle (self))
    return;
  g_clear_pointer (&self->rules_report, wp_count_report_unref);
  self->rules_report = wp_count_report_ref (report);
  if (report->rules)
    fill_rules (self, report->rules);
  else
    {
      GtkWidget *row = adw_action_row_new ();

      empty_list (self->rules_list);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     report->error ? report->error->message : _("The count could not be run"));
      gtk_list_box_append (self->rules_list, row);
    }
}

/* A row that says the count is under way, with a spinner. */
static void
show_rules_running (WpAnalysisPanel *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spinner = gtk_spinner_new ();

  empty_list (self->rules_list);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Counting without each rule…"));
  gtk_spinner_start (GTK_SPINNER (spinner));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spinner);
  gtk_list_box_append (self->rules_list, row);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_list), TRUE);
}

static void
on_rules_clicked (WpAnalysisPanel *self)
{
  wp_analysis_panel_count_rules (self);
}

/* --- Summary --------------------------------------------------------------------- */

static guint
smallest_pattern (WpAnalysisPanel *self)
{
  guint smallest = G_MAXUINT;

  for (guint i = 0; i < self->patterns->len; i++)
    smallest = MIN (smallest, ((const WpPattern *) g_ptr_array_index (self->patterns, i))->cells->len);
  return smallest;
}

/* The sentence about the nearest freedom agrees with the list below it: a
 * locked rectangle between two other solutions may be smaller than the
 * first solution's closest alternative, and then both are said. */
static char *
describe_closest (WpAnalysisPanel *self, const WpAnalysis *result)
{
  guint smallest = smallest_pattern (self), closest = result->closest_distance;
  g_autofree char *pattern = NULL;

  if (smallest == G_MAXUINT)
    return g_strdup (_("No deadly pattern was found in the time given."));
  pattern = g_strdup_printf (ngettext ("The smallest deadly pattern below has %u cell.",
                                       "The smallest deadly pattern below has %u cells.", smallest), smallest);
  if (!result->closest_proved)
    return g_steal_pointer (&pattern);
  if (smallest >= closest)
    return g_strdup_printf (ngettext ("The closest alternative differs in %u cell (proved minimal).",
                                      "The closest alternative differs in %u cells (proved minimal).",
                                      closest), closest);
  {
    g_autofree char *first = g_strdup_printf (
      ngettext ("The first solution found is %u cell from its closest alternative (proved minimal).",
                "The first solution found is %u cells from its closest alternative (proved minimal).",
                closest), closest);

    /* Translators: two sentences joined */
    return g_strdup_printf (_("%s %s"), pattern, first);
  }
}

static char *
describe_ambiguous (WpAnalysisPanel *self, const WpAnalysis *result)
{
  g_autofree char *patterns = describe_closest (self, result);
  g_autofree char *count = wp_count_to_string (result->count, result->count_kind, result->log2);

  if (result->count_kind == WP_COUNT_INFINITE)
    /* Translators: %s is the sentence about the closest solutions */
    return g_strdup_printf (_("%s True candidates hold for all of the infinitely many solutions."), patterns);
  if (result->count_kind == WP_COUNT_MORE_THAN)
    /* Translators: %s is the sentence about the closest solutions */
    return g_strdup_printf (_("%s True candidates come from all of the solutions, more than 18446744073709551615."),
                            patterns);
  if (result->exact)
    return g_strdup_printf (ngettext ("%s True candidates come from all %s solution.",
                                      "%s True candidates come from all %s solutions.",
                                      (gulong) MIN (result->count, G_MAXULONG)), patterns, count);
  return g_strdup_printf (ngettext ("%s True candidates so far, from the first %s solution.",
                                    "%s True candidates so far, from the first %s solutions.",
                                    (gulong) MIN (result->count, G_MAXULONG)), patterns, count);
}

static char *
describe_givens_of_unique (const WpAnalysis *result, const WpPuzzle *puzzle)
{
  guint n = result->redundant ? result->redundant->len : 0;

  /* A nonogram's clues may settle it (Laplace's Ashes' with its value
   * range): "minimal" would speak of givens that are not there. */
  if (wp_puzzle_count_givens (puzzle) == 0)
    return g_strdup (_("The clues settle the puzzle; no given is needed."));
  if (result->minimal)
    return g_strdup (_("Already minimal: removing any one given makes the puzzle ambiguous."));
  return g_strdup_printf (ngettext ("%u given can be removed and the puzzle stays unique (each checked by "
                                    "counting). Remove one, and the list is worked out again.",
                                    "%u givens can each be removed and the puzzle stays unique (each "
                                    "checked by counting). Remove one, and the list is worked out again.", n), n);
}

/* The sentence on givens, and one on elements when some can go. */
static char *
describe_unique (const WpAnalysis *result, const WpPuzzle *puzzle)
{
  g_autofree char *givens = describe_givens_of_unique (result, puzzle);
  guint n = result->redundant_elements ? result->redundant_elements->len : 0;
  g_autofree char *elements = NULL;

  if (n == 0)
    return g_steal_pointer (&givens);
  elements = g_strdup_printf (ngettext ("%u element can go too: the puzzle stays unique without it.",
                                        "%u elements can each go too: the puzzle stays unique without any one "
                                        "of them.", n), n);
  /* Translators: two sentences joined */
  return g_strdup_printf (_("%s %s"), givens, elements);
}

/* Why there is no solution: the same words as the status, and what a set
 * of clues was checked for. */
static char *
describe_contradiction (const WpContradiction *contradiction)
{
  if (contradiction == NULL)
    return g_strdup (_("The puzzle has no solution; the analysis could not name why in the time it had."));
  if (contradiction->kind == WP_CONTRADICTION_CLUES && contradiction->minimal &&
      (contradiction->cells->len + contradiction->lines->len) > 1)
    return g_strdup_printf ("%s %s", contradiction->message,
                            _("Without any one of them the rest has a solution (each checked by counting)."));
  return g_strdup (contradiction->message);
}

static void
set_summary (WpAnalysisPanel *self, const char *text)
{
  gtk_spinner_stop (self->spinner);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), FALSE);
  gtk_label_set_text (self->summary, text);
}

/* --- Public ----------------------------------------------------------------------- */

void
wp_analysis_panel_show_running (WpAnalysisPanel *self)
{
  self->explaining = FALSE;
  /* Stale lists stay where they are until the new ones replace them. */
  if (!self->stale)
    {
      reset (self);
      gtk_label_set_text (self->summary, _("Looking for deadly patterns and helpful givens…"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), TRUE);
  gtk_spinner_start (self->spinner);
}

void
wp_analysis_panel_show_explaining (WpAnalysisPanel *self)
{
  g_return_if_fail (WP_IS_ANALYSIS_PANEL (self));

  /* Lists of another grid would say nothing here: they go at once. */
  reset (self);
  self->explaining = TRUE;
  gtk_label_set_text (self->summary, _("Looking for why there is no solution…"));
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), TRUE);
  gtk_spinner_start (self->spinner);
}

/* The grid changed: the lists describe the old one.  They stay, dimmed and
 * inert, until the next analysis replaces them (or the new grid turns out
 * to have nothing to analyse), so the rows and their buttons do not jump
 * on every keystroke; the marks they put on the boards go at once. */
void
wp_analysis_panel_mark_stale (WpAnalysisPanel *self)
{
  g_return_if_fail (WP_IS_ANALYSIS_PANEL (self));

  if (self->report == NULL)
    return;
  /* Counts of a grid no longer shown: stop them; the lines stay, dimmed. */
  if (wp_counter_is_running (self->rules_counter))
    {
      wp_counter_discard (self->rules_counter);
      empty_list (self->rules_list);
      gtk_widget_set_visible (GTK_WIDGET (self->rules_list), FALSE);
    }
  set_stale (self, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), TRUE);
  gtk_spinner_start (self->spinner);
}

gboolean
wp_analysis_panel_is_stale (WpAnalysisPanel *self)
{
  return self->stale;
}

void
wp_analysis_panel_show_progress (WpAnalysisPanel *self, guint64 nodes)
{
  g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, nodes);
  g_autofree char *text = self->explaining
    ? g_strdup_printf (ngettext ("Looking for why there is no solution… %s position explored",
                                 "Looking for why there is no solution… %s positions explored",
                                 (gulong) MIN (nodes, G_MAXULONG)), count)
    : g_strdup_printf (ngettext ("Looking for deadly patterns and helpful givens… %s position explored",
                                 "Looking for deadly patterns and helpful givens… %s positions explored",
                                 (gulong) MIN (nodes, G_MAXULONG)), count);

  if (self->report == NULL && gtk_spinner_get_spinning (self->spinner))
    gtk_label_set_text (self->summary, text);
}

void
wp_analysis_panel_clear (WpAnalysisPanel *self, const char *reason)
{
  reset (self);
  set_summary (self, reason);
}

void
wp_analysis_panel_show (WpAnalysisPanel *self, WpCountReport *report)
{
  g_autofree char *summary = NULL;
  g_autoptr (WpCountReport) rules = NULL;
  const WpAnalysis *result;

  g_return_if_fail (report && report->analysis);
  /* The same grid shown again (Count All, undo back to it): its rule
   * counts still hold. */
  if (self->rules_report && self->rules_report->rules &&
      wp_puzzle_equal (self->rules_report->puzzle, report->puzzle))
    rules = wp_count_report_ref (self->rules_report);
  reset (self);
  self->report = wp_count_report_ref (report);
  result = analysis (self);
  fill_patterns (self);
  fill_suggestions (self);
  fill_redundant (self);
  fill_redundant_elements (self);
  fill_figure (self);
  gtk_widget_set_visible (self->rules_button, report->puzzle->elements->len > 0);
  if (rules)
    {
      self->rules_report = g_steal_pointer (&rules);
      fill_rules (self, self->rules_report->rules);
    }
  if (result->count >= 2)
    summary = describe_ambiguous (self, result);
  else if (result->count == 1 && result->exact)
    summary = describe_unique (result, report->puzzle);
  else if (result->count == 0 && result->exact)
    summary = describe_contradiction (result->contradiction);
  else
    summary = g_strdup (_("The analysis was stopped before it found anything to show."));
  if (result->explanation)
    {
      g_autofree char *counted = g_steal_pointer (&summary);

      /* Translators: two sentences joined: why the count is what it is, then the rest */
      summary = g_strdup_printf (_("%s %s"), result->explanation, counted);
    }
  set_summary (self, summary);
}

static void
mark_candidates (WpRenderOverlay *overlay, const WpAnalysis *result, const WpPuzzle *grid,
                 gboolean candidates, gboolean determined)
{
  overlay->value_base = result->value_base;
  overlay->n_values = MIN (result->n_values, 64);
  overlay->candidates = candidates ? g_new0 (guint64, overlay->n_cells) : NULL;
  overlay->determined = determined ? g_new0 (guint8, overlay->n_cells) : NULL;
  if (determined)
    {
      overlay->determined_values = g_new (gint, overlay->n_cells);
      for (guint cell = 0; cell < overlay->n_cells; cell++)
        overlay->determined_values[cell] = WP_CELL_EMPTY;
    }
  for (guint cell = 0; cell < overlay->n_cells; cell++)
    {
      guint64 bits;

      if (grid->cells[cell] != WP_CELL_EMPTY)
        continue;
      bits = wp_analysis_get_candidates (result, cell);
      if (overlay->candidates)
        overlay->candidates[cell] = bits;
      /* Shading a unique puzzle's every empty cell would say nothing, and a
       * capped enumeration cannot prove a cell fixed. */
      if (overlay->determined && result->count >= 2 && result->exact && wp_domain_is_single (bits))
        {
          overlay->determined[cell] = TRUE;
          overlay->determined_values[cell] = result->value_base + (gint) wp_domain_first (bits);
        }
    }
}

static gboolean
pattern_has_cell (const WpPattern *pattern, guint cell)
{
  for (guint i = 0; i < pattern->cells->len; i++)
    if (g_array_index (pattern->cells, guint, i) == cell)
      return TRUE;
  return FALSE;
}

/* One ghost at a time, the best given that breaks what the setter looks
 * at: the selected pattern's when one is selected, else the best of all.
 * Two ghosts would read as "place both", which may well clash. */
static gint
best_suggestion (WpAnalysisPanel *self, const WpAnalysis *result)
{
  const WpPattern *selected = self->selected >= 0 ? g_ptr_array_index (self->patterns, self->selected) : NULL;

  for (guint i = 0; selected && i < result->suggestions->len; i++)
    if (pattern_has_cell (selected, g_array_index (result->suggestions, WpSuggestion, i).cell))
      return (gint) i;
  return 0;
}

static void
mark_ghost (WpRenderOverlay *overlay, WpAnalysisPanel *self, const WpAnalysis *result)
{
  const WpSuggestion *best = &g_array_index (result->suggestions, WpSuggestion, best_suggestion (self, result));

  /* A ghost is a value; a clue to reveal has none to draw. */
  if (best->clue[0])
    return;
  overlay->ghosts = g_new (gint, overlay->n_cells);
  for (guint cell = 0; cell < overlay->n_cells; cell++)
    overlay->ghosts[cell] = WP_CELL_EMPTY;
  overlay->ghosts[best->cell] = best->value;
}

/* The tick/cross grid of a logic grid: what every solution agrees on.
 * Only from a complete enumeration: a tick from a capped sample would
 * claim a pairing no count has proved.  The solutions past the count (a
 * closer alternative appended) are not the puzzle's. */
static void
mark_pairs (WpRenderOverlay *overlay, const WpAnalysis *result, const WpPuzzle *grid)
{
  const WpViewHooks *view = grid->genre->view;
  g_autoptr (GPtrArray) solutions = NULL;
  guint side = grid->width * grid->height;

  if (view == NULL || view->pair_marks == NULL || !result->exact || result->count == 0 ||
      result->solutions == NULL || result->count > result->solutions->len)
    return;
  solutions = g_ptr_array_new ();
  for (guint i = 0; i < result->count; i++)
    g_ptr_array_add (solutions, g_ptr_array_index (result->solutions, i));
  overlay->pair_marks = g_new0 (guint8, (gsize) side * side);
  view->pair_marks (grid, solutions, overlay->pair_marks);
}

gboolean
wp_analysis_panel_get_candidate_basis (WpAnalysisPanel *self, guint64 *n_solutions, gboolean *all)
{
  const WpAnalysis *result = current_analysis (self);

  if (result == NULL || result->count < 2 || result->value_counts == NULL)
    return FALSE;
  *n_solutions = result->count;
  *all = result->exact;
  return TRUE;
}

WpRenderOverlay *
wp_analysis_panel_build_overlay (WpAnalysisPanel *self, gboolean candidates, gboolean determined,
                                 gboolean ghosts)
{
  const WpAnalysis *result = current_analysis (self);
  WpRenderOverlay *overlay;

  if (result == NULL)
    return NULL;
  overlay = wp_render_overlay_new (result->n_cells);
  if ((candidates || determined) && result->count >= 1 && result->value_counts)
    mark_candidates (overlay, result, puzzle (self), candidates, determined);
  if (ghosts && result->suggestions && result->suggestions->len > 0)
    mark_ghost (overlay, self, result);
  mark_pairs (overlay, result, puzzle (self));
  for (guint i = 0; i < self->patterns->len; i++)
    {
      const WpPattern *pattern = g_ptr_array_index (self->patterns, i);
      /* Past a handful only the selected pattern is drawn (fill_patterns()
       * selects the first, the shortest, until the setter picks another). */
      if (self->patterns->len > MAX_PATTERNS_DRAWN && (gint) i != self->selected)
        continue;
      /* A chain is drawn as its closed path, in path order. */
      WpRenderOutline *outline = wp_render_overlay_add_outline (overlay, pattern->path ? pattern->path
                                                                                    : pattern->cells, i);

      outline->as_path = pattern->path != NULL;
      outline->emphasised = (gint) i == self->selected;
    }
  return overlay;
}

/* @n of @total as a share a person reads at a glance ("60 %"), never
 * rounded into a certainty it is not: "<1 %" and ">99 %" near the ends. */
static char *
share_text (guint64 n, guint64 total)
{
  guint64 percent = (guint64) ((gdouble) n * 100.0 / (gdouble) total + 0.5);

  if (n == total)
    return g_strdup ("100 %");
  if (percent >= 100)
    return g_strdup (">99 %");
  if (percent == 0)
    return g_strdup ("<1 %");
  return g_strdup_printf ("%" G_GUINT64_FORMAT " %%", percent);
}

/* "r1c2: 2 in 4 of 12 solutions (33 %), 5 in 4 (33 %), 7 in 4 (33 %)":
 * the share is the chance of each value in a solution picked at random
 * (a Minesweeper cell's mine probability). */
static char *
describe_candidates (WpAnalysisPanel *self, guint cell)
{
  const WpAnalysis *result = analysis (self);
  g_autofree char *name = cell_name (self, cell);
  g_autofree char *total = wp_count_to_string (result->count, result->count_kind, result->log2);
  GString *text = g_string_new (NULL);
  /* Past 2^63 solutions (or infinitely many) a tally is not a count, only
   * a sign that the value occurs: name the values alone. */
  gboolean tallied = result->count_kind == WP_COUNT_ENUMERATED
                     || (result->count_kind == WP_COUNT_POWER_OF_TWO && result->log2 < 64);

  for (guint i = 0; i < result->n_values; i++)
    {
      guint64 n = result->value_counts[cell * result->n_values + i];
      g_autofree char *value = NULL, *times = NULL;

      if (n == 0)
        continue;
      value = value_name (self, result->value_base + (gint) i);
      times = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
      if (!tallied)
        g_string_append_printf (text, text->len ? ", %s" : "%s", value);
      else
        {
          g_autofree char *share = result->exact ? share_text (n, result->count) : NULL;

          if (text->len == 0)
            /* Translators: "2 in 4 of 12 solutions" */
            g_string_append_printf (text, _("%s in %s of %s solutions"), value, times, total);
          else
            g_string_append_printf (text, ", %s in %s", value, times);
          /* A share of the solutions found so far is no chance: only an
           * exact count gives one. */
          if (result->exact)
            g_string_append_printf (text, " (%s)", share);
        }
    }
  {
    g_autofree char *values = g_string_free (text, FALSE);

    /* Translators: "r1c2 — true candidates: 2 in 4 of 12 solutions, …" */
    return g_strdup_printf (result->exact ? _("%s — true candidates: %s") : _("%s — true candidates so far: %s"),
                            name, values);
  }
}

GStrv
wp_analysis_panel_build_tooltips (WpAnalysisPanel *self)
{
  const WpAnalysis *result = current_analysis (self);
  g_autoptr (GStrvBuilder) builder = NULL;

  if (result == NULL || result->count < 2 || result->value_counts == NULL)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint cell = 0; cell < result->n_cells; cell++)
    {
      g_autofree char *tip = puzzle (self)->cells[cell] == WP_CELL_EMPTY ? describe_candidates (self, cell)
                                                                         : g_strdup ("");

      g_strv_builder_add (builder, tip);
    }
  return g_strv_builder_end (builder);
}

WpGradeView *
wp_analysis_panel_get_grade_view (WpAnalysisPanel *self)
{
  return self->grade_view;
}

const char *
wp_analysis_panel_get_summary (WpAnalysisPanel *self)
{
  return gtk_label_get_text (self->summary);
}

const char *
wp_analysis_panel_get_figure_title (WpAnalysisPanel *self)
{
  return self->figure && gtk_widget_get_visible (GTK_WIDGET (self->figure_area)) ? self->figure->title : NULL;
}

const char *
wp_analysis_panel_get_figure_caption (WpAnalysisPanel *self)
{
  return self->figure ? gtk_label_get_text (self->figure_caption) : NULL;
}

guint
wp_analysis_panel_get_n_patterns (WpAnalysisPanel *self)
{
  return self->patterns->len;
}

guint
wp_analysis_panel_get_n_suggestions (WpAnalysisPanel *self)
{
  return analysis (self) && analysis (self)->suggestions ? analysis (self)->suggestions->len : 0;
}

const char *
wp_analysis_panel_get_suggestion_title (WpAnalysisPanel *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->suggestions_list, (int) index);

  return row ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

gboolean
wp_analysis_panel_suggestion_shows_glyph (WpAnalysisPanel *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->suggestions_list, (int) index);
  GtkWidget *sample = row ? g_object_get_data (G_OBJECT (row), "value-sample") : NULL;

  return sample && GTK_IS_DRAWING_AREA (sample) && gtk_widget_is_ancestor (sample, GTK_WIDGET (row));
}

guint
wp_analysis_panel_get_n_redundant (WpAnalysisPanel *self)
{
  return analysis (self) && analysis (self)->redundant ? analysis (self)->redundant->len : 0;
}

void
wp_analysis_panel_select_pattern (WpAnalysisPanel *self, gint index)
{
  GtkListBoxRow *row = index >= 0 ? gtk_list_box_get_row_at_index (self->patterns_list, index) : NULL;

  if (row)
    gtk_list_box_select_row (self->patterns_list, row);
  else
    gtk_list_box_unselect_all (self->patterns_list);
}

gint
wp_analysis_panel_get_selected_pattern (WpAnalysisPanel *self)
{
  return self->selected;
}

void
wp_analysis_panel_activate_suggestion (WpAnalysisPanel *self, guint index)
{
  const WpSuggestion *suggestion;

  if (self->stale || index >= wp_analysis_panel_get_n_suggestions (self))
    return;
  suggestion = &g_array_index (analysis (self)->suggestions, WpSuggestion, index);
  if (suggestion->clue[0])
    g_signal_emit (self, signals[REVEAL_CLUE], 0, suggestion->cell, suggestion->clue);
  else
    g_signal_emit (self, signals[PLACE_VALUE], 0, suggestion->cell, suggestion->value);
}

void
wp_analysis_panel_activate_redundant (WpAnalysisPanel *self, guint index)
{
  if (self->stale || index >= wp_analysis_panel_get_n_redundant (self))
    return;
  g_signal_emit (self, signals[REMOVE_GIVEN], 0, g_array_index (analysis (self)->redundant, guint, index));
}

guint
wp_analysis_panel_get_n_hidable (WpAnalysisPanel *self)
{
  const WpAnalysis *result = current_analysis (self);
  guint n = 0;

  for (guint i = 0; result && result->removable && i < result->removable->len; i++)
    n += g_array_index (result->removable, WpClueRef, i).kind == WP_CLUE_INSIDE;
  return n;
}

void
wp_analysis_panel_activate_hidable (WpAnalysisPanel *self, guint index)
{
  guint cell;

  if (self->stale || current_analysis (self) == NULL)
    return;
  cell = hidable_cell (current_analysis (self), index);
  if (cell != G_MAXUINT)
    g_signal_emit (self, signals[HIDE_CLUE], 0, cell);
}

guint
wp_analysis_panel_get_n_redundant_elements (WpAnalysisPanel *self)
{
  return analysis (self) && analysis (self)->redundant_elements ? analysis (self)->redundant_elements->len : 0;
}

const char *
wp_analysis_panel_get_redundant_element_title (WpAnalysisPanel *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->elements_list, (int) index);

  return row ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

void
wp_analysis_panel_activate_redundant_element (WpAnalysisPanel *self, guint index)
{
  if (self->stale || index >= wp_analysis_panel_get_n_redundant_elements (self))
    return;
  g_signal_emit (self, signals[REMOVE_ELEMENT], 0, g_array_index (analysis (self)->redundant_elements, guint, index));
}

gboolean
wp_analysis_panel_can_count_rules (WpAnalysisPanel *self)
{
  return self->report && !self->stale && self->report->puzzle->elements->len > 0;
}

void
wp_analysis_panel_count_rules (WpAnalysisPanel *self)
{
  g_return_if_fail (WP_IS_ANALYSIS_PANEL (self));

  if (!wp_analysis_panel_can_count_rules (self) || wp_counter_is_running (self->rules_counter))
    return;
  g_clear_pointer (&self->rules_report, wp_count_report_unref);
  /* The analysed snapshot, never the live document: it does not change. */
  wp_counter_submit_rule_dependence (self->rules_counter, puzzle (self), RULES_CAP, RULES_TIMEOUT_S);
  gtk_widget_set_sensitive (self->rules_button, FALSE);
  show_rules_running (self);
}

gboolean
wp_analysis_panel_is_counting_rules (WpAnalysisPanel *self)
{
  return wp_counter_is_running (self->rules_counter);
}

GStrv
wp_analysis_panel_get_rule_lines (WpAnalysisPanel *self)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  GtkWidget *child;

  if (self->rules_report == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->rules_list)))
    return g_strv_builder_end (builder);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->rules_list)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *subtitle = ADW_IS_ACTION_ROW (child) ? adw_action_row_get_subtitle (ADW_ACTION_ROW (child)) : NULL;
      g_autofree char *line = g_strdup_printf ("%s: %s",
                                               adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)),
                                               subtitle ? subtitle : "");

      g_strv_builder_add (builder, line);
    }
  return g_strv_builder_end (builder);
}

static void
on_pattern_selected (GtkListBox *list, GtkListBoxRow *row, WpAnalysisPanel *self)
{
  gint index = row ? gtk_list_box_row_get_index (row) : -1;

  if (index == self->selected)
    return;
  self->selected = index;
  g_signal_emit (self, signals[OVERLAY_CHANGED], 0);
}

/* --- Class ------------------------------------------------------------------------ */

static void
wp_analysis_panel_dispose (GObject *object)
{
  WpAnalysisPanel *self = WP_ANALYSIS_PANEL (object);

  if (self->rules_counter)
    {
      wp_counter_discard (self->rules_counter);
      g_signal_handlers_disconnect_by_data (self->rules_counter, self);
      g_clear_object (&self->rules_counter);
    }
  g_clear_pointer (&self->rules_report, wp_count_report_unref);
  g_clear_pointer (&self->report, wp_count_report_unref);
  g_clear_pointer (&self->patterns, g_ptr_array_unref);
  g_clear_pointer (&self->figure, wp_figure_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_ANALYSIS_PANEL);
  G_OBJECT_CLASS (wp_analysis_panel_parent_class)->dispose (object);
}

static void
wp_analysis_panel_class_init (WpAnalysisPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_analysis_panel_dispose;
  g_type_ensure (WP_TYPE_GRADE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, spinner);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, summary);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, grade_view);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, patterns_heading);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, patterns_list);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, suggestions_heading);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, suggestions_list);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, redundant_heading);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, redundant_list);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, elements_heading);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, elements_list);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, rules_button);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, rules_list);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, figure_heading);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, figure_area);
  gtk_widget_class_bind_template_child (widget_class, WpAnalysisPanel, figure_caption);
  gtk_widget_class_bind_template_callback (widget_class, on_pattern_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_clicked);

  /**
   * WpAnalysisPanel::overlay-changed:
   *
   * The selected pattern changed: the boards' overlays need rebuilding.
   */
  signals[OVERLAY_CHANGED] = g_signal_new ("overlay-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * WpAnalysisPanel::place-value:
   * @cell: the cell index
   * @value: the suggested given
   */
  signals[PLACE_VALUE] = g_signal_new ("place-value", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  /**
   * WpAnalysisPanel::reveal-clue:
   * @cell: the cell index
   * @clue: the suggested clue inside it, as WpCellClueHooks.set takes it
   */
  signals[REVEAL_CLUE] = g_signal_new ("reveal-clue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
  /**
   * WpAnalysisPanel::remove-given:
   * @cell: a given the puzzle stays unique without
   */
  signals[REMOVE_GIVEN] = g_signal_new ("remove-given", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * WpAnalysisPanel::remove-element:
   * @index: an element (index into the puzzle's elements) the puzzle stays
   *   unique without
   */
  signals[REMOVE_ELEMENT] = g_signal_new ("remove-element", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * WpAnalysisPanel::hide-clue:
   * @cell: a cell whose clue the puzzle stays unique without
   */
  signals[HIDE_CLUE] = g_signal_new ("hide-clue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
wp_analysis_panel_init (WpAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rules_counter = wp_counter_new ();
  g_signal_connect (self->rules_counter, "finished", G_CALLBACK (on_rules_finished), self);
  self->patterns = g_ptr_array_new ();
  self->selected = -1;
  gtk_drawing_area_set_draw_func (self->figure_area, draw_figure, self, NULL);
  reset (self);
  set_summary (self, _("Deadly patterns, true candidates and helpful givens appear here once the "
                       "puzzle has been counted."));
}
