/* wp-native-private.h — the native JSON document, used by wp-io.c and tests/fuzz */
#pragma once

#include "wp-io.h"

G_BEGIN_DECLS

GPtrArray *wp_native_parse     (const char *data, GError **error);
/* The check wp_native_parse() makes before json-glib sees @data: one
 * object, strict JSON, at most WP_NATIVE_MAX_NESTING levels.  Public for the
 * fuzz target, which holds json-glib's own reading of @data against it. */
#define WP_NATIVE_MAX_NESTING 64
gboolean   wp_native_check_text (const char *data, GError **error);
char      *wp_native_serialize (GPtrArray *puzzles, gboolean pretty);

G_END_DECLS
