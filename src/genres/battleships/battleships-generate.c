/* battleships-generate.c — random solved instances for the generator
 * (wp-generate.h): the puzzle's fleet placed at random, every count and
 * every cell given
 *
 * Ships go in longest first (the long ones are the hard ones to fit).
 * Each length gets a random order of all its places in the grid, and a
 * ship takes the first place in that order that is free (in the grid,
 * off every ship already placed and off the ring of water around it):
 * the first ship of a length lands at a place drawn at random among the
 * free ones.  Ships of one length are interchangeable, so each takes a
 * place later in the order than the one before it: every layout is then
 * reached in one way only, and a fleet that fits only tightly is found
 * (or proved not to fit) without trying the same layout in every order of
 * its ships.  A ship with no place left sends the search back to move the
 * ship before to its next place.
 *
 * Each attempt has a budget of placements, and a fresh attempt with new
 * orders and a doubled budget starts when it runs out; should all of them
 * run out, the counting backend (battleships-search.c) decides whether
 * the fleet fits and, if it does, gives the layout.  validate() has
 * already refused fleets that fail its area bounds.
 */
#include "genres/battleships/battleships-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_LINES WP_BATTLESHIPS_MAX_SIZE

/* A place of a ship: its first (top or left) cell and its direction, as
 * one number: (vertical × height + row) × width + col. */
typedef guint Place;

typedef struct {
  guint     width;
  guint     height;
  GRand    *rand;
  guint    *lengths;                        /* one per ship, longest first */
  guint     n_ships;
  guint    *order[WP_BATTLESHIPS_MAX_SHIP + 1];   /* per length: its places, in random order */
  guint     n_places[WP_BATTLESHIPS_MAX_SHIP + 1];
  guint    *position;                       /* per ship: its place's index in the order */
  guint64   blocked[MAX_LINES];             /* ship cells and their rings, per row */
  guint64   ship[MAX_LINES];
  guint64   nodes;
  guint64   budget;
  WpSearch *search;
  gboolean  cancelled;
} Layout;

static guint64
bits (guint from, guint n)
{
  return ((n >= 64 ? ~G_GUINT64_CONSTANT (0) : (G_GUINT64_CONSTANT (1) << n) - 1)) << from;
}

static void
unpack (const Layout *layout, Place place, guint *row, guint *col, gboolean *vertical)
{
  *col = place % layout->width;
  *row = place / layout->width % layout->height;
  *vertical = place / layout->width >= layout->height;
}

/* The mask of row @r covered by a ship of @length at @place, and the
 * rows it spans. */
static guint64
ship_mask (const Layout *layout, Place place, guint length, guint r)
{
  guint row, col;
  gboolean vertical;

  unpack (layout, place, &row, &col, &vertical);
  if (vertical)
    return r >= row && r < row + length ? bits (col, 1) : 0;
  return r == row ? bits (col, length) : 0;
}

static void
ship_rows (const Layout *layout, Place place, guint length, guint *first, guint *last)
{
  guint row, col;
  gboolean vertical;

  unpack (layout, place, &row, &col, &vertical);
  *first = row;
  *last = vertical ? row + length - 1 : row;
}

static gboolean
place_is_free (const Layout *layout, Place place, guint length)
{
  guint first, last;

  ship_rows (layout, place, length, &first, &last);
  for (guint r = first; r <= last; r++)
    if (layout->blocked[r] & ship_mask (layout, place, length, r))
      return FALSE;
  return TRUE;
}

/* Puts the ship at @place; the ring of water around it (diagonals too)
 * joins the blocked cells. */
static void
put_ship (Layout *layout, Place place, guint length)
{
  guint first, last;
  guint64 cells = 0;

  ship_rows (layout, place, length, &first, &last);
  for (guint r = first; r <= last; r++)
    {
      layout->ship[r] |= ship_mask (layout, place, length, r);
      cells |= ship_mask (layout, place, length, r);
    }
  cells = (cells | cells << 1 | cells >> 1) & bits (0, layout->width);
  for (guint r = first > 0 ? first - 1 : 0; r <= last + 1 && r < layout->height; r++)
    layout->blocked[r] |= cells;
}

/* A fresh random order of the places of every length in the fleet (a
 * one-cell ship has no direction: its vertical places are left out). */
static void
shuffle_places (Layout *layout)
{
  for (guint i = 0; i < layout->n_ships; i++)
    {
      guint length = layout->lengths[i], n = 0;
      guint *order = layout->order[length];

      if (i > 0 && layout->lengths[i - 1] == length)
        continue;
      for (guint vertical = 0; vertical < (length > 1 ? 2u : 1u); vertical++)
        for (guint row = 0; row + (vertical ? length : 1) <= layout->height; row++)
          for (guint col = 0; col + (vertical ? 1 : length) <= layout->width; col++)
            order[n++] = (vertical * layout->height + row) * layout->width + col;
      for (guint k = n; k > 1; k--)
        {
          guint j = (guint) g_rand_int_range (layout->rand, 0, (gint32) k);
          guint swap = order[k - 1];

          order[k - 1] = order[j];
          order[j] = swap;
        }
      layout->n_places[length] = n;
    }
}

