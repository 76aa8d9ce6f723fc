import SwiftUI
import WidgetKit

struct Meeting {
    let title: String
    let start: Date
    let room: String
    let joinURL: URL?
}

struct MeetingEntry: TimelineEntry {
    let date: Date
    let meeting: Meeting?
    var isPlaceholder = false
}

struct MeetingProvider: TimelineProvider {
    static let standup = Meeting(title: "Team stand-up", start: .now.addingTimeInterval(20 * 60), room: "Aurora",
                                 joinURL: URL(string: "https://meet.example.com/standup"))

    func placeholder(in context: Context) -> MeetingEntry {
        MeetingEntry(date: .now, meeting: Self.standup, isPlaceholder: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (MeetingEntry) -> Void) {
        completion(MeetingEntry(date: .now, meeting: Self.standup))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MeetingEntry>) -> Void) {
        let meeting = Self.standup
        let entries = [
            MeetingEntry(date: .now, meeting: meeting),
            MeetingEntry(date: meeting.start.addingTimeInterval(15 * 60), meeting: nil),
        ]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct NextMeetingEntryView: View {
    @Environment(\.showsWidgetContainerBackground) var showsContainerBackground
    var entry: MeetingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("NEXT UP")
                .font(.caption2.weight(.heavy))
                .foregroundColor(.purple)
                .unredacted()
            if let meeting = entry.meeting {
                Text(meeting.title).font(.headline).lineLimit(2)
                Text(meeting.start, style: .relative)
                    .font(.subheadline.monospacedDigit())
                Text(meeting.room).font(.caption).foregroundColor(.secondary)
                Spacer(minLength: 0)
                if let url = meeting.joinURL {
                    Link(destination: url) {
                        Label("Join", systemImage: "video.fill")
                            .font(.caption.bold())
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(Capsule().fill(Color.purple))
                            .foregroundColor(.white)
                    }
                }
            } else {
                Text("No more meetings today").font(.subheadline)
                Spacer()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(showsContainerBackground ? 0 : 8)
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
        .containerBackground(Color.purple.opacity(0.12), for: .widget)
    }
}

struct NextMeetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextMeeting", provider: MeetingProvider()) { entry in
            NextMeetingEntryView(entry: entry)
        }
        .configurationDisplayName("Next Meeting")
        .description("Your next meeting and a quick way to join it.")
        .supportedFamilies([.systemSmall])
    }
}

struct NextMeetingWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NextMeetingEntryView(entry: MeetingEntry(date: .now, meeting: MeetingProvider.standup))
                .previewDisplayName("Upcoming")
            NextMeetingEntryView(entry: MeetingEntry(date: .now, meeting: MeetingProvider.standup, isPlaceholder: true))
                .previewDisplayName("Placeholder")
            NextMeetingEntryView(entry: MeetingEntry(date: .now, meeting: nil))
                .previewDisplayName("Free")
        }
        .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
