/* nonograms-solver.c — the exact line solver, propagation, probing, search
 * and the rating
 *
 * A cell's state is the set of values it may still take, as in the
 * engine's domains: bit 0 "may be empty", bit 1 "may be filled" (value 0
 * and value 1 with value_base 0), so the same line solver serves both the
 * counting backend and the analysis model's propagator.
 *
 * The line solver is exact: it finds every cell that is filled in all
 * placements of the clue consistent with the known cells, or empty in all
 * of them, by dynamic programming over (runs placed, cells used) from both
 * ends — O(runs × length) per line.  Left/right overlap alone would miss
 * deductions a person makes from one line.
 *
 * The backend: propagate lines from a queue to a fixpoint; at the root,
 * probe (try each open cell both ways, those beside known cells first; a
 * contradiction fixes the cell, and cells that agree in both outcomes are
 * fixed too) until nothing changes;
 * then branch — on the placements of the open line that has the fewest,
 * else on the cell whose probes decided the most — probing again at every
 * node, undoing through a trail.  What the root needed is the rating: line
 * logic, probing, or guessing (pbnsolve's line / depth-2 / search).
 */
#include "genres/nonograms/nonograms-private.h"
#include "core/wp-engine.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#define CAN_EMPTY 1u
#define CAN_FILL  2u
#define OPEN      (CAN_EMPTY | CAN_FILL)

const WpRating wp_nonograms_rating_line = { "line", N_("Solvable by line logic alone"), 1 };
const WpRating wp_nonograms_rating_probing = { "probing", N_("Needs probing: trying a cell both ways and following each through"), 2 };
const WpRating wp_nonograms_rating_guessing = { "guessing", N_("Needs guessing: trial and error beyond probing"), 3 };

/* --- The line solver ------------------------------------------------------ */

typedef struct {
  gsize   n_capacity;
  gsize   k_capacity;
  gsize   table_capacity;
  guint8 *fwd;         /* (k + 1) × (n + 1): runs 0..j-1 fit in cells [0, i) */
  guint8 *bwd;         /* (k + 1) × (n + 1): runs j..k-1 fit in cells [i, n) */
  guint  *no_fill;     /* n + 1 prefix counts of cells that cannot be filled */
  guint  *must_fill;   /* n + 1 prefix counts of cells that must be filled */
  gint   *cover;       /* n + 1 difference array: placements covering a cell */
  guint8 *empty_ok;    /* n: the cell is empty in some placement */
  guint  *pre;         /* k + 1: cells runs 0..j-1 need at least */
  guint  *suf;         /* k + 1: cells runs j..k-1 need at least */
} LineScratch;

static void
line_scratch_reserve (LineScratch *ls, guint n, guint k)
{
  gsize table = (gsize) (k + 1) * (n + 1);

  if (n + 1 > ls->n_capacity)
    {
      ls->n_capacity = n + 1;
      ls->no_fill = g_renew (guint, ls->no_fill, ls->n_capacity);
      ls->must_fill = g_renew (guint, ls->must_fill, ls->n_capacity);
      ls->cover = g_renew (gint, ls->cover, ls->n_capacity);
      ls->empty_ok = g_renew (guint8, ls->empty_ok, ls->n_capacity);
    }
  if (k + 1 > ls->k_capacity)
    {
      ls->k_capacity = k + 1;
      ls->pre = g_renew (guint, ls->pre, ls->k_capacity);
      ls->suf = g_renew (guint, ls->suf, ls->k_capacity);
    }
  if (table > ls->table_capacity)
    {
      ls->table_capacity = table;
      ls->fwd = g_renew (guint8, ls->fwd, table);
      ls->bwd = g_renew (guint8, ls->bwd, table);
    }
}

static void
line_scratch_clear (LineScratch *ls)
{
  g_free (ls->fwd);
  g_free (ls->bwd);
  g_free (ls->no_fill);
  g_free (ls->must_fill);
  g_free (ls->cover);
  g_free (ls->empty_ok);
  g_free (ls->pre);
  g_free (ls->suf);
  memset (ls, 0, sizeof *ls);
}

/* The band each run can occupy: runs 0..j-1 need pre[j] cells on the left,
 * runs j..k-1 suf[j] on the right.  The tables are only filled inside the
 * bands (zero elsewhere), which on a well-filled line is most of the work
 * saved. */
static void
compute_spans (LineScratch *ls, const guint *runs, guint k)
{
  ls->pre[0] = 0;
  for (guint j = 1; j <= k; j++)
    ls->pre[j] = ls->pre[j - 1] + runs[j - 1] + (j > 1);
  ls->suf[k] = 0;
  for (guint j = k; j-- > 0;)
    ls->suf[j] = ls->suf[j + 1] + runs[j] + (j + 1 < k);
}

