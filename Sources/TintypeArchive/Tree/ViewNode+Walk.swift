import Foundation

extension ViewNode {
  /// Visits this node and every node below it, depth first in tree order, with the JSON path at
  /// which each sits in the encoded archive (so later stages can report errors at the right place).
  public func walk(at path: JSONPath, _ visit: (ViewNode, JSONPath) throws -> Void) rethrows {
    try visit(self, path)
    try walkChildren(at: path, visit)
    for (index, modifier) in modifiers.enumerated() {
      let modifierPath = path.appending("modifiers").appending(index)
      switch modifier {
      case .background(.view(let node, _)):
        try node.walk(at: modifierPath.appending("background").appending("content"), visit)
      case .overlay(.view(let node, _)):
        try node.walk(at: modifierPath.appending("overlay").appending("content"), visit)
      case .containerBackground(.view(let node, _)):
        try node.walk(at: modifierPath.appending("containerBackground").appending("content"), visit)
      case .mask(let node, _):
        try node.walk(at: modifierPath.appending("mask").appending("content"), visit)
      case .widgetLabel(let node):
        try node.walk(at: modifierPath.appending("widgetLabel"), visit)
      default:
        break
      }
    }
  }

  private func walkChildren(at path: JSONPath, _ visit: (ViewNode, JSONPath) throws -> Void) rethrows {
    func list(_ nodes: [ViewNode], _ key: String) throws {
      for (index, node) in nodes.enumerated() {
        try node.walk(at: path.appending(key).appending(index), visit)
      }
    }
    func one(_ node: ViewNode?, _ key: String) throws {
      try node?.walk(at: path.appending(key), visit)
    }
    switch content {
    case .text(.concatenation(let parts)): try list(parts, "concatenation")
    case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children),
      .geometryReader(_, let children),
      .group(let children),
      .viewThatFits(_, let children):
      try list(children, "children")
    case .gauge(let gauge):
      try one(gauge.label, "label")
      try one(gauge.currentValueLabel, "currentValueLabel")
      try one(gauge.minimumValueLabel, "minimumValueLabel")
      try one(gauge.maximumValueLabel, "maximumValueLabel")
    case .progressView(let progress):
      try one(progress.label, "label")
      try one(progress.currentValueLabel, "currentValueLabel")
    case .label(let title, let icon):
      try one(title, "title")
      try one(icon, "icon")
    case .link(_, let label): try one(label, "label")
    case .button(let button): try one(button.label, "label")
    case .toggle(let toggle): try one(toggle.label, "label")
    case .familySwitch(let cases, let fallback):
      for family in WidgetFamily.allCases {
        try cases[family]?.walk(at: path.appending("cases").appending(family.rawValue), visit)
      }
      try one(fallback, "default")
    case .renderingModeSwitch(let cases, let fallback):
      for mode in WidgetRenderingMode.allCases {
        try cases[mode]?.walk(at: path.appending("cases").appending(mode.rawValue), visit)
      }
      try one(fallback, "default")
    case .colorSchemeSwitch(let cases, let fallback):
      for scheme in ColorScheme.allCases {
        try cases[scheme]?.walk(at: path.appending("cases").appending(scheme.rawValue), visit)
      }
      try one(fallback, "default")
    case .chart(let chart):
      try one(chart.plotArea, "plotArea")
      for (index, mark) in chart.marks.enumerated() {
        for (number, annotation) in mark.annotations.enumerated() {
          let at = path.appending("marks").appending(index).appending("annotations").appending(number)
          try annotation.content.walk(at: at.appending("content"), visit)
        }
      }
    default:
      break
    }
  }
}

