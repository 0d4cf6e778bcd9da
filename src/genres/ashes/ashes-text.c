/* ashes-text.c — the plain notation of Laplace's Ashes (.ashes)
 *
 *     # the seed's example
 *     rule sum
 *     domain 0 9
 *     10 17 15 10
 *     15 26  ? 23
 *     11 16 20 15
 *     givens
 *      1  .  .  .
 *      .  .  .  .
 *      .  .  .  9
 *
 * One line per row of clues: whole numbers separated by spaces, '?' for
 * a clue left unknown.  Directives: "rule sum" or "rule signed" (default
 * sum), "domain LO HI" (default: any integer), and "givens", after which
 * every row of the puzzle follows again with the given values ('.' for a
 * cell left open).  '#' starts a comment line; blank lines separate
 * puzzles.  All or nothing: errors name the line and the column.
 */
#include "genres/ashes/ashes-private.h"
#include "core/wp-lines.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  WpAshesRule rule;
  gboolean    has_domain;
  gint        lo, hi;
  guint       domain_line;
  GArray     *clue_rows;    /* of GArray* of gint64, G_MININT64 = unknown */
  GArray     *given_rows;   /* the same, G_MININT64 = open */
  gboolean    in_givens;
  guint       first_line;
  guint       last_line;     /* of the last row or directive read */
} Block;

#define UNKNOWN G_MININT64

static void
free_row (gpointer data)
{
  g_array_unref (*(GArray **) data);
}

static void
block_reset (Block *block)
{
  g_clear_pointer (&block->clue_rows, g_array_unref);
  g_clear_pointer (&block->given_rows, g_array_unref);
  memset (block, 0, sizeof *block);
  block->clue_rows = g_array_new (FALSE, FALSE, sizeof (GArray *));
  block->given_rows = g_array_new (FALSE, FALSE, sizeof (GArray *));
  g_array_set_clear_func (block->clue_rows, free_row);
  g_array_set_clear_func (block->given_rows, free_row);
}

