import Foundation

/// One view in an archived tree: what it is and the modifiers applied to it, innermost first.
///
/// JSON: `{"type": "Text", "verbatim": "Hello", "modifiers": [{"font": "headline"}, {"padding": 8}]}`.
/// Each type's own fields sit beside `type`; see `ViewContent` and `Sources/TintypeArchive/Schema/tintype-archive.schema.json`.
///
/// Over 400 lines: the decoder and encoder switches for every view type. The architecture issue (#9,
/// "codecs as values") replaces them with one codec value per view type, in its own file.
public struct ViewNode: Hashable, Sendable {
  /// What the view is.
  public var content: ViewContent
  /// The modifiers applied to the view, innermost first.
  public var modifiers: [ViewModifierValue]

  /// A node with content and modifiers.
  public init(_ content: ViewContent, modifiers: [ViewModifierValue] = []) {
    self.content = content
    self.modifiers = modifiers
  }

  /// The same node with one more modifier applied outside the existing ones.
  public func modified(_ modifier: ViewModifierValue) -> ViewNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// Views nested in this node's modifiers (background and overlay content, masks, labels).
  public var modifierChildren: [ViewNode] {
    modifiers.compactMap { modifier in
      switch modifier {
      case .background(.view(let node, _)), .overlay(.view(let node, _)),
        .containerBackground(.view(let node, _)):
        return node
      case .mask(let node, _), .widgetLabel(let node):
        return node
      default:
        return nil
      }
    }
  }

  /// The number of nodes in this subtree, this one included.
  public var nodeCount: Int {
    1 + content.children.reduce(0) { $0 + $1.nodeCount } + modifierChildren.reduce(0) { $0 + $1.nodeCount }
  }

  /// The number of modifiers in this subtree, this node's own included.
  public var modifierCount: Int {
    modifiers.count + content.children.reduce(0) { $0 + $1.modifierCount }
      + modifierChildren.reduce(0) { $0 + $1.modifierCount }
  }
}

extension ViewNode: ArchiveCodable {
  public init(from reader: JSONReader) throws {
    // Depth is checked from the path so that a hostile archive cannot exhaust the stack.
    if reader.path.components.count > ArchiveLimits.maximumPathDepth {
      throw reader.error(
        "views nested deeper than \(ArchiveLimits.maximumPathDepth / 2) levels (limit maximumPathDepth)")
    }
    let object = try reader.object()
    let typeReader = try object.required("type")
    let type = try typeReader.string()
    var modifiers: [ViewModifierValue] = []
    if let list = object.optional("modifiers") {
      // Counted before any is decoded: a hostile list costs its length, not its decoding.
      if case .array(let elements) = list.value, elements.count > ArchiveLimits.maximumModifiersPerView {
        throw list.error(
          "\(elements.count) modifiers on one view, more than \(ArchiveLimits.maximumModifiersPerView)"
            + " (limit ArchiveLimits.maximumModifiersPerView)")
      }
      modifiers = try list.array { try $0.decode(ViewModifierValue.self) }
    }
    let content = try ViewNode.decodeContent(type, object, typeReader: typeReader)
    self.init(content, modifiers: modifiers)
  }

  private static func children(_ object: JSONObjectReader, _ key: String = "children") throws -> [ViewNode] {
    try object.optional(key)?.array { try $0.decode(ViewNode.self) } ?? []
  }

  /// Literal text, within the length limit. Counted in code points, not characters: one
  /// character may hold any number of combining marks, so a character count bounds nothing.
  static func verbatim(_ reader: JSONReader) throws -> String {
    let string = try reader.string()
    if string.unicodeScalars.count > ArchiveLimits.maximumTextLength {
      throw reader.error(
        "text longer than \(ArchiveLimits.maximumTextLength) characters (limit maximumTextLength)")
    }
    return string
  }

  private static func optionalNode(_ object: JSONObjectReader, _ key: String) throws -> ViewNode? {
    try object.optional(key)?.decode(ViewNode.self)
  }

