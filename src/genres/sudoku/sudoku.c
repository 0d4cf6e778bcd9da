/* sudoku.c — the Sudoku genre: parameters, checks, native file, solver model
 *
 * 9×9 puzzles (boxes or jigsaw) are searched by the hand-tuned bitboard
 * solver in sudoku9.c; every other size goes through the generic engine
 * with one permutation propagator per row, column and region.
 */
#include "genres/sudoku/sudoku-private.h"
#include "genres/sudoku/sudoku9-private.h"
#include "core/wp-analysis.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  const WpSudokuParams *params = data;
  WpSudokuParams *copy = g_memdup2 (params, sizeof *params);

  if (params->regions)
    copy->regions = g_memdup2 (params->regions, (gsize) params->size * params->size);
  return copy;
}

static void
params_free (gpointer data)
{
  WpSudokuParams *params = data;

  g_free (params->regions);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpSudokuParams *a = da, *b = db;

  if (a->size != b->size || a->box_rows != b->box_rows || a->box_cols != b->box_cols ||
      a->classic != b->classic)
    return FALSE;
  if ((a->regions == NULL) != (b->regions == NULL))
    return FALSE;
  return a->regions == NULL || memcmp (a->regions, b->regions, (gsize) a->size * a->size) == 0;
}

static const WpSudokuParams *
sudoku_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

gboolean
wp_sudoku_box_shape_for_size (guint size, guint *box_rows, guint *box_cols)
{
  guint rows = 1;

  while ((rows + 1) * (rows + 1) <= size)
    rows++;
  for (; rows >= 2; rows--)
    if (size % rows == 0)
      {
        *box_rows = rows;
        *box_cols = size / rows;
        return TRUE;
      }
  return FALSE;
}

guint
wp_sudoku_get_size (const WpPuzzle *puzzle)
{
  return sudoku_params (puzzle)->size;
}

gboolean
wp_sudoku_is_jigsaw (const WpPuzzle *puzzle)
{
  return sudoku_params (puzzle)->regions != NULL;
}

guint
wp_sudoku_region_of (const WpPuzzle *puzzle, guint cell)
{
  const WpSudokuParams *params = sudoku_params (puzzle);
  guint row = cell / params->size, col = cell % params->size;

  if (params->regions)
    return params->regions[cell];
  return (row / params->box_rows) * (params->size / params->box_cols) + col / params->box_cols;
}

WpPuzzle *
wp_sudoku_new (guint size, guint box_rows, guint box_cols)
{
  WpSudokuParams *params = g_new0 (WpSudokuParams, 1);

  params->size = size;
  params->box_rows = box_rows;
  params->box_cols = box_cols;
  params->classic = WP_SUDOKU_CLASSIC_ALL;
  return wp_puzzle_new (&wp_genre_sudoku, size, size, params);
}

/* Every cell in one of the @size regions: what a document must hold.
 * Sizes and shapes are left to check_layout(), since a layout being
 * drawn passes through wrong ones. */
static gboolean
check_regions (guint size, const guint8 *regions, GError **error)
{
  for (guint cell = 0; cell < size * size; cell++)
    if (regions[cell] >= size)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     _("regions: r%uc%u is in region %u, but a %u×%u grid has regions 1 to %u"),
                     cell / size + 1, cell % size + 1, regions[cell] + 1, size, size, size);
        return FALSE;
      }
  return TRUE;
}

/* The regions whose size is not @size, at most the first three by
 * number: "region 4 has 11 cells, region 7 has 7".  NULL when every
 * region has the right size. */
#define SIZES_NAMED 3

