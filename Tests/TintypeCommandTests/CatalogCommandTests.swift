import Foundation
import Testing
import Tintype

/// `tintype devices` and `tintype families`, run as a subprocess.
@Suite(.enabled(if: TintypeExecutable.url != nil, TintypeExecutable.missingMessage))
struct CatalogCommandTests {
  /// Parses JSON output with Foundation, independently of the archive's own JSON writer.
  func json(_ run: TintypeExecutable.Run) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
  }

  @Test func devicesListsEveryDeviceInATable() throws {
    let run = try TintypeExecutable.run(["devices"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("id") == true)
    #expect(lines.count == DeviceCatalog.standard.devices.count + 1)
    for device in DeviceCatalog.standard.devices {
      #expect(lines.contains { $0.hasPrefix(device.id + " ") }, "\(device.id)")
    }
    let defaultRow = try #require(lines.first { $0.hasPrefix("iphone-17-pro ") })
    #expect(defaultRow.contains("(default)"))
    #expect(defaultRow.contains("402×874"))
    #expect(defaultRow.contains("@3x"))
  }

  @Test func devicesJSONHasEveryFamilySpec() throws {
    let run = try TintypeExecutable.run(["devices", "--json"])
    #expect(run.status == 0)
    let devices = try #require(try json(run) as? [[String: Any]])
    #expect(devices.count == DeviceCatalog.standard.devices.count)
    let vision = try #require(devices.first { $0["id"] as? String == "vision-pro" })
    #expect(vision["screen"] is NSNull)
    let families = try #require(vision["families"] as? [[String: Any]])
    #expect(
      families.map { $0["family"] as? String } == [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait",
      ])
    #expect((vision["presentations"] as? [Any])?.isEmpty == true)
    // An iPhone's presentations, with CarPlay's screen at its own scale.
    let phone = try #require(devices.first { $0["id"] as? String == "iphone-17-pro" })
    let presentations = try #require(phone["presentations"] as? [[String: Any]])
    #expect(
      presentations.map { $0["kind"] as? String } == [
        "standBy", "standByNight", "carPlay", "macDesktop", "macDesktopReceded",
      ])
    let carPlay = try #require(presentations[2]["screen"] as? [String: Any])
    #expect(carPlay["width"] as? Double == 400 && carPlay["height"] as? Double == 240)
    #expect(carPlay["scale"] as? Double == 2)
    #expect(presentations[3]["screen"] is NSNull && presentations[3]["contentMargin"] as? Double == 11)
  }

  @Test func familiesJSONDescribesTheDefaultDevice() throws {
    let run = try TintypeExecutable.run(["families", "--json"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let object = try #require(try json(run) as? [String: Any])
    let device = try #require(object["device"] as? [String: Any])
    #expect(device["id"] as? String == "iphone-17-pro")
    #expect(device["scale"] as? Double == 3)

    let families = try #require(object["families"] as? [[String: Any]])
    #expect(families.count == 7)
    let small = try #require(families.first)
    #expect(small["family"] as? String == "systemSmall")
    let width = try #require(small["width"] as? Double)
    #expect(abs(width - 493.0 / 3) < 1e-9)
    let pixels = try #require(small["pixels"] as? [String: Any])
    #expect(pixels["width"] as? Int == 493)
    let margins = try #require(small["contentMargins"] as? [String: Any])
    #expect(margins["leading"] as? Double == 16)
    #expect(small["renderingModes"] as? [String] == ["fullColor", "accented", "vibrant"])
    #expect(small["cornerRadius"] as? Double == 22)
    #expect((small["unconfirmed"] as? [String])?.contains("cornerRadius") == true)

    let circular = try #require(families.first { $0["family"] as? String == "accessoryCircular" })
    #expect(circular["renderingModes"] as? [String] == ["accented", "vibrant"])
    #expect(circular["cornerRadius"] is NSNull)
  }

  @Test func familiesTakesADeviceByIDOrAliasInEitherOptionForm() throws {
    let spaced = try TintypeExecutable.run(["families", "--device", "ipad-air-11", "--json"])
    let joined = try TintypeExecutable.run(["families", "--json", "--device=ipad-air-11"])
    #expect(spaced.status == 0)
    #expect(spaced.standardOutput == joined.standardOutput)
    let object = try #require(try json(spaced) as? [String: Any])
    let families = try #require(object["families"] as? [[String: Any]])
    let extraLarge = try #require(families.first { $0["family"] as? String == "systemExtraLarge" })
    #expect(extraLarge["width"] as? Double == 715.5)

    let alias = try TintypeExecutable.run(["families", "--device", "iphone-16-pro"])
    #expect(alias.status == 0)
    #expect(alias.standardOutput.hasPrefix("iPhone 17 Pro (iphone-17-pro)"))
    #expect(alias.standardOutput.contains("164.33×164.33"))
  }

  @Test func unknownDeviceExitsTwoNamingTheID() throws {
    let run = try TintypeExecutable.run(["families", "--device", "iphone-17-pr"])
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("tintype: "))
    #expect(run.standardError.contains("\"iphone-17-pr\""))
    #expect(run.standardError.contains("iphone-17-pro"))
  }
}
