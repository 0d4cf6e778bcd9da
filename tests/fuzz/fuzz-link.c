/* fuzz-link.c — pasted links and LZ-String data under libFuzzer
 *
 * Links are not a file format, but text from the clipboard that the
 * studio reads (src/core/wp-link.c), so they have a target of their own.
 * Each input is given to the LZ-String decompressor and to the link
 * reader.  A refusal must carry a message.  What is accepted must be
 * valid UTF-8, compress back to data that decompresses to the same text,
 * and (for a link) make links that read back to the same JSON.  GLib
 * criticals abort, so a g_return_if_fail() tripped counts as a crash.
 *
 * The same file serves fuzz-replay.c, which runs saved inputs through it
 * in the ordinary test suite.
 */
#include "core/wp-link.h"
#include "core/wp-lzstring.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Round trips cost a compression; above this a decompressed text (up to
 * WP_LZSTRING_MAX_UNITS) is only checked for being UTF-8, so the fuzzer
 * spends its time in the readers. */
#define MAX_ROUND_TRIP_BYTES 65536

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A finding: abort(), not g_error(), whose breakpoint trap libFuzzer does
 * not catch (the input would not be saved). */
static void G_GNUC_PRINTF (1, 2) G_GNUC_NORETURN
fail (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  abort ();
}

static GLogWriterOutput
abort_on_critical (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  GLogWriterOutput written = g_log_writer_standard_streams (level, fields, n_fields, user_data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL))
    abort ();
  return written;
}

int
LLVMFuzzerInitialize (int *argc, char **argv[])
{
  g_log_set_writer_func (abort_on_critical, NULL, NULL);
  return 0;
}

static void
check_refusal (const char *what, const GError *error)
{
  if (error == NULL || error->message == NULL || error->message[0] == '\0')
    fail ("%s refused its input without saying why", what);
  if (!g_utf8_validate (error->message, -1, NULL))
    fail ("%s gave a message that is not UTF-8", what);
}

static void
check_decompressed (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *again = NULL;
  g_autofree char *base64 = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    fail ("the decompressor gave text that is not UTF-8");
  if (strlen (text) > MAX_ROUND_TRIP_BYTES)
    return;
  base64 = wp_lzstring_compress_to_base64 (text);
  again = wp_lzstring_decompress_from_base64 (base64, &error);
  if (again == NULL)
    fail ("compressed text did not decompress: %s\n%s", error->message, base64);
  if (!g_str_equal (again, text))
    fail ("compressed text came back different:\n%s", base64);
}

static void
check_links_of (const char *json)
{
  static const WpLinkKind kinds[] = { WP_LINK_FPUZZLES, WP_LINK_SUDOKUPAD };

  if (!g_utf8_validate (json, -1, NULL))
    fail ("a link gave JSON that is not UTF-8");
  if (strlen (json) > MAX_ROUND_TRIP_BYTES)
    return;
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *link = wp_link_build (kinds[k], json);
      g_autofree char *again = wp_link_extract_fpuzzles_json (link, &error);

      if (again == NULL)
        fail ("a link we built did not read back: %s\n%s", error->message, link);
      if (!g_str_equal (again, json))
        fail ("a link we built read back different:\n%s", link);
      if (!wp_link_looks_like_puzzle_link (link))
        fail ("a link we built does not look like a link:\n%s", link);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* The API takes C strings: text ends at a NUL, as a clipboard's does. */
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GError) lz_error = NULL;
  g_autoptr (GError) link_error = NULL;
  g_autofree char *decompressed = wp_lzstring_decompress_from_base64 (text, &lz_error);
  g_autofree char *json = NULL;

  if (decompressed == NULL)
    check_refusal ("the decompressor", lz_error);
  else
    check_decompressed (decompressed);

  json = wp_link_extract_fpuzzles_json (text, &link_error);
  if (json == NULL)
    check_refusal ("the link reader", link_error);
  else
    check_links_of (json);

  wp_link_looks_like_puzzle_link (text);
  return 0;
}
