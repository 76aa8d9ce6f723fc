import Foundation
import Tintype
import TintypeArchive
import TintypeUI

/// Renders a Live Activity (`ActivityConfiguration`) for one content state in one presentation on a
/// device: the Lock Screen banner or a Dynamic Island presentation, with the system's chrome, at the
/// sizes `ActivityGeometry` gives for the device's screen.
///
/// ```swift
/// let image = try ActivityRenderer().render(
///   DeliveryActivity(), attributes: .preview, state: .outForDelivery, presentation: .compact)
/// ```
public struct ActivityRenderer: Sendable {
  /// The widget renderer (assets, fonts, strings).
  public var renderer: WidgetRenderer

  /// A renderer over `renderer`.
  public init(renderer: WidgetRenderer = WidgetRenderer()) {
    self.renderer = renderer
  }

  /// Whether `device` has a Dynamic Island (see `DynamicIslandDevices`).
  public static func hasDynamicIsland(_ device: Device) -> Bool { DynamicIslandDevices.hasIsland(device) }

  /// The presentations `device` shows: the Lock Screen and StandBy on every iPhone and iPad, the
  /// island's on iPhones that have one, none elsewhere.
  public static func presentations(on device: Device) -> [ActivityPresentation] {
    guard device.platform == .iOS || device.platform == .iPadOS else { return [] }
    return ActivityPresentation.allCases.filter { !$0.isIsland || hasDynamicIsland(device) }
  }

