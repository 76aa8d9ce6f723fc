#ifndef TINTYPE_SCANLINE_FILTER_H
#define TINTYPE_SCANLINE_FILTER_H

#include <stddef.h>
#include <stdint.h>

/// Filters `height` rows of `width` premultiplied RGBA8 pixels, straightened on the way
/// (StraightAlpha.h), into PNG scanlines (PNG specification §7.3, §9): each output row is a
/// filter-type byte followed by the filtered bytes, `1 + 4 * width` in all.
///
/// `filters` is libpng's mask (PNG_FILTER_NONE … PNG_FILTER_PAETH). With one filter every row uses
/// it; with several, each row takes the one whose bytes, read as signed, have the smallest sum of
/// magnitudes: the heuristic the PNG specification suggests and libpng uses. `premultiplied_above` is
/// the image's row above the first (a band's rows are filtered on their own), or NULL at the top,
/// where PNG takes the row above as zeros. Returns 0, or nonzero when its scratch rows could not be
/// allocated.
int tintype_filter_scanlines(const uint8_t *premultiplied, uint32_t width, uint32_t height,
                             const uint8_t *premultiplied_above, int filters, uint8_t *out);

/// Whether the rows `filters` may pick from look at the row above (Up, Average, Paeth): then a band's
/// scanlines depend on the row before it as well as its own.
int tintype_filters_read_above(int filters);

#endif
