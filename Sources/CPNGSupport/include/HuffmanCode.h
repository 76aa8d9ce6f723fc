#ifndef TINTYPE_HUFFMAN_CODE_H
#define TINTYPE_HUFFMAN_CODE_H

#include <stdint.h>

/// The largest alphabet a deflate code has: 286 literal/length symbols (RFC 1951 §3.2.5).
#define TINTYPE_HUFFMAN_MAX_SYMBOLS 288

/// A canonical Huffman code as deflate stores it: a length per symbol (0 = unused) and the code
/// bits, already reversed so they can be written least significant bit first.
typedef struct tintype_huffman_code {
  uint8_t lengths[TINTYPE_HUFFMAN_MAX_SYMBOLS];
  uint16_t codes[TINTYPE_HUFFMAN_MAX_SYMBOLS];
} tintype_huffman_code;

/// Builds a length-limited canonical code for `count` symbols with the given frequencies, which must
/// sum below 2^32 (a block's are bounded by its token count).
///
/// Lengths are optimal (Moffat and Katajainen's in-place algorithm) and then limited to `max_length`
/// by the usual Kraft-sum repair. At least two symbols always get a code, because some inflaters refuse
/// a code with a single symbol of length 1; a symbol that never occurs costs nothing but a header entry.
/// Ties between equal frequencies are broken by symbol number, so the code is deterministic.
void tintype_huffman_build(const uint32_t *frequencies, int count, int max_length,
                           tintype_huffman_code *code);

/// Sets the canonical codes of the first `count` symbols from their `lengths` (RFC 1951 §3.2.2):
/// what tintype_huffman_build ends with, and how deflate's fixed codes are made from their lengths.
void tintype_huffman_assign_codes(tintype_huffman_code *code, int count);

#endif
