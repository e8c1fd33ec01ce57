import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Threads of their own, away from the event loops and Swift's task pool, that run jobs in the
/// order they came.
///
/// A review of a megabyte under a costly policy takes a second; run in the task pool (two threads
/// on two cores) two of them would stall every other request. Here they wait for one of a few
/// threads while the event loops and the task pool keep answering. On Linux the threads run at a
/// lower priority (`nice` 10 by default), so that when the cores are busy, small requests, served
/// in the task pool, come first: the share of the processor reserved for them.
final class WorkerThreads: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var head = 0
  /// The threads started, to tell whether code runs on one of them.
  private var started: [pthread_t] = []

  /// Starts `count` threads (at least one) named `name`, at `niceness` (0 for the usual
  /// priority, up to 19 for the lowest).
  init(count: Int, name: String, niceness: Int32) {
    for index in 0..<max(count, 1) {
      let thread = Thread { [self] in
        condition.withLock { started.append(pthread_self()) }
        Thread.current.name = "\(name).\(index)"
        #if canImport(Glibc)
          // On Linux, PRIO_PROCESS with 0 sets the calling thread's priority alone.
          if niceness != 0 { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
        #endif
        self.loop()
      }
      thread.start()
    }
  }

  /// Whether the caller runs on one of the threads (a thread's name, as Foundation reads it on
  /// Linux, is not a reliable witness).
  var containsCurrentThread: Bool {
    let current = pthread_self()
    return condition.withLock { started.contains { pthread_equal($0, current) != 0 } }
  }

  /// Runs `job` on one of the threads, after the jobs before it.
  func submit(_ job: @escaping @Sendable () -> Void) {
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  private func loop() {
    while true {
      let job: @Sendable () -> Void = condition.withLock {
        while head == jobs.count { condition.wait() }
        let job = jobs[head]
        head += 1
        if head > 64, head * 2 > jobs.count {
          jobs.removeFirst(head)
          head = 0
        }
        return job
      }
      job()
    }
  }
}
