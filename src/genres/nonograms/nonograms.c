/* nonograms.c — the Nonograms genre: parameters, checks, native file, line
 * clues, the drawn picture and glyphs
 *
 * The solver (line solving, probing, search, the rating) lives in
 * nonograms-solver.c, the .non and webpbn XML formats in nonograms-text.c.
 */
#include "genres/nonograms/nonograms-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-analysis.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static void
clue_copy_into (WpNonogramClue *copy, const WpNonogramClue *from)
{
  copy->n_runs = from->n_runs;
  copy->runs = from->runs ? g_memdup2 (from->runs, sizeof (guint) * MAX (from->n_runs, 1)) : NULL;
}

static WpNonogramClue *
clues_copy (const WpNonogramClue *clues, guint n)
{
  WpNonogramClue *copy = g_new0 (WpNonogramClue, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    clue_copy_into (&copy[i], &clues[i]);
  return copy;
}

static void
clues_free (WpNonogramClue *clues, guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (clues[i].runs);
  g_free (clues);
}

static gboolean
clue_equal (const WpNonogramClue *a, const WpNonogramClue *b)
{
  return a->n_runs == b->n_runs &&
         (a->n_runs <= 0 || memcmp (a->runs, b->runs, sizeof (guint) * (gsize) a->n_runs) == 0);
}

static gpointer
params_copy (gconstpointer data)
{
  const WpNonogramsParams *params = data;
  WpNonogramsParams *copy = g_memdup2 (params, sizeof *params);
  gsize n_cells = (gsize) params->width * params->height;

  copy->rows = clues_copy (params->rows, params->height);
  copy->cols = clues_copy (params->cols, params->width);
  copy->goal = params->goal ? g_memdup2 (params->goal, sizeof (gint) * n_cells) : NULL;
  return copy;
}

static void
params_free (gpointer data)
{
  WpNonogramsParams *params = data;

  clues_free (params->rows, params->height);
  clues_free (params->cols, params->width);
  g_free (params->goal);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpNonogramsParams *a = da, *b = db;
  gsize n_cells = (gsize) a->width * a->height;

  if (a->width != b->width || a->height != b->height || (a->goal == NULL) != (b->goal == NULL))
    return FALSE;
  for (guint r = 0; r < a->height; r++)
    if (!clue_equal (&a->rows[r], &b->rows[r]))
      return FALSE;
  for (guint c = 0; c < a->width; c++)
    if (!clue_equal (&a->cols[c], &b->cols[c]))
      return FALSE;
  return a->goal == NULL || memcmp (a->goal, b->goal, sizeof (gint) * n_cells) == 0;
}

static WpNonogramsParams *
nonograms_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

/* --- Public API ------------------------------------------------------------ */

WpPuzzle *
wp_nonograms_new (guint width, guint height)
{
  WpNonogramsParams *params = g_new0 (WpNonogramsParams, 1);

  params->width = width;
  params->height = height;
  params->rows = g_new0 (WpNonogramClue, MAX (height, 1));
  params->cols = g_new0 (WpNonogramClue, MAX (width, 1));
  for (guint r = 0; r < height; r++)
    params->rows[r].n_runs = -1;
  for (guint c = 0; c < width; c++)
    params->cols[c].n_runs = -1;
  return wp_puzzle_new (&wp_genre_nonograms, width, height, params);
}

static WpNonogramClue *
clue_at (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  WpNonogramsParams *params = nonograms_params (puzzle);

  if (kind == WP_LINE_ROW)
    return index < params->height ? &params->rows[index] : NULL;
  return index < params->width ? &params->cols[index] : NULL;
}

const guint *
wp_nonograms_get_clue (const WpPuzzle *puzzle, WpLineKind kind, guint index, guint *n_runs)
{
  const WpNonogramClue *clue = clue_at (puzzle, kind, index);

  g_return_val_if_fail (clue != NULL, NULL);
  *n_runs = clue->n_runs > 0 ? (guint) clue->n_runs : 0;
  return clue->runs;
}

void
wp_nonograms_set_clue (WpPuzzle *puzzle, WpLineKind kind, guint index, const guint *runs, guint n_runs)
{
  WpNonogramClue *clue = clue_at (puzzle, kind, index);
  WpNonogramClue from = { runs ? (gint) n_runs : -1, (guint *) runs };

  g_return_if_fail (clue != NULL);
  g_free (clue->runs);
  clue_copy_into (clue, &from);
}

void
wp_nonograms_forget_clue (WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  wp_nonograms_set_clue (puzzle, kind, index, NULL, 0);
}

const gint *
wp_nonograms_get_goal (const WpPuzzle *puzzle)
{
  return nonograms_params (puzzle)->goal;
}

void
wp_nonograms_set_goal (WpPuzzle *puzzle, const gint *goal)
{
  WpNonogramsParams *params = nonograms_params (puzzle);
  gint *copy = goal ? g_memdup2 (goal, sizeof (gint) * wp_puzzle_n_cells (puzzle)) : NULL;

  g_free (params->goal);
  params->goal = copy;
}

/* Sets a known clue from @runs (possibly empty: the empty line, which
 * must not be mistaken for "unknown" because an empty GArray has no data). */
static void
set_known_clue (WpPuzzle *puzzle, WpLineKind kind, guint index, GArray *runs)
{
  static const guint no_runs[1] = { 0 };

  wp_nonograms_set_clue (puzzle, kind, index, runs->len ? (guint *) runs->data : no_runs, runs->len);
}

/* The runs of filled cells among @length cells @step apart from @first. */
static GArray *
runs_of (const gint *picture, guint first, guint step, guint length)
{
  GArray *runs = g_array_new (FALSE, FALSE, sizeof (guint));
  guint run = 0;

  for (guint i = 0; i <= length; i++)
    {
      gboolean filled = i < length && picture[first + i * step] > 0;

      if (filled)
        run++;
      else if (run > 0)
        {
          g_array_append_val (runs, run);
          run = 0;
        }
    }
  return runs;
}

void
wp_nonograms_derive_clues (WpPuzzle *puzzle, const gint *picture)
{
  for (guint r = 0; r < puzzle->height; r++)
    {
      g_autoptr (GArray) runs = runs_of (picture, r * puzzle->width, 1, puzzle->width);

      set_known_clue (puzzle, WP_LINE_ROW, r, runs);
    }
  for (guint c = 0; c < puzzle->width; c++)
    {
      g_autoptr (GArray) runs = runs_of (picture, c, puzzle->width, puzzle->height);

      set_known_clue (puzzle, WP_LINE_COLUMN, c, runs);
    }
}

/* --- Clue text -------------------------------------------------------------- */

char *
wp_nonograms_clue_text (const guint *runs, guint n_runs, const char *separator)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_runs; i++)
    g_string_append_printf (text, "%s%u", i ? separator : "", runs[i]);
  if (n_runs == 0)
    g_string_append_c (text, '0');
  return g_string_free (text, FALSE);
}