static char *
describe_wrong_sizes (guint size, const guint8 *regions)
{
  g_autofree guint *cells_in = g_new0 (guint, size);
  g_autoptr (GString) list = g_string_new (NULL);
  guint wrong = 0;

  for (guint cell = 0; cell < size * size; cell++)
    cells_in[regions[cell]]++;
  for (guint r = 0; r < size; r++)
    {
      if (cells_in[r] == size)
        continue;
      if (++wrong > SIZES_NAMED)
        continue;
      if (wrong > 1)
        g_string_append (list, ", ");
      /* Translators: the first region named in a list such as "region 4
       * has 11 cells, region 7 has 7"; the others use the shorter form. */
      g_string_append_printf (list, wrong == 1 ? _("region %u has %u cells") : _("region %u has %u"),
                              r + 1, cells_in[r]);
    }
  if (wrong == 0)
    return NULL;
  if (wrong > SIZES_NAMED)
    g_string_append (list, ", …");
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* How many orthogonally connected pieces region @region falls into. */
guint
wp_sudoku_count_pieces (guint size, const guint8 *regions, guint8 region)
{
  g_autofree guint8 *seen = g_new0 (guint8, (gsize) size * size);
  g_autofree guint *stack = g_new (guint, (gsize) size * size);
  guint pieces = 0;

  for (guint start = 0; start < size * size; start++)
    {
      guint top = 0;

      if (regions[start] != region || seen[start])
        continue;
      pieces++;
      seen[start] = TRUE;
      stack[top++] = start;
      while (top > 0)
        {
          guint cell = stack[--top], row = cell / size, col = cell % size;
          guint next[4], n = 0;

          if (row > 0) next[n++] = cell - size;
          if (row + 1 < size) next[n++] = cell + size;
          if (col > 0) next[n++] = cell - 1;
          if (col + 1 < size) next[n++] = cell + 1;
          for (guint i = 0; i < n; i++)
            if (regions[next[i]] == region && !seen[next[i]])
              {
                seen[next[i]] = TRUE;
                stack[top++] = next[i];
              }
        }
    }
  return pieces;
}

/* A jigsaw is ready to count once every region has @size cells in one
 * orthogonally connected piece.  Regions of the wrong size are named
 * first: moving cells between regions makes them, and fixing them often
 * joins the pieces too. */
static gboolean
check_layout (guint size, const guint8 *regions, GError **error)
{
  g_autofree char *sizes = describe_wrong_sizes (size, regions);

  if (sizes)
    {
      /* Translators: %s lists regions, "region 4 has 11 cells, region 7 has 7". */
      g_set_error (error, WP_ERROR, WP_ERROR_INCOMPLETE, _("regions: %s; each needs %u"), sizes, size);
      return FALSE;
    }
  for (guint r = 0; r < size; r++)
    {
      guint pieces = wp_sudoku_count_pieces (size, regions, (guint8) r);

      if (pieces > 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INCOMPLETE,
                       _("regions: region %u is in %u pieces; each must be one piece"), r + 1, pieces);
          return FALSE;
        }
    }
  return TRUE;
}

/* A jigsaw with @regions as they are (each index below @size): loading
 * takes a layout still being drawn. */
static WpPuzzle *
jigsaw_new (guint size, const guint8 *regions)
{
  WpSudokuParams *params = g_new0 (WpSudokuParams, 1);

  params->size = size;
  params->regions = g_memdup2 (regions, (gsize) size * size);
  params->classic = WP_SUDOKU_CLASSIC_ALL;
  return wp_puzzle_new (&wp_genre_sudoku, size, size, params);
}

WpPuzzle *
wp_sudoku_new_jigsaw (guint size, const guint8 *regions, GError **error)
{
  if (size < WP_SUDOKU_MIN_SIZE || size > WP_SUDOKU_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: %u is not supported (Sudoku sizes run from %u to %u)"),
                   size, WP_SUDOKU_MIN_SIZE, WP_SUDOKU_MAX_SIZE);
      return NULL;
    }
  if (!check_regions (size, regions, error) || !check_layout (size, regions, error))
    return NULL;
  return jigsaw_new (size, regions);
}

static gboolean
check_complete (const WpPuzzle *puzzle, GError **error)
{
  const WpSudokuParams *params = sudoku_params (puzzle);

  return params->regions == NULL || check_layout (params->size, params->regions, error);
}

/* --- Drawing regions ---------------------------------------------------------- */

/* Boxes stay boxes: only a jigsaw's regions are drawn. */
static guint
drawable_regions (const WpPuzzle *puzzle)
{
  return wp_sudoku_is_jigsaw (puzzle) ? wp_sudoku_get_size (puzzle) : 0;
}

static void
assign_region (WpPuzzle *puzzle, const guint *cells, guint n, guint region)
{
  WpSudokuParams *params = puzzle->params;

  g_return_if_fail (params->regions != NULL && region < params->size);
  for (guint i = 0; i < n; i++)
    if (cells[i] < params->size * params->size)
      params->regions[cells[i]] = (guint8) region;
}

/* --- Presets -------------------------------------------------------------- */

/* Jigsaw layouts to start from, one letter a region: irregular, each
 * region in one piece, and each admitting many solutions when empty (the
 * tests count them), so the setter has a puzzle to fill or regions to
 * redraw.  Sizes without rectangular boxes (5, 7) are jigsaws only. */
