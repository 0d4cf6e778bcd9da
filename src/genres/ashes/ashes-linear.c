/* ashes-linear.c — exact elimination for Laplace's Ashes
 *
 * The known clues are equations over the cells that are not givens.  The
 * system is eliminated modulo a large prime p, row by row as dense
 * segments: the unknowns are numbered in reading order and a clue touches
 * cells at most one row away, so every row stays within a band of about
 * two grid rows (a 60×60 board: 3600 equations of ~120 entries, not a
 * 3600² matrix).  Nothing learnt modulo p is trusted on its own; each
 * verdict rests on a fact that holds over the integers:
 *
 *  - no solution modulo p (or modulo a small prime dividing a
 *    denominator) means no integer solution: an integer grid that met the
 *    clues would meet them modulo every prime;
 *  - a rank of n (every unknown a pivot) modulo p proves rank n over the
 *    rationals (a minor that is nonzero modulo p is nonzero): the rational
 *    solution is unique;
 *  - rational solutions and kernel vectors are rebuilt from their residues
 *    (rational reconstruction), scaled to integers and substituted back
 *    into every equation in 128-bit arithmetic: only vectors that pass are
 *    used.  A verified rational solution settles the unique case (whole:
 *    1, fractional: 0); a verified integer solution plus a verified
 *    nonzero kernel vector proves infinitely many.  With every kernel
 *    vector of the elimination verified, they span the whole kernel, and a
 *    particular solution fractional where every kernel vector (in reduced
 *    form) is whole proves no integer solution.
 *
 * A particular solution past what reconstruction can rebuild (about 2^30
 * over 2^30) is decided whole or not by Dixon's p-adic lifting (see
 * lift()), which needs only word-sized residues; for the sum rule on
 * sizes not 2 mod 3 without givens, the rule's unimodularity decides (see
 * decide_unimodular()).  What is left (kernel vectors themselves too
 * large to rebuild, or fractional in reduced form while the particular
 * solution is not whole) makes another prime be tried, then
 * WP_ASHES_UNDECIDED: never a wrong verdict.  This replaces fraction-free
 * (Bareiss) elimination, whose entries are minors of the system and pass
 * 64 bits on a board of a few rows.
 */
#include "genres/ashes/ashes-private.h"

#include <string.h>

/* Primes near 2^62: residues fit a guint64, products an unsigned
 * __int128. */
static const guint64 primes[] = {
  G_GUINT64_CONSTANT (4611686018427387847),   /* 2^62 - 57 */
  G_GUINT64_CONSTANT (4611686018427387817),   /* 2^62 - 87 */
  G_GUINT64_CONSTANT (2305843009213693951),   /* 2^61 - 1 */
};

/* Kernel vectors are computed for every free unknown while free × unknowns
 * stays below this (4M residues, 32 MB); past it, only those asked for. */
#define KERNEL_BUDGET (4u * 1024 * 1024)

/* --- The system ------------------------------------------------------------ */

typedef struct {
  guint var;
  gint  coef;
} Term;

typedef struct {
  guint   n_vars;
  guint   n_eqs;
  guint  *first;        /* CSR: terms of equation i at first[i] .. first[i+1] */
  GArray *terms;        /* of Term, ascending var within an equation */
  gint64 *rhs;
  guint  *cell_of_var;
  guint  *var_of_cell;  /* G_MAXUINT for a given */
} System;

