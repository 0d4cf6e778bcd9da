/* wp-settings.h — the application's GSettings, installed or from the build tree */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The schema io.github.wellposed.Wellposed: from the installed schemas, or,
 * when Wellposed runs from its build folder, from the schemas compiled there. */
GSettings *wp_settings_new (void);

G_END_DECLS
