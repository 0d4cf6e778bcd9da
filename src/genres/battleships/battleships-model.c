/* battleships-model.c — the Battleships solver model
 *
 * One variable per cell, seven values (water and the six segments).
 *
 * Models built for analysis spell every rule out as a propagator:
 *
 *  - shape, one per cell over the cell and its four neighbours: the value
 *    says what each neighbour may hold (a left end needs a middle or a
 *    right end to its right and water elsewhere; a middle runs either
 *    horizontally or vertically), kept generalised-arc-consistent;
 *  - corners, one per 2×2 block: two diagonal cells are never both ship;
 *  - counts, one per known row or column count: how many cells hold ship;
 *  - fleet, over all cells: every ship placement the domains still allow
 *    is listed per length; a length with more complete ships than the
 *    fleet has, or fewer possible places than ships, fails; a segment that
 *    no usable placement puts in its cell is removed; a length with exactly
 *    as many possible places as ships takes them all; and the ship cells
 *    in all must be the fleet's.
 *
 * Shape and corners make every full assignment a set of straight,
 * non-touching ships with the right segment names; the fleet propagator
 * then makes their lengths exactly the fleet's.  The local propagators
 * keep deadly patterns traceable; the fleet one ties every cell together,
 * as the fleet does (a ship that moves changes which cells the others may
 * use), so wp_find_patterns() reports the whole difference of two
 * solutions as one pattern.
 *
 * Models built for counting hold only the domains and the ship-placement
 * backend of battleships-search.c, which decides a 10×10 in a fraction of
 * a millisecond where the generic search over these propagators took
 * milliseconds to hundreds of them (tests/test-battleships.c checks that
 * both count what a brute-force enumeration counts).
 */
#include "genres/battleships/battleships-private.h"

#include <string.h>

/* --- Shape ---------------------------------------------------------------- */

typedef struct {
  gint neighbour[BS_N_DIRS];   /* cell index, -1 off the grid */
} ShapeData;

static gboolean
shape_propagate (const WpPropagator *self, WpStore *store)
{
  const ShapeData *data = self->data;
  guint cell = self->vars[0];
  WpDomain d = wp_store_get (store, cell), around[BS_N_DIRS], allowed[BS_N_DIRS] = { 0 };
  WpDomain supported = 0;

  for (guint dir = 0; dir < BS_N_DIRS; dir++)
    around[dir] = data->neighbour[dir] < 0 ? BS_W : wp_store_get (store, (guint) data->neighbour[dir]);
  for (guint t = 0; t < wp_battleships_n_terms; t++)
    {
      const WpBattleshipsTerm *term = &wp_battleships_terms[t];
      gboolean ok = (d & BS_BIT (term->value)) != 0;

      for (guint dir = 0; dir < BS_N_DIRS && ok; dir++)
        ok = (around[dir] & term->need[dir]) != 0;
      if (!ok)
        continue;
      supported |= BS_BIT (term->value);
      for (guint dir = 0; dir < BS_N_DIRS; dir++)
        allowed[dir] |= term->need[dir];
    }
  if (!wp_store_restrict (store, cell, supported))
    return FALSE;
  for (guint dir = 0; dir < BS_N_DIRS; dir++)
    if (data->neighbour[dir] >= 0 &&
        !wp_store_restrict (store, (guint) data->neighbour[dir], allowed[dir]))
      return FALSE;
  return TRUE;
}

static const WpPropagatorClass shape_class = { "battleships-shape", shape_propagate, g_free };

/* --- Corners -------------------------------------------------------------- */

