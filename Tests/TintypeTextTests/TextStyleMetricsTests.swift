import Testing

@testable import TintypeText

@Test func textStylesMatchTheHIGTable() {
  let body = TextStyleMetrics.metrics(for: .body)
  #expect(body.size == 17 && body.weight == 400 && body.leading == 22)
  #expect(TextStyleMetrics.metrics(for: .headline).weight == 600)
  #expect(TextStyleMetrics.metrics(named: "largeTitle")?.leading == 41)
  #expect(TextStyleMetrics.metrics(named: "caption2")?.size == 11)
  #expect(TextStyleMetrics.metrics(named: "nope") == nil)
  #expect(
    TextStyleMetrics.Style.allCases.filter { !TextStyleMetrics.metrics(for: $0).isConfirmed }.count == 2)
  // Sizes fall from large title to caption 2.
  let order: [TextStyleMetrics.Style] = [
    .largeTitle, .title, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption, .caption2,
  ]
  let sizes = order.map { TextStyleMetrics.metrics(for: $0).size }
  #expect(sizes == sizes.sorted(by: >))
}

@Test func systemTrackingComesFromTheTableAndInterpolatesBetweenRows() {
  #expect(TextStyleMetrics.systemTracking(forSize: 17) == (-0.43, true))
  #expect(TextStyleMetrics.systemTracking(forSize: 12) == (0, true))
  let between = TextStyleMetrics.systemTracking(forSize: 14)
  #expect(!between.isFromTable)
  #expect(abs(between.tracking - (-0.155)) < 1e-9)
  #expect(TextStyleMetrics.systemTracking(forSize: 8) == (0.06, false))
  #expect(TextStyleMetrics.systemTracking(forSize: 60) == (0.40, false))
}

@Test func dynamicTypeSizesScaleEachStyleAsIOSDoes() {
  // Large is the default column: the HIG table unchanged.
  #expect(TextStyleMetrics.metrics(for: .body, sizeIndex: 3) == TextStyleMetrics.metrics(for: .body))
  #expect(TextStyleMetrics.metrics(for: .body, sizeIndex: 0).size == 14)
  #expect(TextStyleMetrics.metrics(for: .body, sizeIndex: 11).size == 53)
  #expect(TextStyleMetrics.metrics(for: .largeTitle, sizeIndex: 11).size == 60)
  // The captions do not shrink below 11 pt, and footnote stays at 12 through Medium.
  #expect((0...2).map { TextStyleMetrics.metrics(for: .caption2, sizeIndex: $0).size } == [11, 11, 11])
  #expect((0...2).map { TextStyleMetrics.metrics(for: .footnote, sizeIndex: $0).size } == [12, 12, 12])
  // Weights never change with the size; every style grows from xSmall to AX5.
  for style in TextStyleMetrics.Style.allCases {
    let column = (0..<12).map { TextStyleMetrics.metrics(for: style, sizeIndex: $0) }
    #expect(Set(column.map(\.weight)).count == 1, "\(style)")
    #expect(column.map(\.size) == column.map(\.size).sorted(), "\(style)")
    #expect(column.allSatisfy { $0.leading >= $0.size }, "\(style)")
  }
  // Out of range is the nearest end.
  #expect(TextStyleMetrics.metrics(for: .body, sizeIndex: 40).size == 53)
  #expect(abs(DynamicTypeTable.scale(of: .body, at: 11) - 53.0 / 17) < 1e-12)
}
