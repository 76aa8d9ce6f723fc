// The fixed clock (see include/TintypeFixedClock.h and docs/clock.md). Why a re-run and not a
// clock seam in Swift: widget code calls Foundation's `Date()` directly, and an overload of it in
// Tintype's modules would be ambiguous, not preferred; interposing clock_gettime for the whole
// process (libfaketime, a maintained library made for this) catches every way of reading the time.
#define _GNU_SOURCE
#include "TintypeFixedClock.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__

static const char *const library_candidates[] = {
    "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
    "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
    "/usr/lib/faketime/libfaketime.so.1",
    "/usr/local/lib/faketime/libfaketime.so.1",
    NULL,
};

static const char *faketime_library(void) {
  const char *given = getenv("TINTYPE_FAKETIME_LIBRARY");
  if (given && *given) return access(given, R_OK) == 0 ? given : NULL;
  for (int index = 0; library_candidates[index]; index++) {
    if (access(library_candidates[index], R_OK) == 0) return library_candidates[index];
  }
  return NULL;
}

// The Swift runtime's own hook for a program's arguments. With libfaketime preloaded, Swift's capture
// of argv before `main` comes back empty (seen with libfaketime 0.9.10 and Swift 6.3 on Debian 12), so
// `CommandLine.arguments` — which the test runner reads for its options — would be `[]`; the re-run
// hands the runtime the arguments it was started with. Weak: a process without Swift has none.
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((weak));

static void problem(const char *message) { setenv("TINTYPE_FIXED_CLOCK_PROBLEM", message, 1); }

// TINTYPE_NOW as seconds since 1970: digits, or ISO 8601 in UTC ("2026-06-08T09:41:00Z").
static int parse_now(const char *text, long *seconds) {
  if (!text || !*text) {
    *seconds = TINTYPE_FIXED_CLOCK_DEFAULT_NOW;
    return 0;
  }
  const char *cursor = text;
  while (*cursor && isdigit((unsigned char)*cursor)) cursor++;
  if (*cursor == '\0') {
    *seconds = strtol(text, NULL, 10);
    return 0;
  }
  struct tm parts;
  memset(&parts, 0, sizeof parts);
  const char *end = strptime(text, "%Y-%m-%dT%H:%M:%S", &parts);
  if (!end || strcmp(end, "Z") != 0) return -1;
  *seconds = (long)timegm(&parts);
  return 0;
}

int tintype_fixed_clock_start(int argc, char **argv) {
  const char *mode = getenv("TINTYPE_CLOCK");
  if (mode && strcmp(mode, "real") == 0) return 0;
  if (getenv("TINTYPE_FIXED_CLOCK")) {
    // The re-run: libfaketime is loaded. Children of this process (a tool a test starts) keep the
    // real clock: they do not inherit the preload.
    unsetenv("LD_PRELOAD");
    const char *previous = getenv("TINTYPE_FIXED_CLOCK_PRELOAD");
    if (previous && *previous) setenv("LD_PRELOAD", previous, 1);
    unsetenv("TINTYPE_FIXED_CLOCK_PRELOAD");
    if (_swift_stdlib_overrideUnsafeArgvArgc && argv) _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
    return 0;
  }
  long seconds = 0;
  if (parse_now(getenv("TINTYPE_NOW"), &seconds) != 0) {
    problem("TINTYPE_NOW is neither seconds since 1970 nor ISO 8601 in UTC (2026-06-08T09:41:00Z)");
    return -1;
  }
  const char *library = faketime_library();
  if (!library) {
    problem("libfaketime was not found (Debian's package libfaketime; `make setup` installs it, or set "
            "TINTYPE_FAKETIME_LIBRARY to its path)");
    return -1;
  }
  const char *zone = getenv("TINTYPE_TIME_ZONE");
  if (!zone || !*zone) zone = "UTC";

  char value[64];
  snprintf(value, sizeof value, "%ld", seconds);
  // An absolute FAKETIME stops the wall clock; the monotonic clocks (timeouts, durations) run on.
  setenv("FAKETIME", value, 1);
  setenv("FAKETIME_FMT", "%s", 1);
  setenv("FAKETIME_DONT_FAKE_MONOTONIC", "1", 1);
  setenv("DONT_FAKE_MONOTONIC", "1", 1);
  setenv("NO_FAKE_STAT", "1", 1);
  setenv("TZ", zone, 1);
  char marker[128];
  snprintf(marker, sizeof marker, "%ld %s", seconds, zone);
  setenv("TINTYPE_FIXED_CLOCK", marker, 1);

  const char *preload = getenv("LD_PRELOAD");
  setenv("TINTYPE_FIXED_CLOCK_PRELOAD", preload ? preload : "", 1);
  size_t length = strlen(library) + (preload ? strlen(preload) + 1 : 0) + 1;
  char *joined = malloc(length);
  if (!joined) return -1;
  if (preload && *preload) {
    snprintf(joined, length, "%s:%s", library, preload);
  } else {
    snprintf(joined, length, "%s", library);
  }
  setenv("LD_PRELOAD", joined, 1);
  free(joined);
  execv("/proc/self/exe", argv);
  // Still here: the re-run failed; undo, and say so.
  unsetenv("TINTYPE_FIXED_CLOCK");
  unsetenv("FAKETIME");
  if (preload) setenv("LD_PRELOAD", preload, 1); else unsetenv("LD_PRELOAD");
  problem("the process could not be re-run with libfaketime (execv of /proc/self/exe failed)");
  return -1;
}

// glibc passes argc, argv and envp to constructors.
__attribute__((constructor)) static void tintype_fixed_clock_constructor(int argc, char **argv, char **envp) {
  (void)envp;
  tintype_fixed_clock_start(argc, argv);
}

#else

int tintype_fixed_clock_start(int argc, char **argv) {
  (void)argc;
  (void)argv;
  const char *mode = getenv("TINTYPE_CLOCK");
  if (mode && strcmp(mode, "real") == 0) return 0;
  setenv("TINTYPE_FIXED_CLOCK_PROBLEM", "the fixed clock needs Linux and libfaketime", 1);
  return -1;
}

#endif
