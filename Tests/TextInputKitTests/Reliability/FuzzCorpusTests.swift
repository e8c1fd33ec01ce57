import Foundation
import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Replays the fuzzers' corpora (Fuzz/Corpus/) as ordinary tests, so that every input a fuzzer
/// once found interesting, and every crash it found and was fixed, stays checked in CI.
@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  static func inputs(_ harness: String) -> [URL] {
    if let path = ProcessInfo.processInfo.environment["FUZZ_INPUT"] {
      return [URL(fileURLWithPath: path)]
    }
    // The corpus, and the inputs of fixed findings, which a corpus merge may drop.
    let regressions = root.deletingLastPathComponent().appendingPathComponent("Regressions")
    return [root, regressions].flatMap { base in
      let directory = base.appendingPathComponent(harness)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.sorted().map { directory.appendingPathComponent($0) }
    }
  }

  /// The presets the Engine corpus was recorded with, in the harness's order: a preset added
  /// later would change which preset every recorded input runs under. The harness itself fuzzes
  /// every preset; the laws and random sessions cover the newer ones.
  static let recordedPresets = [
    "amount", "bank-card", "bio", "id-cn", "nickname", "phone-cn", "phone-cn-spaced", "pin",
    "price", "secure", "tweet",
  ]

  /// Replays one Engine input: the same decoding as `Fuzz/Engine.swift`; the failure and the
  /// known engine issue it shows (``KnownSessionIssue``), if any.
  static func replayEngine(_ bytes: [UInt8]) -> (failure: String, knownIssue: String?)? {
    guard bytes.count >= 2 else { return nil }
    let presets = Self.recordedPresets
    let policy = InputPolicy.presets[presets[Int(bytes[0]) % presets.count]]!
    let modeByte = Int(bytes[1] & 0x7F)
    let mode = SessionMode.allCases[modeByte % SessionMode.allCases.count]
    let roughnesses = SimulatedTextField.Roughness.allCases
    let roughness = roughnesses[modeByte / SessionMode.allCases.count % roughnesses.count]
    var decoder = EventDecoder(ByteSource(Array(bytes[2...])))
    decoder.boundaryShapes = bytes[1] & 0x80 != 0
    var session = EditingSession(policy: policy, mode: mode, roughness: roughness)
    var events: [SessionEvent] = []
    while let event = decoder.event(length: session.state.text.utf16.count) {
      events.append(event)
      do {
        try session.perform(event)
        try session.checkInvariants()
      } catch {
        let failure =
          "\(presets[Int(bytes[0]) % presets.count]), \(mode), roughness \(roughness): "
          + "\(error)\n" + "[\(events.map(\.description).joined(separator: ",\n "))]"
        let known = KnownSessionIssue.classify(
          events, policy: policy, mode: mode, roughness: roughness)
        return (failure, known)
      }
    }
    return nil
  }

  @Test func engineCorpus() throws {
    let inputs = Self.inputs("Engine")
    #expect(!inputs.isEmpty)
    for url in inputs {
      guard let (failure, known) = Self.replayEngine(Array(try Data(contentsOf: url))) else {
        continue
      }
      withKnownIssue(known.map(Comment.init(rawValue:))) {
        Issue.record("\(url.lastPathComponent): \(failure)")
      } when: {
        known != nil
      }
    }
  }

  @Test func policyJSONCorpus() throws {
    let inputs = Self.inputs("PolicyJSON")
    #expect(!inputs.isEmpty)
    for url in inputs {
      let json = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      guard let policy = try? InputPolicy(json: json) else { continue }
      // A policy read from a file is written back as a file that reads back the same.
      if let written = try? policy.jsonString() {
        #expect(
          try InputPolicy(json: written).jsonString() == written, "\(url.lastPathComponent)")
      }
      guard !json.contains("pattern") else { continue }
      for sample in HostileText.pieces + [HostileText.pieces.joined()] {
        let clean = policy.sanitize(sample)
        #expect(policy.violations(in: clean).isEmpty, "\(url.lastPathComponent): \(json)")
      }
    }
  }

  @Test func masksCorpus() throws {
    let inputs = Self.inputs("Masks")
    #expect(!inputs.isEmpty)
    for (index, url) in inputs.enumerated() {
      let bytes = Array(try Data(contentsOf: url))
      // The laws of an edit on one input in eight: on all of them they take a minute in debug
      // (the Masks harness checks them on every input).
      let failure = maskFuzzFailure(bytes, checksLaws: index % 8 == 0)
      #expect(failure == nil, "\(url.lastPathComponent): \(failure ?? "")")
    }
  }
}
