/* battleships.c — the Battleships genre: parameters, checks, native file,
 * line clues, the fleet as settings, naming of deadly patterns
 *
 * The solver model lives in battleships-model.c.
 */
#include "genres/battleships/battleships-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-analysis.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Segments ------------------------------------------------------------- */

#define ANY BS_ALL

/* need[] in the order up, down, left, right. */
const WpBattleshipsTerm wp_battleships_terms[] = {
  { WP_BATTLESHIPS_WATER,      { ANY, ANY, ANY, ANY } },
  { WP_BATTLESHIPS_SINGLE,     { BS_W, BS_W, BS_W, BS_W } },
  { WP_BATTLESHIPS_END_LEFT,   { BS_W, BS_W, BS_W, BS_M | BS_R } },
  { WP_BATTLESHIPS_END_RIGHT,  { BS_W, BS_W, BS_L | BS_M, BS_W } },
  { WP_BATTLESHIPS_END_TOP,    { BS_W, BS_M | BS_B, BS_W, BS_W } },
  { WP_BATTLESHIPS_END_BOTTOM, { BS_T | BS_M, BS_W, BS_W, BS_W } },
  { WP_BATTLESHIPS_MIDDLE,     { BS_W, BS_W, BS_L | BS_M, BS_M | BS_R } },   /* horizontal */
  { WP_BATTLESHIPS_MIDDLE,     { BS_T | BS_M, BS_M | BS_B, BS_W, BS_W } },   /* vertical */
};
const guint wp_battleships_n_terms = G_N_ELEMENTS (wp_battleships_terms);

gint
wp_battleships_segment (guint length, guint i, gboolean vertical)
{
  if (length == 1)
    return WP_BATTLESHIPS_SINGLE;
  if (i == 0)
    return vertical ? WP_BATTLESHIPS_END_TOP : WP_BATTLESHIPS_END_LEFT;
  if (i + 1 == length)
    return vertical ? WP_BATTLESHIPS_END_BOTTOM : WP_BATTLESHIPS_END_RIGHT;
  return WP_BATTLESHIPS_MIDDLE;
}

static gboolean
is_ship_value (gint v)
{
  return v >= WP_BATTLESHIPS_SINGLE && v <= WP_BATTLESHIPS_MIDDLE;
}

gboolean
wp_battleships_shape (guint n_rows, guint n_cols, const gboolean *ship, gint *values, guint *lengths)
{
#define SHIP(r, c) ((r) >= 0 && (c) >= 0 && (r) < (gint) n_rows && (c) < (gint) n_cols && \
                    ship[(guint) (r) * n_cols + (guint) (c)])
  if (lengths)
    memset (lengths, 0, sizeof (guint) * (WP_BATTLESHIPS_MAX_SHIP + 1));
  /* No two ship cells diagonally apart: that also rules out bent ships. */
  for (gint r = 0; r + 1 < (gint) n_rows; r++)
    for (gint c = 0; c + 1 < (gint) n_cols; c++)
      if ((SHIP (r, c) && SHIP (r + 1, c + 1)) || (SHIP (r, c + 1) && SHIP (r + 1, c)))
        return FALSE;
  for (gint r = 0; r < (gint) n_rows; r++)
    for (gint c = 0; c < (gint) n_cols; c++)
      {
        gboolean up = SHIP (r - 1, c), down = SHIP (r + 1, c);
        gboolean left = SHIP (r, c - 1), right = SHIP (r, c + 1);
        gint *v = &values[(guint) r * n_cols + (guint) c];

        if (!SHIP (r, c))
          *v = WP_BATTLESHIPS_WATER;
        else if (up || down)
          *v = up && down ? WP_BATTLESHIPS_MIDDLE : up ? WP_BATTLESHIPS_END_BOTTOM : WP_BATTLESHIPS_END_TOP;
        else if (left || right)
          *v = left && right ? WP_BATTLESHIPS_MIDDLE : left ? WP_BATTLESHIPS_END_RIGHT : WP_BATTLESHIPS_END_LEFT;
        else
          *v = WP_BATTLESHIPS_SINGLE;
        if (lengths && (*v == WP_BATTLESHIPS_SINGLE || *v == WP_BATTLESHIPS_END_LEFT ||
                        *v == WP_BATTLESHIPS_END_TOP))
          {
            guint length = 1;

            while (*v == WP_BATTLESHIPS_END_LEFT ? SHIP (r, c + (gint) length)
                   : *v == WP_BATTLESHIPS_END_TOP ? SHIP (r + (gint) length, c) : FALSE)
              length++;
            if (length <= WP_BATTLESHIPS_MAX_SHIP)
              lengths[length]++;
          }
      }
  return TRUE;
#undef SHIP
}

/* --- Parameters ----------------------------------------------------------- */

static const gint standard_fleet[] = { 4, 3, 2, 1 };

static gpointer
params_copy (gconstpointer data)
{
  return wp_line_counts_params_copy (data, sizeof (WpBattleshipsParams));
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpBattleshipsParams *a = da, *b = db;

  return wp_line_counts_equal (&a->lines, &b->lines) &&
         memcmp (a->fleet, b->fleet, sizeof a->fleet) == 0;
}

static const WpBattleshipsParams *
bs_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

static char *count_problem (gint count, guint length, gboolean is_row);

/* The counts beside the lines, as line-counts.c reads, writes and checks
 * them.  A count too large to hold is read as G_MAXINT, and validate
 * refuses it as not fitting its line. */
static const WpLineCountsSpec counts_spec = {
  .noun = WP_LINE_COUNTS,
  .max_lines = WP_BATTLESHIPS_MAX_SIZE,
  .unknown = WP_BATTLESHIPS_UNKNOWN,
  .problem = count_problem,
  .too_large = NULL,
};

WpPuzzle *
wp_battleships_new (guint n_rows, guint n_cols, const gint *rows, const gint *cols,
                    const gint *fleet, guint n_fleet)
{
  WpBattleshipsParams *params;

  g_return_val_if_fail (n_rows >= WP_BATTLESHIPS_MIN_SIZE && n_rows <= WP_BATTLESHIPS_MAX_SIZE, NULL);
  g_return_val_if_fail (n_cols >= WP_BATTLESHIPS_MIN_SIZE && n_cols <= WP_BATTLESHIPS_MAX_SIZE, NULL);
  g_return_val_if_fail (n_fleet <= WP_BATTLESHIPS_MAX_SHIP, NULL);
  params = g_new0 (WpBattleshipsParams, 1);
  params->lines.n_rows = n_rows;
  params->lines.n_cols = n_cols;
  params->lines.rows = wp_line_counts_copy (&counts_spec, rows, n_rows);
  params->lines.cols = wp_line_counts_copy (&counts_spec, cols, n_cols);
  if (fleet == NULL)
    {
      fleet = standard_fleet;
      n_fleet = G_N_ELEMENTS (standard_fleet);
    }
  for (guint i = 0; i < n_fleet; i++)
    params->fleet[i + 1] = fleet[i];
  return wp_puzzle_new (&wp_genre_battleships, n_cols, n_rows, params);
}

