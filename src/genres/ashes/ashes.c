/* ashes.c — the Laplace's Ashes genre: parameters, checks, native file,
 * the clues inside the cells, the counting and analysis models, the
 * analysis and the generator
 *
 * The exact elimination lives in ashes-linear.c, the .ashes notation in
 * ashes-text.c.  Value encoding: see ashes-private.h.
 *
 * Models.  With a domain LO..HI every model is the generic one: one
 * variable per cell over LO..HI (value_base = LO + bias) and one linear
 * propagator per known clue, so the engine enumerates, honours caps and
 * time limits, and the core's pattern tracing and closest alternative see
 * every constraint.  Without a domain the values are unbounded and no
 * bitset can hold them: a window (say -100..100) would drop solutions
 * outside it and count wrong, so no model spells the clues out.  Both
 * uses then get the elimination as a backend (counting: 0, 1 or
 * infinitely many), and the genre's own analyse() fills the analysis
 * from the kernel.  The core's uses of the analysis model beyond that
 * (the guess grader, the closest alternative) see a backend that decides
 * at its one root node: a puzzle without a domain is graded as needing no
 * guess, which elimination indeed does not.
 */
#include "genres/ashes/ashes-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-analysis.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  const WpAshesParams *from = data;
  WpAshesParams *copy = g_memdup2 (from, sizeof *from);

  copy->clues = g_memdup2 (from->clues, sizeof (gint64) * MAX (from->n_cells, 1));
  copy->known = g_memdup2 (from->known, MAX (from->n_cells, 1));
  copy->drawn = from->drawn ? g_memdup2 (from->drawn, sizeof (gint) * from->n_cells) : NULL;
  return copy;
}

static void
params_free (gpointer data)
{
  WpAshesParams *params = data;

  g_free (params->clues);
  g_free (params->known);
  g_free (params->drawn);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpAshesParams *a = da, *b = db;

  if (a->rule != b->rule || a->has_domain != b->has_domain || a->n_cells != b->n_cells ||
      (a->has_domain && (a->lo != b->lo || a->hi != b->hi)) ||
      memcmp (a->known, b->known, a->n_cells) != 0)
    return FALSE;
  if (!a->drawn != !b->drawn || (a->drawn && memcmp (a->drawn, b->drawn, sizeof (gint) * a->n_cells) != 0))
    return FALSE;
  for (guint i = 0; i < a->n_cells; i++)
    if (a->known[i] && a->clues[i] != b->clues[i])
      return FALSE;
  return TRUE;
}

static const WpAshesParams *
ashes_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

WpPuzzle *
wp_ashes_new (guint height, guint width, WpAshesRule rule)
{
  WpAshesParams *params;

  g_return_val_if_fail (height >= 1 && height <= WP_ASHES_MAX_SIZE, NULL);
  g_return_val_if_fail (width >= 1 && width <= WP_ASHES_MAX_SIZE, NULL);
  params = g_new0 (WpAshesParams, 1);
  params->rule = rule;
  params->n_cells = height * width;
  params->clues = g_new0 (gint64, params->n_cells);
  params->known = g_new0 (guint8, params->n_cells);
  return wp_puzzle_new (&wp_genre_ashes, width, height, params);
}

#define CHECK_ASHES(puzzle) ((puzzle) != NULL && (puzzle)->genre == &wp_genre_ashes)

WpAshesRule
wp_ashes_get_rule (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (CHECK_ASHES (puzzle), WP_ASHES_SUM);
  return ashes_params (puzzle)->rule;
}

void
wp_ashes_set_rule (WpPuzzle *puzzle, WpAshesRule rule)
{
  g_return_if_fail (CHECK_ASHES (puzzle));
  ((WpAshesParams *) puzzle->params)->rule = rule;
}

gboolean
wp_ashes_get_domain (const WpPuzzle *puzzle, gint *lo, gint *hi)
{
  const WpAshesParams *params;

  g_return_val_if_fail (CHECK_ASHES (puzzle), FALSE);
  params = ashes_params (puzzle);
  if (lo)
    *lo = params->lo;
  if (hi)
    *hi = params->hi;
  return params->has_domain;
}

void
wp_ashes_set_domain (WpPuzzle *puzzle, gboolean has, gint lo, gint hi)
{
  WpAshesParams *params;

  g_return_if_fail (CHECK_ASHES (puzzle));
  params = puzzle->params;
  params->has_domain = has;
  params->lo = has ? lo : 0;
  params->hi = has ? hi : 0;
}

gboolean
wp_ashes_get_clue (const WpPuzzle *puzzle, guint cell, gint64 *clue)
{
  const WpAshesParams *params;

  g_return_val_if_fail (CHECK_ASHES (puzzle), FALSE);
  params = ashes_params (puzzle);
  g_return_val_if_fail (cell < params->n_cells, FALSE);
  if (clue)
    *clue = params->known[cell] ? params->clues[cell] : 0;
  return params->known[cell];
}

void
wp_ashes_set_clue (WpPuzzle *puzzle, guint cell, gint64 clue)
{
  WpAshesParams *params;

  g_return_if_fail (CHECK_ASHES (puzzle));
  params = puzzle->params;
  g_return_if_fail (cell < params->n_cells);
  params->known[cell] = TRUE;
  params->clues[cell] = clue;
}

void
wp_ashes_forget_clue (WpPuzzle *puzzle, guint cell)
{
  WpAshesParams *params;

  g_return_if_fail (CHECK_ASHES (puzzle));
  params = puzzle->params;
  g_return_if_fail (cell < params->n_cells);
  params->known[cell] = FALSE;
  params->clues[cell] = 0;
}

/* --- The rules ------------------------------------------------------------ */

/* Sum: the cell and its eight neighbours.  Signed, as seed 000 defines it
 * (and its matrix shows): + the cell above, + the cell to the right,
 * - the cell below, - the cell to the left. */
gint
wp_ashes_coefficient (WpAshesRule rule, gint r, gint c, gint r2, gint c2)
{
  gint dr = r2 - r, dc = c2 - c;

  if (dr < -1 || dr > 1 || dc < -1 || dc > 1)
    return 0;
  if (rule == WP_ASHES_SUM)
    return 1;
  if (dr == -1 && dc == 0)
    return 1;
  if (dr == 0 && dc == 1)
    return 1;
  if (dr == 1 && dc == 0)
    return -1;
  if (dr == 0 && dc == -1)
    return -1;
  return 0;
}

