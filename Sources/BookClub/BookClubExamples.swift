import TintypeUI

/// The Book Club widgets from the WWDC26 talk "WidgetKit essentials" (Reading Goals, Reading Log
/// and Reading Schedule), archived for every family they support. They are the built-in examples
/// of `tintype gallery` and `make demo`.
///
/// Their data is fixed (the timelines start on Monday 8 June 2026 at 09:00 UTC), so the archives
/// are the same bytes on every run.
public enum BookClubExamples {
  /// Archives the three widgets: each runs its provider for every supported family.
  ///
  /// - Parameter environment: the device facts (size, margins, scale) for each family.
  public static func archives(
    environment: (WidgetFamily) -> ArchiveEnvironment = { _ in ArchiveEnvironment() }
  ) async throws -> [ViewArchive] {
    try await ViewArchive.archives(bundle: BookClubWidgets(), environment: environment)
  }

  /// The folder with the book covers the widgets' `Image`s name; give it to the renderer's assets.
  public static var assetsDirectory: URL {
    (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Assets", isDirectory: true)
  }
}

extension BookClubExamples {
  /// The reading session Live Activity's example content states, archived (what `tintype render
  /// --presentation` reads), each dated at the minute its page count was reached.
  public static func activityStates(environment: ArchiveEnvironment) -> [ActivityArchive] {
    let configuration = ReadingSessionActivity().body as! ActivityConfiguration<ReadingSessionAttributes>
    return ReadingSessionAttributes.ContentState.examples.map { state in
      ActivityArchive(
        configuration, context: ActivityViewContext(attributes: .example, state: state),
        date: state.session.lowerBound.addingTimeInterval(Double(state.pagesRead) * 60),
        environment: environment,
        kind: "ReadingSessionActivity")
    }
  }

  /// The reading session Live Activity in every presentation, one archive each (its entries are the
  /// example content states), laid out at their own size: what the gallery shows beside the widgets.
  public static func activityArchives(
    environment: ArchiveEnvironment, presentations: [ActivityPresentation] = ActivityPresentation.allCases
  ) -> [ViewArchive] {
    let states = activityStates(environment: environment)
    return presentations.map { presentation in
      var archive = ViewArchive(
        presentation, of: states, environment: environment,
        kind: "ReadingSessionActivity-\(presentation.rawValue)")
      archive.displayName = "Reading session · \(presentation.title)"
      archive.description = "The reading session Live Activity, \(presentation.title.lowercased())."
      return archive
    }
  }
}
