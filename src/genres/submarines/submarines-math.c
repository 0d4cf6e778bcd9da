/* submarines-math.c — existence without search (Gale–Ryser) and the chain
 * test for uniqueness
 *
 * Both follow the seed ("The Well-Posed Puzzle"): sums admit a 0/1 grid
 * exactly when the sorted column sums are majorized by the conjugate of the
 * row sums; a solution is the only one exactly when it has no alternating
 * cycle through cells that may change.
 */
#include "genres/submarines/submarines-private.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

/* --- Gale–Ryser ----------------------------------------------------------- */

/* The first sum that is unknown or does not fit its line, in words. */
static char *
sums_problem (const gint *sums, guint n, guint length, gboolean is_row)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *problem = NULL;

      if (sums[i] == WP_SUBMARINES_UNKNOWN)
        return g_strdup_printf (is_row ? _("row %u has no sum, and the test needs every sum")
                                       : _("column %u has no sum, and the test needs every sum"),
                                i + 1);
      problem = wp_submarines_sum_problem (sums[i], length, is_row);
      if (problem)
        return g_strdup_printf (is_row ? _("row %u: %s") : _("column %u: %s"), i + 1, problem);
    }
  return NULL;
}

/* Column indices, the largest sum first; the lower index first among
 * equal sums, so the columns named are always the same. */
static gint
larger_sum_first (gconstpointer a, gconstpointer b, gpointer data)
{
  const gint *sums = data;
  guint x = *(const guint *) a, y = *(const guint *) b;

  if (sums[x] != sums[y])
    return sums[x] > sums[y] ? -1 : 1;
  return (x > y) - (x < y);
}

/* "C(1) + C(2)", or "C(1) + … + C(5)" past three terms. */
static char *
partial_sum_terms (const char *name, guint k)
{
  GString *terms = g_string_new (NULL);

  if (k > 3)
    {
      g_string_printf (terms, "%s(1) + … + %s(%u)", name, name, k);
      return g_string_free (terms, FALSE);
    }
  for (guint i = 1; i <= k; i++)
    g_string_append_printf (terms, "%s%s(%u)", i > 1 ? " + " : "", name, i);
  return g_string_free (terms, FALSE);
}

/* "C(1) = 3 > R*(1) = 2": the k-th majorization inequality, failed. */
static char *
inequality_failure (guint k, gint lhs, gint rhs)
{
  g_autofree char *c_terms = partial_sum_terms ("C", k);
  g_autofree char *r_terms = partial_sum_terms ("R*", k);

  return g_strdup_printf (_("%s = %d > %s = %d"), c_terms, lhs, r_terms, rhs);
}

gboolean
wp_submarines_majorization_failure (const gint *rows, guint n_rows, const gint *cols, guint n_cols,
                                    guint *k_out, gint *lhs_out, gint *rhs_out, guint8 *columns)
{
  g_autofree guint *order = g_new (guint, MAX (n_cols, 1));
  gint lhs = 0, rhs = 0;

  for (guint c = 0; c < n_cols; c++)
    order[c] = c;
  g_qsort_with_data (order, (gint) n_cols, sizeof (guint), larger_sum_first, (gpointer) cols);
  for (guint k = 1; k <= n_cols; k++)
    {
      lhs += cols[order[k - 1]];
      for (guint i = 0; i < n_rows; i++)
        rhs += rows[i] >= (gint) k;
      if (lhs > rhs)
        {
          *k_out = k;
          *lhs_out = lhs;
          *rhs_out = rhs;
          if (columns)
            for (guint c = 0; c < n_cols; c++)
              columns[c] = FALSE;
          for (guint i = 0; columns && i < k; i++)
            columns[order[i]] = TRUE;
          return TRUE;
        }
    }
  return FALSE;
}

/* Sums already checked: C sorted in decreasing order against R*, where
 * R*(k) counts the rows holding at least k.  Only k up to n_cols matters:
 * beyond it both sides stay at the common total. */
static gboolean
majorization (const gint *rows, guint n_rows, const gint *cols, guint n_cols, char **failure)
{
  guint k;
  gint lhs, rhs;

  if (!wp_submarines_majorization_failure (rows, n_rows, cols, n_cols, &k, &lhs, &rhs, NULL))
    return TRUE;
  if (failure)
    *failure = inequality_failure (k, lhs, rhs);
  return FALSE;
}

gboolean
wp_submarines_gale_ryser (const gint *rows, guint n_rows, const gint *cols, guint n_cols,
                          char **failure)
{
  WpSubmarinesParams params = { { n_rows, n_cols, (gint *) rows, (gint *) cols } };
  char *problem;

  g_return_val_if_fail (rows != NULL && cols != NULL, FALSE);
  /* The seed's order: each sum in range first, then the totals. */
  problem = sums_problem (rows, n_rows, n_cols, TRUE);
  if (problem == NULL)
    problem = sums_problem (cols, n_cols, n_rows, FALSE);
  if (problem == NULL)
    problem = wp_submarines_total_problem (&params);
  if (problem)
    {
      if (failure)
        *failure = problem;
      else
        g_free (problem);
      return FALSE;
    }
  return majorization (rows, n_rows, cols, n_cols, failure);
}

