/* registry.c — the genres Wellposed knows, in the order the studio lists them
 *
 * Adding a genre: write its module, then add one line here.
 */
#include "genres/ashes/ashes.h"
#include "genres/battleships/battleships.h"
#include "genres/lightsout/lightsout.h"
#include "genres/mines/mines.h"
#include "genres/logic/logic.h"
#include "genres/nonograms/nonograms.h"
#include "genres/scramble/scramble.h"
#include "genres/submarines/submarines.h"
#include "genres/sudoku/sudoku.h"

const WpGenre *const wp_registered_genres[] = {
  &wp_genre_sudoku,
  &wp_genre_submarines,
  &wp_genre_battleships,
  &wp_genre_nonograms,
  &wp_genre_lightsout,
  &wp_genre_ashes,
  &wp_genre_mines,
  &wp_genre_scramble,
  &wp_genre_logic,
  NULL
};
