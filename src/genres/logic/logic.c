/* logic.c — the logic grid genre: categories, checks, the model, the
 * native file and how the solution table reads
 *
 * The clue shapes and their propagators live in logic-clues.c, the .logic
 * notation in logic-text.c.
 */
#include "genres/logic/logic-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static void
category_clear (WpLogicCategory *category)
{
  g_clear_pointer (&category->name, g_free);
  g_clear_pointer (&category->phrase, g_free);
  for (guint i = 0; i < WP_LOGIC_MAX_ITEMS; i++)
    g_clear_pointer (&category->items[i], g_free);
}

static void
category_copy (WpLogicCategory *to, const WpLogicCategory *from)
{
  to->name = g_strdup (from->name);
  to->phrase = g_strdup (from->phrase);
  to->ordered = from->ordered;
  for (guint i = 0; i < WP_LOGIC_MAX_ITEMS; i++)
    to->items[i] = g_strdup (from->items[i]);
}

static gpointer
params_copy (gconstpointer data)
{
  const WpLogicParams *params = data;
  WpLogicParams *copy = g_new0 (WpLogicParams, 1);

  copy->n_categories = params->n_categories;
  copy->n_items = params->n_items;
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    category_copy (&copy->categories[c], &params->categories[c]);
  if (params->intended)
    copy->intended = g_memdup2 (params->intended, sizeof (gint) * params->n_categories * params->n_items);
  return copy;
}

static void
params_free (gpointer data)
{
  WpLogicParams *params = data;

  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    category_clear (&params->categories[c]);
  g_free (params->intended);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpLogicParams *a = da, *b = db;

  if (a->n_categories != b->n_categories || a->n_items != b->n_items)
    return FALSE;
  for (guint c = 0; c < a->n_categories; c++)
    {
      const WpLogicCategory *x = &a->categories[c], *y = &b->categories[c];

      if (g_strcmp0 (x->name, y->name) != 0 || g_strcmp0 (x->phrase, y->phrase) != 0 ||
          !x->ordered != !y->ordered)
        return FALSE;
      for (guint i = 0; i < a->n_items; i++)
        if (g_strcmp0 (x->items[i], y->items[i]) != 0)
          return FALSE;
    }
  if (!a->intended != !b->intended)
    return FALSE;
  return a->intended == NULL ||
         memcmp (a->intended, b->intended, sizeof (gint) * a->n_categories * a->n_items) == 0;
}

static WpLogicParams *
logic_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

/* --- Public API ------------------------------------------------------------ */

WpPuzzle *
wp_logic_new (guint n_categories, guint n_items)
{
  WpLogicParams *params;

  if (n_categories < WP_LOGIC_MIN_CATEGORIES || n_categories > WP_LOGIC_MAX_CATEGORIES ||
      n_items < WP_LOGIC_MIN_ITEMS || n_items > WP_LOGIC_MAX_ITEMS)
    return NULL;
  params = g_new0 (WpLogicParams, 1);
  params->n_categories = n_categories;
  params->n_items = n_items;
  for (guint c = 0; c < n_categories; c++)
    {
      WpLogicCategory *category = &params->categories[c];

      /* Placeholder names, unique across the puzzle: A1…, B1…. */
      category->name = g_strdup_printf ("%c", 'A' + c);
      /* The first category names the subjects ("Ada"); the others say
       * what a subject has. */
      category->phrase = g_strdup (c == 0 ? "{}" : "has {}");
      for (guint i = 0; i < n_items; i++)
        category->items[i] = g_strdup_printf ("%c%u", 'A' + c, i + 1);
    }
  return wp_puzzle_new (&wp_genre_logic, n_categories, n_items, params);
}

guint
wp_logic_n_categories (const WpPuzzle *puzzle)
{
  return logic_params (puzzle)->n_categories;
}

guint
wp_logic_n_items (const WpPuzzle *puzzle)
{
  return logic_params (puzzle)->n_items;
}

const char *
wp_logic_category_name (const WpPuzzle *puzzle, guint category)
{
  g_return_val_if_fail (category < logic_params (puzzle)->n_categories, NULL);
  return logic_params (puzzle)->categories[category].name;
}

