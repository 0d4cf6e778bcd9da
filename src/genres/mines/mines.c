/* mines.c — the Minesweeper genre: parameters, checks, native file, the
 * numbers as clues inside the cells, Draw Mines and glyphs
 *
 * Counting lives in mines-count.c, patterns and the analysis in
 * mines-analysis.c, the .mines notation in mines-text.c, Simon Tatham's
 * Mines game IDs in mines-sgt.c, the difficulty rating in mines-grade.c.
 */
#include "genres/mines/mines-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  const WpMinesParams *params = data;
  WpMinesParams *copy = g_memdup2 (params, sizeof *params);
  gsize n = (gsize) params->width * params->height;

  copy->numbers = g_memdup2 (params->numbers, MAX (n, 1));
  copy->drawn = params->drawn ? g_memdup2 (params->drawn, sizeof (gint) * n) : NULL;
  return copy;
}

static void
params_free (gpointer data)
{
  WpMinesParams *params = data;

  g_free (params->numbers);
  g_free (params->drawn);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpMinesParams *a = da, *b = db;
  gsize n = (gsize) a->width * a->height;

  if (a->width != b->width || a->height != b->height || a->total != b->total)
    return FALSE;
  if (!a->drawn != !b->drawn || (a->drawn && memcmp (a->drawn, b->drawn, sizeof (gint) * n) != 0))
    return FALSE;
  return memcmp (a->numbers, b->numbers, n) == 0;
}

static WpMinesParams *
mines_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

/* --- Public API ------------------------------------------------------------ */

WpPuzzle *
wp_mines_new (guint width, guint height)
{
  WpMinesParams *params = g_new0 (WpMinesParams, 1);

  params->width = width;
  params->height = height;
  params->numbers = g_new (gint8, MAX ((gsize) width * height, 1));
  memset (params->numbers, WP_MINES_HIDDEN, MAX ((gsize) width * height, 1));
  params->total = WP_MINES_NO_TOTAL;
  return wp_puzzle_new (&wp_genre_mines, width, height, params);
}

gint
wp_mines_get_number (const WpPuzzle *puzzle, guint cell)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_mines, WP_MINES_HIDDEN);
  g_return_val_if_fail (cell < wp_puzzle_n_cells (puzzle), WP_MINES_HIDDEN);
  return mines_params (puzzle)->numbers[cell];
}

void
wp_mines_set_number (WpPuzzle *puzzle, guint cell, gint number)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_mines);
  g_return_if_fail (cell < wp_puzzle_n_cells (puzzle));
  g_return_if_fail (number == WP_MINES_HIDDEN || (number >= 0 && number <= 8));
  mines_params (puzzle)->numbers[cell] = (gint8) number;
  if (number != WP_MINES_HIDDEN)
    puzzle->cells[cell] = WP_CELL_EMPTY;
}

gint
wp_mines_get_total (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_mines, WP_MINES_NO_TOTAL);
  return mines_params (puzzle)->total;
}

void
wp_mines_set_total (WpPuzzle *puzzle, gint total)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_mines);
  mines_params (puzzle)->total = total < 0 ? WP_MINES_NO_TOTAL : total;
}

guint
wp_mines_neighbours (const WpPuzzle *puzzle, guint cell, guint out[8])
{
  guint w = puzzle->width, h = puzzle->height, r = cell / w, c = cell % w, n = 0;

  for (gint dr = -1; dr <= 1; dr++)
    for (gint dc = -1; dc <= 1; dc++)
      {
        gint rr = (gint) r + dr, cc = (gint) c + dc;

        if ((dr || dc) && rr >= 0 && cc >= 0 && rr < (gint) h && cc < (gint) w)
          out[n++] = (guint) rr * w + (guint) cc;
      }
  return n;
}

guint
wp_mines_number_of (const WpPuzzle *puzzle, const gint *layout, guint cell)
{
  guint around[8], n = wp_mines_neighbours (puzzle, cell, around), mines = 0;

  for (guint i = 0; i < n; i++)
    mines += layout[around[i]] == 1;
  return mines;
}

char
wp_mines_cell_char (const WpPuzzle *puzzle, guint cell)
{
  gint number = mines_params (puzzle)->numbers[cell];

  if (number != WP_MINES_HIDDEN)
    return (char) ('0' + number);
  switch (puzzle->cells[cell])
    {
    case 1: return '*';
    case 0: return '-';
    default: return '.';
    }
}

