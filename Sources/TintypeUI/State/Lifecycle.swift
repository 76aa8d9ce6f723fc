/// View life-cycle hooks. A widget render shows a view, it does not run it: the closures are not
/// called, and the view is drawn as it is, as WidgetKit draws a timeline entry.
extension View {
  /// Runs `action` when the view appears: not in a render.
  public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
  /// Runs `action` when the view disappears: not in a render.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  /// Starts an asynchronous task with the view: not in a render.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
    -> Self
  {
    self
  }
  /// Starts an asynchronous task for `id`: not in a render.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> Self { self }
  /// Runs `action` when `value` changes: a render has no change.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
  /// Runs `action` with the old and new value when `value` changes (iOS 17): a render has no change.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Self { self }
  /// Runs `action` when `value` changes (iOS 17, no arguments): a render has no change.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> Self
  {
    self
  }
  /// Handles a URL opened in the app: a widget is not opened.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
}
