/* wp-analysis.c — deadly patterns, closest alternatives, locked rectangles,
 * true candidates, suggestions, redundant givens and elements, what a
 * puzzle owes to each rule */
#include "wp-analysis.h"
#include "wp-analysis-private.h"
#include "wp-clue.h"
#include "wp-element.h"
#include "wp-genre.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_CAP 10000
/* The solutions kept for true candidates are the analysis's largest use of
 * memory, n_cells values each: 10,000 of a 300×300 grid would be 3.6 GB.
 * A large grid enumerates fewer (300×300: 186), and its count says "at
 * least" as any capped count does.  Everything else the analysis holds is
 * a few copies of the grid. */
#define MAX_KEPT_BYTES (64u << 20)
#define DEFAULT_SUGGESTIONS 5
#define DEFAULT_CLOSEST_TIMEOUT_S 2.0
#define DEFAULT_CONTRADICTION_TIMEOUT_S 10.0
#define MAX_CHAINS 16

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
  g_clear_pointer (&pattern->path, g_array_unref);
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

WpPattern *
wp_pattern_new (void)
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

void
wp_pattern_name (const WpPuzzle *puzzle, WpPattern *pattern)
{
  if (puzzle->genre->patterns && puzzle->genre->patterns->describe)
    puzzle->genre->patterns->describe (puzzle, pattern);
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
          pattern = wp_pattern_new ();
          g_hash_table_insert (by_root, GUINT_TO_POINTER (root + 1), pattern);
          g_ptr_array_add (patterns, pattern);
        }
      g_array_append_val (pattern->cells, cell);
      g_array_append_val (pattern->first, a[cell]);
      g_array_append_val (pattern->second, b[cell]);
    }
  for (guint i = 0; i < patterns->len; i++)
    wp_pattern_name (puzzle, g_ptr_array_index (patterns, i));
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

/* The cells where some solution differs from the first, as indices. */
static GArray *
varying_cells (GPtrArray *solutions, guint n)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));
  const gint *first = g_ptr_array_index (solutions, 0);

  for (guint cell = 0; cell < n; cell++)
    for (guint s = 1; s < solutions->len; s++)
      if (((const gint *) g_ptr_array_index (solutions, s))[cell] != first[cell])
        {
          g_array_append_val (cells, cell);
          break;
        }
  return cells;
}

/* The solutions as rows of bytes over the varying cells only.  Values of one
 * model span at most 64, so their low bytes stay distinct. */
static guint8 *
pack_solutions (GPtrArray *solutions, GArray *cells)
{
  guint8 *bytes = g_new (guint8, (gsize) solutions->len * MAX (cells->len, 1));

  for (guint s = 0; s < solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (solutions, s);

      for (guint i = 0; i < cells->len; i++)
        bytes[(gsize) s * cells->len + i] = (guint8) values[g_array_index (cells, guint, i)];
    }
  return bytes;
}

/* A plain loop over bytes, which the compiler vectorises. */
static guint
byte_distance (const guint8 *a, const guint8 *b, guint n)
{
  guint d = 0;

  for (guint i = 0; i < n; i++)
    d += a[i] != b[i];
  return d;
}

typedef struct {
  const guint8 *bytes;    /* N rows of @width bytes */
  guint         width;
  guint         best;     /* pairs must differ in fewer cells than this */
  guint         first, second;
  gboolean      found;
  gint64        stop_at;  /* monotonic µs, 0 = never: the pairs left are not compared */
  guint         until_check;
  gboolean      stopped;
} PairSearch;

/* The pairs are N²/2 for N solutions (10,000 sparse rows of a 40×40 fleet
 * that all hash alike took 4 s): the clock is read every 65,536 pairs. */
static gboolean
pair_search_stops (PairSearch *ps)
{
  if (ps->stopped)
    return TRUE;
  if (ps->stop_at == 0 || ps->until_check-- > 0)
    return FALSE;
  ps->until_check = 65535;
  ps->stopped = g_get_monotonic_time () >= ps->stop_at;
  return ps->stopped;
}

/* Closer wins; among equals, the pair a plain scan would meet first. */
static void
consider_pair (PairSearch *ps, guint i, guint j)
{
  guint d = byte_distance (ps->bytes + (gsize) i * ps->width, ps->bytes + (gsize) j * ps->width, ps->width);

  if (d < ps->best || (d == ps->best && ps->found && (i < ps->first || (i == ps->first && j < ps->second))))
    {
      ps->best = d;
      ps->first = i;
      ps->second = j;
      ps->found = TRUE;
    }
}

typedef struct {
  guint64 hash;
  guint   index;
} Keyed;

