/// A deterministic automaton built from a ``PatternAutomaton`` while a text is read: each state
/// set met gets a number, and each step from it on a single-scalar character is remembered, so
/// that a long text over a few characters costs a table lookup a character.
///
/// The cache lives as long as one reading (a paste, a check, a window), holds at most
/// ``maxSets`` sets and starts again empty when full, so memory stays bounded whatever the
/// pattern and the text.
struct PatternDFA {
  static let maxSets = 4_096

  private var runner: PatternRunner
  private let classes: [PatternClass]
  private(set) var sets: [[Int32]] = []
  /// The set a reading must be able to meet (the states from which the text after an edit
  /// matches).
  private(set) var target: [Int32]?
  /// Beside ``sets``, whether each set is empty (``dead``) and whether it shares a state with
  /// the target (``meets``): read a character at a time without touching the set itself.
  private var flags: [UInt8] = []
  private static let dead: UInt8 = 1
  private static let meets: UInt8 = 2
  private var numbers: [[Int32]: Int32] = [:]
  /// The next set after an ASCII character, at `set * 128 + byte`; -1 when not known yet.
  private var ascii: [Int32] = []
  /// The ASCII bytes after which each set is itself again, as a 128-bit set at `set * 2`:
  /// a run of them is read without the table, a byte at a time but not one step after another.
  private var loops: [UInt64] = []
  /// The next set after another single-scalar character, at `set << 21 | scalar`.
  private var others: [Int: Int32] = [:]
  /// Counts the times the cache was emptied, so that a step does not store into a new cache.
  private(set) var resets = 0

  /// - Parameter target: A set that ``read(_:from:_:)`` tells, after each character, whether
  ///   the set reached shares a state with.
  init(_ automaton: PatternAutomaton, meeting target: [Int32]? = nil) {
    runner = PatternRunner(automaton)
    classes = automaton.classes
    self.target = target
  }

  /// Calls `body` with the automaton `automaton` kept from its last reading toward `target`
  /// (see ``PatternDFAMemo``), or a new one, and keeps it for the next.
  static func reading<Result>(
    _ automaton: PatternAutomaton, meeting target: [Int32]? = nil,
    _ body: (inout PatternDFA) -> Result
  ) -> Result {
    var dfa = automaton.dfaMemo.take(meeting: target) ?? PatternDFA(automaton, meeting: target)
    let result = body(&dfa)
    automaton.dfaMemo.give(dfa)
    return result
  }

  /// The number of a state set, remembered from now on.
  mutating func number(of set: [Int32]) -> Int32 {
    if let known = numbers[set] { return known }
    if sets.count >= Self.maxSets {
      sets.removeAll(keepingCapacity: true)
      flags.removeAll(keepingCapacity: true)
      numbers.removeAll(keepingCapacity: true)
      ascii.removeAll(keepingCapacity: true)
      loops.removeAll(keepingCapacity: true)
      others.removeAll(keepingCapacity: true)
      resets += 1
    }
    let number = Int32(sets.count)
    sets.append(set)
    let meets = target.map { PatternAutomaton.intersect(set, $0) } ?? false
    flags.append((set.isEmpty ? Self.dead : 0) | (meets ? Self.meets : 0))
    numbers[set] = number
    ascii.append(contentsOf: repeatElement(-1, count: 128))
    loops.append(contentsOf: [0, 0])
    return number
  }

  /// Whether no text leads from the set numbered `number` to a match.
  func isDead(_ number: Int32) -> Bool { flags[Int(number)] & Self.dead != 0 }

