/* test-lightsout.c — the Lights Out genre: counts against OEIS and brute
 * force, givens, the analysis (quiet patterns, true candidates, removable
 * givens), the .lights notation and the native file
 *
 * Everything the genre computes is held against something computed here
 * independently: press sets enumerated one by one, a dense elimination
 * written without the genre's code, and OEIS A159257 / A165738.
 */
#include "wp-test-utils.h"
#include "genres/lightsout/lightsout-private.h"
#include "core/wp-contradiction.h"
#include "core/wp-grade.h"

#include <string.h>

/* --- Independent helpers ------------------------------------------------------ */

/* The cells a press of (r, c) toggles as a bitmask, by the rules as the
 * seed states them, written without the genre's code: set semantics, so
 * a cell reached twice on a narrow torus is toggled once. */
static guint32
press_mask (guint w, guint h, guint r, guint c, gboolean square, gboolean torus)
{
  guint32 mask = 0;

  for (gint dr = -1; dr <= 1; dr++)
    for (gint dc = -1; dc <= 1; dc++)
      {
        gint rr = (gint) r + dr, cc = (gint) c + dc;

        if (!square && dr != 0 && dc != 0)
          continue;
        if (torus)
          {
            rr = (rr + (gint) h) % (gint) h;
            cc = (cc + (gint) w) % (gint) w;
          }
        else if (rr < 0 || cc < 0 || rr >= (gint) h || cc >= (gint) w)
          continue;
        mask |= 1u << (rr * (gint) w + cc);
      }
  return mask;
}

static WpPuzzle *
board (guint w, guint h, gboolean square, gboolean torus, guint32 lights)
{
  WpPuzzle *puzzle = wp_lightsout_new (w, h);

  wp_lightsout_set_neighbourhood (puzzle, square ? WP_LIGHTSOUT_SQUARE : WP_LIGHTSOUT_PLUS);
  wp_lightsout_set_torus (puzzle, torus);
  for (guint cell = 0; cell < w * h; cell++)
    wp_lightsout_set_light (puzzle, cell, (lights >> cell) & 1);
  return puzzle;
}

static WpPuzzle *
all_on (guint w, guint h, gboolean torus)
{
  WpPuzzle *puzzle = wp_lightsout_new (w, h);

  wp_lightsout_set_torus (puzzle, torus);
  for (guint cell = 0; cell < w * h; cell++)
    wp_lightsout_set_light (puzzle, cell, TRUE);
  return puzzle;
}

/* The lights @presses turn on, by the rules (not the genre's code). */
static guint32
lights_of (guint w, guint h, gboolean square, gboolean torus, const gint *presses)
{
  guint32 lights = 0;

  for (guint cell = 0; cell < w * h; cell++)
    if (presses[cell])
      lights ^= press_mask (w, h, cell / w, cell % w, square, torus);
  return lights;
}

/* The nullity of the n×n plus board's matrix by a dense elimination over
 * GF(2) that shares nothing with the genre. */
