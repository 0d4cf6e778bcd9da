/* sudoku-propagators.c — the variant rules of Sudoku as propagators
 *
 * Digits are bits: bit k of a domain stands for the digit k + 1.  Every
 * propagator below narrows domains as far as its reasoning reaches and
 * fails when a complete assignment breaks its rule, so the engine's counts
 * are exact whatever the pruning misses.  The engine queues a propagator
 * again when it narrows one of its own cells, so one pass per call is
 * enough: the fixpoint is the engine's business.
 *
 * The propagators' data is read-only once the model is built: one model may
 * be searched by several threads at once.
 */
#include "sudoku-propagators-private.h"

#include <string.h>

#define ONE G_GUINT64_CONSTANT (1)

/* --- Digit masks ----------------------------------------------------------- */

/* The digits 1…@hi. */
static inline WpDomain
digits_up_to (gint64 hi)
{
  if (hi <= 0)
    return 0;
  if (hi >= 64)
    return ~(WpDomain) 0;
  return (ONE << hi) - 1;
}

/* The digits @lo…@hi (empty when lo > hi). */
static inline WpDomain
digit_range (gint64 lo, gint64 hi)
{
  if (lo < 1)
    lo = 1;
  if (lo > hi)
    return 0;
  return digits_up_to (hi) & ~digits_up_to (lo - 1);
}

static inline gint
min_digit (WpDomain d)
{
  return __builtin_ctzll (d) + 1;
}

static inline gint
max_digit (WpDomain d)
{
  return 64 - __builtin_clzll (d);
}

static gboolean
size_is_valid (guint size)
{
  return size >= 1 && size <= 64;
}

/* --- Killer cages ---------------------------------------------------------- */

/* A cage with a sum lists the sets of digits that fit it (n different
 * digits adding up to the sum) when there are at most
 * WP_SUDOKU_CAGE_MAX_COMBOS; past that (middle sums of big cages on 25×25
 * grids) it reasons over subset sums instead: scanning a longer list would
 * cost more than the subset sums, which lose only the check that every
 * open cell can take a digit of the set. */
typedef struct {
  guint    size;
  gboolean too_many;     /* TRUE: no list, subset sums instead */
  guint    n_combos;
  WpDomain combos[];     /* each a set of n digits adding up to the sum */
} CageData;

/* Appends to @combos every set of @left more digits from @from…@size adding
 * up to @remaining; FALSE once there are more than
 * WP_SUDOKU_CAGE_MAX_COMBOS.  The sums of r different digits out of a run
 * of consecutive digits fill a whole range, so with the bounds below every
 * branch entered ends in at least one set: the work stays proportional to
 * the sets found. */
static gboolean
enumerate_combos (GArray *combos, WpDomain chosen, guint from, guint size,
                  guint left, gint64 remaining)
{
  gint64 rest_high;

  if (left == 0)
    {
      if (remaining != 0)
        return TRUE;
      if (combos->len >= WP_SUDOKU_CAGE_MAX_COMBOS)
        return FALSE;
      g_array_append_val (combos, chosen);
      return TRUE;
    }
  /* The largest sum of the other left − 1 digits. */
  rest_high = (gint64) (left - 1) * size - (gint64) (left - 1) * (left - 2) / 2;
  for (guint d = from; d + left - 1 <= size; d++)
    {
      /* The smallest and the largest sums of a set starting with d. */
      gint64 low = (gint64) left * d + (gint64) left * (left - 1) / 2;
      gint64 high = d + rest_high;

      if (remaining < low)
        break;
      if (remaining > high)
        continue;
      if (!enumerate_combos (combos, chosen | ONE << (d - 1), d + 1, size, left - 1, remaining - d))
        return FALSE;
    }
  return TRUE;
}

static CageData *
cage_data_new (guint n, gint sum, guint size)
{
  g_autoptr (GArray) combos = g_array_new (FALSE, FALSE, sizeof (WpDomain));
  gboolean listed = n > size || enumerate_combos (combos, 0, 1, size, n, sum);
  CageData *data = g_malloc0 (sizeof (CageData) + sizeof (WpDomain) * combos->len);

  data->size = size;
  data->too_many = !listed;
  if (listed && combos->len > 0)
    {
      data->n_combos = combos->len;
      memcpy (data->combos, combos->data, sizeof (WpDomain) * combos->len);
    }
  return data;
}

