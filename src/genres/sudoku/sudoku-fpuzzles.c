/* sudoku-fpuzzles.c — f-puzzles data and f-puzzles / SudokuPad links
 *
 * Variant Sudoku travels between setters as f-puzzles JSON (shared
 * research notes, setter-tools.md §3.3): saved in a file, or packed into a
 * link that f-puzzles and SudokuPad open.  Two text formats:
 *
 *   "fpuzzles"       the JSON itself: { "size": 9, "grid": [[{…}, …], …],
 *                    "killercage": [{ "cells": ["R1C2", "R1C3"], "value": "9" }], … }
 *   "fpuzzles-link"  links (src/core/wp-link.c reads and builds them), one
 *                    a line; a link a mail client wrapped over several
 *                    lines is joined again
 *
 * Read: the size (4 to 16), givens (cells with "given": true), jigsaw
 * regions, title, author and rules (also from the cosmetic cages SudokuPad
 * keeps them in), and the constraints that are element kinds here.  Every
 * other constraint is refused by name, since a puzzle read without it
 * would have other solutions; cosmetic keys (lines, shapes, colours, pencil
 * marks, solver options) change no solution and are skipped.  Written:
 * compact JSON with only the keys that differ from f-puzzles' defaults, in
 * the order f-puzzles writes them.  See docs/file-format.md.
 */
#include "genres/sudoku/kinds/kind-private.h"
#include "core/wp-lines.h"
#include "core/wp-error.h"
#include "core/wp-link.h"
#include "core/wp-native-private.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

/* f-puzzles draws grids from 3×3 to 16×16; Wellposed's Sudoku starts at 4. */
#define FP_MAX_SIZE 16
/* Real f-puzzles data is a few kilobytes, a heavily decorated puzzle some
 * hundreds; anything far larger is not a puzzle, and json-glib would hold
 * all of it in memory at once. */
#define FP_MAX_BYTES (16 << 20)
/* What all the links of one file may unpack to: the cap of any file. */
#define FP_MAX_UNPACKED (64 << 20)
/* Entries of one constraint, and lines of one entry: a 16×16 grid has 256
 * cells, so honest data stays far below. */
#define FP_MAX_ENTRIES 4096

typedef WpFpReader Reader;

/* Absent, null, false, 0, "", [] and {} say nothing: f-puzzles writes only
 * what is set, other tools write the defaults out. */
static gboolean
says_nothing (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_ARRAY (node))
    return json_array_get_length (json_node_get_array (node)) == 0;
  if (JSON_NODE_HOLDS_OBJECT (node))
    return json_object_get_size (json_node_get_object (node)) == 0;
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN: return !json_node_get_boolean (node);
    case G_TYPE_INT64:   return json_node_get_int (node) == 0;
    case G_TYPE_DOUBLE:  return json_node_get_double (node) == 0;
    case G_TYPE_STRING:  return *json_node_get_string (node) == '\0';
    default:             return FALSE;
    }
}

/* --- Constraints: each kind reads its own keys (kinds/) -------------------------------- */

typedef struct {
  const WpFpKey       *key;
  const WpElementKind *kind;
} KeyOfKind;

static gint
compare_rank (gconstpointer a, gconstpointer b)
{
  const KeyOfKind *ka = a, *kb = b;

  return (ka->key->rank > kb->key->rank) - (ka->key->rank < kb->key->rank);
}

/* Every f-puzzles key of every kind, in f-puzzles' order: built once. */
static const GArray *
constraint_keys (void)
{
  static GArray *keys;

  if (g_once_init_enter (&keys))
    {
      GArray *list = g_array_new (FALSE, FALSE, sizeof (KeyOfKind));
      const WpElementKind *const *kinds = wp_sudoku_element_hooks.kinds;

      for (guint k = 0; kinds[k]; k++)
        for (const WpFpKey *key = WP_SUDOKU_KIND (kinds[k])->fpuzzles; key && key->key; key++)
          g_array_append_val (list, ((KeyOfKind) { key, kinds[k] }));
      g_array_sort (list, compare_rank);
      g_once_init_leave (&keys, list);
    }
  return keys;
}

