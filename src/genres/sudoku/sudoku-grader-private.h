/* sudoku-grader-private.h — the human-style step solver behind Sudoku's grade
 *
 * The grader keeps pencil marks (a bitset of candidate digits per cell)
 * and applies techniques a person uses, easiest first, starting again
 * from the easiest after every step; it never guesses.  Each technique is
 * one short function that finds its first instance, applies it and
 * records a WpGradeStep (sudoku-grader.c: state, steps, the table and the
 * rater; sudoku-grader-basic.c: singles, locked candidates, subsets,
 * fish, wings, unique rectangles; sudoku-grader-chains.c: colouring and
 * chains; sudoku-grader-variants.c: the variant rules).  The scale is
 * documented in docs/difficulty.md.
 *
 * Rules it reasons with: the classic rules in force (rows, columns, boxes
 * or jigsaw regions), every all-different element (diagonals, extra
 * regions, cages) as a unit, anti-knight and anti-king as cells that "see"
 * each other, and the direct logic of cages, thermometers, arrows, dots,
 * XV and non-consecutive.  Siteswap lines give no steps.
 *
 * Exposed here so tests can set pencil marks and call one technique.
 */
#pragma once

#include "genres/sudoku/sudoku-private.h"
#include "genres/sudoku/sudoku-propagators-private.h"
#include "core/wp-grade.h"

G_BEGIN_DECLS

#define WP_SG_MAX_SIZE   25

/* Candidate digits of a cell: bit d − 1 stands for digit d. */
typedef guint32 WpSgDigits;

#define WP_SG_BIT(d) ((WpSgDigits) 1 << ((d) - 1))

typedef enum {
  WP_SG_UNIT_ROW,
  WP_SG_UNIT_COLUMN,
  WP_SG_UNIT_BOX,        /* a box, or a jigsaw region */
  WP_SG_UNIT_ELEMENT,    /* a diagonal, an extra region, a cage */
} WpSgUnitKind;

/* A set of cells that hold different digits. */
typedef struct {
  WpSgUnitKind kind;
  guint        index;      /* row, column or box number; the element's index */
  guint        n;
  guint        first;      /* its cells: grader->unit_cells[first … first + n) */
  gboolean     complete;   /* n = size: every digit is in it once */
} WpSgUnit;

/* A rule between two cells that is not "different digits": dots, XV. */
typedef struct {
  guint      a, b;
  WpPairRule rule;
  gint       param;
  guint      element;
} WpSgPair;

typedef struct _WpSudokuGrader WpSudokuGrader;
typedef struct _WpSgTechnique WpSgTechnique;

/* Finds the technique's first instance; applies and records it. */
typedef gboolean (*WpSgTechniqueFunc) (WpSudokuGrader *g, const WpSgTechnique *t);

struct _WpSgTechnique {
  const char        *id;        /* stable: "x-wing" */
  const char        *name;      /* N_() "X-wing" */
  const char        *needs;     /* N_() "needs an X-wing" (the grade's summary) */
  gdouble            rating;    /* its number on the scale (a chain adds for length) */
  guint              level;     /* index into the levels */
  WpSgTechniqueFunc  find;
  guint              arg;       /* a subset's or fish's size; which units */
};

struct _WpSudokuGrader {
  const WpPuzzle *puzzle;
  guint           size, n_cells, words;
  WpSgDigits      all;          /* every digit */
  WpSgDigits     *cands;        /* per cell; a placed cell has its one digit */
  gint           *values;       /* per cell; 0 while open */
  guint           n_open;

  WpSgUnit       *units;
  guint           n_units;
  guint          *unit_cells;
  guint64        *unit_sets;    /* per unit, @words words: its cells */
  guint          *cell_units;   /* per cell, the units holding it ... */
  guint          *cell_units_first;   /* ... from here (n_cells + 1 entries) */

  guint64        *peers;        /* per cell, @words words: the cells it sees */
  guint          *peer_list;    /* the same as lists */
  guint          *peer_first;   /* n_cells + 1 entries */

  /* Variant rules. */
  gboolean        anti_knight, anti_king, non_consecutive;
  GArray         *pairs;        /* of WpSgPair */
  GArray         *cages;        /* of guint element indices: cages with a sum */
  GArray         *thermos;      /* of guint element indices */
  GArray         *arrows;       /* of guint element indices */
  gboolean        rows_and_columns;   /* fish need both */
  gboolean        uniqueness;         /* unique rectangles hold */

  /* What was changed when: cages and other elements are looked at again
   * only when their cells changed. */
  guint           clock;
  guint          *changed;      /* per cell */
  guint          *checked;      /* per element */

  /* Scratch for the chains, sized once. */
  guint          *chain_seen;   /* per node and state */
  guint          *chain_from;
  guint          *chain_queue;
  guint           chain_stamp;

  GPtrArray      *steps;        /* of WpGradeStep */
  WpGradeStep    *step;         /* the one being built, from its first change */
  const WpSgTechnique *building;
};

/* --- State (sudoku-grader.c) -------------------------------------------------- */

/* Pencil marks for @puzzle's givens: every digit in an open cell that no
 * given in a unit with it rules out. */
WpSudokuGrader *wp_sudoku_grader_new      (const WpPuzzle  *puzzle);
void            wp_sudoku_grader_free     (WpSudokuGrader *g);
WpSgDigits      wp_sudoku_grader_get_candidates (const WpSudokuGrader *g, guint cell);
/* For tests: the pencil marks of an open cell. */
void            wp_sudoku_grader_set_candidates (WpSudokuGrader *g, guint cell, WpSgDigits digits);
/* The easiest step there is, applied; NULL when stuck.  Owned by @g. */
WpGradeStep    *wp_sudoku_grader_next     (WpSudokuGrader *g);
/* The first instance of technique @id (its easiest table row first),
 * applied; NULL when there is none.  Owned by @g. */
