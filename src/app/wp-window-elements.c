/* wp-window-elements.c — element tools and variant rules (Sudoku variants)
 *
 * win.element-tool (a string state: "digits", "cage", "thermometer",
 * "arrow", "difference-dot", "ratio-dot", "x", "v", "extra-region") says
 * what the pointer draws on the board; Ctrl+1 … Ctrl+9 choose the tools in
 * the tool bar's order and Escape returns to Digits.  The board makes each
 * gesture one edit (wp-board-elements.h) and the tool bar each rule
 * switched (wp-element-tools.h); both reach the document through
 * wp_window_commit_edit(), like every other change.
 */
#include "app/wp-window-private.h"
#include "app/wp-element-tools.h"

/* In the tool bar's order, for Ctrl+1 … Ctrl+9. */
static const char *const tool_order[] = {
  "digits", "cage", "thermometer", "arrow", "difference-dot", "ratio-dot", "x", "v", "extra-region",
};

static void
set_tool (WpWindow *self, const char *tool)
{
  if (!wp_board_set_element_tool (self->board, tool))
    tool = "digits";
  g_simple_action_set_state (self->element_tool_action, g_variant_new_string (tool));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-element-tool", !g_str_equal (tool, "digits"));
  /* Drawing regions takes the same strokes: one or the other. */
  if (!g_str_equal (tool, "digits") && self->drawing_regions)
    g_action_change_state (G_ACTION (self->regions_action), g_variant_new_boolean (FALSE));
  wp_window_update_board_hint (self);
}

static void
on_element_tool_change_state (GSimpleAction *action, GVariant *state, WpWindow *self)
{
  set_tool (self, g_variant_get_string (state, NULL));
  /* Keys (a cage's sum, Delete, Escape) go to the board, not the button. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_regions_state (GSimpleAction *action, GParamSpec *pspec, WpWindow *self)
{
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (action));

  if (g_variant_get_boolean (state))
    set_tool (self, "digits");
}

/* Escape, once the board has finished with it (a selected element). */
static void
leave_element_tool_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  set_tool (WP_WINDOW (widget), "digits");
}

/* A rule switched in the tool bar's popover. */
static void
on_tools_edit (WpElementTools *tools, const WpEdit *edit, WpWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!wp_window_commit_edit (self, edit, &error))
    wp_show_error_dialog (GTK_WINDOW (self), _("Rule Not Changed"), error);
}

/* After every change of the document: the tool bar follows the puzzle,
 * and another genre (New, Open) starts with Digits. */
void
wp_window_update_elements (WpWindow *self)
{
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (self->element_tool_action));

  wp_element_tools_set_puzzle (self->element_tools, self->puzzle);
  g_simple_action_set_enabled (self->element_tool_action, self->puzzle->genre->elements != NULL);
  if (self->element_genre == self->puzzle->genre)
    return;
  self->element_genre = self->puzzle->genre;
  set_tool (self, g_variant_get_string (state, NULL));
}

void
wp_window_init_elements (WpWindow *self)
{
  self->element_tool_action = g_simple_action_new_stateful ("element-tool", G_VARIANT_TYPE_STRING,
                                                            g_variant_new_string ("digits"));
  g_signal_connect (self->element_tool_action, "change-state", G_CALLBACK (on_element_tool_change_state), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->element_tool_action));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-element-tool", FALSE);
  g_signal_connect (self->regions_action, "notify::state", G_CALLBACK (on_regions_state), self);
  g_signal_connect (self->element_tools, "edit", G_CALLBACK (on_tools_edit), self);
}

/* After the window's own Escape bindings: Escape returns from an
 * alternative, then stops a count, and only then leaves the tool (an
 * action enabled only while a tool other than Digits is chosen, so that
 * Escape is left alone otherwise). */
void
wp_window_class_init_elements (GtkWidgetClass *widget_class)
{
  g_type_ensure (WP_TYPE_ELEMENT_TOOLS);
  gtk_widget_class_bind_template_child (widget_class, WpWindow, element_tools);
  for (guint i = 0; i < G_N_ELEMENTS (tool_order); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_CONTROL_MASK, "win.element-tool", "s",
                                         tool_order[i]);
  gtk_widget_class_install_action (widget_class, "win.leave-element-tool", NULL, leave_element_tool_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.leave-element-tool", NULL);
}
