/* logic-clues.c — the clue shapes of logic grids as elements
 *
 * A clue names two to four items; its element's cells are the items' own
 * cells (item i of category c is the cell in row i, column c), so copying,
 * undo, the native file and the core's removable-clue analysis treat it
 * like any cage.  Each shape has one propagator, generalised arc
 * consistency over where (in which row of the table) each item sits:
 * every row an item could take is kept only if some placement of the
 * clue's other items there makes the clue true.  Exact on a full
 * assignment, so counting is exact whatever the pruning.
 */
#include "genres/logic/logic-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CLUE_ITEMS 4

/* --- Items of a clue -------------------------------------------------------- */

gint
wp_logic_clue_item (const WpPuzzle *puzzle, const WpElement *element, guint i)
{
  return wp_logic_code_of_cell (puzzle, wp_element_cell (element, i));
}

guint
wp_logic_shape_arity (WpLogicShape shape)
{
  switch (shape)
    {
    case WP_LOGIC_EITHER: return 3;
    case WP_LOGIC_PAIR:   return 4;
    default:              return 2;
    }
}

static gboolean
shape_is_positional (WpLogicShape shape)
{
  return shape >= WP_LOGIC_LEFT_OF;
}

/* --- The propagator --------------------------------------------------------- */

typedef struct {
  WpLogicShape shape;
  guint        n_codes;
  gint         codes[MAX_CLUE_ITEMS];
  guint        k;           /* categories: the table's width */
  guint        n;           /* items per category: its height */
  gint         ordered;     /* the ordered category, or -1 */
} ClueData;

/* The rows where @code may still sit. */
static guint
item_rows (const ClueData *d, const WpStore *store, gint code)
{
  guint c = WP_LOGIC_CATEGORY_OF (code), rows = 0;
  WpDomain bit = G_GUINT64_CONSTANT (1) << code;

  for (guint r = 0; r < d->n; r++)
    if (c == 0 ? r == WP_LOGIC_INDEX_OF (code) : (wp_store_get (store, r * d->k + c) & bit) != 0)
      rows |= 1u << r;
  return rows;
}

/* Takes @code out of every row not in @rows. */
static gboolean
keep_item_rows (const ClueData *d, WpStore *store, gint code, guint rows)
{
  guint c = WP_LOGIC_CATEGORY_OF (code);

  if (c == 0)
    return (rows >> WP_LOGIC_INDEX_OF (code)) & 1;
  for (guint r = 0; r < d->n; r++)
    if (!((rows >> r) & 1) && !wp_store_restrict (store, r * d->k + c, ~(G_GUINT64_CONSTANT (1) << code)))
      return FALSE;
  return TRUE;
}

/* Whether the clue holds with item j in row rows[j]. */
static gboolean
rows_hold (WpLogicShape shape, const guint *rows)
{
  switch (shape)
    {
    case WP_LOGIC_SAME:   return rows[0] == rows[1];
    case WP_LOGIC_DIFFER: return rows[0] != rows[1];
    case WP_LOGIC_EITHER: return (rows[0] == rows[1]) != (rows[0] == rows[2]);
    case WP_LOGIC_PAIR:
      return rows[0] != rows[1] &&
             ((rows[0] == rows[2] && rows[1] == rows[3]) || (rows[0] == rows[3] && rows[1] == rows[2]));
    default:              return FALSE;
    }
}

static gboolean
positions_hold (WpLogicShape shape, gint x, gint y)
{
  switch (shape)
    {
    case WP_LOGIC_LEFT_OF:      return x < y;
    case WP_LOGIC_JUST_LEFT_OF: return y == x + 1;
    case WP_LOGIC_NEXT_TO:      return abs (x - y) == 1;
    case WP_LOGIC_NOT_NEXT_TO:  return abs (x - y) != 1;
    default:                    return FALSE;
    }
}

/* Every placement of items j… in their possible rows; items of one
 * category sit in different rows. */
