/* wp-edit.c — applying a setter's edit to a snapshot (see wp-edit.h) */
#include <glib/gi18n.h>

#include "wp-edit.h"
#include "wp-error.h"

struct _WpEdit {
  WpEditKind  kind;
  GArray     *cells;        /* of WpCellChange (CELLS); of guint (PICTURE, REGIONS) */
  WpLineKind  line_kind;
  guint       line;
  char       *text;         /* clue text, metadata text */
  char       *id;           /* setting id, metadata field */
  gint        value;        /* setting value, painted value, region */
  gint       *base;         /* PICTURE: where painting starts without a picture */
  guint       n_base;
  WpElement  *element;      /* ADD_ELEMENT, CHANGE_ELEMENT; the index is in value */
};

static WpEdit *
edit_new (WpEditKind kind)
{
  WpEdit *edit = g_new0 (WpEdit, 1);

  edit->kind = kind;
  return edit;
}

WpEdit *
wp_edit_new_cells (void)
{
  WpEdit *edit = edit_new (WP_EDIT_CELLS);

  edit->cells = g_array_new (FALSE, FALSE, sizeof (WpCellChange));
  return edit;
}

void
wp_edit_add_cell (WpEdit *edit, guint cell, gint value)
{
  WpCellChange change = { cell, value };

  g_return_if_fail (edit->kind == WP_EDIT_CELLS);
  g_array_append_val (edit->cells, change);
}

WpEdit *
wp_edit_new_cell (guint cell, gint value)
{
  WpEdit *edit = wp_edit_new_cells ();

  wp_edit_add_cell (edit, cell, value);
  return edit;
}

WpEdit *
wp_edit_new_line_clues (WpLineKind kind, guint index, const char *text)
{
  WpEdit *edit = edit_new (WP_EDIT_LINE_CLUES);

  edit->line_kind = kind;
  edit->line = index;
  edit->text = g_strdup (text ? text : "");
  return edit;
}

WpEdit *
wp_edit_new_cell_clue (guint cell, const char *text)
{
  WpEdit *edit = edit_new (WP_EDIT_CELL_CLUE);

  edit->line = cell;
  edit->text = g_strdup (text ? text : "");
  return edit;
}

WpEdit *
wp_edit_new_arrange (const guint *from, const guint *turns, guint n)
{
  WpEdit *edit = edit_new (WP_EDIT_ARRANGE);

  /* The order in cells, the turns in base. */
  edit->cells = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  g_array_append_vals (edit->cells, from, n);
  edit->base = g_new0 (gint, MAX (n, 1));
  edit->n_base = n;
  for (guint i = 0; turns && i < n; i++)
    edit->base[i] = (gint) turns[i];
  return edit;
}

WpEdit *
wp_edit_new_paint (const gint *base, guint n_cells, gint value)
{
  WpEdit *edit = edit_new (WP_EDIT_PICTURE);

  edit->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  edit->value = value;   /* 0/1 for a painted picture: see apply_picture() */
  edit->base = base ? g_memdup2 (base, sizeof (gint) * n_cells) : NULL;
  edit->n_base = base ? n_cells : 0;
  return edit;
}

WpEdit *
wp_edit_new_regions (guint region)
{
  WpEdit *edit = edit_new (WP_EDIT_REGIONS);

  edit->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  edit->value = (gint) region;
  return edit;
}

void
wp_edit_add_painted (WpEdit *edit, guint cell)
{
  g_return_if_fail (edit->kind == WP_EDIT_PICTURE || edit->kind == WP_EDIT_REGIONS);
  g_array_append_val (edit->cells, cell);
}

WpEdit *
wp_edit_new_setting (const char *id, gint value)
{
  WpEdit *edit = edit_new (WP_EDIT_SETTING);

  edit->id = g_strdup (id);
  edit->value = value;
  return edit;
}

WpEdit *
wp_edit_new_metadata (const char *field, const char *text)
{
  WpEdit *edit = edit_new (WP_EDIT_METADATA);

  edit->id = g_strdup (field);
  edit->text = text && *text ? g_strdup (text) : NULL;
  return edit;
}

WpEdit *
wp_edit_new_add_element (const WpElement *element)
{
  WpEdit *edit = edit_new (WP_EDIT_ADD_ELEMENT);

  edit->element = wp_element_copy (element);
  return edit;
}

WpEdit *
wp_edit_new_change_element (guint index, const WpElement *element)
{
  WpEdit *edit = edit_new (WP_EDIT_CHANGE_ELEMENT);

  edit->value = (gint) index;
  edit->element = wp_element_copy (element);
  return edit;
}

WpEdit *
wp_edit_new_remove_element (guint index)
{
  WpEdit *edit = edit_new (WP_EDIT_REMOVE_ELEMENT);

  edit->value = (gint) index;
  return edit;
}

