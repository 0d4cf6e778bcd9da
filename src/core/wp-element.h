/* wp-element.h — clues that are neither a cell value nor a line number
 *
 * A killer cage, a thermometer, an arrow, a dot between two cells, a rule
 * over the whole grid (anti-knight, siteswap lines): each is an element of
 * the puzzle, a kind plus ordered cells and an optional value.  Copying,
 * equality, undo (WpEdit), the native file, naming and conflicts are
 * written here once for every kind; a kind (WpElementKind, owned by a
 * genre) adds its own JSON members, its checks, its propagators and names
 * the shape the renderer draws for it.  A genre lists the kinds it accepts
 * (WpGenre.elements), so any mix of variant rules on one puzzle is a list.
 *
 * Nothing here knows Sudoku: logic grids and Scramble Squares reuse the
 * layer with kinds of their own.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "wp-genre.h"
#include "wp-model.h"
#include "wp-sketch.h"

G_BEGIN_DECLS

#define WP_ELEMENT_NO_VALUE G_MININT

/* What the renderer draws for a kind (genres stay free of Cairo). */
typedef enum {
  WP_ELEMENT_SHAPE_NONE,         /* a rule over the whole grid: named in the rules */
  WP_ELEMENT_SHAPE_CAGE,         /* dashed outline inside the cells, value in the first corner */
  WP_ELEMENT_SHAPE_THERMOMETER,  /* a bulb on the first cell, a thick line on */
  WP_ELEMENT_SHAPE_ARROW,        /* a circle over the head cells, a line with an arrowhead */
  WP_ELEMENT_SHAPE_WHITE_DOT,    /* a hollow dot on the edge between two cells */
  WP_ELEMENT_SHAPE_BLACK_DOT,    /* a filled dot on the edge between two cells */
  WP_ELEMENT_SHAPE_EDGE_TEXT,    /* the element's mark on the edge between two cells (XV) */
  WP_ELEMENT_SHAPE_DIAGONAL,     /* a thin line through the cells */
  WP_ELEMENT_SHAPE_SHADED,       /* the cells shaded (an extra region) */
  WP_ELEMENT_SHAPE_SKETCH,       /* the kind's own marks (WpElementKind.sketch) */
} WpElementShape;

typedef struct _WpElementKind WpElementKind;

typedef struct {
  const WpElementKind *kind;
  GArray              *cells;     /* of guint cell indices, in order; empty for a global rule */
  guint                n_head;    /* leading cells that form a head (an arrow's circle); else 0 */
  gint                 value;     /* a cage's sum, XV's 10 or 5, a rule's variant; or WP_ELEMENT_NO_VALUE */
} WpElement;