static int
by_hash_then_index (gconstpointer x, gconstpointer y)
{
  const Keyed *a = x, *b = y;

  if (a->hash != b->hash)
    return a->hash < b->hash ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* Solutions agreeing on every cell i ≡ @block (mod @n_blocks) of their rows
 * come together after sorting by a hash of those cells; only they are
 * compared (a hash collision costs a comparison, nothing more). */
static void
compare_within_block (PairSearch *ps, guint n_solutions, guint block, guint n_blocks, Keyed *keyed)
{
  for (guint s = 0; s < n_solutions; s++)
    {
      const guint8 *row = ps->bytes + (gsize) s * ps->width;
      guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

      for (guint i = block; i < ps->width; i += n_blocks)
        hash = (hash ^ row[i]) * G_GUINT64_CONSTANT (1099511628211);
      keyed[s] = (Keyed) { hash, s };
    }
  qsort (keyed, n_solutions, sizeof (Keyed), by_hash_then_index);
  for (guint a = 0; a < n_solutions && !ps->stopped; a++)
    for (guint b = a + 1; b < n_solutions && keyed[b].hash == keyed[a].hash && !pair_search_stops (ps); b++)
      consider_pair (ps, keyed[a].index, keyed[b].index);
}

/* The closest pair among @solutions that differ in fewer than @limit cells;
 * returns its distance, or @limit when there is none.  There are N²/2 pairs
 * (N up to the cap), so rows are packed short; and under a small limit, two
 * rows closer than it agree on one of @limit interleaved blocks of cells
 * (pigeonhole), so only rows sharing a block are compared.  At @stop_at
 * (monotonic µs; 0: never) the closest pair compared so far is the answer:
 * a real pair, not proved the closest. */
static guint
closest_pair_below (GPtrArray *solutions, guint n, guint limit, gint64 stop_at, guint *first, guint *second)
{
  g_autoptr (GArray) cells = NULL;
  g_autofree guint8 *bytes = NULL;
  PairSearch ps = { NULL, 0, limit, 0, 0, FALSE, stop_at, 0, FALSE };

  if (solutions->len < 2)
    return limit;
  cells = varying_cells (solutions, n);
  ps.bytes = bytes = pack_solutions (solutions, cells);
  ps.width = cells->len;
  if (limit > 0 && limit <= ps.width / 4)
    {
      g_autofree Keyed *keyed = g_new (Keyed, solutions->len);

      for (guint block = 0; block < limit && !ps.stopped; block++)
        compare_within_block (&ps, solutions->len, block, limit, keyed);
    }
  else
    for (guint i = 0; i < solutions->len && !ps.stopped; i++)
      for (guint j = i + 1; j < solutions->len && !pair_search_stops (&ps); j++)
        consider_pair (&ps, i, j);
  if (ps.found)
    {
      *first = ps.first;
      *second = ps.second;
    }
  return ps.best;
}

gboolean
wp_closest_pair (GPtrArray *solutions, guint n_values, guint *first, guint *second)
{
  return closest_pair_below (solutions, n_values, G_MAXUINT, 0, first, second) != G_MAXUINT;
}

/* --- Closest alternative --------------------------------------------------------- */

/* "Differs from the reference in at least 1 and at most param cells".  A cell
 * counts as differing as soon as its domain loses its reference value, so
 * what the other propagators deduce from one change (the value it takes
 * must leave its old cell in every unit) is counted before the search
 * branches again: that is what keeps the bound tight.  Its data is the bit
 * of each variable's reference value (a WpDomain array). */
static gboolean
near_settle (const WpPropagator *self, WpStore *store, const WpDomain *reference)
{
  /* The budget is spent: every cell still free keeps its reference value. */
  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if ((d & reference[i]) && d != reference[i] &&
          !wp_store_restrict (store, self->vars[i], reference[i]))
        return FALSE;
    }
  return TRUE;
}

static gboolean
near_propagate (const WpPropagator *self, WpStore *store)
{
  const WpDomain *reference = self->data;
  guint differ = 0, open = 0, last_open = 0;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (!(d & reference[i]))
        differ++;
      else if (d != reference[i])
        {
          open++;
          last_open = i;
        }
    }
  if (differ > (guint) self->param || differ + open == 0)
    return FALSE;
  if (differ == 0 && open == 1)   /* the one cell left that can differ must */
    return wp_store_restrict (store, self->vars[last_open], ~reference[last_open]);
  if (differ == (guint) self->param)
    return near_settle (self, store, reference);
  return TRUE;
}

static const WpPropagatorClass near_class = { "differs-from-reference", near_propagate, g_free };

/* The analysis model (never a genre's fast path: it could not see the extra
 * propagator) plus "differs from @reference", whose bound is returned
 * through @near_out for the caller to tighten between searches. */
