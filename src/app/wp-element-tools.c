/* wp-element-tools.c — the tool bar over the board (see wp-element-tools.h) */
#include "app/wp-element-tools.h"
#include "app/wp-board-elements.h"
#include "app/wp-clue-editor.h"
#include "core/wp-edit.h"
#include "core/wp-element.h"

#include <glib/gi18n.h>

/* A rule over the whole grid, switched on and off. */
typedef struct {
  const char *id;
  const char *label;     /* N_() */
  const char *kind_id;
  gint        value;     /* the element's value; for a bitwise rule, its bit */
  /* Two switches share one element: siteswap's value is 1 for rows, 2 for
   * columns, 3 for both (sudoku-private.h). */
  gboolean    bitwise;
} RuleInfo;

static const RuleInfo rules[] = {
  { "main-diagonal",    N_("Main diagonal"),    "diagonal",        0,                   FALSE },
  { "anti-diagonal",    N_("Anti-diagonal"),    "diagonal",        1,                   FALSE },
  { "anti-knight",      N_("Anti-knight"),      "anti-knight",     WP_ELEMENT_NO_VALUE, FALSE },
  { "anti-king",        N_("Anti-king"),        "anti-king",       WP_ELEMENT_NO_VALUE, FALSE },
  { "non-consecutive",  N_("Non-consecutive"),  "non-consecutive", WP_ELEMENT_NO_VALUE, FALSE },
  { "siteswap-rows",    N_("Siteswap rows"),    "siteswap",        1,                   TRUE },
  { "siteswap-columns", N_("Siteswap columns"), "siteswap",        2,                   TRUE },
};

struct _WpElementTools {
  GtkWidget      parent_instance;

  GtkStack      *stack;
  GtkWidget     *tool_box;
  GtkWidget     *rules_button;
  WpClueEditor  *clue_editor;   /* clues picked from menus (logic grids) */
  GtkWidget     *classic_title;
  GtkGrid       *classic_grid;
  GtkWidget     *variant_title;
  GtkGrid       *variant_grid;

  WpPuzzle      *puzzle;
  const WpGenre *genre;       /* whose tools and rows are shown */
  GtkWidget     *rule_switches[G_N_ELEMENTS (rules)];
  gboolean       syncing;     /* the switches follow the puzzle, nobody turned them */
};

G_DEFINE_FINAL_TYPE (WpElementTools, wp_element_tools, GTK_TYPE_WIDGET)

enum { EDIT, N_SIGNALS };
static guint signals[N_SIGNALS];

/* --- Rows of switches ------------------------------------------------------------ */

static GtkWidget *
add_row (GtkGrid *grid, int row, const char *text, const char *id)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_widget_set_name (toggle, id);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, toggle, 1, row, 1, 1);
  return toggle;
}

static gboolean
rule_present (const WpPuzzle *puzzle, const RuleInfo *rule)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (g_str_equal (element->kind->id, rule->kind_id) &&
          (rule->bitwise ? (element->value & rule->value) != 0 : element->value == rule->value))
        return TRUE;
    }
  return FALSE;
}

/* The genre's switches for its classic rules: its settings shown as switches. */
static GPtrArray *
classic_settings (const WpPuzzle *puzzle)
{
  GPtrArray *settings = puzzle->genre->settings ? puzzle->genre->settings->list (puzzle)
                                                : g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);

  for (guint i = settings->len; i-- > 0;)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      if (setting->kind != WP_SETTING_SWITCH)
        g_ptr_array_remove_index (settings, i);
    }
  return settings;
}

/* The switches show what the puzzle holds. */
static void
sync_switches (WpElementTools *self)
{
  g_autoptr (GPtrArray) settings = NULL;

  if (self->puzzle == NULL)
    return;
  self->syncing = TRUE;
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    gtk_switch_set_active (GTK_SWITCH (self->rule_switches[r]), rule_present (self->puzzle, &rules[r]));
  settings = classic_settings (self->puzzle);
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);
      GtkWidget *toggle = gtk_grid_get_child_at (self->classic_grid, 1, (int) i);

      if (toggle && g_str_equal (gtk_widget_get_name (toggle), setting->id))
        gtk_switch_set_active (GTK_SWITCH (toggle), setting->value != 0);
    }
  self->syncing = FALSE;
}

