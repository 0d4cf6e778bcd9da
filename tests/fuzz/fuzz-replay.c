/* fuzz-replay.c — the fuzz targets' saved inputs, replayed as ordinary tests
 *
 *   replay-READER DIR…           every file in each DIR through the reader's
 *                                fuzz entry point; one TAP line per DIR
 *   replay-READER --covers ID…   every text format a genre registers has its
 *                                id among the IDs (the fuzz targets), so a
 *                                new reader cannot go unfuzzed
 *
 * Built with the normal compiler (and under the sanitizers in the second
 * build of tests/run-all.sh), without libFuzzer.
 */
#include "core/wellposed.h"

#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static gint
by_name (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static guint
replay_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (listing && (name = g_dir_read_name (listing)))
    g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  /* In name order, so a failure is the same input every time. */
  g_ptr_array_sort (names, by_name);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *data = NULL;
      gsize length;

      if (!g_file_get_contents (g_ptr_array_index (names, i), &data, &length, NULL))
        continue;
      LLVMFuzzerTestOneInput ((const uint8_t *) data, length);
    }
  return names->len;
}

static int
check_coverage (int argc, char **argv)
{
  const WpTextFormat *const *texts = wp_text_formats_list ();
  guint missing = 0, n = 0;

  for (guint t = 0; texts[t]; t++)
    {
      gboolean found = FALSE;

      for (int i = 2; i < argc; i++)
        found |= g_str_equal (argv[i], texts[t]->id);
      printf ("%s %u - the %s reader has a fuzz target\n", found ? "ok" : "not ok", ++n, texts[t]->id);
      missing += !found;
    }
  printf ("1..%u\n", n);
  return missing ? 1 : 0;
}

int
main (int argc, char **argv)
{
  LLVMFuzzerInitialize (&argc, &argv);
  if (argc > 1 && g_str_equal (argv[1], "--covers"))
    return check_coverage (argc, argv);
  printf ("1..%d\n", argc - 1);
  for (int i = 1; i < argc; i++)
    {
      guint n = replay_dir (argv[i]);

      printf ("ok %d - %u inputs from %s\n", i, n, argv[i]);
      fflush (stdout);
    }
  return 0;
}
