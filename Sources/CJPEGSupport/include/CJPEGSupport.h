#ifndef CJPEGSUPPORT_H
#define CJPEGSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG (grey, YCbCr or RGB) into straight RGBA8, opaque.
///
/// libjpeg reports errors by longjmp, which must not cross Swift frames, so the jump lands here and
/// becomes a return value: 0 on success with `*pixels` (free with `tintype_jpeg_free`), `*width` and
/// `*height` set; -1 with a message in `message` otherwise. An image of more than `max_pixels` pixels
/// is refused from its header, before anything is decompressed.
int tintype_jpeg_decode(const uint8_t *data, size_t size, size_t max_pixels, uint8_t **pixels, int *width,
                        int *height, char *message, size_t message_size);

/// Frees pixels from `tintype_jpeg_decode`, and bytes from `tintype_jpeg_encode`.
void tintype_jpeg_free(uint8_t *pixels);

/// Encodes `height` rows of `width` RGB8 pixels (packed, 3 bytes a pixel) as a baseline JPEG at
/// `quality` (1 to 100; libjpeg's scale), 4:2:0, with Huffman tables optimized for the image and the
/// integer DCT, so the bytes are the same on every machine.
///
/// 0 on success with `*bytes` (free with `tintype_jpeg_free`) and `*count` set; -1 with a message in
/// `message` otherwise (libjpeg's longjmp lands here).
int tintype_jpeg_encode(const uint8_t *rgb, int width, int height, int quality, uint8_t **bytes, size_t *count,
                        char *message, size_t message_size);

#endif
