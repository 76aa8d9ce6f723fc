#include "CJPEGSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "JPEGError.h"

int tintype_jpeg_encode(const uint8_t *rgb, int width, int height, int quality, uint8_t **bytes, size_t *count,
                        char *message, size_t message_size) {
  struct jpeg_compress_struct info;
  TintypeJPEGError error;
  // Volatile: the buffer libjpeg's memory destination grows must survive the longjmp to be freed.
  unsigned char *volatile buffer = NULL;
  unsigned long volatile size = 0;
  *bytes = NULL;
  *count = 0;
  info.err = tintype_jpeg_errors(&error, message, message_size);
  if (setjmp(error.jump)) {
    jpeg_destroy_compress(&info);
    free(buffer);
    return -1;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  // Huffman tables made for the image: smaller files, the same pixels, still deterministic.
  info.optimize_coding = TRUE;
  // The integer transform: the same bytes on every machine (the float one may differ by CPU).
  info.dct_method = JDCT_ISLOW;
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  *bytes = buffer;
  *count = size;
  return 0;
}