#define IS_BATTLESHIPS(puzzle) ((puzzle) != NULL && (puzzle)->genre == &wp_genre_battleships)
#define CHECK_GENRE(puzzle, val) g_return_val_if_fail (IS_BATTLESHIPS (puzzle), val)
#define CHECK_GENRE_VOID(puzzle) g_return_if_fail (IS_BATTLESHIPS (puzzle))

const gint *
wp_battleships_get_row_counts (const WpPuzzle *puzzle)
{
  CHECK_GENRE (puzzle, NULL);
  return bs_params (puzzle)->lines.rows;
}

const gint *
wp_battleships_get_column_counts (const WpPuzzle *puzzle)
{
  CHECK_GENRE (puzzle, NULL);
  return bs_params (puzzle)->lines.cols;
}

void
wp_battleships_set_row_count (WpPuzzle *puzzle, guint row, gint count)
{
  CHECK_GENRE_VOID (puzzle);
  g_return_if_fail (row < bs_params (puzzle)->lines.n_rows);
  ((WpBattleshipsParams *) puzzle->params)->lines.rows[row] = count;
}

void
wp_battleships_set_column_count (WpPuzzle *puzzle, guint col, gint count)
{
  CHECK_GENRE_VOID (puzzle);
  g_return_if_fail (col < bs_params (puzzle)->lines.n_cols);
  ((WpBattleshipsParams *) puzzle->params)->lines.cols[col] = count;
}

gint
wp_battleships_get_fleet (const WpPuzzle *puzzle, guint length)
{
  CHECK_GENRE (puzzle, 0);
  g_return_val_if_fail (length >= 1 && length <= WP_BATTLESHIPS_MAX_SHIP, 0);
  return bs_params (puzzle)->fleet[length];
}

void
wp_battleships_set_fleet (WpPuzzle *puzzle, guint length, gint count)
{
  CHECK_GENRE_VOID (puzzle);
  g_return_if_fail (length >= 1 && length <= WP_BATTLESHIPS_MAX_SHIP);
  ((WpBattleshipsParams *) puzzle->params)->fleet[length] = count;
}

static gint64
fleet_cells (const WpBattleshipsParams *params)
{
  gint64 total = 0;

  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    total += (gint64) MAX (params->fleet[k], 0) * k;
  return total;
}

guint
wp_battleships_fleet_cells (const WpPuzzle *puzzle)
{
  CHECK_GENRE (puzzle, 0);
  return (guint) MIN (fleet_cells (bs_params (puzzle)), G_MAXUINT);
}

guint
wp_battleships_longest (const WpBattleshipsParams *params)
{
  for (guint k = WP_BATTLESHIPS_MAX_SHIP; k >= 1; k--)
    if (params->fleet[k] > 0)
      return k;
  return 0;
}

/* --- Presets -------------------------------------------------------------- */

/* arg1 indexes this table: ships of 1, 2, 3, … cells. */
static const gint preset_fleets[][5] = {
  { 3, 2, 1, 0, 0 },   /* 6×6: 10 ship cells */
  { 3, 2, 2, 1, 0 },   /* 8×8: 17 */
  { 4, 3, 2, 1, 0 },   /* 10×10: the standard fleet, 20 */
  { 5, 4, 3, 2, 1 },   /* 12×12: 35 */
  { 5, 4, 3, 2, 1 },   /* 15×15: 35 */
};

static const WpPreset presets[] = {
  { "6",  N_("6×6 (6 ships)"),   6,  6,  0, 0 },
  { "8",  N_("8×8 (8 ships)"),   8,  8,  1, 0 },
  { "10", N_("10×10 (10 ships)"), 10, 10, 2, 0 },
  { "12", N_("12×12 (15 ships)"), 12, 12, 3, 0 },
  { "15", N_("15×15 (15 ships)"), 15, 15, 4, 0 },
};

/* Every count starts unknown: the setter fills in the ones to give. */
static char *fleet_problem (const gint *fleet, guint width, guint height);

/* A custom size gets the largest preset fleet that fits it (none when even
 * the smallest does not); the setter edits it in the puzzle's settings. */
static WpPuzzle *
new_custom_puzzle (const WpPreset *preset)
{
  for (guint i = G_N_ELEMENTS (preset_fleets); i-- > 0;)
    {
      gint fleet[WP_BATTLESHIPS_MAX_SHIP + 1] = { 0 };
      g_autofree char *problem = NULL;

      for (guint k = 0; k < G_N_ELEMENTS (preset_fleets[i]); k++)
        fleet[k + 1] = preset_fleets[i][k];
      problem = fleet_problem (fleet, preset->width, preset->height);
      if (problem == NULL)
        return wp_battleships_new (preset->height, preset->width, NULL, NULL,
                                   preset_fleets[i], G_N_ELEMENTS (preset_fleets[i]));
    }
  {
    const gint no_ships[] = { 0 };

    return wp_battleships_new (preset->height, preset->width, NULL, NULL, no_ships, 1);
  }
}

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  guint index = MIN (preset->arg1, G_N_ELEMENTS (preset_fleets) - 1);

  if (g_strcmp0 (preset->id, "custom") == 0)
    return new_custom_puzzle (preset);

  return wp_battleships_new (preset->height, preset->width, NULL, NULL,
                             preset_fleets[index], G_N_ELEMENTS (preset_fleets[index]));
}

/* --- Values --------------------------------------------------------------- */

static const char *const value_symbols[WP_BATTLESHIPS_N_VALUES] = {
  "~", "●", "◀", "▶", "▲", "▼", "■"
};

/* For messages: "r1c1 is a left end". */
static const char *const value_names[WP_BATTLESHIPS_N_VALUES] = {
  N_("water"), N_("a one-cell ship"), N_("a left end"), N_("a right end"),
  N_("a top end"), N_("a bottom end"), N_("a middle"),
};

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  if (value == WP_CELL_EMPTY)
    return g_strdup ("");
  if (value >= 0 && value < WP_BATTLESHIPS_N_VALUES)
    return g_strdup (value_symbols[value]);
  return g_strdup_printf ("%d", value);
}

