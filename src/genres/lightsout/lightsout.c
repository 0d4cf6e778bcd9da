/* lightsout.c — the Lights Out genre: parameters, checks, native file, the
 * lights as clues inside the cells, glyphs and the generator
 *
 * The linear algebra lives in lightsout-gf2.c and lightsout-solve.c, the
 * .lights notation in lightsout-text.c.
 */
#include "genres/lightsout/lightsout-private.h"
#include "genres/common/line-counts.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  const WpLightsOutParams *params = data;
  WpLightsOutParams *copy = g_memdup2 (params, sizeof *params);

  copy->lights = g_memdup2 (params->lights, MAX ((gsize) params->width * params->height, 1));
  copy->drawn = params->drawn ? g_memdup2 (params->drawn, sizeof (gint) * params->width * params->height) : NULL;
  return copy;
}

static void
params_free (gpointer data)
{
  WpLightsOutParams *params = data;

  g_free (params->lights);
  g_free (params->drawn);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpLightsOutParams *a = da, *b = db;

  /* The drawing counts: a quiet pattern drawn changes no light, yet it
   * is an edit the setter sees and undoes. */
  if (!a->drawn != !b->drawn ||
      (a->drawn && memcmp (a->drawn, b->drawn, sizeof (gint) * a->width * a->height) != 0))
    return FALSE;
  return a->width == b->width && a->height == b->height && a->neighbourhood == b->neighbourhood &&
         !a->torus == !b->torus && memcmp (a->lights, b->lights, (gsize) a->width * a->height) == 0;
}

static WpLightsOutParams *
lights_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

/* --- Public API ------------------------------------------------------------ */

WpPuzzle *
wp_lightsout_new (guint width, guint height)
{
  WpLightsOutParams *params = g_new0 (WpLightsOutParams, 1);

  params->width = width;
  params->height = height;
  params->lights = g_new0 (guint8, MAX ((gsize) width * height, 1));
  params->neighbourhood = WP_LIGHTSOUT_PLUS;
  return wp_puzzle_new (&wp_genre_lightsout, width, height, params);
}

const guint8 *
wp_lightsout_get_lights (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout, NULL);
  return lights_params (puzzle)->lights;
}

void
wp_lightsout_set_light (WpPuzzle *puzzle, guint cell, gboolean on)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout);
  g_return_if_fail (cell < wp_puzzle_n_cells (puzzle));
  lights_params (puzzle)->lights[cell] = on ? 1 : 0;
}

WpLightsOutNeighbourhood
wp_lightsout_get_neighbourhood (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout, WP_LIGHTSOUT_PLUS);
  return lights_params (puzzle)->neighbourhood;
}

void
wp_lightsout_set_neighbourhood (WpPuzzle *puzzle, WpLightsOutNeighbourhood neighbourhood)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout);
  lights_params (puzzle)->neighbourhood = neighbourhood;
}

gboolean
wp_lightsout_get_torus (const WpPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout, FALSE);
  return lights_params (puzzle)->torus;
}

void
wp_lightsout_set_torus (WpPuzzle *puzzle, gboolean torus)
{
  g_return_if_fail (puzzle != NULL && puzzle->genre == &wp_genre_lightsout);
  lights_params (puzzle)->torus = torus != FALSE;
}

const char *
wp_lightsout_neighbourhood_id (WpLightsOutNeighbourhood neighbourhood)
{
  return neighbourhood == WP_LIGHTSOUT_SQUARE ? "square" : "plus";
}

gboolean
wp_lightsout_neighbourhood_parse (const char *id, WpLightsOutNeighbourhood *out)
{
  if (g_strcmp0 (id, "plus") == 0)
    *out = WP_LIGHTSOUT_PLUS;
  else if (g_strcmp0 (id, "square") == 0)
    *out = WP_LIGHTSOUT_SQUARE;
  else
    return FALSE;
  return TRUE;
}

/* Row or column @i moved by @d, wrapped on a torus; -1 off the board. */
static gint
step (guint i, gint d, guint n, gboolean torus)
{
  gint to = (gint) i + d;

  if (torus)
    return (to + (gint) n) % (gint) n;
  return to < 0 || to >= (gint) n ? -1 : to;
}

