/* wp-recovery.c — autosaved working copies (see wp-recovery.h) */
#include "wp-recovery.h"
#include "wp-error.h"
#include "wp-io.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#define ORIGIN_SUFFIX ".origin"

void
wp_recovered_free (WpRecovered *recovered)
{
  if (recovered == NULL)
    return;
  g_free (recovered->slot);
  wp_puzzle_free (recovered->puzzle);
  g_free (recovered->origin_uri);
  g_free (recovered);
}

char *
wp_recovery_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "wellposed", "recovery", NULL);
}

static char *
slot_path (const char *slot, const char *suffix)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *name = g_strconcat (slot, suffix, NULL);

  return g_build_filename (dir, name, NULL);
}

gboolean
wp_recovery_save (const char *slot, const WpPuzzle *puzzle, const char *origin_uri, GError **error)
{
  g_autofree char *dir = wp_recovery_dir ();
  g_autofree char *document = slot_path (slot, WP_NATIVE_EXTENSION);
  g_autofree char *origin = slot_path (slot, ORIGIN_SUFFIX);
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autofree char *data = NULL;
  WpFormat native = { NULL };

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno),
                   "%s: %s", dir, g_strerror (errno));
      return FALSE;
    }
  /* The origin first: a document without it is restored as untitled, never
   * attached to the wrong file. */
  if (origin_uri)
    {
      if (!g_file_set_contents_full (origin, origin_uri, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
        return FALSE;
    }
  else
    g_unlink (origin);
  g_ptr_array_add (one, (gpointer) puzzle);
  /* Private, as the origin is: unsaved work is nobody else's to read. */
  data = wp_serialize (one, &native, error);
  return data && wp_file_replace_contents_private (document, data, -1, error);
}

void
wp_recovery_discard (const char *slot)
{
  g_autofree char *document = slot_path (slot, WP_NATIVE_EXTENSION);
  g_autofree char *origin = slot_path (slot, ORIGIN_SUFFIX);

  g_unlink (document);
  g_unlink (origin);
}

static WpRecovered *
read_slot (const char *dir, const char *name, GError **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *slot = g_strndup (name, strlen (name) - strlen (WP_NATIVE_EXTENSION));
  g_autofree char *origin = slot_path (slot, ORIGIN_SUFFIX);
  g_autoptr (GError) load_error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &load_error);
  WpRecovered *recovered;
  GStatBuf info;

  /* wp_load_file() always says why it failed, and never returns an empty
   * list (the fuzz targets hold every reader to both). */
  if (puzzles == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&load_error));
      return NULL;
    }
  if (puzzles->len > 1)
    {
      g_set_error_literal (error, WP_ERROR, WP_ERROR_INVALID, _("the copy holds more than one puzzle"));
      return NULL;
    }
  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s", g_strerror (saved_errno));
      return NULL;
    }
  recovered = g_new0 (WpRecovered, 1);
  recovered->slot = g_steal_pointer (&slot);
  recovered->puzzle = g_ptr_array_steal_index (puzzles, 0);
  recovered->saved_at = info.st_mtime;
  g_file_get_contents (origin, &recovered->origin_uri, NULL, NULL);
  return recovered;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const WpRecovered *x = *(WpRecovered *const *) a, *y = *(WpRecovered *const *) b;

  return (y->saved_at > x->saved_at) - (y->saved_at < x->saved_at);
}

static int
by_name (gconstpointer a, gconstpointer b)
{
  const WpRecoveryBroken *x = *(WpRecoveryBroken *const *) a, *y = *(WpRecoveryBroken *const *) b;

  return strcmp (x->slot, y->slot);
}

void
wp_recovery_broken_free (WpRecoveryBroken *broken)
{
  if (broken == NULL)
    return;
  g_free (broken->slot);
  g_free (broken->path);
  g_free (broken->reason);
  g_free (broken);
}

GPtrArray *
wp_recovery_list_full (GPtrArray **broken)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_recovered_free);
  g_autofree char *dir = wp_recovery_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (broken)
    *broken = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_recovery_broken_free);
  while (listing && (name = g_dir_read_name (listing)))
    {
      g_autoptr (GError) error = NULL;
      WpRecovered *recovered;

      /* Temporary files of an atomic save end otherwise; so do origins. */
      if (!g_str_has_suffix (name, WP_NATIVE_EXTENSION))
        continue;
      recovered = read_slot (dir, name, &error);
      if (recovered)
        g_ptr_array_add (found, recovered);
      else if (broken)
        {
          WpRecoveryBroken *unreadable = g_new0 (WpRecoveryBroken, 1);

          unreadable->slot = g_strndup (name, strlen (name) - strlen (WP_NATIVE_EXTENSION));
          unreadable->path = g_build_filename (dir, name, NULL);
          unreadable->reason = g_strdup (error->message);
          g_ptr_array_add (*broken, unreadable);
        }
    }
  g_ptr_array_sort (found, newest_first);
  if (broken)
    g_ptr_array_sort (*broken, by_name);
  return found;
}

GPtrArray *
wp_recovery_list (void)
{
  return wp_recovery_list_full (NULL);
}
