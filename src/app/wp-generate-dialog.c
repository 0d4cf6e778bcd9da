/* wp-generate-dialog.c — Generate… (see wp-generate-dialog.h) */
#include "app/wp-generate-dialog.h"
#include "app/wp-error-dialog.h"
#include "app/wp-export-dialog.h"
#include "app/wp-thumbnail-image.h"
#include "core/wellposed.h"
#include "core/wp-generate.h"

#include <glib/gi18n.h>

/* A row's thumbnail box, in logical pixels: enough to see how many clues
 * and where. */
#define THUMBNAIL_SIZE 48
/* The progress bar follows the worker this often. */
#define PROGRESS_INTERVAL_MS 100

/* One run: everything the worker reads is its own copy, and it writes
 * only @results and @error, which the main thread reads once the task has
 * ended, and @done, an atomic the progress bar polls. */
typedef struct {
  WpPuzzle          *shape;
  WpGenerateOptions  options;   /* options.seed: the first puzzle's */
  guint              n;
  WpSearch          *search;    /* one for the whole batch: Stop is sticky */
  gint               done;
  GPtrArray         *results;   /* of WpGenerated* */
  GError            *error;
  /* Main thread only: the dialog, while it lives (weak).  The task holds
   * no reference to it, so closing the dialog disposes of it at once and
   * the run's result is dropped. */
  WpGenerateDialog  *dialog;
} Job;

struct _WpGenerateDialog {
  AdwWindow          parent_instance;

  /* template widgets */
  GtkWidget         *close_button;
  GtkWidget         *generate_button;
  GtkInfoBar        *message_bar;
  GtkLabel          *message_label;
  AdwToastOverlay   *toasts;
  GtkStack          *stack;
  AdwComboRow       *genre_row;
  AdwComboRow       *size_row;
  GtkWidget         *variants_row;
  GtkSwitch         *variants_switch;
  AdwComboRow       *symmetry_row;
  AdwComboRow       *difficulty_row;
  GtkSpinButton     *count_spin;
  AdwEntryRow       *seed_row;
  GtkProgressBar    *progress_bar;
  GtkWidget         *stop_button;
  GtkWidget         *booklet_button;
  GtkWidget         *save_all_button;
  GtkLabel          *results_title;
  GtkLabel          *results_description;
  GtkListBox        *results_list;

  /* owned */
  WpPuzzle          *current;      /* the window's puzzle when opened */
  GPtrArray         *genres;       /* const WpGenre*, in the genre row's order */
  GArray            *symmetries;   /* WpSymmetry, in the symmetry row's order */
  WpPuzzle          *shape;        /* what the options describe */
  Job               *job;          /* the run under way, or NULL (the task owns it) */
  guint              progress_source;
  GPtrArray         *results;      /* of WpGenerated*: the batch listed */
  GPtrArray         *origins;      /* of char*: "Generated with seed 1236", in step */
  char              *message;
  gboolean           filling;      /* rows being refilled, not the setter choosing */
};

G_DEFINE_FINAL_TYPE (WpGenerateDialog, wp_generate_dialog, ADW_TYPE_WINDOW)

enum { OPEN_PUZZLE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
job_free (gpointer data)
{
  Job *job = data;

  wp_puzzle_free (job->shape);
  wp_search_free (job->search);
  g_ptr_array_unref (job->results);
  g_clear_error (&job->error);
  g_free (job);
}

/* --- What the dialog says ------------------------------------------------------- */

/* @type: an error stops what was asked; information (a run stopped) does
 * not.  NULL hides the bar. */
static void
show_message (WpGenerateDialog *self, GtkMessageType type, const char *text)
{
  g_free (self->message);
  self->message = g_strdup (text);
  gtk_info_bar_set_message_type (self->message_bar, type);
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_info_bar_set_revealed (self->message_bar, text != NULL);
}

static gboolean
running (WpGenerateDialog *self)
{
  return self->job != NULL;
}

/* The header bar's buttons say what they do on each page. */
static void
update_buttons (WpGenerateDialog *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);
  gboolean options = g_strcmp0 (page, "options") == 0;
  gboolean seed_ok = !gtk_widget_has_css_class (GTK_WIDGET (self->seed_row), "error");

