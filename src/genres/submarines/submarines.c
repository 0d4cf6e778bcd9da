/* submarines.c — the Submarines genre: parameters, checks, native file,
 * solver model, naming of deadly patterns, line clues and glyphs
 *
 * The mathematics (Gale–Ryser, the chain test) lives in
 * submarines-math.c, the plain-text notation in submarines-text.c.
 */
#include "genres/submarines/submarines-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-analysis.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  return wp_line_counts_params_copy (data, sizeof (WpSubmarinesParams));
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpSubmarinesParams *a = da, *b = db;

  return wp_line_counts_equal (&a->lines, &b->lines);
}

static const WpSubmarinesParams *
submarines_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

static char *too_large_sum (const char *written, guint length, gboolean is_row);

/* The sums beside the lines, as line-counts.c reads, writes and checks
 * them. */
static const WpLineCountsSpec sums_spec = {
  .noun = WP_LINE_SUMS,
  .max_lines = WP_SUBMARINES_MAX_SIZE,
  .unknown = WP_SUBMARINES_UNKNOWN,
  .problem = wp_submarines_sum_problem,
  .too_large = too_large_sum,
};

WpPuzzle *
wp_submarines_new (guint n_rows, guint n_cols, const gint *rows, const gint *cols)
{
  WpSubmarinesParams *params;

  g_return_val_if_fail (n_rows >= WP_SUBMARINES_MIN_SIZE && n_rows <= WP_SUBMARINES_MAX_SIZE, NULL);
  g_return_val_if_fail (n_cols >= WP_SUBMARINES_MIN_SIZE && n_cols <= WP_SUBMARINES_MAX_SIZE, NULL);
  params = g_new0 (WpSubmarinesParams, 1);
  params->lines.n_rows = n_rows;
  params->lines.n_cols = n_cols;
  params->lines.rows = wp_line_counts_copy (&sums_spec, rows, n_rows);
  params->lines.cols = wp_line_counts_copy (&sums_spec, cols, n_cols);
  return wp_puzzle_new (&wp_genre_submarines, n_cols, n_rows, params);
}

const gint *
wp_submarines_get_row_sums (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_submarines, NULL);
  return submarines_params (puzzle)->lines.rows;
}

const gint *
wp_submarines_get_column_sums (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_submarines, NULL);
  return submarines_params (puzzle)->lines.cols;
}

void
wp_submarines_set_row_sum (WpPuzzle *puzzle, guint row, gint sum)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_submarines);
  g_return_if_fail (row < submarines_params (puzzle)->lines.n_rows);
  ((WpSubmarinesParams *) puzzle->params)->lines.rows[row] = sum;
}

void
wp_submarines_set_column_sum (WpPuzzle *puzzle, guint col, gint sum)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_submarines);
  g_return_if_fail (col < submarines_params (puzzle)->lines.n_cols);
  ((WpSubmarinesParams *) puzzle->params)->lines.cols[col] = sum;
}

/* --- Presets -------------------------------------------------------------- */

static const WpPreset presets[] = {
  { "5",  N_("5×5"),   5,  5,  0, 0 },
  { "8",  N_("8×8"),   8,  8,  0, 0 },
  { "10", N_("10×10"), 10, 10, 0, 0 },
  { "15", N_("15×15"), 15, 15, 0, 0 },
  { "20", N_("20×20"), 20, 20, 0, 0 },
};

/* Every sum starts unknown: the setter fills in the ones to give. */
static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_submarines_new (preset->height, preset->width, NULL, NULL);
}

/* --- Values --------------------------------------------------------------- */

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup ("■");
    case 0: return g_strdup ("·");
    case WP_CELL_EMPTY: return g_strdup ("");
    default: return g_strdup_printf ("%d", value);
    }
}

/* '1', '#', 's' (and the shown '■') place a submarine; '0', '.', 'x' (and
 * '·') mark open water; a space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  switch (c)
    {
    case '1': case '#': case 's': case 'S': case 0x25A0:
      return 1;
    case '0': case '.': case 'x': case 'X': case 0x00B7:
      return 0;
    case ' ':
      return WP_CELL_EMPTY;
    default:
      return -2;
    }
}

/* --- Validation ----------------------------------------------------------- */

