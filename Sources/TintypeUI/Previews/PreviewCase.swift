import Foundation

/// One preview of an app's code, as `#Preview` or a `PreviewProvider` declares it: a widget shown
/// in a family with listed entries or its provider's timeline, or a view at its own size.
///
/// The registry `tintype init` generates makes these with the same arguments the `#Preview`
/// invocations were written with (`PreviewCase.make("Small", as: .systemSmall) { W() } timeline: { … }`),
/// so every form of the macro has a `make` of the same shape.
///
/// A case is made once and read by one test or render at a time; its closures build the app's views,
/// whose types need not be `Sendable`, so the case is `@unchecked Sendable` to be a test argument.
public struct PreviewCase: @unchecked Sendable, CustomStringConvertible {
  /// What the preview shows.
  public enum Content {
    /// A view, laid out as `layout` says.
    case view(
      layout: PreviewLayout, family: WidgetFamily, archive: (ArchiveEnvironment) -> ViewArchive)
    /// A widget in `family`: its archive for the family's environment.
    case widget(family: WidgetFamily, archive: (ArchiveEnvironment) async throws -> ViewArchive)
  }

  /// The name given (`#Preview("Small")`), or one made from where it is written.
  public var name: String
  /// The source file (as `#fileID` or the path the registry was made from) and line.
  public var file: String
  /// The line the preview is written on.
  public var line: Int
  /// What it shows.
  public var content: Content
  /// Where it comes from: a preview the source declares, or a widget of the bundle shown through
  /// its own provider (which golden tests may leave out: a provider can read live data).
  public var origin: Origin = .preview

  /// Where a case comes from.
  public enum Origin: String, Sendable {
    /// A `#Preview` or a `PreviewProvider`.
    case preview
    /// A widget of the extension's bundle, with its provider's placeholder, snapshot and timeline.
    case widget
  }

  /// A name safe for a folder: the name's letters, digits, `-` and `_`.
  public var folderName: String {
    let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
    return String(safe.prefix(100))
  }

  /// The family it is shown in.
  public var family: WidgetFamily {
    switch content {
    case .view(_, let family, _), .widget(let family, _): return family
    }
  }

  /// Whether it is a widget preview (shown in every rendering mode the family has).
  public var isWidget: Bool {
    if case .widget = content { return true }
    return false
  }

  public var description: String { name }

  /// This case with its place in the source (the registry adds it to every case it makes). An
  /// unnamed preview is named after its file and its number in that file (`ReadingStreakWidget-2`),
  /// which stays put when previews are added to other files or lines are added above it.
  public func at(_ file: String, line: Int, index: Int) -> PreviewCase {
    var copy = self
    copy.file = file
    copy.line = line
    if copy.name.isEmpty {
      copy.name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + "-\(index)"
    }
    return copy
  }
}
