/* logic-text.c — the plain notation for logic grids (.logic)
 *
 *     # seed 001
 *     friend: Ada, Bea, Cy, Dot
 *     pet "keeps the {}": cat, dog, fish, bird
 *     drink "drinks {}": tea, cocoa, juice, water
 *     city "lives in {}": Bath, Hull, Leeds, York
 *
 *     Ada = tea
 *     cat = York
 *     of Bea, Dot: one = juice, other = Leeds
 *     Ada != dog
 *
 * Category lines first: a name, an optional quoted phrase ("{}" stands
 * for the item; the first category's default is the bare name, the
 * others' "has {}"), a colon and the items; a trailing "(ordered)" marks
 * the category positional clues count along.  A blank line, then one clue
 * per line: X = Y, X != Y, X = Y | Z, of X, Y: one = Z, other = W, and
 * X left-of / just-left-of / next-to / not-next-to Y.  '#' starts a
 * comment.  One puzzle per file; givens have no notation of their own and
 * are written as "=" clues.  Errors name the line and the column.
 *
 * An optional intended solution ends the file, which no clue may follow:
 *
 *     solution:
 *     Ada: cat, tea, York
 *     Bea: dog, juice, Leeds
 *     …
 *
 * one line per item of the first category, then its items of the other
 * categories in any order, one each.  It steers suggestions and names
 * false clues; it does not constrain the count.
 */
#include "genres/logic/logic-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct {
  guint      line;
  char      *name;
  char      *phrase;        /* NULL: the default */
  gboolean   ordered;
  GPtrArray *items;         /* of char* */
  GArray    *columns;       /* of guint: where each item starts */
} CategoryLine;

static void
category_line_free (gpointer data)
{
  CategoryLine *category = data;

  g_free (category->name);
  g_free (category->phrase);
  g_ptr_array_unref (category->items);
  g_array_unref (category->columns);
  g_free (category);
}

/* The text between @start and @end without surrounding spaces, and the
 * 1-based column where it starts in @line. */
static char *
trimmed (const char *line, const char *start, const char *end, guint *column)
{
  while (start < end && g_ascii_isspace (*start))
    start++;
  while (end > start && g_ascii_isspace (end[-1]))
    end--;
  if (column)
    *column = (guint) (start - line) + 1;
  return g_strndup (start, (gsize) (end - start));
}

static gboolean
ends_with_ordered (char *text)
{
  static const char mark[] = "(ordered)";
  gsize n = strlen (g_strchomp (text));

  if (n < sizeof mark - 1 || g_ascii_strcasecmp (text + n - (sizeof mark - 1), mark) != 0)
    return FALSE;
  text[n - (sizeof mark - 1)] = '\0';
  return TRUE;
}

/* "name "phrase": item, item, … (ordered)" */
static CategoryLine *
parse_category (const char *line, guint number, GError **error)
{
  const char *colon = strchr (line, ':');
  g_autofree char *rest = NULL;
  CategoryLine *category;
  const char *quote;
  guint column;

  if (colon == NULL)
    {
      g_free (trimmed (line, line, line + strlen (line), &column));
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: expected a category “name: item, item, …” (a blank line ends the categories and "
                     "starts the clues)"),
                   number, column);
      return NULL;
    }
  category = g_new0 (CategoryLine, 1);
  category->line = number;
  category->items = g_ptr_array_new_with_free_func (g_free);
  category->columns = g_array_new (FALSE, FALSE, sizeof (guint));
  quote = memchr (line, '"', (gsize) (colon - line));
  if (quote)
    {
      const char *close = memchr (quote + 1, '"', (gsize) (colon - quote - 1));

      if (close == NULL)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: the phrase has no closing “\"”"), number,
                       (guint) (quote - line) + 1);
          category_line_free (category);
          return NULL;
        }
      category->phrase = g_strndup (quote + 1, (gsize) (close - quote - 1));
      category->name = trimmed (line, line, quote, NULL);
    }
  else
    category->name = trimmed (line, line, colon, NULL);
  rest = g_strdup (colon + 1);
  category->ordered = ends_with_ordered (rest);
  for (const char *p = rest; ; )
    {
      const char *comma = strchr (p, ',');
      const char *end = comma ? comma : p + strlen (p);
      char *item = trimmed (rest, p, end, &column);

      g_ptr_array_add (category->items, item);
      column += (guint) (colon + 1 - line);
      g_array_append_val (category->columns, column);
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  return category;
}

