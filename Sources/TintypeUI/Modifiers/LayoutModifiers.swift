import TintypeCore

extension View {
  /// Space around the view on some edges (the system spacing when `length` is `nil`).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    archived(.padding(edges: edges, length: length.map(Double.init)))
  }

  /// The same space on every edge.
  public func padding(_ length: CGFloat) -> some View { archived(.padding(edges: .all, length: length)) }

  /// Different space on each edge.
  public func padding(_ insets: EdgeInsets) -> some View { archived(.paddingInsets(insets)) }

  // safeAreaPadding adds to the safe area the view's content keeps clear of. A widget has no safe area
  // of its own, and backgrounds after the modifier cover the added inset as they cover padding, so
  // in a widget it lays out as padding.

  /// Space added to the view's safe area on some edges (the system spacing when `length` is `nil`).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// The same space added to the safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

  /// Different space added to the safe area on each edge.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// A fixed width and/or height; unspecified axes take the view's size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    archived(
      .frame(.fixed(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)))
  }

  /// Bounds on the view's size.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    archived(
      .frame(
        .flexible(
          FrameValue.FlexibleFrame(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
            maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init),
            maxHeight: maxHeight.map(Double.init), alignment: alignment))))
  }

  /// The view at its ideal size on both axes.
  public func fixedSize() -> some View { archived(.fixedSize(horizontal: true, vertical: true)) }

  /// The view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    archived(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// The order in which a stack offers space to its children.
  public func layoutPriority(_ value: Double) -> some View { archived(.layoutPriority(value)) }

  /// Constrains the view to an aspect ratio (its own when `nil`).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    archived(.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    archived(.aspectRatio(Double(aspectRatio.width / aspectRatio.height), contentMode: contentMode))
  }

  /// Fits the view in its frame, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Fills the frame with the view, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Moves the view without changing its layout.
  public func offset(_ offset: CGSize) -> some View { archived(.offset(x: offset.width, y: offset.height)) }

  /// Moves the view without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { archived(.offset(x: x, y: y)) }

  /// Takes all the space offered and puts the view's centre at (`x`, `y`) in it.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { archived(.position(x: x, y: y)) }

  /// Takes all the space offered and puts the view's centre at `position` in it.
  public func position(_ position: CGPoint) -> some View { archived(.position(x: position.x, y: position.y)) }

  /// The drawing order inside a `ZStack`.
  public func zIndex(_ value: Double) -> some View { archived(.zIndex(value)) }

  /// Hides the view but keeps its space.
  public func hidden() -> some View { archived(.hidden) }
}