/* One run length: digits only, 1 or more (a lone "0" is the empty line,
 * handled by the caller). */
static gboolean
parse_run (const char *word, guint *run)
{
  guint64 value = 0;

  if (*word == '\0')
    return FALSE;
  for (const char *p = word; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      value = value * 10 + (guint64) (*p - '0');
      if (value > WP_NONOGRAMS_MAX_SIZE)
        value = WP_NONOGRAMS_MAX_SIZE + 1;   /* too long for any line; kept for the message */
    }
  *run = (guint) value;
  return TRUE;
}

gboolean
wp_nonograms_parse_clue (const char *text, GArray **runs_out, char **problem)
{
  g_auto (GStrv) words = g_strsplit_set (text, " ,\t", -1);
  g_autoptr (GArray) runs = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_words = 0, n_zeros = 0;

  for (guint i = 0; words[i]; i++)
    {
      guint run;

      if (*words[i] == '\0')
        continue;
      n_words++;
      if (!parse_run (words[i], &run))
        {
          *problem = g_strdup_printf (_("“%s” is not a run length (write whole numbers such as 2 1 3, "
                                        "or 0 for an empty line)"), words[i]);
          return FALSE;
        }
      if (run == 0)
        n_zeros++;
      else
        g_array_append_val (runs, run);
    }
  if (n_words == 0)
    {
      *problem = g_strdup (_("the clue is empty (write 0 for an empty line)"));
      return FALSE;
    }
  /* "0" is the empty line; a 0 among runs is a typing slip. */
  if (n_zeros > 0 && n_words > 1)
    {
      *problem = g_strdup (_("a run of 0 cells can only stand alone, for an empty line"));
      return FALSE;
    }
  *runs_out = g_steal_pointer (&runs);
  return TRUE;
}

