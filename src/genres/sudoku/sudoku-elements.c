/* sudoku-elements.c — the variant rules of Sudoku as element kinds
 *
 * Each kind reads and writes its own members of the native file, checks
 * its shape (a thermometer is a path, a dot sits between neighbours),
 * names clashes with the givens, and adds its propagators
 * (sudoku-propagators.c).  Everything shared by all kinds — copying,
 * equality, undo, the "elements" list in files — is in
 * src/core/wp-element.c.
 */
#include "genres/sudoku/sudoku-private.h"
#include "genres/sudoku/sudoku-propagators-private.h"
#include "core/wp-error.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

/* --- Shared helpers ------------------------------------------------------------ */

static guint
grid_size (const WpPuzzle *puzzle)
{
  return wp_sudoku_get_size (puzzle);
}

static gboolean
cells_touch (const WpPuzzle *puzzle, guint a, guint b, gboolean diagonally)
{
  guint n = puzzle->width;
  gint dr = abs ((gint) (a / n) - (gint) (b / n)), dc = abs ((gint) (a % n) - (gint) (b % n));

  if (diagonally)
    return MAX (dr, dc) == 1;
  return dr + dc == 1;
}

static char *
cell_name (const WpPuzzle *puzzle, guint cell)
{
  return wp_cell_name (cell / puzzle->width, cell % puzzle->width);
}

static GArray *
cells_array (const guint *cells, guint n)
{
  GArray *array = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);

  g_array_append_vals (array, cells, n);
  return array;
}

static gint
given (const WpPuzzle *puzzle, const WpElement *element, guint i)
{
  return puzzle->cells[wp_element_cell (element, i)];
}

static gboolean
read_int (JsonObject *object, const char *member, gboolean optional, gint64 min, gint64 max,
          gint *out, GError **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL && optional)
    return TRUE;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < min || json_node_get_int (node) > max)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%s: expected a whole number from %d to %d"), member, (gint) min, (gint) max);
      return FALSE;
    }
  *out = (gint) json_node_get_int (node);
  return TRUE;
}

/* A string member that must be one of @choices; its index goes to @out. */
static gboolean
read_choice (JsonObject *object, const char *member, const char *const *choices, gint *out,
             GError **error)
{
  JsonNode *node = json_object_get_member (object, member);
  const char *text = node && JSON_NODE_HOLDS_VALUE (node) &&
                     json_node_get_value_type (node) == G_TYPE_STRING
                     ? json_node_get_string (node) : NULL;
  g_autofree char *list = g_strjoinv ("”, “", (char **) choices);

  for (guint i = 0; text && choices[i]; i++)
    if (g_str_equal (text, choices[i]))
      {
        *out = (gint) i;
        return TRUE;
      }
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%s: expected one of “%s”"), member, list);
  return FALSE;
}

static gboolean
invalid (GError **error, const WpPuzzle *puzzle, const WpElement *element, const char *format, ...) G_GNUC_PRINTF (4, 5);

/* "the thermometer r1c1–r1c4 " + a reason. */
static gboolean
invalid (GError **error, const WpPuzzle *puzzle, const WpElement *element, const char *format, ...)
{
  g_autofree char *what = wp_element_describe (puzzle, element);
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%s %s", what, why);
  return FALSE;
}

/* Each cell touches the one before it (a path, diagonal steps allowed). */
static gboolean
check_path (const WpPuzzle *puzzle, const WpElement *element, guint from, GError **error)
{
  for (guint i = MAX (from, 1); i < element->cells->len; i++)
    if (!cells_touch (puzzle, wp_element_cell (element, i - 1), wp_element_cell (element, i), TRUE))
      {
        g_autofree char *a = cell_name (puzzle, wp_element_cell (element, i - 1));
        g_autofree char *b = cell_name (puzzle, wp_element_cell (element, i));

        return invalid (error, puzzle, element, _("jumps from %s to %s, which do not touch"), a, b);
      }
  return TRUE;
}

/* The value of every cell of an element, or -1 when one is empty. */
static gint
sum_of_givens (const WpPuzzle *puzzle, const WpElement *element, guint from, guint to, guint *n_empty)
{
  gint sum = 0;

  *n_empty = 0;
  for (guint i = from; i < to; i++)
    if (given (puzzle, element, i) == WP_CELL_EMPTY)
      (*n_empty)++;
    else
      sum += given (puzzle, element, i);
  return sum;
}

