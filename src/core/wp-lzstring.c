/* wp-lzstring.c — LZ-String's compressToBase64 / decompressFromBase64 (see wp-lzstring.h)
 *
 * The stream is a sequence of codes, each written in the current code
 * width.  Codes 0 and 1 announce a literal code unit (8 or 16 bits follow),
 * 2 ends the stream, and 3 upwards name dictionary phrases.  The width
 * starts at 2 bits and grows by one whenever a countdown ("enlarge-in",
 * first 2) reaches zero, the countdown then restarting at 2^width.  Both
 * directions below keep that countdown exactly as the JavaScript library
 * does: the compressor ticks once per code written plus once per literal,
 * the decompressor once per phrase it adds — which is the same sequence,
 * and is why the decompressor starts at width 3 with a countdown of 4
 * after the first literal.
 */
#include "wp-lzstring.h"
#include "wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const char alphabet[] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

enum {
  CODE_LITERAL_8 = 0,
  CODE_LITERAL_16 = 1,
  CODE_END = 2,
  CODE_FIRST_PHRASE = 3,
};

/* ---- compression ------------------------------------------------------ */

/* Phrases are known by (code of the phrase one unit shorter, last unit);
 * single units have the prefix 0, which is never a phrase's code.  An open
 * addressing table from that pair to the phrase's code; code 0 marks an
 * empty slot. */
typedef struct {
  guint64 *keys;
  guint32 *codes;
  gsize capacity;  /* a power of two */
  gsize used;
} PhraseTable;

static gsize
slot_of (const PhraseTable *table, guint64 key)
{
  gsize mask = table->capacity - 1;
  gsize slot = (gsize) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32) & mask;

  while (table->codes[slot] != 0 && table->keys[slot] != key)
    slot = (slot + 1) & mask;
  return slot;
}

static guint64
phrase_key (guint32 prefix, gunichar2 unit)
{
  return ((guint64) prefix << 16) | unit;
}

static guint32
phrase_find (const PhraseTable *table, guint32 prefix, gunichar2 unit)
{
  return table->codes[slot_of (table, phrase_key (prefix, unit))];
}

static void phrase_add (PhraseTable *table, guint32 prefix, gunichar2 unit, guint32 code);

/* Kept at most half full, so probes stay short. */
static void
phrase_table_grow (PhraseTable *table)
{
  PhraseTable bigger = { NULL, NULL, table->capacity * 2, 0 };

  bigger.keys = g_new0 (guint64, bigger.capacity);
  bigger.codes = g_new0 (guint32, bigger.capacity);
  for (gsize i = 0; i < table->capacity; i++)
    if (table->codes[i] != 0)
      {
        gsize slot = slot_of (&bigger, table->keys[i]);

        bigger.keys[slot] = table->keys[i];
        bigger.codes[slot] = table->codes[i];
        bigger.used++;
      }
  g_free (table->keys);
  g_free (table->codes);
  *table = bigger;
}

static void
phrase_add (PhraseTable *table, guint32 prefix, gunichar2 unit, guint32 code)
{
  gsize slot;

  if ((table->used + 1) * 2 > table->capacity)
    phrase_table_grow (table);
  slot = slot_of (table, phrase_key (prefix, unit));
  table->keys[slot] = phrase_key (prefix, unit);
  table->codes[slot] = code;
  table->used++;
}

typedef struct {
  GString *out;
  guint group;        /* bits gathered for the next base64 character */
  guint group_bits;   /* how many, 0..5 */
  guint width;        /* bits per code */
  guint enlarge_in;   /* phrases until the width grows */
} Writer;

/* Least significant bit first, each bit shifted in at the bottom. */
static void
write_bits (Writer *writer, guint value, guint n_bits)
{
  for (guint i = 0; i < n_bits; i++, value >>= 1)
    {
      writer->group = (writer->group << 1) | (value & 1);
      if (++writer->group_bits == 6)
        {
          g_string_append_c (writer->out, alphabet[writer->group]);
          writer->group = 0;
          writer->group_bits = 0;
        }
    }
}

static void
tick (Writer *writer)
{
  if (--writer->enlarge_in == 0)
    {
      writer->enlarge_in = 1u << writer->width;
      writer->width++;
    }
}

