/* wp-contradiction.c — why a puzzle has no solution (see wp-contradiction.h) */
#include "wp-contradiction.h"
#include "wp-element.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

/* Past this many clues, the sentence says how many more there are; the
 * board marks them all. */
#define MAX_CLUES_NAMED 10

static WpContradiction *
contradiction_new (WpContradictionKind kind)
{
  WpContradiction *contradiction = g_new0 (WpContradiction, 1);

  contradiction->kind = kind;
  contradiction->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  contradiction->lines = g_array_new (FALSE, FALSE, sizeof (WpLineRef));
  return contradiction;
}

void
wp_contradiction_free (WpContradiction *contradiction)
{
  if (contradiction == NULL)
    return;
  g_array_unref (contradiction->cells);
  g_array_unref (contradiction->lines);
  g_free (contradiction->message);
  g_free (contradiction);
}

WpContradiction *
wp_contradiction_new_set (GArray *cells, char *message)
{
  WpContradiction *contradiction = g_new0 (WpContradiction, 1);

  contradiction->kind = WP_CONTRADICTION_SET;
  contradiction->cells = cells;
  contradiction->lines = g_array_new (FALSE, FALSE, sizeof (WpLineRef));
  contradiction->message = message;
  return contradiction;
}

gboolean
wp_contradiction_has_line (const WpContradiction *contradiction, WpLineKind kind, guint index)
{
  g_return_val_if_fail (contradiction != NULL, FALSE);

  for (guint i = 0; i < contradiction->lines->len; i++)
    {
      const WpLineRef *line = &g_array_index (contradiction->lines, WpLineRef, i);

      if (line->kind == kind && line->index == index)
        return TRUE;
    }
  return FALSE;
}

/* --- Naming ------------------------------------------------------------------- */

/* "row 3", "column 5": inside a sentence. */
static char *
line_name (WpLineKind kind, guint index)
{
  return g_strdup_printf (kind == WP_LINE_ROW ? _("row %u") : _("column %u"), index + 1);
}

static char *
cell_name (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

/* A value as the setter reads it: in words where the genre draws it as a
 * glyph ("a submarine"), else as it is written ("5"). */
static char *
value_words (const WpPuzzle *puzzle, gint value)
{
  if (puzzle->genre->view && puzzle->genre->view->name_value)
    return puzzle->genre->view->name_value (puzzle, value);
  return puzzle->genre->format_value (puzzle, value);
}

/* The clue beside a line as the setter typed it: "3", "2 1". */
static char *
clue_text (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  g_auto (GStrv) clues = puzzle->genre->lines->clues (puzzle, kind, index);

  return g_strjoinv (" ", clues);
}

/* The row or column that @vars are exactly, if they are one. */
static gboolean
vars_form_line (const WpPuzzle *puzzle, const guint *vars, guint n, WpLineRef *line)
{
  gboolean one_row = n == puzzle->width, one_column = n == puzzle->height;

  for (guint i = 0; i < n && (one_row || one_column); i++)
    {
      one_row &= vars[i] / puzzle->width == vars[0] / puzzle->width;
      one_column &= vars[i] % puzzle->width == vars[0] % puzzle->width;
    }
  if (n == 0 || vars[0] >= wp_puzzle_n_cells (puzzle) || (!one_row && !one_column))
    return FALSE;
  line->kind = one_row ? WP_LINE_ROW : WP_LINE_COLUMN;
  line->index = one_row ? vars[0] / puzzle->width : vars[0] % puzzle->width;
  return TRUE;
}

/* "row 3" for a whole line, else the cells one by one. */
static char *
unit_name (const WpPuzzle *puzzle, const GArray *cells)
{
  WpLineRef line;
  GString *names;

  if (vars_form_line (puzzle, (const guint *) cells->data, cells->len, &line))
    return line_name (line.kind, line.index);
  names = g_string_new (NULL);
  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *name = cell_name (puzzle, g_array_index (cells, guint, i));

      g_string_append_printf (names, "%s%s", i ? ", " : "", name);
    }
  return g_string_free (names, FALSE);
}