void
wp_ashes_clues_of (WpAshesRule rule, guint height, guint width, const gint64 *values, gint64 *clues)
{
  for (guint r = 0; r < height; r++)
    for (guint c = 0; c < width; c++)
      {
        gint64 sum = 0;

        for (gint r2 = (gint) r - 1; r2 <= (gint) r + 1; r2++)
          for (gint c2 = (gint) c - 1; c2 <= (gint) c + 1; c2++)
            if (r2 >= 0 && c2 >= 0 && r2 < (gint) height && c2 < (gint) width)
              sum += wp_ashes_coefficient (rule, (gint) r, (gint) c, r2, c2) * values[(guint) r2 * width + (guint) c2];
        clues[r * width + c] = sum;
      }
}

gboolean
wp_ashes_clue_fits (gint64 clue)
{
  return clue >= -WP_ASHES_MAX_CLUE && clue <= WP_ASHES_MAX_CLUE;
}

/* --- Presets -------------------------------------------------------------- */

static const WpPreset presets[] = {
  { "3x4", N_("3×4 (the seed's example)"), 4, 3, 0, 0 },
  { "5",   N_("5×5"), 5, 5, 0, 0 },
  { "8",   N_("8×8"), 8, 8, 0, 0 },
};

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_ashes_new (CLAMP (preset->height, 1, WP_ASHES_MAX_SIZE), CLAMP (preset->width, 1, WP_ASHES_MAX_SIZE),
                       WP_ASHES_SUM);
}

/* --- Values --------------------------------------------------------------- */

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  if (value == WP_CELL_EMPTY)
    return g_strdup ("");
  return g_strdup_printf ("%d", wp_ashes_decode (value));
}

/* A digit types that value; negative and longer numbers need more than
 * one character, which the studio's own entry handles.  A space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  if (c >= '0' && c <= '9')
    return wp_ashes_encode ((gint) (c - '0'));
  if (c == ' ')
    return WP_CELL_EMPTY;
  return -2;
}

static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  return format_value (puzzle, value);
}

/* --- Validation ----------------------------------------------------------- */

static char *
cell_name (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpAshesParams *params = ashes_params (puzzle);

  if (puzzle->width < 1 || puzzle->width > WP_ASHES_MAX_SIZE || puzzle->height < 1 ||
      puzzle->height > WP_ASHES_MAX_SIZE || params->n_cells != puzzle->width * puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Laplace's Ashes grids run from 1×1 to %u×%u)"),
                   puzzle->height, puzzle->width, WP_ASHES_MAX_SIZE, WP_ASHES_MAX_SIZE);
      return FALSE;
    }
  if (params->rule != WP_ASHES_SUM && params->rule != WP_ASHES_SIGNED)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("rule: unknown clue rule"));
      return FALSE;
    }
  if (params->has_domain &&
      (params->lo > params->hi || params->lo < -WP_ASHES_MAX_ABS || params->hi > WP_ASHES_MAX_ABS ||
       (gint64) params->hi - params->lo + 1 > WP_ASHES_MAX_DOMAIN))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("domain: %d..%d is not a range of 1 to %d values within ±%d"),
                   params->lo, params->hi, WP_ASHES_MAX_DOMAIN, WP_ASHES_MAX_ABS);
      return FALSE;
    }
  for (guint cell = 0; cell < params->n_cells; cell++)
    {
      gint v = puzzle->cells[cell];
      g_autofree char *name = NULL;

      if (params->known[cell] && !wp_ashes_clue_fits (params->clues[cell]))
        {
          name = cell_name (puzzle, cell);
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("clues: %s holds %lld, past the largest clue, ±%lld"),
                       name, (long long) params->clues[cell], (long long) WP_ASHES_MAX_CLUE);
          return FALSE;
        }
      if (v != WP_CELL_EMPTY && (v < wp_ashes_encode (-WP_ASHES_MAX_ABS) || v > wp_ashes_encode (WP_ASHES_MAX_ABS)))
        {
          name = cell_name (puzzle, cell);
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: %s holds a value past ±%d"), name, WP_ASHES_MAX_ABS);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- Conflicts ------------------------------------------------------------ */

static GArray *
one_cell (guint cell)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (cells, cell);
  return cells;
}

/* A given outside the domain, and a known clue whose every cell is given
 * but adds up to something else. */
static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  const WpAshesParams *params = ashes_params (puzzle);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);
  guint w = puzzle->width, h = puzzle->height;

  for (guint cell = 0; cell < params->n_cells; cell++)
    {
      gint v = puzzle->cells[cell];
      g_autofree char *name = cell_name (puzzle, cell);

      if (v != WP_CELL_EMPTY && params->has_domain &&
          (wp_ashes_decode (v) < params->lo || wp_ashes_decode (v) > params->hi))
        g_ptr_array_add (out, wp_conflict_new (one_cell (cell),
                                               g_strdup_printf (_("%s holds %d, outside the values %d to %d"), name,
                                                                wp_ashes_decode (v), params->lo, params->hi)));
    }
  for (guint cell = 0; cell < params->n_cells; cell++)
    {
      gint r = (gint) (cell / w), c = (gint) (cell % w);
      g_autoptr (GArray) cells = NULL;
      gint64 sum = 0;
      gboolean all_given = TRUE;

      if (!params->known[cell])
        continue;
      cells = g_array_new (FALSE, FALSE, sizeof (guint));
      for (gint r2 = r - 1; r2 <= r + 1 && all_given; r2++)
        for (gint c2 = c - 1; c2 <= c + 1 && all_given; c2++)
          {
            guint other = (guint) r2 * w + (guint) c2;
            gint coef;

            if (r2 < 0 || c2 < 0 || r2 >= (gint) h || c2 >= (gint) w ||
                (coef = wp_ashes_coefficient (params->rule, r, c, r2, c2)) == 0)
              continue;
            all_given = puzzle->cells[other] != WP_CELL_EMPTY;
            sum += coef * (gint64) wp_ashes_decode (puzzle->cells[other]);
            g_array_append_val (cells, other);
          }
      if (all_given && cells->len > 0 && sum != params->clues[cell])
        {
          g_autofree char *name = cell_name (puzzle, cell);

          g_ptr_array_add (out, wp_conflict_new (g_steal_pointer (&cells),
                                                 g_strdup_printf (_("the givens around %s make its clue %lld, not %lld"),
                                                                  name, (long long) sum,
                                                                  (long long) params->clues[cell])));
        }
    }
  return out;
}