/* The current phrase: its code, and when it is a single unit whose
 * literal has not been written yet, that unit. */
typedef struct {
  guint32 code;       /* 0: the empty phrase */
  gboolean single;
  gunichar2 unit;
} Phrase;

static void
write_phrase (Writer *writer, const Phrase *phrase, guint8 *pending)
{
  if (phrase->single && pending[phrase->unit])
    {
      gboolean wide = phrase->unit >= 256;

      write_bits (writer, wide ? CODE_LITERAL_16 : CODE_LITERAL_8, writer->width);
      write_bits (writer, phrase->unit, wide ? 16 : 8);
      tick (writer);
      pending[phrase->unit] = FALSE;
    }
  else
    write_bits (writer, phrase->code, writer->width);
  tick (writer);
}

/* Always one more character, even when the last one was full: the
 * library's flush shifts before it looks, and the test vectors keep that
 * trailing character. */
static void
flush (Writer *writer)
{
  g_string_append_c (writer->out, alphabet[writer->group << (6 - writer->group_bits)]);
}

static void
compress_units (const gunichar2 *units, glong n_units, Writer *writer)
{
  PhraseTable table = { g_new0 (guint64, 1024), g_new0 (guint32, 1024), 1024, 0 };
  g_autofree guint8 *pending = g_new0 (guint8, 65536);  /* units seen, literal not written */
  guint32 next_code = CODE_FIRST_PHRASE;
  Phrase w = { 0, FALSE, 0 };

  for (glong i = 0; i < n_units; i++)
    {
      gunichar2 c = units[i];
      guint32 extended;

      if (phrase_find (&table, 0, c) == 0)
        {
          phrase_add (&table, 0, c, next_code++);
          pending[c] = TRUE;
        }
      if (w.code != 0 && (extended = phrase_find (&table, w.code, c)) != 0)
        {
          w.code = extended;
          w.single = FALSE;
          continue;
        }
      if (w.code != 0)
        {
          write_phrase (writer, &w, pending);
          phrase_add (&table, w.code, c, next_code++);
        }
      w = (Phrase) { phrase_find (&table, 0, c), TRUE, c };
    }
  if (w.code != 0)
    write_phrase (writer, &w, pending);
  write_bits (writer, CODE_END, writer->width);
  flush (writer);
  g_free (table.keys);
  g_free (table.codes);
}

char *
wp_lzstring_compress_to_base64 (const char *utf8)
{
  g_autofree gunichar2 *units = NULL;
  glong n_units = 0;
  Writer writer = { NULL, 0, 0, 2, 2 };

  g_return_val_if_fail (utf8 != NULL, NULL);
  units = g_utf8_to_utf16 (utf8, -1, NULL, &n_units, NULL);
  g_return_val_if_fail (units != NULL, NULL);

  writer.out = g_string_new (NULL);
  compress_units (units, n_units, &writer);
  while (writer.out->len % 4 != 0)
    g_string_append_c (writer.out, '=');
  return g_string_free (writer.out, FALSE);
}

/* ---- decompression ---------------------------------------------------- */

typedef struct {
  guint32 prefix;     /* the phrase one unit shorter; 0 for a single unit */
  guint32 length;
  gunichar2 last;
  gunichar2 first;
} Entry;

typedef struct {
  const char *text;
  guint8 *values;     /* one 6-bit value per character */
  gsize n_values;
  gsize bit;          /* the next bit to read */
} Reader;

/* The 1-based character a bit lies in, for messages. */
static gsize
character_of (gsize bit)
{
  return bit / 6 + 1;
}

static gint
alphabet_value (char c)
{
  if (c >= 'A' && c <= 'Z')
    return c - 'A';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 26;
  if (c >= '0' && c <= '9')
    return c - '0' + 52;
  if (c == '+')
    return 62;
  if (c == '/')
    return 63;
  return -1;
}

/* The character at @p as the user would see it: UTF-8 when it is, else
 * its byte in hexadecimal. */
