extension InputRules.DecimalNumber: DisplayFormat {
  /// The digits and points of each piece: separators and anything a program put in the field
  /// that is not part of a number are not part of the value.
  func values(of pieces: [Substring]) -> [String] {
    guard grouping != nil else { return pieces.map(String.init) }
    return pieces.map { piece in
      // In ASCII text every digit and point is a character of its own (only CR LF is two
      // bytes), so its bytes can be kept without walking its characters.
      let kept = piece.utf8.withContiguousStorageIfAvailable(Self.asciiNumberBytes)
      if let kept = kept ?? nil { return kept }
      // Stopped by a ReviewCancellation, the value is unfinished: the caller throws it away.
      var checkpoint = ReviewCheckpoint()
      var value = ""
      for character in piece {
        if checkpoint.shouldStop() { break }
        if character.isASCII && (character.isNumber || character == ".") { value.append(character) }
      }
      return value
    }
  }

  /// The digits and points of `bytes`, or `nil` when they are not all ASCII.
  ///
  /// - Complexity: O(*n*), one pass writing straight into the string; runs of digits are found
  ///   eight bytes at a time and copied whole.
  private static func asciiNumberBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var ascii = true
    let kept = String(unsafeUninitializedCapacity: bytes.count) { buffer in
      guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
      var count = 0
      var read = 0
      while read < bytes.count {
        var run = read
        while run + 8 <= bytes.count,
          UnsafeRawPointer(source + run).loadUnaligned(as: UInt64.self).holdsOnlyASCIIDigits
        {
          run += 8
        }
        (target + count).initialize(from: source + read, count: run - read)
        count += run - read
        // The bytes of the word that is not all digits, one by one: each is written, and kept
        // by counting it (no branch on a separator every few bytes).
        let end = Swift.min(run + 8, bytes.count)
        read = run
        var bits: UInt8 = 0
        while read < end {
          let byte = source[read]
          target[count] = byte
          count &+= byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: ".") ? 1 : 0
          bits |= byte
          read += 1
        }
        if bits >= 0x80 {
          ascii = false
          return 0
        }
      }
      return count
    }
    return ascii ? kept : nil
  }

  /// The number with ``grouping`` between groups of integer digits, as ``groupingStyle`` says.
  ///
  /// ```swift
  /// // grouping ",": "1234567.89" → "1,234,567.89", "0.5" → "0.5", "123" → "123"
  /// // by 万: "123456789" → "1,2345,6789"; by lakh: "123456789" → "12,34,56,789"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public func display(of value: String) -> String {
    guard let grouping else { return value }
    if value.hasSingleByteCharacters,
      let laidOut = value.utf8.withContiguousStorageIfAvailable({
        laidOutASCII($0, grouping: Array(grouping.utf8)) ?? value
      })
    {
      return laidOut
    }
    let integer = value.prefix { $0 != "." }
    // Counted once: a substring counts its characters by walking them.
    let length = integer.count
    let separators = groupingStyle.separators(inIntegerOf: length)
    guard separators > 0 else { return value }
    var result = ""
    result.reserveCapacity(value.utf8.count + separators * grouping.utf8.count)
    var remaining = length
    for character in integer {
      if remaining < length && groupingStyle.separatesBefore(remaining: remaining) {
        result += grouping
      }
      result.append(character)
      remaining -= 1
    }
    result += value[integer.endIndex...]
    return result
  }

  /// `value`, ASCII without CR LF (a byte a character), laid out a group at a time; `nil` when
  /// it has no separator.
  ///
  /// - Complexity: O(*n*), one pass to find the point and one writing straight into the string.
  private func laidOutASCII(_ utf8: UnsafeBufferPointer<UInt8>, grouping: [UInt8]) -> String? {
    let length = String.firstOffset(ofASCII: UInt8(ascii: "."), in: utf8) ?? utf8.count
    let separators = groupingStyle.separators(inIntegerOf: length)
    guard separators > 0, let source = utf8.baseAddress else { return nil }
    let (last, others) = groupingStyle.groupSizes
    // The digits before the first separator: what the other groups leave.
    let first = length - last - (separators - 1) * others
    return String(unsafeUninitializedCapacity: utf8.count + separators * grouping.count) {
      buffer in
      guard let target = buffer.baseAddress else { return 0 }
      var read = 0
      var written = 0
      func copy(_ count: Int) {
        // A group is a few bytes: copied by a loop, not a call.
        for _ in 0..<count {
          target[written] = source[read]
          read += 1
          written += 1
        }
      }
      copy(first)
      // A one-byte separator and a group of up to seven digits are written with one store of
      // eight bytes (the separator, then the group and bytes the next store overwrites), while
      // eight bytes are left to read.
      let single = grouping.count == 1 && others < 8 ? UInt64(grouping[0]) : nil
      for group in 0..<separators {
        let size = group == separators - 1 ? last : others
        if let single, read + 8 <= utf8.count {
          let digits = UInt64(littleEndian: UnsafeRawPointer(source + read).loadUnaligned(as: UInt64.self))
          UnsafeMutableRawPointer(target + written).storeBytes(
            of: (digits &<< 8 | single).littleEndian, as: UInt64.self)
          read += size
          written += size + 1
          continue
        }
        for byte in grouping {
          target[written] = byte
          written += 1
        }
        copy(size)
      }
      // The point and the fraction.
      copy(utf8.count - length)
      return written
    }
  }

  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    guard grouping != nil else { return count }
    // ASCII without CR LF: a byte a character.
    let asciiLength =
      value.hasSingleByteCharacters
      ? value.utf8.withContiguousStorageIfAvailable {
        String.firstOffset(ofASCII: UInt8(ascii: "."), in: $0) ?? $0.count
      } : nil
    let length = asciiLength ?? value.prefix { $0 != "." }.count
    // A separator stands before integer digit i (0 < i < length) when the style separates
    // before length − i remaining digits; those before digit `count` come before the caret.
    let last = Swift.min(count, length) - 1
    guard last >= 1 else { return count }
    let separators =
      groupingStyle.separators(inIntegerOf: length)
      - groupingStyle.separators(inIntegerOf: length - last)
    return count + separators
  }

  func refitted(_ value: String) -> String { value }
}

extension InputRules.DecimalNumber: FormattingRule {
  /// The number laid out with its group separators; `nil` without a grouping.
  var displayFormat: (any DisplayFormat)? { grouping == nil ? nil : self }
}
