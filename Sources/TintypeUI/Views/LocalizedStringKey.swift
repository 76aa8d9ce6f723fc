import Foundation
import TintypeStringCatalog

/// The text of a `Text("…")` literal (SwiftUI's `LocalizedStringKey`). With string tables in the
/// environment (`ArchiveEnvironment.strings`) the key is looked up as SwiftUI does: interpolations
/// become format specifiers (`"\(count) pages"` is the key `"%lld pages"`) and the translation is
/// filled with the values; without, or when no table has the key, a key is its own text, its
/// interpolations formatted as SwiftUI formats them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case date(Date, TextDateStyle)
    /// A `Text` interpolated with its own modifiers (`"Updated \(Text(date, style: .time).bold())"`).
    case text(Text)
  }

  var segments: [Segment]
  /// The key as a string table has it: literal text with `%` doubled, each interpolation a specifier.
  var formatKey: String
  /// The interpolated values, in order.
  var arguments: [FormatArgument]
  /// Whether an interpolation is a view (`Text`, a styled date).
  var hasViewSegments: Bool { !views.isEmpty }
  /// The interpolated views, in order; each is a `%@` argument whose value is its marker
  /// (`InterpolatedViews`), so a translation can place (and reorder) them.
  var views: [Text] = []
  /// The literal's own text apart from what was interpolated, for its Markdown (`InlineMarkdown`).
  var markdownPieces: [InlineMarkdown.Piece]

  /// The key as a string table has it, for other modules that record it (a chart value's label).
  package var keyText: String { formatKey }

  /// A key from a string.
  public init(_ value: String) {
    segments = [.literal(value)]
    formatKey = value
    arguments = []
    markdownPieces = [.source(value)]
  }
  /// A key from a literal.
  public init(stringLiteral value: String) { self.init(value) }
  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
    formatKey = stringInterpolation.formatKey
    arguments = stringInterpolation.arguments
    views = stringInterpolation.views
    markdownPieces = stringInterpolation.markdownPieces
  }

  /// The interpolation rules of `LocalizedStringKey`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []
    var formatKey = ""
    var arguments: [FormatArgument] = []
    var views: [Text] = []
    var markdownPieces: [InlineMarkdown.Piece] = []

    /// Records an interpolation as the key sees it: a specifier and its value.
    mutating func argument(_ specifier: String, _ value: FormatArgument) {
      formatKey += specifier
      arguments.append(value)
    }

    /// An empty interpolation; the sizes are hints it does not need.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends `text`, written in the literal when `isSource` (read for Markdown), else a value.
    mutating func append(_ text: String, isSource: Bool = false) {
      // The compiler hands in empty literals around interpolations; they are no part of the text.
      if text.isEmpty { return }
      markdownPieces.append(isSource ? .source(text) : .value(text))
      if case .literal(let previous)? = segments.last {
        segments[segments.count - 1] = .literal(previous + text)
      } else {
        segments.append(.literal(text))
      }
    }

    /// Records an interpolated view: a `%@` in the key whose argument marks where it goes.
    mutating func view(_ text: Text) {
      markdownPieces.append(.view(text))
      argument("%@", .string(InterpolatedViews.marker(views.count)))
      views.append(text)
    }

    /// Literal text is inserted as it is.
    public mutating func appendLiteral(_ literal: String) {
      append(literal, isSource: true)
      formatKey += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Strings are inserted as they are (`%@` in the key).
    public mutating func appendInterpolation(_ string: String) {
      append(string)
      argument("%@", .string(string))
    }

    /// Whole numbers are formatted like `%lld` in the environment's locale, as SwiftUI formats
    /// them: grouped, so `"\(8432) steps"` shows "8,432 steps" in US English and "8.432" in German
    /// (and a year shows as "2,026": use `Text(verbatim:)` or `String(year)` for one).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      let number = FormatArgument.int(Int(clamping: value))
      append(StringFormat.format("%lld", [number], locale: Self.locale))
      argument("%lld", number)
    }

    /// Floating-point numbers are formatted like `%lf` in the environment's locale, which is what
    /// SwiftUI does: `"\(2.5)"` shows as "2.500000" ("2,500000" in German). Use `format:` or
    /// `specifier:` for anything a person should read.
    public mutating func appendInterpolation(_ value: Double) {
      append(StringFormat.format("%lf", [.double(value)], locale: Self.locale))
      argument("%lf", .double(value))
    }

    /// See `appendInterpolation(_: Double)`.
    public mutating func appendInterpolation(_ value: Float) {
      append(StringFormat.format("%f", [.double(Double(value))], locale: Self.locale))
      argument("%f", .double(Double(value)))
    }

    /// See `appendInterpolation(_: Double)`.
    public mutating func appendInterpolation(_ value: CGFloat) {
      append(StringFormat.format("%lf", [.double(Double(value))], locale: Self.locale))
      argument("%lf", .double(Double(value)))
    }

    /// A value formatted with a format style, in the environment's locale, time zone and calendar
    /// (see `Text(_:format:)`); `%@` in the key.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      let text = EnvironmentFormatting.string(input, format: format)
      append(text)
      argument("%@", .string(text))
    }

    /// A date shown in a style relative to the render date.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.date(date, style))
      view(Text(content: .date(date, style: style)))
    }

    /// A `Text` inside the text, keeping its own content and modifiers: a date style, a bold part.
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.text(text))
      view(text)
    }

    /// A value formatted with a `printf` specifier (`"\(value, specifier: "%.1f")"`), as SwiftUI
    /// formats it: in the environment's locale ("12,2" in German). The specifier is the key's.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      let text = String(format: specifier, locale: Self.locale, value)
      append(text)
      let number: FormatArgument =
        (value as? Double).map { .double($0) } ?? (value as? Float).map { .double(Double($0)) }
        ?? (value as? Int).map { .int($0) } ?? .string(text)
      argument(specifier, number)
    }

    /// The locale interpolated numbers are written in: the environment's where the key is made
    /// (a view's body, while it is archived), as SwiftUI resolves a key in the environment it is
    /// shown in.
    static var locale: Locale { EnvironmentValues.current.locale }

    /// Any other value, by its description (`%@` in the key).
    public mutating func appendInterpolation<T>(_ value: T) {
      let text = String(describing: value)
      append(text)
      argument("%@", .string(text))
    }
  }
}
