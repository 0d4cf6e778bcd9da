/* kind-private.h — what a Sudoku constraint kind is made of
 *
 * Every variant rule of Sudoku lives in one file of this folder
 * (kind-cage.c, kind-renban.c, …): its native members and shape checks,
 * its f-puzzles key(s) both ways, its clash finder, its propagators and
 * its sentence for the rules.  kinds.c lists them; the f-puzzles reader
 * and writer, the composed rules and the studio's tools walk that list
 * and name no kind.  Adding a kind is one file here, one line in kinds.c
 * and its tests (docs/architecture.md, "A constraint kind").
 *
 * The helpers below are shared by the kinds: reading and writing cells,
 * messages that name the element, f-puzzles entries.
 */
#pragma once

#include "genres/sudoku/sudoku-private.h"
#include "genres/sudoku/sudoku-propagators-private.h"
#include "core/wp-error.h"

G_BEGIN_DECLS

/* --- f-puzzles ------------------------------------------------------------------- */

typedef struct {
  WpPuzzle *puzzle;
  guint     size;
} WpFpReader;

typedef struct _WpFpKey WpFpKey;

/* One member of f-puzzles data that a kind reads and writes. */
struct _WpFpKey {
  const char *key;          /* "killercage"; NULL ends a kind's list */
  /* Where f-puzzles writes the key among the others (so files come out in
   * f-puzzles' own order, and elements come in in that order). */
  guint       rank;
  /* A true/false key: the global rule it switches on, with this value
   * ("diagonal+" is the anti-diagonal, value 1). */
  gboolean    flag;
  gint        flag_value;
  /* A list key: one entry (an object) into elements, each added through
   * wp_fp_add_element(); @place is "killercage[3]". */
  gboolean  (*read_entry)  (WpFpReader *reader, JsonObject *entry, const char *place, GError **error);
  /* The members of the entry for @element (the caller opens and closes
   * the object).  NULL: "cells" only. */
  void      (*write_entry) (JsonBuilder *builder, guint size, const WpElement *element);
  /* Whether @element goes under this key (two keys, one kind: NULL for
   * every element of the kind). */
  gboolean  (*holds)       (const WpElement *element);
  /* A key of another shape than a flag or a list of entries ("negative":
   * a list of names): read whole, written whole. */
  gboolean  (*read_member) (WpFpReader *reader, const char *key, JsonNode *node, GError **error);
  void      (*write_member) (JsonBuilder *builder, const WpPuzzle *puzzle, const char *key);
};

/* A kind of the Sudoku genre: the core's kind, then what only Sudoku has. */
struct _WpSudokuKind {
  WpElementKind  base;        /* first, so a WpElementKind * is one of these */
  const WpFpKey *fpuzzles;    /* ended by a NULL key; NULL: no f-puzzles form */
  /* N_() why the kind cannot be written as f-puzzles data, when it cannot
   * ("siteswap lines have no f-puzzles form"). */
  const char    *no_fpuzzles;
};

#define WP_SUDOKU_KIND(kind) ((const WpSudokuKind *) (kind))


gboolean wp_fp_fail          (GError **error, gint code, const char *place, const char *format, ...) G_GNUC_PRINTF (4, 5);
gboolean wp_fp_holds_type    (JsonNode *node, GType type);
/* @text shortened for a message. */
char    *wp_fp_shown         (const char *text);
/* "R3C7" inside the grid. */
gboolean wp_fp_read_cell     (const WpFpReader *reader, JsonNode *node, const char *place,
                              guint *cell, GError **error);
/* "R0C3", "R10C3", "R4C0", "R4C10": a cell inside or on the ring just
 * outside the grid (row and column 0 … size + 1). */
gboolean wp_fp_read_ring_cell (const WpFpReader *reader, JsonNode *node, const char *place,
                               guint *row, guint *col, GError **error);
/* A list of cells appended to @element. */
gboolean wp_fp_read_cells    (const WpFpReader *reader, JsonNode *node, const char *place,
                              WpElement *element, GError **error);
/* @member of @object, which must be a list when present (NULL when absent). */
gboolean wp_fp_get_list      (JsonObject *object, const char *member, const char *place,
                              JsonArray **list, GError **error);
/* The "lines" of an entry, required. */
gboolean wp_fp_get_lines     (JsonObject *object, const char *place, JsonArray **lines, GError **error);
/* The entry's "cells" into @element. */
gboolean wp_fp_read_entry_cells (const WpFpReader *reader, JsonObject *object, const char *place,
                                 WpElement *element, GError **error);
/* The entry's "cell" (one cell) into @element. */
gboolean wp_fp_read_entry_cell (const WpFpReader *reader, JsonObject *object, const char *place,
                                WpElement *element, GError **error);
