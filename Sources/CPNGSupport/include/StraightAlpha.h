#ifndef TINTYPE_STRAIGHT_ALPHA_H
#define TINTYPE_STRAIGHT_ALPHA_H

#include <stddef.h>
#include <stdint.h>

/// Converts `count` premultiplied RGBA8 pixels to the straight alpha PNG stores.
///
/// Each colour channel becomes min(255, round(c * 255 / a)), rounding half up, and a fully transparent
/// pixel becomes all zeros. Premultiplying the result back with rounding to nearest gives the input
/// again for every valid premultiplied pixel (each channel at most alpha), so a decoded PNG holds the
/// canvas's exact pixels.
void tintype_straighten_pixels(const uint8_t *premultiplied, uint8_t *straight, size_t count);

#endif
