/* nonograms-text.c — Steve Simpson's .non format and webpbn XML import
 *
 *     catalogue "webpbn.com #1"
 *     title "Dancer"
 *     by "Jan Wolter"
 *     copyright "&copy; Copyright 2004 by Jan Wolter"
 *     width 5
 *     height 10
 *
 *     rows
 *     2
 *     2,1
 *     …
 *     columns
 *     2,1
 *     …
 *     goal "01100011010010101110…"
 *
 * .non: a line is a keyword and its argument.  `width` and `height` come
 * first; `rows` and `columns` are each followed by one clue per line (run
 * lengths separated by commas, "0" for an empty line); blank lines are
 * ignored everywhere, so a blank line is never a clue.  `goal` is
 * pbnsolve's extension: the picture, row by row, as 0 and 1.  Every other
 * word starts a property (title, by, copyright…), whose text may be quoted
 * and uses HTML character references for what is not plain ASCII; unknown
 * properties are ignored, as the format asks.  Givens have no notation in
 * .non, so they are not written.
 *
 * The catalogue, copyright and license lines have no field of their own in a
 * puzzle: they are kept in its notes ("Catalogue: webpbn.com #1", "© Copyright
 * 2004 by Jan Wolter", "License: CC-BY-3.0") and written back from there;
 * other lines of the notes travel as `notes` properties.
 *
 * webpbn XML (https://webpbn.com/pbn_fmt.html) is read with GMarkup: clues,
 * metadata and the goal image of every black-and-white grid puzzle in the
 * set.  Wellposed does not write it.
 *
 * Errors name the line ("12: …"; "webpbn XML: 7: …" for XML).
 */
#include "genres/nonograms/nonograms-private.h"
#include "core/wp-error.h"
#include "core/wp-lines.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* --- HTML character references ----------------------------------------------- */

/* The ISO 8859-1 entities of HTML, U+00A0 to U+00FF in order. */
static const char *const latin1_entities[96] = {
  "nbsp", "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect",
  "uml", "copy", "ordf", "laquo", "not", "shy", "reg", "macr",
  "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot",
  "cedil", "sup1", "ordm", "raquo", "frac14", "frac12", "frac34", "iquest",
  "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring", "AElig", "Ccedil",
  "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml",
  "ETH", "Ntilde", "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times",
  "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml", "Yacute", "THORN", "szlig",
  "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
  "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml",
  "eth", "ntilde", "ograve", "oacute", "ocirc", "otilde", "ouml", "divide",
  "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute", "thorn", "yuml",
};

static const struct {
  const char *name;
  gunichar    c;
} other_entities[] = {
  { "amp", '&' }, { "lt", '<' }, { "gt", '>' }, { "quot", '"' }, { "apos", '\'' },
  { "ndash", 0x2013 }, { "mdash", 0x2014 }, { "lsquo", 0x2018 }, { "rsquo", 0x2019 },
  { "ldquo", 0x201C }, { "rdquo", 0x201D }, { "hellip", 0x2026 }, { "euro", 0x20AC },
  { "trade", 0x2122 },
};

/* The character a named entity stands for; 0 for a name HTML does not know here. */
static gunichar
named_entity (const char *name, gsize length)
{
  for (guint i = 0; i < G_N_ELEMENTS (latin1_entities); i++)
    if (strlen (latin1_entities[i]) == length && strncmp (latin1_entities[i], name, length) == 0)
      return 0xA0 + i;
  for (guint i = 0; i < G_N_ELEMENTS (other_entities); i++)
    if (strlen (other_entities[i].name) == length && strncmp (other_entities[i].name, name, length) == 0)
      return other_entities[i].c;
  return 0;
}

static const char *
entity_name (gunichar c)
{
  if (c >= 0xA0 && c <= 0xFF)
    return latin1_entities[c - 0xA0];
  for (guint i = 0; i < G_N_ELEMENTS (other_entities); i++)
    if (other_entities[i].c == c)
      return other_entities[i].name;
  return NULL;
}

/* "#233" or "#xE9": the character, or 0 when it is not one. */
static gunichar
numeric_reference (const char *body, gsize length)
{
  gboolean hex = length > 1 && (body[1] == 'x' || body[1] == 'X');
  gsize first = hex ? 2 : 1;
  guint64 value = 0;

  if (length <= first)
    return 0;
  for (gsize i = first; i < length; i++)
    {
      gint digit = hex ? g_ascii_xdigit_value (body[i]) : g_ascii_digit_value (body[i]);

      if (digit < 0 || value > 0x10FFFF)
        return 0;
      value = value * (hex ? 16 : 10) + (guint64) digit;
    }
  return value > 0 && g_unichar_validate ((gunichar) value) ? (gunichar) value : 0;
}

/* Replaces "&copy;", "&#233;" and the like by their characters; an '&'
 * that starts no reference this code knows stays as it is. */
static char *
decode_entities (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p; )
    {
      const char *semicolon = *p == '&' ? strchr (p, ';') : NULL;
      gunichar c = 0;

      if (semicolon && semicolon - p > 1 && semicolon - p <= 10)
        c = p[1] == '#' ? numeric_reference (p + 1, (gsize) (semicolon - p - 1))
                        : named_entity (p + 1, (gsize) (semicolon - p - 1));
      if (c == 0)
        {
          g_string_append_c (out, *p++);
          continue;
        }
      g_string_append_unichar (out, c);
      p = semicolon + 1;
    }
  return g_string_free (out, FALSE);
}

/* @text as a quoted .non string: '&', '"', control and non-ASCII characters
 * become references, as Simpson's format asks (old readers are ASCII-only). */
static void
append_quoted (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *name = entity_name (c);

      if (c >= 0x20 && c < 0x7F && c != '&' && c != '"')
        g_string_append_c (out, (char) c);
      else if (name)
        g_string_append_printf (out, "&%s;", name);
      else
        g_string_append_printf (out, "&#%u;", (guint) c);
    }
  g_string_append_c (out, '"');
}

/* --- Notes: catalogue, copyright, license ----------------------------------- */

typedef enum {
  NOTE_CATALOGUE,
  NOTE_COPYRIGHT,
  NOTE_LICENSE,
  NOTE_OTHER,
  N_NOTE_KINDS
} NoteKind;

/* The .non keyword of each kind, and the label that marks it in the notes
 * (file data, so never translated). */
static const char *const note_keywords[N_NOTE_KINDS] = { "catalogue", "copyright", "license", "notes" };
static const char *const note_labels[N_NOTE_KINDS] = { "Catalogue:", "Copyright:", "License:", NULL };

static gboolean
has_prefix_nocase (const char *text, const char *prefix)
{
  return g_ascii_strncasecmp (text, prefix, strlen (prefix)) == 0;
}

/* A copyright notice that says so itself needs no label. */
static gboolean
reads_as_copyright (const char *text)
{
  return g_str_has_prefix (text, "©") || has_prefix_nocase (text, "(c)") ||
         has_prefix_nocase (text, "copyright");
}

/* Which property a line of the notes is written as, and its text. */
static NoteKind
classify_note (const char *line, const char **value)
{
  *value = line;
  for (guint kind = 0; kind < NOTE_OTHER; kind++)
    if (has_prefix_nocase (line, note_labels[kind]))
      {
        *value = line + strlen (note_labels[kind]);
        while (g_ascii_isspace (**value))
          (*value)++;
        return kind;
      }
  return reads_as_copyright (line) ? NOTE_COPYRIGHT : NOTE_OTHER;
}