/* Water: '.', '~', 'w', '0' (and '≈'); a one-cell ship: 'o', '*', '1';
 * ends: '<', '>', '^', 'v'; a middle: 'm', '#', '='; the shown symbols
 * work too; a space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  for (guint v = 0; v < WP_BATTLESHIPS_N_VALUES; v++)
    if (c == g_utf8_get_char (value_symbols[v]))
      return (gint) v;
  switch (c)
    {
    case '.': case '~': case 'w': case 'W': case '0': case 0x2248:
      return WP_BATTLESHIPS_WATER;
    case 'o': case 'O': case '*': case '1':
      return WP_BATTLESHIPS_SINGLE;
    case '<':
      return WP_BATTLESHIPS_END_LEFT;
    case '>':
      return WP_BATTLESHIPS_END_RIGHT;
    case '^':
      return WP_BATTLESHIPS_END_TOP;
    case 'v': case 'V':
      return WP_BATTLESHIPS_END_BOTTOM;
    case 'm': case 'M': case '#': case '=':
      return WP_BATTLESHIPS_MIDDLE;
    case ' ':
      return WP_CELL_EMPTY;
    default:
      return -2;
    }
}

/* What the board draws, in words ("Place a left end at r2c3"). */
static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  if (value >= 0 && value < WP_BATTLESHIPS_N_VALUES)
    return g_strdup (_(value_names[value]));
  return format_value (puzzle, value);
}

static WpGlyph
glyph (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case WP_BATTLESHIPS_WATER: return WP_GLYPH_WATER;
    case WP_BATTLESHIPS_SINGLE: return WP_GLYPH_DISC;
    case WP_BATTLESHIPS_END_LEFT: return WP_GLYPH_END_LEFT;
    case WP_BATTLESHIPS_END_RIGHT: return WP_GLYPH_END_RIGHT;
    case WP_BATTLESHIPS_END_TOP: return WP_GLYPH_END_TOP;
    case WP_BATTLESHIPS_END_BOTTOM: return WP_GLYPH_END_BOTTOM;
    case WP_BATTLESHIPS_MIDDLE: return WP_GLYPH_SEGMENT;
    default: return WP_GLYPH_TEXT;
    }
}

/* --- Validation ----------------------------------------------------------- */

/* "a count of 12 does not fit a row of 10 cells"; NULL when @count fits. */
static char *
count_problem (gint count, guint length, gboolean is_row)
{
  if (count == WP_BATTLESHIPS_UNKNOWN)
    return NULL;
  if (count < 0)
    return g_strdup_printf (_("a count of %d is negative"), count);
  if ((guint) count <= length)
    return NULL;
  return g_strdup_printf (is_row ? _("a count of %d does not fit a row of %u cells")
                                 : _("a count of %d does not fit a column of %u cells"),
                          count, length);
}

/* Two necessary conditions for ships that never touch.  Area: with one
 * cell of water to its right and below, each ship needs a 2 × (length + 1)
 * block of a (width + 1) × (height + 1) grid, and the blocks of ships that
 * never touch never overlap.  Blocks: cut the grid into 2×2 squares; any
 * two cells of one square touch, so a square holds cells of one ship at
 * most, and a ship of k cells spans at least ⌈k / 2⌉ squares (this is what
 * says 25 one-cell ships fill a 10×10). */
static gint64
room_needed (gint64 count, guint length)
{
  return count * 2 * (length + 1);
}

static gint64
squares_needed (gint64 count, guint length)
{
  return count * ((length + 1) / 2);
}

static gint64
room_of (guint width, guint height)
{
  return (gint64) (width + 1) * (height + 1);
}

static gint64
squares_of (guint width, guint height)
{
  return (gint64) ((width + 1) / 2) * ((height + 1) / 2);
}

/* The most ships of @length cells that may fit (an upper bound). */
static gint
max_ships (guint width, guint height, guint length)
{
  if (length > MAX (width, height))
    return 0;
  return (gint) MIN (room_of (width, height) / room_needed (1, length),
                     squares_of (width, height) / squares_needed (1, length));
}

/* NULL when the fleet may fit, else why not (no place: the caller adds
 * "fleet: "). */
static char *
fleet_problem (const gint *fleet, guint width, guint height)
{
  gint64 room = 0, squares = 0;
  guint ships = 0;

  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      if (fleet[k] < 0)
        return g_strdup_printf (_("a count of %d ships of length %u is negative"), fleet[k], k);
      if (fleet[k] > 0 && k > MAX (width, height))
        return g_strdup_printf (_("a ship of %u cells is longer than the %u×%u grid"), k, height, width);
      if (fleet[k] > max_ships (width, height, k))
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%d ship of length %u cannot fit a %u×%u grid without touching",
                                             "%d ships of length %u cannot fit a %u×%u grid without touching",
                                             (gulong) fleet[k]),
                                fleet[k], k, height, width);
      room += room_needed (fleet[k], k);
      squares += squares_needed (fleet[k], k);
      ships += (guint) fleet[k];
    }
  if (room > room_of (width, height) || squares > squares_of (width, height))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the fleet of %u ship cannot fit a %u×%u grid without touching",
                                         "the fleet of %u ships cannot fit a %u×%u grid without touching",
                                         ships),
                            ships, height, width);
  return NULL;
}

static gboolean
check_size (const WpPuzzle *puzzle, GError **error)
{
  const WpBattleshipsParams *params = bs_params (puzzle);

  if (params->lines.n_rows < WP_BATTLESHIPS_MIN_SIZE || params->lines.n_rows > WP_BATTLESHIPS_MAX_SIZE ||
      params->lines.n_cols < WP_BATTLESHIPS_MIN_SIZE || params->lines.n_cols > WP_BATTLESHIPS_MAX_SIZE ||
      puzzle->height != params->lines.n_rows || puzzle->width != params->lines.n_cols)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Battleships grids run from 1×1 to %u×%u)"),
                   puzzle->height, puzzle->width, WP_BATTLESHIPS_MAX_SIZE, WP_BATTLESHIPS_MAX_SIZE);
      return FALSE;
    }
  return TRUE;
}

/* The known counts of a side against the fleet's ship cells; NULL when
 * they agree.  A mismatch is a puzzle without a solution, not a malformed
 * one: find_conflicts() reports it, so a setter halfway through typing the
 * counts keeps a puzzle that loads, saves and reopens. */
