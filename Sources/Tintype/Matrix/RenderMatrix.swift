import TintypeArchive

/// The renders a set of axes asks for on one device — presentation × family × mode × scheme × entry
/// × Dynamic Type size × pseudolanguage (the stress axes), in that order — each with its name, and the pairs the device does not show decided by one
/// explicit rule (`UnshownPairs`). `tintype render`, the gallery and the previews expand their
/// renders here; a batch, whose manifest expands its own axes, decides each combination with
/// `admit(_:unshown:)`, the same rule.
public struct RenderMatrix: Sendable {
  /// What becomes of a family and mode (or presentation) the device does not show.
  public enum UnshownPairs: Sendable, Hashable {
    /// Left out, and said in `leftOut` (a batch's or a gallery's default axes).
    case leaveOut
    /// A mode the family is not shown in becomes the first one it is shown in (`tintype render
    /// --family accessoryCircular` with no `--mode`); what is still not shown is left out.
    case drawInFirstShownMode
    /// Drawn as asked: a view drawn plainly (a `RenderLayout` other than `.widget`), where the
    /// family only sizes the view and no system shows it.
    case drawAnyway
  }

  /// One render.
  public struct Render: Sendable, Hashable {
    /// What to render, with what its presentation fixes applied.
    public var request: RenderRequest
    /// Its image's name.
    public var name: RenderName
  }

  /// A render left out, and why (a caller that asked for the pair by name makes it an error).
  public struct LeftOut: Sendable, Hashable, CustomStringConvertible {
    /// Why.
    public enum Reason: Sendable, Hashable {
      /// The device has no such family.
      case noSuchFamily
      /// The device has no such presentation.
      case noSuchPresentation(WidgetPresentation.Kind)
      /// The presentation shows another family (or only system families).
      case notInPresentation(WidgetPresentation.Kind, shows: WidgetFamily?)
      /// The device shows the family only in these modes.
      case modeNotShown(shownIn: [WidgetRenderingMode])
    }

    /// The family asked for.
    public var family: WidgetFamily
    /// The mode asked for.
    public var mode: WidgetRenderingMode
    /// The device's identifier.
    public var device: String
    /// Why it is left out.
    public var reason: Reason

    /// "accessoryCircular in fullColor on iphone-17-pro (shown in accented, vibrant)".
    public var description: String {
      switch reason {
      case .noSuchFamily: "\(family) on \(device) (it has no such family)"
      case .noSuchPresentation(let kind): "\(kind) on \(device) (it has no such presentation)"
      case .notInPresentation(let kind, let shown):
        "\(family) in \(kind) (it shows \(shown?.rawValue ?? "system families"))"
      case .modeNotShown(let modes):
        "\(family) in \(mode) on \(device) (shown in \(modes.map(\.rawValue).joined(separator: ", ")))"
      }
    }
  }

  /// The renders, in axis order, each once.
  public var renders: [Render] = []
  /// What was left out, in axis order, each reason once.
  public var leftOut: [LeftOut] = []

  /// Every render of `base` with its family, mode, scheme, entry and presentation replaced by each
  /// of the values given, and each at every stress (`stresses`: Dynamic Type size and
  /// pseudolanguage; `base`'s own by default), named by `stem` and `parts` (see `RenderName`);
  /// renders that come out the same once a presentation fixes its mode, family or scheme are one.
  public init(
    base: RenderRequest, families: [WidgetFamily], modes: [WidgetRenderingMode], schemes: [ColorScheme],
    entries: [Int], presentations: [WidgetPresentation.Kind?] = [nil], stresses: [TextStress]? = nil,
    unshown: UnshownPairs = .leaveOut, stem: String? = nil, parts: Set<RenderName.Part>
  ) {
    let stresses = stresses ?? [TextStress(base.dynamicTypeSize, base.pseudoLanguage)]
    var seen = Set<RenderRequest>()
    for presentation in presentations {
      for family in families {
        for mode in modes {
          for scheme in schemes {
            for entry in entries {
              for stress in stresses {
                var request = base
                request.presentation = presentation
                request.family = family
                request.renderingMode = mode
                request.colorScheme = scheme
                request.entryIndex = entry
                request.dynamicTypeSize = stress.dynamicTypeSize
                request.pseudoLanguage = stress.pseudoLanguage
                if let reason = Self.admit(&request, unshown: unshown) {
                  // Each said once: a family a presentation does not show is one note, whatever the mode.
                  if !leftOut.contains(where: { $0.description == reason.description }) {
                    leftOut.append(reason)
                  }
                  continue
                }
                guard seen.insert(request).inserted else { continue }
                renders.append(
                  Render(request: request, name: RenderName(stem: stem, request: request, parts: parts)))
              }
            }
          }
        }
      }
    }
  }

  /// Decides one render by the rule: applies what its presentation fixes (its mode, and its scheme
  /// where it has one) and, for `.drawInFirstShownMode`, the mode the family is drawn in; returns
  /// why the device does not show it, or nil when it is drawn.
  public static func admit(_ request: inout RenderRequest, unshown: UnshownPairs = .leaveOut) -> LeftOut? {
    if unshown == .drawAnyway { return nil }
    let device = request.device
    func leftOut(_ reason: LeftOut.Reason) -> LeftOut {
      LeftOut(family: request.family, mode: request.renderingMode, device: device.id, reason: reason)
    }
    guard let spec = device.families[request.family] else { return leftOut(.noSuchFamily) }
    if let kind = request.presentation {
      guard let presentation = device.presentation(kind) else {
        return leftOut(.noSuchPresentation(kind))
      }
      guard presentation.shows(request.family) else {
        return leftOut(.notInPresentation(kind, shows: presentation.family))
      }
      request.renderingMode = presentation.renderingMode
      if let scheme = presentation.colorScheme { request.colorScheme = scheme }
    } else if unshown == .drawInFirstShownMode, !spec.renderingModes.contains(request.renderingMode),
      let first = spec.orderedRenderingModes.first
    {
      request.renderingMode = first
    }
    guard spec.renderingModes.contains(request.renderingMode) else {
      return leftOut(.modeNotShown(shownIn: spec.orderedRenderingModes))
    }
    return nil
  }
}