const char *
wp_logic_item_name (const WpPuzzle *puzzle, gint code)
{
  const WpLogicParams *params = logic_params (puzzle);

  if (code < 0 || WP_LOGIC_CATEGORY_OF (code) >= params->n_categories ||
      WP_LOGIC_INDEX_OF (code) >= params->n_items)
    return NULL;
  return params->categories[WP_LOGIC_CATEGORY_OF (code)].items[WP_LOGIC_INDEX_OF (code)];
}

const char *
wp_logic_category_phrase (const WpPuzzle *puzzle, guint category)
{
  g_return_val_if_fail (category < logic_params (puzzle)->n_categories, NULL);
  return logic_params (puzzle)->categories[category].phrase;
}

gint
wp_logic_ordered_category (const WpPuzzle *puzzle)
{
  const WpLogicParams *params = logic_params (puzzle);

  for (guint c = 0; c < params->n_categories; c++)
    if (params->categories[c].ordered)
      return (gint) c;
  return -1;
}

gboolean
wp_logic_find_item (const WpPuzzle *puzzle, const char *name, gint *code)
{
  const WpLogicParams *params = logic_params (puzzle);

  for (guint c = 0; c < params->n_categories; c++)
    for (guint i = 0; i < params->n_items; i++)
      if (g_strcmp0 (params->categories[c].items[i], name) == 0)
        {
          *code = WP_LOGIC_CODE (c, i);
          return TRUE;
        }
  return FALSE;
}

/* --- Validation ----------------------------------------------------------- */

/* Names are written bare in the notation, between its separators. */
static gboolean
check_name (const char *name, const char *what, GError **error)
{
  if (name == NULL || *name == '\0' || g_ascii_isspace (name[0]) || g_ascii_isspace (name[strlen (name) - 1]) ||
      strpbrk (name, ",:|#=!\"\n\r\t") != NULL || strchr (name, '%') != NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%s: a name must not be empty, start or end with a space, nor hold “,”, “:”, “|”, “#”, “=”, “!”, “\"” or “%%”"),
                   what);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_phrase (const WpLogicCategory *category, GError **error)
{
  const char *hole = category->phrase ? strstr (category->phrase, "{}") : NULL;

  if (hole == NULL || strstr (hole + 2, "{}") != NULL || strchr (category->phrase, '%'))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("category “%s”: its phrase “%s” must hold “{}” once, where the item goes (“drinks {}”), "
                     "and no “%%”"),
                   category->name, category->phrase ? category->phrase : "");
      return FALSE;
    }
  return TRUE;
}

/* Names unique across the puzzle: a clue names an item without saying its
 * category. */
static gboolean
check_names (const WpLogicParams *params, GError **error)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GHashTable) categories = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_ordered = 0;

  for (guint c = 0; c < params->n_categories; c++)
    {
      const WpLogicCategory *category = &params->categories[c];
      g_autofree char *what = g_strdup_printf (_("category %u"), c + 1);

      if (!check_name (category->name, what, error) || !check_phrase (category, error))
        return FALSE;
      if (!g_hash_table_add (categories, category->name))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("category “%s” is named twice"), category->name);
          return FALSE;
        }
      n_ordered += category->ordered != FALSE;
      for (guint i = 0; i < params->n_items; i++)
        {
          g_autofree char *item = g_strdup_printf (_("category “%s”, item %u"), category->name, i + 1);

          if (!check_name (category->items[i], item, error))
            return FALSE;
          if (!g_hash_table_add (seen, category->items[i]))
            {
              g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                           _("category “%s”: the item “%s” is named twice in the puzzle (names must be unique, "
                             "since a clue names an item without its category)"),
                           category->name, category->items[i]);
              return FALSE;
            }
        }
    }
  if (n_ordered > 1)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u categories are ordered, but positional clues need one ordered category"), n_ordered);
      return FALSE;
    }
  return TRUE;
}

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpLogicParams *params = logic_params (puzzle);

  if (params->n_categories < WP_LOGIC_MIN_CATEGORIES || params->n_categories > WP_LOGIC_MAX_CATEGORIES ||
      params->n_items < WP_LOGIC_MIN_ITEMS || params->n_items > WP_LOGIC_MAX_ITEMS ||
      puzzle->width != params->n_categories || puzzle->height != params->n_items)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: %u categories of %u items are not supported (a logic grid has %u to %u categories "
                     "of %u to %u items)"),
                   puzzle->width, puzzle->height, WP_LOGIC_MIN_CATEGORIES, WP_LOGIC_MAX_CATEGORIES,
                   WP_LOGIC_MIN_ITEMS, WP_LOGIC_MAX_ITEMS);
      return FALSE;
    }
  if (!check_names (params, error))
    return FALSE;
  if (params->intended && !wp_logic_check_table (params, params->intended, error))
    return FALSE;
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      gint v = puzzle->cells[cell];
      guint c = cell % puzzle->width, r = cell / puzzle->width;

      if (v == WP_CELL_EMPTY)
        continue;
      if (v < 0 || WP_LOGIC_CATEGORY_OF (v) != c || WP_LOGIC_INDEX_OF (v) >= params->n_items ||
          (c == 0 && WP_LOGIC_INDEX_OF (v) != r))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: the row of “%s” holds %d in the column of “%s”, which is no item of that "
                         "category"),
                       params->categories[0].items[r], v, params->categories[c].name);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
