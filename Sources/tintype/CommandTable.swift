/// Every command of the interface in docs/design.md, in the order `tintype help` lists them.
///
/// Commands not built yet are listed as `.planned` so that help shows the whole interface and
/// running one says so honestly; implementing one means replacing its `.planned` entry with
/// `.available(TheCommand())`.
enum CommandTable {
  /// A command of the interface, built or not.
  enum Entry: Sendable {
    /// A command this build can run.
    case available(any Command)
    /// A command of the interface that this build does not have yet.
    case planned(name: String, summary: String)

    /// The word that selects the command.
    var name: String {
      switch self {
      case .available(let command): return command.name
      case .planned(let name, _): return name
      }
    }

    /// One line for the command list.
    var summary: String {
      switch self {
      case .available(let command): return command.summary
      case .planned(_, let summary): return summary
      }
    }
  }

  static let entries: [Entry] = [
    .available(InitCommand()),
    .available(RenderCommand()),
    .available(GalleryCommand()),
    .available(BatchCommand()),
    .available(DiffCommand()),
    .available(VerifyCommand()),
    .available(AcceptCommand()),
    .available(ValidateCommand()),
    .available(LayoutCommand()),
    .available(LintCommand()),
    .available(ServeCommand()),
    .available(AssetsCommand()),
    .available(DevicesCommand()),
    .available(FamiliesCommand()),
    .available(HelpCommand()),
  ]

  /// The entry for `name`, if the interface has such a command.
  static func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}
