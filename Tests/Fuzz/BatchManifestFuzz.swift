// libFuzzer entry for the batch manifest and its data rows: any bytes decoded as a manifest and, split
// at the first NUL byte, the rest read as a data file (JSON Lines and CSV) through the streaming line
// reader. Built by `make fuzz` with the TintypeBatch sources (so it reaches the internal row reader),
// against what they import, each an instrumented static library (see build.sh).
//
// A crash, a trap or a timeout is a bug: a manifest decodes or throws an ArchiveError naming its path,
// and a data file yields rows or a located error.

import Foundation
import TintypeArchive

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "tintype-fuzz-manifest-\(getpid())", isDirectory: true)
private let prepared: Bool = {
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return true
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = prepared
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0) ?? size
  _ = try? BatchManifest(jsonData: bytes[..<split], folder: folder, file: "manifest.json")
  guard split < size else { return 0 }
  let rows = Data(bytes[(split + 1)...])
  for name in ["rows.jsonl", "rows.csv"] {
    let url = folder.appendingPathComponent(name)
    guard (try? rows.write(to: url)) != nil else { continue }
    // At most a thousand rows: a short input cannot make more, and a long one must not run for ever.
    guard let iterator = try? DataSource.file(url, name: name).rows() else { continue }
    for _ in 0..<1000 {
      guard let row = try? iterator.next() else { break }
      _ = row.canonicalBytes
    }
  }
  return 0
}