char *
wp_submarines_written_sum_problem (const char *written, guint length, gboolean is_row)
{
  return g_strdup_printf (is_row ? _("a sum of %s does not fit a row of %u cells")
                                 : _("a sum of %s does not fit a column of %u cells"),
                          written, length);
}

char *
wp_submarines_sum_problem (gint sum, guint length, gboolean is_row)
{
  char written[16];

  if (sum == WP_SUBMARINES_UNKNOWN)
    return NULL;
  if (sum < 0)
    return g_strdup_printf (_("a sum of %d is negative"), sum);
  if ((guint) sum <= length)
    return NULL;
  g_snprintf (written, sizeof written, "%d", sum);
  return wp_submarines_written_sum_problem (written, length, is_row);
}

/* The native file quotes a sum too large to hold as written; while
 * "columns" is no list or an empty one (@length 0), there is no row to
 * measure it by. */
static char *
too_large_sum (const char *written, guint length, gboolean is_row)
{
  if (length == 0)
    return g_strdup_printf (_("a sum of %s is too large"), written);
  return wp_submarines_written_sum_problem (written, length, is_row);
}


/* The total of @sums, or -1 when one of them is unknown. */
static gint
known_total (const gint *sums, guint n)
{
  gint total = 0;

  for (guint i = 0; i < n; i++)
    {
      if (sums[i] == WP_SUBMARINES_UNKNOWN)
        return -1;
      total += sums[i];
    }
  return total;
}

char *
wp_submarines_total_problem (const WpSubmarinesParams *params)
{
  gint rows = known_total (params->lines.rows, params->lines.n_rows);
  gint cols = known_total (params->lines.cols, params->lines.n_cols);

  if (rows < 0 || cols < 0 || rows == cols)
    return NULL;
  return g_strdup_printf (_("the row sums total %d, but the column sums total %d"), rows, cols);
}

static gboolean
check_size (const WpPuzzle *puzzle, GError **error)
{
  const WpSubmarinesParams *params = submarines_params (puzzle);

  if (params->lines.n_rows < WP_SUBMARINES_MIN_SIZE || params->lines.n_rows > WP_SUBMARINES_MAX_SIZE ||
      params->lines.n_cols < WP_SUBMARINES_MIN_SIZE || params->lines.n_cols > WP_SUBMARINES_MAX_SIZE ||
      puzzle->height != params->lines.n_rows || puzzle->width != params->lines.n_cols)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Submarines grids run from 1×1 to %u×%u)"),
                   puzzle->height, puzzle->width, WP_SUBMARINES_MAX_SIZE, WP_SUBMARINES_MAX_SIZE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_cells (const WpPuzzle *puzzle, GError **error)
{
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      gint v = puzzle->cells[cell];

      if (v != WP_CELL_EMPTY && v != 0 && v != 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: r%uc%u holds %d, but a Submarines cell holds 0 or 1"),
                       cell / puzzle->width + 1, cell % puzzle->width + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpSubmarinesParams *params = submarines_params (puzzle);

  if (!check_size (puzzle, error) ||
      !wp_line_counts_check (&sums_spec, &params->lines, error))
    return FALSE;
  /* Sums whose totals disagree are a puzzle with no solution, not a
   * malformed one: find_conflicts() says so, and the setter keeps editing. */
  return check_cells (puzzle, error);
}

/* --- Conflicts ------------------------------------------------------------ */

typedef struct {
  const WpPuzzle *puzzle;
  gboolean        is_row;
  guint           index;
  guint           length;   /* cells in the line */
  gint            sum;
} Line;

static Line
line_at (const WpPuzzle *puzzle, gboolean is_row, guint index)
{
  const WpSubmarinesParams *params = submarines_params (puzzle);
  Line line = { puzzle, is_row, index, 0, 0 };

  line.length = is_row ? puzzle->width : puzzle->height;
  line.sum = is_row ? params->lines.rows[index] : params->lines.cols[index];
  return line;
}

static guint
line_cell (const Line *line, guint i)
{
  return line->is_row ? line->index * line->puzzle->width + i : i * line->puzzle->width + line->index;
}

/* The cells of @line given as @value. */
static GArray *
line_givens (const Line *line, gint value)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < line->length; i++)
    {
      guint cell = line_cell (line, i);

      if (line->puzzle->cells[cell] == value)
        g_array_append_val (cells, cell);
    }
  return cells;
}

