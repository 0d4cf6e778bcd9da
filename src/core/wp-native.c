/* wp-native.c — the native `.wellposed` JSON document
 *
 *   { "format": "wellposed", "version": 1, "genre": "sudoku",
 *     "title": …, "author": …, "rules": …, "notes": …, <genre members> }
 *
 * or a collection: { "format": "wellposed", "version": 1, "puzzles": [ … ] }
 * whose entries are puzzle objects without "format" and "version".
 * See docs/file-format.md.
 */
#include "wp-element.h"
#include "wp-lines.h"
#include "wp-native-private.h"
#include "wp-error.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>


static gboolean
read_metadata (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  for (guint i = 0; wp_puzzle_metadata_names[i]; i++)
    {
      const char *name = wp_puzzle_metadata_names[i];
      JsonNode *node = json_object_get_member (object, name);
      char **field = wp_puzzle_metadata_field (puzzle, name);

      if (node == NULL || JSON_NODE_HOLDS_NULL (node))
        continue;
      if (json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%s: expected a string"), name);
          return FALSE;
        }
      if (!wp_puzzle_check_text_size (name, json_node_get_string (node), error))
        return FALSE;
      g_free (*field);
      *field = g_strdup (json_node_get_string (node));
    }
  return TRUE;
}

static const WpGenre *
read_genre (JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "genre");
  const WpGenre *genre;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("genre: missing or not a string"));
      return NULL;
    }
  genre = wp_genre_lookup (json_node_get_string (node));
  if (genre == NULL)
    g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                 _("genre: “%s” is not a genre this version of Wellposed knows"),
                 json_node_get_string (node));
  return genre;
}