gboolean
wp_mines_set_from_char (WpPuzzle *puzzle, guint cell, char ch)
{
  WpMinesParams *params = mines_params (puzzle);

  params->numbers[cell] = WP_MINES_HIDDEN;
  puzzle->cells[cell] = WP_CELL_EMPTY;
  if (ch >= '0' && ch <= '8')
    params->numbers[cell] = (gint8) (ch - '0');
  else if (ch == '*')
    puzzle->cells[cell] = 1;
  else if (ch == '-')
    puzzle->cells[cell] = 0;
  else if (ch != '.')
    return FALSE;
  return TRUE;
}

/* --- Presets and values ------------------------------------------------------- */

static const WpPreset presets[] = {
  { "beginner",     N_("9×9 (beginner)"),      9,  9,  0, 0 },
  { "intermediate", N_("16×16 (intermediate)"), 16, 16, 0, 0 },
  { "expert",       N_("30×16 (expert)"),      30, 16, 0, 0 },
};

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_mines_new (preset->width, preset->height);
}

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup ("*");
    case 0: return g_strdup ("·");
    default: return g_strdup ("");
    }
}

/* '*', 'x', 'm' (and '1') put a mine; '-', '0', '.' (and '·') mark a cell
 * safe; a space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  switch (c)
    {
    case '*': case 'x': case 'X': case 'm': case 'M': case '1':
      return 1;
    case '-': case '0': case '.': case 0x00B7:
      return 0;
    case ' ':
      return WP_CELL_EMPTY;
    default:
      return -2;
    }
}

static WpGlyph
glyph (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return WP_GLYPH_MINE;
    case 0: return WP_GLYPH_DOT;
    default: return WP_GLYPH_TEXT;
    }
}

/* "Place a mine at r2c3". */
static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup (_("a mine"));
    case 0: return g_strdup (_("a safe cell"));
    default: return format_value (puzzle, value);
    }
}

/* --- Validation ----------------------------------------------------------- */

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpMinesParams *params = mines_params (puzzle);
  guint n = wp_puzzle_n_cells (puzzle);

  if (puzzle->width < WP_MINES_MIN_SIZE || puzzle->width > WP_MINES_MAX_SIZE ||
      puzzle->height < WP_MINES_MIN_SIZE || puzzle->height > WP_MINES_MAX_SIZE ||
      params->width != puzzle->width || params->height != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Minesweeper grids run from %u×%u to %u×%u)"),
                   puzzle->height, puzzle->width, WP_MINES_MIN_SIZE, WP_MINES_MIN_SIZE,
                   WP_MINES_MAX_SIZE, WP_MINES_MAX_SIZE);
      return FALSE;
    }
  if (params->total != WP_MINES_NO_TOTAL && (params->total < 0 || (guint) params->total > n))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("mines: a total of %d does not fit a board of %u cells"), params->total, n);
      return FALSE;
    }
  for (guint cell = 0; cell < n; cell++)
    {
      g_autofree char *name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
      gint v = puzzle->cells[cell], number = params->numbers[cell];

      if (number != WP_MINES_HIDDEN && (number < 0 || number > 8))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("numbers: %s shows %d, but a number runs from 0 to 8"), name, number);
          return FALSE;
        }
      if (v != WP_CELL_EMPTY && v != 0 && v != 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: %s holds %d, but a cell holds a mine (1) or not (0)"), name, v);
          return FALSE;
        }
      if (number != WP_MINES_HIDDEN && v == 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: %s shows a number, so it cannot hold a mine"), name);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- Conflicts ------------------------------------------------------------ */

static void
add_conflict (GPtrArray *out, const guint *cells, guint n, char *message)
{
  GArray *array = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_vals (array, cells, n);
  g_ptr_array_add (out, wp_conflict_new (array, message));
}

/* A number with more given mines around it than it shows, or fewer cells
 * that can hold a mine than it shows. */
static void
find_number_conflict (const WpPuzzle *puzzle, guint cell, GPtrArray *out)
{
  const WpMinesParams *params = mines_params (puzzle);
  guint around[8], n = wp_mines_neighbours (puzzle, cell, around), mines = 0, open = 0;
  gint number = params->numbers[cell];
  g_autofree char *name = NULL;
  guint cells[9];

  if (number == WP_MINES_HIDDEN)
    return;
  for (guint i = 0; i < n; i++)
    {
      gboolean safe = params->numbers[around[i]] != WP_MINES_HIDDEN || puzzle->cells[around[i]] == 0;

      mines += puzzle->cells[around[i]] == 1;
      open += !safe;
    }
  name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  cells[0] = cell;
  memcpy (cells + 1, around, sizeof (guint) * n);
  if (mines > (guint) number)
    /* Translators: "r2c3 shows 1 but 2 mines are given around it" */
    add_conflict (out, cells, n + 1,
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s shows %d but %u mine is given around it",
                                                "%s shows %d but %u mines are given around it", mines),
                                   name, number, mines));
  else if (open < (guint) number)
    /* Translators: "r2c3 shows 3 but only 2 neighbours can hold a mine" */
    add_conflict (out, cells, n + 1,
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s shows %d but only %u neighbour can hold a mine",
                                                "%s shows %d but only %u neighbours can hold a mine", open),
                                   name, number, open));
  else if (params->total != WP_MINES_NO_TOTAL && number > params->total)
    /* Translators: "r1c1 shows 3 but the board holds only 1 mine" */
    add_conflict (out, cells, 1,
                  g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s shows %d but the board holds only %d mine",
                                                "%s shows %d but the board holds only %d mines", params->total),
                                   name, number, params->total));
}

