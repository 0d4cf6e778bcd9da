/* wp-logic-categories.c — a logic grid's categories (see wp-logic-categories.h) */
#include "app/wp-logic-categories.h"
#include "genres/logic/logic.h"

#include <glib/gi18n.h>

struct _WpLogicCategories {
  AdwWindow       parent_instance;

  /* template widgets */
  GtkWidget      *apply_button;
  GtkWidget      *category_box;
  GtkSpinButton  *n_categories_spin;
  GtkSpinButton  *n_items_spin;
  AdwComboRow    *ordered_row;
  GtkLabel       *message_label;

  /* One group per category the puzzle may have; those past the count hide. */
  GtkWidget      *groups[WP_LOGIC_MAX_CATEGORIES];
  GtkEditable    *names[WP_LOGIC_MAX_CATEGORIES];
  GtkEditable    *phrases[WP_LOGIC_MAX_CATEGORIES];
  GtkEditable    *items[WP_LOGIC_MAX_CATEGORIES];
  GtkWidget      *insert_buttons[WP_LOGIC_MAX_CATEGORIES];
  GtkWidget      *remove_buttons[WP_LOGIC_MAX_CATEGORIES];
  /* The puzzle's category each group stands for (its clues and givens
   * follow it on Apply), -1 for one the setter added. */
  gint            sources[WP_LOGIC_MAX_CATEGORIES];

  WpDocument     *document;
  WpPuzzle       *next;          /* what Apply makes, NULL while a problem shows */
  gboolean        updating;      /* the rows are being filled, not typed in */
};

G_DEFINE_FINAL_TYPE (WpLogicCategories, wp_logic_categories, ADW_TYPE_WINDOW)

static guint
n_categories (WpLogicCategories *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->n_categories_spin);
}

static guint
n_items (WpLogicCategories *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->n_items_spin);
}

/* The items typed for a category, split at the commas and trimmed. */
static GStrv
items_of (WpLogicCategories *self, guint c)
{
  g_auto (GStrv) parts = g_strsplit (gtk_editable_get_text (self->items[c]), ",", -1);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; parts[i]; i++)
    {
      g_strstrip (parts[i]);
      /* "a, b," is two items, not three: a trailing comma adds none. */
      if (parts[i + 1] != NULL || *parts[i] != '\0')
        g_strv_builder_add (builder, parts[i]);
    }
  return g_strv_builder_end (builder);
}

/* A placeholder for item @i of category @c, as wp_logic_new() names them. */
static char *
placeholder_item (guint c, guint i)
{
  return g_strdup_printf ("%c%u", 'A' + c, i + 1);
}

static void
show_message (WpLogicCategories *self, const char *text, const char *style)
{
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "warning");
  if (style)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), style);
}

static void
mark (GtkEditable *row, gboolean bad)
{
  if (bad)
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

/* The problems the setter can see in one row, marked there: an empty name,
 * a name used twice, a wrong count of items.  The first is returned. */
static char *
find_row_problems (WpLogicCategories *self)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  char *first = NULL;

  for (guint c = 0; c < n_categories (self); c++)
    {
      const char *name = gtk_editable_get_text (self->names[c]);
      g_autofree char *trimmed = g_strstrip (g_strdup (name));
      g_auto (GStrv) items = items_of (self, c);
      gboolean bad_name = *trimmed == '\0', bad_items = g_strv_length (items) != n_items (self);

      if (bad_name && first == NULL)
        first = g_strdup_printf (_("Category %u has no name"), c + 1);
      if (!bad_name && !g_hash_table_add (seen, g_strdup (trimmed)))
        {
          bad_name = TRUE;
          if (first == NULL)
            first = g_strdup_printf (_("The name “%s” is used twice"), trimmed);
        }
      if (bad_items && first == NULL)
        first = g_strdup_printf (_("Category %u has %u items, but each category has %u"), c + 1,
                                 g_strv_length (items), n_items (self));
      for (guint i = 0; !bad_items && items[i]; i++)
        if (*items[i] == '\0' || !g_hash_table_add (seen, g_strdup (items[i])))
          {
            bad_items = TRUE;
            if (first == NULL && *items[i] == '\0')
              first = g_strdup_printf (_("Category %u: item %u has no name"), c + 1, i + 1);
            else if (first == NULL)
              first = g_strdup_printf (_("The name “%s” is used twice"), items[i]);
          }
      mark (self->names[c], bad_name);
      mark (self->items[c], bad_items);
    }
  return first;
}