  /* Closing during a run drops its puzzles: Cancel, as before one. */
  gtk_button_set_label (GTK_BUTTON (self->close_button),
                        g_strcmp0 (page, "results") == 0 ? _("_Close") : _("_Cancel"));
  gtk_widget_set_visible (self->generate_button, options);
  gtk_widget_set_sensitive (self->generate_button, self->genres->len > 0 && seed_ok && !running (self));
}

static void
show_page (WpGenerateDialog *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->stack, name);
  update_buttons (self);
}

/* --- Options ---------------------------------------------------------------------- */

static const WpGenre *
chosen_genre (WpGenerateDialog *self)
{
  guint i = adw_combo_row_get_selected (self->genre_row);

  return i < self->genres->len ? g_ptr_array_index (self->genres, i) : NULL;
}

static const WpPreset *
chosen_preset (WpGenerateDialog *self)
{
  const WpGenre *genre = chosen_genre (self);
  guint i = adw_combo_row_get_selected (self->size_row);

  return genre && i < genre->n_presets ? &genre->presets[i] : NULL;
}

/* The window's puzzle is the shape: its rules and elements stay. */
static gboolean
variants_chosen (WpGenerateDialog *self)
{
  return gtk_widget_get_visible (self->variants_row) && gtk_switch_get_active (self->variants_switch);
}

static void
set_model (AdwComboRow *row, GtkStringList *list, guint selected)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  if (n > 0)
    adw_combo_row_set_selected (row, MIN (selected, n - 1));
}

/* Only the symmetries that map the grid onto itself (90° and the diagonal
 * need a square); the one chosen stays when it still fits. */
static void
fill_symmetries (WpGenerateDialog *self)
{
  guint previous = adw_combo_row_get_selected (self->symmetry_row);
  WpSymmetry was = previous < self->symmetries->len ? g_array_index (self->symmetries, WpSymmetry, previous)
                                                     : WP_SYMMETRY_NONE;
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = 0;

  g_array_set_size (self->symmetries, 0);
  for (WpSymmetry s = WP_SYMMETRY_NONE; s < WP_N_SYMMETRIES; s++)
    if (self->shape && wp_symmetry_fits (s, self->shape))
      {
        if (s == was)
          selected = self->symmetries->len;
        g_array_append_val (self->symmetries, s);
        gtk_string_list_append (list, wp_symmetry_label (s));
      }
  set_model (self->symmetry_row, list, selected);
}

/* "Any", then the levels of the genre's scale, easiest first. */
static void
fill_levels (WpGenerateDialog *self, const WpGenre *genre)
{
  guint previous = adw_combo_row_get_selected (self->difficulty_row);
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  const WpGradeLevel *levels;
  guint n = 0;

  gtk_string_list_append (list, _("Any"));
  levels = genre ? wp_grade_levels (genre, &n) : NULL;
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (list, _(levels[i].label));
  set_model (self->difficulty_row, list, previous == GTK_INVALID_LIST_POSITION ? 0 : previous);
}

