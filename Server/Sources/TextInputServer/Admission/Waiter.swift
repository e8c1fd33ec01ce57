import Foundation

/// The answer to work queued for a thread of its own, given once: by its thread, or earlier by a
/// refusal (a drain, the cancellation of the task waiting for it) while it still waits.
///
/// ```swift
/// let waiter = Waiter<Int>()
/// waiter.refuse(.shuttingDown)   // answers now, while the work waits
/// waiter.start()                 // false: the thread skips the work
/// ```
final class Waiter<T: Sendable>: @unchecked Sendable {
  private enum State { case waiting, started, answered }
  private let lock = NSLock()
  private var state = State.waiting
  private var continuation: CheckedContinuation<Result<T, AdmissionController.Refusal>, Never>?
  private var early: Result<T, AdmissionController.Refusal>?

  func attach(_ continuation: CheckedContinuation<Result<T, AdmissionController.Refusal>, Never>) {
    let answer: Result<T, AdmissionController.Refusal>? = lock.withLock {
      if let early { return early }
      self.continuation = continuation
      return nil
    }
    if let answer { continuation.resume(returning: answer) }
  }

  /// Answers with `reason` if the review has not started.
  func refuse(_ reason: AdmissionController.Refusal) {
    let waiting: CheckedContinuation<Result<T, AdmissionController.Refusal>, Never>?? = lock.withLock {
      guard state == .waiting else { return nil }
      state = .answered
      if continuation == nil { early = .failure(reason) }
      defer { continuation = nil }
      return .some(continuation)
    }
    if case .some(.some(let continuation)) = waiting { continuation.resume(returning: .failure(reason)) }
  }

  /// Answers with `reason` now, started or not; the work's own answer, later, is dropped.
  func abandon(_ reason: AdmissionController.Refusal) {
    let waiting: CheckedContinuation<Result<T, AdmissionController.Refusal>, Never>?? = lock.withLock {
      guard state != .answered else { return nil }
      state = .answered
      if continuation == nil { early = .failure(reason) }
      defer { continuation = nil }
      return .some(continuation)
    }
    if case .some(.some(let continuation)) = waiting { continuation.resume(returning: .failure(reason)) }
  }

  /// Whether the review may start: `false` when it was refused already.
  func start() -> Bool {
    lock.withLock {
      guard state == .waiting else { return false }
      state = .started
      return true
    }
  }

  func finish(_ result: Result<T, AdmissionController.Refusal>) {
    let waiting: CheckedContinuation<Result<T, AdmissionController.Refusal>, Never>? = lock.withLock {
      // Abandoned while it ran: the answer was given.
      guard state != .answered else { return nil }
      state = .answered
      defer { continuation = nil }
      if continuation == nil { early = result }
      return continuation
    }
    waiting?.resume(returning: result)
  }
}

/// The waiters queued or running on a set of threads, so that a drain can answer them: one
/// still queued is refused at once, one still running is answered when the drain's time is up.
final class Waiters: @unchecked Sendable {
  private let lock = NSLock()
  /// Called with `false` to refuse a waiter still queued, with `true` to answer a running one.
  private var answers: [Int: @Sendable (Bool) -> Void] = [:]
  private var next = 0

  /// Keeps `waiter` until ``remove(_:)``; its id.
  func add<T: Sendable>(_ waiter: Waiter<T>) -> Int {
    lock.withLock {
      next += 1
      answers[next] = { abandonRunning in
        if abandonRunning { waiter.abandon(.shuttingDown) } else { waiter.refuse(.shuttingDown) }
      }
      return next
    }
  }

  /// Forgets the waiter of `id`: its work ended.
  func remove(_ id: Int) { lock.withLock { answers[id] = nil } }

  /// Refuses every waiter still queued now, and answers those still running `seconds` from now
  /// with ``AdmissionController/Refusal/shuttingDown``.
  func drain(within seconds: Double) {
    for refuse in lock.withLock({ Array(answers.values) }) { refuse(false) }
    Thread.detachNewThread { [self] in
      Thread.sleep(forTimeInterval: seconds)
      for abandon in lock.withLock({ Array(answers.values) }) { abandon(true) }
    }
  }
}