static void
insert_sorted (guint *out, guint *n, guint cell)
{
  guint i = 0;

  while (i < *n && out[i] < cell)
    i++;
  if (i < *n && out[i] == cell)
    return;   /* reached twice on a narrow torus: toggled once */
  memmove (out + i + 1, out + i, sizeof (guint) * (*n - i));
  out[i] = cell;
  (*n)++;
}

guint
wp_lightsout_neighbours (const WpPuzzle *puzzle, guint cell, guint out[9])
{
  const WpLightsOutParams *params = lights_params (puzzle);
  guint w = puzzle->width, h = puzzle->height, r = cell / w, c = cell % w, n = 0;

  for (gint dr = -1; dr <= 1; dr++)
    for (gint dc = -1; dc <= 1; dc++)
      {
        gint rr, cc;

        if (params->neighbourhood == WP_LIGHTSOUT_PLUS && dr != 0 && dc != 0)
          continue;
        rr = step (r, dr, h, params->torus);
        cc = step (c, dc, w, params->torus);
        if (rr >= 0 && cc >= 0)
          insert_sorted (out, &n, (guint) rr * w + (guint) cc);
      }
  return n;
}

void
wp_lightsout_derive_lights (WpPuzzle *puzzle, const gint *presses)
{
  WpLightsOutParams *params = lights_params (puzzle);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      guint around[9];
      guint n = wp_lightsout_neighbours (puzzle, cell, around);
      guint8 light = 0;

      for (guint i = 0; i < n; i++)
        light ^= presses[around[i]] > 0;
      params->lights[cell] = light;
    }
}

/* --- Presets and values ------------------------------------------------------- */

static const WpPreset presets[] = {
  { "5",  N_("5×5 (the classic)"), 5,  5,  0, 0 },
  { "7",  N_("7×7"),   7,  7,  0, 0 },
  { "10", N_("10×10"), 10, 10, 0, 0 },
};

/* Every light starts off: the setter switches on the ones to give, or
 * draws presses and derives the lights from them. */
static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  return wp_lightsout_new (preset->width, preset->height);
}

static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup ("●");
    case 0: return g_strdup ("·");
    default: return g_strdup ("");
    }
}

/* '1', 'x' (and the shown '●') press a cell; '0', '.' (and '·') mark it
 * not pressed; a space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  switch (c)
    {
    case '1': case 'x': case 'X': case 0x25CF:
      return 1;
    case '0': case '.': case 0x00B7:
      return 0;
    case ' ':
      return WP_CELL_EMPTY;
    default:
      return -2;
    }
}

/* A press is a disc, a cell known not pressed a dot. */
static WpGlyph
glyph (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return WP_GLYPH_DISC;
    case 0: return WP_GLYPH_DOT;
    default: return WP_GLYPH_TEXT;
    }
}

/* What the board draws, in words: "Place a press at r2c3". */
static char *
name_value (const WpPuzzle *puzzle, gint value)
{
  switch (value)
    {
    case 1: return g_strdup (_("a press"));
    case 0: return g_strdup (_("no press"));
    default: return format_value (puzzle, value);
    }
}

/* --- Validation ----------------------------------------------------------- */

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpLightsOutParams *params = lights_params (puzzle);

  if (puzzle->width < 1 || puzzle->width > WP_LIGHTSOUT_MAX_SIZE ||
      puzzle->height < 1 || puzzle->height > WP_LIGHTSOUT_MAX_SIZE ||
      params->width != puzzle->width || params->height != puzzle->height)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Lights Out grids run from 1×1 to %u×%u)"),
                   puzzle->height, puzzle->width, WP_LIGHTSOUT_MAX_SIZE, WP_LIGHTSOUT_MAX_SIZE);
      return FALSE;
    }
  if (params->neighbourhood != WP_LIGHTSOUT_PLUS && params->neighbourhood != WP_LIGHTSOUT_SQUARE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("neighbourhood: expected “plus” or “square”"));
      return FALSE;
    }
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      gint v = puzzle->cells[cell];

      if (params->lights[cell] > 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("lights: r%uc%u holds %u, but a light is on (1) or off (0)"),
                       cell / puzzle->width + 1, cell % puzzle->width + 1, params->lights[cell]);
          return FALSE;
        }
      if (v != WP_CELL_EMPTY && v != 0 && v != 1)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: r%uc%u holds %d, but a Lights Out cell is pressed (1) or not (0)"),
                       cell / puzzle->width + 1, cell % puzzle->width + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- Conflicts ------------------------------------------------------------ */

