/* lightsout-text.c — the plain notation for Lights Out (.lights)
 *
 *     # the classic board, every light on
 *     neighbourhood plus
 *     11111
 *     11111
 *     11111
 *     11111
 *     11111
 *
 * One line per row of lights: '1' on, '0' off (spaces between them are
 * ignored).  Before the rows, optional directives: "neighbourhood plus"
 * (the default) or "neighbourhood square", and "torus" for edges that
 * wrap.  '#' starts a comment line; blank lines separate puzzles, and
 * directives speak for the next puzzle only.  Givens of the presses have
 * no notation here (save as .wellposed to keep them).  Errors name the
 * line, and the column when one character is wrong.
 */
#include "genres/lightsout/lightsout-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  GPtrArray               *puzzles;
  /* The puzzle being read. */
  GByteArray              *lights;          /* row after row */
  guint                    width;
  guint                    height;
  guint                    first_line;      /* its first row or directive; 0: none yet */
  WpLightsOutNeighbourhood neighbourhood;
  gboolean                 torus;
} Parser;

/* A directive starts with a word of two letters or more ("torus"); a row
 * with a stray letter ("x0101") is a row, whose bad character is named. */
static gboolean
is_directive (const char *line)
{
  const char *p = wp_lines_skip_spaces (line);
  guint n = 0;

  while (g_ascii_isalpha (p[n]))
    n++;
  return n >= 2 && (p[n] == '\0' || g_ascii_isspace (p[n]));
}

static void
reset (Parser *parser)
{
  g_byte_array_set_size (parser->lights, 0);
  parser->width = parser->height = parser->first_line = 0;
  parser->neighbourhood = WP_LIGHTSOUT_PLUS;
  parser->torus = FALSE;
}

static gboolean
parse_directive (gpointer data, const char *line, guint number, GError **error)
{
  Parser *parser = data;
  char *word[3] = { NULL, NULL, NULL };
  guint n;

  if (parser->height > 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: a directive after the rows (directives come before the rows of their puzzle)"),
                   number);
      return FALSE;
    }
  /* Two words at most are looked at: a "torus" line with 30 million
   * spaces after it was split whole, and echoed whole in the message. */
  n = wp_lines_first_words (line, 2, word);
  if (n >= 1 && (g_str_equal (word[0], "neighbourhood") || g_str_equal (word[0], "neighborhood")) && n == 2 &&
      wp_lightsout_neighbourhood_parse (word[1], &parser->neighbourhood))
    ;
  else if (n >= 1 && g_str_equal (word[0], "torus") && n == 1)
    parser->torus = TRUE;
  else
    {
      g_autofree char *trimmed = g_strstrip (g_strdup (wp_lines_skip_spaces (line)));
      g_autofree char *shown = wp_text_excerpt (trimmed, 40);

      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: unknown directive “%s” (expected “neighbourhood plus”, “neighbourhood square” "
                     "or “torus”)"),
                   number, (guint) (wp_lines_skip_spaces (line) - line) + 1, shown);
      wp_lines_free_words (word);
      return FALSE;
    }
  wp_lines_free_words (word);
  if (parser->first_line == 0)
    parser->first_line = number;
  return TRUE;
}

static gboolean
parse_row (gpointer data, const char *line, guint number, GError **error)
{
  Parser *parser = data;
  guint column = 0, width = 0;

  for (const char *p = line; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      column++;
      if (c < 128 && g_ascii_isspace ((char) c))
        continue;
      if (c != '0' && c != '1')
        {
          char shown[8] = { 0 };

          g_unichar_to_utf8 (c, shown);
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u:%u: '%s' is not a light (write 1 for on, 0 for off)"), number, column, shown);
          return FALSE;
        }
      if (++width > WP_LIGHTSOUT_MAX_SIZE)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%u:%u: more than %u lights in a row (Lights Out grids are 1×1 to %u×%u)"),
                       number, column, WP_LIGHTSOUT_MAX_SIZE, WP_LIGHTSOUT_MAX_SIZE, WP_LIGHTSOUT_MAX_SIZE);
          return FALSE;
        }
      g_byte_array_append (parser->lights, (const guint8[]) { c == '1' }, 1);
    }
  if (parser->height > 0 && width != parser->width)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: has %u lights, but the rows above have %u"), number, width, parser->width);
      return FALSE;
    }
  if (++parser->height > WP_LIGHTSOUT_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: more than %u rows (the puzzle starts on line %u)"),
                   number, WP_LIGHTSOUT_MAX_SIZE, parser->first_line);
      return FALSE;
    }
  parser->width = width;
  if (parser->first_line == 0)
    parser->first_line = number;
  return TRUE;
}

