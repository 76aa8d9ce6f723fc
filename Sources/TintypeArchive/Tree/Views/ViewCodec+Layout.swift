import Foundation

/// Stacks, grids and other layout views: each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let vStack = stack("VStack", ViewContent.vStack, alignment: HorizontalAlignment.center) {
    if case .vStack(let alignment, let spacing, let children) = $0 {
      (alignment, spacing, children)
    } else {
      nil
    }
  }
  .schema(
    ##"""
    {
      "description": "`VStack`.",
      "properties": {
        "alignment": {"enum": ["leading", "center", "trailing"], "description": "Default \"center\"."},
        "spacing": {"type": "number", "description": "Default: the system spacing between each pair of views."},
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  static let hStack = stack("HStack", ViewContent.hStack, alignment: VerticalAlignment.center) {
    if case .hStack(let alignment, let spacing, let children) = $0 {
      (alignment, spacing, children)
    } else {
      nil
    }
  }
  .schema(
    ##"""
    {
      "description": "`HStack`.",
      "properties": {
        "alignment": {
          "enum": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
          "description": "Default \"center\"."
        },
        "spacing": {"type": "number", "description": "Default: the system spacing between each pair of views."},
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  /// A stack: `alignment` (default `center`), `spacing` and `children`.
  static func stack<Alignment: ArchiveCodable & Sendable>(
    _ type: String, _ make: @escaping @Sendable (Alignment, Double?, [ViewNode]) -> ViewContent,
    alignment center: Alignment,
    _ parts: @escaping @Sendable (ViewContent) -> (Alignment, Double?, [ViewNode])?
  ) -> ViewCodec {
    ViewCodec(
      types: [type],
      decode: { _, object, _ in
        try object.viewKeys(["alignment", "spacing", "children"])
        return make(
          try object.optional("alignment")?.decode() ?? center, try object.optional("spacing")?.coordinate(),
          try ViewNode.children(object))
      },
      encode: { content, object in
        guard let (alignment, spacing, children) = parts(content) else { return false }
        object["alignment"] = alignment.archiveJSON
        object.set("spacing", spacing)
        object["children"] = .array(children.map(\.archiveJSON))
        return true
      })
  }

  static let grid = ViewCodec(
    types: ["Grid"],
    decode: { _, object, _ in
      try object.viewKeys(["alignment", "horizontalSpacing", "verticalSpacing", "children"])
      return .grid(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        horizontalSpacing: try object.optional("horizontalSpacing")?.coordinate(),
        verticalSpacing: try object.optional("verticalSpacing")?.coordinate(),
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let children) = content
      else { return false }
      object["alignment"] = alignment.archiveJSON
      object.set("horizontalSpacing", horizontalSpacing)
      object.set("verticalSpacing", verticalSpacing)
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Grid`: each `GridRow` child is a row of cells in shared columns; any other child spans every column.",
      "properties": {
        "alignment": {
          "$ref": "#/$defs/Alignment",
          "description": "How cells sit in their column and row. Default \"center\"."
        },
        "horizontalSpacing": {"type": "number", "description": "Between columns. Default: the system spacing."},
        "verticalSpacing": {"type": "number", "description": "Between rows. Default: the system spacing."},
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  static let gridRow = ViewCodec(
    types: ["GridRow"],
    decode: { _, object, _ in
      try object.viewKeys(["alignment", "children"])
      return .gridRow(
        alignment: try object.optional("alignment")?.decode(), children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .gridRow(let alignment, let children) = content else { return false }
      object.set("alignment", alignment)
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`GridRow`: one row of a `Grid`; outside a grid, a group of its views (as in SwiftUI).",
      "properties": {
        "alignment": {
          "enum": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
          "description": "Overrides the grid's vertical alignment for this row."
        },
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  static let zStack = ViewCodec(
    types: ["ZStack"],
    decode: { _, object, _ in
      try object.viewKeys(["alignment", "children"])
      return .zStack(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .zStack(let alignment, let children) = content else { return false }
      object["alignment"] = alignment.archiveJSON
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`ZStack`.",
      "properties": {
        "alignment": {"$ref": "#/$defs/Alignment", "description": "Default \"center\"."},
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  static let geometryReader = ViewCodec(
    types: ["GeometryReader"],
    decode: { _, object, _ in
      try object.viewKeys(["id", "children"])
      return .geometryReader(
        id: try object.required("id").integer(min: 0, max: ArchiveLimits.maximumNodeCount),
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .geometryReader(let id, let children) = content else { return false }
      object["id"] = .number(Double(id))
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`GeometryReader`: all the space offered, its content at the top-leading corner, archived at the size a layout gave reader `id`.",
      "properties": {
        "id": {"type": "integer", "minimum": 0, "description": "The reader's number in the archive."},
        "children": {"$ref": "#/$defs/Children"}
      },
      "required": ["id"]
    }
    """##)

  static let group = ViewCodec(
    types: ["Group"],
    decode: { _, object, _ in
      try object.viewKeys(["children"])
      return .group(try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .group(let children) = content else { return false }
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Group` or `ForEach`: children laid out by the parent as if they were its own.",
      "properties": {"children": {"$ref": "#/$defs/Children"}}
    }
    """##)

  static let spacer = ViewCodec(
    types: ["Spacer"],
    decode: { _, object, _ in
      try object.viewKeys(["minLength"])
      return .spacer(minLength: try object.optional("minLength")?.coordinate(min: 0))
    },
    encode: { content, object in
      guard case .spacer(let minLength) = content else { return false }
      object.set("minLength", minLength)
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`Spacer`.",
      "properties": {"minLength": {"type": "number", "minimum": 0, "description": "Default: the system spacing."}}
    }
    """##)

  static let divider = fieldless("Divider", .divider)
    .schema(##"{"description": "`Divider`."}"##)

  static let viewThatFits = ViewCodec(
    types: ["ViewThatFits"],
    decode: { _, object, _ in
      try object.viewKeys(["in", "children"])
      return .viewThatFits(
        axes: try object.optional("in")?.decode() ?? [.horizontal, .vertical],
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .viewThatFits(let axes, let children) = content else { return false }
      object["in"] = axes.archiveJSON
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    ##"""
    {
      "description": "`ViewThatFits`: the first child that fits on the given axes.",
      "properties": {
        "in": {"$ref": "#/$defs/AxisSet", "description": "Default: both axes."},
        "children": {"$ref": "#/$defs/Children"}
      }
    }
    """##)

  static let empty = fieldless("EmptyView", .empty)
    .schema(##"{"description": "Nothing (`EmptyView`, a `nil` optional view)."}"##)
}