static void
update_shape (WpGenerateDialog *self)
{
  const WpGenre *genre = chosen_genre (self);
  const WpPreset *preset = chosen_preset (self);
  gboolean variants = variants_chosen (self);

  g_clear_pointer (&self->shape, wp_puzzle_free);
  if (variants)
    self->shape = wp_puzzle_copy (self->current);
  else if (preset)
    self->shape = genre->new_puzzle (preset);
  /* The window's puzzle decides its own genre and size. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->genre_row), !variants);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_row), !variants);
  fill_symmetries (self);
}

static void
on_shape_changed (WpGenerateDialog *self)
{
  if (self->filling)
    return;
  self->filling = TRUE;
  update_shape (self);
  self->filling = FALSE;
}

/* The preset the window's puzzle was made from, as far as its size says;
 * else the middle one, as a new window starts with. */
static guint
preset_like (const WpGenre *genre, const WpPuzzle *puzzle)
{
  for (guint i = 0; puzzle && puzzle->genre == genre && i < genre->n_presets; i++)
    if (genre->presets[i].width == puzzle->width && genre->presets[i].height == puzzle->height)
      return i;
  return genre->n_presets / 2;
}

static void
fill_sizes (WpGenerateDialog *self, guint selected)
{
  const WpGenre *genre = chosen_genre (self);
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; genre && i < genre->n_presets; i++)
    gtk_string_list_append (list, _(genre->presets[i].label));
  set_model (self->size_row, list, selected);
}

/* The variant switch is offered when the window's puzzle has elements its
 * genre can generate with. */
static void
update_variants_row (WpGenerateDialog *self)
{
  gboolean offered = self->current->elements->len > 0 && wp_can_generate (self->current->genre) &&
                     chosen_genre (self) == self->current->genre;

  gtk_widget_set_visible (self->variants_row, offered || gtk_switch_get_active (self->variants_switch));
}

static void
on_genre_changed (WpGenerateDialog *self)
{
  const WpGenre *genre = chosen_genre (self);

  if (self->filling)
    return;
  self->filling = TRUE;
  fill_sizes (self, genre ? preset_like (genre, self->current) : 0);
  fill_levels (self, genre);
  update_variants_row (self);
  update_shape (self);
  self->filling = FALSE;
}

static void
fill_genres (WpGenerateDialog *self)
{
  const WpGenre *const *genres = wp_genres_list ();
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = 0;

  for (guint g = 0; genres[g]; g++)
    if (wp_can_generate (genres[g]))
      {
        if (genres[g] == self->current->genre)
          selected = self->genres->len;
        g_ptr_array_add (self->genres, (gpointer) genres[g]);
        gtk_string_list_append (list, _(genres[g]->name));
      }
  self->filling = TRUE;
  set_model (self->genre_row, list, selected);
  self->filling = FALSE;
  on_genre_changed (self);
  if (self->genres->len == 0)
    show_message (self, GTK_MESSAGE_ERROR, _("No genre in this version of Wellposed can generate puzzles."));
}

/* Empty: a new seed each run.  Otherwise a whole number, said where it
 * is wrong. */
static gboolean
read_seed (WpGenerateDialog *self, guint64 *seed, GError **error)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  g_autofree char *trimmed = g_strstrip (g_strdup (text));

  /* Short enough to read off a row and type again. */
  if (*trimmed == '\0')
    {
      *seed = (guint64) g_random_int_range (1, 10000000);
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (trimmed, 10, 0, G_MAXUINT64 - 100, seed, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("Seed: “%s” is not a whole number from 0 up"), trimmed);
      return FALSE;
    }
  return TRUE;
}

static void
on_seed_changed (WpGenerateDialog *self)
{
  guint64 seed;
  g_autoptr (GError) error = NULL;

  if (read_seed (self, &seed, &error))
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
      if (self->message && !running (self))
        show_message (self, GTK_MESSAGE_ERROR, NULL);
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");
      show_message (self, GTK_MESSAGE_ERROR, error->message);
    }
  update_buttons (self);
}

