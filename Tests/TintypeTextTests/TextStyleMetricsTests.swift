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
