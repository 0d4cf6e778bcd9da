/* logic-private.h — shared between the logic grid genre's files */
#pragma once

#include "genres/logic/logic.h"

G_BEGIN_DECLS

typedef struct {
  char     *name;                          /* "drink" */
  char     *phrase;                        /* "drinks {}" */
  gboolean  ordered;                       /* positions, left to right */
  char     *items[WP_LOGIC_MAX_ITEMS];
} WpLogicCategory;

typedef struct {
  guint           n_categories;            /* the grid's width */
  guint           n_items;                 /* its height */
  WpLogicCategory categories[WP_LOGIC_MAX_CATEGORIES];
  /* The solution the setter means, n_categories × n_items item codes laid
   * out as the puzzle's cells, or NULL: it steers suggestions and names
   * false clues, and never constrains the count. */
  gint           *intended;
} WpLogicParams;

extern const WpElementHooks wp_logic_element_hooks;
extern const WpIntendedHooks wp_logic_intended_hooks; /* logic-analysis.c */

/* Whether @table is a full one-to-one matching for a grid of @n_categories
 * × @n_items in @params; FALSE with a message naming the row and column
 * ("intended solution: …") otherwise. */
gboolean wp_logic_check_table (const WpLogicParams *params, const gint *table, GError **error);   /* logic-clues.c */
extern const WpTextFormat wp_logic_text_format;       /* logic-text.c */

/* Names the cells two close solutions swap (logic-analysis.c). */
void wp_logic_describe_pattern (const WpPuzzle *puzzle, WpPattern *pattern);

/* The kind of clues of @shape. */
const WpElementKind *wp_logic_shape_kind (WpLogicShape shape);
/* The notation's word for @shape ("=", "left-of"), for the text format. */
const char *wp_logic_shape_word (WpLogicShape shape);

/* The cell an item's clue marks: row @index, column @category. */
static inline guint
wp_logic_cell_of_code (const WpPuzzle *puzzle, gint code)
{
  return WP_LOGIC_INDEX_OF (code) * puzzle->width + WP_LOGIC_CATEGORY_OF (code);
}

static inline gint
wp_logic_code_of_cell (const WpPuzzle *puzzle, guint cell)
{
  return WP_LOGIC_CODE (cell % puzzle->width, cell / puzzle->width);
}

G_END_DECLS
