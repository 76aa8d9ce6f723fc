import Tintype

/// The names of what a gallery writes beside its renders: the context shots and the layout dumps.
extension Gallery {
  /// The context shots' file names in a widget's folder, with what each shows.
  static let contextShots: [(file: String, title: String)] =
    [
      (homeScreenFile, "On the Home Screen"), (lockScreenFile, "On the Lock Screen"),
      (islandFile, "At the top of the screen"), (watchFaceFile, "On a watch face"),
    ] + WidgetPresentation.Kind.allCases.map { (presentationFile($0), presentationTitle($0)) }
  static let contextShotFiles = contextShots.map(\.file)
  static let homeScreenFile = "home-screen.png"
  static let lockScreenFile = "lock-screen.png"
  static let islandFile = "island.png"
  static let watchFaceFile = "watch-face.png"

  /// A presentation's context shot in a widget's folder: `standby.png`, `standby-night.png`,
  /// `carplay.png`, `mac-desktop.png`, `mac-desktop-receded.png`.
  static func presentationFile(_ kind: WidgetPresentation.Kind) -> String {
    switch kind {
    case .standBy: "standby.png"
    case .standByNight: "standby-night.png"
    case .carPlay: "carplay.png"
    case .macDesktop: "mac-desktop.png"
    case .macDesktopReceded: "mac-desktop-receded.png"
    }
  }

  private static func presentationTitle(_ kind: WidgetPresentation.Kind) -> String {
    switch kind {
    case .standBy: "In StandBy"
    case .standByNight: "In StandBy at night"
    case .carPlay: "In CarPlay"
    case .macDesktop: "On the Mac desktop"
    case .macDesktopReceded: "On the Mac desktop, behind windows"
    }
  }

  /// The layout dump's name beside a render's.
  static func layoutFile(_ pngName: String) -> String {
    String(pngName.dropLast(".png".count)) + ".layout.json"
  }
}
