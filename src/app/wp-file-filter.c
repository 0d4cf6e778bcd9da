/* wp-file-filter.c — the "Puzzles" filter of the file choosers */
#include <glib/gi18n.h>

#include "app/wp-file-filter.h"
#include "core/wellposed.h"

GtkFileFilter *
wp_puzzle_file_filter_new (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  const WpTextFormat *const *texts = wp_text_formats_list ();

  gtk_file_filter_set_name (filter, _("Puzzles"));
  gtk_file_filter_add_suffix (filter, "wellposed");
  for (guint t = 0; texts[t]; t++)
    for (guint e = 0; texts[t]->extensions[e]; e++)
      gtk_file_filter_add_suffix (filter, texts[t]->extensions[e] + 1);
  return filter;
}