  /// Reads `text` from the set numbered `number` until the set is empty, calling `visit` after
  /// each character with whether the set reached meets the target set and the UTF-8 length
  /// read; returns the last number.
  ///
  /// An ASCII character that no mark follows is read from its byte, without making a
  /// `Character`: a boundary between two ASCII characters is certain, but for CR LF. Runs of
  /// such bytes are found eight at a time and read with one table lookup a byte.
  @discardableResult
  mutating func read<Text: StringProtocol>(
    _ text: Text, from number: Int32, _ visit: (Bool, Int) -> Void = { _, _ in }
  ) -> Int32 {
    var number = number
    if isDead(number) { return number }
    let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
      // Bytes from contiguous memory; a character that is not one ASCII byte is made from the
      // text at the same offset.
      var offset = 0
      while offset < bytes.count {
        let run = String.endOfSingleByteRun(in: bytes, from: offset)
        // The run's last byte may begin a cluster with the non-ASCII byte after it ("e" and a
        // mark); before a CR or at the end it is a character on its own.
        let whole = run < bytes.count && bytes[run] >= 0x80 ? run - 1 : run
        while offset < whole {
          guard readASCII(bytes, upTo: whole, at: &offset, number: &number, visit) else {
            return number
          }
        }
        guard offset < bytes.count else { break }
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = text.index(after: index)
        number = step(number, text[index])
        offset += utf8.distance(from: index, to: end)
        if isDead(number) { break }
        visit(flags[Int(number)] & Self.meets != 0, offset)
      }
      return number
    }
    if let contiguous { return contiguous }
    let utf8 = text.utf8
    var index = utf8.startIndex
    var offset = 0
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte < 0x80 && byte != 0x0D && (next == utf8.endIndex || utf8[next] < 0x80) {
        number = stepASCII(number, byte)
        offset += 1
        index = next
      } else {
        let end = text.index(after: index)
        number = step(number, text[index])
        offset += utf8.distance(from: index, to: end)
        index = end
      }
      if isDead(number) { break }
      visit(flags[Int(number)] & Self.meets != 0, offset)
    }
    return number
  }

  /// Reads the ASCII characters of `bytes` from `offset` up to `end` from the table while it
  /// knows each step, and the first it does not know by stepping; false when the set died.
  private mutating func readASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int, at offset: inout Int,
    number: inout Int32, _ visit: (Bool, Int) -> Void
  ) -> Bool {
    let known = ascii.withUnsafeBufferPointer { table in
      flags.withUnsafeBufferPointer { flags in
        loops.withUnsafeBufferPointer { loops in
          while offset < end {
            // Bytes that lead back to the same set: each is tested on its own, so that the
            // next does not wait for a lookup.
            let low = loops[Int(number) &<< 1]
            let high = loops[Int(number) &<< 1 | 1]
            if low | high != 0 {
              let meets = flags[Int(number)] & Self.meets != 0
              while offset < end {
                let byte = bytes[offset]
                guard (byte < 64 ? low : high) &>> UInt64(byte & 63) & 1 != 0 else { break }
                offset += 1
                visit(meets, offset)
              }
              if offset == end { break }
            }
            let next = table[Int(number) &<< 7 | Int(bytes[offset])]
            if next < 0 { return true }
            number = next
            offset += 1
            let flag = flags[Int(next)]
            if flag & Self.dead != 0 { return false }
            visit(flag & Self.meets != 0, offset)
          }
          return true
        }
      }
    }
    guard known, offset < end else { return known }
    number = stepASCII(number, bytes[offset])
    offset += 1
    if isDead(number) { return false }
    visit(flags[Int(number)] & Self.meets != 0, offset)
    return true
  }

  private mutating func stepASCII(_ number: Int32, _ byte: UInt8) -> Int32 {
    let key = Int(number) << 7 | Int(byte)
    let known = ascii[key]
    if known >= 0 { return known }
    let before = resets
    let character = Character(Unicode.Scalar(byte))
    let next = self.number(of: runner.step(sets[Int(number)], character, classes: classes))
    if resets == before {
      ascii[key] = next
      if next == number { loops[Int(number) &<< 1 | Int(byte >> 6)] |= 1 &<< UInt64(byte & 63) }
    }
    return next
  }

  /// The number of the set after reading `character` from the set numbered `number`.
  mutating func step(_ number: Int32, _ character: Character) -> Int32 {
    let utf8 = character.utf8
    if utf8.count == 1 { return stepASCII(number, utf8.first!) }
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else {
      return self.number(of: runner.step(sets[Int(number)], character, classes: classes))
    }
    let key = Int(number) << 21 | Int(scalar.value)
    if let known = others[key] { return known }
    let before = resets
    let next = self.number(of: runner.step(sets[Int(number)], character, classes: classes))
    if resets == before { others[key] = next }
    return next
  }

  /// Whether the set numbered `number` accepts at the end of the text.
  mutating func accepts(_ number: Int32, atStart: Bool) -> Bool {
    runner.accepts(sets[Int(number)], atStart: atStart)
  }
}
