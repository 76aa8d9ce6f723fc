import BookClub
import Foundation
import Testing
import Tintype
import TintypeTesting
import TintypeUI

@testable import TintypeViewRendering

/// The Book Club reading focus control in every presentation, on and off, compared exactly with
/// its golden.
@Suite struct ControlGoldenTests {
  static let cases = ControlPresentation.allCases.flatMap { presentation in
    [(presentation, true), (presentation, false)]
  }

  @Test(arguments: cases)
  func presentationMatchesItsGolden(_ presentation: ControlPresentation, _ isOn: Bool) throws {
    let (view, request) = try ControlRenderer().presentation(
      ReadingFocusControl(), presentation: presentation, isOn: isOn)
    expectGolden(
      view, named: "control-\(presentation.rawValue)-\(isOn ? "on" : "off")",
      GoldenOptions(family: request.family, colorScheme: .dark, device: request.device, layout: .sizeThatFits)
    )
  }
}
