/* test-render.c — the renderer draws what it should, where it should */
#include "wp-test-utils.h"
#include "render/wp-render.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

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
  /* The frame inside r3c3 (cell 10) is purple: red and blue above green. */
  for (int y = 80 + 5; y < 80 + 35; y++)
    {
      guint32 rgb = pixel (surface, 80 + 6, y);

      frame += ((rgb >> 16) & 0xff) > ((rgb >> 8) & 0xff) + 40 && (rgb & 0xff) > ((rgb >> 8) & 0xff) + 40;
    }
  g_assert_cmpuint (frame, >, 12);   /* dashed: about two thirds inked */
  g_assert_cmpuint (pixel (surface, 80 + 20, 80 + 20), ==, 0xffffff);

  if (g_getenv ("WP_TEST_SAVE_PNG"))
    cairo_surface_write_to_png (surface, g_getenv ("WP_TEST_SAVE_PNG"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
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

static gboolean
is_red (guint32 rgb)
{
  return ((rgb >> 16) & 0xff) > 180 && ((rgb >> 8) & 0xff) < 90 && (rgb & 0xff) < 90;
}

static guint
red_in (cairo_surface_t *surface, int x0, int y0, int x1, int y1)
{
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += is_red (pixel (surface, x, y));
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
  g_assert_true (is_red (pixel (surface, 3 * 40 + 20, 3 * 40 + 20)));
  g_assert_cmpuint (red_in (surface, 2 * 40 + 4, 2 * 40 + 4, 3 * 40 - 4, 3 * 40 - 4), ==, 0);
  /* The box's frame runs inside its outer edges… */
  g_assert_true (is_red (pixel (surface, 1, 20)));
  g_assert_true (is_red (pixel (surface, 60, 1)));
  g_assert_true (is_red (pixel (surface, 78, 60)));
  g_assert_true (is_red (pixel (surface, 20, 78)));
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
  g_assert_true (is_red (pixel (surface, 41, 60)));
  g_assert_true (is_red (pixel (surface, 78, 60)));
  g_assert_true (is_red (pixel (surface, 41, 140)));
  g_assert_true (is_red (pixel (surface, 60, 158)));
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/grid-and-givens", test_grid_and_givens);
  g_test_add_func ("/render/solution", test_solution_fills_empty_cells);
  g_test_add_func ("/render/overlay", test_overlay);
  g_test_add_func ("/render/line-clues-and-glyphs", test_line_clues_and_glyphs);
  g_test_add_func ("/render/unknown-and-selected-clue", test_unknown_and_selected_clue);
  g_test_add_func ("/render/struck-cell-and-framed-unit", test_struck_cell_and_framed_unit);
  g_test_add_func ("/render/marked-line", test_marked_line);
  g_test_add_func ("/render/value-sample", test_value_sample);
  return g_test_run ();
}
