/* wp-status-area.c — what the studio knows about the current grid */
#include "app/wp-status-area.h"

struct _WpStatusArea {
  GtkBox      parent_instance;

  GtkImage   *icon;
  GtkSpinner *spinner;
  GtkLabel   *title;
  GtkLabel   *detail;
  GtkWidget  *count_all_button;
  GtkWidget  *stop_button;
};

G_DEFINE_FINAL_TYPE (WpStatusArea, wp_status_area, GTK_TYPE_BOX)

static void
set_busy (WpStatusArea *self, gboolean busy)
{
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->icon), !busy);
  gtk_widget_set_visible (self->stop_button, busy);
  gtk_widget_set_visible (self->count_all_button, !busy);
}

static void
set_text (WpStatusArea *self, const char *title, const char *detail)
{
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->detail, detail ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail), detail != NULL);
  /* Screen readers hear the verdict when it changes. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

void
wp_status_area_show_verdict (WpStatusArea *self, const char *icon_name, const char *title,
                             const char *detail)
{
  set_busy (self, FALSE);
  gtk_image_set_from_icon_name (self->icon, icon_name);
  set_text (self, title, detail);
}

void
wp_status_area_show_progress (WpStatusArea *self, const char *title, const char *detail)
{
  set_busy (self, TRUE);
  set_text (self, title, detail);
}

const char *
wp_status_area_get_title (WpStatusArea *self)
{
  return gtk_label_get_text (self->title);
}

const char *
wp_status_area_get_detail (WpStatusArea *self)
{
  return gtk_label_get_text (self->detail);
}

static void
wp_status_area_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), WP_TYPE_STATUS_AREA);
  G_OBJECT_CLASS (wp_status_area_parent_class)->dispose (object);
}

static void
wp_status_area_class_init (WpStatusAreaClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_status_area_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-status-area.ui");
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, icon);
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, spinner);
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, title);
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, detail);
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, count_all_button);
  gtk_widget_class_bind_template_child (widget_class, WpStatusArea, stop_button);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
wp_status_area_init (WpStatusArea *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
