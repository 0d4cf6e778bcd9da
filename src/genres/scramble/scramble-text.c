/* scramble-text.c — the plain notation for Scramble Squares (.scramble)
 *
 *     # the 3×3 puzzle as sold
 *     size 3
 *     1+ 2- 3+ 4-
 *     … (9 pieces in all)
 *
 * "size N" (2 to 5) starts a puzzle; then N² lines, one per piece, each
 * its four edges clockwise from the top: a picture number (1 to 99) and a
 * half, + or - (the minus sign − too; commas may separate edges).  An
 * optional "pictures K" before the pieces (after "size", or before it for
 * the first puzzle) says how many pictures the generator draws from.  '#' starts a comment; blank lines are ignored.
 * Several puzzles follow one another, each from its "size".  Givens of
 * the placements have no notation here (save as .wellposed to keep them).
 * Errors name the line and, for a bad edge, the column.
 */
#include "genres/scramble/scramble-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- One piece ---------------------------------------------------------------- */

/* ↑ → ↓ ←: the board writes a piece's edges with the side each is on. */
static gboolean
is_side_arrow (gunichar c)
{
  return c == 0x2191 || c == 0x2192 || c == 0x2193 || c == 0x2190;
}

static gboolean
is_separator (gunichar c)
{
  return c == ',' || (c < 128 && g_ascii_isspace ((char) c));
}

/* One edge at @p ("12+", "3-", "3−"); the characters it took in *@length. */
static gboolean
parse_edge (const char *p, gint *edge, const char **end)
{
  gint number = 0;
  guint digits = 0;
  gunichar half;

  while (g_ascii_isdigit (*p) && digits < 4)
    {
      number = number * 10 + (*p - '0');
      digits++;
      p++;
    }
  if (digits == 0 || digits > 2 || number < 1 || number > WP_SCRAMBLE_MAX_PICTURE)
    return FALSE;
  half = g_utf8_get_char (p);
  if (half != '+' && half != '-' && half != 0x2212)
    return FALSE;
  p = g_utf8_next_char (p);
  if (*p && !is_separator (g_utf8_get_char (p)))
    return FALSE;
  *edge = half == '+' ? number : -number;
  *end = p;
  return TRUE;
}

gboolean
wp_scramble_parse_piece (const char *text, gint edges[4], guint *bad_column, GError **error)
{
  const char *p = text;
  guint n = 0;

  if (!g_utf8_validate (text, -1, NULL))
    {
      if (bad_column)
        *bad_column = 1;
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("the text is not UTF-8"));
      return FALSE;
    }
  while (TRUE)
    {
      const char *start, *end;
      gint edge;

      while (*p && is_separator (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (*p == '\0')
        break;
      start = p;
      if (is_side_arrow (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (bad_column)
        *bad_column = (guint) g_utf8_strlen (text, start - text) + 1;
      if (n == 4)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("more than 4 edges (a piece has four: top, right, bottom, left)"));
          return FALSE;
        }
      if (!parse_edge (p, &edge, &end))
        {
          const char *stop = start;
          g_autofree char *word = NULL;

          while (*stop && !is_separator (g_utf8_get_char (stop)))
            stop = g_utf8_next_char (stop);
          word = g_strndup (start, (gsize) (stop - start));
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("“%s” is not an edge (write a picture from 1 to %u and a half, as 3+ or 3-)"), word,
                       WP_SCRAMBLE_MAX_PICTURE);
          return FALSE;
        }
      edges[n++] = edge;
      p = end;
    }
  if (n < 4)
    {
      if (bad_column)
        *bad_column = (guint) g_utf8_strlen (text, -1) + 1;
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u edges, but a piece has four (top, right, bottom, left)"), n);
      return FALSE;
    }
  return TRUE;
}

/* --- The file ------------------------------------------------------------------- */

typedef struct {
  GPtrArray *puzzles;
  WpPuzzle  *puzzle;      /* being read; NULL before a "size" */
  guint      pieces;      /* read so far */
  guint      first_line;  /* its "size" line */
  guint      pictures;    /* from "pictures K"; 0: the size's default */
} Parser;

static gboolean
close_puzzle (Parser *parser, guint number, GError **error)
{
  guint want;

  if (parser->puzzle == NULL)
    return TRUE;
  want = wp_puzzle_n_cells (parser->puzzle);
  if (parser->pieces < want)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: the puzzle of size %u from line %u has %u pieces, but needs %u"),
                   number, parser->puzzle->width, parser->first_line, parser->pieces, want);
      return FALSE;
    }
  if (parser->pictures)
    ((WpScrambleParams *) parser->puzzle->params)->pictures = parser->pictures;
  if (!wp_read_budget_add (parser->puzzles, g_steal_pointer (&parser->puzzle), parser->first_line, error))
    return FALSE;
  parser->pieces = 0;
  parser->pictures = 0;
  return TRUE;
}

