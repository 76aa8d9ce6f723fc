/// A 4 × 5 colour matrix, as SVG's `feColorMatrix` and Core Image's `CIColorMatrix` use: each output
/// channel is a weighted sum of the straight (unpremultiplied) input channels, all in 0…1, plus a
/// constant. Row-major: `[r′ from (r, g, b, a, 1)], [g′ …], [b′ …], [a′ …]`.
public struct ColorMatrix: Hashable, Sendable {
  /// The 20 values, row by row.
  public var values: [Double]

  /// A matrix from its 20 values, row by row.
  public init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 4 rows of 5")
    self.values = values
  }

  /// Leaves every colour as it is.
  public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// This matrix with its colour rows made the identity: only what it does to alpha is kept.
  public var alphaOnly: ColorMatrix {
    var copy = ColorMatrix.identity
    for column in 0..<5 { copy.values[15 + column] = values[15 + column] }
    return copy
  }

  /// Whether a fully transparent pixel stays fully transparent, so that it can be skipped.
  package var keepsTransparency: Bool { values[18] == 0 && values[19] == 0 }
}
