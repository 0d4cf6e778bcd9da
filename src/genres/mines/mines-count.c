/* mines-count.c — every mine layout of a Minesweeper puzzle, counted exactly
 *
 * The unknown cells next to a revealed number (the frontier) split into
 * groups that no number joins; each group's layouts are counted per number
 * of mines by backtracking with propagation (a number whose mines are all
 * placed empties its other cells, one with as many open cells as mines
 * left fills them).  The unknown cells that touch no number are free: k
 * mines among m of them is C(m, k) layouts, so they are never enumerated.
 * The groups and the free cells combine as polynomials in the number of
 * mines: the coefficient of the total (or, without one, every coefficient)
 * is the count.  Counts run in 128 bits, saturating far above 2^64, so any
 * count that fits 64 bits is exact.
 */
#include "genres/mines/mines-private.h"
#include "core/wp-model.h"

#include <string.h>

/* --- Saturating arithmetic ------------------------------------------------------ */

static WpMinesCount
sat_add (WpMinesCount a, WpMinesCount b)
{
  WpMinesCount sum = a + b;   /* both at most 2^126: no wrap */

  return sum > WP_MINES_SATURATED ? WP_MINES_SATURATED : sum;
}

static WpMinesCount
sat_mul (WpMinesCount a, WpMinesCount b)
{
  if (a == 0 || b == 0)
    return 0;
  if (a >= WP_MINES_SATURATED || b >= WP_MINES_SATURATED || a > WP_MINES_SATURATED / b)
    return WP_MINES_SATURATED;
  return MIN (a * b, WP_MINES_SATURATED);
}

/* C(m, 0) … C(m, m), saturating: exact below m/2 until the product would
 * leave 128 bits, and from there up to m/2 saturated (the row grows); the
 * upper half mirrors the lower. */
static WpMinesCount *
binomial_row (guint m)
{
  WpMinesCount *row = g_new (WpMinesCount, (gsize) m + 1);

  row[0] = 1;
  for (guint f = 1; f <= m / 2; f++)
    {
      WpMinesCount last = row[f - 1];
      WpMinesCount factor = m - f + 1;

      if (last >= WP_MINES_SATURATED || last > ~(WpMinesCount) 0 / factor)
        row[f] = WP_MINES_SATURATED;
      else
        row[f] = MIN (last * factor / f, WP_MINES_SATURATED);
    }
  for (guint f = m / 2 + 1; f <= m; f++)
    row[f] = row[m - f];
  return row;
}

static WpMinesCount
power_of_two (guint m)
{
  return m >= 126 ? WP_MINES_SATURATED : ((WpMinesCount) 1) << m;
}

char *
wp_mines_count_to_decimal (WpMinesCount count)
{
  char digits[48];
  guint n = 0;

  do
    {
      digits[n++] = (char) ('0' + (guint) (count % 10));
      count /= 10;
    }
  while (count > 0);
  for (guint i = 0; i < n / 2; i++)
    {
      char swap = digits[i];

      digits[i] = digits[n - 1 - i];
      digits[n - 1 - i] = swap;
    }
  return g_strndup (digits, n);
}

/* --- The board as constraints --------------------------------------------------- */

#define UNKNOWN (-1)
#define MAX_LINKS 9     /* eight numbers around a cell, and the total */

typedef struct {
  guint *cells;         /* the unknown cells it counts */
  guint  n_cells;
  gint   need;          /* mines still to place among them */
} Constraint;

typedef struct {
  guint       n;            /* cells */
  gint8      *fixed;        /* UNKNOWN, 0 or 1 */
  Constraint *constraints;
  guint       n_constraints;
  guint      *links;        /* per cell, MAX_LINKS constraint indices */
  guint8     *n_links;
  gint        remaining;    /* with a total: mines left for the unknown cells; else -1 */
  guint       n_unknown;
  gboolean    consistent;   /* FALSE: a number or the total can never be met */
} Board;

static void
board_link (Board *board, guint cell, guint constraint)
{
  board->links[cell * MAX_LINKS + board->n_links[cell]++] = constraint;
}

static void
board_clear (Board *board)
{
  for (guint i = 0; i < board->n_constraints; i++)
    g_free (board->constraints[i].cells);
  g_free (board->constraints);
  g_free (board->fixed);
  g_free (board->links);
  g_free (board->n_links);
}

/* The numbers (and, with @with_total, the total) over the unknown cells. */
static void
board_init (Board *board, const WpPuzzle *puzzle, gboolean with_total)
{
  const WpMinesParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle), given_mines = 0;

  memset (board, 0, sizeof *board);
  board->n = n;
  board->consistent = TRUE;
  board->fixed = g_new (gint8, n);
  board->links = g_new (guint, (gsize) n * MAX_LINKS);
  board->n_links = g_new0 (guint8, n);
  board->constraints = g_new0 (Constraint, n + 1);
  for (guint cell = 0; cell < n; cell++)
    {
      board->fixed[cell] = params->numbers[cell] != WP_MINES_HIDDEN ? 0
                           : puzzle->cells[cell] == WP_CELL_EMPTY ? UNKNOWN : (gint8) (puzzle->cells[cell] != 0);
      given_mines += board->fixed[cell] == 1;
      board->n_unknown += board->fixed[cell] == UNKNOWN;
    }
  for (guint cell = 0; cell < n; cell++)
    {
      Constraint *c = &board->constraints[board->n_constraints];
      guint around[8], k;

      if (params->numbers[cell] == WP_MINES_HIDDEN)
        continue;
      k = wp_mines_neighbours (puzzle, cell, around);
      c->cells = g_new (guint, 8);
      c->need = params->numbers[cell];
      for (guint i = 0; i < k; i++)
        if (board->fixed[around[i]] == UNKNOWN)
          c->cells[c->n_cells++] = around[i];
        else
          c->need -= board->fixed[around[i]];
      if (c->need < 0 || c->need > (gint) c->n_cells)
        board->consistent = FALSE;
      if (c->n_cells == 0)
        {
          g_free (c->cells);
          c->cells = NULL;
          continue;
        }
      for (guint i = 0; i < c->n_cells; i++)
        board_link (board, c->cells[i], board->n_constraints);
      board->n_constraints++;
    }
  board->remaining = -1;
  if (params->total != WP_MINES_NO_TOTAL)
    {
      board->remaining = params->total - (gint) given_mines;
      if (board->remaining < 0 || board->remaining > (gint) board->n_unknown)
        board->consistent = FALSE;
    }
  if (with_total && params->total != WP_MINES_NO_TOTAL && board->n_unknown > 0)
    {
      Constraint *c = &board->constraints[board->n_constraints];

      c->cells = g_new (guint, board->n_unknown);
      c->need = board->remaining;
      for (guint cell = 0; cell < n; cell++)
        if (board->fixed[cell] == UNKNOWN)
          {
            c->cells[c->n_cells++] = cell;
            board_link (board, cell, board->n_constraints);
          }
      board->n_constraints++;
    }
}

