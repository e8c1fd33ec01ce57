/// Reads a pattern's source into a ``PatternNode``, in one pass, rejecting with a ``TextInputError``
/// what the automaton cannot decide without backtracking.
///
/// The supported syntax is Swift `Regex`'s for literals, `.`, classes (`[a-z]`, `[^0-9]`),
/// `\d \w \s \D \W \S`, `\p{...}` and `\P{...}`, `^ $ \A \z`, groups `(...)`, `(?:...)` and
/// named groups, `|`, and `* + ? {m} {m,} {m,n} {,n}` (a lazy `*?` reads as greedy: it changes
/// which match is found, not whether one exists). Rejected: backreferences (`\1`, `\k<name>`),
/// lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`), atomic groups `(?>`, possessive quantifiers
/// `a*+`, conditionals, options such as `(?i)`, word boundaries `\b`, and set operations.
struct PatternParser {
  /// The deepest nesting of groups a pattern may have.
  static let maxDepth = 64
  /// The largest count a repetition may have: `a{1000}` is the most.
  static let maxRepetition = 1000

  private let source: String
  private let scalars: [Unicode.Scalar]
  /// Whether each scalar begins a character of the source: a literal is a whole character.
  private let startsCharacter: [Bool]
  private var position = 0
  private var depth = 0
  /// The properties already looked up, so that a pattern naming one many times costs one lookup.
  private var properties: [String: ScalarProperty] = [:]

  init(_ source: String) {
    self.source = source
    var scalars: [Unicode.Scalar] = []
    var starts: [Bool] = []
    for character in source {
      for (offset, scalar) in character.unicodeScalars.enumerated() {
        scalars.append(scalar)
        starts.append(offset == 0)
      }
    }
    self.scalars = scalars
    self.startsCharacter = starts
  }

  /// Parses the whole source.
  mutating func parse() throws(TextInputError) -> PatternNode {
    let node = try parseAlternation()
    if position < scalars.count {
      // Only a `)` without its `(` stops an alternation early.
      throw error("unmatchedClose")
    }
    return node
  }

