import TintypeArchive

/// The devices the renderer knows, looked up by id or alias.
///
/// Sizes, scales and sources live in the per-platform tables (`IPhoneDevices`, `IPhoneHIGDevices`,
/// `IPadDevices`, `AppleWatchDevices`, `VisionProDevices`); values no source confirms live in
/// `UnconfirmedGeometry`.
public struct DeviceCatalog: Sendable {
  /// The id of the device used when none is named: a current @3x iPhone with the iOS 26+ frames.
  public static let defaultDeviceID = "iphone-17-pro"

  /// The built-in catalog: iPhones (iOS 26+ measured, then the iOS 18 HIG sizes), iPads, Apple
  /// Watches and Apple Vision Pro.
  public static let standard: DeviceCatalog = {
    let devices =
      IPhoneDevices.all + IPhoneHIGDevices.all + IPadDevices.all + AppleWatchDevices.all
      + VisionProDevices.all
    do {
      return try DeviceCatalog(devices: devices, defaultDeviceID: defaultDeviceID)
    } catch {
      // The tables are constants checked by the tests; a clash here is a typo in them.
      preconditionFailure("the built-in device catalog is inconsistent: \(error)")
    }
  }()

  /// Every device, in catalog order.
  public let devices: [Device]
  /// The device used when none is named.
  public let `default`: Device
  private let index: [String: Int]

  /// A catalog of `devices`; every id and alias must be unique and `defaultDeviceID` must name one
  /// of them.
  public init(devices: [Device], defaultDeviceID: String) throws {
    var index: [String: Int] = [:]
    for (position, device) in devices.enumerated() {
      for name in [device.id] + device.aliases {
        guard index[name] == nil else { throw CatalogError.duplicateIdentifier(name) }
        index[name] = position
      }
    }
    guard let defaultPosition = index[defaultDeviceID] else {
      throw CatalogError.unknownDevice(defaultDeviceID, suggestions: [], known: devices.map(\.id))
    }
    self.devices = devices
    self.index = index
    self.default = devices[defaultPosition]
  }

  /// Every family at least one device shows, in `WidgetFamily` declaration order.
  public var families: [WidgetFamily] {
    WidgetFamily.allCases.filter { family in devices.contains { $0.families[family] != nil } }
  }

  /// The device with this id or alias (case-insensitive); an unknown one throws
  /// `CatalogError.unknownDevice` with the closest names, or every id when none is close.
  public func device(id: String) throws(CatalogError) -> Device {
    if let position = index[id.lowercased()] { return devices[position] }
    let suggestions = DeviceSuggestions.closest(to: id, in: index.keys.sorted())
    throw .unknownDevice(id, suggestions: suggestions, known: devices.map(\.id))
  }

  /// The spec of `family` on `device`; a family the device does not show throws
  /// `CatalogError.familyUnavailable` naming the families it does show.
  public func spec(for family: WidgetFamily, on device: Device) throws(CatalogError) -> FamilySpec {
    guard let spec = device.families[family] else {
      throw .familyUnavailable(family, device: device.id, available: device.orderedFamilies)
    }
    return spec
  }
}
