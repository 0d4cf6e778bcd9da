/* wp-clue-editor.c — clues picked from menus (see wp-clue-editor.h) */
#include "app/wp-clue-editor.h"
#include "core/wp-edit.h"
#include "core/wp-element.h"
#include "genres/logic/logic.h"

#include <glib/gi18n.h>

#define MAX_SLOTS 4
/* Suggestions are weighed against at most this many solutions (a few
 * milliseconds on seed 001's grid); past it a figure is a lower bound. */
#define SUGGEST_CAP 1000
#define MAX_SUGGESTIONS 5

struct _WpClueEditor {
  GtkWidget      parent_instance;

  GtkWidget     *button;
  GtkDropDown   *shape_menu;
  GtkWidget     *slot_box;
  GtkWidget     *add_button;
  GtkLabel      *error_label;
  GtkWidget     *list_title;
  GtkGrid       *clue_grid;
  GtkWidget     *suggest_button;
  GtkWidget     *categories_button;
  GtkLabel      *suggest_note;
  GtkGrid       *suggestion_grid;
  GtkLabel      *intended_note;         /* clues false in the intended solution */

  WpPuzzle      *puzzle;
  GPtrArray     *kinds;                 /* of const WpElementKind*: the pickable ones */
  GtkDropDown   *slots[MAX_SLOTS];
  GPtrArray     *sentences;             /* of char*, one per listed clue */
  GArray        *indices;               /* of guint: each listed clue's element index */
  WpLogicSuggestions *suggestions;      /* shown under Suggest a Clue, NULL when none */
  GPtrArray     *suggestion_texts;      /* of char*, one per shown suggestion */
  GCancellable  *suggesting;            /* the count under way, NULL when none */
};

G_DEFINE_FINAL_TYPE (WpClueEditor, wp_clue_editor, GTK_TYPE_WIDGET)

enum { EDIT, N_SIGNALS };
static guint signals[N_SIGNALS];

static const WpElementHooks *
hooks_of (const WpPuzzle *puzzle)
{
  const WpElementHooks *hooks = puzzle ? puzzle->genre->elements : NULL;

  return hooks && hooks->pick_slots && hooks->pick_choices && hooks->pick_build ? hooks : NULL;
}

gboolean
wp_clue_editor_offered (const WpPuzzle *puzzle)
{
  return hooks_of (puzzle) != NULL;
}

static const WpElementKind *
chosen_kind (WpClueEditor *self)
{
  guint i = gtk_drop_down_get_selected (self->shape_menu);

  return i < self->kinds->len ? g_ptr_array_index (self->kinds, i) : NULL;
}

/* One menu of choices per slot of the chosen kind; choices kept where the
 * slot was already there, so switching shape keeps the items picked. */
static void
build_slots (WpClueEditor *self)
{
  const WpElementHooks *hooks = hooks_of (self->puzzle);
  const WpElementKind *kind = chosen_kind (self);
  guint n = hooks && kind ? MIN (hooks->pick_slots (self->puzzle, kind), MAX_SLOTS) : 0;

  for (guint s = 0; s < MAX_SLOTS; s++)
    {
      g_auto (GStrv) choices = NULL;
      guint before;

      gtk_widget_set_visible (GTK_WIDGET (self->slots[s]), s < n);
      if (s >= n)
        continue;
      before = gtk_drop_down_get_selected (self->slots[s]);
      choices = hooks->pick_choices (self->puzzle, kind, s);
      gtk_drop_down_set_model (self->slots[s], G_LIST_MODEL (gtk_string_list_new ((const char *const *) choices)));
      gtk_drop_down_set_selected (self->slots[s], before < g_strv_length (choices) ? before : MIN (s, g_strv_length (choices) - 1));
    }
}

static void
on_shape_chosen (GtkDropDown *menu, GParamSpec *pspec, WpClueEditor *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  build_slots (self);
}

