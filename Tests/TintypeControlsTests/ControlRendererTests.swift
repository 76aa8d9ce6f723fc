import BookClub
import Foundation
import Testing
import Tintype
import TintypeArchive
import TintypeUI

@testable import TintypeViewRendering

/// Controls in Control Center and on the Lock Screen: sizes, on and off, the parts picked out of
/// the label.
@Suite struct ControlRendererTests {
  let controls = ControlRenderer()

  @Test(arguments: ControlPresentation.allCases)
  func eachPresentationIsItsModuleSize(_ presentation: ControlPresentation) throws {
    let image = try controls.render(GarageDoorControl(), presentation: presentation)
    let size = ControlGeometry.size(of: presentation)
    #expect(image.width == Int(size.width * image.scale))
    #expect(image.height == Int(size.height * image.scale))
  }

  /// The pixel a tenth of the way in from the left edge, halfway down: the module's fill, clear
  /// of its symbol.
  func fill(_ image: RenderedImage) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let canvas = image.canvas
    let pixel = canvas[canvas.width / 10, canvas.height / 2]
    return (pixel.red, pixel.green, pixel.blue, pixel.alpha)
  }

  @Test func aToggleIsFilledWithItsTintWhenOnAndGlassWhenOff() throws {
    let on = fill(try controls.render(GarageDoorControl(), presentation: .controlCenterSmall, isOn: true))
    let off = fill(try controls.render(GarageDoorControl(), presentation: .controlCenterSmall, isOn: false))
    // On: opaque purple (system purple, red and blue over green).
    #expect(on.alpha == 255 && on.red > 150 && on.blue > 150 && on.green < 120, "\(on)")
    // Off: translucent white glass.
    #expect(abs(Int(off.alpha) - Int(0.2 * 255)) <= 2 && off.red == off.alpha, "\(off)")
    // On the Lock Screen an on toggle is white.
    let lock = fill(try controls.render(GarageDoorControl(), presentation: .lockScreen, isOn: true))
    #expect(lock.alpha == 255 && lock.red == 255 && lock.green == 255, "\(lock)")
  }

  @Test func theValueProvidersPreviewValueIsTheDefaultState() throws {
    let preview = try controls.render(GarageDoorControl(), presentation: .controlCenterSmall)
    let off = try controls.render(GarageDoorControl(), presentation: .controlCenterSmall, isOn: false)
    #expect(preview.pixels == off.pixels)
  }

  /// The texts of `control`'s medium module for a state, from its archived view.
  func texts(_ control: some ControlWidget, isOn: Bool) -> [String] {
    let view = ControlViews(control.body.template(), isOn: isOn).view(.controlCenterMedium)
    var texts: [String] = []
    ViewArchive(view, family: .systemSmall).walkViews { node, _ in
      if case .text(.verbatim(let string)) = node.content { texts.append(string) }
    }
    return texts
  }

  @Test func theTitleAndTheValueLabelFollowTheState() {
    #expect(texts(GarageDoorControl(), isOn: true) == ["Garage", "Open"])
    #expect(texts(GarageDoorControl(), isOn: false) == ["Garage", "Closed"])
    // A button has a title and no value.
    #expect(texts(ScanControl(), isOn: true) == ["Scan"])
  }

  @Test func theSymbolComesFromTheStatesLabel() throws {
    func symbol(_ isOn: Bool) -> String? {
      let views = ControlViews(GarageDoorControl().body.template(), isOn: isOn)
      var name: String?
      ViewArchive(views.symbol, family: .systemSmall).walkViews { node, _ in
        if case .image(let image) = node.content, case .system(let symbol) = image.source { name = symbol }
      }
      return name
    }
    #expect(symbol(true) == "door.garage.open")
    #expect(symbol(false) == "door.garage.closed")
  }

  @Test func aButtonLooksTheSameWhateverTheStateAsked() throws {
    let on = try controls.render(ScanControl(), presentation: .controlCenterMedium, isOn: true)
    let off = try controls.render(ScanControl(), presentation: .controlCenterMedium, isOn: false)
    #expect(on.pixels == off.pixels)
  }

  @Test func aBundleListsNoWidgetForItsControls() {
    #expect(GarageWidgets().body.body.definitions.isEmpty)
  }

  @Test func aWatchShowsNoControlsHere() throws {
    let watch = try DeviceCatalog.standard.device(id: "apple-watch-44mm")
    #expect(ControlRenderer.presentations(on: watch).isEmpty)
    #expect {
      try controls.render(GarageDoorControl(), presentation: .controlCenterSmall, device: watch)
    } throws: { error in
      guard case .unsupported(let message) = error as? RenderError else { return false }
      return message.contains("apple-watch-44mm shows no controls")
    }
  }

  /// The system draws the control: a symbol wider than it is tall (the Book Club's "book") does not
  /// make the module's own layout overflow or truncate, which the control's author could not fix.
  @Test(arguments: ControlPresentation.allCases)
  func theModuleLaysOutAWideSymbolWithoutWarnings(_ presentation: ControlPresentation) throws {
    for isOn in [true, false] {
      let image = try controls.render(ReadingFocusControl(), presentation: presentation, isOn: isOn)
      let layoutWarnings = image.warnings.filter { $0.kind == .overflow || $0.kind == .truncatedText }
      #expect(layoutWarnings.isEmpty, "\(presentation) \(isOn): \(layoutWarnings.map(\.message))")
    }
  }
}