  private static func intent(_ object: JSONObjectReader) throws -> IntentValue? {
    guard let reader = object.optional("intent") else { return nil }
    let fields = try reader.object()
    try fields.only(["type", "parameters"])
    var parameters = JSONObject()
    if let list = fields.optional("parameters") {
      parameters = try list.object().object
    }
    return IntentValue(type: try fields.required("type").nonEmptyString(), parameters: parameters)
  }

  private static func timer(_ reader: JSONReader) throws -> TimerValue {
    let object = try reader.object()
    try object.only(["start", "end", "pauseTime", "countsDown", "showsHours"])
    let start = try object.required("start").date()
    let endReader = try object.required("end")
    let end = try endReader.date()
    if end < start { throw endReader.error("the timer ends before it starts") }
    return TimerValue(
      start: start, end: end, pauseTime: try object.optional("pauseTime")?.date(),
      countsDown: try object.optional("countsDown")?.bool() ?? true,
      showsHours: try object.optional("showsHours")?.bool() ?? true)
  }

  private static func switchCases<Key: ArchiveEnum>(_ object: JSONObjectReader, _: Key.Type) throws -> (
    [Key: ViewNode], ViewNode?
  ) {
    try object.only(["type", "modifiers", "cases", "default"])
    let cases = try object.required("cases").object()
    try cases.only(Key.allCases.map(\.rawValue))
    var result: [Key: ViewNode] = [:]
    for key in Key.allCases {
      if let node = cases.optional(key.rawValue) { result[key] = try node.decode() }
    }
    return (result, try optionalNode(object, "default"))
  }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  private static func decodeContent(_ type: String, _ object: JSONObjectReader, typeReader: JSONReader) throws
    -> ViewContent
  {
    func only(_ keys: [String]) throws { try object.only(["type", "modifiers"] + keys) }
    switch type {
    case "Text":
      try only(["verbatim", "date", "style", "dateRange", "timerInterval", "concatenation"])
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
    case "Image":
      try only([
        "name", "systemName", "decorative", "resizable", "renderingMode", "interpolation", "antialiased",
      ])
      try object.exclusive(["name", "systemName"], in: "an Image")
      let source: ImageValue.Source
      if let name = object.optional("name") {
        source = .named(try name.nonEmptyString())
      } else if let name = object.optional("systemName") {
        source = .system(try name.nonEmptyString())
      } else {
        throw typeReader.error("an Image needs \"name\" or \"systemName\"")
      }
      var resizable: (capInsets: EdgeInsets, mode: ImageValue.ResizingMode)?
      if let reader = object.optional("resizable") {
        if case .bool(let on) = reader.value {
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
    case "Color":
      try only(["color"])
      return .color(try object.required("color").decode())
    case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
      try only(["gradient"])
      let reader = try object.required("gradient")
      let gradient = try reader.decode(GradientValue.self)
      let expected = ViewContent.gradient(gradient).typeName
      if expected != type {
        throw reader.error(
          "a \(type) needs a \"\(expected.prefix(1).lowercased() + expected.dropFirst())\" gradient")
      }
      return .gradient(gradient)
    case _ where ShapeValue.typeNames.contains(type):
      try only(ShapeValue.keys + ["fill", "stroke", "strokeBorder"])
      let shape = try ShapeValue(type: type, object: object)
      return .shape(shape, paint: try ViewNode.paint(object))
    case "VStack":
      try only(["alignment", "spacing", "children"])
      return .vStack(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        spacing: try object.optional("spacing")?.coordinate(),
        children: try children(object))
    case "HStack":
      try only(["alignment", "spacing", "children"])
      return .hStack(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        spacing: try object.optional("spacing")?.coordinate(),
        children: try children(object))
    case "Grid":
      try only(["alignment", "horizontalSpacing", "verticalSpacing", "children"])
      return .grid(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        horizontalSpacing: try object.optional("horizontalSpacing")?.coordinate(),
        verticalSpacing: try object.optional("verticalSpacing")?.coordinate(), children: try children(object))
    case "GridRow":
      try only(["alignment", "children"])
      return .gridRow(alignment: try object.optional("alignment")?.decode(), children: try children(object))
    case "ZStack":
      try only(["alignment", "children"])
      return .zStack(
        alignment: try object.optional("alignment")?.decode() ?? .center, children: try children(object))
    case "GeometryReader":
      try only(["id", "children"])
      return .geometryReader(
        id: try object.required("id").integer(min: 0, max: ArchiveLimits.maximumNodeCount),
        children: try children(object))
    case "Group":
      try only(["children"])
      return .group(try children(object))
    case "Spacer":
      try only(["minLength"])
      return .spacer(minLength: try object.optional("minLength")?.coordinate(min: 0))
    case "Divider":
      try only([])
      return .divider
    case "ViewThatFits":
      try only(["in", "children"])
      return .viewThatFits(
        axes: try object.optional("in")?.decode() ?? [.horizontal, .vertical], children: try children(object))
    case "Gauge":
      try only([
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
          label: try optionalNode(object, "label"),
          currentValueLabel: try optionalNode(object, "currentValueLabel"),
          minimumValueLabel: try optionalNode(object, "minimumValueLabel"),
          maximumValueLabel: try optionalNode(object, "maximumValueLabel")))
    case "ProgressView":
      try only(["value", "total", "timerInterval", "label", "currentValueLabel"])
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
          progress: progress, label: try optionalNode(object, "label"),
          currentValueLabel: try optionalNode(object, "currentValueLabel")))
    case "Label":
      try only(["title", "icon"])
      return .label(title: try object.required("title").decode(), icon: try object.required("icon").decode())
    case "Link":
      try only(["destination", "label"])
      return .link(
        destination: try ViewModifierValue.url(try object.required("destination")),
        label: try object.required("label").decode())
    case "Button":
      try only(["intent", "role", "label"])
      return .button(
        ButtonValue(
          intent: try intent(object), role: try object.optional("role")?.string(),
          label: try object.required("label").decode()))
    case "Toggle":
      try only(["isOn", "intent", "label"])
      return .toggle(
        ToggleValue(
          isOn: try object.required("isOn").bool(), intent: try intent(object),
          label: try object.required("label").decode()))
    case "Canvas":
      try only(["recordedSize", "commands"])
      let size = try object.required("recordedSize")
      let pair = try size.array()
      guard pair.count == 2 else { throw size.mismatch("a size [width, height]") }
      return .canvas(
        CanvasValue(
          recordedWidth: try pair[0].coordinate(min: 0, exclusiveMin: true),
          recordedHeight: try pair[1].coordinate(min: 0, exclusiveMin: true),
          commands: try object.required("commands").array(
            maximum: ArchiveLimits.maximumCanvasCommands, limit: "maximumCanvasCommands",
            ViewNode.canvasCommand)))
    case "AccessoryWidgetBackground":
      try only([])
      return .accessoryWidgetBackground
    case "EmptyView":
      try only([])
      return .empty
    case "FamilySwitch":
      let (cases, fallback) = try switchCases(object, WidgetFamily.self)
      return .familySwitch(cases: cases, fallback: fallback)
    case "RenderingModeSwitch":
      let (cases, fallback) = try switchCases(object, WidgetRenderingMode.self)
      return .renderingModeSwitch(cases: cases, fallback: fallback)
    case "ColorSchemeSwitch":
      let (cases, fallback) = try switchCases(object, ColorScheme.self)
      return .colorSchemeSwitch(cases: cases, fallback: fallback)
    case "DynamicIsland", "DynamicIslandExpandedRegion":
      // Live Activity parts are no views: an activity archive holds them beside its views.
      throw typeReader.error(
        "\(type) is not a view: a Live Activity's island belongs in an activity archive's \"dynamicIsland\""
          + " (its regions in \"dynamicIsland.expanded\"), not inside a view")
    default:
      let close = Suggestion.closest(to: type, in: ViewContent.typeNames)
      throw typeReader.error(
        "unknown view type \(ArchiveError.quoted(type))"
          + (close.map { "; did you mean \"\($0)\"?" } ?? "; see the schema for the known types"))
    }
  }

