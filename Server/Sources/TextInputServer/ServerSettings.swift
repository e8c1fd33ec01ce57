import Foundation

/// The service's limits and address, with safe defaults.
public struct ServerSettings: Sendable {
  /// The address to listen on: 127.0.0.1 by default; 0.0.0.0 in a container or behind a load
  /// balancer on another host.
  public var host: String
  /// The port: 8080 by default.
  public var port: Int
  /// The most bytes of a request body: 2 MiB. A larger body is refused with 413 as soon as it
  /// passes the limit, before it is read whole.
  public var largestBody: Int
  /// The most UTF-8 bytes of a request's text (`text`, `state.text`, `edit.text`): 1 MiB.
  public var largestText: Int
  /// Reviews of at most this many units of work (bytes × the policy's cost class) run in the
  /// request's own task: 64 Ki. Larger ones wait for the review threads.
  public var smallWork: Int
  /// The units of work admitted at once, queued or running: 64 Mi. Past it a request is refused
  /// with 503 and `Retry-After`.
  public var reviewCapacity: Int
  /// The part of ``reviewCapacity`` that large reviews may not take: 4 Mi.
  public var smallShare: Int
  /// How long a review may take, from its admission, waiting included, in seconds: 2. Past it the
  /// review stops and the request is answered 503.
  public var workBudget: Double
  /// The threads that review large texts, away from the event loops and the task pool: one
  /// fewer than the cores, at least one, so that a core stays free for ordinary requests.
  public var reviewThreads: Int
  /// How long a request body may take to arrive, in seconds: 10. A stalled upload is answered
  /// with 408 and closed.
  public var bodyTimeout: Double
  /// How long a graceful shutdown may take before the process exits anyway, in seconds: 5.
  public var shutdownTimeout: Double

  public init(
    host: String = "127.0.0.1", port: Int = 8080, largestBody: Int = 2 << 20,
    largestText: Int = 1 << 20, smallWork: Int = 64 << 10, reviewCapacity: Int = 64 << 20,
    smallShare: Int = 4 << 20, workBudget: Double = 2,
    reviewThreads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1),
    bodyTimeout: Double = 10, shutdownTimeout: Double = 5
  ) {
    self.host = host
    self.port = port
    self.largestBody = largestBody
    self.largestText = largestText
    self.smallWork = smallWork
    self.reviewCapacity = reviewCapacity
    self.smallShare = smallShare
    self.workBudget = workBudget
    self.reviewThreads = reviewThreads
    self.bodyTimeout = bodyTimeout
    self.shutdownTimeout = shutdownTimeout
  }

  /// What is wrong with these settings, one sentence each; empty when the service can start.
  ///
  /// ```swift
  /// ServerSettings(shutdownTimeout: -1).problems   // ["--shutdown-timeout must be a number of seconds above 0, not -1.0."]
  /// ServerSettings().problems                      // []
  /// ```
  public var problems: [String] {
    var problems: [String] = []
    func positive(_ value: Int, _ flag: String) {
      if value <= 0 { problems.append("--\(flag) must be above 0, not \(value).") }
    }
    func seconds(_ value: Double, _ flag: String) {
      if !(value > 0 && value.isFinite && value <= 86_400) {
        problems.append("--\(flag) must be a number of seconds above 0, not \(value).")
      }
    }
    if !(0...65_535).contains(port) { problems.append("--port must be 0…65535, not \(port).") }
    if host.isEmpty { problems.append("--host must be an address, not empty.") }
    positive(largestBody, "max-body")
    positive(largestText, "max-text")
    positive(smallWork, "small-work")
    positive(reviewCapacity, "review-capacity")
    positive(reviewThreads, "review-threads")
    if smallShare < 0 || smallShare >= reviewCapacity {
      problems.append("--small-share must be 0 or more and below --review-capacity (\(reviewCapacity)), not \(smallShare).")
    }
    seconds(workBudget, "work-budget")
    seconds(bodyTimeout, "body-timeout")
    seconds(shutdownTimeout, "shutdown-timeout")
    return problems
  }
}
