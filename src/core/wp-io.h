/* wp-io.h — reading and writing puzzle files
 *
 * Two kinds of format: the native JSON document (`.wellposed`, one puzzle or
 * a collection) and the plain-text formats genres bring (`.txt` for Sudoku).
 * Loading is all or nothing: on error no puzzle is returned and the message
 * names the place (see wp-error.h).  Saving is atomic: the new contents go
 * to a temporary file that then replaces the old one, so a crash never
 * leaves a half-written file behind.
 */
#pragma once

#include <glib.h>
#include "wp-genre.h"

G_BEGIN_DECLS

#define WP_NATIVE_EXTENSION ".wellposed"
#define WP_NATIVE_VERSION   1

/* text == NULL means the native format. */
typedef struct {
  const WpTextFormat *text;
} WpFormat;

/* Every genre's text formats, in registry order, NULL-terminated; and one
 * of them by its id ("sudoku-text"), or NULL. */
const WpTextFormat *const *wp_text_formats_list (void);
const WpTextFormat        *wp_text_format_lookup (const char *id);

gboolean    wp_format_for_filename  (const char *filename, WpFormat *format);
gboolean    wp_format_sniff         (const char *data, WpFormat *format);
/* Every extension a file can be saved with, ".wellposed" first, joined by
 * ", ": for messages that say what would work. */
char       *wp_format_writable_extensions (void);

/* Parse @data; @format may be NULL to sniff.  The format used is stored in
 * @format_out when not NULL.  Returns a GPtrArray of WpPuzzle*. */
GPtrArray  *wp_load_data            (const char     *data,
                                     const WpFormat *format,
                                     WpFormat       *format_out,
                                     GError        **error);
/* "-" reads standard input. */
GPtrArray  *wp_load_file            (const char  *path,
                                     WpFormat    *format_out,
                                     GError     **error);

char       *wp_serialize            (GPtrArray      *puzzles,
                                     const WpFormat *format,
                                     GError        **error);
/* The solved grid of @puzzle written in @format. */
char       *wp_serialize_solution   (const WpPuzzle *puzzle,
                                     const gint     *solution,
                                     const WpFormat *format,
                                     GError        **error);
/* Atomic; "-" writes to standard output.  A symbolic link is followed
 * (the file it points to is replaced, the link stays) and an existing
 * file keeps its permissions. */
gboolean    wp_save_file            (const char     *path,
                                     GPtrArray      *puzzles,
                                     const WpFormat *format,
                                     GError        **error);

/* Atomic replacement of @path's contents (a temporary file renamed over
 * it), following symbolic links and keeping an existing file's
 * permissions; what wp_save_file() and the PDF export write through. */
gboolean    wp_file_replace_contents (const char *path,
                                      const char *data,
                                      gssize      length,
                                      GError    **error);
/* The same for a file only its owner may read (0600 whatever it had):
 * the recovery copies of a setter's unsaved work. */
gboolean    wp_file_replace_contents_private (const char *path,
                                              const char *data,
                                              gssize      length,
                                              GError    **error);

/* What a file held when this program last read or wrote it, so that a
 * later save can tell whether somebody else (another window, another
 * program) has changed it since: the file's inode, size and time, and a
 * SHA-256 of its contents. */
typedef struct _WpFileStamp WpFileStamp;

typedef enum {
  WP_DISK_UNCHANGED,   /* the same contents (or still not there) */
  WP_DISK_CHANGED,     /* other contents, or there now and not before */
  WP_DISK_GONE,        /* deleted (or unreadable) since */
} WpDiskState;

/* Never NULL: a file that is not there is stamped as missing. */
WpFileStamp *wp_file_stamp_new      (const char  *path);
void         wp_file_stamp_free     (WpFileStamp *stamp);
/* What happened to @path since @stamp was taken.  Reads the contents only
 * when the inode, size or time moved; when the contents are the same the
 * stamp takes the new inode and time. */
WpDiskState  wp_file_stamp_compare  (WpFileStamp *stamp,
                                     const char  *path);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpFileStamp, wp_file_stamp_free)

G_END_DECLS