static const KeyOfKind *
find_key (const char *name)
{
  const GArray *keys = constraint_keys ();

  for (guint i = 0; i < keys->len; i++)
    if (g_str_equal (g_array_index (keys, KeyOfKind, i).key->key, name))
      return &g_array_index (keys, KeyOfKind, i);
  return NULL;
}

/* "diagonal+": true and the like: a rule over the whole grid. */
static gboolean
read_flag (WpFpReader *reader, const KeyOfKind *entry, JsonNode *node, GError **error)
{
  g_autoptr (WpElement) element = NULL;

  if (!wp_fp_holds_type (node, G_TYPE_BOOLEAN))
    return wp_fp_fail (error, WP_ERROR_PARSE, entry->key->key, _("expected true or false"));
  if (!json_node_get_boolean (node))
    return TRUE;
  element = wp_element_new_global (entry->kind, entry->key->flag_value);
  return wp_fp_add_element (reader, element, entry->key->key, error);
}

/* A list of entries, each an object the kind reads. */
static gboolean
read_entries (WpFpReader *reader, const KeyOfKind *entry, JsonNode *node, GError **error)
{
  JsonArray *list;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, entry->key->key, _("expected a list"));
  list = json_node_get_array (node);
  if (json_array_get_length (list) > FP_MAX_ENTRIES)
    return wp_fp_fail (error, WP_ERROR_INVALID, entry->key->key, _("has %u entries; Wellposed reads at most %d"),
                    json_array_get_length (list), FP_MAX_ENTRIES);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *place = g_strdup_printf ("%s[%u]", entry->key->key, i);
      JsonNode *item = json_array_get_element (list, i);

      if (!JSON_NODE_HOLDS_OBJECT (item))
        return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected an object"));
      if (!entry->key->read_entry (reader, json_node_get_object (item), place, error))
        return FALSE;
    }
  return TRUE;
}

/* Keys read apart from the constraints, and keys that draw or help solve
 * but change no solution: colours, lines and shapes, the solution, the
 * solver's options, fog of war. */
static const char *const other_keys[] = {
  "size", "grid", "title", "author", "ruleset",
  "cage", "line", "rectangle", "circle", "text", "solution", "successMessage",
  "disabledlogic", "truecandidatesoptions", "fogofwar", "foglight", "triggereffect", "version",
  NULL
};

/* Any constraint this reader does not know, refused before anything else
 * is read, so the message names what is missing rather than a detail. */
