// libFuzzer harness: patterns.
//
// Input: a pattern's source, a zero byte, and a text. `InputRules.Pattern` must never crash on
// any source: it compiles it, in time and memory bounded by the source's length and the state
// cap, or throws a `TextInputError` with a message. A compiled pattern must agree with itself (see
// `PatternFuzzCheck`); its running time is linear in the text whatever the pattern.

@_cdecl("LLVMFuzzerTestOneInput")
public func patternTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let failure = PatternFuzzCheck.check(bytes) { preconditionFailure(failure) }
  return 0
}
