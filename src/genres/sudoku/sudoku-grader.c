/* sudoku-grader.c — Sudoku's grader: pencil marks, steps, the technique
 * table and the rater (see sudoku-grader-private.h and docs/difficulty.md)
 */
#include "genres/sudoku/sudoku-grader-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- Levels and techniques ------------------------------------------------------ */

enum { EASY, MEDIUM, HARD, EXPERT, EXTREME, N_LEVELS };

static const WpGradeLevel levels[N_LEVELS] = {
  { "easy", N_("Easy"), N_("Singles, and the variant rules read directly") },
  { "medium", N_("Medium"), N_("Locked candidates and pairs") },
  { "hard", N_("Hard"), N_("Triples, quads, fish, wings and unique rectangles") },
  { "expert", N_("Expert"), N_("Colouring and chains") },
  { "extreme", N_("Extreme"), N_("Beyond these techniques: needs trial and error") },
};

/* The "direct" forms of locked candidates and hidden subsets count only
 * when they leave a hidden single, which they place (Sudoku Explainer). */
#define DIRECT 16
enum { POINTING = 0, CLAIMING = 1 };

/* Easiest first, by level and then by rating: after every step the search
 * starts again at the top.  The ratings follow Sudoku Explainer where it
 * has the technique; unlike Sudoku Explainer, every single comes before
 * any "direct" technique, so a puzzle that singles solve is graded easy. */