/* The options as the worker gets them. */
static Job *
job_new (WpGenerateDialog *self, guint64 seed)
{
  Job *job = g_new0 (Job, 1);
  guint symmetry = adw_combo_row_get_selected (self->symmetry_row);
  guint level = adw_combo_row_get_selected (self->difficulty_row);

  job->shape = wp_puzzle_copy (self->shape);
  wp_generate_options_init (&job->options);
  job->options.symmetry = symmetry < self->symmetries->len ? g_array_index (self->symmetries, WpSymmetry, symmetry)
                                                           : WP_SYMMETRY_NONE;
  /* Row 0 is "Any"; row i is level i − 1. */
  job->options.min_level = job->options.max_level = level > 0 && level != GTK_INVALID_LIST_POSITION
                                                    ? (gint) level - 1 : -1;
  job->options.needs_variants = variants_chosen (self);
  job->options.seed = seed;
  job->n = (guint) gtk_spin_button_get_value_as_int (self->count_spin);
  job->search = wp_search_new ();
  job->results = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_generated_free);
  return job;
}

/* --- The run ---------------------------------------------------------------------- */

/* Puzzle i from seed + i: each one alone is reproducible.  The puzzles are
 * graded for the list, whatever the band. */
static void
generate_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;

  for (guint i = 0; i < job->n && !wp_search_is_cancelled (job->search); i++)
    {
      WpGenerateOptions options = job->options;
      WpGenerated *generated;

      options.seed = job->options.seed + i;
      generated = wp_generate (job->shape, &options, TRUE, job->search, &job->error);
      if (generated == NULL)
        break;   /* stopped, or no puzzle in the band: @error says which */
      g_ptr_array_add (job->results, generated);
      g_atomic_int_inc (&job->done);
    }
  g_task_return_boolean (task, TRUE);
}

static gboolean
show_progress (gpointer data)
{
  WpGenerateDialog *self = data;
  guint done = (guint) g_atomic_int_get (&self->job->done);
  /* Translators: puzzles finished of those asked for, "3 of 10" */
  g_autofree char *text = g_strdup_printf (_("%u of %u"), done, self->job->n);

  /* One puzzle has no steps to count: the bar says it is alive. */
  if (self->job->n == 1)
    gtk_progress_bar_pulse (self->progress_bar);
  else
    gtk_progress_bar_set_fraction (self->progress_bar, (double) done / self->job->n);
  gtk_progress_bar_set_text (self->progress_bar, text);
  return G_SOURCE_CONTINUE;
}

static void
empty_results (WpGenerateDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->results_list))))
    gtk_list_box_remove (self->results_list, child);
  g_ptr_array_set_size (self->results, 0);
  g_ptr_array_set_size (self->origins, 0);
}

/* "24 clues · seed 1236", and the grade's sentence below. */
static GtkWidget *
result_row (WpGenerateDialog *self, guint index)
{
  const WpGenerated *generated = g_ptr_array_index (self->results, index);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = g_strdup_printf (_("Puzzle %u"), index + 1);
  g_autofree char *clues = g_strdup_printf (ngettext ("%u clue", "%u clues", generated->n_clues), generated->n_clues);
  g_autofree char *subtitle = NULL;
  GtkWidget *thumbnail = wp_thumbnail_image_new (generated->puzzle, THUMBNAIL_SIZE,
                                                 gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  /* Translators: "24 clues · Generated with seed 1236" */
  subtitle = g_strdup_printf (_("%s · %s"), clues, (const char *) g_ptr_array_index (self->origins, index));
  if (generated->grade && generated->grade->summary)
    {
      g_autofree char *both = g_strdup_printf ("%s\n%s", subtitle, generated->grade->summary);

      g_free (subtitle);
      subtitle = g_steal_pointer (&both);
    }
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_tooltip_text (row, _("Open in the window"));
  gtk_widget_set_margin_top (thumbnail, 6);
  gtk_widget_set_margin_bottom (thumbnail, 6);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), thumbnail);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  return row;
}

static void
show_results (WpGenerateDialog *self, guint n_asked)
{
  guint n = self->results->len;
  g_autofree char *title = g_strdup_printf (ngettext ("%u Puzzle", "%u Puzzles", n), n);

  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->results_list, result_row (self, i));
  gtk_label_set_text (self->results_title, title);
  gtk_label_set_text (self->results_description,
                      n < n_asked ? _("Every one is unique (each checked by counting). Open one to edit it.")
                                  : _("Every one is unique (each checked by counting). Open one to edit it, "
                                      "or keep them all as a collection or a booklet."));
  show_page (self, "results");
}

