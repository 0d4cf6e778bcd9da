/* battleships-search.c — the counting fast path: placing ships, not cells
 *
 * The generic search branches on cells and sees a fleet that cannot be
 * completed only late; on a 10×10 with counts and no givens it needed
 * thousands of nodes to find two solutions.  This backend searches over
 * ship placements instead, with the grid as one 64-bit mask per row (grids
 * are at most 40 wide):
 *
 *  - a cell that must hold ship (its domain lacks water: a given segment,
 *    or a known row or column whose count equals the cells still open in
 *    it) is branched on first: one child per placement of a remaining ship
 *    that covers it, fewest placements first;
 *  - otherwise the longest remaining ship is placed, ships of one length
 *    in increasing order of place, so each set of places is seen once (a
 *    ship placed through a must-cell keeps to the same order's lower
 *    bound, which keeps the two kinds of branching disjoint and complete);
 *  - a placement must agree with every cell's domain (segment names for
 *    its cells, water for the ring around it) and leave each known count
 *    room; after each one, every known row and column must still have as
 *    many open cells as it lacks.
 *
 * Only the model's initial domains and the puzzle's parameters are read,
 * so the backend answers for exactly the model it is given.
 */
#include "genres/battleships/battleships-private.h"

#include <string.h>

#define MAX_LINES WP_BATTLESHIPS_MAX_SIZE

typedef struct {
  guint    width;
  guint    height;
  gint     rows[MAX_LINES];      /* counts, WP_BATTLESHIPS_UNKNOWN where unknown */
  gint     cols[MAX_LINES];
  gint     fleet[WP_BATTLESHIPS_MAX_SHIP + 1];
} SearchParams;

typedef struct {
  guint64  ship[MAX_LINES];      /* placed ship cells */
  guint64  blocked[MAX_LINES];   /* cells no further ship may use */
  gint     row_left[MAX_LINES];  /* ship cells a known row still lacks; G_MAXINT when unknown */
  gint     col_left[MAX_LINES];
  gint     remaining[WP_BATTLESHIPS_MAX_SHIP + 1];
  gint     min_place[WP_BATTLESHIPS_MAX_SHIP + 1];   /* ships of a length go after this place */
  guint    n_placed;
  guint    blocks_needed;        /* Σ remaining ships × ⌈length / 2⌉ (see blocks_feasible) */
} State;

typedef struct {
  const WpModel   *model;
  WpSearchContext *ctx;
  guint            width;
  guint            height;
  guint64          full;                                     /* the bits of one row */
  guint64          allow[WP_BATTLESHIPS_N_VALUES][MAX_LINES]; /* cells whose domain holds a value */
  guint64          any_ship[MAX_LINES];
  guint64          must[MAX_LINES];                          /* cells whose domain lacks water */
  guint            longest;
  guint           *placed;                                   /* place × 64 + length, per ship */
  guint            max_cover;                                /* places that can cover one cell */
  guint           *options;                                  /* max_cover per depth */
  gint            *values;
  gboolean         stop;                                     /* the context said stop */
} Search;

static inline guint64
bits (guint from, guint n)
{
  return n >= 64 ? ~G_GUINT64_CONSTANT (0) << from : ((G_GUINT64_CONSTANT (1) << n) - 1) << from;
}

static inline gboolean
has (guint64 mask, guint bit)
{
  return (mask >> bit) & 1;
}

/* The ring of a ship along a row: columns c - 1 … c + k, clipped. */
static inline guint64
ring_mask (const Search *s, guint c, guint k)
{
  guint from = c > 0 ? c - 1 : 0, to = MIN (c + k, s->width - 1);

  return bits (from, to - from + 1);
}