/* Everything checked again after each change: the rows' own problems
 * first, then the genre's (a name with a comma, a phrase without "{}"),
 * then what applying would cost. */
/* Whether Apply would drop the intended solution the puzzle has. */
static gboolean
forgets_intended (WpLogicCategories *self)
{
  return self->next && wp_logic_get_intended (wp_document_get_puzzle (self->document)) &&
         wp_logic_get_intended (self->next) == NULL;
}

static void
validate (WpLogicCategories *self)
{
  g_autofree char *problem = NULL;
  g_autoptr (GError) error = NULL;
  WpLogicCategorySpec specs[WP_LOGIC_MAX_CATEGORIES];
  GStrv items[WP_LOGIC_MAX_CATEGORIES] = { NULL };
  char *names[WP_LOGIC_MAX_CATEGORIES] = { NULL };
  guint k = n_categories (self), dropped = 0;
  gint ordered = (gint) adw_combo_row_get_selected (self->ordered_row) - 1;

  if (self->document == NULL)
    return;   /* still being built */
  problem = find_row_problems (self);
  g_clear_pointer (&self->next, wp_puzzle_free);
  if (problem == NULL)
    {
      for (guint c = 0; c < k; c++)
        {
          names[c] = g_strstrip (g_strdup (gtk_editable_get_text (self->names[c])));
          items[c] = items_of (self, c);
          specs[c] = (WpLogicCategorySpec) { names[c], gtk_editable_get_text (self->phrases[c]), (gint) c == ordered,
                                             (const char *const *) items[c] };
        }
      self->next = wp_logic_with_categories_from (wp_document_get_puzzle (self->document), specs, self->sources,
                                                  k, n_items (self), &dropped, &error);
      for (guint c = 0; c < k; c++)
        {
          g_strfreev (items[c]);
          g_free (names[c]);
        }
    }
  gtk_widget_set_sensitive (self->apply_button, self->next != NULL);
  if (problem)
    show_message (self, problem, "error");
  else if (error)
    show_message (self, error->message, "error");
  else if (dropped > 0 || forgets_intended (self))
    {
      g_autofree char *clues = g_strdup_printf (ngettext ("Applying drops %u clue: it names an item or category "
                                                             "that goes, or needs the ordered category.",
                                                             "Applying drops %u clues: they name an item or category "
                                                             "that goes, or need the ordered category.", dropped),
                                                dropped);
      /* The intended table follows by place; a category or item added
       * leaves it no full matching. */
      const char *intended = _("Applying forgets the intended solution: it does not fill the new table.");
      g_autofree char *text = dropped == 0 ? g_strdup (intended)
                              : forgets_intended (self) ? g_strdup_printf ("%s %s", clues, intended)
                              : g_strdup (clues);

      show_message (self, text, "warning");
    }
  else
    show_message (self, NULL, NULL);
}

static void
on_row_changed (WpLogicCategories *self)
{
  if (!self->updating)
    validate (self);
}

/* The ordered menu names the categories shown: None, then each name. */
static void
list_ordered_choices (WpLogicCategories *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->ordered_row);
  gboolean was = self->updating;

  gtk_string_list_append (names, _("None"));
  for (guint c = 0; c < n_categories (self); c++)
    {
      const char *name = gtk_editable_get_text (self->names[c]);
      g_autofree char *label = *name ? g_strdup (name) : g_strdup_printf (_("Category %u"), c + 1);

      gtk_string_list_append (names, label);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->ordered_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->ordered_row, selected <= n_categories (self) ? selected : 0);
  self->updating = was;
}

static void
on_name_changed (WpLogicCategories *self)
{
  if (self->updating || self->document == NULL)
    return;
  list_ordered_choices (self);
  validate (self);
}

