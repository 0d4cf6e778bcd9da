/* nonograms-private.h — shared between the Nonograms genre's files */
#pragma once

#include "genres/nonograms/nonograms.h"

G_BEGIN_DECLS

/* One line's clue. */
typedef struct {
  gint   n_runs;   /* -1: unknown */
  guint *runs;     /* n_runs lengths; NULL exactly when unknown */
} WpNonogramClue;

typedef struct {
  guint           width;
  guint           height;
  WpNonogramClue *rows;    /* height clues */
  WpNonogramClue *cols;    /* width clues */
  gint           *goal;    /* width × height 0/1, or NULL */
} WpNonogramsParams;

extern const WpTextFormat wp_nonograms_non_format;
extern const WpTextFormat wp_nonograms_webpbn_format;
extern const WpGeneratorHooks wp_nonograms_generator_hooks;   /* nonograms-generate.c */
extern const WpRaterHooks wp_nonograms_rater_hooks;           /* nonograms-grade.c */

/* Reads a clue as setters write it: run lengths separated by spaces or
 * commas ("2 1 3", "2,1,3"), "0" for an empty line.  On FALSE, *@problem
 * says what is wrong (translated; free with g_free()). */
gboolean  wp_nonograms_parse_clue  (const char *text, GArray **runs, char **problem);
/* "2 1 3", or "0" for an empty line (@separator between runs). */
char     *wp_nonograms_clue_text   (const guint *runs, guint n_runs, const char *separator);

/* The cells a clue needs: its runs plus one gap between each two. */
guint64   wp_nonograms_clue_span   (const guint *runs, guint n_runs);

/* The solver (nonograms-solver.c): the model for counting (with the line
 * solver as its backend) or analysis (one line propagator per known clue). */
WpModel  *wp_nonograms_build_model (const WpPuzzle *puzzle, WpModelUse use);

/* Whether the @length cells @line (1 filled, 0 empty, WP_CELL_EMPTY open)
 * can hold the clue @runs; used to name clashes between givens and clues. */
gboolean  wp_nonograms_line_fits   (const guint *runs, guint n_runs,
                                    const gint *line, guint length);

/* The line solver's results, keyed by line and states
 * (nonograms-line-cache.c); states as the solver keeps them, a byte a cell
 * (bit 0 "may be empty", bit 1 "may be filled"). */
typedef struct _WpLineCache WpLineCache;

WpLineCache  *wp_line_cache_new    (void);
void          wp_line_cache_free   (WpLineCache *cache);
/* The states line @line was solved to from the @length states @key (and
 * in *@fits whether it fit), or NULL when it was not solved from them.
 * Valid until the next insert. */
const guint8 *wp_line_cache_lookup (WpLineCache *cache, guint line, const guint8 *key, guint length,
                                    gboolean *fits);
void          wp_line_cache_insert (WpLineCache *cache, guint line, const guint8 *key, guint length,
                                    const guint8 *after, gboolean fits);

G_END_DECLS
