import Testing
import Tintype
import TintypeArchive

/// The iPhones with the narrowest and the widest `family`: the two devices a test renders one
/// archive on to show that it follows each device's geometry.
func narrowestAndWidestPhones(_ family: WidgetFamily) throws -> (Device, Device) {
  let phones = DeviceCatalog.standard.devices.filter { $0.platform == .iOS && $0.families[family] != nil }
  let narrowest = try #require(phones.min { $0.families[family]!.width < $1.families[family]!.width })
  let widest = try #require(phones.max { $0.families[family]!.width < $1.families[family]!.width })
  #expect(narrowest.families[family]!.width < widest.families[family]!.width)
  return (narrowest, widest)
}
