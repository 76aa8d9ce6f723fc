import Foundation

/// A value stored in user defaults (`@AppStorage`). A widget render reads the default given in the
/// code: there is no app container on the rendering machine, and a render must not depend on one.
@propertyWrapper
public struct AppStorage<Value> {
  private let box: StateBox<Value>
  /// The defaults key.
  public let key: String

  /// A stored value with its default, under `key` in `store` (which is not read).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    box = StateBox(wrappedValue)
    self.key = key
  }

  /// The value: the default from the code.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored value, `nil` by default.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}
