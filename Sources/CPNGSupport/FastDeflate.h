#ifndef TINTYPE_FAST_DEFLATE_H
#define TINTYPE_FAST_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The most bytes tintype_fast_deflate can write for `count` input bytes: a block never grows past
/// its stored form, so this is the input plus stored-block headers, the zlib header and trailer, and
/// slack for the writer's eight-byte stores. SIZE_MAX for inputs the compressor refuses (2^32 bytes
/// or more).
size_t tintype_fast_deflate_bound(size_t count);

/// Compresses `input` into a zlib stream (RFC 1950 around RFC 1951 deflate) at `output`, which must
/// hold tintype_fast_deflate_bound(count) bytes. Returns the number of bytes written, or 0 when
/// scratch memory could not be allocated or the input has 2^32 bytes or more.
///
/// Made for filtered PNG scanlines, where zlib's level 1 is the slowest step of a render: one greedy
/// pass with a single-entry hash of four bytes (no chains, no lazy matching), plus one extra candidate
/// straight above in the previous scanline (`row_length` bytes back, 0 for none), which finds what the
/// hash table forgot. Each block of tokens gets its own Huffman codes and is stored raw when that is
/// smaller. The output depends only on the input bytes and `row_length`.
size_t tintype_fast_deflate(const uint8_t *input, size_t count, size_t row_length,
                            uint8_t *output);

#endif
