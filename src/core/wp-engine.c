/* wp-engine.c — counting solutions: bookkeeping, stopping, generic search
 *
 * The bookkeeping (cap, kept solutions, cancel flag, clock, progress) lives
 * in WpSearchContext so that the generic search below and any genre's fast
 * path report in exactly the same way.
 */
#include "wp-engine-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdatomic.h>
#include <string.h>

/* How many nodes may pass between two looks at the clock and the
 * GCancellable; the atomic cancel flag is read on every tick. */
#define CHECK_INTERVAL 64

struct _WpSearch {
  atomic_int     cancelled;
  atomic_ullong  nodes;
  gint64         stop_at;   /* monotonic µs, 0 = none: set and read by the
                             * thread that runs the work (wp_search_set_deadline) */
};

struct _WpSearchContext {
  WpSearch              *search;
  const WpSearchOptions *options;
  WpSearchResult        *result;
  guint                  n_values;
  gint64                 deadline;      /* monotonic µs, 0 = none */
  guint64                nodes;
  guint64                next_check;
  gboolean               stop;
};

void
wp_search_context_set_rating (WpSearchContext *ctx, const WpRating *rating)
{
  ctx->result->rating = rating;
}

WpSearch *
wp_search_new (void)
{
  WpSearch *search = g_new0 (WpSearch, 1);

  atomic_init (&search->cancelled, 0);
  atomic_init (&search->nodes, 0);
  return search;
}

void
wp_search_free (WpSearch *search)
{
  g_free (search);
}

void
wp_search_cancel (WpSearch *search)
{
  atomic_store (&search->cancelled, 1);
}

gboolean
wp_search_is_cancelled (WpSearch *search)
{
  return atomic_load (&search->cancelled) != 0 || (search->stop_at && g_get_monotonic_time () >= search->stop_at);
}

void
wp_search_set_deadline (WpSearch *search, gint64 deadline)
{
  search->stop_at = deadline;
}

guint64
wp_search_get_nodes (WpSearch *search)
{
  return atomic_load_explicit (&search->nodes, memory_order_relaxed);
}

const char *
wp_stop_reason_to_string (WpStopReason reason)
{
  switch (reason)
    {
    case WP_STOP_NONE: return "none";
    case WP_STOP_CAP: return "cap";
    case WP_STOP_TIMEOUT: return "timeout";
    case WP_STOP_CANCELLED: return "cancelled";
    default: g_return_val_if_reached ("none");
    }
}

static void
context_stop (WpSearchContext *ctx, WpStopReason reason)
{
  if (!ctx->stop)
    ctx->result->stopped = reason;
  ctx->stop = TRUE;
}

static void
context_check_limits (WpSearchContext *ctx)
{
  atomic_store_explicit (&ctx->search->nodes, ctx->nodes, memory_order_relaxed);
  if (ctx->options->cancellable && g_cancellable_is_cancelled (ctx->options->cancellable))
    context_stop (ctx, WP_STOP_CANCELLED);
  else if (ctx->deadline && g_get_monotonic_time () >= ctx->deadline)
    context_stop (ctx, WP_STOP_TIMEOUT);
}

gboolean
wp_search_context_tick (WpSearchContext *ctx, guint n_nodes)
{
  ctx->nodes += n_nodes;
  if (atomic_load_explicit (&ctx->search->cancelled, memory_order_relaxed))
    context_stop (ctx, WP_STOP_CANCELLED);
  else if (ctx->nodes >= ctx->next_check)
    {
      ctx->next_check = ctx->nodes + CHECK_INTERVAL;
      context_check_limits (ctx);
    }
  return !ctx->stop;
}

