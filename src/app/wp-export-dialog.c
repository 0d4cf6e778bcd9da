/* wp-export-dialog.c — Export PDF and Print (see wp-export-dialog.h) */
#include "app/wp-export-dialog.h"
#include "app/wp-file-filter.h"
#include "app/wp-error-dialog.h"
#include "app/wp-settings.h"
#include "core/wellposed.h"
#include "render/wp-booklet.h"

#include <glib/gi18n.h>

/* In step with the paper list in ui/wp-export-dialog.ui; the last entry is
 * "Custom". */
static const char *const paper_ids[] = { "a4", "letter", "a5", "custom" };
/* … and with the solutions list. */
static const char *const solution_ids[] = { "after", "back", "none" };
/* … and with the puzzles-per-page list. */
static const guint per_page_values[] = { 1, 2, 4, 6 };
/* The uniqueness bar names this many puzzles, then counts the rest. */
#define MAX_WARNING_LINES 5

/* One puzzle of the PDF: the window's own first, then any added from files. */
typedef struct {
  WpPuzzle     *puzzle;
  char         *origin;       /* "sunday.txt, puzzle 2"; NULL for the window's */
  WpUniqueness  uniqueness;   /* what every count so far proved */
  GtkWidget    *row;          /* in puzzles_group */
} Item;

struct _WpExportDialog {
  AdwWindow          parent_instance;

  /* template widgets */
  AdwToastOverlay   *toasts;
  GtkWidget         *export_button;
  GtkInfoBar        *uniqueness_bar;
  GtkLabel          *uniqueness_label;
  AdwComboRow       *paper_row;
  GtkWidget         *width_row;
  GtkWidget         *height_row;
  GtkSpinButton     *paper_width;
  GtkSpinButton     *paper_height;
  GtkSwitch         *landscape;
  GtkSpinButton     *margin;
  GtkSwitch         *page_numbers;
  AdwPreferencesGroup *puzzles_group;
  AdwComboRow       *per_page_row;
  AdwEntryRow       *number_row;
  AdwComboRow       *solutions_row;
  GtkSwitch         *crop_marks;
  GtkSpinButton     *bleed;
  GtkDrawingArea    *preview;
  GtkWidget         *previous_page;
  GtkWidget         *next_page;
  GtkLabel          *page_label;
  GtkLabel          *note;

  /* owned */
  GSettings         *settings;
  GPtrArray         *items;       /* of Item* */
  char              *suggested_name;
  WpBooklet         *booklet;     /* NULL while the options are refused */
  char              *refusal;     /* why, then */
  char              *notes;       /* what the preview says under the page */
  char              *warning;     /* what the bar says about uniqueness */
  guint              page;
  guint              rebuild_source;
  guint64            generation;   /* of the newest layout run */
  gboolean           building;
  GCancellable      *cancellable;  /* of the newest layout run */
};

G_DEFINE_FINAL_TYPE (WpExportDialog, wp_export_dialog, ADW_TYPE_WINDOW)

static void on_option_changed (WpExportDialog *self);

/* --- Puzzles ---------------------------------------------------------------------- */

static void
item_free (gpointer data)
{
  Item *item = data;

  wp_puzzle_free (item->puzzle);
  g_free (item->origin);
  wp_uniqueness_clear (&item->uniqueness);
  g_free (item);
}

static Item *
item_at (WpExportDialog *self, guint i)
{
  return g_ptr_array_index (self->items, i);
}

/* Its number in the PDF, as the page heading prints it. */
static guint64
printed_number (WpExportDialog *self, guint i)
{
  const char *number = gtk_editable_get_text (GTK_EDITABLE (self->number_row));
  guint64 first;

  /* Until the number typed is a good one, the options are refused anyway. */
  if (!g_ascii_string_to_unsigned (number, 10, 1, G_MAXUINT, &first, NULL))
    first = 1;
  return first + i;
}

static void
on_remove_clicked (GtkButton *button, WpExportDialog *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "wp-row");

  /* The window's own puzzle has no button; of a batch, one stays. */
  if (self->items->len <= 1)
    return;
  for (guint i = 0; i < self->items->len; i++)
    if (item_at (self, i)->row == row)
      {
        adw_preferences_group_remove (self->puzzles_group, row);
        g_ptr_array_remove_index (self->items, i);
        break;
      }
  on_option_changed (self);
}

