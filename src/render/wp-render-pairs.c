/* wp-render-pairs.c — the tick/cross grid of puzzles that match groups of
 * items (WpViewHooks.pair_group), drawn where the legend goes
 *
 * Arranged as puzzle books print it: the first group down the left beside
 * every other group across the top (the second, third, …, last), then the
 * last group down the left beside the second … second-to-last, and so on,
 * so every pair of groups meets in exactly one block and the blocks form a
 * staircase.  Item names label the rows (left) and columns (top, read
 * upwards), group names the bands outside them.
 */
#include "render/wp-render-private.h"

#include <math.h>

#define PAIR_SCALE  0.4   /* a cell of the tick/cross grid, in grid cells */
#define PAIR_LABEL  3.6   /* room for item names, in pair cells */
#define PAIR_GROUP  1.0   /* room for group names, outside them */
#define PAIR_MARGIN (PAIR_LABEL + PAIR_GROUP)

typedef struct {
  GPtrArray *groups;   /* of GStrv: the name, then the items */
  guint      n_items;
} Pairs;

static void
pairs_clear (Pairs *pairs)
{
  g_clear_pointer (&pairs->groups, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Pairs, pairs_clear)

/* FALSE (and nothing to clear) when the genre has no tick/cross grid or
 * its groups cannot form one (fewer than two, or of unequal sizes). */
static gboolean
pairs_get (const WpPuzzle *puzzle, Pairs *pairs)
{
  const WpViewHooks *view = puzzle->genre->view;
  GStrv group;

  *pairs = (Pairs) { 0 };
  if (view == NULL || view->pair_group == NULL)
    return FALSE;
  pairs->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  while ((group = view->pair_group (puzzle, pairs->groups->len)) != NULL)
    {
      guint n = g_strv_length (group);

      g_ptr_array_add (pairs->groups, group);
      if (n < 2 || (pairs->groups->len > 1 && n - 1 != pairs->n_items))
        break;
      pairs->n_items = n - 1;
    }
  if (pairs->groups->len < 2 || group != NULL)
    {
      pairs_clear (pairs);
      return FALSE;
    }
  return TRUE;
}

gboolean
wp_render_pairs_extent (const WpPuzzle *puzzle, double *width, double *height)
{
  g_auto (Pairs) pairs = { 0 };
  double side;

  if (!pairs_get (puzzle, &pairs))
    return FALSE;
  side = PAIR_SCALE * (PAIR_MARGIN + (pairs.groups->len - 1) * pairs.n_items);
  *width = side;
  *height = side;
  return TRUE;
}

double
wp_render_smallest_square (const WpPuzzle *puzzle)
{
  g_auto (Pairs) pairs = { 0 };

  return pairs_get (puzzle, &pairs) ? PAIR_SCALE : 1.0;
}

/* The group down the left in band @a: the first, then the last, the one
 * before it, … */
static guint
left_group (guint n_groups, guint a)
{
  return a == 0 ? 0 : n_groups - a;
}

/* The group across the top in band @b: the second, third, …, last. */
static guint
top_group (guint b)
{
  return b + 1;
}

/* Band @a down the left meets bands 0 … n_groups - 2 - a across the top. */
static guint
blocks_in_band (guint n_groups, guint a)
{
  return n_groups - 1 - a;
}

static const char *
item_name (const Pairs *pairs, guint group, guint item)
{
  return ((GStrv) g_ptr_array_index (pairs->groups, group))[item + 1];
}

static const char *
group_name (const Pairs *pairs, guint group)
{
  return ((GStrv) g_ptr_array_index (pairs->groups, group))[0];
}

/* Names of the rows (right-aligned against the grid) and columns (set
 * upwards from the grid), with the group names outside them. */
static void
draw_labels (cairo_t *cr, const Pairs *pairs, const WpRenderLayout *layout, double ox, double oy, double p)
{
  guint g = pairs->groups->len, n = pairs->n_items;
  double size = p * 0.62, room = PAIR_LABEL * p * 0.85;

  wp_render_set_color (cr, &layout->palette->ink);
  for (guint a = 0; a + 1 < g; a++)
    {
      guint group = left_group (g, a);

      for (guint i = 0; i < n; i++)
        wp_render_show_text (cr, item_name (pairs, group, i), ox - 0.2 * p, oy + (a * n + i + 0.5) * p, size,
                             room, FALSE, 1.0);
      cairo_save (cr);
      cairo_translate (cr, ox - (PAIR_MARGIN - 0.4 * PAIR_GROUP) * p, oy + (a + 0.5) * n * p);
      cairo_rotate (cr, -G_PI / 2);
      wp_render_show_text (cr, group_name (pairs, group), 0, 0, size, n * p * 0.95, TRUE, 0.5);
      cairo_restore (cr);
    }
  for (guint b = 0; b + 1 < g; b++)
    {
      guint group = top_group (b);

      for (guint j = 0; j < n; j++)
        {
          cairo_save (cr);
          cairo_translate (cr, ox + (b * n + j + 0.5) * p, oy - 0.2 * p);
          cairo_rotate (cr, -G_PI / 2);
          wp_render_show_text (cr, item_name (pairs, group, j), 0, 0, size, room, FALSE, 0.0);
          cairo_restore (cr);
        }
      wp_render_show_text (cr, group_name (pairs, group), ox + (b + 0.5) * n * p,
                           oy - (PAIR_MARGIN - 0.4 * PAIR_GROUP) * p, size, n * p * 0.95, TRUE, 0.5);
    }
}

/* A tick: a short stroke down and a long one up, so it reads in grey. */
static void
draw_tick (cairo_t *cr, double x, double y, double p)
{
  cairo_set_line_width (cr, MAX (1.0, p * 0.12));
  cairo_move_to (cr, x + 0.22 * p, y + 0.52 * p);
  cairo_line_to (cr, x + 0.42 * p, y + 0.74 * p);
  cairo_line_to (cr, x + 0.8 * p, y + 0.24 * p);
  cairo_stroke (cr);
}

static void
draw_cross (cairo_t *cr, double x, double y, double p)
{
  cairo_set_line_width (cr, MAX (1.0, p * 0.08));
  cairo_move_to (cr, x + 0.28 * p, y + 0.28 * p);
  cairo_line_to (cr, x + 0.72 * p, y + 0.72 * p);
  cairo_move_to (cr, x + 0.72 * p, y + 0.28 * p);
  cairo_line_to (cr, x + 0.28 * p, y + 0.72 * p);
  cairo_stroke (cr);
}

/* The legend's sample: a tick over a cross, each in a small box of the
 * grid, in the colour the studio marks them. */
void
wp_render_pairs_mark_sample (cairo_t *cr, const WpPalette *palette, double x, double y, double s)
{
  double p = s / 2;

  wp_render_set_color (cr, &palette->ink);
  cairo_set_line_width (cr, MAX (0.5, p * 0.05));
  cairo_rectangle (cr, x + 0.5, y + 0.5, p, p);
  cairo_rectangle (cr, x + p - 0.5, y + p - 0.5, p, p);
  cairo_stroke (cr);
  wp_render_set_color (cr, &palette->solved_ink);
  draw_tick (cr, x, y, p);
  draw_cross (cr, x + p, y + p, p);
}

/* One block: group @row_group's items down, @col_group's across, its
 * marks (what the solutions agree on) when the overlay has them. */
static void
draw_block (cairo_t *cr, const Pairs *pairs, const WpRenderLayout *layout, guint row_group, guint col_group,
            double x, double y, double p)
{
  const guint8 *marks = layout->overlay ? layout->overlay->pair_marks : NULL;
  guint n = pairs->n_items, side = pairs->groups->len * n;

  wp_render_set_color (cr, &layout->palette->paper);
  cairo_rectangle (cr, x, y, n * p, n * p);
  cairo_fill (cr);
  wp_render_set_color (cr, &layout->palette->ink);
  cairo_set_line_width (cr, MAX (0.5, p * 0.03));
  for (guint i = 1; i < n; i++)
    {
      cairo_move_to (cr, x + i * p, y);
      cairo_line_to (cr, x + i * p, y + n * p);
      cairo_move_to (cr, x, y + i * p);
      cairo_line_to (cr, x + n * p, y + i * p);
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, MAX (1.0, p * 0.08));
  cairo_rectangle (cr, x, y, n * p, n * p);
  cairo_stroke (cr);
  if (marks == NULL)
    return;
  wp_render_set_color (cr, &layout->palette->solved_ink);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      {
        guint8 mark = marks[(row_group * n + i) * side + col_group * n + j];

        if (mark == WP_PAIR_TICK)
          draw_tick (cr, x + j * p, y + i * p, p);
        else if (mark == WP_PAIR_CROSS)
          draw_cross (cr, x + j * p, y + i * p, p);
      }
}

void
wp_render_pairs (cairo_t *cr, const WpPuzzle *puzzle, const WpRenderLayout *layout, double x, double y)
{
  g_auto (Pairs) pairs = { 0 };
  double p = layout->cell_size * PAIR_SCALE, ox = x + PAIR_MARGIN * p, oy = y + PAIR_MARGIN * p;
  guint g, n;

  if (!pairs_get (puzzle, &pairs))
    return;
  g = pairs.groups->len;
  n = pairs.n_items;
  cairo_save (cr);
  draw_labels (cr, &pairs, layout, ox, oy, p);
  for (guint a = 0; a + 1 < g; a++)
    for (guint b = 0; b < blocks_in_band (g, a); b++)
      draw_block (cr, &pairs, layout, left_group (g, a), top_group (b), ox + b * n * p, oy + a * n * p, p);
  cairo_restore (cr);
}
