/// Finds URLs as twitter-text's `extractUrlsWithIndices` does, in linear time.
///
/// twitter-text matches one regular expression, `extractUrl`, from left to right:
/// a preceding character (anything but a letter, digit, `@`, `$` or `#`), an optional
/// `http://` or `https://`, a domain (sub-domains, a domain name and a top-level domain from its
/// list, or punycode), an optional port, path and query. Then it drops a match whose host is not a
/// valid international domain name, and for a match without protocol it keeps only the ASCII
/// domains inside it, the last one extended by the path and query; a `t.co` link keeps only its
/// slug and query. A dropped match still consumes its text.
///
/// This scanner takes the same decisions without the regular expression's backtracking: the
/// label runs are found once, the domain a position starts is memoised, and the path, query and
/// the search for the next URL each move forward only. Work is linear in the text, whatever the
/// text (a megabyte of dots, one endless host name, nested parentheses).
struct TwitterURLScanner {
  typealias Chars = TwitterURLCharacters

  /// The longest URL twitter-text accepts, protocol included, with the host in punycode.
  static let maxURLLength = 4096
  /// The longest slug a `t.co` link may have.
  static let maxTcoSlugLength = 40

  /// The code points of the text.
  let text: [UInt32]
  /// Four tables of one entry per position and one for the end, one after the other in one
  /// buffer (one allocation for a scan, not four):
  /// - from 0: the end of the run of domain characters, `_` and `-` that starts there
  ///   (`subdomainRunEnd`);
  /// - from ``stride``: the end of the run of domain characters and `-` that starts there
  ///   (`nameRunEnd`);
  /// - from 2 × ``stride``: the end of the domain that starts there: -2 unknown, -1 none
  ///   (`domainMemo`);
  /// - from 3 × ``stride``: the end of the top-level domain that starts there: -2 unknown, -1
  ///   none (`tldMemo`).
  private var tables: [Int32]
  /// The length of each of ``tables``: the text's length and one.
  private let stride: Int
  /// The labels of the domain being matched, kept to save an allocation per attempt.
  private var chain: [Int] = []

  init(_ text: [UInt32]) {
    self.text = text
    let n = text.count
    stride = n + 1
    tables = Array(repeating: -2, count: 4 * (n + 1))
    chain.reserveCapacity(16)
    tables[n] = Int32(n)
    tables[stride + n] = Int32(n)
    var index = n - 1
    while index >= 0 {
      let c = text[index]
      let isDomain = Chars.isDomainCharacter(c)
      tables[index] =
        isDomain || c == 0x5F || c == 0x2D ? tables[index + 1] : Int32(index)
      tables[stride + index] = isDomain || c == 0x2D ? tables[stride + index + 1] : Int32(index)
      index -= 1
    }
  }

  /// A URL found: its range (twitter-text's indices) and the end of the part twitter-text's
  /// `parseTweet` counts as the URL (the length of its `url` string from the start).
  ///
  /// The two ends differ only for a URL without protocol whose host holds more than its last
  /// ASCII domain, with a path: twitter-text's `url` is the ASCII domain and the path, while its
  /// indices run to the path's end ("a_bbit.lyテスト.中国/" gives the URL "bbit.ly/" at 2..<17, and
  /// `parseTweet` counts 23 for its first 8 code points and the rest one by one).
  struct Found: Hashable {
    var range: Range<Int>
    var countedEnd: Int
  }

  /// The URLs of the text, as ranges of code point offsets, in order.
  mutating func urls() -> [Found] {
    var found: [Found] = []
    let n = text.count
    var search = 0
    // The first dot at or after a position, and the first separator: a match needs a dot in its
    // host, between its start and the next space or directional mark.
    var dot = 0
    var separator = 0
    while search < n {
      if dot <= search {
        dot = search + 1
        while dot < n, text[dot] != 0x2E { dot += 1 }
        if dot >= n { break }
      }
      if separator <= search {
        separator = search + 1
        while separator < n, !Chars.isSeparator(text[separator]) { separator += 1 }
      }
      if separator < dot {
        // No host from here reaches the dot: go on from the separator, which may precede a URL.
        search = separator
        continue
      }
      guard let match = match(at: search) else {
        search += 1
        continue
      }
      accept(match, into: &found)
      search = match.end
    }
    return found
  }

