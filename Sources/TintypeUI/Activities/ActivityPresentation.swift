import Foundation

/// How the system shows a Live Activity: on the Lock Screen (and as a banner), or in one of the Dynamic
/// Island's presentations.
public enum ActivityPresentation: String, CaseIterable, Hashable, Sendable {
  /// The Lock Screen presentation, on its banner background.
  case lockScreen
  /// The compact Dynamic Island: leading and trailing views around the camera housing.
  case compact
  /// The minimal Dynamic Island: one circle.
  case minimal
  /// The expanded Dynamic Island: the leading, center, trailing and bottom regions.
  case expanded
  /// StandBy: the Lock Screen presentation at twice its size on the landscape screen.
  case standBy
  /// StandBy at night: the same in shades of red.
  case standByNight

  /// Whether this is one of the Dynamic Island's presentations (compact, minimal, expanded).
  public var isIsland: Bool { self == .compact || self == .minimal || self == .expanded }

  /// The presentation's name in words ("Lock Screen", "Compact").
  public var title: String {
    switch self {
    case .lockScreen: return "Lock Screen"
    case .compact: return "Compact"
    case .minimal: return "Minimal"
    case .expanded: return "Expanded"
    case .standBy: return "StandBy"
    case .standByNight: return "StandBy at night"
    }
  }

  /// The preview kind that shows this presentation.
  public init(_ kind: ActivityPreviewViewKind) {
    switch kind {
    case .content: self = .lockScreen
    case .dynamicIsland(.compact): self = .compact
    case .dynamicIsland(.minimal): self = .minimal
    case .dynamicIsland(.expanded): self = .expanded
    }
  }
}

extension ActivityConfiguration {
  /// The view the system shows for `context` in `presentation`: the activity's own views placed in
  /// the system's chrome (the banner, the island's black shapes and keyline), sized by `geometry`.
  public func view(
    _ presentation: ActivityPresentation, context: ActivityViewContext<Attributes>,
    geometry: ActivityGeometry,
    colorScheme: ColorScheme = .light
  ) -> AnyView {
    ActivityViews(self, context: context).view(presentation, geometry: geometry, colorScheme: colorScheme)
  }
}

/// A Live Activity's views for one content state, as the system receives them: the Lock Screen
/// content with the background tint it asks for, and the Dynamic Island. Made from an
/// `ActivityConfiguration` and a context, or from an `ActivityArchive`; both render the same.
public struct ActivityViews {
  /// The Lock Screen (banner, StandBy) view.
  public var content: AnyView
  /// `activityBackgroundTint`: the banner's background, the system's when `nil`.
  public var backgroundTint: Color?
  /// The Dynamic Island.
  public var dynamicIsland: DynamicIsland

  /// The views of the given parts.
  public init(content: AnyView, backgroundTint: Color?, dynamicIsland: DynamicIsland) {
    self.content = content
    self.backgroundTint = backgroundTint
    self.dynamicIsland = dynamicIsland
  }

  /// The views `configuration` makes for `context`.
  public init<A: ActivityAttributes>(
    _ configuration: ActivityConfiguration<A>, context: ActivityViewContext<A>
  ) {
    self.init(
      content: configuration.content(context), backgroundTint: configuration.chrome(context).backgroundTint,
      dynamicIsland: configuration.dynamicIsland(context))
  }

  /// The view the system shows in `presentation`, sized by `geometry`. The island is always dark;
  /// the Lock Screen banner follows the colour scheme, on the background tint its content asks for.
  public func view(
    _ presentation: ActivityPresentation, geometry: ActivityGeometry, colorScheme: ColorScheme = .light
  )
    -> AnyView
  {
    let island = dynamicIsland
    switch presentation {
    case .lockScreen:
      return AnyView(
        LockScreenChrome(content: content, tint: backgroundTint, geometry: geometry, colorScheme: colorScheme)
      )
    case .compact:
      return AnyView(
        CompactIsland(
          leading: island.compactLeading, trailing: island.compactTrailing, keyline: island.keylineTint,
          geometry: geometry
        ).environment(\.colorScheme, .dark))
    case .minimal:
      return AnyView(
        MinimalIsland(content: island.minimal, keyline: island.keylineTint).environment(\.colorScheme, .dark))
    case .expanded:
      return AnyView(ExpandedIsland(island: island, geometry: geometry).environment(\.colorScheme, .dark))
    case .standBy, .standByNight:
      let standBy = StandByChrome(content: content, tint: backgroundTint, geometry: geometry)
        .environment(\.colorScheme, .dark)
      guard presentation == .standByNight else { return AnyView(standBy) }
      let red = StandByNight.red
      return AnyView(
        standBy.grayscale(1).colorMultiply(Color(red: red.red, green: red.green, blue: red.blue)))
    }
  }
}

extension ActivityConfiguration {
  /// What the Lock Screen content of `context` asks of the system around it (its background tint,
  /// its action colour): its views archived once with a recorder listening.
  public func chrome(_ context: ActivityViewContext<Attributes>) -> ActivityChromeRecorder {
    let recorder = ActivityChromeRecorder()
    ActivityChromeRecorder.$current.withValue(recorder) {
      _ = ViewArchive(content(context), family: .systemMedium, environment: ArchiveEnvironment())
    }
    return recorder
  }
}

/// The Lock Screen banner: the content at the banner's width, at most its greatest height, on the
/// background tint the content asked for or the system's.
struct LockScreenChrome: View {
  let content: AnyView
  let tint: Color?
  let geometry: ActivityGeometry
  let colorScheme: ColorScheme

