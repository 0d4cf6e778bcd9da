/* sudoku-grader-variants.c — the direct logic of the variant rules
 *
 * Digits placed under anti-knight, anti-king and non-consecutive take
 * candidates out of the cells they touch; a dot or XV needs a partner for
 * every digit on either side; a thermometer bounds each cell by the cells
 * below and above it; an arrow's circle and line bound each other; a cage
 * keeps the digits of the combinations that still fit its sum and cells.
 * Each element is looked at again only after its cells changed.
 */
#include "genres/sudoku/sudoku-grader-private.h"

#include <glib/gi18n-lib.h>

/* Combinations one cage may have before it is left alone (a 9×9 cage has
 * at most 126; only large cages of large grids reach this). */
#define MAX_CAGE_COMBOS 20000
/* Combinations a step names; past this it counts them. */
#define COMBOS_NAMED 4

static const WpElement *
element_at (const WpSudokuGrader *g, guint index)
{
  return g_ptr_array_index (g->puzzle->elements, index);
}

static gboolean
changed (const WpSudokuGrader *g)
{
  return g->step != NULL && g->step->eliminated->len > 0;
}

/* --- Rules of placed digits ------------------------------------------------------- */

static const gint knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
static const gint king[8][2] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 } };
static const gint orthogonal[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };

/* Whether a white or black dot joins @a and @b: such a pair is exempt
 * from non-consecutive (kinds/kind-neighbours.c). */
static gboolean
dotted (const WpSudokuGrader *g, guint a, guint b)
{
  for (guint i = 0; i < g->pairs->len; i++)
    {
      const WpSgPair *pair = &g_array_index (g->pairs, WpSgPair, i);

      if (pair->rule != WP_PAIR_SUM && ((pair->a == a && pair->b == b) || (pair->a == b && pair->b == a)))
        return TRUE;
    }
  return FALSE;
}

/* Takes out of the cells a rule's move away from @cell what its digit
 * rules out there; TRUE when that removed anything. */
static gboolean
apply_rule_at (WpSudokuGrader *g, guint rule, guint cell)
{
  const gint (*moves)[2] = rule == WP_SG_RULE_ANTI_KNIGHT ? knight : rule == WP_SG_RULE_ANTI_KING ? king : orthogonal;
  guint n_moves = rule == WP_SG_RULE_NON_CONSECUTIVE ? 4 : 8;
  gint r = (gint) (cell / g->size), c = (gint) (cell % g->size), digit = g->values[cell];
  gboolean any = FALSE;

  for (guint m = 0; m < n_moves; m++)
    {
      gint r2 = r + moves[m][0], c2 = c + moves[m][1];
      guint other;

      if (r2 < 0 || c2 < 0 || r2 >= (gint) g->size || c2 >= (gint) g->size)
        continue;
      other = (guint) r2 * g->size + (guint) c2;
      if (rule != WP_SG_RULE_NON_CONSECUTIVE)
        any |= wp_sg_eliminate (g, other, digit);
      else if (!dotted (g, cell, other))
        {
          if (digit > 1)
            any |= wp_sg_eliminate (g, other, digit - 1);
          if (digit < (gint) g->size)
            any |= wp_sg_eliminate (g, other, digit + 1);
        }
    }
  return any;
}

/* One step for every placed digit whose rule still has something to take
 * out: at the start, the givens; later, the digit just placed. */
gboolean
wp_sg_placed_rules (WpSudokuGrader *g, const WpSgTechnique *t)
{
  gboolean on[] = { g->anti_knight, g->anti_king, g->non_consecutive };
  GString *from;
  g_autofree char *what = NULL;

  if (!on[t->arg])
    return FALSE;
  from = g_string_new (NULL);
  for (guint cell = 0; cell < g->n_cells; cell++)
    if (g->values[cell] && apply_rule_at (g, t->arg, cell))
      {
        g_autofree char *name = wp_sg_cell_name (g, cell);

        wp_sg_add_cell (g, cell);
        if (from->len)
          g_string_append (from, ", ");
        g_string_append_printf (from, "%s (%c)", name, wp_sudoku_value_char (g->values[cell]));
      }
  if (!changed (g))
    {
      g_string_free (from, TRUE);
      return FALSE;
    }
  /* TRANSLATORS: "Anti-knight from r1c1 (5), r3c4 (2)" */
  what = g_strdup_printf (_("%s from %s"), _(t->name), from->str);
  g_string_free (from, TRUE);
  wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating);
  return TRUE;
}

