// The band compressor (FastDeflate.h says what it makes). Over 400 lines on purpose: the bit writer,
// the length and distance tables, the block writer (dynamic header planning, fixed codes, stored
// fallback) and the match loop are one unit that shares its static helpers; split across files they
// would need a private header exposing all of them, for no reader's gain.

#include "FastDeflate.h"

#include <stdlib.h>
#include <string.h>

#include "include/Adler32.h"
#include "include/HuffmanCode.h"
#include "ThreadScratch.h"

// Deflate's limits (RFC 1951).
enum {
  minimum_match = 4,  // deflate allows 3; four-byte hashing is faster and loses little on images
  maximum_match = 258,
  window = 32768,
  end_of_block = 256,
  literal_length_symbols = 286,
  distance_symbols = 30,
  code_length_symbols = 19,
  stored_block_limit = 65535,
};

// Tuning: a hash of 2^15 entries (128 KB; sizes from 2^12 to 2^16 measured within noise of each
// other) and blocks of up to 2^15 tokens, so the Huffman codes follow the image's regions (flat fills,
// text, photos) without paying a header too often.
enum { hash_bits = 15, block_tokens = 1 << 15 };

/// A match token has this bit set; its length sits above bit 15 and its distance minus one below.
#define MATCH_FLAG 0x80000000u

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10,  11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t code_length_order[code_length_symbols] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                               11, 4,  12, 3, 13, 2, 14, 1, 15};

/// Bits written least significant first. Every put stores eight bytes and advances by the whole
/// bytes filled, without a branch: the writer's branch on "buffer full" was mispredicted often enough
/// to cost a tenth of the compression time. The output needs eight bytes of slack past its end.
typedef struct bit_writer {
  uint8_t *out;
  size_t position;
  uint64_t bits;
  unsigned count;  // bits held, always below 8 between puts
} bit_writer;

static inline void store32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)v;
  p[1] = (uint8_t)(v >> 8);
  p[2] = (uint8_t)(v >> 16);
  p[3] = (uint8_t)(v >> 24);
}