static gboolean
check_keys (JsonObject *root, GError **error)
{
  g_autoptr (GList) members = json_object_get_members (root);

  for (GList *m = members; m; m = m->next)
    {
      const char *key = m->data;
      g_autofree char *quoted = NULL;

      if (find_key (key) || g_strv_contains (other_keys, key) ||
          says_nothing (json_object_get_member (root, key)))
        continue;
      quoted = wp_fp_shown (key);
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("f-puzzles constraint “%s” is not supported yet"),
                   quoted);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_constraints (WpFpReader *reader, JsonObject *root, GError **error)
{
  const GArray *keys = constraint_keys ();

  for (guint i = 0; i < keys->len; i++)
    {
      const KeyOfKind *entry = &g_array_index (keys, KeyOfKind, i);
      JsonNode *node = json_object_get_member (root, entry->key->key);
      gboolean done;

      if (node == NULL || JSON_NODE_HOLDS_NULL (node))
        continue;
      if (entry->key->read_member)
        done = entry->key->read_member (reader, entry->key->key, node, error);
      else if (entry->key->flag)
        done = read_flag (reader, entry, node, error);
      else
        done = read_entries (reader, entry, node, error);
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* --- Size, grid and regions ----------------------------------------------------------- */

static gboolean
read_size (JsonObject *root, guint *size, GError **error)
{
  JsonNode *node = json_object_get_member (root, "size");
  gint64 value;

  if (!wp_fp_holds_type (node, G_TYPE_INT64))
    return wp_fp_fail (error, WP_ERROR_PARSE, "size", _("missing or not a whole number"));
  value = json_node_get_int (node);
  if (value < WP_SUDOKU_MIN_SIZE || value > FP_MAX_SIZE)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      return wp_fp_fail (error, WP_ERROR_UNSUPPORTED, "size", _("%s is not supported (Wellposed reads f-puzzles grids from %d×%d to %d×%d)"),
                      number, WP_SUDOKU_MIN_SIZE, WP_SUDOKU_MIN_SIZE, FP_MAX_SIZE, FP_MAX_SIZE);
    }
  *size = (guint) value;
  return TRUE;
}

/* f-puzzles' boxes: as square as the size allows, rows no taller than
 * wide; a prime size has 1×N boxes, which are the rows. */
static void
default_box_shape (guint size, guint *box_rows, guint *box_cols)
{
  if (!wp_sudoku_box_shape_for_size (size, box_rows, box_cols))
    {
      *box_rows = 1;
      *box_cols = size;
    }
}

static guint
box_of (guint size, guint box_rows, guint box_cols, guint cell)
{
  guint row = cell / size, col = cell % size;

  return (row / box_rows) * (size / box_cols) + col / box_cols;
}

/* One cell of the grid: a given when "given" is true (other values are the
 * solver's entries, not clues), and its region. */
static gboolean
read_grid_cell (const Reader *reader, JsonNode *node, guint cell, gint *value, guint8 *region, GError **error)
{
  g_autofree char *place = g_strdup_printf ("grid[%u][%u]", cell / reader->size, cell % reader->size);
  g_autofree char *where = NULL;
  JsonObject *object;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a cell object such as {\"value\": 5, \"given\": true}"));
  object = json_node_get_object (node);
  member = json_object_get_member (object, "given");
  /* "given": "yes", "value": true: malformed, not a digit to skip over. */
  if (member != NULL && !wp_fp_holds_type (member, G_TYPE_BOOLEAN))
    {
      where = g_strdup_printf ("%s.given", place);
      return wp_fp_fail (error, WP_ERROR_PARSE, where, _("expected true or false"));
    }
  if (json_object_get_member (object, "value") != NULL &&
      !wp_fp_holds_type (json_object_get_member (object, "value"), G_TYPE_INT64))
    {
      where = g_strdup_printf ("%s.value", place);
      return wp_fp_fail (error, WP_ERROR_PARSE, where, _("expected a whole number"));
    }
  if (member != NULL && json_node_get_boolean (member))
    {
      member = json_object_get_member (object, "value");
      where = g_strdup_printf ("%s.value", place);
      if (member != NULL && json_node_get_int (member) != 0)
        {
          gint64 v = json_node_get_int (member);

          if (v < 1 || v > reader->size)
            {
              g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, v);

              return wp_fp_fail (error, WP_ERROR_INVALID, where, _("%s is not a digit of a %u×%u Sudoku (1 to %u)"),
                              number, reader->size, reader->size, reader->size);
            }
          *value = (gint) v;
        }
    }
  if (!json_object_has_member (object, "region"))
    return TRUE;
  member = json_object_get_member (object, "region");
  g_free (where);
  where = g_strdup_printf ("%s.region", place);
  if (JSON_NODE_HOLDS_NULL (member))
    return wp_fp_fail (error, WP_ERROR_UNSUPPORTED, where,
                    _("cells outside every region (region null) are not supported yet"));
  if (!wp_fp_holds_type (member, G_TYPE_INT64) || json_node_get_int (member) < 0 ||
      json_node_get_int (member) >= reader->size)
    return wp_fp_fail (error, WP_ERROR_INVALID, where, _("expected a region from 0 to %u"), reader->size - 1);
  *region = (guint8) json_node_get_int (member);
  return TRUE;
}

static gboolean
read_grid (const Reader *reader, JsonObject *root, gint *values, guint8 *regions, GError **error)
{
  JsonNode *node = json_object_get_member (root, "grid");
  guint size = reader->size;
  JsonArray *rows;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return wp_fp_fail (error, WP_ERROR_PARSE, "grid", _("missing or not a list of rows"));
  rows = json_node_get_array (node);
  if (json_array_get_length (rows) != size)
    return wp_fp_fail (error, WP_ERROR_INVALID, "grid", _("has %u rows; a grid of size %u has %u"),
                    json_array_get_length (rows), size, size);
  for (guint r = 0; r < size; r++)
    {
      JsonNode *row_node = json_array_get_element (rows, r);
      g_autofree char *place = g_strdup_printf ("grid[%u]", r);
      JsonArray *row;

      if (!JSON_NODE_HOLDS_ARRAY (row_node))
        return wp_fp_fail (error, WP_ERROR_PARSE, place, _("expected a list of cells"));
      row = json_node_get_array (row_node);
      if (json_array_get_length (row) != size)
        return wp_fp_fail (error, WP_ERROR_INVALID, place, _("has %u cells; a row of this grid has %u"),
                        json_array_get_length (row), size);
      for (guint c = 0; c < size; c++)
        if (!read_grid_cell (reader, json_array_get_element (row, c), r * size + c,
                             &values[r * size + c], &regions[r * size + c], error))
          return FALSE;
    }
  return TRUE;
}