/* --- Backtracking with propagation ------------------------------------------------ */

typedef struct _Walk Walk;
/* Called at each complete assignment of the walk's cells with its mines;
 * FALSE stops the walk. */
typedef gboolean (*LeafFunc) (Walk *walk, guint mines);

struct _Walk {
  const Board *board;
  const guint *order;      /* the cells to assign, in branching order */
  guint        n_order;
  gint8       *value;      /* per cell: UNKNOWN, 0, 1 */
  gint        *need;       /* per constraint */
  gint        *open;       /* per constraint: its cells still unknown */
  guint       *trail;      /* cells assigned, in order */
  guint        trail_len;
  guint       *queue;
  guint        mines;      /* among the walk's cells */
  LeafFunc     leaf;
  gpointer     data;
  WpMinesKeepGoing keep_going;
  gpointer     keep_going_data;
  guint64      nodes;
  guint        pending_nodes;
  gboolean     stopped;    /* keep_going or the leaf said stop */
};

/* Sets @cell to @v and follows what that forces.  FALSE on a clash.
 * Either way *@processed_end says how far along the trail the counts were
 * updated (each cell taken from the queue updates all its numbers before
 * any is checked), so undo() takes back exactly that. */
static gboolean
assign (Walk *walk, guint cell, gint8 v, guint *processed_end)
{
  const Board *board = walk->board;
  guint mark = walk->trail_len, head = 0, tail = 0;
  gboolean ok = TRUE;

  walk->value[cell] = v;
  walk->trail[walk->trail_len++] = cell;
  walk->queue[tail++] = cell;
  while (head < tail && ok)
    {
      guint at = walk->queue[head++];

      walk->mines += walk->value[at] == 1;
      for (guint l = 0; l < board->n_links[at]; l++)
        {
          guint ci = board->links[at * MAX_LINKS + l];

          walk->open[ci]--;
          walk->need[ci] -= walk->value[at];
          ok &= walk->need[ci] >= 0 && walk->need[ci] <= walk->open[ci];
        }
      for (guint l = 0; l < board->n_links[at] && ok; l++)
        {
          guint ci = board->links[at * MAX_LINKS + l];
          const Constraint *c = &board->constraints[ci];
          gint8 forced;

          if (walk->open[ci] == 0 || (walk->need[ci] != 0 && walk->need[ci] != walk->open[ci]))
            continue;
          forced = walk->need[ci] == 0 ? 0 : 1;
          for (guint i = 0; i < c->n_cells; i++)
            if (walk->value[c->cells[i]] == UNKNOWN)
              {
                walk->value[c->cells[i]] = forced;
                walk->trail[walk->trail_len++] = c->cells[i];
                walk->queue[tail++] = c->cells[i];
              }
        }
    }
  *processed_end = mark + head;
  return ok;
}

/* Takes back every assignment after trail position @mark; the counts only
 * for the cells before @processed_end, the ones that reached them. */
static void
undo (Walk *walk, guint mark, guint processed_end)
{
  const Board *board = walk->board;

  for (guint t = walk->trail_len; t-- > mark;)
    {
      guint cell = walk->trail[t];

      if (t < processed_end)
        {
          for (guint l = 0; l < board->n_links[cell]; l++)
            {
              guint ci = board->links[cell * MAX_LINKS + l];

              walk->open[ci]++;
              walk->need[ci] += walk->value[cell];
            }
          walk->mines -= walk->value[cell] == 1;
        }
      walk->value[cell] = UNKNOWN;
    }
  walk->trail_len = mark;
}

static gboolean
tick (Walk *walk)
{
  walk->nodes++;
  if (++walk->pending_nodes >= 256)
    {
      if (walk->keep_going && !walk->keep_going (walk->keep_going_data, walk->pending_nodes))
        walk->stopped = TRUE;
      walk->pending_nodes = 0;
    }
  return !walk->stopped;
}

static void walk_from (Walk *walk, guint position);

static void
branch (Walk *walk, guint position, guint cell, gint8 v)
{
  guint mark = walk->trail_len, processed_end;

  if (!tick (walk))
    return;
  if (assign (walk, cell, v, &processed_end))
    walk_from (walk, position + 1);
  undo (walk, mark, processed_end);
}

static void
walk_from (Walk *walk, guint position)
{
  while (position < walk->n_order && walk->value[walk->order[position]] != UNKNOWN)
    position++;
  if (walk->stopped)
    return;
  if (position == walk->n_order)
    {
      if (!walk->leaf (walk, walk->mines))
        walk->stopped = TRUE;
      return;
    }
  branch (walk, position, walk->order[position], 0);
  if (!walk->stopped)
    branch (walk, position, walk->order[position], 1);
}

static void
walk_init (Walk *walk, const Board *board, const guint *order, guint n_order)
{
  memset (walk, 0, sizeof *walk);
  walk->board = board;
  walk->order = order;
  walk->n_order = n_order;
  walk->value = g_new (gint8, board->n);
  memcpy (walk->value, board->fixed, board->n);
  walk->need = g_new (gint, MAX (board->n_constraints, 1));
  walk->open = g_new (gint, MAX (board->n_constraints, 1));
  walk->trail = g_new (guint, board->n + 1);
  walk->queue = g_new (guint, board->n + 1);
  for (guint ci = 0; ci < board->n_constraints; ci++)
    {
      walk->need[ci] = board->constraints[ci].need;
      walk->open[ci] = (gint) board->constraints[ci].n_cells;
    }
}

static void
walk_clear (Walk *walk)
{
  g_free (walk->value);
  g_free (walk->need);
  g_free (walk->open);
  g_free (walk->trail);
  g_free (walk->queue);
}

/* --- Groups of the frontier -------------------------------------------------------- */

