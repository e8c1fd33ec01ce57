extension StringProtocol {
  /// Whether every character of the text is one ASCII byte: ASCII without a carriage return
  /// (which joins a following line feed into one character). Such a text can be walked byte by
  /// byte instead of character by character.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, stopping at the first byte that is not.
  var hasSingleByteCharacters: Bool {
    utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }
}

extension String {
  /// A string of single-byte characters from bytes already known to be ASCII.
  init(singleByteCharacters bytes: [UInt8]) {
    self.init(decoding: bytes, as: UTF8.self)
  }
}
