/* wp-alternatives.c — the solutions of an ambiguous puzzle, side by side */
#include "app/wp-alternatives.h"
#include "app/wp-board.h"
#include "core/wp-genre.h"

#include <adwaita.h>
#include <glib/gi18n.h>

struct _WpAlternatives {
  GtkBox      parent_instance;

  GtkLabel   *explanation;
  GtkFlowBox *boards;

  WpPuzzle   *puzzle;
  GPtrArray  *solutions;   /* of gint*, owned copies */
  WpRenderOverlay *overlay;
};

G_DEFINE_FINAL_TYPE (WpAlternatives, wp_alternatives, GTK_TYPE_BOX)

enum { PLACE_VALUE, N_SIGNALS };
static guint signals[N_SIGNALS];

gint
wp_alternatives_value_to_place (WpAlternatives *self, guint index, guint cell)
{
  const gint *mine;

  if (self->solutions == NULL || index >= self->solutions->len)
    return WP_CELL_EMPTY;
  mine = g_ptr_array_index (self->solutions, index);
  for (guint s = 0; s < self->solutions->len; s++)
    {
      const gint *other = g_ptr_array_index (self->solutions, s);
      if (other[cell] != mine[cell])
        return other[cell];
    }
  return WP_CELL_EMPTY;
}

typedef struct {
  WpAlternatives *self;
  guint           cell;
  gint            value;
} Offer;

static void
on_offer_response (AdwMessageDialog *dialog, const char *response, Offer *offer)
{
  if (g_str_equal (response, "place"))
    g_signal_emit (offer->self, signals[PLACE_VALUE], 0, offer->cell, offer->value);
}

static void
free_offer (gpointer data, GClosure *closure)
{
  g_free (data);
}

static void
on_cell_activated (WpBoard *board, guint cell, WpAlternatives *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (board), "solution-index"));
  gint value = wp_alternatives_value_to_place (self, index, cell);
  const gint *mine = g_ptr_array_index (self->solutions, index);
  g_autofree char *name = wp_cell_name (cell / self->puzzle->width, cell % self->puzzle->width);
  g_autofree char *new_value = NULL, *old_value = NULL, *heading = NULL, *body = NULL;
  AdwMessageDialog *dialog;
  Offer *offer;

  if (value == WP_CELL_EMPTY)
    return;   /* every solution agrees here: nothing to decide */
  new_value = self->puzzle->genre->format_value (self->puzzle, value);
  old_value = self->puzzle->genre->format_value (self->puzzle, mine[cell]);
  heading = g_strdup_printf (_("Place %s at %s?"), new_value, name);
  body = g_strdup_printf (_("Solution %u has %s there. Placing %s as a given rules it out, "
                            "and counting starts again."), index + 1, old_value, new_value);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                       heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "place", _("_Place"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "place", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "place");
  offer = g_new (Offer, 1);
  *offer = (Offer) { self, cell, value };
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_offer_response), offer, free_offer, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
solution_card (WpAlternatives *self, guint index, const guint8 *different)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *board = wp_board_new ();
  g_autofree char *caption = g_strdup_printf (_("Solution %u"), index + 1);
  GtkWidget *label = gtk_label_new (caption);

  wp_board_set_puzzle (WP_BOARD (board), self->puzzle);
  wp_board_set_solution (WP_BOARD (board), g_ptr_array_index (self->solutions, index));
  wp_board_set_differences (WP_BOARD (board), different);
  wp_board_set_overlay (WP_BOARD (board), self->overlay);
  g_object_set_data (G_OBJECT (board), "solution-index", GUINT_TO_POINTER (index));
  g_signal_connect (board, "cell-activated", G_CALLBACK (on_cell_activated), self);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (card), board);
  gtk_box_append (GTK_BOX (card), label);
  return card;
}

void
wp_alternatives_clear (WpAlternatives *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->boards))))
    gtk_flow_box_remove (self->boards, child);
  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  gtk_label_set_text (self->explanation,
                      _("When the puzzle has more than one solution, they appear here side by "
                        "side, with the cells where they differ marked."));
}

void
wp_alternatives_show (WpAlternatives *self, const WpPuzzle *puzzle, GPtrArray *solutions,
                      const guint8 *different)
{
  gsize size = sizeof (gint) * wp_puzzle_n_cells (puzzle);

  wp_alternatives_clear (self);
  self->puzzle = wp_puzzle_ref (puzzle);
  self->solutions = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < solutions->len; s++)
    g_ptr_array_add (self->solutions, g_memdup2 (g_ptr_array_index (solutions, s), size));
  for (guint s = 0; s < solutions->len; s++)
    gtk_flow_box_append (self->boards, solution_card (self, s, different));
  gtk_label_set_text (self->explanation,
                      _("The marked cells differ between solutions. Click one to place the "
                        "value another solution has there."));
}

static void
set_overlay_on_card (GtkWidget *child, WpRenderOverlay *overlay)
{
  /* flow box child → card box → board (its first child) */
  GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

  wp_board_set_overlay (WP_BOARD (gtk_widget_get_first_child (card)), overlay);
}

void
wp_alternatives_set_overlay (WpAlternatives *self, WpRenderOverlay *overlay)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  if (overlay)
    wp_render_overlay_ref (overlay);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  self->overlay = overlay;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->boards)); child;
       child = gtk_widget_get_next_sibling (child))
    set_overlay_on_card (child, overlay);
}

guint
wp_alternatives_get_n_boards (WpAlternatives *self)
{
  return self->solutions ? self->solutions->len : 0;
}

static void
wp_alternatives_dispose (GObject *object)
{
  WpAlternatives *self = WP_ALTERNATIVES (object);

  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_ALTERNATIVES);
  G_OBJECT_CLASS (wp_alternatives_parent_class)->dispose (object);
}

static void
wp_alternatives_class_init (WpAlternativesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_alternatives_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-alternatives.ui");
  gtk_widget_class_bind_template_child (widget_class, WpAlternatives, explanation);
  gtk_widget_class_bind_template_child (widget_class, WpAlternatives, boards);

  /**
   * WpAlternatives::place-value:
   * @cell: the cell index
   * @value: the value to place there as a given
   */
  signals[PLACE_VALUE] = g_signal_new ("place-value", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
}

static void
wp_alternatives_init (WpAlternatives *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  wp_alternatives_clear (self);
}
