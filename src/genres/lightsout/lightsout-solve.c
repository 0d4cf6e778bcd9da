/* lightsout-solve.c — Lights Out as a linear system over GF(2): the
 * elimination behind the counting backend, the analysis model's parity
 * propagators, and the genre's own analysis
 *
 * Two ways to the same answer (the tests hold them against each other):
 *
 *  - light chasing, for the plus neighbourhood without wrapping: the
 *    presses of the first row decide every other row, because the only
 *    press left to fix light (r, c) once rows up to r are known is the one
 *    below it.  Each press is then an affine function of the first row's w
 *    presses, and what is left is the last row's lights and the givens: a
 *    system in w variables instead of w × h;
 *  - plain elimination of the whole system (every other neighbourhood),
 *    banded (lightsout-gf2.c).
 */
#include "genres/lightsout/lightsout-private.h"
#include "core/wp-analysis-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Plain elimination -------------------------------------------------------- */

static WpGf2System *
plain_system (const WpPuzzle *puzzle)
{
  const WpLightsOutParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle);
  WpGf2System *system = wp_gf2_system_new (n, n);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      wp_gf2_system_fix (system, cell, (guint) puzzle->cells[cell]);
  /* A is symmetric: light i is toggled by the presses of i's own
   * neighbourhood. */
  for (guint cell = 0; cell < n; cell++)
    {
      guint vars[9];
      guint n_vars = wp_lightsout_neighbours (puzzle, cell, vars);

      wp_gf2_system_add (system, vars, n_vars, params->lights[cell]);
    }
  return system;
}

gboolean
wp_lightsout_solve_plain (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data, WpGf2Solution *out)
{
  WpGf2System *system = plain_system (puzzle);
  gboolean done = wp_gf2_solve (system, keep_going, data, out);

  wp_gf2_system_free (system);
  return done;
}

/* --- Light chasing ------------------------------------------------------------ */

/* Each cell's press as an affine function of the first row's presses:
 * bits 0 … w-1 the variables, bit w the constant. */
typedef struct {
  guint    width;
  guint    height;
  guint    words;      /* per expression */
  guint64 *exprs;      /* n × words */
} Chase;

static guint64 *
expr_of (const Chase *chase, guint cell)
{
  return chase->exprs + (gsize) cell * chase->words;
}

static void
expr_xor (const Chase *chase, guint64 *dst, guint cell)
{
  const guint64 *src = expr_of (chase, cell);

  for (guint w = 0; w < chase->words; w++)
    dst[w] ^= src[w];
}

static void
chase_lights (Chase *chase, const guint8 *lights)
{
  guint w = chase->width;

  chase->words = (w + 1 + 63) / 64;
  chase->exprs = g_new0 (guint64, (gsize) w * chase->height * chase->words);
  for (guint c = 0; c < w; c++)
    wp_gf2_flip (expr_of (chase, c), c);
  for (guint r = 0; r + 1 < chase->height; r++)
    for (guint c = 0; c < w; c++)
      {
        guint cell = r * w + c;
        guint64 *below = expr_of (chase, cell + w);

        /* light = x[r][c] ⊕ x[r][c±1] ⊕ x[r-1][c] ⊕ x[r+1][c] */
        if (lights[cell])
          wp_gf2_flip (below, w);
        expr_xor (chase, below, cell);
        if (c > 0)
          expr_xor (chase, below, cell - 1);
        if (c + 1 < w)
          expr_xor (chase, below, cell + 1);
        if (r > 0)
          expr_xor (chase, below, cell - w);
      }
}

/* The equation "@expr = @value" in the first row's variables. */
static void
add_expr_equation (WpGf2System *system, const guint64 *expr, guint width, guint value, guint *scratch)
{
  guint n = 0;

  for (guint v = 0; v < width; v++)
    if (wp_gf2_get (expr, v))
      scratch[n++] = v;
  wp_gf2_system_add (system, scratch, n, value ^ wp_gf2_get (expr, width));
}

static guint
expr_eval (const guint64 *expr, const guint64 *x, guint width, gboolean homogeneous)
{
  guint64 acc = 0;
  guint words = (width + 63) / 64;

  for (guint w = 0; w < words; w++)
    acc ^= expr[w] & x[w];
  /* Bit @width (the constant) may share the last word with the variables:
   * x never has it set, so it only counts through the constant below. */
  return ((guint) __builtin_parityll (acc) ^ (homogeneous ? 0u : wp_gf2_get (expr, width))) & 1;
}

/* Every cell's value for the first row @x. */
static guint64 *
expand (const Chase *chase, const guint64 *x, gboolean homogeneous, guint n_words)
{
  guint64 *cells = g_new0 (guint64, n_words);

  for (guint cell = 0; cell < chase->width * chase->height; cell++)
    if (expr_eval (expr_of (chase, cell), x, chase->width, homogeneous))
      wp_gf2_flip (cells, cell);
  return cells;
}

