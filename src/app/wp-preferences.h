/* wp-preferences.h — the Preferences window, bound to GSettings */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WP_TYPE_PREFERENCES (wp_preferences_get_type ())
G_DECLARE_FINAL_TYPE (WpPreferences, wp_preferences, WP, PREFERENCES, AdwPreferencesWindow)

GtkWindow *wp_preferences_new (GtkWindow *parent);

G_END_DECLS