/* Whether @regions are boxes of @box_rows × @box_cols, whatever their
 * numbers: each box holds exactly one region number, each number one box. */
static gboolean
regions_are_boxes (guint size, const guint8 *regions, guint box_rows, guint box_cols)
{
  gint box_to_region[FP_MAX_SIZE], region_to_box[FP_MAX_SIZE];

  for (guint i = 0; i < size; i++)
    box_to_region[i] = region_to_box[i] = -1;
  for (guint cell = 0; cell < size * size; cell++)
    {
      gint box = (gint) box_of (size, box_rows, box_cols, cell), region = regions[cell];

      if (box_to_region[box] < 0 && region_to_box[region] < 0)
        box_to_region[box] = region, region_to_box[region] = box;
      else if (box_to_region[box] != region || region_to_box[region] != box)
        return FALSE;
    }
  return TRUE;
}

/* A jigsaw's regions as Wellposed counts them: @size cells each, in one
 * piece.  Named with f-puzzles' own region numbers, which start at 0. */
static gboolean
check_jigsaw (guint size, const guint8 *regions, GError **error)
{
  guint cells_in[FP_MAX_SIZE] = { 0 };

  for (guint cell = 0; cell < size * size; cell++)
    cells_in[regions[cell]]++;
  for (guint r = 0; r < size; r++)
    if (cells_in[r] != size)
      return wp_fp_fail (error, WP_ERROR_INVALID, "grid",
                      _("region %u (counting from 0, as f-puzzles does) has %u cells; each region needs %u"),
                      r, cells_in[r], size);
  for (guint r = 0; r < size; r++)
    {
      guint pieces = wp_sudoku_count_pieces (size, regions, (guint8) r);

      if (pieces > 1)
        return wp_fp_fail (error, WP_ERROR_UNSUPPORTED, "grid",
                        _("region %u (counting from 0, as f-puzzles does) is in %u pieces; Wellposed reads "
                          "regions of one piece"), r, pieces);
    }
  return TRUE;
}

/* A grid of boxes when the regions are boxes (f-puzzles' default shape
 * first, then any other with two or more rows and columns), else a
 * jigsaw, whose layout must be complete. */
static WpPuzzle *
new_puzzle_for_regions (guint size, const guint8 *regions, GError **error)
{
  guint box_rows, box_cols;
  WpPuzzle *puzzle;

  default_box_shape (size, &box_rows, &box_cols);
  if (box_rows > 1 && regions_are_boxes (size, regions, box_rows, box_cols))
    return wp_sudoku_new (size, box_rows, box_cols);
  for (box_rows = 2; box_rows <= size / 2; box_rows++)
    if (size % box_rows == 0 && regions_are_boxes (size, regions, box_rows, size / box_rows))
      return wp_sudoku_new (size, box_rows, size / box_rows);
  if (!check_jigsaw (size, regions, error))
    return NULL;
  puzzle = wp_sudoku_new_jigsaw (size, regions, error);
  if (puzzle == NULL)
    g_prefix_error (error, "grid: ");
  return puzzle;
}

