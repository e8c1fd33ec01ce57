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
  /// - Throws: ``TokenPatternError`` when the pattern does not compile.
  public init(_ source: String) throws {
    do {
      self.compiled = CompiledRegex(try NSRegularExpression(pattern: source))
    } catch {
      throw TokenPatternError(
        message: "The token pattern \"\(source)\" is not a valid regular expression.")
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

/// A token pattern that does not compile.
public struct TokenPatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, for people.
  public var message: String
  /// Creates an error.
  public init(message: String) { self.message = message }
  public var description: String { message }
}

/// An immutable compiled expression; `NSRegularExpression` is safe to share between threads.
private final class CompiledRegex: @unchecked Sendable {
  let regex: NSRegularExpression
  init(_ regex: NSRegularExpression) { self.regex = regex }
}
