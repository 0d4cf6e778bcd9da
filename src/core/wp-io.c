/* wp-io.c — choosing a format, loading and atomic saving */
#include "wp-native-private.h"
#include "wp-error.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static gboolean
has_extension (const char *filename, const char *extension)
{
  g_autofree char *lower = g_ascii_strdown (filename, -1);

  return g_str_has_suffix (lower, extension);
}

const WpTextFormat *const *
wp_text_formats_list (void)
{
  static GPtrArray *all;

  if (g_once_init_enter (&all))
    {
      const WpGenre *const *genres = wp_genres_list ();
      GPtrArray *list = g_ptr_array_new ();

      for (guint g = 0; genres[g]; g++)
        for (guint t = 0; genres[g]->text_formats && genres[g]->text_formats[t]; t++)
          g_ptr_array_add (list, (gpointer) genres[g]->text_formats[t]);
      g_ptr_array_add (list, NULL);
      g_once_init_leave (&all, list);
    }
  return (const WpTextFormat *const *) all->pdata;
}

const WpTextFormat *
wp_text_format_lookup (const char *id)
{
  const WpTextFormat *const *texts = wp_text_formats_list ();

  for (guint t = 0; texts[t]; t++)
    if (g_str_equal (texts[t]->id, id))
      return texts[t];
  return NULL;
}

gboolean
wp_format_for_filename (const char *filename, WpFormat *format)
{
  const WpTextFormat *const *texts = wp_text_formats_list ();

  format->text = NULL;
  if (has_extension (filename, WP_NATIVE_EXTENSION) || has_extension (filename, ".json"))
    return TRUE;
  for (guint t = 0; texts[t]; t++)
    for (guint e = 0; texts[t]->extensions[e]; e++)
      if (has_extension (filename, texts[t]->extensions[e]))
        {
          format->text = texts[t];
          return TRUE;
        }
  return FALSE;
}

char *
wp_format_writable_extensions (void)
{
  const WpTextFormat *const *texts = wp_text_formats_list ();
  g_autoptr (GString) list = g_string_new (WP_NATIVE_EXTENSION);

  for (guint t = 0; texts[t]; t++)
    for (guint e = 0; texts[t]->write && texts[t]->extensions[e]; e++)
      g_string_append_printf (list, ", %s", texts[t]->extensions[e]);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* The text format that claims @data surest (ties: the registry's order),
 * and how sure it is. */
static WpSniff
sniff_text_formats (const char *data, const WpTextFormat **text)
{
  const WpTextFormat *const *texts = wp_text_formats_list ();
  WpSniff best = WP_SNIFF_NO;

  *text = NULL;
  for (guint t = 0; texts[t]; t++)
    {
      WpSniff claim = texts[t]->sniff (data);

      if (claim > best)
        {
          best = claim;
          *text = texts[t];
        }
    }
  return best;
}

/* A JSON object is a Wellposed document unless a text format is sure it
 * is its own (f-puzzles data has "size" and "grid", never "format"). */
static WpSniff
sniff_claim (const char *data, WpFormat *format)
{
  const char *p = data;
  WpSniff claim = sniff_text_formats (data, &format->text);

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '{' && claim != WP_SNIFF_SURE)
    {
      format->text = NULL;
      return WP_SNIFF_SURE;
    }
  return claim;
}

gboolean
wp_format_sniff (const char *data, WpFormat *format)
{
  return sniff_claim (data, format) != WP_SNIFF_NO;
}

#define UTF8_BOM "\xEF\xBB\xBF"

GPtrArray *
wp_load_data (const char *data, const WpFormat *format, WpFormat *format_out, GError **error)
{
  WpFormat chosen;

  /* Some editors start UTF-8 files with a byte-order mark. */
  if (g_str_has_prefix (data, UTF8_BOM))
    data += strlen (UTF8_BOM);

  if (!g_utf8_validate (data, -1, NULL))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: the file is not UTF-8 text"));
      return NULL;
    }
  if (format)
    chosen = *format;
  else if (!wp_format_sniff (data, &chosen))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("1: not a format Wellposed reads (a .wellposed document or plain puzzle text)"));
      return NULL;
    }
  if (format_out)
    *format_out = chosen;
  return chosen.text ? chosen.text->parse (data, error) : wp_native_parse (data, error);
}

/* Puzzle files are small: the largest grid with every clue is a few
 * megabytes.  A cap keeps a hostile or mistaken input (a disk image, a
 * log, /dev/zero) from being read whole before anything is checked. */
#define MAX_INPUT_MB 64