static void
enumerate (const ClueData *d, const guint *possible, guint j, guint *rows, guint *support)
{
  /* n_codes is at most MAX_CLUE_ITEMS; said twice so the compiler sees it. */
  if (j >= d->n_codes || j >= MAX_CLUE_ITEMS)
    {
      if (rows_hold (d->shape, rows))
        for (guint i = 0; i < d->n_codes; i++)
          support[i] |= 1u << rows[i];
      return;
    }
  for (guint r = 0; r < d->n; r++)
    {
      gboolean clash = FALSE;

      if (!((possible[j] >> r) & 1))
        continue;
      for (guint i = 0; i < j && !clash; i++)
        clash = rows[i] == r && WP_LOGIC_CATEGORY_OF (d->codes[i]) == WP_LOGIC_CATEGORY_OF (d->codes[j]);
      if (clash)
        continue;
      rows[j] = r;
      enumerate (d, possible, j + 1, rows, support);
    }
}

/* The positions row @r may still take in the ordered category. */
static guint
row_positions (const ClueData *d, const WpStore *store, guint r)
{
  if (d->ordered == 0)
    return 1u << r;
  return (guint) ((wp_store_get (store, r * d->k + (guint) d->ordered) >> (d->ordered * WP_LOGIC_MAX_ITEMS)) &
                  ((1u << d->n) - 1));
}

/* The positions item @j may take in row @r: its own when it belongs to the
 * ordered category. */
static guint
item_positions (const ClueData *d, const WpStore *store, guint j, guint r)
{
  guint positions = row_positions (d, store, r);

  if (WP_LOGIC_CATEGORY_OF (d->codes[j]) == (guint) d->ordered)
    positions &= 1u << WP_LOGIC_INDEX_OF (d->codes[j]);
  return positions;
}

/* Two items, each with a row and a position in the ordered category: rows
 * and positions are supported together, and an item whose row is known
 * narrows that row's position. */
