/// Every limit a batch is checked against, in one place: each error that hits one names it.
///
/// They bound what a manifest from someone else can cost before its first render: the expansion of a
/// job (axes × rows), the memory of one data row, and the size of names.
public enum BatchLimits {
  /// Jobs in one manifest.
  public static let maximumJobs = 10_000
  /// Values of one axis in one job (families, devices, locales, …).
  public static let maximumAxisValues = 1_000
  /// Renders one job makes for one data row (the product of its axes after include/exclude).
  public static let maximumRendersPerRow = 10_000
  /// Rows of one job's data.
  public static let maximumRows = 100_000_000
  /// Outputs of one whole batch (every job, every row, every axis). Checking that no two outputs share
  /// a name keeps 16 bytes per output (about 24 with the set's overhead): 240 MB at ten million.
  public static let maximumOutputs = 50_000_000
  /// Bytes of one line of a `.jsonl` or `.csv` data file (a quoted CSV field may span lines, within this).
  public static let maximumRowBytes = 1_048_576
  /// Fields of one data row.
  public static let maximumRowFields = 1_000
  /// A `.json` data file is read whole; beyond this size use `.jsonl`.
  public static let maximumJSONDataBytes = 256 * 1_048_576
  /// Bytes of an output template and of an expanded output path.
  public static let maximumOutputNameLength = 1_024
  /// Bytes of a manifest file.
  public static let maximumManifestBytes = 64 * 1_048_576
}