static char *
conflict_message (const char *name, gboolean on, guint toggles)
{
  if (on && toggles == 0)
    /* Translators: %s is a cell, "r2c3". */
    return g_strdup_printf (_("the light at %s is on, but every cell that toggles it is given as not pressed"),
                            name);
  if (on)
    /* Translators: %s is a cell, "r2c3"; %u how many given presses toggle it (even). */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "the light at %s is on, and the %u given press that toggles it "
                                         "leaves it on",
                                         "the light at %s is on, and the %u given presses that toggle it "
                                         "leave it on", toggles),
                            name, toggles);
  /* Translators: %s is a cell, "r2c3"; %u how many given presses toggle it (odd). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "the light at %s is off, and the %u given press that toggles it "
                                       "turns it on",
                                       "the light at %s is off, and the %u given presses that toggle it "
                                       "turn it on", toggles),
                          name, toggles);
}

/* A light whose whole neighbourhood is given: the given presses toggle it
 * a set number of times, which either turns it off or does not. */
static void
find_light_conflict (const WpPuzzle *puzzle, guint cell, GPtrArray *out)
{
  const WpLightsOutParams *params = lights_params (puzzle);
  guint around[9];
  guint n = wp_lightsout_neighbours (puzzle, cell, around), toggles = 0;
  g_autofree char *name = NULL;
  GArray *cells;

  for (guint i = 0; i < n; i++)
    {
      if (puzzle->cells[around[i]] == WP_CELL_EMPTY)
        return;
      toggles += puzzle->cells[around[i]] == 1;
    }
  if ((toggles & 1) == params->lights[cell])
    return;
  cells = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (cells, around, n);
  name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  g_ptr_array_add (out, wp_conflict_new (cells, conflict_message (name, params->lights[cell], toggles)));
}

static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    find_light_conflict (puzzle, cell, out);
  return out;
}

/* --- The lights, inside the cells --------------------------------------------- */

static WpCellClueStyle
clue_style (const WpPuzzle *puzzle, guint cell)
{
  return lights_params (puzzle)->lights[cell] ? WP_CELL_CLUE_LIT : WP_CELL_CLUE_NONE;
}

static char *
clue_text (const WpPuzzle *puzzle, guint cell)
{
  return g_strdup (lights_params (puzzle)->lights[cell] ? "1" : "0");
}

/* "1" switches the light on, "0" off; every light is one or the other. */
static gboolean
clue_set (WpPuzzle *puzzle, guint cell, const char *text, GError **error)
{
  g_autofree char *typed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *name = NULL;

  g_return_val_if_fail (cell < wp_puzzle_n_cells (puzzle), FALSE);
  if (g_str_equal (typed, "1") || g_str_equal (typed, "0"))
    {
      lights_params (puzzle)->lights[cell] = typed[0] == '1';
      /* A light set by hand no longer follows the drawing. */
      g_clear_pointer (&lights_params (puzzle)->drawn, g_free);
      return TRUE;
    }
  name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               _("%s: a light is on (1) or off (0), never unknown"), name);
  return FALSE;
}

static void
clue_derive (WpPuzzle *puzzle, const gint *solution)
{
  wp_lightsout_derive_lights (puzzle, solution);
}

/* --- Settings: the neighbourhood and the torus ---------------------------------- */

