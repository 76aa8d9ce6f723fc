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

/// Frees pixels from `tintype_jpeg_decode`.
void tintype_jpeg_free(uint8_t *pixels);

#endif
