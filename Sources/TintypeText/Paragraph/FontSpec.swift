/// A concrete font request: which design, weight and slant at which size. Text styles and
/// semantic fonts are resolved to this before text reaches the text system.
public struct FontSpec: Hashable, Sendable {
  /// The families Tintype bundles, by SwiftUI design.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced
  }

  /// The design (family).
  public var design: Design
  /// The OpenType weight class, 100 (thin) … 900 (black).
  public var weight: Int
  /// Whether to use the italic face.
  public var italic: Bool
  /// The size in points.
  public var size: Double
  /// Fixed-width digits (OpenType `tnum`).
  public var monospacedDigit: Bool
  /// Small capitals (OpenType `smcp`).
  public var smallCaps: Bool
  /// Baseline-to-baseline distance in points; `nil` uses the face's own line height.
  public var lineHeight: Double?
  /// A face named by PostScript or family name (`Font.custom(_:size:)`), looked up in the text
  /// system's `FontLibrary`; `design` is the fallback when no face has the name.
  public var customName: String?

  /// A font request.
  public init(
    design: Design = .default, weight: Int = 400, italic: Bool = false, size: Double,
    monospacedDigit: Bool = false,
    smallCaps: Bool = false, lineHeight: Double? = nil, customName: String? = nil
  ) {
    self.customName = customName
    self.design = design
    self.weight = weight
    self.italic = italic
    self.size = size
    self.monospacedDigit = monospacedDigit
    self.smallCaps = smallCaps
    self.lineHeight = lineHeight
  }
}
