import Foundation
import TintypeArchive

/// What renders of an archive read from a renderer's asset folders, besides the archive itself: how
/// each asset name the archive uses resolves now, and the files whose bytes are drawn. A cache key
/// made of these (with the archive, the request, the font files and the engine) changes exactly
/// when an image of the archive would.
public struct AssetInputs: Sendable, Equatable {
  /// One line per asset the archive names, in name order: `image Cover: set template …`,
  /// `color Brand: 0.9 0.4 0.1 1.0 / …`, `… missing` for a name nothing has (a missing asset drawn as
  /// magenta becomes the real one once added, so "missing" is a state the key records).
  public var resolutions: [String]
  /// The image files the resolutions name, whose bytes are drawn.
  public var files: [URL]
}

extension WidgetRenderer {
  /// What renders of `document` read from this renderer's asset folders (see `AssetInputs`): every
  /// image (or custom symbol) it names, every SF Symbol drawn from a symbols folder, every colour it
  /// names, and `AccentColor` always (`Color.accentColor` reads it,
  /// and every control, gauge and progress view tinted by default, which no name in the archive
  /// shows).
  /// Empty when the asset folders could not be read (every render then fails the same way).
  public func assetInputs(of document: some ArchiveDocument) -> AssetInputs {
    guard let catalog = try? assets.get() else { return AssetInputs(resolutions: [], files: []) }
    var resolutions: [String] = []
    var files: [URL] = []
    for name in Set(document.assetImageNames.map(\.name)).sorted() {
      let source = catalog.imageSource(named: name)
      resolutions.append("image \(name): \(source.resolution)")
      files += source.files
    }
    // An SF Symbol drawn from an exported template: the templates its name and its variants may
    // draw (a `symbolVariant` in the environment adds to the name), or none (the stand-in).
    for name in Set(document.systemSymbolNames).sorted() where !catalog.symbolFolders.isEmpty {
      let templates = catalog.systemSymbolFiles(writtenAs: name)
      resolutions.append(
        "symbol \(name): " + (templates.isEmpty ? "stand-in" : templates.map(\.path).joined(separator: ", ")))
      files += templates
    }
    for name in Set(document.assetColorNames.map(\.name) + ["AccentColor"]).sorted() {
      resolutions.append("color \(name): \(catalog.colorSource(named: name))")
    }
    return AssetInputs(resolutions: resolutions, files: files)
  }
}
