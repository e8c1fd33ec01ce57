import TextInputKit

/// One event of a conformance case and what the field holds after it: a line of a
/// `textinput replay` script with an `expect` key.
///
/// ```json
/// {"type": "paste", "text": "13800138000",
///  "expect": {"text": "138 0013 8000", "selection": [13, 13]}}
/// ```
struct ConformanceStep: Decodable, Sendable {
  /// The event, in `textinput replay`'s vocabulary.
  var event: ReplayEvent
  /// What the field holds after it; `nil` checks nothing.
  var expectation: ConformanceExpectation?

  /// The keys an event may have: those of the replay vocabulary and `expect`.
  static let keys = ["type", "text", "start", "end", "by", "code", "expect"]

  init(event: ReplayEvent, expectation: ConformanceExpectation?) {
    self.event = event
    self.expectation = expectation
  }

  init(from decoder: any Decoder) throws {
    let object = try decoder.conformanceObject(#"an event such as {"type": "type", "text": "1"}"#)
    do {
      event = try ReplayEventLine(from: decoder).event
    } catch let error as TextInputError {
      // The event's own errors name a key of the event; the case file's path goes before it.
      var located = error
      located.location = ConformanceKey.location(decoder.codingPath, error.location)
      located.message = .verbatim(
        "`\(ConformanceKey.location(decoder.codingPath))`: "
          + error.message.text(in: .english))
      throw located
    }
    try object.requireOnly(Self.keys)
    expectation = try object.decodeIfPresent(
      ConformanceExpectation.self, forKey: ConformanceKey("expect"))
  }
}