static guint
find_root (guint *parent, guint x)
{
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

/* The frontier's groups, each a GArray of cells in branching order (each
 * cell followed by the cells its numbers share, so numbers close early),
 * in order of their first cell; and the free cells. */
static GPtrArray *
split_groups (const Board *board, GArray *free_cells)
{
  g_autofree guint *parent = g_new (guint, board->n);
  g_autofree gboolean *seen = g_new0 (gboolean, board->n);
  g_autofree gint *group_of_root = g_new (gint, board->n);
  GPtrArray *groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint cell = 0; cell < board->n; cell++)
    {
      parent[cell] = cell;
      group_of_root[cell] = -1;
    }
  for (guint ci = 0; ci < board->n_constraints; ci++)
    for (guint i = 1; i < board->constraints[ci].n_cells; i++)
      {
        guint a = find_root (parent, board->constraints[ci].cells[0]);
        guint b = find_root (parent, board->constraints[ci].cells[i]);

        if (a != b)
          parent[MAX (a, b)] = MIN (a, b);
      }
  for (guint cell = 0; cell < board->n; cell++)
    {
      GArray *group;
      guint root, head;

      if (board->fixed[cell] != UNKNOWN || seen[cell])
        continue;
      if (board->n_links[cell] == 0)
        {
          g_array_append_val (free_cells, cell);
          continue;
        }
      root = find_root (parent, cell);
      g_assert (group_of_root[root] < 0);
      group_of_root[root] = (gint) groups->len;
      group = g_array_new (FALSE, FALSE, sizeof (guint));
      g_ptr_array_add (groups, group);
      /* Breadth first through shared numbers. */
      seen[cell] = TRUE;
      g_array_append_val (group, cell);
      for (head = 0; head < group->len; head++)
        {
          guint at = g_array_index (group, guint, head);

          for (guint l = 0; l < board->n_links[at]; l++)
            {
              const Constraint *c = &board->constraints[board->links[at * MAX_LINKS + l]];

              for (guint i = 0; i < c->n_cells; i++)
                if (!seen[c->cells[i]])
                  {
                    seen[c->cells[i]] = TRUE;
                    g_array_append_val (group, c->cells[i]);
                  }
            }
        }
    }
  return groups;
}

/* --- Counting one group ------------------------------------------------------------- */

typedef struct {
  GArray       *cells;
  WpMinesCount *by_mines;    /* [k]: layouts with k mines, k = 0 … len */
  WpMinesCount *cell_mines;  /* [i * (len + 1) + k]: of those, with cell i a mine; or NULL */
  guint64       leaves;
  guint64       limit;       /* stop after this many layouts (0: none) */
  gboolean      truncated;
  gint8        *first;       /* [i]: cell i in the first layout walked; or NULL */
  guint         first_mines;
} Group;

static gboolean
group_leaf (Walk *walk, guint mines)
{
  Group *group = walk->data;
  guint len = group->cells->len;

  group->by_mines[mines] = sat_add (group->by_mines[mines], 1);
  if (group->leaves == 0 && group->limit)
    {
      group->first = g_new (gint8, len);
      group->first_mines = mines;
      for (guint i = 0; i < len; i++)
        group->first[i] = walk->value[g_array_index (group->cells, guint, i)];
    }
  if (group->cell_mines)
    for (guint i = 0; i < len; i++)
      if (walk->value[g_array_index (group->cells, guint, i)] == 1)
        {
          WpMinesCount *slot = &group->cell_mines[(gsize) i * (len + 1) + mines];

          *slot = sat_add (*slot, 1);
        }
  if (group->limit && ++group->leaves >= group->limit)
    {
      group->truncated = TRUE;
      return FALSE;
    }
  return TRUE;
}

/* FALSE when stopped from outside. */
static gboolean
count_group (const Board *board, Group *group, gboolean per_cell, WpMinesKeepGoing keep_going,
             gpointer data, guint64 *nodes)
{
  guint len = group->cells->len;
  Walk walk;
  gboolean truncated_only;

  group->by_mines = g_new0 (WpMinesCount, len + 1);
  group->cell_mines = per_cell ? g_new0 (WpMinesCount, (gsize) len * (len + 1)) : NULL;
  group->leaves = 0;
  group->truncated = FALSE;
  walk_init (&walk, board, (const guint *) group->cells->data, len);
  walk.leaf = group_leaf;
  walk.data = group;
  walk.keep_going = keep_going;
  walk.keep_going_data = data;
  walk_from (&walk, 0);
  if (walk.keep_going && walk.pending_nodes && !walk.keep_going (data, walk.pending_nodes))
    walk.stopped = TRUE;
  *nodes += walk.nodes;
  truncated_only = group->truncated;
  walk_clear (&walk);
  return !walk.stopped || truncated_only;
}

static void
group_free (gpointer data)
{
  Group *group = data;

  g_clear_pointer (&group->cells, g_array_unref);
  g_free (group->by_mines);
  g_free (group->cell_mines);
  g_free (group->first);
  g_free (group);
}

/* --- Polynomials in the number of mines ------------------------------------------- */

typedef struct {
  WpMinesCount *c;
  guint         degree;
} Poly;

static Poly
poly_one (void)
{
  Poly p = { g_new0 (WpMinesCount, 1), 0 };

  p.c[0] = 1;
  return p;
}

static Poly
poly_mul (Poly a, const WpMinesCount *b, guint b_degree)
{
  Poly p = { g_new0 (WpMinesCount, a.degree + b_degree + 1), a.degree + b_degree };

  for (guint i = 0; i <= a.degree; i++)
    if (a.c[i])
      for (guint j = 0; j <= b_degree; j++)
        p.c[i + j] = sat_add (p.c[i + j], sat_mul (a.c[i], b[j]));
  return p;
}

static WpMinesCount
poly_sum (const WpMinesCount *c, guint degree)
{
  WpMinesCount sum = 0;

  for (guint i = 0; i <= degree; i++)
    sum = sat_add (sum, c[i]);
  return sum;
}

/* Σ_f weights[f] · g[target - f]: the layouts with @target mines in all. */
static WpMinesCount
convolve_at (const WpMinesCount *weights, guint n_weights, Poly g, gint target)
{
  WpMinesCount sum = 0;

  for (guint f = 0; f < n_weights; f++)
    {
      gint k = target - (gint) f;

      if (k >= 0 && (guint) k <= g.degree)
        sum = sat_add (sum, sat_mul (weights[f], g.c[k]));
    }
  return sum;
}

/* --- Counting by splitting --------------------------------------------------------------- */

/* An exact count of one group never walks its layouts one by one: after
 * each branch, the cells left split again into parts no open number
 * joins (a number whose cells are all set joins nothing), each counted on
 * its own and multiplied as polynomials in the number of mines.  A band
 * of numbers across the board is cut by a few branches into pieces, so
 * the cost follows the pieces' sizes, not the whole group's layouts; and
 * a piece met again in the same state (the same cells, each of its
 * numbers needing the same mines) is taken from a cache, as #SAT counters
 * keep one of components. */

typedef struct {
  Walk       *walk;
  guint      *stamp;       /* per cell: the split that last saw it */
  guint       stamp_now;
  /* Parts already counted, keyed by what alone decides their layouts:
   * their cells and the mines each of their numbers still needs.  Across
   * branches the same pieces come back (a cut through a band leaves the
   * far side as it was), and so does nearly everything when per-cell
   * tallies count the group again with one cell set. */
  GHashTable *cache;       /* PartKey → CachedPoly */
  gsize       cache_bytes;
  guint      *seen_at;     /* per constraint: the key that last took it */
  guint       seen_now;
  guint       n_words;     /* of a key's cells, one bit a cell */
  struct _PartKey *key;    /* scratch for building keys */
} Splitter;