/* The core's words; the genre may then put its own (describe_contradiction). */
static void
describe_generic (const WpPuzzle *puzzle, WpContradiction *contradiction)
{
  switch (contradiction->kind)
    {
    case WP_CONTRADICTION_CELL:
      {
        g_autofree char *name = cell_name (puzzle, g_array_index (contradiction->cells, guint, 0));

        contradiction->message = g_strdup_printf (_("Nothing fits %s: the clues rule out every value there."), name);
        break;
      }
    case WP_CONTRADICTION_PLACE:
      {
        g_autofree char *value = value_words (puzzle, contradiction->value);
        g_autofree char *unit = unit_name (puzzle, contradiction->cells);

        contradiction->message = g_strdup_printf (_("No place is left for %s in %s."), value, unit);
        break;
      }
    case WP_CONTRADICTION_LINE:
      {
        const WpLineRef *line = &g_array_index (contradiction->lines, WpLineRef, 0);
        g_autofree char *clue = clue_text (puzzle, line->kind, line->index);

        contradiction->message = g_strdup_printf (line->kind == WP_LINE_ROW
                                                  ? _("Row %u cannot meet its clue (%s) once what the other clues force is filled in.")
                                                  : _("Column %u cannot meet its clue (%s) once what the other clues force is filled in."),
                                                  line->index + 1, clue);
        break;
      }
    case WP_CONTRADICTION_CLUES:
    default:
      g_return_if_reached ();
    }
}

static void
describe (const WpPuzzle *puzzle, WpContradiction *contradiction)
{
  if (contradiction->message == NULL)
    describe_generic (puzzle, contradiction);
  if (puzzle->genre->patterns && puzzle->genre->patterns->describe_contradiction)
    puzzle->genre->patterns->describe_contradiction (puzzle, contradiction);
  contradiction->domains = NULL;
}

/* --- 1. Propagation ----------------------------------------------------------- */

static int
ascending (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* A value of permutation unit @prop that no cell of it can take any more. */
static WpContradiction *
value_without_place (const WpModel *model, const WpPropagator *prop, const WpDomain *domains)
{
  WpDomain required = *(const WpDomain *) prop->data, seen = 0, missing;
  WpContradiction *contradiction;

  for (guint i = 0; i < prop->n_vars; i++)
    seen |= domains[prop->vars[i]];
  missing = required & ~seen;
  if (missing == 0)
    return NULL;
  contradiction = contradiction_new (WP_CONTRADICTION_PLACE);
  contradiction->value = model->value_base + (gint) wp_domain_first (missing);
  g_array_append_vals (contradiction->cells, prop->vars, prop->n_vars);
  g_array_sort (contradiction->cells, ascending);
  return contradiction;
}

/* After a failed propagation: the first cell left with no value, else a
 * value with no place in a unit (the failing one first), else the line
 * whose propagator failed.  NULL when the failure is none of these. */
static WpContradiction *
name_failure (const WpPuzzle *puzzle, const WpModel *model, const WpDomain *domains, gint failed)
{
  guint n = MIN (model->n_vars, wp_puzzle_n_cells (puzzle));
  const WpPropagator *failing = failed >= 0 ? g_ptr_array_index (model->propagators, failed) : NULL;
  WpContradiction *contradiction = NULL;
  WpLineRef line;

  for (guint cell = 0; cell < n; cell++)
    if (domains[cell] == 0)
      {
        contradiction = contradiction_new (WP_CONTRADICTION_CELL);
        g_array_append_val (contradiction->cells, cell);
        return contradiction;
      }
  if (failing && failing->klass == &wp_propagator_permutation &&
      (contradiction = value_without_place (model, failing, domains)))
    return contradiction;
  for (guint p = 0; p < model->propagators->len; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);

      if (prop->klass == &wp_propagator_permutation &&
          (contradiction = value_without_place (model, prop, domains)))
        return contradiction;
    }
  if (failing && puzzle->genre->lines && vars_form_line (puzzle, failing->vars, failing->n_vars, &line))
    {
      contradiction = contradiction_new (WP_CONTRADICTION_LINE);
      g_array_append_val (contradiction->lines, line);
      g_array_append_vals (contradiction->cells, failing->vars, failing->n_vars);
      g_array_sort (contradiction->cells, ascending);
    }
  return contradiction;
}

