import Foundation

/// Colour effects on a view's rendered layer: each one's JSON spelling (see `ModifierCodec`).
extension ModifierCodec {
  static let brightness = ModifierCodec(
    name: "brightness", decode: { body in .brightness(try body.number(min: -1, max: 1)) },
    encode: { if case .brightness(let amount) = $0 { .number(amount) } else { nil } })

  static let contrast = ModifierCodec(
    name: "contrast", decode: { body in .contrast(try body.number(min: -100, max: 100)) },
    encode: { if case .contrast(let amount) = $0 { .number(amount) } else { nil } })

  static let saturation = ModifierCodec(
    name: "saturation", decode: { body in .saturation(try body.number(min: 0, max: 100)) },
    encode: { if case .saturation(let amount) = $0 { .number(amount) } else { nil } })

  static let grayscale = ModifierCodec(
    name: "grayscale", decode: { body in .grayscale(try body.number(min: 0, max: 1)) },
    encode: { if case .grayscale(let amount) = $0 { .number(amount) } else { nil } })

  static let hueRotation = value("hueRotation", ViewModifierValue.hueRotation) {
    if case .hueRotation(let angle) = $0 { angle } else { nil }
  }

  static let colorInvert = on("colorInvert", .colorInvert)

  static let colorMultiply = value("colorMultiply", ViewModifierValue.colorMultiply) {
    if case .colorMultiply(let color) = $0 { color } else { nil }
  }

  static let blur = ModifierCodec(
    name: "blur",
    decode: { body in
      if case .number = body.value { return .blur(radius: try body.number(min: 0, max: 1000), opaque: false) }
      let object = try body.fields(["radius", "opaque"])
      return .blur(
        radius: try object.required("radius").number(min: 0, max: 1000),
        opaque: try object.optional("opaque")?.bool() ?? false)
    },
    encode: { modifier in
      switch modifier {
      case .blur(let radius, let opaque):
        return opaque ? ["radius": .number(radius), "opaque": true] : .number(radius)
      default: return nil
      }
    })

  static let compositingGroup = on("compositingGroup", .compositingGroup)

  static let blendMode = value("blendMode", ViewModifierValue.blendMode) {
    if case .blendMode(let mode) = $0 { mode } else { nil }
  }
}
