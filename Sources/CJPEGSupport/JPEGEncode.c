#include "CJPEGSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  size_t message_size;
} TintypeJPEGEncodeError;

static void tintype_jpeg_encode_error_exit(j_common_ptr info) {
  TintypeJPEGEncodeError *error = (TintypeJPEGEncodeError *)info->err;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  snprintf(error->message, error->message_size, "%s", text);
  longjmp(error->jump, 1);
}

static void tintype_jpeg_encode_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

int tintype_jpeg_encode(const uint8_t *rgb, int width, int height, int quality, uint8_t **bytes, size_t *count,
                        char *message, size_t message_size) {
  struct jpeg_compress_struct info;
  TintypeJPEGEncodeError error;
  // Volatile: the buffer libjpeg's memory destination grows must survive the longjmp to be freed.
  unsigned char *volatile buffer = NULL;
  unsigned long volatile size = 0;
  *bytes = NULL;
  *count = 0;
  info.err = jpeg_std_error(&error.base);
  error.base.error_exit = tintype_jpeg_encode_error_exit;
  error.base.emit_message = tintype_jpeg_encode_quiet;
  error.message = message;
  error.message_size = message_size;
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
