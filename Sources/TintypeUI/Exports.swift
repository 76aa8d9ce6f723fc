// Widget code written for SwiftUI and WidgetKit imports only TintypeUI; these re-exports give it
// Foundation (Date, URL, CGFloat, CGSize, …) and the vocabulary types the archive shares with the
// DSL (WidgetFamily, ColorScheme, Alignment, EdgeInsets, Angle, …).
@_exported import Foundation
@_exported import TintypeArchive
