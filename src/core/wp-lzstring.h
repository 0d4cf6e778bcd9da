/* wp-lzstring.h — LZ-String's base64 form, the payload of f-puzzles and SudokuPad links
 *
 * A clean-room implementation of the format of LZString.compressToBase64()
 * and decompressFromBase64(): LZW over UTF-16 code units, written least
 * significant bit first into 6-bit groups of the base64 alphabet.  Output is
 * byte for byte what the JavaScript library writes, so links we build open
 * in f-puzzles and SudokuPad.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most text decompression gives back, in UTF-16 code units (4 MB as
 * UTF-16): a real puzzle is a few hundred kilobytes at most, and a hostile
 * link must not make us allocate without bound. */
#define WP_LZSTRING_MAX_UNITS (2u * 1024 * 1024)
/* The most dictionary phrases decompression keeps (12 bytes each). */
#define WP_LZSTRING_MAX_PHRASES (1u * 1024 * 1024)

/* @utf8 must be valid UTF-8; it is compressed as its UTF-16 code units
 * (a character outside the BMP is two units), as JavaScript strings are.
 * Never NULL for valid input; "" compresses to "Q===" as in LZ-String. */
char *wp_lzstring_compress_to_base64     (const char *utf8);

/* The text, in UTF-8, or NULL and a WP_ERROR_PARSE error saying what is
 * wrong and where (a character outside the alphabet, data cut short, a
 * code that refers to nothing, text too large or not valid Unicode).
 * Trailing '=' padding may be present, absent or of any length. */
char *wp_lzstring_decompress_from_base64 (const char  *base64,
                                          GError     **error);

G_END_DECLS