/* A whole number written as f-puzzles does ("17") or as a number, from
 * @min to @max.  Absent or "" leaves *@out unchanged when @optional. */
gboolean wp_fp_read_number   (JsonObject *object, const char *member, const char *place,
                              gboolean optional, gint min, gint max, gint *out, GError **error);
/* Checks @element against the puzzle and adds a copy. */
gboolean wp_fp_add_element   (WpFpReader *reader, WpElement *element, const char *place, GError **error);
/* One element per line of the entry's "lines", each of @kind. */
gboolean wp_fp_read_line_entry (WpFpReader *reader, JsonObject *entry, const char *place,
                                const WpElementKind *kind, gint value, GError **error);

void     wp_fp_add_cell_name (JsonBuilder *builder, guint size, guint cell);
void     wp_fp_add_cells     (JsonBuilder *builder, guint size, const guint *cells, guint n);
/* "cells": [...] of the whole element. */
void     wp_fp_write_cells   (JsonBuilder *builder, guint size, const WpElement *element);
/* "lines": [[...]] of the whole element. */
void     wp_fp_write_line    (JsonBuilder *builder, guint size, const WpElement *element);
/* "cell": "R1C1", the element's one cell. */
void     wp_fp_write_one_cell (JsonBuilder *builder, guint size, const WpElement *element);
/* "value": "17" */
void     wp_fp_write_number  (JsonBuilder *builder, const char *member, gint value);

/* --- Shared by the kinds -------------------------------------------------------------- */

guint    wp_kind_grid_size   (const WpPuzzle *puzzle);
gboolean wp_kind_cells_touch (const WpPuzzle *puzzle, guint a, guint b, gboolean diagonally);
char    *wp_kind_cell_name   (const WpPuzzle *puzzle, guint cell);
GArray  *wp_kind_cells_array (const guint *cells, guint n);
const guint *wp_kind_cells   (const WpElement *element);
/* The given in the element's cell @i, or WP_CELL_EMPTY. */
gint     wp_kind_given       (const WpPuzzle *puzzle, const WpElement *element, guint i);
gboolean wp_kind_read_int    (JsonObject *object, const char *member, gboolean optional, gint64 min,
                              gint64 max, gint *out, GError **error);
gboolean wp_kind_read_choice (JsonObject *object, const char *member, const char *const *choices,
                              gint *out, GError **error);
void     wp_kind_write_int   (JsonBuilder *builder, const char *member, gint value);
/* "the thermometer r1c1–r1c4 " + a reason, as WP_ERROR_INVALID. */
gboolean wp_kind_invalid     (GError **error, const WpPuzzle *puzzle, const WpElement *element,
                              const char *format, ...) G_GNUC_PRINTF (4, 5);
/* Each cell from @from on touches the one before it (diagonal steps too). */
gboolean wp_kind_check_path  (const WpPuzzle *puzzle, const WpElement *element, guint from, GError **error);
/* Every pair of consecutive cells from @from on shares a side. */
gboolean wp_kind_check_orthogonal_path (const WpPuzzle *puzzle, const WpElement *element, GError **error);
/* At least @least cells, at most @most (0: no upper bound). */
gboolean wp_kind_check_length (const WpPuzzle *puzzle, const WpElement *element, guint least,
                               guint most, GError **error);
gint     wp_kind_sum_of_givens (const WpPuzzle *puzzle, const WpElement *element, guint from, guint to,
                                guint *n_empty);
gboolean wp_kind_read_cells_member  (const WpPuzzle *puzzle, JsonObject *object, WpElement *element,
                                     GError **error);
void     wp_kind_write_cells_member (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder);
gboolean wp_kind_no_members_read  (const WpPuzzle *puzzle, JsonObject *object, WpElement *element,
                                   GError **error);
void     wp_kind_no_members_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder);
/* Two cells of the element listed with the same given. */
WpConflict *wp_kind_repeated_given (const WpPuzzle *puzzle, const WpElement *element);
/* A clash of full givens with a rule checked by @holds over the element's
 * digits in order (every cell given): "the renban r1c1–r1c4 holds 1, 2, 4". */
WpConflict *wp_kind_full_clash (const WpPuzzle *puzzle, const WpElement *element,
                                gboolean (*holds) (const gint *digits, guint n, gint value));
/* The global rule's noun ("anti-knight"). */
char    *wp_kind_describe_noun (const WpPuzzle *puzzle, const WpElement *element);

/* Whether some element of @kind joins cells @a and @b (a dot, an XV). */
gboolean wp_kind_pair_marked (const WpPuzzle *puzzle, const WpElementKind *kind, guint a, guint b);

G_END_DECLS
