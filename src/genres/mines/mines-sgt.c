/* mines-sgt.c — Simon Tatham's Mines game IDs
 *
 *     9x9:4,4,medfe46788e2f0d46e9690
 *
 * What Mines shows under Game > Specific… once the first click has been
 * made: the size, then the start cell (x, y from 0, column then row) that
 * click opened, then the mine layout as a bitmap in hexadecimal (W × H bits
 * in reading order, the first cell the highest bit of the first digit),
 * after 'm' masked by Mines' SHA-1 obfuscation or after 'u' (or nothing)
 * plain.  The start cell may be left out ("9x9:m…", the form Mines keeps
 * in its save files): then nothing is open.  Settings between the size and
 * the colon (n<mines>, a, X<x>, Y<y>) only steer Mines' generator and are
 * skipped; the layout says how many mines there are.
 *
 * The puzzle read is what a player sees at the start: the cells the first
 * click opens (the start cell, and around every 0 opened the cells next to
 * it, as Mines spreads) show their numbers, the total is given (Mines
 * always shows it), and the layout becomes the drawn one (Draw Mines).
 * A random seed ("9x9n10#1234") or a game whose mines are not placed yet
 * ("9x9:r10,u,…") does not hold a grid: it is refused, saying so.
 *
 * One ID a line, alone or at the end of a link to Mines on the web
 * (".../mines.html#9x9:4,3,m…"); blank lines and lines starting with '#'
 * are skipped.  Written back, a puzzle becomes a 'u' ID with its drawn
 * layout and a start cell whose click opens exactly the numbers shown.
 */
#include "genres/mines/mines-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#define SHA1_LENGTH 20
#define WEB_PAGE "mines.html#"

/* --- Mines' masking -------------------------------------------------------------- */

/* XORs @target with the mask Mines makes from @seed: the SHA-1 digests of
 * @seed followed by "0", "1", "2", … in decimal, one after another. */
static void
xor_mask (const guint8 *seed, gsize seed_length, guint8 *target, gsize target_length)
{
  guint8 digest[SHA1_LENGTH];
  gsize used = SHA1_LENGTH;
  guint counter = 0;

  for (gsize i = 0; i < target_length; i++)
    {
      if (used == SHA1_LENGTH)
        {
          g_autoptr (GChecksum) sha1 = g_checksum_new (G_CHECKSUM_SHA1);
          char number[16];
          gsize length = SHA1_LENGTH;

          g_checksum_update (sha1, seed, (gssize) seed_length);
          g_snprintf (number, sizeof number, "%u", counter++);
          g_checksum_update (sha1, (const guchar *) number, (gssize) strlen (number));
          g_checksum_get_digest (sha1, digest, &length);
          used = 0;
        }
      target[i] ^= digest[used++];
    }
}

/* The bits past the grid's last cell stay 0 after each half is masked. */
static void
clear_padding (guint8 *bitmap, guint bits)
{
  if (bits % 8)
    bitmap[bits / 8] &= (guint8) (0xFF00 >> (bits % 8));
}

/* Undoes the masking of an 'm' ID.  Mines splits the bytes in two (the
 * first half rounded down), masks the first half by the second, then the
 * second by the masked first; undoing runs the two steps backwards. */
static void
unmask_bitmap (guint8 *bitmap, guint bits)
{
  gsize bytes = (bits + 7) / 8;
  gsize first = bytes / 2;

  xor_mask (bitmap, first, bitmap + first, bytes - first);
  clear_padding (bitmap, bits);
  xor_mask (bitmap + first, bytes - first, bitmap, first);
  clear_padding (bitmap, bits);
}

/* --- Reading ------------------------------------------------------------------------ */

typedef struct {
  const char *line;     /* the whole line: columns count from its start */
  guint       number;
  const char *p;        /* where reading is */
} Reader;

static guint
column_at (const Reader *reader, const char *at)
{
  gssize bytes = at - reader->line;

  if (g_utf8_validate (reader->line, bytes, NULL))
    return (guint) g_utf8_strlen (reader->line, bytes) + 1;
  return (guint) bytes + 1;
}

/* "'g'", "a space", "the end of the line": the character at @at, named. */
static char *
name_char (const char *at)
{
  if (*at == '\0')
    return g_strdup (_("the end of the line"));
  if (g_ascii_isgraph (*at))
    return g_strdup_printf ("'%c'", *at);
  if (g_ascii_isspace (*at))
    return g_strdup (_("a space"));
  return g_strdup (_("this character"));
}

