/* sudoku-grader-basic.c — singles, locked candidates, naked and hidden
 * subsets, fish, wings and unique rectangles
 *
 * Each function finds the first instance of its technique in a fixed
 * order (units in the grader's order, digits upwards), applies it and
 * records the step; FALSE when there is none.  None allocates while it
 * looks: a step is only made once something changes.
 */
#include "genres/sudoku/sudoku-grader-private.h"

#include <glib/gi18n-lib.h>

#define DIRECT 16
enum { POINTING = 0, CLAIMING = 1 };

static gboolean
is_line (const WpSudokuGrader *g, guint unit)
{
  return g->units[unit].kind == WP_SG_UNIT_ROW || g->units[unit].kind == WP_SG_UNIT_COLUMN;
}

/* --- Singles ------------------------------------------------------------------------ */

gboolean
wp_sg_full_house (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint u = 0; u < g->n_units; u++)
    {
      guint open = 0, cell = 0;
      gint digit;
      g_autofree char *name = NULL;
      g_autofree char *unit = NULL;

      if (!g->units[u].complete)
        continue;
      for (guint i = 0; i < g->units[u].n; i++)
        if (g->values[wp_sg_unit_cells (g, u)[i]] == 0)
          open++, cell = wp_sg_unit_cells (g, u)[i];
      if (open != 1 || wp_sg_count (g->all & ~wp_sg_unit_placed (g, u)) != 1)
        continue;
      digit = wp_sg_first (g->all & ~wp_sg_unit_placed (g, u));
      if (!(g->cands[cell] & WP_SG_BIT (digit)))
        continue;
      wp_sg_add_cell (g, cell);
      wp_sg_place (g, cell, digit);
      name = wp_sg_cell_name (g, cell);
      unit = wp_sg_unit_name (g, u);
      /* TRANSLATORS: "r4c5: full house 7, the last cell of row 4" */
      wp_sg_finish (g, g_strdup_printf (_("%s: full house %c, the last cell of %s"), name,
                                        wp_sudoku_value_char (digit), unit), t->rating);
      return TRUE;
    }
  return FALSE;
}

/* The digits with exactly one place among the open cells of @unit. */
static WpSgDigits
lone_digits (const WpSudokuGrader *g, guint unit)
{
  WpSgDigits once = 0, twice = 0;

  for (guint i = 0; i < g->units[unit].n; i++)
    {
      guint cell = wp_sg_unit_cells (g, unit)[i];

      if (g->values[cell])
        continue;
      twice |= once & g->cands[cell];
      once |= g->cands[cell];
    }
  return once & ~twice & ~wp_sg_unit_placed (g, unit);
}

/* arg 0: boxes and jigsaw regions (the easiest to scan); 1: every other
 * unit holding every digit. */
gboolean
wp_sg_hidden_single (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint u = 0; u < g->n_units; u++)
    {
      gboolean box = g->units[u].kind == WP_SG_UNIT_BOX;
      WpSgDigits lone;
      gint digit;
      guint cell = 0;
      g_autofree char *name = NULL;
      g_autofree char *unit = NULL;

      if (!g->units[u].complete || box != (t->arg == 0))
        continue;
      lone = lone_digits (g, u);
      if (lone == 0)
        continue;
      digit = wp_sg_first (lone);
      for (guint i = 0; i < g->units[u].n; i++)
        if (g->values[wp_sg_unit_cells (g, u)[i]] == 0 && (g->cands[wp_sg_unit_cells (g, u)[i]] & WP_SG_BIT (digit)))
          cell = wp_sg_unit_cells (g, u)[i];
      wp_sg_add_cell (g, cell);
      wp_sg_place (g, cell, digit);
      name = wp_sg_cell_name (g, cell);
      unit = wp_sg_unit_name (g, u);
      /* TRANSLATORS: "r4c5: hidden single 7 in box 5" */
      wp_sg_finish (g, g_strdup_printf (_("%s: hidden single %c in %s"), name,
                                        wp_sudoku_value_char (digit), unit), t->rating);
      return TRUE;
    }
  return FALSE;
}