/* The cage's cells as one call sees them: a copy of their domains kept in
 * step with every narrowing, so the store is read once per cell, and what
 * the copy says about placed and open cells. */
typedef struct {
  const WpPropagator *self;
  WpStore            *store;
  WpDomain            domains[64];
  WpDomain            placed;       /* digits of the cells with one left */
  WpDomain            open_union;   /* digits of the other cells */
  guint               n_open;
  gint64              placed_sum;
} Cage;

static gboolean
cage_narrow (Cage *cage, guint i, WpDomain mask)
{
  cage->domains[i] &= mask;
  return wp_store_restrict (cage->store, cage->self->vars[i], mask);
}

static void
cage_take_stock (Cage *cage)
{
  cage->placed = cage->open_union = 0;
  cage->n_open = 0;
  cage->placed_sum = 0;
  for (guint i = 0; i < cage->self->n_vars; i++)
    {
      WpDomain d = cage->domains[i];

      if (wp_domain_is_single (d))
        {
          cage->placed |= d;
          cage->placed_sum += min_digit (d);
        }
      else
        {
          cage->open_union |= d;
          cage->n_open++;
        }
    }
}

/* Removes every placed digit from the cage's other cells, repeating while
 * that places more.  FALSE when two cells hold the same digit. */
static gboolean
cage_eliminate_placed (Cage *cage)
{
  guint n = cage->self->n_vars;
  gboolean changed = TRUE;

  while (changed)
    {
      WpDomain placed = 0;

      changed = FALSE;
      for (guint i = 0; i < n; i++)
        {
          WpDomain d = cage->domains[i];

          if (!wp_domain_is_single (d))
            continue;
          if (placed & d)
            return FALSE;
          placed |= d;
        }
      for (guint i = 0; i < n; i++)
        {
          WpDomain d = cage->domains[i];

          if (wp_domain_is_single (d) || !(d & placed))
            continue;
          if (!cage_narrow (cage, i, ~placed))
            return FALSE;
          changed |= wp_domain_is_single (cage->domains[i]);
        }
    }
  return TRUE;
}

/* Each digit of @required must go somewhere: none left is a contradiction,
 * one left places it there. */
static gboolean
cage_place_required (Cage *cage, WpDomain required)
{
  while (required)
    {
      WpDomain bit = required & -required;
      guint places = 0, where = 0;

      required &= required - 1;
      for (guint i = 0; i < cage->self->n_vars; i++)
        {
          WpDomain d = cage->domains[i];

          if (d == bit)
            {
              places = 2;     /* already placed */
              break;
            }
          if (d & bit)
            {
              places++;
              where = i;
            }
        }
      if (places == 0)
        return FALSE;
      if (places == 1 && !cage_narrow (cage, where, bit))
        return FALSE;
    }
  return TRUE;
}

/* Bounds: each cell lies between the sum less the others' largest digits
 * and the sum less the others' smallest. */
static gboolean
cage_prune_bounds (Cage *cage, gint64 sum)
{
  guint n = cage->self->n_vars;
  gint64 low = 0, high = 0;
  gint lows[64], highs[64];

  for (guint i = 0; i < n; i++)
    {
      lows[i] = min_digit (cage->domains[i]);
      highs[i] = max_digit (cage->domains[i]);
      low += lows[i];
      high += highs[i];
    }
  if (sum < low || sum > high)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      WpDomain range = digit_range (sum - (high - highs[i]), sum - (low - lows[i]));

      if ((cage->domains[i] & ~range) && !cage_narrow (cage, i, range))
        return FALSE;
    }
  return TRUE;
}

/* The listed sets that still fit: each holds the placed digits, and its
 * other digits can each go in some open cell and every open cell can take
 * one of them.  The open cells keep the digits of those sets (@allowed);
 * digits in all of them (@required) must be placed. */
