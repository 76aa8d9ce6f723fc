// On Linux, the `#Preview` macro: Apple declares it in DeveloperToolsSupport, which SwiftUI and
// WidgetKit re-export, and so do Tintype's modules of those names.
//
// This module is compiled with its warnings off, and holds nothing but these declarations, because
// of one warning: the compiler cannot find the macro's plugin when it compiles the declarations
// (the plugin is loaded only where previews are written, `-load-plugin-library` in the extension's
// target), and says so once per declaration in every build of every package that depends on
// Tintype — noise that hid real warnings. Macro *uses* are checked where they are written.
import TintypeUI

/// The `#Preview` macro in the forms widget code writes, with SwiftUI's and WidgetKit's signatures.
/// Its implementation is a compiler plugin (`Sources/TintypePreviewMacros`), loaded with
/// `-load-plugin-library`: the compiler type-checks each preview's closures against these
/// signatures, so previews compile and report their errors as they do in Xcode, and each expands into
/// a function that makes its `PreviewCase` (with `PreviewCase.make`, which has an overload per form),
/// which the registry the build writes calls (`PreviewRegistryPlugin`).

/// A preview of a view: `#Preview { MyView() }`, `#Preview("Name", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) =
  #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A widget preview over a timeline: `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`.
@freestanding(declaration)
public macro Preview<W: Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A configurable widget's preview over a timeline, with its intent:
/// `#Preview(as: .systemSmall, using: MyIntent()) { MyWidget() } timeline: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, I: AppIntent>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A widget preview whose entries come from a provider: `… widget: { } timelineProvider: { Provider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A configurable widget's preview whose entries come from its provider, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: AppIntent, P: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A SiriKit-configured widget's preview over a timeline, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: INIntent>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  @PreviewTimelineBuilder timeline: @escaping () -> [any TimelineEntry]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A SiriKit-configured widget's preview whose entries come from its provider, with its intent.
@freestanding(declaration)
public macro Preview<W: Widget, I: INIntent, P: IntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: I, widget: @escaping () -> W,
  timelineProvider: @escaping () -> P
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")

/// A Live Activity's preview over content states:
/// `#Preview("Lock Screen", as: .content, using: Attributes.preview) { MyActivity() } contentStates: { … }`.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> W,
  @ActivityContentStateBuilder contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "TintypePreviewMacros", type: "PreviewMacro")
