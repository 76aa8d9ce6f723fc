import Foundation
import Testing
import Tintype
import TintypeTesting
import TintypeUI

@testable import TintypeViewRendering

/// Every presentation of the delivery tracker, compared exactly with its golden.
@Suite struct ActivityGoldenTests {
  static let cases: [(ActivityPresentation, ColorScheme)] = [
    (.lockScreen, .light), (.lockScreen, .dark), (.compact, .dark), (.minimal, .dark), (.expanded, .dark),
    (.standBy, .dark), (.standByNight, .dark),
  ]

  @Test(arguments: cases)
  func presentationMatchesItsGolden(_ presentation: ActivityPresentation, _ scheme: ColorScheme) throws {
    let activities = ActivityRenderer()
    let date = DeliveryAttributes.ContentState.start.addingTimeInterval(6 * 60 + 30)
    let configuration = DeliveryActivity().body as! ActivityConfiguration<DeliveryAttributes>
    let (view, request) = try activities.presentation(
      configuration, attributes: .preview, state: .outForDelivery, presentation: presentation,
      colorScheme: scheme, date: date)
    expectGolden(
      view, named: "live-activity-\(presentation.rawValue)-\(scheme.rawValue)",
      GoldenOptions(
        family: request.family, colorScheme: scheme, device: request.device, date: date, layout: .sizeThatFits
      ))
  }
}
