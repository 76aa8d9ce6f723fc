#ifndef TINTYPE_BAND_CACHE_H
#define TINTYPE_BAND_CACHE_H

#include <stddef.h>
#include <stdint.h>

/// Compressed bands of earlier images, for encoding many alike images (a batch of personalised
/// widgets differs in a few lines of text): a band whose pixels were seen before is copied, not
/// filtered and compressed again.
///
/// A band is found by its place (image width and height, first row, filters) and then its pixels,
/// compared byte for byte, so a hit can only return the bytes the encoder would have written: the
/// output never depends on what the cache holds. Safe to share between threads (one mutex).
/// Entries past `capacity` bytes are dropped, least recently used first, and a place keeps at most
/// four versions of its band (a line of text that changes in every image leaves one version behind
/// per image, and those should not push out the bands every image shares).
typedef struct tintype_band_cache tintype_band_cache;

/// A cache holding up to `capacity` bytes of pixels and compressed bands; NULL when out of memory.
tintype_band_cache *tintype_band_cache_create(size_t capacity);

/// Frees the cache and everything in it.
void tintype_band_cache_free(tintype_band_cache *cache);

/// How often a band was found, and how often it had to be compressed.
void tintype_band_cache_statistics(tintype_band_cache *cache, uint64_t *hits, uint64_t *misses);

/// Where a band sits, with what the bytes it compresses to depend on besides its pixels, and a
/// digest of its pixels (tintype_band_digest) that tells most different bands apart before their
/// bytes are compared.
typedef struct tintype_band_key {
  uint32_t width, height, first_row, rows;
  int filters;
  uint64_t digest;
} tintype_band_key;

/// A 64-bit digest of `count` bytes: four independent multiply-rotate lanes, fast enough to run over
/// every band of every image. Not a cryptographic hash: equal digests are confirmed byte for byte.
uint64_t tintype_band_digest(const uint8_t *bytes, size_t count);

/// Copies the compressed band whose key is `key` and whose premultiplied pixels are `pixels`
/// (`count` bytes) to `output` (room for `capacity` bytes) and sets its size and the Adler-32 of its
/// filtered bytes. Returns 1 when found, 0 when not (counted as a miss).
int tintype_band_cache_find(tintype_band_cache *cache, tintype_band_key key, const uint8_t *pixels,
                            size_t count, uint8_t *output, size_t capacity, size_t *size,
                            uint32_t *adler);

/// Keeps a compressed band (`compressed`, `size` bytes, `adler` of its filtered bytes) for the band
/// with `key` and `pixels`. Silently keeps nothing when memory runs out or the band is larger than
/// the whole cache.
void tintype_band_cache_store(tintype_band_cache *cache, tintype_band_key key, const uint8_t *pixels,
                              size_t count, const uint8_t *compressed, size_t size, uint32_t adler);

#endif
