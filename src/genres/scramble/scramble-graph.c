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