/* A new count of items changes every category: lists are cut, or filled
 * up with placeholders the setter renames. */
static void
fit_items (WpLogicCategories *self)
{
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    {
      g_auto (GStrv) items = items_of (self, c);
      g_autoptr (GString) text = g_string_new (NULL);

      for (guint i = 0; i < n_items (self); i++)
        {
          g_autofree char *placeholder = placeholder_item (c, i);

          g_string_append_printf (text, "%s%s", i ? ", " : "", i < g_strv_length (items) ? items[i] : placeholder);
        }
      gtk_editable_set_text (self->items[c], text->str);
    }
}

/* The groups shown, and what their buttons can do at this count. */
static void
show_groups (WpLogicCategories *self)
{
  guint k = n_categories (self);

  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    {
      gtk_widget_set_visible (self->groups[c], c < k);
      gtk_widget_set_sensitive (self->insert_buttons[c], k < WP_LOGIC_MAX_CATEGORIES);
      gtk_widget_set_sensitive (self->remove_buttons[c], k > WP_LOGIC_MIN_CATEGORIES);
    }
}

static void
on_size_changed (WpLogicCategories *self)
{
  if (self->updating || self->document == NULL)
    return;
  self->updating = TRUE;
  fit_items (self);
  show_groups (self);
  self->updating = FALSE;
  list_ordered_choices (self);
  validate (self);
}

static void
on_ordered_changed (WpLogicCategories *self)
{
  if (!self->updating)
    validate (self);
}

static void
on_apply_clicked (WpLogicCategories *self)
{
  if (self->next == NULL)
    return;
  /* One snapshot: a single undo brings the old categories and every
   * dropped clue back. */
  wp_document_replace (self->document, self->next);
  gtk_window_close (GTK_WINDOW (self));
}

/* Group @to takes what group @from shows, and the category it stands for. */
static void
move_group (WpLogicCategories *self, guint from, guint to)
{
  gtk_editable_set_text (self->names[to], gtk_editable_get_text (self->names[from]));
  gtk_editable_set_text (self->phrases[to], gtk_editable_get_text (self->phrases[from]));
  gtk_editable_set_text (self->items[to], gtk_editable_get_text (self->items[from]));
  self->sources[to] = self->sources[from];
}

/* A letter for a new category that no shown name or item uses, so its
 * placeholders ("E", "E1", …) are free to take. */
static char
free_letter (WpLogicCategories *self)
{
  for (char letter = 'A'; letter <= 'Z'; letter++)
    {
      g_autofree char *name = g_strdup_printf ("%c", letter);
      gboolean used = FALSE;

      for (guint c = 0; c < n_categories (self) && !used; c++)
        {
          g_auto (GStrv) items = items_of (self, c);

          used = g_str_equal (gtk_editable_get_text (self->names[c]), name);
          for (guint i = 0; items[i] && !used; i++)
            used = items[i][0] == letter && g_ascii_isdigit (items[i][1]);
        }
      if (!used)
        return letter;
    }
  return 'Z';
}

/* The ordered menu follows its category when groups move: @shift is +1
 * for a group inserted at @at, -1 for the one removed there. */
static void
follow_ordered (WpLogicCategories *self, guint at, gint shift)
{
  gint ordered = (gint) adw_combo_row_get_selected (self->ordered_row) - 1;

  list_ordered_choices (self);
  if (ordered < 0 || (guint) ordered < at)
    return;
  ordered = shift < 0 && (guint) ordered == at ? -1 : ordered + shift;
  adw_combo_row_set_selected (self->ordered_row, (guint) (ordered + 1));
}

