import Foundation
import Testing

@testable import TintypeAssetCatalog

/// The asset symbols Xcode generates: names as Xcode spells them, and a file widget code compiles
/// against unchanged (`Image(.logo)`, `Color(.brand)`, `Color.brand`, `.foregroundStyle(.brand)`).
@Suite struct AssetSymbolsTests {
  @Test(arguments: [
    ("AccentColor", "Color", "accent"), ("WidgetBackground", "Color", "widgetBackground"),
    ("Brand Color", "Color", "brand"), ("hero-image", "Image", "hero"), ("Color", "Color", "color"),
    ("2x-badge", "Image", "_2xBadge"), ("default", "Image", "`default`"),
    ("Icons/star", "Image", "iconsStar"),
    ("book_cover", "Image", "bookCover"),
  ])
  func namesAreSpelledAsXcodeSpellsThem(name: String, suffix: String, symbol: String) {
    #expect(AssetSymbols.symbol(for: name, dropping: suffix) == symbol)
  }

  @Test func widgetCodeCompilesAgainstTheGeneratedSymbols() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "symbols-\(UUID().uuidString)")
    let catalog = scratch.appendingPathComponent("Assets.xcassets")
    for (set, contents) in [
      (
        "Brand.colorset",
        #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}]}"#
      ),
      (
        "AccentColor.colorset",
        #"{"colors": [{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]}"#
      ),
      ("Logo.imageset", #"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "2x"}]}"#),
    ] {
      let folder = catalog.appendingPathComponent(set)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    let source = AssetSymbols.swiftSource(for: try XCAssetCatalog(contentsOf: catalog))
    #expect(source.contains("static let brand = ColorResource(name: \"Brand\", bundle: .main)"))
    #expect(source.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: .main)"))
    #expect(source.contains("static let logo = ImageResource(name: \"Logo\", bundle: .main)"))
    let generated = scratch.appendingPathComponent("GeneratedAssetSymbols.swift")
    try Data(source.utf8).write(to: generated)
    let widget = scratch.appendingPathComponent("Widget.swift")
    try Data(
      """
      import SwiftUI
      import UIKit

      struct Badge: View {
        var body: some View {
          VStack {
            Image(.logo).resizable()
            Text("Hi").foregroundStyle(.brand)
            Text("Accent").foregroundStyle(Color.accent)
            Circle().fill(Color(.brand))
            Image(uiImage: UIImage(resource: .logo))
          }
          .background(Color(uiColor: .brand))
        }
      }
      """.utf8
    ).write(to: widget)
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = root.deletingLastPathComponent()
    }
    #if DEBUG
      let modules = root.appendingPathComponent(".build/debug/Modules")
    #else
      let modules = root.appendingPathComponent(".build/release/Modules")
    #endif
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-parse-as-library", "-I", modules.path, generated.path, widget.path,
    ]
    let log = scratch.appendingPathComponent("log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let errors = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    #expect(process.terminationStatus == 0, "\(errors)")
  }
}