static WpContradiction *
from_propagation (const WpPuzzle *puzzle)
{
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (puzzle, NULL);
  g_autofree WpDomain *domains = NULL;
  WpContradiction *contradiction;
  gint failed;

  if (model == NULL)
    return NULL;
  domains = g_new (WpDomain, MAX (model->n_vars, 1));
  if (wp_model_propagate_root (model, domains, &failed))
    return NULL;
  contradiction = name_failure (puzzle, model, domains, failed);
  if (contradiction)
    {
      contradiction->domains = domains;
      describe (puzzle, contradiction);
    }
  return contradiction;
}

/* --- 2. A contradictory set of clues, by deletion ------------------------------ */

typedef enum {
  CONTRADICTORY,
  SOLVABLE,
  UNDECIDED,     /* out of time, cancelled, or the genre refused the grid */
} Verdict;

typedef struct {
  gboolean  is_line;
  gboolean  in_cell;    /* a clue inside @cell (a Minesweeper number), @text */
  guint     cell;       /* a given */
  gint      value;
  WpLineRef line;       /* a line clue */
  char     *text;       /* …as typed, to put it back */
  const WpElement *element;   /* an element of the puzzle (a cage, a dot) */
  gboolean  left_out;
} Clue;

static void
clue_clear (gpointer data)
{
  g_free (((Clue *) data)->text);
}

typedef struct {
  WpSearch *search;
  gint64    deadline;   /* monotonic µs, 0 = none */
  guint     n_checks;
} Checker;

/* Cancelled, or past the deadline: propagation alone never looks, so the
 * loop asks before each clue. */
static gboolean
out_of_time (const Checker *checker)
{
  return wp_search_is_cancelled (checker->search) ||
         (checker->deadline && g_get_monotonic_time () >= checker->deadline);
}

/* A count to 1 within the time left. */
static Verdict
check (Checker *checker, const WpPuzzle *trial)
{
  g_autoptr (WpModel) model = NULL;
  WpSearchOptions options = { .cap = 1 };
  WpSearchResult result;
  Verdict verdict;

  if (checker->deadline)
    {
      options.timeout_s = (checker->deadline - g_get_monotonic_time ()) / (gdouble) G_USEC_PER_SEC;
      if (options.timeout_s <= 0)
        return UNDECIDED;
    }
  model = wp_puzzle_build_model (trial, NULL);
  if (model == NULL)
    return UNDECIDED;
  checker->n_checks++;
  wp_search_run (checker->search, model, &options, &result);
  verdict = result.count > 0 ? SOLVABLE : result.exact ? CONTRADICTORY : UNDECIDED;
  wp_search_result_clear (&result);
  return verdict;
}

static void
list_elements (const WpPuzzle *puzzle, GArray *clues)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      Clue clue = { .element = g_ptr_array_index (puzzle->elements, i) };

      g_array_append_val (clues, clue);
    }
}

/* The known clues inside cells, in reading order, where the genre lets
 * one be unknown (a Minesweeper number hidden again); lights, always
 * known, are not clues to leave out. */
static void
list_cell_clues (const WpPuzzle *puzzle, GArray *clues)
{
  const WpCellClueHooks *hooks = puzzle->genre->cell_clues;

  if (hooks == NULL || !hooks->can_hide)
    return;
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      Clue clue = { .in_cell = TRUE, .cell = cell, .text = hooks->text (puzzle, cell) };

      if (clue.text)
        g_array_append_val (clues, clue);
    }
}

