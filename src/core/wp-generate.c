/* wp-generate.c — new puzzles by clue removal (see wp-generate.h) */
#include <glib/gi18n-lib.h>

#include "wp-element.h"
#include "wp-error.h"
#include "wp-generate.h"

#define DEFAULT_ATTEMPTS 50

/* --- Symmetry --------------------------------------------------------------- */

static const char *const symmetry_ids[WP_N_SYMMETRIES] = {
  "none", "rotate-180", "rotate-90", "mirror", "diagonal",
};

const char *
wp_symmetry_to_string (WpSymmetry symmetry)
{
  g_return_val_if_fail (symmetry < WP_N_SYMMETRIES, NULL);
  return symmetry_ids[symmetry];
}

gboolean
wp_symmetry_from_string (const char *text, WpSymmetry *symmetry)
{
  for (guint s = 0; s < WP_N_SYMMETRIES; s++)
    if (g_strcmp0 (text, symmetry_ids[s]) == 0)
      {
        *symmetry = (WpSymmetry) s;
        return TRUE;
      }
  return FALSE;
}

const char *
wp_symmetry_label (WpSymmetry symmetry)
{
  switch (symmetry)
    {
    case WP_SYMMETRY_NONE:       return _("No symmetry");
    case WP_SYMMETRY_ROTATE_180: return _("180° rotation");
    case WP_SYMMETRY_ROTATE_90:  return _("90° rotation");
    case WP_SYMMETRY_MIRROR:     return _("Mirror (left–right)");
    case WP_SYMMETRY_DIAGONAL:   return _("Diagonal mirror");
    default:                     g_return_val_if_reached (NULL);
    }
}

gboolean
wp_symmetry_fits (WpSymmetry symmetry, const WpPuzzle *puzzle)
{
  if (symmetry == WP_SYMMETRY_ROTATE_90 || symmetry == WP_SYMMETRY_DIAGONAL)
    return puzzle->width == puzzle->height;
  return symmetry < WP_N_SYMMETRIES;
}

/* Where @clue goes under @symmetry (one step of it: a quarter turn for
 * 90°).  Elements map to themselves. */
static WpClueRef
image_of (const WpPuzzle *puzzle, const WpClueRef *clue, WpSymmetry symmetry)
{
  guint w = puzzle->width, h = puzzle->height;
  WpClueRef image = *clue;
  gboolean row = clue->line == WP_LINE_ROW;

  if (clue->kind == WP_CLUE_CELL || clue->kind == WP_CLUE_INSIDE)
    {
      guint r = clue->index / w, c = clue->index % w;

      switch (symmetry)
        {
        case WP_SYMMETRY_ROTATE_180: image.index = (h - 1 - r) * w + (w - 1 - c); break;
        case WP_SYMMETRY_ROTATE_90:  image.index = c * w + (w - 1 - r); break;
        case WP_SYMMETRY_MIRROR:     image.index = r * w + (w - 1 - c); break;
        case WP_SYMMETRY_DIAGONAL:   image.index = c * w + r; break;
        default:                     break;
        }
    }
  else if (clue->kind == WP_CLUE_LINE)
    {
      guint length = row ? h : w;

      switch (symmetry)
        {
        case WP_SYMMETRY_ROTATE_180:
          image.index = length - 1 - clue->index;
          break;
        case WP_SYMMETRY_ROTATE_90:
          /* (r, c) → (c, n-1-r): row i lands on column n-1-i, column j on row j. */
          image.line = row ? WP_LINE_COLUMN : WP_LINE_ROW;
          image.index = row ? w - 1 - clue->index : clue->index;
          break;
        case WP_SYMMETRY_MIRROR:
          image.index = row ? clue->index : w - 1 - clue->index;
          break;
        case WP_SYMMETRY_DIAGONAL:
          image.line = row ? WP_LINE_COLUMN : WP_LINE_ROW;
          break;
        default:
          break;
        }
    }
  return image;
}

static guint
clue_key (const WpPuzzle *puzzle, const WpClueRef *clue)
{
  guint n = wp_puzzle_n_cells (puzzle), lines = puzzle->width + puzzle->height;

  switch (clue->kind)
    {
    case WP_CLUE_CELL:    return clue->index;
    case WP_CLUE_LINE:    return n + (clue->line == WP_LINE_ROW ? clue->index : puzzle->height + clue->index);
    case WP_CLUE_ELEMENT: return n + lines + clue->index;
    /* After the elements: their number never reaches the key of a cell's
     * clue, whose puzzle has no more elements than cells plus lines. */
    case WP_CLUE_INSIDE:  return n + lines + puzzle->elements->len + clue->index;
    }
  g_return_val_if_reached (0);
}