/* Each row says the number the puzzle gets in the PDF (what the warning
 * and the notes call it by): they change when the first number does or a
 * puzzle is taken out. */
static void
number_rows (WpExportDialog *self)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      const WpPuzzle *puzzle = item_at (self, i)->puzzle;
      /* Translators: a puzzle's number in the PDF, then its title (or
       * its genre, when it has none). */
      g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) printed_number (self, i));
      g_autofree char *title = g_strdup_printf (_("Puzzle %s: %s"), number,
                                                puzzle->title && *puzzle->title ? puzzle->title
                                                                                : _(puzzle->genre->name));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item_at (self, i)->row), title);
    }
}

/* A row that says where the puzzle comes from; puzzles from files can be
 * taken out again. */
static GtkWidget *
item_row (WpExportDialog *self, const Item *item)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), item->origin ? item->origin : _("In this window"));
  if (item->origin == NULL)
    return row;
  remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Leave out of the PDF"));
  g_object_set_data (G_OBJECT (remove), "wp-row", row);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
  return row;
}

static void
add_item (WpExportDialog *self, const WpPuzzle *puzzle, char *origin, const WpUniqueness *uniqueness)
{
  Item *item = g_new0 (Item, 1);

  item->puzzle = wp_puzzle_copy (puzzle);
  item->origin = origin;
  wp_uniqueness_init (&item->uniqueness);
  if (uniqueness)
    wp_uniqueness_copy (&item->uniqueness, uniqueness);
  item->row = item_row (self, item);
  adw_preferences_group_add (self->puzzles_group, item->row);
  g_ptr_array_add (self->items, item);
}

/* --- Options -------------------------------------------------------------------- */

static guint
index_of (const char *const *ids, guint n, const char *id)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (ids[i], id))
      return i;
  return 0;
}

/* Fills @options from the widgets; @number is the puzzle number typed. */
static gboolean
read_options (WpExportDialog *self, WpBookletOptions *options, GError **error)
{
  guint paper = adw_combo_row_get_selected (self->paper_row);
  guint per_page = adw_combo_row_get_selected (self->per_page_row);
  const char *number = gtk_editable_get_text (GTK_EDITABLE (self->number_row));
  guint64 first = 1;

  wp_booklet_options_init (options);
  if (paper < G_N_ELEMENTS (paper_ids) - 1)
    wp_booklet_options_set_paper (options, paper_ids[paper], NULL);
  else
    {
      options->paper_width_mm = gtk_spin_button_get_value (self->paper_width);
      options->paper_height_mm = gtk_spin_button_get_value (self->paper_height);
    }
  options->landscape = gtk_switch_get_active (self->landscape);
  options->margin_mm = gtk_spin_button_get_value (self->margin);
  options->page_numbers = gtk_switch_get_active (self->page_numbers);
  options->per_page = per_page_values[MIN (per_page, G_N_ELEMENTS (per_page_values) - 1)];
  options->solutions = (WpBookletSolutions) adw_combo_row_get_selected (self->solutions_row);
  options->crop_marks = gtk_switch_get_active (self->crop_marks);
  options->bleed_mm = gtk_spin_button_get_value (self->bleed);
  options->timeout_s = 5;
  if (*number && !g_ascii_string_to_unsigned (number, 10, 1, G_MAXUINT, &first, NULL))
    {
      g_set_error (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION,
                   _("Puzzle number: “%s” is not a whole number from 1 up"), number);
      return FALSE;
    }
  options->first_number = (guint) first;
  return wp_booklet_options_validate (options, error);
}

/* --- What the dialog says ---------------------------------------------------------- */

/* The bar at the top: every puzzle not proved unique, in words that claim
 * no more than was counted (the first few by name, so the bar stays
 * short).  The PDF can still be exported: a setter may print an ambiguous
 * grid on purpose. */
