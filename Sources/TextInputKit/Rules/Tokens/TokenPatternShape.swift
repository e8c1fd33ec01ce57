/// What a token pattern's matches can hold after their first character, read from the pattern's
/// source: the fact that lets a field find tokens near an edit without scanning the whole text.
///
/// A position whose character no match can hold after its first is a *cut*: no match of the
/// pattern runs across it, so the matches on either side of it are found the same in any text
/// that starts or ends there.
///
/// ```swift
/// TokenPatternShape("@[A-Za-z0-9_]+")?.interior  // "[[A-Za-z0-9_]]": cut before "@" or " "
/// TokenPatternShape("#[^#\\s]+#")?.interior      // "[[^#\\s]\\x{23}]": cut before a space
/// TokenPatternShape("@\\w+\\b")                 // nil: a word boundary reads outside the match
/// ```
///
/// Only a subset of `Regex` syntax is understood: characters and escapes, `.`, classes `[…]`,
/// `\w \d \s \p{…}` and their negations, groups `(…)` and `(?:…)`, `|`, and the quantifiers
/// `? * + {m} {m,} {m,n}` (lazy or possessive). A pattern with anchors, word boundaries,
/// look-arounds, back references, inline flags or `\Q…\E`, or one that can match the empty
/// string, has no shape: its token set is scanned on the whole text.
struct TokenPatternShape: Sendable, Hashable {
  /// A `Regex` character class of the characters a match can hold after its first, or `nil` when a
  /// match is always a single character.
  let interior: String?

  /// Reads the shape of `source`; `nil` when the pattern is outside the understood subset.
  ///
  /// - Complexity: O(*m*) in the length of the pattern.
  init?(_ source: String) {
    var parser = Parser(Array(source.unicodeScalars))
    guard let node = parser.alternation(), parser.position == parser.scalars.count,
      node.minimum >= 1
    else { return nil }
    var seen = Set<String>()
    let sets = node.interior.filter { seen.insert($0).inserted }
    self.interior = sets.isEmpty ? nil : "[" + sets.joined() + "]"
  }

  /// What a piece of a pattern can match: its shortest length in characters, the sets its
  /// matches can start with, and the sets they can hold after their first character.
  private struct Node {
    var minimum: Int
    var canBeNonEmpty: Bool
    var first: [String]
    var interior: [String]

    static let empty = Node(minimum: 0, canBeNonEmpty: false, first: [], interior: [])

    static func atom(_ set: String) -> Node {
      Node(minimum: 1, canBeNonEmpty: true, first: [set], interior: [])
    }

    /// `self` followed by `next`.
    func then(_ next: Node) -> Node {
      Node(
        minimum: minimum + next.minimum, canBeNonEmpty: canBeNonEmpty || next.canBeNonEmpty,
        first: first + (minimum == 0 ? next.first : []),
        interior: interior + next.interior + (canBeNonEmpty ? next.first : []))
    }

    /// `self` or `other`.
    func or(_ other: Node) -> Node {
      Node(
        minimum: Swift.min(minimum, other.minimum),
        canBeNonEmpty: canBeNonEmpty || other.canBeNonEmpty, first: first + other.first,
        interior: interior + other.interior)
    }

    /// `self` repeated from `low` to `high` times (`nil`: without bound).
    func repeated(_ low: Int, _ high: Int?) -> Node {
      if high == 0 { return .empty }
      let repeats = high.map { $0 > 1 } ?? true
      return Node(
        minimum: minimum.saturatingMultiply(low), canBeNonEmpty: canBeNonEmpty, first: first,
        interior: interior + (repeats && canBeNonEmpty ? first : []))
    }
  }

  /// A recursive-descent reader of the understood subset.
  private struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    mutating func alternation() -> Node? {
      guard var node = sequence() else { return nil }
      while next == "|" {
        position += 1
        guard let other = sequence() else { return nil }
        node = node.or(other)
      }
      return node
    }

    mutating func sequence() -> Node? {
      var node = Node.empty
      while let scalar = next, scalar != "|", scalar != ")" {
        guard let atom = atom(), let item = quantified(atom) else { return nil }
        node = node.then(item)
      }
      return node
    }

    mutating func quantified(_ atom: Node) -> Node? {
      let bounds: (Int, Int?)
      switch next {
      case "*":
        position += 1
        bounds = (0, nil)
      case "+":
        position += 1
        bounds = (1, nil)
      case "?":
        position += 1
        bounds = (0, 1)
      case "{":
        guard let counted = counts() else { return nil }
        bounds = counted
      default: return atom
      }
      if next == "?" || next == "+" { position += 1 }  // lazy or possessive: the same matches
      if let scalar = next, "*+?{".unicodeScalars.contains(scalar) { return nil }
      return atom.repeated(bounds.0, bounds.1)
    }