void
wp_logic_categories_insert (WpLogicCategories *self, guint at)
{
  guint k;
  char letter;

  g_return_if_fail (WP_IS_LOGIC_CATEGORIES (self));
  k = n_categories (self);
  if (k >= WP_LOGIC_MAX_CATEGORIES || at > k)
    return;
  letter = free_letter (self);
  self->updating = TRUE;
  for (guint c = k; c > at; c--)
    move_group (self, c - 1, c);
  {
    g_autofree char *name = g_strdup_printf ("%c", letter);
    g_autoptr (GString) items = g_string_new (NULL);

    for (guint i = 0; i < n_items (self); i++)
      g_string_append_printf (items, "%s%c%u", i ? ", " : "", letter, i + 1);
    gtk_editable_set_text (self->names[at], name);
    gtk_editable_set_text (self->phrases[at], "has {}");
    gtk_editable_set_text (self->items[at], items->str);
  }
  self->sources[at] = -1;
  gtk_spin_button_set_value (self->n_categories_spin, k + 1);
  show_groups (self);
  follow_ordered (self, at, +1);
  self->updating = FALSE;
  validate (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->names[at]));
}

void
wp_logic_categories_remove (WpLogicCategories *self, guint at)
{
  guint k;

  g_return_if_fail (WP_IS_LOGIC_CATEGORIES (self));
  k = n_categories (self);
  if (k <= WP_LOGIC_MIN_CATEGORIES || at >= k)
    return;
  self->updating = TRUE;
  for (guint c = at; c + 1 < k; c++)
    move_group (self, c + 1, c);
  self->sources[k - 1] = -1;
  gtk_spin_button_set_value (self->n_categories_spin, k - 1);
  show_groups (self);
  follow_ordered (self, at, -1);
  self->updating = FALSE;
  validate (self);
}

static void
on_insert_clicked (GtkButton *button, WpLogicCategories *self)
{
  wp_logic_categories_insert (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "category")));
}

static void
on_remove_clicked (GtkButton *button, WpLogicCategories *self)
{
  wp_logic_categories_remove (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "category")));
}

static GtkWidget *
group_button (WpLogicCategories *self, guint c, const char *icon, const char *label, GCallback clicked)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (button), "category", GUINT_TO_POINTER (c));
  g_signal_connect (button, "clicked", clicked, self);
  return button;
}

/* Insert before and Remove, in each group's header. */
static GtkWidget *
group_buttons (WpLogicCategories *self, guint c)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->insert_buttons[c] = group_button (self, c, "list-add-symbolic", _("Insert a Category Before This One"),
                                          G_CALLBACK (on_insert_clicked));
  self->remove_buttons[c] = group_button (self, c, "user-trash-symbolic", _("Remove This Category"),
                                          G_CALLBACK (on_remove_clicked));
  gtk_box_append (GTK_BOX (box), self->insert_buttons[c]);
  gtk_box_append (GTK_BOX (box), self->remove_buttons[c]);
  return box;
}

static GtkEditable *
add_entry_row (AdwPreferencesGroup *group, const char *title, GCallback changed, WpLogicCategories *self)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  g_signal_connect_swapped (row, "changed", changed, self);
  adw_preferences_group_add (group, row);
  return GTK_EDITABLE (row);
}

/* The six groups, made once; the template holds what never repeats. */
static void
build_groups (WpLogicCategories *self)
{
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    {
      g_autofree char *title = g_strdup_printf (_("Category %u"), c + 1);
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

      adw_preferences_group_set_title (group, title);
      if (c == 0)
        adw_preferences_group_set_description (group, _("Its items are the rows of the grid and the subjects "
                                                        "of the clues."));
      self->names[c] = add_entry_row (group, _("_Name"), G_CALLBACK (on_name_changed), self);
      self->phrases[c] = add_entry_row (group, _("_Phrase, with {} for the item (“drinks {}”)"),
                                        G_CALLBACK (on_row_changed), self);
      self->items[c] = add_entry_row (group, _("I_tems, separated by commas"), G_CALLBACK (on_row_changed), self);
      adw_preferences_group_set_header_suffix (group, group_buttons (self, c));
      self->groups[c] = GTK_WIDGET (group);
      gtk_box_append (GTK_BOX (self->category_box), self->groups[c]);
    }
}

/* The rows from the puzzle; the categories it lacks get placeholders, as a
 * new puzzle would. */
