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
  private var waiting: [Int: @Sendable (Bool) -> Void] = [:]
  private var nextWaiter = 0

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
    let id = lock.withLock {
      nextWaiter += 1
      waiting[nextWaiter] = { abandonRunning in
        if abandonRunning { waiter.abandon(.shuttingDown) } else { waiter.refuse(.shuttingDown) }
      }
      return nextWaiter
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.attach(continuation)
        thread.submit {
          if waiter.start() { waiter.finish(.success(parse())) }
          self.lock.withLock {
            self.waiting[id] = nil
            self.pending -= bytes
          }
        }
      }
    } onCancel: {
      waiter.abandon(.shuttingDown)
    }
    return try result.get()
  }

  /// Answers every body still waiting to be parsed with ``AdmissionController/Refusal/shuttingDown``
  /// now, and the one being parsed `seconds` from now if it has not ended.
  func drain(within seconds: Double) {
    let refusals = lock.withLock { Array(waiting.values) }
    for refuse in refusals { refuse(false) }
    Thread.detachNewThread { [self] in
      Thread.sleep(forTimeInterval: seconds)
      for abandon in lock.withLock({ Array(waiting.values) }) { abandon(true) }
    }
  }
}
