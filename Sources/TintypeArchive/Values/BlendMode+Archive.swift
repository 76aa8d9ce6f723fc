import TintypeCore

// SwiftUI's `BlendMode` (TintypeCore) in the archive, by its case names.
extension BlendMode: ArchiveEnum {}
