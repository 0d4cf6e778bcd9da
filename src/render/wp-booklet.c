/* wp-booklet.c — print-ready pages of puzzles (see wp-booklet.h)
 *
 * Geometry is planned in millimetres (Box) and turned into points only at
 * the moment of drawing, so the same plan serves an A5 proof and a Letter
 * booklet.  Text comes from one PangoContext the booklet owns: 72 dpi so
 * that a size in points is a size in points, and no hinting so a line
 * breaks in the same place on a PDF page, in the preview and on a printer.
 */
#include "render/wp-booklet.h"
#include "render/wp-render.h"
#include "core/wellposed.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (wp-booklet-error-quark, wp_booklet_error)

#define GUTTER_MM        8.0    /* between puzzle blocks */
#define TEXT_GAP_MM      3.0    /* between a block's text and its grid */
#define MAX_CELL_MM     15.0    /* a 9×9 never grows beyond 13.5 cm */
#define MIN_TEXT_MM     70.0    /* rules text is never wrapped narrower */
#define BACK_SLOT_W_MM  60.0    /* aimed-at size of a solution at the back */
#define BACK_SLOT_H_MM  65.0
#define BACK_GUTTER_MM   6.0
#define MIN_CONTENT_MM  40.0
#define MAX_PER_PAGE     6
#define NO_PAGE         G_MAXUINT

typedef struct {
  double x, y, w, h;
} Box;

typedef enum {
  PAGE_COVER,
  PAGE_PUZZLES,     /* puzzles first … first + count - 1 */
  PAGE_SOLUTIONS,   /* the solutions of the puzzle page before, same places */
  PAGE_BACK,        /* solved[first] … solved[first + count - 1], small */
} PageKind;

typedef struct {
  PageKind kind;
  guint    first;
  guint    count;
  guint    per_page;   /* PUZZLES, SOLUTIONS: the arrangement, at most options.per_page */
} Page;

typedef struct {
  WpPuzzle     *puzzle;
  gint         *solution;       /* NULL when none is printed */
  char         *note;           /* why there is none */
  WpUniqueness  uniqueness;     /* what counting to 2 found */
  guint         page;           /* where the puzzle is drawn */
  guint         solution_page;  /* NO_PAGE when no solution is drawn */
  double        cell;           /* mm, on its page */
  char         *layout_note;    /* why it is not printed as asked */
} Entry;

struct _WpBooklet {
  WpBookletOptions options;   /* strings owned: title, author */
  GArray          *entries;   /* of Entry */
  GArray          *solved;    /* of guint: entries with a solution */
  GArray          *pages;     /* of Page */
  PangoContext    *pango;
  double           trim_w, trim_h, bleed;   /* mm */
  guint            back_cols, back_rows;    /* solutions on a back page */
};

/* One puzzle (or solution) on a page, planned. */
typedef struct {
  guint        puzzle;
  gboolean     solution;
  guint        per_page;    /* of its page */
  Box          box;         /* the block's share of the page */
  PangoLayout *text[4];     /* heading, author, rules, page text: stacked */
  guint        n_text;
  double       text_w, text_h;
  double       grid_x, grid_y, cell;
  WpLegendPlacement legend;   /* the fleet, where it leaves the grid the most room */
} Block;

static double
pt (double mm)
{
  return WP_MM_TO_PT (mm);
}

/* --- Options ---------------------------------------------------------------- */

void
wp_booklet_options_init (WpBookletOptions *options)
{
  memset (options, 0, sizeof *options);
  options->paper_width_mm = 210;
  options->paper_height_mm = 297;
  options->margin_mm = 15;
  options->per_page = 1;
  options->solutions = WP_BOOKLET_SOLUTIONS_AFTER;
  options->page_numbers = TRUE;
  options->first_number = 1;
  options->timeout_s = 10;
}

static gboolean
bad_option (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad_option (GError **error, const char *format, ...)
{
  va_list args;
  char *message;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION, message);
  g_free (message);
  return FALSE;
}

/* "200x250" or "200x250mm": both numbers in millimetres. */
static gboolean
parse_custom_paper (const char *paper, double *width, double *height)
{
  char *end;

  *width = g_ascii_strtod (paper, &end);
  if (end == paper || (*end != 'x' && *end != 'X'))
    return FALSE;
  paper = end + 1;
  *height = g_ascii_strtod (paper, &end);
  if (end == paper)
    return FALSE;
  return *end == '\0' || g_ascii_strcasecmp (end, "mm") == 0;
}

gboolean
wp_booklet_options_set_paper (WpBookletOptions *options, const char *paper, GError **error)
{
  static const struct { const char *name; double width, height; } sizes[] = {
    { "a4", 210, 297 }, { "letter", 215.9, 279.4 }, { "a5", 148, 210 },
  };
  double width, height;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (g_ascii_strcasecmp (paper, sizes[i].name) == 0)
      {
        options->paper_width_mm = sizes[i].width;
        options->paper_height_mm = sizes[i].height;
        return TRUE;
      }
  if (!parse_custom_paper (paper, &width, &height))
    return bad_option (error, _("unknown paper “%s” (use a4, letter, a5 or WIDTHxHEIGHT in mm)"),
                       paper);
  if (!(width >= 50 && width <= 1000 && height >= 50 && height <= 1000))
    return bad_option (error, _("paper “%s” is out of range (each side 50 to 1000 mm)"), paper);
  options->paper_width_mm = width;
  options->paper_height_mm = height;
  return TRUE;
}

gboolean
wp_booklet_parse_solutions (const char *text, WpBookletSolutions *solutions, GError **error)
{
  static const char *const names[] = { "after", "back", "none" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (text, names[i]) == 0)
      {
        *solutions = (WpBookletSolutions) i;
        return TRUE;
      }
  return bad_option (error, _("unknown solutions placement “%s” (use after, back or none)"), text);
}