static guint
find_root (guint *parent, guint i)
{
  while (parent[i] != i)
    i = parent[i] = parent[parent[i]];
  return i;
}

GPtrArray *
wp_symmetry_orbits (const WpPuzzle *puzzle, GArray *clues, WpSymmetry symmetry)
{
  g_autoptr (GHashTable) index_of = g_hash_table_new (NULL, NULL);
  g_autofree guint *parent = g_new (guint, MAX (clues->len, 1));
  g_autofree gint *orbit_of = g_new (gint, MAX (clues->len, 1));
  GPtrArray *orbits = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < clues->len; i++)
    {
      parent[i] = i;
      orbit_of[i] = -1;
      g_hash_table_insert (index_of, GUINT_TO_POINTER (clue_key (puzzle, &g_array_index (clues, WpClueRef, i)) + 1),
                           GUINT_TO_POINTER (i + 1));
    }
  if (wp_symmetry_fits (symmetry, puzzle))
    for (guint i = 0; i < clues->len; i++)
      {
        WpClueRef image = image_of (puzzle, &g_array_index (clues, WpClueRef, i), symmetry);
        guint j = GPOINTER_TO_UINT (g_hash_table_lookup (index_of, GUINT_TO_POINTER (clue_key (puzzle, &image) + 1)));

        if (j > 0)
          parent[find_root (parent, i)] = find_root (parent, j - 1);
      }
  for (guint i = 0; i < clues->len; i++)
    {
      guint root = find_root (parent, i);

      if (orbit_of[root] < 0)
        {
          orbit_of[root] = (gint) orbits->len;
          g_ptr_array_add (orbits, g_array_new (FALSE, FALSE, sizeof (guint)));
        }
      g_array_append_val (g_ptr_array_index (orbits, orbit_of[root]), i);
    }
  return orbits;
}

gboolean
wp_symmetry_holds (const WpPuzzle *puzzle, WpSymmetry symmetry)
{
  g_autoptr (GArray) clues = wp_clue_list (puzzle);
  g_autoptr (GHashTable) present = g_hash_table_new (NULL, NULL);

  if (!wp_symmetry_fits (symmetry, puzzle))
    return FALSE;
  for (guint i = 0; i < clues->len; i++)
    g_hash_table_add (present, GUINT_TO_POINTER (clue_key (puzzle, &g_array_index (clues, WpClueRef, i)) + 1));
  for (guint i = 0; i < clues->len; i++)
    {
      WpClueRef image = image_of (puzzle, &g_array_index (clues, WpClueRef, i), symmetry);

      if (!g_hash_table_contains (present, GUINT_TO_POINTER (clue_key (puzzle, &image) + 1)))
        return FALSE;
    }
  return TRUE;
}

/* --- The loop ------------------------------------------------------------------- */

void
wp_generate_options_init (WpGenerateOptions *options)
{
  *options = (WpGenerateOptions) { .symmetry = WP_SYMMETRY_NONE, .min_level = -1, .max_level = -1, .seed = 1 };
}

void
wp_generated_free (WpGenerated *generated)
{
  if (generated == NULL)
    return;
  g_clear_pointer (&generated->puzzle, wp_puzzle_free);
  g_clear_pointer (&generated->solution, wp_puzzle_free);
  g_free (generated->solution_cells);
  g_clear_pointer (&generated->grade, wp_grade_free);
  g_free (generated);
}

gboolean
wp_can_generate (const WpGenre *genre)
{
  return genre->generator != NULL;
}

#define COUNT_CANCELLED (-1)
#define COUNT_TIMED_OUT (-2)

/* Counts @puzzle up to 2 within @timeout_s (0: none): 1 when unique, 2 for
 * more, 0 for none; COUNT_CANCELLED or COUNT_TIMED_OUT when the search
 * stopped and nothing was proved. */
