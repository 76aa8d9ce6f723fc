#ifndef TINTYPE_FAST_DEFLATE_H
#define TINTYPE_FAST_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes tintype_fast_deflate_band can write for `count` input bytes: a block never grows
/// past its stored form, so this is the input plus stored-block headers, the closing sync block and
/// slack for the writer's eight-byte stores. SIZE_MAX for inputs the compressor refuses (2^32 bytes
/// or more).
size_t tintype_fast_deflate_bound(size_t count);

/// Compresses one band of filtered PNG scanlines (`input`, `count` bytes) into raw deflate blocks
/// (RFC 1951) at `output`, which must hold tintype_fast_deflate_bound(count) bytes: none of them
/// final, the last an empty stored block that ends the band on a byte boundary. Bands written this way
/// concatenate into one deflate stream; the caller writes the zlib header, a final empty block and the
/// Adler-32 around them. Returns the number of bytes written, or 0 when scratch memory could not be
/// allocated or the input has 2^32 bytes or more.
///
/// Made for filtered PNG scanlines, where zlib's level 1 is the slowest step of a render: one greedy
/// pass with a single-entry hash of four bytes (no chains, no lazy matching), plus one extra candidate
/// straight above in the previous scanline (`row_length` bytes back, 0 for none), which finds what the
/// hash table forgot. Each block of tokens gets its own Huffman codes and is stored raw when that is
/// smaller. Matches never reach outside the band, so the output depends only on the band's bytes and
/// `row_length`: a band seen before compresses to the same bytes (see BandCache.h).
size_t tintype_fast_deflate_band(const uint8_t *input, size_t count, size_t row_length,
                                 uint8_t *output);

#endif