wp_logic_set_category (WpPuzzle *puzzle, guint category, const char *name, const char *const *items,
                       const char *phrase, gboolean ordered, GError **error)
{
  WpLogicParams *params = logic_params (puzzle);
  g_autoptr (WpPuzzle) trial = NULL;
  WpLogicCategory *slot;

  g_return_val_if_fail (category < params->n_categories, FALSE);
  if (items == NULL || g_strv_length ((char **) items) != params->n_items)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("category “%s”: expected %u items, one per row"),
                   name ? name : "", params->n_items);
      return FALSE;
    }
  /* Checked on a copy, so a refused change leaves the puzzle as it was. */
  trial = wp_puzzle_copy (puzzle);
  slot = &logic_params (trial)->categories[category];
  g_free (slot->name);
  slot->name = g_strdup (name);
  if (phrase)
    {
      g_free (slot->phrase);
      slot->phrase = g_strdup (phrase);
    }
  slot->ordered = ordered;
  for (guint i = 0; i < params->n_items; i++)
    {
      g_free (slot->items[i]);
      slot->items[i] = g_strdup (items[i]);
    }
  if (!check_names (logic_params (trial), error))
    return FALSE;
  category_clear (&params->categories[category]);
  category_copy (&params->categories[category], slot);
  return TRUE;
}

WpPuzzle *
wp_logic_with_categories (const WpPuzzle *puzzle, const WpLogicCategorySpec *specs, guint n_categories,
                          guint n_items, guint *n_dropped, GError **error)
{
  return wp_logic_with_categories_from (puzzle, specs, NULL, n_categories, n_items, n_dropped, error);
}

/* The code @code of @puzzle as the category it moved to says, or -1 when
 * its category or item is gone. */
static gint
moved_code (gint code, const gint *to_new, guint n_items)
{
  gint c = to_new[WP_LOGIC_CATEGORY_OF (code)];

  return c < 0 || WP_LOGIC_INDEX_OF (code) >= n_items ? -1 : WP_LOGIC_CODE (c, WP_LOGIC_INDEX_OF (code));
}

/* The givens follow their categories.  They pair an item of the row
 * category with one of the column's, so they stay only while the row
 * category stays first. */
static void
carry_givens (const WpPuzzle *puzzle, const gint *to_new, WpPuzzle *next)
{
  guint n_items = next->height;

  if (to_new[0] != 0)
    return;
  for (guint r = 0; r < MIN (n_items, puzzle->height); r++)
    for (guint c = 0; c < puzzle->width; c++)
      {
        gint v = puzzle->cells[r * puzzle->width + c], code;

        if (v == WP_CELL_EMPTY || (code = moved_code (v, to_new, n_items)) < 0)
          continue;
        next->cells[r * next->width + WP_LOGIC_CATEGORY_OF (code)] = code;
      }
}

/* --- The intended solution ---------------------------------------------------- */

/* The first row above @row whose column holds @v. */
static guint
row_of_first (const gint *table, guint k, guint row, gint v)
{
  guint c = WP_LOGIC_CATEGORY_OF (v);

  for (guint r = 0; r < row; r++)
    if (table[r * k + c] == v)
      return r;
  return row;
}