static gint
count_within (const WpPuzzle *puzzle, gdouble timeout_s, WpSearch *search, gint **solution_out)
{
  g_autoptr (GError) error = NULL;
  WpModel *model = wp_puzzle_build_model (puzzle, &error);
  WpSearchOptions options = { .cap = 2, .keep = solution_out ? 1 : 0, .timeout_s = timeout_s };
  WpSearchResult result;
  gint count;

  if (model == NULL)
    return 0;
  wp_search_run (search, model, &options, &result);
  wp_model_free (model);
  /* A count a backend knows without enumerating (2^k, infinitely many)
   * may pass the cap: "2 or more" is all that is asked. */
  if (result.stopped == WP_STOP_NONE || result.stopped == WP_STOP_CAP)
    count = wp_count_is_many (result.count, result.count_kind) ? 2 : (gint) result.count;
  else
    count = result.stopped == WP_STOP_TIMEOUT ? COUNT_TIMED_OUT : COUNT_CANCELLED;
  if (solution_out && result.solutions->len > 0)
    *solution_out = g_memdup2 (g_ptr_array_index (result.solutions, 0), sizeof (gint) * result.n_values);
  wp_search_result_clear (&result);
  return count;
}

static gint
count_to_two (const WpPuzzle *puzzle, WpSearch *search, gint **solution_out)
{
  return count_within (puzzle, 0, search, solution_out);
}

static void
shuffle (GPtrArray *orbits, GRand *rand)
{
  for (guint i = orbits->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      gpointer t = orbits->pdata[i - 1];

      orbits->pdata[i - 1] = orbits->pdata[j];
      orbits->pdata[j] = t;
    }
}

static gboolean
orbit_is_kept (GArray *orbit, const gboolean *keep)
{
  if (keep == NULL)
    return FALSE;
  for (guint k = 0; k < orbit->len; k++)
    if (keep[g_array_index (orbit, guint, k)])
      return TRUE;
  return FALSE;
}

static void
set_orbit (GArray *orbit, gboolean *drop, gboolean value)
{
  for (guint k = 0; k < orbit->len; k++)
    drop[g_array_index (orbit, guint, k)] = value;
}

/* Seed 004's loop on @full (unique): orbits in random order, each taken
 * away unless the puzzle stops being unique.  NULL when cancelled. */
static WpGenerated *
remove_clues (const WpPuzzle *full, const WpGenerateOptions *options, GRand *rand, WpSearch *search)
{
  g_autoptr (GArray) clues = wp_clue_list (full);
  g_autoptr (GPtrArray) orbits = wp_symmetry_orbits (full, clues, options->symmetry);
  g_autofree gboolean *drop = g_new0 (gboolean, MAX (clues->len, 1));
  WpGenerated *generated = g_new0 (WpGenerated, 1);
  guint left = clues->len;
  gboolean all_tried = TRUE;
  gboolean all_proved = TRUE;   /* every orbit kept was proved needed */

  shuffle (orbits, rand);
  for (guint o = 0; o < orbits->len; o++)
    {
      GArray *orbit = g_ptr_array_index (orbits, o);
      g_autoptr (WpPuzzle) trial = NULL;
      gint count;

      if (options->target_clues && left <= options->target_clues)
        {
          all_tried = FALSE;
          break;
        }
      if (orbit_is_kept (orbit, options->keep))
        continue;
      set_orbit (orbit, drop, TRUE);
      trial = wp_clue_drop (full, clues, drop);
      count = count_within (trial, options->count_timeout_s, search, NULL);
      generated->counts++;
      if (count == COUNT_CANCELLED)
        {
          wp_generated_free (generated);
          return NULL;
        }
      /* Not proved unique in time: the orbit stays, as if needed. */
      all_proved &= count != COUNT_TIMED_OUT;
      if (count == 1)
        left -= orbit->len;
      else
        set_orbit (orbit, drop, FALSE);
    }
  generated->puzzle = wp_clue_drop (full, clues, drop);
  generated->solution = wp_puzzle_ref (full);
  generated->n_clues = left;
  /* Uniqueness only grows with clues: an orbit that could not go then
   * cannot go now, so one pass through every orbit leaves none to take —
   * unless a count ran out of time and kept an orbit unproved. */
  generated->minimal = all_tried && all_proved;
  return generated;
}

/* Seed 004's question: the puzzle's own rules without any element leave
 * it ambiguous. */
static gboolean
needs_variants (const WpPuzzle *puzzle, WpSearch *search)
{
  g_autoptr (WpPuzzle) base = wp_puzzle_without_family (puzzle, NULL);

  return puzzle->elements->len > 0 && count_to_two (base, search, NULL) == 2;
}

static gboolean
in_band (const WpGenerateOptions *options, const WpGrade *grade)
{
  if (options->min_level >= 0 && (gint) grade->level_index < options->min_level)
    return FALSE;
  return options->max_level < 0 || (gint) grade->level_index <= options->max_level;
}

