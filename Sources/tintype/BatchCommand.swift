import Foundation
import Tintype
import TintypeArchive
import TintypeBatch

/// `tintype batch MANIFEST.json --out DIR [--jobs N] [--shard K/N] [--summary FILE] [--cache DIR]
/// [--dry-run] [--force]` and `tintype batch merge SUMMARY… [--summary FILE]`.
///
/// Every job is checked before the first render; a job that fails writes nothing and the others go on;
/// the exit status is 1 when any job failed, after everything else is written.
struct BatchCommand: Command {
  let name = "batch"
  let summary = "Render the jobs of a JSON manifest, in parallel, incrementally, sharded"
  let positionalUsage = "MANIFEST.json | merge SUMMARY.json…"
  let positionalCount = 1...100_000
  let options = [
    OptionSpec(name: "out", valueName: "DIR", summary: "Where to write the images (required to render)"),
    OptionSpec(
      name: "jobs", valueName: "N", summary: "Render threads (default: every core); the bytes do not change"),
    OptionSpec(
      name: "shard", valueName: "K/N",
      summary:
        "Render part K of N (or auto: K from JOB_COMPLETION_INDEX, N from auto/N or TINTYPE_SHARD_COUNT)"),
    OptionSpec(
      name: "summary", valueName: "FILE", summary: "Write a JSON summary of every output and failure"),
    OptionSpec(name: "cache", valueName: "DIR", summary: "Reuse images whose inputs have not changed"),
    OptionSpec(name: "dry-run", summary: "Check everything and list what would be written; render nothing"),
    OptionSpec(name: "force", summary: "With --cache: render everything again"),
    OptionSpec(
      name: "assets", valueName: "DIR", isRepeatable: true,
      summary: "More folders for Image(\"name\") and colors.json, for every job"),
    AssetFolders.fontsOption,
    AssetFolders.symbolsOption,
    OptionSpec(
      name: "allow", valueName: "KIND", isRepeatable: true,
      summary:
        "Acknowledge a warning kind (symbol-stand-in, missing-asset, …): counted, not repeated, never failing"
    ),
    OptionSpec(
      name: "strict", summary: "Fail the run on every warning kind (default: a missing asset fails)"),
  ]