gboolean
wp_sg_naked_single (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint cell = 0; cell < g->n_cells; cell++)
    if (g->values[cell] == 0 && wp_sg_count (g->cands[cell]) == 1)
      {
        gint digit = wp_sg_first (g->cands[cell]);
        g_autofree char *name = wp_sg_cell_name (g, cell);

        wp_sg_add_cell (g, cell);
        wp_sg_place (g, cell, digit);
        /* TRANSLATORS: "r4c5: naked single 7" (the only digit left in the cell) */
        wp_sg_finish (g, g_strdup_printf (_("%s: naked single %c"), name, wp_sudoku_value_char (digit)),
                      t->rating);
        return TRUE;
      }
  return FALSE;
}

/* A "direct" technique's text: its reason and removals, then the single
 * it leaves, which it places. */
static char *
direct_text (const WpSudokuGrader *g, const char *what, guint cell, gint digit, guint unit)
{
  g_autofree char *removals = wp_sg_removals_text (g);
  g_autofree char *name = wp_sg_cell_name (g, cell);
  g_autofree char *unit_name = wp_sg_unit_name (g, unit);

  /* TRANSLATORS: "Pointing: 3 in box 1 is on row 2 — removes 3 from r2c5, r2c8; so r2c1 is
   * the only place for 3 in row 2" */
  return g_strdup_printf (_("%s — removes %s; so %s is the only place for %c in %s"),
                          what, removals, name, wp_sudoku_value_char (digit), unit_name);
}

/* Records a step whose eliminations are made: a direct one only when they
 * leave a hidden single (else they are taken back and FALSE). */
static gboolean
finish_removal (WpSudokuGrader *g, const WpSgTechnique *t, gboolean direct, const char *what)
{
  guint cell, unit;
  gint digit;

  if (direct)
    {
      if (!wp_sg_place_created_single (g, &cell, &digit, &unit))
        return FALSE;
      wp_sg_finish (g, direct_text (g, what, cell, digit, unit), t->rating);
      return TRUE;
    }
  wp_sg_finish (g, wp_sg_text_removes (g, what), t->rating);
  return TRUE;
}

static gboolean
step_changed (const WpSudokuGrader *g)
{
  return g->step != NULL && (g->step->eliminated->len > 0 || g->step->placed->len > 0);
}

/* --- Locked candidates ------------------------------------------------------------- */

/* Removes @digit from the cells of @other outside @unit; records the step
 * when that changes anything. */
static gboolean
lock_into (WpSudokuGrader *g, const WpSgTechnique *t, guint unit, guint other, gint digit,
           const guint *places, guint n)
{
  gboolean pointing = (t->arg & ~DIRECT) == POINTING;
  g_autofree char *from = NULL;
  g_autofree char *into = NULL;
  g_autofree char *what = NULL;

  for (guint i = 0; i < g->units[other].n; i++)
    {
      guint cell = wp_sg_unit_cells (g, other)[i];

      if (!wp_sg_in_unit (g, unit, cell))
        wp_sg_eliminate (g, cell, digit);
    }
  if (!step_changed (g))
    return FALSE;
  for (guint i = 0; i < n; i++)
    wp_sg_add_cell (g, places[i]);
  from = wp_sg_unit_name (g, unit);
  into = wp_sg_unit_name (g, other);
  /* TRANSLATORS: "Pointing: 3 in box 1 is on row 2"; "Claiming: 3 in row 2 is in box 1" */
  what = pointing ? g_strdup_printf (_("%s: %c in %s is on %s"), _(t->name), wp_sudoku_value_char (digit), from, into)
                  : g_strdup_printf (_("%s: %c in %s is in %s"), _(t->name), wp_sudoku_value_char (digit), from, into);
  return finish_removal (g, t, (t->arg & DIRECT) != 0, what);
}

/* Pointing: a box's (or any non-line unit's) places for a digit all lie
 * in one other unit, which loses the digit elsewhere.  Claiming: the same
 * from a row or column. */
