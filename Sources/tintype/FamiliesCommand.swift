import Tintype
import TintypeArchive
import TintypeCore

/// `tintype families [--device D] [--json]`: every family a device shows, with its size, margins,
/// rendering modes and corner radius.
struct FamiliesCommand: Command {
  let name = "families"
  let summary = "Show each widget family's size, margins, rendering modes and corner radius on a device"
  let options = [
    OptionSpec(
      name: "device", valueName: "D",
      summary: "Device id or alias (default \(DeviceCatalog.defaultDeviceID)); see 'tintype devices'"),
    OptionSpec(name: "json", summary: "Print JSON: the device and one object per family"),
  ]

  func run(_ arguments: ParsedArguments) throws -> Int32 {
    let catalog = DeviceCatalog.standard
    var device = catalog.default
    if let id = arguments.value("device") { device = try catalog.device(id: id) }
    let specs = device.orderedFamilies.compactMap { device.families[$0] }

    if arguments.isSet("json") {
      let json: JSONValue = [
        "device": device.summaryJSONValue,
        "families": .array(specs.map { $0.jsonValue(scale: device.scale) }),
      ]
      Console.write(String(decoding: JSONWriter.write(json), as: UTF8.self))
      return ExitStatus.success
    }

    var output = heading(device) + "\n\n"
    var table = TextTable(headers: [
      "family", "size (pt)", "pixels", "margins", "corner", "modes", "size from",
    ])
    for spec in specs {
      let pixels = spec.size.pixels(scale: device.scale)
      table.rows.append([
        spec.family.rawValue,
        marked(spec.size.description, spec.unconfirmed.contains(.size)),
        "\(pixels.width)×\(pixels.height)",
        marked(spec.contentMargins.description, spec.unconfirmed.contains(.contentMargins)),
        spec.cornerRadius.map { marked(Size.format($0), spec.unconfirmed.contains(.cornerRadius)) }
          ?? "—",
        spec.orderedRenderingModes.map(\.rawValue).joined(separator: " "),
        spec.provenance.rawValue,
      ])
    }
    output += table.rendered
    output += "\n* unconfirmed: no source gives this value (see --json for each source).\n"
    output += "Corners are continuous; margins are top leading bottom trailing when they differ.\n"
    for note in device.notes { output += "Note: \(note)\n" }
    Console.write(output)
    return ExitStatus.success
  }

  private func heading(_ device: Device) -> String {
    let screen = device.screen.map { "\($0) pt, " } ?? ""
    return "\(device.name) (\(device.id)): \(device.platform), \(screen)@\(Size.format(device.scale))x, "
      + "sizes: \(device.generation)"
  }

  private func marked(_ text: String, _ isUnconfirmed: Bool) -> String {
    isUnconfirmed ? text + "*" : text
  }
}
