#ifndef TINTYPE_UNICODE_SUPPORT_H
#define TINTYPE_UNICODE_SUPPORT_H

#include <stdint.h>

/// Marks in `allowed` (length + 1 bytes, zeroed by the caller) the UTF-16 offsets at which ICU's
/// line break iterator (UAX #14, root rules, so no locale of the machine's) allows a line to
/// break. Returns 0 when ICU could not open its iterator, 1 otherwise.
int tintype_line_breaks(const uint16_t *text, int32_t length, uint8_t *allowed);

/// Whether `scalar` is a Hangul syllable or jamo by its Line_Break property (H2, H3, JL, JV, JT).
int tintype_is_hangul_for_breaking(uint32_t scalar);

/// Whether `scalar` breaks like a letter or a digit (Line_Break AL, HL or NU).
int tintype_is_alphanumeric_for_breaking(uint32_t scalar);

/// Whether `scalar` is wide or fullwidth by its East_Asian_Width property (W or F).
int tintype_is_east_asian_wide(uint32_t scalar);

/// FriBidi's paragraph directions, as `tintype_bidi_levels` takes them.
enum { TINTYPE_BIDI_LTR = 0, TINTYPE_BIDI_RTL = 1, TINTYPE_BIDI_AUTO = 2 };

/// The Unicode Bidirectional Algorithm (UAX #9) by FriBidi over one paragraph of `length` scalars:
/// writes each scalar's embedding level (rules up to I2, and L1 for the paragraph's end) into
/// `levels` and returns the paragraph's level, or -1 when FriBidi fails.
int32_t tintype_bidi_levels(const uint32_t *text, int32_t length, int32_t direction, uint8_t *levels);

#endif
