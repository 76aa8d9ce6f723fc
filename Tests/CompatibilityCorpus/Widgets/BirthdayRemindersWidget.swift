import SwiftUI
import WidgetKit

struct Birthday: Identifiable {
    let id = UUID()
    let name: String
    let date: Date
    let turning: Int?
    let emoji: String
}

struct BirthdayEntry: TimelineEntry {
    let date: Date
    let upcoming: [Birthday]
}

struct BirthdayProvider: TimelineProvider {
    static func upcoming(from now: Date = Date()) -> [Birthday] {
        [
            Birthday(name: "Maya", date: now.addingTimeInterval(2 * 86_400), turning: 30, emoji: "🎂"),
            Birthday(name: "Dad", date: now.addingTimeInterval(9 * 86_400), turning: 64, emoji: "🎁"),
            Birthday(name: "Tomás", date: now.addingTimeInterval(17 * 86_400), turning: nil, emoji: "🎈"),
        ]
    }

    func placeholder(in context: Context) -> BirthdayEntry { BirthdayEntry(date: Date(), upcoming: Self.upcoming()) }

    func getSnapshot(in context: Context, completion: @escaping (BirthdayEntry) -> Void) {
        completion(BirthdayEntry(date: Date(), upcoming: Self.upcoming()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BirthdayEntry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: Date().addingTimeInterval(86_400))
        completion(Timeline(entries: [BirthdayEntry(date: Date(), upcoming: Self.upcoming())], policy: .after(tomorrow)))
    }
}

struct BirthdayRow: View {
    let birthday: Birthday

    var body: some View {
        HStack(spacing: 8) {
            Text(birthday.emoji)
                .font(.title3)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 1) {
                if let age = birthday.turning {
                    Text(birthday.name).font(.subheadline.bold())
                        + Text(" turns \(age)").font(.subheadline).foregroundColor(.secondary)
                } else {
                    Text(birthday.name).font(.subheadline.bold())
                }
                Text(birthday.date, style: .date)
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(birthday.date, style: .relative)
                .font(.caption.monospacedDigit())
                .foregroundColor(.pink)
        }
        .accessibilityElement(children: .combine)
    }
}

struct BirthdayRemindersEntryView: View {
    var entry: BirthdayEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Birthdays").font(.headline).foregroundColor(.pink)
            ForEach(entry.upcoming) { birthday in
                BirthdayRow(birthday: birthday)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color.pink.opacity(0.15), Color.white], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct BirthdayRemindersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BirthdayReminders", provider: BirthdayProvider()) { entry in
            BirthdayRemindersEntryView(entry: entry)
        }
        .configurationDisplayName("Birthdays")
        .description("Never miss a birthday.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct BirthdayRemindersWidget_Previews: PreviewProvider {
    static var previews: some View {
        BirthdayRemindersEntryView(entry: BirthdayEntry(date: Date(), upcoming: BirthdayProvider.upcoming()))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
        BirthdayRemindersEntryView(entry: BirthdayEntry(date: Date(), upcoming: BirthdayProvider.upcoming()))
            .previewContext(WidgetPreviewContext(family: .systemLarge))
            .previewDisplayName("Large")
    }
}
