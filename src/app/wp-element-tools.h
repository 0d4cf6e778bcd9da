/* wp-element-tools.h — the tool bar over the board for a genre with elements
 *
 * A row of linked toggle buttons, one per element tool (Digits, Cage,
 * Thermometer, Arrow, White dot, Black dot, X, V, Extra region), each
 * bound to win.element-tool with its name as target; and a Rules menu
 * button whose popover holds a switch per rule over the whole grid (the
 * diagonals, anti-knight, anti-king, non-consecutive, siteswap rows and
 * columns) and per classic rule the genre can switch off (its 0/1
 * settings).  A switch turned makes one edit, emitted as ::edit, which the
 * window applies; the switches then show what the puzzle holds.
 *
 * For a genre without elements the bar is empty but keeps its height, so
 * the grid never moves when it comes and goes.
 */
#pragma once

#include <gtk/gtk.h>

#include "app/wp-clue-editor.h"
#include "core/wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_ELEMENT_TOOLS (wp_element_tools_get_type ())
G_DECLARE_FINAL_TYPE (WpElementTools, wp_element_tools, WP, ELEMENT_TOOLS, GtkWidget)

/* The tools and rules of @puzzle's genre, the switches as @puzzle has
 * them (a reference is kept). */
void        wp_element_tools_set_puzzle      (WpElementTools *self,
                                              const WpPuzzle *puzzle);
/* Whether the tools are shown (the genre has elements). */
gboolean    wp_element_tools_get_shown       (WpElementTools *self);
/* For tests: the switch of a rule ("anti-knight", "siteswap-rows",
 * "classic-boxes"…), or NULL when the genre has no such rule. */
GtkSwitch  *wp_element_tools_get_rule_switch (WpElementTools *self,
                                              const char     *id);
GtkWidget  *wp_element_tools_get_rules_button (WpElementTools *self);
/* For tests: the toggle button of a tool ("cage"), or NULL. */
GtkWidget  *wp_element_tools_get_tool_button (WpElementTools *self,
                                              const char     *tool);

/* The editor of clues picked from menus (shown for logic grids). */
WpClueEditor *wp_element_tools_get_clue_editor (WpElementTools *self);

G_END_DECLS
