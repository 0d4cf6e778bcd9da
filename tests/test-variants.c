/* test-variants.c — the variant rules of Sudoku as propagators
 *
 * Every rule is checked against brute force: the test enumerates the
 * assignments (or the 288 grids of 4×4 Sudoku) and keeps those where the
 * rule holds, read straight off the digits; the engine counts the model
 * with the rule's propagator.  The two must agree exactly.  Known numbers
 * (C(9, 4) thermometers, n! siteswaps…) pin the brute force itself, and the
 * pruning tests read the domains the propagators leave at the root.
 */
#include "wp-test-utils.h"
#include "core/wp-model.h"
#include "genres/sudoku/sudoku-propagators-private.h"

#include <string.h>

#define MAX_CELLS 80

typedef enum {
  RULE_CAGE,
  RULE_THERMO,
  RULE_ARROW,
  RULE_PAIR,
  RULE_SITESWAP,
} RuleKind;

/* One rule over the model's cells: cage, thermometer and siteswap use
 * cells[0 … n); an arrow's circle is circle[0 … n_circle) and its line
 * cells[0 … n); a pair is cells[0] and cells[1]. */
typedef struct {
  RuleKind   kind;
  guint      cells[MAX_CELLS];
  guint      n;
  guint      circle[2];
  guint      n_circle;
  gint       param;      /* cage sum (≤ 0: none), pair parameter */
  WpPairRule pair;
} Rule;

static WpDomain
digits (guint size)
{
  return size >= 64 ? ~(WpDomain) 0 : (G_GUINT64_CONSTANT (1) << size) - 1;
}

static WpDomain
digit (gint value)
{
  return G_GUINT64_CONSTANT (1) << (value - 1);
}

/* --- The rules, read straight off the digits -------------------------------- */

static gboolean
pair_rule_holds (WpPairRule pair, gint param, gint a, gint b)
{
  switch (pair)
    {
    case WP_PAIR_NOT_EQUAL:       return a != b;
    case WP_PAIR_NOT_CONSECUTIVE: return a - b != 1 && b - a != 1;
    case WP_PAIR_CONSECUTIVE:     return a - b == 1 || b - a == 1;
    case WP_PAIR_DOUBLE:          return a == 2 * b || b == 2 * a;
    case WP_PAIR_SUM:             return a + b == param;
    default:                      g_assert_not_reached ();
    }
}

