import Foundation

/// Views chosen by the environment (family, rendering mode, colour scheme): each kind's JSON spelling (see `ViewCodec`).
extension ViewCodec {
  static let familySwitch = environmentSwitch("FamilySwitch", ViewContent.familySwitch) {
    if case .familySwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }

  static let renderingModeSwitch = environmentSwitch("RenderingModeSwitch", ViewContent.renderingModeSwitch) {
    if case .renderingModeSwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }

  static let colorSchemeSwitch = environmentSwitch("ColorSchemeSwitch", ViewContent.colorSchemeSwitch) {
    if case .colorSchemeSwitch(let cases, let fallback) = $0 { (cases, fallback) } else { nil }
  }

  /// `{"cases": {KEY: view, …}, "default": view}`, keyed by an environment value.
  static func environmentSwitch<Key: ArchiveEnum>(
    _ type: String, _ make: @escaping @Sendable ([Key: ViewNode], ViewNode?) -> ViewContent,
    _ parts: @escaping @Sendable (ViewContent) -> ([Key: ViewNode], ViewNode?)?
  ) -> ViewCodec {
    ViewCodec(
      types: [type],
      decode: { _, object, _ in
        let (cases, fallback) = try ViewNode.switchCases(object, Key.self)
        return make(cases, fallback)
      },
      encode: { content, object in
        guard let (cases, fallback) = parts(content) else { return false }
        ViewNode.encodeCases(cases, fallback, into: &object)
        return true
      })
  }
}
