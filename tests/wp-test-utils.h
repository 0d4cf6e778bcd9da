/* wp-test-utils.h — helpers shared by the test programs */
#pragma once

#include "core/wellposed.h"

G_BEGIN_DECLS

/* Parses @text (any format Wellposed reads); aborts the test on error. */
GPtrArray *wp_test_load_text   (const char *text);
WpPuzzle  *wp_test_load_one    (const char *text);
/* A file under tests/data. */
char      *wp_test_data_path   (const char *name);
/* The one puzzle in tests/data/@name; aborts the test otherwise. */
WpPuzzle  *wp_test_load_data_file (const char *name);
/* A file under ../shared/data, or NULL (and the test is skipped) if absent. */
char      *wp_test_shared_path (const char *name);

/* Loading @text fails with the message @expected; @text_format reads it
 * as that genre's notation, NULL lets the format be sniffed. */
void       wp_test_assert_load_error (const char         *text,
                                      const WpTextFormat *text_format,
                                      const char         *expected);

/* Runs the command-line client on @path (or on @input given as standard
 * input when @path is "-"), returning its standard output; NULL (and the
 * test is skipped) outside meson test. */
char      *wp_test_run_cli     (const char *command, const char *path, const char *input);

/* Counts @puzzle up to @cap, keeping up to @keep solutions. */
void       wp_test_count       (const WpPuzzle *puzzle,
                                guint64         cap,
                                guint           keep,
                                WpSearchResult *result);

/* The exact number of solutions (at most @cap, asserted to be exact). */
guint64    wp_test_count_exact (const WpPuzzle *puzzle, guint64 cap);

/* TRUE when @values fills every cell, agrees with @puzzle's givens and
 * breaks no rule (checked by the genre's clash finder, not the engine). */
gboolean   wp_test_is_solution (const WpPuzzle *puzzle, const gint *values);

/* The grade of a puzzle known to be unique, on the scale @scale, whose
 * path solves it (asserted). */
WpGrade   *wp_test_grade       (const WpPuzzle *puzzle, const char *scale);

G_END_DECLS