/* How a property of @kind reads in the notes. */
static char *
note_line (NoteKind kind, const char *value)
{
  if (kind == NOTE_OTHER || (kind == NOTE_COPYRIGHT && reads_as_copyright (value)))
    return g_strdup (value);
  return g_strdup_printf ("%s %s", note_labels[kind], value);
}

/* Notes are assembled kind by kind, in the order they are written, so a
 * file read and written again keeps its notes as they were. */
typedef struct {
  GPtrArray *lines[N_NOTE_KINDS];
} Notes;

static void
notes_init (Notes *notes)
{
  for (guint kind = 0; kind < N_NOTE_KINDS; kind++)
    notes->lines[kind] = g_ptr_array_new_with_free_func (g_free);
}

static void
notes_clear (Notes *notes)
{
  for (guint kind = 0; kind < N_NOTE_KINDS; kind++)
    g_clear_pointer (&notes->lines[kind], g_ptr_array_unref);
}

/* Adds @text (each of its lines, trimmed; blank ones dropped). */
static void
notes_add (Notes *notes, NoteKind kind, const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i]; i++)
    {
      g_strstrip (lines[i]);
      if (*lines[i])
        g_ptr_array_add (notes->lines[kind], note_line (kind, lines[i]));
    }
}

static char *
notes_text (const Notes *notes)
{
  GString *text = g_string_new (NULL);

  for (guint kind = 0; kind < N_NOTE_KINDS; kind++)
    for (guint i = 0; i < notes->lines[kind]->len; i++)
      {
        if (text->len > 0)
          g_string_append_c (text, '\n');
        g_string_append (text, g_ptr_array_index (notes->lines[kind], i));
      }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* --- Building the puzzle -------------------------------------------------------- */

/* Takes @value; an empty text is no text. */
static void
replace_text (char **field, char *value)
{
  g_free (*field);
  *field = value && *value ? value : NULL;
  if (*field == NULL)
    g_free (value);
}

static gboolean
line_is_row (WpLineKind kind)
{
  return kind == WP_LINE_ROW;
}

/* Sets a clue from @runs, which may be empty: the empty line, which must not
 * be mistaken for "unknown" because an empty GArray has no data. */
static void
set_clue (WpPuzzle *puzzle, WpLineKind kind, guint index, GArray *runs)
{
  static const guint no_runs[1] = { 0 };

  wp_nonograms_set_clue (puzzle, kind, index, runs->len ? (const guint *) runs->data : no_runs, runs->len);
}

/* --- Reading .non: clues ---------------------------------------------------------- */

typedef enum {
  CLUE_OK,
  CLUE_MALFORMED,
  CLUE_ZERO_RUN,
} ClueProblem;

/* One run length: digits, kept below WP_NONOGRAMS_MAX_SIZE + 2 (anything
 * longer fits no line, and the message quotes the text as written). */
static gboolean
read_run (const char *word, guint *run)
{
  guint value = 0;

  if (*word == '\0')
    return FALSE;
  for (const char *p = word; *p; p++)
    {
      if (!g_ascii_isdigit (*p))
        return FALSE;
      value = MIN (value * 10 + (guint) (*p - '0'), WP_NONOGRAMS_MAX_SIZE + 1);
    }
  *run = value;
  return TRUE;
}

/* "2,1,3" (spaces around the commas allowed), or "0" for an empty line. */
static ClueProblem
parse_runs (const char *text, GArray *runs)
{
  g_auto (GStrv) words = g_strsplit (text, ",", -1);
  guint n_words = g_strv_length (words);

  for (guint i = 0; i < n_words; i++)
    {
      guint run;

      if (!read_run (g_strstrip (words[i]), &run))
        return CLUE_MALFORMED;
      if (run == 0 && n_words > 1)
        return CLUE_ZERO_RUN;
      if (run > 0)
        g_array_append_val (runs, run);
    }
  return CLUE_OK;
}

static gboolean
read_clue (const char *text, WpLineKind kind, guint index, guint length, guint line,
           GArray *runs, GError **error)
{
  gboolean is_row = line_is_row (kind);

  switch (parse_runs (text, runs))
    {
    case CLUE_MALFORMED:
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_row ? _("%u: row %u's clue “%s” is not a list of run lengths (write numbers "
                              "separated by commas, such as 2,1,3, or 0 for an empty row)")
                          : _("%u: column %u's clue “%s” is not a list of run lengths (write numbers "
                              "separated by commas, such as 2,1,3, or 0 for an empty column)"),
                   line, index + 1, text);
      return FALSE;
    case CLUE_ZERO_RUN:
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_row ? _("%u: row %u's clue “%s” has a run of 0 cells (0 stands alone, for an empty row)")
                          : _("%u: column %u's clue “%s” has a run of 0 cells (0 stands alone, for an empty column)"),
                   line, index + 1, text);
      return FALSE;
    case CLUE_OK:
      break;
    }
  if (wp_nonograms_clue_span ((const guint *) runs->data, runs->len) <= length)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
               is_row ? g_dngettext (GETTEXT_PACKAGE, "%u: row %u's clue “%s” does not fit a row of %u cell",
                                     "%u: row %u's clue “%s” does not fit a row of %u cells", length)
                      : g_dngettext (GETTEXT_PACKAGE, "%u: column %u's clue “%s” does not fit a column of %u cell",
                                     "%u: column %u's clue “%s” does not fit a column of %u cells", length),
               line, index + 1, text, length);
  return FALSE;
}

/* --- Reading .non: the reader ---------------------------------------------------- */

/* A list of clues after "rows" or "columns". */
typedef struct {
  WpLineKind kind;
  guint      line;        /* of the keyword; 0 while there is none */
  GPtrArray *clues;       /* of GArray of guint */
  guint      n_extra;     /* clue lines beyond the size the file gave */
  guint      extra_line;  /* the first of them */
} ClueList;

typedef struct {
  guint     width, height;            /* 0 until given */
  guint     width_line, height_line;
  ClueList  rows, cols;
  ClueList *open;                     /* the list clue lines go to, or NULL */
  char     *goal;                     /* as written, unquoted */
  guint     goal_line, goal_column;
  char     *title, *author;
  Notes     notes;
  guint     n_lines;                  /* non-blank */
} NonReader;

static void
clue_list_init (ClueList *list, WpLineKind kind)
{
  list->kind = kind;
  list->clues = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
}

static void
non_reader_clear (NonReader *reader)
{
  g_ptr_array_unref (reader->rows.clues);
  g_ptr_array_unref (reader->cols.clues);
  g_free (reader->goal);
  g_free (reader->title);
  g_free (reader->author);
  notes_clear (&reader->notes);
}

static guint
expected_clues (const NonReader *reader, const ClueList *list)
{
  return line_is_row (list->kind) ? reader->height : reader->width;
}

/* The words Wellposed reads; inside an unfinished list of clues any other
 * line is taken as a clue (Simpson: the clues follow the keyword at once). */