/* The total against the given mines and the cells that may hold one. */
static void
find_total_conflict (const WpPuzzle *puzzle, GPtrArray *out)
{
  const WpMinesParams *params = mines_params (puzzle);
  guint n = wp_puzzle_n_cells (puzzle), mines = 0, open = 0;
  GArray *cells;

  if (params->total == WP_MINES_NO_TOTAL)
    return;
  for (guint cell = 0; cell < n; cell++)
    {
      mines += puzzle->cells[cell] == 1;
      open += params->numbers[cell] == WP_MINES_HIDDEN && puzzle->cells[cell] != 0;
    }
  if (mines <= (guint) params->total && open >= (guint) params->total)
    return;
  cells = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint cell = 0; cell < n; cell++)
    if (mines > (guint) params->total ? puzzle->cells[cell] == 1 : FALSE)
      g_array_append_val (cells, cell);
  if (mines > (guint) params->total)
    g_ptr_array_add (out, wp_conflict_new (cells, g_strdup_printf (
      /* Translators: "3 mines are given, more than the total of 2" */
      g_dngettext (GETTEXT_PACKAGE, "%u mine is given, more than the total of %d",
                   "%u mines are given, more than the total of %d", mines),
      mines, params->total)));
  else
    g_ptr_array_add (out, wp_conflict_new (cells, g_strdup_printf (
      /* Translators: "only 3 cells can hold a mine, fewer than the total of 4" */
      g_dngettext (GETTEXT_PACKAGE, "only %u cell can hold a mine, fewer than the total of %d",
                   "only %u cells can hold a mine, fewer than the total of %d", open),
      open, params->total)));
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    find_number_conflict (puzzle, cell, out);
  find_total_conflict (puzzle, out);
  return out;
}

/* --- The numbers, inside the cells --------------------------------------------- */

static WpCellClueStyle
clue_style (const WpPuzzle *puzzle, guint cell)
{
  return mines_params (puzzle)->numbers[cell] != WP_MINES_HIDDEN ? WP_CELL_CLUE_NUMBER : WP_CELL_CLUE_NONE;
}

static char *
clue_text (const WpPuzzle *puzzle, guint cell)
{
  gint number = mines_params (puzzle)->numbers[cell];

  return number == WP_MINES_HIDDEN ? NULL : g_strdup_printf ("%d", number);
}

/* "0"–"8" reveals a number; "" or "?" hides it.  With a drawn layout,
 * "=" reveals the number the layout gives the cell. */
