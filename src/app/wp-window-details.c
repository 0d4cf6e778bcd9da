/* wp-window-details.c — the puzzle's details and settings
 *
 * Title, author, rules and notes in the Details popover, and the genre's
 * settings (the Battleships fleet, Lights Out's neighbourhood) behind Puzzle Settings: shown from the
 * document, each change made one edit (see wp-window.c).  A logic grid's
 * categories are edited in a dialog of their own (wp-logic-categories.c).
 */
#include "app/wp-window-private.h"
#include "app/wp-logic-categories.h"
#include "genres/logic/logic.h"

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


/* --- Genre settings (the fleet of Battleships, Lights Out's neighbourhood) ------- */

/* Each setting is a row: its label, then a control shown by its kind (a
 * spin button, a switch or a drop-down), which carries the setting's id. */

static void show_settings (WpWindow *self);

static gint
control_value (GtkWidget *control)
{
  WpSettingKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (control), "setting-kind"));
  gint min = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (control), "setting-min"));

  switch (kind)
    {
    case WP_SETTING_SWITCH:
      return gtk_switch_get_active (GTK_SWITCH (control));
    case WP_SETTING_CHOICE:
      return min + (gint) gtk_drop_down_get_selected (GTK_DROP_DOWN (control));
    case WP_SETTING_NUMBER:
    default:
      return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (control));
    }
}

static void
on_setting_changed (GtkWidget *control, WpWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (control), "setting-id");
  g_autoptr (GError) error = NULL;
  g_autoptr (WpEdit) edit = NULL;

  if (self->showing_details)
    return;
  edit = wp_edit_new_setting (id, control_value (control));
  if (!wp_window_commit_edit (self, edit, &error))
    {
      gtk_label_set_text (self->settings_message, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->settings_message), TRUE);
      gtk_widget_error_bell (control);
      /* Back to what the puzzle holds, so the rows never show a fleet it lacks. */
      self->showing_details = TRUE;
      show_settings (self);
      self->showing_details = FALSE;
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->settings_message), FALSE);
}

static void
on_setting_notify (GtkWidget *control, GParamSpec *pspec, WpWindow *self)
{
  on_setting_changed (control, self);
}

static GtkWidget *
new_setting_control (WpWindow *self, const WpSetting *setting)
{
  GtkWidget *control;

  switch (setting->kind)
    {
    case WP_SETTING_SWITCH:
      control = gtk_switch_new ();
      gtk_widget_set_halign (control, GTK_ALIGN_END);
      gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
      g_signal_connect (control, "notify::active", G_CALLBACK (on_setting_notify), self);
      break;
    case WP_SETTING_CHOICE:
      control = gtk_drop_down_new_from_strings ((const char *const *) setting->choices);
      g_signal_connect (control, "notify::selected", G_CALLBACK (on_setting_notify), self);
      break;
    case WP_SETTING_NUMBER:
    default:
      control = gtk_spin_button_new_with_range (setting->min, setting->max, 1);
      g_signal_connect (control, "value-changed", G_CALLBACK (on_setting_changed), self);
      break;
    }
  g_object_set_data_full (G_OBJECT (control), "setting-id", g_strdup (setting->id), g_free);
  g_object_set_data (G_OBJECT (control), "setting-kind", GINT_TO_POINTER (setting->kind));
  g_object_set_data (G_OBJECT (control), "setting-min", GINT_TO_POINTER (setting->min));
  return control;
}

static void
add_setting_row (WpWindow *self, const WpSetting *setting, guint row)
{
  GtkWidget *label = gtk_label_new (setting->label);
  GtkWidget *control = new_setting_control (self, setting);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_widget_set_tooltip_text (label, setting->tooltip);
  gtk_widget_set_tooltip_text (control, setting->tooltip);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_grid_attach (self->settings_grid, label, 0, (int) row, 1, 1);
  gtk_grid_attach (self->settings_grid, control, 1, (int) row, 1, 1);
}

/* The control of the row @row, when the grid has that row and it is for
 * setting @id (so values can be refreshed without rebuilding the rows the
 * setter is using). */