static gboolean
is_known_keyword (const char *word)
{
  static const char *const keywords[] = {
    "width", "height", "rows", "columns", "goal", "title", "by", "catalogue", "copyright",
    "license", "licence", "notes", "maxrule", "color", "colour",
  };

  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (g_ascii_strcasecmp (word, keywords[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Whether @text (trimmed, first word @word) belongs to the open list. */
static gboolean
continues_list (const NonReader *reader, const char *text, const char *word)
{
  const ClueList *list = reader->open;

  if (list->clues->len + list->n_extra < expected_clues (reader, list))
    return !is_known_keyword (word);
  return g_ascii_isdigit (*text);   /* one clue too many is still a clue */
}

static gboolean
close_list (NonReader *reader, GError **error)
{
  ClueList *list = reader->open;
  guint expected = expected_clues (reader, list), listed = list->clues->len + list->n_extra;
  gboolean is_row = line_is_row (list->kind);

  reader->open = NULL;
  if (listed == expected)
    return TRUE;
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               is_row ? g_dngettext (GETTEXT_PACKAGE, "%u: the file says height %u but lists %u row clue",
                                     "%u: the file says height %u but lists %u row clues", listed)
                      : g_dngettext (GETTEXT_PACKAGE, "%u: the file says width %u but lists %u column clue",
                                     "%u: the file says width %u but lists %u column clues", listed),
               listed > expected ? list->extra_line : list->line, expected, listed);
  return FALSE;
}

static gboolean
read_clue_line (NonReader *reader, const char *text, guint line, GError **error)
{
  ClueList *list = reader->open;
  guint index = list->clues->len;
  g_autoptr (GArray) runs = NULL;

  if (index >= expected_clues (reader, list))
    {
      /* Counted, not read: the message is about the count. */
      if (list->n_extra++ == 0)
        list->extra_line = line;
      return TRUE;
    }
  runs = g_array_new (FALSE, FALSE, sizeof (guint));
  if (!read_clue (text, list->kind, index,
                  line_is_row (list->kind) ? reader->width : reader->height, line, runs, error))
    return FALSE;
  g_ptr_array_add (list->clues, g_steal_pointer (&runs));
  return TRUE;
}

/* --- Reading .non: keywords -------------------------------------------------------- */

/* "width 5": a whole number from 1 to WP_NONOGRAMS_MAX_SIZE, given once.
 * "columns 5" and "rows 10" say the same (Simpson's format allows both). */
static gboolean
read_size (const char *arg, gboolean is_width, guint line, guint *size, guint *size_line, GError **error)
{
  const char *keyword = is_width ? "width" : "height";
  guint64 value = 0;

  if (*size_line)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_width ? _("%u: a second width (line %u already gave one)")
                            : _("%u: a second height (line %u already gave one)"),
                   line, *size_line);
      return FALSE;
    }
  if (*arg == '\0')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: no number after “%s”"), line, keyword);
      return FALSE;
    }
  if (arg[0] == '-' && arg[1] && strspn (arg + 1, "0123456789") == strlen (arg + 1))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   is_width ? _("%u: a width of %s is negative (write a whole number from 1 to %u)")
                            : _("%u: a height of %s is negative (write a whole number from 1 to %u)"),
                   line, arg, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  if (strspn (arg, "0123456789") != strlen (arg))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_width ? _("%u: “%s” is not a width (write a whole number from 1 to %u)")
                            : _("%u: “%s” is not a height (write a whole number from 1 to %u)"),
                   line, arg, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  for (const char *p = arg; *p; p++)
    value = MIN (value * 10 + (guint64) (*p - '0'), (guint64) WP_NONOGRAMS_MAX_SIZE + 1);
  if (value < 1 || value > WP_NONOGRAMS_MAX_SIZE)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   is_width ? _("%u: a width of %s is not supported (Nonograms grids are 1 to %u cells wide)")
                            : _("%u: a height of %s is not supported (Nonograms grids are 1 to %u cells tall)"),
                   line, arg, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  *size = (guint) value;
  *size_line = line;
  return TRUE;
}

/* "rows" alone starts the row clues, which need the height first. */
static gboolean
open_list (NonReader *reader, ClueList *list, guint line, GError **error)
{
  gboolean is_row = line_is_row (list->kind);

  if (list->line)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_row ? _("%u: a second list of row clues (line %u already started one)")
                          : _("%u: a second list of column clues (line %u already started one)"),
                   line, list->line);
      return FALSE;
    }
  if (expected_clues (reader, list) == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   is_row ? _("%u: “rows” comes before the height (write “height N” above it)")
                          : _("%u: “columns” comes before the width (write “width N” above it)"),
                   line);
      return FALSE;
    }
  list->line = line;
  reader->open = list;
  return TRUE;
}

/* A property's text: quoted or not; the quotes are not part of it.  Sets
 * *@offset to where the text starts inside @arg. */
static char *
unquote (const char *arg, guint line, gsize *offset, GError **error)
{
  gsize length = strlen (arg);

  *offset = 0;
  if (arg[0] != '"')
    return g_strdup (arg);
  if (length < 2 || arg[length - 1] != '"')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: the quoted text has no closing quote"), line);
      return NULL;
    }
  *offset = 1;
  return g_strndup (arg + 1, length - 2);
}

/* The goal is checked at the end, when the size is sure to be known. */
static gboolean
read_goal_line (NonReader *reader, const char *text, const char *arg, guint line, guint indent,
                GError **error)
{
  gsize offset;
  char *goal;

  if (reader->goal_line)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("%u: a second goal (line %u already gave one)"),
                   line, reader->goal_line);
      return FALSE;
    }
  goal = unquote (arg, line, &offset, error);
  if (goal == NULL)
    return FALSE;
  reader->goal = goal;
  reader->goal_line = line;
  reader->goal_column = indent + (guint) g_utf8_strlen (text, arg + offset - text) + 1;
  return TRUE;
}

static gboolean
read_property (NonReader *reader, const char *word, const char *arg, guint line, GError **error)
{
  g_autofree char *quoted = NULL;
  g_autofree char *value = NULL;
  gsize offset;

  quoted = unquote (arg, line, &offset, error);
  if (quoted == NULL)
    return FALSE;
  value = g_strstrip (decode_entities (quoted));
  if (g_ascii_strcasecmp (word, "title") == 0)
    replace_text (&reader->title, g_steal_pointer (&value));
  else if (g_ascii_strcasecmp (word, "by") == 0)
    replace_text (&reader->author, g_steal_pointer (&value));
  else if (g_ascii_strcasecmp (word, "licence") == 0)
    notes_add (&reader->notes, NOTE_LICENSE, value);
  else
    for (guint kind = 0; kind < N_NOTE_KINDS; kind++)
      if (g_ascii_strcasecmp (word, note_keywords[kind]) == 0)
        notes_add (&reader->notes, kind, value);
  return TRUE;
}

static gboolean
is_word (const char *word, const char *keyword)
{
  return g_ascii_strcasecmp (word, keyword) == 0;
}

/* @text is the trimmed line, @indent the characters trimmed before it, @word
 * its first word and @arg the rest, trimmed. */
static gboolean
read_keyword_line (NonReader *reader, const char *text, guint indent, const char *word, const char *arg,
                   guint line, GError **error)
{
  gboolean rows = is_word (word, "rows"), columns = is_word (word, "columns");

  if (g_ascii_isdigit (*text))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("%u: run lengths outside a list of clues (write “rows” or “columns” above them)"), line);
      return FALSE;
    }
  if (is_word (word, "width") || (columns && *arg))
    return read_size (arg, TRUE, line, &reader->width, &reader->width_line, error);
  if (is_word (word, "height") || (rows && *arg))
    return read_size (arg, FALSE, line, &reader->height, &reader->height_line, error);
  if (rows || columns)
    return open_list (reader, rows ? &reader->rows : &reader->cols, line, error);
  if (is_word (word, "goal"))
    return read_goal_line (reader, text, arg, line, indent, error);
  if (is_word (word, "title") || is_word (word, "by") || is_word (word, "licence"))
    return read_property (reader, word, arg, line, error);
  for (guint kind = 0; kind < N_NOTE_KINDS; kind++)
    if (is_word (word, note_keywords[kind]))
      return read_property (reader, word, arg, line, error);
  return TRUE;   /* maxrule, color and properties Wellposed has no use for */
}

