/* wp-grade-view.c — the grade and the solving path (see wp-grade-view.h) */
#include "app/wp-grade-view.h"
#include "core/wp-genre.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

struct _WpGradeView {
  GtkBox          parent_instance;

  /* template widgets */
  GtkWidget      *grade_box;
  GtkSpinner     *spinner;
  AdwActionRow   *grade_row;
  GtkLabel       *score_label;
  GtkLabel       *note;
  GtkExpander    *path_expander;
  GtkLabel       *step_label;
  GtkWidget      *previous_button;
  GtkWidget      *next_button;
  GtkScrolledWindow *steps_scroller;
  GtkListBox     *steps_list;
  GtkWidget      *reduce_button;

  WpPuzzle       *puzzle;      /* graded; NULL when there is no grade */
  WpGrade        *grade;
  gboolean        stale;       /* the grid changed since: dimmed, inert */
  gboolean        filled;      /* the step rows exist (made when first needed) */
  gint            selected;    /* the step selected, or -1 */
  gint           *progress;    /* the values the steps before it placed, per cell */
  gboolean        disposing;   /* taking the list apart deselects its row */
};

G_DEFINE_FINAL_TYPE (WpGradeView, wp_grade_view, GTK_TYPE_BOX)

enum { OVERLAY_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static guint
n_steps (WpGradeView *self)
{
  return self->grade && self->grade->steps ? self->grade->steps->len : 0;
}

static const WpGradeStep *
step_at (WpGradeView *self, guint index)
{
  return g_ptr_array_index (self->grade->steps, index);
}

/* --- Words for a step --------------------------------------------------------------- */

static char *
cell_name (WpGradeView *self, guint cell)
{
  return wp_cell_name (cell / self->puzzle->width, cell % self->puzzle->width);
}

/* As the board and the analysis panel name it ("7", "a submarine"). */
static char *
value_name (WpGradeView *self, gint value)
{
  const WpViewHooks *view = self->puzzle->genre->view;

  if (view && view->name_value)
    return view->name_value (self->puzzle, value);
  return self->puzzle->genre->format_value (self->puzzle, value);
}

/* "7 at r4c5, 3 at r6c1" */
static char *
describe_placed (WpGradeView *self, const GArray *placed)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < placed->len; i++)
    {
      const WpCellValue *change = &g_array_index (placed, WpCellValue, i);
      g_autofree char *value = value_name (self, change->value);
      g_autofree char *cell = cell_name (self, change->cell);

      if (i)
        g_string_append (text, ", ");
      /* Translators: a value and the cell it goes in: "7 at r4c5" */
      g_string_append_printf (text, _("%s at %s"), value, cell);
    }
  return g_string_free (text, FALSE);
}

static gint
compare_cells (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The cells @value is taken out of, in reading order: "r4c6, r4c7". */
static char *
cells_losing (WpGradeView *self, const GArray *eliminated, gint value)
{
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < eliminated->len; i++)
    if (g_array_index (eliminated, WpCellValue, i).value == value)
      g_array_append_val (cells, g_array_index (eliminated, WpCellValue, i).cell);
  g_array_sort (cells, compare_cells);
  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *name = cell_name (self, g_array_index (cells, guint, i));

      g_string_append_printf (text, "%s%s", i ? ", " : "", name);
    }
  return g_string_free (text, FALSE);
}

static gboolean
holds_value (const GArray *values, gint value)
{
  for (guint v = 0; v < values->len; v++)
    if (g_array_index (values, gint, v) == value)
      return TRUE;
  return FALSE;
}

static void
string_free (gpointer text)
{
  g_string_free (text, TRUE);
}

/* "3 from r4c6, r4c7; 2, 9 from r4c3": the values taken out of the same
 * cells together, in the order the values first occur. */
static char *
describe_eliminated (WpGradeView *self, const GArray *eliminated)
{
  g_autoptr (GPtrArray) places = g_ptr_array_new_with_free_func (g_free);   /* the cells of each group */
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (string_free);   /* …and its values */
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (gint));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < eliminated->len; i++)
    {
      gint value = g_array_index (eliminated, WpCellValue, i).value;
      g_autofree char *cells = NULL, *name = NULL;
      guint group;

      if (holds_value (seen, value))
        continue;
      g_array_append_val (seen, value);
      cells = cells_losing (self, eliminated, value);
      name = value_name (self, value);
      for (group = 0; group < places->len; group++)
        if (g_str_equal (g_ptr_array_index (places, group), cells))
          break;
      if (group < places->len)
        g_string_append_printf (g_ptr_array_index (values, group), ", %s", name);
      else
        {
          g_ptr_array_add (places, g_steal_pointer (&cells));
          g_ptr_array_add (values, g_string_new (name));
        }
    }
  for (guint group = 0; group < places->len; group++)
    {
      if (group)
        g_string_append (text, "; ");
      /* Translators: candidates and the cells they are taken out of:
       * "2, 9 from r4c3" */
      g_string_append_printf (text, _("%s from %s"), ((GString *) g_ptr_array_index (values, group))->str,
                              (const char *) g_ptr_array_index (places, group));
    }
  return g_string_free (text, FALSE);
}