gboolean
wp_booklet_options_validate (const WpBookletOptions *options, GError **error)
{
  double short_side = MIN (options->paper_width_mm, options->paper_height_mm);

  if (options->per_page != 1 && options->per_page != 2 && options->per_page != 4 &&
      options->per_page != 6)
    return bad_option (error, _("%u puzzles per page is not offered (use 1, 2, 4 or 6)"),
                       options->per_page);
  if (!(options->paper_width_mm >= 50 && options->paper_width_mm <= 1000 &&
        options->paper_height_mm >= 50 && options->paper_height_mm <= 1000))
    return bad_option (error, _("the paper must be 50 to 1000 mm on each side"));
  if (!(options->margin_mm >= 5 && short_side - 2 * options->margin_mm >= MIN_CONTENT_MM))
    return bad_option (error, _("a margin of %.1f mm does not fit (at least 5 mm, and %.0f mm "
                                "must stay for the puzzles)"),
                       options->margin_mm, MIN_CONTENT_MM);
  if (!(options->bleed_mm >= 0 && options->bleed_mm <= 20))
    return bad_option (error, _("a bleed of %.1f mm is out of range (0 to 20 mm)"), options->bleed_mm);
  if ((guint) options->solutions > WP_BOOKLET_SOLUTIONS_NONE)
    return bad_option (error, _("unknown solutions placement"));
  if (!(options->timeout_s >= 0))
    return bad_option (error, _("the time limit must be 0 (none) or more seconds"));
  if (options->cover && (options->title == NULL || *options->title == '\0'))
    return bad_option (error, _("a cover page needs a title"));
  return TRUE;
}

/* --- Solving ------------------------------------------------------------------ */

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  wp_puzzle_free (entry->puzzle);
  g_free (entry->solution);
  g_free (entry->note);
  wp_uniqueness_clear (&entry->uniqueness);
  g_free (entry->layout_note);
}

/* Counts to 2 whether or not solutions are printed: a puzzle that is not
 * unique deserves a warning either way.  Keeps the solution only when it
 * is provably the only one; the note says why there is none only when
 * solutions were asked for. */
static void
solve_entry (Entry *entry, const WpBookletOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (entry->puzzle, &error);
  WpSearchOptions search = { .cap = 2, .keep = 1, .timeout_s = options->timeout_s, .cancellable = options->cancellable };
  gboolean notes = options->solutions != WP_BOOKLET_SOLUTIONS_NONE;
  WpSearchResult result;

  if (model == NULL)
    {
      wp_uniqueness_set_invalid (&entry->uniqueness, error->message);
      if (notes)
        entry->note = g_strdup_printf (_("invalid puzzle: %s"), error->message);
      return;
    }
  wp_count_solutions (model, &search, &result);
  wp_uniqueness_add_result (&entry->uniqueness, &result);
  if (notes && wp_uniqueness_is_unique (&entry->uniqueness))
    entry->solution = g_memdup2 (g_ptr_array_index (result.solutions, 0),
                                 result.n_values * sizeof (gint));
  else if (notes && result.exact && result.count_kind != WP_COUNT_ENUMERATED)
    /* A linear genre knows the whole count: "exactly 2^40 (…) solutions". */
    entry->note = wp_uniqueness_summarise (&entry->uniqueness);
  else if (notes)
    entry->note = g_strdup (result.count >= 2 ? _("2 or more solutions")
                            : !result.exact   ? _("could not be decided in time")
                                              : _("no solution"));
  wp_search_result_clear (&result);
}

/* --- Page plan ---------------------------------------------------------------- */

static void
block_arrangement (guint per_page, gboolean wide, guint *cols, guint *rows)
{
  /* Two and six per page stack along the long side of the paper. */
  switch (per_page)
    {
    case 2:  *cols = wide ? 2 : 1; *rows = wide ? 1 : 2; break;
    case 4:  *cols = 2; *rows = 2; break;
    case 6:  *cols = wide ? 3 : 2; *rows = wide ? 2 : 3; break;
    default: *cols = 1; *rows = 1; break;
    }
}

static Box
content_box (const WpBooklet *booklet)
{
  double m = booklet->options.margin_mm;

  return (Box) { m, m, booklet->trim_w - 2 * m, booklet->trim_h - 2 * m };
}

static double
back_heading_height (void)
{
  return 14.0;   /* "Solutions" at 16 pt and the space under it */
}

static void
arrange_back (WpBooklet *booklet)
{
  Box content = content_box (booklet);
  double h = content.h - back_heading_height ();

  booklet->back_cols = MAX (1, (guint) (content.w / BACK_SLOT_W_MM + 0.5));
  booklet->back_rows = MAX (1, (guint) (h / BACK_SLOT_H_MM + 0.5));
}

static void
add_page (WpBooklet *booklet, PageKind kind, guint first, guint count, guint per_page)
{
  Page page = { kind, first, count, per_page };

  g_array_append_val (booklet->pages, page);
}

static Entry *
entry_at (const WpBooklet *booklet, guint i)
{
  return &g_array_index (booklet->entries, Entry, i);
}

/* A solutions page after a puzzle page, when any of its puzzles has one. */
static void
add_solutions_after (WpBooklet *booklet, guint first, guint count, guint per_page)
{
  gboolean any = FALSE;

  for (guint i = first; i < first + count; i++)
    any |= entry_at (booklet, i)->solution != NULL;
  if (!any)
    return;
  for (guint i = first; i < first + count; i++)
    if (entry_at (booklet, i)->solution)
      entry_at (booklet, i)->solution_page = booklet->pages->len;
  add_page (booklet, PAGE_SOLUTIONS, first, count, per_page);
}

static void
add_back_pages (WpBooklet *booklet)
{
  guint per_page = booklet->back_cols * booklet->back_rows;

  for (guint first = 0; first < booklet->solved->len; first += per_page)
    {
      guint count = MIN (per_page, booklet->solved->len - first);

      for (guint i = first; i < first + count; i++)
        entry_at (booklet, g_array_index (booklet->solved, guint, i))->solution_page = booklet->pages->len;
      add_page (booklet, PAGE_BACK, first, count, 0);
    }
}

static void
add_puzzles_page (WpBooklet *booklet, guint first, guint count, guint per_page)
{
  for (guint i = first; i < first + count; i++)
    entry_at (booklet, i)->page = booklet->pages->len;
  add_page (booklet, PAGE_PUZZLES, first, count, per_page);
  if (booklet->options.solutions == WP_BOOKLET_SOLUTIONS_AFTER)
    add_solutions_after (booklet, first, count, per_page);
}

