#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Where a session's choices come from: a seeded generator or a fuzzer's bytes.
protocol EntropySource {
  /// The next byte, or `nil` when the source is exhausted.
  mutating func nextByte() -> UInt8?
}

/// Bytes from a buffer, as a fuzzer provides them.
struct ByteSource: EntropySource {
  var bytes: [UInt8]
  var position = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }
  mutating func nextByte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }
}