  /// One match of `extractUrl`: where its URL starts, its parts' ends, and the character before.
  struct Match {
    var start: Int
    var hasProtocol: Bool
    var domainStart: Int
    var domainEnd: Int
    var hasPath: Bool
    var end: Int
    /// Whether the preceding character is `-`, `_`, `.` or `/` (a URL without protocol may not
    /// follow one).
    var followsJoiner: Bool
  }

  /// The regular expression's attempt at one search position: the character there as the
  /// preceding one, then (at the very start only) no preceding character.
  private mutating func match(at position: Int) -> Match? {
    let c = text[position]
    if Chars.isValidPreceding(c), let found = url(at: position + 1, preceding: c) {
      return found
    }
    if position == 0 { return url(at: 0, preceding: nil) }
    return nil
  }

  /// The URL that starts at `start`, after `preceding`: with a protocol if one is there and a
  /// domain follows it, else without.
  private mutating func url(at start: Int, preceding: UInt32?) -> Match? {
    guard start < text.count else { return nil }
    if let length = protocolLength(at: start), let end = domainEnd(from: start + length) {
      return finish(
        start: start, hasProtocol: true, domainStart: start + length, domainEnd: end,
        preceding: preceding)
    }
    guard let end = domainEnd(from: start) else { return nil }
    return finish(
      start: start, hasProtocol: false, domainStart: start, domainEnd: end, preceding: preceding)
  }

  /// The port, path and query after a domain: each optional, each as long as twitter-text's
  /// greedy expression makes it.
  private func finish(
    start: Int, hasProtocol: Bool, domainStart: Int, domainEnd: Int, preceding: UInt32?
  ) -> Match {
    let n = text.count
    var end = domainEnd
    // Port: ":" and digits.
    if end + 1 < n, text[end] == 0x3A, text[end + 1] >= 0x30, text[end + 1] <= 0x39 {
      end += 2
      while end < n, text[end] >= 0x30, text[end] <= 0x39 { end += 1 }
    }
    var hasPath = false
    if end < n, text[end] == 0x2F {
      hasPath = true
      end = pathEnd(after: end + 1)
    }
    if end < n, text[end] == 0x3F, let queryEnd = queryEnd(after: end + 1) {
      end = queryEnd
    }
    let joiner = preceding.map { $0 == 0x2D || $0 == 0x5F || $0 == 0x2E || $0 == 0x2F } ?? false
    return Match(
      start: start, hasProtocol: hasProtocol, domainStart: domainStart, domainEnd: domainEnd,
      hasPath: hasPath, end: end, followsJoiner: joiner)
  }

  /// The length of `http://` or `https://` at `position`, in any case.
  private func protocolLength(at position: Int) -> Int? {
    let n = text.count
    guard position + 7 <= n else { return nil }
    let h = Chars.asciiLowercase(text[position])
    let t1 = Chars.asciiLowercase(text[position + 1])
    let t2 = Chars.asciiLowercase(text[position + 2])
    let p = Chars.asciiLowercase(text[position + 3])
    guard h == 0x68, t1 == 0x74, t2 == 0x74, p == 0x70 else { return nil }
    var index = position + 4
    if Chars.asciiLowercase(text[index]) == 0x73 { index += 1 }
    guard index + 3 <= n, text[index] == 0x3A, text[index + 1] == 0x2F, text[index + 2] == 0x2F
    else { return nil }
    return index + 3 - position
  }

  // MARK: Domains

  /// The end of the label that starts at `position`, after its dot, when it is a valid
  /// sub-domain label (`validSubdomain`): domain characters, `_` and `-`, starting and ending
  /// with a domain character, followed by ".".
  @inline(__always)
  private func subdomainLabelEnd(_ position: Int) -> Int? {
    let n = text.count
    guard position < n, Chars.isDomainCharacter(text[position]) else { return nil }
    let runEnd = Int(tables[position])
    guard runEnd < n, text[runEnd] == 0x2E, Chars.isDomainCharacter(text[runEnd - 1]) else {
      return nil
    }
    return runEnd + 1
  }

  /// Whether the sub-domain label at `position` is also a valid domain name (`validDomainName`:
  /// no `_`).
  @inline(__always)
  private func isDomainName(_ position: Int) -> Bool {
    tables[stride + position] == tables[position]
  }