/* Cut the grid into 2×2 blocks (at each of the four offsets): any two
 * cells of a block touch, so a block holds cells of one ship at most,
 * and a ship of k cells spans at least ⌈k / 2⌉ blocks.  The ships from
 * @index on need that many blocks with a cell still free (the bound
 * battleships-search.c prunes with too); this is what tells early that a
 * tight fleet will not fit round the ships placed so far. */
static gboolean
blocks_suffice (const Layout *layout, guint index)
{
  guint needed = 0;

  for (guint i = index; i < layout->n_ships; i++)
    needed += (layout->lengths[i] + 1) / 2;
  return wp_battleships_blocks_suffice (layout->blocked, layout->width, layout->height, needed);
}

typedef enum { PLACED, NO_ROOM, GAVE_UP } Outcome;

/* Places ships @index… on top of the current layout. */
static Outcome
place_from (Layout *layout, guint index)
{
  guint64 blocked[MAX_LINES], ship[MAX_LINES];
  guint length, from;

  if (index == layout->n_ships)
    return PLACED;
  if (!blocks_suffice (layout, index))
    return NO_ROOM;
  length = layout->lengths[index];
  from = index > 0 && layout->lengths[index - 1] == length ? layout->position[index - 1] + 1 : 0;
  memcpy (blocked, layout->blocked, sizeof (guint64) * layout->height);
  memcpy (ship, layout->ship, sizeof (guint64) * layout->height);
  for (guint p = from; p < layout->n_places[length]; p++)
    {
      Place place = layout->order[length][p];
      Outcome outcome;

      if (!place_is_free (layout, place, length))
        continue;
      if (++layout->nodes > layout->budget)
        return GAVE_UP;
      if (layout->nodes % 256 == 0 && layout->search && wp_search_is_cancelled (layout->search))
        {
          layout->cancelled = TRUE;
          return GAVE_UP;
        }
      layout->position[index] = p;
      put_ship (layout, place, length);
      outcome = place_from (layout, index + 1);
      if (outcome != NO_ROOM)
        return outcome;
      memcpy (layout->blocked, blocked, sizeof (guint64) * layout->height);
      memcpy (layout->ship, ship, sizeof (guint64) * layout->height);
    }
  return NO_ROOM;
}

#define ATTEMPTS 8

/* A random layout of the fleet into @ship (one flag per cell); NO_ROOM
 * when an attempt searched everything and found none (a proof), GAVE_UP
 * when every attempt ran out or the search was cancelled. */
