/// The name of one render's image, written one way by `tintype render`, the gallery, the previews'
/// goldens and a batch's default output template: a stem (the widget's kind, or nothing inside a
/// folder named after it), then the parts that tell the renders apart, always in the order of
/// `RenderName.Part`, joined by "-" (`Card-systemSmall-fullColor-light-0.png`,
/// `Card-carPlay-systemSmall.png`, `systemSmall-accented-dark-2`). A stress render always says its
/// Dynamic Type size and pseudolanguage (`Card-systemSmall-fullColor-light-AX5-doubleLength`), so
/// that it never takes the name of the plain render.
public struct RenderName: Hashable, Sendable, CustomStringConvertible {
  /// What a name may say of a render, in the order names say it.
  public enum Part: String, CaseIterable, Comparable, Sendable {
    /// Where it is presented (`standBy`, `carPlay`; a Live Activity's `lockScreen`, `expanded`).
    case presentation
    /// The widget family.
    case family
    /// The rendering mode.
    case mode
    /// The colour scheme.
    case scheme
    /// The Dynamic Type size (`AX5`), said only when it is not the default, Large.
    case dynamicTypeSize
    /// The Xcode pseudolanguage (`doubleLength`), said only when there is one.
    case pseudoLanguage
    /// The timeline entry's index.
    case entry

    public static func < (lhs: Part, rhs: Part) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// What comes first, already safe for a file name (see `fileSafe`), or nil.
  public var stem: String?
  /// The value of each part the name says.
  public var values: [Part: String]

  /// A name from its parts' values.
  public init(stem: String? = nil, _ values: [Part: String]) {
    self.stem = stem
    self.values = values
  }

  /// The name of `request`'s render saying `parts` of it, less what its presentation fixes (a
  /// presentation always draws in its own mode, and StandBy in its own family and scheme), so that
  /// a name says what is drawn and two renders differing only in what is fixed have one name.
  public init(stem: String?, request: RenderRequest, parts: Set<Part>) {
    var values: [Part: String] = [:]
    if request.dynamicTypeSize != .large { values[.dynamicTypeSize] = request.dynamicTypeSize.shortName }
    if let language = request.pseudoLanguage { values[.pseudoLanguage] = language.rawValue }
    let presentation = request.presentation.flatMap { request.device.presentation($0) }
    for part in parts {
      switch part {
      case .presentation: values[part] = request.presentation?.rawValue
      case .family where presentation?.family == nil: values[part] = request.family.rawValue
      case .mode where presentation == nil: values[part] = request.renderingMode.rawValue
      case .scheme where presentation?.colorScheme == nil: values[part] = request.colorScheme.rawValue
      case .entry: values[part] = String(request.entryIndex)
      case .family, .mode, .scheme, .dynamicTypeSize, .pseudoLanguage: break
      }
    }
    self.init(stem: stem, values)
  }

  /// The stem and the parts' values joined by "-".
  public var description: String {
    ((stem.map { [$0] } ?? []) + Part.allCases.compactMap { values[$0] }).joined(separator: "-")
  }

  /// The name with a file extension.
  public func fileName(extension fileExtension: String = "png") -> String {
    description + "." + fileExtension
  }

  /// `text` (a widget's kind) made safe as a file name's stem: letters, digits, `-` and `_` kept,
  /// anything else `_`, at most 100 bytes (a file name is at most 255, and the parts follow).
  public static func fileSafe(_ text: String) -> String {
    var safe = ""
    for character in text {
      let kept: Character =
        character.isLetter || character.isNumber || character == "-" || character == "_" ? character : "_"
      guard safe.utf8.count + kept.utf8.count <= 100 else { break }
      safe.append(kept)
    }
    return safe
  }
}
