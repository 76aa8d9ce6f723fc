import Foundation
import TintypeArchive
import TintypeCore
import TintypeScene
import TintypeText

/// The resolve stage: an archived view for one render request becomes the tree layout reads.
/// Switches are chosen, environment modifiers are folded into the views they reach, styles and
/// fonts become concrete, dates become text, and controls (gauges, progress views, labels,
/// buttons, toggles) become the primitives that draw them.
struct ViewResolver {
  let context: ResolveContext

  /// The resolved views of `node` (several for a group, none for an empty view).
  func resolve(_ node: ViewNode, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> [ResolvedView]
  {
    // The content sees every environment modifier of the node, outermost first.
    var contentStyle = style
    for modifier in node.modifiers.reversed() { contentStyle.apply(modifier) }
    let contents = try resolveContent(node, contentStyle, at: path)
    // Where the direction turns, layout mirrors the subtree (`ResolvedView.mirrorsHorizontally`).
    let turns = contentStyle.layoutDirection != style.layoutDirection
    var result: [ResolvedView] = []
    for var view in contents {
      view.modifiers += try resolveModifiers(node, style, at: path)
      // Views resolved from deeper in the archive (a ForEach's rows) keep their own path.
      if view.sourcePath == nil { view.sourcePath = path.description }
      if turns { view.mirrorsHorizontally.toggle() }
      result.append(view)
    }
    return result
  }

  /// `resolve`, as one view.
  func resolveOne(_ node: ViewNode, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    let views = try resolve(node, style, at: path)
    if views.count == 1 { return views[0] }
    if views.isEmpty { return ResolvedView(.empty, typeName: node.content.typeName) }
    // Several views where one is needed (a label's title built from a group) stack like SwiftUI's
    // implicit VStack.
    return ResolvedView(.vStack(alignment: .center, spacing: nil, children: views), typeName: "Group")
  }

  func group(_ style: InheritedStyle) -> AccentGroup {
    guard style.isAccentable else { return .default }
    context.usesAccentGroup = true
    return .accent
  }

  func paint(_ value: ShapeStyleValue?, _ style: InheritedStyle, at path: JSONPath) -> PaintSpec {
    PaintSpec(style: resolveStyle(value ?? .hierarchical(.primary), style, at: path), group: group(style))
  }

  func resolveStyle(_ value: ShapeStyleValue, _ style: InheritedStyle, at path: JSONPath) -> ResolvedStyle {
    withAssetColorFallback(at: path) { styles throws(MissingColorAsset) in try styles.resolve(value, style) }
  }

  /// A colour (a shadow's, a decoration's, `colorMultiply`'s), asset colours looked up as
  /// `resolveStyle` does.
  func resolveColor(_ value: ColorValue, _ style: InheritedStyle, at path: JSONPath) -> RGBAColor {
    withAssetColorFallback(at: path) { styles throws(MissingColorAsset) in try styles.color(value, style) }
  }

  /// What `body` makes of the context's styles. A missing asset colour is drawn in the placeholder's
  /// magenta and said, as a missing image is, so the rest of the widget can still be reviewed
  /// (`tintype validate` is where it is an error).
  private func withAssetColorFallback<Value>(
    at path: JSONPath, _ body: (StyleResolver) throws(MissingColorAsset) -> Value
  ) -> Value {
    var styles = context.styles
    while true {
      do {
        return try body(styles)
      } catch {
        context.warn(
          RenderWarning(
            .missingAsset, at: path, view: "Color",
            message:
              "\(path): no colour \"\(error.name)\" in the asset folders (colors.json or an asset catalog); drawn in magenta"
          ))
        styles.assetColors[error.name] = (AssetPlaceholder.magenta, AssetPlaceholder.magenta)
      }
    }
  }

  // MARK: Modifiers

  private func resolveModifiers(_ node: ViewNode, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> [ResolvedModifier]
  {
    var result: [ResolvedModifier] = []
    for (index, modifier) in node.modifiers.enumerated() {
      // A secondary view (background, overlay, mask) sees the environment modifiers outside it.
      var outer = style
      for later in node.modifiers[(index + 1)...].reversed() { outer.apply(later) }
      try resolve(modifier, outer, of: path, at: path.appending("modifiers").appending(index), into: &result)
    }
    return result
  }

  /// Appends what `modifier` (at `modifierPath` on the view at `path`, in the style `outer` outside
  /// it) does to `result`.
  private func resolve(
    _ modifier: ViewModifierValue, _ outer: InheritedStyle, of path: JSONPath, at modifierPath: JSONPath,
    into result: inout [ResolvedModifier]
  ) throws(ResolveError) {
    switch modifier {
    case .composite(let composite):
      // The primitives it stands for where it stands, each in the style of those outside it; a
      // problem in them is the composite's, at its path.
      let lowered = composite.lowered(in: outer.compositeEnvironment)
      for (index, primitive) in lowered.enumerated() {
        var inner = outer
        for later in lowered[(index + 1)...].reversed() { inner.apply(later) }
        try resolve(primitive, inner, of: path, at: modifierPath, into: &result)
      }
    case .padding(let edges, let length): result.append(.padding(edges, length))
    case .paddingInsets(let insets): result.append(.padding(insets))
    case .frame(.fixed(let width, let height, let alignment)):
      result.append(.frame(width: width, height: height, alignment: alignment))
    case .frame(.flexible(let frame)): result.append(.flexibleFrame(frame))
    case .containerRelativeFrame(let frame): result.append(.containerRelativeFrame(frame))
    case .fixedSize(let h, let v): result.append(.fixedSize(horizontal: h, vertical: v))
    case .layoutPriority(let priority): result.append(.layoutPriority(priority))
    case .aspectRatio(let ratio, let mode): result.append(.aspectRatio(ratio, contentMode: mode))
    case .offset(let x, let y): result.append(.offset(x: x, y: y))
    case .position(let x, let y): result.append(.position(x: x, y: y))
    case .gridCellColumns(let count): result.append(.gridCell(GridCellSettings(columns: count)))
    case .gridCellUnsizedAxes(let axes): result.append(.gridCell(GridCellSettings(unsizedAxes: axes)))
    case .gridColumnAlignment(let alignment):
      result.append(.gridCell(GridCellSettings(columnAlignment: alignment)))
    case .gridCellAnchor(let anchor): result.append(.gridCell(GridCellSettings(anchor: anchor)))
    case .hidden: result.append(.hidden)
    case .zIndex: break  // drawing order in a ZStack: applied by the painter's sort, not by layout
    case .background(let decoration), .overlay(let decoration):
      let isBackground: Bool = if case .background = modifier { true } else { false }
      let key = isBackground ? "background" : "overlay"
      let (view, alignment) = try decorationView(decoration, outer, at: modifierPath.appending(key))
      result.append(
        isBackground ? .background(view, alignment: alignment) : .overlay(view, alignment: alignment))
    case .mask(let node, let alignment):
      result.append(
        .mask(
          try resolveOne(node, outer, at: modifierPath.appending("mask").appending("content")),
          alignment: alignment))
    case .containerBackground(let decoration):
      if context.containerBackground == nil {
        context.containerBackground = try decorationView(
          decoration, outer, at: modifierPath.appending("containerBackground")
        ).0
      }
    case .clipShape(let shape, let eoFill):
      result.append(.effect(PaintEffect.clipShape(shape, eoFill: eoFill)))
    case .clipped: result.append(.effect(PaintEffect.clipToFrame))
    case .cornerRadius(let radius):
      result.append(
        .effect(
          PaintEffect.clipShape(
            ShapeValue(.roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .circular)),
            eoFill: false)))
    case .opacity(let value): result.append(.effect(PaintEffect.opacity(value)))
    case .shadow(let shadow):
      let color = resolveColor(shadow.color, outer, at: path)
      result.append(
        .effect(PaintEffect.shadow(color: color, radius: shadow.radius, x: shadow.x, y: shadow.y)))
    case .rotationEffect(let angle, let anchor):
      result.append(.effect(PaintEffect.rotation(angle, anchor: anchor)))
    case .transformEffect(let transform): result.append(.effect(PaintEffect.transform(transform)))
    case .scaleEffect(let x, let y, let anchor):
      result.append(.effect(PaintEffect.scale(x: x, y: y, anchor: anchor)))
    case .luminanceToAlpha: result.append(.effect(PaintEffect.luminanceToAlpha(group(outer))))
    case .brightness(let amount):
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.brightness(amount))))
    case .contrast(let amount):
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.contrast(amount))))
    case .saturation(let amount):
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.saturation(amount))))
    case .grayscale(let amount):
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.grayscale(amount))))
    case .hueRotation(let angle):
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.hueRotation(angle))))
    case .colorInvert: result.append(.effect(PaintEffect.colorMatrix(ColorEffects.colorInvert)))
    case .colorMultiply(let color):
      let rgba = resolveColor(color, outer, at: path)
      result.append(.effect(PaintEffect.colorMatrix(ColorEffects.colorMultiply(rgba))))
    case .filter(let filter): result.append(.effect(PaintEffect.filter(filter)))
    case .compositingGroup: result.append(.effect(PaintEffect.compositingGroup))
    case .blendMode(let mode): result.append(.effect(PaintEffect.blendMode(mode)))
    case .containerShape(let shape): result.append(.effect(PaintEffect.containerShape(shape)))
    case .widgetURL(let url?): result.append(.effect(PaintEffect.tapTarget(.widgetURL(url))))
    case .font, .fontWeight, .fontDesign, .fontWidth, .bold, .italic, .monospacedDigit, .monospaced,
      .lineLimit,
      .truncationMode, .allowsTightening, .multilineTextAlignment, .minimumScaleFactor, .kerning, .tracking,
      .baselineOffset,
      .lineSpacing, .textCase, .textScale, .dynamicTypeSize, .strikethrough, .underline, .imageScale,
      .symbolVariant,
      .symbolRenderingMode, .foregroundStyle, .tint, .widgetAccentable, .widgetAccentedRenderingMode,
      .widgetLabel, .widgetCurvesContent, .redacted, .unredacted, .privacySensitive, .environment,
      .gaugeStyle, .progressViewStyle, .buttonStyle, .labelStyle, .toggleStyle, .labelsHidden, .widgetURL:
      // Listed, not defaulted, so that a new modifier is a compile error here. Environment
      // modifiers were folded into the content's style; `widgetLabel` and `widgetCurvesContent` are
      // drawn by `CornerComplication`; `privacySensitive` only shows on a locked device; a nil
      // `widgetURL` sets no target.
      break
    }
  }

  private func decorationView(_ decoration: DecorationValue, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError) -> (ResolvedView, Alignment)
  {
    switch decoration {
    case .view(let node, let alignment):
      return (try resolveOne(node, style, at: path.appending("content")), alignment)
    case .style(let value, let shape):
      let paint = self.paint(value, style, at: path)
      let shapeValue = shape ?? ShapeValue(.rectangle)
      var view =
        shape == nil
        ? ResolvedView(.fill(paint), typeName: "ShapeStyle")
        : ResolvedView(
          .shape(shapeValue, paint: ShapePaintSpec.fill(paint, eoFill: false)),
          typeName: shapeValue.typeName)
      // A style stands in for a view: it is named where the style is written.
      view.sourcePath = path.description
      return (view, .center)
    }
  }
}