static WpModel *
near_model (const WpPuzzle *puzzle, const gint *reference, WpPropagator **near_out)
{
  WpModel *model = wp_puzzle_build_analysis_model (puzzle, NULL);
  g_autofree guint *vars = NULL;
  WpDomain *bits;

  if (model == NULL)
    return NULL;
  vars = g_new (guint, MAX (model->n_vars, 1));
  bits = g_new0 (WpDomain, MAX (model->n_vars, 1));
  for (guint v = 0; v < model->n_vars; v++)
    {
      gint bit = reference[v] - model->value_base;

      vars[v] = v;
      bits[v] = bit >= 0 && bit < 64 ? G_GUINT64_CONSTANT (1) << bit : 0;
    }
  *near_out = wp_model_add_propagator (model, &near_class, vars, model->n_vars,
                                       (gint) model->n_vars, bits);
  return model;
}

/* A monotonic deadline @timeout_s from now; 0 (none) for 0, for anything
 * not a positive number, and beyond a century, as the engine does. */
gint64
wp_deadline_after (gdouble timeout_s)
{
  if (!isfinite (timeout_s) || timeout_s <= 0 || timeout_s >= 3.0e9)
    return 0;
  return g_get_monotonic_time () + (gint64) (timeout_s * G_USEC_PER_SEC);
}

/* The time left before @deadline as a search's time limit: 0 (none) with no
 * deadline, negative once it has passed. */
gdouble
wp_deadline_time_left (gint64 deadline)
{
  gdouble left;

  if (deadline == 0)
    return 0;
  left = (deadline - g_get_monotonic_time ()) / (gdouble) G_USEC_PER_SEC;
  return left > 0 ? left : -1;
}

/* Branch and bound from an incumbent (@best cells, *@alternative; n + 1 and
 * NULL for none): ask for one solution closer than the best so far, until
 * there is none.  Each search starts afresh, but the tighter bound prunes
 * it hard, and the distances only fall, so there are at most n rounds. */
static guint
improve_alternative (const WpPuzzle *puzzle, const gint *solution, WpSearch *search, gdouble timeout_s,
                     guint best, gint **alternative, gboolean *proved)
{
  WpPropagator *near = NULL;
  g_autoptr (WpModel) model = near_model (puzzle, solution, &near);
  gint64 deadline = wp_deadline_after (timeout_s);

  *proved = FALSE;
  if (model == NULL)
    return best;
  while (best > 1)   /* nothing differs in fewer than one cell */
    {
      WpSearchOptions options = { .cap = 1, .keep = 1 };
      WpSearchResult result;

      if ((options.timeout_s = wp_deadline_time_left (deadline)) < 0)
        return best;
      near->param = (gint) MIN (best - 1, model->n_vars);
      wp_search_run (search, model, &options, &result);
      if (result.count == 0)
        {
          *proved = result.exact;
          wp_search_result_clear (&result);
          return best;
        }
      g_free (*alternative);
      *alternative = g_ptr_array_steal_index (result.solutions, 0);
      best = distance (solution, *alternative, model->n_vars);
      wp_search_result_clear (&result);
    }
  *proved = TRUE;
  return best;
}

guint
wp_closest_alternative (const WpPuzzle *puzzle, const gint *solution, WpSearch *search,
                        gdouble timeout_s, gint **alternative_out, gboolean *proved_out)
{
  guint n = wp_puzzle_n_cells (puzzle), best;
  gint *alternative = NULL;
  gboolean proved;

  g_return_val_if_fail (puzzle != NULL && solution != NULL && search != NULL, 0);
  best = improve_alternative (puzzle, solution, search, timeout_s, n + 1, &alternative, &proved);
  if (proved_out)
    *proved_out = proved;
  if (alternative_out)
    *alternative_out = alternative;
  else
    g_free (alternative);
  return alternative ? best : 0;
}

/* --- Counting helpers ----------------------------------------------------------- */

/* Counts within the analysis's time limit (@deadline, 0 = none); past it,
 * nothing is searched and the result says so. */
static void
count_with (const WpPuzzle *puzzle, guint64 cap, guint keep, WpSearch *search, gint64 deadline,
            WpSearchResult *result)
{
  g_autoptr (WpModel) model = NULL;
  WpSearchOptions options = { .cap = cap, .keep = keep, .timeout_s = wp_deadline_time_left (deadline) };

  if (options.timeout_s < 0)
    {
      *result = (WpSearchResult) { .stopped = WP_STOP_TIMEOUT,
                                   .solutions = g_ptr_array_new_with_free_func (g_free) };
      return;
    }
  model = wp_puzzle_build_model (puzzle, NULL);
  wp_search_run (search, model, &options, result);
}

static gboolean
stopped_early (const WpSearchResult *result)
{
  return result->stopped == WP_STOP_CANCELLED || result->stopped == WP_STOP_TIMEOUT;
}