/* The categories read so far as a puzzle; item names checked here so
 * errors can name the line and the column. */
static WpPuzzle *
build_puzzle (GPtrArray *categories, GError **error)
{
  const CategoryLine *first = g_ptr_array_index (categories, 0);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (WpPuzzle) puzzle = NULL;
  guint n_items = first->items->len;

  if (categories->len < WP_LOGIC_MIN_CATEGORIES || categories->len > WP_LOGIC_MAX_CATEGORIES)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: %u categories, but a logic grid has %u to %u"),
                   first->line, categories->len, WP_LOGIC_MIN_CATEGORIES, WP_LOGIC_MAX_CATEGORIES);
      return NULL;
    }
  for (guint c = 0; c < categories->len; c++)
    {
      const CategoryLine *category = g_ptr_array_index (categories, c);

      if (category->items->len != n_items || n_items < WP_LOGIC_MIN_ITEMS || n_items > WP_LOGIC_MAX_ITEMS)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u: the category “%s” has %u items, but every category needs the same number, "
                         "%u to %u (the first has %u)"),
                       category->line, category->name, category->items->len, WP_LOGIC_MIN_ITEMS,
                       WP_LOGIC_MAX_ITEMS, n_items);
          return NULL;
        }
      for (guint i = 0; i < n_items; i++)
        if (!g_hash_table_add (seen, g_ptr_array_index (category->items, i)))
          {
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("%u:%u: the item “%s” is named twice (names must be unique across the puzzle)"),
                         category->line, g_array_index (category->columns, guint, i),
                         (const char *) g_ptr_array_index (category->items, i));
            return NULL;
          }
    }
  puzzle = wp_logic_new (categories->len, n_items);
  for (guint c = 0; c < categories->len; c++)
    {
      const CategoryLine *category = g_ptr_array_index (categories, c);
      WpLogicParams *params = puzzle->params;
      WpLogicCategory *slot = &params->categories[c];

      g_free (slot->name);
      slot->name = g_strdup (category->name);
      if (category->phrase)
        {
          g_free (slot->phrase);
          slot->phrase = g_strdup (category->phrase);
        }
      slot->ordered = category->ordered;
      for (guint i = 0; i < n_items; i++)
        {
          g_free (slot->items[i]);
          slot->items[i] = g_strdup (g_ptr_array_index (category->items, i));
        }
    }
  if (!puzzle->genre->validate (puzzle, error))
    {
      g_prefix_error (error, "%u: ", first->line);
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

/* Looks up the item between @start and @end of @line. */
static gboolean
item_at (const WpPuzzle *puzzle, const char *line, const char *start, const char *end, guint number,
         gint *code, GError **error)
{
  guint column;
  g_autofree char *name = trimmed (line, start, end, &column);

  if (*name == '\0')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: expected an item"), number, column);
      return FALSE;
    }
  if (!wp_logic_find_item (puzzle, name, code))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: “%s” is not an item of any category above"), number,
                   column, name);
      return FALSE;
    }
  return TRUE;
}

/* "one = Z" (or "other = W") between @start and @end. */
static gboolean
pair_part (const WpPuzzle *puzzle, const char *line, const char *start, const char *end, const char *word,
           guint number, gint *code, GError **error)
{
  const char *p = start, *eq;

  while (p < end && g_ascii_isspace (*p))
    p++;
  eq = memchr (p, '=', (gsize) (end - p));
  if ((gsize) (end - p) < strlen (word) || strncmp (p, word, strlen (word)) != 0 || eq == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: expected “%s = item”"), number,
                   (guint) (p - line) + 1, word);
      return FALSE;
    }
  return item_at (puzzle, line, eq + 1, end, number, code, error);
}