static gboolean
rule_holds (const Rule *rule, const gint *values)
{
  gint total = 0, number;

  switch (rule->kind)
    {
    case RULE_CAGE:
      for (guint i = 0; i < rule->n; i++)
        {
          for (guint j = 0; j < i; j++)
            if (values[rule->cells[i]] == values[rule->cells[j]])
              return FALSE;
          total += values[rule->cells[i]];
        }
      return rule->param <= 0 || total == rule->param;
    case RULE_THERMO:
      for (guint i = 1; i < rule->n; i++)
        if (values[rule->cells[i]] <= values[rule->cells[i - 1]])
          return FALSE;
      return TRUE;
    case RULE_ARROW:
      number = values[rule->circle[0]];
      if (rule->n_circle == 2)
        number = 10 * number + values[rule->circle[1]];
      for (guint i = 0; i < rule->n; i++)
        total += values[rule->cells[i]];
      return number == total;
    case RULE_PAIR:
      return pair_rule_holds (rule->pair, rule->param, values[rule->cells[0]], values[rule->cells[1]]);
    case RULE_SITESWAP:
      for (guint i = 0; i < rule->n; i++)
        for (guint j = 0; j < i; j++)
          if ((i + values[rule->cells[i]]) % rule->n == (j + values[rule->cells[j]]) % rule->n)
            return FALSE;
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
rules_hold (const Rule *rules, guint n_rules, const gint *values)
{
  for (guint r = 0; r < n_rules; r++)
    if (!rule_holds (&rules[r], values))
      return FALSE;
  return TRUE;
}

static void
rule_add (WpModel *model, const Rule *rule, guint size)
{
  switch (rule->kind)
    {
    case RULE_CAGE:
      wp_sudoku_add_cage (model, rule->cells, rule->n, rule->param, size);
      break;
    case RULE_THERMO:
      wp_sudoku_add_thermometer (model, rule->cells, rule->n, size);
      break;
    case RULE_ARROW:
      wp_sudoku_add_arrow (model, rule->circle, rule->n_circle, rule->cells, rule->n, size);
      break;
    case RULE_PAIR:
      wp_sudoku_add_pair (model, rule->cells[0], rule->cells[1], rule->pair, rule->param, size);
      break;
    case RULE_SITESWAP:
      wp_sudoku_add_siteswap (model, rule->cells, rule->n, size);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* --- Brute force and engine ------------------------------------------------- */

/* Every assignment of @n_vars cells within @domains where all @rules hold;
 * @seen (when not NULL) gets, per cell, the digits some such assignment
 * uses. */
static guint64
brute_count (const WpDomain *domains, guint n_vars, const Rule *rules, guint n_rules, WpDomain *seen)
{
  gint values[MAX_CELLS];
  WpDomain left[MAX_CELLS];
  guint64 count = 0;
  guint v = 0;

  g_assert_cmpuint (n_vars, <=, MAX_CELLS);
  for (guint i = 0; i < n_vars; i++)
    {
      if (seen)
        seen[i] = 0;
      if (domains[i] == 0)
        return 0;
    }
  /* An odometer: left[v] holds the digits cell v has still to try. */
  left[0] = domains[0];
  while (TRUE)
    {
      if (left[v] == 0)
        {
          if (v == 0)
            break;
          v--;
          continue;
        }
      values[v] = (gint) wp_domain_first (left[v]) + 1;
      left[v] &= left[v] - 1;
      if (v + 1 < n_vars)
        {
          v++;
          left[v] = domains[v];
          continue;
        }
      if (rules_hold (rules, n_rules, values))
        {
          count++;
          for (guint i = 0; seen && i < n_vars; i++)
            seen[i] |= digit (values[i]);
        }
    }
  return count;
}

static WpModel *
model_with (const WpDomain *domains, guint n_vars, const Rule *rules, guint n_rules, guint size)
{
  WpModel *model = wp_model_new (n_vars, 1, digits (size));

  memcpy (model->domains, domains, sizeof (WpDomain) * n_vars);
  for (guint r = 0; r < n_rules; r++)
    rule_add (model, &rules[r], size);
  return model;
}

static guint64
engine_count (const WpModel *model)
{
  WpSearchOptions options = { 0 };
  WpSearchResult result;
  guint64 count;

  wp_count_solutions (model, &options, &result);
  g_assert_true (result.exact);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

/* Brute force and engine agree on @rules over free cells; returns the count. */
static guint64
assert_counts_agree (const WpDomain *domains, guint n_vars, const Rule *rules, guint n_rules, guint size)
{
  g_autoptr (WpModel) model = model_with (domains, n_vars, rules, n_rules, size);
  guint64 expected = brute_count (domains, n_vars, rules, n_rules, NULL);

  g_assert_cmpuint (engine_count (model), ==, expected);
  return expected;
}

static guint64
count_free_cells (guint n_vars, const Rule *rules, guint n_rules, guint size)
{
  WpDomain domains[MAX_CELLS];

  for (guint i = 0; i < n_vars; i++)
    domains[i] = digits (size);
  return assert_counts_agree (domains, n_vars, rules, n_rules, size);
}

/* --- 4×4 Sudoku --------------------------------------------------------------- */

static guint
box_of (guint cell)
{
  return (cell / 4) / 2 * 2 + (cell % 4) / 2;
}

static gboolean
fits_4x4 (const gint *grid, guint cell, gint value)
{
  for (guint other = 0; other < cell; other++)
    if (grid[other] == value &&
        (other / 4 == cell / 4 || other % 4 == cell % 4 || box_of (other) == box_of (cell)))
      return FALSE;
  return TRUE;
}

static void
fill_4x4 (gint *grid, guint cell, GArray *grids)
{
  if (cell == 16)
    {
      g_array_append_vals (grids, grid, 16);
      return;
    }
  for (gint value = 1; value <= 4; value++)
    if (fits_4x4 (grid, cell, value))
      {
        grid[cell] = value;
        fill_4x4 (grid, cell + 1, grids);
      }
}

/* All 288 grids, 16 digits each, found without the engine. */
static GArray *
all_4x4_grids (void)
{
  GArray *grids = g_array_new (FALSE, FALSE, sizeof (gint));
  gint grid[16];

  fill_4x4 (grid, 0, grids);
  g_assert_cmpuint (grids->len, ==, 288 * 16);
  return grids;
}

static WpModel *
sudoku_4x4_model (void)
{
  WpModel *model = wp_model_new (16, 1, digits (4));
  guint cells[4];

  for (guint unit = 0; unit < 12; unit++)
    {
      for (guint i = 0; i < 4; i++)
        cells[i] = unit < 4 ? unit * 4 + i                       /* rows */
                 : unit < 8 ? i * 4 + (unit - 4)                 /* columns */
                 : ((unit - 8) / 2 * 2 + i / 2) * 4 + (unit - 8) % 2 * 2 + i % 2;
      wp_model_add_permutation (model, cells, 4, digits (4));
    }
  return model;
}

/* How many of the 288 grids keep @rules, by brute force and by engine. */
static guint64
count_4x4 (const GArray *grids, const Rule *rules, guint n_rules)
{
  g_autoptr (WpModel) model = sudoku_4x4_model ();
  guint64 expected = 0;

  for (guint g = 0; g < grids->len / 16; g++)
    expected += rules_hold (rules, n_rules, &g_array_index (grids, gint, g * 16));
  for (guint r = 0; r < n_rules; r++)
    rule_add (model, &rules[r], 4);
  g_assert_cmpuint (engine_count (model), ==, expected);
  return expected;
}

/* --- Rule builders --------------------------------------------------------- */

static Rule
cells_rule (RuleKind kind, const guint *cells, guint n, gint param)
{
  Rule rule = { .kind = kind, .n = n, .param = param };

  g_assert_cmpuint (n, <=, MAX_CELLS);
  memcpy (rule.cells, cells, sizeof (guint) * n);
  return rule;
}

static Rule
pair_rule (guint a, guint b, WpPairRule pair, gint param)
{
  Rule rule = { .kind = RULE_PAIR, .n = 2, .param = param, .pair = pair };

  rule.cells[0] = a;
  rule.cells[1] = b;
  return rule;
}

static Rule
arrow_rule (const guint *circle, guint n_circle, const guint *line, guint n_line)
{
  Rule rule = cells_rule (RULE_ARROW, line, n_line, 0);

  memcpy (rule.circle, circle, sizeof (guint) * n_circle);
  rule.n_circle = n_circle;
  return rule;
}

#define CELLS(...) ((const guint[]) { __VA_ARGS__ }), G_N_ELEMENTS (((const guint[]) { __VA_ARGS__ }))

/* --- Known counts on free cells ------------------------------------------- */

static void
test_known_counts (void)
{
  const guint seq[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
  Rule rule;

  /* A thermometer of k cells on 1…9: one increasing run per k digits. */
  rule = cells_rule (RULE_THERMO, seq, 2, 0);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 36);
  rule = cells_rule (RULE_THERMO, seq, 3, 0);
  g_assert_cmpuint (count_free_cells (3, &rule, 1, 9), ==, 84);
  rule = cells_rule (RULE_THERMO, seq, 4, 0);
  g_assert_cmpuint (count_free_cells (4, &rule, 1, 9), ==, 126);
  rule = cells_rule (RULE_THERMO, seq, 4, 0);
  g_assert_cmpuint (count_free_cells (4, &rule, 1, 4), ==, 1);

  /* Cages: 9·8·7 arrangements without a sum; {1,9} {2,8} {3,7} {4,6} in
   * either order for 10; only {1,2,3} for 6; nothing for 25 in two. */
  rule = cells_rule (RULE_CAGE, seq, 3, 0);
  g_assert_cmpuint (count_free_cells (3, &rule, 1, 9), ==, 504);
  rule = cells_rule (RULE_CAGE, seq, 2, 10);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 8);
  rule = cells_rule (RULE_CAGE, seq, 3, 6);
  g_assert_cmpuint (count_free_cells (3, &rule, 1, 9), ==, 6);
  rule = cells_rule (RULE_CAGE, seq, 2, 25);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 0);
  rule = cells_rule (RULE_CAGE, seq, 1, 7);
  g_assert_cmpuint (count_free_cells (1, &rule, 1, 9), ==, 1);
  /* {1,2,6} {1,3,5} {2,3,4}, six orders each. */
  rule = cells_rule (RULE_CAGE, seq, 3, 9);
  g_assert_cmpuint (count_free_cells (3, &rule, 1, 9), ==, 18);
  /* Five cells on four digits cannot differ. */
  rule = cells_rule (RULE_CAGE, seq, 5, 0);
  g_assert_cmpuint (count_free_cells (5, &rule, 1, 4), ==, 0);

  /* Arrows: a circle over two cells on 1…9 holds their sum ≤ 9: 1 + … + 8. */
  rule = arrow_rule (CELLS (0), CELLS (1, 2));
  g_assert_cmpuint (count_free_cells (3, &rule, 1, 9), ==, 36);
  /* A one-cell line copies the circle. */
  rule = arrow_rule (CELLS (0), CELLS (1));
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 9);
  /* Two-cell circle 10a + b = the sum of three cells on 1…9 (at most 27):
   * 11…19 and 21…27, each as many ways as three digits make it (counted
   * apart, by a script). */
  rule = arrow_rule (CELLS (0, 1), CELLS (2, 3, 4));
  g_assert_cmpuint (count_free_cells (5, &rule, 1, 9), ==, 573);

  /* Pairs on 1…9. */
  rule = pair_rule (0, 1, WP_PAIR_NOT_EQUAL, 0);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 72);
  rule = pair_rule (0, 1, WP_PAIR_NOT_CONSECUTIVE, 0);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 65);
  rule = pair_rule (0, 1, WP_PAIR_CONSECUTIVE, 0);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 16);
  rule = pair_rule (0, 1, WP_PAIR_DOUBLE, 0);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 8);
  rule = pair_rule (0, 1, WP_PAIR_SUM, 10);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 9);
  rule = pair_rule (0, 1, WP_PAIR_SUM, 15);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 4);
  rule = pair_rule (0, 1, WP_PAIR_SUM, 5);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 4);
  rule = pair_rule (0, 1, WP_PAIR_SUM, 19);
  g_assert_cmpuint (count_free_cells (2, &rule, 1, 9), ==, 0);
}