/* A part's own time limit (@own seconds), cut short by the analysis's
 * @deadline.  Never 0: to the engine that means no limit at all. */
static gdouble
part_timeout (gdouble own, gint64 deadline)
{
  gdouble left = wp_deadline_time_left (deadline);

  if (deadline == 0)
    return own;
  return left < 0 ? 1e-6 : MIN (own, left);
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

/* --- Locked rectangles ---------------------------------------------------------- */

WpDomain
wp_analysis_get_candidates (const WpAnalysis *analysis, guint cell)
{
  WpDomain mask = 0;

  for (guint i = 0; i < analysis->n_values && i < 64; i++)
    if (analysis->value_counts[cell * analysis->n_values + i])
      mask |= G_GUINT64_CONSTANT (1) << i;
  return mask;
}

/* --- Suggestions ---------------------------------------------------------------- */

int
wp_suggestion_compare (gconstpointer x, gconstpointer y)
{
  const WpSuggestion *a = x, *b = y;

  if (a->remaining != b->remaining)
    return a->remaining < b->remaining ? -1 : 1;
  if (a->cell != b->cell)
    return a->cell < b->cell ? -1 : 1;
  if (a->value != b->value)
    return a->value < b->value ? -1 : 1;
  return strcmp (a->clue, b->clue);
}

/* Candidates from the enumeration, the most decisive first; the figures are
 * then proved by counting again with the given placed. */
static void
suggest_givens (WpAnalysis *analysis, const WpPuzzle *puzzle, guint max, WpSearch *search, guint64 cap,
                gint64 deadline)
{
  g_autoptr (GArray) candidates = g_array_new (FALSE, FALSE, sizeof (WpSuggestion));
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);

  for (guint cell = 0; cell < analysis->n_cells; cell++)
    for (guint i = 0; i < analysis->n_values && puzzle->cells[cell] == WP_CELL_EMPTY; i++)
      {
        guint64 seen = analysis->value_counts[cell * analysis->n_values + i];
        WpSuggestion suggestion = { .cell = cell, .value = analysis->value_base + (gint) i, .remaining = seen,
                                     .remaining_kind = WP_COUNT_ENUMERATED };

        if (seen > 0 && seen < analysis->count)
          g_array_append_val (candidates, suggestion);
      }
  g_array_sort (candidates, wp_suggestion_compare);

  analysis->suggestions = g_array_new (FALSE, FALSE, sizeof (WpSuggestion));
  for (guint i = 0; i < candidates->len && analysis->suggestions->len < max; i++)
    {
      WpSuggestion suggestion = g_array_index (candidates, WpSuggestion, i);
      WpSearchResult result;

      trial->cells[suggestion.cell] = suggestion.value;
      count_with (trial, cap, 0, search, deadline, &result);
      trial->cells[suggestion.cell] = WP_CELL_EMPTY;
      suggestion.remaining = result.count;
      suggestion.exact = result.exact;
      suggestion.remaining_kind = result.count_kind;
      suggestion.remaining_log2 = result.log2;
      wp_search_result_clear (&result);
      if (stopped_early (&result))
        break;
      g_array_append_val (analysis->suggestions, suggestion);
    }
  g_array_sort (analysis->suggestions, wp_suggestion_compare);
}

/* --- Redundant givens ----------------------------------------------------------- */

/* Every clue (wp_clue_list(): givens, line clues, elements) taken away in
 * turn and the rest counted up to 2: the same clue references the
 * generator removes.  "Minimal" is claimed only when every clue was tried:
 * a run cut short may have missed the removable ones. */
static void
find_removable_clues (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gint64 deadline)
{
  g_autoptr (GArray) clues = wp_clue_list (puzzle);
  gboolean complete = TRUE, cell_removable = FALSE;

  analysis->removable = g_array_new (FALSE, FALSE, sizeof (WpClueRef));
  analysis->redundant = g_array_new (FALSE, FALSE, sizeof (guint));
  analysis->redundant_elements = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < clues->len && complete; i++)
    {
      const WpClueRef *clue = &g_array_index (clues, WpClueRef, i);
      g_autoptr (WpPuzzle) trial = wp_clue_drop_one (puzzle, clue);
      WpSearchResult result;

      count_with (trial, 2, 0, search, deadline, &result);
      if (result.count == 1 && result.exact)
        {
          g_array_append_val (analysis->removable, *clue);
          cell_removable |= clue->kind == WP_CLUE_CELL;
          if (clue->kind == WP_CLUE_CELL)
            g_array_append_val (analysis->redundant, clue->index);
          else if (clue->kind == WP_CLUE_ELEMENT)
            g_array_append_val (analysis->redundant_elements, clue->index);
        }
      complete = !stopped_early (&result);
      wp_search_result_clear (&result);
    }
  analysis->minimal = complete && !cell_removable;
  analysis->elements_all_tried = complete;
}

