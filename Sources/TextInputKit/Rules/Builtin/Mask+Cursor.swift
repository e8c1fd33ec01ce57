extension InputRules.Mask {
  /// Walks a text against the pattern, deciding for each character whether it is a literal
  /// standing where the pattern has it, fills the next slot, does not fit, or comes after the
  /// last slot.
  ///
  /// A literal is recognised only where the next literal of the pattern is expected, so a
  /// pasted display form "+86 138 0013 8000" gives the value "13800138000", and "86" typed in
  /// a slot is a value. A literal that the next slot also takes (the "2" of `#2#`) is a value
  /// when it ends what is inserted: the field never shows a literal before the slot after it
  /// is filled, so a "2" typed after "1" can only mean the value; pasted "122" is the display
  /// form of "12".
  ///
  /// Into an empty value, the leading literals (before the first slot) are recognised in order
  /// but any of them may be left out, so that "+", "+7 (" and "(912" typed or pasted into
  /// `+7 (###) ###-##-##` stand for the prefix. A leading literal that the first slot also
  /// takes (the "7") stands for the prefix out of its place only when it is typed alone into an
  /// empty field ("7" → "+7 ("): pasted, it is a value unless it stands where the prefix has it
  /// ("+7 (912)"), so that pasting a value and pasting its display form give the same field.
  ///
  /// A character with marks or other scalars attached whose first scalar fits the slot fills
  /// it with that scalar, the rest dropped: "3\u{301}" in a digit slot keeps the "3", as the
  /// filters keep a letter and remove what is attached to it.
  struct Cursor {
    enum Step: Equatable {
      /// The character is the literal the pattern has here; it is skipped.
      case literal
      /// The character fills the next slot.
      case filled
      /// The character's first scalar fills the next slot; the scalars after it are dropped.
      case trimmed(Character)
      /// The character would fill a slot, but there is no room left.
      case overflow
      /// The character fits no slot here.
      case dropped(SlotClass)
    }

    let mask: InputRules.Mask
    /// The index of the next element of the pattern.
    private(set) var position: Int
    /// How many slots are filled.
    private(set) var filled: Int

    /// Whether leading literals out of place are recognised: reading a text, or an edit into an
    /// empty value.
    let consumesLeadingLiterals: Bool
    /// Whether a leading literal out of place that the first slot also takes is one of them:
    /// one character typed into an empty value.
    let consumesPrefixValueCharacters: Bool

    /// A cursor after `filled` slots, before the literals that follow the last of them; with
    /// `afterLeadingLiterals`, an empty value's cursor stands at the first slot.
    init(
      mask: InputRules.Mask, filled: Int, afterLeadingLiterals: Bool = false,
      consumesLeadingLiterals: Bool = true, consumesPrefixValueCharacters: Bool = false
    ) {
      self.mask = mask
      self.consumesLeadingLiterals = consumesLeadingLiterals
      self.consumesPrefixValueCharacters = consumesPrefixValueCharacters
      let filled = filled.clamped(to: 0...mask.capacity)
      self.filled = filled
      self.position =
        filled == 0
        ? (afterLeadingLiterals ? mask.leadingLiteralCount : 0)
        : mask.slotPosition(filled - 1) + 1
    }

    /// Whether every further character can only fill the repeated last slot: past the pattern
    /// of a mask whose last slot repeats.
    var isInRepeatedTail: Bool { mask.repeatsLastSlot && filled >= mask.slotCount }

    /// Counts `count` characters that filled the repeated last slot, taken in bulk.
    mutating func fillRepeated(_ count: Int) { filled += count }

    /// While no slot is filled, the position after the first leading literal `character` at or
    /// after the cursor.
    ///
    /// - Complexity: O(log *k*) in the number of leading literals.
    private func leadingLiteral(_ character: Character, fillsSlot: Bool) -> Int? {
      guard consumesLeadingLiterals, filled == 0, position < mask.leadingLiteralCount,
        !fillsSlot || consumesPrefixValueCharacters,
        let places = mask.leadingLiteralPlaces[character]
      else { return nil }
      var low = 0
      var high = places.count
      while low < high {
        let middle = (low + high) / 2
        if places[middle] < position { low = middle + 1 } else { high = middle }
      }
      return low < places.count ? places[low] + 1 : nil
    }

    /// ``take(_:room:endsInsertion:)`` for a character of one ASCII byte (not a carriage
    /// return), judged with the mask's byte sets.
    mutating func take(byte: UInt8, room: Int = .max, endsInsertion: Bool = false) -> Step {
      let index = filled
      let accepted = mask.asciiSlot(index).contains(byte)
      if filled == 0, mask.leadingLiteralBytes.contains(byte),
        let next = leadingLiteral(Character(Unicode.Scalar(byte)), fillsSlot: accepted)
      {
        position = next
        return .literal
      }
      if position < mask.elements.count, mask.asciiLiterals[position] == byte,
        !(endsInsertion && filled < mask.capacity && accepted)
      {
        position += 1
        return .literal
      }
      guard accepted else { return .dropped(mask.slotClass(index)) }
      guard room > 0, filled < mask.capacity else { return .overflow }
      position = mask.slotPosition(filled) + 1
      filled += 1
      return .filled
    }

    /// Takes one character; `room` is how many more slots may be filled.
    ///
    /// - Parameter endsInsertion: Whether `character` is the last of what an edit inserts: a
    ///   literal the next slot also takes is then a value.
    mutating func take(_ character: Character, room: Int = .max, endsInsertion: Bool = false)
      -> Step
    {
      let slot = mask.slotClass(filled)
      if let next = leadingLiteral(character, fillsSlot: slot.accepts(character)) {
        position = next
        return .literal
      }
      if position < mask.elements.count, case .literal(let literal) = mask.elements[position],
        literal == character,
        !(endsInsertion && filled < mask.capacity && slot.accepts(character))
      {
        position += 1
        return .literal
      }
      var step = Step.filled
      if !slot.accepts(character) {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, slot.accepts(Character(first)) else {
          return .dropped(slot)
        }
        step = .trimmed(Character(first))
      }
      guard room > 0, filled < mask.capacity else { return .overflow }
      position = mask.slotPosition(filled) + 1
      filled += 1
      return step
    }
  }
}
