/* scramble-grade.c — the genre's grader (wp-grade.h): how a person lays
 * the pieces, at every size from 2 × 2 to 5 × 5
 *
 * The generic grader guesses through the engine's analysis model, which
 * a 5 × 5 puzzle does not fit (100 values, a 64-bit domain), so 5 × 5
 * designs got no grade.  This grader works on the pieces themselves, as a
 * person does at the table:
 *
 *  - the opening: the givens, or with none the first piece.  Turning the
 *    whole grid is not another solution, so on an odd grid the centre
 *    piece may lie unturned, and on an even grid piece 1 may lie in the
 *    top-left quarter; which piece (or where, and how turned) is a guess;
 *  - forced steps, for as long as any is left: a cell beside laid pieces
 *    where only one unused piece and turn fits ("only piece 7 has a 2−
 *    edge"), or an unused piece that fits only one place;
 *  - when forced steps run out, a guess at the open cell with the fewest
 *    pieces that fit: each is tried in turn, a try that runs into a dead
 *    end (a cell no piece fits, a piece that fits nowhere) is a step of
 *    its own, and the search goes on from the try that does not.
 *
 * Every forced step is a true deduction from what is laid; a guess is
 * marked as one.  The path ends in an arrangement meeting every rule, and
 * since the puzzle is unique (wp_grade_puzzle() counted it) that is the
 * solution, up to turning the whole grid.  The level is how many times
 * forced steps ran out on the way (the opening aside).
 */
#include "genres/scramble/scramble-private.h"
#include "core/wp-engine.h"
#include "core/wp-grade.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define MAX_CELLS (WP_SCRAMBLE_MAX_SIZE * WP_SCRAMBLE_MAX_SIZE)

enum { BY_FORCED, BY_ONE_GUESS, BY_GUESSES, BY_MOSTLY_GUESSES };

static const WpGradeLevel levels[] = {
  { "forced", N_("Forced"),
    N_("After the opening piece every piece is forced: each step is the only piece and turn that fits a place, or the only place a piece fits") },
  { "one-guess", N_("One guess"),
    N_("Forced steps run out once: one guess (a branch) is needed, then every piece is forced") },
  { "guesses", N_("Several guesses"),
    N_("Forced steps run out more than once, yet they lay at least half of the pieces after the opening") },
  { "mostly-guesses", N_("Mostly guesses"),
    N_("Forced steps lay fewer than half of the pieces after the opening: most are guessed") },
};

typedef struct {
  gint   values[MAX_CELLS];   /* piece × 4 + rotation, or WP_CELL_EMPTY */
  guint8 used[MAX_CELLS];
  guint  n_laid;
} Board;

typedef struct {
  const WpPuzzle *puzzle;
  guint           n, cells;
  gint            shown[MAX_CELLS][4][4];   /* piece, rotation, side */
  guint           period[MAX_CELLS];
  WpSearch       *search;
  guint           guesses;    /* on the path that solved it */
  gboolean        cancelled;
} Grader;

static char *
cell_name (const Grader *g, guint cell)
{
  return wp_cell_name (cell / g->n, cell % g->n);
}

/* "piece 7 turned 90°", "piece 7" */
static char *
placement_name (guint piece, guint rotation)
{
  if (rotation == 0)
    /* Translators: a Scramble Squares piece laid as it is drawn */
    return g_strdup_printf (_("piece %u"), piece + 1);
  /* Translators: a Scramble Squares piece turned clockwise by 90°, 180° or 270° */
  return g_strdup_printf (_("piece %u turned %u°"), piece + 1, 90 * rotation);
}

static guint
neighbour (const Grader *g, guint cell, guint side, gboolean *inside)
{
  guint r = cell / g->n, c = cell % g->n;

  *inside = (side == 0 && r > 0) || (side == 1 && c + 1 < g->n) || (side == 2 && r + 1 < g->n)
            || (side == 3 && c > 0);
  switch (side)
    {
    case 0: return cell - g->n;
    case 1: return cell + 1;
    case 2: return cell + g->n;
    default: return cell - 1;
    }
}

