extension StringProtocol {
  /// Whether every character of the text is one ASCII byte: ASCII without a carriage return
  /// (which joins a following line feed into one character). Such a text can be walked byte by
  /// byte instead of character by character.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, stopping at the first byte that is not.
  package var hasSingleByteCharacters: Bool {
    // Contiguous bytes (a native string or substring) are read without the view's indices.
    let contiguous = utf8.withContiguousStorageIfAvailable { Self.areSingleByte($0) }
    return contiguous ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }

  /// Whether every byte of the text is ASCII (a carriage return included): such a text has
  /// nothing for a fold of other scripts' digits or full-width forms to change.
  ///
  /// ```swift
  /// "138 0013".isASCII    // true
  /// "١٣٨".isASCII         // false
  /// ```
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, eight bytes at a time, stopping at the first byte
  ///   that is not.
  package var isASCII: Bool {
    let contiguous = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var index = 0
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          guard word & 0x8080_8080_8080_8080 == 0 else { return false }
          index += 8
        }
      }
      while index < bytes.count {
        guard bytes[index] < 0x80 else { return false }
        index += 1
      }
      return true
    }
    return contiguous ?? utf8.allSatisfy { $0 < 0x80 }
  }

  /// The number of characters: the UTF-8 length when every character is one byte, without a
  /// walk of the grapheme clusters.
  ///
  /// - Complexity: O(*n*); a word of eight bytes at a time for single-byte text.
  package var characterCount: Int { hasSingleByteCharacters ? utf8.count : count }

  /// Whether the text holds `byte` (an ASCII byte, which is never part of another character's
  /// encoding).
  ///
  /// - Complexity: O(*n*), a word of eight bytes at a time.
  package func containsASCII(_ byte: UInt8) -> Bool {
    let contiguous = utf8.withContiguousStorageIfAvailable {
      Self.firstOffset(ofASCII: byte, in: $0) != nil
    }
    return contiguous ?? utf8.contains(byte)
  }

  /// The offset of the first `byte` (an ASCII byte) in `bytes`, or `nil`.
  ///
  /// ```swift
  /// // "1234567.89": the point at 7
  /// ```
  ///
  /// - Complexity: O(*n*), a word of eight bytes at a time.
  package static func firstOffset(ofASCII byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count,
        !UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).holdsByte(byte)
      {
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// Whether every byte is ASCII other than a carriage return.
  ///
  /// - Complexity: O(*n*), a word of eight bytes at a time, stopping at the first byte that is
  ///   not.
  package static func areSingleByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    endOfSingleByteRun(in: bytes, from: 0) == bytes.count
  }

  /// The end of the run of bytes from `start` that are ASCII other than a carriage return.
  ///
  /// ```swift
  /// // "ab\rc": 2 from 0 · "ab😀": 2 from 0 · "abc": 3 from 0
  /// ```
  ///
  /// - Complexity: O(*k*) for a run of *k* bytes, a word of eight bytes at a time.
  package static func endOfSingleByteRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    // Eight bytes at a time while none has its high bit set or is a CR; the bytes from the first
    // word that may hold one are judged one by one.
    if let base = bytes.baseAddress {
      while index + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        guard word & 0x8080_8080_8080_8080 == 0, !word.holdsByte(0x0D) else { break }
        index += 8
      }
    }
    while index < bytes.count && bytes[index] < 0x80 && bytes[index] != 0x0D { index += 1 }
    return index
  }
}

extension String {
  /// A string of single-byte characters from bytes already known to be ASCII.
  package init(singleByteCharacters bytes: [UInt8]) {
    self.init(decoding: bytes, as: UTF8.self)
  }
}