static void
show_error (WpClueEditor *self, const char *message)
{
  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
emit_edit (WpClueEditor *self, WpEdit *edit)
{
  g_autoptr (WpEdit) owned = edit;

  g_signal_emit (self, signals[EDIT], 0, edit);
}

static void
on_add_clicked (GtkButton *button, WpClueEditor *self)
{
  const WpElementHooks *hooks = hooks_of (self->puzzle);
  const WpElementKind *kind = chosen_kind (self);
  guint choices[MAX_SLOTS] = { 0 };
  g_autoptr (WpElement) element = NULL;
  g_autoptr (GError) error = NULL;

  if (hooks == NULL || kind == NULL)
    return;
  for (guint s = 0; s < MIN (hooks->pick_slots (self->puzzle, kind), MAX_SLOTS); s++)
    choices[s] = gtk_drop_down_get_selected (self->slots[s]);
  element = hooks->pick_build (self->puzzle, kind, choices);
  if (!wp_puzzle_check_element (self->puzzle, element, -1, &error))
    {
      show_error (self, error->message);
      return;
    }
  show_error (self, NULL);
  emit_edit (self, wp_edit_new_add_element (element));
}

static void
on_remove_clicked (GtkButton *button, WpClueEditor *self)
{
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row"));

  if (row < self->indices->len)
    emit_edit (self, wp_edit_new_remove_element (g_array_index (self->indices, guint, row)));
}

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

/* The clues as the page numbers them, each with its remove button. */
static void
list_clues (WpClueEditor *self)
{
  const WpElementHooks *hooks = hooks_of (self->puzzle);

  clear_grid (self->clue_grid);
  g_ptr_array_set_size (self->sentences, 0);
  g_array_set_size (self->indices, 0);
  for (guint i = 0; hooks && i < self->puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (self->puzzle->elements, i);
      guint row = self->sentences->len;
      g_autofree char *numbered = NULL;
      GtkWidget *label, *remove;
      char *sentence;

      if (hooks->pick_slots (self->puzzle, element->kind) == 0)
        continue;
      sentence = hooks->pick_sentence ? hooks->pick_sentence (self->puzzle, element)
                                      : wp_element_describe (self->puzzle, element);
      g_ptr_array_add (self->sentences, sentence);
      g_array_append_val (self->indices, i);
      numbered = g_strdup_printf ("%u. %s", row + 1, sentence);
      label = gtk_label_new (numbered);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_hexpand (label, TRUE);
      remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, _("Remove this clue"));
      g_object_set_data (G_OBJECT (remove), "row", GUINT_TO_POINTER (row));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
      gtk_grid_attach (self->clue_grid, label, 0, (int) row, 1, 1);
      gtk_grid_attach (self->clue_grid, remove, 1, (int) row, 1, 1);
    }
  gtk_widget_set_visible (self->list_title, self->sentences->len > 0);
}

/* What the genre says of the intended solution (clues false in it), under
 * the list; hidden when none is set or all is well. */
static void
show_intended_notes (WpClueEditor *self)
{
  const WpIntendedHooks *hooks = self->puzzle->genre->intended;
  g_autoptr (GPtrArray) notes = hooks && hooks->get (self->puzzle) ? hooks->check (self->puzzle, NULL) : NULL;

  if (notes && notes->len > 0)
    {
      g_autofree char *text = NULL;

      g_ptr_array_add (notes, NULL);
      text = g_strjoinv ("\n", (char **) notes->pdata);
      gtk_label_set_text (self->intended_note, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->intended_note), notes && notes->len > 0);
}

const char *
wp_clue_editor_get_intended_note (WpClueEditor *self)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->intended_note)) ? gtk_label_get_text (self->intended_note) : NULL;
}

/* --- Suggestions (logic grids) ------------------------------------------------- */

/* "leaves 3 solutions", "leaves at least 40 solutions" (a figure from the
 * first SUGGEST_CAP solutions only bounds the true one from below).  The
 * figures never pass SUGGEST_CAP, so they fit a guint. */
static char *
leaves_text (guint remaining, gboolean exact)
{
  if (exact)
    return g_strdup_printf (ngettext ("leaves %u solution", "leaves %u solutions", remaining), remaining);
  return g_strdup_printf (ngettext ("leaves at least %u solution", "leaves at least %u solutions", remaining),
                          remaining);
}

