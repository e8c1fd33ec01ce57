/// A Unicode property of a scalar that a pattern names in `\p{...}`: a general category (`L`,
/// `Lu`, `Letter`, `Nd`), a script (`Han`, `Script=Latin`, `scx=Han`) or one of a few binary
/// properties (`Alphabetic`, `White_Space`, `Emoji`, `Any`, `ASCII`).
///
/// Names are matched loosely, as Unicode recommends and Swift `Regex` does: case, spaces, `_`
/// and `-` do not count (`\p{uppercase letter}` is `\p{Lu}`).
enum ScalarProperty: Sendable, Hashable {
  /// General categories, one bit per ``categoryBit(_:)``.
  case categories(UInt32)
  /// A script, with `extensions` for Script_Extensions (a bare `\p{Han}`, as Swift `Regex` reads
  /// it, or `scx=`); a script number as ``UnicodeScripts`` counts them.
  case script(UInt8, extensions: Bool)
  case any
  case ascii
  case alphabetic
  case whiteSpace
  case emoji
  case emojiPresentation
  case uppercase
  case lowercase

  func matches(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .categories(let bits): return bits & Self.categoryBit(scalar.properties.generalCategory) != 0
    case .script(let script, let extensions):
      return extensions
        ? UnicodeScripts.extensions(of: scalar).contains(script)
        : UnicodeScripts.script(of: scalar) == script
    case .any: return true
    case .ascii: return scalar.isASCII
    case .alphabetic: return scalar.properties.isAlphabetic
    case .whiteSpace: return scalar.properties.isWhitespace
    case .emoji: return scalar.properties.isEmoji
    case .emojiPresentation: return scalar.properties.isEmojiPresentation
    case .uppercase: return scalar.properties.isUppercase
    case .lowercase: return scalar.properties.isLowercase
    }
  }

  /// The property a `\p{...}` names, or `nil` when the name is not one this engine knows.
  init?(name: String) {
    let parts = name.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2 {
      let key = Self.loose(parts[0])
      let value = Self.loose(parts[1])
      switch key {
      case "gc", "generalcategory":
        guard let bits = Self.categories[value] else { return nil }
        self = .categories(bits)
      case "sc", "script":
        guard let script = UnicodeScripts.number(named: value) else { return nil }
        self = .script(script, extensions: false)
      case "scx", "scriptextensions":
        guard let script = UnicodeScripts.number(named: value) else { return nil }
        self = .script(script, extensions: true)
      default: return nil
      }
      return
    }
    let loose = Self.loose(name[...])
    for candidate in loose.hasPrefix("is") ? [loose, String(loose.dropFirst(2))] : [loose] {
      if let bits = Self.categories[candidate] {
        self = .categories(bits)
        return
      }
      if let binary = Self.binary[candidate] {
        self = binary
        return
      }
      if let script = UnicodeScripts.number(named: candidate) {
        self = .script(script, extensions: true)
        return
      }
    }
    return nil
  }

  /// A name without case, spaces, `_` or `-`.
  static func loose(_ name: Substring) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  private static let binary: [String: ScalarProperty] = [
    "any": .any, "ascii": .ascii, "alphabetic": .alphabetic, "alpha": .alphabetic,
    "whitespace": .whiteSpace, "wspace": .whiteSpace, "space": .whiteSpace, "emoji": .emoji,
    "emojipresentation": .emojiPresentation, "epres": .emojiPresentation,
    "uppercase": .uppercase, "upper": .uppercase, "lowercase": .lowercase, "lower": .lowercase,
  ]

  private static let categoryOrder: [(Unicode.GeneralCategory, [String])] = [
    (.uppercaseLetter, ["lu", "uppercaseletter"]), (.lowercaseLetter, ["ll", "lowercaseletter"]),
    (.titlecaseLetter, ["lt", "titlecaseletter"]), (.modifierLetter, ["lm", "modifierletter"]),
    (.otherLetter, ["lo", "otherletter"]), (.nonspacingMark, ["mn", "nonspacingmark"]),
    (.spacingMark, ["mc", "spacingmark"]), (.enclosingMark, ["me", "enclosingmark"]),
    (.decimalNumber, ["nd", "decimalnumber", "digit"]), (.letterNumber, ["nl", "letternumber"]),
    (.otherNumber, ["no", "othernumber"]),
    (.connectorPunctuation, ["pc", "connectorpunctuation"]),
    (.dashPunctuation, ["pd", "dashpunctuation"]), (.openPunctuation, ["ps", "openpunctuation"]),
    (.closePunctuation, ["pe", "closepunctuation"]),
    (.initialPunctuation, ["pi", "initialpunctuation"]),
    (.finalPunctuation, ["pf", "finalpunctuation"]), (.otherPunctuation, ["po", "otherpunctuation"]),
    (.mathSymbol, ["sm", "mathsymbol"]), (.currencySymbol, ["sc", "currencysymbol"]),
    (.modifierSymbol, ["sk", "modifiersymbol"]), (.otherSymbol, ["so", "othersymbol"]),
    (.spaceSeparator, ["zs", "spaceseparator"]), (.lineSeparator, ["zl", "lineseparator"]),
    (.paragraphSeparator, ["zp", "paragraphseparator"]), (.control, ["cc", "control", "cntrl"]),
    (.format, ["cf", "format"]), (.surrogate, ["cs", "surrogate"]),
    (.privateUse, ["co", "privateuse"]), (.unassigned, ["cn", "unassigned"]),
  ]

  /// The bit of a general category in ``categories(_:)``.
  static func categoryBit(_ category: Unicode.GeneralCategory) -> UInt32 {
    switch category {
    case .uppercaseLetter: 1 << 0
    case .lowercaseLetter: 1 << 1
    case .titlecaseLetter: 1 << 2
    case .modifierLetter: 1 << 3
    case .otherLetter: 1 << 4
    case .nonspacingMark: 1 << 5
    case .spacingMark: 1 << 6
    case .enclosingMark: 1 << 7
    case .decimalNumber: 1 << 8
    case .letterNumber: 1 << 9
    case .otherNumber: 1 << 10
    case .connectorPunctuation: 1 << 11
    case .dashPunctuation: 1 << 12
    case .openPunctuation: 1 << 13
    case .closePunctuation: 1 << 14
    case .initialPunctuation: 1 << 15
    case .finalPunctuation: 1 << 16
    case .otherPunctuation: 1 << 17
    case .mathSymbol: 1 << 18
    case .currencySymbol: 1 << 19
    case .modifierSymbol: 1 << 20
    case .otherSymbol: 1 << 21
    case .spaceSeparator: 1 << 22
    case .lineSeparator: 1 << 23
    case .paragraphSeparator: 1 << 24
    case .control: 1 << 25
    case .format: 1 << 26
    case .surrogate: 1 << 27
    case .privateUse: 1 << 28
    case .unassigned: 1 << 29
    @unknown default: 1 << 29
    }
  }

  /// Category names, single and grouped (`L`, `Letter`, `LC`), to their bits.
  private static let categories: [String: UInt32] = {
    var table: [String: UInt32] = [:]
    var groups: [Character: UInt32] = [:]
    for (category, names) in categoryOrder {
      let bit = categoryBit(category)
      for name in names { table[name] = bit }
      groups[names[0].first!, default: 0] |= bit
    }
    let groupNames: [Character: [String]] = [
      "l": ["l", "letter"], "m": ["m", "mark", "combiningmark"], "n": ["n", "number"],
      "p": ["p", "punctuation", "punct"], "s": ["s", "symbol"], "z": ["z", "separator"],
      "c": ["c", "other"],
    ]
    for (letter, names) in groupNames {
      for name in names { table[name] = groups[letter]! }
    }
    let cased = categoryBit(.uppercaseLetter) | categoryBit(.lowercaseLetter)
      | categoryBit(.titlecaseLetter)
    table["lc"] = cased
    table["l&"] = cased
    table["casedletter"] = cased
    return table
  }()
}
