import Foundation

/// The sizes of a Live Activity's presentations on one screen width, in points.
///
/// Sourced: the Lock Screen presentation is at most 160 pt tall (ActivityKit: the system truncates a
/// Live Activity taller than 160 points) and sits 14 pt in from the screen's edges (WWDC23 "Design
/// dynamic Live Activities": the 14 pt margins of every notification); StandBy shows it at 200 %.
/// UNCONFIRMED model (docs/models.md, "Live Activity geometry"): the Dynamic Island's camera housing
/// (126.33 × 36.67 pt), the compact slots beside it (52.33 pt each), the minimal circle (36.67 pt), the
/// expanded island's width (the screen less 11 pt a side) and corner radius (44 pt), the content margins
/// inside each, and the Lock Screen banner's corner radius (24 pt) — from the HIG's drawings and
/// third-party measurements of iPhone 15 Pro screenshots, not from a published table.
public struct ActivityGeometry: Hashable, Sendable {
  /// The screen's width (portrait).
  public var screenWidth: Double
  /// The screen's height (portrait): StandBy's width, the phone lying on its side.
  public var screenHeight: Double

  /// StandBy shows the Lock Screen presentation at twice its size (WWDC23 "Design dynamic Live
  /// Activities"), centred on the landscape screen, its background extended to the whole screen.
  public static let standByScale = 2.0

  /// The Lock Screen banner's width: the screen less 14 pt each side.
  public var lockScreenWidth: Double { screenWidth - 2 * 14 }
  /// The Lock Screen banner's greatest height.
  public static let lockScreenMaximumHeight = 160.0
  /// The Lock Screen banner's corner radius.
  public static let lockScreenCornerRadius = 24.0

  /// The camera housing at the island's centre.
  public static let sensorWidth = 126.33
  /// The height of the compact and minimal presentations (the housing's).
  public static let islandHeight = 36.67
  /// One compact slot beside the housing.
  public static let compactSlotWidth = 52.33
  /// The inset of compact and minimal content from the island's edge.
  public static let compactMargin = 6.0
  /// The whole compact presentation: two slots and the housing.
  public var compactWidth: Double { 2 * Self.compactSlotWidth + Self.sensorWidth }
  /// The minimal presentation's circle.
  public static let minimalDiameter = 36.67

  /// The expanded island's width: the screen less 11 pt each side.
  public var expandedWidth: Double { screenWidth - 2 * 11 }
  /// The expanded island's greatest height.
  public static let expandedMaximumHeight = 160.0
  /// The expanded island's corner radius.
  public static let expandedCornerRadius = 44.0
  /// The expanded island's content margins: sides, top, bottom.
  public static let expandedSideMargin = 16.0
  public static let expandedTopMargin = 12.0
  public static let expandedBottomMargin = 14.0
  /// The gap between the top row (leading, center, trailing) and the bottom region.
  public static let expandedRowSpacing = 6.0
  /// The gap between the leading, center and trailing regions.
  public static let expandedRegionSpacing = 8.0
  /// The keyline: a border of this width in the keyline tint at `keylineOpacity`.
  public static let keylineWidth = 1.0
  public static let keylineOpacity = 0.6

  /// The geometry of a screen `screenWidth` × `screenHeight` points in portrait (a 19.5 : 9 screen
  /// when the height is not given).
  public init(screenWidth: Double, screenHeight: Double? = nil) {
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight ?? (screenWidth * 19.5 / 9).rounded()
  }
}
