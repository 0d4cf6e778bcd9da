/* test-render.c — the renderer draws what it should, where it should */
#include "wp-test-utils.h"
#include "render/wp-render.h"
#include "genres/nonograms/nonograms.h"
#include "render/wp-thumbnail.h"
#include "genres/battleships/battleships.h"

#include <math.h>
#include <string.h>
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"
#include "genres/mines/mines.h"
#include "genres/logic/logic.h"
#include "genres/scramble/scramble.h"
#include "render/wp-render-graph.h"

#define CELL 40.0

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(const guint32 *) (data + y * stride + x * 4) & 0xffffff;
}

static gboolean
is_dark (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) < 80 && ((rgb >> 8) & 0xff) < 80 && (rgb & 0xff) < 80;
}

/* Counts dark pixels inside a cell, away from its borders. */
static guint
ink_in_cell (cairo_surface_t *surface, guint row, guint col)
{
  guint n = 0;

  for (int y = (int) (row * CELL + 6); y < (int) ((row + 1) * CELL - 6); y++)
    for (int x = (int) (col * CELL + 6); x < (int) ((col + 1) * CELL - 6); x++)
      n += is_dark (pixel (surface, x, y));
  return n;
}

static void
test_grid_and_givens (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (
    "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 360, 360);
  cairo_t *cr = cairo_create (surface);
  g_autofree guint8 *flags = g_new0 (guint8, 81);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_print, .flags = flags };
  double width, height;

  wp_render_get_size (puzzle, CELL, &width, &height);
  g_assert_cmpfloat (width, ==, 360);
  g_assert_cmpfloat (height, ==, 360);

  flags[30] = WP_CELL_DIFFERENT;
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  /* A given digit leaves ink in its cell; an empty cell stays paper. */
  g_assert_cmpuint (ink_in_cell (surface, 0, 0), >, 20);       /* r1c1 = 3 */
  g_assert_cmpuint (ink_in_cell (surface, 3, 4), ==, 0);       /* r4c5 empty */
  g_assert_cmpuint (pixel (surface, 4 * 40 + 20, 3 * 40 + 20), ==, 0xffffff);
  /* The box line between columns 3 and 4 is thick, the one between 1 and 2 thin. */
  g_assert_true (is_dark (pixel (surface, 119, 20 + 40 * 3)));
  g_assert_true (is_dark (pixel (surface, 120, 20 + 40 * 3)));
  g_assert_false (is_dark (pixel (surface, 39, 20 + 40 * 3)));
  g_assert_cmpuint (pixel (surface, 39, 20 + 40 * 3), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 37, 20 + 40 * 3), ==, 0xffffff);
  /* The difference mark sits in the top-left corner of r4c4. */
  g_assert_cmpuint (pixel (surface, 3 * 40 + 4, 3 * 40 + 4), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 3 * 40 + 34, 3 * 40 + 34), ==, 0xffffff);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_solution_fills_empty_cells (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  const gint solution[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_print, .solution = solution };

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  for (guint r = 0; r < 4; r++)
    for (guint c = 0; c < 4; c++)
      g_assert_cmpuint (ink_in_cell (surface, r, c), >, 5);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The analysis overlay: pencil marks in the right sub-cells, a shaded
 * determined cell, a ghost value and a pattern frame in its own colour. */
static void
test_overlay (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  g_autoptr (WpRenderOverlay) overlay = wp_render_overlay_new (16);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .overlay = overlay };
  guint frame = 0;

  overlay->value_base = 1;
  overlay->n_values = 4;
  overlay->candidates = g_new0 (guint64, 16);
  overlay->candidates[0] = 1 << 0;          /* r1c1: mark "1" only, top-left quarter */
  overlay->determined = g_new0 (guint8, 16);
  overlay->determined[5] = TRUE;            /* r2c2 shaded */
  overlay->ghosts = g_new (gint, 16);
  for (guint i = 0; i < 16; i++)
    overlay->ghosts[i] = WP_CELL_EMPTY;
  overlay->ghosts[15] = 3;                  /* r4c4: ghost "3" */
  g_array_append_val (cells, (guint) { 10 });
  wp_render_overlay_add_outline (overlay, cells, 0);

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  /* The mark for 1 sits in the top-left quarter of r1c1 and nowhere else. */
  {
    guint in_quarter = 0, elsewhere = 0;

    for (int y = 3; y < 37; y++)
      for (int x = 3; x < 37; x++)
        if (pixel (surface, x, y) != 0xffffff)
          (x < 20 && y < 20) ? in_quarter++ : elsewhere++;
    g_assert_cmpuint (in_quarter, >, 5);
    g_assert_cmpuint (elsewhere, ==, 0);
  }
  /* r2c2 is tinted blue: blue channel above red. */
  {
    guint32 rgb = pixel (surface, 40 + 4, 40 + 20);

    g_assert_cmpuint (rgb, !=, 0xffffff);
    g_assert_cmpuint (rgb & 0xff, >, (rgb >> 16) & 0xff);
  }
  g_assert_cmpuint (ink_in_cell (surface, 3, 3), ==, 0);     /* a ghost is pale, not ink */
  g_assert_cmpuint (pixel (surface, 3 * 40 + 20, 3 * 40 + 20), !=, 0xffffff);
  /* The frame inside r3c3 (cell 10), at the inner edge of the outer band,
   * is purple: red and blue above green. */
  for (int y = 80 + 5; y < 80 + 35; y++)
    {
      guint32 rgb = pixel (surface, 80 + 4, y);

      frame += ((rgb >> 16) & 0xff) > ((rgb >> 8) & 0xff) + 40 && (rgb & 0xff) > ((rgb >> 8) & 0xff) + 40;
    }
  g_assert_cmpuint (frame, >, 12);   /* dashed: about two thirds inked */
  g_assert_cmpuint (pixel (surface, 80 + 20, 80 + 20), ==, 0xffffff);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Renders one 9×9 Sudoku cell (r1c1, empty) with @candidates (all nine
 * values, the ghost 5 ringed among them) and/or the band marks. */
static cairo_surface_t *
render_marked_cell (gboolean candidates, gboolean band_marks)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  g_autoptr (WpRenderOverlay) overlay = wp_render_overlay_new (81);
  g_autoptr (GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  guint8 flags[81] = { 0 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 120);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = 120, .palette = &wp_palette_light, .overlay = overlay,
                            .flags = flags };

  overlay->value_base = 1;
  overlay->n_values = 9;
  overlay->ghosts = g_new (gint, 81);
  for (guint i = 0; i < 81; i++)
    overlay->ghosts[i] = WP_CELL_EMPTY;
  if (candidates)
    {
      overlay->candidates = g_new0 (guint64, 81);
      overlay->candidates[0] = 0x1ff;
      overlay->ghosts[0] = 5;
    }
  if (band_marks)
    {
      flags[0] = WP_CELL_SELECTED | WP_CELL_DIFFERENT;
      g_array_append_val (cells, (guint) { 0 });
      wp_render_overlay_add_outline (overlay, cells, 0)->emphasised = TRUE;
    }
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  return surface;
}

/* Issue 14, point 3: the selection, a deadly pattern's frame and the
 * difference corner live in the cell's outer band, the pencil marks (with
 * the suggested given ringed) inside it: no pixel is drawn by both. */
static void
test_marks_never_cover_pencil_marks (void)
{
  cairo_surface_t *marks_only = render_marked_cell (FALSE, TRUE);
  cairo_surface_t *pencil_only = render_marked_cell (TRUE, FALSE);
  cairo_surface_t *both = render_marked_cell (TRUE, TRUE);
  guint marks = 0, pencil = 0, shared = 0, pencil_kept = 0;

  /* Inside the grid's outer line (3 px at this size). */
  for (int y = 6; y < 114; y++)
    for (int x = 6; x < 114; x++)
      {
        gboolean in_marks = pixel (marks_only, x, y) != 0xffffff;
        gboolean in_pencil = pixel (pencil_only, x, y) != 0xffffff;

        marks += in_marks;
        pencil += in_pencil;
        shared += in_marks && in_pencil;
        pencil_kept += in_pencil && pixel (both, x, y) == pixel (pencil_only, x, y);
      }
  g_assert_cmpuint (marks, >, 1000);
  g_assert_cmpuint (pencil, >, 500);
  g_assert_cmpuint (shared, ==, 0);
  g_assert_cmpuint (pencil_kept, ==, pencil);
  cairo_surface_destroy (marks_only);
  cairo_surface_destroy (pencil_only);
  cairo_surface_destroy (both);
}

/* The legend draws each mark with the board's own code: the difference
 * corner is orange in the top-left, the selected pattern's frame purple. */
static void
test_mark_samples (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (9, 3, 3);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 30);
  cairo_t *cr = cairo_create (surface);
  guint32 corner, frame, given_ink = 0;

  for (WpRenderMark mark = WP_MARK_GIVEN; mark <= WP_MARK_SELECTED; mark++)
    wp_render_mark_sample (cr, puzzle, mark, &wp_palette_light, mark * 30, 0, 30);
  cairo_surface_flush (surface);
  corner = pixel (surface, WP_MARK_DIFFERENT * 30 + 3, 3);
  g_assert_cmpuint ((corner >> 16) & 0xff, >, 200);          /* orange: much red, */
  g_assert_cmpuint (corner & 0xff, <, 60);                   /* little blue */
  frame = pixel (surface, WP_MARK_SELECTED_PATTERN * 30 + 3, 15);
  g_assert_cmpuint ((frame >> 16) & 0xff, >, ((frame >> 8) & 0xff) + 40);
  for (int y = 5; y < 25; y++)
    for (int x = 5; x < 25; x++)
      given_ink += is_dark (pixel (surface, WP_MARK_GIVEN * 30 + x, y));
  g_assert_cmpuint (given_ink, >, 20);                       /* a bold 7 */
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* The tick/cross sample: a tick in the top-left box, a cross in the
   * bottom-right one, both in the solution's blue. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 60, 60);
  cr = cairo_create (surface);
  wp_render_mark_sample (cr, puzzle, WP_MARK_PAIRS, &wp_palette_light, 0, 0, 60);
  cairo_surface_flush (surface);
  {
    guint tick = 0, cross = 0;

    for (int y = 3; y < 27; y++)
      for (int x = 3; x < 27; x++)
        {
          guint32 a = pixel (surface, x, y), b = pixel (surface, x + 30, y + 30);

          tick += (a & 0xff) > 150 && ((a >> 16) & 0xff) < 120;
          cross += (b & 0xff) > 150 && ((b >> 16) & 0xff) < 120;
        }
    g_assert_cmpuint (tick, >, 15);
    g_assert_cmpuint (cross, >, 15);
  }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Clue numbers never reach into the next column or the next row's slot,
 * whatever the cell size: at 30×30 in a small window (11 px cells) and
 * smaller, "12 13" and "105" shrink to fit. */