/* --- Dots and XV ---------------------------------------------------------------------- */

/* The digits of @mine with a partner in @other under @pair's rule (not
 * the same digit when the two cells see each other: X's 5 + 5 in a row). */
static WpSgDigits
supported (const WpSudokuGrader *g, const WpSgPair *pair, WpSgDigits mine, WpSgDigits other)
{
  gboolean differ = wp_sg_sees (g, pair->a, pair->b);
  WpSgDigits kept = 0;

  for (WpSgDigits left = mine; left; left &= left - 1)
    for (WpSgDigits right = other; right; right &= right - 1)
      if ((!differ || wp_sg_first (left) != wp_sg_first (right)) &&
          wp_sudoku_pair_holds (pair->rule, pair->param, wp_sg_first (left), wp_sg_first (right)))
        {
          kept |= WP_SG_BIT (wp_sg_first (left));
          break;
        }
  return kept;
}

static char *
pair_reason (const WpSudokuGrader *g, const WpSgPair *pair)
{
  g_autofree char *what = wp_element_describe (g->puzzle, element_at (g, pair->element));

  switch (pair->rule)
    {
    case WP_PAIR_CONSECUTIVE:
      /* TRANSLATORS: "the white dot between r3c3 and r3c4 joins consecutive digits" */
      return g_strdup_printf (_("%s joins consecutive digits"), what);
    case WP_PAIR_DOUBLE:
      return g_strdup_printf (_("%s joins a digit and its double"), what);
    default:
      return g_strdup_printf (_("%s joins digits adding up to %d"), what, pair->param);
    }
}

gboolean
wp_sg_pair_support (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint i = 0; i < g->pairs->len; i++)
    {
      const WpSgPair *pair = &g_array_index (g->pairs, WpSgPair, i);
      WpSgDigits a, b, keep_a, keep_b;
      g_autofree char *reason = NULL;
      g_autofree char *what = NULL;

      if (!wp_sg_element_dirty (g, pair->element))
        continue;
      a = g->cands[pair->a], b = g->cands[pair->b];
      keep_a = supported (g, pair, a, b);
      keep_b = supported (g, pair, b, a);
      for (WpSgDigits left = a & ~keep_a; left; left &= left - 1)
        wp_sg_eliminate (g, pair->a, wp_sg_first (left));
      for (WpSgDigits left = b & ~keep_b; left; left &= left - 1)
        wp_sg_eliminate (g, pair->b, wp_sg_first (left));
      if (!changed (g))
        continue;
      wp_sg_add_cell (g, pair->a);
      wp_sg_add_cell (g, pair->b);
      reason = pair_reason (g, pair);
      what = g_strdup_printf ("%s: %s", _(t->name), reason);
      wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating);
      return TRUE;
    }
  return FALSE;
}

/* --- Thermometers ------------------------------------------------------------------ */

static gint
lowest_above (WpSgDigits digits, gint floor)
{
  for (WpSgDigits left = digits; left; left &= left - 1)
    if (wp_sg_first (left) > floor)
      return wp_sg_first (left);
  return G_MAXINT / 2;
}

static gint
highest_below (WpSgDigits digits, gint ceiling)
{
  gint best = G_MININT / 2;

  for (WpSgDigits left = digits; left; left &= left - 1)
    if (wp_sg_first (left) < ceiling)
      best = wp_sg_first (left);
  return best;
}

/* Each cell is above the lowest digit the cell before can hold and below
 * the highest the cell after can hold. */