  private static func paint(_ object: JSONObjectReader) throws -> ShapePaint {
    let given = ["fill", "stroke", "strokeBorder"].filter { object.object[$0] != nil }
    if given.count > 1 {
      throw ArchiveError(
        path: object.path.appending(given[1]),
        "a shape is painted once: \"fill\", \"stroke\" or \"strokeBorder\"")
    }
    if let fill = object.optional("fill") {
      if case .object(let raw) = fill.value, raw["eoFill"] != nil || raw.keys == ["style"] {
        let fields = try fill.object()
        try fields.only(["style", "eoFill"])
        return .fill(
          try fields.optional("style")?.decode(), eoFill: try fields.optional("eoFill")?.bool() ?? false)
      }
      return .fill(try fill.decode(), eoFill: false)
    }
    for key in ["stroke", "strokeBorder"] {
      guard let reader = object.optional(key) else { continue }
      let fields = try reader.object()
      try fields.only(["style"] + StrokeStyleValue.keys)
      let style: ShapeStyleValue? = try fields.optional("style")?.decode()
      let stroke = try StrokeStyleValue(object: fields)
      return key == "stroke" ? .stroke(style, stroke) : .strokeBorder(style, stroke)
    }
    return .fill(nil, eoFill: false)
  }

  private static func canvasCommand(_ reader: JSONReader) throws -> CanvasValue.Command {
    let object = try reader.object()
    if object.object["fill"] != nil {
      try object.only(["fill", "style", "eoFill"])
      return .fill(
        try object.required("fill").decode(), try object.required("style").decode(),
        eoFill: try object.optional("eoFill")?.bool() ?? false)
    }
    try object.only(["stroke", "style"] + StrokeStyleValue.keys)
    return .stroke(
      try object.required("stroke").decode(), try object.required("style").decode(),
      try StrokeStyleValue(object: object))
  }