struct _WpElementKind {
  const char     *id;        /* stable, the "kind" in files: "cage" */
  const char     *name;      /* N_() "Killer cage": a title, a tooltip */
  /* N_() the kind inside a sentence ("killer cage" in "the killer cage
   * r1c1–r2c2"): its own string, since lower-casing a translated title
   * is wrong in languages that capitalise nouns. */
  const char     *noun;
  /* Kinds switched off together when the analysis asks what a puzzle owes
   * to each rule ("thermometers"): the id of a family, shared by kinds. */
  const char     *family;
  /* N_() the family in a sentence, when it has several elements:
   * "thermometers" ("without thermometers: 40 solutions"); NULL: the
   * kind's name. */
  const char     *family_name;
  WpElementShape  shape;
  /* A rule over the whole grid: no cells of its own, at most one element
   * per value on a puzzle (a second anti-knight means nothing). */
  gboolean        global;
  /* A global rule held once whatever its value (siteswap lines: rows,
   * columns or both are one rule, not three). */
  gboolean        single;
  /* Reads the kind's own members of @object into @element (kind and value
   * default already set).  Errors name the member ("cells[2]: …"); the
   * caller puts "elements[N]." in front. */
  gboolean      (*read_json)       (const WpPuzzle *puzzle, JsonObject *object,
                                    WpElement *element, GError **error);
  /* Writes the kind's own members (the caller wrote "kind"). */
  void          (*write_json)      (const WpPuzzle *puzzle, const WpElement *element,
                                    JsonBuilder *builder);
  /* Whether @element fits @puzzle beyond what the core checks (cells
   * inside the grid, none twice): lengths, adjacency, values in range.  A
   * message names the element. */
  gboolean      (*validate)        (const WpPuzzle *puzzle, const WpElement *element,
                                    GError **error);
  /* Adds the rule to @model (variables are the puzzle's cells). */
  void          (*add_propagators) (const WpPuzzle *puzzle, const WpElement *element,
                                    WpModel *model);
  /* Optional: a clash of the givens with this element alone, named ("the
   * cage r1c1–r2c2 needs 17, its digits reach at most 15"); NULL when
   * there is none. */
  WpConflict   *(*find_conflict)   (const WpPuzzle *puzzle, const WpElement *element);
  /* Optional: the text drawn with the shape ("17", "X"); NULL: the value
   * when it has one. */
  char         *(*mark)            (const WpElement *element);
  /* Optional: the element named in a sentence ("anti-knight", "the main
   * diagonal"); NULL: "the <name> <first cell>–<last cell>". */
  char         *(*describe)        (const WpPuzzle *puzzle, const WpElement *element);
  /* N_() one sentence of the rules for the page ("Digits along a
   * thermometer increase from its bulb."); NULL for none. */
  const char     *rule;
  /* With WP_ELEMENT_SHAPE_SKETCH: the element's marks, from the
   * primitives of wp-sketch.h. */
  void          (*sketch)          (const WpPuzzle *puzzle, const WpElement *element,
                                    WpSketch *sketch);
};

/* The element kinds a genre accepts.  Required: kinds. */
struct _WpElementHooks {
  const WpElementKind *const *kinds;   /* NULL-terminated */
  /* Optional: the rules text for the page when the setter wrote none,
   * composed from the rules that apply and the elements present.  NULL:
   * the genre's rules. */
  char                     *(*compose_rules) (const WpPuzzle *puzzle);
  /* Optional: what the page prints after the rules, whatever the setter
   * wrote there: the puzzle's content that is said in words rather than
   * drawn (a logic grid's categories and numbered clues), so a setter's
   * own rules text never drops it.  NULL: nothing. */
  char                     *(*page_text)     (const WpPuzzle *puzzle);
  /* Optional: elements picked from menus rather than drawn on the grid
   * (the clues of a logic grid).  A kind with pick_slots() > 0 is offered
   * in the studio's structured editor, one menu per slot; pick_build()
   * makes the element from the chosen indices into pick_choices() (the
   * caller checks it with wp_puzzle_check_element()).  pick_sentence()
   * says an element of the puzzle as the page does ("Ada drinks tea."). */
  guint                     (*pick_slots)    (const WpPuzzle *puzzle, const WpElementKind *kind);
  /* The translated names to choose from in @slot, NULL-terminated. */
  GStrv                     (*pick_choices)  (const WpPuzzle *puzzle, const WpElementKind *kind, guint slot);
  WpElement                *(*pick_build)    (const WpPuzzle *puzzle, const WpElementKind *kind,
                                              const guint *choices);
  char                     *(*pick_sentence) (const WpPuzzle *puzzle, const WpElement *element);
};

WpElement  *wp_element_new           (const WpElementKind *kind);
WpElement  *wp_element_new_global    (const WpElementKind *kind,
                                      gint                 value);
void        wp_element_add_cell      (WpElement           *element,
                                      guint                cell);
guint       wp_element_cell          (const WpElement     *element,
                                      guint                i);
WpElement  *wp_element_copy          (const WpElement     *element);
void        wp_element_free          (WpElement           *element);
gboolean    wp_element_equal         (const WpElement     *a,
                                      const WpElement     *b);

/* The kind @id among those @genre accepts; NULL when it takes no such kind. */
const WpElementKind *wp_element_kind_lookup (const WpGenre *genre,
                                             const char    *id);
gboolean    wp_genre_accepts_kind    (const WpGenre        *genre,
                                      const WpElementKind  *kind);

