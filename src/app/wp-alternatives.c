/* wp-alternatives.c — the solutions of an ambiguous puzzle, side by side */
#include "app/wp-alternatives.h"
#include "app/wp-board.h"
#include "app/wp-place-offer.h"
#include "core/wp-genre.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Thumbnails two to a row in the side panel when that still gives each
 * cell this many pixels, else one to a row. */
#define READABLE_CELL 15
#define PANEL_CONTENT 336   /* the side panel's 360 px less the margins */

struct _WpAlternatives {
  GtkBox      parent_instance;

  GtkLabel   *caption;
  GtkLabel   *explanation;
  GtkGrid    *boards;

  WpPuzzle   *puzzle;
  GPtrArray  *solutions;   /* of gint*, owned copies */
  GPtrArray  *cards;       /* of GtkToggleButton*, one per solution (owned by the grid) */
  WpRenderOverlay *overlay;
  int         chosen;      /* -1: none */
  gboolean    pressed;     /* where the last press on the cards was: */
  double      press_x, press_y;   /* in the grid's pixels */
  guint64     total;       /* solutions in all, as far as counting knows */
  WpCountKind total_kind;  /* how to read it (a linear genre: 2^k, infinite) */
  guint       total_log2;
  gboolean    total_exact;
};

G_DEFINE_FINAL_TYPE (WpAlternatives, wp_alternatives, GTK_TYPE_BOX)

enum { PROP_0, PROP_CHOSEN, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* --- Words ------------------------------------------------------------------- */

static guint
n_kept (WpAlternatives *self)
{
  return self->solutions ? self->solutions->len : 0;
}

char *
wp_alternatives_describe_chosen (WpAlternatives *self, gboolean showing)
{
  g_autofree char *total = wp_count_to_string (self->total, self->total_kind, self->total_log2);
  guint number = (guint) self->chosen + 1;

  if (self->chosen < 0)
    return NULL;
  /* Translators: "Showing solution 3 of 6 kept (12 in all)": the
   * solutions counting kept, among all the puzzle has. */
  if (showing)
    return self->total_exact ? g_strdup_printf (_("Showing solution %u of %u kept (%s in all)"), number, n_kept (self), total)
                             : g_strdup_printf (_("Showing solution %u of %u kept (at least %s in all)"), number,
                                                n_kept (self), total);
  return self->total_exact ? g_strdup_printf (_("Solution %u of %u kept (%s in all)"), number, n_kept (self), total)
                           : g_strdup_printf (_("Solution %u of %u kept (at least %s in all)"), number, n_kept (self),
                                              total);
}

static char *
describe_kept (WpAlternatives *self)
{
  g_autofree char *total = wp_count_to_string (self->total, self->total_kind, self->total_log2);

  if (self->total_exact)
    return g_strdup_printf (ngettext ("%u solution kept (%s in all)", "%u solutions kept (%s in all)", n_kept (self)),
                            n_kept (self), total);
  return g_strdup_printf (ngettext ("%u solution kept (at least %s in all)",
                                    "%u solutions kept (at least %s in all)", n_kept (self)),
                          n_kept (self), total);
}

/* The caption and the checked thumbnail follow the choice. */
static void
show_choice (WpAlternatives *self)
{
  g_autofree char *caption = self->chosen >= 0 ? wp_alternatives_describe_chosen (self, FALSE)
                                               : describe_kept (self);

  gtk_label_set_text (self->caption, caption);
  gtk_widget_set_visible (GTK_WIDGET (self->caption), n_kept (self) > 0);
  for (guint i = 0; self->cards && i < self->cards->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (self->cards, i), (int) i == self->chosen);
}

/* --- Choosing ------------------------------------------------------------------ */

int
wp_alternatives_get_chosen (WpAlternatives *self)
{
  g_return_val_if_fail (WP_IS_ALTERNATIVES (self), -1);
  return self->chosen;
}

void
wp_alternatives_choose (WpAlternatives *self, int index)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  if (index < -1 || index >= (int) n_kept (self))
    return;
  if (index != self->chosen)
    {
      self->chosen = index;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
    }
  show_choice (self);   /* a toggle button clicked has flipped itself */
}