static WpPuzzle *
read_board (JsonObject *root, GError **error)
{
  Reader reader = { NULL, 0 };
  g_autofree gint *values = NULL;
  g_autofree guint8 *regions = NULL;
  guint box_rows, box_cols;
  WpPuzzle *puzzle;

  if (!read_size (root, &reader.size, error))
    return NULL;
  values = g_new (gint, reader.size * reader.size);
  regions = g_new (guint8, reader.size * reader.size);
  default_box_shape (reader.size, &box_rows, &box_cols);
  for (guint cell = 0; cell < reader.size * reader.size; cell++)
    {
      values[cell] = WP_CELL_EMPTY;
      regions[cell] = (guint8) box_of (reader.size, box_rows, box_cols, cell);
    }
  if (!read_grid (&reader, root, values, regions, error))
    return NULL;
  puzzle = new_puzzle_for_regions (reader.size, regions, error);
  if (puzzle != NULL)
    memcpy (puzzle->cells, values, sizeof (gint) * reader.size * reader.size);
  return puzzle;
}

/* --- Metadata ---------------------------------------------------------------------- */

static gboolean
read_text_member (JsonObject *root, const char *key, char **field, GError **error)
{
  JsonNode *node = json_object_get_member (root, key);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!wp_fp_holds_type (node, G_TYPE_STRING))
    return wp_fp_fail (error, WP_ERROR_PARSE, key, _("expected a string"));
  if (!wp_puzzle_check_text_size (key, json_node_get_string (node), error))
    return FALSE;
  if (*json_node_get_string (node) != '\0')
    {
      g_free (*field);
      *field = g_strdup (json_node_get_string (node));
    }
  return TRUE;
}

/* SudokuPad keeps the title, author and rules in cosmetic cages whose
 * value reads "title: …": taken when the top-level keys do not say. */
static void
read_meta_cages (JsonObject *root, WpPuzzle *puzzle)
{
  static const struct { const char *tag; const char *field; } tags[] = {
    { "title:", "title" }, { "author:", "author" }, { "rules:", "rules" },
  };
  JsonNode *node = json_object_get_member (root, "cage");
  JsonArray *cages = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  g_autoptr (GHashTable) from_cages = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; cages && i < json_array_get_length (cages); i++)
    {
      JsonNode *entry = json_array_get_element (cages, i);
      JsonNode *value = JSON_NODE_HOLDS_OBJECT (entry) ? json_object_get_member (json_node_get_object (entry), "value") : NULL;
      const char *text = wp_fp_holds_type (value, G_TYPE_STRING) ? json_node_get_string (value) : "";

      for (guint t = 0; t < G_N_ELEMENTS (tags); t++)
        {
          char **field = wp_puzzle_metadata_field (puzzle, tags[t].field);
          g_autofree char *rest = NULL;
          char *joined;

          if (!g_str_has_prefix (text, tags[t].tag))
            continue;
          rest = g_strstrip (g_strdup (text + strlen (tags[t].tag)));
          if (*rest == '\0' || (*field != NULL && !g_hash_table_contains (from_cages, tags[t].field)))
            continue;
          /* Rules may take several cages, one paragraph each. */
          joined = *field ? g_strconcat (*field, "\n", rest, NULL) : g_strdup (rest);
          g_free (*field);
          *field = joined;
          g_hash_table_add (from_cages, (gpointer) tags[t].field);
        }
    }
}

static gboolean
read_metadata (JsonObject *root, WpPuzzle *puzzle, GError **error)
{
  if (!read_text_member (root, "title", &puzzle->title, error) ||
      !read_text_member (root, "author", &puzzle->author, error) ||
      !read_text_member (root, "ruleset", &puzzle->rules, error))
    return FALSE;
  read_meta_cages (root, puzzle);
  return TRUE;
}

/* --- The reader ------------------------------------------------------------------------ */

/* json-glib says "<data>:3:15: Parse error: …"; keep "3:15: …". */
static void
set_syntax_error (GError **error, const GError *json_error)
{
  const char *message = json_error->message;

  if (g_str_has_prefix (message, "<data>:"))
    message += strlen ("<data>:");
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE, "%s", message);
}

