import Foundation
import Tintype
import TintypeArchive
import TintypeAssetCatalog

/// `tintype assets CATALOG.xcassets [--symbols FILE]`: what Tintype reads from an asset catalog
/// (every image set with its variants, every colour set with its light and dark colours), and
/// optionally the Swift asset symbols Xcode generates for it.
struct AssetsCommand: Command {
  let name = "assets"
  let summary =
    "List an asset catalog's images and colours as Tintype reads them; write its Swift asset symbols"
  let positionalUsage = "CATALOG.xcassets"
  let positionalCount = 1...1
  let options = [
    OptionSpec(
      name: "symbols", valueName: "FILE",
      summary: "Write the asset symbols Xcode generates (Image(.logo), Color.brand, …) to FILE")
  ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let url = URL(fileURLWithPath: arguments.positionals[0])
    guard XCAssetCatalog.isCatalog(url) else {
      throw UsageError(
        "\(url.path) is not an asset catalog (a folder whose name ends in .xcassets)", command: self)
    }
    let catalog = try XCAssetCatalog(contentsOf: url)
    let assets = try AssetCatalog(folders: [url])
    for name in catalog.images.keys.sorted() {
      let set = catalog.images[name]!
      let variants = set.variants.map { variant -> String in
        var parts = [variant.scale.map { "\(JSONWriter.format(number: $0))x" } ?? "single scale"]
        if variant.appearance.luminosity != .any { parts.append(variant.appearance.luminosity.rawValue) }
        if variant.appearance.highContrast { parts.append("high contrast") }
        if variant.idiom != "universal" { parts.append(variant.idiom) }
        return parts.joined(separator: " ") + " " + variant.file.lastPathComponent
      }
      let intent = set.renderingIntent.map { ", rendered as \($0.rawValue)" } ?? ""
      Console.write(
        "image  \(name)\(intent): \(variants.isEmpty ? "no files" : variants.joined(separator: ", "))\n")
    }
    for name in catalog.colors.keys.sorted() {
      if let pair = assets.colors[name] {
        Console.write("colour \(name): light \(pair.light), dark \(pair.dark)\n")
      } else {
        Console.write("colour \(name): not drawn (a system colour this palette does not have)\n")
      }
    }
    if let file = arguments.value("symbols") {
      try AtomicFile.write(Data(AssetSymbols.swiftSource(for: catalog).utf8), to: URL(fileURLWithPath: file))
      Console.error("tintype: wrote \(file)")
    }
    return ExitStatus.success
  }
}