static gboolean
propagate_positional (const ClueData *d, WpStore *store, const guint *possible)
{
  guint support[2] = { 0, 0 }, at[2][WP_LOGIC_MAX_ITEMS] = { { 0 } };
  gboolean one_category = WP_LOGIC_CATEGORY_OF (d->codes[0]) == WP_LOGIC_CATEGORY_OF (d->codes[1]);

  for (guint rx = 0; rx < d->n; rx++)
    for (guint ry = 0; ry < d->n; ry++)
      {
        guint px, py;

        if (!((possible[0] >> rx) & 1) || !((possible[1] >> ry) & 1) || (one_category && rx == ry))
          continue;
        px = item_positions (d, store, 0, rx);
        py = item_positions (d, store, 1, ry);
        for (guint ox = 0; ox < d->n; ox++)
          for (guint oy = 0; oy < d->n; oy++)
            if (((px >> ox) & 1) && ((py >> oy) & 1) && (rx == ry) == (ox == oy) &&
                positions_hold (d->shape, (gint) ox, (gint) oy))
              {
                support[0] |= 1u << rx;
                support[1] |= 1u << ry;
                at[0][rx] |= 1u << ox;
                at[1][ry] |= 1u << oy;
              }
      }
  for (guint j = 0; j < 2; j++)
    {
      if (!keep_item_rows (d, store, d->codes[j], support[j]))
        return FALSE;
      if (d->ordered > 0 && wp_domain_is_single (support[j]))
        {
          guint r = wp_domain_first (support[j]);

          if (!wp_store_restrict (store, r * d->k + (guint) d->ordered,
                                  (WpDomain) at[j][r] << (d->ordered * WP_LOGIC_MAX_ITEMS)))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
propagate_clue (const WpPropagator *self, WpStore *store)
{
  const ClueData *d = self->data;
  guint possible[MAX_CLUE_ITEMS], rows[MAX_CLUE_ITEMS], support[MAX_CLUE_ITEMS] = { 0 };

  for (guint j = 0; j < d->n_codes; j++)
    if ((possible[j] = item_rows (d, store, d->codes[j])) == 0)
      return FALSE;
  if (shape_is_positional (d->shape))
    /* Positions need an ordered category; a clue left without one (the
     * order switched off after it was written) cannot hold. */
    return d->ordered >= 0 && propagate_positional (d, store, possible);
  enumerate (d, possible, 0, rows, support);
  for (guint j = 0; j < d->n_codes; j++)
    if (!keep_item_rows (d, store, d->codes[j], support[j]))
      return FALSE;
  return TRUE;
}

static const WpPropagatorClass clue_class = {
  .name = "logic-clue",
  .propagate = propagate_clue,
  .free_data = g_free,
};

static void
add_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  ClueData *d = g_new0 (ClueData, 1);
  guint vars[WP_LOGIC_MAX_CATEGORIES * WP_LOGIC_MAX_ITEMS], n_vars = 0;
  gboolean column[WP_LOGIC_MAX_CATEGORIES] = { FALSE };

  d->shape = (WpLogicShape) wp_logic_clue_shape (element);
  d->n_codes = MIN (element->cells->len, MAX_CLUE_ITEMS);
  d->k = puzzle->width;
  d->n = puzzle->height;
  d->ordered = shape_is_positional (d->shape) ? wp_logic_ordered_category (puzzle) : -1;
  for (guint j = 0; j < d->n_codes; j++)
    {
      d->codes[j] = wp_logic_clue_item (puzzle, element, j);
      column[WP_LOGIC_CATEGORY_OF (d->codes[j])] = TRUE;
    }
  if (d->ordered >= 0)
    column[d->ordered] = TRUE;
  /* It reads the columns of its items' categories (and of the order). */
  for (guint c = 1; c < d->k; c++)
    if (column[c])
      for (guint r = 0; r < d->n; r++)
        vars[n_vars++] = r * d->k + c;
  wp_model_add_propagator (model, &clue_class, vars, n_vars, 0, d);
}

/* --- Words ------------------------------------------------------------------ */

static const char *
item_name_or_mark (const WpPuzzle *puzzle, gint code)
{
  const char *name = wp_logic_item_name (puzzle, code);

  return name ? name : "?";
}

static gboolean
is_subject_phrase (const WpPuzzle *puzzle, gint code)
{
  return g_strcmp0 (wp_logic_category_phrase (puzzle, WP_LOGIC_CATEGORY_OF (code)), "{}") == 0;
}

/* What an item's holder does: "drinks tea"; "is Ada" for a subject. */
static char *
predicate (const WpPuzzle *puzzle, gint code)
{
  const char *name = item_name_or_mark (puzzle, code);
  const char *phrase = WP_LOGIC_CATEGORY_OF (code) < wp_logic_n_categories (puzzle)
                       ? wp_logic_category_phrase (puzzle, WP_LOGIC_CATEGORY_OF (code)) : NULL;
  g_auto (GStrv) parts = NULL;

  if (phrase == NULL || g_str_equal (phrase, "{}"))
    /* TRANSLATORS: what a person is, in a clue: "is Ada" */
    return g_strdup_printf (_("is %s"), name);
  parts = g_strsplit (phrase, "{}", 2);
  return g_strconcat (parts[0], name, parts[1] ? parts[1] : "", NULL);
}

/* Who an item's holder is: "Ada"; "the one who drinks tea". */
static char *
subject (const WpPuzzle *puzzle, gint code)
{
  g_autofree char *what = NULL;

  if (WP_LOGIC_CATEGORY_OF (code) < wp_logic_n_categories (puzzle) && is_subject_phrase (puzzle, code))
    return g_strdup (item_name_or_mark (puzzle, code));
  what = predicate (puzzle, code);
  /* TRANSLATORS: an item's holder named by what they have: "the one who drinks tea" */
  return g_strdup_printf (_("the one who %s"), what);
}

static char *
sentence_body (const WpPuzzle *puzzle, const WpElement *element)
{
  WpLogicShape shape = (WpLogicShape) wp_logic_clue_shape (element);
  gint codes[MAX_CLUE_ITEMS] = { 0 };
  g_autofree char *s0 = NULL, *s1 = NULL, *p1 = NULL, *p2 = NULL, *p3 = NULL;

  if (element->cells->len != wp_logic_shape_arity (shape))
    return wp_logic_clue_notation (puzzle, element);
  for (guint j = 0; j < element->cells->len; j++)
    codes[j] = wp_logic_clue_item (puzzle, element, j);
  /* A named subject leads: "Ada drinks tea", not "the one who drinks tea is Ada". */
  if (shape <= WP_LOGIC_DIFFER && !is_subject_phrase (puzzle, codes[0]) && is_subject_phrase (puzzle, codes[1]))
    {
      gint t = codes[0];

      codes[0] = codes[1];
      codes[1] = t;
    }
  s0 = subject (puzzle, codes[0]);
  s1 = subject (puzzle, codes[1]);
  p1 = predicate (puzzle, codes[1]);
  switch (shape)
    {
    case WP_LOGIC_SAME:
      /* TRANSLATORS: a clue: "Ada" "drinks tea" */
      return g_strdup_printf (_("%s %s"), s0, p1);
    case WP_LOGIC_DIFFER:
      /* TRANSLATORS: a clue: "Ada is not the one who keeps the dog" */
      return g_strdup_printf (_("%s is not the one who %s"), s0, p1);
    case WP_LOGIC_EITHER:
      p2 = predicate (puzzle, codes[2]);
      /* TRANSLATORS: a clue: "Ada either drinks tea or keeps the cat, not both" */
      return g_strdup_printf (_("%s either %s or %s, not both"), s0, p1, p2);
    case WP_LOGIC_PAIR:
      p2 = predicate (puzzle, codes[2]);
      p3 = predicate (puzzle, codes[3]);
      /* TRANSLATORS: a clue: "Of Bea and Dot, one drinks juice and the other lives in Leeds" */
      return g_strdup_printf (_("of %s and %s, one %s and the other %s"), s0, s1, p2, p3);
    case WP_LOGIC_LEFT_OF:
      /* TRANSLATORS: a clue over an ordered category (houses in a row) */
      return g_strdup_printf (_("%s is somewhere to the left of %s"), s0, s1);
    case WP_LOGIC_JUST_LEFT_OF:
      return g_strdup_printf (_("%s is immediately to the left of %s"), s0, s1);
    case WP_LOGIC_NEXT_TO:
      return g_strdup_printf (_("%s is next to %s"), s0, s1);
    case WP_LOGIC_NOT_NEXT_TO:
      return g_strdup_printf (_("%s is not next to %s"), s0, s1);
    default:
      return g_strdup ("?");
    }
}

char *
wp_logic_clue_sentence (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *body = sentence_body (puzzle, element);
  gunichar first = g_utf8_get_char (body);
  char upper[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  /* TRANSLATORS: a clue as a sentence on the page: "Ada drinks tea." */
  return g_strdup_printf (_("%s%s."), upper, g_utf8_next_char (body));
}

char *
wp_logic_clue_notation (const WpPuzzle *puzzle, const WpElement *element)
{
  WpLogicShape shape = (WpLogicShape) wp_logic_clue_shape (element);
  const char *n[MAX_CLUE_ITEMS] = { "?", "?", "?", "?" };

  for (guint j = 0; j < MIN (element->cells->len, MAX_CLUE_ITEMS); j++)
    n[j] = item_name_or_mark (puzzle, wp_logic_clue_item (puzzle, element, j));
  switch (shape)
    {
    case WP_LOGIC_EITHER:
      return g_strdup_printf ("%s = %s | %s", n[0], n[1], n[2]);
    case WP_LOGIC_PAIR:
      return g_strdup_printf ("of %s, %s: one = %s, other = %s", n[0], n[1], n[2], n[3]);
    default:
      return g_strdup_printf ("%s %s %s", n[0], wp_logic_shape_word (shape), n[1]);
    }
}

/* The clue in a sentence of a message: “Ada drinks tea”. */
static char *
describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *body = sentence_body (puzzle, element);

  /* TRANSLATORS: a clue named inside a message */
  return g_strdup_printf (_("the clue “%s”"), body);
}

/* --- Checks ------------------------------------------------------------------ */

static gboolean
validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  WpLogicShape shape = (WpLogicShape) wp_logic_clue_shape (element);
  guint cat[MAX_CLUE_ITEMS];
  g_autofree char *what = NULL;
  const char *problem = NULL;

  if (element->cells->len != wp_logic_shape_arity (shape))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("a clue “%s” names %u items, not %u"),
                   wp_logic_shape_word (shape), wp_logic_shape_arity (shape), element->cells->len);
      return FALSE;
    }
  for (guint j = 0; j < element->cells->len; j++)
    {
      cat[j] = WP_LOGIC_CATEGORY_OF (wp_logic_clue_item (puzzle, element, j));
      if (wp_logic_clue_item (puzzle, element, j) < 0 || WP_LOGIC_INDEX_OF (wp_logic_clue_item (puzzle, element, j)) >= wp_logic_n_items (puzzle))
        problem = _("it names an item the puzzle does not have");
    }
  if (problem == NULL)
    switch (shape)
      {
      case WP_LOGIC_SAME:
      case WP_LOGIC_DIFFER:
        if (cat[0] == cat[1])
          problem = _("its two items belong to one category, so they never go together");
        break;
      case WP_LOGIC_EITHER:
        if (cat[0] == cat[1] || cat[0] == cat[2])
          problem = _("its first item shares a category with one of the other two");
        break;
      case WP_LOGIC_PAIR:
        if (cat[2] == cat[0] || cat[2] == cat[1] || cat[3] == cat[0] || cat[3] == cat[1])
          problem = _("the last two items must belong to categories other than those of the first two");
        break;
      default:
        if (wp_logic_ordered_category (puzzle) < 0)
          problem = _("it speaks of positions, but no category is ordered");
        break;
      }
  if (problem == NULL)
    return TRUE;
  what = wp_logic_clue_notation (puzzle, element);
  /* TRANSLATORS: "the clue “Ada = Bea”: its two items belong to one category…" */
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("the clue “%s”: %s"), what, problem);
  return FALSE;
}

