/* wp-analysis.c — deadly patterns, true candidates, suggestions, redundant givens */
#include "wp-analysis.h"
#include "wp-genre.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define DEFAULT_CAP 10000
#define DEFAULT_SUGGESTIONS 5

void
wp_pattern_free (WpPattern *pattern)
{
  if (pattern == NULL)
    return;
  g_array_unref (pattern->cells);
  g_array_unref (pattern->first);
  g_array_unref (pattern->second);
  g_free (pattern->kind);
  g_free (pattern->where);
  g_free (pattern);
}

/* --- Deadly patterns --------------------------------------------------------- */

/* Union–find over the cells, to group differing cells that share a
 * constraint. */
static guint
find_root (guint *parent, guint x)
{
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

static void
join_cells_sharing_constraints (const WpModel *model, const guint8 *differs, guint *parent)
{
  for (guint p = 0; p < model->propagators->len; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);
      gint anchor = -1;

      for (guint i = 0; i < prop->n_vars; i++)
        {
          guint var = prop->vars[i];

          if (!differs[var])
            continue;
          if (anchor < 0)
            anchor = (gint) var;
          else
            parent[find_root (parent, var)] = find_root (parent, (guint) anchor);
        }
    }
}

static WpPattern *
pattern_new (void)
{
  WpPattern *pattern = g_new0 (WpPattern, 1);

  pattern->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  pattern->first = g_array_new (FALSE, FALSE, sizeof (gint));
  pattern->second = g_array_new (FALSE, FALSE, sizeof (gint));
  return pattern;
}

static int
smaller_pattern_first (gconstpointer x, gconstpointer y)
{
  const WpPattern *a = *(WpPattern *const *) x, *b = *(WpPattern *const *) y;

  if (a->cells->len != b->cells->len)
    return a->cells->len < b->cells->len ? -1 : 1;
  return g_array_index (a->cells, guint, 0) < g_array_index (b->cells, guint, 0) ? -1 : 1;
}

static void
name_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  if (puzzle->genre->describe_pattern)
    puzzle->genre->describe_pattern (puzzle, pattern);
  if (pattern->kind == NULL)
    pattern->kind = g_strdup (_("deadly pattern"));
}

GPtrArray *
wp_find_patterns (const WpPuzzle *puzzle, const gint *a, const gint *b)
{
  GPtrArray *patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, NULL);
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree guint8 *differs = g_new0 (guint8, n);
  g_autofree guint *parent = g_new (guint, n);
  g_autoptr (GHashTable) by_root = g_hash_table_new (NULL, NULL);

  g_return_val_if_fail (model != NULL, patterns);
  for (guint cell = 0; cell < n; cell++)
    {
      differs[cell] = a[cell] != b[cell];
      parent[cell] = cell;
    }
  join_cells_sharing_constraints (model, differs, parent);

  for (guint cell = 0; cell < n; cell++)
    {
      guint root;
      WpPattern *pattern;

      if (!differs[cell])
        continue;
      root = find_root (parent, cell);
      pattern = g_hash_table_lookup (by_root, GUINT_TO_POINTER (root + 1));
      if (pattern == NULL)
        {
          pattern = pattern_new ();
          g_hash_table_insert (by_root, GUINT_TO_POINTER (root + 1), pattern);
          g_ptr_array_add (patterns, pattern);
        }
      g_array_append_val (pattern->cells, cell);
      g_array_append_val (pattern->first, a[cell]);
      g_array_append_val (pattern->second, b[cell]);
    }
  for (guint i = 0; i < patterns->len; i++)
    name_pattern (puzzle, g_ptr_array_index (patterns, i));
  g_ptr_array_sort (patterns, smaller_pattern_first);
  return patterns;
}

static guint
distance (const gint *a, const gint *b, guint n)
{
  guint d = 0;

  for (guint i = 0; i < n; i++)
    d += a[i] != b[i];
  return d;
}

gboolean
wp_closest_pair (GPtrArray *solutions, guint n_values, guint *first, guint *second)
{
  guint best = G_MAXUINT;

  for (guint i = 0; i < solutions->len; i++)
    for (guint j = i + 1; j < solutions->len; j++)
      {
        guint d = distance (g_ptr_array_index (solutions, i), g_ptr_array_index (solutions, j), n_values);

        if (d < best)
          {
            best = d;
            *first = i;
            *second = j;
          }
      }
  return best != G_MAXUINT;
}

/* --- Counting helpers ----------------------------------------------------------- */

static void
count_with (const WpPuzzle *puzzle, guint64 cap, guint keep, WpSearch *search, WpSearchResult *result)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpSearchOptions options = { cap, keep, 0, NULL };

  wp_search_run (search, model, &options, result);
}

/* --- True candidates ----------------------------------------------------------- */

static void
tally_candidates (WpAnalysis *analysis, const WpPuzzle *puzzle)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, NULL);
  WpDomain all = 0;

  for (guint v = 0; v < model->n_vars; v++)
    all |= model->domains[v];
  analysis->value_base = model->value_base;
  analysis->n_values = all ? 64 - (guint) __builtin_clzll (all) : 0;
  analysis->value_counts = g_new0 (guint64, (gsize) analysis->n_cells * MAX (analysis->n_values, 1));
  for (guint s = 0; s < analysis->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (analysis->solutions, s);

      for (guint cell = 0; cell < analysis->n_cells; cell++)
        analysis->value_counts[cell * analysis->n_values + (guint) (values[cell] - analysis->value_base)]++;
    }
}