static void
system_free (System *s)
{
  g_free (s->first);
  g_array_unref (s->terms);
  g_free (s->rhs);
  g_free (s->cell_of_var);
  g_free (s->var_of_cell);
  g_free (s);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (System, system_free)

static System *
system_from_puzzle (const WpPuzzle *puzzle)
{
  const WpAshesParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle), w = puzzle->width, h = puzzle->height;
  System *s = g_new0 (System, 1);

  s->var_of_cell = g_new (guint, n);
  s->cell_of_var = g_new (guint, MAX (n, 1));
  for (guint cell = 0; cell < n; cell++)
    {
      s->var_of_cell[cell] = puzzle->cells[cell] == WP_CELL_EMPTY ? s->n_vars : G_MAXUINT;
      if (puzzle->cells[cell] == WP_CELL_EMPTY)
        s->cell_of_var[s->n_vars++] = cell;
    }
  s->first = g_new (guint, n + 1);
  s->rhs = g_new0 (gint64, MAX (n, 1));
  s->terms = g_array_new (FALSE, FALSE, sizeof (Term));
  for (guint cell = 0; cell < n; cell++)
    {
      gint r = (gint) (cell / w), c = (gint) (cell % w);

      if (!params->known[cell])
        continue;
      s->first[s->n_eqs] = s->terms->len;
      s->rhs[s->n_eqs] = params->clues[cell];
      for (gint r2 = r - 1; r2 <= r + 1; r2++)
        for (gint c2 = c - 1; c2 <= c + 1; c2++)
          {
            gint coef;
            guint other;

            if (r2 < 0 || c2 < 0 || r2 >= (gint) h || c2 >= (gint) w)
              continue;
            if ((coef = wp_ashes_coefficient (params->rule, r, c, r2, c2)) == 0)
              continue;
            other = (guint) r2 * w + (guint) c2;
            if (s->var_of_cell[other] == G_MAXUINT)
              s->rhs[s->n_eqs] -= coef * (gint64) wp_ashes_decode (puzzle->cells[other]);
            else
              {
                Term term = { s->var_of_cell[other], coef };
                g_array_append_val (s->terms, term);
              }
          }
      s->n_eqs++;
    }
  s->first[s->n_eqs] = s->terms->len;
  return s;
}

/* --- Arithmetic modulo p --------------------------------------------------- */

static inline guint64
mulmod (guint64 a, guint64 b, guint64 p)
{
  return (guint64) (((unsigned __int128) a * b) % p);
}

static inline guint64
submod (guint64 a, guint64 b, guint64 p)
{
  return a >= b ? a - b : a + (p - b);
}

static inline guint64
to_mod (gint64 x, guint64 p)
{
  gint64 r = x % (gint64) p;

  return (guint64) (r < 0 ? r + (gint64) p : r);
}

static guint64
invmod (guint64 a, guint64 p)
{
  guint64 result = 1, e = p - 2;

  while (e)
    {
      if (e & 1)
        result = mulmod (result, a, p);
      a = mulmod (a, a, p);
      e >>= 1;
    }
  return result;
}

/* --- Banded elimination ---------------------------------------------------- */

typedef struct {
  guint    lo, hi;     /* columns lo .. hi-1 stored in v */
  guint64 *v;
  guint64  rhs;
  gint     next;       /* the next row with the same leading column */
} Row;

typedef struct {
  guint64  p;
  guint    n_vars;
  Row     *rows;
  guint    n_rows;
  gint    *pivot;      /* per column: the row whose leading column it is, or -1 */
  guint64 *inverse;    /* per pivot column: 1 / its leading entry */
  guint    rank;
  gboolean consistent;
  /* What was done to the right-hand sides, to do it again to another
   * (Dixon's lifting below): each elimination, in order, and the rows
   * that came to nothing (their right-hand side must then be 0). */
  GArray  *ops;        /* of RowOp */
  GArray  *vanished;   /* of guint rows */
} Echelon;

typedef struct {
  guint   row, pivot;
  guint64 factor;
} RowOp;

static void
echelon_free (Echelon *e)
{
  for (guint i = 0; i < e->n_rows; i++)
    g_free (e->rows[i].v);
  g_free (e->rows);
  g_free (e->pivot);
  g_free (e->inverse);
  g_array_unref (e->ops);
  g_array_unref (e->vanished);
  g_free (e);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Echelon, echelon_free)

/* Puts @row in the list of its leading column, or drops it when nothing
 * is left of it (an equation 0 = rhs: inconsistent unless rhs is 0). */
static void
place_row (Echelon *e, gint *head, gint index)
{
  Row *row = &e->rows[index];

  while (row->lo < row->hi && row->v[0] == 0)
    {
      memmove (row->v, row->v + 1, sizeof (guint64) * (row->hi - row->lo - 1));
      row->lo++;
    }
  if (row->lo == row->hi)
    {
      guint vanished = (guint) index;

      if (row->rhs != 0)
        e->consistent = FALSE;
      g_array_append_val (e->vanished, vanished);
      return;
    }
  row->next = head[row->lo];
  head[row->lo] = index;
}

