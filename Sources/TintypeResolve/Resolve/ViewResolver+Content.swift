import Foundation
import TintypeArchive
import TintypeCore
import TintypeScene
import TintypeText

extension ViewResolver {
  /// The content of `node`, before its own layout modifiers.
  func resolveContent(_ node: ViewNode, _ inherited: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> [ResolvedView]
  {
    let type = node.content.typeName
    // Only a grid's own children (through groups) are its rows.
    let isInGrid = inherited.isInGrid
    var style = inherited
    style.isInGrid = false
    func one(_ kind: ResolvedKind, _ modifiers: [ResolvedModifier] = []) -> [ResolvedView] {
      [ResolvedView(kind, modifiers: modifiers, typeName: type)]
    }
    func children(_ nodes: [ViewNode], _ key: String = "children", inGrid: Bool = false) throws(ResolveError)
      -> [ResolvedView]
    {
      var childStyle = style
      childStyle.isInGrid = inGrid
      var result: [ResolvedView] = []
      for (index, child) in nodes.enumerated() {
        result += try resolve(child, childStyle, at: path.appending(key).appending(index))
      }
      return result
    }
    let redacted = style.redaction.contains(.placeholder)
    switch node.content {
    case .text(let content):
      let (text, paint) = try TextResolver(resolver: self).resolve(content, node, style, at: path)
      var modifiers: [ResolvedModifier] = [.effect(.textPaint(paint))]
      if redacted { modifiers.append(.effect(PaintEffect.redacted)) }
      return one(.text(text), modifiers)
    case .image(let image):
      return one(
        .image(try resolveImage(image, style, at: path)), redacted ? [.effect(PaintEffect.redacted)] : [])
    case .color(let color):
      return one(.fill(paint(.color(color), style, at: path)))
    case .gradient(let gradient):
      return one(.fill(paint(.gradient(gradient), style, at: path)))
    case .shape(let shape, let shapePaint):
      return one(.shape(shape, paint: try resolvePaint(shapePaint, style, at: path)))
    case .vStack(let alignment, let spacing, let nodes):
      return one(.vStack(alignment: alignment, spacing: spacing, children: try children(nodes)))
    case .hStack(let alignment, let spacing, let nodes):
      return one(.hStack(alignment: alignment, spacing: spacing, children: try children(nodes)))
    case .geometryReader(let id, let nodes):
      // Exactly the space offered, whatever the content's size (a frame with both bounds takes the
      // offer clamped), the content at the top-leading corner (iOS 14 and later).
      var reader = ResolvedView(
        .zStack(alignment: .topLeading, children: try children(nodes)),
        modifiers: [
          .flexibleFrame(
            .init(
              minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading))
        ],
        typeName: "GeometryReader")
      reader.geometryReaderID = id
      return [reader]
    case .zStack(let alignment, let nodes):
      return one(.zStack(alignment: alignment, children: try orderedByZIndex(try children(nodes), nodes)))
    case .group(let nodes):
      return try children(nodes, inGrid: isInGrid)
    case .spacer(let minLength):
      return one(.spacer(minLength: minLength))
    case .divider:
      return one(
        .divider,
        [
          .effect(
            PaintEffect.dividerPaint(
              PaintSpec(style: .solid(SystemPalette.separator(style.colorScheme)), group: group(style))))
        ])
    case .viewThatFits(let axes, let nodes):
      return one(.viewThatFits(axes: axes, children: try children(nodes)))
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let nodes):
      return one(
        .grid(
          alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
          children: try children(nodes, inGrid: true)))
    case .gridRow(let alignment, let nodes):
      // Outside a grid, SwiftUI treats a row as a group of its views.
      guard isInGrid else { return try children(nodes) }
      return one(.gridRow(alignment: alignment, children: try children(nodes)))
    case .lazyGrid(let grid, let nodes):
      return one(.lazyGrid(grid, children: try children(nodes)))
    case .gauge(let gauge):
      return [try ControlResolver(resolver: self).gauge(gauge, style, at: path)]
    case .progressView(let progress):
      return [try ControlResolver(resolver: self).progressView(progress, style, at: path)]
    case .label(let title, let icon):
      return [try ControlResolver(resolver: self).label(title: title, icon: icon, style, at: path)]
    case .link(let destination, let label):
      // A link draws its label in the tint unless it has a foreground of its own, or the plain button
      // style, which draws the label in its own colours (as SwiftUI renders a widget's links).
      var tinted = style
      if tinted.foreground.isEmpty && style.buttonStyle != .plain { tinted.foreground = [.tint] }
      return try resolve(label, tinted, at: path.appending("label")).map {
        $0.modified(.effect(PaintEffect.tapTarget(.url(destination))))
      }
    case .button(let button):
      return [try ControlResolver(resolver: self).button(button, style, at: path)]
    case .toggle(let toggle):
      return [try ControlResolver(resolver: self).toggle(toggle, style, at: path)]
    case .canvas(let canvas):
      var commands: [(command: CanvasValue.Command, paint: PaintSpec)] = []
      for command in canvas.commands {
        switch command {
        case .fill(_, let value, _), .stroke(_, let value, _):
          commands.append((command, paint(value, style, at: path)))
        }
      }
      return one(
        .canvas(
          CanvasPaint(
            recordedWidth: canvas.recordedWidth, recordedHeight: canvas.recordedHeight, commands: commands)))
    case .chart(let chart):
      return [try ChartResolver(resolver: self).chart(chart, style, at: path)]
    case .accessoryWidgetBackground:
      return ControlResolver(resolver: self).accessoryWidgetBackground(style)
    case .empty:
      return []
    case .familySwitch(let cases, let fallback):
      return try chosen(cases[context.family], fallback, key: context.family.rawValue, style, at: path)
    case .renderingModeSwitch(let cases, let fallback):
      return try chosen(
        cases[context.renderingMode], fallback, key: context.renderingMode.rawValue, style, at: path)
    case .colorSchemeSwitch(let cases, let fallback):
      return try chosen(cases[style.colorScheme], fallback, key: style.colorScheme.rawValue, style, at: path)
    }
  }

