import TintypeArchive
import TintypeCore

// The JSON form of catalog entries, written by `tintype devices --json` and `tintype families
// --json`. Keys keep a fixed order and sizes are exact (164.33333333333334, not 164.33) so scripts
// can recompute pixels; `pixels` gives them rounded for convenience.

extension Size {
  /// `{"width": …, "height": …}` in points.
  public var jsonValue: JSONValue { ["width": .number(width), "height": .number(height)] }
}

extension EdgeInsets {
  /// `{"top": …, "leading": …, "bottom": …, "trailing": …}` in points.
  public var jsonValue: JSONValue {
    [
      "top": .number(top), "leading": .number(leading), "bottom": .number(bottom),
      "trailing": .number(trailing),
    ]
  }
}

extension FamilySpec {
  /// The spec as a JSON object; `pixels` is the frame at `scale`.
  public func jsonValue(scale: Double) -> JSONValue {
    let pixels = size.pixels(scale: scale)
    return [
      "family": .string(family.rawValue),
      "width": .number(width),
      "height": .number(height),
      "pixels": ["width": .number(Double(pixels.width)), "height": .number(Double(pixels.height))],
      "contentMargins": contentMargins.jsonValue,
      "renderingModes": .array(orderedRenderingModes.map { .string($0.rawValue) }),
      "cornerRadius": cornerRadius.map(JSONValue.number) ?? .null,
      "cornerStyle": cornerRadius == nil ? .null : "continuous",
      "provenance": .string(provenance.rawValue),
      "source": .string(source),
      "unconfirmed": .array(Field.allCases.filter(unconfirmed.contains).map { .string($0.rawValue) }),
    ]
  }
}

extension Device {
  /// The device as a JSON object without its families.
  public var summaryJSONValue: JSONValue {
    [
      "id": .string(id),
      "name": .string(name),
      "aliases": .array(aliases.map(JSONValue.string)),
      "platform": .string(platform.rawValue),
      "screen": screen?.jsonValue ?? .null,
      "scale": .number(scale),
      "generation": .string(generation),
      "notes": .array(notes.map(JSONValue.string)),
    ]
  }

  /// The device as a JSON object with every family spec, in family order, and its presentations.
  public var jsonValue: JSONValue {
    guard case .object(var object) = summaryJSONValue else { return summaryJSONValue }
    object["families"] = .array(orderedFamilies.compactMap { families[$0]?.jsonValue(scale: scale) })
    object["presentations"] = .array(presentations.map(\.jsonValue))
    return .object(object)
  }
}

extension WidgetPresentation {
  /// The presentation as a JSON object: what it draws, with what margins, and its screen (sizes in
  /// points, colours as straight sRGB components 0…1) or `null`.
  public var jsonValue: JSONValue {
    func color(_ color: RGBAColor) -> JSONValue {
      .array([color.red, color.green, color.blue, color.alpha].map(JSONValue.number))
    }
    let screenValue: JSONValue =
      screen.map { screen in
        [
          "width": .number(screen.size.width), "height": .number(screen.size.height),
          "slot": [
            "x": .number(screen.slot.x), "y": .number(screen.slot.y), "width": .number(screen.slot.width),
            "height": .number(screen.slot.height),
          ],
          "inset": .number(screen.inset), "fill": color(screen.fill),
          "scale": screen.scale.map(JSONValue.number) ?? .null,
          "monochrome": screen.monochrome.map(color) ?? .null,
        ]
      } ?? .null
    return [
      "kind": .string(kind.rawValue),
      "family": family.map { .string($0.rawValue) } ?? .null,
      "renderingMode": .string(renderingMode.rawValue),
      "colorScheme": colorScheme.map { .string($0.rawValue) } ?? .null,
      "contentMargin": contentMargin.map(JSONValue.number) ?? .null,
      "removesBackground": .bool(removesBackground),
      "screen": screenValue,
      "source": .string(source),
    ]
  }
}
