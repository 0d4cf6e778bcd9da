/* wp-application.h — the Wellposed application */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define WP_APP_ID "io.github.wellposed.Wellposed"

#define WP_TYPE_APPLICATION (wp_application_get_type ())
G_DECLARE_FINAL_TYPE (WpApplication, wp_application, WP, APPLICATION, AdwApplication)

WpApplication *wp_application_new (void);

G_END_DECLS