/* --- Presets and values ------------------------------------------------------- */

static const WpPreset presets[] = {
  { "5",  N_("5×5"),   5,  5,  0, 0 },
  { "10", N_("10×10"), 10, 10, 0, 0 },
  { "15", N_("15×15"), 15, 15, 0, 0 },
  { "20", N_("20×20"), 20, 20, 0, 0 },
  { "25", N_("25×25"), 25, 25, 0, 0 },
  { "30", N_("30×30"), 30, 30, 0, 0 },
};

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_nonograms_new (preset->width, preset->height);
}

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup ("■");
    case 0: return g_strdup ("·");
    default: return g_strdup ("");
    }
}

/* '#' or 1 fills, '.', x or 0 marks a cell known empty (the cross setters
 * pencil in). */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  switch (c)
    {
    case '1': case '#':
      return 1;
    case '0': case '.': case 'x': case 'X':
      return 0;
    default:
      return -2;
    }
}

static WpGlyph
glyph (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return WP_GLYPH_FILL;
    case 0: return WP_GLYPH_DOT;
    default: return WP_GLYPH_TEXT;
    }
}

/* --- Validation -------------------------------------------------------------- */

static char *
line_name (gboolean is_row, guint index)
{
  return g_strdup_printf (is_row ? _("row %u") : _("column %u"), index + 1);
}

guint64
wp_nonograms_clue_span (const guint *runs, guint n_runs)
{
  guint64 span = 0;

  for (guint i = 0; i < n_runs; i++)
    span += runs[i] + (i ? 1 : 0);
  return span;
}

static gboolean
check_clue (const WpNonogramClue *clue, gboolean is_row, guint index, guint length, GError **error)
{
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;
  guint64 span = clue->n_runs > 0 ? wp_nonograms_clue_span (clue->runs, (guint) clue->n_runs) : 0;

  for (gint i = 0; i < clue->n_runs; i++)
    if (clue->runs[i] == 0)
      {
        line = line_name (is_row, index);
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s: a run of 0 cells in the clue"), line);
        return FALSE;
      }
  if (clue->n_runs <= 0 || span <= length)
    return TRUE;
  line = line_name (is_row, index);
  text = wp_nonograms_clue_text (clue->runs, (guint) clue->n_runs, " ");
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE, "%s: the clue %s needs %llu cells, but the line has %u cell",
                            "%s: the clue %s needs %llu cells, but the line has %u cells", length),
               line, text, (unsigned long long) span, length);
  return FALSE;
}

