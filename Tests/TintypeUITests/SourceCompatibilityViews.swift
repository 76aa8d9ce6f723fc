// Widget views written exactly as they would be for SwiftUI and WidgetKit. The import line is the
// only change from an iOS widget extension: if one of these stops compiling, TintypeUI has drifted
// from SwiftUI's signatures. SourceCompatibilityTests archives each one.
import TintypeUI

// MARK: - Weather

struct HourlyForecast: Identifiable {
  let id = UUID()
  let hour: String
  let symbol: String
  let temperature: Int
}

struct WeatherView: View {
  let location: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int
  let hourly: [HourlyForecast]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Label(location, systemImage: "location.fill")
        .font(.caption.weight(.semibold))
        .labelStyle(.titleAndIcon)
      Text("\(temperature)°")
        .font(.system(size: 42, weight: .light, design: .rounded))
        .minimumScaleFactor(0.6)
      Text(condition)
        .font(.title3.bold())
      Text("H:\(high)° L:\(low)°")
        .font(.caption)
        .foregroundStyle(.white.opacity(0.8))
      Spacer(minLength: 0)
      HStack(spacing: 6) {
        ForEach(hourly) { forecast in
          VStack(spacing: 2) {
            Text(forecast.hour).font(.caption2)
            Image(systemName: forecast.symbol)
              .font(.caption)
            Text("\(forecast.temperature)°").font(.caption2.bold())
          }
          .frame(maxWidth: .infinity)
        }
      }
    }
    .foregroundStyle(.white)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .containerBackground(for: .widget) {
      LinearGradient(
        colors: [Color(red: 0.29, green: 0.56, blue: 0.89), Color(red: 0.13, green: 0.33, blue: 0.67)],
        startPoint: .top, endPoint: .bottom)
    }
  }
}

// MARK: - Calendar

struct CalendarEvent {
  let title: String
  let location: String?
  let start: Date
  let end: Date
  let color: Color
}

