/* scramble.c — the Scramble Squares genre: pieces, checks, the native
 * file, the pieces as clues inside the cells, and the generator
 *
 * The search lives in scramble-solve.c, the .scramble notation in
 * scramble-text.c, the seed's recording graph in scramble-graph.c.
 *
 * On the board each cell shows two things: its clue is the piece of the
 * same number in the puzzle's list (r1c1 piece 1, r1c2 piece 2, … in
 * reading order), written as its four edges clockwise from the top, which
 * is where a setter edits it; its value, as in every genre, is a
 * placement of the solution, "3 ↻90°" (piece 3 turned a quarter turn
 * clockwise).
 */
#include "genres/scramble/scramble-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Parameters ----------------------------------------------------------- */

static gpointer
params_copy (gconstpointer data)
{
  const WpScrambleParams *params = data;
  WpScrambleParams *copy = g_memdup2 (params, sizeof *params);

  copy->edges = g_memdup2 (params->edges, sizeof (gint) * 4 * MAX (params->n * params->n, 1));
  return copy;
}

static void
params_free (gpointer data)
{
  WpScrambleParams *params = data;

  g_free (params->edges);
  g_free (params);
}

static gboolean
params_equal (gconstpointer da, gconstpointer db)
{
  const WpScrambleParams *a = da, *b = db;

  return a->n == b->n && a->pictures == b->pictures &&
         memcmp (a->edges, b->edges, sizeof (gint) * 4 * a->n * a->n) == 0;
}

static WpScrambleParams *
scramble_params (const WpPuzzle *puzzle)
{
  return puzzle->params;
}

/* --- Public API ------------------------------------------------------------ */

WpPuzzle *
wp_scramble_new (guint n)
{
  WpScrambleParams *params = g_new0 (WpScrambleParams, 1);

  params->n = n;
  params->pictures = wp_scramble_default_pictures (n);
  params->edges = g_new (gint, 4 * MAX ((gsize) n * n, 1));
  for (guint i = 0; i < 4 * n * n; i++)
    params->edges[i] = 1;
  return wp_puzzle_new (&wp_genre_scramble, n, n, params);
}

guint
wp_scramble_default_pictures (guint n)
{
  return n <= 3 ? 4 : n == 4 ? 5 : 6;
}

guint
wp_scramble_n_pieces (const WpPuzzle *puzzle)
{
  return scramble_params (puzzle)->n * scramble_params (puzzle)->n;
}

gint
wp_scramble_get_edge (const WpPuzzle *puzzle, guint piece, guint side)
{
  g_return_val_if_fail (piece < wp_scramble_n_pieces (puzzle) && side < 4, 0);
  return scramble_params (puzzle)->edges[piece * 4 + side];
}

void
wp_scramble_set_edge (WpPuzzle *puzzle, guint piece, guint side, gint edge)
{
  g_return_if_fail (piece < wp_scramble_n_pieces (puzzle) && side < 4);
  scramble_params (puzzle)->edges[piece * 4 + side] = edge;
}

gint
wp_scramble_shown_edge (const WpPuzzle *puzzle, guint piece, guint rotation, guint side)
{
  return wp_scramble_get_edge (puzzle, piece, (side + 4 - rotation % 4) % 4);
}

guint
wp_scramble_period (const WpPuzzle *puzzle, guint piece)
{
  for (guint k = 1; k < 4; k++)
    {
      gboolean same = TRUE;

      for (guint side = 0; side < 4 && same; side++)
        same = wp_scramble_shown_edge (puzzle, piece, k, side) == wp_scramble_get_edge (puzzle, piece, side);
      if (same)
        return k;
    }
  return 4;
}

gboolean
wp_scramble_same_look (const WpPuzzle *puzzle, guint a, guint b)
{
  for (guint k = 0; k < 4; k++)
    {
      gboolean same = TRUE;

      for (guint side = 0; side < 4 && same; side++)
        same = wp_scramble_shown_edge (puzzle, b, k, side) == wp_scramble_get_edge (puzzle, a, side);
      if (same)
        return TRUE;
    }
  return FALSE;
}