static void
fill_forward (LineScratch *ls, const guint *runs, guint k, const guint8 *s, guint n)
{
  guint w = n + 1;

  for (guint i = 0; i <= n; i++)
    ls->fwd[i] = ls->must_fill[i] == 0;
  for (guint j = 1; j <= k; j++)
    {
      guint8 *row = ls->fwd + (gsize) j * w;
      const guint8 *prev = row - w;
      guint r = runs[j - 1], hi = j == k ? n : n - ls->suf[j];

      memset (row, 0, w);
      for (guint i = MAX (ls->pre[j], 1); i <= hi; i++)
        {
          guint8 v = (s[i - 1] & CAN_EMPTY) && row[i - 1];

          if (!v && ls->no_fill[i] == ls->no_fill[i - r])
            {
              guint a = i - r;

              v = j == 1 ? prev[a] : (a >= 1 && (s[a - 1] & CAN_EMPTY) && prev[a - 1]);
            }
          row[i] = v;
        }
    }
}

static void
fill_backward (LineScratch *ls, const guint *runs, guint k, const guint8 *s, guint n)
{
  guint w = n + 1;
  guint8 *last = ls->bwd + (gsize) k * w;

  for (guint i = 0; i <= n; i++)
    last[i] = ls->must_fill[n] == ls->must_fill[i];
  for (guint j = k; j-- > 0;)
    {
      guint8 *row = ls->bwd + (gsize) j * w;
      const guint8 *next = row + w;
      guint r = runs[j], lo = ls->pre[j];

      memset (row, 0, w);
      for (guint i = n - ls->suf[j] + 1; i-- > lo;)
        {
          guint8 v = (s[i] & CAN_EMPTY) && row[i + 1];

          if (!v && ls->no_fill[i + r] == ls->no_fill[i])
            {
              guint e = i + r;

              v = j == k - 1 ? next[e] : ((s[e] & CAN_EMPTY) && next[e + 1]);
            }
          row[i] = v;
        }
    }
}

/* Whether run @j can lie on cells [a, a + runs[j]) with everything else
 * consistent. */
static gboolean
run_fits_at (const LineScratch *ls, const guint *runs, guint k, const guint8 *s, guint n, guint j, guint a)
{
  guint w = n + 1, e = a + runs[j];
  gboolean left, right;

  if (ls->no_fill[e] != ls->no_fill[a])
    return FALSE;
  left = j == 0 ? ls->fwd[a] : ((s[a - 1] & CAN_EMPTY) && ls->fwd[(gsize) j * w + a - 1]);
  if (!left)
    return FALSE;
  right = j == k - 1 ? ls->bwd[(gsize) k * w + e]
                     : ((s[e] & CAN_EMPTY) && ls->bwd[(gsize) (j + 1) * w + e + 1]);
  return right;
}

/* Cell c can be empty when, for some j, runs 0..j-1 fit left of it and
 * runs j..k-1 right of it. */
static void
mark_empty_ok (LineScratch *ls, guint k, const guint8 *s, guint n)
{
  guint w = n + 1;

  memset (ls->empty_ok, 0, n);
  for (guint j = 0; j <= k; j++)
    {
      const guint8 *f = ls->fwd + (gsize) j * w, *b = ls->bwd + (gsize) j * w + 1;
      guint hi = n - ls->suf[j] - (j < k);

      for (guint c = ls->pre[j]; c < MIN (hi + 1, n); c++)
        ls->empty_ok[c] |= f[c] & b[c];
    }
  for (guint c = 0; c < n; c++)
    ls->empty_ok[c] &= s[c] & CAN_EMPTY;
}

/* Narrows the @n states @s to what some placement of @runs allows; FALSE
 * when no placement fits. */
static gboolean
line_solve (LineScratch *ls, const guint *runs, guint k, guint8 *s, guint n)
{
  gint covered = 0;

  line_scratch_reserve (ls, n, k);
  compute_spans (ls, runs, k);
  if (ls->suf[0] > n)
    return FALSE;
  ls->no_fill[0] = ls->must_fill[0] = 0;
  for (guint i = 0; i < n; i++)
    {
      ls->no_fill[i + 1] = ls->no_fill[i] + !(s[i] & CAN_FILL);
      ls->must_fill[i + 1] = ls->must_fill[i] + (s[i] == CAN_FILL);
    }
  fill_forward (ls, runs, k, s, n);
  if (!ls->fwd[(gsize) k * (n + 1) + n])
    return FALSE;
  fill_backward (ls, runs, k, s, n);

  memset (ls->cover, 0, sizeof (gint) * (n + 1));
  for (guint j = 0; j < k; j++)
    for (guint a = ls->pre[j] + (j > 0); a + ls->suf[j] <= n; a++)
      if (run_fits_at (ls, runs, k, s, n, j, a))
        {
          ls->cover[a]++;
          ls->cover[a + runs[j]]--;
        }
  mark_empty_ok (ls, k, s, n);
  for (guint c = 0; c < n; c++)
    {
      covered += ls->cover[c];
      s[c] = (ls->empty_ok[c] ? CAN_EMPTY : 0) | (covered > 0 ? CAN_FILL : 0);
    }
  return TRUE;
}