static gboolean
read_cells_member (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return wp_element_read_cells (puzzle, object, "cells", element, error);
}

static void
write_cells_member (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_element_write_cells (puzzle, element, "cells", 0, element->cells->len, builder);
}

/* Two cells listed with the same digit: "r1c1 and r1c3 both hold 5 in
 * the cage r1c1–r2c2". */
static WpConflict *
repeated_given (const WpPuzzle *puzzle, const WpElement *element)
{
  for (guint i = 0; i < element->cells->len; i++)
    for (guint j = i + 1; j < element->cells->len; j++)
      if (given (puzzle, element, i) != WP_CELL_EMPTY && given (puzzle, element, i) == given (puzzle, element, j))
        {
          guint pair[2] = { wp_element_cell (element, i), wp_element_cell (element, j) };
          g_autofree char *a = cell_name (puzzle, pair[0]);
          g_autofree char *b = cell_name (puzzle, pair[1]);
          g_autofree char *what = wp_element_describe (puzzle, element);

          return wp_conflict_new (cells_array (pair, 2),
                               g_strdup_printf (_("%s and %s both hold %c in %s"), a, b,
                                                wp_sudoku_value_char (given (puzzle, element, i)), what));
        }
  return NULL;
}

/* --- Killer cage ------------------------------------------------------------------ */

static gboolean
cage_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return read_cells_member (puzzle, object, element, error) &&
         read_int (object, "sum", TRUE, 1, 999, &element->value, error);
}

static void
cage_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  write_cells_member (puzzle, element, builder);
  if (element->value == WP_ELEMENT_NO_VALUE)
    return;
  json_builder_set_member_name (builder, "sum");
  json_builder_add_int_value (builder, element->value);
}

static gboolean
cage_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len == 0)
    return invalid (error, puzzle, element, _("has no cells"));
  if (element->cells->len > grid_size (puzzle))
    return invalid (error, puzzle, element, _("has %u cells, but only %u digits can differ"),
                    element->cells->len, grid_size (puzzle));
  if (element->value != WP_ELEMENT_NO_VALUE && element->value < 1)
    return invalid (error, puzzle, element, _("has a sum below 1"));
  return TRUE;
}

static void
cage_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_cage (model, (const guint *) (gpointer) element->cells->data, element->cells->len,
                      element->value == WP_ELEMENT_NO_VALUE ? 0 : element->value, grid_size (puzzle));
}

/* The smallest and largest totals @n_empty different digits can add, none
 * of them in @used (the givens). */
static void
reach_of_empty (guint size, guint64 used, guint n_empty, gint *low, gint *high)
{
  guint low_left = n_empty, high_left = n_empty;

  *low = *high = 0;
  for (guint d = 1; d <= size && low_left; d++)
    if (!(used & (G_GUINT64_CONSTANT (1) << d)))
      *low += (gint) d, low_left--;
  for (guint d = size; d >= 1 && high_left; d--)
    if (!(used & (G_GUINT64_CONSTANT (1) << d)))
      *high += (gint) d, high_left--;
}

static WpConflict *
cage_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  WpConflict *repeat = repeated_given (puzzle, element);
  guint64 used = 0;
  guint n_empty;
  gint sum, low, high;
  g_autofree char *what = NULL;

  if (repeat || element->value == WP_ELEMENT_NO_VALUE)
    return repeat;
  sum = sum_of_givens (puzzle, element, 0, element->cells->len, &n_empty);
  for (guint i = 0; i < element->cells->len; i++)
    if (given (puzzle, element, i) != WP_CELL_EMPTY)
      used |= G_GUINT64_CONSTANT (1) << given (puzzle, element, i);
  reach_of_empty (grid_size (puzzle), used, n_empty, &low, &high);
  what = wp_element_describe (puzzle, element);
  if (sum + high < element->value)
    return wp_conflict_new (g_array_copy (element->cells),
                         g_strdup_printf (_("%s needs %d, its digits reach at most %d"),
                                          what, element->value, sum + high));
  if (sum + low > element->value)
    return wp_conflict_new (g_array_copy (element->cells),
                         g_strdup_printf (_("%s needs %d, its digits make at least %d"),
                                          what, element->value, sum + low));
  return NULL;
}

static char *
cage_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the cage %s"), span);
}

