/* wp-grade.c — how hard a unique puzzle is, and why (see wp-grade.h) */
#include <glib/gi18n-lib.h>

#include "wp-error.h"
#include "wp-grade.h"

#define DEFAULT_RUNS 100

/* Seed 004's measure, for genres without a grader of their own.  A guess
 * is a branching where more than one value was left; the bounds are the
 * mean over the runs. */
const WpGradeLevel wp_grade_guess_levels[] = {
  { "no-guess", N_("No guessing"), N_("The rules alone fill every cell: the randomised solver never guesses") },
  { "few-guesses", N_("A few guesses"), N_("Fewer than 3 guesses on average") },
  { "some-guessing", N_("Some guessing"), N_("Fewer than 10 guesses on average") },
  { "much-guessing", N_("Much guessing"), N_("10 guesses or more on average") },
};
const guint wp_grade_n_guess_levels = G_N_ELEMENTS (wp_grade_guess_levels);

static guint
guess_level (gdouble mean)
{
  if (mean <= 0)
    return 0;
  if (mean < 3)
    return 1;
  return mean < 10 ? 2 : 3;
}

WpGrade *
wp_grade_new_level (const char *scale, const WpGradeLevel *levels, guint index, GPtrArray *steps)
{
  WpGrade *grade = g_new0 (WpGrade, 1);

  grade->scale = scale;
  grade->level = &levels[index];
  grade->level_index = index;
  grade->score = index + 1;
  grade->hardest = g_strdup (_(levels[index].label));
  /* TRANSLATORS: a level of a scale, its number and its description: "Probing (2): Needs probing:
   * trying a cell both ways and following each through" */
  grade->summary = g_strdup_printf (_("%s (%u): %s"), _(levels[index].label), index + 1,
                                    _(levels[index].description));
  grade->steps = steps;
  grade->complete = TRUE;
  grade->mean_guesses = -1;
  return grade;
}

WpGradeStep *
wp_grade_step_new (const char *technique, char *text, gdouble rating)
{
  WpGradeStep *step = g_new0 (WpGradeStep, 1);

  step->technique = g_strdup (technique);
  step->text = text;
  step->rating = rating;
  step->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  step->placed = g_array_new (FALSE, FALSE, sizeof (WpCellValue));
  step->eliminated = g_array_new (FALSE, FALSE, sizeof (WpCellValue));
  return step;
}

void
wp_grade_step_free (WpGradeStep *step)
{
  if (step == NULL)
    return;
  g_free (step->technique);
  g_free (step->text);
  g_array_unref (step->cells);
  g_array_unref (step->placed);
  g_array_unref (step->eliminated);
  g_free (step);
}

void
wp_grade_free (WpGrade *grade)
{
  if (grade == NULL)
    return;
  g_free (grade->hardest);
  g_free (grade->summary);
  g_clear_pointer (&grade->steps, g_ptr_array_unref);
  g_free (grade);
}

const WpGradeLevel *
wp_grade_levels (const WpGenre *genre, guint *n_levels)
{
  if (genre->rater)
    {
      *n_levels = genre->rater->n_levels;
      return genre->rater->levels;
    }
  *n_levels = wp_grade_n_guess_levels;
  return wp_grade_guess_levels;
}

gint
wp_grade_find_level (const WpGenre *genre, const char *id)
{
  guint n;
  const WpGradeLevel *levels = wp_grade_levels (genre, &n);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (levels[i].id, id) == 0)
      return (gint) i;
  return -1;
}

