import TintypeCore

/// The Live Activities an extension's widgets declare, by their attributes' type: each
/// `ActivityConfiguration` is noted here when it is made. The preview registry makes every widget it
/// finds before any preview is archived, so a `PreviewProvider` that shows an activity by its
/// attributes alone (`attributes.previewContext(state, viewKind:)`) finds the widget that draws it.
final class ActivityConfigurations: @unchecked Sendable {
  static let shared = ActivityConfigurations()
  private let lock = Lock()
  private var configurations: [ObjectIdentifier: Any] = [:]

  func note<A: ActivityAttributes>(_ configuration: ActivityConfiguration<A>) {
    lock.withLock { configurations[ObjectIdentifier(A.self)] = configuration }
  }

  func configuration<A: ActivityAttributes>(for type: A.Type) -> ActivityConfiguration<A>? {
    lock.withLock { configurations[ObjectIdentifier(type)] as? ActivityConfiguration<A> }
  }
}

extension ActivityAttributes {
  /// A preview of the Live Activity these attributes start, in `contentState`, shown as `viewKind`
  /// (the Lock Screen banner or a Dynamic Island presentation) in the system's chrome at its own size:
  /// the `PreviewProvider` form of `#Preview(_:as:using:)`. The activity is drawn by the extension's
  /// `ActivityConfiguration` for this attributes type; without one the preview says so.
  public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
    ActivityPreviewContext(attributes: self, state: contentState, kind: viewKind)
  }
}

/// A Live Activity preview named by its attributes and content state.
struct ActivityPreviewContext<Attributes: ActivityAttributes>: View {
  let attributes: Attributes
  let state: Attributes.ContentState
  let kind: ActivityPreviewViewKind

  var body: some View {
    if let configuration = ActivityConfigurations.shared.configuration(for: Attributes.self) {
      // An iPhone 17 Pro's screen, as `#Preview(_:as:using:)` uses when the environment names none.
      ActivityViews(configuration, context: ActivityViewContext(attributes: attributes, state: state))
        .view(ActivityPresentation(kind), geometry: ActivityGeometry(screenWidth: 402))
    } else {
      Text(
        "No ActivityConfiguration for \(String(describing: Attributes.self)) among the extension's widgets")
    }
  }
}