  /// The end of the domain that starts at `position` (`validDomain`: sub-domains, a domain name,
  /// a top-level domain), as the regular expression's greedy sub-domains and backtracking find it.
  ///
  /// With the most sub-domains first: a domain from `p` is the label at `p` then the domain from
  /// the next label, or else the label at `p` as the domain name and the top-level domain after.
  private mutating func domainEnd(from start: Int) -> Int? {
    chain.removeAll(keepingCapacity: true)
    var position = start
    var tail: Int32 = -1
    while true {
      let known = tables[2 * stride + position]
      if known != -2 {
        tail = known
        break
      }
      guard let next = subdomainLabelEnd(position) else {
        tables[2 * stride + position] = -1
        tail = -1
        break
      }
      chain.append(position)
      position = next
    }
    for label in chain.reversed() {
      if tail < 0 {
        let next = subdomainLabelEnd(label)!
        if isDomainName(label), let end = tldEnd(at: next) {
          tail = Int32(end)
        }
      }
      tables[2 * stride + label] = tail
    }
    return tail >= 0 ? Int(tail) : nil
  }

  /// The end of the top-level domain at `position` in the whole text, memoised.
  private mutating func tldEnd(at position: Int) -> Int? {
    let known = tables[3 * stride + position]
    if known != -2 { return known >= 0 ? Int(known) : nil }
    let end = Self.tldEnd(in: text, at: position, limit: text.count)
    tables[3 * stride + position] = Int32(end ?? -1)
    return end
  }

  /// The end of the top-level domain at `position`, reading no further than `limit` (which counts
  /// as the end of the text): a generic domain, else a country-code domain (each not followed by
  /// a letter, digit, `@`, `+` or `-`), else punycode (`xn--` and letters, digits and `-`).
  static func tldEnd(in text: [UInt32], at position: Int, limit: Int) -> Int? {
    guard position < limit else { return nil }
    // The candidate that comes first in twitter-text's list wins.
    var best: (end: Int, order: Int)?
    let first = text[position]
    if Chars.isASCIILetterOrDigit(first) {
      var end = position
      let cap = min(limit, position + TwitterTLDTables.longestASCII + 1)
      while end < cap, Chars.isASCIILetterOrDigit(text[end]) { end += 1 }
      if end - position <= TwitterTLDTables.longestASCII,
        end == limit || !Chars.continuesDomain(text[end])
      {
        var name = ""
        for index in position..<end {
          name.unicodeScalars.append(Unicode.Scalar(Chars.asciiLowercase(text[index]))!)
        }
        if let order = TwitterTLDTables.asciiOrder[name] { best = (end, order) }
      }
    }
    let lowerFirst = lowercase(first)
    for (candidate, order) in TwitterTLDTables.unicodeScalars where candidate[0] == lowerFirst {
      if let best, best.order < order { break }
      let end = position + candidate.count
      guard end <= limit else { continue }
      var matches = true
      for offset in 1..<candidate.count
      where lowercase(text[position + offset]) != candidate[offset] {
        matches = false
        break
      }
      if matches, end == limit || !Chars.continuesDomain(text[end]) {
        best = (end, order)
        break
      }
    }
    if let best { return best.end }
    return punycodeEnd(in: text, at: position, limit: limit)
  }

  /// `validPunycode`: `xn--` and one or more letters, digits or `-`, as many as there are.
  private static func punycodeEnd(in text: [UInt32], at position: Int, limit: Int) -> Int? {
    guard position + 4 < limit, Chars.asciiLowercase(text[position]) == 0x78,
      Chars.asciiLowercase(text[position + 1]) == 0x6E, text[position + 2] == 0x2D,
      text[position + 3] == 0x2D
    else { return nil }
    var end = position + 4
    while end < limit, Chars.isASCIILetterOrDigit(text[end]) || text[end] == 0x2D { end += 1 }
    return end > position + 4 ? end : nil
  }