static gboolean G_GNUC_PRINTF (5, 6)
fail_at (const Reader *reader, const char *at, WpError code, GError **error, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, code, "%u:%u: %s", reader->number, column_at (reader, at), what);
  return FALSE;
}

/* A decimal number at reader->p, saturating at G_MAXUINT; FALSE when no
 * digit is there. */
static gboolean
read_number (Reader *reader, guint *value)
{
  guint64 sum = 0;

  if (!g_ascii_isdigit (*reader->p))
    return FALSE;
  for (; g_ascii_isdigit (*reader->p); reader->p++)
    sum = MIN (sum * 10 + (guint) (*reader->p - '0'), (guint64) G_MAXUINT);
  *value = (guint) sum;
  return TRUE;
}

/* "30x16n99a" up to the ':' (or the '#' of a seed). */
static gboolean
read_params (Reader *reader, guint *width, guint *height, GError **error)
{
  const char *start = reader->p;
  guint ignored;

  if (!read_number (reader, width))
    {
      g_autofree char *seen = name_char (reader->p);

      return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                      _("%s where a Mines game ID starts with its size (as in 9x9:…)"), seen);
    }
  *height = *width;
  if (*reader->p == 'x')
    {
      reader->p++;
      if (!read_number (reader, height))
        {
          g_autofree char *seen = name_char (reader->p);

          return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                          _("%s where the height follows the 'x' (as in 9x9:…)"), seen);
        }
    }
  if (*width < WP_MINES_MIN_SIZE || *width > WP_MINES_MAX_SIZE ||
      *height < WP_MINES_MIN_SIZE || *height > WP_MINES_MAX_SIZE)
    return fail_at (reader, start, WP_ERROR_INVALID, error,
                    _("a %u×%u grid (Minesweeper grids run from %u to %u cells a side)"),
                    *width, *height, WP_MINES_MIN_SIZE, WP_MINES_MAX_SIZE);
  /* The generator's settings: the layout says all they could. */
  while (*reader->p != '\0' && *reader->p != ':' && *reader->p != '#')
    {
      char setting = *reader->p;

      if (setting == 'a')
        {
          reader->p++;
          continue;
        }
      if ((setting == 'n' || setting == 'X' || setting == 'Y') && g_ascii_isdigit (reader->p[1]))
        {
          reader->p++;
          read_number (reader, &ignored);
          /* Mines lets the mine count carry a decimal point. */
          while (setting == 'n' && (*reader->p == '.' || g_ascii_isdigit (*reader->p)))
            reader->p++;
          continue;
        }
      {
        g_autofree char *seen = name_char (reader->p);

        return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                        _("%s is not a Mines setting (after the size come n, a, X or Y, then ':' and the description)"),
                        seen);
      }
    }
  if (*reader->p == '#')
    return fail_at (reader, reader->p, WP_ERROR_UNSUPPORTED, error,
                    _("a random seed, not a grid: open the game in Mines, make the first click, "
                      "then copy the game ID (Game > Specific…)"));
  if (*reader->p == '\0')
    return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                    _("no ':' after the size (a Mines game ID reads 9x9:…, the grid after the colon)"));
  reader->p++;
  return TRUE;
}

/* "4,3," — the start cell, when the description has one. */
static gboolean
read_start (Reader *reader, guint width, guint height, gint *x, gint *y, GError **error)
{
  guint value;

  *x = *y = -1;
  if (!g_ascii_isdigit (*reader->p))
    return TRUE;
  for (guint axis = 0; axis < 2; axis++)
    {
      const char *at = reader->p;
      guint limit = axis == 0 ? width : height;

      if (!read_number (reader, &value))
        {
          g_autofree char *seen = name_char (reader->p);

          return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                          _("%s where the start cell's y follows its x (as in 4,3,m…)"), seen);
        }
      if (value >= limit)
        return fail_at (reader, at, WP_ERROR_INVALID, error,
                        axis == 0 ? _("the start cell's x is %u, outside the grid (x runs from 0 to %u)")
                                  : _("the start cell's y is %u, outside the grid (y runs from 0 to %u)"),
                        value, limit - 1);
      if (*reader->p != ',')
        {
          g_autofree char *seen = name_char (reader->p);

          return fail_at (reader, reader->p, WP_ERROR_PARSE, error,
                          _("%s where a ',' follows the start cell's %s"), seen, axis == 0 ? "x" : "y");
        }
      reader->p++;
      *(axis == 0 ? x : y) = (gint) value;
    }
  return TRUE;
}

