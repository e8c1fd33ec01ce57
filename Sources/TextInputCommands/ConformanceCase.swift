import TextInputKit

/// One scenario of the conformance suite: a policy, a field's starting state, events, and what
/// the field holds after each.
///
/// ```json
/// {"id": "maskito/phone/backspace-after-literal-a",
///  "source": {"project": "maskito", "file": "…/phone.cy.ts", "test": "Phone > … => Backspace"},
///  "policy": {"mask": "+7 (###) ###-##-##"},
///  "initial": {"text": "+7 (912) 345-67-89", "selection": [16, 16]},
///  "events": [{"type": "backspace",
///              "expect": {"text": "+7 (912) 345-68-9", "selection": [14, 14]}}],
///  "differs": {"theirs": {"text": "+7 (912) 345-67-89", "selection": [15, 15]}, "reason": "…"}}
/// ```
///
/// `differs` records a deliberate difference from the source: what the source expects and why
/// this project answers otherwise; the events expect this project's answer. `pending` marks a
/// case that fails because of an engine bug not fixed yet: the run reports it apart and does not
/// fail for it.
struct ConformanceCase: Decodable, Sendable {
  /// A deliberate difference from the source.
  struct Difference: Decodable, Hashable, Sendable {
    /// What the source expects, in the form of an expectation (or free keys it names).
    var theirs: String
    /// Why this project answers otherwise.
    var reason: String

    init(from decoder: any Decoder) throws {
      let object = try decoder.conformanceObject(#"{"theirs": {…}, "reason": "…"}"#)
      try object.requireOnly(["theirs", "reason"])
      reason = try object.requiredString("reason")
      guard object.contains(ConformanceKey("theirs")) else {
        throw ConformanceKey.failure(
          .missingKey, "`\(ConformanceKey.location(object.codingPath, "theirs"))` is missing.",
          at: object.codingPath, "theirs")
      }
      theirs = try object.decode(JSONValue.self, forKey: ConformanceKey("theirs")).description
    }
  }

  /// The field's state before the first event.
  struct Initial: Decodable, Hashable, Sendable {
    /// The text, set as the app sets it (`setInputText`).
    var text: String
    /// The selection; the end of the text when `nil`.
    var selection: Range<Int>?

    init(from decoder: any Decoder) throws {
      let object = try decoder.conformanceObject(#"{"text": "…", "selection": [start, end]}"#)
      try object.requireOnly(["text", "selection"])
      text = try object.requiredString("text")
      selection = try object.range("selection") ?? nil
    }
  }

  /// The keys a case may have.
  static let keys = ["id", "source", "policy", "initial", "events", "differs", "pending"]

  /// A name unique in the suite: `project/file/test`, or shorter.
  var id: String
  var source: ConformanceSource
  /// The policy, and how the file gives it (a preset's name or the policy's JSON).
  var policy: InputPolicy
  var policyDescription: String
  var initial: Initial?
  var steps: [ConformanceStep]
  var difference: Difference?
  /// Why the case is expected to fail for now; `nil` when it must pass.
  var pending: String?

  init(from decoder: any Decoder) throws {
    let object = try decoder.conformanceObject("a case")
    try object.requireOnly(Self.keys)
    id = try object.requiredString("id")
    guard object.contains(ConformanceKey("source")) else {
      throw ConformanceKey.failure(
        .missingKey, "`\(ConformanceKey.location(object.codingPath, "source"))` is missing.",
        at: object.codingPath, "source")
    }
    source = try object.decode(ConformanceSource.self, forKey: ConformanceKey("source"))
    let policyKey = ConformanceKey("policy")
    guard object.contains(policyKey) else {
      throw ConformanceKey.failure(
        .missingKey,
        "`\(ConformanceKey.location(object.codingPath, "policy"))` is missing: give a preset's "
          + "name or a policy object.", at: object.codingPath, "policy")
    }
    if let name = try? object.decode(String.self, forKey: policyKey) {
      do {
        policy = try InputPolicy(named: name)
      } catch {
        var located = error
        located.location = ConformanceKey.location(object.codingPath, "policy")
        throw located
      }
      policyDescription = name
    } else {
      policy = try object.decode(InputPolicy.self, forKey: policyKey)
      policyDescription = (try? policy.jsonString()) ?? "a policy"
    }
    initial = try object.decodeIfPresent(Initial.self, forKey: ConformanceKey("initial"))
    guard object.contains(ConformanceKey("events")) else {
      throw ConformanceKey.failure(
        .missingKey, "`\(ConformanceKey.location(object.codingPath, "events"))` is missing.",
        at: object.codingPath, "events")
    }
    steps = try object.decode([ConformanceStep].self, forKey: ConformanceKey("events"))
    guard !steps.isEmpty else {
      throw ConformanceKey.failure(
        .outOfRange, "`\(ConformanceKey.location(object.codingPath, "events"))` is empty.",
        at: object.codingPath, "events")
    }
    difference = try object.decodeIfPresent(Difference.self, forKey: ConformanceKey("differs"))
    pending = try object.string("pending")
  }
}
