/// Whether a view's contents mirror in a layout direction (SwiftUI's `LayoutDirectionBehavior`, and
/// what `flipsForRightToLeftLayoutDirection(_:)` sets).
///
/// SwiftUI places views right to left by itself in a right-to-left layout, but draws each view's
/// contents as they are; a view that means a direction (a back chevron, a progress arrow, a custom
/// shape) mirrors its contents with this. Mirroring is the view's drawing reflected about the vertical
/// line through its centre, which is `scaleEffect(x: -1, anchor: .center)`: the frame stays where
/// layout put it.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrors.
  case fixed
  /// Mirrors when the layout direction is `direction`.
  case mirrors(in: LayoutDirection)

  /// Mirrors when the layout direction is right to left.
  public static let mirrors = LayoutDirectionBehavior.mirrors(in: .rightToLeft)
}

/// `layoutDirectionBehavior(_:)` and `flipsForRightToLeftLayoutDirection(_:)`, archived:
/// `{"layoutDirectionBehavior": "fixed"}`, `"mirrors"` (in right to left) or
/// `{"mirrorsIn": "leftToRight"}`.
public struct LayoutDirectionBehaviorModifier: CompositeModifierKind {
  /// The behaviour.
  public var behavior: LayoutDirectionBehavior

  /// The modifier for `behavior`.
  public init(_ behavior: LayoutDirectionBehavior) { self.behavior = behavior }

  public static let name = "layoutDirectionBehavior"
  public static let paintCost = PaintCost.none
  public static let schema = ##"""
    {
      "description": "Whether the view's contents mirror: never (\"fixed\"), in right to left (\"mirrors\"), or in the direction given.",
      "oneOf": [
        {"enum": ["fixed", "mirrors"]},
        {
          "type": "object",
          "properties": {"mirrorsIn": {"enum": ["leftToRight", "rightToLeft"]}},
          "required": ["mirrorsIn"],
          "additionalProperties": false
        }
      ]
    }
    """##

  public init(from reader: JSONReader) throws {
    if case .string(let name) = reader.value {
      switch name {
      case "fixed": self.init(.fixed)
      case "mirrors": self.init(.mirrors)
      default: throw reader.mismatch("\"fixed\", \"mirrors\" or {\"mirrorsIn\": direction}")
      }
      return
    }
    let object = try reader.fields(["mirrorsIn"])
    self.init(.mirrors(in: try object.required("mirrorsIn").decode()))
  }

  public var archiveJSON: JSONValue {
    switch behavior {
    case .fixed: return .string("fixed")
    case .mirrors(in: .rightToLeft): return .string("mirrors")
    case .mirrors(in: let direction): return ["mirrorsIn": direction.archiveJSON]
    }
  }

  public func lowered(in environment: CompositeModifierEnvironment) -> [ViewModifierValue] {
    guard case .mirrors(in: let direction) = behavior, direction == environment.layoutDirection else {
      return []
    }
    return [.scaleEffect(x: -1, y: 1, anchor: .center)]
  }
}
