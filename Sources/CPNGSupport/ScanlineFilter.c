#include "ScanlineFilter.h"

#include "StraightAlpha.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

enum { bytes_per_pixel = 4 };

/// PNG's filter types in the order of their type byte, with libpng's mask bit for each.
static const int filter_masks[5] = {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG,
                                    PNG_FILTER_PAETH};

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
  int p = a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/// Filters one row of `n` bytes with filter `type`; `above` is NULL for the first row, which PNG
/// treats as having a row of zeros above it.
static void filter_row(int type, const uint8_t *row, const uint8_t *above, size_t n, uint8_t *out) {
  size_t i = 0;
  switch (type) {
    case 0:
      memcpy(out, row, n);
      return;
    case 1:
      for (; i < bytes_per_pixel && i < n; i++) out[i] = row[i];
      for (; i < n; i++) out[i] = (uint8_t)(row[i] - row[i - bytes_per_pixel]);
      return;
    case 2:
      if (above == NULL) {
        memcpy(out, row, n);
        return;
      }
      for (; i < n; i++) out[i] = (uint8_t)(row[i] - above[i]);
      return;
    case 3:
      for (; i < n; i++) {
        unsigned left = i >= bytes_per_pixel ? row[i - bytes_per_pixel] : 0;
        unsigned up = above ? above[i] : 0;
        out[i] = (uint8_t)(row[i] - ((left + up) >> 1));
      }
      return;
    default:
      for (; i < n; i++) {
        uint8_t left = i >= bytes_per_pixel ? row[i - bytes_per_pixel] : 0;
        uint8_t up = above ? above[i] : 0;
        uint8_t corner = above && i >= bytes_per_pixel ? above[i - bytes_per_pixel] : 0;
        out[i] = (uint8_t)(row[i] - paeth(left, up, corner));
      }
      return;
  }
}

static size_t magnitude(const uint8_t *bytes, size_t n) {
  size_t sum = 0;
  for (size_t i = 0; i < n; i++) sum += (size_t)abs((int)(int8_t)bytes[i]);
  return sum;
}

/// libpng's mask for `filters`, which may also be a single filter's type value 0–4 (as png_set_filter
/// reads it).
static int filter_mask(int filters) {
  return filters >= PNG_FILTER_VALUE_NONE && filters <= PNG_FILTER_VALUE_PAETH ? filter_masks[filters]
                                                                                 : filters;
}

int tintype_filters_read_above(int filters) {
  return (filter_mask(filters) & (PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)) != 0;
}

int tintype_filter_scanlines(const uint8_t *premultiplied, uint32_t width, uint32_t height,
                             const uint8_t *premultiplied_above, int filters, uint8_t *out) {
  size_t n = (size_t)width * bytes_per_pixel;
  int allowed[5], allowed_count = 0;
  filters = filter_mask(filters);
  for (int type = 0; type < 5; type++)
    if (filters & filter_masks[type]) allowed[allowed_count++] = type;
  if (allowed_count == 0) allowed[allowed_count++] = 0;

  // Two straightened rows, this one and the one above, and a scratch row for trying filters.
  uint8_t *rows = malloc(3 * n + 1);
  if (rows == NULL) return 1;
  uint8_t *row = rows, *above = rows + n, *trial = rows + 2 * n;
  if (premultiplied_above != NULL) tintype_straighten_pixels(premultiplied_above, above, width);
  for (uint32_t y = 0; y < height; y++) {
    tintype_straighten_pixels(premultiplied + (size_t)y * n, row, width);
    uint8_t *line = out + (size_t)y * (n + 1);
    const uint8_t *previous = y > 0 || premultiplied_above != NULL ? above : NULL;
    int best = allowed[0];
    filter_row(best, row, previous, n, line + 1);
    if (allowed_count > 1) {
      size_t best_magnitude = magnitude(line + 1, n);
      for (int k = 1; k < allowed_count; k++) {
        filter_row(allowed[k], row, previous, n, trial);
        size_t m = magnitude(trial, n);
        if (m < best_magnitude) {
          best_magnitude = m;
          best = allowed[k];
          memcpy(line + 1, trial, n);
        }
      }
    }
    line[0] = (uint8_t)best;
    uint8_t *swap = above;
    above = row;
    row = swap;
  }
  free(rows);
  return 0;
}