/* The puzzle of one f-puzzles JSON text. */
static WpPuzzle *
read_fpuzzles (const char *data, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) json_error = NULL;
  g_autoptr (WpPuzzle) puzzle = NULL;
  JsonObject *root;
  Reader reader;

  if (strlen (data) > FP_MAX_BYTES)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("1: f-puzzles data of more than %d MB is larger than any puzzle needs"), FP_MAX_BYTES >> 20);
      return NULL;
    }
  /* The native reader's check: one object, strict JSON, nested at most 64
   * levels, so json-glib's recursive parser cannot overflow the stack. */
  if (!wp_native_check_text (data, error))
    return NULL;
  if (!json_parser_load_from_data (parser, data, -1, &json_error))
    {
      set_syntax_error (error, json_error);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: expected f-puzzles data, a JSON object"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  if (!check_keys (root, error) || (puzzle = read_board (root, error)) == NULL ||
      !read_metadata (root, puzzle, error) || !wp_genre_sudoku.validate (puzzle, error))
    return NULL;
  reader.puzzle = puzzle;
  reader.size = wp_sudoku_get_size (puzzle);
  if (!read_constraints (&reader, root, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static GPtrArray *
parse_fpuzzles (const char *data, GError **error)
{
  WpPuzzle *puzzle = read_fpuzzles (data, error);
  GPtrArray *puzzles;

  if (puzzle == NULL)
    return NULL;
  puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_ptr_array_add (puzzles, puzzle);
  return puzzles;
}

/* The top-level keys of the object @data starts with (a light scan:
 * strings and nesting only, no values), for sniffing. */
static gboolean
top_level_has (const char *data, const char *const *wanted, gboolean *found)
{
  const char *p = data;
  guint depth = 0;

  while (g_ascii_isspace (*p))
    p++;
  if (*p != '{')
    return FALSE;
  for (; *p; p++)
    {
      if (*p == '"')
        {
          const char *start = ++p;

          while (*p && *p != '"')
            p += (*p == '\\' && p[1]) ? 2 : 1;
          if (*p == '\0')
            return TRUE;
          if (depth == 1)
            {
              const char *after = p + 1;

              while (g_ascii_isspace (*after))
                after++;
              for (guint i = 0; *after == ':' && wanted[i]; i++)
                if (strlen (wanted[i]) == (gsize) (p - start) && strncmp (start, wanted[i], p - start) == 0)
                  found[i] = TRUE;
            }
        }
      else if (*p == '{' || *p == '[')
        depth++;
      else if ((*p == '}' || *p == ']') && depth > 0 && --depth == 0)
        return TRUE;
    }
  return TRUE;
}

/* f-puzzles data: an object with "size" and "grid", and not a Wellposed
 * document (which says "format"). */
static WpSniff
sniff_fpuzzles (const char *data)
{
  static const char *const keys[] = { "size", "grid", "format", NULL };
  gboolean found[3] = { FALSE, FALSE, FALSE };

  if (!top_level_has (data, keys, found))
    return WP_SNIFF_NO;
  return found[0] && found[1] && !found[2] ? WP_SNIFF_SURE : WP_SNIFF_NO;
}

/* --- The writer ------------------------------------------------------------------------ */

static void
add_text (JsonBuilder *builder, const char *key, const char *text)
{
  if (text == NULL || *text == '\0')
    return;
  json_builder_set_member_name (builder, key);
  json_builder_add_string_value (builder, text);
}

/* Cells are {} when empty; givens carry "given": true; a cell outside
 * f-puzzles' default box carries its region.  With @solution, the cells
 * that are not givens hold the solution's digits as a solver's entries. */
static void
write_grid (JsonBuilder *builder, const WpPuzzle *puzzle, const gint *solution)
{
  guint size = wp_sudoku_get_size (puzzle), box_rows, box_cols;

  default_box_shape (size, &box_rows, &box_cols);
  json_builder_set_member_name (builder, "grid");
  json_builder_begin_array (builder);
  for (guint r = 0; r < size; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < size; c++)
        {
          guint cell = r * size + c, region = wp_sudoku_region_of (puzzle, cell);
          gint given = puzzle->cells[cell];

          json_builder_begin_object (builder);
          if (given != WP_CELL_EMPTY || solution)
            {
              json_builder_set_member_name (builder, "value");
              json_builder_add_int_value (builder, given != WP_CELL_EMPTY ? given : solution[cell]);
            }
          if (given != WP_CELL_EMPTY)
            {
              json_builder_set_member_name (builder, "given");
              json_builder_add_boolean_value (builder, TRUE);
            }
          if (region != box_of (size, box_rows, box_cols, cell))
            {
              json_builder_set_member_name (builder, "region");
              json_builder_add_int_value (builder, region);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* "antiknight": true when the rule is on. */
static void
write_flag (JsonBuilder *builder, const WpPuzzle *puzzle, const KeyOfKind *entry)
{
  if (wp_puzzle_find_global (puzzle, entry->kind, entry->key->flag_value) < 0)
    return;
  json_builder_set_member_name (builder, entry->key->key);
  json_builder_add_boolean_value (builder, TRUE);
}

/* Every element under the key as a list, in the puzzle's order. */
static void
write_entries (JsonBuilder *builder, const WpPuzzle *puzzle, const KeyOfKind *entry)
{
  gboolean started = FALSE;

  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (element->kind != entry->kind || (entry->key->holds && !entry->key->holds (element)))
        continue;
      if (!started)
        {
          json_builder_set_member_name (builder, entry->key->key);
          json_builder_begin_array (builder);
          started = TRUE;
        }
      json_builder_begin_object (builder);
      if (entry->key->write_entry)
        entry->key->write_entry (builder, wp_sudoku_get_size (puzzle), element);
      else
        wp_fp_write_cells (builder, wp_sudoku_get_size (puzzle), element);
      json_builder_end_object (builder);
    }
  if (started)
    json_builder_end_array (builder);
}

static void
write_constraints (JsonBuilder *builder, const WpPuzzle *puzzle)
{
  const GArray *keys = constraint_keys ();

  for (guint i = 0; i < keys->len; i++)
    {
      const KeyOfKind *entry = &g_array_index (keys, KeyOfKind, i);

      if (entry->key->write_member)
        entry->key->write_member (builder, puzzle, entry->key->key);
      else if (entry->key->flag)
        write_flag (builder, puzzle, entry);
      else
        write_entries (builder, puzzle, entry);
    }
}

/* What f-puzzles cannot say, named. */
static gboolean
check_writable (const WpPuzzle *puzzle, gboolean first, GError **error)
{
  if (puzzle->genre != &wp_genre_sudoku)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("f-puzzles holds Sudoku puzzles, not %s"),
                   _(puzzle->genre->name));
      return FALSE;
    }
  if (!first)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("f-puzzles data holds one puzzle; save a collection as .wellposed"));
      return FALSE;
    }
  /* A jigsaw still being drawn would come back as data no one reads. */
  if (!wp_puzzle_check_countable (puzzle, error))
    return FALSE;
  if (wp_sudoku_get_size (puzzle) > FP_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("f-puzzles grids go up to %d×%d; save as .wellposed"), FP_MAX_SIZE, FP_MAX_SIZE);
      return FALSE;
    }
  if (wp_sudoku_get_classic (puzzle) != WP_SUDOKU_CLASSIC_ALL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("f-puzzles cannot switch off the rules of rows, columns and regions; save as .wellposed"));
      return FALSE;
    }
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpSudokuKind *kind = WP_SUDOKU_KIND (((const WpElement *) g_ptr_array_index (puzzle->elements, i))->kind);

      if (kind->fpuzzles == NULL)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, "%s",
                       kind->no_fpuzzles ? _(kind->no_fpuzzles) : _("this puzzle has a rule with no f-puzzles form; save as .wellposed"));
          return FALSE;
        }
    }
  return TRUE;
}