static void
emit_edit (WpElementTools *self, WpEdit *edit)
{
  g_autoptr (WpEdit) owned = edit;

  if (edit)
    g_signal_emit (self, signals[EDIT], 0, edit);
  /* Applied, the window pushed the puzzle in; refused, back to what it holds. */
  sync_switches (self);
}

/* The edit that turns @rule on or off: one element added or removed, or
 * for siteswap lines the shared element's value changed. */
static WpEdit *
rule_edit (const WpPuzzle *puzzle, const RuleInfo *rule, gboolean on)
{
  const WpElementKind *kind = wp_element_kind_lookup (puzzle->genre, rule->kind_id);
  g_autoptr (WpElement) element = NULL;
  gint index = -1, old = 0, wanted;

  if (kind == NULL)
    return NULL;
  if (!rule->bitwise)
    {
      index = wp_puzzle_find_global (puzzle, kind, rule->value);
      if (on == (index >= 0))
        return NULL;
      if (!on)
        return wp_edit_new_remove_element ((guint) index);
      element = wp_element_new_global (kind, rule->value);
      return wp_edit_new_add_element (element);
    }
  for (guint i = 0; i < puzzle->elements->len && index < 0; i++)
    if (((const WpElement *) g_ptr_array_index (puzzle->elements, i))->kind == kind)
      index = (gint) i;
  if (index >= 0)
    old = ((const WpElement *) g_ptr_array_index (puzzle->elements, index))->value;
  wanted = on ? old | rule->value : old & ~rule->value;
  if (wanted == old)
    return NULL;
  if (wanted == 0)
    return wp_edit_new_remove_element ((guint) index);
  element = wp_element_new_global (kind, wanted);
  return index < 0 ? wp_edit_new_add_element (element) : wp_edit_new_change_element ((guint) index, element);
}

static void
on_rule_switched (GtkSwitch *toggle, GParamSpec *pspec, WpElementTools *self)
{
  const RuleInfo *rule = g_object_get_data (G_OBJECT (toggle), "rule");

  if (self->syncing || self->puzzle == NULL)
    return;
  emit_edit (self, rule_edit (self->puzzle, rule, gtk_switch_get_active (toggle)));
}

static void
on_classic_switched (GtkSwitch *toggle, GParamSpec *pspec, WpElementTools *self)
{
  if (self->syncing || self->puzzle == NULL)
    return;
  emit_edit (self, wp_edit_new_setting (gtk_widget_get_name (GTK_WIDGET (toggle)), gtk_switch_get_active (toggle)));
}

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

static void
build_classic_rows (WpElementTools *self)
{
  g_autoptr (GPtrArray) settings = classic_settings (self->puzzle);

  clear_grid (self->classic_grid);
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);
      GtkWidget *toggle = add_row (self->classic_grid, (int) i, setting->label, setting->id);

      g_signal_connect (toggle, "notify::active", G_CALLBACK (on_classic_switched), self);
    }
  gtk_widget_set_visible (self->classic_title, settings->len > 0);
}

/* Each rule's row shows when the genre has its kind, with the kind's
 * sentence of the rules as its tooltip. */
static guint
show_variant_rows (WpElementTools *self)
{
  guint shown = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      const WpElementKind *kind = wp_element_kind_lookup (self->genre, rules[r].kind_id);
      GtkWidget *label = gtk_grid_get_child_at (self->variant_grid, 0, (int) r);

      gtk_widget_set_visible (label, kind != NULL);
      gtk_widget_set_visible (self->rule_switches[r], kind != NULL);
      gtk_widget_set_tooltip_text (label, kind && kind->rule ? _(kind->rule) : NULL);
      shown += kind != NULL;
    }
  gtk_widget_set_visible (self->variant_title, shown > 0);
  return shown;
}

/* A tool shows when the genre has the kind it draws. */
static void
show_tool_buttons (WpElementTools *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->tool_box); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (child));
      const char *kind = target ? wp_element_tool_kind (g_variant_get_string (target, NULL)) : NULL;

      gtk_widget_set_visible (child, kind == NULL || wp_element_kind_lookup (self->genre, kind) != NULL);
    }
}

