import Foundation

/// What a Live Activity's Lock Screen view asks of the system around it: its background tint and
/// the colour of the system's action buttons (`activityBackgroundTint`, `activitySystemActionForegroundColor`).
/// The modifiers record into the archiving pass's recorder wherever they sit in the view.
public final class ActivityChromeRecorder: @unchecked Sendable {
  /// The background tint the content asked for, if any.
  public internal(set) var backgroundTint: Color?
  /// The action buttons' colour the content asked for, if any.
  public internal(set) var systemActionForegroundColor: Color?

  /// A recorder with nothing recorded.
  public init() {}

  /// The recorder of the archiving pass running now.
  @TaskLocal public static var current: ActivityChromeRecorder?
}

/// A view that passes its content through and records a chrome setting when archived.
struct ActivityChromeSetting<Content: View>: View {
  let content: Content
  let record: (ActivityChromeRecorder) -> Void

  var body: some View {
    if let recorder = ActivityChromeRecorder.current { record(recorder) }
    return content
  }
}

extension View {
  /// The Live Activity's background on the Lock Screen (and in the banner): `nil` is the system's.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    ActivityChromeSetting(content: self) { recorder in
      if recorder.backgroundTint == nil { recorder.backgroundTint = color }
    }
  }

  /// The colour of the system's buttons beside the Live Activity (its dismiss button).
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    ActivityChromeSetting(content: self) { recorder in
      if recorder.systemActionForegroundColor == nil { recorder.systemActionForegroundColor = color }
    }
  }
}