static gboolean
read_non_line (NonReader *reader, const char *raw, guint line, GError **error)
{
  g_autofree char *text = g_strstrip (g_strdup (raw));
  g_autofree char *word = NULL;
  const char *arg = text, *start = raw;

  while (g_ascii_isspace (*start))
    start++;

  if (*text == '\0')
    return TRUE;   /* blank lines are ignored everywhere, even between clues */
  reader->n_lines++;
  while (*arg && !g_ascii_isspace (*arg))
    arg++;
  word = g_strndup (text, (gsize) (arg - text));
  while (g_ascii_isspace (*arg))
    arg++;
  if (reader->open && continues_list (reader, text, word))
    return read_clue_line (reader, text, line, error);
  if (reader->open && !close_list (reader, error))
    return FALSE;
  return read_keyword_line (reader, text, (guint) g_utf8_strlen (raw, start - raw), word, arg, line, error);
}

/* --- Reading .non: the end ------------------------------------------------------ */

static gboolean
check_complete (const NonReader *reader, guint last_line, GError **error)
{
  if (reader->n_lines == 0)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("1: no puzzle found (a .non file gives width, height, rows and columns)"));
  else if (reader->width_line == 0)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("%u: the file does not say its width (write “width N” before the clues)"), last_line);
  else if (reader->height_line == 0)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("%u: the file does not say its height (write “height N” before the clues)"), last_line);
  else if (reader->rows.line == 0)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("%u: no row clues (write “rows”, then one clue per line, top to bottom)"), last_line);
  else if (reader->cols.line == 0)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("%u: no column clues (write “columns”, then one clue per line, left to right)"), last_line);
  else
    return TRUE;
  return FALSE;
}

/* pbnsolve's goal: width × height characters, 0 or 1, row by row. */
static gint *
read_goal (const NonReader *reader, GError **error)
{
  guint n_cells = reader->width * reader->height, length = (guint) g_utf8_strlen (reader->goal, -1);
  g_autofree gint *goal = NULL;
  guint i = 0;

  if (length != n_cells)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID,
                   _("%u: the goal has %u cells, but width %u × height %u makes %u"),
                   reader->goal_line, length, reader->width, reader->height, n_cells);
      return NULL;
    }
  goal = g_new (gint, MAX (n_cells, 1));
  for (const char *p = reader->goal; *p; p = g_utf8_next_char (p), i++)
    {
      if (*p != '0' && *p != '1')
        {
          g_autofree char *shown = g_strndup (p, (gsize) (g_utf8_next_char (p) - p));

          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("%u:%u: '%s' in the goal is not 0 or 1 (the goal gives every cell, row by row: "
                         "1 filled, 0 empty)"),
                       reader->goal_line, reader->goal_column + i, shown);
          return NULL;
        }
      goal[i] = *p - '0';
    }
  return g_steal_pointer (&goal);
}

static WpPuzzle *
build_non_puzzle (NonReader *reader, guint last_line, GError **error)
{
  g_autoptr (WpPuzzle) puzzle = wp_nonograms_new (reader->width, reader->height);
  g_autoptr (GError) invalid = NULL;
  g_autofree gint *goal = NULL;

  if (reader->goal_line && (goal = read_goal (reader, error)) == NULL)
    return NULL;
  for (guint r = 0; r < reader->height; r++)
    set_clue (puzzle, WP_LINE_ROW, r, g_ptr_array_index (reader->rows.clues, r));
  for (guint c = 0; c < reader->width; c++)
    set_clue (puzzle, WP_LINE_COLUMN, c, g_ptr_array_index (reader->cols.clues, c));
  wp_nonograms_set_goal (puzzle, goal);
  puzzle->title = g_steal_pointer (&reader->title);
  puzzle->author = g_steal_pointer (&reader->author);
  puzzle->notes = notes_text (&reader->notes);
  /* Everything validate() checks was checked above with a line number;
   * this only guards against the two drifting apart. */
  if (!wp_genre_nonograms.validate (puzzle, &invalid))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_INVALID, "%u: %s", last_line, invalid->message);
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

static GPtrArray *
parse_non (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  NonReader reader = { 0 };
  WpPuzzle *puzzle = NULL;
  g_auto (WpLines) lines = { 0 };
  guint n = 0;

  wp_lines_init (&lines, data);
  clue_list_init (&reader.rows, WP_LINE_ROW);
  clue_list_init (&reader.cols, WP_LINE_COLUMN);
  notes_init (&reader.notes);
  while (wp_lines_next (&lines))
    {
      if (!read_non_line (&reader, lines.line->str, lines.number, error))
        goto out;
      n = lines.number;
    }
  if (reader.open && !close_list (&reader, error))
    goto out;
  if (check_complete (&reader, MAX (n, 1), error))
    puzzle = build_non_puzzle (&reader, MAX (n, 1), error);
out:
  non_reader_clear (&reader);
  if (puzzle == NULL)
    return NULL;
  g_ptr_array_add (puzzles, puzzle);
  return g_steal_pointer (&puzzles);
}

/* --- Sniffing .non ------------------------------------------------------------------ */

/* Whether the line at @line (up to @end) starts with the word @keyword,
 * followed by an argument (@with_arg) or by nothing. */
static gboolean
line_is (const char *line, const char *end, const char *keyword, gboolean with_arg)
{
  gsize length = strlen (keyword);
  const char *p;

  while (line < end && (*line == ' ' || *line == '\t'))
    line++;
  if ((gsize) (end - line) < length || g_ascii_strncasecmp (line, keyword, length) != 0)
    return FALSE;
  p = line + length;
  if (p < end && !g_ascii_isspace (*p))
    return FALSE;
  while (p < end && g_ascii_isspace (*p))
    p++;
  return with_arg ? p < end : p == end;
}

/* SURE when the text has a width and a height and a list of clues: no other
 * notation has lines that begin that way. */
static WpSniff
sniff_non (const char *data)
{
  gboolean width = FALSE, height = FALSE, list = FALSE;

  for (const char *line = data; *line; )
    {
      const char *end = strchr (line, '\n');

      if (end == NULL)
        end = line + strlen (line);
      width |= line_is (line, end, "width", TRUE) || line_is (line, end, "columns", TRUE);
      height |= line_is (line, end, "height", TRUE) || line_is (line, end, "rows", TRUE);
      list |= line_is (line, end, "rows", FALSE) || line_is (line, end, "columns", FALSE);
      if (*end == '\0')
        break;
      line = end + 1;
    }
  return width && height && list ? WP_SNIFF_SURE : WP_SNIFF_NO;
}

/* --- Writing .non --------------------------------------------------------------------- */

/* .non has no way to say "unknown", so a clue left open cannot be written. */
static gboolean
check_clues_known (const WpNonogramsParams *params, GError **error)
{
  for (guint r = 0; r < params->height; r++)
    if (params->rows[r].n_runs < 0)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                     _("row %u's clue is unknown; .non files need every clue"), r + 1);
        return FALSE;
      }
  for (guint c = 0; c < params->width; c++)
    if (params->cols[c].n_runs < 0)
      {
        g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                     _("column %u's clue is unknown; .non files need every clue"), c + 1);
        return FALSE;
      }
  return TRUE;
}