static guint plan_blocks  (WpBooklet *booklet, const Page *page, Block *blocks);
static void  clear_blocks (Block *blocks, guint n);

/* Plans puzzles first … first + count - 1 on one page, @per_page to a
 * page; @cells gets the side in mm of each one's smallest squares to write
 * in: its cells, or the finer grid beside them (a logic grid's tick/cross
 * grid), which must stay readable as much as the cells. */
static void
plan_cells (WpBooklet *booklet, guint first, guint count, guint per_page, double *cells)
{
  Page page = { PAGE_PUZZLES, first, count, per_page };
  Block blocks[MAX_PER_PAGE];
  guint n = plan_blocks (booklet, &page, blocks);

  for (guint i = 0; i < n; i++)
    cells[i] = blocks[i].cell * wp_render_smallest_square (entry_at (booklet, blocks[i].puzzle)->puzzle);
  clear_blocks (blocks, n);
}

/* The next smaller arrangement on offer: 6 → 4 → 2 → 1. */
static guint
fewer_per_page (guint per_page)
{
  return per_page > 4 ? 4 : per_page > 2 ? 2 : 1;
}

/* How many puzzles from @first on can share a page @per_page to a page
 * with cells of at least WP_BOOKLET_MIN_CELL_MM: the run up to the first
 * that would come out smaller.  @cells gets their sizes on such a page. */
static guint
readable_run (WpBooklet *booklet, guint first, guint per_page, double *cells)
{
  guint count = MIN (per_page, booklet->entries->len - first), run = 0;

  plan_cells (booklet, first, count, per_page, cells);
  while (run < count && cells[run] >= WP_BOOKLET_MIN_CELL_MM)
    run++;
  return run;
}

/* Pages of options.per_page puzzles, except where a puzzle's cells would
 * come out too small to read: the page before it ends early, and its own
 * page holds fewer puzzles (alone, if need be, and then at whatever size
 * the paper allows).  Puzzles keep their order, so numbers still run.
 * Records each puzzle's cell size on its page. */
static void
plan_puzzle_pages (WpBooklet *booklet)
{
  guint n = booklet->entries->len;

  for (guint first = 0; first < n;)
    {
      guint per_page = booklet->options.per_page, run;
      double cells[MAX_PER_PAGE];

      while ((run = readable_run (booklet, first, per_page, cells)) == 0 && per_page > 1)
        per_page = fewer_per_page (per_page);
      if (run == 0)
        run = 1;   /* too big even alone: printed as large as the paper allows */
      else if (run < MIN (per_page, n - first))
        plan_cells (booklet, first, run, per_page, cells);   /* a page ended early has more room */
      for (guint i = 0; i < run; i++)
        entry_at (booklet, first + i)->cell = cells[i];
      add_puzzles_page (booklet, first, run, per_page);
      first += run;
    }
}

static void
plan_pages (WpBooklet *booklet)
{
  if (booklet->options.cover)
    add_page (booklet, PAGE_COVER, 0, 0, 0);
  plan_puzzle_pages (booklet);
  if (booklet->options.solutions == WP_BOOKLET_SOLUTIONS_BACK)
    add_back_pages (booklet);
}

/* --- Construction ------------------------------------------------------------ */

static PangoContext *
create_pango_context (void)
{
  /* A font map of our own: the booklet may be written from a worker thread
   * while the studio keeps drawing with the thread's default one. */
  g_autoptr (PangoFontMap) map = pango_cairo_font_map_new ();
  PangoContext *context = pango_font_map_create_context (map);
  cairo_font_options_t *font_options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, font_options);
  cairo_font_options_destroy (font_options);
  /* 72 dpi: a 10 pt font is 10 units of a PDF page, not 13.3. */
  pango_cairo_context_set_resolution (context, 72);
  pango_context_set_round_glyph_positions (context, FALSE);
  return context;
}

static void
set_trim (WpBooklet *booklet)
{
  const WpBookletOptions *o = &booklet->options;
  double a = o->paper_width_mm, b = o->paper_height_mm;

  booklet->trim_w = o->landscape ? MAX (a, b) : MIN (a, b);
  booklet->trim_h = o->landscape ? MIN (a, b) : MAX (a, b);
  booklet->bleed = o->bleed_mm;
  if (o->crop_marks && booklet->bleed == 0)
    booklet->bleed = WP_BOOKLET_MARK_AREA_MM;
}

/* Why @entry is not printed as asked, when it is not: its cells would
 * come out too small at the puzzles per page asked for (@alone_cell, the
 * size it would have in such a slot with no neighbours: with them it can
 * only be smaller), or are even on a page of its own. */
static char *
layout_note (const WpBooklet *booklet, const Entry *entry, guint per_page, double alone_cell)
{
  guint asked = booklet->options.per_page;

  if (entry->cell < WP_BOOKLET_MIN_CELL_MM)
    return g_strdup_printf (_("its cells are %.1f mm, under the %.0f mm that stays readable, even alone "
                              "on a page"), entry->cell, WP_BOOKLET_MIN_CELL_MM);
  if (per_page == asked || alone_cell >= WP_BOOKLET_MIN_CELL_MM)
    return NULL;
  if (per_page == 1)
    return g_strdup_printf (_("at %u to a page its cells would be %.1f mm at most, under the %.0f mm that "
                              "stays readable: printed alone on a page (%.1f mm cells)"),
                            asked, alone_cell, WP_BOOKLET_MIN_CELL_MM, entry->cell);
  return g_strdup_printf (_("at %u to a page its cells would be %.1f mm at most, under the %.0f mm that "
                            "stays readable: printed %u to a page (%.1f mm cells)"),
                          asked, alone_cell, WP_BOOKLET_MIN_CELL_MM, per_page, entry->cell);
}

/* Where the plan departs from the options, says why. */
static void
note_layout (WpBooklet *booklet)
{
  for (guint i = 0; i < booklet->entries->len; i++)
    {
      Entry *entry = entry_at (booklet, i);
      guint per_page = g_array_index (booklet->pages, Page, entry->page).per_page;
      double alone = WP_BOOKLET_MIN_CELL_MM;

      if (per_page < booklet->options.per_page)
        plan_cells (booklet, i, 1, booklet->options.per_page, &alone);
      g_free (entry->layout_note);
      entry->layout_note = layout_note (booklet, entry, per_page, alone);
    }
}