static gboolean
clue_set (WpPuzzle *puzzle, guint cell, const char *text, GError **error)
{
  WpMinesParams *params = mines_params (puzzle);
  g_autofree char *typed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  guint64 number;

  g_return_val_if_fail (cell < wp_puzzle_n_cells (puzzle), FALSE);
  if (*typed == '\0' || g_str_equal (typed, "?"))
    {
      params->numbers[cell] = WP_MINES_HIDDEN;
      return TRUE;
    }
  if (g_str_equal (typed, "=") && params->drawn)
    {
      if (params->drawn[cell] == 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: the drawn layout has a mine here"), name);
          return FALSE;
        }
      wp_mines_set_number (puzzle, cell, (gint) wp_mines_number_of (puzzle, params->drawn, cell));
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (typed, 10, 0, 8, &number, NULL))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: a number runs from 0 to 8"), name);
      return FALSE;
    }
  if (params->drawn && params->drawn[cell] == 1)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: the drawn layout has a mine here"), name);
      return FALSE;
    }
  wp_mines_set_number (puzzle, cell, (gint) number);
  return TRUE;
}

/* A click reveals the number the drawn layout gives a safe cell that is
 * not a given; on a mine, a given, or without a layout it only selects. */
static char *
clue_reveal (const WpPuzzle *puzzle, guint cell)
{
  const WpMinesParams *params = mines_params (puzzle);

  if (params->drawn == NULL || params->drawn[cell] == 1 || puzzle->cells[cell] != WP_CELL_EMPTY ||
      params->numbers[cell] != WP_MINES_HIDDEN)
    return NULL;
  return g_strdup ("=");
}

/* Every number shown follows @layout; a number on a drawn mine goes. */
static void
derive_numbers (WpPuzzle *puzzle, const gint *layout)
{
  WpMinesParams *params = mines_params (puzzle);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (params->numbers[cell] != WP_MINES_HIDDEN)
      params->numbers[cell] = layout[cell] == 1 ? WP_MINES_HIDDEN
                                                : (gint8) wp_mines_number_of (puzzle, layout, cell);
}

/* --- Draw Mines ------------------------------------------------------------------ */

static const gint *
get_drawn (const WpPuzzle *puzzle)
{
  return mines_params (puzzle)->drawn;
}

static void
set_drawn (WpPuzzle *puzzle, const gint *layout)
{
  WpMinesParams *params = mines_params (puzzle);

  g_clear_pointer (&params->drawn, g_free);
  if (layout == NULL)
    return;
  params->drawn = g_memdup2 (layout, sizeof (gint) * wp_puzzle_n_cells (puzzle));
  derive_numbers (puzzle, layout);
}

/* --- Native file ---------------------------------------------------------- */

/* "rows": one string per row in the .mines characters; "mines": the total. */
static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "rows");
  g_autoptr (WpPuzzle) puzzle = NULL;
  JsonArray *rows;
  guint height, width = 0;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      (height = json_array_get_length (json_node_get_array (node))) < WP_MINES_MIN_SIZE ||
      height > WP_MINES_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("rows: expected a list of %u to %u rows, each a string of . 0–8 * -"),
                   WP_MINES_MIN_SIZE, WP_MINES_MAX_SIZE);
      return NULL;
    }
  rows = json_node_get_array (node);
  for (guint r = 0; r < height; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      const char *text = JSON_NODE_HOLDS_VALUE (row) && json_node_get_value_type (row) == G_TYPE_STRING
                         ? json_node_get_string (row) : NULL;
      gsize length = text ? strlen (text) : 0;

      if (r == 0)
        width = (guint) MIN (length, WP_MINES_MAX_SIZE + 1);
      if (text == NULL || length < WP_MINES_MIN_SIZE || length > WP_MINES_MAX_SIZE || length != width)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("rows[%u]: expected %u to %u characters, all rows as long as the first"),
                       r, WP_MINES_MIN_SIZE, WP_MINES_MAX_SIZE);
          return NULL;
        }
      if (puzzle == NULL)
        puzzle = wp_mines_new (width, height);
      for (guint c = 0; c < width; c++)
        if (!wp_mines_set_from_char (puzzle, r * width + c, text[c]))
          {
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("rows[%u]: character %u is not one of . 0–8 * -"), r, c + 1);
            return NULL;
          }
    }
  node = json_object_get_member (object, "mines");
  if (node)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > (gint64) wp_puzzle_n_cells (puzzle))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("mines: expected a whole number from 0 to %u"), wp_puzzle_n_cells (puzzle));
          return NULL;
        }
      wp_mines_set_total (puzzle, (gint) json_node_get_int (node));
    }
  return g_steal_pointer (&puzzle);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  g_autofree char *row = g_new0 (char, puzzle->width + 1);

  json_builder_set_member_name (builder, "rows");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        row[c] = wp_mines_cell_char (puzzle, r * puzzle->width + c);
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
  if (mines_params (puzzle)->total != WP_MINES_NO_TOTAL)
    {
      json_builder_set_member_name (builder, "mines");
      json_builder_add_int_value (builder, mines_params (puzzle)->total);
    }
}

