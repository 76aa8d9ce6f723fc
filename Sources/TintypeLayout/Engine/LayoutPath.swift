/// How a view's `path` in the layout JSON is formed from its place in the tree.
///
/// - The widget's content view is `"0"` (several content views: `"0"`, `"1"`, …); the container
///   background is `"background"`.
/// - A stack's, ZStack's or ViewThatFits' children append their index: `"0.1.2"` is the third child
///   of the second child of the root.
/// - A view given to a modifier appends a letter and the modifier's ordinal among that view's
///   modifiers of the same kind: `"0.1.b0"` is the first `background` view of `"0.1"`, `"0.1.o1"`
///   its second `overlay` view, `"0.1.m0"` its `mask`. Ordinals per kind keep a path stable when
///   the resolver adds unrelated modifiers (effects) to the list.
public enum LayoutPath {
  /// The path of the container background view.
  public static let containerBackground = "background"

  /// The path of the content view at `index` among the widget's content views.
  public static func root(_ index: Int) -> String { String(index) }

  /// The path of child `index` of the view at `parent`.
  public static func child(_ index: Int, of parent: String) -> String { "\(parent).\(index)" }

  /// The kinds of view a modifier can carry.
  enum SecondaryKind: String {
    case background = "b"
    case overlay = "o"
    case mask = "m"
  }

  /// Counts a view's secondary views of each kind, to number them.
  struct SecondaryOrdinals {
    private var counts: [SecondaryKind: Int] = [:]

    /// The path of the next `kind` view of the view at `parent`.
    mutating func next(_ kind: SecondaryKind, of parent: String) -> String {
      let ordinal = counts[kind, default: 0]
      counts[kind] = ordinal + 1
      return "\(parent).\(kind.rawValue)\(ordinal)"
    }
  }
}