/* "Places 7 at r4c5", "Removes 3 from r4c6, r4c7", or both on two lines. */
static char *
describe_changes (WpGradeView *self, const WpGradeStep *step)
{
  g_autofree char *placed = step->placed && step->placed->len ? describe_placed (self, step->placed) : NULL;
  g_autofree char *eliminated = step->eliminated && step->eliminated->len
                                ? describe_eliminated (self, step->eliminated) : NULL;
  g_autofree char *places = placed ? g_strdup_printf (_("Places %s"), placed) : NULL;
  g_autofree char *removes = eliminated ? g_strdup_printf (_("Removes %s"), eliminated) : NULL;

  if (places && removes)
    return g_strdup_printf ("%s\n%s", places, removes);
  return g_strdup (places ? places : removes ? removes : "");
}

/* --- The path ------------------------------------------------------------------------ */

static void
empty_steps (WpGradeView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_list))))
    gtk_list_box_remove (self->steps_list, child);
  self->filled = FALSE;
}

/* Made when the path is first opened: a hard 25×25 has hundreds. */
static void
fill_steps (WpGradeView *self)
{
  if (self->filled)
    return;
  for (guint i = 0; i < n_steps (self); i++)
    {
      const WpGradeStep *step = step_at (self, i);
      GtkWidget *row = adw_action_row_new ();
      /* Translators: a step's number on the solving path, then the step */
      g_autofree char *title = g_strdup_printf (_("%u. %s"), i + 1, step->text);
      g_autofree char *subtitle = describe_changes (self, step);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_append (self->steps_list, row);
    }
  self->filled = TRUE;
}

static void
update_step_controls (WpGradeView *self)
{
  guint n = n_steps (self);
  g_autofree char *text = self->selected >= 0
                          ? g_strdup_printf (_("Step %u of %u"), (guint) self->selected + 1, n)
                          : g_strdup_printf (ngettext ("%u step", "%u steps", n), n);

  gtk_label_set_text (self->step_label, text);
  gtk_widget_set_sensitive (self->previous_button, self->selected > 0);
  gtk_widget_set_sensitive (self->next_button, n > 0 && self->selected + 1 < (gint) n);
}

/* Brings @row into the list's view without taking the focus from the
 * Previous and Next buttons. */
static void
scroll_to (WpGradeView *self, GtkWidget *row)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->steps_scroller);
  graphene_rect_t bounds;
  double top, page;

  if (!gtk_widget_compute_bounds (row, GTK_WIDGET (self->steps_list), &bounds))
    return;
  top = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < top)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > top + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
}

static void
set_selected (WpGradeView *self, gint index)
{
  if (index == self->selected)
    return;
  self->selected = index;
  g_clear_pointer (&self->progress, g_free);
  update_step_controls (self);
  g_signal_emit (self, signals[OVERLAY_CHANGED], 0);
}

static void
on_step_selected (WpGradeView *self, GtkListBoxRow *row)
{
  if (self->disposing)
    return;
  set_selected (self, row ? gtk_list_box_row_get_index (row) : -1);
}

/* Closing the path takes its marks off the board. */
static void
on_path_expanded (WpGradeView *self)
{
  if (gtk_expander_get_expanded (self->path_expander))
    fill_steps (self);
  else
    wp_grade_view_select_step (self, -1);
}

static void
on_previous_clicked (WpGradeView *self)
{
  wp_grade_view_previous_step (self);
}

static void
on_next_clicked (WpGradeView *self)
{
  wp_grade_view_next_step (self);
}

/* --- The grade ----------------------------------------------------------------------- */

static void
set_stale (WpGradeView *self, gboolean stale)
{
  gboolean had_marks = wp_grade_view_has_marks (self);

  self->stale = stale;
  gtk_widget_set_sensitive (GTK_WIDGET (self->grade_row), !stale);
  gtk_widget_set_sensitive (GTK_WIDGET (self->path_expander), !stale);
  gtk_widget_set_sensitive (GTK_WIDGET (self->note), !stale);
  if (had_marks != wp_grade_view_has_marks (self))
    g_signal_emit (self, signals[OVERLAY_CHANGED], 0);
}