    /// Reads `{m}`, `{m,}` or `{m,n}`, leaving the position after it.
    mutating func counts() -> (Int, Int?)? {
      position += 1
      guard let low = number() else { return nil }
      var high: Int? = low
      if next == "," {
        position += 1
        high = next == "}" ? nil : number()
        if high == nil && next != "}" { return nil }
      }
      guard next == "}", high.map({ $0 >= low }) ?? true else { return nil }
      position += 1
      return (low, high)
    }

    mutating func number() -> Int? {
      var value = 0
      var digits = 0
      while let scalar = next, ("0"..."9").contains(scalar) {
        value = value.saturatingMultiply(10).saturatingAdd(Int(scalar.value) - 48)
        digits += 1
        position += 1
      }
      return digits > 0 ? value : nil
    }

    mutating func atom() -> Node? {
      guard let scalar = next else { return nil }
      switch scalar {
      case "(":
        position += 1
        if next == "?" {
          guard position + 1 < scalars.count, scalars[position + 1] == ":" else { return nil }
          position += 2
        }
        guard let inner = alternation(), next == ")" else { return nil }
        position += 1
        return inner
      case "[":
        return characterClass().map(Node.atom)
      case "\\":
        return escape().map(Node.atom)
      case ".":
        position += 1
        return .atom("\\s\\S")
      case "^", "$", "*", "+", "?", "{", ")", "|":
        return nil
      default:
        position += 1
        return .atom(Self.literal(scalar))
      }
    }

    /// A class, `[…]`, kept as `Regex` will read it.
    mutating func characterClass() -> String? {
      let start = position
      var depth = 0
      repeat {
        guard let scalar = next else { return nil }
        switch scalar {
        case "[":
          depth += 1
          position += 1
          if next == "^" { position += 1 }
          if next == "]" { return nil }  // a leading "]": read differently by engines
        case "]":
          depth -= 1
          position += 1
        case "\\":
          position += 1
          guard let escaped = next, escaped != "Q", escaped != "E" else { return nil }
          position += 1
        default:
          position += 1
        }
      } while depth > 0
      return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// An escape outside a class, as a set; `nil` for an assertion, a reference or a quote.
    mutating func escape() -> String? {
      position += 1
      guard let scalar = next else { return nil }
      position += 1
      switch scalar {
      case "w", "W", "d", "D", "s", "S", "h", "H", "v", "V":
        return "\\" + String(scalar)
      case "p", "P":
        if next == "{" {
          let start = position
          while let inner = next, inner != "}" { position += 1 }
          guard next == "}" else { return nil }
          position += 1
          return "\\" + String(scalar) + String(String.UnicodeScalarView(scalars[start..<position]))
        }
        guard let name = next, name.properties.isAlphabetic else { return nil }
        position += 1
        return "\\" + String(scalar) + String(name)
      case "t": return Self.literal("\t")
      case "n": return Self.literal("\n")
      case "r": return Self.literal("\r")
      case "f": return Self.literal("\u{0C}")
      case "e": return Self.literal("\u{1B}")
      case "a": return Self.literal("\u{07}")
      case "u", "x", "U":
        return hexadecimal(scalar).map(Self.literal)
      default:
        // Any other letter or digit is an assertion, a reference or unknown.
        guard scalar.isASCII, !scalar.properties.isAlphabetic,
          scalar.properties.numericType == nil
        else { return nil }
        return Self.literal(scalar)
      }
    }

    /// `\uhhhh`, `\Uhhhhhhhh`, `\xhh` or `\x{h…}`, the escape's letter already read.
    mutating func hexadecimal(_ letter: Unicode.Scalar) -> Unicode.Scalar? {
      var digits = ""
      if letter == "x" && next == "{" {
        position += 1
        while let scalar = next, scalar != "}" {
          digits.unicodeScalars.append(scalar)
          position += 1
        }
        guard next == "}" else { return nil }
        position += 1
      } else {
        let count = letter == "u" ? 4 : letter == "U" ? 8 : 2
        for _ in 0..<count {
          guard let scalar = next else { return nil }
          digits.unicodeScalars.append(scalar)
          position += 1
        }
      }
      return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
    }

    /// A character as an escape that means it in a set.
    static func literal(_ scalar: Unicode.Scalar) -> String {
      "\\x{" + String(scalar.value, radix: 16) + "}"
    }
  }
}