/* A part's cells, one bit each over the whole board (so no sorting), then
 * the needs of its numbers; hashed once, a word at a time. */
typedef struct _PartKey {
  guint32 hash;
  guint32 len;           /* words in w */
  guint32 w[];
} PartKey;

/* A part's polynomial, only from its fewest mines to its most (a part of
 * 200 cells holds between 40 and 80, say): the rest are zeros. */
typedef struct {
  guint        degree;
  guint        low;
  guint        high;
  WpMinesCount c[];      /* [k - low] for k = low … high */
} CachedPoly;

/* Parts smaller than this are counted again: their key costs as much. */
#define CACHE_MIN_CELLS 4
/* Past this the cache starts over (its entries are only a shortcut, so
 * what is counted stays the same). */
#define CACHE_MAX_BYTES ((gsize) 64 << 20)

static guint
part_key_hash (gconstpointer data)
{
  return ((const PartKey *) data)->hash;
}

static gboolean
part_key_equal (gconstpointer a, gconstpointer b)
{
  const PartKey *x = a, *y = b;

  return x->hash == y->hash && x->len == y->len && memcmp (x->w, y->w, sizeof (guint32) * x->len) == 0;
}

static void
splitter_init (Splitter *splitter, Walk *walk, const Board *board)
{
  splitter->walk = walk;
  splitter->stamp = g_new0 (guint, board->n);
  splitter->stamp_now = 0;
  splitter->cache = g_hash_table_new_full (part_key_hash, part_key_equal, g_free, g_free);
  splitter->cache_bytes = 0;
  splitter->seen_at = g_new0 (guint, MAX (board->n_constraints, 1));
  splitter->seen_now = 0;
  splitter->n_words = (board->n + 31) / 32;
  splitter->key = g_malloc (sizeof (PartKey) + sizeof (guint32) * (splitter->n_words + board->n_constraints));
}

static void
splitter_clear (Splitter *splitter)
{
  g_clear_pointer (&splitter->stamp, g_free);
  g_clear_pointer (&splitter->cache, g_hash_table_unref);
  g_clear_pointer (&splitter->seen_at, g_free);
  g_clear_pointer (&splitter->key, g_free);
}

/* The parts of @cells (all unknown) under the open numbers, each a GArray
 * of cells. */
static GPtrArray *
split_parts (Splitter *splitter, const guint *cells, guint n)
{
  Walk *walk = splitter->walk;
  const Board *board = walk->board;
  GPtrArray *parts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint now = ++splitter->stamp_now;

  for (guint i = 0; i < n; i++)
    {
      GArray *part;

      if (splitter->stamp[cells[i]] == now)
        continue;
      part = g_array_new (FALSE, FALSE, sizeof (guint));
      splitter->stamp[cells[i]] = now;
      g_array_append_val (part, cells[i]);
      for (guint head = 0; head < part->len; head++)
        {
          guint at = g_array_index (part, guint, head);

          for (guint l = 0; l < board->n_links[at]; l++)
            {
              guint ci = board->links[at * MAX_LINKS + l];
              const Constraint *c = &board->constraints[ci];

              if (walk->open[ci] == 0)
                continue;
              for (guint j = 0; j < c->n_cells; j++)
                if (walk->value[c->cells[j]] == UNKNOWN && splitter->stamp[c->cells[j]] != now)
                  {
                    splitter->stamp[c->cells[j]] = now;
                    g_array_append_val (part, c->cells[j]);
                  }
            }
        }
      g_ptr_array_add (parts, part);
    }
  return parts;
}

static Poly count_part (Splitter *splitter, const guint *cells, guint n);

/* The layouts of what is left of @cells (some set by now), as a
 * polynomial of degree @n; coefficients NULL when stopped. */
static Poly
count_rest (Splitter *splitter, const guint *cells, guint n)
{
  Walk *walk = splitter->walk;
  g_autofree guint *left = g_new (guint, MAX (n, 1));
  g_autoptr (GPtrArray) parts = NULL;
  Poly product = poly_one ();
  guint n_left = 0;

  for (guint i = 0; i < n; i++)
    if (walk->value[cells[i]] == UNKNOWN)
      left[n_left++] = cells[i];
  parts = split_parts (splitter, left, n_left);
  for (guint i = 0; i < parts->len && product.c; i++)
    {
      GArray *part = g_ptr_array_index (parts, i);
      Poly sub = count_part (splitter, (const guint *) part->data, part->len);
      Poly next;

      if (sub.c == NULL)
        {
          g_clear_pointer (&product.c, g_free);
          break;
        }
      next = poly_mul (product, sub.c, sub.degree);
      g_free (product.c);
      g_free (sub.c);
      product = next;
    }
  return product;
}

/* The cell of @cells in the most open numbers: setting it settles most. */
static guint
branch_cell (const Walk *walk, const guint *cells, guint n)
{
  const Board *board = walk->board;
  guint best = cells[0], most = 0;

  for (guint i = 0; i < n; i++)
    {
      guint open = 0;

      for (guint l = 0; l < board->n_links[cells[i]]; l++)
        open += walk->open[board->links[cells[i] * MAX_LINKS + l]] > 0;
      if (open > most)
        {
          most = open;
          best = cells[i];
        }
    }
  return best;
}

/* The key of a part, in the splitter's scratch: its cells, then, for each
 * number over them (met in the order of the cells), the mines it still
 * needs.  Every number over a part's cells has all its open cells in the
 * part, so these decide the part's layouts. */
static const PartKey *
part_key (Splitter *splitter, const guint *cells, guint n)
{
  const Board *board = splitter->walk->board;
  const gint *need = splitter->walk->need;
  PartKey *key = splitter->key;
  guint now = ++splitter->seen_now, len = splitter->n_words;
  guint64 hash = 14695981039346656037u;

  memset (key->w, 0, sizeof (guint32) * splitter->n_words);
  for (guint i = 0; i < n; i++)
    key->w[cells[i] / 32] |= 1u << (cells[i] % 32);
  for (guint word = 0; word < splitter->n_words; word++)
    for (guint32 bits = key->w[word]; bits; bits &= bits - 1)
      {
        guint cell = word * 32 + (guint) __builtin_ctz (bits);

        for (guint l = 0; l < board->n_links[cell]; l++)
          {
            guint ci = board->links[cell * MAX_LINKS + l];

            if (splitter->seen_at[ci] == now)
              continue;
            splitter->seen_at[ci] = now;
            key->w[len++] = (guint32) need[ci];
          }
      }
  key->len = len;
  for (guint i = 0; i < len; i++)
    hash = (hash ^ key->w[i]) * 1099511628211u;
  key->hash = (guint32) (hash ^ (hash >> 32));
  return key;
}

