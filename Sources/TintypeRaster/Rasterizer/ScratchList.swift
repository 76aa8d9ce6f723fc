import TintypeCore

/// A growable list of plain values in memory the rasterizer owns for one fill, emptied and refilled
/// for every row and strip.
///
/// The sweep appends to its working lists hundreds of thousands of times per frame. `Array.append`
/// checks on every call that the buffer is not shared, a runtime call the optimizer cannot remove
/// here; this list is never shared, so it does not ask. Call `deallocate()` when done.
struct ScratchList<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 16) {
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  /// Frees the memory; the list must not be used afterwards. Elements are plain values, so there
  /// is nothing to deinitialize.
  func deallocate() {
    base.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  subscript(index: Int) -> Element {
    @inline(__always) get { base[index] }
    @inline(__always) nonmutating set { base[index] = newValue }
  }

  /// The elements, for loops and in-place sorts.
  var buffer: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(__always)
  mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    count -= 1
    return base[count]
  }

  @inline(__always)
  mutating func removeAll() {
    count = 0
  }

  /// Keeps the first `newCount` elements.
  @inline(__always)
  mutating func truncate(to newCount: Int) {
    count = newCount
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