/* The puzzle read so far, if any, noticed ending on line @number. */
static gboolean
close_puzzle (gpointer data, guint number, GError **error)
{
  Parser *parser = data;
  WpPuzzle *puzzle;

  if (parser->first_line == 0)
    return TRUE;
  if (parser->height == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: the directives from line %u have no rows of lights after them"),
                   number, parser->first_line);
      return FALSE;
    }
  puzzle = wp_lightsout_new (parser->width, parser->height);
  memcpy ((guint8 *) wp_lightsout_get_lights (puzzle), parser->lights->data, parser->lights->len);
  wp_lightsout_set_neighbourhood (puzzle, parser->neighbourhood);
  wp_lightsout_set_torus (puzzle, parser->torus);
  if (!wp_read_budget_add (parser->puzzles, puzzle, number, error))
    return FALSE;
  reset (parser);
  return TRUE;
}

static const WpBlockReader block_reader = { is_directive, parse_directive, parse_row, close_puzzle };

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GByteArray) lights = g_byte_array_new ();
  Parser parser = { puzzles, lights, 0, 0, 0, WP_LIGHTSOUT_PLUS, FALSE };

  if (!wp_lines_read_blocks (data, &block_reader, &parser, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: no puzzle found (write one row of 0 and 1 per line)"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing --------------------------------------------------------------- */

static gboolean
is_known_directive (const char *start, const char *end)
{
  /* A directive is short: a long line is none (the sniffer runs on every
   * file read, and split a first line of 62 million spaces whole). */
  g_autofree char *line = end - start <= 64 ? g_strndup (start, (gsize) (end - start)) : NULL;
  char *words[3] = { NULL, NULL, NULL };
  WpLightsOutNeighbourhood neighbourhood;
  gboolean known;
  guint n;

  if (line == NULL)
    return FALSE;
  g_strdelimit (line, "\r", ' ');
  n = wp_lines_first_words (line, 2, words);
  if (n >= 1 && g_str_equal (words[0], "torus"))
    known = n == 1;
  else
    known = n == 2 && (g_str_equal (words[0], "neighbourhood") || g_str_equal (words[0], "neighborhood")) &&
            wp_lightsout_neighbourhood_parse (words[1], &neighbourhood);
  wp_lines_free_words (words);
  return known;
}

static gboolean
is_light_row (const char *start, const char *end)
{
  gboolean any = FALSE;

  for (const char *p = start; p < end; p++)
    {
      if (g_ascii_isspace (*p))
        continue;
      if (*p != '0' && *p != '1')
        return FALSE;
      any = TRUE;
    }
  return any;
}

/* SURE on a directive, which nothing else writes; only MAYBE on a row of
 * 0 and 1, which a Sudoku line of 0s and 1s also is. */
static WpSniff
sniff (const char *data)
{
  const char *line = data;

  while (*line)
    {
      const char *end = strchr (line, '\n');
      const char *start = line;

      if (end == NULL)
        end = line + strlen (line);
      while (start < end && g_ascii_isspace (*start))
        start++;
      if (start < end && *start != '#')
        {
          if (is_known_directive (start, end))
            return WP_SNIFF_SURE;
          return is_light_row (start, end) ? WP_SNIFF_MAYBE : WP_SNIFF_NO;
        }
      if (*end == '\0')
        break;
      line = end + 1;
    }
  return WP_SNIFF_NO;
}

/* --- Writing ------------------------------------------------------------------ */

/* The lights of @puzzle; with @solution, the presses that turn them all
 * off, under a comment saying so (read back, they are a puzzle whose
 * lights are those presses). */
static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const guint8 *lights = wp_lightsout_get_lights (puzzle);

  if (out->len > 0)
    g_string_append_c (out, '\n');   /* a blank line between puzzles */
  if (solution)
    g_string_append (out, "# presses (1) that turn every light off\n");
  if (wp_lightsout_get_neighbourhood (puzzle) != WP_LIGHTSOUT_PLUS)
    g_string_append_printf (out, "neighbourhood %s\n",
                            wp_lightsout_neighbourhood_id (wp_lightsout_get_neighbourhood (puzzle)));
  if (wp_lightsout_get_torus (puzzle))
    g_string_append (out, "torus\n");
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        {
          guint cell = r * puzzle->width + c;

          g_string_append_c (out, (solution ? solution[cell] > 0 : lights[cell] != 0) ? '1' : '0');
        }
      g_string_append_c (out, '\n');
    }
  return TRUE;
}

static const char *const extensions[] = { ".lights", NULL };

const WpTextFormat wp_lightsout_text_format = {
  .id = "lights",
  .name = N_("Lights Out text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
