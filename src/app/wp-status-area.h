/* wp-status-area.h — what the studio knows about the current grid */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define WP_TYPE_STATUS_AREA (wp_status_area_get_type ())
G_DECLARE_FINAL_TYPE (WpStatusArea, wp_status_area, WP, STATUS_AREA, GtkBox)

/* A verdict: @icon_name names it for the eye; the title says it in words. */
void        wp_status_area_show_verdict  (WpStatusArea *self,
                                          const char   *icon_name,
                                          const char   *title,
                                          const char   *detail);
/* Work under way: a spinner, a Stop button and what is known so far. */
void        wp_status_area_show_progress (WpStatusArea *self,
                                          const char   *title,
                                          const char   *detail);
const char *wp_status_area_get_title     (WpStatusArea *self);
const char *wp_status_area_get_detail    (WpStatusArea *self);

G_END_DECLS
