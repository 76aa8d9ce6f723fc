import Foundation

/// Controls and accessory views: each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let gauge = ViewCodec(
    types: ["Gauge"],
    decode: { _, object, typeReader in
      try object.viewKeys([
        "value", "lowerBound", "upperBound", "label", "currentValueLabel", "minimumValueLabel",
        "maximumValueLabel",
      ])
      let lower = try object.optional("lowerBound")?.number() ?? 0
      let upperReader = object.optional("upperBound")
      let upper = try upperReader?.number() ?? 1
      if upper <= lower {
        throw (upperReader ?? typeReader).error(
          "expected upperBound > lowerBound (\(JSONWriter.format(number: lower)))")
      }
      return .gauge(
        GaugeValue(
          value: try object.required("value").number(), lowerBound: lower, upperBound: upper,
          label: try ViewNode.optionalNode(object, "label"),
          currentValueLabel: try ViewNode.optionalNode(object, "currentValueLabel"),
          minimumValueLabel: try ViewNode.optionalNode(object, "minimumValueLabel"),
          maximumValueLabel: try ViewNode.optionalNode(object, "maximumValueLabel")))
    },
    encode: { content, object in
      guard case .gauge(let gauge) = content else { return false }
      object["value"] = .number(gauge.value)
      object["lowerBound"] = .number(gauge.lowerBound)
      object["upperBound"] = .number(gauge.upperBound)
      object.set("label", gauge.label)
      object.set("currentValueLabel", gauge.currentValueLabel)
      object.set("minimumValueLabel", gauge.minimumValueLabel)
      object.set("maximumValueLabel", gauge.maximumValueLabel)
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Gauge`: `value` in `lowerBound...upperBound` (upperBound must exceed lowerBound).",
      "properties": {
        "value": {"type": "number"},
        "lowerBound": {"type": "number", "description": "Default 0."},
        "upperBound": {"type": "number", "description": "Default 1."},
        "label": {"$ref": "#/$defs/ViewNode"},
        "currentValueLabel": {"$ref": "#/$defs/ViewNode"},
        "minimumValueLabel": {"$ref": "#/$defs/ViewNode"},
        "maximumValueLabel": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["value"]
    }
    """##)

  static let progressView = ViewCodec(
    types: ["ProgressView"],
    decode: { _, object, _ in
      try object.viewKeys(["value", "total", "timerInterval", "label", "currentValueLabel"])
      try object.exclusive(["value", "timerInterval"], in: "a ProgressView")
      try object.check("total", needs: "value")
      let progress: ProgressValue.Progress
      if let value = object.optional("value") {
        progress = .value(
          try value.number(), total: try object.optional("total")?.number(min: 0, exclusiveMin: true) ?? 1)
      } else if let timer = object.optional("timerInterval") {
        progress = .timer(try ViewNode.timer(timer))
      } else {
        progress = .indeterminate
      }
      return .progressView(
        ProgressValue(
          progress: progress, label: try ViewNode.optionalNode(object, "label"),
          currentValueLabel: try ViewNode.optionalNode(object, "currentValueLabel")))
    },
    encode: { content, object in
      guard case .progressView(let progress) = content else { return false }
      switch progress.progress {
      case .value(let value, let total):
        object["value"] = .number(value)
        object["total"] = .number(total)
      case .timer(let timer): object["timerInterval"] = ViewNode.encode(timer)
      case .indeterminate: break
      }
      object.set("label", progress.label)
      object.set("currentValueLabel", progress.currentValueLabel)
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`ProgressView`: `value` out of `total` (default 1), progress through `timerInterval`, or neither for an indeterminate spinner.",
      "properties": {
        "value": {"type": "number"},
        "total": {"type": "number", "exclusiveMinimum": 0},
        "timerInterval": {"$ref": "#/$defs/TimerInterval"},
        "label": {"$ref": "#/$defs/ViewNode"},
        "currentValueLabel": {"$ref": "#/$defs/ViewNode"}
      },
      "not": {"required": ["value", "timerInterval"]},
      "dependentRequired": {"total": ["value"]}
    }
    """##)

  static let label = ViewCodec(
    types: ["Label"],
    decode: { _, object, _ in
      try object.viewKeys(["title", "icon"])
      return .label(title: try object.required("title").decode(), icon: try object.required("icon").decode())
    },
    encode: { content, object in
      guard case .label(let title, let icon) = content else { return false }
      object["title"] = title.archiveJSON
      object["icon"] = icon.archiveJSON
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Label`: a title and an icon.",
      "properties": {"title": {"$ref": "#/$defs/ViewNode"}, "icon": {"$ref": "#/$defs/ViewNode"}},
      "required": ["title", "icon"]
    }
    """##)

  static let link = ViewCodec(
    types: ["Link"],
    decode: { _, object, _ in
      try object.viewKeys(["destination", "label"])
      return .link(
        destination: try ViewModifierValue.url(try object.required("destination")),
        label: try object.required("label").decode())
    },
    encode: { content, object in
      guard case .link(let destination, let label) = content else { return false }
      object["destination"] = .string(destination)
      object["label"] = label.archiveJSON
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Link`: the label is drawn; the destination is exported as a tap target.",
      "properties": {"destination": {"$ref": "#/$defs/URL"}, "label": {"$ref": "#/$defs/ViewNode"}},
      "required": ["destination", "label"]
    }
    """##)

  static let button = ViewCodec(
    types: ["Button"],
    decode: { _, object, _ in
      try object.viewKeys(["intent", "role", "label"])
      return .button(
        ButtonValue(
          intent: try ViewNode.intent(object), role: try object.optional("role")?.string(),
          label: try object.required("label").decode()))
    },
    encode: { content, object in
      guard case .button(let button) = content else { return false }
      ViewNode.encode(button.intent, into: &object)
      if let role = button.role { object["role"] = .string(role) }
      object["label"] = button.label.archiveJSON
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Button(intent:)`: the label is drawn; the intent is exported with the tap target, never run.",
      "properties": {
        "intent": {"$ref": "#/$defs/Intent"},
        "role": {"type": "string", "description": "`ButtonRole`, e.g. \"destructive\"."},
        "label": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["label"]
    }
    """##)

  static let toggle = ViewCodec(
    types: ["Toggle"],
    decode: { _, object, _ in
      try object.viewKeys(["isOn", "intent", "label"])
      return .toggle(
        ToggleValue(
          isOn: try object.required("isOn").bool(), intent: try ViewNode.intent(object),
          label: try object.required("label").decode()))
    },
    encode: { content, object in
      guard case .toggle(let toggle) = content else { return false }
      object["isOn"] = .bool(toggle.isOn)
      ViewNode.encode(toggle.intent, into: &object)
      object["label"] = toggle.label.archiveJSON
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Toggle(isOn:intent:)`, drawn in its recorded state.",
      "properties": {
        "isOn": {"type": "boolean"},
        "intent": {"$ref": "#/$defs/Intent"},
        "label": {"$ref": "#/$defs/ViewNode"}
      },
      "required": ["isOn", "label"]
    }
    """##)

  static let accessoryWidgetBackground = fieldless("AccessoryWidgetBackground", .accessoryWidgetBackground)
    .schema(##"{"description": "The system's adaptive backdrop for accessory widgets."}"##)
}
