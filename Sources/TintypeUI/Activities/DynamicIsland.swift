import Foundation

/// A Live Activity in the Dynamic Island (WidgetKit's `DynamicIsland`): the regions of its expanded
/// presentation, the two sides of its compact presentation and its minimal presentation.
public struct DynamicIsland {
  /// The expanded presentation's regions, in the order written.
  public let expandedRegions: [DynamicIslandExpandedRegionContent]
  /// The compact presentation's view left of the camera.
  public let compactLeading: AnyView
  /// The compact presentation's view right of the camera.
  public let compactTrailing: AnyView
  /// The minimal presentation's view.
  public let minimal: AnyView
  /// The tint of the island's border, if set.
  public private(set) var keylineTint: Color?
  /// The URL a tap opens.
  public private(set) var widgetURL: URL?
  /// Content margins per presentation, set with `contentMargins(_:_:for:)`.
  public private(set) var contentMargins: [DynamicIslandMode: (edges: Edge.Set, length: CGFloat?)] = [:]

  /// A Dynamic Island with `expanded` regions and the compact and minimal views.
  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {
    expandedRegions = expanded().regions
    self.compactLeading = AnyView(compactLeading())
    self.compactTrailing = AnyView(compactTrailing())
    self.minimal = AnyView(minimal())
  }

  /// An island of the given parts, as an archive holds them.
  public init(
    expandedRegions: [DynamicIslandExpandedRegionContent], compactLeading: AnyView, compactTrailing: AnyView,
    minimal: AnyView, keylineTint: Color? = nil, widgetURL: URL? = nil
  ) {
    self.expandedRegions = expandedRegions
    self.compactLeading = compactLeading
    self.compactTrailing = compactTrailing
    self.minimal = minimal
    self.keylineTint = keylineTint
    self.widgetURL = widgetURL
  }

  /// The island with its border tinted `color`.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var copy = self
    copy.keylineTint = color
    return copy
  }

  /// The island opening `url` when tapped.
  public func widgetURL(_ url: URL?) -> DynamicIsland {
    var copy = self
    copy.widgetURL = url
    return copy
  }

  /// The island with `length` (or the system's) content margins on `edges` in `mode`.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
    -> DynamicIsland
  {
    var copy = self
    copy.contentMargins[mode] = (edges, length)
    return copy
  }

  /// The region at `position`, the first one written there.
  public func region(_ position: DynamicIslandExpandedRegionPosition) -> DynamicIslandExpandedRegionContent? {
    expandedRegions.first { $0.position == position }
  }
}

/// A presentation of a Live Activity in the Dynamic Island (WidgetKit's `DynamicIslandMode`).
public struct DynamicIslandMode: Hashable, Sendable {
  let name: String
  /// Left of the camera, in the compact presentation.
  public static let compactLeading = DynamicIslandMode(name: "compactLeading")
  /// Right of the camera, in the compact presentation.
  public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
  /// The circle shown when several activities run.
  public static let minimal = DynamicIslandMode(name: "minimal")
  /// The presentation a long press opens.
  public static let expanded = DynamicIslandMode(name: "expanded")
}

/// Where a region of the expanded presentation sits (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  /// Left of the camera.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  /// Right of the camera.
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Below the camera, between leading and trailing.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Below everything, across the island.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// How a region's content may move when it is too wide to sit beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let name: String
  /// Below the camera when the content is too wide beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded presentation (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
  let position: DynamicIslandExpandedRegionPosition
  let priority: Double
  let content: Content

  /// The region at `position`; a higher `priority` gets its width first.
  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
  ) {
    self.position = position
    self.priority = priority
    self.content = content()
  }
}

/// A region with its view erased, as the island keeps it.
public struct DynamicIslandExpandedRegionContent {
  /// Where it sits.
  public let position: DynamicIslandExpandedRegionPosition
  /// Who gets width first.
  public let priority: Double
  /// What it shows.
  public let content: AnyView

  /// A region at `position` showing `content`.
  public init(position: DynamicIslandExpandedRegionPosition, priority: Double = 0, content: AnyView) {
    self.position = position
    self.priority = priority
    self.content = content
  }
}

/// The expanded presentation's regions (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content: View> {
  let regions: [DynamicIslandExpandedRegionContent]
}

/// Builds the expanded presentation from its regions, with `if`, `if`/`else` and availability checks.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>)
    -> [DynamicIslandExpandedRegionContent]
  {
    [
      DynamicIslandExpandedRegionContent(
        position: region.position, priority: region.priority, content: AnyView(region.content))
    ]
  }
  public static func buildBlock(_ parts: [DynamicIslandExpandedRegionContent]...)
    -> [DynamicIslandExpandedRegionContent]
  {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [DynamicIslandExpandedRegionContent]?)
    -> [DynamicIslandExpandedRegionContent]
  {
    part ?? []
  }
  public static func buildEither(first: [DynamicIslandExpandedRegionContent])
    -> [DynamicIslandExpandedRegionContent]
  {
    first
  }
  public static func buildEither(second: [DynamicIslandExpandedRegionContent])
    -> [DynamicIslandExpandedRegionContent]
  {
    second
  }
  public static func buildLimitedAvailability(_ part: [DynamicIslandExpandedRegionContent])
    -> [DynamicIslandExpandedRegionContent]
  { part }
  public static func buildFinalResult(_ parts: [DynamicIslandExpandedRegionContent])
    -> DynamicIslandExpandedContent<AnyView>
  {
    DynamicIslandExpandedContent(regions: parts)
  }
}

extension View {
  /// Source compatibility: how the region's content moves when it is too wide beside the camera.
  /// Tintype lays it out where its region is.
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
    self
  }
}
