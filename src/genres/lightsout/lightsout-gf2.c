/* lightsout-gf2.c — Gaussian elimination over GF(2) on bit-packed rows
 *
 * Each equation is a row of 64-bit words plus its right-hand side.  A row
 * remembers the span of words [lo, hi] outside which it is known to be
 * zero; words outside the span are never read, so rows need no clearing
 * and XOR touches only the pivot's span.  Elimination goes column by
 * column; a row joins the "active" set once the columns reach its first
 * word, and for each column the pivot is the active row holding the
 * column whose span ends first (the least fill).  On a grid numbered in
 * reading order a neighbourhood spans about two rows of cells, so the
 * active set and every span stay about one grid row wide: a 100×100
 * board costs millions of word operations, not the 10^12 / 64 of a dense
 * matrix.
 *
 * Givens are substituted as rows are added (a fixed variable never enters
 * a row), so they cost nothing.  The solution is one particular solution
 * (free variables 0) and a basis of the kernel, by back-substitution.
 */
#include "genres/lightsout/lightsout-private.h"

#include <string.h>

struct _WpGf2System {
  guint     n_vars;
  guint     words;
  guint     n_rows;
  guint     max_rows;
  guint64  *bits;       /* max_rows × words, valid only within each row's span */
  guint    *lo;         /* first word that may be nonzero */
  guint    *hi;         /* last word that may be nonzero; hi < lo: the row is empty */
  guint8   *rhs;
  gint8    *fixed;      /* -1 free, else the fixed value */
};

#define EMPTY_SPAN(s, r) ((s)->hi[r] < (s)->lo[r] || (s)->hi[r] == G_MAXUINT)

WpGf2System *
wp_gf2_system_new (guint n_vars, guint max_rows)
{
  WpGf2System *system = g_new0 (WpGf2System, 1);

  system->n_vars = n_vars;
  system->words = MAX ((n_vars + 63) / 64, 1);
  system->max_rows = max_rows;
  /* Not cleared: only spans are ever read (see above). */
  system->bits = g_new (guint64, (gsize) MAX (max_rows, 1) * system->words);
  system->lo = g_new (guint, MAX (max_rows, 1));
  system->hi = g_new (guint, MAX (max_rows, 1));
  system->rhs = g_new (guint8, MAX (max_rows, 1));
  system->fixed = g_new (gint8, MAX (n_vars, 1));
  memset (system->fixed, -1, MAX (n_vars, 1));
  return system;
}

void
wp_gf2_system_free (WpGf2System *system)
{
  if (system == NULL)
    return;
  g_free (system->bits);
  g_free (system->lo);
  g_free (system->hi);
  g_free (system->rhs);
  g_free (system->fixed);
  g_free (system);
}

void
wp_gf2_system_fix (WpGf2System *system, guint var, guint value)
{
  g_return_if_fail (var < system->n_vars);
  system->fixed[var] = (gint8) (value & 1);
}

static guint64 *
row_bits (const WpGf2System *system, guint row)
{
  return system->bits + (gsize) row * system->words;
}

static void
grow (WpGf2System *system)
{
  system->max_rows = MAX (system->max_rows * 2, 8);
  system->bits = g_renew (guint64, system->bits, (gsize) system->max_rows * system->words);
  system->lo = g_renew (guint, system->lo, system->max_rows);
  system->hi = g_renew (guint, system->hi, system->max_rows);
  system->rhs = g_renew (guint8, system->rhs, system->max_rows);
}

void
wp_gf2_system_add (WpGf2System *system, const guint *vars, guint n, guint rhs)
{
  guint row, lo = G_MAXUINT, hi = 0;
  guint64 *bits;

  if (system->n_rows == system->max_rows)
    grow (system);
  row = system->n_rows++;
  bits = row_bits (system, row);
  rhs &= 1;
  for (guint i = 0; i < n; i++)
    if (system->fixed[vars[i]] < 0)
      {
        lo = MIN (lo, vars[i] / 64);
        hi = MAX (hi, vars[i] / 64);
      }
  if (lo == G_MAXUINT)
    lo = 1, hi = 0;   /* empty */
  else
    memset (bits + lo, 0, sizeof (guint64) * (hi - lo + 1));
  for (guint i = 0; i < n; i++)
    {
      if (system->fixed[vars[i]] >= 0)
        rhs ^= (guint) system->fixed[vars[i]];
      else
        wp_gf2_flip (bits, vars[i]);
    }
  system->lo[row] = lo;
  system->hi[row] = hi;
  system->rhs[row] = (guint8) rhs;
}

