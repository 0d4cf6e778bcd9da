/* wp-marks-bar.h — the line under the board: what its marks rest on, and
 * a legend of every mark ("What the marks mean") */
#pragma once

#include <gtk/gtk.h>

#include "core/wp-puzzle.h"

G_BEGIN_DECLS

#define WP_TYPE_MARKS_BAR (wp_marks_bar_get_type ())
G_DECLARE_FINAL_TYPE (WpMarksBar, wp_marks_bar, WP, MARKS_BAR, GtkBox)

/* The legend draws its samples the way @puzzle's genre shows values. */
void        wp_marks_bar_set_puzzle  (WpMarksBar     *self,
                                      const WpPuzzle *puzzle);
/* What the marks on the board rest on, when the setter must know it ("from
 * the first 1000 of at least 1000 solutions…"); NULL or "" for nothing.
 * The line keeps its height either way, so the board never moves. */
void        wp_marks_bar_set_caption (WpMarksBar     *self,
                                      const char     *caption);
const char *wp_marks_bar_get_caption (WpMarksBar     *self);

G_END_DECLS
