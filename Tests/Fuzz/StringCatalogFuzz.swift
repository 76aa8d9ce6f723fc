// libFuzzer entry for the string readers: any bytes as a `Localizable.xcstrings` string catalog and as a
// `.strings` file, read by `StringTables`, then a lookup with a plural argument. Built by `make fuzz`
// with the TintypeStringCatalog and TintypeArchive sources (build.sh).
//
// Every input must read or throw an error; a lookup must not crash.
import Foundation

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "tintype-fuzz-strings-\(getpid())")
let lproj = scratch.appendingPathComponent("de.lproj")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  try? FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
  let catalog = scratch.appendingPathComponent("Localizable.xcstrings")
  let strings = lproj.appendingPathComponent("Localizable.strings")
  for file in [catalog, strings] {
    try? FileManager.default.removeItem(at: catalog)
    try? FileManager.default.removeItem(at: strings)
    guard (try? bytes.write(to: file)) != nil else { continue }
    if let tables = try? StringTables(paths: [scratch]) {
      for key in ["%lld pages", "Reading goal", "%@ read %lld books"] {
        _ = tables.localized(key, locale: Locale(identifier: "de_DE"), arguments: [.string("x"), .int(3)])
      }
    }
  }
  return 0
}
