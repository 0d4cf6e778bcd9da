/* wp-engine.h — the one search engine: counts solutions up to a cap
 *
 * The engine knows nothing about genres.  A genre hands it a WpModel (see
 * wp-model.h): variables with bitset domains and propagators over them, or —
 * where a genre has a hand-tuned solver — a backend that searches on its own
 * but reports through the same WpSearchContext, so callers never know which
 * path ran.
 *
 * Thread safety: a WpSearch may be run in one thread while another thread
 * calls wp_search_cancel() and wp_search_get_nodes(); both only touch atomics.
 * Cancelling is sticky — a cancel that lands before the run starts still
 * stops it — so use one WpSearch per run.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _WpModel WpModel;
typedef struct _WpSearch WpSearch;
typedef struct _WpSearchContext WpSearchContext;

typedef enum {
  WP_STOP_NONE,       /* the search space was exhausted: the count is exact */
  WP_STOP_CAP,        /* the cap was reached */
  WP_STOP_TIMEOUT,    /* the time limit ran out */
  WP_STOP_CANCELLED,  /* wp_search_cancel() or the GCancellable fired */
} WpStopReason;

typedef struct {
  guint64       cap;            /* stop once this many solutions are found; 0 = no cap */
  guint         keep;           /* how many solutions to keep (the first ones found) */
  gdouble       timeout_s;      /* 0 = no time limit */
  GCancellable *cancellable;    /* optional; checked together with the atomic flag */
  /* 0: a branch tries its values smallest first.  Otherwise it tries them
   * in an order drawn from this seed (the same seed, the same order): a
   * random solution for the generator, and seed 004's randomised solver
   * for grading.  The generic engine only; a genre's own backend ignores
   * it, so use a model built for analysis. */
  guint64       random_seed;
} WpSearchOptions;

/* How hard a puzzle is for a person, as its genre grades it (nonograms:
 * line logic alone / needs probing / needs guessing).  Ratings are static
 * tables owned by the genre. */
typedef struct {
  const char *id;      /* stable, for the CLI and files: "line" */
  const char *label;   /* N_() "Solvable by line logic alone" */
  guint       level;   /* 1 = easiest; higher is harder */
} WpRating;

/* How a count reads.  A search counts one solution at a time; a linear
 * genre knows its count from a rank instead: exactly 2^k (k may pass 63,
 * so the number no longer fits a guint64), or infinitely many. */
typedef enum {
  WP_COUNT_ENUMERATED,   /* count is the number found */
  WP_COUNT_POWER_OF_TWO, /* exactly 2^log2; count holds it when log2 < 64,
                          * else G_MAXUINT64 */
  WP_COUNT_INFINITE,     /* infinitely many; count is G_MAXUINT64 */
  WP_COUNT_MORE_THAN,    /* counted exactly by a genre, but more than fits
                          * a guint64: count is G_MAXUINT64 and the true
                          * number is larger (a proved lower bound, not a
                          * search cut short) */
} WpCountKind;

/* A solution is a plain grid of values, row-major, model->n_vars long. */
typedef struct {
  guint64       count;
  WpCountKind   count_kind;     /* how to read count (always exact unless
                                 * ENUMERATED) */
  guint         log2;           /* POWER_OF_TWO: the exponent */
  gboolean      exact;          /* TRUE iff stopped == WP_STOP_NONE */
  WpStopReason  stopped;
  guint64       nodes;          /* search nodes (branches) explored */
  gint64        elapsed_us;
  GPtrArray    *solutions;      /* of gint* arrays, n_vars values each; owned */
  guint         n_values;       /* length of each solution array */
  /* Set by backends that grade what solving took (NULL otherwise); it
   * speaks for the puzzle only when count == 1 and exact. */
  const WpRating *rating;
} WpSearchResult;

WpSearch     *wp_search_new          (void);
void          wp_search_free         (WpSearch *search);
void          wp_search_cancel       (WpSearch *search);
guint64       wp_search_get_nodes    (WpSearch *search);
/* Whether wp_search_cancel() was called, or the deadline set below has
 * passed: for work between runs (a loop of counts, a genre's own
 * analysis) to stop as soon as the runs would. */
