#ifndef TINTYPE_FIXED_CLOCK_H
#define TINTYPE_FIXED_CLOCK_H

// The fixed clock of a golden test or preview process: linking this target is all it takes. Before
// `main`, a constructor re-runs the process once with Debian's libfaketime preloaded, the wall clock
// stopped at one instant and TZ set to one zone, so that `Date()`, `Date.now` and `.now` in an
// extension's previews and providers read the same value on every run. docs/clock.md has the whole
// model; the environment it reads and writes is below.
//
//   TINTYPE_CLOCK=real          opt out: the process keeps the wall clock
//   TINTYPE_NOW                 the instant: ISO 8601 in UTC (2026-06-08T09:41:00Z) or seconds since 1970
//   TINTYPE_TIME_ZONE           the zone (an IANA name such as Europe/Berlin); default UTC
//   TINTYPE_FAKETIME_LIBRARY    libfaketime's path, when it is not where Debian puts it
//
// Written for the process (read by TintypePreviews' `FixedClock`):
//   TINTYPE_FIXED_CLOCK         "<seconds since 1970> <zone>" while the clock is fixed
//   TINTYPE_FIXED_CLOCK_PROBLEM why it could not be fixed (no libfaketime, an unreadable TINTYPE_NOW)

/// The instant the clock stands at when TINTYPE_NOW does not say: 2026-06-08 09:41:00 UTC.
#define TINTYPE_FIXED_CLOCK_DEFAULT_NOW 1780911660L

/// Starts the fixed clock now (the constructor calls it; exposed so a test can read the outcome).
/// Returns 0 when the clock is fixed or the process opted out, -1 with TINTYPE_FIXED_CLOCK_PROBLEM set.
int tintype_fixed_clock_start(int argc, char **argv);

#endif