static guint
dense_nullity (guint n, gboolean torus)
{
  guint cells = n * n, words = (cells + 63) / 64, rank = 0;
  g_autofree guint64 *m = g_new0 (guint64, (gsize) cells * words);

  for (guint i = 0; i < cells; i++)
    {
      guint r = i / n, c = i % n;
      const gint d[5][2] = { { 0, 0 }, { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

      for (guint k = 0; k < 5; k++)
        {
          gint rr = (gint) r + d[k][0], cc = (gint) c + d[k][1];

          if (torus)
            rr = (rr + (gint) n) % (gint) n, cc = (cc + (gint) n) % (gint) n;
          else if (rr < 0 || cc < 0 || rr >= (gint) n || cc >= (gint) n)
            continue;
          m[(gsize) i * words + (guint) (rr * (gint) n + cc) / 64] |= G_GUINT64_CONSTANT (1) << ((guint) (rr * (gint) n + cc) % 64);
        }
    }
  for (guint col = 0; col < cells && rank < cells; col++)
    {
      guint p = rank;

      while (p < cells && !((m[(gsize) p * words + col / 64] >> (col % 64)) & 1))
        p++;
      if (p == cells)
        continue;
      for (guint w = 0; w < words; w++)
        {
          guint64 t = m[(gsize) p * words + w];

          m[(gsize) p * words + w] = m[(gsize) rank * words + w];
          m[(gsize) rank * words + w] = t;
        }
      for (guint i = 0; i < cells; i++)
        if (i != rank && ((m[(gsize) i * words + col / 64] >> (col % 64)) & 1))
          for (guint w = 0; w < words; w++)
            m[(gsize) i * words + w] ^= m[(gsize) rank * words + w];
      rank++;
    }
  return cells - rank;
}

static void
count (const WpPuzzle *puzzle, guint keep, WpSearchResult *result)
{
  wp_test_count (puzzle, 0, keep, result);
  g_assert_true (result->exact);
}

static void
assert_power_of_two (const WpSearchResult *result, guint log2)
{
  g_assert_cmpint (result->count_kind, ==, WP_COUNT_POWER_OF_TWO);
  g_assert_cmpuint (result->log2, ==, log2);
  g_assert_cmpuint (result->count, ==, log2 < 64 ? G_GUINT64_CONSTANT (1) << log2 : G_MAXUINT64);
}

/* --- OEIS ---------------------------------------------------------------------- */

/* A159257 (rank deficiency of the n×n plus board) and A165738 (the same on
 * a torus), n = 1 … 30, as OEIS lists them; each is also recomputed here
 * by dense elimination, and by enumerating press sets for n ≤ 4. */
static const guint a159257[30] = { 0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0,
                                   0, 0, 14, 4, 0, 0, 0, 0, 10, 20 };
static const guint a165738[30] = { 0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32,
                                   4, 0, 0, 32, 8, 0, 4, 0, 0, 24 };

static guint64
brute_force_all_on (guint n, gboolean torus)
{
  guint cells = n * n;
  guint32 target = (guint32) ((G_GUINT64_CONSTANT (1) << cells) - 1), lights = 0;
  g_autofree guint32 *masks = g_new (guint32, cells);
  guint64 found = 0;

  for (guint cell = 0; cell < cells; cell++)
    masks[cell] = press_mask (n, n, cell / n, cell % n, FALSE, torus);
  /* Gray-code order: one press changes at each step. */
  for (guint64 i = 0; i < (G_GUINT64_CONSTANT (1) << cells); i++)
    {
      if (i > 0)
        lights ^= masks[__builtin_ctzll (i)];
      found += lights == target;
    }
  return found;
}

static void
test_oeis_all_on (void)
{
  for (guint n = 1; n <= 30; n++)
    for (guint t = 0; t < 2; t++)
      {
        g_autoptr (WpPuzzle) puzzle = all_on (n, n, t);
        guint expected = t ? a165738[n - 1] : a159257[n - 1];
        WpSearchResult result;

        g_assert_cmpuint (dense_nullity (n, t), ==, expected);
        if (n <= 4)
          g_assert_cmpuint (brute_force_all_on (n, t), ==, G_GUINT64_CONSTANT (1) << expected);
        count (puzzle, 2, &result);
        assert_power_of_two (&result, expected);
        g_assert_cmpuint (result.solutions->len, ==, MIN (2u, 1u << MIN (expected, 8)));
        wp_search_result_clear (&result);
      }
}

/* Both ways to the answer (light chasing, plain elimination) agree on the
 * count and on every solution they give. */
static gboolean
solves (const WpPuzzle *puzzle, const guint64 *x)
{
  const guint8 *lights = wp_lightsout_get_lights (puzzle);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      guint around[9], n = wp_lightsout_neighbours (puzzle, cell, around), parity = 0;

      for (guint i = 0; i < n; i++)
        parity ^= wp_gf2_get (x, around[i]);
      if (parity != lights[cell])
        return FALSE;
      if (puzzle->cells[cell] != WP_CELL_EMPTY && (guint) puzzle->cells[cell] != wp_gf2_get (x, cell))
        return FALSE;
    }
  return TRUE;
}

static void
test_methods_agree (void)
{
  for (guint n = 1; n <= 40; n++)
    {
      g_autoptr (WpPuzzle) puzzle = all_on (n, n, FALSE);
      WpGf2Solution chased, plain;

      if (n % 7 == 3)
        puzzle->cells[n / 2] = 1;   /* a given too */
      g_assert_true (wp_lightsout_solve (puzzle, NULL, NULL, &chased));
      g_assert_true (wp_lightsout_solve_plain (puzzle, NULL, NULL, &plain));
      g_assert_cmpint (chased.consistent, ==, plain.consistent);
      g_assert_cmpuint (chased.nullity, ==, plain.nullity);
      if (chased.consistent)
        {
          g_assert_true (solves (puzzle, chased.particular));
          g_assert_true (solves (puzzle, plain.particular));
        }
      wp_gf2_solution_clear (&chased);
      wp_gf2_solution_clear (&plain);
    }
}

/* --- Brute force over every small board -------------------------------------------- */

typedef struct {
  guint     w, h;
  gboolean  square, torus;
  guint32  *lights_of_presses;   /* 2^n: the lights each press set turns on */
} Small;

static void
small_init (Small *s, guint w, guint h, gboolean square, gboolean torus)
{
  guint cells = w * h;
  guint32 masks[16], lights = 0, gray = 0;

  *s = (Small) { w, h, square, torus, g_new (guint32, (gsize) 1 << cells) };
  for (guint cell = 0; cell < cells; cell++)
    masks[cell] = press_mask (w, h, cell / w, cell % w, square, torus);
  for (guint32 i = 0; i < (1u << cells); i++)
    {
      if (i > 0)
        {
          lights ^= masks[__builtin_ctz (i)];
          gray ^= 1u << __builtin_ctz (i);
        }
      s->lights_of_presses[gray] = lights;
    }
}

/* Press sets that turn @lights on and agree with the givens (@given_mask
 * cells hold the bits of @given_values). */
static guint64
small_count (const Small *s, guint32 lights, guint32 given_mask, guint32 given_values)
{
  guint64 found = 0;

  for (guint32 x = 0; x < (1u << (s->w * s->h)); x++)
    found += s->lights_of_presses[x] == lights && (x & given_mask) == given_values;
  return found;
}

static void
check_small (const Small *s, guint32 lights, guint32 given_mask, guint32 given_values)
{
  g_autoptr (WpPuzzle) puzzle = board (s->w, s->h, s->square, s->torus, lights);
  guint64 expected = small_count (s, lights, given_mask, given_values);
  WpSearchResult result;
  guint cells = s->w * s->h;

  for (guint cell = 0; cell < cells; cell++)
    if ((given_mask >> cell) & 1)
      puzzle->cells[cell] = (given_values >> cell) & 1;
  count (puzzle, 8, &result);
  if (expected == 0)
    {
      g_assert_cmpuint (result.count, ==, 0);
      g_assert_cmpuint (result.solutions->len, ==, 0);
    }
  else
    {
      g_assert_cmpint (result.count_kind, ==, WP_COUNT_POWER_OF_TWO);
      g_assert_cmpuint (result.count, ==, expected);
      g_assert_cmpuint (G_GUINT64_CONSTANT (1) << result.log2, ==, expected);
      g_assert_cmpuint (result.solutions->len, ==, MIN (expected, 8));
    }
  for (guint i = 0; i < result.solutions->len; i++)
    {
      const gint *x = g_ptr_array_index (result.solutions, i);

      g_assert_cmpuint (lights_of (s->w, s->h, s->square, s->torus, x), ==, lights);
      for (guint cell = 0; cell < cells; cell++)
        if ((given_mask >> cell) & 1)
          g_assert_cmpint (x[cell], ==, (gint) ((given_values >> cell) & 1));
      for (guint j = 0; j < i; j++)
        g_assert_true (memcmp (x, g_ptr_array_index (result.solutions, j), sizeof (gint) * cells) != 0);
    }
  wp_search_result_clear (&result);
}

/* Every shape up to 12 cells with every light pattern up to 2^8 of them
 * (else 256 drawn, half of them solvable); 13 to 16 cells with 24 drawn.
 * Each plus/square × plain/torus; a third of the cases with givens. */
static void
test_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261124);

  for (guint cells = 1; cells <= 16; cells++)
    for (guint w = 1; w <= cells; w++)
      {
        guint h = cells / w;

        if (w * h != cells)
          continue;
        for (guint variant = 0; variant < 4; variant++)
          {
            Small s;
            guint n_cases = cells <= 8 ? 1u << cells : cells <= 12 ? 256 : 24;

            small_init (&s, w, h, variant & 1, variant >> 1);
            for (guint i = 0; i < n_cases; i++)
              {
                guint32 all = (guint32) ((G_GUINT64_CONSTANT (1) << cells) - 1);
                guint32 lights = cells <= 8 ? i : g_rand_int (rand) & all;
                guint32 given_mask = 0, given_values = 0;

                if (cells > 8 && i % 2 == 0)   /* solvable: the lights of some presses */
                  lights = s.lights_of_presses[g_rand_int (rand) & all];
                if (g_rand_int_range (rand, 0, 3) == 0)
                  {
                    given_mask = g_rand_int (rand) & g_rand_int (rand) & all;
                    given_values = g_rand_int (rand) & given_mask;
                  }
                check_small (&s, lights, given_mask, given_values);
              }
            g_free (s.lights_of_presses);
          }
      }
}

