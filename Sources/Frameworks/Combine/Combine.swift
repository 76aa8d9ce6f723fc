// On Linux, `import Combine` in an app's widget files resolves to this module, which brings the part
// of Combine widget code names (`Publisher`, `Timer.publish`, `NotificationCenter.publisher(for:)`,
// for `onReceive`) with TintypeUI. On Apple's platforms the system framework of this name is used.
// (See Package.swift: the module exists only when the package is built on Linux.)
@_exported import TintypeUI
