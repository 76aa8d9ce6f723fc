import CPNG
import TintypeCore

/// The PNG row filters the encoder may choose between (PNG specification §9). With more than one, libpng
/// tries each on every row and keeps the one that looks most compressible, which costs time.
public struct PNGFilters: OptionSet, Hashable, Sendable {
  /// libpng's filter mask (`PNG_FILTER_NONE` … `PNG_FILTER_PAETH`).
  public let rawValue: Int32

  /// A filter set from libpng's mask bits.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Filter type None: bytes as they are.
  public static let unfiltered = PNGFilters(rawValue: Int32(PNG_FILTER_NONE))
  /// Filter type Sub: difference from the pixel to the left. Cheap, and good on the flat fills and
  /// horizontal gradients widgets are made of.
  public static let sub = PNGFilters(rawValue: Int32(PNG_FILTER_SUB))
  /// Filter type Up: difference from the pixel above.
  public static let up = PNGFilters(rawValue: Int32(PNG_FILTER_UP))
  /// Filter type Average: difference from the mean of left and above.
  public static let average = PNGFilters(rawValue: Int32(PNG_FILTER_AVG))
  /// Filter type Paeth: difference from the Paeth predictor of left, above and upper left.
  public static let paeth = PNGFilters(rawValue: Int32(PNG_FILTER_PAETH))
  /// All five, chosen per row: smallest files, slowest encoding.
  public static let all: PNGFilters = [.unfiltered, .sub, .up, .average, .paeth]
}
