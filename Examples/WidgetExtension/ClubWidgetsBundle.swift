import SwiftUI
import WidgetKit

@main
struct ClubWidgetsBundle: WidgetBundle {
  var body: some Widget {
    ReadingStreakWidget()
    NextMeetingWidget()
    QuoteWidget()
  }
}
