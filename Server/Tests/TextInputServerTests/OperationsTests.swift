import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import TextInputServer

/// What an operator sees: one access line a request with its id, `X-Request-ID` echoed or
/// made, the metrics at `/metrics`.
@Suite("Operations")
struct OperationsTests {
  /// The lines logged, as "level message key=value …", metadata sorted.
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var all: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
  }

  struct Capture: LogHandler {
    let lines: Lines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
      let all = metadata.merging(event.metadata ?? [:]) { $1 }
      lines.append(
        "\(event.level) \(event.message) " + all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    }
  }

  @Test func everyRequestHasOneAccessLineWithItsID() async throws {
    let lines = Lines()
    let logger = Logger(label: "test") { _ in Capture(lines: lines) }
    let app = Application(router: TextInputService().router(), logger: logger)
    try await app.test(.router) { client in
      let ok = try await ServiceTests.post(
        client, "/v1/validate", #"{"policy": "nickname", "text": "小明"}"#, headers: [.requestID: "lb-42"])
      #expect(ok.headers[.requestID] == "lb-42")
      let missing = try await client.execute(uri: "/nothing/here", method: .get)
      let made = try #require(missing.headers[.requestID])
      #expect(made.count == 32)
      let access = lines.all.filter { $0.hasPrefix("info access ") }
      #expect(access.count == 2)
      #expect(access[0].contains("request_id=lb-42"))
      #expect(access[0].contains("route=/v1/validate"))
      #expect(access[0].contains("status=200"))
      #expect(access[0].contains("bytes_out=\(ok.body.readableBytes)"))
      #expect(access[0].contains(" ms="))
      #expect(access[1].contains("request_id=\(made)"))
      #expect(access[1].contains("route=unknown status=404"))
    }
  }

  @Test(arguments: [
    ("lb-42", "lb-42"), ("", nil), (String(repeating: "a", count: 129), nil), ("a b", nil),
    ("é", nil), (String(repeating: "a", count: 128), String(repeating: "a", count: 128)),
  ] as [(String, String?)])
  func aClientsIDIsEchoedOnlyWhenItIsSafe(value: String, accepted: String?) {
    #expect(AccessLogMiddleware.acceptedID(value) == accepted)
  }

  @Test func metricsCountRequestsRefusalsAndTheQueue() async throws {
    let settings = ServerSettings(workBudget: 0.000_001)
    try await ServiceTests.withClient(settings) { client in
      _ = try await client.execute(uri: "/v1/presets", method: .get)
      _ = try await ServiceTests.post(client, "/v1/validate", #"{"policy": "nickname", "text": "a"}"#)
      let response = try await client.execute(uri: "/metrics", method: .get)
      #expect(response.status == .ok)
      let text = String(buffer: response.body)
      #expect(text.contains(#"textinput_requests_total{route="/v1/presets",status="200"} 1"#), "\(text)")
      #expect(text.contains(#"textinput_requests_total{route="/v1/validate",status="503"} 1"#))
      #expect(text.contains(#"textinput_refusals_total{reason="overBudget"} 1"#))
      #expect(text.contains(#"textinput_request_duration_seconds_bucket{route="/v1/presets",le="0.005"}"#))
      #expect(text.contains("textinput_review_queue_depth 0"))
    }
  }
}

/// A client that goes away stops its review: the live server sees the end of its connection.
@Suite("A client that goes away")
struct ClientGoneTests {
  @Test func stopsTheReviewOfItsRequest() async throws {
    let service = TextInputService(settings: ServerSettings(port: 0, workBudget: 120))
    try await service.application(logger: Logger(label: "test")).test(.live) { client in
      let port = try #require(client.port)
      // A review under a costly policy that takes far longer than the test waits.
      let text = String(repeating: "e\u{301}\u{302}", count: 60_000)
      let body = #"{"policy": {"deny": {"characters": "xyz"}, "emoji": "reject", "invisibles": "reject", "maxCombiningMarks": 2}, "text": "\#(text)"}"#
      let request =
        "POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
      try await RawHTTP.sendAndClose(port: port, request)
      let start = ContinuousClock.now
      var metrics = ""
      while ContinuousClock.now - start < .seconds(60) {
        metrics = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
        if metrics.contains(#"textinput_refusals_total{reason="clientGone"} 1"#) { break }
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(metrics.contains(#"textinput_refusals_total{reason="clientGone"} 1"#), "\(metrics)")
    }
  }
}