/* The edge the laid piece beside @cell shows toward it on @side, or 0. */
static gint
facing_edge (const Grader *g, const Board *b, guint cell, guint side)
{
  gboolean inside;
  guint other = neighbour (g, cell, side, &inside);
  gint v;

  if (!inside || (v = b->values[other]) == WP_CELL_EMPTY)
    return 0;
  return g->shown[v / 4][v % 4][(side + 2) % 4];
}

static void
facing_edges (const Grader *g, const Board *b, guint cell, gint facing[4])
{
  for (guint side = 0; side < 4; side++)
    facing[side] = facing_edge (g, b, cell, side);
}

static gboolean
fits_facing (const Grader *g, const gint facing[4], guint piece, guint rotation)
{
  const gint *shown = g->shown[piece][rotation];

  return (facing[0] == 0 || shown[0] == -facing[0]) && (facing[1] == 0 || shown[1] == -facing[1])
         && (facing[2] == 0 || shown[2] == -facing[2]) && (facing[3] == 0 || shown[3] == -facing[3]);
}

/* The unused pieces and turns that fit @cell, up to @max into @out
 * (piece × 4 + rotation); how many there are, counted up to @limit. */
static guint
candidates (const Grader *g, const Board *b, guint cell, gint *out, guint max, guint limit)
{
  guint n = 0;
  gint facing[4];

  facing_edges (g, b, cell, facing);
  for (guint p = 0; p < g->cells; p++)
    if (!b->used[p])
      for (guint r = 0; r < g->period[p]; r++)
        if (fits_facing (g, facing, p, r))
          {
            if (n < max)
              out[n] = (gint) (p * 4 + r);
            if (++n == limit)
              return n;
          }
  return n;
}

static gboolean
has_laid_neighbour (const Grader *g, const Board *b, guint cell)
{
  for (guint side = 0; side < 4; side++)
    if (facing_edge (g, b, cell, side) != 0)
      return TRUE;
  return FALSE;
}

static void
lay (Board *b, guint cell, gint value)
{
  b->values[cell] = value;
  b->used[value / 4] = 1;
  b->n_laid++;
}

static WpGradeStep *
new_step (const char *technique, char *text, gdouble rating, guint cell, gint value, gboolean placed)
{
  WpGradeStep *step = wp_grade_step_new (technique, text, rating);
  WpCellValue cv = { cell, value };

  g_array_append_val (step->cells, cell);
  g_array_append_val (placed ? step->placed : step->eliminated, cv);
  return step;
}

/* "r2c2's 3+ edge and r1c3's 1− edge": the laid edges @cell must meet. */
static char *
facing_text (const Grader *g, const Board *b, guint cell, guint *n_facing, gint *last_facing)
{
  GString *text = g_string_new (NULL);

  *n_facing = 0;
  for (guint side = 0; side < 4; side++)
    {
      gint facing = facing_edge (g, b, cell, side);
      gboolean inside;
      g_autofree char *where = NULL, *edge = NULL;

      if (facing == 0)
        continue;
      where = cell_name (g, neighbour (g, cell, side, &inside));
      edge = wp_scramble_edge_name (facing);
      if (*n_facing > 0)
        /* Translators: joins the edges a place must meet */
        g_string_append (text, _(" and "));
      /* Translators: "r2c2's 3+ edge" */
      g_string_append_printf (text, _("%s's %s edge"), where, edge);
      *last_facing = facing;
      (*n_facing)++;
    }
  return g_string_free (text, FALSE);
}

/* Whether @piece is the only unused piece showing @edge at all. */
static gboolean
only_piece_with (const Grader *g, const Board *b, guint piece, gint edge)
{
  for (guint p = 0; p < g->cells; p++)
    if (!b->used[p])
      for (guint side = 0; side < 4; side++)
        if (wp_scramble_get_edge (g->puzzle, p, side) == edge && p != piece)
          return FALSE;
  return TRUE;
}

