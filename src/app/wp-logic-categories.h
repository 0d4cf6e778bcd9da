/* wp-logic-categories.h — a logic grid's categories, edited in a dialog
 *
 * How many categories of how many items, which one is ordered, and each
 * category's name, sentence phrase ("drinks {}") and items.  Problems are
 * said inline as they are typed (an empty or repeated name, a wrong count
 * of items), and so is how many clues applying would drop (those naming
 * an item or category that goes, or positional clues left without an
 * ordered category).  Apply makes the new puzzle one step of the
 * document's undo history.
 */
#pragma once

#include <adwaita.h>
#include "core/wp-document.h"

G_BEGIN_DECLS

#define WP_TYPE_LOGIC_CATEGORIES (wp_logic_categories_get_type ())
G_DECLARE_FINAL_TYPE (WpLogicCategories, wp_logic_categories, WP, LOGIC_CATEGORIES, AdwWindow)

/* A dialog over @parent for @document's puzzle, which must be a logic grid. */
WpLogicCategories *wp_logic_categories_new          (GtkWindow *parent, WpDocument *document);

/* For tests, each the same path as the setter's typing: */
void               wp_logic_categories_set_size     (WpLogicCategories *self, guint n_categories, guint n_items);
/* Category @category's name, phrase and items ("cat, dog, fish"). */
void               wp_logic_categories_set_category (WpLogicCategories *self, guint category, const char *name,
                                                     const char *phrase, const char *items);
/* The ordered category, -1 for none. */
void               wp_logic_categories_set_ordered  (WpLogicCategories *self, gint category);
/* The problem or the warning shown under the rows, NULL when none. */
/* A new category before group @at (its clues none yet), or group @at
 * gone (the clues naming it go on Apply); the others keep theirs. */
void               wp_logic_categories_insert       (WpLogicCategories *self, guint at);
void               wp_logic_categories_remove       (WpLogicCategories *self, guint at);
const char        *wp_logic_categories_get_message  (WpLogicCategories *self);
/* Presses Apply; FALSE when it was not sensitive (a problem is shown). */
gboolean           wp_logic_categories_apply        (WpLogicCategories *self);

G_END_DECLS
