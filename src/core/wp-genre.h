/* wp-genre.h — the contract every genre fulfils
 *
 * A genre is one constant table of functions (in the spirit of Simon
 * Tatham's `struct game`).  The engine, the file formats, the CLI and the
 * studio only ever call through this table: none of them switches on the
 * genre.  Adding a genre means writing one module under src/genres/ and one
 * line in src/genres/registry.c.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "wp-model.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

/* A size/shape a setter can pick when starting a new puzzle. */
typedef struct {
  const char *id;       /* stable, used in settings: "9", "6", "16" */
  const char *label;    /* N_() "9×9 (3×3 boxes)" */
  guint       width;
  guint       height;
  guint       arg1;     /* genre-specific (e.g. box rows) */
  guint       arg2;     /* genre-specific (e.g. box columns) */
} WpPreset;

typedef struct _WpPattern WpPattern;   /* see wp-analysis.h */
typedef struct _WpContradiction WpContradiction;   /* see wp-contradiction.h */
typedef struct _WpElementHooks WpElementHooks;     /* see wp-element.h */
typedef struct _WpGrade WpGrade;                   /* see wp-grade.h */
typedef struct _WpSearch WpSearch;                 /* see wp-engine.h */

/* A named level of a difficulty scale (wp-grade.h), easiest first. */
typedef struct {
  const char *id;          /* stable, for --difficulty: "easy" */
  const char *label;       /* N_() "Easy" */
  const char *description; /* N_() "Singles only" */
} WpGradeLevel;

/* What a model is for: counting may use a genre's hand-tuned fast path;
 * analysis needs the constraints spelled out as propagators (which cells
 * constrain which), so patterns can be traced through them. */
typedef enum {
  WP_MODEL_FOR_COUNTING,
  WP_MODEL_FOR_ANALYSIS,
} WpModelUse;

/* Givens that clash directly, named for the setter. */
typedef struct {
  GArray *cells;        /* of guint cell indices */
  char   *message;      /* "r1c1 and r1c5 both hold 5 in row 1" */
  GArray *lines;        /* of WpLineRef: the lines whose clues clash (sums
                         * no grid can meet); NULL for none */
} WpConflict;

/* Takes @cells and @message. */
WpConflict *wp_conflict_new  (GArray *cells, char *message);
void        wp_conflict_free (WpConflict *conflict);

/* Clues outside the grid (sums, counts, nonogram runs) belong to a row or
 * a column. */
typedef enum {
  WP_LINE_ROW,
  WP_LINE_COLUMN,
} WpLineKind;

/* One row or column, for messages and highlights. */
typedef struct {
  WpLineKind kind;
  guint      index;
} WpLineRef;

/* How a cell value is drawn.  Genres stay free of Cairo: they name a shape
 * and the renderer draws it (src/render/wp-render.c). */
typedef enum {
  WP_GLYPH_TEXT,        /* format_value()'s text */
  WP_GLYPH_WATER,       /* open water: a small wave */
  WP_GLYPH_DOT,         /* known empty: a small dot */
  WP_GLYPH_FILL,        /* the whole cell filled */
  WP_GLYPH_DISC,        /* a round piece: a submarine, a one-cell ship */
  WP_GLYPH_SEGMENT,     /* a ship's middle: a square */
  WP_GLYPH_END_LEFT,    /* the left end of a horizontal ship (round on the left) */
  WP_GLYPH_END_RIGHT,
  WP_GLYPH_END_TOP,     /* the top end of a vertical ship (round on top) */
  WP_GLYPH_END_BOTTOM,
  WP_GLYPH_MINE,        /* a Minesweeper mine: a disc with spikes */
} WpGlyph;

/* How the studio shows a setting: a number to spin, a switch (0 off, 1
 * on), or one of a few named choices (min … max, one label each). */
typedef enum {
  WP_SETTING_NUMBER,
  WP_SETTING_SWITCH,
  WP_SETTING_CHOICE,
} WpSettingKind;

