/* sudoku-grader-chains.c — simple colouring, X-chains, XY-chains and
 * alternating inference chains
 *
 * A node is a candidate: a digit in an open cell.  A strong link joins two
 * nodes of which at least one is true (the only two places of a digit in
 * a unit holding every digit, or the only two digits of a cell); a weak
 * link two of which at most one is (one digit in two cells that see each
 * other, or two digits of one cell).  A chain starts with A false and
 * follows strong, weak, strong … links to B true: so A or B holds, and
 * any candidate that contradicts both goes.  Chains are searched breadth
 * first from every start, so the shortest is taken; at most
 * WP_SG_MAX_CHAIN nodes and CHAIN_BUDGET expansions per search.
 */
#include "genres/sudoku/sudoku-grader-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Expansions one chain search may make (a 9×9 search takes a few
 * thousand; the bound keeps 25×25 grids from stalling). */
#define CHAIN_BUDGET 4000000

gdouble
wp_sg_length_bonus (guint nodes)
{
  /* Sudoku Explainer's ladder: +0.1 past 4, 6, 8, 12, 16, 24, 32 … */
  gdouble bonus = 0;
  guint ceiling = 4;
  gboolean odd = FALSE;

  while (nodes > ceiling)
    {
      bonus += 0.1;
      ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
      odd = !odd;
    }
  return bonus;
}

/* The strong links of every node, found once per search. */
typedef struct {
  guint *first;   /* per node (n_nodes + 1) */
  guint *list;
} StrongLinks;

static guint
node_of (const WpSudokuGrader *g, guint cell, gint digit)
{
  return cell * g->size + (guint) (digit - 1);
}

static gboolean
node_live (const WpSudokuGrader *g, guint node)
{
  guint cell = node / g->size;

  return g->values[cell] == 0 && (g->cands[cell] & WP_SG_BIT (node % g->size + 1));
}

/* The other place of @digit in @unit when it has exactly two, else −1. */
static gint
partner_in_unit (const WpSudokuGrader *g, guint unit, guint cell, gint digit)
{
  gint other = -1;
  guint places = 0;

  if (!g->units[unit].complete || (wp_sg_unit_placed (g, unit) & WP_SG_BIT (digit)))
    return -1;
  for (guint i = 0; i < g->units[unit].n; i++)
    {
      guint c = wp_sg_unit_cells (g, unit)[i];

      if (g->values[c] == 0 && (g->cands[c] & WP_SG_BIT (digit)))
        {
          places++;
          if (c != cell)
            other = (gint) c;
        }
    }
  return places == 2 ? other : -1;
}

static void
strong_links_init (const WpSudokuGrader *g, gboolean bilocal, gboolean bivalue, StrongLinks *links)
{
  guint n_nodes = g->n_cells * g->size;
  GArray *list = g_array_new (FALSE, FALSE, sizeof (guint));

  links->first = g_new0 (guint, n_nodes + 1);
  for (guint node = 0; node < n_nodes; node++)
    {
      guint cell = node / g->size;
      gint digit = (gint) (node % g->size) + 1;

      if (node_live (g, node))
        {
          if (bivalue && wp_sg_count (g->cands[cell]) == 2)
            {
              guint other = node_of (g, cell, wp_sg_first (g->cands[cell] & ~WP_SG_BIT (digit)));

              g_array_append_val (list, other);
            }
          for (guint k = g->cell_units_first[cell]; bilocal && k < g->cell_units_first[cell + 1]; k++)
            {
              gint other = partner_in_unit (g, g->cell_units[k], cell, digit);
              guint other_node;
              gboolean known = FALSE;

              if (other < 0)
                continue;
              other_node = node_of (g, (guint) other, digit);
              for (guint i = links->first[node]; i < list->len; i++)
                known |= g_array_index (list, guint, i) == other_node;
              if (!known)
                g_array_append_val (list, other_node);
            }
        }
      links->first[node + 1] = list->len;
    }
  links->list = (guint *) (gpointer) g_array_free (list, FALSE);
}

static void
strong_links_clear (StrongLinks *links)
{
  g_free (links->first);
  g_free (links->list);
}