static void
thermometer_bounds (WpSudokuGrader *g, const WpElement *e)
{
  guint n = e->cells->len;
  gint low[WP_SG_MAX_SIZE], high[WP_SG_MAX_SIZE];

  for (guint i = 0; i < n; i++)
    low[i] = lowest_above (g->cands[wp_element_cell (e, i)], i ? low[i - 1] : 0);
  for (guint i = n; i-- > 0;)
    high[i] = highest_below (g->cands[wp_element_cell (e, i)], i + 1 < n ? high[i + 1] : (gint) g->size + 1);
  for (guint i = 0; i < n; i++)
    for (WpSgDigits left = g->cands[wp_element_cell (e, i)]; left; left &= left - 1)
      if (wp_sg_first (left) < low[i] || wp_sg_first (left) > high[i])
        wp_sg_eliminate (g, wp_element_cell (e, i), wp_sg_first (left));
}

static gboolean
finish_element (WpSudokuGrader *g, const WpSgTechnique *t, const WpElement *e, const char *reason)
{
  g_autofree char *what = NULL;

  for (guint i = 0; i < e->cells->len; i++)
    wp_sg_add_cell (g, wp_element_cell (e, i));
  what = g_strdup_printf ("%s: %s", _(t->name), reason);
  wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating);
  return TRUE;
}

gboolean
wp_sg_thermometer (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint i = 0; i < g->thermos->len; i++)
    {
      guint index = g_array_index (g->thermos, guint, i);
      const WpElement *e = element_at (g, index);
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;

      if (e->cells->len > WP_SG_MAX_SIZE || !wp_sg_element_dirty (g, index))
        continue;
      thermometer_bounds (g, e);
      if (!changed (g))
        continue;
      name = wp_element_describe (g->puzzle, e);
      /* TRANSLATORS: "the thermometer r1c1–r1c4 rises from its bulb" */
      reason = g_strdup_printf (_("%s rises from its bulb"), name);
      return finish_element (g, t, e, reason);
    }
  return FALSE;
}

/* --- Arrows --------------------------------------------------------------------------- */

static gint
lowest (WpSgDigits digits)
{
  return wp_sg_first (digits);
}

static gint
highest (WpSgDigits digits)
{
  return 32 - __builtin_clz (digits);
}

/* The circle's cells: what they can read between @low and @high, and the
 * least and most they can read then. */
static void
circle_bounds (WpSudokuGrader *g, const WpElement *e, gint low, gint high, gint *least, gint *most)
{
  *least = G_MAXINT, *most = G_MININT;
  if (e->n_head == 1)
    {
      guint cell = wp_element_cell (e, 0);

      for (WpSgDigits left = g->cands[cell]; left; left &= left - 1)
        if (wp_sg_first (left) < low || wp_sg_first (left) > high)
          wp_sg_eliminate (g, cell, wp_sg_first (left));
      if (g->cands[cell])
        *least = lowest (g->cands[cell]), *most = highest (g->cands[cell]);
      return;
    }
  {
    guint tens = wp_element_cell (e, 0), units = wp_element_cell (e, 1);
    WpSgDigits keep_tens = 0, keep_units = 0;

    for (WpSgDigits a = g->cands[tens]; a; a &= a - 1)
      for (WpSgDigits b = g->cands[units]; b; b &= b - 1)
        {
          gint value = 10 * wp_sg_first (a) + wp_sg_first (b);

          if (value < low || value > high)
            continue;
          keep_tens |= WP_SG_BIT (wp_sg_first (a));
          keep_units |= WP_SG_BIT (wp_sg_first (b));
          *least = MIN (*least, value);
          *most = MAX (*most, value);
        }
    for (WpSgDigits left = g->cands[tens] & ~keep_tens; left; left &= left - 1)
      wp_sg_eliminate (g, tens, wp_sg_first (left));
    for (WpSgDigits left = g->cands[units] & ~keep_units; left; left &= left - 1)
      wp_sg_eliminate (g, units, wp_sg_first (left));
  }
}

/* The line adds up to the circle: the circle lies between the line's
 * least and most sums, and each line cell leaves room for the others. */
