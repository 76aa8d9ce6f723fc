/// The numbers a modifier's argument may take, said once and read three ways: the DSL brings a value
/// within them (as SwiftUI clamps it), the decoder refuses a value outside them (naming its JSON
/// path), and the codec's schema fragment states them (`schemaKeywords`).
public struct NumberBounds: Sendable, Hashable {
  /// The least value, or nil for none.
  public let minimum: Double?
  /// The greatest value, or nil for none.
  public let maximum: Double?
  /// Whether `minimum` itself is refused (a scale factor above 0).
  public let excludesMinimum: Bool
  /// Whether only whole numbers are taken.
  public let isInteger: Bool

  /// Numbers from `minimum` to `maximum`.
  public init(
    minimum: Double? = nil, maximum: Double? = nil, excludesMinimum: Bool = false, isInteger: Bool = false
  ) {
    self.minimum = minimum
    self.maximum = maximum
    self.excludesMinimum = excludesMinimum
    self.isInteger = isInteger
  }

  /// Numbers in `range`.
  public init(_ range: ClosedRange<Double>) {
    self.init(minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// Whole numbers in `range`.
  public static func integers(_ range: ClosedRange<Int>) -> NumberBounds {
    NumberBounds(minimum: Double(range.lowerBound), maximum: Double(range.upperBound), isInteger: true)
  }

  /// `value` brought within the bounds (an excluded minimum is kept as it is: the decoder refuses it);
  /// not-a-number becomes the minimum (or 0).
  public func clamped(_ value: Double) -> Double {
    var result = value.isNaN ? (minimum ?? 0) : value
    if let minimum { result = Swift.max(result, minimum) }
    if let maximum { result = Swift.min(result, maximum) }
    return result
  }

  /// The JSON Schema keywords saying the bounds, to stand first in a fragment's object:
  /// `"type": "number", "minimum": 0, "maximum": 1000`.
  public var schemaKeywords: String {
    var keywords = [#""type": "\#(isInteger ? "integer" : "number")""#]
    if let minimum {
      keywords.append(
        #""\#(excludesMinimum ? "exclusiveMinimum" : "minimum")": \#(JSONWriter.format(number: minimum))"#)
    }
    if let maximum { keywords.append(#""maximum": \#(JSONWriter.format(number: maximum))"#) }
    return keywords.joined(separator: ", ")
  }
}

extension JSONReader {
  /// The value as a number within `bounds` (a whole number where they ask for one).
  public func number(in bounds: NumberBounds) throws -> Double {
    if bounds.isInteger {
      return Double(try integer(min: bounds.minimum.map { Int($0) }, max: bounds.maximum.map { Int($0) }))
    }
    return try number(min: bounds.minimum, max: bounds.maximum, exclusiveMin: bounds.excludesMinimum)
  }
}
