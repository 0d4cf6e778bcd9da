/* wp-propagators.c — the built-in propagators any genre may use */
#include "wp-engine-private.h"

WpDomain
wp_store_get (const WpStore *store, guint var)
{
  return store->domains[var];
}

static void
enqueue_dependents (WpStore *store, guint var)
{
  for (guint i = store->var_first[var]; i < store->var_first[var + 1]; i++)
    {
      guint p = store->props_of_var[i];
      guint n = store->model->propagators->len;

      if (store->in_queue[p])
        continue;
      store->in_queue[p] = TRUE;
      if (store->is_lazy[p])
        store->lazy_queue[(store->lazy_head + store->lazy_len++) % n] = p;
      else
        store->queue[(store->queue_head + store->queue_len++) % n] = p;
    }
}

gboolean
wp_store_restrict (WpStore *store, guint var, WpDomain mask)
{
  WpDomain old = store->domains[var];
  WpDomain narrowed = old & mask;

  if (narrowed == old)
    return TRUE;
  /* Sized from the domains' bit counts, so this growth is only a safety net. */
  if (G_UNLIKELY (store->trail_len == store->trail_cap))
    {
      store->trail_cap = MAX (16, store->trail_cap * 2);
      store->trail = g_renew (WpTrailEntry, store->trail, store->trail_cap);
    }
  store->trail[store->trail_len++] = (WpTrailEntry) { var, old };
  store->domains[var] = narrowed;
  if (narrowed == 0)
    return FALSE;
  enqueue_dependents (store, var);
  return TRUE;
}

gboolean
wp_store_assign (WpStore *store, guint var, guint bit)
{
  return wp_store_restrict (store, var, G_GUINT64_CONSTANT (1) << bit);
}

/* Removes every fixed value from the other variables.  Returns the mask of
 * fixed values through @fixed_out.  Repeats while removals fix new variables
 * so one call reaches the local fixpoint. */
static gboolean
eliminate_fixed_values (const WpPropagator *self, WpStore *store, WpDomain *fixed_out)
{
  gboolean changed = TRUE;
  WpDomain fixed = 0;

  while (changed)
    {
      changed = FALSE;
      fixed = 0;
      for (guint i = 0; i < self->n_vars; i++)
        {
          WpDomain d = wp_store_get (store, self->vars[i]);

          if (!wp_domain_is_single (d))
            continue;
          if (fixed & d)
            return FALSE;  /* two variables fixed to the same value */
          fixed |= d;
        }
      for (guint i = 0; i < self->n_vars; i++)
        {
          guint var = self->vars[i];
          WpDomain d = wp_store_get (store, var);

          if (wp_domain_is_single (d) || !(d & fixed))
            continue;
          if (!wp_store_restrict (store, var, ~fixed))
            return FALSE;
          changed |= wp_domain_is_single (wp_store_get (store, var));
        }
    }
  *fixed_out = fixed;
  return TRUE;
}

static gboolean
all_different_propagate (const WpPropagator *self, WpStore *store)
{
  WpDomain fixed;

  return eliminate_fixed_values (self, store, &fixed);
}

const WpPropagatorClass wp_propagator_all_different = {
  "all-different", all_different_propagate, NULL
};

/* Every value of the unit must be placed somewhere: a value with no place
 * left is a contradiction, a value with one place is a hidden single. */
static gboolean
place_hidden_singles (const WpPropagator *self, WpStore *store, WpDomain fixed, gboolean *changed)
{
  WpDomain once = 0, twice = 0, hidden;
  WpDomain required = *(const WpDomain *) self->data;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      twice |= once & d;
      once |= d;
    }
  if ((once & required) != required)
    return FALSE;

  hidden = once & ~twice & ~fixed;
  *changed = hidden != 0;
  while (hidden)
    {
      WpDomain bit = hidden & -hidden;

      hidden &= hidden - 1;
      for (guint i = 0; i < self->n_vars; i++)
        if (wp_store_get (store, self->vars[i]) & bit)
          {
            if (!wp_store_restrict (store, self->vars[i], bit))
              return FALSE;
            break;
          }
    }
  return TRUE;
}

static gboolean
permutation_propagate (const WpPropagator *self, WpStore *store)
{
  gboolean changed = TRUE;

  while (changed)
    {
      WpDomain fixed;

      if (!eliminate_fixed_values (self, store, &fixed))
        return FALSE;
      if (!place_hidden_singles (self, store, fixed, &changed))
        return FALSE;
    }
  return TRUE;
}

const WpPropagatorClass wp_propagator_permutation = {
  "permutation", permutation_propagate, g_free
};

static WpDomain
union_of_domains (const WpStore *store, const guint *vars, guint n)
{
  WpDomain all = 0;

  for (guint i = 0; i < n; i++)
    all |= wp_store_get (store, vars[i]);
  return all;
}

static gboolean
restrict_all (WpStore *store, const guint *vars, guint n, WpDomain mask)
{
  for (guint i = 0; i < n; i++)
    if (!wp_store_restrict (store, vars[i], mask))
      return FALSE;
  return TRUE;
}

/* See wp_model_add_locked_candidates().  One pass: a removal here queues
 * this propagator again through the variables it touched. */
static gboolean
locked_candidates_propagate (const WpPropagator *self, WpStore *store)
{
  guint n_shared = (guint) self->param, n_only_a = *(const guint *) self->data;
  const guint *shared = self->vars, *only_a = shared + n_shared, *only_b = only_a + n_only_a;
  guint n_only_b = self->n_vars - n_shared - n_only_a;
  WpDomain in_shared = union_of_domains (store, shared, n_shared);
  WpDomain in_a = union_of_domains (store, only_a, n_only_a);
  WpDomain in_b = union_of_domains (store, only_b, n_only_b);
  WpDomain locked_by_a = in_shared & ~in_a, locked_by_b = in_shared & ~in_b;

  if ((locked_by_a & in_b) && !restrict_all (store, only_b, n_only_b, ~locked_by_a))
    return FALSE;
  if ((locked_by_b & in_a) && !restrict_all (store, only_a, n_only_a, ~locked_by_b))
    return FALSE;
  return TRUE;
}

const WpPropagatorClass wp_propagator_locked_candidates = {
  "locked-candidates", locked_candidates_propagate, g_free
};

/* 0/1 variables whose number of ones is exactly self->param. */
static gboolean
count_ones_propagate (const WpPropagator *self, WpStore *store)
{
  guint ones = 0, maybe = 0;
  WpDomain settle;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (d == 2)
        ones++;
      else if (d == 3)
        maybe++;
    }
  if (ones > (guint) self->param || ones + maybe < (guint) self->param)
    return FALSE;
  if (maybe == 0)
    return TRUE;
  if (ones == (guint) self->param)
    settle = 1;          /* the rest are zeros */
  else if (ones + maybe == (guint) self->param)
    settle = 2;          /* the rest are ones */
  else
    return TRUE;
  for (guint i = 0; i < self->n_vars; i++)
    if (wp_store_get (store, self->vars[i]) == 3 &&
        !wp_store_restrict (store, self->vars[i], settle))
      return FALSE;
  return TRUE;
}

const WpPropagatorClass wp_propagator_count_ones = {
  "count-ones", count_ones_propagate, NULL
};