/* The bitmap in hexadecimal, exactly as many digits as the grid takes,
 * into @layout (1 a mine). */
static gboolean
read_bitmap (Reader *reader, guint width, guint height, gboolean masked, gint *layout, GError **error)
{
  guint bits = width * height;
  guint digits = (bits + 3) / 4;
  gsize length = strlen (reader->p);
  g_autofree guint8 *bitmap = g_new0 (guint8, (bits + 7) / 8);

  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (reader->p[i]))
      {
        g_autofree char *seen = name_char (reader->p + i);

        return fail_at (reader, reader->p + i, WP_ERROR_PARSE, error,
                        _("%s is not a hexadecimal digit (the mine layout is written in 0–9 and a–f)"), seen);
      }
  if (length != digits)
    return fail_at (reader, reader->p + MIN (length, digits), WP_ERROR_PARSE, error,
                    length < digits ? _("the mine layout is too short: %u hexadecimal digits where a %u×%u grid takes %u")
                                    : _("the mine layout is too long: %u hexadecimal digits where a %u×%u grid takes %u"),
                    (guint) MIN (length, G_MAXUINT), width, height, digits);
  for (guint i = 0; i < digits; i++)
    bitmap[i / 2] |= (guint8) (g_ascii_xdigit_value (reader->p[i]) << (i % 2 ? 0 : 4));
  if (masked)
    unmask_bitmap (bitmap, bits);
  for (guint cell = 0; cell < bits; cell++)
    layout[cell] = (bitmap[cell / 8] >> (7 - cell % 8)) & 1;
  return TRUE;
}

/* What Mines' first click at @start opens: the cell, and around each
 * opened 0 every cell next to it (none of them a mine).  @open is set. */
static void
open_from (const WpPuzzle *puzzle, const gint *layout, guint start, gboolean *open)
{
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (guint));

  open[start] = TRUE;
  g_array_append_val (queue, start);
  for (guint next = 0; next < queue->len; next++)
    {
      guint cell = g_array_index (queue, guint, next);
      guint around[8];
      guint n;

      if (wp_mines_number_of (puzzle, layout, cell) != 0)
        continue;
      n = wp_mines_neighbours (puzzle, cell, around);
      for (guint i = 0; i < n; i++)
        if (!open[around[i]])
          {
            open[around[i]] = TRUE;
            g_array_append_val (queue, around[i]);
          }
    }
}

/* Where the ID starts on @line: past spaces, and past the page of a link
 * to Mines on the web, which carries the ID after "mines.html#". */
static const char *
id_start (const char *line)
{
  const char *page = strstr (line, WEB_PAGE);

  return page ? page + strlen (WEB_PAGE) : wp_lines_skip_spaces (line);
}