extension ViewArchive {
  /// Visits every view of every entry (and of the placeholder and snapshot) with its JSON path; a
  /// view an entry shares between its families is visited once.
  public func walkViews(_ visit: (ViewNode, JSONPath) throws -> Void) rethrows {
    func entry(_ entry: TimelineEntryValue, at path: JSONPath) throws {
      for family in WidgetFamily.allCases {
        try entry.views[family]?.walk(at: entry.viewPath(for: family, at: path), visit)
        if entry.isSharedView && entry.views[family] != nil { break }
      }
    }
    for (index, value) in entries.enumerated() {
      try entry(value, at: JSONPath.root.appending("entries").appending(index))
    }
    if let placeholder { try entry(placeholder, at: JSONPath.root.appending("placeholder")) }
    if let snapshot { try entry(snapshot, at: JSONPath.root.appending("snapshot")) }
  }
}

/// A document of view trees: a widget archive or a Live Activity archive. What is asked of every
/// view in it (the assets it names) is answered once, here.
public protocol ArchiveDocument {
  /// Visits every view with its JSON path.
  func walkViews(_ visit: (ViewNode, JSONPath) throws -> Void) rethrows
  /// The document as JSON bytes.
  func jsonData(pretty: Bool) -> Data
}

extension ViewArchive: ArchiveDocument {}

extension ActivityArchive: ArchiveDocument {
  /// Visits the Lock Screen view, then the island's compact, minimal and expanded views, with their
  /// JSON paths.
  public func walkViews(_ visit: (ViewNode, JSONPath) throws -> Void) rethrows {
    try content.walk(at: JSONPath.root.appending("content"), visit)
    let island = JSONPath.root.appending("dynamicIsland")
    try dynamicIsland.compactLeading.walk(at: island.appending("compactLeading"), visit)
    try dynamicIsland.compactTrailing.walk(at: island.appending("compactTrailing"), visit)
    try dynamicIsland.minimal.walk(at: island.appending("minimal"), visit)
    for (index, region) in dynamicIsland.expanded.enumerated() {
      try region.view.walk(at: island.appending("expanded").appending(index).appending("view"), visit)
    }
  }
}

extension ArchiveDocument {
  /// The names of the asset images the archive uses, each with the first JSON path using it.
  public var assetImageNames: [(name: String, path: JSONPath)] {
    var seen: [String: JSONPath] = [:]
    var order: [String] = []
    walkViews { node, path in
      if case .image(let image) = node.content, case .named(let name) = image.source, seen[name] == nil {
        seen[name] = path.appending("name")
        order.append(name)
      }
    }
    return order.map { ($0, seen[$0]!) }
  }

  /// The SF Symbol names the archive's images are written with (`Image(systemName:)`), each once, in
  /// the order first used (a symbol variant in the environment may add a suffix when drawn).
  public var systemSymbolNames: [String] {
    var seen = Set<String>()
    var order: [String] = []
    walkViews { node, _ in
      if case .image(let image) = node.content, case .system(let name) = image.source,
        seen.insert(name).inserted
      {
        order.append(name)
      }
    }
    return order
  }

  /// Every asset colour the archive names (`{"asset": "Brand"}` wherever a colour is written), each
  /// once, with the path of its first use: what `tintype validate` checks the asset folders for.
  public var assetColorNames: [(name: String, path: JSONPath)] {
    guard let json = try? JSONParser.parse(jsonData(pretty: true)) else { return [] }
    return ViewArchive.assetColorNames(in: json)
  }
}

extension ViewArchive {
  /// The asset colours named in an archive's JSON as written (paths as in that file).
  public static func assetColorNames(in json: JSONValue) -> [(name: String, path: JSONPath)] {
    var seen = Set<String>()
    var found: [(String, JSONPath)] = []
    func walk(_ value: JSONValue, _ path: JSONPath) {
      switch value {
      case .object(let object):
        if case .string(let name)? = object["asset"], seen.insert(name).inserted {
          found.append((name, path))
        }
        for (key, member) in object.members { walk(member, path.appending(key)) }
      case .array(let items):
        for (index, item) in items.enumerated() { walk(item, path.appending(index)) }
      default: break
      }
    }
    walk(json, .root)
    return found
  }
}