  /// `configuration` archived for `state` (what `tintype render` reads back), with the device
  /// facts of `device` (the catalog's default when `nil`).
  public func archive<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState, isStale: Bool = false,
    date: Date = Date(timeIntervalSince1970: 0), device: Device? = nil, kind: String? = nil
  ) throws(RenderError) -> ActivityArchive {
    let device = device ?? renderer.catalog.default
    let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
    return ActivityArchive(
      configuration, context: context, date: date, environment: try environment(on: device), kind: kind)
  }

  /// The family an activity's request carries on `device`: any the device has (the device's first),
  /// since a presentation sets its own size and `.sizeThatFits` draws no widget chrome around it.
  public static func requestFamily(on device: Device) -> WidgetFamily {
    device.orderedFamilies.first ?? .systemMedium
  }

  /// What an activity's views are archived with on `device`: the facts of the device's first family,
  /// as for the widgets beside it.
  func environment(on device: Device) throws(RenderError) -> ArchiveEnvironment {
    let spec = try renderer.familySpec(RenderRequest(family: Self.requestFamily(on: device), device: device))
    return renderer.archiveEnvironment(spec, device)
  }

  /// The view an archived activity shows in `presentation` on `device`, and the request that renders
  /// it (its own size, with no widget chrome). Throws `RenderError.unsupported` for a device without Live
  /// Activities, or an island presentation on a device without the island.
  public func presentation(
    _ archive: ActivityArchive, presentation: ActivityPresentation, device: Device? = nil,
    colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor, date: Date? = nil
  ) throws(RenderError) -> (view: AnyView, request: RenderRequest) {
    let device = device ?? renderer.catalog.default
    guard let screen = device.screen, device.platform == .iOS || device.platform == .iPadOS else {
      throw RenderError.unsupported("\(device.id) shows no Live Activities (only iPhone and iPad do)")
    }
    if presentation.isIsland, !DynamicIslandDevices.hasIsland(device) {
      throw RenderError.unsupported(
        "\(device.id) has no Dynamic Island; render the lockScreen presentation, or pick a device with one")
    }
    let view = ActivityViews(archive).view(
      presentation, geometry: ActivityGeometry(screenWidth: screen.width, screenHeight: screen.height),
      colorScheme: colorScheme)
    var request = RenderRequest(
      family: Self.requestFamily(on: device), device: device, renderingMode: renderingMode,
      colorScheme: colorScheme,
      date: date ?? archive.date)
    request.layout = .sizeThatFits
    return (view, request)
  }

  /// An archived activity in `presentation` on `device`, rendered.
  public func render(
    _ archive: ActivityArchive, presentation: ActivityPresentation, device: Device? = nil,
    colorScheme: ColorScheme = .light, renderingMode: WidgetRenderingMode = .fullColor, date: Date? = nil
  ) throws(RenderError) -> RenderedImage {
    let (view, request) = try self.presentation(
      archive, presentation: presentation, device: device, colorScheme: colorScheme,
      renderingMode: renderingMode, date: date)
    return try renderer.render(try renderer.archive(view, request: request), request: request)
  }

  /// An archived activity in `presentation`, rendered on the device of `options` in its mode and
  /// scheme, at its date, scale, accent style, tint and backdrop (its family and layout are the
  /// presentation's own): what `tintype render` and batch jobs draw.
  public func render(
    _ archive: ActivityArchive, presentation: ActivityPresentation, options: RenderRequest
  ) throws(RenderError) -> RenderedImage {
    var (view, request) = try self.presentation(
      archive, presentation: presentation, device: options.device, colorScheme: options.colorScheme,
      renderingMode: options.renderingMode, date: options.date)
    request.scale = options.scale
    request.accentPreset = options.accentPreset
    request.tint = options.tint
    request.backdrop = options.backdrop
    request.dynamicTypeSize = options.dynamicTypeSize
    // The activity's texts were written when its archive was made: a pseudolanguage changes them all
    // when rendered, so the presentation is archived without one.
    let archived = request
    request.pseudoLanguage = options.pseudoLanguage
    return try renderer.render(try renderer.archive(view, request: archived), request: request)
  }

  /// The view `configuration` shows for `state` in `presentation` on `device`, and the request that
  /// renders it: the configuration archived (`archive(_:attributes:state:)`) and placed in the chrome,
  /// exactly as `tintype render` does with the archive's file.
  public func presentation<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState,
    presentation: ActivityPresentation, device: Device? = nil, colorScheme: ColorScheme = .light,
    date: Date? = nil, isStale: Bool = false
  ) throws(RenderError) -> (view: AnyView, request: RenderRequest) {
    let device = device ?? renderer.catalog.default
    let archive = try self.archive(
      configuration, attributes: attributes, state: state, isStale: isStale,
      date: date ?? Date(timeIntervalSince1970: 0), device: device)
    return try self.presentation(
      archive, presentation: presentation, device: device, colorScheme: colorScheme, date: date)
  }

  /// `configuration` for `state` in `presentation` on `device`, rendered.
  public func render<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState,
    presentation: ActivityPresentation, device: Device? = nil, colorScheme: ColorScheme = .light,
    date: Date? = nil, isStale: Bool = false
  ) throws(RenderError) -> RenderedImage {
    let (view, request) = try self.presentation(
      configuration, attributes: attributes, state: state, presentation: presentation, device: device,
      colorScheme: colorScheme, date: date, isStale: isStale)
    return try renderer.render(try renderer.archive(view, request: request), request: request)
  }

  /// The same for the `ActivityConfiguration` a `Widget`'s body makes.
  public func render<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation,
    device: Device? = nil, colorScheme: ColorScheme = .light, date: Date? = nil, isStale: Bool = false
  ) throws(RenderError) -> RenderedImage {
    guard let configuration = widget.body as? ActivityConfiguration<A> else {
      throw RenderError.unsupported(
        "\(W.self) is not a Live Activity for \(A.self) (its body is no ActivityConfiguration<\(A.self)>)")
    }
    return try render(
      configuration, attributes: attributes, state: state, presentation: presentation, device: device,
      colorScheme: colorScheme, date: date, isStale: isStale)
  }
}

/// Which devices have a Dynamic Island.
///
/// UNCONFIRMED model (docs/models.md): the catalog records no island, so an iPhone is taken to have one
/// when it is not an SE and its screen is at least 852 pt tall (iPhone 14 Pro, 15 and later; the
/// iPhone 14 and 13 are 844 pt and have a notch). iPads have none.
enum DynamicIslandDevices {
  static func hasIsland(_ device: Device) -> Bool {
    guard device.platform == .iOS, let screen = device.screen else { return false }
    return !device.id.contains("-se") && screen.height >= 852
  }
}