static void
test_clue_digits_stay_in_their_column (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (120, 120);
  const double sizes[] = { 6, 8, 11, 16 };

  g_assert_true (puzzle->genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 1, "12 13 14", NULL));
  g_assert_true (puzzle->genre->lines->set_clues (puzzle, WP_LINE_COLUMN, 3, "105", NULL));
  g_assert_true (puzzle->genre->lines->set_clues (puzzle, WP_LINE_ROW, 2, "12 105 1", NULL));
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      double s = sizes[k];
      WpRenderMargins margins;
      cairo_surface_t *surface;
      cairo_t *cr;
      int grid_x, grid_y;
      guint outside = 0, inside = 0;

      wp_render_get_margins (puzzle, &margins);
      grid_x = (int) (margins.left * s) + 4;
      grid_y = (int) (margins.top * s) + 4;
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, grid_x + (int) (8 * s), grid_y + (int) (8 * s));
      cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      wp_render_puzzle (cr, puzzle, &(WpRenderLayout) { .x = grid_x, .y = grid_y, .cell_size = s,
                                                        .palette = &wp_palette_light });
      cairo_surface_flush (surface);
      /* Above the grid: ink only over columns 2 and 4 (indices 1 and 3). */
      for (int y = 0; y < grid_y - 2; y++)
        for (int x = grid_x; x < grid_x + (int) (6 * s); x++)
          if (pixel (surface, x, y) != 0xffffff)
            {
              double column = (x - grid_x) / s;

              ((column >= 1 && column < 2) || (column >= 3 && column < 4)) ? inside++ : outside++;
            }
      g_assert_cmpuint (inside, >, 0);
      g_assert_cmpuint (outside, ==, 0);
      /* Left of the grid: ink only beside row 3, its three clues apart. */
      outside = inside = 0;
      for (int y = grid_y; y < grid_y + (int) (6 * s); y++)
        for (int x = 0; x < grid_x - 2; x++)
          if (pixel (surface, x, y) != 0xffffff)
            ((y - grid_y) / s >= 2 && (y - grid_y) / s < 3) ? inside++ : outside++;
      g_assert_cmpuint (inside, >, 0);
      g_assert_cmpuint (outside, ==, 0);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

/* Submarines: the sums sit right of the rows and below the columns; a
 * submarine is a disc, open water a wave; a chain is a path through the
 * cell centres. */
static void
test_line_clues_and_glyphs (void)
{
  const gint rows[] = { 2, 1, 3 }, cols[] = { 1, WP_SUBMARINES_UNKNOWN, 3 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_print };
  WpRenderMargins margins;
  WpLineKind kind;
  guint index;
  double width, height;

  puzzle->cells[0] = 1;   /* r1c1: a submarine */
  puzzle->cells[1] = 0;   /* r1c2: open water */
  wp_render_get_margins (puzzle, &margins);
  g_assert_cmpfloat (margins.left, ==, 0);
  g_assert_cmpfloat (margins.top, ==, 0);
  g_assert_cmpfloat (margins.right, ==, 1);
  g_assert_cmpfloat (margins.bottom, ==, 1);
  wp_render_get_size (puzzle, CELL, &width, &height);
  g_assert_cmpfloat (width, ==, 160);
  g_assert_cmpfloat (height, ==, 160);

  g_assert_true (wp_render_line_at (puzzle, 0, 0, CELL, 140, 100, &kind, &index));
  g_assert_cmpint (kind, ==, WP_LINE_ROW);
  g_assert_cmpuint (index, ==, 2);
  g_assert_true (wp_render_line_at (puzzle, 0, 0, CELL, 50, 150, &kind, &index));
  g_assert_cmpint (kind, ==, WP_LINE_COLUMN);
  g_assert_cmpuint (index, ==, 1);
  g_assert_false (wp_render_line_at (puzzle, 0, 0, CELL, 60, 60, &kind, &index));
  g_assert_false (wp_render_line_at (puzzle, 0, 0, CELL, 150, 150, &kind, &index));

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  /* Row sums (2, 1, 3) in column 4, column sums 1 and 3 in row 4; the
   * unknown column sum stays blank on paper. */
  for (guint r = 0; r < 3; r++)
    g_assert_cmpuint (ink_in_cell (surface, r, 3), >, 5);
  g_assert_cmpuint (ink_in_cell (surface, 3, 0), >, 5);
  g_assert_cmpuint (ink_in_cell (surface, 3, 1), ==, 0);
  g_assert_cmpuint (ink_in_cell (surface, 3, 2), >, 5);
  g_assert_cmpuint (ink_in_cell (surface, 3, 3), ==, 0);
  /* The disc fills the middle of r1c1 including its upper left part; the
   * wave in r1c2 crosses the middle but leaves that part blank. */
  g_assert_true (is_dark (pixel (surface, 20, 20)));
  g_assert_true (is_dark (pixel (surface, 12, 12)));
  g_assert_true (is_dark (pixel (surface, 40 + 20, 20)));
  g_assert_false (is_dark (pixel (surface, 40 + 12, 12)));
  g_assert_cmpuint (ink_in_cell (surface, 1, 1), ==, 0);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The unknown sum gets a faint "?" on screen, and a selected clue a frame. */
static void
test_unknown_and_selected_clue (void)
{
  const gint rows[] = { 2, 1, 3 }, cols[] = { 1, WP_SUBMARINES_UNKNOWN, 3 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .mark_unknown_clues = TRUE,
                            .selected_line_kind = WP_LINE_ROW, .selected_line = 2 };
  guint marked = 0, framed = 0;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  for (int y = 126; y < 154; y++)
    for (int x = 46; x < 74; x++)
      marked += pixel (surface, x, y) != 0xffffff;
  g_assert_cmpuint (marked, >, 5);
  /* Row 2's clue is framed in the selection blue. */
  for (int y = 40; y < 80; y++)
    {
      guint32 rgb = pixel (surface, 123, y);

      framed += (rgb & 0xff) > ((rgb >> 16) & 0xff) + 60;
    }
  g_assert_cmpuint (framed, >, 20);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Pixels of a thumbnail that are neither paper nor close to it. */
static guint
count_ink (cairo_surface_t *surface, int x0, int y0, int x1, int y1)
{
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += is_dark (pixel (surface, x, y));
  return n;
}

/* A thumbnail fits its box without changing the puzzle's shape, has
 * @scale pixels a unit, and shows the grid: a given leaves ink in its
 * cell, an empty cell stays paper. */
static void
test_thumbnail (void)
{
  g_autoptr (WpPuzzle) sudoku = wp_test_load_one (
    "378659214154328769629471538743..5692862947351915236847487593126236..4975591762483");
  g_autoptr (WpPuzzle) smiley = wp_test_load_data_file ("nonogram-smiley-30.non");
  const gint rows[] = { 2, 1, 3 }, cols[] = { 1, 3, 1, 2, 1, 0, 0 };
  g_autoptr (WpPuzzle) wide = wp_submarines_new (3, 7, rows, cols);
  cairo_surface_t *surface;
  double sx, sy, cell;

  /* 9×9 at 2 pixels a unit in 64×64: 128×128 pixels, a cell 128 / 9.1
   * pixels (a twentieth of a cell of room each side, for the frame). */
  surface = wp_render_thumbnail (sudoku, 64, 64, 2, &wp_palette_light);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 128);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 128);
  cairo_surface_get_device_scale (surface, &sx, &sy);
  g_assert_cmpfloat (sx, ==, 2);
  g_assert_cmpfloat (sy, ==, 2);
  cell = 128 / 9.1;
  /* The frame lies wholly inside the picture, on its edge pixels, with
   * paper just inside it. */
  g_assert_true (is_dark (pixel (surface, 0, 60)));
  g_assert_true (is_dark (pixel (surface, 127, 60)));
  g_assert_true (is_dark (pixel (surface, 64, 0)));
  g_assert_true (is_dark (pixel (surface, 64, 127)));
  g_assert_cmpuint (pixel (surface, 3, 60), ==, 0xffffff);
  /* r1c1 holds 3; r4c5 is empty (only its insides are counted). */
  g_assert_cmpuint (count_ink (surface, (int) (0.05 * cell + 3), (int) (0.05 * cell + 3),
                               (int) (1.05 * cell - 3), (int) (1.05 * cell - 3)), >, 3);
  g_assert_cmpuint (count_ink (surface, (int) (4.05 * cell + 3), (int) (3.05 * cell + 3),
                               (int) (5.05 * cell - 3), (int) (4.05 * cell - 3)), ==, 0);
  cairo_surface_destroy (surface);

  /* The same at one pixel a unit is half as many pixels each way. */
  surface = wp_render_thumbnail (sudoku, 64, 64, 1, &wp_palette_light);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 64);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 64);
  cairo_surface_destroy (surface);

  /* 3 rows by 7 columns with a clue column and a clue row: 8.1 × 4.1
   * cells fill the width, not the height. */
  surface = wp_render_thumbnail (wide, 64, 64, 1, &wp_palette_dark);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 64);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, (int) (4.1 * 64 / 8.1));
  /* Dark paper (0.19, 0.19, 0.21) all round, clue margin included. */
  g_assert_cmphex (pixel (surface, 63, 31), ==, 0x303035);
  cairo_surface_destroy (surface);

  /* A 30×30 nonogram with long clues is drawn larger and
   * shrunk: its cells of under 2 pixels come out as a grey mesh, not
   * the block of ink that the renderer's 1-pixel minimum lines would make
   * of them, nor blank paper. */
  surface = wp_render_thumbnail (smiley, 64, 64, 1, &wp_palette_light);
  if (g_getenv ("WP_TEST_SAVE_PNG_LARGE"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG_LARGE"));
  {
    int width = cairo_image_surface_get_width (surface);
    int height = cairo_image_surface_get_height (surface);
    guint64 sum = 0;
    double mean;

    for (int y = 0; y < height; y++)
      for (int x = 0; x < width; x++)
        sum += (pixel (surface, x, y) >> 8) & 0xff;
    mean = (double) sum / (width * height);
    g_test_message ("smiley %d×%d, mean green %.1f", width, height, mean);
    g_assert_cmpint (MAX (width, height), ==, 64);
    g_assert_cmpfloat (mean, >, 150);
    g_assert_cmpfloat (mean, <, 245);
  }
  cairo_surface_destroy (surface);
}

/* --- The legend (the fleet of Battleships) ------------------------------------- */

/* The legend's geometry as wp-render.c plans it, for CELL = 40: legend
 * cells of floor (40 × 0.65) = 26 px, rows 1.3 legend cells apart,
 * beside a 10-wide grid and its one column of counts, 0.6 cells away. */
#define LEGEND_S      26
#define LEGEND_LEFT   464   /* (10 + 1 + 0.6) × 40 */
#define LEGEND_ROW(i) ((int) ((i) * 1.3 * LEGEND_S + 0.5))

/* Draws @puzzle at CELL on white, the legend at @placement, into a surface
 * as large as wp_render_get_extent() says everything is. */
static cairo_surface_t *
draw_with_legend (const WpPuzzle *puzzle, WpLegendPlacement placement, const WpPalette *palette,
                  const WpRenderOverlay *overlay)
{
  WpRenderLayout layout = { .cell_size = CELL, .palette = palette, .legend = placement, .overlay = overlay };
  WpRenderMargins margins;
  cairo_surface_t *surface;
  double width, height;
  cairo_t *cr;

  wp_render_get_margins (puzzle, &margins);
  wp_render_get_extent (puzzle, &margins, placement, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * CELL), (int) ceil (height * CELL));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  return surface;
}

