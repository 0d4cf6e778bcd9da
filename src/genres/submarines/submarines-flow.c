/* submarines-flow.c — whether the cells still open can meet every sum
 *
 * Counting row and column sums one line at a time sees a contradiction
 * only once a line is over- or under-full; sums that fail as a whole (the
 * Gale–Ryser inequalities, or givens that squeeze the rest) left the
 * engine searching millions of nodes on a 12×12.  This propagator decides
 * the whole question at every node with a maximum flow, so each dead end is
 * seen one branch after it is entered and the search never wanders.
 *
 * Network, for the cells still open: row r → column c for each open cell
 * (capacity 1; a unit of flow is a submarine).  A row with a known sum must
 * receive exactly the submarines it still lacks, d_r; a column with a known
 * sum must send exactly e_c; a row or column with an unknown sum takes any
 * number.  That is a circulation with lower bounds (S → row [d_r, d_r] or
 * [0, ∞), column → T [e_c, e_c] or [0, ∞), T → S [0, ∞)), which the
 * usual reduction turns into one maximum flow from a super source SS to a
 * super sink TT: SS → row r (d_r), column c → TT (e_c), SS → T (Σ e_c),
 * S → TT (Σ d_r).  The cells can be completed exactly when that flow
 * saturates every arc out of SS.
 *
 * Used in models built for counting only: it touches every cell, so in an
 * analysis model it would tie all differing cells into one pattern.
 */
#include "genres/submarines/submarines-private.h"

#include <string.h>

enum { NODE_S, NODE_T, NODE_SS, NODE_TT, FIRST_LINE_NODE };

#define UNBOUNDED G_MAXINT

typedef struct {
  guint  n_nodes;
  gint  *first;     /* first arc out of each node, -1 for none */
  gint  *next;      /* next arc out of the same node */
  guint *to;
  gint  *capacity;  /* residual; arc a ^ 1 is the reverse of arc a */
  guint  n_arcs;
  gint  *level;     /* Dinic: BFS distance from SS */
  gint  *cursor;    /* Dinic: the next arc to try out of each node */
  guint *queue;
} Network;

static Network *
network_new (guint n_nodes, guint max_arcs)
{
  Network *net = g_new0 (Network, 1);

  net->n_nodes = n_nodes;
  net->first = g_new (gint, n_nodes);
  net->level = g_new (gint, n_nodes);
  net->cursor = g_new (gint, n_nodes);
  net->queue = g_new (guint, n_nodes);
  net->next = g_new (gint, 2 * max_arcs);
  net->to = g_new (guint, 2 * max_arcs);
  net->capacity = g_new (gint, 2 * max_arcs);
  for (guint v = 0; v < n_nodes; v++)
    net->first[v] = -1;
  return net;
}

static void
network_free (Network *net)
{
  g_free (net->first);
  g_free (net->level);
  g_free (net->cursor);
  g_free (net->queue);
  g_free (net->next);
  g_free (net->to);
  g_free (net->capacity);
  g_free (net);
}

static void
add_half (Network *net, guint from, guint to, gint capacity)
{
  net->to[net->n_arcs] = to;
  net->capacity[net->n_arcs] = capacity;
  net->next[net->n_arcs] = net->first[from];
  net->first[from] = (gint) net->n_arcs++;
}

static void
add_arc (Network *net, guint from, guint to, gint capacity)
{
  if (capacity <= 0)
    return;
  add_half (net, from, to, capacity);
  add_half (net, to, from, 0);
}

/* Dinic's phases: a BFS layering, then blocking flow along it. */
static gboolean
build_levels (Network *net)
{
  guint head = 0, tail = 0;

  for (guint v = 0; v < net->n_nodes; v++)
    net->level[v] = -1;
  net->level[NODE_SS] = 0;
  net->queue[tail++] = NODE_SS;
  while (head < tail)
    {
      guint v = net->queue[head++];

      for (gint a = net->first[v]; a >= 0; a = net->next[a])
        if (net->capacity[a] > 0 && net->level[net->to[a]] < 0)
          {
            net->level[net->to[a]] = net->level[v] + 1;
            net->queue[tail++] = net->to[a];
          }
    }
  return net->level[NODE_TT] >= 0;
}

/* Depth is bounded by the number of nodes (at most 84). */
static gint
push (Network *net, guint v, gint limit)
{
  if (v == NODE_TT)
    return limit;
  for (; net->cursor[v] >= 0; net->cursor[v] = net->next[net->cursor[v]])
    {
      gint a = net->cursor[v];
      guint w = net->to[a];
      gint sent;

      if (net->capacity[a] <= 0 || net->level[w] != net->level[v] + 1)
        continue;
      sent = push (net, w, MIN (limit, net->capacity[a]));
      if (sent > 0)
        {
          net->capacity[a] -= sent;
          net->capacity[a ^ 1] += sent;
          return sent;
        }
    }
  return 0;
}