/* A whole-number setting of a puzzle that is neither a cell nor a line
 * clue (the fleet of Battleships: how many ships of each length; the
 * neighbourhood of Lights Out).  The studio shows one row per setting. */
typedef struct {
  char *id;             /* stable: "ships-4" */
  char *label;          /* translated: "Ships of 4 cells" */
  gint  value;
  gint  min;
  gint  max;
  WpSettingKind kind;   /* 0: a number */
  /* WP_SETTING_CHOICE: translated labels of min … max, NULL-terminated. */
  GStrv choices;
  char *tooltip;        /* translated; NULL for none */
} WpSetting;

/* A setting of @kind with a copy of @label; choices and tooltip may be set
 * after. */
WpSetting *wp_setting_new (const char *id, const char *label, WpSettingKind kind,
                           gint value, gint min, gint max);

void wp_setting_free (WpSetting *setting);

/* One row of the legend drawn beside the grid (the fleet of Battleships):
 * a piece whose cells are drawn left to right with the glyphs of @values,
 * and how many such pieces the puzzle hides. */
typedef struct {
  GArray *values;       /* of gint: one cell value per cell of the piece */
  guint   count;
} WpLegendItem;

WpLegendItem *wp_legend_item_new  (const gint *values, guint n_values, guint count);
void          wp_legend_item_free (WpLegendItem *item);

/* How sure a text format's sniff is that data is written in it: several
 * plain notations start alike (a Submarines row "1 0 ? | 2" starts like a
 * Sudoku line), so a format that sees its distinctive mark says SURE and
 * wins over one that only sees something it could read. */
typedef enum {
  WP_SNIFF_NO,
  WP_SNIFF_MAYBE,
  WP_SNIFF_SURE,
} WpSniff;

/* A plain-text exchange format owned by a genre ("one puzzle per line"). */
typedef struct {
  const char         *id;          /* "sudoku-text" */
  const char         *name;        /* N_() shown in file choosers */
  const char *const  *extensions;  /* { ".txt", NULL }; first is the default */
  /* Whether @data looks like this format (used for standard input); the
   * surest claim wins, ties go to the registry's order. */
  WpSniff    (*sniff)              (const char *data);
  /* Parse every puzzle in @data; all or nothing.  Errors follow wp-error.h. */
  GPtrArray *(*parse)              (const char *data, GError **error);
  /* Append @puzzle (or, with @solution, the solved grid) as text; NULL
   * for a format Wellposed only imports. */
  gboolean   (*write)              (const WpPuzzle *puzzle,
                                    const gint     *solution,
                                    GString        *out,
                                    GError        **error);
} WpTextFormat;

typedef struct _WpAnalysis WpAnalysis;

/* A genre's own finder of deadly patterns that hold in every solution
 * (Sudoku: locked rectangles).  wp_analyse() runs it after enumerating
 * (@n_enumerated solutions in analysis->solutions, true candidates
 * tallied); it adds each pattern it proves to analysis->locked, and stops
 * at @deadline (0: none).  See wp-analysis-private.h for its helpers. */
typedef struct {
  const char *id;      /* "locked-rectangles" */
  void      (*find)   (WpAnalysis     *analysis,
                       const WpPuzzle *puzzle,
                       guint           n_enumerated,
                       WpSearch       *search,
                       gint64          deadline);
} WpPatternFinder;

/* Capability tables.  Every optional part of the contract is one table,
 * and a genre points to a table only when it has that capability: a NULL
 * table means "no such thing", so callers test the table, never a member.
 * Each table says which members must be set when it is there. */

/* Clues outside the grid, beside each row and column (Submarines sums,
 * Battleships counts, nonogram runs).  Required: clues, set_clues. */