char *
wp_scramble_edge_name (gint edge)
{
  return g_strdup_printf ("%d%s", ABS (edge), edge < 0 ? "-" : "+");
}

gboolean
wp_scramble_check_edge (gint edge)
{
  return edge != 0 && ABS (edge) <= WP_SCRAMBLE_MAX_PICTURE;
}

void
wp_scramble_turn_grid (const WpPuzzle *puzzle, const gint *values, gint *out)
{
  guint n = puzzle->width;

  for (guint cell = 0; cell < n * n; cell++)
    {
      guint piece = (guint) values[cell] / 4, rotation = (guint) values[cell] % 4;
      guint r = cell / n, c = cell % n;

      out[c * n + (n - 1 - r)] = (gint) (piece * 4 + (rotation + 1) % wp_scramble_period (puzzle, piece));
    }
}

gboolean
wp_scramble_is_solution (const WpPuzzle *puzzle, const gint *values)
{
  guint n = puzzle->width, cells = n * n;
  g_autofree gboolean *seen = g_new0 (gboolean, cells);

  for (guint cell = 0; cell < cells; cell++)
    {
      guint piece = (guint) values[cell] / 4;

      if (values[cell] < 0 || piece >= cells || seen[piece] ||
          (guint) values[cell] % 4 >= wp_scramble_period (puzzle, piece))
        return FALSE;
      seen[piece] = TRUE;
    }
  for (guint cell = 0; cell < cells; cell++)
    {
      guint p = (guint) values[cell] / 4, r = (guint) values[cell] % 4;

      if (cell % n + 1 < n &&
          wp_scramble_shown_edge (puzzle, p, r, 1) +
          wp_scramble_shown_edge (puzzle, (guint) values[cell + 1] / 4, (guint) values[cell + 1] % 4, 3) != 0)
        return FALSE;
      if (cell / n + 1 < n &&
          wp_scramble_shown_edge (puzzle, p, r, 2) +
          wp_scramble_shown_edge (puzzle, (guint) values[cell + n] / 4, (guint) values[cell + n] % 4, 0) != 0)
        return FALSE;
    }
  return TRUE;
}

/* --- Presets and values ------------------------------------------------------- */

static const WpPreset presets[] = {
  { "3", N_("3×3 (as sold)"), 3, 3, 0, 0 },
  { "2", N_("2×2"), 2, 2, 0, 0 },
  { "4", N_("4×4"), 4, 4, 0, 0 },
  { "5", N_("5×5"), 5, 5, 0, 0 },
};

/* A new puzzle is a design with one solution (the generator's, from a
 * fixed seed), so the setter starts from something that counts. */
static WpPuzzle *
new_puzzle (const WpPreset *preset)
{
  guint n = CLAMP (MAX (preset->width, preset->height), WP_SCRAMBLE_MIN_SIZE, WP_SCRAMBLE_MAX_SIZE);
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026 + n);
  g_autoptr (WpPuzzle) design = wp_scramble_new (n);

  return wp_scramble_design_unique (design, wp_scramble_default_pictures (n), rand, 200, NULL);
}

/* "3 ↻90°": piece 3 turned a quarter turn clockwise. */
static char *
format_value (const WpPuzzle *puzzle, gint value)
{
  if (value < 0)
    return g_strdup ("");
  if (value % 4 == 0)
    return g_strdup_printf ("%d", value / 4 + 1);
  return g_strdup_printf ("%d ↻%d°", value / 4 + 1, 90 * (value % 4));
}

/* A digit places that piece unturned (pieces 1 to 9); a space clears. */
static gint
value_for_char (const WpPuzzle *puzzle, gunichar c)
{
  if (c == ' ')
    return WP_CELL_EMPTY;
  if (c >= '1' && c <= '9' && (guint) (c - '1') < wp_scramble_n_pieces (puzzle))
    return (gint) (c - '1') * 4;
  return -2;
}

/* --- Validation ----------------------------------------------------------- */