/* Reads @stream to its end as text, refusing binary data (a NUL byte) and
 * anything over MAX_INPUT_MB as soon as either is seen. */
static char *
read_text (FILE *stream, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  char buffer[65536];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stream)) > 0)
    {
      if (memchr (buffer, '\0', n))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: the file holds binary data, not text"));
          return NULL;
        }
      if (text->len + n > (gsize) MAX_INPUT_MB << 20)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_IO,
                       _("larger than %d MB; Wellposed reads puzzle files of up to %d MB"),
                       MAX_INPUT_MB, MAX_INPUT_MB);
          return NULL;
        }
      g_string_append_len (text, buffer, (gssize) n);
    }
  if (ferror (stream))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("could not be read: %s"), g_strerror (errno));
      return NULL;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
read_path (const char *path, GError **error)
{
  FILE *stream;
  char *text;

  if (g_str_equal (path, "-"))
    return read_text (stdin, error);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("no such file"));
      return NULL;
    }
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("this is a folder, not a puzzle file"));
      return NULL;
    }
  stream = g_fopen (path, "rb");
  if (stream == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("could not be opened: %s"), g_strerror (errno));
      return NULL;
    }
  text = read_text (stream, error);
  fclose (stream);
  return text;
}

/* The format of a file named for @by_name.  What the content surely is
 * wins over an extension whose format is not as sure of it: a link saved
 * as link.txt (plain Sudoku text would take its letters for cells),
 * f-puzzles data saved as .json. */
static WpFormat
format_for_file (const char *data, const WpFormat *by_name)
{
  WpFormat sniffed;

  if (g_str_has_prefix (data, UTF8_BOM))
    data += strlen (UTF8_BOM);
  if (!g_utf8_validate (data, -1, NULL) || sniff_claim (data, &sniffed) != WP_SNIFF_SURE ||
      sniffed.text == by_name->text || sniffed.text == NULL)
    return *by_name;
  if (by_name->text != NULL && by_name->text->sniff (data) == WP_SNIFF_SURE)
    return *by_name;
  return sniffed;
}

GPtrArray *
wp_load_file (const char *path, WpFormat *format_out, GError **error)
{
  g_autofree char *data = read_path (path, error);
  WpFormat by_name;

  if (data == NULL)
    return NULL;
  if (*data == '\0' && g_str_equal (path, "-"))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("standard input is empty"));
      return NULL;
    }
  if (!g_str_equal (path, "-") && wp_format_for_filename (path, &by_name))
    {
      WpFormat chosen = format_for_file (data, &by_name);

      return wp_load_data (data, &chosen, format_out, error);
    }
  return wp_load_data (data, NULL, format_out, error);
}

/* Some formats are read only (webpbn XML): saying so beats writing nothing. */
static gboolean
check_writable (const WpTextFormat *text, GError **error)
{
  if (text->write)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("Wellposed reads %s but does not write it"),
               _(text->name));
  return FALSE;
}

/* A text format writes its own genre's puzzles only: its writer reads the
 * puzzle's parameters as its genre lays them out. */
static gboolean
check_genre (const WpTextFormat *text, const WpPuzzle *puzzle, GError **error)
{
  const WpTextFormat *const *own = puzzle->genre->text_formats;

  for (guint t = 0; own && own[t]; t++)
    if (own[t] == text)
      return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("%s holds no %s puzzles; save as .wellposed"),
               _(text->name), _(puzzle->genre->name));
  return FALSE;
}

char *
wp_serialize (GPtrArray *puzzles, const WpFormat *format, GError **error)
{
  g_autoptr (GString) out = NULL;

  if (format->text == NULL)
    return wp_native_serialize (puzzles, TRUE);
  if (!check_writable (format->text, error))
    return NULL;

  out = g_string_new (NULL);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const WpPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      if (!check_genre (format->text, puzzle, error) || !format->text->write (puzzle, NULL, out, error))
        {
          if (puzzles->len > 1)
            g_prefix_error (error, _("puzzle %u: "), i + 1);
          return NULL;
        }
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
wp_serialize_solution (const WpPuzzle *puzzle, const gint *solution,
                       const WpFormat *format, GError **error)
{
  g_autoptr (GString) out = NULL;
  g_autoptr (GPtrArray) one = NULL;
  WpPuzzle *solved;

  if (format->text)
    {
      if (!check_writable (format->text, error) || !check_genre (format->text, puzzle, error))
        return NULL;
      out = g_string_new (NULL);
      if (!format->text->write (puzzle, solution, out, error))
        return NULL;
      return g_string_free (g_steal_pointer (&out), FALSE);
    }
  solved = wp_puzzle_copy (puzzle);
  memcpy (solved->cells, solution, sizeof (gint) * wp_puzzle_n_cells (puzzle));
  one = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_ptr_array_add (one, solved);
  return wp_native_serialize (one, FALSE);
}

/* The file a save replaces: @path itself, or where its symbolic links lead
 * (relative ones from the link's folder), so that the link survives the
 * save, even one whose file does not exist yet.  A chain longer than the
 * kernel's own limit (40) is left to fail as a loop would. */
static char *
save_target (const char *path)
{
  char *target = g_strdup (path);

  for (guint hops = 0; hops < 40 && g_file_test (target, G_FILE_TEST_IS_SYMLINK); hops++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *folder = NULL;

      if (link == NULL)
        break;
      folder = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link) : g_build_filename (folder, link, NULL);
    }
  return target;
}