typedef struct {
  /* The clues beside row or column @index in reading order (left to right,
   * top to bottom); an empty vector for a clue left unknown.  Free with
   * g_strfreev(). */
  GStrv                (*clues)         (const WpPuzzle *puzzle, WpLineKind kind, guint index);
  /* Sets those clues from what the setter typed: "3", "2 1" (nonograms),
   * "" or "?" for unknown.  FALSE, with a message naming the line ("a sum
   * of 12 does not fit row 3 of 10 cells"), leaves the puzzle unchanged. */
  gboolean             (*set_clues)     (WpPuzzle *puzzle, WpLineKind kind, guint index,
                                         const char *text, GError **error);
  /* Optional: the most clue items a line of @length cells can ever hold
   * ((length + 1) / 2 runs for nonograms); NULL when a line has one number.
   * The studio reserves that much room, so typing or drawing never moves
   * the grid. */
  guint                (*max_clues)     (guint length);
  /* Where the clues are drawn: FALSE left of the rows and above the
   * columns (nonograms), TRUE right of the rows and below the columns, as
   * the Submarines notation writes them (then the first clue of a line
   * sits next to the grid). */
  gboolean               after;
} WpLineClueHooks;

/* How a clue inside a cell is drawn (WpCellClueHooks.style). */
typedef enum {
  WP_CELL_CLUE_NONE,    /* no clue here, or one left unknown */
  WP_CELL_CLUE_TEXT,    /* text(), in the cell's corner (a sum) */
  WP_CELL_CLUE_LIT,     /* the cell lit (a light of Lights Out that is on) */
  WP_CELL_CLUE_NUMBER,  /* text(), large in the middle of a cell that holds
                         * no value of its own (a revealed Minesweeper
                         * number: the cell is known safe) */
  WP_CELL_CLUE_EDGES,   /* four half-pictures along the sides, edges(): a
                         * Scramble Squares piece */
} WpCellClueStyle;

/* Clues inside the cells, a layer beside the cell values (Lights Out's
 * lights, the sums of Laplace's Ashes): the cells themselves hold givens
 * of the solution, as in every genre.  Required: style, text, set. */
typedef struct {
  WpCellClueStyle      (*style)         (const WpPuzzle *puzzle, guint cell);
  /* @cell's clue as typed and shown ("17", "-3"; "1"/"0" for a light);
   * NULL for one left unknown. */
  char                *(*text)          (const WpPuzzle *puzzle, guint cell);
  /* Sets it from what the setter typed; "" or "?" makes it unknown where
   * the genre allows that.  FALSE, with a message naming the cell ("r2c3:
   * a sum must be a whole number"), leaves the puzzle unchanged. */
  gboolean             (*set)           (WpPuzzle *puzzle, guint cell, const char *text, GError **error);
  /* Whether a clue may be unknown (so the analysis and the generator can
   * take clues away); FALSE: every clue is always known (lights). */
  gboolean               can_hide;
  /* Optional: sets every clue from a full solution (@solution: width ×
   * height values), so a setter can draw the answer and have the clues
   * derived.  NULL: not offered. */
  void                 (*derive)        (WpPuzzle *puzzle, const gint *solution);
  /* Optional: what a plain click on @cell reveals, as text for set() (a
   * Minesweeper number the drawn layout gives a safe cell: "="); NULL
   * when a click there only selects.  Asked only where no clue shows. */
  char                *(*reveal)        (const WpPuzzle *puzzle, guint cell);
  /* Required with WP_CELL_CLUE_EDGES: into @out the four edges, clockwise
   * from the top, of the piece @value places at @cell, turned as placed (a
   * given, a solution's or an alternative's value), or of @cell's own
   * clue when @value is WP_CELL_EMPTY.  Each is ±picture (1…99): a
   * positive one shows the picture's top half, a negative one its bottom
   * half, so two touching edges that match draw one whole picture. */
  void                 (*edges)         (const WpPuzzle *puzzle, guint cell, gint value, gint out[4]);
  /* Optional, with WP_CELL_CLUE_EDGES: @cell's clue as set() reads it,
   * with edge @side (0 top … 3 left) made @edge (±picture), so an edge
   * picked on the board takes the path a typed clue takes.  NULL: edges
   * are only typed. */
  char                *(*with_edge)     (const WpPuzzle *puzzle, guint cell, guint side, gint edge);
  /* Optional: lays the clues out again, as a setter moves and turns
   * pieces by hand: cell i takes the clue cell @from[i] held (@from a
   * permutation of the cells), turned @turns[i] quarter turns clockwise
   * (0 … 3).  Whatever refers to a clue follows it (a given placing a
   * piece names the same piece, turned the same way on the board), so
   * the solutions stay the same.  NULL: clues stay where they are. */
  void                 (*arrange)       (WpPuzzle *puzzle, const guint *from, const guint *turns);
} WpCellClueHooks;

