#if !canImport(Darwin)
  /// A localizable string (Foundation's `LocalizedStringResource`, which Linux lacks). Tintype has
  /// no string tables, so the resource is its key.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// The key.
    public let key: String
    /// A resource from a key.
    public init(_ key: String) { self.key = key }
    /// A resource from a literal key.
    public init(stringLiteral value: String) { key = value }
    public var description: String { key }
  }
#endif

/// An action the system performs for a widget's button or toggle (the App Intents `AppIntent`).
/// Tintype never performs intents; it records their type and parameters with the tap target.
public protocol AppIntent {
  /// The intent's name.
  static var title: LocalizedStringResource { get }
  /// The result `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// An intent with default parameters.
  init()
  /// Performs the intent (not called by Tintype).
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// Intents that only configure a widget need not perform anything.
  public func perform() async throws -> some IntentResult { _IntentResultValue() }
}

/// An intent that configures a widget (`WidgetConfigurationIntent`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// What performing an intent produces.
public protocol IntentResult {}

/// The plain result of an intent.
public struct _IntentResultValue: IntentResult {
  /// The empty result.
  public init() {}
}

extension IntentResult where Self == _IntentResultValue {
  /// A result with nothing in it.
  public static func result() -> Self { _IntentResultValue() }
}

/// A description shown for an intent (`IntentDescription`).
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The description's text.
  public let text: String
  /// A description with `text`.
  public init(_ text: String) { self.text = text }
  /// A description from a literal.
  public init(stringLiteral value: String) { text = value }
}

/// An intent that sets a value, such as a toggle's (the App Intents `SetValueIntent`).
public protocol SetValueIntent: AppIntent {
  /// The type of the value set.
  associatedtype ValueType
  /// The value to set.
  var value: ValueType { get set }
}

/// A parameter of an intent (the App Intents `@Parameter`).
///
/// Its value lives in a shared box, as in App Intents, where the wrapper holds an `IntentParameter`
/// class: copies of an intent share their parameters, and the system (here: archiving) can fill in
/// defaults on an intent it was handed.
@propertyWrapper
public struct Parameter<Value> {
  /// The parameter's title.
  public let title: LocalizedStringResource
  // The box holds an optional so that a required parameter can exist before it is set, as in App
  // Intents, where `init()` leaves it empty and the system or a memberwise-style `init` fills it in.
  private let box: ParameterBox<Value>

  /// The current value. Reading a required parameter that was never set is a programming error,
  /// as it is in App Intents.
  public var wrappedValue: Value {
    get {
      guard let value = box.value else {
        fatalError("the intent parameter \"\(title)\" was read before it was set")
      }
      return value
    }
    nonmutating set { box.value = newValue }
  }

  /// A parameter with a default value.
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    box = ParameterBox(wrappedValue)
  }

  /// A parameter without a default. An optional one starts as `nil`; a required one must be set
  /// in the intent's initializer.
  public init(title: LocalizedStringResource) {
    self.title = title
    // One initializer for both, as in App Intents: a `where Value == Wrapped?` overload would lose
    // to this one in overload resolution and never be called.
    box = ParameterBox(
      (Value.self as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as! Value })
  }

  /// A parameter with a `default:` value.
  public init(title: LocalizedStringResource, default value: Value) {
    self.title = title
    box = ParameterBox(value)
  }

  /// The parameter itself (`$name`), as App Intents' `IntentParameter` is reached.
  public var projectedValue: Parameter<Value> { self }

  /// The value, or `nil` for a required parameter that was never set.
  var archivedValue: Any? { box.value }
}

/// Where a parameter's value lives.
final class ParameterBox<Value> {
  var value: Value?
  init(_ value: Value?) { self.value = value }
}

/// Lets archiving read a parameter's value without knowing its type.
protocol ArchivableParameter {
  var archivedValue: Any? { get }
}

extension Parameter: ArchivableParameter {}

extension IntentValue {
  /// Records an intent's type and the values of its `@Parameter` and stored properties.
  init<I: AppIntent>(archiving intent: I) {
    var parameters = JSONObject()
    for child in Mirror(reflecting: intent).children {
      guard var name = child.label else { continue }
      if name.hasPrefix("_") { name.removeFirst() }
      var value: Any? = child.value
      if let parameter = child.value as? any ArchivableParameter { value = parameter.archivedValue }
      parameters[name] = value.map(IntentValue.json) ?? .null
    }
    self.init(type: String(describing: I.self), parameters: parameters)
  }

  private static func json(_ value: Any) -> JSONValue {
    switch value {
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .number(Double(number))
    case let number as Double: return .number(number)
    case let string as String: return .string(string)
    case let date as Date: return .string(ArchiveDateFormat.format(date))
    case let url as URL: return .string(url.absoluteString)
    // App Intents pass entities by identifier; the identifier is what the intent carries.
    case let entity as any AppEntity: return json(entity.id)
    // An enum parameter is its case's raw value, as App Intents stores it.
    case let choice as any AppEnum: return json(choice.rawValue)
    default:
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        return mirror.children.first.map { json($0.value) } ?? .null
      }
      return .string(String(describing: value))
    }
  }
}