/* "of X, Y: one = Z, other = W" */
static gboolean
parse_pair (const WpPuzzle *puzzle, const char *line, const char *start, guint number, gint *codes, GError **error)
{
  const char *colon = strchr (start, ':'), *comma = strchr (start, ','), *second;

  if (colon == NULL || comma == NULL || comma > colon || (second = strchr (colon, ',')) == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: expected “of X, Y: one = Z, other = W”"), number, (guint) (start - line) + 1);
      return FALSE;
    }
  return item_at (puzzle, line, start + 2, comma, number, &codes[0], error) &&
         item_at (puzzle, line, comma + 1, colon, number, &codes[1], error) &&
         pair_part (puzzle, line, colon + 1, second, "one", number, &codes[2], error) &&
         pair_part (puzzle, line, second + 1, line + strlen (line), "other", number, &codes[3], error);
}

/* The first word operator in @line, surrounded by spaces. */
static const char *
find_word (const char *line, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (line, word); p; p = strstr (p + 1, word))
    if (p > line && g_ascii_isspace (p[-1]) && g_ascii_isspace (p[n]))
      return p;
  return NULL;
}

static gboolean
parse_clue_items (const WpPuzzle *puzzle, const char *line, guint number, WpLogicShape *shape, gint *codes,
                  GError **error)
{
  const char *start = line, *op, *bar;

  while (g_ascii_isspace (*start))
    start++;
  if (g_str_has_prefix (start, "of ") || g_str_has_prefix (start, "of\t"))
    {
      *shape = WP_LOGIC_PAIR;
      return parse_pair (puzzle, line, start, number, codes, error);
    }
  for (WpLogicShape s = WP_LOGIC_LEFT_OF; s < WP_LOGIC_N_SHAPES; s++)
    if ((op = find_word (line, wp_logic_shape_word (s))) != NULL)
      {
        *shape = s;
        return item_at (puzzle, line, line, op, number, &codes[0], error) &&
               item_at (puzzle, line, op + strlen (wp_logic_shape_word (s)), line + strlen (line), number,
                        &codes[1], error);
      }
  if ((op = strstr (line, "!=")) != NULL)
    {
      *shape = WP_LOGIC_DIFFER;
      return item_at (puzzle, line, line, op, number, &codes[0], error) &&
             item_at (puzzle, line, op + 2, line + strlen (line), number, &codes[1], error);
    }
  if ((op = strchr (line, '=')) == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: expected a clue: X = Y, X != Y, X = Y | Z, of X, Y: one = Z, other = W, or "
                     "X left-of / just-left-of / next-to / not-next-to Y"),
                   number, (guint) (start - line) + 1);
      return FALSE;
    }
  if ((bar = strchr (op, '|')) != NULL)
    {
      *shape = WP_LOGIC_EITHER;
      return item_at (puzzle, line, line, op, number, &codes[0], error) &&
             item_at (puzzle, line, op + 1, bar, number, &codes[1], error) &&
             item_at (puzzle, line, bar + 1, line + strlen (line), number, &codes[2], error);
    }
  *shape = WP_LOGIC_SAME;
  return item_at (puzzle, line, line, op, number, &codes[0], error) &&
         item_at (puzzle, line, op + 1, line + strlen (line), number, &codes[1], error);
}

