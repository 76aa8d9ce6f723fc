import Foundation
import Tintype
import TintypeArchive
import TintypeLayout
import TintypeUI

// The bridge from a SwiftUI-style `View` to a render: archive the view for a request (building its
// `GeometryReader`s' content at the sizes layout gives them), then render the archive. The renderer
// itself knows only archives; previews, golden tests and the command line's built-in examples come
// through here.
extension WidgetRenderer {
  /// Renders a view for a family on the catalog's default device.
  public func render<V: View>(
    _ view: V, family: WidgetFamily, renderingMode: WidgetRenderingMode = .fullColor,
    colorScheme: ColorScheme = .light,
    date: Date? = nil, device: Device? = nil
  ) throws(RenderError) -> RenderedImage {
    let device = device ?? catalog.default
    let request = RenderRequest(
      family: family, device: device, renderingMode: renderingMode, colorScheme: colorScheme, date: date)
    return try render(try archive(view, request: request), request: request)
  }

  /// How many times a view is archived and laid out at most for its `GeometryReader`s to settle.
  public static let maximumGeometryPasses = 4

  /// A view archived for a request, its `GeometryReader`s' content built at the sizes layout gives
  /// them: archive, lay out, archive again with the readers' frames, until the frames settle or
  /// `maximumGeometryPasses` is reached. A view without readers is archived once.
  public func archive<V: View>(_ view: V, request: RenderRequest) throws(RenderError) -> ViewArchive {
    let spec = try familySpec(request)
    var environment = archiveEnvironment(spec, request.device)
    if let locale = request.locale { environment.locale = locale }
    environment.dynamicTypeSize = request.dynamicTypeSize
    environment.pseudoLanguage = request.pseudoLanguage
    let date = request.date ?? Date(timeIntervalSince1970: 0)
    var archive = ViewArchive(view, family: request.family, date: date, environment: environment)
    for _ in 1..<Self.maximumGeometryPasses {
      let frames = try layout(try resolve(archive, request)).tree.geometryReaderFrames.mapValues {
        CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
      }
      if frames.isEmpty || frames == environment.geometryReaderFrames { break }
      environment.geometryReaderFrames = frames
      archive = ViewArchive(view, family: request.family, date: date, environment: environment)
    }
    return archive
  }

  /// An archive `make` builds in `environment`, its `GeometryReader`s' content built at the sizes
  /// layout gives them, entry by entry: every timeline entry is laid out for `request(entryIndex)`,
  /// and `make` runs again with each entry's frames (`ArchiveEnvironment.geometryReaderFramesByEntry`)
  /// until they settle or `maximumGeometryPasses` is reached. Previews and a widget's timelines come
  /// through here; an archive without readers is made once.
  public func archiveSettlingGeometry(
    in environment: ArchiveEnvironment, request: (Int) -> RenderRequest,
    make: (ArchiveEnvironment) async throws -> ViewArchive
  ) async throws -> ViewArchive {
    var environment = environment
    var archive = try await make(environment)
    guard archive.hasGeometryReaders else { return archive }
    for _ in 1..<Self.maximumGeometryPasses {
      var frames: [Int: [Int: CGRect]] = [:]
      for index in archive.entries.indices {
        let laidOut = try layout(try resolve(archive, request(index))).tree.geometryReaderFrames
        if !laidOut.isEmpty {
          frames[index] = laidOut.mapValues { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        }
      }
      if frames.isEmpty || frames == environment.geometryReaderFramesByEntry { break }
      environment.geometryReaderFramesByEntry = frames
      archive = try await make(environment)
    }
    return archive
  }

  /// What a view is archived with for a family on a device.
  public func archiveEnvironment(_ spec: FamilySpec, _ device: Device) -> ArchiveEnvironment {
    var environment = ArchiveEnvironment(
      displaySize: CGSize(width: spec.width, height: spec.height),
      contentMargins: spec.contentMargins, displayScale: device.scale, strings: strings)
    environment.screenSize = device.screen.map { CGSize(width: $0.width, height: $0.height) }
    // UNCONFIRMED which watch faces show corner labels: every corner is taken to (docs/models.md).
    if device.platform == .watchOS { environment.widgetLabelFamilies = [.accessoryCorner] }
    return environment
  }
}

extension ViewArchive {
  /// Whether any view of any entry is a `GeometryReader`, whose content depends on its laid-out size.
  var hasGeometryReaders: Bool {
    var found = false
    walkViews { node, _ in
      if case .geometryReader = node.content { found = true }
    }
    return found
  }
}