static void
arrow_bounds (WpSudokuGrader *g, const WpElement *e)
{
  gint low = 0, high = 0, least, most;

  for (guint i = e->n_head; i < e->cells->len; i++)
    {
      WpSgDigits d = g->cands[wp_element_cell (e, i)];

      if (d == 0)
        return;
      low += lowest (d), high += highest (d);
    }
  circle_bounds (g, e, low, high, &least, &most);
  if (least > most)
    return;
  for (guint i = e->n_head; i < e->cells->len; i++)
    {
      guint cell = wp_element_cell (e, i);
      WpSgDigits d = g->cands[cell];
      gint others_low = low - lowest (d), others_high = high - highest (d);

      for (WpSgDigits left = d; left; left &= left - 1)
        if (wp_sg_first (left) + others_low > most || wp_sg_first (left) + others_high < least)
          wp_sg_eliminate (g, cell, wp_sg_first (left));
    }
}

gboolean
wp_sg_arrow (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint i = 0; i < g->arrows->len; i++)
    {
      guint index = g_array_index (g->arrows, guint, i);
      const WpElement *e = element_at (g, index);
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;

      if (e->n_head < 1 || e->n_head > 2 || e->cells->len <= e->n_head || !wp_sg_element_dirty (g, index))
        continue;
      arrow_bounds (g, e);
      if (!changed (g))
        continue;
      name = wp_element_describe (g->puzzle, e);
      /* TRANSLATORS: "the arrow from r9c4 adds up to its circle" */
      reason = g_strdup_printf (_("%s adds up to its circle"), name);
      return finish_element (g, t, e, reason);
    }
  return FALSE;
}

/* --- Killer cages ----------------------------------------------------------------------- */

typedef struct {
  guint      n;
  WpSgDigits masks[WP_SG_MAX_SIZE];
  WpSgDigits allowed[WP_SG_MAX_SIZE];   /* per cell: digits some fitting combination gives it */
  WpSgDigits named[COMBOS_NAMED];
  guint      n_fitting;
  guint      n_combos;                  /* looked at, against MAX_CAGE_COMBOS */
} Cage;

