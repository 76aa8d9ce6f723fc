import Foundation
import TintypeArchive
import TintypeEncode

/// The values one axis takes, and where in the manifest they were written (for errors).
public struct AxisValues: Hashable, Sendable {
  /// Canonical texts (`"systemSmall"`, `"iphone-17-pro"`, `"2"`, `"all"`).
  public var values: [String]
  /// The JSON path of the list or the single value.
  public var path: JSONPath
}

/// How a job's PNGs are compressed: `fast` (the default encoder) or `small` (zlib 9, every filter).
public enum PNGSetting: String, CaseIterable, Sendable {
  case fast, small
}

/// What a job or the manifest's `defaults` says about its renders: axis values, the output
/// template, the PNG setting and the asset folders. A job's setting wins over `defaults`, which wins
/// over the built-in defaults.
public struct JobSettings: Sendable {
  /// The axes named, singular or plural.
  public var axes: [BatchAxis: AxisValues] = [:]
  /// The `output` template.
  public var output: OutputTemplate?
  /// The `png` setting.
  public var png: PNGSetting?
  /// The `format` setting: `png`, `webp` or `jpeg` (otherwise the output name's extension says).
  public var format: ImageFormat?
  /// The `quality` setting, 1 to 100, for lossy WebP and JPEG.
  public var quality: Int?
  /// Where `format` and `quality` were written, for errors.
  var formatPath: JSONPath?
  /// `assets`: folders (relative to the manifest) for `Image("name")` and `colors.json`.
  public var assets: [String]?

  /// The keys settings may use: every axis in the singular and the plural, `output`, `png`,
  /// `format`, `quality`, `assets`.
  static let keys: [String] =
    BatchAxis.allCases.flatMap { [$0.rawValue, $0.plural] } + [
      "output", "png", "format", "quality", "assets",
    ]

  /// An empty set of settings.
  public init() {}

  /// Reads the settings keys of `object` (other keys are the caller's to check).
  init(_ object: JSONObjectReader) throws {
    for axis in BatchAxis.allCases {
      try object.exclusive([axis.rawValue, axis.plural], in: "a job")
      if let one = object.optional(axis.rawValue) {
        axes[axis] = AxisValues(values: [try axis.value(one)], path: one.path)
      } else if let many = object.optional(axis.plural), case .array = many.value {
        let values = try many.array(
          maximum: BatchLimits.maximumAxisValues, limit: "BatchLimits.maximumAxisValues"
        ) {
          try axis.value($0)
        }
        guard !values.isEmpty else {
          throw many.error("an empty list renders nothing; leave the key out instead")
        }
        axes[axis] = AxisValues(values: values, path: many.path)
      } else if let one = object.optional(axis.plural) {
        // `"entries": "all"`, `"families": "systemSmall"`: one value under the plural key.
        axes[axis] = AxisValues(values: [try axis.value(one)], path: one.path)
      }
    }
    if let output = object.optional("output") { self.output = try OutputTemplate(output) }
    if let png = object.optional("png") { self.png = try png.enumeration(PNGSetting.self) }
    if let format = object.optional("format") {
      self.format = try format.enumeration(ImageFormat.self)
      formatPath = format.path
    }
    if let quality = object.optional("quality") {
      self.quality = try quality.integer(min: 1, max: 100)
      formatPath = formatPath ?? quality.path
    }
    if let assets = object.optional("assets") {
      self.assets = try assets.array { try $0.nonEmptyString() }
    }
  }

  /// These settings with `other`'s filling what these leave out.
  func over(_ other: JobSettings) -> JobSettings {
    var merged = self
    merged.axes.merge(other.axes) { mine, _ in mine }
    merged.output = output ?? other.output
    merged.png = png ?? other.png
    merged.format = format ?? other.format
    merged.quality = quality ?? other.quality
    merged.formatPath = formatPath ?? other.formatPath
    merged.assets = assets ?? other.assets
    return merged
  }
}