static char *
describe_uniqueness (WpExportDialog *self)
{
  g_autoptr (GString) lines = g_string_new (NULL);
  guint n = 0;

  if (self->items->len == 1)
    return wp_uniqueness_describe (&item_at (self, 0)->uniqueness);
  for (guint i = 0; i < self->items->len; i++)
    {
      g_autofree char *summary = wp_uniqueness_summarise (&item_at (self, i)->uniqueness);

      if (summary == NULL)
        continue;
      if (++n <= MAX_WARNING_LINES)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) printed_number (self, i));

          g_string_append_c (lines, '\n');
          /* Translators: a puzzle's number in the PDF, then what is known
           * about its solutions ("at least 2 solutions"). */
          g_string_append_printf (lines, _("Puzzle %s: %s"), number, summary);
        }
    }
  if (n == 0)
    return NULL;
  if (n > MAX_WARNING_LINES)
    g_string_append_printf (lines, ngettext ("\n… and %u more", "\n… and %u more", n - MAX_WARNING_LINES),
                            n - MAX_WARNING_LINES);
  return g_strdup_printf (ngettext ("%u puzzle is not proved unique; solvers will not find a unique answer "
                                    "to it:%s",
                                    "%u puzzles are not proved unique; solvers will not find a unique answer "
                                    "to them:%s", n), n, lines->str);
}

static void
append_line (GString *text, const char *line)
{
  if (text->len)
    g_string_append_c (text, '\n');
  g_string_append (text, line);
}

/* "No solution page for puzzles 3, 4: 2 or more solutions.": one line per
 * reason, the puzzles in order. */
static void
describe_missing_solutions (WpExportDialog *self, GString *text)
{
  g_autoptr (GPtrArray) reasons = g_ptr_array_new ();

  for (guint i = 0; i < wp_booklet_get_n_puzzles (self->booklet); i++)
    {
      const char *note = wp_booklet_get_note (self->booklet, i);

      if (note && !g_ptr_array_find_with_equal_func (reasons, note, g_str_equal, NULL))
        g_ptr_array_add (reasons, (gpointer) note);
    }
  for (guint r = 0; r < reasons->len; r++)
    {
      g_autoptr (GString) numbers = g_string_new (NULL);
      g_autofree char *line = NULL;
      guint n = 0;

      for (guint i = 0; i < wp_booklet_get_n_puzzles (self->booklet); i++)
        if (g_strcmp0 (wp_booklet_get_note (self->booklet, i), reasons->pdata[r]) == 0)
          g_string_append_printf (numbers, n++ ? ", %" G_GUINT64_FORMAT : "%" G_GUINT64_FORMAT,
                                  printed_number (self, i));
      if (self->items->len == 1)
        line = g_strdup_printf (_("No solution page: %s."), (const char *) reasons->pdata[r]);
      else
        /* Translators: the puzzles' numbers ("3, 4"), then why. */
        line = g_strdup_printf (ngettext ("No solution page for puzzle %s: %s.",
                                          "No solution page for puzzles %s: %s.", n),
                                numbers->str, (const char *) reasons->pdata[r]);
      append_line (text, line);
    }
}

/* Under the preview: which puzzles get no solution page and which are
 * laid out otherwise than asked, and why. */
static char *
describe_notes (WpExportDialog *self)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (self->booklet == NULL)
    return NULL;
  describe_missing_solutions (self, text);
  for (guint i = 0; i < wp_booklet_get_n_puzzles (self->booklet); i++)
    {
      const char *layout = wp_booklet_get_layout_note (self->booklet, i);
      g_autofree char *line = NULL, *number = NULL;

      if (layout == NULL)
        continue;
      number = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) printed_number (self, i));
      /* Translators: the layout note reads "at 4 to a page its cells
       * would be 3.4 mm at most, … printed 2 to a page (4.5 mm cells)". */
      line = g_strdup_printf (_("Puzzle %s: %s."), number, layout);
      append_line (text, line);
    }
  return text->len ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static void
