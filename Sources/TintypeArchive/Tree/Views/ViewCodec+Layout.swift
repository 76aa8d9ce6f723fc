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

  static let hStack = stack("HStack", ViewContent.hStack, alignment: VerticalAlignment.center) {
    if case .hStack(let alignment, let spacing, let children) = $0 {
      (alignment, spacing, children)
    } else {
      nil
    }
  }

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
      switch content {
      case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let children):
        object["alignment"] = alignment.archiveJSON
        object.set("horizontalSpacing", horizontalSpacing)
        object.set("verticalSpacing", verticalSpacing)
        object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let gridRow = ViewCodec(
    types: ["GridRow"],
    decode: { _, object, _ in
      try object.viewKeys(["alignment", "children"])
      return .gridRow(
        alignment: try object.optional("alignment")?.decode(), children: try ViewNode.children(object))
    },
    encode: { content, object in
      switch content {
      case .gridRow(let alignment, let children):
        object.set("alignment", alignment)
        object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let zStack = ViewCodec(
    types: ["ZStack"],
    decode: { _, object, _ in
      try object.viewKeys(["alignment", "children"])
      return .zStack(
        alignment: try object.optional("alignment")?.decode() ?? .center,
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      switch content {
      case .zStack(let alignment, let children):
        object["alignment"] = alignment.archiveJSON
        object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let geometryReader = ViewCodec(
    types: ["GeometryReader"],
    decode: { _, object, _ in
      try object.viewKeys(["id", "children"])
      return .geometryReader(
        id: try object.required("id").integer(min: 0, max: ArchiveLimits.maximumNodeCount),
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      switch content {
      case .geometryReader(let id, let children):
        object["id"] = .number(Double(id))
        object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let group = ViewCodec(
    types: ["Group"],
    decode: { _, object, _ in
      try object.viewKeys(["children"])
      return .group(try ViewNode.children(object))
    },
    encode: { content, object in
      switch content {
      case .group(let children): object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let spacer = ViewCodec(
    types: ["Spacer"],
    decode: { _, object, _ in
      try object.viewKeys(["minLength"])
      return .spacer(minLength: try object.optional("minLength")?.coordinate(min: 0))
    },
    encode: { content, object in
      switch content {
      case .spacer(let minLength): object.set("minLength", minLength)
      default: return false
      }
      return true
    })

  static let divider = fieldless("Divider", .divider)

  static let viewThatFits = ViewCodec(
    types: ["ViewThatFits"],
    decode: { _, object, _ in
      try object.viewKeys(["in", "children"])
      return .viewThatFits(
        axes: try object.optional("in")?.decode() ?? [.horizontal, .vertical],
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      switch content {
      case .viewThatFits(let axes, let children):
        object["in"] = axes.archiveJSON
        object["children"] = .array(children.map(\.archiveJSON))
      default: return false
      }
      return true
    })

  static let empty = fieldless("EmptyView", .empty)
}
