/* wp-digits.c — values past 9 typed as two digits (see wp-digits.h) */
#include "app/wp-digits.h"
#include "core/wp-genre.h"

#include <glib/gi18n.h>
#include <string.h>

struct _WpDigits {
  WpDigitsCommit commit;
  gpointer       user_data;
  guint          timeout_ms;
  gint           pending;     /* the first digit, or -1 */
  gboolean       pending_alone;   /* whether it is a value by itself */
  guint          source;
};

WpDigits *
wp_digits_new (WpDigitsCommit commit, gpointer user_data)
{
  WpDigits *digits = g_new0 (WpDigits, 1);

  digits->commit = commit;
  digits->user_data = user_data;
  digits->timeout_ms = WP_DIGITS_TIMEOUT_MS;
  digits->pending = -1;
  return digits;
}

void
wp_digits_free (WpDigits *digits)
{
  if (digits == NULL)
    return;
  g_clear_handle_id (&digits->source, g_source_remove);
  g_free (digits);
}

void
wp_digits_set_timeout (WpDigits *digits, guint milliseconds)
{
  digits->timeout_ms = milliseconds;
}

gint
wp_digits_get_pending (WpDigits *digits)
{
  return digits->pending;
}

/* The genre's own notation decides: the value must be written as one
 * character that reads back as the same value (on a 9×9, 10 would be "A",
 * which is no value there). */
gboolean
wp_digits_value_exists (const WpPuzzle *puzzle, gint value)
{
  g_autofree char *text = NULL;

  if (value < 1)
    return FALSE;
  text = puzzle->genre->format_value (puzzle, value);
  return g_utf8_strlen (text, -1) == 1 &&
         puzzle->genre->value_for_char (puzzle, g_utf8_get_char (text)) == value;
}

/* Whether some value of @puzzle begins with @digit and has a second one. */
static gboolean
begins_two_digits (const WpPuzzle *puzzle, guint digit)
{
  if (digit == 0)
    return FALSE;
  for (guint second = 0; second <= 9; second++)
    if (wp_digits_value_exists (puzzle, (gint) (digit * 10 + second)))
      return TRUE;
  return FALSE;
}

void
wp_digits_cancel (WpDigits *digits)
{
  g_clear_handle_id (&digits->source, g_source_remove);
  digits->pending = -1;
}

void
wp_digits_flush (WpDigits *digits)
{
  gint value = digits->pending;
  gboolean alone = digits->pending_alone;

  if (value < 0)
    return;
  wp_digits_cancel (digits);
  if (alone)
    digits->commit (value, digits->user_data);
}

static gboolean
on_timeout (gpointer data)
{
  WpDigits *digits = data;

  digits->source = 0;
  wp_digits_flush (digits);
  return G_SOURCE_REMOVE;
}

gboolean
wp_digits_type (WpDigits *digits, const WpPuzzle *puzzle, guint digit)
{
  g_return_val_if_fail (digit <= 9, FALSE);
  if (digits->pending >= 0)
    {
      gint value = digits->pending * 10 + (gint) digit;

      if (wp_digits_value_exists (puzzle, value))
        {
          wp_digits_cancel (digits);
          digits->commit (value, digits->user_data);
          return TRUE;
        }
      wp_digits_flush (digits);   /* "2", "7" on a 16×16: 2, then 7 */
    }
  if (!begins_two_digits (puzzle, digit))
    return FALSE;
  digits->pending = (gint) digit;
  digits->pending_alone = wp_digits_value_exists (puzzle, (gint) digit);
  digits->source = g_timeout_add (digits->timeout_ms, on_timeout, digits);
  return TRUE;
}

char *
wp_digits_describe (const WpPuzzle *puzzle)
{
  g_autofree char *first_letter = NULL;
  g_autofree char *last_letter = NULL;
  gint last = 9;

  if (!wp_digits_value_exists (puzzle, 10))
    return NULL;
  while (last < 99 && wp_digits_value_exists (puzzle, last + 1))
    last++;
  first_letter = puzzle->genre->format_value (puzzle, 10);
  last_letter = puzzle->genre->format_value (puzzle, last);
  /* Translators: e.g. "Values 1–16: type two digits (1 then 2 for 12) or
   * the letters A–G." */
  return g_strdup_printf (_("Values 1–%d: type two digits (1 then 2 for 12) or the letters %s–%s."),
                          last, first_letter, last_letter);
}
