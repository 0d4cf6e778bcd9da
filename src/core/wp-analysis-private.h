/* wp-analysis-private.h — what a genre's pattern finder (WpPatternFinder)
 * needs from the analysis: making and naming patterns, and time budgets */
#pragma once

#include "wp-analysis.h"
#include "wp-genre.h"

G_BEGIN_DECLS

WpPattern *wp_pattern_new        (void);
/* Lets the genre name @pattern (describe_pattern), else "deadly pattern". */
void       wp_pattern_name       (const WpPuzzle *puzzle,
                                  WpPattern      *pattern);

/* A monotonic deadline @timeout_s from now; 0 (none) for 0, for anything
 * not a positive number, and beyond a century, as the engine does. */
gint64     wp_deadline_after     (gdouble timeout_s);
/* The time left before @deadline as a search's time limit: 0 (none) with
 * no deadline, negative once it has passed. */
gdouble    wp_deadline_time_left (gint64 deadline);

/* Suggestions in the order they are listed: fewest solutions left first,
 * then by cell, value and clue (for g_array_sort()). */
int        wp_suggestion_compare (gconstpointer a, gconstpointer b);

G_END_DECLS
