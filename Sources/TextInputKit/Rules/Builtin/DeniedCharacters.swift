extension InputRules {
  /// Keeps some characters out.
  ///
  /// A cluster is rejected when it is one of the denied characters or contains a denied code point.
  ///
  /// ```swift
  /// let tag = InputPolicy { .deny(characters: "#@") }
  /// // "ab|" + "c#d" → "abcd|"  ("#" removed)
  /// ```
  public struct DeniedCharacters: InputRule, Hashable {
    /// The denied characters.
    public var characters: Set<Character>

    public init(_ characters: Set<Character>) { self.characters = characters }

    /// Whether `character` is denied.
    public func denies(_ character: Character) -> Bool {
      if characters.contains(character) { return true }
      return character.unicodeScalars.contains { characters.contains(Character($0)) }
    }

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      let message = LocalizedMessage(
        "deny.notAllowed", ["characters": String(characters.sorted())])
      edit.removeInsertedCharacters(rule: .deny, message: message, where: denies)
    }
  }
}

extension InputRule where Self == InputRules.DeniedCharacters {
  /// Rejects the characters in `characters`.
  public static func deny(characters: String) -> Self {
    InputRules.DeniedCharacters(Set(characters))
  }
}

extension InputRules.DeniedCharacters: PartReviewingRule {
  /// Transparent: the rule judges each cluster as it stands, so a part of a paste keeps
  /// what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
