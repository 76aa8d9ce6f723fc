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

/// The scanlines filtered and compressed by tintype_fast_deflate: the IDAT payload. Returns 0 with
/// `compressed` (this thread's scratch buffer) and its size set, or nonzero with a message.
static int compress_fast(const unsigned char *rgba, uint32_t width, uint32_t height, int filters,
                         unsigned char **compressed, size_t *size, struct encode_state *state) {
  size_t line = 1 + (size_t)width * 4;
  size_t total = line * height;
  unsigned char *filtered = tintype_scratch(tintype_scratch_filtered, total);
  *compressed = tintype_scratch(tintype_scratch_compressed, tintype_fast_deflate_bound(total));
  if (filtered == NULL || *compressed == NULL ||
      tintype_filter_scanlines(rgba, width, height, filters, filtered) != 0) {
    copy_message(state, "out of memory while compressing PNG");
    return 1;
  }
  *size = tintype_fast_deflate(filtered, total, line, *compressed);
  if (*size == 0) {
    copy_message(state, "image too large or out of memory while compressing PNG");
    return 1;
  }
  return 0;
}

/// The largest scratch buffer a thread keeps between encodes: enough for a 3x iPad widget, while a
/// one-off huge image gives its memory back.
static const size_t scratch_kept = (size_t)24 << 20;

int tintype_png_encode_rgba8(const unsigned char *rgba, uint32_t width, uint32_t height,
                             int compression_level, int filters, tintype_png_buffer *out,
                             char *message, size_t message_capacity) {
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
  if (fast && compress_fast(rgba, width, height, filters, &idat, &idat_size, &state) != 0) {
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