update_page_controls (WpExportDialog *self)
{
  guint n = self->booklet ? wp_booklet_get_n_pages (self->booklet) : 0;
  g_autofree char *label = n ? g_strdup_printf (_("Page %u of %u"), self->page + 1, n) : g_strdup ("");
  const char *note;

  g_clear_pointer (&self->notes, g_free);
  g_clear_pointer (&self->warning, g_free);
  self->notes = self->booklet ? describe_notes (self) : g_strdup (self->refusal);
  self->warning = describe_uniqueness (self);
  note = self->building ? _("Laying out the pages…") : self->notes;
  gtk_label_set_text (self->page_label, label);
  gtk_widget_set_sensitive (self->previous_page, self->page > 0);
  gtk_widget_set_sensitive (self->next_page, self->page + 1 < n);
  gtk_widget_set_sensitive (self->export_button, self->booklet != NULL && !self->building);
  gtk_label_set_text (self->note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  gtk_label_set_text (self->uniqueness_label, self->warning ? self->warning : "");
  gtk_info_bar_set_revealed (self->uniqueness_bar, self->warning != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->per_page_row),
                               self->items->len == 1 ? _("Add puzzles below to fill the pages") : "");
  number_rows (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* One layout run: the booklet solves its puzzles (count to 2), which can
 * take seconds on a big grid, so it runs in a worker thread and the
 * preview follows when it is done. */
typedef struct {
  WpBookletOptions  options;
  GPtrArray        *puzzles;    /* of WpPuzzle*; the options' title and author point into the first */
  guint64           generation;
} Build;

static void
build_free (gpointer data)
{
  Build *build = data;

  g_ptr_array_unref (build->puzzles);
  g_free (build);
}

static Build *
build_new (void)
{
  Build *build = g_new0 (Build, 1);

  build->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  return build;
}

static void
build_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Build *build = data;
  GError *error = NULL;
  WpBooklet *booklet;

  build->options.cancellable = cancellable;
  booklet = wp_booklet_new (build->puzzles, &build->options, &error);
  if (booklet)
    g_task_return_pointer (task, booklet, (GDestroyNotify) wp_booklet_free);
  else
    g_task_return_error (task, error);
}

static void
build_done (GObject *source, GAsyncResult *result, gpointer data)
{
  WpExportDialog *self = WP_EXPORT_DIALOG (source);
  Build *build = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  WpBooklet *booklet = g_task_propagate_pointer (G_TASK (result), &error);

  if (build->generation != self->generation)
    {
      g_clear_pointer (&booklet, wp_booklet_free);   /* the options changed meanwhile */
      return;
    }
  self->building = FALSE;
  self->booklet = booklet;
  if (booklet == NULL)
    self->refusal = g_strdup (error->message);
  else
    {
      self->page = MIN (self->page, wp_booklet_get_n_pages (booklet) - 1);
      /* The booklet's count to 2 settles what the window had not counted
       * yet, and is all there is for puzzles from files. */
      for (guint i = 0; i < self->items->len; i++)
        wp_uniqueness_merge (&item_at (self, i)->uniqueness, wp_booklet_get_uniqueness (booklet, i));
    }
  update_page_controls (self);
}

static void
rebuild (WpExportDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GTask) task = NULL;
  Build *build = build_new ();
  const WpPuzzle *first;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->booklet, wp_booklet_free);
  g_clear_pointer (&self->refusal, g_free);
  build->generation = ++self->generation;
  for (guint i = 0; i < self->items->len; i++)
    g_ptr_array_add (build->puzzles, wp_puzzle_copy (item_at (self, i)->puzzle));
  if (!read_options (self, &build->options, &error))
    {
      self->building = FALSE;
      self->refusal = g_strdup (error->message);
      build_free (build);
      update_page_controls (self);
      return;
    }
  /* The PDF's title and author: the window's puzzle's. */
  first = g_ptr_array_index (build->puzzles, 0);
  build->options.title = first->title;
  build->options.author = first->author;
  self->building = TRUE;
  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, build_done, NULL);
  g_task_set_task_data (task, build, build_free);
  g_task_run_in_thread (task, build_in_thread);
  update_page_controls (self);
}

/* For callers that need the result now (Export…, tests). */
static void
finish_rebuild (WpExportDialog *self)
{
  if (self->rebuild_source)
    {
      g_clear_handle_id (&self->rebuild_source, g_source_remove);
      rebuild (self);
    }
  while (self->building)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
rebuild_now (gpointer data)
{
  WpExportDialog *self = data;

  self->rebuild_source = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* Typing a margin sends a signal per keystroke: one rebuild per burst.  A
 * run still going is dropped at once (its puzzles may no longer be the
 * list's), not when the next run starts. */
static void
on_option_changed (WpExportDialog *self)
{
  gboolean custom = adw_combo_row_get_selected (self->paper_row) == G_N_ELEMENTS (paper_ids) - 1;

  gtk_widget_set_visible (self->width_row, custom);
  gtk_widget_set_visible (self->height_row, custom);
  self->generation++;
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add (rebuild_now, self);
}

/* --- Adding puzzles from files ------------------------------------------------------ */

gboolean
wp_export_dialog_add_file (WpExportDialog *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr (GPtrArray) puzzles = NULL;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be added"));
      return FALSE;
    }
  puzzles = wp_load_file (path, NULL, error);
  if (puzzles == NULL)
    return FALSE;
  for (guint i = 0; i < puzzles->len; i++)
    add_item (self, g_ptr_array_index (puzzles, i),
              puzzles->len == 1 ? g_strdup (name)
                                /* Translators: a file name, then which of its puzzles. */
                                : g_strdup_printf (_("%s, puzzle %u of %u"), name, i + 1, puzzles->len),
              NULL);
  on_option_changed (self);
  return TRUE;
}

static void
on_add_response (GtkNativeDialog *chooser, int response, WpExportDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr (GFile) file = g_list_model_get_item (files, i);
          g_autoptr (GError) error = NULL;

          if (!wp_export_dialog_add_file (self, file, &error))
            wp_show_error_dialog (GTK_WINDOW (self), _("Could not add the puzzles"), error);
        }
    }
  g_object_unref (chooser);
}

