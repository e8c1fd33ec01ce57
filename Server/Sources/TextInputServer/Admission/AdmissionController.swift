import Foundation
import TextInputKit

/// Admits every review by its cost in units of work, gives each a budget of time, and stops it
/// when the budget ends, the client goes away or the service shuts down.
///
/// There is no way around it: every review, small or large, asks for its ``WorkCost``.
///
/// - **Small work** (at most ``Limits/smallWork`` units: an ordinary request) runs at once in
///   the request's own task. It may use the whole ``Limits/capacity``, and ``Limits/smallShare``
///   of it is always kept for it.
/// - **Large work** waits for the review threads (``WorkerThreads``, at a lower priority), in the
///   order it came. It may hold at most `capacity − smallShare` units, queued or running (one
///   large review alone is always admitted, whatever its cost); past that it is refused at once
///   with 503.
/// - **The budget**: a review that has not ended ``Limits/budget`` after it was admitted is
///   stopped between two rules (``ReviewCancellation``) and answered 503 with `Retry-After`;
///   one still queued then never starts. So is one whose client closed its connection.
/// - **Draining**: after ``drain(within:)`` queued work is answered 503 and running work stops at
///   the drain's deadline.
///
/// ```swift
/// let admission = AdmissionController(limits: .init(), threads: 1)
/// try await admission.run(WorkCost(units: 44)) { policy.validate(text) }     // small: runs now
/// try await admission.run(WorkCost(units: 900_000_000)) { … }               // large: queued, or 503
/// ```
final class AdmissionController: @unchecked Sendable {
  /// The admission's limits, in units of work (bytes × the policy's cost class).
  struct Limits: Sendable {
    /// Reviews of at most this many units are small and run in the request's task: 64 Ki.
    var smallWork = 64 << 10
    /// The units of work admitted at once, small and large, queued or running: 64 Mi.
    var capacity = 64 << 20
    /// The part of ``capacity`` large work may not take: 4 Mi.
    var smallShare = 4 << 20
    /// How long a review may take from its admission, waiting included: 2 s.
    var budget: Duration = .seconds(2)
  }

  /// Why a review was refused or stopped.
  enum Refusal: Error, Equatable {
    /// The capacity is taken.
    case busy
    /// The budget ended before the review did.
    case overBudget
    /// The client closed its connection.
    case clientGone
    /// The service is shutting down.
    case shuttingDown
  }

  let limits: Limits
  private let threads: WorkerThreads
  /// Whether the caller runs on one of the review threads.
  var runsOnReviewThread: Bool { threads.containsCurrentThread }
  private let lock = NSLock()
  private var smallUnits = 0
  private var largeUnits = 0
  private var queued = 0
  private var drainDeadline: ContinuousClock.Instant?
  /// Large reviews queued or running.
  private let waiting = Waiters()

  init(limits: Limits, threads: Int, niceness: Int32 = 10) {
    self.limits = limits
    self.threads = WorkerThreads(count: threads, name: "review", niceness: niceness)
  }

  /// Large reviews waiting for a thread.
  var queueDepth: Int { lock.withLock { queued } }

  /// Units of work admitted and not yet ended: small and large.
  var load: (small: Int, large: Int) { lock.withLock { (smallUnits, largeUnits) } }

  /// Whether ``drain(within:)`` was called.
  var isDraining: Bool { lock.withLock { drainDeadline != nil } }

  /// Starts draining: no more work is admitted, queued work is refused, and running work stops
  /// at `seconds` from now, between two rules; a review still in a rule then is answered anyway,
  /// and its rule ends on its thread with nobody waiting.
  func drain(within seconds: Double) {
    lock.withLock {
      if drainDeadline == nil { drainDeadline = .now.advanced(by: .seconds(seconds)) }
    }
    waiting.drain(within: seconds)
  }

  /// Runs `work`, costing `cost`, within the budget; throws the ``Refusal`` when it is refused
  /// or stopped. `isConnected` is asked between rules: `false` stops the review.
  func run<T: Sendable>(
    _ cost: WorkCost, isConnected: @escaping @Sendable () -> Bool = { true },
    _ work: @escaping @Sendable () -> T
  ) async throws(Refusal) -> T {
    let units = cost.units
    let isSmall = units <= limits.smallWork
    let admitted: Refusal? = lock.withLock {
      if drainDeadline != nil { return .shuttingDown }
      if isSmall {
        guard smallUnits + largeUnits + units <= limits.capacity || smallUnits + units <= limits.smallShare
        else { return .busy }
        smallUnits += units
      } else {
        guard largeUnits == 0 || largeUnits + units <= limits.capacity - limits.smallShare
        else { return .busy }
        largeUnits += units
        queued += 1
      }
      return nil
    }
    if let admitted { throw admitted }
    let stop = StopReason(
      deadline: .now.advanced(by: limits.budget), isConnected: isConnected, admission: self)
    let result: Result<T, Refusal>
    if isSmall {
      result = stop.run(work)
      lock.withLock { smallUnits -= units }
    } else {
      let waiter = Waiter<T>()
      let id = waiting.add(waiter)
      result = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          waiter.attach(continuation)
          threads.submit {
            self.lock.withLock { self.queued -= 1 }
            // Work refused while it waited, or whose time ran out, never starts.
            if waiter.start() {
              let outcome: Result<T, Refusal> =
                if let reason = stop.reason() { .failure(reason) } else { stop.run(work) }
              waiter.finish(outcome)
            }
            self.waiting.remove(id)
            self.lock.withLock { self.largeUnits -= units }
          }
        }
      } onCancel: {
        // Answered now; a rule in progress ends on its thread and its result is dropped.
        stop.cancel()
        waiter.abandon(.shuttingDown)
      }
    }
    return try result.get()
  }

  fileprivate var currentDrainDeadline: ContinuousClock.Instant? { lock.withLock { drainDeadline } }
}

/// The reasons to stop one review, asked between its rules.
private final class StopReason: @unchecked Sendable {
  let deadline: ContinuousClock.Instant
  let isConnected: @Sendable () -> Bool
  unowned let admission: AdmissionController
  private let lock = NSLock()
  private var stopped: AdmissionController.Refusal?

  init(deadline: ContinuousClock.Instant, isConnected: @escaping @Sendable () -> Bool, admission: AdmissionController) {
    self.deadline = deadline
    self.isConnected = isConnected
    self.admission = admission
  }

  /// The task waiting for the review was cancelled (the server is stopping).
  func cancel() { lock.withLock { if stopped == nil { stopped = .shuttingDown } } }

  /// Why the review should stop now, if it should; remembered once found.
  func reason() -> AdmissionController.Refusal? {
    if let stopped = lock.withLock({ stopped }) { return stopped }
    let now = ContinuousClock.now
    let found: AdmissionController.Refusal? =
      if now >= deadline { .overBudget }
      else if !isConnected() { .clientGone }
      else if let drain = admission.currentDrainDeadline, now >= drain { .shuttingDown }
      else { nil }
    if let found { lock.withLock { if stopped == nil { stopped = found } } }
    return found
  }

  /// Runs `work` with this stop bound as the review's cancellation; a stopped review's result is
  /// thrown away.
  func run<T>(_ work: () -> T) -> Result<T, AdmissionController.Refusal> {
    let value = ReviewCancellation.$current.withValue(ReviewCancellation { self.reason() != nil }) {
      work()
    }
    if let stopped = lock.withLock({ stopped }) { return .failure(stopped) }
    return .success(value)
  }
}
