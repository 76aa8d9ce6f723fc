import TintypeUI

/// The Book Club widgets and control as the app's widget extension declares them (in the app, with
/// `@main`).
public struct BookClubWidgets: WidgetBundle {
  /// The bundle.
  public init() {}

  /// Reading Goals, Reading Log and Reading Schedule, and the reading focus control.
  public var body: some Widget {
    DailyReadingGoalWidget()
    ReadingLogWidget()
    ReadingScheduleWidget()
    ReadingFocusControl()
  }
}
