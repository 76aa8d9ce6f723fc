import Testing
import TintypeArchive
import TintypeUI

/// The chart a view archives: the last `Chart` in its medium archive.
func archivedChart(_ view: some View) throws -> ChartValue {
  let archive = ViewArchive(view, family: .systemMedium)
  var found: ChartValue?
  archive.walkViews { node, _ in
    if case .chart(let chart) = node.content { found = chart }
  }
  return try #require(found)
}