const WpElementKind wp_sudoku_cage = {
  .id = "cage", .name = N_("Killer cage"), .noun = N_("killer cage"), .family = "cages", .family_name = N_("killer cages"),
  .shape = WP_ELEMENT_SHAPE_CAGE,
  .read_json = cage_read, .write_json = cage_write, .validate = cage_validate,
  .add_propagators = cage_propagators, .find_conflict = cage_conflict, .describe = cage_describe,
  .rule = N_("Digits in a cage do not repeat and add up to the small number in its corner."),
};

/* --- Thermometer ------------------------------------------------------------------ */

static gboolean
thermo_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len < 2)
    return invalid (error, puzzle, element, _("needs at least two cells"));
  if (element->cells->len > grid_size (puzzle))
    return invalid (error, puzzle, element, _("is longer than the %u digits that can rise along it"),
                    grid_size (puzzle));
  return check_path (puzzle, element, 1, error);
}

static void
thermo_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_thermometer (model, (const guint *) (gpointer) element->cells->data,
                             element->cells->len, grid_size (puzzle));
}

/* A given with too little room below or above it, or two givens that do
 * not rise far enough apart. */
static WpConflict *
thermo_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint n = element->cells->len, size = grid_size (puzzle);
  gint last_value = 0;
  guint last = 0;

  for (guint i = 0; i < n; i++)
    {
      gint v = given (puzzle, element, i);
      g_autofree char *name = NULL;
      g_autofree char *what = NULL;

      if (v == WP_CELL_EMPTY)
        continue;
      name = cell_name (puzzle, wp_element_cell (element, i));
      what = wp_element_describe (puzzle, element);
      if (v < (gint) i + 1 || v > (gint) (size - (n - 1 - i)))
        return wp_conflict_new (cells_array (&g_array_index (element->cells, guint, i), 1),
                             g_strdup_printf (_("%s cannot rise through %c at %s"), what,
                                              wp_sudoku_value_char (v), name));
      if (last_value && v - last_value < (gint) (i - last))
        {
          guint pair[2] = { wp_element_cell (element, last), wp_element_cell (element, i) };
          g_autofree char *before = cell_name (puzzle, pair[0]);

          return wp_conflict_new (cells_array (pair, 2),
                               g_strdup_printf (_("%s cannot rise from %c at %s to %c at %s"),
                                                what, wp_sudoku_value_char (last_value), before,
                                                wp_sudoku_value_char (v), name));
        }
      last_value = v;
      last = i;
    }
  return NULL;
}

static char *
thermo_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the thermometer %s"), span);
}

const WpElementKind wp_sudoku_thermometer = {
  .id = "thermometer", .name = N_("Thermometer"), .noun = N_("thermometer"), .family = "thermometers", .family_name = N_("thermometers"),
  .shape = WP_ELEMENT_SHAPE_THERMOMETER,
  .read_json = read_cells_member, .write_json = write_cells_member, .validate = thermo_validate,
  .add_propagators = thermo_propagators, .find_conflict = thermo_conflict,
  .describe = thermo_describe,
  .rule = N_("Digits along a thermometer increase from its bulb."),
};

/* --- Arrow -------------------------------------------------------------------------- */

static gboolean
arrow_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  if (!wp_element_read_cells (puzzle, object, "circle", element, error))
    return FALSE;
  element->n_head = element->cells->len;
  return wp_element_read_cells (puzzle, object, "line", element, error);
}

static void
arrow_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  wp_element_write_cells (puzzle, element, "circle", 0, element->n_head, builder);
  wp_element_write_cells (puzzle, element, "line", element->n_head,
                          element->cells->len - element->n_head, builder);
}

static gboolean
arrow_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->n_head < 1 || element->n_head > 2)
    return invalid (error, puzzle, element, _("needs a circle of one or two cells"));
  if (element->n_head == 2 && grid_size (puzzle) > 9)
    return invalid (error, puzzle, element,
                    _("has a circle of two cells, which reads as a two-digit number only on grids up to 9×9"));
  if (element->n_head == 2 &&
      !cells_touch (puzzle, wp_element_cell (element, 0), wp_element_cell (element, 1), FALSE))
    return invalid (error, puzzle, element, _("has a circle of two cells that are not side by side"));
  if (element->cells->len == element->n_head)
    return invalid (error, puzzle, element, _("has no line"));
  for (guint i = 0; i < element->n_head; i++)
    if (cells_touch (puzzle, wp_element_cell (element, i), wp_element_cell (element, element->n_head), TRUE))
      return check_path (puzzle, element, element->n_head + 1, error);
  return invalid (error, puzzle, element, _("has a line that does not start beside its circle"));
}