/* --- Givens ---------------------------------------------------------------------- */

static void
test_givens (void)
{
  g_autoptr (WpPuzzle) classic = all_on (5, 5, FALSE);
  g_autoptr (WpPuzzle) fixed = NULL;
  g_autoptr (WpPuzzle) clash = NULL;
  g_autoptr (GPtrArray) conflicts = NULL;
  WpSearchResult result, narrowed;
  const gint *first, *second;
  guint differ = 0;

  /* The count is known whole; the solutions kept follow keep and cap. */
  count (classic, 3, &result);
  assert_power_of_two (&result, 2);
  g_assert_cmpuint (result.solutions->len, ==, 3);
  wp_search_result_clear (&result);
  wp_test_count (classic, 2, 4, &result);
  g_assert_true (result.exact);
  assert_power_of_two (&result, 2);
  g_assert_cmpuint (result.solutions->len, ==, 2);
  wp_search_result_clear (&result);
  count (classic, 4, &result);
  assert_power_of_two (&result, 2);
  g_assert_cmpuint (result.solutions->len, ==, 4);
  first = g_ptr_array_index (result.solutions, 0);
  second = g_ptr_array_index (result.solutions, 1);
  while (first[differ] == second[differ])
    differ++;

  /* A given press fixes that cell in every solution: half are left. */
  fixed = wp_puzzle_copy (classic);
  fixed->cells[differ] = second[differ];
  count (fixed, 4, &narrowed);
  assert_power_of_two (&narrowed, 1);
  for (guint i = 0; i < narrowed.solutions->len; i++)
    g_assert_cmpint (((const gint *) g_ptr_array_index (narrowed.solutions, i))[differ], ==, second[differ]);
  wp_search_result_clear (&narrowed);

  /* Every cell given as solution 0 but one flipped: no solution, and the
   * clash finder names the lights the givens leave on. */
  clash = wp_puzzle_copy (classic);
  memcpy (clash->cells, first, sizeof (gint) * 25);
  clash->cells[differ] = 1 - first[differ];
  count (clash, 4, &narrowed);
  g_assert_cmpuint (narrowed.count, ==, 0);
  wp_search_result_clear (&narrowed);
  conflicts = wp_genre_lightsout.find_conflicts (clash);
  g_assert_cmpuint (conflicts->len, >, 0);
  g_assert_true (g_str_has_prefix (((WpConflict *) g_ptr_array_index (conflicts, 0))->message, "the light at r"));
  g_assert_true (wp_test_is_solution (classic, first));
  g_assert_false (wp_test_is_solution (classic, clash->cells));
  wp_search_result_clear (&result);
}

/* --- The analysis model ---------------------------------------------------------- */

/* The generic engine on the analysis model (parity propagators, no
 * backend) enumerates exactly what the elimination counts. */
