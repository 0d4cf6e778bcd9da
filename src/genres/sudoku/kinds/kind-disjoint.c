/* kind-disjoint.c — disjoint groups: cells in the same place of their box
 * (or jigsaw region) hold different digits (f-puzzles "disjointgroups":
 * true).  Places are counted in reading order inside each region, as in
 * Rangsk's DisjointGroupsConstraint.cs. */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>

/* The cells at place @index of every region, into @cells (size of them). */
static void
group_cells (const WpPuzzle *puzzle, guint index, guint *cells)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *seen = g_new0 (guint, size);

  for (guint cell = 0; cell < size * size; cell++)
    {
      guint region = wp_sudoku_region_of (puzzle, cell);

      if (region < size && seen[region]++ == index)
        cells[region] = cell;
    }
}

static void
disjoint_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  for (guint index = 0; index < size; index++)
    {
      group_cells (puzzle, index, cells);
      wp_model_add_permutation (model, cells, size, (G_GUINT64_CONSTANT (1) << size) - 1);
    }
}

static WpConflict *
disjoint_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);
  WpConflict *conflict = NULL;

  for (guint index = 0; index < size && conflict == NULL; index++)
    {
      g_autoptr (WpElement) group = wp_element_new (element->kind);

      group_cells (puzzle, index, cells);
      g_array_append_vals (group->cells, cells, size);
      conflict = wp_kind_repeated_given (puzzle, group);
    }
  return conflict;
}

static const WpFpKey disjoint_keys[] = {
  { .key = "disjointgroups", .rank = 15, .flag = TRUE, .flag_value = WP_ELEMENT_NO_VALUE },
  { NULL }
};

const WpSudokuKind wp_sudoku_disjoint_kind = {
  .base = {
    .id = "disjoint-groups", .name = N_("Disjoint groups"), .noun = N_("disjoint groups"), .family = "disjoint-groups",
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
    .read_json = wp_kind_no_members_read, .write_json = wp_kind_no_members_write,
    .add_propagators = disjoint_propagators, .find_conflict = disjoint_conflict, .describe = wp_kind_describe_noun,
    .rule = N_("Cells in the same place of their boxes never hold the same digit."),
  },
  .fpuzzles = disjoint_keys,
};