/* A place: (row × width + col) × 2 + vertical. */
static gboolean
fits (const Search *s, const State *st, guint place, guint k)
{
  guint cell = place / 2, r = cell / s->width, c = cell % s->width;
  gboolean vertical = place % 2;
  const guint64 *water = s->allow[WP_BATTLESHIPS_WATER];

  if (!vertical)
    {
      guint64 mask, ring;

      if (c + k > s->width)
        return FALSE;
      mask = bits (c, k);
      if (st->blocked[r] & mask)
        return FALSE;
      if (k == 1)
        {
          if (!has (s->allow[WP_BATTLESHIPS_SINGLE][r], c))
            return FALSE;
        }
      else if (!has (s->allow[WP_BATTLESHIPS_END_LEFT][r], c) ||
               !has (s->allow[WP_BATTLESHIPS_END_RIGHT][r], c + k - 1) ||
               (bits (c + 1, k - 2) & ~s->allow[WP_BATTLESHIPS_MIDDLE][r]))
        return FALSE;
      if (st->row_left[r] < (gint) k)
        return FALSE;
      for (guint i = 0; i < k; i++)
        if (st->col_left[c + i] < 1)
          return FALSE;
      ring = ring_mask (s, c, k);
      if ((r > 0 && (ring & ~water[r - 1])) || (r + 1 < s->height && (ring & ~water[r + 1])) ||
          (ring & ~mask & ~water[r]))
        return FALSE;
      return TRUE;
    }
  else
    {
      guint64 ring = ring_mask (s, c, 1), side = ring & ~bits (c, 1);

      if (r + k > s->height || st->col_left[c] < (gint) k)
        return FALSE;
      for (guint i = 0; i < k; i++)
        {
          gint v = i == 0 ? WP_BATTLESHIPS_END_TOP : i + 1 == k ? WP_BATTLESHIPS_END_BOTTOM
                                                                 : WP_BATTLESHIPS_MIDDLE;

          if (has (st->blocked[r + i], c) || !has (s->allow[v][r + i], c) ||
              st->row_left[r + i] < 1 || (side & ~water[r + i]))
            return FALSE;
        }
      if ((r > 0 && (ring & ~water[r - 1])) || (r + k < s->height && (ring & ~water[r + k])))
        return FALSE;
      return TRUE;
    }
}

static void
place_ship (const Search *s, State *st, guint place, guint k)
{
  guint cell = place / 2, r = cell / s->width, c = cell % s->width;
  gboolean vertical = place % 2;
  guint rows = vertical ? k : 1, cols = vertical ? 1 : k;
  guint64 mask = bits (c, cols), ring = ring_mask (s, c, cols);

  for (guint i = 0; i < rows; i++)
    {
      st->ship[r + i] |= mask;
      if (st->row_left[r + i] != G_MAXINT)
        st->row_left[r + i] -= (gint) cols;
    }
  for (guint i = 0; i < cols; i++)
    if (st->col_left[c + i] != G_MAXINT)
      st->col_left[c + i] -= (gint) rows;
  for (guint i = r > 0 ? r - 1 : 0; i <= MIN (r + rows, s->height - 1); i++)
    st->blocked[i] |= ring;
  st->remaining[k]--;
  st->blocks_needed -= (k + 1) / 2;
}

/* Cut the grid into 2×2 blocks (at each of the four offsets).  Any two
 * cells of a block touch, so a block holds cells of one ship at most, and
 * a ship of k cells spans at least ⌈k / 2⌉ blocks: the remaining ships
 * need that many blocks with a cell still open.  This catches fleets that
 * fit by area but not by shape (25 one-cell ships fill a 10×10). */
gboolean
wp_battleships_blocks_suffice (const guint64 *blocked, guint width, guint height, guint needed)
{
  for (guint dr = 0; dr < 2; dr++)
    for (guint dc = 0; dc < 2; dc++)
      {
        guint blocks = 0;

        for (gint r = (gint) dr - 1; r < (gint) height; r += 2)
          {
            guint64 open = 0, pairs;

            if (r >= 0)
              open |= ~blocked[r];
            if (r + 1 < (gint) height)
              open |= ~blocked[r + 1];
            open &= bits (0, width);
            /* Block j is columns 2j and 2j + 1 (dc = 0) or 2j - 1 and 2j
             * (dc = 1), seen at bit 2j; with dc = 1 the last block of an
             * even width is seen at bit width. */
            pairs = dc ? (open | (open << 1)) : (open | (open >> 1));
            blocks += (guint) __builtin_popcountll (pairs & G_GUINT64_CONSTANT (0x5555555555555555) &
                                                    bits (0, width + 1));
          }
        if (blocks < needed)
          return FALSE;
      }
  return TRUE;
}

static gboolean
blocks_feasible (const Search *s, const State *st)
{
  return wp_battleships_blocks_suffice (st->blocked, s->width, s->height, st->blocks_needed);
}

/* Whether every known line can still get the cells it lacks; fills
 * @must (per row) with the cells that must therefore hold ship: the
 * uncovered must-cells of the domains, and every open cell of a line with
 * exactly as many open cells as it lacks. */
