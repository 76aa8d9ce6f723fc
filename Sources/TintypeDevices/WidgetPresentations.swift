import TintypeArchive
import TintypeCore

/// The presentations an iPhone's widgets have beyond its Home Screen and Lock Screen, with their
/// sources; other platforms have none here. Every number no source gives is marked UNCONFIRMED
/// (docs/models.md, "Widget presentations").
public enum WidgetPresentations {
  /// StandBy: points between the scaled widget and the edges of its half of the screen (UNCONFIRMED).
  public static let standByInset = 24.0
  /// StandBy: the widget's content margins, in its own points — Apple's "smaller content margins"
  /// (UNCONFIRMED value).
  public static let standByContentMargin = 8.0
  /// CarPlay's standard screen in points: Apple's CarPlay Simulator is "800 x 480 pixels and uses a
  /// display scale of @2x" ("Using the CarPlay Simulator").
  public static let carPlayScreen = Size(width: 400, height: 240)
  /// CarPlay's head unit scale, @2x (the same page).
  public static let carPlayScale = 2.0
  /// CarPlay: points between the scaled widget and its stack's edges (UNCONFIRMED).
  public static let carPlayInset = 8.0
  /// The Mac desktop's content margins for iPhone widgets: Apple says only that "widgets use
  /// smaller margins on the desktop on Mac"; the HIG's tight 11 pt is used (UNCONFIRMED).
  public static let macDesktopContentMargin = 11.0

  /// The presentations of a device on `platform` with a portrait `screen` in points.
  public static func standard(platform: Platform, screen: Size?) -> [WidgetPresentation] {
    guard platform == .iOS, let screen else { return [] }
    // StandBy's screen is the phone on its side: the portrait height across.
    let landscape = Size(width: screen.height, height: screen.width)
    let standByScreen = { (monochrome: RGBAColor?) in
      WidgetPresentation.Screen(
        size: landscape, slot: Rect(x: 0, y: 0, width: landscape.width / 2, height: landscape.height),
        inset: standByInset, fill: RGBAColor(red: 0, green: 0, blue: 0), monochrome: monochrome)
    }
    let standBySource =
      "WidgetKit docs: \"two widgets side by side on a dark background … uses your systemSmall widget and scales it to fit one half of the screen\", \"smaller content margins\"; night \"uses vibrant rendering\" in \"a monochromatic red tint\" (WWDC23-10027); inset and margin UNCONFIRMED"
    return [
      WidgetPresentation(
        kind: .standBy, family: .systemSmall, renderingMode: .fullColor, colorScheme: .dark,
        contentMargin: standByContentMargin, removesBackground: true, screen: standByScreen(nil),
        source: standBySource),
      WidgetPresentation(
        kind: .standByNight, family: .systemSmall, renderingMode: .vibrant, colorScheme: .dark,
        contentMargin: standByContentMargin, removesBackground: true, screen: standByScreen(StandByNight.red),
        source: standBySource),
      WidgetPresentation(
        kind: .carPlay, family: .systemSmall, renderingMode: .fullColor, colorScheme: .dark,
        contentMargin: standByContentMargin, removesBackground: true,
        screen: WidgetPresentation.Screen(
          size: carPlayScreen,
          slot: Rect(x: 0, y: 0, width: carPlayScreen.height, height: carPlayScreen.height),
          inset: carPlayInset, fill: RGBAColor(red: 0, green: 0, blue: 0), scale: carPlayScale),
        source:
          "WidgetKit docs: \"Widgets appear in one or more stacks to the left of the CarPlay Home Screen, in full color and with the background removed\"; HIG: \"the small system family widget with the background removed and scaled up to best fit the grid\"; screen 800 × 480 px @2x (CarPlay Simulator); one stack as wide as the screen is tall, its inset, the margins, the dark scheme and black fill UNCONFIRMED"
      ),
      WidgetPresentation(
        kind: .macDesktop, family: nil, renderingMode: .fullColor, colorScheme: nil,
        contentMargin: macDesktopContentMargin, removesBackground: false, screen: nil,
        source:
          "Apple: iPhone widgets on a Mac desktop render \"using iOS font metrics\" (Preparing widgets for additional platforms); HIG (2025): \"the widget uses rich, full colors when people interact with it\"; the iPhone's sizes and the 11 pt margins UNCONFIRMED"
      ),
      WidgetPresentation(
        kind: .macDesktopReceded, family: nil, renderingMode: .vibrant, colorScheme: nil,
        contentMargin: macDesktopContentMargin, removesBackground: true, screen: nil,
        source:
          "HIG (2025): \"When people interact with apps instead, the widget uses vibrancy and a blurred background to recede\"; the vibrant mode (the current HIG table: Mac desktop vibrant), sizes and margins UNCONFIRMED"
      ),
    ]
  }
}
