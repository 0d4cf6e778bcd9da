/* wp-booklet.h — print-ready pages of puzzles: one puzzle or a booklet
 *
 * A booklet lays out puzzles 1, 2, 4 or 6 to a page, each with its number,
 * title, author and rules text above the grid, and adds their solutions on
 * the page after each puzzle page, in a section at the back with smaller
 * grids, or not at all.  Only puzzles with exactly one solution get one: the
 * others carry a note saying why (see wp_booklet_get_note()).
 *
 * A grid is never shrunk below WP_BOOKLET_MIN_CELL_MM to fit the puzzles
 * per page asked for: a puzzle that would be gets a page with fewer
 * puzzles (alone, if need be), the page before it ends early, and
 * wp_booklet_get_layout_note() says so.
 *
 * All geometry is in millimetres and converted to points (mm × 72 / 25.4)
 * when drawn; text is laid out by Pango at 72 dpi, so a font size in points
 * is a font size in points on a PDF page.  wp_booklet_draw_page() draws in
 * points at the origin of whatever cairo_t it is given — a PDF page, the
 * studio's print preview (scaled by the caller) or a GtkPrintContext — and
 * looks the same on all of them because text is laid out without hinting.
 *
 * Cairo and Pango only: no GTK.  A booklet is not thread-safe; use it from
 * one thread at a time.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "core/wp-puzzle.h"
#include "core/wp-uniqueness.h"

G_BEGIN_DECLS

#define WP_BOOKLET_ERROR (wp_booklet_error_quark ())

typedef enum {
  WP_BOOKLET_ERROR_BAD_OPTION,   /* a paper name, margin, per-page… out of range */
  WP_BOOKLET_ERROR_NO_PUZZLES,
  WP_BOOKLET_ERROR_WRITE,        /* the PDF could not be written */
} WpBookletError;

GQuark wp_booklet_error_quark (void);

#define WP_MM_TO_PT(mm) ((mm) * 72.0 / 25.4)

/* The smallest cell a grid is printed with when the paper allows it: a
 * Sudoku digit is then about 7 pt and a nonogram's line clue about 5 pt,
 * about the smallest type puzzle magazines print. */
#define WP_BOOKLET_MIN_CELL_MM 4.0

typedef enum {
  WP_BOOKLET_SOLUTIONS_AFTER,  /* a solution page after each puzzle page */
  WP_BOOKLET_SOLUTIONS_BACK,   /* a section at the back, smaller grids */
  WP_BOOKLET_SOLUTIONS_NONE,
} WpBookletSolutions;

typedef struct {
  double              paper_width_mm;   /* trim size, given portrait */
  double              paper_height_mm;
  gboolean            landscape;        /* swaps width and height */
  double              margin_mm;        /* on every side of the trim */
  guint               per_page;         /* 1, 2, 4 or 6 */
  WpBookletSolutions  solutions;
  const char         *title;            /* PDF Title; and the cover's, with @cover */
  const char         *author;           /* PDF Author and the cover's; NULL: none */
  gboolean            cover;            /* a cover page first (needs @title) */
  gboolean            page_numbers;     /* at the foot of every page but the cover */
  gboolean            crop_marks;
  double              bleed_mm;         /* paper added around the trim; see below */
  guint               first_number;     /* the first puzzle's number (default 1) */
  double              timeout_s;        /* per puzzle, to decide uniqueness; 0 = none */
  GCancellable       *cancellable;      /* stops solving in wp_booklet_new() */
} WpBookletOptions;

/* Crop marks and bleed: with bleed_mm > 0 or crop_marks, each page is the
 * trim size plus bleed_mm on every side, and the crop marks sit in that
 * extra paper at the trim corners.  Our pages carry no art that runs off
 * the edge, so the bleed is blank and the marks are cut away with it.
 * Crop marks without a bleed get WP_BOOKLET_MARK_AREA_MM of extra paper. */
#define WP_BOOKLET_MARK_AREA_MM 5.0

/* A4 portrait, 15 mm margins, one puzzle per page, solutions after each
 * page, page numbers, a 10 s time limit per puzzle. */
void      wp_booklet_options_init      (WpBookletOptions *options);
/* "a4", "letter", "a5" (any case) or a custom "WIDTHxHEIGHT" in mm
 * ("200x250", "200x250mm"). */