static gboolean
lines_feasible (const Search *s, const State *st, guint64 *must, gboolean *any_must)
{
  guint64 open_cols = 0, open[MAX_LINES];
  guint col_open[MAX_LINES] = { 0 };

  for (guint c = 0; c < s->width; c++)
    if (st->col_left[c] > 0)
      open_cols |= G_GUINT64_CONSTANT (1) << c;
  *any_must = FALSE;
  for (guint r = 0; r < s->height; r++)
    {
      guint n;

      open[r] = st->row_left[r] > 0 ? ~st->blocked[r] & open_cols & s->full : 0;
      n = (guint) __builtin_popcountll (open[r]);
      must[r] = s->must[r] & ~st->ship[r];
      if (st->row_left[r] != G_MAXINT)
        {
          if ((gint) n < st->row_left[r])
            return FALSE;
          if ((gint) n == st->row_left[r])
            must[r] |= open[r];
        }
      for (guint64 b = open[r]; b; b &= b - 1)
        col_open[__builtin_ctzll (b)]++;
    }
  for (guint c = 0; c < s->width; c++)
    {
      if (st->col_left[c] == G_MAXINT || st->col_left[c] == 0)
        continue;
      if ((gint) col_open[c] < st->col_left[c])
        return FALSE;
      if ((gint) col_open[c] == st->col_left[c])
        for (guint r = 0; r < s->height; r++)
          must[r] |= open[r] & (G_GUINT64_CONSTANT (1) << c);
    }
  for (guint r = 0; r < s->height && !*any_must; r++)
    *any_must = must[r] != 0;
  return TRUE;
}

/* The places of remaining ships that cover @cell, as place × 64 + length,
 * written to @out unless it is NULL; counts at most @limit of them. */
static guint
covering (const Search *s, const State *st, guint cell, guint *out, guint limit)
{
  guint r = cell / s->width, c = cell % s->width, n = 0;

  for (guint k = s->longest; k >= 1 && n < limit; k--)
    {
      if (st->remaining[k] == 0)
        continue;
      for (guint vertical = 0; vertical < (k > 1 ? 2u : 1u) && n < limit; vertical++)
        for (guint i = 0; i < k && n < limit; i++)
          {
            guint place;

            if (vertical ? r < i : c < i)
              continue;
            place = ((vertical ? (r - i) * s->width + c : r * s->width + c - i) << 1) | vertical;
            if ((gint) place > st->min_place[k] && fits (s, st, place, k))
              {
                if (out)
                  out[n] = place * 64 + k;
                n++;
              }
          }
    }
  return n;
}

static void
report (Search *s, const State *st)
{
  guint n = s->width * s->height;

  for (guint i = 0; i < n; i++)
    s->values[i] = WP_BATTLESHIPS_WATER;
  for (guint i = 0; i < st->n_placed; i++)
    {
      guint place = s->placed[i] / 64, k = s->placed[i] % 64;
      guint cell = place / 2;
      gboolean vertical = place % 2;

      for (guint j = 0; j < k; j++)
        s->values[cell + j * (vertical ? s->width : 1)] = wp_battleships_segment (k, j, vertical);
    }
  if (!wp_search_context_add_solution (s->ctx, s->values))
    s->stop = TRUE;
}

static void search_node (Search *s, const State *st);

static void
branch (Search *s, const State *st, guint choice, gboolean ordered)
{
  guint place = choice / 64, k = choice % 64;
  State child = *st;

  if (!wp_search_context_tick (s->ctx, 1))
    {
      s->stop = TRUE;
      return;
    }
  place_ship (s, &child, place, k);
  if (ordered)
    child.min_place[k] = (gint) place;
  s->placed[child.n_placed++] = choice;
  search_node (s, &child);
}