static void
clear_suggestions (WpClueEditor *self)
{
  /* A count under way was for the old clues: its answer is dropped. */
  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  gtk_widget_set_sensitive (self->suggest_button, TRUE);
  clear_grid (self->suggestion_grid);
  g_clear_pointer (&self->suggestions, wp_logic_suggestions_free);
  g_ptr_array_set_size (self->suggestion_texts, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->suggest_note), FALSE);
}

static void
on_take_suggestion (GtkButton *button, WpClueEditor *self)
{
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row"));

  if (self->suggestions && row < self->suggestions->suggestions->len)
    {
      const WpLogicSuggestion *s = &g_array_index (self->suggestions->suggestions, WpLogicSuggestion, row);

      emit_edit (self, wp_edit_new_add_element (s->clue));
    }
}

/* What the list is true in and weighed against, or why there is none. */
static char *
suggest_note_text (const WpLogicSuggestions *found)
{
  if (found->n_false > 0)
    return g_strdup_printf (ngettext ("%u clue or given is false in your intended solution (see the list below): "
                                      "no clue can lead to it until that changes.",
                                      "%u clues or givens are false in your intended solution (see the list "
                                      "below): no clue can lead to it until they change.", found->n_false),
                            found->n_false);
  if (found->n_solutions == 0)
    return g_strdup (_("The clues leave no solution, so no clue can be true in one."));
  if (found->n_solutions == 1 && found->exact)
    return g_strdup (_("The clues leave exactly one solution: no clue is missing."));
  if (found->suggestions->len == 0)
    return g_strdup (_("No clue of the menus rules out another solution."));
  if (found->from_intended && found->exact)
    return g_strdup_printf (_("True in your intended solution, weighed against all %u solutions."),
                            (guint) found->n_solutions);
  if (found->from_intended)
    return g_strdup_printf (_("True in your intended solution, weighed against the first %u solutions: there are "
                              "more, so each figure is a lower bound."), (guint) found->n_solutions);
  if (found->exact)
    return g_strdup_printf (_("True in the first solution found (no intended one is set; givens choose it), "
                              "weighed against all %u solutions."), (guint) found->n_solutions);
  return g_strdup_printf (_("True in the first solution found (no intended one is set; givens choose it), "
                            "weighed against the first %u solutions: there are more, so each figure is a "
                            "lower bound."), (guint) found->n_solutions);
}

static void
show_suggestions (WpClueEditor *self, WpLogicSuggestions *found, const GError *error)
{
  g_autofree char *note = NULL;

  self->suggestions = found;
  note = found ? suggest_note_text (found) : g_strdup (error->message);
  gtk_label_set_text (self->suggest_note, note);
  gtk_widget_set_visible (GTK_WIDGET (self->suggest_note), TRUE);
  for (guint i = 0; found && i < found->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (found->suggestions, WpLogicSuggestion, i);
      g_autofree char *sentence = wp_logic_clue_sentence (self->puzzle, s->clue);
      g_autofree char *leaves = leaves_text ((guint) s->remaining, found->exact);
      /* Translators: a suggested clue and what it leaves: "Bea drinks juice. — leaves 1 solution" */
      char *text = g_strdup_printf (_("%s — %s"), sentence, leaves);
      GtkWidget *label = gtk_label_new (text), *add = gtk_button_new_from_icon_name ("list-add-symbolic");

      g_ptr_array_add (self->suggestion_texts, text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_add_css_class (add, "flat");
      gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (add, _("Add this clue"));
      g_object_set_data (G_OBJECT (add), "row", GUINT_TO_POINTER (i));
      g_signal_connect (add, "clicked", G_CALLBACK (on_take_suggestion), self);
      gtk_grid_attach (self->suggestion_grid, label, 0, (int) i, 1, 1);
      gtk_grid_attach (self->suggestion_grid, add, 1, (int) i, 1, 1);
    }
}

/* The worker: counts on its own copy of the puzzle.  wp_logic_suggest()
 * cannot be stopped part way; a cancelled count (the clues changed) runs
 * to its end (a few hundred ms at most, at 6 × 8) and is dropped. */
static void
suggest_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  WpLogicSuggestions *found = wp_logic_suggest (data, SUGGEST_CAP, MAX_SUGGESTIONS, &error);

  if (found)
    g_task_return_pointer (task, found, (GDestroyNotify) wp_logic_suggestions_free);
  else
    g_task_return_error (task, error);
}

