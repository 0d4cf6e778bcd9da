/* nonograms-grade.c — the genre's grader (wp-grade.h): what the solver
 * needed, in pbnsolve's terms
 *
 * The counting backend (nonograms-solver.c) already says what its root
 * needed: line logic alone, probing (trying a cell both ways and
 * following each through), or guessing beyond that.  Those are the three
 * levels of the "nonogram" scale, scored 1, 2 and 3.  No path of steps is
 * kept: the line solver's deductions are not told one by one.
 */
#include "genres/nonograms/nonograms-private.h"
#include "core/wp-engine.h"
#include "core/wp-grade.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>

/* In the order of the ratings' levels (1, 2, 3); the descriptions are the
 * ratings' own words. */
static const WpGradeLevel levels[] = {
  { "line", N_("Line logic"), N_("Solvable by line logic alone") },
  { "probing", N_("Probing"), N_("Needs probing: trying a cell both ways and following each through") },
  { "guessing", N_("Guessing"), N_("Needs guessing: trial and error beyond probing") },
};

/* The level whose id is the rating's.  No rating means the root found
 * the clues contradictory, which a puzzle known to be unique never is;
 * the hardest level is the honest word for that. */
static guint
level_of (const WpRating *rating)
{
  for (guint i = 0; rating && i < G_N_ELEMENTS (levels); i++)
    if (g_str_equal (levels[i].id, rating->id))
      return i;
  return G_N_ELEMENTS (levels) - 1;
}

static WpGrade *
grade (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  g_autoptr (WpModel) model = puzzle->genre->build_model (puzzle, WP_MODEL_FOR_COUNTING);
  WpSearchOptions options = { .cap = 2 };
  WpSearchResult result;

  wp_search_run (search, model, &options, &result);
  wp_search_result_clear (&result);
  if (result.stopped == WP_STOP_CANCELLED)
    return NULL;
  return wp_grade_new_level ("nonogram", levels, level_of (result.rating), NULL);
}

const WpRaterHooks wp_nonograms_rater_hooks = {
  .scale = "nonogram",
  .levels = levels,
  .n_levels = G_N_ELEMENTS (levels),
  .grade = grade,
};