static gboolean
validate (const WpPuzzle *puzzle, GError **error)
{
  const WpScrambleParams *params = scramble_params (puzzle);
  guint cells;

  if (puzzle->width != puzzle->height || puzzle->width < WP_SCRAMBLE_MIN_SIZE ||
      puzzle->width > WP_SCRAMBLE_MAX_SIZE || params->n != puzzle->width)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("size: a %u×%u grid is not supported (Scramble Squares grids run from %u×%u to %u×%u)"),
                   puzzle->height, puzzle->width, WP_SCRAMBLE_MIN_SIZE, WP_SCRAMBLE_MIN_SIZE,
                   WP_SCRAMBLE_MAX_SIZE, WP_SCRAMBLE_MAX_SIZE);
      return FALSE;
    }
  cells = params->n * params->n;
  for (guint i = 0; i < cells * 4; i++)
    if (!wp_scramble_check_edge (params->edges[i]))
      {
        g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                     _("pieces[%u]: edge %u holds %d, but an edge is a picture from 1 to %u with a half, + or -"),
                     i / 4, i % 4 + 1, params->edges[i], WP_SCRAMBLE_MAX_PICTURE);
        return FALSE;
      }
  if (params->pictures < 1 || params->pictures > WP_SCRAMBLE_MAX_PICTURE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("pictures: expected 1 to %u"), WP_SCRAMBLE_MAX_PICTURE);
      return FALSE;
    }
  for (guint cell = 0; cell < cells; cell++)
    {
      gint v = puzzle->cells[cell];

      if (v != WP_CELL_EMPTY &&
          (v < 0 || (guint) v / 4 >= cells || (guint) v % 4 >= wp_scramble_period (puzzle, (guint) v / 4)))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       _("givens: r%uc%u holds %d, which is no piece in one of its distinct rotations"),
                       cell / puzzle->width + 1, cell % puzzle->width + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- Conflicts ------------------------------------------------------------ */

static void
add_conflict (GPtrArray *out, guint a, guint b, char *message)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  g_array_append_val (cells, a);
  g_array_append_val (cells, b);
  g_ptr_array_add (out, wp_conflict_new (cells, message));
}

/* A piece given twice, and two given pieces side by side whose edges do
 * not make a picture. */
static GPtrArray *
find_conflicts (const WpPuzzle *puzzle)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_conflict_free);
  guint n = puzzle->width, cells = n * n;

  for (guint a = 0; a < cells; a++)
    {
      gint va = puzzle->cells[a];
      g_autofree char *name_a = wp_cell_name (a / n, a % n);

      if (va == WP_CELL_EMPTY)
        continue;
      for (guint b = a + 1; b < cells; b++)
        {
          gint vb = puzzle->cells[b];
          g_autofree char *name_b = NULL;

          if (vb == WP_CELL_EMPTY)
            continue;
          name_b = wp_cell_name (b / n, b % n);
          if (va / 4 == vb / 4)
            /* Translators: two cells, then a piece number. */
            add_conflict (out, a, b, g_strdup_printf (_("%s and %s both hold piece %d"), name_a, name_b, va / 4 + 1));
          else if ((b == a + 1 && a % n + 1 < n &&
                    wp_scramble_shown_edge (puzzle, (guint) va / 4, (guint) va % 4, 1) +
                    wp_scramble_shown_edge (puzzle, (guint) vb / 4, (guint) vb % 4, 3) != 0) ||
                   (b == a + n &&
                    wp_scramble_shown_edge (puzzle, (guint) va / 4, (guint) va % 4, 2) +
                    wp_scramble_shown_edge (puzzle, (guint) vb / 4, (guint) vb % 4, 0) != 0))
            /* Translators: two cells side by side. */
            add_conflict (out, a, b, g_strdup_printf (_("the pieces at %s and %s do not make one picture where "
                                                        "they touch"), name_a, name_b));
        }
    }
  return out;
}

/* --- The pieces, inside the cells --------------------------------------------- */

