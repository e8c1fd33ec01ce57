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
  /// The change in length that inserting the whole ``replacement`` over ``range`` makes, under
  /// one metric, once measured: a length limit measures it and the field reuses it to keep its
  /// running count. It holds for the replacement and range it was measured with, which are kept
  /// to compare (a string compares with itself at once).
  var measuredChange:
    (metric: LengthMetric, change: Int, replacement: String, range: Range<String.Index>)?
  /// Parts of ``replacement`` that rules keep or drop whole, in UTF-8 offsets: tokens such as
  /// `sin(` or a sticker code, which must never be inserted in part.
  ///
  /// Sorted and non-overlapping. ``truncateReplacement(to:rule:message:)`` never cuts inside one,
  /// and ``removeInsertedCharacters(rule:message:where:)`` removes all of one when it removes any
  /// of it. A rewrite of the replacement that changes it clears them.
  public internal(set) var indivisibleUTF8Ranges: [Range<Int>] = []
  /// For patterns, where ``text`` sits in the field when it is a window of it.
  var patternWindows: [PatternWindow] = []

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
  public var resultingText: String { prefix + replacement + suffix }

  /// Whether a rule has refused the edit.
  public var isRefused: Bool { refusal != nil }

  // MARK: Changing the edit

  /// Refuses the whole edit, saying why with a message of the tables.
  ///
  /// ```swift
  /// edit.refuse(rule: .maxLength, message: LocalizedMessage("maxLength.atMost", ["count": "11", "metric": "characters"]))
  /// ```
  public mutating func refuse(rule: RuleID, message: LocalizedMessage) {
    let change = PolicyChange(rule: rule, kind: .refused, removed: replacement, message: message)
    refusal = change
    changes.append(change)
  }

  /// Refuses the whole edit, saying why in `message`, shown as written in every language.
  ///
  /// ```swift
  /// edit.refuse(rule: "fourDigits", message: "Enter only 4 digits.")
  /// ```
  public mutating func refuse(rule: RuleID, message: String) {
    refuse(rule: rule, message: .verbatim(message))
  }

  /// Rewrites what the edit inserts, recording a change when the text differs; `message` is
  /// shown as written in every language.
  public mutating func transformReplacement(
    rule: RuleID, message: String, _ transform: (String) -> String
  ) {
    transformReplacement(rule: rule, message: .verbatim(message), transform)
  }

  /// Rewrites what the edit inserts, recording a change when the text differs.
  ///
  /// A rewrite keeps the text's meaning (case, full-width forms): ``InputPolicy/validate(_:)``
  /// lists it as a normalization.
  public mutating func transformReplacement(
    rule: RuleID, message: LocalizedMessage, _ transform: (String) -> String
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
  public mutating func truncateReplacement(to kept: Int, rule: RuleID, message: LocalizedMessage) {
    let end =
      replacement.index(
        replacement.startIndex, offsetBy: Swift.max(kept, 0), limitedBy: replacement.endIndex)
      ?? replacement.endIndex
    truncateReplacement(
      atUTF8: replacement.utf8.distance(from: replacement.startIndex, to: end), rule: rule,
      message: message)
  }

  /// Cuts what the edit inserts down to `kept`, a prefix of it, recording what was cut;
  /// `message` is shown as written in every language.
  public mutating func truncateReplacement(to kept: Int, rule: RuleID, message: String) {
    truncateReplacement(to: kept, rule: rule, message: .verbatim(message))
  }

  /// Cuts what the edit inserts down to its first `endOffset` UTF-8 bytes, which must end a
  /// grapheme cluster of the replacement.
  mutating func truncateReplacement(
    atUTF8 endOffset: Int, rule: RuleID, message: LocalizedMessage
  ) {
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
}

extension Unicode.Scalar {
  var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
