/// The spans of a text that behave as one character: calculator keys, mentions, stickers.
///
/// A token set finds tokens three ways: a list of literal strings (`sin(`, `π`), regular
/// expressions (`@[A-Za-z0-9_]+`), and the codes of a ``StickerCatalog`` (`[笑哭]`). Where two
/// tokens overlap, the one that starts first wins, and of two that start together the longer.
/// A match that does not start and end on grapheme cluster boundaries is not a token: `π`
/// followed by a combining accent is one character, "π́", and stays ordinary text.
///
/// ```swift
/// let keys = TokenSet.calculator
/// keys.ranges(in: "2sin(π)")     // "sin(" and "π"
/// keys.ranges(in: "2sinπ\u{301}") // []: "sin" lacks its "(", and "π́" is not "π"
/// ```
///
/// The caret never rests inside a token (``snap(_:)``, ``moveCaret(by:in:)``), an edit that
/// cuts one takes all of it (``adjust(_:in:)``), and a policy applied with
/// ``InputPolicy/apply(_:to:tokens:)`` inserts a token whole or not at all.
public struct TokenSet: Sendable, Hashable {
  /// Strings that are tokens wherever they appear.
  public let literals: [String]
  /// Patterns whose matches are tokens.
  public let patterns: [TokenPattern]
  /// A sticker catalog whose codes are tokens.
  public let catalog: StickerCatalog?
  /// Literals by their first UTF-8 byte, longest first.
  let literalTable: [UInt8: [[UInt8]]]
  /// How far the tokens reach, for finding them near an edit; `nil` when a pattern can only be
  /// matched on the whole text.
  let locality: TokenLocality?

  /// Creates a token set.
  ///
  /// - Parameters:
  ///   - literals: Strings that are tokens wherever they appear; empty strings are ignored.
  ///   - patterns: Patterns whose matches are tokens.
  ///   - catalog: A sticker catalog whose codes are tokens.
  public init(
    literals: [String] = [], patterns: [TokenPattern] = [], catalog: StickerCatalog? = nil
  ) {
    self.literals = literals
    self.patterns = patterns
    self.catalog = catalog
    var table: [UInt8: [[UInt8]]] = [:]
    for literal in Set(literals) where !literal.isEmpty {
      let bytes = Array(literal.utf8)
      table[bytes[0], default: []].append(bytes)
    }
    for key in table.keys { table[key]!.sort { $0.count > $1.count } }
    self.literalTable = table
    self.locality = TokenLocality(
      literals: table.values.flatMap { $0 }, patterns: patterns,
      longestSticker: catalog?.scanner.longest ?? 0)
  }

  /// No tokens: every character stands alone.
  public static let none = TokenSet()

  /// The keys of a scientific calculator that insert more than one character.
  public static let calculator = TokenSet(literals: [
    "sin(", "cos(", "tan(", "asin(", "acos(", "atan(", "sinh(", "cosh(", "tanh(",
    "ln(", "log(", "log₂(", "√(", "∛(", "exp(", "abs(", "π", "Ans",
  ])

  /// Mentions (`@bob`) and topics (`#swift#`).
  public static let mentionsAndTopics = TokenSet(patterns: [.mention, .topic])

  /// Whether the set finds no tokens in any text.
  public var isEmpty: Bool {
    literalTable.isEmpty && patterns.isEmpty && (catalog?.isEmpty ?? true)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.literals == rhs.literals && lhs.patterns == rhs.patterns && lhs.catalog == rhs.catalog
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(literals)
    hasher.combine(patterns)
    hasher.combine(catalog)
  }

  /// The tokens in `text`, in order, without overlaps, on grapheme cluster boundaries.
  ///
  /// - Complexity: O(*n*) in the length of `text` for literals and stickers, plus the cost of
  ///   each pattern.
  public func ranges(in text: String) -> [Range<String.Index>] {
    utf8Ranges(in: text).map { range in
      let lower = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
      let upper = text.utf8.index(lower, offsetBy: range.count)
      return lower..<upper
    }
  }

  /// The tokens in `text`, as UTF-8 offsets.
  func utf8Ranges(in text: String) -> [Range<Int>] {
    guard !isEmpty, !text.isEmpty else { return [] }
    var candidates: [Range<Int>] = []
    var sources = 0
    if !literalTable.isEmpty {
      sources += 1
      scanLiterals(in: text) { candidates.append($0) }
    }
    if !patterns.isEmpty {
      sources += 1
      for pattern in patterns { candidates += pattern.utf8Matches(in: text) }
    }
    if let catalog, !catalog.isEmpty {
      sources += 1
      catalog.scanner.scan(text) { range, _ in candidates.append(range) }
    }
    if sources > 1 || patterns.count > 1 {
      candidates.sort {
        $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.count > $1.count
      }
    }
    var result: [Range<Int>] = []
    var end = 0
    for candidate in candidates where candidate.lowerBound >= end {
      let lower = text.utf8.index(text.startIndex, offsetBy: candidate.lowerBound)
      let upper = text.utf8.index(lower, offsetBy: candidate.count)
      guard text.isClusterBoundary(lower), text.isClusterBoundary(upper) else { continue }
      result.append(candidate)
      end = candidate.upperBound
    }
    return result
  }

  /// Calls `found` with each leftmost-longest literal match, as UTF-8 offsets.
  private func scanLiterals(in text: String, _ found: (Range<Int>) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      var i = 0
      while i < bytes.count {
        if let candidates = literalTable[bytes[i]],
          let match = candidates.first(where: { literal in
            literal.count <= bytes.count - i
              && literal.indices.allSatisfy { bytes[i + $0] == literal[$0] }
          })
        {
          found(i..<(i + match.count))
          i += match.count
        } else {
          i += 1
        }
      }
    }
  }
}

extension String {
  /// Whether `position` is on a grapheme cluster boundary.
  func isClusterBoundary(_ position: Index) -> Bool {
    position == startIndex || position == endIndex || clusterStart(position) == position
  }
}