static guint
dark_pixels_in (cairo_surface_t *surface, int x0, int y0, int x1, int y1)
{
  guint n = 0;

  x1 = MIN (x1, cairo_image_surface_get_width (surface));
  y1 = MIN (y1, cairo_image_surface_get_height (surface));
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += is_dark (pixel (surface, x, y));
  return n;
}

/* The standard fleet (1 × 4, 2 × 3, 3 × 2, 4 × 1) beside the grid: one row
 * per length, longest first, the ships flush right in the glyphs the grid
 * uses, their counts after them; an empty fleet draws nothing there. */
static void
test_fleet_legend (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (10, 10, NULL, NULL, NULL, 0);
  const gint no_ships[] = { 0 };
  g_autoptr (WpPuzzle) empty = wp_battleships_new (10, 10, NULL, NULL, no_ships, 1);
  cairo_surface_t *surface = draw_with_legend (puzzle, WP_LEGEND_BESIDE, &wp_palette_print, NULL);
  cairo_surface_t *blank = cairo_image_surface_create (CAIRO_FORMAT_RGB24, cairo_image_surface_get_width (surface),
                                                       cairo_image_surface_get_height (surface));
  int width = cairo_image_surface_get_width (surface);
  guint fleet_ink = dark_pixels_in (surface, LEGEND_LEFT, 0, width, 440);
  cairo_t *cr = cairo_create (blank);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_print, .legend = WP_LEGEND_BESIDE };

  /* Ten ship cells of about 17 × 17 px of ink each, and four counts. */
  g_test_message ("fleet ink: %u dark pixels", fleet_ink);
  g_assert_cmpuint (fleet_ink, >, 2000);
  /* Row 1, the battleship: four dark cells from the legend's left edge. */
  for (int j = 0; j < 4; j++)
    g_assert_true (is_dark (pixel (surface, LEGEND_LEFT + j * LEGEND_S + LEGEND_S / 2, LEGEND_S / 2)));
  /* Row 4, the submarines: one disc, flush right under the others' ends,
   * with paper before it. */
  g_assert_true (is_dark (pixel (surface, LEGEND_LEFT + 3 * LEGEND_S + LEGEND_S / 2, LEGEND_ROW (3) + LEGEND_S / 2)));
  g_assert_cmpuint (pixel (surface, LEGEND_LEFT + 2 * LEGEND_S + LEGEND_S / 2, LEGEND_ROW (3) + LEGEND_S / 2), ==,
                    0xffffff);
  /* Each row's count ("× 1" … "× 4") right of the ships. */
  for (int i = 0; i < 4; i++)
    g_assert_cmpuint (dark_pixels_in (surface, LEGEND_LEFT + 4 * LEGEND_S + 4, LEGEND_ROW (i),
                                      width, LEGEND_ROW (i) + LEGEND_S), >, 20);
  /* The grid is where it was without the legend. */
  g_assert_true (is_dark (pixel (surface, 0, 200)));
  g_assert_true (is_dark (pixel (surface, 399, 200)));

  /* No ships, no legend: nothing is drawn there, and there is no room for it. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, empty, &layout);
  cairo_surface_flush (blank);
  g_assert_cmpuint (dark_pixels_in (blank, LEGEND_LEFT, 0, width, 440), ==, 0);
  g_assert_cmpint (wp_render_fit_legend (empty, &(WpRenderMargins) { 0, 0, 1, 1 }, 1000, 500), ==, WP_LEGEND_NONE);

  cairo_destroy (cr);
  cairo_surface_destroy (blank);
  cairo_surface_destroy (surface);
}

/* The legend's room follows the fleet only: typing cells and counts keeps
 * the grid's cell size, changing the fleet may change it.  It goes beside
 * the grid in a wide area, below it in a tall one. */
static void
test_fleet_legend_room (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (10, 10, NULL, NULL, NULL, 0);
  WpRenderMargins margins;
  double plain_w, plain_h, beside_w, beside_h, below_w, below_h, w, h, wider;
  cairo_surface_t *surface;

  wp_render_get_room_for_clues (puzzle, &margins);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_NONE, &plain_w, &plain_h);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BESIDE, &beside_w, &beside_h);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BELOW, &below_w, &below_h);
  g_assert_cmpfloat (plain_w, ==, 11);
  g_assert_cmpfloat (plain_h, ==, 11);
  /* Beside: 0.6 + 0.65 × (4 ships + 0.35 + the count) cells more. */
  g_assert_cmpfloat (beside_w, >, 11 + 0.6 + 0.65 * 4.35);
  g_assert_cmpfloat (beside_w, <, 11 + 0.6 + 0.65 * 7);
  g_assert_cmpfloat (beside_h, ==, 11);
  /* Below: four rows, 0.65 × (1 + 3 × 1.3) cells under the counts. */
  g_assert_cmpfloat (below_w, ==, 11);
  g_assert_cmpfloat (below_h, ==, 10 + 1 + 0.6 + 0.65 * (1 + 3 * 1.3));
  g_assert_cmpint (wp_render_fit_legend (puzzle, &margins, 1000, 600), ==, WP_LEGEND_BESIDE);
  g_assert_cmpint (wp_render_fit_legend (puzzle, &margins, 600, 1000), ==, WP_LEGEND_BELOW);

  /* Typing: givens and counts leave the room as it was. */
  puzzle->cells[0] = WP_BATTLESHIPS_END_LEFT;
  puzzle->cells[55] = WP_BATTLESHIPS_WATER;
  wp_battleships_set_row_count (puzzle, 0, 4);
  wp_battleships_set_column_count (puzzle, 9, 2);
  wp_render_get_room_for_clues (puzzle, &margins);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BESIDE, &w, &h);
  g_assert_cmpfloat (w, ==, beside_w);
  g_assert_cmpfloat (h, ==, beside_h);

  /* A five-cell carrier makes the legend wider; twelve submarines give
   * the count a second digit. */
  wp_battleships_set_fleet (puzzle, 5, 1);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BESIDE, &w, &h);
  g_assert_cmpfloat (w, ==, beside_w + 0.65);
  wp_battleships_set_fleet (puzzle, 1, 12);
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BESIDE, &wider, &h);
  g_assert_cmpfloat (wider, >, w);

  /* Below: the legend starts 0.6 cells under the column counts. */
  surface = draw_with_legend (puzzle, WP_LEGEND_BELOW, &wp_palette_print, NULL);
  g_assert_cmpuint (dark_pixels_in (surface, 0, 11 * 40 + 24, 400, 11 * 40 + 24 + LEGEND_S), >, 500);
  g_assert_cmpuint (dark_pixels_in (surface, 0, 11 * 40 + 4, 400, 11 * 40 + 22), ==, 0);
  cairo_surface_destroy (surface);
}

/* Determined cells: water in the light blue shade with a pale wave, a ship
 * in a grey shade with a pale ship's end, so the two never look alike. */
static void
test_determined_water_and_ship (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_battleships_new (3, 3, NULL, NULL, NULL, 0);
  g_autoptr (WpRenderOverlay) overlay = wp_render_overlay_new (9);
  cairo_surface_t *surface;
  guint32 water, ship, plain;

  overlay->determined = g_new0 (guint8, 9);
  overlay->determined_values = g_new (gint, 9);
  for (guint i = 0; i < 9; i++)
    overlay->determined_values[i] = WP_CELL_EMPTY;
  overlay->determined[0] = TRUE;
  overlay->determined_values[0] = WP_BATTLESHIPS_WATER;      /* r1c1 */
  overlay->determined[4] = TRUE;
  overlay->determined_values[4] = WP_BATTLESHIPS_END_LEFT;   /* r2c2 */
  surface = draw_with_legend (puzzle, WP_LEGEND_NONE, &wp_palette_light, overlay);

  /* Near each cell's corner, clear of grid lines and glyphs. */
  water = pixel (surface, 6, 6);
  ship = pixel (surface, 40 + 6, 40 + 6);
  plain = pixel (surface, 80 + 6, 80 + 6);
  g_test_message ("water %06x, ship %06x, plain %06x", water, ship, plain);
  g_assert_cmpuint (plain, ==, 0xffffff);
  /* Water: blue well above red.  Ship: grey, no tint, and darker. */
  g_assert_cmpuint (water & 0xff, >, ((water >> 16) & 0xff) + 15);
  g_assert_cmpuint (ABS ((gint) (ship & 0xff) - (gint) ((ship >> 16) & 0xff)), <, 8);
  g_assert_cmpuint (ship & 0xff, <, (water >> 8) & 0xff);
  g_assert_cmpuint (ship, !=, water);
  /* The pale shapes: a wave across the middle of r1c1 (its upper part
   * blank), a ship's end filling the middle of r2c2. */
  g_assert_cmpuint (pixel (surface, 20, 20), !=, water);
  g_assert_cmpuint (pixel (surface, 13, 12), ==, water);
  g_assert_cmpuint (pixel (surface, 60, 60), !=, ship);
  g_assert_false (is_dark (pixel (surface, 60, 60)));   /* pale, not ink */
  cairo_surface_destroy (surface);
}

/* Pixels of @rgb's colour (within a few levels) inside a cell, away from
 * its borders. */
static guint
pixels_of_colour (cairo_surface_t *surface, guint row, guint col, const WpColor *colour)
{
  int want[3] = { (int) (colour->red * 255 + 0.5), (int) (colour->green * 255 + 0.5),
                  (int) (colour->blue * 255 + 0.5) };
  guint n = 0;

  for (int y = (int) (row * CELL + 6); y < (int) ((row + 1) * CELL - 6); y++)
    for (int x = (int) (col * CELL + 6); x < (int) ((col + 1) * CELL - 6); x++)
      {
        guint32 rgb = pixel (surface, x, y);

        n += ABS ((int) (rgb >> 16) - want[0]) <= 3 && ABS ((int) ((rgb >> 8) & 0xff) - want[1]) <= 3 &&
             ABS ((int) (rgb & 0xff) - want[2]) <= 3;
      }
  return n;
}

/* An alternative laid over the grid: its values in the empty cells in the
 * alternative ink (not the solved blue, not the givens' ink), givens as
 * they are, and the differing cells tinted in the difference colour. */
