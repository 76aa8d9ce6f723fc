import TintypeCore

/// Every value in the catalog that no source confirms, in one place so a measurement can replace
/// it in one edit. Specs that use one of these list the field in `FamilySpec.unconfirmed`.
///
/// Sources are cited against `docs/spec/widgetkit-facts.md` (§1.7) and `docs/spec/rendering-modes.md` (§8 and
/// the model at its end); "GUESS" marks a value stated by no source at all.
public enum UnconfirmedGeometry {
  /// UNCONFIRMED. Corner radius of iPhone system widgets, continuous corners. Apple documents no
  /// value; a third-party app tuned 22 pt "to look close to iOS" without measuring it.
  public static let iPhoneCornerRadius: Double = 22

  /// UNCONFIRMED. Corner radius of iPad system widgets (canvas points), continuous corners; same
  /// third-party tuning as `iPhoneCornerRadius`.
  public static let iPadCornerRadius: Double = 24

  /// GUESS. Corner radius of visionOS widgets. visionOS widget sizes equal the iPhone 393-point
  /// row (158, 338×158, 338×354), so the iPhone radius is reused.
  public static let visionCornerRadius: Double = iPhoneCornerRadius

  /// GUESS. Default content margins of accessory families (Lock Screen, watch). Apple says only
  /// that the Lock Screen uses "smaller margins"; no number is published.
  public static let accessoryContentMargins = EdgeInsets.zero

  /// GUESS. Default content margins of visionOS widgets: the HIG's "16 points for most widgets",
  /// which is stated for widgets in general, not for visionOS.
  public static let visionContentMargins = EdgeInsets(all: 16)

  /// A CHOICE, not a fact: visionOS widgets have no fixed pixel density (people scale them 75–125 %
  /// and walk up to them), so renders use 2 pixels per point.
  public static let visionScale: Double = 2
}
