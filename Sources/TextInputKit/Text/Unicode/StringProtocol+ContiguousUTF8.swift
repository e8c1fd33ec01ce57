extension StringProtocol {
  /// Calls `body` with the text's UTF-8 in contiguous memory and the text those bytes are, as a
  /// `Substring` whose UTF-8 offsets from its start are offsets into the bytes: the text itself,
  /// or a contiguous copy when the text is stored otherwise (bridged, for example).
  ///
  /// ```swift
  /// "a😀".withContiguousUTF8 { bytes, text in (bytes.count, text.count) }  // (5, 2)
  /// ```
  ///
  /// - Complexity: O(1) for contiguous text; O(*n*) to copy it otherwise.
  func withContiguousUTF8(_ body: (UnsafeBufferPointer<UInt8>, Substring) -> Void) {
    // Specialized for `String` and `Substring`, the casts cost nothing.
    let whole: Substring? = (self as? Substring) ?? (self as? String)?[...]
    if let whole {
      let handled: Void? = utf8.withContiguousStorageIfAvailable { bytes in body(bytes, whole) }
      if handled != nil { return }
    }
    var copy = String(self)
    copy.makeContiguousUTF8()
    copy.utf8.withContiguousStorageIfAvailable { bytes in body(bytes, copy[...]) }
  }
}
