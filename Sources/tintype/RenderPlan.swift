import Foundation
import Tintype
import TintypeArchive
import TintypeCore
import TintypeLint
import TintypeReview

/// The renders a `render` command line asks for: every family × mode × scheme × entry, each with its
/// output file name, checked before anything is drawn.
struct RenderPlan {
  /// The renders, named `<kind>-<family>-<mode>-<scheme>[-<entry>]`, and what the device does not show.
  var matrix: RenderMatrix

  /// Parses `--family`, `--mode`, `--scheme`, `--device`, `--entry`, `--date`, `--scale` for `archive`.
  /// - Parameter fallBackToSupportedMode: when a family is not shown in the default mode, use the first
  ///   mode it is shown in (for `layout`, which hardly depends on the mode) instead of leaving it out.
  /// - Parameter presentations: where the widget is shown (StandBy, CarPlay, …), which fix its
  ///   mode and maybe its family and scheme; empty for the family's own place.
  init(
    _ arguments: ParsedArguments, archive: ViewArchive, command: any Command,
    fallBackToSupportedMode: Bool = false, presentations: [WidgetPresentation.Kind] = [],
    defaults: Defaults = .render
  ) throws {
    let catalog = DeviceCatalog.standard
    let device = try arguments.value("device").map { try catalog.device(id: $0) } ?? catalog.default
    func parse<E: RawRepresentable & CaseIterable>(_ name: String, _: E.Type) throws -> [E]
    where E.RawValue == String {
      try arguments.allValues(name).map {
        try OptionValue.parse($0, option: name, as: E.self, command: command)
      }
    }
    var families = try parse("family", WidgetFamily.self)
    let familiesGiven = !families.isEmpty
    let modesGiven = arguments.value("mode") != nil
    if families.isEmpty {
      // By default every family the archive lists that the device shows.
      families = archive.families.filter { device.families[$0] != nil }
      if families.isEmpty {
        throw UsageError(
          "\(device.id) shows none of the archive's families (\(archive.families.map(\.rawValue).joined(separator: ", "))); pick a --device",
          command: command)
      }
    }
    let modes = try parse("mode", WidgetRenderingMode.self).nilIfEmpty ?? defaults.modes
    let schemes = try parse("scheme", ColorScheme.self).nilIfEmpty ?? defaults.schemes
    var entries = defaults.allEntries ? Array(archive.entries.indices) : [0]
    let entryGiven = arguments.value("entry") != nil
    if let entry = arguments.value("entry") {
      if entry == "all" {
        entries = Array(archive.entries.indices)
      } else if let index = Int(entry), archive.entries.indices.contains(index) {
        entries = [index]
      } else {
        throw UsageError(
          "--entry \"\(entry)\": the archive has entries 0…\(archive.entries.count - 1), or use \"all\"",
          command: command)
      }
    }
    var date: Date?
    if let text = arguments.value("date") {
      guard let parsed = ArchiveDateFormat.parse(text) else {
        throw UsageError(
          "--date \"\(text)\" is not an ISO 8601 date such as 2026-06-08T09:00:00Z", command: command)
      }
      date = parsed
    }
    let preset =
      try arguments.value("accent-style").map {
        try OptionValue.parse($0, option: "accent-style", as: AccentPreset.self, command: command)
      } ?? .ios26Clear
    let tint = try arguments.value("tint").map { try RenderPlan.color($0, option: "tint", command: command) }
    let backdrop = try arguments.value("backdrop").map {
      try RenderPlan.color($0, option: "backdrop", command: command)
    }
    let wallpaper = try arguments.value("wallpaper").map { path -> URL in
      guard FileManager.default.fileExists(atPath: path) else {
        throw UsageError("--wallpaper \(path): no such file", command: command)
      }
      return URL(fileURLWithPath: path)
    }
    let direction =
      try arguments.value("layout-direction").map { value -> LayoutDirection in
        guard let direction = LayoutDirection(requestText: value) else {
          throw UsageError(
            "--layout-direction \"\(value)\" is not leftToRight or rightToLeft (ltr, rtl)", command: command)
        }
        return direction
      } ?? .leftToRight
    let layout = try arguments.value("layout").map { try RenderPlan.layout($0, command: command) } ?? .widget
    var scale: Double?
    if let text = arguments.value("scale") {
      guard let parsed = Double(text), parsed > 0 else {
        throw UsageError("--scale \"\(text)\" is not a positive number", command: command)
      }
      scale = parsed
    }
    let stresses = try RenderPlan.stresses(arguments, command: command) ?? defaults.stresses
    var base = RenderRequest(
      family: families[0], device: device, date: date, scale: scale, accentPreset: preset, tint: tint,
      backdrop: backdrop, wallpaper: wallpaper)
    base.layoutDirection = direction
    base.layout = layout
    // A family named without a mode is drawn in the first mode it is shown in; a pair the device
    // never shows is an error when both were asked for by name, and is left out (and said) when
    // either came from a default: a Lock Screen family has no full-colour mode.
    matrix = RenderMatrix(
      base: base, families: families, modes: modes, schemes: schemes, entries: entries,
      presentations: presentations.nilIfEmpty ?? [nil], stresses: stresses,
      unshown: (fallBackToSupportedMode || familiesGiven) && !modesGiven && defaults.modes.count == 1
        ? .drawInFirstShownMode : .leaveOut,
      stem: RenderName.fileSafe(archive.kind),
      parts: entryGiven ? RenderPlan.namedParts.union([.entry]) : RenderPlan.namedParts)
    if familiesGiven, let missing = matrix.leftOut.first(where: { $0.reason == .noSuchFamily }) {
      throw UsageError(
        "--family \(missing.family): \(device.id) has no such family; it has "
          + device.orderedFamilies.map(\.rawValue).joined(separator: ", "), command: command)
    }
    if familiesGiven && modesGiven, let pair = matrix.leftOut.first {
      if case .modeNotShown(let shown) = pair.reason {
        throw UsageError(
          "\(pair.family) is not shown in the \(pair.mode) rendering mode on \(device.id); it supports "
            + shown.map(\.rawValue).joined(separator: ", "), command: command)
      }
      throw UsageError("cannot render \(pair)", command: command)
    }
  }
}

