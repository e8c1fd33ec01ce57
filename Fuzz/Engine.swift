// libFuzzer harness: the editing engine driven by arbitrary bytes read as events.
//
// The first byte picks a preset, the second the mode and, for the simulated field's modes, its
// roughness (`SimulatedTextField.Roughness.allCases`); the rest decodes into events (typing,
// paste, composing keyboards, marked text and commits, dictation, QuickType, autocorrect, swipe
// typing, one-time codes, smart punctuation and paste, system replacements, cuts, selections
// anywhere, undo and redo) exactly as the random editing sessions do; with the second byte's high
// bit set, one event in sixteen is a `BoundaryShapes` event. Any broken invariant stops the run.
// The first 48 events then run in both modes in step, under the laws of an edit (`LawSession`); a
// broken law stops the run too, unless it is one the engine is known to break (`KnownLawBreak`).

@_cdecl("LLVMFuzzerTestOneInput")
public func engineTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 2 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let presets = InputPolicy.presets.keys.sorted()
  let policy = InputPolicy.presets[presets[Int(bytes[0]) % presets.count]]!
  let modeByte = Int(bytes[1] & 0x7F)
  let mode = SessionMode.allCases[modeByte % SessionMode.allCases.count]
  let roughnesses = SimulatedTextField.Roughness.allCases
  let roughness = roughnesses[modeByte / SessionMode.allCases.count % roughnesses.count]
  var decoder = EventDecoder(ByteSource(Array(bytes[2...])))
  // The high bit of the mode byte adds the shapes of `BoundaryShapes`.
  decoder.boundaryShapes = bytes[1] & 0x80 != 0
  var session = EditingSession(policy: policy, mode: mode, roughness: roughness)
  var events: [SessionEvent] = []
  while let event = decoder.event(length: session.state.text.utf16.count) {
    events.append(event)
    do {
      try session.perform(event)
      try session.checkInvariants()
    } catch {
      // A known engine issue (KnownEngineIssueTests) ends the input without a finding.
      if KnownSessionIssue.classify(events, policy: policy, mode: mode, roughness: roughness)
        != nil
      {
        return 0
      }
      fatalError(
        "\(event): \(error)\npolicy: \(presets[Int(bytes[0]) % presets.count]), mode: \(mode), "
          + "roughness: \(roughness)\nevents: [\(events.map(\.description).joined(separator: ", "))]")
    }
  }
  // The laws check each event on fresh fields as well (select all and paste, typing key by key,
  // the display), several times an event's cost: the first 48 events keep an input well under
  // libFuzzer's ten-second timeout.
  var laws = LawSession(policy: policy)
  do {
    try laws.run(Array(events.prefix(48)))
  } catch {
    // A known break (`KnownLawBreak`) ends the input: the rest of it is not checked.
    if KnownLawBreak.matching(error, policy: policy) == nil {
      fatalError("\(error)\nevents: [\(events.map(\.description).joined(separator: ", "))]")
    }
  }
  return 0
}