void
wp_alternatives_step (WpAlternatives *self, int delta)
{
  int n = (int) n_kept (self);

  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  if (n == 0)
    return;
  if (self->chosen < 0)
    wp_alternatives_choose (self, delta > 0 ? 0 : n - 1);
  else
    wp_alternatives_choose (self, ((self->chosen + delta) % n + n) % n);
}

const gint *
wp_alternatives_get_solution (WpAlternatives *self, guint index)
{
  g_return_val_if_fail (WP_IS_ALTERNATIVES (self), NULL);
  return index < n_kept (self) ? g_ptr_array_index (self->solutions, index) : NULL;
}

/* --- Placing a value --------------------------------------------------------- */

gint
wp_alternatives_value_to_place (WpAlternatives *self, guint index, guint cell)
{
  const gint *mine;

  if (index >= n_kept (self) || cell >= wp_puzzle_n_cells (self->puzzle))
    return WP_CELL_EMPTY;
  mine = g_ptr_array_index (self->solutions, index);
  for (guint s = 0; s < self->solutions->len; s++)
    if (((const gint *) g_ptr_array_index (self->solutions, s))[cell] != mine[cell])
      return mine[cell];
  return WP_CELL_EMPTY;
}

gboolean
wp_alternatives_offer_place (WpAlternatives *self, WpBoard *board, guint cell)
{
  g_return_val_if_fail (WP_IS_ALTERNATIVES (self), FALSE);
  if (self->chosen < 0 || wp_alternatives_value_to_place (self, (guint) self->chosen, cell) == WP_CELL_EMPTY)
    return FALSE;
  wp_place_offer_show (board, self->puzzle, self->solutions, (guint) self->chosen, cell);
  return TRUE;
}

/* A click on a thumbnail at (@x, @y) in its board's pixels.  On a marked
 * cell it chooses the thumbnail (never unchooses it: the click is about the
 * cell) and offers that solution's value there; anywhere else it chooses
 * the thumbnail, or returns to the puzzle when it was chosen. */
static void
click_thumbnail (WpAlternatives *self, guint index, gboolean on_point, double x, double y)
{
  WpBoard *board = wp_alternatives_get_thumbnail (self, index);
  guint cell;

  if (on_point && wp_board_get_cell_at (board, x, y, &cell) &&
      wp_alternatives_value_to_place (self, index, cell) != WP_CELL_EMPTY)
    {
      wp_alternatives_choose (self, (int) index);
      wp_place_offer_show (board, self->puzzle, self->solutions, index, cell);
      return;
    }
  wp_alternatives_choose (self, self->chosen == (int) index ? -1 : (int) index);
}

/* The card is a toggle button, whose own gesture takes the click from
 * anything inside it (the board is no target at all) and claims the press
 * before any other gesture on the card sees it: where the press was is
 * noted by the grid of cards, in its pixels, and read on ::clicked. */
static void
on_grid_pressed (GtkGestureClick *gesture, int n_press, double x, double y, WpAlternatives *self)
{
  self->press_x = x;
  self->press_y = y;
  self->pressed = TRUE;
}

/* A click, or Space or Enter on the focused card: a point off the card
 * (a press dragged away, then a key) counts as none, which toggles. */
static void
on_card_clicked (GtkButton *card, WpAlternatives *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "solution-index"));
  double cx, cy, x = 0, y = 0;
  gboolean on_point = self->pressed &&
                      gtk_widget_translate_coordinates (GTK_WIDGET (self->boards), GTK_WIDGET (card),
                                                        self->press_x, self->press_y, &cx, &cy) &&
                      gtk_widget_contains (GTK_WIDGET (card), cx, cy) &&
                      gtk_widget_translate_coordinates (GTK_WIDGET (self->boards),
                                                        GTK_WIDGET (wp_alternatives_get_thumbnail (self, index)),
                                                        self->press_x, self->press_y, &x, &y);

  self->pressed = FALSE;
  click_thumbnail (self, index, on_point, x, y);
}