/* The message after a run that did not make every puzzle asked for. */
static char *
describe_shortfall (const Job *job, gboolean stopped)
{
  guint done = job->results->len;

  if (job->error && done == 0)
    return g_strdup (job->error->message);
  if (job->error)
    /* Translators: how many puzzles were made, then why the next one was not. */
    return g_strdup_printf (ngettext ("Only %u puzzle was generated: %s", "Only %u puzzles were generated: %s", done),
                            done, job->error->message);
  if (stopped && done == 0)
    return g_strdup (_("Stopped before a puzzle was finished."));
  if (stopped)
    return g_strdup_printf (ngettext ("Stopped after %u of %u puzzle.", "Stopped after %u of %u puzzles.", job->n),
                            done, job->n);
  return NULL;
}

static void
generate_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Job *job = g_task_get_task_data (G_TASK (result));
  WpGenerateDialog *self = job->dialog;
  gboolean stopped = wp_search_is_cancelled (job->search);
  g_autofree char *shortfall = NULL;
  g_autofree gpointer *made = NULL;
  gsize n_made = 0;

  if (self == NULL)
    return;   /* closed meanwhile */
  g_clear_weak_pointer (&job->dialog);
  self->job = NULL;
  g_clear_handle_id (&self->progress_source, g_source_remove);
  empty_results (self);
  shortfall = describe_shortfall (job, stopped);
  made = g_ptr_array_steal (job->results, &n_made);
  for (guint i = 0; i < n_made; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, job->options.seed + i);

      g_ptr_array_add (self->results, made[i]);
      /* Translators: where a generated puzzle comes from; the seed
       * makes it again. */
      g_ptr_array_add (self->origins, g_strdup_printf (_("Generated with seed %s"), seed));
    }
  show_message (self, job->error ? GTK_MESSAGE_ERROR : GTK_MESSAGE_INFO, shortfall);
  if (self->results->len == 0)
    show_page (self, "options");
  else if (job->n == 1)
    {
      /* One puzzle asked for, one made: it goes straight to the window. */
      wp_generate_dialog_open_result (self, 0);
      gtk_window_destroy (GTK_WINDOW (self));
    }
  else
    show_results (self, job->n);
}

void
wp_generate_dialog_generate (WpGenerateDialog *self)
{
  g_autoptr (GTask) task = NULL;
  g_autoptr (GError) error = NULL;
  guint64 seed;

  g_return_if_fail (WP_IS_GENERATE_DIALOG (self));

  if (running (self) || self->shape == NULL)
    return;
  if (!read_seed (self, &seed, &error))
    {
      show_message (self, GTK_MESSAGE_ERROR, error->message);
      return;
    }
  show_message (self, GTK_MESSAGE_INFO, NULL);
  self->job = job_new (self, seed);
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  show_progress (self);
  self->progress_source = g_timeout_add (PROGRESS_INTERVAL_MS, show_progress, self);
  show_page (self, "progress");
  g_set_weak_pointer (&self->job->dialog, self);
  task = g_task_new (NULL, NULL, generate_done, NULL);
  g_task_set_source_tag (task, wp_generate_dialog_generate);
  g_task_set_task_data (task, self->job, job_free);
  g_task_run_in_thread (task, generate_in_thread);
}

void
wp_generate_dialog_stop (WpGenerateDialog *self)
{
  if (self->job)
    wp_search_cancel (self->job->search);
}

gboolean
wp_generate_dialog_is_running (WpGenerateDialog *self)
{
  return running (self);
}

static void
on_generate_clicked (WpGenerateDialog *self)
{
  wp_generate_dialog_generate (self);
}