static char *
total_problem (const gint *counts, guint n, gint64 cells, gboolean is_row)
{
  gint64 total = 0;
  gboolean all_known = TRUE;

  for (guint i = 0; i < n; i++)
    if (counts[i] == WP_BATTLESHIPS_UNKNOWN)
      all_known = FALSE;
    else
      total += counts[i];
  if (all_known ? total == cells : total <= cells)
    return NULL;
  if (all_known)
    return g_strdup_printf (is_row ? _("the row counts total %lld, but the fleet has %lld ship cells")
                                   : _("the column counts total %lld, but the fleet has %lld ship cells"),
                            (long long) total, (long long) cells);
  return g_strdup_printf (is_row ? _("the known row counts total %lld, more than the %lld ship cells of the fleet")
                                 : _("the known column counts total %lld, more than the %lld ship cells of the fleet"),
                          (long long) total, (long long) cells);
}

static gboolean
check_cells (const WpPuzzle *puzzle, GError **error)
{
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      gint v = puzzle->cells[cell];

      if (v != WP_CELL_EMPTY && (v < 0 || v >= WP_BATTLESHIPS_N_VALUES))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: r%uc%u holds %d, but a Battleships cell holds 0 to 6"),
                       cell / puzzle->width + 1, cell % puzzle->width + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  g_autofree char *fleet = NULL;

  if (!check_size (puzzle, error) ||
      !wp_line_counts_check (&counts_spec, &params->lines, error))
    return FALSE;
  fleet = fleet_problem (params->fleet, params->lines.n_cols, params->lines.n_rows);
  if (fleet)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "fleet: %s", fleet);
      return FALSE;
    }
  return check_cells (puzzle, error);
}

/* --- Conflicts ------------------------------------------------------------ */

static GArray *
cells_of (guint n, ...)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));
  va_list args;

  va_start (args, n);
  for (guint i = 0; i < n; i++)
    {
      guint cell = va_arg (args, guint);
      g_array_append_val (cells, cell);
    }
  va_end (args);
  return cells;
}

static gint
compare_cells (gconstpointer pa, gconstpointer pb)
{
  guint a = *(const guint *) pa, b = *(const guint *) pb;

  return a < b ? -1 : a > b;
}

static char *
name_of (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

/* The given at (@row, @col); WP_CELL_EMPTY off the grid, and for a value
 * out of range (validate reports those). */
static gint
given_at (const WpPuzzle *puzzle, gint row, gint col)
{
  gint v;

  if (row < 0 || col < 0 || row >= (gint) puzzle->height || col >= (gint) puzzle->width)
    return WP_CELL_EMPTY;
  v = puzzle->cells[(guint) row * puzzle->width + (guint) col];
  return v >= 0 && v < WP_BATTLESHIPS_N_VALUES ? v : WP_CELL_EMPTY;
}

/* Whether a neighbour holding @b (or off the grid, @b == -2) lets a cell
 * holding @a keep one of its shapes in direction @dir. */
static gboolean
allows (gint a, guint dir, gint b)
{
  WpDomain bit = b == -2 ? BS_W : BS_BIT (b);

  for (guint t = 0; t < wp_battleships_n_terms; t++)
    if (wp_battleships_terms[t].value == a && (wp_battleships_terms[t].need[dir] & bit))
      return TRUE;
  return FALSE;
}

static const gint dir_dr[BS_N_DIRS] = { -1, 1, 0, 0 };
static const gint dir_dc[BS_N_DIRS] = { 0, 0, -1, 1 };
static const guint dir_opposite[BS_N_DIRS] = { BS_DOWN, BS_UP, BS_RIGHT, BS_LEFT };

/* Two given neighbours (@b to the right of or below @a) that do not fit. */
static void
find_pair_conflicts (const WpPuzzle *puzzle, guint8 *in_pair, GPtrArray *out)
{
  for (guint r = 0; r < puzzle->height; r++)
    for (guint c = 0; c < puzzle->width; c++)
      for (guint side = 0; side < 2; side++)
        {
          guint dir = side ? BS_RIGHT : BS_DOWN;
          gint a = given_at (puzzle, (gint) r, (gint) c);
          gint b = given_at (puzzle, (gint) r + dir_dr[dir], (gint) c + dir_dc[dir]);
          guint ca = r * puzzle->width + c, cb = ca + (dir == BS_RIGHT ? 1 : puzzle->width);
          g_autofree char *na = NULL, *nb = NULL;
          char *message;

          if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY ||
              (allows (a, dir, b) && allows (b, dir_opposite[dir], a)))
            continue;
          na = name_of (puzzle, ca);
          nb = name_of (puzzle, cb);
          if (b == WP_BATTLESHIPS_WATER)
            message = g_strdup_printf (_("%s is %s, so %s cannot be water"), na, _(value_names[a]), nb);
          else if (a == WP_BATTLESHIPS_WATER)
            message = g_strdup_printf (_("%s is %s, so %s cannot be water"), nb, _(value_names[b]), na);
          else
            message = g_strdup_printf (_("%s (%s) and %s (%s) do not fit together"),
                                       na, _(value_names[a]), nb, _(value_names[b]));
          in_pair[ca] = in_pair[cb] = TRUE;
          g_ptr_array_add (out, wp_conflict_new (cells_of (2, ca, cb), message));
        }
}

static char *
shape_message (gint value, const char *name)
{
  switch (value)
    {
    case WP_BATTLESHIPS_END_LEFT:
      return g_strdup_printf (_("%s is the left end of a ship, but there is no cell to its right"), name);
    case WP_BATTLESHIPS_END_RIGHT:
      return g_strdup_printf (_("%s is the right end of a ship, but there is no cell to its left"), name);
    case WP_BATTLESHIPS_END_TOP:
      return g_strdup_printf (_("%s is the top end of a ship, but there is no cell below it"), name);
    case WP_BATTLESHIPS_END_BOTTOM:
      return g_strdup_printf (_("%s is the bottom end of a ship, but there is no cell above it"), name);
    case WP_BATTLESHIPS_MIDDLE:
      return g_strdup_printf (_("%s is the middle of a ship, but no ship can pass through it"), name);
    default:
      return g_strdup_printf (_("%s cannot hold a one-cell ship"), name);
    }
}

/* A given segment that has no shape left with the grid's edges and its
 * given neighbours, when no single pair explains it: an end against the
 * edge, a middle with no way through. */
