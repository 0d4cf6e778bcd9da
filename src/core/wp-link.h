/* wp-link.h — f-puzzles and SudokuPad links: the puzzle data they carry
 *
 * Independent of the puzzle model: a link goes to and from f-puzzles JSON
 * text, which the f-puzzles reader turns into a puzzle.  Only links that
 * carry the puzzle are read; a SudokuPad short id or an f-puzzles TinyURL
 * needs the web, and Wellposed does not go there.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  WP_LINK_FPUZZLES,   /* https://www.f-puzzles.com/?load=… */
  WP_LINK_SUDOKUPAD,  /* https://sudokupad.app/fpuzzles… */
} WpLinkKind;

/* The f-puzzles JSON text carried by @link, which may be
 *   https://www.f-puzzles.com/?load=P   (or f-puzzles.com, other parameters too)
 *   https://sudokupad.app/fpuzzlesP     (or …/fpuzP, …/?puzzleid=fpuzzlesP)
 *   https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzlesP
 * with or without the scheme, or the bare payload P.  P may have been
 * percent-encoded, had its '+' turned into spaces, lost or kept its '='
 * padding, or (behind some servers) had "//" collapsed to "/".
 * NULL and a WP_ERROR error when the link is of a site or kind we do not
 * read (WP_ERROR_UNSUPPORTED) or its data is damaged (WP_ERROR_PARSE). */
char     *wp_link_extract_fpuzzles_json (const char  *link,
                                         GError     **error);

/* A link to @fpuzzles_json (compact JSON text) on the site @kind names;
 * the payload's '+', '/' and '=' are percent-encoded, so the link survives
 * being pasted into forms, chats and servers that mangle them. */
char     *wp_link_build                 (WpLinkKind   kind,
                                         const char  *fpuzzles_json);

/* TRUE when @text, trimmed, starts like a link to one of the sites above
 * (whether or not it carries a puzzle we can read): the studio's paste
 * handler then reads it as a link, and says why if it cannot. */
gboolean  wp_link_looks_like_puzzle_link (const char *text);

G_END_DECLS