static gboolean
check_size (const WpPuzzle *puzzle, GError **error)
{
  const WpNonogramsParams *params = nonograms_params (puzzle);

  if (puzzle->width < 1 || puzzle->width > WP_NONOGRAMS_MAX_SIZE ||
      puzzle->height < 1 || puzzle->height > WP_NONOGRAMS_MAX_SIZE ||
      params->width != puzzle->width || params->height != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Nonograms grids run from 1×1 to %u×%u)"),
                   puzzle->height, puzzle->width, WP_NONOGRAMS_MAX_SIZE, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_cells (const gint *cells, guint width, guint n_cells, const char *member, gboolean open_allowed,
             GError **error)
{
  for (guint cell = 0; cell < n_cells; cell++)
    {
      gint v = cells[cell];

      if (v != 0 && v != 1 && (v != WP_CELL_EMPTY || !open_allowed))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%s: r%uc%u holds %d, but a Nonograms cell is filled (1) or empty (0)"),
                       member, cell / width + 1, cell % width + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpNonogramsParams *params = nonograms_params (puzzle);

  if (!check_size (puzzle, error))
    return FALSE;
  for (guint r = 0; r < puzzle->height; r++)
    if (!check_clue (&params->rows[r], TRUE, r, puzzle->width, error))
      return FALSE;
  for (guint c = 0; c < puzzle->width; c++)
    if (!check_clue (&params->cols[c], FALSE, c, puzzle->height, error))
      return FALSE;
  if (params->goal && !check_cells (params->goal, puzzle->width, wp_puzzle_n_cells (puzzle), "goal", FALSE, error))
    return FALSE;
  return check_cells (puzzle->cells, puzzle->width, wp_puzzle_n_cells (puzzle), "givens", TRUE, error);
}

/* --- Conflicts ---------------------------------------------------------------- */

/* A line whose givens cannot hold its clue: the givens of that line are
 * the clash. */
static void
find_line_conflict (const WpPuzzle *puzzle, gboolean is_row, guint index, GPtrArray *out)
{
  const WpNonogramClue *clue = clue_at (puzzle, is_row ? WP_LINE_ROW : WP_LINE_COLUMN, index);
  guint length = is_row ? puzzle->width : puzzle->height;
  guint first = is_row ? index * puzzle->width : index, step = is_row ? 1 : puzzle->width;
  g_autofree gint *line = g_new (gint, length);
  GArray *cells;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (clue->n_runs < 0)
    return;
  for (guint i = 0; i < length; i++)
    line[i] = puzzle->cells[first + i * step];
  if (wp_nonograms_line_fits (clue->runs, (guint) clue->n_runs, line, length))
    return;
  cells = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < length; i++)
    if (line[i] != WP_CELL_EMPTY)
      {
        guint cell = first + i * step;

        g_array_append_val (cells, cell);
      }
  name = line_name (is_row, index);
  text = wp_nonograms_clue_text (clue->runs, (guint) clue->n_runs, " ");
  g_ptr_array_add (out, wp_conflict_new (cells, g_strdup_printf (_("the given cells of %s do not fit its clue %s"),
                                                              name, text)));
}

static guint64
known_total (const WpNonogramClue *clues, guint n, gboolean *all_known)
{
  guint64 total = 0;

  *all_known = TRUE;
  for (guint i = 0; i < n; i++)
    {
      if (clues[i].n_runs < 0)
        *all_known = FALSE;
      for (gint k = 0; k < clues[i].n_runs; k++)
        total += clues[i].runs[k];
    }
  return total;
}

/* Rows and columns must fill the same number of cells: the first thing a
 * mistyped clue breaks. */
static void
find_total_conflict (const WpPuzzle *puzzle, GPtrArray *out)
{
  const WpNonogramsParams *params = nonograms_params (puzzle);
  gboolean rows_known, cols_known;
  guint64 rows = known_total (params->rows, params->height, &rows_known);
  guint64 cols = known_total (params->cols, params->width, &cols_known);

  if (!rows_known || !cols_known || rows == cols)
    return;
  g_ptr_array_add (out, wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)),
                                      g_strdup_printf (_("the row clues fill %llu cells, but the column clues fill %llu"),
                                                       (unsigned long long) rows, (unsigned long long) cols)));
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);

  find_total_conflict (puzzle, out);
  for (guint r = 0; r < puzzle->height; r++)
    find_line_conflict (puzzle, TRUE, r, out);
  for (guint c = 0; c < puzzle->width; c++)
    find_line_conflict (puzzle, FALSE, c, out);
  return out;
}

/* --- Deadly patterns ---------------------------------------------------------------- */

/* "swappable rectangle" for two filled and two empty corners that trade
 * places (the nonogram's smallest ambiguity: every run keeps its length),
 * else "cells the clues leave open" (the panel adds how many); and where: "rows 3 and 7, columns 2 and 9". */
static void
describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  guint n_rows, n_cols, n = pattern->cells->len;
  char *where = wp_cells_where (puzzle, pattern->cells, &n_rows, &n_cols);

  if (where == NULL)
    return;
  g_free (pattern->where);
  pattern->where = where;
  g_free (pattern->kind);
  pattern->kind = n == 4 && n_rows == 2 && n_cols == 2
                  ? g_strdup (_("swappable rectangle"))
                  : g_strdup (_("cells the clues leave open"));
}

/* --- Line clues in the studio ---------------------------------------------------- */