static void
arrow_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  const guint *cells = (const guint *) (gpointer) element->cells->data;

  wp_sudoku_add_arrow (model, cells, element->n_head, cells + element->n_head,
                       element->cells->len - element->n_head, grid_size (puzzle));
}

/* A full circle and a full line that disagree, or a line already past
 * the most the circle can read (an empty circle cell counted at its
 * highest digit, an empty line cell at 1). */
static WpConflict *
arrow_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = grid_size (puzzle), n_empty_line, n_empty_circle;
  gint line = sum_of_givens (puzzle, element, element->n_head, element->cells->len, &n_empty_line);
  gint circle_most = 0;
  g_autofree char *what = NULL;

  sum_of_givens (puzzle, element, 0, element->n_head, &n_empty_circle);
  for (guint i = 0; i < element->n_head; i++)
    circle_most = circle_most * 10 +
                  (given (puzzle, element, i) == WP_CELL_EMPTY ? (gint) size : given (puzzle, element, i));
  line += (gint) n_empty_line;
  if (n_empty_circle == 0 && n_empty_line == 0 && line != circle_most)
    {
      what = wp_element_describe (puzzle, element);
      return wp_conflict_new (g_array_copy (element->cells),
                           g_strdup_printf (_("%s reads %d, but its line adds up to %d"),
                                            what, circle_most, line));
    }
  if (line <= circle_most)
    return NULL;
  what = wp_element_describe (puzzle, element);
  return wp_conflict_new (g_array_copy (element->cells),
                       g_strdup_printf (_("%s can read at most %d, but its line adds up to at least %d"),
                                        what, circle_most, line));
}

static char *
arrow_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *circle = cell_name (puzzle, wp_element_cell (element, 0));

  return g_strdup_printf (_("the arrow from %s"), circle);
}

const WpElementKind wp_sudoku_arrow = {
  .id = "arrow", .name = N_("Arrow"), .noun = N_("arrow"), .family = "arrows", .family_name = N_("arrows"),
  .shape = WP_ELEMENT_SHAPE_ARROW,
  .read_json = arrow_read, .write_json = arrow_write, .validate = arrow_validate,
  .add_propagators = arrow_propagators, .find_conflict = arrow_conflict, .describe = arrow_describe,
  .rule = N_("Digits along an arrow add up to the number in its circle (two cells in a circle read as a two-digit number)."),
};

/* --- Rules between two cells -------------------------------------------------------- */

static WpPairRule
dot_rule (const WpElement *element, gint *param)
{
  *param = element->value;
  if (element->kind == &wp_sudoku_difference_dot)
    return WP_PAIR_CONSECUTIVE;
  if (element->kind == &wp_sudoku_ratio_dot)
    return WP_PAIR_DOUBLE;
  return WP_PAIR_SUM;
}

static gboolean
dot_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len != 2 ||
      !cells_touch (puzzle, wp_element_cell (element, 0), wp_element_cell (element, 1), FALSE))
    return invalid (error, puzzle, element, _("must join two cells side by side"));
  return TRUE;
}

static void
dot_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  gint param;
  WpPairRule rule = dot_rule (element, &param);

  wp_sudoku_add_pair (model, wp_element_cell (element, 0), wp_element_cell (element, 1), rule,
                      param, grid_size (puzzle));
}

static WpConflict *
dot_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  gint a = given (puzzle, element, 0), b = given (puzzle, element, 1), param;
  WpPairRule rule = dot_rule (element, &param);
  g_autofree char *what = NULL;

  if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || wp_sudoku_pair_holds (rule, param, a, b))
    return NULL;
  what = wp_element_describe (puzzle, element);
  return wp_conflict_new (g_array_copy (element->cells),
                       g_strdup_printf (_("%s joins %c and %c"), what,
                                        wp_sudoku_value_char (a), wp_sudoku_value_char (b)));
}

static char *
dot_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *a = cell_name (puzzle, wp_element_cell (element, 0));
  g_autofree char *b = NULL;

  if (element->cells->len < 2)
    {
      const char *name = _(element->kind->noun);

      /* TRANSLATORS: a dot with one cell only, "the white dot at r1c1" */
      return g_strdup_printf (_("the %s at %s"), name, a);
    }
  b = cell_name (puzzle, wp_element_cell (element, 1));
  if (element->kind == &wp_sudoku_difference_dot)
    return g_strdup_printf (_("the white dot between %s and %s"), a, b);
  if (element->kind == &wp_sudoku_ratio_dot)
    return g_strdup_printf (_("the black dot between %s and %s"), a, b);
  return g_strdup_printf (_("the %s between %s and %s"), element->value == 5 ? "V" : "X", a, b);
}

