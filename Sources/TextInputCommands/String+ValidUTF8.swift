import Foundation

extension String {
  /// The text of `bytes` when they are valid UTF-8; `nil` when they are not.
  ///
  /// The standard library's `String(validating:as:)` does the same from iOS 18 and macOS 15; this
  /// one runs on every platform the package declares. Decoding repairs each ill-formed sequence
  /// with U+FFFD, whose bytes differ from the sequence it replaces, so the bytes come back
  /// unchanged exactly when they were valid:
  ///
  /// ```swift
  /// String(validUTF8: [0xE4, 0xBD, 0xA0])  // "你"
  /// String(validUTF8: [0xE4, 0xBD])        // nil: the character is cut short
  /// ```
  ///
  /// - Parameter bytes: The bytes to decode.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  init?(validUTF8 bytes: some Collection<UInt8>) {
    var text = String(decoding: bytes, as: UTF8.self)
    // Contiguous bytes (a line of `Data`, an array) are compared at memory speed.
    let same: Bool? = bytes.withContiguousStorageIfAvailable { given in
      guard text.utf8.count == given.count else { return false }
      if given.isEmpty { return true }
      text.makeContiguousUTF8()
      return text.utf8.withContiguousStorageIfAvailable { decoded in
        memcmp(decoded.baseAddress!, given.baseAddress!, given.count) == 0
      } ?? text.utf8.elementsEqual(given)
    }
    guard same ?? text.utf8.elementsEqual(bytes) else { return nil }
    self = text
  }
}
