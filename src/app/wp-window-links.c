/* wp-window-links.c — f-puzzles and SudokuPad links: import, paste, copy
 *
 * Import from Link… asks for a link, Ctrl+V pastes one, and the two Copy
 * items put the puzzle's link on the clipboard.  A game ID of Simon
 * Tatham's Mines is taken where a link is, and read as a file of them is.
 * Opening a link imports, as opening a text file does: the puzzle comes
 * into this window, or into a new one when this one has unsaved changes,
 * and is saved as .wellposed.
 * The reading and writing is the core's (wp_link_open(),
 * wp_link_for_puzzle()); the window only asks, shows and explains.
 */
#include "app/wp-window-private.h"

/* A game ID of Simon Tatham's Mines ("9x9:4,3,m…"), found by its
 * content as in a file; read by the Minesweeper genre's "sgt-mines". */
static gboolean
is_game_id (const char *text)
{
  const WpTextFormat *ids = wp_text_format_lookup ("sgt-mines");

  return ids && ids->sniff (text) == WP_SNIFF_SURE;
}

static WpPuzzle *
read_game_id (const char *text, GError **error)
{
  g_autoptr (GPtrArray) puzzles = wp_text_format_lookup ("sgt-mines")->parse (text, error);

  if (puzzles == NULL)
    return NULL;
  if (puzzles->len != 1)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u game IDs: paste them one at a time, or open the file that holds them"), puzzles->len);
      return NULL;
    }
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

gboolean
wp_window_open_link (WpWindow *self, const char *text, GError **error)
{
  gboolean game_id = is_game_id (text);
  g_autoptr (WpPuzzle) puzzle = game_id ? read_game_id (text, error) : wp_link_open (text, error);
  WpWindow *target;

  /* Read first: a bad link leaves no empty window behind. */
  if (puzzle == NULL)
    return FALSE;
  target = wp_window_for_new_document (self);
  wp_window_set_document (target, puzzle, NULL);
  target->imported_from = g_strdup (game_id ? _("Mines game ID") : _("Puzzle link"));
  wp_window_update_title (target);
  return TRUE;
}

static void
open_or_explain (WpWindow *self, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!wp_window_open_link (self, text, &error))
    wp_show_error_dialog (GTK_WINDOW (self),
                          is_game_id (text) ? _("Could not open the game ID") : _("Could not open the link"), error);
}

/* win.open-link "s": opens the link (or f-puzzles data) given. */
static void
open_link_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  open_or_explain (WP_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* --- Import from Link… ------------------------------------------------------------ */

static void
on_import_response (AdwMessageDialog *dialog, const char *response, WpWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");

  if (g_str_equal (response, "import"))
    open_or_explain (self, gtk_editable_get_text (entry));
}

static void
on_import_entry_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "import", *text != '\0');
}

static void
import_link_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (widget), _("Import from Link"),
                                              _("Paste a link from f-puzzles or SudokuPad, f-puzzles data, "
                                                "or a game ID from Simon Tatham's Mines. The puzzle opens as "
                                                "a new document."));
  GtkWidget *entry = gtk_entry_new ();

  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "https://sudokupad.app/fpuzzles…");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Link"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "import", _("_Import"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "import", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "import", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "import");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_import_entry_changed), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), widget);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* --- Paste ------------------------------------------------------------------------ */

/* What a paste opens: a link to f-puzzles or SudokuPad, f-puzzles data
 * (a JSON object) or a Mines game ID.  Other text is not a puzzle to the
 * board. */
static gboolean
is_puzzle_text (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{' || wp_link_looks_like_puzzle_link (text) || is_game_id (text);
}

static void
on_clipboard_text (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (WpWindow) self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  /* Closed while the clipboard answered. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (text == NULL || !is_puzzle_text (text))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  open_or_explain (self, text);
}

/* Ctrl+V where no text field takes it (those paste into themselves
 * first): a link on the clipboard opens. */
static void
paste_link_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_clipboard_text,
                                 g_object_ref (widget));
}

/* --- Copy as … Link --------------------------------------------------------------- */

/* win.copy-link "s": "fpuzzles" or "sudokupad". */
static void
copy_link_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  WpWindow *self = WP_WINDOW (data);
  WpLinkKind kind = g_str_equal (g_variant_get_string (parameter, NULL), "sudokupad") ? WP_LINK_SUDOKUPAD
                                                                                      : WP_LINK_FPUZZLES;
  g_autoptr (GError) error = NULL;
  g_autofree char *link = wp_link_for_puzzle (self->puzzle, kind, &error);

  if (link == NULL)
    {
      wp_show_error_dialog (GTK_WINDOW (self), _("Could not make a link"), error);
      return;
    }
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), link);
}

/* Only a genre that writes f-puzzles data has links (Sudoku); a puzzle f-puzzles
 * cannot hold all of (siteswap lines) is explained when copied. */
void
wp_window_update_link_actions (WpWindow *self)
{
  const WpTextFormat *fpuzzles = wp_text_format_lookup ("fpuzzles");
  const WpTextFormat *const *own = self->puzzle ? self->puzzle->genre->text_formats : NULL;
  gboolean has = FALSE;

  for (guint t = 0; fpuzzles && own && own[t]; t++)
    has |= own[t] == fpuzzles;
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "copy-link")), has);
}

/* Copy is a GSimpleAction of the window, so its state is a window's
 * action (enabled for Sudoku only) as the menu and tests see it. */
void
wp_window_init_links (WpWindow *self)
{
  g_autoptr (GSimpleAction) copy = g_simple_action_new ("copy-link", G_VARIANT_TYPE_STRING);

  g_signal_connect (copy, "activate", G_CALLBACK (copy_link_activated), self);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (copy));
}

void
wp_window_class_init_links (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.import-link", NULL, import_link_activated);
  gtk_widget_class_install_action (widget_class, "win.open-link", "s", open_link_activated);
  gtk_widget_class_install_action (widget_class, "win.paste-link", NULL, paste_link_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste-link", NULL);
}