static void
test_analysis_model (void)
{
  for (guint n = 1; n <= 5; n++)
    for (guint t = 0; t < 2; t++)
      {
        g_autoptr (WpPuzzle) puzzle = all_on (n, n, t);
        g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, NULL);
        WpSearchOptions options = { .cap = 0, .keep = 1 };
        WpSearchResult generic, linear;

        g_assert_null (model->backend);
        wp_count_solutions (model, &options, &generic);
        count (puzzle, 1, &linear);
        g_assert_true (generic.exact);
        g_assert_cmpint (generic.count_kind, ==, WP_COUNT_ENUMERATED);
        g_assert_cmpuint (generic.count, ==, linear.count);
        wp_search_result_clear (&generic);
        wp_search_result_clear (&linear);
      }
}

/* One press left open by a light's neighbourhood is forced. */
static void
test_parity_propagates (void)
{
  g_autoptr (WpPuzzle) puzzle = board (3, 1, FALSE, FALSE, 0x1);   /* lights 1 0 0 */
  g_autoptr (WpModel) model = NULL;
  WpDomain domains[3];

  puzzle->cells[0] = 0;   /* light 0 = x0 ⊕ x1, so x1 = 1 */
  model = wp_puzzle_build_analysis_model (puzzle, NULL);
  g_assert_true (wp_model_propagate_root (model, domains, NULL));
  g_assert_cmpuint (domains[1], ==, 2);
  /* light 1 = x0 ⊕ x1 ⊕ x2 = 0, so x2 = 1; light 2 = x1 ⊕ x2 = 0 holds. */
  g_assert_cmpuint (domains[2], ==, 2);
  puzzle->cells[2] = 0;
  g_clear_pointer (&model, wp_model_free);
  model = wp_puzzle_build_analysis_model (puzzle, NULL);
  g_assert_false (wp_model_propagate_root (model, domains, NULL));
}

/* --- The genre's own analysis ------------------------------------------------------ */

static WpAnalysis *
analyse (const WpPuzzle *puzzle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();
  WpAnalysisOptions options = { .cap = 10000, .max_suggestions = 3 };
  WpAnalysis *analysis = wp_analyse (puzzle, &options, search, &error);

  g_assert_no_error (error);
  g_assert_nonnull (analysis);
  return analysis;
}

static void
test_analysis_patterns (void)
{
  /* 4×4 all on: 16 solutions (k = 4). */
  g_autoptr (WpPuzzle) puzzle = all_on (4, 4, FALSE);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  guint64 expected_counts[16][2] = { { 0 } };
  guint closest = G_MAXUINT, found = 0;
  const gint *first;
  Small s;

  g_assert_true (analysis->exact);
  g_assert_cmpint (analysis->count_kind, ==, WP_COUNT_POWER_OF_TWO);
  g_assert_cmpuint (analysis->log2, ==, 4);
  g_assert_cmpuint (analysis->count, ==, 16);
  g_assert_cmpuint (analysis->n_values, ==, 2);
  g_assert_cmpint (analysis->value_base, ==, 0);
  g_assert_cmpuint (analysis->solutions->len, ==, 16);
  first = g_ptr_array_index (analysis->solutions, 0);

  /* True candidates and the closest alternative against every press set. */
  small_init (&s, 4, 4, FALSE, FALSE);
  for (guint32 x = 0; x < (1u << 16); x++)
    if (s.lights_of_presses[x] == 0xffff)
      {
        guint distance = 0;

        found++;
        for (guint cell = 0; cell < 16; cell++)
          {
            expected_counts[cell][(x >> cell) & 1]++;
            distance += ((x >> cell) & 1) != (guint) first[cell];
          }
        if (distance > 0)
          closest = MIN (closest, distance);
      }
  g_free (s.lights_of_presses);
  g_assert_cmpuint (found, ==, 16);
  for (guint cell = 0; cell < 16; cell++)
    for (gint v = 0; v < 2; v++)
      g_assert_cmpuint (wp_analysis_value_count (analysis, cell, v), ==, expected_counts[cell][v]);
  g_assert_cmpuint (analysis->closest_distance, ==, closest);
  g_assert_true (analysis->closest_proved);

  /* One quiet pattern per kernel basis vector; each swapped into solution
   * 0 gives another solution. */
  g_assert_cmpuint (analysis->patterns->len, ==, 4);
  for (guint p = 0; p < analysis->patterns->len; p++)
    {
      const WpPattern *pattern = g_ptr_array_index (analysis->patterns, p);
      gint swapped[16];
      g_autofree char *where = g_strdup_printf ("pressing these %u cells changes no light", pattern->cells->len);

      g_assert_cmpstr (pattern->kind, ==, "quiet pattern");
      g_assert_cmpstr (pattern->where, ==, where);
      memcpy (swapped, first, sizeof swapped);
      for (guint i = 0; i < pattern->cells->len; i++)
        {
          guint cell = g_array_index (pattern->cells, guint, i);

          g_assert_cmpint (g_array_index (pattern->first, gint, i), ==, first[cell]);
          g_assert_cmpint (g_array_index (pattern->second, gint, i), ==, 1 - first[cell]);
          swapped[cell] = g_array_index (pattern->second, gint, i);
        }
      g_assert_cmpuint (lights_of (4, 4, FALSE, FALSE, swapped), ==, 0xffff);
    }
  /* Ambiguous: the core still proves suggestions by counting. */
  g_assert_nonnull (analysis->suggestions);
  g_assert_cmpuint (analysis->suggestions->len, >, 0);
}

/* 3×3 all on is unique (A159257(3) = 0): given presses that agree with
 * the solution can all go, each proved by counting; the lights never. */