/* A file nobody may write to (no write bit at all) is read-only even for
 * root, as `rm` treats it: renaming a new file over it would replace
 * what its owner protected.  Otherwise the kernel's answer for us. */
static gboolean
is_read_only (const char *target, const GStatBuf *before)
{
  if (!S_ISREG (before->st_mode))
    return FALSE;
  return (before->st_mode & 0222) == 0 || g_access (target, W_OK) != 0;
}

/* A save in progress writes "NAME.saving-XXXXXX" beside NAME and renames it
 * over NAME.  One a killed save left behind is named so that it is found
 * ("Puzzle.wellposed.saving-k3Fz9q"), and the next save of NAME removes
 * those over a minute old (a save takes milliseconds; a younger one may
 * be another process's save under way). */
#define SAVING_INFIX ".saving-"
#define STALE_AFTER_S 60

static void
remove_stale_temporaries (const char *target)
{
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *prefix = g_strconcat (base, SAVING_INFIX, NULL);
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!g_str_has_prefix (name, prefix) || strlen (name) != strlen (prefix) + 6)
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) && now - info.st_mtime > STALE_AFTER_S)
        g_unlink (path);
    }
}

/* Writes @data to a new temporary file beside @target with @mode, on
 * disk (fsync) before it is renamed over @target; a failure removes it. */
static gboolean
write_and_rename (const char *target, const char *data, gsize length, int mode, GError **error)
{
  g_autofree char *temporary = g_strconcat (target, SAVING_INFIX "XXXXXX", NULL);
  int fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, mode);
  gsize written = 0;
  int saved_errno = 0;

  if (fd < 0)
    {
      g_autofree char *folder = g_path_get_dirname (target);
      g_autofree char *shown = g_filename_display_name (folder);

      saved_errno = errno;
      g_set_error (error, WP_ERROR, WP_ERROR_IO, _("cannot write a file in the folder “%s”: %s"), shown,
                   g_strerror (saved_errno));
      return FALSE;
    }
  while (written < length && saved_errno == 0)
    {
      gssize n = write (fd, data + written, length - written);

      if (n > 0)
        written += (gsize) n;
      else if (n == 0 || errno != EINTR)
        saved_errno = n < 0 ? errno : ENOSPC;
    }
  /* The umask narrowed the mode given at creation. */
  if (saved_errno == 0 && (fchmod (fd, (mode_t) mode) != 0 || fsync (fd) != 0))
    saved_errno = errno;
  if (close (fd) != 0 && saved_errno == 0)
    saved_errno = errno;
  if (saved_errno == 0 && g_rename (temporary, target) != 0)
    saved_errno = errno;
  if (saved_errno == 0)
    return TRUE;
  g_unlink (temporary);
  g_set_error_literal (error, WP_ERROR, WP_ERROR_IO, g_strerror (saved_errno));
  return FALSE;
}

/* Atomic (a temporary file renamed over the old one), keeping the old
 * file's permissions, which the new file would otherwise take from the
 * umask: a private 0600 file must not come back readable by all.  The
 * set-id and sticky bits are not carried over to a file its saver owns.
 * A read-only file is refused, as g_file_replace() refuses it, and left
 * untouched: the rename would otherwise replace it, needing only the
 * folder to be writable.  @new_mode: the mode of a file that is not there
 * yet, or, when @force, of the file whatever it had. */
