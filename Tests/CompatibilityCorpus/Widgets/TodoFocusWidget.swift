import SwiftUI
import WidgetKit
import AppIntents

struct TaskListIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Task List"
    static var description = IntentDescription("Choose which list to show.")

    @Parameter(title: "List name", default: "Today")
    var listName: String

    @Parameter(title: "Hide task titles on Lock Screen", default: false)
    var hideTitles: Bool
}

struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Task"

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}
    init(taskID: String) { self.taskID = taskID }

    func perform() async throws -> some IntentResult {
        var done = UserDefaults(suiteName: "group.com.example.todo")?.stringArray(forKey: "done") ?? []
        done.append(taskID)
        UserDefaults(suiteName: "group.com.example.todo")?.set(done, forKey: "done")
        return .result()
    }
}

struct TodoTask: Identifiable {
    let id: String
    let title: String
    let due: Date?
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let listName: String
    let hideTitles: Bool
    let tasks: [TodoTask]
}

struct TodoProvider: AppIntentTimelineProvider {
    static let tasks = [
        TodoTask(id: "t1", title: "Renew passport", due: .now.addingTimeInterval(3 * 86_400)),
        TodoTask(id: "t2", title: "Call the plumber", due: nil),
        TodoTask(id: "t3", title: "Draft Q3 report", due: .now.addingTimeInterval(5 * 3600)),
    ]

    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(date: .now, listName: "Today", hideTitles: false, tasks: Self.tasks)
    }

    func snapshot(for configuration: TaskListIntent, in context: Context) async -> TodoEntry {
        TodoEntry(date: .now, listName: configuration.listName, hideTitles: configuration.hideTitles, tasks: Self.tasks)
    }

    func timeline(for configuration: TaskListIntent, in context: Context) async -> Timeline<TodoEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct TodoFocusEntryView: View {
    @AppStorage("showDueDates", store: UserDefaults(suiteName: "group.com.example.todo"))
    private var showDueDates = true
    @State private var remaining = 0
    let entry: TodoEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(entry.listName) · \(remaining) open")
                .font(.caption.bold())
                .foregroundStyle(.blue)
            ForEach(entry.tasks) { task in
                HStack(alignment: .top) {
                    Button(intent: CompleteTaskIntent(taskID: task.id)) {
                        Image(systemName: "circle")
                    }
                    .buttonStyle(.plain)
                    VStack(alignment: .leading, spacing: 0) {
                        Text(task.title)
                            .font(.subheadline)
                            .privacySensitive(entry.hideTitles)
                        if showDueDates, let due = task.due {
                            Text(due, style: .relative).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
                .invalidatableContent()
            }
            Spacer(minLength: 0)
        }
        .task { remaining = entry.tasks.count }
        .onChange(of: entry.tasks.count) { _, newCount in remaining = newCount }
        .containerBackground(.background, for: .widget)
    }
}

struct TodoFocusWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TodoFocus", intent: TaskListIntent.self, provider: TodoProvider()) { entry in
            TodoFocusEntryView(entry: entry)
        }
        .configurationDisplayName("Tasks")
        .description("Tick off tasks from your Home Screen.")
        .supportedFamilies([.systemMedium, .systemLarge])
        .promptsForUserConfiguration()
    }
}

#Preview(as: .systemMedium) {
    TodoFocusWidget()
} timeline: {
    TodoEntry(date: .now, listName: "Today", hideTitles: false, tasks: TodoProvider.tasks)
}
