import CPNGSupport

/// Compressed bands of earlier images, shared by the encoders of a run that writes many alike
/// images: a batch of personalised widgets differs from image to image in a few lines of text, and
/// the bands of rows that did not change are copied instead of filtered and compressed again.
///
/// A band is found by its place in an image of its size and then by its pixels, compared byte for
/// byte, so the bytes an encoder writes never depend on the cache: with or without one, on any
/// thread, after any other images, the same pixels give the same PNG. Only `.fast` compression with
/// filters that do not read the row above (the default `.sub`) uses it. Safe to share between threads.
public final class PNGBandCache: @unchecked Sendable {
  let pointer: OpaquePointer

  /// A cache holding up to `capacity` bytes of bands (pixels and compressed bytes); the least
  /// recently used go first. The default, 32 MB, holds every band of about fifteen 3x medium
  /// widgets.
  public init(capacity: Int = 32 << 20) {
    guard let made = tintype_band_cache_create(max(capacity, 0)) else {
      fatalError("out of memory creating a \(capacity)-byte PNG band cache")
    }
    pointer = made
  }

  deinit { tintype_band_cache_free(pointer) }

  /// How many bands were copied from the cache and how many were compressed, since it was made.
  public var statistics: (hits: Int, misses: Int) {
    var hits: UInt64 = 0
    var misses: UInt64 = 0
    tintype_band_cache_statistics(pointer, &hits, &misses)
    return (Int(hits), Int(misses))
  }
}