/* @row -= factor × @pivot, both leading at the same column. */
static void
eliminate (Echelon *e, Row *row, const Row *pivot, guint64 inverse)
{
  guint64 p = e->p, factor = mulmod (row->v[0], inverse, p);
  guint hi = MAX (row->hi, pivot->hi);

  if (hi > row->hi)
    {
      row->v = g_renew (guint64, row->v, hi - row->lo);
      memset (row->v + (row->hi - row->lo), 0, sizeof (guint64) * (hi - row->hi));
      row->hi = hi;
    }
  for (guint c = pivot->lo; c < pivot->hi; c++)
    row->v[c - row->lo] = submod (row->v[c - row->lo], mulmod (factor, pivot->v[c - pivot->lo], p), p);
  row->rhs = submod (row->rhs, mulmod (factor, pivot->rhs, p), p);
  {
    RowOp op = { (guint) (row - e->rows), (guint) (pivot - e->rows), factor };

    g_array_append_val (e->ops, op);
  }
}

static Echelon *
echelon_new (const System *s, guint64 p)
{
  Echelon *e = g_new0 (Echelon, 1);
  g_autofree gint *head = g_new (gint, MAX (s->n_vars, 1));

  e->p = p;
  e->n_vars = s->n_vars;
  e->consistent = TRUE;
  e->ops = g_array_new (FALSE, FALSE, sizeof (RowOp));
  e->vanished = g_array_new (FALSE, FALSE, sizeof (guint));
  e->rows = g_new0 (Row, MAX (s->n_eqs, 1));
  e->n_rows = s->n_eqs;
  e->pivot = g_new (gint, MAX (s->n_vars, 1));
  e->inverse = g_new0 (guint64, MAX (s->n_vars, 1));
  for (guint j = 0; j < s->n_vars; j++)
    head[j] = e->pivot[j] = -1;
  for (guint i = 0; i < s->n_eqs; i++)
    {
      Row *row = &e->rows[i];
      guint n_terms = s->first[i + 1] - s->first[i];
      /* Only with terms: a system without any has no array data to point into. */
      const Term *terms = n_terms ? &g_array_index (s->terms, Term, s->first[i]) : NULL;

      row->rhs = to_mod (s->rhs[i], p);
      if (n_terms == 0)
        {
          /* 0 = rhs holds over the integers or not at all. */
          if (s->rhs[i] != 0)
            e->consistent = FALSE;
          g_array_append_val (e->vanished, i);
          continue;
        }
      row->lo = terms[0].var;
      row->hi = terms[n_terms - 1].var + 1;
      row->v = g_new0 (guint64, row->hi - row->lo);
      for (guint t = 0; t < n_terms; t++)
        row->v[terms[t].var - row->lo] = to_mod (terms[t].coef, p);
      place_row (e, head, (gint) i);
    }
  for (guint j = 0; j < s->n_vars; j++)
    {
      gint index = head[j];

      if (index < 0)
        continue;
      e->pivot[j] = index;
      e->inverse[j] = invmod (e->rows[index].v[0], p);
      e->rank++;
      for (gint other = e->rows[index].next; other >= 0;)
        {
          gint next = e->rows[other].next;

          eliminate (e, &e->rows[other], &e->rows[index], e->inverse[j]);
          place_row (e, head, other);
          other = next;
        }
    }
  return e;
}

/* Back substitution: the solution with free unknown @free_col at 1 and
 * the others at 0, of the homogeneous system when @homogeneous, else of
 * the system itself with every free unknown at 0. */
static void
echelon_back_rhs (const Echelon *e, guint64 *x, const guint64 *rhs, gboolean homogeneous, guint free_col)
{
  guint64 p = e->p;

  for (guint j = e->n_vars; j-- > 0;)
    {
      const Row *row;
      guint64 sum;

      if (e->pivot[j] < 0)
        {
          x[j] = j == free_col ? 1 : 0;
          continue;
        }
      row = &e->rows[e->pivot[j]];
      sum = homogeneous ? 0 : rhs ? rhs[e->pivot[j]] : row->rhs;
      for (guint c = j + 1; c < row->hi; c++)
        if (row->v[c - row->lo] && x[c])
          sum = submod (sum, mulmod (row->v[c - row->lo], x[c], p), p);
      x[j] = mulmod (sum, e->inverse[j], p);
    }
}

