#include "StraightAlpha.h"

#include <pthread.h>
#include <string.h>

/// reciprocal[a] = ceil(2^32 / a): floor(n / a) is (n * reciprocal[a]) >> 32 exactly for every
/// numerator n below 2^16 (the error, under n / 2^32, never reaches the 1 / a gap to the next whole
/// number). A multiply per channel instead of a division: widgets drawn in the accented and vibrant
/// modes have no opaque background, so translucent pixels can cover the whole canvas.
static uint64_t reciprocal[256];
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void fill_table(void) {
  for (uint64_t alpha = 1; alpha < 256; alpha++) reciprocal[alpha] = ((1ull << 32) + alpha - 1) / alpha;
}

/// min(255, round(c * 255 / a)), rounding half up, for 0 < a < 255.
static inline uint8_t straight_channel(unsigned channel, unsigned alpha) {
  uint64_t value = ((uint64_t)(channel * 255u + alpha / 2) * reciprocal[alpha]) >> 32;
  return (uint8_t)(value > 255 ? 255 : value);
}

static inline uint32_t load_pixel(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

static uint32_t straighten(uint32_t pixel) {
  uint8_t bytes[4];
  memcpy(bytes, &pixel, 4);
  unsigned alpha = bytes[3];
  if (alpha == 255) return pixel;
  if (alpha == 0) return 0;  // colour under no coverage is meaningless; PNG readers expect zeros
  for (int channel = 0; channel < 3; channel++) bytes[channel] = straight_channel(bytes[channel], alpha);
  memcpy(&pixel, bytes, 4);
  return pixel;
}

void tintype_straighten_pixels(const uint8_t *premultiplied, uint8_t *straight, size_t count) {
  pthread_once(&table_once, fill_table);
  // Widgets are made of flat fills, gradients that change once a row, and glass backgrounds of one
  // translucent colour: most pixels repeat the one before, so the last answer is kept.
  uint32_t last_in = 0, last_out = 0;
  for (size_t i = 0; i < count; i++) {
    uint32_t pixel = load_pixel(premultiplied + i * 4);
    if (pixel != last_in) {
      last_in = pixel;
      last_out = straighten(pixel);
    }
    memcpy(straight + i * 4, &last_out, 4);
  }
}
