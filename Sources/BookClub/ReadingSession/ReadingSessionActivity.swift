import Foundation
import TintypeUI

/// A Live Activity for a timed reading session: the book, the pages read so far and the time left,
/// on the Lock Screen and in the Dynamic Island.
public struct ReadingSessionAttributes: ActivityAttributes, Sendable {
  public struct ContentState: Codable, Hashable, Sendable {
    /// Pages read in this session.
    public var pagesRead: Int
    /// The session's planned span.
    public var session: ClosedRange<Date>
  }

  /// The book's title.
  public var bookTitle: String
  /// Pages planned for the session.
  public var pageGoal: Int

  /// The session the gallery shows.
  public static let example = ReadingSessionAttributes(bookTitle: "Pride and Prejudice", pageGoal: 30)
}

extension ReadingSessionAttributes.ContentState {
  /// When the example session starts: Monday 8 June 2026, 19:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_780_945_200)
  /// Early in the session, and near its end.
  public static let examples = [
    ReadingSessionAttributes.ContentState(pagesRead: 4, session: start...start.addingTimeInterval(30 * 60)),
    ReadingSessionAttributes.ContentState(pagesRead: 26, session: start...start.addingTimeInterval(30 * 60)),
  ]
}

/// The reading session's widget: a Live Activity.
public struct ReadingSessionActivity: Widget {
  public init() {}

  public var body: some WidgetConfiguration {
    ActivityConfiguration(for: ReadingSessionAttributes.self) { context in
      HStack(spacing: 12) {
        Image(systemName: "book.fill").font(.title2).foregroundStyle(Color.orange)
        VStack(alignment: .leading, spacing: 4) {
          Text(context.attributes.bookTitle).font(.headline).lineLimit(1)
          ProgressView(value: Double(context.state.pagesRead), total: Double(context.attributes.pageGoal))
            .tint(Color.orange)
          Text("\(context.state.pagesRead) of \(context.attributes.pageGoal) pages")
            .font(.caption).foregroundStyle(.secondary)
        }
        Text(timerInterval: context.state.session, countsDown: true)
          .font(.title3.monospacedDigit()).frame(width: 64, alignment: .trailing)
      }
      .padding()
      .activitySystemActionForegroundColor(Color.orange)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Image(systemName: "book.fill").font(.title2).foregroundStyle(Color.orange)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(timerInterval: context.state.session, countsDown: true).font(.headline.monospacedDigit())
            .frame(width: 60, alignment: .trailing)
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.attributes.bookTitle).font(.headline).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.bottom) {
          ProgressView(value: Double(context.state.pagesRead), total: Double(context.attributes.pageGoal)) {
            Text("\(context.state.pagesRead) of \(context.attributes.pageGoal) pages").font(.caption)
          }
          .tint(Color.orange)
        }
      } compactLeading: {
        Image(systemName: "book.fill").foregroundStyle(Color.orange)
      } compactTrailing: {
        Text(timerInterval: context.state.session, countsDown: true).font(.callout.monospacedDigit())
          .frame(width: 46)
      } minimal: {
        Text("\(context.state.pagesRead)").font(.callout.bold()).foregroundStyle(Color.orange)
      }
      .keylineTint(Color.orange)
    }
  }
}