static const char *const jigsaw_layouts[] = {
  "AABBB" "AAABB" "CCDDD" "CCEED" "CEEED",
  "AABBBB" "AABBCC" "AADDCC" "EEDDCC" "EEDDFF" "EEFFFF",
  "AAABBBB" "AAABBBC" "ADDDCCC" "EDDDCCC" "EEFDGGG" "EEFFFGG" "EEFFFGG",
  "AAAABBBB" "CAAAABBB" "CCCCDDDB" "EECCDDDD" "EEECFFFD" "EEEFFFFG" "HHHFGGGG" "HHHHHGGG",
  "AABBBCCCC" "AAABBBCCC" "DDABBBECC" "DDAAAEEFF" "DDEEEEFFF" "DDDEEGFFF" "HHGGGGIIF" "HHGGGGIII"
  "HHHHHIIII",
};
#define FIRST_JIGSAW_SIZE 5

static const WpPreset presets[] = {
  { "4",  N_("4×4 (2×2 boxes)"),   4,  4, 2, 2 },
  { "6",  N_("6×6 (2×3 boxes)"),   6,  6, 2, 3 },
  { "8",  N_("8×8 (2×4 boxes)"),   8,  8, 2, 4 },
  { "9",  N_("9×9 (3×3 boxes)"),   9,  9, 3, 3 },
  { "10", N_("10×10 (2×5 boxes)"), 10, 10, 2, 5 },
  { "12", N_("12×12 (3×4 boxes)"), 12, 12, 3, 4 },
  { "15", N_("15×15 (3×5 boxes)"), 15, 15, 3, 5 },
  { "16", N_("16×16 (4×4 boxes)"), 16, 16, 4, 4 },
  { "20", N_("20×20 (4×5 boxes)"), 20, 20, 4, 5 },
  { "25", N_("25×25 (5×5 boxes)"), 25, 25, 5, 5 },
  /* No box shape: the regions come from jigsaw_layouts. */
  { "jigsaw-5", N_("Jigsaw 5×5"), 5, 5, 0, 0 },
  { "jigsaw-6", N_("Jigsaw 6×6"), 6, 6, 0, 0 },
  { "jigsaw-7", N_("Jigsaw 7×7"), 7, 7, 0, 0 },
  { "jigsaw-8", N_("Jigsaw 8×8"), 8, 8, 0, 0 },
  { "jigsaw-9", N_("Jigsaw 9×9"), 9, 9, 0, 0 },
};

static WpPuzzle *
new_jigsaw_preset (guint size)
{
  const char *layout = jigsaw_layouts[size - FIRST_JIGSAW_SIZE];
  g_autofree guint8 *regions = g_new (guint8, (gsize) size * size);

  for (guint cell = 0; cell < size * size; cell++)
    regions[cell] = (guint8) (layout[cell] - 'A');
  return jigsaw_new (size, regions);
}

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  if (preset->arg1 == 0)
    return new_jigsaw_preset (preset->width);
  return wp_sudoku_new (preset->width, preset->arg1, preset->arg2);
}

/* --- Values --------------------------------------------------------------- */

char
wp_sudoku_value_char (gint value)
{
  if (value == WP_CELL_EMPTY)
    return '.';
  if (value >= 1 && value <= 9)
    return (char) ('0' + value);
  if (value >= 10 && value <= 35)
    return (char) ('A' + value - 10);
  return '?';
}

gint
wp_sudoku_char_value (char c)
{
  if (c == '.' || c == '0')
    return WP_CELL_EMPTY;
  if (c >= '1' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  return -2;
}

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  return g_strdup_printf ("%c", wp_sudoku_value_char (value));
}

static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  gint value = c < 128 ? wp_sudoku_char_value ((char) c) : -2;

  if (value > (gint) wp_sudoku_get_size (puzzle))
    return -2;
  return value;
}

/* --- Validation and conflicts --------------------------------------------- */

/* Whether every cell is empty or holds 1 to @size.  Without a branch per
 * cell: which cells are given is random, and a mispredicted branch per cell
 * cost a 9×9 count to 2 a tenth of its time. */
static gboolean
givens_in_range (const gint *cells, guint size)
{
  guint out_of_range = 0;

  for (guint cell = 0; cell < size * size; cell++)
    out_of_range |= (cells[cell] != WP_CELL_EMPTY) & ((guint) (cells[cell] - 1) >= size);
  return out_of_range == 0;
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpSudokuParams *params = sudoku_params (puzzle);
  guint size = params->size;

  if (size < WP_SUDOKU_MIN_SIZE || size > WP_SUDOKU_MAX_SIZE ||
      puzzle->width != size || puzzle->height != size)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: %u is not supported (Sudoku sizes run from %u to %u)"),
                   size, WP_SUDOKU_MIN_SIZE, WP_SUDOKU_MAX_SIZE);
      return FALSE;
    }
  if (params->regions == NULL && params->box_rows * params->box_cols != size)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("box: %u×%u boxes do not tile a %u×%u grid"),
                   params->box_rows, params->box_cols, size, size);
      return FALSE;
    }
  if (params->regions && !check_regions (size, params->regions, error))
    return FALSE;
  if (G_UNLIKELY (!givens_in_range (puzzle->cells, size)))
    for (guint cell = 0; cell < size * size; cell++)
      {
        gint v = puzzle->cells[cell];

        if (v != WP_CELL_EMPTY && (v < 1 || v > (gint) size))
          {
            g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                         _("givens: r%uc%u holds %d, but a %u×%u Sudoku uses 1 to %u"),
                         cell / size + 1, cell % size + 1, v, size, size, size);
            return FALSE;
          }
      }
  return TRUE;
}

