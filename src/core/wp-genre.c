/* wp-genre.c — the genre registry and genre-neutral helpers */
#include "wp-genre.h"
#include "wp-error.h"

/* Defined in src/genres/registry.c: the one list a new genre is added to. */
extern const WpGenre *const wp_registered_genres[];

WpConflict *
wp_conflict_new (GArray *cells, char *message)
{
  WpConflict *conflict = g_new0 (WpConflict, 1);

  conflict->cells = cells;
  conflict->message = message;
  return conflict;
}

void
wp_conflict_free (WpConflict *conflict)
{
  if (conflict == NULL)
    return;
  g_array_unref (conflict->cells);
  g_clear_pointer (&conflict->lines, g_array_unref);
  g_free (conflict->message);
  g_free (conflict);
}

void
wp_setting_free (WpSetting *setting)
{
  if (setting == NULL)
    return;
  g_free (setting->id);
  g_free (setting->label);
  g_strfreev (setting->choices);
  g_free (setting->tooltip);
  g_free (setting);
}

WpSetting *
wp_setting_new (const char *id, const char *label, WpSettingKind kind, gint value, gint min, gint max)
{
  WpSetting *setting = g_new0 (WpSetting, 1);

  setting->id = g_strdup (id);
  setting->label = g_strdup (label);
  setting->kind = kind;
  setting->value = value;
  setting->min = min;
  setting->max = max;
  return setting;
}

WpLegendItem *
wp_legend_item_new (const gint *values, guint n_values, guint count)
{
  WpLegendItem *item = g_new0 (WpLegendItem, 1);

  item->values = g_array_sized_new (FALSE, FALSE, sizeof (gint), n_values);
  g_array_append_vals (item->values, values, n_values);
  item->count = count;
  return item;
}

void
wp_legend_item_free (WpLegendItem *item)
{
  if (item == NULL)
    return;
  g_array_unref (item->values);
  g_free (item);
}

const WpGenre *const *
wp_genres_list (void)
{
  return wp_registered_genres;
}

const WpGenre *
wp_genre_lookup (const char *id)
{
  for (guint i = 0; id && wp_registered_genres[i]; i++)
    if (g_str_equal (wp_registered_genres[i]->id, id))
      return wp_registered_genres[i];
  return NULL;
}

const WpPreset *
wp_genre_find_preset (const WpGenre *genre, const char *preset_id)
{
  for (guint i = 0; i < genre->n_presets; i++)
    if (g_str_equal (genre->presets[i].id, preset_id))
      return &genre->presets[i];
  return NULL;
}

gboolean
wp_puzzle_check_countable (const WpPuzzle *puzzle, GError **error)
{
  return puzzle->genre->validate (puzzle, error) &&
         (puzzle->genre->regions == NULL || puzzle->genre->regions->check_complete == NULL ||
          puzzle->genre->regions->check_complete (puzzle, error));
}

WpModel *
wp_puzzle_build_model (const WpPuzzle *puzzle, GError **error)
{
  if (!wp_puzzle_check_countable (puzzle, error))
    return NULL;
  return puzzle->genre->build_model (puzzle, WP_MODEL_FOR_COUNTING);
}

WpModel *
wp_puzzle_build_analysis_model (const WpPuzzle *puzzle, GError **error)
{
  if (!wp_puzzle_check_countable (puzzle, error))
    return NULL;
  return puzzle->genre->build_model (puzzle, WP_MODEL_FOR_ANALYSIS);
}
