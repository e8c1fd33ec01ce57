import Foundation

/// A regular expression whose matches behave as tokens: `@[A-Za-z0-9_]+` for mentions,
/// `#[^#\s]+#` for topics.
///
/// ```swift
/// let mentions = TokenSet(patterns: [.mention])
/// mentions.ranges(in: "hi @bob!")   // the range of "@bob"
/// try TokenPattern("@[")            // throws: the pattern does not compile
/// ```
public struct TokenPattern: Sendable, Hashable, CustomStringConvertible {
  /// The pattern, in ICU regular expression syntax (`NSRegularExpression`).
  public let source: String
  private let compiled: CompiledRegex

  /// Compiles `source`.
  ///
  /// - Throws: ``TextInputError`` of kind ``TextInputError/Kind/invalidPattern`` when the
  ///   pattern does not compile.
  public init(_ source: String) throws {
    do {
      self.compiled = CompiledRegex(try NSRegularExpression(pattern: source))
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

  /// The UTF-16 ranges of the matches in `text`.
  func matches(in text: String) -> [Range<Int>] {
    let ns = NSString(string: text)
    return compiled.regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
      .compactMap { match in
        let range = match.range
        guard range.location != NSNotFound, range.length > 0 else { return nil }
        return range.location..<(range.location + range.length)
      }
  }
}

/// An immutable compiled expression; `NSRegularExpression` is safe to share between threads.
private final class CompiledRegex: @unchecked Sendable {
  let regex: NSRegularExpression
  init(_ regex: NSRegularExpression) { self.regex = regex }
}