  var body: some View {
    ZStack {
      LockScreenBackground(tint: tint, colorScheme: colorScheme)
      content
        .frame(width: geometry.lockScreenWidth)
        .frame(maxHeight: ActivityGeometry.lockScreenMaximumHeight)
    }
    .fixedSize(horizontal: false, vertical: true)
    .frame(width: geometry.lockScreenWidth)
    .clipShape(RoundedRectangle(cornerRadius: ActivityGeometry.lockScreenCornerRadius, style: .continuous))
  }
}

/// StandBy: the landscape screen in the banner's background (the tint, or black), the Lock Screen
/// content laid out at the banner's width and drawn at twice its size in the middle.
struct StandByChrome: View {
  let content: AnyView
  let tint: Color?
  let geometry: ActivityGeometry

  var body: some View {
    ZStack {
      Rectangle().fill(tint ?? Color.black)
      content
        .frame(width: geometry.lockScreenWidth)
        .frame(maxHeight: ActivityGeometry.lockScreenMaximumHeight)
        .fixedSize(horizontal: false, vertical: true)
        .scaleEffect(ActivityGeometry.standByScale)
    }
    .frame(width: geometry.screenHeight, height: geometry.screenWidth)
    .background(Color.black)
  }
}

/// The banner's background: the activity's tint, or the system's translucent white in light and
/// black in dark (the system background at 70 %, resolved with the scheme it is rendered in) — a
/// model of the Lock Screen's notification material, drawn without the blur.
struct LockScreenBackground: View {
  let tint: Color?
  let colorScheme: ColorScheme

  var body: some View {
    Rectangle().fill(tint ?? Color(uiColor: .systemBackground).opacity(0.7))
  }
}

/// The compact island: a black capsule around the camera housing with the leading view in the left
/// slot and the trailing view in the right one, each clipped to its slot.
struct CompactIsland: View {
  let leading: AnyView
  let trailing: AnyView
  let keyline: Color?
  let geometry: ActivityGeometry

  var body: some View {
    // Each slot keeps a margin from the capsule's rounded end; its content sits against the camera.
    let slot = ActivityGeometry.compactSlotWidth - ActivityGeometry.compactMargin
    return HStack(spacing: 0) {
      leading.frame(width: slot, height: ActivityGeometry.islandHeight, alignment: .leading).clipped()
      Color.clear.frame(width: ActivityGeometry.sensorWidth)
      trailing.frame(width: slot, height: ActivityGeometry.islandHeight, alignment: .trailing).clipped()
    }
    .padding(.horizontal, ActivityGeometry.compactMargin)
    .frame(width: geometry.compactWidth, height: ActivityGeometry.islandHeight)
    .background(Capsule().fill(Color.black))
    .overlay(IslandKeyline(tint: keyline, shape: Capsule()))
  }
}

/// The minimal island: one black circle with the view centred in it, clipped to it.
struct MinimalIsland: View {
  let content: AnyView
  let keyline: Color?

  var body: some View {
    let inner = ActivityGeometry.minimalDiameter - 2 * ActivityGeometry.compactMargin
    return content.frame(width: inner, height: inner)
      .clipShape(Circle())
      .frame(width: ActivityGeometry.minimalDiameter, height: ActivityGeometry.minimalDiameter)
      .background(Circle().fill(Color.black))
      .overlay(IslandKeyline(tint: keyline, shape: Circle()))
  }
}

/// The expanded island: leading, center (below the camera housing) and trailing across the top,
/// bottom below them, inside the island's margins, on its black rounded shape, at most its greatest
/// height.
struct ExpandedIsland: View {
  let island: DynamicIsland
  let geometry: ActivityGeometry

  var body: some View {
    let leading = island.region(.leading)
    let center = island.region(.center)
    let trailing = island.region(.trailing)
    let bottom = island.region(.bottom)
    let shape = RoundedRectangle(cornerRadius: ActivityGeometry.expandedCornerRadius, style: .continuous)
    return VStack(spacing: ActivityGeometry.expandedRowSpacing) {
      HStack(alignment: .top, spacing: ActivityGeometry.expandedRegionSpacing) {
        // Leading and trailing keep to their content at the island's sides; center takes the width
        // between them, below the camera housing, its content centred there.
        if let leading {
          leading.content.fixedSize(horizontal: true, vertical: false).layoutPriority(leading.priority)
        }
        VStack(spacing: 0) {
          Color.clear.frame(height: ActivityGeometry.islandHeight)
          if let center { center.content }
        }
        .frame(maxWidth: .infinity)
        .layoutPriority(center?.priority ?? 0)
        if let trailing {
          trailing.content.fixedSize(horizontal: true, vertical: false).layoutPriority(trailing.priority)
        }
      }
      if let bottom { bottom.content.frame(maxWidth: .infinity) }
    }
    .padding(.horizontal, ActivityGeometry.expandedSideMargin)
    .padding(.top, ActivityGeometry.expandedTopMargin)
    .padding(.bottom, ActivityGeometry.expandedBottomMargin)
    .frame(width: geometry.expandedWidth)
    .frame(maxHeight: ActivityGeometry.expandedMaximumHeight)
    .fixedSize(horizontal: false, vertical: true)
    .background(shape.fill(Color.black))
    .clipShape(shape)
    .overlay(IslandKeyline(tint: island.keylineTint, shape: shape))
  }
}

/// The island's keyline: a thin border in the keyline tint, or none without one.
struct IslandKeyline<S: InsettableShape>: View {
  let tint: Color?
  let shape: S

  var body: some View {
    if let tint {
      shape.strokeBorder(
        tint.opacity(ActivityGeometry.keylineOpacity), lineWidth: ActivityGeometry.keylineWidth)
    } else {
      Color.clear
    }
  }
}