static void
on_add_clicked (WpExportDialog *self)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Add Puzzles"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                 _("_Add"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = wp_puzzle_file_filter_new ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_add_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* --- Settings ------------------------------------------------------------------- */

static gboolean
id_to_selected (GValue *value, GVariant *variant, gpointer ids)
{
  const char *const *list = ids;
  guint n = list == paper_ids ? G_N_ELEMENTS (paper_ids) : G_N_ELEMENTS (solution_ids);

  g_value_set_uint (value, index_of (list, n, g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
selected_to_id (const GValue *value, const GVariantType *type, gpointer ids)
{
  const char *const *list = ids;
  guint n = list == paper_ids ? G_N_ELEMENTS (paper_ids) : G_N_ELEMENTS (solution_ids);

  return g_variant_new_string (list[MIN (g_value_get_uint (value), n - 1)]);
}

/* A number of puzzles per page not on offer (edited by hand) reads as 1. */
static gboolean
per_page_to_selected (GValue *value, GVariant *variant, gpointer data)
{
  guint per_page = g_variant_get_uint32 (variant), selected = 0;

  for (guint i = 0; i < G_N_ELEMENTS (per_page_values); i++)
    if (per_page_values[i] == per_page)
      selected = i;
  g_value_set_uint (value, selected);
  return TRUE;
}

static GVariant *
selected_to_per_page (const GValue *value, const GVariantType *type, gpointer data)
{
  return g_variant_new_uint32 (per_page_values[MIN (g_value_get_uint (value), G_N_ELEMENTS (per_page_values) - 1)]);
}

static void
bind_settings (WpExportDialog *self)
{
  g_settings_bind_with_mapping (self->settings, "export-paper", self->paper_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, id_to_selected, selected_to_id,
                                (gpointer) paper_ids, NULL);
  g_settings_bind_with_mapping (self->settings, "export-solutions", self->solutions_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, id_to_selected, selected_to_id,
                                (gpointer) solution_ids, NULL);
  g_settings_bind_with_mapping (self->settings, "export-per-page", self->per_page_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, per_page_to_selected, selected_to_per_page,
                                NULL, NULL);
  g_settings_bind (self->settings, "export-paper-width", self->paper_width, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-paper-height", self->paper_height, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-landscape", self->landscape, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-margin", self->margin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-page-numbers", self->page_numbers, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-crop-marks", self->crop_marks, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "export-bleed", self->bleed, "value", G_SETTINGS_BIND_DEFAULT);
}

/* --- Preview --------------------------------------------------------------------- */

/* The page scaled to fit, on a soft shadow, the way a viewer shows paper. */
static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WpExportDialog *self = data;
  double page_width, page_height, scale;

  if (self->booklet == NULL)
    return;
  wp_booklet_get_page_size (self->booklet, &page_width, &page_height);
  scale = MIN ((width - 16) / page_width, (height - 16) / page_height);
  if (scale <= 0)
    return;
  cairo_translate (cr, (width - page_width * scale) / 2, (height - page_height * scale) / 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
  cairo_rectangle (cr, 2, 3, page_width * scale, page_height * scale);
  cairo_fill (cr);
  cairo_scale (cr, scale, scale);
  wp_booklet_draw_page (self->booklet, cr, self->page);
}

static void
on_previous_page (WpExportDialog *self)
{
  if (self->page > 0)
    self->page--;
  update_page_controls (self);
}

static void
on_next_page (WpExportDialog *self)
{
  if (self->booklet && self->page + 1 < wp_booklet_get_n_pages (self->booklet))
    self->page++;
  update_page_controls (self);
}

/* --- Export ---------------------------------------------------------------------- */

gboolean
wp_export_dialog_export_to (WpExportDialog *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  finish_rebuild (self);
  if (self->booklet == NULL)
    {
      g_set_error_literal (error, WP_BOOKLET_ERROR, WP_BOOKLET_ERROR_BAD_OPTION, self->refusal);
      return FALSE;
    }
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be written"));
      return FALSE;
    }
  return wp_booklet_write_pdf (self->booklet, path, NULL, NULL, error);
}

static void
on_file_chosen (GtkNativeDialog *chooser, int response, WpExportDialog *self)
{
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (wp_export_dialog_export_to (self, file, &error))
        gtk_window_close (GTK_WINDOW (self));
      else
        wp_show_error_dialog (GTK_WINDOW (self), _("Could not export the PDF"), error);
    }
  g_object_unref (chooser);
}

static void
on_export_clicked (WpExportDialog *self)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Export PDF"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Export"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), self->suggested_name);
  g_signal_connect (chooser, "response", G_CALLBACK (on_file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* --- Public ---------------------------------------------------------------------- */

guint
wp_export_dialog_get_n_pages (WpExportDialog *self)
{
  finish_rebuild (self);
  return self->booklet ? wp_booklet_get_n_pages (self->booklet) : 0;
}

guint
wp_export_dialog_get_n_puzzles (WpExportDialog *self)
{
  return self->items->len;
}

const char *
wp_export_dialog_get_note (WpExportDialog *self)
{
  return self->notes;
}

const char *
wp_export_dialog_get_warning (WpExportDialog *self)
{
  return self->warning;
}

void
wp_export_dialog_set_uniqueness (WpExportDialog *self, const WpUniqueness *uniqueness)
{
  if (self->items == NULL)
    return;   /* closed, not yet finalized */
  wp_uniqueness_merge (&item_at (self, 0)->uniqueness, uniqueness);
  update_page_controls (self);
}

WpExportDialog *
wp_export_dialog_new (GtkWindow *parent, const WpPuzzle *puzzle, const WpUniqueness *uniqueness,
                      const char *suggested_name)
{
  WpExportDialog *self = g_object_new (WP_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);

  add_item (self, puzzle, NULL, uniqueness);
  self->suggested_name = g_strdup (suggested_name);
  on_option_changed (self);
  update_page_controls (self);
  return self;
}

WpExportDialog *
wp_export_dialog_new_for_puzzles (GtkWindow *parent, GPtrArray *puzzles, const char *const *origins,
                                  const WpUniqueness *uniqueness, const char *suggested_name)
{
  WpExportDialog *self = g_object_new (WP_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);

  g_return_val_if_fail (puzzles != NULL && puzzles->len > 0 && origins != NULL, self);

  for (guint i = 0; i < puzzles->len; i++)
    add_item (self, g_ptr_array_index (puzzles, i), g_strdup (origins[i]), uniqueness);
  self->suggested_name = g_strdup (suggested_name);
  on_option_changed (self);
  update_page_controls (self);
  return self;
}

static void
wp_export_dialog_dispose (GObject *object)
{
  WpExportDialog *self = WP_EXPORT_DIALOG (object);

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->generation++;   /* a run still going is dropped when it ends */
  g_clear_pointer (&self->booklet, wp_booklet_free);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->refusal, g_free);
  g_clear_pointer (&self->notes, g_free);
  g_clear_pointer (&self->warning, g_free);
  g_clear_pointer (&self->suggested_name, g_free);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_EXPORT_DIALOG);
  G_OBJECT_CLASS (wp_export_dialog_parent_class)->dispose (object);
}

