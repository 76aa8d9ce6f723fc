// swift-tools-version:6.0
import PackageDescription

/// Tintype: render WidgetKit-style widgets to PNG without an Apple device.
///
/// The pipeline runs one way through the modules: `TintypeUI` (the SwiftUI-compatible DSL) archives
/// into `TintypeArchive` (the versioned JSON form); `TintypeResolve` turns the archive into a scene
/// (`TintypeScene`: the resolved tree, its paints and decoded images); `TintypeLayout` lays the scene
/// out with text measured by `TintypeText`; `TintypeDisplayList` turns the laid-out tree into draw ops;
/// `TintypeRaster` paints pixels; `TintypeEncode` writes them as PNG, WebP or JPEG; `Tintype` is the
/// render facade the command line and the products use. The module table, with what each module may
/// import, is docs/modules.md; a test (Tests/PackageGraphTests) keeps this file, that table and the
/// sources' imports in agreement.
let package = Package(
  name: "Tintype",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TintypeUI", targets: ["TintypeUI"]),
    .library(name: "Tintype", targets: ["Tintype"]),
    .library(name: "TintypeViewRendering", targets: ["TintypeViewRendering"]),
    .library(name: "TintypeTesting", targets: ["TintypeTesting"]),
    .library(name: "TintypeBatch", targets: ["TintypeBatch"]),
    .library(name: "TintypePreviews", targets: ["TintypePreviews"]),
    .library(name: "TintypeFixedClock", targets: ["TintypeFixedClock"]),
    .plugin(name: "PreviewRegistryPlugin", targets: ["PreviewRegistryPlugin"]),
    .executable(name: "tintype", targets: ["tintype"]),
  ],
  targets: [
    // C libraries from the system (Debian's -dev packages or Homebrew), found through pkg-config.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    // Unicode's algorithms from the libraries made for them: FriBidi for bidi (UAX #9), ICU for
    // line breaking (UAX #14) and the character properties it needs.
    .systemLibrary(
      name: "CFriBidi", pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
    .systemLibrary(
      name: "CICU", pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CCrypto", pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),

    // The vocabulary every stage shares: points, sizes, rectangles, insets, transforms, colours,
    // blend modes, a lock.
    .target(name: "TintypeCore"),
    // The JSON Schema beside the archive types documents the format; a test keeps it true.
    .target(name: "TintypeArchive", dependencies: ["TintypeCore"], exclude: ["Schema"]),
    // The UIKit (and AppKit) types widget code reaches through `import SwiftUI`: UIColor, … .
    .target(name: "TintypeUIKit", dependencies: ["TintypeArchive"]),
    .target(
      name: "TintypeUI",
      dependencies: ["TintypeCore", "TintypeArchive", "TintypeUIKit", "TintypeStringCatalog"]),
    // Swift Charts in the DSL: `Chart`, the marks and their modifiers, archived as chart intent.
    .target(name: "TintypeChartContent", dependencies: ["TintypeArchive", "TintypeUI"]),
    // ICU names its C functions by macro with its version (ubrk_open_72), which Swift cannot call:
    // the few ICU and FriBidi calls the text system makes are in C (about 80 lines).
    .target(name: "CUnicodeSupport", dependencies: ["CICU", "CFriBidi"]),
    .target(name: "TintypeText", dependencies: ["TintypeCore", "CFreeType", "CHarfBuzz", "CUnicodeSupport"]),
    // The scene: what the resolve stage makes and layout reads — the resolved tree, what each view is
    // painted with, decoded images, warnings.
    // The chart stage's model: a chart's scales, ticks, stacking and marks in the plot's unit square.
    .target(name: "TintypeCharts", dependencies: ["TintypeCore", "TintypeArchive"]),
    .target(
      name: "TintypeScene",
      dependencies: ["TintypeCore", "TintypeArchive", "TintypeText", "TintypeRaster", "TintypeCharts"]),
    .target(
      name: "TintypeLayout",
      dependencies: ["TintypeCore", "TintypeArchive", "TintypeText", "TintypeScene", "TintypeCharts"]),
    // libpng reports errors by longjmp, which must not cross Swift frames: the encoder that needs
    // libpng's full write API (compression level, filters) is in C (about 1,270 lines with the fast
    // deflate the default encoder uses); it links zlib for its checksum.
    .target(name: "CPNGSupport", dependencies: ["CPNG"], linkerSettings: [.linkedLibrary("z")]),
    // libjpeg reports errors by longjmp too: the decoder and encoder are small C shims that catch it.
    .target(name: "CJPEGSupport", dependencies: ["CJPEG"]),
    .target(name: "TintypeRaster", dependencies: ["TintypeCore", "CPNG", "CPNGSupport", "CJPEGSupport"]),
    // String catalogs (.xcstrings), .strings and .stringsdict: localized text with plural rules.
    .target(name: "TintypeStringCatalog", dependencies: ["TintypeArchive"]),
    // SVG images (the subset icons use), drawn with the rasterizer.
    .target(name: "TintypeSVG", dependencies: ["TintypeCore", "TintypeRaster"]),
    // zlib's inflate, for PDF streams.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "TintypePDF", dependencies: ["TintypeCore", "TintypeRaster", "CZlib"]),
    // Xcode asset catalogs (.xcassets): image sets and colour sets as Xcode reads them.
    .target(name: "TintypeAssetCatalog", dependencies: ["TintypeArchive"]),
    // The device catalog: screen classes, each family's size in points, scales, corner radii.
    .target(name: "TintypeDevices", dependencies: ["TintypeCore", "TintypeArchive"]),
    // The resolve stage: archive → resolved tree (switches, styles, fonts, symbols, asset images).
    .target(
      name: "TintypeResolve",
      dependencies: [
        "TintypeCore", "TintypeArchive", "TintypeAssetCatalog", "TintypeScene", "TintypeText",
        "TintypeRaster",
        "TintypeSVG", "TintypePDF", "TintypeCharts",
      ]),
    // The display list: layout tree → draw ops and layers in points, and its text dump.
    .target(
      name: "TintypeDisplayList",
      dependencies: [
        "TintypeCore", "TintypeArchive", "TintypeScene", "TintypeLayout", "TintypeText", "TintypeRaster",
        "TintypeCharts",
      ]),
    // The paint stage: display list → pixels, with the rendering mode's colours, the glyph cache and
    // the layer budget.
    .target(
      name: "TintypePaint",
      dependencies: [
        "TintypeCore", "TintypeArchive", "TintypeScene", "TintypeText", "TintypeDisplayList", "TintypeRaster",
      ]),
    .target(
      name: "Tintype",
      dependencies: [
        "TintypeCore", "TintypeArchive", "TintypeStringCatalog", "TintypeText", "TintypeScene",
        "TintypeLayout", "TintypeResolve", "TintypeDisplayList", "TintypePaint", "TintypeRaster",
        "TintypeDevices",
      ]),
    // The bridge from a `View` to a render: archiving a view for a request, then rendering it.
    .target(
      name: "TintypeViewRendering", dependencies: ["Tintype", "TintypeArchive", "TintypeLayout", "TintypeUI"]),
    // Review: the gallery of every widget × family × mode × scheme × entry, contact sheets, index.html.
    // The widget review: rules run on renders (contrast after the rendering mode's colours, truncation,
    // text size, tap targets, the accent group, images), and their reports.
    .target(
      name: "TintypeLint",
      dependencies: [
        "Tintype", "TintypeArchive", "TintypeCore", "TintypeDisplayList", "TintypeLayout", "TintypeRaster",
        "TintypeScene",
      ]),
    .target(
      name: "TintypeReview",
      dependencies: ["TintypeViewRendering", "TintypeCore", "Tintype", "TintypeArchive", "TintypeRaster"]),
    // libwebp, for WebP files written and read.
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    // The last stage: a canvas to a file's bytes — PNG, WebP (lossless or lossy) or JPEG.
    .target(name: "TintypeEncode", dependencies: ["TintypeRaster", "CWebP", "CJPEGSupport"]),
    // Comparing images as golden tests need, and the expected | difference | actual image.
    .target(name: "TintypeComparison", dependencies: ["TintypeRaster"]),
    .target(
      name: "TintypeTesting",
      dependencies: [
        "TintypeViewRendering",
        "Tintype", "TintypeUI", "TintypeRaster", "TintypeComparison", "TintypeArchive", "TintypeText",
        "TintypePreviews", "TintypeDisplayList",
      ]),
    // Batches: manifests, data rows, sharding, the render cache and the run summary.
    .target(
      name: "TintypeBatch",
      dependencies: [
        "TintypeViewRendering",
        "TintypeCore",
        "Tintype", "TintypeArchive", "TintypeRaster", "TintypeStringCatalog",
        "TintypeUI", "TintypeEncode", "TintypeText",
        "CCrypto",
      ]),
    // The render service: widget images over HTTP (`tintype serve`) on libmicrohttpd, whose variadic
    // start-up and request state machine are a small C file beside it.
    .systemLibrary(
      name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
    .target(name: "CHTTPServerSupport", dependencies: ["CMicroHTTPD"]),
    .target(
      name: "TintypeServer",
      dependencies: [
        "CHTTPServerSupport", "CCrypto", "Tintype", "TintypeArchive", "TintypeBatch", "TintypeCore",
        "TintypeEncode", "TintypeRaster", "TintypeUI", "TintypeViewRendering",
      ]),
    // Previews: the cases #Preview and PreviewProvider declare, rendered into a gallery and golden tests.
    .target(
      name: "TintypePreviews",
      dependencies: [
        "TintypeViewRendering", "Tintype", "TintypeUI", "TintypeReview", "TintypeArchive", "TintypeLint",
      ]),
    // Bringing a widget extension: finding its previews and writing the package that renders them.
    .target(name: "TintypeExtension"),
    // The preview registry, written on every build from the extension's sources: the tool scans them,
    // the build-tool plugin runs it for the generated package's `PreviewRegistry` target.
    .executableTarget(name: "tintype-preview-registry", dependencies: ["TintypeExtension"]),
    .plugin(
      name: "PreviewRegistryPlugin", capability: .buildTool(), dependencies: ["tintype-preview-registry"],
      path: "Sources/PreviewRegistryPlugin"),
    // The fixed clock of a preview or golden-test process: linked, it re-runs the process once with
    // libfaketime stopping the wall clock (docs/clock.md). C, because it must act before `main`.
    .target(name: "TintypeFixedClock"),
    .target(name: "BookClub", dependencies: ["TintypeUI"], resources: [.copy("Assets")]),
    .executableTarget(
      name: "tintype",
      dependencies: [
        "TintypeViewRendering",
        "TintypeCore",
        "Tintype", "TintypeArchive", "TintypeUI", "TintypeRaster", "TintypeComparison", "TintypeReview",
        "TintypeBatch", "TintypeAssetCatalog", "TintypeExtension", "BookClub", "TintypeEncode", "TintypeLint",
        "TintypeServer",
      ]),
    .executableTarget(
      name: "tintype-bench",
      dependencies: [
        "TintypeViewRendering",
        "TintypeCore",
        "Tintype", "TintypeArchive", "TintypeBatch", "TintypeRaster", "TintypeUI", "TintypeComparison",
        "TintypeEncode", "TintypeReview", "BookClub", "TintypeLint", "TintypeServer",
      ],
      exclude: ["Assets"]),

    // The archive's and the batch manifest's JSON Schemas are checked here, with one validator.
    .testTarget(
      name: "TintypeArchiveTests", dependencies: ["TintypeCore", "TintypeArchive", "TintypeBatch", "Tintype"]),
    .testTarget(
      name: "TintypeAssetCatalogTests",
      dependencies: [
        "TintypeViewRendering",
        "TintypeCore", "TintypeAssetCatalog", "TintypeArchive", "Tintype", "TintypeRaster", "TintypeResolve",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TintypeStringCatalogTests",
      dependencies: [
        "TintypeViewRendering", "TintypeStringCatalog", "TintypeArchive", "TintypeUI", "Tintype",
        "TintypeScene", "TintypeLayout",
      ]),
    .testTarget(name: "TintypeExtensionTests", dependencies: ["TintypeExtension"]),
    .testTarget(name: "TintypeSVGTests", dependencies: ["TintypeSVG", "TintypeRaster", "TintypeCore"]),
    .testTarget(
      name: "TintypePDFTests", dependencies: ["TintypePDF", "TintypeRaster"], exclude: ["Fixtures"]),
    .testTarget(
      name: "TintypeDevicesTests", dependencies: ["TintypeCore", "TintypeDevices", "TintypeArchive"]),
    .testTarget(name: "TintypeEncodeTests", dependencies: ["TintypeEncode", "TintypeRaster"]),
    .testTarget(name: "TintypeComparisonTests", dependencies: ["TintypeComparison", "TintypeRaster"]),
    .testTarget(name: "TintypeUITests", dependencies: ["TintypeUI", "BookClub"]),
    .testTarget(name: "TintypeTextTests", dependencies: ["TintypeCore", "TintypeText"]),
    .testTarget(name: "TintypeRasterTests", dependencies: ["TintypeCore", "TintypeRaster", "CPNGSupport"]),
    .testTarget(
      name: "TintypeTests",
      dependencies: [
        "TintypeViewRendering", "TintypeTesting",
        "TintypeResolve", "TintypeDisplayList", "TintypePaint",
        "TintypeCore",
        "Tintype", "TintypeArchive", "TintypeUI", "TintypeText", "TintypeRaster", "TintypeLayout", "BookClub",
        "TintypeReview",
        "TintypePreviews",
      ]),
    .testTarget(
      name: "TintypeBatchTests",
      dependencies: [
        "TintypeViewRendering",
        "TintypeBatch", "Tintype", "TintypeArchive", "TintypeUI", "BookClub",
        "TintypeRaster",
      ]),
    .testTarget(
      name: "TintypeCommandTests",
      dependencies: ["Tintype", "TintypeArchive", "TintypeRaster", "TintypeEncode"],
      exclude: ["Browser/PageCheck.js"]),
    .testTarget(
      name: "TintypeTestingTests",
      dependencies: [
        "TintypeViewRendering", "TintypeCore", "TintypeTesting", "Tintype", "TintypeUI", "TintypeArchive",
        "BookClub", "TintypePreviews",
      ]),
    .testTarget(
      name: "TintypeLayoutTests",
      dependencies: ["TintypeCore", "TintypeScene", "TintypeLayout", "TintypeArchive", "TintypeText"]),
    // Reads Package.swift, docs/modules.md and the sources as text: no module dependencies.
    .testTarget(
      name: "TintypeActivitiesTests",
      dependencies: [
        "TintypeViewRendering",
        "TintypeCore",
        "Tintype", "TintypeUI", "TintypeArchive", "TintypeRaster", "TintypeLayout",
        "TintypeTesting",
      ]),
    .testTarget(
      name: "TintypeControlsTests",
      dependencies: [
        "TintypeViewRendering",
        "Tintype", "TintypeUI", "TintypeArchive", "TintypeTesting", "BookClub",
      ]),
    .testTarget(
      name: "TintypeLintTests",
      dependencies: [
        "TintypeLint", "Tintype", "TintypeArchive", "TintypeCore", "TintypeUI", "TintypeViewRendering",
        "BookClub",
      ]),
    .testTarget(
      name: "TintypeChartsTests",
      dependencies: [
        "TintypeCharts", "TintypeChartContent", "Tintype", "TintypeArchive", "TintypeUI", "TintypeTesting",
        "TintypeCore",
      ]),
    .testTarget(name: "TintypeServerTests", dependencies: ["TintypeServer", "TintypeArchive"]),
    .testTarget(name: "PackageGraphTests"),
  ]
)

// The framework names widget code imports — `import SwiftUI`, `import WidgetKit`, … — are, on Linux,
// thin modules that re-export TintypeUI, so an app's widget files compile unchanged (and
// module-qualified names such as `SwiftUI.Font` resolve). On macOS Apple's frameworks of these names
// exist, so the modules are not made there.
//
// `#Preview` is declared, as on Apple's platforms, in DeveloperToolsSupport, which SwiftUI and WidgetKit
// re-export. That module holds only the macro declarations and is compiled with warnings off: without
// the macro's plugin (loaded only where previews are written) the compiler warns once per declaration
// in every dependent package's build (see Sources/Frameworks/DeveloperToolsSupport).
#if os(Linux)
  package.targets.append(
    .target(
      name: "DeveloperToolsSupport", dependencies: ["TintypeUI"],
      path: "Sources/Frameworks/DeveloperToolsSupport",
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]))
  for name in ["SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "UIKit", "Intents", "Combine"] {
    let previews: [Target.Dependency] =
      ["SwiftUI", "WidgetKit"].contains(name) ? ["DeveloperToolsSupport"] : []
    package.targets.append(
      .target(name: name, dependencies: ["TintypeUI"] + previews, path: "Sources/Frameworks/\(name)"))
    package.products.append(.library(name: name, targets: [name]))
  }
  // `import Charts`: Swift Charts, Tintype's own, in the DSL's chart module.
  package.targets.append(
    .target(name: "Charts", dependencies: ["TintypeChartContent"], path: "Sources/Frameworks/Charts"))
  package.products.append(.library(name: "Charts", targets: ["Charts"]))
#endif
