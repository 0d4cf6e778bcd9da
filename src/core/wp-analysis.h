/* wp-analysis.h — why a puzzle is ambiguous, and what would fix it
 *
 * Deadly patterns: where two solutions differ, the differing cells split
 * into groups that no constraint connects (traced through the analysis
 * model's propagators, so this is genre-neutral).  Each group can be
 * swapped on its own without breaking a rule: it is a deadly pattern.
 *
 * True candidates: the values each cell takes across the solutions found,
 * with how often.  Suggestions: givens ranked by the solutions they leave,
 * every figure proved by counting again.  Redundant givens: those a unique
 * puzzle can lose and stay unique, each proved by counting.
 *
 * Everything here runs on the calling thread and honours @search for
 * cancellation and progress, so the studio runs it in its worker.
 */
#pragma once

#include "wp-engine.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

struct _WpPattern {
  GArray *cells;    /* of guint, ascending */
  GArray *first;    /* of gint: each cell's value in the first solution */
  GArray *second;   /* of gint: … in the second */
  char   *kind;     /* set by the genre: "unique rectangle"; else "deadly pattern" */
  char   *where;    /* set by the genre: "rows 4 and 8, columns 4 and 5, boxes 5 and 8" */
};
typedef struct _WpPattern WpPattern;

void       wp_pattern_free            (WpPattern *pattern);

/* The deadly patterns between solutions @a and @b, smallest first. */
GPtrArray *wp_find_patterns           (const WpPuzzle *puzzle,
                                       const gint     *a,
                                       const gint     *b);
/* The two solutions among @solutions that differ in the fewest cells.
 * FALSE when there are fewer than two. */
gboolean   wp_closest_pair            (GPtrArray *solutions,
                                       guint      n_values,
                                       guint     *first,
                                       guint     *second);

typedef struct {
  guint    cell;
  gint     value;
  guint64  remaining;   /* solutions left with this given placed */
  gboolean exact;       /* FALSE: at least @remaining */
} WpSuggestion;

typedef struct {
  guint64    count;            /* solutions of the puzzle (up to the cap) */
  gboolean   exact;
  GPtrArray *solutions;        /* of gint*, the ones found (up to the cap) */
  guint      n_cells;
  /* True candidates: counts[cell * n_values + value - value_base] */
  guint64   *value_counts;
  guint      n_values;
  gint       value_base;
  GPtrArray *patterns;         /* of WpPattern*, between the closest pair */
  GArray    *suggestions;      /* of WpSuggestion, best first (ambiguous puzzles) */
  GArray    *redundant;        /* of guint cells (unique puzzles) */
  gboolean   minimal;          /* unique and no given is redundant */
} WpAnalysis;

typedef struct {
  guint64  cap;                /* solutions enumerated for candidates (default 10000) */
  guint    max_suggestions;    /* how many suggestions to prove (default 5) */
} WpAnalysisOptions;

/* Returns NULL with @error set when the puzzle is invalid; a cancelled
 * analysis returns what it had, with exact == FALSE. */
WpAnalysis *wp_analyse                (const WpPuzzle          *puzzle,
                                       const WpAnalysisOptions *options,
                                       WpSearch                *search,
                                       GError                 **error);
void        wp_analysis_free          (WpAnalysis *analysis);
/* How many solutions put @value in @cell (among those enumerated). */
guint64     wp_analysis_value_count   (const WpAnalysis *analysis, guint cell, gint value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpAnalysis, wp_analysis_free)

G_END_DECLS