/* --- Native file ---------------------------------------------------------------- */

static gboolean
read_json (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  JsonNode *node = json_object_get_member (object, "items");
  JsonArray *items;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (items = json_node_get_array (node)) !=
      wp_logic_shape_arity ((WpLogicShape) wp_logic_clue_shape (element)))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("items: expected a list of %u item names"),
                   wp_logic_shape_arity ((WpLogicShape) wp_logic_clue_shape (element)));
      return FALSE;
    }
  for (guint j = 0; j < json_array_get_length (items); j++)
    {
      JsonNode *item = json_array_get_element (items, j);
      gint code;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING ||
          !wp_logic_find_item (puzzle, json_node_get_string (item), &code))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("items[%u]: expected the name of an item of the puzzle"), j);
          return FALSE;
        }
      wp_element_add_cell (element, wp_logic_cell_of_code (puzzle, code));
    }
  return TRUE;
}

static void
write_json (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "items");
  json_builder_begin_array (builder);
  for (guint j = 0; j < element->cells->len; j++)
    json_builder_add_string_value (builder, item_name_or_mark (puzzle, wp_logic_clue_item (puzzle, element, j)));
  json_builder_end_array (builder);
}

/* --- The kinds ---------------------------------------------------------------- */

#define CLUE_KIND(ident, id_, name_, noun_) \
  { .id = id_, .name = name_, .noun = noun_, .family = "logic-clues", .family_name = N_("the clues"), \
    .shape = WP_ELEMENT_SHAPE_NONE, .read_json = read_json, .write_json = write_json, \
    .validate = validate, .add_propagators = add_propagators, .describe = describe }

