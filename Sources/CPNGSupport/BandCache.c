#include "include/BandCache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// One band: its key and pixels (what a lookup compares), its compressed bytes (what it returns).
typedef struct band_entry {
  tintype_band_key key;
  uint8_t *pixels;
  size_t count;
  uint8_t *compressed;
  size_t size;
  uint32_t adler;
  uint64_t last_used;
  struct band_entry *next;  // in its bucket
} band_entry;

// Buckets by place: the images of a batch share their sizes, so a band's bucket holds the versions
// of that band the cache has seen, at most `versions_per_place`.
enum { bucket_count = 1024, versions_per_place = 4 };

struct tintype_band_cache {
  pthread_mutex_t lock;
  band_entry *buckets[bucket_count];
  size_t capacity, used;
  uint64_t clock, hits, misses;
};

static size_t bucket_of(tintype_band_key key) {
  uint64_t h = key.width * 0x9E3779B97F4A7C15ull ^ key.height * 0xC2B2AE3D27D4EB4Full ^
               key.first_row * 0x165667B19E3779F9ull ^ (uint64_t)(uint32_t)key.filters;
  return (size_t)(h >> 32) % bucket_count;
}

static int same_place(tintype_band_key a, tintype_band_key b) {
  return a.width == b.width && a.height == b.height && a.first_row == b.first_row && a.rows == b.rows &&
         a.filters == b.filters;
}

static inline uint64_t load64(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

static inline uint64_t rotate(uint64_t v, int bits) { return (v << bits) | (v >> (64 - bits)); }

uint64_t tintype_band_digest(const uint8_t *bytes, size_t count) {
  const uint64_t prime = 0x9E3779B97F4A7C15ull;
  uint64_t lane[4] = {1, 2, 3, 4};
  size_t i = 0;
  for (; i + 32 <= count; i += 32) {
    for (int k = 0; k < 4; k++) lane[k] = rotate((lane[k] ^ load64(bytes + i + 8 * k)) * prime, 29);
  }
  uint64_t h = (uint64_t)count;
  for (; i < count; i++) h = (h ^ bytes[i]) * prime;
  for (int k = 0; k < 4; k++) h = rotate((h ^ lane[k]) * prime, 31);
  return h ^ (h >> 32);
}

static size_t entry_bytes(const band_entry *entry) {
  return sizeof *entry + entry->count + entry->size;
}

static void free_entry(band_entry *entry) {
  free(entry->pixels);
  free(entry->compressed);
  free(entry);
}

tintype_band_cache *tintype_band_cache_create(size_t capacity) {
  tintype_band_cache *cache = calloc(1, sizeof *cache);
  if (cache == NULL) return NULL;
  if (pthread_mutex_init(&cache->lock, NULL) != 0) {
    free(cache);
    return NULL;
  }
  cache->capacity = capacity;
  return cache;
}

void tintype_band_cache_free(tintype_band_cache *cache) {
  if (cache == NULL) return;
  for (int b = 0; b < bucket_count; b++) {
    for (band_entry *entry = cache->buckets[b], *next; entry != NULL; entry = next) {
      next = entry->next;
      free_entry(entry);
    }
  }
  pthread_mutex_destroy(&cache->lock);
  free(cache);
}

void tintype_band_cache_statistics(tintype_band_cache *cache, uint64_t *hits, uint64_t *misses) {
  pthread_mutex_lock(&cache->lock);
  *hits = cache->hits;
  *misses = cache->misses;
  pthread_mutex_unlock(&cache->lock);
}

int tintype_band_cache_find(tintype_band_cache *cache, tintype_band_key key, const uint8_t *pixels,
                            size_t count, uint8_t *output, size_t capacity, size_t *size,
                            uint32_t *adler) {
  pthread_mutex_lock(&cache->lock);
  for (band_entry *entry = cache->buckets[bucket_of(key)]; entry != NULL; entry = entry->next) {
    if (!same_place(entry->key, key) || entry->key.digest != key.digest || entry->count != count ||
        entry->size > capacity ||
        memcmp(entry->pixels, pixels, count) != 0)
      continue;
    memcpy(output, entry->compressed, entry->size);
    *size = entry->size;
    *adler = entry->adler;
    entry->last_used = ++cache->clock;
    cache->hits++;
    pthread_mutex_unlock(&cache->lock);
    return 1;
  }
  cache->misses++;
  pthread_mutex_unlock(&cache->lock);
  return 0;
}

/// Drops the least recently used entry. Called with the lock held; a linear scan, since the cache
/// holds a few hundred bands and dropping happens once per band stored past its capacity.
static void drop_oldest(tintype_band_cache *cache) {
  band_entry **oldest = NULL;
  for (int b = 0; b < bucket_count; b++) {
    for (band_entry **link = &cache->buckets[b]; *link != NULL; link = &(*link)->next) {
      if (oldest == NULL || (*link)->last_used < (*oldest)->last_used) oldest = link;
    }
  }
  if (oldest == NULL) return;
  band_entry *entry = *oldest;
  *oldest = entry->next;
  cache->used -= entry_bytes(entry);
  free_entry(entry);
}

void tintype_band_cache_store(tintype_band_cache *cache, tintype_band_key key, const uint8_t *pixels,
                              size_t count, const uint8_t *compressed, size_t size, uint32_t adler) {
  band_entry *entry = calloc(1, sizeof *entry);
  if (entry == NULL) return;
  entry->key = key;
  entry->count = count;
  entry->size = size;
  entry->adler = adler;
  entry->pixels = malloc(count);
  entry->compressed = malloc(size ? size : 1);
  if (entry->pixels == NULL || entry->compressed == NULL || entry_bytes(entry) > cache->capacity) {
    free_entry(entry);
    return;
  }
  memcpy(entry->pixels, pixels, count);
  memcpy(entry->compressed, compressed, size);
  pthread_mutex_lock(&cache->lock);
  size_t b = bucket_of(key);
  // The place's oldest version goes when it has its share.
  band_entry **oldest = NULL;
  int versions = 0;
  for (band_entry **link = &cache->buckets[b]; *link != NULL; link = &(*link)->next) {
    if (!same_place((*link)->key, key)) continue;
    versions++;
    if (oldest == NULL || (*link)->last_used < (*oldest)->last_used) oldest = link;
  }
  if (versions >= versions_per_place) {
    band_entry *dropped = *oldest;
    *oldest = dropped->next;
    cache->used -= entry_bytes(dropped);
    free_entry(dropped);
  }
  while (cache->used + entry_bytes(entry) > cache->capacity && cache->used > 0) drop_oldest(cache);
  entry->last_used = ++cache->clock;
  entry->next = cache->buckets[b];
  cache->buckets[b] = entry;
  cache->used += entry_bytes(entry);
  pthread_mutex_unlock(&cache->lock);
}
