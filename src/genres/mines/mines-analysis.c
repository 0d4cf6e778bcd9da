/* mines-analysis.c — the analysis of a Minesweeper puzzle from its exact
 * count: true candidates (a mine in every layout, safe in every layout, or
 * open, with how many layouts put a mine there), 50/50s and the closest
 * other layout
 *
 * A 50/50 is two unknown cells, one a mine and one safe in a layout, that
 * touch exactly the same numbers: swapping them changes no number and no
 * total, so no clue can ever tell them apart except a number revealed
 * next to one of them.
 */
#include "genres/mines/mines-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-analysis-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_LISTED_SOLUTIONS 64
#define MAX_PATTERNS 256
#define CLOSEST_TIMEOUT_S 1.0

static gboolean
search_keep_going (gpointer data, guint n_nodes)
{
  return data == NULL || !wp_search_is_cancelled (data);
}

static guint64
clamp64 (WpMinesCount count)
{
  return count > G_MAXUINT64 ? G_MAXUINT64 : (guint64) count;
}

/* The numbers around @cell as a bit set of its eight neighbours' cells:
 * two cells see the same numbers when the sorted lists match. */
static guint
numbers_around (const WpPuzzle *puzzle, guint cell, guint out[8])
{
  guint around[8], k = wp_mines_neighbours (puzzle, cell, around), n = 0;

  for (guint i = 0; i < k; i++)
    if (wp_mines_get_number (puzzle, around[i]) != WP_MINES_HIDDEN)
      out[n++] = around[i];
  return n;
}

static gboolean
is_unknown (const WpPuzzle *puzzle, guint cell)
{
  return puzzle->cells[cell] == WP_CELL_EMPTY && wp_mines_get_number (puzzle, cell) == WP_MINES_HIDDEN;
}

static void
describe (const WpPuzzle *puzzle, WpPattern *pattern)
{
  g_free (pattern->kind);
  g_free (pattern->where);
  if (pattern->cells->len == 2)
    {
      g_autofree char *a = wp_cell_name (g_array_index (pattern->cells, guint, 0) / puzzle->width,
                                         g_array_index (pattern->cells, guint, 0) % puzzle->width);
      g_autofree char *b = wp_cell_name (g_array_index (pattern->cells, guint, 1) / puzzle->width,
                                         g_array_index (pattern->cells, guint, 1) % puzzle->width);

      pattern->kind = g_strdup (_("50/50"));
      /* Translators: "r2c3 and r2c4 swap a mine with every number unchanged" */
      pattern->where = g_strdup_printf (_("%s and %s swap a mine with every number unchanged"), a, b);
      return;
    }
  if (pattern->cells->len == 1)
    {
      g_autofree char *a = wp_cell_name (g_array_index (pattern->cells, guint, 0) / puzzle->width,
                                         g_array_index (pattern->cells, guint, 0) % puzzle->width);

      pattern->kind = g_strdup (_("unseen cell"));
      /* Translators: %s is a cell, "r2c3" */
      pattern->where = g_strdup_printf (_("%s touches no number and no total binds it"), a);
      return;
    }
  pattern->kind = g_strdup (_("swappable set"));
  pattern->where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "these %u cell change together with every number unchanged",
                                                 "these %u cells change together with every number unchanged",
                                                 pattern->cells->len),
                                    pattern->cells->len);
}

static WpPattern *
pattern_between (const WpPuzzle *puzzle, const gint *first, const gint *second)
{
  WpPattern *pattern = wp_pattern_new ();

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (first[cell] != second[cell])
      {
        g_array_append_val (pattern->cells, cell);
        g_array_append_val (pattern->first, first[cell]);
        g_array_append_val (pattern->second, second[cell]);
      }
  describe (puzzle, pattern);
  return pattern;
}

/* Every 50/50 of @layout: pairs of unknown cells next to some number, one
 * a mine and one safe, that see the same numbers. */
