import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TextInputKit

@testable import TextInputServer

/// The service's routes, through Hummingbird's router test client.
@Suite("The validation service")
struct ServiceTests {
  static func withClient(
    _ settings: ServerSettings = ServerSettings(),
    _ test: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let app = Application(router: TextInputService(settings: settings).router())
    try await app.test(.router, test)
  }

  static func object(_ response: TestResponse) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
  }

  static func post(
    _ client: any TestClientProtocol, _ path: String, _ body: String,
    headers: HTTPFields = [:]
  ) async throws -> TestResponse {
    try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body))
  }

  @Test func validatesWithAPresetByName() async throws {
    try await Self.withClient { client in
      let response = try await Self.post(
        client, "/v1/validate", #"{"policy": "phone-cn", "text": "1380013800a"}"#,
        headers: [.acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.5"])
      #expect(response.status == .ok)
      #expect(response.headers[.contentLanguage] == "zh-Hans")
      let object = try Self.object(response)
      #expect(object["isValid"] as? Bool == false)
      let violations = try #require(object["violations"] as? [[String: Any]])
      let message = try #require(violations.first?["message"] as? [String: Any])
      let expected = InputPolicy.phoneCN.validate("1380013800a").violations[0]
      #expect(message["key"] as? String == expected.localizedMessage.key)
      #expect(message["text"] as? String == expected.message(in: .simplifiedChinese))
    }
  }

  @Test func theLanguageFieldComesFirst() async throws {
    try await Self.withClient { client in
      let response = try await Self.post(
        client, "/v1/validate?language=en",
        #"{"policy": {"preset": "phone-cn"}, "text": "138", "language": "zh-Hant"}"#,
        headers: [.acceptLanguage: "en"])
      let completion = try #require(try Self.object(response)["completion"] as? [String: Any])
      let message = try #require(completion["message"] as? [String: Any])
      #expect(message["text"] as? String == InputPolicy.phoneCN.completion(of: "138").message(in: .traditionalChinese))
    }
  }

  @Test(arguments: [
    (#"{"policy": "nickname", "text": 5"#, 400, "malformedJSON", ""),
    (#"{"policy": "nickname"}"#, 400, "missingKey", "text"),
    (#"{"policy": "nickname", "text": 5}"#, 400, "wrongType", "text"),
    (#"{"policy": {"maxLength": 0}, "text": ""}"#, 422, "outOfRange", "policy.maxLength"),
    (#"{"policy": {"maxLenght": 5}, "text": ""}"#, 422, "unknownKey", "policy.maxLenght"),
    (#"{"policy": "phone-us", "text": ""}"#, 422, "unknownValue", "policy"),
    (#"{"policy": {"pattern": "[a-z]+"}, "text": ""}"#, 422, "untrustedPolicy", "policy.pattern"),
    (#"{"policy": {"decimal": {}, "allow": "letters"}, "text": ""}"#, 422, "contradictoryRules", "policy.decimal"),
    (#"{"policy": {"decimal": {"fractionDigits": 1000000000}}, "text": ""}"#, 422, "untrustedPolicy", "policy.decimal.fractionDigits"),
  ])
  func everyErrorIsATextInputErrorWithALocation(
    body: String, status: Int, kind: String, location: String
  ) async throws {
    try await Self.withClient { client in
      for path in ["/v1/validate", "/v1/sanitize", "/v1/count"] {
        let response = try await Self.post(client, path, body, headers: [.acceptLanguage: "zh-Hans"])
        #expect(response.status.code == status, "\(path) \(body)")
        let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
        #expect(error.kind.rawValue == kind, "\(body)")
        #expect(error.location == location, "\(body)")
        let object = try Self.object(response)
        let message = try #require(object["message"] as? [String: Any])
        #expect(message["text"] as? String == error.message.text(in: .simplifiedChinese))
      }
    }
  }

  @Test func aNestedPolicyIsCappedWhateverTheTextSize() async throws {
    try await Self.withClient { client in
      let text = String(repeating: "a", count: 900_000)
      // A large text beside a small policy is reviewed.
      let fine = try await Self.post(
        client, "/v1/count", #"{"policy": {"maxLength": 5}, "text": "\#(text)"}"#)
      #expect(fine.status == .ok)
      // A 900 KB deny list is refused at its first 1,024 bytes, and the answer is short.
      let hostile = try await Self.post(
        client, "/v1/validate", #"{"text": "", "policy": {"deny": {"characters": "\#(text)"}}}"#)
      #expect(hostile.status == .unprocessableContent)
      #expect(hostile.body.readableBytes < 1_000)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(hostile.body.readableBytesView))
      #expect(error.kind == .untrustedPolicy)
      #expect(error.location == "policy.deny.characters")
    }
  }

  @Test func limitsAnswer413() async throws {
    let settings = ServerSettings(largestBody: 10_000, largestText: 1_000)
    try await Self.withClient(settings) { client in
      let long = String(repeating: "a", count: 2_000)
      let text = try await Self.post(client, "/v1/validate", #"{"policy": "bio", "text": "\#(long)"}"#)
      #expect(text.status == .contentTooLarge)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(text.body.readableBytesView))
      #expect(error.location == "text")
      let huge = String(repeating: "a", count: 20_000)
      let body = try await Self.post(client, "/v1/validate", #"{"policy": "bio", "text": "\#(huge)"}"#)
      #expect(body.status == .contentTooLarge)
      let bodyError = try JSONDecoder().decode(TextInputError.self, from: Data(body.body.readableBytesView))
      #expect(bodyError.location == "")
      #expect(bodyError.message.key == "request.bodyTooLarge")
    }
  }

  @Test func anUnknownRouteIsAnError() async throws {
    try await Self.withClient { client in
      let response = try await client.execute(uri: "/v2/nothing", method: .get, headers: [.acceptLanguage: "zh-TW"])
      #expect(response.status == .notFound)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
      #expect(error.location == "")
      #expect(error.message.key == "request.notFound")
    }
  }

  @Test func sanitizesAndCounts() async throws {
    try await Self.withClient { client in
      let sanitized = try Self.object(
        try await Self.post(client, "/v1/sanitize", #"{"policy": "phone-cn-spaced", "text": "13800138000"}"#))
      #expect(sanitized["text"] as? String == "138 0013 8000")
      #expect(sanitized["value"] as? String == "13800138000")
      let counted = try Self.object(
        try await Self.post(client, "/v1/count", #"{"policy": "nickname", "text": "小明ab"}"#))
      let counter = try #require(counted["counter"] as? [String: Any])
      #expect(counter["count"] as? Int == InputPolicy.nickname.firstLengthLimitCount("小明ab"))
      let lengths = try #require(counted["lengths"] as? [String: Int])
      #expect(lengths["characters"] == 4)
      #expect(lengths["utf8"] == 8)
    }
  }

  @Test func editsAFieldAsTheEngineDoes() async throws {
    try await Self.withClient { client in
      // Typing a letter into a phone number: rejected, the field unchanged.
      let rejected = try Self.object(
        try await Self.post(
          client, "/v1/edit",
          #"{"policy": "phone-cn", "state": {"text": "138", "selection": [3, 3]}, "edit": {"range": [3, 3], "text": "a", "source": "typing"}}"#))
      #expect(rejected["disposition"] as? String == "rejected")
      let state = try #require(rejected["state"] as? [String: Any])
      #expect(state["text"] as? String == "138")
      #expect(state["selection"] as? [Int] == [3, 3])
      let events = try #require(rejected["events"] as? [[String: Any]])
      #expect(events.count == 1)
      // A paste longer than the limit is cut.
      let pasted = try Self.object(
        try await Self.post(
          client, "/v1/edit",
          #"{"policy": "phone-cn", "state": {"text": "", "selection": [0, 0]}, "edit": {"range": [0, 0], "text": "1380013800012345", "source": "paste"}}"#))
      #expect(pasted["disposition"] as? String == "changed")
      #expect((pasted["state"] as? [String: Any])?["text"] as? String == "13800138000")
      #expect((pasted["counter"] as? [String: Any])?["text"] as? String == "11/11")
      // Marked text is never rejected; the commit is judged.
      let marked = try Self.object(
        try await Self.post(
          client, "/v1/edit",
          #"{"policy": "nickname", "state": {"text": "a", "selection": [1, 1]}, "edit": {"range": [1, 1], "text": "ni", "source": "markedText"}}"#))
      #expect((marked["state"] as? [String: Any])?["marked"] as? [Int] == [1, 3])
      // A range outside the text is the client's mistake.
      let bad = try await Self.post(
        client, "/v1/edit",
        #"{"policy": "nickname", "state": {"text": "a", "selection": [0, 5]}, "edit": {"range": [0, 0], "text": "", "source": "typing"}}"#)
      #expect(bad.status == .badRequest)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(bad.body.readableBytesView))
      #expect(error.location == "state.selection")
    }
  }

  @Test func servesThePresetsTheSchemaAndThePlayground() async throws {
    try await Self.withClient { client in
      let presets = try Self.object(try await client.execute(uri: "/v1/presets", method: .get))
      let list = try #require(presets["presets"] as? [[String: Any]])
      #expect(list.compactMap { $0["name"] as? String } == InputPolicy.presets.keys.sorted())
      let schema = try await client.execute(uri: "/v1/schema", method: .get)
      #expect(schema.status == .ok)
      #expect(Data(schema.body.readableBytesView) == Data(PolicySchema.json.utf8))
      #expect(schema.headers[.contentType] == "application/schema+json")
      for path in ["/", "/playground/playground.js", "/playground/playground.css", "/openapi.yaml"] {
        let response = try await client.execute(uri: path, method: .get)
        #expect(response.status == .ok, "\(path)")
        #expect(response.body.readableBytes > 100, "\(path)")
      }
    }
  }

  @Test func everyReviewIsAdmittedByItsCostWhateverItsSize() async throws {
    // A budget that ends at once: any review that asks admission is stopped and answered 503;
    // small bodies too, as there is no way around admission.
    let settings = ServerSettings(smallWork: 10, workBudget: 0.000_001)
    try await Self.withClient(settings) { client in
      for text in ["a", String(repeating: "ab", count: 8_000)] {
        let response = try await Self.post(client, "/v1/validate", #"{"policy": "nickname", "text": "\#(text)"}"#)
        #expect(response.status == .serviceUnavailable, "\(text.count)")
        #expect(response.headers[.retryAfter] == "1")
        let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
        #expect(error.message.key == "request.overBudget")
        #expect(error.message.arguments["seconds"] == "1e-06")
      }
    }
  }

  /// One rule's pass over a long paste (a mask reads 3 MB a character at a time, seconds in a
  /// debug build) asks the budget as it goes: the answer comes soon after the budget, not after
  /// the pass. The time to read the body is measured apart, by the same body sent with a budget
  /// already spent, and taken off; the margin is generous for a busy machine.
  @Test func aLongPassStopsSoonAfterTheBudget() async throws {
    let text = String(repeating: "a😀\u{200B}中 e\u{301}👍🏽 x,1-", count: 110_000)
    #expect(text.utf8.count > 3_000_000)
    let body = String(decoding: try JSONEncoder().encode(["policy": "id-cn", "text": text]), as: UTF8.self)
    func elapsed(budget: Double) async throws -> (Duration, TestResponse) {
      let settings = ServerSettings(largestBody: 8 << 20, largestText: 4 << 20, workBudget: budget)
      let result = Timed()
      try await Self.withClient(settings) { client in
        let start = ContinuousClock.now
        let response = try await Self.post(client, "/v1/validate", body)
        result.set(ContinuousClock.now - start, response)
      }
      return try #require(result.value)
    }
    let (reading, refused) = try await elapsed(budget: 0.000_001)
    #expect(refused.status == .serviceUnavailable)
    let (answering, response) = try await elapsed(budget: 0.2)
    #expect(response.status == .serviceUnavailable)
    let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
    #expect(error.message.key == "request.overBudget")
    #expect(answering - reading < .milliseconds(200 + 500), "\(answering) in all, \(reading) to read the body")
  }

  @Test func aReviewWithinItsBudgetAnswers() async throws {
    try await Self.withClient(ServerSettings(smallWork: 10)) { client in
      let response = try await Self.post(
        client, "/v1/validate", #"{"policy": "nickname", "text": "\#(String(repeating: "ab", count: 8_000))"}"#)
      #expect(response.status == .ok)
    }
  }
}

/// A time and an answer, kept from inside a test client's closure.
final class Timed: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: (Duration, TestResponse)?
  func set(_ duration: Duration, _ response: TestResponse) { lock.withLock { kept = (duration, response) } }
  var value: (Duration, TestResponse)? { lock.withLock { kept } }
}

extension InputPolicy {
  /// The count of the policy's first length limit, as the counter shows it.
  func firstLengthLimitCount(_ text: String) -> Int {
    TextInputController(policy: self, text: text).counter.count
  }
}