static void
test_alternative_laid_over (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  const gint solution[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1 };
  const gint other[16] = { 1, 2, 3, 4, 3, 4, 1, 2, 2, 3, 4, 1, 4, 1, 2, 3 };
  g_autofree guint8 *flags = g_new0 (guint8, 16);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .solution = other,
                            .alternative = solution, .flags = flags };
  guint32 tint;

  puzzle->cells[0] = 1;                     /* r1c1 a given */
  flags[9] = WP_CELL_DIFFERENT;             /* r3c2 */
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  g_assert_cmpuint (pixels_of_colour (surface, 0, 0, &wp_palette_light.alternative_ink), ==, 0);
  g_assert_cmpuint (ink_in_cell (surface, 0, 0), >, 20);
  for (guint cell = 1; cell < 16; cell++)
    {
      g_assert_cmpuint (pixels_of_colour (surface, cell / 4, cell % 4, &wp_palette_light.alternative_ink), >, 10);
      g_assert_cmpuint (pixels_of_colour (surface, cell / 4, cell % 4, &wp_palette_light.solved_ink), ==, 0);
    }
  /* r3c2's paper, right of its digit, is tinted orange (red above blue);
   * r3c3's is not. */
  tint = pixel (surface, 40 + 34, 2 * 40 + 20);
  g_assert_cmpuint (tint, !=, 0xffffff);
  g_assert_cmpuint ((tint >> 16) & 0xff, >, (tint & 0xff) + 20);
  g_assert_cmpuint (pixel (surface, 2 * 40 + 34, 2 * 40 + 20), ==, 0xffffff);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Counts pixels in the top-left corner of a cell (where a region's
 * number goes) for which @want holds. */
static guint
corner_pixels (cairo_surface_t *surface, guint row, guint col, gboolean (*want) (guint32))
{
  guint n = 0;

  for (int y = (int) (row * CELL + 3); y < (int) (row * CELL + 16); y++)
    for (int x = (int) (col * CELL + 3); x < (int) (col * CELL + 22); x++)
      n += want (pixel (surface, x, y));
  return n;
}

static gboolean
is_red (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) > 180 && ((rgb >> 8) & 0xff) < 110 && (rgb & 0xff) < 110;
}

static cairo_surface_t *
render_regions (const WpPuzzle *puzzle, gboolean tint)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .tint_regions = tint };

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  return surface;
}

/* Drawing regions: each region in a colour of its own (the same in all its
 * cells), its number in its first cell, in red with its size when that is
 * wrong; paper and print show none of it. */
static void
test_region_tints (void)
{
  g_autoptr (WpPuzzle) whole = wp_test_load_one ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\","
                                                 "\"size\":4,\"regions\":[\"AABB\",\"ACBB\",\"ACDD\",\"CCDD\"]}");
  g_autoptr (WpPuzzle) unfinished = wp_test_load_one ("{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\","
                                                      "\"size\":4,\"regions\":[\"AABB\",\"AABB\",\"CCDD\",\"CCDC\"]}");
  cairo_surface_t *plain = render_regions (whole, FALSE);
  cairo_surface_t *tinted = render_regions (whole, TRUE);
  cairo_surface_t *wrong = render_regions (unfinished, TRUE);
  /* Centres of r1c2 (A), r1c4 (B), r2c2 (C), r4c4 (D), r3c1 (A), r3c4 (D). */
  guint32 a = pixel (tinted, 60, 20), b = pixel (tinted, 140, 20), c = pixel (tinted, 60, 60);
  guint32 d = pixel (tinted, 140, 140);

  g_assert_cmpuint (pixel (plain, 60, 20), ==, 0xffffff);
  g_assert_cmpuint (a, !=, 0xffffff);
  g_assert_cmpuint (a, !=, b);
  g_assert_cmpuint (a, !=, c);
  g_assert_cmpuint (a, !=, d);
  g_assert_cmpuint (b, !=, c);
  g_assert_cmpuint (b, !=, d);
  g_assert_cmpuint (c, !=, d);
  g_assert_cmpuint (pixel (tinted, 20, 100), ==, a);
  g_assert_cmpuint (pixel (tinted, 140, 100), ==, d);

  /* "1" in r1c1, "3" in r2c2 (C's first cell), nothing in r1c2. */
  g_assert_cmpuint (corner_pixels (tinted, 0, 0, is_dark), >, 3);
  g_assert_cmpuint (corner_pixels (tinted, 1, 1, is_dark), >, 3);
  g_assert_cmpuint (corner_pixels (tinted, 0, 1, is_dark), ==, 0);
  g_assert_cmpuint (corner_pixels (plain, 0, 0, is_dark), ==, 0);
  g_assert_cmpuint (corner_pixels (tinted, 0, 0, is_red), ==, 0);
  /* Region 3 has 5 cells and region 4 has 3: their numbers are red. */
  g_assert_cmpuint (corner_pixels (wrong, 2, 0, is_red), >, 3);
  g_assert_cmpuint (corner_pixels (wrong, 2, 2, is_red), >, 3);
  g_assert_cmpuint (corner_pixels (wrong, 0, 0, is_red), ==, 0);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (wrong, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_surface_destroy (plain);
  cairo_surface_destroy (tinted);
  cairo_surface_destroy (wrong);
}

static gboolean
is_strong_red (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) > 180 && ((rgb >> 8) & 0xff) < 90 && (rgb & 0xff) < 90;
}

static guint
red_in (cairo_surface_t *surface, int x0, int y0, int x1, int y1)
{
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += is_strong_red (pixel (surface, x, y));
  return n;
}

/* What cannot be satisfied: an empty cell no value fits is struck through,
 * a framed unit gets one frame around it (none between its own cells). */
static void
test_struck_cell_and_framed_unit (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_sudoku_new (4, 2, 2);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  g_autofree guint8 *flags = g_new0 (guint8, 16);
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .flags = flags };

  flags[15] = WP_CELL_CONFLICT;                 /* r4c4, empty */
  flags[0] = flags[1] = flags[4] = flags[5] = WP_CELL_FRAMED;   /* box 1 */
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  /* The strike crosses the middle of r4c4; r3c3 stays paper. */
  g_assert_true (is_strong_red (pixel (surface, 3 * 40 + 20, 3 * 40 + 20)));
  g_assert_cmpuint (red_in (surface, 2 * 40 + 4, 2 * 40 + 4, 3 * 40 - 4, 3 * 40 - 4), ==, 0);
  /* The box's frame runs inside its outer edges… */
  g_assert_true (is_strong_red (pixel (surface, 1, 20)));
  g_assert_true (is_strong_red (pixel (surface, 60, 1)));
  g_assert_true (is_strong_red (pixel (surface, 78, 60)));
  g_assert_true (is_strong_red (pixel (surface, 20, 78)));
  /* …not between its cells, and not around the box beside it. */
  g_assert_cmpuint (red_in (surface, 34, 10, 46, 30), ==, 0);
  g_assert_cmpuint (red_in (surface, 82, 0, 160, 80), ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A marked column is framed from its sum across the grid, and its sum is
 * struck through; the other columns stay as they were. */
static void
test_marked_line (void)
{
  const gint rows[] = { 3, 2, 0 }, cols[] = { 1, 3, 1 };
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (3, 3, rows, cols);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 160, 160);
  cairo_t *cr = cairo_create (surface);
  guint8 lines[6] = { 0, 0, 0, 0, 1, 0 };   /* rows 1–3, then columns 1–3: column 2 */
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_light, .marked_lines = lines };

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));

  /* Both sides of the frame, in the grid and beside the sum below it. */
  g_assert_true (is_strong_red (pixel (surface, 41, 60)));
  g_assert_true (is_strong_red (pixel (surface, 78, 60)));
  g_assert_true (is_strong_red (pixel (surface, 41, 140)));
  g_assert_true (is_strong_red (pixel (surface, 60, 158)));
  /* The sum 3 itself is red (and struck); column 1's sum 1 is not. */
  g_assert_cmpuint (red_in (surface, 46, 126, 74, 154), >, 40);
  g_assert_cmpuint (red_in (surface, 0, 0, 38, 160), ==, 0);
  g_assert_cmpuint (red_in (surface, 82, 0, 160, 160), ==, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* One value alone, as the analysis panel shows it: a submarine is the
 * board's disc, ink in the middle and paper in the corners. */
static void
test_value_sample (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_submarines_new (2, 2, NULL, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 40);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_value (cr, puzzle, 1, 0, 0, 40, &wp_palette_print);
  cairo_surface_flush (surface);
  g_assert_true (is_dark (pixel (surface, 20, 20)));
  g_assert_cmpuint (pixel (surface, 2, 2), ==, 0xffffff);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* --- Variant elements ---------------------------------------------------------------- */

#define HEAD9 "{\"format\":\"wellposed\",\"version\":1,\"genre\":\"sudoku\",\"size\":9,"

/* A 9×9 Sudoku with @givens (81 characters in reading order; NULL: none)
 * and @elements (JSON objects joined by commas; NULL: none). */
static WpPuzzle *
variant (const char *elements, const char *givens)
{
  g_autoptr (GString) json = g_string_new (HEAD9);

  if (givens)
    {
      g_assert_cmpuint (strlen (givens), ==, 81);
      g_string_append (json, "\"givens\":[");
      for (guint r = 0; r < 9; r++)
        g_string_append_printf (json, "%s\"%.9s\"", r ? "," : "", givens + 9 * r);
      g_string_append (json, "],");
    }
  g_string_append_printf (json, "\"elements\":[%s]}", elements ? elements : "");
  return wp_test_load_one (json->str);
}

/* @puzzle drawn with cells of @cell pixels at the origin. */
static cairo_surface_t *
render_at (const WpPuzzle *puzzle, double cell, const WpPalette *palette)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (9 * cell), (int) (9 * cell));
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = cell, .palette = palette };

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  return surface;
}

static cairo_surface_t *
render_variant (const char *elements, const char *givens, const WpPalette *palette)
{
  g_autoptr (WpPuzzle) puzzle = variant (elements, givens);
  cairo_surface_t *surface = render_at (puzzle, CELL, palette);
  const char *dir = g_getenv ("WP_TEST_SAVE_PNG_DIR");

  if (dir)
    {
      g_autofree char *name = g_strdup_printf ("%s/%s-%s.png", dir, g_test_get_path () + strlen ("/render/elements/"),
                                               palette == &wp_palette_dark ? "dark" : "print");
      cairo_surface_write_to_png (surface, name);
    }
  return surface;
}

static guint
channel (guint32 rgb, guint shift)
{
  return (rgb >> shift) & 0xff;
}

/* A neutral grey from @low to @high in every channel. */
static gboolean
is_grey (guint32 rgb, guint low, guint high)
{
  for (guint shift = 0; shift <= 16; shift += 8)
    if (channel (rgb, shift) < low || channel (rgb, shift) > high)
      return FALSE;
  return TRUE;
}

