import SwiftUI
import WidgetKit

// MARK: - Model

enum PrintQueueMaterial: String {
  case pla = "PLA"
  case petg = "PETG"
  case tpu = "TPU"

  var tint: Color {
    switch self {
    case .pla: return .teal
    case .petg: return .orange
    case .tpu: return .pink
    }
  }
}

struct PrintQueueJob: Identifiable {
  let id: String
  let fileName: String
  let printer: String
  let material: PrintQueueMaterial
  let layersDone: Int
  let layerCount: Int
  let finishesAt: Date

  var fraction: Double {
    guard layerCount > 0 else { return 0 }
    return Double(layersDone) / Double(layerCount)
  }
}

struct PrintQueueEntry: TimelineEntry {
  let date: Date
  let jobs: [PrintQueueJob]

  var active: PrintQueueJob? { jobs.first }
}

extension PrintQueueEntry {
  static let preview: PrintQueueEntry = {
    let now = Date(timeIntervalSince1970: 1_780_052_400)
    return PrintQueueEntry(
      date: now,
      jobs: [
        PrintQueueJob(
          id: "a1", fileName: "cable_clip_v3.gcode", printer: "Bench Mk4", material: .petg,
          layersDone: 212, layerCount: 340, finishesAt: now.addingTimeInterval(47 * 60)),
        PrintQueueJob(
          id: "a2", fileName: "planter_hex.gcode", printer: "Garage Mini", material: .pla,
          layersDone: 58, layerCount: 410, finishesAt: now.addingTimeInterval(5 * 3_600)),
        PrintQueueJob(
          id: "a3", fileName: "phone_bumper.gcode", printer: "Bench Mk4", material: .tpu,
          layersDone: 0, layerCount: 96, finishesAt: now.addingTimeInterval(7 * 3_600)),
      ])
  }()

  static let idle = PrintQueueEntry(date: Date(timeIntervalSince1970: 1_780_052_400), jobs: [])
}

// MARK: - Progress styles

/// A thick rounded bar with the label above and the current value trailing.
struct PrintQueueBarStyle: ProgressViewStyle {
  var tint: Color = .accentColor
  var height: CGFloat = 10

  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0

    VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline) {
        configuration.label
          .font(.caption.weight(.semibold))
          .lineLimit(1)
        Spacer(minLength: 4)
        configuration.currentValueLabel
          .font(.caption2.monospacedDigit())
          .foregroundStyle(.secondary)
      }
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule()
            .fill(tint.opacity(0.2))
          Capsule()
            .fill(tint)
            .frame(width: max(height, proxy.size.width * CGFloat(fraction)))
        }
      }
      .frame(height: height)
    }
  }
}

/// A ring for the small family: the fraction as a stroke, the current value in the middle.
struct PrintQueueRingStyle: ProgressViewStyle {
  var tint: Color

  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      Circle()
        .stroke(tint.opacity(0.2), lineWidth: 8)
      Circle()
        .trim(from: 0, to: CGFloat(configuration.fractionCompleted ?? 0))
        .stroke(tint, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
      configuration.currentValueLabel
        .font(.system(.title3, design: .rounded).bold())
    }
  }
}

extension ProgressViewStyle where Self == PrintQueueBarStyle {
  static var printBar: PrintQueueBarStyle { PrintQueueBarStyle() }

  static func printBar(tint: Color) -> PrintQueueBarStyle {
    PrintQueueBarStyle(tint: tint)
  }
}

extension ProgressViewStyle where Self == PrintQueueRingStyle {
  static func printRing(_ tint: Color) -> PrintQueueRingStyle {
    PrintQueueRingStyle(tint: tint)
  }
}

// MARK: - Provider

struct PrintQueueProvider: TimelineProvider {
  func placeholder(in context: Context) -> PrintQueueEntry { .preview }

  func getSnapshot(in context: Context, completion: @escaping (PrintQueueEntry) -> Void) {
    completion(.preview)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<PrintQueueEntry>) -> Void) {
    let entry = PrintQueueEntry.preview
    let refresh = Calendar.current.date(byAdding: .minute, value: 10, to: entry.date) ?? entry.date
    completion(Timeline(entries: [entry], policy: .after(refresh)))
  }
}

// MARK: - Views

struct PrintQueueSmallView: View {
  let job: PrintQueueJob

  var body: some View {
    VStack(spacing: 8) {
      ProgressView(value: job.fraction) {
        EmptyView()
      } currentValueLabel: {
        Text(job.fraction, format: .percent.precision(.fractionLength(0)))
      }
      .progressViewStyle(.printRing(job.material.tint))
      .padding(.horizontal, 8)

      Text(job.finishesAt, style: .relative)
        .font(.caption2)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
    }
  }
}

struct PrintQueueListView: View {
  let jobs: [PrintQueueJob]

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Label("Print queue", systemImage: "cube.transparent")
        .font(.subheadline.bold())
      ForEach(jobs) { job in
        ProgressView(value: Double(job.layersDone), total: Double(job.layerCount)) {
          Text(job.fileName)
        } currentValueLabel: {
          Text("\(job.layersDone)/\(job.layerCount)")
        }
        .progressViewStyle(.printBar(tint: job.material.tint))
      }
      Spacer(minLength: 0)
    }
  }
}

struct PrintQueueEntryView: View {
  @Environment(\.widgetFamily) var family
  let entry: PrintQueueEntry

  var body: some View {
    Group {
      if let active = entry.active {
        if family == .systemSmall {
          PrintQueueSmallView(job: active)
        } else {
          PrintQueueListView(jobs: Array(entry.jobs.prefix(family == .systemLarge ? 6 : 2)))
        }
      } else {
        VStack(spacing: 6) {
          Image(systemName: "printer.dotmatrix")
            .font(.title)
          Text("All printers idle")
            .font(.caption)
        }
        .foregroundStyle(.secondary)
      }
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Widget

struct PrintQueueWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "PrintQueue", provider: PrintQueueProvider()) { entry in
      PrintQueueEntryView(entry: entry)
    }
    .configurationDisplayName("Print Queue")
    .description("Progress of the jobs on your printers.")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
  }
}

#Preview(as: .systemMedium) {
  PrintQueueWidget()
} timeline: {
  PrintQueueEntry.preview
  PrintQueueEntry.idle
}

#Preview(as: .systemSmall) {
  PrintQueueWidget()
} timeline: {
  PrintQueueEntry.preview
}