static gboolean
cage_filter_combos (const Cage *cage, const CageData *data, WpDomain *allowed, WpDomain *required)
{
  gboolean any = FALSE;

  *allowed = 0;
  *required = ~(WpDomain) 0;
  for (guint c = 0; c < data->n_combos; c++)
    {
      WpDomain combo = data->combos[c], rest = combo & ~cage->placed;
      gboolean fits = (combo & cage->placed) == cage->placed && !(rest & ~cage->open_union);

      for (guint i = 0; fits && i < cage->self->n_vars; i++)
        if (!wp_domain_is_single (cage->domains[i]) && !(cage->domains[i] & rest))
          fits = FALSE;
      if (!fits)
        continue;
      any = TRUE;
      *allowed |= rest;
      *required &= rest;
    }
  return any;
}

/* Bit rows of @words words: dst |= src << shift. */
static void
shift_left_or (guint64 *dst, const guint64 *src, guint shift, guint words)
{
  guint q = shift / 64, r = shift % 64;

  for (guint i = words; i-- > q;)
    {
      guint64 v = src[i - q] << r;

      if (r && i > q)
        v |= src[i - q - 1] >> (64 - r);
      dst[i] |= v;
    }
}

/* Word @i of src >> shift. */
static inline guint64
shifted_right_word (const guint64 *src, guint i, guint shift, guint words)
{
  guint q = shift / 64, r = shift % 64;
  guint64 v;

  if (i + q >= words)
    return 0;
  v = src[i + q] >> r;
  if (r && i + q + 1 < words)
    v |= src[i + q + 1] << (64 - r);
  return v;
}

/* dst |= src >> shift. */
static void
shift_right_or (guint64 *dst, const guint64 *src, guint shift, guint words)
{
  for (guint i = 0; i < words; i++)
    dst[i] |= shifted_right_word (src, i, shift, words);
}

/* Whether @a and (src >> shift) share a bit. */
static gboolean
meets_shifted_right (const guint64 *a, const guint64 *src, guint shift, guint words)
{
  for (guint i = 0; i < words; i++)
    if (a[i] & shifted_right_word (src, i, shift, words))
      return TRUE;
  return FALSE;
}

/* Without a list: with the open cells to make up @target from the free
 * digits v₀ < v₁ < … < vₘ₋₁, a digit vᵢ stays open iff the other open cells
 * can make target − vᵢ from the free digits other than vᵢ, and is required
 * iff they cannot make the target without it.  Both come from subset sums
 * of the digits before i (a row per count j, kept as i moves on) and after
 * i (a table, its bit t meaning the sum target − t, so that a sum before
 * and a sum after that make the target share a bit): O(m·k) rows in all. */
static void
cage_subset_sums_run (const gint *values, guint m, guint k, gint64 target, guint words,
                      guint64 *after, guint64 *before, WpDomain *allowed, WpDomain *required)
{
  gsize row = words, table = (gsize) (k + 1) * words;

  /* after[i][j]: sums of j digits of vᵢ…vₘ₋₁, as target − sum. */
  memset (after, 0, sizeof (guint64) * table * (m + 1));
  after[m * table + target / 64] = ONE << (target % 64);
  for (guint i = m; i-- > 0;)
    {
      memcpy (after + i * table, after + (i + 1) * table, sizeof (guint64) * table);
      for (guint j = 1; j <= k; j++)
        shift_right_or (after + i * table + j * row, after + (i + 1) * table + (j - 1) * row,
                        (guint) values[i], words);
    }

  /* before[j]: sums of j digits of v₀…vᵢ₋₁. */
  memset (before, 0, sizeof (guint64) * table);
  before[0] = 1;
  for (guint i = 0; i < m; i++)
    {
      const guint64 *rest = after + (i + 1) * table;
      WpDomain bit = ONE << (values[i] - 1);
      gboolean with = FALSE, without = FALSE;

      for (guint j = 0; j < k && !with; j++)
        with = meets_shifted_right (before + j * row, rest + (k - 1 - j) * row, (guint) values[i], words);
      for (guint j = 0; j <= k && !without; j++)
        without = meets_shifted_right (before + j * row, rest + (k - j) * row, 0, words);
      if (with)
        *allowed |= bit;
      if (!without)
        *required |= bit;
      for (guint j = k; j >= 1; j--)
        shift_left_or (before + j * row, before + (j - 1) * row, (guint) values[i], words);
    }
}