gboolean
wp_nonograms_line_fits (const guint *runs, guint n_runs, const gint *line, guint length)
{
  LineScratch ls = { 0 };
  g_autofree guint8 *s = g_new (guint8, MAX (length, 1));
  gboolean fits;

  for (guint i = 0; i < length; i++)
    s[i] = line[i] == WP_CELL_EMPTY ? OPEN : line[i] ? CAN_FILL : CAN_EMPTY;
  fits = line_solve (&ls, runs, n_runs, s, length);
  line_scratch_clear (&ls);
  return fits;
}

/* --- The analysis propagator ------------------------------------------------ */

typedef struct {
  guint  n_runs;
  guint  runs[];
} LineClue;

static void
line_scratch_free (gpointer data)
{
  line_scratch_clear (data);
  g_free (data);
}

static GPrivate line_scratch_key = G_PRIVATE_INIT (line_scratch_free);

/* One scratch per thread: propagators are shared by concurrent searches. */
static LineScratch *
thread_scratch (void)
{
  LineScratch *ls = g_private_get (&line_scratch_key);

  if (ls == NULL)
    {
      ls = g_new0 (LineScratch, 1);
      g_private_set (&line_scratch_key, ls);
    }
  return ls;
}

static gboolean
line_propagate (const WpPropagator *self, WpStore *store)
{
  const LineClue *clue = self->data;
  guint8 stack_states[128];
  g_autofree guint8 *heap_states = self->n_vars > sizeof stack_states ? g_new (guint8, self->n_vars) : NULL;
  guint8 *s = heap_states ? heap_states : stack_states;

  for (guint i = 0; i < self->n_vars; i++)
    s[i] = (guint8) wp_store_get (store, self->vars[i]);
  if (!line_solve (thread_scratch (), clue->runs, clue->n_runs, s, self->n_vars))
    return FALSE;
  for (guint i = 0; i < self->n_vars; i++)
    if (!wp_store_restrict (store, self->vars[i], s[i]))
      return FALSE;
  return TRUE;
}

static const WpPropagatorClass line_propagator = {
  .name = "nonogram-line",
  .propagate = line_propagate,
  .free_data = g_free,
};

/* --- The counting backend ---------------------------------------------------- */

typedef struct {
  const guint *vars;     /* the line's cells in order */
  guint        length;
  const guint *runs;
  guint        n_runs;
  guint8      *states;   /* its cells' states in order, kept with s->cells */
} Line;

typedef struct {
  WpSearchContext *ctx;
  guint            n_cells;
  guint            n_lines;
  Line            *lines;
  guint           *lines_of_cell;   /* two per cell; G_MAXUINT for none */
  guint           *place_in_line;   /* two per cell: where it is in each of them */
  guint8          *line_states;     /* every line's states, one after another */
  guint           *neighbours;      /* four per cell: the cells before and after it in each line */
  guint           *probe_order;     /* room for the open cells of one probing pass */
  guint           *line_known;      /* per line: how many of its cells are fixed */
  guint           *probed_known;    /* per cell: 1 + its lines' fixed cells when a probe found nothing; 0 */
  guint8          *cells;
  guint           *trail;           /* cells fixed since the root, in order */
  guint            trail_len;
  guint           *queue;           /* ring of line indices */
  guint            queue_head;
  guint            queue_len;
  guint8          *in_queue;
  guint            solving;         /* the line whose result is being applied, or G_MAXUINT */
  guint8          *states;          /* one line's states */
  guint8          *before;
  LineScratch      scratch;
  WpLineCache     *cache;           /* see solve_one_line() */
  guint            solves_since_tick;
  /* probing */
  guint           *probe_stamp;
  guint8          *probe_value;
  guint            probe_id;
  GArray          *agreed;
  gint            *values;          /* a solution to report */
} Solver;

static void
enqueue (Solver *s, guint line)
{
  if (line == G_MAXUINT || s->in_queue[line] || line == s->solving)
    return;
  s->in_queue[line] = TRUE;
  s->queue[(s->queue_head + s->queue_len) % s->n_lines] = line;
  s->queue_len++;
}

static void
clear_queue (Solver *s)
{
  while (s->queue_len > 0)
    {
      s->in_queue[s->queue[s->queue_head]] = FALSE;
      s->queue_head = (s->queue_head + 1) % s->n_lines;
      s->queue_len--;
    }
}

static void
enqueue_lines_of (Solver *s, guint cell)
{
  enqueue (s, s->lines_of_cell[2 * cell]);
  enqueue (s, s->lines_of_cell[2 * cell + 1]);
}

/* A cell's state, in the grid and in each of its lines' copies. */
static inline void
store_state (Solver *s, guint cell, guint8 state)
{
  s->cells[cell] = state;
  for (guint i = 0; i < 2; i++)
    if (s->lines_of_cell[2 * cell + i] != G_MAXUINT)
      s->lines[s->lines_of_cell[2 * cell + i]].states[s->place_in_line[2 * cell + i]] = state;
}