const WpElementKind wp_sudoku_difference_dot = {
  .id = "difference-dot", .name = N_("White dot"), .noun = N_("white dot"), .family = "dots", .family_name = N_("dots"),
  .shape = WP_ELEMENT_SHAPE_WHITE_DOT,
  .read_json = read_cells_member, .write_json = write_cells_member, .validate = dot_validate,
  .add_propagators = dot_propagators, .find_conflict = dot_conflict, .describe = dot_describe,
  .rule = N_("Digits joined by a white dot are consecutive."),
};

const WpElementKind wp_sudoku_ratio_dot = {
  .id = "ratio-dot", .name = N_("Black dot"), .noun = N_("black dot"), .family = "dots", .family_name = N_("dots"),
  .shape = WP_ELEMENT_SHAPE_BLACK_DOT,
  .read_json = read_cells_member, .write_json = write_cells_member, .validate = dot_validate,
  .add_propagators = dot_propagators, .find_conflict = dot_conflict, .describe = dot_describe,
  .rule = N_("Of two digits joined by a black dot, one is double the other."),
};

static gboolean
xv_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  static const char *const letters[] = { "X", "V", NULL };
  gint which;

  if (!read_cells_member (puzzle, object, element, error) ||
      !read_choice (object, "value", letters, &which, error))
    return FALSE;
  element->value = which == 0 ? 10 : 5;
  return TRUE;
}

static void
xv_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  write_cells_member (puzzle, element, builder);
  json_builder_set_member_name (builder, "value");
  json_builder_add_string_value (builder, element->value == 5 ? "V" : "X");
}

static gboolean
xv_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value != 5 && element->value != 10)
    return invalid (error, puzzle, element, _("must be X (10) or V (5)"));
  return dot_validate (puzzle, element, error);
}

static char *
xv_mark (const WpElement *element)
{
  return g_strdup (element->value == 5 ? "V" : "X");
}

const WpElementKind wp_sudoku_xv = {
  .id = "xv", .name = N_("XV"), .noun = N_("XV"), .family = "xv", .family_name = N_("XV marks"),
  .shape = WP_ELEMENT_SHAPE_EDGE_TEXT,
  .read_json = xv_read, .write_json = xv_write, .validate = xv_validate,
  .add_propagators = dot_propagators, .find_conflict = dot_conflict, .mark = xv_mark,
  .describe = dot_describe,
  .rule = N_("Digits joined by an X add up to 10; joined by a V, to 5."),
};

/* --- Regions beyond rows, columns and boxes ------------------------------------------ */

/* The cells of diagonal @direction (0: main, r1c1–rNcN; 1: anti, r1cN–rNc1). */
static void
diagonal_cells (guint size, gint direction, guint *cells)
{
  for (guint i = 0; i < size; i++)
    cells[i] = i * size + (direction == 0 ? i : size - 1 - i);
}

static gboolean
diagonal_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  static const char *const directions[] = { "main", "anti", NULL };

  return read_choice (object, "direction", directions, &element->value, error);
}

static void
diagonal_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "direction");
  json_builder_add_string_value (builder, element->value == 1 ? "anti" : "main");
}

static gboolean
diagonal_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value != 0 && element->value != 1)
    return invalid (error, puzzle, element, _("must run the main way or the anti way"));
  return TRUE;
}

static void
diagonal_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  diagonal_cells (size, element->value, cells);
  wp_model_add_permutation (model, cells, size, (G_GUINT64_CONSTANT (1) << size) - 1);
}

static WpConflict *
diagonal_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);
  g_autoptr (WpElement) line = wp_element_new (element->kind);

  diagonal_cells (size, element->value, cells);
  g_array_append_vals (line->cells, cells, size);
  line->value = element->value;
  return repeated_given (puzzle, line);
}

static char *
diagonal_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (element->value == 1 ? _("the anti-diagonal") : _("the main diagonal"));
}