/* The JSON of @puzzle, compact, on one line without a line break. */
static char *
fpuzzles_json (const WpPuzzle *puzzle, const gint *solution)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "size");
  json_builder_add_int_value (builder, wp_sudoku_get_size (puzzle));
  add_text (builder, "title", puzzle->title);
  add_text (builder, "author", puzzle->author);
  add_text (builder, "ruleset", puzzle->rules);
  write_grid (builder, puzzle, solution);
  write_constraints (builder, puzzle);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static gboolean
write_fpuzzles (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  g_autofree char *json = NULL;

  if (!check_writable (puzzle, out->len == 0, error))
    return FALSE;
  json = fpuzzles_json (puzzle, solution);
  g_string_append (out, json);
  g_string_append_c (out, '\n');
  return TRUE;
}

/* --- Links ------------------------------------------------------------------------------- */

/* Whether @line starts a link: a known site, or f-puzzles data packed bare
 * (LZ-String of '{"' always starts "N4Ig"), with SudokuPad's prefix or not. */
static gboolean
starts_link (const char *line)
{
  while (g_ascii_isspace (*line))
    line++;
  if (wp_link_looks_like_puzzle_link (line))
    return TRUE;
  if (g_str_has_prefix (line, "fpuzzles"))
    line += strlen ("fpuzzles");
  else if (g_str_has_prefix (line, "fpuz"))
    line += strlen ("fpuz");
  return g_str_has_prefix (line, "N4Ig");
}