struct NextEventView: View {
  let date: Date
  let nextEvent: CalendarEvent?

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(date, format: .dateTime.weekday(.wide))
        .font(.caption.bold())
        .foregroundStyle(.red)
        .textCase(.uppercase)
      if let event = nextEvent {
        HStack(alignment: .top, spacing: 6) {
          RoundedRectangle(cornerRadius: 2)
            .fill(event.color)
            .frame(width: 4)
          VStack(alignment: .leading, spacing: 2) {
            Text(event.title)
              .font(.headline)
              .lineLimit(2)
            if let location = event.location {
              Text(location)
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Text(event.start, style: .time)
              .font(.caption)
            Text(event.start, style: .relative)
              .font(.caption2)
              .foregroundStyle(.secondary)
          }
        }
        .fixedSize(horizontal: false, vertical: true)
      } else {
        Text("No more events today")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Fitness rings

struct ActivityRing: Identifiable {
  var id: String { name }
  let name: String
  let progress: Double
  let color: Color
}

struct ActivityRingsView: View {
  let rings: [ActivityRing]
  private let lineWidth: CGFloat = 10

  var body: some View {
    ZStack {
      ForEach(Array(rings.enumerated()), id: \.element.id) { index, ring in
        let inset = CGFloat(index) * (lineWidth + 2)
        ZStack {
          Circle()
            .stroke(ring.color.opacity(0.25), lineWidth: lineWidth)
          Circle()
            .trim(from: 0, to: ring.progress)
            .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
        }
        .padding(inset)
      }
    }
    .widgetAccentable()
    .padding(4)
    .containerBackground(.black, for: .widget)
  }
}

// MARK: - Workout streak

struct WeekStreakView: View {
  let streak: Int
  let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label("\(streak)-day streak", systemImage: "flame.fill")
        .font(.headline)
        .foregroundStyle(.orange)
      HStack(spacing: 4) {
        ForEach(0..<7) { day in
          VStack(spacing: 2) {
            Circle()
              .fill(day < streak ? Color.orange : Color.gray.opacity(0.3))
              .frame(width: 14, height: 14)
            Text(weekdays[day])
              .font(.caption2)
              .foregroundStyle(.secondary)
          }
        }
      }
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Stocks

struct Sparkline: Shape {
  var values: [Double]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard values.count > 1, let low = values.min(), let high = values.max(), high > low else { return path }
    let step = rect.width / CGFloat(values.count - 1)
    for (index, value) in values.enumerated() {
      let point = CGPoint(
        x: rect.minX + CGFloat(index) * step,
        y: rect.maxY - CGFloat((value - low) / (high - low)) * rect.height)
      if index == 0 {
        path.move(to: point)
      } else {
        path.addLine(to: point)
      }
    }
    return path
  }
}

struct StockView: View {
  let symbol: String
  let price: Double
  let change: Double
  let history: [Double]

  private var trendColor: Color { change >= 0 ? .green : .red }

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack(alignment: .firstTextBaseline) {
        Text(symbol)
          .font(.headline)
        Spacer()
        Text(change, format: .percent.precision(.fractionLength(2)))
          .font(.caption.bold())
          .foregroundStyle(trendColor)
      }
      Text(price, format: .number.precision(.fractionLength(2)))
        .font(.title2.monospacedDigit())
      Sparkline(values: history)
        .stroke(trendColor, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        .frame(maxHeight: .infinity)
        .padding(.top, 6)
    }
    .containerBackground(for: .widget) {
      Color(red: 0.07, green: 0.07, blue: 0.09)
    }
  }
}

// MARK: - Battery

struct BatteryGaugeView: View {
  let level: Double
  let isCharging: Bool

  var body: some View {
    ZStack {
      AccessoryWidgetBackground()
      Gauge(value: level) {
        Image(systemName: isCharging ? "bolt.fill" : "iphone")
      } currentValueLabel: {
        Text(level, format: .percent)
          .font(.system(.body, design: .rounded))
      }
      .gaugeStyle(.accessoryCircular)
      .tint(level < 0.2 ? .red : .green)
    }
    .widgetAccentable()
    .containerBackground(.clear, for: .widget)
  }
}

// MARK: - Countdown

struct CountdownView: View {
  let title: String
  let start: Date
  let end: Date

  var body: some View {
    VStack(spacing: 8) {
      Text(title)
        .font(.headline)
        .multilineTextAlignment(.center)
      Text(timerInterval: start...end, countsDown: true)
        .font(.system(size: 28, weight: .semibold, design: .monospaced))
        .monospacedDigit()
        .multilineTextAlignment(.center)
      ProgressView(timerInterval: start...end, countsDown: true) {
        EmptyView()
      } currentValueLabel: {
        EmptyView()
      }
      .progressViewStyle(.linear)
      .tint(.orange)
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - To-do list

struct ToggleTaskIntent: AppIntent {
  static let title: LocalizedStringResource = "Toggle Task"

  @Parameter(title: "Task ID")
  var taskID: String

  init() {}

  init(taskID: String) {
    self.taskID = taskID
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct TodoTask: Identifiable {
  let id: String
  let title: String
  let isDone: Bool
  let due: Date?
}

struct TodoListView: View {
  let tasks: [TodoTask]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Today")
        .font(.headline)
        .foregroundStyle(.orange)
      ForEach(tasks.prefix(4)) { task in
        Toggle(isOn: task.isDone, intent: ToggleTaskIntent(taskID: task.id)) {
          HStack {
            Text(task.title)
              .strikethrough(task.isDone)
              .foregroundStyle(task.isDone ? .secondary : .primary)
            Spacer()
            if let due = task.due {
              Text(due, style: .time)
                .font(.caption2)
                .foregroundStyle(.secondary)
            }
          }
        }
        .toggleStyle(.button)
        .font(.subheadline)
      }
      if tasks.count > 4 {
        Text("+\(tasks.count - 4) more")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
    }
    .containerBackground(.background, for: .widget)
  }
}

// MARK: - Headline that fits

struct HeadlineView: View {
  let headline: String
  let shortHeadline: String
  let source: String

  var body: some View {
    VStack(alignment: .leading) {
      ViewThatFits(in: .horizontal) {
        Text(headline)
          .font(.headline)
          .fixedSize()
        Text(shortHeadline)
          .font(.headline)
        Image(systemName: "newspaper")
      }
      Text(source.uppercased())
        .font(.caption2.weight(.heavy))
        .foregroundStyle(.secondary)
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Steps, per family

struct StepsView: View {
  @Environment(\.widgetFamily) var family
  let steps: Int
  let goal: Int

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: Double(steps), in: 0...Double(goal)) {
        Image(systemName: "figure.walk")
      } currentValueLabel: {
        Text("\(steps / 1000)k")
      }
      .gaugeStyle(.accessoryCircularCapacity)
    case .accessoryInline:
      Label("\(steps) steps", systemImage: "figure.walk")
    case .accessoryRectangular:
      VStack(alignment: .leading) {
        Text("Steps").font(.headline).widgetAccentable()
        Text("\(steps)")
        ProgressView(value: Double(steps), total: Double(goal))
      }
    default:
      VStack(alignment: .leading, spacing: 4) {
        Image(systemName: "figure.walk")
          .font(.title2)
          .foregroundStyle(.green)
        Spacer()
        Text("\(steps)")
          .font(.system(size: 34, weight: .bold, design: .rounded))
        Text("of \(goal) steps")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .containerBackground(.fill.tertiary, for: .widget)
    }
  }
}

// MARK: - Mail, with a custom modifier and private content

struct CardBackground: ViewModifier {
  var cornerRadius: CGFloat = 12

  func body(content: Content) -> some View {
    content
      .padding(8)
      .background(.fill.secondary, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
  }
}

extension View {
  func cardBackground(cornerRadius: CGFloat = 12) -> some View {
    modifier(CardBackground(cornerRadius: cornerRadius))
  }
}

struct MailMessage: Identifiable {
  let id: Int
  let sender: String
  let subject: String
}

struct UnreadMailView: View {
  let unreadCount: Int
  let latest: [MailMessage]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Image(systemName: "envelope.fill")
          .foregroundStyle(.blue)
        Text("\(unreadCount)")
          .font(.title.bold())
          .contentTransition(.numericText())
      }
      ForEach(latest) { message in
        Link(destination: URL(string: "mail://message/\(message.id)")!) {
          VStack(alignment: .leading) {
            Text(message.sender).font(.caption.bold())
            Text(message.subject)
              .font(.caption)
              .lineLimit(1)
              .privacySensitive()
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .cardBackground()
        }
      }
    }
    .widgetURL(URL(string: "mail://inbox"))
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Commit heat map drawn on a canvas

struct ContributionsView: View {
  let weeks: [[Int]]

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Contributions")
        .font(.caption.bold())
      Canvas { context, size in
        let columns = CGFloat(weeks.count)
        let cell = CGSize(width: size.width / columns, height: size.height / 7)
        for (column, week) in weeks.enumerated() {
          for (row, count) in week.enumerated() {
            let rect = CGRect(
              x: CGFloat(column) * cell.width, y: CGFloat(row) * cell.height,
              width: cell.width - 2, height: cell.height - 2)
            let level = min(Double(count) / 8, 1)
            context.fill(
              Path(roundedRect: rect, cornerRadius: 2),
              with: .color(Color(red: 0.1, green: 0.4 + 0.5 * level, blue: 0.2).opacity(0.25 + 0.75 * level)))
          }
        }
      }
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

// MARK: - Photo, aware of the rendering mode

struct PhotoOfTheDayView: View {
  @Environment(\.widgetRenderingMode) var renderingMode
  let imageName: String
  let caption: String

  private let badgeSize = CGSize(width: 28, height: 28)

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      if renderingMode == .fullColor {
        Image(imageName)
          .resizable()
          .scaledToFill()
      } else {
        Image(imageName)
          .resizable()
          .widgetAccentedRenderingMode(.desaturated)
          .scaledToFill()
      }
      HStack {
        Text(caption)
          .font(.caption.bold())
          .lineLimit(1)
        Spacer()
        ContainerRelativeShape()
          .fill(.yellow)
          .frame(width: badgeSize.width, height: badgeSize.height)
          .widgetAccentable()
      }
      .padding(8)
      .background(.black.opacity(0.45))
    }
    .clipShape(ContainerRelativeShape())
    .widgetURL(URL(string: "photos://today"))
    .containerBackground(for: .widget) {
      Color.black
    }
  }
}

// MARK: - Placeholder

struct FeaturedArticleView: View {
  let title: String
  let summary: String
  let isLoading: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title)
        .font(.headline)
      Text(summary)
        .font(.footnote)
        .foregroundStyle(.secondary)
        .lineLimit(3)
      Spacer()
      Label("Read more", systemImage: "chevron.right")
        .font(.caption.bold())
        .unredacted()
    }
    .redacted(reason: isLoading ? .placeholder : [])
    .containerBackground(.fill.tertiary, for: .widget)
  }
}