static void
set_spinning (WpGradeView *self, gboolean spinning)
{
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), spinning);
  if (spinning)
    gtk_spinner_start (self->spinner);
  else
    gtk_spinner_stop (self->spinner);
}

/* Forgets the grade and its path (the marks go with the selection). */
static void
forget (WpGradeView *self)
{
  gboolean had_marks = wp_grade_view_has_marks (self);

  self->selected = -1;
  g_clear_pointer (&self->progress, g_free);
  empty_steps (self);
  g_clear_pointer (&self->grade, wp_grade_free);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->stale = FALSE;
  if (had_marks)
    g_signal_emit (self, signals[OVERLAY_CHANGED], 0);
}

static void
set_row (WpGradeView *self, const char *title, const char *subtitle, const char *score)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->grade_row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->grade_row), subtitle);
  gtk_label_set_text (self->score_label, score);
  gtk_widget_set_visible (GTK_WIDGET (self->score_label), *score != '\0');
}

/* What the grade leaves unsaid: where a step solver gave up, and seed
 * 004's guess measure when both were taken. */
static char *
describe_note (const WpGrade *grade)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (grade->steps && !grade->complete)
    g_string_append_printf (text, ngettext ("The step solver got stuck after %u step; the rest needs trial "
                                            "and error.",
                                            "The step solver got stuck after %u steps; the rest needs trial "
                                            "and error.", grade->steps->len), grade->steps->len);
  if (grade->steps && grade->mean_guesses >= 0)
    {
      g_autofree char *mean = g_strdup_printf ("%.1f", grade->mean_guesses);

      if (text->len)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, ngettext ("A solver that guesses at random made %s guesses on average over "
                                              "%u run.",
                                              "A solver that guesses at random made %s guesses on average over "
                                              "%u runs.", grade->runs), mean, grade->runs);
    }
  return text->len ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* The grade's sentence without the level the row's title already says:
 * "Hard (3.8): needs an X-wing" under "Hard" reads "Needs an X-wing".  A
 * sentence in another shape is kept whole. */
static char *
sentence_after_level (const WpGrade *grade)
{
  const char *label = _(grade->level->label);
  const char *rest;
  gunichar first;
  char head[8] = { 0 };

  if (grade->summary == NULL)
    return g_strdup ("");
  if (!g_str_has_prefix (grade->summary, label) || (rest = strstr (grade->summary, ": ")) == NULL || rest[2] == '\0')
    return g_strdup (grade->summary);
  rest += 2;
  first = g_utf8_get_char (rest);
  g_unichar_to_utf8 (g_unichar_toupper (first), head);
  return g_strconcat (head, g_utf8_next_char (rest), NULL);
}

/* Whether @text mentions @what, whatever the case. */
static gboolean
names (const char *text, const char *what)
{
  g_autofree char *folded_text = g_utf8_casefold (text, -1);
  g_autofree char *folded_what = g_utf8_casefold (what, -1);

  return strstr (folded_text, folded_what) != NULL;
}

static void
show_grade (WpGradeView *self)
{
  const WpGrade *grade = self->grade;
  g_autofree char *score = g_strdup_printf ("%.1f", grade->score);
  g_autofree char *sentence = sentence_after_level (grade);
  g_autofree char *subtitle = NULL;
  g_autofree char *note = describe_note (grade);
  guint n = n_steps (self);

  /* The hardest technique, when the sentence does not already name it
   * ("needs hidden singles" names "Hidden single"). */
  if (grade->hardest && !names (sentence, grade->hardest))
    /* Translators: the grade's sentence, then the hardest technique used */
    subtitle = g_strdup_printf (_("%s\nHardest step: %s"), sentence, grade->hardest);
  else
    subtitle = g_steal_pointer (&sentence);
  set_row (self, _(grade->level->label), subtitle, score);
  /* What the level means on its scale. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->grade_row),
                               grade->level->description ? _(grade->level->description) : NULL);
  gtk_label_set_text (self->note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  if (n > 0)
    {
      g_autofree char *label = g_strdup_printf (ngettext ("Solving _Path (%u step)", "Solving _Path (%u steps)", n),
                                                n);

      gtk_expander_set_label (self->path_expander, label);
      if (gtk_expander_get_expanded (self->path_expander))
        fill_steps (self);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->path_expander), n > 0);
  update_step_controls (self);
}

/* --- Public ---------------------------------------------------------------------- */

void
wp_grade_view_show_grading (WpGradeView *self)
{
  g_return_if_fail (WP_IS_GRADE_VIEW (self));

  gtk_widget_set_visible (self->grade_box, TRUE);
  set_spinning (self, TRUE);
  if (self->grade == NULL)
    {
      set_row (self, _("Grading…"), _("Solving the puzzle the way a person would"), "");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->grade_row), NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->path_expander), FALSE);
    }
  else
    set_stale (self, TRUE);
}

