/* wp-marks-bar.c — the caption under the board and the legend of its marks */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "app/wp-marks-bar.h"
#include "render/wp-render.h"

#define SAMPLE_SIZE 36

struct _WpMarksBar {
  GtkBox      parent_instance;

  GtkLabel   *caption;
  GtkGrid    *legend_grid;
  WpPuzzle   *sample;   /* a snapshot, kept while the genre stays the same */
  GtkWidget  *pairs_row[2];   /* the tick/cross row's sample and words */
};

G_DEFINE_FINAL_TYPE (WpMarksBar, wp_marks_bar, GTK_TYPE_BOX)

typedef struct {
  WpRenderMark mark;
  const char  *meaning;
} LegendEntry;

/* One language for every genre: each mark has its own place in the cell
 * (see MARK_BAND in wp-render.c), so several can show at once. */
static const LegendEntry legend[] = {
  { WP_MARK_GIVEN,            N_("A given: bold") },
  { WP_MARK_SOLVED,           N_("A value of the solution shown") },
  { WP_MARK_CANDIDATES,       N_("True candidates: the values this cell takes in the solutions found") },
  { WP_MARK_SUGGESTION,       N_("Ringed: the suggested given, the one that leaves the fewest solutions") },
  { WP_MARK_DETERMINED,       N_("Shaded: the same value in every solution (once all are counted)") },
  { WP_MARK_DIFFERENT,        N_("Corner: the alternative solutions differ here") },
  { WP_MARK_PATTERN,          N_("Dashed frame: a deadly pattern, cells that can swap between solutions") },
  { WP_MARK_SELECTED_PATTERN, N_("Solid frame: the pattern selected in the side panel") },
  { WP_MARK_CONFLICT,         N_("Struck through: clashes with another given") },
  { WP_MARK_SELECTED,         N_("The selected cell") },
  /* Shown only for a genre with a tick/cross grid (logic grids). */
  { WP_MARK_PAIRS,            N_("Tick or cross in the grid beside the table: every solution pairs the two "
                                 "items, or none does (once all are counted)") },
};

static gboolean
prefers_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

static void
draw_sample (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WpMarksBar *self = g_object_get_data (G_OBJECT (area), "bar");
  WpRenderMark mark = GPOINTER_TO_INT (data);

  if (self->sample == NULL)
    return;
  wp_render_mark_sample (cr, self->sample, mark,
                         prefers_dark () ? &wp_palette_dark : &wp_palette_light,
                         0, 0, MIN (width, height));
}

static void
add_legend_row (WpMarksBar *self, guint row, const LegendEntry *entry)
{
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (_(entry->meaning));

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SAMPLE_SIZE);
  g_object_set_data (G_OBJECT (area), "bar", self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample, GINT_TO_POINTER (entry->mark), NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_grid_attach (self->legend_grid, area, 0, (int) row, 1, 1);
  gtk_grid_attach (self->legend_grid, label, 1, (int) row, 1, 1);
  if (entry->mark == WP_MARK_PAIRS)
    {
      self->pairs_row[0] = area;
      self->pairs_row[1] = label;
    }
}

static gboolean
has_pair_grid (const WpPuzzle *puzzle)
{
  return puzzle && puzzle->genre->view && puzzle->genre->view->pair_group;
}

void
wp_marks_bar_set_puzzle (WpMarksBar *self, const WpPuzzle *puzzle)
{
  g_return_if_fail (WP_IS_MARKS_BAR (self));

  if (puzzle == NULL || (self->sample && self->sample->genre == puzzle->genre))
    return;
  g_clear_pointer (&self->sample, wp_puzzle_free);
  self->sample = wp_puzzle_ref (puzzle);
  for (guint i = 0; i < G_N_ELEMENTS (self->pairs_row); i++)
    gtk_widget_set_visible (self->pairs_row[i], has_pair_grid (puzzle));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->legend_grid)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_DRAWING_AREA (child))
      gtk_widget_queue_draw (child);
}

void
wp_marks_bar_set_caption (WpMarksBar *self, const char *caption)
{
  g_return_if_fail (WP_IS_MARKS_BAR (self));

  gtk_label_set_text (self->caption, caption ? caption : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->caption), caption && *caption ? caption : NULL);
}

const char *
wp_marks_bar_get_caption (WpMarksBar *self)
{
  return gtk_label_get_text (self->caption);
}

static void
wp_marks_bar_dispose (GObject *object)
{
  WpMarksBar *self = WP_MARKS_BAR (object);

  g_clear_pointer (&self->sample, wp_puzzle_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), WP_TYPE_MARKS_BAR);
  G_OBJECT_CLASS (wp_marks_bar_parent_class)->dispose (object);
}

static void
wp_marks_bar_class_init (WpMarksBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_marks_bar_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/wellposed/Wellposed/wp-marks-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, WpMarksBar, caption);
  gtk_widget_class_bind_template_child (widget_class, WpMarksBar, legend_grid);
}

static void
wp_marks_bar_init (WpMarksBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (legend); i++)
    add_legend_row (self, i, &legend[i]);
  for (guint i = 0; i < G_N_ELEMENTS (self->pairs_row); i++)
    gtk_widget_set_visible (self->pairs_row[i], FALSE);
}
