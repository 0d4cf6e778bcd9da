/* wp-uniqueness.h — what is known about a puzzle's uniqueness, in words
 *
 * Exporting a puzzle that is not proved unique deserves a warning, and the
 * studio, the export dialog and the command line must word it alike and
 * never claim more than was counted.  A WpUniqueness gathers what the
 * counts run so far found for one puzzle: several counts of the same
 * puzzle (the live count, Count All, the booklet's own) only ever add to
 * it — an exhaustive count settles it, a stopped one raises a lower bound.
 *
 * GLib only; a plain struct the caller owns (wp_uniqueness_clear()).
 */
#pragma once

#include <glib.h>

#include "wp-engine.h"

G_BEGIN_DECLS

typedef enum {
  WP_UNIQUENESS_UNCHECKED,   /* nothing counted yet */
  WP_UNIQUENESS_COUNTING,    /* a count is running and has not reported */
  WP_UNIQUENESS_INVALID,     /* the puzzle cannot be counted: see problem */
  WP_UNIQUENESS_COUNTED,     /* count and exact hold */
} WpUniquenessState;

typedef struct {
  WpUniquenessState state;
  guint64           count;     /* COUNTED: solutions found */
  gboolean          exact;     /* COUNTED: the search was exhaustive */
  char             *problem;   /* INVALID: why (owned) */
  WpCountKind       count_kind; /* COUNTED: how to read count (wp-engine.h) */
  guint             log2;      /* COUNTED, WP_COUNT_POWER_OF_TWO: the exponent */
} WpUniqueness;

#define WP_UNIQUENESS_INIT { WP_UNIQUENESS_UNCHECKED, 0, FALSE, NULL, WP_COUNT_ENUMERATED, 0 }

void      wp_uniqueness_init        (WpUniqueness       *self);
void      wp_uniqueness_clear       (WpUniqueness       *self);
/* Forgets everything: the puzzle changed and a new count started. */
void      wp_uniqueness_set_counting (WpUniqueness      *self);
void      wp_uniqueness_set_invalid (WpUniqueness       *self,
                                     const char         *problem);
/* Adds what a count of the same puzzle found (see the top of the file). */
void      wp_uniqueness_add_result  (WpUniqueness       *self,
                                     const WpSearchResult *result);
/* Adds what another WpUniqueness of the same puzzle knows. */
void      wp_uniqueness_merge       (WpUniqueness       *self,
                                     const WpUniqueness *other);
void      wp_uniqueness_copy        (WpUniqueness       *dest,
                                     const WpUniqueness *src);
/* Exactly one solution, proved by an exhaustive count. */
gboolean  wp_uniqueness_is_unique   (const WpUniqueness *self);

/* NULL when proved unique; otherwise a sentence for a warning about one
 * puzzle: "This puzzle has at least 2 solutions; solvers will not find a
 * unique answer.", "This puzzle has no solution.", "Uniqueness not yet
 * checked." … */
char     *wp_uniqueness_describe    (const WpUniqueness *self);
/* The same fact as a phrase to follow a puzzle's name and a colon:
 * "at least 2 solutions", "no solution", "uniqueness not yet checked". */
char     *wp_uniqueness_summarise   (const WpUniqueness *self);

G_END_DECLS