gboolean
wp_search_context_add_solution (WpSearchContext *ctx, const gint *values)
{
  WpSearchResult *result = ctx->result;

  if (ctx->stop)
    return FALSE;
  result->count++;
  if (result->solutions->len < ctx->options->keep)
    g_ptr_array_add (result->solutions, g_memdup2 (values, sizeof (gint) * ctx->n_values));
  if (ctx->options->cap && result->count >= ctx->options->cap)
    context_stop (ctx, WP_STOP_CAP);
  return !ctx->stop;
}

void
wp_search_context_set_power_of_two (WpSearchContext *ctx, guint log2)
{
  if (ctx->stop)
    return;
  ctx->result->count_kind = WP_COUNT_POWER_OF_TWO;
  ctx->result->log2 = log2;
  ctx->result->count = log2 < 64 ? G_GUINT64_CONSTANT (1) << log2 : G_MAXUINT64;
}

void
wp_search_context_set_infinite (WpSearchContext *ctx)
{
  if (ctx->stop)
    return;
  ctx->result->count_kind = WP_COUNT_INFINITE;
  ctx->result->log2 = 0;
  ctx->result->count = G_MAXUINT64;
}

void
wp_search_context_set_count (WpSearchContext *ctx, guint64 count, WpCountKind kind)
{
  if (ctx->stop)
    return;
  if (ctx->options->cap && count >= ctx->options->cap)
    {
      ctx->result->count_kind = WP_COUNT_ENUMERATED;
      ctx->result->count = ctx->options->cap;
      context_stop (ctx, WP_STOP_CAP);
      return;
    }
  ctx->result->count_kind = kind;
  ctx->result->log2 = 0;
  ctx->result->count = kind == WP_COUNT_MORE_THAN ? G_MAXUINT64 : count;
}

void
wp_search_context_give_up (WpSearchContext *ctx)
{
  context_stop (ctx, WP_STOP_TIMEOUT);
}

void
wp_search_context_keep_solution (WpSearchContext *ctx, const gint *values)
{
  WpSearchResult *result = ctx->result;

  if (result->solutions->len < ctx->options->keep)
    g_ptr_array_add (result->solutions, g_memdup2 (values, sizeof (gint) * ctx->n_values));
}

const WpSearchOptions *
wp_search_context_get_options (WpSearchContext *ctx)
{
  return ctx->options;
}

char *
wp_count_to_string (guint64 count, WpCountKind kind, guint log2)
{
  switch (kind)
    {
    case WP_COUNT_INFINITE:
      return g_strdup (_("infinitely many"));
    case WP_COUNT_MORE_THAN:
      /* TRANSLATORS: an exact count too large to write out; %s is 18446744073709551615 */
      return g_strdup_printf (_("more than %s"), "18446744073709551615");
    case WP_COUNT_POWER_OF_TWO:
      if (log2 >= 64)
        return g_strdup_printf ("2^%u", log2);
      if (log2 >= 10)
        return g_strdup_printf ("2^%u (%" G_GUINT64_FORMAT ")", log2, count);
      G_GNUC_FALLTHROUGH;
    case WP_COUNT_ENUMERATED:
    default:
      return g_strdup_printf ("%" G_GUINT64_FORMAT, count);
    }
}

/* --- Generic search over the model's propagators ------------------------ */

/* A branching point: the variable, the values not yet tried, and the trail
 * length before any of them was tried. */
typedef struct {
  guint    var;
  WpDomain left;
  gsize    mark;
} Branch;

typedef struct {
  WpSearchContext *ctx;
  WpStore          store;
  /* Each level fixes at least one more variable, so n_vars levels suffice. */
  Branch          *branches;
  guint            depth;
  gint            *values;    /* scratch for reporting a solution */
  guint64          random;    /* splitmix64 state; 0: values in order */
} GenericSearch;