/* Every given in reading order, then every clue inside a cell, every
 * element, and every known line clue: rows, then columns. */
static GArray *
list_clues (const WpPuzzle *puzzle)
{
  GArray *clues = g_array_new (FALSE, TRUE, sizeof (Clue));

  g_array_set_clear_func (clues, clue_clear);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        Clue clue = { .cell = cell, .value = puzzle->cells[cell] };

        g_array_append_val (clues, clue);
      }
  list_cell_clues (puzzle, clues);
  list_elements (puzzle, clues);
  if (puzzle->genre->lines == NULL)
    return clues;
  for (WpLineKind kind = WP_LINE_ROW; kind <= WP_LINE_COLUMN; kind++)
    for (guint i = 0; i < (kind == WP_LINE_ROW ? puzzle->height : puzzle->width); i++)
      {
        g_autofree char *text = clue_text (puzzle, kind, i);
        Clue clue = { .is_line = TRUE, .line = { kind, i } };

        if (*text == '\0')
          continue;   /* unknown: nothing to leave out */
        clue.text = g_steal_pointer (&text);
        g_array_append_val (clues, clue);
      }
  return clues;
}

/* The trial's copy of @element: elements are values, so the first equal
 * one serves. */
static void
remove_element (WpPuzzle *trial, const WpElement *element)
{
  for (guint i = 0; i < trial->elements->len; i++)
    if (wp_element_equal (g_ptr_array_index (trial->elements, i), element))
      {
        g_ptr_array_remove_index (trial->elements, i);
        return;
      }
  g_warn_if_reached ();
}

static gboolean
leave_out (WpPuzzle *trial, const Clue *clue)
{
  if (clue->element)
    {
      remove_element (trial, clue->element);
      return TRUE;
    }
  if (clue->in_cell)
    return trial->genre->cell_clues->set (trial, clue->cell, "", NULL);
  if (!clue->is_line)
    {
      trial->cells[clue->cell] = WP_CELL_EMPTY;
      return TRUE;
    }
  return trial->genre->lines->set_clues (trial, clue->line.kind, clue->line.index, "", NULL);
}

static void
put_back (WpPuzzle *trial, const Clue *clue)
{
  if (clue->element)
    g_ptr_array_add (trial->elements, wp_element_copy (clue->element));
  else if (clue->in_cell)
    {
      if (!trial->genre->cell_clues->set (trial, clue->cell, clue->text, NULL))
        g_warn_if_reached ();   /* the text came from the genre itself */
    }
  else if (!clue->is_line)
    trial->cells[clue->cell] = clue->value;
  else if (!trial->genre->lines->set_clues (trial, clue->line.kind, clue->line.index, clue->text, NULL))
    g_warn_if_reached ();   /* the text came from the genre itself */
}

/* "r1c1 = 5", "a submarine at r1c1", "row 2 (3)". */
static char *
name_clue (const WpPuzzle *puzzle, const Clue *clue)
{
  g_autofree char *place = NULL;
  g_autofree char *value = NULL;

  if (clue->element)
    return wp_element_describe (puzzle, clue->element);
  if (clue->is_line || clue->in_cell)
    {
      place = clue->in_cell ? cell_name (puzzle, clue->cell) : line_name (clue->line.kind, clue->line.index);
      /* Translators: a line and its clue, "row 2 (3)", or a cell and the
       * clue inside it, "r1c1 (3)" */
      return g_strdup_printf (_("%s (%s)"), place, clue->text);
    }
  place = cell_name (puzzle, clue->cell);
  value = value_words (puzzle, clue->value);
  if (puzzle->genre->view && puzzle->genre->view->name_value)
    /* Translators: "a submarine at r1c1" */
    return g_strdup_printf (_("%s at %s"), value, place);
  return g_strdup_printf ("%s = %s", place, value);
}

