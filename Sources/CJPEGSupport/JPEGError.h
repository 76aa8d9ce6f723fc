#ifndef TINTYPE_JPEG_ERROR_H
#define TINTYPE_JPEG_ERROR_H

#include <setjmp.h>
#include <stdio.h>

#include <jpeglib.h>

/// libjpeg's error manager with a place to jump back to: libjpeg reports errors by longjmp, which must
/// not cross Swift frames, so each entry point sets `jump` and turns the jump into a return value,
/// with libjpeg's message in `message`.
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  size_t message_size;
} TintypeJPEGError;

static void tintype_jpeg_error_exit(j_common_ptr info) {
  TintypeJPEGError *error = (TintypeJPEGError *)info->err;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  snprintf(error->message, error->message_size, "%s", text);
  longjmp(error->jump, 1);
}

// Warnings (a truncated file still gives an image) are not worth a message.
static void tintype_jpeg_quiet(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

/// `error` set up as `info`'s error manager, writing its message into `message`.
static inline struct jpeg_error_mgr *tintype_jpeg_errors(TintypeJPEGError *error, char *message, size_t message_size) {
  struct jpeg_error_mgr *manager = jpeg_std_error(&error->base);
  error->base.error_exit = tintype_jpeg_error_exit;
  error->base.emit_message = tintype_jpeg_quiet;
  error->message = message;
  error->message_size = message_size;
  return manager;
}

#endif