static void
line_known_add (Solver *s, guint cell, int delta)
{
  for (guint i = 0; i < 2; i++)
    if (s->lines_of_cell[2 * cell + i] != G_MAXUINT)
      s->line_known[s->lines_of_cell[2 * cell + i]] += delta;
}

static guint
known_around (const Solver *s, guint cell)
{
  guint known = 1;

  for (guint i = 0; i < 2; i++)
    if (s->lines_of_cell[2 * cell + i] != G_MAXUINT)
      known += s->line_known[s->lines_of_cell[2 * cell + i]];
  return known;
}

/* Narrows @cell to @state (a subset of what it holds), on the trail. */
static void
set_cell (Solver *s, guint cell, guint8 state)
{
  if (s->cells[cell] == OPEN)
    {
      s->trail[s->trail_len++] = cell;
      line_known_add (s, cell, 1);
    }
  store_state (s, cell, state);
  enqueue_lines_of (s, cell);
}

static void
undo_to (Solver *s, guint mark)
{
  while (s->trail_len > mark)
    {
      guint cell = s->trail[--s->trail_len];

      store_state (s, cell, OPEN);
      line_known_add (s, cell, -1);
    }
  clear_queue (s);
}

/* --- One line ------------------------------------------------------------------ */

/* Solves line @index from its current states and fixes what it decides.
 * Results come from the cache (nonograms-line-cache.c) where the line was
 * solved from the same states before. */
static gboolean
solve_one_line (Solver *s, guint index)
{
  const Line *line = &s->lines[index];
  const guint8 *after;
  gboolean fits;

  after = wp_line_cache_lookup (s->cache, index, line->states, line->length, &fits);
  if (after == NULL)
    {
      memcpy (s->states, line->states, line->length);
      fits = line_solve (&s->scratch, line->runs, line->n_runs, s->states, line->length);
      wp_line_cache_insert (s->cache, index, line->states, line->length, s->states, fits);
      after = s->states;
    }
  if (!fits)
    return FALSE;
  /* The exact line solver is idempotent: what it fixes in this line does
   * not put the line back in the queue, only the crossing lines. */
  s->solving = index;
  /* Eight cells at a time: most of a line is as it was.  Setting cell i
   * changes line->states[i] only, after it was compared. */
  for (guint i = 0; i < line->length; i += 8)
    {
      guint end = MIN (i + 8, line->length);
      guint64 was, now;

      if (end == i + 8)
        {
          memcpy (&was, line->states + i, 8);
          memcpy (&now, after + i, 8);
          if (was == now)
            continue;
        }
      for (guint j = i; j < end; j++)
        if (after[j] != line->states[j])
          set_cell (s, line->vars[j], after[j]);
    }
  s->solving = G_MAXUINT;
  return TRUE;
}

/* Line solving to a fixpoint; FALSE on a contradiction (the queue is then
 * empty).  Long propagations still notice a cancel now and then. */
