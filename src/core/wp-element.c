/* wp-element.c — elements: what every kind shares (see wp-element.h) */
#include <glib/gi18n-lib.h>
#include <string.h>

#include "wp-element.h"
#include "wp-error.h"

/* --- Values ------------------------------------------------------------------ */

WpElement *
wp_element_new (const WpElementKind *kind)
{
  WpElement *element = g_new0 (WpElement, 1);

  element->kind = kind;
  element->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  element->value = WP_ELEMENT_NO_VALUE;
  return element;
}

WpElement *
wp_element_new_global (const WpElementKind *kind, gint value)
{
  WpElement *element = wp_element_new (kind);

  element->value = value;
  return element;
}

void
wp_element_add_cell (WpElement *element, guint cell)
{
  g_array_append_val (element->cells, cell);
}

guint
wp_element_cell (const WpElement *element, guint i)
{
  return g_array_index (element->cells, guint, i);
}

WpElement *
wp_element_copy (const WpElement *element)
{
  WpElement *copy = g_memdup2 (element, sizeof *element);

  copy->cells = g_array_copy (element->cells);
  return copy;
}

void
wp_element_free (WpElement *element)
{
  if (element == NULL)
    return;
  g_array_unref (element->cells);
  g_free (element);
}

gboolean
wp_element_equal (const WpElement *a, const WpElement *b)
{
  /* An empty GArray's data may be NULL, which memcmp() must not see. */
  return a->kind == b->kind && a->n_head == b->n_head && a->value == b->value &&
         a->cells->len == b->cells->len &&
         (a->cells->len == 0 || memcmp (a->cells->data, b->cells->data, sizeof (guint) * a->cells->len) == 0);
}

const WpElementKind *
wp_element_kind_lookup (const WpGenre *genre, const char *id)
{
  if (genre->elements == NULL || id == NULL)
    return NULL;
  for (guint i = 0; genre->elements->kinds[i]; i++)
    if (g_str_equal (genre->elements->kinds[i]->id, id))
      return genre->elements->kinds[i];
  return NULL;
}

gboolean
wp_genre_accepts_kind (const WpGenre *genre, const WpElementKind *kind)
{
  if (genre->elements == NULL)
    return FALSE;
  for (guint i = 0; genre->elements->kinds[i]; i++)
    if (genre->elements->kinds[i] == kind)
      return TRUE;
  return FALSE;
}

/* --- Words ------------------------------------------------------------------- */

static char *
cell_name_of (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

char *
wp_element_span (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  guint n = element->cells->len;

  if (n == 0)
    return g_strdup ("");
  first = cell_name_of (puzzle, wp_element_cell (element, 0));
  if (n == 1)
    return g_steal_pointer (&first);
  last = cell_name_of (puzzle, wp_element_cell (element, n - 1));
  return g_strdup_printf ("%s–%s", first, last);
}

char *
wp_element_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = NULL;
  g_autofree char *name = NULL;

  /* A kind's own words may read its cells; one being checked may lack them. */
  if (element->kind->describe && (element->kind->global || element->cells->len > element->n_head))
    return element->kind->describe (puzzle, element);
  span = wp_element_span (puzzle, element);
  name = g_strdup (_(element->kind->noun));
  if (element->kind->global)
    return g_steal_pointer (&name);
  if (*span == '\0')
    /* TRANSLATORS: an element with no cells yet: "the thermometer" */
    return g_strdup_printf (_("the %s"), name);
  /* TRANSLATORS: an element named in a sentence: "the killer cage r1c1–r2c2" */
  return g_strdup_printf (_("the %s %s"), name, span);
}

char *
wp_element_mark (const WpElement *element)
{
  if (element->kind->mark)
    return element->kind->mark (element);
  if (element->value == WP_ELEMENT_NO_VALUE)
    return NULL;
  return g_strdup_printf ("%d", element->value);
}

/* --- Checks ------------------------------------------------------------------ */