/* The genre fills the analysis itself, without enumerating solutions (a
 * linear genre: the kernel of its system gives the count, the true
 * candidates and the deadly patterns at once).  Required: analyse. */
typedef struct {
  /* Sets analysis->count, count_kind, log2, exact and stopped; solutions
   * (a few, up to analysis->cap, the first one particular); n_values,
   * value_base and value_counts (true candidates: when the count does not
   * fit a guint64, any positive tally stands for "occurs"); patterns
   * (each an alternative to solution 0 that keeps every clue, kind and
   * where set); closest_distance and closest_proved when ambiguous; and
   * contradiction when there is no solution, if it can name one.
   * wp_analyse() then adds suggestions and removable clues by counting,
   * as for every genre.  FALSE when @search was cancelled. */
  gboolean             (*analyse)       (const WpPuzzle *puzzle, WpAnalysis *analysis,
                                         WpSearch *search);
  /* Optional, for an ambiguous puzzle: fills analysis->suggestions (at most
   * @max, fewest solutions left first, each count proved) with clues of the
   * genre's own kind, WpSuggestion.clue set (a Minesweeper number to
   * reveal: that, not a given mine, is what a setter adds).  Left empty or
   * NULL: givens are suggested, as for every genre.  FALSE when @search was
   * cancelled. */
  gboolean             (*suggest)       (const WpPuzzle *puzzle, WpAnalysis *analysis,
                                         guint max, WpSearch *search);
} WpAnalysisHooks;

/* Picture-first editing: the setter draws the answer and the clues follow
 * it (a nonogram's picture; the presses of Lights Out; the solution grid
 * of Laplace's Ashes).  Required: get, set, label, tooltip; value_of_text
 * when typed. */
typedef struct {
  /* The picture the setter drew, a full grid of width × height values (1
   * filled, 0 empty; any value when typed), or NULL when none is drawn. */
  const gint          *(*get)           (const WpPuzzle *puzzle);
  /* Replaces it (NULL forgets it) and sets every clue from it, so the
   * clues always describe it. */
  void                 (*set)           (WpPuzzle *puzzle, const gint *picture);
  const char            *label;         /* N_() the mode: "Draw Picture", "Draw Solution" */
  const char            *tooltip;       /* N_() "Draw the picture; the clues follow it" */
  /* FALSE: cells are painted filled (1) or empty (0) by strokes.  TRUE:
   * each cell's value is typed (Laplace's Ashes: any whole number). */
  gboolean               typed;
  /* Typed pictures: the value @text stands for ("-12"), FALSE when it
   * stands for none. */
  gboolean             (*value_of_text) (const WpPuzzle *puzzle, const char *text, gint *value);
} WpPictureHooks;

/* A solution the setter means, stored with the puzzle without
 * constraining its count (a logic grid's: suggestions are true in it, and
 * clues false in it are named).  Required: every member. */
typedef struct {
  /* The intended solution, width × height values as the cells of a
   * solution, or NULL when none is set. */
  const gint          *(*get)           (const WpPuzzle *puzzle);
  /* Sets it (a full solution of the genre's shape, not necessarily one
   * the clues allow) or, with NULL, forgets it; FALSE, puzzle unchanged,
   * with a message naming the place when @solution is no full one. */
  gboolean             (*set)           (WpPuzzle *puzzle, const gint *solution, GError **error);
  /* What the setter must know about it, one sentence each (a GPtrArray
   * of char*, empty when all is well): each clue false in it and, with
   * @unique (the puzzle's one solution, proved, or NULL), that the clues
   * lead elsewhere. */
  GPtrArray           *(*check)         (const WpPuzzle *puzzle, const gint *unique);
} WpIntendedHooks;