gboolean
wp_logic_check_table (const WpLogicParams *params, const gint *table, GError **error)
{
  guint k = params->n_categories, n = params->n_items;

  for (guint c = 0; c < k; c++)
    {
      guint used[WP_LOGIC_MAX_ITEMS] = { 0 };

      for (guint r = 0; r < n; r++)
        {
          gint v = table[r * k + c];

          if (v < 0 || WP_LOGIC_CATEGORY_OF (v) != c || WP_LOGIC_INDEX_OF (v) >= n ||
              (c == 0 && WP_LOGIC_INDEX_OF (v) != r))
            {
              g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                           _("intended solution: the row of “%s” holds no item of the category “%s” in its "
                             "column"),
                           params->categories[0].items[r], params->categories[c].name);
              return FALSE;
            }
          if (used[WP_LOGIC_INDEX_OF (v)]++)
            {
              g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                           _("intended solution: “%s” goes with both %s and %s (each item goes with one)"),
                           params->categories[c].items[WP_LOGIC_INDEX_OF (v)],
                           params->categories[0].items[row_of_first (table, k, r, v)],
                           params->categories[0].items[r]);
              return FALSE;
            }
        }
    }
  return TRUE;
}

gboolean
wp_logic_set_intended (WpPuzzle *puzzle, const gint *table, GError **error)
{
  WpLogicParams *params;

  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_logic, FALSE);
  params = logic_params (puzzle);
  if (table && !wp_logic_check_table (params, table, error))
    return FALSE;
  g_clear_pointer (&params->intended, g_free);
  if (table)
    params->intended = g_memdup2 (table, sizeof (gint) * params->n_categories * params->n_items);
  return TRUE;
}

const gint *
wp_logic_get_intended (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_logic, NULL);
  return logic_params (puzzle)->intended;
}

/* The intended table of @from in @to's categories, each where it moved
 * (@to_new): kept only when it still is a full matching there (no
 * category or item added, no row pairing an item that went).  It pairs every item with one of each
 * other category, so unlike givens it survives a new first category:
 * its rows are laid out again by that category's items. */
static void
carry_intended (const WpPuzzle *from, const gint *to_new, WpPuzzle *to)
{
  const WpLogicParams *old = logic_params (from);
  WpLogicParams *params = logic_params (to);
  guint k = params->n_categories, n = params->n_items;
  gint source[WP_LOGIC_MAX_CATEGORIES];
  g_autofree gint *table = NULL;

  if (old->intended == NULL || n > old->n_items)
    return;   /* new items pair with nobody yet */
  for (guint c = 0; c < k; c++)
    source[c] = -1;
  for (guint c = 0; c < old->n_categories; c++)
    if (to_new[c] >= 0)
      source[to_new[c]] = (gint) c;
  for (guint c = 0; c < k; c++)
    if (source[c] < 0)
      return;   /* a new category: nothing to pair its items with */
  /* With fewer items a row whose first item went goes; one that pairs an
   * item that went leaves an item out, and the check below refuses it. */
  table = g_new (gint, k * n);
  for (guint cell = 0; cell < k * n; cell++)
    table[cell] = -1;
  for (guint r = 0; r < old->n_items; r++)
    {
      const gint *row = old->intended + r * old->n_categories;
      guint new_row = WP_LOGIC_INDEX_OF (row[source[0]]);

      if (new_row >= n)
        continue;
      for (guint c = 0; c < k; c++)
        table[new_row * k + c] = WP_LOGIC_INDEX_OF (row[source[c]]) < n
                                 ? WP_LOGIC_CODE (c, WP_LOGIC_INDEX_OF (row[source[c]])) : -1;
    }
  if (wp_logic_check_table (params, table, NULL))
    params->intended = g_steal_pointer (&table);
}

/* The clue @element of @from remade in @to over the places its items
 * moved to, or NULL when an item is gone or @to does not allow it. */
static WpElement *
carry_clue_moved (const WpPuzzle *from, const WpElement *element, const gint *to_new, const WpPuzzle *to)
{
  gint shape = wp_logic_clue_shape (element);
  gint codes[4];
  g_autoptr (WpElement) clue = NULL;

  if (shape < 0 || element->cells->len != wp_logic_shape_arity (shape))
    return NULL;
  for (guint i = 0; i < element->cells->len; i++)
    {
      gint code = wp_logic_clue_item (from, element, i);

      codes[i] = code < 0 ? -1 : moved_code (code, to_new, to->height);
      if (codes[i] < 0)
        return NULL;
    }
  clue = wp_logic_clue_new (to, shape, codes, element->cells->len);
  return wp_puzzle_check_element (to, clue, -1, NULL) ? g_steal_pointer (&clue) : NULL;
}

