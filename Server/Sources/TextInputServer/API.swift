import Foundation
import Hummingbird
import TextInputKit

/// An error response: the encoded ``TextInputError`` and its HTTP status.
///
/// | status | when |
/// | --- | --- |
/// | 400 | the body is not JSON, or not the request's shape (a missing `text`, a range outside the text) |
/// | 404 | no such route |
/// | 408 | the body did not arrive within the body timeout |
/// | 413 | the body or a text is larger than the service's limits |
/// | 422 | the policy: unknown keys or values, contradictions, what ``PolicyDecodingOptions/untrusted`` refuses |
/// | 503 | refused or stopped by admission: too much work waiting, the work budget spent, shutting down; try again after `Retry-After` |
///
/// The location is never missing: the path of the value in the request body (`"policy.maxLength"`,
/// `"state.selection"`), or `""` for the body as a whole (malformed JSON, whose message gives the
/// line and column).
struct ServerError: Error {
  var status: HTTPResponse.Status
  var error: TextInputError

  init(status: HTTPResponse.Status, _ error: TextInputError) {
    self.status = status
    self.error = error
    if self.error.location == nil { self.error.location = "" }
  }

  init(status: HTTPResponse.Status, _ key: String, _ arguments: [String: String] = [:], location: String = "") {
    self.init(status: status, TextInputError(.other, LocalizedMessage(key, arguments), location: location))
  }

  /// The status of an error decoding a request: 422 for the policy, 400 for the rest.
  init(decoding error: TextInputError) {
    let location = error.location ?? ""
    let inPolicy =
      location == "policy" || location.hasPrefix("policy.") || location.hasPrefix("policy[")
    let policyKinds: Set<TextInputError.Kind> = [
      .untrustedPolicy, .invalidPattern, .invalidMask, .contradictoryRules,
    ]
    self.init(
      status: inPolicy || policyKinds.contains(error.kind) ? .unprocessableContent : .badRequest,
      error)
  }

  /// A review refused or stopped by admission: 503, written with `Retry-After`.
  init(refusal: AdmissionController.Refusal, budget: Double = 0) {
    switch refusal {
    case .busy: self.init(status: .serviceUnavailable, "request.busy")
    case .overBudget:
      let seconds = budget == budget.rounded() ? "\(Int(budget))" : "\(budget)"
      self.init(status: .serviceUnavailable, "request.overBudget", ["seconds": seconds])
    case .clientGone: self.init(status: .serviceUnavailable, "request.clientGone")
    case .shuttingDown: self.init(status: .serviceUnavailable, "request.shuttingDown")
    }
  }
}

/// `"en"`, `"zh-Hans"`, `"zh-Hant"` or any identifier ``MessageLanguage/init(identifier:)`` reads
/// (`"zh-TW"`); English for one the package does not speak.
struct LanguageField: Decodable, Sendable {
  var language: MessageLanguage

  init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    language = MessageLanguage(identifier: name) ?? .english
  }
}

/// `{"policy": preset-or-object, "text": "…", "language": "zh-Hans"}`.
struct TextRequest: Decodable, Sendable {
  var policy: InputPolicy
  var text: String
  var language: LanguageField?
}

/// A range of UTF-16 offsets, `[start, end]`, as a browser's `selectionStart` and
/// `selectionEnd` give it.
struct OffsetRange: Codable, Sendable {
  var start: Int
  var end: Int

  init(_ range: Range<Int>) {
    start = range.lowerBound
    end = range.upperBound
  }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    start = try container.decode(Int.self)
    end = try container.decode(Int.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "two offsets")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(start)
    try container.encode(end)
  }

  /// The range, when it lies within `text`.
  func range(in text: String, at location: String) throws(ServerError) -> Range<Int> {
    guard start >= 0, start <= end, end <= text.utf16.count else {
      throw ServerError(status: .badRequest, "request.badRange", ["location": location], location: location)
    }
    return start..<end
  }
}

/// A field: its text, its selection and the range an input method is composing, in UTF-16
/// offsets.
struct FieldStateBody: Codable, Sendable {
  var text: String
  var selection: OffsetRange
  var marked: OffsetRange?
}

/// `{"policy": …, "state": {…}, "edit": {"range": [3, 3], "text": "a", "source": "typing"}}`.
struct EditRequest: Decodable, Sendable {
  struct EditBody: Decodable, Sendable {
    var range: OffsetRange
    var text: String
    var source: EditSource
  }

  var policy: InputPolicy
  var state: FieldStateBody
  var edit: EditBody
  var language: LanguageField?
}

/// A counter as a field shows it: `"12/20"`.
struct CounterBody: Encodable {
  var count: Int
  var limit: Int?
  var remaining: Int?
  var metric: String?
  var isOverLimit: Bool
  var text: String

  init(_ counter: LengthCounter) {
    count = counter.count
    limit = counter.limit
    remaining = counter.remaining
    metric = counter.metric.name
    isOverLimit = counter.isOverLimit
    text = counter.description
  }
}

/// One edit's feedback.
struct EventBody: Encodable {
  var source: EditSource
  var disposition: EditOutcome.Disposition
  var changes: [PolicyChange]
  var counter: CounterBody

  init(_ event: InputEvent) {
    source = event.source
    disposition = event.disposition
    changes = event.changes
    counter = CounterBody(event.counter)
  }
}

/// The answer of `/v1/edit`: the field after the edit, and what happened.
struct EditResponse: Encodable {
  var state: FieldStateBody
  var value: String
  var disposition: EditOutcome.Disposition
  var replaced: OffsetRange
  var replacement: String
  var counter: CounterBody
  var completion: Completion
  var events: [EventBody]
}

/// The answer of `/v1/sanitize`.
struct SanitizeResponse: Encodable {
  var text: String
  var value: String
}

/// The answer of `/v1/count`: the policy's counter and the text's length in every metric.
struct CountResponse: Encodable {
  var counter: CounterBody
  var lengths: [String: Int]
}

/// One preset of `/v1/presets`.
struct PresetBody: Encodable {
  var name: String
  var policy: InputPolicy
}