typedef enum { UNIT_ROW, UNIT_COLUMN, UNIT_REGION } UnitKind;

/* The cells of unit @index of @kind, in reading order; returns how many
 * (size, except for a jigsaw region being drawn). */
static guint
unit_cells (const WpPuzzle *puzzle, UnitKind kind, guint index, guint *cells)
{
  guint size = wp_sudoku_get_size (puzzle), n = 0;

  for (guint cell = 0; cell < size * size; cell++)
    {
      gboolean in_unit =
        (kind == UNIT_ROW && cell / size == index) ||
        (kind == UNIT_COLUMN && cell % size == index) ||
        (kind == UNIT_REGION && wp_sudoku_region_of (puzzle, cell) == index);
      if (in_unit)
        cells[n++] = cell;
    }
  return n;
}

static char *
unit_name (const WpPuzzle *puzzle, UnitKind kind, guint index)
{
  switch (kind)
    {
    case UNIT_ROW: return g_strdup_printf (_("row %u"), index + 1);
    case UNIT_COLUMN: return g_strdup_printf (_("column %u"), index + 1);
    default:
      return wp_sudoku_is_jigsaw (puzzle) ? g_strdup_printf (_("region %u"), index + 1)
                                          : g_strdup_printf (_("box %u"), index + 1);
    }
}

/* Whether the classic rule of @kind is switched on (sudoku-rules.c). */
static gboolean
unit_applies (const WpPuzzle *puzzle, UnitKind kind)
{
  static const guint bits[] = { WP_SUDOKU_CLASSIC_ROWS, WP_SUDOKU_CLASSIC_COLUMNS, WP_SUDOKU_CLASSIC_BOXES };

  return (wp_sudoku_get_classic (puzzle) & bits[kind]) != 0;
}

static WpConflict *
conflict_new (const WpPuzzle *puzzle, UnitKind kind, guint index, GArray *cells, gint value)
{
  WpConflict *conflict = g_new0 (WpConflict, 1);
  g_autoptr (GString) names = g_string_new (NULL);
  g_autofree char *unit = unit_name (puzzle, kind, index);
  guint size = wp_sudoku_get_size (puzzle);

  for (guint i = 0; i < cells->len; i++)
    {
      guint cell = g_array_index (cells, guint, i);
      g_autofree char *name = wp_cell_name (cell / size, cell % size);

      if (i > 0)
        g_string_append (names, i + 1 == cells->len ? _(" and ") : ", ");
      g_string_append (names, name);
    }
  conflict->cells = g_array_ref (cells);
  conflict->message = g_strdup_printf (cells->len == 2 ? _("%s both hold %c in %s")
                                                      : _("%s all hold %c in %s"),
                                       names->str, wp_sudoku_value_char (value), unit);
  return conflict;
}

static void
find_unit_conflicts (const WpPuzzle *puzzle, UnitKind kind, guint index, GPtrArray *out)
{
  guint size = wp_sudoku_get_size (puzzle);
  /* Room for every cell: a region being drawn can hold more than @size. */
  g_autofree guint *cells = g_new (guint, size * size);
  guint n = unit_cells (puzzle, kind, index, cells);

  for (gint value = 1; value <= (gint) size; value++)
    {
      g_autoptr (GArray) holders = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < n; i++)
        if (puzzle->cells[cells[i]] == value)
          g_array_append_val (holders, cells[i]);
      if (holders->len > 1)
        g_ptr_array_add (out, conflict_new (puzzle, kind, index, holders, value));
    }
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);
  guint size = wp_sudoku_get_size (puzzle);

  for (UnitKind kind = UNIT_ROW; kind <= UNIT_REGION; kind++)
    for (guint index = 0; unit_applies (puzzle, kind) && index < size; index++)
      find_unit_conflicts (puzzle, kind, index, out);
  wp_puzzle_find_element_conflicts (puzzle, out);
  return out;
}

/* --- Deadly patterns ---------------------------------------------------------- */