static gboolean
solve_by_chasing (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data, WpGf2Solution *out)
{
  const WpLightsOutParams *params = puzzle->params;
  guint w = puzzle->width, h = puzzle->height, n = w * h;
  Chase chase = { w, h, 0, NULL };
  g_autofree guint *scratch = g_new (guint, w);
  WpGf2System *system = wp_gf2_system_new (w, w + wp_puzzle_count_givens (puzzle));
  g_autofree guint64 *sum = NULL;
  WpGf2Solution first;
  gboolean done;

  chase_lights (&chase, params->lights);
  sum = g_new (guint64, chase.words);
  /* The last row's lights: nothing below is left to fix them. */
  for (guint c = 0; c < w; c++)
    {
      guint cell = (h - 1) * w + c;

      memcpy (sum, expr_of (&chase, cell), sizeof (guint64) * chase.words);
      if (c > 0)
        expr_xor (&chase, sum, cell - 1);
      if (c + 1 < w)
        expr_xor (&chase, sum, cell + 1);
      if (h > 1)
        expr_xor (&chase, sum, cell - w);
      add_expr_equation (system, sum, w, params->lights[cell], scratch);
    }
  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      add_expr_equation (system, expr_of (&chase, cell), w, (guint) puzzle->cells[cell], scratch);
  done = wp_gf2_solve (system, keep_going, data, &first);
  wp_gf2_system_free (system);
  if (done)
    {
      /* The map from the first row to the whole board is one to one, so
       * the kernel keeps its dimension. */
      memset (out, 0, sizeof *out);
      out->n_vars = n;
      out->words = MAX ((n + 63) / 64, 1);
      out->consistent = first.consistent;
      out->kernel = g_ptr_array_new_with_free_func (g_free);
      if (first.consistent)
        {
          out->particular = expand (&chase, first.particular, FALSE, out->words);
          for (guint i = 0; i < first.kernel->len; i++)
            g_ptr_array_add (out->kernel, expand (&chase, g_ptr_array_index (first.kernel, i), TRUE, out->words));
          out->nullity = out->kernel->len;
        }
      wp_gf2_solution_clear (&first);
    }
  g_free (chase.exprs);
  return done;
}

gboolean
wp_lightsout_solve (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data, WpGf2Solution *out)
{
  const WpLightsOutParams *params = puzzle->params;

  if (params->neighbourhood == WP_LIGHTSOUT_PLUS && !params->torus)
    return solve_by_chasing (puzzle, keep_going, data, out);
  return wp_lightsout_solve_plain (puzzle, keep_going, data, out);
}

/* --- Solutions from a solved system -------------------------------------------- */

/* Solution @index in Gray-code order: the particular one, then each next
 * one a single kernel vector away from the last.  @values holds solution
 * @index - 1 (or anything for index 0) and is updated in place. */
static void
next_solution (const WpGf2Solution *solution, guint64 index, gint *values)
{
  const guint64 *flip;

  if (index == 0)
    {
      for (guint cell = 0; cell < solution->n_vars; cell++)
        values[cell] = (gint) wp_gf2_get (solution->particular, cell);
      return;
    }
  flip = g_ptr_array_index (solution->kernel, (guint) __builtin_ctzll (index));
  for (guint w = 0; w < solution->words; w++)
    for (guint64 bits = flip[w]; bits; bits &= bits - 1)
      {
        guint cell = w * 64 + (guint) __builtin_ctzll (bits);

        values[cell] ^= 1;
      }
}

/* How many solutions to list: at most @most, and never more than exist. */
static guint
listed (const WpGf2Solution *solution, guint most)
{
  if (solution->nullity < 32)
    return (guint) MIN ((guint64) most, G_GUINT64_CONSTANT (1) << solution->nullity);
  return most;
}

/* --- The counting backend and the models ---------------------------------------- */

#define KEPT_SOLUTIONS 256   /* the backend cannot see options->keep; keep_solution() stops at it */

static gboolean
context_keep_going (gpointer data)
{
  return wp_search_context_tick (data, 64);
}

static void
backend_search (const WpModel *model, WpSearchContext *ctx)
{
  const WpPuzzle *puzzle = model->backend_data;
  WpGf2Solution solution;
  g_autofree gint *values = NULL;
  guint n;

  if (!wp_lightsout_solve (puzzle, context_keep_going, ctx, &solution))
    return;
  if (solution.consistent)
    {
      values = g_new (gint, MAX (solution.n_vars, 1));
      n = listed (&solution, KEPT_SOLUTIONS);
      for (guint i = 0; i < n; i++)
        {
          next_solution (&solution, i, values);
          wp_search_context_keep_solution (ctx, values);
        }
      wp_search_context_set_power_of_two (ctx, solution.nullity);
    }
  wp_gf2_solution_clear (&solution);
}