static void
build_var_index (WpStore *store, const WpModel *model)
{
  guint n_props = model->propagators->len;
  guint *count = g_new0 (guint, model->n_vars + 1);
  guint total = 0;

  for (guint p = 0; p < n_props; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);
      for (guint i = 0; i < prop->n_vars; i++)
        count[prop->vars[i]]++;
    }
  store->var_first = g_new (guint, model->n_vars + 1);
  for (guint v = 0; v < model->n_vars; v++)
    {
      store->var_first[v] = total;
      total += count[v];
      count[v] = store->var_first[v];
    }
  store->var_first[model->n_vars] = total;
  store->props_of_var = g_new (guint, MAX (total, 1));
  for (guint p = 0; p < n_props; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);
      for (guint i = 0; i < prop->n_vars; i++)
        store->props_of_var[count[prop->vars[i]]++] = p;
    }
  g_free (count);
}

/* The next propagator to run, the eager ones first; -1 when none waits. */
static gint
store_pop (WpStore *store)
{
  guint n = store->model->propagators->len, p;

  if (store->queue_len > 0)
    {
      p = store->queue[store->queue_head];
      store->queue_head = (store->queue_head + 1) % n;
      store->queue_len--;
    }
  else if (store->lazy_len > 0)
    {
      p = store->lazy_queue[store->lazy_head];
      store->lazy_head = (store->lazy_head + 1) % n;
      store->lazy_len--;
    }
  else
    return -1;
  store->in_queue[p] = FALSE;
  return (gint) p;
}

static void
clear_queue (WpStore *store)
{
  while (store_pop (store) >= 0)
    ;
}

static gboolean
propagate (WpStore *store)
{
  const WpModel *model = store->model;
  gint p;

  while ((p = store_pop (store)) >= 0)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);

      if (!prop->klass->propagate (prop, store))
        {
          if (store->weight)
            store->weight[p]++;
          clear_queue (store);
          return FALSE;
        }
    }
  return TRUE;
}

/* dom/wdeg: fewest candidates per weight of the propagators the variable
 * is in, each weighing one more for every time it failed; the search
 * turns to where the contradictions are.  Lowest index on ties. */
static guint
choose_weighted_branch_var (const WpStore *store)
{
  guint n = store->model->n_vars, best = n;
  gdouble best_score = G_MAXDOUBLE;

  for (guint v = 0; v < n; v++)
    {
      WpDomain d = store->domains[v];
      guint weight = 0;
      gdouble score;

      if (wp_domain_is_single (d))
        continue;
      for (guint i = store->var_first[v]; i < store->var_first[v + 1]; i++)
        weight += store->weight[store->props_of_var[i]];
      score = (gdouble) wp_domain_count (d) / MAX (weight, 1);
      if (score < best_score)
        {
          best = v;
          best_score = score;
        }
    }
  return best;
}

/* Fewest candidates first; the lowest index breaks ties so the search is
 * deterministic.  Returns n_vars when every variable is fixed. */
static guint
choose_branch_var (const WpDomain *domains, guint n_vars)
{
  guint best = n_vars, best_count = G_MAXUINT;

  for (guint v = 0; v < n_vars; v++)
    {
      guint c;

      if (wp_domain_is_single (domains[v]))
        continue;
      c = wp_domain_count (domains[v]);
      if (c < best_count)
        {
          best = v;
          best_count = c;
          if (c == 2)
            break;
        }
    }
  return best;
}

static void
report_solution (GenericSearch *gs)
{
  const WpModel *model = gs->store.model;

  for (guint v = 0; v < model->n_vars; v++)
    gs->values[v] = model->value_base + (gint) wp_domain_first (gs->store.domains[v]);
  wp_search_context_add_solution (gs->ctx, gs->values);
}

static void
undo_to (WpStore *store, gsize mark)
{
  while (store->trail_len > mark)
    {
      const WpTrailEntry *entry = &store->trail[--store->trail_len];

      store->domains[entry->var] = entry->old;
    }
}

static guint64
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* The value a branch tries next: the smallest, or with a seed one drawn
 * at random from those left. */