static void
on_stop_clicked (WpGenerateDialog *self)
{
  wp_generate_dialog_stop (self);
}

/* Cancel, Close, or during a run: stop, and close once it has. */
static void
on_close_clicked (WpGenerateDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
wp_generate_dialog_close_request (GtkWindow *window)
{
  /* A run still going stops; its puzzles are dropped with the dialog. */
  wp_generate_dialog_stop (WP_GENERATE_DIALOG (window));
  return GTK_WINDOW_CLASS (wp_generate_dialog_parent_class)->close_request (window);
}

static void
on_options_clicked (WpGenerateDialog *self)
{
  show_message (self, GTK_MESSAGE_INFO, NULL);
  show_page (self, "options");
}

/* --- The batch --------------------------------------------------------------------- */

guint
wp_generate_dialog_get_n_results (WpGenerateDialog *self)
{
  return self->results->len;
}

const WpPuzzle *
wp_generate_dialog_get_result (WpGenerateDialog *self, guint index)
{
  g_return_val_if_fail (index < self->results->len, NULL);

  return ((const WpGenerated *) g_ptr_array_index (self->results, index))->puzzle;
}

void
wp_generate_dialog_open_result (WpGenerateDialog *self, guint index)
{
  g_return_if_fail (index < self->results->len);

  g_signal_emit (self, signals[OPEN_PUZZLE], 0, wp_generate_dialog_get_result (self, index));
}

static void
on_result_activated (WpGenerateDialog *self, GtkListBoxRow *row)
{
  wp_generate_dialog_open_result (self, (guint) gtk_list_box_row_get_index (row));
}

static GPtrArray *
result_puzzles (WpGenerateDialog *self)
{
  GPtrArray *puzzles = g_ptr_array_new ();

  for (guint i = 0; i < self->results->len; i++)
    g_ptr_array_add (puzzles, ((WpGenerated *) g_ptr_array_index (self->results, i))->puzzle);
  return puzzles;
}

gboolean
wp_generate_dialog_save_to (WpGenerateDialog *self, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) puzzles = result_puzzles (self);
  WpFormat native = { NULL };

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be written"));
      return FALSE;
    }
  return wp_save_file (path, puzzles, &native, error);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, WpGenerateDialog *self)
{
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *name = g_file_get_basename (chosen);
      g_autoptr (GFile) file = NULL;

      /* Collections are always native documents: the name says so. */
      if (g_str_has_suffix (name, WP_NATIVE_EXTENSION))
        file = g_object_ref (chosen);
      else
        {
          g_autofree char *path = g_file_get_path (chosen);
          g_autofree char *fixed = g_strconcat (path, WP_NATIVE_EXTENSION, NULL);

          file = g_file_new_for_path (fixed);
        }
      if (!wp_generate_dialog_save_to (self, file, &error))
        wp_show_error_dialog (GTK_WINDOW (self), _("Could not save the puzzles"), error);
      else
        {
          g_autofree char *shown = g_file_get_basename (file);
          g_autofree char *text = g_strdup_printf (ngettext ("Saved %u puzzle in “%s”", "Saved %u puzzles in “%s”",
                                                             self->results->len),
                                                   self->results->len, shown);

          adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
        }
    }
  g_object_unref (chooser);
}

static void
on_save_all_clicked (WpGenerateDialog *self)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Save Puzzles"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Save"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Wellposed documents"));
  gtk_file_filter_add_suffix (filter, "wellposed");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Generated Puzzles.wellposed"));
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The Export PDF dialog with the batch, each one proved unique by the
 * generator's own count. */