/* "rows 4 and 8", "columns 2, 5 and 7" from a set of 0-based indices. */
static void
append_units (GString *out, const char *one, const char *many, const guint8 *used, guint size)
{
  guint n = 0, seen = 0;

  for (guint i = 0; i < size; i++)
    n += used[i];
  if (out->len > 0)
    g_string_append (out, ", ");
  g_string_append (out, n == 1 ? one : many);
  for (guint i = 0; i < size; i++)
    if (used[i])
      {
        seen++;
        g_string_append_printf (out, "%s%u", seen == 1 ? " " : seen == n ? _(" and ") : ", ", i + 1);
      }
}

static guint
count_set (const guint8 *used, guint size)
{
  guint n = 0;

  for (guint i = 0; i < size; i++)
    n += used[i];
  return n;
}

/* The unique rectangle: four cells on two rows, two columns and exactly two
 * boxes, holding two values that swap.  Larger patterns keep the generic
 * name. */
static void
describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  guint size = wp_sudoku_get_size (puzzle);
  g_autofree guint8 *rows = g_new0 (guint8, size);
  g_autofree guint8 *cols = g_new0 (guint8, size);
  g_autofree guint8 *regions = g_new0 (guint8, size);
  g_autofree guint8 *values = g_new0 (guint8, size + 1);
  g_autoptr (GString) where = g_string_new (NULL);

  for (guint i = 0; i < pattern->cells->len; i++)
    {
      guint cell = g_array_index (pattern->cells, guint, i);

      rows[cell / size] = cols[cell % size] = TRUE;
      regions[wp_sudoku_region_of (puzzle, cell)] = TRUE;
      values[g_array_index (pattern->first, gint, i)] = TRUE;
    }
  append_units (where, _("row"), _("rows"), rows, size);
  append_units (where, _("column"), _("columns"), cols, size);
  if (wp_sudoku_is_jigsaw (puzzle))
    append_units (where, _("region"), _("regions"), regions, size);
  else
    append_units (where, _("box"), _("boxes"), regions, size);
  pattern->where = g_strdup (where->str);
  if (pattern->cells->len == 4 && count_set (rows, size) == 2 && count_set (cols, size) == 2 &&
      count_set (regions, size) == 2 && count_set (values, size + 1) == 2)
    pattern->kind = g_strdup (_("unique rectangle"));
}

/* --- No solution ------------------------------------------------------------- */

/* The unit @cells are (all of it, as the permutation propagators list
 * them): a row, a column or a region; NULL for a diagonal, which the
 * core's words (its cells) name better. */
static char *
unit_of_cells (const WpPuzzle *puzzle, const GArray *cells)
{
  guint size = wp_sudoku_get_size (puzzle);
  guint first = g_array_index (cells, guint, 0);
  gboolean one_row = TRUE, one_column = TRUE;

  for (guint i = 1; i < cells->len; i++)
    {
      guint cell = g_array_index (cells, guint, i);

      one_row &= cell / size == first / size;
      one_column &= cell % size == first % size;
    }
  if (one_row)
    return unit_name (puzzle, UNIT_ROW, first / size);
  if (one_column)
    return unit_name (puzzle, UNIT_COLUMN, first % size);
  for (guint i = 1; i < cells->len; i++)
    if (wp_sudoku_region_of (puzzle, g_array_index (cells, guint, i)) != wp_sudoku_region_of (puzzle, first))
      return NULL;   /* a diagonal or an extra region: the core names its cells */
  return unit_name (puzzle, UNIT_REGION, wp_sudoku_region_of (puzzle, first));
}

/* "No digit fits r4c7.", "No place for 5 in box 4."; a set of givens keeps
 * the core's words. */
static void
describe_contradiction (const WpPuzzle *puzzle, WpContradiction *contradiction)
{
  guint size = wp_sudoku_get_size (puzzle);
  g_autofree char *where = NULL;

  if (contradiction->kind == WP_CONTRADICTION_CELL)
    {
      guint cell = g_array_index (contradiction->cells, guint, 0);

      where = wp_cell_name (cell / size, cell % size);
      g_free (contradiction->message);
      contradiction->message = g_strdup_printf (_("No digit fits %s."), where);
    }
  else if (contradiction->kind == WP_CONTRADICTION_PLACE && contradiction->cells->len == size)
    {
      where = unit_of_cells (puzzle, contradiction->cells);
      if (where == NULL)
        return;
      g_free (contradiction->message);
      contradiction->message = g_strdup_printf (_("No place for %c in %s."),
                                                wp_sudoku_value_char (contradiction->value), where);
    }
}

/* --- Solver model ---------------------------------------------------------- */

typedef struct {
  WpSudoku9Shape       *owned_shape;   /* jigsaw only */
  const WpSudoku9Shape *shape;
  gint                  givens[81];
} Fast9Data;