  // MARK: Encoding

  public var archiveJSON: JSONValue {
    var object = JSONObject([("type", .string(content.typeName))])
    encodeContent(into: &object)
    if !modifiers.isEmpty { object["modifiers"] = .array(modifiers.map(\.archiveJSON)) }
    return .object(object)
  }

  private static func encode(_ timer: TimerValue) -> JSONValue {
    var object = JSONObject([
      ("start", .string(ArchiveDateFormat.format(timer.start))),
      ("end", .string(ArchiveDateFormat.format(timer.end))),
    ])
    if let pause = timer.pauseTime { object["pauseTime"] = .string(ArchiveDateFormat.format(pause)) }
    if !timer.countsDown { object["countsDown"] = false }
    if !timer.showsHours { object["showsHours"] = false }
    return .object(object)
  }

  private static func encode(_ intent: IntentValue?, into object: inout JSONObject) {
    guard let intent else { return }
    var fields = JSONObject([("type", .string(intent.type))])
    if !intent.parameters.members.isEmpty { fields["parameters"] = .object(intent.parameters) }
    object["intent"] = .object(fields)
  }

  private static func encodeCases<Key: ArchiveEnum>(
    _ cases: [Key: ViewNode], _ fallback: ViewNode?, into object: inout JSONObject
  ) {
    var casesObject = JSONObject()
    for key in Key.allCases { if let node = cases[key] { casesObject[key.rawValue] = node.archiveJSON } }
    object["cases"] = .object(casesObject)
    object.set("default", fallback)
  }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  private func encodeContent(into object: inout JSONObject) {
    switch content {
    case .text(let text):
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
    case .image(let image):
      switch image.source {
      case .named(let name): object["name"] = .string(name)
      case .system(let name): object["systemName"] = .string(name)
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
    case .color(let color): object["color"] = color.archiveJSON
    case .gradient(let gradient): object["gradient"] = gradient.archiveJSON
    case .shape(let shape, let paint):
      shape.encode(into: &object)
      switch paint {
      case .fill(nil, false): break
      case .fill(let style, let eoFill):
        if eoFill {
          var fields = JSONObject()
          fields.set("style", style)
          fields["eoFill"] = true
          object["fill"] = .object(fields)
        } else if let style {
          object["fill"] = style.archiveJSON
        }
      case .stroke(let style, let stroke), .strokeBorder(let style, let stroke):
        var fields = JSONObject()
        fields.set("style", style)
        stroke.encode(into: &fields)
        if case .stroke = paint {
          object["stroke"] = .object(fields)
        } else {
          object["strokeBorder"] = .object(fields)
        }
      }
    case .vStack(let alignment, let spacing, let children):
      object["alignment"] = alignment.archiveJSON
      object.set("spacing", spacing)
      object["children"] = .array(children.map(\.archiveJSON))
    case .hStack(let alignment, let spacing, let children):
      object["alignment"] = alignment.archiveJSON
      object.set("spacing", spacing)
      object["children"] = .array(children.map(\.archiveJSON))
    case .zStack(let alignment, let children):
      object["alignment"] = alignment.archiveJSON
      object["children"] = .array(children.map(\.archiveJSON))
    case .geometryReader(let id, let children):
      object["id"] = .number(Double(id))
      object["children"] = .array(children.map(\.archiveJSON))
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let children):
      object["alignment"] = alignment.archiveJSON
      object.set("horizontalSpacing", horizontalSpacing)
      object.set("verticalSpacing", verticalSpacing)
      object["children"] = .array(children.map(\.archiveJSON))
    case .gridRow(let alignment, let children):
      object.set("alignment", alignment)
      object["children"] = .array(children.map(\.archiveJSON))
    case .group(let children): object["children"] = .array(children.map(\.archiveJSON))
    case .spacer(let minLength): object.set("minLength", minLength)
    case .divider, .accessoryWidgetBackground, .empty: break
    case .viewThatFits(let axes, let children):
      object["in"] = axes.archiveJSON
      object["children"] = .array(children.map(\.archiveJSON))
    case .gauge(let gauge):
      object["value"] = .number(gauge.value)
      object["lowerBound"] = .number(gauge.lowerBound)
      object["upperBound"] = .number(gauge.upperBound)
      object.set("label", gauge.label)
      object.set("currentValueLabel", gauge.currentValueLabel)
      object.set("minimumValueLabel", gauge.minimumValueLabel)
      object.set("maximumValueLabel", gauge.maximumValueLabel)
    case .progressView(let progress):
      switch progress.progress {
      case .value(let value, let total):
        object["value"] = .number(value)
        object["total"] = .number(total)
      case .timer(let timer): object["timerInterval"] = ViewNode.encode(timer)
      case .indeterminate: break
      }
      object.set("label", progress.label)
      object.set("currentValueLabel", progress.currentValueLabel)
    case .label(let title, let icon):
      object["title"] = title.archiveJSON
      object["icon"] = icon.archiveJSON
    case .link(let destination, let label):
      object["destination"] = .string(destination)
      object["label"] = label.archiveJSON
    case .button(let button):
      ViewNode.encode(button.intent, into: &object)
      if let role = button.role { object["role"] = .string(role) }
      object["label"] = button.label.archiveJSON
    case .toggle(let toggle):
      object["isOn"] = .bool(toggle.isOn)
      ViewNode.encode(toggle.intent, into: &object)
      object["label"] = toggle.label.archiveJSON
    case .canvas(let canvas):
      object["recordedSize"] = [.number(canvas.recordedWidth), .number(canvas.recordedHeight)]
      object["commands"] = .array(
        canvas.commands.map { command -> JSONValue in
          switch command {
          case .fill(let path, let style, let eoFill):
            var fields = JSONObject([("fill", path.archiveJSON), ("style", style.archiveJSON)])
            if eoFill { fields["eoFill"] = true }
            return .object(fields)
          case .stroke(let path, let style, let stroke):
            var fields = JSONObject([("stroke", path.archiveJSON), ("style", style.archiveJSON)])
            stroke.encode(into: &fields)
            return .object(fields)
          }
        })
    case .familySwitch(let cases, let fallback): ViewNode.encodeCases(cases, fallback, into: &object)
    case .renderingModeSwitch(let cases, let fallback): ViewNode.encodeCases(cases, fallback, into: &object)
    case .colorSchemeSwitch(let cases, let fallback): ViewNode.encodeCases(cases, fallback, into: &object)
    }
  }
}
