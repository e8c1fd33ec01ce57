/// What one character of a pattern matches: a literal, `.`, a class such as `[a-z]`, `\d` or
/// `\p{Han}`.
///
/// Characters are whole grapheme clusters, as in Swift `Regex`'s default semantics: `.` takes a
/// whole emoji or a letter with its accents, a range such as `[0-9]` takes only single-scalar
/// characters inside it, `\d`, `\w` and `\s` ask `Character.isNumber`, `isLetter` and
/// `isWhitespace`, and a property `\p{...}` is read on the character's first scalar.
enum PatternClass: Sendable, Hashable {
  /// One character, compared with canonical equivalence (`é` precomposed equals `e` + U+0301).
  case literal(Character)
  /// `.`: any character but a line break.
  case anyButNewline
  /// A class: any of the items, or with `negated`, any character none of them matches.
  case set(PatternClassMembers, negated: Bool)

  func matches(_ character: Character) -> Bool {
    switch self {
    case .literal(let literal): return character == literal
    case .anyButNewline: return !character.isNewline
    case .set(let members, let negated): return members.contains(character) != negated
    }
  }
}

/// One member of a class: `a`, `a-z`, `\d`, `\W`, `\p{Lu}`.
enum PatternClassItem: Sendable, Hashable {
  case character(Character)
  /// Single-scalar characters between two scalars, inclusive.
  case range(UInt32, UInt32)
  /// `\d` (`Character.isNumber`), or `\D` when negated.
  case digit(negated: Bool)
  /// `\w` (a letter, a number or `_`), or `\W` when negated.
  case word(negated: Bool)
  /// `\s` (`Character.isWhitespace`), or `\S` when negated.
  case space(negated: Bool)
  /// `\p{...}`, or `\P{...}` when negated, read on the first scalar.
  case property(ScalarProperty, negated: Bool)

  func matches(_ character: Character) -> Bool {
    switch self {
    case .character(let literal): return character == literal
    case .range(let lower, let upper):
      let scalars = character.unicodeScalars
      guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
      else { return false }
      return lower <= first.value && first.value <= upper
    case .digit(let negated): return character.isNumber != negated
    case .word(let negated):
      return (character.isLetter || character.isNumber || character == "_") != negated
    case .space(let negated): return character.isWhitespace != negated
    case .property(let property, let negated):
      return property.matches(character.unicodeScalars.first!) != negated
    }
  }
}
