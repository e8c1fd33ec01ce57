import Foundation

/// The service's limits and address, with safe defaults.
public struct ServerSettings: Sendable {
  /// The address to listen on: 127.0.0.1 by default.
  public var host: String
  /// The port: 8080 by default.
  public var port: Int
  /// The most bytes of a request body: 2 MiB. A larger body is refused with 413 as soon as it
  /// passes the limit, before it is read whole.
  public var largestBody: Int
  /// The most UTF-8 bytes of a request's text (`text`, `state.text`, `edit.text`): 1 MiB.
  public var largestText: Int
  /// Texts of more UTF-8 bytes than this are reviewed on the review threads; smaller ones in the
  /// request's own task, since they take microseconds: 16 KiB.
  public var inlineReviewLimit: Int
  /// The threads that review large texts, away from the event loops and the task pool: one
  /// fewer than the cores, at least one, so that a core stays free for ordinary requests.
  public var reviewThreads: Int
  /// The most large reviews waiting or running at once; one more is refused with 503: 8.
  public var reviewQueueLimit: Int
  /// How long a request body may take to arrive, in seconds: 10. A stalled upload is answered
  /// with 408 and closed.
  public var bodyTimeout: Double
  /// How long a graceful shutdown may take before the process exits anyway, in seconds: 5.
  public var shutdownTimeout: Double

  public init(
    host: String = "127.0.0.1", port: Int = 8080, largestBody: Int = 2 << 20,
    largestText: Int = 1 << 20, inlineReviewLimit: Int = 16 << 10, reviewThreads: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1),
    reviewQueueLimit: Int = 8, bodyTimeout: Double = 10, shutdownTimeout: Double = 5
  ) {
    self.host = host
    self.port = port
    self.largestBody = largestBody
    self.largestText = largestText
    self.inlineReviewLimit = inlineReviewLimit
    self.reviewThreads = reviewThreads
    self.reviewQueueLimit = reviewQueueLimit
    self.bodyTimeout = bodyTimeout
    self.shutdownTimeout = shutdownTimeout
  }
}
