/* mines-grade.c — the genre's grader (wp-grade.h): whether a unique
 * Minesweeper puzzle is solvable without guessing, and with which
 * reasoning
 *
 * A person's deductions, weakest first, each tried only when the ones
 * before it are stuck:
 *
 *  1. single numbers: a number whose mines are all found clears its other
 *     unknown neighbours; one with as many unknown neighbours as mines
 *     left fills them;
 *  2. pairs of overlapping numbers: the mines two numbers share lie
 *     between bounds each number sets, which may fill or clear what each
 *     sees alone (subset reasoning is the case where one contains the
 *     other);
 *  3. the mine total: the same two rules with the total as one more
 *     number over every unknown cell (global counting);
 *  4. else the solver must try cases: the puzzle is still unique, but no
 *     rule above finishes it.
 *
 * The grade is the level of the strongest rule the solve needed.
 */
#include "genres/mines/mines-private.h"
#include "core/wp-grade.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const WpGradeLevel levels[] = {
  { "single", N_("Single numbers"), N_("Solvable without guessing: single numbers suffice") },
  { "pairs", N_("Overlapping numbers"), N_("Solvable without guessing: needs pairs of overlapping numbers") },
  { "total", N_("Mine total"), N_("Solvable without guessing: needs the mine total") },
  { "cases", N_("Trying cases"), N_("Unique, but needs trying cases beyond these rules") },
};

#define UNKNOWN (-1)

typedef struct {
  guint cells[8];     /* unknown cells it counts; the total uses @all */
  guint n;
  gint  need;         /* mines left among them */
} Clue;

typedef struct {
  const WpPuzzle *puzzle;
  guint           n;
  gint8          *known;    /* UNKNOWN, 0 or 1 */
  gint            total;    /* WP_MINES_NO_TOTAL or the board's */
  guint           left;     /* unknown cells */
} Solver;

static void
solver_set (Solver *solver, guint cell, gint8 v, gboolean *changed)
{
  if (solver->known[cell] != UNKNOWN)
    return;
  solver->known[cell] = v;
  solver->left--;
  *changed = TRUE;
}

/* The numbers as clues over the cells still unknown. */
static GArray *
clues_now (const Solver *solver)
{
  GArray *clues = g_array_new (FALSE, FALSE, sizeof (Clue));

  for (guint cell = 0; cell < solver->n; cell++)
    {
      gint number = wp_mines_get_number (solver->puzzle, cell);
      guint around[8], k;
      Clue clue = { { 0 }, 0, number };

      if (number == WP_MINES_HIDDEN)
        continue;
      k = wp_mines_neighbours (solver->puzzle, cell, around);
      for (guint i = 0; i < k; i++)
        if (solver->known[around[i]] == UNKNOWN)
          clue.cells[clue.n++] = around[i];
        else
          clue.need -= solver->known[around[i]];
      if (clue.n > 0)
        g_array_append_val (clues, clue);
    }
  return clues;
}

/* Rule 1 over every number, to a fixpoint; TRUE when anything was found. */
static gboolean
apply_singles (Solver *solver)
{
  gboolean any = FALSE, changed;

  do
    {
      g_autoptr (GArray) clues = clues_now (solver);

      changed = FALSE;
      for (guint i = 0; i < clues->len; i++)
        {
          const Clue *clue = &g_array_index (clues, Clue, i);

          if (clue->need == 0 || clue->need == (gint) clue->n)
            for (guint j = 0; j < clue->n; j++)
              solver_set (solver, clue->cells[j], clue->need == 0 ? 0 : 1, &changed);
        }
      any |= changed;
    }
  while (changed);
  return any;
}

static gboolean
contains (const guint *cells, guint n, guint cell)
{
  for (guint i = 0; i < n; i++)
    if (cells[i] == cell)
      return TRUE;
  return FALSE;
}

/* Rule 2 for clues @a and @b over cell lists of any length: the shared
 * cells hold between lo and hi mines, so what @a sees alone holds between
 * need_a - hi and need_a - lo. */