static void
append_property (GString *out, const char *keyword, const char *value)
{
  if (value == NULL || *value == '\0')
    return;
  g_string_append_printf (out, "%s ", keyword);
  append_quoted (out, value);
  g_string_append_c (out, '\n');
}

/* The lines of @notes written as properties of @kind. */
static void
append_notes (GString *out, GStrv notes, NoteKind kind)
{
  for (guint i = 0; notes && notes[i]; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (notes[i]));
      const char *value;

      if (*line && classify_note (line, &value) == kind)
        append_property (out, note_keywords[kind], value);
    }
}

static void
append_clues (GString *out, const char *keyword, const WpNonogramClue *clues, guint n)
{
  g_string_append_printf (out, "\n%s\n", keyword);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = wp_nonograms_clue_text (clues[i].runs, (guint) clues[i].n_runs, ",");

      g_string_append_printf (out, "%s\n", text);
    }
}

/* In the order of the webpbn files, so one read and written again comes out
 * the same; with @solution the goal is the solution. */
static gboolean
write_non (const WpPuzzle *puzzle, const gint *solution, GString *out, GError **error)
{
  const WpNonogramsParams *params = puzzle->params;
  const gint *goal = solution ? solution : params->goal;
  g_auto (GStrv) notes = puzzle->notes ? g_strsplit (puzzle->notes, "\n", -1) : NULL;

  if (out->len > 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("a .non file holds one puzzle (save each puzzle in a file of its own)"));
      return FALSE;
    }
  if (!check_clues_known (params, error))
    return FALSE;
  append_notes (out, notes, NOTE_CATALOGUE);
  append_property (out, "title", puzzle->title);
  append_property (out, "by", puzzle->author);
  append_notes (out, notes, NOTE_COPYRIGHT);
  append_notes (out, notes, NOTE_LICENSE);
  append_notes (out, notes, NOTE_OTHER);
  g_string_append_printf (out, "width %u\nheight %u\n", puzzle->width, puzzle->height);
  append_clues (out, "rows", params->rows, params->height);
  append_clues (out, "columns", params->cols, params->width);
  if (goal)
    {
      g_string_append (out, "\ngoal \"");
      for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
        g_string_append_c (out, goal[i] > 0 ? '1' : '0');
      g_string_append (out, "\"\n");
    }
  return TRUE;
}

static const char *const non_extensions[] = { ".non", NULL };

const WpTextFormat wp_nonograms_non_format = {
  .id = "non",
  .name = N_("Nonogram (.non)"),
  .extensions = non_extensions,
  .sniff = sniff_non,
  .parse = parse_non,
  .write = write_non,
};

/* --- webpbn XML: the reader ------------------------------------------------------------ */

typedef struct {
  char *title, *author, *authorid, *copyright, *source, *id, *description;
} XmlMeta;

typedef struct {
  guint   line;
  GArray *runs;   /* of guint */
} XmlLine;

typedef struct {
  char    *name;
  gunichar ch;    /* 0 when the element gave none */
} XmlColor;

/* One <puzzle> being read. */
typedef struct {
  guint      line;
  char      *background, *foreground;   /* colour names */
  GPtrArray *colors;                    /* of XmlColor */
  GPtrArray *extra_colors;              /* names beyond those two */
  guint      extra_line;
  GPtrArray *rows, *cols;               /* of XmlLine; NULL until their <clues> */
  guint      rows_line, cols_line;
  GPtrArray *clues;                     /* rows or cols inside <clues> */
  XmlLine   *open_line;                 /* inside <line> */
  char      *solution_type;             /* inside <solution> */
  char      *goal;                      /* the image text */
  guint      goal_line;
  gboolean   goal_is_goal;              /* from a solution of type "goal" */
  XmlMeta    meta;
} XmlPuzzle;

typedef struct {
  GPtrArray *puzzles;
  XmlMeta    set;       /* the puzzleset's own: defaults for its puzzles */
  XmlPuzzle *puzzle;    /* the open <puzzle>, or NULL */
  GString   *text;      /* of the innermost element */
} XmlReader;

static void
xml_meta_clear (XmlMeta *meta)
{
  g_free (meta->title);
  g_free (meta->author);
  g_free (meta->authorid);
  g_free (meta->copyright);
  g_free (meta->source);
  g_free (meta->id);
  g_free (meta->description);
}

static char **
xml_meta_field (XmlMeta *meta, const char *element)
{
  static const char *const names[] = { "title", "author", "authorid", "copyright", "source", "id", "description" };
  char **fields[] = { &meta->title, &meta->author, &meta->authorid, &meta->copyright, &meta->source,
                      &meta->id, &meta->description };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (element, names[i]))
      return fields[i];
  return NULL;
}

static void
xml_line_free (gpointer data)
{
  XmlLine *line = data;

  g_array_unref (line->runs);
  g_free (line);
}

static void
xml_color_free (gpointer data)
{
  XmlColor *color = data;

  g_free (color->name);
  g_free (color);
}

static void
xml_puzzle_free (XmlPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->background);
  g_free (puzzle->foreground);
  g_ptr_array_unref (puzzle->colors);
  g_ptr_array_unref (puzzle->extra_colors);
  g_clear_pointer (&puzzle->rows, g_ptr_array_unref);
  g_clear_pointer (&puzzle->cols, g_ptr_array_unref);
  g_clear_pointer (&puzzle->open_line, xml_line_free);
  g_free (puzzle->solution_type);
  g_free (puzzle->goal);
  xml_meta_clear (&puzzle->meta);
  g_free (puzzle);
}

/* GMarkup counts a newline as the first character of the next line, so
 * right after "<puzzle>\n" it says line 4 when the tag was on line 3: a
 * position on a newline belongs to the line that the newline ends. */
static guint
corrected_line (gint line, gint ch)
{
  return (guint) MAX (ch == 1 && line > 1 ? line - 1 : line, 1);
}

static guint
xml_line_number (GMarkupParseContext *context)
{
  gint line = 0, ch = 0;

  g_markup_parse_context_get_position (context, &line, &ch);
  return corrected_line (line, ch);
}

/* "webpbn XML: 7: …": the format, then the place, as the file layer shows
 * a text format's messages after the file name. */
static void G_GNUC_PRINTF (4, 5)
xml_error (GError **error, WpError code, guint line, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, WP_ERROR, code, _("webpbn XML: %u: %s"), line, what);
}

static const char *
attribute (const char **names, const char **values, const char *wanted)
{
  for (guint i = 0; names[i]; i++)
    if (g_str_equal (names[i], wanted))
      return values[i];
  return NULL;
}

/* The element around the current one, or "". */
static const char *
parent_element (GMarkupParseContext *context)
{
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  return stack && stack->next ? stack->next->data : "";
}

/* A colour other than the puzzle's two: remembered (once) for the message. */
static void
note_colour (XmlPuzzle *puzzle, const char *name, guint line)
{
  for (guint i = 0; i < puzzle->extra_colors->len; i++)
    if (g_str_equal (g_ptr_array_index (puzzle->extra_colors, i), name))
      return;
  if (puzzle->extra_colors->len == 0)
    puzzle->extra_line = line;
  g_ptr_array_add (puzzle->extra_colors, g_strdup (name));
}

/* --- webpbn XML: structure ----------------------------------------------------------------- */

/* Where each element the reader gives meaning to may stand: directly in
 * @parent, or in @also ("" is the outermost place: a file may be a lone
 * <puzzle>).  A misplaced one is an error, never skipped, since skipping
 * loads another puzzle than the file's; and it is what keeps the reader's
 * state sound: a <line> opens only in an open clue list, a <count> only
 * in an open line, an <image> only in an open solution.  Other elements
 * (<note>…) are ignored, but not what they hold. */