static void
cache_store (Splitter *splitter, const PartKey *key, Poly poly)
{
  gsize key_size = sizeof (PartKey) + sizeof (guint32) * key->len;
  guint low = 0, high = poly.degree;
  gsize size;
  CachedPoly *entry;

  while (low < high && poly.c[low] == 0)
    low++;
  while (high > low && poly.c[high] == 0)
    high--;
  size = sizeof (CachedPoly) + sizeof (WpMinesCount) * (high - low + 1);
  if (splitter->cache_bytes + size + key_size > CACHE_MAX_BYTES)
    {
      g_hash_table_remove_all (splitter->cache);
      splitter->cache_bytes = 0;
    }
  entry = g_malloc (size);
  entry->degree = poly.degree;
  entry->low = low;
  entry->high = high;
  memcpy (entry->c, poly.c + low, sizeof (WpMinesCount) * (high - low + 1));
  splitter->cache_bytes += size + key_size;
  g_hash_table_insert (splitter->cache, g_memdup2 (key, key_size), entry);
}

static Poly count_branches (Splitter *splitter, const guint *cells, guint n);

/* One part (connected, all unknown): from the cache when it was counted
 * before in the same state, else by branching. */
static Poly
count_part (Splitter *splitter, const guint *cells, guint n)
{
  const CachedPoly *hit;
  Poly total;

  if (n < CACHE_MIN_CELLS)
    return count_branches (splitter, cells, n);
  hit = g_hash_table_lookup (splitter->cache, part_key (splitter, cells, n));
  if (hit)
    {
      total.degree = hit->degree;
      total.c = g_new0 (WpMinesCount, hit->degree + 1);
      memcpy (total.c + hit->low, hit->c, sizeof (WpMinesCount) * (hit->high - hit->low + 1));
      return total;
    }
  total = count_branches (splitter, cells, n);
  /* The branches took the scratch for their own keys: build it again. */
  if (total.c)
    cache_store (splitter, part_key (splitter, cells, n), total);
  return total;
}

/* Both values of the part's branch cell, each followed by the parts that
 * are left. */
static Poly
count_branches (Splitter *splitter, const guint *cells, guint n)
{
  Walk *walk = splitter->walk;
  Poly total = { g_new0 (WpMinesCount, n + 1), n };
  guint x = branch_cell (walk, cells, n);

  for (gint8 v = 0; v <= 1; v++)
    {
      guint mark = walk->trail_len, processed_end, mines_before = walk->mines;

      if (!tick (walk))
        break;
      if (assign (walk, x, v, &processed_end))
        {
          guint set = walk->mines - mines_before;
          Poly rest = count_rest (splitter, cells, n);

          if (rest.c == NULL)
            walk->stopped = TRUE;
          else
            for (guint k = 0; k <= rest.degree && k + set <= n; k++)
              total.c[k + set] = sat_add (total.c[k + set], rest.c[k]);
          g_free (rest.c);
        }
      undo (walk, mark, processed_end);
    }
  if (walk->stopped)
    g_clear_pointer (&total.c, g_free);
  return total;
}

/* A group's exact layouts per number of mines (and, with per_cell, per
 * cell: each cell set to a mine and the group counted again).  FALSE when
 * stopped from outside. */
static gboolean
count_group_split (const Board *board, Group *group, gboolean per_cell, WpMinesKeepGoing keep_going,
                   gpointer data, guint64 *nodes)
{
  guint len = group->cells->len;
  const guint *cells = (const guint *) group->cells->data;
  Walk walk;
  Splitter splitter;
  Poly all;

  walk_init (&walk, board, cells, len);
  splitter_init (&splitter, &walk, board);
  walk.keep_going = keep_going;
  walk.keep_going_data = data;
  all = count_rest (&splitter, cells, len);
  group->by_mines = g_new0 (WpMinesCount, len + 1);
  if (all.c)
    memcpy (group->by_mines, all.c, sizeof (WpMinesCount) * (MIN (all.degree, len) + 1));
  g_free (all.c);
  if (per_cell && !walk.stopped)
    {
      group->cell_mines = g_new0 (WpMinesCount, (gsize) len * (len + 1));
      for (guint i = 0; i < len && !walk.stopped; i++)
        {
          guint mark = walk.trail_len, processed_end, mines_before = walk.mines;

          if (assign (&walk, cells[i], 1, &processed_end))
            {
              guint set = walk.mines - mines_before;
              Poly rest = count_rest (&splitter, cells, len);

              for (guint k = 0; rest.c && k <= rest.degree && k + set <= len; k++)
                group->cell_mines[(gsize) i * (len + 1) + k + set] = rest.c[k];
              if (rest.c == NULL)
                walk.stopped = TRUE;
              g_free (rest.c);
            }
          undo (&walk, mark, processed_end);
        }
    }
  if (walk.keep_going && walk.pending_nodes && !walk.keep_going (data, walk.pending_nodes))
    walk.stopped = TRUE;
  *nodes += walk.nodes;
  group->truncated = FALSE;
  splitter_clear (&splitter);
  walk_clear (&walk);
  return !walk.stopped;
}

/* --- Putting it together ------------------------------------------------------------ */

typedef struct {
  Board       board;
  GPtrArray  *groups;       /* of Group* */
  GArray     *free_cells;
} Split;

static void
split_clear (Split *split)
{
  g_clear_pointer (&split->groups, g_ptr_array_unref);
  g_clear_pointer (&split->free_cells, g_array_unref);
  board_clear (&split->board);
}

static void
split_init (Split *split, const WpPuzzle *puzzle)
{
  g_autoptr (GPtrArray) cells = NULL;

  board_init (&split->board, puzzle, FALSE);
  split->free_cells = g_array_new (FALSE, FALSE, sizeof (guint));
  split->groups = g_ptr_array_new_with_free_func (group_free);
  if (!split->board.consistent)
    return;
  cells = split_groups (&split->board, split->free_cells);
  for (guint i = 0; i < cells->len; i++)
    {
      Group *group = g_new0 (Group, 1);

      group->cells = g_array_ref (g_ptr_array_index (cells, i));
      g_ptr_array_add (split->groups, group);
    }
}

/* Counts every group (each up to @limit layouts, 0 none).  FALSE when
 * stopped from outside; *@truncated when some group reached the limit, so
 * what the groups hold are lower bounds. */
static gboolean
count_groups (Split *split, guint64 limit, gboolean per_cell, WpMinesKeepGoing keep_going, gpointer data,
              guint64 *nodes, gboolean *truncated)
{
  *truncated = FALSE;
  for (guint i = 0; i < split->groups->len; i++)
    {
      Group *group = g_ptr_array_index (split->groups, i);

      g_clear_pointer (&group->by_mines, g_free);
      g_clear_pointer (&group->cell_mines, g_free);
      g_clear_pointer (&group->first, g_free);
      group->limit = limit;
      if (limit == 0 ? !count_group_split (&split->board, group, per_cell, keep_going, data, nodes)
                     : !count_group (&split->board, group, per_cell, keep_going, data, nodes))
        return FALSE;
      *truncated |= group->truncated;
    }
  return TRUE;
}

