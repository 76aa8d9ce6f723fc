import TintypeUI

/// The three Book Club widgets as the app's widget extension declares them (in the app, with
/// `@main`).
public struct BookClubWidgets: WidgetBundle {
  /// The bundle.
  public init() {}

  /// Reading Goals, Reading Log and Reading Schedule.
  public var body: some Widget {
    DailyReadingGoalWidget()
    ReadingLogWidget()
    ReadingScheduleWidget()
  }
}