  /// The error `pattern.invalid`, whose reason is `pattern.reason.<reason>` with `arguments`, so
  /// that the whole sentence is in the reader's language.
  private func error(_ reason: String, _ arguments: [String: String] = [:]) -> TextInputError {
    var arguments = arguments
    arguments["pattern"] = source
    arguments["reason"] = "pattern.reason." + reason
    return TextInputError(.invalidPattern, "pattern.invalid", arguments, at: nil)
  }

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    position + offset < scalars.count ? scalars[position + offset] : nil
  }

  private mutating func parseAlternation() throws(TextInputError) -> PatternNode {
    var branches = [try parseSequence()]
    while current == "|" {
      position += 1
      branches.append(try parseSequence())
    }
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  private mutating func parseSequence() throws(TextInputError) -> PatternNode {
    var parts: [PatternNode] = []
    while let scalar = current, scalar != "|", scalar != ")" {
      var atom = try parseAtom()
      atom = try parseQuantifiers(of: atom)
      parts.append(atom)
    }
    switch parts.count {
    case 0: return .empty
    case 1: return parts[0]
    default: return .sequence(parts)
    }
  }

  private mutating func parseQuantifiers(of atom: PatternNode) throws(TextInputError) -> PatternNode {
    guard let (min, max) = try parseQuantifier() else { return atom }
    if case .start = atom { throw error("quantifierAfterAnchor", ["anchor": "^"]) }
    if case .end = atom { throw error("quantifierAfterAnchor", ["anchor": "$"]) }
    // `?` after a quantifier makes it lazy, which does not change what matches.
    if current == "?" {
      position += 1
    } else if current == "+" {
      throw error("possessive")
    }
    if try peekQuantifier() {
      throw error("quantifierAfterQuantifier")
    }
    return .repetition(atom, min: min, max: max)
  }

  /// Whether a quantifier starts at the current position, without reading it.
  private mutating func peekQuantifier() throws(TextInputError) -> Bool {
    let saved = position
    defer { position = saved }
    return try parseQuantifier() != nil
  }

  /// Reads `*`, `+`, `?` or a `{...}` repetition; `nil` when none is here (a `{` that does not
  /// start a repetition is a literal, as in Swift `Regex`).
  private mutating func parseQuantifier() throws(TextInputError) -> (Int, Int?)? {
    switch current {
    case "*":
      position += 1
      return (0, nil)
    case "+":
      position += 1
      return (1, nil)
    case "?":
      position += 1
      return (0, 1)
    case "{":
      var index = position + 1
      func skipSpaces() { while index < scalars.count && scalars[index] == " " { index += 1 } }
      func number() -> Int? {
        var value: Int? = nil
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
          value = Swift.min((value ?? 0) * 10 + Int(scalars[index].value - 48), Self.maxRepetition + 1)
          index += 1
        }
        return value
      }
      skipSpaces()
      let lower = number()
      skipSpaces()
      var upper: Int? = lower
      var hasComma = false
      if index < scalars.count && scalars[index] == "," {
        hasComma = true
        index += 1
        skipSpaces()
        upper = number()
        skipSpaces()
      }
      guard index < scalars.count, scalars[index] == "}", lower != nil || (hasComma && upper != nil)
      else { return nil }
      let min = lower ?? 0
      if min > Self.maxRepetition || (upper ?? 0) > Self.maxRepetition {
        throw error("repetitionTooLarge", ["maximum": "\(Self.maxRepetition)"])
      }
      if let upper, upper < min {
        throw error("repetitionBackwards", ["repetition": "{\(min),\(upper)}"])
      }
      position = index + 1
      return (min, upper)
    default:
      return nil
    }
  }

  private mutating func parseAtom() throws(TextInputError) -> PatternNode {
    let scalar = current!
    switch scalar {
    case "(": return try parseGroup()
    case ".":
      position += 1
      return .character(.anyButNewline)
    case "^":
      position += 1
      return .start
    case "$":
      position += 1
      return .end
    case "[":
      return .character(try parseClass())
    case "*", "+", "?":
      throw error("nothingToRepeat", ["quantifier": String(scalar)])
    case "{":
      if try peekQuantifier() { throw error("repetitionWithoutAtom") }
      return literal()
    case "\\":
      return try parseEscape()
    default:
      return literal()
    }
  }

  /// A literal: the character of the source that starts here (a letter with its accents).
  private mutating func literal() -> PatternNode {
    let start = position
    position += 1
    while position < scalars.count && !startsCharacter[position] { position += 1 }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<position])
    return .character(.literal(Character(text)))
  }

  private mutating func parseGroup() throws(TextInputError) -> PatternNode {
    position += 1
    if current == "?" {
      let next = peek(1)
      let after = peek(2)
      switch next {
      case ":": position += 2
      case "<" where after == "=" || after == "!":
        throw error("lookbehind")
      case "<", "P", "'":
        // A named group: (?<name>...), (?P<name>...), (?'name'...).
        if next == "P" && after == "=" { throw error("namedBackreference") }
        if next == "P" && after == ">" { throw error("recursion") }
        position += next == "P" ? 3 : 2
        let close: Unicode.Scalar = next == "'" ? "'" : ">"
        while let scalar = current, scalar != close {
          guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
          else { throw error("groupNameCharacter", ["character": String(scalar)]) }
          position += 1
        }
        guard current == close else { throw error("groupNameNotClosed") }
        position += 1
      case "=", "!": throw error("lookahead")
      case ">": throw error("atomicGroup")
      case "(": throw error("conditional")
      case "|": throw error("branchReset")
      case "#": throw error("comment")
      default:
        throw error("options")
      }
    } else if current == "*" {
      throw error("verb")
    }
    depth += 1
    guard depth <= Self.maxDepth else { throw error("tooDeep", ["depth": "\(Self.maxDepth)"]) }
    let inner = try parseAlternation()
    depth -= 1
    guard current == ")" else { throw error("groupNotClosed") }
    position += 1
    return inner
  }

  private mutating func parseEscape() throws(TextInputError) -> PatternNode {
    guard let next = peek(1) else { throw error("loneBackslash") }
    switch next {
    case "A":
      position += 2
      return .start
    case "z":
      position += 2
      return .end
    default:
      if let item = try parseEscapeItem(inClass: false) {
        if case .character(let character) = item { return .character(.literal(character)) }
        return .character(.set(PatternClassMembers([item]), negated: false))
      }
      return literal()
    }
  }

  /// An escape that stands for a character or a class, at `\`; `nil` for a non-alphanumeric
  /// character written with `\` (left for the caller to read as a literal after the `\`).
  private mutating func parseEscapeItem(inClass: Bool) throws(TextInputError) -> PatternClassItem? {
    let next = peek(1)!
    let simple: [Unicode.Scalar: Unicode.Scalar] = [
      "n": "\n", "t": "\t", "r": "\r", "f": "\u{0C}", "e": "\u{1B}", "a": "\u{07}", "0": "\0",
    ]
    if let value = simple[next] {
      position += 2
      return .character(Character(value))
    }
    switch next {
    case "d", "D":
      position += 2
      return .digit(negated: next == "D")
    case "w", "W":
      position += 2
      return .word(negated: next == "W")
    case "s", "S":
      position += 2
      return .space(negated: next == "S")
    case "p", "P":
      position += 2
      guard current == "{" else { throw error("propertyBraces") }
      let start = position + 1
      var end = start
      while end < scalars.count && scalars[end] != "}" && end - start < 64 { end += 1 }
      guard end < scalars.count, scalars[end] == "}" else {
        throw error("propertyNotClosed", ["escape": "\\\(next){"])
      }
      var name = ""
      name.unicodeScalars.append(contentsOf: scalars[start..<end])
      position = end + 1
      var negated = next == "P"
      if name.hasPrefix("^") {
        name.removeFirst()
        negated.toggle()
      }
      if let known = properties[name] { return .property(known, negated: negated) }
      guard let property = ScalarProperty(name: name) else {
        throw error("unknownProperty", ["property": name])
      }
      properties[name] = property
      return .property(property, negated: negated)
    case "x", "u":
      position += 2
      return .character(Character(try parseHex(braced: current == "{", digits: next == "x" ? 2 : 4)))
    case "1"..."9", "k", "g":
      throw error("backreference")
    case "b", "B":
      throw error(inClass ? "boundaryInClass" : "wordBoundary")
    default:
      if next.isASCII && (next.properties.isAlphabetic || next.properties.numericType != nil) {
        throw error("unknownEscape", ["escape": "\\\(next)"])
      }
      position += 1
      return nil
    }
  }

  /// Reads `{hhhh}` or a fixed number of hexadecimal digits as a scalar.
  private mutating func parseHex(braced: Bool, digits: Int) throws(TextInputError) -> Unicode.Scalar {
    if braced { position += 1 }
    var value: UInt32 = 0
    var count = 0
    while let scalar = current, scalar.isASCII, let digit = Int(String(scalar), radix: 16),
      braced ? count < 8 : count < digits
    {
      value = value &* 16 &+ UInt32(digit)
      count += 1
      position += 1
    }
    if braced {
      guard current == "}" else { throw error("hexNotClosed") }
      position += 1
    }
    guard count > 0, braced || count == digits, let scalar = Unicode.Scalar(value) else {
      throw error("invalidCodePoint")
    }
    return scalar
  }

  private mutating func parseClass() throws(TextInputError) -> PatternClass {
    position += 1
    var negated = false
    if current == "^" {
      negated = true
      position += 1
    }
    if current == "]" { throw error("emptyClass") }
    var items: [PatternClassItem] = []
    while let scalar = current, scalar != "]" {
      if scalar == "[" {
        throw error(peek(1) == ":" ? "posixClass" : "nestedClass")
      }
      if (scalar == "&" || scalar == "-" || scalar == "~") && peek(1) == scalar && items.count > 0 {
        throw error("setOperation")
      }
      let lowerItem = try parseClassMember()
      // A range: a-z, but not a trailing "-" as in [a-].
      if current == "-", let after = peek(1), after != "]" {
        guard case .character(let lower) = lowerItem, let lowerScalar = lower.singleScalar else {
          throw error("rangeBounds")
        }
        position += 1
        let upperItem = try parseClassMember()
        guard case .character(let upper) = upperItem, let upperScalar = upper.singleScalar else {
          throw error("rangeBounds")
        }
        guard lowerScalar.value <= upperScalar.value else {
          throw error("rangeBackwards", ["range": "\(lower)-\(upper)"])
        }
        items.append(.range(lowerScalar.value, upperScalar.value))
      } else {
        items.append(lowerItem)
      }
    }
    guard current == "]" else { throw error("classNotClosed") }
    position += 1
    return .set(PatternClassMembers(items), negated: negated)
  }

  private mutating func parseClassMember() throws(TextInputError) -> PatternClassItem {
    if current == "\\" {
      guard peek(1) != nil else { throw error("loneBackslash") }
      if let item = try parseEscapeItem(inClass: true) { return item }
    }
    guard case .character(.literal(let character)) = literal() else { fatalError() }
    return .character(character)
  }
}

extension Character {
  /// The character's scalar when it has one only.
  var singleScalar: Unicode.Scalar? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first
  }
}
