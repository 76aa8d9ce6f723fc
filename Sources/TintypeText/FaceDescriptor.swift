/// Which face of a family to use: its weight and whether it is italic.
///
/// The weight is the CSS / OpenType weight class (100 thin … 400 regular … 900 black) rather than
/// SwiftUI's `Font.Weight`, so that the text system needs nothing from the archive; the resolve stage
/// maps one to the other (table in Fonts/README.md).
public struct FaceDescriptor: Hashable, Sendable {
  /// CSS weight class, 100...900 in steps of 100 for the bundled faces.
  public var weight: Int
  /// Whether the face is italic.
  public var italic: Bool

  /// A descriptor; regular upright by default.
  public init(weight: Int = 400, italic: Bool = false) {
    self.weight = weight
    self.italic = italic
  }
}