static GStrv
line_clues (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  const WpNonogramClue *clue = clue_at (puzzle, kind, index);
  GStrv clues = g_new0 (char *, MAX (clue->n_runs, 1) + 1);

  if (clue->n_runs == 0)
    clues[0] = g_strdup ("0");
  for (gint i = 0; i < clue->n_runs; i++)
    clues[i] = g_strdup_printf ("%u", clue->runs[i]);
  return clues;
}

/* What the setter typed beside a line: nothing or '?' for unknown, "0" for
 * an empty line, else run lengths separated by spaces or commas that fit
 * the line.  Anything else is refused, naming the line, and the puzzle is
 * left as it was. */
static gboolean
set_line_clues (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text, GError **error)
{
  gboolean is_row = kind == WP_LINE_ROW;
  guint length = is_row ? puzzle->width : puzzle->height;
  g_autofree char *typed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *problem = NULL;
  g_autofree char *name = NULL;
  g_autoptr (GArray) runs = NULL;
  WpNonogramClue clue;

  g_return_val_if_fail (clue_at (puzzle, kind, index) != NULL, FALSE);
  if (*typed == '\0' || g_str_equal (typed, "?"))
    {
      wp_nonograms_forget_clue (puzzle, kind, index);
      return TRUE;
    }
  if (!wp_nonograms_parse_clue (typed, &runs, &problem))
    {
      name = line_name (is_row, index);
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%s: %s", name, problem);
      return FALSE;
    }
  clue.n_runs = (gint) runs->len;
  clue.runs = (guint *) runs->data;
  if (!check_clue (&clue, is_row, index, length, error))
    return FALSE;
  set_known_clue (puzzle, kind, index, runs);
  return TRUE;
}

/* --- The picture ------------------------------------------------------------------ */

static const gint *
get_picture (const WpPuzzle *puzzle)
{
  return wp_nonograms_get_goal (puzzle);
}

static void
set_picture (WpPuzzle *puzzle, const gint *picture)
{
  wp_nonograms_set_goal (puzzle, picture);
  if (picture)
    wp_nonograms_derive_clues (puzzle, picture);
}

/* --- Native file ------------------------------------------------------------------- */

static gboolean
read_clue (JsonNode *node, const char *member, guint index, WpNonogramClue *clue, GError **error)
{
  JsonArray *array;

  clue->n_runs = -1;
  clue->runs = NULL;
  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s[%u]: a clue is a list of run lengths ([2, 1]; [] for an empty line) or null"),
                   member, index);
      return FALSE;
    }
  array = json_node_get_array (node);
  clue->n_runs = (gint) json_array_get_length (array);
  clue->runs = g_new0 (guint, MAX (clue->n_runs, 1));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *run = json_array_get_element (array, i);
      gint64 value;

      if (!JSON_NODE_HOLDS_VALUE (run) || json_node_get_value_type (run) != G_TYPE_INT64 ||
          (value = json_node_get_int (run)) < 1 || value > WP_NONOGRAMS_MAX_SIZE)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%s[%u][%u]: a run length is a whole number from 1 to %u"),
                       member, index, i, WP_NONOGRAMS_MAX_SIZE);
          return FALSE;
        }
      clue->runs[i] = (guint) value;
    }
  return TRUE;
}

static WpNonogramClue *
read_clues (JsonObject *object, const char *member, guint *n, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;
  WpNonogramClue *clues;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) < 1 ||
      json_array_get_length (json_node_get_array (node)) > WP_NONOGRAMS_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s: expected a list of 1 to %u clues"), member, WP_NONOGRAMS_MAX_SIZE);
      return NULL;
    }
  array = json_node_get_array (node);
  *n = json_array_get_length (array);
  clues = g_new0 (WpNonogramClue, *n);
  for (guint i = 0; i < *n; i++)
    if (!read_clue (json_array_get_element (array, i), member, i, &clues[i], error))
      {
        clues_free (clues, *n);
        return NULL;
      }
  return clues;
}