GPtrArray *
wp_mines_find_fifty_fifties (const WpPuzzle *puzzle, const gint *layout, guint max)
{
  guint n = wp_puzzle_n_cells (puzzle);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  g_autofree gint *swapped = g_memdup2 (layout, sizeof (gint) * n);

  for (guint a = 0; a < n && (max == 0 || out->len < max); a++)
    {
      guint seen_a[8], n_a;

      if (!is_unknown (puzzle, a) || (n_a = numbers_around (puzzle, a, seen_a)) == 0)
        continue;
      /* Cells seeing the same numbers lie within two rows and columns. */
      for (guint b = a + 1; b < n && b <= a + 2 * puzzle->width + 2; b++)
        {
          guint seen_b[8];

          if (!is_unknown (puzzle, b) || layout[a] == layout[b] ||
              numbers_around (puzzle, b, seen_b) != n_a || memcmp (seen_a, seen_b, sizeof (guint) * n_a) != 0)
            continue;
          swapped[a] = layout[b];
          swapped[b] = layout[a];
          g_ptr_array_add (out, pattern_between (puzzle, layout, swapped));
          swapped[a] = layout[a];
          swapped[b] = layout[b];
        }
    }
  return out;
}

static void
tally_candidates (WpAnalysis *analysis, const WpMinesTally *tally)
{
  analysis->n_values = 2;
  analysis->value_base = 0;
  analysis->value_counts = g_new0 (guint64, (gsize) analysis->n_cells * 2);
  if (!tally->consistent)
    return;
  for (guint cell = 0; cell < analysis->n_cells; cell++)
    {
      analysis->value_counts[cell * 2] = clamp64 (tally->safe[cell]);
      analysis->value_counts[cell * 2 + 1] = clamp64 (tally->mines[cell]);
    }
}

/* The 50/50s of solution 0; else the closest other layout, by branch and
 * bound on the analysis model (which also proves how close it is). */
static void
find_patterns (WpAnalysis *analysis, const WpPuzzle *puzzle, WpSearch *search)
{
  const gint *first = g_ptr_array_index (analysis->solutions, 0);
  g_autoptr (GPtrArray) pairs = wp_mines_find_fifty_fifties (puzzle, first, MAX_PATTERNS);
  g_autofree gint *closest = NULL;
  gboolean proved = FALSE;
  guint distance = 0;

  if (search)
    distance = wp_closest_alternative (puzzle, first, search, CLOSEST_TIMEOUT_S, &closest, &proved);
  for (guint i = 0; i < pairs->len; i++)
    g_ptr_array_add (analysis->patterns, g_steal_pointer (&g_ptr_array_index (pairs, i)));
  if (closest && (pairs->len == 0 || distance < 2))
    {
      g_ptr_array_insert (analysis->patterns, 0, pattern_between (puzzle, first, closest));
      g_ptr_array_add (analysis->solutions, g_steal_pointer (&closest));
    }
  if (distance == 0)
    {
      /* No time to search: the closest listed layout, unproved. */
      guint i, j;

      distance = G_MAXUINT;
      if (wp_closest_pair (analysis->solutions, analysis->n_cells, &i, &j))
        {
          const gint *a = g_ptr_array_index (analysis->solutions, i);
          const gint *b = g_ptr_array_index (analysis->solutions, j);

          distance = 0;
          for (guint cell = 0; cell < analysis->n_cells; cell++)
            distance += a[cell] != b[cell];
        }
      if (pairs->len > 0)
        distance = MIN (distance, 2);
      proved = FALSE;
    }
  analysis->closest_distance = distance;
  analysis->closest_proved = proved;
}

/* The numbers to reveal next: of the safe cells still hidden next to an
 * open cell (or open themselves), the ones whose number leaves the fewest
 * layouts, each count exact.  The number is the drawn layout's when the
 * setter drew one; otherwise every number the cell shows in the layouts
 * listed is tried.  At most MAX_REVEAL_TRIES counts and SUGGEST_BUDGET_S
 * seconds (on a quarter-revealed expert board one count can take a
 * second): the analysis is for a setter waiting on it.  With a drawing,
 * the best is also said in analysis->explanation, and when the tries were
 * cut short it says the best is of those tried. */