static void
wp_export_dialog_class_init (WpExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_export_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-export-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, WpExportDialog, name)
  BIND (toasts); BIND (export_button); BIND (uniqueness_bar); BIND (uniqueness_label);
  BIND (paper_row); BIND (width_row); BIND (height_row);
  BIND (paper_width); BIND (paper_height); BIND (landscape); BIND (margin); BIND (page_numbers);
  BIND (puzzles_group); BIND (per_page_row);
  BIND (number_row); BIND (solutions_row); BIND (crop_marks); BIND (bleed); BIND (preview);
  BIND (previous_page); BIND (next_page); BIND (page_label); BIND (note);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_option_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_previous_page);
  gtk_widget_class_bind_template_callback (widget_class, on_next_page);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wp_export_dialog_init (WpExportDialog *self)
{
  self->items = g_ptr_array_new_with_free_func (item_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = wp_settings_new ();
  gtk_editable_set_text (GTK_EDITABLE (self->number_row), "1");
  bind_settings (self);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
}

/* --- Printing ---------------------------------------------------------------------- */

/* The puzzle is solved before the print dialog opens (in a worker, like the
 * export preview); the dialog's paper only lays the pages out again. */
static Build *
print_build (const WpPuzzle *puzzle)
{
  g_autoptr (GSettings) settings = wp_settings_new ();
  g_autofree char *solutions = g_settings_get_string (settings, "export-solutions");
  Build *build = build_new ();
  WpPuzzle *copy = wp_puzzle_copy (puzzle);

  g_ptr_array_add (build->puzzles, copy);
  wp_booklet_options_init (&build->options);
  wp_booklet_parse_solutions (solutions, &build->options.solutions, NULL);
  build->options.title = copy->title;
  build->options.author = copy->author;
  build->options.timeout_s = 5;
  return build;
}

static void
on_begin_print (GtkPrintOperation *operation, GtkPrintContext *context, WpBooklet *booklet)
{
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  gboolean landscape = gtk_page_setup_get_orientation (setup) == GTK_PAGE_ORIENTATION_LANDSCAPE;

  /* Paper outside what the booklet accepts keeps the A4 layout. */
  wp_booklet_set_paper (booklet, gtk_page_setup_get_paper_width (setup, GTK_UNIT_MM),
                        gtk_page_setup_get_paper_height (setup, GTK_UNIT_MM), landscape, NULL);
  gtk_print_operation_set_n_pages (operation, (int) wp_booklet_get_n_pages (booklet));
}

static void
on_draw_page (GtkPrintOperation *operation, GtkPrintContext *context, int page, WpBooklet *booklet)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  double width_pt, height_pt;

  wp_booklet_get_page_size (booklet, &width_pt, &height_pt);
  /* The context's units are device units; the booklet speaks points. */
  cairo_scale (cr, gtk_print_context_get_width (context) / width_pt,
               gtk_print_context_get_height (context) / height_pt);
  wp_booklet_draw_page (booklet, cr, (guint) page);
}