static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  const WpLightsOutParams *params = lights_params (puzzle);
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);
  WpSetting *neighbourhood = wp_setting_new ("neighbourhood", _("Neighbourhood"), WP_SETTING_CHOICE,
                                             params->neighbourhood, WP_LIGHTSOUT_PLUS, WP_LIGHTSOUT_SQUARE);
  WpSetting *torus = wp_setting_new ("torus", _("Wrap around the edges"), WP_SETTING_SWITCH,
                                     params->torus, 0, 1);
  const char *choices[] = { _("Plus: the cell and the 4 beside it"), _("Square: the cell and all 8 around it"),
                            NULL };

  neighbourhood->choices = g_strdupv ((char **) choices);
  neighbourhood->tooltip = g_strdup (_("Which lights a press toggles"));
  torus->tooltip = g_strdup (_("A press at an edge toggles the lights on the opposite edge too (a torus)"));
  g_ptr_array_add (settings, neighbourhood);
  g_ptr_array_add (settings, torus);
  return settings;
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  WpLightsOutParams *params = lights_params (puzzle);

  if (g_strcmp0 (id, "neighbourhood") == 0 && (value == WP_LIGHTSOUT_PLUS || value == WP_LIGHTSOUT_SQUARE))
    params->neighbourhood = (WpLightsOutNeighbourhood) value;
  else if (g_strcmp0 (id, "torus") == 0 && (value == 0 || value == 1))
    params->torus = value;
  else
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("Lights Out has no setting “%s” with the value %d"),
                   id ? id : "", value);
      return FALSE;
    }
  /* A drawn solution stays the design: its lights follow the new rule. */
  if (params->drawn)
    wp_lightsout_derive_lights (puzzle, params->drawn);
  return TRUE;
}

static const WpSettingHooks setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

/* --- Native file ---------------------------------------------------------- */

/* "lights": one string of 0 and 1 per row; it gives the size. */
static WpPuzzle *
read_lights (JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "lights");
  g_autoptr (WpPuzzle) puzzle = NULL;
  JsonArray *rows;
  guint height, width = 0;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      (height = json_array_get_length (json_node_get_array (node))) < 1 || height > WP_LIGHTSOUT_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("lights: expected a list of 1 to %u rows, each a string of 0 and 1"), WP_LIGHTSOUT_MAX_SIZE);
      return NULL;
    }
  rows = json_node_get_array (node);
  for (guint r = 0; r < height; r++)
    {
      JsonNode *row = json_array_get_element (rows, r);
      const char *text = JSON_NODE_HOLDS_VALUE (row) && json_node_get_value_type (row) == G_TYPE_STRING
                         ? json_node_get_string (row) : NULL;
      gsize length = text ? strlen (text) : 0;

      if (r == 0)
        width = (guint) MIN (length, WP_LIGHTSOUT_MAX_SIZE + 1);
      if (text == NULL || length < 1 || length > WP_LIGHTSOUT_MAX_SIZE || length != width ||
          strspn (text, "01") != length)
        {
          if (r == 0 || width < 1 || width > WP_LIGHTSOUT_MAX_SIZE)
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("lights[%u]: expected 1 to %u characters, each 0 or 1"), r, WP_LIGHTSOUT_MAX_SIZE);
          else
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("lights[%u]: expected %u characters, each 0 or 1"), r, width);
          return NULL;
        }
      if (puzzle == NULL)
        puzzle = wp_lightsout_new (width, height);
      for (guint c = 0; c < width; c++)
        lights_params (puzzle)->lights[r * width + c] = text[c] == '1';
    }
  return g_steal_pointer (&puzzle);
}