/* The puzzle a player of the ID on @line sees at the start. */
static WpPuzzle *
read_id (const char *line, guint number, GError **error)
{
  Reader reader = { line, number, id_start (line) };
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree gint *layout = NULL;
  g_autofree gboolean *open = NULL;
  const char *start_at;
  guint width = 0, height = 0, total = 0;
  gint x, y;
  gboolean masked = FALSE;

  if (!read_params (&reader, &width, &height, error))
    return NULL;
  if (*reader.p == 'r')
    {
      fail_at (&reader, reader.p, WP_ERROR_UNSUPPORTED, error,
               _("the mines are not placed yet (Mines places them at the first click): make the first click "
                 "in Mines, then copy the game ID (Game > Specific…)"));
      return NULL;
    }
  start_at = reader.p;
  if (!read_start (&reader, width, height, &x, &y, error))
    return NULL;
  if (*reader.p == 'm' || *reader.p == 'u')
    masked = *reader.p++ == 'm';
  layout = g_new0 (gint, width * height);
  if (!read_bitmap (&reader, width, height, masked, layout, error))
    return NULL;
  if (x >= 0 && layout[y * width + x] == 1)
    {
      fail_at (&reader, start_at, WP_ERROR_INVALID, error,
               _("the start cell (x %d, y %d) holds a mine: the first click would lose"), x, y);
      return NULL;
    }

  puzzle = wp_mines_new (width, height);
  open = g_new0 (gboolean, width * height);
  if (x >= 0)
    open_from (puzzle, layout, (guint) y * width + (guint) x, open);
  for (guint cell = 0; cell < width * height; cell++)
    {
      total += (guint) layout[cell];
      if (open[cell])
        wp_mines_set_number (puzzle, cell, (gint) wp_mines_number_of (puzzle, layout, cell));
    }
  wp_mines_set_total (puzzle, (gint) total);
  ((WpMinesParams *) puzzle->params)->drawn = g_steal_pointer (&layout);
  return g_steal_pointer (&puzzle);
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_auto (WpLines) lines = { 0 };

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines))
    {
      const char *start;
      WpPuzzle *puzzle;

      if (strlen (lines.line->str) != lines.line->len)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the line holds a NUL character"), lines.number);
          return NULL;
        }
      g_strchomp (lines.line->str);
      start = wp_lines_skip_spaces (lines.line->str);
      if (*start == '\0' || *start == '#')
        continue;
      puzzle = read_id (lines.line->str, lines.number, error);
      if (puzzle == NULL || !wp_read_budget_add (puzzles, puzzle, lines.number, error))
        return NULL;
    }
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("1: no Mines game ID found (one a line, as in 9x9:4,3,m…)"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing ------------------------------------------------------------------------ */

/* A decimal number at @p, saturating; @p moves past it. */
static guint
skip_number (const char **p)
{
  guint64 sum = 0;

  for (; g_ascii_isdigit (**p); (*p)++)
    sum = MIN (sum * 10 + (guint) (**p - '0'), (guint64) G_MAXUINT);
  return (guint) sum;
}

/* Whether the description after the colon has a Mines shape: a
 * generator's 'r' state, or a start cell and/or 'm' or 'u', then nothing
 * but hexadecimal digits (exactly as many as @cells take when neither
 * comes first).  Other Simon Tatham games' descriptions (letters for
 * runs of blanks) read differently. */
static gboolean
looks_like_description (const char *p, guint64 cells)
{
  gboolean marked = FALSE;
  gsize digits;

  if (*p == 'r')
    return g_ascii_isdigit (p[1]);
  if (g_ascii_isdigit (*p))
    {
      skip_number (&p);
      if (*p++ != ',' || !g_ascii_isdigit (*p))
        return FALSE;
      skip_number (&p);
      if (*p++ != ',')
        return FALSE;
      marked = TRUE;
    }
  if (*p == 'm' || *p == 'u')
    {
      p++;
      marked = TRUE;
    }
  for (digits = 0; g_ascii_isxdigit (p[digits]); digits++)
    ;
  /* "9x9:4,4,m" with its mines cut off is still a Mines ID, and the
   * reader says what is missing. */
  if ((digits == 0 && !marked) || *wp_lines_skip_spaces (p + digits) != '\0')
    return FALSE;
  return marked || digits == (cells + 3) / 4;
}

/* SURE on a first line shaped like a Mines game ID or random seed. */
static WpSniff
sniff (const char *data)
{
  g_auto (WpLines) lines = { 0 };

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines))
    {
      const char *p = wp_lines_skip_spaces (lines.line->str);
      guint width, height;

      if (*p == '\0' || *p == '#')
        continue;
      p = id_start (p);
      /* A negative size ("-3x9:…") is a Mines ID the reader refuses by
       * name, not a Sudoku row with a ':' in it. */
      p += *p == '-';
      if (!g_ascii_isdigit (*p))
        return WP_SNIFF_NO;
      width = height = skip_number (&p);
      if (*p == 'x' && (g_ascii_isdigit (p[1]) || (p[1] == '-' && g_ascii_isdigit (p[2]))))
        {
          p += 1 + (p[1] == '-');
          height = skip_number (&p);
        }
      while (*p == 'a' || ((*p == 'n' || *p == 'X' || *p == 'Y') && g_ascii_isdigit (p[1])))
        for (p++; g_ascii_isdigit (*p) || *p == '.'; p++)
          ;
      if (*p == '#')
        return g_ascii_isgraph (p[1]) ? WP_SNIFF_SURE : WP_SNIFF_NO;
      return *p == ':' && looks_like_description (p + 1, (guint64) width * height) ? WP_SNIFF_SURE : WP_SNIFF_NO;
    }
  return WP_SNIFF_NO;
}

