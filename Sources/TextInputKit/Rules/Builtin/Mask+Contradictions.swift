extension InputRules.Mask {
  /// The name of the first slot (`#`, `A`, `*` or a slot of your own) that no character
  /// `allow` lets through can fill, or `nil` when every slot can be filled.
  ///
  /// `{"mask": "A#", "allow": "digits"}` can never be typed into: its letter slot takes no
  /// digit. The mask runs before `allow`, so each value character must pass both.
  func firstSlot(whereNoCharacterIsAllowedBy allow: InputRules.AllowedCharacters) -> String? {
    if !layouts.isEmpty {
      return layouts.lazy.compactMap { $0.firstSlot(whereNoCharacterIsAllowedBy: allow) }.first
    }
    let asciiLetters = (UInt8(ascii: "a")...UInt8(ascii: "z")).flatMap {
      [Character(Unicode.Scalar($0)), Character(Unicode.Scalar($0 - 0x20))]
    }
    let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { Character(Unicode.Scalar($0)) }
    var names: [SlotClass: String] = [.digit: "#", .letter: "A", .letterOrDigit: "*"]
    for (name, characters) in slots { names[.characters(Set(characters))] = String(name) }
    var checked: Set<SlotClass> = []
    for element in elements {
      guard case .slot(let slot) = element, checked.insert(slot).inserted else { continue }
      let candidates: [Character]
      switch slot {
      case .digit: candidates = digits
      case .letter: candidates = asciiLetters + allow.characters.filter(\.isLetter)
      case .letterOrDigit: candidates = digits + asciiLetters + allow.characters.filter(\.isLetter)
      case .characters(let set): candidates = Array(set)
      }
      if !candidates.contains(where: { slot.accepts($0) && allow.allows($0) }) {
        return names[slot] ?? "?"
      }
    }
    return nil
  }
}
