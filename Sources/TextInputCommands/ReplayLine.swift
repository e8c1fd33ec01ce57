import Foundation
import TextInputKit
import TextInputKitSimulator

/// One line `textinput replay` prints: the field as UIKit would report it, in UTF-16 offsets,
/// and with `--trace` what the event's review rejected or changed.
///
/// ```json
/// {"marked":null,"selection":[3,3],"text":"138","value":"138"}
/// {"marked":null,"rejected":"Only digits are allowed here.","selection":[1,1],"text":"1","value":"1"}
/// ```
///
/// `marked` is always written, `null` when nothing is composed; `rejected` and `changed` only
/// when the event was rejected or changed.
struct ReplayLine: Encodable {
  var text: String
  /// The text without a mask's literals or an amount's separators (the text itself for a policy
  /// that does not format).
  var value: String
  var selection: [Int]
  var marked: [Int]?
  /// The message of the rule that rejected the event.
  var rejected: String?
  /// Each change the policy made to the event, described in the chosen language.
  var changed: [String]?

  init(_ field: SimulatedTextField, policy: InputPolicy) {
    text = field.text
    value = policy.value(of: field.text)
    selection = [field.selection.lowerBound, field.selection.upperBound]
    marked = field.markedRange.map { [$0.lowerBound, $0.upperBound] }
  }

  enum CodingKeys: String, CodingKey {
    case text, value, selection, marked, rejected, changed
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(value, forKey: .value)
    try container.encode(selection, forKey: .selection)
    // Written as `null` while nothing is composed, so every line has the same keys.
    try container.encode(marked, forKey: .marked)
    try container.encodeIfPresent(rejected, forKey: .rejected)
    try container.encodeIfPresent(changed, forKey: .changed)
  }

  /// The line as compact JSON with sorted keys.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, arrays of integers and `null` always encode.
    let data = try! encoder.encode(self)
    return String(decoding: data, as: UTF8.self)
  }
}
