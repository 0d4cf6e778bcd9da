/* wp-render.h — the one drawing path for puzzles
 *
 * The board widget, the alternative boards, PDF export, printing and the
 * test snapshots all draw through wp_render_puzzle() so the paper looks
 * like the screen.  Only Cairo and Pango here: no GTK.
 *
 * Meaning never rests on colour alone: givens are bold, solved values are
 * regular weight; conflicts get a diagonal strike (an empty cell too: no
 * value fits there); cells that differ between alternatives get a corner
 * triangle; the selection a thick inner frame; a unit or line that cannot
 * be satisfied a heavy frame around it, and a line's clues a strike.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "core/wp-genre.h"
#include "core/wp-puzzle.h"

G_BEGIN_DECLS

typedef struct {
  double red, green, blue, alpha;
} WpColor;

typedef struct {
  WpColor paper;        /* cell background */
  WpColor ink;          /* grid lines, givens */
  WpColor solved_ink;   /* values from a solution */
  WpColor alternative_ink;   /* values of an alternative laid over the grid */
  WpColor selection;
  WpColor conflict;
  WpColor difference;
  WpColor shade;        /* determined cells (water, empty, any value drawn as text) */
  WpColor shade_piece;  /* determined cells holding a piece (a ship, a filled cell) */
  WpColor marks;        /* true-candidate marks, suggestion ghosts */
  /* Variant elements (wp-render-elements.c): thermometers lie under the
   * digits, so pale enough for any ink to read over them; arrows and
   * diagonals are thin lines, darker; extra regions a translucent shade
   * that leaves region tints and highlights visible under it. */
  WpColor element_fill;
  WpColor element_line;
  WpColor element_shade;
  WpColor outlines[4];  /* deadly patterns, one colour each (cycled) */
  WpColor lit;          /* a cell whose clue is a light that is on (Lights Out) */
  WpColor cell_clue;    /* clues written inside cells (Laplace's Ashes) */
  WpColor pictures[2];  /* half-pictures on pieces' edges: filled, hollow */
} WpPalette;

extern const WpPalette wp_palette_light;
extern const WpPalette wp_palette_dark;
extern const WpPalette wp_palette_print;   /* pure black on white */

/* Per-cell flags for highlights. */
typedef enum {
  WP_CELL_SELECTED   = 1 << 0,
  WP_CELL_CONFLICT   = 1 << 1,
  WP_CELL_DIFFERENT  = 1 << 2,
  WP_CELL_FRAMED     = 1 << 3,   /* framed as a group: a unit with no place for a value */
} WpCellFlags;

/* One deadly pattern drawn over the grid: a frame inside each of its cells
 * in the pattern's colour, dashed so it reads in grayscale too; with
 * @as_path, also a closed path through the cell centres in the order given
 * (chains of 0/1 genres). */
typedef struct {
  GArray   *cells;       /* of guint */
  guint     colour;      /* index into the palette's outline colours */
  gboolean  emphasised;  /* the pattern selected in the side panel */
  gboolean  as_path;
} WpRenderOutline;

/* What the analysis adds on top of a grid.  Reference counted and
 * immutable once built, so one overlay can be shared by the main board and
 * the alternative boards. */
typedef struct {
  guint      n_cells;
  guint64   *candidates;  /* per cell: bit i = value value_base + i; NULL = none */
  gint       value_base;
  guint      n_values;
  guint8    *determined;  /* per cell: shaded when TRUE; NULL = none */
  /* Per cell: the value a determined cell holds in every solution, or
   * WP_CELL_EMPTY; NULL = not known.  A value drawn as a glyph picks the
   * shade (water apart from ships) and is drawn faintly in the cell. */
  gint      *determined_values;
  gint      *ghosts;      /* per cell: a suggested given or WP_CELL_EMPTY; NULL = none */
  /* The tick/cross grid's marks (WpViewHooks.pair_marks: WpPairMark, g × n
   * by g × n); NULL = none, the grid drawn empty. */
  guint8    *pair_marks;
  GPtrArray *outlines;    /* of WpRenderOutline* */
} WpRenderOverlay;

WpRenderOverlay *wp_render_overlay_new     (guint n_cells);
WpRenderOverlay *wp_render_overlay_ref     (WpRenderOverlay *overlay);
void             wp_render_overlay_unref   (WpRenderOverlay *overlay);
/* Copies @cells (of guint). */
WpRenderOutline *wp_render_overlay_add_outline (WpRenderOverlay *overlay,
                                                GArray          *cells,
                                                guint            colour);

/* Where the genre's legend (the fleet of Battleships; the tick/cross grid
 * of a logic grid, WpViewHooks.pair_group) goes, if at all. */
typedef enum {
  WP_LEGEND_NONE,       /* not drawn (thumbnails, small solutions) */
  WP_LEGEND_BESIDE,     /* right of the grid and its clues, level with the grid's top */
  WP_LEGEND_BELOW,      /* under them, level with the grid's left edge */
} WpLegendPlacement;

