import Foundation
import Testing
import Tintype
// Golden options carry an `ImageComparison`: `import TintypeTesting` brings it.
@_exported import TintypeComparison
import TintypeUI
import TintypeViewRendering
import XCTest

/// How a golden render is made and compared.
public struct GoldenOptions: Sendable {
  /// The family.
  public var family: WidgetFamily
  /// The rendering mode.
  public var renderingMode: WidgetRenderingMode
  /// The colour scheme.
  public var colorScheme: ColorScheme
  /// The device (default: the catalog's default, a current @3x iPhone).
  public var device: Device?
  /// The render date.
  public var date: Date?
  /// The comparison's tolerances.
  public var comparison: ImageComparison
  /// Whether to record.
  public var record: GoldenFile.RecordMode
  /// How the render is sized: as a widget of the family (the default), or plainly.
  public var layout: RenderLayout = .widget
  /// The locale texts are looked up and values written in (default: US English), as a device set
  /// to that language shows them.
  public var locale: Locale?
  /// Where the widget is shown beyond its family's place (StandBy, CarPlay, the Mac desktop: the
  /// device's presentations), or nil for the family where the device shows it.
  public var presentation: WidgetPresentation.Kind?

  /// Options; by default a light full-colour render compared exactly, recording only missing goldens
  /// (or every one when `TINTYPE_RECORD=1`).
  public init(
    family: WidgetFamily, renderingMode: WidgetRenderingMode = .fullColor, colorScheme: ColorScheme = .light,
    device: Device? = nil, date: Date? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
    channelTolerance: Int = 0, record: GoldenFile.RecordMode = .fromEnvironment,
    layout: RenderLayout = .widget, locale: Locale? = nil, presentation: WidgetPresentation.Kind? = nil
  ) {
    self.presentation = presentation
    self.layout = layout
    self.locale = locale
    self.family = family
    self.renderingMode = renderingMode
    self.colorScheme = colorScheme
    self.device = device
    self.date = date
    comparison = ImageComparison(
      precision: precision, perceptualPrecision: perceptualPrecision, channelTolerance: channelTolerance)
    self.record = record
  }
}

extension GoldenOptions {
  /// The render request these options describe, on `renderer`'s catalog.
  func request(_ renderer: WidgetRenderer) -> RenderRequest {
    var request = RenderRequest(
      family: family, device: device ?? renderer.catalog.default, renderingMode: renderingMode,
      colorScheme: colorScheme, date: date)
    request.layout = layout
    request.locale = locale
    request.presentation = presentation
    return request
  }
}

/// Renders `view` and checks it against `Goldens/<name>.png` (Swift Testing). A difference records
/// an issue naming the expected | difference | actual image, and attaches the three; a missing golden
/// is recorded and reported, so that a person looks at it before it counts. The render's warnings
/// are judged by `warnings` (else the `.renderWarnings` trait's policy, else the standard one, which
/// fails a missing image or colour), adjusted by `TINTYPE_STRICT` and `TINTYPE_ALLOW`.
public func expectGolden<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer = WidgetRenderer(),
  warnings: WarningPolicy? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = goldenCheck(
    view, named: name, options, renderer: renderer, warnings: warnings, filePath: filePath)
  for message in result.failures { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
  for message in result.notes {
    Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
  }
  for (file, png) in result.images {
    Attachment.record(
      [UInt8](png), named: "\(name.replacingOccurrences(of: "/", with: "-"))-\(file)",
      sourceLocation: sourceLocation)
  }
}

/// `expectGolden` for XCTest. Warnings the policy does not fail are printed; on Apple platforms a
/// difference also attaches the expected, actual and difference images to the test.
public func assertGolden<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer = WidgetRenderer(),
  warnings: WarningPolicy? = nil, file: StaticString = #filePath, line: UInt = #line
) {
  let result = goldenCheck(
    view, named: name, options, renderer: renderer, warnings: warnings, filePath: "\(file)")
  for message in result.failures { XCTFail(message, file: file, line: line) }
  for message in result.notes { print("\(file):\(line): warning: \(message)") }
  #if canImport(Darwin)
    // corelibs XCTest (Linux) has no attachments; there the images are in the failures folder.
    if !result.images.isEmpty {
      XCTContext.runActivity(named: "\(name) differs from its golden") { activity in
        for (file, png) in result.images {
          let attachment = XCTAttachment(data: png, uniformTypeIdentifier: "public.png")
          attachment.name = file
          attachment.lifetime = .keepAlways
          activity.add(attachment)
        }
      }
    }
  #endif
}

/// The shared part: render, judge the warnings, compare, explain. What fails, what is only said,
/// and the images of a difference.
func goldenCheck<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer, warnings: WarningPolicy?,
  filePath: String
) -> (failures: [String], notes: [String], images: [(name: String, png: Data)]) {
  let image: RenderedImage
  var summary: WarningSummary
  do {
    summary = WarningSummary(policy: try RenderWarnings.effective(warnings, fallback: .standard))
    let request = options.request(renderer)
    image = try renderer.render(try renderer.archive(view, request: request), request: request)
  } catch {
    return (["could not render \(name): \(error)"], [], [])
  }
  summary.add(image.warnings, in: name)
  let notes = summary.reported.map { "\($0.kind.name): \($0)" }
  if summary.failed {
    // A placeholder drawn for a missing asset must not become a golden.
    let failures = summary.failures.map { "\($0.kind.name): \($0)" }
    return (failures + ["\(name) was neither compared nor recorded (policy: \(summary.policy))"], notes, [])
  }
  let check = GoldenFile(name: name, testFile: filePath).check(
    image, comparison: options.comparison, record: options.record)
  return (check.message.map { [$0] } ?? [], notes, check.images)
}
