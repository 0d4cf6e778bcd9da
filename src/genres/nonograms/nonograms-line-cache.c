/* nonograms-line-cache.c — line solver results, keyed by line and states
 *
 * Probing solves the same line from the same states over and over (each
 * probe of a cell starts from the node's states), so the solver keeps
 * every result: pbnsolve measured 72–98 % hits and a 28–58 % speed-up
 * from the same idea.
 *
 * A lookup is on the solver's hottest path (half of webpbn #6574 Forever
 * went to a GHashTable: hashing byte by byte, a malloc per entry), so keys
 * are hashed eight bytes at a time, entries live one after another in one
 * arena, and the table is open addressing over slots that hold each
 * entry's hash and offset: a hit is a hash, a memcmp and no allocation.
 * (Packing the states two bits a cell was tried and cost more in packing
 * and unpacking than it saved: 494 → 661 million instructions on Forever.)
 */
#include "genres/nonograms/nonograms-private.h"

#include <string.h>

/* Past this the cache starts again empty: a search of a large picture
 * would otherwise keep every line state it ever met. */
#define LINE_CACHE_MAX_BYTES ((gsize) 64 << 20)

/* An entry in the arena, aligned to 8 bytes: its line, its length, whether
 * the line fits, then the states before and the states after. A slot is
 * 0 when empty, else hash << 32 | (offset / 8 + 1). */
typedef struct {
  guint  line;
  guint  length;
  guint  fits;
  guint8 states[];
} Entry;

struct _WpLineCache {
  guint64 *slots;
  guint    capacity;     /* a power of two */
  guint    used;
  guint8  *arena;
  gsize    arena_len;
  gsize    arena_capacity;
};

WpLineCache *
wp_line_cache_new (void)
{
  WpLineCache *cache = g_new0 (WpLineCache, 1);

  cache->capacity = 1024;
  cache->slots = g_new0 (guint64, cache->capacity);
  return cache;
}

void
wp_line_cache_free (WpLineCache *cache)
{
  if (cache == NULL)
    return;
  g_free (cache->slots);
  g_free (cache->arena);
  g_free (cache);
}

static guint32
key_hash (guint line, const guint8 *key, guint length)
{
  guint64 h = (line + 1) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);
  guint i = 0;

  for (; i + 8 <= length; i += 8)
    {
      guint64 word;

      memcpy (&word, key + i, 8);
      h = (h ^ word) * G_GUINT64_CONSTANT (0xFF51AFD7ED558CCD);
      h ^= h >> 29;
    }
  for (; i < length; i++)
    h = (h ^ key[i]) * G_GUINT64_CONSTANT (0x100000001B3);
  h ^= h >> 32;
  return (guint32) (h * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) >> 32);
}

static gsize
entry_size (guint length)
{
  return (sizeof (Entry) + 2 * (gsize) length + 7) & ~(gsize) 7;
}

static void
clear (WpLineCache *cache)
{
  memset (cache->slots, 0, sizeof (guint64) * cache->capacity);
  cache->used = 0;
  cache->arena_len = 0;
}

/* Doubles the slots; the hashes are in the slots, so the arena is not read. */
static void
grow_slots (WpLineCache *cache)
{
  guint capacity = cache->capacity * 2;
  guint64 *slots = g_new0 (guint64, capacity);

  for (guint i = 0; i < cache->capacity; i++)
    {
      guint64 slot = cache->slots[i];
      guint at;

      if (slot == 0)
        continue;
      for (at = (guint) (slot >> 32) & (capacity - 1); slots[at] != 0; at = (at + 1) & (capacity - 1))
        ;
      slots[at] = slot;
    }
  g_free (cache->slots);
  cache->slots = slots;
  cache->capacity = capacity;
}

/* Room for @size more bytes in the arena; FALSE past the size limit. */
static gboolean
reserve_arena (WpLineCache *cache, gsize size)
{
  gsize need = cache->arena_len + size;

  if (need > LINE_CACHE_MAX_BYTES)
    return FALSE;
  if (need > cache->arena_capacity)
    {
      cache->arena_capacity = MIN (MAX (need, 2 * cache->arena_capacity + 65536), LINE_CACHE_MAX_BYTES);
      cache->arena = g_realloc (cache->arena, cache->arena_capacity);
    }
  return TRUE;
}

const guint8 *
wp_line_cache_lookup (WpLineCache *cache, guint line, const guint8 *key, guint length, gboolean *fits)
{
  guint32 hash = key_hash (line, key, length);
  guint mask = cache->capacity - 1;

  for (guint at = hash & mask; cache->slots[at] != 0; at = (at + 1) & mask)
    {
      guint64 slot = cache->slots[at];
      const Entry *entry;

      if ((guint32) (slot >> 32) != hash)
        continue;
      entry = (const Entry *) (cache->arena + 8 * ((gsize) (guint32) slot - 1));
      if (entry->line != line || memcmp (entry->states, key, length) != 0)
        continue;
      *fits = entry->fits;
      return entry->states + length;
    }
  return NULL;
}

void
wp_line_cache_insert (WpLineCache *cache, guint line, const guint8 *key, guint length,
                      const guint8 *after, gboolean fits)
{
  guint32 hash = key_hash (line, key, length);
  gsize size = entry_size (length);
  Entry *entry;
  guint at;

  if (!reserve_arena (cache, size))
    {
      clear (cache);
      if (!reserve_arena (cache, size))
        return;   /* one line larger than the whole cache: keep nothing */
    }
  if (2 * (cache->used + 1) > cache->capacity)
    grow_slots (cache);
  entry = (Entry *) (cache->arena + cache->arena_len);
  *entry = (Entry) { line, length, fits };
  memcpy (entry->states, key, length);
  memcpy (entry->states + length, after, length);
  for (at = hash & (cache->capacity - 1); cache->slots[at] != 0; at = (at + 1) & (cache->capacity - 1))
    ;
  cache->slots[at] = (guint64) hash << 32 | (guint64) (cache->arena_len / 8 + 1);
  cache->arena_len += size;
  cache->used++;
}