/* Settings beyond cells and line clues (the Battleships fleet).
 * Required: list, apply. */
typedef struct {
  /* A GPtrArray of WpSetting (freed with g_ptr_array_unref()). */
  GPtrArray           *(*list)          (const WpPuzzle *puzzle);
  /* Changes one; FALSE with a message when @value does not fit, puzzle
   * unchanged. */
  gboolean             (*apply)         (WpPuzzle *puzzle, const char *id, gint value, GError **error);
} WpSettingHooks;

/* How the grid is drawn and values are named, beyond format_value()'s
 * text.  Every member is optional (NULL or 0: the default). */
typedef struct {
  /* The outlined region (box, jigsaw piece) holding @cell; renderers draw a
   * thick line between cells of different regions.  NULL: no regions. */
  guint                (*region_of)     (const WpPuzzle *puzzle, guint cell);
  /* Thick guide lines every this many cells (nonograms: 5), to help the
   * eye count; unlike regions they carry no rule.  0: none. */
  guint                  guide_lines_every;
  /* How @value is drawn; NULL: always as text. */
  WpGlyph              (*glyph)         (const WpPuzzle *puzzle, gint value);
  /* @value in words, as it reads after a verb ("Place a submarine at
   * r2c3"), for a genre that draws values as glyphs, whose format_value()
   * text is not what the board shows.  NULL: format_value(). */
  char                *(*name_value)    (const WpPuzzle *puzzle, gint value);
  /* What the solver looks for beyond the clues, shown beside the grid on
   * screen and on paper: a GPtrArray of WpLegendItem (freed with
   * g_ptr_array_unref()), one per kind of piece, in the order drawn; empty
   * when there is nothing to show.  It follows the puzzle's parameters
   * only, never its cells, so the board keeps its size while the setter
   * types.  NULL: no legend. */
  GPtrArray           *(*legend)        (const WpPuzzle *puzzle);
  /* A heading over column @column (a logic grid's table: the category the
   * column holds), or NULL for none.  Renderers reserve a band above the
   * grid for the headings, on screen, in thumbnails and on paper.  Only for
   * a genre without line clues (lines == NULL): the band is where column
   * clues would go.  NULL: no headings. */
  char                *(*column_heading) (const WpPuzzle *puzzle, guint column);
  /* The value @cell holds by the rules alone, whatever the clues (a logic
   * grid's first column: row i is item i of the first category), or
   * WP_CELL_EMPTY.  An empty cell shows it as a given, so an empty grid
   * still reads as a table with its row labels.  NULL: none. */
  gint                 (*fixed_value)   (const WpPuzzle *puzzle, guint cell);
  /* The tick/cross grid of a puzzle that matches groups of items one to
   * one (a logic grid's categories): group @group's name then its items,
   * NULL-terminated (every group has as many), or NULL past the last
   * group.  Renderers draw it where the legend goes, as puzzle books do
   * (wp-render.h), on screen and on paper.  NULL: none. */
  GStrv                (*pair_group)    (const WpPuzzle *puzzle, guint group);
  /* Required with pair_group: what every one of @solutions (full grids)
   * says of each pair of items, in @marks, g × n by g × n (g groups of n
   * items; item i of group a is row a × n + i): WP_PAIR_TICK where all of
   * them pair the two, WP_PAIR_CROSS where none does, WP_PAIR_OPEN
   * otherwise.  Only what @solutions agree on: handed every solution it is
   * what the clues prove, handed one it is that solution. */
  void                 (*pair_marks)    (const WpPuzzle *puzzle, GPtrArray *solutions, guint8 *marks);
} WpViewHooks;

/* A pair of items in the tick/cross grid (WpViewHooks.pair_marks). */
typedef enum {
  WP_PAIR_OPEN,
  WP_PAIR_TICK,
  WP_PAIR_CROSS,
} WpPairMark;

/* The genre's own words and finders for the analysis.  Every member is
 * optional (NULL: the core's generic behaviour). */
