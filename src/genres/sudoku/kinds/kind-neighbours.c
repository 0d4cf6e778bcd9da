/* kind-neighbours.c — rules over every pair of neighbours: anti-knight, anti-king, non-consecutive */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Rules over the whole grid -------------------------------------------------------- */

typedef struct {
  gint       dr, dc;
} Step;

static const Step knight_steps[] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 } };
static const Step king_steps[] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 } };
static const Step orthogonal_steps[] = { { 0, 1 }, { 1, 0 } };

/* Every pair of cells @steps apart (each pair once: steps point forward). */
static void
for_each_pair (guint size, const Step *steps, guint n_steps,
               void (*visit) (guint a, guint b, gpointer data), gpointer data)
{
  for (guint r = 0; r < size; r++)
    for (guint c = 0; c < size; c++)
      for (guint s = 0; s < n_steps; s++)
        {
          gint r2 = (gint) r + steps[s].dr, c2 = (gint) c + steps[s].dc;

          if (r2 >= 0 && r2 < (gint) size && c2 >= 0 && c2 < (gint) size)
            visit (r * size + c, (guint) r2 * size + (guint) c2, data);
        }
}

static void
global_steps (const WpElement *element, const Step **steps, guint *n_steps, WpPairRule *rule)
{
  *rule = WP_PAIR_NOT_EQUAL;
  if (element->kind == &wp_sudoku_anti_knight)
    *steps = knight_steps, *n_steps = G_N_ELEMENTS (knight_steps);
  else if (element->kind == &wp_sudoku_anti_king)
    *steps = king_steps, *n_steps = G_N_ELEMENTS (king_steps);
  else
    *steps = orthogonal_steps, *n_steps = G_N_ELEMENTS (orthogonal_steps),
    *rule = WP_PAIR_NOT_CONSECUTIVE;
}

/* A pair joined by a white or a black dot is exempt from non-consecutive:
 * the dot says what the pair is (f-puzzles and Rangsk's solver agree,
 * OrthogonalValueConstraint.cs: a marked pair takes the mark's rule). */
static gboolean
exempt (const WpPuzzle *puzzle, WpPairRule rule, guint a, guint b)
{
  return rule == WP_PAIR_NOT_CONSECUTIVE &&
         (wp_kind_pair_marked (puzzle, &wp_sudoku_difference_dot, a, b) ||
          wp_kind_pair_marked (puzzle, &wp_sudoku_ratio_dot, a, b));
}

typedef struct {
  const WpPuzzle *puzzle;
  WpModel        *model;
  WpPairRule      rule;
  guint           size;
} PairAdder;

static void
add_pair (guint a, guint b, gpointer data)
{
  PairAdder *adder = data;

  if (exempt (adder->puzzle, adder->rule, a, b))
    return;
  wp_sudoku_add_pair (adder->model, a, b, adder->rule, 0, adder->size);
}

static void
global_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  PairAdder adder = { puzzle, model, WP_PAIR_NOT_EQUAL, wp_kind_grid_size (puzzle) };
  const Step *steps;
  guint n_steps;

  global_steps (element, &steps, &n_steps, &adder.rule);
  for_each_pair (adder.size, steps, n_steps, add_pair, &adder);
}

typedef struct {
  const WpPuzzle  *puzzle;
  const WpElement *element;
  WpPairRule       rule;
  WpConflict      *found;
} PairChecker;

static void
check_pair (guint a, guint b, gpointer data)
{
  PairChecker *checker = data;
  gint va = checker->puzzle->cells[a], vb = checker->puzzle->cells[b];
  guint pair[2] = { a, b };
  g_autofree char *na = NULL;
  g_autofree char *nb = NULL;
  g_autofree char *what = NULL;

  if (checker->found || va == WP_CELL_EMPTY || vb == WP_CELL_EMPTY || wp_sudoku_pair_holds (checker->rule, 0, va, vb) ||
      exempt (checker->puzzle, checker->rule, a, b))
    return;
  na = wp_kind_cell_name (checker->puzzle, a);
  nb = wp_kind_cell_name (checker->puzzle, b);
  what = wp_element_describe (checker->puzzle, checker->element);
  checker->found = wp_conflict_new (wp_kind_cells_array (pair, 2),
                                    g_strdup_printf (_("%s (%c) and %s (%c) break %s"), na,
                                                     wp_sudoku_value_char (va), nb,
                                                     wp_sudoku_value_char (vb), what));
}

static WpConflict *
global_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  PairChecker checker = { puzzle, element, WP_PAIR_NOT_EQUAL, NULL };
  const Step *steps;
  guint n_steps;

  global_steps (element, &steps, &n_steps, &checker.rule);
  for_each_pair (wp_kind_grid_size (puzzle), steps, n_steps, check_pair, &checker);
  return checker.found;
}

static char *
global_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (_(element->kind->noun));
}

/* --- f-puzzles: "antiknight": true, and so on ------------------------------------- */

static const WpFpKey anti_knight_keys[] = { { .key = "antiknight", .rank = 12, .flag = TRUE, .flag_value = WP_ELEMENT_NO_VALUE }, { NULL } };
static const WpFpKey anti_king_keys[] = { { .key = "antiking", .rank = 13, .flag = TRUE, .flag_value = WP_ELEMENT_NO_VALUE }, { NULL } };
static const WpFpKey non_consecutive_keys[] = { { .key = "nonconsecutive", .rank = 14, .flag = TRUE, .flag_value = WP_ELEMENT_NO_VALUE }, { NULL } };

const WpSudokuKind wp_sudoku_anti_knight_kind = {
  .base = {
    .id = "anti-knight", .name = N_("Anti-knight"), .noun = N_("anti-knight"), .family = "anti-knight",
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
    .read_json = wp_kind_no_members_read, .write_json = wp_kind_no_members_write,
    .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
    .rule = N_("Cells a chess knight’s move apart never hold the same digit."),
  },
  .fpuzzles = anti_knight_keys,
};

const WpSudokuKind wp_sudoku_anti_king_kind = {
  .base = {
    .id = "anti-king", .name = N_("Anti-king"), .noun = N_("anti-king"), .family = "anti-king",
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
    .read_json = wp_kind_no_members_read, .write_json = wp_kind_no_members_write,
    .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
    .rule = N_("Cells a chess king’s move apart never hold the same digit."),
  },
  .fpuzzles = anti_king_keys,
};

const WpSudokuKind wp_sudoku_non_consecutive_kind = {
  .base = {
    .id = "non-consecutive", .name = N_("Non-consecutive"), .noun = N_("non-consecutive"), .family = "non-consecutive",
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
    .read_json = wp_kind_no_members_read, .write_json = wp_kind_no_members_write,
    .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
    .rule = N_("Cells side by side never hold consecutive digits, unless a dot joins them."),
  },
  .fpuzzles = non_consecutive_keys,
};