/* The press noted where the pointer would make it, then the card's click. */
void
wp_alternatives_click_thumbnail (WpAlternatives *self, guint index, double x, double y)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self) && index < n_kept (self));
  self->pressed = gtk_widget_translate_coordinates (GTK_WIDGET (wp_alternatives_get_thumbnail (self, index)),
                                                    GTK_WIDGET (self->boards), x, y, &self->press_x, &self->press_y);
  g_signal_emit_by_name (g_ptr_array_index (self->cards, index), "clicked");
}

/* --- Thumbnails ---------------------------------------------------------------- */

static guint
columns_for (const WpPuzzle *puzzle)
{
  WpRenderMargins margins;
  double cells_w;

  wp_render_get_margins (puzzle, &margins);
  cells_w = puzzle->width + margins.left + margins.right;
  return (PANEL_CONTENT / 2 - 20) / cells_w >= READABLE_CELL ? 2 : 1;
}

static GtkWidget *
solution_card (WpAlternatives *self, guint index, const guint8 *different)
{
  GtkWidget *card = gtk_toggle_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *board = wp_board_new ();
  g_autofree char *caption = g_strdup_printf (_("Solution %u"), index + 1);
  GtkWidget *label = gtk_label_new (caption);

  wp_board_set_puzzle (WP_BOARD (board), self->puzzle);
  /* Drawn as the main board draws it laid over: one look for one thing. */
  wp_board_set_alternative (WP_BOARD (board), g_ptr_array_index (self->solutions, index));
  wp_board_set_differences (WP_BOARD (board), different);
  wp_board_set_overlay (WP_BOARD (board), self->overlay);
  gtk_widget_set_can_target (board, FALSE);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), label);

  gtk_button_set_child (GTK_BUTTON (card), box);
  gtk_widget_add_css_class (card, "flat");
  gtk_widget_add_css_class (card, "alternative-thumbnail");
  gtk_widget_set_hexpand (card, TRUE);
  gtk_widget_set_valign (card, GTK_ALIGN_START);
  g_object_set_data (G_OBJECT (card), "solution-index", GUINT_TO_POINTER (index));
  g_signal_connect (card, "clicked", G_CALLBACK (on_card_clicked), self);
  return card;
}

WpBoard *
wp_alternatives_get_thumbnail (WpAlternatives *self, guint index)
{
  GtkWidget *box;

  g_return_val_if_fail (WP_IS_ALTERNATIVES (self) && index < n_kept (self), NULL);
  box = gtk_button_get_child (g_ptr_array_index (self->cards, index));
  return WP_BOARD (gtk_widget_get_first_child (box));
}

void
wp_alternatives_clear (WpAlternatives *self)
{
  GtkWidget *child;
  gboolean was_chosen = self->chosen >= 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->boards))))
    gtk_grid_remove (self->boards, child);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  self->chosen = -1;
  self->total = 0;
  self->total_kind = WP_COUNT_ENUMERATED;
  gtk_widget_set_sensitive (GTK_WIDGET (self->boards), TRUE);
  self->total_exact = FALSE;
  gtk_label_set_text (self->explanation,
                      _("When the puzzle has more than one solution, they appear here side by "
                        "side, with the cells where they differ marked."));
  show_choice (self);
  if (was_chosen)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);
}