typedef struct {
  /* Names a deadly pattern (pattern->kind, e.g. "unique rectangle") and
   * says where it lies (pattern->where).  NULL: a generic name is used. */
  void                 (*describe)      (const WpPuzzle *puzzle, WpPattern *pattern);
  /* Words for why a puzzle has no solution (see wp-contradiction.h): may
   * replace contradiction->message with the genre's own ("No digit fits
   * r4c7.").  NULL: the core's generic words stay. */
  void                 (*describe_contradiction) (const WpPuzzle *puzzle, WpContradiction *contradiction);
  /* The genre's own pattern finders, NULL-terminated; NULL for none. */
  const WpPatternFinder *const *finders;
  /* Chains of 0/1 genres: closed paths through non-given cells along which
   * @solution can be swapped into another solution.  A GPtrArray of GArray
   * (of guint cells in path order), shortest first, at most @max (0: no
   * limit).  When set, wp_analyse() reports these as the deadly patterns
   * (with their path), each one a proved alternative. */
  GPtrArray           *(*find_chains)   (const WpPuzzle *puzzle, const gint *solution, guint max);
} WpPatternHooks;

/* Drawing regions (jigsaw Sudoku).  Required: drawable, assign; a genre
 * with this table also has view->region_of.  A layout being drawn passes
 * through regions of the wrong size or in pieces: it stays a document
 * (saved, opened, undone), and check_complete() says what is left to fix
 * before it can be counted. */
typedef struct {
  /* How many regions @puzzle has that the setter may redraw (0 when the
   * genre fixes them, as boxes). */
  guint                (*drawable)      (const WpPuzzle *puzzle);
  /* Puts @n @cells into region @region (0-based, below that number). */
  void                 (*assign)        (WpPuzzle *puzzle, const guint *cells, guint n, guint region);
  /* Optional: what a valid document still needs before it can be counted
   * (regions of the right size, each in one piece); WP_ERROR_INCOMPLETE
   * naming the place when that is missing.  NULL: a valid puzzle is
   * complete. */
  gboolean             (*check_complete) (const WpPuzzle *puzzle, GError **error);
} WpRegionHooks;

/* Generation by clue removal (wp-generate.h).  Required: solved. */
typedef struct {
  /* A puzzle shaped like @shape (its size, parameters and rules: regions,
   * classic rules, global elements; its clues are ignored) with every clue
   * given, describing one solution drawn with @rand: a full grid for a
   * Sudoku, a random layout and every line clue for Submarines, a random
   * picture's runs for a nonogram.  NULL with @error set when @shape admits
   * no solution; NULL without when @search was cancelled. */
  WpPuzzle            *(*solved)        (const WpPuzzle *shape, GRand *rand,
                                         WpSearch *search, GError **error);
} WpGeneratorHooks;

/* A genre's own difficulty grader (wp-grade.h).  Required: every member.
 * Without one, puzzles are graded by seed 004's guess measure. */
typedef struct {
  const char          *scale;           /* "sudoku-steps" */
  const WpGradeLevel  *levels;          /* easiest first */
  guint                  n_levels;
  /* The grade of a puzzle known to be unique; NULL when @search was
   * cancelled.  @solution is that one solution (n_cells stored values),
   * as the core's count proved it: a grader whose path ends in it need
   * not count again. */
  WpGrade             *(*grade)         (const WpPuzzle *puzzle, const gint *solution, WpSearch *search);
} WpRaterHooks;

/* A figure shown with the analysis (wp-figure.h: Scramble Squares' recording
 * graph of a 2 × 2 puzzle).  Required: figure. */
typedef struct _WpFigure WpFigure;
typedef struct {
  /* The figure for @puzzle, or NULL when it has none at this size or with
   * these clues (the recording graph reads 2 × 2 repetition-free puzzles
   * only).  Free with wp_figure_free(). */
  WpFigure            *(*figure)        (const WpPuzzle *puzzle);
} WpFigureHooks;

/* The required core: every genre sets every member here (text_formats may
 * be NULL, max_width/max_height 0), then the capability tables it has. */