static WpCellClueStyle
clue_style (const WpPuzzle *puzzle, guint cell)
{
  return WP_CELL_CLUE_EDGES;
}

/* The piece drawn at @cell: the one placed there, turned, or the design's
 * piece of that number. */
static void
clue_edges (const WpPuzzle *puzzle, guint cell, gint value, gint out[4])
{
  for (guint side = 0; side < 4; side++)
    out[side] = value >= 0 ? wp_scramble_shown_edge (puzzle, (guint) value / 4, (guint) value % 4, side)
                           : wp_scramble_get_edge (puzzle, cell, side);
}

/* "1+ 2- 3+ 4-": piece @cell's edges clockwise from the top. */
char *
wp_scramble_piece_text (const WpPuzzle *puzzle, guint piece)
{
  GString *text = g_string_new (NULL);

  for (guint side = 0; side < 4; side++)
    {
      g_autofree char *name = wp_scramble_edge_name (wp_scramble_get_edge (puzzle, piece, side));

      if (side > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* "↑5+ →1+ ↓2+ ←6+": piece @cell's edges, with @side (4: none) made
 * @edge. */
static char *
piece_text_with (const WpPuzzle *puzzle, guint cell, guint side, gint edge)
{
  static const char *const arrows[4] = { "↑", "→", "↓", "←" };
  GString *text = g_string_new (NULL);

  for (guint s = 0; s < 4; s++)
    {
      g_autofree char *name = wp_scramble_edge_name (s == side ? edge : wp_scramble_get_edge (puzzle, cell, s));

      g_string_append_printf (text, s ? " %s%s" : "%s%s", arrows[s], name);
    }
  return g_string_free (text, FALSE);
}

/* "↑5+ →1+ ↓2+ ←6+": on the board each edge says which side it is on,
 * since the text cannot lie along the sides; typing reads it back (the
 * arrows are optional). */
static char *
clue_text (const WpPuzzle *puzzle, guint cell)
{
  return piece_text_with (puzzle, cell, 4, 0);
}

/* An edge picked on the board: the piece's text with that edge changed,
 * for clue_set(). */
static char *
clue_with_edge (const WpPuzzle *puzzle, guint cell, guint side, gint edge)
{
  g_return_val_if_fail (cell < wp_puzzle_n_cells (puzzle) && side < 4, NULL);
  return piece_text_with (puzzle, cell, side, edge);
}

void
wp_scramble_arrange (WpPuzzle *puzzle, const guint *from, const guint *turns)
{
  guint cells = wp_scramble_n_pieces (puzzle);
  gint *edges = scramble_params (puzzle)->edges;
  g_autofree gint *old = g_memdup2 (edges, sizeof (gint) * 4 * cells);
  g_autofree guint *to = g_new (guint, cells);   /* old piece → its new number */

  for (guint q = 0; q < cells; q++)
    {
      guint t = turns ? turns[q] % 4 : 0;

      to[from[q]] = q;
      /* Turned t quarter turns clockwise, side s shows what side s − t
       * showed. */
      for (guint side = 0; side < 4; side++)
        edges[q * 4 + side] = old[from[q] * 4 + (side + 4 - t) % 4];
    }
  /* A given placed old piece p turned r, showing on side s its old edge
   * s − r; that is the new piece's edge s − r + t: turned r − t. */
  for (guint cell = 0; cell < cells; cell++)
    {
      gint v = puzzle->cells[cell];
      guint q, r;

      if (v < 0 || (guint) v / 4 >= cells)
        continue;
      q = to[v / 4];
      r = ((guint) v % 4 + 4 - (turns ? turns[q] % 4 : 0)) % 4;
      puzzle->cells[cell] = (gint) (q * 4 + r % wp_scramble_period (puzzle, q));
    }
}

static gboolean
clue_set (WpPuzzle *puzzle, guint cell, const char *text, GError **error)
{
  gint edges[4];
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (cell < wp_puzzle_n_cells (puzzle), FALSE);
  if (!wp_scramble_parse_piece (text ? text : "", edges, NULL, &local))
    {
      /* Translators: %u a piece number, %s why its edges could not be read. */
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("piece %u: %s"), cell + 1, local->message);
      return FALSE;
    }
  for (guint side = 0; side < 4; side++)
    wp_scramble_set_edge (puzzle, cell, side, edges[side]);
  return TRUE;
}

/* --- Settings: how many pictures the generator uses ------------------------------- */

static GPtrArray *
list_settings (const WpPuzzle *puzzle)
{
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_setting_free);
  WpSetting *pictures = wp_setting_new ("pictures", _("Pictures for new designs"), WP_SETTING_NUMBER,
                                        (gint) scramble_params (puzzle)->pictures, 1, WP_SCRAMBLE_MAX_PICTURE);

  pictures->tooltip = g_strdup (_("How many different pictures Generate draws a design from"));
  g_ptr_array_add (settings, pictures);
  return settings;
}

static gboolean
apply_setting (WpPuzzle *puzzle, const char *id, gint value, GError **error)
{
  if (g_strcmp0 (id, "pictures") == 0 && value >= 1 && value <= WP_SCRAMBLE_MAX_PICTURE)
    {
      scramble_params (puzzle)->pictures = (guint) value;
      return TRUE;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("Scramble Squares has no setting “%s” with the value %d"),
               id ? id : "", value);
  return FALSE;
}

static const WpSettingHooks setting_hooks = {
  .list = list_settings,
  .apply = apply_setting,
};

/* --- Native file ---------------------------------------------------------- */

/* "pieces": one string per piece, "1+ 2- 3+ 4-"; their number gives the
 * size.  "givens": one entry per cell, null or [piece, rotation] (piece
 * from 1, as on the board). */
static WpPuzzle *
read_pieces (JsonObject *object, GError **error)
{
  JsonNode *node = json_object_get_member (object, "pieces");
  JsonArray *array;
  guint count, n;
  g_autoptr (WpPuzzle) puzzle = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("pieces: expected a list of pieces"));
      return NULL;
    }
  array = json_node_get_array (node);
  count = json_array_get_length (array);
  for (n = WP_SCRAMBLE_MIN_SIZE; n <= WP_SCRAMBLE_MAX_SIZE && n * n != count; n++)
    ;
  if (n > WP_SCRAMBLE_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("pieces: %u pieces do not fill a square grid of %u×%u to %u×%u"), count,
                   WP_SCRAMBLE_MIN_SIZE, WP_SCRAMBLE_MIN_SIZE, WP_SCRAMBLE_MAX_SIZE, WP_SCRAMBLE_MAX_SIZE);
      return NULL;
    }
  puzzle = wp_scramble_new (n);
  for (guint p = 0; p < count; p++)
    {
      JsonNode *item = json_array_get_element (array, p);
      const char *text = JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING
                         ? json_node_get_string (item) : NULL;
      g_autoptr (GError) local = NULL;
      gint edges[4];

      if (text == NULL || !wp_scramble_parse_piece (text, edges, NULL, &local))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("pieces[%u]: %s"), p,
                       local ? local->message : _("expected a string of four edges such as “1+ 2- 3+ 4-”"));
          return NULL;
        }
      for (guint side = 0; side < 4; side++)
        wp_scramble_set_edge (puzzle, p, side, edges[side]);
    }
  return g_steal_pointer (&puzzle);
}