/* A siteswap of n throws on digits 1…n: each permutation of the beats is
 * met by exactly one digit per throw, so there are n! of them. */
static void
test_siteswap_counts (void)
{
  const guint seq[] = { 0, 1, 2, 3, 4, 5, 6 };
  const guint64 factorial[] = { 1, 1, 2, 6, 24, 120, 720 };

  for (guint n = 2; n <= 6; n++)
    {
      Rule rule = cells_rule (RULE_SITESWAP, seq, n, 0);

      g_assert_cmpuint (count_free_cells (n, &rule, 1, n), ==, factorial[n]);
    }
  /* Digits beyond the length wrap round: throws of 1…5 over 3 beats reach
   * beat residues 1, 2, 0, 1, 2 — several digits per beat. */
  for (guint size = 1; size <= 7; size++)
    {
      Rule rule = cells_rule (RULE_SITESWAP, seq, 3, 0);

      count_free_cells (3, &rule, 1, size);
    }
  /* Length 4 on 1…5: residue 1 has two digits (1 and 5), the others one,
   * so each beat permutation π counts 2 per throw with π(i) = i + 1: the
   * sum over π of Π (1 + [π(i) = i + 1]) is Σₖ C(4, k)·(4 − k)! =
   * 24 + 24 + 12 + 4 + 1. */
  {
    Rule rule = cells_rule (RULE_SITESWAP, seq, 4, 0);

    g_assert_cmpuint (count_free_cells (4, &rule, 1, 5), ==, 65);
  }
}

/* --- Rules on 4×4 Sudoku ------------------------------------------------------ */