/* vars: top left, top right, bottom left, bottom right. */
static gboolean
corners_propagate (const WpPropagator *self, WpStore *store)
{
  static const guint pairs[2][2] = { { 0, 3 }, { 1, 2 } };

  for (guint p = 0; p < 2; p++)
    {
      guint a = self->vars[pairs[p][0]], b = self->vars[pairs[p][1]];

      if (!(wp_store_get (store, a) & BS_W) && !wp_store_restrict (store, b, BS_W))
        return FALSE;
      if (!(wp_store_get (store, b) & BS_W) && !wp_store_restrict (store, a, BS_W))
        return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass corners_class = { "battleships-corners", corners_propagate, NULL };

/* --- Line counts ---------------------------------------------------------- */

/* param: how many of the variables hold ship. */
static gboolean
count_propagate (const WpPropagator *self, WpStore *store)
{
  guint sure = 0, open = 0, target = (guint) self->param;

  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if (!(d & BS_W))
        sure++;
      else if (d & BS_SHIP)
        open++;
    }
  if (sure > target || sure + open < target)
    return FALSE;
  if (open == 0 || (sure != target && sure + open != target))
    return TRUE;
  for (guint i = 0; i < self->n_vars; i++)
    {
      WpDomain d = wp_store_get (store, self->vars[i]);

      if ((d & BS_W) && (d & BS_SHIP) &&
          !wp_store_restrict (store, self->vars[i], sure == target ? BS_W : BS_SHIP))
        return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass count_class = { "battleships-count", count_propagate, NULL };

/* --- Fleet ---------------------------------------------------------------- */

typedef struct {
  guint first;    /* into FleetData.cells / types */
  guint length;
  guint halo;     /* into FleetData.halo */
  guint n_halo;
} Placement;

typedef struct {
  guint      n_cells;
  guint      total;                                /* ship cells of the fleet */
  gint       fleet[WP_BATTLESHIPS_MAX_SHIP + 2];
  guint      first_of[WP_BATTLESHIPS_MAX_SHIP + 2]; /* placements of length k: [first_of[k], first_of[k + 1]) */
  GArray    *placements;                           /* of Placement */
  GArray    *cells;                                /* of guint */
  GArray    *types;                                /* of WpDomain */
  GArray    *halo;                                 /* of guint */
  /* Scratch for one call (a model is searched by one thread at a time). */
  WpDomain  *support;
  guint8    *state;                                /* per placement: POSSIBLE | COMPLETE */
} FleetData;

enum { POSSIBLE = 1, COMPLETE = 2 };

static void
fleet_data_free (gpointer data)
{
  FleetData *fleet = data;

  g_array_unref (fleet->placements);
  g_array_unref (fleet->cells);
  g_array_unref (fleet->types);
  g_array_unref (fleet->halo);
  g_free (fleet->support);
  g_free (fleet->state);
  g_free (fleet);
}

static void
add_placement (FleetData *fleet, guint width, guint height, guint row, guint col, guint length,
               gboolean vertical)
{
  Placement p = { fleet->cells->len, length, fleet->halo->len, 0 };
  guint rows = vertical ? length : 1, cols = vertical ? 1 : length;

  for (guint i = 0; i < length; i++)
    {
      guint cell = (row + (vertical ? i : 0)) * width + col + (vertical ? 0 : i);
      WpDomain type = BS_BIT (wp_battleships_segment (length, i, vertical));

      g_array_append_val (fleet->cells, cell);
      g_array_append_val (fleet->types, type);
    }
  for (gint r = (gint) row - 1; r <= (gint) (row + rows); r++)
    for (gint c = (gint) col - 1; c <= (gint) (col + cols); c++)
      {
        guint cell;

        if (r < 0 || c < 0 || r >= (gint) height || c >= (gint) width)
          continue;
        if (r >= (gint) row && r < (gint) (row + rows) && c >= (gint) col && c < (gint) (col + cols))
          continue;
        cell = (guint) r * width + (guint) c;
        g_array_append_val (fleet->halo, cell);
        p.n_halo++;
      }
  g_array_append_val (fleet->placements, p);
}

static FleetData *
fleet_data_new (const WpBattleshipsParams *params)
{
  FleetData *fleet = g_new0 (FleetData, 1);
  guint width = params->lines.n_cols, height = params->lines.n_rows;

  fleet->n_cells = width * height;
  fleet->placements = g_array_new (FALSE, FALSE, sizeof (Placement));
  fleet->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  fleet->types = g_array_new (FALSE, FALSE, sizeof (WpDomain));
  fleet->halo = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      fleet->fleet[k] = MAX (params->fleet[k], 0);
      fleet->total += (guint) fleet->fleet[k] * k;
      fleet->first_of[k] = fleet->placements->len;
      if (fleet->fleet[k] == 0)
        continue;
      for (guint r = 0; r < height; r++)
        for (guint c = 0; c < width; c++)
          {
            if (c + k <= width)
              add_placement (fleet, width, height, r, c, k, FALSE);
            if (k > 1 && r + k <= height)
              add_placement (fleet, width, height, r, c, k, TRUE);
          }
    }
  fleet->first_of[WP_BATTLESHIPS_MAX_SHIP + 1] = fleet->placements->len;
  fleet->support = g_new (WpDomain, MAX (fleet->n_cells, 1));
  fleet->state = g_new (guint8, MAX (fleet->placements->len, 1));
  return fleet;
}

/* Whether the domains allow placement @p (POSSIBLE) and whether its cells
 * are all fixed to it (COMPLETE); -1 when it is complete yet touches a
 * cell that is surely ship, which no extension can mend. */
static gint
placement_state (const FleetData *fleet, const Placement *p, const WpStore *store)
{
  const guint *cells = &g_array_index (fleet->cells, guint, p->first);
  const WpDomain *types = &g_array_index (fleet->types, WpDomain, p->first);
  const guint *halo = &g_array_index (fleet->halo, guint, p->halo);
  gboolean complete = TRUE;

  for (guint i = 0; i < p->length; i++)
    {
      WpDomain d = wp_store_get (store, cells[i]);

      if (!(d & types[i]))
        return 0;
      complete &= d == types[i];
    }
  for (guint i = 0; i < p->n_halo; i++)
    if (!(wp_store_get (store, halo[i]) & BS_W))
      return complete ? -1 : 0;
  return POSSIBLE | (complete ? COMPLETE : 0);
}

static gboolean
force_placement (const FleetData *fleet, const Placement *p, WpStore *store)
{
  const guint *cells = &g_array_index (fleet->cells, guint, p->first);
  const WpDomain *types = &g_array_index (fleet->types, WpDomain, p->first);
  const guint *halo = &g_array_index (fleet->halo, guint, p->halo);

  for (guint i = 0; i < p->length; i++)
    if (!wp_store_restrict (store, cells[i], types[i]))
      return FALSE;
  for (guint i = 0; i < p->n_halo; i++)
    if (!wp_store_restrict (store, halo[i], BS_W))
      return FALSE;
  return TRUE;
}

/* Ship cells in all: as many as the fleet has. */
static gboolean
fleet_totals (const FleetData *fleet, WpStore *store)
{
  guint sure = 0, possible = 0;

  for (guint cell = 0; cell < fleet->n_cells; cell++)
    {
      WpDomain d = wp_store_get (store, cell);

      sure += !(d & BS_W);
      possible += (d & BS_SHIP) != 0;
    }
  if (sure > fleet->total || possible < fleet->total)
    return FALSE;
  if (sure == possible)
    return TRUE;
  if (sure == fleet->total || possible == fleet->total)
    for (guint cell = 0; cell < fleet->n_cells; cell++)
      {
        WpDomain d = wp_store_get (store, cell);

        if ((d & BS_W) && (d & BS_SHIP) &&
            !wp_store_restrict (store, cell, sure == fleet->total ? BS_W : BS_SHIP))
          return FALSE;
      }
  return TRUE;
}

static gboolean
fleet_propagate (const WpPropagator *self, WpStore *store)
{
  FleetData *fleet = self->data;
  guint32 forced[(WP_BATTLESHIPS_MAX_SHIP + 32) / 32] = { 0 };

  if (!fleet_totals (fleet, store))
    return FALSE;
  memset (fleet->support, 0, sizeof (WpDomain) * fleet->n_cells);
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      guint complete = 0, possible = 0;

      if (fleet->fleet[k] == 0)
        continue;
      for (guint i = fleet->first_of[k]; i < fleet->first_of[k + 1]; i++)
        {
          gint state = placement_state (fleet, &g_array_index (fleet->placements, Placement, i), store);

          if (state < 0)
            return FALSE;
          fleet->state[i] = (guint8) state;
          possible += (state & POSSIBLE) != 0;
          complete += (state & COMPLETE) != 0;
        }
      if (complete > (guint) fleet->fleet[k] || possible < (guint) fleet->fleet[k])
        return FALSE;
      for (guint i = fleet->first_of[k]; i < fleet->first_of[k + 1]; i++)
        {
          const Placement *p = &g_array_index (fleet->placements, Placement, i);

          /* With every ship of this length complete, only those are usable. */
          if (!(fleet->state[i] & POSSIBLE) ||
              (complete == (guint) fleet->fleet[k] && !(fleet->state[i] & COMPLETE)))
            continue;
          for (guint j = 0; j < p->length; j++)
            fleet->support[g_array_index (fleet->cells, guint, p->first + j)] |=
              g_array_index (fleet->types, WpDomain, p->first + j);
        }
      if (possible == (guint) fleet->fleet[k] && complete < possible)
        forced[k / 32] |= 1u << (k % 32);
    }
  for (guint cell = 0; cell < fleet->n_cells; cell++)
    if (!wp_store_restrict (store, cell, BS_W | fleet->support[cell]))
      return FALSE;
  /* A length with as many possible places as ships takes them all.  The
   * states are from before the restrictions above, which only removed
   * segments no possible placement needs, so they still hold. */
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      if (!(forced[k / 32] & (1u << (k % 32))))
        continue;
      for (guint i = fleet->first_of[k]; i < fleet->first_of[k + 1]; i++)
        if ((fleet->state[i] & POSSIBLE) &&
            !force_placement (fleet, &g_array_index (fleet->placements, Placement, i), store))
          return FALSE;
    }
  return TRUE;
}