gboolean  wp_booklet_options_set_paper (WpBookletOptions *options,
                                        const char       *paper,
                                        GError          **error);
/* "after", "back" or "none". */
gboolean  wp_booklet_parse_solutions   (const char         *text,
                                        WpBookletSolutions *solutions,
                                        GError            **error);
gboolean  wp_booklet_options_validate  (const WpBookletOptions *options,
                                        GError                **error);

typedef struct _WpBooklet WpBooklet;

/* Called after each page is written: @page counts from 1. */
typedef void (*WpBookletProgress) (guint    page,
                                   guint    n_pages,
                                   gpointer user_data);

/* Copies @puzzles (of WpPuzzle*) and solves each one (count to 2, keep 1;
 * also when solutions are NONE, for wp_booklet_get_uniqueness()).  Fails
 * on bad options or no puzzles; a puzzle that cannot be solved is no
 * error, only a note. */
WpBooklet  *wp_booklet_new            (GPtrArray              *puzzles,
                                       const WpBookletOptions *options,
                                       GError                **error);
void        wp_booklet_free           (WpBooklet *booklet);
/* Lays the pages out again on other paper (what a print dialog chose),
 * keeping the solutions already found: cheap, unlike wp_booklet_new(). */
gboolean    wp_booklet_set_paper      (WpBooklet *booklet,
                                       double     width_mm,
                                       double     height_mm,
                                       gboolean   landscape,
                                       GError   **error);

guint       wp_booklet_get_n_pages    (WpBooklet *booklet);
guint       wp_booklet_get_n_puzzles  (WpBooklet *booklet);
/* The page (media) size in points, bleed included; every page is alike. */
void        wp_booklet_get_page_size  (WpBooklet *booklet,
                                       double    *width_pt,
                                       double    *height_pt);
/* Why puzzle @puzzle (0-based) has no solution printed: "no solution",
 * "2 or more solutions", "could not be decided in time" or the reason it
 * is invalid.  NULL when it has one, or when no solutions were asked for. */
const char *wp_booklet_get_note       (WpBooklet *booklet,
                                       guint      puzzle);
/* What counting puzzle @puzzle to 2 found (within options.timeout_s). */
const WpUniqueness *wp_booklet_get_uniqueness (WpBooklet *booklet,
                                               guint      puzzle);
/* How puzzle @puzzle is laid out: the puzzles per page of its page (fewer
 * than asked when its cells would have been too small) and the side in mm
 * of its smallest squares to write in (its cells, or a logic grid's
 * tick/cross squares, wp_render_smallest_square()).  @cell_mm may be NULL. */
guint       wp_booklet_get_per_page   (WpBooklet *booklet,
                                       guint      puzzle,
                                       double    *cell_mm);
/* Why puzzle @puzzle is not printed as asked: "at 4 to a page its cells
 * would be 3.4 mm at most, under the 4 mm that stays readable: printed 2
 * to a page (4.5 mm cells)", or "its cells are 2.6 mm, under the 4 mm
 * that stays readable, even alone on a page".  NULL when it is. */
const char *wp_booklet_get_layout_note (WpBooklet *booklet,
                                        guint      puzzle);
/* Where puzzle @puzzle's grid (or with @solution, its solution's grid) is
 * drawn: the page (0-based), its top-left corner and cell size in points.
 * FALSE when it is not drawn at all. */
gboolean    wp_booklet_locate_grid    (WpBooklet *booklet,
                                       guint      puzzle,
                                       gboolean   solution,
                                       guint     *page,
                                       double    *x_pt,
                                       double    *y_pt,
                                       double    *cell_pt);

/* Draws page @page (0-based) in points with its top-left corner at the
 * origin of @cr, paper included. */
void        wp_booklet_draw_page      (WpBooklet *booklet,
                                       cairo_t   *cr,
                                       guint      page);
/* Writes every page as a vector PDF with embedded fonts and metadata.  The
 * file is replaced atomically: on failure any old file is left untouched. */
gboolean    wp_booklet_write_pdf      (WpBooklet         *booklet,
                                       const char        *path,
                                       WpBookletProgress  progress,
                                       gpointer           user_data,
                                       GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpBooklet, wp_booklet_free)

G_END_DECLS
