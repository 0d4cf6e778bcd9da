/* wp-link.c — reading and building f-puzzles and SudokuPad links (see wp-link.h)
 *
 * The decoding is forgiving in the ways links are known to be damaged on
 * their way to us (shared research notes, §3.3, after SudokuPad's loader):
 * percent-encoding, form decoding that turned '+' into spaces, '=' padding
 * lost or kept, line breaks from mail clients, and servers that collapse
 * "//" in a path to "/".
 */
#include "wp-link.h"
#include "wp-lines.h"
#include "wp-io.h"
#include "wp-lzstring.h"
#include "wp-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef enum {
  SITE_FPUZZLES,
  SITE_SUDOKUPAD,
} Site;

static const struct {
  const char *host;
  Site site;
} known_hosts[] = {
  { "www.f-puzzles.com", SITE_FPUZZLES },
  { "f-puzzles.com", SITE_FPUZZLES },
  { "sudokupad.app", SITE_SUDOKUPAD },
  { "www.sudokupad.app", SITE_SUDOKUPAD },
  { "beta.sudokupad.app", SITE_SUDOKUPAD },
  { "sudokupad.svencodes.com", SITE_SUDOKUPAD },  /* SudokuPad's first home */
  { "app.crackingthecryptic.com", SITE_SUDOKUPAD },
};

/* Slashes tried one by one when a payload that lost some does not decode;
 * beyond this many only "all doubled" is tried, so a hostile link costs at
 * most this many decompressions more. */
#define MAX_SLASH_REPAIRS 16

/* Ids and links are shown in messages; a long one is cut. */
#define MAX_SHOWN_ID 60

/* A link split into what we look at. */
typedef struct {
  char *host;         /* lower case; NULL for a bare payload */
  const char *rest;   /* after the host: path, query, fragment */
} Link;

static const char *
skip_scheme (const char *text, gboolean *had_scheme)
{
  static const char *const schemes[] = { "https://", "http://" };

  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    if (g_ascii_strncasecmp (text, schemes[i], strlen (schemes[i])) == 0)
      {
        *had_scheme = TRUE;
        return text + strlen (schemes[i]);
      }
  *had_scheme = FALSE;
  return text;
}

/* Without a scheme, a host is letters, digits, '-' and '.', with a '.'
 * (which base64 data never holds). */
static gboolean
looks_like_host (const char *start, gsize length)
{
  if (memchr (start, '.', length) == NULL)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (start[i]) && start[i] != '-' && start[i] != '.' && start[i] != ':')
      return FALSE;
  return TRUE;
}

/* Host and the rest, when @text names a host; otherwise @link->host
 * stays NULL and @text is taken as bare data. */
static void
split_link (const char *text, Link *link)
{
  gboolean had_scheme;
  const char *start = skip_scheme (text, &had_scheme);
  gsize length = strcspn (start, "/?#");

  link->host = NULL;
  link->rest = text;
  if (!had_scheme && !looks_like_host (start, length))
    return;
  link->host = g_ascii_strdown (start, length);
  /* A port does not change the site. */
  if (strchr (link->host, ':'))
    *strchr (link->host, ':') = '\0';
  link->rest = start + length;
}

static gboolean
site_of_host (const char *host, Site *site)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_hosts); i++)
    if (g_str_equal (host, known_hosts[i].host))
      {
        *site = known_hosts[i].site;
        return TRUE;
      }
  return FALSE;
}

/* The value of query parameter @name in @query ("a=1&b=2", no '?'),
 * or NULL.  A fragment ends the query. */
static char *
query_value (const char *query, const char *name)
{
  g_autofree char *clean = g_strndup (query, strcspn (query, "#"));
  g_auto (GStrv) pairs = g_strsplit (clean, "&", -1);
  gsize name_length = strlen (name);

  for (guint i = 0; pairs[i]; i++)
    if (g_ascii_strncasecmp (pairs[i], name, name_length) == 0 && pairs[i][name_length] == '=')
      return g_strdup (pairs[i] + name_length + 1);
  return NULL;
}

/* @text as shown in a message: valid UTF-8 (links come from anywhere),
 * and cut when long. */
