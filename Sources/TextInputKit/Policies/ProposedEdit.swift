/// An edit on its way through a policy's rules.
///
/// Rules read the field's text and the range being replaced, and change ``replacement`` through
/// the methods below, which record what changed for the field's feedback.
public struct ProposedEdit: Sendable {
  /// The field's text before the edit, including any marked text.
  public let text: String
  /// The range of ``text`` being replaced; on cluster boundaries.
  public internal(set) var range: Range<String.Index>
  /// What the edit inserts now; rules narrow it down.
  public internal(set) var replacement: String
  /// Where the edit came from.
  public let source: EditSource
  /// What the rules have done so far.
  public internal(set) var changes: [PolicyChange] = []
  /// Set when a rule refuses the whole edit.
  public internal(set) var refusal: PolicyChange?
  /// Where the caret goes, in characters from the start of ``replacement``; `nil` for its end.
  var caretInReplacement: Int?
  /// Whether a rule replaced more than the edit's own range.
  var widened = false
  /// Whether a rule removed or rewrote text in a way that may have joined two clusters, so the
  /// rules must look at the result again.
  var mayHaveJoined = false
  /// Lengths of ``text`` that are already known, by metric, in units.
  var knownUnits: [LengthMetric: Int]
  /// Parts of ``replacement`` that rules keep or drop whole, in UTF-8 offsets: tokens such as
  /// `sin(` or a sticker code, which must never be inserted in part.
  ///
  /// Sorted and non-overlapping. ``truncateReplacement(to:rule:message:)`` never cuts inside one,
  /// and ``removeInsertedCharacters(rule:message:where:)`` removes all of one when it removes any
  /// of it. A rewrite of the replacement that changes it clears them.
  public internal(set) var indivisibleUTF8Ranges: [Range<Int>] = []

  /// Creates a proposal to replace `range` of `text`.
  public init(
    text: String, range: Range<String.Index>, replacement: String, source: EditSource
  ) {
    self.init(text: text, range: range, replacement: replacement, source: source, knownUnits: [:])
  }

  init(
    text: String, range: Range<String.Index>, replacement: String, source: EditSource,
    knownUnits: [LengthMetric: Int]
  ) {
    self.text = text
    self.range = text.clusterRange(range)
    self.replacement = replacement
    self.source = source
    self.knownUnits = knownUnits
  }

  /// The text the edit removes.
  public var removedText: Substring { text[range] }

  /// The text before the range.
  public var prefix: Substring { text[..<range.lowerBound] }

  /// The text after the range.
  public var suffix: Substring { text[range.upperBound...] }

  /// The whole text as it would be after the edit.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public var resultingText: String { prefix + replacement + suffix }

  /// Whether a rule has refused the edit.
  public var isRefused: Bool { refusal != nil }

  // MARK: Changing the edit

  /// Refuses the whole edit.
  public mutating func refuse(rule: RuleID, message: String) {
    let change = PolicyChange(rule: rule, kind: .refused, removed: replacement, message: message)
    refusal = change
    changes.append(change)
  }

  /// Rewrites what the edit inserts, recording a change when the text differs.
  public mutating func transformReplacement(
    rule: RuleID, message: String, _ transform: (String) -> String
  ) {
    let rewritten = transform(replacement)
    guard rewritten != replacement else { return }
    mayHaveJoined = true
    changes.append(
      PolicyChange(rule: rule, kind: .transformed, removed: replacement, message: message))
    replacement = rewritten
    indivisibleUTF8Ranges = []
  }

  /// Cuts what the edit inserts down to `kept`, a prefix of it, recording what was cut.
  ///
  /// A cut that would fall inside one of the ``indivisibleUTF8Ranges`` moves back to its start,
  /// so a token that does not fit is left out whole.
  public mutating func truncateReplacement(to kept: Int, rule: RuleID, message: String) {
    let end =
      replacement.index(
        replacement.startIndex, offsetBy: Swift.max(kept, 0), limitedBy: replacement.endIndex)
      ?? replacement.endIndex
    truncateReplacement(
      atUTF8: replacement.utf8.distance(from: replacement.startIndex, to: end), rule: rule,
      message: message)
  }

  /// Cuts what the edit inserts down to its first `endOffset` UTF-8 bytes, which must end a
  /// grapheme cluster of the replacement.
  mutating func truncateReplacement(atUTF8 endOffset: Int, rule: RuleID, message: String) {
    var end = replacement.utf8.index(replacement.startIndex, offsetBy: endOffset)
    guard end < replacement.endIndex else { return }
    if let token = indivisibleUTF8Ranges.first(where: {
      $0.lowerBound < endOffset && endOffset < $0.upperBound
    }) {
      end = replacement.utf8.index(replacement.startIndex, offsetBy: token.lowerBound)
    }
    let kept = replacement.utf8.distance(from: replacement.startIndex, to: end)
    indivisibleUTF8Ranges.removeAll { $0.upperBound > kept }
    let cut = String(replacement[end...])
    replacement = String(replacement[..<end])
    // The new end may join the character after the range.
    if let last = replacement.unicodeScalars.last, range.upperBound < text.endIndex,
      !GraphemeScanner.isCertainBoundary(last.value, text.unicodeScalars[range.upperBound].value)
    {
      mayHaveJoined = true
    }
    changes.append(PolicyChange(rule: rule, kind: .truncated, removed: cut, message: message))
  }