static gboolean
cage_subset_sums (const Cage *cage, const CageData *data, gint64 sum,
                  WpDomain *allowed, WpDomain *required)
{
  WpDomain free_digits = cage->open_union & ~cage->placed & digits_up_to (data->size);
  gint64 target = sum - cage->placed_sum, top = 0;
  guint k = cage->n_open, m = 0, words;
  gint values[64];
  gsize cells;
  guint64 *scratch;
  WpDomain rest;

  *allowed = *required = 0;
  if (k == 0)
    return target == 0;
  for (rest = free_digits; rest; rest &= rest - 1)
    values[m++] = (gint) wp_domain_first (rest) + 1;
  if (m < k)
    return FALSE;
  for (guint j = 0; j < k; j++)
    top += values[m - 1 - j];
  if (target > top || target < (gint64) k * (k + 1) / 2)
    return FALSE;

  /* At most 26 × 6 × 27 words (34 KB) on a 25×25 grid: on the stack. */
  words = (guint) (target / 64) + 1;
  cells = (gsize) (k + 1) * words * (m + 2);
  scratch = cells <= 8192 ? g_newa (guint64, cells) : g_new (guint64, cells);
  cage_subset_sums_run (values, m, k, target, words,
                        scratch, scratch + (gsize) (k + 1) * words * (m + 1), allowed, required);
  if (cells > 8192)
    g_free (scratch);
  return *allowed != 0;
}

static gboolean
cage_propagate (const WpPropagator *self, WpStore *store)
{
  const CageData *data = self->data;
  Cage cage;
  WpDomain all = 0, allowed, required;

  if (self->n_vars > 64)
    return FALSE;     /* more cells than digits */
  cage.self = self;
  cage.store = store;
  for (guint i = 0; i < self->n_vars; i++)
    cage.domains[i] = wp_store_get (store, self->vars[i]);
  if (!cage_eliminate_placed (&cage))
    return FALSE;
  for (guint i = 0; i < self->n_vars; i++)
    all |= cage.domains[i];
  if (wp_domain_count (all) < self->n_vars)
    return FALSE;     /* pigeonhole */

  if (self->param <= 0)
    /* No sum: a cage with as many digits as cells must use all of them. */
    return wp_domain_count (all) > self->n_vars || cage_place_required (&cage, all);

  if (!cage_prune_bounds (&cage, self->param))
    return FALSE;
  cage_take_stock (&cage);
  if (data->too_many
      ? !cage_subset_sums (&cage, data, self->param, &allowed, &required)
      : !cage_filter_combos (&cage, data, &allowed, &required))
    return FALSE;
  for (guint i = 0; i < self->n_vars; i++)
    if (!wp_domain_is_single (cage.domains[i]) && (cage.domains[i] & ~allowed) &&
        !cage_narrow (&cage, i, allowed))
      return FALSE;
  return cage_place_required (&cage, required & ~cage.placed);
}

static const WpPropagatorClass cage_class = {
  "sudoku-cage", cage_propagate, g_free
};

void
wp_sudoku_add_cage (WpModel *model, const guint *cells, guint n, gint sum, guint size)
{
  CageData *data;

  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail (cells != NULL || n == 0);

  if (n == 0 && sum <= 0)
    return;
  data = sum > 0 ? cage_data_new (n, sum, size) : NULL;
  if (wp_model_add_propagator (model, &cage_class, cells, n, MAX (sum, 0), data) == NULL)
    g_free (data);
}

/* --- Thermometers ---------------------------------------------------------- */

/* A chain of "less than": each cell above the smallest digit left below it
 * and under the largest left above it.  On a chain that is every digit
 * that has a place in some increasing run. */
static gboolean
thermometer_propagate (const WpPropagator *self, WpStore *store)
{
  gint below = 0, above = 65;

  for (guint i = 0; i < self->n_vars; i++)
    {
      if (!wp_store_restrict (store, self->vars[i], ~digits_up_to (below)))
        return FALSE;
      below = min_digit (wp_store_get (store, self->vars[i]));
    }
  for (guint i = self->n_vars; i-- > 0;)
    {
      if (!wp_store_restrict (store, self->vars[i], digits_up_to (above - 1)))
        return FALSE;
      above = max_digit (wp_store_get (store, self->vars[i]));
    }
  return TRUE;
}

