/// How a render sizes what it draws, as swift-snapshot-testing lays views out: as a widget of its
/// family (margins, corner mask and container background, the default), or plainly — at a fixed
/// size, at the view's ideal size, or at the device's screen size — with none of the widget's
/// chrome: for components, Live Activity content and testing one subview.
public enum RenderLayout: Hashable, Sendable {
  /// The family's widget on the device.
  case widget
  /// A plain `width` × `height` points.
  case fixed(width: Double, height: Double)
  /// The view's ideal size (proposed `nil` × `nil`, as `ProposedViewSize.unspecified`).
  case sizeThatFits
  /// The device's screen.
  case device

  /// Whether the widget's chrome (content margins, corner mask, backgrounds) is drawn.
  public var isWidget: Bool { self == .widget }
}