static gboolean
fail (GError **error, guint line, guint column, const char *format, ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail (GError **error, guint line, guint column, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (column)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%u:%u: %s", line, column, message);
  else
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%u: %s", line, message);
  return FALSE;
}

/* The tokens of @line with their 1-based columns (in characters): at most
 * one more than a row can hold, which is enough to refuse the row (a line
 * of 30 million tokens took 1.4 GB when split whole). */
#define MAX_TOKENS (WP_ASHES_MAX_SIZE + 1)

static GPtrArray *
tokens_of (const char *line, GArray *columns)
{
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
  const char *p = line;
  guint column = 1;

  while (*p && tokens->len < MAX_TOKENS)
    {
      const char *start;
      guint start_column;

      while (*p == ' ' || *p == '\t' || *p == '\r')
        p++, column++;
      if (*p == '\0')
        break;
      start = p;
      start_column = column;
      while (*p && *p != ' ' && *p != '\t' && *p != '\r')
        {
          p = g_utf8_next_char (p);
          column++;
        }
      g_ptr_array_add (tokens, g_strndup (start, (gsize) (p - start)));
      g_array_append_val (columns, start_column);
    }
  return tokens;
}

static gboolean
read_number (const char *token, gint64 limit, gint64 *value)
{
  return g_ascii_string_to_signed (token, 10, -limit, limit, value, NULL);
}

static gboolean
parse_directive (Block *block, GPtrArray *tokens, GArray *columns, guint line, GError **error)
{
  const char *word = g_ptr_array_index (tokens, 0);

  if (g_str_equal (word, "givens"))
    {
      if (block->in_givens)
        return fail (error, line, 1, _("“givens” comes once per puzzle"));
      if (block->clue_rows->len == 0)
        return fail (error, line, 1, _("“givens” follows the rows of clues"));
      if (tokens->len != 1)
        return fail (error, line, g_array_index (columns, guint, 1), _("“givens” takes nothing after it"));
      block->in_givens = TRUE;
      return TRUE;
    }
  if (block->clue_rows->len > 0 || block->in_givens)
    return fail (error, line, 1, _("“%s” must come before the rows of the puzzle"), word);
  if (g_str_equal (word, "rule"))
    {
      const char *rule = tokens->len == 2 ? g_ptr_array_index (tokens, 1) : NULL;

      if (g_strcmp0 (rule, "sum") == 0)
        block->rule = WP_ASHES_SUM;
      else if (g_strcmp0 (rule, "signed") == 0)
        block->rule = WP_ASHES_SIGNED;
      else
        return fail (error, line, tokens->len > 1 ? g_array_index (columns, guint, 1) : 1,
                     _("expected “rule sum” or “rule signed”"));
      return TRUE;
    }
  if (g_str_equal (word, "domain"))
    {
      gint64 lo, hi;

      if (tokens->len != 3)
        return fail (error, line, 1, _("expected “domain LO HI”"));
      for (guint i = 1; i < 3; i++)
        if (!read_number (g_ptr_array_index (tokens, i), WP_ASHES_MAX_ABS, i == 1 ? &lo : &hi))
          {
            g_autofree char *shown = wp_text_excerpt (g_ptr_array_index (tokens, i), 24);

            return fail (error, line, g_array_index (columns, guint, i),
                         _("“%s” is not a whole number from %d to %d"), shown, -WP_ASHES_MAX_ABS, WP_ASHES_MAX_ABS);
          }
      if (lo > hi)
        return fail (error, line, g_array_index (columns, guint, 1), _("the domain %lld to %lld is empty"),
                     (long long) lo, (long long) hi);
      if (hi - lo + 1 > WP_ASHES_MAX_DOMAIN)
        return fail (error, line, g_array_index (columns, guint, 1),
                     _("the domain %lld to %lld has more than %d values"), (long long) lo, (long long) hi,
                     WP_ASHES_MAX_DOMAIN);
      block->has_domain = TRUE;
      block->lo = (gint) lo;
      block->hi = (gint) hi;
      return TRUE;
    }
  return fail (error, line, 1, _("unknown directive “%s” (expected rule, domain or givens)"), word);
}

static gboolean
parse_row (Block *block, GPtrArray *tokens, GArray *columns, guint line, GError **error)
{
  GArray *rows = block->in_givens ? block->given_rows : block->clue_rows;
  const char *open = block->in_givens ? "." : "?";
  gint64 limit = block->in_givens ? WP_ASHES_MAX_ABS : WP_ASHES_MAX_CLUE;
  guint width = block->clue_rows->len ? g_array_index (block->clue_rows, GArray *, 0)->len : tokens->len;
  GArray *row;

  if (tokens->len > WP_ASHES_MAX_SIZE)
    return fail (error, line, g_array_index (columns, guint, WP_ASHES_MAX_SIZE),
                 _("a row holds at most %d cells"), WP_ASHES_MAX_SIZE);
  if (tokens->len != width)
    return fail (error, line, 0, _("this row has %u cells, but the first row has %u"), tokens->len, width);
  if (rows->len >= WP_ASHES_MAX_SIZE)
    return fail (error, line, 0, _("a puzzle holds at most %d rows"), WP_ASHES_MAX_SIZE);
  if (block->in_givens && rows->len >= block->clue_rows->len)
    return fail (error, line, 0, _("more rows of givens than rows of clues (%u)"), block->clue_rows->len);
  row = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (rows, row);
  for (guint i = 0; i < tokens->len; i++)
    {
      const char *token = g_ptr_array_index (tokens, i);
      gint64 value = UNKNOWN;

      if (!g_str_equal (token, open) && !read_number (token, limit, &value))
        {
          g_autofree char *shown = wp_text_excerpt (token, 24);

          return fail (error, line, g_array_index (columns, guint, i),
                       block->in_givens ? _("“%s” is not a given (a whole number from %lld to %lld) or “.”")
                                        : _("“%s” is not a clue (a whole number from %lld to %lld) or “?”"),
                       shown, (long long) -limit, (long long) limit);
        }
      g_array_append_val (row, value);
    }
  return TRUE;
}

/* The block read so far as a puzzle, appended to @puzzles. */
static gboolean
finish_block (Block *block, GPtrArray *puzzles, GError **error)
{
  WpPuzzle *puzzle;
  guint height = block->clue_rows->len, width;

  if (height == 0)
    {
      if (block->in_givens || block->has_domain || block->first_line)
        return fail (error, block->first_line, 0, _("a puzzle with no rows of clues"));
      return TRUE;
    }
  if (block->in_givens && block->given_rows->len != height)
    return fail (error, block->last_line, 0, _("%u rows of givens for %u rows of clues"), block->given_rows->len,
                 height);
  width = g_array_index (block->clue_rows, GArray *, 0)->len;
  puzzle = wp_ashes_new (height, width, block->rule);
  wp_ashes_set_domain (puzzle, block->has_domain, block->lo, block->hi);
  for (guint r = 0; r < height; r++)
    for (guint c = 0; c < width; c++)
      {
        gint64 clue = g_array_index (g_array_index (block->clue_rows, GArray *, r), gint64, c);

        if (clue != UNKNOWN)
          wp_ashes_set_clue (puzzle, r * width + c, clue);
        if (block->in_givens)
          {
            gint64 given = g_array_index (g_array_index (block->given_rows, GArray *, r), gint64, c);

            if (given != UNKNOWN)
              puzzle->cells[r * width + c] = wp_ashes_encode ((gint) given);
          }
      }
  return wp_read_budget_add (puzzles, puzzle, block->first_line, error);
}

static gboolean
is_directive (const char *word)
{
  return g_str_equal (word, "rule") || g_str_equal (word, "domain") || g_str_equal (word, "givens");
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_auto (WpLines) lines = { 0 };
  Block block = { 0 };
  gboolean ok = TRUE;
  guint number = 0;

  /* Line by line: splitting the whole text took 2.5 GB for 60 million
   * blank lines. */
  wp_lines_init (&lines, data);
  block_reset (&block);
  while (ok && wp_lines_next (&lines))
    {
      g_autoptr (GArray) columns = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr (GPtrArray) tokens = NULL;
      const char *first;

      number = lines.number - 1;
      if (!g_utf8_validate (lines.line->str, -1, NULL))
        {
          ok = fail (error, number + 1, 0, _("the line is not UTF-8 text"));
          break;
        }
      tokens = tokens_of (lines.line->str, columns);
      first = tokens->len ? g_ptr_array_index (tokens, 0) : NULL;
      if (first && first[0] == '#')
        continue;
      if (first == NULL)
        {
          ok = finish_block (&block, puzzles, error);
          block_reset (&block);
          continue;
        }
      if (block.first_line == 0)
        block.first_line = number + 1;
      block.last_line = number + 1;
      ok = is_directive (first) ? parse_directive (&block, tokens, columns, number + 1, error)
                                : parse_row (&block, tokens, columns, number + 1, error);
    }
  if (ok)
    ok = finish_block (&block, puzzles, error);
  g_clear_pointer (&block.clue_rows, g_array_unref);
  g_clear_pointer (&block.given_rows, g_array_unref);
  if (!ok)
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: no puzzle found"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* Sure on a directive as the first word that is not a comment: neither a
 * Sudoku line nor a Submarines row starts with "rule" or "domain".  A
 * headerless grid of numbers could be many things, so it is not claimed;
 * write() always starts with "rule". */
static WpSniff
sniff (const char *data)
{
  g_auto (WpLines) lines = { 0 };

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines) && lines.number <= 64)
    {
      g_autoptr (GArray) columns = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr (GPtrArray) tokens = tokens_of (lines.line->str, columns);
      const char *first = tokens->len ? g_ptr_array_index (tokens, 0) : NULL;

      if (first == NULL || first[0] == '#')
        continue;
      return g_str_equal (first, "rule") || g_str_equal (first, "domain") ? WP_SNIFF_SURE : WP_SNIFF_NO;
    }
  return WP_SNIFF_NO;
}

