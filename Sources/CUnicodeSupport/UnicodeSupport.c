// C beside ICU and FriBidi. ICU's C functions are renamed by macro to versioned symbols
// (ubrk_open → ubrk_open_72), which Swift cannot call by their documented names, and FriBidi's
// paragraph types are macros; so the few calls Tintype makes are here.
#include "CUnicodeSupport.h"

#include <fribidi.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

// Opening a line break iterator compiles ICU's rules into a state machine: each thread keeps
// one and gives it new text, as ICU recommends (ubrk_setText).
static _Thread_local UBreakIterator *cached_line_iterator;

int tintype_line_breaks(const uint16_t *text, int32_t length, uint8_t *allowed) {
  UErrorCode status = U_ZERO_ERROR;
  if (cached_line_iterator == NULL) {
    cached_line_iterator = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
    if (U_FAILURE(status)) {
      cached_line_iterator = NULL;
      return 0;
    }
  }
  ubrk_setText(cached_line_iterator, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return 0;
  for (int32_t boundary = ubrk_first(cached_line_iterator); boundary != UBRK_DONE;
       boundary = ubrk_next(cached_line_iterator)) {
    if (boundary >= 0 && boundary <= length) allowed[boundary] = 1;
  }
  return 1;
}

int tintype_is_hangul_for_breaking(uint32_t scalar) {
  switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK)) {
  case U_LB_H2: case U_LB_H3: case U_LB_JL: case U_LB_JV: case U_LB_JT: return 1;
  default: return 0;
  }
}

int tintype_is_alphanumeric_for_breaking(uint32_t scalar) {
  switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK)) {
  case U_LB_ALPHABETIC: case U_LB_HEBREW_LETTER: case U_LB_NUMERIC: return 1;
  default: return 0;
  }
}

int tintype_is_east_asian_wide(uint32_t scalar) {
  int32_t width = u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
  return width == U_EA_WIDE || width == U_EA_FULLWIDTH;
}

int32_t tintype_bidi_levels(const uint32_t *text, int32_t length, int32_t direction, uint8_t *levels) {
  if (length <= 0) return direction == TINTYPE_BIDI_RTL ? 1 : 0;
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)length);
  int32_t paragraph = -1;
  if (types && brackets && resolved) {
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, brackets);
    FriBidiParType base = direction == TINTYPE_BIDI_RTL   ? FRIBIDI_PAR_RTL
                          : direction == TINTYPE_BIDI_LTR ? FRIBIDI_PAR_LTR
                                                          : FRIBIDI_PAR_ON;
    FriBidiLevel highest = fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, resolved);
    if (highest > 0) {
      for (int32_t index = 0; index < length; index++) levels[index] = (uint8_t)resolved[index];
      paragraph = FRIBIDI_DIR_TO_LEVEL(base);
    }
  }
  free(types);
  free(brackets);
  free(resolved);
  return paragraph;
}