  var discussion: String {
    """
    A manifest (docs/batch.md; paths are relative to it):

      {"version": 1,
       "defaults": {"device": "iphone-17-pro", "modes": ["fullColor"], "schemes": ["light"], "png": "fast"},
       "jobs": [
         {"archive": "goal.json", "families": ["systemSmall", "systemMedium"],
          "modes": ["fullColor", "accented"], "schemes": ["light", "dark"], "entries": "all",
          "output": "{kind}/{family}-{mode}-{scheme}-{entry}.png"},
         {"archive": "card.json", "data": "rows.jsonl", "families": ["systemSmall"],
          "output": "cards/{row.id}.png"}]}

    Axes (singular for one value, plural for a list): device, family, presentation (for Live Activity
    archives), mode, scheme, entry (or "all"), locale, accentStyle, tint, backdrop, wallpaper, scale,
    date, layout, layoutDirection. A "matrix"
    lists axes with "include"/"exclude" as CI matrices do. "data" (an array, .json, .jsonl or .csv)
    renders once per row, filling {{name}} in the archive's strings. Output templates expand {kind},
    {job}, {row}, {row.FIELD} and every axis by its singular name.

    Examples:
      tintype batch widgets.json --out out --summary out/summary.json
      tintype batch widgets.json --out out --cache .tintype-cache
      tintype batch widgets.json --out out --shard 2/3 --summary s2.json
      tintype batch merge s1.json s2.json s3.json --summary summary.json
    """
  }

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    if arguments.positionals[0] == "merge" { return try merge(arguments) }
    guard arguments.positionals.count == 1 else {
      throw UsageError("give one manifest (or 'merge' and summaries)", command: self)
    }
    let manifestFile = arguments.positionals[0]
    let dryRun = arguments.isSet("dry-run")
    let out = arguments.value("out")
    if out == nil && !dryRun { throw UsageError("--out DIR is required (or --dry-run)", command: self) }
    var workers = ProcessInfo.processInfo.activeProcessorCount
    if let text = arguments.value("jobs") {
      guard let count = Int(text), (1...256).contains(count) else {
        throw UsageError("--jobs \"\(text)\" is not a number of threads from 1 to 256", command: self)
      }
      workers = count
    }
    let shard: BatchShard
    do {
      shard = try arguments.value("shard").map { try BatchShard.parse($0) } ?? .whole
    } catch let error as BatchShardError {
      throw UsageError(error.description, command: self)
    }
    if arguments.isSet("force") && arguments.value("cache") == nil {
      throw UsageError("--force only means something with --cache DIR", command: self)
    }
    let policy = try warningPolicy(arguments)
    let manifest = try BatchManifest(contentsOf: URL(fileURLWithPath: manifestFile))
    let plan = try BatchPlan(
      manifest, assets: try AssetFolders.given(arguments, command: self),
      fonts: try AssetFolders.fonts(arguments, command: self),
      symbols: try AssetFolders.symbols(arguments, command: self))
    for job in plan.jobs {
      for skipped in job.skipped { Console.error("tintype: note: \(job.path): skipped \(skipped)") }
    }
    if dryRun { return dryRunListing(plan, shard: shard) }
    let folder = URL(fileURLWithPath: out!)
    try OutputFolder.prepare(out!, command: self)
    let cache = try arguments.value("cache").map { try RenderCache(folder: URL(fileURLWithPath: $0)) }
    let renderer = BatchRenderer(
      plan: plan,
      options: BatchOptions(
        outputFolder: folder, workers: workers, shard: shard, cache: cache, force: arguments.isSet("force")),
      fonts: try AssetFolders.fonts(arguments, command: self))
    let summary = try arguments.value("summary").map {
      try BatchSummaryWriter(url: URL(fileURLWithPath: $0), manifest: manifest, shard: shard)
    }
    let progress = BatchProgress(total: shardOutputCount(plan, shard: shard))
    var report = BatchReport(policy: policy)
    let totals = try renderer.run { result in
      summary?.add(result)
      report.add(result)
      if case .output = result { progress.advance() }
    }
    progress.finish()
    try summary?.finish(totals)
    // Said once each, after the run: one bad column in two hundred rows is one line with a count.
    for line in report.lines { Console.error("tintype: " + line) }
    var line =
      "\(totals.outputs) images (\(totals.rendered) rendered"
      + (cache != nil ? ", \(totals.cacheHits) from the cache" : "") + ") in "
      + String(format: "%.1f s", totals.seconds)
    let bands = totals.reusedBands + totals.compressedBands
    if bands > 0 { line += ", \(totals.reusedBands * 100 / bands) % of PNG bands reused" }
    if shard != .whole { line += ", shard \(shard)" }
    #if DEBUG
      // The debug build renders several times slower; a user timing a batch should know which ran.
      line += " (a debug build: swift build -c release renders several times faster)"
    #endif
    if report.failureCount > 0 { line += "; \(report.failureCount) failed" }
    if !report.warnings.isEmpty { line += "; " + report.warnings.line }
    Console.error("tintype: " + line)
    if report.warnings.failed {
      Console.error(
        "tintype: the warning policy (\(policy)) fails this run; fix them, or --allow KIND to accept a kind")
    }
    return report.failed ? ExitStatus.failure : ExitStatus.success
  }

  /// The standard policy (a missing asset fails), with `--strict`, `--allow` and the environment's
  /// `TINTYPE_STRICT` and `TINTYPE_ALLOW`.
  private func warningPolicy(_ arguments: ParsedArguments) throws -> WarningPolicy {
    let base = arguments.isSet("strict") ? WarningPolicy.strict : .standard
    let allowed = arguments.values["allow"] ?? []
    do throws(WarningPolicyError) {
      return try base.allowing(WarningPolicy.kinds(allowed, from: "--allow"))
        .applying(environment: ProcessInfo.processInfo.environment)
    } catch {
      throw UsageError(error.description, command: self)
    }
  }

  /// `--dry-run`: every output this shard would write, with its job, then the failures.
  private func dryRunListing(_ plan: BatchPlan, shard: BatchShard) -> Int32 {
    var count = 0
    for item in plan.outputs(shard: shard) {
      Console.write("\(item.job)\t\(item.path)\n")
      count += 1
    }
    for failure in plan.failures { Console.error("tintype: error: \(failure)") }
    Console.error(
      "tintype: would write \(count) images"
        + (shard == .whole ? "" : " (shard \(shard) of \(plan.outputCount))")
        + (plan.failures.isEmpty ? "" : "; \(plan.failures.count) jobs would fail"))
    return plan.failures.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  private func shardOutputCount(_ plan: BatchPlan, shard: BatchShard) -> Int {
    shard == .whole ? plan.outputCount : plan.outputs(shard: shard).reduce(0) { count, _ in count + 1 }
  }

  /// `tintype batch merge SUMMARY… [--summary FILE]`.
  private func merge(_ arguments: ParsedArguments) throws -> Int32 {
    let files = arguments.positionals.dropFirst().map { URL(fileURLWithPath: $0) }
    guard !files.isEmpty else { throw UsageError("merge needs the shards' summary files", command: self) }
    let merged: JSONValue
    do {
      merged = try BatchSummaryMerge.merge(Array(files))
    } catch let problem as BatchSummaryMerge.Problem {
      throw UsageError(problem.description, command: self)
    }
    let bytes = Data(JSONWriter.write(merged, pretty: true))
    if let out = arguments.value("summary") {
      try AtomicFile.write(bytes, to: URL(fileURLWithPath: out))
    } else {
      Console.write(String(decoding: bytes, as: UTF8.self) + "\n")
    }
    if case .object(let object) = merged, case .array(let failures)? = object["failures"], !failures.isEmpty {
      return ExitStatus.failure
    }
    return ExitStatus.success
  }
}