static void
on_suggestions_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpClueEditor) self = data;   /* the task's reference */
  WpLogicSuggestions *found = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      g_clear_pointer (&found, wp_logic_suggestions_free);
      return;
    }
  g_clear_object (&self->suggesting);
  gtk_widget_set_sensitive (self->suggest_button, TRUE);
  show_suggestions (self, found, error);
}

/* Counting solutions may take a moment on a large grid: it runs in a
 * worker, the popover says so meanwhile, and the window stays live. */
static void
on_suggest_clicked (GtkButton *button, WpClueEditor *self)
{
  g_autoptr (GTask) task = NULL;

  clear_suggestions (self);
  self->suggesting = g_cancellable_new ();
  gtk_widget_set_sensitive (self->suggest_button, FALSE);
  gtk_label_set_text (self->suggest_note, _("Counting…"));
  gtk_widget_set_visible (GTK_WIDGET (self->suggest_note), TRUE);
  task = g_task_new (NULL, self->suggesting, on_suggestions_ready, g_object_ref (self));
  g_task_set_task_data (task, wp_puzzle_copy (self->puzzle), (GDestroyNotify) wp_puzzle_free);
  g_task_run_in_thread (task, suggest_in_thread);
}

/* The kinds' names in the shape menu, when the genre changes. */
static void
list_kinds (WpClueEditor *self, const WpPuzzle *puzzle)
{
  const WpElementHooks *hooks = hooks_of (puzzle);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  g_ptr_array_set_size (self->kinds, 0);
  for (guint k = 0; hooks && hooks->kinds[k]; k++)
    if (hooks->pick_slots (puzzle, hooks->kinds[k]) > 0)
      {
        g_ptr_array_add (self->kinds, (gpointer) hooks->kinds[k]);
        gtk_string_list_append (names, _(hooks->kinds[k]->name));
      }
  gtk_drop_down_set_model (self->shape_menu, G_LIST_MODEL (names));
}

void
wp_clue_editor_set_puzzle (WpClueEditor *self, const WpPuzzle *puzzle)
{
  gboolean new_genre;

  g_return_if_fail (WP_IS_CLUE_EDITOR (self));
  g_return_if_fail (puzzle != NULL);
  new_genre = self->puzzle == NULL || self->puzzle->genre != puzzle->genre;
  wp_puzzle_ref (puzzle);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = (WpPuzzle *) puzzle;
  if (new_genre)
    list_kinds (self, puzzle);
  /* The items' names may have changed with the puzzle. */
  build_slots (self);
  list_clues (self);
  show_intended_notes (self);
  /* Suggestions were weighed for the old clues: asked for again. */
  clear_suggestions (self);
  gtk_widget_set_visible (self->suggest_button, puzzle->genre == &wp_genre_logic);
  gtk_widget_set_visible (self->categories_button, puzzle->genre == &wp_genre_logic);
}

guint
wp_clue_editor_suggest (WpClueEditor *self)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self), 0);
  g_signal_emit_by_name (self->suggest_button, "clicked");
  while (self->suggesting)
    g_main_context_iteration (NULL, TRUE);
  return self->suggestion_texts->len;
}

const char *
wp_clue_editor_get_suggestion (WpClueEditor *self, guint index)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self) && index < self->suggestion_texts->len, NULL);
  return g_ptr_array_index (self->suggestion_texts, index);
}

const char *
wp_clue_editor_get_suggest_note (WpClueEditor *self)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->suggest_note)) ? gtk_label_get_text (self->suggest_note) : NULL;
}

guint64
wp_clue_editor_take_suggestion (WpClueEditor *self, guint index)
{
  guint64 remaining;

  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self) && index < self->suggestion_texts->len, 0);
  remaining = g_array_index (self->suggestions->suggestions, WpLogicSuggestion, index).remaining;
  g_signal_emit_by_name (gtk_grid_get_child_at (self->suggestion_grid, 1, (int) index), "clicked");
  return remaining;
}