extension RenderPlan {
  /// What a command renders when its command line does not say.
  struct Defaults {
    /// The modes: each family in the ones of these it is shown in.
    var modes: [WidgetRenderingMode]
    /// The schemes.
    var schemes: [ColorScheme]
    /// Every timeline entry, or only the first.
    var allEntries: Bool
    /// The Dynamic Type sizes and pseudolanguages.
    var stresses: [TextStress] = [.none]

    /// `render`, `layout`, `gallery`: full colour (or a family's first mode), light, the first entry,
    /// Large, no pseudolanguage.
    static let render = Defaults(modes: [.fullColor], schemes: [.light], allEntries: false)
    /// `lint`: every mode each family is shown in, both schemes, every entry, at Large and AX5 in the
    /// widget's own text and in double-length text (`RenderLinter.defaultStresses`).
    static let lint = Defaults(
      modes: WidgetRenderingMode.allCases, schemes: ColorScheme.allCases, allEntries: true,
      stresses: RenderLinter.defaultStresses)
  }

  /// The stress axes a command line asks for (`--dynamic-type`, `--pseudo-language`, each repeatable
  /// or a comma-separated list, `all` for every value), crossed; nil when it names neither.
  static func stresses(_ arguments: ParsedArguments, command: any Command) throws -> [TextStress]? {
    func list(_ option: String) -> [String] {
      arguments.allValues(option).flatMap {
        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
    }
    let sizeNames = list("dynamic-type")
    let languageNames = list("pseudo-language")
    guard !sizeNames.isEmpty || !languageNames.isEmpty else { return nil }
    var sizes: [DynamicTypeSize] = []
    for name in sizeNames {
      if name == "all" {
        sizes += DynamicTypeSize.allCases
        continue
      }
      guard let size = DynamicTypeSize(argument: name) else {
        throw UsageError(
          "--dynamic-type \"\(name)\" is not a Dynamic Type size: xSmall, small, medium, large, xLarge, xxLarge, "
            + "xxxLarge, AX1 … AX5 (accessibility1 … accessibility5), or all", command: command)
      }
      sizes.append(size)
    }
    var languages: [PseudoLanguage?] = []
    for name in languageNames {
      switch name {
      case "all": languages += [nil] + PseudoLanguage.allCases.map { $0 }
      case "none": languages.append(nil)
      default:
        guard let language = PseudoLanguage(rawValue: name) else {
          throw UsageError(
            "--pseudo-language \"\(name)\" is not doubleLength, accented, bounded, rightToLeft, none or all",
            command: command)
        }
        languages.append(language)
      }
    }
    var seen = Set<TextStress>()
    return TextStress.crossing(sizes.nilIfEmpty ?? [.large], languages.nilIfEmpty ?? [nil]).filter {
      seen.insert($0).inserted
    }
  }

  /// `--dynamic-type` and `--pseudo-language`: the stress axes of `render`, `layout`, `gallery` and
  /// `lint`.
  static let stressOptions = stressOptions(
    sizes: "Dynamic Type sizes to set text styles at", sizesDefault: "large",
    languages: "Xcode pseudolanguages",
    languagesDefault: "none")

  /// The two stress options, said as a command uses them.
  static func stressOptions(sizes: String, sizesDefault: String, languages: String, languagesDefault: String)
    -> [OptionSpec]
  {
    [
      OptionSpec(
        name: "dynamic-type", valueName: "SIZE", isRepeatable: true,
        summary: "\(sizes): xSmall … xxxLarge, AX1 … AX5, or all (default \(sizesDefault))"),
      OptionSpec(
        name: "pseudo-language", valueName: "L", isRepeatable: true,
        summary:
          "\(languages): doubleLength, accented, bounded, rightToLeft, none, or all (default \(languagesDefault))"
      ),
    ]
  }

  /// The one stress a command that draws one asks for (`gallery`, `layout`): a list is a usage error,
  /// not its first value taken in silence.
  static func stress(_ arguments: ParsedArguments, command: any Command) throws -> TextStress {
    let stresses = try stresses(arguments, command: command) ?? [.none]
    guard stresses.count == 1 else {
      throw UsageError(
        "\(command.name) draws one Dynamic Type size and one pseudolanguage; `tintype lint` and `tintype render` take several",
        command: command)
    }
    return stresses[0]
  }

  /// What a render's name says besides its entry, which it says only when `--entry` is given.
  static let namedParts: Set<RenderName.Part> = [.presentation, .family, .mode, .scheme]

  /// A `--layout` value: `widget`, `sizeThatFits`, `device`, or `WIDTHxHEIGHT` in points.
  static func layout(_ text: String, command: any Command) throws -> RenderLayout {
    guard let layout = RenderLayout(requestText: text) else {
      throw UsageError(
        "--layout \"\(text)\" is not widget, sizeThatFits, device or a size such as 200x100", command: command
      )
    }
    return layout
  }

  /// A `#RRGGBB` or `#RRGGBBAA` option value, or a system colour name ("orange").
  static func color(_ text: String, option: String, command: any Command) throws -> RGBAColor {
    guard let color = RGBAColor(requestText: text) else {
      throw UsageError("--\(option) \"\(text)\" is not a colour such as #FF9500 or orange", command: command)
    }
    return color
  }

  /// The rendering options shared by `render`, `layout` and `gallery`.
  static let appearanceOptions =
    [
      OptionSpec(
        name: "accent-style", valueName: "STYLE",
        summary: "Accented look: " + AccentPreset.allCases.map(\.rawValue).joined(separator: ", ")
          + " (default ios26-clear)"),
      OptionSpec(
        name: "tint", valueName: "#RRGGBB",
        summary: "Tint of tinted Home Screens and watch faces (default system blue)"),
      OptionSpec(
        name: "backdrop", valueName: "#RRGGBB",
        summary: "Composite the image over this colour instead of leaving it transparent"),
      OptionSpec(
        name: "wallpaper", valueName: "FILE.png",
        summary: "Composite the image over this wallpaper, scaled to cover and blurred as behind a widget"),
      OptionSpec(
        name: "layout", valueName: "L",
        summary:
          "widget (default), sizeThatFits, device, or WIDTHxHEIGHT in points: the view alone, no widget chrome"
      ),
      OptionSpec(
        name: "layout-direction", valueName: "DIR",
        summary: "leftToRight (default) or rightToLeft: mirror the layout and set text right to left"),
    ] + stressOptions
}

extension Array {
  var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
