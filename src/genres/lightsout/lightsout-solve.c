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
#include "core/wp-contradiction.h"

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

/* Each press is an affine function of the first row's presses: bits
 * 0 … w-1 the variables, bit w the constant.  Only three rows of these
 * expressions are alive at a time (the row above, the row, the row
 * below): the last row's lights and any givens become equations as the
 * chase passes them, and the solution itself is chased again afterwards
 * on plain bit rows. */
typedef struct {
  guint    width;
  guint    words;      /* per expression */
  guint64 *rows[3];    /* above, current, below: width × words each */
} Chase;

static guint64 *
expr_at (const Chase *chase, guint row, guint c)
{
  return chase->rows[row] + (gsize) c * chase->words;
}

static void
expr_xor (const Chase *chase, guint64 *dst, const guint64 *src)
{
  for (guint w = 0; w < chase->words; w++)
    dst[w] ^= src[w];
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

/* Givens of row @r, whose expressions are rows[1]. */
static void
add_given_equations (const Chase *chase, const WpPuzzle *puzzle, guint r, WpGf2System *system, guint *scratch)
{
  for (guint c = 0; c < chase->width; c++)
    {
      gint given = puzzle->cells[r * chase->width + c];

      if (given != WP_CELL_EMPTY)
        add_expr_equation (system, expr_at (chase, 1, c), chase->width, (guint) given, scratch);
    }
}

/* Chases the expressions from the first row to the last, adding the
 * givens' equations on the way and the last row's lights at the end. */
static void
chase_equations (Chase *chase, const WpPuzzle *puzzle, WpGf2System *system, guint *scratch)
{
  const guint8 *lights = ((const WpLightsOutParams *) puzzle->params)->lights;
  guint w = chase->width, h = puzzle->height;
  g_autofree guint64 *sum = g_new (guint64, chase->words);

  for (guint c = 0; c < w; c++)
    wp_gf2_flip (expr_at (chase, 1, c), c);
  add_given_equations (chase, puzzle, 0, system, scratch);
  for (guint r = 0; r + 1 < h; r++)
    {
      guint64 *spare = chase->rows[0];

      for (guint c = 0; c < w; c++)
        {
          guint64 *below = expr_at (chase, 2, c);
          const guint64 *above = expr_at (chase, 0, c), *here = expr_at (chase, 1, c);
          const guint64 *left = c > 0 ? expr_at (chase, 1, c - 1) : NULL;
          const guint64 *right = c + 1 < w ? expr_at (chase, 1, c + 1) : NULL;

          /* light = x[r][c] ⊕ x[r][c±1] ⊕ x[r-1][c] ⊕ x[r+1][c]; the
           * row above is all zero while r = 0.  One pass per word: this
           * loop is the whole cost of the chase. */
          for (guint k = 0; k < chase->words; k++)
            below[k] = above[k] ^ here[k] ^ (left ? left[k] : 0) ^ (right ? right[k] : 0);
          if (lights[r * w + c])
            wp_gf2_flip (below, w);
        }
      chase->rows[0] = chase->rows[1];
      chase->rows[1] = chase->rows[2];
      chase->rows[2] = spare;
      add_given_equations (chase, puzzle, r + 1, system, scratch);
    }
  /* The last row's lights: nothing below is left to fix them. */
  for (guint c = 0; c < w; c++)
    {
      memcpy (sum, expr_at (chase, 1, c), sizeof (guint64) * chase->words);
      if (c > 0)
        expr_xor (chase, sum, expr_at (chase, 1, c - 1));
      if (c + 1 < w)
        expr_xor (chase, sum, expr_at (chase, 1, c + 1));
      if (h > 1)
        expr_xor (chase, sum, expr_at (chase, 0, c));
      add_expr_equation (system, sum, w, lights[(h - 1) * w + c], scratch);
    }
}

/* Bit rows of @width cells in @words words: x ⊕= (x << 1) ⊕ (x >> 1)
 * within the row, from @from. */
static void
xor_row_neighbours (guint64 *to, const guint64 *from, guint words, guint width)
{
  for (guint w = 0; w < words; w++)
    {
      guint64 left = from[w] << 1 | (w > 0 ? from[w - 1] >> 63 : 0);
      guint64 right = from[w] >> 1 | (w + 1 < words ? from[w + 1] << 63 : 0);

      to[w] ^= from[w] ^ left ^ right;
    }
  if (width % 64)
    to[words - 1] &= (G_GUINT64_CONSTANT (1) << (width % 64)) - 1;
}

/* The whole board's presses from the first row's @first, chasing bit
 * rows: row r+1 = lights of row r ⊕ row r with its neighbours ⊕ row r-1
 * (lights taken as 0 for a kernel vector). */
static guint64 *
expand (const WpPuzzle *puzzle, const guint64 *first, gboolean homogeneous, guint n_words)
{
  const guint8 *lights = ((const WpLightsOutParams *) puzzle->params)->lights;
  guint w = puzzle->width, words = (w + 63) / 64;
  g_autofree guint64 *rows = g_new0 (guint64, 3 * (gsize) words);
  guint64 *above = rows, *row = rows + words, *below = rows + 2 * words;
  guint64 *cells = g_new0 (guint64, n_words);

  memcpy (row, first, sizeof (guint64) * words);
  for (guint r = 0; r < puzzle->height; r++)
    {
      guint64 *spare = above;

      for (guint c = 0; c < w; c++)
        if (wp_gf2_get (row, c))
          wp_gf2_flip (cells, r * w + c);
      if (r + 1 == puzzle->height)
        break;
      memcpy (below, above, sizeof (guint64) * words);
      xor_row_neighbours (below, row, words, w);
      if (!homogeneous)
        for (guint c = 0; c < w; c++)
          if (lights[r * w + c])
            wp_gf2_flip (below, c);
      above = row;
      row = below;
      below = spare;
    }
  return cells;
}

static gboolean
solve_by_chasing (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data, WpGf2Solution *out)
{
  guint w = puzzle->width, n = w * puzzle->height;
  Chase chase = { w, (w + 1 + 63) / 64, { NULL, NULL, NULL } };
  g_autofree guint64 *window = g_new0 (guint64, 3 * (gsize) w * chase.words);
  g_autofree guint *scratch = g_new (guint, w);
  WpGf2System *system = wp_gf2_system_new (w, w);   /* grows for givens */
  WpGf2Solution first;
  gboolean done;

  for (guint i = 0; i < 3; i++)
    chase.rows[i] = window + (gsize) i * w * chase.words;
  chase_equations (&chase, puzzle, system, scratch);
  done = wp_gf2_solve (system, keep_going, data, &first);
  wp_gf2_system_free (system);
  if (!done)
    return FALSE;
  /* The map from the first row to the whole board is one to one, so the
   * kernel keeps its dimension. */
  memset (out, 0, sizeof *out);
  out->n_vars = n;
  out->words = MAX ((n + 63) / 64, 1);
  out->consistent = first.consistent;
  out->kernel = g_ptr_array_new_with_free_func (g_free);
  if (first.consistent)
    {
      out->particular = expand (puzzle, first.particular, FALSE, out->words);
      for (guint i = 0; i < first.kernel->len; i++)
        g_ptr_array_add (out->kernel, expand (puzzle, g_ptr_array_index (first.kernel, i), TRUE, out->words));
      out->nullity = out->kernel->len;
    }
  wp_gf2_solution_clear (&first);
  return TRUE;
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
  const WpSearchOptions *options;
  guint n;

  if (!wp_lightsout_solve (puzzle, context_keep_going, ctx, &solution))
    return;
  if (solution.consistent)
    {
      values = g_new (gint, MAX (solution.n_vars, 1));
      /* As many as asked to keep, and never past the cap: a search would
       * have stopped there. */
      options = wp_search_context_get_options (ctx);
      n = listed (&solution, (guint) (options->cap ? MIN (options->cap, options->keep) : options->keep));
      for (guint i = 0; i < n; i++)
        {
          if (i % 64 == 63 && !wp_search_context_tick (ctx, 64))
            break;
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

/* The counting model is the givens' domains and the backend: the backend
 * reads the puzzle, and every tool that walks propagators (patterns,
 * contradictions, seeded search) asks for the analysis model, so 10,000
 * parity propagators there would only cost their allocation. */
WpModel *
wp_lightsout_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  const WpLightsOutParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle);
  WpModel *model = wp_model_new (n, 0, 3);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      model->domains[cell] = G_GUINT64_CONSTANT (1) << puzzle->cells[cell];
  if (use == WP_MODEL_FOR_COUNTING)
    {
      /* A copy: the caller may go on editing its puzzle. */
      model->backend = &lightsout_backend;
      model->backend_data = wp_puzzle_copy (puzzle);
      model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
      return model;
    }
  for (guint cell = 0; cell < n; cell++)
    {
      guint vars[9];
      guint n_vars = wp_lightsout_neighbours (puzzle, cell, vars);

      wp_model_add_propagator (model, &parity_propagator, vars, n_vars, params->lights[cell], NULL);
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

/* --- Why no presses work ------------------------------------------------------ */

/* Light i after the given presses: on (1) or off. */
static guint
light_after_givens (const WpPuzzle *puzzle, guint cell)
{
  const WpLightsOutParams *params = puzzle->params;
  guint around[9];
  guint n = wp_lightsout_neighbours (puzzle, cell, around), light = params->lights[cell];

  for (guint i = 0; i < n; i++)
    light ^= puzzle->cells[around[i]] == 1;
  return light;
}

/* Makes @set lighter while XORing a kernel vector into it keeps fewer
 * lights: a smaller set is easier to see on the board. */
static void
lighten (guint64 *set, const GPtrArray *kernel, guint words)
{
  g_autofree guint64 *trial = g_new (guint64, words);
  gboolean better = TRUE;

  for (guint round = 0; better && round < 8; round++)
    {
      better = FALSE;
      for (guint k = 0; k < kernel->len; k++)
        {
          const guint64 *v = g_ptr_array_index (kernel, k);

          for (guint w = 0; w < words; w++)
            trial[w] = set[w] ^ v[w];
          if (weight (trial, words) < weight (set, words))
            {
              memcpy (set, trial, sizeof (guint64) * words);
              better = TRUE;
            }
        }
    }
}

static gboolean
has_givens (const WpPuzzle *puzzle)
{
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      return TRUE;
  return FALSE;
}

/* "Every press toggles an even number of the 4 framed lights, …" */
static char *
parity_message (const WpPuzzle *puzzle, guint n_framed, guint n_on)
{
  if (has_givens (puzzle))
    /* Translators: %u the lights framed on the board, %u how many of them are on (odd). */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "No presses turn every light off: no press that is not given "
                                         "toggles the %u framed light, and with the given presses made it is "
                                         "on.",
                                         "No presses turn every light off: each press that is not given "
                                         "toggles an even number of the %u framed lights, and with the given "
                                         "presses made, an odd number of them (%u) are on, so they can never "
                                         "all go off.", n_framed),
                            n_framed, n_on);
  /* Translators: %u the lights framed on the board, %u how many of them are on (odd). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "No presses turn every light off: no press toggles the %u framed "
                                       "light, and it is on.",
                                       "No presses turn every light off: each press toggles an even number "
                                       "of the %u framed lights, and an odd number of them (%u) are on, so "
                                       "they can never all go off.", n_framed),
                          n_framed, n_on);
}

/* The Fredholm alternative over GF(2): A x = b has no solution exactly
 * when some set of lights y meets every free press's neighbourhood an
 * even number of times (yᵀA = 0 on the free presses) while an odd number
 * of its lights are on after the given presses (yᵀb = 1).  Such a set
 * is the proof a setter can check by eye: no press changes how many of
 * its lights are on by an odd number, so they never all go off.  The
 * neighbourhoods are symmetric (j toggles i exactly when i toggles j),
 * so free press j's equation is the XOR of y over j's own
 * neighbourhood. */
static WpContradiction *
parity_contradiction (const WpPuzzle *puzzle, WpSearch *search)
{
  guint n = wp_puzzle_n_cells (puzzle), on = 0;
  WpGf2System *system = wp_gf2_system_new (n, n + 1);
  g_autofree guint *vars = g_new (guint, n);
  WpGf2Solution certificate;
  GArray *cells;
  guint n_vars = 0;
  gboolean done;

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] == WP_CELL_EMPTY)
      {
        guint around[9];
        guint k = wp_lightsout_neighbours (puzzle, cell, around);

        wp_gf2_system_add (system, around, k, 0);
      }
  for (guint cell = 0; cell < n; cell++)
    if (light_after_givens (puzzle, cell))
      vars[n_vars++] = cell;
  wp_gf2_system_add (system, vars, n_vars, 1);
  done = wp_gf2_solve (system, search_keep_going, search, &certificate);
  wp_gf2_system_free (system);
  if (!done)
    return NULL;
  if (!certificate.consistent)
    {
      /* Cannot happen when A x = b has no solution; say nothing rather
       * than something unproved. */
      wp_gf2_solution_clear (&certificate);
      return NULL;
    }
  lighten (certificate.particular, certificate.kernel, certificate.words);
  cells = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint cell = 0; cell < n; cell++)
    if (wp_gf2_get (certificate.particular, cell))
      {
        g_array_append_val (cells, cell);
        on += light_after_givens (puzzle, cell);
      }
  wp_gf2_solution_clear (&certificate);
  return wp_contradiction_new_set (cells, parity_message (puzzle, cells->len, on));
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
      analysis->contradiction = parity_contradiction (puzzle, search);
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
