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

  /// Options; by default a light full-colour render compared exactly, recording only missing goldens
  /// (or every one when `TINTYPE_RECORD=1`).
  public init(
    family: WidgetFamily, renderingMode: WidgetRenderingMode = .fullColor, colorScheme: ColorScheme = .light,
    device: Device? = nil, date: Date? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
    channelTolerance: Int = 0, record: GoldenFile.RecordMode = .fromEnvironment,
    layout: RenderLayout = .widget
  ) {
    self.layout = layout
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
    return request
  }
}

/// Renders `view` and checks it against `Goldens/<name>.png` (Swift Testing). A difference records
/// an issue naming the expected | difference | actual image; a missing golden is recorded and
/// reported, so that a person looks at it before it counts.
public func expectGolden<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer = WidgetRenderer(),
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = goldenFailure(view, named: name, options, renderer: renderer, filePath: filePath) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// `expectGolden` for XCTest.
public func assertGolden<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer = WidgetRenderer(),
  file: StaticString = #filePath, line: UInt = #line
) {
  if let failure = goldenFailure(view, named: name, options, renderer: renderer, filePath: "\(file)") {
    XCTFail(failure, file: file, line: line)
  }
}

/// The shared part: render, compare, explain.
func goldenFailure<V: View>(
  _ view: V, named name: String, _ options: GoldenOptions, renderer: WidgetRenderer, filePath: String
) -> String? {
  do {
    let request = options.request(renderer)
    let image = try renderer.render(try renderer.archive(view, request: request), request: request)
    return GoldenFile(name: name, testFile: filePath).verify(
      image, comparison: options.comparison, record: options.record)
  } catch {
    return "could not render \(name): \(error)"
  }
}
