/* ashes-grade.c — the genre's grader (wp-grade.h): how a person reaches
 * the one solution
 *
 * A person solves Laplace's Ashes clue by clue where they can: a clue
 * whose cells are all known but one gives that one by subtraction.  The
 * grader takes those steps in reading order for as long as any is left
 * (each a step of the path, shown on the board), then says what the rest
 * needed:
 *
 *  1. nothing: every cell came clue by clue;
 *  2. equations solved together (elimination): no clue is left with a
 *     single unknown, yet the clues settle every cell;
 *  3. the value range: the clues alone leave infinitely many grids, and
 *     only one of them keeps every value inside LO … HI.
 *
 * The last step of levels 2 and 3 places the rest at once, from the
 * solution the count found, so the path always ends in the solution.
 * The guess measure (seed 004) would say nothing here: the counting
 * backend eliminates, it never guesses.
 */
#include "genres/ashes/ashes-private.h"
#include "core/wp-engine.h"
#include "core/wp-grade.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>

enum { BY_CLUES, BY_ELIMINATION, BY_RANGE };

static const WpGradeLevel levels[] = {
  { "clue-by-clue", N_("Clue by clue"),
    N_("Solvable clue by clue: each step finds a cell from a clue with no other cell left unknown") },
  { "elimination", N_("Equations together"),
    N_("Needs clues solved together as equations: at some point no clue has a single unknown cell left") },
  { "range", N_("Value range"),
    N_("Needs the value range: the clues alone allow infinitely many grids") },
};

typedef struct {
  const WpPuzzle      *puzzle;
  const WpAshesParams *params;
  gint64              *values;   /* plain, where known */
  guint8              *known;
  guint                n_known;
  GPtrArray           *steps;
} Peel;

/* The one unknown cell of clue @clue_cell's equation, with its
 * coefficient and the sum of the known terms; FALSE unless exactly one
 * cell with a nonzero coefficient is unknown. */
static gboolean
single_unknown (const Peel *peel, guint clue_cell, guint *unknown, gint *coefficient, gint64 *known_sum)
{
  guint w = peel->puzzle->width, h = peel->puzzle->height;
  gint r = (gint) (clue_cell / w), c = (gint) (clue_cell % w);
  guint n_unknown = 0;

  *known_sum = 0;
  for (gint r2 = r - 1; r2 <= r + 1; r2++)
    for (gint c2 = c - 1; c2 <= c + 1; c2++)
      {
        guint cell;
        gint a;

        if (r2 < 0 || c2 < 0 || r2 >= (gint) h || c2 >= (gint) w)
          continue;
        a = wp_ashes_coefficient (peel->params->rule, r, c, r2, c2);
        cell = (guint) r2 * w + (guint) c2;
        if (a == 0)
          continue;
        if (peel->known[cell])
          *known_sum += a * peel->values[cell];
        else if (n_unknown++ == 0)
          {
            *unknown = cell;
            *coefficient = a;
          }
      }
  return n_unknown == 1;
}

