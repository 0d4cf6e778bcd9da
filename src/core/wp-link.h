/* wp-link.h — f-puzzles and SudokuPad links: the puzzle data they carry
 *
 * The codec is independent of the puzzle model: a link goes to and from
 * f-puzzles JSON text.  Only links that carry the puzzle are read; a
 * SudokuPad short id or an f-puzzles TinyURL needs the web, and Wellposed
 * does not go there.  wp_link_open() and wp_link_for_puzzle() go one step
 * further, to a puzzle and back, through the text format "fpuzzles" a
 * genre registers (Sudoku's, src/genres/sudoku/sudoku-fpuzzles.c).
 */
#pragma once

#include <glib.h>

#include "wp-puzzle.h"

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

/* The puzzle @text holds: a link or bare payload as above, or f-puzzles
 * JSON text.  One puzzle: text with several links is refused (paste them
 * one at a time, or open the file that holds them).  Errors name the
 * place in the puzzle data ("killercage[2].cells[1]: “R10C1” is outside
 * the 9×9 grid") or say what is wrong with the link. */
WpPuzzle *wp_link_open                  (const char      *text,
                                         GError         **error);

/* The link of @kind that opens @puzzle; NULL and WP_ERROR_UNSUPPORTED
 * naming what f-puzzles cannot say ("siteswap lines have no f-puzzles
 * form; save as .wellposed"). */
char     *wp_link_for_puzzle            (const WpPuzzle  *puzzle,
                                         WpLinkKind       kind,
                                         GError         **error);

G_END_DECLS
