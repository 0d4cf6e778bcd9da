/* test-logic.c — logic grids: seed 001 solved and its clues each proved
 * necessary, counts against brute force over every matching for random
 * puzzles in every clue shape, a Sherlock-style row of houses, the zebra
 * puzzle, sentences, the .logic notation and the native file
 *
 * The brute force here shares nothing with the genre's propagators: it
 * walks every matching (a permutation per category) and checks each clue
 * by its meaning in the table.
 */
#include "wp-test-utils.h"
#include "genres/logic/logic-private.h"
#include "core/wp-analysis.h"

#include <string.h>

/* --- Brute force ---------------------------------------------------------------- */

typedef struct {
  guint k, n;
  gint  ordered;
  /* row_of[c][i]: the row (item of the first category) item i of category c goes with. */
  guint row_of[WP_LOGIC_MAX_CATEGORIES][WP_LOGIC_MAX_ITEMS];
  /* at[r][c]: the item of category c in row r. */
  guint at[WP_LOGIC_MAX_ITEMS][WP_LOGIC_MAX_CATEGORIES];
} Matching;

static guint
row_of (const Matching *m, gint code)
{
  return m->row_of[WP_LOGIC_CATEGORY_OF (code)][WP_LOGIC_INDEX_OF (code)];
}

/* The position (index in the ordered category) of the row holding @code. */
static gint
position_of (const Matching *m, gint code)
{
  return (gint) m->at[row_of (m, code)][m->ordered];
}

static gboolean
clue_holds (const WpPuzzle *puzzle, const WpElement *element, const Matching *m)
{
  gint x = wp_logic_clue_item (puzzle, element, 0), y = wp_logic_clue_item (puzzle, element, 1);
  gint z = element->cells->len > 2 ? wp_logic_clue_item (puzzle, element, 2) : 0;
  gint w = element->cells->len > 3 ? wp_logic_clue_item (puzzle, element, 3) : 0;
  gint d;

  switch (wp_logic_clue_shape (element))
    {
    case WP_LOGIC_SAME:   return row_of (m, x) == row_of (m, y);
    case WP_LOGIC_DIFFER: return row_of (m, x) != row_of (m, y);
    case WP_LOGIC_EITHER: return (row_of (m, x) == row_of (m, y)) + (row_of (m, x) == row_of (m, z)) == 1;
    case WP_LOGIC_PAIR:
      return row_of (m, x) != row_of (m, y) &&
             ((row_of (m, x) == row_of (m, z) && row_of (m, y) == row_of (m, w)) ||
              (row_of (m, x) == row_of (m, w) && row_of (m, y) == row_of (m, z)));
    default:
      break;
    }
  d = position_of (m, y) - position_of (m, x);
  switch (wp_logic_clue_shape (element))
    {
    case WP_LOGIC_LEFT_OF:      return d > 0;
    case WP_LOGIC_JUST_LEFT_OF: return d == 1;
    case WP_LOGIC_NEXT_TO:      return d == 1 || d == -1;
    case WP_LOGIC_NOT_NEXT_TO:  return d != 1 && d != -1;
    default:                    g_assert_not_reached ();
    }
}

static gboolean
all_hold (const WpPuzzle *puzzle, const Matching *m, gint skip)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    if ((gint) i != skip && !clue_holds (puzzle, g_ptr_array_index (puzzle->elements, i), m))
      return FALSE;
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY &&
        WP_LOGIC_CODE (cell % m->k, m->at[cell / m->k][cell % m->k]) != puzzle->cells[cell])
      return FALSE;
  return TRUE;
}

/* Every permutation of category @c, then the next category's. */
static guint64
brute (const WpPuzzle *puzzle, Matching *m, guint c, guint r, guint used, gint skip, Matching *last)
{
  guint64 total = 0;

  if (c == m->k)
    {
      if (!all_hold (puzzle, m, skip))
        return 0;
      if (last)
        *last = *m;
      return 1;
    }
  if (r == m->n)
    return brute (puzzle, m, c + 1, 0, 0, skip, last);
  for (guint i = 0; i < m->n; i++)
    if (!((used >> i) & 1))
      {
        m->at[r][c] = i;
        m->row_of[c][i] = r;
        total += brute (puzzle, m, c, r + 1, used | (1u << i), skip, last);
      }
  return total;
}

/* Solutions of @puzzle without clue @skip (-1: with every clue). */
static guint64
brute_count (const WpPuzzle *puzzle, gint skip, Matching *last)
{
  Matching m = { .k = puzzle->width, .n = puzzle->height, .ordered = wp_logic_ordered_category (puzzle) };

  for (guint r = 0; r < m.n; r++)
    {
      m.at[r][0] = r;
      m.row_of[0][r] = r;
    }
  return brute (puzzle, &m, 1, 0, 0, skip, last);
}

static guint64
engine_count (const WpPuzzle *puzzle)
{
  WpSearchResult result;
  guint64 count;

  wp_test_count (puzzle, 0, 1, &result);
  g_assert_true (result.exact);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}