static WpPuzzle *
read_puzzle (JsonNode *node, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  const WpGenre *genre;
  JsonObject *object;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("expected a puzzle object"));
      return NULL;
    }
  object = json_node_get_object (node);
  genre = read_genre (object, error);
  if (genre == NULL)
    return NULL;
  puzzle = genre->load_json (object, error);
  if (puzzle == NULL || !read_metadata (object, puzzle, error) ||
      !genre->validate (puzzle, error) || !wp_elements_read_json (puzzle, object, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static gboolean
read_header (JsonObject *root, GError **error)
{
  JsonNode *format = json_object_get_member (root, "format");
  JsonNode *version = json_object_get_member (root, "version");

  if (format == NULL || json_node_get_value_type (format) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (format), "wellposed") != 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("format: expected \"wellposed\"; this is not a Wellposed document"));
      return FALSE;
    }
  if (version == NULL || json_node_get_value_type (version) != G_TYPE_INT64)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("version: missing or not a whole number"));
      return FALSE;
    }
  if (json_node_get_int (version) < 1 || json_node_get_int (version) > WP_NATIVE_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (version));

      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("version: %s is not a version this Wellposed reads (1 to %d)"),
                   number, WP_NATIVE_VERSION);
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
read_collection (JsonArray *array, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *entry = json_array_get_element (array, i);
      WpPuzzle *puzzle;

      if (!JSON_NODE_HOLDS_OBJECT (entry))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("puzzles[%u]: expected a puzzle object"), i);
          return NULL;
        }
      puzzle = read_puzzle (entry, error);
      if (puzzle == NULL)
        {
          g_prefix_error (error, "puzzles[%u].", i);
          return NULL;
        }
      if (!wp_read_budget_add (puzzles, puzzle, 0, error))
        {
          g_prefix_error (error, "puzzles[%u]: ", i);
          return NULL;
        }
    }
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("puzzles: the collection is empty"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* json-glib parses recursively: a hostile file nested a hundred thousand
 * levels deep would exhaust the stack.  No Wellposed document needs more
 * than a few levels, so refuse deep nesting before parsing.
 *
 * The count must see the brackets exactly as the parser does.  json-glib's
 * scanner goes beyond JSON: it skips comments ("/ * … * /", and oddly
 * "/ … /") and reads single-quoted strings without escapes, so a '"' inside
 * a comment would hide every bracket after it from a count that knows only
 * double-quoted strings.  Rather than mirror those extensions, refuse them:
 * outside a double-quoted string, '/' and '\'' are never JSON. */
#define MAX_NESTING WP_NATIVE_MAX_NESTING

static gboolean
refuse_at (GError **error, guint line, guint column, const char *what)
{
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%u:%u: %s", line, column, what);
  return FALSE;
}

/* The code unit of "\uXXXX" at @p (just after the 'u'), or -1 when four
 * hex digits do not follow. */
static gint
unicode_escape_at (const char *p)
{
  gint unit = 0;

  for (guint i = 0; i < 4; i++)
    {
      gint digit = g_ascii_xdigit_value (p[i]);

      if (digit < 0)
        return -1;
      unit = unit * 16 + digit;
    }
  return unit;
}

/* "\uXXXX" exactly as JSON has it: four hex digits, a surrogate only as a
 * high one followed at once by a low one, and no NUL.  json-glib's scanner
 * reads on over a '"' after a short or lone-surrogate escape ("\u1""),
 * which would again hide brackets from the nesting count; and it decodes a
 * lone surrogate into bytes that are not UTF-8, as it does octal escapes.
 * Returns the characters after the backslash that the escape spans (5, or
 * 11 for a pair), or 0 with @error set. */
static guint
unicode_escape_length (const char *u, guint line, guint column, GError **error)
{
  gint unit = unicode_escape_at (u + 1), low;

  if (unit < 0)
    return refuse_at (error, line, column, _("\\u must be followed by four hex digits"));
  if (unit == 0)
    return refuse_at (error, line, column, _("a NUL character (\\u0000) in a string"));
  if (unit >= 0xDC00 && unit <= 0xDFFF)
    return refuse_at (error, line, column, _("half of a surrogate pair (\\uDC00 to \\uDFFF) alone"));
  if (unit < 0xD800 || unit > 0xDBFF)
    return 5;
  low = u[5] == '\\' && u[6] == 'u' ? unicode_escape_at (u + 7) : -1;
  if (low < 0xDC00 || low > 0xDFFF)
    return refuse_at (error, line, column, _("half of a surrogate pair (\\uD800 to \\uDBFF) alone"));
  return 11;
}

/* JSON's escapes only.  json-glib's scanner also takes octal ones ("\377"),
 * which put bytes into a string that are not UTF-8: such a title loaded,
 * and the file saved with it could not be read again.  Returns the
 * characters after the backslash that the escape spans, or 0 with @error
 * set. */
static guint
escape_length (const char *backslash, guint line, guint column, GError **error)
{
  char next = backslash[1];

  if (next == '\0' || !strchr ("\"\\/bfnrtu", next))
    return refuse_at (error, line, column,
                      _("not an escape JSON has (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"));
  if (next == 'u')
    return unicode_escape_length (backslash + 1, line, column, error);
  return 1;
}

/* A document is one object.  json-glib reads on after a first value and
 * leaks what it had read when the rest fails ("x" {…} leaked every node of
 * the object), so anything before the object or after it is refused here. */
static gboolean
check_outside (char c, guint depth, gboolean closed, guint line, guint column, GError **error)
{
  if (g_ascii_isspace (c) || (depth > 0 && !closed))
    return TRUE;
  if (closed)
    return refuse_at (error, line, column, _("text after the end of the document"));
  if (c != '{')
    return refuse_at (error, line, column, _("expected a JSON object"));
  return TRUE;
}

/* What the check keeps of the open brackets: whether each is an object,
 * and the keys that object has had (json-glib keeps the last of two equal
 * keys without a word, so {"value": 1, "value": 9} read as 9). */
typedef struct {
  guint       depth;
  gboolean    is_object[MAX_NESTING + 1];
  GHashTable *keys[MAX_NESTING + 1];   /* raw key text → itself; made when first needed */
  gboolean    expect_key;              /* the next string in this object is a key */
  const char *key_start;               /* inside a key: its first character */
} Structure;

static void
structure_clear (Structure *structure)
{
  for (guint i = 0; i <= MAX_NESTING; i++)
    g_clear_pointer (&structure->keys[i], g_hash_table_unref);
}

static void
structure_open (Structure *structure, gboolean object)
{
  structure->is_object[structure->depth] = object;
  structure->expect_key = object;
  if (object && structure->keys[structure->depth])
    g_hash_table_remove_all (structure->keys[structure->depth]);
}

/* The key from @structure->key_start to @end (raw: an escaped spelling of
 * the same key is not caught), refused when the object has it already. */
static gboolean
structure_add_key (Structure *structure, const char *end, guint line, guint column, GError **error)
{
  GHashTable **keys = &structure->keys[structure->depth];
  char *key = g_strndup (structure->key_start, (gsize) (end - structure->key_start));

  structure->key_start = NULL;
  structure->expect_key = FALSE;
  if (*keys == NULL)
    *keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_contains (*keys, key))
    {
      g_autofree char *shown = g_utf8_make_valid (key, MIN (strlen (key), 40));
      g_autofree char *what = g_strdup_printf (_("“%s” twice in one object (which one is meant?)"), shown);

      g_free (key);
      return refuse_at (error, line, column, what);
    }
  g_hash_table_add (*keys, key);
  return TRUE;
}

/* A whole number past 64 bits: json-glib reads it as -1 (an f-puzzles
 * size of 10²⁶ was reported as "size: -1").  Numbers with a fraction or an
 * exponent are read as doubles and are left to the readers.  Returns the
 * characters the number spans after its first. */
static gboolean
check_number (const char *p, guint *length, guint line, guint column, GError **error)
{
  const char *q = p + (*p == '-');
  gboolean whole = TRUE;
  guint64 value;

  while (g_ascii_isdigit (*q) || (*q != '\0' && strchr (".eE+-", *q)))
    whole = whole && g_ascii_isdigit (*q), q++;
  *length = (guint) (q - p) - 1;
  if (!whole)
    return TRUE;
  errno = 0;
  value = g_ascii_strtoull (p + (*p == '-'), NULL, 10);
  if (errno != ERANGE && value <= (guint64) G_MAXINT64 + (*p == '-'))
    return TRUE;
  {
    g_autofree char *shown = g_strndup (p, MIN ((gsize) (q - p), 24));
    g_autofree char *what = g_strdup_printf (_("%s%s is too large a number for any puzzle"), shown,
                                             q - p > 24 ? "…" : "");

    return refuse_at (error, line, column, what);
  }
}