static void
find_shape_conflicts (const WpPuzzle *puzzle, const guint8 *in_pair, GPtrArray *out)
{
  for (guint r = 0; r < puzzle->height; r++)
    for (guint c = 0; c < puzzle->width; c++)
      {
        guint cell = r * puzzle->width + c;
        gint v = puzzle->cells[cell];
        gboolean fits = FALSE;
        g_autofree char *name = NULL;
        GArray *cells;

        if (!is_ship_value (v) || in_pair[cell])
          continue;
        for (guint t = 0; t < wp_battleships_n_terms && !fits; t++)
          {
            const WpBattleshipsTerm *term = &wp_battleships_terms[t];

            if (term->value != v)
              continue;
            fits = TRUE;
            for (guint dir = 0; dir < BS_N_DIRS && fits; dir++)
              {
                gint nr = (gint) r + dir_dr[dir], nc = (gint) c + dir_dc[dir];
                gboolean off = nr < 0 || nc < 0 || nr >= (gint) puzzle->height || nc >= (gint) puzzle->width;
                gint b = off ? WP_BATTLESHIPS_WATER : given_at (puzzle, nr, nc);

                fits = b == WP_CELL_EMPTY || (term->need[dir] & BS_BIT (b));
              }
          }
        if (fits)
          continue;
        name = name_of (puzzle, cell);
        cells = cells_of (1, cell);
        for (guint dir = 0; dir < BS_N_DIRS; dir++)
          if (given_at (puzzle, (gint) r + dir_dr[dir], (gint) c + dir_dc[dir]) != WP_CELL_EMPTY)
            {
              guint other = (guint) (((gint) r + dir_dr[dir]) * (gint) puzzle->width + (gint) c + dir_dc[dir]);
              g_array_append_val (cells, other);
            }
        g_array_sort (cells, compare_cells);
        g_ptr_array_add (out, wp_conflict_new (cells, shape_message (v, name)));
      }
}

static void
find_corner_conflicts (const WpPuzzle *puzzle, GPtrArray *out)
{
  for (guint r = 0; r + 1 < puzzle->height; r++)
    for (guint c = 0; c + 1 < puzzle->width; c++)
      for (guint d = 0; d < 2; d++)
        {
          guint a = r * puzzle->width + c + d, b = (r + 1) * puzzle->width + c + 1 - d;
          g_autofree char *na = NULL, *nb = NULL;

          if (!is_ship_value (puzzle->cells[a]) || !is_ship_value (puzzle->cells[b]))
            continue;
          na = name_of (puzzle, a);
          nb = name_of (puzzle, b);
          g_ptr_array_add (out, wp_conflict_new (cells_of (2, a, b),
                                              g_strdup_printf (_("%s and %s touch at a corner, but ships never touch"),
                                                               na, nb)));
        }
}

static void
find_line_conflicts (const WpPuzzle *puzzle, gboolean is_row, guint index, GPtrArray *out)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  gint count = is_row ? params->lines.rows[index] : params->lines.cols[index];
  guint length = is_row ? puzzle->width : puzzle->height;
  g_autoptr (GArray) ships = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) water = g_array_new (FALSE, FALSE, sizeof (guint));
  char *message;

  if (count < 0)
    return;   /* unknown (or invalid, which validate reports) */
  for (guint i = 0; i < length; i++)
    {
      guint cell = is_row ? index * puzzle->width + i : i * puzzle->width + index;

      if (is_ship_value (puzzle->cells[cell]))
        g_array_append_val (ships, cell);
      else if (puzzle->cells[cell] == WP_BATTLESHIPS_WATER)
        g_array_append_val (water, cell);
    }
  if (ships->len > (guint) count)
    {
      message = g_strdup_printf (is_row ? g_dngettext (GETTEXT_PACKAGE, "row %u holds %u ship cell but its count is %d",
                                                       "row %u holds %u ship cells but its count is %d", ships->len)
                                        : g_dngettext (GETTEXT_PACKAGE, "column %u holds %u ship cell but its count is %d",
                                                       "column %u holds %u ship cells but its count is %d", ships->len),
                                 index + 1, ships->len, count);
      g_ptr_array_add (out, wp_conflict_new (g_steal_pointer (&ships), message));
    }
  else if (length - water->len < (guint) count)
    {
      guint room = length - water->len;

      message = g_strdup_printf (is_row ? g_dngettext (GETTEXT_PACKAGE, "row %u leaves room for %u ship cell but its count is %d",
                                                       "row %u leaves room for %u ship cells but its count is %d", room)
                                        : g_dngettext (GETTEXT_PACKAGE, "column %u leaves room for %u ship cell but its count is %d",
                                                       "column %u leaves room for %u ship cells but its count is %d", room),
                                 index + 1, room, count);
      g_ptr_array_add (out, wp_conflict_new (g_steal_pointer (&water), message));
    }
}

/* "r2c3" or "r2c3–r2c5" for a run of cells. */
static char *
span_name (const WpPuzzle *puzzle, const GArray *cells)
{
  g_autofree char *first = name_of (puzzle, g_array_index (cells, guint, 0));
  g_autofree char *last = NULL;

  if (cells->len == 1)
    return g_steal_pointer (&first);
  last = name_of (puzzle, g_array_index (cells, guint, cells->len - 1));
  return g_strdup_printf ("%s–%s", first, last);
}

/* Whether given @a and the next given @b along a line (right or down) are
 * two cells of one ship. */
static gboolean
linked (gint a, gint b, gboolean vertical)
{
  if (vertical)
    return (a == WP_BATTLESHIPS_END_TOP || a == WP_BATTLESHIPS_MIDDLE) &&
           (b == WP_BATTLESHIPS_MIDDLE || b == WP_BATTLESHIPS_END_BOTTOM);
  return (a == WP_BATTLESHIPS_END_LEFT || a == WP_BATTLESHIPS_MIDDLE) &&
         (b == WP_BATTLESHIPS_MIDDLE || b == WP_BATTLESHIPS_END_RIGHT);
}

typedef struct {
  GPtrArray *complete[WP_BATTLESHIPS_MAX_SHIP + 1];   /* of GArray: given whole ships by length */
  GPtrArray *too_long;                                /* of GArray: runs longer than any ship */
  GArray    *too_long_min;                            /* of guint: their least length */
} Runs;

static void
note_run (const WpPuzzle *puzzle, Runs *runs, GArray *cells, guint least, gboolean complete)
{
  guint longest = wp_battleships_longest (bs_params (puzzle));

  if (complete && least <= WP_BATTLESHIPS_MAX_SHIP)
    g_ptr_array_add (runs->complete[least], cells);
  else if (least > longest)
    {
      g_ptr_array_add (runs->too_long, cells);
      g_array_append_val (runs->too_long_min, least);
    }
  else
    g_array_unref (cells);
}