static WpDomain
pick_value (GenericSearch *gs, WpDomain left)
{
  guint skip;

  if (gs->random == 0)
    return left & -left;
  skip = (guint) (next_random (&gs->random) % wp_domain_count (left));
  while (skip-- > 0)
    left &= left - 1;
  return left & -left;
}

/* Tries the next value of the innermost branch that has one left, undoing
 * each branch it leaves; TRUE with a value placed and propagated (a new
 * node), FALSE when the search is over or stopped. */
static gboolean
next_node (GenericSearch *gs)
{
  while (gs->depth > 0 && !gs->ctx->stop)
    {
      Branch *branch = &gs->branches[gs->depth - 1];
      WpDomain bit;

      undo_to (&gs->store, branch->mark);
      if (branch->left == 0)
        {
          gs->depth--;
          continue;
        }
      if (!wp_search_context_tick (gs->ctx, 1))
        return FALSE;
      bit = pick_value (gs, branch->left);
      branch->left &= ~bit;
      wp_store_restrict (&gs->store, branch->var, bit);
      if (propagate (&gs->store))
        return TRUE;
    }
  return FALSE;
}

/* Depth first, iteratively: a grid of many thousand cells must not need a
 * C stack frame per level.  Visits the same nodes in the same order as the
 * recursive search it replaced, so node counts are unchanged. */
static void
search_from_root (GenericSearch *gs)
{
  const WpModel *model = gs->store.model;
  guint n = model->n_vars;
  gboolean at_node = propagate (&gs->store);

  while (at_node)
    {
      guint var = gs->store.weight ? choose_weighted_branch_var (&gs->store)
                                   : choose_branch_var (gs->store.domains, n);

      if (var == n)
        report_solution (gs);
      else
        gs->branches[gs->depth++] = (Branch) { var, gs->store.domains[var], gs->store.trail_len };
      at_node = next_node (gs);
    }
}

static gboolean
all_domains_nonempty (const WpDomain *domains, guint n)
{
  for (guint v = 0; v < n; v++)
    if (domains[v] == 0)
      return FALSE;
  return TRUE;
}

/* Every narrowing strictly shrinks a domain, so the trail of one path never
 * holds more entries than the domains have values in all. */
static gsize
trail_capacity (const WpModel *model)
{
  gsize total = 1;

  for (guint v = 0; v < model->n_vars; v++)
    total += wp_domain_count (model->domains[v]);
  return total;
}

/* The store of a search (or a lone propagation) at the root: the initial
 * domains, every propagator queued. */
static void
store_init (WpStore *store, const WpModel *model)
{
  guint n = model->n_vars, n_props = model->propagators->len;

  memset (store, 0, sizeof *store);
  store->model = model;
  build_var_index (store, model);
  store->queue = g_new (guint, MAX (n_props, 1));
  store->lazy_queue = g_new (guint, MAX (n_props, 1));
  store->in_queue = g_new0 (guint8, MAX (n_props, 1));
  store->is_lazy = g_new0 (guint8, MAX (n_props, 1));
  store->domains = g_memdup2 (model->domains, sizeof (WpDomain) * MAX (n, 1));
  store->trail_cap = trail_capacity (model);
  store->trail = g_new (WpTrailEntry, store->trail_cap);
  for (guint p = 0; p < n_props; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);

      store->in_queue[p] = TRUE;
      store->is_lazy[p] = prop->lazy;
      if (store->is_lazy[p])
        store->lazy_queue[store->lazy_len++] = p;
      else
        store->queue[store->queue_len++] = p;
    }
}

static void
store_clear (WpStore *store)
{
  g_free (store->trail);
  g_free (store->domains);
  g_free (store->in_queue);
  g_free (store->is_lazy);
  g_free (store->weight);
  g_free (store->queue);
  g_free (store->lazy_queue);
  g_free (store->props_of_var);
  g_free (store->var_first);
}

