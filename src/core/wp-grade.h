/* wp-grade.h — how hard a unique puzzle is for a person, and why
 *
 * A grade has a level on a named scale, a number, the hardest thing the
 * solver needed and, where the genre's grader reasons like a person (the
 * Sudoku step solver), the path it took: one step per deduction, each in
 * words with the cells it is about, so the studio can step through it on
 * the board.
 *
 * Every genre is graded: by its own grader (WpRaterHooks, wp-genre.h)
 * where it has one, else by seed 004's measure: the mean number of
 * guesses a randomised solver makes over a number of runs.
 */
#pragma once

#include "wp-engine.h"
#include "wp-genre.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

/* A value placed in a cell, or a candidate taken out of it. */
typedef struct {
  guint cell;
  gint  value;
} WpCellValue;

typedef struct {
  char    *technique;   /* stable id: "hidden-single", "x-wing" */
  char    *text;        /* translated: "r4c5: hidden single 7 in box 5" */
  gdouble  rating;      /* the technique's number on the genre's scale */
  GArray  *cells;       /* of guint: what the step reasons about (the
                         * pattern's cells), for highlights */
  GArray  *placed;      /* of WpCellValue: values it places */
  GArray  *eliminated;  /* of WpCellValue: candidates it removes */
} WpGradeStep;


struct _WpGrade {
  const char         *scale;        /* "sudoku-steps", "nonogram", "guesses" */
  const WpGradeLevel *level;        /* the level reached (static, the
                                     * scale's own table) */
  guint               level_index;  /* 0 = easiest */
  gdouble             score;        /* the scale's number: the hardest
                                     * step's rating (Sudoku, 1.0–10.0),
                                     * or the mean guesses */
  char               *hardest;      /* translated: the hardest technique
                                     * used ("X-wing"); NULL for none */
  char               *summary;      /* one translated sentence: "Hard
                                     * (3.8): needs an X-wing" */
  GPtrArray          *steps;        /* of WpGradeStep, in order; NULL for
                                     * a scale without a path */
  gboolean            complete;     /* the steps solve the puzzle (FALSE:
                                     * the grader got stuck; the rest
                                     * needs trial and error) */
  gdouble             mean_guesses; /* seed 004's measure; < 0 when not
                                     * measured */
  guint               runs;         /* … over this many runs */
};

typedef struct {
  guint   runs;        /* randomised runs for the guess measure (0: 100) */
  guint64 seed;        /* first run's seed; the same seed, the same grade */
  gboolean guesses;    /* also measure guesses when the genre has its own
                        * grader (the CLI's --guesses) */
} WpGradeOptions;

/* The grade of @puzzle, which must be unique (else WP_ERROR_INVALID
 * saying so): the genre's grader's when it has one, else by guesses.
 * NULL without @error when @search was cancelled. */
WpGrade    *wp_grade_puzzle        (const WpPuzzle       *puzzle,
                                    const WpGradeOptions *options,
                                    WpSearch             *search,
                                    GError              **error);

/* Seed 004's measure alone: the mean number of guesses (branchings where
 * more than one value was left) a solver that tries values in random
 * order makes before it finds the solution, over @runs runs seeded from
 * @seed.  Negative when @search was cancelled. */
gdouble     wp_grade_mean_guesses  (const WpPuzzle *puzzle,
                                    guint           runs,
                                    guint64         seed,
                                    WpSearch       *search);

/* The levels of the scale @genre's puzzles are graded on, easiest first:
 * the genre's own when it has a grader, else the guesses scale. */
const WpGradeLevel *wp_grade_levels (const WpGenre *genre,
                                     guint         *n_levels);
/* The level of @genre's scale called @id, or -1. */
gint        wp_grade_find_level    (const WpGenre *genre,
                                    const char    *id);

/* A grade at level @index of a genre's scale of @levels (score index + 1,
 * hardest and summary from the level's words), holding @steps (taken; NULL
 * for a scale without a path), complete, no guesses measured. */
WpGrade    *wp_grade_new_level     (const char         *scale,
                                    const WpGradeLevel *levels,
                                    guint               index,
                                    GPtrArray          *steps);

WpGradeStep *wp_grade_step_new     (const char *technique,
                                    char       *text,
                                    gdouble     rating);
void        wp_grade_step_free     (WpGradeStep *step);
void        wp_grade_free          (WpGrade *grade);

/* The guesses scale, for genres without a grader of their own. */
extern const WpGradeLevel wp_grade_guess_levels[];
extern const guint        wp_grade_n_guess_levels;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpGrade, wp_grade_free)

G_END_DECLS