static gboolean
parse_clue (WpPuzzle *puzzle, const char *line, guint number, GError **error)
{
  gint codes[4];
  WpLogicShape shape;
  g_autoptr (WpElement) element = NULL;

  if (!parse_clue_items (puzzle, line, number, &shape, codes, error))
    return FALSE;
  for (guint i = 0; i < wp_logic_shape_arity (shape); i++)
    for (guint j = 0; j < i; j++)
      if (codes[i] == codes[j])
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the clue names “%s” twice"), number,
                       wp_logic_item_name (puzzle, codes[i]));
          return FALSE;
        }
  element = wp_logic_clue_new (puzzle, shape, codes, wp_logic_shape_arity (shape));
  if (!wp_puzzle_check_element (puzzle, element, -1, error))
    {
      g_prefix_error (error, "%u: ", number);
      return FALSE;
    }
  g_ptr_array_add (puzzle->elements, g_steal_pointer (&element));
  return TRUE;
}

/* --- The intended solution --------------------------------------------------- */

typedef struct {
  guint  line;                        /* of "solution:" */
  gint  *table;                       /* n_cells, WP_CELL_EMPTY until read */
  guint  lines[WP_LOGIC_MAX_ITEMS];   /* where each row was read; 0: not yet */
  guint  used[WP_LOGIC_MAX_CATEGORIES * WP_LOGIC_MAX_ITEMS];   /* item code → line (0: unused) */
} SolutionSection;

static gboolean
is_solution_header (const char *line)
{
  g_autofree char *text = g_strstrip (g_strdup (line));

  return g_ascii_strcasecmp (text, "solution:") == 0;
}

/* One item of a row: of another category than the first, not yet in this
 * row's category, not yet in another row. */
static gboolean
solution_item (const WpPuzzle *puzzle, SolutionSection *section, const char *line, const char *start,
               const char *end, guint number, guint row, GError **error)
{
  g_autofree char *name = NULL;
  guint column;
  gint code;

  if (!item_at (puzzle, line, start, end, number, &code, error))
    return FALSE;
  name = trimmed (line, start, end, &column);
  if (WP_LOGIC_CATEGORY_OF (code) == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “%s” is of the first category “%s”: a row lists the items of the others"), number,
                   column, name, wp_logic_category_name (puzzle, 0));
      return FALSE;
    }
  if (section->table[row * puzzle->width + WP_LOGIC_CATEGORY_OF (code)] != WP_CELL_EMPTY)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: “%s” is a second item of the category “%s” in this row"), number, column, name,
                   wp_logic_category_name (puzzle, WP_LOGIC_CATEGORY_OF (code)));
      return FALSE;
    }
  if (section->used[code])
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: “%s” already goes with another row (line %u)"), number,
                   column, name, section->used[code]);
      return FALSE;
    }
  section->used[code] = number;
  section->table[row * puzzle->width + WP_LOGIC_CATEGORY_OF (code)] = code;
  return TRUE;
}

/* "Ada: cat, tea, York" */
static gboolean
parse_solution_row (const WpPuzzle *puzzle, SolutionSection *section, const char *line, guint number,
                    GError **error)
{
  const char *colon = strchr (line, ':');
  guint row, column;
  gint code;

  if (colon == NULL)
    {
      g_free (trimmed (line, line, line + strlen (line), &column));
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: expected a row of the solution “%s: item, item, …” (no clue may follow the "
                     "solution)"),
                   number, column, wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, 0)));
      return FALSE;
    }
  if (!item_at (puzzle, line, line, colon, number, &code, error))
    return FALSE;
  g_free (trimmed (line, line, colon, &column));
  if (WP_LOGIC_CATEGORY_OF (code) != 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u:%u: a row of the solution starts with an item of the first category “%s”, not “%s”"),
                   number, column, wp_logic_category_name (puzzle, 0), wp_logic_item_name (puzzle, code));
      return FALSE;
    }
  row = WP_LOGIC_INDEX_OF (code);
  if (section->lines[row])
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u:%u: the row of “%s” is given twice (first on line %u)"),
                   number, column, wp_logic_item_name (puzzle, code), section->lines[row]);
      return FALSE;
    }
  section->lines[row] = number;
  section->table[row * puzzle->width] = code;
  for (const char *p = colon + 1; ; )
    {
      const char *comma = strchr (p, ',');
      const char *end = comma ? comma : p + strlen (p);

      if (!solution_item (puzzle, section, line, p, end, number, row, error))
        return FALSE;
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  for (guint c = 1; c < puzzle->width; c++)
    if (section->table[row * puzzle->width + c] == WP_CELL_EMPTY)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the row of “%s” has no item of the category “%s”"),
                     number, wp_logic_item_name (puzzle, code), wp_logic_category_name (puzzle, c));
        return FALSE;
      }
  return TRUE;
}