/* "row 2 holds 3 submarines but its sum is 2" */
static char *
too_many_message (const Line *line, guint ones)
{
  if (line->is_row)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "row %u holds %u submarine but its sum is %d",
                                         "row %u holds %u submarines but its sum is %d", ones),
                            line->index + 1, ones, line->sum);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "column %u holds %u submarine but its sum is %d",
                                       "column %u holds %u submarines but its sum is %d", ones),
                          line->index + 1, ones, line->sum);
}

/* "row 2 leaves room for 1 submarine but its sum is 2" */
static char *
too_few_message (const Line *line, guint room)
{
  if (line->is_row)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "row %u leaves room for %u submarine but its sum is %d",
                                         "row %u leaves room for %u submarines but its sum is %d", room),
                            line->index + 1, room, line->sum);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "column %u leaves room for %u submarine but its sum is %d",
                                       "column %u leaves room for %u submarines but its sum is %d", room),
                          line->index + 1, room, line->sum);
}

/* Givens that break the sum of @line on their own: too many submarines, or
 * too much open water to leave room for the sum. */
static void
find_line_conflicts (const Line *line, GPtrArray *out)
{
  g_autoptr (GArray) ones = NULL;
  g_autoptr (GArray) zeros = NULL;

  if (line->sum < 0)
    return;   /* unknown (or invalid, which validate reports) */
  ones = line_givens (line, 1);
  zeros = line_givens (line, 0);
  if (ones->len > (guint) line->sum)
    {
      char *message = too_many_message (line, ones->len);
      g_ptr_array_add (out, wp_conflict_new (g_steal_pointer (&ones), message));
    }
  else if (line->length - zeros->len < (guint) line->sum)
    {
      char *message = too_few_message (line, line->length - zeros->len);
      g_ptr_array_add (out, wp_conflict_new (g_steal_pointer (&zeros), message));
    }
}

/* The Gale–Ryser inequality that fails, in plain words: what it proves is
 * that the k columns with the largest sums ask for more submarines than
 * the rows can put in any k columns (a row at most one per column, and no
 * more than its sum).  For one column that is "more than the rows whose
 * sum is not 0". */
static char *
majorization_message (const WpSubmarinesParams *params, guint k, gint lhs, gint rhs, const guint8 *columns)
{
  g_autofree char *names = NULL;

  if (k == 1)
    {
      guint col = 0;

      while (!columns[col])
        col++;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "column %u asks for %d submarines, but only %d row has a sum "
                                           "above 0 to hold one",
                                           "column %u asks for %d submarines, but only %d rows have a sum "
                                           "above 0 to hold one", (gulong) rhs),
                              col + 1, lhs, rhs);
    }
  names = wp_lines_named (WP_LINE_COLUMN, columns, params->lines.n_cols);
  /* Translators: the first %s is "columns 2, 5 and 7". */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s ask for %d submarines together, but the rows can put at most %d in "
                                       "them: a row holds at most one per column, and no more than its sum",
                                       "%s ask for %d submarines together, but the rows can put at most %d in "
                                       "them: a row holds at most one per column, and no more than its sum",
                                       (gulong) rhs),
                          names, lhs, rhs);
}

/* The columns of a failed inequality, to mark on the board. */
static GArray *
marked_columns (const guint8 *columns, guint n_cols)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (WpLineRef));

  for (guint c = 0; c < n_cols; c++)
    if (columns[c])
      {
        WpLineRef line = { WP_LINE_COLUMN, c };

        g_array_append_val (lines, line);
      }
  return lines;
}

/* Known totals that disagree rule out every grid.  With no givens and every
 * sum known, the sums alone decide whether any grid exists: say which
 * Gale–Ryser inequality fails, and mark its columns.  Neither has a cell
 * to mark. */
