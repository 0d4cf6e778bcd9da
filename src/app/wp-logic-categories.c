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
      self->next = wp_logic_with_categories (wp_document_get_puzzle (self->document), specs, k, n_items (self),
                                             &dropped, &error);
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
  else if (dropped > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("Applying drops %u clue: it names an item or category "
                                                            "that goes, or needs the ordered category.",
                                                            "Applying drops %u clues: they name an item or category "
                                                            "that goes, or need the ordered category.", dropped),
                                               dropped);
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

static void
on_size_changed (WpLogicCategories *self)
{
  if (self->updating || self->document == NULL)
    return;
  self->updating = TRUE;
  fit_items (self);
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    gtk_widget_set_visible (self->groups[c], c < n_categories (self));
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
      gtk_widget_set_visible (self->groups[c], c < k);
    }
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
