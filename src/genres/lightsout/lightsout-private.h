/* lightsout-private.h — shared between the Lights Out genre's files */
#pragma once

#include "genres/lightsout/lightsout.h"
#include "core/wp-analysis.h"

G_BEGIN_DECLS

typedef struct {
  guint                    width;
  guint                    height;
  guint8                  *lights;          /* width × height, 0 or 1 */
  WpLightsOutNeighbourhood neighbourhood;
  gboolean                 torus;
  /* The presses the setter drew in Draw Solution (width × height, 1 a
   * press), the lights derived from them; NULL when none is drawn.  A
   * design aid of the session: files keep the lights, not the drawing. */
  gint                    *drawn;
} WpLightsOutParams;

extern const WpTextFormat wp_lightsout_text_format;         /* lightsout-text.c */
extern const WpGeneratorHooks wp_lightsout_generator_hooks; /* lightsout.c */
extern const WpAnalysisHooks wp_lightsout_analysis_hooks;   /* lightsout-solve.c */
extern const WpRaterHooks wp_lightsout_rater_hooks;         /* lightsout-grade.c */

/* "plus", "square"; the words of files and of the .lights directive. */
const char *wp_lightsout_neighbourhood_id    (WpLightsOutNeighbourhood neighbourhood);
gboolean    wp_lightsout_neighbourhood_parse (const char *id, WpLightsOutNeighbourhood *out);

/* --- Linear algebra over GF(2) (lightsout-gf2.c) ---------------------------- */

/* A system of equations over GF(2) in @n_vars variables, each equation the
 * XOR of some variables equal to 0 or 1, with some variables fixed
 * beforehand (givens).  Rows are bit-packed in 64-bit words and remember
 * the span of words that may be nonzero, so a banded system (a grid's
 * neighbourhoods in reading order) is eliminated band by band. */
typedef struct _WpGf2System WpGf2System;

/* Room for @max_rows equations to begin with; more make it grow. */
WpGf2System *wp_gf2_system_new   (guint n_vars, guint max_rows);
void         wp_gf2_system_free  (WpGf2System *system);
/* Fixes @var to @value; call before adding the equations that use it. */
void         wp_gf2_system_fix   (WpGf2System *system, guint var, guint value);
/* Adds the equation x[vars[0]] ⊕ … ⊕ x[vars[n-1]] = @rhs; a variable
 * named twice cancels out. */
void         wp_gf2_system_add   (WpGf2System *system, const guint *vars, guint n, guint rhs);

/* What elimination says about a system: no solution, or the solutions
 * x0 ⊕ span(kernel), exactly 2^nullity of them. */
typedef struct {
  gboolean   consistent;
  guint      n_vars;
  guint      words;        /* 64-bit words per bit vector */
  guint      nullity;      /* k: the count is 2^k */
  guint64   *particular;   /* one solution (free variables 0); NULL when inconsistent */
  GPtrArray *kernel;       /* of guint64 bit vectors: a basis of the solutions of
                            * the homogeneous system, zero on fixed variables */
} WpGf2Solution;

/* Returns FALSE (and fills nothing) when @keep_going said stop; it is asked
 * now and then on large systems. */
typedef gboolean (*WpGf2KeepGoing) (gpointer data);
gboolean     wp_gf2_solve        (WpGf2System *system, WpGf2KeepGoing keep_going, gpointer data,
                                  WpGf2Solution *out);
void         wp_gf2_solution_clear (WpGf2Solution *solution);

static inline guint
wp_gf2_get (const guint64 *bits, guint i)
{
  return (guint) (bits[i / 64] >> (i % 64)) & 1;
}

static inline void
wp_gf2_flip (guint64 *bits, guint i)
{
  bits[i / 64] ^= G_GUINT64_CONSTANT (1) << (i % 64);
}

/* --- Lights Out as a linear system (lightsout-solve.c) ---------------------- */

/* Solves @puzzle: by light chasing for the plus neighbourhood without
 * wrapping (the first row's presses decide every other row, leaving a
 * system in width variables), else by elimination of the whole system.
 * Either way the result speaks of the cells: n_vars = width × height. */
gboolean     wp_lightsout_solve  (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data,
                                  WpGf2Solution *out);
/* The same by plain elimination only (for tests and the benchmark to hold
 * the two methods against each other). */
gboolean     wp_lightsout_solve_plain (const WpPuzzle *puzzle, WpGf2KeepGoing keep_going, gpointer data,
                                       WpGf2Solution *out);

/* The model: one 0/1 variable per cell, givens fixed; for analysis one
 * parity propagator per light over its neighbourhood, for counting the
 * elimination as its backend instead. */
WpModel     *wp_lightsout_build_model (const WpPuzzle *puzzle, WpModelUse use);

/* Names any pattern of Lights Out: every difference between two solutions
 * is a set of presses that changes no light ("quiet pattern"). */
void         wp_lightsout_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern);

G_END_DECLS