static WpGradeStep *
cell_step (const Grader *g, const Board *b, guint cell, gint value)
{
  guint piece = (guint) value / 4, n_facing;
  gint last = 0;
  g_autofree char *where = cell_name (g, cell);
  g_autofree char *what = placement_name (piece, (guint) value % 4);
  g_autofree char *facing = facing_text (g, b, cell, &n_facing, &last);

  if (n_facing == 1 && only_piece_with (g, b, piece, -last))
    {
      g_autofree char *edge = wp_scramble_edge_name (-last);

      /* Translators: "At r2c3, piece 7 turned 90°: only piece 7 has the edge 2− to meet r2c2's 2+ edge" */
      return new_step ("only-edge", g_strdup_printf (_("At %s, %s: only piece %u has the edge %s to meet %s"),
                                                     where, what, piece + 1, edge, facing),
                       1.0, cell, value, TRUE);
    }
  /* Translators: "At r2c3, piece 7 turned 90°: the only piece and turn that fits beside r2c2's 3+ edge" */
  return new_step ("only-fit", g_strdup_printf (_("At %s, %s: the only piece and turn that fits beside %s"),
                                                where, what, facing),
                   1.5, cell, value, TRUE);
}

/* The places (cell × 4 + rotation) where unused @piece fits, up to 2. */
static guint
places (const Grader *g, const Board *b, guint piece, guint *out)
{
  guint n = 0;

  for (guint cell = 0; cell < g->cells && n < 2; cell++)
    if (b->values[cell] == WP_CELL_EMPTY)
      {
        gint facing[4];

        facing_edges (g, b, cell, facing);
        for (guint r = 0; r < g->period[piece] && n < 2; r++)
          if (fits_facing (g, facing, piece, r))
            out[n++] = cell * 4 + r;
      }
  return n;
}

typedef enum { PROGRESS, STUCK, DEAD } Outcome;

/* One forced step, into @steps (may be NULL); DEAD with @why set when a
 * place or a piece has no way left. */
static Outcome
forced_step (const Grader *g, Board *b, GPtrArray *steps, char **why)
{
  for (guint cell = 0; cell < g->cells; cell++)
    {
      gint found[1];
      guint n;

      if (b->values[cell] != WP_CELL_EMPTY || !has_laid_neighbour (g, b, cell))
        continue;
      n = candidates (g, b, cell, found, 1, 2);
      if (n == 0)
        {
          g_autofree char *where = cell_name (g, cell);

          /* Translators: the dead end of a guess: "no piece left fits r2c3" */
          *why = g_strdup_printf (_("no piece left fits %s"), where);
          return DEAD;
        }
      if (n == 1)
        {
          if (steps)
            g_ptr_array_add (steps, cell_step (g, b, cell, found[0]));
          lay (b, cell, found[0]);
          return PROGRESS;
        }
    }
  for (guint piece = 0; piece < g->cells; piece++)
    {
      guint found[2], n;

      if (b->used[piece])
        continue;
      n = places (g, b, piece, found);
      if (n == 0)
        {
          /* Translators: the dead end of a guess */
          *why = g_strdup_printf (_("piece %u fits nowhere left"), piece + 1);
          return DEAD;
        }
      if (n == 1)
        {
          guint cell = found[0] / 4;
          gint value = (gint) (piece * 4 + found[0] % 4);

          if (steps)
            {
              g_autofree char *where = cell_name (g, cell);
              g_autofree char *what = placement_name (piece, found[0] % 4);

              /* Translators: "At r2c3, piece 7 turned 90°: the only place where it fits" */
              g_ptr_array_add (steps, new_step ("only-place",
                                                g_strdup_printf (_("At %s, %s: the only place where it fits"),
                                                                 where, what),
                                                2.0, cell, value, TRUE));
            }
          lay (b, cell, value);
          return PROGRESS;
        }
    }
  return STUCK;
}

/* The open cell to guess at: the one beside laid pieces with the fewest
 * pieces that fit (reading order breaks ties). */
static guint
guess_cell (const Grader *g, const Board *b)
{
  guint best = G_MAXUINT, best_n = G_MAXUINT;

  for (guint cell = 0; cell < g->cells; cell++)
    if (b->values[cell] == WP_CELL_EMPTY && has_laid_neighbour (g, b, cell))
      {
        gint none[1];
        guint n = candidates (g, b, cell, none, 0, G_MAXUINT);

        if (n < best_n)
          {
            best_n = n;
            best = cell;
          }
      }
  return best;
}