static const struct {
  const char *element, *parent, *also;
} xml_places[] = {
  { "puzzleset", "", NULL },
  { "puzzle", "puzzleset", "" },
  { "title", "puzzle", "puzzleset" },
  { "author", "puzzle", "puzzleset" },
  { "authorid", "puzzle", "puzzleset" },
  { "copyright", "puzzle", "puzzleset" },
  { "source", "puzzle", "puzzleset" },
  { "id", "puzzle", "puzzleset" },
  { "description", "puzzle", "puzzleset" },
  { "color", "puzzle", NULL },
  { "clues", "puzzle", NULL },
  { "solution", "puzzle", NULL },
  { "line", "clues", NULL },
  { "count", "line", NULL },
  { "image", "solution", NULL },
};

/* "<clues> inside <line> (it belongs directly in <puzzle>)"; @parent is ""
 * for the outermost element. */
static void
misplaced (const char *element, const char *parent, const char *home, const char *also, guint line,
           GError **error)
{
  gboolean two = also && *also;

  if (*home == '\0')
    xml_error (error, WP_ERROR_PARSE, line, _("<%s> inside <%s> (it can only be the outermost element)"),
               element, parent);
  else if (*parent && two)
    xml_error (error, WP_ERROR_PARSE, line, _("<%s> inside <%s> (it belongs directly in <%s> or <%s>)"),
               element, parent, home, also);
  else if (two)
    xml_error (error, WP_ERROR_PARSE, line,
               _("<%s> as the outermost element (it belongs directly in <%s> or <%s>)"), element, home, also);
  else if (*parent)
    xml_error (error, WP_ERROR_PARSE, line, _("<%s> inside <%s> (it belongs directly in <%s>)"),
               element, parent, home);
  else
    xml_error (error, WP_ERROR_PARSE, line, _("<%s> as the outermost element (it belongs directly in <%s>)"),
               element, home);
}

static gboolean
check_place (const char *element, const char *parent, guint line, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (xml_places); i++)
    {
      const char *home = xml_places[i].parent, *also = xml_places[i].also;

      if (!g_str_equal (element, xml_places[i].element))
        continue;
      if (g_str_equal (parent, home) || (also && g_str_equal (parent, also)))
        return TRUE;
      misplaced (element, parent, home, also, line, error);
      return FALSE;
    }
  return TRUE;   /* not one of the reader's */
}

/* --- webpbn XML: elements ------------------------------------------------------------------ */

static gboolean
start_puzzle (XmlReader *reader, const char *parent, const char **names, const char **values, guint line,
              GError **error)
{
  const char *type = attribute (names, values, "type");
  const char *background = attribute (names, values, "backgroundcolor");
  const char *foreground = attribute (names, values, "defaultcolor");
  XmlPuzzle *puzzle;

  /* Before the place: "inside another" says where the first one starts. */
  if (reader->puzzle)
    {
      xml_error (error, WP_ERROR_PARSE, line, _("a <puzzle> inside another (the first starts on line %u)"),
                 reader->puzzle->line);
      return FALSE;
    }
  if (!check_place ("puzzle", parent, line, error))
    return FALSE;
  if (type && !g_str_equal (type, "grid"))
    {
      xml_error (error, WP_ERROR_UNSUPPORTED, line,
                 _("a puzzle of type “%s” (Wellposed reads grid puzzles only)"), type);
      return FALSE;
    }
  puzzle = g_new0 (XmlPuzzle, 1);
  puzzle->line = line;
  puzzle->background = g_strdup (background ? background : "white");
  puzzle->foreground = g_strdup (foreground ? foreground : "black");
  puzzle->colors = g_ptr_array_new_with_free_func (xml_color_free);
  puzzle->extra_colors = g_ptr_array_new_with_free_func (g_free);
  reader->puzzle = puzzle;
  return TRUE;
}

static gboolean
start_color (XmlPuzzle *puzzle, const char **names, const char **values, guint line, GError **error)
{
  const char *name = attribute (names, values, "name");
  const char *ch = attribute (names, values, "char");
  XmlColor *color;

  if (name == NULL)
    {
      xml_error (error, WP_ERROR_PARSE, line, _("a <color> without a name"));
      return FALSE;
    }
  if (!g_str_equal (name, puzzle->background) && !g_str_equal (name, puzzle->foreground))
    note_colour (puzzle, name, line);
  color = g_new0 (XmlColor, 1);
  color->name = g_strdup (name);
  color->ch = ch && *ch ? g_utf8_get_char (ch) : 0;
  g_ptr_array_add (puzzle->colors, color);
  return TRUE;
}

static gboolean
start_clues (XmlPuzzle *puzzle, const char **names, const char **values, guint line, GError **error)
{
  const char *type = attribute (names, values, "type");
  gboolean rows = type && g_str_equal (type, "rows");
  GPtrArray **clues = rows ? &puzzle->rows : &puzzle->cols;
  guint *clues_line = rows ? &puzzle->rows_line : &puzzle->cols_line;

  if (type == NULL || (!rows && !g_str_equal (type, "columns")))
    {
      xml_error (error, WP_ERROR_PARSE, line, _("clues of type “%s” (expected rows or columns)"),
                 type ? type : "");
      return FALSE;
    }
  if (*clues)
    {
      xml_error (error, WP_ERROR_PARSE, line,
                 rows ? _("a second list of row clues (line %u already gave one)")
                      : _("a second list of column clues (line %u already gave one)"),
                 *clues_line);
      return FALSE;
    }
  *clues = g_ptr_array_new_with_free_func (xml_line_free);
  *clues_line = line;
  puzzle->clues = *clues;
  return TRUE;
}

/* Lines do not nest (check_place), so no line is open here. */
static void
start_line (XmlPuzzle *puzzle, guint line)
{
  puzzle->open_line = g_new0 (XmlLine, 1);
  puzzle->open_line->line = line;
  puzzle->open_line->runs = g_array_new (FALSE, FALSE, sizeof (guint));
}

static void
start_count (XmlPuzzle *puzzle, const char **names, const char **values, guint line)
{
  const char *color = attribute (names, values, "color");

  if (color && !g_str_equal (color, puzzle->foreground))
    note_colour (puzzle, color, line);
}

/* Solutions do not nest (check_place), so none is open here. */
static void
start_solution (XmlPuzzle *puzzle, const char **names, const char **values)
{
  const char *type = attribute (names, values, "type");

  puzzle->solution_type = g_strdup (type ? type : "goal");
}

/* Once check_place has passed, what an element needs is open: a <puzzle>
 * around <color>, <clues> and <solution>, its clue list around <line>,
 * the line around <count>. */
static void
start_element (GMarkupParseContext *context, const char *element, const char **names,
               const char **values, gpointer data, GError **error)
{
  XmlReader *reader = data;
  XmlPuzzle *puzzle = reader->puzzle;
  const char *parent = parent_element (context);
  guint line = xml_line_number (context);

  g_string_truncate (reader->text, 0);
  if (g_str_equal (element, "puzzle"))
    start_puzzle (reader, parent, names, values, line, error);
  else if (!check_place (element, parent, line, error))
    return;
  else if (g_str_equal (element, "color"))
    start_color (puzzle, names, values, line, error);
  else if (g_str_equal (element, "clues"))
    start_clues (puzzle, names, values, line, error);
  else if (g_str_equal (element, "line"))
    start_line (puzzle, line);
  else if (g_str_equal (element, "count"))
    start_count (puzzle, names, values, line);
  else if (g_str_equal (element, "solution"))
    start_solution (puzzle, names, values);
}