const WpElementKind wp_sudoku_diagonal = {
  .id = "diagonal", .name = N_("Diagonal"), .noun = N_("diagonal"), .family = "diagonals", .family_name = N_("diagonals"),
  .shape = WP_ELEMENT_SHAPE_DIAGONAL, .global = TRUE,
  .read_json = diagonal_read, .write_json = diagonal_write, .validate = diagonal_validate,
  .add_propagators = diagonal_propagators, .find_conflict = diagonal_conflict,
  .describe = diagonal_describe,
  .rule = N_("Digits do not repeat along a marked diagonal."),
};

static gboolean
extra_region_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->cells->len < 2)
    return invalid (error, puzzle, element, _("needs at least two cells"));
  if (element->cells->len > grid_size (puzzle))
    return invalid (error, puzzle, element, _("has %u cells, but only %u digits can differ"),
                    element->cells->len, grid_size (puzzle));
  return TRUE;
}

static void
extra_region_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  wp_sudoku_add_cage (model, (const guint *) (gpointer) element->cells->data, element->cells->len,
                      0, grid_size (puzzle));
}

static char *
extra_region_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  g_autofree char *span = wp_element_span (puzzle, element);

  return g_strdup_printf (_("the extra region %s"), span);
}

const WpElementKind wp_sudoku_extra_region = {
  .id = "extra-region", .name = N_("Extra region"), .noun = N_("extra region"), .family = "extra-regions", .family_name = N_("extra regions"),
  .shape = WP_ELEMENT_SHAPE_SHADED,
  .read_json = read_cells_member, .write_json = write_cells_member,
  .validate = extra_region_validate, .add_propagators = extra_region_propagators,
  .find_conflict = repeated_given, .describe = extra_region_describe,
  .rule = N_("Digits do not repeat in a shaded region."),
};

/* --- Rules over the whole grid -------------------------------------------------------- */

static gboolean
no_members_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  return TRUE;
}

static void
no_members_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
}

typedef struct {
  gint       dr, dc;
} Step;

static const Step knight_steps[] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 } };
static const Step king_steps[] = { { 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 } };
static const Step orthogonal_steps[] = { { 0, 1 }, { 1, 0 } };

/* Every pair of cells @steps apart (each pair once: steps point forward). */
static void
for_each_pair (guint size, const Step *steps, guint n_steps,
               void (*visit) (guint a, guint b, gpointer data), gpointer data)
{
  for (guint r = 0; r < size; r++)
    for (guint c = 0; c < size; c++)
      for (guint s = 0; s < n_steps; s++)
        {
          gint r2 = (gint) r + steps[s].dr, c2 = (gint) c + steps[s].dc;

          if (r2 >= 0 && r2 < (gint) size && c2 >= 0 && c2 < (gint) size)
            visit (r * size + c, (guint) r2 * size + (guint) c2, data);
        }
}

static void
global_steps (const WpElement *element, const Step **steps, guint *n_steps, WpPairRule *rule)
{
  *rule = WP_PAIR_NOT_EQUAL;
  if (element->kind == &wp_sudoku_anti_knight)
    *steps = knight_steps, *n_steps = G_N_ELEMENTS (knight_steps);
  else if (element->kind == &wp_sudoku_anti_king)
    *steps = king_steps, *n_steps = G_N_ELEMENTS (king_steps);
  else
    *steps = orthogonal_steps, *n_steps = G_N_ELEMENTS (orthogonal_steps),
    *rule = WP_PAIR_NOT_CONSECUTIVE;
}

typedef struct {
  WpModel   *model;
  WpPairRule rule;
  guint      size;
} PairAdder;

static void
add_pair (guint a, guint b, gpointer data)
{
  PairAdder *adder = data;

  wp_sudoku_add_pair (adder->model, a, b, adder->rule, 0, adder->size);
}

static void
global_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  PairAdder adder = { model, WP_PAIR_NOT_EQUAL, grid_size (puzzle) };
  const Step *steps;
  guint n_steps;

  global_steps (element, &steps, &n_steps, &adder.rule);
  for_each_pair (adder.size, steps, n_steps, add_pair, &adder);
}

typedef struct {
  const WpPuzzle  *puzzle;
  const WpElement *element;
  WpPairRule       rule;
  WpConflict      *found;
} PairChecker;