/* --- The total as a setting ---------------------------------------------------- */

#define GIVEN_ID "total-given"
#define TOTAL_ID "mines"

/* The total a setter starts from on switching it on: the drawn layout's
 * mines when there is one (the total it needs), else the given mines. */
static gint
starting_total (const WpPuzzle *puzzle)
{
  const WpMinesParams *params = mines_params (puzzle);
  gint mines = 0;

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    mines += params->drawn ? params->drawn[cell] == 1 : puzzle->cells[cell] == 1;
  return mines;
}

/* A switch for whether the total is given, and the total once it is. */
static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);
  gint total = mines_params (puzzle)->total;
  WpSetting *given = wp_setting_new (GIVEN_ID, _("Total given"), WP_SETTING_SWITCH,
                                     total != WP_MINES_NO_TOTAL, 0, 1);

  given->tooltip = g_strdup (_("Tell the player how many mines the whole board holds"));
  g_ptr_array_add (out, given);
  if (total != WP_MINES_NO_TOTAL)
    g_ptr_array_add (out, wp_setting_new (TOTAL_ID, _("Mines in all"), WP_SETTING_NUMBER, total, 0,
                                          (gint) wp_puzzle_n_cells (puzzle)));
  return out;
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  if (g_strcmp0 (id, GIVEN_ID) == 0 && (value == 0 || value == 1))
    {
      wp_mines_set_total (puzzle, value ? starting_total (puzzle) : WP_MINES_NO_TOTAL);
      return TRUE;
    }
  if (g_strcmp0 (id, TOTAL_ID) != 0 || value < 0 || value > (gint) wp_puzzle_n_cells (puzzle))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("mines: a total of %d does not fit a board of %u cells"), value, wp_puzzle_n_cells (puzzle));
      return FALSE;
    }
  wp_mines_set_total (puzzle, value);
  return TRUE;
}

/* --- The genre ---------------------------------------------------------------- */

static const WpTextFormat *const text_formats[] = { &wp_mines_text_format, &wp_mines_sgt_format, NULL };

static const WpPictureHooks picture_hooks = {
  .get = get_drawn,
  .set = set_drawn,
  .label = N_("Draw Mines"),
  .tooltip = N_("Draw the mines; revealed numbers follow them"),
};

static const WpCellClueHooks cell_clue_hooks = {
  .style = clue_style,
  .text = clue_text,
  .set = clue_set,
  .can_hide = TRUE,
  .derive = derive_numbers,
  .reveal = clue_reveal,
};

/* The total, beside the grid on screen and on paper: a mine and how
 * many; nothing when no total is given. */
static GPtrArray *
legend (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_legend_item_free);
  const gint mine = 1;

  if (mines_params (puzzle)->total != WP_MINES_NO_TOTAL)
    g_ptr_array_add (out, wp_legend_item_new (&mine, 1, (guint) mines_params (puzzle)->total));
  return out;
}

static const WpViewHooks view_hooks = {
  .glyph = glyph,
  .name_value = name_value,
  .legend = legend,
};

static const WpSettingHooks setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

const WpGenre wp_genre_mines = {
  .id = "mines",
  .name = N_("Minesweeper"),
  .rules = N_("Find every mine. A number in a cell is safe and says how many of the eight cells around "
              "it hold a mine. When the total is given, the whole board holds exactly that many mines."),
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
  .build_model = wp_mines_build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = WP_MINES_MAX_SIZE,
  .max_height = WP_MINES_MAX_SIZE,
  .view = &view_hooks,
  .patterns = &wp_mines_pattern_hooks,
  .settings = &setting_hooks,
  .cell_clues = &cell_clue_hooks,
  .picture = &picture_hooks,
  .analysis = &wp_mines_analysis_hooks,
  .rater = &wp_mines_rater_hooks,
};