static gboolean
replace_contents (const char *path, const char *data, gssize length, int new_mode, gboolean force,
                  GError **error)
{
  g_autofree char *target = save_target (path);
  GStatBuf before;
  gboolean existed = g_stat (target, &before) == 0;
  int mode = existed && !force ? (int) (before.st_mode & 0777) : new_mode;

  if (existed && is_read_only (target, &before))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_READ_ONLY, _("Permission denied: the file is read-only"));
      return FALSE;
    }
  remove_stale_temporaries (target);
  return write_and_rename (target, data, length < 0 ? strlen (data) : (gsize) length, mode, error);
}

gboolean
wp_file_replace_contents (const char *path, const char *data, gssize length, GError **error)
{
  return replace_contents (path, data, length, 0644, FALSE, error);
}

gboolean
wp_file_replace_contents_private (const char *path, const char *data, gssize length, GError **error)
{
  return replace_contents (path, data, length, 0600, TRUE, error);
}

gboolean
wp_save_file (const char *path, GPtrArray *puzzles, const WpFormat *format, GError **error)
{
  g_autofree char *data = wp_serialize (puzzles, format, error);

  if (data == NULL)
    return FALSE;
  if (g_str_equal (path, "-"))
    {
      fputs (data, stdout);
      return fflush (stdout) == 0;
    }
  return wp_file_replace_contents (path, data, -1, error);
}

/* --- Stamps: has somebody else changed the file? ----------------------------------- */

struct _WpFileStamp {
  gboolean exists;
  dev_t    device;
  ino_t    inode;
  goffset  size;
  gint64   mtime_ns;
  char    *checksum;   /* SHA-256 of the contents; NULL when the file did not exist */
};

/* The SHA-256 of @path's contents, read in pieces, or NULL when it cannot
 * be read. */
static char *
checksum_of_file (const char *path)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guchar buffer[65536];
  FILE *stream = g_fopen (path, "rb");
  size_t n;

  if (stream == NULL)
    return NULL;
  while ((n = fread (buffer, 1, sizeof buffer, stream)) > 0)
    g_checksum_update (checksum, buffer, (gssize) n);
  if (ferror (stream))
    {
      fclose (stream);
      return NULL;
    }
  fclose (stream);
  return g_strdup (g_checksum_get_string (checksum));
}

static void
stamp_stat (WpFileStamp *stamp, const GStatBuf *buf)
{
  stamp->device = buf->st_dev;
  stamp->inode = buf->st_ino;
  stamp->size = buf->st_size;
  stamp->mtime_ns = (gint64) buf->st_mtim.tv_sec * 1000000000 + buf->st_mtim.tv_nsec;
}

static gboolean
stat_matches (const WpFileStamp *stamp, const GStatBuf *buf)
{
  return stamp->device == buf->st_dev && stamp->inode == buf->st_ino && stamp->size == buf->st_size &&
         stamp->mtime_ns == (gint64) buf->st_mtim.tv_sec * 1000000000 + buf->st_mtim.tv_nsec;
}

WpFileStamp *
wp_file_stamp_new (const char *path)
{
  g_autoptr (WpFileStamp) stamp = g_new0 (WpFileStamp, 1);
  GStatBuf buf;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_stat (path, &buf) != 0)
    return g_steal_pointer (&stamp);   /* not there (yet): its appearing is a change */
  stamp_stat (stamp, &buf);
  stamp->checksum = checksum_of_file (path);
  stamp->exists = stamp->checksum != NULL;
  return g_steal_pointer (&stamp);
}

void
wp_file_stamp_free (WpFileStamp *stamp)
{
  if (stamp == NULL)
    return;
  g_free (stamp->checksum);
  g_free (stamp);
}

/* The inode, size and time decide at no cost when nothing happened; when
 * they moved, the contents decide, so a `touch` or a save of the same
 * bytes is no change (and the stamp takes the new inode and time). */
WpDiskState
wp_file_stamp_compare (WpFileStamp *stamp, const char *path)
{
  g_autofree char *checksum = NULL;
  GStatBuf buf;

  g_return_val_if_fail (stamp != NULL && path != NULL, WP_DISK_UNCHANGED);

  if (g_stat (path, &buf) != 0)
    return stamp->exists ? WP_DISK_GONE : WP_DISK_UNCHANGED;
  if (stamp->exists && stat_matches (stamp, &buf))
    return WP_DISK_UNCHANGED;
  checksum = checksum_of_file (path);
  if (checksum == NULL)
    return stamp->exists ? WP_DISK_GONE : WP_DISK_UNCHANGED;
  if (!stamp->exists || !g_str_equal (checksum, stamp->checksum))
    return WP_DISK_CHANGED;
  stamp_stat (stamp, &buf);
  return WP_DISK_UNCHANGED;
}