/* "size N" or "pictures K"; FALSE with no error when @line is neither. */
static gboolean
parse_directive (Parser *parser, const char *line, guint number, gboolean *handled, GError **error)
{
  const char *start = wp_lines_skip_spaces (line);
  guint column = (guint) (start - line) + 1;
  gboolean size = g_str_has_prefix (start, "size"), pictures = g_str_has_prefix (start, "pictures");
  const char *arg;
  gchar *end;
  guint64 value;

  *handled = FALSE;
  if (!g_ascii_isalpha (*start))
    return TRUE;
  *handled = TRUE;
  arg = start + (size ? 4 : pictures ? 8 : 0);
  if ((!size && !pictures) || (*arg && !g_ascii_isspace (*arg)))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: unknown directive (expected “size N” or “pictures K”)"), number, column);
      return FALSE;
    }
  arg = wp_lines_skip_spaces (arg);
  value = g_ascii_strtoull (arg, &end, 10);
  if (!g_ascii_isdigit (*arg) || *wp_lines_skip_spaces (end) != '\0' ||
      (size && (value < WP_SCRAMBLE_MIN_SIZE || value > WP_SCRAMBLE_MAX_SIZE)) ||
      (pictures && (value < 1 || value > WP_SCRAMBLE_MAX_PICTURE)))
    {
      if (size)
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: expected a size from %u to %u"),
                     number, (guint) (arg - line) + 1, WP_SCRAMBLE_MIN_SIZE, WP_SCRAMBLE_MAX_SIZE);
      else
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: expected a number of pictures from 1 to %u"),
                     number, (guint) (arg - line) + 1, WP_SCRAMBLE_MAX_PICTURE);
      return FALSE;
    }
  if (pictures)
    {
      if (parser->puzzle && parser->pieces > 0)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u: “pictures” after the pieces (write it before them)"), number);
          return FALSE;
        }
      parser->pictures = (guint) value;
      return TRUE;
    }
  if (!close_puzzle (parser, number, error))
    return FALSE;
  parser->puzzle = wp_scramble_new ((guint) value);
  parser->first_line = number;
  return TRUE;
}

static gboolean
parse_piece_line (Parser *parser, const char *line, guint number, GError **error)
{
  g_autoptr (GError) local = NULL;
  guint column = 1;
  gint edges[4];

  if (parser->puzzle == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: a piece before “size N”"), number);
      return FALSE;
    }
  if (parser->pieces == wp_puzzle_n_cells (parser->puzzle))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: a piece too many (size %u from line %u takes %u)"), number, parser->puzzle->width,
                   parser->first_line, wp_puzzle_n_cells (parser->puzzle));
      return FALSE;
    }
  if (!wp_scramble_parse_piece (line, edges, &column, &local))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%u:%u: %s", number, column, local->message);
      return FALSE;
    }
  for (guint side = 0; side < 4; side++)
    wp_scramble_set_edge (parser->puzzle, parser->pieces, side, edges[side]);
  parser->pieces++;
  return TRUE;
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  Parser parser = { puzzles, NULL, 0, 0, 0 };
  g_auto (WpLines) lines = { 0 };
  guint last = 1;
  gboolean ok = TRUE;

  wp_lines_init (&lines, data);
  while (ok && wp_lines_next (&lines))
    {
      const char *line = lines.line->str, *start = wp_lines_skip_spaces (line);
      gboolean handled;

      last = lines.number;
      if (*start == '#' || *start == '\0')
        continue;
      ok = parse_directive (&parser, line, lines.number, &handled, error) &&
           (handled || parse_piece_line (&parser, line, lines.number, error));
    }
  ok = ok && close_puzzle (&parser, last, error);
  g_clear_pointer (&parser.puzzle, wp_puzzle_free);
  if (!ok)
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: no puzzle found (start one with “size N”)"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing --------------------------------------------------------------- */

/* SURE when the first line that is not a comment says "size N" followed
 * by a piece line: nothing else writes that. */
static WpSniff
sniff (const char *data)
{
  g_auto (WpLines) lines = { 0 };
  gboolean sized = FALSE;

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines))
    {
      const char *start = wp_lines_skip_spaces (lines.line->str);
      gint edges[4];

      if (*start == '#' || *start == '\0')
        continue;
      if (!sized)
        {
          if (!g_str_has_prefix (start, "size") || !g_ascii_isspace (start[4]))
            return WP_SNIFF_NO;
          sized = TRUE;
          continue;
        }
      if (g_str_has_prefix (start, "pictures"))
        continue;
      return wp_scramble_parse_piece (start, edges, NULL, NULL) ? WP_SNIFF_SURE : WP_SNIFF_NO;
    }
  return WP_SNIFF_NO;
}

/* --- Writing ------------------------------------------------------------------ */

/* The pieces; with @solution, the pieces as they lie in it, in reading
 * order and turned as placed (read back, that list solves itself
 * unturned), under a comment saying so. */
static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const WpScrambleParams *params = puzzle->params;
  guint cells = wp_puzzle_n_cells (puzzle);

  if (out->len > 0)
    g_string_append_c (out, '\n');
  if (solution)
    g_string_append (out, "# the solution: the pieces in reading order, each turned as placed\n");
  g_string_append_printf (out, "size %u\n", puzzle->width);
  if (params->pictures != wp_scramble_default_pictures (puzzle->width))
    g_string_append_printf (out, "pictures %u\n", params->pictures);
  for (guint i = 0; i < cells; i++)
    {
      guint piece = solution ? (guint) solution[i] / 4 : i, rotation = solution ? (guint) solution[i] % 4 : 0;

      for (guint side = 0; side < 4; side++)
        {
          g_autofree char *name = wp_scramble_edge_name (wp_scramble_shown_edge (puzzle, piece, rotation, side));

          g_string_append_printf (out, side ? " %s" : "%s", name);
        }
      g_string_append_c (out, '\n');
    }
  return TRUE;
}

static const char *const extensions[] = { ".scramble", NULL };

const WpTextFormat wp_scramble_text_format = {
  .id = "scramble",
  .name = N_("Scramble Squares text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
