/* logic-analysis.c — the analysis in a logic grid's own words: which
 * assignments two close solutions swap, and clues to suggest
 *
 * Removable clues need nothing here: clues are elements, so the core
 * proves each by recounting (wp_analyse(): WpAnalysis.removable).
 */
#include "genres/logic/logic-private.h"
#include "core/wp-analysis.h"
#include "core/wp-engine.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Deadly patterns ------------------------------------------------------------ */

static char *
join_names (GPtrArray *names)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the last two of a list: "Ada, Bea and Cy" */
        g_string_append (out, i + 1 == names->len ? _(" and ") : ", ");
      g_string_append (out, g_ptr_array_index (names, i));
    }
  return g_string_free (out, FALSE);
}

/* "Bea and Cy could swap juice and water": per category, the rows whose
 * item differs between the two solutions and the items they trade. */
void
wp_logic_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  GString *where = g_string_new (NULL);

  for (guint c = 1; c < puzzle->width; c++)
    {
      g_autoptr (GPtrArray) rows = g_ptr_array_new ();
      g_autoptr (GPtrArray) items = g_ptr_array_new ();
      g_autofree char *who = NULL, *what = NULL;

      for (guint i = 0; i < pattern->cells->len; i++)
        {
          guint cell = g_array_index (pattern->cells, guint, i);

          if (cell % puzzle->width != c)
            continue;
          g_ptr_array_add (rows, (gpointer) wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, cell / puzzle->width)));
          g_ptr_array_add (items, (gpointer) wp_logic_item_name (puzzle, g_array_index (pattern->first, gint, i)));
        }
      if (rows->len == 0)
        continue;
      who = join_names (rows);
      what = join_names (items);
      if (where->len > 0)
        g_string_append (where, "; ");
      /* TRANSLATORS: a deadly pattern: "Bea and Cy could swap juice and water" */
      g_string_append_printf (where, _("%s could swap %s"), who, what);
    }
  g_free (pattern->kind);
  pattern->kind = g_strdup (_("swap"));
  g_free (pattern->where);
  pattern->where = g_string_free (where, FALSE);
}

/* --- Clues true in a solution ---------------------------------------------------- */

static guint
row_in (const WpPuzzle *puzzle, const gint *solution, gint code)
{
  guint c = WP_LOGIC_CATEGORY_OF (code);

  if (c == 0)
    return WP_LOGIC_INDEX_OF (code);
  for (guint r = 0; r < puzzle->height; r++)
    if (solution[r * puzzle->width + c] == code)
      return r;
  return G_MAXUINT;
}

static gint
position_in (const WpPuzzle *puzzle, const gint *solution, guint row)
{
  gint ordered = wp_logic_ordered_category (puzzle);

  return ordered <= 0 ? (gint) row : (gint) WP_LOGIC_INDEX_OF (solution[row * puzzle->width + (guint) ordered]);
}

gboolean
wp_logic_clue_holds (const WpPuzzle *puzzle, WpLogicShape shape, const gint *codes, const gint *solution)
{
  guint r[4] = { 0 };
  gint d;

  for (guint j = 0; j < wp_logic_shape_arity (shape); j++)
    r[j] = row_in (puzzle, solution, codes[j]);
  switch (shape)
    {
    case WP_LOGIC_SAME:   return r[0] == r[1];
    case WP_LOGIC_DIFFER: return r[0] != r[1];
    case WP_LOGIC_EITHER: return (r[0] == r[1]) != (r[0] == r[2]);
    case WP_LOGIC_PAIR:
      return r[0] != r[1] && ((r[0] == r[2] && r[1] == r[3]) || (r[0] == r[3] && r[1] == r[2]));
    default:
      break;
    }
  d = position_in (puzzle, solution, r[1]) - position_in (puzzle, solution, r[0]);
  switch (shape)
    {
    case WP_LOGIC_LEFT_OF:      return d > 0;
    case WP_LOGIC_JUST_LEFT_OF: return d == 1;
    case WP_LOGIC_NEXT_TO:      return d == 1 || d == -1;
    case WP_LOGIC_NOT_NEXT_TO:  return d != 1 && d != -1;
    default:                    return FALSE;
    }
}

/* --- Suggested clues --------------------------------------------------------------- */

typedef struct {
  const WpPuzzle *puzzle;
  const gint     *intended;
  GPtrArray      *solutions;
  GArray         *out;        /* of WpLogicSuggestion */
} Suggest;

