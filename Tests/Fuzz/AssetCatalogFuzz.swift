// libFuzzer entry for the asset catalog reader: any bytes as a colour set's and an image set's
// `Contents.json`, read by `XCAssetCatalog`, then a variant chosen for each scheme. Built by
// `make fuzz` with the TintypeAssetCatalog sources over an instrumented TintypeArchive (build.sh).
//
// Every input must read or throw an error; choosing variants must not crash.
import Foundation
import TintypeArchive

// Nested, so that nothing looking for catalogs beside files in the temporary folder finds this one.
let catalog = FileManager.default.temporaryDirectory.appendingPathComponent(
  "tintype-fuzz/\(getpid())/Fuzz.xcassets")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  for set in ["Brand.colorset", "Logo.imageset"] {
    try? FileManager.default.removeItem(at: catalog)
    let folder = catalog.appendingPathComponent(set)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard (try? bytes.write(to: folder.appendingPathComponent("Contents.json"))) != nil else { continue }
    if let read = try? XCAssetCatalog(contentsOf: catalog) {
      for scheme in ColorScheme.allCases {
        _ = read.colors["Brand"]?.color(for: scheme)
        _ = read.images["Logo"]?.variant(scale: 3, scheme: scheme)
      }
    }
  }
  return 0
}