static gboolean
propagate (Solver *s)
{
  while (s->queue_len > 0)
    {
      guint index = s->queue[s->queue_head];

      s->queue_head = (s->queue_head + 1) % s->n_lines;
      s->queue_len--;
      s->in_queue[index] = FALSE;
      if (!solve_one_line (s, index))
        {
          clear_queue (s);
          return FALSE;
        }
      if (++s->solves_since_tick >= 64)
        {
          s->solves_since_tick = 0;
          if (!wp_search_context_tick (s->ctx, 0))
            {
              clear_queue (s);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static gboolean
is_solved (const Solver *s)
{
  for (guint c = 0; c < s->n_cells; c++)
    if (s->cells[c] == OPEN)
      return FALSE;
  return TRUE;
}

/* Tries @value in the open @cell and propagates, then takes it back.
 * Returns whether it held, and in *@n_fixed how many cells it fixed.  The
 * first probe of a cell (@remember) notes what it fixed under the current
 * probe id; the second collects in s->agreed what both fixed alike. */
static gboolean
probe (Solver *s, guint cell, guint8 value, gboolean remember, guint *n_fixed)
{
  guint mark = s->trail_len;
  gboolean held;

  wp_search_context_tick (s->ctx, 1);
  set_cell (s, cell, value);
  held = propagate (s);
  *n_fixed = s->trail_len - mark;
  g_array_set_size (s->agreed, 0);
  for (guint t = mark; held && t < s->trail_len; t++)
    {
      guint fixed = s->trail[t];

      if (remember)
        {
          s->probe_stamp[fixed] = s->probe_id;
          s->probe_value[fixed] = s->cells[fixed];
        }
      else if (s->probe_stamp[fixed] == s->probe_id && s->probe_value[fixed] == s->cells[fixed])
        g_array_append_val (s->agreed, fixed);
    }
  undo_to (s, mark);
  return held;
}

/* Probes @cell both ways.  Returns FALSE when neither way holds (or the
 * search must stop); sets *@progress when some cell got fixed, and
 * *@score to how much the two ways decide between them (for branching). */
static gboolean
probe_cell (Solver *s, guint cell, gboolean *progress, guint64 *score)
{
  guint8 forced;
  guint n_fill, n_empty;

  s->probe_id++;
  *score = 0;
  if (!probe (s, cell, CAN_FILL, TRUE, &n_fill))
    forced = CAN_EMPTY;
  else if (!probe (s, cell, CAN_EMPTY, FALSE, &n_empty))
    forced = CAN_FILL;
  else
    {
      /* Both hold: what they agree on holds either way. */
      g_autoptr (GArray) agreed = g_array_copy (s->agreed);

      for (guint i = 0; i < agreed->len; i++)
        {
          guint fixed = g_array_index (agreed, guint, i);

          set_cell (s, fixed, s->probe_value[fixed]);
        }
      *progress |= agreed->len > 0;
      *score = (guint64) (n_fill + 1) * (n_empty + 1);
      return agreed->len == 0 || propagate (s);
    }
  if (!wp_search_context_tick (s->ctx, 0))
    return FALSE;   /* the probe may have been cut short, not refuted */
  set_cell (s, cell, forced);
  *progress = TRUE;
  return propagate (s);
}

static guint
known_neighbours (const Solver *s, guint cell)
{
  guint known = 0;

  for (guint i = 0; i < 4; i++)
    {
      guint n = s->neighbours[4 * cell + i];

      known += n == G_MAXUINT || s->cells[n] != OPEN;
    }
  return known;
}

/* The open cells, those with the most fixed neighbours first (a probe
 * beside what is known fails or agrees far more often than one in open
 * country): a counting sort into s->probe_order, stable by cell. */
static guint
probe_order (Solver *s)
{
  guint start[6] = { 0 };
  guint8 *score = s->states;   /* free between line solves */
  guint n = 0;

  for (guint cell = 0; cell < s->n_cells; cell++)
    if (s->cells[cell] == OPEN)
      {
        score[cell] = (guint8) (4 - known_neighbours (s, cell));
        start[score[cell] + 1]++;
        n++;
      }
  for (guint b = 1; b < 6; b++)
    start[b] += start[b - 1];
  for (guint cell = 0; cell < s->n_cells; cell++)
    if (s->cells[cell] == OPEN)
      s->probe_order[start[score[cell]]++] = cell;
  return n;
}

/* At the root, a pass starts again from the best-placed cells after every
 * cell probing fixes, while sorting the open cells costs little beside a
 * probe. */
#define MAX_OPEN_FOR_RESTART 4096

/* Probing to a fixpoint: FALSE when the puzzle has no solution here (or
 * the search must stop).  *@best is then the open cell whose two values
 * fix the most cells (the lookahead branching choice), G_MAXUINT if none.
 *
 * At the root (@at_root), where probing decides the rating and often
 * solves the whole picture, a pass starts again after each cell it fixes
 * and skips cells that found nothing while neither of their lines has
 * changed since; a last pass over every open cell then proves the
 * fixpoint.  webpbn #436 Petroglyph: 1933 probes → 164.  Below the root a
 * node is probed in one sorted pass at a time: starting again there cost
 * more than it saved (Forever: 34,000 → 41,000 probes). */
static gboolean
probe_all (Solver *s, gboolean at_root, guint *best)
{
  gboolean progress = TRUE, skipping = at_root;

  if (at_root)
    memset (s->probed_known, 0, sizeof (guint) * s->n_cells);
  while (progress)
    {
      guint64 best_score = 0;
      guint n_order = probe_order (s);
      gboolean skipped = FALSE, restart = at_root && n_order <= MAX_OPEN_FOR_RESTART;

      progress = FALSE;
      *best = G_MAXUINT;
      for (guint o = 0; o < n_order; o++)
        {
          guint64 score;
          guint cell = s->probe_order[o];

          if (s->cells[cell] != OPEN)
            continue;
          if (skipping && s->probed_known[cell] == known_around (s, cell))
            {
              skipped = TRUE;
              continue;
            }
          if (!probe_cell (s, cell, &progress, &score))
            return FALSE;
          if (progress && restart)
            break;
          if (at_root)
            s->probed_known[cell] = known_around (s, cell);
          if (!progress && score > best_score)
            {
              best_score = score;
              *best = cell;
            }
        }
      if (!progress && skipped)
        {
          skipping = FALSE;   /* a last pass over every cell proves the fixpoint */
          progress = TRUE;
        }
      else if (progress)
        skipping = at_root;
    }
  return TRUE;
}

static gboolean
report_solution (Solver *s)
{
  for (guint c = 0; c < s->n_cells; c++)
    s->values[c] = s->cells[c] == CAN_FILL ? 1 : 0;
  return wp_search_context_add_solution (s->ctx, s->values);
}

/* --- Placements of one line, for branching ------------------------------------ */

typedef struct {
  const LineScratch *ls;
  const guint       *runs;
  guint              k;
  const guint8      *s;
  guint              n;
  guint              limit;
  guint8            *current;   /* the placement being built */
  GByteArray        *out;       /* placements found, n states each; NULL: count only */
  guint              found;
} Placements;

/* Places runs @j… from cell @from on (cell @from - 1 is empty or the
 * start); the backward table says whether the rest can still fit, so every
 * path ends in a placement. */
static void
place_runs (Placements *p, guint j, guint from)
{
  const LineScratch *ls = p->ls;
  guint w = p->n + 1;

  if (j == p->k)
    {
      for (guint i = from; i < p->n; i++)
        p->current[i] = CAN_EMPTY;
      if (p->out)
        g_byte_array_append (p->out, p->current, p->n);
      p->found++;
      return;
    }
  for (guint a = from; a + p->runs[j] <= p->n && p->found <= p->limit; a++)
    {
      guint e = a + p->runs[j];

      if (a > from && !(p->s[a - 1] & CAN_EMPTY))
        break;   /* a filled cell would be left outside every run */
      if (ls->no_fill[e] != ls->no_fill[a])
        continue;
      if (j + 1 < p->k ? !(e < p->n && (p->s[e] & CAN_EMPTY) && ls->bwd[(gsize) (j + 1) * w + e + 1])
                       : !ls->bwd[(gsize) p->k * w + e])
        continue;
      for (guint i = from; i < a; i++)
        p->current[i] = CAN_EMPTY;
      for (guint i = a; i < e; i++)
        p->current[i] = CAN_FILL;
      if (e < p->n)
        p->current[e] = CAN_EMPTY;
      place_runs (p, j + 1, MIN (e + 1, p->n));
    }
}

/* How many placements line @index has (up to @limit + 1), collected into
 * @out when it is not NULL.  The line has been solved, so the tables in
 * the scratch are filled for it after line_solve() on its states. */
static guint
line_placements (Solver *s, guint index, guint limit, GByteArray *out)
{
  const Line *line = &s->lines[index];
  Placements p = { &s->scratch, line->runs, line->n_runs, s->states, line->length, limit, s->before, out, 0 };

  for (guint i = 0; i < line->length; i++)
    s->states[i] = s->cells[line->vars[i]];
  if (!line_solve (&s->scratch, line->runs, line->n_runs, s->states, line->length))
    return 0;
  place_runs (&p, 0, 0);
  return p.found;
}

/* --- Search ------------------------------------------------------------------------ */

/* A choice point: the alternatives for one line (its placements) or one
 * cell (filled, then empty). */
typedef struct {
  guint       mark;
  guint       next;       /* the alternative to try next */
  guint       n_alts;
  gint        line;       /* -1 for a cell */
  guint       cell;
  GByteArray *alts;       /* n_alts × the line's length states */
} Branch;

#define MAX_LINE_ALTERNATIVES 64

/* Branch on the open line with the fewest placements (each one fixes a
 * whole line, which propagates far further than one cell); when every
 * open line has many, on @cell, probing's choice. */
static void
choose_branch (Solver *s, guint cell, Branch *branch)
{
  guint best_line = G_MAXUINT, best = MAX_LINE_ALTERNATIVES + 1;

  *branch = (Branch) { s->trail_len, 0, 2, -1, cell, NULL };
  for (guint l = 0; l < s->n_lines && best > 2; l++)
    {
      const Line *line = &s->lines[l];
      guint open = 0, found;

      for (guint i = 0; i < line->length && !open; i++)
        open = s->cells[line->vars[i]] == OPEN;
      if (!open)
        continue;
      found = line_placements (s, l, best - 1, NULL);
      if (found >= 2 && found < best)
        {
          best = found;
          best_line = l;
        }
    }
  if (best_line == G_MAXUINT)
    return;
  branch->line = (gint) best_line;
  branch->alts = g_byte_array_new ();
  branch->n_alts = line_placements (s, best_line, best, branch->alts);
}

static void
apply_alternative (Solver *s, const Branch *branch)
{
  if (branch->line < 0)
    {
      set_cell (s, branch->cell, branch->next == 0 ? CAN_FILL : CAN_EMPTY);
      return;
    }
  const Line *line = &s->lines[branch->line];
  const guint8 *alt = branch->alts->data + (gsize) branch->next * line->length;

  for (guint i = 0; i < line->length; i++)
    if (s->cells[line->vars[i]] != alt[i])
      set_cell (s, line->vars[i], alt[i]);
}

static void
branch_clear (gpointer data)
{
  Branch *branch = data;

  g_clear_pointer (&branch->alts, g_byte_array_unref);
}

/* The open cell whose line has the fewest open cells, or G_MAXUINT. */
static guint
most_constrained_cell (Solver *s)
{
  guint best = G_MAXUINT, best_open = G_MAXUINT;

  for (guint l = 0; l < s->n_lines; l++)
    {
      const Line *line = &s->lines[l];
      guint open = 0, first = G_MAXUINT;

      for (guint i = 0; i < line->length; i++)
        if (s->cells[line->vars[i]] == OPEN && open++ == 0)
          first = line->vars[i];
      if (open > 0 && open < best_open)
        {
          best_open = open;
          best = first;
        }
    }
  if (best == G_MAXUINT)   /* open cells outside every known clue */
    for (guint c = 0; c < s->n_cells && best == G_MAXUINT; c++)
      if (s->cells[c] == OPEN)
        best = c;
  return best;
}

static guint
count_open (const Solver *s)
{
  guint open = 0;

  for (guint c = 0; c < s->n_cells; c++)
    open += s->cells[c] == OPEN;
  return open;
}

/* Below the root, probing pays while few cells are open: it cut webpbn
 * #6574 Forever from beyond 20 s to under 0.1 s.  With thousands open (a
 * large picture whose clues allow many), each node would probe them all,
 * and plain line solving finds solutions far sooner. */
#define MAX_OPEN_FOR_PROBING 1000

/* Brings a node to its fixpoint and picks the cell to branch on
 * (G_MAXUINT: none is open). */
static gboolean
settle (Solver *s, guint *cell)
{
  if (!propagate (s))
    return FALSE;
  if (count_open (s) <= MAX_OPEN_FOR_PROBING)
    return probe_all (s, FALSE, cell);
  *cell = most_constrained_cell (s);
  return TRUE;
}

/* Depth-first search with an explicit stack (a 1000×1000 grid may branch
 * deeper than a thread's stack allows recursion), from a settled root
 * whose branching cell is @cell. */
static void
branch_and_count (Solver *s, guint cell)
{
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (Branch));
  gboolean ok = TRUE;

  g_array_set_clear_func (stack, branch_clear);
  for (;;)
    {
      if (ok)
        {
          Branch branch;

          if (cell == G_MAXUINT)
            {
              if (!report_solution (s))
                return;
              ok = FALSE;
              continue;
            }
          if (!wp_search_context_tick (s->ctx, 1))
            return;
          choose_branch (s, cell, &branch);
          g_array_append_val (stack, branch);
          apply_alternative (s, &branch);
          ok = settle (s, &cell);
          continue;
        }
      /* Back up to the newest branch with an alternative left to try. */
      while (stack->len > 0)
        {
          Branch *top = &g_array_index (stack, Branch, stack->len - 1);

          undo_to (s, top->mark);
          if (++top->next < top->n_alts)
            {
              apply_alternative (s, top);
              break;
            }
          g_array_set_size (stack, stack->len - 1);
        }
      if (stack->len == 0 || !wp_search_context_tick (s->ctx, 0))
        return;
      ok = settle (s, &cell);
    }
}

static gsize
total_length (const WpModel *model)
{
  gsize total = 0;

  for (guint p = 0; p < model->propagators->len; p++)
    total += ((const WpPropagator *) g_ptr_array_index (model->propagators, p))->n_vars;
  return total;
}

/* Notes that the @i-th of the @n cells @vars of line @line is in it, and
 * beside which cells. */
static void
add_to_line (Solver *s, const guint *vars, guint n, guint i, guint line)
{
  guint cell = vars[i];
  guint slot = s->lines_of_cell[2 * cell] == G_MAXUINT ? 0 : 1;

  s->lines_of_cell[2 * cell + slot] = line;
  s->place_in_line[2 * cell + slot] = i;
  s->neighbours[4 * cell + 2 * slot] = i > 0 ? vars[i - 1] : G_MAXUINT;
  s->neighbours[4 * cell + 2 * slot + 1] = i + 1 < n ? vars[i + 1] : G_MAXUINT;
}

/* The lines are the model's line propagators: the backend needs nothing the
 * model does not already say. */
static void
solver_init (Solver *s, const WpModel *model, WpSearchContext *ctx)
{
  guint n_lines = 0;

  memset (s, 0, sizeof *s);
  s->ctx = ctx;
  s->n_cells = model->n_vars;
  s->lines = g_new0 (Line, MAX (model->propagators->len, 1));
  s->lines_of_cell = g_new (guint, 2 * MAX (s->n_cells, 1));
  memset (s->lines_of_cell, 0xff, sizeof (guint) * 2 * MAX (s->n_cells, 1));
  s->neighbours = g_new (guint, 4 * MAX (s->n_cells, 1));
  memset (s->neighbours, 0xff, sizeof (guint) * 4 * MAX (s->n_cells, 1));
  s->probe_order = g_new (guint, MAX (s->n_cells, 1));
  s->probed_known = g_new0 (guint, MAX (s->n_cells, 1));
  s->place_in_line = g_new0 (guint, 2 * MAX (s->n_cells, 1));
  s->line_states = g_new (guint8, MAX (total_length (model), 1));
  for (guint p = 0, offset = 0; p < model->propagators->len; p++)
    {
      const WpPropagator *prop = g_ptr_array_index (model->propagators, p);
      const LineClue *clue = prop->data;
      Line *line = &s->lines[n_lines];

      g_assert (prop->klass == &line_propagator);
      *line = (Line) { prop->vars, prop->n_vars, clue->runs, clue->n_runs, s->line_states + offset };
      offset += prop->n_vars;
      for (guint i = 0; i < prop->n_vars; i++)
        add_to_line (s, prop->vars, prop->n_vars, i, n_lines);
      n_lines++;
    }
  s->n_lines = MAX (n_lines, 1);
  s->cells = g_new (guint8, MAX (s->n_cells, 1));
  for (guint c = 0; c < s->n_cells; c++)
    store_state (s, c, (guint8) model->domains[c]);
  s->trail = g_new (guint, MAX (s->n_cells, 1));
  s->queue = g_new (guint, s->n_lines);
  s->in_queue = g_new0 (guint8, s->n_lines);
  s->solving = G_MAXUINT;
  s->line_known = g_new0 (guint, s->n_lines);
  s->states = g_new (guint8, MAX (s->n_cells, 1));
  s->before = g_new (guint8, MAX (s->n_cells, 1));
  s->probe_stamp = g_new0 (guint, MAX (s->n_cells, 1));
  s->probe_value = g_new0 (guint8, MAX (s->n_cells, 1));
  s->agreed = g_array_new (FALSE, FALSE, sizeof (guint));
  s->values = g_new (gint, MAX (s->n_cells, 1));
  s->cache = wp_line_cache_new ();
  for (guint l = 0; l < n_lines; l++)
    enqueue (s, l);
}

static void
solver_clear (Solver *s)
{
  g_free (s->lines);
  g_free (s->lines_of_cell);
  g_free (s->neighbours);
  g_free (s->probe_order);
  g_free (s->probed_known);
  g_free (s->line_known);
  g_free (s->cells);
  g_free (s->trail);
  g_free (s->queue);
  g_free (s->in_queue);
  g_free (s->states);
  g_free (s->before);
  g_free (s->probe_stamp);
  g_free (s->probe_value);
  g_array_unref (s->agreed);
  g_free (s->values);
  line_scratch_clear (&s->scratch);
  wp_line_cache_free (s->cache);
  g_free (s->place_in_line);
  g_free (s->line_states);
}

/* Cells the givens fixed are not on the trail (nothing undoes them), so a
 * root that starts with known cells is still "open" only where it is. */
/* Line solving first; what it leaves open is probed to a fixpoint, then
 * searched.  What the root needed is the rating. */
static void
backend_search (const WpModel *model, WpSearchContext *ctx)
{
  Solver s;
  guint cell = G_MAXUINT;

  solver_init (&s, model, ctx);
  if (propagate (&s))
    {
      s.trail_len = 0;   /* the root's deductions stay for good */
      if (is_solved (&s))
        wp_search_context_set_rating (ctx, &wp_nonograms_rating_line);
      else if (probe_all (&s, TRUE, &cell))
        wp_search_context_set_rating (ctx, is_solved (&s) ? &wp_nonograms_rating_probing
                                                           : &wp_nonograms_rating_guessing);
      else
        cell = G_MAXUINT;
      if (wp_search_context_tick (ctx, 0) && (cell != G_MAXUINT || is_solved (&s)))
        branch_and_count (&s, cell);
    }
  solver_clear (&s);
}

static const WpSearchBackend nonogram_backend = {
  .name = "nonogram-lines",
  .search = backend_search,
};

/* --- The model ------------------------------------------------------------------ */

static void
add_line (WpModel *model, const WpNonogramClue *clue, guint first, guint step, guint length)
{
  g_autofree guint *vars = g_new (guint, MAX (length, 1));
  LineClue *data;

  if (clue->n_runs < 0)
    return;   /* unknown: no constraint */
  data = g_malloc (sizeof (LineClue) + sizeof (guint) * MAX ((guint) clue->n_runs, 1));
  data->n_runs = (guint) clue->n_runs;
  if (clue->n_runs > 0)
    memcpy (data->runs, clue->runs, sizeof (guint) * (gsize) clue->n_runs);
  for (guint i = 0; i < length; i++)
    vars[i] = first + i * step;
  wp_model_add_propagator (model, &line_propagator, vars, length, clue->n_runs, data);
}

WpModel *
wp_nonograms_build_model (const WpPuzzle *puzzle, WpModelUse use)
{
  const WpNonogramsParams *params = puzzle->params;
  WpModel *model = wp_model_new (wp_puzzle_n_cells (puzzle), 0, OPEN);

  for (guint cell = 0; cell < wp_puzzle_n_cells (puzzle); cell++)
    if (puzzle->cells[cell] != WP_CELL_EMPTY)
      model->domains[cell] = puzzle->cells[cell] ? CAN_FILL : CAN_EMPTY;
  for (guint r = 0; r < puzzle->height; r++)
    add_line (model, &params->rows[r], r * puzzle->width, 1, puzzle->width);
  for (guint c = 0; c < puzzle->width; c++)
    add_line (model, &params->cols[c], c, puzzle->width, puzzle->height);
  if (use == WP_MODEL_FOR_COUNTING)
    model->backend = &nonogram_backend;
  return model;
}