static void
test_analysis_removable (void)
{
  g_autoptr (WpPuzzle) puzzle = all_on (3, 3, FALSE);
  g_autoptr (WpAnalysis) plain = analyse (puzzle);
  g_autoptr (WpAnalysis) analysis = NULL;
  const gint *solution = g_ptr_array_index (plain->solutions, 0);

  g_assert_cmpuint (plain->count, ==, 1);
  g_assert_cmpuint (plain->log2, ==, 0);
  puzzle->cells[0] = solution[0];
  puzzle->cells[4] = solution[4];
  analysis = analyse (puzzle);
  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_nonnull (analysis->removable);
  g_assert_cmpuint (analysis->removable->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const WpClueRef *clue = &g_array_index (analysis->removable, WpClueRef, i);

      g_assert_cmpint (clue->kind, ==, WP_CLUE_CELL);
      g_assert_cmpuint (clue->index, ==, i == 0 ? 0 : 4);
    }
  /* Every cell determined: all of the one solution's value. */
  for (guint cell = 0; cell < 9; cell++)
    g_assert_cmpuint (wp_analysis_value_count (analysis, cell, solution[cell]), ==, 1);
}

static void
test_analysis_no_solution (void)
{
  /* 4×4 plus: a single light on is not in the image (k = 4). */
  g_autoptr (WpPuzzle) puzzle = board (4, 4, FALSE, FALSE, 0x1);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);
  Small s;

  small_init (&s, 4, 4, FALSE, FALSE);
  g_assert_cmpuint (small_count (&s, 0x1, 0, 0), ==, 0);
  g_free (s.lights_of_presses);
  g_assert_true (analysis->exact);
  g_assert_cmpuint (analysis->count, ==, 0);
  g_assert_cmpuint (analysis->solutions->len, ==, 0);
}

/* The proof of no solution is a set of lights that every free press
 * meets an even number of times while an odd number of them are on after
 * the given presses: checked here with the masks of press_mask(), on every
 * unsolvable case drawn from shapes up to 12 cells, each neighbourhood,
 * plain and torus, with and without givens. */
static void
check_parity_proof (const Small *s, guint32 lights, guint32 given_mask, guint32 given_values)
{
  g_autoptr (WpPuzzle) puzzle = board (s->w, s->h, s->square, s->torus, lights);
  g_autoptr (WpAnalysis) analysis = NULL;
  guint cells = s->w * s->h, on = 0;
  guint32 framed = 0, after = lights;
  g_autofree char *numbers = NULL;

  for (guint cell = 0; cell < cells; cell++)
    if ((given_mask >> cell) & 1)
      {
        puzzle->cells[cell] = (given_values >> cell) & 1;
        if (puzzle->cells[cell])
          after ^= press_mask (s->w, s->h, cell / s->w, cell % s->w, s->square, s->torus);
      }
  analysis = analyse (puzzle);
  g_assert_cmpuint (analysis->count, ==, 0);
  g_assert_nonnull (analysis->contradiction);
  g_assert_cmpint (analysis->contradiction->kind, ==, WP_CONTRADICTION_SET);
  for (guint i = 0; i < analysis->contradiction->cells->len; i++)
    framed |= 1u << g_array_index (analysis->contradiction->cells, guint, i);
  for (guint cell = 0; cell < cells; cell++)
    if (!((given_mask >> cell) & 1))
      g_assert_cmpuint (__builtin_popcount (press_mask (s->w, s->h, cell / s->w, cell % s->w, s->square, s->torus)
                                            & framed) % 2, ==, 0);
  on = (guint) __builtin_popcount (framed & after);
  g_assert_cmpuint (on % 2, ==, 1);
  numbers = g_strdup_printf ("%u framed light", analysis->contradiction->cells->len);
  g_assert_nonnull (strstr (analysis->contradiction->message, numbers));
}

static void
test_analysis_why_no_solution (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1124);
  guint checked = 0;

  for (guint cells = 1; cells <= 12; cells++)
    for (guint w = 1; w <= cells; w++)
      for (guint variant = 0; cells % w == 0 && variant < 4; variant++)
        {
          Small s;
          guint32 all = (1u << cells) - 1;

          small_init (&s, w, cells / w, variant & 1, variant >> 1);
          for (guint i = 0; i < 40; i++)
            {
              guint32 lights = g_rand_int (rand) & all, given_mask = 0, given_values = 0;

              if (i % 2)
                {
                  given_mask = g_rand_int (rand) & g_rand_int (rand) & all;
                  given_values = g_rand_int (rand) & given_mask;
                }
              if (small_count (&s, lights, given_mask, given_values) > 0)
                continue;
              check_parity_proof (&s, lights, given_mask, given_values);
              checked++;
            }
          g_free (s.lights_of_presses);
        }
  /* Enough unsolvable boards were drawn to mean something. */
  g_assert_cmpuint (checked, >, 300);
}

/* The grader's three levels on 3×3 boards, and on every unique board of
 * 6×6 drawn at random: the path's presses, replayed with press_mask(),
 * turn every light off, each chasing step presses below a light that is
 * still on, and the level follows the first row. */
static void
assert_path_clears (guint w, guint h, gboolean square, guint32 lights, const WpGrade *grade)
{
  guint32 state = lights;
  guint pressed_in_first_row = 0;

  for (guint i = 0; i < grade->steps->len; i++)
    {
      const WpGradeStep *step = g_ptr_array_index (grade->steps, i);

      for (guint j = 0; j < step->placed->len; j++)
        {
          const WpCellValue *v = &g_array_index (step->placed, WpCellValue, j);

          if (v->value != 1)
            continue;
          if (g_str_equal (step->technique, "chase"))
            g_assert_true ((state >> (v->cell - w)) & 1);
          pressed_in_first_row += v->cell < w;
          state ^= press_mask (w, h, v->cell / w, v->cell % w, square, FALSE);
        }
    }
  g_assert_cmpuint (state, ==, 0);
  if (!square)
    g_assert_cmpstr (grade->level->id, ==, pressed_in_first_row ? "first-row" : "chase");
}

