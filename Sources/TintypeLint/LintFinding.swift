import Tintype
import TintypeArchive
import TintypeCore

/// One problem a rule found, where it is: the view's JSON path in the archive, its frame in the
/// widget (points from the top-left corner), and the render it was seen in.
public struct LintFinding: Sendable, Hashable {
  /// The rule.
  public var rule: LintRule
  /// What was found, with the numbers.
  public var message: String
  /// The view's JSON path in the archive (`entries[0].views.systemSmall.children[1]`).
  public var path: String
  /// The view's frame in points, or nil for the whole widget.
  public var frame: Rect?
  /// The render it was seen in.
  public var render: LintRender

  /// A finding.
  public init(rule: LintRule, message: String, path: String, frame: Rect?, render: LintRender) {
    self.rule = rule
    self.message = message
    self.path = path
    self.frame = frame
    self.render = render
  }
}

/// Which render of a widget a finding was seen in.
public struct LintRender: Sendable, Hashable, CustomStringConvertible {
  /// The family.
  public var family: WidgetFamily
  /// The rendering mode.
  public var mode: WidgetRenderingMode
  /// The colour scheme.
  public var scheme: ColorScheme
  /// The timeline entry.
  public var entry: Int
  /// The Dynamic Type size and pseudolanguage of a stress render (`TextStress.none` otherwise).
  public var stress: TextStress

  /// A render.
  public init(
    family: WidgetFamily, mode: WidgetRenderingMode, scheme: ColorScheme, entry: Int,
    stress: TextStress = .none
  ) {
    self.family = family
    self.mode = mode
    self.scheme = scheme
    self.entry = entry
    self.stress = stress
  }

  /// `systemSmall accented dark, entry 0`, `systemSmall fullColor light, entry 0, at AX5, doubleLength`.
  public var description: String {
    "\(family.rawValue) \(mode.rawValue) \(scheme.rawValue), entry \(entry)"
      + (stress.isNone ? "" : ", at \(stress)")
  }

  /// The render's fields as JSON (the report's and SARIF's `render`): the stress only when there is one.
  var json: JSONValue {
    var object = JSONObject([
      ("family", .string(family.rawValue)), ("mode", .string(mode.rawValue)),
      ("scheme", .string(scheme.rawValue)), ("entry", .number(Double(entry))),
    ])
    if stress.dynamicTypeSize != .large { object["dynamicTypeSize"] = stress.dynamicTypeSize.archiveJSON }
    object.set("pseudoLanguage", stress.pseudoLanguage?.archiveJSON)
    return .object(object)
  }
}
