// libFuzzer harness: policy files.
//
// `InputPolicy(json:)` must never crash on any bytes: it builds a policy or throws a
// `TextInputError` with a message. A policy it builds (without a pattern, whose running time is
// the pattern author's business) must sanitize hostile text into text it accepts as it is, and
// judge the completion of any text without crashing; a text that is complete has no message. A
// policy it builds is written back as JSON that reads back into the same policy file (unless
// its characters cannot be written apart in one string).

@_cdecl("LLVMFuzzerTestOneInput")
public func policyJSONTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let json = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let policy: InputPolicy
  do {
    policy = try InputPolicy(json: json)
  } catch {
    precondition(!error.description.isEmpty, "a TextInputError without a message")
    return 0
  }
  do {
    let written = try policy.jsonString()
    let reread = try InputPolicy(json: written).jsonString()
    precondition(reread == written, "\(written) reads back as \(reread)")
  } catch where error.message.key == "encode.characters" {
    // Characters read one object at a time that no single string can hold apart.
  } catch {
    preconditionFailure("a policy read from JSON cannot be written back: \(error)")
  }
  guard !json.contains("pattern") else { return 0 }
  for sample in HostileText.pieces.prefix(64) + [HostileText.pieces.joined()] {
    let clean = policy.sanitize(sample)
    let violations = policy.violations(in: clean)
    precondition(
      violations.isEmpty,
      "sanitize(\(SessionEvent.literal(sample))) = \(SessionEvent.literal(clean)), which breaks the policy: \(violations)"
    )
    for text in [sample, clean] {
      let completion = policy.completion(of: text)
      precondition(
        completion.isComplete == (completion.rule == nil) && completion.isComplete
          == completion.message.isEmpty,
        "completion(of: \(SessionEvent.literal(text))) = \(completion)")
    }
  }
  return 0
}