static const WpPropagatorClass thermometer_class = {
  "sudoku-thermometer", thermometer_propagate, NULL
};

void
wp_sudoku_add_thermometer (WpModel *model, const guint *cells, guint n, guint size)
{
  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail (cells != NULL || n == 0);

  if (n >= 2)
    wp_model_add_propagator (model, &thermometer_class, cells, n, 0, NULL);
}

/* --- Arrows ---------------------------------------------------------------- */

/* vars: the circle's cells (param of them: 1 or 2) then the line's. */
static gboolean
arrow_propagate (const WpPropagator *self, WpStore *store)
{
  guint n_circle = (guint) self->param;
  gint64 line_low = 0, line_high = 0, circle_low, circle_high;

  for (guint i = n_circle; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      line_low += min_digit (d);
      line_high += max_digit (d);
    }

  /* The circle reads a number the line can add up to. */
  if (n_circle == 1)
    {
      WpDomain d;

      if (!wp_store_restrict (store, self->vars[0], digit_range (line_low, line_high)))
        return FALSE;
      d = wp_store_get (store, self->vars[0]);
      circle_low = min_digit (d);
      circle_high = max_digit (d);
    }
  else
    {
      WpDomain tens = wp_store_get (store, self->vars[0]);
      WpDomain units = wp_store_get (store, self->vars[1]);
      WpDomain kept_tens = 0, kept_units = 0;

      circle_low = G_MAXINT64;
      circle_high = G_MININT64;
      for (WpDomain left = tens; left; left &= left - 1)
        {
          gint64 ten = 10 * (gint64) (wp_domain_first (left) + 1);
          WpDomain fit = units & digit_range (line_low - ten, line_high - ten);

          if (!fit)
            continue;
          kept_tens |= left & -left;
          kept_units |= fit;
          circle_low = MIN (circle_low, ten + min_digit (fit));
          circle_high = MAX (circle_high, ten + max_digit (fit));
        }
      if (!wp_store_restrict (store, self->vars[0], kept_tens) ||
          !wp_store_restrict (store, self->vars[1], kept_units))
        return FALSE;
    }

  /* Each line cell makes up what the others leave of the circle's range. */
  for (guint i = n_circle; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);
      gint64 others_low = line_low - min_digit (d), others_high = line_high - max_digit (d);

      if (!wp_store_restrict (store, self->vars[i],
                              digit_range (circle_low - others_high, circle_high - others_low)))
        return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass arrow_class = {
  "sudoku-arrow", arrow_propagate, NULL
};

void
wp_sudoku_add_arrow (WpModel *model, const guint *circle, guint n_circle,
                     const guint *line, guint n_line, guint size)
{
  g_autofree guint *vars = NULL;

  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail (circle != NULL && (n_circle == 1 || n_circle == 2));
  g_return_if_fail (line != NULL || n_line == 0);

  vars = g_new (guint, n_circle + n_line);
  memcpy (vars, circle, sizeof (guint) * n_circle);
  if (n_line > 0)
    memcpy (vars + n_circle, line, sizeof (guint) * n_line);
  wp_model_add_propagator (model, &arrow_class, vars, n_circle + n_line, (gint) n_circle, NULL);
}

/* --- Rules between two cells ----------------------------------------------- */

/* supports[k] holds the digits of the second cell that go with digit
 * k + 1 in the first; supports[size + k] those of the first that go with
 * digit k + 1 in the second (rules such as "less than" are not symmetric). */
typedef struct {
  guint    size;
  WpDomain supports[];
} PairData;

/* Which of digits 1…size band @d falls in when they are cut into three
 * (low, middle, high), the middle band one larger when size % 3 == 1, the
 * outer ones when size % 3 == 2 (entropic lines; Rangsk's solver). */
static gint
band_of (gint d, gint size)
{
  gint small = size / 3, first = size % 3 == 2 ? small + 1 : small;
  gint second = size % 3 == 1 ? small + 1 : small;

  return d <= first ? 0 : d <= first + second ? 1 : 2;
}

gboolean
wp_sudoku_pair_holds (WpPairRule rule, gint param, gint a, gint b)
{
  switch (rule)
    {
    case WP_PAIR_NOT_EQUAL:       return a != b;
    case WP_PAIR_NOT_CONSECUTIVE: return ABS (a - b) != 1;
    case WP_PAIR_CONSECUTIVE:     return ABS (a - b) == 1;
    case WP_PAIR_DOUBLE:          return a == 2 * b || b == 2 * a;
    case WP_PAIR_SUM:             return a + b == param;
    case WP_PAIR_EQUAL:           return a == b;
    case WP_PAIR_LESS:            return a < b;
    case WP_PAIR_NOT_GREATER:     return a <= b;
    case WP_PAIR_APART:           return ABS (a - b) >= param;
    case WP_PAIR_NOT_SUM:         return a + b != (param & 0xff) && a + b != (param >> 8);
    case WP_PAIR_NOT_DOUBLE:      return a != 2 * b && b != 2 * a;
    case WP_PAIR_SAME_BAND:       return band_of (a, param) == band_of (b, param);
    case WP_PAIR_OTHER_BAND:      return band_of (a, param) != band_of (b, param);
    case WP_PAIR_SAME_RESIDUE:    return a % param == b % param;
    case WP_PAIR_OTHER_RESIDUE:   return a % param != b % param;
    case WP_PAIR_INDEX:           return (a == (param >> 8)) == (b == (param & 0xff));
    default:                      g_return_val_if_reached (FALSE);
    }
}

/* The digits of @mine with a partner in @other; @supports is the table of
 * @mine's side. */
static WpDomain
pair_supported (const PairData *data, const WpDomain *supports, WpDomain mine, WpDomain other)
{
  WpDomain kept = 0;

  for (WpDomain left = mine & digits_up_to (data->size); left; left &= left - 1)
    if (supports[wp_domain_first (left)] & other)
      kept |= left & -left;
  return kept;
}

static gboolean
pair_propagate (const WpPropagator *self, WpStore *store)
{
  const PairData *data = self->data;
  guint a = self->vars[0], b = self->vars[1];

  return wp_store_restrict (store, a, pair_supported (data, data->supports, wp_store_get (store, a),
                                                      wp_store_get (store, b))) &&
         wp_store_restrict (store, b, pair_supported (data, data->supports + data->size, wp_store_get (store, b),
                                                      wp_store_get (store, a)));
}

static const WpPropagatorClass pair_class = {
  "sudoku-pair", pair_propagate, g_free
};

void
wp_sudoku_add_pair (WpModel *model, guint a, guint b, WpPairRule rule, gint param, guint size)
{
  PairData *data;
  guint vars[2] = { a, b };

  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail (rule < WP_N_PAIR_RULES);

  data = g_malloc0 (sizeof (PairData) + sizeof (WpDomain) * size * 2);
  data->size = size;
  for (guint x = 1; x <= size; x++)
    for (guint y = 1; y <= size; y++)
      if (wp_sudoku_pair_holds (rule, param, (gint) x, (gint) y))
        {
          data->supports[x - 1] |= ONE << (y - 1);
          data->supports[size + y - 1] |= ONE << (x - 1);
        }
  if (wp_model_add_propagator (model, &pair_class, vars, 2, param, data) == NULL)
    g_free (data);
}

/* --- Sums with repeats allowed --------------------------------------------- */

/* Σ sign_i · x_i = param, signs in data (+1 or −1): bounds, which on a
 * complete assignment is the rule itself. */
static gboolean
linear_propagate (const WpPropagator *self, WpStore *store)
{
  const gint8 *signs = self->data;
  gint64 low = 0, high = 0;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (d == 0)
        return FALSE;
      low += signs[i] > 0 ? min_digit (d) : -max_digit (d);
      high += signs[i] > 0 ? max_digit (d) : -min_digit (d);
    }
  if (low > self->param || high < self->param)
    return FALSE;
  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);
      gint64 lo_i = signs[i] > 0 ? min_digit (d) : -max_digit (d);
      gint64 hi_i = signs[i] > 0 ? max_digit (d) : -min_digit (d);
      /* This term lies within param − (the others' range). */
      gint64 term_lo = self->param - (high - hi_i), term_hi = self->param - (low - lo_i);
      WpDomain allowed = signs[i] > 0 ? digit_range (term_lo, term_hi) : digit_range (-term_hi, -term_lo);

      if (!wp_store_restrict (store, self->vars[i], allowed))
        return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass linear_class = {
  "sudoku-linear", linear_propagate, g_free
};