static char *
shown_id (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  if (g_utf8_strlen (valid, -1) <= MAX_SHOWN_ID)
    return g_steal_pointer (&valid);
  return g_strdup_printf ("%.*s…", (int) (g_utf8_offset_to_pointer (valid, MAX_SHOWN_ID) - valid), valid);
}

/* ---- the payload --------------------------------------------------- */

/* Percent-decoded while that shortens it (a link encoded twice is decoded
 * twice); an escape that is not one ("%ZZ", "%00") leaves the text as it
 * is, for the decompressor to name the '%'. */
static char *
percent_decode (const char *text)
{
  char *current = g_strdup (text);

  for (guint round = 0; round < 4 && strchr (current, '%'); round++)
    {
      char *decoded = g_uri_unescape_string (current, NULL);

      if (decoded == NULL || strlen (decoded) >= strlen (current))
        {
          g_free (decoded);
          break;
        }
      g_free (current);
      current = decoded;
    }
  return current;
}

/* Line breaks and tabs dropped (a mail client wrapped the link), spaces
 * back to '+' (form decoding turned '+' into spaces), percent-decoded. */
static char *
clean_payload (const char *raw)
{
  g_autoptr (GString) kept = g_string_new (NULL);
  char *decoded;

  for (const char *p = raw; *p; p++)
    if (*p == ' ')
      g_string_append_c (kept, '+');
    else if (*p != '\n' && *p != '\r' && *p != '\t')
      g_string_append_c (kept, *p);
  decoded = percent_decode (kept->str);
  g_strdelimit (decoded, " ", '+');
  return decoded;
}

static gboolean
looks_like_json_object (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{';
}

/* The JSON, or NULL and an error from the decompressor (or about what it
 * gave back). */
static char *
try_decompress (const char *payload, GError **error)
{
  char *json = wp_lzstring_decompress_from_base64 (payload, error);

  if (json != NULL && !looks_like_json_object (json))
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                   _("it unpacks to text that is not f-puzzles data (which starts with “{”)"));
      g_clear_pointer (&json, g_free);
    }
  return json;
}

/* @payload with the slash at byte @only doubled, or every slash when
 * @only is -1. */
static char *
double_slashes (const char *payload, gssize only)
{
  GString *repaired = g_string_new (NULL);

  for (const char *p = payload; *p; p++)
    {
      g_string_append_c (repaired, *p);
      if (*p == '/' && (only < 0 || p - payload == only))
        g_string_append_c (repaired, '/');
    }
  return g_string_free (repaired, FALSE);
}

/* Some servers collapse "//" in a path, and an LZ-String payload may hold
 * "//".  Tried when the payload as given does not decode: every slash
 * doubled, then each one alone (for the first MAX_SLASH_REPAIRS). */
static char *
repair_slashes (const char *payload)
{
  guint n_tried = 0;
  char *json;
  g_autofree char *all = NULL;

  if (strchr (payload, '/') == NULL)
    return NULL;
  all = double_slashes (payload, -1);
  if ((json = try_decompress (all, NULL)) != NULL)
    return json;
  for (const char *p = payload; (p = strchr (p, '/')) && n_tried < MAX_SLASH_REPAIRS; p++, n_tried++)
    {
      g_autofree char *one = double_slashes (payload, p - payload);

      if ((json = try_decompress (one, NULL)) != NULL)
        return json;
    }
  return NULL;
}

/* @where names where the data starts, for messages ("load=", "fpuzzles"),
 * or is NULL for a bare payload. */
static char *
decode_payload (const char *raw, const char *where, GError **error)
{
  g_autofree char *payload = clean_payload (raw);
  g_autoptr (GError) first_error = NULL;
  char *json;

  if (payload[strspn (payload, "=")] == '\0')
    {
      if (where != NULL)
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("the link carries no puzzle data after “%s”"), where);
      else
        g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("there is no puzzle data"));
      return NULL;
    }
  if ((json = try_decompress (payload, &first_error)) != NULL ||
      (json = repair_slashes (payload)) != NULL)
    return json;
  if (where != NULL)
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("the puzzle data after “%s” cannot be read: %s"),
                 where, first_error->message);
  else
    g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
                 _("this is neither a puzzle link nor f-puzzles data that can be read: %s"), first_error->message);
  return NULL;
}