static guint
brightness (guint32 rgb)
{
  return (channel (rgb, 16) + channel (rgb, 8) + channel (rgb, 0)) / 3;
}

static guint
light_pixels_in_cell (cairo_surface_t *surface, guint row, guint col)
{
  guint n = 0;

  for (int y = (int) (row * CELL + 6); y < (int) ((row + 1) * CELL - 6); y++)
    for (int x = (int) (col * CELL + 6); x < (int) ((col + 1) * CELL - 6); x++)
      n += brightness (pixel (surface, x, y)) > 200;
  return n;
}

#define THERMO "{\"kind\":\"thermometer\",\"cells\":[\"r2c2\",\"r2c3\",\"r3c4\"]}"
/* 5 in r2c2, on the bulb. */
#define GIVEN_R2C2 "..........5......................................................................"

/* A pale bulb on r2c2 and a thick line through the centres of r2c3 and
 * r3c4, under the given: its digit is still drawn in full ink. */
static void
test_element_thermometer (void)
{
  cairo_surface_t *surface = render_variant (THERMO, GIVEN_R2C2, &wp_palette_print);
  cairo_surface_t *dark = render_variant (THERMO, GIVEN_R2C2, &wp_palette_dark);

  /* In the bulb left of the digit, at the centre of r2c3, a quarter of
   * the way from there to r3c4: the print palette's light grey (0.80). */
  g_assert_true (is_grey (pixel (surface, 49, 60), 200, 208));
  g_assert_true (is_grey (pixel (surface, 100, 60), 200, 208));
  g_assert_true (is_grey (pixel (surface, 110, 70), 200, 208));
  /* The round end reaches 0.15 of a cell past r3c4's centre, no further. */
  g_assert_true (is_grey (pixel (surface, 140, 104), 200, 208));
  g_assert_cmpuint (pixel (surface, 140, 110), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 20, 20), ==, 0xffffff);
  /* The 5 over the bulb, in black. */
  g_assert_cmpuint (ink_in_cell (surface, 1, 1), >, 20);

  /* Dark mode: the thermometer lies between the paper (0.19) and the
   * light digits, which stay drawn over it. */
  g_assert_true (is_grey (pixel (dark, 49, 60), 80, 105));
  g_assert_cmpuint (light_pixels_in_cell (dark, 1, 1), >, 20);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (dark);
}

/* How far the bulb reaches left of r2c2's centre, in pixels. */
static int
bulb_reach (double cell)
{
  g_autoptr (WpPuzzle) puzzle = variant (THERMO, NULL);
  cairo_surface_t *surface = render_at (puzzle, cell, &wp_palette_print);
  int cx = (int) (1.5 * cell), cy = (int) (1.5 * cell), reach = 0;

  while (cx - reach - 1 >= 0 && pixel (surface, cx - reach - 1, cy) != 0xffffff)
    reach++;
  cairo_surface_destroy (surface);
  return reach;
}

/* Every length is a fraction of the cell: the bulb's radius is 0.36 of
 * it at 20, 40 and 80 pixels. */
static void
test_elements_scale (void)
{
  g_assert_cmpint (ABS (bulb_reach (20) - 7), <=, 1);
  g_assert_cmpint (ABS (bulb_reach (40) - 14), <=, 1);
  g_assert_cmpint (ABS (bulb_reach (80) - 29), <=, 1);
}

#define DOTS "{\"kind\":\"difference-dot\",\"cells\":[\"r1c1\",\"r1c2\"]}," \
             "{\"kind\":\"ratio-dot\",\"cells\":[\"r3c3\",\"r4c3\"]}"

/* A white dot on the edge of r1c1 and r1c2 (x = 40), a black one on the
 * edge of r3c3 and r4c3 (y = 120), both over the grid lines. */
static void
test_element_dots (void)
{
  cairo_surface_t *surface = render_variant (DOTS, NULL, &wp_palette_print);
  cairo_surface_t *dark = render_variant (DOTS, NULL, &wp_palette_dark);

  /* White: paper at the centre, over the grid line, inside a dark ring
   * 0.11 of a cell out. */
  g_assert_cmpuint (pixel (surface, 40, 20), ==, 0xffffff);
  g_assert_true (is_dark (pixel (surface, 44, 20)));
  g_assert_true (is_dark (pixel (surface, 35, 20)));
  g_assert_true (is_dark (pixel (surface, 40, 15)));
  g_assert_cmpuint (pixel (surface, 48, 20), ==, 0xffffff);
  /* Black: dark throughout, paper past its edge. */
  g_assert_true (is_dark (pixel (surface, 100, 120)));
  g_assert_true (is_dark (pixel (surface, 103, 120)));
  g_assert_true (is_dark (pixel (surface, 100, 116)));
  g_assert_cmpuint (pixel (surface, 108, 126), ==, 0xffffff);
  /* On a dark board the white dot is still the lighter one. */
  g_assert_cmpuint (brightness (pixel (dark, 40, 20)), >, brightness (pixel (dark, 100, 120)) + 100);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (dark);
}

#define CAGE "{\"kind\":\"cage\",\"cells\":[\"r2c2\",\"r2c3\",\"r3c2\"],\"sum\":15}"
#define GIVEN_R2C2_7 "..........7......................................................................"

/* The cage r2c2, r2c3, r3c2 (an L): a fine dashed line 0.09 of a cell
 * inside its outline, its sum small in r2c2's corner, clear of the given. */
static void
test_element_cage (void)
{
  cairo_surface_t *surface = render_variant (CAGE, GIVEN_R2C2_7, &wp_palette_print);
  g_autoptr (WpPuzzle) plain_puzzle = variant (NULL, GIVEN_R2C2_7);
  cairo_surface_t *plain = render_at (plain_puzzle, CELL, &wp_palette_print);
  guint dashes = 0, outside = 0;
  int top = 80, bottom = 0, left = 80, right = 0;

  /* Along the top of r2c2 and r2c3 (y = 43.6), past the sum: dashes,
   * with gaps; none along the same line in r2c4, outside the cage. */
  for (int x = 60; x < 116; x++)
    dashes += is_dark (pixel (surface, x, 43));
  for (int x = 122; x < 158; x++)
    outside += pixel (surface, x, 43) != 0xffffff;
  g_test_message ("dashed: %u of 56 pixels", dashes);
  g_assert_cmpuint (dashes, >, 56 * 3 / 10);
  g_assert_cmpuint (dashes, <, 56 * 8 / 10);
  g_assert_cmpuint (outside, ==, 0);
  /* Nothing inside r3c3, the cell the L wraps round; the inner corner
   * (0.09 of a cell up and left of r3c3's corner) begins a dash. */
  g_assert_cmpuint (ink_in_cell (surface, 2, 2), ==, 0);
  g_assert_true (is_dark (pixel (surface, 76, 76)));
  /* Each outer corner is inked too: r3c2's bottom-left. */
  g_assert_true (is_dark (pixel (surface, 43, 116)));
  /* The sum's ink in the top-left corner of r2c2. */
  g_assert_cmpuint (count_ink (surface, 41, 41, 56, 52), >, 8);
  /* The given's own pixels (its ink's bounding box) are the same as
   * without the cage: the sum does not touch it. */
  for (int y = 40; y < 80; y++)
    for (int x = 40; x < 80; x++)
      if (is_dark (pixel (plain, x, y)) && x > 42 && y > 42 && x < 78 && y < 78)
        {
          top = MIN (top, y);
          bottom = MAX (bottom, y);
          left = MIN (left, x);
          right = MAX (right, x);
        }
  g_assert_cmpint (top, <, bottom);
  for (int y = top; y <= bottom; y++)
    for (int x = left; x <= right; x++)
      g_assert_cmpuint (pixel (surface, x, y), ==, pixel (plain, x, y));
  cairo_surface_destroy (surface);
  cairo_surface_destroy (plain);
}

/* r1c1 drawn 120 pixels wide with all nine candidates, in a cage whose
 * two-digit sum sits in its corner, or without the cage. */
static cairo_surface_t *
render_candidates_in_cage (gboolean cage)
{
  g_autoptr (WpPuzzle) puzzle = variant (cage ? "{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c2\"],\"sum\":17}" : NULL, NULL);
  g_autoptr (WpRenderOverlay) overlay = wp_render_overlay_new (81);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 120);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = 120, .palette = &wp_palette_light, .overlay = overlay };

  overlay->value_base = 1;
  overlay->n_values = 9;
  overlay->candidates = g_new0 (guint64, 81);
  overlay->candidates[0] = 0x1ff;
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  if (g_getenv ("WP_TEST_SAVE_PNG_DIR"))
    {
      g_autofree char *name = g_strdup_printf ("%s/candidates-%s.png", g_getenv ("WP_TEST_SAVE_PNG_DIR"),
                                               cage ? "cage" : "plain");
      cairo_surface_write_to_png (surface, name);
    }
  return surface;
}

/* The cage's line runs in the outer band, clear of the pencil marks; its
 * sum, in the corner, covers only the top of the mark for 1 and leaves
 * the eight others whole. */
static void
test_cage_keeps_pencil_marks (void)
{
  cairo_surface_t *plain = render_candidates_in_cage (FALSE);
  cairo_surface_t *caged = render_candidates_in_cage (TRUE);
  guint ink[9] = { 0 }, lost[9] = { 0 };
  double step = 120 * (1 - 2 * 0.14) / 3;

  for (int y = 0; y < 120; y++)
    for (int x = 0; x < 120; x++)
      {
        int i = (int) ((x - 120 * 0.14) / step), j = (int) ((y - 120 * 0.14) / step);

        if (x < 120 * 0.14 || y < 120 * 0.14 || i > 2 || j > 2 || pixel (plain, x, y) == 0xffffff)
          continue;
        ink[j * 3 + i]++;
        lost[j * 3 + i] += pixel (caged, x, y) != pixel (plain, x, y);
      }
  for (guint m = 0; m < 9; m++)
    {
      g_test_message ("mark %u: %u of %u pixels changed", m + 1, lost[m], ink[m]);
      g_assert_cmpuint (ink[m], >, 20);
      if (m > 0)
        g_assert_cmpuint (lost[m], ==, 0);
    }
  g_assert_cmpuint (lost[0] * 4, <, ink[0]);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (caged);
}

/* In a cell marked as differing between the solutions, the sum moves
 * right along the top, past the corner triangle, which stays whole. */