char *
wp_describe_redundant_element (const WpPuzzle *puzzle, guint index)
{
  g_autofree char *what = NULL;

  g_return_val_if_fail (index < puzzle->elements->len, NULL);
  what = wp_element_describe (puzzle, g_ptr_array_index (puzzle->elements, index));
  /* TRANSLATORS: "the thermometer r1c1–r1c4 can go: still unique" */
  return g_strdup_printf (_("%s can go: still unique"), what);
}

/* --- Entry point ------------------------------------------------------------------ */

/* Where @values sits in @solutions, appended if it is not there yet. */
static guint
index_or_append (GPtrArray *solutions, gint *values, guint n)
{
  for (guint i = 0; i < solutions->len; i++)
    if (memcmp (g_ptr_array_index (solutions, i), values, sizeof (gint) * n) == 0)
      {
        g_free (values);
        return i;
      }
  g_ptr_array_add (solutions, values);
  return solutions->len - 1;
}

/* Solution 0's closest alternative.  The nearest solution enumerated is the
 * incumbent, so the branch and bound starts from a tight bound rather than
 * from any solution at all. */
static gint *
closest_to_first (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gdouble timeout_s)
{
  const gint *zero = g_ptr_array_index (analysis->solutions, 0);
  guint best = analysis->n_cells + 1, nearest = 0;
  gint *alternative = NULL;

  for (guint j = 1; j < analysis->solutions->len; j++)
    {
      guint d = distance (zero, g_ptr_array_index (analysis->solutions, j), analysis->n_cells);

      if (d < best)
        {
          best = d;
          nearest = j;
        }
    }
  if (nearest > 0)
    alternative = g_memdup2 (g_ptr_array_index (analysis->solutions, nearest), sizeof (gint) * analysis->n_cells);
  best = improve_alternative (puzzle, zero, search, timeout_s, best, &alternative, &analysis->closest_proved);
  analysis->closest_distance = alternative ? best : 0;
  return alternative;
}

/* The patterns lie between the closest two solutions enumerated, unless
 * solution 0's closest alternative is closer still.  The alternative comes
 * first so that its distance bounds the pair search (ties go to the pair). */
static void
find_closest_patterns (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gdouble timeout_s)
{
  gint *alternative = NULL;
  guint first = 0, second = 0, limit = G_MAXUINT;
  /* The alternative and the pairs share the part's time. */
  gint64 stop_at = timeout_s > 0 ? g_get_monotonic_time () + (gint64) (timeout_s * G_USEC_PER_SEC) : 0;

  if (analysis->count >= 2 && analysis->solutions->len > 0)
    alternative = closest_to_first (analysis, puzzle, search, timeout_s);
  if (alternative)
    limit = analysis->closest_distance + 1;
  if (closest_pair_below (analysis->solutions, analysis->n_cells, limit, stop_at, &first, &second) == limit &&
      alternative)
    second = index_or_append (analysis->solutions, g_steal_pointer (&alternative), analysis->n_cells);
  g_free (alternative);
  if (first != second)
    analysis->patterns = wp_find_patterns (puzzle, g_ptr_array_index (analysis->solutions, first),
                                           g_ptr_array_index (analysis->solutions, second));
  else
    analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
}

/* --- Chains (0/1 genres) ------------------------------------------------------ */

/* Whether @values (every cell) keeps @puzzle's givens and is a solution:
 * the grid is given in full and counted, so the genre's own model decides.
 * FALSE too when the time ran out before it could say. */
static gboolean
proves_solution (const WpPuzzle *puzzle, const gint *values, WpSearch *search, gint64 deadline)
{
  g_autoptr (WpPuzzle) filled = wp_puzzle_copy (puzzle);
  g_autoptr (WpModel) model = NULL;
  WpSearchOptions options = { .cap = 1, .timeout_s = wp_deadline_time_left (deadline) };
  WpSearchResult result;
  gboolean found;

  if (options.timeout_s < 0)
    return FALSE;
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      if (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != values[cell])
        return FALSE;
      filled->cells[cell] = values[cell];
    }
  model = wp_puzzle_build_model (filled, NULL);
  if (model == NULL)
    return FALSE;
  wp_search_run (search, model, &options, &result);
  found = result.count > 0;
  wp_search_result_clear (&result);
  return found;
}

/* The pattern of one chain of @solution: its cells ascending, their values
 * in @solution and after the swap, where each cell takes the value of the
 * next one along the path (on a 0/1 chain, 0 and 1 trade places), and the
 * path itself.  NULL when @chain is not a closed path of distinct cells
 * whose swap is another solution. */
