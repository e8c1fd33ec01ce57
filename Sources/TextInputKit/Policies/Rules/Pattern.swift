extension InputRules {
  /// A regular expression the whole text must match after every edit.
  ///
  /// The pattern judges the text as it grows, so it must accept every prefix a person types on the
  /// way: `[0-9]{0,4}` works for a four-digit code, `[0-9]{4}` refuses the first digit. Marked
  /// (composing) text is never judged, so a Chinese-only pattern still lets pinyin be composed.
  /// A paste keeps its longest prefix that matches (found by a binary search, so for a pattern
  /// that does not accept the prefixes of what it accepts, a shorter prefix that matches).
  ///
  /// ```swift
  /// let hex = InputPolicy(try InputRules.Pattern("[0-9A-F]*"))
  /// // "1F|" + "A" → "1FA|"
  /// // "1F|" + "G" → refused
  /// ```
  public struct Pattern: InputRule, Hashable, Codable {
    /// The pattern's source, in Swift `Regex` syntax.
    public let source: String
    private let regex: Regex<AnyRegexOutput>

    /// Compiles `source`; throws a ``PolicyError`` naming the problem if it does not compile.
    public init(_ source: String) throws(PolicyError) {
      do {
        self.regex = try Regex(source)
      } catch {
        throw PolicyError("The pattern \"\(source)\" does not compile: \(error)")
      }
      self.source = source
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      try self.init(try container.decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(source)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Whether the whole of `text` matches.
    public func matches(_ text: String) -> Bool {
      (try? regex.wholeMatch(in: text)) != nil
    }

    public func apply(to edit: inout ProposedEdit) {
      let prefix = String(edit.prefix)
      let suffix = edit.suffix
      guard !matches(prefix + edit.replacement + suffix) else { return }
      // A binary search over the insertion's length: O(log m) matches rather than one per
      // character. For a pattern that accepts every prefix of what it accepts, as a pattern for
      // typing must, it finds the longest prefix that matches.
      let inserted = Array(edit.replacement)
      let kept = longestValidPrefix(count: inserted.count) { length in
        matches(prefix + String(inserted[..<length]) + suffix)
      }
      let message = "The text must match the pattern \(source)."
      if kept == 0 {
        edit.refuse(rule: .pattern, message: message)
      } else {
        edit.truncateReplacement(to: kept, rule: .pattern, message: message)
      }
    }
  }
}

/// The largest `length` in `0..<count` for which `isValid(length)` holds, assuming that a valid
/// length's shorter lengths are valid too; 0 when none is (the empty insertion is not checked).
///
/// - Complexity: O(log *count*) calls of `isValid`.
func longestValidPrefix(count: Int, _ isValid: (Int) -> Bool) -> Int {
  var valid = 0
  var invalid = count
  while invalid - valid > 1 {
    let middle = valid + (invalid - valid) / 2
    if isValid(middle) { valid = middle } else { invalid = middle }
  }
  return valid
}

extension InputRules.Pattern: @unchecked Sendable {}