static void
test_cage_sum_clears_difference_mark (void)
{
  g_autoptr (WpPuzzle) puzzle = variant ("{\"kind\":\"cage\",\"cells\":[\"r1c1\",\"r1c2\"],\"sum\":17}", NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 240, 240);
  cairo_t *cr = cairo_create (surface);
  guint8 flags[81] = { WP_CELL_DIFFERENT };
  WpRenderLayout layout = { .cell_size = 120, .palette = &wp_palette_light, .flags = flags };
  guint orange = 0, examined = 0;

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  /* The triangle (x + y < 0.28 of a cell = 33.6, inside the frame) is
   * orange throughout, short of its antialiased edge and but for the
   * cage's fine lines crossing it (0.09 of a cell = 10.8 in): red high,
   * green middling, blue low. */
  for (int y = 6; y < 24; y++)
    for (int x = 6; x + y < 30; x++)
      {
        guint32 rgb = pixel (surface, x, y);

        if ((x >= 9 && x <= 12) || (y >= 9 && y <= 12))
          continue;
        examined++;
        orange += channel (rgb, 16) > 200 && channel (rgb, 8) > 90 && channel (rgb, 8) < 150 && channel (rgb, 0) < 60;
      }
  g_assert_cmpuint (examined, >, 60);
  g_assert_cmpuint (orange, ==, examined);
  /* The sum's ink is along the top, right of the triangle. */
  g_assert_cmpuint (count_ink (surface, 31, 5, 62, 24), >, 20);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Both diagonals: a thin grey line through the centre of each of their
 * cells, none through the others. */
static void
test_element_diagonal (void)
{
  cairo_surface_t *surface = render_variant ("{\"kind\":\"diagonal\",\"direction\":\"main\"},"
                                             "{\"kind\":\"diagonal\",\"direction\":\"anti\"}",
                                             NULL, &wp_palette_print);

  for (int i = 0; i < 9; i++)
    {
      g_assert_cmpuint (pixel (surface, 20 + 40 * i, 20 + 40 * i), !=, 0xffffff);
      g_assert_cmpuint (pixel (surface, 340 - 40 * i, 20 + 40 * i), !=, 0xffffff);
      g_assert_false (is_dark (pixel (surface, 20 + 40 * i, 20 + 40 * i)));
    }
  g_assert_cmpuint (pixel (surface, 60, 20), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 20, 60), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 180, 100), ==, 0xffffff);
  cairo_surface_destroy (surface);
}

/* An extra region: its cells lightly shaded, the others paper. */
static void
test_element_shaded (void)
{
  cairo_surface_t *surface = render_variant ("{\"kind\":\"extra-region\",\"cells\":[\"r5c5\",\"r5c6\"]}",
                                             NULL, &wp_palette_print);

  g_assert_true (is_grey (pixel (surface, 180, 180), 215, 235));
  g_assert_true (is_grey (pixel (surface, 220, 170), 215, 235));
  g_assert_cmpuint (pixel (surface, 260, 180), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 140, 180), ==, 0xffffff);
  cairo_surface_destroy (surface);
}

/* An arrow from a circle on r2c2 through r2c3 to r2c4, and one from a pill
 * on r5c2 and r5c3 to r6c4: open heads, grey lines, barbs at the tip. */
static void
test_element_arrow (void)
{
  cairo_surface_t *surface = render_variant (
    "{\"kind\":\"arrow\",\"circle\":[\"r2c2\"],\"line\":[\"r2c3\",\"r2c4\"]},"
    "{\"kind\":\"arrow\",\"circle\":[\"r5c2\",\"r5c3\"],\"line\":[\"r6c4\"]}", NULL, &wp_palette_print);

  /* The circle (radius 0.38 of a cell = 15.2) is a ring: grey on it,
   * paper inside. */
  g_assert_cmpuint (pixel (surface, 60, 60), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 60, 45), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 45, 60), !=, 0xffffff);
  /* The line from the circle's edge through r2c3's centre. */
  g_assert_cmpuint (pixel (surface, 80, 60), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 100, 60), !=, 0xffffff);
  /* The barbs, 0.2 of a cell back from the tip at r2c4's centre, 36°
   * either side of the line; nothing past the tip. */
  g_assert_cmpuint (pixel (surface, 134, 56), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 134, 64), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 134, 60), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 146, 60), ==, 0xffffff);
  /* The pill: one outline round both centres, open between them (but
   * for the grid line at x = 80). */
  g_assert_cmpuint (pixel (surface, 70, 180), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 90, 176), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 80, 165), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 80, 195), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 45, 180), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 115, 180), !=, 0xffffff);
  /* Its line leaves from r5c3 (nearest r6c4) towards r6c4's centre. */
  g_assert_cmpuint (pixel (surface, 120, 200), !=, 0xffffff);
  cairo_surface_destroy (surface);
}

/* X on the edge of r1c1 and r1c2, V on that of r1c3 and r1c4: letters on
 * a knock-out that cuts the grid line around them. */
static void
test_element_xv (void)
{
  cairo_surface_t *surface = render_variant ("{\"kind\":\"xv\",\"cells\":[\"r1c1\",\"r1c2\"],\"value\":\"X\"},"
                                             "{\"kind\":\"xv\",\"cells\":[\"r1c3\",\"r1c4\"],\"value\":\"V\"}",
                                             NULL, &wp_palette_print);
  g_autoptr (WpPuzzle) plain_puzzle = variant (NULL, NULL);
  cairo_surface_t *plain = render_at (plain_puzzle, CELL, &wp_palette_print);

  g_assert_cmpuint (count_ink (surface, 33, 14, 47, 26), >, 20);
  g_assert_cmpuint (count_ink (surface, 113, 14, 127, 26), >, 20);
  /* Above the X's crossing, between its arms: the grid line is there on
   * the plain puzzle, paper here. */
  g_assert_cmpuint (pixel (plain, 40, 15), !=, 0xffffff);
  g_assert_cmpuint (pixel (surface, 40, 15), ==, 0xffffff);
  g_assert_cmpuint (pixel (surface, 39, 15), ==, 0xffffff);
  /* The X is centred on the edge: as much ink either side of it. */
  g_assert_cmpint (ABS ((gint) count_ink (surface, 33, 14, 40, 26) - (gint) count_ink (surface, 40, 14, 47, 26)), <=, 6);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (plain);
}

/* Anti-knight, anti-king, non-consecutive and siteswap are rules over the
 * whole grid: the picture is the plain puzzle's, pixel for pixel. */
static void
test_global_elements_draw_nothing (void)
{
  cairo_surface_t *surface = render_variant ("{\"kind\":\"anti-knight\"},{\"kind\":\"anti-king\"},"
                                             "{\"kind\":\"non-consecutive\"},{\"kind\":\"siteswap\",\"lines\":\"both\"}",
                                             GIVEN_R2C2, &wp_palette_print);
  g_autoptr (WpPuzzle) plain_puzzle = variant (NULL, GIVEN_R2C2);
  cairo_surface_t *plain = render_at (plain_puzzle, CELL, &wp_palette_print);
  int stride = cairo_image_surface_get_stride (surface);

  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (plain));
  g_assert_cmpmem (cairo_image_surface_get_data (surface), stride * 360,
                   cairo_image_surface_get_data (plain), stride * 360);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (plain);
}

/* A thumbnail draws through the same path: the bulb shows in r2c2. */
static void
test_elements_in_thumbnail (void)
{
  g_autoptr (WpPuzzle) puzzle = variant (THERMO, NULL);
  cairo_surface_t *surface = wp_render_thumbnail (puzzle, 64, 64, 2, &wp_palette_light);
  double cell = 128 / 9.1;
  guint32 bulb = pixel (surface, (int) (1.55 * cell - 2), (int) (1.55 * cell));

  if (g_getenv ("WP_TEST_SAVE_PNG_DIR"))
    {
      g_autoptr (WpPuzzle) every = wp_test_load_data_file ("sudoku-variants.wellposed");
      cairo_surface_t *thumbnail = wp_render_thumbnail (every, 150, 150, 2, &wp_palette_light);
      g_autofree char *name = g_build_filename (g_getenv ("WP_TEST_SAVE_PNG_DIR"), "thumbnail.png", NULL);

      cairo_surface_write_to_png (thumbnail, name);
      cairo_surface_destroy (thumbnail);
    }

  g_assert_cmpuint (bulb, !=, 0xffffff);
  g_assert_true (is_grey (bulb, 190, 230));
  g_assert_cmpuint (pixel (surface, (int) (4.55 * cell), (int) (4.55 * cell)), ==, 0xffffff);
  cairo_surface_destroy (surface);
}

/* Minesweeper: a revealed number on a tinted ground, in the middle of its
 * cell, with no solution value under it; 0 is the ground alone; a mine
 * in the solution is a dark spiked disc; an unknown cell stays paper. */
static void
test_mines_cells (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_mines_new (3, 2);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 80);
  cairo_t *cr = cairo_create (surface);
  const gint solution[6] = { 1, 0, 0, 0, 0, 0 };
  WpRenderLayout layout = { .cell_size = CELL, .palette = &wp_palette_print, .solution = solution };

  wp_mines_set_number (puzzle, 1, 1);   /* r1c2 shows 1 */
  wp_mines_set_number (puzzle, 2, 0);   /* r1c3 shows 0 */
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);

  g_assert_cmpuint (ink_in_cell (surface, 0, 1), >, 20);          /* the 1 */
  g_assert_cmpuint (ink_in_cell (surface, 0, 2), ==, 0);          /* 0: no digit */
  g_assert_cmpuint (pixel (surface, 2 * 40 + 8, 8), !=, 0xffffff);   /* … but the ground */
  g_assert_cmpuint (pixel (surface, 40 + 8, 8), ==, pixel (surface, 2 * 40 + 8, 8));
  g_assert_cmpuint (ink_in_cell (surface, 0, 0), >, 150);         /* the mine */
  g_assert_true (is_dark (pixel (surface, 20, 20)));               /* its centre */
  g_assert_cmpuint (pixel (surface, 2 * 40 + 20, 40 + 8), ==, 0xffffff);   /* r2c3: paper */
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* --- Scramble Squares pieces ------------------------------------------------------ */

#define PIECE 100

/* Piece 1 of a 2 × 2 design with picture @k's top half on its top edge
 * and its bottom half on its bottom edge, drawn in the light palette. */
static cairo_surface_t *
render_piece_with_picture (guint k, const gint *solution)
{
  g_autofree char *text = g_strdup_printf ("size 2\n%u+ 1+ %u- 1+\n1- 1- 1- 1-\n1+ 1+ 1+ 1+\n1+ 1+ 1+ 1+\n", k, k);
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one (text);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2 * PIECE, 2 * PIECE);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = PIECE, .palette = &wp_palette_light, .solution = solution };

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  return surface;
}

static guint32
colour_of (const WpColor *c)
{
  return ((guint32) lround (c->red * 255) << 16) | ((guint32) lround (c->green * 255) << 8)
         | (guint32) lround (c->blue * 255);
}

/* Whether the pixel @d in from piece 1's top (or bottom) edge, @dx from
 * the edge's middle, is drawn. */
