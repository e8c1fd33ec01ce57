import Foundation

/// One of libphonenumber's regular expressions, compiled when first used.
///
/// libphonenumber's expressions use digits, classes, groups, alternation and counted
/// repetition, which ICU's `NSRegularExpression` reads as Java does.
///
/// ```swift
/// let groups = PhoneRegex("(\\d{3})(\\d{4})")
/// groups.matchesWhole("6502530")                        // true
/// groups.replacingMatches(in: "6502530", with: "\\1-\\2")  // "650-2530"
/// groups.matchesWhole("65025")                          // false
/// ```
final class PhoneRegex: @unchecked Sendable {
  let pattern: String
  private let lock = NSLock()
  private var anywhere: NSRegularExpression?
  private var whole: NSRegularExpression?

  init(_ pattern: String) { self.pattern = pattern }

  /// The expression itself and the expression anchored at the end are compiled each when first
  /// needed: a region's first keystroke matches most of its formats' leading digits at the start
  /// of the text only, and compiles no anchored copy of them.
  private func compiled(
    _ slot: ReferenceWritableKeyPath<PhoneRegex, NSRegularExpression?>, _ source: () -> String
  ) -> NSRegularExpression {
    lock.lock()
    defer { lock.unlock() }
    if let expression = self[keyPath: slot] { return expression }
    // The metadata's expressions are all valid; one that failed would match nothing.
    let expression =
      (try? NSRegularExpression(pattern: source()))
      ?? (try! NSRegularExpression(pattern: "(?!)"))
    self[keyPath: slot] = expression
    return expression
  }

  /// The expression, for matches anywhere or at the start of a text.
  var expression: NSRegularExpression { compiled(\.anywhere) { pattern } }

  /// The expression that must reach the end of the text.
  private var wholeExpression: NSRegularExpression {
    compiled(\.whole) { "(?:" + pattern + ")\\z" }
  }

  /// The length of the match at the start of `text` (Java's `lookingAt`), or `nil`.
  ///
  /// - Complexity: O(*n*) in the length of `text` for the metadata's expressions.
  func prefixMatchLength(_ text: String) -> Int? {
    let ns = text as NSString
    guard
      let match = expression.firstMatch(
        in: text, options: [.anchored], range: NSRange(location: 0, length: ns.length))
    else { return nil }
    return match.range.length
  }

  /// Whether all of `text` matches (Java's `matches`).
  func matchesWhole(_ text: String) -> Bool {
    let ns = text as NSString
    return wholeExpression.firstMatch(
      in: text, options: [.anchored], range: NSRange(location: 0, length: ns.length)) != nil
  }

  /// The first match anywhere in `text`, as a string, or `nil`.
  func firstMatch(in text: String) -> String? {
    let ns = text as NSString
    guard
      let match = expression.firstMatch(
        in: text, range: NSRange(location: 0, length: ns.length))
    else { return nil }
    return ns.substring(with: match.range)
  }

  /// `text` with every match replaced by `template`, where `\1`… stand for its groups (Python's
  /// `re.sub`).
  func replacingMatches(in text: String, with template: String) -> String {
    let ns = text as NSString
    var result = ""
    var last = 0
    for match in expression.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      result += ns.substring(with: NSRange(location: last, length: match.range.location - last))
      var scalars = template.unicodeScalars.makeIterator()
      while let scalar = scalars.next() {
        if scalar == "\\", let next = scalars.next() {
          if let group = Int(String(next)), group < match.numberOfRanges {
            let range = match.range(at: group)
            if range.location != NSNotFound { result += ns.substring(with: range) }
          } else {
            result.unicodeScalars.append(next)
          }
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      last = match.range.location + match.range.length
    }
    result += ns.substring(from: last)
    return result
  }
}

extension PhoneRegex {
  /// The match at the start of `text`: its length, and each group's text (`nil` for a group that
  /// took no part), or `nil` when there is none.
  func prefixMatch(_ text: String) -> (length: Int, groups: [String?])? {
    let ns = text as NSString
    guard
      let match = expression.firstMatch(
        in: text, options: [.anchored], range: NSRange(location: 0, length: ns.length))
    else { return nil }
    let groups = (1..<Swift.max(match.numberOfRanges, 1)).map { index -> String? in
      let range = match.range(at: index)
      return range.location == NSNotFound ? nil : ns.substring(with: range)
    }
    return (match.range.length, groups)
  }
}
