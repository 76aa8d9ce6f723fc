#include "StraightAlpha.h"

#include <string.h>

/// Whether the four pixels at `p` are all opaque.
static inline int four_opaque(const uint8_t *p) {
  return (p[3] & p[7] & p[11] & p[15]) == 255;
}

void tintype_straighten_pixels(const uint8_t *premultiplied, uint8_t *straight, size_t count) {
  size_t i = 0;
  while (i < count) {
    // Copy the opaque run starting here in one go.
    size_t run = i;
    while (run + 4 <= count && four_opaque(premultiplied + run * 4)) run += 4;
    while (run < count && premultiplied[run * 4 + 3] == 255) run++;
    if (run > i) {
      memcpy(straight + i * 4, premultiplied + i * 4, (run - i) * 4);
      i = run;
      if (i == count) break;
    }
    const uint8_t *in = premultiplied + i * 4;
    uint8_t *out = straight + i * 4;
    unsigned alpha = in[3];
    if (alpha == 0) {
      memset(out, 0, 4);
    } else {
      for (int channel = 0; channel < 3; channel++) {
        unsigned value = (in[channel] * 255u + alpha / 2) / alpha;
        out[channel] = (uint8_t)(value > 255 ? 255 : value);
      }
      out[3] = (uint8_t)alpha;
    }
    i++;
  }
}
