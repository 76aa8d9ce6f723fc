/// A configuration a watch offers for an App Intent widget, which has no editing screen there
/// (WidgetKit's `AppIntentRecommendation`, returned by `recommendations()`).
///
/// A render is given its intent (`#Preview(as:using:)`, `tintype render`), so Tintype draws no
/// recommendation by itself; they are kept so that watch widget code compiles and can be read back.
public struct AppIntentRecommendation<Intent: AppIntent> {
  /// The configured intent.
  public let intent: Intent
  /// What the watch shows for it in its list of configurations.
  public let description: Text

  /// A recommendation described by a localizable string.
  public init(intent: Intent, description: LocalizedStringResource) {
    self.intent = intent
    self.description = Text(description)
  }

  /// A recommendation described by a text.
  public init(intent: Intent, description: Text) {
    self.intent = intent
    self.description = description
  }
}

extension AppIntentTimelineProvider {
  /// The watch's configurations of the widget: none unless the provider lists some, as in WidgetKit.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