static void
echelon_back (const Echelon *e, guint64 *x, gboolean homogeneous, guint free_col)
{
  echelon_back_rhs (e, x, NULL, homogeneous, free_col);
}

/* The elimination's row operations done again on the right-hand sides
 * @b (one per equation): the residues @rhs the pivot rows then hold.
 * FALSE when a row that came to nothing is left with a nonzero one. */
static gboolean
replay (const Echelon *e, const gint64 *b, guint64 *rhs)
{
  for (guint i = 0; i < e->n_rows; i++)
    rhs[i] = to_mod (b[i], e->p);
  for (guint k = 0; k < e->ops->len; k++)
    {
      const RowOp *op = &g_array_index (e->ops, RowOp, k);

      rhs[op->row] = submod (rhs[op->row], mulmod (op->factor, rhs[op->pivot], e->p), e->p);
    }
  for (guint k = 0; k < e->vanished->len; k++)
    if (rhs[g_array_index (e->vanished, guint, k)] != 0)
      return FALSE;
  return TRUE;
}

/* --- Back to the integers -------------------------------------------------- */

/* The fraction num/den with |num|, den <= bound congruent to @a modulo @p
 * (Wang's rational reconstruction); FALSE when there is none. */
static gboolean
reconstruct (guint64 a, guint64 p, gint64 bound, gint64 *num, gint64 *den)
{
  __int128 r0 = p, r1 = a, t0 = 0, t1 = 1;

  while (r1 > bound)
    {
      __int128 q = r0 / r1, r = r0 - q * r1, t = t0 - q * t1;

      r0 = r1, r1 = r, t0 = t1, t1 = t;
    }
  if (t1 == 0 || t1 > bound || -t1 > bound)
    return FALSE;
  if (t1 < 0)
    t1 = -t1, r1 = -r1;
  *num = (gint64) r1;
  *den = (gint64) t1;
  return TRUE;
}

/* floor (sqrt (@n)) */
static gint64
isqrt (guint64 n)
{
  /* Newton from above: 2^32 > sqrt (n) for every n < 2^64. */
  guint64 x = G_GUINT64_CONSTANT (1) << 32;
  for (;;)
    {
      guint64 y = (x + n / x) / 2;

      if (y >= x)
        break;
      x = y;
    }
  while (x * x > n)
    x--;
  return (gint64) x;
}

static gint64
gcd64 (gint64 a, gint64 b)
{
  a = a < 0 ? -a : a;
  b = b < 0 ? -b : b;
  while (b)
    {
      gint64 t = a % b;
      a = b, b = t;
    }
  return a;
}

/* The rational vector with residues @x as whole numbers @y over the least
 * common denominator *@den; FALSE when it cannot be rebuilt. */
static gboolean
to_integers (const guint64 *x, guint n, guint64 p, gint64 *y, gint64 *den)
{
  gint64 bound = isqrt (p / 2);
  g_autofree gint64 *nums = g_new (gint64, MAX (n, 1));
  g_autofree gint64 *dens = g_new (gint64, MAX (n, 1));
  gint64 lcm = 1;

  for (guint i = 0; i < n; i++)
    {
      gint64 g, scaled;

      if (!reconstruct (x[i], p, bound, &nums[i], &dens[i]) || gcd64 (nums[i], dens[i]) > 1)
        return FALSE;
      g = gcd64 (lcm, dens[i]);
      if (__builtin_mul_overflow (lcm / g, dens[i], &scaled))
        return FALSE;
      lcm = scaled;
    }
  for (guint i = 0; i < n; i++)
    if (__builtin_mul_overflow (nums[i], lcm / dens[i], &y[i]))
      return FALSE;
  *den = lcm;
  return TRUE;
}

/* Whether @y / @den meets every equation (@homogeneous: with right-hand
 * sides 0), exactly: each product fits 128 bits (|y| < 2^63, at most
 * nine terms of coefficient ±1; |den × rhs| < 2^63 × 2^36). */