static void
search_node (Search *s, const State *st)
{
  guint64 must[MAX_LINES];
  gboolean any_must;
  guint k;

  if (!blocks_feasible (s, st) || !lines_feasible (s, st, must, &any_must))
    return;
  for (k = s->longest; k >= 1 && st->remaining[k] == 0; k--)
    ;
  if (k == 0)
    {
      /* Every ship placed: the known counts are met exactly (a line that
       * lacks cells has none open), and so are the must-cells. */
      for (guint r = 0; r < s->height; r++)
        if ((st->row_left[r] != G_MAXINT && st->row_left[r] != 0) || (s->must[r] & ~st->ship[r]))
          return;
      for (guint c = 0; c < s->width; c++)
        if (st->col_left[c] != G_MAXINT && st->col_left[c] != 0)
          return;
      report (s, st);
      return;
    }
  if (any_must)
    {
      guint *options = s->options + (gsize) st->n_placed * s->max_cover;
      guint n_best = G_MAXUINT, best_cell = 0, n;

      /* The must-cell with the fewest placements covering it. */
      for (guint r = 0; r < s->height && n_best > 1; r++)
        for (guint64 b = must[r]; b && n_best > 1; b &= b - 1)
          {
            guint cell = r * s->width + (guint) __builtin_ctzll (b);

            n = covering (s, st, cell, NULL, n_best);
            if (n < n_best)
              {
                n_best = n;
                best_cell = cell;
              }
          }
      n = covering (s, st, best_cell, options, n_best);
      for (guint i = 0; i < n && !s->stop; i++)
        branch (s, st, options[i], FALSE);
      return;
    }
  for (guint place = (guint) (st->min_place[k] + 1); place < 2 * s->width * s->height && !s->stop; place++)
    if ((k > 1 || place % 2 == 0) && fits (s, st, place, k))
      branch (s, st, place * 64 + k, TRUE);
}

static void
battleships_search (const WpModel *model, WpSearchContext *ctx)
{
  const SearchParams *params = model->backend_data;
  Search s = { 0 };
  State root = { 0 };
  guint total = 0;

  s.model = model;
  s.ctx = ctx;
  s.width = params->width;
  s.height = params->height;
  s.full = bits (0, s.width);
  for (guint r = 0; r < s.height; r++)
    for (guint c = 0; c < s.width; c++)
      {
        WpDomain d = model->domains[r * s.width + c];

        for (guint v = 0; v < WP_BATTLESHIPS_N_VALUES; v++)
          if (d & BS_BIT (v))
            s.allow[v][r] |= G_GUINT64_CONSTANT (1) << c;
        if (d & BS_SHIP)
          s.any_ship[r] |= G_GUINT64_CONSTANT (1) << c;
        if (!(d & BS_W))
          s.must[r] |= G_GUINT64_CONSTANT (1) << c;
        if (d == 0)
          return;
      }
  for (guint r = 0; r < s.height; r++)
    {
      root.blocked[r] = s.full & ~s.any_ship[r];
      root.row_left[r] = params->rows[r] == WP_BATTLESHIPS_UNKNOWN ? G_MAXINT : params->rows[r];
    }
  for (guint c = 0; c < s.width; c++)
    root.col_left[c] = params->cols[c] == WP_BATTLESHIPS_UNKNOWN ? G_MAXINT : params->cols[c];
  for (guint k = 1; k <= WP_BATTLESHIPS_MAX_SHIP; k++)
    {
      root.remaining[k] = MAX (params->fleet[k], 0);
      root.min_place[k] = -1;
      total += (guint) root.remaining[k];
      root.blocks_needed += (guint) root.remaining[k] * ((k + 1) / 2);
      if (root.remaining[k] > 0)
        {
          s.longest = k;
          s.max_cover += k == 1 ? 1 : 2 * k;
        }
    }
  s.placed = g_new (guint, MAX (total, 1));
  s.options = g_new (guint, (gsize) (total + 1) * MAX (s.max_cover, 1));
  s.values = g_new (gint, MAX (s.width * s.height, 1));
  search_node (&s, &root);
  g_free (s.placed);
  g_free (s.options);
  g_free (s.values);
}

static const WpSearchBackend battleships_backend = { "battleships-ships", battleships_search };

void
wp_battleships_set_backend (WpModel *model, const WpBattleshipsParams *params)
{
  SearchParams *data = g_new0 (SearchParams, 1);

  data->width = params->lines.n_cols;
  data->height = params->lines.n_rows;
  memcpy (data->rows, params->lines.rows, sizeof (gint) * params->lines.n_rows);
  memcpy (data->cols, params->lines.cols, sizeof (gint) * params->lines.n_cols);
  memcpy (data->fleet, params->fleet, sizeof data->fleet);
  model->backend = &battleships_backend;
  model->backend_data = data;
  model->backend_data_free = g_free;
}
