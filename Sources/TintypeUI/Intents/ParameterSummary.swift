/// How an intent's parameters read as a sentence in the widget's edit sheet (App Intents'
/// `ParameterSummary`). Tintype draws no edit sheet; summaries compile so that intents compile.
public protocol ParameterSummary {}

/// A summary sentence: `Summary("Show \(\.$category) quotes")` inside an intent.
///
/// App Intents infers the key paths' root from a result builder on the protocol requirement; here
/// `Summary` inside an intent is the member typealias `AppIntent.Summary`, which fixes the root to the
/// intent itself, so `\.$category` finds the intent's parameter without the builder.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  /// The sentence with its parameters named.
  public let text: String

  /// The summary `sentence` reads.
  public init(_ sentence: ParameterSummaryString<Intent>) { text = sentence.text }

  /// The summary `sentence` reads, with the parameters that follow it in the edit sheet.
  public init<Content>(
    _ sentence: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder table: () -> Content
  ) {
    text = sentence.text
  }
}

/// A summary sentence's text, with each interpolated parameter written as its title.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
  let text: String

  /// A sentence without parameters.
  public init(stringLiteral value: String) { text = value }
  /// A sentence with parameters interpolated.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Collects the literal parts and the parameters' names.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// A parameter of the intent, written `\(\.$name)`: shown by its title.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, Parameter<Value>>) {
      text += Intent()[keyPath: parameter].title.description
    }
  }
}

/// The parameters listed under a summary (`Summary("…") { \.$detail }`).
@resultBuilder
public enum ParameterSummaryTableBuilder {
  public static func buildExpression<Root, Value>(_ parameter: KeyPath<Root, Parameter<Value>>)
    -> [AnyKeyPath]
  {
    [parameter]
  }
  public static func buildBlock(_ parts: [AnyKeyPath]...) -> [AnyKeyPath] { parts.flatMap { $0 } }
}

extension AppIntent {
  /// `Summary("…")` inside an intent: a summary whose parameters are this intent's.
  public typealias Summary = IntentParameterSummary<Self>
}