void
wp_alternatives_show (WpAlternatives *self, const WpPuzzle *puzzle, GPtrArray *solutions,
                      const guint8 *different)
{
  gsize size = sizeof (gint) * wp_puzzle_n_cells (puzzle);
  guint columns = columns_for (puzzle);

  wp_alternatives_clear (self);
  self->puzzle = wp_puzzle_ref (puzzle);
  self->solutions = g_ptr_array_new_with_free_func (g_free);
  self->cards = g_ptr_array_new ();
  self->total = solutions->len;   /* all that is proved until told more */
  for (guint s = 0; s < solutions->len; s++)
    g_ptr_array_add (self->solutions, g_memdup2 (g_ptr_array_index (solutions, s), size));
  for (guint s = 0; s < solutions->len; s++)
    {
      GtkWidget *card = solution_card (self, s, different);

      g_ptr_array_add (self->cards, card);
      gtk_grid_attach (self->boards, card, (int) (s % columns), (int) (s / columns), 1, 1);
    }
  gtk_label_set_text (self->explanation,
                      _("Click one, or press Alt+1, Alt+2 …, to lay it over the board; click it "
                        "again to return. Click a marked cell to place that solution's value there."));
  show_choice (self);
}

void
wp_alternatives_mark_stale (WpAlternatives *self)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  wp_alternatives_choose (self, -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->boards), FALSE);
}

void
wp_alternatives_set_total (WpAlternatives *self, guint64 count, WpCountKind kind, guint log2, gboolean exact)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  /* Never fewer than are shown: those are proved. */
  self->total = MAX (count, n_kept (self));
  self->total_kind = count >= n_kept (self) ? kind : WP_COUNT_ENUMERATED;
  self->total_log2 = log2;
  self->total_exact = exact && count >= n_kept (self);
  show_choice (self);
  if (self->chosen >= 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOSEN]);   /* its words changed */
}

static void
set_overlay_on_card (GtkWidget *card, WpRenderOverlay *overlay)
{
  /* toggle button → box → board (its first child) */
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (card));

  wp_board_set_overlay (WP_BOARD (gtk_widget_get_first_child (box)), overlay);
}

void
wp_alternatives_set_overlay (WpAlternatives *self, WpRenderOverlay *overlay)
{
  g_return_if_fail (WP_IS_ALTERNATIVES (self));
  if (overlay)
    wp_render_overlay_ref (overlay);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  self->overlay = overlay;
  for (guint i = 0; self->cards && i < self->cards->len; i++)
    set_overlay_on_card (g_ptr_array_index (self->cards, i), overlay);
}

guint
wp_alternatives_get_n_boards (WpAlternatives *self)
{
  return n_kept (self);
}

/* --- Class ------------------------------------------------------------------- */

static void
wp_alternatives_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WpAlternatives *self = WP_ALTERNATIVES (object);

  switch (prop_id)
    {
    case PROP_CHOSEN:
      g_value_set_int (value, self->chosen);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wp_alternatives_dispose (GObject *object)
{
  WpAlternatives *self = WP_ALTERNATIVES (object);

  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->overlay, wp_render_overlay_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_ALTERNATIVES);
  G_OBJECT_CLASS (wp_alternatives_parent_class)->dispose (object);
}

static void
wp_alternatives_class_init (WpAlternativesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wp_alternatives_dispose;
  object_class->get_property = wp_alternatives_get_property;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-alternatives.ui");
  gtk_widget_class_bind_template_child (widget_class, WpAlternatives, caption);
  gtk_widget_class_bind_template_child (widget_class, WpAlternatives, explanation);
  gtk_widget_class_bind_template_child (widget_class, WpAlternatives, boards);

  /**
   * WpAlternatives:chosen:
   *
   * The index of the solution chosen to lay over the board, -1 for none.
   */
  properties[PROP_CHOSEN] = g_param_spec_int ("chosen", NULL, NULL, -1, G_MAXINT, -1,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
wp_alternatives_init (WpAlternatives *self)
{
  GtkGesture *press = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Capture: the grid hears of the press before the card claims it. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (press), GTK_PHASE_CAPTURE);
  g_signal_connect (press, "pressed", G_CALLBACK (on_grid_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->boards), GTK_EVENT_CONTROLLER (press));
  self->chosen = -1;
  wp_alternatives_clear (self);
}
