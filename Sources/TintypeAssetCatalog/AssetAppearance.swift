import TintypeArchive

/// The appearance an asset variant is for, from its `appearances` list in `Contents.json`:
/// `{"appearance": "luminosity", "value": "dark"}` and `{"appearance": "contrast", "value": "high"}`.
/// A variant with no appearances is "Any".
public struct AssetAppearance: Hashable, Sendable {
  /// `luminosity`: any (no entry), light, dark or tinted (iOS 18's tinted Home Screen).
  public enum Luminosity: String, Hashable, Sendable {
    case any, light, dark, tinted
  }

  /// Light, dark, tinted or any.
  public var luminosity: Luminosity = .any
  /// `contrast: high` (Increase Contrast).
  public var highContrast = false

  /// Any appearance, normal contrast.
  public static let any = AssetAppearance()

  /// An appearance.
  public init(luminosity: Luminosity = .any, highContrast: Bool = false) {
    (self.luminosity, self.highContrast) = (luminosity, highContrast)
  }

  /// Reads a variant's `appearances` (absent: any).
  init(_ reader: JSONReader?) throws {
    guard let reader else { return }
    for entry in try reader.array() {
      let object = try entry.object()
      try object.only(["appearance", "value"])
      let kind = try object.required("appearance").string()
      let value = try object.required("value")
      switch kind {
      case "luminosity":
        let text = try value.string()
        guard let luminosity = Luminosity(rawValue: text), luminosity != .any else {
          throw value.error("expected \"light\", \"dark\" or \"tinted\", got \(ArchiveError.quoted(text))")
        }
        self.luminosity = luminosity
      case "contrast":
        guard try value.string() == "high" else { throw value.error("expected \"high\"") }
        highContrast = true
      default:
        throw object.path.appending("appearance").error(
          "unknown appearance \(ArchiveError.quoted(kind)); expected \"luminosity\" or \"contrast\"")
      }
    }
  }

  /// How well this variant suits a render in `scheme` (higher is better; `nil` when it does not
  /// apply at all). Xcode's rule: an exact luminosity beats Any, and Any is the fallback for every
  /// scheme; a light render also takes an explicit Light variant. High contrast is never asked for.
  func score(for scheme: ColorScheme) -> Int? {
    if highContrast { return nil }
    switch (luminosity, scheme) {
    case (.any, _): return 1
    case (.light, .light), (.dark, .dark): return 2
    default: return nil
    }
  }
}

extension JSONPath {
  /// An error at this path.
  func error(_ message: String) -> ArchiveError { ArchiveError(path: self, message) }
}