/* --- Models --------------------------------------------------------------- */

/* A known clue over cells with values LO..HI: param unused, data holds
 * the coefficients (gint, one per variable) and the target. */
typedef struct {
  gint64  target;
  gint64  lo;          /* the plain value of bit 0 */
  gint   *coefs;
} LinearData;

static void
linear_free (gpointer data)
{
  LinearData *linear = data;

  g_free (linear->coefs);
  g_free (linear);
}

static inline gint64
bit_min (WpDomain d)
{
  return (gint64) wp_domain_first (d);
}

static inline gint64
bit_max (WpDomain d)
{
  return 63 - (gint64) __builtin_clzll (d);
}

/* Bounds reasoning: each term lies between what its domain allows, so
 * each variable may only take values that let the others still reach the
 * target.  On a full assignment the bounds meet: exact. */
static gboolean
linear_propagate (const WpPropagator *self, WpStore *store)
{
  const LinearData *linear = self->data;
  gboolean changed = TRUE;

  while (changed)
    {
      gint64 min = 0, max = 0;

      changed = FALSE;
      for (guint i = 0; i < self->n_vars; i++)
        {
          WpDomain d = wp_store_get (store, self->vars[i]);
          gint64 a = linear->coefs[i] * (linear->lo + bit_min (d)), b = linear->coefs[i] * (linear->lo + bit_max (d));

          if (d == 0)
            return FALSE;
          min += MIN (a, b);
          max += MAX (a, b);
        }
      if (linear->target < min || linear->target > max)
        return FALSE;
      for (guint i = 0; i < self->n_vars; i++)
        {
          WpDomain d = wp_store_get (store, self->vars[i]), keep = 0;
          gint64 a = linear->coefs[i] * (linear->lo + bit_min (d)), b = linear->coefs[i] * (linear->lo + bit_max (d));
          /* What the others can add up to, without this term. */
          gint64 rest_min = min - MIN (a, b), rest_max = max - MAX (a, b);

          for (WpDomain bits = d; bits; bits &= bits - 1)
            {
              guint bit = wp_domain_first (bits);
              gint64 term = linear->coefs[i] * (linear->lo + bit);

              if (term + rest_min <= linear->target && term + rest_max >= linear->target)
                keep |= G_GUINT64_CONSTANT (1) << bit;
            }
          if (keep != d)
            {
              if (!wp_store_restrict (store, self->vars[i], keep))
                return FALSE;
              changed = TRUE;
              break;
            }
        }
    }
  return TRUE;
}

static const WpPropagatorClass linear_class = {
  .name = "ashes-linear-sum",
  .propagate = linear_propagate,
  .free_data = linear_free,
};

static WpModel *
domain_model (const WpPuzzle *puzzle)
{
  const WpAshesParams *params = ashes_params (puzzle);
  guint n = params->n_cells, w = puzzle->width, h = puzzle->height, size = (guint) (params->hi - params->lo + 1);
  WpDomain full = size >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << size) - 1;
  WpModel *model = wp_model_new (n, wp_ashes_encode (params->lo), full);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        gint64 bit = (gint64) wp_ashes_decode (puzzle->cells[cell]) - params->lo;

        model->domains[cell] = bit >= 0 && bit < (gint64) size ? G_GUINT64_CONSTANT (1) << bit : 0;
      }
  for (guint cell = 0; cell < n; cell++)
    {
      gint r = (gint) (cell / w), c = (gint) (cell % w);
      guint vars[9];
      gint coefs[9];
      guint n_vars = 0;
      LinearData *linear;

      if (!params->known[cell])
        continue;
      for (gint r2 = r - 1; r2 <= r + 1; r2++)
        for (gint c2 = c - 1; c2 <= c + 1; c2++)
          {
            gint coef;

            if (r2 < 0 || c2 < 0 || r2 >= (gint) h || c2 >= (gint) w ||
                (coef = wp_ashes_coefficient (params->rule, r, c, r2, c2)) == 0)
              continue;
            vars[n_vars] = (guint) r2 * w + (guint) c2;
            coefs[n_vars++] = coef;
          }
      linear = g_new0 (LinearData, 1);
      linear->target = params->clues[cell];
      linear->lo = params->lo;
      linear->coefs = g_memdup2 (coefs, sizeof coefs);
      wp_model_add_propagator (model, &linear_class, vars, n_vars, 0, linear);
    }
  return model;
}

/* Whether plain @value can be stored in a cell. */
static gboolean
fits (gint64 value)
{
  return value >= -WP_ASHES_MAX_ABS && value <= WP_ASHES_MAX_ABS;
}

/* @plain (n values) encoded into @out; FALSE when one does not fit. */
static gboolean
encode_all (const gint64 *plain, guint n, gint *out)
{
  for (guint i = 0; i < n; i++)
    {
      if (!fits (plain[i]))
        return FALSE;
      out[i] = wp_ashes_encode ((gint) plain[i]);
    }
  return TRUE;
}

/* @a + @b, or FALSE when a value leaves the range. */
static gboolean
add_vectors (const gint64 *a, const gint64 *b, guint n, gint64 *out)
{
  for (guint i = 0; i < n; i++)
    if (__builtin_add_overflow (a[i], b[i], &out[i]) || !fits (out[i]))
      return FALSE;
  return TRUE;
}

/* Whether every value of @plain lies in @puzzle's domain (always TRUE
 * without one). */
static gboolean
within_domain (const WpPuzzle *puzzle, const gint64 *plain, guint n)
{
  const WpAshesParams *params = ashes_params (puzzle);

  if (!params->has_domain)
    return TRUE;
  for (guint i = 0; i < n; i++)
    if (plain[i] < params->lo || plain[i] > params->hi)
      return FALSE;
  return TRUE;
}

/* The integers' verdict decides a domain too when it is "none" or "one":
 * the one solution either lies in the domain or nothing does (a solution
 * past the range of a cell lies past every domain).  Only an infinite or
 * undecided verdict leaves the domain to a search. */
static gboolean
verdict_decides_domain (WpAshesVerdict verdict)
{
  return verdict == WP_ASHES_NO_SOLUTION || verdict == WP_ASHES_UNIQUE;
}

/* The elimination as a backend: a verdict at the root (one node).  A
 * unique solution past the range of a cell is still one solution: it is
 * counted (as 2^0) without being kept. */