/* The product of the groups' polynomials, groups [from, to). */
static Poly
groups_product (Split *split, guint from, guint to, guint skip)
{
  Poly p = poly_one ();

  for (guint i = from; i < to; i++)
    {
      Group *group = g_ptr_array_index (split->groups, i);
      Poly next;

      if (i == skip)
        continue;
      next = poly_mul (p, group->by_mines, group->cells->len);
      g_free (p.c);
      p = next;
    }
  return p;
}

/* The count from the groups as counted and the free cells. */
static WpMinesCount
combine (Split *split)
{
  guint m = split->free_cells->len;
  Poly g = groups_product (split, 0, split->groups->len, G_MAXUINT);
  WpMinesCount count;

  if (split->board.remaining < 0)
    count = sat_mul (poly_sum (g.c, g.degree), power_of_two (m));
  else
    {
      g_autofree WpMinesCount *row = binomial_row (m);

      count = convolve_at (row, m + 1, g, split->board.remaining);
    }
  g_free (g.c);
  return count;
}

/* What the other groups and the free cells add to a group's @k mines:
 * layouts of the rest that complete the total (or all of them). */
static WpMinesCount
rest_for (Poly others, const WpMinesCount *row, guint m, gint r, guint k)
{
  if (r < 0)
    return sat_mul (poly_sum (others.c, others.degree), power_of_two (m));
  return convolve_at (row, m + 1, others, r - (gint) k);
}

/* Per cell: layouts with a mine there, and layouts with it safe (each
 * counted on its own: saturated counts do not subtract).  Each group's
 * cells weigh their tallies by what the rest can add. */
static void
tally_cells (Split *split, WpMinesTally *out)
{
  guint m = split->free_cells->len;
  gint r = split->board.remaining;
  g_autofree WpMinesCount *row = binomial_row (m);
  g_autofree WpMinesCount *row_less = m > 0 ? binomial_row (m - 1) : NULL;

  for (guint gi = 0; gi < split->groups->len; gi++)
    {
      Group *group = g_ptr_array_index (split->groups, gi);
      guint len = group->cells->len;
      Poly others = groups_product (split, 0, split->groups->len, gi);
      g_autofree WpMinesCount *rest = g_new (WpMinesCount, len + 1);

      for (guint k = 0; k <= len; k++)
        rest[k] = group->by_mines[k] ? rest_for (others, row, m, r, k) : 0;
      for (guint i = 0; i < len; i++)
        {
          guint cell = g_array_index (group->cells, guint, i);
          WpMinesCount mines = 0, safe = 0;

          for (guint k = 0; k <= len; k++)
            {
              WpMinesCount here = group->cell_mines[(gsize) i * (len + 1) + k];

              mines = sat_add (mines, sat_mul (here, rest[k]));
              safe = sat_add (safe, sat_mul (group->by_mines[k] - here, rest[k]));
            }
          out->mines[cell] = mines;
          out->safe[cell] = safe;
        }
      g_free (others.c);
    }
  if (m > 0)
    {
      Poly g = groups_product (split, 0, split->groups->len, G_MAXUINT);
      WpMinesCount mines, safe;

      /* A free cell holds a mine (or not): the other m - 1 hold the rest. */
      if (r < 0)
        mines = safe = sat_mul (poly_sum (g.c, g.degree), power_of_two (m - 1));
      else
        {
          mines = r >= 1 ? convolve_at (row_less, m, g, r - 1) : 0;
          safe = convolve_at (row_less, m, g, r);
        }
      for (guint i = 0; i < m; i++)
        {
          out->mines[g_array_index (split->free_cells, guint, i)] = mines;
          out->safe[g_array_index (split->free_cells, guint, i)] = safe;
        }
      g_free (g.c);
    }
}

static void
fill_fixed (const Board *board, WpMinesTally *out)
{
  for (guint cell = 0; cell < board->n; cell++)
    if (board->fixed[cell] != UNKNOWN)
      {
        out->mines[cell] = board->fixed[cell] == 1 ? out->count : 0;
        out->safe[cell] = board->fixed[cell] == 0 ? out->count : 0;
      }
}

/* A layout of the whole board from the first layout each group's capped
 * walk met (the groups are independent), the free cells taking what the
 * total leaves, last to first.  NULL when the total rules that out (or
 * some group was not walked).  A walk over the whole board can spend its
 * budget on dead ends (a quarter-revealed expert board: 200,000 steps for
 * nothing), while this costs nothing past the count. */
static gint *
compose_first_layout (Split *split)
{
  guint m = split->free_cells->len, mines = 0;
  gint *layout;

  for (guint i = 0; i < split->groups->len; i++)
    {
      Group *group = g_ptr_array_index (split->groups, i);

      if (group->first == NULL)
        return NULL;
      mines += group->first_mines;
    }
  if (split->board.remaining >= 0 &&
      ((gint) mines > split->board.remaining || split->board.remaining - (gint) mines > (gint) m))
    return NULL;
  layout = g_new0 (gint, split->board.n);
  for (guint cell = 0; cell < split->board.n; cell++)
    layout[cell] = split->board.fixed[cell] == 1;
  for (guint i = 0; i < split->groups->len; i++)
    {
      Group *group = g_ptr_array_index (split->groups, i);

      for (guint j = 0; j < group->cells->len; j++)
        layout[g_array_index (group->cells, guint, j)] = group->first[j] == 1;
    }
  if (split->board.remaining >= 0)
    for (guint i = 0; i < (guint) split->board.remaining - mines; i++)
      layout[g_array_index (split->free_cells, guint, m - 1 - i)] = 1;
  return layout;
}

/* The count: each group first walked up to @cap layouts (enough to see a
 * count reach the cap at once), then, when that settles nothing, counted
 * exactly by splitting (0: exactly from the start).  *@at_least: the
 * count only bounds the true one from below (it reached @cap). */