static void
show_genre (WpElementTools *self)
{
  gboolean shown = self->genre->elements != NULL;
  guint variants;

  gtk_stack_set_visible_child_name (self->stack, shown ? "tools" : "none");
  /* A genre without elements gives the bar's row to its grid: the grid
   * stays put while a document is edited, and a new genre is a new
   * document. */
  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (!shown)
    return;
  show_tool_buttons (self);
  build_classic_rows (self);
  variants = show_variant_rows (self);
  gtk_widget_set_visible (self->rules_button,
                          variants > 0 || gtk_widget_get_first_child (GTK_WIDGET (self->classic_grid)) != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->clue_editor), wp_clue_editor_offered (self->puzzle));
}

void
wp_element_tools_set_puzzle (WpElementTools *self, const WpPuzzle *puzzle)
{
  g_return_if_fail (WP_IS_ELEMENT_TOOLS (self));
  g_return_if_fail (puzzle != NULL);
  wp_puzzle_ref (puzzle);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = (WpPuzzle *) puzzle;
  if (self->genre != puzzle->genre)
    {
      self->genre = puzzle->genre;
      show_genre (self);
    }
  if (wp_clue_editor_offered (puzzle))
    wp_clue_editor_set_puzzle (self->clue_editor, puzzle);
  sync_switches (self);
}

WpClueEditor *
wp_element_tools_get_clue_editor (WpElementTools *self)
{
  g_return_val_if_fail (WP_IS_ELEMENT_TOOLS (self), NULL);
  return self->clue_editor;
}

/* A clue added or removed in the editor's popover: the bar's own edit. */
static void
on_clue_edit (WpClueEditor *editor, const WpEdit *edit, WpElementTools *self)
{
  g_signal_emit (self, signals[EDIT], 0, edit);
}

gboolean
wp_element_tools_get_shown (WpElementTools *self)
{
  g_return_val_if_fail (WP_IS_ELEMENT_TOOLS (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "tools") == 0;
}

GtkSwitch *
wp_element_tools_get_rule_switch (WpElementTools *self, const char *id)
{
  g_return_val_if_fail (WP_IS_ELEMENT_TOOLS (self), NULL);
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    if (g_str_equal (rules[r].id, id) && gtk_widget_get_visible (self->rule_switches[r]))
      return GTK_SWITCH (self->rule_switches[r]);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->classic_grid)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SWITCH (child) && g_str_equal (gtk_widget_get_name (child), id))
      return GTK_SWITCH (child);
  return NULL;
}

GtkWidget *
wp_element_tools_get_rules_button (WpElementTools *self)
{
  g_return_val_if_fail (WP_IS_ELEMENT_TOOLS (self), NULL);
  return self->rules_button;
}

GtkWidget *
wp_element_tools_get_tool_button (WpElementTools *self, const char *tool)
{
  g_return_val_if_fail (WP_IS_ELEMENT_TOOLS (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (self->tool_box); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (child));

      if (target && g_str_equal (g_variant_get_string (target, NULL), tool))
        return child;
    }
  return NULL;
}

/* --- Class --------------------------------------------------------------------- */

static void
wp_element_tools_dispose (GObject *object)
{
  WpElementTools *self = WP_ELEMENT_TOOLS (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), WP_TYPE_ELEMENT_TOOLS);
  G_OBJECT_CLASS (wp_element_tools_parent_class)->dispose (object);
}

static void
wp_element_tools_class_init (WpElementToolsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_element_tools_dispose;
  g_type_ensure (WP_TYPE_CLUE_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-element-tools.ui");
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, stack);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, tool_box);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, rules_button);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, clue_editor);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, classic_title);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, classic_grid);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, variant_title);
  gtk_widget_class_bind_template_child (widget_class, WpElementTools, variant_grid);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wellposed-element-tools");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);

  /**
   * WpElementTools::edit:
   * @edit: (type WpEdit): a rule switched on or off
   */
  signals[EDIT] = g_signal_new ("edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, WP_TYPE_EDIT | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
wp_element_tools_init (WpElementTools *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->clue_editor, "edit", G_CALLBACK (on_clue_edit), self);
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      self->rule_switches[r] = add_row (self->variant_grid, (int) r, _(rules[r].label), rules[r].id);
      g_object_set_data (G_OBJECT (self->rule_switches[r]), "rule", (gpointer) &rules[r]);
      g_signal_connect (self->rule_switches[r], "notify::active", G_CALLBACK (on_rule_switched), self);
    }
}
