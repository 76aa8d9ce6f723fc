import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeEncode
import TintypeRaster
import TintypeUI
import TintypeViewRendering

/// The options of one render, from the query string (`?family=systemMedium&mode=accented`) or a JSON
/// body's `options` object: the same names and values as a batch manifest's axes, checked here, each
/// mistake a 400 naming the parameter and what would do. What is not given is what `tintype render`
/// draws without the option, so that a request's bytes are that command's.
struct RenderOptions: Sendable {
  /// Every option, in the order the canonical form lists them.
  static let names = [
    "device", "family", "presentation", "mode", "scheme", "entry", "date", "scale", "accentStyle", "tint",
    "backdrop",
    "layoutDirection", "dynamicTypeSize", "pseudoLanguage", "format", "quality", "png",
  ]

  /// The text of each option given.
  private(set) var values: [String: String] = [:]

  init() {}

  /// The options of a query string; an unknown or repeated name is an error.
  init(query: [(name: String, value: String)], ignoring ignored: Set<String> = []) throws(ServiceError) {
    for (name, value) in query where !ignored.contains(name) {
      try set(name, value)
    }
  }

  /// Adds the options of a JSON object (`"options": {"family": "systemSmall", "scale": 2}`); numbers and
  /// booleans are read as their text.
  mutating func add(json object: JSONObject) throws(ServiceError) {
    for (name, value) in object.members {
      switch value {
      case .string(let text): try set(name, text)
      case .number: try set(name, String(decoding: JSONWriter.write(value, pretty: false), as: UTF8.self))
      default:
        throw ServiceError(400, "options.\(name) is a string or a number", parameter: name)
      }
    }
  }

  private mutating func set(_ name: String, _ value: String) throws(ServiceError) {
    guard Self.names.contains(name) else {
      let near = Suggestion.closest(to: name, in: Self.names)
      throw ServiceError(
        400, "unknown option \"\(name.prefix(64))\"", parameter: String(name.prefix(64)),
        suggestion: near ?? Self.names.joined(separator: ", "))
    }
    guard values[name] == nil else { throw ServiceError(400, "\(name) is given twice", parameter: name) }
    guard value.utf8.count <= 256 else { throw ServiceError(400, "\(name) is too long", parameter: name) }
    values[name] = value
  }

  /// `name=value&…` in the order of `names`: the options' part of the render's key.
  var canonical: String {
    Self.names.compactMap { name in values[name].map { "\(name)=\($0)" } }.joined(separator: "&")
  }

  /// An enumeration's value, with the nearest spelling suggested when it is none of them.
  private func enumeration<E: RawRepresentable & CaseIterable>(_ name: String, _: E.Type) throws(ServiceError)
    -> E?
  where E.RawValue == String {
    guard let text = values[name] else { return nil }
    if let value = E(rawValue: text) { return value }
    let names = E.allCases.map(\.rawValue)
    throw ServiceError(
      400, "\(name) \"\(text)\" is not one of \(names.joined(separator: ", "))", parameter: name,
      suggestion: Suggestion.closest(to: text, in: names) ?? names.joined(separator: ", "))
  }

  /// The device asked for, or the catalog's default.
  private func device(in catalog: DeviceCatalog) throws(ServiceError) -> Device {
    guard let id = values["device"] else { return catalog.default }
    do {
      return try catalog.device(id: id)
    } catch {
      throw ServiceError(
        400, "device \"\(id)\" is not in the catalog", parameter: "device",
        suggestion: Suggestion.closest(to: id, in: catalog.devices.map(\.id)) ?? catalog.default.id)
    }
  }

  /// The render of `archive` the options ask for, on a device of `catalog`.
  func request(for archive: ViewArchive, catalog: DeviceCatalog) throws(ServiceError) -> RenderRequest {
    let device = try device(in: catalog)
    let shown = archive.families.filter { device.families[$0] != nil }
    let family: WidgetFamily
    if let asked = try enumeration("family", WidgetFamily.self) {
      guard archive.families.contains(asked) else {
        throw ServiceError(
          400, "the archive has no \(asked) view", parameter: "family",
          suggestion: archive.families.map(\.rawValue).joined(separator: ", "))
      }
      guard device.families[asked] != nil else {
        throw ServiceError(
          400, "\(device.id) has no \(asked)", parameter: "family",
          suggestion: shown.map(\.rawValue).joined(separator: ", "))
      }
      family = asked
    } else {
      guard let first = shown.first else {
        throw ServiceError(
          400, "\(device.id) shows none of the archive's families", parameter: "device",
          suggestion: "a device with " + archive.families.map(\.rawValue).joined(separator: " or "))
      }
      family = first
    }
    var request = RenderRequest(family: family, device: device)
    // A family named without a mode is drawn in the first mode it is shown in, as `tintype render` does.
    if let mode = try enumeration("mode", WidgetRenderingMode.self) {
      request.renderingMode = mode
      let modes = device.families[family]?.orderedRenderingModes ?? []
      guard modes.contains(mode) else {
        throw ServiceError(
          400, "\(family) is not shown in \(mode) on \(device.id)", parameter: "mode",
          suggestion: modes.map(\.rawValue).joined(separator: ", "))
      }
    } else {
      _ = RenderMatrix.admit(&request, unshown: .drawInFirstShownMode)
    }
    if values["presentation"] != nil {
      throw ServiceError(
        400,
        "presentation is for Live Activity archives; a widget's StandBy, CarPlay and Mac presentations "
          + "are drawn by tintype render --presentation", parameter: "presentation")
    }
    if let text = values["entry"] {
      guard let entry = Int(text), archive.entries.indices.contains(entry) else {
        throw ServiceError(
          400, "entry \"\(text)\" is not one of the archive's entries", parameter: "entry",
          suggestion: "0…\(archive.entries.count - 1)")
      }
      request.entryIndex = entry
    }
    try apply(to: &request)
    return request
  }