/* Everything that depends on the paper; the solved puzzles do not. */
static void
lay_out (WpBooklet *booklet)
{
  set_trim (booklet);
  arrange_back (booklet);
  g_array_set_size (booklet->pages, 0);
  plan_pages (booklet);
  note_layout (booklet);
}

static void
add_entries (WpBooklet *booklet, GPtrArray *puzzles)
{
  for (guint i = 0; i < puzzles->len; i++)
    {
      Entry entry = { .puzzle = wp_puzzle_copy (g_ptr_array_index (puzzles, i)),
                      .uniqueness = WP_UNIQUENESS_INIT, .page = NO_PAGE, .solution_page = NO_PAGE };

      solve_entry (&entry, &booklet->options);
      g_array_append_val (booklet->entries, entry);
      if (entry.solution)
        g_array_append_val (booklet->solved, i);
      if (g_cancellable_is_cancelled (booklet->options.cancellable))
        return;
    }
}

WpBooklet *
wp_booklet_new (GPtrArray *puzzles, const WpBookletOptions *options, GError **error)
{
  g_autoptr (WpBooklet) booklet = NULL;

  g_return_val_if_fail (puzzles != NULL && options != NULL, NULL);
  if (!wp_booklet_options_validate (options, error))
    return NULL;
  if (puzzles->len == 0)
    {
      g_set_error_literal (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_NO_PUZZLES,
                           _("there are no puzzles to print"));
      return NULL;
    }
  booklet = g_new0 (WpBooklet, 1);
  booklet->options = *options;
  booklet->options.title = g_strdup (options->title);
  booklet->options.author = g_strdup (options->author);
  booklet->options.cancellable = options->cancellable;   /* only while solving, below */
  booklet->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (booklet->entries, entry_clear);
  booklet->solved = g_array_new (FALSE, FALSE, sizeof (guint));
  booklet->pages = g_array_new (FALSE, FALSE, sizeof (Page));
  booklet->pango = create_pango_context ();

  add_entries (booklet, puzzles);
  booklet->options.cancellable = NULL;
  if (g_cancellable_set_error_if_cancelled (options->cancellable, error))
    return NULL;
  lay_out (booklet);
  return g_steal_pointer (&booklet);
}

gboolean
wp_booklet_set_paper (WpBooklet *booklet, double width_mm, double height_mm, gboolean landscape,
                      GError **error)
{
  WpBookletOptions options = booklet->options;

  options.paper_width_mm = width_mm;
  options.paper_height_mm = height_mm;
  options.landscape = landscape;
  if (!wp_booklet_options_validate (&options, error))
    return FALSE;
  booklet->options.paper_width_mm = width_mm;
  booklet->options.paper_height_mm = height_mm;
  booklet->options.landscape = landscape;
  lay_out (booklet);
  return TRUE;
}

void
wp_booklet_free (WpBooklet *booklet)
{
  if (booklet == NULL)
    return;
  g_free ((char *) booklet->options.title);
  g_free ((char *) booklet->options.author);
  g_clear_pointer (&booklet->entries, g_array_unref);
  g_clear_pointer (&booklet->solved, g_array_unref);
  g_clear_pointer (&booklet->pages, g_array_unref);
  g_clear_object (&booklet->pango);
  g_free (booklet);
}

guint
wp_booklet_get_n_pages (WpBooklet *booklet)
{
  return booklet->pages->len;
}

guint
wp_booklet_get_n_puzzles (WpBooklet *booklet)
{
  return booklet->entries->len;
}

void
wp_booklet_get_page_size (WpBooklet *booklet, double *width_pt, double *height_pt)
{
  *width_pt = pt (booklet->trim_w + 2 * booklet->bleed);
  *height_pt = pt (booklet->trim_h + 2 * booklet->bleed);
}

const char *
wp_booklet_get_note (WpBooklet *booklet, guint puzzle)
{
  g_return_val_if_fail (puzzle < booklet->entries->len, NULL);
  return entry_at (booklet, puzzle)->note;
}

const WpUniqueness *
wp_booklet_get_uniqueness (WpBooklet *booklet, guint puzzle)
{
  g_return_val_if_fail (puzzle < booklet->entries->len, NULL);
  return &entry_at (booklet, puzzle)->uniqueness;
}

guint
wp_booklet_get_per_page (WpBooklet *booklet, guint puzzle, double *cell_mm)
{
  const Entry *entry;

  g_return_val_if_fail (puzzle < booklet->entries->len, 0);
  entry = entry_at (booklet, puzzle);
  if (cell_mm)
    *cell_mm = entry->cell;
  return g_array_index (booklet->pages, Page, entry->page).per_page;
}

const char *
wp_booklet_get_layout_note (WpBooklet *booklet, guint puzzle)
{
  g_return_val_if_fail (puzzle < booklet->entries->len, NULL);
  return entry_at (booklet, puzzle)->layout_note;
}

/* --- Text ----------------------------------------------------------------------- */

