/* wp-puzzle.h — the puzzle model every genre shares
 *
 * A puzzle is a grid of cells holding givens (WP_CELL_EMPTY where the setter
 * placed nothing), genre parameters (box shape, regions, edge sums, fleet…)
 * that only the genre interprets, and metadata.  Puzzles are plain values:
 * a copy shares nothing mutable.  They are also reference counted: once a
 * puzzle is shared (wp_puzzle_ref(): the undo history, the board, the
 * worker's snapshot) it is a snapshot and nobody changes it again; an edit
 * makes a new one (wp_puzzle_apply_edit() in wp-edit.h).  So a keystroke
 * costs one copy, not one per holder.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define WP_CELL_EMPTY (-1)

typedef struct _WpGenre WpGenre;

typedef struct {
  const WpGenre *genre;
  guint          width;
  guint          height;
  gint          *cells;        /* width × height, row-major */
  gpointer       params;       /* owned by the genre: see WpGenre.params_copy/free */
  char          *title;
  char          *author;
  char          *rules;
  char          *notes;
  GPtrArray     *elements;     /* of WpElement (wp-element.h): cages, dots, global rules */
  /*< private >*/
  gint           ref_count;
} WpPuzzle;

WpPuzzle   *wp_puzzle_new        (const WpGenre *genre,
                                  guint          width,
                                  guint          height,
                                  gpointer       params);
WpPuzzle   *wp_puzzle_copy       (const WpPuzzle *puzzle);
/* Shares @puzzle, which must not be changed from then on.  Const in, so a
 * holder of a read-only snapshot can keep it. */
WpPuzzle   *wp_puzzle_ref        (const WpPuzzle *puzzle);
/* Drops one reference (the one wp_puzzle_new/copy gave, or a ref). */
void        wp_puzzle_free       (WpPuzzle *puzzle);
gboolean    wp_puzzle_equal      (const WpPuzzle *a,
                                  const WpPuzzle *b);

guint       wp_puzzle_n_cells    (const WpPuzzle *puzzle);
gint        wp_puzzle_get        (const WpPuzzle *puzzle, guint row, guint col);
void        wp_puzzle_set        (WpPuzzle *puzzle, guint row, guint col, gint value);
guint       wp_puzzle_count_givens (const WpPuzzle *puzzle);

/* The metadata fields by name, in file order: "title", "author", "rules",
 * "notes" (NULL-terminated). */
extern const char *const wp_puzzle_metadata_names[];
/* The storage of metadata field @name, or NULL for an unknown name. */
char      **wp_puzzle_metadata_field (WpPuzzle *puzzle, const char *name);
/* The most text a title, author, rules or notes field holds: a page says
 * far less, and a 58 MB notes field kept the studio's main loop from
 * input for 20 s at 4.4 GB. */
#define WP_PUZZLE_MAX_TEXT (1 << 20)
/* FALSE with "@name: …" when @text is longer than WP_PUZZLE_MAX_TEXT. */
gboolean    wp_puzzle_check_text_size (const char *name, const char *text, GError **error);

/* "r3c7": the row/column naming setters use (1-based). */
char       *wp_cell_name         (guint row, guint col);
/* "top", "right", "bottom", "left" (translated): a cell's side, clockwise
 * from the top, as edges of pieces are listed. */
const char *wp_side_name         (guint side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpPuzzle, wp_puzzle_free)

G_END_DECLS
