#if !canImport(Darwin)
  /// A localizable string (Foundation's `LocalizedStringResource`, which Linux lacks). Tintype has
  /// no string tables, so the resource is its key.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key.
    public let key: String
    /// A resource from a key.
    public init(_ key: String) { self.key = key }
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
  public init() {}
}

extension IntentResult where Self == _IntentResultValue {
  /// A result with nothing in it.
  public static func result() -> Self { _IntentResultValue() }
}

/// A description shown for an intent (`IntentDescription`).
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral {
  public let text: String
  public init(_ text: String) { self.text = text }
  public init(stringLiteral value: String) { text = value }
}

/// A parameter of an intent (the App Intents `@Parameter`).
@propertyWrapper
public struct Parameter<Value> {
  /// The parameter's title.
  public let title: LocalizedStringResource
  /// The current value.
  public var wrappedValue: Value

  /// A parameter with a default value.
  public init(wrappedValue: Value, title: LocalizedStringResource) {
    self.title = title
    self.wrappedValue = wrappedValue
  }

  /// An optional parameter without a default.
  public init<Wrapped>(title: LocalizedStringResource) where Value == Wrapped? {
    self.title = title
    wrappedValue = nil
  }

  /// A parameter with a `default:` value.
  public init(title: LocalizedStringResource, default value: Value) {
    self.title = title
    wrappedValue = value
  }
}

extension IntentValue {
  /// Records an intent's type and the values of its `@Parameter` and stored properties.
  init<I: AppIntent>(archiving intent: I) {
    var parameters = JSONObject()
    for child in Mirror(reflecting: intent).children {
      guard var name = child.label else { continue }
      if name.hasPrefix("_") { name.removeFirst() }
      var value = child.value
      if let mirror = Mirror(reflecting: value).children.first(where: { $0.label == "wrappedValue" }) {
        value = mirror.value
      }
      parameters[name] = IntentValue.json(value)
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
    default:
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        return mirror.children.first.map { json($0.value) } ?? .null
      }
      return .string(String(describing: value))
    }
  }
}