WpGradeStep    *wp_sudoku_grader_apply    (WpSudokuGrader *g, const char *id);
/* The technique of id @id (its first table row), or NULL. */
const WpSgTechnique *wp_sudoku_grader_technique (const char *id);

WpGrade        *wp_sudoku_grade           (const WpPuzzle *puzzle, WpSearch *search);


/* --- Helpers the technique files share (sudoku-grader.c) ------------------------ */

static inline gboolean
wp_sg_sees (const WpSudokuGrader *g, guint a, guint b)
{
  return (g->peers[a * g->words + b / 64] >> (b % 64)) & 1;
}

static inline gboolean
wp_sg_in_unit (const WpSudokuGrader *g, guint unit, guint cell)
{
  return (g->unit_sets[unit * g->words + cell / 64] >> (cell % 64)) & 1;
}

static inline const guint *
wp_sg_unit_cells (const WpSudokuGrader *g, guint unit)
{
  return g->unit_cells + g->units[unit].first;
}

static inline guint
wp_sg_count (WpSgDigits digits)
{
  return (guint) __builtin_popcount (digits);
}

static inline gint
wp_sg_first (WpSgDigits digits)
{
  return __builtin_ctz (digits) + 1;
}

/* The digits placed in @unit. */
WpSgDigits  wp_sg_unit_placed   (const WpSudokuGrader *g, guint unit);

/* Building a step: begin, add cells and changes, finish with its text.
 * wp_sg_eliminate() and wp_sg_place() change the pencil marks at once. */
void        wp_sg_begin         (WpSudokuGrader *g, const WpSgTechnique *t);
void        wp_sg_add_cell      (WpSudokuGrader *g, guint cell);
/* Removes @digit from @cell's pencil marks; FALSE when it was not there. */
gboolean    wp_sg_eliminate     (WpSudokuGrader *g, guint cell, gint digit);
void        wp_sg_place         (WpSudokuGrader *g, guint cell, gint digit);
/* Takes @text; records the step. */
void        wp_sg_finish        (WpSudokuGrader *g, char *text, gdouble rating);
/* Drops a step begun but not needed (nothing was changed). */
void        wp_sg_cancel        (WpSudokuGrader *g);

/* Words for texts. */
char       *wp_sg_cell_name     (const WpSudokuGrader *g, guint cell);
char       *wp_sg_unit_name     (const WpSudokuGrader *g, guint unit);
char       *wp_sg_cells_text    (const WpSudokuGrader *g, const guint *cells, guint n);
/* "3, 7" */
char       *wp_sg_digits_text   (WpSgDigits digits);
/* The step's eliminations: "3 from r2c5, r2c8; 7 from r1c1". */
char       *wp_sg_removals_text (const WpSudokuGrader *g);
/* "<what> — removes <the step's eliminations>" */
char       *wp_sg_text_removes  (const WpSudokuGrader *g, const char *what);

/* Whether the eliminations just made left a digit one place in a
 * complete unit; if so places it (a "direct" technique). */
gboolean    wp_sg_place_created_single (WpSudokuGrader *g, guint *cell, gint *digit, guint *unit);

/* --- Techniques ------------------------------------------------------------- */

/* sudoku-grader-basic.c */
gboolean wp_sg_full_house        (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_hidden_single     (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: 0 boxes, 1 the rest */
gboolean wp_sg_naked_single      (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_locked            (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: see basic.c */
gboolean wp_sg_naked_subset      (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: size */
gboolean wp_sg_hidden_subset     (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: size (+ 16: direct) */
gboolean wp_sg_fish              (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: size */
gboolean wp_sg_xy_wing           (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_xyz_wing          (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_unique_rectangle  (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: type (1, 2, 4) */
gboolean wp_sg_bug              (WpSudokuGrader *g, const WpSgTechnique *t);

/* sudoku-grader-chains.c */
gboolean wp_sg_colouring         (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_chain             (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: WpSgChainKind */

typedef enum {
  WP_SG_X_CHAIN,
  WP_SG_XY_CHAIN,
  WP_SG_AIC,
} WpSgChainKind;

/* The longest chain looked for, in nodes. */
#define WP_SG_MAX_CHAIN 16
/* SE's bonus for a chain of @nodes nodes. */
gdouble  wp_sg_length_bonus      (guint nodes);

/* sudoku-grader-variants.c */
gboolean wp_sg_placed_rules      (WpSudokuGrader *g, const WpSgTechnique *t);   /* arg: which rule */
gboolean wp_sg_pair_support      (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_thermometer       (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_arrow             (WpSudokuGrader *g, const WpSgTechnique *t);
gboolean wp_sg_cage              (WpSudokuGrader *g, const WpSgTechnique *t);

enum {
  WP_SG_RULE_ANTI_KNIGHT,
  WP_SG_RULE_ANTI_KING,
  WP_SG_RULE_NON_CONSECUTIVE,
};

/* Whether the cells of element @element changed since it was last
 * looked at; marks it looked at. */
gboolean wp_sg_element_dirty     (WpSudokuGrader *g, guint element);
/* The cells of a diagonal (0 main, 1 anti). */
void     wp_sg_diagonal_cells    (guint size, gint direction, guint *cells);

G_END_DECLS