/* The given ships: runs of given segments that link up along a row or a
 * column, a lone end, a lone middle, a one-cell ship. */
static void
collect_runs (const WpPuzzle *puzzle, Runs *runs)
{
  for (guint r = 0; r < puzzle->height; r++)
    for (guint c = 0; c < puzzle->width; c++)
      {
        gint v = given_at (puzzle, (gint) r, (gint) c);
        gboolean any = FALSE;

        if (v == WP_BATTLESHIPS_SINGLE)
          {
            note_run (puzzle, runs, cells_of (1, r * puzzle->width + c), 1, TRUE);
            continue;
          }
        for (guint vertical = 0; vertical < 2; vertical++)
          {
            gint dr = vertical ? 1 : 0, dc = vertical ? 0 : 1;
            gint first_end = vertical ? WP_BATTLESHIPS_END_TOP : WP_BATTLESHIPS_END_LEFT;
            gint last_end = vertical ? WP_BATTLESHIPS_END_BOTTOM : WP_BATTLESHIPS_END_RIGHT;
            gint prev = given_at (puzzle, (gint) r - dr, (gint) c - dc), last = v;
            GArray *cells;
            guint n = 1;

            if (linked (prev, v, vertical))
              {
                any = TRUE;   /* counted from its start */
                continue;
              }
            while (linked (last, given_at (puzzle, (gint) r + dr * (gint) n, (gint) c + dc * (gint) n), vertical))
              last = given_at (puzzle, (gint) r + dr * (gint) n, (gint) c + dc * (gint) n), n++;
            if (n == 1 && v != first_end && v != last_end)
              continue;   /* not a run in this direction */
            any = TRUE;
            cells = g_array_new (FALSE, FALSE, sizeof (guint));
            for (guint i = 0; i < n; i++)
              {
                guint cell = (r + (guint) dr * i) * puzzle->width + c + (guint) dc * i;
                g_array_append_val (cells, cell);
              }
            note_run (puzzle, runs, cells, n + (v != first_end) + (last != last_end),
                      v == first_end && last == last_end);
          }
        if (!any && v == WP_BATTLESHIPS_MIDDLE)
          note_run (puzzle, runs, cells_of (1, r * puzzle->width + c), 3, FALSE);
      }
}

static GArray *
joined_cells (GPtrArray *runs)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < runs->len; i++)
    {
      GArray *run = g_ptr_array_index (runs, i);
      g_array_append_vals (cells, run->data, run->len);
    }
  g_array_sort (cells, compare_cells);
  return cells;
}

/* Given ships the fleet has no room for: a length it lacks, more ships of
 * a length than it has, a run longer than its longest ship; and, once every
 * cell is filled, fewer ships of a length than it has. */
static void
find_fleet_conflicts (const WpPuzzle *puzzle, GPtrArray *out)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  guint longest = wp_battleships_longest (params);
  gboolean full = wp_puzzle_count_givens (puzzle) == wp_puzzle_n_cells (puzzle);
  guint ship_cells = 0;
  Runs runs;

  runs.too_long = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  runs.too_long_min = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint k = 0; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    runs.complete[k] = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  collect_runs (puzzle, &runs);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    ship_cells += is_ship_value (puzzle->cells[cell]);
  if (ship_cells > fleet_cells (params))
    {
      GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
        if (is_ship_value (puzzle->cells[cell]))
          g_array_append_val (cells, cell);
      g_ptr_array_add (out, wp_conflict_new (cells, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the givens hold %u ship cell, but the fleet has %u",
                                                                                "the givens hold %u ship cells, but the fleet has %u", ship_cells),
                                                                  ship_cells, (guint) fleet_cells (params))));
    }
  for (guint i = 0; i < runs.too_long->len; i++)
    {
      GArray *cells = g_ptr_array_index (runs.too_long, i);
      g_autofree char *span = span_name (puzzle, cells);
      guint least = g_array_index (runs.too_long_min, guint, i);

      g_ptr_array_add (out, wp_conflict_new (g_array_ref (cells),
                                          longest == 0 ? g_strdup_printf (_("%s is part of a ship, but the fleet has none"), span)
                                          : g_strdup_printf (_("%s is part of a ship of at least %u cells, but the longest ship of the fleet has %u"),
                                                             span, least, longest)));
    }
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      GPtrArray *ships = runs.complete[k];
      gint want = MAX (params->fleet[k], 0);

      if (ships->len > 0 && want == 0)
        for (guint i = 0; i < ships->len; i++)
          {
            GArray *cells = g_ptr_array_index (ships, i);
            g_autofree char *span = span_name (puzzle, cells);

            g_ptr_array_add (out, wp_conflict_new (g_array_ref (cells),
                                                g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                              "%s is a ship of %u cell, but the fleet has no ship of that length",
                                                                              "%s is a ship of %u cells, but the fleet has no ship of that length", k),
                                                                 span, k)));
          }
      else if (ships->len > (guint) want)
        g_ptr_array_add (out, wp_conflict_new (joined_cells (ships),
                                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                          "%u ship of length %u is given, but the fleet has %d",
                                                                          "%u ships of length %u are given, but the fleet has %d", ships->len),
                                                             ships->len, k, want)));
      else if (full && ships->len < (guint) want)
        g_ptr_array_add (out, wp_conflict_new (joined_cells (ships),
                                            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                          "the grid holds %u ship of length %u, but the fleet has %d",
                                                                          "the grid holds %u ships of length %u, but the fleet has %d", ships->len),
                                                             ships->len, k, want)));
    }
  for (guint k = 0; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    g_ptr_array_unref (runs.complete[k]);
  g_ptr_array_unref (runs.too_long);
  g_array_unref (runs.too_long_min);
}

static void
find_total_conflicts (const WpPuzzle *puzzle, GPtrArray *out)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  char *rows = total_problem (params->lines.rows, params->lines.n_rows, fleet_cells (params), TRUE);
  char *cols = total_problem (params->lines.cols, params->lines.n_cols, fleet_cells (params), FALSE);

  if (rows)
    g_ptr_array_add (out, wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)), rows));
  if (cols)
    g_ptr_array_add (out, wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)), cols));
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);
  g_autofree guint8 *in_pair = g_new0 (guint8, MAX (wp_puzzle_n_cells (puzzle), 1));

  find_pair_conflicts (puzzle, in_pair, out);
  find_shape_conflicts (puzzle, in_pair, out);
  find_corner_conflicts (puzzle, out);
  for (guint r = 0; r < puzzle->height; r++)
    find_line_conflicts (puzzle, TRUE, r, out);
  for (guint c = 0; c < puzzle->width; c++)
    find_line_conflicts (puzzle, FALSE, c, out);
  find_fleet_conflicts (puzzle, out);
  find_total_conflicts (puzzle, out);
  return out;
}

