// libFuzzer harness: masks and grouped amounts.
//
// The first line is a mask pattern (a custom slot "C" takes the characters of the second line
// when the pattern uses it), "@" and a preset name (phone-cn-spaced, bank-card, id-cn,
// amount, card-expiry, birth-date, time), or a policy file of a date, time, date range or
// date-time field ({"date": {"mode": "dd/mm/yyyy"}}), whose keys are digits, separators,
// dashes and the letters of AM and PM. A malformed pattern must throw a message. The rest of the input is a script of edits,
// replayed through the simulated field in both interception modes; after every edit the display
// must be the value laid out, the value must fit the mask, the controller must agree with the
// field, undo must stay valid, deleting must stay possible, and both modes must show the same,
// up to the edit where notification mode could not know where the person put the caret (the
// DocC article "Known issues"; `LawSession.locationLimit`).

@_cdecl("LLVMFuzzerTestOneInput")
public func masksTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let failure = maskFuzzFailure(bytes) { preconditionFailure(failure) }
  return 0
}