/* Every row read: the table becomes the puzzle's intended solution. */
static gboolean
finish_solution (WpPuzzle *puzzle, SolutionSection *section, GError **error)
{
  for (guint r = 0; r < puzzle->height; r++)
    if (section->lines[r] == 0)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the solution has no row for “%s”"), section->line,
                     wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, r)));
        return FALSE;
      }
  if (!wp_logic_set_intended (puzzle, section->table, error))
    {
      g_prefix_error (error, "%u: ", section->line);
      return FALSE;
    }
  return TRUE;
}

static void
cut_comment (GString *line)
{
  const char *hash = strchr (line->str, '#');

  if (hash)
    g_string_truncate (line, (gsize) (hash - line->str));
}

static gboolean
is_blank (const char *line)
{
  while (g_ascii_isspace (*line))
    line++;
  return *line == '\0';
}

static void
solution_section_clear (SolutionSection *section)
{
  g_clear_pointer (&section->table, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SolutionSection, solution_section_clear)

/* A line after the categories: a clue, the solution's header or one of
 * its rows. */
static gboolean
parse_body_line (WpPuzzle *puzzle, SolutionSection *section, const char *line, guint number, GError **error)
{
  if (section->table)
    return parse_solution_row (puzzle, section, line, number, error);
  if (!is_solution_header (line))
    return parse_clue (puzzle, line, number, error);
  section->line = number;
  section->table = g_new (gint, wp_puzzle_n_cells (puzzle));
  for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
    section->table[i] = WP_CELL_EMPTY;
  return TRUE;
}

static GPtrArray *
parse (const char *data, GError **error)
{
  g_auto (WpLines) lines = { 0 };
  g_autoptr (GPtrArray) categories = g_ptr_array_new_with_free_func (category_line_free);
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_auto (SolutionSection) section = { 0 };
  GPtrArray *out;

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines))
    {
      cut_comment (lines.line);
      if (is_blank (lines.line->str))
        {
          /* The blank line after the categories opens the clues. */
          if (categories->len > 0 && puzzle == NULL && !(puzzle = build_puzzle (categories, error)))
            return NULL;
          continue;
        }
      if (puzzle == NULL)
        {
          CategoryLine *category = parse_category (lines.line->str, lines.number, error);

          if (category == NULL)
            return NULL;
          g_ptr_array_add (categories, category);
        }
      else if (!parse_body_line (puzzle, &section, lines.line->str, lines.number, error))
        return NULL;
    }
  if (puzzle == NULL && categories->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("no categories: expected lines “name: item, item, …”"));
      return NULL;
    }
  if (puzzle == NULL && !(puzzle = build_puzzle (categories, error)))
    return NULL;
  if (section.table && !finish_solution (puzzle, &section, error))
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_ptr_array_add (out, g_steal_pointer (&puzzle));
  return out;
}

/* SURE on a category line ("name: a, b, c") followed, after a blank line,
 * by a clue with "=" or a positional word, or by "solution:"; nothing else
 * writes both. */
