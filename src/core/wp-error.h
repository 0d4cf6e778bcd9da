/* wp-error.h — the error domain shared by the core, the CLI and the studio
 *
 * Messages follow one convention so every client can show where a problem
 * is: "<place>: <what is wrong>", where the place is a line ("12"), a line
 * and column ("12:7"), or a path inside a JSON document ("givens[3]").
 * Clients prefix the file name.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define WP_ERROR (wp_error_quark ())

typedef enum {
  WP_ERROR_PARSE,        /* the text is not well-formed */
  WP_ERROR_INVALID,      /* well-formed, but describes an impossible puzzle */
  WP_ERROR_UNSUPPORTED,  /* a format, genre or version we do not know */
  WP_ERROR_IO,           /* reading or writing failed */
  WP_ERROR_INCOMPLETE,   /* a document, but not yet a puzzle to count (a
                          * jigsaw whose regions are still being drawn) */
  WP_ERROR_READ_ONLY,    /* the file to save over is read-only: nothing written */
} WpError;

GQuark wp_error_quark (void);

G_END_DECLS