static gboolean
already_there (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    if (wp_element_equal (g_ptr_array_index (puzzle->elements, i), element))
      return TRUE;
  return FALSE;
}

/* Keeps the clue when it is true in the intended solution, fits the
 * puzzle and removes at least one solution. */
static void
consider (Suggest *s, WpLogicShape shape, const gint *codes)
{
  g_autoptr (WpElement) element = NULL;
  WpLogicSuggestion suggestion = { NULL, 0 };

  for (guint i = 0; i < wp_logic_shape_arity (shape); i++)
    for (guint j = 0; j < i; j++)
      if (codes[i] == codes[j])
        return;
  if (!wp_logic_clue_holds (s->puzzle, shape, codes, s->intended))
    return;
  for (guint i = 0; i < s->solutions->len; i++)
    suggestion.remaining += wp_logic_clue_holds (s->puzzle, shape, codes, g_ptr_array_index (s->solutions, i));
  if (suggestion.remaining >= s->solutions->len)
    return;
  element = wp_logic_clue_new (s->puzzle, shape, codes, wp_logic_shape_arity (shape));
  if (already_there (s->puzzle, element) || !wp_puzzle_check_element (s->puzzle, element, -1, NULL))
    return;
  suggestion.clue = g_steal_pointer (&element);
  g_array_append_val (s->out, suggestion);
}

static int
fewest_remaining_first (gconstpointer x, gconstpointer y)
{
  const WpLogicSuggestion *a = x, *b = y;
  gint sa = wp_logic_clue_shape (a->clue), sb = wp_logic_clue_shape (b->clue);

  if (a->remaining != b->remaining)
    return a->remaining < b->remaining ? -1 : 1;
  return sa - sb;
}

static void
suggestion_clear (gpointer data)
{
  WpLogicSuggestion *suggestion = data;

  g_clear_pointer (&suggestion->clue, wp_element_free);
}

/* The partner of @code in category @c in the intended solution. */
static gint
partner (const Suggest *s, gint code, guint c)
{
  guint r = row_in (s->puzzle, s->intended, code);

  return c == 0 ? WP_LOGIC_CODE (0, r) : s->intended[r * s->puzzle->width + c];
}

GArray *
wp_logic_suggest_clues (const WpPuzzle *puzzle, const gint *intended, GPtrArray *solutions, guint max)
{
  Suggest s = { puzzle, intended, solutions, g_array_new (FALSE, FALSE, sizeof (WpLogicSuggestion)) };
  guint k = puzzle->width, n = puzzle->height;
  gboolean ordered = wp_logic_ordered_category (puzzle) >= 0;

  g_array_set_clear_func (s.out, suggestion_clear);
  for (guint a = 0; a < k; a++)
    for (guint i = 0; i < n; i++)
      {
        gint x = WP_LOGIC_CODE (a, i);

        for (guint b = 0; b < k; b++)
          for (guint j = 0; j < n; j++)
            {
              gint y = WP_LOGIC_CODE (b, j);

              if (b > a)
                {
                  consider (&s, WP_LOGIC_SAME, (gint[]) { x, y });
                  consider (&s, WP_LOGIC_DIFFER, (gint[]) { x, y });
                }
              if (b != a)
                /* X = Y | Z with Y its partner and Z a decoy, and the other way round. */
                for (guint c = 0; c < k; c++)
                  if (c != a && y == partner (&s, x, b))
                    for (guint l = 0; l < n; l++)
                      {
                        consider (&s, WP_LOGIC_EITHER, (gint[]) { x, y, WP_LOGIC_CODE (c, l) });
                        consider (&s, WP_LOGIC_EITHER, (gint[]) { x, WP_LOGIC_CODE (c, l), y });
                      }
              if (b == a && j > i)
                /* Of X, Y (one category): one with X's partner, the other with Y's. */
                for (guint c = 0; c < k; c++)
                  for (guint e = 0; e < k; e++)
                    if (c != a && e != a)
                      consider (&s, WP_LOGIC_PAIR, (gint[]) { x, y, partner (&s, x, c), partner (&s, y, e) });
              if (ordered)
                for (WpLogicShape shape = WP_LOGIC_LEFT_OF; shape < WP_LOGIC_N_SHAPES; shape++)
                  consider (&s, shape, (gint[]) { x, y });
            }
      }
  g_array_sort (s.out, fewest_remaining_first);
  if (s.out->len > max)
    g_array_set_size (s.out, max);
  return s.out;
}