#define MAX_REVEAL_TRIES 64
#define SUGGEST_BUDGET_S 2.0

static gboolean
touches_open (const WpPuzzle *puzzle, const WpAnalysis *analysis, guint cell)
{
  guint around[8], k = wp_mines_neighbours (puzzle, cell, around);
  WpDomain both = 3;

  if (wp_analysis_get_candidates (analysis, cell) == both)
    return TRUE;
  for (guint i = 0; i < k; i++)
    if (wp_analysis_get_candidates (analysis, around[i]) == both)
      return TRUE;
  return FALSE;
}

/* The numbers @cell may be revealed with, as a bit set of 0–8. */
static guint
numbers_to_try (const WpPuzzle *puzzle, const WpAnalysis *analysis, guint cell)
{
  const gint *drawn = ((const WpMinesParams *) puzzle->params)->drawn;
  guint numbers = 0;

  if (drawn)
    return drawn[cell] == 1 ? 0 : 1u << wp_mines_number_of (puzzle, drawn, cell);
  for (guint i = 0; i < analysis->solutions->len; i++)
    {
      const gint *layout = g_ptr_array_index (analysis->solutions, i);

      if (layout[cell] != 1)
        numbers |= 1u << wp_mines_number_of (puzzle, layout, cell);
    }
  return numbers;
}

static void
add_reveal (GArray *tried, guint cell, guint number, WpMinesCount count)
{
  WpSuggestion suggestion = { .cell = cell, .value = 0, .remaining = clamp64 (count), .exact = TRUE,
                              .remaining_kind = count > G_MAXUINT64 ? WP_COUNT_MORE_THAN : WP_COUNT_ENUMERATED };

  g_snprintf (suggestion.clue, sizeof suggestion.clue, "%u", number);
  g_array_append_val (tried, suggestion);
}

typedef struct {
  WpPuzzle     *trial;
  WpSearch     *search;
  gint64        deadline;     /* monotonic µs: the budget's end */
  guint         tries;
  gboolean      cut_short;    /* some candidates left untried */
  guint         best;         /* G_MAXUINT: none yet */
  WpMinesCount  best_count;
} RevealTrials;

static gboolean
trials_keep_going (gpointer data, guint n_nodes)
{
  RevealTrials *trials = data;

  return !(trials->search && wp_search_is_cancelled (trials->search)) && g_get_monotonic_time () < trials->deadline;
}

static void
explain_best (const WpPuzzle *puzzle, WpAnalysis *analysis, const RevealTrials *trials)
{
  g_autofree char *name = wp_cell_name (trials->best / puzzle->width, trials->best % puzzle->width);
  g_autofree char *count = wp_mines_count_to_decimal (trials->best_count);

  if (trials->best_count == 1)
    /* Translators: %s is a cell, "r3c4" */
    analysis->explanation = g_strdup_printf (_("Revealing the number at %s makes the puzzle unique."), name);
  else if (trials->cut_short)
    /* Translators: %u is how many numbers were counted, %s a cell ("r3c4"), the last %s a count ("12") */
    analysis->explanation = g_strdup_printf (_("Of the %u numbers tried, revealing the one at %s helps most: "
                                               "it leaves %s layouts."), trials->tries, name, count);
  else
    /* Translators: %s is a cell, "r3c4"; %s a count, "12" */
    analysis->explanation = g_strdup_printf (_("Revealing the number at %s helps most: it leaves %s layouts."),
                                             name, count);
}

/* Counts @cell revealed with each number it may show, while tries and
 * time last; FALSE when cancelled. */
