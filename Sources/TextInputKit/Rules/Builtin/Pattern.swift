extension InputRules {
  /// A regular expression the text must be able to become: every edit must leave a text that
  /// some continuation makes a whole match.
  ///
  /// A pattern answers two questions, each in one pass over the text, in time proportional to
  /// its length whatever the pattern (it runs an automaton, never backtracks):
  ///
  /// - **Can the text still become a match?** (``isPrefixOfMatch(_:)``) Every edit must keep
  ///   this: for `^[0-9]{4}$`, "1", "12" and "123" can, "12a" and "12345" cannot.
  /// - **Is the text a match?** (``matches(_:)``) The completion check: "12" is incomplete,
  ///   "1234" is complete. It never rejects a keystroke.
  ///
  /// A paste keeps its longest part that can still become a match, never splitting a character.
  /// Marked (composing) text is never judged, so a Chinese-only pattern still lets pinyin be
  /// composed.
  ///
  /// ```swift
  /// let code = InputPolicy(try InputRules.Pattern("^[0-9]{4}$"))
  /// // "12|" + "3" → "123|"
  /// // "1234|" + "5" → rejected
  /// // "|" + paste "12a4" → "12|"
  /// let plate = InputPolicy(try InputRules.Pattern("^[A-Z]{2}[0-9]{3}$"))
  /// // "A|" + "1" → rejected
  /// ```
  ///
  /// Characters are whole grapheme clusters, as in Swift `Regex`'s default: `.` takes a whole
  /// emoji, `[0-9]{4}` counts four digits, `\p{Han}` asks the first scalar of a character.
  /// Constructs that need backtracking (backreferences, lookaround, atomic groups, possessive
  /// quantifiers) are rejected with a ``TextInputError`` that names them; see the Patterns article.
  public struct Pattern: InputRule, Hashable, Codable {
    /// The pattern's source, in Swift `Regex` syntax.
    public let source: String
    let automaton: PatternAutomaton

    /// Compiles `source`; throws a ``TextInputError`` naming the problem if it is not supported.
    ///
    /// ```swift
    /// try InputRules.Pattern("(a)\\1")  // throws: backreferences need backtracking
    /// ```
    public init(_ source: String) throws(TextInputError) {
      var parser = PatternParser(source)
      self.automaton = try PatternAutomaton(try parser.parse(), source: source)
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

    /// Whether the whole of `text` matches: whether the value is complete.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func matches(_ text: String) -> Bool { automaton.matches(text) }

    /// Whether some continuation of `text` (maybe none) matches: whether it can still become a
    /// match, as every edit must keep it.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func isPrefixOfMatch(_ text: String) -> Bool { automaton.isPrefixOfMatch(text) }

    var message: LocalizedMessage { LocalizedMessage("pattern.cannotMatch", ["pattern": source]) }

    /// The completion check: a text that matches is complete, one that can still become a match
    /// is incomplete, any other is invalid (a text set in code, or a policy that changed). An
    /// empty value is left to ``Required``.
    ///
    /// ```swift
    /// let code = try InputRules.Pattern("^[0-9]{4}$")
    /// code.completion(of: "12")?.description  // "incomplete pattern: Not finished: the text must match the pattern ^[0-9]{4}$."
    /// code.completion(of: "1234")              // nil: complete
    /// code.completion(of: "12a")?.status       // .invalid
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the value, in one pass.
    public func completion(of value: String) -> Completion? {
      guard !value.isEmpty else { return nil }
      let (matches, isPrefix) = automaton.judge(value)
      if matches { return nil }
      return isPrefix
        ? .incomplete(
          rule: .pattern, message: LocalizedMessage("pattern.notFinished", ["pattern": source]))
        : .invalid(
          rule: .pattern, message: LocalizedMessage("pattern.noMatch", ["pattern": source]))
    }

    public func review(_ edit: inout ProposedEdit) {
      let window =
        edit.working.patternWindows.first { $0.automaton === automaton }
        ?? PatternWindow(whole: automaton)
      switch PatternReview(window: window, edit: edit).longestKept() {
      case .all: return
      case .none: edit.reject(rule: .pattern, message: message)
      case .utf8(let kept): edit.truncateReplacement(atUTF8: kept, rule: .pattern, message: message)
      }
    }
  }
}

extension InputRules.Pattern: WindowedRule {
  var windowAutomaton: PatternAutomaton { automaton }
}

extension InputRules.Pattern: OwnKeyRule {
  static var policyKey: RuleID { .pattern }

  /// Only from a trusted file (``PolicyDecodingOptions/allowsPatterns``).
  static func read(from value: any Decoder) throws(TextInputError) -> Self? {
    try value.requireTrusted(value.policyOptions.allowsPatterns)
    let source = try value.string()
    do {
      return try Self(source)
    } catch {
      var located = error
      located.location = value.location
      throw located
    }
  }
}