static WpPattern *
chain_pattern (const WpPuzzle *puzzle, const gint *solution, const GArray *chain,
               WpSearch *search, gint64 deadline)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gint *swapped = g_memdup2 (solution, sizeof (gint) * n);
  g_autofree guint8 *on_path = g_new0 (guint8, n);
  WpPattern *pattern;

  if (chain->len < 2)
    return NULL;
  for (guint i = 0; i < chain->len; i++)
    {
      guint cell = g_array_index (chain, guint, i);
      guint next = g_array_index (chain, guint, (i + 1) % chain->len);

      if (cell >= n || next >= n || on_path[cell] || solution[cell] == solution[next])
        return NULL;
      on_path[cell] = TRUE;
      swapped[cell] = solution[next];
    }
  if (!proves_solution (puzzle, swapped, search, deadline))
    return NULL;

  pattern = wp_pattern_new ();
  for (guint cell = 0; cell < n; cell++)
    if (on_path[cell])
      {
        g_array_append_val (pattern->cells, cell);
        g_array_append_val (pattern->first, solution[cell]);
        g_array_append_val (pattern->second, swapped[cell]);
      }
  pattern->path = g_array_sized_new (FALSE, FALSE, sizeof (guint), chain->len);
  g_array_append_vals (pattern->path, chain->data, chain->len);
  wp_pattern_name (puzzle, pattern);
  return pattern;
}

/* For a genre with a chain test (find_chains): the deadly patterns are the
 * chains of solution 0, shortest first, each one proved by counting the
 * swapped grid.  They replace the patterns between the closest pair, with
 * two exceptions, both possible only where some sums are unknown: when
 * solution 0 has no chain (every other solution changes an unknown sum),
 * the closest-pair patterns stay; and when another solution is closer to
 * solution 0 than its shortest chain, the closest-pair patterns smaller
 * than that chain are kept beside the chains, so the nearest freedom is
 * never hidden. */
static void
use_chains (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gint64 deadline)
{
  const gint *zero;
  g_autoptr (GPtrArray) chains = NULL;
  g_autoptr (GPtrArray) patterns = NULL;
  guint shortest;

  if (puzzle->genre->patterns == NULL || puzzle->genre->patterns->find_chains == NULL ||
      analysis->count < 2 || analysis->solutions->len == 0)
    return;
  zero = g_ptr_array_index (analysis->solutions, 0);
  chains = puzzle->genre->patterns->find_chains (puzzle, zero, MAX_CHAINS);
  patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  for (guint i = 0; chains && i < chains->len; i++)
    {
      WpPattern *pattern = chain_pattern (puzzle, zero, g_ptr_array_index (chains, i), search, deadline);

      if (pattern)
        g_ptr_array_add (patterns, pattern);
    }
  if (patterns->len == 0)
    return;
  g_ptr_array_sort (patterns, smaller_pattern_first);
  shortest = ((const WpPattern *) g_ptr_array_index (patterns, 0))->cells->len;
  if (analysis->closest_distance > 0 && analysis->closest_distance < shortest)
    {
      guint i = 0;

      while (i < analysis->patterns->len)
        if (((const WpPattern *) g_ptr_array_index (analysis->patterns, i))->cells->len < shortest)
          g_ptr_array_add (patterns, g_ptr_array_steal_index (analysis->patterns, i));
        else
          i++;
      g_ptr_array_sort (patterns, smaller_pattern_first);
    }
  g_ptr_array_unref (analysis->patterns);
  analysis->patterns = g_steal_pointer (&patterns);
}

/* The genre's own finders of patterns that hold in every solution (Sudoku:
 * locked rectangles), sharing one time budget. */
static void
run_pattern_finders (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gdouble timeout_s)
{
  const WpPatternFinder *const *finders = puzzle->genre->patterns ? puzzle->genre->patterns->finders : NULL;
  gint64 deadline = wp_deadline_after (timeout_s);

  for (guint i = 0; finders && finders[i]; i++)
    finders[i]->find (analysis, puzzle, analysis->solutions->len, search, deadline);
}

static guint64
affordable_cap (guint64 cap, guint n_cells)
{
  guint64 most = MAX_KEPT_BYTES / (sizeof (gint) * (guint64) MAX (n_cells, 1));

  return MIN (cap, MAX (most, 2));
}

