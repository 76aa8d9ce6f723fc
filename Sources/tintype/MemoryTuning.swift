#if canImport(Glibc)
  import Glibc
#endif

/// How the process's allocator treats the megabyte canvases a render makes and drops layer by
/// layer. glibc maps an allocation that large afresh and unmaps it when freed, so every layer's
/// canvas is faulted in and zeroed page by page by the kernel; keeping such blocks in the heap (a
/// 256 MiB mapping threshold, trimming only past 1 GiB free) lets the next canvas reuse them.
/// Measured on the built-in gallery (release, 2 cores): 0.78 → 0.74 s, system time 0.25 → 0.12 s,
/// peak memory 162 → 196 MB. The bytes written do not change.
enum MemoryTuning {
  static func apply() {
    #if canImport(Glibc)
      // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out: looked up by name, with
      // the header's parameter numbers (M_TRIM_THRESHOLD −1, M_MMAP_THRESHOLD −3).
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-3, 256 << 20)
      _ = mallopt(-1, 1 << 30)
    #endif
  }
}