static const WpSgTechnique techniques[] = {
  { "anti-knight", N_("Anti-knight"), N_("needs the anti-knight rule"), 1.0, EASY, wp_sg_placed_rules, WP_SG_RULE_ANTI_KNIGHT },
  { "anti-king", N_("Anti-king"), N_("needs the anti-king rule"), 1.0, EASY, wp_sg_placed_rules, WP_SG_RULE_ANTI_KING },
  { "non-consecutive", N_("Non-consecutive"), N_("needs the non-consecutive rule"), 1.0, EASY, wp_sg_placed_rules, WP_SG_RULE_NON_CONSECUTIVE },
  { "full-house", N_("Full house"), N_("needs only full houses"), 1.0, EASY, wp_sg_full_house, 0 },
  { "hidden-single", N_("Hidden single"), N_("needs hidden singles"), 1.2, EASY, wp_sg_hidden_single, 0 },
  { "hidden-single", N_("Hidden single"), N_("needs hidden singles"), 1.5, EASY, wp_sg_hidden_single, 1 },
  { "pair-partners", N_("Dot and XV partners"), N_("needs partners across dots and XV marks"), 1.5, EASY, wp_sg_pair_support, 0 },
  { "thermometer", N_("Thermometer bounds"), N_("needs thermometer bounds"), 1.5, EASY, wp_sg_thermometer, 0 },
  { "arrow", N_("Arrow bounds"), N_("needs arrow bounds"), 1.8, EASY, wp_sg_arrow, 0 },
  { "cage-combinations", N_("Cage combinations"), N_("needs cage combinations"), 2.0, EASY, wp_sg_cage, 0 },
  { "naked-single", N_("Naked single"), N_("needs naked singles"), 2.3, EASY, wp_sg_naked_single, 0 },
  { "direct-pointing", N_("Direct pointing"), N_("needs direct pointing"), 1.7, MEDIUM, wp_sg_locked, POINTING | DIRECT },
  { "direct-claiming", N_("Direct claiming"), N_("needs direct claiming"), 1.9, MEDIUM, wp_sg_locked, CLAIMING | DIRECT },
  { "direct-hidden-pair", N_("Direct hidden pair"), N_("needs a direct hidden pair"), 2.0, MEDIUM, wp_sg_hidden_subset, 2 | DIRECT },
  { "pointing", N_("Pointing"), N_("needs pointing"), 2.6, MEDIUM, wp_sg_locked, POINTING },
  { "claiming", N_("Claiming"), N_("needs claiming"), 2.8, MEDIUM, wp_sg_locked, CLAIMING },
  { "naked-pair", N_("Naked pair"), N_("needs a naked pair"), 3.0, MEDIUM, wp_sg_naked_subset, 2 },
  { "hidden-pair", N_("Hidden pair"), N_("needs a hidden pair"), 3.4, MEDIUM, wp_sg_hidden_subset, 2 },
  { "direct-hidden-triple", N_("Direct hidden triple"), N_("needs a direct hidden triple"), 2.5, HARD, wp_sg_hidden_subset, 3 | DIRECT },
  { "x-wing", N_("X-wing"), N_("needs an X-wing"), 3.2, HARD, wp_sg_fish, 2 },
  { "naked-triple", N_("Naked triple"), N_("needs a naked triple"), 3.6, HARD, wp_sg_naked_subset, 3 },
  { "swordfish", N_("Swordfish"), N_("needs a swordfish"), 3.8, HARD, wp_sg_fish, 3 },
  { "hidden-triple", N_("Hidden triple"), N_("needs a hidden triple"), 4.0, HARD, wp_sg_hidden_subset, 3 },
  { "xy-wing", N_("XY-wing"), N_("needs an XY-wing"), 4.2, HARD, wp_sg_xy_wing, 0 },
  { "xyz-wing", N_("XYZ-wing"), N_("needs an XYZ-wing"), 4.4, HARD, wp_sg_xyz_wing, 0 },
  { "unique-rectangle", N_("Unique rectangle"), N_("needs a unique rectangle"), 4.5, HARD, wp_sg_unique_rectangle, 1 },
  { "unique-rectangle", N_("Unique rectangle"), N_("needs a unique rectangle"), 4.6, HARD, wp_sg_unique_rectangle, 2 },
  { "unique-rectangle", N_("Unique rectangle"), N_("needs a unique rectangle"), 4.6, HARD, wp_sg_unique_rectangle, 4 },
  { "naked-quad", N_("Naked quad"), N_("needs a naked quad"), 5.0, HARD, wp_sg_naked_subset, 4 },
  { "jellyfish", N_("Jellyfish"), N_("needs a jellyfish"), 5.2, HARD, wp_sg_fish, 4 },
  { "hidden-quad", N_("Hidden quad"), N_("needs a hidden quad"), 5.4, HARD, wp_sg_hidden_subset, 4 },
  { "bug-plus-one", N_("BUG+1"), N_("needs a BUG+1"), 5.6, HARD, wp_sg_bug, 0 },
  { "simple-colouring", N_("Simple colouring"), N_("needs simple colouring"), 6.5, EXPERT, wp_sg_colouring, 0 },
  { "x-chain", N_("X-chain"), N_("needs an X-chain"), 6.6, EXPERT, wp_sg_chain, WP_SG_X_CHAIN },
  { "xy-chain", N_("XY-chain"), N_("needs an XY-chain"), 6.6, EXPERT, wp_sg_chain, WP_SG_XY_CHAIN },
  { "aic", N_("Alternating inference chain"), N_("needs an alternating inference chain"), 7.0, EXPERT, wp_sg_chain, WP_SG_AIC },
};

/* What a stuck grade scores: beyond every technique here (not an
 * estimate of Sudoku Explainer's number). */
#define STUCK_SCORE 10.0

const WpSgTechnique *
wp_sudoku_grader_technique (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (techniques); i++)
    if (g_str_equal (techniques[i].id, id))
      return &techniques[i];
  return NULL;
}

/* --- Units and peers ------------------------------------------------------------ */

static void
add_unit (WpSudokuGrader *g, GArray *cells, WpSgUnitKind kind, guint index,
          const guint *members, guint n)
{
  WpSgUnit unit = { kind, index, n, cells->len, n == g->size };

  if (n < 2)
    return;
  g_array_append_vals (cells, members, n);
  g->units = g_renew (WpSgUnit, g->units, g->n_units + 1);
  g->units[g->n_units++] = unit;
}

void
wp_sg_diagonal_cells (guint size, gint direction, guint *cells)
{
  for (guint i = 0; i < size; i++)
    cells[i] = i * size + (direction == 0 ? i : size - 1 - i);
}