static void
fill_from_puzzle (WpLogicCategories *self, const WpPuzzle *puzzle)
{
  guint k = wp_logic_n_categories (puzzle), n = wp_logic_n_items (puzzle);

  self->updating = TRUE;
  gtk_spin_button_set_value (self->n_categories_spin, k);
  gtk_spin_button_set_value (self->n_items_spin, n);
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    {
      g_autoptr (GString) items = g_string_new (NULL);
      g_autofree char *letter = g_strdup_printf ("%c", 'A' + c);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *placeholder = placeholder_item (c, i);

          g_string_append_printf (items, "%s%s", i ? ", " : "",
                                  c < k ? wp_logic_item_name (puzzle, WP_LOGIC_CODE (c, i)) : placeholder);
        }
      gtk_editable_set_text (self->names[c], c < k ? wp_logic_category_name (puzzle, c) : letter);
      gtk_editable_set_text (self->phrases[c], c < k ? wp_logic_category_phrase (puzzle, c) : "has {}");
      gtk_editable_set_text (self->items[c], items->str);
      self->sources[c] = c < k ? (gint) c : -1;
    }
  show_groups (self);
  self->updating = FALSE;
  list_ordered_choices (self);
  self->updating = TRUE;
  adw_combo_row_set_selected (self->ordered_row, (guint) (wp_logic_ordered_category (puzzle) + 1));
  self->updating = FALSE;
  validate (self);
}

WpLogicCategories *
wp_logic_categories_new (GtkWindow *parent, WpDocument *document)
{
  WpLogicCategories *self;

  g_return_val_if_fail (WP_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (wp_document_get_puzzle (document)->genre == &wp_genre_logic, NULL);
  self = g_object_new (WP_TYPE_LOGIC_CATEGORIES, "transient-for", parent, NULL);
  self->document = g_object_ref (document);
  fill_from_puzzle (self, wp_document_get_puzzle (document));
  return self;
}

void
wp_logic_categories_set_size (WpLogicCategories *self, guint categories, guint items)
{
  g_return_if_fail (WP_IS_LOGIC_CATEGORIES (self));
  gtk_spin_button_set_value (self->n_categories_spin, categories);
  gtk_spin_button_set_value (self->n_items_spin, items);
}

void
wp_logic_categories_set_category (WpLogicCategories *self, guint category, const char *name, const char *phrase,
                                  const char *items)
{
  g_return_if_fail (WP_IS_LOGIC_CATEGORIES (self) && category < WP_LOGIC_MAX_CATEGORIES);
  gtk_editable_set_text (self->names[category], name);
  gtk_editable_set_text (self->phrases[category], phrase);
  gtk_editable_set_text (self->items[category], items);
}

void
wp_logic_categories_set_ordered (WpLogicCategories *self, gint category)
{
  g_return_if_fail (WP_IS_LOGIC_CATEGORIES (self));
  adw_combo_row_set_selected (self->ordered_row, (guint) (category + 1));
}

const char *
wp_logic_categories_get_message (WpLogicCategories *self)
{
  g_return_val_if_fail (WP_IS_LOGIC_CATEGORIES (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->message_label)) ? gtk_label_get_text (self->message_label) : NULL;
}

gboolean
wp_logic_categories_apply (WpLogicCategories *self)
{
  g_return_val_if_fail (WP_IS_LOGIC_CATEGORIES (self), FALSE);
  if (!gtk_widget_get_sensitive (self->apply_button))
    return FALSE;
  g_signal_emit_by_name (self->apply_button, "clicked");
  return TRUE;
}

/* --- Class --------------------------------------------------------------------- */

static void
wp_logic_categories_dispose (GObject *object)
{
  WpLogicCategories *self = WP_LOGIC_CATEGORIES (object);

  g_clear_pointer (&self->next, wp_puzzle_free);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (object), WP_TYPE_LOGIC_CATEGORIES);
  G_OBJECT_CLASS (wp_logic_categories_parent_class)->dispose (object);
}

static void
wp_logic_categories_class_init (WpLogicCategoriesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_logic_categories_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-logic-categories.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, WpLogicCategories, name)
  BIND (apply_button);
  BIND (category_box);
  BIND (n_categories_spin);
  BIND (n_items_spin);
  BIND (ordered_row);
  BIND (message_label);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_apply_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_size_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_ordered_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wp_logic_categories_init (WpLogicCategories *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build_groups (self);
}