static gint64
max_flow (Network *net)
{
  gint64 total = 0;

  while (build_levels (net))
    {
      gint sent;

      memcpy (net->cursor, net->first, sizeof (gint) * net->n_nodes);
      while ((sent = push (net, NODE_SS, UNBOUNDED)) > 0)
        total += sent;
    }
  return total;
}

/* --- The propagator ------------------------------------------------------- */

typedef struct {
  guint n_rows;
  guint n_cols;
  gint *rows;   /* sums, WP_SUBMARINES_UNKNOWN where unknown */
  gint *cols;
} FlowData;

static void
flow_data_free (gpointer data)
{
  FlowData *flow = data;

  g_free (flow->rows);
  g_free (flow->cols);
  g_free (flow);
}

/* The open cells of a line, and how many submarines fixed so far. */
static void
tally_line (const WpStore *store, const FlowData *flow, gboolean is_row, guint index,
            gint *fixed, gint *open)
{
  guint length = is_row ? flow->n_cols : flow->n_rows;

  *fixed = *open = 0;
  for (guint i = 0; i < length; i++)
    {
      guint cell = is_row ? index * flow->n_cols + i : i * flow->n_cols + index;
      WpDomain d = wp_store_get (store, cell);

      *fixed += d == 2;
      *open += d == 3;
    }
}

/* Adds the arcs of one line; FALSE when its sum can no longer be met even
 * on its own.  A known sum adds what the line still lacks to the flow that
 * must leave SS (through SS → row, or SS → T for a column). */
static gboolean
add_line (Network *net, const WpStore *store, const FlowData *flow, gboolean is_row, guint index,
          gint64 *demand)
{
  guint node = FIRST_LINE_NODE + (is_row ? index : flow->n_rows + index);
  gint sum = is_row ? flow->rows[index] : flow->cols[index], fixed, open, lacking;

  tally_line (store, flow, is_row, index, &fixed, &open);
  if (sum == WP_SUBMARINES_UNKNOWN)
    {
      if (is_row)
        add_arc (net, NODE_S, node, open);
      else
        add_arc (net, node, NODE_T, open);
      return TRUE;
    }
  lacking = sum - fixed;
  if (lacking < 0 || lacking > open)
    return FALSE;
  if (is_row)
    {
      add_arc (net, NODE_SS, node, lacking);
      add_arc (net, NODE_S, NODE_TT, lacking);
    }
  else
    {
      add_arc (net, node, NODE_TT, lacking);
      add_arc (net, NODE_SS, NODE_T, lacking);
    }
  *demand += lacking;
  return TRUE;
}

static gboolean
flow_propagate (const WpPropagator *self, WpStore *store)
{
  const FlowData *flow = self->data;
  guint n_cells = flow->n_rows * flow->n_cols;
  Network *net = network_new (FIRST_LINE_NODE + flow->n_rows + flow->n_cols,
                              n_cells + 2 * (flow->n_rows + flow->n_cols) + 1);
  gint64 demand = 0;
  gboolean feasible = TRUE;

  for (guint r = 0; r < flow->n_rows && feasible; r++)
    feasible = add_line (net, store, flow, TRUE, r, &demand);
  for (guint c = 0; c < flow->n_cols && feasible; c++)
    feasible = add_line (net, store, flow, FALSE, c, &demand);
  if (feasible)
    {
      for (guint cell = 0; cell < n_cells; cell++)
        if (wp_store_get (store, cell) == 3)
          add_arc (net, FIRST_LINE_NODE + cell / flow->n_cols,
                   FIRST_LINE_NODE + flow->n_rows + cell % flow->n_cols, 1);
      add_arc (net, NODE_T, NODE_S, UNBOUNDED);
      feasible = max_flow (net) == demand;
    }
  network_free (net);
  return feasible;
}

static const WpPropagatorClass flow_class = {
  "submarines-flow", flow_propagate, flow_data_free
};

void
wp_submarines_add_flow_propagator (WpModel *model, const WpSubmarinesParams *params)
{
  FlowData *flow = g_new0 (FlowData, 1);
  guint n_cells = params->lines.n_rows * params->lines.n_cols;
  g_autofree guint *vars = g_new (guint, n_cells);

  flow->n_rows = params->lines.n_rows;
  flow->n_cols = params->lines.n_cols;
  flow->rows = g_memdup2 (params->lines.rows, sizeof (gint) * params->lines.n_rows);
  flow->cols = g_memdup2 (params->lines.cols, sizeof (gint) * params->lines.n_cols);
  for (guint cell = 0; cell < n_cells; cell++)
    vars[cell] = cell;
  wp_model_add_propagator (model, &flow_class, vars, n_cells, 0, flow);
}
