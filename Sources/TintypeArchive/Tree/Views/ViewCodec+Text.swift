import Foundation
import TintypeCore

/// Text and images: each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let text = ViewCodec(
    types: ["Text"],
    decode: { _, object, typeReader in
      try object.viewKeys(["verbatim", "date", "style", "dateRange", "timerInterval", "concatenation"])
      try object.exclusive(["verbatim", "date", "dateRange", "timerInterval", "concatenation"], in: "a Text")
      try object.check("style", needs: "date")
      if let text = object.optional("verbatim") { return .text(.verbatim(try ViewNode.verbatim(text))) }
      if let date = object.optional("date") {
        return .text(.date(try date.date(), style: try object.required("style").decode()))
      }
      if let range = object.optional("dateRange") {
        let fields = try range.object()
        try fields.only(["from", "to"])
        return .text(
          .dateRange(from: try fields.required("from").date(), to: try fields.required("to").date()))
      }
      if let timer = object.optional("timerInterval") { return .text(.timer(try ViewNode.timer(timer))) }
      if let parts = object.optional("concatenation") {
        let nodes = try parts.array { element -> ViewNode in
          let node = try element.decode(ViewNode.self)
          guard case .text = node.content else {
            throw element.error("a text concatenation holds only Text views")
          }
          if let index = node.modifiers.firstIndex(where: { !ViewModifierValue.textNames.contains($0.name) })
          {
            throw JSONReader(.null, path: element.path.appending("modifiers").appending(index))
              .error("\"\(node.modifiers[index].name)\" cannot be applied inside a text concatenation")
          }
          return node
        }
        return .text(.concatenation(nodes))
      }
      throw typeReader.error(
        "a Text needs one of \"verbatim\", \"date\", \"dateRange\", \"timerInterval\", \"concatenation\"")
    },
    encode: { content, object in
      guard case .text(let text) = content else { return false }
      switch text {
      case .verbatim(let string): object["verbatim"] = .string(string)
      case .date(let date, let style):
        object["date"] = .string(ArchiveDateFormat.format(date))
        object["style"] = style.archiveJSON
      case .dateRange(let from, let to):
        object["dateRange"] = [
          "from": .string(ArchiveDateFormat.format(from)), "to": .string(ArchiveDateFormat.format(to)),
        ]
      case .timer(let timer): object["timerInterval"] = ViewNode.encode(timer)
      case .concatenation(let parts): object["concatenation"] = .array(parts.map(\.archiveJSON))
      }
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Text`: exactly one of `verbatim` (literal text, at most 10000 characters), `date` with `style`, `dateRange`, `timerInterval`, or `concatenation` (`Text + Text`).",
      "properties": {
        "verbatim": {"type": "string", "maxLength": 10000},
        "date": {
          "$ref": "#/$defs/Date",
          "description": "`Text(date, style:)`, shown relative to the render date."
        },
        "style": {
          "enum": ["time", "date", "relative", "offset", "timer"],
          "description": "`Text.DateStyle`; only with `date`."
        },
        "dateRange": {
          "type": "object",
          "description": "`Text(from...to)`.",
          "properties": {"from": {"$ref": "#/$defs/Date"}, "to": {"$ref": "#/$defs/Date"}},
          "required": ["from", "to"],
          "additionalProperties": false
        },
        "timerInterval": {
          "$ref": "#/$defs/TimerInterval",
          "description": "`Text(timerInterval:pauseTime:countsDown:showsHours:)`."
        },
        "concatenation": {
          "type": "array",
          "items": {"$ref": "#/$defs/TextPart"},
          "description": "Texts joined in order, each with its own text modifiers."
        }
      },
      "oneOf": [
        {"required": ["verbatim"]},
        {"required": ["date"]},
        {"required": ["dateRange"]},
        {"required": ["timerInterval"]},
        {"required": ["concatenation"]}
      ],
      "dependentRequired": {"date": ["style"], "style": ["date"]}
    }
    """##)

  static let image = ViewCodec(
    types: ["Image"],
    decode: { _, object, typeReader in
      try object.viewKeys([
        "name", "systemName", "data", "scale", "decorative", "resizable", "renderingMode", "interpolation",
        "antialiased",
      ])
      try object.exclusive(["name", "systemName", "data"], in: "an Image")
      try object.check("scale", needs: "data")
      let source: ImageValue.Source
      if let name = object.optional("name") {
        source = .named(try name.nonEmptyString())
      } else if let name = object.optional("systemName") {
        source = .system(try name.nonEmptyString())
      } else if object.has("data") {
        source = .data(try ImageData(from: object))
      } else {
        throw typeReader.error("an Image needs \"name\", \"systemName\" or \"data\"")
      }
      var resizable: (capInsets: EdgeInsets, mode: ImageValue.ResizingMode)?
      if let reader = object.optional("resizable") {
        if let on = reader.boolValue {
          resizable = on ? (EdgeInsets(), .stretch) : nil
        } else {
          let fields = try reader.object()
          try fields.only(["capInsets", "resizingMode"])
          resizable = (
            try fields.optional("capInsets")?.decode() ?? EdgeInsets(),
            try fields.optional("resizingMode")?.decode() ?? .stretch
          )
        }
      }
      return .image(
        ImageValue(
          source: source, decorative: try object.optional("decorative")?.bool() ?? false,
          resizable: resizable,
          renderingMode: try object.optional("renderingMode")?.decode(),
          interpolation: try object.optional("interpolation")?.decode(),
          antialiased: try object.optional("antialiased")?.bool()))
    },
    encode: { content, object in
      guard case .image(let image) = content else { return false }
      switch image.source {
      case .named(let name): object["name"] = .string(name)
      case .system(let name): object["systemName"] = .string(name)
      case .data(let data): data.encode(into: &object)
      }
      if image.decorative { object["decorative"] = true }
      if let resizable = image.resizable {
        if resizable.capInsets == EdgeInsets(), resizable.mode == .stretch {
          object["resizable"] = true
        } else {
          object["resizable"] = [
            "capInsets": resizable.capInsets.archiveJSON, "resizingMode": resizable.mode.archiveJSON,
          ]
        }
      }
      object.set("renderingMode", image.renderingMode)
      object.set("interpolation", image.interpolation)
      if let antialiased = image.antialiased { object["antialiased"] = .bool(antialiased) }
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Image`: a PNG from the asset folders by `name`, an SF Symbol by `systemName`, or a PNG or JPEG carried in the archive as base64 `data` (`UIImage(data:)`, `UIImage(contentsOfFile:)`); exactly one.",
      "properties": {
        "name": {"type": "string", "minLength": 1},
        "systemName": {"type": "string", "minLength": 1},
        "data": {"type": "string", "minLength": 4, "description": "The image's PNG or JPEG bytes in base64, at most 16 MiB and 4096 × 4096 px."},
        "scale": {"type": "number", "minimum": 0.1, "maximum": 16, "description": "Pixels per point of `data` (`UIImage.scale`). Default 1."},
        "decorative": {"type": "boolean", "description": "`Image(decorative:)`. Default false."},
        "resizable": {
          "description": "`resizable()`: true (stretch, no cap insets), or cap insets and a resizing mode.",
          "oneOf": [
            {"type": "boolean"},
            {
              "type": "object",
              "properties": {
                "capInsets": {"$ref": "#/$defs/EdgeInsets"},
                "resizingMode": {"enum": ["stretch", "tile"]}
              },
              "additionalProperties": false
            }
          ]
        },
        "renderingMode": {"enum": ["original", "template"]},
        "interpolation": {"enum": ["none", "low", "medium", "high"]},
        "antialiased": {"type": "boolean"}
      },
      "oneOf": [{"required": ["name"]}, {"required": ["systemName"]}, {"required": ["data"]}],
      "dependentRequired": {"scale": ["data"]}
    }
    """##)
}