static gboolean
verify (const System *s, const gint64 *y, gint64 den, gboolean homogeneous)
{
  for (guint i = 0; i < s->n_eqs; i++)
    {
      __int128 sum = 0, want = homogeneous ? 0 : (__int128) den * s->rhs[i];

      for (guint t = s->first[i]; t < s->first[i + 1]; t++)
        {
          const Term *term = &g_array_index (s->terms, Term, t);

          sum += (__int128) term->coef * y[term->var];
        }
      if (sum != want)
        return FALSE;
    }
  return TRUE;
}

/* --- Whole or not, however large: Dixon's lifting ------------------------- */

typedef enum {
  LIFT_WHOLE,
  LIFT_FRACTIONAL,
  LIFT_UNKNOWN,
} Lift;

/* Whether the rational solution x0 with every free unknown at 0 is whole,
 * when it is too large to rebuild from one residue.  The pivot block is
 * invertible modulo p (its rank is proved), so x0 has p-adic digits: with
 * r_0 = b, x_k = A^-1 r_k mod p and r_(k+1) = (r_k - A x_k) / p, every
 * r_k stays small (|r_(k+1)| <= |r_k| / p + 9).
 *
 *  - If x0 is whole and p^k exceeds its entries, x0 = y_k - p^k c with
 *    y_k = x_0 + … + x_(k-1) p^(k-1) and c the 0/1 flags of its negative
 *    entries, so r_k = -A c: the digits x_k are 0 or p - 1.  Seeing that,
 *    and A c = -r_k checked exactly, proves A x0 = b with x0 whole.
 *  - If A x = r_k has no solution modulo p, x0 is not whole (were it,
 *    r_k = A (x0 - y_k) / p^k would be A times a whole vector).
 *  - By Cramer and Hadamard |x0_j| <= 3^(rank-1) sqrt(rank) max|b| (each
 *    column of A has at most nine entries ±1): past that many digits with
 *    no proof, x0 is not whole. */
static Lift
lift (const System *s, const Echelon *e)
{
  guint n = s->n_vars, m = s->n_eqs;
  g_autofree gint64 *r = g_memdup2 (s->rhs, sizeof (gint64) * MAX (m, 1));
  g_autofree guint64 *rhs = g_new (guint64, MAX (m, 1));
  g_autofree guint64 *x = g_new (guint64, MAX (n, 1));
  guint64 max_b = 1, p = e->p;
  guint bits, steps;

  for (guint i = 0; i < m; i++)
    max_b = MAX (max_b, (guint64) (s->rhs[i] < 0 ? -s->rhs[i] : s->rhs[i]));
  /* log2 3 < 1.585; log2 sqrt(rank) <= 7; log2 max|b| <= 64. */
  bits = (e->rank * 1585 + 999) / 1000 + 7 + (guint) (64 - __builtin_clzll (max_b)) + 1;
  steps = bits / 60 + 2;   /* p > 2^60 */
  for (guint k = 0; k <= steps; k++)
    {
      gboolean flags = TRUE;

      if (!replay (e, r, rhs))
        return LIFT_FRACTIONAL;
      echelon_back_rhs (e, x, rhs, FALSE, G_MAXUINT);
      for (guint j = 0; j < n && flags; j++)
        flags = x[j] == 0 || x[j] == p - 1;
      if (flags)
        {
          gboolean proved = TRUE;

          for (guint i = 0; i < m && proved; i++)
            {
              gint64 sum = 0;

              for (guint t = s->first[i]; t < s->first[i + 1]; t++)
                {
                  const Term *term = &g_array_index (s->terms, Term, t);

                  sum += term->coef * (x[term->var] == p - 1);
                }
              proved = sum == -r[i];
            }
          if (proved)
            return LIFT_WHOLE;
        }
      for (guint i = 0; i < m; i++)
        {
          __int128 t = r[i];

          for (guint u = s->first[i]; u < s->first[i + 1]; u++)
            {
              const Term *term = &g_array_index (s->terms, Term, u);

              t -= (__int128) term->coef * x[term->var];
            }
          /* Divisible by construction; anything else is a bug, not a
           * verdict. */
          if (t % (__int128) p != 0)
            return LIFT_UNKNOWN;
          r[i] = (gint64) (t / (__int128) p);
        }
    }
  return LIFT_FRACTIONAL;
}