static WpPuzzle *
parse_logic (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_logic_text_format.parse (text, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

/* --- Seed 001 ------------------------------------------------------------------------- */

static void
test_seed (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  static const char *const expected[4][4] = {
    { "Ada", "cat", "tea", "York" },
    { "Bea", "dog", "juice", "Bath" },
    { "Cy", "fish", "water", "Hull" },
    { "Dot", "bird", "cocoa", "Leeds" },
  };
  WpSearchResult result;
  Matching m;
  const gint *solution;

  g_assert_cmpuint (puzzle->width, ==, 4);
  g_assert_cmpuint (puzzle->height, ==, 4);
  g_assert_cmpuint (puzzle->elements->len, ==, 7);
  wp_test_count (puzzle, 0, 2, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 1);
  solution = g_ptr_array_index (result.solutions, 0);
  for (guint r = 0; r < 4; r++)
    for (guint c = 0; c < 4; c++)
      g_assert_cmpstr (wp_logic_item_name (puzzle, solution[r * 4 + c]), ==, expected[r][c]);
  wp_search_result_clear (&result);

  /* Brute force agrees, and finds the same table. */
  g_assert_cmpuint (brute_count (puzzle, -1, &m), ==, 1);
  for (guint r = 0; r < 4; r++)
    for (guint c = 0; c < 4; c++)
      g_assert_cmpstr (wp_logic_item_name (puzzle, WP_LOGIC_CODE (c, m.at[r][c])), ==, expected[r][c]);

  /* Without each clue in turn: the counts, by the engine and by brute
   * force; every one is above 1, so the seven clues are minimal. */
  {
    static const guint64 without[7] = { 3, 4, 8, 16, 6, 2, 10 };

    for (guint i = 0; i < 7; i++)
      {
        g_autoptr (WpPuzzle) fewer = wp_puzzle_copy (puzzle);

        g_ptr_array_remove_index (fewer->elements, i);
        g_assert_cmpuint (brute_count (puzzle, (gint) i, NULL), ==, without[i]);
        g_assert_cmpuint (engine_count (fewer), ==, without[i]);
      }
  }
}

/* The core's removable-clue analysis proves the same: none can go. */
static void
test_seed_minimal (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpPuzzle) more = NULL;
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpAnalysisOptions options = { .cap = 1000, .max_suggestions = 0 };
  g_autoptr (WpAnalysis) analysis = wp_analyse (puzzle, &options, search, &error);
  g_autoptr (WpAnalysis) again = NULL;
  gint codes[2];

  g_assert_no_error (error);
  g_assert_cmpuint (analysis->count, ==, 1);
  g_assert_nonnull (analysis->removable);
  /* No clue can go (the core's "minimal" speaks of givens only). */
  g_assert_cmpuint (analysis->removable->len, ==, 0);

  /* An eighth clue the others imply ("Cy lives in Hull") can go. */
  more = wp_puzzle_copy (puzzle);
  g_assert_true (wp_logic_find_item (more, "Cy", &codes[0]));
  g_assert_true (wp_logic_find_item (more, "Hull", &codes[1]));
  g_ptr_array_add (more->elements, wp_logic_clue_new (more, WP_LOGIC_SAME, codes, 2));
  again = wp_analyse (more, &options, search, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->count, ==, 1);
  /* Removable one at a time: Cy = Hull, and each clue it makes redundant. */
  g_assert_cmpuint (again->removable->len, >=, 1);
  {
    gboolean found = FALSE;

    for (guint i = 0; i < again->removable->len; i++)
      {
        const WpClueRef *clue = &g_array_index (again->removable, WpClueRef, i);
        g_autoptr (WpPuzzle) fewer = wp_clue_drop_one (more, clue);

        g_assert_cmpint (clue->kind, ==, WP_CLUE_ELEMENT);
        g_assert_cmpuint (brute_count (more, (gint) clue->index, NULL), ==, 1);
        g_assert_cmpuint (engine_count (fewer), ==, 1);
        found |= clue->index == 7;
      }
    g_assert_true (found);
  }
}

static void
test_sentences (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  static const char *const expected[7] = {
    "Ada drinks tea.",
    "The one who keeps the cat lives in York.",
    "The one who keeps the fish drinks water.",
    "Of Bea and Dot, one drinks juice and the other lives in Leeds.",
    "The one who keeps the dog lives in Bath.",
    "Ada is not the one who keeps the dog.",
    "Dot drinks cocoa.",
  };
  g_autofree char *rules = wp_puzzle_default_rules (puzzle);
  g_autofree char *page = wp_puzzle_page_text (puzzle);

  for (guint i = 0; i < 7; i++)
    {
      g_autofree char *sentence = wp_logic_clue_sentence (puzzle, g_ptr_array_index (puzzle->elements, i));

      g_assert_cmpstr (sentence, ==, expected[i]);
    }
  /* The rules are the genre's; under them the page always prints the
   * categories and the numbered clues, whatever the setter's rules say. */
  g_assert_cmpstr (rules, ==, wp_genre_logic.rules);
  g_assert_true (g_str_has_prefix (page, "friend: Ada, Bea, Cy, Dot\npet: cat, dog, fish, bird\n"));
  g_assert_nonnull (strstr (page, "\n\n1. Ada drinks tea.\n2. The one who keeps the cat lives in York.\n"));
  g_assert_true (g_str_has_suffix (page, "\n7. Dot drinks cocoa."));
}

/* --- Random puzzles against brute force -------------------------------------------------- */

/* A random clue of @shape whose items fit its checks. */
static WpElement *
random_clue (const WpPuzzle *puzzle, GRand *rand, WpLogicShape shape)
{
  for (;;)
    {
      gint codes[4];
      g_autoptr (WpElement) element = NULL;
      gboolean distinct = TRUE;

      for (guint j = 0; j < wp_logic_shape_arity (shape); j++)
        codes[j] = WP_LOGIC_CODE (g_rand_int_range (rand, 0, (gint) puzzle->width),
                                  g_rand_int_range (rand, 0, (gint) puzzle->height));
      for (guint i = 0; i < wp_logic_shape_arity (shape); i++)
        for (guint j = 0; j < i; j++)
          distinct &= codes[i] != codes[j];
      if (!distinct)
        continue;
      element = wp_logic_clue_new (puzzle, shape, codes, wp_logic_shape_arity (shape));
      if (wp_puzzle_check_element (puzzle, element, -1, NULL))
        return g_steal_pointer (&element);
    }
}

static void
test_random (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  guint per_shape[WP_LOGIC_N_SHAPES] = { 0 }, unique = 0, none = 0, trials = 0;
  /* items × categories: 3×3 up to 5×4 (5×4 has 120³ matchings to walk). */
  static const guint sizes[][3] = { { 3, 3, 60 }, { 4, 3, 60 }, { 3, 4, 40 }, { 4, 4, 30 }, { 5, 3, 30 }, { 5, 4, 3 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint t = 0; t < sizes[s][2]; t++)
      {
        g_autoptr (WpPuzzle) puzzle = wp_logic_new (sizes[s][1], sizes[s][0]);
        WpLogicParams *params = puzzle->params;
        guint n_clues = (guint) g_rand_int_range (rand, 2, 7);
        guint64 expected;

        params->categories[g_rand_int_range (rand, 0, (gint) sizes[s][1])].ordered = TRUE;
        for (guint i = 0; i < n_clues; i++)
          {
            WpLogicShape shape = (WpLogicShape) g_rand_int_range (rand, 0, WP_LOGIC_N_SHAPES);

            g_ptr_array_add (puzzle->elements, random_clue (puzzle, rand, shape));
            per_shape[shape]++;
          }
        /* Now and then a given, so the model's domains are tested too. */
        if (g_rand_int_range (rand, 0, 4) == 0)
          {
            guint r = (guint) g_rand_int_range (rand, 0, (gint) puzzle->height);
            guint c = (guint) g_rand_int_range (rand, 1, (gint) puzzle->width);

            puzzle->cells[r * puzzle->width + c] = WP_LOGIC_CODE (c, g_rand_int_range (rand, 0, (gint) puzzle->height));
          }
        expected = brute_count (puzzle, -1, NULL);
        g_assert_cmpuint (engine_count (puzzle), ==, expected);
        unique += expected == 1;
        none += expected == 0;
        trials++;
      }
  for (guint s = 0; s < WP_LOGIC_N_SHAPES; s++)
    g_assert_cmpuint (per_shape[s], >=, 20);
  /* The sample covers the edges: some puzzles unique, some impossible. */
  g_assert_cmpuint (unique, >, 0);
  g_assert_cmpuint (none, >, 0);
  g_test_message ("%u random puzzles, %u unique, %u without a solution", trials, unique, none);
}

/* --- Sherlock and the zebra --------------------------------------------------------------- */

static const char sherlock[] =
  "house \"lives in house {}\": 1, 2, 3, 4 (ordered)\n"
  "person \"{}\": Holmes, Watson, Hudson, Lestrade\n"
  "colour \"lives in the {} house\": red, blue, green, white\n"
  "\n"
  "Holmes left-of Watson\n"
  "Watson just-left-of green\n"
  "Hudson next-to red\n"
  "Lestrade not-next-to Holmes\n"
  "blue = 1 | 4\n"
  "white left-of red\n"
  "Hudson != 4\n"
  "green left-of red\n";

static void
test_sherlock (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_logic (sherlock);
  Matching m;
  guint64 expected = brute_count (puzzle, -1, &m);

  g_assert_cmpint (wp_logic_ordered_category (puzzle), ==, 0);
  g_assert_cmpuint (engine_count (puzzle), ==, expected);
  g_assert_cmpuint (expected, ==, 1);
  /* Each clue's absence, counted both ways. */
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      g_autoptr (WpPuzzle) fewer = wp_puzzle_copy (puzzle);

      g_ptr_array_remove_index (fewer->elements, i);
      g_assert_cmpuint (engine_count (fewer), ==, brute_count (puzzle, (gint) i, NULL));
    }
  {
    g_autofree char *sentence = wp_logic_clue_sentence (puzzle, g_ptr_array_index (puzzle->elements, 1));

    g_assert_cmpstr (sentence, ==, "Watson is immediately to the left of the one who lives in the green house.");
  }
  {
    g_autofree char *sentence = wp_logic_clue_sentence (puzzle, g_ptr_array_index (puzzle->elements, 6));

    g_assert_cmpstr (sentence, ==, "Hudson is not the one who lives in house 4.");
  }
}

static void
test_zebra (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("zebra.logic");
  WpSearchResult result;
  const gint *solution;
  gint water, zebra, norwegian, japanese;

  g_assert_cmpuint (puzzle->width, ==, 6);
  g_assert_cmpuint (puzzle->height, ==, 5);
  g_assert_cmpuint (puzzle->elements->len, ==, 14);
  wp_test_count (puzzle, 0, 1, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.count, ==, 1);
  solution = g_ptr_array_index (result.solutions, 0);
  g_assert_true (wp_logic_find_item (puzzle, "water", &water));
  g_assert_true (wp_logic_find_item (puzzle, "zebra", &zebra));
  g_assert_true (wp_logic_find_item (puzzle, "Norwegian", &norwegian));
  g_assert_true (wp_logic_find_item (puzzle, "Japanese", &japanese));
  /* The answers: the Norwegian (house 1) drinks water, the Japanese (house 5) owns the zebra. */
  g_assert_cmpint (solution[0 * 6 + 2], ==, norwegian);
  g_assert_cmpint (solution[0 * 6 + 3], ==, water);
  g_assert_cmpint (solution[4 * 6 + 2], ==, japanese);
  g_assert_cmpint (solution[4 * 6 + 5], ==, zebra);
  wp_search_result_clear (&result);
}

/* --- Deadly patterns and suggested clues ---------------------------------------------------- */

/* Without clue 4 (of Bea and Dot…) seed 001 has 16 solutions; the closest
 * two differ by one swap, named in the grid's words. */
static void
test_pattern (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpAnalysisOptions options = { .cap = 1000, .max_suggestions = 1 };
  g_autoptr (WpAnalysis) analysis = NULL;
  const WpPattern *pattern;

  g_ptr_array_remove_index (puzzle->elements, 3);
  analysis = wp_analyse (puzzle, &options, search, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (analysis->count, ==, 16);
  g_assert_cmpuint (analysis->closest_distance, ==, 2);
  g_assert_cmpuint (analysis->patterns->len, >=, 1);
  pattern = g_ptr_array_index (analysis->patterns, 0);
  g_assert_cmpuint (pattern->cells->len, ==, 2);
  g_assert_cmpstr (pattern->kind, ==, "swap");
  g_assert_cmpstr (pattern->where, ==, "Cy and Dot could swap Hull and Leeds");
}

/* Every solution of @puzzle (at most 100000). */
static GPtrArray *
all_solutions (const WpPuzzle *puzzle)
{
  WpSearchResult result;
  GPtrArray *solutions;

  wp_test_count (puzzle, 0, 100000, &result);
  g_assert_true (result.exact);
  g_assert_cmpuint (result.solutions->len, ==, result.count);
  solutions = g_steal_pointer (&result.solutions);
  wp_search_result_clear (&result);
  return solutions;
}

static void
assert_suggestions (const WpPuzzle *puzzle, const gint *intended, guint first_shape, guint last_shape)
{
  g_autoptr (GPtrArray) solutions = all_solutions (puzzle);
  g_autoptr (GArray) all = wp_logic_suggest_clues (puzzle, intended, solutions, G_MAXUINT);
  gboolean seen[WP_LOGIC_N_SHAPES] = { FALSE };

  g_assert_cmpuint (all->len, >, 0);
  for (guint i = 0; i < all->len; i++)
    {
      const WpLogicSuggestion *suggestion = &g_array_index (all, WpLogicSuggestion, i);
      gint codes[4];

      for (guint j = 0; j < suggestion->clue->cells->len; j++)
        codes[j] = wp_logic_clue_item (puzzle, suggestion->clue, j);
      /* True in the intended solution, removing at least one, ranked. */
      g_assert_true (wp_logic_clue_holds (puzzle, wp_logic_clue_shape (suggestion->clue), codes, intended));
      g_assert_cmpuint (suggestion->remaining, >=, 1);
      g_assert_cmpuint (suggestion->remaining, <, solutions->len);
      if (i > 0)
        g_assert_cmpuint (suggestion->remaining, >=, g_array_index (all, WpLogicSuggestion, i - 1).remaining);
      seen[wp_logic_clue_shape (suggestion->clue)] = TRUE;
      /* The figure proved by counting again with the clue added (the first
       * ten and every hundredth, to keep the test quick). */
      if (i < 10 || i % 100 == 0)
        {
          g_autoptr (WpPuzzle) more = wp_puzzle_copy (puzzle);

          g_ptr_array_add (more->elements, wp_element_copy (suggestion->clue));
          g_assert_cmpuint (engine_count (more), ==, suggestion->remaining);
        }
    }
  for (guint shape = first_shape; shape <= last_shape; shape++)
    g_assert_true (seen[shape]);
  g_test_message ("%u suggestions, the best leaves %" G_GUINT64_FORMAT, all->len,
                  g_array_index (all, WpLogicSuggestion, 0).remaining);
}

static void
test_suggest (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpPuzzle) sherlock_puzzle = parse_logic (sherlock);
  g_autoptr (GPtrArray) intended = all_solutions (puzzle);
  g_autoptr (GPtrArray) holmes = all_solutions (sherlock_puzzle);
  g_autoptr (GArray) best = NULL;
  g_autoptr (GPtrArray) sixteen = NULL;

  g_assert_cmpuint (intended->len, ==, 1);
  g_ptr_array_remove_index (puzzle->elements, 3);
  assert_suggestions (puzzle, g_ptr_array_index (intended, 0), WP_LOGIC_SAME, WP_LOGIC_PAIR);
  /* One clue makes it unique again, and the best one says so. */
  sixteen = all_solutions (puzzle);
  best = wp_logic_suggest_clues (puzzle, g_ptr_array_index (intended, 0), sixteen, 3);
  g_assert_cmpuint (best->len, ==, 3);
  g_assert_cmpuint (g_array_index (best, WpLogicSuggestion, 0).remaining, ==, 1);

  /* With an ordered category, the positional shapes too. */
  g_ptr_array_remove_index (sherlock_puzzle->elements, 0);
  g_ptr_array_remove_index (sherlock_puzzle->elements, 0);
  assert_suggestions (sherlock_puzzle, g_ptr_array_index (holmes, 0), WP_LOGIC_SAME, WP_LOGIC_NOT_NEXT_TO);
}

/* --- Editing the categories ---------------------------------------------------------------- */

static const char *const friends[] = { "Ada", "Bea", "Cy", "Dot", NULL };
static const char *const drinks[] = { "tea", "cocoa", "juice", "water", NULL };
static const char *const cities[] = { "Bath", "Hull", "Leeds", "York", NULL };

/* Renaming keeps every clue and given (they name places, not words);
 * fewer items or categories drop the clues that name what went, and say
 * how many; a repeated name is refused with the puzzle as it was. */
static void
test_with_categories (void)
{
  g_autoptr (WpPuzzle) seed = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpPuzzle) renamed = NULL, three = NULL, smaller = NULL, refused = NULL;
  g_autoptr (GError) error = NULL;
  static const char *const animals[] = { "puss", "rex", "nemo", "tweety", NULL };
  WpLogicCategorySpec specs[4] = {
    { "friend", "{}", FALSE, friends }, { "animal", "keeps {}", FALSE, animals },
    { "drink", "drinks {}", FALSE, drinks }, { "city", "lives in {}", TRUE, cities },
  };
  guint dropped = 99;
  g_autofree char *first = NULL;

  g_free (seed->title);
  seed->title = g_strdup ("Four friends");
  seed->cells[0 * 4 + 3] = WP_LOGIC_CODE (3, 3);    /* Ada lives in York, given */
  renamed = wp_logic_with_categories (seed, specs, 4, 4, &dropped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dropped, ==, 0);
  g_assert_cmpuint (renamed->elements->len, ==, 7);
  g_assert_cmpstr (renamed->title, ==, "Four friends");
  g_assert_cmpint (renamed->cells[3], ==, WP_LOGIC_CODE (3, 3));
  g_assert_cmpint (wp_logic_ordered_category (renamed), ==, 3);
  first = wp_logic_clue_sentence (renamed, g_ptr_array_index (renamed->elements, 1));
  g_assert_cmpstr (first, ==, "The one who keeps puss lives in York.");
  g_assert_cmpuint (engine_count (renamed), ==, 1);
  /* The seed itself is left as it was. */
  g_assert_cmpstr (wp_logic_category_name (seed, 1), ==, "pet");

  /* Three of each: clues naming Dot, bird, water or York go (Ada = tea,
   * of Bea, Dot…, dog = Bath and Ada != dog stay or go by their items). */
  three = wp_logic_with_categories (seed, (WpLogicCategorySpec[]) {
                                      { "friend", "{}", FALSE, (const char *const[]) { "Ada", "Bea", "Cy", NULL } },
                                      { "pet", "keeps the {}", FALSE, (const char *const[]) { "cat", "dog", "fish", NULL } },
                                      { "drink", "drinks {}", FALSE, (const char *const[]) { "tea", "cocoa", "juice", NULL } },
                                    }, 3, 3, &dropped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (three->width, ==, 3);
  g_assert_cmpuint (three->height, ==, 3);
  /* Kept: Ada = tea, Ada != dog; dropped: cat = York, fish = water, the
   * pair (Dot, Leeds), dog = Bath, Dot = cocoa. */
  g_assert_cmpuint (dropped, ==, 5);
  g_assert_cmpuint (three->elements->len, ==, 2);
  g_assert_cmpint (wp_puzzle_count_givens (three), ==, 0);   /* York's column went */

  /* A positional clue needs the ordered category. */
  {
    g_autoptr (WpPuzzle) ordered = wp_logic_with_categories (seed, specs, 4, 4, NULL, &error);
    gint ada, bea;

    g_assert_no_error (error);
    g_assert_true (wp_logic_find_item (ordered, "Ada", &ada));
    g_assert_true (wp_logic_find_item (ordered, "Bea", &bea));
    g_ptr_array_add (ordered->elements, wp_logic_clue_new (ordered, WP_LOGIC_LEFT_OF, (gint[]) { ada, bea }, 2));
    specs[3].ordered = FALSE;
    smaller = wp_logic_with_categories (ordered, specs, 4, 4, &dropped, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (dropped, ==, 1);
    g_assert_cmpuint (smaller->elements->len, ==, 7);
  }

  specs[1].items = drinks;
  refused = wp_logic_with_categories (seed, specs, 4, 4, &dropped, &error);
  g_assert_null (refused);
  g_assert_error (error, WP_ERROR, WP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“tea” is named twice"));
  g_clear_error (&error);
  specs[1].items = (const char *const[]) { "puss", "rex", NULL };
  refused = wp_logic_with_categories (seed, specs, 4, 4, &dropped, &error);
  g_assert_null (refused);
  g_assert_cmpstr (error->message, ==, "category “animal”: expected 4 items, one per row");
  g_clear_error (&error);
  refused = wp_logic_with_categories (seed, specs, 7, 4, &dropped, &error);
  g_assert_null (refused);
  g_assert_cmpstr (error->message, ==, "size: a logic grid has 2 to 6 categories of 3 to 8 items, not 7 of 4");
}

/* Categories inserted, removed and moved anywhere: clues and givens
 * follow their category wherever it goes.  Seed 001 with the city before
 * the drink keeps all 7 clues, its one solution and the given; a new
 * category of 4 items between friend and pet keeps them and multiplies
 * the solutions by 4!; removing the pet drops the 4 clues naming a pet;
 * a new first category drops the givens (they pair the rows' items). */
static void
test_categories_moved (void)
{
  g_autoptr (WpPuzzle) seed = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpPuzzle) swapped = NULL, inserted = NULL, removed = NULL, new_first = NULL;
  g_autoptr (GError) error = NULL;
  static const char *const pets[] = { "cat", "dog", "fish", "bird", NULL };
  static const char *const hats[] = { "cap", "fez", "hood", "beret", NULL };
  WpLogicCategorySpec friend = { "friend", "{}", FALSE, friends }, pet = { "pet", "keeps the {}", FALSE, pets },
                      drink = { "drink", "drinks {}", FALSE, drinks }, city = { "city", "lives in {}", FALSE, cities },
                      hat = { "hat", "wears the {}", FALSE, hats };
  guint dropped = 99;
  g_autofree char *sentence = NULL;
  gint tea;

  seed->cells[0 * 4 + 3] = WP_LOGIC_CODE (3, 3);    /* Ada lives in York, given */
  {
    WpSearchResult found;

    wp_test_count (seed, 2, 1, &found);
    g_assert_cmpuint (found.count, ==, 1);
    g_assert_true (wp_logic_set_intended (seed, g_ptr_array_index (found.solutions, 0), &error));
    wp_search_result_clear (&found);
  }
  swapped = wp_logic_with_categories_from (seed, (WpLogicCategorySpec[]) { friend, pet, city, drink },
                                           (gint[]) { 0, 1, 3, 2 }, 4, 4, &dropped, &error);
  g_assert_no_error (error);
  /* The intended table follows too: Ada, cat, York, tea. */
  g_assert_nonnull (wp_logic_get_intended (swapped));
  g_assert_cmpint (wp_logic_get_intended (swapped)[2], ==, WP_LOGIC_CODE (2, 3));
  g_assert_cmpint (wp_logic_get_intended (swapped)[3], ==, WP_LOGIC_CODE (3, 0));
  g_assert_cmpuint (dropped, ==, 0);
  g_assert_cmpuint (swapped->elements->len, ==, 7);
  g_assert_cmpint (swapped->cells[0 * 4 + 2], ==, WP_LOGIC_CODE (2, 3));   /* York, now in column 3 */
  g_assert_cmpint (swapped->cells[0 * 4 + 3], ==, WP_CELL_EMPTY);
  sentence = wp_logic_clue_sentence (swapped, g_ptr_array_index (swapped->elements, 0));
  g_assert_cmpstr (sentence, ==, "Ada drinks tea.");
  g_assert_true (wp_logic_find_item (swapped, "tea", &tea));
  g_assert_cmpint (WP_LOGIC_CATEGORY_OF (tea), ==, 3);
  g_assert_cmpuint (engine_count (swapped), ==, 1);

  inserted = wp_logic_with_categories_from (seed, (WpLogicCategorySpec[]) { friend, hat, pet, drink, city },
                                            (gint[]) { 0, -1, 1, 2, 3 }, 5, 4, &dropped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dropped, ==, 0);
  g_assert_cmpuint (inserted->elements->len, ==, 7);
  g_assert_cmpint (inserted->cells[0 * 5 + 4], ==, WP_LOGIC_CODE (4, 3));
  g_assert_cmpuint (engine_count (inserted), ==, 24);

  /* cat = York, fish = water, dog = Bath and Ada != dog name a pet. */
  removed = wp_logic_with_categories_from (seed, (WpLogicCategorySpec[]) { friend, drink, city },
                                           (gint[]) { 0, 2, 3 }, 3, 4, &dropped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dropped, ==, 4);
  g_assert_cmpuint (removed->elements->len, ==, 3);
  g_assert_nonnull (wp_logic_get_intended (removed));
  g_assert_null (wp_logic_get_intended (inserted));   /* the hats pair with nobody yet */
  g_assert_cmpint (removed->cells[0 * 3 + 2], ==, WP_LOGIC_CODE (2, 3));

  new_first = wp_logic_with_categories_from (seed, (WpLogicCategorySpec[]) { hat, friend, pet, drink, city },
                                             (gint[]) { -1, 0, 1, 2, 3 }, 5, 4, &dropped, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (dropped, ==, 0);
  g_assert_cmpuint (wp_puzzle_count_givens (new_first), ==, 0);
  g_assert_cmpuint (engine_count (new_first), ==, 24);
}

/* wp_logic_suggest() counts the solutions itself: seed 001 without its
 * last clue has 10, every figure is exact, and the best clue leaves 1. */
static void
test_suggest_counted (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpLogicSuggestions) found = NULL, capped = NULL, unique = NULL;
  g_autoptr (GError) error = NULL;

  unique = wp_logic_suggest (puzzle, 1000, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (unique->n_solutions, ==, 1);
  g_assert_true (unique->exact);
  g_assert_cmpuint (unique->suggestions->len, ==, 0);

  g_ptr_array_remove_index (puzzle->elements, 6);
  found = wp_logic_suggest (puzzle, 1000, 5, &error);
  g_assert_no_error (error);
  g_assert_true (found->exact);
  g_assert_cmpuint (found->n_solutions, ==, 10);
  g_assert_cmpuint (found->suggestions->len, ==, 5);
  g_assert_cmpuint (g_array_index (found->suggestions, WpLogicSuggestion, 0).remaining, ==, 1);
  for (guint i = 0; i < found->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (found->suggestions, WpLogicSuggestion, i);
      g_autoptr (WpPuzzle) more = wp_puzzle_copy (puzzle);

      g_ptr_array_add (more->elements, wp_element_copy (s->clue));
      g_assert_cmpuint (engine_count (more), ==, s->remaining);
    }

  /* Past the cap a figure counts only the solutions seen: a lower bound. */
  capped = wp_logic_suggest (puzzle, 4, 5, &error);
  g_assert_no_error (error);
  g_assert_false (capped->exact);
  g_assert_cmpuint (capped->n_solutions, ==, 4);
  for (guint i = 0; i < capped->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (capped->suggestions, WpLogicSuggestion, i);
      g_autoptr (WpPuzzle) more = wp_puzzle_copy (puzzle);

      g_ptr_array_add (more->elements, wp_element_copy (s->clue));
      g_assert_cmpuint (engine_count (more), >=, s->remaining);
    }
}

/* --- The notation and the native file ------------------------------------------------------ */

static void
test_text_round_trip (void)
{
  g_autoptr (WpPuzzle) puzzle = parse_logic (sherlock);
  g_autoptr (WpPuzzle) again = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (WpPuzzle) seed = wp_test_load_data_file ("seed001.logic");
  g_autoptr (GString) seed_out = g_string_new (NULL);

  g_assert_true (wp_logic_text_format.write (puzzle, NULL, out, NULL));
  g_assert_cmpstr (out->str, ==,
                   "house \"lives in house {}\": 1, 2, 3, 4 (ordered)\n"
                   "person \"{}\": Holmes, Watson, Hudson, Lestrade\n"
                   "colour \"lives in the {} house\": red, blue, green, white\n"
                   "\n"
                   "Holmes left-of Watson\n"
                   "Watson just-left-of green\n"
                   "Hudson next-to red\n"
                   "Lestrade not-next-to Holmes\n"
                   "blue = 1 | 4\n"
                   "white left-of red\n"
                   "Hudson != 4\n"
                   "green left-of red\n");
  again = parse_logic (out->str);
  g_assert_true (wp_puzzle_equal (again, puzzle));

  g_assert_true (wp_logic_text_format.write (seed, NULL, seed_out, NULL));
  g_assert_nonnull (strstr (seed_out->str, "of Bea, Dot: one = juice, other = Leeds\n"));
  g_clear_pointer (&again, wp_puzzle_free);
  again = parse_logic (seed_out->str);
  g_assert_true (wp_puzzle_equal (again, seed));
}

static void
test_text_errors (void)
{
  const WpTextFormat *f = &wp_logic_text_format;

  wp_test_assert_load_error ("a: x, y, z\nb x, y, z\n", f,
                             "2:1: expected a category “name: item, item, …” (a blank line ends the categories "
                             "and starts the clues)");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v\n", f,
                             "2: the category “b” has 2 items, but every category needs the same number, 3 to 8 "
                             "(the first has 3)");
  wp_test_assert_load_error ("a: x, y, z\nb: u, x, w\n", f,
                             "2:7: the item “x” is named twice (names must be unique across the puzzle)");
  wp_test_assert_load_error ("a: x, y, z\n", f, "1: 1 categories, but a logic grid has 2 to 6");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nx = q\n", f,
                             "4:5: “q” is not an item of any category above");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\n  x likes u\n", f,
                             "4:3: expected a clue: X = Y, X != Y, X = Y | Z, of X, Y: one = Z, other = W, or "
                             "X left-of / just-left-of / next-to / not-next-to Y");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nx = y\n", f,
                             "4: the clue “x = y”: its two items belong to one category, so they never go together");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nx left-of u\n", f,
                             "4: the clue “x left-of u”: it speaks of positions, but no category is ordered");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nx = u | u\n", f, "4: the clue names “u” twice");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nof x, y: one = u\n", f,
                             "4:1: expected “of X, Y: one = Z, other = W”");
  wp_test_assert_load_error ("a: x, y, z\nb: u, v, w\n\nof x, y: one = u, another = v\n", f,
                             "4:19: expected “other = item”");
  wp_test_assert_load_error ("a: x, y, z\nb \"likes {\": u, v, w\n", f,
                             "1: category “b”: its phrase “likes {” must hold “{}” once, where the item goes "
                             "(“drinks {}”), and no “%”");
  wp_test_assert_load_error ("a: x, y, z (ordered)\nb: u, v, w (ordered)\n", f,
                             "1: 2 categories are ordered, but positional clues need one ordered category");
  wp_test_assert_load_error ("# nothing\n", f, "no categories: expected lines “name: item, item, …”");
}

