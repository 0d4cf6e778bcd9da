/* wp-window-intended.c — the setter's intended solution
 *
 * A genre with WpIntendedHooks (logic grids) stores the solution the setter
 * means without it constraining the count.  Use This Solution as Intended
 * takes the alternative laid over the board or the proved unique solution;
 * Forget Intended Solution drops it.  Each is one wp_document_replace(),
 * one undo step.  The verdict says when a unique puzzle's one solution is
 * another than the intended one.  Nothing here knows a genre.
 */
#include "app/wp-window-private.h"

static const WpIntendedHooks *
hooks_of (const WpPuzzle *puzzle)
{
  return puzzle->genre->intended;
}

/* The solution Use as Intended would take: the alternative laid over the
 * board, else the proved unique solution; NULL when there is neither. */
static const gint *
solution_to_use (WpWindow *self)
{
  int chosen = wp_alternatives_get_chosen (self->alternatives);

  if (self->drawing)
    return NULL;
  if (chosen >= 0)
    return wp_alternatives_get_solution (self->alternatives, (guint) chosen);
  return self->unique_solution;
}

void
wp_window_update_intended_actions (WpWindow *self)
{
  const WpIntendedHooks *hooks = hooks_of (self->puzzle);
  const gint *intended = hooks ? hooks->get (self->puzzle) : NULL;
  const gint *solution = hooks ? solution_to_use (self) : NULL;
  /* Taking the solution already intended would be an edit that changes
   * nothing. */
  gboolean differs = solution &&
                     (intended == NULL ||
                      memcmp (intended, solution, sizeof (gint) * wp_puzzle_n_cells (self->puzzle)) != 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.use-as-intended", differs);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.forget-intended", intended != NULL);
  gtk_widget_set_visible (self->intended_button, hooks != NULL);
}

/* The puzzle with @solution intended (NULL: none), one undo step. */
static void
replace_intended (WpWindow *self, const gint *solution)
{
  g_autoptr (WpPuzzle) next = wp_puzzle_copy (self->puzzle);
  g_autoptr (GError) error = NULL;

  if (!hooks_of (next)->set (next, solution, &error))
    {
      /* A solution the count found is always a full one: this would be a
       * bug, said rather than swallowed. */
      g_warning ("%s", error->message);
      return;
    }
  wp_document_replace (self->document, next);
}

static void
use_as_intended_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);
  g_autofree gint *solution = NULL;

  if (hooks_of (self->puzzle) == NULL || solution_to_use (self) == NULL)
    return;
  /* The alternatives are replaced by the recount the edit starts. */
  solution = g_memdup2 (solution_to_use (self), sizeof (gint) * wp_puzzle_n_cells (self->puzzle));
  wp_alternatives_choose (self->alternatives, -1);
  replace_intended (self, solution);
}

static void
forget_intended_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  WpWindow *self = WP_WINDOW (widget);

  if (hooks_of (self->puzzle) && hooks_of (self->puzzle)->get (self->puzzle))
    replace_intended (self, NULL);
}

gboolean
wp_window_show_intended_verdict (WpWindow *self, const gint *unique)
{
  const WpIntendedHooks *hooks = hooks_of (self->puzzle);
  g_autoptr (GPtrArray) notes = NULL;

  if (hooks == NULL || hooks->get (self->puzzle) == NULL || unique == NULL ||
      memcmp (hooks->get (self->puzzle), unique, sizeof (gint) * wp_puzzle_n_cells (self->puzzle)) == 0)
    return FALSE;
  notes = hooks->check (self->puzzle, unique);
  if (notes->len == 0)
    return FALSE;
  wp_status_area_show_verdict (self->status_area, "dialog-warning-symbolic", _("Unique, but not as intended"),
                               g_ptr_array_index (notes, 0));
  return TRUE;
}

void
wp_window_class_init_intended (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.use-as-intended", NULL, use_as_intended_activated);
  gtk_widget_class_install_action (widget_class, "win.forget-intended", NULL, forget_intended_activated);
}
