// containerRelativeFrame (iOS 17): a frame sized from the nearest container's length.
//
// Model, in one place (UNCONFIRMED): in a widget the container is taken to be the widget's content
// area, its size inside the content margins, which the archive environment knows. The lengths are
// worked out when the view is archived and recorded as a fixed frame.

extension View {
  /// A frame on `axes` as long as the container's length on each, the view aligned inside.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame on `axes` of `span` of `count` equal parts of the container's length, with `spacing`
  /// between the parts.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let parts = CGFloat(max(count, 1))
      let part = (length - spacing * (parts - 1)) / parts
      let covered = CGFloat(max(1, min(span, count)))
      return part * covered + spacing * (covered - 1)
    }
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
