#include "CPNGSupport.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "FastDeflate.h"
#include "ScanlineFilter.h"
#include "StraightAlpha.h"
#include "ThreadScratch.h"

/// What libpng's callbacks need: where the bytes go and where an error message goes.
struct encode_state {
  tintype_png_buffer *out;
  char *message;
  size_t message_capacity;
};

static void copy_message(struct encode_state *state, const char *text) {
  if (state->message_capacity == 0) return;
  strncpy(state->message, text, state->message_capacity - 1);
  state->message[state->message_capacity - 1] = '\0';
}

/// libpng must not return from an error handler: jump back to the setjmp in the encoder, which only
/// has C frames above it.
static void on_error(png_structp png, png_const_charp text) {
  copy_message(png_get_error_ptr(png), text);
  png_longjmp(png, 1);
}

/// Warnings do not change the output; staying silent keeps stderr clean during batch renders.
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_write(png_structp png, png_bytep data, size_t length) {
  struct encode_state *state = png_get_io_ptr(png);
  tintype_png_buffer *out = state->out;
  if (length > SIZE_MAX - out->count) png_error(png, "PNG larger than memory can address");
  size_t needed = out->count + length;
  if (needed > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 64 * 1024;
    while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
    unsigned char *bytes = realloc(out->bytes, capacity);
    if (bytes == NULL) png_error(png, "out of memory while writing PNG");
    out->bytes = bytes;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count = needed;
}

static void on_flush(png_structp png) { (void)png; }

void tintype_png_buffer_free(tintype_png_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
  buffer->capacity = 0;
}

/// Rows in a band: each band is filtered and compressed on its own (tintype_fast_deflate_band), so
/// that a band seen before can be copied from a cache. Sixteen rows of a 3x medium widget are 66 KB,
/// about two deflate windows: the matches lost at band edges cost about 1 % of the file's size,
/// against 31 places a text line can change.
enum { band_rows = 16 };

static void store_big_endian32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

/// The scanlines filtered and compressed band by band into a zlib stream: the IDAT payload. Returns 0
/// with `compressed` (this thread's scratch buffer) and its size set, or nonzero with a message.
static int compress_fast(const unsigned char *rgba, uint32_t width, uint32_t height, int filters,
                         tintype_band_cache *cache, unsigned char **compressed, size_t *size,
                         struct encode_state *state) {
  size_t line = 1 + (size_t)width * 4, stride = (size_t)width * 4;
  size_t band_bytes = line * band_rows;
  size_t bands = (height + band_rows - 1) / band_rows;
  size_t band_bound = tintype_fast_deflate_bound(band_bytes);
  unsigned char *filtered = tintype_scratch(tintype_scratch_filtered, band_bytes);
  // The zlib header, the bands, a final empty block and the Adler-32.
  *compressed = tintype_scratch(tintype_scratch_compressed, 2 + bands * band_bound + 2 + 4);
  if (filtered == NULL || *compressed == NULL) {
    copy_message(state, "out of memory while compressing PNG");
    return 1;
  }
  unsigned char *out = *compressed;
  out[0] = 0x78;  // CMF: deflate with a 32 KB window
  out[1] = 0x01;  // FLG: "fastest" level, check bits making 0x7801 a multiple of 31
  size_t position = 2;
  uint32_t adler = 1;
  // A band's bytes depend on the row above it only through filters that read it.
  int cacheable = cache != NULL && !tintype_filters_read_above(filters);
  for (uint32_t first = 0; first < height; first += band_rows) {
    uint32_t rows = height - first < band_rows ? height - first : band_rows;
    const unsigned char *pixels = rgba + (size_t)first * stride;
    tintype_band_key key = {width, height, first, rows, filters, 0};
    if (cacheable) key.digest = tintype_band_digest(pixels, rows * stride);
    size_t written = 0;
    uint32_t band_adler = 0;
    if (!cacheable || !tintype_band_cache_find(cache, key, pixels, rows * stride, out + position,
                                                band_bound, &written, &band_adler)) {
      const unsigned char *above = first > 0 ? pixels - stride : NULL;
      if (tintype_filter_scanlines(pixels, width, rows, above, filters, filtered) != 0) {
        copy_message(state, "out of memory while compressing PNG");
        return 1;
      }
      written = tintype_fast_deflate_band(filtered, line * rows, line, out + position);
      if (written == 0) {
        copy_message(state, "image too large or out of memory while compressing PNG");
        return 1;
      }
      band_adler = tintype_adler32(1, filtered, line * rows);
      if (cacheable) {
        tintype_band_cache_store(cache, key, pixels, rows * stride, out + position, written, band_adler);
      }
    }
    position += written;
    adler = tintype_adler32_combine(adler, band_adler, line * rows);
  }
  // A final block with fixed codes holding only its end-of-block code: bits 1 (BFINAL), 01 (BTYPE,
  // least significant first), then the seven zero bits of code 256, padded to two bytes.
  out[position++] = 0x03;
  out[position++] = 0x00;
  store_big_endian32(out + position, adler);
  position += 4;
  *size = position;
  return 0;
}

/// The largest scratch buffer a thread keeps between encodes: enough for a 3x iPad widget, while a
/// one-off huge image gives its memory back.
static const size_t scratch_kept = (size_t)24 << 20;

int tintype_png_encode_rgba8(const unsigned char *rgba, uint32_t width, uint32_t height,
                             int compression_level, int filters, tintype_band_cache *cache,
                             tintype_png_buffer *out, char *message, size_t message_capacity) {
  struct encode_state state = {out, message, message_capacity};
  out->bytes = NULL;
  out->count = 0;
  out->capacity = 0;
  if (message_capacity > 0) message[0] = '\0';

  // The fast compressor runs before libpng is set up, so nothing it allocates is live across the
  // longjmp below.
  unsigned char *idat = NULL;
  size_t idat_size = 0;
  int fast = compression_level == TINTYPE_PNG_FAST_DEFLATE;
  // libpng checks the size only when the header is written, after the fast path would have done its
  // work: check first. The fast compressor takes up to 4 GiB of scanlines; larger goes through zlib.
  if (width == 0 || height == 0 || width > PNG_USER_WIDTH_MAX || height > PNG_USER_HEIGHT_MAX) {
    copy_message(&state, "image size outside what PNG allows (1 to 1000000 pixels a side)");
    return 1;
  }
  if (fast && (1 + (uint64_t)width * 4) * height > UINT32_MAX) {
    fast = 0;
    compression_level = 1;
    filters = PNG_FILTER_SUB;
  }
  if (fast && compress_fast(rgba, width, height, filters, cache, &idat, &idat_size, &state) != 0) {
    tintype_scratch_trim(scratch_kept);
    return 1;
  }
  // zlib's path straightens one row at a time, just before libpng filters it.
  unsigned char *straight_row = NULL;
  if (!fast && (straight_row = malloc((size_t)width * 4 + 1)) == NULL) {
    copy_message(&state, "out of memory while writing PNG");
    return 1;
  }
  // The fast path's output is about the size of the compressed stream; reserving it up front saves
  // the buffer's regrowth copies.
  if (fast) {
    out->capacity = idat_size + (idat_size >> 20) * 12 + 1024;  // chunk headers of 12 bytes a MiB
    out->bytes = malloc(out->capacity);
    if (out->bytes == NULL) out->capacity = 0;
  }

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
  if (png == NULL) {
    tintype_scratch_trim(scratch_kept);
    free(straight_row);
    tintype_png_buffer_free(out);
    copy_message(&state, "libpng could not create a write structure");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    tintype_scratch_trim(scratch_kept);
    free(straight_row);
    tintype_png_buffer_free(out);
    png_destroy_write_struct(&png, NULL);
    copy_message(&state, "libpng could not create an info structure");
    return 1;
  }
  // Nothing assigned after this point is read after a longjmp, so no local needs to be volatile.
  if (setjmp(png_jmpbuf(png))) {
    tintype_scratch_trim(scratch_kept);
    free(straight_row);
    png_destroy_write_struct(&png, &info);
    tintype_png_buffer_free(out);
    return 1;
  }

  png_set_write_fn(png, &state, on_write, on_flush);
  if (!fast) {
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  }
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);

  if (fast) {
    // libpng frames the stream it did not compress: IDAT chunks of at most 1 MiB, then IEND.
    const size_t chunk_limit = (size_t)1 << 20;
    for (size_t done = 0; done < idat_size;) {
      size_t part = idat_size - done < chunk_limit ? idat_size - done : chunk_limit;
      png_write_chunk(png, (png_const_bytep) "IDAT", idat + done, part);
      done += part;
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    tintype_scratch_trim(scratch_kept);
  } else {
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
      tintype_straighten_pixels(rgba + (size_t)y * stride, straight_row, width);
      png_write_row(png, straight_row);
    }
    png_write_end(png, NULL);
    free(straight_row);
  }
  png_destroy_write_struct(&png, &info);
  return 0;
}