/* Kuhn's augmenting path: gives @cell a digit of @masks, moving others. */
static gboolean
augment (const WpSgDigits *masks, guint cell, gint *owner, WpSgDigits *tried)
{
  for (WpSgDigits left = masks[cell] & ~*tried; left; left &= left - 1)
    {
      gint d = wp_sg_first (left);

      *tried |= WP_SG_BIT (d);
      if (owner[d] < 0 || augment (masks, (guint) owner[d], owner, tried))
        {
          owner[d] = (gint) cell;
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether the cells can take different digits of their masks, each one;
 * the digits they take are added to @allowed. */
static gboolean
matches (const WpSgDigits *masks, guint n, WpSgDigits *allowed)
{
  gint owner[WP_SG_MAX_SIZE + 1];

  for (guint d = 0; d <= WP_SG_MAX_SIZE; d++)
    owner[d] = -1;
  for (guint cell = 0; cell < n; cell++)
    {
      WpSgDigits tried = 0;

      if (!augment (masks, cell, owner, &tried))
        return FALSE;
    }
  for (guint d = 1; d <= WP_SG_MAX_SIZE; d++)
    if (owner[d] >= 0)
      allowed[owner[d]] |= WP_SG_BIT (d);
  return TRUE;
}

/* Which digits of @combo each cell can hold in a filling of the cage with
 * exactly those digits. */
static void
fit_combo (Cage *cage, WpSgDigits combo)
{
  WpSgDigits masks[WP_SG_MAX_SIZE] = { 0 }, found[WP_SG_MAX_SIZE] = { 0 };

  for (guint i = 0; i < cage->n; i++)
    if ((masks[i] = cage->masks[i] & combo) == 0)
      return;
  if (!matches (masks, cage->n, found))
    return;
  for (guint i = 0; i < cage->n; i++)
    for (WpSgDigits left = masks[i] & ~found[i]; left; left &= left - 1)
      {
        WpSgDigits fixed[WP_SG_MAX_SIZE];
        WpSgDigits bit = WP_SG_BIT (wp_sg_first (left));

        for (guint j = 0; j < cage->n; j++)
          fixed[j] = j == i ? bit : masks[j] & ~bit;
        matches (fixed, cage->n, found);
      }
  for (guint i = 0; i < cage->n; i++)
    cage->allowed[i] |= found[i];
  if (cage->n_fitting < COMBOS_NAMED)
    cage->named[cage->n_fitting] = combo;
  cage->n_fitting++;
}

/* Every set of @left more digits, each at most @top, adding up to @sum,
 * with @chosen: fitted to the cells.  FALSE once there are too many. */
static gboolean
each_combo (Cage *cage, gint top, guint left, gint sum, WpSgDigits chosen, WpSgDigits usable)
{
  gint most = 0, least = (gint) (left * (left + 1) / 2);

  if (left == 0)
    {
      if (sum == 0)
        {
          if (++cage->n_combos > MAX_CAGE_COMBOS)
            return FALSE;
          fit_combo (cage, chosen);
        }
      return TRUE;
    }
  for (guint i = 0; i < left; i++)
    most += top - (gint) i;
  if ((gint) left > top || sum < least || sum > most)
    return TRUE;
  for (gint d = top; d >= (gint) left; d--)
    if ((usable & WP_SG_BIT (d)) &&
        !each_combo (cage, d - 1, left - 1, sum - d, chosen | WP_SG_BIT (d), usable))
      return FALSE;
  return TRUE;
}

static char *
cage_reason (const WpSudokuGrader *g, const WpElement *e, const Cage *cage)
{
  g_autofree char *name = wp_element_describe (g->puzzle, e);
  GString *list = g_string_new (NULL);
  char *reason;

  for (guint c = 0; c < MIN (cage->n_fitting, COMBOS_NAMED); c++)
    {
      if (c > 0)
        g_string_append (list, ", ");
      for (WpSgDigits left = cage->named[c]; left; left &= left - 1)
        {
          g_string_append_c (list, wp_sudoku_value_char (wp_sg_first (left)));
          if (left & (left - 1))
            g_string_append (list, "+");
        }
    }
  if (cage->n_fitting > COMBOS_NAMED)
    /* TRANSLATORS: "the cage r1c1–r2c2 (20): 14 combinations fit" */
    reason = g_strdup_printf (_("%s (%d): %u combinations fit"), name, e->value, cage->n_fitting);
  else
    /* TRANSLATORS: "the cage r1c1–r1c2 (17): only 8+9 fits"; several are listed "1+9, 2+8" */
    reason = g_strdup_printf (cage->n_fitting == 1 ? _("%s (%d): only %s fits") : _("%s (%d): only %s fit"),
                              name, e->value, list->str);
  g_string_free (list, TRUE);
  return reason;
}

gboolean
wp_sg_cage (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint i = 0; i < g->cages->len; i++)
    {
      guint index = g_array_index (g->cages, guint, i);
      const WpElement *e = element_at (g, index);
      Cage cage = { .n = e->cells->len };
      WpSgDigits usable = 0;
      g_autofree char *reason = NULL;

      if (cage.n == 0 || cage.n > g->size || !wp_sg_element_dirty (g, index))
        continue;
      for (guint j = 0; j < cage.n; j++)
        usable |= cage.masks[j] = g->cands[wp_element_cell (e, j)];
      if (!each_combo (&cage, (gint) g->size, cage.n, e->value, 0, usable) || cage.n_fitting == 0)
        continue;   /* too many to weigh, or none (no solution: not ours to say) */
      for (guint j = 0; j < cage.n; j++)
        for (WpSgDigits left = cage.masks[j] & ~cage.allowed[j]; left; left &= left - 1)
          wp_sg_eliminate (g, wp_element_cell (e, j), wp_sg_first (left));
      if (!changed (g))
        continue;
      reason = cage_reason (g, e, &cage);
      return finish_element (g, t, e, reason);
    }
  return FALSE;
}