static gboolean
tally_capped (const WpPuzzle *puzzle, guint64 cap, gboolean per_cell, WpMinesKeepGoing keep_going,
              gpointer data, WpMinesTally *out, gboolean *at_least, gint **first)
{
  Split split;
  guint64 limit = cap;
  gboolean truncated = FALSE;

  memset (out, 0, sizeof *out);
  *at_least = FALSE;
  split_init (&split, puzzle);
  if (!split.board.consistent)
    {
      split_clear (&split);
      return TRUE;
    }
  for (;;)
    {
      if (!count_groups (&split, limit, per_cell && limit == 0, keep_going, data, &out->nodes, &truncated))
        {
          split_clear (&split);
          return FALSE;
        }
      out->count = combine (&split);
      if (!truncated)
        break;
      if (out->count >= cap)
        {
          *at_least = TRUE;
          if (first)
            *first = compose_first_layout (&split);
          break;
        }
      /* Some group has more layouts than it was allowed, yet they add up
       * to fewer than @cap: the total must be ruling most of them out.
       * Count every group exactly. */
      limit = 0;
    }
  out->consistent = out->count > 0;
  if (per_cell && !*at_least)
    {
      out->mines = g_new0 (WpMinesCount, split.board.n);
      out->safe = g_new0 (WpMinesCount, split.board.n);
      if (out->count > 0)
        tally_cells (&split, out);
      fill_fixed (&split.board, out);
    }
  split_clear (&split);
  return TRUE;
}

gboolean
wp_mines_tally (const WpPuzzle *puzzle, gboolean per_cell, WpMinesKeepGoing keep_going, gpointer data,
                WpMinesTally *out)
{
  gboolean at_least;

  return tally_capped (puzzle, 0, per_cell, keep_going, data, out, &at_least, NULL);
}

void
wp_mines_tally_clear (WpMinesTally *tally)
{
  g_clear_pointer (&tally->mines, g_free);
  g_clear_pointer (&tally->safe, g_free);
}

/* --- Listing layouts ------------------------------------------------------------------ */

typedef struct {
  GPtrArray *out;
  guint64    most;    /* stop after this many */
  guint      keep;    /* keep the first ones */
  guint64    n;
} Listing;

static gboolean
list_leaf (Walk *walk, guint mines)
{
  Listing *listing = walk->data;

  if (listing->n < listing->keep)
    {
      gint *layout = g_new (gint, walk->board->n);

      for (guint cell = 0; cell < walk->board->n; cell++)
        layout[cell] = walk->value[cell] == 1;
      g_ptr_array_add (listing->out, layout);
    }
  return ++listing->n < listing->most;
}

/* One walk over every unknown cell, the frontier's groups first (so the
 * numbers decide early) and the free cells last, with the total as one
 * more constraint over them all: up to @most layouts, the first @keep
 * kept in @out, how many in *@found. */
static gboolean
walk_layouts (const WpPuzzle *puzzle, guint64 most, guint keep, WpMinesKeepGoing keep_going, gpointer data,
              GPtrArray *out, guint64 *found)
{
  Board board;
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) free_cells = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) groups = NULL;
  Listing listing = { out, most, keep, 0 };
  Walk walk;
  gboolean done;

  *found = 0;
  if (most == 0)
    return TRUE;
  board_init (&board, puzzle, TRUE);
  if (!board.consistent)
    {
      board_clear (&board);
      return TRUE;
    }
  groups = split_groups (&board, free_cells);
  for (guint i = 0; i < groups->len; i++)
    {
      GArray *group = g_ptr_array_index (groups, i);

      g_array_append_vals (order, group->data, group->len);
    }
  g_array_append_vals (order, free_cells->data, free_cells->len);
  walk_init (&walk, &board, (const guint *) order->data, order->len);
  walk.leaf = list_leaf;
  walk.data = &listing;
  walk.keep_going = keep_going;
  walk.keep_going_data = data;
  walk_from (&walk, 0);
  done = !walk.stopped || listing.n >= most;
  *found = listing.n;
  walk_clear (&walk);
  board_clear (&board);
  return done;
}

/* Each group's number of mines for the first layout: the fewest that
 * still lets the groups after it and the free cells meet the total. */
static guint *
choose_group_mines (Split *split)
{
  guint n_groups = split->groups->len, m = split->free_cells->len, n = split->board.n;
  gint r = split->board.remaining;
  guint *chosen = g_new0 (guint, MAX (n_groups, 1));
  g_autofree gboolean *reach = g_new0 (gboolean, (gsize) (n_groups + 1) * (n + 1));
  gint sum = 0;

  /* reach[i][t]: groups i… and the free cells can hold t mines. */
  for (guint t = 0; t <= n; t++)
    reach[(gsize) n_groups * (n + 1) + t] = r < 0 || t <= m;
  for (guint i = n_groups; i-- > 0;)
    {
      Group *group = g_ptr_array_index (split->groups, i);

      for (guint t = 0; t <= n; t++)
        for (guint k = 0; k <= group->cells->len && k <= t; k++)
          if (group->by_mines[k] && reach[(gsize) (i + 1) * (n + 1) + t - k])
            {
              reach[(gsize) i * (n + 1) + t] = TRUE;
              break;
            }
    }
  for (guint i = 0; i < n_groups; i++)
    {
      Group *group = g_ptr_array_index (split->groups, i);

      for (guint k = 0; k <= group->cells->len; k++)
        if (group->by_mines[k] &&
            (r < 0 || (r - sum - (gint) k >= 0 && reach[(gsize) (i + 1) * (n + 1) + (guint) (r - sum - (gint) k)])))
          {
            chosen[i] = k;
            break;
          }
      sum += (gint) chosen[i];
    }
  return chosen;
}

/* Sets the cells of @group one by one, each to the first value after
 * which the rest can still hold @target mines in all (counted by
 * splitting): a layout found without a dead end. */
static void
settle_group (Splitter *splitter, Group *group, guint target)
{
  Walk *walk = splitter->walk;
  const guint *cells = (const guint *) group->cells->data;
  guint len = group->cells->len, start = walk->mines;

  for (guint i = 0; i < len && !walk->stopped; i++)
    {
      if (walk->value[cells[i]] != UNKNOWN)
        continue;
      for (gint8 v = 0; v <= 1; v++)
        {
          guint mark = walk->trail_len, processed_end;
          gboolean fits = FALSE;

          if (assign (walk, cells[i], v, &processed_end))
            {
              guint placed = walk->mines - start;
              Poly rest = count_rest (splitter, cells, len);

              if (rest.c == NULL)
                walk->stopped = TRUE;
              else
                fits = placed <= target && target - placed <= rest.degree && rest.c[target - placed] > 0;
              g_free (rest.c);
            }
          if (fits || walk->stopped)
            break;
          undo (walk, mark, processed_end);
        }
    }
}

/* The first layout, built group by group from the exact counts; NULL
 * when there is none, or when stopped (then *@stopped). */