static void
test_sniff (void)
{
  WpFormat format = { NULL };

  g_assert_cmpint (wp_logic_text_format.sniff ("# c\na: x, y, z\nb: u, v, w\n\nx = u\n"), ==, WP_SNIFF_SURE);
  g_assert_cmpint (wp_logic_text_format.sniff ("53..7....\n"), ==, WP_SNIFF_NO);
  g_assert_cmpint (wp_logic_text_format.sniff ("width 5\nheight 5\n"), ==, WP_SNIFF_NO);
  g_assert_true (wp_format_sniff (sherlock, &format));
  g_assert_true (format.text == &wp_logic_text_format);
}

#define NATIVE_HEAD "{\"format\": \"wellposed\", \"version\": 1, \"genre\": \"logic\", "

static void
test_native (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  g_autofree char *text = NULL;
  gint cat;

  g_assert_true (wp_logic_find_item (puzzle, "cat", &cat));
  puzzle->cells[0 * 4 + 1] = cat;   /* a given: Ada keeps the cat */
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"phrase\" : \"drinks {}\""));
  g_assert_nonnull (strstr (text, "\"kind\" : \"logic-pair\""));
  again = wp_load_data (text, &native, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));

  wp_test_assert_load_error (NATIVE_HEAD "\"categories\": []}", NULL, "categories: expected a list of 2 to 6 categories");
  wp_test_assert_load_error (NATIVE_HEAD "\"categories\": [{\"name\": \"a\", \"items\": [\"x\", \"y\", \"z\"]}, "
                             "{\"name\": \"b\", \"items\": [\"u\", \"v\"]}]}", NULL,
                             "categories[1].items: expected a list of 3 to 8 names, as many as the first category has");
  wp_test_assert_load_error (NATIVE_HEAD "\"categories\": [{\"name\": \"a\", \"items\": [\"x\", \"y\", \"z\"]}, "
                             "{\"name\": \"b\", \"items\": [\"u\", \"v\", \"w\"]}], "
                             "\"elements\": [{\"kind\": \"logic-same\", \"items\": [\"x\", \"q\"]}]}", NULL,
                             "elements[0].items[1]: expected the name of an item of the puzzle");
  wp_test_assert_load_error (NATIVE_HEAD "\"categories\": [{\"name\": \"a\", \"items\": [\"x\", \"y\", \"z\"]}, "
                             "{\"name\": \"b\", \"items\": [\"u\", \"v\", \"w\"]}], "
                             "\"givens\": [[null, \"x\"], [null, null], [null, null]]}", NULL,
                             "givens[0][1]: expected null or an item of the category “b”");
}

