import Foundation
import TintypeArchive

/// A job's `matrix`, as CI matrices work (GitHub Actions' rules): axes named in the singular with
/// lists of values are multiplied with the job's other axes; `exclude` removes every combination that
/// matches all of an entry's values; then each `include` entry is added to every combination whose
/// named axes it does not contradict (setting the axes the job does not list), or, when it fits none,
/// becomes a combination of its own (axes it does not name take their defaults).
///
/// ```json
/// "matrix": {"family": ["systemSmall", "systemMedium"], "scheme": ["light", "dark"],
///            "exclude": [{"family": "systemSmall", "scheme": "dark"}],
///            "include": [{"family": "systemLarge", "scheme": "light"}]}
/// ```
public struct BatchMatrix: Sendable {
  /// One `include` or `exclude` entry: a value per axis it names.
  public struct Combination: Sendable {
    /// Axis → canonical value.
    public var values: [BatchAxis: String]
    /// Where it was written.
    public var path: JSONPath
  }

  /// Axes the matrix lists.
  public var axes: [BatchAxis: AxisValues] = [:]
  /// `include` entries in order.
  public var include: [Combination] = []
  /// `exclude` entries.
  public var exclude: [Combination] = []

  init(_ reader: JSONReader) throws {
    let object = try reader.object()
    try object.only(BatchAxis.allCases.map(\.rawValue) + ["include", "exclude"])
    for axis in BatchAxis.allCases {
      guard let list = object.optional(axis.rawValue) else { continue }
      let values = try list.array(
        maximum: BatchLimits.maximumAxisValues, limit: "BatchLimits.maximumAxisValues"
      ) {
        try axis.value($0)
      }
      guard !values.isEmpty else { throw list.error("an empty list renders nothing") }
      axes[axis] = AxisValues(values: values, path: list.path)
    }
    func combinations(_ key: String) throws -> [Combination] {
      guard let list = object.optional(key) else { return [] }
      return try list.array(maximum: BatchLimits.maximumAxisValues, limit: "BatchLimits.maximumAxisValues") {
        element in
        let entry = try element.object()
        try entry.only(BatchAxis.allCases.map(\.rawValue))
        var values: [BatchAxis: String] = [:]
        for axis in BatchAxis.allCases {
          guard let one = entry.optional(axis.rawValue) else { continue }
          let value = try axis.value(one)
          if value == "all" {
            throw one.error("name one entry here; \"all\" belongs in the job's \"entries\"")
          }
          values[axis] = value
        }
        guard !values.isEmpty else { throw element.error("names no axis") }
        return Combination(values: values, path: element.path)
      }
    }
    include = try combinations("include")
    exclude = try combinations("exclude")
  }

  /// Every combination of `lists` (axis order: `BatchAxis` order, the last axis varying fastest),
  /// with the matrix's `exclude` and `include` applied. `listed` are the axes the manifest named
  /// (an `include` may not contradict those); `defaults` fill the axes of a new combination.
  func expand(
    _ lists: [BatchAxis: [String]], listed: Set<BatchAxis>, defaults: [BatchAxis: String]
  ) throws -> [[BatchAxis: String]] {
    let order = lists.keys.sorted()
    var combinations: [[BatchAxis: String]] = [[:]]
    for axis in order {
      var next: [[BatchAxis: String]] = []
      next.reserveCapacity(combinations.count * lists[axis]!.count)
      for combination in combinations {
        for value in lists[axis]! {
          var extended = combination
          extended[axis] = value
          next.append(extended)
        }
      }
      combinations = next
      guard combinations.count <= BatchLimits.maximumRendersPerRow else {
        throw ArchiveError(
          path: axes[axis]?.path ?? .root,
          "the job multiplies to more than \(BatchLimits.maximumRendersPerRow) renders per row (BatchLimits.maximumRendersPerRow)"
        )
      }
    }
    combinations.removeAll { combination in
      exclude.contains { entry in entry.values.allSatisfy { combination[$0.key] == $0.value } }
    }
    for entry in include {
      var fitted = false
      for index in combinations.indices {
        let contradicts = entry.values.contains { axis, value in
          listed.contains(axis) && combinations[index][axis] != value
        }
        if !contradicts {
          combinations[index].merge(entry.values) { _, new in new }
          fitted = true
        }
      }
      if !fitted {
        combinations.append(defaults.merging(entry.values) { _, new in new })
      }
    }
    return combinations
  }
}
