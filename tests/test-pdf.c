/* test-pdf.c — booklets and PDF export, checked from the outside with poppler
 *
 * The PDFs are read back with pdfinfo (pages, page size, metadata), pdffonts
 * (every font embedded), pdftotext -bbox (font sizes in points) and pdftoppm
 * (pixels where the grid lines and a given must be).  Without poppler-utils
 * those checks are skipped; the booklet's own geometry is still checked by
 * drawing into an image surface.
 */
#include "wp-test-utils.h"
#include "render/wp-booklet.h"
#include "render/wp-render.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"
#include "genres/logic/logic.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Unique (seed data: "4.....8.5" is the classic hard one). */
#define UNIQUE "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

typedef struct {
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wp-test-pdf-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  GDir *dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static char *
out_path (Fixture *fixture, const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

/* --- Running poppler ----------------------------------------------------------- */

static gboolean
have_poppler (void)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");

  if (pdfinfo == NULL)
    g_test_skip ("pdfinfo not found (install poppler-utils)");
  return pdfinfo != NULL;
}

/* Runs @argv and returns its standard output; asserts that it succeeded. */
static char *
run (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The value of "Key:" in pdfinfo's output, stripped; NULL if absent. */
static char *
pdfinfo_field (const char *pdf, const char *key)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *out = run (argv);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *prefix = g_strconcat (key, ":", NULL);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strstrip (g_strdup (lines[i] + strlen (prefix)));
  return NULL;
}

static guint
pdf_pages (const char *pdf)
{
  g_autofree char *pages = pdfinfo_field (pdf, "Pages");

  g_assert_nonnull (pages);
  return (guint) g_ascii_strtoull (pages, NULL, 10);
}

static void
assert_page_size (const char *pdf, const char *expected)
{
  g_autofree char *size = pdfinfo_field (pdf, "Page size");

  g_assert_cmpstr (size, ==, expected);
}

/* Every font listed by pdffonts says "yes" under "emb", and there is one. */
static void
assert_fonts_embedded (const char *pdf)
{
  const char *argv[] = { "pdffonts", pdf, NULL };
  g_autofree char *out = run (argv);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint fonts = 0;

  /* Columns: name type encoding emb sub uni object ID; the name has no
   * spaces, the type may ("TrueType (CID)"), so count from the end. */
  for (guint i = 2; lines[i]; i++)
    {
      g_auto (GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " ", -1);
      g_autoptr (GPtrArray) cols = g_ptr_array_new ();

      for (guint w = 0; words[w]; w++)
        if (*words[w])
          g_ptr_array_add (cols, words[w]);
      if (cols->len < 7)
        continue;
      g_assert_cmpstr (g_ptr_array_index (cols, cols->len - 5), ==, "yes");
      fonts++;
    }
  g_assert_cmpuint (fonts, >, 0);
}

/* A grayscale raster of page @page at 72 dpi: one pixel per point. */
typedef struct {
  int     width, height;
  guint8 *pixels;
} Raster;

static void
raster_free (Raster *raster)
{
  g_free (raster->pixels);
  g_free (raster);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Raster, raster_free)

static Raster *
rasterise (Fixture *fixture, const char *pdf, guint page)
{
  g_autofree char *first = g_strdup_printf ("%u", page + 1);
  g_autofree char *root = out_path (fixture, "page");
  g_autofree char *pgm = g_strconcat (root, ".pgm", NULL);
  const char *argv[] = { "pdftoppm", "-r", "72", "-gray", "-singlefile", "-f", first, "-l", first,
                         pdf, root, NULL };
  g_autofree char *out = run (argv);
  g_autofree char *data = NULL;
  gsize length;
  Raster *raster = g_new0 (Raster, 1);
  int maxval, offset = 0;

  g_assert_true (g_file_get_contents (pgm, &data, &length, NULL));
  g_assert_cmpint (sscanf (data, "P5 %d %d %d%n", &raster->width, &raster->height, &maxval, &offset), ==, 3);
  g_assert_cmpint (maxval, ==, 255);
  offset++;   /* the single whitespace after maxval */
  g_assert_cmpuint (length, >=, (gsize) offset + (gsize) raster->width * raster->height);
  raster->pixels = g_memdup2 (data + offset, (gsize) raster->width * raster->height);
  return raster;
}

static guint8
gray_at (const Raster *raster, int x, int y)
{
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, raster->width);
  g_assert_cmpint (y, <, raster->height);
  return raster->pixels[y * raster->width + x];
}

/* Image surfaces give the same checks without poppler: see raster_from_surface(). */
static Raster *
raster_from_surface (cairo_surface_t *surface)
{
  Raster *raster = g_new0 (Raster, 1);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  raster->width = cairo_image_surface_get_width (surface);
  raster->height = cairo_image_surface_get_height (surface);
  raster->pixels = g_new (guint8, raster->width * raster->height);
  for (int y = 0; y < raster->height; y++)
    for (int x = 0; x < raster->width; x++)
      {
        guint32 rgb = *(const guint32 *) (data + y * stride + x * 4);

        raster->pixels[y * raster->width + x] = (guint8) (((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3);
      }
  return raster;
}

/* --- Puzzles ---------------------------------------------------------------------- */

/* UNIQUE with its digits relabelled (d → d + shift, wrapping): still unique. */
static void
relabelled_text (guint shift, char text[82])
{
  for (guint i = 0; i < 81; i++)
    text[i] = UNIQUE[i] == '.' ? '.' : (char) ('1' + (UNIQUE[i] - '1' + shift) % 9);
  text[81] = '\0';
}

static WpPuzzle *
relabelled (guint shift)
{
  char text[82];

  relabelled_text (shift, text);
  return wp_test_load_one (text);
}

static GPtrArray *
puzzle_set (guint n)
{
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (puzzles, relabelled (i));
  return puzzles;
}

static WpBooklet *
make_booklet (GPtrArray *puzzles, const WpBookletOptions *options)
{
  g_autoptr (GError) error = NULL;
  WpBooklet *booklet = wp_booklet_new (puzzles, options, &error);

  g_assert_no_error (error);
  g_assert_nonnull (booklet);
  return booklet;
}

static void
write_booklet (WpBooklet *booklet, const char *path)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wp_booklet_write_pdf (booklet, path, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* --- Options --------------------------------------------------------------------- */

static void
test_paper_sizes (void)
{
  WpBookletOptions options;
  g_autoptr (GError) error = NULL;

  wp_booklet_options_init (&options);
  g_assert_true (wp_booklet_options_set_paper (&options, "Letter", &error));
  g_assert_cmpfloat_with_epsilon (options.paper_width_mm, 215.9, 1e-9);
  g_assert_true (wp_booklet_options_set_paper (&options, "a5", &error));
  g_assert_cmpfloat (options.paper_height_mm, ==, 210);
  g_assert_true (wp_booklet_options_set_paper (&options, "200x250mm", &error));
  g_assert_cmpfloat (options.paper_width_mm, ==, 200);
  g_assert_cmpfloat (options.paper_height_mm, ==, 250);
  g_assert_no_error (error);

  g_assert_false (wp_booklet_options_set_paper (&options, "b7", &error));
  g_assert_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION);
  g_assert_nonnull (strstr (error->message, "“b7”"));
  g_assert_nonnull (strstr (error->message, "a4, letter, a5"));
  g_clear_error (&error);
  g_assert_false (wp_booklet_options_set_paper (&options, "20x30", &error));
  g_assert_nonnull (strstr (error->message, "50 to 1000 mm"));
  g_clear_error (&error);
  g_assert_false (wp_booklet_options_set_paper (&options, "200x", &error));
  g_clear_error (&error);
  /* A failed call leaves the last good paper. */
  g_assert_cmpfloat (options.paper_width_mm, ==, 200);
}

static void
test_bad_options (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (GError) error = NULL;
  WpBookletOptions options;
  WpBookletSolutions where;

  wp_booklet_options_init (&options);
  options.per_page = 3;
  g_assert_null (wp_booklet_new (puzzles, &options, &error));
  g_assert_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION);
  g_assert_nonnull (strstr (error->message, "3 puzzles per page"));
  g_assert_nonnull (strstr (error->message, "1, 2, 4 or 6"));
  g_clear_error (&error);

  wp_booklet_options_init (&options);
  options.margin_mm = 100;
  g_assert_false (wp_booklet_options_validate (&options, &error));
  g_assert_nonnull (strstr (error->message, "margin"));
  g_clear_error (&error);

  wp_booklet_options_init (&options);
  options.cover = TRUE;
  g_assert_false (wp_booklet_options_validate (&options, &error));
  g_assert_nonnull (strstr (error->message, "title"));
  g_clear_error (&error);

  g_assert_true (wp_booklet_parse_solutions ("BACK", &where, NULL));
  g_assert_cmpint (where, ==, WP_BOOKLET_SOLUTIONS_BACK);
  g_assert_false (wp_booklet_parse_solutions ("front", &where, &error));
  g_assert_nonnull (strstr (error->message, "after, back or none"));
  g_clear_error (&error);

  g_ptr_array_set_size (puzzles, 0);
  wp_booklet_options_init (&options);
  g_assert_null (wp_booklet_new (puzzles, &options, &error));
  g_assert_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_NO_PUZZLES);
}

