/* wp-digits.h — values past 9 typed as two digits (1, 2 → 12)
 *
 * A 16×16 Sudoku's values run to 16, which one key cannot hold: its
 * letters (A = 10) always worked, and digits now do too.  A digit that
 * could begin a two-digit value waits a moment for the second one; typed
 * alone, it is entered when the moment has passed (or at once when
 * anything else happens).  Where every value is one key (9×9, 0/1
 * pictures), a digit is entered at once, as before.
 */
#pragma once

#include <glib.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

/* How long a first digit waits for a second one. */
#define WP_DIGITS_TIMEOUT_MS 800

typedef struct _WpDigits WpDigits;

/* Called with the value typed (one or two digits). */
typedef void (*WpDigitsCommit) (gint value, gpointer user_data);

WpDigits *wp_digits_new         (WpDigitsCommit commit, gpointer user_data);
void      wp_digits_free        (WpDigits *digits);
/* For tests: a shorter wait. */
void      wp_digits_set_timeout (WpDigits *digits, guint milliseconds);
/* Digit @digit (0–9) typed on @puzzle: with a first digit waiting, the two
 * make one value when @puzzle has it, else the first is entered and
 * @digit starts afresh.  FALSE when @digit alone means nothing and no
 * value came of it (the caller then treats the key as it did before). */
gboolean  wp_digits_type        (WpDigits *digits, const WpPuzzle *puzzle, guint digit);
/* The first digit waiting for a second one, or -1. */
gint      wp_digits_get_pending (WpDigits *digits);
/* Enters the waiting digit now (before another key, a click, a new
 * selection); nothing when none waits. */
void      wp_digits_flush       (WpDigits *digits);
/* Forgets the waiting digit (the grid it was typed on is gone). */
void      wp_digits_cancel      (WpDigits *digits);

/* Whether @value is one @puzzle's genre writes as a single character it
 * reads back (1–16 on a 16×16: "A" is 10). */
gboolean  wp_digits_value_exists (const WpPuzzle *puzzle, gint value);
/* "Values 1–16: type two digits (1 then 2 for 12) or the letters A–G.",
 * or NULL when every value is one key. */
char     *wp_digits_describe    (const WpPuzzle *puzzle);

G_END_DECLS
