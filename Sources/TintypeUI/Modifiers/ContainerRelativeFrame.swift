// containerRelativeFrame (iOS 17): a frame sized from the nearest container's length.
//
// Model, in one place (UNCONFIRMED): in a widget the container is taken to be the widget's content
// area, its size inside the content margins (the whole widget when they are disabled). The
// whole-length and count/span forms are archived as what they say and worked out by layout, so an
// archive renders right on any device; the closure form runs Swift code, which an archive cannot
// hold, so its lengths are worked out when the view is archived, from the archive environment's
// widget size, and recorded as a fixed frame.

extension View {
  /// A frame on `axes` as long as the container's length on each, the view aligned inside.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    archived(.containerRelativeFrame(ContainerRelativeFrameValue(axes: axes, alignment: alignment)))
  }

  /// A frame on `axes` of `span` of `count` equal parts of the container's length, with `spacing`
  /// between the parts.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    archived(
      .containerRelativeFrame(
        ContainerRelativeFrameValue(
          axes: axes, count: count, span: span, spacing: Double(spacing), alignment: alignment)))
  }

  /// A frame on `axes` whose length `length` computes from the container's.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    archived { context in
      let width =
        axes.contains(.horizontal) ? Double(max(0, length(context.availableWidth, .horizontal))) : nil
      let height = axes.contains(.vertical) ? Double(max(0, length(context.availableHeight, .vertical))) : nil
      return .frame(.fixed(width: width, height: height, alignment: alignment))
    }
  }
}
