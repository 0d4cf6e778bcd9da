/* sudoku-text.c — plain Sudoku text: one puzzle per line, or grids over lines
 *
 * Cells are '.' or '0' for empty, 1–9, then letters for 10 and above
 * (A = 10).  Whitespace and grid decoration ('|', '-', '+') are ignored, '#'
 * starts a comment line.  Consecutive lines with cells form a block: when
 * every line of a block holds N cells and the block has a multiple of N
 * lines, it is one or more N×N grids; when every line holds N² cells, each
 * line is a puzzle.  Blank and comment lines separate blocks.
 */
#include "genres/sudoku/sudoku-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  guint   line_number;   /* 1-based, for messages */
  GArray *values;        /* of gint */
} CellLine;

static void
cell_line_clear (gpointer data)
{
  CellLine *line = data;

  g_array_unref (line->values);
}

static gboolean
is_decoration (char c)
{
  return g_ascii_isspace (c) || c == '|' || c == '-' || c == '+';
}

static gboolean
is_comment_or_blank (const char *line)
{
  while (g_ascii_isspace (*line))
    line++;
  return *line == '\0' || *line == '#';
}

/* The cells of one line; a line of pure decoration gives none.  Columns in
 * messages count characters, not bytes. */
static GArray *
read_cells (const char *text, guint line_number, GError **error)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (gint));
  guint column = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      gint value = c < 128 ? wp_sudoku_char_value ((char) c) : -2;

      column++;
      if (c < 128 && is_decoration ((char) c))
        continue;
      if (value == -2)
        {
          char shown[8] = { 0 };

          g_unichar_to_utf8 (c, shown);
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u:%u: '%s' is not a cell (use 1–9, letters from A for 10 and up, "
                         "'.' or '0' for empty)"),
                       line_number, column, shown);
          g_array_unref (values);
          return NULL;
        }
      g_array_append_val (values, value);
    }
  return values;
}

static guint
exact_square_root (guint n)
{
  guint root = 0;

  while ((root + 1) * (root + 1) <= n)
    root++;
  return root * root == n ? root : 0;
}

static gboolean
is_supported_size (guint size)
{
  guint rows, cols;

  return size >= WP_SUDOKU_MIN_SIZE && size <= WP_SUDOKU_MAX_SIZE &&
         wp_sudoku_box_shape_for_size (size, &rows, &cols);
}

static WpPuzzle *
puzzle_from_lines (const CellLine *lines, guint n_lines, guint size, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  guint box_rows, box_cols, cell = 0;

  wp_sudoku_box_shape_for_size (size, &box_rows, &box_cols);
  puzzle = wp_sudoku_new (size, box_rows, box_cols);
  for (guint i = 0; i < n_lines; i++)
    for (guint j = 0; j < lines[i].values->len; j++, cell++)
      {
        gint value = g_array_index (lines[i].values, gint, j);

        if (value != WP_CELL_EMPTY && value > (gint) size)
          {
            g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                         _("%u: cell %u holds %c, larger than %u for a %u×%u Sudoku"),
                         lines[i].line_number, j + 1, wp_sudoku_value_char (value),
                         size, size, size);
            return NULL;
          }
        puzzle->cells[cell] = value;
      }
  return g_steal_pointer (&puzzle);
}

/* Whether every value in the block fits a side×side grid. */
static gboolean
values_fit (const CellLine *lines, guint n_lines, guint side)
{
  for (guint i = 0; i < n_lines; i++)
    for (guint j = 0; j < lines[i].values->len; j++)
      if (g_array_index (lines[i].values, gint, j) > (gint) side)
        return FALSE;
  return TRUE;
}

/* Turns one block of cell lines into puzzles (see the comment at the top).
 * Sixteen lines of sixteen cells read either as one 16×16 grid or as
 * sixteen 4×4 puzzles; the values decide (no 4×4 holds a 5). */