static void
test_rules_on_4x4 (void)
{
  g_autoptr (GArray) grids = all_4x4_grids ();
  Rule rules[4];

  /* No rule: 288. */
  g_assert_cmpuint (count_4x4 (grids, NULL, 0), ==, 288);

  /* Cages across boxes, with and without a sum. */
  rules[0] = cells_rule (RULE_CAGE, CELLS (1, 2, 6), 7);
  g_assert_cmpuint (count_4x4 (grids, rules, 1), >, 0);
  rules[0] = cells_rule (RULE_CAGE, CELLS (0, 5, 10, 15), 0);
  g_assert_cmpuint (count_4x4 (grids, rules, 1), >, 0);
  rules[0] = cells_rule (RULE_CAGE, CELLS (0, 5, 10, 15), 0);
  rules[1] = cells_rule (RULE_CAGE, CELLS (3, 6, 9, 12), 0);
  g_assert_cmpuint (count_4x4 (grids, rules, 2), >, 0);   /* diagonal Sudoku */
  rules[0] = cells_rule (RULE_CAGE, CELLS (2, 3, 7), 9);
  rules[1] = cells_rule (RULE_CAGE, CELLS (8, 12), 3);
  count_4x4 (grids, rules, 2);

  /* Thermometers of 2, 3 and 4 cells. */
  rules[0] = cells_rule (RULE_THERMO, CELLS (0, 1), 0);
  g_assert_cmpuint (count_4x4 (grids, rules, 1), ==, 144);   /* by symmetry: half */
  rules[0] = cells_rule (RULE_THERMO, CELLS (0, 1, 5), 0);
  count_4x4 (grids, rules, 1);
  rules[0] = cells_rule (RULE_THERMO, CELLS (12, 8, 4, 0), 0);
  /* Column 1 reads 4 3 2 1 from the top: 288 / 24. */
  g_assert_cmpuint (count_4x4 (grids, rules, 1), ==, 12);
  rules[0] = cells_rule (RULE_THERMO, CELLS (4, 5, 10), 0);
  rules[1] = cells_rule (RULE_THERMO, CELLS (15, 11, 6), 0);
  count_4x4 (grids, rules, 2);

  /* Arrows with one- and two-cell circles. */
  rules[0] = arrow_rule (CELLS (0), CELLS (5, 10));
  g_assert_cmpuint (count_4x4 (grids, rules, 1), >, 0);
  rules[0] = arrow_rule (CELLS (0, 1), CELLS (4, 8, 12, 13, 14, 15));
  count_4x4 (grids, rules, 1);
  rules[0] = arrow_rule (CELLS (3), CELLS (2, 6));
  rules[1] = arrow_rule (CELLS (12), CELLS (9));
  count_4x4 (grids, rules, 2);

  /* Every pair rule. */
  rules[0] = pair_rule (0, 5, WP_PAIR_CONSECUTIVE, 0);
  rules[1] = pair_rule (10, 11, WP_PAIR_CONSECUTIVE, 0);
  count_4x4 (grids, rules, 2);
  rules[0] = pair_rule (0, 4, WP_PAIR_DOUBLE, 0);
  rules[1] = pair_rule (2, 3, WP_PAIR_SUM, 5);
  g_assert_cmpuint (count_4x4 (grids, rules, 2), >, 0);
  rules[0] = pair_rule (1, 6, WP_PAIR_NOT_EQUAL, 0);
  rules[1] = pair_rule (9, 14, WP_PAIR_NOT_EQUAL, 0);
  rules[2] = pair_rule (5, 10, WP_PAIR_NOT_CONSECUTIVE, 0);
  count_4x4 (grids, rules, 3);

  /* A whole row cannot be a siteswap: its digits add up to 10 and the
   * positions to 6, so the beats would add up to 0 mod 4, but 0 + 1 + 2 + 3
   * is 2 mod 4.  Three cells of a row can; and down a column too. */
  rules[0] = cells_rule (RULE_SITESWAP, CELLS (0, 1, 2, 3), 0);
  g_assert_cmpuint (count_4x4 (grids, rules, 1), ==, 0);
  rules[0] = cells_rule (RULE_SITESWAP, CELLS (0, 1, 2), 0);
  g_assert_cmpuint (count_4x4 (grids, rules, 1), >, 0);
  rules[1] = cells_rule (RULE_SITESWAP, CELLS (15, 11, 7), 0);
  count_4x4 (grids, rules, 2);

  /* All kinds at once. */
  rules[0] = cells_rule (RULE_CAGE, CELLS (1, 2), 5);
  rules[1] = cells_rule (RULE_THERMO, CELLS (4, 8), 0);
  rules[2] = arrow_rule (CELLS (15), CELLS (14, 13));
  rules[3] = pair_rule (6, 7, WP_PAIR_CONSECUTIVE, 0);
  count_4x4 (grids, rules, 4);
}

/* Anti-king 4×4: no digit touches itself diagonally. */
static void
test_anti_king_4x4 (void)
{
  g_autoptr (GArray) grids = all_4x4_grids ();
  g_autoptr (WpModel) model = sudoku_4x4_model ();
  GArray *rules = g_array_new (FALSE, FALSE, sizeof (Rule));
  guint64 expected = 0;

  for (guint cell = 0; cell < 16; cell++)
    for (gint dc = -1; dc <= 1; dc += 2)
      {
        gint r = (gint) cell / 4 + 1, c = (gint) cell % 4 + dc;
        Rule rule;

        if (r >= 4 || c < 0 || c >= 4)
          continue;
        rule = pair_rule (cell, (guint) (r * 4 + c), WP_PAIR_NOT_EQUAL, 0);
        g_array_append_val (rules, rule);
        rule_add (model, &rule, 4);
      }
  g_assert_cmpuint (rules->len, ==, 18);
  for (guint g = 0; g < 288; g++)
    expected += rules_hold ((const Rule *) rules->data, rules->len, &g_array_index (grids, gint, g * 16));
  g_assert_cmpuint (engine_count (model), ==, expected);
  g_array_unref (rules);
}

/* --- Random instances ---------------------------------------------------------- */

/* A random non-empty subset of 1…@size, each digit kept with chance @p. */
static WpDomain
random_domain (GRand *rand, guint size, gdouble p)
{
  WpDomain d = 0;

  while (d == 0)
    for (guint k = 0; k < size; k++)
      if (g_rand_double (rand) < p)
        d |= G_GUINT64_CONSTANT (1) << k;
  return d;
}

static void
random_cells (GRand *rand, guint n_vars, guint *cells, guint n)
{
  guint order[MAX_CELLS];

  for (guint i = 0; i < n_vars; i++)
    order[i] = i;
  for (guint i = 0; i < n; i++)
    {
      guint j = i + (guint) g_rand_int_range (rand, 0, (gint) (n_vars - i));
      guint t = order[i];

      order[i] = order[j];
      order[j] = t;
      cells[i] = order[i];
    }
}

static Rule
random_rule (GRand *rand, RuleKind kind, guint n_vars, guint size)
{
  Rule rule = { .kind = kind };
  guint top = 0;

  switch (kind)
    {
    case RULE_CAGE:
      rule.n = (guint) g_rand_int_range (rand, 1, (gint) MIN (n_vars, size) + 1);
      random_cells (rand, n_vars, rule.cells, rule.n);
      for (guint i = 0; i < rule.n; i++)
        top += size - i;
      /* A quarter without a sum; the rest around the possible range. */
      rule.param = g_rand_int_range (rand, 0, 4) == 0 ? 0
                 : g_rand_int_range (rand, (gint) (rule.n * (rule.n + 1) / 2) - 1, (gint) top + 2);
      break;
    case RULE_THERMO:
      rule.n = (guint) g_rand_int_range (rand, 2, (gint) n_vars + 1);
      random_cells (rand, n_vars, rule.cells, rule.n);
      break;
    case RULE_ARROW:
      rule.n_circle = (guint) g_rand_int_range (rand, 1, 3);
      rule.n = (guint) g_rand_int_range (rand, 1, (gint) (n_vars - rule.n_circle) + 1);
      random_cells (rand, n_vars, rule.cells, rule.n + rule.n_circle);
      memcpy (rule.circle, rule.cells + rule.n, sizeof (guint) * rule.n_circle);
      break;
    case RULE_PAIR:
      rule.n = 2;
      random_cells (rand, n_vars, rule.cells, 2);
      rule.pair = (WpPairRule) g_rand_int_range (rand, 0, WP_PAIR_SUM + 1);
      rule.param = g_rand_int_range (rand, 1, 2 * (gint) size + 2);
      break;
    case RULE_SITESWAP:
      rule.n = (guint) g_rand_int_range (rand, 2, (gint) n_vars + 1);
      random_cells (rand, n_vars, rule.cells, rule.n);
      break;
    default:
      g_assert_not_reached ();
    }
  return rule;
}