/* --- The verdict ----------------------------------------------------------- */

static gboolean lifting_only;

void
wp_ashes_linear_set_lifting_only (gboolean only)
{
  lifting_only = only;
}

void
wp_ashes_solve_free (WpAshesSolve *solve)
{
  if (solve == NULL)
    return;
  g_free (solve->solution);
  g_clear_pointer (&solve->kernel, g_ptr_array_unref);
  g_free (solve);
}

/* @y (over the unknowns) spread over the whole grid: givens as given (or 0
 * for a kernel vector). */
static gint64 *
spread (const WpPuzzle *puzzle, const System *s, const gint64 *y, gboolean kernel)
{
  guint n = wp_puzzle_n_cells (puzzle);
  gint64 *full = g_new0 (gint64, MAX (n, 1));

  for (guint cell = 0; cell < n; cell++)
    if (s->var_of_cell[cell] != G_MAXUINT)
      full[cell] = y[s->var_of_cell[cell]];
    else if (!kernel)
      full[cell] = wp_ashes_decode (puzzle->cells[cell]);
  return full;
}

/* Whether the system has no solution modulo a prime factor of @den below
 * 2^20: then it has no integer solution. */
static gboolean
inconsistent_modulo_factor (const System *s, gint64 den)
{
  for (gint64 q = 2; q < (1 << 20) && den > 1; q++)
    {
      if (den % q != 0)
        continue;
      while (den % q == 0)
        den /= q;
      {
        g_autoptr (Echelon) e = echelon_new (s, (guint64) q);

        if (!e->consistent)
          return TRUE;
      }
    }
  return FALSE;
}

/* One attempt with prime @p; FALSE when it proved nothing (try another). */
static gboolean
solve_with (const WpPuzzle *puzzle, const System *s, guint64 p, guint max_kernel, WpAshesSolve *out)
{
  g_autoptr (Echelon) e = echelon_new (s, p);
  guint n = s->n_vars, n_free;
  g_autofree guint64 *x = g_new (guint64, MAX (n, 1));
  g_autofree gint64 *y = g_new (gint64, MAX (n, 1));
  gint64 den;
  gboolean particular, all_whole = TRUE;
  guint computed = 0;

  if (!e->consistent)
    {
      out->verdict = WP_ASHES_NO_SOLUTION;
      out->rank = e->rank;
      return TRUE;
    }
  n_free = n - e->rank;
  echelon_back (e, x, FALSE, G_MAXUINT);
  particular = !lifting_only && to_integers (x, n, p, y, &den) && verify (s, y, den, FALSE);
  if (n_free == 0)
    {
      if (!particular)
        {
          /* Too large to rebuild: whole or not decides, none shown. */
          Lift whole = lift (s, e);

          if (whole == LIFT_UNKNOWN)
            return FALSE;
          out->rank = e->rank;
          out->verdict = whole == LIFT_WHOLE ? WP_ASHES_UNIQUE : WP_ASHES_NO_SOLUTION;
          return TRUE;
        }
      out->rank = e->rank;
      out->verdict = den == 1 ? WP_ASHES_UNIQUE : WP_ASHES_NO_SOLUTION;
      if (den == 1)
        out->solution = spread (puzzle, s, y, FALSE);
      return TRUE;
    }

  /* Singular modulo p: kernel vectors, as many as affordable. */
  out->kernel = g_ptr_array_new_with_free_func (g_free);
  /* A whole particular solution and one kernel vector prove infinitely
   * many: then only the vectors asked for.  Otherwise the verdict needs
   * them all (are they whole?), as far as the budget goes. */
  if ((guint64) n_free * n > KERNEL_BUDGET)
    max_kernel = MIN (max_kernel, KERNEL_BUDGET / n);
  else if (!particular || den != 1)
    max_kernel = G_MAXUINT;
  for (guint j = 0; j < n && computed < MAX (max_kernel, 1); j++)
    {
      g_autofree gint64 *k = g_new (gint64, MAX (n, 1));
      gint64 kden;

      if (e->pivot[j] >= 0)
        continue;
      computed++;
      echelon_back (e, x, TRUE, j);
      if (!to_integers (x, n, p, k, &kden) || !verify (s, k, kden, TRUE))
        {
          /* Not a kernel vector over the rationals, or too large to
           * rebuild: this prime proves nothing about the rank. */
          g_clear_pointer (&out->kernel, g_ptr_array_unref);
          return FALSE;
        }
      all_whole &= kden == 1;
      g_ptr_array_add (out->kernel, spread (puzzle, s, k, TRUE));
    }
  out->kernel_complete = computed == n_free;
  out->rank = e->rank;
  if (particular && den == 1)
    {
      out->verdict = WP_ASHES_INFINITE;
      out->solution = spread (puzzle, s, y, FALSE);
      return TRUE;
    }
  if (particular && (inconsistent_modulo_factor (s, den) || (out->kernel_complete && all_whole)))
    {
      out->verdict = WP_ASHES_NO_SOLUTION;
      g_clear_pointer (&out->kernel, g_ptr_array_unref);
      return TRUE;
    }
  /* Every kernel vector whole (in reduced form, 1 on its free unknown):
   * integer grids exist exactly when x0 is whole, however large. */
  if (!particular && out->kernel_complete && all_whole)
    {
      Lift whole = lift (s, e);

      if (whole != LIFT_UNKNOWN)
        {
          out->verdict = whole == LIFT_WHOLE ? WP_ASHES_INFINITE : WP_ASHES_NO_SOLUTION;
          if (whole != LIFT_WHOLE)
            g_clear_pointer (&out->kernel, g_ptr_array_unref);
          return TRUE;
        }
    }
  g_clear_pointer (&out->kernel, g_ptr_array_unref);
  return FALSE;
}

