/* wp-place-offer.c — "Place 7 at r4c7": a popover on a board's cell (see wp-place-offer.h) */
#include "app/wp-place-offer.h"
#include "core/wp-genre.h"

#include <glib/gi18n.h>

/* Marks the board's child that is the offer (a board has no other
 * popover, but the mark keeps wp_place_offer_get() honest). */
#define OFFER_KEY "wp-place-offer"

/* "3" or "3, 5": the values the other kept solutions have at @cell, each
 * once, in the order of the solutions. */
static char *
other_values (const WpPuzzle *puzzle, GPtrArray *solutions, guint index, guint cell)
{
  const gint *mine = g_ptr_array_index (solutions, index);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (gint));
  GString *text = g_string_new (NULL);

  for (guint s = 0; s < solutions->len; s++)
    {
      gint value = ((const gint *) g_ptr_array_index (solutions, s))[cell];
      gboolean again = value == mine[cell];
      g_autofree char *name = NULL;

      for (guint i = 0; i < seen->len && !again; i++)
        again = g_array_index (seen, gint, i) == value;
      if (again)
        continue;
      g_array_append_val (seen, value);
      name = puzzle->genre->format_value (puzzle, value);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* One popover per board, made on the first offer and kept: the board
 * unparents it when it goes. */
static GtkPopover *
offer_popover (WpBoard *board)
{
  GtkPopover *popover = wp_place_offer_get (board);
  GtkWidget *box, *label, *button;

  if (popover)
    return popover;
  popover = GTK_POPOVER (gtk_popover_new ());
  g_object_set_data (G_OBJECT (popover), OFFER_KEY, GINT_TO_POINTER (TRUE));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 32);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  button = gtk_button_new ();
  gtk_widget_add_css_class (button, "suggested-action");
  /* The action has run by now (the button's own handler comes first). */
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (gtk_popover_popdown), popover);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  gtk_popover_set_child (popover, box);
  gtk_popover_set_default_widget (popover, button);
  gtk_widget_set_parent (GTK_WIDGET (popover), GTK_WIDGET (board));
  return popover;
}

void
wp_place_offer_show (WpBoard *board, const WpPuzzle *puzzle, GPtrArray *solutions, guint index, guint cell)
{
  const gint *mine;
  g_autofree char *value = NULL, *others = NULL, *name = NULL, *text = NULL, *action = NULL;
  GtkPopover *popover;
  GtkWidget *label, *button;
  GdkRectangle rect;

  g_return_if_fail (index < solutions->len && cell < wp_puzzle_n_cells (puzzle));
  if (!wp_board_get_cell_rect (board, cell, &rect))
    return;
  mine = g_ptr_array_index (solutions, index);
  value = puzzle->genre->format_value (puzzle, mine[cell]);
  others = other_values (puzzle, solutions, index, cell);
  name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  /* Translators: "Solution 2 has 7 at r4c7; other kept solutions have 3
   * there. …"; the last %s lists values ("3, 5"). */
  text = g_strdup_printf (_("Solution %u has %s at %s; other kept solutions have %s there. "
                            "Placing it as a given rules those out, and counting starts again."),
                          index + 1, value, name, others);
  /* Translators: a button: "Place 7 at r4c7". */
  action = g_strdup_printf (_("Place %s at %s"), value, name);

  popover = offer_popover (board);
  label = gtk_widget_get_first_child (gtk_popover_get_child (popover));
  button = gtk_widget_get_next_sibling (label);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_button_set_label (GTK_BUTTON (button), action);
  /* The target first: the button checks it against the action's type. */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new ("(ui)", cell, mine[cell]));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.place-given");
  gtk_popover_set_pointing_to (popover, &rect);
  gtk_popover_popup (popover);
  gtk_widget_grab_focus (button);
}

GtkPopover *
wp_place_offer_get (WpBoard *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && g_object_get_data (G_OBJECT (child), OFFER_KEY))
      return GTK_POPOVER (child);
  return NULL;
}

GtkButton *
wp_place_offer_get_button (GtkPopover *offer)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_popover_get_child (offer));

  return GTK_BUTTON (gtk_widget_get_next_sibling (label));
}
