/* wp-settings.c — the application's GSettings (see wp-settings.h) */
#include "app/wp-settings.h"
#include "app/wp-application.h"

GSettings *
wp_settings_new (void)
{
  GSettingsSchemaSource *installed = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (installed)
    schema = g_settings_schema_source_lookup (installed, WP_APP_ID, TRUE);
  if (schema == NULL)
    {
      /* Running uninstalled (the README's first command does). */
      g_autoptr (GSettingsSchemaSource) build =
        g_settings_schema_source_new_from_directory (WP_BUILD_SCHEMA_DIR, installed, FALSE, NULL);

      if (build)
        schema = g_settings_schema_source_lookup (build, WP_APP_ID, FALSE);
    }
  if (schema == NULL)
    g_error ("The GSettings schema %s is not installed", WP_APP_ID);
  return g_settings_new_full (schema, NULL, NULL);
}
