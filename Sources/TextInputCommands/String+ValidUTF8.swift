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
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else { return nil }
    self = text
  }
}
