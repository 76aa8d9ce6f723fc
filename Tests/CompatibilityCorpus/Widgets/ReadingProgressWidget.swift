import SwiftUI
import WidgetKit
import UIKit

struct CurrentBook {
    let title: String
    let author: String
    let coverAsset: String
    let pagesRead: Int
    let totalPages: Int

    var fraction: Double { Double(pagesRead) / Double(max(totalPages, 1)) }
}

struct ReadingEntry: TimelineEntry {
    let date: Date
    let book: CurrentBook
}

struct ReadingProvider: TimelineProvider {
    static let book = CurrentBook(title: "The Long Way Home", author: "M. Okafor",
                                  coverAsset: "cover-long-way", pagesRead: 212, totalPages: 340)

    func placeholder(in context: Context) -> ReadingEntry {
        ReadingEntry(date: Date(), book: Self.book)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> ()) {
        completion(ReadingEntry(date: Date(), book: Self.book))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> ()) {
        completion(Timeline(entries: [ReadingEntry(date: Date(), book: Self.book)], policy: .never))
    }
}

struct ReadingProgressBar: View {
    var value: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(UIColor.systemGray3))
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: proxy.size.width * CGFloat(value))
            }
        }
        .frame(height: 6)
    }
}

struct BookCover: View {
    let assetName: String

    var body: some View {
        if let uiImage = UIImage(named: assetName) {
            Image(uiImage: uiImage)
                .resizable()
                .aspectRatio(2 / 3, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: 4))
        } else {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color(UIColor.systemGray5))
                .aspectRatio(2 / 3, contentMode: .fit)
                .overlay(Image(systemName: "book.closed").foregroundColor(.secondary))
        }
    }
}

struct ReadingProgressEntryView: View {
    var entry: ReadingProvider.Entry

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            BookCover(assetName: entry.book.coverAsset)
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.book.title).font(.headline).lineLimit(2)
                Text(entry.book.author).font(.caption).foregroundColor(.secondary)
                Spacer()
                (Text("\(entry.book.pagesRead)").bold()
                    + Text(" / \(entry.book.totalPages) pages").foregroundColor(.secondary))
                    .font(.caption)
                ReadingProgressBar(value: entry.book.fraction)
            }
        }
        .readingBackground()
    }
}

extension View {
    @ViewBuilder
    func readingBackground() -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(Color(UIColor.systemBackground), for: .widget)
        } else {
            padding().background(Color(UIColor.systemBackground))
        }
    }
}

struct ReadingProgressWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingProgress", provider: ReadingProvider()) { entry in
            ReadingProgressEntryView(entry: entry)
        }
        .configurationDisplayName("Currently Reading")
        .description("Track your progress through your current book.")
        .supportedFamilies([.systemMedium])
    }
}

struct ReadingProgressWidget_Previews: PreviewProvider {
    static var previews: some View {
        ReadingProgressEntryView(entry: ReadingEntry(date: Date(), book: ReadingProvider.book))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Medium")
        ReadingProgressEntryView(entry: ReadingEntry(date: Date(), book: ReadingProvider.book))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .environment(\.colorScheme, .dark)
            .previewDisplayName("Medium – Dark")
    }
}