gboolean
wp_native_check_text (const char *data, GError **error)
{
  Structure structure = { 0 };
  guint line = 1, column = 0;
  gboolean in_string = FALSE, closed = FALSE, ok = FALSE;

  for (const char *p = data; *p; p++)
    {
      column++;
      if (!in_string && !check_outside (*p, structure.depth, closed, line, column, error))
        goto out;
      if (*p == '\n')
        {
          line++;
          column = 0;
        }
      else if (in_string)
        {
          if (*p == '\\')
            {
              guint length = escape_length (p, line, column, error);

              if (length == 0)
                goto out;
              p += length;
              column += length;
            }
          else if (*p == '"')
            {
              in_string = FALSE;
              if (structure.key_start && !structure_add_key (&structure, p, line, column, error))
                goto out;
            }
        }
      else if (*p == '"')
        {
          in_string = TRUE;
          if (structure.depth > 0 && structure.is_object[structure.depth] && structure.expect_key)
            structure.key_start = p + 1;
        }
      else if (*p == '/')
        {
          refuse_at (error, line, column, _("comments are not allowed in a Wellposed document"));
          goto out;
        }
      else if (*p == '\'')
        {
          refuse_at (error, line, column, _("strings must be in double quotes"));
          goto out;
        }
      else if (*p == '{' || *p == '[')
        {
          if (++structure.depth > MAX_NESTING)
            {
              g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                           _("%u:%u: nested more than %d levels deep"), line, column, MAX_NESTING);
              goto out;
            }
          structure_open (&structure, *p == '{');
        }
      else if ((*p == '}' || *p == ']') && structure.depth > 0)
        {
          closed = --structure.depth == 0;
          structure.expect_key = FALSE;
        }
      else if (*p == ',')
        structure.expect_key = structure.depth > 0 && structure.is_object[structure.depth];
      else if (*p == '-' || g_ascii_isdigit (*p))
        {
          guint length;

          if (!check_number (p, &length, line, column, error))
            goto out;
          p += length;
          column += length;
        }
    }
  /* A file cut short (a full disk, a copy stopped half-way) is named as
   * such, not by what the parser expected next. */
  if (in_string || structure.depth > 0)
    refuse_at (error, line, column, in_string ? _("the document ends inside a string: is it cut short?")
                                              : _("the document ends before its closing bracket: is it cut short?"));
  else
    ok = TRUE;
out:
  structure_clear (&structure);
  return ok;
}

/* json-glib says "<data>:3:15: Parse error: …"; keep "3:15: …". */
static void
set_syntax_error (GError **error, const GError *json_error)
{
  const char *message = json_error->message;

  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%s", message);
}

GPtrArray *
wp_native_parse (const char *data, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) json_error = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  JsonObject *root;
  JsonNode *list;

  if (!wp_native_check_text (data, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, -1, &json_error))
    {
      set_syntax_error (error, json_error);
      return NULL;
    }
  /* Whitespace alone parses to no root at all. */
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: the document is empty"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: expected a JSON object"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (!read_header (root, error))
    return NULL;

  list = json_object_get_member (root, "puzzles");
  if (list && JSON_NODE_HOLDS_ARRAY (list))
    return read_collection (json_node_get_array (list), error);

  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  {
    WpPuzzle *puzzle = read_puzzle (json_parser_get_root (parser), error);
    if (puzzle == NULL)
      return NULL;
    g_ptr_array_add (puzzles, puzzle);
  }
  return g_steal_pointer (&puzzles);
}

static void
write_puzzle_members (JsonBuilder *builder, const WpPuzzle *puzzle)
{
  json_builder_set_member_name (builder, "genre");
  json_builder_add_string_value (builder, puzzle->genre->id);
  for (guint i = 0; wp_puzzle_metadata_names[i]; i++)
    {
      const char *value = *wp_puzzle_metadata_field ((WpPuzzle *) puzzle, wp_puzzle_metadata_names[i]);

      if (value == NULL)
        continue;
      json_builder_set_member_name (builder, wp_puzzle_metadata_names[i]);
      json_builder_add_string_value (builder, value);
    }
  puzzle->genre->save_json (puzzle, builder);
  wp_elements_write_json (puzzle, builder);
}

static void
write_header (JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "wellposed");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, WP_NATIVE_VERSION);
}

char *
wp_native_serialize (GPtrArray *puzzles, gboolean pretty)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  write_header (builder);
  if (puzzles->len == 1)
    write_puzzle_members (builder, g_ptr_array_index (puzzles, 0));
  else
    {
      json_builder_set_member_name (builder, "puzzles");
      json_builder_begin_array (builder);
      for (guint i = 0; i < puzzles->len; i++)
        {
          json_builder_begin_object (builder);
          write_puzzle_members (builder, g_ptr_array_index (puzzles, i));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}
