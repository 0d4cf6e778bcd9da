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
 * puzzle can lose and stay unique, each proved by counting; and likewise
 * its removable elements (a thermometer, a cage, a global rule).  What a
 * puzzle owes to each family of elements is counted on request
 * (wp_rule_dependence()): too dear for the live analysis.
 *
 * Closest alternative: the fewest cells in which another solution can
 * differ from a given one, found by branch and bound on the analysis model
 * (see wp_closest_alternative()).  Patterns that hold in every solution
 * come from the genre's own finders (WpPatternHooks.finders; Sudoku's
 * locked rectangles in src/genres/sudoku/sudoku-patterns.c) and are listed
 * in WpAnalysis.locked.
 *
 * Everything here runs on the calling thread and honours @search for
 * cancellation and progress, so the studio runs it in its worker.
 */
#pragma once

#include "wp-contradiction.h"
#include "wp-engine.h"
#include "wp-model.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

struct _WpPattern {
  GArray *cells;    /* of guint, ascending */
  GArray *first;    /* of gint: each cell's value in the first solution */
  GArray *second;   /* of gint: … in the second */
  char   *kind;     /* set by the genre: "unique rectangle"; else "deadly pattern" */
  char   *where;    /* set by the genre: "rows 4 and 8, columns 4 and 5, boxes 5 and 8" */
  gboolean locked;  /* a locked rectangle: every solution holds first or second */
  GArray *path;     /* of guint: a chain's cells in path order; NULL for other patterns */
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

/* The minimal number of cells in which another solution of @puzzle differs
 * from @solution, by branch and bound: find any other solution, then search
 * again for one that differs in fewer cells, until none is left.  Returns 0
 * (and NULL in *@alternative_out) when @solution is the only one.
 * *@proved_out says whether the search ran to the end; when @timeout_s
 * (0 = none) runs out or @search is cancelled, the best found so far is
 * returned with *@proved_out FALSE.  *@alternative_out, freed with g_free(),
 * holds n_cells values. */
guint      wp_closest_alternative     (const WpPuzzle *puzzle,
                                       const gint     *solution,
                                       WpSearch       *search,
                                       gdouble         timeout_s,
                                       gint          **alternative_out,
                                       gboolean       *proved_out);

typedef struct {
  guint    cell;
  gint     value;
  guint64  remaining;   /* solutions left with this given placed */
  gboolean exact;       /* FALSE: at least @remaining */
  WpCountKind remaining_kind;   /* how to read @remaining (wp-engine.h) */
  guint    remaining_log2;
  /* Non-empty: the suggestion reveals this clue inside @cell (the text
   * WpCellClueHooks.set takes: a Minesweeper number, "3") instead of
   * placing @value; see WpAnalysisHooks.suggest. */
  char     clue[8];
} WpSuggestion;

typedef struct _WpAnalysis {
  guint64    count;            /* solutions of the puzzle (up to the cap) */
  WpCountKind count_kind;      /* how to read count (wp-engine.h) */
  guint      log2;             /* WP_COUNT_POWER_OF_TWO: the exponent */
  gboolean   exact;
  WpStopReason stopped;        /* why the count is not exact: cap, time, cancel */
  guint64    cap;              /* the cap the count used: the one asked for, or
                                * lower on a large grid (64 MB of solutions) */
  GPtrArray *solutions;        /* of gint*, the ones found (up to the cap), then
                                * perhaps solution 0's closest alternative */
  guint      n_cells;
  /* True candidates: counts[cell * n_values + value - value_base] */
  guint64   *value_counts;
  guint      n_values;
  gint       value_base;
  /* of WpPattern*, between the closest pair: solution 0 and its closest
   * alternative when that is closer than any two solutions enumerated (the
   * alternative is then appended to @solutions, not tallied in @value_counts).
   * For a genre with find_chains: the chains of solution 0 instead (each
   * with its path, each swap proved a solution), shortest first, with any
   * closest-pair pattern smaller than the shortest chain kept beside them;
   * the closest-pair patterns alone when solution 0 has no chain. */
  GPtrArray *patterns;
  GArray    *suggestions;      /* of WpSuggestion, best first (ambiguous puzzles) */
  /* Unique puzzles: every clue (wp-clue.h: givens, line clues, elements)
   * that can go with the puzzle staying unique, each proved by counting;
   * @redundant and @redundant_elements list the givens and the elements
   * among them.  NULL otherwise. */
  GArray    *removable;        /* of WpClueRef */
  GArray    *redundant;        /* of guint cells (unique puzzles) */
  gboolean   minimal;          /* unique, every clue tried and no given is redundant */
  /* Unique puzzles: the elements (indices into puzzle->elements) each of
   * which can go with the puzzle staying unique; NULL otherwise.  Complete
   * only when @elements_all_tried (every clue was tried): a run cut short
   * may have missed some. */
  GArray    *redundant_elements;
  gboolean   elements_all_tried;
  /* Ambiguous puzzles: the fewest cells another solution changes in
   * solution 0 (wp_closest_alternative()); 0 otherwise. */
  guint      closest_distance;
  gboolean   closest_proved;
  GPtrArray *locked;           /* of WpPattern* (locked == TRUE), ambiguous puzzles */
  /* Unique puzzles of genres that grade solving: what it took (else NULL). */
  const WpRating *rating;
  /* Puzzles proved to have no solution: why, as far as the time allowed
   * (wp_find_contradiction(), at most 10 s within the analysis's own
   * limit); NULL when nothing could be named. */
  WpContradiction *contradiction;
  /* A genre's own sentence on why the count is what it is (Laplace's
   * Ashes: the zero test, "The clue rule is nonsingular on 3×4: …"), set
   * by WpAnalysisHooks.analyse; NULL for none. */
  char      *explanation;
} WpAnalysis;

typedef struct {
  guint64  cap;                /* solutions enumerated for candidates (default 10000) */
  guint    max_suggestions;    /* how many suggestions to prove (default 5) */
  gdouble  closest_timeout_s;  /* time for the closest alternative, and again for
                                * proving locked rectangles (0 = default 2 s) */
  gdouble  timeout_s;          /* the whole analysis (0 = none): past it, every
                                * part stops and reports what it has, not exact */
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

/* The true candidates of @cell as a bitset: bit i stands for value
 * value_base + i, set when some enumerated solution puts it there. */
WpDomain    wp_analysis_get_candidates (const WpAnalysis *analysis, guint cell);

/* "the thermometer r1c1–r1c4 can go: still unique": element @index of
 * @puzzle, listed in WpAnalysis.redundant_elements. */
char       *wp_describe_redundant_element (const WpPuzzle *puzzle,
                                           guint           index);

/* --- What the puzzle owes to each rule ---------------------------------------- */

/* One count of the puzzle with some elements taken away. */
typedef struct {
  const char  *family;         /* the family taken away (WpElementKind.family);
                                * NULL in WpRuleDependence.all and .base */
  char        *label;          /* the family in words: "siteswap rows",
                                * "thermometers"; NULL in .all and .base */
  guint64      count;          /* solutions, up to the cap */
  gboolean     exact;
  WpStopReason stopped;        /* why not exact: cap, time, cancel */
} WpRuleCount;

typedef struct {
  WpRuleCount  all;            /* with every rule */
  GArray      *without;        /* of WpRuleCount: without each family of
                                * elements in turn, in the order the families
                                * first come on the puzzle */
  WpRuleCount  base;           /* without any element: the genre's own rules
                                * alone (the classic rules of a Sudoku) */
} WpRuleDependence;

/* Counts @puzzle with every rule, without each family of elements in turn,
 * and without any, each up to @cap solutions (0: 10000), all within
 * @timeout_s (0 = none).  A count cut short by the cap, the time or
 * @search's cancellation says so (exact FALSE, stopped): "at least", never
 * a verdict.  With one family only, .base repeats its count (the same
 * puzzle, counted once); without elements, .base repeats .all.  NULL with @error set when the
 * puzzle is invalid. */
WpRuleDependence *wp_rule_dependence      (const WpPuzzle *puzzle,
                                           WpSearch       *search,
                                           guint64         cap,
                                           gdouble         timeout_s,
                                           GError        **error);
void              wp_rule_dependence_free (WpRuleDependence *dependence);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpAnalysis, wp_analysis_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpRuleDependence, wp_rule_dependence_free)

G_END_DECLS