static WpSniff
sniff_link (const char *data)
{
  while (g_ascii_isspace (*data))
    data++;
  return *data && starts_link (data) ? WP_SNIFF_SURE : WP_SNIFF_NO;
}

static gboolean
is_blank (const char *line)
{
  while (g_ascii_isspace (*line))
    line++;
  return *line == '\0';
}

/* One link (the lines from @first), read; errors put its line first.
 * @unpacked adds up what the file's links unpack to: each link is small,
 * but 16,500 of them unpacking to 2 MB each took 4 GB and ended the
 * program, so a file's links get the budget one file has. */
static gboolean
read_link (const GString *link, guint first, GPtrArray *puzzles, gsize *unpacked, GError **error)
{
  g_autofree char *json = wp_link_extract_fpuzzles_json (link->str, error);
  WpPuzzle *puzzle;

  if (json && (*unpacked += strlen (json)) > FP_MAX_UNPACKED)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("the links up to this one unpack to more than %d MB: split the file into smaller ones"),
                   FP_MAX_UNPACKED >> 20);
      g_prefix_error (error, "%u: ", first);
      return FALSE;
    }
  puzzle = json ? read_fpuzzles (json, error) : NULL;
  if (puzzle == NULL)
    {
      g_prefix_error (error, "%u: ", first);
      return FALSE;
    }
  return wp_read_budget_add (puzzles, puzzle, first, error);
}

/* Links one a line; a line that does not start a link continues the one
 * above (a mail client wrapped it); blank lines end a link.  Walked line
 * by line, never split whole. */
static GPtrArray *
parse_links (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_auto (WpLines) lines = { 0 };
  g_autoptr (GString) link = g_string_new (NULL);
  gsize unpacked = 0;
  guint first = 0;

  wp_lines_init (&lines, data);
  while (wp_lines_next (&lines))
    {
      const char *line = lines.line->str;

      if (link->len > 0 && (is_blank (line) || starts_link (line)))
        {
          if (!read_link (link, first, puzzles, &unpacked, error))
            return NULL;
          g_string_truncate (link, 0);
        }
      if (is_blank (line))
        continue;
      if (link->len == 0)
        first = lines.number;
      g_string_append (link, g_strstrip (lines.line->str));
    }
  if (link->len > 0 && !read_link (link, first, puzzles, &unpacked, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("1: there is no link"));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* One f-puzzles link a line. */
static gboolean
write_link (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  g_autofree char *json = NULL;
  g_autofree char *link = NULL;

  if (!check_writable (puzzle, TRUE, error))
    return FALSE;
  json = fpuzzles_json (puzzle, solution);
  link = wp_link_build (WP_LINK_FPUZZLES, json);
  g_string_append (out, link);
  g_string_append_c (out, '\n');
  return TRUE;
}

/* f-puzzles has no file of its own (puzzles travel as links); these
 * names say what the file holds without claiming every .json. */
static const char *const fpuzzles_extensions[] = { ".fpuzzles", ".fpuz", NULL };
/* Links are found by their content, in any file and on standard input. */
static const char *const link_extensions[] = { NULL };

const WpTextFormat wp_sudoku_fpuzzles_format = {
  .id = "fpuzzles",
  .name = N_("f-puzzles data"),
  .extensions = fpuzzles_extensions,
  .sniff = sniff_fpuzzles,
  .parse = parse_fpuzzles,
  .write = write_fpuzzles,
};

const WpTextFormat wp_sudoku_fpuzzles_link_format = {
  .id = "fpuzzles-link",
  .name = N_("f-puzzles or SudokuPad link"),
  .extensions = link_extensions,
  .sniff = sniff_link,
  .parse = parse_links,
  .write = write_link,
};