static void
add_classic_units (WpSudokuGrader *g, GArray *cells)
{
  guint size = g->size, classic = wp_sudoku_get_classic (g->puzzle);
  guint members[WP_SG_MAX_SIZE * WP_SG_MAX_SIZE];

  for (guint r = 0; r < size && (classic & WP_SUDOKU_CLASSIC_ROWS); r++)
    {
      for (guint c = 0; c < size; c++)
        members[c] = r * size + c;
      add_unit (g, cells, WP_SG_UNIT_ROW, r, members, size);
    }
  for (guint c = 0; c < size && (classic & WP_SUDOKU_CLASSIC_COLUMNS); c++)
    {
      for (guint r = 0; r < size; r++)
        members[r] = r * size + c;
      add_unit (g, cells, WP_SG_UNIT_COLUMN, c, members, size);
    }
  for (guint b = 0; b < size && (classic & WP_SUDOKU_CLASSIC_BOXES); b++)
    {
      guint n = 0;

      for (guint cell = 0; cell < g->n_cells; cell++)
        if (wp_sudoku_region_of (g->puzzle, cell) == b)
          members[n++] = cell;
      add_unit (g, cells, WP_SG_UNIT_BOX, b, members, n);
    }
}

static void
add_pair (WpSudokuGrader *g, const WpElement *element, guint index, WpPairRule rule)
{
  WpSgPair pair = { wp_element_cell (element, 0), wp_element_cell (element, 1), rule, element->value, index };

  if (element->cells->len == 2)
    g_array_append_val (g->pairs, pair);
}

/* Each element as a unit (all-different) or as a rule of its own. */
static void
add_elements (WpSudokuGrader *g, GArray *cells)
{
  for (guint i = 0; i < g->puzzle->elements->len; i++)
    {
      const WpElement *element = g_ptr_array_index (g->puzzle->elements, i);
      const WpElementKind *kind = element->kind;
      const guint *members = (const guint *) (gpointer) element->cells->data;

      if (kind == &wp_sudoku_diagonal)
        {
          guint diagonal[WP_SG_MAX_SIZE];

          wp_sg_diagonal_cells (g->size, element->value, diagonal);
          add_unit (g, cells, WP_SG_UNIT_ELEMENT, i, diagonal, g->size);
        }
      else if (kind == &wp_sudoku_extra_region)
        add_unit (g, cells, WP_SG_UNIT_ELEMENT, i, members, element->cells->len);
      else if (kind == &wp_sudoku_cage)
        {
          add_unit (g, cells, WP_SG_UNIT_ELEMENT, i, members, element->cells->len);
          if (element->value != WP_ELEMENT_NO_VALUE)
            g_array_append_val (g->cages, i);
        }
      else if (kind == &wp_sudoku_thermometer)
        g_array_append_val (g->thermos, i);
      else if (kind == &wp_sudoku_arrow)
        g_array_append_val (g->arrows, i);
      else if (kind == &wp_sudoku_difference_dot)
        add_pair (g, element, i, WP_PAIR_CONSECUTIVE);
      else if (kind == &wp_sudoku_ratio_dot)
        add_pair (g, element, i, WP_PAIR_DOUBLE);
      else if (kind == &wp_sudoku_xv)
        add_pair (g, element, i, WP_PAIR_SUM);
      else if (kind == &wp_sudoku_anti_knight)
        g->anti_knight = TRUE;
      else if (kind == &wp_sudoku_anti_king)
        g->anti_king = TRUE;
      else if (kind == &wp_sudoku_non_consecutive)
        g->non_consecutive = TRUE;
      /* Siteswap lines: no technique reasons about them. */
    }
}

static void
set_bit (guint64 *set, guint cell)
{
  set[cell / 64] |= G_GUINT64_CONSTANT (1) << (cell % 64);
}