/* A run length: 1 to WP_NONOGRAMS_MAX_SIZE; a lone 0 is an empty line. */
static gboolean
end_count (XmlPuzzle *puzzle, const char *text, guint line, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  guint run;

  if (!read_run (trimmed, &run) || run > WP_NONOGRAMS_MAX_SIZE)
    {
      xml_error (error, WP_ERROR_PARSE, line, _("“%s” is not a run length (write a whole number from 1 to %u)"),
                 trimmed, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  g_array_append_val (puzzle->open_line->runs, run);
  return TRUE;
}

static gboolean
end_line (XmlPuzzle *puzzle, guint line, GError **error)
{
  XmlLine *open = g_steal_pointer (&puzzle->open_line);
  GArray *runs = open->runs;

  for (guint i = 0; i < runs->len; i++)
    if (g_array_index (runs, guint, i) == 0 && runs->len > 1)
      {
        xml_error (error, WP_ERROR_PARSE, line, _("a count of 0 can only stand alone, for an empty line"));
        xml_line_free (open);
        return FALSE;
      }
  if (runs->len == 1 && g_array_index (runs, guint, 0) == 0)
    g_array_set_size (runs, 0);
  g_ptr_array_add (puzzle->clues, open);
  return TRUE;
}

/* The goal is the image of the solution of type "goal", else of the first
 * other solution; a "saved" one is someone's work in progress. */
static void
end_image (XmlPuzzle *puzzle, const char *text, guint line)
{
  gboolean is_goal = g_str_equal (puzzle->solution_type, "goal");

  if (g_str_equal (puzzle->solution_type, "saved") || puzzle->goal_is_goal || (puzzle->goal && !is_goal))
    return;
  g_free (puzzle->goal);
  puzzle->goal = g_strdup (text);
  puzzle->goal_line = line;
  puzzle->goal_is_goal = is_goal;
}

static WpPuzzle *finish_puzzle (XmlReader *reader, guint line, GError **error);

/* The puzzle is freed here, complete or not: after an error nothing else
 * would. */
static void
end_puzzle (XmlReader *reader, guint line, GError **error)
{
  WpPuzzle *done = finish_puzzle (reader, line, error);

  if (done)
    g_ptr_array_add (reader->puzzles, done);
  g_clear_pointer (&reader->puzzle, xml_puzzle_free);
}

/* An element ends only after its start passed check_place, so what it
 * closes is open (see start_element); GMarkup calls nothing more once a
 * callback has failed. */
static void
end_element (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  XmlReader *reader = data;
  XmlPuzzle *puzzle = reader->puzzle;
  const char *parent = parent_element (context);
  guint line = xml_line_number (context);
  char **field;

  if (g_str_equal (element, "puzzle"))
    end_puzzle (reader, line, error);
  else if (g_str_equal (parent, "puzzleset") && (field = xml_meta_field (&reader->set, element)))
    replace_text (field, g_strdup (reader->text->str));
  else if (g_str_equal (parent, "puzzle") && (field = xml_meta_field (&puzzle->meta, element)))
    replace_text (field, g_strdup (reader->text->str));
  else if (g_str_equal (element, "count"))
    end_count (puzzle, reader->text->str, line, error);
  else if (g_str_equal (element, "line"))
    end_line (puzzle, line, error);
  else if (g_str_equal (element, "clues"))
    puzzle->clues = NULL;
  else if (g_str_equal (element, "image"))
    end_image (puzzle, reader->text->str, line);
  else if (g_str_equal (element, "solution"))
    g_clear_pointer (&puzzle->solution_type, g_free);
}

static void
xml_text (GMarkupParseContext *context, const char *text, gsize length, gpointer data, GError **error)
{
  XmlReader *reader = data;

  g_string_append_len (reader->text, text, (gssize) length);
}

/* --- webpbn XML: a whole puzzle --------------------------------------------------------- */

static gboolean
check_colours (const XmlPuzzle *puzzle, GError **error)
{
  g_autofree char *names = NULL;

  if (puzzle->extra_colors->len == 0)
    return TRUE;
  g_ptr_array_add (puzzle->extra_colors, NULL);
  names = g_strjoinv (", ", (char **) puzzle->extra_colors->pdata);
  g_ptr_array_set_size (puzzle->extra_colors, puzzle->extra_colors->len - 1);
  xml_error (error, WP_ERROR_UNSUPPORTED, puzzle->extra_line,
             _("puzzle uses colours (%s); Wellposed reads black-and-white puzzles only"), names);
  return FALSE;
}

/* The number of lines is the size of the grid. */
static gboolean
check_clue_count (const XmlPuzzle *puzzle, WpLineKind kind, GError **error)
{
  gboolean is_row = line_is_row (kind);
  GPtrArray *lines = is_row ? puzzle->rows : puzzle->cols;

  if (lines == NULL)
    {
      xml_error (error, WP_ERROR_PARSE, puzzle->line,
                 is_row ? _("the puzzle has no row clues (<clues type=\"rows\">)")
                        : _("the puzzle has no column clues (<clues type=\"columns\">)"));
      return FALSE;
    }
  if (lines->len == 0 || lines->len > WP_NONOGRAMS_MAX_SIZE)
    {
      xml_error (error, WP_ERROR_INVALID, is_row ? puzzle->rows_line : puzzle->cols_line,
                 is_row ? _("the puzzle has %u row clues, but a Nonograms grid has 1 to %u rows")
                        : _("the puzzle has %u column clues, but a Nonograms grid has 1 to %u columns"),
                 lines->len, WP_NONOGRAMS_MAX_SIZE);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_clue_fit (const XmlPuzzle *puzzle, WpLineKind kind, GError **error)
{
  gboolean is_row = line_is_row (kind);
  GPtrArray *lines = is_row ? puzzle->rows : puzzle->cols;
  guint length = is_row ? puzzle->cols->len : puzzle->rows->len;

  for (guint i = 0; i < lines->len; i++)
    {
      const XmlLine *line = g_ptr_array_index (lines, i);
      g_autofree char *clue = NULL;

      if (wp_nonograms_clue_span ((const guint *) line->runs->data, line->runs->len) <= length)
        continue;
      clue = wp_nonograms_clue_text ((const guint *) line->runs->data, line->runs->len, " ");
      xml_error (error, WP_ERROR_INVALID, line->line,
                 is_row ? g_dngettext (GETTEXT_PACKAGE, "row %u's clue %s does not fit a row of %u cell",
                                       "row %u's clue %s does not fit a row of %u cells", length)
                        : g_dngettext (GETTEXT_PACKAGE, "column %u's clue %s does not fit a column of %u cell",
                                       "column %u's clue %s does not fit a column of %u cells", length),
                 i + 1, clue, length);
      return FALSE;
    }
  return TRUE;
}

static gunichar
colour_char (const XmlPuzzle *puzzle, const char *name)
{
  for (guint i = 0; i < puzzle->colors->len; i++)
    {
      const XmlColor *color = g_ptr_array_index (puzzle->colors, i);

      if (g_str_equal (color->name, name) && color->ch)
        return color->ch;
    }
  /* The format's own defaults. */
  return g_str_equal (name, "white") ? '.' : g_str_equal (name, "black") ? 'X' : 0;
}

/* The image, row by row between '|' (line breaks and spaces are layout). */
static gint *
read_image (const XmlPuzzle *puzzle, guint width, guint height, GError **error)
{
  gunichar empty = colour_char (puzzle, puzzle->background), filled = colour_char (puzzle, puzzle->foreground);
  g_autofree gint *goal = g_new (gint, width * height);
  guint n = 0;

  for (const char *p = puzzle->goal; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      char shown[8] = { 0 };

      if (c == '|' || g_unichar_isspace (c))
        continue;
      if (c != empty && c != filled)
        {
          g_unichar_to_utf8 (c, shown);
          xml_error (error, WP_ERROR_PARSE, puzzle->goal_line,
                     _("'%s' in the goal image is not one of the puzzle's two colours"), shown);
          return NULL;
        }
      if (n < width * height)
        goal[n] = c == filled;
      n++;   /* counted past the end too, for the message */
    }
  if (n != width * height)
    {
      xml_error (error, WP_ERROR_INVALID, puzzle->goal_line,
                 _("the goal image has %u cells, but %u columns × %u rows make %u"),
                 n, width, height, width * height);
      return NULL;
    }
  return g_steal_pointer (&goal);
}

static const char *
either (const char *a, const char *b)
{
  return a && *a ? a : b && *b ? b : NULL;
}

/* The puzzle's metadata, falling back on the puzzleset's. */
static void
apply_meta (WpPuzzle *out, const XmlMeta *own, const XmlMeta *set)
{
  const char *source = either (own->source, set->source), *id = either (own->id, set->id);
  const char *copyright = either (own->copyright, set->copyright);
  const char *description = either (own->description, set->description);
  g_autofree char *catalogue = g_strjoin (source && id ? " " : "", source ? source : "", id ? id : "", NULL);
  Notes notes;

  out->title = g_strdup (either (own->title, set->title));
  out->author = g_strdup (either (either (own->author, set->author), either (own->authorid, set->authorid)));
  if (out->title)
    g_strstrip (out->title);
  if (out->author)
    g_strstrip (out->author);
  notes_init (&notes);
  notes_add (&notes, NOTE_CATALOGUE, catalogue);
  notes_add (&notes, NOTE_COPYRIGHT, copyright ? copyright : "");
  notes_add (&notes, NOTE_OTHER, description ? description : "");
  out->notes = notes_text (&notes);
  notes_clear (&notes);
}

static WpPuzzle *
finish_puzzle (XmlReader *reader, guint line, GError **error)
{
  const XmlPuzzle *puzzle = reader->puzzle;
  g_autoptr (WpPuzzle) out = NULL;
  g_autoptr (GError) invalid = NULL;
  g_autofree gint *goal = NULL;

  if (!check_colours (puzzle, error) ||
      !check_clue_count (puzzle, WP_LINE_ROW, error) || !check_clue_count (puzzle, WP_LINE_COLUMN, error) ||
      !check_clue_fit (puzzle, WP_LINE_ROW, error) || !check_clue_fit (puzzle, WP_LINE_COLUMN, error))
    return NULL;
  if (puzzle->goal && (goal = read_image (puzzle, puzzle->cols->len, puzzle->rows->len, error)) == NULL)
    return NULL;
  out = wp_nonograms_new (puzzle->cols->len, puzzle->rows->len);
  for (guint r = 0; r < out->height; r++)
    set_clue (out, WP_LINE_ROW, r, ((XmlLine *) g_ptr_array_index (puzzle->rows, r))->runs);
  for (guint c = 0; c < out->width; c++)
    set_clue (out, WP_LINE_COLUMN, c, ((XmlLine *) g_ptr_array_index (puzzle->cols, c))->runs);
  wp_nonograms_set_goal (out, goal);
  apply_meta (out, &puzzle->meta, &reader->set);
  /* A guard only: everything validate() checks was checked above. */
  if (!wp_genre_nonograms.validate (out, &invalid))
    {
      xml_error (error, WP_ERROR_INVALID, line, "%s", invalid->message);
      return NULL;
    }
  return g_steal_pointer (&out);
}

/* --- webpbn XML: parsing --------------------------------------------------------------- */

/* Whether @message starts as @format (literal text and "%d") does; the
 * numbers are stored in @numbers and the end of the match returned. */
static const char *
match_format (const char *message, const char *format, gint *numbers, guint n_numbers)
{
  const char *m = message;
  guint n = 0;

  for (const char *f = format; *f; )
    {
      if (f[0] == '%' && f[1] == 'd' && n < n_numbers && g_ascii_isdigit (*m))
        {
          numbers[n++] = (gint) g_ascii_strtoll (m, (char **) &m, 10);
          f += 2;
        }
      else if (*f++ != *m++)
        return NULL;
    }
  return m;
}

/* GMarkup starts its messages "Error on line 7 char 3: " (a position on a
 * newline counted on the next line) or, for entities, "Error on line 7: "
 * (translated by GLib); the line goes where Wellposed puts places, the rest
 * is GLib's message. */
static void
markup_error (GMarkupParseContext *context, const GError *markup, GError **error)
{
  gint at[2] = { 0, 0 };
  const char *what;
  guint line;

  g_markup_parse_context_get_position (context, &at[0], &at[1]);
  line = corrected_line (at[0], at[1]);
  if ((what = match_format (markup->message, g_dgettext ("glib20", "Error on line %d char %d: "), at, 2)))
    line = corrected_line (at[0], at[1]);
  else if ((what = match_format (markup->message, g_dgettext ("glib20", "Error on line %d: "), at, 1)))
    line = (guint) MAX (at[0], 1);
  else
    what = markup->message;
  xml_error (error, WP_ERROR_PARSE, line, "%s", what);
}

static const GMarkupParser xml_parser = {
  .start_element = start_element,
  .end_element = end_element,
  .text = xml_text,
};

static GPtrArray *
parse_webpbn (const char *data, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) wp_puzzle_free);
  XmlReader reader = { puzzles, { 0 }, NULL, g_string_new (NULL) };
  GMarkupParseContext *context = g_markup_parse_context_new (&xml_parser, G_MARKUP_TREAT_CDATA_AS_TEXT,
                                                             &reader, NULL);
  g_autoptr (GError) failure = NULL;
  g_autoptr (GError) problem = NULL;

  if (g_markup_parse_context_parse (context, data, -1, &failure))
    g_markup_parse_context_end_parse (context, &failure);
  if (failure && failure->domain == WP_ERROR)
    problem = g_steal_pointer (&failure);
  else if (failure)
    markup_error (context, failure, &problem);
  else if (puzzles->len == 0)
    xml_error (&problem, WP_ERROR_PARSE, 1, _("no <puzzle> found"));   /* as the other formats say it */
  g_markup_parse_context_free (context);
  xml_puzzle_free (reader.puzzle);
  xml_meta_clear (&reader.set);
  g_string_free (reader.text, TRUE);
  if (problem)
    {
      g_propagate_error (error, g_steal_pointer (&problem));
      return NULL;
    }
  return g_steal_pointer (&puzzles);
}

/* SURE on the root element of a webpbn puzzle set. */
static WpSniff
sniff_webpbn (const char *data)
{
  return strstr (data, "<puzzleset") ? WP_SNIFF_SURE : WP_SNIFF_NO;
}

static const char *const webpbn_extensions[] = { ".xml", ".pbn", NULL };

const WpTextFormat wp_nonograms_webpbn_format = {
  .id = "webpbn-xml",
  .name = N_("webpbn XML"),
  .extensions = webpbn_extensions,
  .sniff = sniff_webpbn,
  .parse = parse_webpbn,
  .write = NULL,   /* import only */
};