static gint *
first_layout (const WpPuzzle *puzzle, WpMinesKeepGoing keep_going, gpointer data, gboolean *stopped)
{
  Split split;
  g_autofree guint *chosen = NULL;
  gboolean truncated;
  guint64 nodes = 0;
  gint *layout = NULL;
  Walk walk;
  Splitter splitter;
  gint free_mines;

  *stopped = FALSE;
  split_init (&split, puzzle);
  if (!split.board.consistent)
    {
      split_clear (&split);
      return NULL;
    }
  if (!count_groups (&split, 0, FALSE, keep_going, data, &nodes, &truncated))
    {
      *stopped = TRUE;
      split_clear (&split);
      return NULL;
    }
  if (combine (&split) == 0)
    {
      split_clear (&split);
      return NULL;
    }
  chosen = choose_group_mines (&split);
  walk_init (&walk, &split.board, NULL, 0);
  walk.keep_going = keep_going;
  walk.keep_going_data = data;
  splitter_init (&splitter, &walk, &split.board);
  free_mines = split.board.remaining;
  for (guint i = 0; i < split.groups->len; i++)
    {
      settle_group (&splitter, g_ptr_array_index (split.groups, i), chosen[i]);
      free_mines -= (gint) chosen[i];
    }
  if (!walk.stopped)
    {
      layout = g_new (gint, split.board.n);
      for (guint cell = 0; cell < split.board.n; cell++)
        layout[cell] = walk.value[cell] == 1;
      /* The free cells last: the first ones take what the total leaves. */
      for (guint i = 0; i < split.free_cells->len; i++)
        layout[g_array_index (split.free_cells, guint, i)] = split.board.remaining >= 0 && (gint) i < free_mines;
    }
  *stopped = walk.stopped;
  splitter_clear (&splitter);
  walk_clear (&walk);
  split_clear (&split);
  return layout;
}

/* More layouts after the first: a walk over the whole board, stopped
 * after this many steps, since where the total rules out most of the
 * groups' layouts the walk meets dead ends. */
#define MORE_LAYOUTS_BUDGET 200000

typedef struct {
  WpMinesKeepGoing keep_going;
  gpointer         data;
  guint64          nodes;
  gboolean         cancelled;
} Budget;

static gboolean
within_budget (gpointer data, guint n_nodes)
{
  Budget *budget = data;

  budget->nodes += n_nodes;
  if (budget->keep_going && !budget->keep_going (budget->data, n_nodes))
    {
      budget->cancelled = TRUE;
      return FALSE;
    }
  return budget->nodes < MORE_LAYOUTS_BUDGET;
}

/* The walk alone, within its budget: FALSE only when cancelled. */
static gboolean
list_by_walk (const WpPuzzle *puzzle, guint most, WpMinesKeepGoing keep_going, gpointer data, GPtrArray *out)
{
  Budget budget = { keep_going, data, 0, FALSE };
  guint64 found;

  walk_layouts (puzzle, most, most, within_budget, &budget, out, &found);
  return !budget.cancelled;
}

gboolean
wp_mines_list (const WpPuzzle *puzzle, guint most, WpMinesKeepGoing keep_going, gpointer data, GPtrArray *out)
{
  g_autoptr (GPtrArray) more = g_ptr_array_new_with_free_func (g_free);
  Budget budget = { keep_going, data, 0, FALSE };
  gboolean stopped;
  gint *first;
  guint64 found;

  if (most == 0)
    return TRUE;
  /* Where layouts abound the walk finds them at once; the first layout
   * built from the counts is for when it meets only dead ends. */
  if (walk_layouts (puzzle, most, most, within_budget, &budget, more, &found) || more->len > 0 || budget.cancelled)
    {
      for (guint i = 0; i < more->len; i++)
        g_ptr_array_add (out, g_steal_pointer (&g_ptr_array_index (more, i)));
      return !budget.cancelled;
    }
  first = first_layout (puzzle, keep_going, data, &stopped);
  if (first == NULL)
    return !stopped;
  g_ptr_array_add (out, first);
  return TRUE;
}

/* --- The counting backend and the models ------------------------------------------------ */

static gboolean
context_keep_going (gpointer data, guint n_nodes)
{
  return wp_search_context_tick (data, n_nodes);
}

static void
backend_search (const WpModel *model, WpSearchContext *ctx)
{
  const WpPuzzle *puzzle = model->backend_data;
  const WpSearchOptions *options = wp_search_context_get_options (ctx);
  g_autoptr (GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  WpMinesTally tally;
  gboolean at_least;
  gint *first = NULL;
  guint most;

  if (!tally_capped (puzzle, options->cap, FALSE, context_keep_going, ctx, &tally, &at_least, &first))
    return;
  most = (guint) MIN ((guint64) options->keep, options->cap ? options->cap : G_MAXUINT);
  /* Past the cap the layouts kept are a courtesy: only those the walk
   * finds within its budget, never an exact count of the groups (which
   * the cap spared).  One layout is the groups' first ones put together. */
  if (at_least && most == 1 && first)
    g_ptr_array_add (kept, g_steal_pointer (&first));
  g_free (first);
  if (at_least && most > 0 && kept->len == 0 && !list_by_walk (puzzle, most, context_keep_going, ctx, kept))
    return;
  if (!at_least && tally.count > 0 && most > 0 && !wp_mines_list (puzzle, most, context_keep_going, ctx, kept))
    return;
  for (guint i = 0; i < kept->len; i++)
    wp_search_context_keep_solution (ctx, g_ptr_array_index (kept, i));
  if (tally.count > G_MAXUINT64)
    wp_search_context_set_count (ctx, G_MAXUINT64, WP_COUNT_MORE_THAN);
  else
    wp_search_context_set_count (ctx, (guint64) tally.count, WP_COUNT_ENUMERATED);
}

static const WpSearchBackend mines_backend = {
  .name = "mines-groups",
  .search = backend_search,
};

WpModel *
wp_mines_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  const WpMinesParams *params = puzzle->params;
  guint n = wp_puzzle_n_cells (puzzle);
  WpModel *model = wp_model_new (n, 0, 3);
  g_autofree guint *all = g_new (guint, n);

  for (guint cell = 0; cell < n; cell++)
    {
      all[cell] = cell;
      if (params->numbers[cell] != WP_MINES_HIDDEN)
        model->domains[cell] = 1;
      else if (puzzle->cells[cell] != WP_CELL_EMPTY)
        model->domains[cell] = G_GUINT64_CONSTANT (1) << (puzzle->cells[cell] != 0);
    }
  if (use == WP_MODEL_FOR_COUNTING)
    {
      /* A copy: the caller may go on editing its puzzle. */
      model->backend = &mines_backend;
      model->backend_data = wp_puzzle_copy (puzzle);
      model->backend_data_free = (GDestroyNotify) wp_puzzle_free;
      return model;
    }
  for (guint cell = 0; cell < n; cell++)
    {
      guint around[8], k;

      if (params->numbers[cell] == WP_MINES_HIDDEN)
        continue;
      k = wp_mines_neighbours (puzzle, cell, around);
      wp_model_add_propagator (model, &wp_propagator_count_ones, around, k, params->numbers[cell], NULL);
    }
  if (params->total != WP_MINES_NO_TOTAL)
    wp_model_add_propagator (model, &wp_propagator_count_ones, all, n, params->total, NULL);
  return model;
}