WpEdit *
wp_edit_copy (const WpEdit *edit)
{
  WpEdit *copy = g_memdup2 (edit, sizeof (WpEdit));

  copy->cells = edit->cells ? g_array_copy (edit->cells) : NULL;
  copy->text = g_strdup (edit->text);
  copy->id = g_strdup (edit->id);
  copy->base = edit->base ? g_memdup2 (edit->base, sizeof (gint) * edit->n_base) : NULL;
  copy->element = edit->element ? wp_element_copy (edit->element) : NULL;
  return copy;
}

G_DEFINE_BOXED_TYPE (WpEdit, wp_edit, wp_edit_copy, wp_edit_free)

void
wp_edit_free (WpEdit *edit)
{
  if (edit == NULL)
    return;
  g_clear_pointer (&edit->cells, g_array_unref);
  g_free (edit->text);
  g_free (edit->id);
  g_free (edit->base);
  wp_element_free (edit->element);
  g_free (edit);
}

WpEditKind
wp_edit_get_kind (const WpEdit *edit)
{
  return edit->kind;
}

gboolean
wp_edit_changes_solutions (const WpEdit *edit)
{
  return edit->kind != WP_EDIT_METADATA;
}

const char *
wp_edit_get_field (const WpEdit *edit)
{
  return edit->kind == WP_EDIT_METADATA ? edit->id : NULL;
}

/* --- Applying ---------------------------------------------------------------- */

static gboolean
cell_inside (const WpPuzzle *puzzle, guint cell, GError **error)
{
  g_autofree char *name = NULL;

  if (cell < wp_puzzle_n_cells (puzzle))
    return TRUE;
  name = wp_cell_name (cell / puzzle->width, cell % puzzle->width);
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s is outside the %u×%u grid"), name,
               puzzle->height, puzzle->width);
  return FALSE;
}

static gboolean
apply_cells (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  for (guint i = 0; i < edit->cells->len; i++)
    {
      const WpCellChange *change = &g_array_index (edit->cells, WpCellChange, i);

      if (!cell_inside (next, change->cell, error))
        return FALSE;
      next->cells[change->cell] = change->value;
    }
  /* Values out of the genre's range are named by its own check. */
  return next->genre->validate == NULL || next->genre->validate (next, error);
}

static gboolean
apply_line_clues (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  if (next->genre->lines == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no clues beside the lines"),
                   _(next->genre->name));
      return FALSE;
    }
  return next->genre->lines->set_clues (next, edit->line_kind, edit->line, edit->text, error);
}

static gboolean
apply_cell_clue (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  if (next->genre->cell_clues == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no clues inside the cells"),
                   _(next->genre->name));
      return FALSE;
    }
  if (edit->line >= wp_puzzle_n_cells (next))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("cell %u is outside the grid"), edit->line + 1);
      return FALSE;
    }
  return next->genre->cell_clues->set (next, edit->line, edit->text, error);
}

/* Every cell taken from exactly one cell, every turn a quarter turn
 * count: anything else is named, never applied. */
static gboolean
apply_arrange (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  guint n = wp_puzzle_n_cells (next);
  g_autofree guint8 *taken = g_new0 (guint8, n);
  g_autofree guint *turns = g_new0 (guint, MAX (n, 1));

  if (next->genre->cell_clues == NULL || next->genre->cell_clues->arrange == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no pieces to move or turn"),
                   _(next->genre->name));
      return FALSE;
    }
  if (edit->cells->len != n)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("an arrangement of %u cells does not fit a grid of %u"),
                   edit->cells->len, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      guint from = g_array_index (edit->cells, guint, i);

      if (!cell_inside (next, from, error))
        return FALSE;
      if (taken[from]++ || edit->base[i] < 0 || edit->base[i] > 3)
        {
          g_autofree char *name = wp_cell_name (from / next->width, from % next->width);

          g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                       taken[from] > 1 ? _("an arrangement takes the clue of %s twice")
                                       : _("an arrangement turns the clue of %s by other than 0 to 3 quarter turns"),
                       name);
          return FALSE;
        }
      turns[i] = (guint) edit->base[i];
    }
  next->genre->cell_clues->arrange (next, (const guint *) (gpointer) edit->cells->data, turns);
  return next->genre->validate == NULL || next->genre->validate (next, error);
}