static inline void store64_little_endian(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(p, &v, 8);
#else
  for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

static inline uint32_t load32(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

static inline uint64_t load64(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}

/// Appends the low `n` bits of `value` (n ≤ 32, nothing set above them).
static inline void put_bits(bit_writer *w, uint32_t value, unsigned n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  store64_little_endian(w->out + w->position, w->bits);
  unsigned whole = w->count & ~7u;
  w->position += whole >> 3;
  w->bits >>= whole;  // whole ≤ 32 + 7 rounded down, so the shift is defined
  w->count &= 7;
}

/// Pads to a byte boundary; the padded byte is already stored by the last put.
static void align_to_byte(bit_writer *w) {
  if (w->count & 7) put_bits(w, 0, 8 - (w->count & 7));
}

/// Per-length symbol, extra-bit count and extra value, looked up instead of searched.
typedef struct length_table {
  uint16_t symbol[maximum_match + 1];
  uint8_t extra_bits[maximum_match + 1];
  uint8_t extra_value[maximum_match + 1];
} length_table;

static void fill_length_table(length_table *table) {
  for (int code = 0; code < 29; code++) {
    int first = length_base[code];
    int last = code == 28 ? 258 : (code == 27 ? 257 : length_base[code + 1] - 1);
    for (int length = first; length <= last; length++) {
      table->symbol[length] = (uint16_t)(257 + code);
      table->extra_bits[length] = length_extra[code];
      table->extra_value[length] = (uint8_t)(length - first);
    }
  }
}

/// Distance code of `distance - 1` (0…32767): codes 0–3 stand for themselves; above, two codes per
/// power of two, told apart by the bit below the leading one.
static inline unsigned distance_code(uint32_t d) {
  if (d < 4) return d;
  unsigned top = 31u - (unsigned)__builtin_clz(d);
  return 2 * top + ((d >> (top - 1)) & 1);
}

static inline unsigned distance_extra_bits(unsigned code) { return code < 4 ? 0 : (code >> 1) - 1; }

static inline uint32_t distance_code_base(unsigned code) {
  return code < 4 ? code : (uint32_t)(2 | (code & 1)) << ((code >> 1) - 1);
}

/// The tokens of one block, and how often each symbol occurs in them.
typedef struct block {
  uint32_t *tokens;
  size_t token_count;
  size_t input_start;
  uint32_t literal_frequency[literal_length_symbols];
  uint32_t distance_frequency[distance_symbols];
} block;

static void reset_block(block *b, size_t input_start) {
  b->token_count = 0;
  b->input_start = input_start;
  memset(b->literal_frequency, 0, sizeof b->literal_frequency);
  memset(b->distance_frequency, 0, sizeof b->distance_frequency);
}

/// Run-length codes for a sequence of code lengths (RFC 1951 §3.2.7): 16 repeats the previous length
/// 3–6 times, 17 and 18 write 3–10 and 11–138 zeros. Returns the number of symbols; `extra` gets each
/// symbol's repeat count field.
static int run_length_code_lengths(const uint8_t *lengths, int count, uint8_t *symbols,
                                   uint8_t *extra) {
  int n = 0;
  for (int i = 0; i < count;) {
    uint8_t length = lengths[i];
    int run = 1;
    while (i + run < count && lengths[i + run] == length) run++;
    i += run;
    if (length == 0) {
      while (run >= 11) {
        int part = run < 138 ? run : 138;
        symbols[n] = 18, extra[n++] = (uint8_t)(part - 11);
        run -= part;
      }
      if (run >= 3) {
        symbols[n] = 17, extra[n++] = (uint8_t)(run - 3);
        run = 0;
      }
    } else {
      symbols[n] = length, extra[n++] = 0;
      run--;
      while (run >= 3) {
        int part = run < 6 ? run : 6;
        symbols[n] = 16, extra[n++] = (uint8_t)(part - 3);
        run -= part;
      }
    }
    while (run-- > 0) symbols[n] = length, extra[n++] = 0;
  }
  return n;
}

/// A dynamic-Huffman block's header, ready to write, and its size in bits.
typedef struct dynamic_header {
  int literal_count, distance_count, code_length_count;
  tintype_huffman_code code_lengths;
  uint8_t symbols[literal_length_symbols + distance_symbols];
  uint8_t extra[literal_length_symbols + distance_symbols];
  int symbol_count;
  size_t bits;
} dynamic_header;

static void plan_header(const tintype_huffman_code *literals, const tintype_huffman_code *distances,
                        dynamic_header *h) {
  h->literal_count = literal_length_symbols;
  while (h->literal_count > 257 && literals->lengths[h->literal_count - 1] == 0) h->literal_count--;
  h->distance_count = distance_symbols;
  while (h->distance_count > 1 && distances->lengths[h->distance_count - 1] == 0)
    h->distance_count--;

  uint8_t all[literal_length_symbols + distance_symbols];
  memcpy(all, literals->lengths, (size_t)h->literal_count);
  memcpy(all + h->literal_count, distances->lengths, (size_t)h->distance_count);
  h->symbol_count =
      run_length_code_lengths(all, h->literal_count + h->distance_count, h->symbols, h->extra);

  uint32_t frequency[code_length_symbols] = {0};
  for (int i = 0; i < h->symbol_count; i++) frequency[h->symbols[i]]++;
  tintype_huffman_build(frequency, code_length_symbols, 7, &h->code_lengths);
  h->code_length_count = code_length_symbols;
  while (h->code_length_count > 4 &&
         h->code_lengths.lengths[code_length_order[h->code_length_count - 1]] == 0)
    h->code_length_count--;

  static const uint8_t repeat_bits[code_length_symbols] = {[16] = 2, [17] = 3, [18] = 7};
  size_t bits = 3 + 5 + 5 + 4 + 3 * (size_t)h->code_length_count;
  for (int i = 0; i < h->symbol_count; i++)
    bits += h->code_lengths.lengths[h->symbols[i]] + repeat_bits[h->symbols[i]];
  h->bits = bits;
}

static void write_header(bit_writer *w, const dynamic_header *h, int final) {
  put_bits(w, (uint32_t)final, 1);
  put_bits(w, 2, 2);  // BTYPE 10: dynamic Huffman codes
  put_bits(w, (uint32_t)(h->literal_count - 257), 5);
  put_bits(w, (uint32_t)(h->distance_count - 1), 5);
  put_bits(w, (uint32_t)(h->code_length_count - 4), 4);
  for (int i = 0; i < h->code_length_count; i++)
    put_bits(w, h->code_lengths.lengths[code_length_order[i]], 3);
  static const uint8_t repeat_bits[code_length_symbols] = {[16] = 2, [17] = 3, [18] = 7};
  for (int i = 0; i < h->symbol_count; i++) {
    uint8_t s = h->symbols[i];
    put_bits(w, h->code_lengths.codes[s], h->code_lengths.lengths[s]);
    if (repeat_bits[s]) put_bits(w, h->extra[i], repeat_bits[s]);
  }
}

/// Deflate's fixed codes (RFC 1951 §3.2.6): literal/length lengths 8 (0–143), 9 (144–255), 7
/// (256–279) and 8 (280–287); every distance 5 bits.
static void fixed_codes(tintype_huffman_code *literals, tintype_huffman_code *distances) {
  memset(literals, 0, sizeof *literals);
  memset(distances, 0, sizeof *distances);
  for (int s = 0; s < 288; s++) literals->lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
  for (int s = 0; s < 30; s++) distances->lengths[s] = 5;
  tintype_huffman_assign_codes(literals, 288);
  tintype_huffman_assign_codes(distances, 30);
}

/// The bits the block's tokens take with these codes, extra bits included.
static size_t body_bits(const block *b, const tintype_huffman_code *literals,
                        const tintype_huffman_code *distances) {
  size_t bits = 0;
  for (int s = 0; s < literal_length_symbols; s++) {
    size_t extra = s > 256 ? length_extra[s - 257] : 0;
    bits += (size_t)b->literal_frequency[s] * (literals->lengths[s] + extra);
  }
  for (unsigned s = 0; s < distance_symbols; s++)
    bits += (size_t)b->distance_frequency[s] * (distances->lengths[s] + distance_extra_bits(s));
  return bits;
}

/// Writes `b` as the smallest of a dynamic-Huffman block, a fixed-Huffman block and stored blocks.
/// The fixed codes win on small, flat blocks (a band of plain background), where a dynamic block's
/// header of code lengths would cost more than the tokens.
static void write_block(bit_writer *w, block *b, const uint8_t *input, size_t input_end, int final,
                        const length_table *lengths) {
  b->literal_frequency[end_of_block]++;
  tintype_huffman_code literals, distances;
  tintype_huffman_build(b->literal_frequency, literal_length_symbols, 15, &literals);
  tintype_huffman_build(b->distance_frequency, distance_symbols, 15, &distances);
  dynamic_header header;
  plan_header(&literals, &distances, &header);
  size_t dynamic_bits = header.bits + body_bits(b, &literals, &distances);
  tintype_huffman_code fixed_literals, fixed_distances;
  fixed_codes(&fixed_literals, &fixed_distances);
  size_t fixed_bits = 3 + body_bits(b, &fixed_literals, &fixed_distances);

  size_t raw = input_end - b->input_start;
  size_t stored_blocks = raw == 0 ? 1 : (raw + stored_block_limit - 1) / stored_block_limit;
  size_t stored_bits = raw * 8 + stored_blocks * (3 + 7 + 32);
  if (stored_bits < dynamic_bits && stored_bits < fixed_bits) {
    const uint8_t *bytes = input + b->input_start;
    for (size_t k = 0; k < stored_blocks; k++) {
      size_t part = raw < stored_block_limit ? raw : stored_block_limit;
      put_bits(w, final && k + 1 == stored_blocks, 1);
      put_bits(w, 0, 2);  // BTYPE 00: stored
      align_to_byte(w);
      store32(w->out + w->position, (uint32_t)part | ((uint32_t)(~part & 0xffff) << 16));
      w->position += 4;
      memcpy(w->out + w->position, bytes, part);
      w->position += part;
      bytes += part;
      raw -= part;
    }
    return;
  }

  int fixed = fixed_bits < dynamic_bits;
  if (fixed) {
    put_bits(w, (uint32_t)final, 1);
    put_bits(w, 1, 2);  // BTYPE 01: fixed Huffman codes
    literals = fixed_literals;
    distances = fixed_distances;
  } else {
    write_header(w, &header, final);
  }
  for (size_t i = 0; i < b->token_count; i++) {
    uint32_t token = b->tokens[i];
    if (!(token & MATCH_FLAG)) {
      put_bits(w, literals.codes[token], literals.lengths[token]);
      continue;
    }
    unsigned length = (token >> 15) & 0x1ff;
    uint32_t d = token & 0x7fff;
    unsigned symbol = lengths->symbol[length];
    put_bits(w,
             literals.codes[symbol] |
                 ((uint32_t)lengths->extra_value[length] << literals.lengths[symbol]),
             literals.lengths[symbol] + lengths->extra_bits[length]);
    unsigned code = distance_code(d);
    unsigned extra_bits = distance_extra_bits(code);
    put_bits(w, distances.codes[code] | ((d - distance_code_base(code)) << distances.lengths[code]),
             distances.lengths[code] + extra_bits);
  }
  put_bits(w, literals.codes[end_of_block], literals.lengths[end_of_block]);
}

/// Length of the common prefix of `a` and `b`, at most `limit`.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
  size_t n = 0;
  while (n + 8 <= limit) {
    uint64_t difference = load64(a + n) ^ load64(b + n);
    // The first differing byte is the lowest one in memory: the low end of a little-endian word.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    if (difference) return n + ((size_t)__builtin_clzll(difference) >> 3);
#else
    if (difference) return n + ((size_t)__builtin_ctzll(difference) >> 3);
#endif
    n += 8;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}

static inline uint32_t hash4(uint32_t v) { return (v * 2654435761u) >> (32 - hash_bits); }

size_t tintype_fast_deflate_bound(size_t count) {
  if (count > UINT32_MAX) return SIZE_MAX;  // refused by tintype_fast_deflate_band; no overflow below
  // Every block but the last covers at least block_tokens bytes, and each is at most its stored form;
  // then the empty stored block that ends a band on a byte boundary, and slack for the writer.
  size_t blocks = count / block_tokens + 1;
  return count + (count / stored_block_limit + 1 + blocks) * 5 + 1 + 5 + 16;
}

size_t tintype_fast_deflate_band(const uint8_t *input, size_t count, size_t row_length,
                                 uint8_t *output) {
  if (count > UINT32_MAX) return 0;  // positions are kept in 32 bits
  uint32_t *head = tintype_scratch(tintype_scratch_hash, sizeof(uint32_t) << hash_bits);
  uint32_t *tokens = tintype_scratch(tintype_scratch_tokens, block_tokens * sizeof(uint32_t));
  if (!head || !tokens) return 0;
  // Cleared every time: a position left by an earlier band could still match these bytes, and the
  // output must depend on this band's bytes alone.
  memset(head, 0, sizeof(uint32_t) << hash_bits);
  block current;
  block *b = &current;
  length_table table;
  length_table *lengths = &table;
  fill_length_table(lengths);
  b->tokens = tokens;
  reset_block(b, 0);
  bit_writer w = {output, 0, 0, 0};

  size_t i = 0;
  while (i < count) {
    size_t length = 0, distance = 0;
    size_t available = count - i;
    if (available >= minimum_match) {
      size_t limit = available < maximum_match ? available : maximum_match;
      uint32_t v = load32(input + i);
      uint32_t h = hash4(v);
      size_t candidate = head[h];
      head[h] = (uint32_t)i;
      if (candidate < i && i - candidate <= window && load32(input + candidate) == v) {
        length = minimum_match + match_length(input + candidate + minimum_match,
                                              input + i + minimum_match, limit - minimum_match);
        distance = i - candidate;
      }
      if (length < limit && row_length != 0 && i >= row_length && row_length <= window &&
          row_length != distance && load32(input + i - row_length) == v) {
        size_t above = minimum_match + match_length(input + i - row_length + minimum_match,
                                                    input + i + minimum_match, limit - minimum_match);
        if (above > length) length = above, distance = row_length;
      }
    }
    if (length >= minimum_match) {
      b->tokens[b->token_count++] =
          MATCH_FLAG | ((uint32_t)length << 15) | (uint32_t)(distance - 1);
      b->literal_frequency[lengths->symbol[length]]++;
      b->distance_frequency[distance_code((uint32_t)(distance - 1))]++;
      // Remember the match's last position too, so a run that continues finds itself.
      size_t last = i + length - 1;
      if (last + minimum_match <= count) head[hash4(load32(input + last))] = (uint32_t)last;
      i += length;
    } else {
      b->tokens[b->token_count++] = input[i];
      b->literal_frequency[input[i]]++;
      i++;
    }
    if (b->token_count == block_tokens && i < count) {
      write_block(&w, b, input, i, 0, lengths);
      reset_block(b, i);
    }
  }
  write_block(&w, b, input, count, 0, lengths);
  // An empty stored block (BFINAL 0, BTYPE 00, LEN 0, NLEN 0xFFFF) pads to a byte boundary: zlib's
  // sync flush. What follows may be any other band, or the stream's end.
  put_bits(&w, 0, 3);
  align_to_byte(&w);
  store32(w.out + w.position, 0xFFFF0000u);
  w.position += 4;
  return w.position;
}
