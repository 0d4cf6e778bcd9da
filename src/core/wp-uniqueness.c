/* wp-uniqueness.c — what is known about a puzzle's uniqueness (see wp-uniqueness.h) */
#include "wp-uniqueness.h"

#include <glib/gi18n-lib.h>

void
wp_uniqueness_init (WpUniqueness *self)
{
  *self = (WpUniqueness) WP_UNIQUENESS_INIT;
}

void
wp_uniqueness_clear (WpUniqueness *self)
{
  g_clear_pointer (&self->problem, g_free);
  wp_uniqueness_init (self);
}

void
wp_uniqueness_set_counting (WpUniqueness *self)
{
  wp_uniqueness_clear (self);
  self->state = WP_UNIQUENESS_COUNTING;
}

void
wp_uniqueness_set_invalid (WpUniqueness *self, const char *problem)
{
  wp_uniqueness_clear (self);
  self->state = WP_UNIQUENESS_INVALID;
  self->problem = g_strdup (problem);
}

void
wp_uniqueness_copy (WpUniqueness *dest, const WpUniqueness *src)
{
  if (dest == src)
    return;
  wp_uniqueness_clear (dest);
  *dest = *src;
  dest->problem = g_strdup (src->problem);
}

/* An exhaustive count is final; two stopped ones are each a lower bound,
 * so the larger holds.  A running count knows nothing yet, so it only
 * replaces "unchecked". */
void
wp_uniqueness_merge (WpUniqueness *self, const WpUniqueness *other)
{
  switch (other->state)
    {
    case WP_UNIQUENESS_UNCHECKED:
      return;
    case WP_UNIQUENESS_COUNTING:
      if (self->state == WP_UNIQUENESS_UNCHECKED)
        self->state = WP_UNIQUENESS_COUNTING;
      return;
    case WP_UNIQUENESS_INVALID:
      wp_uniqueness_copy (self, other);
      return;
    case WP_UNIQUENESS_COUNTED:
    default:
      break;
    }
  if (self->state == WP_UNIQUENESS_INVALID || (self->state == WP_UNIQUENESS_COUNTED && self->exact))
    return;
  if (self->state != WP_UNIQUENESS_COUNTED || other->exact)
    wp_uniqueness_copy (self, other);
  else
    self->count = MAX (self->count, other->count);
}

void
wp_uniqueness_add_result (WpUniqueness *self, const WpSearchResult *result)
{
  WpUniqueness counted = { WP_UNIQUENESS_COUNTED, result->count, result->exact, NULL,
                           result->count_kind, result->log2 };

  wp_uniqueness_merge (self, &counted);
}

gboolean
wp_uniqueness_is_unique (const WpUniqueness *self)
{
  return self->state == WP_UNIQUENESS_COUNTED && self->exact && self->count == 1;
}

char *
wp_uniqueness_describe (const WpUniqueness *self)
{
  g_autofree char *count = wp_count_to_string (self->count, self->count_kind, self->log2);
  gulong n = (gulong) MIN (self->count, G_MAXULONG);

  switch (self->state)
    {
    case WP_UNIQUENESS_UNCHECKED:
      return g_strdup (_("Uniqueness not yet checked."));
    case WP_UNIQUENESS_COUNTING:
      return g_strdup (_("Uniqueness not yet checked: counting is still running."));
    case WP_UNIQUENESS_INVALID:
      return g_strdup_printf (_("This puzzle cannot be checked: %s"), self->problem);
    case WP_UNIQUENESS_COUNTED:
    default:
      break;
    }
  if (self->count_kind == WP_COUNT_INFINITE)
    return g_strdup (_("This puzzle has infinitely many solutions; solvers will not find a unique answer."));
  if (self->count_kind == WP_COUNT_MORE_THAN)
    /* Translators: %s is "more than 18446744073709551615" */
    return g_strdup_printf (_("This puzzle has %s solutions; solvers will not find a unique answer."), count);
  if (self->count >= 2)
    /* Translators: %s is a number, 2 or more ("2^40 (1099511627776)" for
     * a power of two). */
    return g_strdup_printf (self->exact ? ngettext ("This puzzle has exactly %s solution; solvers will not "
                                                    "find a unique answer.",
                                                    "This puzzle has exactly %s solutions; solvers will not "
                                                    "find a unique answer.", n)
                                        : ngettext ("This puzzle has at least %s solution; solvers will not "
                                                    "find a unique answer.",
                                                    "This puzzle has at least %s solutions; solvers will not "
                                                    "find a unique answer.", n), count);
  if (self->exact)
    return self->count == 0 ? g_strdup (_("This puzzle has no solution.")) : NULL;
  return g_strdup (self->count == 1 ? _("Uniqueness not decided: one solution was found before counting "
                                        "stopped, a second was not ruled out.")
                                    : _("Uniqueness not decided: counting stopped before it found a solution."));
}

char *
wp_uniqueness_summarise (const WpUniqueness *self)
{
  g_autofree char *count = wp_count_to_string (self->count, self->count_kind, self->log2);
  gulong n = (gulong) MIN (self->count, G_MAXULONG);

  switch (self->state)
    {
    case WP_UNIQUENESS_UNCHECKED:
      return g_strdup (_("uniqueness not yet checked"));
    case WP_UNIQUENESS_COUNTING:
      return g_strdup (_("uniqueness not yet checked (still counting)"));
    case WP_UNIQUENESS_INVALID:
      return g_strdup_printf (_("cannot be checked: %s"), self->problem);
    case WP_UNIQUENESS_COUNTED:
    default:
      break;
    }
  if (self->count_kind == WP_COUNT_INFINITE)
    return g_strdup (_("infinitely many solutions"));
  if (self->count_kind == WP_COUNT_MORE_THAN)
    /* Translators: %s is "more than 18446744073709551615" */
    return g_strdup_printf (_("%s solutions"), count);
  if (self->count >= 2)
    return g_strdup_printf (self->exact ? ngettext ("exactly %s solution", "exactly %s solutions", n)
                                        : ngettext ("at least %s solution", "at least %s solutions", n), count);
  if (self->exact)
    return self->count == 0 ? g_strdup (_("no solution")) : NULL;
  return g_strdup (self->count == 1 ? _("not decided (one solution found before counting stopped)")
                                    : _("not decided (no solution found before counting stopped)"));
}