/* row ^= pivot, growing the row's span to cover the pivot's. */
static void
xor_into (WpGf2System *system, guint row, guint pivot)
{
  guint64 *dst = row_bits (system, row);
  const guint64 *src = row_bits (system, pivot);
  guint plo = system->lo[pivot], phi = system->hi[pivot];

  if (EMPTY_SPAN (system, row))
    {
      memcpy (dst + plo, src + plo, sizeof (guint64) * (phi - plo + 1));
      system->lo[row] = plo;
      system->hi[row] = phi;
    }
  else
    {
      if (plo < system->lo[row])
        {
          memset (dst + plo, 0, sizeof (guint64) * (system->lo[row] - plo));
          system->lo[row] = plo;
        }
      if (phi > system->hi[row])
        {
          memset (dst + system->hi[row] + 1, 0, sizeof (guint64) * (phi - system->hi[row]));
          system->hi[row] = phi;
        }
      for (guint w = plo; w <= phi; w++)
        dst[w] ^= src[w];
    }
  system->rhs[row] ^= system->rhs[pivot];
}

static gboolean
row_has (const WpGf2System *system, guint row, guint var)
{
  guint w = var / 64;

  return w >= system->lo[row] && w <= system->hi[row] && !EMPTY_SPAN (system, row) &&
         wp_gf2_get (row_bits (system, row), var);
}

/* Rows in order of their first word, so they join the active set as the
 * columns reach them. */
static guint *
rows_by_first_word (const WpGf2System *system)
{
  guint *count = g_new0 (guint, system->words + 2);
  guint *order = g_new (guint, MAX (system->n_rows, 1));

  for (guint r = 0; r < system->n_rows; r++)
    count[(EMPTY_SPAN (system, r) ? system->words : system->lo[r]) + 1]++;
  for (guint w = 1; w <= system->words + 1; w++)
    count[w] += count[w - 1];
  for (guint r = 0; r < system->n_rows; r++)
    order[count[EMPTY_SPAN (system, r) ? system->words : system->lo[r]]++] = r;
  g_free (count);
  return order;
}

/* The active row holding @var whose span ends first, or -1. */
static gint
choose_pivot (const WpGf2System *system, const GArray *active, guint var, guint *slot)
{
  gint best = -1;

  for (guint a = 0; a < active->len; a++)
    {
      guint r = g_array_index (active, guint, a);

      if (row_has (system, r, var) && (best < 0 || system->hi[r] < system->hi[best]))
        {
          best = (gint) r;
          *slot = a;
        }
    }
  return best;
}

/* Every column before the one being eliminated is zero in an active row:
 * the pivot's span starts at @word at the latest, and ends at its last
 * nonzero word, so XOR with it touches no word it cannot change. */
static void
tighten (WpGf2System *system, guint row, guint word)
{
  const guint64 *bits = row_bits (system, row);

  system->lo[row] = MAX (system->lo[row], word);
  while (system->hi[row] > system->lo[row] && bits[system->hi[row]] == 0)
    system->hi[row]--;
}

/* Elimination proper: pivot_of[var] is the row whose leading column is
 * @var (G_MAXUINT for free and fixed variables).  Every row that is not a
 * pivot ends empty; FALSE when one of them says 0 = 1. */
typedef struct {
  guint   *pivot_of;
  gboolean cancelled;
} Elimination;