/* --- Line clues ----------------------------------------------------------- */

static GStrv
line_clues (const WpPuzzle *puzzle, WpLineKind kind, guint index)
{
  return wp_line_counts_line_clues (&counts_spec, &bs_params (puzzle)->lines, kind, index);
}

/* "", "?" (unknown) or a whole number from 0 to the line's length; the
 * reading and its messages are Submarines' too (line-counts.c). */
static gboolean
set_line_clues (WpPuzzle *puzzle, WpLineKind kind, guint index, const char *text, GError **error)
{
  WpBattleshipsParams *params = puzzle->params;

  return wp_line_counts_set_typed (&counts_spec, &params->lines, kind, index, text, error);
}

/* --- Settings: the fleet -------------------------------------------------- */

#define LISTED_LENGTHS 10

static guint
listed_lengths (const WpPuzzle *puzzle)
{
  guint n = MIN (MAX (puzzle->width, puzzle->height), LISTED_LENGTHS);

  return MAX (n, wp_battleships_longest (bs_params (puzzle)));
}

static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);

  for (guint k = 1; k <= listed_lengths (puzzle); k++)
    {
      WpSetting *setting = g_new0 (WpSetting, 1);

      setting->id = g_strdup_printf ("ships-%u", k);
      setting->label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ships of %u cell", "Ships of %u cells", k), k);
      setting->value = params->fleet[k];
      setting->min = 0;
      setting->max = MAX (max_ships (puzzle->width, puzzle->height, k), params->fleet[k]);
      g_ptr_array_add (settings, setting);
    }
  return settings;
}

/* The length of setting "ships-K", or 0. */
static guint
setting_length (const char *id)
{
  guint64 length;

  if (id == NULL || !g_str_has_prefix (id, "ships-") ||
      !g_ascii_string_to_unsigned (id + strlen ("ships-"), 10, 1, WP_BATTLESHIPS_MAX_SHIP, &length, NULL))
    return 0;
  return (guint) length;
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  WpBattleshipsParams *params = puzzle->params;
  gint fleet[WP_BATTLESHIPS_MAX_SHIP + 1];
  guint length = setting_length (id);
  g_autofree char *problem = NULL;

  if (length == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("“%s” is not a Battleships setting"), id ? id : "");
      return FALSE;
    }
  memcpy (fleet, params->fleet, sizeof fleet);
  fleet[length] = value;
  problem = fleet_problem (fleet, puzzle->width, puzzle->height);
  if (problem)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%s", problem);
      return FALSE;
    }
  params->fleet[length] = value;
  return TRUE;
}

/* The fleet as the renderer draws it beside the grid: the longest ships
 * first, each one horizontal, as the puzzle books print it. */
static GPtrArray *
legend (const WpPuzzle *puzzle)
{
  const WpBattleshipsParams *params = bs_params (puzzle);
  GPtrArray *items = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_legend_item_free);

  for (guint k = WP_BATTLESHIPS_MAX_SHIP; k >= 1; k--)
    {
      gint ship[WP_BATTLESHIPS_MAX_SHIP];

      if (params->fleet[k] <= 0)
        continue;
      for (guint i = 0; i < k; i++)
        ship[i] = wp_battleships_segment (k, i, FALSE);
      g_ptr_array_add (items, wp_legend_item_new (ship, k, (guint) params->fleet[k]));
    }
  return items;
}

/* --- Deadly patterns ------------------------------------------------------ */

/* "rows 2–3, columns 5–7", "row 4, column 2". */
static char *
span_of_lines (guint first_row, guint last_row, guint first_col, guint last_col)
{
  g_autofree char *rows = first_row == last_row ? g_strdup_printf (_("row %u"), first_row + 1)
                                                : g_strdup_printf (_("rows %u–%u"), first_row + 1, last_row + 1);
  g_autofree char *cols = first_col == last_col ? g_strdup_printf (_("column %u"), first_col + 1)
                                                : g_strdup_printf (_("columns %u–%u"), first_col + 1, last_col + 1);

  return g_strdup_printf ("%s, %s", rows, cols);
}

static gboolean
is_start (gint v)
{
  return v == WP_BATTLESHIPS_SINGLE || v == WP_BATTLESHIPS_END_LEFT || v == WP_BATTLESHIPS_END_TOP;
}

static gboolean
is_finish (gint v)
{
  return v == WP_BATTLESHIPS_SINGLE || v == WP_BATTLESHIPS_END_RIGHT || v == WP_BATTLESHIPS_END_BOTTOM;
}

/* How many ships of one solution a pattern changes: each changed ship has
 * its first or its last cell among the differing cells. */
static guint
ships_changed (const GArray *values, gint *start_value)
{
  guint starts = 0, finishes = 0;

  for (guint i = 0; i < values->len; i++)
    {
      gint v = g_array_index (values, gint, i);

      if (is_start (v))
        {
          starts++;
          *start_value = v;
        }
      finishes += is_finish (v);
    }
  return MAX (starts, finishes);
}

static gboolean
is_vertical_start (gint v)
{
  return v == WP_BATTLESHIPS_END_TOP;
}

/* One ship in another place ("moved ship"), the same ship lying the other
 * way ("turned ship"), one-cell ships that swap the corners of a rectangle
 * ("swapped submarines") or several ships rearranged ("ship swap"). */
