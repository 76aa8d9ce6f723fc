/// Several widgets shipped together (WidgetKit's `WidgetBundle`), as an extension's `@main` declares
/// them:
///
/// ```swift
/// struct BookClubWidgets: WidgetBundle {
///   var body: some Widget {
///     ReadingGoalsWidget()
///     ReadingLogWidget()
///   }
/// }
/// ```
///
/// `ViewArchive.archives(bundle:)` archives every widget of it, in order.
public protocol WidgetBundle {
  associatedtype Body: Widget
  /// The bundle.
  init()
  /// The widgets.
  @WidgetBundleBuilder var body: Self.Body { get }
}

/// Builds a bundle's widgets from the statements of its `body`, `if` and `if #available` included.
@resultBuilder
public enum WidgetBundleBuilder {
  /// A widget, as written.
  public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

  /// A control (`ControlWidget`) in the bundle: no Home Screen widget; render it with
  /// `ControlRenderer`.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> ControlWidgetMember<C> {
    ControlWidgetMember()
  }

  /// The widgets in order.
  public static func buildBlock<each Member: Widget>(_ member: repeat each Member) -> WidgetGroup<
    repeat each Member
  > {
    WidgetGroup(repeat each member)
  }

  /// The widgets of an `if` without `else`, when its condition holds.
  public static func buildOptional<Wrapped: Widget>(_ wrapped: Wrapped?) -> OptionalWidget<Wrapped> {
    OptionalWidget(wrapped)
  }

  /// The widgets of an `if` branch.
  public static func buildEither<First: Widget, Second: Widget>(first: First) -> EitherWidget<First, Second> {
    EitherWidget(.first(first))
  }

  /// The widgets of an `else` branch.
  public static func buildEither<First: Widget, Second: Widget>(second: Second) -> EitherWidget<First, Second>
  {
    EitherWidget(.second(second))
  }

  /// The widgets inside `if #available`.
  public static func buildLimitedAvailability<Wrapped: Widget>(_ wrapped: Wrapped) -> Wrapped { wrapped }
}

/// The widgets listed in a bundle's body.
public struct WidgetGroup<each Member: Widget>: Widget {
  let members: (repeat each Member)

  /// Every member, each made with its own `init()`.
  public init() { members = (repeat (each Member)()) }

  init(_ member: repeat each Member) { members = (repeat each member) }

  /// The members' widgets, in order.
  public var body: WidgetBundleConfiguration {
    var definitions: [WidgetDefinition] = []
    for member in repeat each members { definitions += member.body.definitions }
    return WidgetBundleConfiguration(definitions: definitions)
  }
}

/// The widgets of an `if` in a bundle: none when its condition did not hold.
public struct OptionalWidget<Wrapped: Widget>: Widget {
  let wrapped: Wrapped?

  /// The wrapped widgets, present.
  public init() { wrapped = Wrapped() }

  init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

  /// The wrapped widgets, or none.
  public var body: WidgetBundleConfiguration {
    WidgetBundleConfiguration(definitions: wrapped?.body.definitions ?? [])
  }
}

/// The widgets of an `if`/`else` in a bundle: one branch's.
public struct EitherWidget<First: Widget, Second: Widget>: Widget {
  enum Branch {
    case first(First)
    case second(Second)
  }
  let branch: Branch

  /// The first branch.
  public init() { branch = .first(First()) }

  init(_ branch: Branch) { self.branch = branch }

  /// The chosen branch's widgets.
  public var body: WidgetBundleConfiguration {
    switch branch {
    case .first(let widget): WidgetBundleConfiguration(definitions: widget.body.definitions)
    case .second(let widget): WidgetBundleConfiguration(definitions: widget.body.definitions)
    }
  }
}

/// The configurations of several widgets together.
public struct WidgetBundleConfiguration: WidgetConfiguration {
  /// What archiving needs to know about each widget, in order.
  public let definitions: [WidgetDefinition]
}

/// A control listed in a bundle: it adds no widget to the bundle's list.
public struct ControlWidgetMember<Control: ControlWidget>: Widget {
  /// The member.
  public init() {}

  /// No widgets.
  public var body: WidgetBundleConfiguration { WidgetBundleConfiguration(definitions: []) }
}
