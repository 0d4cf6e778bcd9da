/* kind-siteswap.c — siteswap rows and columns */
#include "genres/sudoku/kinds/kind-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Siteswap lines --------------------------------------------------------------------- */

static const char *const siteswap_lines[] = { "rows", "columns", "both", NULL };

static gboolean
siteswap_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  gint which;

  if (!wp_kind_read_choice (object, "lines", siteswap_lines, &which, error))
    return FALSE;
  element->value = which + 1;
  return TRUE;
}

static void
siteswap_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "lines");
  json_builder_add_string_value (builder, siteswap_lines[CLAMP (element->value, 1, 3) - 1]);
}

static gboolean
siteswap_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value < WP_SUDOKU_SITESWAP_ROWS || element->value > WP_SUDOKU_SITESWAP_BOTH)
    return wp_kind_invalid (error, puzzle, element, _("must hold on rows, columns or both"));
  return TRUE;
}

static void
line_cells (guint size, gboolean column, guint index, guint *cells)
{
  for (guint i = 0; i < size; i++)
    cells[i] = column ? i * size + index : index * size + i;
}

static void
siteswap_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  for (guint column = 0; column <= 1; column++)
    {
      if (!(element->value & (column ? WP_SUDOKU_SITESWAP_COLUMNS : WP_SUDOKU_SITESWAP_ROWS)))
        continue;
      for (guint index = 0; index < size; index++)
        {
          line_cells (size, column, index, cells);
          wp_sudoku_add_siteswap (model, cells, size, size);
        }
    }
}

/* The digits 1…N at positions 0…N−1 land on beats adding up to
 * N(N−1)/2 + N(N+1)/2 = N² ≡ 0 (mod N), while N different beats add up to
 * N(N−1)/2, which is N/2 (mod N) for even N: so a line holding every digit
 * once can be a siteswap only when N is odd. */
static WpConflict *
siteswap_parity_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = wp_kind_grid_size (puzzle), classic = wp_sudoku_get_classic (puzzle);
  gboolean rows = (element->value & WP_SUDOKU_SITESWAP_ROWS) && (classic & WP_SUDOKU_CLASSIC_ROWS);
  gboolean columns = (element->value & WP_SUDOKU_SITESWAP_COLUMNS) && (classic & WP_SUDOKU_CLASSIC_COLUMNS);

  if (size % 2 == 1 || !(rows || columns))
    return NULL;
  return wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)),
                       g_strdup_printf (rows ? _("siteswap rows cannot hold in a %u×%u Sudoku: a row holding 1 to %u once each is a siteswap only for odd sizes")
                                             : _("siteswap columns cannot hold in a %u×%u Sudoku: a column holding 1 to %u once each is a siteswap only for odd sizes"),
                                        size, size, size));
}

/* Two givens of one line landing on the same beat. */
static WpConflict *
siteswap_line_conflict (const WpPuzzle *puzzle, gboolean column, guint index)
{
  guint size = wp_kind_grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  line_cells (size, column, index, cells);
  for (guint i = 0; i < size; i++)
    for (guint j = i + 1; j < size; j++)
      {
        gint a = puzzle->cells[cells[i]], b = puzzle->cells[cells[j]];
        guint pair[2] = { cells[i], cells[j] };
        g_autofree char *na = NULL;
        g_autofree char *nb = NULL;

        if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || (i + (guint) a) % size != (j + (guint) b) % size)
          continue;
        na = wp_kind_cell_name (puzzle, cells[i]);
        nb = wp_kind_cell_name (puzzle, cells[j]);
        return wp_conflict_new (wp_kind_cells_array (pair, 2),
                             g_strdup_printf (column ? _("%s (%c) and %s (%c) land on the same beat of column %u")
                                                     : _("%s (%c) and %s (%c) land on the same beat of row %u"),
                                              na, wp_sudoku_value_char (a), nb, wp_sudoku_value_char (b),
                                              index + 1));
      }
  return NULL;
}

static WpConflict *
siteswap_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  WpConflict *conflict = siteswap_parity_conflict (puzzle, element);

  for (guint column = 0; column <= 1 && conflict == NULL; column++)
    {
      if (!(element->value & (column ? WP_SUDOKU_SITESWAP_COLUMNS : WP_SUDOKU_SITESWAP_ROWS)))
        continue;
      for (guint index = 0; index < wp_kind_grid_size (puzzle) && conflict == NULL; index++)
        conflict = siteswap_line_conflict (puzzle, column, index);
    }
  return conflict;
}

static char *
siteswap_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  switch (element->value)
    {
    case WP_SUDOKU_SITESWAP_ROWS:    return g_strdup (_("siteswap rows"));
    case WP_SUDOKU_SITESWAP_COLUMNS: return g_strdup (_("siteswap columns"));
    default:                         return g_strdup (_("siteswap rows and columns"));
    }
}

const WpSudokuKind wp_sudoku_siteswap_kind = {
  .base = {
    .id = "siteswap", .name = N_("Siteswap lines"), .noun = N_("siteswap lines"), .family = "siteswap", .family_name = N_("siteswap lines"),
    .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE, .single = TRUE,
    .read_json = siteswap_read, .write_json = siteswap_write, .validate = siteswap_validate,
    .add_propagators = siteswap_propagators, .find_conflict = siteswap_conflict,
    .describe = siteswap_describe,
    .rule = N_("Each marked row or column, read as juggling beats s₀…sₙ₋₁, is a valid siteswap: the landing beats (i + sᵢ) mod n are all different."),
  },
  .no_fpuzzles = N_("siteswap lines have no f-puzzles form; save as .wellposed"),
};