/* The genre's own kind of clue when it suggests one, givens otherwise. */
static void
suggest_by_genre (WpAnalysis *analysis, const WpPuzzle *puzzle, guint max, WpSearch *search,
                  guint64 cap, gint64 deadline)
{
  const WpAnalysisHooks *hooks = puzzle->genre->analysis;

  if (hooks->suggest)
    {
      analysis->suggestions = g_array_new (FALSE, FALSE, sizeof (WpSuggestion));
      /* Cancelled: the analysis is dropped anyway. */
      if (!hooks->suggest (puzzle, analysis, max, search) || analysis->suggestions->len > 0)
        return;
      g_clear_pointer (&analysis->suggestions, g_array_unref);
    }
  suggest_givens (analysis, puzzle, max, search, cap, deadline);
}

/* Why a genre's own analysis found no solution, when it could not say
 * (Lights Out names the lights no press can change; a Minesweeper board
 * may just have numbers that clash): the clues that cannot all hold.
 * Not where two clues clash directly: the genre's clash finder names
 * those better ("r2c2 shows 8 but the board holds only 2 mines"). */
static void
name_contradiction_by_deletion (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search, gint64 deadline)
{
  g_autoptr (GPtrArray) conflicts = puzzle->genre->find_conflicts (puzzle);

  if (conflicts && conflicts->len > 0)
    return;
  analysis->contradiction = wp_find_contradiction (puzzle, search,
                                                   part_timeout (DEFAULT_CONTRADICTION_TIMEOUT_S, deadline));
}

/* A genre that knows its solutions' structure (a linear genre) fills the
 * count, candidates and patterns; suggestions and removable clues are
 * proved by counting, as for every genre. */
static WpAnalysis *
analyse_by_genre (WpAnalysis *analysis, const WpPuzzle *puzzle, guint max, WpSearch *search,
                  guint64 cap, gint64 deadline)
{
  g_autoptr (WpSearch) own = NULL;
  WpSearchResult quick = { 0 };
  gboolean finished;

  /* The genre's analysis stops only when told to through @search: the
   * analysis's time limit reaches it as the search's deadline.  Under a
   * time limit a count to 2 comes first (the studio's live verdict:
   * milliseconds where an exact count may take minutes), so a stopped
   * analysis still says "at least 2", not "at least 0". */
  if (deadline && search == NULL)
    search = own = wp_search_new ();
  if (deadline)
    count_with (puzzle, 2, 0, search, deadline, &quick);
  if (deadline)
    wp_search_set_deadline (search, deadline);
  analysis->locked = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  finished = puzzle->genre->analysis->analyse (puzzle, analysis, search);
  if (finished && analysis->exact && wp_count_is_many (analysis->count, analysis->count_kind))
    suggest_by_genre (analysis, puzzle, max, search, cap, deadline);
  if (deadline)
    wp_search_set_deadline (search, 0);
  if (!finished)
    {
      analysis->exact = FALSE;
      analysis->stopped = wp_search_is_cancelled (search) ? WP_STOP_CANCELLED : WP_STOP_TIMEOUT;
      if (quick.count_kind == WP_COUNT_ENUMERATED && analysis->count_kind == WP_COUNT_ENUMERATED
          && quick.count > analysis->count)
        analysis->count = quick.count;
    }
  wp_search_result_clear (&quick);
  if (analysis->solutions == NULL)
    analysis->solutions = g_ptr_array_new_with_free_func (g_free);
  if (analysis->patterns == NULL)
    analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  if (analysis->exact && analysis->count == 1)
    find_removable_clues (analysis, puzzle, search, deadline);
  if (finished && analysis->exact && analysis->count == 0 && analysis->contradiction == NULL)
    name_contradiction_by_deletion (analysis, puzzle, search, deadline);
  return analysis;
}

WpAnalysis *
wp_analyse (const WpPuzzle *puzzle, const WpAnalysisOptions *options, WpSearch *search, GError **error)
{
  guint64 cap = affordable_cap (options && options->cap ? options->cap : DEFAULT_CAP,
                                wp_puzzle_n_cells (puzzle));
  guint max = options && options->max_suggestions ? options->max_suggestions : DEFAULT_SUGGESTIONS;
  gdouble own_timeout = options && options->closest_timeout_s > 0 ? options->closest_timeout_s
                                                                  : DEFAULT_CLOSEST_TIMEOUT_S;
  gint64 deadline = wp_deadline_after (options ? options->timeout_s : 0);
  g_autoptr (WpModel) check = wp_puzzle_build_model (puzzle, error);
  WpAnalysis *analysis;
  WpSearchResult result;

  if (check == NULL)
    return NULL;
  analysis = g_new0 (WpAnalysis, 1);
  analysis->n_cells = wp_puzzle_n_cells (puzzle);
  analysis->cap = cap;
  if (puzzle->genre->analysis)
    return analyse_by_genre (analysis, puzzle, max, search, cap, deadline);
  count_with (puzzle, cap, (guint) MIN (cap, G_MAXUINT), search, deadline, &result);
  analysis->count = result.count;
  analysis->count_kind = result.count_kind;
  analysis->log2 = result.log2;
  analysis->exact = result.exact;
  analysis->stopped = result.stopped;
  analysis->rating = result.exact && result.count == 1 ? result.rating : NULL;
  analysis->solutions = g_steal_pointer (&result.solutions);
  tally_candidates (analysis, puzzle);
  if (analysis->count == 0 && analysis->exact)
    analysis->contradiction = wp_find_contradiction (puzzle, search,
                                                     part_timeout (DEFAULT_CONTRADICTION_TIMEOUT_S, deadline));

  /* Before the closest alternative joins the solutions: only enumerated
   * ones may vouch for a rectangle. */
  analysis->locked = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  if (analysis->count >= 2)
    run_pattern_finders (analysis, puzzle, search, part_timeout (own_timeout, deadline));
  find_closest_patterns (analysis, puzzle, search, part_timeout (own_timeout, deadline));
  use_chains (analysis, puzzle, search, deadline);

  if (analysis->count >= 2)
    suggest_givens (analysis, puzzle, max, search, cap, deadline);
  else if (analysis->count == 1 && analysis->exact)
    {
      find_removable_clues (analysis, puzzle, search, deadline);
    }
  return analysis;
}