static gboolean
apply_picture (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  guint n = wp_puzzle_n_cells (next);
  const gint *drawn;
  g_autofree gint *picture = NULL;

  if (next->genre->picture == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no picture to draw"),
                   _(next->genre->name));
      return FALSE;
    }
  drawn = next->genre->picture->get (next);
  picture = drawn ? g_memdup2 (drawn, sizeof (gint) * n)
          : edit->base && edit->n_base == n ? g_memdup2 (edit->base, sizeof (gint) * n)
          : g_new0 (gint, n);
  /* A typed picture starts blank: 0 is a value there. */
  for (guint i = 0; !drawn && !(edit->base && edit->n_base == n) && next->genre->picture->typed && i < n; i++)
    picture[i] = WP_CELL_EMPTY;
  for (guint i = 0; i < edit->cells->len; i++)
    {
      guint cell = g_array_index (edit->cells, guint, i);

      if (!cell_inside (next, cell, error))
        return FALSE;
      /* A painted picture is filled or empty; a typed one takes the value. */
      picture[cell] = next->genre->picture->typed ? edit->value : edit->value != 0;
    }
  next->genre->picture->set (next, picture);
  return TRUE;
}

static gboolean
apply_regions (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  guint n_regions = wp_genre_drawable_regions (next);

  if (n_regions == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("This puzzle's regions cannot be drawn"));
      return FALSE;
    }
  if ((guint) edit->value >= n_regions)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("There is no region %u"), (guint) edit->value + 1);
      return FALSE;
    }
  for (guint i = 0; i < edit->cells->len; i++)
    if (!cell_inside (next, g_array_index (edit->cells, guint, i), error))
      return FALSE;
  next->genre->regions->assign (next, (const guint *) (gpointer) edit->cells->data, edit->cells->len,
                                (guint) edit->value);
  return TRUE;
}

static gboolean
apply_setting (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  if (next->genre->settings == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("%s puzzles have no setting “%s”"),
                   _(next->genre->name), edit->id);
      return FALSE;
    }
  return next->genre->settings->apply (next, edit->id, edit->value, error);
}

static gboolean
apply_metadata (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  char **slot = wp_puzzle_metadata_field (next, edit->id);

  if (slot == NULL)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("a puzzle has no detail named “%s”"), edit->id);
      return FALSE;
    }
  g_free (*slot);
  *slot = g_strdup (edit->text);
  return TRUE;
}

static gboolean
element_index_exists (const WpPuzzle *next, const WpEdit *edit, GError **error)
{
  if ((guint) edit->value < next->elements->len)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, _("The puzzle has no element %u"),
               (guint) edit->value + 1);
  return FALSE;
}

static gboolean
apply_element (WpPuzzle *next, const WpEdit *edit, GError **error)
{
  switch (edit->kind)
    {
    case WP_EDIT_ADD_ELEMENT:
      if (!wp_puzzle_check_element (next, edit->element, -1, error))
        return FALSE;
      g_ptr_array_add (next->elements, wp_element_copy (edit->element));
      return TRUE;
    case WP_EDIT_CHANGE_ELEMENT:
      if (!element_index_exists (next, edit, error) ||
          !wp_puzzle_check_element (next, edit->element, edit->value, error))
        return FALSE;
      wp_element_free (g_ptr_array_index (next->elements, edit->value));
      g_ptr_array_index (next->elements, edit->value) = wp_element_copy (edit->element);
      return TRUE;
    case WP_EDIT_REMOVE_ELEMENT:
      if (!element_index_exists (next, edit, error))
        return FALSE;
      g_ptr_array_remove_index (next->elements, (guint) edit->value);
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

WpPuzzle *
wp_puzzle_apply_edit (const WpPuzzle *puzzle, const WpEdit *edit, GError **error)
{
  g_autoptr (WpPuzzle) next = NULL;
  gboolean done = FALSE;

  g_return_val_if_fail (puzzle != NULL && edit != NULL, NULL);

  next = wp_puzzle_copy (puzzle);
  switch (edit->kind)
    {
    case WP_EDIT_CELLS:      done = apply_cells (next, edit, error); break;
    case WP_EDIT_LINE_CLUES: done = apply_line_clues (next, edit, error); break;
    case WP_EDIT_CELL_CLUE:  done = apply_cell_clue (next, edit, error); break;
    case WP_EDIT_ARRANGE:    done = apply_arrange (next, edit, error); break;
    case WP_EDIT_PICTURE:    done = apply_picture (next, edit, error); break;
    case WP_EDIT_SETTING:    done = apply_setting (next, edit, error); break;
    case WP_EDIT_METADATA:   done = apply_metadata (next, edit, error); break;
    case WP_EDIT_REGIONS:    done = apply_regions (next, edit, error); break;
    case WP_EDIT_ADD_ELEMENT:
    case WP_EDIT_CHANGE_ELEMENT:
    case WP_EDIT_REMOVE_ELEMENT: done = apply_element (next, edit, error); break;
    default:                 g_assert_not_reached ();
    }
  return done ? g_steal_pointer (&next) : NULL;
}
