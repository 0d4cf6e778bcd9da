/* wp-contradiction.h — why a puzzle has no solution, named for the setter
 *
 * The genre's clash finder (find_conflicts) names givens that clash
 * directly.  When none do and the count still finds no solution, this
 * names what it can, in this order:
 *
 *  1. Propagating the clues (the analysis model's propagators, as the
 *     search does at its root) fails: a cell whose every value is ruled
 *     out ("No digit fits r4c7."), else a unit where some value has no
 *     place left ("No place for 5 in row 3."), else a row or column whose
 *     clue cannot be met ("Row 3 asks for 4 submarines, but only 3 of its
 *     cells can still hold one.").
 *  2. Otherwise, a set of clues that is already contradictory on its own,
 *     found by deletion: each clue in turn (givens in reading order, then
 *     the elements — cages, dots, rules — then the line clues of rows,
 *     then of columns) is left out, and stays out
 *     when the rest still has no solution (a count to 1 each time).  When
 *     every clue was tried the set is minimal: dropping any one of them
 *     leaves a puzzle with a solution.  It need not be the smallest such
 *     set, and the words never say it is.
 *
 * GLib only.  Runs on the calling thread and honours @search (cancelling)
 * and the time limit, so the studio runs it in its analysis worker.
 */
#pragma once

#include "wp-engine.h"
#include "wp-genre.h"
#include "wp-model.h"

G_BEGIN_DECLS

typedef enum {
  WP_CONTRADICTION_CELL,    /* no value fits cells[0] once the clues are propagated */
  WP_CONTRADICTION_PLACE,   /* @value has no place left in the unit @cells */
  WP_CONTRADICTION_LINE,    /* the clue of lines[0] cannot be met once the clues are propagated */
  WP_CONTRADICTION_CLUES,   /* the givens in @cells and the clues of @lines cannot all hold */
  WP_CONTRADICTION_SET,     /* a genre's own proof about the cells @cells, in @message (the
                             * lights of Lights Out whose parity no press can change) */
} WpContradictionKind;

struct _WpContradiction {
  WpContradictionKind kind;
  GArray         *cells;    /* of guint, ascending: the cell, the unit or the givens */
  GArray         *lines;    /* of WpLineRef: the line (LINE), the line clues (CLUES) */
  gint            value;    /* PLACE: the value with no place left */
  /* CLUES: every clue was tried, so none of these can go; FALSE when the
   * time ran out first (the set still has no solution, but may shrink). */
  gboolean        minimal;
  guint           n_checks; /* counts run to find the set (CLUES) */
  /* CELL, PLACE, LINE: the domains when propagation failed, one per cell,
   * for describe_contradiction() only (NULL once it has run). */
  const WpDomain *domains;
  char           *message;  /* whole sentence: "No digit fits r4c7." */
};

/* What makes @puzzle have no solution, or NULL when it was not proved to
 * have none: it has a solution, the puzzle is invalid, the time limit
 * (@timeout_s, 0 = none) ran out or @search was cancelled before even
 * the first count ended. */
WpContradiction *wp_find_contradiction  (const WpPuzzle *puzzle,
                                         WpSearch       *search,
                                         gdouble         timeout_s);
void             wp_contradiction_free  (WpContradiction *contradiction);
/* A WP_CONTRADICTION_SET of @cells (taken) with @message (taken), for a
 * genre whose own analysis proves there is no solution. */
WpContradiction *wp_contradiction_new_set (GArray *cells, char *message);

/* Whether @contradiction marks row or column @index. */
gboolean         wp_contradiction_has_line (const WpContradiction *contradiction,
                                            WpLineKind             kind,
                                            guint                  index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpContradiction, wp_contradiction_free)

G_END_DECLS
