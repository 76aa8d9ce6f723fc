import Foundation

/// `LazyVGrid` and `LazyHGrid`: the declared tracks, laid out by `TintypeLayout` from the grid's own
/// offer (see `LazyGridValue`).
extension ViewCodec {
  static let lazyGrid = ViewCodec(
    types: ["LazyVGrid", "LazyHGrid"],
    decode: { type, object, _ in
      let vertical = type == "LazyVGrid"
      let tracksKey = vertical ? "columns" : "rows"
      try object.viewKeys([tracksKey, "alignment", "spacing", "children"])
      let tracks: [GridItemValue] = try object.required(tracksKey).array(
        maximum: ArchiveLimits.maximumGridTracks, limit: "grid items"
      ) { try $0.decode() }
      var alignment = Alignment.center
      if vertical {
        alignment.horizontal = try object.optional("alignment")?.decode() ?? .center
      } else {
        alignment.vertical = try object.optional("alignment")?.decode() ?? .center
      }
      return .lazyGrid(
        LazyGridValue(
          axis: vertical ? .vertical : .horizontal, tracks: tracks, alignment: alignment,
          spacing: try object.optional("spacing")?.coordinate()),
        children: try ViewNode.children(object))
    },
    encode: { content, object in
      guard case .lazyGrid(let grid, let children) = content else { return false }
      switch grid.axis {
      case .vertical:
        object["columns"] = .array(grid.tracks.map(\.archiveJSON))
        if grid.alignment.horizontal != .center {
          object["alignment"] = grid.alignment.horizontal.archiveJSON
        }
      case .horizontal:
        object["rows"] = .array(grid.tracks.map(\.archiveJSON))
        if grid.alignment.vertical != .center { object["alignment"] = grid.alignment.vertical.archiveJSON }
      }
      object.set("spacing", grid.spacing)
      object["children"] = .array(children.map(\.archiveJSON))
      return true
    }
  )
  .schema(
    "LazyVGrid",
    ##"""
    {
      "description": "`LazyVGrid`: children fill rows across the columns, in order; adaptive columns become as many as fit the width the grid is offered.",
      "properties": {
        "columns": {"type": "array", "items": {"$ref": "#/$defs/GridItem"}},
        "alignment": {"enum": ["leading", "center", "trailing"], "description": "Where items sit in their cells. Default \"center\"."},
        "spacing": {"type": "number", "description": "Between rows. Default: the system spacing."},
        "children": {"$ref": "#/$defs/Children"}
      },
      "required": ["columns"]
    }
    """##
  )
  .schema(
    "LazyHGrid",
    ##"""
    {
      "description": "`LazyHGrid`: children fill columns down the rows, in order; adaptive rows become as many as fit the height the grid is offered.",
      "properties": {
        "rows": {"type": "array", "items": {"$ref": "#/$defs/GridItem"}},
        "alignment": {
          "enum": ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
          "description": "Where items sit in their cells. Default \"center\"."
        },
        "spacing": {"type": "number", "description": "Between columns. Default: the system spacing."},
        "children": {"$ref": "#/$defs/Children"}
      },
      "required": ["rows"]
    }
    """##)
}