static void
elimination_search (const WpModel *model, WpSearchContext *ctx)
{
  const WpPuzzle *puzzle = model->backend_data;
  guint n = wp_puzzle_n_cells (puzzle);
  g_autoptr (WpAshesSolve) solve = NULL;
  g_autofree gint *values = g_new (gint, MAX (n, 1));
  g_autofree gint64 *other = g_new (gint64, MAX (n, 1));

  /* The engine counts the root; this only looks at the cancel flag. */
  if (!wp_search_context_tick (ctx, 0))
    return;
  solve = wp_ashes_solve (puzzle, 4);
  switch (solve->verdict)
    {
    case WP_ASHES_NO_SOLUTION:
      break;
    case WP_ASHES_UNIQUE:
      if (ashes_params (puzzle)->has_domain && (solve->solution == NULL || !within_domain (puzzle, solve->solution, n)))
        break;
      if (solve->solution && encode_all (solve->solution, n, values))
        wp_search_context_add_solution (ctx, values);
      else
        wp_search_context_set_power_of_two (ctx, 0);
      break;
    case WP_ASHES_INFINITE:
      wp_search_context_set_infinite (ctx);
      if (solve->solution == NULL || solve->kernel == NULL)
        break;
      if (encode_all (solve->solution, n, values))
        wp_search_context_keep_solution (ctx, values);
      for (guint k = 0; k < solve->kernel->len; k++)
        if (add_vectors (solve->solution, g_ptr_array_index (solve->kernel, k), n, other) &&
            encode_all (other, n, values))
          wp_search_context_keep_solution (ctx, values);
      break;
    case WP_ASHES_UNDECIDED:
      wp_search_context_give_up (ctx);
      break;
    }
}

static const WpSearchBackend elimination_backend = {
  .name = "ashes-elimination",
  .search = elimination_search,
};

static WpModel *
build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  WpModel *model;

  if (ashes_params (puzzle)->has_domain)
    {
      /* Exact elimination takes milliseconds where a search of the
       * domain may take hours (a 60×60 grid of 0..9). */
      g_autoptr (WpAshesSolve) solve = wp_ashes_solve (puzzle, 0);

      if (!verdict_decides_domain (solve->verdict))
        return domain_model (puzzle);
    }
  model = wp_model_new (wp_puzzle_n_cells (puzzle), WP_ASHES_BIAS, G_MAXUINT64);
  model->backend = &elimination_backend;
  model->backend_data = wp_puzzle_ref (puzzle);
  model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
  return model;
}

/* --- Analysis ------------------------------------------------------------- */

/* True candidates over the solutions kept: a cell every kernel vector
 * leaves at 0 holds solution 0's value in each of them; the others take
 * infinitely many values, of which the kept ones are tallied.  Values
 * spread over more than 64 (one bitset) are not tallied at all, nor are
 * any when the kernel vectors kept are not a whole basis (@complete
 * FALSE): a cell they all leave alone might still change, and a single
 * candidate would claim it cannot. */
static void
tally (WpAnalysis *analysis, gboolean complete)
{
  gint lo = G_MAXINT, hi = G_MININT;

  if (!complete)
    {
      analysis->value_counts = g_new0 (guint64, MAX (analysis->n_cells, 1));
      return;
    }

  for (guint s = 0; s < analysis->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (analysis->solutions, s);

      for (guint cell = 0; cell < analysis->n_cells; cell++)
        lo = MIN (lo, values[cell]), hi = MAX (hi, values[cell]);
    }
  analysis->value_base = analysis->solutions->len ? lo : 0;
  analysis->n_values = analysis->solutions->len && (gint64) hi - lo < 64 ? (guint) (hi - lo + 1) : 0;
  analysis->value_counts = g_new0 (guint64, (gsize) analysis->n_cells * MAX (analysis->n_values, 1));
  if (analysis->n_values == 0)
    return;
  for (guint s = 0; s < analysis->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (analysis->solutions, s);

      for (guint cell = 0; cell < analysis->n_cells; cell++)
        analysis->value_counts[cell * analysis->n_values + (guint) (values[cell] - lo)]++;
    }
}

static void
describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  guint n_rows, n_cols;

  g_free (pattern->kind);
  pattern->kind = g_strdup (_("zero-sum pattern"));
  g_free (pattern->where);
  pattern->where = g_strdup (_("adding this pattern keeps every clue"));
  (void) n_rows, (void) n_cols;
}

/* A kernel vector as a pattern: solution 0 and solution 0 plus it. */
static WpPattern *
kernel_pattern (const WpPuzzle *puzzle, const gint64 *x0, const gint64 *k)
{
  WpPattern *pattern = g_new0 (WpPattern, 1);
  guint n = wp_puzzle_n_cells (puzzle);

  pattern->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  pattern->first = g_array_new (FALSE, FALSE, sizeof (gint));
  pattern->second = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint cell = 0; cell < n; cell++)
    if (k[cell] != 0)
      {
        gint a = wp_ashes_encode ((gint) x0[cell]), b = wp_ashes_encode ((gint) (x0[cell] + k[cell]));

        g_array_append_val (pattern->cells, cell);
        g_array_append_val (pattern->first, a);
        g_array_append_val (pattern->second, b);
      }
  describe_pattern (puzzle, pattern);
  return pattern;
}

#define MAX_PATTERNS 32

static void
analyse_kernel (const WpPuzzle *puzzle, WpAnalysis *analysis, const WpAshesSolve *solve)
{
  guint n = analysis->n_cells, smallest = G_MAXUINT;
  g_autofree gint *values = g_new (gint, MAX (n, 1));
  g_autofree gint64 *other = g_new (gint64, MAX (n, 1));

  analysis->count = G_MAXUINT64;
  analysis->count_kind = WP_COUNT_INFINITE;
  if (solve->solution == NULL || solve->kernel == NULL)
    return;
  if (encode_all (solve->solution, n, values))
    g_ptr_array_add (analysis->solutions, g_memdup2 (values, sizeof (gint) * n));
  for (guint k = 0; k < solve->kernel->len; k++)
    {
      const gint64 *vector = g_ptr_array_index (solve->kernel, k);
      guint support = 0;

      for (guint cell = 0; cell < n; cell++)
        support += vector[cell] != 0;
      if (!add_vectors (solve->solution, vector, n, other) || !encode_all (other, n, values) ||
          analysis->solutions->len == 0)
        continue;
      smallest = MIN (smallest, support);
      if (analysis->solutions->len < MAX (analysis->cap, 2))
        g_ptr_array_add (analysis->solutions, g_memdup2 (values, sizeof (gint) * n));
      if (analysis->patterns->len < MAX_PATTERNS)
        g_ptr_array_add (analysis->patterns, kernel_pattern (puzzle, solve->solution, vector));
    }
  /* Every nonzero kernel vector of a one-dimensional kernel is a multiple
   * of the one found: its support is the fewest cells any other solution
   * can change.  Otherwise it is only an upper bound. */
  analysis->closest_distance = smallest == G_MAXUINT ? 0 : smallest;
  analysis->closest_proved = solve->kernel_complete && solve->kernel->len == 1 && smallest != G_MAXUINT;
}