/* --- Simple colouring ------------------------------------------------------------------ */

/* Colours the cluster of @start (strong links of @digit): colour[cell] is
 * 0 or 1, and @cluster lists its cells.  Returns how many. */
static guint
colour_cluster (const WpSudokuGrader *g, const StrongLinks *links, guint start, gint digit,
                gint8 *colour, guint *cluster)
{
  guint n = 0, head = 0;

  colour[start] = 0;
  cluster[n++] = start;
  while (head < n)
    {
      guint cell = cluster[head++], node = node_of (g, cell, digit);

      for (guint k = links->first[node]; k < links->first[node + 1]; k++)
        {
          guint other = links->list[k] / g->size;

          if (colour[other] < 0)
            {
              colour[other] = (gint8) (1 - colour[cell]);
              cluster[n++] = other;
            }
        }
    }
  return n;
}

static gboolean
finish_colouring (WpSudokuGrader *g, const WpSgTechnique *t, gint digit, const gint8 *colour,
                  const guint *cluster, guint n, gboolean wrap)
{
  GString *sides[2] = { g_string_new (NULL), g_string_new (NULL) };
  g_autofree char *what = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = wp_sg_cell_name (g, cluster[i]);
      GString *side = sides[colour[cluster[i]]];

      wp_sg_add_cell (g, cluster[i]);
      if (side->len)
        g_string_append (side, ", ");
      g_string_append (side, name);
    }
  what = wrap
    /* TRANSLATORS: "Simple colouring on 5 (r1c1, r4c2 | r1c7, r3c3): two cells of one colour see each other" */
    ? g_strdup_printf (_("%s on %c (%s | %s): two cells of one colour see each other"), _(t->name),
                       wp_sudoku_value_char (digit), sides[0]->str, sides[1]->str)
    : g_strdup_printf (_("%s on %c (%s | %s): cells that see both colours"), _(t->name),
                       wp_sudoku_value_char (digit), sides[0]->str, sides[1]->str);
  g_string_free (sides[0], TRUE);
  g_string_free (sides[1], TRUE);
  wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating);
  return TRUE;
}

/* Colour wrap: two cells of one colour see each other, so that colour is
 * false everywhere.  Colour trap: a cell seeing both colours loses the
 * digit. */
static gboolean
colour_eliminations (WpSudokuGrader *g, gint digit, const gint8 *colour, const guint *cluster,
                     guint n, gboolean *wrap)
{
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (colour[cluster[i]] == colour[cluster[j]] && wp_sg_sees (g, cluster[i], cluster[j]))
        {
          gint8 wrong = colour[cluster[i]];

          *wrap = TRUE;
          for (guint k = 0; k < n; k++)
            if (colour[cluster[k]] == wrong)
              wp_sg_eliminate (g, cluster[k], digit);
          return TRUE;
        }
  *wrap = FALSE;
  for (guint cell = 0; cell < g->n_cells; cell++)
    {
      gboolean sees[2] = { FALSE, FALSE };

      if (colour[cell] >= 0 || g->values[cell] || !(g->cands[cell] & WP_SG_BIT (digit)))
        continue;
      for (guint i = 0; i < n; i++)
        if (wp_sg_sees (g, cell, cluster[i]))
          sees[colour[cluster[i]]] = TRUE;
      if (sees[0] && sees[1])
        wp_sg_eliminate (g, cell, digit);
    }
  return g->step != NULL;
}

gboolean
wp_sg_colouring (WpSudokuGrader *g, const WpSgTechnique *t)
{
  StrongLinks links;
  gint8 *colour = g_new (gint8, g->n_cells);
  guint *cluster = g_new (guint, g->n_cells);
  gboolean found = FALSE;

  strong_links_init (g, TRUE, FALSE, &links);
  for (gint digit = 1; digit <= (gint) g->size && !found; digit++)
    {
      memset (colour, -1, g->n_cells);
      for (guint start = 0; start < g->n_cells && !found; start++)
        {
          guint node = node_of (g, start, digit), n;
          gboolean wrap;

          if (colour[start] >= 0 || links.first[node] == links.first[node + 1])
            continue;
          n = colour_cluster (g, &links, start, digit, colour, cluster);
          /* Two cells are one strong link: what it traps, the chains
           * and locked candidates name better. */
          if (n >= 3 && colour_eliminations (g, digit, colour, cluster, n, &wrap))
            found = finish_colouring (g, t, digit, colour, cluster, n, wrap);
        }
    }
  strong_links_clear (&links);
  g_free (colour);
  g_free (cluster);
  return found;
}

