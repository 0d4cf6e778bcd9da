/* wp-thumbnail-image.c — a puzzle's thumbnail as a widget (see wp-thumbnail-image.h) */
#include "app/wp-thumbnail-image.h"
#include "render/wp-thumbnail.h"

#include <adwaita.h>

static GdkTexture *
texture_of (cairo_surface_t *surface)
{
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * height);

  /* GDK_MEMORY_DEFAULT is Cairo's ARGB32, byte for byte. */
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height, GDK_MEMORY_DEFAULT,
                                 bytes, stride);
}

GtkWidget *
wp_thumbnail_image_new (const WpPuzzle *puzzle, int size, int scale)
{
  const WpPalette *palette = adw_style_manager_get_dark (adw_style_manager_get_default ())
                             ? &wp_palette_dark : &wp_palette_light;
  cairo_surface_t *surface = wp_render_thumbnail (puzzle, size, size, scale, palette);
  g_autoptr (GdkTexture) texture = texture_of (surface);
  GtkWidget *image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));

  cairo_surface_destroy (surface);
  /* A GtkImage fits the texture's pixels into this many logical pixels,
   * keeping its shape: every thumbnail takes the same square. */
  gtk_image_set_pixel_size (GTK_IMAGE (image), size);
  return image;
}