static void
test_grade (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2411);
  const struct { guint32 lights; gboolean square; const char *level; const char *first; } cases[] = {
    { 0x0ba, FALSE, "chase", "Press r2c2: the light above it, r1c2, is still on" },   /* a press at r2c2 */
    { 0x00b, FALSE, "first-row", "Press r1c1 (a first-row press)" },                  /* a press at r1c1 */
    { 0x01b, TRUE, "equations", "Press r1c1 (from the equations)" },                  /* the same, 3×3 block */
  };
  Small s;
  guint graded = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (WpPuzzle) puzzle = board (3, 3, cases[i].square, FALSE, cases[i].lights);
      g_autoptr (WpGrade) grade = wp_test_grade (puzzle, "lightsout");

      g_assert_cmpstr (grade->level->id, ==, cases[i].level);
      g_assert_cmpuint (grade->steps->len, ==, 2);
      g_assert_cmpstr (((WpGradeStep *) g_ptr_array_index (grade->steps, 0))->text, ==, cases[i].first);
      g_assert_cmpstr (((WpGradeStep *) g_ptr_array_index (grade->steps, 1))->text, ==,
                       "Every other cell stays unpressed");
      assert_path_clears (3, 3, cases[i].square, cases[i].lights, grade);
    }

  /* 4×4 plus has k = 4: only boards in the image with givens pinning
   * the rest are unique; 3×4 plus is nonsingular, so every board is. */
  small_init (&s, 4, 3, FALSE, FALSE);
  for (guint i = 0; i < 60; i++)
    {
      guint32 lights = g_rand_int (rand) & 0xfff;
      g_autoptr (WpPuzzle) puzzle = board (4, 3, FALSE, FALSE, lights);
      g_autoptr (WpGrade) grade = NULL;

      if (small_count (&s, lights, 0, 0) != 1)
        continue;
      grade = wp_test_grade (puzzle, "lightsout");
      assert_path_clears (4, 3, FALSE, lights, grade);
      graded++;
    }
  g_free (s.lights_of_presses);
  g_assert_cmpuint (graded, >, 50);
}

/* 95×95 all on: k = 62 (A159257(95)), counted exactly without listing. */
static void
test_analysis_large_kernel (void)
{
  g_autoptr (WpPuzzle) puzzle = all_on (95, 95, FALSE);
  g_autoptr (WpAnalysis) analysis = analyse (puzzle);

  g_assert_cmpuint (analysis->log2, ==, 62);
  g_assert_cmpuint (analysis->count, ==, G_GUINT64_CONSTANT (1) << 62);
  g_assert_cmpuint (analysis->patterns->len, ==, 62);
  g_assert_false (analysis->closest_proved);
  g_assert_cmpuint (analysis->closest_distance, >, 0);
  g_assert_cmpuint (analysis->solutions->len, ==, 64);
}

/* --- Large boards ------------------------------------------------------------------- */

static void
test_large (void)
{
  g_autoptr (WpPuzzle) hundred = all_on (100, 100, FALSE);
  g_autoptr (WpPuzzle) ninety_nine = all_on (99, 99, FALSE);
  g_autoptr (WpPuzzle) square = all_on (100, 100, TRUE);
  WpGf2Solution plain;
  WpSearchResult result;

  count (hundred, 1, &result);
  assert_power_of_two (&result, 0);   /* A159257(100) = 0 */
  wp_search_result_clear (&result);
  count (ninety_nine, 1, &result);
  assert_power_of_two (&result, 16);   /* A159257(99) = 16 */
  wp_search_result_clear (&result);
  /* The plain elimination, square neighbourhood on a torus: it agrees with
   * itself on a solution it gives. */
  wp_lightsout_set_neighbourhood (square, WP_LIGHTSOUT_SQUARE);
  g_assert_true (wp_lightsout_solve_plain (square, NULL, NULL, &plain));
  g_assert_true (plain.consistent);
  g_assert_true (solves (square, plain.particular));
  count (square, 1, &result);
  assert_power_of_two (&result, plain.nullity);
  wp_search_result_clear (&result);
  wp_gf2_solution_clear (&plain);
}

/* --- Clues inside cells, values, generation -------------------------------------------- */

