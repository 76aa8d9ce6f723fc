// libFuzzer entry for the whole render of an archive: any bytes decoded as an archive and, when they
// decode, rendered at scale 1 for its first family in one of the three rendering modes (chosen by the
// input's length so each mode is reached) and encoded as a PNG. Built by `make fuzz` against every
// module the renderer uses, each an instrumented static library (see build.sh).
//
// A crash, a trap, a timeout or an allocation over the RSS limit is a bug: a valid archive renders or
// throws a RenderError, whatever its numbers.

import Foundation
import TintypeArchive
import TintypeDevices
import Tintype

private let renderer = WidgetRenderer()
private let device = try! DeviceCatalog.standard.device(id: "iphone-17-pro")
private let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchiveRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let archive = try? ViewArchive(jsonData: bytes), let family = archive.families.first,
    device.families[family] != nil
  else { return 0 }
  let request = RenderRequest(
    family: family, device: device, renderingMode: modes[size % modes.count], scale: 1)
  if let image = try? renderer.render(archive, request: request) {
    _ = try? image.pngData()
  }
  return 0
}