WpLogicSuggestions *
wp_logic_suggest (const WpPuzzle *puzzle, guint64 cap, guint max, GError **error)
{
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, error);
  WpSearchOptions options = { .cap = cap, .keep = (guint) MIN (cap, G_MAXUINT) };
  WpSearchResult result = { 0 };
  const gint *intended = wp_logic_get_intended (puzzle);
  g_autoptr (GPtrArray) false_clues = NULL;
  WpLogicSuggestions *out;

  g_return_val_if_fail (cap > 0, NULL);
  if (model == NULL)
    return NULL;
  wp_count_solutions (model, &options, &result);
  out = g_new0 (WpLogicSuggestions, 1);
  out->n_solutions = result.solutions ? result.solutions->len : 0;
  out->exact = result.exact && out->n_solutions == result.count;
  out->from_intended = intended != NULL;
  false_clues = wp_logic_false_clues (puzzle);
  out->n_false = false_clues->len;
  if (intended)
    out->intended = g_memdup2 (intended, sizeof (gint) * wp_puzzle_n_cells (puzzle));
  else if (out->n_solutions > 0)
    out->intended = g_memdup2 (g_ptr_array_index (result.solutions, 0), sizeof (gint) * wp_puzzle_n_cells (puzzle));
  /* A clue true in the intended solution cannot lead to it while another
   * clue rules it out: nothing is suggested then. */
  if (out->intended && out->n_solutions > 0 && out->n_false == 0)
    out->suggestions = wp_logic_suggest_clues (puzzle, out->intended, result.solutions, max);
  else
    out->suggestions = g_array_new (FALSE, FALSE, sizeof (WpLogicSuggestion));
  wp_search_result_clear (&result);
  return out;
}

/* --- The intended solution ------------------------------------------------------ */

/* "Ada drinks cocoa.": what @solution pairs @code with in category @c (the
 * row's first item when @c is @code's own). */
static char *
fact (const WpPuzzle *puzzle, const gint *solution, gint code, guint c)
{
  guint r = row_in (puzzle, solution, code);
  gint other, codes[2];
  g_autoptr (WpElement) same = NULL;

  /* An item's own category says nothing of it: its row's subject does
   * (a grid has two categories at least). */
  if (c == WP_LOGIC_CATEGORY_OF (code))
    c = c == 0 ? 1 : 0;
  other = c == 0 ? WP_LOGIC_CODE (0, r) : solution[r * puzzle->width + c];
  /* The subject first when it is named: "Bea keeps the cat." */
  codes[0] = c == 0 ? other : code;
  codes[1] = c == 0 ? code : other;
  same = wp_logic_clue_new (puzzle, WP_LOGIC_SAME, codes, 2);
  return wp_logic_clue_sentence (puzzle, same);
}

static void
add_fact (GPtrArray *facts, char *sentence)
{
  for (guint i = 0; i < facts->len; i++)
    if (g_str_equal (g_ptr_array_index (facts, i), sentence))
      {
        g_free (sentence);
        return;
      }
  g_ptr_array_add (facts, sentence);
}

/* What @solution says about the items a false clue names, in the clue's
 * own terms: the partners its items have in the categories it speaks of,
 * or their positions for a positional clue. */
static char *
witness (const WpPuzzle *puzzle, const WpElement *element, const gint *solution)
{
  WpLogicShape shape = (WpLogicShape) wp_logic_clue_shape (element);
  g_autoptr (GPtrArray) facts = g_ptr_array_new_with_free_func (g_free);
  gint x[4];
  gint ordered = wp_logic_ordered_category (puzzle);

  for (guint i = 0; i < wp_logic_shape_arity (shape); i++)
    x[i] = wp_logic_clue_item (puzzle, element, i);
  switch (shape)
    {
    case WP_LOGIC_SAME:
    case WP_LOGIC_DIFFER:
      add_fact (facts, fact (puzzle, solution, x[0], WP_LOGIC_CATEGORY_OF (x[1])));
      break;
    case WP_LOGIC_EITHER:
      add_fact (facts, fact (puzzle, solution, x[0], WP_LOGIC_CATEGORY_OF (x[1])));
      add_fact (facts, fact (puzzle, solution, x[0], WP_LOGIC_CATEGORY_OF (x[2])));
      break;
    case WP_LOGIC_PAIR:
      for (guint i = 0; i < 2; i++)
        for (guint j = 2; j < 4; j++)
          add_fact (facts, fact (puzzle, solution, x[i], WP_LOGIC_CATEGORY_OF (x[j])));
      break;
    default:
      for (guint i = 0; i < 2 && ordered >= 0; i++)
        add_fact (facts, fact (puzzle, solution, x[i], (guint) ordered));
      break;
    }
  g_ptr_array_add (facts, NULL);
  return g_strjoinv (" ", (char **) facts->pdata);
}

