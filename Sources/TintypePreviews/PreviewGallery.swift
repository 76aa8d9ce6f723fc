import Foundation
import Tintype
import TintypeArchive
import TintypeLint
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
  /// What is golden-tested and which warnings fail (the package's `tintype.json`).
  public var configuration: PreviewConfiguration
  /// The Dynamic Type size and pseudolanguage previews are archived and drawn at (`swift run previews
  /// --dynamic-type AX5`): bodies see the size, localized text is in the pseudolanguage.
  public var stress = TextStress.none

  /// A preview renderer.
  public init(
    renderer: WidgetRenderer = WidgetRenderer(), device: Device? = nil, locale: Locale? = nil,
    configuration: PreviewConfiguration = PreviewConfiguration()
  ) {
    self.renderer = renderer
    self.device = device ?? renderer.catalog.default
    self.locale = locale
    self.configuration = configuration
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
    environment.dynamicTypeSize = stress.dynamicTypeSize
    environment.pseudoLanguage = stress.pseudoLanguage
    let stress = self.stress
    // A `GeometryReader`'s content is built at the size layout gives it: each entry is laid out as
    // its renders are, and archived again with its readers' frames.
    let layout = layout(preview)
    var archive = try await renderer.archiveSettlingGeometry(
      in: environment,
      request: { entry in
        var request = RenderRequest(family: preview.family, device: device, entryIndex: entry)
        request.layout = layout
        request.locale = locale
        request.dynamicTypeSize = stress.dynamicTypeSize
        request.pseudoLanguage = stress.pseudoLanguage
        return request
      },
      make: { environment in
        switch preview.content {
        case .view(_, _, let make): return make(environment)
        case .widget(_, let make): return try await make(environment)
        }
      })
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

  /// Every render of `preview` with its golden name, `<family>-<mode>-<scheme>-<entry>`: the modes
  /// the family shows (view previews in full colour) and the schemes, as far as the configuration
  /// golden-tests them.
  public func requests(_ preview: PreviewCase, archive: ViewArchive) -> [(
    name: String, request: RenderRequest
  )] {
    var modes: [WidgetRenderingMode] =
      preview.isWidget
      ? (device.families[preview.family]?.orderedRenderingModes ?? [.fullColor]) : [.fullColor]
    if let chosen = configuration.modes { modes = modes.filter(chosen.contains) }
    var base = RenderRequest(family: preview.family, device: device)
    base.layout = layout(preview)
    base.locale = locale
    base.dynamicTypeSize = stress.dynamicTypeSize
    base.pseudoLanguage = stress.pseudoLanguage
    // A view preview is drawn plainly, in full colour, whatever modes its family is shown in.
    let matrix = RenderMatrix(
      base: base, families: [preview.family], modes: modes, schemes: configuration.schemes,
      entries: Array(archive.entries.indices), unshown: preview.isWidget ? .leaveOut : .drawAnyway,
      parts: [.family, .mode, .scheme, .entry])
    return matrix.renders.map { ($0.name.description, $0.request) }
  }
}

/// "5 previews and 4 widget families": the cases counted as `tintype init` counts previews (the
/// `#Preview`s and `PreviewProvider`s), the bundle's widgets apart, one case per family.
func count(_ cases: [PreviewCase]) -> String {
  let previews = cases.filter { $0.origin == .preview }.count
  let widgets = cases.count - previews
  var text = "\(previews) preview\(previews == 1 ? "" : "s")"
  if widgets > 0 { text += " and \(widgets) widget famil\(widgets == 1 ? "y" : "ies")" }
  return text
}

/// `swift run previews [--list] [--out DIR] [--device D] [--locale L] [--strict] [--allow KIND]`:
/// the executable `tintype init` generates calls this with the registry of the extension's previews.
public enum PreviewsCommand {
  static let usage =
    "usage: previews [--list] [--out DIR] [--device D] [--locale L]… [--strict] [--allow KIND]… [--dynamic-type SIZE]… [--pseudo-language L]… [--lint]  (several locales: a gallery each, in DIR/<locale>/; --lint reviews every preview instead, by default at Large and AX5, in the previews' text and double-length)"

