import Tintype
import TintypeArchive
import TintypeCore

/// `tintype devices [--json]`: the device catalog.
struct DevicesCommand: Command {
  let name = "devices"
  let summary = "List the device catalog: id, name, screen, scale, size generation and families"
  let options = [
    OptionSpec(name: "json", summary: "Print a JSON array of devices with every family spec")
  ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let catalog = DeviceCatalog.standard
    if arguments.isSet("json") {
      let json = JSONValue.array(catalog.devices.map(\.jsonValue))
      Console.write(String(decoding: JSONWriter.write(json), as: UTF8.self))
      return ExitStatus.success
    }
    var table = TextTable(headers: ["id", "name", "screen (pt)", "scale", "sizes", "families"])
    for device in catalog.devices {
      let marker = device.id == catalog.default.id ? " (default)" : ""
      table.rows.append([
        device.id,
        device.name + marker,
        device.screen?.description ?? "—",
        "@" + Size.format(device.scale) + "x",
        device.generation,
        device.orderedFamilies.map(FamilyNames.short).joined(separator: " "),
      ])
    }
    Console.write(table.rendered)
    return ExitStatus.success
  }
}
