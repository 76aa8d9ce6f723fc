#include "ThreadScratch.h"

#include <pthread.h>
#include <stdlib.h>

typedef struct scratch_set {
  void *buffers[tintype_scratch_slot_count];
  size_t sizes[tintype_scratch_slot_count];
} scratch_set;

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

/// Runs when a thread that encoded ends.
static void free_set(void *pointer) {
  scratch_set *set = pointer;
  for (int slot = 0; slot < tintype_scratch_slot_count; slot++) free(set->buffers[slot]);
  free(set);
}

static int key_status = -1;

static void make_key(void) { key_status = pthread_key_create(&scratch_key, free_set); }

static scratch_set *thread_set(void) {
  pthread_once(&scratch_once, make_key);
  if (key_status != 0) return NULL;  // no key: every caller gets NULL and reports out of memory
  scratch_set *set = pthread_getspecific(scratch_key);
  if (set == NULL) {
    set = calloc(1, sizeof(scratch_set));
    if (set != NULL && pthread_setspecific(scratch_key, set) != 0) {
      free(set);
      set = NULL;
    }
  }
  return set;
}

void *tintype_scratch(tintype_scratch_slot slot, size_t size) {
  scratch_set *set = thread_set();
  if (set == NULL) return NULL;
  if (set->sizes[slot] < size || set->buffers[slot] == NULL) {
    free(set->buffers[slot]);
    set->buffers[slot] = malloc(size ? size : 1);
    set->sizes[slot] = set->buffers[slot] ? size : 0;
  }
  return set->buffers[slot];
}

void tintype_scratch_trim(size_t keep) {
  scratch_set *set = thread_set();
  if (set == NULL) return;
  for (int slot = 0; slot < tintype_scratch_slot_count; slot++) {
    if (set->sizes[slot] <= keep) continue;
    free(set->buffers[slot]);
    set->buffers[slot] = NULL;
    set->sizes[slot] = 0;
  }
}
