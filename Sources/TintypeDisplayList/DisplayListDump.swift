import TintypeArchive
import TintypeCore
import TintypeLayout
import TintypeScene

/// The text form of a display list: one line per op, indented inside layers, so that tests can pin
/// the paint stage without pixels and people can read what will be drawn.
public enum DisplayListDump {
  /// A number with at most three decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return JSONWriter.format(number: rounded == 0 ? 0 : rounded)
  }

  /// `[x, y, width, height]`.
  static func describe(_ rect: Rect) -> String {
    "[" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + "]"
  }

  /// `identity`, `translate(tx, ty)` or `matrix(a, b, c, d, tx, ty)`.
  static func describe(_ transform: Transform) -> String {
    if transform == .identity { return "identity" }
    if transform.isTranslation { return "translate(\(number(transform.tx)), \(number(transform.ty)))" }
    return "matrix("
      + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number)
      .joined(separator: ", ") + ")"
  }

  static func describe(_ paint: DisplayPaint) -> String {
    switch paint {
    case .solid(let color): return color.description
    case .gradient(let gradient):
      let kind: String
      switch gradient.geometry {
      case .linear: kind = "linear"
      case .radial: kind = "radial"
      case .angular: kind = "angular"
      case .elliptical: kind = "elliptical"
      }
      return "\(kind)-gradient(" + gradient.colors.map(\.description).joined(separator: " ")
        + ") over \(describe(gradient.bounds))"
    }
  }

  static func describe(_ shape: DisplayShape) -> String {
    // A ContainerRelativeShape says the corner radius it resolved to.
    if let radius = shape.containerCornerRadius {
      return "\(shape.name) \(describe(shape.frame)) r \(number(radius))"
    }
    return "\(shape.name) \(describe(shape.frame))"
  }

  /// The dump of `list`.
  public static func text(_ list: DisplayList) -> String {
    var lines = ["display list \(number(list.width))×\(number(list.height)) pt"]
    var depth = 1
    func line(_ text: String) { lines.append(String(repeating: "  ", count: depth) + text) }
    func suffix(_ transform: Transform, _ group: AccentGroup) -> String {
      (transform == .identity ? "" : " \(describe(transform))")
        + (group == .default ? "" : " group=\(group.rawValue)")
    }
    func walk(_ ops: [DisplayOp]) {
      for op in ops {
        switch op {
        case .fill(let shape, let paint, let eoFill, let transform, let group):
          line(
            "fill \(describe(shape)) \(describe(paint))" + (eoFill ? " even-odd" : "")
              + suffix(transform, group))
        case .stroke(let shape, let style, let inside, let paint, let transform, let group):
          line(
            "stroke\(inside ? "-border" : "") \(describe(shape)) width \(number(style.lineWidth)) \(describe(paint))"
              + suffix(transform, group))
        case .text(let text, let transform, let group):
          line(
            "text \"\(text.string)\" at (\(number(text.origin.x)), \(number(text.origin.y)))"
              + suffix(transform, group))
        case .image(let image, let transform, let group):
          line(
            "image \"\(image.name)\" \(describe(image.frame)) \(image.accentTreatment.rawValue)"
              + suffix(transform, group))
        case .beginLayer(let effect, let transform):
          var parts: [String] = []
          if effect.opacity != 1 { parts.append("opacity \(number(effect.opacity))") }
          if let clip = effect.clip { parts.append("clip \(describe(clip))") }
          if effect.mask != nil { parts.append("mask") }
          if effect.luminanceToAlpha { parts.append("luminanceToAlpha") }
          if let shadow = effect.shadow {
            parts.append(
              "shadow \(shadow.color) r \(number(shadow.radius)) (\(number(shadow.x)), \(number(shadow.y)))")
          }
          if let matrix = effect.colorMatrix {
            parts.append("colorMatrix [" + matrix.values.map(number).joined(separator: " ") + "]")
          }
          if let mode = effect.blendMode { parts.append("blendMode \(mode.rawValue)") }
          if let filter = effect.filter { parts.append(filter.dumpText(number)) }
          line(
            "layer " + parts.joined(separator: ", ")
              + (transform == .identity ? "" : " \(describe(transform))"))
          if let mask = effect.mask {
            depth += 1
            line("mask:")
            depth += 1
            walk(mask)
            depth -= 2
          }
          depth += 1
        case .endLayer:
          depth -= 1
        }
      }
    }
    walk(list.ops)
    return lines.joined(separator: "\n") + "\n"
  }
}