/* Takes @booklet. */
static GtkPrintOperationResult
run_print (GtkWindow *parent, WpBooklet *booklet, const char *job_name, const char *export_path,
           GError **error)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();

  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_job_name (operation, job_name ? job_name : _("Puzzle"));
  if (export_path)
    gtk_print_operation_set_export_filename (operation, export_path);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_begin_print), booklet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_draw_page), booklet);
  g_object_set_data_full (G_OBJECT (operation), "wp-booklet", booklet, (GDestroyNotify) wp_booklet_free);
  return gtk_print_operation_run (operation, export_path ? GTK_PRINT_OPERATION_ACTION_EXPORT
                                                         : GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                  parent, error);
}

static void
on_print_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  GtkWindow *parent = GTK_WINDOW (source);
  Build *build = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  WpBooklet *booklet = g_task_propagate_pointer (G_TASK (result), &error);

  if (booklet == NULL ||
      run_print (parent, booklet, build->options.title, NULL, &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    wp_show_error_dialog (parent, _("Could not print"), error);
}

void
wp_print_puzzle (GtkWindow *parent, const WpPuzzle *puzzle)
{
  g_autoptr (GTask) task = g_task_new (parent, NULL, on_print_ready, NULL);

  g_task_set_task_data (task, print_build (puzzle), build_free);
  g_task_run_in_thread (task, build_in_thread);
}

gboolean
wp_print_puzzle_to_file (const WpPuzzle *puzzle, const char *path, GError **error)
{
  Build *build = print_build (puzzle);
  WpBooklet *booklet = wp_booklet_new (build->puzzles, &build->options, error);
  gboolean done = FALSE;

  if (booklet)
    done = run_print (NULL, booklet, build->options.title, path, error) == GTK_PRINT_OPERATION_RESULT_APPLY;
  build_free (build);
  return done;
}