static gboolean
check_cells (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  guint n_cells = wp_puzzle_n_cells (puzzle);
  g_autofree guint8 *seen = g_new0 (guint8, MAX (n_cells, 1));
  g_autofree char *what = NULL;

  if (element->kind->global && element->cells->len > 0)
    {
      what = wp_element_describe (puzzle, element);
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s is a rule over the whole grid and takes no cells"), what);
      return FALSE;
    }
  if (!element->kind->global && element->cells->len == 0)
    {
      what = wp_element_describe (puzzle, element);
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s has no cells"), what);
      return FALSE;
    }
  for (guint i = 0; i < element->cells->len; i++)
    {
      guint cell = wp_element_cell (element, i);
      g_autofree char *name = NULL;

      if (cell >= n_cells)
        {
          what = wp_element_describe (puzzle, element);
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%s reaches outside the %u×%u grid"), what, puzzle->height, puzzle->width);
          return FALSE;
        }
      if (!seen[cell]++)
        continue;
      what = wp_element_describe (puzzle, element);
      name = cell_name_of (puzzle, cell);
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s passes through %s twice"), what, name);
      return FALSE;
    }
  if (element->n_head > element->cells->len)
    {
      what = wp_element_describe (puzzle, element);
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s has a head longer than itself"), what);
      return FALSE;
    }
  return TRUE;
}

gint
wp_puzzle_find_global (const WpPuzzle *puzzle, const WpElementKind *kind, gint value)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *other = g_ptr_array_index (puzzle->elements, i);

      if (other->kind == kind && (kind->single || other->value == value))
        return (gint) i;
    }
  return -1;
}

gboolean
wp_puzzle_check_element (const WpPuzzle  *puzzle,
                         const WpElement *element,
                         gint             ignore,
                         GError         **error)
{
  if (!wp_genre_accepts_kind (puzzle->genre, element->kind))
    {
      const char *kind = _(element->kind->noun);

      /* TRANSLATORS: "Nonograms puzzles have no killer cage" */
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no %s"),
                   _(puzzle->genre->name), kind);
      return FALSE;
    }
  if (!check_cells (puzzle, element, error))
    return FALSE;
  if (element->kind->global)
    {
      gint there = wp_puzzle_find_global (puzzle, element->kind, element->value);

      if (there >= 0 && there != ignore)
        {
          g_autofree char *what = wp_element_describe (puzzle, element);

          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("The puzzle already has %s"), what);
          return FALSE;
        }
    }
  return element->kind->validate == NULL || element->kind->validate (puzzle, element, error);
}

/* --- Solving and conflicts -------------------------------------------------------- */

void
wp_puzzle_add_element_propagators (const WpPuzzle *puzzle, WpModel *model)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      element->kind->add_propagators (puzzle, element, model);
    }
}

void
wp_puzzle_find_element_conflicts (const WpPuzzle *puzzle, GPtrArray *conflicts)
{
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);
      WpConflict *conflict;

      if (element->kind->find_conflict == NULL)
        continue;
      conflict = element->kind->find_conflict (puzzle, element);
      if (conflict)
        g_ptr_array_add (conflicts, conflict);
    }
}

WpPuzzle *
wp_puzzle_without_family (const WpPuzzle *puzzle, const char *family)
{
  WpPuzzle *copy = wp_puzzle_copy (puzzle);

  for (guint i = copy->elements->len; i-- > 0;)
    {
      const WpElement *element = g_ptr_array_index (copy->elements, i);

      if (family == NULL || g_strcmp0 (element->kind->family, family) == 0)
        g_ptr_array_remove_index (copy->elements, i);
    }
  return copy;
}

char *
wp_puzzle_describe_family (const WpPuzzle *puzzle, const char *family)
{
  const WpElement *only = NULL;
  guint n = 0;

  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      if (g_strcmp0 (element->kind->family, family) == 0 && n++ == 0)
        only = element;
    }
  if (n == 1)
    return wp_element_describe (puzzle, only);
  if (only == NULL)
    return g_strdup (family);
  if (only->kind->family_name)
    return g_strdup (_(only->kind->family_name));
  return g_strdup (_(only->kind->noun));
}

const char **
wp_puzzle_element_families (const WpPuzzle *puzzle)
{
  GPtrArray *families = g_ptr_array_new ();

  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);
      gboolean known = FALSE;

      for (guint f = 0; f < families->len && !known; f++)
        known = g_str_equal (g_ptr_array_index (families, f), element->kind->family);
      if (!known)
        g_ptr_array_add (families, (gpointer) element->kind->family);
    }
  g_ptr_array_add (families, NULL);
  return (const char **) g_ptr_array_free (families, FALSE);
}

char *
wp_puzzle_default_rules (const WpPuzzle *puzzle)
{
  const WpElementHooks *hooks = puzzle->genre->elements;

  if (hooks && hooks->compose_rules)
    return hooks->compose_rules (puzzle);
  return g_strdup (puzzle->genre->rules ? _(puzzle->genre->rules) : NULL);
}