static void
apply_pair_to (Solver *solver, const guint *a, guint na, gint need_a, const guint *b, guint nb, gint need_b,
               gboolean *changed)
{
  guint shared = 0, only_a, only_b;
  gint lo, hi;

  for (guint i = 0; i < na; i++)
    shared += contains (b, nb, a[i]);
  if (shared == 0)
    return;
  only_a = na - shared;
  only_b = nb - shared;
  lo = MAX (0, MAX (need_a - (gint) only_a, need_b - (gint) only_b));
  hi = MIN ((gint) shared, MIN (need_a, need_b));
  if (lo > hi)
    return;   /* a clash; a unique puzzle has none */
  if (only_a > 0 && (need_a - hi == (gint) only_a || need_a - lo == 0))
    for (guint i = 0; i < na; i++)
      if (!contains (b, nb, a[i]))
        solver_set (solver, a[i], need_a - lo == 0 ? 0 : 1, changed);
}

/* Rule 2 over every pair of numbers that share a cell (and, with
 * @with_total, every number against the total and rule 1 on the total). */
static gboolean
apply_pairs (Solver *solver, gboolean with_total)
{
  g_autoptr (GArray) clues = clues_now (solver);
  g_autofree guint *all = NULL;
  gboolean changed = FALSE;
  guint n_all = 0;
  gint mines = 0;

  for (guint i = 0; i < clues->len; i++)
    for (guint j = 0; j < clues->len; j++)
      if (i != j)
        {
          const Clue *a = &g_array_index (clues, Clue, i), *b = &g_array_index (clues, Clue, j);

          apply_pair_to (solver, a->cells, a->n, a->need, b->cells, b->n, b->need, &changed);
        }
  if (!with_total || changed || solver->total == WP_MINES_NO_TOTAL)
    return changed;
  all = g_new (guint, solver->n);
  for (guint cell = 0; cell < solver->n; cell++)
    {
      if (solver->known[cell] == UNKNOWN)
        all[n_all++] = cell;
      mines += solver->known[cell] == 1;
    }
  if (n_all == 0)
    return FALSE;
  if (solver->total - mines == 0 || solver->total - mines == (gint) n_all)
    for (guint i = 0; i < n_all; i++)
      solver_set (solver, all[i], solver->total - mines == 0 ? 0 : 1, &changed);
  for (guint i = 0; i < clues->len && !changed; i++)
    {
      const Clue *a = &g_array_index (clues, Clue, i);

      apply_pair_to (solver, all, n_all, solver->total - mines, a->cells, a->n, a->need, &changed);
    }
  return changed;
}

/* The level of the strongest rule the solve needed (3 when none finished
 * it). */
guint
wp_mines_grade_level (const WpPuzzle *puzzle, WpSearch *search, gint *solved)
{
  Solver solver = { puzzle, wp_puzzle_n_cells (puzzle), NULL, wp_mines_get_total (puzzle), 0 };
  guint level = 0;

  solver.known = g_new (gint8, solver.n);
  for (guint cell = 0; cell < solver.n; cell++)
    {
      solver.known[cell] = wp_mines_get_number (puzzle, cell) != WP_MINES_HIDDEN ? 0
                           : puzzle->cells[cell] == WP_CELL_EMPTY ? UNKNOWN : (gint8) (puzzle->cells[cell] != 0);
      solver.left += solver.known[cell] == UNKNOWN;
    }
  for (;;)
    {
      apply_singles (&solver);
      if (solver.left == 0 || (search && wp_search_is_cancelled (search)))
        break;
      if (apply_pairs (&solver, FALSE))
        level = MAX (level, 1);
      else if (apply_pairs (&solver, TRUE))
        level = MAX (level, 2);
      else
        {
          level = 3;
          break;
        }
    }
  for (guint cell = 0; solved && cell < solver.n; cell++)
    solved[cell] = solver.known[cell];
  g_free (solver.known);
  return level;
}

static WpGrade *
grade (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  guint index = wp_mines_grade_level (puzzle, search, NULL);
  WpGrade *grade;

  if (search && wp_search_is_cancelled (search))
    return NULL;
  grade = g_new0 (WpGrade, 1);
  grade->scale = "mines";
  grade->level = &levels[index];
  grade->level_index = index;
  grade->score = index + 1;
  grade->hardest = g_strdup (_(levels[index].label));
  /* TRANSLATORS: "Mine total (3): Solvable without guessing: needs the mine total" */
  grade->summary = g_strdup_printf (_("%s (%u): %s"), _(levels[index].label), index + 1,
                                    _(levels[index].description));
  grade->complete = index < 3;
  grade->mean_guesses = -1;
  return grade;
}

const WpRaterHooks wp_mines_rater_hooks = {
  .scale = "mines",
  .levels = levels,
  .n_levels = G_N_ELEMENTS (levels),
  .grade = grade,
};