WpPuzzle *
wp_logic_with_categories_from (const WpPuzzle *puzzle, const WpLogicCategorySpec *specs, const gint *sources,
                               guint n_categories, guint n_items, guint *n_dropped, GError **error)
{
  g_autoptr (WpPuzzle) next = NULL;
  WpLogicParams *params;
  gint to_new[WP_LOGIC_MAX_CATEGORIES];
  guint dropped = 0;

  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_logic, NULL);
  if (n_categories < WP_LOGIC_MIN_CATEGORIES || n_categories > WP_LOGIC_MAX_CATEGORIES ||
      n_items < WP_LOGIC_MIN_ITEMS || n_items > WP_LOGIC_MAX_ITEMS)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a logic grid has %u to %u categories of %u to %u items, not %u of %u"),
                   WP_LOGIC_MIN_CATEGORIES, WP_LOGIC_MAX_CATEGORIES, WP_LOGIC_MIN_ITEMS, WP_LOGIC_MAX_ITEMS,
                   n_categories, n_items);
      return NULL;
    }
  for (guint c = 0; c < n_categories; c++)
    if (specs[c].items == NULL || g_strv_length ((char **) specs[c].items) != n_items)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("category “%s”: expected %u items, one per row"),
                     specs[c].name ? specs[c].name : "", n_items);
        return NULL;
      }
  /* Where each of the puzzle's categories went: by position unless the
   * setter moved them; a source named twice keeps its first place. */
  for (guint c = 0; c < WP_LOGIC_MAX_CATEGORIES; c++)
    to_new[c] = sources == NULL && c < n_categories ? (gint) c : -1;
  for (guint c = 0; sources && c < n_categories; c++)
    if (sources[c] >= 0 && sources[c] < WP_LOGIC_MAX_CATEGORIES && to_new[sources[c]] < 0)
      to_new[sources[c]] = (gint) c;
  for (guint c = wp_logic_n_categories (puzzle); c < WP_LOGIC_MAX_CATEGORIES; c++)
    to_new[c] = -1;
  params = g_new0 (WpLogicParams, 1);
  params->n_categories = n_categories;
  params->n_items = n_items;
  for (guint c = 0; c < n_categories; c++)
    {
      params->categories[c].name = g_strdup (specs[c].name);
      params->categories[c].phrase = g_strdup (specs[c].phrase);
      params->categories[c].ordered = specs[c].ordered;
      for (guint i = 0; i < n_items; i++)
        params->categories[c].items[i] = g_strdup (specs[c].items[i]);
    }
  /* A copy keeps the title, author, rules and notes; the grid is new. */
  next = wp_puzzle_copy (puzzle);
  next->genre->params_free (next->params);
  next->params = params;
  next->width = n_categories;
  next->height = n_items;
  g_free (next->cells);
  next->cells = g_new (gint, n_categories * n_items);
  for (guint cell = 0; cell < n_categories * n_items; cell++)
    next->cells[cell] = WP_CELL_EMPTY;
  if (!check_names (params, error))
    return NULL;
  carry_givens (puzzle, to_new, next);
  g_ptr_array_set_size (next->elements, 0);
  for (guint e = 0; e < puzzle->elements->len; e++)
    {
      WpElement *clue = carry_clue_moved (puzzle, g_ptr_array_index (puzzle->elements, e), to_new, next);

      if (clue)
        g_ptr_array_add (next->elements, clue);
      else
        dropped++;
    }
  carry_intended (puzzle, to_new, next);
  if (n_dropped)
    *n_dropped = dropped;
  return g_steal_pointer (&next);
}

/* --- Conflicts ------------------------------------------------------------ */

/* One item given twice in its column. */
static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);

  for (guint a = 0; a < wp_puzzle_n_cells (puzzle); a++)
    for (guint b = a + puzzle->width; b < wp_puzzle_n_cells (puzzle); b += puzzle->width)
      if (puzzle->cells[a] != WP_CELL_EMPTY && puzzle->cells[a] == puzzle->cells[b])
        {
          const WpLogicParams *params = logic_params (puzzle);
          GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

          g_array_append_val (cells, a);
          g_array_append_val (cells, b);
          g_ptr_array_add (out, wp_conflict_new (cells,
                                                 g_strdup_printf (_("“%s” is given to both %s and %s"),
                                                                  wp_logic_item_name (puzzle, puzzle->cells[a]),
                                                                  params->categories[0].items[a / puzzle->width],
                                                                  params->categories[0].items[b / puzzle->width])));
        }
  return out;
}