static gboolean
read_givens (JsonObject *object, WpPuzzle *puzzle, GError **error)
{
  JsonNode *node = json_object_get_member (object, "givens");
  guint cells = wp_puzzle_n_cells (puzzle);
  JsonArray *array;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != cells)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens: expected a list of %u entries"), cells);
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint cell = 0; cell < cells; cell++)
    {
      JsonNode *item = json_array_get_element (array, cell);
      JsonArray *pair;
      gint64 piece, rotation;

      if (JSON_NODE_HOLDS_NULL (item))
        continue;
      pair = JSON_NODE_HOLDS_ARRAY (item) ? json_node_get_array (item) : NULL;
      if (pair == NULL || json_array_get_length (pair) != 2 ||
          json_node_get_value_type (json_array_get_element (pair, 0)) != G_TYPE_INT64 ||
          json_node_get_value_type (json_array_get_element (pair, 1)) != G_TYPE_INT64)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("givens[%u]: expected null or [piece, rotation]"), cell);
          return FALSE;
        }
      piece = json_array_get_int_element (pair, 0);
      rotation = json_array_get_int_element (pair, 1);
      if (piece < 1 || piece > cells || rotation < 0 || rotation > 3 ||
          rotation >= wp_scramble_period (puzzle, (guint) piece - 1))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("givens[%u]: expected a piece from 1 to %u and one of its distinct rotations"), cell, cells);
          return FALSE;
        }
      puzzle->cells[cell] = (gint) ((piece - 1) * 4 + rotation);
    }
  return TRUE;
}