/* The tick/cross grid's marks: from seed 001's one solution a tick where
 * Ada drinks tea and where the cat's owner lives in York (neither in the
 * first column), crosses for the other pairs of those items; from two
 * solutions that differ, only what both agree on. */
static void
test_pair_marks (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (GPtrArray) solutions = g_ptr_array_new ();
  guint8 marks[16 * 16];
  const gint one[16] = { 0, 8 + 0, 16 + 0, 24 + 3,  1, 8 + 1, 16 + 2, 24 + 0,
                         2, 8 + 2, 16 + 3, 24 + 1,  3, 8 + 3, 16 + 1, 24 + 2 };
  gint other[16];
  /* Rows of the tick/cross grid: category × 4 + index. */
  enum { ADA = 0, CAT = 4, DOG = 5, TEA = 8, COCOA = 9, BATH = 12, YORK = 15 };

  g_ptr_array_add (solutions, (gpointer) one);
  puzzle->genre->view->pair_marks (puzzle, solutions, marks);
  g_assert_cmpuint (marks[ADA * 16 + TEA], ==, WP_PAIR_TICK);
  g_assert_cmpuint (marks[TEA * 16 + ADA], ==, WP_PAIR_TICK);
  g_assert_cmpuint (marks[ADA * 16 + COCOA], ==, WP_PAIR_CROSS);
  g_assert_cmpuint (marks[CAT * 16 + YORK], ==, WP_PAIR_TICK);
  g_assert_cmpuint (marks[CAT * 16 + BATH], ==, WP_PAIR_CROSS);
  g_assert_cmpuint (marks[DOG * 16 + BATH], ==, WP_PAIR_TICK);

  /* Swap the drinks of Ada and Bea: tea and cocoa are open for both. */
  memcpy (other, one, sizeof other);
  other[0 * 4 + 2] = 16 + 2;
  other[1 * 4 + 2] = 16 + 0;
  g_ptr_array_add (solutions, other);
  puzzle->genre->view->pair_marks (puzzle, solutions, marks);
  g_assert_cmpuint (marks[ADA * 16 + TEA], ==, WP_PAIR_OPEN);
  g_assert_cmpuint (marks[ADA * 16 + 10], ==, WP_PAIR_OPEN);
  g_assert_cmpuint (marks[ADA * 16 + COCOA], ==, WP_PAIR_CROSS);
  g_assert_cmpuint (marks[CAT * 16 + YORK], ==, WP_PAIR_TICK);
}

