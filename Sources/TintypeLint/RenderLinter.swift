import Tintype
import TintypeArchive
import TintypeCore
import TintypeDisplayList
import TintypeLayout
import TintypeScene

/// The render rules, run on one render: what only a render shows — text contrast after the
/// rendering mode's colours, truncation, overflow, text size, tap targets, the accent group, images
/// flattened or drawn larger than their pixels. Each finding names the view's JSON path and frame.
public struct RenderLinter: Sendable {
  /// The renderer whose stages the rules read (its assets and fonts are the render's).
  public let renderer: WidgetRenderer

  /// A linter rendering with `renderer`.
  public init(renderer: WidgetRenderer) {
    self.renderer = renderer
  }

  /// The stresses a review looks at by default: Large and AX5, each in the widget's own text and in
  /// double-length text — "AX5 in German-length text" among them.
  public static let defaultStresses = TextStress.crossing([.large, .accessibility5], [nil, .doubleLength])

  /// The renders a review looks at: each of `families` (the archive's, by default) the device shows,
  /// in every rendering mode the family is shown in, in light and dark, for every timeline entry, at
  /// each of `stresses` (only the plain render by default).
  public static func renders(
    of archive: ViewArchive, device: Device = DeviceCatalog.standard.default, families: [WidgetFamily]? = nil,
    stresses: [TextStress] = [.none]
  ) -> [RenderRequest] {
    let shown = (families ?? archive.families).filter { device.families[$0] != nil }
    guard let first = shown.first else { return [] }
    return RenderMatrix(
      base: RenderRequest(family: first, device: device), families: shown,
      modes: WidgetRenderingMode.allCases,
      schemes: ColorScheme.allCases, entries: Array(archive.entries.indices), stresses: stresses,
      unshown: .leaveOut,
      parts: [.family, .mode, .scheme, .entry]
    ).renders.map(\.request)
  }

  /// Every finding in all the renders a review looks at (`renders(of:device:families:stresses:)`).
  public func findings(
    _ archive: ViewArchive, device: Device = DeviceCatalog.standard.default, families: [WidgetFamily]? = nil,
    stresses: [TextStress] = [.none]
  ) throws(RenderError) -> [LintFinding] {
    var findings: [LintFinding] = []
    for request in Self.renders(of: archive, device: device, families: families, stresses: stresses) {
      findings += try self.findings(archive, request)
    }
    return findings
  }