typedef struct {
  double           x, y;          /* top-left corner of the grid (the line
                                   * clues sit outside it, see
                                   * wp_render_get_margins()) */
  double           cell_size;     /* in the target's units (pixels, points) */
  const WpPalette *palette;
  const gint      *solution;      /* optional: values shown in empty cells */
  /* Optional, screen only: an alternative solution laid over the grid.  Its
   * values fill the empty cells in the alternative ink (instead of
   * @solution's), and the cells flagged WP_CELL_DIFFERENT get a tint under
   * their corner mark, so the places where the solutions part stand out. */
  const gint      *alternative;
  const guint8    *flags;         /* optional: WpCellFlags per cell */
  const WpRenderOverlay *overlay; /* optional: analysis marks */
  /* The line clue the setter is editing: 1 + its index (0: none). */
  WpLineKind       selected_line_kind;
  guint            selected_line;
  /* Screen only: a faint "?" where a line clue is unknown, so the setter
   * sees where to type; paper leaves those blank. */
  gboolean         mark_unknown_clues;
  WpLegendPlacement legend;
  /* Screen only, while the setter draws regions: each region in a pale
   * colour of its own, with its number in its first cell. */
  gboolean         tint_regions;
  /* Optional: height + width flags, rows first: lines that cannot be
   * satisfied (a sum no grid meets, a clue in a contradictory set), framed
   * from their clues across the grid, their clues struck through. */
  const guint8    *marked_lines;
  /* Screen only: the piece edge the setter is editing (a clue drawn
   * WP_CELL_CLUE_EDGES): 1 + its side (0 top … 3 left) in cell
   * @edge_cell; 0: none.  The triangle from that side to the cell's
   * centre is tinted and the side underlined. */
  guint            edge_cell;
  guint            selected_edge;
} WpRenderLayout;

/* Room for the line clues (sums, counts, runs) around the grid, in cells. */
typedef struct {
  double left, top, right, bottom;
} WpRenderMargins;

void wp_render_get_margins (const WpPuzzle *puzzle, WpRenderMargins *margins);
/* Room for the longest clues the lines could ever hold, not the ones they
 * hold now (genre->lines->max_clues): what the studio's board reserves, so
 * that typing a clue or drawing the picture never moves the grid. */
void wp_render_get_room_for_clues (const WpPuzzle *puzzle, WpRenderMargins *margins);

/* The grid and its line clues, without the legend, in the units of
 * @cell_size. */
void wp_render_get_size (const WpPuzzle *puzzle, double cell_size,
                         double *width, double *height);

/* Everything drawn, in cells: the grid, line clues as wide as @margins
 * and the legend at @placement.  The grid's top-left corner sits
 * @margins->left, @margins->top cells into it. */
void wp_render_get_extent (const WpPuzzle *puzzle, const WpRenderMargins *margins,
                           WpLegendPlacement placement, double *width, double *height);
/* Where the legend goes so that the grid gets the largest cells in a
 * @width × @height area (any units; beside on a tie); WP_LEGEND_NONE when
 * the genre has no legend or the puzzle's is empty.  The legend follows
 * the puzzle's parameters only, so typing never changes the answer. */
WpLegendPlacement wp_render_fit_legend (const WpPuzzle *puzzle, const WpRenderMargins *margins,
                                        double width, double height);
/* The side of the smallest squares a solver writes in, as a share of a
 * grid cell: 1, or less where the genre draws a finer grid beside it (a
 * logic grid's tick/cross grid), so paper can keep those readable. */
double wp_render_smallest_square (const WpPuzzle *puzzle);

/* Which line clue lies under (@px, @py) for a grid drawn at @x, @y with
 * @cell_size.  FALSE when none does. */
gboolean wp_render_line_at (const WpPuzzle *puzzle, double x, double y, double cell_size,
                            double px, double py, WpLineKind *kind, guint *index);

/* @value alone, drawn as a given in a cell of @size at (@x, @y), with no
 * grid: the board's glyph or text, for lists that name values. */
void wp_render_value    (cairo_t              *cr,
                         const WpPuzzle       *puzzle,
                         gint                  value,
                         double                x,
                         double                y,
                         double                size,
                         const WpPalette      *palette);

/* Half-picture @edge (±picture, WpCellClueHooks.edges) alone, upright in
 * the @width × @height box at (@x, @y), as drawn on the pieces: a top
 * half (+) standing on a line across the box, a bottom half (−) hanging
 * from it; pictures past 16 with their number.  For lists to pick an
 * edge from. */
void wp_render_picture_half (cairo_t         *cr,
                             const WpPalette *palette,
                             gint             edge,
                             double           x,
                             double           y,
                             double           width,
                             double           height);

void wp_render_puzzle   (cairo_t              *cr,
                         const WpPuzzle       *puzzle,
                         const WpRenderLayout *layout);

/* The marks the board can show, for the legend ("What the marks mean"). */
typedef enum {
  WP_MARK_GIVEN,
  WP_MARK_SOLVED,
  WP_MARK_CANDIDATES,
  WP_MARK_SUGGESTION,
  WP_MARK_DETERMINED,
  WP_MARK_DIFFERENT,
  WP_MARK_PATTERN,
  WP_MARK_SELECTED_PATTERN,
  WP_MARK_CONFLICT,
  WP_MARK_SELECTED,
  WP_MARK_PAIRS,     /* a tick and a cross of the tick/cross grid (logic grids) */
} WpRenderMark;

/* One cell of @size at (@x, @y) showing @mark alone, drawn by the same
 * code as the board, with @puzzle's genre choosing how a value looks. */
void wp_render_mark_sample (cairo_t         *cr,
                            const WpPuzzle  *puzzle,
                            WpRenderMark     mark,
                            const WpPalette *palette,
                            double           x,
                            double           y,
                            double           size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpRenderOverlay, wp_render_overlay_unref)

G_END_DECLS