static void
index_units (WpSudokuGrader *g)
{
  guint *count = g_new0 (guint, g->n_cells + 1);

  g->unit_sets = g_new0 (guint64, (gsize) g->n_units * g->words);
  for (guint u = 0; u < g->n_units; u++)
    for (guint i = 0; i < g->units[u].n; i++)
      {
        set_bit (g->unit_sets + u * g->words, wp_sg_unit_cells (g, u)[i]);
        count[wp_sg_unit_cells (g, u)[i]]++;
      }
  g->cell_units_first = g_new0 (guint, g->n_cells + 1);
  for (guint cell = 0; cell < g->n_cells; cell++)
    g->cell_units_first[cell + 1] = g->cell_units_first[cell] + count[cell];
  g->cell_units = g_new (guint, g->cell_units_first[g->n_cells]);
  memset (count, 0, sizeof (guint) * (g->n_cells + 1));
  for (guint u = 0; u < g->n_units; u++)
    for (guint i = 0; i < g->units[u].n; i++)
      {
        guint cell = wp_sg_unit_cells (g, u)[i];

        g->cell_units[g->cell_units_first[cell] + count[cell]++] = u;
      }
  g_free (count);
}

static const gint knight_steps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
static const gint king_steps[8][2] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 } };

static void
add_step_peers (WpSudokuGrader *g, guint cell, const gint (*steps)[2])
{
  gint r = (gint) (cell / g->size), c = (gint) (cell % g->size);

  for (guint s = 0; s < 8; s++)
    {
      gint r2 = r + steps[s][0], c2 = c + steps[s][1];

      if (r2 >= 0 && c2 >= 0 && r2 < (gint) g->size && c2 < (gint) g->size)
        set_bit (g->peers + cell * g->words, (guint) r2 * g->size + (guint) c2);
    }
}

/* Cells that see each other: a unit in common, or a knight's or king's
 * move under those rules. */
static void
index_peers (WpSudokuGrader *g)
{
  GArray *list = g_array_new (FALSE, FALSE, sizeof (guint));

  g->peers = g_new0 (guint64, (gsize) g->n_cells * g->words);
  g->peer_first = g_new0 (guint, g->n_cells + 1);
  for (guint cell = 0; cell < g->n_cells; cell++)
    {
      guint64 *set = g->peers + cell * g->words;

      for (guint k = g->cell_units_first[cell]; k < g->cell_units_first[cell + 1]; k++)
        for (guint w = 0; w < g->words; w++)
          set[w] |= g->unit_sets[g->cell_units[k] * g->words + w];
      if (g->anti_knight)
        add_step_peers (g, cell, knight_steps);
      if (g->anti_king)
        add_step_peers (g, cell, king_steps);
      set[cell / 64] &= ~(G_GUINT64_CONSTANT (1) << (cell % 64));
      for (guint other = 0; other < g->n_cells; other++)
        if (wp_sg_sees (g, cell, other))
          g_array_append_val (list, other);
      g->peer_first[cell + 1] = list->len;
    }
  g->peer_list = (guint *) (gpointer) g_array_free (list, FALSE);
}

/* --- State --------------------------------------------------------------------- */

static void
mark_changed (WpSudokuGrader *g, guint cell)
{
  g->changed[cell] = ++g->clock;
}

/* The digit goes in; the cells sharing a unit lose it (pencil marks kept
 * up to date, as a person does, not a step of its own). */
static void
put_digit (WpSudokuGrader *g, guint cell, gint digit)
{
  WpSgDigits bit = WP_SG_BIT (digit);

  g->values[cell] = digit;
  g->cands[cell] = bit;
  g->n_open--;
  mark_changed (g, cell);
  for (guint k = g->cell_units_first[cell]; k < g->cell_units_first[cell + 1]; k++)
    {
      guint unit = g->cell_units[k];

      for (guint i = 0; i < g->units[unit].n; i++)
        {
          guint other = wp_sg_unit_cells (g, unit)[i];

          if (g->values[other] == 0 && (g->cands[other] & bit))
            {
              g->cands[other] &= ~bit;
              mark_changed (g, other);
            }
        }
    }
}

