import AppIntents
import SwiftUI
import WidgetKit

struct MeetingIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource = "Next meeting"

  @Parameter(title: "Show the place", default: true)
  var showsPlace: Bool
}

struct MeetingEntry: TimelineEntry {
  let date: Date
  let meeting: ClubMeeting
  let book: ClubBook
  let showsPlace: Bool
}

struct MeetingProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> MeetingEntry {
    MeetingEntry(date: .now, meeting: .sample, book: .next, showsPlace: true)
  }

  func snapshot(for configuration: MeetingIntent, in context: Context) async -> MeetingEntry {
    MeetingEntry(date: .now, meeting: .sample, book: .next, showsPlace: configuration.showsPlace)
  }

  func timeline(for configuration: MeetingIntent, in context: Context) async -> Timeline<MeetingEntry> {
    Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
  }
}

struct NextMeetingView: View {
  let entry: MeetingEntry

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image("BookCover")
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: 52)
        .clipShape(RoundedRectangle(cornerRadius: 6))
      VStack(alignment: .leading, spacing: 4) {
        Text("Next meeting")
          .font(.caption)
          .foregroundStyle(.secondary)
        Text(entry.book.title)
          .font(.headline)
        Text(entry.meeting.date, style: .date)
          .font(.subheadline)
        if entry.showsPlace {
          Label(entry.meeting.place, systemImage: "mappin.and.ellipse")
            .font(.caption)
        }
      }
      Spacer(minLength: 0)
    }
    .containerBackground(for: .widget) {
      Color("WidgetBackground")
    }
  }
}

struct NextMeetingWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "NextMeetingWidget", intent: MeetingIntent.self, provider: MeetingProvider()) {
      entry in
      NextMeetingView(entry: entry)
    }
    .configurationDisplayName("Next meeting")
    .supportedFamilies([.systemMedium])
  }
}

#Preview("Meeting", as: .systemMedium, using: MeetingIntent()) {
  NextMeetingWidget()
} timeline: {
  MeetingEntry(date: .now, meeting: .sample, book: .next, showsPlace: true)
  MeetingEntry(date: .now, meeting: .sample, book: .next, showsPlace: false)
}