  /// Runs the command over `previews`; returns the exit status (0 ok, 1 a render failed or a
  /// warning the policy fails, 2 usage). `configuration` is the package's `tintype.json`, whose
  /// warning policy `--strict`, `--allow` and the environment (`TINTYPE_STRICT`, `TINTYPE_ALLOW`)
  /// adjust.
  public static func run(
    _ previews: [PreviewCase], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    assets: [URL] = [], fonts: [URL] = [], strings: [URL] = [], configuration: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Int32 {
    var out: String?
    var list = false
    var deviceID: String?
    var localeIDs: [String] = []
    var strict = false
    var allowed: [String] = []
    var lint = false
    var sizes: [DynamicTypeSize] = []
    var languages: [PseudoLanguage?] = []
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
      case "--strict": strict = true
      case "--allow": if let kind = value() { allowed.append(kind) }
      case "--lint": lint = true
      case "--dynamic-type":
        guard let name = value(), let size = DynamicTypeSize(argument: name) else {
          FileHandle.standardError.write(
            Data("previews: --dynamic-type takes a size: xSmall … xxxLarge, AX1 … AX5\n".utf8))
          return 2
        }
        sizes.append(size)
      case "--pseudo-language":
        let name = value()
        guard name == "none" || name.flatMap(PseudoLanguage.init(rawValue:)) != nil else {
          FileHandle.standardError.write(
            Data(
              "previews: --pseudo-language takes doubleLength, accented, bounded, rightToLeft or none\n".utf8)
          )
          return 2
        }
        languages.append(name.flatMap(PseudoLanguage.init(rawValue:)))
      case "--help", "-h":
        print(usage)
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
      // The count on standard error, so that the listing stays one case per line for tools.
      FileHandle.standardError.write(Data("previews: \(count(previews))\n".utf8))
      return 0
    }
    let stresses =
      sizes.isEmpty && languages.isEmpty
      ? nil : TextStress.crossing(sizes.isEmpty ? [.large] : sizes, languages.isEmpty ? [nil] : languages)
    if lint {
      return await PreviewLint.run(
        previews, deviceID: deviceID, locale: localeIDs.first, assets: assets, fonts: fonts, strings: strings,
        stresses: stresses ?? RenderLinter.defaultStresses)
    }
    guard (stresses?.count ?? 1) == 1 else {
      FileHandle.standardError.write(
        Data(
          "previews: a gallery is drawn at one Dynamic Type size and pseudolanguage; --lint reviews several\n"
            .utf8))
      return 2
    }
    let stress = stresses?.first ?? .none
    guard let out else {
      FileHandle.standardError.write(Data("previews: --out DIR is required (or --list)\n".utf8))
      return 2
    }
    let policy: WarningPolicy
    let symbols: [URL]
    do {
      let settings =
        try configuration.map { try PreviewConfiguration.read(from: $0) } ?? PreviewConfiguration()
      symbols = settings.symbols
      var chosen = settings.warnings
      chosen = try chosen.applying(environment: environment)
      if strict { chosen = chosen.strictened }
      policy = chosen.allowing(try WarningPolicy.kinds(allowed, from: "--allow"))
    } catch {
      FileHandle.standardError.write(Data("previews: \(error)\n".utf8))
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
      let renderer = WidgetRenderer(assets: assets, fonts: fonts, symbols: symbols, strings: tables)
      let device = try deviceID.map { try renderer.catalog.device(id: $0) } ?? renderer.catalog.default
      let folder = URL(fileURLWithPath: out)
      // One locale (or none): the gallery in DIR. Several: a gallery per locale in DIR/<locale>/ and an
      // index linking them.
      let locales: [String?] = localeIDs.isEmpty ? [nil] : localeIDs.map { KnownLocales.canonical($0)! }
      var failed = false
      for locale in locales {
        let target = locales.count > 1 ? folder.appendingPathComponent(locale!) : folder
        var previewRenderer = PreviewRenderer(
          renderer: renderer, device: device, locale: locale.map(Locale.init(identifier:)))
        previewRenderer.stress = stress
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
        gallery.stress = stress
        // What the renders were made with, the clock included: `tintype accept` gives it to goldens.
        gallery.fingerprint = GalleryManifest.fingerprint(clock: FixedClock.current.fingerprint)
        let report = try gallery.write(to: target, renderer: renderer)
        // Each distinct warning once, failing ones first, then one line with the counts.
        var warnings = WarningSummary(policy: policy)
        var byFile: [String: [RenderWarning]] = [:]
        var files: [String] = []
        for (file, warning) in report.warnings {
          if byFile[file] == nil { files.append(file) }
          byFile[file, default: []].append(warning)
        }
        for file in files { warnings.add(byFile[file]!, in: file) }
        for entry in warnings.failures {
          FileHandle.standardError.write(Data("previews: error: \(entry)\n".utf8))
        }
        for entry in warnings.reported {
          FileHandle.standardError.write(Data("previews: warning: \(entry)\n".utf8))
        }
        print(
          "wrote \(report.renders) renders of \(count(shown)) and index.html to \(target.path); \(FixedClock.current.summary); \(warnings.line)"
        )
        for problem in report.problems { FileHandle.standardError.write(Data("previews: \(problem)\n".utf8)) }
        if warnings.failed {
          FileHandle.standardError.write(
            Data(
              "previews: failed: \(warnings.failures.count) warning(s) the policy fails (\(policy)); fix them, or --allow KIND to accept a kind\n"
                .utf8))
        }
        failed = failed || report.problems.contains(where: \.isRenderFailure) || warnings.failed
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