void
wp_grade_view_show (WpGradeView *self, const WpPuzzle *puzzle, WpGrade *grade)
{
  g_return_if_fail (WP_IS_GRADE_VIEW (self));
  g_return_if_fail (puzzle != NULL && grade != NULL);

  forget (self);
  self->puzzle = wp_puzzle_ref (puzzle);
  self->grade = grade;
  set_spinning (self, FALSE);
  set_stale (self, FALSE);
  gtk_widget_set_visible (self->grade_box, TRUE);
  show_grade (self);
}

void
wp_grade_view_show_error (WpGradeView *self, const char *message)
{
  forget (self);
  set_spinning (self, FALSE);
  set_stale (self, FALSE);
  gtk_widget_set_visible (self->grade_box, TRUE);
  set_row (self, _("Not graded"), message, "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->grade_row), NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->path_expander), FALSE);
}

void
wp_grade_view_clear (WpGradeView *self)
{
  g_return_if_fail (WP_IS_GRADE_VIEW (self));

  forget (self);
  set_spinning (self, FALSE);
  set_stale (self, FALSE);
  gtk_widget_set_visible (self->grade_box, FALSE);
}

/* The grid changed: the grade describes the old one.  It stays, dimmed,
 * until the next one replaces it; the step's marks go at once. */
void
wp_grade_view_mark_stale (WpGradeView *self)
{
  g_return_if_fail (WP_IS_GRADE_VIEW (self));

  if (!gtk_widget_get_visible (self->grade_box))
    return;
  set_stale (self, TRUE);
  set_spinning (self, TRUE);
}

gboolean
wp_grade_view_is_stale (WpGradeView *self)
{
  return self->stale;
}

const WpPuzzle *
wp_grade_view_get_puzzle (WpGradeView *self)
{
  return self->puzzle;
}

void
wp_grade_view_revive (WpGradeView *self)
{
  g_return_if_fail (self->grade != NULL);

  set_spinning (self, FALSE);
  set_stale (self, FALSE);
}

gboolean
wp_grade_view_has_marks (WpGradeView *self)
{
  return !self->stale && self->selected >= 0 && (guint) self->selected < n_steps (self);
}

static void
outline_cells (WpRenderOverlay *overlay, GArray *cells, guint colour, gboolean emphasised)
{
  WpRenderOutline *outline;

  if (cells->len == 0)
    return;
  outline = wp_render_overlay_add_outline (overlay, cells, colour);
  outline->emphasised = emphasised;
}

/* The step's own cells outlined in the first colour; the cells it takes
 * candidates out of, where they are others, in the second; the values it
 * places laid in as ghosts. */
void
wp_grade_view_add_marks (WpGradeView *self, WpRenderOverlay *overlay)
{
  const WpGradeStep *step;
  g_autoptr (GArray) others = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!wp_grade_view_has_marks (self) || overlay->n_cells != wp_puzzle_n_cells (self->puzzle))
    return;
  step = step_at (self, (guint) self->selected);
  outline_cells (overlay, step->cells, 0, TRUE);
  for (guint i = 0; step->eliminated && i < step->eliminated->len; i++)
    {
      guint cell = g_array_index (step->eliminated, WpCellValue, i).cell;
      gboolean listed = FALSE;

      for (guint j = 0; j < step->cells->len && !listed; j++)
        listed = g_array_index (step->cells, guint, j) == cell;
      for (guint j = 0; j < others->len && !listed; j++)
        listed = g_array_index (others, guint, j) == cell;
      if (!listed)
        g_array_append_val (others, cell);
    }
  outline_cells (overlay, others, 1, FALSE);
  if (step->placed && step->placed->len && overlay->ghosts == NULL)
    {
      overlay->ghosts = g_new (gint, overlay->n_cells);
      for (guint cell = 0; cell < overlay->n_cells; cell++)
        overlay->ghosts[cell] = WP_CELL_EMPTY;
    }
  for (guint i = 0; step->placed && i < step->placed->len; i++)
    {
      const WpCellValue *change = &g_array_index (step->placed, WpCellValue, i);

      if (change->cell < overlay->n_cells)
        overlay->ghosts[change->cell] = change->value;
    }
}

/* The grid as the path has filled it when the selected step comes: what
 * the board shows in the solution's ink, so the step reads against the
 * cells it reasons about. */
