import Foundation
import TintypeCore
import TintypeStringCatalog

/// What a view or widget is archived for: the family, the widget size on the target device (for
/// custom shapes, canvases and `TimelineProviderContext.displaySize`), and a few environment values.
public struct ArchiveEnvironment: Sendable {
  /// The widget's size in points; 100 × 100 when the device is not known.
  public var displaySize: CGSize
  /// The default content margins of the family on the device.
  public var contentMargins: EdgeInsets
  /// Pixels per point.
  public var displayScale: CGFloat
  /// Whether the display is dimmed (Always-On).
  public var isLuminanceReduced: Bool
  /// The locale used to format values.
  public var locale: Locale
  /// The time zone dates are formatted in: UTC unless said, so that archives do not depend on the
  /// machine's zone.
  public var timeZone: TimeZone
  /// The app's string catalogs and `.strings` files: `Text("key")` shows the key's text in `locale`.
  public var strings: StringTables?
  /// The device's screen in points, when known: what a Live Activity's presentations are sized from.
  public var screenSize: CGSize?
  /// The families whose `widgetLabel` the device shows (`showsWidgetLabel`): a watch's corner
  /// complication, whose label Tintype draws along the bezel in the watch-face context shot. Empty
  /// elsewhere (an iPhone's Lock Screen shows no widget labels).
  public var widgetLabelFamilies: Set<WidgetFamily> = []
  /// The Dynamic Type size bodies see (`dynamicTypeSize`, `sizeCategory`): `.large` unless a render
  /// asks for another.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The Xcode pseudolanguage `Text("key")` is shown in (its strings changed, right to left laid out
  /// mirrored), or nil.
  public var pseudoLanguage: PseudoLanguage?

  /// The locale values are formatted in unless one is given: US English, as most devices and
  /// snapshot suites run (`Text(8421, format: .number)` reads "8,421", as on an iPhone). It is fixed,
  /// never the machine's, so an archive is the same wherever it is made.
  public static let defaultLocale = Locale(identifier: "en_US")

  /// An environment; the defaults suit a widget whose device is not known.
  public init(
    displaySize: CGSize = CGSize(width: 100, height: 100), contentMargins: EdgeInsets? = nil,
    displayScale: CGFloat = 3,
    isLuminanceReduced: Bool = false, locale: Locale = ArchiveEnvironment.defaultLocale,
    timeZone: TimeZone = TimeZone(identifier: "UTC")!, strings: StringTables? = nil
  ) {
    self.strings = strings
    self.displaySize = displaySize
    self.contentMargins = contentMargins ?? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    self.displayScale = displayScale
    self.isLuminanceReduced = isLuminanceReduced
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The frame each `GeometryReader` got from a layout of an earlier archive of the same view, by
  /// the reader's number (`ViewContent.geometryReader`'s `id`), in points from the widget's
  /// top-left corner. Empty on a first pass, when a reader is told the widget's content area. The
  /// renderer fills it in and archives again until the frames settle (`WidgetRenderer`).
  public var geometryReaderFrames: [Int: CGRect] = [:]

  /// The frames of each timeline entry's readers, by the entry's index in the archive (the order of
  /// `ViewArchive.entries`), where a layout of that entry gave them: entries differ, so each is
  /// archived with its own. An entry without any here uses `geometryReaderFrames`.
  public var geometryReaderFramesByEntry: [Int: [Int: CGRect]] = [:]

  /// This environment for the timeline entry at `index` (`nil` for one that is not in the archive's
  /// entries, such as a widget's placeholder): its readers' frames as layout gave them.
  func forEntry(_ index: Int?) -> ArchiveEnvironment {
    guard let index, let frames = geometryReaderFramesByEntry[index] else { return self }
    var environment = self
    environment.geometryReaderFrames = frames
    return environment
  }

  /// The layout direction of the locale's language: right to left for Hebrew, Arabic, Persian, Urdu…,
  /// as a device set to that language lays widgets out.
  public var layoutDirection: LayoutDirection {
    pseudoLanguage?.isRightToLeft == true || KnownLocales.isRightToLeft(locale.identifier)
      ? .rightToLeft : .leftToRight
  }

  /// The environment values a body sees for `family` in `mode` and `scheme`.
  func values(family: WidgetFamily, mode: WidgetRenderingMode, scheme: ColorScheme) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.widgetFamily = family
    values.widgetRenderingMode = mode
    values.colorScheme = scheme
    // WidgetKit reports the container background as hidden where the system removes it: in the
    // vibrant mode, and always for accessory families (docs "showsWidgetContainerBackground";
    // FrameUp's probe logs agree for iPad systemSmall and accessoryCircular).
    values.showsWidgetContainerBackground = family.isSystem && mode != .vibrant
    values.showsWidgetLabel = widgetLabelFamilies.contains(family)
    values.widgetContentMargins = family.isSystem ? contentMargins : EdgeInsets()
    values.displaySize = displaySize
    values.displayScale = displayScale
    values.isLuminanceReduced = isLuminanceReduced
    values.locale = locale
    values.stringTables = strings
    values.pseudoLanguage = pseudoLanguage
    values.dynamicTypeSize = dynamicTypeSize
    values.layoutDirection = layoutDirection
    values.geometryReaderFrames = geometryReaderFrames
    values.timeZone = timeZone
    values.calendar.timeZone = timeZone
    return values
  }
}