void
wp_sudoku_add_linear (WpModel *model, const guint *cells, const gint8 *signs, guint n, gint total, guint size)
{
  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail ((cells != NULL && signs != NULL) || n == 0);

  if (wp_model_add_propagator (model, &linear_class, cells, n, total, g_memdup2 (signs, n)) == NULL && n > 0)
    g_critical ("linear sum not added");
}

/* --- Rules over a few cells, by their supports ------------------------------- */

typedef struct {
  WpTupleRule rule;
  gint        value, aux;
  guint       size;
} TupleData;

/* Budget of the search for supports in one call: past it the rule prunes
 * nothing this time (a long empty line has too many fillings to list),
 * but still fails every complete assignment that breaks it. */
#define TUPLE_BUDGET 6000

typedef struct {
  const TupleData *data;
  const WpDomain  *domains;
  guint            n;
  gint            *digits;
  WpDomain        *supported;
  guint            nodes;
} TupleSearch;

/* Fills digits[k…) every way the prefix check allows, marking each digit
 * of each cell that belongs to a complete filling.  FALSE when the budget
 * ran out. */
static gboolean
tuple_fill (TupleSearch *search, guint k, gboolean *found)
{
  if (k == search->n)
    {
      for (guint i = 0; i < search->n; i++)
        search->supported[i] |= ONE << (search->digits[i] - 1);
      *found = TRUE;
      return TRUE;
    }
  for (WpDomain left = search->domains[k]; left; left &= left - 1)
    {
      if (++search->nodes > TUPLE_BUDGET)
        return FALSE;
      search->digits[k] = (gint) wp_domain_first (left) + 1;
      if (!search->data->rule (search->digits, k + 1, search->n, search->data->value, search->data->aux,
                               search->data->size))
        continue;
      if (!tuple_fill (search, k + 1, found))
        return FALSE;
    }
  return TRUE;
}