/* A paragraph at @size_pt, wrapped at @width_mm (0: no wrapping). */
static PangoLayout *
new_text (WpBooklet *booklet, const char *text, double size_pt, PangoWeight weight, double width_mm)
{
  PangoLayout *layout = pango_layout_new (booklet->pango);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");

  pango_font_description_set_size (font, (gint) (size_pt * PANGO_SCALE));
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  if (width_mm > 0)
    {
      pango_layout_set_width (layout, (int) (pt (width_mm) * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
text_height_mm (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.height / (double) PANGO_SCALE * 25.4 / 72.0;
}

static double
text_width_mm (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return logical.width / (double) PANGO_SCALE * 25.4 / 72.0;
}

/* Draws @layout with its top-left corner at (@x_mm, @y_mm) of the trim. */
static void
show_text (cairo_t *cr, PangoLayout *layout, double x_mm, double y_mm)
{
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, pt (x_mm), pt (y_mm));
  pango_cairo_show_layout (cr, layout);
}

/* Smaller type where more puzzles share a page. */
static double
base_text_size (guint per_page)
{
  return per_page == 1 ? 11 : per_page == 2 ? 10 : 8.5;
}

static guint
number_of (const WpBooklet *booklet, guint puzzle)
{
  return booklet->options.first_number + puzzle;
}

static char *
puzzle_heading (const WpBooklet *booklet, guint puzzle)
{
  const WpPuzzle *p = entry_at (booklet, puzzle)->puzzle;

  if (p->title && *p->title)
    return g_strdup_printf (_("Puzzle %u: %s"), number_of (booklet, puzzle), p->title);
  return g_strdup_printf (_("Puzzle %u"), number_of (booklet, puzzle));
}

/* The puzzle's own rules, else those its genre composes from the rules
 * that apply (a killer cage adds its sentence). */
static char *
rules_of (const WpPuzzle *puzzle)
{
  if (puzzle->rules && *puzzle->rules)
    return g_strdup (puzzle->rules);
  return wp_puzzle_default_rules (puzzle);
}

static void
block_clear_text (Block *block)
{
  for (guint i = 0; i < block->n_text; i++)
    g_clear_object (&block->text[i]);
  block->n_text = 0;
  block->text_h = 0;
}

/* Adds a paragraph of at most @max_lines (0: any number): a setter's
 * essay in the rules field must not push the grid off the page, so the
 * rest is cut with "…". */
static void
block_add_text (WpBooklet *booklet, Block *block, const char *text, double size, PangoWeight weight,
                int max_lines)
{
  PangoLayout *layout = new_text (booklet, text, size, weight, block->text_w);

  if (max_lines > 0)
    {
      pango_layout_set_height (layout, -max_lines);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }

  /* Half a line between paragraphs. */
  if (block->n_text > 0)
    block->text_h += size * 0.5 * 25.4 / 72.0;
  block->text[block->n_text++] = layout;
  block->text_h += text_height_mm (layout);
}

/* Heading, author and rules wrapped at block->text_w.  A solution block
 * plans the same text, so its grid lands where the puzzle's was, but draws
 * only its own heading. */
static void
block_set_text (WpBooklet *booklet, Block *block)
{
  const WpPuzzle *puzzle = entry_at (booklet, block->puzzle)->puzzle;
  double size = base_text_size (block->per_page);
  g_autofree char *heading = NULL;
  g_autofree char *rules = rules_of (puzzle);
  g_autofree char *page_text = wp_puzzle_page_text (puzzle);

  block_clear_text (block);
  if (block->solution)
    heading = g_strdup_printf (_("Solution %u"), number_of (booklet, block->puzzle));
  else
    heading = puzzle_heading (booklet, block->puzzle);
  block_add_text (booklet, block, heading, size * 1.25, PANGO_WEIGHT_BOLD, 2);
  if (puzzle->author && *puzzle->author)
    block_add_text (booklet, block, puzzle->author, size, PANGO_WEIGHT_NORMAL, 1);
  if (rules)
    block_add_text (booklet, block, rules, size, PANGO_WEIGHT_NORMAL,
                    block->per_page == 1 ? 12 : 5);
  /* Whole, never cut: it is the puzzle itself (a logic grid's clues). */
  if (page_text && *page_text)
    block_add_text (booklet, block, page_text, size, PANGO_WEIGHT_NORMAL, 0);
}

static void
block_draw_text (cairo_t *cr, const Block *block, double x, double y)
{
  guint n = block->solution ? 1 : block->n_text;

  for (guint i = 0; i < n; i++)
    {
      const PangoFontDescription *font = pango_layout_get_font_description (block->text[i]);
      double size = pango_font_description_get_size (font) / (double) PANGO_SCALE;

      if (i > 0)
        y += size * 0.5 * 25.4 / 72.0;
      show_text (cr, block->text[i], x, y);
      y += text_height_mm (block->text[i]);
    }
}

/* --- Puzzle and solution pages ------------------------------------------------- */

static guint
page_columns (const WpBooklet *booklet, guint per_page)
{
  guint cols, rows;

  block_arrangement (per_page, booklet->trim_w > booklet->trim_h, &cols, &rows);
  return cols;
}

static Box
slot_box (const WpBooklet *booklet, guint per_page, guint slot)
{
  Box content = content_box (booklet);
  guint cols, rows, col, row;
  double w, h;

  block_arrangement (per_page, booklet->trim_w > booklet->trim_h, &cols, &rows);
  w = (content.w - (cols - 1) * GUTTER_MM) / cols;
  h = (content.h - (rows - 1) * GUTTER_MM) / rows;
  col = slot % cols;
  row = slot / cols;
  return (Box) { content.x + col * (w + GUTTER_MM), content.y + row * (h + GUTTER_MM), w, h };
}

static const WpPuzzle *
block_puzzle (const WpBooklet *booklet, const Block *block)
{
  return entry_at (booklet, block->puzzle)->puzzle;
}

/* The grid, its line clues and its legend at @legend, at @cell. */
static void
drawing_size (const WpPuzzle *puzzle, WpLegendPlacement legend, double cell, double *w, double *h)
{
  WpRenderMargins margins;

  wp_render_get_margins (puzzle, &margins);
  wp_render_get_extent (puzzle, &margins, legend, w, h);
  *w *= cell;
  *h *= cell;
}

/* The largest cell that lets the grid, its line clues and its legend at
 * @legend fit @w × @h, capped. */
static double
fit_cell (const WpPuzzle *puzzle, WpLegendPlacement legend, double w, double h)
{
  double cells_w, cells_h;

  double most = puzzle->genre->print_cell_mm > 0 ? puzzle->genre->print_cell_mm : MAX_CELL_MM;

  drawing_size (puzzle, legend, 1.0, &cells_w, &cells_h);
  return MAX (0.5, MIN (MIN (w / cells_w, h / cells_h), most));
}

/* Where the legend (the fleet) goes in @w × @h: beside or below the grid,
 * whichever leaves it the larger cells. */
static WpLegendPlacement
fit_legend (const WpPuzzle *puzzle, double w, double h)
{
  WpRenderMargins margins;

  wp_render_get_margins (puzzle, &margins);
  return wp_render_fit_legend (puzzle, &margins, w, h);
}

/* Where the grid itself starts inside a drawing at (@x, @y): past the line
 * clues drawn before it. */
static void
grid_origin (const WpPuzzle *puzzle, double cell, double x, double y, double *grid_x, double *grid_y)
{
  WpRenderMargins margins;

  wp_render_get_margins (puzzle, &margins);
  *grid_x = x + margins.left * cell;
  *grid_y = y + margins.top * cell;
}

/* Every block in a row puts its grid under the row's tallest text, so
 * grids side by side start at the same height. */
static void
fit_row_grids (const WpBooklet *booklet, Block *blocks, guint first, guint end)
{
  double text_h = 0;

  for (guint i = first; i < end; i++)
    text_h = MAX (text_h, blocks[i].text_h);
  for (guint i = first; i < end; i++)
    {
      const WpPuzzle *puzzle = block_puzzle (booklet, &blocks[i]);
      double h = blocks[i].box.h - text_h - TEXT_GAP_MM;

      blocks[i].legend = fit_legend (puzzle, blocks[i].box.w, h);
      blocks[i].cell = fit_cell (puzzle, blocks[i].legend, blocks[i].box.w, h);
      blocks[i].grid_y = text_h + TEXT_GAP_MM;   /* relative to the group's top, for now */
    }
}

static void
fit_grids (const WpBooklet *booklet, Block *blocks, guint n)
{
  guint cols = n > 0 ? page_columns (booklet, blocks[0].per_page) : 1;

  for (guint first = 0; first < n; first += cols)
    fit_row_grids (booklet, blocks, first, MIN (n, first + cols));
}

/* Centres text and grid across the block, and the group (the row's text
 * height plus the grid) down it. */
static void
place_block (const WpBooklet *booklet, Block *block)
{
  const WpPuzzle *puzzle = block_puzzle (booklet, block);
  double drawing_w, drawing_h, group_h, top;

  drawing_size (puzzle, block->legend, block->cell, &drawing_w, &drawing_h);
  group_h = block->grid_y + drawing_h;
  top = block->box.y + MAX (0, (block->box.h - group_h) / 2);
  grid_origin (puzzle, block->cell, block->box.x + (block->box.w - drawing_w) / 2, block->grid_y + top,
               &block->grid_x, &block->grid_y);
  block->box.y = top;   /* the text starts here */
}

/* Plans the blocks of a puzzle page, or of the solutions page after it:
 * solutions sit exactly where their puzzles did.  Returns how many. */
static guint
plan_blocks (WpBooklet *booklet, const Page *page, Block *blocks)
{
  for (guint i = 0; i < page->count; i++)
    {
      blocks[i] = (Block) { .puzzle = page->first + i, .solution = page->kind == PAGE_SOLUTIONS,
                            .per_page = page->per_page };
      blocks[i].box = slot_box (booklet, page->per_page, i);
      blocks[i].text_w = blocks[i].box.w;
      block_set_text (booklet, &blocks[i]);
    }
  fit_grids (booklet, blocks, page->count);
  /* Text as wide as the grid reads as one column with it, but a small grid
   * must not squeeze its text into a tall thin strip; narrower text may
   * wrap onto more lines, so fit the grids once more. */
  for (guint i = 0; i < page->count; i++)
    {
      double grid_w, grid_h, text_w;

      drawing_size (block_puzzle (booklet, &blocks[i]), blocks[i].legend, blocks[i].cell, &grid_w, &grid_h);
      text_w = MIN (blocks[i].box.w, MAX (grid_w, MIN_TEXT_MM));

      if (text_w < blocks[i].text_w - 0.01)
        {
          blocks[i].text_w = text_w;
          block_set_text (booklet, &blocks[i]);
        }
    }
  fit_grids (booklet, blocks, page->count);
  for (guint i = 0; i < page->count; i++)
    place_block (booklet, &blocks[i]);
  return page->count;
}

static void
clear_blocks (Block *blocks, guint n)
{
  for (guint i = 0; i < n; i++)
    block_clear_text (&blocks[i]);
}

/* A solution's tick/cross grid (a logic grid's), filled from the one
 * solution; NULL when the genre has none.  The puzzle page leaves it empty
 * for the solver. */
static WpRenderOverlay *
solution_pairs (const WpPuzzle *puzzle, const gint *solution)
{
  const WpViewHooks *view = puzzle->genre->view;
  g_autoptr (GPtrArray) solutions = NULL;
  WpRenderOverlay *overlay;
  guint side = puzzle->width * puzzle->height;

  if (view == NULL || view->pair_marks == NULL)
    return NULL;
  solutions = g_ptr_array_new ();
  g_ptr_array_add (solutions, (gpointer) solution);
  overlay = wp_render_overlay_new (wp_puzzle_n_cells (puzzle));
  overlay->pair_marks = g_new0 (guint8, (gsize) side * side);
  view->pair_marks (puzzle, solutions, overlay->pair_marks);
  return overlay;
}

static void
draw_grid (cairo_t *cr, const WpPuzzle *puzzle, const gint *solution, WpLegendPlacement legend,
           double x, double y, double cell)
{
  WpRenderLayout layout = { .x = pt (x), .y = pt (y), .cell_size = pt (cell),
                            .palette = &wp_palette_print, .solution = solution, .legend = legend };

  g_autoptr (WpRenderOverlay) overlay = solution ? solution_pairs (puzzle, solution) : NULL;

  layout.overlay = overlay;
  wp_render_puzzle (cr, puzzle, &layout);
}

/* A solution slot whose puzzle has none says why, in place of the grid,
 * in the text's column so it stays inside the block. */
static void
draw_missing_solution (WpBooklet *booklet, cairo_t *cr, const Block *block, double x)
{
  g_autofree char *text = g_strdup_printf (_("No solution shown: %s."),
                                           entry_at (booklet, block->puzzle)->note);
  g_autoptr (PangoLayout) layout = new_text (booklet, text, base_text_size (block->per_page),
                                             PANGO_WEIGHT_NORMAL, block->text_w);

  show_text (cr, layout, x, block->grid_y);
}

static void
draw_block (WpBooklet *booklet, cairo_t *cr, const Block *block)
{
  const Entry *entry = entry_at (booklet, block->puzzle);
  double text_x = block->box.x + (block->box.w - block->text_w) / 2;

  block_draw_text (cr, block, text_x, block->box.y);
  if (block->solution && entry->solution == NULL)
    draw_missing_solution (booklet, cr, block, text_x);
  else
    draw_grid (cr, entry->puzzle, block->solution ? entry->solution : NULL, block->legend,
               block->grid_x, block->grid_y, block->cell);
}

static void
draw_puzzles_page (WpBooklet *booklet, cairo_t *cr, const Page *page)
{
  Block blocks[MAX_PER_PAGE];
  guint n = plan_blocks (booklet, page, blocks);

  for (guint i = 0; i < n; i++)
    draw_block (booklet, cr, &blocks[i]);
  clear_blocks (blocks, n);
}

/* --- Solutions at the back ----------------------------------------------------- */

static Box
back_slot_box (const WpBooklet *booklet, guint slot)
{
  Box content = content_box (booklet);
  double top = content.y + back_heading_height ();
  double h_all = content.h - back_heading_height ();
  double w = (content.w - (booklet->back_cols - 1) * BACK_GUTTER_MM) / booklet->back_cols;
  double h = (h_all - (booklet->back_rows - 1) * BACK_GUTTER_MM) / booklet->back_rows;
  guint col = slot % booklet->back_cols, row = slot / booklet->back_cols;

  return (Box) { content.x + col * (w + BACK_GUTTER_MM), top + row * (h + BACK_GUTTER_MM), w, h };
}

/* The label above a small grid: the puzzle's number. */
static PangoLayout *
back_label (WpBooklet *booklet, guint puzzle)
{
  g_autofree char *text = g_strdup_printf ("%u", number_of (booklet, puzzle));

  return new_text (booklet, text, 9, PANGO_WEIGHT_BOLD, 0);
}

/* Plans one small solution: grid centred in its slot under its label. */
static void
plan_back_slot (WpBooklet *booklet, guint slot, guint puzzle, PangoLayout *label,
                double *x, double *y, double *cell)
{
  const WpPuzzle *p = entry_at (booklet, puzzle)->puzzle;
  Box box = back_slot_box (booklet, slot);
  double label_h = text_height_mm (label) + 1.0;

  double drawing_w, drawing_h;

  *cell = fit_cell (p, WP_LEGEND_NONE, box.w, box.h - label_h);
  drawing_size (p, WP_LEGEND_NONE, *cell, &drawing_w, &drawing_h);
  grid_origin (p, *cell, box.x + (box.w - drawing_w) / 2, box.y + label_h, x, y);
}

static void
draw_back_page (WpBooklet *booklet, cairo_t *cr, const Page *page)
{
  Box content = content_box (booklet);
  g_autoptr (PangoLayout) heading = new_text (booklet, _("Solutions"), 16, PANGO_WEIGHT_BOLD, 0);

  show_text (cr, heading, content.x, content.y);
  for (guint i = 0; i < page->count; i++)
    {
      guint puzzle = g_array_index (booklet->solved, guint, page->first + i);
      const Entry *entry = entry_at (booklet, puzzle);
      g_autoptr (PangoLayout) label = back_label (booklet, puzzle);
      double x, y, cell;

      plan_back_slot (booklet, i, puzzle, label, &x, &y, &cell);
      show_text (cr, label, x, y - text_height_mm (label) - 1.0);
      draw_grid (cr, entry->puzzle, entry->solution, WP_LEGEND_NONE, x, y, cell);
    }
}

/* --- Cover, page numbers, crop marks ------------------------------------------- */

/* Centres @layout (wrapped at the content width) across the content;
 * returns the y below it. */
static double
show_centred (WpBooklet *booklet, cairo_t *cr, PangoLayout *layout, double y)
{
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  show_text (cr, layout, content_box (booklet).x, y);
  return y + text_height_mm (layout);
}

static void
draw_cover (WpBooklet *booklet, cairo_t *cr)
{
  Box content = content_box (booklet);
  guint n = booklet->entries->len;
  g_autofree char *count = g_strdup_printf (ngettext ("%u puzzle", "%u puzzles", n), n);
  g_autoptr (PangoLayout) title = new_text (booklet, booklet->options.title, 28, PANGO_WEIGHT_BOLD, content.w);
  g_autoptr (PangoLayout) author = NULL;
  g_autoptr (PangoLayout) subtitle = new_text (booklet, count, 12, PANGO_WEIGHT_NORMAL, content.w);
  double y = booklet->trim_h * 0.33;

  y = show_centred (booklet, cr, title, y) + 8;
  if (booklet->options.author && *booklet->options.author)
    {
      author = new_text (booklet, booklet->options.author, 16, PANGO_WEIGHT_NORMAL, content.w);
      y = show_centred (booklet, cr, author, y) + 6;
    }
  show_centred (booklet, cr, subtitle, y);
}

static void
draw_page_number (WpBooklet *booklet, cairo_t *cr, guint page)
{
  g_autofree char *text = g_strdup_printf ("%u", page + 1);
  g_autoptr (PangoLayout) layout = new_text (booklet, text, 9, PANGO_WEIGHT_NORMAL, 0);
  double m = booklet->options.margin_mm;

  /* Centred in the bottom margin, clear of the puzzles and of the cut. */
  show_text (cr, layout, (booklet->trim_w - text_width_mm (layout)) / 2,
             booklet->trim_h - m / 2 - text_height_mm (layout) / 2);
}

/* Two hairlines at each trim corner, in the bleed, pointing at the cut. */
static void
draw_crop_marks (WpBooklet *booklet, cairo_t *cr)
{
  double b = booklet->bleed, gap = b / 3;
  double xs[2] = { b, b + booklet->trim_w }, ys[2] = { b, b + booklet->trim_h };

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.3);
  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        double x = xs[i], y = ys[j], dx = i ? 1 : -1, dy = j ? 1 : -1;

        cairo_move_to (cr, pt (x + dx * gap), pt (y));
        cairo_line_to (cr, pt (x + dx * b), pt (y));
        cairo_move_to (cr, pt (x), pt (y + dy * gap));
        cairo_line_to (cr, pt (x), pt (y + dy * b));
      }
  cairo_stroke (cr);
}

void
wp_booklet_draw_page (WpBooklet *booklet, cairo_t *cr, guint page_index)
{
  const Page *page;
  double width, height;

  g_return_if_fail (page_index < booklet->pages->len);
  page = &g_array_index (booklet->pages, Page, page_index);
  wp_booklet_get_page_size (booklet, &width, &height);
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (booklet->options.crop_marks)
    draw_crop_marks (booklet, cr);
  /* From here on, (0, 0) is the top-left corner of the trim. */
  cairo_translate (cr, pt (booklet->bleed), pt (booklet->bleed));
  if (page->kind == PAGE_COVER)
    draw_cover (booklet, cr);
  else if (page->kind == PAGE_BACK)
    draw_back_page (booklet, cr, page);
  else
    draw_puzzles_page (booklet, cr, page);
  if (booklet->options.page_numbers && page->kind != PAGE_COVER)
    draw_page_number (booklet, cr, page_index);
  cairo_restore (cr);
}

/* --- Locating grids (tests, hit-testing a preview) ---------------------------- */

static gboolean
locate_block (WpBooklet *booklet, guint puzzle, guint page_index, double *x, double *y, double *cell)
{
  const Page *page = &g_array_index (booklet->pages, Page, page_index);
  Block blocks[MAX_PER_PAGE];
  guint n = plan_blocks (booklet, page, blocks);
  guint i = puzzle - page->first;

  *x = blocks[i].grid_x;
  *y = blocks[i].grid_y;
  *cell = blocks[i].cell;
  clear_blocks (blocks, n);
  return TRUE;
}

static gboolean
locate_back (WpBooklet *booklet, guint puzzle, guint page_index, double *x, double *y, double *cell)
{
  const Page *page = &g_array_index (booklet->pages, Page, page_index);

  for (guint i = 0; i < page->count; i++)
    if (g_array_index (booklet->solved, guint, page->first + i) == puzzle)
      {
        g_autoptr (PangoLayout) label = back_label (booklet, puzzle);

        plan_back_slot (booklet, i, puzzle, label, x, y, cell);
        return TRUE;
      }
  return FALSE;
}

gboolean
wp_booklet_locate_grid (WpBooklet *booklet, guint puzzle, gboolean solution,
                        guint *page, double *x_pt, double *y_pt, double *cell_pt)
{
  const Entry *entry;
  guint page_index;
  double x, y, cell;
  gboolean found;

  g_return_val_if_fail (puzzle < booklet->entries->len, FALSE);
  entry = entry_at (booklet, puzzle);
  page_index = solution ? entry->solution_page : entry->page;
  if (page_index == NO_PAGE)
    return FALSE;
  if (g_array_index (booklet->pages, Page, page_index).kind == PAGE_BACK)
    found = locate_back (booklet, puzzle, page_index, &x, &y, &cell);
  else
    found = locate_block (booklet, puzzle, page_index, &x, &y, &cell);
  if (!found)
    return FALSE;
  *page = page_index;
  *x_pt = pt (x + booklet->bleed);
  *y_pt = pt (y + booklet->bleed);
  *cell_pt = pt (cell);
  return TRUE;
}

/* --- PDF ------------------------------------------------------------------------- */

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The title for the PDF's metadata: the booklet's, else a lone puzzle's. */
static const char *
document_title (WpBooklet *booklet)
{
  const WpPuzzle *first = entry_at (booklet, 0)->puzzle;

  if (booklet->options.title && *booklet->options.title)
    return booklet->options.title;
  if (booklet->entries->len == 1 && first->title && *first->title)
    return first->title;
  return _("Puzzles");
}

static const char *
document_author (WpBooklet *booklet)
{
  const WpPuzzle *first = entry_at (booklet, 0)->puzzle;

  if (booklet->options.author && *booklet->options.author)
    return booklet->options.author;
  return booklet->entries->len == 1 ? first->author : NULL;
}

/* ISO 8601 with the UTC offset; SOURCE_DATE_EPOCH makes builds reproducible. */
static char *
creation_date (void)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  g_autoptr (GDateTime) now = NULL;

  if (epoch && *epoch)
    now = g_date_time_new_from_unix_utc (g_ascii_strtoll (epoch, NULL, 10));
  if (now == NULL)
    now = g_date_time_new_now_local ();
  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%S%:z");
}