static const WpPropagatorClass fleet_class = { "battleships-fleet", fleet_propagate, fleet_data_free };

/* --- The model ------------------------------------------------------------ */

static void
add_shape_propagators (WpModel *model, guint width, guint height)
{
  for (guint r = 0; r < height; r++)
    for (guint c = 0; c < width; c++)
      {
        ShapeData *data = g_new (ShapeData, 1);
        guint vars[1 + BS_N_DIRS], n = 0;

        data->neighbour[BS_UP] = r > 0 ? (gint) ((r - 1) * width + c) : -1;
        data->neighbour[BS_DOWN] = r + 1 < height ? (gint) ((r + 1) * width + c) : -1;
        data->neighbour[BS_LEFT] = c > 0 ? (gint) (r * width + c - 1) : -1;
        data->neighbour[BS_RIGHT] = c + 1 < width ? (gint) (r * width + c + 1) : -1;
        vars[n++] = r * width + c;
        for (guint dir = 0; dir < BS_N_DIRS; dir++)
          if (data->neighbour[dir] >= 0)
            vars[n++] = (guint) data->neighbour[dir];
        wp_model_add_propagator (model, &shape_class, vars, n, 0, data);
      }
}

static void
add_corner_propagators (WpModel *model, guint width, guint height)
{
  for (guint r = 0; r + 1 < height; r++)
    for (guint c = 0; c + 1 < width; c++)
      {
        guint vars[4] = { r * width + c, r * width + c + 1, (r + 1) * width + c, (r + 1) * width + c + 1 };

        wp_model_add_propagator (model, &corners_class, vars, 4, 0, NULL);
      }
}