  /// Removes every inserted grapheme cluster that `refuses` returns `true` for.
  ///
  /// A cluster is judged as it will stand in the text: when the inserted text joins the
  /// character before or after it ("©" followed by an inserted U+FE0F becomes the emoji "©️"),
  /// the joined cluster is judged, and only the inserted part of it is removed.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  public mutating func removeInsertedCharacters(
    rule: RuleID, message: String, where refuses: (Character) -> Bool
  ) {
    removeInsertedClusters(
      rule: rule, message: message,
      refusingCodePoints: { scalars, single in
        refuses(
          single.map { Character(Unicode.Scalar($0).unsafelyUnwrapped) }
            ?? Character(String(decoding: scalars.utf8, as: UTF8.self)))
      },
      refusing: refuses)
  }

  /// ``removeInsertedCharacters(rule:message:where:)`` for rules that judge a cluster by its
  /// code points, without making a `Character` of it: `refusingCodePoints` receives the
  /// cluster's code points and, for a cluster of one isolated code point, that code point.
  mutating func removeInsertedClusters(
    rule: RuleID, message: String, refusingCodePoints: (UTF8Scalars, UInt32?) -> Bool,
    refusing refuses: (Character) -> Bool
  ) {
    var removed = ""
    if indivisibleUTF8Ranges.isEmpty,
      let (kept, cut, mayJoin) = quicklyFiltered(refusingCodePoints)
    {
      guard !cut.isEmpty else { return }
      removed = cut
      replacement = kept
      mayHaveJoined = mayHaveJoined || mayJoin
      if !mayJoin {
        changes.append(PolicyChange(rule: rule, kind: .removed, removed: removed, message: message))
        return
      }
    }
    // Removing a cluster can join its neighbours into a new one; repeat until nothing changes.
    for _ in 0..<4 {
      guard let (kept, cut, tokens) = filteredReplacement(refuses), !cut.isEmpty else { break }
      removed += cut
      replacement = kept
      indivisibleUTF8Ranges = tokens
      mayHaveJoined = true
    }
    if !removed.isEmpty {
      changes.append(PolicyChange(rule: rule, kind: .removed, removed: removed, message: message))
    }
  }

  /// Removes the inserted code points that `refuses` returns `true` for, keeping the rest of their
  /// cluster: a zero width non-joiner typed after "l" goes, the "l" stays.
  ///
  /// `refuses` sees each code point with the cluster it will stand in, as in
  /// ``removeInsertedCharacters(rule:message:where:)``.
  ///
  /// - Complexity: O(*m*) in the length of the replacement.
  public mutating func removeInsertedScalars(
    rule: RuleID, message: String, where refuses: (Unicode.Scalar, Character) -> Bool
  ) {
    guard !replacement.isEmpty else { return }
    let before =
      range.lowerBound > text.startIndex
      ? text[text.index(before: range.lowerBound)..<range.lowerBound] : ""
    let after =
      range.upperBound < text.endIndex
      ? text[range.upperBound..<text.index(after: range.upperBound)] : ""
    let window = before + replacement + after
    let insertStart = before.unicodeScalars.count
    let insertEnd = insertStart + replacement.unicodeScalars.count
    var kept = String.UnicodeScalarView()
    var cut = String.UnicodeScalarView()
    var offset = 0
    for cluster in window {
      for scalar in cluster.unicodeScalars {
        if offset >= insertStart && offset < insertEnd {
          if refuses(scalar, cluster) { cut.append(scalar) } else { kept.append(scalar) }
        }
        offset += 1
      }
    }
    guard !cut.isEmpty else { return }
    replacement = String(kept)
    changes.append(
      PolicyChange(rule: rule, kind: .removed, removed: String(cut), message: message))
  }

  /// Filters the replacement on its own, when neither of its ends can join the text around it:
  /// the replacement without refused clusters, what was cut, and whether a cut may have let two
  /// kept clusters join. Returns `nil` when the ends may join the text around them.
  ///
  /// - Complexity: O(*m*); no allocation unless something is cut.
  private func quicklyFiltered(_ refuses: (UTF8Scalars, UInt32?) -> Bool)
    -> (String, String, Bool)?
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
      let bytes = cluster.utf8
      if refuses(cluster, single) {
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
    guard cutSomething else { return ("", "", false) }
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

  /// One filtering pass: the replacement without refused clusters, and what was cut.
  private func filteredReplacement(_ refuses: (Character) -> Bool)
    -> (String, String, [Range<Int>])?
  {
    guard !replacement.isEmpty else { return nil }
    let before =
      range.lowerBound > text.startIndex
      ? text[text.index(before: range.lowerBound)..<range.lowerBound] : ""
    let after =
      range.upperBound < text.endIndex
      ? text[range.upperBound..<text.index(after: range.upperBound)] : ""
    let window = before + replacement + after
    let insertStart = before.utf8.count
    let insertEnd = insertStart + replacement.utf8.count
    var kept: [UInt8] = []
    var cut: [UInt8] = []
    kept.reserveCapacity(replacement.utf8.count)
    let bytes = Array(window.utf8)
    // The inserted part of each cluster, in window offsets, and whether the rule refuses it.
    var pieces: [(range: Range<Int>, refused: Bool)] = []
    var offset = 0
    var position = window.startIndex
    while position < window.endIndex {
      let next = window.index(after: position)
      let length = window.utf8.distance(from: position, to: next)
      let start = Swift.max(offset, insertStart)
      let end = Swift.min(offset + length, insertEnd)
      if start < end { pieces.append((start..<end, refuses(window[position]))) }
      offset += length
      position = next
    }
    // A token loses all of itself when it loses any of itself.
    var tokens = indivisibleUTF8Ranges.map { (range: $0, refused: false) }
    if !tokens.isEmpty {
      for piece in pieces where piece.refused {
        let local = (piece.range.lowerBound - insertStart)..<(piece.range.upperBound - insertStart)
        for i in tokens.indices where tokens[i].range.overlaps(local) { tokens[i].refused = true }
      }
    }
    // Where each local offset moves to: back by the bytes cut before it.
    var shifts: [(at: Int, cutBefore: Int)] = []
    for piece in pieces {
      let local = (piece.range.lowerBound - insertStart)..<(piece.range.upperBound - insertStart)
      let inRefusedToken = tokens.contains { $0.refused && $0.range.overlaps(local) }
      shifts.append((local.lowerBound, cut.count))
      if piece.refused || inRefusedToken {
        cut += bytes[piece.range]
      } else {
        kept += bytes[piece.range]
      }
    }
    let surviving = tokens.filter { !$0.refused }.map { token -> Range<Int> in
      let shift = shifts.last { $0.at <= token.range.lowerBound }?.cutBefore ?? 0
      return (token.range.lowerBound - shift)..<(token.range.upperBound - shift)
    }
    return (
      String(decoding: kept, as: UTF8.self), String(decoding: cut, as: UTF8.self), surviving
    )
  }

  /// Replaces the whole text: for rules that normalise the result, such as a decimal number's
  /// leading zero.
  ///
  /// - Parameters:
  ///   - newText: The whole text after the edit.
  ///   - caret: Where the caret goes, in characters from the start of `newText`.
  mutating func replaceWholeText(with newText: String, caret: Int) {
    range = text.startIndex..<text.endIndex
    replacement = newText
    caretInReplacement = caret
    widened = true
    indivisibleUTF8Ranges = []
  }

  // MARK: Lengths

  /// The units of ``text`` under `metric`.
  ///
  /// - Complexity: O(1) when the field keeps a running count, otherwise O(*n*).
  func units(of metric: LengthMetric) -> Int {
    knownUnits[metric] ?? metric.units(of: text)
  }

  /// How much the edit would change the text's length under `metric`, if it inserted `inserted`.
  ///
  /// Metrics that count clusters see the characters around the edit, because an insertion can
  /// join them ("e" followed by an inserted U+0301 stays one character).
  ///
  /// - Complexity: O(*m*) in the lengths of the range and `inserted`.
  func unitChange(under metric: LengthMetric, inserting inserted: Substring) -> Int {
    switch metric {
    case .utf16, .utf8, .scalars, .gb18030:
      return metric.units(of: inserted) - metric.units(of: removedText)
    case .characters, .weighted:
      let lower = contextStart()
      let upper = contextEnd()
      let old = text[lower..<upper]
      let new = text[lower..<range.lowerBound] + inserted + text[range.upperBound..<upper]
      return metric.units(of: new) - metric.units(of: old)
    }
  }

  /// The start of the cluster before the range, stepping back over regional indicators.
  private func contextStart() -> String.Index {
    var lower = range.lowerBound
    if lower > text.startIndex { lower = text.index(before: lower) }
    while lower > text.startIndex, text[lower].unicodeScalars.first?.isRegionalIndicator == true {
      lower = text.index(before: lower)
    }
    return lower
  }

  /// The end of the cluster after the range, stepping over regional indicators.
  private func contextEnd() -> String.Index {
    var upper = range.upperBound
    if upper < text.endIndex { upper = text.index(after: upper) }
    while upper < text.endIndex, text[upper].unicodeScalars.first?.isRegionalIndicator == true {
      upper = text.index(after: upper)
    }
    return upper
  }
}

extension Unicode.Scalar {
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
