import Foundation
import TintypeArchive
import TintypeCore
import TintypeScene

/// Expands SwiftUI controls into the primitives that draw them (stacks, shapes, text), so that
/// layout and paint need not know controls. Geometry comes from `ControlMetrics`.
///
/// Over 400 lines on purpose: one expansion per control (gauge styles, progress views, toggles,
/// buttons, labels), which read best side by side; a file per control is the split when one grows.
struct ControlResolver {
  let resolver: ViewResolver

  private func shape(
    _ kind: ShapeKind, _ modifiers: [ShapeModifierValue] = [], _ paint: ShapePaintSpec, type: String
  ) -> ResolvedView {
    ResolvedView(
      .shape(ShapeValue(kind, modifiers: modifiers), paint: paint), typeName: type)
  }

  private func tint(_ style: InheritedStyle, at path: JSONPath) throws(ResolveError) -> PaintSpec {
    resolver.paint(.tint, style, at: path)
  }

  private func track(_ style: InheritedStyle, at path: JSONPath) throws(ResolveError) -> PaintSpec {
    var paint = try tint(style, at: path)
    paint.style = paint.style.multiplyingAlpha(by: ControlMetrics.trackOpacity)
    return paint
  }

  private func optional(_ node: ViewNode?, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView?
  {
    guard let node else { return nil }
    let view = try resolver.resolveOne(node, style, at: path)
    if case .empty = view.kind { return nil }
    return view
  }

  /// A control's `label`, or nil under `labelsHidden()`. SwiftUI documents the modifier for
  /// toggles ("hides the labels of any controls"); that gauges and progress views lose their
  /// `label` too, keeping their value and end labels, is UNCONFIRMED.
  private func controlLabel(_ node: ViewNode?, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> ResolvedView?
  {
    style.labelsHidden ? nil : try optional(node, style, at: path)
  }

  private func withFont(_ style: InheritedStyle, size: Double, weight: FontWeight) -> InheritedStyle {
    var copy = style
    if copy.font == nil { copy.font = FontValue(base: .size(size), weight: weight, design: .rounded) }
    return copy
  }

  // MARK: Gauge

  func gauge(_ gauge: GaugeValue, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    let fraction = min(max((gauge.value - gauge.lowerBound) / (gauge.upperBound - gauge.lowerBound), 0), 1)
    var kind = style.gaugeStyle
    if kind == .automatic {
      kind = resolver.context.family.isAccessory ? .accessoryCircular : .linearCapacity
    }
    switch kind {
    case .accessoryCircular, .circular:
      return try openRing(gauge, fraction, style, at: path, accessory: kind == .accessoryCircular)
    case .accessoryCircularCapacity:
      // The centre shows the current value, else the label.
      let centreStyle = withFont(style, size: ControlMetrics.ringValueFontSize, weight: .semibold)
      var centre = try optional(gauge.currentValueLabel, centreStyle, at: path.appending("currentValueLabel"))
      if centre == nil { centre = try controlLabel(gauge.label, centreStyle, at: path.appending("label")) }
      return try capacityRing(fraction, label: centre, style, at: path, type: "Gauge", accessory: true)
    default:
      return try linearGauge(
        gauge, fraction, marker: kind == .accessoryLinear || kind == .linear, style, at: path)
    }
  }

  private func ring(_ from: Double, _ to: Double, _ paint: PaintSpec, width: Double, turn: Double)
    -> ResolvedView
  {
    shape(
      .circle, [.inset(width / 2), .trim(from: from, to: to), .rotation(.degrees(turn), anchor: .center)],
      .stroke(paint, Stroke(lineWidth: width, lineCap: .round), inside: false), type: "Circle")
  }

  /// The fixed frame of an accessory ring, or `nil` for rings that fill their space (`.circular`,
  /// circular progress views), which keep a square aspect ratio instead.
  private func ringFrame(accessory: Bool) -> ResolvedModifier {
    guard accessory else { return .aspectRatio(1, contentMode: .fit) }
    let diameter = ControlMetrics.accessoryRingDiameter(
      watchComplicationSide: resolver.context.watchComplicationSide)
    return .frame(width: diameter, height: diameter, alignment: .center)
  }

  private func capacityRing(
    _ fraction: Double, label: ResolvedView?, _ style: InheritedStyle, at path: JSONPath, type: String,
    accessory: Bool = false
  ) throws(ResolveError) -> ResolvedView {
    let width = ControlMetrics.ringLineWidth
    var layers = [
      shape(
        .circle, [.inset(width / 2)],
        .stroke(try track(style, at: path), Stroke(lineWidth: width), inside: false), type: "Circle"
      ),
      ring(0, fraction, try tint(style, at: path), width: width, turn: -90),
    ]
    if let label { layers.append(label) }
    return ResolvedView(
      .zStack(alignment: .center, children: layers), modifiers: [ringFrame(accessory: accessory)],
      typeName: type)
  }

  /// A point on an accessory ring's centre line, `turns` of the way round from the +x axis
  /// (clockwise, y down), in the ring's own frame of `diameter`.
  private func pointOnRing(_ turns: Double, diameter: Double) -> (x: Double, y: Double) {
    let radius = diameter / 2 - ControlMetrics.ringLineWidth / 2
    let angle = turns * 2 * Double.pi
    return (diameter / 2 + radius * cos(angle), diameter / 2 + radius * sin(angle))
  }

  private func openRing(
    _ gauge: GaugeValue, _ fraction: Double, _ style: InheritedStyle, at path: JSONPath, accessory: Bool
  ) throws(ResolveError) -> ResolvedView {
    let width = ControlMetrics.ringLineWidth
    let start = accessory ? ControlMetrics.accessoryRingStart : ControlMetrics.openRingStart
    let end = accessory ? ControlMetrics.accessoryRingEnd : ControlMetrics.openRingEnd
    let position = start + (end - start) * fraction
    // The ring's turn puts its gap at the bottom: 0.25 of a turn past the +x axis.
    let markerTurns = position + 0.25
    let tint = try tint(style, at: path)
    var track = [ring(start, end, tint, width: width, turn: 90)]
    var layers: [ResolvedView] = []
    let diameter = ControlMetrics.accessoryRingDiameter(
      watchComplicationSide: resolver.context.watchComplicationSide)
    if accessory {
      // The marker is a dot in the gauge's colour in a hole knocked out of the track, as SwiftUI
      // draws `.accessoryCircular`.
      let centre = pointOnRing(markerTurns, diameter: diameter)
      let hole = width + 2 * ControlMetrics.markerGap
      var knockout = shape(
        .circle, [], .fill(resolver.paint(.hierarchical(.primary), style, at: path), eoFill: false),
        type: "Circle")
      knockout.modifiers = [
        .frame(width: hole, height: hole, alignment: .center), .position(x: centre.x, y: centre.y),
        .effect(PaintEffect.blendMode(.destinationOut)),
      ]
      track.append(knockout)
      layers.append(
        ResolvedView(
          .zStack(alignment: .center, children: track), modifiers: [.effect(PaintEffect.compositingGroup)],
          typeName: "ZStack"))
      var marker = shape(.circle, [], .fill(tint, eoFill: false), type: "Circle")
      marker.modifiers = [
        .frame(width: width, height: width, alignment: .center), .position(x: centre.x, y: centre.y),
      ]
      layers.append(marker)
    } else {
      layers += track
      // The marker of a full-size ring: a round-capped stroke of a vanishing stretch is a dot.
      layers.append(
        shape(
          .circle,
          [
            .inset(width / 2), .trim(from: max(position - 0.0005, 0), to: min(position + 0.0005, 1)),
            .rotation(.degrees(90), anchor: .center),
          ],
          .stroke(
            resolver.paint(.hierarchical(.primary), style, at: path),
            Stroke(lineWidth: ControlMetrics.markerScale * width, lineCap: .round), inside: false),
          type: "Circle"))
    }
    var valueStyle = withFont(style, size: ControlMetrics.ringValueFontSize, weight: .semibold)
    if accessory {
      // One line, shrinking to fit inside the ring.
      valueStyle.lineLimit = LineLimitValue(max: 1)
      valueStyle.minimumScaleFactor = min(valueStyle.minimumScaleFactor, ControlMetrics.ringValueMinimumScale)
    }
    if var value = try optional(gauge.currentValueLabel, valueStyle, at: path.appending("currentValueLabel"))
    {
      if accessory {
        value.modifiers.append(.flexibleFrame(.init(maxWidth: diameter * ControlMetrics.ringValueWidthRatio)))
      }
      layers.append(value)
    }
    let endStyle = withFont(style, size: ControlMetrics.ringEndLabelFontSize, weight: .medium)
    let minimum = try optional(gauge.minimumValueLabel, endStyle, at: path.appending("minimumValueLabel"))
    let maximum = try optional(gauge.maximumValueLabel, endStyle, at: path.appending("maximumValueLabel"))
    if accessory, minimum != nil || maximum != nil {
      // The end labels sit in the ring's gap between its ends, at the ends' height: the minimum
      // against the left end, the maximum against the right.
      let left = pointOnRing(start + 0.25, diameter: diameter)
      let right = pointOnRing(end + 0.25, diameter: diameter)
      let inner = width / 2 + ControlMetrics.markerGap
      func fixed(_ label: ResolvedView?) -> ResolvedView? {
        guard var label else { return nil }
        label.modifiers.append(.fixedSize(horizontal: true, vertical: true))
        return label
      }
      let row = [fixed(minimum), ResolvedView(.spacer(minLength: 0), typeName: "Spacer"), fixed(maximum)]
        .compactMap { $0 }
      layers.append(
        ResolvedView(
          .hStack(alignment: .center, spacing: 0, children: row),
          modifiers: [
            .frame(width: max(right.x - left.x - 2 * inner, 0), height: nil, alignment: .center),
            .position(x: (left.x + right.x) / 2, y: left.y),
          ],
          typeName: "HStack"))
    } else {
      var bottom: [ResolvedView] = []
      if minimum != nil || maximum != nil {
        bottom = [minimum, ResolvedView(.spacer(minLength: 0), typeName: "Spacer"), maximum].compactMap { $0 }
      } else if let label = try controlLabel(gauge.label, endStyle, at: path.appending("label")) {
        bottom = [label]
      }
      if !bottom.isEmpty {
        layers.append(
          ResolvedView(
            .hStack(alignment: .center, spacing: 0, children: bottom),
            modifiers: [
              .padding([.horizontal], width * 1.5),
              .flexibleFrame(.init(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)),
            ],
            typeName: "HStack"))
      }
    }
    return ResolvedView(
      .zStack(alignment: .center, children: layers), modifiers: [ringFrame(accessory: accessory)],
      typeName: "Gauge")
  }

  private func bar(_ fraction: Double, marker: Bool, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> ResolvedView
  {
    let height = ControlMetrics.barHeight
    var layers = [
      shape(
        .capsule(style: .continuous), [], .fill(try track(style, at: path), eoFill: false), type: "Capsule")
    ]
    if marker {
      // A vanishing square at the value, stroked round: a dot on the track.
      layers.append(
        shape(
          .rectangle, [.scale(x: 0.0001, y: 0.0001, anchor: UnitPoint(x: fraction, y: 0.5))],
          .stroke(
            resolver.paint(.hierarchical(.primary), style, at: path),
            Stroke(lineWidth: height * 2, lineCap: .round, lineJoin: .round), inside: false),
          type: "Circle"))
    } else if fraction > 0 {
      layers.append(
        shape(
          .capsule(style: .continuous), [.scale(x: fraction, y: 1, anchor: .leading)],
          .fill(try tint(style, at: path), eoFill: false), type: "Capsule"))
    }
    return ResolvedView(
      .zStack(alignment: .leading, children: layers),
      modifiers: [
        .frame(width: nil, height: height, alignment: .center), .flexibleFrame(.init(maxWidth: .infinity)),
      ], typeName: "ZStack")
  }

  private func linearGauge(
    _ gauge: GaugeValue, _ fraction: Double, marker: Bool, _ style: InheritedStyle, at path: JSONPath
  ) throws(ResolveError) -> ResolvedView {
    var endStyle = style
    if endStyle.font == nil { endStyle.font = FontValue(base: .textStyle(.caption2)) }
    // The accessory styles are drawn small throughout: their label takes the end labels' font too.
    let isAccessory = style.gaugeStyle == .accessoryLinear || style.gaugeStyle == .accessoryLinearCapacity
    let labelStyle = isAccessory ? endStyle : style
    var row: [ResolvedView] = []
    if let minimum = try optional(gauge.minimumValueLabel, endStyle, at: path.appending("minimumValueLabel"))
    {
      row.append(minimum)
    }
    row.append(try bar(fraction, marker: marker, style, at: path))
    if let maximum = try optional(gauge.maximumValueLabel, endStyle, at: path.appending("maximumValueLabel"))
    {
      row.append(maximum)
    }
    var column: [ResolvedView] = []
    if let label = try controlLabel(gauge.label, labelStyle, at: path.appending("label")) {
      column.append(label)
    }
    column.append(
      ResolvedView(
        .hStack(alignment: .center, spacing: ControlMetrics.labelSpacing, children: row), typeName: "HStack"))
    if let value = try optional(gauge.currentValueLabel, endStyle, at: path.appending("currentValueLabel")) {
      column.append(value)
    }
    return ResolvedView(
      .vStack(alignment: .leading, spacing: ControlMetrics.labelSpacing, children: column), typeName: "Gauge")
  }

  // MARK: ProgressView

  func progressView(_ progress: ProgressValue, _ style: InheritedStyle, at path: JSONPath)
    throws(ResolveError)
    -> ResolvedView
  {
    let fraction: Double?
    switch progress.progress {
    case .value(let value, let total): fraction = min(max(value / total, 0), 1)
    case .timer(let timer): fraction = resolver.context.dateText.progress(timer, now: resolver.context.date)
    case .indeterminate: fraction = nil
    }
    guard let fraction else {
      // An indeterminate spinner, drawn as a still quarter arc.
      let spinner = ring(
        0, 0.25, resolver.paint(.hierarchical(.secondary), style, at: path), width: 2.5, turn: -90)
      return spinner.modified(
        .frame(width: ControlMetrics.spinnerSize, height: ControlMetrics.spinnerSize, alignment: .center))
    }
    let label = try controlLabel(progress.label, style, at: path.appending("label"))
    if style.progressViewStyle == .circular {
      return try capacityRing(fraction, label: label, style, at: path, type: "ProgressView")
    }
    var valueStyle = style
    if valueStyle.font == nil { valueStyle.font = FontValue(base: .textStyle(.caption)) }
    if valueStyle.foreground.isEmpty { valueStyle.foreground = [.hierarchical(.secondary)] }
    var column: [ResolvedView] = []
    if let label { column.append(label) }
    var barStyle = style
    if barStyle.tint == nil { barStyle.tint = .tint }
    column.append(try bar(fraction, marker: false, barStyle, at: path))
    if let value = try optional(
      progress.currentValueLabel, valueStyle, at: path.appending("currentValueLabel"))
    {
      column.append(value)
    }
    return ResolvedView(
      .vStack(alignment: .leading, spacing: ControlMetrics.labelSpacing, children: column),
      typeName: "ProgressView")
  }

  // MARK: Label, Button, Toggle

  func label(title: ViewNode, icon: ViewNode, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    let titleView = try resolver.resolveOne(title, style, at: path.appending("title"))
    let iconView = try resolver.resolveOne(icon, style, at: path.appending("icon"))
    switch style.labelStyle {
    case .titleOnly: return titleView
    case .iconOnly: return iconView
    default:
      return ResolvedView(
        .hStack(alignment: .center, spacing: nil, children: [iconView, titleView]), typeName: "Label")
    }
  }

  private func tapEffect(_ intent: IntentValue?) -> [ResolvedModifier] {
    guard let intent else { return [] }
    let parameters = String(
      decoding: JSONWriter.write(.object(intent.parameters), pretty: false), as: UTF8.self)
    return [.effect(PaintEffect.tapTarget(.intent(type: intent.type, parameters: parameters)))]
  }

  func button(_ button: ButtonValue, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    var labelStyle = style
    let kind = style.buttonStyle
    switch kind {
    case .plain: break
    case .borderless: if labelStyle.foreground.isEmpty { labelStyle.foreground = [.tint] }
    case .borderedProminent: labelStyle.foreground = [.color(.system(.white, opacity: 1))]
    case .automatic, .bordered: if labelStyle.foreground.isEmpty { labelStyle.foreground = [.tint] }
    }
    var view = try resolver.resolveOne(button.label, labelStyle, at: path.appending("label"))
    if kind == .automatic || kind == .bordered || kind == .borderedProminent {
      var fill =
        kind == .borderedProminent
        ? try tint(style, at: path) : resolver.paint(.fill(.tertiary), style, at: path)
      fill.group = .controlBackground
      view = view.modified(
        .padding(
          EdgeInsets(
            top: ControlMetrics.buttonVerticalPadding, leading: ControlMetrics.buttonHorizontalPadding,
            bottom: ControlMetrics.buttonVerticalPadding, trailing: ControlMetrics.buttonHorizontalPadding))
      )
      .modified(
        .background(
          shape(.capsule(style: .continuous), [], .fill(fill, eoFill: false), type: "Capsule"),
          alignment: .center))
    }
    view.modifiers += tapEffect(button.intent)
    view.typeName = "Button"
    return view
  }

  func toggle(_ toggle: ToggleValue, _ style: InheritedStyle, at path: JSONPath) throws(ResolveError)
    -> ResolvedView
  {
    if style.toggleStyle == .button {
      var buttonStyle = style
      buttonStyle.buttonStyle = toggle.isOn ? .borderedProminent : .bordered
      var view = try button(ButtonValue(intent: toggle.intent, label: toggle.label), buttonStyle, at: path)
      view.typeName = "Toggle"
      return view
    }
    let trackPaint =
      toggle.isOn
      ? try resolver.paint(.color(.system(.green, opacity: 1)), style, at: path)
      : resolver.paint(.fill(.primary), style, at: path)
    let knob = shape(
      .circle, [],
      .fill(try resolver.paint(.color(.system(.white, opacity: 1)), style, at: path), eoFill: false),
      type: "Circle"
    )
    .modified(.frame(width: ControlMetrics.switchKnob, height: ControlMetrics.switchKnob, alignment: .center))
    .modified(.padding(.all, (ControlMetrics.switchHeight - ControlMetrics.switchKnob) / 2))
    let control = ResolvedView(
      .zStack(
        alignment: toggle.isOn ? .trailing : .leading,
        children: [
          shape(.capsule(style: .continuous), [], .fill(trackPaint, eoFill: false), type: "Capsule"), knob,
        ]),
      modifiers: [
        .frame(width: ControlMetrics.switchWidth, height: ControlMetrics.switchHeight, alignment: .center)
      ], typeName: "ZStack")
    var view: ResolvedView
    if style.labelsHidden {
      // Without its label a toggle is its switch alone, at the switch's size.
      view = control
      view.typeName = "Toggle"
    } else {
      let label = try resolver.resolveOne(toggle.label, style, at: path.appending("label"))
      view = ResolvedView(
        .hStack(
          alignment: .center, spacing: nil,
          children: [label, ResolvedView(.spacer(minLength: nil), typeName: "Spacer"), control]),
        typeName: "Toggle")
    }
    view.modifiers += tapEffect(toggle.intent)
    return view
  }

  /// The soft backdrop of accessory widgets: a circle in accessoryCircular, a rounded rectangle in
  /// rectangular and corner families, nothing elsewhere (Apple's docs). Its look is unconfirmed;
  /// the model is the system fill of the scheme ("a soft transparent view"), and black in the
  /// vibrant mode ("low brightness and full blur", WWDC22-10050).
  func accessoryWidgetBackground(_ style: InheritedStyle) -> [ResolvedView] {
    let family = resolver.context.family
    let color =
      resolver.context.renderingMode == .vibrant
      ? RGBAColor.black : SystemPalette.fill(.primary, style.colorScheme)
    let paint = ShapePaintSpec.fill(
      PaintSpec(style: .solid(color), group: resolver.group(style)), eoFill: false)
    switch family {
    case .accessoryCircular: return [shape(.circle, [], paint, type: "AccessoryWidgetBackground")]
    case .accessoryRectangular, .accessoryCorner:
      let radius = ControlMetrics.accessoryBackgroundCornerRadius
      return [
        shape(
          .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: .continuous), [], paint,
          type: "AccessoryWidgetBackground")
      ]
    default: return []
    }
  }
}