static void
test_cell_clues (void)
{
  const WpCellClueHooks *hooks = wp_genre_lightsout.cell_clues;
  g_autoptr (WpPuzzle) puzzle = wp_lightsout_new (3, 3);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GArray) clues = NULL;
  const gint presses[9] = { 1, 0, 0,  0, 0, 0,  0, 0, 1 };

  g_assert_false (hooks->can_hide);
  g_assert_cmpint (hooks->style (puzzle, 4), ==, WP_CELL_CLUE_NONE);
  g_assert_true (hooks->set (puzzle, 4, " 1 ", &error));
  g_assert_cmpint (hooks->style (puzzle, 4), ==, WP_CELL_CLUE_LIT);
  text = hooks->text (puzzle, 4);
  g_assert_cmpstr (text, ==, "1");
  g_assert_false (hooks->set (puzzle, 5, "?", &error));
  g_assert_cmpstr (error->message, ==, "r2c3: a light is on (1) or off (0), never unknown");
  hooks->derive (puzzle, presses);
  /* r1c1 pressed: r1c1, r1c2, r2c1 lit; r3c3 pressed: r3c3, r3c2, r2c3. */
  g_assert_cmpmem (wp_lightsout_get_lights (puzzle), 9, ((const guint8[9]) { 1, 1, 0,  1, 0, 1,  0, 1, 1 }), 9);
  /* Lights are no clue a generator or the analysis may take away. */
  clues = wp_clue_list (puzzle);
  g_assert_cmpuint (clues->len, ==, 0);

  g_assert_cmpint (wp_genre_lightsout.value_for_char (puzzle, '1'), ==, 1);
  g_assert_cmpint (wp_genre_lightsout.value_for_char (puzzle, 'x'), ==, 1);
  g_assert_cmpint (wp_genre_lightsout.value_for_char (puzzle, '.'), ==, 0);
  g_assert_cmpint (wp_genre_lightsout.value_for_char (puzzle, ' '), ==, WP_CELL_EMPTY);
  g_assert_cmpint (wp_genre_lightsout.value_for_char (puzzle, '7'), ==, -2);
  g_assert_cmpint (wp_genre_lightsout.view->glyph (puzzle, 1), ==, WP_GLYPH_DISC);
  g_assert_cmpint (wp_genre_lightsout.view->glyph (puzzle, 0), ==, WP_GLYPH_DOT);
}

static guint32
lights_mask (const WpPuzzle *puzzle)
{
  guint32 mask = 0;

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    mask |= (guint32) wp_lightsout_get_lights (puzzle)[cell] << cell;
  return mask;
}

static void
test_generate (void)
{
  g_autoptr (WpPuzzle) shape = wp_lightsout_new (5, 5);
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (WpGenerated) generated = NULL;
  g_autoptr (GError) error = NULL;
  WpGenerateOptions options;
  WpSearchResult result;

  wp_generate_options_init (&options);
  options.seed = 7;
  generated = wp_generate (shape, &options, FALSE, search, &error);
  g_assert_no_error (error);
  g_assert_nonnull (generated);
  count (generated->puzzle, 2, &result);
  assert_power_of_two (&result, 0);
  g_assert_cmpmem (g_ptr_array_index (result.solutions, 0), sizeof (gint) * 25, generated->solution_cells,
                   sizeof (gint) * 25);
  /* 5×5 has k = 2: two givens at least pick one of four solutions. */
  g_assert_cmpuint (wp_puzzle_count_givens (generated->puzzle), >=, 2);
  g_assert_cmpuint (lights_of (5, 5, FALSE, FALSE, generated->solution_cells), ==, lights_mask (generated->puzzle));
  wp_search_result_clear (&result);
}

/* --- The .lights notation ------------------------------------------------------------- */

static void
assert_text_error (const char *text, const char *expected)
{
  wp_test_assert_load_error (text, &wp_lightsout_text_format, expected);
}

static GPtrArray *
parse_lights (const char *text)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *puzzles = wp_lightsout_text_format.parse (text, &error);

  g_assert_no_error (error);
  return puzzles;
}

static void
test_text_round_trip (void)
{
  static const char text[] =
    "# two puzzles\n"
    "neighbourhood square\n"
    "torus\n"
    "010\n"
    "1 1 1\n"
    "010\n"
    "\n"
    "11111\n"
    "11111\n";
  g_autoptr (GPtrArray) puzzles = parse_lights (text);
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  const WpPuzzle *first, *second;

  g_assert_cmpuint (puzzles->len, ==, 2);
  first = g_ptr_array_index (puzzles, 0);
  second = g_ptr_array_index (puzzles, 1);
  g_assert_cmpuint (first->width, ==, 3);
  g_assert_cmpuint (first->height, ==, 3);
  g_assert_cmpint (wp_lightsout_get_neighbourhood (first), ==, WP_LIGHTSOUT_SQUARE);
  g_assert_true (wp_lightsout_get_torus (first));
  g_assert_cmpmem (wp_lightsout_get_lights (first), 9, ((const guint8[9]) { 0, 1, 0, 1, 1, 1, 0, 1, 0 }), 9);
  /* Directives speak for their puzzle only. */
  g_assert_cmpint (wp_lightsout_get_neighbourhood (second), ==, WP_LIGHTSOUT_PLUS);
  g_assert_false (wp_lightsout_get_torus (second));
  g_assert_cmpuint (second->width, ==, 5);
  g_assert_cmpuint (second->height, ==, 2);

  for (guint i = 0; i < puzzles->len; i++)
    g_assert_true (wp_lightsout_text_format.write (g_ptr_array_index (puzzles, i), NULL, out, NULL));
  g_assert_cmpstr (out->str, ==, "neighbourhood square\ntorus\n010\n111\n010\n\n11111\n11111\n");
  again = parse_lights (out->str);
  g_assert_cmpuint (again->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, i), g_ptr_array_index (puzzles, i)));
}

static void
test_text_solution (void)
{
  g_autoptr (WpPuzzle) puzzle = all_on (3, 3, FALSE);
  WpSearchResult result;
  WpFormat format = { &wp_lightsout_text_format };
  g_autofree char *text = NULL;

  count (puzzle, 1, &result);
  text = wp_serialize_solution (puzzle, g_ptr_array_index (result.solutions, 0), &format, NULL);
  /* The classic 3×3 answer: the corners and the centre. */
  g_assert_cmpstr (text, ==, "# presses (1) that turn every light off\n101\n010\n101\n");
  wp_search_result_clear (&result);
}