static void
find_sum_conflict (const WpPuzzle *puzzle, GPtrArray *out)
{
  const WpSubmarinesParams *params = submarines_params (puzzle);
  g_autofree char *failure = wp_submarines_total_problem (params);
  g_autofree guint8 *columns = NULL;
  WpConflict *conflict;
  guint k;
  gint lhs, rhs;

  if (failure)
    {
      g_ptr_array_add (out, wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)), g_steal_pointer (&failure)));
      return;
    }
  if (wp_puzzle_count_givens (puzzle) > 0 ||
      known_total (params->lines.rows, params->lines.n_rows) < 0 ||
      known_total (params->lines.cols, params->lines.n_cols) < 0)
    return;
  columns = g_new0 (guint8, params->lines.n_cols);
  if (!wp_submarines_majorization_failure (params->lines.rows, params->lines.n_rows, params->lines.cols,
                                           params->lines.n_cols, &k, &lhs, &rhs, columns))
    return;
  conflict = wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)),
                           majorization_message (params, k, lhs, rhs, columns));
  conflict->lines = marked_columns (columns, params->lines.n_cols);
  g_ptr_array_add (out, conflict);
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);

  for (guint r = 0; r < puzzle->height; r++)
    {
      Line line = line_at (puzzle, TRUE, r);
      find_line_conflicts (&line, out);
    }
  for (guint c = 0; c < puzzle->width; c++)
    {
      Line line = line_at (puzzle, FALSE, c);
      find_line_conflicts (&line, out);
    }
  if (out->len == 0)
    find_sum_conflict (puzzle, out);
  return out;
}

/* --- No solution found by search ------------------------------------------- */


/* How many cells of a line hold a submarine, and how many are still open,
 * in the domains propagation reached (bit 0 water, bit 1 submarine). */
static void
tally_forced (const Line *line, const WpDomain *domains, guint *ones, guint *open)
{
  *ones = *open = 0;
  for (guint i = 0; i < line->length; i++)
    {
      WpDomain d = domains[line_cell (line, i)];

      *ones += d == 2;
      *open += d == 3;
    }
}

