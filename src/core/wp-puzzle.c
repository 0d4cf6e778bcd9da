/* wp-puzzle.c — the puzzle model */
#include "wp-puzzle.h"
#include "wp-genre.h"
#include "wp-error.h"
#include "wp-element.h"

#include <glib/gi18n-lib.h>
#include <string.h>

G_DEFINE_QUARK (wp-error-quark, wp_error)

WpPuzzle *
wp_puzzle_new (const WpGenre *genre, guint width, guint height, gpointer params)
{
  WpPuzzle *puzzle = g_new0 (WpPuzzle, 1);
  guint n = width * height;

  puzzle->genre = genre;
  puzzle->width = width;
  puzzle->height = height;
  puzzle->cells = g_new (gint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    puzzle->cells[i] = WP_CELL_EMPTY;
  puzzle->params = params;
  puzzle->elements = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_element_free);
  puzzle->ref_count = 1;
  return puzzle;
}

WpPuzzle *
wp_puzzle_copy (const WpPuzzle *puzzle)
{
  WpPuzzle *copy;

  g_return_val_if_fail (puzzle != NULL, NULL);

  copy = g_new0 (WpPuzzle, 1);
  copy->genre = puzzle->genre;
  copy->width = puzzle->width;
  copy->height = puzzle->height;
  copy->cells = g_memdup2 (puzzle->cells, sizeof (gint) * MAX (wp_puzzle_n_cells (puzzle), 1));
  copy->params = puzzle->params && puzzle->genre->params_copy
                 ? puzzle->genre->params_copy (puzzle->params) : NULL;
  copy->title = g_strdup (puzzle->title);
  copy->author = g_strdup (puzzle->author);
  copy->rules = g_strdup (puzzle->rules);
  copy->notes = g_strdup (puzzle->notes);
  copy->elements = g_ptr_array_new_full (puzzle->elements->len, (GDestroyNotify) wp_element_free);
  for (guint i = 0; i < puzzle->elements->len; i++)
    g_ptr_array_add (copy->elements, wp_element_copy (g_ptr_array_index (puzzle->elements, i)));
  copy->ref_count = 1;
  return copy;
}

WpPuzzle *
wp_puzzle_ref (const WpPuzzle *puzzle)
{
  WpPuzzle *shared = (WpPuzzle *) puzzle;

  g_return_val_if_fail (puzzle != NULL, NULL);
  __atomic_fetch_add (&shared->ref_count, 1, __ATOMIC_RELAXED);
  return shared;
}

void
wp_puzzle_free (WpPuzzle *puzzle)
{
  /* The compiler's atomics, which ThreadSanitizer sees (GLib's run inside
   * the uninstrumented library, and its report of the worker freeing what
   * the main thread had read was a false alarm): release by every thread
   * that lets go, acquire by the last, so the free follows their reads. */
  if (puzzle == NULL || __atomic_fetch_sub (&puzzle->ref_count, 1, __ATOMIC_ACQ_REL) != 1)
    return;
  if (puzzle->params && puzzle->genre->params_free)
    puzzle->genre->params_free (puzzle->params);
  g_free (puzzle->cells);
  g_free (puzzle->title);
  g_free (puzzle->author);
  g_free (puzzle->rules);
  g_free (puzzle->notes);
  g_ptr_array_unref (puzzle->elements);
  g_free (puzzle);
}

gboolean
wp_puzzle_equal (const WpPuzzle *a, const WpPuzzle *b)
{
  if (a->genre != b->genre || a->width != b->width || a->height != b->height)
    return FALSE;
  if (memcmp (a->cells, b->cells, sizeof (gint) * wp_puzzle_n_cells (a)) != 0)
    return FALSE;
  if ((a->params == NULL) != (b->params == NULL))
    return FALSE;
  if (a->params && !a->genre->params_equal (a->params, b->params))
    return FALSE;
  if (a->elements->len != b->elements->len)
    return FALSE;
  for (guint i = 0; i < a->elements->len; i++)
    if (!wp_element_equal (g_ptr_array_index (a->elements, i), g_ptr_array_index (b->elements, i)))
      return FALSE;
  return g_strcmp0 (a->title, b->title) == 0 &&
         g_strcmp0 (a->author, b->author) == 0 &&
         g_strcmp0 (a->rules, b->rules) == 0 &&
         g_strcmp0 (a->notes, b->notes) == 0;
}

guint
wp_puzzle_n_cells (const WpPuzzle *puzzle)
{
  return puzzle->width * puzzle->height;
}

gint
wp_puzzle_get (const WpPuzzle *puzzle, guint row, guint col)
{
  g_return_val_if_fail (row < puzzle->height && col < puzzle->width, WP_CELL_EMPTY);
  return puzzle->cells[row * puzzle->width + col];
}

void
wp_puzzle_set (WpPuzzle *puzzle, guint row, guint col, gint value)
{
  g_return_if_fail (row < puzzle->height && col < puzzle->width);
  puzzle->cells[row * puzzle->width + col] = value;
}

guint
wp_puzzle_count_givens (const WpPuzzle *puzzle)
{
  guint n = 0;

  for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
    n += puzzle->cells[i] != WP_CELL_EMPTY;
  return n;
}

const char *const wp_puzzle_metadata_names[] = { "title", "author", "rules", "notes", NULL };

char **
wp_puzzle_metadata_field (WpPuzzle *puzzle, const char *name)
{
  char **fields[] = { &puzzle->title, &puzzle->author, &puzzle->rules, &puzzle->notes };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_str_equal (name, wp_puzzle_metadata_names[i]))
      return fields[i];
  return NULL;
}

char *
wp_cell_name (guint row, guint col)
{
  return g_strdup_printf ("r%uc%u", row + 1, col + 1);
}

const char *
wp_side_name (guint side)
{
  switch (side % 4)
    {
    case 0:  return _("top");
    case 1:  return _("right");
    case 2:  return _("bottom");
    default: return _("left");
    }
}

gboolean
wp_puzzle_check_text_size (const char *name, const char *text, GError **error)
{
  gsize length = strlen (text);

  if (length <= WP_PUZZLE_MAX_TEXT)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
               _("%s: %.1f MB of text, more than a puzzle holds (at most %d MB)"), name,
               length / (double) (1 << 20), WP_PUZZLE_MAX_TEXT >> 20);
  return FALSE;
}