static void
test_text_errors (void)
{
  g_autoptr (GString) wide = g_string_new (NULL);
  g_autoptr (GString) tall = g_string_new (NULL);

  assert_text_error ("01a1\n", "1:3: 'a' is not a light (write 1 for on, 0 for off)");
  assert_text_error ("x011\n", "1:1: 'x' is not a light (write 1 for on, 0 for off)");
  assert_text_error ("# c\n01\n011\n", "3: has 3 lights, but the rows above have 2");
  assert_text_error ("neighbourhood hex\n01\n",
                     "1:1: unknown directive “neighbourhood hex” (expected “neighbourhood plus”, "
                     "“neighbourhood square” or “torus”)");
  assert_text_error ("  wrap\n01\n",
                     "1:3: unknown directive “wrap” (expected “neighbourhood plus”, "
                     "“neighbourhood square” or “torus”)");
  assert_text_error ("01\ntorus\n", "2: a directive after the rows (directives come before the rows of their puzzle)");
  assert_text_error ("torus\n\n01\n", "2: the directives from line 1 have no rows of lights after them");
  assert_text_error ("# nothing\n\n", "1: no puzzle found (write one row of 0 and 1 per line)");
  for (guint i = 0; i < 101; i++)
    g_string_append_c (wide, '1');
  g_string_append_c (wide, '\n');
  assert_text_error (wide->str, "1:101: more than 100 lights in a row (Lights Out grids are 1×1 to 100×100)");
  for (guint i = 0; i < 101; i++)
    g_string_append (tall, "01\n");
  assert_text_error (tall->str, "101: more than 100 rows (the puzzle starts on line 1)");
}

static void
test_sniff (void)
{
  WpFormat format = { NULL };

  g_assert_cmpint (wp_lightsout_text_format.sniff ("# c\ntorus\n01\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_lightsout_text_format.sniff ("\nneighbourhood square\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_lightsout_text_format.sniff ("0110\n1001\n"), ==, WP_SNIFF_MAYBE);
  g_assert_cmpint (wp_lightsout_text_format.sniff ("1 0 ? | 2\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_lightsout_text_format.sniff ("53..7....\n"), ==, WP_SNIFF_NO);
  g_assert_true (wp_format_sniff ("neighbourhood plus\n111\n111\n111\n", &format));
  g_assert_true (format.text == &wp_lightsout_text_format);
}

/* --- Native file ------------------------------------------------------------------------ */

#define NATIVE_HEAD "{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"lightsout\", "

static void
assert_native_error (const char *text, const char *expected)
{
  wp_test_assert_load_error (text, NULL, expected);
}

static void
test_native (void)
{
  g_autoptr (WpPuzzle) puzzle = board (4, 2, TRUE, TRUE, 0x5a);
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  g_autofree char *text = NULL;

  puzzle->cells[1] = 1;
  puzzle->cells[6] = 0;
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"lights\""));
  g_assert_nonnull (strstr (text, "\"0101\""));
  g_assert_nonnull (strstr (text, "\"square\""));
  again = wp_load_data (text, &native, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));

  assert_native_error (NATIVE_HEAD "\"lights\": []}",
                       "lights: expected a list of 1 to 100 rows, each a string of 0 and 1");
  assert_native_error (NATIVE_HEAD "\"lights\": [\"010\", \"01\"]}",
                       "lights[1]: expected 3 characters, each 0 or 1");
  assert_native_error (NATIVE_HEAD "\"lights\": [\"0a0\"]}",
                       "lights[0]: expected 1 to 100 characters, each 0 or 1");
  assert_native_error (NATIVE_HEAD "\"lights\": [\"010\"], \"neighbourhood\": \"hex\"}",
                       "neighbourhood: expected “plus” or “square”");
  assert_native_error (NATIVE_HEAD "\"lights\": [\"010\"], \"torus\": 1}",
                       "torus: expected true or false");
  assert_native_error (NATIVE_HEAD "\"lights\": [\"010\"], \"givens\": [\"0x.\"]}",
                       "givens[0]: the cell at column 2 is not '.', '0' or '1'");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lightsout/oeis/all-on", test_oeis_all_on);
  g_test_add_func ("/lightsout/methods-agree", test_methods_agree);
  g_test_add_func ("/lightsout/brute-force", test_brute_force);
  g_test_add_func ("/lightsout/givens", test_givens);
  g_test_add_func ("/lightsout/analysis-model", test_analysis_model);
  g_test_add_func ("/lightsout/parity-propagates", test_parity_propagates);
  g_test_add_func ("/lightsout/analysis/patterns", test_analysis_patterns);
  g_test_add_func ("/lightsout/analysis/removable", test_analysis_removable);
  g_test_add_func ("/lightsout/analysis/no-solution", test_analysis_no_solution);
  g_test_add_func ("/lightsout/analysis/why-no-solution", test_analysis_why_no_solution);
  g_test_add_func ("/lightsout/analysis/large-kernel", test_analysis_large_kernel);
  g_test_add_func ("/lightsout/grade", test_grade);
  g_test_add_func ("/lightsout/large", test_large);
  g_test_add_func ("/lightsout/cell-clues", test_cell_clues);
  g_test_add_func ("/lightsout/generate", test_generate);
  g_test_add_func ("/lightsout/text/round-trip", test_text_round_trip);
  g_test_add_func ("/lightsout/text/solution", test_text_solution);
  g_test_add_func ("/lightsout/text/errors", test_text_errors);
  g_test_add_func ("/lightsout/text/sniff", test_sniff);
  g_test_add_func ("/lightsout/native", test_native);
  return g_test_run ();
}