/* A sum that what is forced overfills or starves, in plain words. */
static char *
line_contradiction_message (const Line *line, const WpDomain *domains)
{
  g_autofree char *name = wp_line_title (line->is_row, line->index);
  guint ones, open;

  tally_forced (line, domains, &ones, &open);
  if (ones > (guint) line->sum)
    /* Translators: "Row 3 asks for 2 submarines, but what the givens and the other sums force puts 3 in it." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s asks for %d submarine, but what the givens and the other sums "
                                         "force puts %u in it.",
                                         "%s asks for %d submarines, but what the givens and the other sums "
                                         "force puts %u in it.", (gulong) line->sum),
                            name, line->sum, ones);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s asks for %d submarine, but what the givens and the other sums "
                                       "force leaves room for only %u.",
                                       "%s asks for %d submarines, but what the givens and the other sums "
                                       "force leaves room for only %u.", (gulong) line->sum),
                          name, line->sum, ones + open);
}

static void
describe_contradiction (const WpPuzzle *puzzle, WpContradiction *contradiction)
{
  g_autofree char *where = NULL;

  if (contradiction->kind == WP_CONTRADICTION_CELL)
    {
      guint cell = g_array_index (contradiction->cells, guint, 0);

      where = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
      g_free (contradiction->message);
      contradiction->message = g_strdup_printf (_("Neither a submarine nor open water fits %s."), where);
    }
  else if (contradiction->kind == WP_CONTRADICTION_LINE && contradiction->domains)
    {
      const WpLineRef *ref = &g_array_index (contradiction->lines, WpLineRef, 0);
      Line line = line_at (puzzle, ref->kind == WP_LINE_ROW, ref->index);

      if (line.sum < 0)
        return;
      g_free (contradiction->message);
      contradiction->message = line_contradiction_message (&line, contradiction->domains);
    }
}

/* --- Deadly patterns ------------------------------------------------------ */

/* Whether, in every row and column the pattern touches, as many cells go
 * from 1 to 0 as from 0 to 1: then the swap keeps every sum. */
static gboolean
is_balanced (const WpPuzzle *puzzle, const WpPattern *pattern)
{
  g_autofree gint *rows = g_new0 (gint, puzzle->height);
  g_autofree gint *cols = g_new0 (gint, puzzle->width);

  for (guint i = 0; i < pattern->cells->len; i++)
    {
      guint cell = g_array_index (pattern->cells, guint, i);
      gint change = g_array_index (pattern->second, gint, i) - g_array_index (pattern->first, gint, i);

      rows[cell / puzzle->width] += change;
      cols[cell % puzzle->width] += change;
    }
  for (guint r = 0; r < puzzle->height; r++)
    if (rows[r] != 0)
      return FALSE;
  for (guint c = 0; c < puzzle->width; c++)
    if (cols[c] != 0)
      return FALSE;
  return TRUE;
}

/* Whether every row and every column the pattern touches holds exactly two
 * of its cells: a balanced pattern like that, whose cells are linked through
 * their lines (as wp_find_patterns() groups them), is one closed chain. */
static gboolean
is_one_cycle (const WpPuzzle *puzzle, const WpPattern *pattern)
{
  g_autofree guint *rows = g_new0 (guint, puzzle->height);
  g_autofree guint *cols = g_new0 (guint, puzzle->width);

  for (guint i = 0; i < pattern->cells->len; i++)
    {
      guint cell = g_array_index (pattern->cells, guint, i);

      rows[cell / puzzle->width]++;
      cols[cell % puzzle->width]++;
    }
  for (guint r = 0; r < puzzle->height; r++)
    if (rows[r] != 0 && rows[r] != 2)
      return FALSE;
  for (guint c = 0; c < puzzle->width; c++)
    if (cols[c] != 0 && cols[c] != 2)
      return FALSE;
  return TRUE;
}

/* "swappable rectangle" for the 4-cell chain, "chain of 6 cells" for
 * longer ones. */
static char *
chain_kind (guint n_cells)
{
  if (n_cells == 4)
    return g_strdup (_("swappable rectangle"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "chain of %u cell", "chain of %u cells", n_cells),
                          n_cells);
}

/* Where: "rows 1 and 3, columns 2 and 5" (wp_cells_where()).  What: a chain found by the chain test (with its path) or a
 * balanced swap that is one closed chain is named by its length (the
 * 4-cell chain is the swappable rectangle); a balanced swap of several
 * chains linked through shared lines is "linked chains"; a swap that
 * changes a sum (possible only where sums are unknown) keeps the generic
 * name. */
static void
describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  char *where;
  guint n_rows, n_cols;

  if ((where = wp_cells_where (puzzle, pattern->cells, &n_rows, &n_cols)) == NULL)
    return;
  g_free (pattern->where);
  pattern->where = where;

  g_clear_pointer (&pattern->kind, g_free);
  if (pattern->path && pattern->path->len >= 4)
    pattern->kind = chain_kind (pattern->path->len);
  else if (!is_balanced (puzzle, pattern))
    return;
  else if (is_one_cycle (puzzle, pattern))
    pattern->kind = chain_kind (pattern->cells->len);
  else
    pattern->kind = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "linked chains of %u cell",
                                                  "linked chains of %u cells", pattern->cells->len),
                                     pattern->cells->len);
}

/* --- Line clues, glyphs, chains -------------------------------------------- */

static GStrv
line_clues (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  return wp_line_counts_line_clues (&sums_spec, &submarines_params (puzzle)->lines, kind, index);
}

/* "", "?" (unknown) or a whole number from 0 to the line's length; the
 * reading and its messages are Battleships' too (line-counts.c). */
static gboolean
set_line_clues (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text, GError **error)
{
  WpSubmarinesParams *params = puzzle->params;

  return wp_line_counts_set_typed (&sums_spec, &params->lines, kind, index, text, error);
}

/* A submarine is a disc, open water a small wave. */
/* What the board draws, in words: "Place a submarine at r2c3". */
static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup (_("a submarine"));
    case 0: return g_strdup (_("open water"));
    default: return format_value (puzzle, value);
    }
}

