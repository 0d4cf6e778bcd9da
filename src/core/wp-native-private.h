/* wp-native-private.h — the native JSON document, used by wp-io.c */
#pragma once

#include "wp-io.h"

G_BEGIN_DECLS

GPtrArray *wp_native_parse     (const char *data, GError **error);
char      *wp_native_serialize (GPtrArray *puzzles, gboolean pretty);

G_END_DECLS