  private func chosen(
    _ node: ViewNode?, _ fallback: ViewNode?, key: String, _ style: InheritedStyle, at path: JSONPath
  ) throws(ResolveError)
    -> [ResolvedView]
  {
    if let node { return try resolve(node, style, at: path.appending("cases").appending(key)) }
    if let fallback { return try resolve(fallback, style, at: path.appending("default")) }
    return []
  }

  /// ZStack children in drawing order: `zIndex` raises a child above its siblings; ties keep
  /// declaration order.
  private func orderedByZIndex(_ views: [ResolvedView], _ nodes: [ViewNode]) throws(ResolveError)
    -> [ResolvedView]
  {
    guard views.count == nodes.count else { return views }
    let indices = nodes.map { node in
      node.modifiers.reduce(0.0) { value, modifier in if case .zIndex(let z) = modifier { z } else { value } }
    }
    guard indices.contains(where: { $0 != 0 }) else { return views }
    return views.indices.sorted { indices[$0] < indices[$1] || (indices[$0] == indices[$1] && $0 < $1) }.map {
      views[$0]
    }
  }

  func resolvePaint(_ shapePaint: ShapePaint, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ShapePaintSpec
  {
    switch shapePaint {
    case .fill(let value, let eoFill): return .fill(paint(value, style, at: path), eoFill: eoFill)
    case .stroke(let value, let stroke):
      return .stroke(paint(value, style, at: path), stroke, inside: false)
    case .strokeBorder(let value, let stroke):
      return .stroke(paint(value, style, at: path), stroke, inside: true)
    }
  }

  private func resolveImage(_ image: ImageValue, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> ResolvedImage
  {
    let accentMode = style.accentedRenderingMode
    let treatment: ImageAccentTreatment
    var imageGroup = group(style)
    switch accentMode {
    case nil, .accented?: treatment = .silhouette
    case .desaturated?: treatment = .luminance
    case .accentedDesaturated?:
      treatment = .luminance
      imageGroup = .accent
    case .fullColor?:
      treatment = .original
      imageGroup = .fullColor
    }
    if accentMode == .accented { imageGroup = .accent }
    let resizable = image.resizable
    switch image.source {
    case .named(let name):
      // A custom symbol (`.symbolset`) is drawn as a symbol, like the text beside it.
      if context.assets.imageSet(named: name) == nil, let set = context.assets.symbolSet(named: name),
        let symbol = symbolImage(
          try symbolTemplate(at: set.file, named: name, at: path.appending("name")), named: name,
          resizable: resizable != nil, style, at: path)
      {
        return symbol
      }
      let pixels: DecodedImage
      do {
        pixels = try context.assets.image(named: name, scale: context.scale, scheme: style.colorScheme)
      } catch {
        // A missing image is drawn as a placeholder and said, so the rest of the widget can still be
        // reviewed (`tintype validate` is where a missing image is an error); an unreadable or
        // badly named one stays an error.
        guard case .missing = error else {
          throw ResolveError(path: path.appending("name"), message: error.description)
        }
        context.warn(
          RenderWarning(
            .missingAsset, at: path, view: "Image",
            message: "Image at \(path): \(error.description); drawn as a placeholder"))
        pixels = AssetPlaceholder.image
      }
      // `.renderingMode(_:)` wins over the asset catalog's "Render As" (template rendering intent).
      let intent = context.assets.imageSet(named: name)?.renderingIntent
      let template = image.renderingMode.map { $0 == .template } ?? (intent == .template)
      return bitmap(
        pixels, named: name, template: template, image, style, treatment: treatment, group: imageGroup,
        at: path)
    case .data(let data):
      let pixels = try context.decode(data, at: path.appending("data"))
      return bitmap(
        pixels, named: data.summary, template: image.renderingMode == .template, image, style,
        treatment: treatment, group: imageGroup, at: path)
    case .system(let written):
      let name = SymbolStandIns.applying(style.symbolVariant, to: written)
      // The user's own export of Apple's symbol, when a symbols folder has it.
      if let file = context.assets.systemSymbolFile(named: name),
        let symbol = symbolImage(
          try symbolTemplate(at: file, named: name, at: path.appending("systemName")), named: name,
          resizable: resizable != nil, style, at: path)
      {
        return symbol
      }
      let standIn = context.textSystem.flatMap {
        SymbolStandIns.path(for: name, textSystem: $0)
      }
      // The icon font has one weight: a symbol asked for in another is drawn at regular, and says so.
      let weight = FontResolver.spec(style).weight
      let weightNote =
        standIn != nil && weight != 400
        ? " at regular weight (the stand-in font has no weight \(weight); SF Symbols would match the text)"
        : ""
      context.warn(
        RenderWarning(
          standIn == nil ? .symbolPlaceholder : .symbolStandIn, at: path, view: "Image",
          message: "SF Symbol \"\(name)\" is drawn "
            + (standIn == nil ? "as a placeholder" : "with a Material Icons stand-in") + weightNote
            + ": Apple's symbols are not available on this platform"))
      let size = FontResolver.spec(style).size * SymbolStandIns.scale(style.imageScale)
      let paint = ImagePaint(
        name: name, pixels: nil, symbolStandIn: standIn, tint: paint(nil, style, at: path),
        interpolation: .high, accentTreatment: .silhouette, group: group(style))
      return ResolvedImage(
        naturalSize: Size(width: size * 1.1, height: size), isResizable: resizable != nil,
        capInsets: nil, paint: paint)
    }
  }
}

extension ViewResolver {
  /// A decoded image drawn as `image` asks: at its own size in points, or resizable; in its own
  /// colours, or as a template in the foreground style.
  fileprivate func bitmap(
    _ pixels: DecodedImage, named name: String, template: Bool, _ image: ImageValue, _ style: InheritedStyle,
    treatment: ImageAccentTreatment, group: AccentGroup, at path: JSONPath
  ) -> ResolvedImage {
    let resizable = image.resizable
    return ResolvedImage(
      naturalSize: Size(width: pixels.pointWidth, height: pixels.pointHeight),
      isResizable: resizable != nil,
      capInsets: resizable?.capInsets,
      paint: ImagePaint(
        name: name, pixels: context.register(pixels), tint: template ? paint(nil, style, at: path) : nil,
        interpolation: image.interpolation ?? .high,
        accentTreatment: treatment, group: group))
  }
}

extension SystemPalette {
  /// The separator colour of `Divider` (iOS `separator`: rgb(60,60,67) at 29 % in light,
  /// rgb(84,84,88) at 60 % in dark; OpenSwiftUI's table, unconfirmed).
  public static func separator(_ scheme: ColorScheme) -> RGBAColor {
    scheme == .dark ? RGBAColor(84, 84, 88, alpha: 0.6) : RGBAColor(60, 60, 67, alpha: 0.29)
  }
}
