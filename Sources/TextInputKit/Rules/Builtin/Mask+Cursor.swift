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

    /// A cursor after `filled` slots, before the literals that follow the last of them.
    init(mask: InputRules.Mask, filled: Int) {
      self.mask = mask
      let filled = filled.clamped(to: 0...mask.slotCount)
      self.filled = filled
      self.position = filled == 0 ? 0 : mask.slotPositions[filled - 1] + 1
    }

    /// ``take(_:room:endsInsertion:)`` for a character of one ASCII byte (not a carriage
    /// return), judged with the mask's byte sets.
    mutating func take(byte: UInt8, room: Int = .max, endsInsertion: Bool = false) -> Step {
      let index = Swift.min(filled, mask.slotCount - 1)
      let accepted = mask.asciiSlots[index].contains(byte)
      if position < mask.elements.count, mask.asciiLiterals[position] == byte,
        !(endsInsertion && filled < mask.slotCount && accepted)
      {
        position += 1
        return .literal
      }
      guard accepted else { return .dropped(mask.slotClass(index)) }
      guard room > 0, filled < mask.slotCount else { return .overflow }
      position = mask.slotPositions[filled] + 1
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
      let slot = mask.slotClass(Swift.min(filled, mask.slotCount - 1))
      if position < mask.elements.count, case .literal(let literal) = mask.elements[position],
        literal == character,
        !(endsInsertion && filled < mask.slotCount && slot.accepts(character))
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
      guard room > 0, filled < mask.slotCount else { return .overflow }
      position = mask.slotPositions[filled] + 1
      filled += 1
      return step
    }
  }
}