static const WpSearchBackend lightsout_backend = {
  .name = "lightsout-gf2",
  .search = backend_search,
};

/* The light's parity over its neighbourhood: param is the light (1 on), so
 * the presses around it must add up to it.  With one press left open it is
 * forced; with none left the parity is checked. */
static gboolean
parity_propagate (const WpPropagator *self, WpStore *store)
{
  guint parity = (guint) self->param & 1, open = 0, last = 0;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (d == 0)
        return FALSE;
      if (d == 3)
        {
          open++;
          last = self->vars[i];
        }
      else
        parity ^= d == 2;
    }
  if (open == 0)
    return parity == 0;
  if (open == 1)
    return wp_store_assign (store, last, parity);
  return TRUE;
}

static const WpPropagatorClass parity_propagator = {
  "lights-parity", parity_propagate, NULL
};

WpModel *
wp_lightsout_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  const WpLightsOutParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle);
  WpModel *model = wp_model_new (n, 0, 3);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      model->domains[cell] = G_GUINT64_CONSTANT (1) << puzzle->cells[cell];
  for (guint cell = 0; cell < n; cell++)
    {
      guint vars[9];
      guint n_vars = wp_lightsout_neighbours (puzzle, cell, vars);

      wp_model_add_propagator (model, &parity_propagator, vars, n_vars, params->lights[cell], NULL);
    }
  if (use == WP_MODEL_FOR_COUNTING)
    {
      /* A copy: the caller may go on editing its puzzle. */
      model->backend = &lightsout_backend;
      model->backend_data = wp_puzzle_copy (puzzle);
      model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
    }
  return model;
}

/* --- The genre's own analysis ----------------------------------------------------- */

#define MAX_LISTED_SOLUTIONS 64
#define MAX_PATTERNS 256
/* 2^k combinations of the kernel basis are tried for the closest
 * alternative while 2^k × words stays below this. */
#define CLOSEST_BUDGET (G_GUINT64_CONSTANT (1) << 26)
#define CLOSEST_MAX_NULLITY 20

/* @data: the analysis's search, which may be NULL (nothing to cancel). */
static gboolean
search_keep_going (gpointer data)
{
  return data == NULL || !wp_search_is_cancelled (data);
}

static guint
weight (const guint64 *bits, guint words)
{
  guint total = 0;

  for (guint w = 0; w < words; w++)
    total += (guint) __builtin_popcountll (bits[w]);
  return total;
}

/* "pressing these 4 cells changes no light" */
static char *
quiet_where (guint n_cells)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "pressing this %u cell changes no light",
                                       "pressing these %u cells changes no light", n_cells),
                          n_cells);
}

void
wp_lightsout_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  g_free (pattern->kind);
  pattern->kind = g_strdup (_("quiet pattern"));
  g_free (pattern->where);
  pattern->where = quiet_where (pattern->cells->len);
}

static WpPattern *
quiet_pattern (const WpPuzzle *puzzle, const guint64 *vector, guint words, const gint *first)
{
  WpPattern *pattern = wp_pattern_new ();

  for (guint w = 0; w < words; w++)
    for (guint64 bits = vector[w]; bits; bits &= bits - 1)
      {
        guint cell = w * 64 + (guint) __builtin_ctzll (bits);
        gint was = first[cell], now = 1 - first[cell];

        g_array_append_val (pattern->cells, cell);
        g_array_append_val (pattern->first, was);
        g_array_append_val (pattern->second, now);
      }
  wp_lightsout_describe_pattern (puzzle, pattern);
  return pattern;
}

static gint
lighter_vector_first (gconstpointer a, gconstpointer b, gpointer words)
{
  guint wa = weight (*(const guint64 *const *) a, GPOINTER_TO_UINT (words));
  guint wb = weight (*(const guint64 *const *) b, GPOINTER_TO_UINT (words));

  return wa < wb ? -1 : wa > wb;
}

/* The fewest cells any other solution changes: the lightest nonzero
 * combination of the kernel basis, by trying them all in Gray-code order
 * while that is affordable; else the lightest basis vector, unproved. */
