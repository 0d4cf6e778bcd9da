/* wp-test-utils.c — helpers shared by the test programs */
#include "wp-test-utils.h"

#include <string.h>

GPtrArray *
wp_test_load_text (const char *text)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *puzzles = wp_load_data (text, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzles);
  return puzzles;
}

WpPuzzle *
wp_test_load_one (const char *text)
{
  g_autoptr (GPtrArray) puzzles = wp_test_load_text (text);

  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_copy (g_ptr_array_index (puzzles, 0));
}

char *
wp_test_data_path (const char *name)
{
  return g_build_filename (WP_TEST_DATA_DIR, name, NULL);
}

WpPuzzle *
wp_test_load_data_file (const char *name)
{
  g_autofree char *path = wp_test_data_path (name);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = wp_load_file (path, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (puzzles->len, ==, 1);
  return wp_puzzle_copy (g_ptr_array_index (puzzles, 0));
}

char *
wp_test_shared_path (const char *name)
{
  char *path = g_build_filename (WP_SHARED_DATA_DIR, name, NULL);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("../shared/data is not beside this checkout");
      g_free (path);
      return NULL;
    }
  return path;
}

void
wp_test_assert_load_error (const char *text, const WpTextFormat *text_format, const char *expected)
{
  g_autoptr (GError) error = NULL;
  WpFormat format = { text_format };
  g_autoptr (GPtrArray) puzzles = wp_load_data (text, text_format ? &format : NULL, NULL, &error);

  g_assert_null (puzzles);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, expected);
}

char *
wp_test_run_cli (const char *command, const char *path, const char *input)
{
  const char *cli = g_getenv ("WELLPOSED_CLI");
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  char *out = NULL;

  if (cli == NULL)
    {
      g_test_skip ("WELLPOSED_CLI is not set (run through meson test)");
      return NULL;
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                              cli, command, path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  return out;
}

void
wp_test_count (const WpPuzzle *puzzle, guint64 cap, guint keep, WpSearchResult *result)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WpModel) model = wp_puzzle_build_model (puzzle, &error);
  WpSearchOptions options = { .cap = cap, .keep = keep };

  g_assert_no_error (error);
  wp_count_solutions (model, &options, result);
}

gboolean
wp_test_is_solution (const WpPuzzle *puzzle, const gint *values)
{
  g_autoptr (WpPuzzle) filled = wp_puzzle_copy (puzzle);
  g_autoptr (GPtrArray) conflicts = NULL;

  for (guint i = 0; i < wp_puzzle_n_cells (puzzle); i++)
    {
      if (values[i] == WP_CELL_EMPTY)
        return FALSE;
      if (puzzle->cells[i] != WP_CELL_EMPTY && puzzle->cells[i] != values[i])
        return FALSE;
      filled->cells[i] = values[i];
    }
  /* Independent of the engine: the genre's own clash finder and its range
   * checks must accept the filled grid. */
  conflicts = puzzle->genre->find_conflicts (filled);
  return conflicts->len == 0 && puzzle->genre->validate (filled, NULL);
}

WpGrade *
wp_test_grade (const WpPuzzle *puzzle, const char *scale)
{
  g_autoptr (WpSearch) search = wp_search_new ();
  g_autoptr (GError) error = NULL;
  WpGrade *grade = wp_grade_puzzle (puzzle, NULL, search, &error);

  g_assert_no_error (error);
  g_assert_nonnull (grade);
  g_assert_cmpstr (grade->scale, ==, scale);
  g_assert_true (grade->complete);
  return grade;
}

guint64
wp_test_count_exact (const WpPuzzle *puzzle, guint64 cap)
{
  WpSearchResult result;
  guint64 count;

  wp_test_count (puzzle, cap, 0, &result);
  g_assert_true (result.exact);
  count = result.count;
  wp_search_result_clear (&result);
  return count;
}