WpSudokuGrader *
wp_sudoku_grader_new (const WpPuzzle *puzzle)
{
  WpSudokuGrader *g = g_new0 (WpSudokuGrader, 1);
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));
  guint nodes;

  g->puzzle = wp_puzzle_ref (puzzle);
  g->size = wp_sudoku_get_size (puzzle);
  g->n_cells = g->size * g->size;
  g->words = (g->n_cells + 63) / 64;
  g->all = (WpSgDigits) ((G_GUINT64_CONSTANT (1) << g->size) - 1);
  g->pairs = g_array_new (FALSE, FALSE, sizeof (WpSgPair));
  g->cages = g_array_new (FALSE, FALSE, sizeof (guint));
  g->thermos = g_array_new (FALSE, FALSE, sizeof (guint));
  g->arrows = g_array_new (FALSE, FALSE, sizeof (guint));
  add_classic_units (g, cells);
  add_elements (g, cells);
  g->unit_cells = (guint *) (gpointer) g_array_free (cells, FALSE);
  index_units (g);
  index_peers (g);
  g->rows_and_columns = (wp_sudoku_get_classic (puzzle) & (WP_SUDOKU_CLASSIC_ROWS | WP_SUDOKU_CLASSIC_COLUMNS)) ==
                        (WP_SUDOKU_CLASSIC_ROWS | WP_SUDOKU_CLASSIC_COLUMNS);
  /* A unique rectangle's two fillings swap digits in two rows, two
   * columns and two boxes; any element could tell them apart. */
  g->uniqueness = wp_sudoku_get_classic (puzzle) == WP_SUDOKU_CLASSIC_ALL && puzzle->elements->len == 0;

  g->cands = g_new (WpSgDigits, g->n_cells);
  g->values = g_new0 (gint, g->n_cells);
  g->changed = g_new (guint, g->n_cells);
  g->checked = g_new0 (guint, puzzle->elements->len + 1);
  g->clock = 1;
  for (guint cell = 0; cell < g->n_cells; cell++)
    {
      g->cands[cell] = g->all;
      g->changed[cell] = 1;
    }
  g->n_open = g->n_cells;
  for (guint cell = 0; cell < g->n_cells; cell++)
    if (puzzle->cells[cell] >= 1 && puzzle->cells[cell] <= (gint) g->size)
      put_digit (g, cell, puzzle->cells[cell]);

  nodes = g->n_cells * g->size;
  g->chain_seen = g_new0 (guint, 2 * nodes);
  g->chain_from = g_new (guint, 2 * nodes);
  g->chain_queue = g_new (guint, 2 * nodes);
  g->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_grade_step_free);
  return g;
}

void
wp_sudoku_grader_free (WpSudokuGrader *g)
{
  if (g == NULL)
    return;
  wp_puzzle_free ((WpPuzzle *) g->puzzle);
  g_free (g->cands);
  g_free (g->values);
  g_free (g->units);
  g_free (g->unit_cells);
  g_free (g->unit_sets);
  g_free (g->cell_units);
  g_free (g->cell_units_first);
  g_free (g->peers);
  g_free (g->peer_list);
  g_free (g->peer_first);
  g_array_unref (g->pairs);
  g_array_unref (g->cages);
  g_array_unref (g->thermos);
  g_array_unref (g->arrows);
  g_free (g->changed);
  g_free (g->checked);
  g_free (g->chain_seen);
  g_free (g->chain_from);
  g_free (g->chain_queue);
  g_clear_pointer (&g->step, wp_grade_step_free);
  g_ptr_array_unref (g->steps);
  g_free (g);
}

WpSgDigits
wp_sudoku_grader_get_candidates (const WpSudokuGrader *g, guint cell)
{
  g_return_val_if_fail (cell < g->n_cells, 0);
  return g->cands[cell];
}

void
wp_sudoku_grader_set_candidates (WpSudokuGrader *g, guint cell, WpSgDigits digits)
{
  g_return_if_fail (cell < g->n_cells && g->values[cell] == 0);
  g->cands[cell] = digits & g->all;
  mark_changed (g, cell);
}

WpSgDigits
wp_sg_unit_placed (const WpSudokuGrader *g, guint unit)
{
  WpSgDigits placed = 0;

  for (guint i = 0; i < g->units[unit].n; i++)
    {
      guint cell = wp_sg_unit_cells (g, unit)[i];

      if (g->values[cell])
        placed |= WP_SG_BIT (g->values[cell]);
    }
  return placed;
}

