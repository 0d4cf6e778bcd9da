/* wp-engine-private.h — internals shared by the engine and the propagators */
#pragma once

#include "wp-model.h"

G_BEGIN_DECLS

/* One narrowing, as the generic search's undo log keeps it. */
typedef struct {
  guint    var;
  WpDomain old;
} WpTrailEntry;

/* The domains of the current search node plus the propagation queue.  The
 * search keeps one array of domains for every node: each narrowing logs the
 * domain it replaced on the trail, and leaving a branch pops the trail back
 * to where the branch began.  Memory stays proportional to the model (a
 * copy per depth level asked for n² domains: 64 GB on a 300×300 grid). */
struct _WpStore {
  const WpModel  *model;
  WpDomain       *domains;
  /* var → propagators, as CSR: props_of_var[var_first[v] .. var_first[v+1]) */
  guint          *var_first;
  guint          *props_of_var;
  /* FIFOs of propagator indices, the lazy ones (WpPropagator.lazy)
   * apart and served only while the other is empty; in_queue avoids
   * duplicates */
  guint          *queue;
  guint           queue_head;
  guint           queue_len;
  guint          *lazy_queue;
  guint           lazy_head;
  guint           lazy_len;
  guint8         *in_queue;
  guint8         *is_lazy;
  /* Per propagator, 1 + how often it failed (weighted branching only). */
  guint          *weight;
  /* undo log: trail[0 .. trail_len) */
  WpTrailEntry   *trail;
  gsize           trail_len;
  gsize           trail_cap;
};

G_END_DECLS