/* For rules whose propagator keeps exactly the digits some solution uses
 * (a pair: arc consistency; a thermometer: a chain of "less than"), the
 * root's domains are the brute force's. */
static void
assert_root_is_exact (const WpDomain *domains, guint n_vars, const Rule *rule, guint size)
{
  g_autoptr (WpModel) model = model_with (domains, n_vars, rule, 1, size);
  WpDomain seen[MAX_CELLS], root[MAX_CELLS];
  guint64 count = brute_count (domains, n_vars, rule, 1, seen);
  gboolean consistent = wp_model_propagate_root (model, root, NULL);

  g_assert_cmpint (consistent, ==, count > 0);
  for (guint i = 0; consistent && i < n_vars; i++)
    g_assert_cmphex (root[i], ==, seen[i]);
}

/* Random domains on a few cells, one rule of @kind: brute force and engine
 * agree, @runs times over. */
static void
check_random (RuleKind kind, guint runs, guint min_size, guint max_size, guint max_vars)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (18 + kind);
  guint solvable = 0, checked = 0;

  for (guint run = 0; run < runs; run++)
    {
      guint size = (guint) g_rand_int_range (rand, (gint) min_size, (gint) max_size + 1);
      guint n_vars = (guint) g_rand_int_range (rand, kind == RULE_ARROW ? 3 : 2, (gint) max_vars + 1);
      gdouble p = size > 9 ? 0.3 : g_rand_double_range (rand, 0.3, 0.9);
      WpDomain domains[MAX_CELLS];
      Rule rule = random_rule (rand, kind, n_vars, size);
      guint64 product = 1;

      for (guint i = 0; i < n_vars; i++)
        {
          domains[i] = random_domain (rand, size, p);
          product *= wp_domain_count (domains[i]);
        }
      if (product > 200000)
        continue;
      checked++;
      solvable += assert_counts_agree (domains, n_vars, &rule, 1, size) > 0;
      if (kind == RULE_PAIR || kind == RULE_THERMO)
        assert_root_is_exact (domains, n_vars, &rule, size);
    }
  g_test_message ("%u instances checked, %u with solutions", checked, solvable);
  /* Most instances are small enough, and not all are trivially empty. */
  g_assert_cmpuint (checked, >, runs * 3 / 4);
  g_assert_cmpuint (solvable, >, checked / 10);
}

static void
test_random_cages (void)
{
  check_random (RULE_CAGE, 300, 4, 9, 6);
}

/* Cages on 10…16 digits: still listed sets, bigger ones. */
static void
test_random_big_cages (void)
{
  check_random (RULE_CAGE, 300, 10, 16, 5);
}

static void
test_random_thermometers (void)
{
  check_random (RULE_THERMO, 300, 4, 9, 6);
}

static void
test_random_arrows (void)
{
  check_random (RULE_ARROW, 300, 4, 9, 6);
  /* Digits past 9: a two-cell circle on 1…16 reads 10a + b all the same. */
  check_random (RULE_ARROW, 300, 10, 16, 5);
}

static void
test_random_pairs (void)
{
  check_random (RULE_PAIR, 600, 2, 12, 3);
}

static void
test_random_siteswaps (void)
{
  check_random (RULE_SITESWAP, 300, 1, 9, 6);
}

static void
propagate (const WpModel *model, WpDomain *root)
{
  g_assert_true (wp_model_propagate_root (model, root, NULL));
}

/* --- Big cages: subset sums instead of a list ------------------------------ */

/* The sets of @n different digits of 1…@size adding up to @sum, counted
 * without the propagators (one digit at a time, by count and sum). */
static guint64
count_digit_sets (guint n, gint sum, guint size)
{
  g_autofree guint64 *count = NULL;
  guint width = (guint) MAX (sum, 0) + 1;
  guint64 total;

  if (sum < 0 || n > size)
    return 0;
  count = g_new0 (guint64, (gsize) (n + 1) * width);
  count[0] = 1;
  for (guint d = 1; d <= size; d++)
    for (guint j = n; j >= 1; j--)
      for (guint s = width; s-- > d;)
        count[j * width + s] += count[(j - 1) * width + s - d];
  total = count[n * width + (guint) sum];
  return total;
}

/* Cages of five to eight cells on a 25×25 grid with sums that fit more
 * sets than the cage lists (so it reasons over subset sums): each cell gets
 * the digit of a random run plus a few others (so brute force stays near
 * 5⁵, 4⁶, 3⁷, 3⁸ assignments), some runs with a cell placed, some with the
 * run's digit taken out of a cell. */