static WpGlyph
glyph (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return WP_GLYPH_DISC;
    case 0: return WP_GLYPH_WATER;
    default: return WP_GLYPH_TEXT;
    }
}

/* The chain test behind the contract's hook (see submarines-math.c). */
static GPtrArray *
find_chains (const WpPuzzle *puzzle, const gint *solution, guint max)
{
  return wp_submarines_find_chains (puzzle, solution, max);
}

/* --- Solver model --------------------------------------------------------- */

static void
add_line_propagators (const WpPuzzle *puzzle, WpModel *model, gboolean is_row)
{
  guint n = is_row ? puzzle->height : puzzle->width;

  for (guint index = 0; index < n; index++)
    {
      Line line = line_at (puzzle, is_row, index);
      g_autofree guint *cells = NULL;

      if (line.sum == WP_SUBMARINES_UNKNOWN)
        continue;
      cells = g_new (guint, line.length);
      for (guint i = 0; i < line.length; i++)
        cells[i] = line_cell (&line, i);
      wp_model_add_propagator (model, &wp_propagator_count_ones, cells, line.length, line.sum, NULL);
    }
}

/* One 0/1 variable per cell (bit 0 = water, bit 1 = submarine), givens
 * fixed, one count of ones per known sum.  Counting adds the flow check
 * (submarines-flow.c), which also covers what the Gale–Ryser test would
 * say up front: without it, sums that fail as a whole are searched
 * exhaustively. */
static WpModel *
build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  guint n = wp_puzzle_n_cells (puzzle);
  WpModel *model = wp_model_new (n, 0, 3);

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      model->domains[cell] = G_GUINT64_CONSTANT (1) << puzzle->cells[cell];
  add_line_propagators (puzzle, model, TRUE);
  add_line_propagators (puzzle, model, FALSE);
  if (use == WP_MODEL_FOR_COUNTING)
    wp_submarines_add_flow_propagator (model, submarines_params (puzzle));
  return model;
}

/* --- Native file ---------------------------------------------------------- */

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autofree gint *rows = NULL;
  g_autofree gint *cols = NULL;
  g_autoptr (WpPuzzle) puzzle = NULL;
  guint n_rows = 0, n_cols = 0;

  if (!wp_line_counts_read (&sums_spec, object, &rows, &n_rows, &cols, &n_cols, error))
    return NULL;
  puzzle = wp_submarines_new (n_rows, n_cols, rows, cols);
  if (!wp_given_rows_read (object, puzzle, wp_given_read_binary, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpSubmarinesParams *params = submarines_params (puzzle);

  wp_line_counts_write (&sums_spec, builder, &params->lines);
  wp_given_rows_write (builder, puzzle, wp_given_write_binary);
}

static const WpTextFormat *const text_formats[] = { &wp_submarines_text_format, NULL };

static const WpLineClueHooks line_hooks = {
  .clues = line_clues,
  .set_clues = set_line_clues,
  .after = TRUE,
};

static const WpViewHooks view_hooks = {
  .glyph = glyph,
  .name_value = name_value,
};

static const WpPatternHooks pattern_hooks = {
  .describe = describe_pattern,
  .describe_contradiction = describe_contradiction,
  .find_chains = find_chains,
};

const WpGenre wp_genre_submarines = {
  .id = "submarines",
  .name = N_("Submarines"),
  .rules = N_("Each cell holds a submarine or open water. The number beside each row and "
              "below each column says how many submarines it holds."),
  .presets = presets,
  .n_presets = G_N_ELEMENTS (presets),
  .new_puzzle = new_puzzle,
  .params_copy = params_copy,
  .params_free = wp_line_counts_params_free,
  .params_equal = params_equal,
  .load_json = load_json,
  .save_json = save_json,
  .validate = validate,
  .find_conflicts = find_conflicts,
  .build_model = build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = WP_SUBMARINES_MAX_SIZE,
  .max_height = WP_SUBMARINES_MAX_SIZE,
  .lines = &line_hooks,
  .view = &view_hooks,
  .patterns = &pattern_hooks,
  .generator = &wp_submarines_generator_hooks,
};
