#include "CJPEGSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "JPEGError.h"

int tintype_jpeg_decode(const uint8_t *data, size_t size, size_t max_pixels, uint8_t **pixels, int *width,
                        int *height, char *message, size_t message_size) {
  struct jpeg_decompress_struct info;
  TintypeJPEGError error;
  // Volatile: written between setjmp and a possible longjmp, read after it.
  uint8_t *volatile out = NULL;
  *pixels = NULL;
  info.err = tintype_jpeg_errors(&error, message, message_size);
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    free(out);
    return -1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (info.image_width == 0 || info.image_height == 0 ||
      (size_t)info.image_width * (size_t)info.image_height > max_pixels) {
    snprintf(message, message_size, "%ux%u is larger than the %zu pixels allowed", info.image_width,
             info.image_height, max_pixels);
    jpeg_destroy_decompress(&info);
    return -1;
  }
  // Every 8 × 8 block of a Huffman-coded scan takes at least one bit (its DC code), so a file smaller
  // than an eighth of a byte per block is truncated: refuse it before allocating the image, instead of
  // decoding megapixels of grey from a few bytes (the fuzzer's 158-byte "16 Mpx" input took 0.4 s).
  // Arithmetic coding can go below a bit per block, so it is not held to this.
  if (!info.arith_code) {
    size_t blocks = (((size_t)info.image_width + 7) / 8) * (((size_t)info.image_height + 7) / 8);
    if (size < blocks / 8) {
      snprintf(message, message_size, "%ux%u needs more than its %zu bytes: the file is truncated",
               info.image_width, info.image_height, size);
      jpeg_destroy_decompress(&info);
      return -1;
    }
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    snprintf(message, message_size, "CMYK JPEGs are not read; save it as RGB");
    jpeg_destroy_decompress(&info);
    return -1;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  out = malloc(stride * info.output_height);
  if (out == NULL) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return -1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = out + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  *pixels = out;
  jpeg_destroy_decompress(&info);
  return 0;
}

void tintype_jpeg_free(uint8_t *pixels) { free(pixels); }
