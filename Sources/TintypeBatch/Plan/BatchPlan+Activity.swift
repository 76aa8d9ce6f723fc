import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeUI
import TintypeViewRendering

/// A job whose archive is a Live Activity's renders presentations, not families.
extension BatchPlan {
  /// Leaves in `lists` only the axes that fit the job's kind of archive: an activity has no families,
  /// entries, layouts, layout directions or wallpapers, and its presentations default to all of them
  /// (each device then keeps the ones it shows); a widget has presentations only when the job names
  /// its own (StandBy, CarPlay, the Mac desktop). An axis or presentation of the other kind is an
  /// error when the job names it, and ignored when it comes from `defaults`.
  static func fitAxes(
    _ lists: inout [BatchAxis: [String]], listed: inout Set<BatchAxis>, toActivity isActivity: Bool,
    job: ManifestJob, file: String
  ) throws {
    let named = { (axis: BatchAxis) in job.matrix?.axes[axis] ?? job.settings.axes[axis] }
    guard isActivity else {
      // A widget's presentations (StandBy, CarPlay, the Mac desktop) when the job names them.
      if let given = named(.presentation) {
        let widgetKinds = WidgetPresentation.Kind.allCases.map(\.rawValue)
        if let other = lists[.presentation]?.first(where: { !widgetKinds.contains($0) }) {
          throw BatchFailure(
            job: job.path, path: given.path,
            message:
              "\(other) is a Live Activity presentation; \(file) is a widget archive, which shows \(widgetKinds.joined(separator: ", "))",
            row: nil)
        }
        return
      }
      lists[.presentation] = nil
      listed.remove(.presentation)
      return
    }
    if let given = named(.presentation),
      let other = lists[.presentation]?.first(where: { ActivityPresentation(rawValue: $0) == nil })
    {
      throw BatchFailure(
        job: job.path, path: given.path,
        message: "\(other) is a widget presentation; \(file) is a Live Activity archive", row: nil)
    }
    // A widget's presentations in `defaults` are not this job's.
    if let listedValues = lists[.presentation] {
      let fitting = listedValues.filter { ActivityPresentation(rawValue: $0) != nil }
      lists[.presentation] = fitting.isEmpty ? nil : fitting
    }
    for axis in [BatchAxis.family, .entry, .layout, .layoutDirection, .wallpaper] {
      if let given = named(axis) {
        throw BatchFailure(
          job: job.path, path: given.path,
          message:
            "\(axis.plural) are for widget archives; \(file) is a Live Activity archive: choose its presentations",
          row: nil)
      }
      lists[axis] = nil
      listed.remove(axis)
    }
    if lists[.presentation] == nil {
      lists[.presentation] = ActivityPresentation.allCases.map(\.rawValue)
      listed.insert(.presentation)
    }
  }

  /// The render of one combination of an activity job's axes, or `nil` (said in `skipped`) when the
  /// device does not show the presentation.
  static func activityRender(_ values: [BatchAxis: String], archiveKey: String, skipped: inout [String])
    throws -> Render?
  {
    guard let device = values[.device].flatMap({ try? DeviceCatalog.standard.device(id: $0) }),
      let presentation = values[.presentation].flatMap(ActivityPresentation.init(rawValue:)),
      let mode = values[.mode].flatMap(WidgetRenderingMode.init(rawValue:)),
      let scheme = values[.scheme].flatMap(ColorScheme.init(rawValue:)),
      let accent = values[.accentStyle].flatMap(AccentPreset.init(rawValue:))
    else {
      throw ActivityAxisError(
        description: "a combination of the job's axes names no device, presentation, mode or scheme")
    }
    let shown = ActivityRenderer.presentations(on: device)
    guard shown.contains(presentation) else {
      skipped.append(
        "\(presentation) on \(device.id) ("
          + (shown.isEmpty ? "it shows no Live Activities" : "it has no Dynamic Island") + ")")
      return nil
    }
    // The family is the activity renderer's to choose; the request carries the rest.
    var request = RenderRequest(
      family: ActivityRenderer.requestFamily(on: device), device: device, renderingMode: mode,
      colorScheme: scheme, date: values[.date].flatMap(ArchiveDateFormat.parse),
      scale: values[.scale].flatMap(Double.init), accentPreset: accent,
      tint: values[.tint].flatMap { RGBAColor(requestText: $0) },
      backdrop: values[.backdrop].flatMap { RGBAColor(requestText: $0) })
    if let size = values[.dynamicTypeSize] { request.dynamicTypeSize = DynamicTypeSize(rawValue: size)! }
    if let language = values[.pseudoLanguage] { request.pseudoLanguage = PseudoLanguage(rawValue: language)! }
    return Render(
      values: values, request: request, presentation: presentation, archiveKey: archiveKey,
      canonical: canonical(values))
  }
}

/// A combination of an activity job's axes that cannot be rendered.
struct ActivityAxisError: Error, CustomStringConvertible {
  var description: String
}