/* --- One puzzle ------------------------------------------------------------------ */

/* The grid of @booklet's puzzle 0 on @raster (1 px per point): a thick box
 * line between columns 3 and 4, a thin one between 1 and 2, ink for the
 * given in r1c1, paper in the empty r1c2. */
static void
assert_grid_pixels (const Raster *raster, double gx, double gy, double cell)
{
  int row_y = (int) (gy + 4.5 * cell);   /* the middle of row 5 */
  int thick = (int) (gx + 3 * cell), thin = (int) (gx + cell);
  guint thick_ink = 0, thin_ink = 0, given_ink = 0, empty_ink = 0;

  for (int dx = -4; dx <= 4; dx++)
    {
      thick_ink += 255 - gray_at (raster, thick + dx, row_y);
      thin_ink += 255 - gray_at (raster, thin + dx, row_y);
    }
  g_assert_cmpuint (gray_at (raster, thick, row_y), <, 80);
  g_assert_cmpuint (thin_ink, >, 150);                 /* a thin line is there… */
  g_assert_cmpuint (thick_ink, >, thin_ink * 3 / 2);   /* …and the box line is heavier */

  for (int y = (int) (gy + 0.15 * cell); y < (int) (gy + 0.85 * cell); y++)
    for (int x = (int) (gx + 0.15 * cell); x < (int) (gx + 0.85 * cell); x++)
      {
        given_ink += gray_at (raster, x, y) < 128;
        empty_ink += gray_at (raster, (int) (x + cell), y) < 250;
      }
  g_assert_cmpuint (given_ink, >, (guint) (cell * cell * 0.03));
  g_assert_cmpuint (empty_ink, ==, 0);
  g_assert_cmpuint (gray_at (raster, (int) (gx + 1.5 * cell), (int) (gy + 0.5 * cell)), ==, 255);
  g_assert_cmpuint (gray_at (raster, 3, 3), ==, 255);   /* paper in the margin */
}

/* The bold 4 is as tall as a 0.62-cell font makes it, not a third taller. */
static void
assert_given_height (const Raster *raster, double gx, double gy, double cell)
{
  int top = -1, bottom = -1;

  /* Inside the cell, clear of its (thick, outer) border lines. */
  for (int y = (int) (gy + 0.12 * cell); y < (int) (gy + 0.88 * cell); y++)
    for (int x = (int) (gx + 0.12 * cell); x < (int) (gx + 0.88 * cell); x++)
      if (gray_at (raster, x, y) < 128)
        {
          top = top < 0 ? y : top;
          bottom = y;
        }
  g_assert_cmpint (top, >=, 0);
  /* DejaVu's digits are 0.73 em: 0.62 × 0.73 ≈ 0.45 of a cell. */
  g_assert_cmpfloat ((bottom - top + 1) / cell, >, 0.36);
  g_assert_cmpfloat ((bottom - top + 1) / cell, <, 0.54);
}

/* Body text measured by poppler: "Place" (the rules) is set in 11 pt. */
static void
assert_rules_font_size (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-bbox", "-f", "1", "-l", "1", pdf, "-", NULL };
  g_autofree char *out = run (argv);
  const char *word = strstr (out, ">Place</word>");
  const char *start;
  double y_min, y_max;

  g_assert_nonnull (word);
  for (start = word; start > out && strncmp (start, "<word", 5) != 0; start--)
    ;
  g_assert_cmpint (sscanf (strstr (start, "yMin=\""), "yMin=\"%lf\" xMax=\"%*f\" yMax=\"%lf\"",
                           &y_min, &y_max), ==, 2);
  /* A line box is 1.16 em in DejaVu Sans; at 96 dpi it would be 17 pt. */
  g_assert_cmpfloat ((y_max - y_min) / 1.164, >, 10);
  g_assert_cmpfloat ((y_max - y_min) / 1.164, <, 12);
}