static gboolean
tuple_propagate (const WpPropagator *self, WpStore *store)
{
  WpDomain domains[64], supported[64] = { 0 };
  gint digits[64];
  TupleSearch search = { self->data, domains, self->n_vars, digits, supported, 0 };
  gboolean found = FALSE;

  for (guint i = 0; i < self->n_vars; i++)
    if ((domains[i] = wp_store_get (store, self->vars[i])) == 0)
      return FALSE;
  if (!tuple_fill (&search, 0, &found))
    return TRUE;
  if (!found)
    return FALSE;
  for (guint i = 0; i < self->n_vars; i++)
    if (!wp_store_restrict (store, self->vars[i], supported[i]))
      return FALSE;
  return TRUE;
}

static const WpPropagatorClass tuple_class = {
  "sudoku-tuple", tuple_propagate, g_free
};

void
wp_sudoku_add_tuple (WpModel *model, const guint *cells, guint n, WpTupleRule rule, gint value, gint aux,
                     guint size)
{
  TupleData *data;

  g_return_if_fail (model != NULL && size_is_valid (size) && rule != NULL);
  g_return_if_fail ((cells != NULL || n == 0) && n <= 64);

  if (n == 0)
    return;
  data = g_new (TupleData, 1);
  *data = (TupleData) { rule, value, aux, size };
  if (wp_model_add_propagator (model, &tuple_class, cells, n, value, data) == NULL)
    g_free (data);
}

/* --- Siteswap lines -------------------------------------------------------- */

/* Beats are bits of a row of ⌈n / 64⌉ words. */
static inline void
beat_set (guint64 *beats, guint beat)
{
  beats[beat / 64] |= ONE << (beat % 64);
}

static inline gboolean
beat_has (const guint64 *beats, guint beat)
{
  return (beats[beat / 64] >> (beat % 64)) & 1;
}