/* --- Chains -------------------------------------------------------------------------- */

typedef struct {
  WpSgChainKind kind;
  StrongLinks   links;
  guint         budget;
  guint         best_len;                    /* nodes; 0: none yet */
  guint         best[WP_SG_MAX_CHAIN];       /* the chain, A first */
} ChainSearch;

/* What "A or B" removes, or only whether it removes anything (@apply
 * FALSE).  One digit in two cells: every cell seeing both loses it; two
 * digits of one cell: the cell loses every other digit; else each end
 * loses the other's digit when it sees the other end. */
static gboolean
chain_removals (WpSudokuGrader *g, guint a, guint b, gboolean apply)
{
  guint ca = a / g->size, cb = b / g->size;
  gint da = (gint) (a % g->size) + 1, db = (gint) (b % g->size) + 1;
  gboolean any = FALSE;

  if (ca == cb)
    {
      WpSgDigits keep = WP_SG_BIT (da) | WP_SG_BIT (db);

      for (WpSgDigits left = g->cands[ca] & ~keep; left; left &= left - 1)
        any = apply ? (wp_sg_eliminate (g, ca, wp_sg_first (left)) || any) : TRUE;
      return any;
    }
  if (da == db)
    {
      for (guint k = g->peer_first[ca]; k < g->peer_first[ca + 1]; k++)
        {
          guint cell = g->peer_list[k];

          if (cell != cb && wp_sg_sees (g, cell, cb) && g->values[cell] == 0 && (g->cands[cell] & WP_SG_BIT (da)))
            any = apply ? (wp_sg_eliminate (g, cell, da) || any) : TRUE;
        }
      return any;
    }
  if (wp_sg_sees (g, ca, cb))
    {
      if (g->cands[cb] & WP_SG_BIT (da))
        any = apply ? (wp_sg_eliminate (g, cb, da) || any) : TRUE;
      if (g->cands[ca] & WP_SG_BIT (db))
        any = apply ? (wp_sg_eliminate (g, ca, db) || any) : TRUE;
    }
  return any;
}

static gboolean
ends_allowed (const WpSudokuGrader *g, const ChainSearch *search, guint a, guint b)
{
  /* XY-chains end on the digit they start with; an AIC may also prove
   * its start (A false leads to A true). */
  if (search->kind != WP_SG_AIC && a % g->size != b % g->size)
    return FALSE;
  return a != b || search->kind == WP_SG_AIC;
}

/* Pushes the state (@node, @on) reached from @from unless seen. */
static void
visit (WpSudokuGrader *g, guint node, guint on, guint from, guint *tail)
{
  guint state = node * 2 + on;

  if (g->chain_seen[state] == g->chain_stamp)
    return;
  g->chain_seen[state] = g->chain_stamp;
  g->chain_from[state] = from;
  g->chain_queue[(*tail)++] = state;
}

static void
expand (WpSudokuGrader *g, ChainSearch *search, guint state, guint *tail)
{
  guint node = state / 2, cell = node / g->size;
  gint digit = (gint) (node % g->size) + 1;

  search->budget = search->budget ? search->budget - 1 : 0;
  if (state % 2 == 0)
    {
      for (guint k = search->links.first[node]; k < search->links.first[node + 1]; k++)
        visit (g, search->links.list[k], 1, state, tail);
      return;
    }
  for (guint k = g->peer_first[cell]; k < g->peer_first[cell + 1]; k++)
    {
      guint other = g->peer_list[k];

      if (g->values[other] == 0 && (g->cands[other] & WP_SG_BIT (digit)))
        visit (g, node_of (g, other, digit), 0, state, tail);
    }
  if (search->kind == WP_SG_AIC)
    for (WpSgDigits left = g->cands[cell] & ~WP_SG_BIT (digit); left; left &= left - 1)
      visit (g, node_of (g, cell, wp_sg_first (left)), 0, state, tail);
}