static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const gint *cells = solution ? solution : puzzle->cells;
  gint lo, hi;

  if (out->len > 0)
    g_string_append_c (out, '\n');   /* a blank line between puzzles */
  g_string_append_printf (out, "rule %s\n", wp_ashes_get_rule (puzzle) == WP_ASHES_SIGNED ? "signed" : "sum");
  if (wp_ashes_get_domain (puzzle, &lo, &hi))
    g_string_append_printf (out, "domain %d %d\n", lo, hi);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        {
          gint64 clue;

          if (c > 0)
            g_string_append_c (out, ' ');
          if (wp_ashes_get_clue (puzzle, r * puzzle->width + c, &clue))
            g_string_append_printf (out, "%" G_GINT64_FORMAT, clue);
          else
            g_string_append_c (out, '?');
        }
      g_string_append_c (out, '\n');
    }
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (cells[cell] != WP_CELL_EMPTY)
      {
        g_string_append (out, "givens\n");
        for (guint r = 0; r < puzzle->height; r++)
          {
            for (guint c = 0; c < puzzle->width; c++)
              {
                gint v = cells[r * puzzle->width + c];

                if (c > 0)
                  g_string_append_c (out, ' ');
                if (v == WP_CELL_EMPTY)
                  g_string_append_c (out, '.');
                else
                  g_string_append_printf (out, "%d", wp_ashes_decode (v));
              }
            g_string_append_c (out, '\n');
          }
        break;
      }
  return TRUE;
}

static const char *const extensions[] = { ".ashes", NULL };

const WpTextFormat wp_ashes_text_format = {
  .id = "ashes",
  .name = N_("Laplace's Ashes text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