static char *
name_of (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

/* "r2c3 = 7: the clue 10 at r1c2 has no other cell left unknown" */
static WpGradeStep *
clue_step (const Peel *peel, guint clue_cell, guint cell, gint64 value)
{
  g_autofree char *where = name_of (peel->puzzle, cell);
  g_autofree char *clue_where = name_of (peel->puzzle, clue_cell);
  WpGradeStep *step;
  WpCellValue placed = { cell, wp_ashes_encode ((gint) value) };

  /* Translators: "r2c3 = 7: the clue 10 at r1c2 has no other cell left unknown" */
  step = wp_grade_step_new ("clue", g_strdup_printf (_("%s = %lld: the clue %lld at %s has no other cell left unknown"),
                                                     where, (long long) value,
                                                     (long long) peel->params->clues[clue_cell], clue_where),
                            1.0);
  g_array_append_val (step->cells, clue_cell);
  g_array_append_val (step->cells, cell);
  g_array_append_val (step->placed, placed);
  return step;
}

/* One pass over the known clues in reading order; whether it found a cell. */
static gboolean
peel_once (Peel *peel)
{
  gboolean found = FALSE;

  for (guint clue_cell = 0; clue_cell < peel->params->n_cells; clue_cell++)
    {
      guint cell = 0;
      gint a = 0;
      gint64 rest, value;

      if (!peel->params->known[clue_cell] || !single_unknown (peel, clue_cell, &cell, &a, &rest))
        continue;
      value = (peel->params->clues[clue_cell] - rest) * a;   /* a is ±1 */
      if (ABS (value) > WP_ASHES_MAX_ABS)
        continue;   /* not this grid's value: the puzzle is not what the count proved */
      peel->values[cell] = value;
      peel->known[cell] = 1;
      peel->n_known++;
      g_ptr_array_add (peel->steps, clue_step (peel, clue_cell, cell, value));
      found = TRUE;
    }
  return found;
}

/* The step that places every cell peeling left, from @solution (stored
 * values), in the words of @level. */
static WpGradeStep *
rest_step (const Peel *peel, guint level, const gint *solution)
{
  guint left = peel->params->n_cells - peel->n_known;
  WpGradeStep *step;
  char *text;

  if (level == BY_RANGE)
    /* Translators: %u cells, %d..%d the value range */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The clues leave %u cell free to move in a whole family of grids; "
                                         "only one of them keeps every value within %d…%d",
                                         "The clues leave %u cells free to move in a whole family of grids; "
                                         "only one of them keeps every value within %d…%d", left),
                            left, peel->params->lo, peel->params->hi);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "No clue has a single unknown cell left: the last %u cell follows "
                                         "from the clues solved together",
                                         "No clue has a single unknown cell left: the last %u cells follow "
                                         "from the clues solved together", left),
                            left);
  step = wp_grade_step_new (level == BY_RANGE ? "range" : "elimination", text, level + 1.0);
  for (guint cell = 0; cell < peel->params->n_cells; cell++)
    if (!peel->known[cell])
      {
        WpCellValue placed = { cell, solution[cell] };

        g_array_append_val (step->cells, cell);
        g_array_append_val (step->placed, placed);
      }
  return step;
}

/* Whether the clues and givens alone, without the range, leave more than
 * one integer grid. */
static gboolean
needs_range (const WpPuzzle *puzzle)
{
  g_autoptr (WpAshesSolve) solve = NULL;

  if (!((const WpAshesParams *) puzzle->params)->has_domain)
    return FALSE;
  solve = wp_ashes_solve (puzzle, 0);
  return solve->verdict == WP_ASHES_INFINITE;
}

static WpGrade *
grade (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  const WpAshesParams *params = puzzle->params;
  g_autofree gint64 *values = g_new0 (gint64, params->n_cells);
  g_autofree guint8 *known = g_new0 (guint8, params->n_cells);
  Peel peel = { puzzle, params, values, known, 0, NULL };
  guint index = BY_CLUES;

  if (solution == NULL)
    return NULL;
  peel.steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_grade_step_free);
  for (guint cell = 0; cell < params->n_cells; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        values[cell] = wp_ashes_decode (puzzle->cells[cell]);
        known[cell] = 1;
        peel.n_known++;
      }
  while (peel.n_known < params->n_cells && peel_once (&peel))
    ;
  if (peel.n_known < params->n_cells)
    {
      index = needs_range (puzzle) ? BY_RANGE : BY_ELIMINATION;
      g_ptr_array_add (peel.steps, rest_step (&peel, index, solution));
    }
  return wp_grade_new_level ("ashes", levels, index, peel.steps);
}

const WpRaterHooks wp_ashes_rater_hooks = {
  .scale = "ashes",
  .levels = levels,
  .n_levels = G_N_ELEMENTS (levels),
  .grade = grade,
};
