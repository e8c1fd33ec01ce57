/// An edit on its way through a policy's rules.
///
/// Rules read the field's text and the range being replaced, and change ``replacement`` through
/// the methods below, which record what changed for the field's feedback (``changes``): a rule
/// cannot change the edit without saying why.
///
/// | To | Call |
/// | --- | --- |
/// | Reject the whole edit | `reject(rule:message:)` |
/// | Remove some inserted characters | `removeInsertedCharacters(rule:message:where:)` |
/// | Rewrite what is inserted (case, width) | `transformReplacement(rule:message:_:)` |
/// | Keep only the start of what is inserted | `truncateReplacement(to:rule:message:)`, `truncateReplacement(atUTF8:rule:message:)` |
/// | Rewrite the whole text (normalise it) | `replaceWholeText(with:caret:rule:message:)` |
///
/// None of them can split a grapheme cluster or leave the caret outside the text: offsets are
/// clamped to the replacement and rounded down to the end of a whole character, and when what
/// a rule inserts joins the characters around it ("e" before an inserted U+0301), the policy
/// reviews the joined result again. See <doc:WritingARule>.
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
  /// Set when a rule rejects the whole edit.
  public internal(set) var rejection: PolicyChange?
  /// Where the caret goes, in characters from the start of ``replacement``; `nil` for its end.
  /// Never past the end of the replacement, even after a later rule shortened it.
  var caretInReplacement: Int? {
    get { working.placedCaret.map { $0.clamped(to: 0...replacement.count) } }
    set { working.placedCaret = newValue }
  }
  /// What the engine and the rules note while the edit is reviewed (see ``ReviewState``).
  var working: ReviewState
  /// Parts of ``replacement`` that rules keep or drop whole, in UTF-8 offsets: tokens such as
  /// `sin(` or a sticker code, which must never be inserted in part.
  ///
  /// Sorted and non-overlapping. `truncateReplacement(to:rule:message:)` never cuts inside one,
  /// and `removeInsertedCharacters(rule:message:where:)` removes all of one when it removes any
  /// of it. A rewrite of the replacement that changes it clears them.
  public internal(set) var indivisibleUTF8Ranges: [Range<Int>] {
    get { working.indivisibleUTF8Ranges }
    set { working.indivisibleUTF8Ranges = newValue }
  }

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
    self.working = ReviewState(knownUnits: knownUnits)
  }

  /// The text the edit removes.
  public var removedText: Substring { text[range] }

  /// The text before the range.
  public var prefix: Substring { text[..<range.lowerBound] }

  /// The text after the range.
  public var suffix: Substring { text[range.upperBound...] }

  /// The clusters on either side of the range (empty at an end of the text): what the inserted
  /// text may join.
  var neighbours: (before: Substring, after: Substring) {
    let before =
      range.lowerBound > text.startIndex
      ? text[text.index(before: range.lowerBound)..<range.lowerBound] : ""
    let after =
      range.upperBound < text.endIndex
      ? text[range.upperBound..<text.index(after: range.upperBound)] : ""
    return (before, after)
  }

  /// The whole text as it would be after the edit.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public var resultingText: String {
    // Appended as strings: `+` of substrings would append a character at a time.
    var text = String()
    text.reserveCapacity(prefix.utf8.count + replacement.utf8.count + suffix.utf8.count)
    text.append(contentsOf: prefix)
    text.append(replacement)
    text.append(contentsOf: suffix)
    return text
  }

  /// Whether a rule has rejected the edit.
  public var isRejected: Bool { rejection != nil }

  // MARK: Changing the edit

  /// Rejects the whole edit, saying why in `message`, shown as written in every language.
  public mutating func reject(rule: RuleID, message: String) {
    reject(rule: rule, message: .verbatim(message))
  }

  /// Rejects the whole edit: the field stays exactly as it was, and `message` says why.
  ///
  /// ```swift
  /// struct NoLeadingSpace: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     guard edit.prefix.isEmpty, edit.replacement.first == " " else { return }
  ///     edit.reject(rule: "noLeadingSpace", message: "A name cannot start with a space.")
  ///   }
  /// }
  /// // "|Li" + " " → rejected: "A name cannot start with a space."
  /// // "Li|" + " " → "Li |"
  /// ```
  ///
  /// The rules after this one do not run.
  public mutating func reject(rule: RuleID, message: LocalizedMessage) {
    let change = PolicyChange(rule: rule, kind: .rejected, removed: replacement, message: message)
    rejection = change
    changes.append(change)
  }

  /// Rewrites what the edit inserts; `message` is shown as written in every language.
  public mutating func transformReplacement(
    rule: RuleID, message: String, _ transform: (String) -> String
  ) {
    transformReplacement(rule: rule, message: .verbatim(message), transform)
  }

  /// Rewrites what the edit inserts, recording a ``PolicyChange/Kind/transformed`` change when
  /// the text differs.
  ///
  /// ```swift
  /// struct Lowercased: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     edit.transformReplacement(rule: "lowercase", message: "Letters were lowercased.") {
  ///       $0.lowercased()
  ///     }
  ///   }
  /// }
  /// // "ab|" + "C" → "abc|" (changed)   ·   "ab|" + "1" → "ab1|" (accepted: nothing to rewrite)
  /// ```
  ///
  /// `transform` receives the whole replacement and returns what to insert instead; it may
  /// return any string. When that string joins the characters around the edit into a different
  /// character, the policy runs its rules again on the result. A transform that returns an
  /// empty string leaves nothing to insert, and the edit is rejected with this change as the
  /// reason. The ``indivisibleUTF8Ranges`` are forgotten when the text changes, since a
  /// rewrite may not keep them whole.
  public mutating func transformReplacement(
    rule: RuleID, message: LocalizedMessage, _ transform: (String) -> String
  ) {
    let rewritten = transform(replacement)
    guard rewritten != replacement else { return }
    working.mayHaveJoined = true
    changes.append(
      PolicyChange(rule: rule, kind: .transformed, removed: replacement, message: message))
    replacement = rewritten
    working.indivisibleUTF8Ranges = []
  }

  /// Keeps the first `kept` characters of what the edit inserts; `message` is shown as written
  /// in every language.
  public mutating func truncateReplacement(to kept: Int, rule: RuleID, message: String) {
    truncateReplacement(to: kept, rule: rule, message: .verbatim(message))
  }

  /// Keeps only the first `kept` characters (grapheme clusters) of what the edit inserts,
  /// recording a ``PolicyChange/Kind/truncated`` change with what was cut.
  ///
  /// ```swift
  /// struct ThreeAtATime: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     edit.truncateReplacement(to: 3, rule: "threeAtATime", message: "Paste 3 at a time.")
  ///   }
  /// }
  /// // "|" + paste "👍🏽a😀b" → "👍🏽a😀|" (changed: "b" cut)
  /// // "|" + paste "ab" → "ab|" (accepted: nothing to cut)
  /// ```
  ///
  /// A negative `kept` counts as 0; a `kept` at or past the replacement's length changes
  /// nothing. Keeping 0 characters leaves nothing to insert, and the edit is rejected with
  /// this change as the reason. A cut that would fall inside one of the
  /// ``indivisibleUTF8Ranges`` moves back to its start, so a token that does not fit is left
  /// out whole.
  ///
  /// - Complexity: O(*k*) for *k* kept characters.
  public mutating func truncateReplacement(
    to kept: Int, rule: RuleID, message: LocalizedMessage
  ) {
    let end =
      replacement.index(
        replacement.startIndex, offsetBy: Swift.max(kept, 0), limitedBy: replacement.endIndex)
      ?? replacement.endIndex
    truncateReplacement(
      atUTF8: replacement.utf8.distance(from: replacement.startIndex, to: end), rule: rule,
      message: message)
  }

  /// Keeps the first `endOffset` UTF-8 bytes of what the edit inserts, rounded down to a whole
  /// character; `message` is shown as written in every language.
  public mutating func truncateReplacement(atUTF8 endOffset: Int, rule: RuleID, message: String) {
    truncateReplacement(atUTF8: endOffset, rule: rule, message: .verbatim(message))
  }

  /// Keeps only the first `endOffset` UTF-8 bytes of what the edit inserts, rounded down to
  /// the end of a whole character, recording a ``PolicyChange/Kind/truncated`` change with what
  /// was cut: for rules that measure in bytes.
  ///
  /// ```swift
  /// struct SixteenBytes: InputRule {
  ///   func review(_ edit: inout ProposedEdit) {
  ///     let room = 16 - (edit.text.utf8.count - edit.removedText.utf8.count)
  ///     guard edit.replacement.utf8.count > room else { return }
  ///     edit.truncateReplacement(atUTF8: room, rule: "bytes", message: "At most 16 bytes.")
  ///   }
  /// }
  /// // "0123456789abcd|" + paste "ef" → "0123456789abcdef|"
  /// // "0123456789abcd|" + paste "e你" → "0123456789abcde|" (changed: "你" is 3 bytes)
  /// // "0123456789abcdef|" + "g" → rejected: "At most 16 bytes."
  /// ```
  ///
  /// An offset inside a character ("👍🏽" is 8 bytes; an offset of 5 falls in it) keeps only the
  /// characters before it, never part of one. A negative offset counts as 0; one at or past the
  /// replacement's end changes nothing. Keeping 0 bytes leaves nothing to insert, and the edit
  /// is rejected with this change as the reason. A cut inside one of the
  /// ``indivisibleUTF8Ranges`` moves back to its start.
  ///
  /// - Complexity: O(*c*) in the size of the character at the offset.
  public mutating func truncateReplacement(
    atUTF8 endOffset: Int, rule: RuleID, message: LocalizedMessage
  ) {
    let utf8 = replacement.utf8
    guard endOffset < utf8.count else { return }
    var end = replacement.clusterEnd(atOrBeforeUTF8: Swift.max(endOffset, 0))
    let endOffset = utf8.distance(from: replacement.startIndex, to: end)
    if let token = working.indivisibleUTF8Ranges.first(where: {
      $0.lowerBound < endOffset && endOffset < $0.upperBound
    }) {
      end = replacement.utf8.index(replacement.startIndex, offsetBy: token.lowerBound)
    }
    let kept = utf8.distance(from: replacement.startIndex, to: end)
    working.indivisibleUTF8Ranges.removeAll { $0.upperBound > kept }
    let cut = String(replacement[end...])
    replacement = String(replacement[..<end])
    // The new end may join the character after the range.
    if let last = replacement.unicodeScalars.last, range.upperBound < text.endIndex,
      !GraphemeScanner.isCertainBoundary(last.value, text.unicodeScalars[range.upperBound].value)
    {
      working.mayHaveJoined = true
    }
    changes.append(PolicyChange(rule: rule, kind: .truncated, removed: cut, message: message))
  }

  /// Replaces the whole text: for rules that normalise the result, such as a decimal number's
  /// leading zero.
  ///
  /// - Parameters:
  ///   - newText: The whole text after the edit.
  ///   - caret: Where the caret goes, in characters from the start of `newText`.
  mutating func replaceWholeText(with newText: String, caret: Int) {
    replaceStart(through: text.endIndex, with: newText, caret: caret)
  }

  /// Replaces the text from its start to `end`, which is at or after the end of ``range``: for
  /// a rule that rewrites the start of the number and leaves the text after the edit alone, so
  /// that a later cut of ``replacement`` shortens the insertion, never that text.
  ///
  /// - Parameters:
  ///   - end: Where the rewritten part ends in ``text``.
  ///   - newStart: What replaces `text[..<end]`.
  ///   - caret: Where the caret goes, in characters from the start of `newStart`.
  mutating func replaceStart(through end: String.Index, with newStart: String, caret: Int) {
    range = text.startIndex..<Swift.max(end, range.upperBound)
    replacement = newStart
    caretInReplacement = caret
    working.widened = true
    working.indivisibleUTF8Ranges = []
  }
}

extension Unicode.Scalar {
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