/* The digits that send position @i (of @n) to @beat: those ≡ beat − i − 1
 * (mod n), i.e. bits beat − i − 1, plus n, plus 2n… */
static WpDomain
digits_landing (guint i, guint beat, guint n)
{
  guint first = (beat + n - (i + 1) % n) % n;
  WpDomain digits = 0;

  for (guint k = first; k < 64; k += n)
    digits |= ONE << k;
  return digits;
}

/* The digits of @d at position @i that land on a beat in @beats. */
static WpDomain
digits_on_beats (WpDomain d, guint i, guint n, const guint64 *beats)
{
  WpDomain hit = 0;

  for (WpDomain left = d; left; left &= left - 1)
    if (beat_has (beats, (i + 1 + wp_domain_first (left)) % n))
      hit |= left & -left;
  return hit;
}

/* Naked singles: a placed digit takes its beat from every other cell. */
static gboolean
siteswap_eliminate_placed (const WpPropagator *self, WpStore *store, guint64 *taken, guint words)
{
  guint n = self->n_vars;
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      memset (taken, 0, sizeof (guint64) * words);
      for (guint i = 0; i < n; i++)
        {
          WpDomain d = wp_store_get (store, self->vars[i]);
          guint beat;

          if (!wp_domain_is_single (d))
            continue;
          beat = (i + 1 + wp_domain_first (d)) % n;
          if (beat_has (taken, beat))
            return FALSE;
          beat_set (taken, beat);
        }
      for (guint i = 0; i < n; i++)
        {
          WpDomain d = wp_store_get (store, self->vars[i]), clash;

          if (wp_domain_is_single (d) || !(clash = digits_on_beats (d, i, n, taken)))
            continue;
          if (!wp_store_restrict (store, self->vars[i], ~clash))
            return FALSE;
          changed |= wp_domain_is_single (wp_store_get (store, self->vars[i]));
        }
    }
  return TRUE;
}

/* The n cells land on n different beats out of n: every beat is used.  A
 * beat no cell reaches is a contradiction (pigeonhole); a beat one cell
 * reaches is that cell's (hidden single). */
static gboolean
siteswap_place_hidden (const WpPropagator *self, WpStore *store, const guint64 *taken, guint words)
{
  guint n = self->n_vars;
  guint64 *once = g_newa (guint64, words), *twice = g_newa (guint64, words);
  guint64 *mine = g_newa (guint64, words);

  memset (once, 0, sizeof (guint64) * words);
  memset (twice, 0, sizeof (guint64) * words);
  for (guint i = 0; i < n; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      memset (mine, 0, sizeof (guint64) * words);
      for (WpDomain left = d; left; left &= left - 1)
        beat_set (mine, (i + 1 + wp_domain_first (left)) % n);
      for (guint w = 0; w < words; w++)
        {
          twice[w] |= once[w] & mine[w];
          once[w] |= mine[w];
        }
    }
  for (guint beat = 0; beat < n; beat++)
    {
      if (!beat_has (once, beat))
        return FALSE;
      if (beat_has (twice, beat) || beat_has (taken, beat))
        continue;
      for (guint i = 0; i < n; i++)
        {
          WpDomain landing = digits_landing (i, beat, n);

          if (wp_store_get (store, self->vars[i]) & landing)
            {
              if (!wp_store_restrict (store, self->vars[i], landing))
                return FALSE;
              break;
            }
        }
    }
  return TRUE;
}

static gboolean
siteswap_propagate (const WpPropagator *self, WpStore *store)
{
  guint words = (self->n_vars + 63) / 64;
  guint64 *taken = g_newa (guint64, words);

  return siteswap_eliminate_placed (self, store, taken, words) &&
         siteswap_place_hidden (self, store, taken, words);
}

static const WpPropagatorClass siteswap_class = {
  "sudoku-siteswap", siteswap_propagate, NULL
};

void
wp_sudoku_add_siteswap (WpModel *model, const guint *cells, guint n, guint size)
{
  g_return_if_fail (model != NULL && size_is_valid (size));
  g_return_if_fail (cells != NULL || n == 0);

  if (n >= 2)
    wp_model_add_propagator (model, &siteswap_class, cells, n, 0, NULL);
}
