import Foundation
import TintypeCore

/// What a view is, before its modifiers: one case per SwiftUI primitive the archive knows.
public indirect enum ViewContent: Hashable, Sendable {
  case text(TextContent)
  case image(ImageValue)
  case color(ColorValue)
  case gradient(GradientValue)
  /// A shape view: its geometry and how it is painted.
  case shape(ShapeValue, paint: ShapePaint)
  case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
  case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
  case zStack(alignment: Alignment, children: [ViewNode])
  /// Children laid out by the parent as if they were its own (SwiftUI's `Group`, `ForEach`).
  case group([ViewNode])
  case spacer(minLength: Double?)
  case divider
  /// A container that takes all the space offered and places its content at its top-leading corner
  /// (SwiftUI's `GeometryReader`). The content was archived at the size a layout gave reader `id`
  /// (see `ArchiveEnvironment.geometryReaderFrames`); `id` numbers the readers of one archive.
  case geometryReader(id: Int, children: [ViewNode])
  /// The first child that fits the proposed size on the given axes.
  case viewThatFits(axes: Axis.Set, children: [ViewNode])
  /// Rows of cells in shared columns (SwiftUI's `Grid`): each `GridRow` child is a row; any other
  /// child spans every column.
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, children: [ViewNode])
  /// One row of a `Grid`; `alignment` overrides the grid's vertical alignment for its cells.
  case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
  /// Items filling the declared tracks in order (SwiftUI's `LazyVGrid` and `LazyHGrid`).
  case lazyGrid(LazyGridValue, children: [ViewNode])
  case gauge(GaugeValue)
  case progressView(ProgressValue)
  case label(title: ViewNode, icon: ViewNode)
  /// A link: its label is drawn; the destination becomes a tap target.
  case link(destination: String, label: ViewNode)
  case button(ButtonValue)
  case toggle(ToggleValue)
  case canvas(CanvasValue)
  /// A Swift Charts `Chart`: marks and data, drawn by the chart stage.
  case chart(ChartValue)
  /// The system's adaptive backdrop for accessory widgets.
  case accessoryWidgetBackground
  /// Nothing (SwiftUI's `EmptyView`, a `nil` optional).
  case empty
  /// A choice made at render time by the widget family; `fallback` when no case matches.
  case familySwitch(cases: [WidgetFamily: ViewNode], fallback: ViewNode?)
  /// A choice made at render time by the rendering mode.
  case renderingModeSwitch(cases: [WidgetRenderingMode: ViewNode], fallback: ViewNode?)
  /// A choice made at render time by the colour scheme.
  case colorSchemeSwitch(cases: [ColorScheme: ViewNode], fallback: ViewNode?)

  /// The JSON `type` of this content.
  public var typeName: String {
    switch self {
    case .text: return "Text"
    case .image: return "Image"
    case .color: return "Color"
    case .gradient(let gradient):
      switch gradient.geometry {
      case .linear: return "LinearGradient"
      case .radial: return "RadialGradient"
      case .angular: return "AngularGradient"
      case .elliptical: return "EllipticalGradient"
      }
    case .shape(let shape, _): return shape.typeName
    case .vStack: return "VStack"
    case .hStack: return "HStack"
    case .zStack: return "ZStack"
    case .geometryReader: return "GeometryReader"
    case .group: return "Group"
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .viewThatFits: return "ViewThatFits"
    case .grid: return "Grid"
    case .gridRow: return "GridRow"
    case .lazyGrid(let grid, _): return grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .gauge: return "Gauge"
    case .progressView: return "ProgressView"
    case .label: return "Label"
    case .link: return "Link"
    case .button: return "Button"
    case .toggle: return "Toggle"
    case .canvas: return "Canvas"
    case .chart: return "Chart"
    case .accessoryWidgetBackground: return "AccessoryWidgetBackground"
    case .empty: return "EmptyView"
    case .familySwitch: return "FamilySwitch"
    case .renderingModeSwitch: return "RenderingModeSwitch"
    case .colorSchemeSwitch: return "ColorSchemeSwitch"
    }
  }

  /// The schema definition (`#/$defs/<Type>`) of each view type, as its codec describes it, in the
  /// codecs' order.
  public static func schemaDefinitions() throws -> [(type: String, definition: JSONValue)] {
    try ViewCodec.all.flatMap(\.schemas).map { type, fragment in
      do {
        return (type, try JSONParser.parse(Array(fragment.utf8)))
      } catch {
        throw ArchiveError(path: .root, "the schema definition of \(type): \(error)")
      }
    }
  }

  /// Every view type the archive reads, in the order the schema and the documentation list them:
  /// each codec's types that have a schema definition (a Live Activity's island parts are read only
  /// to say where they belong).
  public static let typeNames = ViewCodec.all.flatMap { $0.schemas.map(\.type) }

  /// The child views this content holds directly (stack children, labels, switch cases).
  public var children: [ViewNode] {
    switch self {
    case .text(.concatenation(let parts)): return parts
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children): return children
    case .group(let children), .viewThatFits(_, let children), .geometryReader(_, let children):
      return children
    case .grid(_, _, _, let children), .gridRow(_, let children), .lazyGrid(_, let children): return children
    case .gauge(let gauge):
      return [gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel, gauge.maximumValueLabel]
        .compactMap { $0 }
    case .progressView(let progress): return [progress.label, progress.currentValueLabel].compactMap { $0 }
    case .label(let title, let icon): return [title, icon]
    case .link(_, let label): return [label]
    case .button(let button): return [button.label]
    case .toggle(let toggle): return [toggle.label]
    case .familySwitch(let cases, let fallback):
      return WidgetFamily.allCases.compactMap { cases[$0] } + [fallback].compactMap { $0 }
    case .renderingModeSwitch(let cases, let fallback):
      return WidgetRenderingMode.allCases.compactMap { cases[$0] } + [fallback].compactMap { $0 }
    case .colorSchemeSwitch(let cases, let fallback):
      return ColorScheme.allCases.compactMap { cases[$0] } + [fallback].compactMap { $0 }
    default: return []
    }
  }
}

