/* sudoku-patterns.c — locked rectangles, the Sudoku genre's own pattern
 * finder (WpPatternFinder; run by wp_analyse() after the enumeration)
 *
 * Four empty cells on two rows, two columns and two boxes that hold the
 * same two values, crosswise, in every solution: a deadly pattern already
 * sealed while the grid is far from filled, so one of its cells must
 * become a given.  Seen in every enumerated solution, or, when the
 * enumeration stopped early, proved by asking the engine for a solution
 * with any other value in a corner.
 */
#include "core/wp-analysis-private.h"
#include "genres/sudoku/sudoku-private.h"

/* Exactly two regions: then each region holds two of the corners, and
 * swapping the two values keeps every row, column and region whole. */
static gboolean
spans_two_regions (const WpPuzzle *puzzle, const guint *corners)
{
  guint first = puzzle->genre->view->region_of (puzzle, corners[0]), other = G_MAXUINT;

  for (guint i = 1; i < 4; i++)
    {
      guint region = puzzle->genre->view->region_of (puzzle, corners[i]);

      if (region == first || region == other)
        continue;
      if (other != G_MAXUINT)
        return FALSE;
      other = region;
    }
  return other != G_MAXUINT;
}

/* Corners in reading order: top left, top right, bottom left, bottom right. */
static gboolean
crosswise_in_all (GPtrArray *solutions, guint n_solutions, const guint *corners)
{
  for (guint s = 0; s < n_solutions; s++)
    {
      const gint *v = g_ptr_array_index (solutions, s);

      if (v[corners[0]] != v[corners[3]] || v[corners[1]] != v[corners[2]] ||
          v[corners[0]] == v[corners[1]])
        return FALSE;
    }
  return TRUE;
}

/* When the enumeration stopped early, the solutions seen prove nothing: ask
 * the engine, corner by corner, for a solution with any other value there.
 * None anywhere means every corner holds @a or @b, and as rows and columns
 * never repeat a value, the corners hold them crosswise. */
static gboolean
prove_locked (const WpPuzzle *puzzle, const guint *corners, gint a, gint b,
              WpSearch *search, gint64 deadline)
{
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, NULL);
  WpDomain pair;

  if (model == NULL)
    return FALSE;
  pair = (G_GUINT64_CONSTANT (1) << (a - model->value_base)) |
         (G_GUINT64_CONSTANT (1) << (b - model->value_base));
  for (guint i = 0; i < 4; i++)
    {
      WpSearchOptions options = { .cap = 1 };
      WpDomain saved = model->domains[corners[i]];
      WpSearchResult result;
      gboolean refuted;

      if ((options.timeout_s = wp_deadline_time_left (deadline)) < 0)
        return FALSE;
      model->domains[corners[i]] = saved & ~pair;
      wp_search_run (search, model, &options, &result);
      model->domains[corners[i]] = saved;
      refuted = result.count == 0 && result.exact;
      wp_search_result_clear (&result);
      if (!refuted)
        return FALSE;
    }
  return TRUE;
}

/* The swap argument holds for the classic rules alone: a cage sum, a dot
 * or a thermometer across the corners may allow one arrangement only, and
 * with rows or columns switched off a corner pair may even repeat.  Then a
 * rectangle counts only when both arrangements were seen. */
static gboolean
swap_proved_by_rules (const WpPuzzle *puzzle)
{
  return puzzle->elements->len == 0 && wp_sudoku_get_classic (puzzle) == WP_SUDOKU_CLASSIC_ALL;
}

static gboolean
seen_both_ways (GPtrArray *solutions, guint n_solutions, const guint *corners)
{
  const gint *first = g_ptr_array_index (solutions, 0);

  for (guint s = 1; s < n_solutions; s++)
    {
      const gint *v = g_ptr_array_index (solutions, s);

      if (v[corners[0]] != first[corners[0]])
        return TRUE;
    }
  return FALSE;
}

static WpPattern *
locked_pattern (const WpPuzzle *puzzle, const guint *corners, const gint *solution)
{
  WpPattern *pattern = wp_pattern_new ();
  gint a = solution[corners[0]], b = solution[corners[1]];

  for (guint i = 0; i < 4; i++)
    {
      gint first = solution[corners[i]], second = first == a ? b : a;

      g_array_append_val (pattern->cells, corners[i]);
      g_array_append_val (pattern->first, first);
      g_array_append_val (pattern->second, second);
    }
  pattern->locked = TRUE;
  wp_pattern_name (puzzle, pattern);
  return pattern;
}

static void
consider_rectangle (WpAnalysis *analysis, const WpPuzzle *puzzle, const guint *corners,
                    guint n_enumerated, WpSearch *search, gint64 deadline)
{
  const gint *first = g_ptr_array_index (analysis->solutions, 0);

  if (!spans_two_regions (puzzle, corners) ||
      !crosswise_in_all (analysis->solutions, n_enumerated, corners))
    return;
  if (!swap_proved_by_rules (puzzle))
    {
      if (analysis->exact && seen_both_ways (analysis->solutions, n_enumerated, corners))
        g_ptr_array_add (analysis->locked, locked_pattern (puzzle, corners, first));
      return;
    }
  if (!analysis->exact &&
      !prove_locked (puzzle, corners, first[corners[0]], first[corners[1]], search, deadline))
    return;
  g_ptr_array_add (analysis->locked, locked_pattern (puzzle, corners, first));
}

/* Only cells with at most two true candidates can be corners, and the four
 * corners together must show just two values: that filter leaves few
 * rectangles to look at, instead of every choice of two rows and two
 * columns.  (One candidate is enough when the enumeration stopped early: it
 * may have met only one of the two arrangements.) */
static void
find_locked_rectangles (WpAnalysis *analysis, const WpPuzzle *puzzle, guint n_enumerated,
                        WpSearch *search, gint64 deadline)
{
  guint w = puzzle->width, h = puzzle->height;
  g_autofree WpDomain *seen = g_new0 (WpDomain, MAX (analysis->n_cells, 1));

  if (puzzle->genre->view == NULL || puzzle->genre->view->region_of == NULL || n_enumerated == 0)
    return;
  for (guint cell = 0; cell < analysis->n_cells; cell++)
    if (puzzle->cells[cell] == WP_CELL_EMPTY && wp_domain_count (wp_analysis_get_candidates (analysis, cell)) <= 2)
      seen[cell] = wp_analysis_get_candidates (analysis, cell);

  for (guint r1 = 0; r1 < h; r1++)
    for (guint c1 = 0; c1 < w; c1++)
      for (guint c2 = c1 + 1; seen[r1 * w + c1] && c2 < w; c2++)
        {
          WpDomain pair = seen[r1 * w + c1] | seen[r1 * w + c2];

          for (guint r2 = r1 + 1; seen[r1 * w + c2] && wp_domain_count (pair) == 2 && r2 < h; r2++)
            {
              guint corners[4] = { r1 * w + c1, r1 * w + c2, r2 * w + c1, r2 * w + c2 };

              if (seen[corners[2]] && seen[corners[3]] && (seen[corners[2]] | seen[corners[3]] | pair) == pair)
                consider_rectangle (analysis, puzzle, corners, n_enumerated, search, deadline);
            }
        }
}

const WpPatternFinder wp_sudoku_locked_rectangles = {
  .id = "locked-rectangles",
  .find = find_locked_rectangles,
};
