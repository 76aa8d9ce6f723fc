/// The operating system a device runs, which decides where widgets appear and so which rendering
/// modes and default margins apply.
public enum Platform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// iPhone.
  case iOS
  /// iPad.
  case iPadOS
  /// Apple Watch.
  case watchOS
  /// Apple Vision Pro.
  case visionOS

  /// The platform name as Apple writes it ("iPadOS").
  public var description: String { rawValue }
}