/// The text of a `Text` view.
public enum TextContent: Hashable, Sendable {
  /// Literal text (localized keys are resolved to their text when archived).
  case verbatim(String)
  /// A date shown in a style relative to the render date (`Text(date, style:)`).
  case date(Date, style: TextDateStyle)
  /// A date range (`Text(start...end)`).
  case dateRange(from: Date, to: Date)
  /// A live timer (`Text(timerInterval:pauseTime:countsDown:showsHours:)`).
  case timer(TimerValue)
  /// Several texts joined (`Text + Text`), each with its own text modifiers.
  case concatenation([ViewNode])
}

/// A timer interval as `Text(timerInterval:)` and `ProgressView(timerInterval:)` take it.
public struct TimerValue: Hashable, Sendable {
  /// When the interval starts.
  public var start: Date
  /// When the interval ends.
  public var end: Date
  /// The moment the timer stops moving; `nil` for a timer that runs to the end.
  public var pauseTime: Date?
  /// Whether the timer shows the time left (`true`) or the time elapsed.
  public var countsDown: Bool
  /// Whether an hour or more shows as hours; without them, minutes run past 59 ("75:00").
  public var showsHours: Bool

  /// A timer over `start...end`.
  public init(
    start: Date, end: Date, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    self.start = start
    self.end = end
    self.pauseTime = pauseTime
    self.countsDown = countsDown
    self.showsHours = showsHours
  }
}

/// An `Image`: where its pixels come from and how it is drawn.
public struct ImageValue: Hashable, Sendable {
  /// Where the pixels come from.
  public enum Source: Hashable, Sendable {
    /// A PNG in the asset folders, by name (`Image("cover")`).
    case named(String)
    /// An SF Symbol name (`Image(systemName:)`); drawn from the symbol set the renderer has.
    case system(String)
    /// A PNG or JPEG carried in the archive (`Image(uiImage: UIImage(data: …)!)`).
    case data(ImageData)
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: String, ArchiveEnum {
    case stretch, tile
  }

  /// Image rendering mode (`Image.TemplateRenderingMode`).
  public enum TemplateRenderingMode: String, ArchiveEnum {
    case original, template
  }

  /// Resampling quality (`Image.Interpolation`).
  public enum Interpolation: String, ArchiveEnum {
    case none, low, medium, high
  }

  /// Where the pixels come from.
  public var source: Source
  /// `true` for `Image(decorative:)`: the image has no accessibility label.
  public var decorative: Bool
  /// Set by `resizable(capInsets:resizingMode:)`; `nil` keeps the image at its own size.
  public var resizable: (capInsets: EdgeInsets, mode: ResizingMode)? {
    get { resizableMode.map { (resizableInsets ?? EdgeInsets(), $0) } }
    set {
      resizableMode = newValue?.mode
      resizableInsets = newValue?.capInsets
    }
  }
  private var resizableMode: ResizingMode?
  private var resizableInsets: EdgeInsets?
  /// Original colours, or a template in the foreground style; `nil` keeps the image's own mode.
  public var renderingMode: TemplateRenderingMode?
  /// The resampling quality when the image is scaled; `nil` is the default.
  public var interpolation: Interpolation?
  /// Whether scaled edges are antialiased; `nil` is the default.
  public var antialiased: Bool?

