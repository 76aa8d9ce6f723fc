/// What archiving a view needs: the environment bodies see, and the size used where SwiftUI would
/// need a layout size that archiving does not have (custom `Shape` paths, `Canvas` closures).
struct ArchiveContext {
  var environment: EnvironmentValues

  /// Archives `view`: primitives archive themselves; other views are replaced by their body,
  /// evaluated with this context's environment.
  ///
  /// Primitives archive inside the environment too: `ForEach`, `ViewThatFits`, `Group` and custom
  /// containers call closures written in some body, and an `@Environment` read in one of those
  /// closures happens now, not when that body ran. SwiftUI gives such a read the environment of the
  /// view that declared it; here it is the environment where the closure's views are placed,
  /// which is the same unless an `.environment(_:_:)` override sits between the two.
  func nodes<V: View>(_ view: V) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView {
      return EnvironmentValues.$current.withValue(environment) { primitive.archiveNodes(in: self) }
    }
    let body = EnvironmentValues.$current.withValue(environment) { view.body }
    return nodes(body)
  }

  /// Archives `view` as a single node: several nodes become a `Group`, none an `EmptyView`.
  func node<V: View>(_ view: V) -> ViewNode {
    let all = nodes(view)
    switch all.count {
    case 0: return ViewNode(.empty)
    case 1: return all[0]
    default: return ViewNode(.group(all))
    }
  }

  /// Archives a view held in an existential.
  func nodes(any view: any View) -> [ViewNode] {
    func open<V: View>(_ view: V) -> [ViewNode] { nodes(view) }
    return open(view)
  }

  /// A context whose environment is changed by `update`.
  func with(_ update: (inout EnvironmentValues) -> Void) -> ArchiveContext {
    var copy = self
    update(&copy.environment)
    return copy
  }

  /// The reference rectangle in which custom shapes and canvases are recorded (see `PathValue`).
  var referenceSize: CGSize { environment.displaySize }

  /// The widget's width inside its content margins: the best guess at a grid's width before layout.
  var availableWidth: CGFloat {
    environment.displaySize.width - environment.widgetContentMargins.leading
      - environment.widgetContentMargins.trailing
  }

  /// The widget's height inside its content margins.
  var availableHeight: CGFloat {
    environment.displaySize.height - environment.widgetContentMargins.top
      - environment.widgetContentMargins.bottom
  }
}

/// `view` archived in the environment of the view being archived now: for DSL modules whose views
/// carry views of the widget's own inside their values (a chart mark's annotation).
package func archivedNode<V: View>(_ view: V) -> ViewNode {
  ArchiveContext(environment: .current).node(view)
}