gboolean
wp_sg_locked (WpSudokuGrader *g, const WpSgTechnique *t)
{
  gboolean claiming = (t->arg & ~DIRECT) == CLAIMING;

  for (guint u = 0; u < g->n_units; u++)
    {
      WpSgDigits missing;

      if (!g->units[u].complete || is_line (g, u) != claiming)
        continue;
      missing = g->all & ~wp_sg_unit_placed (g, u);
      for (; missing; missing &= missing - 1)
        {
          gint digit = wp_sg_first (missing);
          guint places[WP_SG_MAX_SIZE], n = 0;

          for (guint i = 0; i < g->units[u].n; i++)
            if (g->values[wp_sg_unit_cells (g, u)[i]] == 0 &&
                (g->cands[wp_sg_unit_cells (g, u)[i]] & WP_SG_BIT (digit)))
              places[n++] = wp_sg_unit_cells (g, u)[i];
          if (n < 2)
            continue;
          for (guint k = g->cell_units_first[places[0]]; k < g->cell_units_first[places[0] + 1]; k++)
            {
              guint other = g->cell_units[k];
              gboolean inside = other != u;

              for (guint i = 1; i < n && inside; i++)
                inside = wp_sg_in_unit (g, other, places[i]);
              if (inside && lock_into (g, t, u, other, digit, places, n))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* --- Naked and hidden subsets ------------------------------------------------------- */

/* The next @k-subset of 0 … @n − 1 in @pick (lexicographic); FALSE after
 * the last. */
static gboolean
next_subset (guint *pick, guint k, guint n)
{
  gint i = (gint) k - 1;

  while (i >= 0 && pick[i] == n - k + (guint) i)
    i--;
  if (i < 0)
    return FALSE;
  pick[i]++;
  for (guint j = (guint) i + 1; j < k; j++)
    pick[j] = pick[j - 1] + 1;
  return TRUE;
}

static void
first_subset (guint *pick, guint k)
{
  for (guint i = 0; i < k; i++)
    pick[i] = i;
}

static gboolean
naked_in_unit (WpSudokuGrader *g, const WpSgTechnique *t, guint u)
{
  guint k = t->arg, members[WP_SG_MAX_SIZE], n = 0, pick[4];

  for (guint i = 0; i < g->units[u].n; i++)
    {
      guint cell = wp_sg_unit_cells (g, u)[i];

      if (g->values[cell] == 0 && wp_sg_count (g->cands[cell]) >= 2 && wp_sg_count (g->cands[cell]) <= k)
        members[n++] = cell;
    }
  if (n < k)
    return FALSE;
  first_subset (pick, k);
  do
    {
      WpSgDigits digits = 0;
      guint cells[4];
      g_autofree char *digits_text = NULL;
      g_autofree char *cells_text = NULL;
      g_autofree char *unit = NULL;
      g_autofree char *what = NULL;

      for (guint i = 0; i < k; i++)
        digits |= g->cands[cells[i] = members[pick[i]]];
      if (wp_sg_count (digits) != k)
        continue;
      for (guint i = 0; i < g->units[u].n; i++)
        {
          guint cell = wp_sg_unit_cells (g, u)[i];
          gboolean in_set = FALSE;

          for (guint j = 0; j < k; j++)
            in_set |= cells[j] == cell;
          for (WpSgDigits left = in_set ? 0 : digits & g->cands[cell]; left; left &= left - 1)
            wp_sg_eliminate (g, cell, wp_sg_first (left));
        }
      if (!step_changed (g))
        continue;
      for (guint i = 0; i < k; i++)
        wp_sg_add_cell (g, cells[i]);
      digits_text = wp_sg_digits_text (digits);
      cells_text = wp_sg_cells_text (g, cells, k);
      unit = wp_sg_unit_name (g, u);
      /* TRANSLATORS: "Naked pair: 3, 7 in r1c2, r1c5, within row 1" */
      what = g_strdup_printf (_("%s: %s in %s, within %s"), _(t->name), digits_text, cells_text, unit);
      return finish_removal (g, t, FALSE, what);
    }
  while (next_subset (pick, k, n));
  return FALSE;
}

/* @k open cells of a unit with only @k digits between them: the other
 * cells of the unit lose those digits. */
gboolean
wp_sg_naked_subset (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint u = 0; u < g->n_units; u++)
    if (naked_in_unit (g, t, u))
      return TRUE;
  return FALSE;
}

static gboolean
hidden_in_unit (WpSudokuGrader *g, const WpSgTechnique *t, guint u)
{
  guint k = t->arg & ~DIRECT, n = 0, pick[4];
  gint digits[WP_SG_MAX_SIZE];
  guint64 where[WP_SG_MAX_SIZE];   /* bit i: the unit's i-th cell */

  for (WpSgDigits missing = g->all & ~wp_sg_unit_placed (g, u); missing; missing &= missing - 1)
    {
      gint digit = wp_sg_first (missing);
      guint64 mask = 0;

      for (guint i = 0; i < g->units[u].n; i++)
        if (g->values[wp_sg_unit_cells (g, u)[i]] == 0 && (g->cands[wp_sg_unit_cells (g, u)[i]] & WP_SG_BIT (digit)))
          mask |= G_GUINT64_CONSTANT (1) << i;
      if (__builtin_popcountll (mask) >= 2 && (guint) __builtin_popcountll (mask) <= k)
        digits[n] = digit, where[n++] = mask;
    }
  if (n < k)
    return FALSE;
  first_subset (pick, k);
  do
    {
      guint64 cells_mask = 0;
      WpSgDigits set = 0;
      guint cells[4], m = 0;
      g_autofree char *digits_text = NULL;
      g_autofree char *cells_text = NULL;
      g_autofree char *unit = NULL;
      g_autofree char *what = NULL;

      for (guint i = 0; i < k; i++)
        cells_mask |= where[pick[i]], set |= WP_SG_BIT (digits[pick[i]]);
      if ((guint) __builtin_popcountll (cells_mask) != k)
        continue;
      for (guint i = 0; i < g->units[u].n; i++)
        if (cells_mask & (G_GUINT64_CONSTANT (1) << i))
          {
            guint cell = wp_sg_unit_cells (g, u)[i];

            cells[m++] = cell;
            for (WpSgDigits left = g->cands[cell] & ~set; left; left &= left - 1)
              wp_sg_eliminate (g, cell, wp_sg_first (left));
          }
      if (!step_changed (g))
        continue;
      for (guint i = 0; i < k; i++)
        wp_sg_add_cell (g, cells[i]);
      digits_text = wp_sg_digits_text (set);
      cells_text = wp_sg_cells_text (g, cells, k);
      unit = wp_sg_unit_name (g, u);
      /* TRANSLATORS: "Hidden pair: 3, 7 only in r1c2, r1c5, within row 1" */
      what = g_strdup_printf (_("%s: %s only in %s, within %s"), _(t->name), digits_text, cells_text, unit);
      if (finish_removal (g, t, (t->arg & DIRECT) != 0, what))
        return TRUE;
    }
  while (next_subset (pick, k, n));
  return FALSE;
}

/* @k digits with only @k places in a unit between them: those cells lose
 * every other digit. */
gboolean
wp_sg_hidden_subset (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint u = 0; u < g->n_units; u++)
    if (g->units[u].complete && hidden_in_unit (g, t, u))
      return TRUE;
  return FALSE;
}

/* --- Fish ------------------------------------------------------------------------------ */

/* The columns (@by_column FALSE) or rows where @digit may go in line
 * @line, as a bitset; 0 when the digit is placed in it. */
static guint32
line_places (const WpSudokuGrader *g, gboolean by_column, guint line, gint digit)
{
  guint32 places = 0;

  for (guint i = 0; i < g->size; i++)
    {
      guint cell = by_column ? i * g->size + line : line * g->size + i;

      if (g->values[cell] == digit)
        return 0;
      if (g->values[cell] == 0 && (g->cands[cell] & WP_SG_BIT (digit)))
        places |= 1u << i;
    }
  return places;
}

static char *
numbers_text (guint32 set)
{
  GString *text = g_string_new (NULL);

  for (; set; set &= set - 1)
    {
      if (text->len)
        g_string_append (text, ", ");
      g_string_append_printf (text, "%d", __builtin_ctz (set) + 1);
    }
  return g_string_free (text, FALSE);
}

static gboolean
fish_on (WpSudokuGrader *g, const WpSgTechnique *t, gboolean by_column, gint digit)
{
  guint k = t->arg, lines[WP_SG_MAX_SIZE], n = 0, pick[4];
  guint32 places[WP_SG_MAX_SIZE];

  for (guint line = 0; line < g->size; line++)
    {
      guint32 p = line_places (g, by_column, line, digit);

      if (wp_sg_count (p) >= 2 && wp_sg_count (p) <= k)
        lines[n] = line, places[n++] = p;
    }
  if (n < k)
    return FALSE;
  first_subset (pick, k);
  do
    {
      guint32 cover = 0, base = 0;
      g_autofree char *base_text = NULL;
      g_autofree char *cover_text = NULL;
      g_autofree char *what = NULL;

      for (guint i = 0; i < k; i++)
        cover |= places[pick[i]], base |= 1u << lines[pick[i]];
      if (wp_sg_count (cover) != k)
        continue;
      for (guint32 left = cover; left; left &= left - 1)
        for (guint line = 0; line < g->size; line++)
          if (!(base & (1u << line)))
            {
              guint across = (guint) __builtin_ctz (left);

              wp_sg_eliminate (g, by_column ? across * g->size + line : line * g->size + across, digit);
            }
      if (!step_changed (g))
        continue;
      for (guint i = 0; i < k; i++)
        for (guint32 left = places[pick[i]]; left; left &= left - 1)
          {
            guint across = (guint) __builtin_ctz (left);

            wp_sg_add_cell (g, by_column ? across * g->size + lines[pick[i]] : lines[pick[i]] * g->size + across);
          }
      base_text = numbers_text (base);
      cover_text = numbers_text (cover);
      /* TRANSLATORS: "X-wing on 7 in rows 2, 6 and columns 3, 8" */
      what = by_column ? g_strdup_printf (_("%s on %c in columns %s and rows %s"), _(t->name),
                                          wp_sudoku_value_char (digit), base_text, cover_text)
                       : g_strdup_printf (_("%s on %c in rows %s and columns %s"), _(t->name),
                                          wp_sudoku_value_char (digit), base_text, cover_text);
      return finish_removal (g, t, FALSE, what);
    }
  while (next_subset (pick, k, n));
  return FALSE;
}

/* X-wing, swordfish, jellyfish: a digit's places in @k rows lie in @k
 * columns, which lose it in every other row (and the same with rows and
 * columns swapped). */
gboolean
wp_sg_fish (WpSudokuGrader *g, const WpSgTechnique *t)
{
  if (!g->rows_and_columns)
    return FALSE;
  for (gint digit = 1; digit <= (gint) g->size; digit++)
    if (fish_on (g, t, FALSE, digit) || fish_on (g, t, TRUE, digit))
      return TRUE;
  return FALSE;
}

/* --- Wings ----------------------------------------------------------------------------- */

/* Removes @digit from every open cell that sees all of @cells (none of
 * them); TRUE when that changed anything. */
static gboolean
remove_seen_by (WpSudokuGrader *g, const guint *cells, guint n, gint digit)
{
  guint first = cells[0];

  for (guint k = g->peer_first[first]; k < g->peer_first[first + 1]; k++)
    {
      guint cell = g->peer_list[k];
      gboolean all = TRUE;

      for (guint i = 1; i < n && all; i++)
        all = cell != cells[i] && wp_sg_sees (g, cell, cells[i]);
      if (all)
        wp_sg_eliminate (g, cell, digit);
    }
  return step_changed (g);
}

static char *
cell_with_digits (const WpSudokuGrader *g, guint cell)
{
  g_autofree char *name = wp_sg_cell_name (g, cell);
  g_autofree char *digits = wp_sg_digits_text (g->cands[cell]);

  return g_strdup_printf ("%s (%s)", name, digits);
}

static gboolean
finish_wing (WpSudokuGrader *g, const WpSgTechnique *t, guint pivot, guint a, guint b)
{
  g_autofree char *p = cell_with_digits (g, pivot);
  g_autofree char *x = cell_with_digits (g, a);
  g_autofree char *y = cell_with_digits (g, b);
  g_autofree char *what = NULL;

  wp_sg_add_cell (g, pivot);
  wp_sg_add_cell (g, a);
  wp_sg_add_cell (g, b);
  /* TRANSLATORS: "XY-wing: pivot r1c1 (3, 7), pincers r1c5 (3, 9) and r4c1 (7, 9)" */
  what = g_strdup_printf (_("%s: pivot %s, pincers %s and %s"), _(t->name), p, x, y);
  return finish_removal (g, t, FALSE, what);
}

/* A pivot {x, y} sees pincers {x, z} and {y, z}: whichever the pivot
 * holds, one pincer is z, so cells seeing both pincers lose z. */
gboolean
wp_sg_xy_wing (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint pivot = 0; pivot < g->n_cells; pivot++)
    {
      WpSgDigits xy = g->cands[pivot];

      if (g->values[pivot] || wp_sg_count (xy) != 2)
        continue;
      for (guint i = g->peer_first[pivot]; i < g->peer_first[pivot + 1]; i++)
        {
          guint a = g->peer_list[i];
          WpSgDigits xz = g->cands[a], z = xz & ~xy;

          if (g->values[a] || wp_sg_count (xz) != 2 || wp_sg_count (xz & xy) != 1 || wp_sg_count (z) != 1)
            continue;
          for (guint j = g->peer_first[pivot]; j < g->peer_first[pivot + 1]; j++)
            {
              guint b = g->peer_list[j];
              guint pincers[2] = { a, b };

              if (b == a || g->values[b] || g->cands[b] != ((xy & ~xz) | z))
                continue;
              if (remove_seen_by (g, pincers, 2, wp_sg_first (z)))
                return finish_wing (g, t, pivot, a, b);
            }
        }
    }
  return FALSE;
}

/* A pivot {x, y, z} sees pincers {x, z} and {y, z}: one of the three is
 * z, so cells seeing all three lose z. */
gboolean
wp_sg_xyz_wing (WpSudokuGrader *g, const WpSgTechnique *t)
{
  for (guint pivot = 0; pivot < g->n_cells; pivot++)
    {
      WpSgDigits xyz = g->cands[pivot];

      if (g->values[pivot] || wp_sg_count (xyz) != 3)
        continue;
      for (guint i = g->peer_first[pivot]; i < g->peer_first[pivot + 1]; i++)
        {
          guint a = g->peer_list[i];

          if (g->values[a] || wp_sg_count (g->cands[a]) != 2 || (g->cands[a] & ~xyz))
            continue;
          for (guint j = g->peer_first[pivot]; j < g->peer_first[pivot + 1]; j++)
            {
              guint b = g->peer_list[j];
              WpSgDigits z = g->cands[a] & g->cands[b];
              guint three[3] = { pivot, a, b };

              if (b == a || g->values[b] || wp_sg_count (g->cands[b]) != 2 || (g->cands[b] & ~xyz) ||
                  wp_sg_count (z) != 1)
                continue;
              if (remove_seen_by (g, three, 3, wp_sg_first (z)))
                return finish_wing (g, t, pivot, a, b);
            }
        }
    }
  return FALSE;
}

/* --- Unique rectangles ------------------------------------------------------------------- */

static guint
box_of (const WpSudokuGrader *g, guint cell)
{
  return wp_sudoku_region_of (g->puzzle, cell);
}

/* Four open cells in two rows, two columns and two boxes. */
static gboolean
rectangle_fits (const WpSudokuGrader *g, const guint *corner)
{
  guint boxes[4], n = 0;

  for (guint i = 0; i < 4; i++)
    {
      gboolean seen = FALSE;

      if (g->values[corner[i]])
        return FALSE;
      for (guint j = 0; j < n; j++)
        seen |= boxes[j] == box_of (g, corner[i]);
      if (!seen)
        boxes[n++] = box_of (g, corner[i]);
    }
  return n == 2;
}

static char *
rectangle_text (const WpSudokuGrader *g, const WpSgTechnique *t, const guint *corner, WpSgDigits pair)
{
  guint sorted[4] = { corner[0], corner[1], corner[2], corner[3] };
  g_autofree char *digits = wp_sg_digits_text (pair);
  g_autofree char *cells = NULL;

  for (guint i = 1; i < 4; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint swap = sorted[j];

        sorted[j] = sorted[j - 1];
        sorted[j - 1] = swap;
      }
  cells = wp_sg_cells_text (g, sorted, 4);

  /* TRANSLATORS: "Unique rectangle type 1 on 3, 7 in r1c1, r1c5, r4c1, r4c5" */
  return g_strdup_printf (_("%s type %u on %s in %s"), _(t->name), t->arg, digits, cells);
}

/* Type 4: when one digit of the pair has no place in a unit of the roof
 * but the roof, the roof holds it, so neither roof cell may hold the
 * other digit too. */
static void
roof_locked (WpSudokuGrader *g, guint c, guint d, WpSgDigits pair)
{
  for (guint k = g->cell_units_first[c]; k < g->cell_units_first[c + 1]; k++)
    {
      guint unit = g->cell_units[k];

      if (!g->units[unit].complete || !wp_sg_in_unit (g, unit, d))
        continue;
      for (WpSgDigits left = pair; left; left &= left - 1)
        {
          WpSgDigits bit = left & -left;
          gboolean only_roof = TRUE;

          for (guint i = 0; i < g->units[unit].n && only_roof; i++)
            {
              guint cell = wp_sg_unit_cells (g, unit)[i];

              only_roof = cell == c || cell == d || g->values[cell] || !(g->cands[cell] & bit);
            }
          if (only_roof)
            {
              wp_sg_eliminate (g, c, wp_sg_first (pair & ~bit));
              wp_sg_eliminate (g, d, wp_sg_first (pair & ~bit));
              return;
            }
        }
    }
}

/* The floor (@a, @b: the same two digits) and the roof (@c, @d).  Type 1:
 * one roof cell is the pair too, so the other must hold something else
 * and loses the pair.  Type 2: both roof cells add the same one digit,
 * which one of them must hold.  Type 4: see roof_locked(). */
static gboolean
try_rectangle (WpSudokuGrader *g, const WpSgTechnique *t, guint a, guint b, guint c, guint d)
{
  guint corner[4] = { a, b, c, d };
  WpSgDigits pair = g->cands[a];
  g_autofree char *what = NULL;

  if (!rectangle_fits (g, corner) || (g->cands[c] & pair) != pair || (g->cands[d] & pair) != pair)
    return FALSE;
  if (t->arg == 1)
    {
      guint roof = g->cands[c] == pair ? d : c;

      if (g->cands[c] != pair && g->cands[d] != pair)
        return FALSE;
      for (WpSgDigits left = pair; left; left &= left - 1)
        wp_sg_eliminate (g, roof, wp_sg_first (left));
    }
  else if (t->arg == 2)
    {
      WpSgDigits extra = g->cands[c] & ~pair;
      guint roof[2] = { c, d };

      if (wp_sg_count (extra) != 1 || g->cands[d] != g->cands[c])
        return FALSE;
      remove_seen_by (g, roof, 2, wp_sg_first (extra));
    }
  else if (g->cands[c] != pair && g->cands[d] != pair)
    roof_locked (g, c, d, pair);
  if (!step_changed (g))
    return FALSE;
  for (guint i = 0; i < 4; i++)
    wp_sg_add_cell (g, corner[i]);
  what = rectangle_text (g, t, corner, pair);
  return finish_removal (g, t, FALSE, what);
}

/* Only because the puzzle is known to have one solution: four cells
 * holding just two digits in two rows, columns and boxes could swap them. */
gboolean
wp_sg_unique_rectangle (WpSudokuGrader *g, const WpSgTechnique *t)
{
  guint n = g->size;

  if (!g->uniqueness)
    return FALSE;
  for (guint a = 0; a < g->n_cells; a++)
    {
      if (g->values[a] || wp_sg_count (g->cands[a]) != 2)
        continue;
      /* The floor along a row, then along a column. */
      for (guint c2 = a % n + 1; c2 < n; c2++)
        {
          guint b = a - a % n + c2;

          if (g->cands[b] != g->cands[a] || g->values[b])
            continue;
          for (guint r = 0; r < n; r++)
            if (r != a / n && try_rectangle (g, t, a, b, r * n + a % n, r * n + c2))
              return TRUE;
        }
      for (guint r2 = a / n + 1; r2 < n; r2++)
        {
          guint b = r2 * n + a % n;

          if (g->cands[b] != g->cands[a] || g->values[b])
            continue;
          for (guint c = 0; c < n; c++)
            if (c != a % n && try_rectangle (g, t, a, b, a - a % n + c, r2 * n + c))
              return TRUE;
        }
    }
  return FALSE;
}

/* --- BUG+1 ------------------------------------------------------------------------------ */

/* Whether every digit has 0 or 2 places in every unit, @cell's digit
 * @digit left out: the "bivalue universal grave", which has two
 * solutions. */
static gboolean
grave_without (const WpSudokuGrader *g, guint cell, gint digit)
{
  for (guint u = 0; u < g->n_units; u++)
    {
      WpSgDigits once = 0, twice = 0, more = 0;

      for (guint i = 0; i < g->units[u].n; i++)
        {
          guint c = wp_sg_unit_cells (g, u)[i];
          WpSgDigits d = g->values[c] ? 0 : c == cell ? g->cands[c] & ~WP_SG_BIT (digit) : g->cands[c];

          more |= twice & d;
          twice |= once & d;
          once |= d;
        }
      if (more || (once & ~twice))
        return FALSE;
    }
  return TRUE;
}

/* Every open cell has two digits but one, which has three: unless it
 * holds the digit that would leave a grave, the puzzle would have two
 * solutions. */
gboolean
wp_sg_bug (WpSudokuGrader *g, const WpSgTechnique *t)
{
  guint three = G_MAXUINT;
  g_autofree char *name = NULL;

  if (!g->uniqueness)
    return FALSE;
  for (guint cell = 0; cell < g->n_cells; cell++)
    {
      guint n = g->values[cell] ? 0 : wp_sg_count (g->cands[cell]);

      if (n == 3 && three == G_MAXUINT)
        three = cell;
      else if (n != 0 && n != 2)
        return FALSE;
    }
  if (three == G_MAXUINT)
    return FALSE;
  for (WpSgDigits left = g->cands[three]; left; left &= left - 1)
    if (grave_without (g, three, wp_sg_first (left)))
      {
        gint digit = wp_sg_first (left);

        wp_sg_add_cell (g, three);
        wp_sg_place (g, three, digit);
        name = wp_sg_cell_name (g, three);
        /* TRANSLATORS: "BUG+1: every open cell but r4c5 has two digits; r4c5 is 7, else the
         * puzzle would have two solutions" */
        wp_sg_finish (g, g_strdup_printf (_("%s: every open cell but %s has two digits; %s is %c, else the puzzle would have two solutions"),
                                          _(t->name), name, name, wp_sudoku_value_char (digit)),
                      t->rating);
        return TRUE;
      }
  return FALSE;
}
