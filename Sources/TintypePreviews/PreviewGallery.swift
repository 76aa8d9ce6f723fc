import Foundation
import Tintype
import TintypeArchive
import TintypeReview
import TintypeUI
import TintypeViewRendering

/// Renders previews: each case archived for its family on a device, then every rendering mode the
/// family shows (view previews in full colour), both colour schemes and every entry.
public struct PreviewRenderer: Sendable {
  /// The renderer (assets, fonts, strings).
  public var renderer: WidgetRenderer
  /// The device.
  public var device: Device
  /// The locale views are archived in (`nil`: US English).
  public var locale: Locale?

  /// A preview renderer.
  public init(renderer: WidgetRenderer = WidgetRenderer(), device: Device? = nil, locale: Locale? = nil) {
    self.renderer = renderer
    self.device = device ?? renderer.catalog.default
    self.locale = locale
  }

  /// The archive of `preview` for this device, named after the preview.
  public func archive(_ preview: PreviewCase) async throws -> ViewArchive {
    guard let spec = device.families[preview.family] else {
      throw ArchiveError(
        path: .root,
        "\(preview.name): \(device.id) has no \(preview.family); it has \(device.orderedFamilies.map(\.rawValue).joined(separator: ", "))"
      )
    }
    var environment = renderer.archiveEnvironment(spec, device)
    if let locale { environment.locale = locale }
    var archive: ViewArchive
    switch preview.content {
    case .view(_, _, let make): archive = make(environment)
    case .widget(_, let make): archive = try await make(environment)
    }
    archive.kind = preview.name
    return archive
  }

  /// The layout of `preview`'s renders.
  public func layout(_ preview: PreviewCase) -> RenderLayout {
    guard case .view(let layout, _, _) = preview.content else { return .widget }
    switch layout {
    case .device: return .device
    case .sizeThatFits: return .sizeThatFits
    case .fixed(let width, let height): return .fixed(width: Double(width), height: Double(height))
    }
  }

  /// Every render of `preview` with its golden name, `<family>-<mode>-<scheme>-<entry>`.
  public func requests(
    _ preview: PreviewCase, archive: ViewArchive, schemes: [ColorScheme] = ColorScheme.allCases
  )
    -> [(name: String, request: RenderRequest)]
  {
    let modes: [WidgetRenderingMode] =
      preview.isWidget
      ? (device.families[preview.family]?.orderedRenderingModes ?? [.fullColor]) : [.fullColor]
    var result: [(String, RenderRequest)] = []
    for mode in modes {
      for scheme in schemes {
        for entry in archive.entries.indices {
          var request = RenderRequest(
            family: preview.family, device: device, renderingMode: mode, colorScheme: scheme,
            entryIndex: entry)
          request.layout = layout(preview)
          request.locale = locale
          result.append(("\(preview.family.rawValue)-\(mode.rawValue)-\(scheme.rawValue)-\(entry)", request))
        }
      }
    }
    return result
  }
}

/// `swift run previews [--list] [--out DIR] [--device D] [--locale L]`: the executable `tintype init`
/// generates calls this with the registry of the extension's previews.
public enum PreviewsCommand {
  /// Runs the command over `previews`; returns the exit status (0 ok, 1 a render failed, 2 usage).
  public static func run(
    _ previews: [PreviewCase], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    assets: [URL] = [], fonts: [URL] = [], strings: [URL] = []
  ) async -> Int32 {
    var out: String?
    var list = false
    var deviceID: String?
    var localeIDs: [String] = []
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--list": list = true
      case "--out": out = value()
      case "--device": deviceID = value()
      case "--locale": if let locale = value() { localeIDs.append(locale) }
      case "--help", "-h":
        print(
          "usage: previews [--list] [--out DIR] [--device D] [--locale L]…  (several locales: a gallery each, in DIR/<locale>/)"
        )
        return 0
      default:
        FileHandle.standardError.write(Data("previews: unknown argument \(arguments[index])\n".utf8))
        return 2
      }
      index += 1
    }
    if list {
      for preview in previews {
        let kind = preview.isWidget ? "widget \(preview.family)" : "view"
        print("\(preview.name)\t\(kind)\t\(preview.file):\(preview.line)")
      }
      return 0
    }
    guard let out else {
      FileHandle.standardError.write(Data("previews: --out DIR is required (or --list)\n".utf8))
      return 2
    }
    for localeID in localeIDs where KnownLocales.canonical(localeID) == nil {
      FileHandle.standardError.write(
        Data(
          "previews: --locale \(localeID) is not a locale this system knows (such as en-US or de-DE)\n".utf8))
      return 2
    }
    do {
      let tables = strings.isEmpty ? nil : try StringTables(paths: strings)
      let renderer = WidgetRenderer(assets: assets, fonts: fonts, strings: tables)
      let device = try deviceID.map { try renderer.catalog.device(id: $0) } ?? renderer.catalog.default
      let folder = URL(fileURLWithPath: out)
      // One locale (or none): the gallery in DIR. Several: a gallery per locale in DIR/<locale>/ and an
      // index linking them.
      let locales: [String?] = localeIDs.isEmpty ? [nil] : localeIDs.map { KnownLocales.canonical($0)! }
      var failed = false
      for locale in locales {
        let target = locales.count > 1 ? folder.appendingPathComponent(locale!) : folder
        let previewRenderer = PreviewRenderer(
          renderer: renderer, device: device, locale: locale.map(Locale.init(identifier:)))
        var archives: [ViewArchive] = []
        var layouts: [RenderLayout] = []
        // A family the device does not have (an iPad family on an iPhone) is left out with a note.
        let shown = previews.filter { device.families[$0.family] != nil }
        for preview in previews where device.families[preview.family] == nil {
          FileHandle.standardError.write(
            Data("previews: note: skipped \(preview.name): \(device.id) has no \(preview.family)\n".utf8))
        }
        for preview in shown {
          archives.append(try await previewRenderer.archive(preview))
          layouts.append(previewRenderer.layout(preview))
        }
        var gallery = Gallery(archives: archives, device: device, modes: WidgetRenderingMode.allCases)
        gallery.layouts = layouts
        let report = try gallery.write(to: target, renderer: renderer)
        print(
          "wrote \(report.renders) renders of \(shown.count) previews and index.html to \(target.path); \(FixedClock.current.summary)"
        )
        for problem in report.problems { FileHandle.standardError.write(Data("previews: \(problem)\n".utf8)) }
        failed = failed || report.problems.contains(where: \.isRenderFailure)
      }
      if locales.count > 1 {
        let links = locales.compactMap { $0 }.map { "<li><a href=\"\($0)/index.html\">\($0)</a></li>" }
        let html = """
          <!doctype html>
          <html lang="en"><head><meta charset="utf-8"><title>Previews by locale</title></head>
          <body><h1>Previews by locale</h1><ul>
          \(links.joined(separator: "\n"))
          </ul></body></html>

          """
        try AtomicFile.write(Data(html.utf8), to: folder.appendingPathComponent("index.html"), within: folder)
      }
      return failed ? 1 : 0
    } catch {
      FileHandle.standardError.write(Data("previews: \(error)\n".utf8))
      return 1
    }
  }
}