static void
check_pair (guint a, guint b, gpointer data)
{
  PairChecker *checker = data;
  gint va = checker->puzzle->cells[a], vb = checker->puzzle->cells[b];
  guint pair[2] = { a, b };
  g_autofree char *na = NULL;
  g_autofree char *nb = NULL;
  g_autofree char *what = NULL;

  if (checker->found || va == WP_CELL_EMPTY || vb == WP_CELL_EMPTY || wp_sudoku_pair_holds (checker->rule, 0, va, vb))
    return;
  na = cell_name (checker->puzzle, a);
  nb = cell_name (checker->puzzle, b);
  what = wp_element_describe (checker->puzzle, checker->element);
  checker->found = wp_conflict_new (cells_array (pair, 2),
                                    g_strdup_printf (_("%s (%c) and %s (%c) break %s"), na,
                                                     wp_sudoku_value_char (va), nb,
                                                     wp_sudoku_value_char (vb), what));
}

static WpConflict *
global_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  PairChecker checker = { puzzle, element, WP_PAIR_NOT_EQUAL, NULL };
  const Step *steps;
  guint n_steps;

  global_steps (element, &steps, &n_steps, &checker.rule);
  for_each_pair (grid_size (puzzle), steps, n_steps, check_pair, &checker);
  return checker.found;
}

static char *
global_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  return g_strdup (_(element->kind->noun));
}

const WpElementKind wp_sudoku_anti_knight = {
  .id = "anti-knight", .name = N_("Anti-knight"), .noun = N_("anti-knight"), .family = "anti-knight",
  .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
  .read_json = no_members_read, .write_json = no_members_write,
  .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
  .rule = N_("Cells a chess knight’s move apart never hold the same digit."),
};

const WpElementKind wp_sudoku_anti_king = {
  .id = "anti-king", .name = N_("Anti-king"), .noun = N_("anti-king"), .family = "anti-king",
  .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
  .read_json = no_members_read, .write_json = no_members_write,
  .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
  .rule = N_("Cells a chess king’s move apart never hold the same digit."),
};

const WpElementKind wp_sudoku_non_consecutive = {
  .id = "non-consecutive", .name = N_("Non-consecutive"), .noun = N_("non-consecutive"), .family = "non-consecutive",
  .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE,
  .read_json = no_members_read, .write_json = no_members_write,
  .add_propagators = global_propagators, .find_conflict = global_conflict, .describe = global_describe,
  .rule = N_("Cells side by side never hold consecutive digits."),
};

/* --- Siteswap lines --------------------------------------------------------------------- */

static const char *const siteswap_lines[] = { "rows", "columns", "both", NULL };

static gboolean
siteswap_read (const WpPuzzle *puzzle, JsonObject *object, WpElement *element, GError **error)
{
  gint which;

  if (!read_choice (object, "lines", siteswap_lines, &which, error))
    return FALSE;
  element->value = which + 1;
  return TRUE;
}

static void
siteswap_write (const WpPuzzle *puzzle, const WpElement *element, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "lines");
  json_builder_add_string_value (builder, siteswap_lines[CLAMP (element->value, 1, 3) - 1]);
}

static gboolean
siteswap_validate (const WpPuzzle *puzzle, const WpElement *element, GError **error)
{
  if (element->value < WP_SUDOKU_SITESWAP_ROWS || element->value > WP_SUDOKU_SITESWAP_BOTH)
    return invalid (error, puzzle, element, _("must hold on rows, columns or both"));
  return TRUE;
}

static void
line_cells (guint size, gboolean column, guint index, guint *cells)
{
  for (guint i = 0; i < size; i++)
    cells[i] = column ? i * size + index : index * size + i;
}

static void
siteswap_propagators (const WpPuzzle *puzzle, const WpElement *element, WpModel *model)
{
  guint size = grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  for (guint column = 0; column <= 1; column++)
    {
      if (!(element->value & (column ? WP_SUDOKU_SITESWAP_COLUMNS : WP_SUDOKU_SITESWAP_ROWS)))
        continue;
      for (guint index = 0; index < size; index++)
        {
          line_cells (size, column, index, cells);
          wp_sudoku_add_siteswap (model, cells, size, size);
        }
    }
}

/* The digits 1…N at positions 0…N−1 land on beats adding up to
 * N(N−1)/2 + N(N+1)/2 = N² ≡ 0 (mod N), while N different beats add up to
 * N(N−1)/2, which is N/2 (mod N) for even N: so a line holding every digit
 * once can be a siteswap only when N is odd. */
