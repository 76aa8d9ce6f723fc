import TintypeArchive

/// A problem that does not stop a render: where it is (`Location`: the JSON path of the view, or
/// its layout path), which view, what kind, and a sentence for people. Tools sort and count warnings by kind
/// and place instead of parsing the sentence.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An SF Symbol drawn with a Material Icons stand-in.
    case symbolStandIn
    /// An SF Symbol with no stand-in, drawn as an outlined placeholder.
    case symbolPlaceholder
    /// A view larger than the space it was offered (said once, for the outermost such view).
    case overflow
    /// Text cut with an ellipsis to fit its line limit or width.
    case truncatedText
    /// A `Font.custom` name no font in the font folders has: the text is set in the system font.
    case missingFont
    /// Characters no face has a glyph for, drawn as the face's empty box.
    case missingGlyphs
    /// An image no asset folder or catalog has, drawn as a placeholder.
    case missingAsset
    /// A localizable text with no value in the locale's language (not the development language):
    /// the development language's text is shown. Found when the view was archived.
    case missingTranslation
    /// A placeholder entry (redacted as WidgetKit shows it while the widget loads) that draws
    /// nothing but its background.
    case emptyPlaceholder
  }

  /// Where a warning is.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// The view's JSON path in its archive (`entries[0].view.children[1]`).
    case archive(String)
    /// A view with no place of its own in the archive (one a control or a stand-in is drawn with),
    /// by its layout path (`0.1.2`).
    case layout(String)

    /// The path as written.
    public var description: String {
      switch self {
      case .archive(let path), .layout(let path): path
      }
    }
  }

  /// What kind of problem.
  public var kind: Kind
  /// Where.
  public var location: Location
  /// Where, as written: the JSON path or the layout path.
  public var path: String { location.description }
  /// The view's type (`Image`, `Text`, `HStack`).
  public var view: String
  /// What is wrong, for people.
  public var message: String

  /// A warning at `location`.
  public init(_ kind: Kind, at location: Location, view: String, message: String) {
    self.kind = kind
    self.location = location
    self.view = view
    self.message = message
  }

  /// A warning about the view at `path` in its archive.
  public init(_ kind: Kind, at path: JSONPath, view: String, message: String) {
    self.init(kind, at: .archive(path.description), view: view, message: message)
  }

  /// The message.
  public var description: String { message }
}

extension RenderWarning.Kind {
  /// The name people write on command lines and in configuration files: `missing-asset`,
  /// `symbol-stand-in`, `truncated-text`.
  public var name: String {
    var result = ""
    for character in rawValue {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The kind named `name` (`missing-asset`, or the Swift case name `missingAsset`).
  public init?(name: String) {
    guard let kind = Self.allCases.first(where: { $0.name == name || $0.rawValue == name }) else {
      return nil
    }
    self = kind
  }

  /// What one warning of this kind is called in a count ("2 missing assets").
  public func counted(_ count: Int) -> String {
    let (one, many): (String, String) =
      switch self {
      case .symbolStandIn: ("symbol stand-in", "symbol stand-ins")
      case .symbolPlaceholder: ("symbol placeholder", "symbol placeholders")
      case .overflow: ("overflow", "overflows")
      case .truncatedText: ("truncated text", "truncated texts")
      case .missingFont: ("missing font", "missing fonts")
      case .missingGlyphs: ("text with missing glyphs", "texts with missing glyphs")
      case .missingAsset: ("missing asset", "missing assets")
      case .missingTranslation: ("missing translation", "missing translations")
      case .emptyPlaceholder: ("empty placeholder", "empty placeholders")
      }
    return "\(count) \(count == 1 ? one : many)"
  }
}

extension RenderWarning {
  /// A problem archiving found (`TimelineEntryValue.warnings`), as a render warning at its JSON path.
  public init(_ warning: ArchiveWarning, at path: JSONPath) {
    let kind: Kind =
      switch warning.kind {
      case .missingTranslation: .missingTranslation
      }
    self.init(kind, at: path, view: warning.view, message: warning.message)
  }
}