static void
fast9_data_free (gpointer data)
{
  Fast9Data *fast = data;

  g_clear_pointer (&fast->owned_shape, wp_sudoku9_shape_free);
  g_free (fast);
}

static void
fast9_search (const WpModel *model, WpSearchContext *ctx)
{
  const Fast9Data *fast = model->backend_data;

  wp_sudoku9_search (fast->shape, fast->givens, ctx);
}

static const WpSearchBackend fast9_backend = { "sudoku-9x9-bitboard", fast9_search };

static void
attach_fast9_backend (const WpPuzzle *puzzle, WpModel *model)
{
  const WpSudokuParams *params = sudoku_params (puzzle);
  Fast9Data *fast = g_new0 (Fast9Data, 1);

  if (params->regions)
    {
      fast->owned_shape = wp_sudoku9_shape_new (params->regions);
      fast->shape = fast->owned_shape;
    }
  else
    fast->shape = wp_sudoku9_shape_standard ();
  /* A select, not a branch: see givens_in_range(). */
  for (guint i = 0; i < 81; i++)
    fast->givens[i] = puzzle->cells[i] == WP_CELL_EMPTY ? 0 : puzzle->cells[i];
  model->backend = &fast9_backend;
  model->backend_data = fast;
  model->backend_data_free = fast9_data_free;
}

static void
add_unit_propagators (const WpPuzzle *puzzle, WpModel *model)
{
  guint size = wp_sudoku_get_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);
  WpDomain all_values = (G_GUINT64_CONSTANT (1) << size) - 1;

  for (UnitKind kind = UNIT_ROW; kind <= UNIT_REGION; kind++)
    for (guint index = 0; unit_applies (puzzle, kind) && index < size; index++)
      {
        unit_cells (puzzle, kind, index, cells);
        wp_model_add_permutation (model, cells, size, all_values);
      }
}

#define LOCKED_CANDIDATES_FROM_SIZE 20

static gboolean
contains (const guint *items, guint n, guint item)
{
  for (guint i = 0; i < n; i++)
    if (items[i] == item)
      return TRUE;
  return FALSE;
}

/* Locked candidates between @line (@size cells) and each region it meets
 * in two cells or more; @regions holds every region's cells, region r at
 * r * size.  One shared cell is a hidden single, which the permutations
 * already find. */
static void
add_line_locks (WpModel *model, guint size, const guint *line, const guint *regions,
                const guint *region_of)
{
  g_autofree guint *shared = g_new (guint, size);
  g_autofree guint *only_region = g_new (guint, size);
  g_autofree guint *only_line = g_new (guint, size);

  for (guint r = 0; r < size; r++)
    {
      guint n_shared = 0, n_region = 0, n_line = 0;

      for (guint i = 0; i < size; i++)
        {
          if (region_of[line[i]] == r)
            shared[n_shared++] = line[i];
          else
            only_line[n_line++] = line[i];
        }
      if (n_shared < 2)
        continue;
      for (guint i = 0; i < size; i++)
        {
          guint cell = regions[r * size + i];

          if (!contains (shared, n_shared, cell))
            only_region[n_region++] = cell;
        }
      wp_model_add_locked_candidates (model, shared, n_shared, only_region, n_region, only_line, n_line);
    }
}

static void
add_locked_candidates (const WpPuzzle *puzzle, WpModel *model)
{
  guint size = wp_sudoku_get_size (puzzle);
  g_autofree guint *regions = g_new (guint, size * size);
  g_autofree guint *region_of = g_new (guint, size * size);
  g_autofree guint *line = g_new (guint, size);

  if (!unit_applies (puzzle, UNIT_REGION))
    return;
  for (guint r = 0; r < size; r++)
    if (unit_cells (puzzle, UNIT_REGION, r, regions + r * size) != size)
      return;   /* a region still being drawn */
  for (guint i = 0; i < size * size; i++)
    region_of[regions[i]] = i / size;
  for (UnitKind kind = UNIT_ROW; kind <= UNIT_COLUMN; kind++)
    for (guint index = 0; unit_applies (puzzle, kind) && index < size; index++)
      {
        unit_cells (puzzle, kind, index, line);
        add_line_locks (model, size, line, regions, region_of);
      }
}

/* For counting only: the analysis and the contradiction finder name the
 * unit that failed, and keep to the rules as the setter states them.
 * Locked candidates pay from 20×20 on; on 16×16 half given they doubled
 * a count of 0.12 ms (docs/performance.md). */
static void
add_search_aids (const WpPuzzle *puzzle, WpModel *model)
{
  model->weighted_branching = TRUE;
  if (wp_sudoku_get_size (puzzle) >= LOCKED_CANDIDATES_FROM_SIZE)
    add_locked_candidates (puzzle, model);
}