static char *
describe_character (const char *p)
{
  const char *end = p;

  if (*p == ' ')
    return g_strdup (_("a space"));
  if (g_ascii_isprint (*p))
    return g_strdup_printf ("“%c”", *p);
  while ((guchar) *p >= 0x80 && *end && end - p < 4 && (guchar) *end >= 0x80)
    {
      end++;
      if (g_utf8_validate (p, end - p, NULL))
        return g_strdup_printf ("“%.*s”", (int) (end - p), p);
    }
  return g_strdup_printf ("byte 0x%02X", (guchar) *p);
}

/* Everything up to trailing '=' padding must be in the alphabet. */
static gboolean
reader_init (Reader *reader, const char *base64, GError **error)
{
  gsize length = strlen (base64);

  while (length > 0 && base64[length - 1] == '=')
    length--;
  if (length == 0)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("there is no data (LZ-String data is never empty)"));
      return FALSE;
    }
  reader->text = base64;
  reader->values = g_new (guint8, length);
  reader->n_values = length;
  reader->bit = 0;
  for (gsize i = 0; i < length; i++)
    {
      gint value = alphabet_value (base64[i]);

      if (value < 0)
        {
          g_autofree char *what = describe_character (base64 + i);

          if (base64[i] == '=')
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("character %lu: padding “=” before the end of the data"), (gulong) i + 1);
          else
            g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                         _("character %lu: %s cannot appear in LZ-String data "
                           "(only A–Z, a–z, 0–9, “+” and “/”)"), (gulong) i + 1, what);
          g_clear_pointer (&reader->values, g_free);
          return FALSE;
        }
      reader->values[i] = value;
    }
  return TRUE;
}

/* Bits of a value come least significant first; within a character, the
 * most significant bit comes first. */
static gboolean
read_bits (Reader *reader, guint n_bits, guint *value, GError **error)
{
  guint result = 0;

  if (reader->bit + n_bits > reader->n_values * 6)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("the data ends after %lu characters without its end mark: "
                     "it has been cut short"), (gulong) reader->n_values);
      return FALSE;
    }
  for (guint i = 0; i < n_bits; i++, reader->bit++)
    if (reader->values[reader->bit / 6] & (32 >> (reader->bit % 6)))
      result |= 1u << i;
  *value = result;
  return TRUE;
}

typedef struct {
  GArray *entries;    /* of Entry, indexed by code */
  GArray *text;       /* of gunichar2 */
  guint width;
  guint enlarge_in;
} Decoder;

static gboolean
too_large (GError **error)
{
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               _("the decompressed text would be larger than %u characters: too large for a puzzle"),
               WP_LZSTRING_MAX_UNITS);
  return FALSE;
}

static gboolean
add_entry (Decoder *decoder, guint32 prefix, gunichar2 last, GError **error)
{
  Entry entry = { prefix, 1, last, last };

  if (decoder->entries->len >= WP_LZSTRING_MAX_PHRASES + CODE_FIRST_PHRASE)
    return too_large (error);
  if (prefix != 0)
    {
      const Entry *before = &g_array_index (decoder->entries, Entry, prefix);

      entry.length = before->length + 1;
      entry.first = before->first;
    }
  g_array_append_val (decoder->entries, entry);
  return TRUE;
}

/* Appends phrase @code to the text, walking its prefixes backwards. */
static gboolean
append_phrase (Decoder *decoder, guint32 code, GError **error)
{
  guint length = g_array_index (decoder->entries, Entry, code).length;
  guint start = decoder->text->len;

  if (length > WP_LZSTRING_MAX_UNITS - start)
    return too_large (error);
  g_array_set_size (decoder->text, start + length);
  for (guint i = length; i > 0; i--)
    {
      const Entry *entry = &g_array_index (decoder->entries, Entry, code);

      g_array_index (decoder->text, gunichar2, start + i - 1) = entry->last;
      code = entry->prefix;
    }
  return TRUE;
}

static void
decoder_tick (Decoder *decoder)
{
  if (--decoder->enlarge_in == 0)
    {
      decoder->enlarge_in = 1u << decoder->width;
      decoder->width++;
    }
}