static char *
describe_clues (const WpPuzzle *puzzle, const GArray *clues, guint n_kept, gboolean any_line, gboolean minimal)
{
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *sentence = NULL;
  guint named = 0;

  if (n_kept == 0)
    return g_strdup (_("No grid follows the rules at this size, even with no clues at all."));
  for (guint i = 0; i < clues->len && named < MAX_CLUES_NAMED; i++)
    {
      const Clue *clue = &g_array_index (clues, Clue, i);
      g_autofree char *name = NULL;

      if (clue->left_out)
        continue;
      name = name_clue (puzzle, clue);
      g_string_append_printf (list, "%s%s", named++ ? ", " : "", name);
    }
  if (n_kept > named)
    g_string_append_printf (list, g_dngettext (GETTEXT_PACKAGE, " and %u more", " and %u more", n_kept - named), n_kept - named);
  if (n_kept == 1)
    sentence = g_strdup_printf (any_line ? _("This clue cannot hold: %s.") : _("This given cannot hold: %s."),
                                list->str);
  else if (any_line)
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "These %u clues cannot all hold: %s.",
                                          "These %u clues cannot all hold: %s.", n_kept), n_kept, list->str);
  else
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "These %u givens cannot all hold: %s.",
                                          "These %u givens cannot all hold: %s.", n_kept), n_kept, list->str);
  if (minimal)
    return g_steal_pointer (&sentence);
  return g_strdup_printf ("%s %s", sentence,
                          _("The search for fewer stopped before each one was tried, so some may not be needed."));
}

/* The numbers and choices among the puzzle's settings, "Mines in all: 8",
 * or NULL when it has none: switches only say whether another is used. */
static char *
settings_words (const WpPuzzle *puzzle)
{
  g_autoptr (GPtrArray) settings = NULL;
  g_autoptr (GString) words = g_string_new (NULL);

  if (puzzle->genre->settings == NULL)
    return NULL;
  settings = puzzle->genre->settings->list (puzzle);
  for (guint i = 0; i < settings->len; i++)
    {
      const WpSetting *setting = g_ptr_array_index (settings, i);

      if (setting->kind == WP_SETTING_SWITCH)
        continue;
      if (words->len)
        g_string_append (words, ", ");
      if (setting->kind == WP_SETTING_CHOICE && setting->choices &&
          setting->value >= setting->min && setting->value - setting->min < (gint) g_strv_length (setting->choices))
        g_string_append_printf (words, "%s: %s", setting->label, setting->choices[setting->value - setting->min]);
      else
        g_string_append_printf (words, "%s: %d", setting->label, setting->value);
    }
  return words->len ? g_string_free (g_steal_pointer (&words), FALSE) : NULL;
}

/* Clues inside cells clash with the settings as much as with each other
 * (a Minesweeper number against the total): the sentence names them. */
static void
with_settings (const WpPuzzle *puzzle, char **message)
{
  g_autofree char *words = settings_words (puzzle);
  char *longer;

  if (words == NULL)
    return;
  /* Translators: after the sentence naming the clues; "Mines in all: 8" */
  longer = g_strdup_printf (_("%s The puzzle's settings count too: %s."), *message, words);
  g_free (*message);
  *message = longer;
}

static WpContradiction *
clues_contradiction (const WpPuzzle *puzzle, const GArray *clues, gboolean minimal, guint n_checks)
{
  WpContradiction *contradiction = contradiction_new (WP_CONTRADICTION_CLUES);
  gboolean any_line = FALSE, any_in_cell = FALSE;
  guint n_kept = 0;

  for (guint i = 0; i < clues->len; i++)
    {
      const Clue *clue = &g_array_index (clues, Clue, i);

      if (clue->left_out)
        continue;
      n_kept++;
      /* "clues", not "givens", once a line clue or an element is named */
      any_line |= clue->is_line || clue->element || clue->in_cell;
      any_in_cell |= clue->in_cell;
      if (clue->element)
        continue;
      if (clue->is_line)
        g_array_append_val (contradiction->lines, clue->line);
      else
        g_array_append_val (contradiction->cells, clue->cell);
    }
  contradiction->minimal = minimal;
  contradiction->n_checks = n_checks;
  contradiction->message = describe_clues (puzzle, clues, n_kept, any_line, minimal);
  if (any_in_cell || n_kept == 0)
    with_settings (puzzle, &contradiction->message);
  describe (puzzle, contradiction);
  return contradiction;
}