static WpSniff
sniff (const char *data)
{
  gboolean category = FALSE, blank = FALSE;

  for (const char *line = data; *line; )
    {
      const char *end = strchr (line, '\n');
      g_autofree char *text = NULL;

      if (end == NULL)
        end = line + strlen (line);
      text = g_strndup (line, (gsize) (end - line));
      if (strchr (text, '#'))
        *strchr (text, '#') = '\0';
      if (is_blank (text))
        blank |= category;
      else if (!blank)
        {
          const char *colon = strchr (text, ':');

          if (colon == NULL || strchr (colon, ',') == NULL || strchr (text, '='))
            return WP_SNIFF_NO;
          category = TRUE;
        }
      else
        return strchr (text, '=') || strstr (text, "left-of") || strstr (text, "next-to") ||
               is_solution_header (text) ? WP_SNIFF_SURE : WP_SNIFF_NO;
      if (*end == '\0')
        break;
      line = end + 1;
    }
  return WP_SNIFF_NO;
}

/* --- Writing ------------------------------------------------------------------ */

static void
write_categories (const WpPuzzle *puzzle, GString *out)
{
  for (guint c = 0; c < wp_logic_n_categories (puzzle); c++)
    {
      const char *phrase = wp_logic_category_phrase (puzzle, c);

      g_string_append (out, wp_logic_category_name (puzzle, c));
      if (!g_str_equal (phrase, c == 0 ? "{}" : "has {}"))
        g_string_append_printf (out, " \"%s\"", phrase);
      g_string_append_c (out, ':');
      for (guint i = 0; i < wp_logic_n_items (puzzle); i++)
        g_string_append_printf (out, i ? ", %s" : " %s", wp_logic_item_name (puzzle, WP_LOGIC_CODE (c, i)));
      if ((gint) c == wp_logic_ordered_category (puzzle))
        g_string_append (out, " (ordered)");
      g_string_append_c (out, '\n');
    }
  g_string_append_c (out, '\n');
}

/* Cells of @values that hold an item, as "=" clues with the row's subject. */
static void
write_table (const WpPuzzle *puzzle, const gint *values, GString *out)
{
  for (guint r = 0; r < puzzle->height; r++)
    for (guint c = 1; c < puzzle->width; c++)
      if (values[r * puzzle->width + c] != WP_CELL_EMPTY)
        g_string_append_printf (out, "%s = %s\n", wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, r)),
                                wp_logic_item_name (puzzle, values[r * puzzle->width + c]));
}

/* "solution:", then each row: "Ada: cat, tea, York". */
static void
write_intended (const WpPuzzle *puzzle, GString *out)
{
  const gint *intended = wp_logic_get_intended (puzzle);

  if (intended == NULL)
    return;
  g_string_append (out, "\nsolution:\n");
  for (guint r = 0; r < puzzle->height; r++)
    {
      g_string_append_printf (out, "%s:", wp_logic_item_name (puzzle, WP_LOGIC_CODE (0, r)));
      for (guint c = 1; c < puzzle->width; c++)
        g_string_append_printf (out, c > 1 ? ", %s" : " %s", wp_logic_item_name (puzzle, intended[r * puzzle->width + c]));
      g_string_append_c (out, '\n');
    }
}

/* The puzzle; with @solution, the categories and the solution table as
 * "=" clues (read back, a puzzle whose one solution is that table). */
static gboolean
write_text (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  if (out->len > 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("a .logic file holds one puzzle"));
      return FALSE;
    }
  write_categories (puzzle, out);
  if (solution)
    {
      g_string_append (out, "# the solution\n");
      write_table (puzzle, solution, out);
      return TRUE;
    }
  if (wp_puzzle_count_givens (puzzle) > 0)
    {
      g_string_append (out, "# givens\n");
      write_table (puzzle, puzzle->cells, out);
    }
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      g_autofree char *clue = wp_logic_clue_notation (puzzle, g_ptr_array_index (puzzle->elements, i));

      g_string_append_printf (out, "%s\n", clue);
    }
  write_intended (puzzle, out);
  return TRUE;
}

static const char *const extensions[] = { ".logic", NULL };

const WpTextFormat wp_logic_text_format = {
  .id = "logic",
  .name = N_("Logic grid text"),
  .extensions = extensions,
  .sniff = sniff,
  .parse = parse,
  .write = write_text,
};
