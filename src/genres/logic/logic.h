/* logic.h — logic grids (seed 001) and Sherlock-style puzzles (seed 000)
 *
 * Categories (2–6) of the same number of items (3–8) are matched one to
 * one; clues are elements (wp-element.h) of eight shapes.  The grid is the
 * solution table: one row per item of the first category, one column per
 * category, each cell holding an item of its column's category.  A cell
 * value is an item code (category × 8 + index), so every value names its
 * item whatever the cell.
 */
#pragma once

#include "core/wp-genre.h"
#include "core/wp-element.h"

G_BEGIN_DECLS

#define WP_LOGIC_MIN_CATEGORIES 2
#define WP_LOGIC_MAX_CATEGORIES 6
#define WP_LOGIC_MIN_ITEMS      3
#define WP_LOGIC_MAX_ITEMS      8

/* The code of item @index of category @category: the value a cell holds. */
#define WP_LOGIC_CODE(category, index) ((gint) (category) * WP_LOGIC_MAX_ITEMS + (gint) (index))
#define WP_LOGIC_CATEGORY_OF(code)     ((guint) (code) / WP_LOGIC_MAX_ITEMS)
#define WP_LOGIC_INDEX_OF(code)        ((guint) (code) % WP_LOGIC_MAX_ITEMS)

/* The clue shapes, in the order of the notation table. */
typedef enum {
  WP_LOGIC_SAME,          /* X = Y */
  WP_LOGIC_DIFFER,        /* X != Y */
  WP_LOGIC_EITHER,        /* X = Y | Z: exactly one */
  WP_LOGIC_PAIR,          /* of X, Y: one = Z, other = W */
  WP_LOGIC_LEFT_OF,       /* X left-of Y (the ordered category) */
  WP_LOGIC_JUST_LEFT_OF,  /* X just-left-of Y */
  WP_LOGIC_NEXT_TO,       /* X next-to Y */
  WP_LOGIC_NOT_NEXT_TO,   /* X not-next-to Y */
  WP_LOGIC_N_SHAPES
} WpLogicShape;

extern const WpGenre wp_genre_logic;

/* A puzzle of @n_categories categories of @n_items items each, named
 * "A1"… until the setter names them; NULL when the sizes are out of range. */
WpPuzzle   *wp_logic_new             (guint n_categories, guint n_items);

guint       wp_logic_n_categories    (const WpPuzzle *puzzle);
guint       wp_logic_n_items         (const WpPuzzle *puzzle);
const char *wp_logic_category_name   (const WpPuzzle *puzzle, guint category);
const char *wp_logic_item_name       (const WpPuzzle *puzzle, gint code);
/* The phrase after the subject, "{}" standing for the item: "drinks {}". */
const char *wp_logic_category_phrase (const WpPuzzle *puzzle, guint category);
/* The ordered category (positions), or -1 when there is none. */
gint        wp_logic_ordered_category (const WpPuzzle *puzzle);

/* Renames category @category and its items, sets its phrase (NULL keeps
 * it) and whether it is ordered.  FALSE, puzzle unchanged, with a message
 * when a name is empty or taken or the count of items is wrong. */
gboolean    wp_logic_set_category    (WpPuzzle           *puzzle,
                                      guint               category,
                                      const char         *name,
                                      const char *const  *items,
                                      const char         *phrase,
                                      gboolean            ordered,
                                      GError            **error);

/* One category as the setter defines it (wp_logic_with_categories()). */
typedef struct {
  const char        *name;
  const char        *phrase;     /* "drinks {}" */
  gboolean           ordered;
  const char *const *items;      /* as many as the puzzle will have items */
} WpLogicCategorySpec;

/* @puzzle with @n_categories categories of @n_items items defined by
 * @specs, a new puzzle (@puzzle is left as it was).  Category c and its
 * item i take the place of the old ones at c and i, so clues and givens
 * follow a rename; the clues that name an item or category no longer
 * there, or that the new categories do not allow (a positional clue
 * with no ordered category), are dropped, and @n_dropped (may be NULL)
 * says how many.  The intended solution follows by place too, and is
 * dropped when it is no full matching any more (a category or item
 * added): wp_logic_get_intended() of the result is then NULL.  NULL with a message naming the category or item when a
 * name is empty, taken or badly formed, or the sizes are out of range. */
WpPuzzle   *wp_logic_with_categories (const WpPuzzle             *puzzle,
                                      const WpLogicCategorySpec  *specs,
                                      guint                       n_categories,
                                      guint                       n_items,
                                      guint                      *n_dropped,
                                      GError                    **error);

/* As wp_logic_with_categories(), with categories inserted, removed or
 * moved: category c of the new puzzle is category @sources[c] of
 * @puzzle (its clues and givens follow it), or new when -1.  Givens pair
 * the first category's items with the others', so they stay only while
 * the first category stays first.  @sources NULL: by position. */