/* --- The chain test ------------------------------------------------------- *
 *
 * A chain alternates: along a row from a 1-cell to a 0-cell, then along a
 * column from that 0-cell to a 1-cell, and so on.  Make each row and each
 * column a vertex, and each cell that may change an arc:
 *
 *   a 0-cell (r, c) is the arc  row r → column c,
 *   a 1-cell (r, c) is the arc  column c → row r.
 *
 * Walking the chain 1-cell (r1,c1) → 0-cell (r1,c2) → 1-cell (r2,c2) → …
 * then crosses the arcs row r1 → column c2 → row r2 → …, and closing the
 * chain on (r1,c1) is the arc column c1 → row r1.  So chains are exactly
 * the directed cycles of this graph, and a simple cycle visits each row
 * and column at most once, taking one 1-cell and one 0-cell from each: the
 * swap keeps every sum.  Conversely, two solutions differ by 0 ↔ 1 on a set
 * of cells balanced in every row and column, which splits into such cycles
 * (the seed's argument), so with every sum known a solution is unique
 * exactly when the graph has no cycle.
 *
 * The shortest cycle through an arc u → v is that arc plus a shortest path
 * v ⇝ u, found by breadth-first search. */

typedef struct {
  const WpPuzzle *puzzle;
  const gint     *solution;
  guint           n_vertices;   /* rows 0 … height-1, then columns */
  gint           *from;         /* BFS: the vertex each was reached from, -1 if not yet */
  guint          *via;          /* BFS: the cell of that arc */
  guint          *queue;
  guint          *component;    /* strongly connected component of each vertex */
} ChainSearch;

static gboolean
may_change (const ChainSearch *search, guint cell)
{
  gint value = search->solution[cell];

  return search->puzzle->cells[cell] == WP_CELL_EMPTY && (value == 0 || value == 1);
}

/* How many cells an arc out of @vertex may go through: a row's width or a
 * column's height. */
static guint
arc_slots (const ChainSearch *search, guint vertex)
{
  return vertex < search->puzzle->height ? search->puzzle->width : search->puzzle->height;
}

/* The @i-th cell of @vertex's line, if it is an arc out of @vertex: a row
 * leaves through its 0-cells, a column through its 1-cells. */
static gboolean
arc_out (const ChainSearch *search, guint vertex, guint i, guint *cell, guint *head)
{
  guint width = search->puzzle->width, height = search->puzzle->height;
  gboolean is_row = vertex < height;

  *cell = is_row ? vertex * width + i : i * width + (vertex - height);
  *head = is_row ? height + i : i;
  return may_change (search, *cell) && search->solution[*cell] == (is_row ? 0 : 1);
}

/* The two ends of the arc that @cell is (see above). */
static void
arc_ends (const ChainSearch *search, guint cell, guint *tail, guint *head)
{
  guint row = cell / search->puzzle->width, col = search->puzzle->height + cell % search->puzzle->width;

  *tail = search->solution[cell] == 0 ? row : col;
  *head = search->solution[cell] == 0 ? col : row;
}

/* Breadth-first from @source until @target is reached: the predecessors
 * then spell a shortest path.  Lower indices first, so results are
 * reproducible. */
static gboolean
shortest_path (ChainSearch *search, guint source, guint target)
{
  guint head_of_queue = 0, tail_of_queue = 0;

  for (guint v = 0; v < search->n_vertices; v++)
    search->from[v] = -1;
  search->from[source] = (gint) source;
  search->queue[tail_of_queue++] = source;
  while (head_of_queue < tail_of_queue)
    {
      guint vertex = search->queue[head_of_queue++];

      for (guint i = 0; i < arc_slots (search, vertex); i++)
        {
          guint cell, head;

          if (!arc_out (search, vertex, i, &cell, &head) || search->from[head] != -1)
            continue;
          search->from[head] = (gint) vertex;
          search->via[head] = cell;
          if (head == target)
            return TRUE;
          search->queue[tail_of_queue++] = head;
        }
    }
  return FALSE;
}

/* --- Which arcs lie on a cycle at all --- *
 *
 * An arc lies on a cycle exactly when its two ends share a strongly
 * connected component (Tarjan's algorithm; recursion is at most one level
 * per row and column, 80 deep).  Cells on no cycle need no search, which
 * makes a unique solution cost one pass instead of one search per cell. */

typedef struct {
  ChainSearch *search;
  gint        *index;
  gint        *low;
  guint8      *on_stack;
  guint       *stack;
  guint        stack_len;
  gint         next_index;
  guint        n_components;
} Tarjan;