static gboolean
analyse_by_elimination (const WpPuzzle *puzzle, WpAnalysis *analysis, const WpAshesSolve *solve,
                        WpSearch *search)
{
  guint n = analysis->n_cells;
  g_autofree gint *values = g_new (gint, MAX (n, 1));

  analysis->exact = TRUE;
  analysis->stopped = WP_STOP_NONE;
  switch (solve->verdict)
    {
    case WP_ASHES_NO_SOLUTION:
      analysis->count = 0;
      break;
    case WP_ASHES_UNIQUE:
      analysis->count = 1;
      if (ashes_params (puzzle)->has_domain && (solve->solution == NULL || !within_domain (puzzle, solve->solution, n)))
        analysis->count = 0;   /* the one integer solution leaves the domain */
      else if (solve->solution && encode_all (solve->solution, n, values))
        g_ptr_array_add (analysis->solutions, g_memdup2 (values, sizeof (gint) * n));
      else
        analysis->count_kind = WP_COUNT_POWER_OF_TWO;   /* 2^0: counted, not shown */
      break;
    case WP_ASHES_INFINITE:
      analyse_kernel (puzzle, analysis, solve);
      break;
    case WP_ASHES_UNDECIDED:
      analysis->exact = FALSE;
      analysis->stopped = WP_STOP_TIMEOUT;
      break;
    }
  tally (analysis, solve->verdict != WP_ASHES_INFINITE || solve->kernel_complete);
  return search == NULL || !wp_search_is_cancelled (search);
}

/* With a domain: enumerate with the generic engine, tally, and name the
 * patterns between the closest two solutions found. */
static gboolean
analyse_by_search (const WpPuzzle *puzzle, WpAnalysis *analysis, WpSearch *search)
{
  g_autoptr (WpModel) model = domain_model (puzzle);
  WpSearchOptions options = { .cap = analysis->cap, .keep = (guint) MIN (analysis->cap, G_MAXUINT) };
  WpSearchResult result;
  guint first, second;

  wp_search_run (search, model, &options, &result);
  analysis->count = result.count;
  analysis->exact = result.exact;
  analysis->stopped = result.stopped;
  g_ptr_array_unref (analysis->solutions);
  analysis->solutions = g_steal_pointer (&result.solutions);
  wp_search_result_clear (&result);
  tally (analysis, TRUE);
  if (wp_closest_pair (analysis->solutions, analysis->n_cells, &first, &second))
    {
      g_autoptr (GPtrArray) patterns = wp_find_patterns (puzzle, g_ptr_array_index (analysis->solutions, first),
                                                         g_ptr_array_index (analysis->solutions, second));

      for (guint i = 0; i < patterns->len; i++)
        describe_pattern (puzzle, g_ptr_array_index (patterns, i));
      g_ptr_array_extend_and_steal (analysis->patterns, g_steal_pointer (&patterns));
    }
  return analysis->stopped != WP_STOP_CANCELLED;
}

static gboolean
analyse (const WpPuzzle *puzzle, WpAnalysis *analysis, WpSearch *search)
{
  g_autoptr (WpAshesSolve) solve = NULL;

  analysis->solutions = g_ptr_array_new_with_free_func (g_free);
  analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  analysis->count_kind = WP_COUNT_ENUMERATED;
  /* The zero test speaks of a whole clue grid: said when every clue is
   * known (with clues hidden, "at most one" would read as a claim on a
   * grid that is not whole). */
  if (memchr (ashes_params (puzzle)->known, 0, ashes_params (puzzle)->n_cells) == NULL)
    analysis->explanation = wp_ashes_explain (puzzle);
  /* One elimination decides the genre's own way, or says the domain needs
   * a search; with a domain only "none" and "one" go on, which need no
   * kernel vectors. */
  solve = wp_ashes_solve (puzzle, ashes_params (puzzle)->has_domain ? 0 : G_MAXUINT);
  if (ashes_params (puzzle)->has_domain && !verdict_decides_domain (solve->verdict))
    return analyse_by_search (puzzle, analysis, search);
  return analyse_by_elimination (puzzle, analysis, solve, search);
}

/* --- The zero test -------------------------------------------------------- */

static WpPuzzle *
zero_clues (WpAshesRule rule, guint height, guint width)
{
  WpPuzzle *puzzle = wp_ashes_new (height, width, rule);

  for (guint cell = 0; cell < height * width; cell++)
    wp_ashes_set_clue (puzzle, cell, 0);
  return puzzle;
}

gboolean
wp_ashes_rule_rank (WpAshesRule rule, guint height, guint width, guint *rank, guint *nullity)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpAshesSolve) solve = NULL;

  g_return_val_if_fail (height >= 1 && height <= WP_ASHES_MAX_SIZE && width >= 1 && width <= WP_ASHES_MAX_SIZE,
                        FALSE);
  puzzle = zero_clues (rule, height, width);
  solve = wp_ashes_solve (puzzle, G_MAXUINT);
  if (solve->verdict == WP_ASHES_UNIQUE || (solve->verdict == WP_ASHES_INFINITE && solve->kernel_complete))
    {
      *rank = solve->rank;
      *nullity = height * width - solve->rank;
      return TRUE;
    }
  return FALSE;
}

/* "8 5 8 5 / -5 -8 -5 -8" */
static char *
grid_text (const gint64 *values, guint height, guint width)
{
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < height; r++)
    {
      if (r > 0)
        g_string_append (out, " / ");
      for (guint c = 0; c < width; c++)
        g_string_append_printf (out, c ? " %" G_GINT64_FORMAT : "%" G_GINT64_FORMAT, values[r * width + c]);
    }
  return g_string_free (out, FALSE);
}