static gboolean
try_reveals_at (const WpPuzzle *puzzle, WpAnalysis *analysis, guint cell, RevealTrials *trials)
{
  guint numbers = numbers_to_try (puzzle, analysis, cell);

  for (guint number = 0; number <= 8 && !trials->cut_short; number++)
    {
      WpMinesTally tally;
      gboolean counted;

      if (!(numbers & (1u << number)))
        continue;
      if (trials->tries == MAX_REVEAL_TRIES)
        {
          trials->cut_short = TRUE;
          break;
        }
      wp_mines_set_number (trials->trial, cell, (gint) number);
      counted = wp_mines_tally (trials->trial, FALSE, trials_keep_going, trials, &tally);
      wp_mines_set_number (trials->trial, cell, WP_MINES_HIDDEN);
      if (!counted)
        {
          trials->cut_short = TRUE;
          return !(trials->search && wp_search_is_cancelled (trials->search));
        }
      trials->tries++;
      /* Past 2^64 layouts the whole count is clamped: a count that fits
       * is then surely fewer; one that does not proves nothing listable. */
      if (tally.count > 0 && (tally.count < (WpMinesCount) analysis->count
                              || (analysis->count_kind == WP_COUNT_MORE_THAN && tally.count <= G_MAXUINT64)))
        add_reveal (analysis->suggestions, cell, number, tally.count);
      if (tally.count > 0 && (trials->best == G_MAXUINT || tally.count < trials->best_count
                              || (tally.count == trials->best_count && cell < trials->best)))
        {
          trials->best = cell;
          trials->best_count = tally.count;
        }
      wp_mines_tally_clear (&tally);
    }
  return TRUE;
}

/* Cells next to a revealed number first (where a setter looks, and where
 * a number splits the layouts most), then the rest, while tries last. */
static gboolean
suggest_reveals (const WpPuzzle *puzzle, WpAnalysis *analysis, guint max, WpSearch *search)
{
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);
  RevealTrials trials = { .trial = trial, .search = search, .best = G_MAXUINT,
                          .deadline = g_get_monotonic_time () + (gint64) (SUGGEST_BUDGET_S * G_USEC_PER_SEC) };

  for (guint pass = 0; pass < 2; pass++)
    for (guint cell = 0; cell < analysis->n_cells && !trials.cut_short; cell++)
      {
        guint around[8];
        gboolean by_number = numbers_around (puzzle, cell, around) > 0;

        if (!is_unknown (puzzle, cell) || !touches_open (puzzle, analysis, cell) || by_number != (pass == 0))
          continue;
        if (!try_reveals_at (puzzle, analysis, cell, &trials))
          return FALSE;
      }
  g_array_sort (analysis->suggestions, wp_suggestion_compare);
  if (analysis->suggestions->len > max)
    g_array_set_size (analysis->suggestions, max);
  if (analysis->suggestions->len > 0 && ((const WpMinesParams *) puzzle->params)->drawn)
    explain_best (puzzle, analysis, &trials);
  return TRUE;
}

static gboolean
analyse (const WpPuzzle *puzzle, WpAnalysis *analysis, WpSearch *search)
{
  WpMinesTally tally;
  guint most = (guint) MIN (analysis->cap ? analysis->cap : MAX_LISTED_SOLUTIONS, MAX_LISTED_SOLUTIONS);

  if (!wp_mines_tally (puzzle, TRUE, search_keep_going, search, &tally))
    return FALSE;
  analysis->solutions = g_ptr_array_new_with_free_func (g_free);
  analysis->patterns = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_pattern_free);
  analysis->exact = TRUE;
  analysis->stopped = WP_STOP_NONE;
  analysis->count_kind = tally.count > G_MAXUINT64 ? WP_COUNT_MORE_THAN : WP_COUNT_ENUMERATED;
  analysis->count = clamp64 (tally.count);
  tally_candidates (analysis, &tally);
  wp_mines_tally_clear (&tally);
  if (analysis->count == 0)
    return TRUE;
  if (!wp_mines_list (puzzle, MAX (most, 1), search_keep_going, search, analysis->solutions))
    return FALSE;
  if (wp_count_is_many (analysis->count, analysis->count_kind) && analysis->solutions->len > 0)
    find_patterns (analysis, puzzle, search);
  return search == NULL || !wp_search_is_cancelled (search);
}

const WpAnalysisHooks wp_mines_analysis_hooks = {
  .analyse = analyse,
  .suggest = suggest_reveals,
};

const WpPatternHooks wp_mines_pattern_hooks = {
  .describe = describe,
};
