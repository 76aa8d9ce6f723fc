import TintypeArchive

/// One point on the stress axes: a Dynamic Type size and an Xcode pseudolanguage, what a team checks a
/// widget at besides its own look ("AX5 in German-length text"). `RenderMatrix` crosses its renders
/// with a list of them; the plain render is `TextStress.none`.
public struct TextStress: Hashable, Sendable, CustomStringConvertible {
  /// The Dynamic Type size text styles are set at.
  public var dynamicTypeSize: DynamicTypeSize
  /// The pseudolanguage, or nil.
  public var pseudoLanguage: PseudoLanguage?

  /// A stress.
  public init(_ dynamicTypeSize: DynamicTypeSize = .large, _ pseudoLanguage: PseudoLanguage? = nil) {
    self.dynamicTypeSize = dynamicTypeSize
    self.pseudoLanguage = pseudoLanguage
  }

  /// No stress: Large, no pseudolanguage.
  public static let none = TextStress()

  /// Whether this is the plain render.
  public var isNone: Bool { self == .none }

  /// Every size crossed with every pseudolanguage (nil for none), sizes first.
  public static func crossing(_ sizes: [DynamicTypeSize], _ languages: [PseudoLanguage?]) -> [TextStress] {
    sizes.flatMap { size in languages.map { TextStress(size, $0) } }
  }

  /// "AX5, doubleLength", "Large".
  public var description: String {
    ([dynamicTypeSize == .large ? "Large" : dynamicTypeSize.shortName]
      + [pseudoLanguage?.rawValue].compactMap { $0 })
      .joined(separator: ", ")
  }
}
