/* wp-document.c — a puzzle being edited (see wp-document.h) */
#include "wp-document.h"
#include "wp-io.h"

struct _WpDocument {
  GObject     parent_instance;

  WpPuzzle   *puzzle;          /* the current snapshot */
  GPtrArray  *undo;            /* of WpPuzzle*, oldest first */
  GPtrArray  *redo;
  GFile      *file;
  WpFileStamp *disk;           /* what the file held when last read or written here */
  gboolean    dirty;
  guint64     generation;
  const char *typing_field;    /* interned: the metadata field typed in last */
};

G_DEFINE_FINAL_TYPE (WpDocument, wp_document, G_TYPE_OBJECT)

enum { PROP_0, PROP_DIRTY, PROP_FILE, PROP_CAN_UNDO, PROP_CAN_REDO, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_dirty (WpDocument *self, gboolean dirty)
{
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

/* The snapshot is now @next (a reference the document takes over). */
static void
replace (WpDocument *self, WpPuzzle *next, gboolean solutions_changed)
{
  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  self->puzzle = next;
  self->generation++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_signal_emit (self, signals[CHANGED], 0, solutions_changed);
}

/* Remembers what @self->file holds now (nothing for no file, or one
 * that is not local). */
static void
stamp_disk (WpDocument *self)
{
  g_autofree char *path = self->file ? g_file_get_path (self->file) : NULL;

  g_clear_pointer (&self->disk, wp_file_stamp_free);
  if (path)
    self->disk = wp_file_stamp_new (path);
}

void
wp_document_reset (WpDocument *self, const WpPuzzle *puzzle, GFile *file)
{
  g_return_if_fail (WP_IS_DOCUMENT (self));

  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  self->typing_field = NULL;
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  stamp_disk (self);
  set_dirty (self, FALSE);
  replace (self, wp_puzzle_ref (puzzle), TRUE);
}

WpDocument *
wp_document_new (const WpPuzzle *puzzle, GFile *file)
{
  WpDocument *self = g_object_new (WP_TYPE_DOCUMENT, NULL);

  self->puzzle = wp_puzzle_ref (puzzle);
  self->file = file ? g_object_ref (file) : NULL;
  stamp_disk (self);
  return self;
}

const WpPuzzle *
wp_document_get_puzzle (WpDocument *self)
{
  return self->puzzle;
}

GFile *
wp_document_get_file (WpDocument *self)
{
  return self->file;
}

gboolean
wp_document_get_dirty (WpDocument *self)
{
  return self->dirty;
}

guint64
wp_document_get_generation (WpDocument *self)
{
  return self->generation;
}

gboolean
wp_document_apply (WpDocument *self, const WpEdit *edit, GError **error)
{
  WpPuzzle *next;
  const char *field;

  g_return_val_if_fail (WP_IS_DOCUMENT (self), FALSE);

  next = wp_puzzle_apply_edit (self->puzzle, edit, error);
  if (next == NULL)
    return FALSE;
  if (wp_puzzle_equal (next, self->puzzle))
    {
      wp_puzzle_free (next);
      return TRUE;
    }
  /* Typing in one field is one undo step: its step already holds the
   * state before the typing began. */
  field = wp_edit_get_field (edit) ? g_intern_string (wp_edit_get_field (edit)) : NULL;
  if (field == NULL || field != self->typing_field)
    g_ptr_array_add (self->undo, wp_puzzle_ref (self->puzzle));
  self->typing_field = field;
  g_ptr_array_set_size (self->redo, 0);
  set_dirty (self, TRUE);
  replace (self, next, wp_edit_changes_solutions (edit));
  return TRUE;
}

void
wp_document_replace (WpDocument *self, const WpPuzzle *puzzle)
{
  g_return_if_fail (WP_IS_DOCUMENT (self));
  g_return_if_fail (puzzle != NULL && puzzle->genre == self->puzzle->genre);

  if (wp_puzzle_equal (puzzle, self->puzzle))
    return;
  g_ptr_array_add (self->undo, wp_puzzle_ref (self->puzzle));
  self->typing_field = NULL;
  g_ptr_array_set_size (self->redo, 0);
  set_dirty (self, TRUE);
  replace (self, wp_puzzle_ref (puzzle), TRUE);
}

gboolean
wp_document_can_undo (WpDocument *self)
{
  return self->undo->len > 0;
}

gboolean
wp_document_can_redo (WpDocument *self)
{
  return self->redo->len > 0;
}

static gboolean
step (WpDocument *self, GPtrArray *from, GPtrArray *to)
{
  if (from->len == 0)
    return FALSE;
  g_ptr_array_add (to, wp_puzzle_ref (self->puzzle));
  self->typing_field = NULL;
  set_dirty (self, TRUE);
  replace (self, g_ptr_array_steal_index (from, from->len - 1), TRUE);
  return TRUE;
}

gboolean
wp_document_undo (WpDocument *self)
{
  return step (self, self->undo, self->redo);
}

gboolean
wp_document_redo (WpDocument *self)
{
  return step (self, self->redo, self->undo);
}

void
wp_document_mark_saved (WpDocument *self, GFile *file)
{
  if (file && g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (file)
    stamp_disk (self);
  set_dirty (self, FALSE);
}

WpDiskState
wp_document_check_disk (WpDocument *self)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (WP_IS_DOCUMENT (self), WP_DISK_UNCHANGED);

  if (self->disk == NULL || (path = g_file_get_path (self->file)) == NULL)
    return WP_DISK_UNCHANGED;
  return wp_file_stamp_compare (self->disk, path);
}

void
wp_document_accept_disk (WpDocument *self)
{
  g_return_if_fail (WP_IS_DOCUMENT (self));

  stamp_disk (self);
}

void
wp_document_mark_unsaved (WpDocument *self)
{
  set_dirty (self, TRUE);
}

static void
wp_document_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  WpDocument *self = WP_DOCUMENT (object);

  switch (id)
    {
    case PROP_DIRTY:    g_value_set_boolean (value, self->dirty); break;
    case PROP_FILE:     g_value_set_object (value, self->file); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, wp_document_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, wp_document_can_redo (self)); break;
    default:            G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
wp_document_finalize (GObject *object)
{
  WpDocument *self = WP_DOCUMENT (object);

  g_clear_pointer (&self->puzzle, wp_puzzle_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_object (&self->file);
  g_clear_pointer (&self->disk, wp_file_stamp_free);
  G_OBJECT_CLASS (wp_document_parent_class)->finalize (object);
}

static void
wp_document_class_init (WpDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = wp_document_get_property;
  object_class->finalize = wp_document_finalize;
  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                                                 G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /**
   * WpDocument::changed:
   * @solutions_changed: FALSE for metadata, which no count depends on
   *
   * The snapshot was replaced (an edit, undo, redo or a reset).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
wp_document_init (WpDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
}