static void
test_big_cages (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2518);
  const guint seq[] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  const guint width[] = { 5, 4, 3, 3 };
  guint solvable = 0;

  g_assert_cmpuint (count_digit_sets (3, 6, 9), ==, 1);
  g_assert_cmpuint (count_digit_sets (3, 9, 9), ==, 3);
  g_assert_cmpuint (count_digit_sets (8, 104, 25), ==, 24591);
  /* The largest lists: 12 sets on 9×9, 526 on 16×16, 110 780 on 25×25. */
  g_assert_cmpuint (count_digit_sets (4, 20, 9), ==, 12);
  g_assert_cmpuint (count_digit_sets (8, 68, 16), ==, 526);
  g_assert_cmpuint (count_digit_sets (12, 156, 25), ==, 110780);
  g_assert_cmpuint (526, <=, WP_SUDOKU_CAGE_MAX_COMBOS);

  for (guint run = 0; run < 120; run++)
    {
      guint n = 5 + run % 4;
      Rule rule;
      WpDomain domains[8];
      gint run_digits[8], total;

      do
        {
          WpDomain used = 0;

          total = 0;
          for (guint i = 0; i < n; i++)
            {
              do
                run_digits[i] = g_rand_int_range (rand, 1, 26);
              while (used & digit (run_digits[i]));
              used |= digit (run_digits[i]);
              total += run_digits[i];
            }
        }
      while (count_digit_sets (n, total, 25) <= WP_SUDOKU_CAGE_MAX_COMBOS);
      rule = cells_rule (RULE_CAGE, seq, n, total);
      for (guint i = 0; i < n; i++)
        {
          domains[i] = digit (run_digits[i]);
          while (wp_domain_count (domains[i]) < width[n - 5])
            domains[i] |= digit (g_rand_int_range (rand, 1, 26));
        }
      if (run % 5 == 0)
        domains[run % n] = digit (run_digits[run % n]);
      else if (run % 5 == 1)
        domains[run % n] &= ~digit (run_digits[run % n]);
      solvable += assert_counts_agree (domains, n, &rule, 1, 25) > 0;
    }
  /* Every run but those with a digit taken out has its run at least. */
  g_assert_cmpuint (solvable, >=, 96);

  /* Twelve cells of 156 on 25×25 (110 780 sets): on free cells every
   * digit fits somewhere. */
  {
    g_autoptr (WpModel) model = wp_model_new (12, 1, digits (25));
    const gint placed[9] = { 1, 2, 3, 4, 13, 19, 23, 24, 25 };   /* 114 */
    WpDomain root[12];
    guint cells[12];

    for (guint i = 0; i < 12; i++)
      cells[i] = i;
    g_assert_cmpuint (count_digit_sets (12, 156, 25), >, WP_SUDOKU_CAGE_MAX_COMBOS);
    wp_sudoku_add_cage (model, cells, 12, 156, 25);
    propagate (model, root);
    for (guint i = 0; i < 12; i++)
      g_assert_cmphex (root[i], ==, digits (25));

    /* Nine placed digits make 114; the last three cells make 42 out of
     * {10, 11, 12, 20}, which bounds allow for every one of them (each
     * between 42 − 40 and 42 − 20) but only 10 + 12 + 20 does: 11 goes
     * and the three take 10, 12 and 20 in any order. */
    for (guint i = 0; i < 9; i++)
      model->domains[i] = digit (placed[i]);
    for (guint i = 9; i < 12; i++)
      model->domains[i] = digit (10) | digit (11) | digit (12) | digit (20);
    propagate (model, root);
    for (guint i = 9; i < 12; i++)
      g_assert_cmphex (root[i], ==, digit (10) | digit (12) | digit (20));
    g_assert_cmpuint (engine_count (model), ==, 6);
    /* From {10, 11, 12, 20, 21} only 10 + 12 + 20 and 10 + 11 + 21 make
     * 42: 10 is required, and only the first cell can hold it (bounds
     * leave it 10 or 20). */
    model->domains[9] = digit (10) | digit (20) | digit (21);
    model->domains[10] = model->domains[11] = digit (11) | digit (12) | digit (20) | digit (21);
    propagate (model, root);
    g_assert_cmphex (root[9], ==, digit (10));
    g_assert_cmpuint (engine_count (model), ==, 4);

    /* 1…10 in ten cells leave 101 for two: no. */
    for (guint i = 0; i < 10; i++)
      model->domains[i] = digit ((gint) i + 1);
    g_assert_false (wp_model_propagate_root (model, root, NULL));
  }
}

/* --- Pruning at the root ------------------------------------------------------- */