static gboolean
wants_grade (const WpGenerateOptions *options)
{
  return options->min_level >= 0 || options->max_level >= 0;
}

/* The grade and the checks of the options on a result; FALSE when it
 * misses them (or the search was cancelled: the caller asks). */
static gboolean
accept (WpGenerated *generated, const WpGenerateOptions *options, gboolean grade, WpSearch *search)
{
  if (options->target_clues && generated->n_clues > options->target_clues)
    return FALSE;
  if (options->needs_variants && !needs_variants (generated->puzzle, search))
    return FALSE;
  if (grade || wants_grade (options))
    {
      WpGradeOptions grade_options = { .seed = options->seed };
      g_autoptr (GError) error = NULL;

      generated->grade = wp_grade_puzzle (generated->puzzle, &grade_options, search, &error);
      return generated->grade != NULL && in_band (options, generated->grade);
    }
  return TRUE;
}

static GRand *
rand_for_seed (guint64 seed)
{
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  return g_rand_new_with_seed_array (words, 2);
}

static void
fill_solution_cells (WpGenerated *generated, WpSearch *search)
{
  count_to_two (generated->solution, search, &generated->solution_cells);
}

static void
set_attempts_error (const WpGenerateOptions *options, guint attempts, guint fewest, GError **error)
{
  if (options->target_clues && fewest > options->target_clues)
    g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                 _("No puzzle with %u clues or fewer in %u attempts: the fewest reached was %u"),
                 options->target_clues, attempts, fewest);
  else if (options->needs_variants && !wants_grade (options))
    g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                 _("No puzzle in %u attempts needed the variant rules: the classic rules alone made each one unique"),
                 attempts);
  else
    g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                 _("No puzzle in %u attempts had the difficulty asked for"), attempts);
}

WpGenerated *
wp_generate (const WpPuzzle *shape, const WpGenerateOptions *options, gboolean grade, WpSearch *search,
             GError **error)
{
  WpGenerateOptions defaults;
  g_autoptr (GRand) rand = NULL;
  guint attempts, fewest = G_MAXUINT;

  g_return_val_if_fail (shape != NULL && search != NULL, NULL);
  if (options == NULL)
    wp_generate_options_init (&defaults), options = &defaults;
  if (!wp_can_generate (shape->genre))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("%s puzzles cannot be generated yet"),
                   _(shape->genre->name));
      return NULL;
    }
  if (!wp_symmetry_fits (options->symmetry, shape))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s needs a square grid; this one is %u×%u"),
                   wp_symmetry_label (options->symmetry), shape->width, shape->height);
      return NULL;
    }
  rand = rand_for_seed (options->seed);
  attempts = options->max_attempts ? options->max_attempts : DEFAULT_ATTEMPTS;
  for (guint a = 1; a <= attempts; a++)
    {
      g_autoptr (WpPuzzle) full = shape->genre->generator->solved (shape, rand, search, error);
      WpGenerated *generated;

      if (full == NULL)
        return NULL;
      generated = remove_clues (full, options, rand, search);
      if (generated == NULL)
        return NULL;
      generated->attempts = a;
      fewest = MIN (fewest, generated->n_clues);
      if (accept (generated, options, grade, search) && !wp_search_is_cancelled (search))
        {
          fill_solution_cells (generated, search);
          return generated;
        }
      wp_generated_free (generated);
      if (wp_search_is_cancelled (search))
        return NULL;
    }
  set_attempts_error (options, attempts, fewest, error);
  return NULL;
}

WpGenerated *
wp_reduce (const WpPuzzle *puzzle, const WpGenerateOptions *options, WpSearch *search, GError **error)
{
  WpGenerateOptions defaults;
  g_autoptr (GRand) rand = NULL;
  WpGenerated *generated;
  gint count;

  g_return_val_if_fail (puzzle != NULL && search != NULL, NULL);
  if (options == NULL)
    wp_generate_options_init (&defaults), options = &defaults;
  if (!wp_puzzle_check_countable (puzzle, error))
    return NULL;
  count = count_to_two (puzzle, search, NULL);
  if (count < 0)
    return NULL;
  if (count != 1)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   count == 0 ? _("Only a puzzle with one solution can be reduced: this one has none")
                              : _("Only a puzzle with one solution can be reduced: this one has at least 2"));
      return NULL;
    }
  rand = rand_for_seed (options->seed);
  generated = remove_clues (puzzle, options, rand, search);
  if (generated)
    {
      generated->attempts = 1;
      fill_solution_cells (generated, search);
    }
  return generated;
}
