import TintypeArchive
import TintypeUI

/// Something a `Chart` draws (Swift Charts' `ChartContent`): a mark, several, or a type of your own
/// whose `body` is made of them.
public protocol ChartContent {
  /// The content this content is made of.
  associatedtype Body: ChartContent
  /// The content.
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that gives its marks directly (marks, groups, modified content).
protocol PrimitiveChartContent {
  /// The marks, in declaration order.
  var chartMarks: [ChartMark] { get }
}

extension PrimitiveChartContent {
  /// Primitive content has no body.
  public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// The marks of any chart content.
func marks<C: ChartContent>(of content: C) -> [ChartMark] {
  if let primitive = content as? any PrimitiveChartContent { return primitive.chartMarks }
  return marks(of: content.body)
}

/// Several pieces of content, as a builder block, an `if`, a `for` loop or a `ForEach` makes them.
public struct ChartContentGroup: ChartContent, PrimitiveChartContent {
  let chartMarks: [ChartMark]
}

/// Builds chart content from a closure's statements (Swift Charts' `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
  /// One piece of content, as written.
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  /// An empty block: no marks.
  public static func buildBlock() -> ChartContentGroup { ChartContentGroup(chartMarks: []) }
  /// A block's statements, their marks in order.
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> ChartContentGroup {
    var all: [ChartMark] = []
    for piece in repeat each content { all += marks(of: piece) }
    return ChartContentGroup(chartMarks: all)
  }
  /// An `if` without `else`: its marks when it holds, else none.
  public static func buildOptional(_ content: ChartContentGroup?) -> ChartContentGroup {
    content ?? ChartContentGroup(chartMarks: [])
  }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first content: ChartContentGroup) -> ChartContentGroup { content }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second content: ChartContentGroup) -> ChartContentGroup { content }
  /// A `for` loop's iterations, their marks in order.
  public static func buildArray<C: ChartContent>(_ content: [C]) -> ChartContentGroup {
    ChartContentGroup(chartMarks: content.flatMap { marks(of: $0) })
  }
  /// Content behind `if #available`.
  public static func buildLimitedAvailability(_ content: ChartContentGroup) -> ChartContentGroup { content }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
  /// Chart content for the elements of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, content: content)
  }

  var chartMarks: [ChartMark] { data.flatMap { marks(of: content($0)) } }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Chart content for identifiable elements.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content)
  }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
  /// Chart content for a range of integers.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content)
  }
}
