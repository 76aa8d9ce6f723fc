/// The text of a `Text("…")` literal (SwiftUI's `LocalizedStringKey`). Tintype has no string
/// tables, so a key is its own text; interpolations are formatted as SwiftUI formats them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case date(Date, TextDateStyle)
    /// A `Text` interpolated with its own modifiers (`"Updated \(Text(date, style: .time).bold())"`).
    case text(Text)
  }

  var segments: [Segment]

  /// A key from a string.
  public init(_ value: String) { segments = [.literal(value)] }
  /// A key from a literal.
  public init(stringLiteral value: String) { segments = [.literal(value)] }
  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// The interpolation rules of `LocalizedStringKey`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// An empty interpolation; the sizes are hints it does not need.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    mutating func append(_ text: String) {
      // The compiler hands in empty literals around interpolations; they are no part of the text.
      if text.isEmpty { return }
      if case .literal(let previous)? = segments.last {
        segments[segments.count - 1] = .literal(previous + text)
      } else {
        segments.append(.literal(text))
      }
    }

    /// Literal text is inserted as it is.
    public mutating func appendLiteral(_ literal: String) { append(literal) }

    /// Strings are inserted as they are.
    public mutating func appendInterpolation(_ string: String) { append(string) }

    /// Whole numbers are formatted like `%lld`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(String(value)) }

    /// Floating-point numbers are formatted like `%lf`, which is what SwiftUI does: `"\(2.5)"`
    /// shows as "2.500000". Use `format:` for anything a person should read.
    public mutating func appendInterpolation(_ value: Double) { append(String(format: "%lf", value)) }

    /// See `appendInterpolation(_: Double)`.
    public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", Double(value))) }

    /// See `appendInterpolation(_: Double)`.
    public mutating func appendInterpolation(_ value: CGFloat) {
      append(String(format: "%lf", Double(value)))
    }

    /// A value formatted with a format style, in the environment's locale, time zone and calendar
    /// (see `Text(_:format:)`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(EnvironmentFormatting.string(input, format: format))
    }

    /// A date shown in a style relative to the render date.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.date(date, style))
    }

    /// A `Text` inside the text, keeping its own content and modifiers: a date style, a bold part.
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.text(text))
    }

    /// A value formatted with a `printf` specifier (`"\(value, specifier: "%.1f")"`), as SwiftUI
    /// formats it: in the POSIX locale, like `String(format:)`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }

    /// Any other value, by its description.
    public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
  }
}