static void
test_pruning (void)
{
  WpDomain root[9];
  const guint seq[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };

  /* A two-cell cage of 3 on 1…9: {1, 2} each. */
  {
    g_autoptr (WpModel) model = wp_model_new (2, 1, digits (9));

    wp_sudoku_add_cage (model, seq, 2, 3, 9);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digit (1) | digit (2));
    g_assert_cmphex (root[1], ==, digit (1) | digit (2));
  }
  /* Three cells of 24: {7, 8, 9}; three of 23: {6, 8, 9}. */
  {
    g_autoptr (WpModel) model = wp_model_new (6, 1, digits (9));

    wp_sudoku_add_cage (model, seq, 3, 24, 9);
    wp_sudoku_add_cage (model, seq + 3, 3, 23, 9);
    propagate (model, root);
    for (guint i = 0; i < 3; i++)
      g_assert_cmphex (root[i], ==, digit (7) | digit (8) | digit (9));
    for (guint i = 3; i < 6; i++)
      g_assert_cmphex (root[i], ==, digit (6) | digit (8) | digit (9));
  }
  /* Bounds: two cells of 10 where one is at most 3 put the other on 7…9. */
  {
    g_autoptr (WpModel) model = wp_model_new (2, 1, digits (9));

    model->domains[0] = digit (1) | digit (2) | digit (3);
    wp_sudoku_add_cage (model, seq, 2, 10, 9);
    propagate (model, root);
    g_assert_cmphex (root[1], ==, digit (7) | digit (8) | digit (9));
  }
  /* Hidden single in a cage: 4 cells of 10 are {1, 2, 3, 4}; only cell 3
   * may hold 4. */
  {
    g_autoptr (WpModel) model = wp_model_new (4, 1, digits (9));

    for (guint i = 0; i < 3; i++)
      model->domains[i] = digit (1) | digit (2) | digit (3);
    wp_sudoku_add_cage (model, seq, 4, 10, 9);
    propagate (model, root);
    g_assert_cmphex (root[3], ==, digit (4));
  }
  /* A cage without a sum: a placed digit leaves the others. */
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (9));

    model->domains[0] = digit (5);
    wp_sudoku_add_cage (model, seq, 3, 0, 9);
    propagate (model, root);
    g_assert_cmphex (root[1], ==, digits (9) & ~digit (5));
  }
  /* Three cells without a sum on three digits use all three: the one
   * cell that may hold 3 does. */
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (9));

    model->domains[0] = model->domains[1] = digit (1) | digit (2);
    model->domains[2] = digits (3);
    wp_sudoku_add_cage (model, seq, 3, 0, 9);
    propagate (model, root);
    g_assert_cmphex (root[2], ==, digit (3));
  }
  /* A thermometer of 9 on 1…9 fixes every cell; one of 3 bounds them. */
  {
    g_autoptr (WpModel) model = wp_model_new (9, 1, digits (9));

    wp_sudoku_add_thermometer (model, seq, 9, 9);
    propagate (model, root);
    for (guint i = 0; i < 9; i++)
      g_assert_cmphex (root[i], ==, digit ((gint) i + 1));
  }
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (9));

    model->domains[1] = digit (4) | digit (9);
    wp_sudoku_add_thermometer (model, seq, 3, 9);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digits (3));
    g_assert_cmphex (root[1], ==, digit (4));
    g_assert_cmphex (root[2], ==, digits (9) & ~digits (4));
  }
  /* Arrow: circle over two cells of 1…9 is 2…9 and each cell at most 8;
   * a circle of 3 makes the line 1 and 2 in some order. */
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (9));

    wp_sudoku_add_arrow (model, seq, 1, seq + 1, 2, 9);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digits (9) & ~digit (1));
    g_assert_cmphex (root[1], ==, digits (8));
    g_assert_cmphex (root[2], ==, digits (8));
    model->domains[0] = digit (3);
    propagate (model, root);
    g_assert_cmphex (root[1], ==, digits (2));
    g_assert_cmphex (root[2], ==, digits (2));
  }
  /* A two-cell circle over two cells of 1…9 reads 11…18: tens 1. */
  {
    g_autoptr (WpModel) model = wp_model_new (4, 1, digits (9));

    wp_sudoku_add_arrow (model, seq, 2, seq + 2, 2, 9);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digit (1));
    g_assert_cmphex (root[1], ==, digits (8));
    /* 11 at least: 2…9 for each line cell. */
    g_assert_cmphex (root[2], ==, digits (9) & ~digit (1));
    g_assert_cmphex (root[3], ==, digits (9) & ~digit (1));
  }
  /* Pairs: white dot next to 5 leaves 4 and 6; black dot on 1…9 leaves
   * the digits with a double or a half. */
  {
    g_autoptr (WpModel) model = wp_model_new (4, 1, digits (9));

    model->domains[0] = digit (5);
    wp_sudoku_add_pair (model, 0, 1, WP_PAIR_CONSECUTIVE, 0, 9);
    wp_sudoku_add_pair (model, 2, 3, WP_PAIR_DOUBLE, 0, 9);
    propagate (model, root);
    g_assert_cmphex (root[1], ==, digit (4) | digit (6));
    g_assert_cmphex (root[2], ==, digit (1) | digit (2) | digit (3) | digit (4) | digit (6) | digit (8));
    g_assert_cmphex (root[3], ==, root[2]);
  }
  /* XV: a V (5) leaves 1…4 on both sides. */
  {
    g_autoptr (WpModel) model = wp_model_new (2, 1, digits (9));

    wp_sudoku_add_pair (model, 0, 1, WP_PAIR_SUM, 5, 9);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digits (4));
    g_assert_cmphex (root[1], ==, digits (4));
  }
}

/* Siteswap on 3 cells of 1…3: cell 0 lands digit d on beat d mod 3, cell 1
 * on (1 + d) mod 3, cell 2 on (2 + d) mod 3.  With cell 1 on {1, 3}
 * (beats 2, 1) and cell 2 on {2, 3} (beats 1, 2), only cell 0 reaches beat
 * 0, with a 3: a hidden single.  Cells 1 and 2 stay open (312 and 333). */
static void
test_siteswap_pruning (void)
{
  const guint seq[] = { 0, 1, 2 };
  WpDomain root[3];
  gint failed = 0;

  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (3));

    model->domains[1] = digit (1) | digit (3);
    model->domains[2] = digit (2) | digit (3);
    wp_sudoku_add_siteswap (model, seq, 3, 3);
    propagate (model, root);
    g_assert_cmphex (root[0], ==, digit (3));
    g_assert_cmphex (root[1], ==, digit (1) | digit (3));
    g_assert_cmphex (root[2], ==, digit (2) | digit (3));
    g_assert_cmpuint (engine_count (model), ==, 2);
  }
  /* Naked single: cell 0 placed on 1 (beat 1) takes beat 1 from the
   * others: cell 1 loses 3, cell 2 loses 2. */
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (3));

    model->domains[0] = digit (1);
    wp_sudoku_add_siteswap (model, seq, 3, 3);
    propagate (model, root);
    g_assert_cmphex (root[1], ==, digit (1) | digit (2));
    g_assert_cmphex (root[2], ==, digit (1) | digit (3));
  }
  /* Pigeonhole: no cell reaches beat 0 — cell 0 on {1, 2} (beats 1, 2),
   * cell 1 on {1, 3} (2, 1), cell 2 on {2, 3} (1, 2) — fails at once. */
  {
    g_autoptr (WpModel) model = wp_model_new (3, 1, digits (3));

    model->domains[0] = digit (1) | digit (2);
    model->domains[1] = digit (1) | digit (3);
    model->domains[2] = digit (2) | digit (3);
    wp_sudoku_add_siteswap (model, seq, 3, 3);
    g_assert_false (wp_model_propagate_root (model, root, &failed));
    g_assert_cmpint (failed, ==, 0);
  }
}

/* A siteswap line longer than 64 beats (its beats take several words):
 * seventy 3s are valid; a few open cells are checked by brute force. */
static void
test_long_siteswap (void)
{
  WpDomain domains[70];
  Rule rule = { .kind = RULE_SITESWAP, .n = 70 };

  for (guint i = 0; i < 70; i++)
    {
      rule.cells[i] = i;
      domains[i] = digit (3);
    }
  g_assert_cmpuint (assert_counts_agree (domains, 70, &rule, 1, 9), ==, 1);
  /* Open cells around the 64-beat boundary, and at the end (wrapping). */
  domains[60] = domains[61] = domains[62] = digits (9);
  domains[66] = digits (9);
  domains[68] = domains[69] = digits (6);
  g_assert_cmpuint (assert_counts_agree (domains, 70, &rule, 1, 9), >, 1);
}

/* --- A whole 9×9 killer ------------------------------------------------------ */

