import Testing
import TintypeUI

/// Archives each view of SourceCompatibilityViews.swift (SwiftUI code with only the import
/// changed), checks that its JSON decodes to the same archive, and checks one fact about the tree
/// that the view's code decides.
@Suite struct SourceCompatibilityTests {
  /// Monday 8 June 2026, 09:00 UTC.
  static let monday = Date(timeIntervalSince1970: 1_780_909_200)
  /// The locale archives format values in unless told otherwise.
  static let posix = Locale(identifier: "en_US_POSIX")

  /// Archives `view` for `family` and checks that it survives a round trip through JSON.
  func archive<V: View>(
    _ view: V, family: WidgetFamily = .systemSmall, environment: ArchiveEnvironment = ArchiveEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ViewNode {
    let archive = ViewArchive(view, family: family, date: Self.monday, environment: environment)
    #expect(try archive.roundTripped() == archive, sourceLocation: sourceLocation)
    return try archive.onlyView(family, sourceLocation: sourceLocation)
  }

  @Test func weatherForEachMakesOneColumnPerHour() throws {
    let hourly = [
      HourlyForecast(hour: "10", symbol: "sun.max.fill", temperature: 21),
      HourlyForecast(hour: "11", symbol: "sun.max.fill", temperature: 23),
      HourlyForecast(hour: "12", symbol: "cloud.sun.fill", temperature: 24),
      HourlyForecast(hour: "13", symbol: "cloud.fill", temperature: 22),
    ]
    let root = try archive(
      WeatherView(
        location: "Cupertino", temperature: 21, condition: "Sunny", high: 25, low: 14, hourly: hourly))
    let rows = root.subtree.compactMap { node -> [ViewNode]? in
      if case .hStack(_, .some(6), let children) = node.content { return children }
      return nil
    }
    #expect(rows.count == 1)
    #expect(rows.first?.count == hourly.count)
    #expect(root.verbatimTexts.contains("21°"))
    #expect(root.verbatimTexts.contains("H:25° L:14°"))
  }

  @Test func calendarShowsTheEventWhenThereIsOne() throws {
    let start = Self.monday.addingTimeInterval(90 * 60)
    let event = CalendarEvent(
      title: "Design review", location: "Infinite Loop 2", start: start, end: start.addingTimeInterval(3600),
      color: .purple)
    let root = try archive(NextEventView(date: Self.monday, nextEvent: event))
    let dates = root.subtree.compactMap { node -> TextDateStyle? in
      if case .text(.date(start, let style)) = node.content { return style }
      return nil
    }
    #expect(dates == [.time, .relative])
    #expect(root.verbatimTexts.contains("Infinite Loop 2"))
    #expect(!root.verbatimTexts.contains("No more events today"))
    #expect(root.modifiers.contains(.containerBackground(.style(.fill(.tertiary), shape: nil))))
  }

  @Test func calendarSaysSoWhenTheDayIsOver() throws {
    let root = try archive(NextEventView(date: Self.monday, nextEvent: nil))
    #expect(root.verbatimTexts.contains("No more events today"))
    #expect(root.nodes(ofType: "RoundedRectangle").isEmpty)
  }

  @Test func activityRingsTrimEachRingToItsProgress() throws {
    let rings = [
      ActivityRing(name: "Move", progress: 0.75, color: Color(red: 0.98, green: 0.07, blue: 0.31)),
      ActivityRing(name: "Exercise", progress: 0.5, color: Color(red: 0.6, green: 0.98, blue: 0.0)),
      ActivityRing(name: "Stand", progress: 0.25, color: Color(red: 0.0, green: 0.96, blue: 0.92)),
    ]
    let root = try archive(ActivityRingsView(rings: rings))
    guard case .zStack(_, let children) = root.content else {
      Issue.record("expected a ZStack, got \(root.content.typeName)")
      return
    }
    #expect(children.count == rings.count)
    let trims = root.nodes(ofType: "Circle").compactMap { node -> Double? in
      guard case .shape(let shape, _) = node.content, case .trim(_, let to)? = shape.modifiers.first else {
        return nil
      }
      return to
    }
    #expect(trims == rings.map(\.progress))
    #expect(root.modifiers.contains(.widgetAccentable(true)))
  }

  @Test func streakForEachOverARangeMakesOneDayPerNumber() throws {
    let root = try archive(WeekStreakView(streak: 3))
    let circles = root.nodes(ofType: "Circle").compactMap { node -> ShapeStyleValue? in
      if case .shape(_, .fill(let style, _)) = node.content { return style }
      return nil
    }
    #expect(circles.count == 7)
    #expect(circles.prefix(3).allSatisfy { $0 == .color(Color.orange.value) })
    #expect(circles.dropFirst(3).allSatisfy { $0 == .color(Color.gray.opacity(0.3).value) })
    #expect(root.verbatimTexts.first == "3-day streak")
  }

  @Test func stockSparklineIsACustomShapeRecordedAtTheWidgetSize() throws {
    let history = [182.1, 183.4, 181.9, 184.6, 186.0, 185.2, 187.3]
    let size = CGSize(width: 170, height: 170)
    let root = try archive(
      StockView(symbol: "AAPL", price: 187.3, change: 0.0123, history: history),
      environment: ArchiveEnvironment(displaySize: size))
    let paths = root.nodes(ofType: "Path").compactMap { node -> PathValue? in
      if case .shape(let shape, _) = node.content, case .path(let path) = shape.kind { return path }
      return nil
    }
    #expect(paths.count == 1)
    #expect(paths.first?.elements.count == history.count)
    #expect(paths.first?.referenceSize.map { [$0.width, $0.height] } == [170, 170])
    #expect(
      root.verbatimTexts.contains(
        (0.0123).formatted(.percent.precision(.fractionLength(2)).locale(Self.posix))))
    #expect(
      root.verbatimTexts.contains((187.3).formatted(.number.precision(.fractionLength(2)).locale(Self.posix)))
    )
  }

  @Test func batteryGaugeUsesTheAccessoryCircularStyle() throws {
    let root = try archive(BatteryGaugeView(level: 0.62, isCharging: true), family: .accessoryCircular)
    let gauges = root.nodes(ofType: "Gauge")
    #expect(gauges.count == 1)
    guard case .gauge(let gauge)? = gauges.first?.content else { return }
    #expect(gauge.value == 0.62)
    #expect(gauge.upperBound == 1)
    #expect(gauge.currentValueLabel?.verbatimTexts == [(0.62).formatted(.percent.locale(Self.posix))])
    #expect(gauges.first?.modifiers.contains(.gaugeStyle(.accessoryCircular)) == true)
    guard case .zStack(_, let layers) = root.content else { return }
    #expect(layers.first?.content == .accessoryWidgetBackground)
  }

  @Test func countdownTimersKeepTheirIntervalForTheRenderDate() throws {
    let end = Self.monday.addingTimeInterval(25 * 60)
    let root = try archive(CountdownView(title: "Tea is ready", start: Self.monday, end: end))
    let timer = TimerValue(start: Self.monday, end: end, countsDown: true)
    #expect(root.subtree.contains { $0.content == .text(.timer(timer)) })
    let progress = root.subtree.compactMap { node -> ProgressValue.Progress? in
      if case .progressView(let value) = node.content { return value.progress }
      return nil
    }
    #expect(progress == [.timer(timer)])
  }

  @Test func todoTogglesRecordTheirIntentAndState() throws {
    let tasks = [
      TodoTask(id: "milk", title: "Buy milk", isDone: true, due: nil),
      TodoTask(id: "call", title: "Call Sam", isDone: false, due: Self.monday.addingTimeInterval(3 * 3600)),
      TodoTask(id: "plants", title: "Water plants", isDone: false, due: nil),
      TodoTask(id: "tax", title: "File taxes", isDone: false, due: nil),
      TodoTask(id: "run", title: "Go for a run", isDone: false, due: nil),
    ]
    let root = try archive(TodoListView(tasks: tasks), family: .systemMedium)
    let toggles = root.subtree.compactMap { node -> ToggleValue? in
      if case .toggle(let toggle) = node.content { return toggle }
      return nil
    }
    #expect(toggles.map(\.isOn) == [true, false, false, false])
    #expect(toggles.map { $0.intent?.type } == Array(repeating: "ToggleTaskIntent", count: 4))
    #expect(toggles.map { $0.intent?.parameters["taskID"] } == ["milk", "call", "plants", "tax"])
    #expect(root.verbatimTexts.contains("+1 more"))
  }

  @Test func viewThatFitsKeepsEveryCandidateInOrder() throws {
    let root = try archive(
      HeadlineView(
        headline: "Local library extends weekend opening hours", shortHeadline: "Library opens longer",
        source: "The Daily"), family: .systemMedium)
    let candidates = root.subtree.compactMap { node -> (Axis.Set, [ViewNode])? in
      if case .viewThatFits(let axes, let children) = node.content { return (axes, children) }
      return nil
    }
    #expect(candidates.count == 1)
    #expect(candidates.first?.0 == .horizontal)
    #expect(candidates.first?.1.map(\.content.typeName) == ["Text", "Text", "Image"])
  }

  @Test(arguments: [
    (WidgetFamily.accessoryCircular, "Gauge"), (.accessoryInline, "Label"), (.accessoryRectangular, "VStack"),
    (.systemSmall, "VStack"), (.systemMedium, "VStack"),
  ])
  func stepsSwitchPicksTheBranchOfTheFamily(family: WidgetFamily, rootType: String) throws {
    let root = try archive(StepsView(steps: 6_240, goal: 10_000), family: family)
    #expect(root.content.typeName == rootType)
    let isHomeScreen = root.modifiers.contains { if case .containerBackground = $0 { true } else { false } }
    #expect(isHomeScreen == family.isSystem)
    switch family {
    // Interpolated whole numbers are grouped, as SwiftUI writes a key's `%lld` in the locale.
    case .accessoryInline: #expect(root.verbatimTexts == ["6,240 steps"])
    case .accessoryCircular: #expect(root.verbatimTexts == ["6k"])
    case .accessoryRectangular: #expect(!root.nodes(ofType: "ProgressView").isEmpty)
    default: #expect(root.verbatimTexts.contains("of 10,000 steps"))
    }
  }

  @Test func mailAppliesTheCustomModifierToEveryMessage() throws {
    let messages = [
      MailMessage(id: 41, sender: "Kim", subject: "Lunch on Friday?"),
      MailMessage(id: 42, sender: "Priya", subject: "Slides for the review"),
    ]
    let root = try archive(UnreadMailView(unreadCount: 7, latest: messages), family: .systemMedium)
    #expect(root.verbatimTexts.first == "7")
    let links = root.subtree.compactMap { node -> (String, ViewNode)? in
      if case .link(let destination, let label) = node.content { return (destination, label) }
      return nil
    }
    #expect(links.map(\.0) == ["mail://message/41", "mail://message/42"])
    let card: [ViewModifierValue] = [
      .padding(edges: .all, length: 8),
      .background(
        .style(
          .fill(.secondary),
          shape: ShapeValue(.roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous)))),
    ]
    for (_, label) in links {
      #expect(Array(label.modifiers.suffix(2)) == card)
    }
    #expect(root.subtree.filter { $0.modifiers.contains(.privacySensitive(true)) }.count == messages.count)
    #expect(root.modifiers.contains(.widgetURL("mail://inbox")))
  }

  @Test func contributionsCanvasRecordsOneCellPerDay() throws {
    let weeks = (0..<12).map { week in (0..<7).map { day in (week * 7 + day) % 9 } }
    let size = CGSize(width: 338, height: 158)
    let root = try archive(
      ContributionsView(weeks: weeks), family: .systemMedium,
      environment: ArchiveEnvironment(displaySize: size))
    let canvases = root.subtree.compactMap { node -> CanvasValue? in
      if case .canvas(let canvas) = node.content { return canvas }
      return nil
    }
    #expect(canvases.count == 1)
    #expect(canvases.first?.commands.count == 12 * 7)
    #expect(canvases.first.map { [$0.recordedWidth, $0.recordedHeight] } == [338, 158])
  }

  @Test func photoReadingTheRenderingModeBecomesASwitch() throws {
    let root = try archive(PhotoOfTheDayView(imageName: "cover", caption: "Half Dome at dawn"))
    let fullColor = try #require(root.renderingModeCase(.fullColor))
    let accented = try #require(root.renderingModeCase(.accented))
    #expect(fullColor != accented)
    #expect(root.renderingModeCase(.vibrant) == accented)
    let desaturated = ViewModifierValue.widgetAccentedRenderingMode(.desaturated)
    #expect(accented.images(named: "cover").first?.modifiers.contains(desaturated) == true)
    #expect(fullColor.images(named: "cover").first?.modifiers.contains(desaturated) == false)
    #expect(fullColor.modifiers.contains(.clipShape(ShapeValue(.containerRelative), eoFill: false)))
    #expect(!fullColor.nodes(ofType: "ContainerRelativeShape").isEmpty)
  }

  @Test func redactionFollowsTheLoadingState() throws {
    let loading = try archive(FeaturedArticleView(title: "Title", summary: "Summary", isLoading: true))
    #expect(loading.modifiers.contains(.redacted(.placeholder)))
    #expect(loading.nodes(ofType: "Label").first?.modifiers.contains(.unredacted) == true)
    let loaded = try archive(FeaturedArticleView(title: "Title", summary: "Summary", isLoading: false))
    #expect(!loaded.modifiers.contains { if case .redacted = $0 { true } else { false } })
  }
}