static Outcome
random_layout (const WpPuzzle *shape, GRand *rand, WpSearch *search, gboolean *ship, gboolean *cancelled)
{
  const WpBattleshipsParams *params = shape->params;
  g_autoptr (GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *position = NULL;
  Layout layout = { 0 };
  Outcome outcome = GAVE_UP;

  for (guint length = WP_BATTLESHIPS_MAX_SHIP; length >= 1; length--)
    for (gint i = 0; i < params->fleet[length]; i++)
      g_array_append_val (lengths, length);
  layout.width = shape->width;
  layout.height = shape->height;
  layout.rand = rand;
  layout.lengths = (guint *) (gpointer) lengths->data;
  layout.n_ships = lengths->len;
  layout.position = position = g_new0 (guint, MAX (lengths->len, 1));
  layout.search = search;
  for (guint i = 0; i < layout.n_ships; i++)
    if (layout.order[layout.lengths[i]] == NULL)
      layout.order[layout.lengths[i]] = g_new (guint, 2 * shape->width * shape->height);
  /* A fleet that fits loosely needs about one placement a ship; the
   * budget leaves room to move some of them round a few times. */
  layout.budget = 256 + 64 * (guint64) lengths->len;
  for (guint attempt = 0; attempt < ATTEMPTS && outcome == GAVE_UP && !layout.cancelled; attempt++)
    {
      shuffle_places (&layout);
      memset (layout.blocked, 0, sizeof layout.blocked);
      memset (layout.ship, 0, sizeof layout.ship);
      layout.nodes = 0;
      outcome = place_from (&layout, 0);
      layout.budget *= 2;
    }
  for (guint length = 0; length <= WP_BATTLESHIPS_MAX_SHIP; length++)
    g_free (layout.order[length]);
  *cancelled = layout.cancelled;
  if (outcome == PLACED)
    for (guint cell = 0; cell < wp_puzzle_n_cells (shape); cell++)
      ship[cell] = (layout.ship[cell / shape->width] >> (cell % shape->width)) & 1;
  return outcome;
}

/* Moves the layout @ship by a random one of the grid's symmetries
 * (mirrors, and for a square grid the quarter turns and transposes
 * too): ships stay straight and apart, lengths stay the same. */
static void
random_symmetry (gboolean *ship, guint width, guint height, GRand *rand)
{
  guint n = width * height, which = (guint) g_rand_int_range (rand, 0, width == height ? 8 : 4);
  g_autofree gboolean *before = g_memdup2 (ship, sizeof (gboolean) * n);

  for (guint row = 0; row < height; row++)
    for (guint col = 0; col < width; col++)
      {
        guint r = which & 1 ? height - 1 - row : row;
        guint c = which & 2 ? width - 1 - col : col;

        if (which & 4)   /* square only */
          ship[c * width + r] = before[row * width + col];
        else
          ship[r * width + c] = before[row * width + col];
      }
}

/* The exhaustive answer: the counting backend on the grid with no clue.
 * FALSE when the fleet does not fit or the search was cancelled.  Its
 * layout is the first in its own order; a random symmetry moves it. */
static gboolean
any_layout (const WpPuzzle *shape, GRand *rand, WpSearch *search, gboolean *ship, gboolean *cancelled)
{
  g_autoptr (WpPuzzle) bare = wp_puzzle_copy (shape);
  g_autoptr (WpModel) model = NULL;
  g_autoptr (WpSearch) own = search ? NULL : wp_search_new ();
  WpSearchOptions options = { .cap = 1, .keep = 1 };
  WpSearchResult result;
  gboolean found;

  for (guint cell = 0; cell < wp_puzzle_n_cells (bare); cell++)
    bare->cells[cell] = WP_CELL_EMPTY;
  for (guint row = 0; row < bare->height; row++)
    wp_battleships_set_row_count (bare, row, WP_BATTLESHIPS_UNKNOWN);
  for (guint col = 0; col < bare->width; col++)
    wp_battleships_set_column_count (bare, col, WP_BATTLESHIPS_UNKNOWN);
  model = bare->genre->build_model (bare, WP_MODEL_FOR_COUNTING);
  wp_search_run (search ? search : own, model, &options, &result);
  *cancelled = result.stopped == WP_STOP_CANCELLED;
  found = result.solutions->len == 1;
  if (found)
    for (guint cell = 0; cell < wp_puzzle_n_cells (bare); cell++)
      ship[cell] = ((const gint *) g_ptr_array_index (result.solutions, 0))[cell] != WP_BATTLESHIPS_WATER;
  if (found)
    random_symmetry (ship, shape->width, shape->height, rand);
  wp_search_result_clear (&result);
  return found;
}

static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autofree gboolean *ship = NULL;
  gboolean cancelled = FALSE;
  Outcome outcome;

  if (!shape->genre->validate (shape, error))
    return NULL;
  /* Without a ship there is nothing to hide: every "puzzle" is empty. */
  if (wp_battleships_longest (shape->params) == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("fleet: there are no ships to hide; add some first"));
      return NULL;
    }
  ship = g_new0 (gboolean, wp_puzzle_n_cells (shape));
  outcome = random_layout (shape, rand, search, ship, &cancelled);
  if (outcome == GAVE_UP && !cancelled && any_layout (shape, rand, search, ship, &cancelled))
    outcome = PLACED;
  if (cancelled)
    return NULL;
  if (outcome != PLACED)
    {
      guint ships = 0;

      for (guint length = 1; length <= WP_BATTLESHIPS_MAX_SHIP; length++)
        ships += (guint) MAX (wp_battleships_get_fleet (shape, length), 0);
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "fleet: %u ship cannot be placed in a %u×%u grid without touching",
                                "fleet: the %u ships cannot be placed in a %u×%u grid without touching",
                                ships),
                   ships, shape->height, shape->width);
      return NULL;
    }

  puzzle = wp_puzzle_copy (shape);
  wp_battleships_shape (puzzle->height, puzzle->width, ship, puzzle->cells, NULL);
  for (guint row = 0; row < puzzle->height; row++)
    {
      gint count = 0;

      for (guint col = 0; col < puzzle->width; col++)
        count += ship[row * puzzle->width + col];
      wp_battleships_set_row_count (puzzle, row, count);
    }
  for (guint col = 0; col < puzzle->width; col++)
    {
      gint count = 0;

      for (guint row = 0; row < puzzle->height; row++)
        count += ship[row * puzzle->width + col];
      wp_battleships_set_column_count (puzzle, col, count);
    }
  return g_steal_pointer (&puzzle);
}

const WpGeneratorHooks wp_battleships_generator_hooks = {
  .solved = solved,
};
