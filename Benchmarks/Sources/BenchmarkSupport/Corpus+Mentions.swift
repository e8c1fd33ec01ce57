import TextInputKit

extension Corpus {
  /// A post of `characters` characters on screen, `mentions` of which start a mention
  /// (`@user123`, followed by a space) spread at seeded positions through the mixed corpus text.
  public static func mentionPost(
    characters: Int, mentions: Int, seed: UInt64 = Corpus.seed
  ) -> String {
    var generator = SplitMix64(seed: seed ^ 0x4D45)
    let names = (0..<mentions).map { _ in "@user\(generator.next() % 100_000) " }
    let plain = Array(
      text(characters: Swift.max(characters - names.reduce(0) { $0 + $1.count }, 0), seed: seed))
    var points = (0..<mentions).map { _ in Int(generator.next() % UInt64(plain.count + 1)) }
    points.sort()
    var result = ""
    result.reserveCapacity(characters * 3)
    var next = 0
    for (i, character) in plain.enumerated() {
      while next < points.count, points[next] == i {
        result += names[next]
        next += 1
      }
      result.append(character)
    }
    while next < points.count {
      result += names[next]
      next += 1
    }
    return result
  }

  /// The UTF-16 offset of the first character boundary at or after the middle of `text` that no
  /// token of `tokens` spans, as UIKit would report a caret there.
  public static func caretOutsideTokens(in text: String, tokens: TokenSet) -> Int {
    let ranges = tokens.ranges(in: text)
    var caret = text.index(text.startIndex, offsetBy: text.count / 2)
    while let token = ranges.first(where: { $0.lowerBound < caret && caret < $0.upperBound }) {
      caret = token.upperBound
    }
    return text.utf16.distance(from: text.startIndex, to: caret)
  }
}
