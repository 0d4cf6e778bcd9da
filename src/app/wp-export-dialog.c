/* wp-export-dialog.c — Export PDF and Print (see wp-export-dialog.h) */
#include "app/wp-export-dialog.h"
#include "app/wp-error-dialog.h"
#include "app/wp-settings.h"
#include "render/wp-booklet.h"

#include <glib/gi18n.h>

/* In step with the paper list in ui/wp-export-dialog.ui; the last entry is
 * "Custom". */
static const char *const paper_ids[] = { "a4", "letter", "a5", "custom" };
/* … and with the solutions list. */
static const char *const solution_ids[] = { "after", "back", "none" };

struct _WpExportDialog {
  AdwWindow          parent_instance;

  /* template widgets */
  AdwToastOverlay   *toasts;
  GtkWidget         *export_button;
  AdwComboRow       *paper_row;
  GtkWidget         *width_row;
  GtkWidget         *height_row;
  GtkSpinButton     *paper_width;
  GtkSpinButton     *paper_height;
  GtkSwitch         *landscape;
  GtkSpinButton     *margin;
  GtkSwitch         *page_numbers;
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
  WpPuzzle          *puzzle;
  char              *suggested_name;
  WpBooklet         *booklet;     /* NULL while the options are refused */
  char              *refusal;     /* why, then */
  guint              page;
  guint              rebuild_source;
  guint64            generation;   /* of the newest layout run */
  gboolean           building;
  GCancellable      *cancellable;  /* of the newest layout run */
};

G_DEFINE_FINAL_TYPE (WpExportDialog, wp_export_dialog, ADW_TYPE_WINDOW)

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

static void
update_page_controls (WpExportDialog *self)
{
  guint n = self->booklet ? wp_booklet_get_n_pages (self->booklet) : 0;
  g_autofree char *label = n ? g_strdup_printf (_("Page %u of %u"), self->page + 1, n) : g_strdup ("");
  const char *note = wp_export_dialog_get_note (self);
  g_autofree char *why = self->booklet && note ? g_strdup_printf (_("No solution page: %s."), note) : NULL;

  if (why)
    note = why;
  if (self->building)
    note = _("Laying out the pages…");
  gtk_label_set_text (self->page_label, label);
  gtk_widget_set_sensitive (self->previous_page, self->page > 0);
  gtk_widget_set_sensitive (self->next_page, self->page + 1 < n);
  gtk_widget_set_sensitive (self->export_button, self->booklet != NULL && !self->building);
  gtk_label_set_text (self->note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* One layout run: the booklet solves its puzzle (count to 2), which can
 * take seconds on a big grid, so it runs in a worker thread and the
 * preview follows when it is done. */
typedef struct {
  WpBookletOptions  options;
  WpPuzzle         *puzzle;     /* the options' title and author point here */
  guint64           generation;
} Build;

static void
build_free (gpointer data)
{
  Build *build = data;

  wp_puzzle_free (build->puzzle);
  g_free (build);
}

static void
build_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Build *build = data;
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new ();
  GError *error = NULL;
  WpBooklet *booklet;

  g_ptr_array_add (puzzles, build->puzzle);
  build->options.cancellable = cancellable;
  booklet = wp_booklet_new (puzzles, &build->options, &error);
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
    self->page = MIN (self->page, wp_booklet_get_n_pages (booklet) - 1);
  update_page_controls (self);
}

static void
rebuild (WpExportDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GTask) task = NULL;
  Build *build = g_new0 (Build, 1);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->booklet, wp_booklet_free);
  g_clear_pointer (&self->refusal, g_free);
  build->generation = ++self->generation;
  build->puzzle = wp_puzzle_copy (self->puzzle);
  if (!read_options (self, &build->options, &error))
    {
      self->building = FALSE;
      self->refusal = g_strdup (error->message);
      build_free (build);
      update_page_controls (self);
      return;
    }
  build->options.title = build->puzzle->title;
  build->options.author = build->puzzle->author;
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

/* Typing a margin sends a signal per keystroke: one rebuild per burst. */
static void
on_option_changed (WpExportDialog *self)
{
  gboolean custom = adw_combo_row_get_selected (self->paper_row) == G_N_ELEMENTS (paper_ids) - 1;

  gtk_widget_set_visible (self->width_row, custom);
  gtk_widget_set_visible (self->height_row, custom);
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add (rebuild_now, self);
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

static void
bind_settings (WpExportDialog *self)
{
  g_settings_bind_with_mapping (self->settings, "export-paper", self->paper_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, id_to_selected, selected_to_id,
                                (gpointer) paper_ids, NULL);
  g_settings_bind_with_mapping (self->settings, "export-solutions", self->solutions_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, id_to_selected, selected_to_id,
                                (gpointer) solution_ids, NULL);
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

const char *
wp_export_dialog_get_note (WpExportDialog *self)
{
  if (self->booklet == NULL)
    return self->refusal;
  return wp_booklet_get_note (self->booklet, 0);
}

WpExportDialog *
wp_export_dialog_new (GtkWindow *parent, const WpPuzzle *puzzle, const char *suggested_name)
{
  WpExportDialog *self = g_object_new (WP_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);

  self->puzzle = wp_puzzle_copy (puzzle);
  self->suggested_name = g_strdup (suggested_name);
  on_option_changed (self);
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
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_clear_pointer (&self->refusal, g_free);
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
  BIND (toasts); BIND (export_button); BIND (paper_row); BIND (width_row); BIND (height_row);
  BIND (paper_width); BIND (paper_height); BIND (landscape); BIND (margin); BIND (page_numbers);
  BIND (number_row); BIND (solutions_row); BIND (crop_marks); BIND (bleed); BIND (preview);
  BIND (previous_page); BIND (next_page); BIND (page_label); BIND (note);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_option_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_previous_page);
  gtk_widget_class_bind_template_callback (widget_class, on_next_page);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
wp_export_dialog_init (WpExportDialog *self)
{
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
  Build *build = g_new0 (Build, 1);

  build->puzzle = wp_puzzle_copy (puzzle);
  wp_booklet_options_init (&build->options);
  wp_booklet_parse_solutions (solutions, &build->options.solutions, NULL);
  build->options.title = build->puzzle->title;
  build->options.author = build->puzzle->author;
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
      run_print (parent, booklet, build->puzzle->title, NULL, &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
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
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new ();
  WpBooklet *booklet;
  gboolean done = FALSE;

  g_ptr_array_add (puzzles, build->puzzle);
  booklet = wp_booklet_new (puzzles, &build->options, error);
  if (booklet)
    done = run_print (NULL, booklet, build->puzzle->title, path, error) == GTK_PRINT_OPERATION_RESULT_APPLY;
  build_free (build);
  return done;
}