struct _WpGenre {
  const char            *id;            /* stable, stored in files: "sudoku" */
  const char            *name;          /* N_() "Sudoku" */
  const char            *rules;         /* N_() default rules text */

  const WpPreset        *presets;
  guint                  n_presets;
  WpPuzzle            *(*new_puzzle)    (const WpPreset *preset);

  gpointer             (*params_copy)   (gconstpointer params);
  void                 (*params_free)   (gpointer params);
  gboolean             (*params_equal)  (gconstpointer a, gconstpointer b);

  /* Native file: read/write everything genre-specific (parameters and
   * clues) of one puzzle object.  The core handles format, version, genre
   * and metadata.  Errors name a JSON path ("givens[3]"). */
  WpPuzzle            *(*load_json)     (JsonObject *object, GError **error);
  void                 (*save_json)     (const WpPuzzle *puzzle, JsonBuilder *builder);

  /* Structural checks: sizes, region maps, values in range. */
  gboolean             (*validate)      (const WpPuzzle *puzzle, GError **error);
  /* Direct clashes between givens (empty array when there are none). */
  GPtrArray           *(*find_conflicts) (const WpPuzzle *puzzle);
  /* The solver model; solutions come back as width × height cell values. */
  WpModel             *(*build_model)   (const WpPuzzle *puzzle, WpModelUse use);

  /* How a value is shown: "7", "A" (10), "■". */
  char                *(*format_value)  (const WpPuzzle *puzzle, gint value);
  /* The value a typed character stands for; WP_CELL_EMPTY for a character
   * that clears, -2 for one that means nothing here. */
  gint                 (*value_for_char) (const WpPuzzle *puzzle, gunichar c);

  /* The plain-text formats the genre reads (and writes), NULL-terminated;
   * NULL when it has none.  The first is the genre's own notation. */
  const WpTextFormat *const *text_formats;

  /* Any width and height from 1 up to these can be started from "Custom
   * Size…" (new_puzzle() then gets a preset with id "custom"); 0 when only
   * the presets make sense (Sudoku's box shapes). */
  guint                  max_width;
  guint                  max_height;

  /* The largest cell on paper, in mm; 0 for the booklet's usual cap
   * (15 mm).  A genre whose cells are things to cut out and handle
   * (Scramble Squares' pieces) prints them larger. */
  double                 print_cell_mm;

  /* Capability tables (see above); NULL when the genre has no such thing. */
  const WpLineClueHooks *lines;
  const WpPictureHooks  *picture;
  const WpSettingHooks  *settings;
  const WpViewHooks     *view;
  const WpPatternHooks  *patterns;
  const WpRegionHooks   *regions;
  const WpElementHooks  *elements;   /* the element kinds it accepts (wp-element.h) */
  const WpGeneratorHooks *generator;
  const WpRaterHooks    *rater;
  const WpCellClueHooks *cell_clues;
  const WpAnalysisHooks *analysis;
  const WpIntendedHooks *intended;
  const WpFigureHooks   *figures;
};

/* How many regions the setter may redraw in @puzzle: 0 when its genre has
 * no regions table or fixes them (the check most callers need). */
static inline guint
wp_genre_drawable_regions (const WpPuzzle *puzzle)
{
  const WpRegionHooks *regions = puzzle->genre->regions;

  return regions ? regions->drawable (puzzle) : 0;
}

/* The registry (see src/genres/registry.c). */
const WpGenre *const *wp_genres_list   (void);
const WpGenre        *wp_genre_lookup  (const char *id);
const WpPreset       *wp_genre_find_preset (const WpGenre *genre, const char *preset_id);

/* Validate, then the genre's check_complete(): whether the puzzle can be
 * counted. */
gboolean              wp_puzzle_check_countable (const WpPuzzle *puzzle, GError **error);
/* Validate, then build the model for counting. */
WpModel              *wp_puzzle_build_model (const WpPuzzle *puzzle, GError **error);
/* Validate, then build the model with every constraint as a propagator. */
WpModel              *wp_puzzle_build_analysis_model (const WpPuzzle *puzzle, GError **error);

G_END_DECLS