static void
test_single_after (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "single.pdf");
  g_autofree char *title = NULL, *author = NULL, *creator = NULL, *date = NULL;
  g_autoptr (Raster) raster = NULL;
  WpBookletOptions options;
  double x, y, cell;
  guint page;

  wp_booklet_options_init (&options);
  options.title = "One Hard Puzzle";
  options.author = "A. Setter";
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 2);
  g_assert_null (wp_booklet_get_note (booklet, 0));
  g_assert_true (wp_booklet_locate_grid (booklet, 0, TRUE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 1);
  g_assert_true (wp_booklet_locate_grid (booklet, 0, FALSE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 0);
  write_booklet (booklet, pdf);
  if (!have_poppler ())
    return;

  g_assert_cmpuint (pdf_pages (pdf), ==, 2);
  assert_page_size (pdf, "595.276 x 841.89 pts (A4)");
  title = pdfinfo_field (pdf, "Title");
  author = pdfinfo_field (pdf, "Author");
  creator = pdfinfo_field (pdf, "Creator");
  date = pdfinfo_field (pdf, "CreationDate");
  g_assert_cmpstr (title, ==, "One Hard Puzzle");
  g_assert_cmpstr (author, ==, "A. Setter");
  g_assert_cmpstr (creator, ==, "Wellposed");
  g_assert_nonnull (date);
  assert_fonts_embedded (pdf);
  assert_rules_font_size (pdf);

  raster = rasterise (fixture, pdf, 0);
  assert_grid_pixels (raster, x, y, cell);
  assert_given_height (raster, x, y, cell);
}

/* The studio's preview draws pages into whatever surface it has, scaled:
 * nothing may assume a PDF. */
static void
test_draw_on_image (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autoptr (Raster) raster = NULL;
  WpBookletOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height, x, y, cell;
  guint page;

  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  wp_booklet_get_page_size (booklet, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (2 * width), (int) (2 * height));
  cr = cairo_create (surface);
  cairo_scale (cr, 2, 2);
  wp_booklet_draw_page (booklet, cr, 0);
  cairo_surface_flush (surface);
  raster = raster_from_surface (surface);
  g_assert_true (wp_booklet_locate_grid (booklet, 0, FALSE, &page, &x, &y, &cell));
  assert_grid_pixels (raster, 2 * x, 2 * y, 2 * cell);
  assert_given_height (raster, 2 * x, 2 * y, 2 * cell);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}


/* Ink under (@x0, @y0)–(@x1, @y1), in dark pixels. */
static guint
ink_in (const Raster *raster, double x0, double y0, double x1, double y1)
{
  guint ink = 0;

  for (int y = (int) y0; y < (int) y1; y++)
    for (int x = (int) x0; x < (int) x1; x++)
      ink += gray_at (raster, x, y) < 128;
  return ink;
}

/* Submarines on paper: the sums beside the rows and below the columns,
 * inside the page, and the solution page draws submarines as discs. */
static void
test_line_clues_on_paper (void)
{
  const gint rows[] = { 2, 1, 3 }, cols[] = { 1, 2, 3 };
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (WpBooklet) booklet = NULL;
  WpBookletOptions options;
  double width, height, x, y, cell;
  guint page;

  g_ptr_array_add (puzzles, wp_submarines_new (3, 3, rows, cols));
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 2);
  wp_booklet_get_page_size (booklet, &width, &height);
  for (guint solution = 0; solution < 2; solution++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
      cairo_t *cr = cairo_create (surface);
      g_autoptr (Raster) raster = NULL;

      wp_booklet_draw_page (booklet, cr, solution);
      cairo_surface_flush (surface);
      raster = raster_from_surface (surface);
      g_assert_true (wp_booklet_locate_grid (booklet, 0, solution, &page, &x, &y, &cell));
      g_assert_cmpuint (page, ==, solution);
      g_assert_cmpfloat (x + 4 * cell, <, width);
      g_assert_cmpfloat (y + 4 * cell, <, height);
      for (guint r = 0; r < 3; r++)
        g_assert_cmpuint (ink_in (raster, x + 3.2 * cell, y + (r + 0.2) * cell, x + 3.8 * cell, y + (r + 0.8) * cell), >, 3);
      for (guint c = 0; c < 3; c++)
        g_assert_cmpuint (ink_in (raster, x + (c + 0.2) * cell, y + 3.2 * cell, x + (c + 0.8) * cell, y + 3.8 * cell), >, 3);
      /* r1c2 holds a submarine in the only solution: a disc on the
       * solution page, nothing on the puzzle page. */
      if (solution)
        g_assert_cmpuint (ink_in (raster, x + 1.3 * cell, y + 0.3 * cell, x + 1.7 * cell, y + 0.7 * cell), >,
                          (guint) (cell * cell * 0.1));
      else
        g_assert_cmpuint (ink_in (raster, x + 1.3 * cell, y + 0.3 * cell, x + 1.7 * cell, y + 0.7 * cell), ==, 0);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

/* --- Booklets --------------------------------------------------------------------- */

static void
test_booklet_back (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (6);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "back.pdf");
  g_autofree char *title = NULL;
  WpBookletOptions options;
  double x, y, cell, small;
  guint page;

  wp_booklet_options_init (&options);
  options.per_page = 4;
  options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
  options.title = "Six of the Best";
  options.cover = TRUE;
  booklet = make_booklet (puzzles, &options);
  /* Cover, two puzzle pages (4 + 2), one page of small solutions. */
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 4);
  g_assert_true (wp_booklet_locate_grid (booklet, 5, FALSE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 2);
  g_assert_true (wp_booklet_locate_grid (booklet, 5, TRUE, &page, &x, &y, &small));
  g_assert_cmpuint (page, ==, 3);
  g_assert_cmpfloat (small, <, cell);
  write_booklet (booklet, pdf);
  if (!have_poppler ())
    return;

  g_assert_cmpuint (pdf_pages (pdf), ==, 4);
  title = pdfinfo_field (pdf, "Title");
  g_assert_cmpstr (title, ==, "Six of the Best");
  assert_fonts_embedded (pdf);
}

static void
test_booklet_after_pages (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (6);
  g_autoptr (WpBooklet) booklet = NULL;
  WpBookletOptions options;

  wp_booklet_options_init (&options);
  options.per_page = 4;
  booklet = make_booklet (puzzles, &options);
  /* Puzzles 1–4, their solutions, puzzles 5–6, theirs. */
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 4);
  g_clear_pointer (&booklet, wp_booklet_free);

  options.solutions = WP_BOOKLET_SOLUTIONS_NONE;
  options.per_page = 6;
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 1);
  g_assert_null (wp_booklet_get_note (booklet, 0));
}

/* Other paper after solving (what printing does): new page size, same
 * puzzles and solutions; bad paper is refused and changes nothing. */
static void
test_set_paper (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (6);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autoptr (GError) error = NULL;
  WpBookletOptions options;
  double width, height;

  wp_booklet_options_init (&options);
  options.per_page = 4;
  options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 3);   /* 4 + 2 puzzles, 6 solutions */

  g_assert_true (wp_booklet_set_paper (booklet, 215.9, 279.4, TRUE, &error));
  g_assert_no_error (error);
  wp_booklet_get_page_size (booklet, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 792.0, 0.01);    /* Letter, landscape */
  g_assert_cmpfloat_with_epsilon (height, 612.0, 0.01);
  g_assert_cmpuint (wp_booklet_get_n_puzzles (booklet), ==, 6);
  g_assert_null (wp_booklet_get_note (booklet, 0));

  g_assert_false (wp_booklet_set_paper (booklet, 10, 10, FALSE, &error));
  g_assert_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION);
  wp_booklet_get_page_size (booklet, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 792.0, 0.01);
}

/* Two solutions: no solution page, and a note that says why. */
static void
test_ambiguous (Fixture *fixture, gconstpointer data)
{
  g_autofree char *path = wp_test_data_path ("seed002-example-one.txt");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &error);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "ambiguous.pdf");
  WpBookletOptions options;
  double x, y, cell;
  guint page;

  g_assert_no_error (error);
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 1);
  g_assert_cmpstr (wp_booklet_get_note (booklet, 0), ==, "2 or more solutions");
  g_assert_false (wp_booklet_locate_grid (booklet, 0, TRUE, &page, &x, &y, &cell));
  write_booklet (booklet, pdf);
  if (have_poppler ())
    g_assert_cmpuint (pdf_pages (pdf), ==, 1);
}

static void
test_no_solution_note (void)
{
  g_autoptr (GPtrArray) puzzles = wp_test_load_text (
    "55...............................................................................\n");
  g_autoptr (WpBooklet) booklet = NULL;
  WpBookletOptions options;

  wp_booklet_options_init (&options);
  options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 1);
  g_assert_cmpstr (wp_booklet_get_note (booklet, 0), ==, "no solution");
}

static void
assert_size (Fixture *fixture, const char *paper, gboolean landscape, double bleed, const char *expected)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "size.pdf");
  WpBookletOptions options;

  wp_booklet_options_init (&options);
  g_assert_true (wp_booklet_options_set_paper (&options, paper, NULL));
  options.landscape = landscape;
  options.bleed_mm = bleed;
  options.crop_marks = bleed > 0;
  options.solutions = WP_BOOKLET_SOLUTIONS_NONE;
  booklet = make_booklet (puzzles, &options);
  write_booklet (booklet, pdf);
  assert_page_size (pdf, expected);
}