/* det of the n×n tridiagonal matrix of ones (a path and its loops): by
 * expansion along the last row D(n) = D(n-1) - D(n-2), D(0) = D(1) = 1,
 * so it runs 1, 0, -1, -1, 0, 1 with period 6. */
static gint
path_determinant (guint n)
{
  static const gint period[6] = { 1, 1, 0, -1, -1, 0 };

  return period[n % 6];
}

/* When the numbers outgrow the modular method, mathematics may still
 * decide.  The sum rule's matrix on an H×W grid is T_H ⊗ T_W, whose
 * determinant is det(T_H)^W det(T_W)^H: ±1 unless H or W is 2 mod 3.  Such
 * a matrix is invertible over the integers, so without givens every clue
 * grid, whatever clues are hidden, has integer solutions x = A^-1 y (y the
 * clues, hidden ones any integers): exactly one when every clue is known,
 * else infinitely many (A^-1 is injective).  Nothing is shown then: the
 * solutions were too large to rebuild. */
static gboolean
is_unimodular (const WpPuzzle *puzzle)
{
  const WpAshesParams *params = puzzle->params;

  return params->rule == WP_ASHES_SUM && path_determinant (puzzle->height) != 0 &&
         path_determinant (puzzle->width) != 0 && wp_puzzle_count_givens (puzzle) == 0;
}

static void
decide_unimodular (const WpPuzzle *puzzle, WpAshesSolve *out)
{
  const WpAshesParams *params = puzzle->params;
  guint known = 0;

  for (guint cell = 0; cell < params->n_cells; cell++)
    known += params->known[cell];
  out->rank = known;
  out->verdict = known == params->n_cells ? WP_ASHES_UNIQUE : WP_ASHES_INFINITE;
}

WpAshesSolve *
wp_ashes_solve (const WpPuzzle *puzzle, guint max_kernel)
{
  g_autoptr (System) s = system_from_puzzle (puzzle);
  WpAshesSolve *out = g_new0 (WpAshesSolve, 1);

  gboolean unimodular = is_unimodular (puzzle);

  out->n_unknowns = s->n_vars;
  /* Where mathematics decides anyway, one prime is tried for grids to
   * show, not three. */
  for (guint i = 0; i < (unimodular ? 1 : G_N_ELEMENTS (primes)); i++)
    {
      if (solve_with (puzzle, s, primes[i], max_kernel, out))
        return out;
      out->kernel_complete = FALSE;
    }
  out->verdict = WP_ASHES_UNDECIDED;
  if (unimodular)
    decide_unimodular (puzzle, out);
  return out;
}