/* --- The model ------------------------------------------------------------ */

static WpDomain
column_values (guint category, guint n_items)
{
  return ((G_GUINT64_CONSTANT (1) << n_items) - 1) << (category * WP_LOGIC_MAX_ITEMS);
}

/* One variable per cell, valued by item codes: the first column is fixed
 * (row r is item r of the first category), every other column is a
 * permutation of its category's items, and each clue adds its propagator. */
static WpModel *
build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  guint k = puzzle->width, n = puzzle->height;
  WpModel *model = wp_model_new (k * n, 0, (G_GUINT64_CONSTANT (1) << (k * WP_LOGIC_MAX_ITEMS)) - 1);
  guint vars[WP_LOGIC_MAX_ITEMS];

  for (guint c = 0; c < k; c++)
    {
      for (guint r = 0; r < n; r++)
        {
          guint cell = r * k + c;
          gint given = puzzle->cells[cell];

          vars[r] = cell;
          model->domains[cell] = c == 0 ? G_GUINT64_CONSTANT (1) << WP_LOGIC_CODE (0, r) : column_values (c, n);
          if (given != WP_CELL_EMPTY)
            model->domains[cell] &= G_GUINT64_CONSTANT (1) << given;
        }
      if (c > 0)
        wp_model_add_permutation (model, vars, n, column_values (c, n));
    }
  wp_puzzle_add_element_propagators (puzzle, model);
  return model;
}

/* --- Values ---------------------------------------------------------------- */

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  const char *name = wp_logic_item_name (puzzle, value);

  return g_strdup (name ? name : "");
}

/* Items are words, not characters: a space clears, nothing else types. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  return c == ' ' ? WP_CELL_EMPTY : -2;
}

/* --- Native file ---------------------------------------------------------- */

static gboolean
read_string (JsonNode *node, const char **out)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
read_category (JsonNode *node, guint c, WpLogicCategory *category, guint *n_items, GError **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *items = object ? json_object_get_member (object, "items") : NULL;
  JsonNode *ordered = object ? json_object_get_member (object, "ordered") : NULL;
  const char *name = NULL, *phrase = c == 0 ? "{}" : "has {}";
  JsonArray *array;

  if (object == NULL || !read_string (json_object_get_member (object, "name"), &name))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("categories[%u].name: missing or not a string"), c);
      return FALSE;
    }
  if (json_object_has_member (object, "phrase") && !read_string (json_object_get_member (object, "phrase"), &phrase))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("categories[%u].phrase: expected a string such as “drinks {}”"), c);
      return FALSE;
    }
  if (ordered && (!JSON_NODE_HOLDS_VALUE (ordered) || json_node_get_value_type (ordered) != G_TYPE_BOOLEAN))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("categories[%u].ordered: expected true or false"), c);
      return FALSE;
    }
  if (items == NULL || !JSON_NODE_HOLDS_ARRAY (items) ||
      json_array_get_length (array = json_node_get_array (items)) < WP_LOGIC_MIN_ITEMS ||
      json_array_get_length (array) > WP_LOGIC_MAX_ITEMS ||
      (*n_items && json_array_get_length (array) != *n_items))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("categories[%u].items: expected a list of %u to %u names, as many as the first category has"),
                   c, WP_LOGIC_MIN_ITEMS, WP_LOGIC_MAX_ITEMS);
      return FALSE;
    }
  *n_items = json_array_get_length (array);
  category->name = g_strdup (name);
  category->phrase = g_strdup (phrase);
  category->ordered = ordered && json_node_get_boolean (ordered);
  for (guint i = 0; i < *n_items; i++)
    {
      const char *item;

      if (!read_string (json_array_get_element (array, i), &item))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("categories[%u].items[%u]: expected a name"), c, i);
          return FALSE;
        }
      category->items[i] = g_strdup (item);
    }
  return TRUE;
}

