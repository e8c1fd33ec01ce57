import Foundation

/// How far a token set's tokens reach, so that a field can find them near an edit on a window of
/// the text instead of the whole text.
///
/// A *cut* is a position that no token candidate runs across: no literal and no sticker code
/// spans it, and the character there is one that no pattern match can hold after its first
/// (see ``TokenPatternShape``). Tokens found on a text that starts and ends at cuts (and on
/// grapheme cluster boundaries) are exactly the tokens the whole text has there: every scan a
/// token set runs (literals, patterns, stickers) arrives at a cut in the same state, whatever
/// came before it.
///
/// ```swift
/// // mentions: "hi @bob and @ali|ce"  → cuts before "@", " ", but not inside "alice"
/// // "@\\w+\\b": no locality, the set is scanned on the whole text
/// ```
struct TokenLocality: Sendable {
  /// The UTF-16 units around a cut that decide whether it is one: an edit that leaves this many
  /// units on the cut's side unchanged leaves it a cut.
  let margin: Int
  /// The characters a pattern match can hold after its first, or `nil` when there are none.
  private let interior: Interior?

  /// The locality of a token set with these literals (UTF-8 bytes), patterns and longest sticker
  /// code (in bytes); `nil` when a pattern's shape is not understood.
  init?(literals: [[UInt8]], patterns: [TokenPattern], longestSticker: Int) {
    var sets: [String] = []
    for pattern in patterns {
      guard let shape = TokenPatternShape(pattern.source) else { return nil }
      if let interior = shape.interior { sets.append(interior) }
    }
    if sets.isEmpty {
      interior = nil
    } else {
      guard let interior = Interior(set: "[" + sets.joined() + "]") else { return nil }
      self.interior = interior
    }
    margin = Swift.max(literals.map(\.count).max() ?? 0, longestSticker, 2)
  }

  /// Whether a pattern match can hold `scalar` after its first character.
  func isInterior(_ scalar: Unicode.Scalar) -> Bool {
    interior?.contains(scalar) ?? false
  }

  /// Membership in a `Regex` character class, looked up in a table for ASCII and remembered for
  /// the rest.
  ///
  /// The expression is never changed after creation; the memory of answers is guarded by a lock.
  private final class Interior: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
    let ascii: [Bool]
    private let lock = NSLock()
    private var known: [UInt32: Bool] = [:]
    /// The most answers remembered; past it the memory starts again.
    private static let capacity = 4_096

    init?(set: String) {
      guard let regex = try? Regex(set).matchingSemantics(.unicodeScalar) else { return nil }
      self.regex = regex
      self.ascii = (0..<128).map { Self.matches(regex, Unicode.Scalar(UInt8($0))) }
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII { return ascii[Int(scalar.value)] }
      lock.lock()
      let remembered = known[scalar.value]
      lock.unlock()
      if let remembered { return remembered }
      let answer = Self.matches(regex, scalar)
      lock.lock()
      if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
      known[scalar.value] = answer
      lock.unlock()
      return answer
    }

    static func matches(_ regex: Regex<AnyRegexOutput>, _ scalar: Unicode.Scalar) -> Bool {
      (try? regex.wholeMatch(in: String(scalar))) != nil
    }
  }
}