void
wp_analysis_free (WpAnalysis *analysis)
{
  if (analysis == NULL)
    return;
  g_clear_pointer (&analysis->solutions, g_ptr_array_unref);
  g_clear_pointer (&analysis->patterns, g_ptr_array_unref);
  g_clear_pointer (&analysis->locked, g_ptr_array_unref);
  g_clear_pointer (&analysis->suggestions, g_array_unref);
  g_clear_pointer (&analysis->redundant, g_array_unref);
  g_clear_pointer (&analysis->redundant_elements, g_array_unref);
  g_clear_pointer (&analysis->removable, g_array_unref);
  g_clear_pointer (&analysis->contradiction, wp_contradiction_free);
  g_clear_pointer (&analysis->explanation, g_free);
  g_free (analysis->value_counts);
  g_free (analysis);
}

/* --- What the puzzle owes to each rule ------------------------------------------ */

static void
count_rules (WpRuleCount *out, const WpPuzzle *puzzle, guint64 cap, WpSearch *search, gint64 deadline)
{
  WpSearchResult result;

  count_with (puzzle, cap, 0, search, deadline, &result);
  out->count = result.count;
  out->exact = result.exact;
  out->stopped = result.stopped;
  wp_search_result_clear (&result);
}

static void
rule_count_clear (gpointer data)
{
  WpRuleCount *count = data;

  g_clear_pointer (&count->label, g_free);
}

/* Past the deadline a count does not run but still has its entry (none
 * found, stopped by the time), so no family is left out silently. */
WpRuleDependence *
wp_rule_dependence (const WpPuzzle *puzzle, WpSearch *search, guint64 cap, gdouble timeout_s, GError **error)
{
  g_autoptr (WpModel) check = NULL;
  g_autofree const char **families = NULL;
  g_autoptr (WpPuzzle) base = NULL;
  WpRuleDependence *dependence;
  gint64 deadline = wp_deadline_after (timeout_s);

  g_return_val_if_fail (puzzle != NULL && search != NULL, NULL);
  check = wp_puzzle_build_model (puzzle, error);
  if (check == NULL)
    return NULL;
  cap = cap ? cap : DEFAULT_CAP;
  dependence = g_new0 (WpRuleDependence, 1);
  dependence->without = g_array_new (FALSE, TRUE, sizeof (WpRuleCount));
  g_array_set_clear_func (dependence->without, rule_count_clear);
  count_rules (&dependence->all, puzzle, cap, search, deadline);

  families = wp_puzzle_element_families (puzzle);
  for (guint f = 0; families[f]; f++)
    {
      g_autoptr (WpPuzzle) without = wp_puzzle_without_family (puzzle, families[f]);
      WpRuleCount count = { .family = families[f], .label = wp_puzzle_describe_family (puzzle, families[f]) };

      count_rules (&count, without, cap, search, deadline);
      g_array_append_val (dependence->without, count);
    }

  if (dependence->without->len == 1)
    dependence->base = g_array_index (dependence->without, WpRuleCount, 0);
  else if (dependence->without->len == 0)
    dependence->base = dependence->all;
  else
    {
      base = wp_puzzle_without_family (puzzle, NULL);
      count_rules (&dependence->base, base, cap, search, deadline);
    }
  dependence->base.family = NULL;
  dependence->base.label = NULL;
  return dependence;
}

void
wp_rule_dependence_free (WpRuleDependence *dependence)
{
  if (dependence == NULL)
    return;
  g_array_unref (dependence->without);
  g_free (dependence);
}