static WpModel *
model_with_givens (const WpPuzzle *puzzle)
{
  guint size = wp_sudoku_get_size (puzzle);
  WpDomain all_values = (G_GUINT64_CONSTANT (1) << size) - 1;
  WpModel *model = wp_model_new (size * size, 1, all_values);

  /* A select, not a branch: see givens_in_range(). */
  for (guint cell = 0; cell < size * size; cell++)
    {
      gint v = puzzle->cells[cell];
      WpDomain given = G_GUINT64_CONSTANT (1) << ((guint) (v - 1) & 63);
      WpDomain empty = -(WpDomain) (v == WP_CELL_EMPTY);   /* all ones or none */

      /* Masks, since gcc turned a ?: here back into a branch. */
      model->domains[cell] = (all_values & empty) | (given & ~empty);
    }
  return model;
}

static WpModel *
build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  WpModel *model = model_with_givens (puzzle);

  /* The bitboard knows the classic rules and nothing else. */
  if (use == WP_MODEL_FOR_COUNTING && wp_sudoku_get_size (puzzle) == 9 &&
      wp_sudoku_get_classic (puzzle) == WP_SUDOKU_CLASSIC_ALL && puzzle->elements->len == 0)
    attach_fast9_backend (puzzle, model);
  else
    {
      add_unit_propagators (puzzle, model);
      if (use == WP_MODEL_FOR_COUNTING)
        add_search_aids (puzzle, model);
      wp_puzzle_add_element_propagators (puzzle, model);
    }
  return model;
}

/* --- Native file ----------------------------------------------------------- */

static gboolean
read_size (JsonObject *object, guint *size, GError **error)
{
  JsonNode *node = json_object_get_member (object, "size");
  gint64 value;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("size: missing or not a whole number"));
      return FALSE;
    }
  value = json_node_get_int (node);
  if (value < WP_SUDOKU_MIN_SIZE || value > WP_SUDOKU_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: %d is not supported (Sudoku sizes run from %u to %u)"),
                   (int) CLAMP (value, G_MININT, G_MAXINT), WP_SUDOKU_MIN_SIZE, WP_SUDOKU_MAX_SIZE);
      return FALSE;
    }
  *size = (guint) value;
  return TRUE;
}

/* Reads "member": ["row", …] with @size rows of @size characters. */
static gboolean
read_grid_rows (JsonObject *object, const char *member, guint size,
                char *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *rows;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s: expected a list of %u rows"), member, size);
      return FALSE;
    }
  rows = json_node_get_array (node);
  if (json_array_get_length (rows) != size)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s: has %u rows, expected %u"), member, json_array_get_length (rows), size);
      return FALSE;
    }
  for (guint r = 0; r < size; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      const char *text;

      if (json_node_get_value_type (row) != G_TYPE_STRING)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%s[%u]: expected a string of %u cells"), member, r, size);
          return FALSE;
        }
      text = json_node_get_string (row);
      if (g_utf8_strlen (text, -1) != size)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s[%u]: has %u cells, expected %u"),
                       member, r, (guint) g_utf8_strlen (text, -1), size);
          return FALSE;
        }
      if (strlen (text) != size)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%s[%u]: cells are written with ASCII characters only"), member, r);
          return FALSE;
        }
      memcpy (out + (gsize) r * size, text, size);
    }
  return TRUE;
}

static gboolean
read_givens (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  guint size = wp_sudoku_get_size (puzzle);
  g_autofree char *chars = g_new (char, (gsize) size * size);

  if (!json_object_has_member (object, "givens"))
    return TRUE;   /* an empty grid */
  if (!read_grid_rows (object, "givens", size, chars, error))
    return FALSE;
  for (guint cell = 0; cell < size * size; cell++)
    {
      gint value = wp_sudoku_char_value (chars[cell]);

      if (value == -2 || (value != WP_CELL_EMPTY && value > (gint) size))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens[%u]: '%c' at column %u is not a value of a %u×%u Sudoku"),
                       cell / size, chars[cell], cell % size + 1, size, size);
          return FALSE;
        }
      puzzle->cells[cell] = value;
    }
  return TRUE;
}

static WpPuzzle *
load_jigsaw (JsonObject *object, guint size, GError **error)
{
  g_autofree char *chars = g_new (char, (gsize) size * size);
  g_autofree guint8 *regions = g_new (guint8, (gsize) size * size);

  if (!read_grid_rows (object, "regions", size, chars, error))
    return NULL;
  for (guint cell = 0; cell < size * size; cell++)
    {
      char c = g_ascii_toupper (chars[cell]);

      if (c < 'A' || c >= 'A' + (char) size)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("regions[%u]: '%c' at column %u is not a region letter (A to %c)"),
                       cell / size, chars[cell], cell % size + 1, 'A' + size - 1);
          return NULL;
        }
      regions[cell] = (guint8) (c - 'A');
    }
  /* A layout still being drawn opens as it was saved; counting names what
   * is left to fix (check_complete). */
  return jigsaw_new (size, regions);
}