static WpModel *
sudoku_9x9_model (void)
{
  WpModel *model = wp_model_new (81, 1, digits (9));
  guint cells[9];

  for (guint unit = 0; unit < 27; unit++)
    {
      for (guint i = 0; i < 9; i++)
        cells[i] = unit < 9 ? unit * 9 + i
                 : unit < 18 ? i * 9 + (unit - 9)
                 : ((unit - 18) / 3 * 3 + i / 3) * 9 + (unit - 18) % 3 * 3 + i % 3;
      wp_model_add_permutation (model, cells, 9, digits (9));
    }
  return model;
}

static gboolean
is_sudoku_9x9 (const gint *values)
{
  for (guint a = 0; a < 81; a++)
    for (guint b = 0; b < a; b++)
      if (values[a] == values[b] &&
          (a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3)))
        return FALSE;
  return TRUE;
}

/* A killer without givens: every row cut into four dominoes and a single
 * cell, the sums read off a valid grid.  The engine finds that grid among
 * its solutions, every solution keeps every rule, and propagation does the
 * work: few branches. */
static void
test_killer_9x9 (void)
{
  g_autoptr (WpModel) model = sudoku_9x9_model ();
  WpSearchOptions options = { .keep = 1000 };
  /* Wikipedia's example Sudoku, solved. */
  const char *solved =
    "534678912" "672195348" "198342567" "859761423" "426853791"
    "713924856" "961537284" "287419635" "345286179";
  WpSearchResult result;
  gint grid[81];
  Rule rules[45];
  guint n_rules = 0;
  gboolean found = FALSE;

  for (guint cell = 0; cell < 81; cell++)
    grid[cell] = solved[cell] - '0';
  g_assert_true (is_sudoku_9x9 (grid));
  for (guint r = 0; r < 9; r++)
    for (guint c = 0; c < 9; c += 2)
      {
        guint n = c < 8 ? 2 : 1;
        guint cells[2] = { r * 9 + c, r * 9 + c + 1 };
        gint sum = grid[cells[0]] + (n == 2 ? grid[cells[1]] : 0);

        rules[n_rules] = cells_rule (RULE_CAGE, cells, n, sum);
        rule_add (model, &rules[n_rules++], 9);
      }
  wp_count_solutions (model, &options, &result);
  g_test_message ("%" G_GUINT64_FORMAT " solutions, %" G_GUINT64_FORMAT " nodes, %" G_GINT64_FORMAT " us",
                  result.count, result.nodes, result.elapsed_us);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, >=, 1);
  g_assert_cmpuint (result.count, <=, 1000);
  g_assert_cmpuint (result.solutions->len, ==, result.count);
  for (guint s = 0; s < result.solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result.solutions, s);

      g_assert_true (is_sudoku_9x9 (values));
      g_assert_true (rules_hold (rules, n_rules, values));
      found |= memcmp (values, grid, sizeof grid) == 0;
    }
  g_assert_true (found);

  /* The same puzzle spelt with XV-style sums on the dominoes (cells in a
   * row differ anyway) and givens for the single cells: as many. */
  {
    g_autoptr (WpModel) spelt = sudoku_9x9_model ();

    for (guint r = 0; r < n_rules; r++)
      if (rules[r].n == 2)
        wp_sudoku_add_pair (spelt, rules[r].cells[0], rules[r].cells[1], WP_PAIR_SUM, rules[r].param, 9);
      else
        spelt->domains[rules[r].cells[0]] = digit (rules[r].param);
    g_assert_cmpuint (engine_count (spelt), ==, result.count);
  }
  wp_search_result_clear (&result);
}

/* A caller's bug is a critical and adds nothing; degenerate rules keep
 * their meaning. */
static void
test_bad_arguments (void)
{
  g_autoptr (WpModel) model = wp_model_new (4, 1, digits (9));
  const guint cells[] = { 0, 1, 2, 7 };

  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*n_circle == 1 || n_circle == 2*");
  wp_sudoku_add_arrow (model, cells, 3, cells + 3, 1, 9);
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*size_is_valid*");
  wp_sudoku_add_thermometer (model, cells, 3, 65);
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*vars[i] < model->n_vars*");
  wp_sudoku_add_cage (model, cells, 4, 20, 9);     /* cell 7 of 4 */
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*vars[i] < model->n_vars*");
  wp_sudoku_add_pair (model, 0, 7, WP_PAIR_SUM, 10, 9);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (model->propagators->len, ==, 0);

  /* One-cell thermometers and siteswaps, cages without cells or sum: no
   * rule.  An arrow without a line: no solution. */
  wp_sudoku_add_thermometer (model, cells, 1, 9);
  wp_sudoku_add_siteswap (model, cells, 1, 9);
  wp_sudoku_add_cage (model, NULL, 0, 0, 9);
  g_assert_cmpuint (model->propagators->len, ==, 0);
  g_assert_cmpuint (engine_count (model), ==, 9 * 9 * 9 * 9);
  wp_sudoku_add_arrow (model, cells, 1, NULL, 0, 9);
  g_assert_cmpuint (engine_count (model), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/variants/known-counts", test_known_counts);
  g_test_add_func ("/variants/siteswap-counts", test_siteswap_counts);
  g_test_add_func ("/variants/rules-on-4x4", test_rules_on_4x4);
  g_test_add_func ("/variants/anti-king-4x4", test_anti_king_4x4);
  g_test_add_func ("/variants/random/cages", test_random_cages);
  g_test_add_func ("/variants/random/cages-16", test_random_big_cages);
  g_test_add_func ("/variants/random/thermometers", test_random_thermometers);
  g_test_add_func ("/variants/random/arrows", test_random_arrows);
  g_test_add_func ("/variants/random/pairs", test_random_pairs);
  g_test_add_func ("/variants/random/siteswaps", test_random_siteswaps);
  g_test_add_func ("/variants/big-cages", test_big_cages);
  g_test_add_func ("/variants/pruning", test_pruning);
  g_test_add_func ("/variants/siteswap-pruning", test_siteswap_pruning);
  g_test_add_func ("/variants/long-siteswap", test_long_siteswap);
  g_test_add_func ("/variants/killer-9x9", test_killer_9x9);
  g_test_add_func ("/variants/bad-arguments", test_bad_arguments);
  return g_test_run ();
}