/* "givens": one list per row, an item name or null per column. */
static gboolean
read_givens (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "givens");
  JsonArray *rows;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (rows = json_node_get_array (node)) != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens: expected %u rows"), puzzle->height);
      return FALSE;
    }
  for (guint r = 0; r < puzzle->height; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      JsonArray *cells;

      if (!JSON_NODE_HOLDS_ARRAY (row) || json_array_get_length (cells = json_node_get_array (row)) != puzzle->width)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens[%u]: expected %u entries"), r, puzzle->width);
          return FALSE;
        }
      for (guint c = 0; c < puzzle->width; c++)
        {
          JsonNode *cell = json_array_get_element (cells, c);
          const char *name;
          gint code;

          if (JSON_NODE_HOLDS_NULL (cell))
            continue;
          if (!read_string (cell, &name) || !wp_logic_find_item (puzzle, name, &code) ||
              WP_LOGIC_CATEGORY_OF (code) != c)
            {
              g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                           _("givens[%u][%u]: expected null or an item of the category “%s”"), r, c,
                           logic_params (puzzle)->categories[c].name);
              return FALSE;
            }
          puzzle->cells[r * puzzle->width + c] = code;
        }
    }
  return TRUE;
}

/* "intended": one list per row, an item name per column, every cell
 * filled; then checked as a full matching. */
static gboolean
read_intended (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "intended");
  g_autofree gint *table = NULL;
  JsonArray *rows;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (rows = json_node_get_array (node)) != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("intended: expected %u rows"), puzzle->height);
      return FALSE;
    }
  table = g_new (gint, wp_puzzle_n_cells (puzzle));
  for (guint r = 0; r < puzzle->height; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      JsonArray *cells;

      if (!JSON_NODE_HOLDS_ARRAY (row) || json_array_get_length (cells = json_node_get_array (row)) != puzzle->width)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("intended[%u]: expected %u item names"), r, puzzle->width);
          return FALSE;
        }
      for (guint c = 0; c < puzzle->width; c++)
        {
          const char *name;
          gint code;

          if (!read_string (json_array_get_element (cells, c), &name) || !wp_logic_find_item (puzzle, name, &code) ||
              WP_LOGIC_CATEGORY_OF (code) != c)
            {
              g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("intended[%u][%u]: expected an item of the category “%s”"),
                           r, c, logic_params (puzzle)->categories[c].name);
              return FALSE;
            }
          table[r * puzzle->width + c] = code;
        }
    }
  return wp_logic_set_intended (puzzle, table, error);
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "categories");
  g_autoptr (WpPuzzle) puzzle = NULL;
  WpLogicParams *params;
  JsonArray *array;
  guint n_categories, n_items = 0;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      (n_categories = json_array_get_length (array = json_node_get_array (node))) < WP_LOGIC_MIN_CATEGORIES ||
      n_categories > WP_LOGIC_MAX_CATEGORIES)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("categories: expected a list of %u to %u categories"),
                   WP_LOGIC_MIN_CATEGORIES, WP_LOGIC_MAX_CATEGORIES);
      return NULL;
    }
  params = g_new0 (WpLogicParams, 1);
  params->n_categories = n_categories;
  for (guint c = 0; c < n_categories; c++)
    if (!read_category (json_array_get_element (array, c), c, &params->categories[c], &n_items, error))
      {
        params_free (params);
        return NULL;
      }
  params->n_items = n_items;
  puzzle = wp_puzzle_new (&wp_genre_logic, n_categories, n_items, params);
  if (!check_names (params, error) || !read_givens (object, puzzle, error) ||
      !read_intended (object, puzzle, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static void
save_intended (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const gint *intended = logic_params (puzzle)->intended;

  if (intended == NULL)
    return;
  json_builder_set_member_name (builder, "intended");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < puzzle->width; c++)
        json_builder_add_string_value (builder, wp_logic_item_name (puzzle, intended[r * puzzle->width + c]));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpLogicParams *params = logic_params (puzzle);

  json_builder_set_member_name (builder, "categories");
  json_builder_begin_array (builder);
  for (guint c = 0; c < params->n_categories; c++)
    {
      const WpLogicCategory *category = &params->categories[c];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, category->name);
      json_builder_set_member_name (builder, "phrase");
      json_builder_add_string_value (builder, category->phrase);
      json_builder_set_member_name (builder, "ordered");
      json_builder_add_boolean_value (builder, category->ordered);
      json_builder_set_member_name (builder, "items");
      json_builder_begin_array (builder);
      for (guint i = 0; i < params->n_items; i++)
        json_builder_add_string_value (builder, category->items[i]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  save_intended (puzzle, builder);
  if (wp_puzzle_count_givens (puzzle) == 0)
    return;
  json_builder_set_member_name (builder, "givens");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < puzzle->width; c++)
        {
          gint v = puzzle->cells[r * puzzle->width + c];

          if (v == WP_CELL_EMPTY)
            json_builder_add_null_value (builder);
          else
            json_builder_add_string_value (builder, wp_logic_item_name (puzzle, v));
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* --- Presets and the genre ---------------------------------------------------- */

/* width: categories, height: items per category. */
static const WpPreset presets[] = {
  { "4x4", N_("4 categories of 4 items"), 4, 4, 0, 0 },
  { "3x3", N_("3 categories of 3 items"), 3, 3, 0, 0 },
  { "5x5", N_("5 categories of 5 items (the zebra puzzle)"), 5, 5, 0, 0 },
};

static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_logic_new (CLAMP (preset->width, WP_LOGIC_MIN_CATEGORIES, WP_LOGIC_MAX_CATEGORIES),
                       CLAMP (preset->height, WP_LOGIC_MIN_ITEMS, WP_LOGIC_MAX_ITEMS));
}

static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  return format_value (puzzle, value);
}

/* The table's headings: each column's category. */
static char *
column_heading (const WpPuzzle *puzzle, guint column)
{
  return column < puzzle->width ? g_strdup (wp_logic_category_name (puzzle, column)) : NULL;
}

/* The first column names the rows: row r is item r of the first category
 * in every solution (the model fixes it), so it reads as the table's row
 * labels before anything is solved. */
static gint
fixed_value (const WpPuzzle *puzzle, guint cell)
{
  return cell % puzzle->width == 0 ? WP_LOGIC_CODE (0, cell / puzzle->width) : WP_CELL_EMPTY;
}

/* A category's name, then its items. */
static GStrv
pair_group (const WpPuzzle *puzzle, guint group)
{
  const WpLogicParams *params = logic_params (puzzle);
  GStrvBuilder *builder;
  GStrv names;

  if (group >= params->n_categories)
    return NULL;
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, params->categories[group].name);
  for (guint i = 0; i < params->n_items; i++)
    g_strv_builder_add (builder, params->categories[group].items[i]);
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return names;
}