/* "goal": one string of 0 and 1 per row. */
static gboolean
read_goal (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "goal");
  g_autofree gint *goal = NULL;
  JsonArray *rows;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("goal: expected %u rows of 0 and 1"), puzzle->height);
      return FALSE;
    }
  rows = json_node_get_array (node);
  goal = g_new (gint, wp_puzzle_n_cells (puzzle));
  for (guint r = 0; r < puzzle->height; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      const char *text = JSON_NODE_HOLDS_VALUE (row) ? json_node_get_string (row) : NULL;

      if (text == NULL || strlen (text) != puzzle->width || strspn (text, "01") != puzzle->width)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("goal[%u]: expected %u characters, each 0 or 1"), r, puzzle->width);
          return FALSE;
        }
      for (guint c = 0; c < puzzle->width; c++)
        goal[r * puzzle->width + c] = text[c] - '0';
    }
  wp_nonograms_set_goal (puzzle, goal);
  return TRUE;
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  WpNonogramClue *rows, *cols;
  WpNonogramsParams *params;
  guint n_rows = 0, n_cols = 0;

  if ((rows = read_clues (object, "rows", &n_rows, error)) == NULL)
    return NULL;
  if ((cols = read_clues (object, "columns", &n_cols, error)) == NULL)
    {
      clues_free (rows, n_rows);
      return NULL;
    }
  puzzle = wp_nonograms_new (n_cols, n_rows);
  params = puzzle->params;
  clues_free (params->rows, n_rows);
  clues_free (params->cols, n_cols);
  params->rows = rows;
  params->cols = cols;
  if (!wp_given_rows_read (object, puzzle, wp_given_read_binary, error) || !read_goal (object, puzzle, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static void
write_clues (JsonBuilder *builder, const char *member, const WpNonogramClue *clues, guint n)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      if (clues[i].n_runs < 0)
        {
          json_builder_add_null_value (builder);
          continue;
        }
      json_builder_begin_array (builder);
      for (gint k = 0; k < clues[i].n_runs; k++)
        json_builder_add_int_value (builder, clues[i].runs[k]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

static void
write_goal (JsonBuilder *builder, const WpPuzzle *puzzle)
{
  const gint *goal = wp_nonograms_get_goal (puzzle);
  g_autofree char *row = g_new0 (char, puzzle->width + 1);

  if (goal == NULL)
    return;
  json_builder_set_member_name (builder, "goal");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        row[c] = goal[r * puzzle->width + c] ? '1' : '0';
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpNonogramsParams *params = nonograms_params (puzzle);

  write_clues (builder, "rows", params->rows, params->height);
  write_clues (builder, "columns", params->cols, params->width);
  wp_given_rows_write (builder, puzzle, wp_given_write_binary);
  write_goal (builder, puzzle);
}

/* --- The genre ---------------------------------------------------------------------- */

/* Runs of one cell with one gap between: "1 1 1 …". */
static guint
max_line_clues (guint length)
{
  return (length + 1) / 2;
}

static const WpTextFormat *const text_formats[] = { &wp_nonograms_non_format, &wp_nonograms_webpbn_format, NULL };

static const WpLineClueHooks line_hooks = {
  .clues = line_clues,
  .set_clues = set_line_clues,
  .max_clues = max_line_clues,
  .after = FALSE,
};

static const WpPictureHooks picture_hooks = {
  .get = get_picture,
  .set = set_picture,
  .label = N_("Draw Picture"),
  .tooltip = N_("Draw the picture; the clues follow it"),
};

static const WpViewHooks view_hooks = {
  .guide_lines_every = 5,   /* printed nonograms help the eye count */
  .glyph = glyph,
};

static const WpPatternHooks pattern_hooks = {
  .describe = describe_pattern,
};

const WpGenre wp_genre_nonograms = {
  .id = "nonograms",
  .name = N_("Nonograms"),
  .rules = N_("Fill cells to reveal a picture. The numbers beside each row and above each "
              "column give, in order, the lengths of its runs of filled cells; runs are "
              "separated by at least one empty cell."),
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
  .build_model = wp_nonograms_build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = WP_NONOGRAMS_MAX_DRAWN,
  .max_height = WP_NONOGRAMS_MAX_DRAWN,
  .lines = &line_hooks,
  .picture = &picture_hooks,
  .view = &view_hooks,
  .patterns = &pattern_hooks,
  .generator = &wp_nonograms_generator_hooks,
  .rater = &wp_nonograms_rater_hooks,
};
