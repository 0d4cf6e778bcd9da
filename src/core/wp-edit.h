/* wp-edit.h — one value for every change a setter can make
 *
 * The studio turns each gesture (a key, a drag, a typed clue, a spin row, a
 * "Place" button) into a WpEdit and hands it to wp_puzzle_apply_edit(),
 * which returns the next snapshot or says, by name, why the edit cannot be
 * made.  The CLI, the tests and the generator apply the same values, so
 * there is one place where a puzzle changes.
 */
#pragma once

#include <glib-object.h>

#include "wp-element.h"
#include "wp-genre.h"
#include "wp-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  WP_EDIT_CELLS,       /* cells take values (WP_CELL_EMPTY clears) */
  WP_EDIT_LINE_CLUES,  /* the clues beside one row or column, as typed */
  WP_EDIT_PICTURE,     /* picture cells painted (nonograms: 1 filled, 0 empty) */
  WP_EDIT_SETTING,     /* one whole-number setting (the fleet) */
  WP_EDIT_METADATA,    /* title, author, rules or notes */
  WP_EDIT_REGIONS,     /* cells moved into one region (jigsaw Sudoku) */
  WP_EDIT_ADD_ELEMENT,     /* an element joins the puzzle (wp-element.h) */
  WP_EDIT_CHANGE_ELEMENT,  /* the element at an index is replaced */
  WP_EDIT_REMOVE_ELEMENT,  /* the element at an index goes */
  WP_EDIT_CELL_CLUE,   /* the clue inside one cell, as typed (WpCellClueHooks) */
  WP_EDIT_ARRANGE,     /* the clues inside the cells moved and turned (pieces by hand) */
} WpEditKind;

typedef struct {
  guint cell;
  gint  value;
} WpCellChange;

typedef struct _WpEdit WpEdit;

WpEdit     *wp_edit_new_cells       (void);
/* Adds one change; a later change of the same cell wins. */
void        wp_edit_add_cell        (WpEdit         *edit,
                                     guint           cell,
                                     gint            value);
WpEdit     *wp_edit_new_cell        (guint           cell,
                                     gint            value);
WpEdit     *wp_edit_new_line_clues  (WpLineKind      kind,
                                     guint           index,
                                     const char     *text);
/* The clue inside @cell set from @text ("17"; "?" or "" unknown; a light:
 * "1" on, "0" off). */
WpEdit     *wp_edit_new_cell_clue   (guint           cell,
                                     const char     *text);
/* The clues inside the cells laid out again (WpCellClueHooks.arrange):
 * cell i takes the clue of cell @from[i], turned @turns[i] quarter turns
 * clockwise (@turns NULL: none); both of @n entries, one per cell. */
WpEdit     *wp_edit_new_arrange     (const guint    *from,
                                     const guint    *turns,
                                     guint           n);
/* Cells of the picture set to @value (1 or 0; any value for a typed
 * picture, WP_CELL_EMPTY blank); with no picture drawn yet,
 * @base (width × height values, or NULL for blank) is where painting starts.
 * wp_edit_add_painted() adds a cell to a paint or a regions stroke. */
WpEdit     *wp_edit_new_paint       (const gint     *base,
                                     guint           n_cells,
                                     gint            value);
void        wp_edit_add_painted     (WpEdit         *edit,
                                     guint           cell);
WpEdit     *wp_edit_new_setting     (const char     *id,
                                     gint            value);
/* Cells moved into region @region (0-based), one stroke of Draw Regions;
 * add them with wp_edit_add_painted(). */
WpEdit     *wp_edit_new_regions     (guint           region);
/* @field is one of wp_puzzle_metadata_names; "" or NULL clears it. */
WpEdit     *wp_edit_new_metadata    (const char     *field,
                                     const char     *text);
/* Elements: @element is copied.  Adding a global rule the puzzle already
 * has, or an index past the end, is refused by name. */
WpEdit     *wp_edit_new_add_element    (const WpElement *element);
WpEdit     *wp_edit_new_change_element (guint            index,
                                        const WpElement *element);
WpEdit     *wp_edit_new_remove_element (guint            index);
WpEdit     *wp_edit_copy            (const WpEdit   *edit);
void        wp_edit_free            (WpEdit         *edit);

#define WP_TYPE_EDIT (wp_edit_get_type ())
GType       wp_edit_get_type        (void) G_GNUC_CONST;

WpEditKind  wp_edit_get_kind        (const WpEdit   *edit);
/* Whether the edit can change the solutions (metadata cannot): the studio
 * recounts only then. */
gboolean    wp_edit_changes_solutions (const WpEdit *edit);
/* For WP_EDIT_METADATA: the field, so that typing in one field can make
 * one undo step. */
const char *wp_edit_get_field       (const WpEdit   *edit);

/* The puzzle after @edit, a new snapshot (@puzzle is left as it was); NULL
 * with a WP_ERROR_INVALID message naming what and where when the edit
 * does not fit ("r10c1 is outside the 9×9 grid", "a sum of 12 does not fit
 * row 3 of 10 cells").  An edit that changes nothing returns a snapshot
 * equal to @puzzle. */
WpPuzzle   *wp_puzzle_apply_edit    (const WpPuzzle *puzzle,
                                     const WpEdit   *edit,
                                     GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpEdit, wp_edit_free)

G_END_DECLS