static void
test_paper_in_pdf (Fixture *fixture, gconstpointer data)
{
  if (!have_poppler ())
    return;
  assert_size (fixture, "letter", FALSE, 0, "612 x 792 pts (letter)");
  assert_size (fixture, "a5", FALSE, 0, "419.528 x 595.276 pts");
  assert_size (fixture, "a4", TRUE, 0, "841.89 x 595.276 pts (A4)");
  /* A5 trim plus 3 mm of bleed on every side: 154 × 216 mm. */
  assert_size (fixture, "a5", FALSE, 3, "436.535 x 612.283 pts");
}

/* A failed write leaves nothing behind, and an old file untouched. */
static void
test_write_failure (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-dir", "out.pdf", NULL);
  g_autoptr (GError) error = NULL;
  WpBookletOptions options;

  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_false (wp_booklet_write_pdf (booklet, missing, NULL, NULL, &error));
  g_assert_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_WRITE);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
}

/* Exporting over a link replaces the file it points to, keeping the link
 * and the file's permissions. */
static void
test_write_through_link (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (1);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *target = out_path (fixture, "target.pdf");
  g_autofree char *link = out_path (fixture, "link.pdf");
  g_autofree char *contents = NULL;
  WpBookletOptions options;
  GStatBuf info;

  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_cmpint (g_chmod (target, 0640), ==, 0);
  g_assert_cmpint (symlink ("target.pdf", link), ==, 0);
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_true (wp_booklet_write_pdf (booklet, link, NULL, NULL, NULL));
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  g_assert_cmpint (g_stat (target, &info), ==, 0);
  g_assert_cmpint (info.st_mode & 07777, ==, 0640);
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_unlink (link);
}

static void
count_progress (guint page, guint n_pages, gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (page, ==, *calls + 1);
  (*calls)++;
}

static void
test_progress (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (5);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "progress.pdf");
  WpBookletOptions options;
  guint calls = 0;

  wp_booklet_options_init (&options);
  options.per_page = 2;
  booklet = make_booklet (puzzles, &options);
  g_assert_true (wp_booklet_write_pdf (booklet, pdf, count_progress, &calls, NULL));
  g_assert_cmpuint (calls, ==, wp_booklet_get_n_pages (booklet));
  g_assert_cmpuint (calls, ==, 6);
}

/* --- Puzzles per page ------------------------------------------------------------- */

/* The text pdftotext finds on page @page (1-based). */
static char *
page_text (const char *pdf, guint page)
{
  g_autofree char *number = g_strdup_printf ("%u", page);
  const char *argv[] = { "pdftotext", "-f", number, "-l", number, pdf, "-", NULL };

  return run (argv);
}

/* Where slot @slot of an @cols × @rows page of A4 (15 mm margins, 8 mm
 * gutters) lies, in points: the grid must sit inside it, centred across. */
static void
assert_in_slot (WpBooklet *booklet, guint puzzle, gboolean solution, guint slot, guint cols, guint rows,
                double paper_w_mm, double paper_h_mm)
{
  double content_w = paper_w_mm - 30, content_h = paper_h_mm - 30;
  double slot_w = (content_w - (cols - 1) * 8.0) / cols, slot_h = (content_h - (rows - 1) * 8.0) / rows;
  double left = 15 + (slot % cols) * (slot_w + 8), top = 15 + (slot / cols) * (slot_h + 8);
  double x, y, cell;
  guint page;

  g_assert_true (wp_booklet_locate_grid (booklet, puzzle, solution, &page, &x, &y, &cell));
  /* A 9×9 has no line clues: the grid is the whole drawing. */
  g_assert_cmpfloat_with_epsilon (x + 4.5 * cell, WP_MM_TO_PT (left + slot_w / 2), 0.01);
  g_assert_cmpfloat (y, >, WP_MM_TO_PT (top));
  g_assert_cmpfloat (y + 9 * cell, <=, WP_MM_TO_PT (top + slot_h) + 0.01);
  g_assert_cmpfloat (cell, >=, WP_MM_TO_PT (WP_BOOKLET_MIN_CELL_MM));
}

/* Eight 9×9 puzzles at 1, 2, 4 and 6 to a page: how many pages, which
 * puzzle on which page and in which slot, the solution in the same slot
 * on the page after, and each page's headings. */
static void
test_per_page (Fixture *fixture, gconstpointer data)
{
  static const struct {
    guint per_page;
    gboolean landscape;
    guint cols, rows;
    guint after, back, none;   /* pages with solutions after, at the back, none */
  } cases[] = {
    { 1, FALSE, 1, 1, 16, 9, 8 },
    { 2, FALSE, 1, 2, 8, 5, 4 },
    { 2, TRUE,  2, 1, 8, 5, 4 },
    { 4, FALSE, 2, 2, 4, 3, 2 },
    { 4, TRUE,  2, 2, 4, 3, 2 },
    { 6, FALSE, 2, 3, 4, 3, 2 },   /* 6 + 2 puzzles */
    { 6, TRUE,  3, 2, 4, 3, 2 },
  };
  g_autoptr (GPtrArray) puzzles = puzzle_set (8);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      WpBookletOptions options;
      g_autoptr (WpBooklet) after = NULL;
      g_autoptr (WpBooklet) back = NULL;
      g_autoptr (WpBooklet) none = NULL;
      guint per_page = cases[c].per_page;
      double paper_w = cases[c].landscape ? 297 : 210, paper_h = cases[c].landscape ? 210 : 297;

      wp_booklet_options_init (&options);
      options.per_page = per_page;
      options.landscape = cases[c].landscape;
      after = make_booklet (puzzles, &options);
      options.solutions = WP_BOOKLET_SOLUTIONS_BACK;
      back = make_booklet (puzzles, &options);
      options.solutions = WP_BOOKLET_SOLUTIONS_NONE;
      none = make_booklet (puzzles, &options);
      g_assert_cmpuint (wp_booklet_get_n_pages (after), ==, cases[c].after);
      g_assert_cmpuint (wp_booklet_get_n_pages (back), ==, cases[c].back);
      g_assert_cmpuint (wp_booklet_get_n_pages (none), ==, cases[c].none);

      for (guint i = 0; i < 8; i++)
        {
          guint slot = i % per_page, sheet = i / per_page, page;
          double x, y, cell, cell_mm;

          g_assert_true (wp_booklet_locate_grid (after, i, FALSE, &page, &x, &y, &cell));
          g_assert_cmpuint (page, ==, 2 * sheet);
          g_assert_true (wp_booklet_locate_grid (after, i, TRUE, &page, &x, &y, &cell));
          g_assert_cmpuint (page, ==, 2 * sheet + 1);
          assert_in_slot (after, i, FALSE, slot, cases[c].cols, cases[c].rows, paper_w, paper_h);
          assert_in_slot (after, i, TRUE, slot, cases[c].cols, cases[c].rows, paper_w, paper_h);
          g_assert_true (wp_booklet_locate_grid (none, i, FALSE, &page, &x, &y, &cell));
          g_assert_cmpuint (page, ==, sheet);
          g_assert_cmpuint (wp_booklet_get_per_page (none, i, &cell_mm), ==, per_page);
          g_assert_cmpfloat_with_epsilon (WP_MM_TO_PT (cell_mm), cell, 1e-6);
          g_assert_null (wp_booklet_get_layout_note (none, i));
          g_assert_true (wp_booklet_locate_grid (back, i, TRUE, &page, &x, &y, &cell));
          g_assert_cmpuint (page, ==, cases[c].back - 1);
        }

      if (have_poppler () && (per_page == 4 || per_page == 6) && !cases[c].landscape)
        {
          g_autofree char *pdf = out_path (fixture, "per-page.pdf");
          g_autofree char *first = NULL, *second = NULL, *third = NULL;

          write_booklet (after, pdf);
          g_assert_cmpuint (pdf_pages (pdf), ==, cases[c].after);
          first = page_text (pdf, 1);
          second = page_text (pdf, 2);
          third = page_text (pdf, 3);
          for (guint i = 0; i < 8; i++)
            {
              g_autofree char *heading = g_strdup_printf ("Puzzle %u\n", i + 1);
              g_autofree char *solution = g_strdup_printf ("Solution %u\n", i + 1);
              gboolean here = i < per_page;

              g_assert_true ((strstr (first, heading) != NULL) == here);
              g_assert_true ((strstr (second, solution) != NULL) == here);
              g_assert_true ((strstr (third, heading) != NULL) == !here);
            }
        }
    }
}

