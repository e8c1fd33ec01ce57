/// The streams behind a view's `inputEvents`: every event goes to each stream still listened to,
/// and every stream ends — its `for await` loop returns — when the view's policy is removed or
/// the view goes away (``finish()``, or the broadcast is released).
///
/// ```swift
/// let broadcast = InputEventBroadcast()
/// let events = broadcast.stream()
/// Task { for await event in events { print(event.disposition) } ; print("done") }
/// broadcast.yield(event)   // "rejected"
/// broadcast.finish()       // "done"; a stream asked for after this is already finished
/// ```
///
/// Use it on one actor (a view's, the main actor): it is not thread-safe.
public final class InputEventBroadcast {
  private var continuations: [Int: AsyncStream<InputEvent>.Continuation] = [:]
  private var nextID = 0
  /// Whether ``finish()`` was called: new streams end at once.
  public private(set) var isFinished = false

  public init() {}

  /// A new stream of the events from now on.
  public func stream() -> AsyncStream<InputEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: InputEvent.self)
    if isFinished {
      continuation.finish()
    } else {
      continuations[nextID] = continuation
      nextID += 1
    }
    return stream
  }

  /// The number of streams still listened to.
  public var activeStreams: Int { continuations.count }

  /// Sends `event` to every stream; a stream whose listener stopped is forgotten.
  public func yield(_ event: InputEvent) {
    for (id, continuation) in continuations {
      if case .terminated = continuation.yield(event) { continuations[id] = nil }
    }
  }

  /// Ends every stream, and every stream asked for later.
  public func finish() {
    isFinished = true
    for continuation in continuations.values { continuation.finish() }
    continuations = [:]
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }
}