static void
add_count_propagators (WpModel *model, const WpBattleshipsParams *params, gboolean is_row)
{
  guint n = is_row ? params->lines.n_rows : params->lines.n_cols;
  guint length = is_row ? params->lines.n_cols : params->lines.n_rows;
  g_autofree guint *vars = g_new (guint, length);

  for (guint index = 0; index < n; index++)
    {
      gint count = is_row ? params->lines.rows[index] : params->lines.cols[index];

      if (count == WP_BATTLESHIPS_UNKNOWN)
        continue;
      for (guint i = 0; i < length; i++)
        vars[i] = is_row ? index * params->lines.n_cols + i : i * params->lines.n_cols + index;
      wp_model_add_propagator (model, &count_class, vars, length, count, NULL);
    }
}

WpModel *
wp_battleships_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  const WpBattleshipsParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle);
  WpModel *model = wp_model_new (n, 0, BS_ALL);
  g_autofree guint *all = NULL;

  for (guint cell = 0; cell < n; cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      model->domains[cell] = BS_BIT (puzzle->cells[cell]);
  if (use == WP_MODEL_FOR_COUNTING)
    {
      wp_battleships_set_backend (model, params);
      return model;
    }
  all = g_new (guint, MAX (n, 1));
  for (guint cell = 0; cell < n; cell++)
    all[cell] = cell;
  add_shape_propagators (model, puzzle->width, puzzle->height);
  add_corner_propagators (model, puzzle->width, puzzle->height);
  add_count_propagators (model, params, TRUE);
  add_count_propagators (model, params, FALSE);
  wp_model_add_propagator (model, &fleet_class, all, n, 0, fleet_data_new (params));
  return model;
}