gboolean
wp_sg_element_dirty (WpSudokuGrader *g, guint element)
{
  const WpElement *e = g_ptr_array_index (g->puzzle->elements, element);
  gboolean dirty = FALSE;

  for (guint i = 0; i < e->cells->len && !dirty; i++)
    dirty = g->changed[wp_element_cell (e, i)] > g->checked[element];
  g->checked[element] = g->clock;
  return dirty;
}

/* --- Building steps ---------------------------------------------------------------- */

void
wp_sg_begin (WpSudokuGrader *g, const WpSgTechnique *t)
{
  g_clear_pointer (&g->step, wp_grade_step_free);
  g->building = t;
}

/* The step is made at its first change, so looking costs no allocation. */
static WpGradeStep *
current_step (WpSudokuGrader *g)
{
  if (g->step == NULL)
    g->step = wp_grade_step_new (g->building->id, NULL, g->building->rating);
  return g->step;
}

void
wp_sg_add_cell (WpSudokuGrader *g, guint cell)
{
  GArray *cells = current_step (g)->cells;

  for (guint i = 0; i < cells->len; i++)
    if (g_array_index (cells, guint, i) == cell)
      return;
  g_array_append_val (cells, cell);
}

gboolean
wp_sg_eliminate (WpSudokuGrader *g, guint cell, gint digit)
{
  WpCellValue removed = { cell, digit };

  if (g->values[cell] || !(g->cands[cell] & WP_SG_BIT (digit)))
    return FALSE;
  g->cands[cell] &= ~WP_SG_BIT (digit);
  mark_changed (g, cell);
  g_array_append_val (current_step (g)->eliminated, removed);
  return TRUE;
}

void
wp_sg_place (WpSudokuGrader *g, guint cell, gint digit)
{
  WpCellValue placed = { cell, digit };

  put_digit (g, cell, digit);
  g_array_append_val (current_step (g)->placed, placed);
}

void
wp_sg_finish (WpSudokuGrader *g, char *text, gdouble rating)
{
  WpGradeStep *step = current_step (g);

  step->text = text;
  step->rating = rating;
  g_ptr_array_add (g->steps, step);
  g->step = NULL;
}

void
wp_sg_cancel (WpSudokuGrader *g)
{
  g_clear_pointer (&g->step, wp_grade_step_free);
}

/* Takes back the eliminations of a step begun but not kept (a "direct"
 * technique that leaves no single). */
static void
undo_step (WpSudokuGrader *g)
{
  GArray *removed;

  if (g->step == NULL)
    return;
  removed = g->step->eliminated;
  for (guint i = 0; i < removed->len; i++)
    {
      WpCellValue *cv = &g_array_index (removed, WpCellValue, i);

      g->cands[cv->cell] |= WP_SG_BIT (cv->value);
    }
  wp_sg_cancel (g);
}

gboolean
wp_sg_place_created_single (WpSudokuGrader *g, guint *cell_out, gint *digit_out, guint *unit_out)
{
  GArray *removed = g->step ? g->step->eliminated : NULL;

  for (guint i = 0; removed && i < removed->len; i++)
    {
      WpCellValue cv = g_array_index (removed, WpCellValue, i);
      WpSgDigits bit = WP_SG_BIT (cv.value);

      for (guint k = g->cell_units_first[cv.cell]; k < g->cell_units_first[cv.cell + 1]; k++)
        {
          guint unit = g->cell_units[k], places = 0, place = 0;

          if (!g->units[unit].complete || (wp_sg_unit_placed (g, unit) & bit))
            continue;
          for (guint j = 0; j < g->units[unit].n; j++)
            if (g->cands[wp_sg_unit_cells (g, unit)[j]] & bit)
              places++, place = wp_sg_unit_cells (g, unit)[j];
          if (places == 1)
            {
              *cell_out = place;
              *digit_out = cv.value;
              *unit_out = unit;
              wp_sg_place (g, place, cv.value);
              return TRUE;
            }
        }
    }
  undo_step (g);
  return FALSE;
}

/* --- Words ------------------------------------------------------------------------- */

char *
wp_sg_cell_name (const WpSudokuGrader *g, guint cell)
{
  return wp_cell_name (cell / g->size, cell % g->size);
}