static WpConflict *
siteswap_parity_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  guint size = grid_size (puzzle), classic = wp_sudoku_get_classic (puzzle);
  gboolean rows = (element->value & WP_SUDOKU_SITESWAP_ROWS) && (classic & WP_SUDOKU_CLASSIC_ROWS);
  gboolean columns = (element->value & WP_SUDOKU_SITESWAP_COLUMNS) && (classic & WP_SUDOKU_CLASSIC_COLUMNS);

  if (size % 2 == 1 || !(rows || columns))
    return NULL;
  return wp_conflict_new (g_array_new (FALSE, FALSE, sizeof (guint)),
                       g_strdup_printf (rows ? _("siteswap rows cannot hold in a %u×%u Sudoku: a row holding 1 to %u once each is a siteswap only for odd sizes")
                                             : _("siteswap columns cannot hold in a %u×%u Sudoku: a column holding 1 to %u once each is a siteswap only for odd sizes"),
                                        size, size, size));
}

/* Two givens of one line landing on the same beat. */
static WpConflict *
siteswap_line_conflict (const WpPuzzle *puzzle, gboolean column, guint index)
{
  guint size = grid_size (puzzle);
  g_autofree guint *cells = g_new (guint, size);

  line_cells (size, column, index, cells);
  for (guint i = 0; i < size; i++)
    for (guint j = i + 1; j < size; j++)
      {
        gint a = puzzle->cells[cells[i]], b = puzzle->cells[cells[j]];
        guint pair[2] = { cells[i], cells[j] };
        g_autofree char *na = NULL;
        g_autofree char *nb = NULL;

        if (a == WP_CELL_EMPTY || b == WP_CELL_EMPTY || (i + (guint) a) % size != (j + (guint) b) % size)
          continue;
        na = cell_name (puzzle, cells[i]);
        nb = cell_name (puzzle, cells[j]);
        return wp_conflict_new (cells_array (pair, 2),
                             g_strdup_printf (column ? _("%s (%c) and %s (%c) land on the same beat of column %u")
                                                     : _("%s (%c) and %s (%c) land on the same beat of row %u"),
                                              na, wp_sudoku_value_char (a), nb, wp_sudoku_value_char (b),
                                              index + 1));
      }
  return NULL;
}

static WpConflict *
siteswap_conflict (const WpPuzzle *puzzle, const WpElement *element)
{
  WpConflict *conflict = siteswap_parity_conflict (puzzle, element);

  for (guint column = 0; column <= 1 && conflict == NULL; column++)
    {
      if (!(element->value & (column ? WP_SUDOKU_SITESWAP_COLUMNS : WP_SUDOKU_SITESWAP_ROWS)))
        continue;
      for (guint index = 0; index < grid_size (puzzle) && conflict == NULL; index++)
        conflict = siteswap_line_conflict (puzzle, column, index);
    }
  return conflict;
}

static char *
siteswap_describe (const WpPuzzle *puzzle, const WpElement *element)
{
  switch (element->value)
    {
    case WP_SUDOKU_SITESWAP_ROWS:    return g_strdup (_("siteswap rows"));
    case WP_SUDOKU_SITESWAP_COLUMNS: return g_strdup (_("siteswap columns"));
    default:                         return g_strdup (_("siteswap rows and columns"));
    }
}

const WpElementKind wp_sudoku_siteswap = {
  .id = "siteswap", .name = N_("Siteswap lines"), .noun = N_("siteswap lines"), .family = "siteswap", .family_name = N_("siteswap lines"),
  .shape = WP_ELEMENT_SHAPE_NONE, .global = TRUE, .single = TRUE,
  .read_json = siteswap_read, .write_json = siteswap_write, .validate = siteswap_validate,
  .add_propagators = siteswap_propagators, .find_conflict = siteswap_conflict,
  .describe = siteswap_describe,
  .rule = N_("Each marked row or column, read as juggling beats s₀…sₙ₋₁, is a valid siteswap: the landing beats (i + sᵢ) mod n are all different."),
};

/* --- The list ----------------------------------------------------------------------------- */

static const WpElementKind *const kinds[] = {
  &wp_sudoku_cage, &wp_sudoku_thermometer, &wp_sudoku_arrow,
  &wp_sudoku_difference_dot, &wp_sudoku_ratio_dot, &wp_sudoku_xv,
  &wp_sudoku_diagonal, &wp_sudoku_extra_region,
  &wp_sudoku_anti_knight, &wp_sudoku_anti_king, &wp_sudoku_non_consecutive,
  &wp_sudoku_siteswap,
  NULL
};

const WpElementHooks wp_sudoku_element_hooks = {
  .kinds = kinds,
  .compose_rules = wp_sudoku_compose_rules,
};
