/// How many letters of each ``Script`` a text holds: what a field keeps of its text between
/// edits for a rule that judges the scripts of the whole text, so that an edit is judged by
/// reading only the text around it.
///
/// ```swift
/// var tally = ScriptTally()
/// tally.add("東京Tokyo")      // Han 2, Latin 5
/// tally.subtract("Tokyo")     // Han 2
/// tally.scripts               // [.han]
/// ```
package struct ScriptTally: Sendable, Hashable {
  /// Letters by script, in the order of `Script.allCases`.
  private var counts = [Int](repeating: 0, count: Script.allCases.count)

  /// A tally of no letters.
  package init() {}

  /// The scripts with at least one letter.
  package var scripts: Set<Script> {
    var scripts: Set<Script> = []
    for (index, script) in Script.allCases.enumerated() where counts[index] > 0 {
      scripts.insert(script)
    }
    return scripts
  }

  /// Counts the letters of `text` in.
  ///
  /// - Complexity: O(*n*) in the scalars of `text`, a comparison each for ASCII.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package mutating func add<Text: StringProtocol>(_ text: Text) { count(text, by: 1) }

  /// Counts the letters of `text`, which the tallied text held, out.
  @_specialize(exported: true, where Text == String)
  @_specialize(exported: true, where Text == Substring)
  package mutating func subtract<Text: StringProtocol>(_ text: Text) { count(text, by: -1) }

  private mutating func count(_ text: some StringProtocol, by sign: Int) {
    if text.isASCII,
      let letters = text.utf8.withContiguousStorageIfAvailable(Self.asciiLetters)
    {
      counts[Script.latin.ordinal] += sign * letters
      return
    }
    text.withContiguousUTF8 { bytes, _ in
      counts.withUnsafeMutableBufferPointer { counts in
        Self.count(bytes, by: sign, into: counts)
      }
    }
  }

  /// Counts the letters of valid UTF-8 into `counts`, by ``Script/ordinal``, reading the bytes
  /// in place: a comparison for an ASCII byte, the code point's script for the others.
  ///
  /// - Complexity: O(*n*) in the bytes.
  private static func count(
    _ bytes: UnsafeBufferPointer<UInt8>, by sign: Int, into counts: UnsafeMutableBufferPointer<Int>
  ) {
    var latin = 0
    var han = 0
    var offset = 0
    let count = bytes.count
    while offset < count {
      let lead = bytes[offset]
      if lead < 0x80 {
        // An ASCII letter is Latin; anything else ASCII goes with any script.
        if (lead | 0x20) &- 0x61 < 26 { latin += 1 }
        offset += 1
        continue
      }
      // By the lead bytes alone: U+5000–U+9FFF (0xE5–0xE9) are ideographs, and so is
      // U+4E00–U+4FFF (0xE4, then 0xB8 or above); U+1F000–U+1F0FF and U+1F1C0–U+1FAFF
      // (0xF0 0x9F, then 0x80–0x83 or 0x87–0xAB) hold no letter.
      if lead &- 0xE5 < 5 || lead == 0xE4 && offset + 1 < count && bytes[offset + 1] >= 0xB8 {
        han += 1
        offset += 3
        continue
      }
      if lead == 0xF0, offset + 2 < count, bytes[offset + 1] == 0x9F {
        let third = bytes[offset + 2]
        if third < 0x84 || third &- 0x87 <= 0xAB - 0x87 {
          offset += 4
          continue
        }
      }
      let (value, width) = GraphemeScanner.decode(bytes, at: offset)
      offset += width
      // The common ideographs and the emoji blocks without letters, as `Script.init` judges
      // them, without the call.
      if value &- 0x4E00 < 0x5200 {
        han += 1
        continue
      }
      if value &- 0x1F18A < 0x1FB00 - 0x1F18A { continue }
      if let script = Script(Unicode.Scalar(value).unsafelyUnwrapped) {
        counts[script.ordinal] += sign
      }
    }
    counts[Script.latin.ordinal] += sign * latin
    counts[Script.han.ordinal] += sign * han
  }

  /// The ASCII letters of ASCII text, eight bytes at a time: a byte made lower case is a letter
  /// when adding 0x1F sets its high bit (at least "a") and adding 0x05 does not (below "{");
  /// no sum carries into the next byte, since every byte is below 0x80.
  ///
  /// ```swift
  /// asciiLetters("Hi, 2024!")  // 2
  /// ```
  static func asciiLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    var letters = 0
    var offset = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while offset + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) | (0x20 &* ones)
        let atLeastA = word &+ 0x1F &* ones
        let pastZ = word &+ 0x05 &* ones
        letters &+= (atLeastA & ~pastZ & (0x80 &* ones)).nonzeroBitCount
        offset += 8
      }
    }
    for byte in bytes[offset...] where (byte | 0x20) &- 0x61 < 26 { letters += 1 }
    return letters
  }
}
