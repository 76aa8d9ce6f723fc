import Foundation
import Tintype
import TintypeUI

/// Renders a control (`ControlWidget`) in Control Center or in a Lock Screen slot, on or off, at the
/// sizes `ControlGeometry` gives.
///
/// ```swift
/// let image = try ControlRenderer().render(FocusControl(), presentation: .controlCenterMedium, isOn: true)
/// ```
public struct ControlRenderer: Sendable {
  /// The widget renderer (assets, fonts, strings).
  public var renderer: WidgetRenderer

  /// A renderer over `renderer`.
  public init(renderer: WidgetRenderer = WidgetRenderer()) {
    self.renderer = renderer
  }

  /// The presentations `device` shows controls in: all four on iPhone and iPad, none elsewhere
  /// (watch and Mac controls are not drawn yet).
  public static func presentations(on device: Device) -> [ControlPresentation] {
    device.platform == .iOS || device.platform == .iPadOS ? ControlPresentation.allCases : []
  }

  /// The view `control` shows in `presentation`, on or off (as its value provider's preview value says
  /// when `isOn` is `nil`), and the request that renders it at its own size.
  public func presentation<C: ControlWidget>(
    _ control: C, presentation: ControlPresentation, isOn: Bool? = nil, device: Device? = nil,
    colorScheme: ColorScheme = .dark, date: Date? = nil
  ) throws(RenderError) -> (view: AnyView, request: RenderRequest) {
    let device = device ?? renderer.catalog.default
    guard !Self.presentations(on: device).isEmpty else {
      throw RenderError.unsupported("\(device.id) shows no controls here (only iPhone and iPad are drawn)")
    }
    let views = ControlViews(control.body.template(), isOn: isOn)
    let family = device.orderedFamilies.first ?? .systemSmall
    var request = RenderRequest(family: family, device: device, colorScheme: colorScheme, date: date)
    request.layout = .sizeThatFits
    return (views.view(presentation), request)
  }

  /// `control` in `presentation`, rendered.
  public func render<C: ControlWidget>(
    _ control: C, presentation: ControlPresentation, isOn: Bool? = nil, device: Device? = nil,
    colorScheme: ColorScheme = .dark, date: Date? = nil
  ) throws(RenderError) -> RenderedImage {
    let (view, request) = try self.presentation(
      control, presentation: presentation, isOn: isOn, device: device, colorScheme: colorScheme, date: date)
    return try renderer.render(try renderer.archive(view, request: request), request: request)
  }
}