/* Items a and b (rows of the tick/cross grid: category × n + index) go
 * together in @solution when one row of the table holds both. */
static gboolean
paired (const WpPuzzle *puzzle, const gint *solution, guint a, guint b)
{
  guint n = puzzle->height, k = puzzle->width;
  gint code_a = WP_LOGIC_CODE (a / n, a % n), code_b = WP_LOGIC_CODE (b / n, b % n);

  for (guint r = 0; r < n; r++)
    if (solution[r * k + a / n] == code_a)
      return solution[r * k + b / n] == code_b;
  return FALSE;
}

static void
pair_marks (const WpPuzzle *puzzle, GPtrArray *solutions, guint8 *marks)
{
  guint side = puzzle->width * puzzle->height;

  for (guint a = 0; a < side; a++)
    for (guint b = 0; b < side; b++)
      {
        guint together = 0;

        for (guint i = 0; i < solutions->len; i++)
          together += paired (puzzle, g_ptr_array_index (solutions, i), a, b);
        marks[a * side + b] = solutions->len == 0 ? WP_PAIR_OPEN
                            : together == solutions->len ? WP_PAIR_TICK
                            : together == 0 ? WP_PAIR_CROSS : WP_PAIR_OPEN;
      }
}

static const WpViewHooks view_hooks = {
  .pair_group = pair_group,
  .pair_marks = pair_marks,
  .name_value = name_value,
  .column_heading = column_heading,
  .fixed_value = fixed_value,
};

static const WpPatternHooks pattern_hooks = {
  .describe = wp_logic_describe_pattern,
};

static const WpTextFormat *const text_formats[] = { &wp_logic_text_format, NULL };

const WpGenre wp_genre_logic = {
  .id = "logic",
  .name = N_("Logic Grid"),
  .rules = N_("Match every item of each category to exactly one item of every other category, so that "
              "every clue holds."),
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
  .build_model = build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  /* "Custom Size…": rows are items, columns categories (new_puzzle()
   * raises a size below the minimum to it). */
  .max_width = WP_LOGIC_MAX_CATEGORIES,
  .max_height = WP_LOGIC_MAX_ITEMS,
  .view = &view_hooks,
  .elements = &wp_logic_element_hooks,
  .patterns = &pattern_hooks,
  .intended = &wp_logic_intended_hooks,
};