static void
set_metadata (WpBooklet *booklet, cairo_surface_t *surface)
{
  g_autofree char *date = creation_date ();
  const char *author = document_author (booklet);

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, document_title (booklet));
  if (author && *author)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR, author);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Wellposed");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
}

/* Renders every page into @bytes. */
static cairo_status_t
render_pdf (WpBooklet *booklet, GByteArray *bytes, WpBookletProgress progress, gpointer user_data)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  wp_booklet_get_page_size (booklet, &width, &height);
  surface = cairo_pdf_surface_create_for_stream (append_bytes, bytes, width, height);
  set_metadata (booklet, surface);
  cr = cairo_create (surface);
  for (guint page = 0; page < booklet->pages->len; page++)
    {
      cairo_pdf_surface_set_size (surface, width, height);
      wp_booklet_draw_page (booklet, cr, page);
      cairo_show_page (cr);
      if (progress)
        progress (page + 1, booklet->pages->len, user_data);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

gboolean
wp_booklet_write_pdf (WpBooklet *booklet, const char *path, WpBookletProgress progress,
                      gpointer user_data, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  g_autoptr (GError) io_error = NULL;
  cairo_status_t status = render_pdf (booklet, bytes, progress, user_data);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_WRITE,
                   _("could not draw the PDF: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  /* The whole document is in memory: write it to a temporary file beside
   * @path and rename it over, so a failure never leaves half a PDF (and a
   * link or a file's permissions survive, as for puzzle files). */
  if (!wp_file_replace_contents (path, (const char *) bytes->data, (gssize) bytes->len, &io_error))
    {
      g_set_error_literal (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_WRITE, io_error->message);
      return FALSE;
    }
  return TRUE;
}