/* US Letter: 4 and 6 to a page still fit a 9×9 at a readable size, in the
 * Letter slots (8.5 × 11 in). */
static void
test_per_page_letter (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (6);

  for (guint per_page = 2; per_page <= 6; per_page += 2)
    {
      WpBookletOptions options;
      g_autoptr (WpBooklet) booklet = NULL;
      guint cols = per_page == 2 ? 1 : 2, rows = per_page / cols;

      wp_booklet_options_init (&options);
      g_assert_true (wp_booklet_options_set_paper (&options, "letter", NULL));
      options.per_page = per_page;
      options.solutions = WP_BOOKLET_SOLUTIONS_NONE;
      booklet = make_booklet (puzzles, &options);
      g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, (6 + per_page - 1) / per_page);
      for (guint i = 0; i < 6; i++)
        {
          assert_in_slot (booklet, i, FALSE, i % per_page, cols, rows, 215.9, 279.4);
          g_assert_cmpuint (wp_booklet_get_per_page (booklet, i, NULL), ==, per_page);
        }
    }
}

static WpBooklet *
booklet_of (GPtrArray *puzzles, const char *paper, gboolean landscape, guint per_page)
{
  WpBookletOptions options;

  wp_booklet_options_init (&options);
  g_assert_true (wp_booklet_options_set_paper (&options, paper, NULL));
  options.landscape = landscape;
  options.per_page = per_page;
  options.solutions = WP_BOOKLET_SOLUTIONS_AFTER;
  return make_booklet (puzzles, &options);
}

/* Scramble Squares pieces are printed to be cut out and handled: a 3 × 3
 * fills an A4 page's width (60 mm pieces), a 5 × 5 too (36 mm), where a
 * Sudoku's cells stop at 15 mm. */
static void
test_scramble_pieces_large (void)
{
  const char *three = "size 3\n1+ 2- 3+ 4-\n2+ 1- 4+ 3-\n3+ 4- 1+ 2-\n4+ 3- 2+ 1-\n1- 2+ 3- 4+\n"
                      "2- 1+ 4- 3+\n3- 4+ 1- 2+\n4- 3+ 2- 1+\n1+ 1- 2+ 2-\n";
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (GString) five = g_string_new ("size 5\n");
  g_autoptr (WpBooklet) booklet = NULL;
  double cell_mm;

  for (guint i = 0; i < 25; i++)
    g_string_append_printf (five, "%u+ %u- 1+ 2-\n", i % 7 + 1, i % 5 + 1);
  g_ptr_array_add (puzzles, wp_test_load_one (three));
  g_ptr_array_add (puzzles, wp_test_load_one (five->str));
  booklet = booklet_of (puzzles, "a4", FALSE, 1);
  wp_booklet_get_per_page (booklet, 0, &cell_mm);
  g_assert_cmpfloat_with_epsilon (cell_mm, 60.0, 1e-6);
  wp_booklet_get_per_page (booklet, 1, &cell_mm);
  g_assert_cmpfloat_with_epsilon (cell_mm, 36.0, 0.01);
}

/* A logic grid's tick/cross grid is where its solver writes, and its
 * squares are 0.4 of the table's cells: at 4 to a page they would be too
 * small (3.1 mm for seed 001's 4 × 4, under 4 mm even at 2 to a page
 * with its clues), so each goes alone on a page, as puzzle books print
 * them, with 6 mm squares, and the note says why. */
static void
test_per_page_logic_ticks (void)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (WpBooklet) booklet = NULL;
  double cell_mm, x, y, cell;
  guint page;

  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (puzzles, wp_test_load_data_file ("seed001.logic"));
  g_ptr_array_add (puzzles, wp_test_load_data_file ("zebra.logic"));
  g_assert_cmpfloat (wp_render_smallest_square (g_ptr_array_index (puzzles, 0)), ==, 0.4);
  booklet = booklet_of (puzzles, "a4", FALSE, 4);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 0, &cell_mm), ==, 1);
  g_assert_cmpfloat_with_epsilon (cell_mm, 6.0, 0.05);
  g_assert_cmpstr (wp_booklet_get_layout_note (booklet, 0), ==,
                   "at 4 to a page its cells would be 3.1 mm at most, under the 4 mm that stays readable: "
                   "printed alone on a page (6.0 mm cells)");
  /* The table's own cells are 2.5 times the tick/cross squares. */
  g_assert_true (wp_booklet_locate_grid (booklet, 0, FALSE, &page, &x, &y, &cell));
  g_assert_cmpfloat_with_epsilon (cell * 25.4 / 72 * 0.4, cell_mm, 0.01);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 4, &cell_mm), ==, 1);
  g_assert_cmpfloat (cell_mm, >, 3.5);   /* the zebra puzzle: as large as A4 allows */
}

/* A 25×25 among 9×9s at 4 to a page on A4 would get 3.4 mm cells: the
 * page before it ends early, it goes 2 to a page with the next puzzle
 * (4.3 mm, below two lines of Sudoku's rules), and the rest go on 4 to a
 * page.  Its solution page follows
 * the same plan. */