/* ---- the sites ----------------------------------------------------- */

static char *
extract_fpuzzles (const Link *link, GError **error)
{
  const char *query = strchr (link->rest, '?');
  g_autofree char *load = query ? query_value (query + 1, "load") : NULL;
  g_autofree char *id = query && !load ? query_value (query + 1, "id") : NULL;

  if (load != NULL)
    return decode_payload (load, "load=", error);
  if (id != NULL)
    {
      g_autofree char *shown = shown_id (id);

      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("“%s” is a short f-puzzles link (?id=%s): it names the puzzle instead of "
                     "carrying it, and only the web can look it up; open it in a browser and copy "
                     "the long link (with “?load=”) instead"), link->host, shown);
      return NULL;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_PARSE,
               _("this f-puzzles link carries no puzzle (it has no “?load=” part)"));
  return NULL;
}

/* What follows "sudokupad.app/" (or "?puzzleid="): "fpuzzles" or "fpuz"
 * and f-puzzles data, SudokuPad's own "scl", "ctc" or "scf" data, or a
 * puzzle id.  @place is the link as shown in messages; NULL for bare
 * text, which is data unless one of the prefixes says otherwise. */
static char *
extract_sudokupad_id (const char *id, const char *place, GError **error)
{
  static const char *const fpuzzles_prefixes[] = { "fpuzzles", "fpuz" };
  static const char *const own_prefixes[] = { "scl", "ctc", "scf" };

  for (guint i = 0; i < G_N_ELEMENTS (fpuzzles_prefixes); i++)
    if (g_str_has_prefix (id, fpuzzles_prefixes[i]))
      return decode_payload (id + strlen (fpuzzles_prefixes[i]), fpuzzles_prefixes[i], error);
  for (guint i = 0; i < G_N_ELEMENTS (own_prefixes); i++)
    if (g_str_has_prefix (id, own_prefixes[i]))
      {
        g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                     _("this link holds the puzzle in SudokuPad's own format (“%s”), which is not "
                       "supported yet; a link with f-puzzles data (“fpuzzles…”) can be read"),
                     own_prefixes[i]);
        return NULL;
      }
  if (place == NULL)
    return decode_payload (id, NULL, error);
  if (*id == '\0')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("this SudokuPad link names no puzzle"));
      return NULL;
    }
  g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
               _("%s is a SudokuPad puzzle id: Wellposed reads links that carry the puzzle "
                 "(with f-puzzles data, “…/fpuzzles…”), not ids that must be looked up on the web"),
               place);
  return NULL;
}

/* sudokupad.app/ID, sudokupad.app/?puzzleid=ID,
 * app.crackingthecryptic.com/sudoku/?puzzleid=ID and the like.  The id
 * is the whole path, slashes included: f-puzzles data may hold '/'. */
static char *
extract_sudokupad (const Link *link, GError **error)
{
  const char *path = link->rest + (*link->rest == '/');
  gsize path_length = strcspn (path, "?#");
  g_autofree char *id = path[path_length] == '?' ? query_value (path + path_length + 1, "puzzleid") : NULL;
  g_autofree char *whole = g_strdup_printf ("%s%.*s", link->host, (int) strcspn (link->rest, "#"), link->rest);
  g_autofree char *place = shown_id (whole);

  if (id == NULL)
    {
      id = g_strndup (path, path_length);
      /* Cracking the Cryptic's app keeps its puzzles under "sudoku/". */
      if (g_str_has_prefix (id, "sudoku/"))
        memmove (id, id + strlen ("sudoku/"), strlen (id) - strlen ("sudoku/") + 1);
    }
  return extract_sudokupad_id (id, place, error);
}

