#ifndef TINTYPE_ADLER32_H
#define TINTYPE_ADLER32_H

#include <stddef.h>
#include <stdint.h>

/// The Adler-32 checksum (RFC 1950 §8.2) of `count` bytes, continuing from `adler` (1 to start), as
/// zlib's adler32() computes it.
///
/// Its own code because the zlib stream's trailer needs it over every filtered byte, and zlib's
/// scalar loop took as long as a fifth of the whole compression; on x86-64 this one sums sixteen bytes
/// at a time with SSE2 (part of every x86-64 CPU), elsewhere it falls back to a plain loop.
uint32_t tintype_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/// The Adler-32 of X followed by Y, from `first` = adler(X) and `second` = adler(Y) over `count`
/// bytes (both started at 1), without reading either: an image's bands are checksummed one at a
/// time, some of them long ago (BandCache.h).
uint32_t tintype_adler32_combine(uint32_t first, uint32_t second, size_t count);

#endif