GtkWidget *
wp_window_setting_control (WpWindow *self, guint row, const char *id)
{
  GtkWidget *control = gtk_grid_get_child_at (self->settings_grid, 1, (int) row);

  if (control == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (control), "setting-id"), id) != 0)
    return NULL;
  return control;
}

/* How many rows from the top already show @settings' first settings. */
static guint
rows_matching (WpWindow *self, GPtrArray *settings)
{
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);
      GtkWidget *control = wp_window_setting_control (self, i, setting->id);

      if (control == NULL ||
          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (control), "setting-kind")) != (gint) setting->kind)
        return i;
    }
  return settings->len;
}

/* Removes the rows from @first down.  Rows above stay: the control the
 * setter is using (the switch that brings Laplace's Ashes' value limits)
 * is never destroyed under the pointer. */
static void
clear_settings_rows (WpWindow *self, guint first)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->settings_grid));

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      int row;

      gtk_grid_query_child (self->settings_grid, child, NULL, &row, NULL, NULL);
      if (row >= (int) first)
        gtk_grid_remove (self->settings_grid, child);
      child = next;
    }
}

/* A genre with elements shows its switches (Sudoku's classic rules) in
 * the tool bar's Rules popover (wp-element-tools.c), not here. */
static void
drop_rule_switches (const WpPuzzle *puzzle, GPtrArray *settings)
{
  for (guint i = settings->len; puzzle->genre->elements && i-- > 0;)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      if (setting->kind == WP_SETTING_SWITCH)
        g_ptr_array_remove_index (settings, i);
    }
}

static void
show_setting_value (GtkWidget *control, const WpSetting *setting)
{
  switch (setting->kind)
    {
    case WP_SETTING_SWITCH:
      gtk_switch_set_active (GTK_SWITCH (control), setting->value != 0);
      break;
    case WP_SETTING_CHOICE:
      gtk_drop_down_set_selected (GTK_DROP_DOWN (control), (guint) (setting->value - setting->min));
      break;
    case WP_SETTING_NUMBER:
    default:
      gtk_spin_button_set_range (GTK_SPIN_BUTTON (control), setting->min, setting->max);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), setting->value);
      break;
    }
}

static void
show_settings (WpWindow *self)
{
  g_autoptr (GPtrArray) settings = NULL;
  guint matching;

  if (self->puzzle->genre->settings == NULL)
    {
      clear_settings_rows (self, 0);
      gtk_widget_set_visible (self->settings_button, FALSE);
      return;
    }
  settings = self->puzzle->genre->settings->list (self->puzzle);
  drop_rule_switches (self->puzzle, settings);
  matching = rows_matching (self, settings);
  clear_settings_rows (self, matching);
  for (guint i = matching; i < settings->len; i++)
    add_setting_row (self, g_ptr_array_index (settings, i), i);
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      show_setting_value (wp_window_setting_control (self, i, setting->id), setting);
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

/* A logic grid's categories, in a dialog of their own: Apply is one edit. */
static void
edit_categories_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  if (self->puzzle->genre != &wp_genre_logic)
    return;
  gtk_window_present (GTK_WINDOW (wp_logic_categories_new (GTK_WINDOW (self), self->document)));
}

void
wp_window_class_init_details (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.edit-categories", NULL, edit_categories_activated);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, rules_placeholder);
  gtk_widget_class_install_action (widget_class, "win.edit-rules", NULL, edit_rules_activated);
}

void
wp_window_show_details (WpWindow *self)
{
  self->showing_details = TRUE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.edit-categories", self->puzzle->genre == &wp_genre_logic);
  show_rules_placeholder (self);
  show_settings (self);
  show_detail (self, self->title_entry, self->puzzle->title);
  show_detail (self, self->author_entry, self->puzzle->author);
  show_detail_text (self, self->rules_view, self->puzzle->rules);
  show_detail_text (self, self->notes_view, self->puzzle->notes);
  self->showing_details = FALSE;
}