char *
wp_link_extract_fpuzzles_json (const char *link_text, GError **error)
{
  g_autofree char *text = NULL;
  Link link;
  Site site;
  char *json;

  g_return_val_if_fail (link_text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  text = g_strstrip (g_strdup (link_text));
  if (*text == '\0')
    {
      g_set_error (error, WP_ERROR, WP_ERROR_PARSE, _("the link is empty"));
      return NULL;
    }
  split_link (text, &link);
  if (link.host == NULL)
    return extract_sudokupad_id (text, NULL, error);
  if (!site_of_host (link.host, &site))
    {
      g_autofree char *shown = shown_id (link.host);

      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("%s: Wellposed reads puzzle links from f-puzzles and SudokuPad, not from this site"),
                   shown);
      g_free (link.host);
      return NULL;
    }
  json = site == SITE_FPUZZLES ? extract_fpuzzles (&link, error) : extract_sudokupad (&link, error);
  g_free (link.host);
  return json;
}

char *
wp_link_build (WpLinkKind kind, const char *fpuzzles_json)
{
  g_autofree char *payload = NULL;
  GString *link;

  g_return_val_if_fail (fpuzzles_json != NULL, NULL);
  payload = wp_lzstring_compress_to_base64 (fpuzzles_json);
  g_return_val_if_fail (payload != NULL, NULL);

  link = g_string_new (kind == WP_LINK_SUDOKUPAD ? "https://sudokupad.app/fpuzzles"
                                                 : "https://www.f-puzzles.com/?load=");
  for (const char *p = payload; *p; p++)
    switch (*p)
      {
      case '+': g_string_append (link, "%2B"); break;
      case '/': g_string_append (link, "%2F"); break;
      case '=': g_string_append (link, "%3D"); break;
      default: g_string_append_c (link, *p); break;
      }
  return g_string_free (link, FALSE);
}

gboolean
wp_link_looks_like_puzzle_link (const char *text)
{
  g_autofree char *trimmed = NULL;
  Link link;
  Site site;
  gboolean known;

  g_return_val_if_fail (text != NULL, FALSE);
  trimmed = g_strstrip (g_strdup (text));
  split_link (trimmed, &link);
  known = link.host != NULL && site_of_host (link.host, &site);
  g_free (link.host);
  return known;
}

/* ---- puzzles ------------------------------------------------------- */

/* The registry's f-puzzles format: the core knows no genre, a genre that
 * reads f-puzzles data registers it. */
static const WpTextFormat *
fpuzzles_format (GError **error)
{
  const WpTextFormat *format = wp_text_format_lookup ("fpuzzles");

  if (format == NULL)
    g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED, _("this Wellposed reads no f-puzzles data"));
  return format;
}

/* How many lines of @text are links, counting up to 2 (one or several is
 * all that is asked), line by line. */
static guint
count_links (const char *text)
{
  g_auto (WpLines) lines = { 0 };
  guint n = 0;

  wp_lines_init (&lines, text);
  while (n < 2 && wp_lines_next (&lines))
    n += wp_link_looks_like_puzzle_link (lines.line->str);
  return n;
}

WpPuzzle *
wp_link_open (const char *text, GError **error)
{
  const WpTextFormat *format = fpuzzles_format (error);
  g_autofree char *json = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  guint n_links;

  g_return_val_if_fail (text != NULL, NULL);
  if (format == NULL)
    return NULL;
  if (looks_like_json_object (text))
    json = g_strdup (text);
  else if ((n_links = count_links (text)) > 1)
    {
      g_set_error (error, WP_ERROR, WP_ERROR_UNSUPPORTED,
                   _("the text holds %u puzzle links; open one at a time"), n_links);
      return NULL;
    }
  else if ((json = wp_link_extract_fpuzzles_json (text, error)) == NULL)
    return NULL;
  puzzles = format->parse (json, error);
  if (puzzles == NULL)
    return NULL;
  return wp_puzzle_ref (g_ptr_array_index (puzzles, 0));
}

char *
wp_link_for_puzzle (const WpPuzzle *puzzle, WpLinkKind kind, GError **error)
{
  const WpTextFormat *format = fpuzzles_format (error);
  g_autoptr (GString) json = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);
  if (format == NULL)
    return NULL;
  json = g_string_new (NULL);
  if (!format->write (puzzle, NULL, json, error))
    return NULL;
  /* The format writes a file, which ends with a line break. */
  while (json->len > 0 && g_ascii_isspace (json->str[json->len - 1]))
    g_string_truncate (json, json->len - 1);
  return wp_link_build (kind, json->str);
}