static WpPuzzle *
load_json (JsonObject *object, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = read_pieces (object, error);
  JsonNode *pictures;

  if (puzzle == NULL || !read_givens (object, puzzle, error))
    return NULL;
  pictures = json_object_get_member (object, "pictures");
  if (pictures)
    {
      gint64 value = JSON_NODE_HOLDS_VALUE (pictures) && json_node_get_value_type (pictures) == G_TYPE_INT64
                     ? json_node_get_int (pictures) : 0;

      if (value < 1 || value > WP_SCRAMBLE_MAX_PICTURE)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("pictures: expected 1 to %u"), WP_SCRAMBLE_MAX_PICTURE);
          return NULL;
        }
      scramble_params (puzzle)->pictures = (guint) value;
    }
  return g_steal_pointer (&puzzle);
}

static void
save_json (const WpPuzzle *puzzle, JsonBuilder *builder)
{
  guint cells = wp_puzzle_n_cells (puzzle);
  gboolean any = FALSE;

  json_builder_set_member_name (builder, "pieces");
  json_builder_begin_array (builder);
  for (guint p = 0; p < cells; p++)
    {
      g_autofree char *text = wp_scramble_piece_text (puzzle, p);

      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "pictures");
  json_builder_add_int_value (builder, scramble_params (puzzle)->pictures);
  for (guint cell = 0; cell < cells; cell++)
    any |= puzzle->cells[cell] != WP_CELL_EMPTY;
  if (!any)
    return;
  json_builder_set_member_name (builder, "givens");
  json_builder_begin_array (builder);
  for (guint cell = 0; cell < cells; cell++)
    {
      gint v = puzzle->cells[cell];

      if (v == WP_CELL_EMPTY)
        {
          json_builder_add_null_value (builder);
          continue;
        }
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, v / 4 + 1);
      json_builder_add_int_value (builder, v % 4);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* --- Generator -------------------------------------------------------------- */

/* A random solved design: every inner edge a random picture (1 to
 * @pictures) with a random half on one side and the other half across,
 * every outer edge a random picture and half; then each piece turned at
 * random and the list shuffled, so the list gives nothing away.  The
 * arrangement comes back in @solution (n² values). */
void
wp_scramble_random_design (WpPuzzle *puzzle, guint pictures, GRand *rand, gint *solution)
{
  guint n = puzzle->width, cells = n * n;
  g_autofree gint *grid = g_new (gint, cells * 4);   /* cell × side as placed */
  g_autofree guint *order = g_new (guint, cells);

  for (guint i = 0; i < cells * 4; i++)
    grid[i] = (gint) g_rand_int_range (rand, 1, (gint32) pictures + 1) * (g_rand_boolean (rand) ? 1 : -1);
  for (guint cell = 0; cell < cells; cell++)
    {
      if (cell % n + 1 < n)
        grid[(cell + 1) * 4 + 3] = -grid[cell * 4 + 1];
      if (cell / n + 1 < n)
        grid[(cell + n) * 4 + 0] = -grid[cell * 4 + 2];
      order[cell] = cell;
    }
  for (guint i = cells - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1), t = order[i];

      order[i] = order[j];
      order[j] = t;
    }
  for (guint p = 0; p < cells; p++)
    {
      guint cell = order[p], turn = (guint) g_rand_int_range (rand, 0, 4);

      /* Piece p is cell's edges turned back by @turn: placed turned by
       * @turn it shows them again. */
      for (guint side = 0; side < 4; side++)
        wp_scramble_set_edge (puzzle, p, side, grid[cell * 4 + (side + turn) % 4]);
      if (solution)
        solution[cell] = (gint) (p * 4 + turn % wp_scramble_period (puzzle, p));
    }
  for (guint cell = 0; cell < cells; cell++)
    puzzle->cells[cell] = WP_CELL_EMPTY;
}

