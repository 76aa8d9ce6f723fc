import Foundation
import TintypeArchive

/// A colour as a colour set's variant writes it: components in a colour space, or a reference to
/// a system colour.
public enum CatalogColor: Hashable, Sendable {
  /// Red, green, blue and alpha in `space`; extended spaces may go below 0 or above 1.
  case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: RGBColorSpace)
  /// A system colour by the name Xcode writes (`systemBlueColor`, `labelColor`).
  case reference(String)

  /// Reads `{"color-space": …, "components": {…}}` or `{"platform": …, "reference": …}`.
  ///
  /// Xcode writes each component in the notation its colour panel was set to: floating point
  /// (`"0.235"`), 8-bit integer (`"60"`) or hex (`"0x3C"`); alpha is always floating point. A string
  /// without a point is 8-bit; a JSON number (as hand-written files have) is floating point unless it
  /// is above 1. Grey spaces (`gray-gamma-22`, `extended-gray`) have one `white` component.
  init(_ reader: JSONReader) throws {
    let object = try reader.object()
    if let reference = object.optional("reference") {
      try object.only(["platform", "reference"])
      self = .reference(try reference.nonEmptyString())
      return
    }
    try object.only(["color-space", "components"])
    let spaceReader = try object.required("color-space")
    let spaceName = try spaceReader.string()
    let components = try object.required("components").object()
    func component(_ name: String, isAlpha: Bool = false) throws -> Double {
      let reader = try components.required(name)
      return try CatalogColor.component(reader, isAlpha: isAlpha)
    }
    let alpha = try components.optional("alpha").map { try CatalogColor.component($0, isAlpha: true) } ?? 1
    switch spaceName {
    case "gray-gamma-22", "extended-gray":
      try components.only(["white", "alpha"])
      // Gamma 2.2 grey to sRGB: through linear light.
      let white = try component("white")
      let linear = pow(max(0, white), 2.2)
      let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
      self = .rgb(red: encoded, green: encoded, blue: encoded, alpha: alpha, space: .sRGB)
    default:
      let space: RGBColorSpace
      switch spaceName {
      case "srgb", "extended-srgb": space = .sRGB
      case "extended-linear-srgb": space = .sRGBLinear
      case "display-p3": space = .displayP3
      default:
        throw spaceReader.error(
          "unknown colour space \(ArchiveError.quoted(spaceName)); expected srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray"
        )
      }
      try components.only(["red", "green", "blue", "alpha"])
      self = .rgb(
        red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha,
        space: space)
    }
  }

  static func component(_ reader: JSONReader, isAlpha: Bool) throws -> Double {
    switch reader.value {
    case .number(let number):
      guard number.isFinite, abs(number) <= 255 else {
        throw reader.error("a component is between -255 and 255")
      }
      return number > 1 && !isAlpha ? number / 255 : number
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.lowercased().hasPrefix("0x"), let value = Int(trimmed.dropFirst(2), radix: 16), value <= 255
      {
        return Double(value) / 255
      }
      if trimmed.contains(".") || trimmed.contains("e") || isAlpha, let value = Double(trimmed),
        value.isFinite,
        abs(value) <= 255
      {
        return value
      }
      if let value = Int(trimmed), abs(value) <= 255 { return Double(value) / 255 }
      throw reader.error(
        "\(ArchiveError.quoted(text)) is not a colour component (\"0.235\", \"60\" or \"0x3C\")")
    default:
      throw reader.mismatch("a component such as \"0.235\", \"60\" or \"0x3C\"")
    }
  }
}
