import TintypeCore

/// The citations and generation labels the catalog's tables attach to their sizes. Section
/// numbers refer to `docs/spec/widgetkit-facts.md`.
enum CatalogSources {
  // Generations: which OS the sizes were published or measured for.
  static let iOS26Measured = "iOS 26+ measured"
  static let iOS18HIG = "iOS 18 HIG"
  static let iPadOSHIG = "iPadOS HIG"
  static let watchOSHIG = "watchOS HIG (Jan 2025)"
  static let visionOSHIG = "visionOS 26 HIG"

  static let iPhoneHIG =
    "Apple HIG Widgets, iOS dimensions (§1.1); FrameUp: these match iOS 18 and earlier only"
  static let iPhoneMeasured =
    "FrameUp Measurements/README.md, measured on iOS 26.5 and 27.0 (§1.2); "
    + "third-party, not published by Apple"
  static let iPhonePortraitMeasured =
    "FrameUp Measurements/README.md, measured on iOS 27.0 (§1.2); "
    + "Apple publishes no iPhone size for this family"
  static let iPhoneSpotCheck =
    "FrameUp spot check on iOS 18.6 (§1.1): no HIG row for this screen; "
    + "frames equal the nearest-width HIG row"

  /// The iPad canvas size, with the smaller size the system scales it down to on the Home Screen.
  static func iPadCanvas(device: Size, factor: Double) -> String {
    "Apple HIG Widgets, iPadOS dimensions (§1.3): canvas (layout) size; shown at \(device) pt on the "
      + "device, i.e. scaled down by \(Size.format(factor))"
  }
  static let iPadUnchangedNote =
    "FrameUp measured the same frames on iPadOS 26.5 and 27.0, with displaySize reporting the canvas (§1.3)."
  static let iPadLockScreenMeasured =
    "FrameUp measurement of the iPad Lock Screen (§1.3); Apple publishes no iPad accessory sizes"

  static let watchSmartStack =
    "Apple HIG Widgets, watchOS dimensions: Smart Stack, corrected Jan 17 2025 (§1.5)"
  static let watchCircularProxy =
    "UNCONFIRMED (§1.5): no source gives the full frame; "
    + "stand-in is the HIG Complications circular image size, which the system masks to a circle"
  static let watchCornerProxy =
    "UNCONFIRMED (§1.5): no source gives the full frame; "
    + "stand-in is the HIG Complications corner circular image size (corner content is clipped to a circle)"

  static let visionHIG = "Apple HIG Widgets, visionOS dimensions (§1.4); people can scale widgets 75–125 %"
}
