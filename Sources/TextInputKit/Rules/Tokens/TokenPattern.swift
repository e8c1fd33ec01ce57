/// A regular expression whose matches behave as tokens: `@[A-Za-z0-9_]+` for mentions,
/// `#[^#\s]+#` for topics.
///
/// ```swift
/// let mentions = TokenSet(patterns: [.mention])
/// mentions.ranges(in: "hi @bob!")   // the range of "@bob"
/// try TokenPattern("@[")            // throws: the pattern does not compile
/// try TokenPattern("(?<=\\s)@\\w+") // throws: Swift Regex has no look-behind
/// ```
///
/// A pattern is written and matched in Swift `Regex` syntax, the dialect of
/// ``InputRules/Pattern`` too, with two options set: it runs code point by code point
/// (`matchingSemantics(.unicodeScalar)`), and `\b` is a simple word boundary
/// (`wordBoundaryKind(.simple)`). A match that does not start and end on grapheme cluster
/// boundaries is not a token (see ``TokenSet``), so `@[a-z]+` finds no token in "@bob" followed
/// by U+0301: the accent belongs to the last "b".
///
/// Before 1.0 token patterns ran on `NSRegularExpression` (ICU). For literals, `.`, classes and
/// ranges, `\s`, `\h`, `\v`, `\p{Script=Han}`, `\p{L}`, general categories, groups, alternation,
/// lazy and possessive quantifiers, look-ahead, `^`, `\A` and `\z` the matches are the same,
/// as a differential test checks on random patterns and texts. These read differently in
/// `Regex`:
///
/// - `\w`, `\d` and the POSIX classes (`[[:word:]]`) follow `Regex`: `\w` takes no combining
///   mark or joiner and `\d` takes "½";
/// - `\b` counts digits as outside words: `a\b` matches in "a1";
/// - `$` matches at the very end only, not before a final line break;
/// - `(?i)` folds fewer letters ("ſ" is not "s");
/// - a bare script, `\p{Han}` or `\p{Greek}`, also takes what is used with it
///   (Script_Extensions): "、" is Han, U+0301 is Greek; `\p{Script=Han}` does not;
/// - look-behind (`(?<=`, `(?<!`), `\cX`, block properties (`\p{InBasic_Latin}`) and
///   `\p{Extended_Pictographic}` do not compile, and `a{,3}` does.
///
/// `Regex` takes about twice as long as `NSRegularExpression` did to find the two built-in
/// patterns: 11 µs against 5 µs in a 100-character post, 9.9 ms against 4.7 ms in 100,000
/// characters (`Benchmarks`, target `Tokens`, p50). A field finds tokens only around an edit, so a
/// keystroke costs microseconds either way.
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
  /// The pattern, in Swift `Regex` syntax.
  public let source: String
  private let compiled: CompiledRegex

  /// Compiles `source`.
  ///
  /// - Throws: ``TextInputError`` of kind ``TextInputError/Kind/invalidPattern`` when the
  ///   pattern does not compile.
  public init(_ source: String) throws {
    do {
      self.compiled = try CompiledRegex(source)
    } catch {
      throw TextInputError(.invalidPattern, "tokenPattern.invalid", ["pattern": source], at: nil)
    }
    self.source = source
  }

  /// Mentions: `@` followed by letters, digits or underscores.
  public static let mention = try! TokenPattern("@[A-Za-z0-9_]+")

  /// Topics: text between two `#`, without spaces.
  public static let topic = try! TokenPattern("#[^#\\s]+#")

  public var description: String { source }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }

  /// The UTF-8 offsets of the non-empty matches in `text`, in order.
  func utf8Matches(in text: String) -> [Range<Int>] {
    text.matches(of: compiled.regex).compactMap { match in
      let range = match.range
      guard !range.isEmpty else { return nil }
      let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
      return start..<(start + text.utf8.distance(from: range.lowerBound, to: range.upperBound))
    }
  }
}

/// A compiled expression, shared between threads.
///
/// `Regex` is not `Sendable` because its output may not be; this one's output is
/// `AnyRegexOutput`, it is never changed after creation, and the program it compiles on first
/// use is stored once, atomically.
private final class CompiledRegex: @unchecked Sendable {
  let regex: Regex<AnyRegexOutput>

  init(_ source: String) throws {
    regex = try Regex(source).matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)
  }
}
