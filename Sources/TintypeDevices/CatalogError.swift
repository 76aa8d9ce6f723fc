import TintypeArchive

/// A device or family asked of the catalog that it does not have. Messages name what was asked
/// and what exists, so the fix is in the message.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No device has this id or alias; `suggestions` are the close ones, `known` every device id.
  case unknownDevice(String, suggestions: [String], known: [String])
  /// The device does not show this family; `available` lists the families it does show.
  case familyUnavailable(WidgetFamily, device: String, available: [WidgetFamily])
  /// Two catalog entries claim the same id or alias.
  case duplicateIdentifier(String)

  /// The message for people: what was asked and what the catalog has instead.
  public var description: String {
    switch self {
    case .unknownDevice(let id, let suggestions, let known):
      if suggestions.isEmpty {
        return "unknown device \(ArchiveError.quoted(id)); known devices: \(known.joined(separator: ", "))"
      }
      return "unknown device \(ArchiveError.quoted(id)); did you mean \(suggestions.joined(separator: ", "))?"
    case .familyUnavailable(let family, let device, let available):
      let list = available.isEmpty ? "none" : available.map(\.rawValue).joined(separator: ", ")
      return "device \"\(device)\" has no \(family) widget; its families: \(list)"
    case .duplicateIdentifier(let id):
      return "device id or alias \"\(id)\" is used by more than one catalog entry"
    }
  }
}