static void
strong_connect (Tarjan *t, guint v)
{
  t->index[v] = t->low[v] = t->next_index++;
  t->stack[t->stack_len++] = v;
  t->on_stack[v] = TRUE;
  for (guint i = 0; i < arc_slots (t->search, v); i++)
    {
      guint cell, w;

      if (!arc_out (t->search, v, i, &cell, &w))
        continue;
      if (t->index[w] < 0)
        {
          strong_connect (t, w);
          t->low[v] = MIN (t->low[v], t->low[w]);
        }
      else if (t->on_stack[w])
        t->low[v] = MIN (t->low[v], t->index[w]);
    }
  if (t->low[v] != t->index[v])
    return;
  for (guint w = G_MAXUINT; w != v;)
    {
      w = t->stack[--t->stack_len];
      t->on_stack[w] = FALSE;
      t->search->component[w] = t->n_components;
    }
  t->n_components++;
}

static void
find_components (ChainSearch *search)
{
  guint n = search->n_vertices;
  Tarjan t = { search, g_new (gint, n), g_new (gint, n), g_new0 (guint8, n), g_new (guint, n), 0, 0, 0 };

  for (guint v = 0; v < n; v++)
    t.index[v] = -1;
  for (guint v = 0; v < n; v++)
    if (t.index[v] < 0)
      strong_connect (&t, v);
  g_free (t.index);
  g_free (t.low);
  g_free (t.on_stack);
  g_free (t.stack);
}

/* Rotates @chain (a cycle) to start at its lowest 1-cell, so the same
 * chain found from different cells reads the same. */
static void
rotate_to_lowest_one (GArray *chain, const gint *solution)
{
  g_autofree guint *copy = g_memdup2 (chain->data, sizeof (guint) * chain->len);
  guint start = 0, best = G_MAXUINT;

  for (guint i = 0; i < chain->len; i++)
    if (solution[copy[i]] == 1 && copy[i] < best)
      {
        best = copy[i];
        start = i;
      }
  for (guint i = 0; i < chain->len; i++)
    g_array_index (chain, guint, i) = copy[(start + i) % chain->len];
}

/* The shortest chain through @cell, or NULL when the cell lies on none:
 * its arc tail → head plus a shortest path head ⇝ tail. */
static GArray *
chain_through (ChainSearch *search, guint cell)
{
  GArray *chain;
  guint tail, head, n = 0;

  arc_ends (search, cell, &tail, &head);
  if (search->component[tail] != search->component[head] || !shortest_path (search, head, tail))
    return NULL;
  for (guint v = tail; v != head; v = (guint) search->from[v])
    n++;
  chain = g_array_sized_new (FALSE, FALSE, sizeof (guint), n + 1);
  g_array_set_size (chain, n + 1);
  g_array_index (chain, guint, 0) = cell;
  /* The predecessors run backwards from tail to head: fill from the end. */
  for (guint v = tail, i = n; v != head; v = (guint) search->from[v], i--)
    g_array_index (chain, guint, i) = search->via[v];
  rotate_to_lowest_one (chain, search->solution);
  return chain;
}

static int
ascending_cells (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* The same cycle found through another of its cells has the same set of
 * cells: a sorted list of them names it. */
static char *
chain_key (const GArray *chain)
{
  g_autofree guint *cells = g_memdup2 (chain->data, sizeof (guint) * chain->len);
  GString *key = g_string_new (NULL);

  qsort (cells, chain->len, sizeof (guint), ascending_cells);
  for (guint i = 0; i < chain->len; i++)
    g_string_append_printf (key, "%u,", cells[i]);
  return g_string_free (key, FALSE);
}

/* Shortest first; equal lengths in the order of their cells. */
static int
shorter_chain_first (gconstpointer x, gconstpointer y)
{
  const GArray *a = *(GArray *const *) x, *b = *(GArray *const *) y;

  if (a->len != b->len)
    return a->len < b->len ? -1 : 1;
  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, guint, i) != g_array_index (b, guint, i))
      return g_array_index (a, guint, i) < g_array_index (b, guint, i) ? -1 : 1;
  return 0;
}

GPtrArray *
wp_submarines_find_chains (const WpPuzzle *puzzle, const gint *solution, guint max)
{
  GPtrArray *chains = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr (GHashTable) seen = NULL;
  ChainSearch search = { puzzle, solution, 0, NULL, NULL, NULL, NULL };

  g_return_val_if_fail (puzzle != NULL && solution != NULL, chains);
  search.n_vertices = puzzle->height + puzzle->width;
  search.from = g_new (gint, search.n_vertices);
  search.via = g_new (guint, search.n_vertices);
  search.queue = g_new (guint, search.n_vertices);
  search.component = g_new (guint, search.n_vertices);
  find_components (&search);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    {
      GArray *chain = may_change (&search, cell) ? chain_through (&search, cell) : NULL;

      if (chain && g_hash_table_add (seen, chain_key (chain)))
        g_ptr_array_add (chains, chain);
      else if (chain)
        g_array_unref (chain);
    }
  g_ptr_array_sort (chains, shorter_chain_first);
  if (max > 0 && chains->len > max)
    g_ptr_array_set_size (chains, max);
  g_free (search.component);
  g_free (search.queue);
  g_free (search.via);
  g_free (search.from);
  return chains;
}
