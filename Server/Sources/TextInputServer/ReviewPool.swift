import Foundation
import TextInputKit

/// Threads of their own for the reviews of large texts, with a bounded queue: a 1 MB text under
/// `tweet` takes a tenth of a second or more, and run in Swift's task pool (two threads on two
/// cores) two of them would stall every other request. Here they wait for one of a few threads
/// while the event loops and the task pool keep answering; past the queue's limit a request is
/// refused at once (503) rather than queued without end.
final class ReviewPool: @unchecked Sendable {
  private let queues: [DispatchQueue]
  private let limit: Int
  private let lock = NSLock()
  private var pending = 0
  private var next = 0

  init(threads: Int, queueLimit: Int) {
    queues = (0..<max(threads, 1)).map {
      DispatchQueue(label: "textinput-server.review.\($0)", qos: .utility)
    }
    limit = max(queueLimit, 1)
  }

  /// The number of reviews waiting or running.
  var load: Int { lock.withLock { pending } }

  /// Runs `work` on a review thread; throws ``ServerError/busy`` when the queue is full.
  func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async throws -> T {
    let queue: DispatchQueue? = lock.withLock {
      guard pending < limit else { return nil }
      pending += 1
      next = (next + 1) % queues.count
      return queues[next]
    }
    guard let queue else { throw ServerError.busy }
    return await withCheckedContinuation { continuation in
      queue.async {
        let result = work()
        self.lock.withLock { self.pending -= 1 }
        continuation.resume(returning: result)
      }
    }
  }
}