/* --- The intended solution ------------------------------------------------------------------ */

/* Seed 001's one solution: Ada cat tea York, Bea dog juice Bath, Cy fish
 * water Hull, Dot bird cocoa Leeds. */
static const char seed_table[] =
  "\nsolution:\n"
  "Ada: cat, tea, York\n"
  "Bea: dog, juice, Bath\n"
  "Cy: fish, water, Hull\n"
  "Dot: bird, cocoa, Leeds\n";

static gint *
seed_solution (const WpPuzzle *seed)
{
  g_autoptr (GPtrArray) solutions = all_solutions (seed);

  g_assert_cmpuint (solutions->len, ==, 1);
  return g_memdup2 (g_ptr_array_index (solutions, 0), sizeof (gint) * wp_puzzle_n_cells (seed));
}

static void
test_intended_set (void)
{
  g_autoptr (WpPuzzle) seed = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpPuzzle) copy = NULL;
  g_autofree gint *table = seed_solution (seed);
  g_autofree gint *bad = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_null (wp_logic_get_intended (seed));
  g_assert_true (seed->genre->intended->get (seed) == NULL);
  g_assert_true (wp_logic_set_intended (seed, table, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (wp_logic_get_intended (seed), sizeof (gint) * 16, table, sizeof (gint) * 16);
  g_assert_cmpint (wp_logic_get_intended (seed)[1 * 4 + 2], ==, WP_LOGIC_CODE (2, 2));   /* Bea drinks juice */
  /* It never constrains the count, and copies and compares with the puzzle. */
  g_assert_cmpuint (engine_count (seed), ==, 1);
  copy = wp_puzzle_copy (seed);
  g_assert_true (wp_puzzle_equal (copy, seed));
  g_assert_true (wp_logic_set_intended (copy, NULL, &error));
  g_assert_null (wp_logic_get_intended (copy));
  g_assert_false (wp_puzzle_equal (copy, seed));

  /* Refused tables leave the puzzle as it was. */
  bad = g_memdup2 (table, sizeof (gint) * 16);
  bad[1 * 4 + 1] = bad[0 * 4 + 1];   /* the cat with Ada and Bea */
  g_assert_false (wp_logic_set_intended (seed, bad, &error));
  g_assert_cmpstr (error->message, ==, "intended solution: “cat” goes with both Ada and Bea (each item goes with one)");
  g_clear_error (&error);
  bad[1 * 4 + 1] = WP_LOGIC_CODE (2, 1);   /* cocoa in the pet column */
  g_assert_false (wp_logic_set_intended (seed, bad, &error));
  g_assert_cmpstr (error->message, ==, "intended solution: the row of “Bea” holds no item of the category “pet” in its column");
  g_clear_error (&error);
  bad[1 * 4 + 1] = table[1 * 4 + 1];
  bad[2 * 4 + 0] = WP_LOGIC_CODE (0, 3);   /* the first column is fixed */
  g_assert_false (wp_logic_set_intended (seed, bad, &error));
  g_assert_cmpstr (error->message, ==, "intended solution: the row of “Cy” holds no item of the category “friend” in its column");
  g_assert_cmpmem (wp_logic_get_intended (seed), sizeof (gint) * 16, table, sizeof (gint) * 16);
}

static void
test_intended_native (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autofree gint *table = seed_solution (puzzle);
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_autoptr (GPtrArray) again = NULL;
  g_autoptr (GError) error = NULL;
  WpFormat native = { NULL };
  g_autofree char *text = NULL;
  const char *head = NATIVE_HEAD "\"categories\": [{\"name\": \"a\", \"items\": [\"x\", \"y\", \"z\"]}, "
                     "{\"name\": \"b\", \"items\": [\"u\", \"v\", \"w\"]}], ";
  g_autofree char *rows = g_strconcat (head, "\"intended\": [[\"x\", \"u\"]]}", NULL);
  g_autofree char *wrong = g_strconcat (head, "\"intended\": [[\"x\", \"u\"], [\"y\", \"x\"], [\"z\", \"w\"]]}", NULL);
  g_autofree char *twice = g_strconcat (head, "\"intended\": [[\"x\", \"u\"], [\"y\", \"u\"], [\"z\", \"w\"]]}", NULL);
  g_autofree char *good = g_strconcat (head, "\"intended\": [[\"x\", \"w\"], [\"y\", \"u\"], [\"z\", \"v\"]]}", NULL);

  g_assert_true (wp_logic_set_intended (puzzle, table, NULL));
  g_ptr_array_add (one, puzzle);
  text = wp_serialize (one, &native, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"intended\" : [\n    [\n      \"Ada\",\n      \"cat\",\n      \"tea\",\n      \"York\"\n    ],"));
  again = wp_load_data (text, &native, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (wp_puzzle_equal (g_ptr_array_index (again, 0), puzzle));
  g_assert_cmpmem (wp_logic_get_intended (g_ptr_array_index (again, 0)), sizeof (gint) * 16, table, sizeof (gint) * 16);

  wp_test_assert_load_error (rows, NULL, "intended: expected 3 rows");
  wp_test_assert_load_error (wrong, NULL, "intended[1][1]: expected an item of the category “b”");
  wp_test_assert_load_error (twice, NULL, "intended solution: “u” goes with both x and y (each item goes with one)");
  g_clear_pointer (&again, g_ptr_array_unref);
  again = wp_load_data (good, &native, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wp_logic_get_intended (g_ptr_array_index (again, 0))[0 * 2 + 1], ==, WP_LOGIC_CODE (1, 2));
}

static void
test_intended_text (void)
{
  g_autofree char *with = g_strconcat ("friend: Ada, Bea, Cy, Dot\n"
                                       "pet \"keeps the {}\": cat, dog, fish, bird\n"
                                       "drink \"drinks {}\": tea, cocoa, juice, water\n"
                                       "city \"lives in {}\": Bath, Hull, Leeds, York\n"
                                       "\n"
                                       "Ada = tea\n", seed_table, NULL);
  g_autoptr (WpPuzzle) puzzle = parse_logic (with);
  g_autoptr (WpPuzzle) again = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  const WpTextFormat *f = &wp_logic_text_format;
  const char *two = "a: x, y, z\nb: u, v, w\n\n";
  const char *three = "a: x, y, z\nb: u, v, w\nc: p, q, r\n\n";
  struct { const char *head, *body, *message; } errors[] = {
    { two, "solution:\nx: u\ny: v\n", "4: the solution has no row for “z”" },
    { two, "solution:\nx u\n", "5:1: expected a row of the solution “x: item, item, …” (no clue may follow the solution)" },
    { two, "solution:\nx: u\nx = v\n", "6:1: expected a row of the solution “x: item, item, …” (no clue may follow the solution)" },
    { two, "solution:\nu: x\n", "5:1: a row of the solution starts with an item of the first category “a”, not “u”" },
    { two, "solution:\nx: u\nx: v\n", "6:1: the row of “x” is given twice (first on line 5)" },
    { two, "solution:\nx: u\ny: u\n", "6:4: “u” already goes with another row (line 5)" },
    { two, "solution:\nx: y\n", "5:4: “y” is of the first category “a”: a row lists the items of the others" },
    { two, "solution:\nx: q\n", "5:4: “q” is not an item of any category above" },
    { two, "solution:\nx: u,\n", "5:6: expected an item" },
    { three, "solution:\nx: u, v\n", "6:7: “v” is a second item of the category “b” in this row" },
    { three, "solution:\n  x: p\n", "6: the row of “x” has no item of the category “b”" },
  };

  g_assert_cmpint (wp_logic_get_intended (puzzle)[3 * 4 + 3], ==, WP_LOGIC_CODE (3, 2));   /* Dot lives in Leeds */
  g_assert_true (f->write (puzzle, NULL, out, NULL));
  g_assert_true (g_str_has_suffix (out->str, "Ada = tea\n\nsolution:\nAda: cat, tea, York\nBea: dog, juice, Bath\n"
                                             "Cy: fish, water, Hull\nDot: bird, cocoa, Leeds\n"));
  again = parse_logic (out->str);
  g_assert_true (wp_puzzle_equal (again, puzzle));
  /* Items in any order, a comment, and no clue at all. */
  g_clear_pointer (&again, wp_puzzle_free);
  again = parse_logic ("a: x, y, z\nb: u, v, w\nc: p, q, r\n\nSolution:  # mine\nz: r, w\nx: u, p\ny: q, v\n");
  g_assert_cmpint (wp_logic_get_intended (again)[2 * 3 + 1], ==, WP_LOGIC_CODE (1, 2));
  g_assert_cmpint (wp_logic_get_intended (again)[0 * 3 + 2], ==, WP_LOGIC_CODE (2, 0));
  g_assert_cmpint (f->sniff ("a: x, y, z\nb: u, v, w\n\nsolution:\nx: u\ny: v\nz: w\n"), ==, WP_SNIFF_SURE);
  for (guint i = 0; i < G_N_ELEMENTS (errors); i++)
    {
      g_autofree char *text = g_strconcat (errors[i].head, errors[i].body, NULL);

      wp_test_assert_load_error (text, f, errors[i].message);
    }
}

/* Seed 001 without its last clue has 10 solutions, and the first one the
 * search finds is not the seed's: with the seed's solution set as
 * intended, every suggestion is true in it (some false in that first
 * one), and the best one leaves the intended solution alone. */
static void
test_intended_suggest (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autofree gint *table = seed_solution (puzzle);
  g_autoptr (WpLogicSuggestions) plain = NULL, found = NULL;
  g_autoptr (GPtrArray) solutions = NULL;
  const gint *first;
  guint false_in_first = 0;

  g_ptr_array_remove_index (puzzle->elements, 6);
  solutions = all_solutions (puzzle);
  g_assert_cmpuint (solutions->len, ==, 10);
  first = g_ptr_array_index (solutions, 0);
  g_assert_true (memcmp (first, table, sizeof (gint) * 16) != 0);
  plain = wp_logic_suggest (puzzle, 1000, 5, NULL);
  g_assert_false (plain->from_intended);
  g_assert_cmpmem (plain->intended, sizeof (gint) * 16, first, sizeof (gint) * 16);

  g_assert_true (wp_logic_set_intended (puzzle, table, NULL));
  found = wp_logic_suggest (puzzle, 1000, 5, NULL);
  g_assert_true (found->from_intended);
  g_assert_cmpuint (found->n_false, ==, 0);
  g_assert_cmpmem (found->intended, sizeof (gint) * 16, table, sizeof (gint) * 16);
  g_assert_cmpuint (found->suggestions->len, ==, 5);
  for (guint i = 0; i < found->suggestions->len; i++)
    {
      const WpLogicSuggestion *s = &g_array_index (found->suggestions, WpLogicSuggestion, i);
      gint shape = wp_logic_clue_shape (s->clue), codes[4];
      g_autoptr (WpPuzzle) more = wp_puzzle_copy (puzzle);
      g_autoptr (GPtrArray) left = NULL;

      for (guint j = 0; j < wp_logic_shape_arity (shape); j++)
        codes[j] = wp_logic_clue_item (puzzle, s->clue, j);
      g_assert_true (wp_logic_clue_holds (puzzle, shape, codes, table));
      false_in_first += !wp_logic_clue_holds (puzzle, shape, codes, first);
      g_ptr_array_add (more->elements, wp_element_copy (s->clue));
      left = all_solutions (more);
      g_assert_cmpuint (left->len, ==, s->remaining);
      /* The intended solution is always among those left. */
      g_assert_true (s->remaining >= 1);
    }
  g_assert_cmpuint (false_in_first, ==, 5);
  {
    const WpLogicSuggestion *best = &g_array_index (found->suggestions, WpLogicSuggestion, 0);
    g_autofree char *sentence = wp_logic_clue_sentence (puzzle, best->clue);
    g_autoptr (WpPuzzle) more = wp_puzzle_copy (puzzle);
    g_autoptr (GPtrArray) left = NULL;

    g_assert_cmpstr (sentence, ==, "Dot drinks cocoa.");
    g_ptr_array_add (more->elements, wp_element_copy (best->clue));
    left = all_solutions (more);
    g_assert_cmpuint (left->len, ==, 1);
    g_assert_cmpmem (g_ptr_array_index (left, 0), sizeof (gint) * 16, table, sizeof (gint) * 16);
  }
}

/* Seed 001 with Ada and Bea trading dog and cat, Bath and York, set as
 * intended: clue 6 (Ada != dog) is false there, the one solution differs,
 * and nothing is suggested. */
static void
test_intended_false_clues (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autofree gint *table = seed_solution (puzzle);
  g_autofree gint *unique = g_memdup2 (table, sizeof (gint) * 16);
  g_autoptr (GPtrArray) false_clues = NULL, notes = NULL, none = NULL;
  g_autoptr (WpLogicSuggestions) found = NULL;
  gint swap;

  none = wp_logic_false_clues (puzzle);
  g_assert_cmpuint (none->len, ==, 0);
  swap = table[0 * 4 + 1], table[0 * 4 + 1] = table[1 * 4 + 1], table[1 * 4 + 1] = swap;
  swap = table[0 * 4 + 3], table[0 * 4 + 3] = table[1 * 4 + 3], table[1 * 4 + 3] = swap;
  g_assert_true (wp_logic_set_intended (puzzle, table, NULL));
  false_clues = wp_logic_false_clues (puzzle);
  g_assert_cmpuint (false_clues->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (false_clues, 0), ==,
                   "Clue 6 is false in your intended solution: “Ada is not the one who keeps the dog.” There: Ada "
                   "keeps the dog.");
  notes = puzzle->genre->intended->check (puzzle, unique);
  g_assert_cmpuint (notes->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (notes, 0), ==,
                   "The clues lead to another solution than your intended one: Ada keeps the cat. Ada lives in York. "
                   "Bea keeps the dog. Bea lives in Bath.");
  found = wp_logic_suggest (puzzle, 1000, 5, NULL);
  g_assert_cmpuint (found->n_false, ==, 1);
  g_assert_cmpuint (found->suggestions->len, ==, 0);

  /* A given false there is named too; other shapes say what they speak of. */
  g_clear_pointer (&false_clues, g_ptr_array_unref);
  puzzle->cells[0 * 4 + 1] = WP_LOGIC_CODE (1, 0);   /* given: Ada keeps the cat */
  g_ptr_array_set_size (puzzle->elements, 4);       /* Ada = tea, cat = York, fish = water, the pair */
  false_clues = wp_logic_false_clues (puzzle);
  g_assert_cmpuint (false_clues->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (false_clues, 0), ==,
                   "The given “cat” for Ada is false in your intended solution. There: Ada keeps the dog.");
  g_clear_pointer (&false_clues, g_ptr_array_unref);
  puzzle->cells[0 * 4 + 1] = WP_CELL_EMPTY;
  wp_logic_set_intended (puzzle, unique, NULL);
  unique[1 * 4 + 2] = WP_LOGIC_CODE (2, 1), unique[3 * 4 + 2] = WP_LOGIC_CODE (2, 2);   /* Bea cocoa, Dot juice */
  wp_logic_set_intended (puzzle, unique, NULL);
  false_clues = wp_logic_false_clues (puzzle);
  g_assert_cmpuint (false_clues->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (false_clues, 0), ==,
                   "Clue 4 is false in your intended solution: “Of Bea and Dot, one drinks juice and the other lives "
                   "in Leeds.” There: Bea drinks cocoa. Bea lives in Bath. Dot drinks juice. Dot lives in Leeds.");
}

/* Edit Categories carries the intended solution by place, and drops it
 * when it no longer is a full matching. */
static void
test_intended_with_categories (void)
{
  g_autoptr (WpPuzzle) seed = wp_test_load_data_file ("seed001.logic");
  g_autofree gint *table = seed_solution (seed);
  g_autoptr (WpPuzzle) renamed = NULL, three = NULL, five = NULL;
  static const char *const animals[] = { "puss", "rex", "nemo", "tweety", NULL };
  WpLogicCategorySpec specs[5] = {
    { "friend", "{}", FALSE, friends }, { "animal", "keeps {}", FALSE, animals },
    { "drink", "drinks {}", FALSE, drinks }, { "city", "lives in {}", FALSE, cities },
    { "car", "drives {}", FALSE, (const char *const[]) { "Fiat", "Ford", "Mini", "Saab", NULL } },
  };

  g_assert_true (wp_logic_set_intended (seed, table, NULL));
  renamed = wp_logic_with_categories (seed, specs, 4, 4, NULL, NULL);
  g_assert_cmpmem (wp_logic_get_intended (renamed), sizeof (gint) * 16, table, sizeof (gint) * 16);
  /* Three categories: the city column goes, the rest stays. */
  three = wp_logic_with_categories (seed, specs, 3, 4, NULL, NULL);
  g_assert_nonnull (wp_logic_get_intended (three));
  g_assert_cmpint (wp_logic_get_intended (three)[3 * 3 + 1], ==, WP_LOGIC_CODE (1, 3));   /* Dot: tweety */
  /* A new category has no place in it. */
  five = wp_logic_with_categories (seed, specs, 5, 4, NULL, NULL);
  g_assert_null (wp_logic_get_intended (five));
  /* Three items: Ada's York (item 4) is gone. */
  g_clear_pointer (&three, wp_puzzle_free);
  three = wp_logic_with_categories (seed, (WpLogicCategorySpec[]) {
                                      { "friend", "{}", FALSE, (const char *const[]) { "Ada", "Bea", "Cy", NULL } },
                                      { "pet", "keeps the {}", FALSE, (const char *const[]) { "cat", "dog", "fish", NULL } },
                                    }, 2, 3, NULL, NULL);
  g_assert_nonnull (wp_logic_get_intended (three));
  {
    g_autoptr (WpPuzzle) drinks3 = wp_logic_with_categories (seed, (WpLogicCategorySpec[]) {
        { "friend", "{}", FALSE, (const char *const[]) { "Ada", "Bea", "Cy", NULL } },
        { "pet", "keeps the {}", FALSE, (const char *const[]) { "cat", "dog", "fish", NULL } },
        { "drink", "drinks {}", FALSE, (const char *const[]) { "tea", "cocoa", "juice", NULL } },
      }, 3, 3, NULL, NULL);

    /* Cy drinks water (item 4): no full matching of three left. */
    g_assert_null (wp_logic_get_intended (drinks3));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/seed", test_seed);
  g_test_add_func ("/logic/seed/minimal", test_seed_minimal);
  g_test_add_func ("/logic/sentences", test_sentences);
  g_test_add_func ("/logic/pair-marks", test_pair_marks);
  g_test_add_func ("/logic/random", test_random);
  g_test_add_func ("/logic/sherlock", test_sherlock);
  g_test_add_func ("/logic/zebra", test_zebra);
  g_test_add_func ("/logic/analysis/pattern", test_pattern);
  g_test_add_func ("/logic/analysis/suggest", test_suggest);
  g_test_add_func ("/logic/text/round-trip", test_text_round_trip);
  g_test_add_func ("/logic/text/errors", test_text_errors);
  g_test_add_func ("/logic/sniff", test_sniff);
  g_test_add_func ("/logic/native", test_native);
  g_test_add_func ("/logic/with-categories", test_with_categories);
  g_test_add_func ("/logic/categories-moved", test_categories_moved);
  g_test_add_func ("/logic/suggest-counted", test_suggest_counted);
  g_test_add_func ("/logic/intended/set", test_intended_set);
  g_test_add_func ("/logic/intended/native", test_intended_native);
  g_test_add_func ("/logic/intended/text", test_intended_text);
  g_test_add_func ("/logic/intended/suggest", test_intended_suggest);
  g_test_add_func ("/logic/intended/false-clues", test_intended_false_clues);
  g_test_add_func ("/logic/intended/with-categories", test_intended_with_categories);
  return g_test_run ();
}