static void
keep_chain (WpSudokuGrader *g, ChainSearch *search, guint state, guint len)
{
  search->best_len = len;
  for (guint i = len; i-- > 0;)
    {
      search->best[i] = state / 2;
      state = g->chain_from[state];
    }
}

/* Breadth first from "@start false", shorter than the best chain so far. */
static void
search_from (WpSudokuGrader *g, ChainSearch *search, guint start)
{
  guint head = 0, tail = 0, depth = 1;
  guint limit = search->best_len ? search->best_len - 1 : WP_SG_MAX_CHAIN;

  if (++g->chain_stamp == 0)
    {
      memset (g->chain_seen, 0, sizeof (guint) * 2 * g->n_cells * g->size);
      g->chain_stamp = 1;
    }
  visit (g, start, 0, start * 2, &tail);
  while (head < tail && depth < limit && search->budget)
    {
      guint level_end = tail;

      for (; head < level_end; head++)
        expand (g, search, g->chain_queue[head], &tail);
      depth++;
      /* The states just reached are the chain's node number @depth. */
      for (guint i = level_end; i < tail; i++)
        {
          guint state = g->chain_queue[i];

          if (state % 2 == 1 && ends_allowed (g, search, start, state / 2) &&
              chain_removals (g, start, state / 2, FALSE))
            {
              keep_chain (g, search, state, depth);
              return;
            }
        }
    }
}

static gboolean
start_allowed (const WpSudokuGrader *g, const ChainSearch *search, guint node)
{
  if (!node_live (g, node) || search->links.first[node] == search->links.first[node + 1])
    return FALSE;
  return search->kind != WP_SG_XY_CHAIN || wp_sg_count (g->cands[node / g->size]) == 2;
}

static char *
chain_text (const WpSudokuGrader *g, const ChainSearch *search)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < search->best_len; i++)
    {
      guint node = search->best[i];
      g_autofree char *name = wp_sg_cell_name (g, node / g->size);

      if (i > 0)
        g_string_append (text, i % 2 ? "=" : "-");
      g_string_append_printf (text, "(%c)%s", wp_sudoku_value_char ((gint) (node % g->size) + 1), name);
    }
  return g_string_free (text, FALSE);
}

gboolean
wp_sg_chain (WpSudokuGrader *g, const WpSgTechnique *t)
{
  ChainSearch search = { .kind = t->arg, .budget = CHAIN_BUDGET };
  guint n_nodes = g->n_cells * g->size, a, b;
  g_autofree char *chain = NULL;
  g_autofree char *what = NULL;

  strong_links_init (g, search.kind != WP_SG_XY_CHAIN, search.kind != WP_SG_X_CHAIN, &search.links);
  for (guint node = 0; node < n_nodes && search.budget; node++)
    if (start_allowed (g, &search, node))
      search_from (g, &search, node);
  strong_links_clear (&search.links);
  if (search.best_len == 0)
    return FALSE;
  a = search.best[0];
  b = search.best[search.best_len - 1];
  chain_removals (g, a, b, TRUE);
  for (guint i = 0; i < search.best_len; i++)
    wp_sg_add_cell (g, search.best[i] / g->size);
  chain = chain_text (g, &search);
  if (search.kind == WP_SG_X_CHAIN)
    /* TRANSLATORS: "X-chain on 5: (5)r1c2=(5)r1c7-(5)r4c7=(5)r4c2" */
    what = g_strdup_printf (_("%s on %c: %s"), _(t->name), wp_sudoku_value_char ((gint) (a % g->size) + 1), chain);
  else
    /* TRANSLATORS: "XY-chain: (1)r1c1=(2)r1c1-(2)r4c1=(1)r4c1" */
    what = g_strdup_printf (_("%s: %s"), _(t->name), chain);
  wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating + wp_sg_length_bonus (search.best_len));
  return TRUE;
}