char *
wp_ashes_explain (const WpPuzzle *puzzle)
{
  const WpAshesParams *params;
  g_autoptr (WpPuzzle) zero = NULL;
  g_autoptr (WpAshesSolve) solve = NULL;
  g_autofree char *grid = NULL;

  g_return_val_if_fail (CHECK_ASHES (puzzle), NULL);
  params = ashes_params (puzzle);
  zero = zero_clues (params->rule, puzzle->height, puzzle->width);
  solve = wp_ashes_solve (zero, 1);
  switch (solve->verdict)
    {
    case WP_ASHES_UNIQUE:
      /* TRANSLATORS: "The clue rule is nonsingular on 3×4: …" */
      return g_strdup_printf (_("The clue rule is nonsingular on %u×%u: only the all-zero grid has all-zero "
                                "clues, so every clue grid has at most one solution."),
                              puzzle->height, puzzle->width);
    case WP_ASHES_INFINITE:
      if (solve->kernel == NULL)
        break;
      grid = grid_text (g_ptr_array_index (solve->kernel, 0), puzzle->height, puzzle->width);
      /* TRANSLATORS: the second %s is a grid written row by row: "1 -1 / -1 1" */
      return g_strdup_printf (_("The clue rule is singular on %u×%u: the grid %s has all-zero clues, so adding "
                                "it to a solution keeps every clue."),
                              puzzle->height, puzzle->width, grid);
    default:
      break;
    }
  return g_strdup_printf (_("Whether the clue rule is singular on %u×%u could not be decided exactly."),
                          puzzle->height, puzzle->width);
}

/* --- Clues inside the cells ------------------------------------------------ */

static WpCellClueStyle
clue_style (const WpPuzzle *puzzle, guint cell)
{
  return ashes_params (puzzle)->known[cell] ? WP_CELL_CLUE_TEXT : WP_CELL_CLUE_NONE;
}

static char *
clue_text (const WpPuzzle *puzzle, guint cell)
{
  const WpAshesParams *params = ashes_params (puzzle);

  return params->known[cell] ? g_strdup_printf ("%" G_GINT64_FORMAT, params->clues[cell]) : NULL;
}

/* A whole number, with its sign; "" or "?" for unknown. */
static gboolean
clue_set (WpPuzzle *puzzle, guint cell, const char *text, GError **error)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *name = cell_name (puzzle, cell);
  gint64 value;

  /* A clue set by hand no longer follows the drawing. */
  g_clear_pointer (&((WpAshesParams *) puzzle->params)->drawn, g_free);
  if (*stripped == '\0' || g_str_equal (stripped, "?"))
    {
      wp_ashes_forget_clue (puzzle, cell);
      return TRUE;
    }
  if (!g_ascii_string_to_signed (stripped, 10, -WP_ASHES_MAX_CLUE, WP_ASHES_MAX_CLUE, &value, NULL))
    {
      /* TRANSLATORS: "r2c3: a clue must be a whole number from -4831838199 to 4831838199" */
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%s: a clue must be a whole number from %lld to %lld"),
                   name, (long long) -WP_ASHES_MAX_CLUE, (long long) WP_ASHES_MAX_CLUE);
      return FALSE;
    }
  wp_ashes_set_clue (puzzle, cell, value);
  return TRUE;
}

/* Every clue from the solution the setter drew (stored values). */
static void
clue_derive (WpPuzzle *puzzle, const gint *solution)
{
  WpAshesParams *params = puzzle->params;
  g_autofree gint64 *plain = g_new (gint64, params->n_cells);

  for (guint cell = 0; cell < params->n_cells; cell++)
    plain[cell] = wp_ashes_decode (solution[cell]);
  wp_ashes_clues_of (params->rule, puzzle->height, puzzle->width, plain, params->clues);
  memset (params->known, 1, params->n_cells);
}

/* Draw Solution: the setter types the answer and every clue follows it
 * (a blank cell counts as 0 until it is typed). */
static const gint *
get_drawn (const WpPuzzle *puzzle)
{
  return ((const WpAshesParams *) puzzle->params)->drawn;
}

static void
set_drawn (WpPuzzle *puzzle, const gint *solution)
{
  WpAshesParams *params = puzzle->params;
  g_autofree gint *values = NULL;

  g_clear_pointer (&params->drawn, g_free);
  if (solution == NULL)
    return;
  values = g_new (gint, params->n_cells);
  for (guint cell = 0; cell < params->n_cells; cell++)
    values[cell] = solution[cell] == WP_CELL_EMPTY ? wp_ashes_encode (0) : solution[cell];
  clue_derive (puzzle, values);
  params->drawn = g_memdup2 (solution, sizeof (gint) * params->n_cells);
}

static gboolean
drawn_value_of_text (const WpPuzzle *puzzle, const char *text, gint *value)
{
  gint64 plain;

  if (!g_ascii_string_to_signed (text, 10, -WP_ASHES_MAX_ABS, WP_ASHES_MAX_ABS, &plain, NULL))
    return FALSE;
  *value = wp_ashes_encode ((gint) plain);
  return TRUE;
}

static const WpPictureHooks picture_hooks = {
  .get = get_drawn,
  .set = set_drawn,
  .label = N_("Draw Solution"),
  .tooltip = N_("Type the solution; the clues follow it"),
  .typed = TRUE,
  .value_of_text = drawn_value_of_text,
};

/* --- Generator ------------------------------------------------------------ */

/* A random grid (0 … 9, or the domain), every clue derived; where the rule
 * is singular on what is known, the cells where a kernel vector is nonzero
 * become givens one by one until the clues and givens pin the grid (each
 * such given removes one dimension of the kernel).  Clue removal then
 * keeps what uniqueness needs. */