static void
generic_search (const WpModel *model, WpSearchContext *ctx)
{
  GenericSearch gs = { 0 };
  guint n = model->n_vars;

  gs.ctx = ctx;
  /* A seed of its own, never 0 (which means "in order"). */
  gs.random = ctx->options->random_seed ? ctx->options->random_seed * 2 + 1 : 0;
  store_init (&gs.store, model);
  if (model->weighted_branching)
    {
      gs.store.weight = g_new (guint, MAX (model->propagators->len, 1));
      for (guint p = 0; p < model->propagators->len; p++)
        gs.store.weight[p] = 1;
    }
  gs.branches = g_new (Branch, MAX (n, 1));
  gs.values = g_new (gint, MAX (n, 1));
  if (all_domains_nonempty (gs.store.domains, n))
    search_from_root (&gs);

  g_free (gs.values);
  g_free (gs.branches);
  store_clear (&gs.store);
}

gboolean
wp_model_propagate_root (const WpModel *model, WpDomain *domains, gint *failed)
{
  WpStore store;
  gint failing = -1, p;
  gboolean consistent;

  g_return_val_if_fail (model != NULL && domains != NULL, FALSE);

  store_init (&store, model);
  consistent = all_domains_nonempty (store.domains, model->n_vars);
  /* The engine's own loop, but keeping the propagator that failed. */
  while (consistent && (p = store_pop (&store)) >= 0)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);

      if (!prop->klass->propagate (prop, &store))
        {
          failing = (gint) p;
          consistent = FALSE;
        }
    }
  memcpy (domains, store.domains, sizeof (WpDomain) * model->n_vars);
  if (failed)
    *failed = failing;
  store_clear (&store);
  return consistent;
}

/* --- Entry points -------------------------------------------------------- */

gboolean
wp_search_run (WpSearch              *search,
               const WpModel         *model,
               const WpSearchOptions *options,
               WpSearchResult        *result)
{
  WpSearchContext ctx = { 0 };
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (search != NULL && model != NULL && options != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  memset (result, 0, sizeof *result);
  result->solutions = g_ptr_array_new_with_free_func (g_free);
  result->n_values = model->n_vars;
  atomic_store (&search->nodes, 0);

  ctx.search = search;
  ctx.options = options;
  ctx.result = result;
  ctx.n_values = model->n_vars;
  ctx.next_check = CHECK_INTERVAL;
  /* Limits beyond a century (or infinite) mean no limit. */
  if (isfinite (options->timeout_s) && options->timeout_s > 0 && options->timeout_s < 3.0e9)
    ctx.deadline = start + (gint64) (options->timeout_s * G_USEC_PER_SEC);
  /* A deadline on @search (an analysis's whole time limit, reaching a
   * genre's own analysis) bounds every run inside it, whatever that run
   * asked for: a genre that forgets to pass the limit on still stops. */
  if (search->stop_at && (ctx.deadline == 0 || search->stop_at < ctx.deadline))
    ctx.deadline = search->stop_at;

  /* Count the root as a node: a puzzle solved by propagation alone still
   * explored one.  A search cancelled before it began does not begin. */
  context_check_limits (&ctx);
  if (wp_search_context_tick (&ctx, 0))
    {
      ctx.nodes = 1;
      if (model->backend)
        model->backend->search (model, &ctx);
      else
        generic_search (model, &ctx);
    }

  result->nodes = ctx.nodes;
  result->exact = result->stopped == WP_STOP_NONE;
  result->elapsed_us = g_get_monotonic_time () - start;
  atomic_store (&search->nodes, ctx.nodes);
  return result->exact;
}

void
wp_count_solutions (const WpModel *model, const WpSearchOptions *options, WpSearchResult *result)
{
  g_autoptr (WpSearch) search = wp_search_new ();

  wp_search_run (search, model, options, result);
}

void
wp_search_result_clear (WpSearchResult *result)
{
  g_clear_pointer (&result->solutions, g_ptr_array_unref);
}
