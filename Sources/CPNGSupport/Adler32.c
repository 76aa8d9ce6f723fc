#include "include/Adler32.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
  modulus = 65521,  // the largest prime below 2^16
  // The most bytes the sums can take before they must be reduced: the largest n with
  // 255 n (n + 1) / 2 + (n + 1) (modulus - 1) < 2^32 (zlib's NMAX).
  reduce_interval = 5552,
};

static uint32_t adler32_scalar(uint32_t a, uint32_t s, const uint8_t *bytes, size_t count) {
  while (count > 0) {
    size_t part = count < reduce_interval ? count : reduce_interval;
    count -= part;
    while (part--) {
      a += *bytes++;
      s += a;
    }
    a %= modulus;
    s %= modulus;
  }
  return (s << 16) | a;
}

uint32_t tintype_adler32(uint32_t adler, const uint8_t *bytes, size_t count) {
  uint32_t a = adler & 0xffff, s = adler >> 16;
#if defined(__SSE2__)
  // Per 16-byte block: s += 16 a + Σ (16 − i) b_i and a += Σ b_i. Over a run of blocks the a's are
  // summed lazily: `prefix` adds up a's growth before each block, and s takes 16 × that at the end.
  const __m128i zero = _mm_setzero_si128();
  const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
  const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
  while (count >= 16) {
    size_t blocks = count / 16;
    if (blocks > reduce_interval / 16) blocks = reduce_interval / 16;
    count -= blocks * 16;
    uint64_t sum = (uint64_t)s + (uint64_t)a * 16 * blocks;
    __m128i growth = zero, prefix = zero, weighted = zero;
    for (size_t k = 0; k < blocks; k++, bytes += 16) {
      __m128i block = _mm_loadu_si128((const __m128i *)bytes);
      prefix = _mm_add_epi32(prefix, growth);
      growth = _mm_add_epi32(growth, _mm_sad_epu8(block, zero));
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpacklo_epi8(block, zero), weights_low));
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_unpackhi_epi8(block, zero), weights_high));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, growth);
    uint64_t grown = (uint64_t)lanes[0] + lanes[2];  // _mm_sad_epu8 leaves lanes 1 and 3 zero
    _mm_storeu_si128((__m128i *)lanes, prefix);
    sum += 16 * ((uint64_t)lanes[0] + lanes[2]);
    _mm_storeu_si128((__m128i *)lanes, weighted);
    sum += (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
    a = (uint32_t)((a + grown) % modulus);
    s = (uint32_t)(sum % modulus);
  }
#endif
  return adler32_scalar(a, s, bytes, count);
}

uint32_t tintype_adler32_combine(uint32_t first, uint32_t second, size_t count) {
  // Summing Y from X's sums instead of from (1, 0) adds X's running sum minus one to Y's first sum,
  // and (X's first sum minus one) once for each of Y's bytes to its second:
  //   a = a(X) + a(Y) − 1,  s = s(X) + s(Y) + n (a(X) − 1)   (mod 65521).
  uint64_t n = count % modulus;
  uint64_t a1 = first & 0xffff, s1 = first >> 16, a2 = second & 0xffff, s2 = second >> 16;
  uint64_t a = (a1 + a2 + modulus - 1) % modulus;
  uint64_t s = (s1 + s2 + n * ((a1 + modulus - 1) % modulus)) % modulus;
  return (uint32_t)((s << 16) | a);
}
