/* ashes-private.h — shared between the Laplace's Ashes genre's files
 *
 * Value encoding.  puzzle->cells and every solution handed to the engine
 * hold biased values: a solution value v (any integer with |v| <=
 * WP_ASHES_MAX_ABS = 2^29 - 1) is stored as v + WP_ASHES_BIAS (2^29), so
 * stored values run over 1 … 2^30 - 1 and never meet WP_CELL_EMPTY (-1)
 * or value_for_char()'s "means nothing" (-2).  format_value(),
 * name_value() and the native and text formats decode; everything that
 * computes (the clues, the elimination) works on plain values.
 *
 * Clues are gint64: a sum of nine values reaches 9 × (2^29 - 1), more
 * than a gint holds; validate() keeps every clue within WP_ASHES_MAX_CLUE.
 */
#pragma once

#include "genres/ashes/ashes.h"
#include "core/wp-model.h"

G_BEGIN_DECLS

#define WP_ASHES_MAX_CLUE ((gint64) 9 * WP_ASHES_MAX_ABS)
/* A domain LO..HI must fit the engine's 64-value bitsets. */
#define WP_ASHES_MAX_DOMAIN 64

typedef struct {
  WpAshesRule rule;
  gboolean    has_domain;
  gint        lo, hi;          /* plain values, when has_domain */
  guint       n_cells;
  gint64     *clues;           /* n_cells; meaningful where known */
  guint8     *known;           /* n_cells flags */
  /* The solution the setter typed in Draw Solution (stored values,
   * WP_CELL_EMPTY blank, read as 0), the clues derived from it; NULL when
   * none is drawn.  A design aid of the session: files keep the clues. */
  gint       *drawn;
} WpAshesParams;

extern const WpTextFormat wp_ashes_text_format;          /* ashes-text.c */
extern const WpRaterHooks wp_ashes_rater_hooks;          /* ashes-grade.c */

/* The coefficient of cell (@r2, @c2) in the clue of cell (@r, @c): 0, 1
 * or -1. */
gint      wp_ashes_coefficient (WpAshesRule rule, gint r, gint c, gint r2, gint c2);

/* "r2c3: …" checks shared by the native file, the text format and the
 * typed clues: a clue or a value outside what the genre holds. */
gboolean  wp_ashes_clue_fits   (gint64 clue);

/* --- Exact elimination (ashes-linear.c) ----------------------------------- */

typedef enum {
  WP_ASHES_NO_SOLUTION,    /* proved: no integer grid meets the clues */
  WP_ASHES_UNIQUE,         /* proved: exactly one */
  WP_ASHES_INFINITE,       /* proved: an integer solution and a kernel */
  WP_ASHES_UNDECIDED,      /* the exact method ran out of precision */
} WpAshesVerdict;

typedef struct {
  WpAshesVerdict verdict;
  guint      n_unknowns;   /* cells that are not givens */
  guint      rank;         /* of the clue system on the unknowns (exact
                            * unless UNDECIDED) */
  /* UNIQUE and INFINITE: an integer solution, n_cells plain values, the
   * givens included; NULL when it could not be found (UNIQUE with values
   * past the range is still UNIQUE). */
  gint64    *solution;
  /* INFINITE: integer kernel vectors (n_cells plain values each, 0 on the
   * givens), one per free unknown of the elimination, as many as were
   * asked for; kernel_complete when they are a basis of the whole kernel
   * (over the rationals).  Both solution and kernel are NULL when the
   * verdict was proved without them (a unimodular rule, see
   * ashes-linear.c): nothing can be shown then. */
  GPtrArray *kernel;
  gboolean   kernel_complete;
} WpAshesSolve;

/* Decides the integer solutions of @puzzle's known clues and givens
 * (ignoring any domain): each verdict is proved by exact integer
 * substitution (see ashes-linear.c).  Computes up to @max_kernel kernel
 * vectors (G_MAXUINT: all). */
WpAshesSolve *wp_ashes_solve      (const WpPuzzle *puzzle, guint max_kernel);
void          wp_ashes_solve_free (WpAshesSolve *solve);

/* Tests only: never rebuild the particular solution from its residues,
 * so Dixon's lifting decides every case it can (checked against the
 * rebuilding on the same puzzles). */
void          wp_ashes_linear_set_lifting_only (gboolean only);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpAshesSolve, wp_ashes_solve_free)

G_END_DECLS