static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  const WpAshesParams *params = ashes_params (shape);
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree gint *values = NULL;
  guint n;

  if (!shape->genre->validate (shape, error))
    return NULL;
  puzzle = wp_puzzle_copy (shape);
  n = params->n_cells;
  values = g_new (gint, n);
  for (guint cell = 0; cell < n; cell++)
    {
      gint lo = params->has_domain ? params->lo : 0, hi = params->has_domain ? params->hi : 9;

      values[cell] = wp_ashes_encode (g_rand_int_range (rand, lo, hi + 1));
      puzzle->cells[cell] = WP_CELL_EMPTY;
    }
  clue_derive (puzzle, values);
  for (;;)
    {
      g_autoptr (WpAshesSolve) solve = wp_ashes_solve (puzzle, 1);
      const gint64 *kernel;
      guint cell = 0;

      if (wp_search_is_cancelled (search))
        return NULL;
      if (solve->verdict == WP_ASHES_UNIQUE)
        break;
      if (solve->verdict != WP_ASHES_INFINITE || solve->kernel == NULL)
        {
          /* Cannot happen for derived clues; said rather than looped on. */
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("The clues of a random grid could not be decided"));
          return NULL;
        }
      kernel = g_ptr_array_index (solve->kernel, 0);
      while (kernel[cell] == 0)
        cell++;
      puzzle->cells[cell] = values[cell];
    }
  return g_steal_pointer (&puzzle);
}

/* --- Native file ---------------------------------------------------------- */

static gboolean
json_integer (JsonNode *node, gint64 *value)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

/* One grid of integers or null: "clues" or "givens", @height rows of
 * @width (both 0: take the size from the first row). */
static gboolean
read_grid (JsonObject *object, const char *member, guint *height, guint *width, gint64 *out, guint8 *known,
           gint64 limit, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *rows;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: expected a list of rows"), member);
      return FALSE;
    }
  rows = json_node_get_array (node);
  if (*height == 0)
    {
      JsonNode *first = json_array_get_length (rows) ? json_array_get_element (rows, 0) : NULL;

      *height = json_array_get_length (rows);
      *width = first && JSON_NODE_HOLDS_ARRAY (first) ? json_array_get_length (json_node_get_array (first)) : 0;
      if (*height < 1 || *height > WP_ASHES_MAX_SIZE || *width < 1 || *width > WP_ASHES_MAX_SIZE)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%s: a grid of %u×%u rows and columns is not supported (1×1 to %u×%u)"), member, *height,
                       *width, WP_ASHES_MAX_SIZE, WP_ASHES_MAX_SIZE);
          return FALSE;
        }
      return read_grid (object, member, height, width, out, known, limit, error);
    }
  if (json_array_get_length (rows) != *height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: expected a list of %u rows"), member, *height);
      return FALSE;
    }
  for (guint r = 0; r < *height; r++)
    {
      JsonNode *row_node = json_array_get_element (rows, r);
      JsonArray *row;

      if (!JSON_NODE_HOLDS_ARRAY (row_node) || json_array_get_length (json_node_get_array (row_node)) != *width)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s[%u]: expected a list of %u numbers or null"), member, r,
                       *width);
          return FALSE;
        }
      row = json_node_get_array (row_node);
      for (guint c = 0; c < *width; c++)
        {
          JsonNode *cell = json_array_get_element (row, c);
          gint64 value;

          if (JSON_NODE_HOLDS_NULL (cell))
            {
              known[r * *width + c] = FALSE;
              continue;
            }
          if (!json_integer (cell, &value) || value < -limit || value > limit)
            {
              g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                           _("%s[%u][%u]: expected null or a whole number from %lld to %lld"),
                           member, r, c, (long long) -limit, (long long) limit);
              return FALSE;
            }
          known[r * *width + c] = TRUE;
          out[r * *width + c] = value;
        }
    }
  return TRUE;
}

static gboolean
read_rule (JsonObject *object, WpAshesRule *rule, GError **error)
{
  JsonNode *node = json_object_get_member (object, "rule");
  const char *text;

  *rule = WP_ASHES_SUM;
  if (node == NULL)
    return TRUE;
  text = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
           ? json_node_get_string (node) : NULL;
  if (g_strcmp0 (text, "sum") == 0)
    return TRUE;
  if (g_strcmp0 (text, "signed") == 0)
    {
      *rule = WP_ASHES_SIGNED;
      return TRUE;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("rule: expected \"sum\" or \"signed\""));
  return FALSE;
}

static gboolean
read_domain (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "domain");
  JsonArray *pair;
  gint64 lo, hi;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  pair = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (pair == NULL || json_array_get_length (pair) != 2 || !json_integer (json_array_get_element (pair, 0), &lo) ||
      !json_integer (json_array_get_element (pair, 1), &hi) || lo < -WP_ASHES_MAX_ABS || hi > WP_ASHES_MAX_ABS ||
      lo > hi || hi - lo + 1 > WP_ASHES_MAX_DOMAIN)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("domain: expected [LO, HI], at most %d values within ±%d"), WP_ASHES_MAX_DOMAIN, WP_ASHES_MAX_ABS);
      return FALSE;
    }
  wp_ashes_set_domain (puzzle, TRUE, (gint) lo, (gint) hi);
  return TRUE;
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  guint height = 0, width = 0;
  g_autofree gint64 *clues = g_new0 (gint64, WP_ASHES_MAX_SIZE * WP_ASHES_MAX_SIZE);
  g_autofree guint8 *known = g_new0 (guint8, WP_ASHES_MAX_SIZE * WP_ASHES_MAX_SIZE);
  g_autoptr (WpPuzzle) puzzle = NULL;
  WpAshesRule rule;

  if (!read_rule (object, &rule, error) ||
      !read_grid (object, "clues", &height, &width, clues, known, WP_ASHES_MAX_CLUE, error))
    return NULL;
  puzzle = wp_ashes_new (height, width, rule);
  for (guint cell = 0; cell < height * width; cell++)
    if (known[cell])
      wp_ashes_set_clue (puzzle, cell, clues[cell]);
  if (!read_domain (object, puzzle, error))
    return NULL;
  if (json_object_has_member (object, "givens"))
    {
      memset (known, 0, height * width);
      if (!read_grid (object, "givens", &height, &width, clues, known, WP_ASHES_MAX_ABS, error))
        return NULL;
      for (guint cell = 0; cell < height * width; cell++)
        puzzle->cells[cell] = known[cell] ? wp_ashes_encode ((gint) clues[cell]) : WP_CELL_EMPTY;
    }
  return g_steal_pointer (&puzzle);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpAshesParams *params = ashes_params (puzzle);
  gint lo, hi;

  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, params->rule == WP_ASHES_SIGNED ? "signed" : "sum");
  json_builder_set_member_name (builder, "clues");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < puzzle->width; c++)
        if (params->known[r * puzzle->width + c])
          json_builder_add_int_value (builder, params->clues[r * puzzle->width + c]);
        else
          json_builder_add_null_value (builder);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  if (wp_ashes_get_domain (puzzle, &lo, &hi))
    {
      json_builder_set_member_name (builder, "domain");
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, lo);
      json_builder_add_int_value (builder, hi);
      json_builder_end_array (builder);
    }
  if (wp_puzzle_count_givens (puzzle) == 0)
    return;
  json_builder_set_member_name (builder, "givens");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < puzzle->width; c++)
        {
          gint v = puzzle->cells[r * puzzle->width + c];

          if (v == WP_CELL_EMPTY)
            json_builder_add_null_value (builder);
          else
            json_builder_add_int_value (builder, wp_ashes_decode (v));
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* --- The genre ------------------------------------------------------------ */

/* --- Settings: the clue rule and the value range --------------------------------- */

/* The range a setter gets on switching the limit on: any digit. */
#define DEFAULT_LO 0
#define DEFAULT_HI 9

static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  const WpAshesParams *params = ashes_params (puzzle);
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);
  WpSetting *rule = wp_setting_new ("rule", _("Clue rule"), WP_SETTING_CHOICE, params->rule,
                                    WP_ASHES_SUM, WP_ASHES_SIGNED);
  WpSetting *limit = wp_setting_new ("domain", _("Limit the values"), WP_SETTING_SWITCH,
                                     params->has_domain, 0, 1);
  const char *choices[] = { _("Sum: the cell and its 8 neighbours"),
                            _("Signed: above + right − below − left"), NULL };

  rule->choices = g_strdupv ((char **) choices);
  rule->tooltip = g_strdup (_("What the number in each cell adds up"));
  limit->tooltip = g_strdup (_("Count only solutions whose every value lies in a range (at most 64 values); "
                               "without it any whole number may stand in a cell"));
  g_ptr_array_add (settings, rule);
  g_ptr_array_add (settings, limit);
  if (params->has_domain)
    {
      g_ptr_array_add (settings, wp_setting_new ("lowest", _("Lowest value"), WP_SETTING_NUMBER, params->lo,
                                                 -WP_ASHES_MAX_ABS, WP_ASHES_MAX_ABS));
      g_ptr_array_add (settings, wp_setting_new ("highest", _("Highest value"), WP_SETTING_NUMBER, params->hi,
                                                 -WP_ASHES_MAX_ABS, WP_ASHES_MAX_ABS));
    }
  return settings;
}