/* The opening of a puzzle without givens: where the first piece may go
 * (cells[i], values[i]); turning the whole grid is not another solution. */
static guint
opening (const Grader *g, guint *cells, gint *values)
{
  guint n = 0;

  if (g->n % 2 == 1)
    {
      /* The centre stays the centre when the grid turns: any piece may be
       * there, and turning the grid turns it to lie as drawn. */
      for (guint p = 0; p < g->cells; p++, n++)
        {
          cells[n] = g->cells / 2;
          values[n] = (gint) (p * 4);
        }
      return n;
    }
  /* Piece 1 lies in one quarter; turning the grid brings it top left. */
  for (guint r = 0; r < g->n / 2; r++)
    for (guint c = 0; c < g->n / 2; c++)
      for (guint rot = 0; rot < g->period[0]; rot++, n++)
        {
          cells[n] = r * g->n + c;
          values[n] = (gint) rot;
        }
  return n;
}

/* "Guess: piece 4 turned 270° at r3c4 (8 pieces and turns fit there;
 * 1 tried before it led to a dead end)" */
static char *
guess_text (const Grader *g, guint cell, gint value, guint n_options, guint tried, gboolean opening_move)
{
  g_autofree char *where = cell_name (g, cell);
  g_autofree char *what = placement_name ((guint) value / 4, (guint) value % 4);
  g_autofree char *why = NULL, *before = NULL;

  if (opening_move && g->n % 2 == 1)
    /* Translators: the opening guess on an odd grid */
    why = g_strdup (_("turning the whole grid is not another solution, so the centre piece may lie as drawn"));
  else if (opening_move)
    /* Translators: the opening guess on an even grid */
    why = g_strdup (_("turning the whole grid brings piece 1 into the top-left quarter"));
  else
    /* Translators: how many ways a guessed place had */
    why = g_strdup_printf (_("%u pieces and turns fit there"), n_options);
  if (tried == 0)
    /* Translators: the guess is the first try */
    before = g_strdup (_("the first try"));
  else
    /* Translators: how many tries were dropped before this guess */
    before = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u try before it led to a dead end",
                                           "%u tries before it led to dead ends", tried),
                              tried);
  /* Translators: "Guess: piece 4 turned 270° at r3c4 (8 pieces and turns fit there; the first try)" */
  return g_strdup_printf (_("Guess: %s at %s (%s; %s)"), what, where, why, before);
}

static gboolean solve (Grader *g, Board *b, GPtrArray *steps, gboolean opening_move, char **why);

/* A try of @value at @cell: on a copy, to a dead end (FALSE, a step
 * saying so into @steps) or to the solution (TRUE, its steps after the
 * guess's). */
static gboolean
try_guess (Grader *g, Board *b, guint cell, gint value, guint n_options, guint tried,
           gboolean opening_move, GPtrArray *steps)
{
  Board copy = *b;
  g_autoptr (GPtrArray) sub = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_grade_step_free);
  g_autofree char *why = NULL;
  char *text;

  lay (&copy, cell, value);
  if (solve (g, &copy, sub, FALSE, &why))
    {
      text = guess_text (g, cell, value, n_options, tried, opening_move);
      g_ptr_array_add (steps, new_step ("guess", text, 3.0, cell, value, TRUE));
      g_ptr_array_extend_and_steal (steps, g_steal_pointer (&sub));
      *b = copy;
      return TRUE;
    }
  if (!g->cancelled)
    {
      g_autofree char *where = cell_name (g, cell);
      g_autofree char *what = placement_name ((guint) value / 4, (guint) value % 4);

      /* Translators: a try dropped: "Not piece 3 at r2c2: after it, no piece left fits r2c3" */
      g_ptr_array_add (steps, new_step ("dead-end", g_strdup_printf (_("Not %s at %s: after it, %s"),
                                                                     what, where, why),
                                        3.0, cell, value, FALSE));
    }
  return FALSE;
}

/* Forced steps, then a guess, until @b is full (TRUE, @b solved, @steps
 * the path) or no way is left (FALSE, *@why saying what failed). */