/* --- Writing -------------------------------------------------------------------------- */

static gboolean G_GNUC_PRINTF (4, 5)
refuse_cell (const WpPuzzle *puzzle, guint cell, GError **error, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
               /* Translators: "row 2, column 5: a given mine has no place in a Mines game ID" */
               _("row %u, column %u: %s"), cell / puzzle->width + 1, cell % puzzle->width + 1, what);
  return FALSE;
}

/* Every revealed number agrees with @layout, and the puzzle says nothing
 * a Mines game ID cannot (given mines or safe cells, another total). */
static gboolean
check_expressible (const WpPuzzle *puzzle, const gint *layout, GError **error)
{
  gint total = wp_mines_get_total (puzzle);
  gint mines = 0;

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      gint number = wp_mines_get_number (puzzle, cell);

      mines += layout[cell] == 1;
      if (puzzle->cells[cell] != WP_CELL_EMPTY)
        return refuse_cell (puzzle, cell, error,
                            _("a given mine or safe cell has no place in a Mines game ID (only numbers are shown)"));
      if (number != WP_MINES_HIDDEN && layout[cell] == 1)
        return refuse_cell (puzzle, cell, error, _("the number %d stands on a mine of the layout"), number);
      if (number != WP_MINES_HIDDEN && number != (gint) wp_mines_number_of (puzzle, layout, cell))
        return refuse_cell (puzzle, cell, error, _("the number %d is not the layout's %u"),
                            number, wp_mines_number_of (puzzle, layout, cell));
    }
  if (total != WP_MINES_NO_TOTAL && total != mines)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("mines: the total is %d but the layout has %d mines (Mines shows the layout's)"),
                   total, mines);
      return FALSE;
    }
  return TRUE;
}

/* The cell whose first click opens exactly the revealed numbers; -1 when
 * none is revealed, -2 when no single click opens them. */
static gint
find_start (const WpPuzzle *puzzle, const gint *layout)
{
  guint n = wp_puzzle_n_cells (puzzle);
  g_autofree gboolean *open = g_new (gboolean, n);
  gboolean any = FALSE;

  for (guint start = 0; start < n; start++)
    {
      gboolean same = TRUE;

      if (wp_mines_get_number (puzzle, start) == WP_MINES_HIDDEN)
        continue;
      any = TRUE;
      memset (open, 0, sizeof (gboolean) * n);
      open_from (puzzle, layout, start, open);
      for (guint cell = 0; cell < n && same; cell++)
        same = open[cell] == (wp_mines_get_number (puzzle, cell) != WP_MINES_HIDDEN);
      if (same)
        return (gint) start;
    }
  return any ? -2 : -1;
}

/* A 'u' ID: the drawn layout (or @solution's) and the start cell. */
static gboolean
write_id (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const gint *layout = solution ? solution : ((const WpMinesParams *) puzzle->params)->drawn;
  guint n = wp_puzzle_n_cells (puzzle);
  gint start;

  if (layout == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("a Mines game ID holds the whole mine layout: draw the mines first (Draw Mines)"));
      return FALSE;
    }
  if (!check_expressible (puzzle, layout, error))
    return FALSE;
  start = find_start (puzzle, layout);
  if (start == -2)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("the revealed numbers are not what one first click opens (Mines opens one cell, "
                     "and spreads from a 0 to every cell around it)"));
      return FALSE;
    }
  g_string_append_printf (out, "%ux%u:", puzzle->width, puzzle->height);
  if (start >= 0)
    g_string_append_printf (out, "%u,%u,", (guint) start % puzzle->width, (guint) start / puzzle->width);
  g_string_append_c (out, 'u');
  for (guint first = 0; first < n; first += 4)
    {
      guint digit = 0;

      for (guint bit = 0; bit < 4; bit++)
        digit = digit << 1 | (first + bit < n && layout[first + bit] == 1);
      g_string_append_c (out, "0123456789abcdef"[digit]);
    }
  g_string_append_c (out, '\n');
  return TRUE;
}

/* Game IDs are found by their content, in any file and on standard input. */
static const char *const extensions[] = { NULL };

const WpTextFormat wp_mines_sgt_format = {
  .id = "sgt-mines",
  .name = N_("Simon Tatham's Mines game ID"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_id,
};
