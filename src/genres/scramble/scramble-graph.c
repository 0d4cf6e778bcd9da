/* scramble-graph.c — the recording graph of seed 003 (Mason and Zhang,
 * section 2) and Theorem 2.1's conditions for 2 × 2 puzzles
 *
 * Vertices are the signed pictures; each piece (a colour) adds four
 * arrows, from each of its edges to the edge 90° clockwise from it.  An
 * arrow A → B stands for the corner between A and B; in a 2 × 2 solution
 * each piece's corner at the middle of the grid is one arrow, so a
 * solution is a subgraph of four arrows.  Theorem 2.1 claims which
 * four-arrow subgraphs are solutions for repetition-free puzzles; the
 * tests hold the claim against the solver (docs/file-format.md and
 * tests/test-scramble.c say what they found).
 */
#include "genres/scramble/scramble-private.h"

#include <glib/gi18n-lib.h>

gboolean
wp_scramble_repetition_free (const WpPuzzle *puzzle)
{
  for (guint p = 0; p < wp_scramble_n_pieces (puzzle); p++)
    for (guint a = 0; a < 4; a++)
      for (guint b = a + 1; b < 4; b++)
        if (wp_scramble_get_edge (puzzle, p, a) == wp_scramble_get_edge (puzzle, p, b))
          return FALSE;
  return TRUE;
}

GArray *
wp_scramble_recording_graph (const WpPuzzle *puzzle)
{
  GArray *arrows = g_array_new (FALSE, FALSE, sizeof (WpScrambleArrow));

  for (guint p = 0; p < wp_scramble_n_pieces (puzzle); p++)
    for (guint side = 0; side < 4; side++)
      {
        WpScrambleArrow arrow = { wp_scramble_get_edge (puzzle, p, side),
                                  wp_scramble_get_edge (puzzle, p, (side + 1) % 4), p };

        g_array_append_val (arrows, arrow);
      }
  return arrows;
}

/* Condition 2: in-degree of X = out-degree of X^c, for every vertex X. */
static gboolean
degrees_balance (const WpScrambleArrow arrows[4])
{
  for (guint i = 0; i < 4; i++)
    for (guint end = 0; end < 2; end++)
      {
        gint x = end ? arrows[i].head : arrows[i].tail;
        guint in = 0, out_complement = 0, in_complement = 0, out = 0;

        for (guint j = 0; j < 4; j++)
          {
            in += arrows[j].head == x;
            out += arrows[j].tail == x;
            in_complement += arrows[j].head == -x;
            out_complement += arrows[j].tail == -x;
          }
        if (in != out_complement || in_complement != out)
          return FALSE;
      }
  return TRUE;
}

/* Condition 3: on every path X → A → Y of two different arrows, Y = X^c. */
static gboolean
paths_close (const WpScrambleArrow arrows[4])
{
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      if (i != j && arrows[i].head == arrows[j].tail && arrows[j].head != -arrows[i].tail)
        return FALSE;
  return TRUE;
}

/* Pseudo-connected: the connected components (arrows joined by a shared
 * vertex) linked when they share a pattern |X|, all in one piece. */
static gboolean
pseudo_connected (const WpScrambleArrow arrows[4])
{
  guint group[4] = { 0, 1, 2, 3 };
  gboolean changed = TRUE;

  /* Arrows sharing a pattern are in one pseudo-component either way:
   * sharing a vertex is sharing a pattern, and components that share a
   * pattern are pseudo-connected; so one closure on |X| does both. */
  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < 4; i++)
        for (guint j = 0; j < 4; j++)
          {
            gint a[2] = { ABS (arrows[i].tail), ABS (arrows[i].head) };
            gint b[2] = { ABS (arrows[j].tail), ABS (arrows[j].head) };
            gboolean share = a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1];

            if (share && group[i] != group[j])
              {
                guint low = MIN (group[i], group[j]), high = MAX (group[i], group[j]);

                for (guint k = 0; k < 4; k++)
                  if (group[k] == high)
                    group[k] = low;
                changed = TRUE;
              }
          }
    }
  return group[1] == group[0] && group[2] == group[0] && group[3] == group[0];
}

gboolean
wp_scramble_theorem_conditions (const WpScrambleArrow arrows[4])
{
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      if (arrows[i].colour == arrows[j].colour)
        return FALSE;
  return degrees_balance (arrows) && paths_close (arrows) && pseudo_connected (arrows);
}

guint
wp_scramble_theorem_count (const WpPuzzle *puzzle)
{
  g_autoptr (GArray) graph = NULL;
  guint count = 0;

  g_return_val_if_fail (puzzle->width == 2, 0);
  graph = wp_scramble_recording_graph (puzzle);
  /* Distinct colours: one of each piece's four arrows. */
  for (guint choice = 0; choice < 256; choice++)
    {
      WpScrambleArrow arrows[4];

      for (guint p = 0; p < 4; p++)
        arrows[p] = g_array_index (graph, WpScrambleArrow, p * 4 + ((choice >> (2 * p)) & 3));
      count += wp_scramble_theorem_conditions (arrows);
    }
  return count;
}