static gboolean
inked_from_edge (cairo_surface_t *surface, gboolean top, int dx, int d)
{
  return pixel (surface, PIECE / 2 + dx, top ? d : PIECE - d) != 0xffffff;
}

/* Each picture is a symbol whose top half differs from its bottom half,
 * pictures 1–8 filled in one colour, 9–16 hollow in the other, and no two
 * of the sixteen draw the same top half. */
static void
test_scramble_pictures (void)
{
  gboolean tops[16][18][41];

  for (guint k = 1; k <= 16; k++)
    {
      cairo_surface_t *surface = render_piece_with_picture (k, NULL);
      guint differ = 0, inked = 0, in_colour = 0;
      guint32 colour = colour_of (&wp_palette_light.pictures[k <= 8 ? 0 : 1]);

      /* The top half, seen from the top edge inwards, against the bottom
       * half seen from the bottom edge inwards (both turned a half turn,
       * so the same dx and d are the same point of the symbol). */
      for (int d = 6; d < 24; d++)
        for (int dx = -20; dx <= 20; dx++)
          {
            gboolean a = inked_from_edge (surface, TRUE, dx, d), b = inked_from_edge (surface, FALSE, dx, d);

            tops[k - 1][d - 6][dx + 20] = a;
            differ += a != b;
            inked += a;
            in_colour += pixel (surface, PIECE / 2 + dx, d) == colour;
          }
      g_test_message ("picture %u: %u pixels differ", k, differ);
      g_assert_cmpuint (differ, >=, 100);
      g_assert_cmpuint (inked, >=, 40);
      g_assert_cmpuint (in_colour, >=, 30);
      cairo_surface_destroy (surface);
    }
  for (guint a = 0; a < 16; a++)
    for (guint b = a + 1; b < 16; b++)
      g_assert_false (memcmp (tops[a], tops[b], sizeof tops[a]) == 0);
}

/* Placed pieces that match draw one whole symbol across the join: pieces
 * 1 and 2 side by side, unturned, 2+ against 2-, are inked on both sides
 * of the line between them. */
static void
test_scramble_pieces_join (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("size 2\n1+ 2+ 1+ 1+\n1+ 1+ 1+ 2-\n1+ 1+ 1+ 1+\n1+ 1+ 1+ 1+\n");
  const gint solution[4] = { 0, 4, 8, 12 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2 * PIECE, 2 * PIECE);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .cell_size = PIECE, .palette = &wp_palette_light, .solution = solution };
  guint32 filled = colour_of (&wp_palette_light.pictures[0]);
  guint left = 0, right = 0;

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  for (int y = PIECE / 2 - 20; y <= PIECE / 2 + 20; y++)
    for (int d = 5; d < 22; d++)
      {
        left += pixel (surface, PIECE - d, y) == filled;
        right += pixel (surface, PIECE + d, y) == filled;
      }
  g_assert_cmpuint (left, >=, 60);
  g_assert_cmpuint (right, >=, 60);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Within rounding of @want, channel by channel. */
static gboolean
near_colour (guint32 got, guint32 want)
{
  for (guint shift = 0; shift < 24; shift += 8)
    if (ABS ((int) ((got >> shift) & 0xff) - (int) ((want >> shift) & 0xff)) > 2)
      return FALSE;
  return TRUE;
}

/* The edge being edited: the triangle toward it tinted and the side
 * underlined (the right edge of piece 1 here), nothing toward the other
 * sides. */
static void
test_scramble_edge_selection (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("size 2\n1+ 1+ 1+ 1+\n1+ 1+ 1+ 1+\n1+ 1+ 1+ 1+\n1+ 1+ 1+ 1+\n");
  cairo_surface_t *plain = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2 * PIECE, 2 * PIECE);
  cairo_surface_t *picked = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2 * PIECE, 2 * PIECE);
  WpRenderLayout layout = { .cell_size = PIECE, .palette = &wp_palette_light };
  guint32 selection = colour_of (&wp_palette_light.selection);
  cairo_t *cr = cairo_create (plain);

  wp_render_puzzle (cr, puzzle, &layout);
  cairo_destroy (cr);
  layout.edge_cell = 0;
  layout.selected_edge = 1 + 1;
  cr = cairo_create (picked);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_destroy (cr);
  cairo_surface_flush (plain);
  cairo_surface_flush (picked);
  /* Underlined just inside the right side, a quarter way down (clear of
   * the symbol); tinted between it and the centre. */
  g_assert_true (near_colour (pixel (picked, PIECE - 3, PIECE / 4), selection));
  g_assert_cmphex (pixel (picked, PIECE * 3 / 4, PIECE / 2 - 4), !=, pixel (plain, PIECE * 3 / 4, PIECE / 2 - 4));
  /* The other three triangles and the other pieces as before. */
  for (int y = 0; y < 2 * PIECE; y += 3)
    for (int x = 0; x < 2 * PIECE; x += 3)
      {
        gboolean in_triangle = x < PIECE && y < PIECE && x > PIECE / 2 && ABS (y - PIECE / 2) < x - PIECE / 2 + 3;

        if (!in_triangle && x < PIECE - 4)
          g_assert_cmphex (pixel (picked, x, y), ==, pixel (plain, x, y));
      }
  cairo_surface_destroy (plain);
  cairo_surface_destroy (picked);
}

/* A half-picture alone, for the edge picker: a top half above the line it
 * stands on, a bottom half below the line it hangs from, in the picture's
 * colour; the two halves of a picture differ, as do two pictures. */
static void
test_scramble_picture_half (void)
{
  const int S = 60, W = 90;
  gint edges[4] = { 3, -3, 4, 11 };
  guint above[4] = { 0 }, below[4] = { 0 };
  g_autofree guint32 *seen = g_new0 (guint32, 4 * W * S);

  for (guint i = 0; i < 4; i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, S);
      cairo_t *cr = cairo_create (surface);
      guint32 colour = colour_of (&wp_palette_light.pictures[ABS (edges[i]) > 8 ? 1 : 0]);

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      wp_render_picture_half (cr, &wp_palette_light, edges[i], 0, 0, W, S);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      for (int y = 0; y < S; y++)
        for (int x = 0; x < W; x++)
          {
            seen[i * W * S + y * W + x] = pixel (surface, x, y);
            /* Ink on either side of the line (at 0.88 of the height for
             * a top half, 0.12 for a bottom half). */
            if (near_colour (pixel (surface, x, y), colour))
              {
                above[i] += y < S * (edges[i] > 0 ? 0.88 : 0.12) - 2;
                below[i] += y > S * (edges[i] > 0 ? 0.88 : 0.12) + 2;
              }
          }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (above[0], >=, 200);
  g_assert_cmpuint (below[0], ==, 0);
  g_assert_cmpuint (below[1], >=, 200);
  g_assert_cmpuint (above[1], ==, 0);
  g_assert_cmpuint (above[3], >=, 60);   /* picture 11: hollow, in the other colour */
  g_assert_false (memcmp (seen, seen + 2 * W * S, sizeof (guint32) * W * S) == 0);
}

/* A logic grid's table reads as a table before it is solved: each
 * column's category over it, in a band the margins reserve, and the first
 * category's items down the first column (fixed by the rules, not given),
 * the other columns empty.  The thumbnail keeps both. */
static void
test_logic_table_headings (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 4 * 40, 5 * 40);
  cairo_t *cr = cairo_create (surface);
  WpRenderLayout layout = { .x = 0, .y = 0.6 * CELL, .cell_size = CELL, .palette = &wp_palette_print };
  WpRenderMargins margins;
  double width, height, cell;

  g_assert_cmpuint (wp_puzzle_count_givens (puzzle), ==, 0);
  wp_render_get_margins (puzzle, &margins);
  g_assert_cmpfloat (margins.top, ==, 0.6);
  g_assert_cmpfloat (margins.left + margins.right + margins.bottom, ==, 0);
  wp_render_get_room_for_clues (puzzle, &margins);
  g_assert_cmpfloat (margins.top, ==, 0.6);
  wp_render_get_size (puzzle, CELL, &width, &height);
  g_assert_cmpfloat (width, ==, 4 * CELL);
  g_assert_cmpfloat (height, ==, 4.6 * CELL);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  /* "friend", "pet", "drink", "city" in the band over their columns. */
  for (int c = 0; c < 4; c++)
    g_assert_cmpuint (count_ink (surface, c * 40 + 2, 2, c * 40 + 38, 22), >, 10);
  /* Ada … Dot down the first column; the other cells blank. */
  for (int r = 0; r < 4; r++)
    {
      int top = (int) (0.6 * CELL) + r * 40;

      g_assert_cmpuint (count_ink (surface, 4, top + 6, 36, top + 34), >, 10);
      for (int c = 1; c < 4; c++)
        g_assert_cmpuint (count_ink (surface, c * 40 + 6, top + 6, c * 40 + 34, top + 34), ==, 0);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* 4 × 4.6 cells (and a twentieth of a cell each side) in 100 × 100. */
  surface = wp_render_thumbnail (puzzle, 100, 100, 1, &wp_palette_light);
  cell = cairo_image_surface_get_height (surface) / 4.7;
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 100);
  g_assert_cmpuint (count_ink (surface, (int) (0.05 * cell + 1), 1, (int) (1.05 * cell - 1),
                               (int) (0.65 * cell - 1)), >, 0);
  g_assert_cmpuint (count_ink (surface, (int) (0.05 * cell + 2), (int) (0.65 * cell + 2), (int) (1.05 * cell - 2),
                               (int) (1.65 * cell - 2)), >, 0);
  g_assert_cmpuint (count_ink (surface, (int) (1.05 * cell + 2), (int) (0.65 * cell + 2), (int) (2.05 * cell - 2),
                               (int) (1.65 * cell - 2)), ==, 0);
  cairo_surface_destroy (surface);
}

/* The tick/cross grid goes where the legend goes: seed 001's four
 * categories of four make three bands of 4 × 4 blocks down the left
 * (friend, city, drink) meeting three, two and one across the top (pet,
 * drink, city).  Empty on the puzzle page; marked from the overlay: a
 * tick where Ada drinks tea, a cross where she does not drink cocoa. */