/* Whether the clues in @trial (those kept, less @clue, just left out) are
 * known to have no solution without counting: propagating them fails, or
 * forces the given @clue back into its cell, so they allow exactly the
 * grids the set with it allowed, which were none.  Sound, so deletion
 * keeps the very set counting alone would keep; on a 16×16 most givens a
 * half-given grid can lose go this way, at the cost of one propagation. */
static gboolean
propagation_refutes (const WpPuzzle *trial, const Clue *clue)
{
  g_autoptr (WpModel) model = wp_puzzle_build_analysis_model (trial, NULL);
  g_autofree WpDomain *domains = NULL;
  gint bit;

  if (model == NULL)
    return FALSE;
  domains = g_new (WpDomain, MAX (model->n_vars, 1));
  if (!wp_model_propagate_root (model, domains, NULL))
    return TRUE;
  if (clue->is_line || clue->element || clue->in_cell || clue->cell >= model->n_vars)
    return FALSE;
  bit = clue->value - model->value_base;
  return bit >= 0 && bit < 64 && domains[clue->cell] == G_GUINT64_CONSTANT (1) << bit;
}

/* Deletion: a clue stays out when the rest still has no solution.  What
 * is kept always had no solution when last counted, so a run cut short
 * still returns a contradictory set, just not a minimal one. */
static WpContradiction *
from_deletion (const WpPuzzle *puzzle, Checker *checker)
{
  g_autoptr (WpPuzzle) trial = wp_puzzle_copy (puzzle);
  g_autoptr (GArray) clues = list_clues (puzzle);
  gboolean minimal = TRUE;

  if (check (checker, trial) != CONTRADICTORY)
    return NULL;
  for (guint i = 0; i < clues->len; i++)
    {
      Clue *clue = &g_array_index (clues, Clue, i);
      Verdict verdict;

      if (out_of_time (checker))
        {
          minimal = FALSE;
          break;
        }
      if (!leave_out (trial, clue))
        {
          minimal = FALSE;   /* the genre would not forget it: not tried */
          continue;
        }
      verdict = propagation_refutes (trial, clue) ? CONTRADICTORY : check (checker, trial);
      if (verdict == CONTRADICTORY)
        {
          clue->left_out = TRUE;
          continue;
        }
      put_back (trial, clue);
      if (verdict == UNDECIDED)
        {
          minimal = FALSE;
          break;
        }
    }
  return clues_contradiction (puzzle, clues, minimal, checker->n_checks);
}

/* --- Entry point ----------------------------------------------------------------- */

WpContradiction *
wp_find_contradiction (const WpPuzzle *puzzle, WpSearch *search, gdouble timeout_s)
{
  Checker checker = { search, 0, 0 };
  WpContradiction *contradiction;

  g_return_val_if_fail (puzzle != NULL && search != NULL, NULL);

  /* Limits beyond a century (or not a number) mean none, as in the engine. */
  if (isfinite (timeout_s) && timeout_s > 0 && timeout_s < 3.0e9)
    checker.deadline = g_get_monotonic_time () + (gint64) (timeout_s * G_USEC_PER_SEC);
  if (!puzzle->genre->validate (puzzle, NULL))
    return NULL;
  contradiction = from_propagation (puzzle);
  if (contradiction)
    return contradiction;
  return from_deletion (puzzle, &checker);
}
