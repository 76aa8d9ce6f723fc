// Widget code written for SwiftUI and WidgetKit imports only TintypeUI; these re-exports give it
// Foundation (Date, URL, CGFloat, CGSize, …) and the vocabulary types the archive shares with the
// DSL (WidgetFamily, ColorScheme, Alignment, EdgeInsets, Angle, …).
@_exported import Foundation
// On Linux, `URLSession` lives in FoundationNetworking, which `import Foundation` alone does not bring:
// a provider that fetches its data must still compile (a render never runs the provider's network code).
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
@_exported import TintypeArchive
// String tables (`StringTables`) for `ArchiveEnvironment.strings`.
@_exported import TintypeStringCatalog
// UIKit's colours (and more of UIKit as it is added) as `import SwiftUI` brings them on iOS.
@_exported import TintypeUIKit

// The shared vocabulary's SwiftUI names, and only those: `Rect`, `Point` and the rest stay out of
// widget code's namespace.
@_exported import enum TintypeCore.BlendMode
@_exported import struct TintypeCore.EdgeInsets