static void
on_booklet_clicked (WpGenerateDialog *self)
{
  g_autoptr (GPtrArray) puzzles = result_puzzles (self);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) origins = NULL;
  WpUniqueness unique = { WP_UNIQUENESS_COUNTED, 1, TRUE, NULL, WP_COUNT_ENUMERATED, 0 };
  WpExportDialog *dialog;

  for (guint i = 0; i < self->origins->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (self->origins, i));
  origins = g_strv_builder_end (builder);
  dialog = wp_export_dialog_new_for_puzzles (GTK_WINDOW (self), puzzles, (const char *const *) origins, &unique,
                                             _("Generated Puzzles.pdf"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* --- Public ----------------------------------------------------------------------- */

gboolean
wp_generate_dialog_select_shape (WpGenerateDialog *self, const char *genre_id, const char *preset_id)
{
  for (guint g = 0; g < self->genres->len; g++)
    {
      const WpGenre *genre = g_ptr_array_index (self->genres, g);

      if (!g_str_equal (genre->id, genre_id))
        continue;
      adw_combo_row_set_selected (self->genre_row, g);
      for (guint p = 0; p < genre->n_presets; p++)
        if (g_str_equal (genre->presets[p].id, preset_id))
          {
            adw_combo_row_set_selected (self->size_row, p);
            return TRUE;
          }
    }
  return FALSE;
}

const char *
wp_generate_dialog_get_message (WpGenerateDialog *self)
{
  return self->message;
}

WpGenerateDialog *
wp_generate_dialog_new (GtkWindow *parent, const WpPuzzle *current)
{
  WpGenerateDialog *self = g_object_new (WP_TYPE_GENERATE_DIALOG, "transient-for", parent, NULL);

  self->current = wp_puzzle_copy (current);
  fill_genres (self);
  update_buttons (self);
  return self;
}

/* --- Class ------------------------------------------------------------------------ */

static void
wp_generate_dialog_dispose (GObject *object)
{
  WpGenerateDialog *self = WP_GENERATE_DIALOG (object);

  /* The worker stops soon; its result finds the dialog gone. */
  wp_generate_dialog_stop (self);
  self->job = NULL;
  g_clear_handle_id (&self->progress_source, g_source_remove);
  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->origins, g_ptr_array_unref);
  g_clear_pointer (&self->genres, g_ptr_array_unref);
  g_clear_pointer (&self->symmetries, g_array_unref);
  g_clear_pointer (&self->shape, wp_puzzle_free);
  g_clear_pointer (&self->current, wp_puzzle_free);
  g_clear_pointer (&self->message, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), WP_TYPE_GENERATE_DIALOG);
  G_OBJECT_CLASS (wp_generate_dialog_parent_class)->dispose (object);
}

static void
wp_generate_dialog_class_init (WpGenerateDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wp_generate_dialog_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = wp_generate_dialog_close_request;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/wellposed/Wellposed/wp-generate-dialog.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, WpGenerateDialog, name)
  BIND (close_button);
  BIND (generate_button);
  BIND (message_bar);
  BIND (message_label);
  BIND (toasts);
  BIND (stack);
  BIND (genre_row);
  BIND (size_row);
  BIND (variants_row);
  BIND (variants_switch);
  BIND (symmetry_row);
  BIND (difficulty_row);
  BIND (count_spin);
  BIND (seed_row);
  BIND (progress_bar);
  BIND (stop_button);
  BIND (booklet_button);
  BIND (save_all_button);
  BIND (results_title);
  BIND (results_description);
  BIND (results_list);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_close_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_generate_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_genre_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_shape_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_seed_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_result_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_options_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_save_all_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_booklet_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * WpGenerateDialog::open-puzzle:
   * @puzzle: (type gpointer): the WpPuzzle to open, owned by the dialog
   *   (copy it)
   */
  signals[OPEN_PUZZLE] = g_signal_new ("open-puzzle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
wp_generate_dialog_init (WpGenerateDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->genres = g_ptr_array_new ();
  self->symmetries = g_array_new (FALSE, FALSE, sizeof (WpSymmetry));
  self->results = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_generated_free);
  self->origins = g_ptr_array_new_with_free_func (g_free);
}
