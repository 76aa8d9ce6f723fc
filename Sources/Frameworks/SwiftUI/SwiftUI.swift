// On Linux, `import SwiftUI` in an app's widget files resolves to this module, which brings TintypeUI:
// the files compile unchanged. On Apple's platforms the system framework of this name is used.
// (See Package.swift: the module exists only when the package is built on Linux.)
@_exported import TintypeUI
// `#Preview`, declared where Apple declares it.
@_exported import DeveloperToolsSupport