  /// Every finding in the render of `archive` that `request` asks for, ordered by rule then path. A
  /// stress render (`request.dynamicTypeSize` other than Large, or a pseudolanguage) is checked only
  /// with the rules of fit (`LintRule.stressRules`).
  public func findings(_ archive: ViewArchive, _ request: RenderRequest) throws(RenderError) -> [LintFinding]
  {
    let laidOut = try renderer.layout(try renderer.resolve(archive, request))
    let (list, targets) = renderer.displayListAndTargets(laidOut)
    let render = LintRender(
      family: request.family, mode: request.renderingMode, scheme: request.colorScheme,
      entry: request.entryIndex, stress: TextStress(request.dynamicTypeSize, request.pseudoLanguage))
    let texts = LintTexts(laidOut.tree)
    var findings: [LintFinding] = []
    func add(_ rule: LintRule, _ message: String, _ path: String, _ frame: Rect?) {
      findings.append(LintFinding(rule: rule, message: message, path: path, frame: frame, render: render))
    }

    // What the layout already says: text cut short, views larger than their space.
    for warning in laidOut.warnings {
      // The warning's message starts with its path, which the finding has apart.
      var message = Substring(warning.message)
      if message.hasPrefix(warning.path + " ") { message = message.dropFirst(warning.path.count + 1) }
      switch warning.kind {
      case .truncatedText: add(.textTruncated, String(message), warning.path, texts.frame(at: warning.path))
      case .overflow: add(.contentOverflow, String(message), warning.path, texts.frame(at: warning.path))
      default: break
      }
    }
    for text in texts.all where text.pointSize < LintModel.smallestTextSize {
      add(
        .textTooSmall,
        "\"\(text.string.prefix(40))\" is drawn at \(LintFormat.number(text.pointSize)) pt, under \(LintFormat.number(LintModel.smallestTextSize)) pt",
        text.path, text.frame)
    }
    // Text and images past the content margins (or, with the margins disabled, past the widget's edge).
    let area = laidOut.tree.contentArea
    let slack = LintModel.marginSlack
    for item in texts.content
    where item.frame.width > 0 && item.frame.height > 0
      && (item.frame.x < area.x - slack || item.frame.y < area.y - slack
        || item.frame.maxX > area.maxX + slack || item.frame.maxY > area.maxY + slack)
    {
      let past =
        [
          area.x - item.frame.x, area.y - item.frame.y, item.frame.maxX - area.maxX,
          item.frame.maxY - area.maxY,
        ].max() ?? 0
      add(
        .outsideMargins,
        "the \(item.kind) reaches \(LintFormat.number(past)) pt past the content margins",
        item.path, item.frame)
    }
    for target in targets {
      let kind: String
      switch target.action {
      case .url: kind = "Link"
      case .intent: kind = "Button or Toggle"
      case .widgetURL: continue
      }
      let side = LintModel.smallestTapTarget
      if target.frame.width < side || target.frame.height < side {
        add(
          .tapTargetSmall,
          "\(kind) is \(LintFormat.number(target.frame.width)) × \(LintFormat.number(target.frame.height)) pt, under \(LintFormat.number(side)) × \(LintFormat.number(side)) pt",
          texts.path(containing: target.frame), target.frame)
      }
    }
    if request.renderingMode == .accented {
      let accented = list.ops.contains { op in
        switch op {
        case .fill(_, _, _, _, let group), .stroke(_, _, _, _, _, let group), .text(_, _, let group),
          .image(_, _, let group):
          group == .accent
        case .beginLayer, .endLayer: false
        }
      }
      if !accented {
        add(
          .noAccentedContent, "nothing in this widget is in the accent group",
          "entries[\(request.entryIndex)]", nil)
      }
      for case .image(let image, _, let group) in list.ops
      where image.tint == nil && image.accentTreatment == .silhouette && group != .fullColor {
        add(
          .imageFlattened, "image \"\(image.name)\" is drawn as a flat silhouette", image.path,
          image.frame)
      }
    }
    let scale = request.effectiveScale
    for case .image(let image, _, _) in list.ops {
      let drawn = (width: image.frame.width * scale, height: image.frame.height * scale)
      let pixels = (width: Double(image.pixels.canvas.width), height: Double(image.pixels.canvas.height))
      if drawn.width > pixels.width * LintModel.upscaleTolerance
        && drawn.height > pixels.height * LintModel.upscaleTolerance
      {
        add(
          .imageUpscaled,
          "image \"\(image.name)\" has \(Int(pixels.width)) × \(Int(pixels.height)) pixels, drawn over \(Int(drawn.width.rounded())) × \(Int(drawn.height.rounded())) at @\(LintFormat.number(scale))",
          image.path, image.frame)
      }
    }
    if !render.stress.isNone {
      return findings.filter { LintRule.stressRules.contains($0.rule) }.sorted {
        ($0.rule.severity, $0.rule.id, $0.path) < ($1.rule.severity, $1.rule.id, $1.path)
      }
    }
    let behind =
      request.backdrop ?? LintModel.backdrop(request.family, request.renderingMode, request.colorScheme)
    findings += try TextContrastProbe(
      renderer: renderer, laidOut: laidOut, list: list, texts: texts, behind: behind
    ).findings(render: render)
    return findings.sorted {
      ($0.rule.severity, $0.rule.id, $0.path) < ($1.rule.severity, $1.rule.id, $1.path)
    }
  }
}