static const WpElementKind kinds[WP_LOGIC_N_SHAPES] = {
  CLUE_KIND (SAME, "logic-same", N_("Together"), N_("clue")),
  CLUE_KIND (DIFFER, "logic-differ", N_("Not together"), N_("clue")),
  CLUE_KIND (EITHER, "logic-either", N_("Exactly one of two"), N_("clue")),
  CLUE_KIND (PAIR, "logic-pair", N_("One and the other"), N_("clue")),
  CLUE_KIND (LEFT_OF, "logic-left-of", N_("Left of"), N_("clue")),
  CLUE_KIND (JUST_LEFT_OF, "logic-just-left-of", N_("Immediately left of"), N_("clue")),
  CLUE_KIND (NEXT_TO, "logic-next-to", N_("Next to"), N_("clue")),
  CLUE_KIND (NOT_NEXT_TO, "logic-not-next-to", N_("Not next to"), N_("clue")),
};

static const char *const words[WP_LOGIC_N_SHAPES] = {
  "=", "!=", "=", "of", "left-of", "just-left-of", "next-to", "not-next-to",
};

static const WpElementKind *const kind_list[] = {
  &kinds[0], &kinds[1], &kinds[2], &kinds[3], &kinds[4], &kinds[5], &kinds[6], &kinds[7], NULL,
};

