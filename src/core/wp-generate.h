/* wp-generate.h — new puzzles by clue removal (seed 004), for every genre
 *
 * One loop for every genre: start from a puzzle whose clues describe one
 * solution (the genre's random one, WpGeneratorHooks.solved, or the
 * setter's own grid), take clues away in random order — one symmetry
 * orbit at a time — and put an orbit back whenever the puzzle stops being
 * unique (counted to 2).  It stops at a target number of clues, or when no
 * clue can go (minimal).  A difficulty band and seed 004's "unique only
 * because of the variant rules" are checked on the result; a puzzle
 * outside them is thrown away and the next attempt starts from a new
 * solution.
 *
 * Deterministic: the same shape, options and seed give the same puzzle.
 * GLib only; runs on the calling thread and honours @search.
 */
#pragma once

#include "wp-clue.h"
#include "wp-engine.h"
#include "wp-grade.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  WP_SYMMETRY_NONE,
  WP_SYMMETRY_ROTATE_180,   /* r,c ↔ H-1-r, W-1-c */
  WP_SYMMETRY_ROTATE_90,    /* four cells at a time; square grids */
  WP_SYMMETRY_MIRROR,       /* left–right: r,c ↔ r, W-1-c */
  WP_SYMMETRY_DIAGONAL,     /* about the main diagonal: r,c ↔ c,r; square grids */
  WP_N_SYMMETRIES
} WpSymmetry;

/* "none", "rotate-180", "rotate-90", "mirror", "diagonal". */
const char *wp_symmetry_to_string   (WpSymmetry symmetry);
gboolean    wp_symmetry_from_string (const char *text, WpSymmetry *symmetry);
/* Translated, for menus: "180° rotation". */
const char *wp_symmetry_label       (WpSymmetry symmetry);
/* Whether @symmetry maps @puzzle's grid onto itself (90° and diagonal need
 * a square grid). */
gboolean    wp_symmetry_fits        (WpSymmetry symmetry, const WpPuzzle *puzzle);

/* The orbits of @clues (from wp_clue_list()) under @symmetry: a GPtrArray
 * of GArray of guint indices into @clues.  Cells map to cells, rows to
 * rows (or to columns under 90° and the diagonal), each element is its own
 * orbit.  A clue whose image is not in @clues stands alone. */
GPtrArray  *wp_symmetry_orbits      (const WpPuzzle *puzzle,
                                     GArray         *clues,
                                     WpSymmetry      symmetry);
/* Whether @puzzle's clues are symmetric under @symmetry (every cell given
 * where its images are, every line clue set where its images are). */
gboolean    wp_symmetry_holds       (const WpPuzzle *puzzle,
                                     WpSymmetry      symmetry);

typedef struct {
  WpSymmetry symmetry;
  guint      target_clues;    /* stop once this few clues are left (0:
                               * remove until minimal) */
  gint       min_level;       /* difficulty band on the genre's scale
                               * (wp_grade_levels()); -1: any */
  gint       max_level;
  gboolean   needs_variants;  /* keep only puzzles that the genre's own
                               * rules alone (without elements) leave
                               * ambiguous: seed 004's question */
  guint64    seed;
  guint      max_attempts;    /* new solutions to try for a band (0: 50) */
  /* Time for each count to 2 (0: none).  A count that runs out keeps its
   * orbit: the result stays unique but is not called minimal.  Bounds a
   * large grid's slow counts (16×16 and up). */
  gdouble    count_timeout_s;
  /* Clues that must stay (the setter's locked givens), for reduction:
   * a bitset over the list of wp_clue_list(); NULL: none. */
  const gboolean *keep;
} WpGenerateOptions;

/* Defaults: no symmetry, minimal, any level, seed 1. */
void        wp_generate_options_init (WpGenerateOptions *options);

typedef struct {
  WpPuzzle  *puzzle;          /* the puzzle generated */
  WpPuzzle  *solution;        /* its solved instance (every clue given) */
  gint      *solution_cells;  /* the solution grid, width × height */
  guint      n_clues;         /* clues left */
  gboolean   minimal;         /* no orbit left can go (every one was tried,
                               * each count finished) */
  WpGrade   *grade;           /* NULL unless a band was asked for or
                               * wp_generate() was told to grade */
  guint      attempts;        /* solutions tried */
  guint64    counts;          /* uniqueness counts run */
} WpGenerated;

void        wp_generated_free       (WpGenerated *generated);

/* A new unique puzzle shaped like @shape (size, parameters, rules,
 * elements).  NULL with @error when the genre cannot generate, @shape
 * admits no solution, or no attempt met the band within max_attempts
 * (WP_ERROR_INVALID, saying which); NULL without @error when @search was
 * cancelled.  @grade: grade the result even without a band. */
WpGenerated *wp_generate            (const WpPuzzle          *shape,
                                     const WpGenerateOptions *options,
                                     gboolean                 grade,
                                     WpSearch                *search,
                                     GError                 **error);

/* Clue removal from the setter's own unique @puzzle ("Reduce"): every
 * clue but options->keep may go.  Errors as wp_generate(); a puzzle that
 * is not unique is refused, naming its count. */
WpGenerated *wp_reduce              (const WpPuzzle          *puzzle,
                                     const WpGenerateOptions *options,
                                     WpSearch                *search,
                                     GError                 **error);

/* Whether the genre of @puzzle brings its own solved instances. */
gboolean    wp_can_generate         (const WpGenre *genre);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpGenerated, wp_generated_free)

G_END_DECLS
