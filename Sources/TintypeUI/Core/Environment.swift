import Foundation
import TintypeCore
import TintypeStringCatalog

/// The values a view's body can read with `@Environment`, as SwiftUI and WidgetKit provide them
/// while a widget is archived.
public struct EnvironmentValues: Sendable {
  /// The family being archived.
  public var widgetFamily: WidgetFamily = .systemSmall
  /// The rendering mode being archived; a body that reads it is archived once per mode.
  public var widgetRenderingMode: WidgetRenderingMode = .fullColor
  /// The colour scheme; a body that reads it is archived once per scheme.
  public var colorScheme: ColorScheme = .light
  /// Whether the container background is shown in this context (false where the system removes
  /// it: vibrant, and accessory families).
  public var showsWidgetContainerBackground: Bool = true
  /// The system's content margins for this family.
  public var widgetContentMargins: EdgeInsets = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  /// Whether an Always-On display is dimmed.
  public var isLuminanceReduced: Bool = false
  /// Why content is redacted (`.placeholder` inside `redacted(reason:)`).
  public var redactionReasons: RedactionReasons = []
  /// The locale used to format values.
  public var locale: Locale = ArchiveEnvironment.defaultLocale
  /// The app's localized strings `Text("key")` is looked up in (none: a key is its own text).
  public var stringTables: StringTables?
  /// The Xcode pseudolanguage localized text is shown in (`PseudoLanguage`), or nil.
  public var pseudoLanguage: PseudoLanguage?
  /// The calendar used for dates.
  public var calendar: Calendar = Calendar(identifier: .gregorian)
  /// The time zone used for dates.
  public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
  /// Pixels per point of the device.
  public var displayScale: CGFloat = 3
  /// The widget's size in points; custom shapes and canvases are recorded in a rectangle of this
  /// size (see `PathValue.referenceSize`).
  public var displaySize: CGSize = CGSize(width: 100, height: 100)
  /// Whether the layout runs right to left.
  public var layoutDirection: LayoutDirection = .leftToRight

  var custom: [ObjectIdentifier: any Sendable] = [:]
  let reads = EnvironmentReadLog()
  /// The frames a layout gave each `GeometryReader` in an earlier pass, by archive number.
  var geometryReaderFrames: [Int: CGRect] = [:]
  /// Numbers the `GeometryReader`s of one evaluation in the order they are met.
  let geometryReaders = GeometryReaderCounter()

  /// Default values.
  public init() {}

  /// A value for a custom key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { (custom[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// The environment of the body being evaluated on this task.
  @TaskLocal static var current = EnvironmentValues()
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value: Sendable
  /// The value when nothing sets it.
  static var defaultValue: Value { get }
}

/// Reads a value from the environment of the body being evaluated (SwiftUI's `@Environment`).
@propertyWrapper
public struct Environment<Value>: Sendable {
  let keyPath: KeyPath<EnvironmentValues, Value> & Sendable

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The current value.
  public var wrappedValue: Value {
    let environment = EnvironmentValues.current
    environment.reads.record(keyPath)
    return environment[keyPath: keyPath]
  }
}

/// Which environment values bodies read while a tree was archived, so that the archiver knows
/// when it must archive again per rendering mode or colour scheme.
final class EnvironmentReadLog: @unchecked Sendable {
  private let lock = Lock()
  private var keyPaths: Set<AnyKeyPath> = []

  func record(_ keyPath: AnyKeyPath) {
    lock.lock()
    keyPaths.insert(keyPath)
    lock.unlock()
  }

  func contains(_ keyPath: AnyKeyPath) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return keyPaths.contains(keyPath)
  }
}