/* Reads a literal's unit after its marker and adds it as a phrase. */
static gboolean
read_literal (Reader *reader, Decoder *decoder, guint marker, GError **error)
{
  guint unit;

  return read_bits (reader, marker == CODE_LITERAL_8 ? 8 : 16, &unit, error) &&
         add_entry (decoder, 0, unit, error);
}

/* The first code is a literal (or the end of an empty text). */
static gboolean
decode_first (Reader *reader, Decoder *decoder, gboolean *empty, GError **error)
{
  guint code;

  if (!read_bits (reader, 2, &code, error))
    return FALSE;
  *empty = code == CODE_END;
  if (*empty)
    return TRUE;
  if (code != CODE_LITERAL_8 && code != CODE_LITERAL_16)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("character 1: the data does not start with a character: it is not LZ-String data"));
      return FALSE;
    }
  return read_literal (reader, decoder, code, error) &&
         append_phrase (decoder, CODE_FIRST_PHRASE, error);
}

static gboolean
decode_rest (Reader *reader, Decoder *decoder, GError **error)
{
  guint32 w = CODE_FIRST_PHRASE;

  for (;;)
    {
      gsize at = reader->bit;
      guint code, known;
      gunichar2 first;

      if (!read_bits (reader, decoder->width, &code, error))
        return FALSE;
      if (code == CODE_END)
        return TRUE;
      if (code == CODE_LITERAL_8 || code == CODE_LITERAL_16)
        {
          if (!read_literal (reader, decoder, code, error))
            return FALSE;
          code = decoder->entries->len - 1;
          decoder_tick (decoder);
        }
      known = decoder->entries->len;
      if (code > known)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("character %lu: code %u is not defined yet (the highest "
                         "here is %u): the data is damaged"), (gulong) character_of (at), code, known);
          return FALSE;
        }
      /* code == known: the phrase being defined right now, w + w[0]. */
      first = g_array_index (decoder->entries, Entry, code == known ? w : code).first;
      if (!add_entry (decoder, w, first, error) || !append_phrase (decoder, code, error))
        return FALSE;
      decoder_tick (decoder);
      w = code;
    }
}

/* JSON never holds a NUL or half a surrogate pair; neither converts to a C
 * string, so both are refused with where they are. */
static char *
units_to_utf8 (const GArray *text, GError **error)
{
  const gunichar2 *units = (const gunichar2 *) text->data;

  for (guint i = 0; i < text->len; i++)
    {
      gboolean high = units[i] >= 0xD800 && units[i] < 0xDC00;
      gboolean low = units[i] >= 0xDC00 && units[i] < 0xE000;

      if (units[i] == 0)
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("the decompressed text holds a NUL character (at character %u): it is not text"), i + 1);
          return NULL;
        }
      if (low || (high && (i + 1 == text->len || units[i + 1] < 0xDC00 || units[i + 1] >= 0xE000)))
        {
          g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                       _("the decompressed text holds half a surrogate pair (at character %u): "
                         "it is not valid Unicode"), i + 1);
          return NULL;
        }
      if (high)
        i++;
    }
  return g_utf16_to_utf8 (units, text->len, NULL, NULL, NULL);
}

char *
wp_lzstring_decompress_from_base64 (const char *base64, GError **error)
{
  Reader reader = { NULL, NULL, 0, 0 };
  Decoder decoder = { NULL, NULL, 3, 4 };
  gboolean empty = FALSE, ok;
  char *result = NULL;

  g_return_val_if_fail (base64 != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!reader_init (&reader, base64, error))
    return NULL;
  decoder.entries = g_array_sized_new (FALSE, TRUE, sizeof (Entry), 256);
  decoder.text = g_array_sized_new (FALSE, FALSE, sizeof (gunichar2), 1024);
  /* Codes 0, 1 and 2 are markers, not phrases. */
  g_array_set_size (decoder.entries, CODE_FIRST_PHRASE);

  ok = decode_first (&reader, &decoder, &empty, error) &&
       (empty || decode_rest (&reader, &decoder, error));
  if (ok)
    result = empty ? g_strdup ("") : units_to_utf8 (decoder.text, error);

  g_free (reader.values);
  g_array_unref (decoder.entries);
  g_array_unref (decoder.text);
  return result;
}
