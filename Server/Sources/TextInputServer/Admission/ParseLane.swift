import Foundation

/// Where large bodies are parsed: a thread of its own, away from the review threads and the task
/// pool, with a bound on the bytes waiting.
///
/// Parsing 2 MB of JSON is work, but not a review's: a garbage body is answered 400 as soon as
/// it is parsed, without waiting behind reviews. Bodies of at most ``inlineBytes`` are parsed in
/// the request's task; past ``capacity`` bytes waiting or being parsed a body is refused with 503.
///
/// ```swift
/// let lane = ParseLane(inlineBytes: 64 << 10, capacity: 16 << 20)
/// try await lane.parse(bytes: 2_000_000) { try decoder.decode(Body.self, from: data) }  // its thread
/// ```
final class ParseLane: @unchecked Sendable {
  let inlineBytes: Int
  let capacity: Int
  private let thread: WorkerThreads
  private let lock = NSLock()
  private var pending = 0
  private let waiting = Waiters()

  init(inlineBytes: Int = 64 << 10, capacity: Int = 16 << 20, niceness: Int32 = 5) {
    self.inlineBytes = inlineBytes
    self.capacity = capacity
    thread = WorkerThreads(count: 1, name: "parse", niceness: niceness)
  }

  /// Runs `parse` for a body of `bytes` bytes; throws ``AdmissionController/Refusal/busy`` when
  /// too many bytes wait.
  func parse<T: Sendable>(bytes: Int, _ parse: @escaping @Sendable () -> T) async throws(AdmissionController.Refusal) -> T {
    guard bytes > inlineBytes else { return parse() }
    let admitted = lock.withLock {
      guard pending == 0 || pending + bytes <= capacity else { return false }
      pending += bytes
      return true
    }
    guard admitted else { throw .busy }
    let waiter = Waiter<T>()
    let id = waiting.add(waiter)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.attach(continuation)
        thread.submit {
          if waiter.start() { waiter.finish(.success(parse())) }
          self.waiting.remove(id)
          self.lock.withLock { self.pending -= bytes }
        }
      }
    } onCancel: {
      waiter.abandon(.shuttingDown)
    }
    return try result.get()
  }

  /// Answers every body still waiting to be parsed with ``AdmissionController/Refusal/shuttingDown``
  /// now, and the one being parsed `seconds` from now if it has not ended.
  func drain(within seconds: Double) { waiting.drain(within: seconds) }
}