char *
wp_sg_unit_name (const WpSudokuGrader *g, guint unit)
{
  const WpSgUnit *u = &g->units[unit];

  switch (u->kind)
    {
    case WP_SG_UNIT_ROW:    return g_strdup_printf (_("row %u"), u->index + 1);
    case WP_SG_UNIT_COLUMN: return g_strdup_printf (_("column %u"), u->index + 1);
    case WP_SG_UNIT_BOX:
      return wp_sudoku_is_jigsaw (g->puzzle) ? g_strdup_printf (_("region %u"), u->index + 1)
                                             : g_strdup_printf (_("box %u"), u->index + 1);
    default:
      return wp_element_describe (g->puzzle, g_ptr_array_index (g->puzzle->elements, u->index));
    }
}

char *
wp_sg_cells_text (const WpSudokuGrader *g, const guint *cells, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = wp_sg_cell_name (g, cells[i]);

      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

char *
wp_sg_digits_text (WpSgDigits digits)
{
  GString *text = g_string_new (NULL);

  for (WpSgDigits left = digits; left; left &= left - 1)
    {
      if (text->len)
        g_string_append (text, ", ");
      g_string_append_c (text, wp_sudoku_value_char (wp_sg_first (left)));
    }
  return g_string_free (text, FALSE);
}

/* The cells @digit is removed from by the step, in reading order. */
static guint
removed_cells (GArray *removed, gint digit, guint *cells)
{
  guint n = 0;

  for (guint i = 0; i < removed->len; i++)
    if (g_array_index (removed, WpCellValue, i).value == digit)
      {
        guint cell = g_array_index (removed, WpCellValue, i).cell, j = n++;

        for (; j > 0 && cells[j - 1] > cell; j--)
          cells[j] = cells[j - 1];
        cells[j] = cell;
      }
  return n;
}

/* Digits upwards; digits taken from the same cells share one list:
 * "4, 6 from r5c9; 7 from r1c8, r2c8". */
char *
wp_sg_removals_text (const WpSudokuGrader *g)
{
  GArray *removed = g->step ? g->step->eliminated : NULL;
  GString *text = g_string_new (NULL);
  g_autofree guint *cells = g_new (guint, MAX (removed ? removed->len : 0, 1));
  g_autofree guint *other = g_new (guint, MAX (removed ? removed->len : 0, 1));
  WpSgDigits done = 0;

  for (gint digit = 1; removed && digit <= (gint) g->size; digit++)
    {
      guint n = removed_cells (removed, digit, cells);
      WpSgDigits same = WP_SG_BIT (digit);
      g_autofree char *digits = NULL;
      g_autofree char *names = NULL;

      if (n == 0 || (done & WP_SG_BIT (digit)))
        continue;
      for (gint more = digit + 1; more <= (gint) g->size; more++)
        if (removed_cells (removed, more, other) == n && memcmp (cells, other, n * sizeof (guint)) == 0)
          same |= WP_SG_BIT (more);
      done |= same;
      digits = wp_sg_digits_text (same);
      names = wp_sg_cells_text (g, cells, n);
      if (text->len)
        g_string_append (text, "; ");
      /* TRANSLATORS: digits taken out of some cells: "3 from r2c5, r2c8", "4, 6 from r5c9" */
      g_string_append_printf (text, _("%s from %s"), digits, names);
    }
  return g_string_free (text, FALSE);
}

char *
wp_sg_text_removes (const WpSudokuGrader *g, const char *what)
{
  g_autofree char *removals = wp_sg_removals_text (g);

  /* TRANSLATORS: a step's reason, then what it takes out:
   * "X-wing on 7 in rows 2 and 6, columns 3 and 8 — removes 7 from r4c3" */
  return g_strdup_printf (_("%s — removes %s"), what, removals);
}

/* --- The solve --------------------------------------------------------------------- */

static gboolean
broken (const WpSudokuGrader *g)
{
  for (guint cell = 0; cell < g->n_cells; cell++)
    if (g->cands[cell] == 0)
      return TRUE;
  return FALSE;
}

WpGradeStep *
wp_sudoku_grader_next (WpSudokuGrader *g)
{
  /* A puzzle with no solution (it cannot happen to a unique one) leaves
   * a cell without digits: nothing more is sound to say. */
  if (g->n_open == 0 || broken (g))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (techniques); i++)
    {
      wp_sg_begin (g, &techniques[i]);
      if (techniques[i].find (g, &techniques[i]))
        return g_ptr_array_index (g->steps, g->steps->len - 1);
      wp_sg_cancel (g);
    }
  return NULL;
}

