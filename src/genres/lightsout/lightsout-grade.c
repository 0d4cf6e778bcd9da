/* lightsout-grade.c — the genre's grader (wp-grade.h): the way a player
 * turns the lights off
 *
 * Players solve the plus board by chasing: press below every light that
 * is on, row by row from the top, until only the last row can be lit.
 * How hard a board is follows from the one solution:
 *
 *  1. chasing alone: no press in the first row, so chasing from the top
 *     clears the board;
 *  2. the first row first: chasing needs some first-row presses, which a
 *     player works back from the lights the chase leaves in the last row
 *     (a table, or equations in the first row's cells);
 *  3. equations: with the square neighbourhood, on a torus, the chase
 *     does not apply and the presses come from solving the whole board.
 *
 * The path is the presses themselves, in reading order (the chase's own
 * order), then the rest left unpressed, so stepping through it on the
 * board solves the puzzle.  The guess measure (seed 004) would count a
 * randomised solver's guesses, which no player of Lights Out makes.
 */
#include "genres/lightsout/lightsout-private.h"
#include "core/wp-engine.h"
#include "core/wp-grade.h"

#include <glib/gi18n-lib.h>

enum { BY_CHASING, BY_FIRST_ROW, BY_EQUATIONS };

static const WpGradeLevel levels[] = {
  { "chase", N_("Chasing"),
    N_("Solvable by chasing: press below every light that is on, row by row from the top") },
  { "first-row", N_("First row, then chasing"),
    N_("Needs the right presses in the first row first (worked back from the lights the chase leaves "
       "in the last row), then chasing") },
  { "equations", N_("Equations"),
    N_("Needs the presses worked out as equations over the whole board: the chase does not apply to "
       "this neighbourhood or a torus") },
};

static gboolean
chase_applies (const WpPuzzle *puzzle)
{
  const WpLightsOutParams *params = puzzle->params;

  return params->neighbourhood == WP_LIGHTSOUT_PLUS && !params->torus && puzzle->height > 1;
}

static char *
name_of (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

/* "Press r2c3: the light above it, r1c3, is still on" (chasing), "Press
 * r1c2 (a first-row press)", or "Press r2c3" (equations). */
static WpGradeStep *
press_step (const WpPuzzle *puzzle, guint level, guint cell)
{
  g_autofree char *where = name_of (puzzle, cell);
  WpCellValue placed = { cell, 1 };
  WpGradeStep *step;

  if (level != BY_EQUATIONS && cell >= puzzle->width)
    {
      g_autofree char *above = name_of (puzzle, cell - puzzle->width);

      /* Translators: "Press r2c3: the light above it, r1c3, is still on" */
      step = wp_grade_step_new ("chase", g_strdup_printf (_("Press %s: the light above it, %s, is still on"),
                                                          where, above), 1.0);
      g_array_append_val (step->cells, placed.cell);
      placed.cell = cell - puzzle->width;
      g_array_append_val (step->cells, placed.cell);
      placed.cell = cell;
    }
  else if (level != BY_EQUATIONS)
    /* Translators: "Press r1c2 (a first-row press)" */
    step = wp_grade_step_new ("first-row", g_strdup_printf (_("Press %s (a first-row press)"), where), 2.0);
  else
    /* Translators: "Press r2c3 (from the equations)" */
    step = wp_grade_step_new ("equations", g_strdup_printf (_("Press %s (from the equations)"), where), 3.0);
  if (step->cells->len == 0)
    g_array_append_val (step->cells, cell);
  g_array_append_val (step->placed, placed);
  return step;
}

/* The cells left unpressed, at once: the path ends in the solution. */
static WpGradeStep *
rest_step (const WpPuzzle *puzzle, const gint *solution)
{
  WpGradeStep *step = wp_grade_step_new ("rest", g_strdup (_("Every other cell stays unpressed")), 1.0);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (solution[cell] == 0 && puzzle->cells[cell] == WP_CELL_EMPTY)
      {
        WpCellValue placed = { cell, 0 };

        g_array_append_val (step->cells, cell);
        g_array_append_val (step->placed, placed);
      }
  return step;
}

static guint
level_of (const WpPuzzle *puzzle, const gint *solution)
{
  if (!chase_applies (puzzle))
    return BY_EQUATIONS;
  /* A first-row press that is given is told, not found. */
  for (guint c = 0; c < puzzle->width; c++)
    if (solution[c] == 1 && puzzle->cells[c] == WP_CELL_EMPTY)
      return BY_FIRST_ROW;
  return BY_CHASING;
}

static WpGrade *
grade (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  GPtrArray *steps;
  guint level;

  if (solution == NULL)
    return NULL;
  level = level_of (puzzle, solution);
  steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_grade_step_free);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (solution[cell] == 1 && puzzle->cells[cell] == WP_CELL_EMPTY)
      g_ptr_array_add (steps, press_step (puzzle, level, cell));
  g_ptr_array_add (steps, rest_step (puzzle, solution));
  return wp_grade_new_level ("lightsout", levels, level, steps);
}

const WpRaterHooks wp_lightsout_rater_hooks = {
  .scale = "lightsout",
  .levels = levels,
  .n_levels = G_N_ELEMENTS (levels),
  .grade = grade,
};
