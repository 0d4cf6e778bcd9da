/* wp-model.h — what a genre gives the engine
 *
 * A model is a set of variables, each with a domain: a bitset of up to 64
 * candidate values (bit i stands for the value value_base + i).  Propagators
 * narrow domains; the engine branches on the variable with the fewest
 * candidates.  Built-in propagators cover what most grid genres need
 * (all-different, permutation units with hidden singles, counted sums over
 * 0/1 variables); a genre may define its own WpPropagatorClass.
 *
 * A genre that has a hand-tuned solver sets model->backend instead, but only
 * in models built for counting: a model built for analysis
 * (WP_MODEL_FOR_ANALYSIS) always spells every constraint out as a
 * propagator, so patterns can be traced through it.
 */
#pragma once

#include <glib.h>
#include "wp-engine.h"

G_BEGIN_DECLS

typedef guint64 WpDomain;

typedef struct _WpStore WpStore;
typedef struct _WpPropagator WpPropagator;

typedef struct {
  const char *name;
  /* Narrow domains through wp_store_restrict()/wp_store_assign().  Return
   * FALSE on contradiction. */
  gboolean (*propagate) (const WpPropagator *self, WpStore *store);
  void     (*free_data) (gpointer data);
} WpPropagatorClass;

struct _WpPropagator {
  const WpPropagatorClass *klass;
  guint                   *vars;
  guint                    n_vars;
  gint                     param;   /* class-specific integer (e.g. a target sum) */
  gpointer                 data;    /* class-specific, freed by klass->free_data */
  /* Run only once no other propagator is waiting: for one whose work the
   * others' usually make moot (locked candidates while singles cascade). */
  gboolean                 lazy;
};

/* A search backend searches the model on its own (a genre's fast path).  It
 * reports solutions and nodes through @ctx and returns when the space is
 * exhausted or @ctx says stop. */
typedef struct {
  const char *name;
  void (*search) (const WpModel *model, WpSearchContext *ctx);
} WpSearchBackend;

struct _WpModel {
  guint                   n_vars;
  gint                    value_base;      /* value of bit 0 */
  WpDomain               *domains;         /* initial domains, n_vars */
  GPtrArray              *propagators;     /* of WpPropagator*, owned */
  const WpSearchBackend  *backend;         /* NULL = generic search */
  gpointer                backend_data;
  GDestroyNotify          backend_data_free;
  /* The generic search branches on the variable with the fewest values per
   * weight (dom/wdeg: each propagator weighs 1 + the times it failed), not
   * on the fewest values alone: it goes where the contradictions are, and
   * a 25×25 Sudoku's heavy tail (seconds) shrinks to milliseconds.  The
   * same solutions, in another order. */
  gboolean                weighted_branching;
};

WpModel      *wp_model_new               (guint n_vars, gint value_base, WpDomain full_domain);
void          wp_model_free              (WpModel *model);
WpPropagator *wp_model_add_propagator    (WpModel                 *model,
                                          const WpPropagatorClass *klass,
                                          const guint             *vars,
                                          guint                    n_vars,
                                          gint                     param,
                                          gpointer                 data);

/* A permutation unit: the variables take each value of @values exactly once
 * (requires n_vars == number of bits in @values). */
WpPropagator *wp_model_add_permutation   (WpModel     *model,
                                          const guint *vars,
                                          guint        n_vars,
                                          WpDomain     values);

/* Two permutation units A and B over the same values that overlap in
 * @shared (A = @shared + @only_a, B = @shared + @only_b, e.g. a Sudoku box
 * and a row): a value whose places in one unit all lie in the overlap must
 * go there, so it leaves the other unit's remaining cells ("locked
 * candidates", pointing and claiming).  Adds no solutions and removes none:
 * the two permutations imply it, but they alone never see it, and a 25×25
 * count without it could search for seconds. */
WpPropagator *wp_model_add_locked_candidates (WpModel     *model,
                                              const guint *shared,
                                              guint        n_shared,
                                              const guint *only_a,
                                              guint        n_only_a,
                                              const guint *only_b,
                                              guint        n_only_b);

/* Propagates the initial domains to a fixpoint, as the generic search does
 * at its root (a backend is not used), and copies the domains reached into
 * @domains (n_vars of them).  FALSE on a contradiction: @domains then hold
 * the state at that moment (a domain emptied stays 0) and *@failed, when
 * not NULL, is the index of the propagator that failed (-1 when an initial
 * domain was already empty, or on success).  Explains why a puzzle has no
 * solution (wp-contradiction.c). */
gboolean      wp_model_propagate_root    (const WpModel *model,
                                          WpDomain      *domains,
                                          gint          *failed);

/* Built-in propagators. */
extern const WpPropagatorClass wp_propagator_all_different;
/* all-different over exactly as many variables as values in the union of
 * their domains: every value must appear once (adds hidden singles). */
extern const WpPropagatorClass wp_propagator_permutation;
/* 0/1 variables (bit 0 = value_base, bit 1 = value_base + 1) whose count of
 * ones equals param. */
extern const WpPropagatorClass wp_propagator_count_ones;
/* vars = shared, only A, only B; param = how many are shared; data = a
 * guint, how many are only in A (wp_model_add_locked_candidates()). */
extern const WpPropagatorClass wp_propagator_locked_candidates;

/* Store access for propagators. */
WpDomain      wp_store_get      (const WpStore *store, guint var);
/* Intersect the domain of @var with @mask; FALSE if it becomes empty. */
gboolean      wp_store_restrict (WpStore *store, guint var, WpDomain mask);
gboolean      wp_store_assign   (WpStore *store, guint var, guint bit);

static inline gboolean
wp_domain_is_single (WpDomain d)
{
  return d != 0 && (d & (d - 1)) == 0;
}

static inline guint
wp_domain_first (WpDomain d)
{
  return (guint) __builtin_ctzll (d);
}

static inline guint
wp_domain_count (WpDomain d)
{
  return (guint) __builtin_popcountll (d);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpModel, wp_model_free)

G_END_DECLS