const gint *
wp_grade_view_get_progress (WpGradeView *self)
{
  guint n;

  if (!wp_grade_view_has_marks (self))
    return NULL;
  if (self->progress)
    return self->progress;
  n = wp_puzzle_n_cells (self->puzzle);
  self->progress = g_new (gint, n);
  for (guint cell = 0; cell < n; cell++)
    self->progress[cell] = WP_CELL_EMPTY;
  for (guint i = 0; i < (guint) self->selected; i++)
    {
      const GArray *placed = step_at (self, i)->placed;

      for (guint k = 0; placed && k < placed->len; k++)
        {
          const WpCellValue *change = &g_array_index (placed, WpCellValue, k);

          if (change->cell < n)
            self->progress[change->cell] = change->value;
        }
    }
  return self->progress;
}

void
wp_grade_view_set_reduce_tooltip (WpGradeView *self, const char *text)
{
  gtk_widget_set_tooltip_text (self->reduce_button, text);
}

const WpGrade *
wp_grade_view_get_grade (WpGradeView *self)
{
  return self->grade;
}

const char *
wp_grade_view_get_title (WpGradeView *self)
{
  return gtk_widget_get_visible (self->grade_box) ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->grade_row))
                                                  : NULL;
}

const char *
wp_grade_view_get_subtitle (WpGradeView *self)
{
  return gtk_widget_get_visible (self->grade_box) ? adw_action_row_get_subtitle (self->grade_row) : NULL;
}

guint
wp_grade_view_get_n_steps (WpGradeView *self)
{
  return n_steps (self);
}

void
wp_grade_view_select_step (WpGradeView *self, gint index)
{
  GtkListBoxRow *row;

  g_return_if_fail (WP_IS_GRADE_VIEW (self));

  if (index < 0 || (guint) index >= n_steps (self))
    {
      gtk_list_box_unselect_all (self->steps_list);
      set_selected (self, -1);
      return;
    }
  fill_steps (self);
  gtk_expander_set_expanded (self->path_expander, TRUE);
  row = gtk_list_box_get_row_at_index (self->steps_list, index);
  gtk_list_box_select_row (self->steps_list, row);
  scroll_to (self, GTK_WIDGET (row));
}

gint
wp_grade_view_get_selected_step (WpGradeView *self)
{
  return self->selected;
}

static GtkWidget *
step_row (WpGradeView *self, guint index)
{
  if (index >= n_steps (self))
    return NULL;
  fill_steps (self);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (self->steps_list, (int) index));
}

const char *
wp_grade_view_get_step_title (WpGradeView *self, guint index)
{
  GtkWidget *row = step_row (self, index);

  return row ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : NULL;
}

const char *
wp_grade_view_get_step_subtitle (WpGradeView *self, guint index)
{
  GtkWidget *row = step_row (self, index);

  return row ? adw_action_row_get_subtitle (ADW_ACTION_ROW (row)) : NULL;
}

void
wp_grade_view_next_step (WpGradeView *self)
{
  if (!self->stale && self->selected + 1 < (gint) n_steps (self))
    wp_grade_view_select_step (self, self->selected + 1);
}

void
wp_grade_view_previous_step (WpGradeView *self)
{
  if (!self->stale && self->selected > 0)
    wp_grade_view_select_step (self, self->selected - 1);
}

/* --- Class ------------------------------------------------------------------------ */

static void
wp_grade_view_dispose (GObject *object)
{
  WpGradeView *self = WP_GRADE_VIEW (object);

  self->disposing = TRUE;
  g_clear_pointer (&self->progress, g_free);
  g_clear_pointer (&self->grade, wp_grade_free);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_GRADE_VIEW);
  G_OBJECT_CLASS (wp_grade_view_parent_class)->dispose (object);
}

static void
wp_grade_view_class_init (WpGradeViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_grade_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-grade-view.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, WpGradeView, name)
  BIND (grade_box);
  BIND (spinner);
  BIND (grade_row);
  BIND (score_label);
  BIND (note);
  BIND (path_expander);
  BIND (step_label);
  BIND (previous_button);
  BIND (next_button);
  BIND (steps_scroller);
  BIND (steps_list);
  BIND (reduce_button);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_step_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_path_expanded);
  gtk_widget_class_bind_template_callback (widget_class, on_previous_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);

  /**
   * WpGradeView::overlay-changed:
   *
   * The step selected changed, or its marks came or went: the board's
   * overlay needs rebuilding.
   */
  signals[OVERLAY_CHANGED] = g_signal_new ("overlay-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
wp_grade_view_init (WpGradeView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
}
