extension MessageCatalog {
  /// Why a pattern does not compile, in English: the `{@reason}` of `pattern.invalid`.
  ///
  /// "The pattern "(ab" does not compile: a "(" is not closed." A reason is a clause, without a
  /// capital or a final period. Arguments: `character` (a character of the pattern), `escape`
  /// (an escape as written, `\Q`), `property` (a property name), `range` (a class range,
  /// `z-a`), `repetition` (a repetition as written, `{3,2}`), `quantifier` (`*`, `+` or `?`),
  /// `anchor` (`^` or `$`), `maximum` and `depth` (limits).
  static let englishPatterns: [String: String] = [
    // Parentheses and groups
    "pattern.reason.unmatchedClose": "it has a \")\" without a matching \"(\"",
    "pattern.reason.groupNotClosed": "a \"(\" is not closed",
    "pattern.reason.tooDeep": "groups are nested more than {depth} deep",
    "pattern.reason.groupNameCharacter": "a group name has the character \"{character}\"",
    "pattern.reason.groupNameNotClosed": "a group name is not closed",

    // Constructs that need backtracking or that the automaton does not read
    "pattern.reason.lookahead": "lookahead such as \"(?=\" or \"(?!\" needs backtracking",
    "pattern.reason.lookbehind": "lookbehind such as \"(?<=\" needs backtracking",
    "pattern.reason.backreference":
      "backreferences such as \"\\1\" or \"\\k<name>\" need backtracking",
    "pattern.reason.namedBackreference": "backreferences such as \"(?P=name)\" need backtracking",
    "pattern.reason.recursion": "recursion such as \"(?P>name)\" is not supported",
    "pattern.reason.atomicGroup": "atomic groups \"(?>...)\" need backtracking",
    "pattern.reason.possessive": "possessive quantifiers such as \"a*+\" need backtracking",
    "pattern.reason.conditional": "conditionals \"(?(...)\" need backtracking",
    "pattern.reason.branchReset": "branch reset groups \"(?|...)\" are not supported",
    "pattern.reason.comment": "comments \"(?#...)\" are not supported",
    "pattern.reason.options":
      "options and group kinds such as \"(?i)\" are not supported; write the cases out, as in \"[aA]\"",
    "pattern.reason.verb": "verbs such as \"(*ACCEPT)\" are not supported",
    "pattern.reason.wordBoundary": "word boundaries \"\\b\" and \"\\B\" are not supported",

    // Quantifiers
    "pattern.reason.nothingToRepeat":
      "\"{quantifier}\" must follow something to repeat; write \"\\{quantifier}\" for the character",
    "pattern.reason.repetitionWithoutAtom": "a repetition must follow something to repeat",
    "pattern.reason.quantifierAfterAnchor": "a quantifier cannot follow \"{anchor}\"",
    "pattern.reason.quantifierAfterQuantifier":
      "a quantifier cannot follow another; group the part first, as in \"(a{2}){3}\"",
    "pattern.reason.repetitionTooLarge": "a repetition count is over {maximum}",
    "pattern.reason.repetitionBackwards":
      "the repetition {repetition} has a larger lower bound than upper bound",

    // Escapes
    "pattern.reason.loneBackslash": "it ends with a lone \"\\\"",
    "pattern.reason.unknownEscape": "the escape \"{escape}\" is not supported",
    "pattern.reason.hexNotClosed": "a \"\\u{\" or \"\\x{\" escape is not closed",
    "pattern.reason.invalidCodePoint": "a hexadecimal escape is not a valid code point",
    "pattern.reason.propertyBraces": "write a property in braces, as in \"\\p{Han}\"",
    "pattern.reason.propertyNotClosed": "a property \"{escape}\" is not closed",
    "pattern.reason.unknownProperty":
      "the property \"{property}\" is not known; use a general category (L, Lu, Nd), a script (Han, Latin) or Alphabetic, White_Space, Emoji, Any",

    // Classes
    "pattern.reason.classNotClosed": "a \"[\" is not closed",
    "pattern.reason.emptyClass": "a class cannot be empty; write \"\\]\" for the bracket",
    "pattern.reason.nestedClass": "nested classes are not supported; write \"\\[\" for the bracket",
    "pattern.reason.posixClass":
      "POSIX classes such as \"[[:alpha:]]\" are not supported; use \\p{Alphabetic}",
    "pattern.reason.setOperation": "set operations such as \"&&\" in a class are not supported",
    "pattern.reason.rangeBounds":
      "a range in a class must go from one character to another, as in \"[a-z]\"",
    "pattern.reason.rangeBackwards": "the range \"{range}\" goes backwards",
    "pattern.reason.boundaryInClass": "\"\\b\" in a class is not supported",
  ]
}