static void
test_per_page_big_sudoku (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (6);
  g_autoptr (WpBooklet) booklet = NULL;
  const char *note;
  double cell_mm, x, y, cell;
  guint page;

  g_ptr_array_insert (puzzles, 2, wp_sudoku_new (25, 5, 5));
  booklet = booklet_of (puzzles, "a4", FALSE, 4);
  /* Puzzles 1–2 (their page ends early), 3–4 two to a page, 5–7; each
   * with no solution page for the 25×25 alone: an empty grid has many. */
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 6);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 0, NULL), ==, 4);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 1, NULL), ==, 4);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 2, &cell_mm), ==, 2);
  g_assert_cmpfloat (cell_mm, >=, WP_BOOKLET_MIN_CELL_MM);
  g_assert_cmpfloat_with_epsilon (cell_mm, 4.29, 0.01);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 3, NULL), ==, 2);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 4, NULL), ==, 4);
  g_assert_cmpuint (wp_booklet_get_per_page (booklet, 6, NULL), ==, 4);
  note = wp_booklet_get_layout_note (booklet, 2);
  g_assert_cmpstr (note, ==, "at 4 to a page its cells would be 3.4 mm at most, under the 4 mm that stays "
                             "readable: printed 2 to a page (4.3 mm cells)");
  /* The 9×9 beside it is bigger than asked for, not smaller: no note. */
  g_assert_null (wp_booklet_get_layout_note (booklet, 3));
  g_assert_null (wp_booklet_get_layout_note (booklet, 1));
  g_assert_true (wp_booklet_locate_grid (booklet, 2, FALSE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 2);
  g_assert_false (wp_booklet_locate_grid (booklet, 2, TRUE, &page, &x, &y, &cell));
  g_assert_true (wp_booklet_locate_grid (booklet, 3, TRUE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 3);
  g_assert_true (wp_booklet_locate_grid (booklet, 4, FALSE, &page, &x, &y, &cell));
  g_assert_cmpuint (page, ==, 4);
  g_assert_cmpstr (wp_booklet_get_note (booklet, 2), ==, "2 or more solutions");
}

/* A 30×30 nonogram with its clues: alone on an A4 page at 5.5 mm whatever
 * was asked; on A5 landscape even alone it stays under 4 mm, and says so. */
static void
test_per_page_big_nonogram (void)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  double cell_mm;

  g_ptr_array_add (puzzles, wp_test_load_data_file ("nonogram-smiley-30.non"));
  for (guint per_page = 1; per_page <= 6; per_page += per_page == 1 ? 1 : 2)
    {
      g_autoptr (WpBooklet) a4 = booklet_of (puzzles, "a4", FALSE, per_page);
      g_autoptr (WpBooklet) letter = booklet_of (puzzles, "letter", FALSE, per_page);

      g_assert_cmpuint (wp_booklet_get_per_page (a4, 0, &cell_mm), ==, 1);
      g_assert_cmpfloat_with_epsilon (cell_mm, 5.49, 0.01);
      g_assert_cmpuint (wp_booklet_get_per_page (letter, 0, &cell_mm), ==, 1);
      g_assert_cmpfloat_with_epsilon (cell_mm, 5.67, 0.01);
      if (per_page == 1)
        g_assert_null (wp_booklet_get_layout_note (a4, 0));
      else
        g_assert_true (g_str_has_suffix (wp_booklet_get_layout_note (a4, 0),
                                         "printed alone on a page (5.5 mm cells)"));
    }
  {
    g_autoptr (WpBooklet) a5 = booklet_of (puzzles, "a5", TRUE, 2);

    g_assert_cmpuint (wp_booklet_get_per_page (a5, 0, &cell_mm), ==, 1);
    g_assert_cmpfloat_with_epsilon (cell_mm, 2.56, 0.01);
    g_assert_cmpstr (wp_booklet_get_layout_note (a5, 0), ==,
                     "its cells are 2.6 mm, under the 4 mm that stays readable, even alone on a page");
  }
}

/* Nine 9×9s at 6 to a page on A5 would get 3.5 mm cells: every page holds
 * 4 (6.1 mm), and every puzzle says why. */
static void
test_per_page_small_paper (void)
{
  g_autoptr (GPtrArray) puzzles = puzzle_set (9);
  g_autoptr (WpBooklet) booklet = booklet_of (puzzles, "a5", FALSE, 6);
  double cell_mm;

  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 6);   /* 4 + 4 + 1, each with its solutions */
  for (guint i = 0; i < 9; i++)
    {
      g_assert_cmpuint (wp_booklet_get_per_page (booklet, i, &cell_mm), ==, 4);
      g_assert_cmpfloat_with_epsilon (cell_mm, 6.11, 0.01);
      g_assert_cmpstr (wp_booklet_get_layout_note (booklet, i), ==,
                       "at 6 to a page its cells would be 3.5 mm at most, under the 4 mm that stays "
                       "readable: printed 4 to a page (6.1 mm cells)");
    }
}

/* Uniqueness is counted even when no solutions are printed. */
static void
test_uniqueness_counted (void)
{
  g_autofree char *path = wp_test_data_path ("small.txt");
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, NULL);
  g_autoptr (WpBooklet) booklet = NULL;
  WpBookletOptions options;
  const WpUniqueness *uniqueness;

  wp_booklet_options_init (&options);
  options.solutions = WP_BOOKLET_SOLUTIONS_NONE;
  booklet = make_booklet (puzzles, &options);
  g_assert_true (wp_uniqueness_is_unique (wp_booklet_get_uniqueness (booklet, 0)));
  uniqueness = wp_booklet_get_uniqueness (booklet, 1);
  g_assert_cmpint (uniqueness->state, ==, WP_UNIQUENESS_COUNTED);
  g_assert_cmpuint (uniqueness->count, ==, 2);
  g_assert_false (uniqueness->exact);   /* the count stopped at 2 */
  uniqueness = wp_booklet_get_uniqueness (booklet, 2);
  g_assert_cmpuint (uniqueness->count, ==, 0);
  g_assert_true (uniqueness->exact);
  for (guint i = 0; i < 3; i++)
    g_assert_null (wp_booklet_get_note (booklet, i));   /* no solutions asked for */
}

/* --- The command line ------------------------------------------------------------ */

