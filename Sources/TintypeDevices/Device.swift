import TintypeArchive
import TintypeCore

/// A device class the renderer can lay widgets out for: its screen, pixel scale and the size of
/// every widget family it shows.
///
/// One `Device` stands for every model sharing a screen class (e.g. iPhone 16 Pro and iPhone 17
/// Pro); the other models are listed in `aliases`. The same screen measured under different OS
/// generations is two devices (`iphone-15-pro` and `iphone-15-pro-ios18`) because widget frames
/// changed between them.
public struct Device: Sendable, Hashable, Identifiable {
  /// A stable kebab-case identifier (`iphone-17-pro`, `ipad-air-11`, `apple-watch-45mm`), used on
  /// the command line and in manifests.
  public var id: String
  /// The name people know the device by.
  public var name: String
  /// Other identifiers that name the same device class (other models with the same screen).
  public var aliases: [String]
  /// The operating system, which decides rendering modes and margins.
  public var platform: Platform
  /// The portrait screen size in points, or `nil` where widgets float in space (visionOS).
  public var screen: Size?
  /// Pixels per point: the factor from layout points to output pixels.
  public var scale: Double
  /// The OS generation the family sizes come from ("iOS 26+ measured", "iOS 18 HIG"), because
  /// iPhone widget frames changed in iOS 26.
  public var generation: String
  /// The size, margins, modes and shape of each family this device shows. A family missing here is
  /// one the device does not have (or one nobody has sized); it is never filled in by a guess.
  public var families: [WidgetFamily: FamilySpec]
  /// Caveats that apply to the whole device (a scale that is a choice, models that report another
  /// screen size).
  public var notes: [String]
  /// Where else the device shows widgets (StandBy, CarPlay, the Mac desktop), as data.
  public var presentations: [WidgetPresentation]

  /// A device with every value given; `presentations` nil gives the platform's standard ones
  /// (`WidgetPresentations.standard`).
  public init(
    id: String, name: String, aliases: [String] = [], platform: Platform, screen: Size?,
    scale: Double, generation: String, families: [WidgetFamily: FamilySpec], notes: [String] = [],
    presentations: [WidgetPresentation]? = nil
  ) {
    self.id = id
    self.name = name
    self.aliases = aliases
    self.platform = platform
    self.screen = screen
    self.scale = scale
    self.generation = generation
    self.families = families
    self.notes = notes
    self.presentations = presentations ?? WidgetPresentations.standard(platform: platform, screen: screen)
  }

  /// The presentation of `kind` on this device, or nil when it has none.
  public func presentation(_ kind: WidgetPresentation.Kind) -> WidgetPresentation? {
    presentations.first { $0.kind == kind }
  }

  /// The families this device shows, in `WidgetFamily` declaration order.
  public var orderedFamilies: [WidgetFamily] {
    WidgetFamily.allCases.filter { families[$0] != nil }
  }
}
