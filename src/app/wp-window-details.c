/* wp-window-details.c — the puzzle's details and settings
 *
 * Title, author, rules and notes in the Details popover, and the genre's
 * settings (the Battleships fleet) behind Puzzle Settings: shown from the
 * document, each change made one edit (see wp-window.c).
 */
#include "app/wp-window-private.h"

static void
show_detail (WpWindow *self, GtkEditable *entry, const char *value)
{
  if (g_strcmp0 (gtk_editable_get_text (entry), value ? value : "") != 0)
    gtk_editable_set_text (entry, value ? value : "");
}

char *
wp_window_text_of (GtkTextBuffer *buffer)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
show_detail_text (WpWindow *self, GtkTextView *view, const char *value)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *shown = wp_window_text_of (buffer);

  if (g_strcmp0 (shown, value ? value : "") != 0)
    gtk_text_buffer_set_text (buffer, value ? value : "", -1);
}


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
  if (!wp_window_commit_edit (self, edit, &error))
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
GtkSpinButton *
wp_window_setting_spin (WpWindow *self, guint row, const char *id)
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
    if (wp_window_setting_spin (self, i, ((WpSetting *) g_ptr_array_index (settings, i))->id) == NULL)
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

/* A genre with elements shows its switches (Sudoku's classic rules) in
 * the tool bar's Rules popover (wp-element-tools.c), not here. */
static void
drop_rule_switches (const WpPuzzle *puzzle, GPtrArray *settings)
{
  for (guint i = settings->len; puzzle->genre->elements && i-- > 0;)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      if (setting->min == 0 && setting->max == 1)
        g_ptr_array_remove_index (settings, i);
    }
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
  drop_rule_switches (self->puzzle, settings);
  if (!settings_rows_match (self, settings))
    {
      clear_settings_rows (self);
      for (guint i = 0; i < settings->len; i++)
        add_setting_row (self, g_ptr_array_index (settings, i), i);
    }
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);
      GtkSpinButton *spin = wp_window_setting_spin (self, i, setting->id);

      gtk_spin_button_set_range (spin, setting->min, setting->max);
      gtk_spin_button_set_value (spin, setting->value);
    }
  gtk_widget_set_visible (self->settings_button, settings->len > 0);
}

/* --- Rules ---------------------------------------------------------------------- */

/* Left empty, the rules field shows faintly what the page will print:
 * the rules composed from the puzzle's classic rules and elements, which
 * follow every element drawn and rule switched. */
static void
show_rules_placeholder (WpWindow *self)
{
  gboolean empty = self->puzzle->rules == NULL || *self->puzzle->rules == '\0';
  g_autofree char *composed = empty ? wp_puzzle_default_rules (self->puzzle) : NULL;

  gtk_label_set_text (self->rules_placeholder, composed ? composed : "");
  gtk_widget_set_visible (GTK_WIDGET (self->rules_placeholder), empty);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-rules", empty && composed && *composed);
}

/* Edit Them: the composed rules become the setter's own text (one edit),
 * to be changed in the field. */
static void
edit_rules_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autofree char *composed = wp_puzzle_default_rules (self->puzzle);
  g_autoptr (WpEdit) edit = wp_edit_new_metadata ("rules", composed);

  wp_window_commit_edit (self, edit, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->rules_view));
}

void
wp_window_class_init_details (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, WpWindow, rules_placeholder);
  gtk_widget_class_install_action (widget_class, "win.edit-rules", NULL, edit_rules_activated);
}

void
wp_window_show_details (WpWindow *self)
{
  self->showing_details = TRUE;
  show_rules_placeholder (self);
  show_settings (self);
  show_detail (self, self->title_entry, self->puzzle->title);
  show_detail (self, self->author_entry, self->puzzle->author);
  show_detail_text (self, self->rules_view, self->puzzle->rules);
  show_detail_text (self, self->notes_view, self->puzzle->notes);
  self->showing_details = FALSE;
}