/* --- The figure the analysis shows (wp-figure.h) ------------------------------- */

/* Theorem 2.1 against the solver, in one sentence.  The theorem reads the
 * pieces only, so the solver counts them without the givens too. */
static char *
figure_caption (const WpPuzzle *puzzle)
{
  g_autoptr (WpPuzzle) bare = wp_puzzle_copy (puzzle);
  guint theorem = wp_scramble_theorem_count (puzzle);
  WpScrambleCount count;
  g_autofree char *first = NULL;
  const char *verdict;

  for (guint cell = 0; cell < wp_puzzle_n_cells (bare); cell++)
    bare->cells[cell] = WP_CELL_EMPTY;
  if (!wp_scramble_count (bare, WP_SCRAMBLE_ORDER_SPIRAL, 0, 0, NULL, &count) || !count.exact)
    return NULL;
  first = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        /* Translators: the recording graph's caption, its first half */
                                        "%u subgraph of four arrows, one per piece, meets Theorem 2.1's conditions",
                                        "%u subgraphs of four arrows, one per piece, meet Theorem 2.1's conditions",
                                        theorem),
                           theorem);
  /* One solution up to turning the grid is one middle: one subgraph. */
  verdict = count.count == theorem ? _("the two agree") : _("the two disagree");
  wp_scramble_count_clear (&count);
  /* Translators: "4 subgraphs … meet Theorem 2.1's conditions; the solver finds 4 solutions of these
   * pieces (givens aside, up to turning the grid): the two agree." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s; the solver finds %llu solution of these pieces (givens aside, up to "
                                       "turning the grid): %s.",
                                       "%s; the solver finds %llu solutions of these pieces (givens aside, up to "
                                       "turning the grid): %s.",
                                       (gulong) count.count),
                          first, (unsigned long long) count.count, verdict);
}

/* Seed 003's Figure 4: the pictures in two rows, X− above X+, so each
 * complement faces its picture, patterns in decreasing order. */
static WpFigure *
figure (const WpPuzzle *puzzle)
{
  g_autoptr (WpFigure) figure = NULL;
  g_autoptr (GArray) graph = NULL;
  g_autoptr (GArray) patterns = g_array_new (FALSE, FALSE, sizeof (gint));
  guint vertex_of[WP_SCRAMBLE_MAX_PICTURE + 1][2];

  if (puzzle->width != 2 || puzzle->height != 2 || !puzzle->genre->validate (puzzle, NULL)
      || !wp_scramble_repetition_free (puzzle))
    return NULL;
  for (gint picture = WP_SCRAMBLE_MAX_PICTURE; picture >= 1; picture--)
    for (guint p = 0; p < 4; p++)
      if (ABS (wp_scramble_get_edge (puzzle, p, 0)) == picture || ABS (wp_scramble_get_edge (puzzle, p, 1)) == picture
          || ABS (wp_scramble_get_edge (puzzle, p, 2)) == picture || ABS (wp_scramble_get_edge (puzzle, p, 3)) == picture)
        {
          g_array_append_val (patterns, picture);
          break;
        }
  /* Translators: the heading of seed 003's graph in the analysis */
  figure = wp_figure_new (_("Recording Graph"));
  figure->caption = figure_caption (puzzle);
  if (figure->caption == NULL)
    return NULL;
  for (guint i = 0; i < patterns->len; i++)
    for (guint half = 0; half < 2; half++)
      {
        gint picture = g_array_index (patterns, gint, i);
        g_autofree char *label = wp_scramble_edge_name (half ? picture : -picture);

        vertex_of[picture][half] = wp_figure_add_vertex (figure, label, (i + 0.5) / patterns->len, half ? 0.72 : 0.28);
      }
  graph = wp_scramble_recording_graph (puzzle);
  for (guint i = 0; i < graph->len; i++)
    {
      const WpScrambleArrow *arrow = &g_array_index (graph, WpScrambleArrow, i);
      /* Translators: an arrow of the recording graph: piece 1's second corner */
      g_autofree char *label = g_strdup_printf (_("P%u·%u"), arrow->colour + 1, i % 4 + 1);

      wp_figure_add_arrow (figure, vertex_of[ABS (arrow->tail)][arrow->tail > 0],
                           vertex_of[ABS (arrow->head)][arrow->head > 0], arrow->colour, label);
    }
  for (guint p = 0; p < 4; p++)
    {
      g_autofree char *edges = wp_scramble_piece_text (puzzle, p);

      /* Translators: a row of the recording graph's legend: "P1 = piece 1: 1+ 2- 3+ 4-" */
      g_ptr_array_add (figure->series, g_strdup_printf (_("P%u = piece %u: %s"), p + 1, p + 1, edges));
    }
  return g_steal_pointer (&figure);
}

const WpFigureHooks wp_scramble_figure_hooks = {
  .figure = figure,
};