const char *
wp_clue_editor_add (WpClueEditor *self, const char *kind_id, const guint *choices)
{
  const WpElementKind *kind = NULL;

  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self), NULL);
  for (guint i = 0; i < self->kinds->len; i++)
    if (g_str_equal (((const WpElementKind *) g_ptr_array_index (self->kinds, i))->id, kind_id))
      {
        gtk_drop_down_set_selected (self->shape_menu, i);
        kind = g_ptr_array_index (self->kinds, i);
      }
  g_return_val_if_fail (kind != NULL, NULL);
  for (guint s = 0; s < MIN (hooks_of (self->puzzle)->pick_slots (self->puzzle, kind), MAX_SLOTS); s++)
    gtk_drop_down_set_selected (self->slots[s], choices[s]);
  g_signal_emit_by_name (self->add_button, "clicked");
  return gtk_widget_get_visible (GTK_WIDGET (self->error_label)) ? gtk_label_get_text (self->error_label) : NULL;
}

guint
wp_clue_editor_get_n_clues (WpClueEditor *self)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self), 0);
  return self->sentences->len;
}

const char *
wp_clue_editor_get_clue (WpClueEditor *self, guint index)
{
  g_return_val_if_fail (WP_IS_CLUE_EDITOR (self) && index < self->sentences->len, NULL);
  return g_ptr_array_index (self->sentences, index);
}

void
wp_clue_editor_remove (WpClueEditor *self, guint index)
{
  GtkWidget *button;

  g_return_if_fail (WP_IS_CLUE_EDITOR (self) && index < self->sentences->len);
  button = gtk_grid_get_child_at (self->clue_grid, 1, (int) index);
  g_signal_emit_by_name (button, "clicked");
}

/* --- Class --------------------------------------------------------------------- */

static void
wp_clue_editor_dispose (GObject *object)
{
  WpClueEditor *self = WP_CLUE_EDITOR (object);

  if (self->suggesting)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->kinds, g_ptr_array_unref);
  g_clear_pointer (&self->sentences, g_ptr_array_unref);
  g_clear_pointer (&self->indices, g_array_unref);
  g_clear_pointer (&self->suggestions, wp_logic_suggestions_free);
  g_clear_pointer (&self->suggestion_texts, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), WP_TYPE_CLUE_EDITOR);
  G_OBJECT_CLASS (wp_clue_editor_parent_class)->dispose (object);
}

static void
wp_clue_editor_class_init (WpClueEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_clue_editor_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-clue-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, button);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, shape_menu);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, slot_box);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, add_button);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, list_title);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, clue_grid);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, suggest_button);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, categories_button);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, suggest_note);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, suggestion_grid);
  gtk_widget_class_bind_template_child (widget_class, WpClueEditor, intended_note);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wellposed-clue-editor");

  /**
   * WpClueEditor::edit:
   * @edit: (type WpEdit): a clue added or removed
   */
  signals[EDIT] = g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, WP_TYPE_EDIT | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
wp_clue_editor_init (WpClueEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->kinds = g_ptr_array_new ();
  self->sentences = g_ptr_array_new_with_free_func (g_free);
  self->indices = g_array_new (FALSE, FALSE, sizeof (guint));
  self->suggestion_texts = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < MAX_SLOTS; s++)
    {
      g_autofree char *tip = g_strdup_printf (_("Item %u of the clue"), s + 1);

      self->slots[s] = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
      gtk_drop_down_set_enable_search (self->slots[s], TRUE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->slots[s]), tip);
      gtk_box_append (GTK_BOX (self->slot_box), GTK_WIDGET (self->slots[s]));
    }
  g_signal_connect (self->shape_menu, "notify::selected", G_CALLBACK (on_shape_chosen), self);
  g_signal_connect (self->add_button, "clicked", G_CALLBACK (on_add_clicked), self);
  g_signal_connect (self->suggest_button, "clicked", G_CALLBACK (on_suggest_clicked), self);
  /* The dialog it opens is modal: the popover would stay open behind it. */
  g_signal_connect_swapped (self->categories_button, "clicked", G_CALLBACK (gtk_menu_button_popdown), self->button);
}
