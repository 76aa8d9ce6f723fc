import SwiftUI
import WidgetKit
import UIKit

enum SharedStore {
    static let groupID = "group.com.example.tunes"

    static var artworkURL: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: groupID)?
            .appendingPathComponent("Artwork", isDirectory: true)
            .appendingPathComponent("current.jpg")
    }

    static func loadArtwork() -> Data? {
        guard let url = artworkURL else { return nil }
        return try? Data(contentsOf: url)
    }
}

struct NowPlayingEntry: TimelineEntry {
    let date: Date
    let track: String
    let artist: String
    let artwork: Data?
}

struct NowPlayingProvider: TimelineProvider {
    func placeholder(in context: Context) -> NowPlayingEntry {
        NowPlayingEntry(date: Date(), track: "Song Title", artist: "Artist", artwork: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (NowPlayingEntry) -> ()) {
        completion(NowPlayingEntry(date: Date(), track: "Harbour Lights", artist: "The Tidewaters",
                                   artwork: SharedStore.loadArtwork()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NowPlayingEntry>) -> ()) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(900))))
        }
    }
}

struct ArtworkView: View {
    let data: Data?

    var body: some View {
        if let data, let uiImage = UIImage(data: data) {
            Image(uiImage: uiImage)
                .resizable()
                .aspectRatio(uiImage.size, contentMode: .fill)
        } else {
            ZStack {
                LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: "music.note")
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundColor(.white.opacity(0.8))
            }
        }
    }
}

struct NowPlayingWidgetEntryView: View {
    var entry: NowPlayingProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        HStack(spacing: 12) {
            ArtworkView(data: entry.artwork)
                .frame(width: family == .systemSmall ? 64 : 110, height: family == .systemSmall ? 64 : 110)
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
            if family != .systemSmall {
                VStack(alignment: .leading, spacing: 4) {
                    Text("NOW PLAYING")
                        .font(.caption2.weight(.bold))
                        .foregroundStyle(.secondary)
                    Text(entry.track)
                        .font(.headline)
                        .lineLimit(2)
                    Text(entry.artist)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct NowPlayingWidget: Widget {
    let kind: String = "NowPlayingWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NowPlayingProvider()) { entry in
            NowPlayingWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Now Playing")
        .description("The track playing now, with its artwork.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    NowPlayingWidget()
} timeline: {
    NowPlayingEntry(date: .now, track: "Harbour Lights", artist: "The Tidewaters",
                    artwork: SharedStore.loadArtwork())
    NowPlayingEntry(date: .now, track: "Slow Tide", artist: "The Tidewaters", artwork: nil)
}