/* A drawn solution stays the design when the rule changes: the clues
 * follow it, and those the setter hid stay hidden. */
static void
rederive_drawn (WpPuzzle *puzzle)
{
  WpAshesParams *params = puzzle->params;
  g_autofree guint8 *known = g_memdup2 (params->known, params->n_cells);
  g_autofree gint *drawn = g_memdup2 (params->drawn, sizeof (gint) * params->n_cells);

  set_drawn (puzzle, drawn);
  memcpy (params->known, known, params->n_cells);
}

/* Moving one end of the range drags the other along, so the range stays
 * LO ≤ HI and at most WP_ASHES_MAX_DOMAIN values wide. */
static void
set_range_end (WpAshesParams *params, gboolean lowest, gint value)
{
  if (lowest)
    {
      params->lo = value;
      params->hi = CLAMP (params->hi, value, (gint) MIN ((gint64) value + WP_ASHES_MAX_DOMAIN - 1, WP_ASHES_MAX_ABS));
    }
  else
    {
      params->hi = value;
      params->lo = CLAMP (params->lo, (gint) MAX ((gint64) value - WP_ASHES_MAX_DOMAIN + 1, -WP_ASHES_MAX_ABS), value);
    }
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  WpAshesParams *params = puzzle->params;
  gboolean end = g_strcmp0 (id, "lowest") == 0 || g_strcmp0 (id, "highest") == 0;

  if (g_strcmp0 (id, "rule") == 0 && (value == WP_ASHES_SUM || value == WP_ASHES_SIGNED))
    {
      params->rule = (WpAshesRule) value;
      if (params->drawn)
        rederive_drawn (puzzle);
    }
  else if (g_strcmp0 (id, "domain") == 0 && (value == 0 || value == 1))
    wp_ashes_set_domain (puzzle, value, DEFAULT_LO, DEFAULT_HI);
  else if (end && params->has_domain && ABS (value) <= WP_ASHES_MAX_ABS)
    set_range_end (params, g_str_equal (id, "lowest"), value);
  else
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   end && !params->has_domain ? _("The values are not limited: switch on the limit first")
                                              : _("Laplace's Ashes has no setting “%s” with the value %d"),
                   id ? id : "", value);
      return FALSE;
    }
  return TRUE;
}

static const WpSettingHooks setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

static const WpTextFormat *const text_formats[] = { &wp_ashes_text_format, NULL };

static const WpCellClueHooks cell_clue_hooks = {
  .style = clue_style,
  .text = clue_text,
  .set = clue_set,
  .can_hide = TRUE,
  .derive = clue_derive,
};

static const WpAnalysisHooks analysis_hooks = {
  .analyse = analyse,
};

static const WpViewHooks view_hooks = {
  .name_value = name_value,
};

static const WpPatternHooks pattern_hooks = {
  .describe = describe_pattern,
};

static const WpGeneratorHooks generator_hooks = {
  .solved = solved,
};

const WpGenre wp_genre_ashes = {
  .id = "ashes",
  .name = N_("Laplace's Ashes"),
  .rules = N_("Each cell holds a whole number. A number written in a cell is the sum of that cell and its "
              "neighbours (sum rule), or the cell above plus the cell to the right minus the cell below and the "
              "cell to the left (signed rule); cells outside the grid count as 0."),
  .presets = presets,
  .n_presets = G_N_ELEMENTS (presets),
  .new_puzzle = new_puzzle,
  .params_copy = params_copy,
  .params_free = params_free,
  .params_equal = params_equal,
  .load_json = load_json,
  .save_json = save_json,
  .validate = validate,
  .find_conflicts = find_conflicts,
  .build_model = build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = WP_ASHES_MAX_SIZE,
  .max_height = WP_ASHES_MAX_SIZE,
  .view = &view_hooks,
  .settings = &setting_hooks,
  .patterns = &pattern_hooks,
  .generator = &generator_hooks,
  .rater = &wp_ashes_rater_hooks,
  .cell_clues = &cell_clue_hooks,
  .picture = &picture_hooks,
  .analysis = &analysis_hooks,
};