static void
describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern)
{
  guint first_row = G_MAXUINT, last_row = 0, first_col = G_MAXUINT, last_col = 0;
  gint start_a = -1, start_b = -1;
  guint changed_a, changed_b;
  gboolean singles = TRUE;

  if (pattern->cells->len == 0)
    return;
  for (guint i = 0; i < pattern->cells->len; i++)
    {
      guint cell = g_array_index (pattern->cells, guint, i);
      gint a = g_array_index (pattern->first, gint, i), b = g_array_index (pattern->second, gint, i);

      first_row = MIN (first_row, cell / puzzle->width);
      last_row = MAX (last_row, cell / puzzle->width);
      first_col = MIN (first_col, cell % puzzle->width);
      last_col = MAX (last_col, cell % puzzle->width);
      singles &= (a == WP_BATTLESHIPS_WATER || a == WP_BATTLESHIPS_SINGLE) &&
                 (b == WP_BATTLESHIPS_WATER || b == WP_BATTLESHIPS_SINGLE);
    }
  pattern->where = span_of_lines (first_row, last_row, first_col, last_col);
  changed_a = ships_changed (pattern->first, &start_a);
  changed_b = ships_changed (pattern->second, &start_b);
  if (singles && pattern->cells->len == 4 && changed_a == 2 && changed_b == 2 &&
      first_row < last_row && first_col < last_col)
    pattern->kind = g_strdup (_("swapped submarines"));
  else if (changed_a == 1 && changed_b == 1)
    pattern->kind = g_strdup (start_a > WP_BATTLESHIPS_SINGLE && start_b > WP_BATTLESHIPS_SINGLE &&
                              is_vertical_start (start_a) != is_vertical_start (start_b)
                              ? _("turned ship") : _("moved ship"));
  else
    pattern->kind = g_strdup (_("ship swap"));
}

/* --- Native file ---------------------------------------------------------- */

static gboolean
read_whole (JsonObject *entry, const char *member, guint index, gint64 min, gint64 max,
            gint64 *out, GError **error)
{
  JsonNode *node = json_object_get_member (entry, member);

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("fleet[%u].%s: expected a whole number"), index, member);
      return FALSE;
    }
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    {
      if (g_str_equal (member, "length"))
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     _("fleet[%u].length: a ship of %lld cells is not possible (ships have 1 to %u cells)"),
                     index, (long long) *out, WP_BATTLESHIPS_MAX_SHIP);
      else if (*out < 0)
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     _("fleet[%u].count: a count of %lld ships is negative"), index, (long long) *out);
      else
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     _("fleet[%u].count: %lld ships are far too many"), index, (long long) *out);
      return FALSE;
    }
  return TRUE;
}

/* "fleet": a list of { "length": K, "count": N }; missing means the
 * standard fleet. */
static gboolean
read_fleet (JsonObject *object, gint *fleet, GError **error)
{
  JsonNode *node = json_object_get_member (object, "fleet");
  JsonArray *array;

  if (node == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (standard_fleet); i++)
        fleet[i + 1] = standard_fleet[i];
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("fleet: expected a list of {\"length\": …, \"count\": …} entries"));
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *entry;
      gint64 length, count;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("fleet[%u]: expected an entry {\"length\": …, \"count\": …}"), i);
          return FALSE;
        }
      entry = json_node_get_object (element);
      if (!read_whole (entry, "length", i, 1, WP_BATTLESHIPS_MAX_SHIP, &length, error) ||
          !read_whole (entry, "count", i, 0, 10000, &count, error))
        return FALSE;
      if (fleet[length] != 0)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("fleet[%u].length: ships of %lld cells are listed twice"), i, (long long) length);
          return FALSE;
        }
      /* A count of 0 is kept apart from "not listed" only while reading. */
      fleet[length] = count == 0 ? G_MININT : (gint) count;
    }
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    if (fleet[k] == G_MININT)
      fleet[k] = 0;
  return TRUE;
}

static const char given_chars[WP_BATTLESHIPS_N_VALUES + 1] = "~o<>^v#";

/* "givens": one string per row, '.' unknown, else the value's character
 * in given_chars. */
static gboolean
read_given (gunichar ch, guint row, guint col, gint *value, GError **error)
{
  const char *found = ch < 128 && ch != 0 ? strchr (given_chars, (int) ch) : NULL;

  if (ch == '.')
    *value = WP_CELL_EMPTY;
  else if (found)
    *value = (gint) (found - given_chars);
  else
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("givens[%u]: the cell at column %u is not one of . ~ o < > ^ v #"), row, col + 1);
      return FALSE;
    }
  return TRUE;
}

static char
write_given (gint value)
{
  return value >= 0 && value < WP_BATTLESHIPS_N_VALUES ? given_chars[value] : '.';
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autofree gint *rows = NULL;
  g_autofree gint *cols = NULL;
  g_autoptr (WpPuzzle) puzzle = NULL;
  gint fleet[WP_BATTLESHIPS_MAX_SHIP + 1] = { 0 };
  guint n_rows = 0, n_cols = 0;

  if (!wp_line_counts_read (&counts_spec, object, &rows, &n_rows, &cols, &n_cols, error))
    return NULL;
  if (!read_fleet (object, fleet, error))
    return NULL;
  puzzle = wp_battleships_new (n_rows, n_cols, rows, cols, fleet + 1, WP_BATTLESHIPS_MAX_SHIP);
  if (!wp_given_rows_read (object, puzzle, read_given, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

/* The fleet longest ship first, as it is usually listed. */
static void
write_fleet (JsonBuilder *builder, const WpBattleshipsParams *params)
{
  json_builder_set_member_name (builder, "fleet");
  json_builder_begin_array (builder);
  for (guint k = WP_BATTLESHIPS_MAX_SHIP; k >= 1; k--)
    {
      if (params->fleet[k] == 0)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "length");
      json_builder_add_int_value (builder, k);
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, params->fleet[k]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpBattleshipsParams *params = bs_params (puzzle);

  wp_line_counts_write (&counts_spec, builder, &params->lines);
  write_fleet (builder, params);
  wp_given_rows_write (builder, puzzle, write_given);
}

/* --- The genre ------------------------------------------------------------ */

static const WpLineClueHooks line_hooks = {
  .clues = line_clues,
  .set_clues = set_line_clues,
  .after = TRUE,
};

static const WpSettingHooks setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

static const WpViewHooks view_hooks = {
  .glyph = glyph,
  .name_value = name_value,
  .legend = legend,
};

static const WpPatternHooks pattern_hooks = {
  .describe = describe_pattern,
};

const WpGenre wp_genre_battleships = {
  .id = "battleships",
  .name = N_("Battleships"),
  .rules = N_("Find the fleet hidden in the grid. Ships are straight lines of cells and never "
              "touch each other, not even diagonally. The number beside each row and below "
              "each column says how many of its cells hold part of a ship."),
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
  .build_model = wp_battleships_build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = NULL,
  .max_width = WP_BATTLESHIPS_MAX_SIZE,
  .max_height = WP_BATTLESHIPS_MAX_SIZE,
  .lines = &line_hooks,
  .settings = &setting_hooks,
  .view = &view_hooks,
  .patterns = &pattern_hooks,
  .generator = &wp_battleships_generator_hooks,
};
