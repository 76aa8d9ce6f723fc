#include "include/HuffmanCode.h"

#include <stdlib.h>
#include <string.h>

/// A symbol and its frequency, the unit sorted before lengths are assigned.
typedef struct weighted_symbol {
  uint32_t frequency;
  uint16_t symbol;
} weighted_symbol;

static int by_frequency_then_symbol(const void *a, const void *b) {
  const weighted_symbol *x = a, *y = b;
  if (x->frequency != y->frequency) return x->frequency < y->frequency ? -1 : 1;
  return (int)x->symbol - (int)y->symbol;
}

/// Moffat and Katajainen, "In-place calculation of minimum-redundancy codes" (1995). On entry `a`
/// holds `n` frequencies in ascending order; on exit `a[i]` is the optimal code length of the i-th.
static void minimum_redundancy_lengths(uint32_t *a, int n) {
  if (n == 0) return;
  if (n == 1) {
    a[0] = 1;
    return;
  }
  // Phase 1: combine, leaving parent pointers in place of internal node weights.
  a[0] += a[1];
  int root = 0, leaf = 2;
  for (int next = 1; next < n - 1; next++) {
    if (leaf >= n || a[root] < a[leaf]) {
      a[next] = a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] = a[leaf++];
    }
    if (leaf >= n || (root < next && a[root] < a[leaf])) {
      a[next] += a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] += a[leaf++];
    }
  }
  // Phase 2: internal node depths from the parent pointers.
  a[n - 2] = 0;
  for (int next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
  // Phase 3: leaf depths from the internal node depths.
  int available = 1, used = 0, depth = 0;
  root = n - 2;
  int next = n - 1;
  while (available > 0) {
    while (root >= 0 && (int)a[root] == depth) {
      used++;
      root--;
    }
    while (available > used) {
      a[next--] = (uint32_t)depth;
      available--;
    }
    available = 2 * used;
    depth++;
    used = 0;
  }
}

void tintype_huffman_build(const uint32_t *frequencies, int count, int max_length,
                           tintype_huffman_code *code) {
  memset(code->lengths, 0, sizeof code->lengths);
  memset(code->codes, 0, sizeof code->codes);

  weighted_symbol sorted[TINTYPE_HUFFMAN_MAX_SYMBOLS];
  int used = 0;
  for (int symbol = 0; symbol < count; symbol++) {
    if (frequencies[symbol] == 0) continue;
    sorted[used++] = (weighted_symbol){frequencies[symbol], (uint16_t)symbol};
  }
  // Pad to two symbols with the lowest unused ones, weighted as rarely as possible.
  for (int symbol = 0; used < 2 && symbol < count; symbol++) {
    if (frequencies[symbol] != 0) continue;
    sorted[used++] = (weighted_symbol){1, (uint16_t)symbol};
  }
  qsort(sorted, (size_t)used, sizeof sorted[0], by_frequency_then_symbol);

  uint32_t lengths[TINTYPE_HUFFMAN_MAX_SYMBOLS];
  for (int i = 0; i < used; i++) lengths[i] = sorted[i].frequency;
  minimum_redundancy_lengths(lengths, used);

  // How many codes of each length; lengths past the limit are pulled in and the Kraft sum repaired
  // by lengthening the deepest shorter codes, which stays close to optimal.
  int per_length[33] = {0};
  for (int i = 0; i < used; i++) per_length[lengths[i] > 32 ? 32 : lengths[i]]++;
  for (int length = max_length + 1; length <= 32; length++) {
    per_length[max_length] += per_length[length];
    per_length[length] = 0;
  }
  uint32_t kraft = 0;
  for (int length = max_length; length > 0; length--)
    kraft += (uint32_t)per_length[length] << (max_length - length);
  while (kraft > (1u << max_length)) {
    per_length[max_length]--;
    for (int length = max_length - 1; length > 0; length--) {
      if (per_length[length] == 0) continue;
      per_length[length]--;
      per_length[length + 1] += 2;
      break;
    }
    kraft--;
  }

  // The most frequent symbols (at the end of `sorted`) take the shortest lengths.
  int index = used;
  for (int length = 1; length <= max_length; length++)
    for (int n = per_length[length]; n > 0; n--) code->lengths[sorted[--index].symbol] = (uint8_t)length;

  tintype_huffman_assign_codes(code, count);
}

void tintype_huffman_assign_codes(tintype_huffman_code *code, int count) {
  // Canonical codes (RFC 1951 §3.2.2), bit-reversed for a least-significant-first writer.
  uint16_t next_code[17] = {0};
  int length_count[17] = {0};
  for (int symbol = 0; symbol < count; symbol++) length_count[code->lengths[symbol]]++;
  length_count[0] = 0;
  uint16_t value = 0;
  for (int length = 1; length <= 16; length++) {
    value = (uint16_t)((value + length_count[length - 1]) << 1);
    next_code[length] = value;
  }
  for (int symbol = 0; symbol < count; symbol++) {
    int length = code->lengths[symbol];
    if (length == 0) continue;
    uint16_t bits = next_code[length]++;
    uint16_t reversed = 0;
    for (int i = 0; i < length; i++) reversed = (uint16_t)((reversed << 1) | ((bits >> i) & 1));
    code->codes[symbol] = reversed;
  }
}
