import Foundation
import Testing
import TextInputKitSimulator
import TextInputKitTesting

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The laws every edit obeys ("Laws of an edit" in the documentation), as seeded property tests
/// over every preset and random policy files, random texts (hostile Unicode included) and
/// random event scripts, in both interception modes.
///
/// `LAWS_ITERATIONS` multiplies the number of cases (default 1); a failure names its seed and
/// the shortest event list found that still fails.
@Suite("Laws of an edit")
struct EditLawTests {
  static let iterations = max(
    Int(ProcessInfo.processInfo.environment["LAWS_ITERATIONS"] ?? "") ?? 1, 1)

  /// A policy to check: a preset, or a random policy file.
  struct PolicyCase: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var policy: InputPolicy { try! InputPolicy(json: json) }
    var testDescription: String { name }
  }

  /// Every preset, and random policy files built from the rules of `PolicyRoundTripTests`.
  static let policies: [PolicyCase] = {
    var cases = InputPolicy.presets.keys.sorted().map {
      PolicyCase(name: $0, json: #"{"preset": "\#($0)"}"#)
    }
    // Mask notation II: leading literals, a suffix, trailing literals, optional and repeated
    // slots, placeholders.
    for json in [
      ####"{"mask": "+7 (###) ###-##-##"}"####,
      ####"{"mask": {"pattern": "+7 (###) ###-##-##", "trailingLiterals": true, "placeholder": "_"}}"####,
      ####"{"mask": "##%"}"####, ####"{"mask": "###[.##]"}"####, ####"{"mask": "## #…"}"####,
    ] {
      cases.append(PolicyCase(name: json, json: json))
    }
    var random = SplitMix64(seed: 0x1A35)
    for index in 0..<24 {
      let json = try! PolicyRoundTripTests.randomPolicy(&random).jsonString()
      cases.append(PolicyCase(name: "random policy \(index): \(json)", json: json))
    }
    return cases
  }()

  static func seed(_ name: String, _ index: Int) -> UInt64 {
    RandomEditingSessionTests.seed(preset: name, mode: .delegate, session: index)
  }

  /// A random text: hostile pieces, digits, or a formatted field's kind of text.
  static func text(_ random: inout SplitMix64) -> String {
    let digits = "0123456789"
    switch random.next() % 4 {
    case 0:
      return String((0..<(random.next() % 20)).map { _ in digits.randomElement(using: &random)! })
    case 1:
      return (0..<(1 + random.next() % 4)).map { _ in
        HostileText.pieces.randomElement(using: &random)!
      }.joined()
    case 2:
      return (0..<(1 + random.next() % 6)).map { _ in
        ["1", "2", "0", "3", ".", ",", " ", "-", "x", "X", "中"].randomElement(using: &random)!
      }.joined()
    default:
      return (0..<(1 + random.next() % 3)).map { _ in
        PolicyPropertyTests.pieces.randomElement(using: &random)!
      }.joined()
    }
  }

  /// Records `violation` as a known issue when it is one of ``KnownLawBreak``, else as a
  /// failure.
  static func record(_ violation: LawViolation, policy: InputPolicy, _ context: String) {
    let report = "\(context): \(violation)"
    if let known = KnownLawBreak.matching(violation, policy: policy) {
      withKnownIssue(Comment(rawValue: known.rawValue), isIntermittent: true) {
        Issue.record(Comment(rawValue: report))
      }
    } else {
      Issue.record(Comment(rawValue: report))
    }
  }

  /// Records what a session found: its tolerated known breaks (one of each kind) and its
  /// violation; whether the violation is unknown, which ends the test.
  @discardableResult
  static func record(_ report: LawSessionReport, _ policy: InputPolicy, _ context: String)
    -> Bool
  {
    var seen: Set<KnownLawBreak> = []
    for tolerated in report.tolerated {
      guard let known = KnownLawBreak.matching(tolerated, policy: policy),
        seen.insert(known).inserted
      else { continue }
      record(tolerated, policy: policy, "\(context), seed \(report.seed ?? 0)")
    }
    guard let violation = report.violation else { return false }
    record(violation, policy: policy, "\(context)\n\(report)")
    return KnownLawBreak.matching(violation, policy: policy) == nil
  }

  // MARK: Select all, then paste

  @Test(arguments: policies)
  func selectAllThenPasteIsPastingIntoAnEmptyField(_ c: PolicyCase) {
    let policy = c.policy
    var random = SplitMix64(seed: Self.seed(c.name, 1))
    for _ in 0..<(60 * Self.iterations) {
      let start = policy.sanitize(Self.text(&random))
      let pasted = Self.text(&random)
      for mode in InterceptionMode.allCases {
        if let violation = EditLaws.selectAllThenPasteViolation(
          pasted, over: start, policy: policy, mode: mode)
        {
          Self.record(violation, policy: policy, c.name)
        }
      }
    }
  }

  // MARK: Sanitize

  @Test(arguments: policies)
  func sanitizeIsStable(_ c: PolicyCase) {
    let policy = c.policy
    var random = SplitMix64(seed: Self.seed(c.name, 2))
    for _ in 0..<(300 * Self.iterations) {
      if let violation = EditLaws.sanitizeViolation(policy, Self.text(&random)) {
        Self.record(violation, policy: policy, c.name)
      }
    }
  }

  // MARK: Display

  @Test(arguments: policies.filter { $0.policy.formatsDisplay })
  func displayReadsBackAsTheValue(_ c: PolicyCase) {
    let policy = c.policy
    var random = SplitMix64(seed: Self.seed(c.name, 3))
    for _ in 0..<(60 * Self.iterations) {
      let value = policy.value(of: policy.sanitize(Self.text(&random)))
      for mode in InterceptionMode.allCases {
        if let violation = EditLaws.displayViolation(policy, value: value, mode: mode) {
          Self.record(violation, policy: policy, c.name)
        }
      }
    }
  }

  // MARK: Typing and pasting

  @Test(arguments: policies.filter { !$0.policy.formatsDisplay })
  func typingKeyByKeyIsPasting(_ c: PolicyCase) {
    let policy = c.policy
    var random = SplitMix64(seed: Self.seed(c.name, 4))
    for _ in 0..<(60 * Self.iterations) {
      let text = policy.sanitize(Self.text(&random))
      let offset = Int(random.next() % UInt64(text.utf16.count + 1))
      let start = FieldSnapshot(
        text: text, selection: offset..<offset, value: policy.value(of: text))
      let typed = Self.text(&random)
      for mode in InterceptionMode.allCases {
        if let violation = EditLaws.typingEqualsPastingViolation(
          typed, at: start, policy: policy, mode: mode)
        {
          Self.record(violation, policy: policy, c.name)
        }
      }
    }
  }

  // MARK: Sessions: rejection, undo, both modes, the counter

  /// Random event scripts in step in both modes: every law after every event.
  @Test(arguments: policies)
  func everyEventKeepsTheLaws(_ c: PolicyCase) {
    let policy = c.policy
    for index in 0..<(8 * Self.iterations) {
      let seed = Self.seed(c.name, 100 + index)
      let events = RandomEditingSessionTests.events(seed: seed, count: 100)
      if Self.record(LawSessionReport.run(events, policy: policy, seed: seed), policy, c.name) {
        return
      }
    }
  }
}
