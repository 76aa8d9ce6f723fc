/// The state wrappers widget views are written with. A widget is rendered, never run: nothing taps
/// it or changes it between renders, so each wrapper holds the value it was created with, and a
/// write (which widget code on iOS may compile but never perform) is kept for the rest of that
/// evaluation only.

/// A value a view owns (SwiftUI's `@State`): its initial value.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
  /// State starting at `initialValue` (`State(initialValue:)`).
  public init(initialValue: Value) { box = StateBox(initialValue) }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value (`$state`).
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// A value a child view reads and writes through its parent (`@Binding`) is `Binding` itself; this
/// is the storage the state wrappers share.
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// An object whose changes views observe (Combine's `ObservableObject`, which SwiftUI re-exports).
/// Nothing observes it here: a widget renders once per entry.
public protocol ObservableObject: AnyObject {}

/// A property of an observable object that publishes its changes (`@Published`): its value.
@propertyWrapper
public struct Published<Value> {
  /// The value.
  public var wrappedValue: Value
  /// A published value starting at `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// A published value starting at `initialValue`.
  public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// An observable object a view creates and owns (`@StateObject`).
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject> {
  private let object: ObjectType
  /// The object made by `wrappedValue`, once.
  public init(wrappedValue: @autoclosure () -> ObjectType) { object = wrappedValue() }
  /// The object.
  public var wrappedValue: ObjectType { object }
  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: object) }
  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
    Subject
  > {
    ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
  }
}

/// An observable object a view is handed (`@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType
  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object from an ancestor's `environmentObject(_:)` (`@EnvironmentObject`). A widget
/// has no ancestor that sets one; reading it is a programming error, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  /// An environment object slot.
  public init() {}
  /// The object: there is none in a widget render.
  public var wrappedValue: ObjectType {
    fatalError(
      "@EnvironmentObject \(ObjectType.self) has no object in a widget render; pass it in explicitly")
  }
}

extension View {
  /// Provides an observable object to the subtree: nothing reads it in a render.
  public func environmentObject<T: ObservableObject>(_ object: T) -> Self { self }
}