gdouble
wp_grade_mean_guesses (const WpPuzzle *puzzle, guint runs, guint64 seed, WpSearch *search)
{
  g_autoptr (GError) error = NULL;
  /* The analysis model spells every rule out as propagators: the generic
   * engine runs it, and only the generic engine draws values at random. */
  WpModel *model = wp_puzzle_build_analysis_model (puzzle, &error);
  guint64 guesses = 0;

  if (model == NULL)
    return -1;
  runs = MAX (runs, 1);
  for (guint r = 0; r < runs; r++)
    {
      WpSearchOptions options = { .cap = 1, .random_seed = seed + r };
      WpSearchResult result;

      wp_search_run (search, model, &options, &result);
      /* The root is a node but no guess. */
      guesses += result.nodes - 1;
      wp_search_result_clear (&result);
      if (wp_search_is_cancelled (search))
        {
          wp_model_free (model);
          return -1;
        }
    }
  wp_model_free (model);
  return (gdouble) guesses / runs;
}

static WpGrade *
grade_by_guesses (gdouble mean, guint runs)
{
  WpGrade *grade = g_new0 (WpGrade, 1);
  const WpGradeLevel *level;

  grade->scale = "guesses";
  grade->level_index = guess_level (mean);
  level = grade->level = &wp_grade_guess_levels[grade->level_index];
  grade->score = mean;
  grade->mean_guesses = mean;
  grade->runs = runs;
  grade->complete = TRUE;
  /* TRANSLATORS: "Some guessing: 4.2 guesses on average over 100 runs of a randomised solver" */
  grade->summary = g_strdup_printf (_("%s: %.1f guesses on average over %u runs of a randomised solver"),
                                    _(level->label), mean, runs);
  return grade;
}

/* Unique, proved by counting to 2: a grade speaks of one solution.  That
 * solution goes to @solution when the count kept it (a linear genre may
 * prove a solution it cannot show), else NULL. */
static gboolean
check_unique (const WpPuzzle *puzzle, WpSearch *search, GError **error, gint **solution)
{
  WpModel *model = wp_puzzle_build_model (puzzle, error);
  WpSearchOptions options = { .cap = 2, .keep = 1 };
  WpSearchResult result;
  gboolean unique;

  if (model == NULL)
    return FALSE;
  wp_search_run (search, model, &options, &result);
  wp_model_free (model);
  unique = result.count == 1 && result.exact;
  if (!unique && !wp_search_is_cancelled (search))
    g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                 result.count == 0 ? _("Only a puzzle with one solution can be graded: this one has none")
                                   : _("Only a puzzle with one solution can be graded: this one has more"));
  *solution = unique && result.solutions->len == 1
              ? g_memdup2 (g_ptr_array_index (result.solutions, 0), sizeof (gint) * result.n_values) : NULL;
  wp_search_result_clear (&result);
  return unique;
}

WpGrade *
wp_grade_puzzle (const WpPuzzle *puzzle, const WpGradeOptions *options, WpSearch *search, GError **error)
{
  WpGradeOptions defaults = { 0 };
  g_autofree gint *solution = NULL;
  WpGrade *grade;
  guint runs;
  gdouble mean = -1;

  g_return_val_if_fail (puzzle != NULL && search != NULL, NULL);
  options = options ? options : &defaults;
  runs = options->runs ? options->runs : DEFAULT_RUNS;
  if (!check_unique (puzzle, search, error, &solution))
    return NULL;
  if (!puzzle->genre->rater || options->guesses)
    {
      mean = wp_grade_mean_guesses (puzzle, runs, options->seed, search);
      if (mean < 0 && puzzle->genre->rater && !wp_search_is_cancelled (search))
        mean = -1;   /* no model to guess with at this size: the genre's own grade stands alone */
      else if (mean < 0)
        {
          /* Not cancelled: the genre has no analysis model for this
           * puzzle (Scramble Squares 5×5: 100 values do not fit a
           * domain), so there is no solver to randomise. */
          if (!wp_search_is_cancelled (search))
            g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                         _("This puzzle cannot be graded: its genre has no model to guess with at this size"));
          return NULL;
        }
    }
  if (!puzzle->genre->rater)
    return grade_by_guesses (mean, runs);
  grade = puzzle->genre->rater->grade (puzzle, solution, search);
  if (grade)
    {
      grade->mean_guesses = mean;
      grade->runs = mean < 0 ? 0 : runs;
    }
  return grade;
}