  /// The simple lowercase of a code point (a single code point mapping), for matching
  /// the top-level domains in Greek and Cyrillic whatever their case.
  static func lowercase(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return Chars.asciiLowercase(value) }
    guard let scalar = Unicode.Scalar(value) else { return value }
    let mapping = scalar.properties.lowercaseMapping.unicodeScalars
    guard mapping.count == 1, let lower = mapping.first else { return value }
    return lower.value
  }

  // MARK: Path and query

  /// The end of a path whose first character is at `start`, just after its "/".
  ///
  /// twitter-text's path is a repetition of pieces, each either path characters and balanced
  /// parentheses ending with a path-ending character, or one parenthesis group on its own (its
  /// expression inserts `validUrlPathEndingChars`, an alternation, without parentheses, so a group
  /// ends a piece only where nothing else is left). So the path runs to the last path-ending
  /// character of the run of path characters and groups, then takes any groups that follow
  /// directly: "/–(b)" keeps only "/", "/a(b)" and "/(b)(c)" are whole. The end is `start` itself
  /// when there is nothing to take.
  private func pathEnd(after start: Int) -> Int {
    let n = text.count
    var position = start
    var end = start
    while position < n {
      let c = text[position]
      if Chars.isPathCharacter(c) {
        position += 1
        if Chars.isPathEnding(c) { end = position }
      } else if c == 0x28, let close = balancedParenthesesEnd(at: position) {
        position = close
      } else {
        break
      }
    }
    while end < n, text[end] == 0x28, let close = balancedParenthesesEnd(at: end) { end = close }
    return end
  }

  /// The end of `validUrlBalancedParens` at an opening parenthesis: path characters in
  /// parentheses, with at most one nested pair.
  private func balancedParenthesesEnd(at open: Int) -> Int? {
    let n = text.count
    var position = open + 1
    while position < n, Chars.isPathCharacter(text[position]) { position += 1 }
    guard position < n else { return nil }
    if text[position] == 0x29 {
      return position > open + 1 ? position + 1 : nil
    }
    guard text[position] == 0x28 else { return nil }
    let innerStart = position + 1
    position = innerStart
    while position < n, Chars.isPathCharacter(text[position]) { position += 1 }
    guard position > innerStart, position < n, text[position] == 0x29 else { return nil }
    position += 1
    while position < n, Chars.isPathCharacter(text[position]) { position += 1 }
    guard position < n, text[position] == 0x29 else { return nil }
    return position + 1
  }

  /// The end of a query whose first character is at `start` (after its "?"), or `nil` when no
  /// query character there can end one.
  private func queryEnd(after start: Int) -> Int? {
    let n = text.count
    var position = start
    var lastEnding: Int?
    while position < n, Chars.isQueryCharacter(text[position]) {
      if Chars.isQueryEnding(text[position]) { lastEnding = position + 1 }
      position += 1
    }
    return lastEnding
  }

  // MARK: After the match

  /// twitter-text's checks after a match: the host must be a valid international domain name
  /// and the URL short enough; without protocol, only ASCII domains count and the URL may not
  /// follow `-`, `_`, `.` or `/`; a `t.co` link keeps its slug and query only.
  private func accept(_ match: Match, into found: inout [Found]) {
    guard
      let asciiHostLength = TwitterIDN.asciiLength(
        of: text[match.domainStart..<match.domainEnd])
    else { return }
    let protocolLength = match.hasProtocol ? match.domainStart - match.start : "https://".count
    let length =
      (match.end - match.start) + asciiHostLength - (match.domainEnd - match.domainStart)
    guard (match.hasProtocol ? 0 : protocolLength) + length <= Self.maxURLLength else { return }
    if match.hasProtocol {
      if let tco = tcoEnd(match) {
        guard let end = tco else { return }
        found.append(Found(range: match.start..<end, countedEnd: end))
      } else {
        found.append(Found(range: match.start..<match.end, countedEnd: match.end))
      }
      return
    }
    guard !match.followsJoiner else { return }
    let first = found.count
    appendASCIIDomains(from: match.domainStart, to: match.domainEnd, to: &found)
    guard found.count > first, match.hasPath else { return }
    // The last domain takes the path.
    let last = found[found.count - 1].range
    let counted = last.upperBound + (match.end - match.domainEnd)
    found[found.count - 1] = Found(range: last.lowerBound..<match.end, countedEnd: counted)
  }

  /// Where a `t.co` link (`https?://t.co/` and a slug of letters and digits) ends.
  ///
  /// - Returns: `.some(end)` with the end of its slug and query, `.some(nil)` when the slug is too
  ///   long, `nil` for other URLs.
  private func tcoEnd(_ match: Match) -> Int?? {
    let domain = text[match.domainStart..<match.domainEnd]
    guard domain.count == 4, Chars.asciiLowercase(domain[match.domainStart]) == 0x74,
      domain[match.domainStart + 1] == 0x2E,
      Chars.asciiLowercase(domain[match.domainStart + 2]) == 0x63,
      Chars.asciiLowercase(domain[match.domainStart + 3]) == 0x6F,
      match.domainEnd < match.end, text[match.domainEnd] == 0x2F
    else { return nil }
    var end = match.domainEnd + 1
    while end < match.end, Chars.isASCIILetterOrDigit(text[end]) { end += 1 }
    let slug = end - (match.domainEnd + 1)
    guard slug > 0 else { return nil }
    if slug > Self.maxTcoSlugLength { return .some(nil) }
    if end < match.end, text[end] == 0x3F {
      var position = end + 1
      var lastEnding: Int?
      while position < match.end, Chars.isQueryCharacter(text[position]) {
        if Chars.isQueryEnding(text[position]) { lastEnding = position + 1 }
        position += 1
      }
      if let lastEnding { end = lastEnding }
    }
    return .some(end)
  }

  /// The ASCII domains inside a domain without protocol (`validAsciiDomain`, searched from left
  /// to right within the domain): labels of ASCII letters, digits, `-` and accented Latin letters,
  /// each followed by a dot, then a top-level domain.
  ///
  /// Each domain is appended to `found`, counted to its end.
  private func appendASCIIDomains(from start: Int, to end: Int, to found: inout [Found]) {
    // The runs, the memo and the labels of the domain being matched side by side in one
    // buffer, on the stack for a domain of usual length: a link typed into a post is read again
    // at each keystroke near it.
    let size = end - start + 1
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * size) { buffer in
      buffer.initialize(repeating: -2)
      appendASCIIDomains(
        from: start, to: end, runEnd: UnsafeMutableBufferPointer(rebasing: buffer[..<size]),
        memo: UnsafeMutableBufferPointer(rebasing: buffer[size..<(2 * size)]),
        chain: UnsafeMutableBufferPointer(rebasing: buffer[(2 * size)...]), to: &found)
    }
  }

  /// ``appendASCIIDomains(from:to:to:)`` with its scratch space: `runEnd`, `memo` and `chain` of
  /// `end - start + 1` entries each, `memo` filled with -2.
  private func appendASCIIDomains(
    from start: Int, to end: Int, runEnd: UnsafeMutableBufferPointer<Int32>,
    memo: UnsafeMutableBufferPointer<Int32>, chain: UnsafeMutableBufferPointer<Int32>,
    to found: inout [Found]
  ) {
    runEnd[end - start] = Int32(end)
    var index = end - 1
    while index >= start {
      runEnd[index - start] =
        Chars.isASCIIDomainLabelCharacter(text[index]) ? runEnd[index + 1 - start] : Int32(index)
      index -= 1
    }
    // `memo`: the end of the domain that starts at a position: -2 unknown, -1 none.
    // `chain`: the labels of the domain being matched (at most one a position), `labels` of them.
    var labels = 0
    func labelEnd(_ position: Int) -> Int? {
      let run = Int(runEnd[position - start])
      guard run > position, run < end, text[run] == 0x2E else { return nil }
      return run + 1
    }
    func domain(from first: Int) -> Int? {
      labels = 0
      var position = first
      var tail: Int32 = -1
      while true {
        let known = memo[position - start]
        if known != -2 {
          tail = known
          break
        }
        guard let next = labelEnd(position) else {
          memo[position - start] = -1
          break
        }
        chain[labels] = Int32(position)
        labels += 1
        position = next
      }
      for index in (0..<labels).reversed() {
        let label = Int(chain[index])
        if tail < 0, let tld = Self.tldEnd(in: text, at: labelEnd(label)!, limit: end) {
          tail = Int32(tld)
        }
        memo[label - start] = tail
      }
      return tail >= 0 ? Int(tail) : nil
    }
    var position = start
    while position < end {
      if let domainEnd = domain(from: position) {
        found.append(Found(range: position..<domainEnd, countedEnd: domainEnd))
        position = domainEnd
      } else {
        // Every later start inside the same run of label characters fails the same way.
        position = max(position + 1, Int(runEnd[position - start]))
      }
    }
  }
}