static gboolean
parse_block (GArray *block, GPtrArray *puzzles, GError **error)
{
  const CellLine *lines = (const CellLine *) block->data;
  guint width = lines[0].values->len, side = exact_square_root (width);

  for (guint i = 1; i < block->len; i++)
    if (lines[i].values->len != width)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                     _("%u: has %u cells, but line %u has %u"),
                     lines[i].line_number, lines[i].values->len, lines[0].line_number, width);
        return FALSE;
      }

  if (is_supported_size (width) && block->len % width == 0 &&
      !(side > 0 && is_supported_size (side) && values_fit (lines, block->len, side)))
    {
      for (guint first = 0; first < block->len; first += width)
        {
          WpPuzzle *puzzle = puzzle_from_lines (lines + first, width, width, error);
          if (puzzle == NULL || !wp_read_budget_add (puzzles, puzzle, lines[first].line_number, error))
            return FALSE;
        }
      return TRUE;
    }
  if (side > 0 && is_supported_size (side))
    {
      for (guint i = 0; i < block->len; i++)
        {
          WpPuzzle *puzzle = puzzle_from_lines (lines + i, 1, side, error);
          if (puzzle == NULL || !wp_read_budget_add (puzzles, puzzle, lines[i].line_number, error))
            return FALSE;
        }
      return TRUE;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               _("%u: %u cells is neither a whole puzzle (81 for 9×9, N² for N×N) "
                 "nor a row of a grid with as many rows as columns"),
               lines[block->len - 1].line_number, width);
  return FALSE;
}

static gboolean
flush_block (GArray *block, GPtrArray *puzzles, GError **error)
{
  gboolean ok = block->len == 0 || parse_block (block, puzzles, error);

  g_array_set_size (block, 0);
  return ok;
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GArray) block = g_array_new (FALSE, FALSE, sizeof (CellLine));
  g_auto (WpLines) lines = { 0 };

  wp_lines_init (&lines, data);
  g_array_set_clear_func (block, cell_line_clear);
  while (wp_lines_next (&lines))
    {
      CellLine line = { lines.number, NULL };

      if (is_comment_or_blank (lines.line->str))
        {
          if (!flush_block (block, puzzles, error))
            return NULL;
          continue;
        }
      line.values = read_cells (lines.line->str, lines.number, error);
      if (line.values == NULL)
        return NULL;
      if (line.values->len == 0)
        {
          g_array_unref (line.values);   /* a ruler such as "------+------" */
          continue;
        }
      g_array_append_val (block, line);
    }
  if (!flush_block (block, puzzles, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: no puzzle found"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* Plain Sudoku text when the first line with cells starts with a cell; a
 * stray character further on is left for parse() to report with its
 * place.  Comment, blank and ruler lines are skipped.  Only MAYBE: other
 * notations may start with a cell too. */
static WpSniff
sniff (const char *data)
{
  const char *line = data;

  while (*line)
    {
      const char *p = line;
      const char *end = strchr (line, '\n');

      if (*p != '#')
        {
          while (p != end && *p && is_decoration (*p))
            p++;
          if (p != end && *p)
            return wp_sudoku_char_value (*p) != -2 ? WP_SNIFF_MAYBE : WP_SNIFF_NO;
        }
      if (end == NULL)
        break;
      line = end + 1;
    }
  return WP_SNIFF_NO;
}

/* Plain text implies the squarest boxes; anything else would be lost. */
static gboolean
has_default_boxes (const WpPuzzle *puzzle)
{
  const WpSudokuParams *params = puzzle->params;
  guint rows, cols;

  return wp_sudoku_box_shape_for_size (params->size, &rows, &cols) &&
         rows == params->box_rows && cols == params->box_cols;
}

static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const gint *cells = solution ? solution : puzzle->cells;

  if (wp_sudoku_is_jigsaw (puzzle))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("plain text has no room for jigsaw regions; save as .wellposed"));
      return FALSE;
    }
  if (!has_default_boxes (puzzle))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("plain text cannot say the box shape of this puzzle; save as .wellposed"));
      return FALSE;
    }
  /* A solved grid says everything; a puzzle's variant rules would be lost. */
  if (solution == NULL &&
      (puzzle->elements->len > 0 || wp_sudoku_get_classic (puzzle) != WP_SUDOKU_CLASSIC_ALL))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("plain text has no room for variant rules (cages, lines, dots, rules switched off); save as .wellposed or export an f-puzzles file"));
      return FALSE;
    }
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    g_string_append_c (out, wp_sudoku_value_char (cells[cell]));
  g_string_append_c (out, '\n');
  return TRUE;
}

static const char *const extensions[] = { ".txt", ".sdk", ".sudoku", NULL };

const WpTextFormat wp_sudoku_text_format = {
  .id = "sudoku-text",
  .name = N_("Plain Sudoku text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
