import Foundation
import Tintype
import TintypeArchive

/// Every render a gallery shows: each archive × family (that the device has) × rendering mode × colour
/// scheme × timeline entry, in a fixed order.
public struct GalleryPlan: Sendable {
  /// One image of the gallery.
  public struct Shot: Sendable {
    /// The archive it comes from (an index into the gallery's archives).
    public var archiveIndex: Int
    /// What to render.
    public var request: RenderRequest
    /// The file name, relative to the widget's folder.
    public var fileName: String
  }

  /// The shots, grouped by archive, then family, mode, scheme and entry.
  public var shots: [Shot] = []
  /// Families an archive lists that the device does not have (but devices of its platform do), and
  /// modes not drawn yet, in words.
  public var skipped: [String] = []

  /// A shot's file name: `stem` (its family, or what a selection names it by), then the mode, the
  /// scheme and the entry (`systemSmall-fullColor-light-0.png`).
  static func fileName(_ request: RenderRequest, stem: String) -> String {
    RenderName(stem: stem, request: request, parts: [.mode, .scheme, .entry]).fileName()
  }

  /// The plan for `archives` on `device`, in `modes` (each family gets those it supports), every
  /// shot at `stress`.
  public init(
    archives: [ViewArchive], device: Device, modes: [WidgetRenderingMode],
    schemes: [ColorScheme] = ColorScheme.allCases, stress: TextStress = .none
  ) {
    for (index, archive) in archives.enumerated() {
      // The device's families; modes a family is not shown in are left out without a note.
      let matrix = RenderMatrix(
        base: RenderRequest(family: .systemSmall, device: device), families: archive.families,
        modes: modes, schemes: schemes, entries: Array(archive.entries.indices), stresses: [stress],
        unshown: .leaveOut,
        parts: [.family, .mode, .scheme, .entry])
      for leftOut in matrix.leftOut where leftOut.reason == .noSuchFamily {
        // A family of another platform (a shared widget's watch corner on an iPhone) is left out
        // without a note; one this kind of device could have is noted.
        if !skipped.contains("\(archive.kind): \(device.id) has no \(leftOut.family)"),
          DeviceCatalog.standard.devices.contains(where: {
            $0.platform == device.platform && $0.families[leftOut.family] != nil
          })
        {
          skipped.append("\(archive.kind): \(device.id) has no \(leftOut.family)")
        }
      }
      shots += matrix.renders.map {
        Shot(archiveIndex: index, request: $0.request, fileName: $0.name.fileName())
      }
    }
  }
}