static WpPuzzle *
load_boxed (JsonObject *object, guint size, GError **error)
{
  JsonNode *node = json_object_get_member (object, "box");
  guint box_rows, box_cols;

  if (node == NULL)
    {
      if (!wp_sudoku_box_shape_for_size (size, &box_rows, &box_cols))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("size: a %u×%u grid has no rectangular boxes; give \"regions\""), size, size);
          return NULL;
        }
    }
  else
    {
      JsonArray *box = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (box == NULL || json_array_get_length (box) != 2 ||
          json_node_get_value_type (json_array_get_element (box, 0)) != G_TYPE_INT64 ||
          json_node_get_value_type (json_array_get_element (box, 1)) != G_TYPE_INT64)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("box: expected [rows, columns], such as [3, 3]"));
          return NULL;
        }
      box_rows = (guint) CLAMP (json_array_get_int_element (box, 0), 0, 1000);
      box_cols = (guint) CLAMP (json_array_get_int_element (box, 1), 0, 1000);
      if (box_rows * box_cols != size)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("box: %u×%u boxes do not tile a %u×%u grid"), box_rows, box_cols, size, size);
          return NULL;
        }
    }
  return wp_sudoku_new (size, box_rows, box_cols);
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  guint size;

  if (!read_size (object, &size, error))
    return NULL;
  if (json_object_has_member (object, "regions"))
    puzzle = load_jigsaw (object, size, error);
  else
    puzzle = load_boxed (object, size, error);
  if (puzzle == NULL || !read_givens (object, puzzle, error) ||
      !wp_sudoku_read_classic (object, puzzle, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static void
write_grid_rows (JsonBuilder *builder, const char *member, guint size, const char *chars)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint r = 0; r < size; r++)
    {
      g_autofree char *row = g_strndup (chars + (gsize) r * size, size);
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpSudokuParams *params = sudoku_params (puzzle);
  guint size = params->size;
  g_autofree char *chars = g_new (char, (gsize) size * size);

  json_builder_set_member_name (builder, "size");
  json_builder_add_int_value (builder, size);
  if (params->regions)
    {
      for (guint cell = 0; cell < size * size; cell++)
        chars[cell] = (char) ('A' + params->regions[cell]);
      write_grid_rows (builder, "regions", size, chars);
    }
  else
    {
      json_builder_set_member_name (builder, "box");
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, params->box_rows);
      json_builder_add_int_value (builder, params->box_cols);
      json_builder_end_array (builder);
    }
  for (guint cell = 0; cell < size * size; cell++)
    chars[cell] = wp_sudoku_value_char (puzzle->cells[cell]);
  write_grid_rows (builder, "givens", size, chars);
  wp_sudoku_write_classic (puzzle, builder);
}

static const WpTextFormat *const text_formats[] = {
  &wp_sudoku_text_format, &wp_sudoku_fpuzzles_format, &wp_sudoku_fpuzzles_link_format, NULL
};

static const WpPatternFinder *const pattern_finders[] = { &wp_sudoku_locked_rectangles, NULL };

static const WpViewHooks view_hooks = {
  .region_of = wp_sudoku_region_of,
};

static const WpPatternHooks pattern_hooks = {
  .describe = describe_pattern,
  .describe_contradiction = describe_contradiction,
  .finders = pattern_finders,
};

static const WpRegionHooks region_hooks = {
  .drawable = drawable_regions,
  .assign = assign_region,
  .check_complete = check_complete,
};

const WpGenre wp_genre_sudoku = {
  .id = "sudoku",
  .name = N_("Sudoku"),
  .rules = N_("Place a digit in every empty cell so that each row, each column and each "
              "outlined region contains every digit exactly once."),
  .presets = presets,
  .n_presets = G_N_ELEMENTS (presets),
  .new_puzzle = new_puzzle,
  .params_copy = params_copy,
  .params_free = params_free,
  .params_equal = params_equal,
  .load_json = load_json,
  .save_json = save_json,
  .validate = validate,
  .find_conflicts = find_conflicts,
  .build_model = build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .view = &view_hooks,
  .patterns = &pattern_hooks,
  .regions = &region_hooks,
  .settings = &wp_sudoku_setting_hooks,
  .elements = &wp_sudoku_element_hooks,
  .generator = &wp_sudoku_generator_hooks,
  .rater = &wp_sudoku_rater,
};