static void
test_cli (Fixture *fixture, gconstpointer data)
{
  const char *cli = g_getenv ("WELLPOSED_CLI");
  g_autofree char *good = wp_test_data_path ("small.txt");
  g_autofree char *ambiguous = wp_test_data_path ("seed002-example-one.txt");
  g_autofree char *missing = out_path (fixture, "missing.txt");
  g_autofree char *pdf = out_path (fixture, "cli.pdf");
  const char *argv[] = { cli, "pdf", good, missing, ambiguous, "-o", pdf, "--per-page", "2",
                         "--solutions", "back", NULL };
  const char *bad_argv[] = { cli, "pdf", good, "-o", pdf, "--per-page", "3", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (cli == NULL)
    {
      g_test_skip ("WELLPOSED_CLI is not set (run through meson test)");
      return;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  /* One unreadable input: status 1, but the other puzzles are written. */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, "missing.txt"));
  g_assert_nonnull (strstr (err, "small.txt #2: warning: at least 2 solutions; solvers will not find a "
                                 "unique answer (no solution page)\n"));
  g_assert_nonnull (strstr (err, "small.txt #3: warning: no solution\n"));
  g_assert_nonnull (strstr (err, "seed002-example-one.txt #1: warning: at least 2 solutions; solvers will "
                                 "not find a unique answer (no solution page)\n"));
  g_assert_null (strstr (err, "small.txt #1:"));   /* the unique one */
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  if (have_poppler ())
    g_assert_cmpuint (pdf_pages (pdf), ==, 3);   /* 4 puzzles 2 a page, 1 solution at the back */

  g_clear_pointer (&err, g_free);
  g_spawn_sync (NULL, (char **) bad_argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_cmpint (WEXITSTATUS (status), ==, 2);
  g_assert_nonnull (strstr (err, "1, 2, 4 or 6"));
}

/* Runs the CLI with @args after "pdf"; returns its exit status and
 * standard error. */
static int
run_cli (const char *const *args, char **err)
{
  const char *cli = g_getenv ("WELLPOSED_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, "pdf");
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, err,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* --per-page N: eight unique 9×9s make 16, 8, 4 and 4 pages with their
 * solutions after, quietly; a value not on offer is refused by name. */
static void
test_cli_per_page (Fixture *fixture, gconstpointer data)
{
  static const struct { const char *per_page; guint pages; } cases[] = {
    { "1", 16 }, { "2", 8 }, { "4", 4 }, { "6", 4 },
  };
  static const struct { const char *per_page; const char *message; } bad[] = {
    { "0", "--per-page 0 is not offered (use 1, 2, 4 or 6)" },
    { "-1", "--per-page -1 is not offered (use 1, 2, 4 or 6)" },
    { "3", "3 puzzles per page is not offered (use 1, 2, 4 or 6)" },
    { "8", "8 puzzles per page is not offered (use 1, 2, 4 or 6)" },
    { "four", "--per-page" },
  };
  g_autofree char *input = out_path (fixture, "eight.txt");
  g_autofree char *pdf = out_path (fixture, "cli-per-page.pdf");
  g_autoptr (GString) text = g_string_new (NULL);

  if (g_getenv ("WELLPOSED_CLI") == NULL)
    {
      g_test_skip ("WELLPOSED_CLI is not set (run through meson test)");
      return;
    }
  for (guint i = 0; i < 8; i++)
    {
      char line[82];

      relabelled_text (i, line);
      g_string_append_printf (text, "%s\n", line);
    }
  g_assert_true (g_file_set_contents (input, text->str, -1, NULL));
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const char *args[] = { input, "-o", pdf, "--per-page", cases[c].per_page, NULL };
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (args, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");   /* every puzzle unique, every grid readable */
      if (have_poppler ())
        g_assert_cmpuint (pdf_pages (pdf), ==, cases[c].pages);
    }
  for (guint c = 0; c < G_N_ELEMENTS (bad); c++)
    {
      const char *args[] = { input, "-o", pdf, "--per-page", bad[c].per_page, NULL };
      g_autofree char *err = NULL;

      g_assert_cmpint (run_cli (args, &err), ==, 2);
      g_assert_nonnull (strstr (err, bad[c].message));
    }
}

/* Not unique: a warning on standard error even when no solutions are
 * printed, and the PDF written all the same; a grid too big for the
 * puzzles per page asked says where it went instead. */
static void
test_cli_warnings (Fixture *fixture, gconstpointer data)
{
  g_autofree char *small = wp_test_data_path ("small.txt");
  g_autofree char *nonogram = wp_test_data_path ("nonogram-smiley-30.non");
  g_autofree char *pdf = out_path (fixture, "cli-warnings.pdf");
  const char *args[] = { small, nonogram, "-o", pdf, "--solutions", "none", "--per-page", "4", NULL };
  g_autofree char *err = NULL;

  if (g_getenv ("WELLPOSED_CLI") == NULL)
    {
      g_test_skip ("WELLPOSED_CLI is not set (run through meson test)");
      return;
    }
  g_assert_cmpint (run_cli (args, &err), ==, 0);
  g_assert_null (strstr (err, "small.txt #1:"));
  g_assert_nonnull (strstr (err, "small.txt #2: warning: at least 2 solutions; solvers will not find a "
                                 "unique answer\n"));
  g_assert_nonnull (strstr (err, "small.txt #3: warning: no solution\n"));
  g_assert_nonnull (strstr (err, "nonogram-smiley-30.non #1: at 4 to a page its cells would be 2.6 mm at "
                                 "most, under the 4 mm that stays readable: printed alone on a page "
                                 "(5.5 mm cells)\n"));
  g_assert_null (strstr (err, "no solution page"));
  if (have_poppler ())
    g_assert_cmpuint (pdf_pages (pdf), ==, 2);   /* the three 9×9s, then the nonogram alone */
}

/* --- The fleet of Battleships ------------------------------------------------------ */

/* pdftotext's words of page 1 with every space and line break taken out. */
static char *
page_text_compact (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-f", "1", "-l", "1", pdf, "-", NULL };
  g_autofree char *out = run (argv);
  GString *compact = g_string_new (NULL);

  for (const char *p = out; *p; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (compact, *p);
  return g_string_free (compact, FALSE);
}

/* Ink in the legend's room below the column counts (@below) or right of
 * the row counts, for a 10×10 grid at (@x, @y) with cells of @cell. */
static guint
fleet_ink (const Raster *raster, double x, double y, double cell, gboolean below)
{
  if (below)
    return ink_in (raster, x, y + 11.3 * cell, x + 10 * cell, MIN (raster->height, y + 14.9 * cell));
  return ink_in (raster, x + 11.3 * cell, y, MIN (raster->width, x + 17 * cell), y + 4 * cell);
}

/* The rules say "find the fleet": the page shows it.  On A4 the fleet goes
 * under the grid (beside it the grid would shrink), on A4 landscape beside
 * it; the counts "× 1" … "× 4" are text on the page. */
static void
test_fleet_on_paper (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "fleet.pdf");
  g_autofree char *wide_pdf = out_path (fixture, "fleet-landscape.pdf");
  g_autofree char *text = NULL;
  g_autoptr (Raster) raster = NULL;
  g_autoptr (Raster) wide = NULL;
  g_autoptr (GError) error = NULL;
  WpBookletOptions options;
  double x, y, cell;
  guint page;

  g_ptr_array_add (puzzles, wp_test_load_data_file ("battleships-unique.wellposed"));
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_true (wp_booklet_locate_grid (booklet, 0, FALSE, &page, &x, &y, &cell));
  write_booklet (booklet, pdf);
  if (!have_poppler ())
    return;

  text = page_text_compact (pdf);
  for (guint k = 1; k <= 4; k++)
    {
      g_autofree char *count = g_strdup_printf ("×%u", k);

      g_assert_nonnull (strstr (text, count));
    }
  raster = rasterise (fixture, pdf, 0);
  g_test_message ("A4: cell %.1f pt, fleet ink below %u, beside %u", cell,
                  fleet_ink (raster, x, y, cell, TRUE), fleet_ink (raster, x, y, cell, FALSE));
  /* Ten ship cells of about (0.43 cell)² of ink each, and the counts. */
  g_assert_cmpuint (fleet_ink (raster, x, y, cell, TRUE), >, (guint) (cell * cell));
  g_assert_cmpuint (fleet_ink (raster, x, y, cell, FALSE), ==, 0);

  g_assert_true (wp_booklet_set_paper (booklet, 210, 297, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (wp_booklet_locate_grid (booklet, 0, FALSE, &page, &x, &y, &cell));
  write_booklet (booklet, wide_pdf);
  wide = rasterise (fixture, wide_pdf, 0);
  g_test_message ("A4 landscape: cell %.1f pt, fleet ink below %u, beside %u", cell,
                  fleet_ink (wide, x, y, cell, TRUE), fleet_ink (wide, x, y, cell, FALSE));
  g_assert_cmpuint (fleet_ink (wide, x, y, cell, FALSE), >, (guint) (cell * cell));
  /* Nothing under the counts where a legend below would start (the page
   * number sits further right, under the grid's middle). */
  g_assert_cmpuint (ink_in (wide, x, y + 11.3 * cell, x + 3 * cell, MIN (wide->height, y + 14.9 * cell)), ==, 0);
}


/* --- Variant elements ---------------------------------------------------------------- */

/* The puzzle with every kind that draws (tests/data/sudoku-variants.wellposed)
 * on paper: its rules composed from the elements, a thermometer, dots and
 * a cage drawn on the puzzle page and again on the solution page. */
static void
test_elements_on_paper (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "variants.pdf");
  g_autofree char *text = NULL;
  WpBookletOptions options;

  g_ptr_array_add (puzzles, wp_test_load_data_file ("sudoku-variants.wellposed"));
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  write_booklet (booklet, pdf);
  if (!have_poppler ())
    return;

  /* A rule of each family present, the anti-knight too although it draws
   * nothing in the grid. */
  text = page_text_compact (pdf);
  g_assert_nonnull (strstr (text, "Digitsalongathermometerincreasefromitsbulb."));
  g_assert_nonnull (strstr (text, "Cellsachessknight’smoveapartneverholdthesamedigit."));
  g_assert_nonnull (strstr (text, "Digitsjoinedbyawhitedotareconsecutive."));

  for (guint solution = 0; solution < 2; solution++)
    {
      g_autoptr (Raster) raster = NULL;
      double x, y, cell;
      guint page;

      g_assert_true (wp_booklet_locate_grid (booklet, 0, solution, &page, &x, &y, &cell));
      raster = rasterise (fixture, pdf, page);
      g_test_message ("page %u: cell %.1f pt; thermometer %u, black dot %u, white dot %u", page, cell,
                      gray_at (raster, (int) (x + 7.5 * cell), (int) (y + 5.15 * cell)),
                      gray_at (raster, (int) (x + 8.5 * cell), (int) (y + 4 * cell)),
                      gray_at (raster, (int) (x + 3 * cell), (int) (y + 2.5 * cell)));
      /* The thermometer r7c7–r5c8 on its way up from r6c8, above the
       * solution's digit there: light grey, so that digit still reads. */
      g_assert_cmpuint (gray_at (raster, (int) (x + 7.5 * cell), (int) (y + 5.15 * cell)), >, 170);
      g_assert_cmpuint (gray_at (raster, (int) (x + 7.5 * cell), (int) (y + 5.15 * cell)), <, 235);
      /* The black dot on the edge of r4c9 and r5c9, the white one on the
       * box line between r3c3 and r3c4 (paper inside its ring). */
      g_assert_cmpuint (gray_at (raster, (int) (x + 8.5 * cell), (int) (y + 4 * cell)), <, 100);
      g_assert_cmpuint (gray_at (raster, (int) (x + 3 * cell), (int) (y + 2.5 * cell)), >, 200);
      /* The cage r2c7–r4c8's dashed line down its right side (0.09 of a
       * cell inside r2c8 and r3c8): some ink, none in r2c9 and r3c9 beside
       * it (between the grid lines). */
      for (guint row = 1; row < 3; row++)
        {
          g_assert_cmpuint (ink_in (raster, x + 7.85 * cell, y + (row + 0.15) * cell, x + 7.95 * cell, y + (row + 0.85) * cell), >, 5);
          g_assert_cmpuint (ink_in (raster, x + 8.05 * cell, y + (row + 0.15) * cell, x + 8.25 * cell, y + (row + 0.85) * cell), ==, 0);
        }
    }
}


/* Takes every space out of @text, in place. */
static void
remove_spaces (char *text)
{
  char *out = text;

  for (const char *p = text; *p; p++)
    if (!g_ascii_isspace (*p))
      *out++ = *p;
  *out = '\0';
}

/* --- Logic grids ------------------------------------------------------------------------ */

/* The zebra puzzle on paper, with the setter's own rules text: the page
 * still prints the categories and every numbered clue, the last one too
 * (a rules paragraph is cut after 12 lines, the clues never are), and the
 * table's headings; the solution page is the table, filled. */
static void
test_logic_on_paper (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  g_autoptr (WpBooklet) booklet = NULL;
  g_autofree char *pdf = out_path (fixture, "zebra.pdf");
  g_autofree char *text = NULL, *solution = NULL;
  WpPuzzle *puzzle = wp_test_load_data_file ("zebra.logic");
  g_autofree char *last = wp_logic_clue_sentence (puzzle, g_ptr_array_index (puzzle->elements,
                                                                             puzzle->elements->len - 1));
  g_autofree char *numbered = g_strdup_printf ("\n%u. ", puzzle->elements->len);
  g_autofree char *compact = NULL;
  g_autofree char *last_compact = NULL;
  WpBookletOptions options;

  g_assert_cmpuint (puzzle->elements->len, ==, 14);
  last_compact = g_strdup_printf ("14.%s", last);
  remove_spaces (last_compact);
  puzzle->rules = g_strdup ("Who drinks water? Who owns the zebra?");
  g_ptr_array_add (puzzles, puzzle);
  wp_booklet_options_init (&options);
  booklet = make_booklet (puzzles, &options);
  g_assert_cmpuint (wp_booklet_get_n_pages (booklet), ==, 2);
  write_booklet (booklet, pdf);
  if (!have_poppler ())
    return;

  g_assert_cmpuint (pdf_pages (pdf), ==, 2);
  text = page_text (pdf, 1);
  g_assert_nonnull (strstr (text, "Who drinks water? Who owns the zebra?"));
  g_assert_nonnull (strstr (text, "house: 1, 2, 3, 4, 5"));
  g_assert_nonnull (strstr (text, "pet: dog, snails, fox, horse, zebra"));
  g_assert_nonnull (strstr (text, "\n1. The one who is the Englishman lives in the"));
  g_assert_nonnull (strstr (text, numbered));
  /* Wrapped on the page: compared without spaces and line breaks. */
  compact = page_text_compact (pdf);
  g_assert_nonnull (strstr (compact, last_compact));
  g_assert_null (strstr (text, "…"));
  /* The headings over the table's columns. */
  g_assert_nonnull (strstr (text, "colour"));
  g_assert_nonnull (strstr (text, "smoke"));
  /* The solution page: the table filled, no clues. */
  solution = page_text (pdf, 2);
  g_assert_nonnull (strstr (solution, "Solution 1"));
  g_assert_nonnull (strstr (solution, "zebra"));
  g_assert_nonnull (strstr (solution, "Norwegian"));
  g_assert_null (strstr (solution, "1. The one who"));
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD_F(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  g_test_add_func ("/pdf/scramble-pieces-large", test_scramble_pieces_large);
  g_test_add_func ("/pdf/options/paper", test_paper_sizes);
  g_test_add_func ("/pdf/options/bad", test_bad_options);
  ADD_F ("/pdf/single-after", test_single_after);
  g_test_add_func ("/pdf/draw-on-image", test_draw_on_image);
  g_test_add_func ("/pdf/line-clues", test_line_clues_on_paper);
  ADD_F ("/pdf/booklet-back", test_booklet_back);
  g_test_add_func ("/pdf/booklet-after-pages", test_booklet_after_pages);
  g_test_add_func ("/pdf/set-paper", test_set_paper);
  ADD_F ("/pdf/ambiguous", test_ambiguous);
  g_test_add_func ("/pdf/no-solution", test_no_solution_note);
  ADD_F ("/pdf/paper-in-pdf", test_paper_in_pdf);
  ADD_F ("/pdf/write-failure", test_write_failure);
  ADD_F ("/pdf/write-through-link", test_write_through_link);
  ADD_F ("/pdf/progress", test_progress);
  ADD_F ("/pdf/per-page", test_per_page);
  g_test_add_func ("/pdf/per-page/letter", test_per_page_letter);
  g_test_add_func ("/pdf/per-page/big-sudoku", test_per_page_big_sudoku);
  g_test_add_func ("/pdf/per-page/big-nonogram", test_per_page_big_nonogram);
  g_test_add_func ("/pdf/per-page/small-paper", test_per_page_small_paper);
  g_test_add_func ("/pdf/uniqueness", test_uniqueness_counted);
  ADD_F ("/pdf/cli", test_cli);
  ADD_F ("/pdf/cli/per-page", test_cli_per_page);
  ADD_F ("/pdf/cli/warnings", test_cli_warnings);
  ADD_F ("/pdf/fleet", test_fleet_on_paper);
  ADD_F ("/pdf/elements", test_elements_on_paper);
  ADD_F ("/pdf/logic", test_logic_on_paper);
  g_test_add_func ("/pdf/per-page/logic-ticks", test_per_page_logic_ticks);
#undef ADD_F
  return g_test_run ();
}
