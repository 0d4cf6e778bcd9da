/* wp-preferences.c — the Preferences window (see wp-preferences.h) */
#include "app/wp-preferences.h"
#include "app/wp-settings.h"

struct _WpPreferences {
  AdwPreferencesWindow  parent_instance;

  GtkSpinButton        *count_cap;
  GtkSwitch            *autosave;
  GtkSwitch            *show_alternatives;

  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (WpPreferences, wp_preferences, ADW_TYPE_PREFERENCES_WINDOW)

/* count-cap is a uint64; the spin button speaks doubles. */
static gboolean
cap_to_spin (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_double (value, (double) g_variant_get_uint64 (variant));
  return TRUE;
}

static GVariant *
spin_to_cap (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_uint64 ((guint64) g_value_get_double (value));
}

static void
wp_preferences_dispose (GObject *object)
{
  WpPreferences *self = WP_PREFERENCES (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_PREFERENCES);
  G_OBJECT_CLASS (wp_preferences_parent_class)->dispose (object);
}

static void
wp_preferences_class_init (WpPreferencesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_preferences_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, WpPreferences, count_cap);
  gtk_widget_class_bind_template_child (widget_class, WpPreferences, autosave);
  gtk_widget_class_bind_template_child (widget_class, WpPreferences, show_alternatives);
}

static void
wp_preferences_init (WpPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = wp_settings_new ();
  g_settings_bind_with_mapping (self->settings, "count-cap", self->count_cap, "value",
                                G_SETTINGS_BIND_DEFAULT, cap_to_spin, spin_to_cap, NULL, NULL);
  g_settings_bind (self->settings, "autosave", self->autosave, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-alternatives", self->show_alternatives, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

GtkWindow *
wp_preferences_new (GtkWindow *parent)
{
  return g_object_new (WP_TYPE_PREFERENCES, "transient-for", parent, NULL);
}
