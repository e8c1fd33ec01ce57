extension ProposedEdit {
  /// Removes the inserted code points that `rejects` returns `true` for, keeping the rest of their
  /// cluster: a zero width non-joiner typed after "l" goes, the "l" stays.
  ///
  /// `rejects` sees each code point with the cluster it will stand in, as in
  /// `removeInsertedCharacters(rule:message:where:)`. A cluster all of whose inserted code
  /// points are rejected goes whole; a base letter that carried a rejected code point stays.
  ///
  /// ```swift
  /// // a rule rejecting tag characters, "h|" + "i\u{E0067}\u{E007F}" → "hi|"
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  public mutating func removeInsertedScalars(
    rule: RuleID, message: LocalizedMessage, where rejects: (Unicode.Scalar, Character) -> Bool
  ) {
    removeInsertedScalars(rule: rule, message: message, mayReject: { _ in true }) {
      cluster, inserted, cut in
      var index = 0
      for scalar in cluster.unicodeScalars {
        if inserted.contains(index), rejects(scalar, cluster) { cut(index) }
        index += 1
      }
    }
  }

  /// `removeInsertedScalars(rule:message:where:)` with `message` shown as written in every
  /// language.
  public mutating func removeInsertedScalars(
    rule: RuleID, message: String, where rejects: (Unicode.Scalar, Character) -> Bool
  ) {
    removeInsertedScalars(rule: rule, message: .verbatim(message), where: rejects)
  }

  /// Removes the inserted code points that `isHidden` calls hidden outside an emoji, unless they
  /// belong to the emoji they stand in: a joiner or a variation selector inside a multi-scalar
  /// emoji, the tags that spell a subdivision flag after "🏴" (see
  /// `HostileCharacters.flagTagOffsets(in:)`). What `isHidden` calls hidden even inside an emoji
  /// always goes. The invisibles and zero-width rules share this.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  mutating func removeHiddenScalars(
    rule: RuleID, message: LocalizedMessage,
    isHidden: (Unicode.Scalar, _ insideEmoji: Bool) -> Bool
  ) {
    removeInsertedScalars(
      rule: rule, message: message, mayReject: { isHidden($0, false) }
    ) { cluster, inserted, cut in
      Self.cutHiddenScalars(of: cluster.unicodeScalars, inserted: inserted, isHidden: isHidden, cut)
    }
  }

  /// The judgement of ``removeHiddenScalars(rule:message:isHidden:)`` on one cluster: calls `cut`
  /// with the offset of each inserted code point to remove. Also used by `ClusterFilterWalk`.
  ///
  /// - Complexity: O(*k*) in the cluster's code points.
  static func cutHiddenScalars<Scalars: Collection<Unicode.Scalar>>(
    of scalars: Scalars, inserted: Range<Int>,
    isHidden: (Unicode.Scalar, _ insideEmoji: Bool) -> Bool, _ cut: (Int) -> Void
  ) {
    var isEmoji: Bool?
    var flagTags: [Range<Int>]?
    var index = 0
    for scalar in scalars {
      defer { index += 1 }
      guard inserted.contains(index), isHidden(scalar, false) else { continue }
      if isHidden(scalar, true) {
        cut(index)
      } else if 0xE0020...0xE007F ~= scalar.value {
        // Tags belong to an emoji only where they spell a flag such as England's.
        let offsets = flagTags ?? HostileCharacters.flagTagOffsets(in: scalars)
        flagTags = offsets
        if !offsets.contains(where: { $0.contains(index) }) { cut(index) }
      } else {
        if isEmoji == nil {
          isEmoji = scalars.count > 1 && EmojiClassifier.isEmoji(scalars)
        }
        if isEmoji == false { cut(index) }
      }
    }
  }

  /// Removes inserted code points, cluster by cluster, keeping the rest of each cluster.
  ///
  /// - Parameters:
  ///   - mayReject: `false` for a code point that is never cut: when no inserted code point may
  ///     be, the edit is left alone without looking at clusters.
  ///   - select: Called for each cluster the insertion takes part in, as it will stand in the
  ///     text (joined with the characters before and after the range), with the offsets of its
  ///     inserted code points; calls `cut` with the offset of each code point to remove. Offsets
  ///     outside the inserted ones are ignored.
  ///
  /// Tokens (``indivisibleUTF8Ranges``) lose all of themselves when they lose any code point.
  /// A ``ReviewCancellation`` that asks to stop during the walk leaves the edit as it was.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  mutating func removeInsertedScalars(
    rule: RuleID, message: LocalizedMessage, mayReject: (Unicode.Scalar) -> Bool,
    select: (Character, Range<Int>, (Int) -> Void) -> Void
  ) {
    guard !replacement.isEmpty, replacement.unicodeScalars.contains(where: mayReject) else {
      return
    }
    if working.indivisibleUTF8Ranges.isEmpty {
      guard let (kept, cut) = scalarsFilteredByCluster(mayReject: mayReject, select: select)
      else { return }
      replacement = kept
      // What stood on either side of a removed code point may now join.
      working.mayHaveJoined = true
      changes.append(PolicyChange(rule: rule, kind: .removed, removed: cut, message: message))
      return
    }
    let (before, after) = neighbours
    let window = before + replacement + after
    let insertStart = before.unicodeScalars.count
    let insertEnd = insertStart + replacement.unicodeScalars.count
    var isCut = [Bool](repeating: false, count: insertEnd - insertStart)
    var anyCut = false
    var offset = 0
    var checkpoint = ReviewCheckpoint()
    for cluster in window {
      if checkpoint.shouldStop() { return }
      let count = cluster.unicodeScalars.count
      let lower = Swift.max(offset, insertStart)
      let upper = Swift.min(offset + count, insertEnd)
      if lower < upper {
        let base = offset
        select(cluster, (lower - base)..<(upper - base)) { index in
          let position = base + index
          guard position >= lower, position < upper else { return }
          isCut[position - insertStart] = true
          anyCut = true
        }
      }
      offset += count
      if offset >= insertEnd { break }
    }
    guard anyCut else { return }
    let scalars = Array(replacement.unicodeScalars)
    // A token loses all of itself when it loses any of itself.
    if !working.indivisibleUTF8Ranges.isEmpty {
      var start = 0
      var starts: [Int] = []
      starts.reserveCapacity(scalars.count)
      for scalar in scalars {
        starts.append(start)
        start += UTF8.width(scalar)
      }
      // Tokens are sorted and do not overlap: one walk finds the tokens that lose a code
      // point, a second cuts the rest of them, a third moves the others back.
      let tokens = working.indivisibleUTF8Ranges
      var tokenIsCut = [Bool](repeating: false, count: tokens.count)
      var t = 0
      for index in scalars.indices {
        while t < tokens.count, tokens[t].upperBound <= starts[index] { t += 1 }
        if t < tokens.count, tokens[t].contains(starts[index]), isCut[index] {
          tokenIsCut[t] = true
        }
      }
      t = 0
      for index in scalars.indices {
        while t < tokens.count, tokens[t].upperBound <= starts[index] { t += 1 }
        if t < tokens.count, tokens[t].contains(starts[index]), tokenIsCut[t] {
          isCut[index] = true
        }
      }
      var surviving: [Range<Int>] = []
      var cutBytes = 0
      t = 0
      func keep(upTo position: Int) {
        while t < tokens.count, tokens[t].lowerBound <= position {
          if !tokenIsCut[t] {
            surviving.append((tokens[t].lowerBound - cutBytes)..<(tokens[t].upperBound - cutBytes))
          }
          t += 1
        }
      }
      for index in scalars.indices {
        keep(upTo: starts[index])
        if isCut[index] { cutBytes += UTF8.width(scalars[index]) }
      }
      keep(upTo: .max)
      working.indivisibleUTF8Ranges = surviving
    }
    var kept = String.UnicodeScalarView()
    var cut = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if isCut[index] { cut.append(scalar) } else { kept.append(scalar) }
    }
    replacement = String(kept)
    // What stood on either side of a removed code point may now join.
    working.mayHaveJoined = true
    changes.append(
      PolicyChange(rule: rule, kind: .removed, removed: String(cut), message: message))
  }

  /// ``removeInsertedScalars(rule:message:mayReject:select:)`` without tokens, walking the
  /// clusters with ``GraphemeScanner`` (a code point that never joins its neighbours is a cluster
  /// of its own, without the standard library's grapheme breaking) and making a `Character` only
  /// of a cluster with an inserted code point that `mayReject`; kept and cut text are copied as
  /// runs of UTF-8.
  ///
  /// - Returns: What was kept and what was cut, or `nil` when nothing was cut or a
  ///   ``ReviewCancellation`` asked to stop.
  /// - Complexity: O(*m*) in the length of the replacement and the clusters around it.
  private func scalarsFilteredByCluster(
    mayReject: (Unicode.Scalar) -> Bool, select: (Character, Range<Int>, (Int) -> Void) -> Void
  ) -> (kept: String, cut: String)? {
    let (before, after) = neighbours
    var window = before + replacement + after
    window.makeContiguousUTF8()
    let insertStart = before.utf8.count
    let insertEnd = insertStart + replacement.utf8.count
    // The UTF-8 ranges of the window to cut, in order.
    var cuts: [Range<Int>] = []
    var starts: [Int] = []
    var cutIndices: [Int] = []
    var checkpoint = ReviewCheckpoint()
    GraphemeScanner.forEachCluster(in: window) { scalars, single in
      if checkpoint.shouldStop() { return false }
      if scalars.endIndex <= insertStart { return true }
      if scalars.startIndex >= insertEnd { return false }
      var index = 0
      var lower = -1
      var upper = -1
      var mayCut = false
      var position = scalars.startIndex
      while position < scalars.endIndex {
        if position >= insertStart && position < insertEnd {
          if lower < 0 { lower = index }
          upper = index + 1
          if !mayCut && mayReject(scalars[position]) { mayCut = true }
        }
        position = scalars.index(after: position)
        index += 1
      }
      guard mayCut else { return true }
      let character =
        single.map { Character(Unicode.Scalar($0).unsafelyUnwrapped) }
        ?? Character(String(decoding: scalars.utf8, as: UTF8.self))
      cutIndices.removeAll(keepingCapacity: true)
      select(character, lower..<upper) { index in
        guard index >= lower, index < upper else { return }
        cutIndices.append(index)
      }
      guard !cutIndices.isEmpty else { return true }
      starts.removeAll(keepingCapacity: true)
      var start = scalars.startIndex
      while start < scalars.endIndex {
        starts.append(start)
        start = scalars.index(after: start)
      }
      starts.append(scalars.endIndex)
      cutIndices.sort()
      var previous = -1
      for index in cutIndices where index != previous {
        previous = index
        let piece = starts[index]..<starts[index + 1]
        if let last = cuts.last, last.upperBound == piece.lowerBound {
          cuts[cuts.count - 1] = last.lowerBound..<piece.upperBound
        } else {
          cuts.append(piece)
        }
      }
      return true
    }
    guard !cuts.isEmpty, !checkpoint.isStopped else { return nil }
    let bytes = Array(window.utf8)
    var kept: [UInt8] = []
    var cut: [UInt8] = []
    kept.reserveCapacity(insertEnd - insertStart)
    var position = insertStart
    for piece in cuts {
      kept.append(contentsOf: bytes[position..<piece.lowerBound])
      cut.append(contentsOf: bytes[piece])
      position = piece.upperBound
    }
    kept.append(contentsOf: bytes[position..<insertEnd])
    return (String(decoding: kept, as: UTF8.self), String(decoding: cut, as: UTF8.self))
  }
}