char *
wp_puzzle_page_text (const WpPuzzle *puzzle)
{
  const WpElementHooks *hooks = puzzle->genre->elements;

  return hooks && hooks->page_text ? hooks->page_text (puzzle) : NULL;
}

/* --- Native file --------------------------------------------------------------- */

gboolean
wp_puzzle_parse_cell (const WpPuzzle *puzzle, const char *name, guint *cell)
{
  guint64 row, col;
  const char *p = name;
  char *end;

  if (p == NULL || (*p != 'r' && *p != 'R'))
    return FALSE;
  p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  row = g_ascii_strtoull (p, &end, 10);
  if (*end != 'c' && *end != 'C')
    return FALSE;
  p = end + 1;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  col = g_ascii_strtoull (p, &end, 10);
  if (*end != '\0' || row < 1 || col < 1 || row > puzzle->height || col > puzzle->width)
    return FALSE;
  *cell = (guint) ((row - 1) * puzzle->width + (col - 1));
  return TRUE;
}

gboolean
wp_element_read_cells (const WpPuzzle *puzzle,
                       JsonObject     *object,
                       const char     *member,
                       WpElement      *element,
                       GError        **error)
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: missing or not a list of cells"), member);
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *name = JSON_NODE_HOLDS_VALUE (item) &&
                         json_node_get_value_type (item) == G_TYPE_STRING
                         ? json_node_get_string (item) : NULL;
      guint cell;

      if (name == NULL)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%s[%u]: expected a cell such as “r1c1”"), member, i);
          return FALSE;
        }
      if (!wp_puzzle_parse_cell (puzzle, name, &cell))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("%s[%u]: “%s” is not a cell of the %u×%u grid"), member, i, name,
                       puzzle->height, puzzle->width);
          return FALSE;
        }
      wp_element_add_cell (element, cell);
    }
  return TRUE;
}

void
wp_element_write_cells (const WpPuzzle  *puzzle,
                        const WpElement *element,
                        const char      *member,
                        guint            from,
                        guint            n,
                        JsonBuilder     *builder)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = from; i < from + n && i < element->cells->len; i++)
    {
      g_autofree char *name = cell_name_of (puzzle, wp_element_cell (element, i));

      json_builder_add_string_value (builder, name);
    }
  json_builder_end_array (builder);
}

/* Errors of reading name a member ("elements[2].cells[1]: …"); those of
 * checking speak of the element as a whole ("elements[2]: the cage … "). */
static WpElement *
read_element (WpPuzzle *puzzle, JsonNode *node, guint index, GError **error)
{
  g_autoptr (WpElement) element = NULL;
  const WpElementKind *kind;
  JsonObject *object;
  const char *id;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("elements[%u]: expected an object with a “kind”"),
                   index);
      return NULL;
    }
  object = json_node_get_object (node);
  id = json_object_has_member (object, "kind") &&
       JSON_NODE_HOLDS_VALUE (json_object_get_member (object, "kind")) &&
       json_node_get_value_type (json_object_get_member (object, "kind")) == G_TYPE_STRING
       ? json_object_get_string_member (object, "kind") : NULL;
  if (id == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("elements[%u].kind: missing or not a string"), index);
      return NULL;
    }
  kind = wp_element_kind_lookup (puzzle->genre, id);
  if (kind == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("elements[%u].kind: “%s” is not an element %s puzzles know"), index, id,
                   _(puzzle->genre->name));
      return NULL;
    }
  element = wp_element_new (kind);
  if (!kind->read_json (puzzle, object, element, error))
    {
      g_prefix_error (error, "elements[%u].", index);
      return NULL;
    }
  if (!wp_puzzle_check_element (puzzle, element, -1, error))
    {
      g_prefix_error (error, "elements[%u]: ", index);
      return NULL;
    }
  return g_steal_pointer (&element);
}

gboolean
wp_elements_read_json (WpPuzzle *puzzle, JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "elements");
  JsonArray *array;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("elements: expected a list"));
      return FALSE;
    }
  if (puzzle->genre->elements == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("elements: %s puzzles have none"),
                   _(puzzle->genre->name));
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      WpElement *element = read_element (puzzle, json_array_get_element (array, i), i, error);

      if (element == NULL)
        return FALSE;
      g_ptr_array_add (puzzle->elements, element);
    }
  return TRUE;
}

void
wp_elements_write_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  if (puzzle->elements->len == 0)
    return;
  json_builder_set_member_name (builder, "elements");
  json_builder_begin_array (builder);
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, element->kind->id);
      element->kind->write_json (puzzle, element, builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}