const WpElementKind *
wp_logic_shape_kind (WpLogicShape shape)
{
  g_return_val_if_fail (shape < WP_LOGIC_N_SHAPES, NULL);
  return &kinds[shape];
}

const char *
wp_logic_shape_word (WpLogicShape shape)
{
  return shape < WP_LOGIC_N_SHAPES ? words[shape] : "?";
}

gint
wp_logic_clue_shape (const WpElement *element)
{
  for (guint s = 0; s < WP_LOGIC_N_SHAPES; s++)
    if (element->kind == &kinds[s])
      return (gint) s;
  return -1;
}

WpElement *
wp_logic_clue_new (const WpPuzzle *puzzle, WpLogicShape shape, const gint *codes, guint n_codes)
{
  WpElement *element = wp_element_new (wp_logic_shape_kind (shape));

  for (guint j = 0; j < n_codes; j++)
    wp_element_add_cell (element, wp_logic_cell_of_code (puzzle, codes[j]));
  return element;
}

/* What the page prints under the rules: the categories and the clues as
 * numbered sentences.  Apart from the rules, so a setter who writes their
 * own rules text still gets every clue on paper. */
static char *
page_text (const WpPuzzle *puzzle)
{
  GString *text = g_string_new (NULL);
  guint number = 0;

  for (guint c = 0; c < wp_logic_n_categories (puzzle); c++)
    {
      if (c > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "%s: ", wp_logic_category_name (puzzle, c));
      for (guint i = 0; i < wp_logic_n_items (puzzle); i++)
        g_string_append_printf (text, i ? ", %s" : "%s", wp_logic_item_name (puzzle, WP_LOGIC_CODE (c, i)));
      if ((gint) c == wp_logic_ordered_category (puzzle))
        g_string_append_printf (text, " %s", _("(in this order, left to right)"));
    }
  for (guint i = 0; i < puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (puzzle->elements, i);
      g_autofree char *sentence = NULL;

      if (wp_logic_clue_shape (element) < 0)
        continue;
      sentence = wp_logic_clue_sentence (puzzle, element);
      g_string_append_printf (text, number == 0 ? "\n\n%u. %s" : "\n%u. %s", number + 1, sentence);
      number++;
    }
  return g_string_free (text, FALSE);
}

/* --- The structured editor: a shape, then its items from menus --------------------- */

static guint
pick_slots (const WpPuzzle *puzzle, const WpElementKind *kind)
{
  for (guint s = 0; s < WP_LOGIC_N_SHAPES; s++)
    if (kind == &kinds[s])
      return wp_logic_shape_arity ((WpLogicShape) s);
  return 0;
}

/* Every item, category after category: "tea (drink)". */
static GStrv
pick_choices (const WpPuzzle *puzzle, const WpElementKind *kind, guint slot)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv choices;

  for (guint c = 0; c < wp_logic_n_categories (puzzle); c++)
    for (guint i = 0; i < wp_logic_n_items (puzzle); i++)
      {
        /* TRANSLATORS: an item in a menu with its category: "tea (drink)" */
        g_autofree char *label = g_strdup_printf (_("%s (%s)"), wp_logic_item_name (puzzle, WP_LOGIC_CODE (c, i)),
                                                  wp_logic_category_name (puzzle, c));

        g_strv_builder_add (builder, label);
      }
  choices = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return choices;
}

static WpElement *
pick_build (const WpPuzzle *puzzle, const WpElementKind *kind, const guint *choices)
{
  guint n = wp_logic_n_items (puzzle), arity = pick_slots (puzzle, kind);
  gint codes[MAX_CLUE_ITEMS];

  for (guint j = 0; j < arity; j++)
    codes[j] = WP_LOGIC_CODE (choices[j] / n, choices[j] % n);
  return wp_logic_clue_new (puzzle, (WpLogicShape) wp_logic_clue_shape (&(WpElement) { .kind = kind }), codes,
                            arity);
}

const WpElementHooks wp_logic_element_hooks = {
  .kinds = kind_list,
  .page_text = page_text,
  .pick_slots = pick_slots,
  .pick_choices = pick_choices,
  .pick_build = pick_build,
  .pick_sentence = wp_logic_clue_sentence,
};