static gboolean
solve (Grader *g, Board *b, GPtrArray *steps, gboolean opening_move, char **why)
{
  guint cells[MAX_CELLS * 4];
  gint values[MAX_CELLS * 4];
  guint n_options;
  Outcome outcome;

  if (wp_search_is_cancelled (g->search))
    {
      g->cancelled = TRUE;
      return FALSE;
    }
  if (!opening_move)
    {
      while ((outcome = forced_step (g, b, steps, why)) == PROGRESS)
        ;
      if (outcome == DEAD)
        return FALSE;
      if (b->n_laid == g->cells)
        return TRUE;
    }
  if (opening_move)
    n_options = opening (g, cells, values);
  else
    {
      guint cell = guess_cell (g, b);
      gint found[MAX_CELLS * 4];

      n_options = candidates (g, b, cell, found, MAX_CELLS * 4, G_MAXUINT);
      for (guint i = 0; i < n_options; i++)
        {
          cells[i] = cell;
          values[i] = found[i];
        }
    }
  for (guint i = 0; i < n_options && !g->cancelled; i++)
    {
      guint before = g->guesses;

      if (!opening_move)
        g->guesses++;
      if (try_guess (g, b, cells[i], values[i], n_options, i, opening_move, steps))
        return TRUE;
      g->guesses = before;
    }
  /* Translators: why a try was dropped when every guess after it failed */
  *why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the one way on, at the next open place, leads to a dead end",
                                       "each of the %u ways on, at the next open place, leads to a dead end", n_options),
                          n_options);
  return FALSE;
}

/* Lays the givens; FALSE when they leave no way (not a unique puzzle). */
static gboolean
lay_givens (Grader *g, Board *b)
{
  for (guint cell = 0; cell < g->cells; cell++)
    if (g->puzzle->cells[cell] != WP_CELL_EMPTY)
      {
        gint value = g->puzzle->cells[cell];

        if (value < 0 || (guint) value / 4 >= g->cells || b->used[value / 4])
          return FALSE;
        lay (b, cell, value);
      }
  return TRUE;
}

/* How many times forced steps ran out (the guesses on the path, the
 * opening aside), and whether they still laid half of the pieces. */
static guint
level_of (const Grader *g, const GPtrArray *steps)
{
  guint forced = 0;

  for (guint i = 0; i < steps->len; i++)
    forced += g_str_has_prefix (((const WpGradeStep *) g_ptr_array_index (steps, i))->technique, "only-");
  if (g->guesses == 0)
    return BY_FORCED;
  if (g->guesses == 1)
    return BY_ONE_GUESS;
  return forced >= g->guesses ? BY_GUESSES : BY_MOSTLY_GUESSES;
}

static WpGrade *
grade (const WpPuzzle *puzzle, const gint *solution, WpSearch *search)
{
  Grader g = { .puzzle = puzzle, .n = puzzle->width, .cells = puzzle->width * puzzle->width, .search = search };
  Board b;
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_grade_step_free);
  gboolean solved;
  g_autofree char *why = NULL;
  WpGrade *result;

  /* The path finds the arrangement itself (the tests hold it against
   * @solution), so it needs no solution handed in. */
  (void) solution;
  for (guint p = 0; p < g.cells; p++)
    {
      g.period[p] = wp_scramble_period (puzzle, p);
      for (guint r = 0; r < 4; r++)
        for (guint side = 0; side < 4; side++)
          g.shown[p][r][side] = wp_scramble_shown_edge (puzzle, p, r, side);
    }
  memset (&b, 0, sizeof b);
  for (guint cell = 0; cell < MAX_CELLS; cell++)
    b.values[cell] = WP_CELL_EMPTY;
  solved = lay_givens (&g, &b) && solve (&g, &b, steps, b.n_laid == 0, &why);
  if (!solved)
    {
      g_ptr_array_unref (steps);
      return NULL;   /* cancelled: a unique puzzle always ends solved */
    }
  result = wp_grade_new_level ("scramble", levels, level_of (&g, steps), steps);
  return result;
}

const WpRaterHooks wp_scramble_rater_hooks = {
  .scale = "scramble",
  .levels = levels,
  .n_levels = G_N_ELEMENTS (levels),
  .grade = grade,
};