guint64
wp_analysis_value_count (const WpAnalysis *analysis, guint cell, gint value)
{
  gint index = value - analysis->value_base;

  if (cell >= analysis->n_cells || index < 0 || (guint) index >= analysis->n_values)
    return 0;
  return analysis->value_counts[cell * analysis->n_values + (guint) index];
}

/* --- Suggestions ---------------------------------------------------------------- */

static int
fewest_remaining_first (gconstpointer x, gconstpointer y)
{
  const WpSuggestion *a = x, *b = y;

  if (a->remaining != b->remaining)
    return a->remaining < b->remaining ? -1 : 1;
  if (a->cell != b->cell)
    return a->cell < b->cell ? -1 : 1;
  return a->value < b->value ? -1 : 1;
}

/* Candidates from the enumeration, the most decisive first; the figures are
 * then proved by counting again with the given placed. */
static void
suggest_givens (WpAnalysis *analysis, const WpPuzzle *puzzle, guint max, WpSearch *search, guint64 cap)
{
  g_autoptr (GArray) candidates = g_array_new (FALSE, FALSE, sizeof (WpSuggestion));
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);

  for (guint cell = 0; cell < analysis->n_cells; cell++)
    for (guint i = 0; i < analysis->n_values && puzzle->cells[cell] == WP_CELL_EMPTY; i++)
      {
        guint64 seen = analysis->value_counts[cell * analysis->n_values + i];
        WpSuggestion suggestion = { cell, analysis->value_base + (gint) i, seen, FALSE };

        if (seen > 0 && seen < analysis->count)
          g_array_append_val (candidates, suggestion);
      }
  g_array_sort (candidates, fewest_remaining_first);

  analysis->suggestions = g_array_new (FALSE, FALSE, sizeof (WpSuggestion));
  for (guint i = 0; i < candidates->len && analysis->suggestions->len < max; i++)
    {
      WpSuggestion suggestion = g_array_index (candidates, WpSuggestion, i);
      WpSearchResult result;

      trial->cells[suggestion.cell] = suggestion.value;
      count_with (trial, cap, 0, search, &result);
      trial->cells[suggestion.cell] = WP_CELL_EMPTY;
      suggestion.remaining = result.count;
      suggestion.exact = result.exact;
      wp_search_result_clear (&result);
      if (result.stopped == WP_STOP_CANCELLED)
        break;
      g_array_append_val (analysis->suggestions, suggestion);
    }
  g_array_sort (analysis->suggestions, fewest_remaining_first);
}

/* --- Redundant givens ----------------------------------------------------------- */

static void
find_redundant_givens (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search)
{
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);

  analysis->redundant = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint cell = 0; cell < analysis->n_cells; cell++)
    {
      WpSearchResult result;
      gint given = puzzle->cells[cell];

      if (given == WP_CELL_EMPTY)
        continue;
      trial->cells[cell] = WP_CELL_EMPTY;
      count_with (trial, 2, 0, search, &result);
      trial->cells[cell] = given;
      if (result.count == 1 && result.exact)
        g_array_append_val (analysis->redundant, cell);
      wp_search_result_clear (&result);
    }
  analysis->minimal = analysis->redundant->len == 0;
}

/* --- Entry point ------------------------------------------------------------------ */

WpAnalysis *
wp_analyse (const WpPuzzle *puzzle, const WpAnalysisOptions *options, WpSearch *search, GError **error)
{
  guint64 cap = options && options->cap ? options->cap : DEFAULT_CAP;
  guint max = options && options->max_suggestions ? options->max_suggestions : DEFAULT_SUGGESTIONS;
  g_autoptr (WpModel) check = wp_puzzle_build_model (puzzle, error);
  WpAnalysis *analysis;
  WpSearchResult result;
  guint first, second;

  if (check == NULL)
    return NULL;
  analysis = g_new0 (WpAnalysis, 1);
  analysis->n_cells = wp_puzzle_n_cells (puzzle);
  count_with (puzzle, cap, (guint) MIN (cap, G_MAXUINT), search, &result);
  analysis->count = result.count;
  analysis->exact = result.exact;
  analysis->solutions = g_steal_pointer (&result.solutions);
  tally_candidates (analysis, puzzle);

  analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  if (wp_closest_pair (analysis->solutions, analysis->n_cells, &first, &second))
    {
      g_ptr_array_unref (analysis->patterns);
      analysis->patterns = wp_find_patterns (puzzle, g_ptr_array_index (analysis->solutions, first),
                                             g_ptr_array_index (analysis->solutions, second));
    }
  if (analysis->count >= 2)
    suggest_givens (analysis, puzzle, max, search, cap);
  else if (analysis->count == 1 && analysis->exact)
    find_redundant_givens (analysis, puzzle, search);
  return analysis;
}

void
wp_analysis_free (WpAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_clear_pointer (&analysis->solutions, g_ptr_array_unref);
  g_clear_pointer (&analysis->patterns, g_ptr_array_unref);
  g_clear_pointer (&analysis->suggestions, g_array_unref);
  g_clear_pointer (&analysis->redundant, g_array_unref);
  g_free (analysis->value_counts);
  g_free (analysis);
}