static gboolean
read_rules (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "neighbourhood");
  WpLightsOutNeighbourhood neighbourhood = WP_LIGHTSOUT_PLUS;

  if (node && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
               !wp_lightsout_neighbourhood_parse (json_node_get_string (node), &neighbourhood)))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("neighbourhood: expected “plus” or “square”"));
      return FALSE;
    }
  lights_params (puzzle)->neighbourhood = neighbourhood;
  node = json_object_get_member (object, "torus");
  if (node && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("torus: expected true or false"));
      return FALSE;
    }
  lights_params (puzzle)->torus = node && json_node_get_boolean (node);
  return TRUE;
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = read_lights (object, error);

  if (puzzle == NULL || !read_rules (object, puzzle, error) ||
      !wp_given_rows_read (object, puzzle, wp_given_read_binary, error))
    return NULL;
  return g_steal_pointer (&puzzle);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  const WpLightsOutParams *params = lights_params (puzzle);
  g_autofree char *row = g_new0 (char, puzzle->width + 1);

  json_builder_set_member_name (builder, "lights");
  json_builder_begin_array (builder);
  for (guint r = 0; r < puzzle->height; r++)
    {
      for (guint c = 0; c < puzzle->width; c++)
        row[c] = params->lights[r * puzzle->width + c] ? '1' : '0';
      json_builder_add_string_value (builder, row);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "neighbourhood");
  json_builder_add_string_value (builder, wp_lightsout_neighbourhood_id (params->neighbourhood));
  json_builder_set_member_name (builder, "torus");
  json_builder_add_boolean_value (builder, params->torus);
  wp_given_rows_write (builder, puzzle, wp_given_write_binary);
}

/* --- Generator -------------------------------------------------------------- */

/* Any presses make a puzzle: each cell is pressed with chance 1/2, the
 * lights are what those presses turn on, and every press is given, so
 * wp_generate() takes givens away while the puzzle stays unique.  A board
 * whose system is singular keeps some givens for good: they pick one
 * solution among the 2^k the lights allow. */
static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;

  if (!shape->genre->validate (shape, error))
    return NULL;
  puzzle = wp_puzzle_copy (shape);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    puzzle->cells[cell] = g_rand_boolean (rand) ? 1 : 0;
  wp_lightsout_derive_lights (puzzle, puzzle->cells);
  return g_steal_pointer (&puzzle);
}

const WpGeneratorHooks wp_lightsout_generator_hooks = {
  .solved = solved,
};

/* --- The genre ---------------------------------------------------------------- */

static const WpTextFormat *const text_formats[] = { &wp_lightsout_text_format, NULL };

/* Draw Solution: the setter paints presses and the lights follow them. */
static const gint *
get_drawn (const WpPuzzle *puzzle)
{
  return lights_params (puzzle)->drawn;
}

static void
set_drawn (WpPuzzle *puzzle, const gint *presses)
{
  WpLightsOutParams *params = lights_params (puzzle);

  g_clear_pointer (&params->drawn, g_free);
  if (presses == NULL)
    return;
  params->drawn = g_memdup2 (presses, sizeof (gint) * wp_puzzle_n_cells (puzzle));
  wp_lightsout_derive_lights (puzzle, presses);
}

static const WpPictureHooks picture_hooks = {
  .get = get_drawn,
  .set = set_drawn,
  .label = N_("Draw Solution"),
  .tooltip = N_("Draw the presses; the lights follow them"),
};

static const WpCellClueHooks cell_clue_hooks = {
  .style = clue_style,
  .text = clue_text,
  .set = clue_set,
  .can_hide = FALSE,
  .derive = clue_derive,
};

static const WpViewHooks view_hooks = {
  .glyph = glyph,
  .name_value = name_value,
};

static const WpPatternHooks pattern_hooks = {
  .describe = wp_lightsout_describe_pattern,
};

const WpGenre wp_genre_lightsout = {
  .id = "lightsout",
  .name = N_("Lights Out"),
  .rules = N_("Press cells to turn every light off. Pressing a cell toggles it and its neighbours "
              "above, below, left and right (with the square neighbourhood, all eight cells around "
              "it; on a torus the edges wrap around). The order of presses does not matter, and "
              "pressing a cell twice undoes it."),
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
  .build_model = wp_lightsout_build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = WP_LIGHTSOUT_MAX_SIZE,
  .max_height = WP_LIGHTSOUT_MAX_SIZE,
  .view = &view_hooks,
  .settings = &setting_hooks,
  .patterns = &pattern_hooks,
  .generator = &wp_lightsout_generator_hooks,
  .rater = &wp_lightsout_rater_hooks,
  .cell_clues = &cell_clue_hooks,
  .picture = &picture_hooks,
  .analysis = &wp_lightsout_analysis_hooks,
};
