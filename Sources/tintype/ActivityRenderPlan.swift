import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeReview
import TintypeUI
import TintypeViewRendering

/// The renders a `render` command line asks of a Live Activity archive: every presentation × mode ×
/// scheme, each with its output file name, checked before anything is drawn.
struct ActivityRenderPlan {
  struct Job {
    var presentation: ActivityPresentation
    var mode: WidgetRenderingMode
    var scheme: ColorScheme
    var fileName: String
  }

  var jobs: [Job] = []
  var device: Device
  var date: Date?
  var scale: Double?
  var preset: AccentPreset
  var tint: RGBAColor?
  var backdrop: RGBAColor?

  /// `<kind>-<presentation>-<mode>-<scheme>.png`, named as every render is (`RenderName`).
  static func fileName(
    kind: String, presentation: ActivityPresentation, mode: WidgetRenderingMode, scheme: ColorScheme
  ) -> String {
    RenderName(
      stem: RenderName.fileSafe(kind),
      [.presentation: presentation.rawValue, .mode: mode.rawValue, .scheme: scheme.rawValue]
    ).fileName()
  }

  /// Parses `--presentation`, `--mode`, `--scheme`, `--device`, `--date`, `--scale` and the accent
  /// options; widget-only options (`--family`, `--entry`, `--layout`) are errors, as they have no
  /// meaning for an activity.
  init(_ arguments: ParsedArguments, archive: ActivityArchive, file: String, command: any Command) throws {
    for option in ["family", "entry", "layout", "wallpaper", "layout-direction"]
    where arguments.value(option) != nil {
      throw UsageError(
        "--\(option) is for widget archives; \(file) is a Live Activity archive: choose its presentations with --presentation",
        command: command)
    }
    let catalog = DeviceCatalog.standard
    device = try arguments.value("device").map { try catalog.device(id: $0) } ?? catalog.default
    func parse<E: RawRepresentable & CaseIterable>(_ name: String, _: E.Type) throws -> [E]
    where E.RawValue == String {
      try arguments.allValues(name).map {
        try OptionValue.parse($0, option: name, as: E.self, command: command)
      }
    }
    let shown = ActivityRenderer.presentations(on: device)
    if shown.isEmpty {
      throw UsageError(
        "\(device.id) shows no Live Activities (only iPhone and iPad do); pick a --device", command: command)
    }
    var presentations = try parse("presentation", ActivityPresentation.self)
    if let missing = presentations.first(where: { !shown.contains($0) }) {
      throw UsageError(
        "\(device.id) has no \(missing.rawValue) presentation (it has no Dynamic Island); it shows "
          + shown.map(\.rawValue).joined(separator: ", "), command: command)
    }
    if presentations.isEmpty { presentations = shown }
    let modes = try parse("mode", WidgetRenderingMode.self).nilIfEmpty ?? [.fullColor]
    let schemes = try parse("scheme", ColorScheme.self).nilIfEmpty ?? [.light]
    if let text = arguments.value("date") {
      guard let parsed = ArchiveDateFormat.parse(text) else {
        throw UsageError(
          "--date \"\(text)\" is not an ISO 8601 date such as 2026-06-08T09:00:00Z", command: command)
      }
      date = parsed
    }
    if let text = arguments.value("scale") {
      guard let parsed = Double(text), parsed > 0 else {
        throw UsageError("--scale \"\(text)\" is not a positive number", command: command)
      }
      scale = parsed
    }
    preset =
      try arguments.value("accent-style").map {
        try OptionValue.parse($0, option: "accent-style", as: AccentPreset.self, command: command)
      } ?? .ios26Clear
    tint = try arguments.value("tint").map { try RenderPlan.color($0, option: "tint", command: command) }
    backdrop = try arguments.value("backdrop").map {
      try RenderPlan.color($0, option: "backdrop", command: command)
    }
    for presentation in presentations {
      for mode in modes {
        for scheme in schemes {
          jobs.append(
            Job(
              presentation: presentation, mode: mode, scheme: scheme,
              fileName: Self.fileName(
                kind: archive.kind, presentation: presentation, mode: mode, scheme: scheme)))
        }
      }
    }
  }

  /// Renders `job` of `archive`.
  func render(_ job: Job, of archive: ActivityArchive, with renderer: WidgetRenderer) throws(RenderError)
    -> RenderedImage
  {
    var options = RenderRequest(
      family: ActivityRenderer.requestFamily(on: device), device: device, renderingMode: job.mode,
      colorScheme: job.scheme, date: date, scale: scale, accentPreset: preset, tint: tint)
    options.backdrop = backdrop
    return try ActivityRenderer(renderer: renderer).render(
      archive, presentation: job.presentation, options: options)
  }
}