  /// An image from `source`.
  public init(
    source: Source, decorative: Bool = false, resizable: (capInsets: EdgeInsets, mode: ResizingMode)? = nil,
    renderingMode: TemplateRenderingMode? = nil, interpolation: Interpolation? = nil, antialiased: Bool? = nil
  ) {
    self.source = source
    self.decorative = decorative
    self.renderingMode = renderingMode
    self.interpolation = interpolation
    self.antialiased = antialiased
    self.resizable = resizable
  }
}

/// A `Gauge`: a value in a range with optional labels.
public struct GaugeValue: Hashable, Sendable {
  /// The value shown.
  public var value: Double
  /// The value at the start of the gauge.
  public var lowerBound: Double
  /// The value at the end of the gauge.
  public var upperBound: Double
  /// What the gauge measures.
  public var label: ViewNode?
  /// The value as text.
  public var currentValueLabel: ViewNode?
  /// The label at the start of the range.
  public var minimumValueLabel: ViewNode?
  /// The label at the end of the range.
  public var maximumValueLabel: ViewNode?

  /// A gauge showing `value` in `lowerBound...upperBound`.
  public init(
    value: Double, lowerBound: Double = 0, upperBound: Double = 1, label: ViewNode? = nil,
    currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil
  ) {
    self.value = value
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }
}

/// A `ProgressView`: determinate, timer-driven or indeterminate.
public struct ProgressValue: Hashable, Sendable {
  /// What the progress shows.
  public enum Progress: Hashable, Sendable {
    /// `value` out of `total`.
    case value(Double, total: Double)
    /// Progress through a time interval, evaluated at the render date.
    case timer(TimerValue)
    /// A spinner or an animated bar; drawn in a fixed state.
    case indeterminate
  }

  /// What the progress shows.
  public var progress: Progress
  /// What the progress is of.
  public var label: ViewNode?
  /// The progress as text.
  public var currentValueLabel: ViewNode?

  /// A progress view.
  public init(progress: Progress, label: ViewNode? = nil, currentValueLabel: ViewNode? = nil) {
    self.progress = progress
    self.label = label
    self.currentValueLabel = currentValueLabel
  }
}

/// An App Intent as a button or toggle records it: its type name and parameter values. The
/// intent is never run; it is exported with the tap target.
public struct IntentValue: Hashable, Sendable {
  /// The intent's type name, as the app that handles the tap knows it.
  public var type: String
  /// The intent's parameter values, by name.
  public var parameters: JSONObject

  /// An intent of `type` with `parameters`.
  public init(type: String, parameters: JSONObject = JSONObject()) {
    self.type = type
    self.parameters = parameters
  }

  /// Hashes `type` alone: `JSONObject` is not `Hashable`, and equal intents always share a type.
  public func hash(into hasher: inout Hasher) { hasher.combine(type) }
}

/// A `Button`: its label is drawn; its intent (if any) becomes a tap target.
public struct ButtonValue: Hashable, Sendable {
  /// The intent the button runs on tap; `nil` for a closure button, which gets no tap target.
  public var intent: IntentValue?
  /// The button's role name (`destructive`, `cancel`); `nil` for none.
  public var role: String?
  /// What the button shows.
  public var label: ViewNode

  /// A button with a label.
  public init(intent: IntentValue? = nil, role: String? = nil, label: ViewNode) {
    self.intent = intent
    self.role = role
    self.label = label
  }
}

/// A `Toggle`: drawn in its recorded state; its intent becomes a tap target.
public struct ToggleValue: Hashable, Sendable {
  /// Whether the toggle is drawn on.
  public var isOn: Bool
  /// The intent the toggle runs on tap; `nil` gives no tap target.
  public var intent: IntentValue?
  /// What the toggle shows beside its switch.
  public var label: ViewNode

  /// A toggle in state `isOn`.
  public init(isOn: Bool, intent: IntentValue? = nil, label: ViewNode) {
    self.isOn = isOn
    self.intent = intent
    self.label = label
  }
}

/// A `Canvas`, as the draw commands its closure issued.
///
/// SwiftUI runs a canvas's closure with the size layout gives it, which is not known when a
/// view is archived; the archive records the commands for `recordedSize` and the renderer maps
/// them onto the laid-out frame.
public struct CanvasValue: Hashable, Sendable {
  /// One drawing command.
  public enum Command: Hashable, Sendable {
    case fill(PathValue, ShapeStyleValue, eoFill: Bool)
    case stroke(PathValue, ShapeStyleValue, Stroke)
  }

  /// The width the commands were recorded for.
  public var recordedWidth: Double
  /// The height the commands were recorded for.
  public var recordedHeight: Double
  /// The commands, in the order they were issued.
  public var commands: [Command]

  /// Commands recorded for a canvas of the given size.
  public init(recordedWidth: Double, recordedHeight: Double, commands: [Command]) {
    self.recordedWidth = recordedWidth
    self.recordedHeight = recordedHeight
    self.commands = commands
  }
}