static gboolean
eliminate (WpGf2System *system, WpGf2KeepGoing keep_going, gpointer data, Elimination *out)
{
  g_autofree guint *order = rows_by_first_word (system);
  g_autoptr (GArray) active = g_array_new (FALSE, FALSE, sizeof (guint));
  guint next = 0;

  out->pivot_of = g_new (guint, MAX (system->n_vars, 1));
  out->cancelled = FALSE;
  for (guint var = 0; var < system->n_vars; var++)
    {
      guint word = var / 64, slot = 0;
      gint pivot;

      out->pivot_of[var] = G_MAXUINT;
      if (var % 64 == 0 && keep_going && !keep_going (data))
        {
          out->cancelled = TRUE;
          return FALSE;
        }
      while (next < system->n_rows && !EMPTY_SPAN (system, order[next]) && system->lo[order[next]] <= word)
        g_array_append_val (active, order[next++]);
      if (system->fixed[var] >= 0 || (pivot = choose_pivot (system, active, var, &slot)) < 0)
        continue;
      g_array_remove_index_fast (active, slot);
      tighten (system, (guint) pivot, word);
      for (guint a = 0; a < active->len; a++)
        {
          guint r = g_array_index (active, guint, a);

          if (row_has (system, r, var))
            xor_into (system, r, (guint) pivot);
        }
      out->pivot_of[var] = (guint) pivot;
    }
  /* Every column is eliminated from the rows left: they are zero. */
  for (guint a = 0; a < active->len; a++)
    if (system->rhs[g_array_index (active, guint, a)])
      return FALSE;
  for (; next < system->n_rows; next++)
    if (system->rhs[order[next]])
      return FALSE;
  return TRUE;
}

/* Back-substitution: with @x holding the free variables' values (fixed
 * ones 0) and @homogeneous saying whether to take the right-hand sides as
 * 0, sets every pivot variable, last column first. */
static void
back_substitute (const WpGf2System *system, const guint *pivot_of, gboolean homogeneous, guint64 *x)
{
  for (guint var = system->n_vars; var-- > 0;)
    {
      guint row = pivot_of[var];
      const guint64 *bits;
      guint64 acc = 0;

      if (row == G_MAXUINT)
        continue;
      bits = row_bits (system, row);
      for (guint w = system->lo[row]; w <= system->hi[row]; w++)
        acc ^= bits[w] & x[w];
      /* x[var] is still 0, so its own bit adds nothing. */
      if (((guint) __builtin_parityll (acc) ^ (homogeneous ? 0u : system->rhs[row])) & 1)
        wp_gf2_flip (x, var);
    }
}

gboolean
wp_gf2_solve (WpGf2System *system, WpGf2KeepGoing keep_going, gpointer data, WpGf2Solution *out)
{
  Elimination elimination;
  gboolean consistent;

  memset (out, 0, sizeof *out);
  consistent = eliminate (system, keep_going, data, &elimination);
  if (elimination.cancelled)
    {
      g_free (elimination.pivot_of);
      return FALSE;
    }
  out->n_vars = system->n_vars;
  out->words = system->words;
  out->consistent = consistent;
  out->kernel = g_ptr_array_new_with_free_func (g_free);
  if (consistent)
    {
      out->particular = g_new0 (guint64, system->words);
      back_substitute (system, elimination.pivot_of, FALSE, out->particular);
      for (guint var = 0; var < system->n_vars; var++)
        if (system->fixed[var] > 0)
          wp_gf2_flip (out->particular, var);
      for (guint var = 0; var < system->n_vars; var++)
        {
          guint64 *vector;

          if (system->fixed[var] >= 0 || elimination.pivot_of[var] != G_MAXUINT)
            continue;
          if (keep_going && out->kernel->len % 64 == 63 && !keep_going (data))
            {
              g_free (elimination.pivot_of);
              wp_gf2_solution_clear (out);
              return FALSE;
            }
          vector = g_new0 (guint64, system->words);
          wp_gf2_flip (vector, var);
          back_substitute (system, elimination.pivot_of, TRUE, vector);
          g_ptr_array_add (out->kernel, vector);
        }
      out->nullity = out->kernel->len;
    }
  g_free (elimination.pivot_of);
  return TRUE;
}

void
wp_gf2_solution_clear (WpGf2Solution *solution)
{
  g_clear_pointer (&solution->particular, g_free);
  g_clear_pointer (&solution->kernel, g_ptr_array_unref);
  solution->nullity = 0;
  solution->consistent = FALSE;
}
