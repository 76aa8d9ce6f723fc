import TintypeCore

/// A problem drawn on a gallery image (`tintype gallery --lint`: the widget review's findings): a box
/// over the view it is about, labelled with its rule, and a line under the widget's matrix with the
/// rule's reason. The gallery knows no rules; whoever reviews the renders says what to draw.
public struct GalleryFinding: Sendable, Hashable {
  /// How much it matters, as the box's colour says.
  public enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  /// The rule's id (`text-contrast`).
  public var rule: String
  /// How much it matters.
  public var severity: Severity
  /// What was found, with the numbers.
  public var message: String
  /// Why the rule matters, in one line.
  public var reason: String
  /// The view's JSON path in the archive: findings of one view in several renders are one line.
  public var path: String
  /// The view's frame in points from the image's top-left corner; nil for the whole widget.
  public var frame: Rect?

  /// A finding.
  public init(
    rule: String, severity: Severity, message: String, reason: String, path: String, frame: Rect?
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.reason = reason
    self.path = path
    self.frame = frame
  }
}