static void
test_logic_pair_grid (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_data_file ("seed001.logic");
  g_autoptr (WpRenderOverlay) overlay = wp_render_overlay_new (16);
  g_autoptr (GPtrArray) solutions = g_ptr_array_new ();
  WpRenderMargins margins;
  double width, height, p = 0.4 * CELL, ox, oy;
  /* Seed 001's solution: Ada keeps the cat, drinks tea, lives in York; Bea dog, juice,
   * Bath; Cy fish, water, Hull; Dot bird, cocoa, Leeds. */
  const gint solution[16] = { 0, 8 + 0, 16 + 0, 24 + 3,
                              1, 8 + 1, 16 + 2, 24 + 0,
                              2, 8 + 2, 16 + 3, 24 + 1,
                              3, 8 + 3, 16 + 1, 24 + 2 };
  cairo_surface_t *surface;
  cairo_t *cr;
  WpRenderLayout layout = { .x = 0, .y = 0.6 * CELL, .cell_size = CELL, .palette = &wp_palette_print,
                            .legend = WP_LEGEND_BESIDE };

  wp_render_get_margins (puzzle, &margins);
  g_assert_cmpint (wp_render_fit_legend (puzzle, &margins, 1000, 1000), !=, WP_LEGEND_NONE);
  /* 4 + 0.6 + (3.6 + 1 + 12) × 0.4 cells wide, as tall as the pair grid
   * and the headings' band over the table. */
  wp_render_get_extent (puzzle, &margins, WP_LEGEND_BESIDE, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 4.6 + 16.6 * 0.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (height, 0.6 + 16.6 * 0.4, 1e-9);

  g_ptr_array_add (solutions, (gpointer) solution);
  overlay->pair_marks = g_new0 (guint8, 16 * 16);
  puzzle->genre->view->pair_marks (puzzle, solutions, overlay->pair_marks);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * CELL), (int) ceil (height * CELL));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  layout.overlay = overlay;
  wp_render_puzzle (cr, puzzle, &layout);
  cairo_surface_flush (surface);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  ox = 4.6 * CELL + 4.6 * p;
  oy = 0.6 * CELL + 4.6 * p;
  /* Friend × drink is the second block of the first band: Ada (row 0)
   * ticks tea (column 4) and crosses cocoa (column 5). */
  g_assert_cmpuint (count_ink (surface, (int) (ox + 4 * p + 3), (int) (oy + 3), (int) (ox + 5 * p - 3),
                               (int) (oy + p - 3)), >, 10);
  g_assert_cmpuint (count_ink (surface, (int) (ox + 5 * p + 3), (int) (oy + 3), (int) (ox + 6 * p - 3),
                               (int) (oy + p - 3)), >, 5);
  /* The item names left of the first band and over the first block. */
  g_assert_cmpuint (count_ink (surface, (int) (ox - 3.6 * p), (int) (oy + 2), (int) (ox - 2), (int) (oy + p - 2)), >, 10);
  g_assert_cmpuint (count_ink (surface, (int) (ox + 2), (int) (oy - 3.6 * p), (int) (ox + p - 2), (int) (oy - 2)), >, 10);
  /* The staircase: the third band (drink) meets pet only; where it would
   * meet drink and city nothing is drawn. */
  g_assert_cmpuint (count_ink (surface, (int) (ox + 4 * p + 1), (int) (oy + 8 * p + 1), (int) (ox + 12 * p - 1),
                               (int) (oy + 12 * p - 1)), ==, 0);
  g_assert_cmpuint (count_ink (surface, (int) (ox), (int) (oy + 8 * p), (int) (ox + 4 * p),
                               (int) (oy + 12 * p)), >, 50);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Pixels of @surface within @tolerance (0 … 255 per channel) of @rgb,
 * inside the rectangle x0 … x1, y0 … y1. */
static guint
count_colour (cairo_surface_t *surface, const double rgb[3], guint tolerance, int x0, int y0, int x1, int y1)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  for (int y = MAX (y0, 0); y < MIN (y1, cairo_image_surface_get_height (surface)); y++)
    for (int x = MAX (x0, 0); x < MIN (x1, cairo_image_surface_get_width (surface)); x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);
        int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

        n += ABS (r - (int) (rgb[0] * 255)) <= (int) tolerance && ABS (g - (int) (rgb[1] * 255)) <= (int) tolerance
             && ABS (b - (int) (rgb[2] * 255)) <= (int) tolerance;
      }
  return n;
}

/* Seed 003's recording graph of a 2×2 puzzle: every picture's vertex
 * carries its label (dark ink inside the circle), complements face each
 * other (X− straight above X+), and each piece's four arrows and legend
 * line are drawn in that piece's own colour. */
static void
test_recording_graph (void)
{
  g_autoptr (WpPuzzle) puzzle = wp_test_load_one ("size 2\n5+ 1+ 2+ 5-\n6+ 6- 3+ 1-\n2- 4+ 7+ 7-\n3- 8+ 8- 4-\n");
  g_autoptr (WpFigure) figure = wp_genre_scramble.figures->figure (puzzle);
  double width = 640, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_nonnull (figure);
  g_assert_cmpstr (figure->title, ==, "Recording Graph");
  /* Eight patterns, both halves each; four arrows a piece. */
  g_assert_cmpuint (figure->vertices->len, ==, 16);
  g_assert_cmpuint (figure->arrows->len, ==, 16);
  g_assert_cmpuint (figure->series->len, ==, 4);
  g_assert_cmpstr (g_array_index (figure->vertices, WpFigureVertex, 0).label, ==, "8-");
  g_assert_cmpstr (g_array_index (figure->vertices, WpFigureVertex, 1).label, ==, "8+");
  g_assert_cmpstr (g_array_index (figure->arrows, WpFigureArrow, 0).label, ==, "P1·1");
  g_assert_cmpstr (g_ptr_array_index (figure->series, 0), ==, "P1 = piece 1: 5+ 1+ 2+ 5-");
  g_assert_cmpstr (figure->caption, ==, "1 subgraph of four arrows, one per piece, meets Theorem 2.1's conditions; "
                                        "the solver finds 1 solution of these pieces (givens aside, up to turning "
                                        "the grid): the two agree.");
  height = wp_render_figure_height (figure, width);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cr = cairo_create (surface);
  wp_render_figure (cr, figure, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, "recording-graph.png");
  for (guint i = 0; i < figure->vertices->len; i++)
    {
      const double ink[3] = { 0.1, 0.1, 0.1 };
      double x, y, r, ox, oy, or;

      wp_render_figure_vertex (figure, i, width, height, &x, &y, &r);
      /* The label: ink inside the circle, clear of its outline. */
      g_assert_cmpuint (count_colour (surface, ink, 60, (int) (x - r * 0.6), (int) (y - r * 0.5),
                                      (int) (x + r * 0.6), (int) (y + r * 0.5)), >=, 6);
      if (i % 2 == 1)
        {
          wp_render_figure_vertex (figure, i - 1, width, height, &ox, &oy, &or);
          g_assert_cmpfloat (fabs (ox - x), <, 0.5);
          g_assert_cmpfloat (oy, <, y);
        }
    }
  for (guint piece = 0; piece < 4; piece++)
    {
      double rgb[3];

      wp_render_figure_series_colour (piece, rgb);
      /* The arrows (the graph above the legend) and the legend line. */
      g_assert_cmpuint (count_colour (surface, rgb, 8, 0, 0, (int) width, (int) (height - 4 * 20 - 8)), >=, 200);
      g_assert_cmpuint (count_colour (surface, rgb, 8, 0, (int) (height - 4 * 20 - 8) + piece * 20, 60,
                                      (int) (height - 4 * 20 - 8) + (piece + 1) * 20), >=, 20);
    }
  cairo_surface_destroy (surface);
}

/* The graph reads 2×2 repetition-free puzzles only. */
static void
test_recording_graph_only_2x2 (void)
{
  g_autoptr (WpPuzzle) repeated = wp_test_load_one ("size 2\n1+ 1+ 2+ 5-\n6+ 6- 3+ 1-\n2- 4+ 7+ 7-\n3- 8+ 8- 4-\n");
  g_autoptr (WpPuzzle) three = wp_genre_scramble.new_puzzle (&wp_genre_scramble.presets[0]);

  g_assert_cmpuint (three->width, ==, 3);
  g_assert_null (wp_genre_scramble.figures->figure (repeated));
  g_assert_null (wp_genre_scramble.figures->figure (three));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/grid-and-givens", test_grid_and_givens);
  g_test_add_func ("/render/solution", test_solution_fills_empty_cells);
  g_test_add_func ("/render/overlay", test_overlay);
  g_test_add_func ("/render/struck-cell-and-framed-unit", test_struck_cell_and_framed_unit);
  g_test_add_func ("/render/marked-line", test_marked_line);
  g_test_add_func ("/render/value-sample", test_value_sample);
  g_test_add_func ("/render/region-tints", test_region_tints);
  g_test_add_func ("/render/alternative-laid-over", test_alternative_laid_over);
  g_test_add_func ("/render/marks-never-cover-pencil-marks", test_marks_never_cover_pencil_marks);
  g_test_add_func ("/render/mark-samples", test_mark_samples);
  g_test_add_func ("/render/clue-digits-stay-in-their-column", test_clue_digits_stay_in_their_column);
  g_test_add_func ("/render/line-clues-and-glyphs", test_line_clues_and_glyphs);
  g_test_add_func ("/render/unknown-and-selected-clue", test_unknown_and_selected_clue);
  g_test_add_func ("/render/thumbnail", test_thumbnail);
  g_test_add_func ("/render/fleet-legend", test_fleet_legend);
  g_test_add_func ("/render/fleet-legend-room", test_fleet_legend_room);
  g_test_add_func ("/render/determined-water-and-ship", test_determined_water_and_ship);
  g_test_add_func ("/render/elements/thermometer", test_element_thermometer);
  g_test_add_func ("/render/elements/scale", test_elements_scale);
  g_test_add_func ("/render/elements/dots", test_element_dots);
  g_test_add_func ("/render/elements/cage", test_element_cage);
  g_test_add_func ("/render/elements/cage-keeps-pencil-marks", test_cage_keeps_pencil_marks);
  g_test_add_func ("/render/elements/cage-sum-clears-difference-mark", test_cage_sum_clears_difference_mark);
  g_test_add_func ("/render/elements/diagonal", test_element_diagonal);
  g_test_add_func ("/render/elements/shaded", test_element_shaded);
  g_test_add_func ("/render/elements/arrow", test_element_arrow);
  g_test_add_func ("/render/elements/xv", test_element_xv);
  g_test_add_func ("/render/elements/global-rules", test_global_elements_draw_nothing);
  g_test_add_func ("/render/elements/thumbnail", test_elements_in_thumbnail);
  g_test_add_func ("/render/mines", test_mines_cells);
  g_test_add_func ("/render/scramble/pictures", test_scramble_pictures);
  g_test_add_func ("/render/scramble/pieces-join", test_scramble_pieces_join);
  g_test_add_func ("/render/scramble/edge-selection", test_scramble_edge_selection);
  g_test_add_func ("/render/scramble/picture-half", test_scramble_picture_half);
  g_test_add_func ("/render/logic-table-headings", test_logic_table_headings);
  g_test_add_func ("/render/logic-pair-grid", test_logic_pair_grid);
  g_test_add_func ("/render/scramble/recording-graph", test_recording_graph);
  g_test_add_func ("/render/scramble/recording-graph-only-2x2", test_recording_graph_only_2x2);
  return g_test_run ();
}