WpPuzzle   *wp_logic_with_categories_from (const WpPuzzle             *puzzle,
                                           const WpLogicCategorySpec  *specs,
                                           const gint                 *sources,
                                           guint                       n_categories,
                                           guint                       n_items,
                                           guint                      *n_dropped,
                                           GError                    **error);

/* The intended solution: the table the setter means (n_categories ×
 * n_items item codes laid out as the puzzle's cells), stored with the
 * puzzle without constraining its count.  Suggestions are true in it and
 * clues false in it are named (wp_logic_false_clues()).  Setting checks it
 * is a full one-to-one matching (row r holds item r of the first category
 * and one item of every other; each item goes with one row): FALSE,
 * puzzle unchanged, with a message naming the row and category otherwise.
 * NULL forgets it. */
gboolean    wp_logic_set_intended    (WpPuzzle *puzzle, const gint *table, GError **error);
/* NULL when none is set. */
const gint *wp_logic_get_intended    (const WpPuzzle *puzzle);

/* The code of the item named @name (case-sensitive), FALSE when none. */
gboolean    wp_logic_find_item       (const WpPuzzle *puzzle, const char *name, gint *code);

/* A clue of @shape over items @codes (2 for most shapes, 3 for EITHER, 4
 * for PAIR); check it with wp_puzzle_check_element() before adding it. */
WpElement  *wp_logic_clue_new        (const WpPuzzle *puzzle, WpLogicShape shape,
                                      const gint *codes, guint n_codes);
/* The shape of @element, or -1 when it is no logic clue. */
gint        wp_logic_clue_shape      (const WpElement *element);
/* Item @i of a clue. */
gint        wp_logic_clue_item       (const WpPuzzle *puzzle, const WpElement *element, guint i);
/* How many items a clue of @shape names. */
guint       wp_logic_shape_arity     (WpLogicShape shape);
/* The clue as a sentence of the page: "Ada drinks tea." */
char       *wp_logic_clue_sentence   (const WpPuzzle *puzzle, const WpElement *element);
/* The clue in the .logic notation: "Ada = tea". */
char       *wp_logic_clue_notation   (const WpPuzzle *puzzle, const WpElement *element);

/* Whether a clue of @shape over @codes holds in @solution (a full table). */
gboolean    wp_logic_clue_holds      (const WpPuzzle *puzzle, WpLogicShape shape, const gint *codes,
                                      const gint *solution);

/* A clue to add, and how many of the given solutions keep it. */
typedef struct {
  WpElement *clue;
  guint64    remaining;
} WpLogicSuggestion;

/* Clues of every shape true in @intended (a full solution among
 * @solutions, which must be every solution of @puzzle for the figures to
 * be exact), each removing at least one of @solutions, fewest remaining
 * first; at most @max.  An array of WpLogicSuggestion that frees its
 * clues. */
GArray     *wp_logic_suggest_clues   (const WpPuzzle *puzzle, const gint *intended, GPtrArray *solutions,
                                      guint max);

/* Clues to suggest for @puzzle, each true in its intended solution when it
 * has one, else in the first solution the search finds (its givens steer
 * which one that is), weighed against the first @cap solutions. */
typedef struct {
  GArray   *suggestions;   /* of WpLogicSuggestion, fewest remaining first */
  gint     *intended;      /* the solution they hold in (cells); NULL: none */
  /* TRUE: @intended is the setter's (wp_logic_get_intended()); FALSE:
   * the first solution found. */
  gboolean  from_intended;
  /* Clues and givens false in the intended solution: while there are any,
   * no clue can lead to it, and none is suggested. */
  guint     n_false;
  guint64   n_solutions;   /* how many solutions they were weighed against */
  /* TRUE: those are all the puzzle's solutions, so each remaining figure
   * is exact; FALSE: the search stopped at @cap, and a figure is only a
   * lower bound (the clue leaves at least that many). */
  gboolean  exact;
} WpLogicSuggestions;

/* At most @max suggestions (none when the puzzle has 0 or 1 solution; with
 * an intended solution, none either when it is the only one left).
 * NULL with a message when the puzzle cannot be modelled. */
WpLogicSuggestions *wp_logic_suggest       (const WpPuzzle *puzzle, guint64 cap, guint max, GError **error);
void                wp_logic_suggestions_free (WpLogicSuggestions *suggestions);

/* The clues false in the intended solution, as sentences: "Clue 4 is
 * false in your intended solution: Bea drinks tea there."  A GPtrArray of
 * char*, empty when every clue holds or none is set. */
GPtrArray  *wp_logic_false_clues     (const WpPuzzle *puzzle);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpLogicSuggestions, wp_logic_suggestions_free)

G_END_DECLS