WpGradeStep *
wp_sudoku_grader_apply (WpSudokuGrader *g, const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (techniques); i++)
    {
      if (!g_str_equal (techniques[i].id, id))
        continue;
      wp_sg_begin (g, &techniques[i]);
      if (techniques[i].find (g, &techniques[i]))
        return g_ptr_array_index (g->steps, g->steps->len - 1);
      wp_sg_cancel (g);
    }
  return NULL;
}

static const WpSgTechnique *
technique_of_step (const WpGradeStep *step)
{
  return wp_sudoku_grader_technique (step->technique);
}

/* The step that sets the grade: the most advanced family first, then
 * the highest number. */
static const WpGradeStep *
hardest_step (GPtrArray *steps, gdouble *score)
{
  const WpGradeStep *hardest = NULL;
  guint hardest_level = 0;

  *score = 0;
  for (guint i = 0; i < steps->len; i++)
    {
      const WpGradeStep *step = g_ptr_array_index (steps, i);
      guint level = technique_of_step (step)->level;

      *score = MAX (*score, step->rating);
      if (hardest == NULL || level > hardest_level || (level == hardest_level && step->rating > hardest->rating))
        hardest = step, hardest_level = level;
    }
  return hardest;
}

static WpGrade *
grade_from (WpSudokuGrader *g)
{
  WpGrade *grade = g_new0 (WpGrade, 1);
  const WpGradeStep *hardest = hardest_step (g->steps, &grade->score);
  const WpSgTechnique *t = hardest ? technique_of_step (hardest) : NULL;

  grade->scale = wp_sudoku_rater.scale;
  grade->complete = g->n_open == 0;
  grade->mean_guesses = -1;
  grade->hardest = t ? g_strdup (_(t->name)) : NULL;
  if (grade->complete)
    {
      grade->level_index = t ? t->level : EASY;
      /* TRANSLATORS: level (score): what it needs, "Hard (3.8): needs a swordfish" */
      grade->summary = t ? g_strdup_printf (_("%s (%.1f): %s"), _(levels[grade->level_index].label),
                                            grade->score, _(t->needs))
                         /* TRANSLATORS: a puzzle whose every cell is given */
                         : g_strdup_printf (_("%s: nothing to solve"), _(levels[EASY].label));
    }
  else
    {
      grade->level_index = EXTREME;
      grade->score = STUCK_SCORE;
      /* TRANSLATORS: "Extreme: the steps stop with 41 of 81 cells open; the rest needs trial and error" */
      grade->summary = g_strdup_printf (_("%s: the steps stop with %u of %u cells open; the rest needs trial and error"),
                                        _(levels[EXTREME].label), g->n_open, g->n_cells);
    }
  grade->level = &levels[grade->level_index];
  grade->steps = g_ptr_array_ref (g->steps);
  return grade;
}

WpGrade *
wp_sudoku_grade (const WpPuzzle *puzzle, WpSearch *search)
{
  WpSudokuGrader *g = wp_sudoku_grader_new (puzzle);
  WpGrade *grade;

  while (wp_sudoku_grader_next (g))
    if (search && wp_search_is_cancelled (search))
      {
        wp_sudoku_grader_free (g);
        return NULL;
      }
  grade = grade_from (g);
  wp_sudoku_grader_free (g);
  return grade;
}

/* The step solver finds the solution itself: the one the count proved is
 * not needed. */
static WpGrade *
grade_unique (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  return wp_sudoku_grade (puzzle, search);
}

const WpRaterHooks wp_sudoku_rater = {
  .scale = "sudoku-steps",
  .levels = levels,
  .n_levels = N_LEVELS,
  .grade = grade_unique,
};