  /// The options every render takes: scheme, date, scale, the accent style and colours, the layout
  /// direction and the stresses.
  private func apply(to request: inout RenderRequest) throws(ServiceError) {
    if let scheme = try enumeration("scheme", ColorScheme.self) { request.colorScheme = scheme }
    if let text = values["date"] {
      guard let date = ArchiveDateFormat.parse(text) else {
        throw ServiceError(
          400, "date \"\(text)\" is not an ISO 8601 date", parameter: "date",
          suggestion: "2026-06-08T09:00:00Z")
      }
      request.date = date
    }
    if let text = values["scale"] {
      guard let scale = Double(text), scale > 0, scale <= RenderLimits.maximumScale else {
        throw ServiceError(
          400, "scale \"\(text)\" is not a number of pixels per point", parameter: "scale",
          suggestion: "a number above 0, at most \(Int(RenderLimits.maximumScale))")
      }
      request.scale = scale
    }
    if let preset = try enumeration("accentStyle", AccentPreset.self) { request.accentPreset = preset }
    for name in ["tint", "backdrop"] {
      guard let text = values[name] else { continue }
      guard let color = RGBAColor(requestText: text) else {
        throw ServiceError(
          400, "\(name) \"\(text)\" is not a colour", parameter: name, suggestion: "#FF9500 or orange")
      }
      if name == "tint" { request.tint = color } else { request.backdrop = color }
    }
    if let text = values["layoutDirection"] {
      guard let direction = LayoutDirection(requestText: text) else {
        throw ServiceError(
          400, "layoutDirection \"\(text)\" is not a direction", parameter: "layoutDirection",
          suggestion: "leftToRight or rightToLeft")
      }
      request.layoutDirection = direction
    }
    if let text = values["dynamicTypeSize"] {
      guard let size = DynamicTypeSize(argument: text) else {
        throw ServiceError(
          400, "dynamicTypeSize \"\(text)\" is not a Dynamic Type size", parameter: "dynamicTypeSize",
          suggestion: Suggestion.closest(to: text, in: DynamicTypeSize.allCases.map(\.rawValue))
            ?? "xSmall … xxxLarge, AX1 … AX5")
      }
      request.dynamicTypeSize = size
    }
    request.pseudoLanguage = try enumeration("pseudoLanguage", PseudoLanguage.self)
  }

  /// The render of a Live Activity archive the options ask for: its presentation (the first the
  /// device shows by default, as `tintype render` draws them in order) and the rest of the request, as
  /// `tintype render --presentation` takes them.
  func activityRequest(catalog: DeviceCatalog) throws(ServiceError) -> (ActivityPresentation, RenderRequest) {
    for name in ["family", "entry", "layoutDirection"] where values[name] != nil {
      throw ServiceError(
        400, "\(name) is for widget archives; this is a Live Activity archive", parameter: name,
        suggestion: "presentation")
    }
    let device = try device(in: catalog)
    let shown = ActivityRenderer.presentations(on: device)
    guard let first = shown.first else {
      throw ServiceError(
        400, "\(device.id) shows no Live Activities", parameter: "device", suggestion: "an iPhone or iPad")
    }
    let presentation = try enumeration("presentation", ActivityPresentation.self) ?? first
    guard shown.contains(presentation) else {
      throw ServiceError(
        400, "\(device.id) has no \(presentation.rawValue) presentation", parameter: "presentation",
        suggestion: shown.map(\.rawValue).joined(separator: ", "))
    }
    // The family and layout are the presentation's own.
    var request = RenderRequest(family: ActivityRenderer.requestFamily(on: device), device: device)
    request.renderingMode = try enumeration("mode", WidgetRenderingMode.self) ?? .fullColor
    try apply(to: &request)
    return (presentation, request)
  }

  /// The image format and its settings (`format`, `quality`, `png`): PNG, fast, by default.
  func encoder() throws(ServiceError) -> ImageFileEncoder {
    var format = ImageFormat.png
    if let text = values["format"] {
      guard let given = ImageFormat(fileExtension: text) ?? ImageFormat(rawValue: text) else {
        throw ServiceError(
          400, "format \"\(text)\" is not an image format", parameter: "format",
          suggestion: "png, webp or jpeg")
      }
      format = given
    }
    var quality: Int?
    if let text = values["quality"] {
      guard let value = Int(text) else {
        throw ServiceError(
          400, "quality \"\(text)\" is not a whole number", parameter: "quality", suggestion: "1…100")
      }
      quality = value
    }
    var png = PNGEncoder()
    switch values["png"] {
    case nil, "fast": break
    case "small": png = PNGEncoder(compressionLevel: 9, filters: .all)
    case let other?:
      throw ServiceError(
        400, "png \"\(other)\" is not a PNG compression", parameter: "png", suggestion: "fast or small")
    }
    do throws(ImageEncodingError) {
      return ImageFileEncoder(encoding: try ImageEncoding(format: format, quality: quality), png: png)
    } catch {
      throw ServiceError(400, "\(error)", parameter: quality == nil ? "format" : "quality")
    }
  }
}