WpPuzzle *
wp_scramble_design_unique (const WpPuzzle *shape, guint pictures, GRand *rand, guint attempts, gint *solution)
{
  g_autoptr (WpPuzzle) puzzle = wp_puzzle_copy (shape);
  g_autofree gint *placed = g_new (gint, wp_puzzle_n_cells (shape));

  scramble_params (puzzle)->pictures = pictures;
  for (guint a = 0; a < MAX (attempts, 1); a++)
    {
      WpScrambleCount count;
      gboolean unique;

      wp_scramble_random_design (puzzle, pictures, rand, placed);
      wp_scramble_count (puzzle, WP_SCRAMBLE_ORDER_CENTER, 2, 0, NULL, &count);
      unique = count.count == 1 && count.exact;
      wp_scramble_count_clear (&count);
      if (unique)
        break;
    }
  if (solution)
    memcpy (solution, placed, sizeof (gint) * wp_puzzle_n_cells (shape));
  return g_steal_pointer (&puzzle);
}

/* A design with one solution if one turns up within 200 tries, every
 * placement given (wp_generate() then takes the givens away while the
 * puzzle stays unique: all of them for a unique design; else it keeps
 * the few that make it unique). */
static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree gint *solution = g_new (gint, wp_puzzle_n_cells (shape));

  if (!shape->genre->validate (shape, error))
    return NULL;
  puzzle = wp_scramble_design_unique (shape, scramble_params (shape)->pictures, rand, 200, solution);
  if (search && wp_search_is_cancelled (search))
    return NULL;
  memcpy (puzzle->cells, solution, sizeof (gint) * wp_puzzle_n_cells (shape));
  return g_steal_pointer (&puzzle);
}

static const WpGeneratorHooks generator_hooks = {
  .solved = solved,
};

/* --- The genre ---------------------------------------------------------------- */

static const WpTextFormat *const text_formats[] = { &wp_scramble_text_format, NULL };

static const WpCellClueHooks cell_clue_hooks = {
  .style = clue_style,
  .text = clue_text,
  .set = clue_set,
  .can_hide = FALSE,
  .edges = clue_edges,
  .with_edge = clue_with_edge,
  .arrange = wp_scramble_arrange,
};

static const WpPatternHooks pattern_hooks = {
  .describe = wp_scramble_describe_pattern,
};

const WpGenre wp_genre_scramble = {
  .id = "scramble",
  .name = N_("Scramble Squares"),
  .rules = N_("Lay the square pieces out in a square, each piece once and turned any way, so that "
              "wherever two pieces touch their half-pictures make one whole picture: the top half of "
              "a picture against its bottom half. The edges around the outside need not match."),
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
  .build_model = wp_scramble_build_model,
  .format_value = format_value,
  .value_for_char = value_for_char,
  .text_formats = text_formats,
  .max_width = 0,
  .max_height = 0,
  /* Pieces to cut out: large enough to hold and turn (a 3 × 3 fills an
   * A4 page's width, as the cardboard sets are sized). */
  .print_cell_mm = 60,
  .settings = &setting_hooks,
  .patterns = &pattern_hooks,
  .generator = &generator_hooks,
  .rater = &wp_scramble_rater_hooks,
  .cell_clues = &cell_clue_hooks,
  .analysis = &wp_scramble_analysis_hooks,
  .figures = &wp_scramble_figure_hooks,
};
