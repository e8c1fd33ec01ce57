extension ProposedEdit {
  /// Removes every inserted character (grapheme cluster) that `rejects` returns `true` for,
  /// recording a ``PolicyChange/Kind/removed`` change with what was removed.
  ///
  /// ```swift
  /// struct NoDollar: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     edit.removeInsertedCharacters(rule: "noDollar", message: "No dollars.") { $0 == "$" }
  ///   }
  /// }
  /// // "12|" + paste "$3$4" → "1234|" (changed: "$$" removed)
  /// // "12|" + "$" → rejected: "No dollars." (nothing left to insert)
  /// // "12|" + "3" → "123|" (accepted)
  /// ```
  ///
  /// A character is judged as it will stand in the text: when the inserted text joins the
  /// character before or after it ("©" followed by an inserted U+FE0F becomes the emoji "©️"),
  /// the joined character is judged, and only the inserted part of it is removed. Removing a
  /// character can let its neighbours join into a new one; that one is judged too. A character
  /// inside one of the ``indivisibleUTF8Ranges`` takes the whole range with it. The text
  /// around the edit is never removed, and removing everything rejects the edit with this
  /// change as the reason.
  ///
  /// `rejects` may be called more than once for the same character, and in any order: make it
  /// a pure function of the character.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  public mutating func removeInsertedCharacters(
    rule: RuleID, message: LocalizedMessage, where rejects: (Character) -> Bool
  ) {
    removeInsertedClusters(
      rule: rule, message: message,
      rejectingCodePoints: { scalars, single in
        rejects(
          single.map { Character(Unicode.Scalar($0).unsafelyUnwrapped) }
            ?? Character(String(decoding: scalars.utf8, as: UTF8.self)))
      },
      rejecting: rejects)
  }

  /// `removeInsertedCharacters(rule:message:where:)` with `message` shown as written in every
  /// language.
  public mutating func removeInsertedCharacters(
    rule: RuleID, message: String, where rejects: (Character) -> Bool
  ) {
    removeInsertedCharacters(rule: rule, message: .verbatim(message), where: rejects)
  }

  /// `removeInsertedCharacters(rule:message:where:)` for rules that judge a cluster by its
  /// code points, without making a `Character` of it: `rejectingCodePoints` receives the
  /// cluster's code points and, for a cluster of one isolated code point, that code point.
  mutating func removeInsertedClusters(
    rule: RuleID, message: LocalizedMessage, rejectingCodePoints: (UTF8Scalars, UInt32?) -> Bool,
    rejecting rejects: (Character) -> Bool
  ) {
    var removed = ""
    // Asked every few thousand clusters; a stop leaves the edit unfinished.
    var checkpoint = ReviewCheckpoint()
    if working.indivisibleUTF8Ranges.isEmpty,
      let (kept, cut, mayJoin) = quicklyFiltered(rejectingCodePoints, &checkpoint)
    {
      guard !cut.isEmpty, !checkpoint.isStopped else { return }
      removed = cut
      replacement = kept
      working.mayHaveJoined = working.mayHaveJoined || mayJoin
      if !mayJoin {
        changes.append(PolicyChange(rule: rule, kind: .removed, removed: removed, message: message))
        return
      }
    }
    // Removing a cluster can join its neighbours into a new one; repeat until nothing changes.
    for _ in 0..<4 {
      guard let (kept, cut, tokens) = filteredReplacement(rejects, &checkpoint), !cut.isEmpty
      else { break }
      removed += cut
      replacement = kept
      working.indivisibleUTF8Ranges = tokens
      working.mayHaveJoined = true
    }
    if checkpoint.isStopped { return }
    removed += trimmedEndJoins(rejects)
    if !removed.isEmpty {
      changes.append(PolicyChange(rule: rule, kind: .removed, removed: removed, message: message))
    }
  }

  /// Drops characters from the end of the replacement while the last one would join the text
  /// after the range into a rejected character, and returns what was dropped.
  ///
  /// Text that starts with combining marks joins whatever letter is inserted before it: when the
  /// joined character is rejected (too many marks), dropping the inserted letter lets the one
  /// before it join instead. Only the junction is looked at again, so this stays linear.
  ///
  /// - Complexity: O(*m* + *k*) for *m* dropped characters and the *k* of the character after.
  private mutating func trimmedEndJoins(_ rejects: (Character) -> Bool) -> String {
    guard range.upperBound < text.endIndex, !replacement.isEmpty else { return "" }
    let after = text[range.upperBound..<text.index(after: range.upperBound)]
    var cut = ""
    while !replacement.isEmpty {
      var lastStart = replacement.index(before: replacement.endIndex)
      let offset = replacement.utf8.distance(from: replacement.startIndex, to: lastStart)
      if let token = working.indivisibleUTF8Ranges.first(where: { $0.contains(offset) }) {
        lastStart = replacement.utf8.index(replacement.startIndex, offsetBy: token.lowerBound)
      }
      let joined = String(replacement[replacement.index(before: replacement.endIndex)...]) + after
      guard joined.count == 1, rejects(joined.first!) else { break }
      cut = String(replacement[lastStart...]) + cut
      replacement = String(replacement[..<lastStart])
      let kept = replacement.utf8.count
      working.indivisibleUTF8Ranges.removeAll { $0.upperBound > kept }
      working.mayHaveJoined = true
    }
    return cut
  }

  /// Filters the replacement on its own, when neither of its ends can join the text around it:
  /// the replacement without rejected clusters, what was cut, and whether a cut may have let two
  /// kept clusters join. Returns `nil` when the ends may join the text around them; nothing cut
  /// when `checkpoint` stopped the walk.
  ///
  /// - Complexity: O(*m*); no allocation unless something is cut.
  private func quicklyFiltered(
    _ rejects: (UTF8Scalars, UInt32?) -> Bool, _ checkpoint: inout ReviewCheckpoint
  ) -> (String, String, Bool)?
  {
    let scalars = text.unicodeScalars
    guard let first = replacement.unicodeScalars.first?.value,
      let last = replacement.unicodeScalars.last?.value
    else { return nil }
    var before: UInt32?
    var after: UInt32?
    if range.lowerBound > text.startIndex {
      before = scalars[scalars.index(before: range.lowerBound)].value
      guard GraphemeScanner.isCertainBoundary(before!, first) else { return nil }
    }
    if range.upperBound < text.endIndex {
      after = scalars[range.upperBound].value
      guard GraphemeScanner.isCertainBoundary(last, after!) else { return nil }
    }
    if keepsEverySingleByte(rejects) { return ("", "", false) }
    var kept: [UInt8] = []
    var cut: [UInt8] = []
    var cutSomething = false
    var mayJoin = false
    var runStart = 0  // where the run of kept clusters not yet copied starts
    var lastKept: Range<Int>? = nil
    var cutSinceLastKept = false
    /// Whether two clusters of `bytes` would join when they stand side by side.
    func join(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>)
      -> Bool
    {
      let firstLast = UTF8Scalars(bytes, first).last.unsafelyUnwrapped.value
      let secondFirst = GraphemeScanner.decode(bytes, at: second.lowerBound).0
      if GraphemeScanner.isCertainBoundary(firstLast, secondFirst) { return false }
      var pair = String(decoding: UnsafeBufferPointer(rebasing: bytes[first]), as: UTF8.self)
      pair += String(decoding: UnsafeBufferPointer(rebasing: bytes[second]), as: UTF8.self)
      return pair.count < 2
    }
    let replacement = self.replacement
    GraphemeScanner.forEachCluster(in: replacement) { cluster, single in
      if checkpoint.shouldStop() { return false }
      let bytes = cluster.utf8
      if rejects(cluster, single) {
        if !cutSomething {
          cutSomething = true
          kept.reserveCapacity(replacement.utf8.count)
        }
        if runStart < cluster.startIndex {
          kept.append(
            contentsOf: UnsafeBufferPointer(rebasing: cluster.bytes[runStart..<cluster.startIndex]))
        }
        runStart = cluster.endIndex
        cut.append(contentsOf: bytes)
        cutSinceLastKept = true
      } else {
        let range = cluster.startIndex..<cluster.endIndex
        if cutSomething {
          // What now stands before this cluster may join it.
          if cutSinceLastKept {
            if let lastKept {
              mayJoin = mayJoin || join(cluster.bytes, lastKept, range)
            } else if let before,
              !GraphemeScanner.isCertainBoundary(before, GraphemeScanner.decode(bytes, at: 0).0)
            {
              mayJoin = true
            }
          }
        }
        lastKept = range
        cutSinceLastKept = false
      }
      return true
    }
    guard cutSomething, !checkpoint.isStopped else { return ("", "", false) }
    replacement.utf8.withContiguousStorageIfAvailable { bytes in
      if runStart < bytes.count {
        kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
      }
    }
    if cutSinceLastKept, !kept.isEmpty, let after {
      let lastValue = kept.withUnsafeBufferPointer {
        UTF8Scalars($0, 0..<$0.count).last.unsafelyUnwrapped.value
      }
      if !GraphemeScanner.isCertainBoundary(lastValue, after) { mayJoin = true }
    }
    return (String(decoding: kept, as: UTF8.self), String(decoding: cut, as: UTF8.self), mayJoin)
  }

  /// Whether a long replacement of single-byte characters (ASCII without CR, a byte a cluster)
  /// keeps every one: each distinct byte is judged once, and the bytes are then looked up, so
  /// that a megabyte of digits is not walked cluster by cluster. `false` when it is short, has
  /// other characters, or a byte is rejected: then the clusters are walked.
  ///
  /// A cluster's verdict depends on the cluster alone, as in ``ClusterFilterWalk``'s cache.
  ///
  /// - Complexity: O(*m*) byte lookups, at most 128 verdicts; no allocation.
  private func keepsEverySingleByte(_ rejects: (UTF8Scalars, UInt32?) -> Bool) -> Bool {
    guard replacement.utf8.count >= 32 else { return false }
    let kept = replacement.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      // The distinct bytes first, in one branch-free pass; then a verdict for each.
      guard String.areSingleByte(bytes), let present = ASCIISet(bytesOf: bytes) else {
        return false
      }
      for byte in present.members {
        let single = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { one -> Bool in
          one[0] = byte
          return rejects(UTF8Scalars(UnsafeBufferPointer(one), 0..<1), UInt32(byte))
        }
        if single { return false }
      }
      return true
    }
    return kept ?? false
  }

  /// One filtering pass: the replacement without rejected clusters, and what was cut; `nil`
  /// when `checkpoint` stopped it.
  private func filteredReplacement(
    _ rejects: (Character) -> Bool, _ checkpoint: inout ReviewCheckpoint
  ) -> (String, String, [Range<Int>])? {
    guard !replacement.isEmpty else { return nil }
    let (before, after) = neighbours
    let window = before + replacement + after
    let insertStart = before.utf8.count
    let insertEnd = insertStart + replacement.utf8.count
    var kept: [UInt8] = []
    var cut: [UInt8] = []
    kept.reserveCapacity(replacement.utf8.count)
    let bytes = Array(window.utf8)
    // The inserted part of each cluster, in window offsets, and whether the rule rejects it.
    var pieces: [(range: Range<Int>, rejected: Bool)] = []
    var offset = 0
    var position = window.startIndex
    while position < window.endIndex {
      if checkpoint.shouldStop() { return nil }
      let next = window.index(after: position)
      let length = window.utf8.distance(from: position, to: next)
      let start = Swift.max(offset, insertStart)
      let end = Swift.min(offset + length, insertEnd)
      if start < end { pieces.append((start..<end, rejects(window[position]))) }
      offset += length
      position = next
    }
    // A token loses all of itself when it loses any of itself.
    var tokens = working.indivisibleUTF8Ranges.map { (range: $0, rejected: false) }
    if !tokens.isEmpty {
      for piece in pieces where piece.rejected {
        let local = (piece.range.lowerBound - insertStart)..<(piece.range.upperBound - insertStart)
        for i in tokens.indices where tokens[i].range.overlaps(local) { tokens[i].rejected = true }
      }
    }
    // Where each local offset moves to: back by the bytes cut before it.
    var shifts: [(at: Int, cutBefore: Int)] = []
    for piece in pieces {
      let local = (piece.range.lowerBound - insertStart)..<(piece.range.upperBound - insertStart)
      let inRejectedToken = tokens.contains { $0.rejected && $0.range.overlaps(local) }
      shifts.append((local.lowerBound, cut.count))
      if piece.rejected || inRejectedToken {
        cut += bytes[piece.range]
      } else {
        kept += bytes[piece.range]
      }
    }
    let surviving = tokens.filter { !$0.rejected }.map { token -> Range<Int> in
      let shift = shifts.last { $0.at <= token.range.lowerBound }?.cutBefore ?? 0
      return (token.range.lowerBound - shift)..<(token.range.upperBound - shift)
    }
    return (
      String(decoding: kept, as: UTF8.self), String(decoding: cut, as: UTF8.self), surviving
    )
  }
}
