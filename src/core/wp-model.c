/* wp-model.c — variables, domains and propagators handed to the engine */
#include "wp-model.h"

#include <string.h>

static void
propagator_free (gpointer data)
{
  WpPropagator *propagator = data;

  if (propagator->data && propagator->klass->free_data)
    propagator->klass->free_data (propagator->data);
  g_free (propagator->vars);
  g_free (propagator);
}

WpModel *
wp_model_new (guint n_vars, gint value_base, WpDomain full_domain)
{
  WpModel *model = g_new0 (WpModel, 1);

  model->n_vars = n_vars;
  model->value_base = value_base;
  model->domains = g_new (WpDomain, MAX (n_vars, 1));
  for (guint i = 0; i < n_vars; i++)
    model->domains[i] = full_domain;
  model->propagators = g_ptr_array_new_with_free_func (propagator_free);
  return model;
}

void
wp_model_free (WpModel *model)
{
  if (model == NULL)
    return;
  if (model->backend_data && model->backend_data_free)
    model->backend_data_free (model->backend_data);
  g_ptr_array_unref (model->propagators);
  g_free (model->domains);
  g_free (model);
}

WpPropagator *
wp_model_add_propagator (WpModel                 *model,
                         const WpPropagatorClass *klass,
                         const guint             *vars,
                         guint                    n_vars,
                         gint                     param,
                         gpointer                 data)
{
  WpPropagator *propagator;

  for (guint i = 0; i < n_vars; i++)
    g_return_val_if_fail (vars[i] < model->n_vars, NULL);
  propagator = g_new0 (WpPropagator, 1);

  propagator->klass = klass;
  propagator->vars = g_memdup2 (vars, sizeof (guint) * MAX (n_vars, 1));
  propagator->n_vars = n_vars;
  propagator->param = param;
  propagator->data = data;
  g_ptr_array_add (model->propagators, propagator);
  return propagator;
}

WpPropagator *
wp_model_add_locked_candidates (WpModel     *model,
                                const guint *shared,
                                guint        n_shared,
                                const guint *only_a,
                                guint        n_only_a,
                                const guint *only_b,
                                guint        n_only_b)
{
  guint n = n_shared + n_only_a + n_only_b;
  g_autofree guint *vars = g_new (guint, MAX (n, 1));
  guint *in_a = g_new (guint, 1);
  WpPropagator *prop;

  memcpy (vars, shared, n_shared * sizeof (guint));
  memcpy (vars + n_shared, only_a, n_only_a * sizeof (guint));
  memcpy (vars + n_shared + n_only_a, only_b, n_only_b * sizeof (guint));
  *in_a = n_only_a;
  prop = wp_model_add_propagator (model, &wp_propagator_locked_candidates, vars, n, (gint) n_shared, in_a);
  if (prop)
    prop->lazy = TRUE;
  return prop;
}

WpPropagator *
wp_model_add_permutation (WpModel *model, const guint *vars, guint n_vars, WpDomain values)
{
  WpDomain *required;

  g_return_val_if_fail (wp_domain_count (values) == n_vars, NULL);
  required = g_new (WpDomain, 1);
  *required = values;
  return wp_model_add_propagator (model, &wp_propagator_permutation, vars, n_vars, 0, required);
}