/* The element in words, for messages and tooltips: "the cage r1c1–r2c2",
 * "anti-knight". */
char       *wp_element_describe      (const WpPuzzle      *puzzle,
                                      const WpElement     *element);
/* "r1c1–r2c2" (first and last cell), "r4c4" for one cell, "" for none. */
char       *wp_element_span          (const WpPuzzle      *puzzle,
                                      const WpElement     *element);
/* The text drawn with the shape, or NULL. */
char       *wp_element_mark          (const WpElement     *element);

/* Whether @element may join @puzzle: the genre accepts its kind, every
 * cell is inside the grid and listed once, a global rule is not there
 * already (@ignore: the index of an element being replaced, or -1), and
 * the kind's own checks.  WP_ERROR_INVALID naming the element. */
gboolean    wp_puzzle_check_element  (const WpPuzzle      *puzzle,
                                      const WpElement     *element,
                                      gint                 ignore,
                                      GError             **error);
/* Index of the global rule of @kind with @value, or -1. */
gint        wp_puzzle_find_global    (const WpPuzzle      *puzzle,
                                      const WpElementKind *kind,
                                      gint                 value);

/* Every element's propagators, for a genre's build_model(). */
void        wp_puzzle_add_element_propagators (const WpPuzzle *puzzle,
                                               WpModel        *model);
/* The clashes of the givens with each element (appended to @conflicts, of
 * WpConflict). */
void        wp_puzzle_find_element_conflicts  (const WpPuzzle *puzzle,
                                               GPtrArray      *conflicts);
/* A copy of @puzzle without the elements of @family (NULL: without any). */
WpPuzzle   *wp_puzzle_without_family (const WpPuzzle      *puzzle,
                                      const char          *family);
/* The elements of @family on @puzzle in words: the one element's own
 * description when there is one ("the thermometer r1c1–r1c4", "siteswap
 * rows"), else the family's name ("thermometers"). */
char       *wp_puzzle_describe_family (const WpPuzzle     *puzzle,
                                       const char          *family);
/* The families present on @puzzle, in the order their first element comes
 * (a NULL-terminated array of the kinds' family ids, owned by the kinds). */
const char **wp_puzzle_element_families (const WpPuzzle  *puzzle);

/* The rules text a page shows when the setter wrote none: composed from
 * the elements present where the genre can, else the genre's own. */
char       *wp_puzzle_default_rules  (const WpPuzzle      *puzzle);
/* What a page prints after the rules, the setter's or the composed ones
 * (WpElementHooks.page_text); NULL when there is nothing. */
char       *wp_puzzle_page_text      (const WpPuzzle      *puzzle);

/* --- Native file ------------------------------------------------------------ */

/* Reads the "elements" member of @object into @puzzle (absent: none).
 * All or nothing; errors name the place ("elements[2].cells[1]: “r10c1” is
 * outside the 9×9 grid"). */
gboolean    wp_elements_read_json    (WpPuzzle            *puzzle,
                                      JsonObject          *object,
                                      GError             **error);
/* Writes "elements" when the puzzle has any. */
void        wp_elements_write_json   (const WpPuzzle      *puzzle,
                                      JsonBuilder         *builder);

/* For kinds: "r3c7" (1-based, any case) to a cell index. */
gboolean    wp_puzzle_parse_cell     (const WpPuzzle      *puzzle,
                                      const char          *name,
                                      guint               *cell);
/* Reads @member, an array of cell names, appending to @element's cells;
 * errors name the member and index. */
gboolean    wp_element_read_cells    (const WpPuzzle      *puzzle,
                                      JsonObject          *object,
                                      const char          *member,
                                      WpElement           *element,
                                      GError             **error);
/* Writes cells[@from .. @from + @n) as an array member of cell names. */
void        wp_element_write_cells   (const WpPuzzle      *puzzle,
                                      const WpElement     *element,
                                      const char          *member,
                                      guint                from,
                                      guint                n,
                                      JsonBuilder         *builder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WpElement, wp_element_free)

G_END_DECLS
