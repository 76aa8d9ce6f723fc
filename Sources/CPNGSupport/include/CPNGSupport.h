#ifndef CPNGSUPPORT_H
#define CPNGSUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "Adler32.h"
#include "BandCache.h"
#include "HuffmanCode.h"
#include "StraightAlpha.h"

/// The `compression_level` that selects the fast compressor instead of zlib.
#define TINTYPE_PNG_FAST_DEFLATE (-1)

/// Bytes of an encoded PNG, grown with realloc as libpng writes. Free with
/// tintype_png_buffer_free.
typedef struct tintype_png_buffer {
  unsigned char *bytes;
  size_t count;
  size_t capacity;
} tintype_png_buffer;

/// Encodes `height` rows of `width` premultiplied RGBA8 pixels (rows packed, 4 bytes a pixel; straightened
/// on the way, see StraightAlpha.h) as an
/// 8-bit RGBA, non-interlaced PNG with an sRGB chunk (perceptual intent, plus the gAMA and cHRM that
/// stand for it in readers without sRGB support) and no time or text chunks.
///
/// This lives in C because libpng reports errors with longjmp, which must not cross Swift frames, and
/// libpng's simplified write API (which avoids setjmp) has no compression level or filter settings.
/// `compression_level` is zlib's 0...9, or TINTYPE_PNG_FAST_DEFLATE for the project's own single-pass
/// compressor (libpng then writes the chunks around a stream it did not compress); `filters` is a mask
/// of PNG_FILTER_NONE/SUB/UP/AVG/PAETH. The fast compressor works in bands of rows; with a `cache`
/// (NULL for none) it copies bands seen before instead of compressing them again, which changes
/// nothing in the output.
///
/// Returns 0 on success with the PNG in `out`. On failure returns nonzero, leaves `out` empty and
/// writes libpng's message (NUL-terminated, truncated to fit) into `message`.
int tintype_png_encode_rgba8(const unsigned char *rgba, uint32_t width, uint32_t height,
                             int compression_level, int filters, tintype_band_cache *cache,
                             tintype_png_buffer *out, char *message, size_t message_capacity);

/// Releases the bytes of a buffer filled by tintype_png_encode_rgba8 and empties it.
void tintype_png_buffer_free(tintype_png_buffer *buffer);

#endif