GPtrArray *
wp_logic_false_clues (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const gint *intended = wp_logic_get_intended (puzzle);
  guint number = 0;

  for (guint cell = 0; intended && cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY && puzzle->cells[cell] != intended[cell] && cell % puzzle->width > 0)
      {
        g_autofree char *there = fact (puzzle, intended, WP_LOGIC_CODE (0, cell / puzzle->width), cell % puzzle->width);

        g_ptr_array_add (out, g_strdup_printf (_("The given “%s” for %s is false in your intended solution. "
                                                 "There: %s"),
                                               wp_logic_item_name (puzzle, puzzle->cells[cell]),
                                               wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, cell / puzzle->width)),
                                               there));
      }
  for (guint e = 0; intended && e < puzzle->elements->len; e++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, e);
      gint shape = wp_logic_clue_shape (element);
      gint codes[4];
      g_autofree char *sentence = NULL, *there = NULL;

      if (shape < 0)
        continue;
      number++;
      for (guint i = 0; i < wp_logic_shape_arity (shape); i++)
        codes[i] = wp_logic_clue_item (puzzle, element, i);
      if (wp_logic_clue_holds (puzzle, shape, codes, intended))
        continue;
      sentence = wp_logic_clue_sentence (puzzle, element);
      there = witness (puzzle, element, intended);
      /* TRANSLATORS: "Clue 4 is false in your intended solution: “Ada drinks
       * tea.” There: Ada drinks cocoa." */
      g_ptr_array_add (out, g_strdup_printf (_("Clue %u is false in your intended solution: “%s” There: %s"), number,
                                             sentence, there));
    }
  return out;
}

/* "Bea drinks juice. Cy drinks tea.": where @solution departs from the
 * intended one, at most four cells, then how many more. */
static char *
departures (const WpPuzzle *puzzle, const gint *intended, const gint *solution)
{
  GString *out = g_string_new (NULL);
  guint shown = 0, more = 0;

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      g_autofree char *sentence = NULL;

      if (cell % puzzle->width == 0 || solution[cell] == intended[cell])
        continue;
      if (shown == 4)
        {
          more++;
          continue;
        }
      sentence = fact (puzzle, solution, WP_LOGIC_CODE (0, cell / puzzle->width), cell % puzzle->width);
      g_string_append_printf (out, "%s%s", shown++ ? " " : "", sentence);
    }
  if (more > 0)
    g_string_append_printf (out, ngettext (" (and %u more pairing)", " (and %u more pairings)", more), more);
  return g_string_free (out, FALSE);
}

static const gint *
intended_get (const WpPuzzle *puzzle)
{
  return wp_logic_get_intended (puzzle);
}

static GPtrArray *
intended_check (const WpPuzzle *puzzle, const gint *unique)
{
  const gint *intended = wp_logic_get_intended (puzzle);
  GPtrArray *out = wp_logic_false_clues (puzzle);

  if (intended && unique && memcmp (intended, unique, sizeof (gint) * wp_puzzle_n_cells (puzzle)) != 0)
    {
      g_autofree char *where = departures (puzzle, intended, unique);

      g_ptr_array_insert (out, 0, g_strdup_printf (_("The clues lead to another solution than your intended one: %s"),
                                                   where));
    }
  return out;
}

const WpIntendedHooks wp_logic_intended_hooks = {
  .get = intended_get,
  .set = wp_logic_set_intended,
  .check = intended_check,
};

void
wp_logic_suggestions_free (WpLogicSuggestions *suggestions)
{
  if (suggestions == NULL)
    return;
  g_clear_pointer (&suggestions->suggestions, g_array_unref);
  g_free (suggestions->intended);
  g_free (suggestions);
}
