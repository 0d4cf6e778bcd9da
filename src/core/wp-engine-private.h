/* wp-engine-private.h — internals shared by the engine and the propagators */
#pragma once

#include "wp-model.h"

G_BEGIN_DECLS

/* The domains of one search node plus the propagation queue.  Domains live
 * on the engine's depth stack; the queue and the variable→propagator index
 * are shared by all nodes of one search. */
struct _WpStore {
  const WpModel  *model;
  WpDomain       *domains;
  /* var → propagators, as CSR: props_of_var[var_first[v] .. var_first[v+1]) */
  guint          *var_first;
  guint          *props_of_var;
  /* FIFO of propagator indices; in_queue avoids duplicates */
  guint          *queue;
  guint           queue_head;
  guint           queue_len;
  guint8         *in_queue;
};

G_END_DECLS