static void
find_closest (WpAnalysis *analysis, const WpGf2Solution *solution, WpSearch *search)
{
  guint k = solution->nullity;
  g_autofree guint64 *combination = NULL;
  guint best = G_MAXUINT;

  for (guint i = 0; i < k; i++)
    best = MIN (best, weight (g_ptr_array_index (solution->kernel, i), solution->words));
  analysis->closest_distance = best;
  analysis->closest_proved = FALSE;
  if (k > CLOSEST_MAX_NULLITY || (G_GUINT64_CONSTANT (1) << k) * solution->words > CLOSEST_BUDGET)
    return;
  combination = g_new0 (guint64, solution->words);
  for (guint64 i = 1; i < (G_GUINT64_CONSTANT (1) << k); i++)
    {
      const guint64 *flip = g_ptr_array_index (solution->kernel, (guint) __builtin_ctzll (i));

      for (guint w = 0; w < solution->words; w++)
        combination[w] ^= flip[w];
      best = MIN (best, weight (combination, solution->words));
      if (i % 4096 == 0 && !search_keep_going (search))
        return;
    }
  analysis->closest_distance = best;
  analysis->closest_proved = TRUE;
}

/* A cell every kernel vector leaves alone takes the particular solution's
 * value in all 2^k solutions; any other cell takes each value in exactly
 * half of them (flipping by a kernel vector that touches it pairs them). */
static void
tally (WpAnalysis *analysis, const WpGf2Solution *solution)
{
  guint k = solution->nullity;
  g_autofree guint64 *touched = g_new0 (guint64, solution->words);
  guint64 all = k < 64 ? G_GUINT64_CONSTANT (1) << k : G_MAXUINT64;
  guint64 half = k == 0 ? 0 : k - 1 < 64 ? G_GUINT64_CONSTANT (1) << (k - 1) : G_MAXUINT64;

  for (guint i = 0; i < k; i++)
    {
      const guint64 *vector = g_ptr_array_index (solution->kernel, i);

      for (guint w = 0; w < solution->words; w++)
        touched[w] |= vector[w];
    }
  for (guint cell = 0; cell < analysis->n_cells; cell++)
    {
      guint64 *counts = analysis->value_counts + (gsize) cell * 2;

      if (wp_gf2_get (touched, cell))
        counts[0] = counts[1] = half;
      else
        counts[wp_gf2_get (solution->particular, cell)] = all;
    }
}

static void
list_solutions (WpAnalysis *analysis, const WpGf2Solution *solution)
{
  guint most = (guint) MIN (analysis->cap ? analysis->cap : MAX_LISTED_SOLUTIONS, MAX_LISTED_SOLUTIONS);
  guint n = listed (solution, MAX (most, 1));
  g_autofree gint *values = g_new (gint, MAX (solution->n_vars, 1));

  for (guint i = 0; i < n; i++)
    {
      next_solution (solution, i, values);
      g_ptr_array_add (analysis->solutions, g_memdup2 (values, sizeof (gint) * solution->n_vars));
    }
}

static void
list_patterns (WpAnalysis *analysis, const WpPuzzle *puzzle, const WpGf2Solution *solution)
{
  g_autoptr (GPtrArray) basis = g_ptr_array_new ();
  const gint *first = g_ptr_array_index (analysis->solutions, 0);

  for (guint i = 0; i < solution->kernel->len; i++)
    g_ptr_array_add (basis, g_ptr_array_index (solution->kernel, i));
  g_ptr_array_sort_with_data (basis, lighter_vector_first, GUINT_TO_POINTER (solution->words));
  for (guint i = 0; i < basis->len && i < MAX_PATTERNS; i++)
    g_ptr_array_add (analysis->patterns, quiet_pattern (puzzle, g_ptr_array_index (basis, i), solution->words, first));
}

static gboolean
analyse (const WpPuzzle *puzzle, WpAnalysis *analysis, WpSearch *search)
{
  WpGf2Solution solution;
  guint k;

  if (!wp_lightsout_solve (puzzle, search_keep_going, search, &solution))
    return FALSE;
  analysis->n_values = 2;
  analysis->value_base = 0;
  analysis->value_counts = g_new0 (guint64, (gsize) analysis->n_cells * 2);
  analysis->solutions = g_ptr_array_new_with_free_func (g_free);
  analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  analysis->exact = TRUE;
  analysis->stopped = WP_STOP_NONE;
  if (!solution.consistent)
    {
      analysis->count = 0;
      analysis->count_kind = WP_COUNT_ENUMERATED;
      wp_gf2_solution_clear (&solution);
      return TRUE;
    }
  k = solution.nullity;
  analysis->count_kind = WP_COUNT_POWER_OF_TWO;
  analysis->log2 = k;
  analysis->count = k < 64 ? G_GUINT64_CONSTANT (1) << k : G_MAXUINT64;
  list_solutions (analysis, &solution);
  tally (analysis, &solution);
  if (k > 0)
    {
      list_patterns (analysis, puzzle, &solution);
      find_closest (analysis, &solution, search);
    }
  wp_gf2_solution_clear (&solution);
  return TRUE;
}

const WpAnalysisHooks wp_lightsout_analysis_hooks = {
  .analyse = analyse,
};
