/* nonograms-generate.c — random solved instances for the generator
 * (wp-generate.h)
 *
 * A solved nonogram is a picture and every line clue drawn from it; cells
 * are never given (the clues are what a nonogram gives).  The picture is
 * not white noise, whose clues are long lists of 1s and 2s and whose
 * solutions are rarely unique, but patches: noise filled at 53 %, then
 * smoothed once by majority over each cell's 3×3 block (cells off the
 * grid do not vote; a tie keeps the cell).  That leaves 55–58 % filled
 * (measured from 5×5 to 30×30) in shapes with runs of several cells and
 * some detail left; a second pass, or more noise, gives solid blobs over
 * 65 % that line logic alone unravels.
 *
 * The generator needs a solved instance that is unique, and clues alone do
 * not always make one: when the solver finds a second picture with the
 * same clues, one cell where the two differ is flipped in the picture
 * (which changes its row's and column's clues) and the count runs again.
 * A few dozen flips at most settle a picture; one that does not settle is
 * dropped for a fresh one.
 */
#include "genres/nonograms/nonograms-private.h"
#include "core/wp-engine.h"
#include "core/wp-error.h"
#include "core/wp-model.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- The picture ------------------------------------------------------------ */

#define FILL_CHANCE 0.53
#define SMOOTHING_PASSES 1

/* One pass of the majority rule over 3×3 blocks. */
static void
smooth (gint *picture, guint width, guint height)
{
  g_autofree gint *before = g_memdup2 (picture, sizeof (gint) * width * height);

  for (guint row = 0; row < height; row++)
    for (guint col = 0; col < width; col++)
      {
        guint filled = 0, voters = 0;

        for (guint r = row > 0 ? row - 1 : 0; r <= row + 1 && r < height; r++)
          for (guint c = col > 0 ? col - 1 : 0; c <= col + 1 && c < width; c++)
            {
              voters++;
              filled += before[r * width + c] != 0;
            }
        if (2 * filled != voters)
          picture[row * width + col] = 2 * filled > voters;
      }
}

static void
draw_picture (gint *picture, guint width, guint height, GRand *rand)
{
  for (guint cell = 0; cell < width * height; cell++)
    picture[cell] = g_rand_double (rand) < FILL_CHANCE;
  for (guint pass = 0; pass < SMOOTHING_PASSES; pass++)
    smooth (picture, width, height);
}

/* --- Making it unique -------------------------------------------------------- */

/* Flips per picture before a fresh one is drawn, and fresh pictures
 * before giving up (which no test has seen happen). */
#define FLIPS_PER_LINE 2
#define MAX_PICTURES 100

typedef enum { UNIQUE, AMBIGUOUS, STOPPED } Verdict;

/* Counts @puzzle to 2; on AMBIGUOUS *@other is a solution that is not
 * @picture (owned by the caller). */
static Verdict
count_picture (const WpPuzzle *puzzle, const gint *picture, WpSearch *search, gint **other)
{
  g_autoptr (WpModel) model = puzzle->genre->build_model (puzzle, WP_MODEL_FOR_COUNTING);
  WpSearchOptions options = { .cap = 2, .keep = 2 };
  WpSearchResult result;
  Verdict verdict;
  guint n = wp_puzzle_n_cells (puzzle);

  wp_search_run (search, model, &options, &result);
  if (result.stopped == WP_STOP_CANCELLED)
    verdict = STOPPED;
  else if (result.count == 1 && result.exact)
    verdict = UNIQUE;
  else
    {
      verdict = AMBIGUOUS;
      for (guint s = 0; s < result.solutions->len && *other == NULL; s++)
        if (memcmp (g_ptr_array_index (result.solutions, s), picture, sizeof (gint) * n) != 0)
          *other = g_steal_pointer (&g_ptr_array_index (result.solutions, s));
    }
  wp_search_result_clear (&result);
  return verdict;
}

/* Flips one cell, drawn among those where @picture and @other differ. */
static void
flip_a_difference (gint *picture, const gint *other, guint n, GRand *rand)
{
  guint differ = 0, pick;

  for (guint cell = 0; cell < n; cell++)
    differ += picture[cell] != other[cell];
  g_assert (differ > 0);
  pick = (guint) g_rand_int_range (rand, 0, (gint32) differ);
  for (guint cell = 0; cell < n; cell++)
    if (picture[cell] != other[cell] && pick-- == 0)
      {
        picture[cell] = !picture[cell];
        return;
      }
}

/* Settles @picture into one whose clues have no other solution, within
 * @max_flips; the clues of @puzzle follow. */
static Verdict
settle (WpPuzzle *puzzle, gint *picture, guint max_flips, GRand *rand, WpSearch *search)
{
  for (guint flip = 0;; flip++)
    {
      g_autofree gint *other = NULL;
      Verdict verdict;

      wp_nonograms_derive_clues (puzzle, picture);
      verdict = count_picture (puzzle, picture, search, &other);
      if (verdict != AMBIGUOUS)
        return verdict;
      if (flip == max_flips || other == NULL)
        return AMBIGUOUS;
      flip_a_difference (picture, other, wp_puzzle_n_cells (puzzle), rand);
    }
}

static WpPuzzle *
solved (const WpPuzzle *shape, GRand *rand, WpSearch *search, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = NULL;
  g_autoptr (WpSearch) own = search ? NULL : wp_search_new ();
  g_autofree gint *picture = NULL;
  guint n, max_flips;

  if (!shape->genre->validate (shape, error))
    return NULL;
  puzzle = wp_puzzle_copy (shape);
  n = wp_puzzle_n_cells (puzzle);
  for (guint cell = 0; cell < n; cell++)
    puzzle->cells[cell] = WP_CELL_EMPTY;
  picture = g_new (gint, n);
  max_flips = FLIPS_PER_LINE * (puzzle->width + puzzle->height);
  for (guint attempt = 0; attempt < MAX_PICTURES; attempt++)
    {
      Verdict verdict;

      draw_picture (picture, puzzle->width, puzzle->height, rand);
      verdict = settle (puzzle, picture, max_flips, rand, search ? search : own);
      if (verdict == STOPPED)
        return NULL;
      if (verdict == UNIQUE)
        {
          /* The picture is the setter's goal too (what the studio's
           * picture editing shows). */
          wp_nonograms_set_goal (puzzle, picture);
          return g_steal_pointer (&puzzle);
        }
    }
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
               _("no picture of %u×%u with a unique solution was found in %u tries"),
               puzzle->height, puzzle->width, MAX_PICTURES);
  return NULL;
}

const WpGeneratorHooks wp_nonograms_generator_hooks = {
  .solved = solved,
};
