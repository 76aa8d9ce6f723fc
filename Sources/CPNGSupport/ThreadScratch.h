#ifndef TINTYPE_THREAD_SCRATCH_H
#define TINTYPE_THREAD_SCRATCH_H

#include <stddef.h>

/// The encoder's working buffers, one of each per thread.
typedef enum tintype_scratch_slot {
  tintype_scratch_filtered,
  tintype_scratch_compressed,
  tintype_scratch_hash,
  tintype_scratch_tokens,
  tintype_scratch_slot_count,
} tintype_scratch_slot;

/// A buffer of at least `size` bytes for `slot`, owned by the calling thread and kept for its next
/// encode, or NULL when memory runs out. Its contents are whatever the last user left.
///
/// Why: every render encodes a few megabytes of scanlines, and memory fresh from the system costs a
/// page fault per 4 KB on first touch, which measured as more than the filtering itself (about 1 ms for
/// a 2 MB widget). Reusing the thread's buffers pays that once per thread.
void *tintype_scratch(tintype_scratch_slot slot, size_t size);

/// Frees this thread's buffers larger than `keep` bytes, so one huge image does not pin its memory.
void tintype_scratch_trim(size_t keep);

#endif