gboolean      wp_search_is_cancelled (WpSearch *search);
/* From now on wp_search_is_cancelled() also answers TRUE once the
 * monotonic clock reaches @deadline (µs; 0: never again).  Only the thread
 * doing the work may set it.  wp_search_run() stops at the earlier of
 * its own time limit (WpSearchOptions) and this one, as a timeout. */
void          wp_search_set_deadline (WpSearch *search, gint64 deadline);
gboolean      wp_search_run          (WpSearch              *search,
                                      const WpModel         *model,
                                      const WpSearchOptions *options,
                                      WpSearchResult        *result);

/* One-shot convenience for callers that need no progress or cancellation. */
void          wp_count_solutions     (const WpModel         *model,
                                      const WpSearchOptions *options,
                                      WpSearchResult        *result);

void          wp_search_result_clear (WpSearchResult *result);
const char   *wp_stop_reason_to_string (WpStopReason reason);

/* --- For search backends (the generic one and genre fast paths) --------- */

/* Report a solution: values[] holds model->n_vars values.  Returns FALSE
 * when the search must stop (cap reached, cancelled, timed out). */
gboolean      wp_search_context_add_solution (WpSearchContext *ctx,
                                              const gint      *values);

/* Account for @n_nodes new nodes.  Cheap; every few hundred nodes it also
 * checks the cancel flag and the clock.  Returns FALSE when the search must
 * stop. */
gboolean      wp_search_context_tick         (WpSearchContext *ctx,
                                              guint            n_nodes);

/* For backends that know the count without enumerating it (a linear
 * genre's rank): the count is exactly 2^@log2, or infinite.  The run ends
 * exact (unless it was stopped first); the solutions shown come from
 * wp_search_context_keep_solution(). */
void          wp_search_context_set_power_of_two (WpSearchContext *ctx,
                                                  guint            log2);
void          wp_search_context_set_infinite (WpSearchContext *ctx);
/* For backends that count without enumerating (Minesweeper's groups and
 * binomials): the count is exactly @count (@kind WP_COUNT_ENUMERATED), or
 * more than G_MAXUINT64 (WP_COUNT_MORE_THAN).  A count that reaches the
 * cap ends the run at the cap, as an enumeration would have. */
void          wp_search_context_set_count    (WpSearchContext *ctx,
                                              guint64          count,
                                              WpCountKind      kind);
/* For a backend whose exact method could not decide the count (it would
 * need more precision than it carries): the run ends not exact, reported
 * as stopped by the time limit (deciding would take more than the run may
 * spend), so no count reads as a verdict. */
void          wp_search_context_give_up      (WpSearchContext *ctx);
/* Keeps @values (model->n_vars of them) among the result's solutions, up
 * to options->keep, without counting it. */
void          wp_search_context_keep_solution (WpSearchContext *ctx,
                                               const gint      *values);

/* The options the run was started with (how many solutions to keep, the
 * cap), for a backend that makes its solutions rather than finding them. */
const WpSearchOptions *wp_search_context_get_options (WpSearchContext *ctx);

/* A count in words for any output: "12", "2^40 (1099511627776)", "2^80",
 * "infinitely many", "more than 18446744073709551615".  @count and @kind as in WpSearchResult. */
char         *wp_count_to_string (guint64 count, WpCountKind kind, guint log2);
/* Whether a count that is exact means more than one solution. */
static inline gboolean
wp_count_is_many (guint64 count, WpCountKind kind)
{
  return kind != WP_COUNT_ENUMERATED ? (kind == WP_COUNT_INFINITE || count != 1) : count > 1;
}

/* Record what solving the puzzle took (see WpSearchResult.rating). */
void          wp_search_context_set_rating   (WpSearchContext *ctx,
                                              const WpRating  *rating);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpSearch, wp_search_free)

G_END_DECLS
