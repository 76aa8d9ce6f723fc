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

  /// Why an activity cannot be rendered as asked.
  public struct RenderingError: Error, CustomStringConvertible {
    public var description: String
  }

  /// The view `configuration` shows for `state` in `presentation` on `device`, and the request that
  /// renders it (its own size, with no widget chrome).
  public func presentation<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState,
    presentation: ActivityPresentation, device: Device? = nil, colorScheme: ColorScheme = .light,
    date: Date? = nil, isStale: Bool = false
  ) throws -> (view: AnyView, request: RenderRequest) {
    let device = device ?? renderer.catalog.default
    guard let screen = device.screen, device.platform == .iOS || device.platform == .iPadOS else {
      throw RenderingError(description: "\(device.id) shows no Live Activities (only iPhone and iPad do)")
    }
    if presentation.isIsland, !DynamicIslandDevices.hasIsland(device) {
      throw RenderingError(
        description:
          "\(device.id) has no Dynamic Island; render the lockScreen presentation, or pick a device with one")
    }
    let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
    let view = configuration.view(
      presentation, context: context,
      geometry: ActivityGeometry(screenWidth: screen.width, screenHeight: screen.height),
      colorScheme: colorScheme)
    // Any family the device has: the view sets its own size, and `.sizeThatFits` draws no widget
    // chrome around it.
    let family = device.orderedFamilies.first ?? .systemMedium
    var request = RenderRequest(family: family, device: device, colorScheme: colorScheme, date: date)
    request.layout = .sizeThatFits
    return (view, request)
  }

  /// `configuration` for `state` in `presentation` on `device`, rendered.
  public func render<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, attributes: A, state: A.ContentState,
    presentation: ActivityPresentation, device: Device? = nil, colorScheme: ColorScheme = .light,
    date: Date? = nil, isStale: Bool = false
  ) throws -> RenderedImage {
    let (view, request) = try self.presentation(
      configuration, attributes: attributes, state: state, presentation: presentation, device: device,
      colorScheme: colorScheme, date: date, isStale: isStale)
    return try renderer.render(try renderer.archive(view, request: request), request: request)
  }

  /// The same for the `ActivityConfiguration` a `Widget`'s body makes.
  public func render<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, state: A.ContentState, presentation: ActivityPresentation,
    device: Device? = nil, colorScheme: ColorScheme = .light, date: Date? = nil, isStale: Bool = false
  ) throws -> RenderedImage {
    guard let configuration = widget.body as? ActivityConfiguration<A> else {
      throw RenderingError(
        description:
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
